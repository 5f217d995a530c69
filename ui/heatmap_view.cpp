#include "heatmap_view.hpp"

#include <QEvent>
#include <QHeaderView>

#include "matrix_model.hpp"

namespace attn::ui {

HeatmapView::HeatmapView(QWidget* parent) : QTableView(parent) {
    setEditTriggers(NoEditTriggers);
    setSelectionMode(NoSelection);
    setFocusPolicy(Qt::NoFocus);
    setShowGrid(true);
    setGridStyle(Qt::SolidLine);
    setWordWrap(false);
    setCornerButtonEnabled(false);
    horizontalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    horizontalHeader()->setDefaultAlignment(Qt::AlignCenter);
    verticalHeader()->setDefaultAlignment(Qt::AlignRight | Qt::AlignVCenter);
    horizontalHeader()->setTextElideMode(Qt::ElideRight);
    setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    updateCellSize();
}

void HeatmapView::setMatrixModel(MatrixModel* model) {
    setModel(model);
    updateCellSize();
}

void HeatmapView::updateCellSize() {
    const QFontMetrics fm(font());
    const int w = fm.horizontalAdvance(QStringLiteral("-0.000")) + fm.averageCharWidth() * 2;
    horizontalHeader()->setDefaultSectionSize(w);
    horizontalHeader()->setMinimumSectionSize(w / 2);
    verticalHeader()->setDefaultSectionSize(fm.height() + fm.height() / 2);
    updateGeometry();
}

void HeatmapView::changeEvent(QEvent* e) {
    if (e->type() == QEvent::FontChange) updateCellSize();
    QTableView::changeEvent(e);
}

QSize HeatmapView::sizeHint() const {
    if (!model()) return QTableView::sizeHint();
    const int w = verticalHeader()->sizeHint().width() + horizontalHeader()->length() + 2 * frameWidth() + 2;
    const int h = horizontalHeader()->sizeHint().height() + verticalHeader()->length() + 2 * frameWidth() + 2;
    return {std::min(w, 900), std::min(h, 700)};
}

QSize HeatmapView::minimumSizeHint() const { return QSize(120, 80); }

}  // namespace attn::ui
