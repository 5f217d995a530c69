// GPT-2's byte-level BPE and nanoGPT's character tokenizer
// (attnlab/tokenizers/bpe_tokenizer.hpp, char_tokenizer.hpp). The expected ids come
// from an independent Python implementation of GPT-2's published tokenizer
// (tests/data/gpt/make_bpe_fixture.py), which trained the tiny vocabulary.
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <iterator>
#include <nlohmann/json.hpp>
#include <random>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "attnlab/io/utf8.hpp"
#include "attnlab/tokenizers/bpe_tokenizer.hpp"
#include "attnlab/tokenizers/char_tokenizer.hpp"
#include "test_helpers.hpp"
#include "tokenizers/bpe_merge.hpp"

namespace {

using attn::BpeTokenizer;
using attn::CharTokenizer;
using attn::TokenizerError;
using json = nlohmann::json;

const std::string kDir = std::string(ATTNLAB_SOURCE_DIR) + "/tests/data/gpt/bpe-tiny/";

using attn::test::slurp;

const json& battery() {
    static const json b = json::parse(slurp(kDir + "battery.json"));
    return b;
}

std::shared_ptr<const BpeTokenizer> from_files() {
    static const auto t = BpeTokenizer::load_files(kDir + "vocab.json", kDir + "merges.txt");
    return t;
}

std::shared_ptr<const BpeTokenizer> from_json() {
    static const auto t = BpeTokenizer::load_tokenizer_json(kDir + "tokenizer.json");
    return t;
}

std::string unhex(const std::string& hex) {
    std::string out;
    for (std::size_t i = 0; i + 1 < hex.size(); i += 2)
        out += char(std::stoi(hex.substr(i, 2), nullptr, 16));
    return out;
}

// The message of what `f` throws as E, or "(nothing thrown)".
template <class E, class F>
std::string message_of(F&& f) {
    try {
        f();
    } catch (const E& e) {
        return e.what();
    }
    return "(nothing thrown)";
}

std::string vocab_error(const std::string& vocab, const std::string& merges = "") {
    return message_of<TokenizerError>(
        [&] { BpeTokenizer::from_vocab_and_merges(vocab, merges, "tiny"); });
}

std::string json_error(const std::string& text) {
    return message_of<TokenizerError>([&] { BpeTokenizer::from_tokenizer_json(text, "tok.json"); });
}

void expect_battery(const BpeTokenizer& t) {
    const json& cases = battery()["cases"];
    ASSERT_GT(cases.size(), 100u);
    for (const json& c : cases) {
        const std::string text = c["text"];
        SCOPED_TRACE("text: \"" + text + "\"");
        EXPECT_EQ(t.encode(text), c["ids"].get<std::vector<int>>());
    }
}

TEST(BpeTokenizer, BatteryFromVocabAndMerges) { expect_battery(*from_files()); }

TEST(BpeTokenizer, BatteryFromTokenizerJson) { expect_battery(*from_json()); }

TEST(BpeTokenizer, SizesAndDescription) {
    for (const auto& t : {from_files(), from_json()}) {
        EXPECT_EQ(t->size(), 517);
        EXPECT_EQ(t->merge_count(), 260);
        EXPECT_EQ(t->describe(), "byte-level BPE, 517 tokens, 260 merges");
        EXPECT_EQ(t->id_of("<|endoftext|>"), 516);
        EXPECT_EQ(t->id_of("!"), 0);  // GPT-2's order: the printable bytes first
        EXPECT_EQ(t->id_of("Ġ"), 220);
        EXPECT_EQ(t->id_of("nope"), std::nullopt);
        EXPECT_EQ(t->piece(516), "<|endoftext|>");
    }
}

TEST(BpeTokenizer, DecodeInvertsEncode) {
    for (const auto& t : {from_files(), from_json()})
        for (const json& c : battery()["cases"]) {
            const std::string text = c["text"];
            EXPECT_EQ(t->decode(t->encode(text)), text);
        }
}

// bytes(id) is what decode joins, before replacement: the pieces of a character
// a byte-level BPE splits join back to it, though each alone is not UTF-8.
TEST(BpeTokenizer, EachTokensBytesJoinToTheText) {
    const auto t = from_files();
    for (const json& c : battery()["cases"]) {
        const std::string text = c["text"];
        std::string joined;
        for (int id : t->encode(text)) joined += t->bytes(id);
        EXPECT_EQ(joined, text);
    }
    const std::string dash = "\xE2\x80\x94";  // "—": three bytes
    const auto ids = t->encode(dash);
    ASSERT_GE(ids.size(), 2u) << "the tiny vocabulary splits '—'";
    EXPECT_FALSE(attn::valid_utf8(t->bytes(ids.front())));
    EXPECT_EQ(t->decode(std::vector<int>{ids.front()}), "\xEF\xBF\xBD");  // U+FFFD
    EXPECT_THROW((void)t->bytes(517), std::invalid_argument);
    EXPECT_THROW((void)t->bytes(-1), std::invalid_argument);
}

TEST(BpeTokenizer, DecodeShowsCutSequencesAsReplacementCharacters) {
    const auto t = from_files();
    const json& cases = battery()["decode"];
    ASSERT_GE(cases.size(), 10u);
    for (const json& c : cases) {
        const auto ids = c["ids"].get<std::vector<int>>();
        const std::string got = t->decode(ids);
        EXPECT_EQ(got, c["text"].get<std::string>());
        EXPECT_TRUE(attn::valid_utf8(got));
    }
    EXPECT_THROW(t->decode(std::vector<int>{517}), std::invalid_argument);
    EXPECT_THROW(t->decode(std::vector<int>{-1}), std::invalid_argument);
    EXPECT_EQ(message_of<std::invalid_argument>([&] {
                  t->decode(std::vector<int>{3, 900});
              }),
              "id 900 is outside the vocabulary (0 to 516)");
}

TEST(BpeTokenizer, DisplayShowsSpacesAndControlsVisibly) {
    const auto t = from_files();
    auto shown = [&](const char* piece) {
        const auto id = t->id_of(piece);
        EXPECT_TRUE(id.has_value()) << piece;
        return id ? t->display(*id) : std::string();
    };
    EXPECT_EQ(shown("Ġbank"), "\u2423bank");
    EXPECT_EQ(t->piece(*t->id_of("Ġbank")), "Ġbank");
    EXPECT_EQ(shown("Ġthe"), "\u2423the");
    EXPECT_EQ(shown("Ċ"), "\u21B5");
    EXPECT_EQ(shown("ĉ"), "\u2192");  // byte 9, a tab
    EXPECT_EQ(shown("č"), "\\x0D");   // byte 13
    EXPECT_EQ(shown("Ā"), "\\x00");   // byte 0
    EXPECT_EQ(shown("ġ"), "\\x7F");   // DEL
    EXPECT_EQ(shown("ł") + shown("Ń"),
              "\\xA0\\xAD");         // a no-break space's second byte, a soft hyphen's
    EXPECT_EQ(shown("æ"), "\\xE6");  // a cut sequence's first byte
    EXPECT_EQ(shown("é"), "\\xE9");
    EXPECT_EQ(shown("<|endoftext|>"), "<|endoftext|>");
    EXPECT_EQ(t->display(t->encode("é")[0]), "é");  // "Ã©" joined: the character itself
    for (int id = 0; id < t->size(); ++id) {
        const std::string d = t->display(id);
        EXPECT_TRUE(attn::valid_utf8(d)) << id;
        EXPECT_EQ(d.find("Ġ"), std::string::npos) << id;
        for (unsigned char c : d) EXPECT_FALSE(c < 0x20 || c == 0x7F) << id;
    }
    EXPECT_THROW(t->display(517), std::invalid_argument);
}

TEST(BpeTokenizer, InvalidUtf8IsRefusedWithItsOffset) {
    const auto t = from_files();
    const json& bad = battery()["invalid_utf8"];
    ASSERT_GE(bad.size(), 10u);
    for (const json& b : bad) {
        const std::string text = unhex(b["hex"]);
        const std::string expected =
            "byte " + std::to_string(b["offset"].get<int>()) + " is not valid UTF-8";
        EXPECT_EQ(message_of<std::invalid_argument>([&] { t->encode(text); }), expected)
            << b["hex"];
    }
}

TEST(BpeTokenizer, RanksAreAppliedRoundByRoundAsGpt2Does) {
    // Shuffled ranks: a merge may use a token only a later merge makes.
    const json& odd = battery()["odd"];
    const auto t = BpeTokenizer::from_vocab_and_merges(odd["vocab"].dump(), odd["merges"], "odd");
    int long_cases = 0;
    for (const json& c : odd["cases"]) {
        const std::string text = c["text"];
        if (c["ids"].is_null()) {
            // The vocabulary has no symbol for a space.
            EXPECT_EQ(message_of<std::invalid_argument>([&] { t->encode(text); }),
                      "'\u2423' (a space) at character 3 is not in the model's vocabulary");
            continue;
        }
        long_cases += text.size() > attn::bpe::kSimpleMergeMax;
        EXPECT_EQ(t->encode(text), c["ids"].get<std::vector<int>>()) << text;
        EXPECT_EQ(t->decode(t->encode(text)), text);
    }
    EXPECT_GE(long_cases, 12);  // the priority-queue path is exercised

    const json& rounds = battery()["rounds"];
    const auto r =
        BpeTokenizer::from_vocab_and_merges(rounds["vocab"].dump(), rounds["merges"], "rounds");
    EXPECT_EQ(r->encode("abab"), (std::vector<int>{2, 2}));  // "ab ab", not "aba b"
    for (const json& c : rounds["cases"])
        EXPECT_EQ(r->encode(c["text"].get<std::string>()), c["ids"].get<std::vector<int>>())
            << c["text"];
}

// The two merge loops agree on random tables with random (shuffled) ranks.
TEST(BpeTokenizer, HeapMergeEqualsGpt2Loop) {
    std::mt19937 rng(7);
    for (int table_no = 0; table_no < 40; ++table_no) {
        attn::bpe::MergeTable table;
        const int symbols = 2 + int(rng() % 4);
        int next_id = symbols;
        std::vector<int> ids(static_cast<std::size_t>(symbols));
        for (int i = 0; i < symbols; ++i) ids[std::size_t(i)] = i;
        const int merges = 3 + int(rng() % 30);
        std::vector<int> ranks(static_cast<std::size_t>(merges));
        for (int i = 0; i < merges; ++i) ranks[std::size_t(i)] = i;
        std::shuffle(ranks.begin(), ranks.end(), rng);
        for (int m = 0; m < merges; ++m) {
            const int a = ids[rng() % ids.size()], b = ids[rng() % ids.size()];
            if (table.find(a, b)) continue;
            table.set(a, b, {ranks[std::size_t(m)], next_id});
            ids.push_back(next_id++);
        }
        attn::bpe::MergeScratch s1, s2;
        for (int word = 0; word < 60; ++word) {
            std::vector<int> w(1 + rng() % 200);
            for (int& x : w) x = int(rng() % std::uint32_t(symbols));
            std::vector<int> a = w, b = w;
            attn::bpe::merge_simple(a, table, s1);
            attn::bpe::merge_heap(b, table, s2);
            ASSERT_EQ(a, b) << "table " << table_no << " word " << word;
        }
    }
}

TEST(BpeTokenizer, ThreadsSharingOneTokenizerAgree) {
    const auto t = from_json();
    std::string text;
    for (const json& c : battery()["cases"]) text += c["text"].get<std::string>() + " ";
    for (int i = 0; i < 3; ++i) text += text;
    const std::vector<int> expected = t->encode(text);
    std::vector<int> a, b;
    std::thread t1([&] {
        for (int i = 0; i < 5; ++i) a = t->encode(text);
    });
    std::thread t2([&] {
        for (int i = 0; i < 5; ++i) b = t->encode(text);
    });
    t1.join();
    t2.join();
    EXPECT_EQ(a, expected);
    EXPECT_EQ(b, expected);
}

TEST(BpeTokenizer, SpecialTokensSplitLeftmostLongest) {
    // tokenizer.json's added specials; "<|a|>" and "<|a|>b" overlap.
    const std::string tj =
        R"({"model": {"type": "BPE", "vocab": {"<": 0, "|": 1, "a": 2, ">": 3, "b": 4}, "merges": []},
        "added_tokens": [{"id": 5, "content": "<|a|>", "special": true},
                         {"id": 6, "content": "<|a|>b", "special": true},
                         {"id": 7, "content": "c", "special": false}]})";
    const auto t = BpeTokenizer::from_tokenizer_json(tj);
    EXPECT_EQ(t->size(), 8);
    EXPECT_EQ(t->encode("<|a|>b<|a|>a"), (std::vector<int>{6, 5, 2}));
    EXPECT_EQ(t->encode("<|a|"), (std::vector<int>{0, 1, 2, 1}));
    EXPECT_EQ(t->decode(std::vector<int>{6, 7}), "<|a|>bc");
    EXPECT_EQ(t->display(7), "c");
    EXPECT_EQ(message_of<std::invalid_argument>([&] { t->encode("ac"); }),
              "'c' at character 1 is not in the model's vocabulary");  // an added token, not
                                                                       // special: never split off
}

TEST(BpeTokenizer, LargeInputsOfOneKindStayLinear) {
    const auto t = from_files();
    for (const std::string unit : {"a", " ", "\n", "1", "!", "é", " a", "\t \n"}) {
        std::string text;
        while (text.size() < 200'000) text += unit;
        const auto ids = t->encode(text);
        EXPECT_EQ(t->decode(ids), text) << unit;
    }
}

TEST(BpeTokenizerFiles, VocabJsonRefusalsNameTheLine) {
    EXPECT_EQ(
        vocab_error("[1, 2]"),
        "tiny: vocab.json: line 1: expected a JSON object {\"token\": id, …}, found an array");
    EXPECT_EQ(vocab_error("{}"), "tiny: vocab.json: the vocabulary has no tokens");
    EXPECT_EQ(vocab_error("{\n\"a\": 0,\n\"b\": 0\n}"),
              "tiny: vocab.json: line 3: 'b': id 0 is also 'a''s (line 2)");
    EXPECT_EQ(vocab_error("{\"a\": 0,\n \"a\": 1}"),
              "tiny: vocab.json: line 2: 'a' is already on line 1");
    EXPECT_EQ(vocab_error("{\"a\": 0, \"b\": 2}"),
              "tiny: vocab.json: no token has id 1 (ids must run from 0 to 1 without gaps; the "
              "largest is 2)");
    EXPECT_EQ(vocab_error("{\"a\": 0,\n\n\"b\": 16777216}"),
              "tiny: vocab.json: line 3: 'b': id 16777216 is outside [0, 16777216)");
    EXPECT_EQ(vocab_error("{\"a\": -1}"),
              "tiny: vocab.json: line 1: 'a': id -1 is outside [0, 16777216)");
    EXPECT_EQ(vocab_error("{\"a\": 1.5}"),
              "tiny: vocab.json: line 1: 'a': the id must be a whole number, found 1.5}…");
    EXPECT_EQ(vocab_error("{\"a\": \"0\"}"),
              "tiny: vocab.json: line 1: 'a': the id must be an integer, found a string");
    EXPECT_EQ(vocab_error("{\"a\": 0,\n 5: 1}"),
              "tiny: vocab.json: line 2: expected a token in double quotes, found a number");
    EXPECT_EQ(vocab_error("{\"a\": 0,}"),
              "tiny: vocab.json: line 1: expected a token in double quotes, found '}'");
    EXPECT_EQ(vocab_error("{\"a\": 0} x"),
              "tiny: vocab.json: line 1: unexpected 'x' after the object");
    // A file that is not JSON, or a cut literal, is named as such (it read "found true/false").
    EXPECT_EQ(vocab_error("this is { not json"),
              "tiny: vocab.json: line 1: expected a JSON object {\"token\": id, …}, found "
              "'this', which is not JSON");
    EXPECT_EQ(vocab_error("{\"a\": tru"),
              "tiny: vocab.json: line 1: 'a': the id must be an integer, found 'tru', which is not "
              "JSON");
    EXPECT_EQ(vocab_error("{\"a\": true}"),
              "tiny: vocab.json: line 1: 'a': the id must be an integer, found true/false");
    EXPECT_EQ(vocab_error("{\"\\ud800\": 0}"),
              "tiny: vocab.json: line 1: a \\u escape of a high surrogate without its low half");
    EXPECT_EQ(vocab_error("{\"a\xff\": 0}"), "tiny: vocab.json: line 1: byte 3 is not valid UTF-8");
    EXPECT_EQ(vocab_error("{\"\": 0}"), "tiny: vocab.json: line 1: an empty token");
    EXPECT_EQ(vocab_error("{\"a\": 0"),
              "tiny: vocab.json: line 1: expected ',' or '}', found the end of the file");
    // Escapes decode: "\u0120" is 'Ġ', a surrogate pair one emoji.
    const auto t = BpeTokenizer::from_vocab_and_merges(
        "{\"\\u0120\": 0, \"\\ud83d\\ude42\": 1, \"a\\tb\\\"\": 2}", "");
    EXPECT_EQ(t->id_of("Ġ"), 0);
    EXPECT_EQ(t->id_of("🙂"), 1);
    EXPECT_EQ(t->id_of("a\tb\""), 2);
    EXPECT_EQ(t->display(1), "🙂");  // not all byte symbols: its own text
}

TEST(BpeTokenizerFiles, MergesRefusalsNameTheLine) {
    const std::string v = R"({"a": 0, "b": 1, "ab": 2, "c": 3})";
    EXPECT_EQ(vocab_error(v, "#version: 0.2\na b\nab x\n"),
              "tiny: merges.txt: line 3: 'x' is not in vocab.json");
    EXPECT_EQ(vocab_error(v, "a b\nb c\n"),
              "tiny: merges.txt: line 2: 'b' + 'c' makes 'bc', which is not in vocab.json");
    EXPECT_EQ(vocab_error(v, "a b\na b c\n"),
              "tiny: merges.txt: line 2: expected two tokens separated by one space, found "
              "'a\u2423b\u2423c'");
    EXPECT_EQ(vocab_error(v, "ab\n"),
              "tiny: merges.txt: line 1: expected two tokens separated by one space, found 'ab'");
    EXPECT_EQ(vocab_error(v, "a b\n\xC3 b\n"),
              "tiny: merges.txt: line 2: byte 4 is not valid UTF-8");
    const auto t =
        BpeTokenizer::from_vocab_and_merges(v, "#version: 0.2\r\na b\r\n\r\n");  // CRLF, blank line
    EXPECT_EQ(t->merge_count(), 1);
    EXPECT_EQ(t->encode("abc"), (std::vector<int>{2, 3}));
    // <|endoftext|> is split off first, yet an ordinary token of vocab.json to the merges.
    const auto e = BpeTokenizer::from_vocab_and_merges(
        R"({"a": 0, "<|endoftext|>": 1, "<|endoftext|>a": 2})", "<|endoftext|> a\n");
    EXPECT_EQ(e->encode("a<|endoftext|>a"), (std::vector<int>{0, 1, 0}));
}

TEST(BpeTokenizerFiles, TokenizerJsonRefusalsNameTheKey) {
    EXPECT_EQ(json_error("[]"), "tok.json: expected a JSON object, found an array");
    EXPECT_EQ(json_error("{}"), "tok.json: model: missing (required)");
    EXPECT_EQ(json_error(R"({"model": {"type": "WordPiece", "vocab": {}, "merges": []}})"),
              "tok.json: model.type: only \"BPE\" is supported, found \"'WordPiece'\"");
    EXPECT_EQ(json_error(R"({"model": {"vocab": [], "merges": []}})"),
              "tok.json: model.vocab: expected an object {\"token\": id, …}, found an array");
    EXPECT_EQ(json_error(R"({"model": {"vocab": {"a": 0}}})"),
              "tok.json: model.merges: missing (required)");
    EXPECT_EQ(json_error(R"({"model": {"vocab": {"a": 0, "b": "1"}, "merges": []}})"),
              "tok.json: model.vocab: 'b': the id must be an integer, found a string");
    EXPECT_EQ(
        json_error(R"({"model": {"vocab": {"a": 0, "b": 1, "ab": 2}, "merges": ["a b", 7]}})"),
        "tok.json: model.merges[1]: expected \"a b\" or [\"a\", \"b\"], found an integer");
    EXPECT_EQ(json_error(R"({"model": {"vocab": {"a": 0, "b": 1}, "merges": [["a", "b"]]}})"),
              "tok.json: model.merges[0]: 'a' + 'b' makes 'ab', which is not in model.vocab");
    EXPECT_EQ(
        json_error(
            R"({"model": {"vocab": {"a": 0}, "merges": []}, "added_tokens": [{"content": "x"}]})"),
        "tok.json: added_tokens[0].id: missing (required)");
    EXPECT_EQ(
        json_error(
            R"({"model": {"vocab": {"a": 0}, "merges": []}, "added_tokens": [{"id": 0, "content": "x"}]})"),
        "tok.json: added_tokens[0]: 'x': id 0 is 'a' in model.vocab");
    EXPECT_EQ(
        json_error(
            R"({"model": {"vocab": {"a": 0}, "merges": []}, "added_tokens": [{"id": 3, "content": "x"}]})"),
        "tok.json: no token has id 1 (ids must run from 0 to 1 without gaps; the largest is 3)");
    EXPECT_EQ(
        json_error(
            R"({"model": {"vocab": {"a": 0, "ab": 2}, "merges": ["a b"]}, "added_tokens": [{"id": 1, "content": "b"}]})"),
        "tok.json: model.merges[0]: 'b' is not in model.vocab");
    EXPECT_EQ(
        json_error(
            R"({"model": {"vocab": {"\u0120": 0}, "merges": []}, "added_tokens": [{"id": 0, "content": "\u0120", "special": true}]})"),
        "tok.json: added_tokens[0]: 'Ġ': a special token must stand for its own text, but in "
        "model.vocab it stands for other bytes");
    EXPECT_EQ(
        json_error(
            R"({"model": {"vocab": {"a": 0}, "merges": []}, "added_tokens": [{"id": 1, "content": "x"}, {"id": 1, "content": "y"}]})"),
        "tok.json: added_tokens[1]: 'y': id 1 is also added as 'x'");
    EXPECT_EQ(
        json_error(
            R"({"normalizer": {"type": "NFC"}, "model": {"vocab": {"a": 0}, "merges": []}})"),
        "tok.json: normalizer: GPT-2 has none, and this tokenizer would change the text first");
    EXPECT_EQ(
        json_error(
            R"({"pre_tokenizer": {"type": "ByteLevel", "add_prefix_space": true}, "model": {"vocab": {"a": 0}, "merges": []}})"),
        "tok.json: pre_tokenizer.add_prefix_space: must be false, as GPT-2's is");
    EXPECT_EQ(json_error("{\"model\":\n {\"vocab\": {\"a\": 0},,}}")
                  .rfind("tok.json: not valid JSON: line 2, column 21: found ','", 0),
              0u)
        << json_error("{\"model\":\n {\"vocab\": {\"a\": 0},,}}");
    EXPECT_EQ(json_error(std::string(200, '[') + std::string(200, ']')),
              "tok.json: nested deeper than 64 levels of arrays and objects");
}

TEST(BpeTokenizerFiles, FilesAreRefusedWhenMissingOrHuge) {
    EXPECT_EQ(message_of<TokenizerError>([] {
                  BpeTokenizer::load_files("/nonexistent/vocab.json", "/nonexistent/merges.txt");
              }),
              "/nonexistent/vocab.json: cannot be read (No such file or directory)");
    EXPECT_EQ(message_of<TokenizerError>([] { BpeTokenizer::load_tokenizer_json(kDir); }),
              kDir + ": cannot be read (a folder, not a file)");
    const std::string huge((64u << 20) + 1, ' ');
    EXPECT_EQ(vocab_error(huge),
              "tiny: vocab.json: is 67108865 bytes; a tokenizer file may have at most 64 MiB");
    EXPECT_EQ(json_error(huge),
              "tok.json: is 67108865 bytes; a tokenizer file may have at most 64 MiB");
}

TEST(CharTokenizer, RoundTripAndDisplay) {
    const CharTokenizer t({"\n", " ", "a", "b", "é", "🙂", "\r"});
    EXPECT_EQ(t.size(), 7);
    EXPECT_EQ(t.describe(), "characters, 7 tokens");
    const std::string text = "a b\né🙂ba";
    const auto ids = t.encode(text);
    EXPECT_EQ(ids, (std::vector<int>{2, 1, 3, 0, 4, 5, 3, 2}));
    EXPECT_EQ(t.decode(ids), text);
    EXPECT_EQ(t.encode(""), std::vector<int>{});
    EXPECT_EQ(t.display(1), "\u2423");
    EXPECT_EQ(t.display(0), "\u21B5");
    EXPECT_EQ(t.display(6), "\\x0D");
    EXPECT_EQ(t.display(4), "é");
    EXPECT_EQ(t.piece(0), "\n");
    EXPECT_EQ(t.id_of("🙂"), 5);
    EXPECT_EQ(t.id_of("x"), std::nullopt);
    EXPECT_THROW(t.decode(std::vector<int>{7}), std::invalid_argument);
    EXPECT_THROW(t.display(-1), std::invalid_argument);
}

TEST(CharTokenizer, UnknownCharactersAndBadTextAreRefused) {
    const CharTokenizer t({"a", "b", " "});
    EXPECT_EQ(message_of<std::invalid_argument>([&] { t.encode("ab é"); }),
              "'é' at character 3 is not in the model's vocabulary");
    EXPECT_EQ(message_of<std::invalid_argument>([&] { t.encode("a\tb"); }),
              "'\u2192' (a tab) at character 1 is not in the model's vocabulary");
    EXPECT_EQ(message_of<std::invalid_argument>([&] { t.encode("ab\xC3"); }),
              "byte 2 is not valid UTF-8");
}

TEST(CharTokenizer, BadItosIsRefused) {
    auto error = [](std::vector<std::string> itos) {
        return message_of<TokenizerError>(
            [&] { CharTokenizer t(std::move(itos), "data/meta.pkl"); });
    };
    EXPECT_EQ(error({}), "data/meta.pkl: itos has no characters");
    EXPECT_EQ(error({"a", "b", "ab"}), "data/meta.pkl: itos[2]: 'ab' is 2 characters, not one");
    EXPECT_EQ(error({"a", ""}), "data/meta.pkl: itos[1]: an empty string, not one character");
    EXPECT_EQ(error({"a", "b", "a"}), "data/meta.pkl: itos[2]: 'a' is also itos[0]");
    EXPECT_EQ(error({"\xff"}), "data/meta.pkl: itos[0]: byte 0 is not valid UTF-8");
    EXPECT_EQ(error({"e\xCC\x81"}), "data/meta.pkl: itos[0]: 'e\xCC\x81' is 2 characters, not one");
}

// ----- speed (run by hand: --gtest_also_run_disabled_tests --gtest_filter='*Speed*') -----

// About 1 MB of English-like text from a fixed word list.
std::string english_megabyte() {
    const char* words[] = {"the",
                           "river",
                           "bank",
                           "was",
                           "quiet",
                           "in",
                           "morning",
                           "she",
                           "sat",
                           "on",
                           "of",
                           "and",
                           "watched",
                           "water",
                           "town",
                           "opened",
                           "at",
                           "nine",
                           "teller",
                           "said",
                           "account",
                           "open",
                           "they're",
                           "sure",
                           "it's",
                           "same",
                           "we've",
                           "seen",
                           "before",
                           "I'm",
                           "not",
                           "you'll",
                           "like",
                           "but",
                           "he'd",
                           "say",
                           "fine",
                           "Don't",
                           "worry",
                           "isn't",
                           "far",
                           "quick",
                           "brown",
                           "fox",
                           "jumps",
                           "over",
                           "lazy",
                           "dog",
                           "then",
                           "sleeps",
                           "again",
                           "1999",
                           "42",
                           "people",
                           "government",
                           "information",
                           "understanding",
                           "international",
                           "responsibility"};
    std::mt19937 rng(1);
    std::string text;
    while (text.size() < 1'000'000) {
        const int sentence = 5 + int(rng() % 15);
        for (int i = 0; i < sentence; ++i) {
            text += words[rng() % (sizeof words / sizeof *words)];
            text += i + 1 < sentence ? " " : (rng() % 4 == 0 ? ".\n\n" : ". ");
        }
    }
    return text;
}

// A vocabulary in which every word of `text` merges into one token, symbol by
// symbol from the left: as many merge rounds per word as GPT-2's 50,000
// merges give an English word.
std::shared_ptr<const BpeTokenizer> whole_word_tokenizer(
    const std::shared_ptr<const BpeTokenizer>& base, const std::string& text) {
    json vocab = json::object();
    for (int id = 0; id < 256; ++id) vocab[base->piece(id)] = id;
    std::string merges = "#version: 0.2\n";
    int next = 256;
    std::istringstream words(text);
    std::string w;
    std::vector<std::string> seen;
    while (words >> w && seen.size() < 200) {
        if (std::find(seen.begin(), seen.end(), w) != seen.end()) continue;
        seen.push_back(w);
        std::string sym = "Ġ";
        for (char c : w) {
            const std::string one = base->piece(base->encode(std::string(1, c))[0]);
            if (!vocab.contains(sym + one)) {
                vocab[sym + one] = next++;
                merges += sym + " " + one + "\n";
            }
            sym += one;
        }
    }
    return BpeTokenizer::from_vocab_and_merges(vocab.dump(), merges, "whole-words");
}

TEST(BpeTokenizerSpeed, DISABLED_OneMegabyteOfEnglish) {
    const std::string text = english_megabyte();
    const auto tiny = from_files();
    const auto words = whole_word_tokenizer(tiny, text);
    for (const auto& [name, t] :
         {std::pair{"tiny (517 tokens)", tiny}, std::pair{"whole words", words}}) {
        const auto start = std::chrono::steady_clock::now();
        const auto ids = t->encode(text);
        const double s =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        std::printf("%s: %zu bytes -> %zu tokens in %.3f s (%.1f MB/s)\n", name, text.size(),
                    ids.size(), s, double(text.size()) / s / 1e6);
        EXPECT_EQ(t->decode(ids), text);
    }
}

}  // namespace
