#include "attnlab/training/induction_task.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include "attnlab/training/trainer.hpp"
#include "support/splitmix.hpp"

namespace attn {

std::string induction_symbol(int k) { return std::string(1, char('a' + k)); }

std::vector<int> induction_symbol_ids(const Vocabulary& vocabulary) {
    std::vector<int> ids;
    for (int k = 0; k < kInductionMaxSymbols; ++k) {
        const int id = vocabulary.id(induction_symbol(k));
        if (id == Vocabulary::kUnknownId) break;
        ids.push_back(id);
    }
    return ids;
}

namespace {

int below(std::uint64_t& state, int n) {  // uniform in 0 … n−1 (n ≥ 1)
    return int(detail::splitmix64(state) % std::uint64_t(n));
}

}  // namespace

RepeatedSequence repeated_sequence(int vocab, int n, std::uint64_t& state) {
    if (vocab < 2 || n < 2 * kInductionMinSegment)
        throw std::invalid_argument("a repeated sequence needs at least 2 symbols and " +
                                    std::to_string(2 * kInductionMinSegment) + " positions");
    RepeatedSequence s;
    s.tokens.resize(std::size_t(n));
    for (int& t : s.tokens) t = below(state, vocab);
    s.length = kInductionMinSegment + below(state, n / 2 - kInductionMinSegment + 1);
    s.first = below(state, n - 2 * s.length + 1);
    s.second = s.first + s.length + below(state, n - 2 * s.length - s.first + 1);
    for (int k = 0; k < s.length; ++k)
        s.tokens[std::size_t(s.second + k)] = s.tokens[std::size_t(s.first + k)];
    return s;
}

Corpus induction_corpus(int symbols, int context, std::uint64_t seed) {
    if (symbols < 2 || symbols > kInductionMaxSymbols)
        throw std::invalid_argument("the induction task takes 2 to 26 symbols, not " +
                                    std::to_string(symbols));
    if (context + 1 < 2 * kInductionMinSegment)
        throw std::invalid_argument("the induction task needs a context of at least " +
                                    std::to_string(2 * kInductionMinSegment - 1) + " tokens");
    // Every symbol once first, so the vocabulary holds them all, in order.
    std::string text;
    for (int k = 0; k < symbols; ++k) text += induction_symbol(k) + (k + 1 < symbols ? " " : "\n");
    std::uint64_t state = seed ^ 0x1d0c7e5ULL;
    for (int line = 0; line < 40; ++line) {
        const RepeatedSequence s = repeated_sequence(symbols, context + 1, state);
        for (std::size_t i = 0; i < s.tokens.size(); ++i)
            text += induction_symbol(s.tokens[i]) + (i + 1 < s.tokens.size() ? " " : "\n");
    }
    return corpus_from_text(text, "induction", context);
}

InductionEval::InductionEval(const Corpus& task, int context, int count, std::uint64_t seed)
    : context_(context) {
    const std::vector<int> ids = induction_symbol_ids(task.vocabulary);
    if (ids.size() < 2) throw std::invalid_argument("the corpus is not the induction task's");
    std::uint64_t state = seed ^ 0xe7a1ULL;
    for (int c = 0; c < count; ++c) {
        RepeatedSequence s = repeated_sequence(int(ids.size()), context + 1, state);
        for (int& t : s.tokens) t = ids[std::size_t(t)];
        for (int i = 0; i < context; ++i) {
            inputs_.push_back(s.tokens[std::size_t(i)]);
            targets_.push_back(s.tokens[std::size_t(i) + 1]);
            const int at = i + 1;  // the target's position in the sequence
            kind_.push_back(at > s.second && at < s.second + s.length ? 2
                            : at > s.first && at < s.first + s.length ? 1
                                                                      : 0);
        }
        seqs_.push_back(std::move(s));
    }
}

InductionLosses InductionEval::losses(Model& model) const {
    model.forward(inputs_, context_);
    const auto& logits = model.logits();  // N × V
    double sum[3] = {0, 0, 0};
    int count[3] = {0, 0, 0};
    for (Eigen::Index r = 0; r < logits.rows(); ++r) {
        const int k = kind_[std::size_t(r)];
        if (k == 0) continue;
        const float top = logits.row(r).maxCoeff();
        const double lse =
            double(top) + std::log((logits.row(r).array() - top).exp().cast<double>().sum());
        sum[k] += lse - double(logits(r, targets_[std::size_t(r)]));
        ++count[k];
    }
    return {count[1] ? sum[1] / count[1] : 0.0, count[2] ? sum[2] / count[2] : 0.0};
}

int phase_change_step(std::span<const int> steps, std::span<const double> first_loss,
                      std::span<const double> repeat_loss, double min_gain) {
    int best = -1;
    double fastest = 0;
    const std::size_t n = std::min({steps.size(), first_loss.size(), repeat_loss.size()});
    for (std::size_t k = 1; k < n; ++k) {
        const double gain =
            (first_loss[k] - repeat_loss[k]) - (first_loss[k - 1] - repeat_loss[k - 1]);
        const int span = std::max(1, steps[k] - steps[k - 1]);
        if (gain > min_gain && gain / span > fastest) {
            fastest = gain / span;
            best = steps[k];
        }
    }
    return best;
}

TrainOptions induction_train_options() {
    TrainOptions o;
    o.task = TrainTask::Induction;
    o.steps = 4000;
    o.batch = 32;
    o.model.heads = 2;
    return o;
}

}  // namespace attn
