#include "style/heatmap_raster.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

namespace attn::ui {

QRgb ColorLut::operator()(float v) const {
    const double span = high_ - low_;
    const double t = span > 0 ? (double(v) - low_) / span : 0.5;
    const int i = int(std::lround(std::clamp(t, 0.0, 1.0) * (kSize - 1)));
    return table_[size_t(i)];
}

namespace {

// The first source index of output slot k when `count` sources share `outputs` slots.
int block_start(int k, int count, int outputs) { return int(static_cast<long long>(k) * count / outputs); }

}  // namespace

QImage raster_cells(const attn::Matrix& m, CellRange range, QSize max_pixels, const ColorLut& lut, bool causal,
                    QRgb masked) {
    if (range.empty() || max_pixels.isEmpty()) return {};
    const int w = std::min(range.cols(), max_pixels.width()), h = std::min(range.rows(), max_pixels.height());
    QImage img(w, h, QImage::Format_RGB32);
    // Column → pixel of every source column once; per pixel row, the extreme of its block.
    std::vector<int> pixel_of(static_cast<size_t>(range.cols()));
    for (int x = 0; x < w; ++x)
        for (int c = block_start(x, range.cols(), w); c < block_start(x + 1, range.cols(), w); ++c) pixel_of[size_t(c)] = x;
    constexpr float kNone = -std::numeric_limits<float>::infinity();
    std::vector<float> key(static_cast<size_t>(w)), value(static_cast<size_t>(w));
    const bool by_magnitude = lut.centred();
    for (int y = 0; y < h; ++y) {
        std::fill(key.begin(), key.end(), kNone);
        for (int r = range.r0 + block_start(y, range.rows(), h); r < range.r0 + block_start(y + 1, range.rows(), h); ++r) {
            const float* row = m.data() + size_t(r) * size_t(m.cols());
            const int last = causal ? std::min(range.c1, r + 1) : range.c1;  // cells past the diagonal are masked
            for (int c = range.c0; c < last; ++c) {
                const float v = row[c];
                if (!std::isfinite(v)) continue;
                const float k = by_magnitude ? std::fabs(v) : v;
                const int x = pixel_of[size_t(c - range.c0)];
                if (k > key[size_t(x)]) {
                    key[size_t(x)] = k;
                    value[size_t(x)] = v;
                }
            }
        }
        auto* line = reinterpret_cast<QRgb*>(img.scanLine(y));
        for (int x = 0; x < w; ++x) line[x] = key[size_t(x)] == kNone ? masked : lut(value[size_t(x)]);
    }
    return img;
}

}  // namespace attn::ui
