#include "style/figure_style.hpp"

#include <QPainter>
#include <algorithm>
#include <cmath>
#include <limits>
#include <stdexcept>

#include "style/heatmap_look.hpp"

namespace attn::ui {

const char* figure_style_name(FigureStyle s) {
    switch (s) {
        case FigureStyle::Light:
            return "light";
        case FigureStyle::Dark:
            return "dark";
        case FigureStyle::Print:
            return "print";
    }
    return "light";
}

FigureStyle figure_style_from_name(const QString& name) {
    for (FigureStyle s : {FigureStyle::Light, FigureStyle::Dark, FigureStyle::Print})
        if (name == QLatin1String(figure_style_name(s))) return s;
    throw std::invalid_argument("unknown style '" + name.toStdString() +
                                "' (expected light, dark or print)");
}

FigurePalette palette_for(FigureStyle style) {
    FigurePalette p;
    // Okabe–Ito: vermillion, blue, bluish green, orange, reddish purple, sky blue.
    p.series = {QColor(0xD5, 0x5E, 0x00), QColor(0x00, 0x72, 0xB2), QColor(0x00, 0x9E, 0x73),
                QColor(0xE6, 0x9F, 0x00), QColor(0xCC, 0x79, 0xA7), QColor(0x56, 0xB4, 0xE9)};
    switch (style) {
        case FigureStyle::Light:
            p.background = QColor(0xFF, 0xFF, 0xFF);
            p.text = QColor(0x20, 0x20, 0x20);
            p.muted = QColor(0x80, 0x80, 0x80);
            p.grid = QColor(0xD0, 0xD0, 0xD0);
            p.masked = heatmap_look(style).masked;
            p.guide = QColor(0xD0, 0xD0, 0xD0);
            p.line_width = 1.0;
            break;
        case FigureStyle::Dark:
            p.background = QColor(0x1E, 0x1F, 0x22);
            p.text = QColor(0xEE, 0xEE, 0xEE);
            p.muted = QColor(0xA0, 0xA0, 0xA0);
            p.grid = QColor(0x4A, 0x4C, 0x50);
            p.masked = heatmap_look(style).masked;
            p.guide = QColor(0x4A, 0x4C, 0x50);
            p.line_width = 1.0;
            p.series[1] = QColor(0x56, 0xB4, 0xE9);  // sky blue reads better than blue on dark
            p.series[5] = QColor(0x00, 0x72, 0xB2);
            break;
        case FigureStyle::Print:
            p.background = QColor(0xFF, 0xFF, 0xFF);
            p.text = QColor(0x00, 0x00, 0x00);
            p.muted = QColor(0x60, 0x60, 0x60);
            p.grid = QColor(0x00, 0x00, 0x00);
            p.masked = heatmap_look(style).masked;
            p.guide = QColor(0xB0, 0xB0, 0xB0);
            p.line_width = 0.5;
            break;
    }
    return p;
}

QColor sentence_colour(const FigurePalette& p, int slot) {
    const int n = int(p.series.size());
    return p.series[size_t(((slot % n) + n) % n)];
}

QFont figure_font(double px, bool bold) {
    QFont f(QStringLiteral("DejaVu Sans"));
    f.setPixelSize(std::max(1, int(std::lround(px))));
    f.setBold(bold);
    f.setHintingPreference(QFont::PreferNoHinting);  // same glyph advances at every scale
    f.setKerning(false);
    return f;
}

ValueScale::ValueScale(bool probabilities, double lo, double hi,
                       std::optional<ColorMap> requested) {
    map_ = requested.value_or(probabilities ? ColorMap::Viridis : ColorMap::Diverging);
    if (probabilities) {
        lo = 0;
        hi = 1;
    }
    centred_ = map_ == ColorMap::Diverging;
    if (centred_) {
        const double limit = std::max({std::abs(lo), std::abs(hi), 1e-12});
        lo_ = -limit;
        hi_ = limit;
    } else {
        lo_ = lo;
        hi_ = hi > lo ? hi : lo + 1;
    }
}

QColor ValueScale::color(double v) const {
    if (centred_) return diverging_color(v, hi_);
    return sequential_color((v - lo_) / (hi_ - lo_), map_);
}

double rounded_as_printed(double v, int decimals) {
    const double k = std::pow(10.0, decimals);
    return std::round(v * k) / k;
}

double blend_term(double weight, double value, int decimals) {
    const double k = std::pow(10.0, decimals);
    if (!std::isfinite(weight) || !std::isfinite(value) || std::abs(value) > 1e9 ||
        std::abs(weight) > 1e9 || decimals > 6)
        return rounded_as_printed(rounded_as_printed(weight, decimals) * value, decimals);
    // Integers in units of 10^-decimals: the product is exact in 10^-2·decimals units.
    const long long w = std::llround(weight * k), v = std::llround(value * k), kk = std::llround(k);
    const long long p = w * v;
    const long long q = (std::llabs(p) + kk / 2) / kk;  // half away from zero
    return double(p < 0 ? -q : q) / k;
}

void draw_cell_number(QPainter& p, const QRectF& cell, const QColor& bg, const QString& text) {
    p.setPen(text_color_on(bg));
    p.drawText(cell, Qt::AlignCenter, text);
}

}  // namespace attn::ui
