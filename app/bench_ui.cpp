// Benchmark rows for the 'ui' suite (see bench.hpp):
//   {"bench": "ui_edit", "lesson": L, "n": tokens, "heads": h, "ms": median}
// ms is the median wall time from one embedding edit (a drag step pushed on
// the undo stack, as the table's scrub does) to every visible view repainted,
// on the offscreen platform, with the window at 1366 × 768 in its default layout.
// cpu_ms is the same interval in CPU time of the GUI thread (which does all the
// evaluating and painting): on a shared, loaded machine it is the steadier figure.
// open_ms: building the window on the lesson to its first complete paint;
// peak_mb: the process's peak resident memory so far (rows run smallest first).
// Lessons: Module 1; 64 tokens × 8 heads; 512 tokens × 1 and × 8 heads; 2,048 × 1
// (random embeddings and projections at d = 64, seeded).
//   {"bench": "ui_open", "lesson": L, "history_steps": s, "open_ms": …}
// opening a lesson whose trained model carries a loss history of s steps
// (course part 3's model, its history replaced by a synthetic run of s steps,
// thinned as a saved lesson keeps it): 600 and 20,000 steps. Target: the
// long history costs at most 200 ms more.
#include <sys/resource.h>
#include <time.h>

#include <QApplication>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <algorithm>
#include <cmath>
#include <random>

#include "attnlab/model/loss_history.hpp"
#include "bench.hpp"
#include "cli_common.hpp"
#include "commands/set_values_command.hpp"
#include "files/builtin_lessons.hpp"
#include "itemmodels/lesson_matrix_item_model.hpp"
#include "main_window.hpp"

namespace attn::app {
namespace {

// n tokens (n distinct words), d = 64 axes, `heads` heads: random embeddings
// and projections (seeded). One head is scaled dot-product attention.
attn::Lesson large_lesson(int n, int heads) {
    constexpr int d = 64;
    std::mt19937 rng(4);
    std::normal_distribution<float> g(0.0f, 0.3f);
    std::vector<std::string> axes, words;
    // (append, not "a" + to_string: GCC 12 warns falsely about that form, -Wrestrict)
    for (int i = 0; i < d; ++i) axes.push_back(std::string("a").append(std::to_string(i)));
    for (int i = 0; i < n; ++i) words.push_back(std::string("w").append(std::to_string(i)));
    attn::Matrix values = attn::Matrix::NullaryExpr(n, d, [&] { return g(rng); });
    attn::Lesson l;
    l.title =
        "bench: " + std::to_string(n) + " tokens, " + std::to_string(heads) + " heads, d = 64";
    l.table = attn::EmbeddingTable(axes, words, values);
    std::string sentence;
    for (const auto& w : words) sentence += (sentence.empty() ? "" : " ") + w;
    l.sentences = {sentence};
    l.attention = attn::default_config(heads > 1 ? attn::Variant::MultiHead : attn::Variant::Scaled,
                                       d, heads);
    for (attn::Projection* p : {&l.attention.wq, &l.attention.wk, &l.attention.wv, &l.attention.wo})
        p->values = attn::Matrix::NullaryExpr(d, d, [&] { return g(rng) / 4.0f; });
    return l;
}

double peak_mb() {
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    return std::round(double(u.ru_maxrss) / 1024.0 * 10.0) / 10.0;  // ru_maxrss: KiB on Linux
}

double thread_cpu_ms() {
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return double(ts.tv_sec) * 1e3 + double(ts.tv_nsec) / 1e6;
}

double median(std::vector<double> v) {
    std::nth_element(v.begin(), v.begin() + long(v.size() / 2), v.end());
    return std::round(v[v.size() / 2] * 1000.0) / 1000.0;
}

void settle() {
    // Widget repaints, then the chart scene's queued update, then its viewport repaint.
    for (int i = 0; i < 3; ++i) QApplication::processEvents();
}

void run(const QString& name, attn::Lesson lesson, int edits) {
    QElapsedTimer open;
    open.start();
    MainWindow w(std::move(lesson));
    w.resize(1366, 768);
    w.show();
    settle();
    const double openMs = double(open.nsecsElapsed()) / 1e6;
    attn::ui::Document* doc = w.document();
    const int word = doc->lesson().table.word_count() - 1;
    const float start = doc->lesson().table.value(word, 0);
    const int dragId = attn::ui::LessonMatrixItemModel::newDragId();
    std::vector<double> ms, cpu;
    QElapsedTimer timer;
    for (int i = 0; i < edits; ++i) {
        const float v = start + 0.01f * float(1 + i % 50);
        timer.start();
        const double c0 = thread_cpu_ms();
        doc->undoStack()->push(new attn::ui::SetValuesCommand(doc, attn::ui::ValueTarget::Embedding,
                                                              {{word, 0, v}}, dragId));
        settle();
        cpu.push_back(thread_cpu_ms() - c0);
        ms.push_back(double(timer.nsecsElapsed()) / 1e6);
    }
    const auto& r = doc->results().front();
    QJsonObject row{{QStringLiteral("bench"), QStringLiteral("ui_edit")},
                    {QStringLiteral("lesson"), name},
                    {QStringLiteral("n"), r.trace.n()},
                    {QStringLiteral("d_model"), r.trace.d()},
                    {QStringLiteral("heads"), r.trace.heads},
                    {QStringLiteral("ms"), median(ms)},
                    {QStringLiteral("cpu_ms"), median(cpu)},
                    {QStringLiteral("open_ms"), std::round(openMs * 10.0) / 10.0},
                    {QStringLiteral("peak_mb"), peak_mb()}};
    print_out(QString::fromUtf8(QJsonDocument(row).toJson(QJsonDocument::Compact)) +
              QLatin1Char('\n'));
}

// Course part 3 with a loss history of `steps` steps: train loss decaying, validation every 100
// steps.
attn::Lesson trained_for(int steps) {
    attn::Lesson l = attn::ui::load_builtin_lesson(QStringLiteral("course-3-training"));
    if (!l.model) return l;
    attn::LossHistory h;
    for (int s = 1; s <= steps; ++s)
        h.push_back({s, float(0.5 + 3.0 * std::exp(-s / 500.0)),
                     s % 100 == 0 ? float(0.6 + 3.0 * std::exp(-s / 500.0)) : NAN});
    l.model->loss_history = attn::thin_loss_history(h);
    l.model->steps = steps;
    return l;
}

void run_open(int steps, int repeats) {
    const attn::Lesson lesson = trained_for(steps);
    std::vector<double> ms;
    for (int i = 0; i < repeats; ++i) {
        QElapsedTimer open;
        open.start();
        MainWindow w(lesson);
        w.resize(1366, 768);
        w.show();
        settle();
        ms.push_back(double(open.nsecsElapsed()) / 1e6);
    }
    QJsonObject row{{QStringLiteral("bench"), QStringLiteral("ui_open")},
                    {QStringLiteral("lesson"), QStringLiteral("course-3-training")},
                    {QStringLiteral("history_steps"), steps},
                    {QStringLiteral("open_ms"), median(ms)},
                    {QStringLiteral("peak_mb"), peak_mb()}};
    print_out(QString::fromUtf8(QJsonDocument(row).toJson(QJsonDocument::Compact)) +
              QLatin1Char('\n'));
}

}  // namespace

void bench_ui_edit(const BenchOptions& o) {
    run(QStringLiteral("module1"), attn::ui::load_builtin_lesson(QStringLiteral("module1")),
        o.quick ? 40 : 200);
    run(QStringLiteral("n64_h8_d64"), large_lesson(64, 8), o.quick ? 20 : 60);
    run(QStringLiteral("n512_h1_d64"), large_lesson(512, 1), o.quick ? 10 : 30);
    run(QStringLiteral("n512_h8_d64"), large_lesson(512, 8), o.quick ? 10 : 30);
    run(QStringLiteral("n2048_h1_d64"), large_lesson(2048, 1), o.quick ? 5 : 15);
}

void bench_ui(const BenchOptions& o) {
    run_open(600, o.quick ? 2 : 5);
    run_open(20000, o.quick ? 2 : 5);
    bench_ui_edit(o);
    bench_ui_training(o);
    bench_ui_model(o);
}

}  // namespace attn::app
