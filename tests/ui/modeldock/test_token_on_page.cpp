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

TEST(TokenOnPage, AControlCharacterShowsItsPicture) {
    EXPECT_EQ(token_on_page(std::string("\0", 1), "\\x00"), QStringLiteral("␀"));
    EXPECT_EQ(token_on_page("\t", "\\t"), QStringLiteral("␉"));
    EXPECT_EQ(token_on_page("\r", "\\r"), QStringLiteral("␍"));
    EXPECT_EQ(token_on_page("\x1b[0m", "\\x1b[0m"), QStringLiteral("␛[0m"));
    EXPECT_EQ(token_on_page("\x7f", "\\x7f"), QStringLiteral("␡"));
    for (char c = 0; c < 0x20; ++c) {
        if (c == '\n') continue;
        const QString shown = token_on_page(std::string(1, c), "?");
        ASSERT_EQ(shown.size(), 1);
        EXPECT_TRUE(shown[0].isPrint()) << int(c);
    }
}

TEST(TokenOnPage, ALoneByteOfACharacterShowsAsTheTokenizerShowsIt) {
    EXPECT_EQ(token_on_page("\xE2", "\\xE2"), QStringLiteral("\\xE2"));
    EXPECT_EQ(token_on_page("\x80\x99", "\\x80\\x99"), QStringLiteral("\\x80\\x99"));
}

}  // namespace
