// Colour maps shared by every view and every exported figure.
//   Sequential (weights, 0…1): viridis, colour-blind safe.
//   Diverging (scores, centred on 0): blue – white – red.
//   Grey: white → black, for photocopies.
#pragma once

#include <QColor>

namespace attn::ui {

enum class ColorMap { Viridis, Diverging, Grey };

// t in [0, 1] (clamped; NaN gives mid grey).
QColor sequential_color(double t, ColorMap map = ColorMap::Viridis);
// v in [-limit, limit] centred on 0 (clamped).
QColor diverging_color(double v, double limit);
// Black or white, whichever reads better on `background`.
QColor text_color_on(const QColor& background);

}  // namespace attn::ui
