#include "attnlab/model/model_config.hpp"

#include <stdexcept>

namespace attn {

void validate(const ModelConfig& c) {
    auto positive = [](int v, const char* name) {
        if (v <= 0)
            throw std::invalid_argument(
                std::string(name) + ": expected a positive whole number, got " + std::to_string(v));
    };
    positive(c.vocab, "vocab");
    positive(c.context, "context");
    positive(c.d, "d_model");
    positive(c.heads, "heads");
    positive(c.layers, "layers");
    positive(c.d_ff, "d_ff");
    if (c.d % c.heads != 0)
        throw std::invalid_argument("heads: d_model " + std::to_string(c.d) +
                                    " is not divisible by " + std::to_string(c.heads) + " heads");
    if (c.position == PositionEncoding::Rope && c.dk() % 2 != 0)
        throw std::invalid_argument(
            "position_encoding: rope turns pairs of dimensions; the head width " +
            std::to_string(c.dk()) + " (d_model / heads) is odd");
    if (c.position == PositionEncoding::Rope && !(c.rope_base > 1.0 && c.rope_base < 1e300))
        throw std::invalid_argument("rope_base: expected a number above 1, got " +
                                    std::to_string(c.rope_base));
    const double learned = c.position == PositionEncoding::Learned ? double(c.context) : 0.0;
    const double p = (double(c.vocab) + learned) * c.d +
                     double(c.layers) * (12.0 * c.d + 4.0 * c.d * c.d +
                                         (c.mlp ? 2.0 * c.d * c.d_ff + c.d_ff : 0.0)) +
                     2.0 * c.d + double(c.vocab) * c.d;
    if (p > 2147483647.0) throw std::invalid_argument("model: more than 2^31 parameters");
}

std::vector<ParameterSlot> parameter_layout(const ModelConfig& c) {
    std::vector<ParameterSlot> out;
    std::size_t off = 0;
    auto add = [&](std::string name, std::vector<int> shape) {
        std::size_t n = 1;
        for (int s : shape) n *= static_cast<std::size_t>(s);
        out.push_back({std::move(name), std::move(shape), off, n});
        off += n;
    };
    const int d = c.d, f = c.d_ff;
    add("tok.weight", {c.vocab, d});
    if (c.position == PositionEncoding::Learned) add("pos.weight", {c.context, d});
    for (int i = 0; i < c.layers; ++i) {
        const std::string b = "blocks." + std::to_string(i) + ".";
        add(b + "ln1.weight", {d});
        add(b + "ln1.bias", {d});
        add(b + "attn.in_proj_weight", {3 * d, d});
        add(b + "attn.in_proj_bias", {3 * d});
        add(b + "attn.out_proj.weight", {d, d});
        add(b + "attn.out_proj.bias", {d});
        if (!c.mlp) continue;
        add(b + "ln2.weight", {d});
        add(b + "ln2.bias", {d});
        add(b + "ff.0.weight", {f, d});
        add(b + "ff.0.bias", {f});
        add(b + "ff.2.weight", {d, f});
        add(b + "ff.2.bias", {d});
    }
    add("ln.weight", {d});
    add("ln.bias", {d});
    add("head.weight", {c.vocab, d});
    return out;
}

std::size_t parameter_count(const ModelConfig& c) {
    const auto l = parameter_layout(c);
    return l.back().offset + l.back().size;
}

}  // namespace attn
