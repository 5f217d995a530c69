// HeadTileGrid: a model's heads as small square maps in a grid — rows are
// layers, columns heads — each under a one-line title ("1·2 previous token",
// "1·2 prev" in a small tile).
// It paints images it is given (one per head, ModelHeads::thumbnail) scaled
// into their tiles, so a repaint or a resize of 144 heads at n = 1024 costs
// 144 image blits, never a pass over the weights. Tiles fit the width (within
// kMinSide … kMaxSide px; past the least it scrolls in its QScrollArea).
// A click on a tile, or the arrow keys, choose a head (headClicked).
#pragma once

#include <QImage>
#include <QStringList>
#include <QWidget>
#include <vector>

namespace attn::ui {

class HeadTileGrid : public QWidget {
    Q_OBJECT
  public:
    static constexpr int kMinSide = 40, kMaxSide = 160;  // a map's side in the grid, px

    explicit HeadTileGrid(QWidget* parent = nullptr);

    // Every head's image, title, the title's short form (drawn when the title
    // does not fit its tile; elided past that) and tooltip (L · h each, head
    // (l, j) at l · h + j); every head shown until setShown.
    void setHeads(int layers, int heads, std::vector<QImage> images, QStringList titles,
                  QStringList shortTitles, QStringList tips);
    void clear() { setHeads(0, 0, {}, {}, {}, {}); }
    // The grid's rows (layers) and columns (heads), ascending, and which heads
    // of them are drawn (L · h flags: a pattern filter leaves gaps).
    void setShown(std::vector<int> layers, std::vector<int> heads, std::vector<bool> drawn);
    void setSelected(int layer, int head);
    int selectedLayer() const { return layer_; }
    int selectedHead() const { return head_; }

    int layers() const { return layers_; }
    int heads() const { return heads_; }
    // Whether head (l, j) is drawn now, its tile (title and map) and its map's square.
    bool isDrawn(int layer, int head) const;
    QRect tileRect(int layer, int head) const;
    QRect mapRect(int layer, int head) const;
    QString title(int layer, int head) const;
    QString tip(int layer, int head) const;  // the tile's tooltip (rich text), "" outside the grid
    const QImage& image(int layer, int head) const;
    // The head drawn under `pos`, or (−1, −1).
    std::pair<int, int> headAt(QPoint pos) const;

    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int w) const override;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

  signals:
    void headClicked(int layer, int head);

  protected:
    void showSelected();  // the chosen tile scrolled into view (in a scroll area)
    void paintEvent(QPaintEvent*) override;
    void mousePressEvent(QMouseEvent* e) override;
    void keyPressEvent(QKeyEvent* e) override;
    bool event(QEvent* e) override;  // tooltips

  private:
    int side(int width) const;  // a map's side at this widget width
    int titleHeight() const;
    std::size_t index(int layer, int head) const {
        return std::size_t(layer) * std::size_t(heads_) + std::size_t(head);
    }
    void moveSelection(int dRow, int dCol);

    int layers_ = 0, heads_ = 0;
    std::vector<QImage> images_;
    QStringList titles_, short_, tips_;
    std::vector<int> rows_, cols_;  // shown layers and heads
    std::vector<bool> drawn_;
    int layer_ = -1, head_ = -1;
};

}  // namespace attn::ui
