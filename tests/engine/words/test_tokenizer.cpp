#include <gtest/gtest.h>

#include "attnlab/words/tokenizer.hpp"
#include "test_helpers.hpp"

namespace attn {
namespace {

using Tokens = std::vector<std::string>;

TEST(Tokenizer, LowerCasesAndSplitsOnSpaces) {
    EXPECT_EQ(tokenize("The  River\tBANK"), (Tokens{"the", "river", "bank"}));
}

TEST(Tokenizer, PunctuationIsItsOwnToken) {
    EXPECT_EQ(tokenize("The river-bank, again!"),
              (Tokens{"the", "river", "-", "bank", ",", "again", "!"}));
    EXPECT_EQ(tokenize("bubbe's soup."), (Tokens{"bubbe's", "soup", "."}));
}

TEST(Tokenizer, EmptyAndBlank) {
    EXPECT_TRUE(tokenize("").empty());
    EXPECT_TRUE(tokenize(" \n\t ").empty());
}

TEST(Tokenizer, KeepsUtf8Words) { EXPECT_EQ(tokenize("Café über"), (Tokens{"café", "über"})); }

TEST(Tokenizer, ReportsUnknownWordsOnce) {
    const Lesson l = test::builtin("module1");
    const Lookup lk = lookup(l.table, "The dog saw the dog by the bank");
    EXPECT_EQ(lk.unknown, (Tokens{"dog", "saw", "by"}));
    EXPECT_EQ(lk.ids[0], 0);
    EXPECT_EQ(lk.ids[1], -1);
    EXPECT_FALSE(lk.ok());
    EXPECT_THROW(embed(l.table, lk), std::invalid_argument);
}

TEST(Tokenizer, EmbedStacksRows) {
    const Lesson l = test::builtin("module1");
    const Matrix X = embed(l.table, lookup(l.table, "the river bank"));
    ASSERT_EQ(X.rows(), 3);
    ASSERT_EQ(X.cols(), 4);
    EXPECT_EQ(X.row(1), l.table.row("river"));
}

}  // namespace
}  // namespace attn
