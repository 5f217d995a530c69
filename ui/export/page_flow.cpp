#include "export/page_flow.hpp"

#include <QAbstractTextDocumentLayout>
#include <QPagedPaintDevice>
#include <QPainter>
#include <QPen>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextLayout>
#include <QTextTable>
#include <algorithm>

namespace attn::ui {

int PageFlow::addFixed(double height, std::function<void(QPainter&)> paint, double keep) {
    blocks_.push_back({Block::Kind::Fixed,
                       height,
                       keep,
                       false,
                       [paint = std::move(paint)](QPainter& p, double) { paint(p); },
                       nullptr,
                       {},
                       height});
    return int(blocks_.size()) - 1;
}

int PageFlow::addShrinkable(double height, double min_height,
                            std::function<void(QPainter&, double)> paint) {
    blocks_.push_back({Block::Kind::Fixed,
                       height,
                       0,
                       false,
                       std::move(paint),
                       nullptr,
                       {},
                       std::clamp(min_height, 0.0, height)});
    return int(blocks_.size()) - 1;
}

int PageFlow::addText(std::shared_ptr<QTextDocument> doc) {
    Block b{Block::Kind::Text, doc->size().height(), 0, false, {}, doc, line_bottoms(*doc)};
    blocks_.push_back(std::move(b));
    return int(blocks_.size()) - 1;
}

void PageFlow::addSpace(double px) {
    blocks_.push_back({Block::Kind::Space, px, 0, false, {}, nullptr, {}});
}

void PageFlow::addRule(double px) {
    blocks_.push_back({Block::Kind::Rule, px, 0, false, {}, nullptr, {}});
}

void PageFlow::addPageBreak() {
    blocks_.push_back({Block::Kind::Break, 0, 0, false, {}, nullptr, {}});
}

void PageFlow::keepWithNext(int block) {
    if (block >= 0 && block < int(blocks_.size())) blocks_[size_t(block)].keep_next = true;
}

double PageFlow::keptHeight(int block) const {
    double h = 0;
    for (int i = block; i < int(blocks_.size()); ++i) {
        const Block& b = blocks_[size_t(i)];
        switch (b.kind) {
            case Block::Kind::Break:
                return h;
            case Block::Kind::Space:
            case Block::Kind::Rule:
                h += b.height;
                break;
            case Block::Kind::Text: {
                if (b.keep_next) {  // a short text kept whole with what follows it
                    h += b.height;
                    break;
                }
                const size_t k = std::min(b.breaks.size(), size_t(kKeepLines));
                return h + (k ? b.breaks[k - 1] : b.height);
            }
            case Block::Kind::Fixed:
                h += b.height;
                if (i == block || b.keep_next) break;  // a chain of kept blocks
                return h;
        }
    }
    return h;
}

std::vector<double> PageFlow::line_bottoms(QTextDocument& doc) {
    std::vector<double> out;
    QAbstractTextDocumentLayout* layout = doc.documentLayout();
    for (QTextBlock b = doc.begin(); b.isValid(); b = b.next()) {
        const QRectF box = layout->blockBoundingRect(b);
        const QTextLayout* lines = b.layout();
        for (int i = 0; lines && i < lines->lineCount(); ++i)
            out.push_back(box.top() + lines->lineAt(i).rect().bottom());
    }
    out.push_back(doc.size().height());
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    // A table is not broken between its rows: a page ending inside one cut it from its border
    // and its last rows (the breaks inside each table go; its bottom stays).
    for (QTextFrame* f : doc.rootFrame()->childFrames()) {
        if (!qobject_cast<QTextTable*>(f)) continue;
        const QRectF box = layout->frameBoundingRect(f);
        std::erase_if(out, [&](double y) { return y > box.top() + 0.5 && y < box.bottom() - 0.5; });
        out.insert(std::upper_bound(out.begin(), out.end(), box.bottom()), box.bottom());
        out.erase(std::unique(out.begin(), out.end()), out.end());
    }
    return out;
}

int PageFlow::paginate() {
    placed_.clear();
    int page = 1;
    double y = 0;  // from the top of the content area
    const auto next_page = [&] { ++page, y = 0; };
    for (int i = 0; i < int(blocks_.size()); ++i) {
        const Block& b = blocks_[size_t(i)];
        switch (b.kind) {
            case Block::Kind::Break:
                if (y > 0) next_page();
                break;
            case Block::Kind::Space:
                if (y > 0) y = std::min(height(), y + b.height);
                break;
            case Block::Kind::Rule:
                if (y > 0 && y + b.height < height()) {
                    placed_.push_back({i, page, y, 0, b.height});
                    y += b.height;
                } else if (y > 0) {
                    next_page();
                }
                break;
            case Block::Kind::Fixed:
                placeFixed(i, page, y);
                break;
            case Block::Kind::Text:
                placeText(i, page, y);
                break;
        }
    }
    pages_ = page;
    return pages_;
}

// Places fixed block `i` at `y` of `page`, or at the top of the next page (both moved on past it);
// a block that may shrink is drawn smaller to end this page when it fits so.
void PageFlow::placeFixed(int i, int& page, double& y) {
    const Block& b = blocks_[size_t(i)];
    const auto next_page = [&] { ++page, y = 0; };
    // What must share the page: the block and what it keeps with it,
    // unless all that is taller than a page anyway.
    const double need =
        std::max(b.height + b.keep, b.keep_next ? std::min(keptHeight(i), height()) : 0.0);
    double h = b.height;
    const bool shrinks = b.min_height < b.height && !b.keep_next;
    if (y > 0 && y + need > height()) {
        if (shrinks && y + b.min_height <= height())
            h = height() - y;  // drawn smaller to end this page
        else
            next_page();
    }
    if (y == 0 && shrinks && h > height())
        h = std::max(b.min_height, height());  // taller than a page
    placed_.push_back({i, page, y, 0, h});
    y += h;
}

// Places text block `i` from `y` of `page` on, line by line over as many pages as it needs (both
// moved on past it).
void PageFlow::placeText(int i, int& page, double& y) {
    const Block& b = blocks_[size_t(i)];
    const auto next_page = [&] { ++page, y = 0; };
    // A text kept with the next block starts a page rather than end this one above it, when
    // the two together fit a page.
    if (b.keep_next && y > 0) {
        const double need = keptHeight(i);
        if (need <= height() && y + need > height()) next_page();
    }
    double from = 0;
    while (from < b.height - 0.5) {
        // The last line bottom that fits in what is left of the page.
        const auto fit =
            std::upper_bound(b.breaks.begin(), b.breaks.end(), from + (height() - y) + 0.01);
        double to = fit == b.breaks.begin() ? from : *std::prev(fit);
        if (to <= from + 0.5) {  // not one more line fits here
            if (y > 0) {
                next_page();
                continue;
            }
            to = std::min(b.height,
                          from + height());  // a line taller than a page: cut it
        }
        placed_.push_back({i, page, y, from, to});
        y += to - from;
        from = to;
        if (from < b.height - 0.5) next_page();
    }
}

std::vector<PageFlow::Slice> PageFlow::slices() const {
    std::vector<Slice> out;
    for (const Placed& at : placed_)
        if (blocks_[size_t(at.block)].kind != Block::Kind::Rule)
            out.push_back({at.block, at.page, at.y, at.y + at.to - at.from});
    return out;
}

double PageFlow::blockHeight(int block) const {
    return block >= 0 && block < int(blocks_.size()) ? blocks_[size_t(block)].height : 0.0;
}

int PageFlow::pageOf(int block) const {
    for (const Placed& at : placed_)
        if (at.block == block) return at.page;
    return 0;
}

void PageFlow::paintPlaced(QPainter& p, const Placed& at) const {
    const Block& b = blocks_[size_t(at.block)];
    p.save();
    p.translate(margins_.left(), margins_.top() + at.y);
    if (b.kind == Block::Kind::Fixed) {
        b.paint(p, at.to - at.from);
    } else if (b.kind == Block::Kind::Rule) {
        p.setPen(QPen(QColor(0xc8, 0xc8, 0xc8), 1));
        p.drawLine(QPointF(0, b.height / 2), QPointF(width(), b.height / 2));
    } else {
        p.translate(0, -at.from);
        const QRectF slice(0, at.from, width(), at.to - at.from);
        p.setClipRect(slice);
        b.doc->drawContents(&p, slice);
    }
    p.restore();
}

void PageFlow::paint(QPagedPaintDevice& device, QPainter& p,
                     const std::function<void(QPainter&, int)>& decorate,
                     const std::function<bool(int)>& wanted) const {
    bool begun = false;  // a page painted: the next one needs a new device page
    size_t k = 0;
    for (int page = 1; page <= pages_; ++page) {
        const bool paints = !wanted || wanted(page);
        if (paints && begun) device.newPage();
        for (; k < placed_.size() && placed_[k].page == page; ++k)
            if (paints) paintPlaced(p, placed_[k]);
        if (!paints) continue;
        if (decorate) decorate(p, page);
        begun = true;
    }
}

}  // namespace attn::ui
