#include "attnlab/model_scores.hpp"

#include <stdexcept>
#include <string>

#include "attnlab/layers.hpp"

namespace attn {

ModelScores model_attention_scores(const Model& m, std::span<const int> ids) {
    const ModelConfig& c = m.config();
    const int n = static_cast<int>(ids.size());
    if (n < 1 || n > c.context)
        throw std::invalid_argument("model_attention_scores: " + std::to_string(n) + " tokens; expected 1…" +
                                    std::to_string(c.context));
    for (int id : ids)
        if (id < 0 || id >= c.vocab) throw std::invalid_argument("model_attention_scores: token id " + std::to_string(id) + " outside the vocabulary");
    const auto& w = m.weights();
    ModelScores out;
    out.layers = c.layers;
    out.heads = c.heads;
    out.dk = c.d / c.heads;
    Matrix x, a, a_hat, qkv, probs, ctx, branch, mm, m_hat, f_pre, f_act;  // n × (d, 3d, F)
    Vector rstd, m_rstd;
    // The steps of Model::forward (F1–F9, model.cpp) for one sequence.
    embedding_forward<float>(ids, n, w.tok, w.pos, x);
    for (int l = 0; l < c.layers; ++l) {
        const auto& p = w.blocks[std::size_t(l)];
        layernorm_forward<float>(x, p.ln1_w, p.ln1_b, a, a_hat, rstd);
        linear_forward<float>(a, p.in_w, p.in_b, qkv);  // n × 3d: Q | K | V, heads in column blocks
        for (int j = 0; j < c.heads; ++j) {
            const auto Q = qkv.middleCols(j * out.dk, out.dk);
            const auto K = qkv.middleCols(c.d + j * out.dk, out.dk);
            out.raw.emplace_back(n, n);
            out.raw.back().noalias() = Q * K.transpose();
        }
        if (l + 1 == c.layers) break;  // the last block's output is not needed
        attention_forward<float>(qkv, n, c.heads, probs, ctx);
        linear_forward<float>(ctx, p.out_w, p.out_b, branch);
        x += branch;
        layernorm_forward<float>(x, p.ln2_w, p.ln2_b, mm, m_hat, m_rstd);
        linear_forward<float>(mm, p.ff0_w, p.ff0_b, f_pre);
        gelu_forward<float>(f_pre, f_act);
        linear_forward<float>(f_act, p.ff2_w, p.ff2_b, branch);
        x += branch;
    }
    return out;
}

}  // namespace attn
