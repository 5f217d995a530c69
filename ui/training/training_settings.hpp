// TrainingSettings: what the Training pane's fields hold, checked as typed.
// Each field parses on its own (a message names the field and the range);
// then the fields are checked together (heads must divide d; the corpus must
// be longer than the context). Defaults reach visible structure on the bubbe
// corpus in well under a minute on one core.
#pragma once

#include <QString>
#include <QVector>
#include <cstdint>

#include "attnlab/training/trainer.hpp"

namespace attn::ui {

enum class SettingField { Steps, LearningRate, Context, Width, Heads, Layers, Batch, Seed };
constexpr int kSettingFieldCount = 8;

struct TrainingSettings {
    int steps = 600;
    double lr = 1e-2;
    int context = 16;  // T
    int d = 32;        // d (d_ff = 4d)
    int heads = 4;     // h
    int layers = 2;    // L
    int batch = 16;
    std::uint64_t seed = 1;
    bool mlp = true;  // false: attention only (no LN2, no feed-forward layer)
    // How the model knows where a word sits (learned, as TinyGPT; or sinusoidal,
    // none, RoPE with base 10,000, ALiBi). RoPE needs an even d / h.
    attn::PositionEncoding position = attn::PositionEncoding::Learned;
};

struct FieldProblem {
    SettingField field;
    QString message;  // "heads: 3 does not divide d = 32"
};

QString fieldLabel(SettingField f);                            // "Learning rate"
QString fieldText(const TrainingSettings& s, SettingField f);  // the value as the field shows it
// Parses `text` into the field of `into`; returns the problem, or empty when fine.
QString parseField(SettingField f, const QString& text, TrainingSettings& into);
// Problems between fields; trainTokens < 0 skips the corpus check.
QVector<FieldProblem> crossCheck(const TrainingSettings& s, long long trainTokens);

// A run's model in a few words for a legend: "learned positions",
// "RoPE, attention only", …
QString runDescription(const attn::ModelConfig& m);

// Engine options for these settings: d_ff = 4d (or attention only), warm-up, validation and
// snapshots spaced for the timeline (about 80 snapshots a run), `threads` for
// the numeric core.
attn::TrainOptions toTrainOptions(const TrainingSettings& s, const QString& probe, int threads);

}  // namespace attn::ui
