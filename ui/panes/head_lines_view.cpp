#include "panes/head_lines_view.hpp"

#include <QFontInfo>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPaintEvent>
#include <QPainter>
#include <algorithm>
#include <cmath>

namespace attn::ui {
namespace {

constexpr int kMargin = 6;         // around the rows (px)
constexpr double kMinGapText = 5;  // the least room for the lines, in text sizes
constexpr double kGapShare =
    0.6;  // of the width beyond the labels, at most this much goes to the lines…
constexpr double kMaxGapText = 30;  // … and no more than 30 text sizes
constexpr double kMaxSpread = 2.5;  // rows spread to at most 2.5 × their height to fill the pane

}  // namespace

HeadLinesView::HeadLinesView(QWidget* parent) : QWidget(parent) {
    setMouseTracking(true);
    setFocusPolicy(Qt::ClickFocus);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Minimum);
    setAttribute(Qt::WA_OpaquePaintEvent);
}

double HeadLinesView::fontPx() const {
    const int px = QFontInfo(font()).pixelSize();
    return px > 0 ? px : 13;
}

void HeadLinesView::setData(HeadLinesData data) {
    all_ = std::move(data);
    all_.focus = -1;
    byTo_.resize(all_.lines.size());
    for (size_t i = 0; i < byTo_.size(); ++i) byTo_[i] = int(i);
    std::stable_sort(byTo_.begin(), byTo_.end(), [this](int a, int b) {
        return all_.lines[size_t(a)].to < all_.lines[size_t(b)].to;
    });
    const int before = focus();
    if (hovered_ >= all_.n()) hovered_ = -1;
    if (selected_ >= all_.n()) selected_ = -1;
    natural_ = natural_head_lines_layout(all_, fontPx());
    updateHeight();
    update();
    if (focus() != before) emit focusChanged(focus());
}

HeadLinesLayout HeadLinesView::rowsLayout() const {
    HeadLinesLayout L = natural_;
    // The window scrolls: every row keeps its label; a few tokens spread over a tall pane.
    const double base = std::round(fontPx() * 1.6);
    L.pitch = all_.n() > 0
                  ? std::clamp((height() - 2.0 * kMargin) / all_.n(), base, base * kMaxSpread)
                  : base;
    L.label_every = 1;
    const double room = width() - 2 * kMargin;
    const double least = std::round(fontPx() * kMinGapText);
    L.gap = std::clamp((room - 2 * L.label_w) * kGapShare, least, fontPx() * kMaxGapText);
    if (2 * L.label_w + L.gap > room) L.label_w = std::max(fontPx() * 4, (room - L.gap) / 2);
    L.x = std::round(kMargin + std::max(0.0, (room - L.width()) / 2));
    L.top = kMargin;
    return L;
}

QPoint HeadLinesView::tokenPoint(int i) const {
    const HeadLinesLayout L = rowsLayout();
    return QPointF(L.left_anchor() - L.label_w / 2, L.row_y(i)).toPoint();
}

QSize HeadLinesView::sizeHint() const {
    const HeadLinesLayout& L = natural_;
    return {int(std::ceil(L.width())) + 2 * kMargin, minimumSizeHint().height()};
}

QSize HeadLinesView::minimumSizeHint() const {
    const double pitch = std::round(fontPx() * 1.6);
    const double label = fontPx() * 4 + fontPx() * 0.5;
    return {int(std::ceil(2 * label + fontPx() * kMinGapText)) + 2 * kMargin,
            int(std::ceil(all_.n() * pitch)) + 2 * kMargin};
}

void HeadLinesView::updateHeight() {
    setMinimumHeight(minimumSizeHint().height());
    updateGeometry();
}

void HeadLinesView::paintEvent(QPaintEvent* e) {
    QPainter p(this);
    p.setLayoutDirection(Qt::LeftToRight);  // the head view is a figure: tokens looking on the left
                                            // in every language
    const FigurePalette pal = palette_for(FigureStyle::Light);
    p.fillRect(e->rect(), pal.background);
    p.setRenderHint(QPainter::Antialiasing, true);
    p.setRenderHint(QPainter::TextAntialiasing, true);
    painted_ = 0;
    const int n = all_.n();
    if (n == 0) return;
    const HeadLinesLayout L = rowsLayout();
    const int first = std::max(0, int(std::floor((e->rect().top() - L.top) / L.pitch)));
    const int last = std::min(n - 1, int(std::ceil((e->rect().bottom() - L.top) / L.pitch)));
    if (first > last) return;
    HeadLinesData focused;
    if (focus() >= 0) focused = shown();
    const HeadLinesData& d = focus() >= 0 ? focused : all_;
    // The lines with an end in view: from-rows by range (lines are ordered by
    // `from`), to-rows through byTo_ (a focus keeps a handful: all of them).
    std::vector<int> only;
    if (d.focus >= 0) {
        for (size_t i = 0; i < d.lines.size(); ++i) only.push_back(int(i));
    } else {
        const auto by_from = [](const HeadLine& l, int i) { return l.from < i; };
        const auto lo = std::lower_bound(d.lines.begin(), d.lines.end(), first, by_from);
        const auto hi = std::lower_bound(d.lines.begin(), d.lines.end(), last + 1, by_from);
        for (auto it = lo; it != hi; ++it) only.push_back(int(it - d.lines.begin()));
        const auto by_to = [this](int k, int i) { return all_.lines[size_t(k)].to < i; };
        const auto tlo = std::lower_bound(byTo_.begin(), byTo_.end(), first, by_to);
        const auto thi = std::lower_bound(byTo_.begin(), byTo_.end(), last + 1, by_to);
        for (auto it = tlo; it != thi; ++it) {
            const HeadLine& l = d.lines[size_t(*it)];
            if (l.from < first || l.from > last) only.push_back(*it);  // else already taken
        }
    }
    const double margin = fontPx();  // beyond the widest pen
    painted_ =
        paint_head_lines_rows(p, d, L, pal, first, last, &only,
                              QPointF(e->rect().top() - margin, e->rect().bottom() + margin));
}

int HeadLinesView::tokenAt(const QPointF& pos) const {
    const HeadLinesLayout L = rowsLayout();
    if (pos.x() < L.x - kMargin || pos.x() > L.left_anchor() + L.pad()) return -1;
    return L.row_at(pos.y(), all_.n());
}

void HeadLinesView::setHovered(int token) {
    if (token == hovered_) return;
    const int before = focus();
    hovered_ = token;
    setCursor(token >= 0 ? Qt::PointingHandCursor : Qt::ArrowCursor);
    update();
    if (focus() != before) emit focusChanged(focus());
}

void HeadLinesView::setSelected(int token) {
    if (token < -1 || token >= all_.n()) token = -1;
    if (token == selected_) return;
    const int before = focus();
    selected_ = token;
    update();
    if (focus() != before) emit focusChanged(focus());
}

void HeadLinesView::mouseMoveEvent(QMouseEvent* e) {
    setHovered(tokenAt(e->position()));
    QWidget::mouseMoveEvent(e);
}

void HeadLinesView::mousePressEvent(QMouseEvent* e) {
    if (e->button() != Qt::LeftButton) return QWidget::mousePressEvent(e);
    const int t = tokenAt(e->position());
    setSelected(t >= 0 && t == selected_ ? -1 : t);
}

void HeadLinesView::leaveEvent(QEvent* e) {
    setHovered(-1);
    QWidget::leaveEvent(e);
}

void HeadLinesView::keyPressEvent(QKeyEvent* e) {
    if (e->key() == Qt::Key_Escape && selected_ >= 0) return setSelected(-1);
    QWidget::keyPressEvent(e);
}

void HeadLinesView::changeEvent(QEvent* e) {
    if (e->type() == QEvent::FontChange) {
        natural_ = natural_head_lines_layout(all_, fontPx());
        updateHeight();
    }
    QWidget::changeEvent(e);
}

}  // namespace attn::ui
