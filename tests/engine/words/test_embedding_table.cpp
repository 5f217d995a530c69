#include <gtest/gtest.h>

#include <limits>

#include "attnlab/words/embedding_table.hpp"

namespace attn {
namespace {

EmbeddingTable small_table() {
    Matrix v(2, 2);
    v << 1, 2, 3, 4;
    return EmbeddingTable({"x", "y"}, {"a", "b"}, v);
}

TEST(EmbeddingTable, RejectsBadConstruction) {
    Matrix v(2, 2);
    v << 1, 2, 3, 4;
    EXPECT_THROW(EmbeddingTable({"x"}, {"a", "b"}, v), std::invalid_argument);
    EXPECT_THROW(EmbeddingTable({"x", "x"}, {"a", "b"}, v), std::invalid_argument);
    EXPECT_THROW(EmbeddingTable({"x", "y"}, {"a", ""}, v), std::invalid_argument);
    v(0, 0) = std::numeric_limits<float>::quiet_NaN();
    EXPECT_THROW(EmbeddingTable({"x", "y"}, {"a", "b"}, v), std::invalid_argument);
}

TEST(EmbeddingTable, AddRemoveWords) {
    auto t = small_table();
    t.add_word("c", (Vector(2) << 5, 6).finished());
    EXPECT_EQ(t.word_count(), 3);
    EXPECT_EQ(t.row("c")(1), 6.0f);
    EXPECT_THROW(t.add_word("c", Vector::Zero(2)), std::invalid_argument);
    EXPECT_THROW(t.add_word("d", Vector::Zero(3)), std::invalid_argument);
    t.remove_word(0);
    EXPECT_EQ(t.words(), (std::vector<std::string>{"b", "c"}));
    EXPECT_EQ(t.row("b")(0), 3.0f);
}

TEST(EmbeddingTable, AddRenameRemoveAxes) {
    auto t = small_table();
    t.add_axis("z", 0.5f);
    EXPECT_EQ(t.axis_count(), 3);
    EXPECT_EQ(t.value(1, 2), 0.5f);
    t.rename_axis(2, "filler");
    EXPECT_EQ(t.axis_index("filler"), 2);
    EXPECT_THROW(t.rename_axis(0, "y"), std::invalid_argument);
    t.remove_axis(0);
    EXPECT_EQ(t.axes(), (std::vector<std::string>{"y", "filler"}));
    EXPECT_EQ(t.value(0, 0), 2.0f);
    t.insert_axis(0, "x", (Eigen::VectorXf(2) << 1, 3).finished());
    auto expected = small_table();
    expected.add_axis("filler", 0.5f);
    EXPECT_EQ(t, expected);
}

TEST(EmbeddingTable, SetValueRefusesNonFinite) {
    auto t = small_table();
    t.set_value(0, 1, 1e6f);
    EXPECT_EQ(t.value(0, 1), 1e6f);
    EXPECT_THROW(t.set_value(0, 1, std::numeric_limits<float>::infinity()), std::invalid_argument);
    EXPECT_THROW(t.set_value(5, 0, 1.0f), std::invalid_argument);
    EXPECT_EQ(t.value(0, 1), 1e6f);
}

}  // namespace
}  // namespace attn
