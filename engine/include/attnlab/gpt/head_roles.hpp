// Head roles (issue 39): the repeated random tokens test, for any model in
// GPT-2's layout (a real GPT-2 / nanoGPT model, or one trained in the lab via
// gpt_model_of). A sequence s of R tokens is read twice, s ‖ s (2R tokens,
// positions from 0); for each layer and head, with A its causal weights:
//
//   previous-token  = mean over i = 1 … 2R−1 of A[i, i−1]
//   induction       = mean over i = R … 2R−1 of A[i, i−R+1]   (the token after
//                     this one's first occurrence: what an induction head copies)
//   duplicate-token = mean over i = R … 2R−1 of A[i, i−R]     (this token's first
//                     occurrence)
//   first-token     = mean over i = 1 … 2R−1 of A[i, 0]
//
// Each score is a mean of weights, so it lies in [0, 1]. Cost: one pass of 2R
// tokens (its weights kept) plus 2R reads per head.
#pragma once

#include <atomic>
#include <cstdint>
#include <span>
#include <vector>

#include "attnlab/attention/intervention.hpp"
#include "attnlab/gpt/gpt_model.hpp"
#include "attnlab/gpt/gpt_pass.hpp"

namespace attn {

struct HeadRoleScores {
    double previous_token = 0;
    double induction = 0;
    double duplicate = 0;
    double first_token = 0;
    bool operator==(const HeadRoleScores&) const = default;
};

struct HeadRoles {
    std::vector<int> sequence;  // s: R token ids (the model read s ‖ s)
    int layers = 0, heads = 0;
    std::vector<HeadRoleScores> scores;       // L · h; head (l, j) from 0 at l · h + j
    std::vector<Intervention> interventions;  // laid over the pass (heads switched off, kept)
    const HeadRoleScores& at(int layer, int head) const {
        return scores[std::size_t(layer) * std::size_t(heads) + std::size_t(head)];
    }
};

// R token ids drawn uniformly from [0, vocab) by the engine's seeded generator:
// the same ids for a seed on every platform. Throws std::invalid_argument for
// vocab < 1 or length < 1.
std::vector<int> random_token_sequence(int vocab, int length, std::uint64_t seed);

// The four scores of (layer, head) of a pass over s ‖ s of R = pass.n() / 2 tokens.
// Throws std::invalid_argument when the pass's length is odd or under 4, or the
// layer or head is not the pass's.
HeadRoleScores head_role_scores(const GptPass& pass, int layer, int head);

// Reads s ‖ s with the model and scores every head. Throws std::invalid_argument
// naming what is wrong: R < 2 ("the sequence has 1 token; the test needs at least
// 2"), 2R beyond the model's context ("… reads at most 32 tokens: R ≤ 16"), a
// token outside the vocabulary; GptPassCancelled when *cancel turns true.
// `interventions` (heads ablated or kept only: Kind::Ablate, Kind::KeepOnly) are laid
// over the pass, so a what-if's effect on the later layers' roles can be measured (the
// previous-token head switched off, the induction heads after it); a Cut or a Patch
// names a sentence's positions or another run and is refused, as is a head the model lacks.
HeadRoles head_roles(const GptModel& model, std::span<const int> sequence,
                     const std::atomic<bool>* cancel = nullptr,
                     std::span<const Intervention> interventions = {});

}  // namespace attn
