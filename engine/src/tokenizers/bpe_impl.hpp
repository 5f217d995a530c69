// What a BpeTokenizer holds (engine-internal), and how the readers build it:
// each reader (bpe_read_files.cpp, bpe_read_tokenizer_json.cpp) turns its
// file into lists of entries, build_bpe() checks them together.
#pragma once

#include <array>
#include <cstddef>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "attnlab/tokenizers/bpe_tokenizer.hpp"
#include "tokenizers/bpe_merge.hpp"
#include "tokenizers/bpe_pretokenize.hpp"

namespace attn {

namespace bpe {

// Files larger than this are refused before they are parsed.
inline constexpr std::size_t kMaxTokenizerFileBytes = std::size_t(64) << 20;
// Ids are below 2^24 (GPT-2 has 50257; the largest vocabularies ~2^18).
inline constexpr long long kMaxTokenId = (1LL << 24) - 1;

struct StringHash {
    using is_transparent = void;
    std::size_t operator()(std::string_view s) const { return std::hash<std::string_view>{}(s); }
};

// One vocabulary entry as read. `line` is its line in vocab.json (0 where the
// reader has no lines: tokenizer.json).
struct VocabEntry {
    std::string token;
    long long id = 0;
    int line = 0;
};
struct MergeEntry {
    std::string left, right;
    int line = 0;  // merges.txt line, or the index in model.merges
};
struct AddedEntry {
    std::string content;
    long long id = 0;
    bool special = false;
};

// How messages name the places entries came from.
struct Places {
    std::string vocab_file;   // "…/vocab.json" or "…/tokenizer.json"
    std::string merges_file;  // "…/merges.txt" or "…/tokenizer.json"
    bool lines = true;        // vocab.json / merges.txt (by line) or tokenizer.json (by key)
    std::string vocab_name() const { return lines ? "vocab.json" : "model.vocab"; }
    // "vocab.json: line 3: 'Ġt'" or "tokenizer.json: model.vocab: 'Ġt'".
    std::string vocab_at(const VocabEntry& e) const;
    // "merges.txt: line 12" or "tokenizer.json: model.merges[11]".
    std::string merge_at(int line) const;
};

// A token quoted for a message ('Ġt'; controls and bad bytes escaped).
std::string quote(std::string_view token);

// Checks the entries together and builds the tokenizer; throws TokenizerError.
// `eot_special`: "<|endoftext|>" in the vocabulary is a special token.
std::unique_ptr<BpeTokenizer::Impl> build_bpe(std::vector<VocabEntry> vocab,
                                              const std::vector<MergeEntry>& merges,
                                              const std::vector<AddedEntry>& added,
                                              bool eot_special, const Places& places);

// vocab.json's {"token": id, …} with its lines; merges.txt's "a b" lines.
std::vector<VocabEntry> read_vocab_json(std::string_view text, const std::string& file);
std::vector<MergeEntry> read_merges_txt(std::string_view text, const std::string& file);
// tokenizer.json, parsed and built (bpe_read_tokenizer_json.cpp).
std::unique_ptr<BpeTokenizer::Impl> read_tokenizer_json(const std::string& text,
                                                        const std::string& file);

}  // namespace bpe

struct BpeTokenizer::Impl {
    struct Special {
        std::string text;
        int id = 0;
    };
    std::vector<std::string> pieces;  // id → its string in the vocabulary (a special's text)
    std::vector<std::string> bytes;   // id → the bytes it stands for
    std::vector<char> is_special;     // id → split off before pre-tokenisation
    std::unordered_map<std::string, int, bpe::StringHash, std::equal_to<>> ids;
    std::array<int, 256> byte_ids{};  // the id of each byte's symbol, -1 when it has none
    bpe::MergeTable merges;
    int merge_lines = 0;
    std::vector<Special> specials;
    bpe::Pretokenizer pre;
};

}  // namespace attn
