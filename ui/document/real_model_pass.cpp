#include "document/real_model_pass.hpp"

#include <cmath>

namespace attn::ui {

attn::Trace real_model_layer_trace(const RealModelPass& r, int layer) {
    const attn::GptPass& p = r.pass;
    attn::Trace t;
    t.tokens.reserve(std::size_t(r.tokens.display.size()));
    for (const QString& s : r.tokens.display) t.tokens.push_back(s.toStdString());
    t.variant = attn::Variant::MultiHead;
    t.heads = p.config.heads;
    t.dk = p.config.d / p.config.heads;
    t.scale = 1.0f / std::sqrt(float(t.dk));
    t.causal = true;
    t.position = p.config.position;  // GPT-2's learned; a lab model's own
    t.rope_base = p.config.rope_base;
    if (t.position == attn::PositionEncoding::Alibi) t.alibi = attn::alibi_slopes(t.heads);
    if (!p.residual.empty()) {
        t.embedded = p.residual.front();
        t.input = p.residual[std::size_t(layer)];
    } else {
        t.input = attn::Matrix::Zero(p.n(), p.config.d);
    }
    t.weights.reserve(std::size_t(t.heads));
    for (int h = 0; h < t.heads; ++h) t.weights.push_back(p.attention_matrix(layer, h));
    return t;
}

}  // namespace attn::ui
