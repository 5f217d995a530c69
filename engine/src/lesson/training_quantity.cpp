// How the lesson's trained model learns, as step quantities (training_quantity.hpp).
#include "training_quantity.hpp"

#include <algorithm>
#include <cmath>
#include <map>
#include <mutex>

#include "attnlab/gpt/gpt_config.hpp"
#include "attnlab/gpt/gpt_of_trained.hpp"
#include "attnlab/gpt/head_roles.hpp"
#include "attnlab/lesson/step_quantity.hpp"
#include "attnlab/training/prediction_gradient.hpp"
#include "attnlab/training/training_rate.hpp"
#include "attnlab/words/tokenizer.hpp"

namespace attn::detail {
namespace {

[[noreturn]] void fail(const std::string& what) { throw QuantityError(what); }

void arity(const std::vector<std::string>& p, std::size_t n, const char* usage) {
    if (p.size() != n + 1) fail(std::string("expected '") + usage + "'");
}

long whole(const std::string& s, const char* what) {
    char* end = nullptr;
    const long v = std::strtol(s.c_str(), &end, 10);
    if (s.empty() || *end != '\0') fail(std::string("expected ") + what + ", got '" + s + "'");
    return v;
}

double number(const std::string& s) {
    char* end = nullptr;
    const double v = std::strtod(s.c_str(), &end);
    if (s.empty() || *end != '\0' || !std::isfinite(v)) fail("expected a number, got '" + s + "'");
    return v;
}

const Model& need(const Model* m) {
    if (!m) fail("the lesson has no trained model (train one in the Training pane)");
    return *m;
}

// One sentence as the trained model reads it: its tokens and their ids.
struct Read {
    std::vector<std::string> tokens;
    std::vector<int> ids;

    int position(const std::string& word, const std::string& sentence_arg) const {
        if (word.size() > 1 && word[0] == '@') {
            const long k = whole(word.substr(1), "a token number");
            if (k < 0 || k >= long(ids.size()))
                fail("no token " + word + " in sentence " + sentence_arg);
            return int(k);
        }
        auto it = std::find(tokens.begin(), tokens.end(), word);
        if (it == tokens.end() || it - tokens.begin() >= long(ids.size()))
            fail("no word '" + word + "' in sentence " + sentence_arg + " for the model");
        return int(it - tokens.begin());
    }
};

Read read(const Lesson& l, const Model& m, const std::string& sentence_arg) {
    const long s = whole(sentence_arg, "a sentence number (0, 1, …)");
    if (s < 0 || s >= long(l.sentences.size()))
        fail("no sentence " + sentence_arg + " (the lesson has " +
             std::to_string(l.sentences.size()) + ", counted from 0)");
    const std::string& text = l.sentences[std::size_t(s)];
    Read r{tokenize(text), l.model->vocabulary.encode(text)};
    if (r.ids.size() != r.tokens.size() || r.ids.empty())
        fail("the model cannot read sentence " + sentence_arg);
    r.ids.resize(std::min<std::size_t>(r.ids.size(), std::size_t(m.config().context)));
    return r;
}

int word_id(const Lesson& l, const std::string& word) {
    const int id = l.model->vocabulary.id(word);
    if (id <= 0) fail("the model has no word '" + word + "' in its vocabulary");
    return id;
}

int layer_or_head(const std::string& s, int count, const char* what) {
    const long v = whole(s, what);
    if (v < 1 || v > count)
        fail(std::string("no ") + what + " " + s + " in the model (1 to " + std::to_string(count) +
             ")");
    return int(v - 1);
}

// dscore S L H ROW COL TARGET: ∂loss/∂score for the prediction after ROW.
double score_gradient(const Lesson& l, const Model& m, const std::vector<std::string>& p) {
    const Read r = read(l, m, p[1]);
    const int layer = layer_or_head(p[2], m.config().layers, "layer");
    const int head = layer_or_head(p[3], m.config().heads, "head");
    const int row = r.position(p[4], p[1]), col = r.position(p[5], p[1]);
    const OnePrediction one = one_prediction(m, r.ids, row, word_id(l, p[6]));
    return col > row ? 0.0 : one.scores.at(layer, head)(row, col);
}

// The AdamW settings of the one step by hand: the trainer's defaults.
AdamWSettings step_settings() { return AdamWSettings{}; }

// dlogit SENTENCE WORD TARGET CANDIDATE: ∂loss/∂logit of CANDIDATE for the
// prediction after WORD when TARGET should come next.
double logit_gradient(const Lesson& l, const Model& m, const std::vector<std::string>& p) {
    const Read r = read(l, m, p[1]);
    const OnePrediction one = one_prediction(m, r.ids, r.position(p[2], p[1]), word_id(l, p[3]));
    return one.dlogits[std::size_t(word_id(l, p[4]))];
}

// adamstep SENTENCE WORD TARGET before|after|drop|norm: the loss before or after one
// AdamW step on that prediction, its drop, or the gradient's norm.
double adam_step(const Lesson& l, const Model& m, const std::vector<std::string>& p) {
    const Read r = read(l, m, p[1]);
    const OneStep s =
        one_adam_step(m, r.ids, r.position(p[2], p[1]), word_id(l, p[3]), step_settings());
    if (p[4] == "before") return s.loss_before;
    if (p[4] == "after") return s.loss_after;
    if (p[4] == "drop") return s.loss_before - s.loss_after;
    if (p[4] == "norm") return s.grad_norm;
    fail("expected before, after, drop or norm, got '" + p[4] + "'");
}

double adam_weight(const Lesson& l, const Model& m, const std::vector<std::string>& p) {
    const Read r = read(l, m, p[1]);
    const int row = r.position(p[2], p[1]);
    const int layer = layer_or_head(p[4], m.config().layers, "layer");
    const int head = layer_or_head(p[5], m.config().heads, "head");
    if (p[6] != "wq" && p[6] != "wk") fail("expected wq or wk, got '" + p[6] + "'");
    const long k = whole(p[7], "a rank (1 for the largest gradient)");
    const OneStep step = one_adam_step(m, r.ids, row, word_id(l, p[3]), step_settings());
    const auto ranked = head_weights_by_gradient(
        m.config(), step.grad, layer, head, p[6] == "wq" ? QueryOrKey::Query : QueryOrKey::Key);
    if (k < 1 || k > long(ranked.size()))
        fail("no weight " + p[7] + " (the head's matrix has " + std::to_string(ranked.size()) +
             ")");
    const HeadWeight& w = ranked[std::size_t(k - 1)];
    const std::string& f = p[8];
    if (f == "row") return w.row + 1;
    if (f == "col") return w.col + 1;
    if (f == "before") return step.before[w.index];
    if (f == "grad") return step.grad[w.index];
    if (f == "m") return step.m[w.index];
    if (f == "v") return step.v[w.index];
    if (f == "sqrtv") return std::sqrt(double(step.v[w.index]));
    if (f == "after") return step.after[w.index];
    if (f == "step") return double(step.after[w.index]) - double(step.before[w.index]);
    fail("expected row, col, before, grad, m, v, sqrtv, step or after, got '" + f + "'");
}

double training_rate(const ModelConfig& c) {
    // Measured once per model size and process: a text quoting it reads the same number each time.
    static std::mutex mutex;
    static std::map<std::vector<int>, double> measured;
    const std::vector<int> key{c.vocab, c.context, c.d, c.heads, c.layers, c.d_ff};
    std::lock_guard lock(mutex);
    auto it = measured.find(key);
    if (it == measured.end()) it = measured.emplace(key, measure_training_rate(c)).first;
    return it->second;
}

constexpr double kBytesPerToken = 4.0;  // English text in GPT-2's BPE, about
constexpr double kSecondsPerYear = 365.25 * 24 * 3600;

double corpus_tokens(const std::string& gb) {
    const double v = number(gb);
    if (!(v > 0)) fail("expected gigabytes above 0, got '" + gb + "'");
    return v * 1e9 / kBytesPerToken;
}

// traintime GB tiny|gpt2 hours|days|years: how long training this model (or GPT-2
// small) on GB gigabytes of text takes at the measured training rate, in that unit.
double train_time(const Model& m, const std::vector<std::string>& p) {
    if (p[2] != "tiny" && p[2] != "gpt2") fail("expected tiny or gpt2, got '" + p[2] + "'");
    const double unit = p[3] == "hours"   ? 3600.0
                        : p[3] == "days"  ? 24 * 3600.0
                        : p[3] == "years" ? kSecondsPerYear
                                          : 0.0;
    if (unit == 0) fail("expected hours, days or years, got '" + p[3] + "'");
    // A training step's arithmetic grows with the parameters (about 6 per parameter per
    // token), so GPT-2 small trains slower than this model by their ratio.
    const double slower = p[2] == "tiny" ? 1.0
                                         : double(gpt_parameter_count(GptConfig{})) /
                                               double(parameter_count(m.config()));
    return corpus_tokens(p[1]) * slower / training_rate(m.config()) / unit;
}

// headrole L H ROLE: the head-roles test on the trained model as the Model dock's
// Head roles tab and `attention-lab heads` run it by default — a random sequence
// of R = min(T / 2, 32) ids of the whole vocabulary read twice, seed 1 — so the
// text's numbers are the tab's.
double head_role(const Lesson& l, const std::vector<std::string>& p) {
    if (!l.model) fail("the lesson has no trained model (train one in the Training pane)");
    const TrainedModel& m = *l.model;
    const int layer = layer_or_head(p[1], m.config.layers, "layer");
    const int head = layer_or_head(p[2], m.config.heads, "head");
    const int R = std::min(m.config.context / 2, 32);
    if (R < 2) fail("the model reads too few tokens for the head-roles test");
    const HeadRoleScores s =
        head_roles(gpt_model_of(m), random_token_sequence(m.config.vocab, R, 1)).at(layer, head);
    if (p[3] == "previous") return s.previous_token;
    if (p[3] == "induction") return s.induction;
    if (p[3] == "duplicate") return s.duplicate;
    if (p[3] == "first") return s.first_token;
    fail("expected previous, induction, duplicate or first, got '" + p[3] + "'");
}

}  // namespace

bool is_training_quantity(const std::string& name) {
    static const char* const kNames[] = {
        "dlogit", "dscore",     "scorepush", "adamstep",     "adamclip",  "adamweight", "adamlr",
        "params", "gpt2params", "trainrate", "corpustokens", "traintime", "headrole"};
    return std::any_of(std::begin(kNames), std::end(kNames),
                       [&](const char* n) { return name == n; });
}

double training_quantity(const Lesson& l, const Model* model, const std::vector<std::string>& p) {
    const std::string& name = p[0];
    if (name == "dlogit") {
        arity(p, 4, "dlogit SENTENCE WORD TARGET CANDIDATE");
        return logit_gradient(l, need(model), p);
    }
    if (name == "dscore" || name == "scorepush") {
        arity(p, 6, "dscore|scorepush SENTENCE LAYER HEAD ROW COL TARGET");
        const double g = score_gradient(l, need(model), p);
        return name == "dscore" ? g : -g;
    }
    if (name == "adamstep") {
        arity(p, 4, "adamstep SENTENCE WORD TARGET before|after|drop|norm");
        return adam_step(l, need(model), p);
    }
    if (name == "adamclip") {
        arity(p, 0, "adamclip");
        return step_settings().clip;
    }
    if (name == "adamweight") {
        arity(p, 8, "adamweight SENTENCE WORD TARGET LAYER HEAD wq|wk K FIELD");
        return adam_weight(l, need(model), p);
    }
    if (name == "adamlr") {
        arity(p, 0, "adamlr");
        return step_settings().lr;
    }
    if (name == "headrole") {
        arity(p, 3, "headrole LAYER HEAD previous|induction|duplicate|first");
        return head_role(l, p);
    }
    if (name == "params") {
        arity(p, 0, "params");
        return double(parameter_count(need(model).config()));
    }
    if (name == "gpt2params") {
        arity(p, 0, "gpt2params");
        return double(gpt_parameter_count(GptConfig{}));  // GPT-2 small's config
    }
    if (name == "trainrate") {
        arity(p, 0, "trainrate");
        return training_rate(need(model).config());
    }
    if (name == "corpustokens") {
        arity(p, 1, "corpustokens GB");
        return corpus_tokens(p[1]);
    }
    if (name == "traintime") {
        arity(p, 3, "traintime GB tiny|gpt2 hours|days|years");
        return train_time(need(model), p);
    }
    fail("unknown quantity '" + name + "'");
}

}  // namespace attn::detail
