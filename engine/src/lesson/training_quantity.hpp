// The quantities of how the lesson's trained model learns (step_quantity.hpp
// lists them): one prediction's gradient, one AdamW step by hand, and the scale
// of training. Private to step_quantity.cpp.
#pragma once

#include <string>
#include <vector>

#include "attnlab/lesson/lesson.hpp"
#include "attnlab/model/model.hpp"

namespace attn::detail {

// True for dlogit, dscore, scorepush, adamstep, adamclip, adamweight, adamlr,
// params, gpt2params, trainrate, corpustokens, traintime and headrole.
bool is_training_quantity(const std::string& name);

// p: the quantity's words, its name first. `model` is the lesson's trained
// model (null when the lesson has none; those that need it say so). Throws
// QuantityError saying what is wrong.
double training_quantity(const Lesson& l, const Model* model, const std::vector<std::string>& p);

}  // namespace attn::detail
