// explain: the text report of `attention-lab explain`, laid out like the
// results log the Module 1 text quotes (three decimals, same quantities in
// the same order), extended with every stage for the Q/K/V and multi-head
// variants.
#pragma once

#include <string>
#include <vector>

#include "attnlab/attention/trace.hpp"
#include "attnlab/lesson/lesson.hpp"

namespace attn {

// `sentences` empty → the lesson's own sentences. Throws std::invalid_argument
// for an unknown word (naming it and listing the vocabulary) or an empty sentence.
std::string explain(const Lesson& lesson, const std::vector<std::string>& sentences = {});

// One matrix as the log prints it: a header of column labels, then one
// labelled row per line, values to three decimals, indented by `indent`.
std::string format_matrix(const Matrix& m, const std::vector<std::string>& row_labels,
                          const std::vector<std::string>& col_labels, int indent = 4);

}  // namespace attn
