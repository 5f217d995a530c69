#include "attnlab/gpt/gpt_generate.hpp"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <sstream>
#include <stdexcept>

#include "attnlab/attention/softmax.hpp"
#include "support/seeded_random.hpp"

namespace attn {
namespace {

std::string number(double x) {
    if (std::isnan(x)) return "nan";
    std::ostringstream s;
    s << x;
    return s.str();
}

// The row's largest finite entry; refuses NaN, +∞, an empty row and a row of only −∞.
double row_maximum(std::span<const float> logits) {
    if (logits.empty()) throw std::invalid_argument("logits: the row is empty");
    double top = -INFINITY;
    for (std::size_t j = 0; j < logits.size(); ++j) {
        const float x = logits[j];
        if (std::isnan(x) || x == INFINITY)
            throw std::invalid_argument("logits: entry " + std::to_string(j) + " is " +
                                        number(double(x)));
        top = std::max(top, double(x));
    }
    if (top == -INFINITY) throw std::invalid_argument("logits: every entry is -inf");
    return top;
}

// Likeliest first; ties: lower id first.
auto likelier(const std::vector<double>& p) {
    return [&p](int a, int b) {
        return p[std::size_t(a)] != p[std::size_t(b)] ? p[std::size_t(a)] > p[std::size_t(b)]
                                                      : a < b;
    };
}

int argmax(std::span<const float> logits) {
    row_maximum(logits);  // the same refusals as the other paths
    return int(std::max_element(logits.begin(), logits.end()) -
               logits.begin());  // first of equal maxima
}

// The mass of p over order[0 … keep).
double mass(const std::vector<double>& p, const std::vector<int>& order, std::size_t keep) {
    double m = 0;
    for (std::size_t i = 0; i < keep; ++i) m += p[std::size_t(order[i])];
    return m;
}

}  // namespace

void validate(const SamplingOptions& o) {
    if (std::isnan(o.temperature)) throw std::invalid_argument("temperature nan is not a number");
    if (o.temperature < 0)
        throw std::invalid_argument("temperature " + number(o.temperature) + " must be ≥ 0");
    if (std::isinf(o.temperature)) throw std::invalid_argument("temperature inf must be finite");
    if (o.top_k < 0)
        throw std::invalid_argument("top_k " + std::to_string(o.top_k) +
                                    " must be ≥ 0 (0: all tokens)");
    if (std::isnan(o.top_p)) throw std::invalid_argument("top_p nan is not a number");
    if (!(o.top_p > 0 && o.top_p <= 1))
        throw std::invalid_argument("top_p " + number(o.top_p) + " must be in (0, 1]");
    if (o.max_new_tokens < 0)
        throw std::invalid_argument("max_new_tokens " + std::to_string(o.max_new_tokens) +
                                    " must be ≥ 0");
}

std::vector<double> sampling_distribution(std::span<const float> logits, const SamplingOptions& o) {
    validate(o);
    if (o.temperature == 0) {
        std::vector<double> p(logits.size(), 0.0);
        p[std::size_t(argmax(logits))] = 1;
        return p;
    }
    std::vector<double> p = probabilities(logits, double(o.temperature));
    const std::size_t V = p.size();
    const bool cut_k = o.top_k > 0 && std::size_t(o.top_k) < V;
    const bool cut_p = o.top_p < 1;
    if (!cut_k && !cut_p) return p;

    std::vector<int> order(V);
    std::iota(order.begin(), order.end(), 0);
    std::size_t keep = V;
    if (cut_k) {
        keep = std::size_t(o.top_k);
        std::partial_sort(order.begin(), order.begin() + std::ptrdiff_t(keep), order.end(),
                          likelier(p));
    } else {
        std::sort(order.begin(), order.end(), likelier(p));
    }
    if (cut_p) {
        // Within the top-k set, renormalised: the smallest prefix reaching top_p.
        const double total = mass(p, order, keep);
        const double target = double(o.top_p) * total - 1e-12 * total;
        double acc = 0;
        std::size_t m = 0;
        while (m < keep) {
            acc += p[std::size_t(order[m++])];
            if (acc >= target) break;
        }
        keep = m;
    }
    const double total = mass(p, order, keep);
    std::vector<double> q(V, 0.0);
    for (std::size_t i = 0; i < keep; ++i)
        q[std::size_t(order[i])] = p[std::size_t(order[i])] / total;
    return q;
}

std::vector<TokenChance> next_token_table(std::span<const float> logits, int k) {
    if (k < 1) throw std::invalid_argument("k " + std::to_string(k) + " must be ≥ 1");
    const std::vector<double> p = probabilities(logits);
    const std::size_t keep = std::min(std::size_t(k), p.size());
    std::vector<int> order(p.size());
    std::iota(order.begin(), order.end(), 0);
    std::partial_sort(order.begin(), order.begin() + std::ptrdiff_t(keep), order.end(),
                      likelier(p));
    std::vector<TokenChance> out;
    out.reserve(keep);
    for (std::size_t i = 0; i < keep; ++i) out.push_back({order[i], p[std::size_t(order[i])]});
    return out;
}

std::string Generation::describe() const {
    const std::size_t n = tokens.size();
    const std::string made = std::to_string(n) + (n == 1 ? " new token" : " new tokens");
    switch (stop) {
        case GenerationStop::max_tokens:
            return made;
        case GenerationStop::context:
            return "stopped at the model's n_positions (" + std::to_string(positions) +
                   " tokens) after " + made;
        case GenerationStop::cancelled:
            return "stopped after " + made;
    }
    return made;
}

namespace {

// The id drawn from distribution q by u in [0, 1): the inverse CDF over ids in order, the
// last kept id if rounding leaves u above the sum.
int draw(const std::vector<double>& q, double u) {
    double acc = 0;
    int pick = -1;
    for (std::size_t j = 0; j < q.size(); ++j) {
        if (q[j] == 0) continue;
        pick = int(j);
        if ((acc += q[j]) > u) break;
    }
    return pick;
}

}  // namespace

Generation generate(GptRunner& runner, std::span<const int> prompt, const SamplingOptions& o,
                    std::span<const Intervention> what_if, const std::atomic<bool>* cancel,
                    const std::function<void(const GeneratedToken&)>& on_token) {
    validate(o);
    if (prompt.empty()) throw std::invalid_argument("prompt: has no tokens");
    for (const Intervention& v : what_if)
        if (v.kind == Intervention::Kind::Patch)
            throw std::invalid_argument(
                "a patch cannot be laid over generation: it needs a clean run of the same "
                "length, and the text grows");
    std::vector<int> ids(prompt.begin(), prompt.end());
    detail::SeededRandom random(o.seed);
    GptPassOptions pass_options;
    pass_options.keep_residual = false;
    pass_options.keep_attention = false;  // only the last position's logits are read
    pass_options.cancel = cancel;
    Generation g;
    GptPass pass;
    // The pass of the whole text so far; false when cancelled.
    std::vector<Intervention> laid;
    auto run = [&] {
        pass_options.logit_positions = {int(ids.size()) - 1};
        laid = within(what_if, int(ids.size()));
        pass_options.interventions = laid;
        try {
            pass = runner.run(ids, pass_options);
            return true;
        } catch (const GptPassCancelled&) {
            return false;
        }
    };
    if (!run()) {
        g.stop = GenerationStop::cancelled;
        return g;
    }
    g.positions = pass.config.positions;
    for (bool fresh = true;; fresh = false) {
        if (int(g.tokens.size()) >= o.max_new_tokens) {
            g.stop = GenerationStop::max_tokens;
            break;
        }
        if (int(ids.size()) >= g.positions) {
            g.stop = GenerationStop::context;
            break;
        }
        if (!fresh && ((cancel && cancel->load()) || !run())) {
            g.stop = GenerationStop::cancelled;
            break;
        }
        const std::span<const float> row(pass.logits.row(0).data(),
                                         std::size_t(pass.logits.cols()));
        const std::vector<double> q = sampling_distribution(row, o);
        const int pick = o.temperature == 0 ? int(std::max_element(q.begin(), q.end()) - q.begin())
                                            : draw(q, random.uniform01());
        GeneratedToken t;
        t.id = pick;
        t.p_sampled = q[std::size_t(pick)];
        t.top = next_token_table(row, 5);
        t.p_model = probabilities(row)[std::size_t(pick)];
        ids.push_back(pick);
        g.tokens.push_back(t);
        if (on_token) on_token(g.tokens.back());
    }
    return g;
}

}  // namespace attn
