// The repeated-sequences task (issue 39): where induction heads form. Each
// sequence is random symbols in which a segment of random length repeats at a
// random offset, so no fixed position says where the copy is: a model can only
// predict the repeat by looking back at what followed the current symbol last
// time — what an induction head does (Olsson et al., 2022).
//
//   Corpus c = induction_corpus(20, 32, seed);   // symbols "a" … "t" as words
//   TrainOptions o;  o.task = TrainTask::Induction;  Trainer tr(c, o);
//   InductionEval eval(c, 32, 64, seed);           // fixed sequences for the report
//   InductionLosses l = eval.losses(tr.model());   // first-occurrence and repeat loss
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "attnlab/model/model.hpp"
#include "attnlab/training/corpus.hpp"

namespace attn {

inline constexpr int kInductionMinSegment = 3;   // the shortest segment that repeats
inline constexpr int kInductionMaxSymbols = 26;  // symbols are the letters a … z
inline constexpr int kInductionSymbols = 20;     // the default: a … t

// n symbols (ids 0 … vocab−1) where tokens[second + k] == tokens[first + k] for
// k < length; first + length ≤ second, second + length ≤ n, length drawn from
// kInductionMinSegment … n / 2, the two starts at random. `state` is a
// splitmix64 state, advanced. Requires vocab ≥ 2 and n ≥ 2 · kInductionMinSegment.
struct RepeatedSequence {
    std::vector<int> tokens;
    int first = 0, second = 0, length = 0;
};
RepeatedSequence repeated_sequence(int vocab, int n, std::uint64_t& state);

// Symbol k's word: "a", "b", … (k < kInductionMaxSymbols).
std::string induction_symbol(int k);
// The vocabulary ids of the task's symbols a, b, … in order, as far as the
// vocabulary holds them (symbol k is id [k]); empty for a vocabulary without "a".
std::vector<int> induction_symbol_ids(const Vocabulary& vocabulary);

// The task as a corpus: its vocabulary holds the `symbols` letters a, b, … as
// words (2 … 26), and its streams are lines of repeated sequences of context + 1
// symbols (the vocabulary, the unigram entropy and the size checks read them;
// the trainer draws fresh sequences for every batch). Throws std::invalid_argument
// for symbols outside 2 … 26 or a context under 2 · kInductionMinSegment.
Corpus induction_corpus(int symbols, int context, std::uint64_t seed);

// Mean cross-entropy (nats) on the task's targets of two kinds: inside a first
// occurrence (after its first symbol: not predictable) and inside the repeat
// (after its first symbol: predictable by copying).
struct InductionLosses {
    double first = 0;
    double repeat = 0;
};

// `count` fixed sequences of context + 1 symbols (from `seed`) and which of
// their targets are first-occurrence and which repeat targets.
class InductionEval {
  public:
    InductionEval(const Corpus& task, int context, int count, std::uint64_t seed);
    InductionLosses losses(Model& model) const;  // runs model.forward on the sequences
    const std::vector<RepeatedSequence>& sequences() const { return seqs_; }

  private:
    std::vector<RepeatedSequence> seqs_;  // in the corpus's ids
    std::vector<int> inputs_, targets_;   // count × context
    std::vector<signed char> kind_;       // per target: 0 other, 1 first, 2 repeat
    int context_ = 0;
};

// The phase change: the snapshot whose repeat loss fell fastest per step since
// the one before, beyond what the first-occurrence loss fell in the same
// interval (so the first steps' fall of every loss from random weights, which
// both share, is not taken for it): the largest
// ((first[k] − repeat[k]) − (first[k−1] − repeat[k−1])) / (steps[k] − steps[k−1]).
// Steps ascending, one loss of each kind per step; −1 when that gain never grows
// by more than `min_gain` nats in one interval.
int phase_change_step(std::span<const int> steps, std::span<const double> first_loss,
                      std::span<const double> repeat_loss, double min_gain = 0.05);

// The task's defaults: TrainOptions{} with task Induction, 4,000 steps, batches
// of 32 sequences and 2 heads per layer — with them, two layers of width 32 form
// an induction head in layer 2 in about ten seconds on two cores (seeds 1–3).
struct TrainOptions;
TrainOptions induction_train_options();

}  // namespace attn
