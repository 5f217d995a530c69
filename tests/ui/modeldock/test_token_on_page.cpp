// A generated token's text on the Generate tab's page: every token stays visible.
#include <gtest/gtest.h>

#include "modeldock/token_on_page.hpp"
#include "modeldock/token_page.hpp"

namespace {

using attn::ui::ends_inside_a_character;
using attn::ui::PageBox;
using attn::ui::sentence_of_generated;
using attn::ui::token_on_page;
using attn::ui::TokenPage;

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

TEST(TokenOnPage, BytesEndInsideACharacterOnlyBeforeItsLastByte) {
    EXPECT_FALSE(ends_inside_a_character(""));
    EXPECT_FALSE(ends_inside_a_character(" bank"));
    EXPECT_FALSE(ends_inside_a_character("caf\xC3\xA9"));   // é whole
    EXPECT_TRUE(ends_inside_a_character("caf\xC3"));        // é's first byte
    EXPECT_TRUE(ends_inside_a_character("\xE2"));           // — 1 of 3
    EXPECT_TRUE(ends_inside_a_character(" \xE2\x80"));      // — 2 of 3
    EXPECT_FALSE(ends_inside_a_character("\xE2\x80\x94"));  // — whole
    EXPECT_TRUE(ends_inside_a_character("\xF0\x9F\x98"));   // 😀 3 of 4
    EXPECT_FALSE(ends_inside_a_character("\xF0\x9F\x98\x80"));
    EXPECT_FALSE(ends_inside_a_character("\x94"));  // a stray continuation byte
    EXPECT_FALSE(ends_inside_a_character("\xFF"));  // never a lead byte
}

// Tokens that write one character between them share one box, which shows the character once
// it is whole; its chance is the product of its tokens'.
TEST(TokenPage, TokensThatSplitACharacterShareOneBoxThatShowsIt) {
    TokenPage page;
    EXPECT_TRUE(page.add(" a", "␣a", 0.5));
    EXPECT_TRUE(page.add("\xE2\x80", "\\xE2\\x80", 0.4));
    ASSERT_EQ(page.boxes().size(), 2u);
    EXPECT_EQ(page.boxes()[1].text, QStringLiteral("\\xE2\\x80"));  // waiting: never "��"
    EXPECT_FALSE(page.add("\x94", "\\x94", 0.5));                   // completes "—"
    ASSERT_EQ(page.boxes().size(), 2u);
    const PageBox& dash = page.boxes()[1];
    EXPECT_EQ(dash.text, QStringLiteral("—"));
    EXPECT_EQ(dash.first, 1);
    EXPECT_EQ(dash.last, 2);
    EXPECT_DOUBLE_EQ(dash.p_model, 0.2);
    EXPECT_TRUE(page.add(" b", "␣b", 1.0));
    EXPECT_EQ(page.boxes().size(), 3u);
    EXPECT_EQ(page.boxOf(2), &page.boxes()[1]);
    EXPECT_EQ(page.boxOf(3), &page.boxes()[2]);
    EXPECT_EQ(page.boxOf(4), nullptr);
    EXPECT_EQ(page.boxOf(-1), nullptr);
    // A four-byte character over three tokens.
    EXPECT_TRUE(page.add("\xF0", "\\xF0", 1.0));
    EXPECT_FALSE(page.add("\x9F\x98", "\\x9F\\x98", 1.0));
    EXPECT_EQ(page.boxes().back().text, QStringLiteral("\\xF0\\x9F\\x98"));
    EXPECT_FALSE(page.add("\x80!", "\\x80!", 1.0));
    EXPECT_EQ(page.boxes().back().text, QStringLiteral("😀!"));
    EXPECT_EQ(page.boxes().size(), 4u);
}

// A token that does not continue the waiting character opens its own box; the cut one stays
// as its display form.
TEST(TokenPage, ACutCharacterStaysAsItsBytesWhenTheNextTokenDoesNotContinueIt) {
    TokenPage page;
    EXPECT_TRUE(page.add("\xE2", "\\xE2", 1.0));
    EXPECT_TRUE(page.add(" x", "␣x", 1.0));
    ASSERT_EQ(page.boxes().size(), 2u);
    EXPECT_EQ(page.boxes()[0].text, QStringLiteral("\\xE2"));
    EXPECT_EQ(page.boxes()[1].text, QStringLiteral(" x"));
    // A stray continuation byte with nothing waiting is a box of its own too.
    EXPECT_TRUE(page.add("\x94", "\\x94", 1.0));
    EXPECT_EQ(page.boxes().size(), 3u);
    page.clear();
    EXPECT_TRUE(page.boxes().empty());
    EXPECT_EQ(page.boxOf(0), nullptr);
}

// Add as sentence: generated text ending inside a character drops that character (it was
// added as U+FFFD, which the model reads as three other bytes), and a control character
// becomes a space (a sentence is one line; a title showed it as a box).
TEST(SentenceOfGenerated, DropsAnUnfinishedCharacterAndControlCharacters) {
    bool cut = false;
    EXPECT_EQ(sentence_of_generated("the bank \xE2\x80", &cut), QStringLiteral("the bank"));
    EXPECT_TRUE(cut);
    EXPECT_EQ(sentence_of_generated("wet\xE2\x80\x94", &cut), QStringLiteral("wet\u2014"));
    EXPECT_FALSE(cut);
    EXPECT_EQ(sentence_of_generated("a\nb\tc\x1B d\x7F", &cut), QStringLiteral("a b c  d"));
    EXPECT_FALSE(cut);
    EXPECT_EQ(sentence_of_generated("\xF0\x9F\x98", &cut), QString());
    EXPECT_TRUE(cut);
    EXPECT_FALSE(sentence_of_generated("caf\xC3\xA9 \xC3", &cut).contains(QChar(0xFFFD)));
}

}  // namespace
