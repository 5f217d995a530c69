// attention-lab train [--builtin bubbe | --corpus FILE] [--steps N] [--seed S]
//                     [--probe TEXT] [--save LESSON] [--export FILE.safetensors]
//                     [--export-pytorch DIR] …
#include <QFile>
#include <atomic>
#include <cmath>

#include "attnlab/exchange/pytorch_export.hpp"
#include "attnlab/lesson/lesson_io.hpp"
#include "attnlab/lesson/model_lesson.hpp"
#include "attnlab/model/safetensors.hpp"
#include "attnlab/training/trainer.hpp"
#include "cli_common.hpp"
#include "commands.hpp"
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

Corpus load_corpus(const QCommandLineParser& p, int context) {
    const bool file = p.isSet(QStringLiteral("corpus")),
               builtin = p.isSet(QStringLiteral("builtin"));
    if (file && builtin)
        throw BadInput{QStringLiteral("give either --corpus or --builtin, not both")};
    try {
        if (file) return corpus_from_file(p.value(QStringLiteral("corpus")).toStdString(), context);
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
    void on_step(const StepReport& r) override {
        losses.add(r.step, r.train_loss, r.val_loss);
        if (r.step % every == 0 || r.step == r.total || std::isfinite(r.val_loss))
            print_err(progress_line(r));
    }
};

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
    add("corpus", "A UTF-8 text file to train on.", "FILE");
    add("steps", "Optimisation steps (default 300).", "N");
    add("seed", "Random seed (default 1).", "S");
    add("probe", "Sentence whose attention is recorded and summarised.", "TEXT");
    add("save", "Write a lesson file holding the trained model.", "LESSON");
    add("export", "Write the weights as safetensors with TinyGPT's names.", "FILE");
    add("export-pytorch",
        "Write a folder to go on training in PyTorch: train.py, weights, optimiser state, corpus, "
        "vocabulary.",
        "DIR");
    add("lr", "Peak learning rate (default 0.003).", "X");
    add("batch", "Sequences per step (default 16).", "N");
    add("context", "Context length T (default 32).", "N");
    add("d-model", "Model width d (default 32).", "N");
    add("heads", "Attention heads h; must divide d (default 4).", "N");
    add("layers", "Transformer blocks L (default 2).", "N");
    add("d-ff", "Feed-forward width (default 128).", "N");
    add("threads", "Worker threads (default 2).", "N");
}

// The parsed options over the engine's defaults, validated; BadInput when out of range.
TrainOptions train_options(const QCommandLineParser& p) {
    TrainOptions o;
    o.steps = int(whole(p, "steps", o.steps, 1, 10'000'000));
    o.seed = std::uint64_t(whole(p, "seed", (long long)o.seed, 0, (1LL << 62)));
    o.batch = int(whole(p, "batch", o.batch, 1, 65536));
    o.model.context = int(whole(p, "context", o.model.context, 1, 4096));
    o.model.d = int(whole(p, "d-model", o.model.d, 1, 8192));
    o.model.heads = int(whole(p, "heads", o.model.heads, 1, 1024));
    o.model.layers = int(whole(p, "layers", o.model.layers, 1, 64));
    o.model.d_ff = int(whole(p, "d-ff", o.model.d_ff, 1, 65536));
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

}  // namespace

int cmd_train(const QStringList& args) {
    QCommandLineParser p;
    add_train_options(p);
    parse_or_throw(p, args, QStringLiteral("train"));
    if (p.isSet(QStringLiteral("help"))) {
        print_out(command_help(p, QStringLiteral("train")));
        return kExitOk;
    }
    const TrainOptions o = train_options(p);
    const Corpus corpus = load_corpus(p, o.model.context);
    Trainer tr(corpus, o);
    Progress progress;
    progress.every = std::max(1, o.steps / 10);
    const TrainResult r = tr.run(&progress);
    print_out(training_summary(tr, r));
    if (r.status == TrainStatus::Diverged) {
        print_err(QString::fromStdString(r.message));
        return kExitFailure;
    }
    write_outputs(p, tr, r, progress.losses);
    return kExitOk;
}

}  // namespace attn::app
