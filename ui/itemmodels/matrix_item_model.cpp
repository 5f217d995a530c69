#include "itemmodels/matrix_item_model.hpp"

#include <QBrush>
#include <QFont>
#include <cmath>
#include <limits>

#include "style/heatmap_look.hpp"
#include "style/plain_text.hpp"

namespace attn::ui {

MatrixItemModel::MatrixItemModel(QObject* parent) : QAbstractTableModel(parent) {}

namespace {

bool same_shape(const attn::Matrix& a, const attn::Matrix& b) {
    return a.rows() == b.rows() && a.cols() == b.cols();
}

}  // namespace

void MatrixItemModel::setMatrix(attn::Matrix&& m, const QStringList& rowLabels,
                                const QStringList& colLabels) {
    const bool sameShape =
        same_shape(m, m_) && rowLabels.size() == rows_.size() && colLabels.size() == cols_.size();
    if (!sameShape) beginResetModel();
    m_ = std::move(m);
    announce(sameShape, rowLabels, colLabels);
}

void MatrixItemModel::setMatrix(const attn::Matrix& m, const QStringList& rowLabels,
                                const QStringList& colLabels) {
    const bool sameShape =
        same_shape(m, m_) && rowLabels.size() == rows_.size() && colLabels.size() == cols_.size();
    if (!sameShape) beginResetModel();
    m_ = m;  // same size: Eigen copies into the storage it has
    announce(sameShape, rowLabels, colLabels);
}

void MatrixItemModel::setFixedLimit(float top) {
    fixedLimit_ = std::max(0.0f, top);
    if (fixedLimit_ > 0) limit_ = fixedLimit_;
}

void MatrixItemModel::announce(bool sameShape, const QStringList& rowLabels,
                               const QStringList& colLabels) {
    const bool sameRows = rows_ == rowLabels, sameCols = cols_ == colLabels;
    if (!sameRows) rows_ = rowLabels;
    if (!sameCols) cols_ = colLabels;
    // |max| of the finite values (NaN and ±∞ count as 0): one vectorised pass,
    // and a second only when the first met a value that is not finite (masked scores).
    float limit = m_.size() ? m_.cwiseAbs().maxCoeff() : 0.0f;
    if (!std::isfinite(limit)) {
        const auto a = m_.array().abs();
        limit = (a < std::numeric_limits<float>::infinity()).select(a, 0.0f).maxCoeff();
    }
    limit_ = fixedLimit_ > 0 ? fixedLimit_ : m_.size() ? std::max(1e-6f, limit) : 1.0f;
    if (!sameShape) {
        endResetModel();
        return;
    }
    if (m_.size() > 0) emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
    // Unchanged labels emit nothing: a header change re-lays out the view (and its pane).
    if (!sameRows && rowLabels.size())
        emit headerDataChanged(Qt::Vertical, 0, int(rowLabels.size()) - 1);
    if (!sameCols && colLabels.size())
        emit headerDataChanged(Qt::Horizontal, 0, int(colLabels.size()) - 1);
}

void MatrixItemModel::setScale(Scale s) {
    if (s == scale_) return;
    scale_ = s;
    if (m_.size() > 0) emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
}

void MatrixItemModel::setColorMap(ColorMap map) {
    if (map == map_) return;
    map_ = map;
    if (m_.size() > 0) emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
}

void MatrixItemModel::setShowNumbers(bool on) {
    if (on == numbers_) return;
    numbers_ = on;
    if (m_.size() > 0) emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
}

void MatrixItemModel::setCausal(bool on) {
    if (on == causal_) return;
    causal_ = on;
    if (m_.size() > 0) emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
}

void MatrixItemModel::setCut(std::vector<std::pair<int, int>> cells) {
    if (cells == cut_) return;
    cut_ = std::move(cells);
    if (rowCount() > 0 && columnCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
}

void MatrixItemModel::setToolTipProvider(std::function<QString(int, int)> provider) {
    tooltip_ = std::move(provider);
}

QColor MatrixItemModel::colorFor(float v) const {
    if (scale_ == Scale::Diverging && map_ != ColorMap::Grey) return diverging_color(v, limit_);
    if (scale_ == Scale::Diverging) return sequential_color(0.5 + 0.5 * v / limit_, map_);
    return sequential_color(v, map_);
}

int MatrixItemModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(m_.rows());
}
int MatrixItemModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(m_.cols());
}

QVariant MatrixItemModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid)) return {};
    const float v = m_(index.row(), index.column());
    const bool masked = isMasked(index.row(), index.column());
    const bool blank = std::isnan(v) || masked;  // a cell with nothing to show
    switch (role) {
        case Qt::DisplayRole:
            return numbers_ && !blank ? format_cell(v) : QString();
        case ValueRole:
            return double(v);
        case Qt::BackgroundRole:
            if (masked) return heatmap_look().hatch();
            return blank ? QColor(Qt::white) : colorFor(v);
        case Qt::ForegroundRole:
            return text_color_on(blank ? QColor(Qt::white) : colorFor(v));
        case Qt::FontRole: {
            if (highlight_.isEmpty() || (rows_.value(index.row()) != highlight_ &&
                                         cols_.value(index.column()) != highlight_))
                return {};
            QFont f;
            f.setBold(true);
            return f;
        }
        case Qt::TextAlignmentRole:
            return int(Qt::AlignCenter);
        case Qt::ToolTipRole:
            return tooltip_ ? tooltip_(index.row(), index.column()) : QVariant();
        default:
            return {};
    }
}

QVariant MatrixItemModel::headerData(int section, Qt::Orientation o, int role) const {
    const QStringList& labels = o == Qt::Horizontal ? cols_ : rows_;
    if (section < 0 || section >= labels.size()) return {};
    const bool marked = !highlight_.isEmpty() && labels[section] == highlight_;
    switch (role) {
        case Qt::DisplayRole:
            return labels[section];
        case Qt::ToolTipRole:
            return plain_tooltip(labels[section]);
        case Qt::FontRole: {
            if (!marked) return {};
            QFont f;
            f.setBold(true);
            return f;
        }
        case Qt::BackgroundRole:
            return marked ? QVariant(QColor(255, 220, 120)) : QVariant();
        default:
            return {};
    }
}

void MatrixItemModel::setHighlight(const QString& label) {
    if (label == highlight_) return;
    highlight_ = label;
    if (m_.size() == 0) return;
    emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1), {Qt::FontRole});
    emit headerDataChanged(Qt::Horizontal, 0, columnCount() - 1);
    emit headerDataChanged(Qt::Vertical, 0, rowCount() - 1);
}

}  // namespace attn::ui
