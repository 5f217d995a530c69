#include "modeldock/head_tile_grid.hpp"

#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QScrollArea>
#include <QToolTip>
#include <algorithm>

namespace attn::ui {
namespace {

constexpr int kGap = 6;        // between tiles, px
constexpr int kMargin = 4;     // around the grid, px
constexpr int kFocusRing = 2;  // px: the focused grid's ring around its chosen tile
constexpr int kBorder = 1;     // a map's frame; the selected map's is kSelectedBorder
constexpr int kSelectedBorder = 3;

int index_of(const std::vector<int>& v, int x) {
    const auto at = std::find(v.begin(), v.end(), x);
    return at == v.end() ? -1 : int(at - v.begin());
}

}  // namespace

HeadTileGrid::HeadTileGrid(QWidget* parent) : QWidget(parent) {
    setLayoutDirection(Qt::LeftToRight);  // layers down, heads across, in every language
    QSizePolicy p(QSizePolicy::Preferred, QSizePolicy::Preferred);
    p.setHeightForWidth(true);
    setSizePolicy(p);
    setFocusPolicy(Qt::StrongFocus);
    setProperty("ownFocusFrame", true);  // the chosen tile's focus ring (paintEvent)
    setMouseTracking(false);
}

void HeadTileGrid::setHeads(int layers, int heads, std::vector<QImage> images, QStringList titles,
                            QStringList shortTitles, QStringList tips) {
    layers_ = layers;
    heads_ = heads;
    images_ = std::move(images);
    titles_ = std::move(titles);
    short_ = std::move(shortTitles);
    tips_ = std::move(tips);
    images_.resize(std::size_t(layers) * std::size_t(heads));
    for (QStringList* list : {&titles_, &short_, &tips_})
        while (list->size() < qsizetype(images_.size())) *list << QString();
    rows_.clear();
    cols_.clear();
    for (int l = 0; l < layers; ++l) rows_.push_back(l);
    for (int j = 0; j < heads; ++j) cols_.push_back(j);
    drawn_.assign(images_.size(), true);
    if (layer_ >= layers || head_ >= heads) layer_ = head_ = -1;
    updateGeometry();
    update();
}

void HeadTileGrid::setShown(std::vector<int> layers, std::vector<int> heads,
                            std::vector<bool> drawn) {
    rows_ = std::move(layers);
    cols_ = std::move(heads);
    drawn_ = std::move(drawn);
    drawn_.resize(images_.size(), false);
    updateGeometry();
    update();
}

void HeadTileGrid::setSelected(int layer, int head) {
    if (layer == layer_ && head == head_) return;
    layer_ = layer;
    head_ = head;
    update();
    showSelected();
}

// The chosen tile scrolled into view in the scroll area the grid sits in (a click in the other
// grid of a pair, the arrows, or a Tab onto a grid whose chosen tile was out of sight).
void HeadTileGrid::showSelected() {
    if (!isDrawn(layer_, head_) || !parentWidget()) return;
    auto* area = qobject_cast<QScrollArea*>(parentWidget()->parentWidget());
    if (!area) return;
    const QRect t = tileRect(layer_, head_);
    area->ensureVisible(t.center().x(), t.center().y(), t.width() / 2 + kGap,
                        t.height() / 2 + kGap);
}

bool HeadTileGrid::isDrawn(int layer, int head) const {
    if (layer < 0 || layer >= layers_ || head < 0 || head >= heads_) return false;
    return drawn_[index(layer, head)] && index_of(rows_, layer) >= 0 && index_of(cols_, head) >= 0;
}

QString HeadTileGrid::title(int layer, int head) const {
    return layer >= 0 && layer < layers_ && head >= 0 && head < heads_
               ? titles_[qsizetype(index(layer, head))]
               : QString();
}

QString HeadTileGrid::tip(int layer, int head) const {
    return layer >= 0 && layer < layers_ && head >= 0 && head < heads_
               ? tips_[qsizetype(index(layer, head))]
               : QString();
}

const QImage& HeadTileGrid::image(int layer, int head) const {
    static const QImage none;
    return layer >= 0 && layer < layers_ && head >= 0 && head < heads_ ? images_[index(layer, head)]
                                                                       : none;
}

int HeadTileGrid::titleHeight() const { return fontMetrics().height() + 2; }

int HeadTileGrid::side(int width) const {
    const int cols = std::max<int>(1, int(cols_.size()));
    const int s = (width - 2 * kMargin - (cols - 1) * kGap) / cols;
    return std::clamp(s, kMinSide, kMaxSide);
}

int HeadTileGrid::heightForWidth(int w) const {
    const int rows = int(rows_.size());
    if (rows == 0 || cols_.empty()) return 0;
    return 2 * kMargin + rows * (titleHeight() + side(w)) + (rows - 1) * kGap;
}

QSize HeadTileGrid::sizeHint() const {
    const int cols = std::max<int>(1, int(cols_.size()));
    const int w = 2 * kMargin + cols * 72 + (cols - 1) * kGap;
    return {w, heightForWidth(w)};
}

QSize HeadTileGrid::minimumSizeHint() const {
    const int cols = std::max<int>(1, int(cols_.size()));
    const int w = 2 * kMargin + cols * kMinSide + (cols - 1) * kGap;
    return {w, heightForWidth(w)};
}

QRect HeadTileGrid::tileRect(int layer, int head) const {
    if (!isDrawn(layer, head)) return {};
    const int r = index_of(rows_, layer), c = index_of(cols_, head);
    const int s = side(width());
    return {kMargin + c * (s + kGap), kMargin + r * (titleHeight() + s + kGap), s,
            titleHeight() + s};
}

QRect HeadTileGrid::mapRect(int layer, int head) const {
    const QRect t = tileRect(layer, head);
    if (t.isNull()) return {};
    return {t.left(), t.top() + titleHeight(), t.width(), t.width()};
}

std::pair<int, int> HeadTileGrid::headAt(QPoint pos) const {
    for (int l : rows_)
        for (int j : cols_)
            if (tileRect(l, j).contains(pos)) return {l, j};
    return {-1, -1};
}

void HeadTileGrid::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setLayoutDirection(layoutDirection());  // a painter starts in the application's direction,
                                              // not the widget's: left to right here
    p.setRenderHint(QPainter::SmoothPixmapTransform,
                    false);  // a pixel is a block of cells: keep its edges
    for (int l : rows_)
        for (int j : cols_) {
            if (!isDrawn(l, j)) continue;
            const QRect tile = tileRect(l, j), map = mapRect(l, j);
            const bool selected = l == layer_ && j == head_;
            QFont f = font();
            f.setBold(selected);
            p.setFont(f);
            p.setPen(palette().windowText().color());
            const QFontMetrics fm(f);
            const QString& full = titles_[qsizetype(index(l, j))];
            const QString& brief = short_[qsizetype(index(l, j))];
            const QString text =
                fm.horizontalAdvance(full) <= tile.width() || brief.isEmpty() ? full : brief;
            p.drawText(QRect(tile.left(), tile.top(), tile.width(), titleHeight()),
                       Qt::AlignLeft | Qt::AlignVCenter,
                       fm.elidedText(text, Qt::ElideRight, tile.width()));
            const QImage& img = images_[index(l, j)];
            if (img.isNull())
                p.fillRect(map, palette().window().color().darker(110));
            else
                p.drawImage(map, img);
            const int border = selected ? kSelectedBorder : kBorder;
            p.setPen(
                QPen(selected ? palette().highlight().color() : palette().mid().color(), border));
            p.setBrush(Qt::NoBrush);
            p.drawRect(
                QRectF(map).adjusted(-border / 2.0, -border / 2.0, border / 2.0, border / 2.0));
            // With the keyboard focus, the chosen tile (its title too) is ringed: the arrows move
            // that ring.
            if (selected && hasFocus()) {
                p.setPen(QPen(palette().highlight().color(), kFocusRing, Qt::DashLine));
                p.drawRect(QRectF(tile)
                               .adjusted(-kFocusRing, -kFocusRing, kFocusRing, kFocusRing)
                               .intersected(QRectF(rect()).adjusted(1, 1, -1, -1)));
            }
        }
    // Focused with no tile chosen: the grid itself is ringed.
    if (hasFocus() && !isDrawn(layer_, head_)) {
        p.setPen(QPen(palette().highlight().color(), kFocusRing));
        p.drawRect(QRectF(rect()).adjusted(1, 1, -1, -1));
    }
}

void HeadTileGrid::mousePressEvent(QMouseEvent* e) {
    if (e->button() != Qt::LeftButton) return QWidget::mousePressEvent(e);
    const auto [l, j] = headAt(e->position().toPoint());
    if (l < 0) return;
    setSelected(l, j);
    emit headClicked(l, j);
}

void HeadTileGrid::moveSelection(int dRow, int dCol) {
    int r = index_of(rows_, layer_), c = index_of(cols_, head_);
    if (r < 0 || c < 0)
        r = c = 0;
    else {
        r = std::clamp(r + dRow, 0, int(rows_.size()) - 1);
        c = std::clamp(c + dCol, 0, int(cols_.size()) - 1);
    }
    if (rows_.empty() || cols_.empty() || !isDrawn(rows_[std::size_t(r)], cols_[std::size_t(c)]))
        return;
    setSelected(rows_[std::size_t(r)], cols_[std::size_t(c)]);
    emit headClicked(layer_, head_);
}

void HeadTileGrid::keyPressEvent(QKeyEvent* e) {
    switch (e->key()) {
        case Qt::Key_Left:
            moveSelection(0, -1);
            break;
        case Qt::Key_Right:
            moveSelection(0, 1);
            break;
        case Qt::Key_Up:
            moveSelection(-1, 0);
            break;
        case Qt::Key_Down:
            moveSelection(1, 0);
            break;
        default:
            QWidget::keyPressEvent(e);
            return;
    }
}

bool HeadTileGrid::event(QEvent* e) {
    if (e->type() == QEvent::FocusIn) showSelected();
    if (e->type() == QEvent::FocusIn || e->type() == QEvent::FocusOut) update();
    if (e->type() == QEvent::ToolTip) {
        auto* h = static_cast<QHelpEvent*>(e);
        const auto [l, j] = headAt(h->pos());
        if (l < 0)
            QToolTip::hideText();
        else
            QToolTip::showText(h->globalPos(), tips_[qsizetype(index(l, j))], this);
        return true;
    }
    return QWidget::event(e);
}

}  // namespace attn::ui
