// ModelProbe: reads a probe sentence with a model given as weights (a
// training snapshot or the lesson's trained model). A training snapshot comes
// with the engine's own reading of the run's probe (made on the training
// thread); that reading is returned as it is. Anything else (another probe
// text, the lesson's saved model, the untrained model) is read here, on the
// GUI thread — a forward pass over a few tokens of a tiny model takes well
// under a millisecond. Keeps one scratch Model and reloads its weights only
// when they change.
#pragma once

#include <QString>
#include <memory>
#include <optional>
#include <vector>

#include "attnlab/model/next_word.hpp"
#include "attnlab/training/prediction_gradient.hpp"
#include "attnlab/training/trainer.hpp"

namespace attn::ui {

// A model to look at: its size, words and weights (shared, read-only).
struct ModelRef {
    attn::ModelConfig config;
    const attn::Vocabulary* vocabulary = nullptr;
    std::shared_ptr<const std::vector<float>> weights;  // P floats
    // Optional: the engine's reading of `reading_text` with these weights
    // (top attn::Trainer::kProbeTopK next words).
    std::shared_ptr<const attn::ProbeReading> reading;
    QString reading_text;
    bool valid() const { return vocabulary && weights && !weights->empty(); }
};

class ModelProbe {
  public:
    // Throws std::invalid_argument when the weights do not fit the config.
    attn::ProbeReading read(const ModelRef& m, const QString& probe, int topK = 5);
    // Readings computed here, not taken from the ModelRef (a diagnostic for tests).
    int computedReadings() const { return computed_; }
    std::vector<std::string> generate(const ModelRef& m, const QString& prompt, int words,
                                      float temperature, std::uint64_t seed);
    // The Gradient view's maps: ∂loss/∂score of every head for the loss of
    // predicting each next token of `ids` (at least 2; training/prediction_gradient.hpp).
    attn::ScoreGradients gradients(const ModelRef& m, const std::vector<int>& ids);

  private:
    attn::Model& load(const ModelRef& m);
    std::optional<attn::Model> model_;
    std::shared_ptr<const std::vector<float>> loaded_;
    int computed_ = 0;
};

}  // namespace attn::ui
