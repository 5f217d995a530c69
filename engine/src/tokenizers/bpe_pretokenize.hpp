// GPT-2's pre-tokenisation (engine-internal): the text between special tokens
// is cut into pieces by
//   's|'t|'re|'ve|'m|'ll|'d| ?\p{L}+| ?\p{N}+| ?[^\s\p{L}\p{N}]+|\s+(?!\S)|\s+
// as Python's `regex` module matches it (GPT-2's encoder.py): \s is Unicode's
// White_Space (PCRE2's own \s also takes U+180E, so the class is spelled out),
// \p{L} and \p{N} are PCRE2's Unicode tables. The pieces cover the text, in
// order. The compiled pattern (JIT where available) is immutable and shared by
// threads; each Cursor owns its match data.
#pragma once

#include <cstddef>
#include <string_view>

namespace attn::bpe {

class Pretokenizer {
  public:
    Pretokenizer();  // throws std::runtime_error if PCRE2 cannot compile the pattern
    ~Pretokenizer();
    Pretokenizer(const Pretokenizer&) = delete;
    Pretokenizer& operator=(const Pretokenizer&) = delete;

    // Walks the pieces of one stretch of valid UTF-8 (the caller checked it).
    class Cursor {
      public:
        Cursor(const Pretokenizer& p, std::string_view text);
        ~Cursor();
        Cursor(const Cursor&) = delete;
        Cursor& operator=(const Cursor&) = delete;
        // The next piece, or false at the end of the text.
        bool next(std::string_view& piece);

      private:
        const Pretokenizer& p_;
        std::string_view text_;
        std::size_t pos_ = 0;
        void* match_ = nullptr;  // pcre2_match_data_8
    };

    bool jit() const { return jit_; }

  private:
    void* code_ = nullptr;  // pcre2_code_8
    bool jit_ = false;
};

}  // namespace attn::bpe
