#include "viewdata/blend_table.hpp"

#include <QCoreApplication>
#include <QObject>
#include <cmath>
#include <numeric>

#include "style/figure_style.hpp"
#include "style/number_format.hpp"

namespace attn::ui {
namespace {
constexpr int kMaxRecipeTerms = 6;  // terms spelled out in the caption
}  // namespace

BlendTable blend_data(const attn::Trace& t, const QStringList& axes, int word, int head) {
    BlendTable b;
    const bool simple =
        !attn::uses_projections(t.variant);  // v = X: simple attention and the fixed rungs
    b.word = QString::fromStdString(t.tokens.at(size_t(word)));
    for (const auto& tok : t.tokens) b.ingredients << QString::fromStdString(tok);
    const attn::Matrix& w = t.weights.at(size_t(head));
    for (int j = 0; j < t.n(); ++j) b.weights.push_back(w(word, j));
    const bool axisColumns = t.dk == t.d();
    for (int c = 0; c < t.dk; ++c)
        b.columns << (axisColumns && c < axes.size() ? axes[c] : QStringLiteral("v%1").arg(c + 1));
    // What gets blended: X rows for simple attention (its v is X), value rows of this head
    // otherwise.
    b.rows = simple ? t.input : t.head_v(head);
    b.before = b.rows.row(word);
    // Kept in English (a CSV row's name); the Blend pane and the blend figure show it translated.
    b.before_what = simple ? QString::fromUtf8(QT_TRANSLATE_NOOP("Figures", "lookup row"))
                           : QString::fromUtf8(QT_TRANSLATE_NOOP("Figures", "value row"));
    if (!simple && axisColumns) b.lookup = t.embedded.row(word);
    b.after = t.head_output(head).row(word);
    return b;
}

namespace {
// Adds the blend without the what-if (`plain`'s) when it differs; returns the weights it changed.
QStringList add_without_what_if(BlendBreakdown& out, const attn::Trace& t, const BlendTable& b,
                                const attn::Trace* plain, const QStringList& axes, int word,
                                int head) {
    const int n = t.n();
    const int w = int(b.columns.size());
    QStringList changed;
    if (plain && plain->n() == n && head < plain->heads && plain->dk == t.dk) {
        const BlendTable p = blend_data(*plain, axes, word, head);
        for (int j = 0; j < n; ++j)
            if (std::abs(p.weights[size_t(j)] - b.weights[size_t(j)]) >= 5e-4)
                changed << QStringLiteral("%1 %2 → %3")
                               .arg(b.ingredients[j], format_value(float(p.weights[size_t(j)])),
                                    format_value(float(b.weights[size_t(j)])));
        if (!changed.isEmpty() || (p.after - b.after).cwiseAbs().maxCoeff() > 0) {
            out.values.conservativeResize(out.values.rows() + 1, Eigen::NoChange);
            const Eigen::Index last = out.values.rows() - 1;
            out.values(last, 0) = float(std::accumulate(p.weights.begin(), p.weights.end(), 0.0));
            out.values.row(last).tail(w) = p.after;
            out.rows << QObject::tr("= without the what-if");
        }
    }
    return changed;
}

}  // namespace

BlendBreakdown blend_table(const attn::Trace& t, const QStringList& axes, int word, int head,
                           const attn::Trace* plain) {
    BlendBreakdown out;
    const int n = t.n();
    if (word < 0 || word >= n || head < 0 || head >= t.heads) return out;
    const BlendTable b = blend_data(t, axes, word, head);
    const int w = int(b.columns.size());
    const bool lookup = b.lookup.size() == w;
    out.values = attn::Matrix::Zero(n + 2 + (lookup ? 1 : 0), w + 1);
    QStringList recipe;
    for (int j = 0; j < n; ++j) {
        const double wt = b.weights[size_t(j)];
        out.values(j, 0) = float(wt);
        // Scaled by the weight as printed, so every term is checkable on paper
        // (the seed's 0.317 × 0.9 = 0.285); the output row is the exact sum.
        for (int a = 0; a < w; ++a) out.values(j, 1 + a) = float(blend_term(wt, b.rows(j, a), 3));
        out.rows << QObject::tr("× %1").arg(b.ingredients[j]);
        if (j < kMaxRecipeTerms)
            recipe << QStringLiteral("%1 × %2").arg(format_value(float(wt)), b.ingredients[j]);
    }
    out.values(n, 0) = float(std::accumulate(b.weights.begin(), b.weights.end(), 0.0));
    out.values.row(n).tail(w) = b.after;
    out.rows << QObject::tr("= output");
    out.values(n + 1, 0) = NAN;
    out.values.row(n + 1).tail(w) = b.before;
    out.rows << QObject::tr("before (%1)")
                    .arg(
                        QCoreApplication::translate("Figures", b.before_what.toUtf8().constData()));
    if (lookup) {
        out.values(n + 2, 0) = NAN;
        out.values.row(n + 2).tail(w) = b.lookup;
        out.rows << QObject::tr("lookup row");
    }
    // Under a what-if: the blend without it, and the weights it changed.
    const QStringList changed = add_without_what_if(out, t, b, plain, axes, word, head);
    out.cols << QObject::tr("weight") << b.columns;
    if (n > kMaxRecipeTerms) recipe << QObject::tr("… (%1 terms)").arg(n);
    // The recipe is a formula: left to right in a right-to-left language, so the words after it
    // (in parentheses) read right to left around it (the parentheses stood on the wrong sides).
    out.caption = ltr_isolated(
        QObject::tr("<b>%1</b> = %2")
            .arg(b.word.toHtmlEscaped(), recipe.join(QStringLiteral(" + ")).toHtmlEscaped()));
    if (attn::uses_projections(t.variant))
        out.caption += QObject::tr(" (blending value rows v = x·W_V)");
    if (t.variant == attn::Variant::NoMixing)
        out.caption += QObject::tr(" (no mixing: only its own row)");
    if (t.variant == attn::Variant::EqualAverage)
        out.caption += QObject::tr(" (equal average: the same shares for every word)");
    if (t.heads > 1) out.caption += QObject::tr(", head %1").arg(head + 1);
    if (!changed.isEmpty())
        out.caption +=
            QStringLiteral("<br>") + QObject::tr("The what-if changed: %1")
                                         .arg(changed.join(QStringLiteral(", ")).toHtmlEscaped());
    return out;
}

}  // namespace attn::ui
