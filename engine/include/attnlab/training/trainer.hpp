// Trainer: next-token training of a Model on a Corpus with AdamW, reporting
// to a Qt-free observer and polling a cancel flag between steps.
//
//   Corpus c = corpus_from_file("story.txt", opts.model.context);
//   Trainer tr(c, opts);                 // validates, initialises the model from opts.seed
//   TrainResult r = tr.run(&observer, &cancel_flag);
//   tr.model();  tr.history();           // trained weights, attention snapshots
//
// Each step draws `batch` windows of T+1 consecutive training tokens at
// seeded random offsets (input = first T, target = last T). The same corpus,
// options and seed give the same losses, bit for bit, for any thread count
// (model.hpp: a batch runs as a fixed number of shards).
// A NaN or infinite loss, or non-finite weights after an update, stops training
// with status Diverged; the model keeps the weights of the last good step.
#pragma once

#include <atomic>
#include <cstdint>
#include <limits>
#include <span>
#include <string>

#include "attnlab/model/attention_snapshot.hpp"
#include "attnlab/model/model.hpp"
#include "attnlab/model/next_word.hpp"
#include "attnlab/training/adamw.hpp"
#include "attnlab/training/corpus.hpp"

namespace attn {

// What the batches are: windows of the corpus's text, or fresh repeated random
// sequences (attnlab/training/induction_task.hpp) over the corpus's symbols.
enum class TrainTask { Text, Induction };

struct TrainOptions {
    ModelConfig model{0, 32, 32,
                      4, 2,  128};  // vocab is set from the corpus (0 here = "from corpus")
    int steps = 300;                // > 0
    int batch = 16;                 // sequences per step, > 0
    AdamWSettings adamw{};          // lr > 0
    int warmup = 20;                // warm-up steps (≥ 0)
    bool cosine = true;             // cosine decay to lr·min_lr_fraction
    float min_lr_fraction = 0.1f;
    std::uint64_t seed = 1;
    int eval_every = 50;  // validation loss every k steps (and at the end); ≤ 0: only at the end
    int eval_batches =
        4;  // validation windows = eval_batches · batch (fewer if the stream is short)
    int snapshot_every = 10;    // probe snapshot every k steps (and at 0 and the end); ≤ 0: none
    int history_capacity = 64;  // SnapshotHistory capacity
    std::string probe = "the bubbe made matzah ball soup again";  // truncated to T tokens
    int threads =
        2;  // threads of the task pool for the training step (attnlab/support/parallel.hpp)
    TrainTask task = TrainTask::Text;  // Induction: the corpus must be induction_corpus's
};

// Throws std::invalid_argument naming the option ("steps: expected > 0, got 0").
void validate(const TrainOptions& o);

struct StepReport {
    int step = 0;               // steps done (1-based after the first step)
    int total = 0;              // options.steps
    float train_loss = 0.0f;    // this step's mean cross-entropy (nats)
    float val_loss = 0.0f;      // NaN unless validation ran this step
    float lr = 0.0f;            // learning rate used
    float grad_norm = 0.0f;     // before clipping
    double tokens_per_s = 0.0;  // training tokens per second since the start
    double elapsed_s = 0.0;     // wall time since run() began
};

// Paused: advance() did its max_steps and steps remain (call advance again).
enum class TrainStatus { Finished, Cancelled, Diverged, Paused };

struct TrainResult {
    TrainStatus status = TrainStatus::Finished;
    int steps_done = 0;       // good steps whose update is in the model
    int bad_step = 0;         // Diverged: the step whose loss or update was not finite
    float train_loss = 0.0f;  // last good step's loss
    float val_loss = 0.0f;    // last validation loss (NaN if none ran)
    double elapsed_s = 0.0;
    std::string message;  // one sentence for the user
};

// Callbacks arrive on the thread that calls run(). Default: ignore.
class TrainObserver {
  public:
    virtual ~TrainObserver() = default;
    virtual void on_step(const StepReport&) {}
    virtual void on_snapshot(const AttentionSnapshot&) {}
    virtual void on_finished(const TrainResult&) {}
};

class Trainer {
  public:
    // Copies the corpus. Throws std::invalid_argument for bad options or when
    // the corpus has fewer than T + 1 training tokens.
    Trainer(Corpus corpus, TrainOptions options);

    // Runs the remaining steps (= advance(remaining)). cancel is polled before every
    // step: a cancel stops within one step, with status Cancelled.
    TrainResult run(TrainObserver* observer = nullptr, const std::atomic<bool>* cancel = nullptr);

    // Pausable training (the lab window's Start / Pause / Step): runs at most
    // max_steps (≥ 0) more steps, continuing where the previous call stopped —
    // same model, optimiser moments, batch sequence and schedule, so k calls
    // give the same weights, bit for bit, as one run(). run() is
    // advance(remaining). Snapshot 0 is taken by the first call only. Returns
    // Paused when it stops after max_steps with steps remaining, Finished when
    // none remain, Cancelled / Diverged as run(). steps_done counts every call;
    // after Diverged, further calls return Diverged at once.
    TrainResult advance(int max_steps, TrainObserver* observer = nullptr,
                        const std::atomic<bool>* cancel = nullptr);
    int steps_done() const { return progress_.done; }  // good steps in the model so far

    // Mean validation loss on fixed windows (the same windows every call).
    float validation_loss();
    // Reads options.probe with the current model (read_probe: attention and the
    // top kProbeTopK next words) and returns its attention, stamped with step
    // and loss. The whole reading stays available from probe_reading() until
    // the next call: the window shows it as it is, computing nothing again.
    static constexpr int kProbeTopK = 5;
    AttentionSnapshot probe_snapshot(int step, float train_loss);
    const ProbeReading& probe_reading() const { return probe_; }

    // The fixed validation windows validation_loss() reads: `count` windows of
    // `length` tokens, row-major (inputs[w·length + i], targets one token later).
    // length 0: the validation stream is too short for any window.
    struct ValidationWindows {
        std::span<const int> inputs, targets;
        int length = 0;
        int count() const { return length ? int(inputs.size()) / length : 0; }
    };
    ValidationWindows validation_windows() const { return {val_inputs_, val_targets_, val_t_}; }
    float last_train_loss() const { return progress_.train_loss; }     // NaN before the first step
    float last_validation_loss() const { return progress_.val_loss; }  // NaN until validation ran
    // The learning rate of the last step taken (the schedule's value there; 0 before any step).
    float last_lr() const;
    const AdamW& optimizer() const { return adamw_; }  // moments and steps taken

    const Model& model() const { return model_; }
    Model& model() { return model_; }
    const Corpus& corpus() const { return corpus_; }
    const TrainOptions& options() const { return opts_; }  // model.vocab filled in
    const SnapshotHistory& history() const { return history_; }

  private:
    // advance()'s pieces. sample_batch: opts_.batch windows of context + 1 tokens,
    // starts drawn from rng_state_ in 0 … range−1, into inputs_ (B × T) and targets_
    // (the same windows shifted by one).
    void sample_batch(std::uint64_t range);
    // One optimiser step on inputs_/targets_ at learning rate lr: sets loss, and norm
    // (the gradient norm; NaN when the loss was not finite). Returns false when the
    // loss, the norm or a weight is not finite; the weights are then those before the step.
    bool optimise_batch(float lr, float& loss, float& norm);
    // What advance() starts from: progress_'s losses, steps done and bad step in a
    // result (status, elapsed_s and message at their defaults).
    TrainResult progress_result() const;
    // Snapshot `step` (train loss `loss`) by probe_snapshot, reported to observer (may
    // be null) and offered to history_.
    void take_snapshot(int step, float loss, TrainObserver* observer);

    Corpus corpus_;
    TrainOptions opts_;
    Model model_;
    std::vector<float, Eigen::aligned_allocator<float>>
        last_good_;  // P: weights before the current update
    AdamW adamw_;
    SnapshotHistory history_;
    ProbeReading probe_;  // the latest probe_snapshot()
    std::uint64_t rng_state_;
    std::vector<int> inputs_, targets_;          // B × T
    std::vector<int> symbol_ids_;                // Induction: symbol k's vocabulary id
    std::vector<int> val_inputs_, val_targets_;  // fixed validation windows
    int val_t_ = 0;                              // their length
    // Where advance() stopped: carried from one call to the next.
    struct Progress {
        bool started = false;  // snapshot 0 taken
        int done = 0;          // good steps in the model
        int bad_step = 0;      // the step that diverged (0: none)
        double elapsed_s = 0;  // wall time of the earlier calls
        float train_loss = std::numeric_limits<float>::quiet_NaN();  // last good step's loss
        float val_loss = std::numeric_limits<float>::quiet_NaN();    // latest validation loss
        std::string diverged;                                        // the message of a divergence
    } progress_;
};

}  // namespace attn
