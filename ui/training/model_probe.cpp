#include "training/model_probe.hpp"

#include <algorithm>
#include <stdexcept>

namespace attn::ui {

attn::Model& ModelProbe::load(const ModelRef& m) {
    if (!m.valid()) throw std::invalid_argument("model: no weights to read");
    if (m.weights->size() != attn::parameter_count(m.config))
        throw std::invalid_argument("model: " + std::to_string(m.weights->size()) +
                                    " weights, the size needs " +
                                    std::to_string(attn::parameter_count(m.config)));
    if (!model_ || !(model_->config() == m.config)) {
        model_.emplace(m.config);
        loaded_.reset();
    }
    if (loaded_ != m.weights) {
        std::copy(m.weights->begin(), m.weights->end(), model_->parameters().begin());
        loaded_ = m.weights;
    }
    return *model_;
}

attn::ProbeReading ModelProbe::read(const ModelRef& m, const QString& probe, int topK) {
    if (m.reading && m.reading_text == probe && topK == attn::Trainer::kProbeTopK)
        return *m.reading;
    ++computed_;
    return attn::read_probe(load(m), *m.vocabulary, probe.toStdString(), topK);
}

std::vector<std::string> ModelProbe::generate(const ModelRef& m, const QString& prompt, int words,
                                              float temperature, std::uint64_t seed) {
    return attn::sample_continuation(load(m), *m.vocabulary, prompt.toStdString(), words,
                                     temperature, seed);
}

attn::ScoreGradients ModelProbe::gradients(const ModelRef& m, const std::vector<int>& ids) {
    return attn::next_token_score_gradients(load(m), ids);
}

}  // namespace attn::ui
