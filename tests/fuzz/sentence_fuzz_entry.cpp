// Fuzz entry point of the sentence tokenizer and evaluation at the engine's
// limits (contract in fuzz_entries.hpp). Bytes:
//   0      bits 0–2: d − 1 (1–8 axes); bits 3–4: variant (simple, scaled,
//          multihead; 3 = multihead too); bits 5–7: heads from
//          {1, 1, 2, 3, 4, 8, 0, 16} (0, 3 and 16 are often invalid)
//   1      bit 0 scale, bit 1 causal, bit 2 sinusoidal positions (5 rope, 6 alibi), bit 3
//   projections from
//          the bytes (else identity), bit 4 empty W_V/W_O; bits 5–7: copies of
//          the sentence, {1, 1, 1, 1, 2, 5, 64, 20000}, at most 4,300 tokens
//          and 24 KiB in all (so the 4096-token and score-cell limits are reached)
//   2      bits 0–3: words in the table (the first distinct tokens of the
//          sentence; later ones stay unknown); bits 4–7: the magnitude class
//   then   one byte per table value (V × d), then 4 × d × d projection bytes
//          when bit 3 of byte 1 is set; the rest is the sentence.
#include <algorithm>
#include <stdexcept>
#include <string>
#include <vector>

#include "attnlab/attention/evaluate.hpp"
#include "attnlab/support/limits.hpp"
#include "attnlab/words/tokenizer.hpp"
#include "fuzz_check.hpp"
#include "fuzz_entries.hpp"

namespace attn::fuzz {
namespace {

constexpr const char* kTarget = "sentence";
// Enough copies to pass kMaxTokens (4096), few enough to stay fast; and at
// most 24 KiB of text (a sentence of long words is not copied that far).
constexpr std::size_t kTokenBudget = 4300;
constexpr std::size_t kByteBudget = 24 << 10;
// Sentences up to this many tokens are evaluated in full; longer ones only
// when a limit must refuse them (a full 4096-token evaluation takes seconds
// under ASan; ExtremeInputs and ThreadedPathIsDeterministic in engine_tests
// cover those sizes and the threaded path).
constexpr long long kEvaluateUpTo = 64;

class Bytes {
  public:
    Bytes(const std::uint8_t* d, std::size_t n) : d_(d), n_(n) {}
    std::uint8_t next() { return i_ < n_ ? d_[i_++] : 0; }
    std::string rest() {
        std::string s(reinterpret_cast<const char*>(d_) + std::min(i_, n_), n_ - std::min(i_, n_));
        i_ = n_;
        return s;
    }

  private:
    const std::uint8_t* d_;
    std::size_t n_, i_ = 0;
};

float value(std::uint8_t b, float magnitude) {
    static constexpr float base[16] = {0.0f,  1.0f,   -1.0f, 0.5f, -0.5f, 2.0f, -3.0f,  0.1f,
                                       10.0f, -10.0f, 1e-7f, 1e3f, -1e3f, 1e6f, 1e-30f, 3e38f};
    float v = base[b & 15];
    if (b & 0x10) v *= magnitude;  // may overflow to ±inf: the table must refuse it
    if (b & 0x20) v = -v;
    if (b & 0x40) v *= 0.37f;
    return v;
}

Matrix matrix(Bytes& in, int rows, int cols, float magnitude) {
    Matrix m(rows, cols);
    for (int i = 0; i < rows; ++i)
        for (int j = 0; j < cols; ++j) m(i, j) = value(in.next(), magnitude);
    return m;
}

bool same(const Matrix& a, const Matrix& b) {
    return a.rows() == b.rows() && a.cols() == b.cols() && a == b;
}

void check_same_trace(const Trace& a, const Trace& b) {
    bool ok = same(a.input, b.input) && same(a.q, b.q) && same(a.k, b.k) && same(a.v, b.v) &&
              same(a.concat, b.concat) && same(a.output, b.output) &&
              a.scores.size() == b.scores.size() && a.weights.size() == b.weights.size();
    for (std::size_t h = 0; ok && h < a.scores.size(); ++h)
        ok = same(a.scores[h], b.scores[h]) && same(a.weights[h], b.weights[h]);
    if (!ok) broken(kTarget, "evaluating into a reused trace gave other numbers than a fresh one");
}

}  // namespace

int sentence_one_input(const std::uint8_t* data, std::size_t size) {
    Bytes in(data, size);
    const std::uint8_t b0 = in.next(), b1 = in.next(), b2 = in.next();
    static constexpr int kHeads[8] = {1, 1, 2, 3, 4, 8, 0, 16};
    static constexpr std::size_t kCopies[8] = {1, 1, 1, 1, 2, 5, 64, 20000};
    static constexpr float kMagnitude[16] = {1.0f,  1e-30f, 1e-3f,  1e3f, 1e6f, 1e9f, 1e18f, 1e19f,
                                             1e20f, 3e38f,  1e-45f, 0.0f, 1.0f, 1.0f, 1.0f,  1.0f};
    const int d = 1 + (b0 & 7);
    const int variant = (b0 >> 3) & 3;
    // 0 simple, 1 scaled, 2 multi-head, 3 a fixed rung (b1 & 16: no mixing, else the equal
    // average).
    const Variant fixed = (b1 & 16) ? Variant::NoMixing : Variant::EqualAverage;
    AttentionConfig cfg = default_config(variant == 0   ? Variant::Simple
                                         : variant == 1 ? Variant::Scaled
                                         : variant == 2 ? Variant::MultiHead
                                                        : fixed,
                                         d);
    cfg.heads = kHeads[b0 >> 5];
    cfg.scale = b1 & 1;
    cfg.causal = b1 & 2;
    // bit 2: sinusoidal; bits 5 and 6 (when bit 2 is clear): rope, alibi.
    cfg.position = (b1 & 4)    ? PositionEncoding::Sinusoidal
                   : (b1 & 32) ? PositionEncoding::Rope
                   : (b1 & 64) ? PositionEncoding::Alibi
                               : PositionEncoding::None;
    const std::size_t words_wanted = b2 & 15;
    const float magnitude = kMagnitude[b2 >> 4];

    const Matrix values = matrix(in, static_cast<int>(words_wanted), d, magnitude);
    if (b1 & 8) {
        cfg.wq.values = matrix(in, d, d, magnitude);
        cfg.wk.values = matrix(in, d, d, magnitude);
        cfg.wv.values = matrix(in, d, d, magnitude);
        cfg.wo.values = matrix(in, d, d, magnitude);
    }
    if (b1 & 16) cfg.wv.values.resize(0, 0), cfg.wo.values.resize(0, 0);
    const std::string once = in.rest();

    // The sentence, copied up to the token budget.
    const std::vector<std::string> once_tokens = tokenize(once);
    std::size_t copies = kCopies[b1 >> 5];
    if (!once_tokens.empty())
        copies = std::max<std::size_t>(1, std::min(copies, kTokenBudget / once_tokens.size()));
    copies = std::max<std::size_t>(1, std::min(copies, kByteBudget / (once.size() + 1)));
    std::string sentence = once;
    for (std::size_t i = 1; i < copies; ++i) sentence += " " + once;

    // The table: the sentence's first distinct tokens.
    std::vector<std::string> words;
    for (const auto& t : once_tokens)
        if (words.size() < words_wanted && std::find(words.begin(), words.end(), t) == words.end())
            words.push_back(t);
    std::vector<std::string> axes;
    for (int j = 0; j < d; ++j) axes.push_back("axis" + std::to_string(j));
    EmbeddingTable table;
    try {
        table =
            EmbeddingTable(axes, words, values.topRows(static_cast<Eigen::Index>(words.size())));
    } catch (const std::invalid_argument&) {
        return 0;  // a non-finite value or a name longer than kMaxNameBytes
    }

    const Lookup lk = lookup(table, sentence);
    const long long n = static_cast<long long>(lk.tokens.size());
    if (n != static_cast<long long>(once_tokens.size() * copies))
        broken(kTarget, "copies of a sentence tokenised differently");
    const bool over_limit =
        n > kMaxTokens || static_cast<long long>(std::max(cfg.heads, 1)) * n * n > kMaxScoreCells;
    if (n > kEvaluateUpTo && !over_limit) return 0;

    Trace fresh;
    try {
        fresh = evaluate(table, sentence, cfg);
    } catch (const std::invalid_argument&) {
        return 0;  // unknown word, bad config, a limit, overflow: a message, not a crash
    }
    if (!lk.ok()) broken(kTarget, "a sentence with unknown words was evaluated");
    if (over_limit) broken(kTarget, "a sentence beyond kMaxTokens or kMaxScoreCells was evaluated");
    if (fresh.n() != n || fresh.tokens != lk.tokens)
        broken(kTarget, "the trace does not hold the sentence's tokens");
    check_trace(kTarget, fresh);

    // Evaluator buffers: a trace that held a shorter sentence first (short
    // sentences only: three evaluations of 64 tokens cost too many runs).
    if (n > 24) return 1;
    Trace reused;
    if (n >= 2) {
        try {
            evaluate_into(fresh.embedded.topRows(n / 2), cfg, reused);
        } catch (const std::invalid_argument&) {
            // Half may overflow where the whole did not (another convex mix
            // of V's rows times W_O); a trace is discarded after a throw.
            reused = Trace{};
        }
    }
    try {
        evaluate_into(fresh.embedded, cfg, reused);
    } catch (const std::invalid_argument& e) {
        broken(kTarget, std::string("the same input evaluated again threw: ") + e.what());
    }
    check_same_trace(fresh, reused);
    return 1;
}

}  // namespace attn::fuzz
