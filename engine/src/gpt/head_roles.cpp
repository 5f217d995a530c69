#include "attnlab/gpt/head_roles.hpp"

#include <algorithm>
#include <stdexcept>
#include <string>

#include "support/seeded_random.hpp"

namespace attn {

std::vector<int> random_token_sequence(int vocab, int length, std::uint64_t seed) {
    if (vocab < 1) throw std::invalid_argument("random tokens need a vocabulary of at least 1");
    if (length < 1)
        throw std::invalid_argument("random tokens: length " + std::to_string(length) +
                                    "; expected at least 1");
    detail::SeededRandom rng(seed);
    std::vector<int> ids(static_cast<std::size_t>(length));
    for (int& id : ids) {
        // uniform01 < 1, so the product is below vocab; the min guards the last ulp.
        id = std::min(vocab - 1, int(rng.uniform01() * double(vocab)));
    }
    return ids;
}

HeadRoleScores head_role_scores(const GptPass& pass, int layer, int head) {
    const int n = pass.n();
    if (n < 4 || n % 2 != 0)
        throw std::invalid_argument("head roles read a pass over a sequence read twice: " +
                                    std::to_string(n) + " tokens is not 2R with R ≥ 2");
    if (layer < 0 || layer >= pass.config.layers || head < 0 || head >= pass.config.heads ||
        pass.attention.empty())
        throw std::invalid_argument("head roles: the pass has no layer " +
                                    std::to_string(layer + 1) + ", head " +
                                    std::to_string(head + 1));
    const int R = n / 2;
    double previous = 0, first = 0, induction = 0, duplicate = 0;
    for (int i = 1; i < n; ++i) {
        const std::span<const float> w = pass.row(layer, head, i);
        previous += w[std::size_t(i - 1)];
        first += w[0];
        if (i >= R) {
            induction += w[std::size_t(i - R + 1)];
            duplicate += w[std::size_t(i - R)];
        }
    }
    HeadRoleScores s;
    s.previous_token = previous / double(n - 1);
    s.first_token = first / double(n - 1);
    s.induction = induction / double(R);
    s.duplicate = duplicate / double(R);
    return s;
}

HeadRoles head_roles(const GptModel& model, std::span<const int> sequence,
                     const std::atomic<bool>* cancel, std::span<const Intervention> interventions) {
    const GptConfig& c = model.config;
    const int R = int(sequence.size());
    if (R < 2)
        throw std::invalid_argument("the sequence has " + std::to_string(R) +
                                    (R == 1 ? " token" : " tokens") +
                                    "; the head-roles test needs at least 2");
    if (2 * R > c.positions)
        throw std::invalid_argument("the sequence has " + std::to_string(R) +
                                    " tokens, read twice " + std::to_string(2 * R) +
                                    "; the model reads at most " + std::to_string(c.positions) +
                                    " tokens: R ≤ " + std::to_string(c.positions / 2));
    std::vector<int> twice(sequence.begin(), sequence.end());
    twice.insert(twice.end(), sequence.begin(), sequence.end());
    for (const Intervention& v : interventions)
        if (v.kind != Intervention::Kind::Ablate && v.kind != Intervention::Kind::KeepOnly)
            throw std::invalid_argument(
                describe(v) +
                ": the head-roles test reads random tokens, so only heads switched "
                "off or kept can be laid over it, not a cut line or a patch");
    GptPassOptions o;
    o.keep_residual = false;
    o.cancel = cancel;
    o.interventions = interventions;
    GptRunner runner(model);
    const GptPass pass = runner.run(twice, o);  // names a token outside the vocabulary
    HeadRoles out;
    out.sequence.assign(sequence.begin(), sequence.end());
    out.interventions.assign(interventions.begin(), interventions.end());
    out.layers = c.layers;
    out.heads = c.heads;
    out.scores.reserve(std::size_t(c.layers) * std::size_t(c.heads));
    for (int l = 0; l < c.layers; ++l)
        for (int j = 0; j < c.heads; ++j) out.scores.push_back(head_role_scores(pass, l, j));
    return out;
}

}  // namespace attn
