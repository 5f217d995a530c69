// Attention rollout and the logit lens (attnlab/gpt/gpt_lens.hpp) against
// independent computations in plain loops in double: on a small random
// GptModel, and on the nanogpt-tiny fixture with PyTorch's own weights and
// logits (expected.json); their invariants (rows sum to 1, causality) and
// their refusals.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <random>
#include <sstream>

#include "attnlab/checkpoints/model_files.hpp"
#include "attnlab/gpt/gpt_lens.hpp"
#include "attnlab/gpt/gpt_model.hpp"
#include "attnlab/gpt/gpt_pass.hpp"
#include "gpt_reference.hpp"

namespace attn {
namespace {

using Rows = std::vector<std::vector<double>>;
using json = nlohmann::json;

// A small model whose heads are far from uniform (weights N(0, 0.35²)).
GptModel lens_model(int layers, int heads, int d, int vocab, unsigned seed) {
    GptConfig c;
    c.layers = layers;
    c.heads = heads;
    c.d = d;
    c.positions = 64;
    c.vocab = vocab;
    return gptref::random_model(c, seed);
}

// ---------------------------------------------------------------- references

// weights[l][j][i][k] → the rollout rows of `token` (L × n), by the definition:
// A_l = mean of the heads, Ã_l = (A_l + I) / 2 with rows renormalised, and the
// full products R_l = Ã_l · R_{l−1} (n³ each, plain loops).
Rows reference_rollout(const std::vector<std::vector<Rows>>& weights, int token) {
    const std::size_t L = weights.size(), n = weights[0][0].size();
    Rows R(n, std::vector<double>(n, 0.0)), out;
    for (std::size_t i = 0; i < n; ++i) R[i][i] = 1;
    for (std::size_t l = 0; l < L; ++l) {
        Rows mixed(n, std::vector<double>(n, 0.0));
        for (std::size_t i = 0; i < n; ++i) {
            double sum = 0;
            for (std::size_t k = 0; k < n; ++k) {
                double a = 0;
                for (const Rows& head : weights[l]) a += head[i][k];
                mixed[i][k] = 0.5 * a / double(weights[l].size()) + (i == k ? 0.5 : 0.0);
                sum += mixed[i][k];
            }
            for (double& v : mixed[i]) v /= sum;
        }
        Rows next(n, std::vector<double>(n, 0.0));
        for (std::size_t i = 0; i < n; ++i)
            for (std::size_t k = 0; k < n; ++k)
                for (std::size_t m = 0; m < n; ++m) next[i][k] += mixed[i][m] * R[m][k];
        R = next;
        out.push_back(R[std::size_t(token)]);
    }
    return out;
}

std::vector<std::vector<Rows>> pass_weights(const GptPass& p) {
    std::vector<std::vector<Rows>> w(std::size_t(p.config.layers));
    for (int l = 0; l < p.config.layers; ++l)
        for (int j = 0; j < p.config.heads; ++j) {
            Rows head(std::size_t(p.n()), std::vector<double>(std::size_t(p.n())));
            for (int i = 0; i < p.n(); ++i)
                for (int k = 0; k < p.n(); ++k)
                    head[std::size_t(i)][std::size_t(k)] = p.weight(l, j, i, k);
            w[std::size_t(l)].push_back(head);
        }
    return w;
}

// softmax(LN_f(x) · Eᵀ) in double, for one residual row.
std::vector<double> reference_lens_row(const GptModel& m, const Matrix& residual, int position) {
    const int d = m.config.d;
    double mean = 0, var = 0;
    for (int k = 0; k < d; ++k) mean += residual(position, k);
    mean /= d;
    for (int k = 0; k < d; ++k)
        var += (residual(position, k) - mean) * (residual(position, k) - mean);
    var /= d;
    std::vector<double> f(static_cast<std::size_t>(d));
    for (int k = 0; k < d; ++k)
        f[std::size_t(k)] =
            (residual(position, k) - mean) / std::sqrt(var + m.config.eps) * m.lnf_w[k] +
            (m.lnf_b.size() ? m.lnf_b[k] : 0.0);
    const Matrix& E = m.output_embedding();
    std::vector<double> p(std::size_t(m.config.vocab));
    double top = -1e300, sum = 0;
    for (int v = 0; v < m.config.vocab; ++v) {
        double s = 0;
        for (int k = 0; k < d; ++k) s += f[std::size_t(k)] * E(v, k);
        p[std::size_t(v)] = s;
        top = std::max(top, s);
    }
    for (double& v : p) sum += (v = std::exp(v - top));
    for (double& v : p) v /= sum;
    return p;
}

std::vector<double> softmax(std::vector<double> x) {
    const double top = *std::max_element(x.begin(), x.end());
    double sum = 0;
    for (double& v : x) sum += (v = std::exp(v - top));
    for (double& v : x) v /= sum;
    return x;
}

// The k likeliest ids of p, ties to the lower id.
std::vector<int> top_ids(const std::vector<double>& p, int k) {
    std::vector<int> ids(p.size());
    for (std::size_t i = 0; i < ids.size(); ++i) ids[i] = int(i);
    std::stable_sort(ids.begin(), ids.end(),
                     [&](int a, int b) { return p[std::size_t(a)] > p[std::size_t(b)]; });
    ids.resize(std::size_t(k));
    return ids;
}

void expect_rollout_equals(const Matrix& got, const Rows& want, int token, double tol) {
    ASSERT_EQ(got.rows(), Eigen::Index(want.size()));
    for (std::size_t l = 0; l < want.size(); ++l) {
        double sum = 0;
        for (std::size_t k = 0; k < want[l].size(); ++k) {
            EXPECT_NEAR(got(Eigen::Index(l), Eigen::Index(k)), want[l][k], tol)
                << "layer " << l << " key " << k;
            if (int(k) > token) {
                EXPECT_EQ(got(Eigen::Index(l), Eigen::Index(k)), 0.0f);
            }
            sum += got(Eigen::Index(l), Eigen::Index(k));
        }
        EXPECT_NEAR(sum, 1.0, 1e-5);
    }
}

// ------------------------------------------------------------------- rollout

TEST(AttentionRollout, EqualsTheFullProductsOfTheMixedLayers) {
    const GptModel m = lens_model(3, 4, 16, 29, 5);
    const std::vector<int> ids = gptref::token_ids(11, 29, 7);
    GptRunner runner(m);
    const GptPass p = runner.run(ids);
    const auto w = pass_weights(p);
    for (int token : {0, 1, 6, 10}) {
        const Matrix got = attention_rollout(p, token);
        ASSERT_EQ(got.cols(), 11);
        expect_rollout_equals(got, reference_rollout(w, token), token, 2e-6);
    }
}

TEST(AttentionRollout, TwoUniformLayersByHand) {
    // Two tokens, every head uniform over what it may see: A = [[1, 0], [½, ½]],
    // Ã = [[1, 0], [¼, ¾]], R_1 = Ã² = [[1, 0], [7/16, 9/16]].
    const Matrix a = (Matrix(2, 2) << 1, 0, 0.5f, 0.5f).finished();
    const Matrix r = attention_rollout(std::vector<Matrix>{a, a}, 1);
    EXPECT_FLOAT_EQ(r(0, 0), 0.25f);
    EXPECT_FLOAT_EQ(r(0, 1), 0.75f);
    EXPECT_FLOAT_EQ(r(1, 0), 7.0f / 16);
    EXPECT_FLOAT_EQ(r(1, 1), 9.0f / 16);
    const Matrix first = attention_rollout(std::vector<Matrix>{a, a}, 0);
    EXPECT_FLOAT_EQ(first(1, 0), 1.0f);
    EXPECT_FLOAT_EQ(first(1, 1), 0.0f);
}

TEST(AttentionRollout, TheMatrixVariantAgreesWithThePass) {
    const GptModel m = lens_model(2, 3, 12, 17, 9);
    GptRunner runner(m);
    const GptPass p = runner.run(gptref::token_ids(9, 17, 1));
    std::vector<Matrix> averaged;
    for (int l = 0; l < 2; ++l) {
        std::vector<Matrix> heads;
        for (int j = 0; j < 3; ++j) heads.push_back(p.attention_matrix(l, j));
        averaged.push_back(head_average(heads));
        const Matrix direct = head_averaged_attention(p, l);
        EXPECT_LT((direct - averaged.back()).cwiseAbs().maxCoeff(), 1e-7);
        for (int i = 0; i < 9; ++i) EXPECT_NEAR(direct.row(i).sum(), 1.0, 1e-6);
    }
    for (int token = 0; token < 9; ++token)
        EXPECT_LT((attention_rollout(averaged, token) - attention_rollout(p, token))
                      .cwiseAbs()
                      .maxCoeff(),
                  1e-6);
}

TEST(AttentionRollout, ATokenDoesNotSeeLaterTokens) {
    const GptModel m = lens_model(2, 2, 8, 13, 3);
    std::vector<int> a = gptref::token_ids(10, 13, 2), b = a;
    b[9] = (b[9] + 3) % 13;
    b[8] = (b[8] + 1) % 13;
    GptRunner runner(m);
    const GptPass pa = runner.run(a), pb = runner.run(b);
    for (int token = 0; token < 8; ++token)
        EXPECT_TRUE(attention_rollout(pa, token) == attention_rollout(pb, token));
    EXPECT_FALSE(attention_rollout(pa, 9) == attention_rollout(pb, 9));
}

TEST(AttentionRollout, LongSentencesKeepTheirRowsOnTheCorner) {
    // 64 tokens, 4 layers: every row of every token is a distribution over the tokens so far.
    const GptModel m = lens_model(4, 2, 8, 13, 21);
    GptRunner runner(m);
    const GptPass p = runner.run(gptref::token_ids(64, 13, 4));
    const Matrix r = attention_rollout(p, 40);
    EXPECT_EQ(r.rows(), 4);
    EXPECT_EQ(r.cols(), 64);
    EXPECT_EQ(r.rightCols(23).cwiseAbs().maxCoeff(), 0.0f);
    EXPECT_GE(r.minCoeff(), 0.0f);
    for (int l = 0; l < 4; ++l) EXPECT_NEAR(r.row(l).sum(), 1.0, 1e-5);
    // The identity half: a token always keeps at least 2^-L of itself.
    EXPECT_GT(r(3, 40), std::pow(0.5f, 4) - 1e-6f);
}

TEST(AttentionRollout, RefusesWhatItCannotRoll) {
    const GptModel m = lens_model(2, 2, 8, 13, 3);
    GptRunner runner(m);
    const GptPass p = runner.run(gptref::token_ids(5, 13, 2));
    try {
        attention_rollout(p, 5);
        FAIL();
    } catch (const std::invalid_argument& e) {
        EXPECT_STREQ(
            e.what(),
            "attention_rollout: token 5 does not exist; the sentence has 5 tokens (tokens 0 to 4)");
    }
    EXPECT_THROW(attention_rollout(p, -1), std::invalid_argument);
    EXPECT_THROW(head_averaged_attention(p, 2), std::invalid_argument);
    EXPECT_THROW(attention_rollout(std::vector<Matrix>{}, 0), std::invalid_argument);
    try {
        attention_rollout(std::vector<Matrix>{Matrix::Identity(3, 3), Matrix::Identity(3, 2)}, 0);
        FAIL();
    } catch (const std::invalid_argument& e) {
        EXPECT_STREQ(e.what(), "attention_rollout: layer 1's matrix is 3 × 2; expected 3 × 3");
    }
    Matrix nan = Matrix::Identity(3, 3);
    nan(1, 0) = std::nanf("");
    EXPECT_THROW(attention_rollout(std::vector<Matrix>{nan}, 0), std::invalid_argument);
    EXPECT_THROW(head_average({Matrix::Identity(2, 2), Matrix::Identity(3, 3)}),
                 std::invalid_argument);
}

// ---------------------------------------------------------------- logit lens

TEST(LogitLens, EveryLayerReadThroughTheFinalNormAndTheHead) {
    const GptModel m = lens_model(3, 2, 16, 41, 13);
    const std::vector<int> ids = gptref::token_ids(8, 41, 5);
    GptRunner runner(m);
    const GptPass p = runner.run(ids);  // logits at the last position
    for (int position : {0, 4, 7}) {
        const Matrix probs = lens_probabilities(runner, p, position);
        ASSERT_EQ(probs.rows(), 4);
        ASSERT_EQ(probs.cols(), 41);
        const auto lens = logit_lens(runner, p, position, 5);
        ASSERT_EQ(lens.size(), 4u);
        for (int l = 0; l <= 3; ++l) {
            const std::vector<double> want =
                reference_lens_row(m, p.residual[std::size_t(l)], position);
            double sum = 0;
            for (int v = 0; v < 41; ++v) {
                EXPECT_NEAR(probs(l, v), want[std::size_t(v)], 1e-6);
                sum += probs(l, v);
            }
            EXPECT_NEAR(sum, 1.0, 1e-5);
            const std::vector<int> top = top_ids(want, 5);
            ASSERT_EQ(lens[std::size_t(l)].size(), 5u);
            for (int r = 0; r < 5; ++r) {
                EXPECT_EQ(lens[std::size_t(l)][std::size_t(r)].id, top[std::size_t(r)])
                    << "layer " << l << " rank " << r;
                EXPECT_NEAR(lens[std::size_t(l)][std::size_t(r)].probability,
                            want[std::size_t(top[std::size_t(r)])], 1e-6);
                if (r > 0) {
                    EXPECT_GE(lens[std::size_t(l)][std::size_t(r - 1)].probability,
                              lens[std::size_t(l)][std::size_t(r)].probability);
                }
            }
        }
    }
    // The last row is the model's own next-token distribution.
    std::vector<double> own(41);
    for (int v = 0; v < 41; ++v) own[std::size_t(v)] = p.logits(0, v);
    own = softmax(own);
    const auto last = logit_lens(runner, p, 7, 41).back();
    ASSERT_EQ(last.size(), 41u);
    for (const LensGuess& g : last) EXPECT_NEAR(g.probability, own[std::size_t(g.id)], 1e-6);
}

TEST(LogitLens, APositionDoesNotSeeLaterTokens) {
    const GptModel m = lens_model(2, 2, 8, 19, 17);
    std::vector<int> a = gptref::token_ids(9, 19, 8), b = a;
    b[8] = (b[8] + 2) % 19;
    GptRunner runner(m);
    const GptPass pa = runner.run(a), pb = runner.run(b);
    for (int position = 0; position < 8; ++position)
        EXPECT_TRUE(lens_probabilities(runner, pa, position) ==
                    lens_probabilities(runner, pb, position));
    EXPECT_FALSE(lens_probabilities(runner, pa, 8) == lens_probabilities(runner, pb, 8));
}

TEST(LogitLens, RefusesWhatItCannotRead) {
    const GptModel m = lens_model(2, 2, 8, 19, 17);
    GptRunner runner(m);
    const GptPass p = runner.run(gptref::token_ids(4, 19, 1));
    try {
        logit_lens(runner, p, 4, 3);
        FAIL();
    } catch (const std::invalid_argument& e) {
        EXPECT_STREQ(
            e.what(),
            "logit_lens: position 4 does not exist; the sentence has 4 tokens (positions 0 to 3)");
    }
    EXPECT_THROW(logit_lens(runner, p, -1, 3), std::invalid_argument);
    try {
        logit_lens(runner, p, 0, 0);
        FAIL();
    } catch (const std::invalid_argument& e) {
        EXPECT_STREQ(e.what(), "logit_lens: top_k 0 must be at least 1");
    }
    EXPECT_EQ(logit_lens(runner, p, 0, 1000).front().size(), 19u);  // more than V: all of V
    GptPassOptions o;
    o.keep_residual = false;
    const GptPass bare = runner.run(gptref::token_ids(4, 19, 1), o);
    EXPECT_THROW(logit_lens(runner, bare, 0, 3), std::invalid_argument);
    const GptModel wider = lens_model(2, 2, 12, 19, 17);
    GptRunner other(wider);
    EXPECT_THROW(logit_lens(other, p, 0, 3), std::invalid_argument);
}

// ------------------------------------------------- nanogpt-tiny and PyTorch

std::filesystem::path gpt_data() {
    return std::filesystem::path(ATTNLAB_SOURCE_DIR) / "tests" / "data" / "gpt";
}

json read_lens_json(const std::filesystem::path& path) {
    std::ifstream f(path);
    std::stringstream s;
    s << f.rdbuf();
    return json::parse(s.str());
}

TEST(ModelProbesOnNanoGpt, RolloutAndLensEqualPyTorchsWeightsAndLogits) {
    const OpenedModel m = open_model((gpt_data() / "nanogpt-tiny" / "ckpt.pt").string());
    const json e = read_lens_json(gpt_data() / "nanogpt-tiny" / "expected.json");
    const std::vector<int> ids = e.at("ids").get<std::vector<int>>();
    GptRunner runner(m.model);
    const GptPass p = runner.run(ids);
    const int n = int(ids.size());
    // PyTorch's weights, attention[l][j][i][k], rolled out in double.
    std::vector<std::vector<Rows>> torch_weights;
    for (const auto& layer : e.at("attention")) {
        torch_weights.emplace_back();
        for (const auto& head : layer) torch_weights.back().push_back(head.get<Rows>());
    }
    ASSERT_EQ(torch_weights.size(), 2u);
    for (int token : {0, 5, n - 1})
        expect_rollout_equals(attention_rollout(p, token), reference_rollout(torch_weights, token),
                              token, 1e-4);
    // The lens's last row at every position is softmax of PyTorch's logits there.
    for (int position : {0, 3, n - 1}) {
        const std::vector<double> want =
            softmax(e.at("logits")[std::size_t(position)].get<std::vector<double>>());
        const auto lens = logit_lens(runner, p, position, 3);
        ASSERT_EQ(lens.size(), 3u);
        const std::vector<int> top = top_ids(want, 3);
        for (int r = 0; r < 3; ++r) {
            EXPECT_EQ(lens.back()[std::size_t(r)].id, top[std::size_t(r)]);
            EXPECT_NEAR(lens.back()[std::size_t(r)].probability,
                        want[std::size_t(top[std::size_t(r)])], 1e-4);
        }
        // And the earlier rows are the final norm and head on the earlier residuals.
        for (int l = 0; l < 2; ++l) {
            const std::vector<double> ref =
                reference_lens_row(m.model, p.residual[std::size_t(l)], position);
            EXPECT_NEAR(lens[std::size_t(l)][0].probability, ref[std::size_t(top_ids(ref, 1)[0])],
                        1e-6);
            EXPECT_EQ(lens[std::size_t(l)][0].id, top_ids(ref, 1)[0]);
        }
    }
}

}  // namespace
}  // namespace attn
