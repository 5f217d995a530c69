// Fuzz entry point of the corpus reader and the tokenizer it uses (contract in
// fuzz_entries.hpp). Byte 0: bits 0–5 the context − 1, bit 7 set: the other
// bytes are decoded as code points (3 bytes each, any value up to U+10FFFF
// except surrogates) and encoded as UTF-8, so the reader sees well-formed text
// of any script; clear: the bytes are the text as they are.
#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "attnlab/training/corpus.hpp"
#include "attnlab/words/tokenizer.hpp"
#include "fuzz_check.hpp"
#include "fuzz_entries.hpp"

namespace attn::fuzz {
namespace {

constexpr const char* kTarget = "corpus";

void append_utf8(std::string& s, char32_t cp) {
    if (cp < 0x80) {
        s.push_back(static_cast<char>(cp));
    } else if (cp < 0x800) {
        s.push_back(static_cast<char>(0xC0 | (cp >> 6)));
        s.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
    } else if (cp < 0x10000) {
        s.push_back(static_cast<char>(0xE0 | (cp >> 12)));
        s.push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3F)));
        s.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
    } else {
        s.push_back(static_cast<char>(0xF0 | (cp >> 18)));
        s.push_back(static_cast<char>(0x80 | ((cp >> 12) & 0x3F)));
        s.push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3F)));
        s.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
    }
}

// Well-formed UTF-8 after the Unicode standard's table 3-7 (byte ranges per
// position), written independently of the engine's decoder.
bool reference_valid_utf8(const std::string& s) {
    const auto* p = reinterpret_cast<const unsigned char*>(s.data());
    const std::size_t n = s.size();
    auto in = [](unsigned char c, unsigned lo, unsigned hi) { return c >= lo && c <= hi; };
    for (std::size_t i = 0; i < n;) {
        const unsigned char c = p[i];
        std::size_t len;
        unsigned lo = 0x80, hi = 0xBF;  // range of the second byte
        if (c <= 0x7F)
            len = 1;
        else if (in(c, 0xC2, 0xDF))
            len = 2;
        else if (c == 0xE0)
            len = 3, lo = 0xA0;
        else if (in(c, 0xE1, 0xEC) || in(c, 0xEE, 0xEF))
            len = 3;
        else if (c == 0xED)
            len = 3, hi = 0x9F;
        else if (c == 0xF0)
            len = 4, lo = 0x90;
        else if (in(c, 0xF1, 0xF3))
            len = 4;
        else if (c == 0xF4)
            len = 4, hi = 0x8F;
        else
            return false;
        if (i + len > n) return false;
        if (len > 1 && !in(p[i + 1], lo, hi)) return false;
        for (std::size_t k = 2; k < len; ++k)
            if (!in(p[i + k], 0x80, 0xBF)) return false;
        i += len;
    }
    return true;
}

bool is_word_byte(unsigned char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
           c == '\'' || c >= 0x80;
}

void check_tokens(const std::string& text, const std::vector<std::string>& tokens) {
    std::string kept;  // the text without separators, ASCII lower-cased
    for (unsigned char c : text) {
        if (c <= 0x20) continue;  // spaces, tabs, newlines and other control characters separate
        kept.push_back(c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a')
                                            : static_cast<char>(c));
    }
    std::string joined, spaced;
    for (const auto& t : tokens) {
        if (t.empty()) broken(kTarget, "an empty token");
        const bool word = is_word_byte(static_cast<unsigned char>(t[0]));
        if (!word && t.size() != 1)
            broken(kTarget, "a punctuation token of more than one byte: " + t);
        for (unsigned char c : t) {
            if (c <= 0x20) broken(kTarget, "a token holds a space or control character");
            if (c >= 'A' && c <= 'Z') broken(kTarget, "a token is not lower-cased: " + t);
            if (word && !is_word_byte(c)) broken(kTarget, "a word token holds punctuation: " + t);
        }
        joined += t;
        spaced += t + " ";
    }
    if (joined != kept) broken(kTarget, "the tokens do not add up to the text");
    if (tokenize(spaced) != tokens) broken(kTarget, "re-tokenising the tokens changed them");
    if (first_invalid_utf8(text) == std::string::npos)
        for (const auto& t : tokens)
            if (first_invalid_utf8(t) != std::string::npos)
                broken(kTarget, "UTF-8 text gave a token that is not UTF-8");
}

void check_corpus(const std::string& text, const std::vector<std::string>& tokens, const Corpus& c,
                  int context) {
    const Vocabulary& v = c.vocabulary;
    if (v.size() < 2 || v.word(0) != Vocabulary::kUnknown)
        broken(kTarget, "vocabulary without <unk> first or without words");
    std::vector<long> count(static_cast<std::size_t>(v.size()), 0);
    for (const auto& t : tokens) {
        const int id = v.id(t);
        if (id <= 0 || id >= v.size())
            broken(kTarget, "a token of the text is not in its vocabulary: " + t);
        ++count[static_cast<std::size_t>(id)];
    }
    for (int id = 1; id < v.size(); ++id) {
        if (count[static_cast<std::size_t>(id)] == 0)
            broken(kTarget, "a vocabulary word not in the text: " + v.word(id));
        if (tokenize(v.word(id)) != std::vector<std::string>{v.word(id)})
            broken(kTarget, "a vocabulary word is not one token");
        if (id > 1 && count[static_cast<std::size_t>(id)] > count[static_cast<std::size_t>(id - 1)])
            broken(kTarget, "the vocabulary is not ordered by frequency");
    }
    if (c.train.size() < static_cast<std::size_t>(context) + 1)
        broken(kTarget, "training stream shorter than context + 1");
    if (c.validation.empty()) broken(kTarget, "empty validation stream");
    if (c.token_count() != tokens.size()) broken(kTarget, "the streams do not hold every token");
    std::vector<long> seen(count.size(), 0);
    for (const auto* s : {&c.train, &c.validation})
        for (int id : *s) {
            if (id <= 0 || id >= v.size()) broken(kTarget, "a stream id outside the vocabulary");
            ++seen[static_cast<std::size_t>(id)];
        }
    if (seen != count) broken(kTarget, "the streams do not hold the text's tokens");
    if (!std::isfinite(c.unigram_entropy) || c.unigram_entropy < -1e-9 ||
        c.unigram_entropy > std::log(static_cast<double>(v.size())) + 1e-9)
        broken(kTarget, "unigram entropy outside [0, log V]");
    if (v.encode(text).size() != tokens.size()) broken(kTarget, "encode and tokenize disagree");
}

}  // namespace

int corpus_one_input(const std::uint8_t* data, std::size_t size) {
    if (size == 0) return 0;
    const int context = 1 + (data[0] & 0x3F);
    std::string text;
    if (data[0] & 0x80) {
        for (std::size_t i = 1; i + 2 < size; i += 3) {
            char32_t cp =
                (char32_t(data[i]) << 16 | char32_t(data[i + 1]) << 8 | data[i + 2]) % 0x110000;
            if (cp >= 0xD800 && cp <= 0xDFFF) cp -= 0xD800;  // surrogates are not characters
            append_utf8(text, cp);
        }
        if (first_invalid_utf8(text) != std::string::npos)
            broken(kTarget, "encoded code points judged not UTF-8");
    } else {
        text.assign(reinterpret_cast<const char*>(data) + 1, size - 1);
    }

    const bool valid = reference_valid_utf8(text);
    const std::size_t bad = first_invalid_utf8(text);
    if (valid != (bad == std::string::npos))
        broken(kTarget, "first_invalid_utf8 disagrees with the reference validator");
    if (!valid && (bad >= text.size() || !reference_valid_utf8(text.substr(0, bad))))
        broken(kTarget, "first_invalid_utf8 does not point at the first bad sequence");

    const std::vector<std::string> tokens = tokenize(text);
    check_tokens(text, tokens);

    Corpus c;
    try {
        c = corpus_from_text(text, "fuzz.txt", context);
    } catch (const CorpusError& e) {
        if (std::string(e.what()).rfind("fuzz.txt: ", 0) != 0)
            broken(kTarget, "a corpus message without the file name");
        return 0;
    }
    if (!valid) broken(kTarget, "text that is not UTF-8 was accepted");
    check_corpus(text, tokens, c, context);
    return 1;
}

}  // namespace attn::fuzz
