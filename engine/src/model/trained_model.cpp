#include "attnlab/model/trained_model.hpp"

#include <cmath>
#include <stdexcept>

#include "attnlab/model/model.hpp"

namespace attn {

void TrainedModel::check() const {
    validate(config);
    if (config.vocab != vocabulary.size())
        throw std::invalid_argument("model.vocabulary: " + std::to_string(vocabulary.size()) +
                                    " words, but the model's vocabulary size is " +
                                    std::to_string(config.vocab));
    const std::size_t p = parameter_count(config);
    if (weights.size() != p)
        throw std::invalid_argument("model.weights: expected " + std::to_string(p) +
                                    " numbers for this configuration, got " +
                                    std::to_string(weights.size()));
    for (std::size_t i = 0; i < weights.size(); ++i)
        if (!std::isfinite(weights[i]))
            throw std::invalid_argument("model.weights[" + std::to_string(i) +
                                        "]: not a finite number");
    try {
        check_loss_history(loss_history);
    } catch (const std::invalid_argument& e) {
        throw std::invalid_argument(std::string("model.loss_history") + e.what());
    }
}

Model TrainedModel::to_model() const {
    check();
    Model m(config);
    std::copy(weights.begin(), weights.end(), m.parameters().begin());
    return m;
}

TrainedModel TrainedModel::from_model(const Model& m, const Vocabulary& v) {
    TrainedModel t;
    t.config = m.config();
    t.vocabulary = v;
    t.weights.assign(m.parameters().begin(), m.parameters().end());
    return t;
}

bool TrainedModel::operator==(const TrainedModel& o) const {
    auto same = [](float a, float b) { return a == b || (std::isnan(a) && std::isnan(b)); };
    return config == o.config && vocabulary == o.vocabulary && weights == o.weights &&
           corpus == o.corpus && steps == o.steps && seed == o.seed &&
           same(train_loss, o.train_loss) && same(val_loss, o.val_loss) &&
           loss_history == o.loss_history;
}

}  // namespace attn
