// Rasterising a matrix for the heatmaps' overview: the window's HeatmapView,
// the training dock's small maps and the exported figures all draw a large
// map through this one function, so they agree on what a pixel shows.
//
// A pixel covers a block of cells when there are more cells than pixels; it
// then shows the block's most extreme value — the maximum for weights (0…1),
// the largest |v| for scores centred on 0 — so one strong weight among
// thousands of small ones stays visible at any size. Masked cells (causal,
// above the diagonal) and non-finite values take no part; a block with nothing
// else shows `masked`.
#pragma once

#include <QImage>
#include <QRgb>
#include <array>

#include "attnlab/support/types.hpp"

namespace attn::ui {

// A half-open range of cells: rows [r0, r1) × columns [c0, c1).
struct CellRange {
    int r0 = 0, r1 = 0, c0 = 0, c1 = 0;
    int rows() const { return r1 - r0; }
    int cols() const { return c1 - c0; }
    bool empty() const { return r1 <= r0 || c1 <= c0; }
};

// Colour of a value as a table of kSize steps over [low, high]: a colour per
// pixel without a QColor per pixel. centred: low = −high, extremes by |v|.
class ColorLut {
  public:
    static constexpr int kSize = 512;
    ColorLut() = default;
    template <class ColorOf>  // ColorOf: double → QColor, called kSize times
    ColorLut(double low, double high, bool centred, ColorOf color_of)
        : low_(low), high_(high), centred_(centred) {
        for (int i = 0; i < kSize; ++i)
            table_[size_t(i)] = color_of(low + (high - low) * i / (kSize - 1)).rgb();
    }
    QRgb operator()(float v) const;
    bool centred() const { return centred_; }

  private:
    double low_ = 0, high_ = 1;
    bool centred_ = false;
    std::array<QRgb, kSize> table_{};
};

// The top of a weights map's colour scale — one rule at every zoom, overview
// and numbers alike, in the window and in figures: 1 while some weight reaches
// kFullScaleWeight (any sentence of up to ten words has one), else the map's
// largest weight rounded up to 1, 2 or 5 × 10^k (a 2,048-word sentence's
// weights are all far below 1: on 0…1 its map would be one dark colour). A
// top below 1 is always shown in a colour bar.
inline constexpr double kFullScaleWeight = 0.1;
double weights_scale_top(double max_weight);

// The cells `range` of m (range within m's shape) as an image of
// min(range.cols, max_pixels.width) × min(range.rows, max_pixels.height)
// pixels (at least 1 × 1 when range is not empty; a null image when it is).
QImage raster_cells(const attn::Matrix& m, CellRange range, QSize max_pixels, const ColorLut& lut,
                    bool causal, QRgb masked);
// A causal map stored as its lower triangle (row i: its i + 1 entries, rows
// one after another, as attn::GptPass keeps every head), drawn as
// raster_cells draws the full n × n map with causal = true — without making it.
QImage raster_triangle(const float* tri, int n, QSize max_pixels, const ColorLut& lut, QRgb masked);

}  // namespace attn::ui
