// HeadLinesView: the head view in the window — the HeadLinesData of one
// sentence painted by the figure's own painter (paint_head_lines_rows), as
// tall as its rows (it sits in a scroll area: a 1,024-token sentence
// scrolls). Only the rows in view are painted, with the lines that have an
// end among them. Hovering a left token shows only its lines; a click keeps
// that token (a second click on it, a click elsewhere or Esc lets go), and
// the hovered token wins while the pointer is on one.
#pragma once

#include <QWidget>
#include <vector>

#include "figures/head_lines_figure.hpp"
#include "viewdata/head_lines.hpp"

namespace attn::ui {

class HeadLinesView : public QWidget {
    Q_OBJECT
  public:
    explicit HeadLinesView(QWidget* parent = nullptr);

    // Every token's lines (data.focus is ignored); a kept token past the new
    // sentence's end is let go.
    void setData(HeadLinesData data);
    const HeadLinesData& data() const { return all_; }
    // What is drawn now: data() with only focus()'s lines.
    HeadLinesData shown() const { return with_focus(all_, focus()); }

    int hovered() const { return hovered_; }
    int selected() const { return selected_; }
    int focus() const { return hovered_ >= 0 ? hovered_ : selected_; }  // −1: every token's lines
    void setSelected(int token);                                        // −1: none

    HeadLinesLayout rowsLayout() const;  // at the current width
    // The centre of token i's left label (where to hover it), in widget coordinates.
    QPoint tokenPoint(int i) const;
    // Lines painted by the last paint (the rows in view only).
    int paintedLines() const { return painted_; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

  signals:
    void focusChanged(int token);  // focus() changed (hover or click)

  protected:
    void paintEvent(QPaintEvent* e) override;
    void mouseMoveEvent(QMouseEvent* e) override;
    void mousePressEvent(QMouseEvent* e) override;
    void leaveEvent(QEvent* e) override;
    void keyPressEvent(QKeyEvent* e) override;
    void changeEvent(QEvent* e) override;

  private:
    double fontPx() const;
    int tokenAt(const QPointF& pos) const;  // a left label under pos, or −1
    void setHovered(int token);
    void updateHeight();

    HeadLinesData all_;
    HeadLinesLayout natural_;  // of all_ at the widget's font: label widths measured once
    std::vector<int>
        byTo_;  // indices of all_.lines ordered by `to` (lines are ordered by `from` already)
    int hovered_ = -1, selected_ = -1;
    mutable int painted_ = 0;
};

}  // namespace attn::ui
