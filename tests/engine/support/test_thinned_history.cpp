// ThinnedHistory: bounded by its capacity over any number of offers, first and
// newest always kept, even spacing, the same rule as SnapshotHistory.
#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "attnlab/model/attention_snapshot.hpp"
#include "attnlab/support/thinned_history.hpp"

namespace attn {
namespace {

TEST(ThinnedHistory, KeepsFirstNewestAndEvenSpacingWithinCapacity) {
    ThinnedHistory<int> h(4);
    for (int i = 0; i <= 20; ++i) {
        h.offer(i);
        ASSERT_LE(h.items().size(), 4u);
        EXPECT_EQ(h.items().front(), 0);
        EXPECT_EQ(h.items().back(), i);
    }
    EXPECT_EQ(h.items(), (std::vector<int>{0, 8, 16, 20}));
    EXPECT_EQ(h.stride(), 8);
    EXPECT_EQ(h.offered(), 21);
}

TEST(ThinnedHistory, AgreesWithSnapshotHistoryOnEveryPrefix) {
    for (int capacity : {2, 3, 5, 8, 128}) {
        ThinnedHistory<int> t(capacity);
        SnapshotHistory s(capacity);
        for (int i = 0; i < 2000; ++i) {
            t.offer(i);
            AttentionSnapshot a;
            a.step = i;
            s.offer(a);
            std::vector<int> steps;
            for (const auto& x : s.snapshots()) steps.push_back(x.step);
            ASSERT_EQ(t.items(), steps) << "capacity " << capacity << ", after offering " << i;
        }
    }
}

TEST(ThinnedHistory, ALongSequenceStaysBoundedAndMoveOnlyItemsWork) {
    ThinnedHistory<std::unique_ptr<std::string>> h(16);
    for (int i = 0; i < 100000; ++i) h.offer(std::make_unique<std::string>(std::to_string(i)));
    EXPECT_LE(h.items().size(), 16u);
    EXPECT_GE(h.items().size(), 8u);  // thinning halves, never empties
    EXPECT_EQ(*h.items().front(), "0");
    EXPECT_EQ(*h.items().back(), "99999");
    h.clear();
    EXPECT_TRUE(h.items().empty());
    EXPECT_EQ(h.stride(), 1);
    EXPECT_THROW(ThinnedHistory<int>(1), std::invalid_argument);
}

}  // namespace
}  // namespace attn
