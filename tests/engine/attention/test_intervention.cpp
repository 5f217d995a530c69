// Interventions (attnlab/attention/intervention.hpp): the fate each head
// meets, the command line's lists, the words a figure is labelled with. Their
// effect on a pass is tested against plain references where each source runs
// (tests/engine/gpt/test_gpt_pass.cpp for GPT-2 / nanoGPT).
#include <gtest/gtest.h>

#include <cmath>
#include <stdexcept>

#include "attnlab/attention/evaluate.hpp"
#include "attnlab/attention/intervention.hpp"
#include "test_helpers.hpp"

namespace attn {
namespace {

TEST(Interventions, CommandLineListsAndWords) {
    const auto heads =
        parse_heads("2.1,*.3", Intervention::Kind::Ablate, Intervention::Ablation::Mean);
    ASSERT_EQ(heads.size(), 2u);
    EXPECT_EQ(heads[0].layer, 1);
    EXPECT_EQ(heads[0].head, 0);
    EXPECT_EQ(heads[1].layer, kEvery);
    EXPECT_EQ(describe(heads), "layer 2 · head 1 mean-ablated; every layer · head 3 mean-ablated");
    const auto cuts = parse_cuts("1.2:4>2");
    ASSERT_EQ(cuts.size(), 1u);
    EXPECT_EQ(describe(cuts[0], true), "head 2 · line 4 → 2 cut");
    EXPECT_THROW(parse_heads("0.1", Intervention::Kind::Ablate, Intervention::Ablation::Zero),
                 std::invalid_argument);
    EXPECT_THROW(parse_cuts("1.2:4"), std::invalid_argument);
    EXPECT_THROW(parse_heads("x", Intervention::Kind::Ablate, Intervention::Ablation::Zero),
                 std::invalid_argument);
    // The fates: keep-only lists add up; a later ablation of a kept head decides.
    const std::vector<Intervention> both{Intervention::on_head(Intervention::Kind::KeepOnly, 0, 0),
                                         Intervention::on_head(Intervention::Kind::KeepOnly, 0, 1)};
    EXPECT_EQ(head_fate(both, 0, 1).kind, HeadFate::Kind::Keep);
    EXPECT_EQ(head_fate(both, 0, 2).kind, HeadFate::Kind::Zero);
    EXPECT_EQ(head_fate(both, 1, 2).kind, HeadFate::Kind::Keep);  // another layer
    std::vector<Intervention> then = both;
    then.push_back(Intervention::on_head(Intervention::Kind::Ablate, 0, 0));
    EXPECT_EQ(head_fate(then, 0, 0).kind, HeadFate::Kind::Zero);
}

// The hand-wired heads (one layer) under a cut line, an ablation and a mean ablation, against
// the textbook formula in double from the plain pass's Q, K, V.
TEST(HandWiredInterventions, EqualThePlainReference) {
    const Lesson l = test::builtin("course-2-heads");  // four heads with W_O
    const std::string sentence = l.sentences[0];
    const Trace plain = evaluate(l.table, sentence, l.attention);
    Intervention cut;
    cut.kind = Intervention::Kind::Cut;
    cut.layer = 0, cut.head = 1, cut.query = 4, cut.key = 3;  // ball → matzah in head 2
    const std::vector<Intervention> list{
        cut, Intervention::on_head(Intervention::Kind::Ablate, 0, 2),
        Intervention::on_head(Intervention::Kind::Ablate, 0, 3, Intervention::Ablation::Mean)};
    const Trace t = evaluate(l.table, sentence, l.attention, list);
    const int n = plain.n(), dk = plain.dk, h = plain.heads, d = plain.d();
    auto concat =
        std::vector<std::vector<double>>(std::size_t(n), std::vector<double>(std::size_t(d), 0.0));
    for (int j = 0; j < h; ++j) {
        for (int i = 0; i < n; ++i) {
            std::vector<double> w(std::size_t(n), 0.0);
            double mx = -1e300, sum = 0;
            for (int k = 0; k < n; ++k) {
                if (j == 1 && i == 4 && k == 3) continue;
                double s = 0;
                for (int e = 0; e < dk; ++e)
                    s += double(plain.q(i, j * dk + e)) * plain.k(k, j * dk + e);
                w[std::size_t(k)] = s * plain.scale;
                mx = std::max(mx, w[std::size_t(k)]);
            }
            for (int k = 0; k < n; ++k) {
                if (j == 1 && i == 4 && k == 3) continue;
                sum += (w[std::size_t(k)] = std::exp(w[std::size_t(k)] - mx));
            }
            for (int k = 0; k < n; ++k) {
                const double weight = (j == 1 && i == 4 && k == 3) ? 0.0 : w[std::size_t(k)] / sum;
                EXPECT_NEAR(t.weights[std::size_t(j)](i, k), weight, 1e-6);
                for (int e = 0; e < dk; ++e)
                    concat[std::size_t(i)][std::size_t(j * dk + e)] +=
                        weight * plain.v(k, j * dk + e);
            }
        }
    }
    for (int e = 0; e < dk; ++e) {  // head 3 off, head 4 its mean over positions
        double mean = 0;
        for (int i = 0; i < n; ++i) mean += concat[std::size_t(i)][std::size_t(3 * dk + e)] / n;
        for (int i = 0; i < n; ++i) {
            concat[std::size_t(i)][std::size_t(2 * dk + e)] = 0;
            concat[std::size_t(i)][std::size_t(3 * dk + e)] = mean;
        }
    }
    double worst = 0;
    for (int i = 0; i < n; ++i)
        for (int o = 0; o < d; ++o) {
            double y = 0;
            for (int c = 0; c < d; ++c)
                y += concat[std::size_t(i)][std::size_t(c)] * l.attention.wo.values(c, o);
            worst = std::max(worst, std::abs(y - t.output(i, o)));
        }
    EXPECT_LT(worst, 1e-5);
    EXPECT_EQ(t.scores[1], plain.scores[1]);  // the raw scores stay what they are
    EXPECT_EQ(t.weights[1](4, 3), 0.0f);
    // Patch head 1 from the reversed sentence (the same words, so the same length).
    const Trace clean = evaluate(l.table, l.sentences[1], l.attention);
    const std::vector<Intervention> patch{Intervention::on_head(Intervention::Kind::Patch, 0, 0)};
    const Trace p = evaluate(l.table, sentence, l.attention, patch, &clean.concat);
    EXPECT_EQ(p.concat.middleCols(0, dk), clean.concat.middleCols(0, dk));
    EXPECT_EQ(p.concat.middleCols(dk, d - dk), plain.concat.middleCols(dk, d - dk));
    // What it refuses, saying what.
    EXPECT_THROW(evaluate(l.table, sentence, l.attention, patch), std::invalid_argument);
    try {
        evaluate(
            l.table, sentence, l.attention,
            std::vector<Intervention>{Intervention::on_head(Intervention::Kind::Ablate, 0, 4)});
        ADD_FAILURE();
    } catch (const std::invalid_argument& e) {
        EXPECT_EQ(std::string(e.what()),
                  "head 5 switched off: head 5 is not in the model, which has 4 heads (1 to 4)");
    }
    AttentionConfig fixed = l.attention;
    fixed.variant = Variant::NoMixing;
    fixed.heads = 1;
    EXPECT_THROW(evaluate(l.table, sentence, fixed,
                          std::vector<Intervention>{
                              Intervention::on_head(Intervention::Kind::Ablate, 0, 0)}),
                 std::invalid_argument);
}

}  // namespace
}  // namespace attn

namespace {

// The first layer whose numbers may differ between passes under two lists of what-ifs.
TEST(Interventions, FirstLayerChangedIsTheLeastLayerFromWhereTheListsPart) {
    using K = attn::Intervention::Kind;
    const auto off = [](int layer, int head) {
        return attn::Intervention::on_head(K::Ablate, layer, head);
    };
    const std::vector<attn::Intervention> none, a{off(3, 1)}, ab{off(3, 1), off(1, 0)};
    EXPECT_EQ(attn::first_layer_changed(none, none), -1);
    EXPECT_EQ(attn::first_layer_changed(a, a), -1);
    EXPECT_EQ(attn::first_layer_changed(none, a), 3);
    EXPECT_EQ(attn::first_layer_changed(a, none), 3);
    EXPECT_EQ(attn::first_layer_changed(a, ab), 1);  // the same start, then layer 1 added
    // The same two in another order: the last that names a head decides, so both count.
    const std::vector<attn::Intervention> ba{off(1, 0), off(3, 1)};
    EXPECT_EQ(attn::first_layer_changed(ab, ba), 1);
    const std::vector<attn::Intervention> every{off(attn::kEvery, 2)};
    EXPECT_EQ(attn::first_layer_changed(a, every), 0);  // every layer: from the first
}

}  // namespace
