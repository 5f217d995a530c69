// Vocabulary and Corpus: ids, split, entropy, and the errors for bad text.
#include <gtest/gtest.h>

#include <cmath>

#include "attnlab/training/corpus.hpp"

namespace attn {
namespace {

TEST(Vocabulary, UnknownIsZeroThenByFrequency) {
    const Vocabulary v = Vocabulary::from_tokens({"b", "a", "b", "c", "a", "b"});
    EXPECT_EQ(v.words(), (std::vector<std::string>{"<unk>", "b", "a", "c"}));
    EXPECT_EQ(v.encode("B a, zebra"), (std::vector<int>{1, 2, 0, 0}));
    EXPECT_THROW(Vocabulary({"a", "<unk>"}), std::invalid_argument);
    EXPECT_THROW(Vocabulary({"<unk>", "a", "a"}), std::invalid_argument);
}

TEST(Corpus, UnigramEntropyIsExact) {
    EXPECT_NEAR(unigram_entropy({1, 1, 2, 2}, 3), std::log(2.0), 1e-12);
    EXPECT_NEAR(unigram_entropy({1, 1, 1}, 3), 0.0, 1e-12);
}

TEST(Corpus, BubbeSplitsByLinesAndContainsTheSeedSentence) {
    const Corpus c =
        corpus_from_file(std::string(ATTNLAB_SOURCE_DIR) + "/resources/corpora/bubbe.txt", 32);
    EXPECT_GE(c.token_count(), 3000u);
    EXPECT_GT(c.validation.size(), c.token_count() / 15);
    EXPECT_LT(c.validation.size(), c.token_count() / 6);
    for (const char* w : {"the", "bubbe", "made", "matzah", "ball", "soup", "again", "."})
        EXPECT_TRUE(c.vocabulary.contains(w)) << w;
    EXPECT_GT(c.unigram_entropy, 1.0);
    EXPECT_LT(c.unigram_entropy, std::log(double(c.vocabulary.size())));
}

TEST(Corpus, BadTextIsRefusedWithWhatAndWhere) {
    try {
        corpus_from_text("  \n\n ", "empty.txt", 8);
        FAIL();
    } catch (const CorpusError& e) {
        EXPECT_NE(std::string(e.what()).find("empty.txt: the text is empty"), std::string::npos)
            << e.what();
    }
    try {
        corpus_from_text("one two three", "short.txt", 8);
        FAIL();
    } catch (const CorpusError& e) {
        EXPECT_NE(std::string(e.what()).find("too short"), std::string::npos) << e.what();
    }
    try {
        corpus_from_text("fine line\nbad \xE9t\xE9 here", "latin1.txt", 2);
        FAIL();
    } catch (const CorpusError& e) {
        EXPECT_NE(
            std::string(e.what()).find("not UTF-8 text (invalid byte 0xE9 at offset 14, line 2)"),
            std::string::npos)
            << e.what();
    }
    EXPECT_EQ(first_invalid_utf8("caf\xC3\xA9 \xE2\x86\x92"), std::string::npos);
    EXPECT_EQ(first_invalid_utf8("\xC0\x80"), 0u);  // overlong
    EXPECT_THROW(corpus_from_file("/nonexistent/corpus.txt", 8), CorpusError);
}

}  // namespace
}  // namespace attn
