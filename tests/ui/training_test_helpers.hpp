// Helpers for the training tests: tiny settings that train in milliseconds,
// and waiting for asynchronous work with the event loop running.
#pragma once

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QThread>
#include <functional>

#include "attnlab/training/trainer.hpp"
#include "training/training_settings.hpp"

namespace attn::ui::testing {

// Runs the event loop until pred() holds or ms pass; returns pred().
inline bool waitFor(const std::function<bool()>& pred, int ms = 20000) {
    QElapsedTimer t;
    t.start();
    while (!pred() && t.elapsed() < ms) {
        QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
        QThread::msleep(1);
    }
    return pred();
}

inline TrainingSettings tinySettings(int steps) {
    TrainingSettings s;
    s.steps = steps;
    s.context = 8;
    s.d = 8;
    s.heads = 2;
    s.layers = 2;
    s.batch = 4;
    s.lr = 1e-2;
    s.seed = 3;
    return s;
}

inline attn::TrainOptions tinyOptions(int steps) {
    return toTrainOptions(tinySettings(steps),
                          QStringLiteral("the bubbe made matzah ball soup again"), 1);
}

inline attn::Corpus bubbeCorpus() {
    return attn::corpus_from_file(std::string(ATTNLAB_SOURCE_DIR) + "/resources/corpora/bubbe.txt",
                                  1);
}

}  // namespace attn::ui::testing
