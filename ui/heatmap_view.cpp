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
    verticalHeader()->setTextElideMode(Qt::ElideRight);
    setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    auto emitLabel = [this](Qt::Orientation o) {
        return [this, o](int section) {
            if (model()) emit wordClicked(model()->headerData(section, o, Qt::DisplayRole).toString());
        };
    };
    connect(horizontalHeader(), &QHeaderView::sectionClicked, this, emitLabel(Qt::Horizontal));
    connect(verticalHeader(), &QHeaderView::sectionClicked, this, emitLabel(Qt::Vertical));
    connect(this, &QTableView::clicked, this, [this](const QModelIndex& i) {
        emit wordClicked(model()->headerData(i.row(), Qt::Vertical, Qt::DisplayRole).toString());
    });
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
    verticalHeader()->setMaximumWidth(fm.averageCharWidth() * 14);  // long words elide
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
