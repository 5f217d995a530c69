#include "accessibility/vector_plot_accessible.hpp"

#include <QChart>
#include <QEvent>
#include <functional>

#include "accessibility/accessible_events.hpp"
#include "style/number_format.hpp"
#include "widgets/vector_plot.hpp"

namespace attn::ui {
namespace {

constexpr int kSentenceChars = 40;  // a point's name quotes at most this much of its sentence
constexpr int kMarkerHalf = 6;      // half a marker's side, px: a point's rectangle

// Calls `then` after each paint of the watched widget (an event filter that keeps the event).
class AfterPaint : public QObject {
  public:
    AfterPaint(QWidget* watched, QObject* parent, std::function<void()> then)
        : QObject(parent), then_(std::move(then)) {
        watched->installEventFilter(this);
    }

  protected:
    bool eventFilter(QObject*, QEvent* e) override {
        if (e->type() == QEvent::Paint) then_();
        return false;
    }

  private:
    std::function<void()> then_;
};

QString quoted_sentence(const QString& text) {
    return text.size() <= kSentenceChars ? text : text.left(kSentenceChars - 1) + QChar(0x2026);
}

}  // namespace

VectorPlotAccessible::VectorPlotAccessible(VectorPlot* plot)
    : QAccessibleWidget(plot, QAccessible::List) {
    QObject::connect(plot, &VectorPlot::pointSelected, &guard_, [this] { notifySelected(); });
    new AfterPaint(plot->viewport(), &guard_, [this] { notifyIfRecounted(); });
}

VectorPlotAccessible::~VectorPlotAccessible() {
    for (const QAccessible::Id id : std::exchange(made_, {}))
        QAccessible::deleteAccessibleInterface(id);
}

VectorPlot* VectorPlotAccessible::plot() const { return static_cast<VectorPlot*>(widget()); }

int VectorPlotAccessible::pointCount() const {
    const VectorsPlot& d = plot()->data();
    return int(d.lookups.size() + d.outputs.size());
}

QString VectorPlotAccessible::pointName(int k) const {
    const VectorsPlot& d = plot()->data();
    if (k < 0 || k >= pointCount()) return {};
    const auto coordinates = [&](double x, double y) {
        return tr("%1 %2, %3 %4").arg(d.x_axis, format_value(x), d.y_axis, format_value(y));
    };
    if (k < int(d.lookups.size())) {
        const auto& p = d.lookups[size_t(k)];
        return tr("%1 (lookup): %2").arg(p.word, coordinates(p.x, p.y));
    }
    const size_t o = size_t(k) - d.lookups.size();
    const auto& p = d.outputs[o];
    // The word's place in its sentence: the outputs of a sentence come in its order.
    int position = 1;
    for (size_t i = 0; i < o; ++i) position += d.outputs[i].sentence == p.sentence ? 1 : 0;
    const QString sentence = quoted_sentence(d.sentences.value(p.sentence));
    return tr("%1′ (output of word %2 in “%3”): %4")
        .arg(p.word)
        .arg(position)
        .arg(sentence, coordinates(p.x, p.y));
}

QRect VectorPlotAccessible::pointRect(int k) const {
    const VectorsPlot& d = plot()->data();
    if (k < 0 || k >= pointCount()) return {};
    const bool lookup = k < int(d.lookups.size());
    const QPointF value = lookup ? QPointF(d.lookups[size_t(k)].x, d.lookups[size_t(k)].y)
                                 : QPointF(d.outputs[size_t(k) - d.lookups.size()].x,
                                           d.outputs[size_t(k) - d.lookups.size()].y);
    const QPoint at = plot()->mapFromScene(plot()->chart()->mapToPosition(value));
    return {plot()->viewport()->mapToGlobal(at - QPoint(kMarkerHalf, kMarkerHalf)),
            QSize(2 * kMarkerHalf, 2 * kMarkerHalf)};
}

bool VectorPlotAccessible::isSelectedPoint(int k) const {
    return k >= 0 && k < int(plot()->data().lookups.size()) && k == plot()->selectedPoint();
}

QString VectorPlotAccessible::text(QAccessible::Text t) const {
    const QString own = QAccessibleWidget::text(t);
    if (!own.isEmpty()) return own;
    const VectorsPlot& d = plot()->data();
    if (t == QAccessible::Name) return tr("Vectors: %1 against %2").arg(d.y_axis, d.x_axis);
    if (t == QAccessible::Description)
        return tr(
            "Every word's lookup point, then each shown sentence's output points. N and Shift+N "
            "select a "
            "word's point, the arrow keys move it.");
    return {};
}

QAccessibleInterface* VectorPlotAccessible::child(int index) const {
    if (index < 0 || index >= pointCount()) return nullptr;
    if (const auto it = made_.constFind(index); it != made_.cend())
        if (QAccessibleInterface* iface = QAccessible::accessibleInterface(*it)) return iface;
    auto* point = new VectorPointAccessible(this, index);
    made_.insert(index, QAccessible::registerAccessibleInterface(point));
    return point;
}

int VectorPlotAccessible::indexOfChild(const QAccessibleInterface* child) const {
    const QAccessible::Id id = QAccessible::uniqueId(const_cast<QAccessibleInterface*>(child));
    for (auto it = made_.cbegin(); it != made_.cend(); ++it)
        if (it.value() == id) return it.key() < pointCount() ? it.key() : -1;
    return -1;
}

QAccessibleInterface* VectorPlotAccessible::childAt(int x, int y) const {
    for (int k = 0; k < pointCount(); ++k)
        if (pointRect(k).contains(x, y)) return child(k);
    return nullptr;
}

QAccessibleInterface* VectorPlotAccessible::focusChild() const {
    const int k = plot()->selectedPoint();
    return plot()->hasFocus() && isSelectedPoint(k) ? child(k) : QAccessibleWidget::focusChild();
}

void VectorPlotAccessible::notifySelected() const {
    const int k = plot()->selectedPoint();
    if (!plot()->hasFocus() || !isSelectedPoint(k)) return;
    QAccessibleEvent focus(child(k), QAccessible::Focus);
    tell_accessibility(&focus);
}

void VectorPlotAccessible::notifyIfRecounted() const {
    const int count = pointCount();
    if (count == lastCount_) return;
    const bool first = lastCount_ < 0;
    lastCount_ = count;
    if (first) return;
    QAccessibleEvent reorder(plot(), QAccessible::ObjectReorder);
    tell_accessibility(&reorder);
}

// ---- VectorPointAccessible

bool VectorPointAccessible::isValid() const {
    return list_->isValid() && index_ < list_->pointCount();
}

QWindow* VectorPointAccessible::window() const { return list_->window(); }

QString VectorPointAccessible::text(QAccessible::Text t) const {
    return t == QAccessible::Name && isValid() ? list_->pointName(index_) : QString();
}

QAccessible::State VectorPointAccessible::state() const {
    QAccessible::State s;
    if (!isValid()) {
        s.invalid = true;
        return s;
    }
    s.readOnly = true;
    s.selectable =
        index_ <
        int(list_->plot()->data().lookups.size());  // a word's point: the keys select and move it
    s.focusable = s.selectable;
    s.selected = list_->isSelectedPoint(index_);
    s.focused = s.selected && list_->plot()->hasFocus();
    s.invisible = !list_->plot()->isVisible();
    return s;
}

}  // namespace attn::ui
