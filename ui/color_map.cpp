#include "color_map.hpp"

#include <array>
#include <cmath>

namespace attn::ui {
namespace {

// Viridis sampled at 9 evenly spaced stops (matplotlib's published table).
constexpr std::array<std::array<int, 3>, 9> kViridis{{
    {68, 1, 84}, {71, 44, 122}, {59, 81, 139}, {44, 113, 142}, {33, 144, 141},
    {39, 173, 129}, {92, 200, 99}, {170, 220, 50}, {253, 231, 37}}};

QColor lerp(const std::array<int, 3>& a, const std::array<int, 3>& b, double f) {
    return QColor(int(std::lround(a[0] + (b[0] - a[0]) * f)), int(std::lround(a[1] + (b[1] - a[1]) * f)),
                  int(std::lround(a[2] + (b[2] - a[2]) * f)));
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
    const double pos = t * (kViridis.size() - 1);
    const auto i = std::min<size_t>(size_t(pos), kViridis.size() - 2);
    return lerp(kViridis[i], kViridis[i + 1], pos - double(i));
}

QColor diverging_color(double v, double limit) {
    if (std::isnan(v)) return QColor(128, 128, 128);
    const double t = limit > 0 ? std::clamp(v / limit, -1.0, 1.0) : 0.0;
    constexpr std::array<int, 3> blue{33, 102, 172}, white{247, 247, 247}, red{178, 24, 43};
    return t < 0 ? lerp(white, blue, -t) : lerp(white, red, t);
}

QColor text_color_on(const QColor& bg) {
    const double luminance = 0.2126 * bg.redF() + 0.7152 * bg.greenF() + 0.0722 * bg.blueF();
    return luminance > 0.5 ? QColor(Qt::black) : QColor(Qt::white);
}

}  // namespace attn::ui
