// token_word_groups (attnlab/tokenizers/token_groups.hpp): which word each token of a
// real model's tokenisation belongs to. Checked case by case on the byte-level
// BPE fixture (bpe-tiny) and a character vocabulary, and over every case of the
// BPE battery against a reference written here at the level of characters:
// the token bytes come from GPT-2's byte map written again in plain code, the
// character classes from a table of the code points the battery uses.
#include <gtest/gtest.h>

#include <fstream>
#include <iterator>
#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "attnlab/tokenizers/bpe_tokenizer.hpp"
#include "attnlab/tokenizers/char_tokenizer.hpp"
#include "attnlab/tokenizers/token_groups.hpp"
#include "test_helpers.hpp"

namespace {

using attn::token_word_groups;
using json = nlohmann::json;

const std::string kBpeTinyDir = std::string(ATTNLAB_SOURCE_DIR) + "/tests/data/gpt/bpe-tiny/";

const attn::BpeTokenizer& bpe() {
    static const auto t =
        attn::BpeTokenizer::load_files(kBpeTinyDir + "vocab.json", kBpeTinyDir + "merges.txt");
    return *t;
}

std::vector<std::string> pieces(const attn::TextTokenizer& t, const std::vector<int>& ids) {
    std::vector<std::string> out;
    for (int id : ids) out.push_back(t.piece(id));
    return out;
}

std::vector<int> groups_of(const attn::TextTokenizer& t, const std::string& text) {
    return token_word_groups(t, t.encode(text));
}

TEST(TokenGroups, EachWordOfTheRiverBankIsOneToken) {
    const std::vector<int> ids = bpe().encode("The river bank");
    EXPECT_EQ(pieces(bpe(), ids), (std::vector<std::string>{"The", "Ġriver", "Ġbank"}));
    EXPECT_EQ(token_word_groups(bpe(), ids), (std::vector<int>{0, 1, 2}));
}

TEST(TokenGroups, AWordReadAsSeveralTokensIsOneGroup) {
    const std::vector<int> ids = bpe().encode("The banks");
    EXPECT_EQ(pieces(bpe(), ids), (std::vector<std::string>{"The", "Ġbank", "s"}));
    EXPECT_EQ(token_word_groups(bpe(), ids), (std::vector<int>{0, 1, 1}));
    const std::vector<int> hello = bpe().encode("Hello world");
    EXPECT_EQ(pieces(bpe(), hello),
              (std::vector<std::string>{"H", "ell", "o", "Ġw", "o", "r", "l", "d"}));
    EXPECT_EQ(token_word_groups(bpe(), hello), (std::vector<int>{0, 0, 0, 1, 1, 1, 1, 1}));
}

TEST(TokenGroups, PunctuationAfterAWordIsItsOwnGroupAndARunOfItIsOne) {
    const std::vector<int> ids = bpe().encode("bank...");
    EXPECT_EQ(pieces(bpe(), ids), (std::vector<std::string>{"b", "ank", ".", ".", "."}));
    EXPECT_EQ(token_word_groups(bpe(), ids), (std::vector<int>{0, 0, 1, 1, 1}));
    // A letter after punctuation starts a word; a space token is a word alone.
    EXPECT_EQ(groups_of(bpe(), "a...b"), (std::vector<int>{0, 1, 1, 1, 2}));
    EXPECT_EQ(groups_of(bpe(), "a  b"), (std::vector<int>{0, 1, 2}));  // a, ␣, ␣b
    EXPECT_EQ(groups_of(bpe(), "a\nb"), (std::vector<int>{0, 1, 2}));
}

TEST(TokenGroups, ACharacterCutBetweenTokensKeepsItsWord) {
    // "ñ" has no token of its own: its two bytes are two tokens, each alone
    // decoded as U+FFFD, and the word stays one group.
    const std::vector<int> ids = bpe().encode("año");
    ASSERT_EQ(ids.size(), 3u);
    EXPECT_EQ(bpe().decode(std::vector<int>{ids[1]}), "\uFFFD");
    EXPECT_EQ(token_word_groups(bpe(), ids), (std::vector<int>{0, 0, 0}));
    // A no-break space cut in two bytes is one character, white space: a | NBSP | b.
    const std::vector<int> nbsp = bpe().encode("a\u00A0b");
    ASSERT_EQ(nbsp.size(), 4u);
    EXPECT_EQ(token_word_groups(bpe(), nbsp), (std::vector<int>{0, 1, 1, 2}));
    // An emoji after a word: its bytes are several tokens, one group after the word's.
    const std::vector<int> thumbs = bpe().encode("ok\U0001F44D");
    ASSERT_GE(thumbs.size(), 4u);
    std::vector<int> want(thumbs.size(), 1);
    want[0] = 0;
    if (bpe().decode(std::vector<int>{thumbs[1]}) == "k") want[1] = 0;
    EXPECT_EQ(token_word_groups(bpe(), thumbs), want);
}

TEST(TokenGroups, ACombiningMarkStaysWithItsLetterAndAVariationSelectorWithItsSymbol) {
    // "e" + U+0301 (combining acute): the mark's token joins "e".
    const std::vector<int> acute = bpe().encode("e\u0301x");
    EXPECT_EQ(bpe().decode(acute), "e\u0301x");
    for (int g : token_word_groups(bpe(), acute)) EXPECT_EQ(g, 0);
    // U+2764 + U+FE0F after a space: the heart and its selector are one group.
    const std::vector<int> heart = bpe().encode("a \u2764\uFE0F");
    const std::vector<int> g = token_word_groups(bpe(), heart);
    ASSERT_GE(g.size(), 3u);
    EXPECT_EQ(g.front(), 0);
    EXPECT_EQ(g.back(), 1);  // a | ␣❤️ (the space leads the symbol's piece)
}

TEST(TokenGroups, CharacterVocabulary) {
    const attn::CharTokenizer chars({" ", ".", "'", "a", "b", "e", "n", "o", "t", "1", "\n"});
    EXPECT_EQ(groups_of(chars, "to be."), (std::vector<int>{0, 0, 1, 2, 2, 3}));
    EXPECT_EQ(groups_of(chars, "a1 b"), (std::vector<int>{0, 0, 1, 2}));  // digits join letters
    EXPECT_EQ(groups_of(chars, "'ab'"), (std::vector<int>{0, 1, 1, 2}));
    EXPECT_EQ(groups_of(chars, "a\n\nb"), (std::vector<int>{0, 1, 2, 3}));
    EXPECT_EQ(groups_of(chars, ".."), (std::vector<int>{0, 0}));
    EXPECT_EQ(groups_of(chars, "  "), (std::vector<int>{0, 1}));
}

TEST(TokenGroups, EmptyAndBadIds) {
    EXPECT_TRUE(token_word_groups(bpe(), std::vector<int>{}).empty());
    EXPECT_EQ(token_word_groups(bpe(), std::vector<int>{516}),
              (std::vector<int>{0}));  // <|endoftext|>
    try {
        token_word_groups(bpe(), std::vector<int>{64, 517});
        ADD_FAILURE() << "an id outside the vocabulary was taken";
    } catch (const std::invalid_argument& e) {
        EXPECT_STREQ(e.what(), "token 1: id 517 is outside the vocabulary (0 to 516)");
    }
    EXPECT_THROW(token_word_groups(bpe(), std::vector<int>{-1}), std::invalid_argument);
}

// ---------------------------------------------------------------- the reference

// GPT-2's byte-to-unicode map, inverted: the vocabulary's character → its byte.
std::map<char32_t, unsigned char> byte_decoder() {
    std::map<char32_t, unsigned char> m;
    int n = 0;
    for (int b = 0; b < 256; ++b) {
        const bool printable =
            (b >= '!' && b <= '~') || (b >= 0xA1 && b <= 0xAC) || (b >= 0xAE && b <= 0xFF);
        m[printable ? char32_t(b) : char32_t(256 + n++)] = static_cast<unsigned char>(b);
    }
    return m;
}

std::vector<char32_t> code_points(const std::string& s) {
    std::vector<char32_t> out;
    for (std::size_t i = 0; i < s.size();) {
        const unsigned char c = static_cast<unsigned char>(s[i]);
        const int len = c < 0x80 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4;
        char32_t cp = len == 1 ? c : len == 2 ? (c & 0x1F) : len == 3 ? (c & 0x0F) : (c & 0x07);
        for (int k = 1; k < len; ++k)
            cp = (cp << 6) | (static_cast<unsigned char>(s[i + std::size_t(k)]) & 0x3F);
        out.push_back(cp);
        i += std::size_t(len);
    }
    return out;
}

// The bytes a token stands for, from its vocabulary string.
std::string token_bytes(const std::string& piece, const std::map<char32_t, unsigned char>& dec) {
    if (piece == "<|endoftext|>") return piece;
    std::string out;
    for (char32_t c : code_points(piece)) out += char(dec.at(c));
    return out;
}

enum class K { Word, Mark, Space, Other };

// The classes of the code points in bpe-tiny's battery (Unicode's categories).
K kind(char32_t c) {
    if (c == ' ' || (c >= 0x09 && c <= 0x0D) || c == 0x85 || c == 0xA0 || c == 0x1680 ||
        (c >= 0x2000 && c <= 0x200A) || c == 0x2028 || c == 0x2029 || c == 0x202F || c == 0x205F ||
        c == 0x3000)
        return K::Space;
    if (c < 0x80)
        return ((c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'))
                   ? K::Word
                   : K::Other;
    if ((c >= 0x300 && c <= 0x36F) || (c >= 0x93E && c <= 0x94D) || c == 0xFE0F) return K::Mark;
    if (c == 0xB2 || c == 0xBD || c == 0x216B) return K::Word;  // ² ½ Ⅻ: numbers
    if ((c >= 0xC0 && c <= 0x24F && c != 0xD7 && c != 0xF7) || (c >= 0x370 && c <= 0x52F) ||
        (c >= 0x5D0 && c <= 0x5EA) || (c >= 0x620 && c <= 0x669) || (c >= 0x904 && c <= 0x939) ||
        (c >= 0x4E00 && c <= 0x9FFF) || (c >= 0xAC00 && c <= 0xD7A3))
        return K::Word;
    return K::Other;  // « » ’ ❤ U+180E U+200D, emoji and their modifiers
}

// Groups computed on the text: token i starts a word when it is the first, or
// its first byte starts a character that is not a mark and that character or
// the last non-mark character before it is white space, or exactly one of the
// two is a letter or digit.
std::vector<int> reference_groups(const std::vector<int>& ids) {
    static const auto dec = byte_decoder();
    std::vector<std::string> bytes;
    std::string text;
    for (int id : ids) {
        bytes.push_back(token_bytes(bpe().piece(id), dec));
        text += bytes.back();
    }
    const std::vector<char32_t> cps = code_points(text);
    std::vector<int> char_at(text.size() + 1, -1);  // byte offset → the character starting there
    for (std::size_t k = 0, off = 0; k < cps.size(); ++k) {
        char_at[off] = int(k);
        const unsigned char c = static_cast<unsigned char>(text[off]);
        off += c < 0x80 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4;
    }
    std::vector<int> out;
    int w = -1;
    std::size_t off = 0;
    for (const std::string& b : bytes) {
        bool starts = w < 0;
        const int k = char_at[off];
        if (!starts && k > 0 && kind(cps[std::size_t(k)]) != K::Mark) {
            int j = k - 1;
            while (j >= 0 && kind(cps[std::size_t(j)]) == K::Mark) --j;
            if (j >= 0) {
                const K here = kind(cps[std::size_t(k)]), before = kind(cps[std::size_t(j)]);
                starts = here == K::Space || before == K::Space ||
                         ((here == K::Word) != (before == K::Word));
            }
        }
        out.push_back(starts ? ++w : w);
        off += b.size();
    }
    return out;
}

using attn::test::slurp;

TEST(TokenGroups, EveryBatteryCaseAgreesWithTheReference) {
    const json battery = json::parse(slurp(kBpeTinyDir + "battery.json"));
    int several = 0, cut = 0;
    for (const json& c : battery["cases"]) {
        const std::string text = c["text"];
        SCOPED_TRACE("text: \"" + text + "\"");
        const std::vector<int> ids = c["ids"].get<std::vector<int>>();
        const std::vector<int> got = token_word_groups(bpe(), ids);
        EXPECT_EQ(got, reference_groups(ids));
        for (std::size_t i = 1; i < got.size(); ++i) several += got[i] == got[i - 1];
        for (int id : ids)
            cut += bpe().decode(std::vector<int>{id}).find("\uFFFD") != std::string::npos;
    }
    // The battery exercises both: tokens sharing a word, characters cut between tokens.
    EXPECT_GT(several, 100);
    EXPECT_GT(cut, 50);
}

}  // namespace
