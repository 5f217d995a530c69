#include "viewdata/worked_arithmetic.hpp"

#include <QCoreApplication>
#include <QStringList>
#include <algorithm>
#include <cmath>

#include "style/number_format.hpp"

namespace attn::ui {
namespace {

// "score = q_i·k_j = a×b + … = <b>s</b><br>" (x_i·x_j for simple attention);
// the fixed rungs compare no words: "score = 0 (…)".
QString score_line(const attn::Trace& t, int head, int i, int j, int maxTerms, const QString& wi,
                   const QString& wj) {
    const float raw = t.scores[size_t(head)](i, j);
    if (attn::fixed_weights(t.variant))
        return QCoreApplication::translate(
                   "Figures",
                   "score = <b>%1</b> (this step compares no words: every score is 0)<br>")
            .arg(format_value(raw));
    const bool simple = t.variant == attn::Variant::Simple;
    const auto q = t.q.row(i).segment(head * t.dk, t.dk);
    const auto k = t.k.row(j).segment(head * t.dk, t.dk);
    QStringList terms;
    for (int a = 0; a < t.dk && a < maxTerms; ++a)
        terms << QStringLiteral("%1×%2").arg(format_value(q(a)), format_value(k(a)));
    if (t.dk > maxTerms) terms << QCoreApplication::translate("Figures", "… (%1 terms)").arg(t.dk);
    //: %1: the product, "q·k"; %2: its terms, "a×b + c×d"; %3: the score
    const QString line =
        t.dk > maxTerms
            ? QCoreApplication::translate("Figures", "score = %1 = %2 + … = <b>%3</b><br>")
            : QCoreApplication::translate("Figures", "score = %1 = %2 = <b>%3</b><br>");
    return line.arg(simple ? QStringLiteral("x<sub>%1</sub>·x<sub>%2</sub>").arg(wi, wj)
                           : QStringLiteral("q<sub>%1</sub>·k<sub>%2</sub>").arg(wi, wj),
                    terms.join(QStringLiteral(" + ")), format_value(raw));
}

// The cell of a trace with weights only (a real model's layer: its pass keeps no scores): the
// words, then the weight, or why it is 0; empty when the trace has no weights for `head` either.
QString weight_only_lines(const attn::Trace& t, int head, int i, int j, const QString& wi,
                          const QString& wj) {
    const int n = t.n();
    if (t.weights.size() <= size_t(head) || t.weights[size_t(head)].rows() != n) return {};
    QString out =
        QCoreApplication::translate("Figures", "<b>%1</b> looking at <b>%2</b>%3<br>")
            .arg(wi, wj,
                 t.heads > 1 ? QCoreApplication::translate("Figures", " · head %1").arg(head + 1)
                             : QString());
    if (t.hidden(i, j))
        return out + QCoreApplication::translate(
                         "Figures", "masked: %1 comes after %2, so its weight is exactly 0")
                         .arg(wj, wi);
    return out + QCoreApplication::translate("Figures",
                                             "weight: <b>%1</b> (the model's pass keeps its "
                                             "weights, not the scores behind them)")
                     .arg(format_value(t.weights[size_t(head)](i, j)));
}

// The softmax of a cell that is not masked, its scaled score `scaled`: exp against the row's
// maximum, the row's sum, the weight.
QString softmax_lines(const attn::Trace& t, int head, int i, int j, float scaled) {
    const int n = t.n();
    // What the softmax reads of row i: the scaled scores, plus ALiBi's penalty with ALiBi.
    const attn::Vector read = t.masked_scores(head).row(i);
    // Row maximum of the (masked) scores: softmax subtracts it for stability.
    float mx = -INFINITY;
    for (int c = 0; c < n; ++c)
        if (!t.hidden(i, c)) mx = std::max(mx, read(c));
    double sum = 0;
    for (int c = 0; c < n; ++c)
        if (!t.hidden(i, c)) sum += std::exp(double(read(c) - mx));
    const double e = std::exp(double(scaled - mx));
    QString out;
    out += QCoreApplication::translate("Figures", "exp(%1 − row max %2) = %3<br>")
               .arg(format_value(scaled), format_value(mx), format_value(e));
    out += QCoreApplication::translate("Figures", "row sum of exp = %1<br>").arg(format_value(sum));
    out +=
        QCoreApplication::translate("Figures", "weight = %1 / %2 = <b>%3</b>")
            .arg(format_value(e), format_value(sum), format_value(t.weights[size_t(head)](i, j)));
    return out;
}

}  // namespace

QString worked_arithmetic(const attn::Trace& t, int head, int i, int j, int maxTerms) {
    const int n = t.n();
    if (head < 0 || head >= t.heads || i < 0 || j < 0 || i >= n || j >= n) return {};
    const QString wi = QString::fromStdString(t.tokens.at(size_t(i))).toHtmlEscaped();
    const QString wj = QString::fromStdString(t.tokens.at(size_t(j))).toHtmlEscaped();
    // A trace with weights only (a real model's layer: its pass keeps no scores).
    if (t.scores.size() <= size_t(head) || t.scores[size_t(head)].rows() != n)
        return weight_only_lines(t, head, i, j, wi, wj);
    const float raw = t.scores[size_t(head)](i, j);
    QString out =
        QCoreApplication::translate("Figures", "<b>%1</b> looking at <b>%2</b>%3<br>")
            .arg(wi, wj,
                 t.heads > 1 ? QCoreApplication::translate("Figures", " · head %1").arg(head + 1)
                             : QString());
    out += score_line(t, head, i, j, maxTerms, wi, wj);
    const float scaled = raw * t.scale;
    if (t.scale != 1.0f)
        out += QCoreApplication::translate("Figures", "scaled: %1 × 1/√%2 (= %3) = <b>%4</b><br>")
                   .arg(format_value(raw))
                   .arg(t.dk)
                   .arg(format_value(t.scale), format_value(scaled));
    if (t.hidden(i, j)) {
        if (t.causal && j > i)
            out += QCoreApplication::translate(
                       "Figures",
                       "masked: %1 comes after %2, so its score is −∞ and its weight exactly 0")
                       .arg(wj, wi);
        else
            out += QCoreApplication::translate("Figures",
                                               "masked: no mixing lets %1 see only itself, so %2's "
                                               "score is −∞ and its weight exactly 0")
                       .arg(wi, wj);
        return out;
    }
    if (t.position == attn::PositionEncoding::Alibi && size_t(head) < t.alibi.size()) {
        const float penalty = attn::alibi_bias(t.alibi[size_t(head)], i, j);
        const float read = scaled + penalty;
        out +=
            QCoreApplication::translate("Figures", "ALiBi: %1 − %2 × distance %3 = <b>%4</b><br>")
                .arg(format_value(scaled), format_value(t.alibi[size_t(head)]))
                .arg(std::abs(i - j))
                .arg(format_value(read));
        return out + softmax_lines(t, head, i, j, read);
    }
    return out + softmax_lines(t, head, i, j, scaled);
}

}  // namespace attn::ui
