// Corpus: a text turned into token ids for next-token training, split into a
// training and a validation stream.
//
// Split: when the text has at least 20 non-empty lines, every 10th line
// (lines 10, 20, …) goes to validation and the rest to training; otherwise the
// last 10 % of the tokens are the validation stream. The vocabulary is built
// from the whole text, so validation has no unknown words.
#pragma once

#include <stdexcept>
#include <string>
#include <vector>

#include "attnlab/io/utf8.hpp"  // first_invalid_utf8
#include "attnlab/words/vocabulary.hpp"

namespace attn {

// A text that cannot be trained on; the message says what and where, e.g.
//   "story.txt: not UTF-8 (invalid byte 0xE9 at offset 1234, line 17)".
class CorpusError : public std::invalid_argument {
  public:
    using std::invalid_argument::invalid_argument;
};

struct Corpus {
    std::string name;              // file name or "bubbe"
    Vocabulary vocabulary;         // V words
    std::vector<int> train;        // training token ids
    std::vector<int> validation;   // validation token ids (may be short, never empty)
    double unigram_entropy = 0.0;  // nats per token of the training stream's word frequencies:
                                   // the loss of a model that ignores context
    std::size_t token_count() const { return train.size() + validation.size(); }
};

// Throws CorpusError when the text is not UTF-8, has no tokens, or has fewer
// than context + 1 training tokens ("shorter than the context").
Corpus corpus_from_text(const std::string& text, const std::string& name, int context);

// Reads a file and calls corpus_from_text; the file's path starts every message.
Corpus corpus_from_file(const std::string& path, int context);

// Unigram entropy (nats) of a token stream: −Σ p log p over its frequencies.
double unigram_entropy(const std::vector<int>& ids, int vocab);

}  // namespace attn
