// attention-lab import MODEL.safetensors --save LESSON [--vocab FILE] [--heads H]
//                      [--sentence S]... [--title T]
// Reads a model saved from PyTorch (TinyGPT's state_dict names) or by the lab,
// and writes a lesson holding it (attnlab/lesson/model_lesson.hpp).
#include <QFileInfo>

#include "attnlab/lesson/lesson_io.hpp"
#include "attnlab/lesson/model_lesson.hpp"
#include "attnlab/model/safetensors.hpp"
#include "cli_common.hpp"
#include "commands.hpp"

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

}  // namespace

int cmd_import(const QStringList& args) {
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral(
        "Read a model saved from PyTorch (TinyGPT's state_dict names, safetensors) and save it as a lesson."));
    p.addHelpOption();
    p.addPositionalArgument(QStringLiteral("MODEL"), QStringLiteral("The .safetensors file."));
    p.addOption({QStringLiteral("save"), QStringLiteral("The lesson file to write."), QStringLiteral("LESSON")});
    p.addOption({QStringLiteral("vocab"), QStringLiteral("Words in id order (JSON array or one per line), when the file's metadata has none."),
                 QStringLiteral("FILE")});
    p.addOption({QStringLiteral("heads"), QStringLiteral("Attention heads, when the file's metadata does not say."), QStringLiteral("H")});
    p.addOption({QStringLiteral("sentence"), QStringLiteral("A sentence of the lesson (repeatable; default: one the vocabulary can read)."),
                 QStringLiteral("S")});
    p.addOption({QStringLiteral("title"), QStringLiteral("The lesson's title."), QStringLiteral("T")});
    p.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    if (!p.parse(QStringList{QStringLiteral("attention-lab import")} + args)) throw BadInput{p.errorText()};
    if (p.isSet(QStringLiteral("help"))) {
        print_out(p.helpText());
        return kExitOk;
    }
    const QStringList pos = p.positionalArguments();
    if (pos.size() != 1) throw BadInput{QStringLiteral("give one model file (MODEL.safetensors); see --help")};
    if (!p.isSet(QStringLiteral("save"))) throw BadInput{QStringLiteral("give --save LESSON: where to write the lesson")};
    std::vector<std::string> vocab;
    try {
        if (p.isSet(QStringLiteral("vocab"))) vocab = read_vocabulary_file(p.value(QStringLiteral("vocab")).toStdString());
    } catch (const std::invalid_argument& e) {
        throw BadInput{QString::fromStdString(e.what())};
    }
    std::vector<std::string> sentences;
    for (const QString& s : p.values(QStringLiteral("sentence"))) sentences.push_back(s.toStdString());
    const QString name = QFileInfo(pos.front()).fileName();
    const QString title = p.isSet(QStringLiteral("title")) ? p.value(QStringLiteral("title")) : QStringLiteral("Imported from %1").arg(name);
    try {
        TrainedModel m = import_model_file(pos.front().toStdString(), int(whole_option(p, QStringLiteral("heads"), 0, 1, 1024)), vocab);
        const QString summary = describe(m);
        const Lesson l = lesson_from_model(std::move(m), sentences, title.toStdString(),
                                           "A model imported from " + name.toStdString() + ". The embedding table is its token embedding.");
        write_lesson_file(l, p.value(QStringLiteral("save")).toStdString());
        print_out(QStringLiteral("imported %1: %2\nsaved the lesson to %3\n").arg(name, summary, p.value(QStringLiteral("save"))));
    } catch (const std::runtime_error& e) {
        throw BadInput{QString::fromStdString(e.what())};
    } catch (const std::invalid_argument& e) {
        throw BadInput{QString::fromStdString(e.what())};
    }
    return kExitOk;
}

}  // namespace attn::app
