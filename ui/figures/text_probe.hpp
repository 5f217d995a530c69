// TextProbe: a paint device that paints nothing and records every run of text
// drawn on it — its string, its size in device pixels (the font's pixel size
// times the painter's scale, rotated text included) and its box. Painting a
// figure, a canvas or a whole window into one measures the text a screen would
// show with the very code that paints the screen: presentation mode's
// readability rule (no text under 18 px, no cell number under 14 px) is tested
// on what is painted, not on a constant.
//
// Cell numbers are told apart by their painters: HeatmapFigure and
// BlendFigure call note_cell_number(p) before each one.
#pragma once

#include <QPaintDevice>
#include <QRectF>
#include <QSize>
#include <QString>
#include <memory>
#include <vector>

class QPainter;

namespace attn::ui {

struct DrawnText {
    QString text;
    double px = 0;  // height of the font in device pixels
    QRectF box;     // where it was drawn, device pixels (its baseline's start and advance)
    bool cell_number = false;
};

class TextProbe : public QPaintDevice {
  public:
    explicit TextProbe(QSize size);
    ~TextProbe() override;

    QPaintEngine* paintEngine() const override;
    const std::vector<DrawnText>& texts() const { return texts_; }

    // The smallest text that is not a cell number, and the smallest cell
    // number; 0 when there is none of that kind.
    double smallestTextPx() const;
    double smallestCellNumberPx() const;

    // Marks the next text drawn with `p`, when `p` paints on a TextProbe, as a cell number.
    static void noteCellNumber(QPainter& p);

  protected:
    int metric(PaintDeviceMetric m) const override;

  private:
    friend class TextProbeEngine;
    QSize size_;
    std::unique_ptr<QPaintEngine> engine_;
    std::vector<DrawnText> texts_;
    bool nextIsCell_ = false;
};

inline void note_cell_number(QPainter& p) { TextProbe::noteCellNumber(p); }

}  // namespace attn::ui
