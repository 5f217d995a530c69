// Induction heads forming, snapshot by snapshot (attnlab/training/induction_watch.hpp).
#include "attnlab/training/induction_watch.hpp"

#include <algorithm>

#include "attnlab/gpt/gpt_of_trained.hpp"
#include "attnlab/model/trained_model.hpp"

namespace attn {
namespace {

constexpr int kEvalSequences = 64;                // fixed sequences the two losses are measured on
constexpr std::uint64_t kRolesSalt = 0x4ead5ULL;  // the roles' sequence: its own draw

}  // namespace

InductionWatch::InductionWatch(const Corpus& task, int context, std::uint64_t seed)
    : vocabulary_(task.vocabulary), eval_(task, context, kEvalSequences, seed) {
    const std::vector<int> ids = induction_symbol_ids(task.vocabulary);
    for (int k :
         random_token_sequence(int(ids.size()), std::max(2, context / 2), seed ^ kRolesSalt))
        sequence_.push_back(ids[std::size_t(k)]);
}

const InductionPoint& InductionWatch::measure(int step, const Model& model) {
    Model copy = model;
    InductionPoint p;
    p.step = step;
    p.losses = eval_.losses(copy);
    p.roles = head_roles(gpt_model_of(TrainedModel::from_model(model, vocabulary_)), sequence_);
    points_.push_back(std::move(p));
    return points_.back();
}

int phase_change_step(std::span<const InductionPoint> points) {
    std::vector<int> steps;
    std::vector<double> first, repeat;
    for (const InductionPoint& p : points) {
        steps.push_back(p.step);
        first.push_back(p.losses.first);
        repeat.push_back(p.losses.repeat);
    }
    return phase_change_step(steps, first, repeat);
}

int InductionWatch::phase_change_step() const { return attn::phase_change_step(points_); }

}  // namespace attn
