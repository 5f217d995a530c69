// TrainedModel: what a lesson file keeps of a trained transformer — its size,
// vocabulary, weights and where they came from. A plain value.
#pragma once

#include <cstdint>
#include <limits>
#include <string>
#include <vector>

#include "attnlab/model/loss_history.hpp"
#include "attnlab/model/model_config.hpp"
#include "attnlab/words/vocabulary.hpp"

namespace attn {

template <typename S>
class ModelT;
using Model = ModelT<float>;  // attnlab/model/model.hpp

struct TrainedModel {
    ModelConfig config;          // config.vocab == vocabulary.size()
    Vocabulary vocabulary;       // V words, id order
    std::vector<float> weights;  // P = parameter_count(config), parameter_layout order
    // Provenance (informational; 0 / empty / NaN when unknown).
    std::string corpus;  // corpus name
    int steps = 0;
    std::uint64_t seed = 0;
    float train_loss =
        std::numeric_limits<float>::quiet_NaN();  // NaN: not known (an imported model)
    float val_loss = std::numeric_limits<float>::quiet_NaN();
    LossHistory loss_history;  // the run's loss curve up to `steps` (empty when unknown)

    // Throws std::invalid_argument when sizes disagree, a weight is not finite or
    // the loss history is not valid (check_loss_history).
    void check() const;
    Model to_model() const;  // check(), then a Model with these weights
    static TrainedModel from_model(const Model& m, const Vocabulary& v);

    bool operator==(const TrainedModel& o) const;  // NaN provenance losses compare equal
};

}  // namespace attn
