// VectorPlot's keys: choosing a grey point, moving it by steps (each press one
// undo step, through the drag's command), highlighting its word; the readout
// that follows the chosen point; its ring and name, and the focus frame.
#include <QFocusEvent>
#include <QKeyEvent>
#include <QPainter>
#include <QToolTip>
#include <algorithm>

#include "document/document.hpp"
#include "document/view_state.hpp"
#include "itemmodels/lesson_matrix_item_model.hpp"
#include "style/number_format.hpp"
#include "widgets/vector_plot.hpp"

namespace attn::ui {
namespace {

constexpr int kReadoutMs = 20000;   // the chosen point's readout stays this long
constexpr double kRingRadius = 11;  // the ring round the chosen point (px) ...
constexpr double kRingDark = 3.5;   // ... a dark stroke this wide ...
constexpr double kRingLight = 1.5;  // ... with a light one on it: seen on any background
constexpr double kNamePad = 3;      // room round the chosen point's name (px)
constexpr double kFramePen = 2;     // the focus frame round the plot (px)

bool keys_reason(Qt::FocusReason why) {
    return why == Qt::TabFocusReason || why == Qt::BacktabFocusReason ||
           why == Qt::ShortcutFocusReason;
}

}  // namespace

void VectorPlot::selectPoint(int word) {
    const int count = int(lookupPts_.size());
    const int to = count == 0 || word < 0 ? -1 : std::min(word, count - 1);
    if (to == selected_) return;
    selected_ = to;
    viewport()->update();
    emit pointSelected(to);
}

QString VectorPlot::selectedReadout() const {
    if (selected_ < 0 || selected_ >= int(data_.lookups.size())) return {};
    const QString& word = data_.lookups[size_t(selected_)].word;
    if (real_) return tr("%1 (token embedding)").arg(word);
    if (isPrincipal())
        return tr("%1 (lookup): on the plane of the principal components a point cannot be moved; "
                  "choose two named axes to move it")
            .arg(word);
    const attn::EmbeddingTable& t = doc_->lesson().table;
    if (selected_ >= t.word_count() || proj_.x >= t.axis_count() || proj_.y >= t.axis_count())
        return {};
    const QString x = QString::fromStdString(t.axes()[size_t(proj_.x)]),
                  y = QString::fromStdString(t.axes()[size_t(proj_.y)]);
    if (proj_.x == proj_.y)
        return tr("%1 (lookup): %2 %3").arg(word, x, format_value(t.value(selected_, proj_.x)));
    return tr("%1 (lookup): %2 %3, %4 %5")
        .arg(word, x, format_value(t.value(selected_, proj_.x)), y,
             format_value(t.value(selected_, proj_.y)));
}

// The readout as a tooltip beside the chosen point (where a hover's would be).
void VectorPlot::showPointReadout() {
    const QString text = selectedReadout();
    if (text.isEmpty() || selected_ >= lookupPts_.size()) return;
    const QPoint at = mapFromScene(valueToPosition().map(lookupPts_[selected_])) +
                      QPoint(int(kRingRadius), int(kRingRadius));
    QToolTip::showText(viewport()->mapToGlobal(at), text.toHtmlEscaped(), viewport(), {},
                       kReadoutMs);
}

void VectorPlot::nudgeSelected(QPointF delta) {
    if (real_) {
        emit message(
            tr("A real model's embeddings are its own: the plot shows them, it does "
               "not move them"));
        return;
    }
    if (isPrincipal()) {  // as a drag there: nothing moves, and the window says why
        emit message(
            tr("Switch the plot to two named axes to move a word: a principal component mixes "
               "every axis"));
        return;
    }
    const attn::EmbeddingTable& t = doc_->lesson().table;
    if (selected_ >= t.word_count()) return;
    const double x = t.value(selected_, proj_.x), y = t.value(selected_, proj_.y);
    dragId_ = LessonMatrixItemModel::newDragId();  // a command of its own: each press one undo step
    // One axis on both sides of the plot: either arrow moves it.
    moveWord(selected_, proj_.x == proj_.y ? QPointF(x + delta.x() + delta.y(), 0)
                                           : QPointF(x + delta.x(), y + delta.y()));
}

// N / Page Down: the next grey point; Shift+N, P / Page Up: the previous one;
// arrows move the chosen point (Shift: fine steps); Enter, Return or Space
// highlight its word. Ctrl, Alt and Meta combinations are the window's.
void VectorPlot::keyPressEvent(QKeyEvent* e) {
    const Qt::KeyboardModifiers mods = e->modifiers() & ~Qt::KeypadModifier;
    const int count = int(lookupPts_.size());
    if (count == 0 || (mods & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier)))
        return QChartView::keyPressEvent(e);
    const bool shift = mods & Qt::ShiftModifier;
    const double step = shift ? kFineKeyStep : kKeyStep;
    // The first point a key chooses: the highlighted word's, else the table's first.
    const auto first = [&] {
        const auto at = doc_->lesson().table.word_index(view_->highlightedWord().toStdString());
        return at && *at < count ? *at : 0;
    };
    const bool forward = (e->key() == Qt::Key_N && !shift) || e->key() == Qt::Key_PageDown;
    const bool backward =
        (e->key() == Qt::Key_N && shift) || e->key() == Qt::Key_P || e->key() == Qt::Key_PageUp;
    QPointF delta;
    switch (e->key()) {
        case Qt::Key_Left:
            delta = {-step, 0};
            break;
        case Qt::Key_Right:
            delta = {step, 0};
            break;
        case Qt::Key_Up:
            delta = {0, step};
            break;
        case Qt::Key_Down:
            delta = {0, -step};
            break;
        case Qt::Key_Return:
        case Qt::Key_Enter:
        case Qt::Key_Space:
            if (selected_ < 0)
                selectPoint(first());
            else
                emit wordClicked(data_.lookups[size_t(selected_)].word);
            break;
        default:
            if (!forward && !backward) return QChartView::keyPressEvent(e);
            if (selected_ < 0)
                selectPoint(first());
            else
                selectPoint((selected_ + (forward ? 1 : count - 1)) % count);
    }
    if (!delta.isNull()) {
        if (selected_ < 0)
            selectPoint(first());  // the first arrow chooses a point; the next ones move it
        else
            nudgeSelected(delta);
    }
    showPointReadout();
    e->accept();
}

void VectorPlot::focusInEvent(QFocusEvent* e) {
    QChartView::focusInEvent(e);
    if (keys_reason(e->reason()) && selected_ >= 0) showPointReadout();
    viewport()->update();
}

void VectorPlot::focusOutEvent(QFocusEvent* e) {
    QChartView::focusOutEvent(e);
    viewport()->update();
}

// With the focus: a frame round the view; the chosen point ringed (dark and
// light strokes) and named in bold on a plate above it.
void VectorPlot::paintSelection(QPainter* p, const QTransform& at) {
    if (!hasFocus()) return;
    p->save();
    p->setBrush(Qt::NoBrush);
    p->setPen(QPen(palette().color(QPalette::Highlight), kFramePen));
    p->drawRect(mapToScene(viewport()->rect())
                    .boundingRect()
                    .adjusted(kFramePen / 2, kFramePen / 2, -kFramePen, -kFramePen));
    if (selected_ >= 0 && selected_ < lookupPts_.size() && selected_ < int(data_.lookups.size())) {
        const QPointF c = at.map(lookupPts_[selected_]);
        p->setRenderHint(QPainter::Antialiasing);
        p->setPen(QPen(QColor(0x10, 0x10, 0x10), kRingDark));
        p->drawEllipse(c, kRingRadius, kRingRadius);
        p->setPen(QPen(QColor(0xff, 0xff, 0xff), kRingLight));
        p->drawEllipse(c, kRingRadius, kRingRadius);
        QFont bold = font();
        bold.setBold(true);
        const QFontMetricsF fm(bold);
        const QString& name = data_.lookups[size_t(selected_)].word;
        QRectF box(0, 0, fm.horizontalAdvance(name) + 2 * kNamePad, fm.height() + kNamePad);
        box.moveCenter(c - QPointF(0, kRingRadius + kRingDark + box.height() / 2));
        p->setPen(QPen(QColor(0x10, 0x10, 0x10), 1));
        p->setBrush(QColor(0xff, 0xff, 0xff));
        p->drawRect(box);
        p->setFont(bold);
        p->drawText(box, Qt::AlignCenter, name);
    }
    p->restore();
}

}  // namespace attn::ui
