// evaluate: (X, AttentionConfig) → Trace. Pure; vectorised with Eigen.
//
// Evaluator::run reuses the buffers of the Trace it is given, so calling it
// repeatedly on same-shaped inputs allocates nothing new (hot path of the
// views and of `attention-lab bench`).
#pragma once

#include <cstdint>
#include <span>
#include <string>

#include "attnlab/attention/intervention.hpp"
#include "attnlab/attention/position_encoding.hpp"
#include "attnlab/attention/trace.hpp"
#include "attnlab/words/embedding_table.hpp"

namespace attn {

// X: n × d, finite, n <= kMaxTokens, heads · n² <= kMaxScoreCells. Throws
// std::invalid_argument on bad input (names the input and the expected shape
// or range), and when finite inputs overflow 32-bit floats on the way (names
// the stage): a returned trace holds only finite numbers. After a throw, the
// contents of `out` are unspecified (callers discard it). n = 0 yields an
// empty trace. The overflow checks cost O(n·d) per call; the n × n scores are
// scanned only when the Cauchy–Schwarz bound max‖q‖·max‖k‖ cannot rule
// overflow out.
//
// `interventions` (attnlab/attention/intervention.hpp; the hand-wired heads
// are layer 0): a cut line's score is −∞ before the softmax (the scores kept
// are the raw ones), an ablated, kept-out or patched head's block of `concat`
// is replaced before W_O — a patch takes it from `patch_from`, the clean
// sentence's concat (n × d, the same n). The rungs with fixed weights (no
// mixing, the equal average) take none. Throws std::invalid_argument as
// check_interventions does, and when a patch has no clean concat of n rows.
void evaluate_into(const Matrix& X, const AttentionConfig& cfg, Trace& out,
                   std::span<const Intervention> interventions = {},
                   const Matrix* patch_from = nullptr);
Trace evaluate(const Matrix& X, const AttentionConfig& cfg,
               std::span<const Intervention> interventions = {},
               const Matrix* patch_from = nullptr);

// Tokenises `sentence`, looks it up in `table` and evaluates; throws
// std::invalid_argument naming unknown words.
Trace evaluate(const EmbeddingTable& table, const std::string& sentence, const AttentionConfig& cfg,
               std::span<const Intervention> interventions = {},
               const Matrix* patch_from = nullptr);

// How many evaluations (evaluate_into calls) this process has run, from any
// thread. Diagnostics: the window's tests use it to check that exporting a
// view reuses the Document's results instead of evaluating again.
std::uint64_t evaluation_count();

}  // namespace attn
