// build_bpe: the checks shared by both readers, and the tables encode uses.
#include <algorithm>
#include <string>

#include "tokenizers/bpe_bytes.hpp"
#include "tokenizers/bpe_impl.hpp"
#include "tokenizers/token_text.hpp"

namespace attn::bpe {

std::string quote(std::string_view token) {
    constexpr std::size_t kMax = 80;
    std::string v = token_text::visible(token.substr(0, kMax));
    if (token.size() > kMax) v += "…";
    return "'" + v + "'";
}

std::string Places::vocab_at(const VocabEntry& e) const {
    if (lines) return vocab_file + ": line " + std::to_string(e.line) + ": " + quote(e.token);
    return vocab_file + ": model.vocab: " + quote(e.token);
}

std::string Places::merge_at(int line) const {
    if (lines) return merges_file + ": line " + std::to_string(line);
    return merges_file + ": model.merges[" + std::to_string(line) + "]";
}

namespace {

// The bytes a vocabulary string stands for: each character through the
// byte map; a string with any character outside the map stands for its own
// UTF-8 (as Hugging Face's ByteLevel decoder does).
std::string token_bytes(const std::string& token) {
    std::string out;
    out.reserve(token.size());
    for (std::size_t i = 0; i < token.size();) {
        const int len = token_text::sequence_at(token, i);
        const int b = len > 0 ? char_to_byte(token_text::code_point_at(token, i, len)) : -1;
        if (b < 0) return token;
        out += char(b);
        i += std::size_t(len);
    }
    return out;
}

// An added token of tokenizer.json: the same as a vocabulary entry, or new.
struct Extra {
    std::string text;
    int id;
    bool special;
};
struct AddedTokens {
    std::vector<Extra> extra;
    std::vector<int> added_only;  // ids of added tokens outside the model's vocabulary
    std::vector<long long> extra_ids;
};

// Each vocabulary id in range and used once; returns the entries' indices in id order.
std::vector<std::size_t> vocab_in_id_order(const std::vector<VocabEntry>& vocab,
                                           const Places& places) {
    for (const VocabEntry& e : vocab) {
        if (e.token.empty()) throw TokenizerError(places.vocab_at(e) + ": an empty token");
        if (e.id < 0 || e.id > kMaxTokenId)
            throw TokenizerError(places.vocab_at(e) + ": id " + std::to_string(e.id) +
                                 " is outside [0, 16777216)");
    }
    std::vector<std::size_t> order(vocab.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        return vocab[a].id != vocab[b].id ? vocab[a].id < vocab[b].id
                                          : vocab[a].line < vocab[b].line;
    });
    for (std::size_t k = 1; k < order.size(); ++k) {
        const VocabEntry& a = vocab[order[k - 1]];
        const VocabEntry& b = vocab[order[k]];
        if (a.id == b.id)
            throw TokenizerError(
                places.vocab_at(b) + ": id " + std::to_string(b.id) + " is also " + quote(a.token) +
                (places.lines ? "'s (line " + std::to_string(a.line) + ")" : "'s"));
    }
    return order;
}

// The added tokens (tokenizer.json), checked against the vocabulary and each other; each is
// entered in impl->ids.
AddedTokens take_added(BpeTokenizer::Impl& impl, const std::vector<VocabEntry>& vocab,
                       const std::vector<std::size_t>& order, const std::vector<AddedEntry>& added,
                       const Places& places) {
    AddedTokens t;
    std::vector<Extra>& extra = t.extra;
    for (std::size_t i = 0; i < added.size(); ++i) {
        const AddedEntry& a = added[i];
        const std::string at =
            places.vocab_file + ": added_tokens[" + std::to_string(i) + "]: " + quote(a.content);
        if (a.content.empty()) throw TokenizerError(at + ": an empty token");
        if (a.id < 0 || a.id > kMaxTokenId)
            throw TokenizerError(at + ": id " + std::to_string(a.id) + " is outside [0, 16777216)");
        if (auto it = impl.ids.find(a.content); it != impl.ids.end()) {
            if (it->second != a.id)
                throw TokenizerError(at + ": id " + std::to_string(a.id) + ", but " +
                                     places.vocab_name() + " gives it " +
                                     std::to_string(it->second));
            // Split off as itself and made by merges alike: it must stand for its own text.
            if (a.special && token_bytes(a.content) != a.content)
                throw TokenizerError(at + ": a special token must stand for its own text, but in " +
                                     places.vocab_name() + " it stands for other bytes");
            bool seen = false;
            for (const Extra& x : extra) seen = seen || x.text == a.content;
            if (!seen) extra.push_back({a.content, int(a.id), a.special});
            continue;
        }
        const auto in_vocab =
            std::lower_bound(order.begin(), order.end(), a.id,
                             [&](std::size_t k, long long id) { return vocab[k].id < id; });
        if (in_vocab != order.end() && vocab[*in_vocab].id == a.id)
            throw TokenizerError(at + ": id " + std::to_string(a.id) + " is " +
                                 quote(vocab[*in_vocab].token) + " in " + places.vocab_name());
        for (const Extra& x : extra)
            if (x.id == a.id)
                throw TokenizerError(at + ": id " + std::to_string(a.id) + " is also added as " +
                                     quote(x.text));
        impl.ids.emplace(a.content, int(a.id));
        extra.push_back({a.content, int(a.id), a.special});
        t.extra_ids.push_back(a.id);
        t.added_only.push_back(int(a.id));
    }

    return t;
}

// The ids run from 0 to N − 1 without gaps; returns N.
std::size_t dense_count(const std::vector<VocabEntry>& vocab, const std::vector<std::size_t>& order,
                        const std::vector<long long>& extra_ids, const Places& places) {
    std::vector<long long> all;
    all.reserve(vocab.size() + extra_ids.size());
    for (std::size_t k : order) all.push_back(vocab[k].id);
    all.insert(all.end(), extra_ids.begin(), extra_ids.end());
    std::sort(all.begin(), all.end());
    for (std::size_t i = 0; i < all.size(); ++i)
        if (all[i] != static_cast<long long>(i))
            throw TokenizerError(places.vocab_file + ": no token has id " + std::to_string(i) +
                                 " (ids must run from 0 to " + std::to_string(all.size() - 1) +
                                 " without gaps; the largest is " + std::to_string(all.back()) +
                                 ")");

    return all.size();
}

// Every id's piece and bytes, and which are special.
void fill_tables(BpeTokenizer::Impl& impl, std::vector<VocabEntry>& vocab, const AddedTokens& t,
                 bool eot_special, std::size_t n) {
    impl.pieces.resize(n);
    impl.bytes.resize(n);
    impl.is_special.assign(n, 0);
    for (VocabEntry& e : vocab) {
        impl.bytes[std::size_t(e.id)] = token_bytes(e.token);
        impl.pieces[std::size_t(e.id)] = std::move(e.token);
    }
    for (const Extra& x : t.extra) impl.pieces[std::size_t(x.id)] = x.text;
    for (int id : t.added_only)
        impl.bytes[std::size_t(id)] = impl.pieces[std::size_t(id)];  // its own text
    for (const Extra& x : t.extra) {
        if (x.special) {
            impl.is_special[std::size_t(x.id)] = 1;
            impl.specials.push_back({x.text, x.id});
        }
    }
    if (eot_special)
        if (auto it = impl.ids.find("<|endoftext|>");
            it != impl.ids.end() && !impl.is_special[std::size_t(it->second)]) {
            impl.is_special[std::size_t(it->second)] = 1;
            impl.specials.push_back({it->first, it->second});
        }
}

// Merges: both halves and their join in the model's vocabulary (not an added token outside it).
void take_merges(BpeTokenizer::Impl& impl, const std::vector<MergeEntry>& merges,
                 const std::vector<char>& outside, const Places& places) {
    impl.merges.reserve(merges.size());
    std::string joined;
    for (std::size_t r = 0; r < merges.size(); ++r) {
        const MergeEntry& m = merges[r];
        auto id = [&](const std::string& t) {
            const auto it = impl.ids.find(t);
            if (it == impl.ids.end() || outside[std::size_t(it->second)])
                throw TokenizerError(places.merge_at(m.line) + ": " + quote(t) + " is not in " +
                                     places.vocab_name());
            return it->second;
        };
        const int l = id(m.left), rr = id(m.right);
        joined.assign(m.left).append(m.right);
        const auto j = impl.ids.find(joined);
        if (j != impl.ids.end() && outside[std::size_t(j->second)])
            throw TokenizerError(places.merge_at(m.line) + ": " + quote(m.left) + " + " +
                                 quote(m.right) + " makes " + quote(joined) +
                                 ", an added token outside " + places.vocab_name());
        if (j == impl.ids.end())
            throw TokenizerError(places.merge_at(m.line) + ": " + quote(m.left) + " + " +
                                 quote(m.right) + " makes " + quote(joined) + ", which is not in " +
                                 places.vocab_name());
        impl.merges.set(l, rr, {int(r), j->second});
    }
    impl.merge_lines = int(merges.size());
}

}  // namespace

std::unique_ptr<BpeTokenizer::Impl> build_bpe(std::vector<VocabEntry> vocab,
                                              const std::vector<MergeEntry>& merges,
                                              const std::vector<AddedEntry>& added,
                                              bool eot_special, const Places& places) {
    auto impl = std::make_unique<BpeTokenizer::Impl>();
    if (vocab.empty()) throw TokenizerError(places.vocab_file + ": the vocabulary has no tokens");
    const std::vector<std::size_t> order = vocab_in_id_order(vocab, places);
    impl->ids.reserve(vocab.size() + added.size());
    for (const VocabEntry& e : vocab) impl->ids.emplace(e.token, int(e.id));
    const AddedTokens t = take_added(*impl, vocab, order, added, places);
    const std::size_t n = dense_count(vocab, order, t.extra_ids, places);
    fill_tables(*impl, vocab, t, eot_special, n);

    // Merges and byte symbols use the model's vocabulary (specials in it
    // included, as GPT-2's <|endoftext|>), not the added tokens outside it.
    std::vector<char> outside(n, 0);
    for (int id : t.added_only) outside[std::size_t(id)] = 1;
    take_merges(*impl, merges, outside, places);
    for (int b = 0; b < 256; ++b) {
        const auto it = impl->ids.find(byte_symbol(static_cast<unsigned char>(b)));
        impl->byte_ids[std::size_t(b)] =
            it == impl->ids.end() || outside[std::size_t(it->second)] ? -1 : it->second;
    }
    return impl;
}

}  // namespace attn::bpe
