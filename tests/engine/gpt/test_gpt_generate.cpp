// Generation with a real model (attnlab/gpt/gpt_generate.hpp): the sampling
// distribution against plain loops written here (softmax, then top-k, then
// top-p, ties to the lower id), seeded sampling that follows the inverse CDF of
// splitmix64's uniform, greedy generation equal to an argmax loop over
// GptRunner::run on the nanoGPT fixture, and the limits (n_positions,
// max_new_tokens, cancel, bad options and prompts).
#include <gtest/gtest.h>

#include <atomic>
#include <cmath>
#include <string>
#include <vector>

#include "attnlab/checkpoints/model_files.hpp"
#include "attnlab/gpt/gpt_generate.hpp"
#include "support/seeded_random.hpp"

namespace attn {
namespace {

const std::string kTiny = std::string(ATTNLAB_SOURCE_DIR) + "/tests/data/gpt/nanogpt-tiny/ckpt.pt";

// The reference: every step as plain loops over the V entries.
std::vector<double> reference_distribution(const std::vector<float>& logits, double temperature,
                                           int top_k, double top_p) {
    const int V = int(logits.size());
    std::vector<double> p(std::size_t(V), 0.0);
    if (temperature == 0) {
        int best = 0;
        for (int j = 1; j < V; ++j)
            if (logits[std::size_t(j)] > logits[std::size_t(best)]) best = j;
        p[std::size_t(best)] = 1;
        return p;
    }
    double top = logits[0];
    for (float x : logits) top = std::max(top, double(x));
    double sum = 0;
    for (int j = 0; j < V; ++j)
        sum += p[std::size_t(j)] = std::exp((double(logits[std::size_t(j)]) - top) / temperature);
    for (double& x : p) x /= sum;
    // Rank of each id: how many are likelier (higher p, or equal p and lower id).
    std::vector<int> rank(std::size_t(V), 0);
    for (int a = 0; a < V; ++a)
        for (int b = 0; b < V; ++b)
            if (p[std::size_t(b)] > p[std::size_t(a)] ||
                (p[std::size_t(b)] == p[std::size_t(a)] && b < a))
                ++rank[std::size_t(a)];
    int keep = (top_k > 0 && top_k < V) ? top_k : V;
    double kept = 0;
    for (int j = 0; j < V; ++j)
        if (rank[std::size_t(j)] < keep) kept += p[std::size_t(j)];
    if (top_p < 1) {
        double acc = 0;
        int m = 0;
        for (int r = 0; r < keep; ++r) {
            for (int j = 0; j < V; ++j)
                if (rank[std::size_t(j)] == r) acc += p[std::size_t(j)] / kept;
            m = r + 1;
            if (acc >= top_p - 1e-12) break;
        }
        keep = m;
    }
    double total = 0;
    for (int j = 0; j < V; ++j)
        if (rank[std::size_t(j)] < keep) total += p[std::size_t(j)];
    for (int j = 0; j < V; ++j)
        p[std::size_t(j)] = rank[std::size_t(j)] < keep ? p[std::size_t(j)] / total : 0.0;
    return p;
}

std::vector<float> some_logits(int V, std::uint64_t seed) {
    detail::SeededRandom r(seed);
    std::vector<float> l(static_cast<std::size_t>(V));
    for (float& x : l) x = float(r.uniform(-4, 4));
    return l;
}

SamplingOptions options(float temperature, int top_k, float top_p) {
    SamplingOptions o;
    o.temperature = temperature;
    o.top_k = top_k;
    o.top_p = top_p;
    return o;
}

double sum(const std::vector<double>& p) {
    double s = 0;
    for (double x : p) s += x;
    return s;
}

TEST(GptGenerate, DistributionEqualsPlainLoopsAndSumsToOne) {
    int checked = 0;
    for (std::uint64_t seed = 1; seed <= 4; ++seed) {
        const std::vector<float> logits = some_logits(37, seed);
        for (float t : {0.0f, 0.3f, 1.0f, 2.5f})
            for (int k : {0, 1, 5, 36, 37, 100})
                for (float p : {1.0f, 0.9f, 0.5f, 0.05f}) {
                    const std::vector<double> got = sampling_distribution(logits, options(t, k, p));
                    const std::vector<double> want = reference_distribution(logits, t, k, p);
                    ASSERT_EQ(got.size(), want.size());
                    for (std::size_t j = 0; j < got.size(); ++j)
                        ASSERT_NEAR(got[j], want[j], 1e-12)
                            << "seed " << seed << " T " << t << " k " << k << " p " << p << " id "
                            << j;
                    ASSERT_NEAR(sum(got), 1.0, 1e-12);
                    ++checked;
                }
    }
    EXPECT_EQ(checked, 4 * 4 * 6 * 4);
}

TEST(GptGenerate, TopKTiesKeepTheLowerIds) {
    const std::vector<float> logits = {1, 2, 2, 2, 0};
    const std::vector<double> q = sampling_distribution(logits, options(1, 2, 1));
    EXPECT_EQ(q, (std::vector<double>{0, 0.5, 0.5, 0, 0}));
    const std::vector<double> all = sampling_distribution(logits, options(1, 4, 1));
    EXPECT_EQ(all[4], 0.0);
    EXPECT_GT(all[0], 0.0);
    EXPECT_NEAR(all[1], std::exp(1.0) / (3 * std::exp(1.0) + 1), 1e-12);
}

TEST(GptGenerate, TopPKeepsTheSmallestSetReachingTheMassAtItsExactBoundary) {
    // Four equal logits: each exactly 1/4, so the boundaries are exact.
    const std::vector<float> flat = {1, 1, 1, 1};
    auto kept = [](const std::vector<float>& logits, int k, float p) {
        std::vector<int> ids;
        const std::vector<double> q = sampling_distribution(logits, options(1, k, p));
        for (std::size_t j = 0; j < q.size(); ++j)
            if (q[j] > 0) ids.push_back(int(j));
        return ids;
    };
    EXPECT_EQ(kept(flat, 0, 0.25f), (std::vector<int>{0}));
    EXPECT_EQ(kept(flat, 0, 0.5f),
              (std::vector<int>{0, 1}));  // 1/4 + 1/4 reaches 0.5: ties keep the lower ids
    EXPECT_EQ(kept(flat, 0, 0.5001f), (std::vector<int>{0, 1, 2}));
    EXPECT_EQ(kept(flat, 0, 0.75f), (std::vector<int>{0, 1, 2}));
    // (Built, not braced: GCC 12 at -O3 -march=native fills a braced {x, x, x, 0} with four x.)
    std::vector<double> third(4, 1.0 / 3);
    third[3] = 0;
    EXPECT_EQ(sampling_distribution(flat, options(1, 0, 0.75f)), third);
    // About 1/4, 1/8, 1/2, 1/8: kept likeliest first, the tie at 7/8 to the lower id.
    const std::vector<float> l = {float(std::log(0.25)), float(std::log(0.125)),
                                  float(std::log(0.5)), float(std::log(0.125))};
    EXPECT_EQ(kept(l, 0, 0.4f), (std::vector<int>{2}));
    EXPECT_EQ(kept(l, 0, 0.6f), (std::vector<int>{0, 2}));
    EXPECT_EQ(kept(l, 0, 0.8f), (std::vector<int>{0, 1, 2}));
    EXPECT_EQ(kept(l, 0, 0.9f), (std::vector<int>{0, 1, 2, 3}));
    // top-p is taken of the top-k set renormalised: {1/2, 1/4} → {2/3, 1/3}, so 0.6 needs one
    // token, 0.7 two.
    EXPECT_EQ(kept(l, 2, 0.6f), (std::vector<int>{2}));
    EXPECT_EQ(kept(l, 2, 0.7f), (std::vector<int>{0, 2}));
    EXPECT_NEAR(sampling_distribution(l, options(1, 2, 0.7f))[0], 1.0 / 3, 1e-7);
}

TEST(GptGenerate, TemperatureZeroIsArgmaxAndALargeOneIsFlat) {
    const std::vector<float> logits = {0.5f, 3.0f, -1.0f, 3.0f, 2.9f};
    EXPECT_EQ(sampling_distribution(logits, options(0, 0, 1)),
              (std::vector<double>{0, 1, 0, 0, 0}));
    EXPECT_EQ(sampling_distribution(logits, options(0, 3, 0.2f)),
              (std::vector<double>{0, 1, 0, 0, 0}));
    for (double x : sampling_distribution(logits, options(1e6f, 0, 1))) EXPECT_NEAR(x, 0.2, 1e-6);
    // A small temperature sharpens: the tied maxima share almost everything.
    const std::vector<double> sharp = sampling_distribution(logits, options(0.01f, 0, 1));
    EXPECT_NEAR(sharp[1], 0.5, 1e-4);
    EXPECT_NEAR(sharp[3], 0.5, 1e-4);
}

std::string error_of(const std::function<void()>& f) {
    try {
        f();
    } catch (const std::invalid_argument& e) {
        return e.what();
    }
    return "(accepted)";
}

TEST(GptGenerate, BadOptionsAndRowsAreRefusedWithTheRule) {
    const std::vector<float> row = {1, 2, 3};
    auto msg = [&](SamplingOptions o) { return error_of([&] { sampling_distribution(row, o); }); };
    EXPECT_EQ(msg(options(-1, 0, 1)), "temperature -1 must be ≥ 0");
    EXPECT_EQ(msg(options(NAN, 0, 1)), "temperature nan is not a number");
    EXPECT_EQ(msg(options(INFINITY, 0, 1)), "temperature inf must be finite");
    EXPECT_EQ(msg(options(1, -3, 1)), "top_k -3 must be ≥ 0 (0: all tokens)");
    EXPECT_EQ(msg(options(1, 0, 0)), "top_p 0 must be in (0, 1]");
    EXPECT_EQ(msg(options(1, 0, 1.5f)), "top_p 1.5 must be in (0, 1]");
    EXPECT_EQ(msg(options(1, 0, NAN)), "top_p nan is not a number");
    SamplingOptions o;
    o.max_new_tokens = -1;
    EXPECT_EQ(msg(o), "max_new_tokens -1 must be ≥ 0");
    EXPECT_EQ(msg(options(1, 0, 1)), "(accepted)");
    EXPECT_EQ(error_of([] {
                  sampling_distribution(std::vector<float>{1, NAN}, {});
              }),
              "logits: entry 1 is nan");
    EXPECT_EQ(error_of([] { sampling_distribution(std::vector<float>{INFINITY}, {}); }),
              "logits: entry 0 is inf");
    EXPECT_EQ(error_of([] {
                  sampling_distribution(std::vector<float>{-INFINITY, -INFINITY}, {});
              }),
              "logits: every entry is -inf");
    EXPECT_EQ(error_of([] { sampling_distribution(std::vector<float>{}, options(0, 0, 1)); }),
              "logits: the row is empty");
    EXPECT_EQ(error_of([&] { next_token_table(row, 0); }), "k 0 must be ≥ 1");
    // −∞ is a masked token: probability 0.
    EXPECT_EQ(sampling_distribution(std::vector<float>{-INFINITY, 0}, {}),
              (std::vector<double>{0, 1}));
}

TEST(GptGenerate, NextTokenTableIsTheLikeliestOfTheSoftmaxInOrder) {
    const std::vector<float> logits = some_logits(50, 9);
    const std::vector<double> p = reference_distribution(logits, 1, 0, 1);
    const std::vector<TokenChance> t = next_token_table(logits, 10);
    ASSERT_EQ(t.size(), 10u);
    for (std::size_t i = 0; i < t.size(); ++i) {
        EXPECT_NEAR(t[i].p, p[std::size_t(t[i].id)], 1e-12);
        int likelier = 0;  // ids with a larger probability
        for (double x : p) likelier += x > p[std::size_t(t[i].id)];
        EXPECT_EQ(likelier, int(i)) << "entry " << i;
    }
    const std::vector<TokenChance> ties = next_token_table(std::vector<float>{1, 2, 2}, 5);
    ASSERT_EQ(ties.size(), 3u);
    EXPECT_EQ(ties[0].id, 1);
    EXPECT_EQ(ties[1].id, 2);
    EXPECT_EQ(ties[2].id, 0);
}

struct Tiny {
    OpenedModel m = open_model(kTiny);
    GptRunner runner{m.model};
    std::vector<int> ids(const std::string& s) const { return m.tokenizer->encode(s); }
};

std::vector<int> ids_of(const Generation& g) {
    std::vector<int> out;
    for (const GeneratedToken& t : g.tokens) out.push_back(t.id);
    return out;
}

std::vector<float> last_logits(GptRunner& r, const std::vector<int>& ids) {
    const GptPass pass = r.run(ids);  // logits at the last position
    return std::vector<float>(pass.logits.row(0).data(),
                              pass.logits.row(0).data() + pass.logits.cols());
}

TEST(GptGenerate, GreedyGenerationIsTheArgmaxLoopOfTheModel) {
    Tiny t;
    std::vector<int> text = t.ids("to be");
    SamplingOptions o;
    o.temperature = 0;
    o.max_new_tokens = 6;
    const Generation g = generate(t.runner, text, o);
    ASSERT_EQ(g.tokens.size(), 6u);
    EXPECT_EQ(g.stop, GenerationStop::max_tokens);
    EXPECT_EQ(g.positions, 16);
    for (int step = 0; step < 6; ++step) {
        const std::vector<float> l = last_logits(t.runner, text);
        int best = 0;
        for (int j = 1; j < int(l.size()); ++j)
            if (l[std::size_t(j)] > l[std::size_t(best)]) best = j;
        EXPECT_EQ(g.tokens[std::size_t(step)].id, best) << "step " << step;
        EXPECT_EQ(g.tokens[std::size_t(step)].p_sampled, 1.0);
        const std::vector<double> p = reference_distribution(l, 1, 0, 1);
        EXPECT_NEAR(g.tokens[std::size_t(step)].p_model, p[std::size_t(best)], 1e-9);
        ASSERT_EQ(g.tokens[std::size_t(step)].top.size(), 5u);
        EXPECT_EQ(g.tokens[std::size_t(step)].top[0].id, best);
        text.push_back(best);
    }
}

TEST(GptGenerate, SamplingFollowsTheSeededInverseCdfAndSeedsReproduce) {
    Tiny t;
    const std::vector<int> prompt = t.ids("to be");
    SamplingOptions o;
    o.temperature = 1.3f;
    o.top_k = 20;
    o.top_p = 0.95f;
    o.seed = 11;
    o.max_new_tokens = 8;
    const Generation g = generate(t.runner, prompt, o);
    ASSERT_EQ(g.tokens.size(), 8u);
    // Replayed here: one uniform a step, the first id whose running sum exceeds it.
    detail::SeededRandom random(o.seed);
    std::vector<int> text = prompt;
    for (std::size_t step = 0; step < g.tokens.size(); ++step) {
        const std::vector<float> l = last_logits(t.runner, text);
        const std::vector<double> q = reference_distribution(l, o.temperature, o.top_k, o.top_p);
        const double u = random.uniform01();
        double acc = 0;
        int pick = -1;
        for (int j = 0; j < int(q.size()) && pick < 0; ++j)
            if (q[std::size_t(j)] > 0 && (acc += q[std::size_t(j)]) > u) pick = j;
        EXPECT_EQ(g.tokens[step].id, pick) << "step " << step;
        EXPECT_NEAR(g.tokens[step].p_sampled, q[std::size_t(pick)], 1e-9);
        text.push_back(pick);
    }
    EXPECT_EQ(ids_of(generate(t.runner, prompt, o)), ids_of(g));
    SamplingOptions other = o;
    other.seed = 12;
    EXPECT_NE(ids_of(generate(t.runner, prompt, other)), ids_of(g));
}

TEST(GptGenerate, StopsAtTheModelsPositionsAndAfterMaxNewTokens) {
    Tiny t;
    SamplingOptions o;
    o.max_new_tokens = 100;
    const std::vector<int> twelve = t.ids("to be or not");
    ASSERT_EQ(twelve.size(), 12u);
    const Generation g = generate(t.runner, twelve, o);
    EXPECT_EQ(g.tokens.size(), 4u);  // 12 + 4 = the 16 positions
    EXPECT_EQ(g.stop, GenerationStop::context);
    EXPECT_EQ(g.describe(), "stopped at the model's n_positions (16 tokens) after 4 new tokens");

    o.max_new_tokens = 0;
    const Generation none = generate(t.runner, twelve, o);
    EXPECT_TRUE(none.tokens.empty());
    EXPECT_EQ(none.stop, GenerationStop::max_tokens);
    EXPECT_EQ(none.describe(), "0 new tokens");

    o.max_new_tokens = 3;
    std::vector<int> full = twelve;
    full.insert(full.end(), twelve.begin(), twelve.begin() + 4);
    EXPECT_EQ(generate(t.runner, full, o).stop, GenerationStop::context);
    EXPECT_TRUE(generate(t.runner, full, o).tokens.empty());
    full.push_back(twelve[0]);
    EXPECT_EQ(error_of([&] { generate(t.runner, full, o); }),
              "the sentence has 17 tokens; the model's n_positions is 16");
    EXPECT_EQ(error_of([&] { generate(t.runner, std::vector<int>{}, o); }),
              "prompt: has no tokens");
    o.temperature = -2;
    EXPECT_EQ(error_of([&] { generate(t.runner, twelve, o); }), "temperature -2 must be ≥ 0");
}

TEST(GptGenerate, CancelStopsBetweenStepsAndKeepsTheTokensSoFar) {
    Tiny t;
    std::atomic<bool> cancel{false};
    SamplingOptions o;
    o.seed = 3;
    o.max_new_tokens = 10;
    int seen = 0;
    const Generation g =
        generate(t.runner, t.ids("to"), o, {}, &cancel, [&](const GeneratedToken&) {
            if (++seen == 2) cancel = true;
        });
    EXPECT_EQ(g.tokens.size(), 2u);
    EXPECT_EQ(g.stop, GenerationStop::cancelled);
    EXPECT_EQ(g.describe(), "stopped after 2 new tokens");
    // The two tokens are those of an uncancelled run.
    const std::vector<int> whole = ids_of(generate(t.runner, t.ids("to"), o));
    ASSERT_EQ(whole.size(), 10u);
    EXPECT_EQ(std::vector<int>(whole.begin(), whole.begin() + 2), ids_of(g));
    EXPECT_EQ(generate(t.runner, t.ids("to"), o, {}, &cancel).tokens.size(),
              0u);  // already cancelled
}

// Under a what-if every step is the argmax of the pass under the same interventions (a cut
// laid once the text holds both its tokens), and the what-if changes what the model says.
TEST(GptGenerate, AWhatIfIsLaidOverEveryStep) {
    Tiny t;
    std::vector<Intervention> what_if = {
        Intervention::on_head(Intervention::Kind::Ablate, 0, 1),
        Intervention::on_head(Intervention::Kind::Ablate, 1, kEvery, Intervention::Ablation::Mean)};
    Intervention cut;
    cut.kind = Intervention::Kind::Cut;
    cut.layer = 0;
    cut.head = 0;
    cut.query = 7;
    cut.key = 0;
    what_if.push_back(cut);
    std::vector<int> text = t.ids("to be");
    ASSERT_LT(text.size(), 7u);  // the cut's line appears only as the text grows
    SamplingOptions o;
    o.temperature = 0;
    o.max_new_tokens = 8;
    const Generation g = generate(t.runner, text, o, what_if);
    const Generation plain = generate(t.runner, text, o);
    ASSERT_EQ(g.tokens.size(), 8u);
    bool differs = false;
    for (std::size_t step = 0; step < g.tokens.size(); ++step) {
        const std::vector<Intervention> laid = within(what_if, int(text.size()));
        GptPassOptions po;
        po.interventions = laid;
        const GptPass pass = t.runner.run(text, po);
        const std::span<const float> row(pass.logits.row(0).data(),
                                         std::size_t(pass.logits.cols()));
        const std::vector<TokenChance> best = next_token_table(row, 1);
        EXPECT_EQ(g.tokens[step].id, best[0].id) << "step " << step;
        EXPECT_NEAR(g.tokens[step].p_model, best[0].p, 1e-9) << "step " << step;
        differs = differs || std::abs(g.tokens[step].p_model - plain.tokens[step].p_model) > 1e-6;
        text.push_back(g.tokens[step].id);
    }
    EXPECT_TRUE(differs) << "the what-if changed no step's probability";
}

TEST(GptGenerate, AWhatIfThatCannotBeLaidIsRefused) {
    Tiny t;
    SamplingOptions o;
    o.max_new_tokens = 2;
    const std::vector<Intervention> patch = {
        Intervention::on_head(Intervention::Kind::Patch, 0, 0)};
    EXPECT_THROW(
        {
            try {
                generate(t.runner, t.ids("to be"), o, patch);
            } catch (const std::invalid_argument& e) {
                EXPECT_NE(std::string(e.what()).find("patch"), std::string::npos) << e.what();
                throw;
            }
        },
        std::invalid_argument);
    const std::vector<Intervention> missing = {
        Intervention::on_head(Intervention::Kind::Ablate, 0, 99)};
    EXPECT_THROW(generate(t.runner, t.ids("to be"), o, missing), std::invalid_argument);
}

}  // namespace
}  // namespace attn
