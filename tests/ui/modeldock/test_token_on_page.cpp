// A generated token's text on the Generate tab's page: every token stays visible.
#include <gtest/gtest.h>

#include "modeldock/token_on_page.hpp"

namespace {

using attn::ui::token_on_page;

TEST(TokenOnPage, AWordIsItsText) {
    EXPECT_EQ(token_on_page(" bank", "␣bank"), QStringLiteral(" bank"));
    EXPECT_EQ(token_on_page("é", "é"), QStringLiteral("é"));
}

TEST(TokenOnPage, ANewlineShowsAnArrowAndBreaksTheLine) {
    EXPECT_EQ(token_on_page("\n", "\\n"), QStringLiteral("↵\n"));
    EXPECT_EQ(token_on_page("\n\n", "\\n\\n"), QStringLiteral("↵\n↵\n"));
}

TEST(TokenOnPage, AControlCharacterShowsAsTheTokenizerWritesIt) {
    EXPECT_EQ(token_on_page(std::string("\0", 1), "\\x00"), QStringLiteral("\\x00"));
    EXPECT_EQ(token_on_page("\t", "\\t"), QStringLiteral("→"));
    EXPECT_EQ(token_on_page("\r", "\\r"), QStringLiteral("\\x0D"));
    EXPECT_EQ(token_on_page("\x12", "\\x12"), QStringLiteral("\\x12"));
    EXPECT_EQ(token_on_page("\x1b[0m", "\\x1B[0m"), QStringLiteral("\\x1B[0m"));
    EXPECT_EQ(token_on_page("\x7f", "\\x7F"), QStringLiteral("\\x7F"));
    EXPECT_EQ(token_on_page("\xC2\x85", "\\u0085"), QStringLiteral("\\u0085"));
    for (char c = 1; c < 0x20; ++c) {
        if (c == '\n') continue;
        const QString shown = token_on_page(std::string(1, c), "?");
        for (QChar ch : shown) EXPECT_TRUE(ch.isPrint()) << int(c);
    }
}

TEST(TokenOnPage, ALoneByteOfACharacterShowsAsTheTokenizerShowsIt) {
    EXPECT_EQ(token_on_page("\xE2", "\\xE2"), QStringLiteral("\\xE2"));
    EXPECT_EQ(token_on_page("\x80\x99", "\\x80\\x99"), QStringLiteral("\\x80\\x99"));
}

}  // namespace
