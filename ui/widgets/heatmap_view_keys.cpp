// HeatmapView's cell cursor: the keys that move it and click its cell, the
// readout that follows it (the hover text, shown at the cell), the focus that
// places it, and its outline and the map's focus frame.
#include <QFocusEvent>
#include <QKeyEvent>
#include <QPainter>
#include <QScrollArea>
#include <QToolTip>
#include <algorithm>

#include "itemmodels/matrix_item_model.hpp"
#include "widgets/heatmap_view.hpp"

namespace attn::ui {
namespace {

constexpr int kReadoutMs =
    20000;  // the cursor's readout stays this long (a tooltip's own time is shorter)
constexpr double kMinCursorSide =
    11;  // the outline's least side: an overview's cells are smaller than a pixel
constexpr double kCursorInset = 2;  // the outline is drawn this far inside the cell (px) ...
constexpr double kCursorDark = 4;   // ... a dark stroke this wide ...
constexpr double kCursorLight =
    2;  // ... with a light one inside it: seen on dark and light cells alike
constexpr int kRevealMargin =
    4;  // room kept round the cursor's cell when a pane scrolls to it (px)

}  // namespace

void HeatmapView::setCursorCell(int row, int col) {
    keysLead_ = row >= 0 && col >= 0;
    moveCursor(row, col, true);
}

void HeatmapView::moveCursor(int row, int col, bool byKeys) {
    const int rows = model_ ? model_->rowCount() : 0, cols = model_ ? model_->columnCount() : 0;
    if (rows == 0 || cols == 0 || row < 0 || col < 0)
        row = col = -1;
    else
        row = std::clamp(row, 0, rows - 1), col = std::clamp(col, 0, cols - 1);
    const bool moved = row != curRow_ || col != curCol_;
    curRow_ = row;
    curCol_ = col;
    if (byKeys && row >= 0) {
        if (zoom_.reveal(row, col)) rasterDirty_ = true;
        // A map in a scrolling pane (the Blend table never shrinks): the pane scrolls to the cell.
        for (QWidget* w = parentWidget(); w; w = w->parentWidget())
            if (auto* area = qobject_cast<QScrollArea*>(w);
                area && area->widget() && area->widget()->isAncestorOf(this)) {
                const QRect cell = cellRect(row, col);
                const QPoint at = mapTo(area->widget(), cell.center());
                area->ensureVisible(at.x(), at.y(), cell.width() / 2 + kRevealMargin,
                                    cell.height() / 2 + kRevealMargin);
                break;
            }
    }
    update();
    if (moved) emit cursorMoved(row, col);
    if (byKeys && hasFocus()) showReadout();
}

void HeatmapView::clampCursor() {
    if (curRow_ >= 0) moveCursor(curRow_, curCol_, false);
}

// The hover text of the cursor's cell, as a tooltip under the cell (where a
// hover's would be under the pointer); held by the cell's rectangle.
void HeatmapView::showReadout() {
    if (curRow_ < 0) return;
    const QRect cell = cellRect(curRow_, curCol_);
    const QPoint at = cell.isEmpty() ? plot_.center() : QPoint(cell.center().x(), cell.bottom());
    QToolTip::showText(mapToGlobal(at), cursorReadout(), this, cell, kReadoutMs);
}

// Arrows, Home/End (Ctrl: the corners), Page Up/Down move the cursor; Enter,
// Return and Space click its cell (Shift: choose the column's word). Alt and
// Meta combinations are left to the window (Alt+Left/Right: Back/Next).
bool HeatmapView::cursorKey(QKeyEvent* e) {
    if (!model_ || model_->rowCount() == 0 || model_->columnCount() == 0) return false;
    const Qt::KeyboardModifiers mods = e->modifiers() & ~Qt::KeypadModifier;
    if (mods & (Qt::AltModifier | Qt::MetaModifier)) return false;
    const bool ctrl = mods & Qt::ControlModifier, shift = mods & Qt::ShiftModifier;
    const bool activate =
        e->key() == Qt::Key_Return || e->key() == Qt::Key_Enter || e->key() == Qt::Key_Space;
    const int rows = model_->rowCount(), cols = model_->columnCount();
    int r = curRow_, c = curCol_;
    switch (e->key()) {
        case Qt::Key_Left:
            --c;
            break;
        case Qt::Key_Right:
            ++c;
            break;
        case Qt::Key_Up:
            --r;
            break;
        case Qt::Key_Down:
            ++r;
            break;
        case Qt::Key_Home:
            c = 0, r = ctrl ? 0 : r;
            break;
        case Qt::Key_End:
            c = cols - 1, r = ctrl ? rows - 1 : r;
            break;
        case Qt::Key_PageUp:
        case Qt::Key_PageDown: {
            // A page: the rows the plot holds whole (one at least).
            const int page = std::max(1, int(plot_.height() / std::max(1e-9, zoom_.cellHeight())));
            r += e->key() == Qt::Key_PageUp ? -page : page;
            break;
        }
        default:
            if (!activate) return false;
    }
    keysLead_ = true;
    if (curRow_ < 0) {  // no cursor yet: the first key places it on the first cell in view
        const CellRange vis = zoom_.visible();
        moveCursor(vis.empty() ? 0 : vis.r0, vis.empty() ? 0 : vis.c0, true);
        return true;
    }
    if (!activate) {
        moveCursor(std::clamp(r, 0, rows - 1), std::clamp(c, 0, cols - 1),
                   true);  // the edges hold it
        return true;
    }
    activateCursor(shift);
    return true;
}

// What Enter, Return and Space do on the cursor's cell: with `shift` choose the column's word,
// else click the cell; the readout follows while the view has the focus.
void HeatmapView::activateCursor(bool shift) {
    const QString rowWord = model_->headerData(curRow_, Qt::Vertical, Qt::DisplayRole).toString();
    const QString colWord = model_->headerData(curCol_, Qt::Horizontal, Qt::DisplayRole).toString();
    if (shift) {
        if (!colWord.isEmpty()) emit wordClicked(colWord);
    } else {
        emit cellClicked(
            curRow_, curCol_);  // what a click on the cell emits: the answer first, then the word
        if (!rowWord.isEmpty()) emit wordClicked(rowWord);
    }
    if (hasFocus()) showReadout();  // an answered question shows the value now
}

// Any focus but the mouse's places the cursor (on the first cell in view)
// when there is none; reached by the keys (Tab, F6) the keys lead, the
// cursor's cell is brought into view and its readout shown.
void HeatmapView::focusInEvent(QFocusEvent* e) {
    QWidget::focusInEvent(e);
    const Qt::FocusReason why = e->reason();
    if (why == Qt::MouseFocusReason || why == Qt::PopupFocusReason) return;
    const bool keys = why == Qt::TabFocusReason || why == Qt::BacktabFocusReason ||
                      why == Qt::ShortcutFocusReason;
    keysLead_ = keysLead_ || keys;
    const CellRange vis = zoom_.visible();
    if (curRow_ >= 0)
        moveCursor(curRow_, curCol_, keys);
    else if (!vis.empty())
        moveCursor(vis.r0, vis.c0, keys);
}

void HeatmapView::focusOutEvent(QFocusEvent* e) {
    QWidget::focusOutEvent(e);
    update();  // the cursor and the frame are drawn only with the focus
}

// A dark stroke with a light one inside, within the cell (at least
// kMinCursorSide about its centre): clear on dark and light colours.
void HeatmapView::paintCursor(QPainter& p) {
    if (!hasFocus() || curRow_ < 0) return;
    QRectF cell = zoom_.cellRect(curRow_, curCol_).translated(plot_.topLeft());
    if (cell.width() < kMinCursorSide || cell.height() < kMinCursorSide) {
        const QPointF centre = cell.center();
        const double w = std::max(cell.width(), kMinCursorSide),
                     h = std::max(cell.height(), kMinCursorSide);
        cell = QRectF(centre.x() - w / 2, centre.y() - h / 2, w, h);
    }
    const QRectF path = cell.adjusted(kCursorInset, kCursorInset, -kCursorInset, -kCursorInset);
    p.save();
    p.setRenderHint(QPainter::Antialiasing, false);
    p.setBrush(Qt::NoBrush);
    p.setPen(
        QPen(QColor(0x10, 0x10, 0x10), kCursorDark, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
    p.drawRect(path);
    p.setPen(
        QPen(QColor(0xff, 0xff, 0xff), kCursorLight, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
    p.drawRect(path);
    p.restore();
}

void HeatmapView::paintFocusFrame(QPainter& p) {
    if (!hasFocus()) return;
    p.save();
    p.setBrush(Qt::NoBrush);
    // In the room relayout keeps free for it: it covers no label, cell or colour bar.
    constexpr double half = kFocusFrame / 2.0;
    p.setPen(QPen(palette().color(QPalette::Highlight), kFocusFrame, Qt::SolidLine, Qt::SquareCap,
                  Qt::MiterJoin));
    p.drawRect(QRectF(rect()).adjusted(half, half, -half, -half));
    p.restore();
}

}  // namespace attn::ui
