// The attention-only model (ModelConfig::mlp false, the induction-head papers'
// setting): its layout has no LN2 and no feed-forward tensors, its gradient
// matches finite differences, and it survives the lesson file, safetensors,
// the real-model pass and the layer traces unchanged.
#include <gtest/gtest.h>

#include "attnlab/gpt/gpt_of_trained.hpp"
#include "attnlab/gpt/gpt_pass.hpp"
#include "attnlab/model/model.hpp"
#include "attnlab/model/model_scores.hpp"
#include "attnlab/model/safetensors.hpp"
#include "attnlab/model/trained_model.hpp"
#include "grad_check.hpp"
#include "model/trained_model_json.hpp"

namespace attn {
namespace {

ModelConfig attention_only(ModelConfig c) {
    c.mlp = false;
    return c;
}

TEST(AttentionOnly, TheLayoutLeavesOutLn2AndTheFeedForwardLayers) {
    const ModelConfig full{64, 32, 64, 4, 2, 256};
    const ModelConfig only = attention_only(full);
    // Per block: LN2 (2·64) and the MLP (64·256 + 256 + 256·64 + 64) gone.
    EXPECT_EQ(parameter_count(full) - parameter_count(only), 2u * (128 + 16384 + 256 + 16384 + 64));
    for (const ParameterSlot& s : parameter_layout(only)) {
        EXPECT_EQ(s.name.find("ff."), std::string::npos) << s.name;
        EXPECT_EQ(s.name.find("ln2"), std::string::npos) << s.name;
    }
    Model m(only);
    m.init(3);
    EXPECT_EQ(m.weights().blocks[1].ff0_w.size(), 0);
    EXPECT_EQ(m.weights().head.rows(), 64);
}

TEST(AttentionOnly, EveryParameterMatchesFiniteDifferences) {
    ModelT<double> m(attention_only(ModelConfig{7, 5, 8, 2, 2, 12}));
    m.init(13);
    const std::vector<int> ids{1, 4, 6, 0, 2, 2, 5, 3}, targets{4, 6, 0, 2, 2, 5, 3, 1};
    auto f = [&] {
        m.forward(ids, 4);
        return m.loss(targets);
    };
    f();
    m.backward();
    const std::vector<double> analytic(m.gradient().begin(), m.gradient().end());
    test::expect_gradient(m.parameters().data(), Eigen::Index(m.parameters().size()),
                          analytic.data(), f, "dθ", 1e-6);
}

TEST(AttentionOnly, FilesAndTheRealModelPassKeepIt) {
    Model lab(attention_only(ModelConfig{9, 8, 12, 3, 2, 20}));
    lab.init(5);
    const TrainedModel trained = TrainedModel::from_model(
        lab, Vocabulary({"<unk>", "a", "b", "c", "d", "e", "f", "g", "h"}));
    // The lesson file's JSON: "mlp": false, read back equal.
    const auto j = detail::trained_model_to_json(trained);
    EXPECT_EQ(j["config"]["mlp"], false);
    EXPECT_EQ(detail::trained_model_from_json(nlohmann::json::parse(j.dump()), "model"), trained);
    auto bad = nlohmann::json::parse(j.dump());
    bad["config"]["mlp"] = "no";
    EXPECT_ANY_THROW(detail::trained_model_from_json(bad, "model"));
    // Safetensors: no ff tensors, read back as attention only.
    const TrainedModel again = from_safetensors(to_safetensors(trained));
    EXPECT_FALSE(again.config.mlp);
    EXPECT_EQ(again.weights, trained.weights);
    // The GPT-2-layout pass (patching, the lens) and the layer traces give the lab's numbers.
    const std::vector<int> ids{1, 4, 2, 8, 3};
    lab.forward(ids, int(ids.size()));
    const GptModel g = gpt_model_of(trained);  // the runner reads it in place
    GptRunner runner(g);
    GptPassOptions o;
    for (int i = 0; i < int(ids.size()); ++i) o.logit_positions.push_back(i);
    const GptPass pass = runner.run(ids, o);
    EXPECT_LT((pass.logits - lab.logits()).cwiseAbs().maxCoeff(), 1e-5);
    const std::vector<std::string> tokens{"a", "d", "b", "h", "c"};
    const auto traces = model_layer_traces(lab, ids, tokens);
    for (int l = 0; l < 2; ++l)
        for (int h = 0; h < 3; ++h)
            EXPECT_LT((traces[std::size_t(l)].weights[std::size_t(h)] - Matrix(lab.attention(l, h)))
                          .cwiseAbs()
                          .maxCoeff(),
                      1e-6);
}

}  // namespace
}  // namespace attn
