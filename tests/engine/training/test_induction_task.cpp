// The repeated-sequences task (attnlab/training/induction_task.hpp): the
// sequences' structure, the task corpus, the two losses' targets, the phase
// change rule, and — with the task's defaults — an induction head forming in
// layer 2 for three seeds (long: left out of the sanitizer run).
#include <gtest/gtest.h>

#include <set>

#include "attnlab/gpt/gpt_of_trained.hpp"
#include "attnlab/gpt/head_roles.hpp"
#include "attnlab/model/trained_model.hpp"
#include "attnlab/training/induction_task.hpp"
#include "attnlab/training/trainer.hpp"

namespace attn {
namespace {

TEST(InductionTask, EverySequenceRepeatsOneSegmentWithinBounds) {
    std::uint64_t state = 7;
    std::set<int> lengths, firsts, gaps;
    for (int k = 0; k < 2000; ++k) {
        const RepeatedSequence s = repeated_sequence(20, 33, state);
        ASSERT_EQ(s.tokens.size(), 33u);
        ASSERT_GE(s.length, kInductionMinSegment);
        ASSERT_LE(s.length, 33 / 2);
        ASSERT_GE(s.first, 0);
        ASSERT_LE(s.first + s.length, s.second);
        ASSERT_LE(s.second + s.length, 33);
        for (int i = 0; i < s.length; ++i)
            ASSERT_EQ(s.tokens[size_t(s.second + i)], s.tokens[size_t(s.first + i)]);
        for (int t : s.tokens) ASSERT_TRUE(t >= 0 && t < 20);
        lengths.insert(s.length), firsts.insert(s.first), gaps.insert(s.second - s.first);
    }
    // No fixed place tells where the copy is: lengths, starts and offsets all vary.
    EXPECT_EQ(lengths.size(), size_t(33 / 2 - kInductionMinSegment + 1));
    EXPECT_GT(firsts.size(), 20u);
    EXPECT_GT(gaps.size(), 20u);
    std::uint64_t a = 3, b = 3;
    EXPECT_EQ(repeated_sequence(20, 33, a).tokens, repeated_sequence(20, 33, b).tokens);
    EXPECT_THROW(repeated_sequence(1, 33, a), std::invalid_argument);
    EXPECT_THROW(repeated_sequence(20, 5, a), std::invalid_argument);
}

TEST(InductionTask, TheCorpusHoldsTheSymbolsAndTheEvalSortsItsTargets) {
    const Corpus c = induction_corpus(12, 32, 1);
    for (int k = 0; k < 12; ++k)
        EXPECT_NE(c.vocabulary.id(induction_symbol(k)), Vocabulary::kUnknownId) << k;
    EXPECT_EQ(c.vocabulary.id(induction_symbol(12)), Vocabulary::kUnknownId);
    EXPECT_THROW(induction_corpus(27, 32, 1), std::invalid_argument);
    EXPECT_THROW(induction_corpus(12, 4, 1), std::invalid_argument);
    const InductionEval eval(c, 32, 16, 5);
    ASSERT_EQ(eval.sequences().size(), 16u);
    for (const RepeatedSequence& s : eval.sequences())
        for (int i = 0; i < s.length; ++i)
            EXPECT_EQ(s.tokens[size_t(s.second + i)], s.tokens[size_t(s.first + i)]);
    // An untrained model guesses: both losses near ln(V) and equal within noise.
    TrainOptions o = induction_train_options();
    o.model.vocab = c.vocabulary.size();
    Model m(o.model);
    m.init(1);
    const InductionLosses l = eval.losses(m);
    EXPECT_GT(l.first, 1.5);
    EXPECT_NEAR(l.first, l.repeat, 0.5);
}

TEST(InductionTask, ThePhaseChangeIsWhereTheRepeatLossPullsAwayFastest) {
    const std::vector<int> steps{0, 100, 200, 300, 400};
    // Both losses fall at first (no phase change there); then the repeat loss alone.
    const std::vector<double> first{3.2, 3.0, 3.0, 3.0, 3.0}, repeat{3.2, 3.0, 2.9, 2.2, 2.0};
    EXPECT_EQ(phase_change_step(steps, first, repeat), 300);
    const std::vector<double> flat{3.2, 3.0, 3.0, 2.99, 2.98};
    EXPECT_EQ(phase_change_step(steps, first, flat), -1);
    EXPECT_EQ(
        phase_change_step(std::vector<int>{0}, std::vector<double>{1}, std::vector<double>{1}), -1);
}

TEST(InductionTask, TheDefaultsFormAnInductionHeadForThreeSeeds) {
    for (const std::uint64_t seed : {1, 2, 3}) {
        SCOPED_TRACE(seed);
        TrainOptions o = induction_train_options();
        o.seed = seed;
        o.snapshot_every = 0;
        const Corpus c = induction_corpus(kInductionSymbols, o.model.context, seed);
        Trainer tr(c, o);
        ASSERT_EQ(tr.run().status, TrainStatus::Finished);
        const InductionLosses l = InductionEval(c, o.model.context, 64, seed).losses(tr.model());
        EXPECT_LT(l.repeat, l.first / 2) << "first " << l.first << ", repeat " << l.repeat;
        const std::vector<int> ids = induction_symbol_ids(c.vocabulary);
        ASSERT_EQ(ids.size(), 20u);
        std::vector<int> s;
        for (int k : random_token_sequence(20, o.model.context / 2, seed))
            s.push_back(ids[size_t(k)]);
        const HeadRoles roles =
            head_roles(gpt_model_of(TrainedModel::from_model(tr.model(), c.vocabulary)), s);
        double best = 0;
        for (int j = 0; j < roles.heads; ++j) best = std::max(best, roles.at(1, j).induction);
        EXPECT_GE(best, 0.5) << "no induction head in layer 2";
    }
}

}  // namespace
}  // namespace attn
