#include "widgets/scrub_table_view.hpp"

#include <QEvent>
#include <QHeaderView>
#include <QLineEdit>
#include <QMouseEvent>
#include <QStyledItemDelegate>
#include <cmath>

#include "itemmodels/lesson_matrix_item_model.hpp"
#include "style/number_format.hpp"

namespace attn::ui {
namespace {

// Edits a cell as free text so that the model, not the editor, judges it.
class TextCellDelegate : public QStyledItemDelegate {
  public:
    using QStyledItemDelegate::QStyledItemDelegate;
    QWidget* createEditor(QWidget* parent, const QStyleOptionViewItem&,
                          const QModelIndex&) const override {
        auto* e = new QLineEdit(parent);
        e->setAlignment(Qt::AlignRight);
        return e;
    }
    void setEditorData(QWidget* editor, const QModelIndex& index) const override {
        static_cast<QLineEdit*>(editor)->setText(
            QString::number(index.data(LessonMatrixItemModel::ValueRole).toDouble(), 'g', 7)
                .replace(QLatin1Char('.'), decimal_sign()));
    }
    void setModelData(QWidget* editor, QAbstractItemModel* model,
                      const QModelIndex& index) const override {
        model->setData(index, static_cast<QLineEdit*>(editor)->text(), Qt::EditRole);
    }
};

constexpr int kStartDistance = 4;  // pixels before a press becomes a scrub

}  // namespace

ScrubTableView::ScrubTableView(QWidget* parent) : QTableView(parent) {
    // A matrix (words × axes, W_Q …) reads left to right in every language, as
    // the heatmaps and the Blend table do (docs/i18n.md).
    setLayoutDirection(Qt::LeftToRight);
    setItemDelegate(new TextCellDelegate(this));
    setEditTriggers(DoubleClicked | EditKeyPressed | AnyKeyPressed);
    setSelectionMode(SingleSelection);
    // Tab leaves the table for the next control (arrow keys move between cells):
    // a keyboard user is never trapped in it.
    setTabKeyNavigation(false);
    setWordWrap(false);
    horizontalHeader()->setTextElideMode(Qt::ElideRight);
    verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    horizontalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    viewport()->setCursor(Qt::SizeHorCursor);
    setToolTip(
        tr("Drag left or right on a cell to scrub its value (Shift: finer); double-click to type"));
    updateSizes();
}

void ScrubTableView::updateSizes() {
    const QFontMetrics fm(font());
    horizontalHeader()->setDefaultSectionSize(fm.horizontalAdvance(QStringLiteral("-0.000")) +
                                              fm.averageCharWidth() * 3);
    verticalHeader()->setDefaultSectionSize(fm.height() + fm.height() / 2);
}

void ScrubTableView::changeEvent(QEvent* e) {
    if (e->type() == QEvent::FontChange) updateSizes();
    QTableView::changeEvent(e);
}

void ScrubTableView::mousePressEvent(QMouseEvent* e) {
    const QModelIndex idx = indexAt(e->position().toPoint());
    scrubbing_ = false;
    pressed_ = QPersistentModelIndex();
    if (e->button() == Qt::LeftButton && idx.isValid()) {
        pressed_ = idx;
        pressPos_ = e->position().toPoint();
        startValue_ = idx.data(LessonMatrixItemModel::ValueRole).toDouble();
        dragId_ = LessonMatrixItemModel::newDragId();
    }
    QTableView::mousePressEvent(e);
}

void ScrubTableView::scrubTo(int dx, bool fine) {
    if (!pressed_.isValid() || !model()) return;
    const double step = fine ? 0.001 : 0.01;
    const double v = std::round((startValue_ + dx * step) / step) * step;
    model()->setData(pressed_, QVariant::fromValue(ScrubValue{v, dragId_}),
                     LessonMatrixItemModel::ScrubRole);
}

void ScrubTableView::mouseMoveEvent(QMouseEvent* e) {
    if (pressed_.isValid() && (e->buttons() & Qt::LeftButton)) {
        const int dx = e->position().toPoint().x() - pressPos_.x();
        if (!scrubbing_ && std::abs(dx) >= kStartDistance) scrubbing_ = true;
        if (scrubbing_) {
            scrubTo(dx, e->modifiers() & Qt::ShiftModifier);
            e->accept();
            return;
        }
    }
    QTableView::mouseMoveEvent(e);
}

void ScrubTableView::mouseReleaseEvent(QMouseEvent* e) {
    scrubbing_ = false;
    pressed_ = QPersistentModelIndex();
    QTableView::mouseReleaseEvent(e);
}

void ScrubTableView::scrub(const QModelIndex& index, const QList<int>& dxSteps) {
    pressed_ = index;
    startValue_ = index.data(LessonMatrixItemModel::ValueRole).toDouble();
    dragId_ = LessonMatrixItemModel::newDragId();
    for (int dx : dxSteps) scrubTo(dx, false);
    pressed_ = QPersistentModelIndex();
}

}  // namespace attn::ui
