// What a trained Model says about a sentence: the attention maps of every
// layer and head, the likeliest next words after each position (the seed's
// P("soup") = 0.34 picture), and sampled continuations.
//
//   ProbeReading r = read_probe(model, vocab, "the bubbe made matzah ball", 5);
//   r.next[4][0].word, r.next[4][0].p       // likeliest word after "ball"
//   sample_continuation(model, vocab, "the bubbe", 8, 0.8f, seed);
//
// Model::forward keeps activations, so these take the model by reference;
// the weights are not changed.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "attnlab/model/attention_snapshot.hpp"
#include "attnlab/model/model.hpp"
#include "attnlab/words/vocabulary.hpp"

namespace attn {

struct WordChance {
    int id = 0;
    std::string word;
    float p = 0.0f;  // softmax probability over all V words
};

struct ProbeReading {
    std::vector<int> ids;         // n token ids (unknown words → 0, "<unk>")
    AttentionSnapshot attention;  // tokens as typed, L·h maps n × n (step 0, loss NaN)
    std::vector<std::vector<WordChance>> next;  // n rows of min(k, V) words, likeliest first
};

// The top_k likeliest words after each row of logits (rows × V, V the
// vocabulary's size): probabilities() of the row, likeliest first, ties to the
// lower id; a row with a NaN or infinity reads as NaN probabilities. What
// read_probe's `next` holds. Throws std::invalid_argument for top_k < 1 or V
// not the vocabulary's size.
std::vector<std::vector<WordChance>> likeliest_words(const Matrix& logits, const Vocabulary& v,
                                                     int top_k);

// Reads the first T tokens of `text` (T = the model's context). An empty text
// gives an empty reading. Throws std::invalid_argument when the vocabulary's
// size is not the model's V or top_k < 1.
ProbeReading read_probe(Model& m, const Vocabulary& v, const std::string& text, int top_k = 5);

// `words` words sampled one at a time after `prompt` (its last T tokens are the
// context) from softmax(logits / temperature), with a seeded splitmix64
// generator: the same arguments give the same words. Throws
// std::invalid_argument for an empty prompt, words < 0 or a temperature that
// is not a positive finite number.
std::vector<std::string> sample_continuation(Model& m, const Vocabulary& v,
                                             const std::string& prompt, int words,
                                             float temperature, std::uint64_t seed);

}  // namespace attn
