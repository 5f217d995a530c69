// Generating text with a real model (GptRunner): the next-token distribution
// under temperature, top-k and top-p, seeded sampling from it, and the table of
// a logits row's likeliest next tokens.
//
//   SamplingOptions o;  o.temperature = 0.8f;  o.top_k = 40;  o.seed = 7;  o.max_new_tokens = 20;
//   Generation g = generate(runner, tokenizer.encode("The bubbe made"), o);
//   for (const GeneratedToken& t : g.tokens) … t.id, t.p_sampled, t.p_model
//   next_token_table(row, 10)   // the 10 likeliest next tokens, likeliest first
//
// Legend: n tokens, V vocabulary, T the model's n_positions.
// Probabilities are computed in double from the fp32 logits.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <span>
#include <string>
#include <vector>

#include "attnlab/gpt/gpt_pass.hpp"

namespace attn {

struct SamplingOptions {
    float temperature = 1.0f;  // ≥ 0; 0: greedy (always the likeliest token)
    int top_k = 0;             // keep the k likeliest tokens (0: all)
    float top_p = 1.0f;  // in (0, 1]: keep the smallest set of likeliest tokens whose mass ≥ top_p
    std::uint64_t seed = 0;   // the same seed and options give the same tokens
    int max_new_tokens = 20;  // ≥ 0
};

// Throws std::invalid_argument naming the option and the rule:
// "temperature -1 must be ≥ 0", "temperature nan is not a number",
// "top_k -3 must be ≥ 0 (0: all tokens)", "top_p 0 must be in (0, 1]",
// "max_new_tokens -1 must be ≥ 0".
void validate(const SamplingOptions& o);

// The distribution sampled from, V probabilities (zeros outside the kept set),
// summing to 1:
//   1. p = softmax(logits / temperature) (the row's maximum subtracted first);
//      temperature 0: all mass on the likeliest token.
//   2. top_k > 0: keep the top_k likeliest, renormalise.
//   3. top_p < 1: keep the smallest prefix of the likeliest tokens whose mass
//      reaches top_p (to within 1e-12, so a boundary that is exact on paper is
//      not lost to rounding), renormalise.
// "Likeliest" orders by probability, then by lower id: ties at the top_k or
// top_p boundary keep the lower ids. Throws std::invalid_argument for bad
// options (validate), an empty row, or a row holding NaN or +∞ ("logits: entry
// 7 is nan"); −∞ entries have probability 0, a row of only −∞ is refused.
std::vector<double> sampling_distribution(std::span<const float> logits, const SamplingOptions& o);

struct TokenChance {
    int id = 0;
    double p = 0;  // softmax(logits) at temperature 1
};

// The min(k, V) likeliest tokens of a logits row under softmax at temperature
// 1, likeliest first (ties: lower id first). Throws std::invalid_argument for
// k < 1 or a row sampling_distribution refuses.
std::vector<TokenChance> next_token_table(std::span<const float> logits, int k);

struct GeneratedToken {
    int id = 0;
    double p_sampled = 0;          // its probability under the sampling distribution
    double p_model = 0;            // the model's own probability (softmax at temperature 1)
    std::vector<TokenChance> top;  // the model's 5 likeliest tokens at this step
};

enum class GenerationStop {
    max_tokens,  // max_new_tokens were generated
    context,     // the text reached the model's n_positions tokens (it can still be read whole)
    cancelled,   // *cancel turned true
};

struct Generation {
    std::vector<GeneratedToken> tokens;
    GenerationStop stop = GenerationStop::max_tokens;
    int positions = 0;  // the model's n_positions (T)
    // "20 new tokens", "stopped at the model's n_positions (16 tokens) after 4 new tokens",
    // "cancelled after 3 new tokens".
    std::string describe() const;
};

// Samples up to o.max_new_tokens tokens after `prompt` (1 ≤ n ≤ T ids, each
// < V), one at a time: each step runs the model on the whole text so far
// (logits at the last position only, no residual) and draws from
// sampling_distribution with splitmix64 seeded by o.seed (one draw a step;
// none at temperature 0) — the same prompt and options give the same tokens on
// every machine. Stops once the text holds T tokens (the whole text stays
// readable by the model), after max_new_tokens, or when *cancel turns true
// (polled between layers and between steps; the tokens so far are returned).
// `on_token` (may be empty) is called on the calling thread after each token.
// `what_if` (may be empty) is laid over every step's pass as over a viewing
// pass (GptPassOptions::interventions): a head switched off stays off for every
// new token, a mean ablation takes the mean over the text so far, a cut line
// is cut once the text holds both its tokens (within()). A patch is refused: it
// needs a clean run of the same length, and the text grows.
// Throws std::invalid_argument for bad options, prompt or what-if (the runner's
// messages: a token index, "sentence has 20 tokens; the model's n_positions is 16",
// a layer or head the model lacks).
Generation generate(GptRunner& runner, std::span<const int> prompt, const SamplingOptions& o,
                    std::span<const Intervention> what_if = {},
                    const std::atomic<bool>* cancel = nullptr,
                    const std::function<void(const GeneratedToken&)>& on_token = {});

}  // namespace attn
