// attention-lab explain [--lesson FILE | --builtin NAME] [--sentence S]...
#include <stdexcept>

#include "attnlab/attention/evaluate.hpp"
#include "attnlab/lesson/explain.hpp"
#include "attnlab/words/tokenizer.hpp"
#include "cli_common.hpp"
#include "commands.hpp"

namespace attn::app {
namespace {

// Largest report printed without --force: its matrices are meant to be read, and a
// 3000-word sentence's were 144 MB.
constexpr double kMaxReportBytes = 100e6;
// The least a report spends per pair of words: a score and a weight matrix, about eight
// characters a cell (each step of the ladder prints at least these two).
constexpr double kLeastBytesPerPair = 16.0;

QString too_large(double bytes) {
    return QStringLiteral(
               "the report would be about %1 MB: explain fewer or shorter sentences "
               "(--sentence), or give --force to print it all")
        .arg(qRound64(bytes / 1e6));
}

// BadInput before any computing when the report's least size passes 100 MB, or a sentence is
// longer than any evaluation takes (said first: --force cannot help it).
void check_least_size(const QCommandLineParser& p, const std::vector<std::string>& sentences) {
    double pairs = 0;
    for (const std::string& s : sentences) {
        const double n = double(tokenize(s).size());
        if (n > attn::kMaxTokens)
            throw BadInput{QStringLiteral("the sentence has %1 words; at most %2 are supported")
                               .arg(qint64(n))
                               .arg(attn::kMaxTokens)};
        pairs += n * n;
    }
    if (pairs * kLeastBytesPerPair > kMaxReportBytes && !p.isSet(QStringLiteral("force")))
        throw BadInput{too_large(pairs * kLeastBytesPerPair)};
}

}  // namespace

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
    p.addOption({QStringLiteral("force"),
                 QStringLiteral("Print a report even when it passes 100 MB (without it, a larger "
                                "one is refused before it is computed where its size is known).")});
    parse_or_throw(p, args, QStringLiteral("explain"), {QStringLiteral("sentence")});
    if (p.isSet(QStringLiteral("help"))) {
        print_out(command_help(p, QStringLiteral("explain")));
        return kExitOk;
    }
    const attn::Lesson lesson = load_selected_lesson(p);
    std::vector<std::string> sentences;
    for (const auto& s : p.values(QStringLiteral("sentence"))) sentences.push_back(s.toStdString());
    check_least_size(p, sentences.empty() ? lesson.sentences : sentences);
    try {
        const std::string report = attn::explain(lesson, sentences);
        if (double(report.size()) > kMaxReportBytes && !p.isSet(QStringLiteral("force")))
            throw BadInput{too_large(double(report.size()))};
        print_out(QString::fromStdString(report));
    } catch (const std::invalid_argument& e) {
        throw BadInput{QString::fromStdString(e.what())};
    }
    return kExitOk;
}

}  // namespace attn::app
