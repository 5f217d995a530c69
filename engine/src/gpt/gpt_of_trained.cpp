// TinyGPT's flat parameter buffer (attnlab/model/model_config.hpp) read into a
// GptModel (contract in attnlab/gpt/gpt_of_trained.hpp).
#include "attnlab/gpt/gpt_of_trained.hpp"

#include <map>
#include <string>

#include "attnlab/gpt/gpt_pass.hpp"
#include "attnlab/model/model_config.hpp"

namespace attn {
namespace {

// The flat buffer's tensors by state_dict name, as row-major matrices (a
// vector is 1 × size).
class Slots {
  public:
    explicit Slots(const TrainedModel& t) : w_(t.weights) {
        for (const ParameterSlot& s : parameter_layout(t.config)) slots_[s.name] = s;
    }
    Eigen::Map<const Matrix> tensor(const std::string& name) const {
        const ParameterSlot& s = slots_.at(name);
        const int rows = s.shape.size() == 2 ? s.shape[0] : 1;
        const int cols = s.shape.size() == 2 ? s.shape[1] : s.shape[0];
        return {w_.data() + s.offset, rows, cols};
    }
    Vector vec(const std::string& name) const { return tensor(name); }
    // An nn.Linear weight (out × in) as GPT-2's in × out.
    Matrix linear(const std::string& name) const { return tensor(name).transpose(); }

  private:
    const std::vector<float>& w_;
    std::map<std::string, ParameterSlot> slots_;
};

}  // namespace

GptModel gpt_model_of(const TrainedModel& trained) {
    trained.check();
    const ModelConfig& mc = trained.config;
    GptConfig c;
    c.layers = mc.layers;
    c.heads = mc.heads;
    c.d = mc.d;
    c.positions = mc.context;
    c.vocab = mc.vocab;
    c.eps = 1e-5;
    c.activation = GptActivation::gelu_exact;
    c.bias = true;
    c.tied_head = false;
    c.ff = mc.d_ff;
    c.position = mc.position;
    c.rope_base = mc.rope_base;
    GptModel g = GptModel::zeros(c);
    const Slots s(trained);
    g.wte = s.tensor("tok.weight");
    if (mc.position == PositionEncoding::Learned) g.wpe = s.tensor("pos.weight");
    if (mc.position == PositionEncoding::Sinusoidal) g.wpe = positional_encoding(c.positions, c.d);
    // None, Rope, Alibi: wpe stays zero (the pass turns Q and K or biases the scores).
    for (int l = 0; l < c.layers; ++l) {
        const std::string p = "blocks." + std::to_string(l) + ".";
        GptBlock& b = g.blocks[std::size_t(l)];
        b.ln1_w = s.vec(p + "ln1.weight");
        b.ln1_b = s.vec(p + "ln1.bias");
        b.attn_w = s.linear(p + "attn.in_proj_weight");  // d × 3d: W_Q, W_K, W_V side by side
        b.attn_b = s.vec(p + "attn.in_proj_bias");
        b.proj_w = s.linear(p + "attn.out_proj.weight");
        b.proj_b = s.vec(p + "attn.out_proj.bias");
        if (!mc.mlp) continue;  // attention only: the MLP's zeros add nothing (LN2 of 0 · x is 0)
        b.ln2_w = s.vec(p + "ln2.weight");
        b.ln2_b = s.vec(p + "ln2.bias");
        b.fc_w = s.linear(p + "ff.0.weight");
        b.fc_b = s.vec(p + "ff.0.bias");
        b.fc_proj_w = s.linear(p + "ff.2.weight");
        b.fc_proj_b = s.vec(p + "ff.2.bias");
    }
    g.lnf_w = s.vec("ln.weight");
    g.lnf_b = s.vec("ln.bias");
    g.head = s.tensor("head.weight");
    g.check();
    return g;
}

Matrix logits_under(const TrainedModel& trained, std::span<const int> ids,
                    std::span<const Intervention> interventions) {
    const GptModel g = gpt_model_of(trained);
    GptRunner runner(g);
    GptPassOptions o;
    for (int i = 0; i < int(ids.size()); ++i) o.logit_positions.push_back(i);
    o.keep_residual = false;
    o.keep_attention = false;
    o.interventions = interventions;
    return runner.run(ids, o).logits;
}

std::vector<std::vector<WordChance>> next_words_under(const TrainedModel& trained,
                                                      std::span<const int> ids,
                                                      std::span<const Intervention> interventions,
                                                      int top_k) {
    return likeliest_words(logits_under(trained, ids, interventions), trained.vocabulary, top_k);
}

}  // namespace attn
