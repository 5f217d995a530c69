// A lesson about a real model (GPT-2 / nanoGPT): what `attention-lab import
// MODEL --save LESSON` writes for a model folder or checkpoint. It points at
// the model (Lesson::real_model) rather than holding it, and holds the
// sentences the model is read on. Its embedding table is made of the
// sentences' words (as lessons read words) on two axes, "pc1" and "pc2": the
// first two principal components of the model's token embeddings of those
// words — so the lesson's own views (hand-wired attention, Vectors) show
// something of the model's geometry, and the lesson opens anywhere, with or
// without the model.
#pragma once

#include <string>
#include <vector>

#include "attnlab/checkpoints/model_files.hpp"
#include "attnlab/lesson/lesson.hpp"

namespace attn {

// `sentences` empty: one, default_real_model_sentence(model). Each sentence
// must be read by the model's tokenizer into 1 … n_positions tokens. Throws
// std::invalid_argument naming the sentence and why (no tokenizer, a character
// the vocabulary lacks, too many tokens, empty).
Lesson lesson_for_real_model(const OpenedModel& model, ModelReference reference,
                             std::vector<std::string> sentences, std::string title,
                             std::string description);

// The course's probe "The bubbe made matzah ball soup again." when the
// model's tokenizer reads it within n_positions, else its lower-case form, else
// "the cat sat on the mat", else the text of the vocabulary's first tokens that
// decode to letters or spaces (up to 12). Throws std::invalid_argument when the
// model has no tokenizer or none of these can be read.
std::string default_real_model_sentence(const OpenedModel& model);

// The token ids of `sentence` for the model, checked: throws
// std::invalid_argument ("sentence 'x': …") when the model has no tokenizer,
// the text is empty or not readable by its vocabulary, or it has more tokens
// than the model's n_positions ("… has 1100 tokens; the model reads at most 1024").
std::vector<int> real_model_ids(const OpenedModel& model, const std::string& sentence);

}  // namespace attn
