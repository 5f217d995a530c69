// attention-lab explain [--lesson FILE | --builtin NAME] [--sentence S]...
#include <stdexcept>

#include "attnlab/lesson/explain.hpp"
#include "cli_common.hpp"
#include "commands.hpp"

namespace attn::app {

int cmd_explain(const QStringList& args) {
    QCommandLineParser p;
    p.setApplicationDescription(
        QStringLiteral("Print the results-log report of a lesson: inputs, scores, weights and "
                       "outputs, three decimals."));
    p.addHelpOption();
    add_lesson_options(p);
    p.addOption({QStringLiteral("sentence"),
                 QStringLiteral("Sentence to explain (repeatable; default: the lesson's)."),
                 QStringLiteral("S")});
    parse_or_throw(p, args, QStringLiteral("explain"), {QStringLiteral("sentence")});
    if (p.isSet(QStringLiteral("help"))) {
        print_out(command_help(p, QStringLiteral("explain")));
        return kExitOk;
    }
    const attn::Lesson lesson = load_selected_lesson(p);
    std::vector<std::string> sentences;
    for (const auto& s : p.values(QStringLiteral("sentence"))) sentences.push_back(s.toStdString());
    try {
        print_out(QString::fromStdString(attn::explain(lesson, sentences)));
    } catch (const std::invalid_argument& e) {
        throw BadInput{QString::fromStdString(e.what())};
    }
    return kExitOk;
}

}  // namespace attn::app
