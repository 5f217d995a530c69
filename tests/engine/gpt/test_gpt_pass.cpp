// The real-model viewing pass (attnlab/gpt/gpt_pass.hpp) against an
// independent, loop-by-loop reference in double written from GPT-2's
// definition, plus its invariants (rows sum to 1, the causal triangle,
// causality, the logit lens) and its refusals.
#include <gtest/gtest.h>

#include <atomic>
#include <cmath>
#include <map>
#include <random>
#include <set>
#include <tuple>

#include "attnlab/attention/intervention.hpp"
#include "attnlab/gpt/gpt_model.hpp"
#include "attnlab/gpt/gpt_pass.hpp"
#include "gpt_reference.hpp"

namespace attn {
namespace {

struct PassVariant {
    GptActivation act;
    bool bias, tied;
    int n;
};

class GptPassVersusReference : public ::testing::TestWithParam<PassVariant> {};

TEST_P(GptPassVersusReference, EveryHeadResidualAndLogitEqualsTheDoubleReference) {
    const PassVariant v = GetParam();
    const GptModel m = gptref::small_model(v.act, v.bias, v.tied, 7);
    const std::vector<int> ids = gptref::token_ids(v.n, m.config.vocab, 3);
    GptRunner runner(m);
    GptPassOptions o;
    for (int i = 0; i < v.n; ++i) o.logit_positions.push_back(i);
    const GptPass p = runner.run(ids, o);
    const gptref::Reference ref = gptref::reference(m, ids);
    ASSERT_EQ(p.attention.size(), std::size_t(2 * 3) * p.tri_size());
    double worst = 0;
    for (int l = 0; l < 2; ++l)
        for (int j = 0; j < 3; ++j)
            for (int i = 0; i < v.n; ++i) {
                double sum = 0;
                for (int k = 0; k < v.n; ++k) {
                    worst = std::max(worst, std::abs(p.weight(l, j, i, k) - ref.att[l][j][i][k]));
                    if (k > i) EXPECT_EQ(p.weight(l, j, i, k), 0.0f);
                    sum += p.weight(l, j, i, k);
                }
                EXPECT_NEAR(sum, 1.0, 1e-5);
            }
    EXPECT_LT(worst, 2e-5);
    ASSERT_EQ(p.residual.size(), 3u);
    double wx = 0, wl = 0;
    for (int i = 0; i < v.n; ++i) {
        for (int k = 0; k < 24; ++k) wx = std::max(wx, std::abs(p.residual[2](i, k) - ref.x[i][k]));
        for (int t = 0; t < m.config.vocab; ++t)
            wl = std::max(wl, std::abs(p.logits(i, t) - ref.logits[i][t]));
    }
    EXPECT_LT(wx, 1e-4);
    EXPECT_LT(wl, 1e-4);
    // The logit lens of the last residual is the pass's own logits.
    const Matrix lens = runner.logits_of(p.residual[2]);
    EXPECT_LT((lens - p.logits).cwiseAbs().maxCoeff(), 1e-5);
    // A dense map equals the triangle.
    const Matrix dense = p.attention_matrix(1, 2);
    for (int i = 0; i < v.n; ++i)
        for (int k = 0; k < v.n; ++k) EXPECT_EQ(dense(i, k), p.weight(1, 2, i, k));
}

INSTANTIATE_TEST_SUITE_P(Variants, GptPassVersusReference,
                         ::testing::Values(PassVariant{GptActivation::gelu_tanh, true, true, 9},
                                           PassVariant{GptActivation::gelu_exact, true, false, 9},
                                           PassVariant{GptActivation::gelu_exact, false, true, 9},
                                           // past one 64-row attention block
                                           PassVariant{GptActivation::gelu_tanh, true, true, 77}));

TEST(GptPass, EarlierPositionsDoNotSeeLaterTokens) {
    const GptModel m = gptref::small_model(GptActivation::gelu_tanh, true, true, 11);
    std::vector<int> a = gptref::token_ids(70, m.config.vocab, 5), b = a;
    b[69] = (b[69] + 1) % m.config.vocab;
    b[68] = (b[68] + 5) % m.config.vocab;
    GptRunner runner(m);
    const GptPass pa = runner.run(a), pb = runner.run(b);
    for (int l = 0; l < 2; ++l)
        for (int j = 0; j < 3; ++j)
            for (int i = 0; i < 68; ++i)
                for (int k = 0; k <= i; ++k)
                    ASSERT_EQ(pa.weight(l, j, i, k), pb.weight(l, j, i, k));
    EXPECT_TRUE(pa.residual[2].topRows(68) == pb.residual[2].topRows(68));
    EXPECT_FALSE(pa.residual[2].row(69) == pb.residual[2].row(69));
}

TEST(GptPass, ARunnerReusedGivesTheSameBitsAsAFreshOne) {
    const GptModel m = gptref::small_model(GptActivation::gelu_tanh, true, true, 13);
    GptRunner reused(m);
    (void)reused.run(gptref::token_ids(75, m.config.vocab, 1));
    const std::vector<int> ids = gptref::token_ids(20, m.config.vocab, 2);
    const GptPass a = reused.run(ids);
    GptRunner fresh(m);
    const GptPass b = fresh.run(ids);
    EXPECT_EQ(a.attention, b.attention);
    EXPECT_TRUE(a.logits == b.logits);
}

TEST(GptPass, RefusesWhatItCannotRun) {
    const GptModel m = gptref::small_model(GptActivation::gelu_tanh, true, true, 17);
    GptRunner runner(m);
    EXPECT_THROW(runner.run(std::vector<int>{}), std::invalid_argument);
    try {
        runner.run(gptref::token_ids(81, m.config.vocab, 1));
        FAIL();
    } catch (const std::invalid_argument& e) {
        EXPECT_STREQ(e.what(), "the sentence has 81 tokens; the model's n_positions is 80");
    }
    try {
        runner.run(std::vector<int>{1, 37});
        FAIL();
    } catch (const std::invalid_argument& e) {
        EXPECT_STREQ(e.what(), "token 1 has id 37; the vocabulary has 37 tokens");
    }
    GptPassOptions o;
    o.logit_positions = {3};
    EXPECT_THROW(runner.run(std::vector<int>{1, 2, 3}, o), std::invalid_argument);
    std::atomic<bool> cancel{true};
    o.logit_positions.clear();
    o.cancel = &cancel;
    EXPECT_THROW(runner.run(std::vector<int>{1, 2}, o), GptPassCancelled);
}

// Finite weights too large to compute with: the pass refuses, naming the layer where its numbers
// left 32-bit floats, rather than return NaN weights and logits (a trace printed half its JSON).
TEST(GptPass, WeightsTooLargeToComputeWithAreRefusedNamingTheLayer) {
    GptModel m = gptref::small_model(GptActivation::gelu_tanh, true, true, 17);
    ASSERT_GE(m.config.layers, 2);
    m.blocks[1].attn_w.setConstant(3e38f);
    ASSERT_TRUE(m.blocks[1].attn_w.allFinite());
    GptRunner runner(m);
    try {
        runner.run(std::vector<int>{1, 2, 3});
        FAIL() << "no refusal";
    } catch (const std::invalid_argument& e) {
        EXPECT_STREQ(e.what(),
                     "the model's numbers overflow 32-bit floats in layer 2 (a value is no longer "
                     "finite): its weights are too large to compute with");
    }
    GptModel out = gptref::small_model(GptActivation::gelu_tanh, true, true, 17);
    out.wte.setConstant(3e38f);  // tied: the embedding is the output too
    try {
        GptRunner(out).run(std::vector<int>{1, 2, 3});
        FAIL() << "no refusal";
    } catch (const std::invalid_argument& e) {
        EXPECT_TRUE(std::string(e.what()).find("overflow 32-bit floats") != std::string::npos)
            << e.what();
    }
}

// A pass resumed from another's residual entering block l gives the same logits, bit for
// bit, as running every block: what the window's plain pass beside a what-if relies on.
TEST(GptPass, AResumedPassGivesTheFullPassesLogits) {
    const GptModel m = gptref::small_model(GptActivation::gelu_tanh, true, true, 19);
    GptRunner runner(m);
    const std::vector<int> ids = gptref::token_ids(33, m.config.vocab, 4);
    GptPassOptions all;
    all.logit_positions = {0, 32};
    const GptPass full = runner.run(ids, all);
    ASSERT_GE(m.config.layers, 2);
    for (int l = 0; l < m.config.layers; ++l) {
        GptPassOptions o;
        o.logit_positions = all.logit_positions;
        o.keep_residual = o.keep_attention = false;
        o.resume_from = &full.residual[std::size_t(l)];
        o.resume_layer = l;
        EXPECT_TRUE(runner.run(ids, o).logits == full.logits) << "resumed at block " << l;
    }
    GptPassOptions bad;
    bad.keep_attention = false;
    bad.keep_residual = false;
    bad.resume_from = &full.residual[1];
    bad.resume_layer = m.config.layers;
    EXPECT_THROW(runner.run(ids, bad), std::invalid_argument);  // no such block
    bad.resume_layer = 1;
    EXPECT_THROW(runner.run(std::vector<int>(ids.begin(), ids.end() - 1), bad),
                 std::invalid_argument);  // the residual has another length
    bad.keep_attention = true;
    try {
        runner.run(ids, bad);
        FAIL();
    } catch (const std::invalid_argument& e) {
        EXPECT_NE(std::string(e.what()).find("logits only"), std::string::npos) << e.what();
    }
}

TEST(GptModel, CheckNamesTheTensorThatDisagrees) {
    GptModel m = gptref::small_model(GptActivation::gelu_tanh, true, true, 19);
    m.blocks[1].attn_w.resize(72, 24);
    try {
        m.check();
        FAIL();
    } catch (const std::invalid_argument& e) {
        EXPECT_STREQ(e.what(),
                     "tensor 'h.1.attn.c_attn.weight' has shape [72, 24]; expected [24, 72]");
    }
    GptModel k = gptref::small_model(GptActivation::gelu_tanh, true, true, 19);
    k.wpe(3, 4) = std::nanf("");
    EXPECT_THROW(k.check(), std::invalid_argument);
}

// GptModel::random draws from the engine's own generator (splitmix64, Irwin–Hall normals), not a
// standard-library distribution: these bits are the same with every standard library. The
// numbers were worked out independently (splitmix64 and 12 uniforms in Python).
TEST(GptModel, RandomWeightsAreTheSameOnEveryStandardLibrary) {
    GptConfig c;
    c.layers = 1, c.heads = 2, c.d = 4, c.positions = 8, c.vocab = 5;
    const GptModel m = GptModel::random(c, 7);
    EXPECT_EQ(m.wte(0, 0), -0x1.47fe1ep-6f);
    EXPECT_EQ(m.wte(0, 1), 0x1.b4f97ap-6f);
    EXPECT_EQ(m.wte(0, 2), 0x1.540a9ep-7f);
    const GptModel again = GptModel::random(c, 7);
    EXPECT_EQ(m.blocks[0].attn_w, again.blocks[0].attn_w);
    EXPECT_NE(GptModel::random(c, 8).wte, m.wte);
    // The spread asked for: N(0, 0.02²), within sampling error over the block's weights.
    const Eigen::Map<const Eigen::ArrayXf> w(m.blocks[0].fc_w.data(), m.blocks[0].fc_w.size());
    const double sd = std::sqrt(double((w - w.mean()).square().mean()));
    EXPECT_NEAR(sd, 0.02, 0.006);
}

TEST(GptConfig, CountsAndValidates) {
    GptConfig c;                                    // GPT-2 small
    EXPECT_EQ(gpt_parameter_count(c), 124439808u);  // GPT-2 small's 124,439,808 weights
    c.heads = 5;
    EXPECT_THROW(validate(c), std::invalid_argument);
    c.heads = 12;
    c.eps = 0;
    EXPECT_THROW(validate(c), std::invalid_argument);
}

}  // namespace
}  // namespace attn

namespace attn {
namespace {

double worst_logit(const GptPass& p, const gptref::Reference& ref) {
    double w = 0;
    for (Eigen::Index i = 0; i < p.logits.rows(); ++i)
        for (Eigen::Index t = 0; t < p.logits.cols(); ++t)
            w = std::max(
                w, std::abs(
                       p.logits(i, t) -
                       ref.logits[std::size_t(p.logit_positions[std::size_t(i)])][std::size_t(t)]));
    return w;
}

// Zero and mean ablation, keep-only and a cut line, against the reference's own reading.
TEST(GptInterventions, AblationsAndCutsEqualThePlainReference) {
    const GptModel m = gptref::small_model(GptActivation::gelu_tanh, true, true, 7);
    const std::vector<int> ids = gptref::token_ids(9, m.config.vocab, 3);
    GptRunner runner(m);
    GptPassOptions o;
    for (int i = 0; i < 9; ++i) o.logit_positions.push_back(i);
    Intervention cut;
    cut.kind = Intervention::Kind::Cut;
    cut.layer = 1, cut.head = 0, cut.query = 5, cut.key = 2;
    const std::vector<Intervention> list{
        Intervention::on_head(Intervention::Kind::Ablate, 1, 2),
        Intervention::on_head(Intervention::Kind::Ablate, 0, 0, Intervention::Ablation::Mean), cut};
    o.interventions = list;
    const GptPass p = runner.run(ids, o);
    gptref::RefEdits e;
    e.fate[{1, 2}] = 'z';
    e.fate[{0, 0}] = 'm';
    e.cuts.insert({1, 0, 5, 2});
    const gptref::Reference ref = gptref::reference(m, ids, e);
    EXPECT_LT(worst_logit(p, ref), 1e-4);
    EXPECT_EQ(p.weight(1, 0, 5, 2), 0.0f);  // the cut line carries nothing…
    double sum = 0;
    for (float w : p.row(1, 0, 5)) sum += w;
    EXPECT_NEAR(sum, 1.0, 1e-5);  // …and the row renormalises over the rest
    // Nothing else moved: the plain pass is the reference without edits.
    const GptPass plain = runner.run(ids, GptPassOptions{o.logit_positions});
    EXPECT_LT(worst_logit(plain, gptref::reference(m, ids)), 1e-4);
    EXPECT_GT((plain.logits - p.logits).cwiseAbs().maxCoeff(), 1e-3);  // and the edits matter
    // Keep only head 2 of layer 1: heads 1 and 3 switched off.
    const std::vector<Intervention> keep{Intervention::on_head(Intervention::Kind::KeepOnly, 1, 1)};
    o.interventions = keep;
    gptref::RefEdits k;
    k.fate[{1, 0}] = k.fate[{1, 2}] = 'z';
    EXPECT_LT(worst_logit(runner.run(ids, o), gptref::reference(m, ids, k)), 1e-4);
}

// Patching every head of layer 0 from a clean run of another prompt of the same length.
TEST(GptInterventions, APatchTakesTheCleanRunsHeadOutput) {
    const GptModel m = gptref::small_model(GptActivation::gelu_exact, true, false, 5);
    const std::vector<int> clean = gptref::token_ids(7, m.config.vocab, 1),
                           corrupt = gptref::token_ids(7, m.config.vocab, 2);
    GptRunner runner(m);
    GptPassOptions c;
    std::vector<Matrix> outputs;
    c.head_outputs = &outputs;
    runner.run(clean, c);
    ASSERT_EQ(outputs.size(), 2u);
    const std::vector<Intervention> list{
        Intervention::on_head(Intervention::Kind::Patch, 0, kEvery)};
    GptPassOptions o;
    o.interventions = list;
    o.patch_from = &outputs;
    const GptPass p = runner.run(corrupt, o);
    std::vector<gptref::Rows> clean_ctx;
    gptref::RefEdits rc;
    rc.record = &clean_ctx;
    gptref::reference(m, clean, rc);
    gptref::RefEdits e;
    for (int j = 0; j < 3; ++j) e.fate[{0, j}] = 'p';
    e.clean = &clean_ctx;
    EXPECT_LT(worst_logit(p, gptref::reference(m, corrupt, e)), 1e-4);
    // A patch needs prompts of one length, and its clean run.
    const std::vector<int> longer = gptref::token_ids(8, m.config.vocab, 2);
    try {
        runner.run(longer, o);
        ADD_FAILURE() << "a patch across lengths ran";
    } catch (const std::invalid_argument& ex) {
        EXPECT_NE(
            std::string(ex.what()).find("the clean prompt has 7 tokens and the corrupted one 8"),
            std::string::npos)
            << ex.what();
    }
    o.patch_from = nullptr;
    EXPECT_THROW(runner.run(corrupt, o), std::invalid_argument);
}

TEST(GptInterventions, OutOfRangeIsRefusedWithWhatAndWhere) {
    const GptModel m = gptref::small_model(GptActivation::gelu_tanh, true, true, 7);
    const std::vector<int> ids = gptref::token_ids(6, m.config.vocab, 3);
    GptRunner runner(m);
    const auto message = [&](std::vector<Intervention> list) {
        GptPassOptions o;
        o.interventions = list;
        try {
            runner.run(ids, o);
        } catch (const std::invalid_argument& e) {
            return std::string(e.what());
        }
        return std::string("(ran)");
    };
    EXPECT_EQ(message({Intervention::on_head(Intervention::Kind::Ablate, 2, 0)}),
              "layer 3 · head 1 switched off: layer 3 is not in the model, which has 2 layers "
              "(1 to 2)");
    EXPECT_EQ(message({Intervention::on_head(Intervention::Kind::Ablate, 0, 3)}),
              "layer 1 · head 4 switched off: head 4 is not in the model, which has 3 heads (1 to "
              "3)");
    Intervention up;
    up.kind = Intervention::Kind::Cut;
    up.layer = 0, up.head = 0, up.query = 1, up.key = 4;
    EXPECT_EQ(message({up}),
              "layer 1 · head 1 · line 1 → 4 cut: token 1 cannot see token 4 anyway (the causal "
              "mask): nothing to cut");
    Intervention only = up;
    only.query = 0, only.key = 0;  // token 0 sees only itself
    EXPECT_EQ(message({only}),
              "layer 1 · head 1 · line 0 → 0 cut: token 0 would have no token left to look at");
}

}  // namespace
}  // namespace attn
