// What a what-if does to a model's next-token prediction, as the Model dock's
// What if tab shows it and exports it: the likeliest tokens before and after
// (both probabilities), the change of log-probability of any token, and the
// loss on the sentence (the mean cross-entropy of each next token) before and after.
#pragma once

#include <QString>
#include <functional>
#include <span>
#include <vector>

#include "attnlab/support/types.hpp"

namespace attn::ui {

struct TokenShift {
    int id = 0;
    QString token;
    double before = 0, after = 0;  // probabilities
    double delta_log_p() const;    // ln after − ln before (−∞ / +∞ where one is 0)
};

// The union of the top_k likeliest tokens before and after, ordered by the
// probability after (then before, then id). `before` and `after`: one row of
// logits each (V); `name`: a token's display text.
std::vector<TokenShift> next_token_shift(std::span<const float> before,
                                         std::span<const float> after,
                                         const std::function<QString(int)>& name, int top_k);

// The mean over positions 0 … n − 2 of −ln p(ids[i + 1]) under row i of
// `logits` (n × V): the loss a model scores on its own sentence. NaN for n < 2.
double sentence_loss(const attn::Matrix& logits, std::span<const int> ids);

}  // namespace attn::ui
