// attention-lab trace [--lesson FILE | --builtin NAME] [--sentence S] [--hand-wired] [--top K]
// attention-lab trace --model PATH [--heads H] [--sentence S] [--top K] [--positions all|last|i,j]
//                     [--layer L] [--head H]
// Prints the whole Trace of one sentence as JSON (attnlab/model/trace_json.hpp): the
// lesson's hand-wired attention, or, for a lesson holding a trained model, the
// model's own pass (every layer and head, and the likeliest next words); for
// a real model (--model, or a lesson that points at one) its pass: tokens,
// every layer's and head's weights, the top next tokens (real_model_cli.hpp).
#include <cmath>
#include <stdexcept>

#include "attnlab/attention/evaluate.hpp"
#include "attnlab/gpt/gpt_of_trained.hpp"
#include "attnlab/gpt/gpt_pass.hpp"
#include "attnlab/lesson/real_model_lesson.hpp"
#include "attnlab/model/model_scores.hpp"
#include "attnlab/model/next_word.hpp"
#include "attnlab/model/trace_json.hpp"
#include "attnlab/words/tokenizer.hpp"
#include "cli_common.hpp"
#include "commands.hpp"
#include "intervention_options.hpp"
#include "real_model_cli.hpp"
#include "viewdata/model_figure_spec.hpp"

namespace attn::app {
namespace {

// Largest trace printed without --force: a bigger one is rarely what was meant.
constexpr double kMaxTraceBytes = 100e6;
// About what one weight costs in the JSON: six significant digits and a separator.
constexpr double kBytesPerWeight = 11.0;

// BadInput when a trace of `weights` numbers would pass 100 MB and --force is not given,
// saying how large and what to narrow it with.
void check_trace_size(const QCommandLineParser& p, double weights, const QString& narrow) {
    const double bytes = weights * kBytesPerWeight;
    if (bytes <= kMaxTraceBytes || p.isSet(QStringLiteral("force"))) return;
    throw BadInput{QStringLiteral("the trace would be about %1 MB of JSON: %2, or give --force "
                                  "to print it all")
                       .arg(qRound64(bytes / 1e6))
                       .arg(narrow)};
}

// --layer or --head of a real model with `count` of them, counted from 1; 0 when not given.
// Anything else is refused with the model's own count: "--head 9 does not exist: the model has
// 4 heads per layer (counted from 1)", "--head 'abc' is not a whole number: the model has …".
int model_index_option(const QCommandLineParser& p, const QString& name, int count,
                       const QString& what) {
    if (!p.isSet(name)) return 0;
    bool ok = false;
    const QString text = p.value(name);
    const long long v = text.toLongLong(&ok);
    if (ok && v >= 1 && v <= count) return int(v);
    throw BadInput{(ok ? QStringLiteral("--%1 %2 does not exist: the model has %3 %4 (counted "
                                        "from 1)")
                       : QStringLiteral("--%1 '%2' is not a whole number: the model has %3 %4 "
                                        "(counted from 1)"))
                       .arg(name, text)
                       .arg(count)
                       .arg(what)};
}

// The model's pass; the words are checked first (none unknown, at most T). Under
// interventions the layers are the intervened ones and the next words those of the
// intervened pass in GPT-2's layout (attnlab/gpt/gpt_of_trained.hpp).
std::string model_trace(const attn::TrainedModel& tm, const std::string& sentence, int top,
                        std::span<const attn::Intervention> interventions) {
    const std::vector<std::string> tokens =
        attn::ui::checked_model_tokens(tm, QString::fromStdString(sentence));
    std::vector<int> ids;
    for (const auto& t : tokens) ids.push_back(tm.vocabulary.id(t));
    attn::Model model = tm.to_model();
    const std::vector<attn::Trace> layers =
        attn::model_layer_traces(model, ids, tokens, interventions);
    if (interventions.empty()) {
        const attn::ProbeReading reading = attn::read_probe(model, tm.vocabulary, sentence, top);
        return attn::model_trace_to_json(tm, ids, layers, reading.next);
    }
    return attn::model_trace_to_json(
        tm, ids, layers, attn::next_words_under(tm, ids, interventions, top), interventions);
}

// The real model's pass on the sentence (the lesson's first, else the course's probe).
int real_model_trace(const QCommandLineParser& p, const attn::OpenedModel& m,
                     const std::vector<std::string>& lesson_sentences) {
    std::string sentence;
    if (p.isSet(QStringLiteral("sentence")))
        sentence = p.value(QStringLiteral("sentence")).toStdString();
    else if (!lesson_sentences.empty())
        sentence = lesson_sentences.front();
    else {
        try {
            sentence = attn::default_real_model_sentence(m);
        } catch (const std::invalid_argument& e) {
            throw BadInput{QString::fromStdString(e.what())};
        }
    }
    const std::vector<int> ids = model_ids(m, sentence);
    const int top = int(whole_option(p, QStringLiteral("top"), 5, 1, 1000000));
    const int layer = model_index_option(p, QStringLiteral("layer"), m.model.config.layers,
                                         QStringLiteral("layers"));
    const int head = model_index_option(p, QStringLiteral("head"), m.model.config.heads,
                                        QStringLiteral("heads per layer"));
    const double n = double(ids.size());
    check_trace_size(p,
                     (layer ? 1.0 : m.model.config.layers) * (head ? 1.0 : m.model.config.heads) *
                         n * (n + 1) / 2,
                     QStringLiteral("narrow it to one layer or head (--layer L, --head H; the "
                                    "model has %1 layers of %2 heads, %3 tokens)")
                         .arg(m.model.config.layers)
                         .arg(m.model.config.heads)
                         .arg(ids.size()));
    attn::GptPassOptions o;
    o.logit_positions = positions_option(p, int(ids.size()));
    o.keep_residual = false;
    const std::vector<attn::Intervention> interventions = interventions_option(p);
    o.interventions = interventions;
    attn::GptRunner runner(m.model);
    attn::GptPass pass;
    try {
        pass = runner.run(ids, o);
    } catch (const std::invalid_argument& e) {
        throw BadInput{QString::fromStdString(e.what())};
    }
    print_model_trace(m, sentence, pass, top, layer, head, interventions);
    return kExitOk;
}

// The options of `trace`, and its description for --help.
void add_trace_options(QCommandLineParser& p) {
    p.setApplicationDescription(
        QStringLiteral("Print every stage of attention on one sentence as JSON: tokens, input, "
                       "per-head q/k/v/scores/weights/output, "
                       "concat and output. A lesson holding a trained model prints the model's "
                       "pass: every layer and head, and the "
                       "likeliest next words. A real model (--model PATH: GPT-2 or nanoGPT, or a "
                       "lesson that points at one) prints "
                       "its tokens (id, piece, and the display form with a leading space as ␣), "
                       "every layer's and head's attention "
                       "weights (row i: the i+1 weights of token i on tokens 0..i, 6 significant "
                       "digits) and the top next tokens "
                       "at the positions asked."));
    p.addHelpOption();
    add_lesson_options(p);
    p.addOption({QStringLiteral("sentence"),
                 QStringLiteral("Sentence to trace (default: the lesson's first)."),
                 QStringLiteral("S")});
    p.addOption({QStringLiteral("hand-wired"),
                 QStringLiteral("Trace the lesson's hand-wired attention even when it holds a "
                                "model or points at a real one.")});
    p.addOption({QStringLiteral("top"),
                 QStringLiteral("Next words listed per position for a model (default 5)."),
                 QStringLiteral("K")});
    add_model_options(p);
    p.addOption(
        {QStringLiteral("positions"),
         QStringLiteral(
             "A real model: where to list the next tokens: all, last (default) or token positions "
             "from 0, comma-separated (0,3,7)."),
         QStringLiteral("P")});
    p.addOption(
        {QStringLiteral("layer"),
         QStringLiteral("A real model: only this layer's weights (from 1; default: every layer)."),
         QStringLiteral("L")});
    p.addOption(
        {QStringLiteral("head"),
         QStringLiteral("A real model: only this head's weights (from 1; default: every head)."),
         QStringLiteral("H")});
    p.addOption({QStringLiteral("force"),
                 QStringLiteral("Print a trace even when it passes 100 MB of JSON (without it, "
                                "such a trace is refused with its size).")});
    add_intervention_options(p);
}

// The lesson's own trace as JSON on stdout: its trained model's pass, or its hand-wired attention
// (--hand-wired, or a lesson without a model).
int lesson_trace(const QCommandLineParser& p, const attn::Lesson& lesson) {
    for (const char* only : {"heads", "positions", "layer", "head"})
        if (p.isSet(QString::fromLatin1(only)))
            throw BadInput{
                QStringLiteral(
                    "--%1 is for a real model (--model PATH, or a lesson that points at one)")
                    .arg(QLatin1String(only))};
    std::string sentence;
    if (p.isSet(QStringLiteral("sentence")))
        sentence = p.value(QStringLiteral("sentence")).toStdString();
    else if (!lesson.sentences.empty())
        sentence = lesson.sentences.front();
    else
        throw BadInput{QStringLiteral("the lesson has no sentences; give one with --sentence")};
    if (attn::tokenize(sentence).empty())
        throw BadInput{
            QStringLiteral("the sentence is empty; give at least one word with --sentence")};
    const int top = int(whole_option(p, QStringLiteral("top"), 5, 1, 1000));
    const std::vector<attn::Intervention> interventions = interventions_option(p);
    const bool model = lesson.model && !p.isSet(QStringLiteral("hand-wired"));
    // Scores and weights for each head, n × n (a model: each layer's too).
    const double n = double(attn::tokenize(sentence).size());
    // A sentence no evaluation takes is said so first (not "give --force", then the refusal).
    if (n > attn::kMaxTokens)
        throw BadInput{QStringLiteral("the sentence has %1 words; at most %2 are supported")
                           .arg(qint64(n))
                           .arg(attn::kMaxTokens)};
    const double maps = model ? double(lesson.model->config.layers) * lesson.model->config.heads
                              : double(lesson.attention.heads);
    // The longest sentence whose trace stays under the limit (it said "(3000 words)", read as
    // the limit, of a 3000-word sentence).
    const qint64 fits = qint64(std::sqrt(kMaxTraceBytes / (kBytesPerWeight * 2 * maps)));
    check_trace_size(p, 2 * maps * n * n,
                     QStringLiteral("give a sentence of at most about %1 words (this one has %2)")
                         .arg(fits)
                         .arg(qint64(n)));
    try {
        if (model)
            print_out(
                QString::fromStdString(model_trace(*lesson.model, sentence, top, interventions)));
        else
            print_out(QString::fromStdString(attn::trace_to_json(
                attn::evaluate(lesson.table, sentence, lesson.attention, interventions),
                interventions)));
    } catch (const std::invalid_argument& e) {
        throw BadInput{QString::fromStdString(e.what())};
    }
    return kExitOk;
}

}  // namespace

int cmd_trace(const QStringList& args) {
    QCommandLineParser p;
    add_trace_options(p);
    parse_or_throw(p, args, QStringLiteral("trace"));
    if (p.isSet(QStringLiteral("help"))) {
        print_out(command_help(p, QStringLiteral("trace")));
        return kExitOk;
    }
    if (p.isSet(QStringLiteral("model"))) {
        for (const char* other : {"lesson", "builtin", "variant", "hand-wired"})
            if (p.isSet(QString::fromLatin1(other)))
                throw BadInput{
                    QStringLiteral("--model traces the model itself: give it without --%1")
                        .arg(QLatin1String(other))};
        return real_model_trace(p, open_model_option(p), {});
    }
    const attn::Lesson lesson = load_selected_lesson(p);
    if (lesson.real_model && !p.isSet(QStringLiteral("hand-wired")))
        return real_model_trace(p, open_lesson_model(lesson, p), lesson.sentences);
    return lesson_trace(p, lesson);
}

}  // namespace attn::app
