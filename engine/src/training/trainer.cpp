#include "attnlab/training/trainer.hpp"

#include <Eigen/Core>
#include <chrono>
#include <cmath>
#include <limits>
#include <stdexcept>

#include "attnlab/support/parallel.hpp"
#include "attnlab/training/induction_task.hpp"
#include "attnlab/words/tokenizer.hpp"
#include "support/splitmix.hpp"

namespace attn {
namespace {

constexpr float kNaN = std::numeric_limits<float>::quiet_NaN();

[[noreturn]] void bad(const std::string& field, const std::string& what) {
    throw std::invalid_argument(field + ": " + what);
}

std::uint64_t next(std::uint64_t& s) { return detail::splitmix64(s); }

// The message of a divergence at step `bad` (counted from 1), the weights of step `kept` kept.
std::string divergence_message(int bad, int kept) {
    return "training diverged at step " + std::to_string(bad) +
           " (the loss or the update was not finite); kept the weights of step " +
           std::to_string(kept) + " — try a smaller learning rate";
}

// A step's report without validation loss (NaN) or timing (filled in by the caller).
StepReport step_report(int step, int total, float loss, float lr, float norm) {
    StepReport rep;
    rep.step = step;
    rep.total = total;
    rep.train_loss = loss;
    rep.val_loss = kNaN;
    rep.lr = lr;
    rep.grad_norm = norm;
    return rep;
}

}  // namespace

void validate(const TrainOptions& o) {
    if (o.steps <= 0)
        bad("steps", "expected a positive number of steps, got " + std::to_string(o.steps));
    if (o.batch <= 0)
        bad("batch", "expected a positive batch size, got " + std::to_string(o.batch));
    if (!(o.adamw.lr > 0) || !std::isfinite(o.adamw.lr))
        bad("lr", "expected a positive learning rate, got " + std::to_string(o.adamw.lr));
    if (!(o.adamw.beta1 >= 0 && o.adamw.beta1 < 1) || !(o.adamw.beta2 >= 0 && o.adamw.beta2 < 1))
        bad("betas", "expected 0 ≤ β < 1");
    if (!(o.adamw.eps > 0)) bad("eps", "expected a positive epsilon");
    if (!(o.adamw.weight_decay >= 0)) bad("weight_decay", "expected ≥ 0");
    if (o.warmup < 0) bad("warmup", "expected ≥ 0 steps");
    if (o.history_capacity < 2) bad("history_capacity", "expected at least 2");
    if (o.threads < 1) bad("threads", "expected at least 1");
    ModelConfig c = o.model;
    if (c.vocab == 0) c.vocab = 1;  // filled in from the corpus
    validate(c);
}

Trainer::Trainer(Corpus corpus, TrainOptions options)
    : corpus_(std::move(corpus)),
      opts_((options.model.vocab = corpus_.vocabulary.size(), (validate(options), options))),
      model_(opts_.model),
      adamw_(parameter_count(opts_.model), opts_.adamw),
      history_(opts_.history_capacity),
      rng_state_(opts_.seed) {
    const int T = opts_.model.context;
    if (corpus_.train.size() < std::size_t(T) + 1)
        bad("corpus", corpus_.name + " has " + std::to_string(corpus_.train.size()) +
                          " training tokens; the context of " + std::to_string(T) +
                          " needs at least " + std::to_string(T + 1));
    model_.init(opts_.seed);
    if (opts_.task == TrainTask::Induction) {
        symbol_ids_ = induction_symbol_ids(corpus_.vocabulary);
        if (symbol_ids_.size() < 2)
            bad("corpus", corpus_.name + " is not the induction task's (no symbols a, b, …)");
    }
    // Fixed validation windows, evenly spaced over the validation stream.
    const long nv = long(corpus_.validation.size());
    if (nv >= 2) {
        val_t_ = int(std::min<long>(T, nv - 1));
        const long room = nv - 1 - val_t_;
        const long want = std::max(1L, std::min<long>(long(opts_.eval_batches) * opts_.batch,
                                                      room / std::max(1, val_t_ / 2) + 1));
        for (long w = 0; w < want; ++w) {
            const long start = want == 1 ? 0 : room * w / (want - 1);
            for (int i = 0; i < val_t_; ++i) {
                val_inputs_.push_back(corpus_.validation[std::size_t(start + i)]);
                val_targets_.push_back(corpus_.validation[std::size_t(start + i + 1)]);
            }
        }
    }
}

float Trainer::last_lr() const {
    if (progress_.done == 0) return 0.0f;
    return scheduled_lr(progress_.done - 1, opts_.steps, opts_.adamw.lr, opts_.warmup, opts_.cosine,
                        opts_.min_lr_fraction);
}

float Trainer::validation_loss() {
    if (val_t_ == 0) return kNaN;
    const std::size_t per = std::size_t(opts_.batch) * std::size_t(val_t_);
    double sum = 0;
    std::size_t n = 0;
    for (std::size_t off = 0; off < val_inputs_.size(); off += per) {
        const std::size_t len = std::min(per, val_inputs_.size() - off);
        model_.forward(std::span<const int>(val_inputs_).subspan(off, len), val_t_);
        sum +=
            double(model_.loss(std::span<const int>(val_targets_).subspan(off, len))) * double(len);
        n += len;
    }
    return float(sum / double(n));
}

AttentionSnapshot Trainer::probe_snapshot(int step, float train_loss) {
    probe_ = read_probe(model_, corpus_.vocabulary, opts_.probe, kProbeTopK);
    probe_.attention.step = step;
    probe_.attention.train_loss = train_loss;
    return probe_.attention;
}

TrainResult Trainer::run(TrainObserver* observer, const std::atomic<bool>* cancel) {
    return advance(opts_.steps - progress_.done, observer, cancel);
}

void Trainer::sample_batch(std::uint64_t range) {
    const int B = opts_.batch, T = opts_.model.context;
    if (opts_.task == TrainTask::Induction) {  // a fresh repeated sequence per row
        for (int b = 0; b < B; ++b) {
            const RepeatedSequence s =
                repeated_sequence(int(symbol_ids_.size()), T + 1, rng_state_);
            for (int i = 0; i < T; ++i) {
                inputs_[std::size_t(b) * T + i] =
                    symbol_ids_[std::size_t(s.tokens[std::size_t(i)])];
                targets_[std::size_t(b) * T + i] =
                    symbol_ids_[std::size_t(s.tokens[std::size_t(i) + 1])];
            }
        }
        return;
    }
    for (int b = 0; b < B; ++b) {
        const std::size_t start = std::size_t(next(rng_state_) % range);
        for (int i = 0; i < T; ++i) {
            inputs_[std::size_t(b) * T + i] = corpus_.train[start + std::size_t(i)];
            targets_[std::size_t(b) * T + i] = corpus_.train[start + std::size_t(i) + 1];
        }
    }
}

bool Trainer::optimise_batch(float lr, float& loss, float& norm) {
    model_.forward(inputs_, opts_.model.context);
    loss = model_.loss(targets_);
    norm = kNaN;
    bool good = std::isfinite(loss);
    if (good) {
        model_.backward();
        last_good_.assign(model_.parameters().begin(),
                          model_.parameters().end());  // for the rollback
        norm = adamw_.step(model_.parameters(), model_.gradient(), lr);
        const auto p = model_.parameters();
        good = std::isfinite(norm) &&
               Eigen::Map<const Eigen::ArrayXf>(p.data(), Eigen::Index(p.size())).allFinite();
        if (!good) std::copy(last_good_.begin(), last_good_.end(), model_.parameters().begin());
    }
    return good;
}

TrainResult Trainer::progress_result() const {
    TrainResult r;
    r.val_loss = progress_.val_loss;
    r.train_loss = progress_.train_loss;
    r.steps_done = progress_.done;
    r.bad_step = progress_.bad_step;
    return r;
}

void Trainer::take_snapshot(int step, float loss, TrainObserver* observer) {
    AttentionSnapshot s = probe_snapshot(step, loss);
    if (observer) observer->on_snapshot(s);
    history_.offer(std::move(s));
}

// Runs up to max_steps more steps (stopping at opts_.steps), reporting each step and
// snapshot to observer; resumable: progress_ carries the position between calls.
TrainResult Trainer::advance(int max_steps, TrainObserver* observer,
                             const std::atomic<bool>* cancel) {
    if (max_steps < 0) bad("max_steps", "expected ≥ 0 steps, got " + std::to_string(max_steps));
    using Clock = std::chrono::steady_clock;
    set_thread_budget(opts_.threads);  // this thread's share of the task pool
    const int B = opts_.batch, T = opts_.model.context;
    Progress& pr = progress_;
    const auto t0 = Clock::now();
    auto elapsed = [&] {
        return pr.elapsed_s + std::chrono::duration<double>(Clock::now() - t0).count();
    };
    TrainResult r = progress_result();
    const bool probing = opts_.snapshot_every > 0 && !tokenize(opts_.probe).empty();
    auto finish = [&](TrainStatus st, std::string msg) {
        r.status = st;
        r.message = std::move(msg);
        r.elapsed_s = elapsed();
        pr.elapsed_s = r.elapsed_s;
        if (observer) observer->on_finished(r);
        return r;
    };
    if (pr.bad_step > 0) return finish(TrainStatus::Diverged, pr.diverged);
    if (!pr.started && probing) take_snapshot(0, kNaN, observer);
    pr.started = true;
    inputs_.resize(std::size_t(B) * T);
    targets_.resize(inputs_.size());
    const std::uint64_t range = corpus_.train.size() - std::size_t(T);  // window starts 0 … range−1
    const int end = int(std::min<long>(opts_.steps, long(pr.done) + max_steps));
    for (int step = pr.done; step < end; ++step) {
        if (cancel && cancel->load(std::memory_order_relaxed))
            return finish(TrainStatus::Cancelled,
                          "cancelled after " + std::to_string(r.steps_done) + " steps");
        sample_batch(range);
        const float lr = scheduled_lr(step, opts_.steps, opts_.adamw.lr, opts_.warmup, opts_.cosine,
                                      opts_.min_lr_fraction);
        float loss = kNaN, norm = kNaN;
        if (!optimise_batch(lr, loss, norm)) {
            r.bad_step = pr.bad_step = step + 1;
            pr.diverged = divergence_message(step + 1, r.steps_done);
            return finish(TrainStatus::Diverged, pr.diverged);
        }
        r.steps_done = pr.done = step + 1;
        r.train_loss = pr.train_loss = loss;
        StepReport rep = step_report(step + 1, opts_.steps, loss, lr, norm);
        const bool last = step + 1 == opts_.steps;
        if (last || (opts_.eval_every > 0 && (step + 1) % opts_.eval_every == 0))
            r.val_loss = pr.val_loss = rep.val_loss = validation_loss();
        rep.elapsed_s = elapsed();
        rep.tokens_per_s = double(r.steps_done) * B * T / std::max(rep.elapsed_s, 1e-9);
        if (observer) observer->on_step(rep);
        if (probing && (last || (step + 1) % opts_.snapshot_every == 0))
            take_snapshot(step + 1, loss, observer);
    }
    if (pr.done < opts_.steps)
        return finish(TrainStatus::Paused, "paused after " + std::to_string(pr.done) + " steps");
    return finish(TrainStatus::Finished, "trained " + std::to_string(r.steps_done) + " steps");
}

}  // namespace attn
