#include "style/color_map.hpp"

#include <QString>
#include <algorithm>
#include <array>
#include <cmath>
#include <stdexcept>

namespace attn::ui {
namespace {

// Viridis sampled at 9 evenly spaced stops (matplotlib's published table).
constexpr std::array<std::array<int, 3>, 9> kViridis{{{68, 1, 84},
                                                      {71, 44, 122},
                                                      {59, 81, 139},
                                                      {44, 113, 142},
                                                      {33, 144, 141},
                                                      {39, 173, 129},
                                                      {92, 200, 99},
                                                      {170, 220, 50},
                                                      {253, 231, 37}}};

// Cividis (Nuñez et al. 2018) sampled at 10 evenly spaced stops (matplotlib's table).
constexpr std::array<std::array<int, 3>, 10> kCividis{{{0, 34, 78},
                                                       {18, 53, 112},
                                                       {59, 73, 108},
                                                       {87, 93, 109},
                                                       {112, 113, 115},
                                                       {138, 135, 121},
                                                       {166, 157, 117},
                                                       {196, 181, 108},
                                                       {228, 207, 91},
                                                       {254, 232, 56}}};

QColor lerp(const std::array<int, 3>& a, const std::array<int, 3>& b, double f) {
    return QColor(int(std::lround(a[0] + (b[0] - a[0]) * f)),
                  int(std::lround(a[1] + (b[1] - a[1]) * f)),
                  int(std::lround(a[2] + (b[2] - a[2]) * f)));
}

// Piecewise-linear interpolation between evenly spaced stops, t in [0, 1].
template <size_t N>
QColor sample(const std::array<std::array<int, 3>, N>& stops, double t) {
    const double pos = t * double(N - 1);
    const auto i = std::min<size_t>(size_t(pos), N - 2);
    return lerp(stops[i], stops[i + 1], pos - double(i));
}

}  // namespace

QColor sequential_color(double t, ColorMap map) {
    if (std::isnan(t)) return QColor(128, 128, 128);
    t = std::clamp(t, 0.0, 1.0);
    if (map == ColorMap::Grey) {
        const int g = int(std::lround(255 - 215 * t));  // white → near black
        return QColor(g, g, g);
    }
    if (map == ColorMap::Diverging) return diverging_color(2 * t - 1, 1.0);
    if (map == ColorMap::Cividis) return sample(kCividis, t);
    return sample(kViridis, t);
}

const char* color_map_name(ColorMap map) {
    switch (map) {
        case ColorMap::Viridis:
            return "viridis";
        case ColorMap::Cividis:
            return "cividis";
        case ColorMap::Diverging:
            return "diverging";
        case ColorMap::Grey:
            return "grey";
    }
    return "viridis";
}

ColorMap color_map_from_name(const QString& name) {
    for (ColorMap m : {ColorMap::Viridis, ColorMap::Cividis, ColorMap::Diverging, ColorMap::Grey})
        if (name == QLatin1String(color_map_name(m))) return m;
    throw std::invalid_argument("unknown colour map '" + name.toStdString() +
                                "' (expected viridis, cividis, diverging or grey)");
}

QColor diverging_color(double v, double limit) {
    if (std::isnan(v)) return QColor(128, 128, 128);
    const double t = limit > 0 ? std::clamp(v / limit, -1.0, 1.0) : 0.0;
    constexpr std::array<int, 3> blue{33, 102, 172}, white{247, 247, 247}, red{178, 24, 43};
    return t < 0 ? lerp(white, blue, -t) : lerp(white, red, t);
}

double relative_luminance(const QColor& c) {
    const auto linear = [](double v) {
        return v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
    };
    return 0.2126 * linear(c.redF()) + 0.7152 * linear(c.greenF()) + 0.0722 * linear(c.blueF());
}

double contrast_ratio(const QColor& a, const QColor& b) {
    const double la = relative_luminance(a), lb = relative_luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

QColor text_color_on(const QColor& bg) {
    const QColor black(Qt::black), white(Qt::white);
    return contrast_ratio(black, bg) >= contrast_ratio(white, bg) ? black : white;
}

}  // namespace attn::ui
