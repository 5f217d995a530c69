// Benchmark rows for a real model in the window (the 'ui' suite), on a
// GPT-2-small-shaped model (12 layers × 12 heads, d 768, 1,024 positions,
// 50,257 tokens, seeded random weights) written by the bench itself as a
// Hugging Face folder (attnlab/checkpoints/gpt_write.hpp) in a temporary folder:
//   {"bench":"ui_model_open", "n": 64, "open_ms", "first_view_ms", "load_ms", "peak_mb"}
//     the window built on a lesson pointing at the model to its first complete
//     view (model opened on the worker, the pass done, every visible view
//     repainted): open_ms in all; load_ms of it reading the model; first_view_ms
//     the rest (the pass and the views), to compare with model_forward at n = 64.
//   {"bench":"ui_model_key", "n": 64, "ms", "engine_ms", "ratio"} one keystroke
//     (an edit of the 64-token sentence, as typing in the Sentences pane
//     pushes) to the updated views: median over several keystrokes; engine_ms
//     the engine's pass of the same text in the same process (GptRunner::run,
//     the worker's options, median), ratio = ms / engine_ms (target ≤ 1.3).
//   {"bench":"ui_model_loop", "n": 1024, "pass_ms", "delay_p50_ms", "delay_p99_ms", "peak_mb"}
//     while a 1,024-token pass runs on the worker, how late a 5 ms timer fires
//     on the GUI thread (the event loop's delay): p99 target ≤ 20 ms.
//   {"bench":"ui_patch_loop", "n": 16, "map_ms", "delay_p50_ms", "delay_p99_ms", "peak_mb"}
//     the same while the Model dock's Patching tab computes a heads map (12 × 12
//     patched runs of two 16-token prompts) on its worker: map_ms from Run to the
//     map drawn; the same p99 target.
// peak_mb: the process's peak resident memory since the window was made (the
// bench's own writing of the model is not counted).
#include <QApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineEdit>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTimer>
#include <algorithm>
#include <cmath>
#include <cstdio>

#include "attnlab/checkpoints/gpt_write.hpp"
#include "attnlab/checkpoints/model_files.hpp"
#include "attnlab/gpt/gpt_pass.hpp"
#include "attnlab/lesson/real_model_lesson.hpp"
#include "attnlab/support/parallel.hpp"
#include "bench.hpp"
#include "cli_common.hpp"
#include "commands/sentence_commands.hpp"
#include "main_window.hpp"
#include "modeldock/model_pane.hpp"
#include "modeldock/patch_view.hpp"

namespace attn::app {
namespace {

// The peak resident memory (VmHWM of /proc/self/status, which clear_refs resets), in MB.
double peak_mb() {
    double kb = 0;
    if (FILE* f = std::fopen("/proc/self/status", "r")) {
        char line[256];
        while (std::fgets(line, sizeof line, f))
            if (std::sscanf(line, "VmHWM: %lf kB", &kb) == 1) break;
        std::fclose(f);
    }
    return std::round(kb / 1024.0 * 10.0) / 10.0;
}

double round1(double v) { return std::round(v * 10.0) / 10.0; }

double quantile(std::vector<double> v, double q) {
    if (v.empty()) return 0;
    std::sort(v.begin(), v.end());
    return v[std::min(v.size() - 1, std::size_t(q * double(v.size())))];
}

void settle() {
    for (int i = 0; i < 3; ++i) QApplication::processEvents();
}

// Runs the event loop (sleeping between events: the worker has the cores) until `done`.
template <typename F>
void wait_until(F done) {
    QEventLoop loop;
    QTimer check;
    check.setInterval(1);
    QObject::connect(&check, &QTimer::timeout, &loop, [&] {
        if (done()) loop.quit();
    });
    check.start();
    if (!done()) loop.exec();
}

void print_row(const QJsonObject& row) {
    print_out(QString::fromUtf8(QJsonDocument(row).toJson(QJsonDocument::Compact)) +
              QLatin1Char('\n'));
}

// Words of letters that the model's tokenizer reads as `n` tokens (the text
// of the first n tokens of a longer one; the rows report the n the pass read).
std::string text_of_tokens(const attn::OpenedModel& m, int n, int salt = 0) {
    std::string s;
    for (int i = 0; int(s.size()) < 4 * n; ++i) {
        if (i) s += ' ';
        for (int k = 0; k < 3 + i % 4; ++k) s += char('a' + (i * 7 + k * 3 + salt) % 26);
    }
    std::vector<int> ids = m.tokenizer->encode(s);
    ids.resize(std::min<std::size_t>(ids.size(), std::size_t(n)));
    return m.tokenizer->decode(ids);
}

int tokens_read(const attn::ui::Document* doc) {
    const auto& r = doc->results().front();
    return r.real ? r.real->pass.n() : 0;
}

// The engine's pass of `text` as the window's worker runs it (its tokens read,
// logits at the last position, weights and residual kept): median of `runs`.
double engine_pass_ms(const attn::OpenedModel& m, const std::string& text, int runs) {
    attn::GptRunner runner(m.model);
    const std::vector<int> ids = m.tokenizer->encode(text);
    attn::GptPassOptions o;
    o.logit_positions = {int(ids.size()) - 1};
    runner.run(ids, o);  // warm: the scratch sized, the pages touched
    std::vector<double> ms;
    for (int i = 0; i < runs; ++i) {
        QElapsedTimer t;
        t.start();
        const attn::GptPass pass = runner.run(ids, o);
        ms.push_back(double(t.nsecsElapsed()) / 1e6);
    }
    return quantile(ms, 0.5);
}

// How late a 5 ms timer fires on the GUI thread while `busy()` holds, after `begin()`.
template <typename Begin, typename Busy>
std::vector<double> loop_delays(Begin begin, Busy busy) {
    std::vector<double> delays;
    QElapsedTimer since;
    QTimer tick;
    tick.setTimerType(Qt::PreciseTimer);
    tick.setInterval(5);
    QObject::connect(&tick, &QTimer::timeout, [&] {
        delays.push_back(std::max(0.0, double(since.nsecsElapsed()) / 1e6 - 5.0));
        since.restart();
    });
    begin();
    since.start();
    tick.start();
    wait_until(busy);
    tick.stop();
    return delays;
}

// The Patching tab's heads map of two 16-token prompts, Run pressed as a user would.
void patch_loop_row(MainWindow& w, const std::string& clean, const std::string& corrupt,
                    const std::string& answer, const std::string& foil) {
    attn::ui::PatchView* tab = w.modelPane()->patching();
    tab->cleanField()->setText(QString::fromStdString(clean));
    tab->corruptField()->setText(QString::fromStdString(corrupt));
    tab->answerField()->setText(QString::fromStdString(answer));
    tab->foilField()->setText(QString::fromStdString(foil));
    QElapsedTimer map;
    const std::vector<double> delays = loop_delays(
        [&] {
            map.start();
            tab->runButton()->click();
        },
        [tab] { return !tab->running(); });
    settle();
    print_row({{QStringLiteral("bench"), QStringLiteral("ui_patch_loop")},
               {QStringLiteral("n"), 16},
               {QStringLiteral("map_ms"), round1(double(map.nsecsElapsed()) / 1e6)},
               {QStringLiteral("ticks"), int(delays.size())},
               {QStringLiteral("delay_p50_ms"), round1(quantile(delays, 0.5))},
               {QStringLiteral("delay_p99_ms"), round1(quantile(delays, 0.99))},
               {QStringLiteral("error"), tab->map() ? QString() : tab->message()},
               {QStringLiteral("peak_mb"), peak_mb()}});
}

// One keystroke at a time (`keys` of them) in the 64-token sentence → the updated views:
// the ui_model_key row, beside the engine's pass of `engineMs`.
void key_row(attn::ui::Document* doc, int keys, double engineMs) {
    std::vector<double> ms;
    for (int k = 0; k < keys; ++k) {
        std::string text = doc->lesson().sentences[0];
        text.back() = char('a' + (k * 5 + 3) % 26);  // a letter typed over the last
        QElapsedTimer key;
        key.start();
        doc->undoStack()->push(
            attn::ui::edit_sentence_command(doc, 0, QString::fromStdString(text)).release());
        settle();
        doc->waitForRealModel(600000);
        settle();
        ms.push_back(double(key.nsecsElapsed()) / 1e6);
    }
    print_row(
        {{QStringLiteral("bench"), QStringLiteral("ui_model_key")},
         {QStringLiteral("n"), tokens_read(doc)},
         {QStringLiteral("ms"), round1(quantile(ms, 0.5))},
         {QStringLiteral("engine_ms"), round1(engineMs)},
         {QStringLiteral("ratio"), std::round(quantile(ms, 0.5) / engineMs * 1000.0) / 1000.0},
         {QStringLiteral("peak_mb"), peak_mb()}});
}

// The event loop while a 1,024-token pass (the sentence made `longText`) runs: the
// ui_model_loop row.
void pass_loop_row(attn::ui::Document* doc, const std::string& longText) {
    QElapsedTimer pass;
    const std::vector<double> delays = loop_delays(
        [&] {
            pass.start();
            doc->undoStack()->push(
                attn::ui::edit_sentence_command(doc, 0, QString::fromStdString(longText))
                    .release());
        },
        [doc] { return !doc->realModelBusy(); });
    const double passMs = double(pass.nsecsElapsed()) / 1e6;
    settle();
    print_row({{QStringLiteral("bench"), QStringLiteral("ui_model_loop")},
               {QStringLiteral("n"), tokens_read(doc)},
               {QStringLiteral("pass_ms"), round1(passMs)},
               {QStringLiteral("ticks"), int(delays.size())},
               {QStringLiteral("delay_p50_ms"), round1(quantile(delays, 0.5))},
               {QStringLiteral("delay_p99_ms"), round1(quantile(delays, 0.99))},
               {QStringLiteral("peak_mb"), peak_mb()}});
}

// What the rows need of the model, read once before the window is made.
struct UiBenchInputs {
    attn::Lesson lesson;  // pointing at the model, its sentence 64 tokens
    std::string longText, clean, corrupt, answer, foil;
    double engineMs = 0;  // the engine's pass of the lesson's sentence
};

// The first token id from `from` on that the tokenizer reads back as itself, as text.
std::string one_token(const attn::OpenedModel& m, int from) {
    for (int id = from;; ++id) {
        const int one[1] = {id};
        const std::string t = m.tokenizer->decode(one);
        if (m.tokenizer->encode(t) == std::vector<int>{id}) return t;
    }
}

// Opens the model at `path` for the lesson, the texts and the engine's time the rows need.
UiBenchInputs ui_bench_inputs(const std::string& path, const BenchOptions& o) {
    UiBenchInputs in;
    const attn::OpenedModel m = attn::open_model(path);
    in.lesson = attn::lesson_for_real_model(m, attn::ModelReference{path, 0},
                                            {text_of_tokens(m, 64)}, "bench", "");
    in.longText = text_of_tokens(m, 1024, 5);
    in.clean = text_of_tokens(m, 16, 1);
    in.corrupt = text_of_tokens(m, 16, 2);
    in.answer = one_token(m, 300);
    in.foil = one_token(m, 400);
    in.engineMs = engine_pass_ms(m, in.lesson.sentences[0], o.quick ? 3 : 9);
    return in;
}

}  // namespace

void bench_ui_model(const BenchOptions& o) {
    attn::set_thread_budget(o.threads);
    QTemporaryDir dir;
    const std::string path = (dir.path() + QStringLiteral("/gpt2-shaped")).toStdString();
    attn::write_huggingface_gpt2(attn::GptModel::random(attn::GptConfig{}, 1), path);
    const UiBenchInputs in = ui_bench_inputs(path, o);

    // The peak memory rows are the window's own: the bench's writing and reading
    // of the model above (two copies of its weights) are forgotten here
    // (Linux: writing 5 to clear_refs resets the peak resident size).
    if (FILE* f = std::fopen("/proc/self/clear_refs", "w")) {
        std::fputs("5", f);
        std::fclose(f);
    }
    {  // open → first complete view, n = 64
        QElapsedTimer t;
        t.start();
        MainWindow w(in.lesson);
        w.resize(1366, 768);
        w.show();
        settle();
        attn::ui::Document* doc = w.document();
        wait_until(
            [doc] { return doc->realModelState() != attn::ui::Document::RealModelState::Loading; });
        const double loadMs = double(t.nsecsElapsed()) / 1e6;
        doc->waitForRealModel(600000);
        settle();
        const double openMs = double(t.nsecsElapsed()) / 1e6;
        print_row({{QStringLiteral("bench"), QStringLiteral("ui_model_open")},
                   {QStringLiteral("n"), tokens_read(doc)},
                   {QStringLiteral("open_ms"), round1(openMs)},
                   {QStringLiteral("load_ms"), round1(loadMs)},
                   {QStringLiteral("first_view_ms"), round1(openMs - loadMs)},
                   {QStringLiteral("peak_mb"), peak_mb()}});
        key_row(doc, o.quick ? 3 : 9, in.engineMs);
        pass_loop_row(doc, in.longText);
        patch_loop_row(w, in.clean, in.corrupt, in.answer, in.foil);
    }
}

}  // namespace attn::app
