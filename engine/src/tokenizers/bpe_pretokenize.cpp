#include "tokenizers/bpe_pretokenize.hpp"

#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>

#include <stdexcept>
#include <string>

namespace attn::bpe {
namespace {

// Unicode White_Space, what `regex` takes \s for.
#define ATTN_WS                                                                                  \
    "\\t-\\r\\x20\\x85\\xA0\\x{1680}\\x{2000}-\\x{200A}\\x{2028}\\x{2029}\\x{202F}\\x{205F}\\x{" \
    "3000}"
constexpr const char* kPattern = "'s|'t|'re|'ve|'m|'ll|'d| ?\\p{L}+| ?\\p{N}+| ?[^" ATTN_WS
                                 "\\p{L}\\p{N}]+|[" ATTN_WS "]+(?![^" ATTN_WS "])|[" ATTN_WS "]+";
#undef ATTN_WS

std::string pcre2_message(int code) {
    PCRE2_UCHAR buf[256];
    pcre2_get_error_message(code, buf, sizeof buf);
    return reinterpret_cast<const char*>(buf);
}

}  // namespace

Pretokenizer::Pretokenizer() {
    int err = 0;
    PCRE2_SIZE at = 0;
    pcre2_code* code =
        pcre2_compile(reinterpret_cast<PCRE2_SPTR>(kPattern), PCRE2_ZERO_TERMINATED,
                      PCRE2_UTF | PCRE2_UCP | PCRE2_NO_UTF_CHECK, &err, &at, nullptr);
    if (!code)
        throw std::runtime_error("GPT-2's pre-tokenisation pattern does not compile: " +
                                 pcre2_message(err));
    jit_ = pcre2_jit_compile(code, PCRE2_JIT_COMPLETE) == 0;
    code_ = code;
}

Pretokenizer::~Pretokenizer() { pcre2_code_free(static_cast<pcre2_code*>(code_)); }

Pretokenizer::Cursor::Cursor(const Pretokenizer& p, std::string_view text) : p_(p), text_(text) {
    match_ =
        pcre2_match_data_create_from_pattern(static_cast<const pcre2_code*>(p_.code_), nullptr);
    if (!match_) throw std::bad_alloc();
}

Pretokenizer::Cursor::~Cursor() { pcre2_match_data_free(static_cast<pcre2_match_data*>(match_)); }

bool Pretokenizer::Cursor::next(std::string_view& piece) {
    if (pos_ >= text_.size()) return false;
    auto* md = static_cast<pcre2_match_data*>(match_);
    const int rc = pcre2_match(static_cast<const pcre2_code*>(p_.code_),
                               reinterpret_cast<PCRE2_SPTR>(text_.data()), text_.size(), pos_,
                               PCRE2_NO_UTF_CHECK, md, nullptr);
    if (rc == PCRE2_ERROR_NOMATCH) {
        // Cannot happen (the alternatives cover every character); Python's
        // findall would drop the rest, and so do we.
        pos_ = text_.size();
        return false;
    }
    if (rc < 0)
        throw std::runtime_error("GPT-2's pre-tokenisation pattern failed at byte " +
                                 std::to_string(pos_) + ": " + pcre2_message(rc));
    const PCRE2_SIZE* ov = pcre2_get_ovector_pointer(md);
    // Every match is non-empty (each alternative needs a character).
    piece = text_.substr(ov[0], ov[1] - ov[0]);
    pos_ = ov[1] > pos_ ? ov[1] : pos_ + 1;
    return true;
}

}  // namespace attn::bpe
