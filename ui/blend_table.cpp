#include "blend_table.hpp"

#include <QObject>
#include <cmath>

#include "figures/figure_style.hpp"
#include "matrix_model.hpp"

namespace attn::ui {
namespace {
constexpr int kMaxRecipeTerms = 6;  // terms spelled out in the caption
}  // namespace

BlendBreakdown blend_table(const attn::Trace& t, const QStringList& axes, int word, int head) {
    BlendBreakdown b;
    const int n = t.n();
    if (word < 0 || word >= n || head < 0 || head >= t.heads) return b;
    const bool simple = t.variant == attn::Variant::Simple;
    const int w = t.dk;
    // What gets blended: X rows for Simple, value rows of this head otherwise.
    const attn::Matrix vals = simple ? t.input : t.head_v(head);
    const attn::Matrix& weights = t.weights[size_t(head)];
    b.values = attn::Matrix::Zero(n + 2, w + 1);
    QStringList recipe;
    for (int j = 0; j < n; ++j) {
        const float wt = weights(word, j);
        b.values(j, 0) = wt;
        // Scaled by the weight as printed, so every term is checkable on paper
        // (the seed's 0.317 × 0.9 = 0.285); the output row is the exact sum.
        for (int a = 0; a < w; ++a) b.values(j, 1 + a) = float(blend_term(wt, vals(j, a), 3));
        const QString tok = QString::fromStdString(t.tokens[size_t(j)]);
        b.rows << QObject::tr("× %1").arg(tok);
        if (j < kMaxRecipeTerms) recipe << QStringLiteral("%1 × %2").arg(format_value(wt), tok);
    }
    b.values(n, 0) = weights.row(word).sum();
    b.values.row(n).tail(w) = t.head_output(head).row(word);
    b.rows << QObject::tr("= output");
    b.values(n + 1, 0) = NAN;
    const bool sameWidth = w == t.d();
    b.values.row(n + 1).tail(w) = simple || !sameWidth ? vals.row(word) : attn::Matrix(t.embedded.row(word));
    b.rows << (simple || sameWidth ? QObject::tr("before") : QObject::tr("its v row"));
    b.cols << QObject::tr("weight");
    for (int a = 0; a < w; ++a)
        b.cols << (sameWidth && a < axes.size() ? axes[a] : QStringLiteral("h%1·%2").arg(head + 1).arg(a + 1));
    if (n > kMaxRecipeTerms) recipe << QObject::tr("… (%1 terms)").arg(n);
    const QString me = QString::fromStdString(t.tokens[size_t(word)]);
    b.caption = QObject::tr("<b>%1</b> = %2").arg(me.toHtmlEscaped(), recipe.join(QStringLiteral(" + ")).toHtmlEscaped());
    if (!simple) b.caption += QObject::tr(" (blending value rows v = x·W_V)");
    if (t.heads > 1) b.caption += QObject::tr(", head %1").arg(head + 1);
    return b;
}

}  // namespace attn::ui
