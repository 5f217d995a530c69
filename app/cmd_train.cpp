// attention-lab train [--builtin bubbe | --corpus FILE | --task induction [--symbols N]
//                     [--report heads]] [--steps N] [--seed S]
//                     [--probe TEXT] [--save LESSON] [--export FILE.safetensors]
//                     [--export-pytorch DIR] …
#include <unistd.h>

#include <QFile>
#include <QFileInfo>
#include <atomic>
#include <cmath>
#include <cstdint>
#include <filesystem>
#include <limits>
#include <memory>

#include "attnlab/exchange/pytorch_export.hpp"
#include "attnlab/lesson/lesson_io.hpp"
#include "attnlab/lesson/model_lesson.hpp"
#include "attnlab/model/safetensors.hpp"
#include "attnlab/training/trainer.hpp"
#include "attnlab/words/tokenizer.hpp"
#include "cli_common.hpp"
#include "commands.hpp"
#include "induction_report.hpp"
#include "train_summary.hpp"

namespace attn::app {
namespace {

QString opt(const char* name) { return QString::fromLatin1(name); }

long long whole(const QCommandLineParser& p, const char* name, long long dflt, long long min,
                long long max) {
    return whole_option(p, opt(name), dflt, min, max);
}

float real(const QCommandLineParser& p, const char* name, float dflt) {
    if (!p.isSet(opt(name))) return dflt;
    bool ok = false;
    const double v = p.value(opt(name)).toDouble(&ok);
    if (!ok || !std::isfinite(v) || v <= 0)
        throw BadInput{QStringLiteral("--%1 expects a positive number, got '%2'")
                           .arg(opt(name), p.value(opt(name)))};
    return float(v);
}

// The largest corpus `train` reads: a tiny model learns from kilobytes; a gigabyte is a mistake.
constexpr std::uintmax_t kMaxCorpusBytes = 256'000'000;

Corpus load_corpus(const QCommandLineParser& p, int context) {
    const bool file = p.isSet(QStringLiteral("corpus")),
               builtin = p.isSet(QStringLiteral("builtin"));
    if (file && builtin)
        throw BadInput{QStringLiteral("give either --corpus or --builtin, not both")};
    try {
        if (file) {
            // A text file: a device or a pipe (/dev/zero) read on for ever, a folder read as
            // empty text.
            namespace fs = std::filesystem;
            const QString path = p.value(QStringLiteral("corpus"));
            std::error_code ec;
            const fs::path at(path.toStdString());
            if (fs::is_directory(at, ec))
                throw BadInput{
                    QStringLiteral("--corpus '%1' is a folder; give a text file").arg(path)};
            if (fs::exists(at, ec) && !fs::is_regular_file(at, ec))
                throw BadInput{QStringLiteral("--corpus '%1' is not a regular file (a device or a "
                                              "pipe); give a text file")
                                   .arg(path)};
            if (fs::exists(at, ec) && fs::file_size(at, ec) > kMaxCorpusBytes)
                throw BadInput{QStringLiteral("--corpus '%1' is %2 MB; a corpus may have at most "
                                              "%3 MB")
                                   .arg(path)
                                   .arg(qRound64(double(fs::file_size(at, ec)) / 1e6))
                                   .arg(kMaxCorpusBytes / 1000000)};
            return corpus_from_file(path.toStdString(), context);
        }
        const QString name = builtin ? p.value(QStringLiteral("builtin")) : QStringLiteral("bubbe");
        QFile f(QStringLiteral(":/corpora/%1.txt").arg(name));
        if (!f.open(QIODevice::ReadOnly))
            throw BadInput{
                QStringLiteral("no built-in corpus named '%1' (available: bubbe)").arg(name)};
        return corpus_from_text(f.readAll().toStdString(), name.toStdString(), context);
    } catch (const CorpusError& e) {
        throw BadInput{QString::fromStdString(e.what())};
    }
}

struct Progress : TrainObserver {
    int every = 1;
    LossRecorder losses;  // what --save keeps of the curve
    const Trainer* trainer = nullptr;
    InductionReport* report = nullptr;  // --report heads: a line per snapshot
    float last_loss = std::numeric_limits<float>::quiet_NaN();
    void on_step(const StepReport& r) override {
        losses.add(r.step, r.train_loss, r.val_loss);
        last_loss = r.train_loss;
        if (r.step % every == 0 || r.step == r.total || std::isfinite(r.val_loss))
            print_err(progress_line(r));
    }
    void on_snapshot(const AttentionSnapshot& s) override {
        if (report && trainer)
            print_out(
                report->line(s.step, s.step == 0 ? last_loss : s.train_loss, trainer->model()));
    }
};

bool induction_task(const QCommandLineParser& p) {
    if (!p.isSet(QStringLiteral("task"))) return false;
    const QString task = p.value(QStringLiteral("task"));
    if (task == QLatin1String("text")) return false;
    if (task != QLatin1String("induction"))
        throw BadInput{QStringLiteral("--task '%1': expected text or induction").arg(task)};
    return true;
}

Lesson trained_lesson(const Trainer& tr, const TrainResult& r, const LossRecorder& losses) {
    TrainedModel t = TrainedModel::from_model(tr.model(), tr.corpus().vocabulary);
    t.corpus = tr.corpus().name;
    t.steps = r.steps_done;
    t.seed = tr.options().seed;
    t.train_loss = r.train_loss;
    t.val_loss = r.val_loss;
    t.loss_history = losses.history(r.steps_done);
    return lesson_from_model(std::move(t), {tr.options().probe}, "Trained on " + tr.corpus().name,
                             "A tiny transformer trained by `attention-lab train` (" +
                                 std::to_string(r.steps_done) +
                                 " steps). The embedding table is its token embedding.");
}

void add_train_options(QCommandLineParser& p) {
    p.setApplicationDescription(QStringLiteral(
        "Train a tiny transformer on a text; progress on stderr, summary on stdout."));
    p.addHelpOption();
    auto add = [&](const char* name, const char* help, const char* value) {
        p.addOption({opt(name), QString::fromUtf8(help), QString::fromLatin1(value)});
    };
    add("builtin", "Built-in corpus (default bubbe).", "NAME");
    add("task",
        "text (default): next-token prediction on the corpus; induction: repeated random "
        "sequences of symbols, where a segment of random length repeats at a random offset "
        "(where induction heads form).",
        "TASK");
    add("symbols", "--task induction: how many symbols, 2 to 26 (default 20).", "N");
    add("report",
        "heads: one JSON line per snapshot on stdout with the loss on first occurrences and on "
        "repeated tokens and every head's previous-token, induction, duplicate and first-token "
        "score, then the phase change's step (--task induction).",
        "heads");
    add("report-every", "--report heads: a snapshot every N steps (default 25).", "N");
    add("corpus", "A UTF-8 text file to train on.", "FILE");
    add("steps", "Optimisation steps (default 300; --task induction: 4000).", "N");
    add("seed", "Random seed (default 1).", "S");
    add("probe", "Sentence whose attention is recorded and summarised.", "TEXT");
    add("save", "Write a lesson file holding the trained model.", "LESSON");
    add("export", "Write the weights as safetensors with TinyGPT's names.", "FILE");
    add("export-pytorch",
        "Write a folder to go on training in PyTorch: train.py, weights, optimiser state, corpus, "
        "vocabulary.",
        "DIR");
    add("lr", "Peak learning rate (default 0.003).", "X");
    add("batch", "Sequences per step (default 16; --task induction: 32).", "N");
    add("context", "Context length T (default 32).", "N");
    add("d-model", "Model width d (default 32).", "N");
    add("heads", "Attention heads h; must divide d (default 4; --task induction: 2).", "N");
    add("layers", "Transformer blocks L (default 2).", "N");
    add("d-ff", "Feed-forward width (default 128).", "N");
    p.addOption({opt("attention-only"),
                 QStringLiteral("No feed-forward layers (and no LN2): attention blocks only, the "
                                "setting of the induction-head papers.")});
    add("position-encoding",
        "How the model knows word order: learned (default, as GPT-2), sinusoidal, rope, alibi or "
        "none.",
        "NAME");
    add("rope-base", "--position-encoding rope: the base of the turns (default 10000).", "B");
    add("threads", "Worker threads (default 2).", "N");
}

// The parsed options over the engine's defaults, validated; BadInput when out of range.
TrainOptions train_options(const QCommandLineParser& p, TrainOptions o) {
    o.steps = int(whole(p, "steps", o.steps, 1, 10'000'000));
    o.seed = seed_option(p, (long long)o.seed);
    o.batch = int(whole(p, "batch", o.batch, 1, 65536));
    o.model.context = int(whole(p, "context", o.model.context, 1, 4096));
    o.model.d = int(whole(p, "d-model", o.model.d, 1, 8192));
    o.model.heads = int(whole(p, "heads", o.model.heads, 1, 1024));
    o.model.layers = int(whole(p, "layers", o.model.layers, 1, 64));
    o.model.d_ff = int(whole(p, "d-ff", o.model.d_ff, 1, 65536));
    if (p.isSet(QStringLiteral("attention-only"))) {
        if (p.isSet(QStringLiteral("d-ff")))
            throw BadInput{
                QStringLiteral("--d-ff has no feed-forward layer to size with --attention-only")};
        o.model.mlp = false;
    }
    if (p.isSet(QStringLiteral("position-encoding"))) {
        try {
            o.model.position = attn::position_encoding_from_name(
                p.value(QStringLiteral("position-encoding")).toStdString(), false);
        } catch (const std::invalid_argument& e) {
            throw BadInput{QStringLiteral("--position-encoding: ") +
                           QString::fromStdString(e.what())};
        }
    }
    if (p.isSet(QStringLiteral("rope-base"))) {
        if (o.model.position != attn::PositionEncoding::Rope)
            throw BadInput{QStringLiteral("--rope-base needs --position-encoding rope")};
        o.model.rope_base = real(p, "rope-base", o.model.rope_base);
    }
    o.threads = int(whole(p, "threads", o.threads, 1, 256));
    o.adamw.lr = real(p, "lr", o.adamw.lr);
    if (p.isSet(QStringLiteral("probe"))) o.probe = p.value(QStringLiteral("probe")).toStdString();
    if (o.model.d % o.model.heads != 0)
        throw BadInput{QStringLiteral("--d-model %1 is not divisible by --heads %2")
                           .arg(o.model.d)
                           .arg(o.model.heads)};
    try {
        validate(o);
    } catch (const std::invalid_argument& e) {
        throw BadInput{QString::fromStdString(e.what())};
    }
    return o;
}

// --save, --export and --export-pytorch, each when set; a write failure is BadInput.
void write_outputs(const QCommandLineParser& p, Trainer& tr, const TrainResult& r,
                   const LossRecorder& losses) {
    try {
        if (p.isSet(QStringLiteral("save"))) {
            write_lesson_file(trained_lesson(tr, r, losses),
                              p.value(QStringLiteral("save")).toStdString());
            print_err(QStringLiteral("saved the trained lesson to %1")
                          .arg(p.value(QStringLiteral("save"))));
        }
        if (p.isSet(QStringLiteral("export"))) {
            write_safetensors(to_safetensors(*trained_lesson(tr, r, losses).model),
                              p.value(QStringLiteral("export")).toStdString());
            print_err(QStringLiteral("exported the weights to %1")
                          .arg(p.value(QStringLiteral("export"))));
        }
        if (p.isSet(QStringLiteral("export-pytorch"))) {
            const QString dir = p.value(QStringLiteral("export-pytorch"));
            export_pytorch(tr, dir.toStdString());
            print_err(
                QStringLiteral(
                    "wrote a PyTorch training folder to %1 (run: python3 %1/train.py --steps N)")
                    .arg(dir));
        }
    } catch (const std::runtime_error& e) {
        throw BadInput{QString::fromStdString(e.what())};
    }
}

// Where --save, --export and --export-pytorch will write, checked before training: a run of
// minutes was lost to a missing folder found only at its end.
void check_output_targets(const QCommandLineParser& p) {
    for (const char* name : {"save", "export"}) {
        const QString option = QString::fromLatin1(name);
        if (!p.isSet(option)) continue;
        std::error_code ec;
        if (p.isSet(QStringLiteral("corpus")) &&
            std::filesystem::equivalent(p.value(option).toStdString(),
                                        p.value(QStringLiteral("corpus")).toStdString(), ec))
            throw BadInput{QStringLiteral("--%1 '%2' is the corpus itself; give another file")
                               .arg(option, p.value(option))};
        const QFileInfo file(p.value(option));
        const QFileInfo folder(file.absolutePath());
        if (file.isDir())
            throw BadInput{QStringLiteral("--%1 '%2' is a folder; give a file name")
                               .arg(option, p.value(option))};
        if (!folder.isDir())
            throw BadInput{QStringLiteral("--%1 '%2': the folder '%3' does not exist")
                               .arg(option, p.value(option), folder.filePath())};
        if (!folder.isWritable())
            throw BadInput{QStringLiteral("--%1 '%2': the folder '%3' is not writable")
                               .arg(option, p.value(option), folder.filePath())};
    }
    if (p.isSet(QStringLiteral("export-pytorch"))) {
        const QFileInfo dir(p.value(QStringLiteral("export-pytorch")));
        if (dir.exists() && !dir.isDir())
            throw BadInput{QStringLiteral("--export-pytorch '%1' is a file; give a folder")
                               .arg(dir.filePath())};
        // The folder, or where it will be made, takes files (a read-only one failed after the
        // run).
        const QFileInfo where(dir.exists() ? dir.absoluteFilePath() : dir.absolutePath());
        if (!where.isDir())
            throw BadInput{QStringLiteral("--export-pytorch '%1': the folder '%2' does not exist")
                               .arg(dir.filePath(), where.filePath())};
        // (access(): a read-only mount keeps its folders' write bits, which isWritable reads)
        if (access(QFile::encodeName(where.absoluteFilePath()).constData(), W_OK) != 0)
            throw BadInput{QStringLiteral("--export-pytorch '%1': the folder '%2' is not writable")
                               .arg(dir.filePath(), where.filePath())};
    }
}

// --report, --symbols, --corpus and --builtin each where the task (induction or not) takes it.
void check_task_options(const QCommandLineParser& p, bool induction) {
    if (p.isSet(QStringLiteral("report")) &&
        p.value(QStringLiteral("report")) != QLatin1String("heads"))
        throw BadInput{
            QStringLiteral("--report '%1': expected heads").arg(p.value(QStringLiteral("report")))};
    if (p.isSet(QStringLiteral("report")) && !induction)
        throw BadInput{QStringLiteral("--report heads goes with --task induction")};
    if (!induction && p.isSet(QStringLiteral("symbols")))
        throw BadInput{QStringLiteral("--symbols goes with --task induction")};
    if (induction && p.isSet(QStringLiteral("probe")))
        throw BadInput{
            QStringLiteral("--task induction probes one of its own sequences: give it "
                           "without --probe")};
    if (induction && (p.isSet(QStringLiteral("corpus")) || p.isSet(QStringLiteral("builtin"))))
        throw BadInput{
            QStringLiteral("--task induction makes its own sequences: give it without "
                           "--corpus or --builtin")};
}

// --probe: words the corpus has, no more than the context holds (the model reads no others:
// an unknown word was read as <unk>, the words past the context were dropped, both unsaid).
void check_probe(const std::string& probe, const Corpus& corpus, int context) {
    const std::vector<std::string> words = tokenize(probe);
    if (words.empty()) throw BadInput{QStringLiteral("--probe is empty; give a sentence")};
    QStringList unknown;
    for (const std::string& w : words)
        if (!corpus.vocabulary.contains(w) && !unknown.contains(QString::fromStdString(w)))
            unknown << QString::fromStdString(w);
    if (!unknown.isEmpty())
        throw BadInput{QStringLiteral("--probe '%1': %2 not in the corpus '%3' (its vocabulary "
                                      "has %4 words)")
                           .arg(QString::fromStdString(probe),
                                unknown.size() == 1
                                    ? QStringLiteral("the word '%1' is").arg(unknown.front())
                                    : QStringLiteral("the words '%1' are")
                                          .arg(unknown.join(QStringLiteral("', '"))),
                                QString::fromStdString(corpus.name))
                           .arg(corpus.vocabulary.size())};
    if (int(words.size()) > context)
        throw BadInput{QStringLiteral("--probe has %1 words; the context holds %2 (--context)")
                           .arg(words.size())
                           .arg(context)};
}

}  // namespace

int cmd_train(const QStringList& args) {
    QCommandLineParser p;
    add_train_options(p);
    parse_or_throw(p, args, QStringLiteral("train"));
    if (p.isSet(QStringLiteral("help"))) {
        print_out(command_help(p, QStringLiteral("train")));
        return kExitOk;
    }
    const bool induction = induction_task(p);
    TrainOptions o = train_options(p, induction ? induction_train_options() : TrainOptions{});
    check_task_options(p, induction);
    check_output_targets(p);
    Corpus corpus;
    if (induction) {
        const int symbols = int(whole(p, "symbols", kInductionSymbols, 2, kInductionMaxSymbols));
        try {
            corpus = induction_corpus(symbols, o.model.context, o.seed);
        } catch (const std::invalid_argument& e) {
            throw BadInput{QString::fromStdString(e.what())};
        }
        o.task = TrainTask::Induction;
        // The probe: one of the task's sequences, its repeat in view.
        std::uint64_t state = o.seed ^ 0x9e0bULL;
        const RepeatedSequence s = repeated_sequence(symbols, o.model.context, state);
        o.probe.clear();
        for (int t : s.tokens) {
            if (!o.probe.empty()) o.probe += ' ';
            o.probe += induction_symbol(t);
        }
    } else {
        corpus = load_corpus(p, o.model.context);
        if (p.isSet(QStringLiteral("probe")))
            check_probe(o.probe, corpus, o.model.context);
        else  // the course's probe when the corpus has its words, else the corpus's first words
            o.probe = default_model_sentence(corpus.vocabulary);
    }
    std::unique_ptr<InductionReport> report;
    if (p.isSet(QStringLiteral("report"))) {
        o.snapshot_every = int(whole(p, "report-every", 25, 1, 1'000'000));
        report = std::make_unique<InductionReport>(corpus, o.model.context, o.seed);
    }
    Trainer tr(corpus, o);
    Progress progress;
    progress.every = std::max(1, o.steps / 10);
    progress.trainer = &tr;
    progress.report = report.get();
    const TrainResult r = tr.run(&progress);
    // The files first, then the summary: a --save that fails is said alone (the summary came
    // first and read as a success). A run that diverged writes the weights it kept, of its
    // last good step, as its message says — and still exits 1.
    const bool diverged = r.status == TrainStatus::Diverged;
    const bool outputs = p.isSet(QStringLiteral("save")) || p.isSet(QStringLiteral("export")) ||
                         p.isSet(QStringLiteral("export-pytorch"));
    if (!diverged || r.steps_done > 0) write_outputs(p, tr, r, progress.losses);
    if (report) {
        print_out(report->last_line());
        print_err(training_summary(tr, r).trimmed());
    } else {
        print_out(training_summary(tr, r));
    }
    if (diverged) {
        print_err(QString::fromStdString(r.message));
        if (outputs && r.steps_done > 0)
            print_err(QStringLiteral("the files written hold the weights of step %1, the last "
                                     "before the loss diverged")
                          .arg(r.steps_done));
        if (outputs && r.steps_done == 0)
            print_err(
                QStringLiteral("nothing was written: no step finished before the loss "
                               "diverged"));
        return kExitFailure;
    }
    return kExitOk;
}

}  // namespace attn::app
