#include "attnlab/gpt/gpt_tensors.hpp"

namespace attn {
namespace {

// The table itself, for either constness of the model.
template <typename T, typename Model>
std::vector<T> tensors_of(Model& m) {
    const GptConfig& c = m.config;
    const int d = c.d, F = c.d_ff();
    std::vector<T> out;
    const auto matrix = [&](std::string name, auto& field, int rows, int cols, bool projection) {
        out.push_back({std::move(name), {rows, cols}, projection, &field, nullptr});
    };
    const auto vector = [&](std::string name, auto& field, int size) {
        out.push_back({std::move(name), {size}, false, nullptr, &field});
    };
    const auto bias = [&](std::string name, auto& field, int size) {
        if (c.bias) vector(std::move(name), field, size);
    };
    matrix("wte.weight", m.wte, c.vocab, d, false);
    matrix("wpe.weight", m.wpe, c.positions, d, false);
    for (int l = 0; l < c.layers; ++l) {
        auto& k = m.blocks[std::size_t(l)];
        const std::string h = "h." + std::to_string(l) + ".";
        vector(h + "ln_1.weight", k.ln1_w, d);
        bias(h + "ln_1.bias", k.ln1_b, d);
        matrix(h + "attn.c_attn.weight", k.attn_w, d, 3 * d, true);
        bias(h + "attn.c_attn.bias", k.attn_b, 3 * d);
        matrix(h + "attn.c_proj.weight", k.proj_w, d, d, true);
        bias(h + "attn.c_proj.bias", k.proj_b, d);
        vector(h + "ln_2.weight", k.ln2_w, d);
        bias(h + "ln_2.bias", k.ln2_b, d);
        matrix(h + "mlp.c_fc.weight", k.fc_w, d, F, true);
        bias(h + "mlp.c_fc.bias", k.fc_b, F);
        matrix(h + "mlp.c_proj.weight", k.fc_proj_w, F, d, true);
        bias(h + "mlp.c_proj.bias", k.fc_proj_b, d);
    }
    vector("ln_f.weight", m.lnf_w, d);
    bias("ln_f.bias", m.lnf_b, d);
    if (!c.tied_head) matrix("lm_head.weight", m.head, c.vocab, d, false);
    return out;
}

}  // namespace

std::vector<GptTensor> gpt_tensors(GptModel& m) { return tensors_of<GptTensor>(m); }
std::vector<ConstGptTensor> gpt_tensors(const GptModel& m) { return tensors_of<ConstGptTensor>(m); }

const std::vector<std::string>& gpt_block_tensor_names() {
    static const std::vector<std::string> names = [] {
        GptConfig c;
        c.layers = 1, c.heads = 1, c.d = 1, c.positions = 1, c.vocab = 1;
        c.bias = true;
        GptModel m;
        m.config = c;
        m.blocks.resize(1);
        std::vector<std::string> out;
        for (const ConstGptTensor& t : gpt_tensors(static_cast<const GptModel&>(m)))
            if (t.name.rfind("h.0.", 0) == 0) out.push_back(t.name.substr(4));
        return out;
    }();
    return names;
}

std::string shape_text(const std::vector<std::int64_t>& shape) {
    std::string s = "[";
    for (std::size_t i = 0; i < shape.size(); ++i) s += (i ? ", " : "") + std::to_string(shape[i]);
    return s + "]";
}

std::string shape_mismatch(const std::string& name, const std::vector<std::int64_t>& got,
                           const std::vector<std::int64_t>& expected) {
    return "tensor '" + name + "' has shape " + shape_text(got) + "; expected " +
           shape_text(expected);
}

}  // namespace attn
