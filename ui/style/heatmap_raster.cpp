#include "style/heatmap_raster.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

namespace attn::ui {

QRgb ColorLut::operator()(float v) const {
    const double span = high_ - low_;
    const double t = span > 0 ? (double(v) - low_) / span : 0.5;
    const int i = int(std::lround(std::clamp(t, 0.0, 1.0) * (kSize - 1)));
    return table_[size_t(i)];
}

double weights_scale_top(double max_weight) {
    if (!(max_weight > 0) || max_weight >= kFullScaleWeight) return 1.0;
    const double mag = std::pow(10.0, std::floor(std::log10(max_weight)));
    for (double m : {1.0, 2.0, 5.0})
        if (m * mag >= max_weight * (1 - 1e-9)) return m * mag;
    return 10 * mag;
}

namespace {

// The first source index of output slot k when `count` sources share `outputs` slots.
int block_start(int k, int count, int outputs) {
    return int(static_cast<long long>(k) * count / outputs);
}

// raster_cells over rows given as pointers: row_of(r) points at row r's column 0.
template <typename RowOf>
QImage raster_rows(RowOf row_of, CellRange range, QSize max_pixels, const ColorLut& lut,
                   bool causal, QRgb masked) {
    if (range.empty() || max_pixels.isEmpty()) return {};
    const int w = std::min(range.cols(), max_pixels.width()),
              h = std::min(range.rows(), max_pixels.height());
    QImage img(w, h, QImage::Format_RGB32);
    // Per pixel row: each column's largest and smallest finite value over the
    // block's rows (long contiguous runs, vectorised), then each pixel's
    // extreme over its block of columns (a few columns each).
    constexpr float kInf = std::numeric_limits<float>::infinity();
    const Eigen::Index cols = range.cols();
    Eigen::ArrayXf hi(cols), lo(cols);
    const bool by_magnitude = lut.centred();
    for (int y = 0; y < h; ++y) {
        hi.setConstant(-kInf);
        lo.setConstant(kInf);
        for (int r = range.r0 + block_start(y, range.rows(), h);
             r < range.r0 + block_start(y + 1, range.rows(), h); ++r) {
            const int last = causal ? std::min(range.c1, r + 1)
                                    : range.c1;  // cells past the diagonal are masked
            if (last <= range.c0) continue;
            const Eigen::Index len = last - range.c0;
            const Eigen::Map<const Eigen::ArrayXf> v(row_of(r) + range.c0, len);
            // NaN fails both comparisons and −∞ / +∞ one each: only finite values count.
            hi.head(len) = hi.head(len).max((v < kInf).select(v, -kInf));
            if (by_magnitude) lo.head(len) = lo.head(len).min((v > -kInf).select(v, kInf));
        }
        auto* line = reinterpret_cast<QRgb*>(img.scanLine(y));
        for (int x = 0; x < w; ++x) {
            float top = -kInf, bottom = kInf;
            for (int c = block_start(x, range.cols(), w); c < block_start(x + 1, range.cols(), w);
                 ++c) {
                top = std::max(top, hi[c]);
                if (by_magnitude) bottom = std::min(bottom, lo[c]);
            }
            if (!by_magnitude)
                line[x] = top == -kInf ? masked : lut(top);
            else if (top == -kInf && bottom == kInf)
                line[x] = masked;
            else
                line[x] = lut(std::fabs(bottom) > std::fabs(top) ? bottom : top);
        }
    }
    return img;
}

}  // namespace

QImage raster_cells(const attn::Matrix& m, CellRange range, QSize max_pixels, const ColorLut& lut,
                    bool causal, QRgb masked) {
    return raster_rows([&m](int r) { return m.data() + size_t(r) * size_t(m.cols()); }, range,
                       max_pixels, lut, causal, masked);
}

QImage raster_triangle(const float* tri, int n, QSize max_pixels, const ColorLut& lut,
                       QRgb masked) {
    // Row r starts after rows 0 … r − 1: r(r + 1)/2 weights.
    return raster_rows([tri](int r) { return tri + size_t(r) * size_t(r + 1) / 2; },
                       CellRange{0, n, 0, n}, max_pixels, lut, true, masked);
}

}  // namespace attn::ui
