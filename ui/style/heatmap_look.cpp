#include "style/heatmap_look.hpp"

namespace attn::ui {

HeatmapLook heatmap_look(FigureStyle style) {
    HeatmapLook l;
    l.hatch_ink = QColor(150, 150, 150);
    l.marked_ink = QColor(0x20, 0x20, 0x20);  // dark on the light marker
    switch (style) {
        case FigureStyle::Light:
            l.masked = QColor(0xD8, 0xD8, 0xD8);
            l.marker = QColor(255, 220, 120);  // the window's header marker
            break;
        case FigureStyle::Dark:
            l.masked = QColor(0x33, 0x35, 0x38);
            l.marker = QColor(255, 220, 120);
            break;
        case FigureStyle::Print:
            l.masked = QColor(0xFF, 0xFF, 0xFF);  // paper: the hatch marks it
            l.marker = QColor(0xD8, 0xD8, 0xD8);  // grey prints on any printer
            break;
    }
    return l;
}

}  // namespace attn::ui
