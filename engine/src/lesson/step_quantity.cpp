// Quantities of a lesson quoted by its steps (attnlab/lesson/step_quantity.hpp).
#include "attnlab/lesson/step_quantity.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <functional>
#include <limits>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <sstream>

#include "attnlab/attention/evaluate.hpp"
#include "attnlab/attention/position_map.hpp"
#include "attnlab/attention/random_keys.hpp"
#include "attnlab/gpt/gpt_of_trained.hpp"
#include "attnlab/lesson/model_readings.hpp"
#include "attnlab/model/model_scores.hpp"
#include "attnlab/model/next_word.hpp"
#include "attnlab/support/limits.hpp"
#include "attnlab/words/tokenizer.hpp"
#include "training_quantity.hpp"

namespace attn {
namespace {

[[noreturn]] void fail(const std::string& what) { throw QuantityError(what); }

// "this step speaks of head 5, but the attention has 4 heads (1 to 4)": what a
// reader sees in place of a number about a head the lesson no longer has.
std::string missing_head(const std::string& head, int heads) {
    return "this step speaks of head " + head + ", but the attention has " +
           (heads == 1 ? std::string("one head")
                       : std::to_string(heads) + " heads (1 to " + std::to_string(heads) + ")");
}

std::vector<std::string> split(const std::string& expression) {
    std::istringstream in(expression);
    std::vector<std::string> parts;
    for (std::string w; in >> w;) parts.push_back(w);
    return parts;
}

// Evaluations of one lesson, each sentence at most once per expression set.
class Context {
  public:
    Context(const Lesson& l, const ModelReadings* readings) : lesson_(l), readings_(readings) {}

    const Lesson& lesson() const { return lesson_; }
    const ModelReadings* readings() const { return readings_; }

    const Trace& trace(const std::string& sentence_arg) {
        const int s = sentence_index(sentence_arg);
        auto it = traces_.find(s);
        if (it != traces_.end()) return it->second;
        try {
            return traces_
                .emplace(s, evaluate(lesson_.table, lesson_.sentences[std::size_t(s)],
                                     lesson_.attention, lesson_.what_if.over(Source::HandWired)))
                .first->second;
        } catch (const std::exception& e) {
            fail("this step speaks of \"" + lesson_.sentences[std::size_t(s)] +
                 "\", which cannot be evaluated now: " + e.what());
        }
    }

    int sentence_index(const std::string& arg) const {
        if (arg == kRemovedSentenceArg) fail("its sentence was removed from the lesson");
        char* end = nullptr;
        const long s = std::strtol(arg.c_str(), &end, 10);
        if (arg.empty() || *end != '\0' || s < 0)
            fail("expected a sentence number (0, 1, …), got '" + arg + "'");
        if (s == kRemovedSentence) fail("its sentence was removed from the lesson");
        if (s >= long(lesson_.sentences.size()))
            fail("no sentence " + std::to_string(s) + " (the lesson has " +
                 std::to_string(lesson_.sentences.size()) + ", counted from 0)");
        return int(s);
    }

    // A word of sentence `s` (its first occurrence) or "@k".
    int token(const std::string& sentence_arg, const std::string& word) {
        const Trace& t = trace(sentence_arg);
        if (!word.empty() && word[0] == '@') {
            const long k = std::strtol(word.c_str() + 1, nullptr, 10);
            if (k < 0 || k >= t.n()) fail("no token " + word + " in sentence " + sentence_arg);
            return int(k);
        }
        for (int i = 0; i < t.n(); ++i)
            if (t.tokens[std::size_t(i)] == word) return i;
        fail("this step speaks of the word '" + word + "', which sentence " + sentence_arg + " \"" +
             lesson_.sentences[std::size_t(sentence_index(sentence_arg))] + "\" does not have");
    }

    int axis(const std::string& name) const {
        const auto& axes = lesson_.table.axes();
        auto it = std::find(axes.begin(), axes.end(), name);
        if (it == axes.end()) fail("no axis '" + name + "' in the table");
        return int(it - axes.begin());
    }

    // The trained model's weights as a Model, built once per context. The
    // caller has checked that the lesson holds one.
    Model& model() {
        if (!model_) model_ = std::make_unique<Model>(lesson_.model->to_model());
        return *model_;
    }

  private:
    const Lesson& lesson_;
    const ModelReadings* readings_;  // the real model's passes, or null
    std::map<int, Trace> traces_;
    std::unique_ptr<Model> model_;

  public:
    int fresh_random = 0;  // random quantities computed (not remembered) by this context
};

void arity(const std::vector<std::string>& p, std::size_t n, const char* usage) {
    if (p.size() != n + 1) fail(std::string("expected '") + usage + "'");
}

double number_arg(const std::string& s) {
    char* end = nullptr;
    const double v = std::strtod(s.c_str(), &end);
    if (s.empty() || *end != '\0' || !std::isfinite(v)) fail("expected a number, got '" + s + "'");
    return v;
}

// The real model's readings under the context's lesson's what-if (the window's, or others read
// as asked: `before QUANTITY` reads the passes without it), or why not.
const ModelReadings& real_readings(const Context& c) {
    const ModelReadings* r = c.readings();
    if (!r)
        fail(
            "the lesson's real model is not read here (open the lesson in the window with its "
            "model)");
    const ModelReadings* under = r->under(c.lesson().what_if.over(Source::Real));
    if (!under) fail("the real model's passes under this what-if are not read here");
    return *under;
}

const GptPass& real_pass(Context& c, const std::string& sentence_arg) {
    const int s = c.sentence_index(sentence_arg);
    const GptPass* pass = real_readings(c).pass(s);
    if (!pass) fail("the real model has not read sentence " + sentence_arg + " (yet)");
    return *pass;
}

// A token of a real model's pass: "@k" (the k-th, from 0), or the first token
// whose text, its leading space (␣) left off, is `word`.
int real_token(const GptPass& pass, const TextTokenizer& tok, const std::string& word,
               const std::string& sentence_arg) {
    if (word.size() > 1 && word[0] == '@') {
        char* end = nullptr;
        const long k = std::strtol(word.c_str() + 1, &end, 10);
        if (*end != '\0' || k < 0 || k >= pass.n())
            fail("no token " + word + " in sentence " + sentence_arg);
        return int(k);
    }
    static const std::string kSpaceMark = "\u2423";
    for (int i = 0; i < pass.n(); ++i) {
        std::string d = tok.display(pass.ids[std::size_t(i)]);
        if (d.rfind(kSpaceMark, 0) == 0) d.erase(0, kSpaceMark.size());
        if (d == word) return i;
    }
    fail("no token '" + word + "' in sentence " + sentence_arg +
         " as the model reads it (use @k for the k-th token)");
}

// prob S POS WORD on a real model: WORD as one token (with a leading space
// when it starts a word, as GPT-2 reads it), its probability after POS + 1 tokens.
double real_model_probability(Context& c, const std::vector<std::string>& p) {
    const GptPass& pass = real_pass(c, p[1]);
    const long pos = std::strtol(p[2].c_str(), nullptr, 10);
    if (pos < 0 || pos >= pass.n())
        fail("no position " + p[2] + " in sentence " + p[1] + " for the model");
    const TextTokenizer& tok = real_readings(c).tokenizer();
    std::vector<int> ids;
    try {
        ids = tok.encode(" " + p[3]);
        if (ids.size() != 1) ids = tok.encode(p[3]);
    } catch (const std::invalid_argument&) {
        ids.clear();
    }
    if (ids.size() != 1) fail("'" + p[3] + "' is not one token of the model");
    const std::vector<double> probs =
        real_readings(c).next_token_probabilities(c.sentence_index(p[1]), int(pos));
    if (probs.empty() || ids[0] >= int(probs.size()))
        fail("the real model has not read sentence " + p[1] + " (yet)");
    return probs[std::size_t(ids[0])];
}

double model_probability(Context& c, const std::vector<std::string>& p) {
    const Lesson& l = c.lesson();
    if (!l.model && l.real_model) return real_model_probability(c, p);
    if (!l.model) fail("the lesson has no trained model (train one in the Training pane)");
    const int s = c.sentence_index(p[1]);
    const long pos = std::strtol(p[2].c_str(), nullptr, 10);
    const auto tokens = tokenize(l.sentences[std::size_t(s)]);
    if (pos < 0 || pos >= long(tokens.size()) || pos >= l.model->config.context)
        fail("no position " + p[2] + " in sentence " + p[1] + " for the model");
    const Vocabulary& v = l.model->vocabulary;
    const int id = v.id(p[3]);
    if (id <= 0) fail("the model has no word '" + p[3] + "' in its vocabulary");
    const std::span<const Intervention> what_if = l.what_if.over(Source::Trained);
    std::vector<std::vector<WordChance>> next;
    if (what_if.empty()) {
        next = read_probe(c.model(), v, l.sentences[std::size_t(s)], v.size()).next;
    } else {
        const std::vector<int> ids = v.encode(l.sentences[std::size_t(s)]);
        next = next_words_under(*l.model,
                                std::span<const int>(ids).first(std::min<std::size_t>(
                                    ids.size(), std::size_t(l.model->config.context))),
                                what_if, v.size());
    }
    for (const WordChance& w : next[std::size_t(pos)])
        if (w.id == id) return w.p;
    return 0.0;
}

// modelweight S LAYER HEAD ROW COL: the trained model's attention weight.
double model_weight(Context& c, const std::vector<std::string>& p) {
    const Lesson& l = c.lesson();
    if (!l.model &&
        l.real_model) {  // the window's pass: layer, head, and two tokens as the model reads them
        const GptPass& pass = real_pass(c, p[1]);
        const long layer = std::strtol(p[2].c_str(), nullptr, 10),
                   head = std::strtol(p[3].c_str(), nullptr, 10);
        if (layer < 1 || layer > pass.config.layers) fail("no layer " + p[2] + " in the model");
        if (head < 1 || head > pass.config.heads) fail("no head " + p[3] + " in the model");
        const TextTokenizer& tok = real_readings(c).tokenizer();
        const int row = real_token(pass, tok, p[4], p[1]), col = real_token(pass, tok, p[5], p[1]);
        return pass.weight(int(layer - 1), int(head - 1), row, col);
    }
    if (!l.model) fail("the lesson has no trained model (train one in the Training pane)");
    const int s = c.sentence_index(p[1]);
    const long layer = std::strtol(p[2].c_str(), nullptr, 10),
               head = std::strtol(p[3].c_str(), nullptr, 10);
    if (layer < 1 || layer > l.model->config.layers) fail("no layer " + p[2] + " in the model");
    if (head < 1 || head > l.model->config.heads) fail("no head " + p[3] + " in the model");
    const std::vector<int> ids = l.model->vocabulary.encode(l.sentences[std::size_t(s)]);
    const auto tokens = tokenize(l.sentences[std::size_t(s)]);
    if (ids.empty() || int(ids.size()) > l.model->config.context)
        fail("the model cannot read sentence " + p[1]);
    const auto find = [&](const std::string& w) {  // a word's first occurrence, or "@k"
        if (w.size() > 1 && w[0] == '@') {
            char* end = nullptr;
            const long k = std::strtol(w.c_str() + 1, &end, 10);
            if (*end != '\0' || k < 0 || k >= long(ids.size()))
                fail("no token " + w + " in sentence " + p[1]);
            return Eigen::Index(k);
        }
        auto it = std::find(tokens.begin(), tokens.end(), w);
        if (it == tokens.end()) fail("no word '" + w + "' in sentence " + p[1]);
        return Eigen::Index(it - tokens.begin());
    };
    std::vector<Trace> traces;
    try {
        traces = model_layer_traces(c.model(), ids, tokens, l.what_if.over(Source::Trained));
    } catch (const std::invalid_argument& e) {  // weights that overflow on this sentence
        fail(e.what());
    }
    return traces[std::size_t(layer - 1)].weights[std::size_t(head - 1)](find(p[4]), find(p[5]));
}

double sharpened_top_weight(Context& c, const std::vector<std::string>& p) {
    const Trace& t = c.trace(p[1]);
    const int row = c.token(p[1], p[2]);
    const double k = number_arg(p[3]);
    if (t.scores.empty()) fail("the sentence has no scores");
    const Eigen::RowVectorXd z = t.masked_scores(0).row(row).cast<double>() * k;
    const double top = z.maxCoeff();
    const double sum = (z.array() - top).exp().sum();
    return 1.0 / sum;  // the largest share: e^0 over the sum
}

// Random queries and keys of dimension D (entries standard normal, seeded:
// the same numbers on every run): the spread of their dot products, or the
// average largest softmax share among N keys, the scores scaled by 1/√D or not.
constexpr int kRandomTrials = 400;
// Bounds that keep one value under a few tenths of a second (it is filled in
// on the GUI thread): D ≤ 1024, N ≤ 64, D·N ≤ 4096.
constexpr int kMaxRandomDim = 1024, kMaxRandomKeys = 64, kMaxRandomWork = 4096;
constexpr std::size_t kMaxRandomKnown = 256;  // values remembered

double random_attention_uncached(const std::vector<std::string>& p, bool spread);

// The values depend on the arguments alone: computed once per process (a
// step's text is filled again on every drag).
constexpr int kMaxFreshRandom = 16;  // per text: a text of hundreds of them would take minutes

double random_attention(Context& c, const std::vector<std::string>& p, bool spread) {
    static std::mutex lock;
    static std::map<std::vector<std::string>, double> known;
    {
        const std::lock_guard<std::mutex> g(lock);
        if (auto it = known.find(p); it != known.end()) return it->second;
    }
    if (++c.fresh_random > kMaxFreshRandom)
        fail("more than " + std::to_string(kMaxFreshRandom) +
             " different random quantities in one text");
    const double v = random_attention_uncached(p, spread);
    const std::lock_guard<std::mutex> g(lock);
    if (known.size() >= kMaxRandomKnown) known.clear();
    return known.emplace(p, v).first->second;
}

double random_attention_uncached(const std::vector<std::string>& p, bool spread) {
    const double d = number_arg(p[1]);
    if (d < 1 || d > kMaxRandomDim || d != std::floor(d))
        fail("expected a dimension from 1 to 1024, got '" + p[1] + "'");
    const int dim = int(d);
    // Trial t is attn::random_keys' draw with seed (dim, t): the √d experiment's own numbers.
    const auto draw = [dim](int t, int keys) {
        return random_keys(dim, keys, (std::uint64_t(dim) << 32) + std::uint64_t(t));
    };
    if (spread) {
        double sum2 = 0;
        for (int t = 0; t < kRandomTrials; ++t) sum2 += draw(t, 1).scores.squaredNorm();
        return std::sqrt(sum2 / kRandomTrials);  // the mean is 0
    }
    const double n = number_arg(p[2]), scaled = number_arg(p[3]);
    if (n < 1 || n > kMaxRandomKeys || n != std::floor(n))
        fail("expected a number of keys from 1 to 64, got '" + p[2] + "'");
    if (d * n > kMaxRandomWork) fail("D × N is at most 4096 (" + p[1] + " × " + p[2] + " asked)");
    if (scaled != 0 && scaled != 1)
        fail("expected 1 (scaled by 1/√d) or 0 (not scaled), got '" + p[3] + "'");
    double total = 0;
    for (int t = 0; t < kRandomTrials; ++t)
        total += draw(t, int(n)).shares.row(scaled ? 1 : 0).maxCoeff();
    return total / kRandomTrials;
}

double compute(Context& c, const std::vector<std::string>& p) {
    if (p.empty()) fail("an empty quantity");
    const std::string& name = p[0];
    if (name == "input") {
        arity(p, 2, "input WORD AXIS");
        const std::optional<int> w = c.lesson().table.word_index(p[1]);
        if (!w) fail("no word '" + p[1] + "' in the table");
        return c.lesson().table.values()(*w, c.axis(p[2]));
    }
    if (name == "score" || name == "scaled" || name == "weight") {
        arity(p, 3, "score|scaled|weight SENTENCE ROW COL");
        const Trace& t = c.trace(p[1]);
        const int i = c.token(p[1], p[2]), j = c.token(p[1], p[3]);
        if (name == "weight") return t.weights[0](i, j);
        return name == "score" ? t.scores[0](i, j) : t.scores[0](i, j) * t.scale;
    }
    if (name == "headscore") {  // what head H's softmax reads: scaled, plus ALiBi's penalty
        arity(p, 4, "headscore SENTENCE HEAD ROW COL");
        const Trace& t = c.trace(p[1]);
        const long h = std::strtol(p[2].c_str(), nullptr, 10);
        if (h < 1 || h > t.heads) fail(missing_head(p[2], t.heads));
        const int i = c.token(p[1], p[3]), j = c.token(p[1], p[4]);
        const float v = t.masked_scores(int(h - 1))(i, j);
        if (!std::isfinite(v)) fail("'" + p[3] + "' does not see '" + p[4] + "' (masked)");
        return v;
    }
    if (name == "moved" || name == "movegap" || name == "movekept") {
        // The shift test (attnlab/attention/position_map.hpp): WORD put in front of sentence S.
        arity(p, 5, "moved|movegap|movekept SENTENCE HEAD ROW COL WORD");
        const Trace& t = c.trace(p[1]);
        const long h = std::strtol(p[2].c_str(), nullptr, 10);
        if (h < 1 || h > t.heads) fail(missing_head(p[2], t.heads));
        const int i = c.token(p[1], p[3]), j = c.token(p[1], p[4]);
        ShiftedScore s;
        try {
            s = shifted_score(c.lesson().table, t.tokens, c.lesson().attention, int(h - 1), i, j,
                              p[5]);
        } catch (const std::invalid_argument& e) {
            fail(e.what());
        }
        if (name == "moved") return s.after;
        // Within float noise the score is kept: 0, so a choice comparing movekept with
        // movegap names "kept" (ties go to the first).
        const double gap = s.unchanged() ? 0.0 : std::abs(double(s.after) - s.before);
        return name == "movegap" ? gap : -gap;
    }
    if (name == "alibislope") {
        arity(p, 1, "alibislope HEAD");
        const int heads = std::max(1, c.lesson().attention.heads);
        const long h = std::strtol(p[1].c_str(), nullptr, 10);
        if (h < 1 || h > heads) fail(missing_head(p[1], heads));
        return alibi_slope(int(h), heads);
    }
    if (name == "headweight") {
        arity(p, 4, "headweight SENTENCE HEAD ROW COL");
        const Trace& t = c.trace(p[1]);
        const long h = std::strtol(p[2].c_str(), nullptr, 10);
        if (h < 1 || h > t.heads) fail(missing_head(p[2], t.heads));
        return t.weights[std::size_t(h - 1)](c.token(p[1], p[3]), c.token(p[1], p[4]));
    }
    if (name == "output") {
        arity(p, 3, "output SENTENCE WORD AXIS");
        const Trace& t = c.trace(p[1]);
        return t.output(c.token(p[1], p[2]), c.axis(p[3]));
    }
    if (name == "concat") {
        arity(p, 3, "concat SENTENCE WORD K");
        const Trace& t = c.trace(p[1]);
        const double k = number_arg(p[3]);
        if (k < 1 || k > t.concat.cols() || k != std::floor(k))
            fail("no joined number " + p[3] + " (the heads join " +
                 std::to_string(t.concat.cols()) + ", counted from 1)");
        return t.concat(c.token(p[1], p[2]), Eigen::Index(k) - 1);
    }
    if (name == "pe" || name == "x") {
        arity(p, 3, "pe|x SENTENCE WORD AXIS");
        const Trace& t = c.trace(p[1]);
        const int i = c.token(p[1], p[2]), a = c.axis(p[3]);
        if (name == "x") return t.input(i, a);
        return positional_encoding(t.n(), c.lesson().table.axis_count())(i, a);
    }
    if (name == "sharpen") {
        arity(p, 3, "sharpen SENTENCE WORD K");
        return sharpened_top_weight(c, p);
    }
    if (name == "randomspread") {
        arity(p, 1, "randomspread D");
        return random_attention(c, p, true);
    }
    if (name == "randomshare") {
        arity(p, 3, "randomshare D N SCALED");
        return random_attention(c, p, false);
    }
    if (name == "sqrtdk") {
        arity(p, 0, "sqrtdk");
        const int d = c.lesson().table.axis_count();
        return std::sqrt(double(d) / std::max(1, c.lesson().attention.heads));
    }
    if (name == "heads" || name == "d" || name == "dk") {
        arity(p, 0, name.c_str());
        const int d = c.lesson().table.axis_count(), h = std::max(1, c.lesson().attention.heads);
        return name == "heads" ? h : name == "d" ? d : d / h;
    }
    if (name == "tokens") {
        arity(p, 1, "tokens SENTENCE");
        return double(c.trace(p[1]).n());
    }
    if (name == "prob" || name == "loss") {
        arity(p, 3, "prob|loss SENTENCE POSITION WORD");
        const double pr = model_probability(c, p);
        return name == "prob" ? pr : -std::log(std::max(pr, std::numeric_limits<double>::min()));
    }
    if (name == "modelweight") {
        arity(p, 5, "modelweight SENTENCE LAYER HEAD ROW COL");
        return model_weight(c, p);
    }
    if (name == "ratio" || name == "nearratio") {
        // ratio: WORD's output on AXIS over its output on the other; nearratio: how close that
        // ratio is to R, on a log scale (0 when equal, below 0 otherwise): the largest of several
        // nearratio names the nearest "about R to one" (a choice's compare).
        const bool near = name == "nearratio";
        arity(p, near ? 5 : 4,
              near ? "nearratio SENTENCE WORD AXIS AXIS R" : "ratio SENTENCE WORD AXIS AXIS");
        const Trace& t = c.trace(p[1]);
        const int i = c.token(p[1], p[2]);
        const double a = t.output(i, c.axis(p[3])), b = t.output(i, c.axis(p[4]));
        if (!near) {
            if (b == 0) fail("the ratio's divisor, " + p[2] + "'s output on " + p[4] + ", is 0");
            return a / b;
        }
        const double r = number_arg(p[5]);
        if (!(r > 0)) fail("expected a ratio above 0, got '" + p[5] + "'");
        constexpr double kTiny = 1e-9;  // a side at or below 0: far from any ratio, and finite
        return -std::abs(std::log(std::max(a, kTiny) / std::max(b, kTiny)) - std::log(r));
    }
    if (name == "identity") {
        arity(p, 1, "identity wq|wk|wv|wo");
        const AttentionConfig& a = c.lesson().attention;
        const Projection* m = p[1] == "wq"   ? &a.wq
                              : p[1] == "wk" ? &a.wk
                              : p[1] == "wv" ? &a.wv
                              : p[1] == "wo" ? &a.wo
                                             : nullptr;
        if (!m) fail("expected wq, wk, wv or wo, got '" + p[1] + "'");
        if (m->values.size() == 0) return 1;  // empty: the identity
        return m->values.rows() == m->values.cols() && m->values.isIdentity(0) ? 1 : 0;
    }
    if (name == "outputgap") {
        arity(p, 3, "outputgap SENTENCE SENTENCE WORD");
        const Trace& a = c.trace(p[1]);
        const Trace& b = c.trace(p[2]);
        const int i = c.token(p[1], p[3]), j = c.token(p[2], p[3]);
        return double((a.output.row(i) - b.output.row(j)).cwiseAbs().maxCoeff());
    }
    if (name == "before") {  // the quantity without the what-if laid over the pass
        if (p.size() < 2 || p[1] == "before")
            fail("expected before QUANTITY, such as before output 0 bank water");
        Lesson plain = c.lesson();
        plain.what_if = {};
        Context without(plain, c.readings());
        return compute(without, std::vector<std::string>(p.begin() + 1, p.end()));
    }
    if (name == "shift") {  // how far WORD's output moves when head H alone is switched off
        arity(p, 3, "shift SENTENCE WORD HEAD");
        // Measured from the lesson's own pass: the heads a student has switched off meanwhile
        // do not change which head matters.
        Lesson plain = c.lesson();
        plain.what_if = {};
        Context own(plain, c.readings());
        const Trace& t = own.trace(p[1]);
        const int i = own.token(p[1], p[2]);
        const double h = number_arg(p[3]);
        if (h < 1 || h > t.heads || h != std::floor(h))
            fail("no head " + p[3] + " (the attention has " + std::to_string(t.heads) + ")");
        Lesson off = plain;
        off.what_if.interventions = {
            Intervention::on_head(Intervention::Kind::Ablate, 0, int(h) - 1)};
        Context switched(off, c.readings());
        const Trace& u = switched.trace(p[1]);
        return double((u.output.row(i) - t.output.row(i)).cwiseAbs().maxCoeff());
    }
    if (name == "nlog") {
        arity(p, 1, "nlog P");
        const double v = number_arg(p[1]);
        if (!(v > 0 && v <= 1)) fail("nlog needs a probability in (0, 1], got " + p[1]);
        return -std::log(v);
    }
    if (detail::is_training_quantity(name))
        return detail::training_quantity(c.lesson(), c.lesson().model ? &c.model() : nullptr, p);
    fail("unknown quantity '" + name +
         "' (expected input, score, scaled, weight, headweight, output, concat, sharpen, pe, x, "
         "randomspread, randomshare, sqrtdk, heads, d, dk, tokens, prob, loss, "
         "modelweight, ratio, nearratio, identity, outputgap, shift, nlog, dlogit, dscore, "
         "scorepush, adamstep, adamclip, adamweight, adamlr, params, gpt2params, trainrate, "
         "corpustokens, traintime, headrole, or before QUANTITY)");
}

// "if LEFT OP RIGHT | THEN | ELSE": a wording chosen by the numbers. LEFT and
// RIGHT are quantities or plain numbers, OP one of > < >= <=; ELSE may be
// left out (nothing is printed when the comparison fails).
struct Condition {
    std::string left, op, right, then_text, else_text;
};

bool is_condition(const std::string& expression) {
    const std::size_t b = expression.find_first_not_of(' ');
    return b != std::string::npos && expression.compare(b, 3, "if ") == 0;
}

std::string trimmed(const std::string& s) {
    const std::size_t b = s.find_first_not_of(' '), e = s.find_last_not_of(' ');
    return b == std::string::npos ? std::string() : s.substr(b, e - b + 1);
}

Condition parse_condition(const std::string& expression) {
    constexpr const char* kUsage = "expected 'if LEFT > RIGHT | THEN | ELSE' (or <, >=, <=)";
    std::vector<std::string> branches;
    std::size_t at = 0;
    for (std::size_t bar; (bar = expression.find('|', at)) != std::string::npos; at = bar + 1)
        branches.push_back(expression.substr(at, bar - at));
    branches.push_back(expression.substr(at));
    if (branches.size() < 2 || branches.size() > 3) fail(kUsage);
    const std::vector<std::string> words = split(branches[0]);
    Condition c;
    std::size_t op = 0;
    for (std::size_t i = 1; i < words.size(); ++i)
        if (words[i] == ">" || words[i] == "<" || words[i] == ">=" || words[i] == "<=") op = i;
    if (op < 2 || op + 1 >= words.size()) fail(kUsage);
    const auto join = [&](std::size_t from, std::size_t to) {
        std::string out;
        for (std::size_t i = from; i < to; ++i) out += (out.empty() ? "" : " ") + words[i];
        return out;
    };
    c.left = join(1, op);
    c.op = words[op];
    c.right = join(op + 1, words.size());
    c.then_text = trimmed(branches[1]);
    if (branches.size() == 3) c.else_text = trimmed(branches[2]);
    return c;
}

// A side of a condition: a plain number, or a quantity.
double operand(Context& c, const std::string& side) {
    char* end = nullptr;
    const double v = std::strtod(side.c_str(), &end);
    if (end && *end == '\0' && !side.empty()) return v;
    return compute(c, split(side));
}

std::string chosen_wording(Context& c, const std::string& expression) {
    const Condition k = parse_condition(expression);
    const double a = operand(c, k.left), b = operand(c, k.right);
    const bool holds = k.op == ">" ? a > b : k.op == "<" ? a < b : k.op == ">=" ? a >= b : a <= b;
    return holds ? k.then_text : k.else_text;
}

// How a quantity is printed: the trailing "%" (a percentage, 1 decimal) or
// "#N" (N decimals, 0 to 6) of its expression; 3 decimals otherwise.
struct Form {
    bool percent = false;
    bool grouped = false;  // "#,": a whole number in groups of three digits
    int digits = 3;
    std::string suffix;  // as written ("%", "#4"), put back by rewrites
};

Form take_form(std::vector<std::string>& p) {
    Form f;
    if (p.empty()) return f;
    const std::string& last = p.back();
    if (last == "%")
        f.percent = true, f.digits = 1;
    else if (last == "#,")
        f.grouped = true, f.digits = 0;
    else if (last.size() == 2 && last[0] == '#' && last[1] >= '0' && last[1] <= '6')
        f.digits = last[1] - '0';
    else
        return f;
    f.suffix = last;
    p.pop_back();
    return f;
}

std::string format(double v, const Form& f, const std::string& decimal_point) {
    char buf[64];
    if (f.percent)
        std::snprintf(buf, sizeof buf, "%.1f%%", v * 100.0);
    else
        std::snprintf(buf, sizeof buf, "%.*f", f.digits, v);
    std::string s = buf;
    // A positive value too small for the digits shown never reads as zero (a real model's
    // probability of 0.0002 printed "0.000"): "< 0.001", "< 0.1%", as the figures' cells say it.
    if (v > 0 && !f.grouped && s.find_first_not_of("0.%") == std::string::npos) {
        const int digits = f.percent ? 1 : f.digits;
        s = digits == 0 ? "1" : "0." + std::string(std::size_t(digits - 1), '0') + "1";
        s = "< " + s + (f.percent ? "%" : "");
    }
    if (f.grouped) {  // 124439808 → "124 439 808", a narrow no-break space in every language
        const std::size_t first = s[0] == '-' ? 1 : 0;
        for (std::size_t k = s.size(); k > first + 3; k -= 3) s.insert(k - 3, "\u202F");
    }
    if (s[0] == '-' && s.find_first_not_of("-0.%") == std::string::npos)
        s.erase(0, 1);  // never "-0.000"
    // snprintf writes '.' (the engine never sets a C locale); the reader's sign replaces it.
    if (const std::size_t dot = s.find('.'); dot != std::string::npos && decimal_point != ".")
        s.replace(dot, 1, decimal_point);
    return s;
}

// The arguments of each quantity, in order (the grammar of compute()).
const std::vector<QuantityArg>* signature(const std::string& name) {
    using A = QuantityArg;
    static const std::map<std::string, std::vector<QuantityArg>> table{
        {"input", {A::Word, A::Axis}},
        {"score", {A::Sentence, A::Word, A::Word}},
        {"scaled", {A::Sentence, A::Word, A::Word}},
        {"weight", {A::Sentence, A::Word, A::Word}},
        {"headweight", {A::Sentence, A::Number, A::Word, A::Word}},
        {"headscore", {A::Sentence, A::Number, A::Word, A::Word}},
        {"moved", {A::Sentence, A::Number, A::Word, A::Word, A::Word}},
        {"movegap", {A::Sentence, A::Number, A::Word, A::Word, A::Word}},
        {"movekept", {A::Sentence, A::Number, A::Word, A::Word, A::Word}},
        {"alibislope", {A::Number}},
        {"output", {A::Sentence, A::Word, A::Axis}},
        {"sharpen", {A::Sentence, A::Word, A::Number}},
        {"pe", {A::Sentence, A::Word, A::Axis}},
        {"concat", {A::Sentence, A::Word, A::Number}},
        {"randomspread", {A::Number}},
        {"randomshare", {A::Number, A::Number, A::Number}},
        {"x", {A::Sentence, A::Word, A::Axis}},
        {"sqrtdk", {}},
        {"heads", {}},
        {"d", {}},
        {"dk", {}},
        {"tokens", {A::Sentence}},
        {"prob", {A::Sentence, A::Number, A::ModelWord}},
        {"loss", {A::Sentence, A::Number, A::ModelWord}},
        {"modelweight", {A::Sentence, A::Number, A::Number, A::Word, A::Word}},
        {"nlog", {A::Number}},
        {"ratio", {A::Sentence, A::Word, A::Axis, A::Axis}},
        {"nearratio", {A::Sentence, A::Word, A::Axis, A::Axis, A::Number}},
        {"identity", {A::Number}},  // wq|wk|wv|wo: a name no rewrite touches
        {"outputgap", {A::Sentence, A::Sentence, A::Word}},
        {"shift", {A::Sentence, A::Word, A::Number}},
        {"dlogit", {A::Sentence, A::Word, A::ModelWord, A::ModelWord}},
        {"dscore", {A::Sentence, A::Number, A::Number, A::Word, A::Word, A::ModelWord}},
        {"scorepush", {A::Sentence, A::Number, A::Number, A::Word, A::Word, A::ModelWord}},
        {"adamstep", {A::Sentence, A::Word, A::ModelWord, A::Number}},
        {"adamclip", {}},
        {"adamweight",
         {A::Sentence, A::Word, A::ModelWord, A::Number, A::Number, A::Number, A::Number,
          A::Number}},
        {"adamlr", {}},
        {"params", {}},
        {"gpt2params", {}},
        {"trainrate", {}},
        {"corpustokens", {A::Number}},
        {"traintime", {A::Number, A::Number, A::Number}},
        {"headrole", {A::Number, A::Number, A::Number}},
    };
    auto it = table.find(name);
    return it == table.end() ? nullptr : &it->second;
}

// Calls f on each {{…}} expression of `text`; returns the text with each
// replaced by what f returns.
std::string each_expression(const std::string& text,
                            const std::function<std::string(const std::string&)>& f) {
    std::string out;
    std::size_t pos = 0;
    while (true) {
        const std::size_t open = text.find("{{", pos);
        const std::size_t close = open == std::string::npos ? open : text.find("}}", open + 2);
        if (close == std::string::npos) return out.append(text, pos, std::string::npos);
        out.append(text, pos, open - pos);
        out += "{{" + f(text.substr(open + 2, close - open - 2)) + "}}";
        pos = close + 2;
    }
}

}  // namespace

std::string rewrite_quantity(const std::string& expression, const ArgRewrite& f) {
    if (is_condition(expression)) {  // its two sides are quantities; its wordings are words
        Condition k;
        try {
            k = parse_condition(expression);
        } catch (const QuantityError&) {
            return expression;
        }
        const std::string left = rewrite_quantity(k.left, f), right = rewrite_quantity(k.right, f);
        if (left == k.left && right == k.right) return expression;
        const std::size_t bar = expression.find('|');
        return "if " + left + " " + k.op + " " + right + " " + expression.substr(bar);
    }
    std::vector<std::string> p = split(expression);
    const Form form = take_form(p);
    // "before QUANTITY": the quantity's own arguments, one word on.
    const std::size_t skip = !p.empty() && p[0] == "before" ? 1 : 0;
    const std::vector<QuantityArg>* sig = p.size() <= skip ? nullptr : signature(p[skip]);
    if (!sig || sig->size() + 1 + skip != p.size()) return expression;
    bool changed = false;
    for (std::size_t i = 0; i < sig->size(); ++i) {
        std::string next = f((*sig)[i], p[i + 1 + skip]);
        changed = changed || next != p[i + 1 + skip];
        p[i + 1 + skip] = std::move(next);
    }
    if (!changed) return expression;  // as written, spacing and all
    std::string out;
    for (const std::string& part : p) out += (out.empty() ? "" : " ") + part;
    return form.suffix.empty() ? out : out + " " + form.suffix;
}

std::string rewrite_quantities(const std::string& text, const ArgRewrite& f) {
    if (text.find("{{") == std::string::npos) return text;
    return each_expression(text, [&](const std::string& e) { return rewrite_quantity(e, f); });
}

void each_quantity_expression(const std::string& text,
                              const std::function<void(const std::string&)>& f) {
    if (text.find("{{") == std::string::npos) return;
    each_expression(text, [&](const std::string& e) {
        f(e);
        return e;
    });
}

void each_quantity_arg(const std::string& text, bool braces,
                       const std::function<void(QuantityArg, const std::string&)>& f) {
    const ArgRewrite visit = [&](QuantityArg k, const std::string& a) {
        f(k, a);
        return a;
    };
    if (braces)
        rewrite_quantities(text, visit);
    else
        rewrite_quantity(text, visit);
}

Lesson lesson_for_step(const Lesson& lesson, const StepView& view) {
    Lesson out = lesson;
    out.attention = view.switches().over(lesson.attention);
    if (out.table.axis_count() > 0) validate(out.attention, out.table.axis_count());
    return out;
}

double quantity(const Lesson& lesson, const std::string& expression,
                const ModelReadings* readings) {
    Context c(lesson, readings);
    return compute(c, split(expression));
}

std::string fill_quantities(const Lesson& lesson, const std::string& text,
                            std::vector<std::string>* problems, const std::string& decimal_point,
                            const std::string& before, const std::string& after,
                            const ModelReadings* readings) {
    Context c(lesson, readings);
    std::string out;
    out.reserve(text.size());
    std::size_t pos = 0;
    while (true) {
        const std::size_t open = text.find("{{", pos);
        const std::size_t close = open == std::string::npos ? open : text.find("}}", open + 2);
        if (close == std::string::npos) {
            out.append(text, pos, std::string::npos);
            return out;
        }
        out.append(text, pos, open - pos);
        const std::string expr = text.substr(open + 2, close - open - 2);
        std::vector<std::string> parts = split(expr);
        const Form form = take_form(parts);
        try {
            if (is_condition(expr))
                out += chosen_wording(c, expr);
            else
                out += before + format(compute(c, parts), form, decimal_point) + after;
        } catch (const QuantityError& e) {
            out += std::string("⟨") + e.what() + "⟩";  // a sentence for the reader; the author
                                                       // gets the expression in `problems`
            if (problems) problems->push_back("{{" + expr + "}}: " + e.what());
        }
        pos = close + 2;
    }
}

ExpectedAnswer expected_answer(const Lesson& lesson, const StepQuestion& q,
                               const ModelReadings* readings) {
    Context c(lesson, readings);
    ExpectedAnswer a;
    switch (q.kind) {
        case StepQuestion::Kind::Choice: {
            if (q.compare.empty()) {
                a.choice = q.answer;
                break;
            }
            double best = -std::numeric_limits<double>::infinity();
            for (std::size_t i = 0; i < q.compare.size(); ++i) {
                const double v = compute(c, split(q.compare[i]));
                if (v > best) best = v, a.choice = int(i);
            }
            break;
        }
        case StepQuestion::Kind::Number:
            a.number = compute(c, split(q.quantity));
            break;
        case StepQuestion::Kind::Cell: {
            const std::string s = std::to_string(q.sentence);
            const Trace& t = c.trace(s);
            if (q.head < 1 || q.head > t.heads) fail(missing_head(std::to_string(q.head), t.heads));
            const Matrix& w = t.weights[std::size_t(q.head - 1)];
            if (w.size() == 0) fail("sentence " + s + " has no words");
            Eigen::Index r = 0, col = 0;
            if (q.row.empty()) {
                w.maxCoeff(&r, &col);
            } else {
                r = c.token(s, q.row);
                w.row(r).maxCoeff(&col);
            }
            a.row = int(r), a.col = int(col);
            break;
        }
    }
    return a;
}

bool choice_is_right(const Lesson& lesson, const StepQuestion& q, int choice,
                     const ModelReadings* readings) {
    return expected_answer(lesson, q, readings).choice == choice;
}

bool number_is_right(const Lesson& lesson, const StepQuestion& q, double value,
                     const ModelReadings* readings) {
    return std::isfinite(value) &&
           std::abs(expected_answer(lesson, q, readings).number - value) <= q.tolerance + 1e-9;
}

bool cell_is_right(const Lesson& lesson, const StepQuestion& q, int row, int col,
                   const ModelReadings* readings) {
    const ExpectedAnswer a = expected_answer(lesson, q, readings);
    if (!q.row.empty() && row != a.row) return false;
    if (row == a.row && col == a.col) return true;
    // Ties: any cell holding the largest value is right.
    Context c(lesson, readings);
    const Matrix& w = c.trace(std::to_string(q.sentence)).weights[std::size_t(q.head - 1)];
    return row >= 0 && col >= 0 && row < w.rows() && col < w.cols() &&
           w(row, col) == w(a.row, a.col);
}

}  // namespace attn
