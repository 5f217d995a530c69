// MatrixItemModel: a read-only table model over one matrix with row and column
// labels — the model behind every heatmap (scores, weights, per-head maps).
//
// Roles: DisplayRole → the value to three decimals (format_cell); ValueRole → the float;
// NaN cells are blank (nothing to show); masked cells (setCausal) are hatched. BackgroundRole → the
// colour the map gives the value; ForegroundRole → a readable text colour; ToolTipRole → set by the
// owner through a callback.
#pragma once

#include <QAbstractTableModel>
#include <QStringList>
#include <functional>
#include <utility>
#include <vector>

#include "attnlab/support/types.hpp"
#include "style/color_map.hpp"
#include "style/number_format.hpp"

namespace attn::ui {

class MatrixItemModel : public QAbstractTableModel {
    Q_OBJECT
  public:
    enum Roles { ValueRole = Qt::UserRole + 1 };
    enum class Scale { Weights, Diverging };  // 0…1 sequential, or centred on 0

    explicit MatrixItemModel(QObject* parent = nullptr);

    // Same shape → dataChanged; new shape → model reset.
    // A temporary (a computed stage) moves in; a matrix the caller keeps (a
    // trace's weights) is copied into the storage already held (no allocation).
    void setMatrix(attn::Matrix&& m, const QStringList& rowLabels, const QStringList& colLabels);
    void setMatrix(const attn::Matrix& m, const QStringList& rowLabels,
                   const QStringList& colLabels);
    void setScale(Scale s);
    // A fixed top of the scale (the head-roles maps: every map 0 … 1, so maps
    // compare), instead of the matrix's |max|; 0: none (the default).
    void setFixedLimit(float top);
    void setColorMap(ColorMap map);
    void setShowNumbers(bool on);
    // Causal: cells above the diagonal are masked — no number, a hatched
    // background (weight exactly 0, score −∞), as the figures draw them.
    void setCausal(bool on);
    bool causal() const { return causal_; }
    bool isMasked(int r, int c) const { return causal_ && c > r; }
    // The cells a what-if cut (row, col: the query may not look at the key):
    // crossed out in the map and its figure. Empty: none.
    void setCut(std::vector<std::pair<int, int>> cells);
    const std::vector<std::pair<int, int>>& cut() const { return cut_; }
    // Row and column labels equal to `label` are shown bold on a highlight
    // colour (the word the user clicked); empty clears it.
    void setHighlight(const QString& label);
    QString highlight() const { return highlight_; }
    // tooltip(row, col) → text; empty callback disables tooltips.
    void setToolTipProvider(std::function<QString(int, int)> provider);

    const attn::Matrix& matrix() const { return m_; }
    float value(int r, int c) const { return m_(r, c); }
    Scale scale() const { return scale_; }
    float limit() const {
        return limit_;
    }  // |max| of the finite values (the diverging scale's end)
    QColor colorFor(float v) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation o, int role) const override;

  private:
    // After m_ holds the new values: labels, the scale's limit, the signals.
    void announce(bool sameShape, const QStringList& rowLabels, const QStringList& colLabels);
    attn::Matrix m_;
    QStringList rows_, cols_;
    Scale scale_ = Scale::Weights;
    ColorMap map_ = ColorMap::Viridis;
    bool numbers_ = true;
    bool causal_ = false;
    std::vector<std::pair<int, int>> cut_;
    float limit_ = 1.0f;       // |max| for the diverging scale
    float fixedLimit_ = 0.0f;  // > 0: limit_ is this
    std::function<QString(int, int)> tooltip_;
    QString highlight_;
};

}  // namespace attn::ui
