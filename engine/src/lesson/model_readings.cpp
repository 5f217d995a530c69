#include "attnlab/lesson/model_readings.hpp"

#include <span>
#include <stdexcept>

#include "attnlab/attention/softmax.hpp"

namespace attn {

OpenedModelReadings::OpenedModelReadings(std::shared_ptr<const OpenedModel> model)
    : model_(std::move(model)) {
    if (!model_) throw std::invalid_argument("readings: no model");
    if (!model_->tokenizer) throw std::invalid_argument("readings: the model has no tokenizer");
}

OpenedModelReadings::~OpenedModelReadings() = default;

const TextTokenizer& OpenedModelReadings::tokenizer() const { return *model_->tokenizer; }

GptRunner& OpenedModelReadings::runner() const {
    if (!runner_) runner_ = std::make_unique<GptRunner>(model_->model);
    return *runner_;
}

void OpenedModelReadings::forget() const {
    cachedPass_ = nullptr;
    cachedPosition_ = -1;
    cached_.clear();
}

std::vector<double> OpenedModelReadings::next_token_probabilities(int sentence,
                                                                  int position) const {
    const GptPass* p = pass(sentence);
    if (!p || p->residual.empty() || position < 0 || position >= p->n()) return {};
    if (p == cachedPass_ && position == cachedPosition_) return cached_;
    const Matrix logits = runner().logits_of(p->residual.back().row(position));  // 1 × V
    cached_ = probabilities(std::span<const float>(logits.data(), std::size_t(logits.size())));
    cachedPass_ = p;
    cachedPosition_ = position;
    return cached_;
}

}  // namespace attn
