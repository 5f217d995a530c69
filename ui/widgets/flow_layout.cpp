#include "widgets/flow_layout.hpp"

#include <QHBoxLayout>
#include <QStyle>
#include <QWidget>
#include <algorithm>

namespace attn::ui {

FlowLayout::FlowLayout(QWidget* parent) : QLayout(parent) {}

FlowLayout::~FlowLayout() {
    while (QLayoutItem* item = takeAt(0)) delete item;
}

void FlowLayout::addItem(QLayoutItem* item) { items_.push_back(item); }

void FlowLayout::insertWidget(int index, QWidget* w) {
    addChildWidget(w);
    items_.insert(std::clamp(index, 0, int(items_.size())), new QWidgetItem(w));
    invalidate();
}

QLayoutItem* FlowLayout::itemAt(int index) const {
    return index >= 0 && index < count() ? items_[index] : nullptr;
}

QLayoutItem* FlowLayout::takeAt(int index) {
    return index >= 0 && index < count() ? items_.takeAt(index) : nullptr;
}

int FlowLayout::gap() const {
    if (spacing() >= 0) return spacing();
    const QWidget* w = parentWidget();
    const int s = w ? w->style()->pixelMetric(QStyle::PM_LayoutHorizontalSpacing, nullptr, w) : -1;
    return s >= 0 ? s : 6;
}

int FlowLayout::heightForWidth(int width) const { return arrange(QRect(0, 0, width, 0), false); }

QSize FlowLayout::sizeHint() const {
    int w = 0, h = 0, shown = 0;
    for (const QLayoutItem* item : items_) {
        if (item->isEmpty()) continue;
        w += item->sizeHint().width() + (shown++ > 0 ? gap() : 0);
        h = std::max(h, item->sizeHint().height());
    }
    const QMargins m = contentsMargins();
    return {w + m.left() + m.right(), h + m.top() + m.bottom()};
}

QSize FlowLayout::minimumSize() const {
    QSize least;
    for (const QLayoutItem* item : items_)
        if (!item->isEmpty()) least = least.expandedTo(item->minimumSize());
    const QMargins m = contentsMargins();
    return least + QSize(m.left() + m.right(), m.top() + m.bottom());
}

void FlowLayout::setGeometry(const QRect& rect) {
    QLayout::setGeometry(rect);
    arrange(rect, true);
}

int FlowLayout::arrange(const QRect& rect, bool place) const {
    const QRect area = rect.marginsRemoved(contentsMargins());
    const int g = gap();
    const bool rtl = parentWidget() && parentWidget()->layoutDirection() == Qt::RightToLeft;
    int y = area.y();
    // One line at a time: which items it holds, then each placed centred on the line.
    for (int first = 0; first < count();) {
        int last = first, width = 0, height = 0;
        for (int i = first; i < count(); ++i) {
            if (items_[i]->isEmpty()) {
                last = i + 1;
                continue;
            }
            const QSize s = items_[i]->sizeHint();
            const int need = width + (width > 0 ? g : 0) + s.width();
            if (width > 0 && need > area.width()) break;
            width = need;
            height = std::max(height, s.height());
            last = i + 1;
        }
        if (place) {
            int x = area.x();
            for (int i = first; i < last; ++i) {
                if (items_[i]->isEmpty()) continue;
                QSize s = items_[i]->sizeHint();
                s.setWidth(std::min(s.width(), area.width()));  // an item wider than the area
                QRect r(QPoint(x, y + (height - s.height()) / 2), s);
                if (rtl) r.moveLeft(area.x() + area.right() - r.right());
                items_[i]->setGeometry(r);
                x += s.width() + g;
            }
        }
        y += height + (last < count() ? g : 0);
        first = std::max(last, first + 1);
    }
    return y - area.y() + contentsMargins().top() + contentsMargins().bottom();
}

QWidget* flow_row(QWidget* parent, const std::vector<std::vector<QWidget*>>& groups) {
    auto* row = new QWidget(parent);
    auto* flow = new FlowLayout(row);
    flow->setContentsMargins(0, 0, 0, 0);
    for (const std::vector<QWidget*>& group : groups) {
        if (group.size() == 1) {
            flow->addWidget(group.front());
            continue;
        }
        auto* unit = new QWidget(row);
        auto* line = new QHBoxLayout(unit);
        line->setContentsMargins(0, 0, 0, 0);
        for (QWidget* w : group) line->addWidget(w);
        flow->addWidget(unit);
    }
    return row;
}

}  // namespace attn::ui
