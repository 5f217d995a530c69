#include "document/what_if_readings.hpp"

#include <algorithm>
#include <exception>

#include "document/model_worker.hpp"

namespace attn::ui {

WhatIfReadings::WhatIfReadings(std::shared_ptr<const attn::OpenedModel> model,
                               std::vector<std::string> sentences)
    : OpenedModelReadings(std::move(model)), sentences_(std::move(sentences)) {}

void WhatIfReadings::setWhatIf(const attn::WhatIf& what_if) {
    const auto over = what_if.over(attn::Source::Real);
    what_if_.assign(over.begin(), over.end());
}

WhatIfReadings::Read& WhatIfReadings::read(int sentence) const {
    for (const auto& r : reads_)
        if (r->sentence == sentence && r->what_if == what_if_) return *r;
    auto r = std::make_unique<Read>(Read{sentence, what_if_, nullptr, {}});
    try {
        const std::string& text = sentences_[std::size_t(sentence)];
        RealModelTokens tokens = real_model_tokens(model(), text);
        const std::vector<attn::Intervention> here = attn::within(what_if_, int(tokens.ids.size()));
        r->pass = std::make_unique<RealModelPass>(
            run_real_model_pass(runner(), text, std::move(tokens), nullptr, nullptr, here));
    } catch (const std::exception&) {
        r->pass.reset();  // the figure (or number) says it needs the model
    }
    reads_.push_back(std::move(r));
    return *reads_.back();
}

const RealModelPass* WhatIfReadings::realPass(int sentence) const {
    if (sentence < 0 || sentence >= int(sentences_.size())) return nullptr;
    return read(sentence).pass.get();
}

const attn::Trace* WhatIfReadings::layer(int sentence, int layer) const {
    if (sentence < 0 || sentence >= int(sentences_.size())) return nullptr;
    if (layer < 0 || layer >= model().model.config.layers) return nullptr;
    Read& r = read(sentence);
    if (!r.pass) return nullptr;
    if (const auto t = r.layers.find(layer); t != r.layers.end()) return &t->second;
    return &r.layers.emplace(layer, real_model_layer_trace(*r.pass, layer)).first->second;
}

const attn::ModelReadings* WhatIfReadings::under(
    std::span<const attn::Intervention> what_if) const {
    const auto same = [&](const std::vector<attn::Intervention>& w) {
        return std::equal(w.begin(), w.end(), what_if.begin(), what_if.end());
    };
    if (same(what_if_)) return this;
    for (const auto& o : others_)
        if (same(o->what_if_)) return o.get();
    auto other = std::make_unique<WhatIfReadings>(modelShared(), sentences_);
    other->what_if_.assign(what_if.begin(), what_if.end());
    others_.push_back(std::move(other));
    return others_.back().get();
}

const attn::GptPass* WhatIfReadings::pass(int sentence) const {
    const RealModelPass* p = realPass(sentence);
    return p ? &p->pass : nullptr;
}

RealModelReading WhatIfReadings::reading() {
    RealModelReading r;
    r.layers = [this](int sentence, int layer) { return this->layer(sentence, layer); };
    r.quantities = this;
    r.under = [this](const attn::WhatIf& w) { setWhatIf(w); };
    r.pass = [this](int sentence) { return realPass(sentence); };
    r.model = &model();
    return r;
}

}  // namespace attn::ui
