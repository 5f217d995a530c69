// Which word each token of a real model's tokenisation belongs to, for
// showing a word read as several tokens as one group.
#pragma once

#include <span>
#include <vector>

#include "attnlab/tokenizers/text_tokenizer.hpp"

namespace attn {

// n word indices, ascending from 0, one per token id. A token starts a new
// word when it is the first, when its text starts with white space, when the
// token before it ended in white space, or when it starts with a letter or
// digit after a token that ended in neither (or the reverse: punctuation
// after a letter or digit) — so "␣mat" "z" "ah" is one word, "bank" "." two.
// Throws std::invalid_argument for an id outside the tokenizer's vocabulary.
std::vector<int> token_word_groups(const TextTokenizer& tokenizer, std::span<const int> ids);

}  // namespace attn
