// A model trained in the lab read in GPT-2's layout (attnlab/gpt/gpt_of_trained.hpp):
// the real-model pass on it gives the lab model's own logits and attention,
// including a feed-forward width other than 4d.
#include <gtest/gtest.h>

#include "attnlab/gpt/gpt_of_trained.hpp"
#include "attnlab/gpt/gpt_pass.hpp"
#include "attnlab/model/model.hpp"
#include "attnlab/model/model_scores.hpp"

namespace attn {
namespace {

TEST(GptOfTrained, TheRealModelPassGivesTheLabModelsLogitsAndWeights) {
    // V 9, T 8, d 12, 3 heads, 2 layers, F 20 (not 4d)
    Model lab(ModelConfig{9, 8, 12, 3, 2, 20});
    lab.init(11);
    const TrainedModel trained = TrainedModel::from_model(
        lab, Vocabulary({"<unk>", "a", "b", "c", "d", "e", "f", "g", "h"}));
    const GptModel g = gpt_model_of(trained);
    EXPECT_EQ(g.config.d_ff(), 20);
    EXPECT_FALSE(g.config.tied_head);
    const std::vector<int> ids{1, 4, 2, 8, 3, 3, 7};
    lab.forward(ids, int(ids.size()));
    GptRunner runner(g);
    GptPassOptions o;
    for (int i = 0; i < int(ids.size()); ++i) o.logit_positions.push_back(i);
    const GptPass pass = runner.run(ids, o);
    EXPECT_LT((pass.logits - lab.logits()).cwiseAbs().maxCoeff(), 1e-5);
    for (int l = 0; l < 2; ++l)
        for (int j = 0; j < 3; ++j)
            EXPECT_LT(
                (pass.attention_matrix(l, j) - Matrix(lab.attention(l, j))).cwiseAbs().maxCoeff(),
                1e-6)
                << "layer " << l << " head " << j;
}

// The trained model's layer traces under interventions (what `trace --lesson` prints) and
// its GPT-2-layout pass under the same ones: the same weights and head outputs.
TEST(GptOfTrained, InterventionsOnTheLabModelsTracesEqualThoseOnItsPass) {
    Model lab(ModelConfig{9, 8, 12, 3, 2, 20});
    lab.init(5);
    const TrainedModel trained = TrainedModel::from_model(
        lab, Vocabulary({"<unk>", "a", "b", "c", "d", "e", "f", "g", "h"}));
    const std::vector<int> ids{2, 5, 1, 1, 7, 3};
    Intervention cut;
    cut.kind = Intervention::Kind::Cut;
    cut.layer = 1, cut.head = 2, cut.query = 5, cut.key = 2;
    const std::vector<Intervention> list{
        Intervention::on_head(Intervention::Kind::Ablate, 0, 1),
        Intervention::on_head(Intervention::Kind::Ablate, 1, 0, Intervention::Ablation::Mean), cut};
    const std::vector<Trace> traces = model_layer_traces(lab, ids, {}, list);
    const GptModel g = gpt_model_of(trained);
    GptRunner runner(g);
    std::vector<Matrix> outputs;
    GptPassOptions o;
    o.interventions = list;
    o.head_outputs = &outputs;
    const GptPass pass = runner.run(ids, o);
    ASSERT_EQ(traces.size(), 2u);
    for (int l = 0; l < 2; ++l) {
        EXPECT_LT((traces[std::size_t(l)].concat - outputs[std::size_t(l)]).cwiseAbs().maxCoeff(),
                  1e-5)
            << "layer " << l;
        for (int j = 0; j < 3; ++j)
            EXPECT_LT((traces[std::size_t(l)].weights[std::size_t(j)] - pass.attention_matrix(l, j))
                          .cwiseAbs()
                          .maxCoeff(),
                      1e-6)
                << "layer " << l << " head " << j;
    }
    EXPECT_EQ(traces[1].weights[2](5, 2), 0.0f);
    EXPECT_NEAR(traces[1].weights[2].row(5).sum(), 1.0f, 1e-6);
    EXPECT_TRUE(traces[0].concat.middleCols(4, 4).isZero());
    // A patch needs a clean run, which a trace has not.
    EXPECT_THROW(model_layer_traces(lab, ids, {},
                                    std::vector<Intervention>{
                                        Intervention::on_head(Intervention::Kind::Patch, 0, 0)}),
                 std::invalid_argument);
}

TEST(GptOfTrained, AModelThatDoesNotCheckIsRefused) {
    Model lab(ModelConfig{4, 4, 4, 2, 1, 8});
    lab.init(3);
    TrainedModel t = TrainedModel::from_model(lab, Vocabulary({"<unk>", "a", "b", "c"}));
    t.weights[5] = std::numeric_limits<float>::quiet_NaN();
    EXPECT_THROW(gpt_model_of(t), std::invalid_argument);
}

}  // namespace
}  // namespace attn
