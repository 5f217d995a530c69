// A plain GPT-2 in double, loop by loop, written from GPT-2's definition for
// the tests of the real-model pass (test_gpt_pass.cpp) and of activation
// patching (test_gpt_patch.cpp): the reference the engine's float pass, its
// interventions and its patches are held to. Also the small random models and
// token ids those tests run on.
#pragma once

#include <algorithm>
#include <cmath>
#include <map>
#include <random>
#include <set>
#include <tuple>
#include <vector>

#include "attnlab/gpt/gpt_model.hpp"

namespace attn::gptref {

using Rows = std::vector<std::vector<double>>;

// Reference GPT-2 in double: returns the last block's output (n × d) and
// fills att[l][j] (n × n) and logits (n × V).
struct Reference {
    std::vector<std::vector<Rows>> att;
    Rows x, logits;
};

inline Rows layernorm(const Rows& x, const Vector& w, const Vector& b, double eps) {
    Rows y = x;
    for (std::size_t r = 0; r < x.size(); ++r) {
        const std::size_t d = x[r].size();
        double mean = 0, var = 0;
        for (double v : x[r]) mean += v;
        mean /= double(d);
        for (double v : x[r]) var += (v - mean) * (v - mean);
        var /= double(d);
        for (std::size_t i = 0; i < d; ++i)
            y[r][i] = (x[r][i] - mean) / std::sqrt(var + eps) * w[Eigen::Index(i)] +
                      (b.size() ? b[Eigen::Index(i)] : 0.0);
    }
    return y;
}

inline Rows linear(const Rows& x, const Matrix& W, const Vector& b) {  // W in × out
    Rows y(x.size(), std::vector<double>(std::size_t(W.cols())));
    for (std::size_t r = 0; r < x.size(); ++r)
        for (Eigen::Index o = 0; o < W.cols(); ++o) {
            double s = b.size() ? b[o] : 0.0;
            for (Eigen::Index i = 0; i < W.rows(); ++i) s += x[r][std::size_t(i)] * W(i, o);
            y[r][std::size_t(o)] = s;
        }
    return y;
}

// What the reference does to each head, written out plainly (the test's own
// reading of issue 38, not the engine's head_fate): per (layer, head) a fate
// and the cut lines.
struct RefEdits {
    std::map<std::pair<int, int>, char> fate;  // 'z' zero, 'm' mean, 'p' patch (every position)
    std::set<std::tuple<int, int, int, int>> cuts;  // (layer, head, query, key)
    const std::vector<Rows>* clean = nullptr;       // the clean run's ctx per layer
    std::vector<Rows>* record = nullptr;            // this run's ctx per layer
    // A residual patch: row resid_pos of the residual entering block resid_layer
    // taken from clean_resid (a clean run's record_resid).
    int resid_layer = -1, resid_pos = -1;
    const std::vector<Rows>* clean_resid = nullptr;
    std::vector<Rows>* record_resid = nullptr;  // this run's residual entering each block
};

inline Reference reference(const GptModel& m, const std::vector<int>& ids, const RefEdits& e = {}) {
    const GptConfig& c = m.config;
    const std::size_t n = ids.size(), d = std::size_t(c.d), dk = std::size_t(c.dk());
    Reference ref;
    ref.x.assign(n, std::vector<double>(d));
    for (std::size_t i = 0; i < n; ++i)
        for (std::size_t k = 0; k < d; ++k)
            ref.x[i][k] = m.wte(ids[i], Eigen::Index(k)) + m.wpe(Eigen::Index(i), Eigen::Index(k));
    for (const GptBlock& b : m.blocks) {
        const int layer = int(ref.att.size());
        if (layer == e.resid_layer)
            ref.x[std::size_t(e.resid_pos)] =
                (*e.clean_resid)[std::size_t(layer)][std::size_t(e.resid_pos)];
        if (e.record_resid) e.record_resid->push_back(ref.x);
        const Rows qkv = linear(layernorm(ref.x, b.ln1_w, b.ln1_b, c.eps), b.attn_w, b.attn_b);
        Rows ctx(n, std::vector<double>(d));
        std::vector<Rows> heads;
        for (int j = 0; j < c.heads; ++j) {
            Rows P(n, std::vector<double>(n, 0.0));
            for (std::size_t i = 0; i < n; ++i) {
                double mx = -1e300;
                std::vector<double> s(i + 1);
                for (std::size_t k = 0; k <= i; ++k) {
                    if (e.cuts.count({int(ref.att.size()), j, int(i), int(k)})) {
                        s[k] = -INFINITY;
                        continue;
                    }
                    double dot = 0;
                    for (std::size_t e = 0; e < dk; ++e)
                        dot += qkv[i][j * dk + e] * qkv[k][d + j * dk + e];
                    s[k] = dot / std::sqrt(double(dk));
                    mx = std::max(mx, s[k]);
                }
                double sum = 0;
                for (std::size_t k = 0; k <= i; ++k) sum += (s[k] = std::exp(s[k] - mx));
                for (std::size_t k = 0; k <= i; ++k) P[i][k] = s[k] / sum;
                for (std::size_t e = 0; e < dk; ++e) {
                    double v = 0;
                    for (std::size_t k = 0; k <= i; ++k) v += P[i][k] * qkv[k][2 * d + j * dk + e];
                    ctx[i][j * dk + e] = v;
                }
            }
            heads.push_back(P);
        }
        const int l = int(ref.att.size());
        for (int j = 0; j < c.heads; ++j) {
            const auto f = e.fate.find({l, j});
            if (f == e.fate.end()) continue;
            for (std::size_t q = 0; q < dk; ++q) {
                double mean = 0;
                for (std::size_t i = 0; i < n; ++i) mean += ctx[i][j * dk + q] / double(n);
                for (std::size_t i = 0; i < n; ++i)
                    ctx[i][j * dk + q] = f->second == 'z' ? 0.0
                                         : f->second == 'm'
                                             ? mean
                                             : (*e.clean)[std::size_t(l)][i][j * dk + q];
            }
        }
        if (e.record) e.record->push_back(ctx);
        ref.att.push_back(heads);
        const Rows proj = linear(ctx, b.proj_w, b.proj_b);
        for (std::size_t i = 0; i < n; ++i)
            for (std::size_t k = 0; k < d; ++k) ref.x[i][k] += proj[i][k];
        Rows h = linear(layernorm(ref.x, b.ln2_w, b.ln2_b, c.eps), b.fc_w, b.fc_b);
        for (auto& row : h)
            for (double& v : row)
                v = c.activation == GptActivation::gelu_tanh
                        ? 0.5 * v *
                              (1 + std::tanh(std::sqrt(2 / M_PI) * (v + 0.044715 * v * v * v)))
                        : 0.5 * v * (1 + std::erf(v / std::sqrt(2.0)));
        const Rows out = linear(h, b.fc_proj_w, b.fc_proj_b);
        for (std::size_t i = 0; i < n; ++i)
            for (std::size_t k = 0; k < d; ++k) ref.x[i][k] += out[i][k];
    }
    const Rows f = layernorm(ref.x, m.lnf_w, m.lnf_b, c.eps);
    const Matrix& E = m.output_embedding();
    ref.logits.assign(n, std::vector<double>(std::size_t(c.vocab)));
    for (std::size_t i = 0; i < n; ++i)
        for (int v = 0; v < c.vocab; ++v) {
            double s = 0;
            for (std::size_t k = 0; k < d; ++k) s += f[i][k] * E(v, Eigen::Index(k));
            ref.logits[i][std::size_t(v)] = s;
        }
    return ref;
}

// A small model with weights large enough that heads are far from uniform.
// A model of `c`'s shapes with weights far from uniform: N(0, 0.35²) from a
// seeded generator, LayerNorm weights around 1 — heads with clear patterns.
inline GptModel random_model(const GptConfig& c, unsigned seed) {
    GptModel m = GptModel::zeros(c);
    std::mt19937 gen(seed);
    std::normal_distribution<float> nd(0.0f, 0.35f);
    auto fill = [&](auto& x, float mean = 0.0f) {
        for (Eigen::Index i = 0; i < x.size(); ++i) x.data()[i] = mean + nd(gen);
    };
    fill(m.wte);
    fill(m.wpe);
    for (GptBlock& b : m.blocks) {
        fill(b.ln1_w, 1.0f), fill(b.ln1_b), fill(b.attn_w), fill(b.attn_b), fill(b.proj_w),
            fill(b.proj_b);
        fill(b.ln2_w, 1.0f), fill(b.ln2_b), fill(b.fc_w), fill(b.fc_b), fill(b.fc_proj_w),
            fill(b.fc_proj_b);
    }
    fill(m.lnf_w, 1.0f), fill(m.lnf_b);
    if (!c.tied_head) fill(m.head);
    m.check();
    return m;
}

// 2 layers × 3 heads, d 24, 80 positions, 37 tokens.
inline GptModel small_model(GptActivation act, bool bias, bool tied, unsigned seed) {
    GptConfig c;
    c.layers = 2;
    c.heads = 3;
    c.d = 24;
    c.positions = 80;
    c.vocab = 37;
    c.activation = act;
    c.bias = bias;
    c.tied_head = tied;
    return random_model(c, seed);
}

inline std::vector<int> token_ids(int n, int vocab, unsigned seed) {
    std::mt19937 gen(seed);
    std::vector<int> out(static_cast<std::size_t>(n));
    for (int& t : out) t = int(gen() % unsigned(vocab));
    return out;
}

}  // namespace attn::gptref
