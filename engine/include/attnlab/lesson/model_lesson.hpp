// A lesson built around a trained model: what `train --save`, `import` and the
// window's File ▸ Import Model… open. Its embedding table is the model's token
// embedding (axes e1…ed, one row per vocabulary word), its sentences are what
// the model is read on, and it holds the model.
#pragma once

#include <string>
#include <vector>

#include "attnlab/lesson/lesson.hpp"
#include "attnlab/model/trained_model.hpp"

namespace attn {

// `sentences` empty: one sentence, default_model_sentence(model.vocabulary).
// Throws std::invalid_argument when the model is not valid (TrainedModel::check).
Lesson lesson_from_model(TrainedModel model, std::vector<std::string> sentences, std::string title,
                         std::string description);

// The bubbe probe ("the bubbe made matzah ball soup again") when every word of
// it is in the vocabulary, else the vocabulary's first (most frequent) words,
// up to six of them.
std::string default_model_sentence(const Vocabulary& v);

// A vocabulary file's words in id order: a JSON array of strings (as the
// PyTorch export's vocab.json), or one word per line (blank lines skipped).
// Throws std::invalid_argument naming `name` and the line or the problem.
std::vector<std::string> parse_vocabulary_text(const std::string& text, const std::string& name);
// The same for a file; throws std::invalid_argument naming the path when it cannot be read.
std::vector<std::string> read_vocabulary_file(const std::string& path);

// Reads a safetensors file saved from PyTorch (TinyGPT's state_dict names) or
// by the lab. heads > 0 and a non-empty vocabulary are used when the file's
// metadata lacks them; when both are present and disagree it is an error.
// Throws SafetensorsError naming the file and the tensor, shape or field.
TrainedModel import_model_file(const std::string& path, int heads,
                               const std::vector<std::string>& vocabulary);

}  // namespace attn
