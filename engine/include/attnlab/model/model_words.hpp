// Can the trained model read this sentence? One check, one wording, for the
// window's attention views, the figures and `render`, and the training probe.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "attnlab/model/trained_model.hpp"

namespace attn {

struct ModelWords {
    std::vector<std::string> tokens;  // n tokens, as tokenize reads the sentence
    std::vector<int> ids;             // n vocabulary ids (the unknown-word id where unknown)
    // Distinct words outside the model's vocabulary, each with its first position (0-based).
    std::vector<std::pair<std::string, int>> unknown;
    // Why the model cannot read the sentence, one sentence without a final stop:
    //   "the sentence is empty: type at least one word"
    //   "'dog', 'cat' are not in the trained model's vocabulary (6 words, from the corpus 'bubbe')"
    //   "the sentence has 9 words; the trained model reads at most 8 (its context)"
    // Empty when it can.
    std::string problem;
    bool ok() const { return problem.empty(); }
};

ModelWords model_words(const TrainedModel& model, const std::string& sentence);

}  // namespace attn
