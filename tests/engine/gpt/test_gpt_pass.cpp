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

namespace attn {
namespace {

using Rows = std::vector<std::vector<double>>;

// Reference GPT-2 in double: returns the last block's output (n × d) and
// fills att[l][j] (n × n) and logits (n × V).
struct Reference {
    std::vector<std::vector<Rows>> att;
    Rows x, logits;
};

Rows layernorm(const Rows& x, const Vector& w, const Vector& b, double eps) {
    Rows y = x;
    for (std::size_t r = 0; r < x.size(); ++r) {
        const std::size_t d = x[r].size();
        double mean = 0, var = 0;
        for (double v : x[r]) mean += v;
        mean /= double(d);
        for (double v : x[r]) var += (v - mean) * (v - mean);
        var /= double(d);
        for (std::size_t i = 0; i < d; ++i)
            y[r][i] = (x[r][i] - mean) / std::sqrt(var + eps) * w[Eigen::Index(i)] +
                      (b.size() ? b[Eigen::Index(i)] : 0.0);
    }
    return y;
}

Rows linear(const Rows& x, const Matrix& W, const Vector& b) {  // W in × out
    Rows y(x.size(), std::vector<double>(std::size_t(W.cols())));
    for (std::size_t r = 0; r < x.size(); ++r)
        for (Eigen::Index o = 0; o < W.cols(); ++o) {
            double s = b.size() ? b[o] : 0.0;
            for (Eigen::Index i = 0; i < W.rows(); ++i) s += x[r][std::size_t(i)] * W(i, o);
            y[r][std::size_t(o)] = s;
        }
    return y;
}

// What the reference does to each head, written out plainly (the test's own
// reading of issue 38, not the engine's head_fate): per (layer, head) a fate
// and the cut lines.
struct RefEdits {
    std::map<std::pair<int, int>, char> fate;  // 'z' zero, 'm' mean, 'p' patch (every position)
    std::set<std::tuple<int, int, int, int>> cuts;  // (layer, head, query, key)
    const std::vector<Rows>* clean = nullptr;       // the clean run's ctx per layer
    std::vector<Rows>* record = nullptr;            // this run's ctx per layer
};

Reference reference(const GptModel& m, const std::vector<int>& ids, const RefEdits& e = {}) {
    const GptConfig& c = m.config;
    const std::size_t n = ids.size(), d = std::size_t(c.d), dk = std::size_t(c.dk());
    Reference ref;
    ref.x.assign(n, std::vector<double>(d));
    for (std::size_t i = 0; i < n; ++i)
        for (std::size_t k = 0; k < d; ++k)
            ref.x[i][k] = m.wte(ids[i], Eigen::Index(k)) + m.wpe(Eigen::Index(i), Eigen::Index(k));
    for (const GptBlock& b : m.blocks) {
        const Rows qkv = linear(layernorm(ref.x, b.ln1_w, b.ln1_b, c.eps), b.attn_w, b.attn_b);
        Rows ctx(n, std::vector<double>(d));
        std::vector<Rows> heads;
        for (int j = 0; j < c.heads; ++j) {
            Rows P(n, std::vector<double>(n, 0.0));
            for (std::size_t i = 0; i < n; ++i) {
                double mx = -1e300;
                std::vector<double> s(i + 1);
                for (std::size_t k = 0; k <= i; ++k) {
                    if (e.cuts.count({int(ref.att.size()), j, int(i), int(k)})) {
                        s[k] = -INFINITY;
                        continue;
                    }
                    double dot = 0;
                    for (std::size_t e = 0; e < dk; ++e)
                        dot += qkv[i][j * dk + e] * qkv[k][d + j * dk + e];
                    s[k] = dot / std::sqrt(double(dk));
                    mx = std::max(mx, s[k]);
                }
                double sum = 0;
                for (std::size_t k = 0; k <= i; ++k) sum += (s[k] = std::exp(s[k] - mx));
                for (std::size_t k = 0; k <= i; ++k) P[i][k] = s[k] / sum;
                for (std::size_t e = 0; e < dk; ++e) {
                    double v = 0;
                    for (std::size_t k = 0; k <= i; ++k) v += P[i][k] * qkv[k][2 * d + j * dk + e];
                    ctx[i][j * dk + e] = v;
                }
            }
            heads.push_back(P);
        }
        const int l = int(ref.att.size());
        for (int j = 0; j < c.heads; ++j) {
            const auto f = e.fate.find({l, j});
            if (f == e.fate.end()) continue;
            for (std::size_t q = 0; q < dk; ++q) {
                double mean = 0;
                for (std::size_t i = 0; i < n; ++i) mean += ctx[i][j * dk + q] / double(n);
                for (std::size_t i = 0; i < n; ++i)
                    ctx[i][j * dk + q] = f->second == 'z' ? 0.0
                                         : f->second == 'm'
                                             ? mean
                                             : (*e.clean)[std::size_t(l)][i][j * dk + q];
            }
        }
        if (e.record) e.record->push_back(ctx);
        ref.att.push_back(heads);
        const Rows proj = linear(ctx, b.proj_w, b.proj_b);
        for (std::size_t i = 0; i < n; ++i)
            for (std::size_t k = 0; k < d; ++k) ref.x[i][k] += proj[i][k];
        Rows h = linear(layernorm(ref.x, b.ln2_w, b.ln2_b, c.eps), b.fc_w, b.fc_b);
        for (auto& row : h)
            for (double& v : row)
                v = c.activation == GptActivation::gelu_tanh
                        ? 0.5 * v *
                              (1 + std::tanh(std::sqrt(2 / M_PI) * (v + 0.044715 * v * v * v)))
                        : 0.5 * v * (1 + std::erf(v / std::sqrt(2.0)));
        const Rows out = linear(h, b.fc_proj_w, b.fc_proj_b);
        for (std::size_t i = 0; i < n; ++i)
            for (std::size_t k = 0; k < d; ++k) ref.x[i][k] += out[i][k];
    }
    const Rows f = layernorm(ref.x, m.lnf_w, m.lnf_b, c.eps);
    const Matrix& E = m.output_embedding();
    ref.logits.assign(n, std::vector<double>(std::size_t(c.vocab)));
    for (std::size_t i = 0; i < n; ++i)
        for (int v = 0; v < c.vocab; ++v) {
            double s = 0;
            for (std::size_t k = 0; k < d; ++k) s += f[i][k] * E(v, Eigen::Index(k));
            ref.logits[i][std::size_t(v)] = s;
        }
    return ref;
}

// A small model with weights large enough that heads are far from uniform.
GptModel small_model(GptActivation act, bool bias, bool tied, unsigned seed) {
    GptConfig c;
    c.layers = 2;
    c.heads = 3;
    c.d = 24;
    c.positions = 80;
    c.vocab = 37;
    c.activation = act;
    c.bias = bias;
    c.tied_head = tied;
    GptModel m = GptModel::zeros(c);
    std::mt19937 gen(seed);
    std::normal_distribution<float> nd(0.0f, 0.35f);
    auto fill = [&](auto& x, float mean = 0.0f) {
        for (Eigen::Index i = 0; i < x.size(); ++i) x.data()[i] = mean + nd(gen);
    };
    fill(m.wte);
    fill(m.wpe);
    for (GptBlock& b : m.blocks) {
        fill(b.ln1_w, 1.0f), fill(b.ln1_b), fill(b.attn_w), fill(b.attn_b), fill(b.proj_w),
            fill(b.proj_b);
        fill(b.ln2_w, 1.0f), fill(b.ln2_b), fill(b.fc_w), fill(b.fc_b), fill(b.fc_proj_w),
            fill(b.fc_proj_b);
    }
    fill(m.lnf_w, 1.0f), fill(m.lnf_b);
    if (!tied) fill(m.head);
    m.check();
    return m;
}

std::vector<int> token_ids(int n, int vocab, unsigned seed) {
    std::mt19937 gen(seed);
    std::vector<int> out(static_cast<std::size_t>(n));
    for (int& t : out) t = int(gen() % unsigned(vocab));
    return out;
}

struct PassVariant {
    GptActivation act;
    bool bias, tied;
    int n;
};

class GptPassVersusReference : public ::testing::TestWithParam<PassVariant> {};

TEST_P(GptPassVersusReference, EveryHeadResidualAndLogitEqualsTheDoubleReference) {
    const PassVariant v = GetParam();
    const GptModel m = small_model(v.act, v.bias, v.tied, 7);
    const std::vector<int> ids = token_ids(v.n, m.config.vocab, 3);
    GptRunner runner(m);
    GptPassOptions o;
    for (int i = 0; i < v.n; ++i) o.logit_positions.push_back(i);
    const GptPass p = runner.run(ids, o);
    const Reference ref = reference(m, ids);
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
    const GptModel m = small_model(GptActivation::gelu_tanh, true, true, 11);
    std::vector<int> a = token_ids(70, m.config.vocab, 5), b = a;
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
    const GptModel m = small_model(GptActivation::gelu_tanh, true, true, 13);
    GptRunner reused(m);
    (void)reused.run(token_ids(75, m.config.vocab, 1));
    const std::vector<int> ids = token_ids(20, m.config.vocab, 2);
    const GptPass a = reused.run(ids);
    GptRunner fresh(m);
    const GptPass b = fresh.run(ids);
    EXPECT_EQ(a.attention, b.attention);
    EXPECT_TRUE(a.logits == b.logits);
}

TEST(GptPass, RefusesWhatItCannotRun) {
    const GptModel m = small_model(GptActivation::gelu_tanh, true, true, 17);
    GptRunner runner(m);
    EXPECT_THROW(runner.run(std::vector<int>{}), std::invalid_argument);
    try {
        runner.run(token_ids(81, m.config.vocab, 1));
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

TEST(GptModel, CheckNamesTheTensorThatDisagrees) {
    GptModel m = small_model(GptActivation::gelu_tanh, true, true, 19);
    m.blocks[1].attn_w.resize(72, 24);
    try {
        m.check();
        FAIL();
    } catch (const std::invalid_argument& e) {
        EXPECT_STREQ(e.what(),
                     "tensor 'h.1.attn.c_attn.weight' has shape [72, 24]; expected [24, 72]");
    }
    GptModel k = small_model(GptActivation::gelu_tanh, true, true, 19);
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

double worst_logit(const GptPass& p, const Reference& ref) {
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
    const GptModel m = small_model(GptActivation::gelu_tanh, true, true, 7);
    const std::vector<int> ids = token_ids(9, m.config.vocab, 3);
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
    RefEdits e;
    e.fate[{1, 2}] = 'z';
    e.fate[{0, 0}] = 'm';
    e.cuts.insert({1, 0, 5, 2});
    const Reference ref = reference(m, ids, e);
    EXPECT_LT(worst_logit(p, ref), 1e-4);
    EXPECT_EQ(p.weight(1, 0, 5, 2), 0.0f);  // the cut line carries nothing…
    double sum = 0;
    for (float w : p.row(1, 0, 5)) sum += w;
    EXPECT_NEAR(sum, 1.0, 1e-5);  // …and the row renormalises over the rest
    // Nothing else moved: the plain pass is the reference without edits.
    const GptPass plain = runner.run(ids, GptPassOptions{o.logit_positions});
    EXPECT_LT(worst_logit(plain, reference(m, ids)), 1e-4);
    EXPECT_GT((plain.logits - p.logits).cwiseAbs().maxCoeff(), 1e-3);  // and the edits matter
    // Keep only head 2 of layer 1: heads 1 and 3 switched off.
    const std::vector<Intervention> keep{Intervention::on_head(Intervention::Kind::KeepOnly, 1, 1)};
    o.interventions = keep;
    RefEdits k;
    k.fate[{1, 0}] = k.fate[{1, 2}] = 'z';
    EXPECT_LT(worst_logit(runner.run(ids, o), reference(m, ids, k)), 1e-4);
}

// Patching every head of layer 0 from a clean run of another prompt of the same length.
TEST(GptInterventions, APatchTakesTheCleanRunsHeadOutput) {
    const GptModel m = small_model(GptActivation::gelu_exact, true, false, 5);
    const std::vector<int> clean = token_ids(7, m.config.vocab, 1),
                           corrupt = token_ids(7, m.config.vocab, 2);
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
    std::vector<Rows> clean_ctx;
    RefEdits rc;
    rc.record = &clean_ctx;
    reference(m, clean, rc);
    RefEdits e;
    for (int j = 0; j < 3; ++j) e.fate[{0, j}] = 'p';
    e.clean = &clean_ctx;
    EXPECT_LT(worst_logit(p, reference(m, corrupt, e)), 1e-4);
    // A patch needs prompts of one length, and its clean run.
    const std::vector<int> longer = token_ids(8, m.config.vocab, 2);
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
    const GptModel m = small_model(GptActivation::gelu_tanh, true, true, 7);
    const std::vector<int> ids = token_ids(6, m.config.vocab, 3);
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
