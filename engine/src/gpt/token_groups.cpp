#include "attnlab/gpt/token_groups.hpp"

#include <stdexcept>

namespace attn {

// (stub: being written)
std::vector<int> token_word_groups(const TextTokenizer& tokenizer, std::span<const int> ids) {
    std::vector<int> w;
    for (std::size_t i = 0; i < ids.size(); ++i) w.push_back(int(i));
    (void)tokenizer;
    return w;
}

}  // namespace attn
