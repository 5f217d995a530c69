// Interventions (attnlab/attention/intervention.hpp): the fate each head
// meets, the command line's lists, the words a figure is labelled with. Their
// effect on a pass is tested against plain references where each source runs
// (tests/engine/gpt/test_gpt_pass.cpp for GPT-2 / nanoGPT).
#include <gtest/gtest.h>

#include <stdexcept>

#include "attnlab/attention/intervention.hpp"

namespace attn {
namespace {

Intervention head_edit(Intervention::Kind k, int layer, int head,
                       Intervention::Ablation a = Intervention::Ablation::Zero) {
    Intervention v;
    v.kind = k;
    v.layer = layer;
    v.head = head;
    v.ablation = a;
    return v;
}

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
    const std::vector<Intervention> both{head_edit(Intervention::Kind::KeepOnly, 0, 0),
                                         head_edit(Intervention::Kind::KeepOnly, 0, 1)};
    EXPECT_EQ(head_fate(both, 0, 1).kind, HeadFate::Kind::Keep);
    EXPECT_EQ(head_fate(both, 0, 2).kind, HeadFate::Kind::Zero);
    EXPECT_EQ(head_fate(both, 1, 2).kind, HeadFate::Kind::Keep);  // another layer
    std::vector<Intervention> then = both;
    then.push_back(head_edit(Intervention::Kind::Ablate, 0, 0));
    EXPECT_EQ(head_fate(then, 0, 0).kind, HeadFate::Kind::Zero);
}

}  // namespace
}  // namespace attn
