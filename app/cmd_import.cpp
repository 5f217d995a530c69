// attention-lab import MODEL --save LESSON [--vocab FILE] [--heads H]
//                      [--sentence S]... [--title T]
// Reads a model saved from PyTorch (TinyGPT's state_dict names) or by the lab,
// and writes a lesson holding it (attnlab/lesson/model_lesson.hpp); or, for a
// real model (a GPT-2 / nanoGPT folder or file, is_real_model_path), opens it
// to check it whole and writes a lesson that points at it
// (attnlab/lesson/real_model_lesson.hpp).
#include <QDir>
#include <QFileInfo>
#include <filesystem>

#include "attnlab/gpt/gpt_pass.hpp"
#include "attnlab/lesson/lesson_io.hpp"
#include "attnlab/lesson/model_lesson.hpp"
#include "attnlab/lesson/model_reference.hpp"
#include "attnlab/lesson/real_model_lesson.hpp"
#include "attnlab/model/safetensors.hpp"
#include "cli_common.hpp"
#include "commands.hpp"
#include "hub/model_store.hpp"
#include "real_model_cli.hpp"
#include "viewdata/model_figure_spec.hpp"

namespace attn::app {
namespace {

QString describe(const TrainedModel& m) {
    const ModelConfig& c = m.config;
    return QStringLiteral("%1 layers × %2 heads, d %3, context %4, feed-forward %5, %6 words")
        .arg(c.layers)
        .arg(c.heads)
        .arg(c.d)
        .arg(c.context)
        .arg(c.d_ff)
        .arg(c.vocab);
}

// The --sentence values, in order. The same sentence twice is refused: a
// lesson's sentences are its rows, and a repeated row only doubles a map.
std::vector<std::string> import_sentences(const QCommandLineParser& p) {
    std::vector<std::string> out;
    QStringList seen;
    for (const QString& s : p.values(QStringLiteral("sentence"))) {
        if (seen.contains(s))
            throw BadInput{QStringLiteral("--sentence '%1' is given twice; a lesson holds each "
                                          "sentence once")
                               .arg(s)};
        seen.append(s);
        out.push_back(s.toStdString());
    }
    return out;
}

// A GPT-2 / nanoGPT model: opened whole (so a lesson never points at a model
// the lab cannot read), then a lesson that points at it.
int import_real_model(const QCommandLineParser& p, const QString& path) {
    if (p.isSet(QStringLiteral("vocab")))
        throw BadInput{QStringLiteral(
            "--vocab is for TinyGPT files; a GPT-2 or nanoGPT model brings its tokenizer "
            "(vocab.json + merges.txt, tokenizer.json or meta.pkl)")};
    const QString abs = QFileInfo(path).absoluteFilePath();
    const QString name = attn::ui::model_store::model_name(abs);
    const int heads = int(whole_option(p, QStringLiteral("heads"), 0, 1, 1024));
    const attn::ModelReference ref{abs.toStdString(), heads};
    const attn::ModelReferenceCheck check = attn::check_model_reference(ref);
    if (!check.present())
        throw BadInput{QString::fromStdString(check.description + ": " + check.problem)};
    const std::vector<std::string> sentences = import_sentences(p);
    const QString title = p.isSet(QStringLiteral("title"))
                              ? p.value(QStringLiteral("title"))
                              : QStringLiteral("Imported from %1").arg(name);
    const std::string save = p.value(QStringLiteral("save")).toStdString();
    try {
        attn::ModelOpenOptions o;
        o.heads = heads;
        const attn::OpenedModel m = attn::open_model(check.path, o);
        const attn::Lesson l = attn::lesson_for_real_model(
            m, ref, sentences, title.toStdString(),
            "A lesson about the model " + name.toStdString() + " (" + m.summary +
                "). The lesson points at the model's files rather than holding them. Its embedding "
                "table is the "
                "sentences' words on the first two principal components (pc1, pc2) of the model's "
                "token embeddings.");
        // The model computes: one pass on the lesson's first sentence (finite weights can still
        // be too large to compute with), before a lesson points at it.
        attn::GptRunner(m.model).run(model_ids(m, l.sentences.front()));
        attn::write_lesson_file(l, save);
        const std::string stored = attn::stored_model_path(ref.path, save);
        const QString where =
            QDir::isRelativePath(QString::fromStdString(stored))
                ? QStringLiteral("'%1', relative to the lesson's folder: keep the two together")
                      .arg(QString::fromStdString(stored))
                : QStringLiteral("%1 (an absolute path)").arg(QString::fromStdString(stored));
        print_out(
            QStringLiteral("imported %1: %2\nsaved the lesson to %3; it finds the model at %4\n")
                .arg(name, QString::fromStdString(m.summary), p.value(QStringLiteral("save")),
                     where));
    } catch (const attn::ModelFileError& e) {
        throw BadInput{QString::fromStdString(e.what())};
    } catch (const std::invalid_argument& e) {
        throw BadInput{QString::fromStdString(e.what())};
    } catch (const std::runtime_error& e) {
        throw BadInput{QString::fromStdString(e.what())};
    }
    return kExitOk;
}

// The options of `import` (a single-dash word read as a long option), and its description for
// --help.
void add_import_options(QCommandLineParser& p) {
    p.setApplicationDescription(
        QStringLiteral("Read a model saved from PyTorch (TinyGPT's state_dict names, safetensors) "
                       "and save it as a lesson; or, for a "
                       "real model (a Hugging Face GPT-2 folder, a nanoGPT .safetensors file or "
                       "ckpt.pt), check that the lab reads "
                       "it and save a lesson that points at it (relative to the lesson when the "
                       "model is inside or beside its "
                       "folder)."));
    p.addHelpOption();
    p.addPositionalArgument(QStringLiteral("MODEL"),
                            QStringLiteral("The .safetensors file (TinyGPT), or a GPT-2 / nanoGPT "
                                           "folder, .safetensors, .pt, .pth, .ckpt or .bin."));
    p.addOption({QStringLiteral("save"), QStringLiteral("The lesson file to write."),
                 QStringLiteral("LESSON")});
    p.addOption(
        {QStringLiteral("vocab"),
         QStringLiteral(
             "Words in id order (JSON array or one per line), when the file's metadata has none."),
         QStringLiteral("FILE")});
    p.addOption(
        {QStringLiteral("heads"),
         QStringLiteral(
             "Attention heads, when the file's metadata (or a nanoGPT config) does not say."),
         QStringLiteral("H")});
    p.addOption({QStringLiteral("sentence"),
                 QStringLiteral("A sentence of the lesson (repeatable, each sentence once: the "
                                "lesson takes them all in order; default: one the vocabulary "
                                "or the model's tokenizer can read)."),
                 QStringLiteral("S")});
    p.addOption(
        {QStringLiteral("title"), QStringLiteral("The lesson's title."), QStringLiteral("T")});
    p.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
}

// The reader's "MODEL: the vocabulary has 2 words, but tok.weight has 57 rows" said of the
// --vocab file it came from, which the message named as the model.
QString vocab_named(const QCommandLineParser& p, const QString& model, QString message) {
    const QString said = model + QStringLiteral(": the vocabulary has ");
    if (p.isSet(QStringLiteral("vocab")) && message.startsWith(said))
        message =
            QStringLiteral("--vocab %1 has ").arg(p.value(QStringLiteral("vocab"))) +
            message.mid(said.size())
                .replace(QStringLiteral(", but tok.weight"),
                         QStringLiteral(", but %1's tok.weight").arg(QFileInfo(model).fileName()));
    return message;
}

// A model saved from PyTorch (TinyGPT's names) or by the lab: a lesson holding it.
int import_trained_model(const QCommandLineParser& p, const QString& path) {
    std::vector<std::string> vocab;
    try {
        if (p.isSet(QStringLiteral("vocab")))
            vocab = read_vocabulary_file(p.value(QStringLiteral("vocab")).toStdString());
    } catch (const std::invalid_argument& e) {
        throw BadInput{QString::fromStdString(e.what())};
    }
    const std::vector<std::string> sentences = import_sentences(p);
    const QString name = QFileInfo(path).fileName();
    const QString title = p.isSet(QStringLiteral("title"))
                              ? p.value(QStringLiteral("title"))
                              : QStringLiteral("Imported from %1").arg(name);
    try {
        TrainedModel m = import_model_file(
            path.toStdString(), int(whole_option(p, QStringLiteral("heads"), 0, 1, 1024)), vocab);
        const QString summary = describe(m);
        // Each --sentence in the model's words (unknown ones were saved, to be read as <unk>).
        for (const std::string& s : sentences) {
            try {
                attn::ui::checked_model_tokens(m, QString::fromStdString(s), false);
            } catch (const std::invalid_argument& e) {
                throw BadInput{QStringLiteral("--sentence: %1").arg(QString::fromUtf8(e.what()))};
            }
        }
        const Lesson l = lesson_from_model(std::move(m), sentences, title.toStdString(),
                                           "A model imported from " + name.toStdString() +
                                               ". The embedding table is its token embedding.");
        write_lesson_file(l, p.value(QStringLiteral("save")).toStdString());
        print_out(QStringLiteral("imported %1: %2\nsaved the lesson to %3\n")
                      .arg(name, summary, p.value(QStringLiteral("save"))));
    } catch (const std::runtime_error& e) {
        throw BadInput{vocab_named(p, path, QString::fromStdString(e.what()))};
    } catch (const std::invalid_argument& e) {
        throw BadInput{vocab_named(p, path, QString::fromStdString(e.what()))};
    }
    return kExitOk;
}

}  // namespace

namespace {

// --save must not replace what the lesson is made from: the model's file, or a file of its
// folder (a researcher's `--save model.safetensors` and `--save FOLDER/config.json` replaced them).
void refuse_overwriting_the_model(const QString& model, const QString& save) {
    namespace fs = std::filesystem;
    std::error_code ec;
    const fs::path target(save.toStdString()), source(model.toStdString());
    if (fs::exists(target, ec) && fs::equivalent(target, source, ec))
        throw BadInput{
            QStringLiteral("--save '%1' is the model itself; give another file").arg(save)};
    const fs::path folder = target.parent_path().empty() ? fs::path(".") : target.parent_path();
    if (fs::is_directory(source, ec) && fs::equivalent(folder, source, ec)) {
        for (const char* name : {"config.json", "vocab.json", "merges.txt", "model.safetensors",
                                 "tokenizer.json", "ckpt.pt", "meta.pkl", "pytorch_model.bin"})
            if (target.filename() == name)
                throw BadInput{QStringLiteral("--save '%1' would replace the model's %2; give "
                                              "another file")
                                   .arg(save, QString::fromLatin1(name))};
    }
}

}  // namespace

int cmd_import(const QStringList& args) {
    QCommandLineParser p;
    add_import_options(p);
    if (!p.parse(QStringList{QStringLiteral("attention-lab import")} + args))
        throw BadInput{p.errorText()};
    refuse_repeats(p, {QStringLiteral("sentence")});
    if (p.isSet(QStringLiteral("help"))) {
        print_out(command_help(p, QStringLiteral("import")));
        return kExitOk;
    }
    const QStringList pos = p.positionalArguments();
    if (pos.size() != 1)
        throw BadInput{QStringLiteral("give one model file or folder (MODEL); see --help")};
    if (!p.isSet(QStringLiteral("save")))
        throw BadInput{QStringLiteral("give --save LESSON: where to write the lesson")};
    if (!QFileInfo::exists(pos.front()))  // (not "cannot open the file for reading")
        throw BadInput{QStringLiteral("%1 is missing: no such file or folder").arg(pos.front())};
    refuse_overwriting_the_model(pos.front(), p.value(QStringLiteral("save")));
    if (attn::is_real_model_path(pos.front().toStdString()))
        return import_real_model(p, pos.front());
    return import_trained_model(p, pos.front());
}

}  // namespace attn::app
