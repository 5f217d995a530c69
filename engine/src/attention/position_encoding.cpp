#include "attnlab/attention/position_encoding.hpp"

#include <array>
#include <cmath>
#include <stdexcept>

namespace attn {

namespace {

constexpr std::array<PositionEncoding, 5> kAll{PositionEncoding::None, PositionEncoding::Sinusoidal,
                                               PositionEncoding::Learned, PositionEncoding::Rope,
                                               PositionEncoding::Alibi};

// cos and sin of (p·θᵢ) for p < n, i < dk/2: the last table this thread used.
struct RopeTable {
    int n = 0, dk = 0, first = 0;
    double base = 0;
    Matrix cos, sin;  // n × dk/2
    void ensure(int n_, int dk_, double base_, int first_) {
        if (n_ <= n && dk_ == dk && base_ == base && first_ == first) return;
        n = std::max(n_, n);
        dk = dk_;
        base = base_;
        first = first_;
        const int pairs = dk / 2;
        cos.resize(n, pairs);
        sin.resize(n, pairs);
        for (int i = 0; i < pairs; ++i) {
            const double theta = rope_theta(i, dk, base);
            for (int p = 0; p < n; ++p) {
                const double a = double(first + p) * theta;
                cos(p, i) = float(std::cos(a));
                sin(p, i) = float(std::sin(a));
            }
        }
    }
};

}  // namespace

const char* position_encoding_name(PositionEncoding e) {
    switch (e) {
        case PositionEncoding::None:
            return "none";
        case PositionEncoding::Sinusoidal:
            return "sinusoidal";
        case PositionEncoding::Learned:
            return "learned";
        case PositionEncoding::Rope:
            return "rope";
        case PositionEncoding::Alibi:
            return "alibi";
    }
    return "none";
}

std::string position_encoding_names(bool hand_wired, bool quoted) {
    std::vector<std::string> names;
    for (PositionEncoding e : kAll)
        if (!hand_wired || e != PositionEncoding::Learned)
            names.push_back(quoted ? "\"" + std::string(position_encoding_name(e)) + "\""
                                   : position_encoding_name(e));
    std::string out;
    for (std::size_t i = 0; i < names.size(); ++i)
        out += (i == 0 ? "" : i + 1 == names.size() ? " or " : ", ") + names[i];
    return out;
}

PositionEncoding position_encoding_from_name(const std::string& name, bool hand_wired) {
    for (PositionEncoding e : kAll)
        if (name == position_encoding_name(e) && (!hand_wired || e != PositionEncoding::Learned))
            return e;
    throw std::invalid_argument("unknown position encoding '" + name + "' (expected " +
                                position_encoding_names(hand_wired) + ")");
}

Matrix positional_encoding(int n, int d, int first) {
    Matrix pe(n, d);
    if (n == 0 || d == 0) return pe;
    // Column j uses frequency 1 / 10000^(2⌊j/2⌋/d); even columns sin, odd cos.
    Eigen::Array<float, 1, Eigen::Dynamic> freq(d);
    for (int j = 0; j < d; ++j) freq(j) = std::pow(10000.0f, -static_cast<float>(2 * (j / 2)) / d);
    for (int p = 0; p < n; ++p) {
        Eigen::Array<float, 1, Eigen::Dynamic> angle = freq * static_cast<float>(first + p);
        for (int j = 0; j < d; ++j)
            pe(p, j) = (j % 2 == 0) ? std::sin(angle(j)) : std::cos(angle(j));
    }
    return pe;
}

double rope_theta(int i, int dk, double base) { return std::pow(base, -2.0 * i / dk); }

void apply_rope(Matrix& m, int dk, double base, int first) {
    const int n = int(m.rows()), d = int(m.cols());
    if (n == 0 || dk < 2 || d % dk != 0) return;
    thread_local RopeTable table;
    table.ensure(n, dk, base, first);
    const int pairs = dk / 2;
    using Strided = Eigen::Map<Eigen::ArrayXf, 0, Eigen::InnerStride<2>>;
    thread_local Eigen::ArrayXf first_of_pair;  // scratch: a pair's first values before the turn
    if (first_of_pair.size() < pairs) first_of_pair.resize(pairs);
    for (int p = 0; p < n; ++p) {
        const auto c = table.cos.row(p).head(pairs).array().transpose();
        const auto s = table.sin.row(p).head(pairs).array().transpose();
        for (int c0 = 0; c0 < d; c0 += dk) {
            Strided x0(&m(p, c0), pairs), x1(&m(p, c0 + 1), pairs);
            auto a = first_of_pair.head(pairs);
            a = x0;
            x0 = a * c - x1 * s;
            x1 = a * s + x1 * c;
        }
    }
}

void apply_rope_rows(Matrix& m, Eigen::Index r0, Eigen::Index rows, int dk, double base) {
    const int d = int(m.cols());
    if (rows <= 0 || dk < 2 || d % dk != 0) return;
    thread_local RopeTable table;
    table.ensure(int(r0 + rows), dk, base, 0);
    const int pairs = dk / 2;
    for (Eigen::Index p = r0; p < r0 + rows; ++p) {
        const float* c = table.cos.row(p).data();
        const float* s = table.sin.row(p).data();
        float* x = m.row(p).data();
        for (int c0 = 0; c0 < d; c0 += dk)
            for (int i = 0; i < pairs; ++i) {
                float* v = x + c0 + 2 * i;
                const float x0 = v[0], x1 = v[1];
                v[0] = x0 * c[i] - x1 * s[i];
                v[1] = x0 * s[i] + x1 * c[i];
            }
    }
}

float alibi_slope(int h, int heads) { return float(std::pow(2.0, -8.0 * h / heads)); }

std::vector<float> alibi_slopes(int heads) {
    std::vector<float> m(std::size_t(std::max(heads, 0)));
    for (int h = 1; h <= heads; ++h) m[std::size_t(h - 1)] = alibi_slope(h, heads);
    return m;
}

}  // namespace attn
