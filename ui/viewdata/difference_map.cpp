#include "viewdata/difference_map.hpp"

#include <QCoreApplication>
#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace attn::ui {

DifferenceMap difference_map(const attn::Trace& first, const attn::Trace& second, int h,
                             ScoreStage stage) {
    DifferenceMap d;
    if (first.n() != second.n()) {
        const auto words = [](const attn::Trace& t) {
            QStringList w;
            for (const std::string& s : t.tokens) w << QString::fromStdString(s);
            return w.join(QLatin1Char(' '));
        };
        //: %1, %3: the two sentences as read; %2, %4: their token counts
        d.error = QCoreApplication::translate(
                      "Figures",
                      "The difference compares two sentences of the same length, cell by cell: "
                      "“%1” and “%3” are %2 and %4 tokens long.")
                      .arg(words(first), QString::number(first.n()), words(second),
                           QString::number(second.n()));
        return d;
    }
    if (h < 0 || h >= first.heads || h >= second.heads) {
        d.error = QCoreApplication::translate("Figures", "Head %1 is not in both maps.").arg(h + 1);
        return d;
    }
    const attn::Matrix a = stage_matrix(first, h, stage), b = stage_matrix(second, h, stage);
    d.values.resize(a.rows(), a.cols());
    for (int i = 0; i < a.rows(); ++i)
        for (int j = 0; j < a.cols(); ++j) {
            const float x = a(i, j), y = b(i, j);
            // −∞ in both: a masked cell, no difference (its hatch says why).
            d.values(i, j) = std::isinf(x) && std::isinf(y) && (x < 0) == (y < 0) ? 0.0f : y - x;
        }
    d.causal = first.causal && second.causal;
    for (int i = 0; i < first.n(); ++i) {
        const QString p = QString::fromStdString(first.tokens[std::size_t(i)]);
        const QString q = QString::fromStdString(second.tokens[std::size_t(i)]);
        // In the order the map subtracts, as its title says ("“money…” − “river…”").
        d.labels << (p == q ? p : q + QLatin1Char('/') + p);
    }
    return d;
}

float difference_limit(const std::vector<DifferenceMap>& heads) {
    float top = kLeastDifference;
    for (const DifferenceMap& d : heads)
        if (d.error.isEmpty() && d.values.size() > 0)
            top = std::max(top, d.values.cwiseAbs().maxCoeff());
    return top;
}

float difference_limit(const attn::Trace& first, const attn::Trace& second, ScoreStage stage) {
    std::vector<DifferenceMap> heads;
    for (int h = 0; h < std::min(first.heads, second.heads); ++h)
        heads.push_back(difference_map(first, second, h, stage));
    return difference_limit(heads);
}

MatrixPanel difference_panel(const DifferenceMap& d, const QString& first, const QString& second) {
    MatrixPanel m;
    m.values = d.values;
    m.row_labels = d.labels;
    m.col_labels = d.labels;
    m.row_title = QCoreApplication::translate("Figures", "word looking");
    m.col_title = QCoreApplication::translate("Figures", "word looked at");
    //: The difference map's title: %2 minus %1, the two sentences
    m.panel_title = QCoreApplication::translate("Figures", "“%2” − “%1”").arg(first, second);
    m.probabilities = false;  // a difference: diverging colours centred on 0
    m.causal = d.causal;
    return m;
}

QString difference_where(int layer, int head) {
    if (layer <= 0)
        return head > 0 ? QCoreApplication::translate("Figures", "head %1").arg(head) : QString();
    //: Which map a difference is of: %1 the layer, %2 the head (both from 1)
    return QCoreApplication::translate("Figures", "layer %1 · head %2").arg(layer).arg(head);
}

FigureSpec difference_figure(const DifferenceMap& d, const QString& first, const QString& second,
                             const QString& stage_text, const QString& where, double limit) {
    if (!d.error.isEmpty()) throw std::invalid_argument(d.error.toStdString());
    FigureSpec spec;
    spec.panels.push_back(difference_panel(d, first, second));
    spec.panels.back().limit = limit;
    if (!where.isEmpty()) spec.panels.back().panel_title += QStringLiteral(" · ") + where;
    //: %1, %2: the two sentences; %3: the stage ("Weights", "Raw scores")
    spec.caption = QCoreApplication::translate(
                       "Figures",
                       "“%2” minus “%1”, %3, cell by cell: red where the second sentence's "
                       "number is larger, blue where it is smaller.")
                       .arg(first, second, stage_text);
    return spec;
}

}  // namespace attn::ui
