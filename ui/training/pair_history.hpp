// How one attention weight of the probe sentence — word `row` looking at word
// `col` in one layer's head — moves over a training run: one point per kept
// snapshot, and the step where the head "finds structure" (the weight first
// passes halfway from where it started to where it ended). Plain view data,
// read by the Training pane's pair chart and its tests.
#pragma once

#include <string>
#include <vector>

#include "training/training_types.hpp"

namespace attn::ui {

struct PairPoint {
    int step = 0;
    double weight = 0;
};

// The weight (row → col, 0-based token positions) of `layer`·`head` in every
// snapshot whose probe reading has them, in step order. Snapshots read with
// another probe text, or too short for the pair, are left out.
std::vector<PairPoint> pair_history(const std::vector<TrainingSnapshot>& snapshots,
                                    const QString& probe, int layer, int head, int row, int col);

// The first step at which the weight has covered half of its way from the
// first point to the last; -1 when it moved less than `kStillBy` in all (a
// head that stayed static) or there are fewer than two points.
inline constexpr double kStillBy = 0.05;
int structure_step(const std::vector<PairPoint>& points);

// The pair a student most likely wants to follow in `reading`: `word` (the
// lesson's focus, e.g. "ball") looking at the other word its row weighs most in
// the last layer's first head ("matzah"); {-1, -1} when `word` is not in the probe.
struct TokenPair {
    int row = -1, col = -1;
};
TokenPair default_pair(const attn::AttentionSnapshot& reading, const std::string& word);

}  // namespace attn::ui
