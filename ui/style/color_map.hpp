// Colour maps shared by every view and every exported figure.
//   Sequential (weights, 0…1): viridis or cividis, colour-blind safe.
//   Diverging (scores, centred on 0): blue – white – red.
//   Grey: white → black, for photocopies.
#pragma once

#include <QColor>
#include <QString>

namespace attn::ui {

enum class ColorMap { Viridis, Diverging, Grey, Cividis };

// "viridis", "cividis", "diverging", "grey" (the names the CLI and dialogs use).
const char* color_map_name(ColorMap map);
// Throws std::invalid_argument listing the known names.
ColorMap color_map_from_name(const QString& name);

// t in [0, 1] (clamped; NaN gives mid grey).
QColor sequential_color(double t, ColorMap map = ColorMap::Viridis);
// v in [-limit, limit] centred on 0 (clamped).
QColor diverging_color(double v, double limit);
// Black or white, whichever has the higher WCAG contrast ratio on
// `background` (at least 4.58:1 on any colour).
QColor text_color_on(const QColor& background);
// WCAG 2 relative luminance (linear light, 0…1) and contrast ratio (1…21).
double relative_luminance(const QColor& c);
double contrast_ratio(const QColor& a, const QColor& b);

}  // namespace attn::ui
