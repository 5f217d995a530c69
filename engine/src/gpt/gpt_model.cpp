#include "attnlab/gpt/gpt_model.hpp"

#include <stdexcept>
#include <string>

#include "attnlab/gpt/gpt_tensors.hpp"
#include "attnlab/support/types.hpp"
#include "support/seeded_random.hpp"

namespace attn {

GptModel GptModel::zeros(const GptConfig& c) {
    validate(c);
    GptModel m;
    m.config = c;
    m.blocks.resize(std::size_t(c.layers));
    for (const GptTensor& t : gpt_tensors(m)) {  // the one table: every tensor, its shape
        if (t.matrix)
            *t.matrix = Matrix::Zero(t.shape[0], t.shape[1]);
        else
            *t.vector = Vector::Zero(t.shape[0]);
    }
    return m;
}

GptModel GptModel::random(const GptConfig& c, unsigned long long seed) {
    GptModel m = zeros(c);
    // N(0, 0.02²) from the engine's own generator: the same weights on every standard library.
    detail::SeededRandom gen(seed);
    auto fill = [&](auto& x) {
        for (Eigen::Index i = 0; i < x.size(); ++i) x.data()[i] = float(0.02 * gen.normal());
    };
    for (const GptTensor& t : gpt_tensors(m)) {
        if (t.name.find("ln_") != std::string::npos) {  // LayerNorm: w = 1, b = 0
            if (t.name.ends_with(".weight")) t.vector->setOnes();
        } else if (t.matrix) {
            fill(*t.matrix);
        } else {
            fill(*t.vector);
        }
    }
    return m;
}

void GptModel::check() const {
    validate(config);
    const GptConfig& c = config;
    if (blocks.size() != std::size_t(c.layers))
        throw std::invalid_argument("the model has " + std::to_string(blocks.size()) +
                                    " blocks; n_layer is " + std::to_string(c.layers));
    for (const ConstGptTensor& t : gpt_tensors(*this)) {
        const std::vector<std::int64_t> got =
            t.matrix ? std::vector<std::int64_t>{t.matrix->rows(), t.matrix->cols()}
                     : std::vector<std::int64_t>{t.vector->size()};
        if (got != t.shape) throw std::invalid_argument(shape_mismatch(t.name, got, t.shape));
        const bool finite = t.matrix ? all_finite(*t.matrix) : all_finite(*t.vector);
        if (!finite)
            throw std::invalid_argument("tensor '" + t.name + "' holds a NaN or an infinity");
    }
    // Tensors the config has none of stay empty.
    if (!c.bias)
        for (const GptBlock& k : blocks)
            for (const Vector* b :
                 {&k.ln1_b, &k.attn_b, &k.proj_b, &k.ln2_b, &k.fc_b, &k.fc_proj_b})
                if (b->size() != 0)
                    throw std::invalid_argument("the model holds biases, but its config has none");
    if (c.tied_head && head.size() != 0)
        throw std::invalid_argument("lm_head.weight is kept although the head is tied to wte");
}

}  // namespace attn
