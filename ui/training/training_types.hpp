// Values the training worker hands to the window through queued signals.
// All are plain copies: the worker never shares its model with the GUI thread.
#pragma once

#include <QMetaType>
#include <QString>
#include <QVector>
#include <limits>
#include <memory>
#include <vector>

#include "attnlab/model/loss_history.hpp"
#include "attnlab/model/next_word.hpp"
#include "attnlab/training/induction_watch.hpp"
#include "attnlab/training/trainer.hpp"

namespace attn::ui {

constexpr float kNoLoss = std::numeric_limits<float>::quiet_NaN();

// One optimisation step's losses (val NaN unless validation ran at that step):
// the engine's loss sample, the one loss point of the lab (loss_history.hpp).
using StepLoss = attn::LossSample;

// Progress since the last report: every step's losses (in bulk, for the chart)
// and the latest step's rates.
struct TrainingProgress {
    int run = 0;               // which run (TrainingSession ignores stale runs)
    QVector<StepLoss> points;  // new steps, in order
    int step = 0, total = 0;
    double tokens_per_s = 0, elapsed_s = 0;
};

// The model's weights at one step (P floats, parameter_layout order). Shared
// read-only: the timeline, the probe views and "use this model" all read it.
struct TrainingSnapshot {
    int run = 0;
    int step = 0;
    float train_loss = kNoLoss;
    float val_loss = kNoLoss;  // latest validation loss at that step
    std::shared_ptr<const std::vector<float>> weights;
    // The engine's reading of the probe sentence `probe_text` with these
    // weights (attention maps and next words), made once on the training
    // thread (Trainer::probe_snapshot); the probe views show it as it is.
    std::shared_ptr<const attn::ProbeReading> probe;
    QString probe_text;
    // On the repeated-sequences task: the first-occurrence and repeated-token
    // losses and every head's role scores at this step (InductionWatch, on the
    // training thread); null otherwise.
    std::shared_ptr<const attn::InductionPoint> induction;
};

// Why a call to the worker stopped.
struct TrainingStop {
    int run = 0;
    attn::TrainStatus status = attn::TrainStatus::Paused;
    int steps_done = 0;
    int bad_step = 0;  // Diverged: the step that was not finite
    QString message;   // one sentence for the user
};

}  // namespace attn::ui

Q_DECLARE_METATYPE(attn::ui::TrainingProgress)
Q_DECLARE_METATYPE(attn::ui::TrainingSnapshot)
Q_DECLARE_METATYPE(attn::ui::TrainingStop)
