#include "attnlab/gpt/gpt_model.hpp"

#include <stdexcept>
#include <string>

#include "attnlab/support/types.hpp"
#include "support/seeded_random.hpp"

namespace attn {
namespace {

void shape(const char* name, int l, const Eigen::Ref<const Matrix>& m, Eigen::Index rows,
           Eigen::Index cols) {
    const std::string who = l < 0 ? std::string(name) : "h." + std::to_string(l) + "." + name;
    if (m.rows() != rows || m.cols() != cols)
        throw std::invalid_argument(who + " has shape [" + std::to_string(m.rows()) + ", " +
                                    std::to_string(m.cols()) + "]; expected [" +
                                    std::to_string(rows) + ", " + std::to_string(cols) + "]");
    if (!all_finite(m)) throw std::invalid_argument(who + " holds a NaN or an infinity");
}

void vec(const char* name, int l, const Vector& v, Eigen::Index size, bool present) {
    const std::string who = l < 0 ? std::string(name) : "h." + std::to_string(l) + "." + name;
    const Eigen::Index want = present ? size : 0;
    if (v.size() != want)
        throw std::invalid_argument(who + " has " + std::to_string(v.size()) +
                                    " values; expected " + std::to_string(want));
    if (!all_finite(v)) throw std::invalid_argument(who + " holds a NaN or an infinity");
}

}  // namespace

GptModel GptModel::zeros(const GptConfig& c) {
    validate(c);
    const int d = c.d, F = c.d_ff();
    const int b = c.bias ? 1 : 0;
    GptModel m;
    m.config = c;
    m.wte = Matrix::Zero(c.vocab, d);
    m.wpe = Matrix::Zero(c.positions, d);
    m.blocks.resize(std::size_t(c.layers));
    for (GptBlock& k : m.blocks) {
        k.ln1_w = Vector::Zero(d);
        k.ln1_b = Vector::Zero(b * d);
        k.attn_w = Matrix::Zero(d, 3 * d);
        k.attn_b = Vector::Zero(b * 3 * d);
        k.proj_w = Matrix::Zero(d, d);
        k.proj_b = Vector::Zero(b * d);
        k.ln2_w = Vector::Zero(d);
        k.ln2_b = Vector::Zero(b * d);
        k.fc_w = Matrix::Zero(d, F);
        k.fc_b = Vector::Zero(b * F);
        k.fc_proj_w = Matrix::Zero(F, d);
        k.fc_proj_b = Vector::Zero(b * d);
    }
    m.lnf_w = Vector::Zero(d);
    m.lnf_b = Vector::Zero(b * d);
    if (!c.tied_head) m.head = Matrix::Zero(c.vocab, d);
    return m;
}

GptModel GptModel::random(const GptConfig& c, unsigned long long seed) {
    GptModel m = zeros(c);
    // N(0, 0.02²) from the engine's own generator: the same weights on every standard library.
    detail::SeededRandom gen(seed);
    auto fill = [&](auto& x) {
        for (Eigen::Index i = 0; i < x.size(); ++i) x.data()[i] = float(0.02 * gen.normal());
    };
    fill(m.wte);
    fill(m.wpe);
    for (GptBlock& k : m.blocks) {
        k.ln1_w.setOnes();
        k.ln2_w.setOnes();
        fill(k.attn_w);
        fill(k.attn_b);
        fill(k.proj_w);
        fill(k.proj_b);
        fill(k.fc_w);
        fill(k.fc_b);
        fill(k.fc_proj_w);
        fill(k.fc_proj_b);
    }
    m.lnf_w.setOnes();
    if (!c.tied_head) fill(m.head);
    return m;
}

void GptModel::check() const {
    validate(config);
    const GptConfig& c = config;
    const int d = c.d, F = c.d_ff();
    shape("wte.weight", -1, wte, c.vocab, d);
    shape("wpe.weight", -1, wpe, c.positions, d);
    if (blocks.size() != std::size_t(c.layers))
        throw std::invalid_argument("the model has " + std::to_string(blocks.size()) +
                                    " blocks; n_layer is " + std::to_string(c.layers));
    for (int l = 0; l < c.layers; ++l) {
        const GptBlock& k = blocks[std::size_t(l)];
        vec("ln_1.weight", l, k.ln1_w, d, true);
        vec("ln_1.bias", l, k.ln1_b, d, c.bias);
        shape("attn.c_attn.weight", l, k.attn_w, d, 3 * d);
        vec("attn.c_attn.bias", l, k.attn_b, 3 * d, c.bias);
        shape("attn.c_proj.weight", l, k.proj_w, d, d);
        vec("attn.c_proj.bias", l, k.proj_b, d, c.bias);
        vec("ln_2.weight", l, k.ln2_w, d, true);
        vec("ln_2.bias", l, k.ln2_b, d, c.bias);
        shape("mlp.c_fc.weight", l, k.fc_w, d, F);
        vec("mlp.c_fc.bias", l, k.fc_b, F, c.bias);
        shape("mlp.c_proj.weight", l, k.fc_proj_w, F, d);
        vec("mlp.c_proj.bias", l, k.fc_proj_b, d, c.bias);
    }
    vec("ln_f.weight", -1, lnf_w, d, true);
    vec("ln_f.bias", -1, lnf_b, d, c.bias);
    if (!c.tied_head)
        shape("lm_head.weight", -1, head, c.vocab, d);
    else if (head.size() != 0)
        throw std::invalid_argument("lm_head.weight is kept although the head is tied to wte");
}

}  // namespace attn
