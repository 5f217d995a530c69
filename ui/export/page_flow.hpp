// PageFlow: blocks laid out top to bottom over pages of one size, as a
// document is printed — fixed blocks (a heading, a figure) move whole to the
// next page when they do not fit (never split; one taller than a page is cut);
// text (a QTextDocument) breaks between its lines; a block kept with the next
// moves on with it (a heading never ends a page). Lay out first (paginate), so the page count and
// the page of any block are known while painting ("page 3 of 7", "the answer is on page 6").
// Lengths are the paint device's pixels.
#pragma once

#include <QMarginsF>
#include <QRectF>
#include <QSizeF>
#include <functional>
#include <memory>
#include <vector>

class QPainter;
class QPagedPaintDevice;
class QTextDocument;

namespace attn::ui {

class PageFlow {
  public:
    PageFlow(QSizeF page, QMarginsF margins) : page_(page), margins_(margins) {}

    double width() const { return page_.width() - margins_.left() - margins_.right(); }
    double height() const { return page_.height() - margins_.top() - margins_.bottom(); }

    // A block `height` tall; `paint` draws it with the painter's origin at its
    // top-left corner. `keep` more pixels of what follows must fit beside it
    // on its page (a heading stays with its first lines). Returns its index.
    int addFixed(double height, std::function<void(QPainter&)> paint, double keep = 0);
    // A fixed block that may be drawn as short as `min_height` where that
    // fills what is left of a page (or of a page it is taller than) instead of
    // leaving it empty: `paint` gets the height it was given.
    int addShrinkable(double height, double min_height,
                      std::function<void(QPainter&, double height)> paint);
    // `doc`, laid out at width() by the caller (its paint device set), broken
    // between lines across pages.
    int addText(std::shared_ptr<QTextDocument> doc);
    void addSpace(double px);  // dropped at the top of a page
    // A space with a thin line across its middle (between two steps); dropped at the top of a page.
    void addRule(double px);
    void addPageBreak();
    // `block` goes to the next page unless the start of what follows fits on
    // its page too: all of the next fixed block, or the first kKeepLines lines
    // of the next text (a chain of kept blocks moves together). A text block kept
    // so moves whole (it is not broken) when it and that start fit a page together.
    void keepWithNext(int block);
    static constexpr int kKeepLines = 2;

    // Places every block; returns the number of pages (at least 1).
    int paginate();
    int pages() const { return pages_; }
    int pageOf(int block) const;          // 1-based, after paginate()
    double blockHeight(int block) const;  // as added (a text: its laid-out height)

    // Where the blocks fell, after paginate(): one slice per page a block is on
    // (a fixed block: exactly one), in the content area's coordinates of its page.
    struct Slice {
        int block = 0, page = 0;
        double top = 0, bottom = 0;
    };
    std::vector<Slice> slices() const;
    QRectF contentRect() const { return {margins_.left(), margins_.top(), width(), height()}; }

    // Paints the pages into `device` (its first page already begun), then
    // `decorate` on each page (page numbers) with the painter's origin at the page's top-left.
    // `wanted` (when given) picks the 1-based pages painted; the others take no device page.
    void paint(QPagedPaintDevice& device, QPainter& p,
               const std::function<void(QPainter&, int page)>& decorate,
               const std::function<bool(int page)>& wanted = {}) const;

  private:
    struct Block {
        enum class Kind { Fixed, Text, Space, Rule, Break } kind;
        double height = 0, keep = 0;
        bool keep_next = false;
        std::function<void(QPainter&, double height)> paint;
        std::shared_ptr<QTextDocument> doc;
        std::vector<double> breaks;  // Text: the bottoms of its lines, ascending
        double min_height =
            0;  // Fixed: the least it may be drawn at (addShrinkable), else its height
    };
    // A block's slice placed on a page: [from, to) of its height, at y.
    struct Placed {
        int block = 0, page = 0;
        double y = 0, from = 0, to = 0;
    };
    static std::vector<double> line_bottoms(QTextDocument& doc);
    double keptHeight(int block) const;  // what must fit on the page with `block` (keepWithNext)
    void paintPlaced(QPainter& p, const Placed& at) const;
    // paginate() of a fixed or a text block, from `y` of `page` on (both moved on past it).
    void placeFixed(int i, int& page, double& y);
    void placeText(int i, int& page, double& y);

    QSizeF page_;
    QMarginsF margins_;
    std::vector<Block> blocks_;
    std::vector<Placed> placed_;
    int pages_ = 1;
};

}  // namespace attn::ui
