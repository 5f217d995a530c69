// attention-lab trace [--lesson FILE | --builtin NAME] [--sentence S] [--hand-wired] [--top K]
// Prints the whole Trace of one sentence as JSON (attnlab/model/trace_json.hpp): the
// lesson's hand-wired attention, or, for a lesson holding a trained model, the
// model's own pass (every layer and head, and the likeliest next words).
#include <stdexcept>

#include "attnlab/attention/evaluate.hpp"
#include "attnlab/model/model_scores.hpp"
#include "attnlab/model/next_word.hpp"
#include "attnlab/words/tokenizer.hpp"
#include "attnlab/model/trace_json.hpp"
#include "cli_common.hpp"
#include "commands.hpp"
#include "viewdata/model_figure_spec.hpp"

namespace attn::app {
namespace {

// The model's pass; the words are checked first (none unknown, at most T).
std::string model_trace(const attn::TrainedModel& tm, const std::string& sentence, int top) {
    const std::vector<std::string> tokens = attn::ui::checked_model_tokens(tm, QString::fromStdString(sentence));
    std::vector<int> ids;
    for (const auto& t : tokens) ids.push_back(tm.vocabulary.id(t));
    attn::Model model = tm.to_model();
    const std::vector<attn::Trace> layers = attn::model_layer_traces(model, ids, tokens);
    const attn::ProbeReading reading = attn::read_probe(model, tm.vocabulary, sentence, top);
    return attn::model_trace_to_json(tm, ids, layers, reading.next);
}

}  // namespace

int cmd_trace(const QStringList& args) {
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral(
        "Print every stage of attention on one sentence as JSON: tokens, input, per-head q/k/v/scores/weights/output, "
        "concat and output. A lesson holding a trained model prints the model's pass: every layer and head, and the "
        "likeliest next words."));
    p.addHelpOption();
    add_lesson_options(p);
    p.addOption({QStringLiteral("sentence"), QStringLiteral("Sentence to trace (default: the lesson's first)."),
                 QStringLiteral("S")});
    p.addOption({QStringLiteral("hand-wired"), QStringLiteral("Trace the lesson's hand-wired attention even when it holds a model.")});
    p.addOption({QStringLiteral("top"), QStringLiteral("Next words listed per position for a model (default 5)."), QStringLiteral("K")});
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
    const int top = int(whole_option(p, QStringLiteral("top"), 5, 1, 1000));
    try {
        if (lesson.model && !p.isSet(QStringLiteral("hand-wired"))) print_out(QString::fromStdString(model_trace(*lesson.model, sentence, top)));
        else print_out(QString::fromStdString(attn::trace_to_json(attn::evaluate(lesson.table, sentence, lesson.attention))));
    } catch (const std::invalid_argument& e) {
        throw BadInput{QString::fromStdString(e.what())};
    }
    return kExitOk;
}

}  // namespace attn::app
