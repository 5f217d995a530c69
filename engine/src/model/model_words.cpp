#include "attnlab/model/model_words.hpp"

#include <algorithm>

#include "attnlab/words/tokenizer.hpp"

namespace attn {
namespace {

std::string plural(std::size_t n, const char* what) {
    return std::to_string(n) + " " + what + (n == 1 ? "" : "s");
}

}  // namespace

ModelWords model_words(const TrainedModel& m, const std::string& sentence) {
    ModelWords r;
    r.tokens = tokenize(sentence);
    r.ids.reserve(r.tokens.size());
    for (std::size_t i = 0; i < r.tokens.size(); ++i) {
        const std::string& t = r.tokens[i];
        r.ids.push_back(m.vocabulary.id(t));
        const bool seen = std::any_of(r.unknown.begin(), r.unknown.end(),
                                      [&](const auto& u) { return u.first == t; });
        if (!m.vocabulary.contains(t) && !seen) r.unknown.emplace_back(t, int(i));
    }
    if (r.tokens.empty()) {
        r.problem = "the sentence is empty: type at least one word";
    } else if (!r.unknown.empty()) {
        std::string names;
        for (std::size_t i = 0; i < r.unknown.size(); ++i)
            names += (i ? "', '" : "'") + r.unknown[i].first;
        names += "'";
        r.problem = names + (r.unknown.size() == 1 ? " is" : " are") +
                    " not in the trained model's vocabulary (" +
                    plural(std::size_t(m.vocabulary.size()), "word") + ", from the corpus '" +
                    m.corpus + "')";
    } else if (int(r.tokens.size()) > m.config.context) {
        r.problem = "the sentence has " + plural(r.tokens.size(), "word") +
                    "; the trained model reads at most " + std::to_string(m.config.context) +
                    " (its context)";
    }
    return r;
}

}  // namespace attn
