// Tokenizer: lower-cases text and splits it into words and punctuation marks.
//   "The river-bank, again!" → ["the", "river", "-", "bank", ",", "again", "!"]
// Letters, digits and apostrophes inside a word stay together; every other
// non-space ASCII character is a token of its own. UTF-8 bytes >= 0x80 are
// kept as part of words (ASCII letters only are lower-cased).
#pragma once

#include <string>
#include <vector>

#include "attnlab/words/embedding_table.hpp"

namespace attn {

std::vector<std::string> tokenize(const std::string& text);

// The one definition of the word characters, locale-free: ASCII letters and
// digits, the apostrophe, and every UTF-8 byte >= 0x80.
bool is_word_char(unsigned char c);
// `word` is exactly one token as tokenize reads it: one lower-case word, or
// one punctuation mark.
bool is_single_word(const std::string& word);
// The rule for a vocabulary word, in the lesson reader and the editor alike:
// one token, or a trained model's special token such as "<unk>" (angle
// brackets around one token; no sentence uses it, the model's table keeps it).
bool is_vocabulary_word(const std::string& word);

// A sentence's tokens resolved against a table.
struct Lookup {
    std::vector<std::string> tokens;   // n tokens
    std::vector<int> ids;              // n row indices; -1 for an unknown word
    std::vector<std::string> unknown;  // distinct unknown words, in order of appearance
    bool ok() const { return unknown.empty(); }
};

Lookup lookup(const EmbeddingTable& table, const std::string& text);

// Stacks the rows of known tokens into X (n × d). Throws std::invalid_argument
// naming the unknown words and listing the vocabulary when any are unknown.
Matrix embed(const EmbeddingTable& table, const Lookup& lookup);

}  // namespace attn
