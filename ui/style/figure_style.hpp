// The look shared by every exported figure: style (light, dark, print),
// colour map, numbers on/off, title, caption, font size; and the helpers the
// figure painters share (fonts, number text, cell colouring, eliding).
// All lengths are logical pixels (1 px = 1/96 inch); PNG export multiplies
// them by its scale, SVG and PDF keep them as vectors.
#pragma once

#include <QColor>
#include <QFont>
#include <QString>
#include <array>
#include <optional>

#include "style/color_map.hpp"
#include "style/number_format.hpp"

class QPainter;
class QRectF;

namespace attn::ui {

enum class FigureStyle { Light, Dark, Print };

// "light", "dark", "print".
const char* figure_style_name(FigureStyle s);
// Throws std::invalid_argument listing the known names.
FigureStyle figure_style_from_name(const QString& name);

struct FigureOptions {
    FigureStyle style = FigureStyle::Light;
    std::optional<ColorMap>
        color_map;        // empty: the figure's own (viridis weights, diverging scores)
    bool numbers = true;  // values written in heatmap and table cells
    QString title;        // drawn above the figure when not empty
    QString caption;      // drawn below, word-wrapped, when not empty
    double font_px = 13;  // base text size in logical pixels (8…40)
    int decimals = 3;     // digits after the point in cell numbers
    // Presentation mode: maps and tables as tight as their text allows (cells
    // just big enough for their number, or for their label when no number is
    // printed; colour-bar ticks at the full text size), so a slide's figures
    // stay large in type. The figure's look is otherwise the same.
    bool compact = false;
    // A figure given its size (an export at --width/--height, or the Export dialog's size): maps
    // grow their cells to fill the box (the text keeps its size); otherwise they stop at their
    // natural size, centred in a larger box.
    bool fill = false;
};

// Colours and line widths of a style.
struct FigurePalette {
    QColor background, text, muted, grid, masked;
    QColor guide;                  // light reference lines in plots (tick grid)
    double line_width = 1.0;       // axes, grid, frames
    std::array<QColor, 6> series;  // sentences / curves, colour-blind-safe (Okabe–Ito)
};
FigurePalette palette_for(FigureStyle style);
// The colour of the lesson's sentence `slot` (its index in the lesson): the
// window's Vectors pane and every figure give a sentence the same colour.
QColor sentence_colour(const FigurePalette& p, int slot);

// DejaVu Sans at `px` pixels (the same face on every machine with the build's fonts).
QFont figure_font(double px, bool bold = false);

// Value → cell colour. Probabilities (weights) run 0…1 on a sequential map;
// scores and embeddings are centred on 0 (diverging) with the limit max|v|,
// or stretched min…max when a sequential map is asked for.
class ValueScale {
  public:
    ValueScale() = default;
    ValueScale(bool probabilities, double lo, double hi, std::optional<ColorMap> requested);
    QColor color(double v) const;  // v finite
    ColorMap map() const { return map_; }
    double low() const { return lo_; }
    double high() const { return hi_; }
    bool centred() const { return centred_; }

  private:
    ColorMap map_ = ColorMap::Viridis;
    bool centred_ = false;
    double lo_ = 0, hi_ = 1;  // centred: -limit … limit
};

// `v` rounded to `decimals` digits, as number_text prints it: the blend tables
// scale each row by the weight a reader sees (0.317 × 0.9 = 0.285, the seed's term).
double rounded_as_printed(double v, int decimals);
// A blend term as a reader works it out on paper: the weight and the value as
// printed (`decimals` digits) multiplied exactly, then rounded half away from
// zero to `decimals` digits (0.525 × 0.3 = 0.1575 → 0.158, where a float
// product would print 0.157). Values beyond 1e9 fall back to double arithmetic.
double blend_term(double weight, double value, int decimals);

// Draws `text` centred in `cell`, black or white for the cell colour `bg`.
void draw_cell_number(QPainter& p, const QRectF& cell, const QColor& bg, const QString& text);

}  // namespace attn::ui
