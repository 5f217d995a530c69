// attention-lab trace [--lesson FILE | --builtin NAME] [--sentence S]
// Prints the whole Trace of one sentence as JSON (attnlab/trace_json.hpp).
#include <stdexcept>
#include "attnlab/evaluate.hpp"
#include "attnlab/tokenizer.hpp"
#include "attnlab/trace_json.hpp"
#include "cli_common.hpp"
#include "commands.hpp"
namespace attn::app {
int cmd_trace(const QStringList& args) {
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral(
        "Print every stage of attention on one sentence as JSON: tokens, input, per-head q/k/v/scores/weights/output, "
        "concat and output."));
    p.addHelpOption();
    add_lesson_options(p);
    p.addOption({QStringLiteral("sentence"), QStringLiteral("Sentence to trace (default: the lesson's first)."),
                 QStringLiteral("S")});
    parse_or_throw(p, args, QStringLiteral("trace"));
    if (p.isSet(QStringLiteral("help"))) {
        print_out(p.helpText());
        return kExitOk;
    }
    const attn::Lesson lesson = load_selected_lesson(p);
    std::string sentence;
    if (p.isSet(QStringLiteral("sentence"))) sentence = p.value(QStringLiteral("sentence")).toStdString();
    else if (!lesson.sentences.empty()) sentence = lesson.sentences.front();
    else throw BadInput{QStringLiteral("the lesson has no sentences; give one with --sentence")};
    if (attn::tokenize(sentence).empty())
        throw BadInput{QStringLiteral("the sentence is empty; give at least one word with --sentence")};
    try {
        print_out(QString::fromStdString(attn::trace_to_json(attn::evaluate(lesson.table, sentence, lesson.attention))));
    } catch (const std::invalid_argument& e) {
        throw BadInput{QString::fromStdString(e.what())};
    }
    return kExitOk;
}
}  // namespace attn::app
