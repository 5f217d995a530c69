// Fuzz entry point of the byte-level BPE readers and encode / decode
// (contract in fuzz_entries.hpp). Byte 0 % 3 picks the form; the rest is cut
// at NUL bytes:
//   0: vocab.json \0 merges.txt \0 text     (BpeTokenizer::from_vocab_and_merges)
//   1: tokenizer.json \0 text               (BpeTokenizer::from_tokenizer_json)
//   2: merges lines \0 text                 a vocabulary made here: the 256 byte
//      symbols, each merge line "x y" whose halves are known adds x+y, and
//      <|endoftext|>. It must be accepted, and its encoding of the text's
//      ASCII letters (one piece) must equal GPT-2's bpe() as written below,
//      on strings, independently of the engine's tables.
// Any accepted tokenizer: every id has a piece that looks up to it and a
// display that is valid UTF-8 without control bytes; text that is not UTF-8
// is refused naming its first bad byte; valid text encodes to ids in range
// that decode back to the text (or is refused for a byte without a symbol).
#include <map>
#include <set>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "attnlab/io/utf8.hpp"
#include "attnlab/tokenizers/bpe_tokenizer.hpp"
#include "fuzz_check.hpp"
#include "fuzz_entries.hpp"

namespace attn::fuzz {
namespace {

constexpr const char* kTarget = "bpe";

// GPT-2's bytes_to_unicode(), written out again: byte → its symbol (UTF-8).
const std::vector<std::string>& byte_symbols() {
    static const std::vector<std::string> table = [] {
        std::vector<std::string> t(256);
        unsigned next = 256;
        for (unsigned b = 0; b < 256; ++b) {
            const bool stays = (b >= 33 && b <= 126) || (b >= 161 && b <= 172) || (b >= 174);
            const unsigned c = stays ? b : next++;
            if (c < 0x80)
                t[b] = std::string(1, char(c));
            else
                t[b] = {char(0xC0 | (c >> 6)), char(0x80 | (c & 0x3F))};
        }
        return t;
    }();
    return table;
}

// GPT-2's bpe(): the ranked pair of lowest rank, all its occurrences left to right.
std::vector<std::string> gpt2_bpe(std::vector<std::string> word,
                                  const std::map<std::pair<std::string, std::string>, int>& ranks) {
    while (word.size() > 1) {
        const std::pair<std::string, std::string>* best = nullptr;
        int best_rank = 0;
        for (std::size_t i = 0; i + 1 < word.size(); ++i) {
            const auto it = ranks.find({word[i], word[i + 1]});
            if (it != ranks.end() && (!best || it->second < best_rank)) {
                best = &it->first;
                best_rank = it->second;
            }
        }
        if (!best) break;
        const std::pair<std::string, std::string> pair = *best;
        std::vector<std::string> out;
        for (std::size_t i = 0; i < word.size();) {
            if (i + 1 < word.size() && word[i] == pair.first && word[i + 1] == pair.second) {
                out.push_back(pair.first + pair.second);
                i += 2;
            } else {
                out.push_back(word[i++]);
            }
        }
        word = std::move(out);
    }
    return word;
}

std::string json_string(const std::string& s) {
    std::string out = "\"";
    for (char c : s) {
        if (c == '"' || c == '\\') out += '\\';
        out += c;
    }
    return out + "\"";
}

std::vector<std::string_view> cut(std::string_view s, std::size_t parts) {
    std::vector<std::string_view> out;
    while (out.size() + 1 < parts) {
        const std::size_t p = s.find('\0');
        if (p == std::string_view::npos) break;
        out.push_back(s.substr(0, p));
        s.remove_prefix(p + 1);
    }
    out.push_back(s);
    while (out.size() < parts) out.emplace_back();
    return out;
}

// `strict`: every valid text must encode unless one of its bytes has no symbol.
void check_tokenizer(const BpeTokenizer& t, const std::string& text, bool strict) {
    const int n = t.size();
    if (n <= 0) broken(kTarget, "an accepted tokenizer has no tokens");
    if (t.describe().empty() || t.merge_count() < 0) broken(kTarget, "no description");
    for (int id = 0; id < n && id < 4096; ++id) {
        const std::string piece = t.piece(id);
        if (piece.empty() || t.id_of(piece) != id)
            broken(kTarget, "piece(" + std::to_string(id) + ") does not look up to its id");
        const std::string shown = t.display(id);
        if (!valid_utf8(shown))
            broken(kTarget, "display(" + std::to_string(id) + ") is not valid UTF-8");
        for (unsigned char c : shown)
            if (c < 0x20 || c == 0x7F)
                broken(kTarget, "display(" + std::to_string(id) + ") holds a control byte");
        const int one[] = {id};
        if (!valid_utf8(t.decode(one))) broken(kTarget, "decode of one id is not valid UTF-8");
    }

    const std::size_t bad = first_invalid_utf8(text);
    std::vector<int> ids;
    try {
        ids = t.encode(text);
    } catch (const std::invalid_argument& e) {
        const std::string msg = e.what();
        if (bad != std::string::npos) {
            if (msg != "byte " + std::to_string(bad) + " is not valid UTF-8")
                broken(kTarget, "invalid UTF-8 refused with the wrong offset: " + msg);
            return;
        }
        if (msg.find("is not in the model's vocabulary") == std::string::npos)
            broken(kTarget, "valid text refused: " + msg);
        if (strict) {
            bool missing = false;
            for (unsigned char c : text) missing = missing || !t.id_of(byte_symbols()[c]);
            if (!missing) broken(kTarget, "text refused though every byte has a symbol: " + msg);
        }
        return;
    }
    if (bad != std::string::npos) broken(kTarget, "text that is not UTF-8 was encoded");
    for (int id : ids)
        if (id < 0 || id >= n) broken(kTarget, "an encoded id is out of range");
    if (t.decode(ids) != text) broken(kTarget, "decode(encode(text)) is not the text");
    if (t.encode(text) != ids) broken(kTarget, "encoding the same text twice differs");
}

// Form 2: a vocabulary built from the merge lines, and GPT-2's bpe() beside it.
int derived(std::string_view merges_part, const std::string& text) {
    std::vector<std::string> tokens(byte_symbols());
    std::set<std::string> known(tokens.begin(), tokens.end());
    std::map<std::pair<std::string, std::string>, int> ranks;
    std::string merges = "#version: 0.2\n";
    int rank = 0;
    while (!merges_part.empty() && rank < 2000) {
        const std::size_t end = std::min(merges_part.find('\n'), merges_part.size());
        const std::string line(merges_part.substr(0, end));
        merges_part.remove_prefix(std::min(end + 1, merges_part.size()));
        const std::size_t sp = line.find(' ');
        if (sp == std::string::npos || line.find(' ', sp + 1) != std::string::npos) continue;
        const std::string a = line.substr(0, sp), b = line.substr(sp + 1);
        if (!known.count(a) || !known.count(b)) continue;
        if (known.insert(a + b).second) tokens.push_back(a + b);
        ranks[{a, b}] = rank++;  // a repeated pair: the later rank, as Python's dict
        merges += line + "\n";
    }
    if (known.insert("<|endoftext|>").second) tokens.push_back("<|endoftext|>");
    std::string vocab = "{";
    for (std::size_t i = 0; i < tokens.size(); ++i)
        vocab += (i ? ", " : "") + json_string(tokens[i]) + ": " + std::to_string(i);
    vocab += "}";

    std::shared_ptr<const BpeTokenizer> t;
    try {
        t = BpeTokenizer::from_vocab_and_merges(vocab, merges, "derived");
    } catch (const TokenizerError& e) {
        broken(kTarget, std::string("a well-formed vocabulary was refused: ") + e.what());
    }
    if (t->size() != int(tokens.size()) || t->merge_count() != rank)
        broken(kTarget, "the derived tokenizer's sizes are wrong");
    check_tokenizer(*t, text, true);

    // The text's ASCII letters: one piece of the pattern, merged as GPT-2 does.
    std::string letters;
    for (char c : text)
        if (((c | 0x20) >= 'a' && (c | 0x20) <= 'z') && letters.size() < 300) letters += c;
    if (letters.empty()) return 1;
    std::vector<std::string> word;
    for (char c : letters) word.emplace_back(1, c);
    std::vector<int> expected;
    for (const std::string& s : gpt2_bpe(word, ranks)) {
        const auto id = t->id_of(s);
        if (!id) broken(kTarget, "GPT-2's bpe() made a token outside the vocabulary");
        expected.push_back(*id);
    }
    if (t->encode(letters) != expected)
        broken(kTarget, "encode differs from GPT-2's bpe() on '" + letters + "'");
    return 1;
}

}  // namespace

int bpe_one_input(const std::uint8_t* data, std::size_t size) {
    if (size == 0) return 0;
    const std::string_view rest(reinterpret_cast<const char*>(data) + 1, size - 1);
    const int form = data[0] % 3;
    std::shared_ptr<const BpeTokenizer> t;
    std::string text;
    try {
        if (form == 0) {
            const auto p = cut(rest, 3);
            text = std::string(p[2]);
            t = BpeTokenizer::from_vocab_and_merges(std::string(p[0]), std::string(p[1]), "fuzz");
        } else if (form == 1) {
            const auto p = cut(rest, 2);
            text = std::string(p[1]);
            t = BpeTokenizer::from_tokenizer_json(std::string(p[0]), "fuzz.json");
        } else {
            const auto p = cut(rest, 2);
            return derived(p[0], std::string(p[1]));
        }
    } catch (const TokenizerError& e) {
        const std::string msg = e.what();
        if (msg.rfind(form == 0 ? "fuzz: " : "fuzz.json", 0) != 0)
            broken(kTarget, "a refusal does not name the file: " + msg);
        return 0;
    }
    check_tokenizer(*t, text, form == 0);
    if (form == 0)
        if (const auto eot = t->id_of("<|endoftext|>"))
            if (t->encode("<|endoftext|>") != std::vector<int>{*eot})
                broken(kTarget, "<|endoftext|> is not split off");
    return 1;
}

}  // namespace attn::fuzz
