#include "widgets/heatmap_view.hpp"

#include <QEvent>
#include <QHeaderView>

#include "models/matrix_model.hpp"

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
    // A new shape changes the size the view asks for (sizeHint follows the headers).
    connect(model, &QAbstractItemModel::modelReset, this, [this] { updateGeometry(); });
    connect(model, &QAbstractItemModel::headerDataChanged, this, [this] { updateGeometry(); });
    updateCellSize();
}

void HeatmapView::updateCellSize() {
    const QFontMetrics fm(font());
    const int w = fm.horizontalAdvance(QStringLiteral("-0.000")) + fm.averageCharWidth() * 2;
    horizontalHeader()->setDefaultSectionSize(w);
    horizontalHeader()->setMinimumSectionSize(w / 2);
    verticalHeader()->setDefaultSectionSize(fm.height() + fm.height() / 2);
    verticalHeader()->setMaximumWidth(fm.averageCharWidth() * labelChars_);  // longer labels elide
    updateGeometry();
}

void HeatmapView::changeEvent(QEvent* e) {
    if (e->type() == QEvent::FontChange) updateCellSize();
    QTableView::changeEvent(e);
}

QSize HeatmapView::sizeHint() const {
    if (!model()) return QTableView::sizeHint();
    // From the model's shape, not the headers' lengths: those lag behind a reset.
    const QFontMetrics fm(font());
    int label = 0;
    for (int r = 0; r < std::min(model()->rowCount(), 400); ++r)
        label = std::max(label, fm.horizontalAdvance(model()->headerData(r, Qt::Vertical, Qt::DisplayRole).toString()));
    const int vw = std::min(label + fm.averageCharWidth() * 2, verticalHeader()->maximumWidth());
    const int w = vw + model()->columnCount() * horizontalHeader()->defaultSectionSize() + 2 * frameWidth() + 2;
    const int h = horizontalHeader()->sizeHint().height() + model()->rowCount() * verticalHeader()->defaultSectionSize() +
                  2 * frameWidth() + 2;
    return {std::min(w, 900), std::min(h, 700)};
}

QSize HeatmapView::minimumSizeHint() const {
    // A small map is never squeezed (its pane scrolls instead); a big one may
    // shrink to a window onto itself and scroll inside.
    return sizeHint().boundedTo(QSize(420, 320)).expandedTo(QSize(120, 80));
}

}  // namespace attn::ui
