// BpeTokenizer: the readers' entry points and GPT-2's encode / decode
// (attnlab/tokenizers/bpe_tokenizer.hpp). The tables are built once (bpe_build.cpp)
// and only read afterwards; encode keeps its scratch space on its own stack,
// so any number of threads may share one tokenizer.
#include <filesystem>
#include <fstream>
#include <stdexcept>
#include <string>
#include <system_error>

#include "tokenizers/bpe_impl.hpp"
#include "tokenizers/token_text.hpp"

namespace attn {

namespace {

std::string read_file(const std::string& path) {
    std::error_code ec;
    if (std::filesystem::is_directory(path, ec))
        throw TokenizerError(path + ": cannot be read (a folder, not a file)");
    const auto size = std::filesystem::file_size(path, ec);
    if (ec) throw TokenizerError(path + ": cannot be read (" + ec.message() + ")");
    if (size > bpe::kMaxTokenizerFileBytes)
        throw TokenizerError(path + ": is " + std::to_string(size) +
                             " bytes; a tokenizer file may have at most 64 MiB");
    std::ifstream in(path, std::ios::binary);
    if (!in) throw TokenizerError(path + ": cannot be opened");
    std::string text(static_cast<std::size_t>(size), '\0');
    in.read(text.data(), static_cast<std::streamsize>(size));
    if (static_cast<std::uintmax_t>(in.gcount()) != size)
        throw TokenizerError(path + ": could not be read to its end");
    return text;
}

void check_size(const std::string& text, const std::string& file) {
    if (text.size() > bpe::kMaxTokenizerFileBytes)
        throw TokenizerError(file + ": is " + std::to_string(text.size()) +
                             " bytes; a tokenizer file may have at most 64 MiB");
}

std::shared_ptr<const BpeTokenizer> from_files_text(const std::string& vocab,
                                                    const std::string& merges,
                                                    const std::string& vocab_file,
                                                    const std::string& merges_file) {
    check_size(vocab, vocab_file);
    check_size(merges, merges_file);
    auto entries = bpe::read_vocab_json(vocab, vocab_file);
    const auto pairs = bpe::read_merges_txt(merges, merges_file);
    bpe::Places places{vocab_file, merges_file, true};
    return std::make_shared<const BpeTokenizer>(
        bpe::build_bpe(std::move(entries), pairs, {}, true, places));
}

}  // namespace

std::shared_ptr<const BpeTokenizer> BpeTokenizer::from_vocab_and_merges(
    const std::string& vocab_json, const std::string& merges_txt, const std::string& name) {
    return from_files_text(vocab_json, merges_txt, name + ": vocab.json", name + ": merges.txt");
}

std::shared_ptr<const BpeTokenizer> BpeTokenizer::from_tokenizer_json(const std::string& text,
                                                                      const std::string& name) {
    return std::make_shared<const BpeTokenizer>(bpe::read_tokenizer_json(text, name));
}

std::shared_ptr<const BpeTokenizer> BpeTokenizer::load_files(const std::string& vocab_path,
                                                             const std::string& merges_path) {
    const std::string vocab = read_file(vocab_path);  // the vocabulary's errors first
    const std::string merges = read_file(merges_path);
    return from_files_text(vocab, merges, vocab_path, merges_path);
}

std::shared_ptr<const BpeTokenizer> BpeTokenizer::load_tokenizer_json(const std::string& path) {
    return std::make_shared<const BpeTokenizer>(bpe::read_tokenizer_json(read_file(path), path));
}

BpeTokenizer::BpeTokenizer(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}
BpeTokenizer::~BpeTokenizer() = default;

namespace {

// Where the next special token starts in `text` at or after `from`: the
// leftmost, and the longest of those starting there (Hugging Face's
// leftmost-longest match). Each special's next position is remembered, so a
// text is searched once per special, whatever the number of matches.
class SpecialFinder {
  public:
    SpecialFinder(const std::vector<BpeTokenizer::Impl::Special>& specials, std::string_view text)
        : specials_(specials),
          text_(text),
          next_(specials.size(), 0),
          valid_(specials.size(), false) {}

    // false when no special token is left; else its start and index.
    bool find(std::size_t from, std::size_t& at, std::size_t& which) {
        bool any = false;
        for (std::size_t k = 0; k < specials_.size(); ++k) {
            if (!valid_[k] || (next_[k] != std::string_view::npos && next_[k] < from)) {
                next_[k] = text_.find(specials_[k].text, from);
                valid_[k] = true;
            }
            const std::size_t p = next_[k];
            if (p == std::string_view::npos) continue;
            if (!any || p < at ||
                (p == at && specials_[k].text.size() > specials_[which].text.size())) {
                at = p;
                which = k;
                any = true;
            }
        }
        return any;
    }

  private:
    const std::vector<BpeTokenizer::Impl::Special>& specials_;
    std::string_view text_;
    std::vector<std::size_t> next_;
    std::vector<bool> valid_;
};

[[noreturn]] void unrepresentable(std::string_view text, std::size_t offset) {
    std::size_t start = offset;
    while (start > 0 && (static_cast<unsigned char>(text[start]) & 0xC0) == 0x80) --start;
    const int len = token_text::sequence_at(text, start);
    throw std::invalid_argument(
        token_text::quoted_char(text.substr(start, std::size_t(len > 0 ? len : 1))) +
        " at character " + std::to_string(token_text::char_index(text, start)) +
        " is not in the model's vocabulary");
}

}  // namespace

std::vector<int> BpeTokenizer::encode(std::string_view text) const {
    const Impl& t = *impl_;
    if (const std::size_t bad = token_text::first_invalid(text); bad != std::string_view::npos)
        throw std::invalid_argument("byte " + std::to_string(bad) + " is not valid UTF-8");
    std::vector<int> ids;
    ids.reserve(text.size() / 3 + 1);
    bpe::MergeScratch scratch;
    std::vector<int> syms;

    auto ordinary = [&](std::size_t from, std::size_t to) {
        if (from >= to) return;
        const std::string_view stretch = text.substr(from, to - from);
        bpe::Pretokenizer::Cursor cursor(t.pre, stretch);
        std::string_view piece;
        while (cursor.next(piece)) {
            syms.resize(piece.size());
            for (std::size_t i = 0; i < piece.size(); ++i) {
                syms[i] = t.byte_ids[static_cast<unsigned char>(piece[i])];
            }
            bpe::apply_merges(syms, t.merges, scratch);
            for (int id : syms)
                if (id < 0) {
                    // The first byte without a symbol (merges never touch one).
                    for (std::size_t i = 0; i < piece.size(); ++i)
                        if (t.byte_ids[static_cast<unsigned char>(piece[i])] < 0)
                            unrepresentable(text, std::size_t(piece.data() - text.data()) + i);
                }
            ids.insert(ids.end(), syms.begin(), syms.end());
        }
    };

    if (t.specials.empty()) {
        ordinary(0, text.size());
        return ids;
    }
    SpecialFinder finder(t.specials, text);
    std::size_t pos = 0, at = 0, which = 0;
    while (finder.find(pos, at, which)) {
        ordinary(pos, at);
        ids.push_back(t.specials[which].id);
        pos = at + t.specials[which].text.size();
    }
    ordinary(pos, text.size());
    return ids;
}

std::string BpeTokenizer::decode(std::span<const int> ids) const {
    const Impl& t = *impl_;
    std::string bytes;
    for (int id : ids) {
        token_text::check_id(id, size());
        bytes += t.bytes[std::size_t(id)];
    }
    return token_text::replace_invalid(bytes);
}

std::string BpeTokenizer::bytes(int id) const {
    token_text::check_id(id, size());
    return impl_->bytes[std::size_t(id)];
}

std::string BpeTokenizer::display(int id) const {
    token_text::check_id(id, size());
    return token_text::visible(impl_->bytes[std::size_t(id)]);
}

std::string BpeTokenizer::piece(int id) const {
    token_text::check_id(id, size());
    return impl_->pieces[std::size_t(id)];
}

std::optional<int> BpeTokenizer::id_of(std::string_view piece) const {
    const auto it = impl_->ids.find(piece);
    if (it == impl_->ids.end()) return std::nullopt;
    return it->second;
}

int BpeTokenizer::size() const { return int(impl_->pieces.size()); }

int BpeTokenizer::merge_count() const { return impl_->merge_lines; }

std::string BpeTokenizer::describe() const {
    return "byte-level BPE, " + std::to_string(size()) + " tokens, " +
           std::to_string(merge_count()) + " merges";
}

}  // namespace attn
