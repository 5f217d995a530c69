// Figures of a lesson's TRAINED model (Lesson::model): its attention on one
// sentence, layer by layer — what `attention-lab render --view
// scores|weights|heads --layer L` draws for a lesson saved by `train --save`.
// The model is causal: a word looks only at itself and earlier words, so the
// cells above the diagonal are masked (weights: hatched, no number; the
// masked scores stage: −∞).
#pragma once

#include <optional>

#include "viewdata/figure_specs.hpp"

namespace attn::ui {

// True when `r` is answered by the lesson's trained model: r.trained is set
// and the view is scores, weights or heads.
bool draws_trained_model(const ViewRequest& r);
// Layer `layer` (1-based) of the lesson's trained model on `sentence`: the
// trace the window's Document holds for it (model_layer_traces), so figures
// draw the window's numbers. Throws std::invalid_argument naming what is
// wrong (no model, layer out of range, words the model does not know).
attn::Trace trained_layer_trace(const attn::Lesson& lesson, const QString& sentence, int layer);

// The view of the model's layer r.layer (head r.head; heads: every head) on
// the first sentence. Throws std::invalid_argument naming what is wrong: no
// model in the lesson, a layer or head that does not exist (saying how many there are), a word not
// in the model's vocabulary (it is refused, not read as <unk>), a sentence
// longer than the model's context, an empty sentence.
FigureSpec trained_model_spec(const attn::Lesson& lesson, const ViewRequest& r);

// The sentence a lesson's trained model is shown on when none is given (the
// figure sets' heads, the Training dock's probe on opening the lesson): the
// lesson's first sentence when the model can read it (every word in its
// vocabulary, at most T words), else the probe training records by default
// (TrainOptions::probe) when it can; nothing without a model or when neither fits.
// A model file keeps no probe of its own: `train --save` makes its probe the
// lesson's only sentence.
std::optional<QString> trained_model_sentence(const attn::Lesson& lesson);

// The sentence's tokens, each in the model's vocabulary and at most T (its
// context) of them. Throws std::invalid_argument saying which words the model
// never saw (it would read them as <unk>), or that the sentence is empty or
// too long.
std::vector<std::string> checked_model_tokens(const attn::TrainedModel& model,
                                              const QString& sentence,
                                              bool hand_wired_option = true);

// Caption of a trained model's loss figure: corpus, steps, seed, final losses.
QString trained_loss_caption(const attn::TrainedModel& model);

}  // namespace attn::ui
