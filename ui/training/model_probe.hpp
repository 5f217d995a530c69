// ModelProbe: reads a probe sentence with a model given as weights (a
// training snapshot or the lesson's trained model), on the GUI thread — a
// forward pass over a few tokens of a tiny model takes well under a
// millisecond. Keeps one scratch Model and reloads its weights only when
// they change.
#pragma once

#include <QString>
#include <memory>
#include <optional>
#include <vector>

#include "attnlab/next_word.hpp"

namespace attn::ui {

// A model to look at: its size, words and weights (shared, read-only).
struct ModelRef {
    attn::ModelConfig config;
    const attn::Vocabulary* vocabulary = nullptr;
    std::shared_ptr<const std::vector<float>> weights;  // P floats
    bool valid() const { return vocabulary && weights && !weights->empty(); }
};

class ModelProbe {
public:
    // Throws std::invalid_argument when the weights do not fit the config.
    attn::ProbeReading read(const ModelRef& m, const QString& probe, int topK = 5);
    std::vector<std::string> generate(const ModelRef& m, const QString& prompt, int words, float temperature,
                                      std::uint64_t seed);

private:
    attn::Model& load(const ModelRef& m);
    std::optional<attn::Model> model_;
    std::shared_ptr<const std::vector<float>> loaded_;
};

}  // namespace attn::ui
