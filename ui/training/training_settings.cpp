#include "training/training_settings.hpp"

#include <QCoreApplication>
#include <QLocale>
#include <algorithm>
#include <cmath>

namespace attn::ui {
namespace {

struct Range {
    long long min, max;
};

Range rangeOf(SettingField f) {
    switch (f) {
        case SettingField::Steps:
            return {1, 100000};
        case SettingField::Context:
            return {2, 256};
        case SettingField::Width:
            return {2, 512};
        case SettingField::Heads:
            return {1, 32};
        case SettingField::Layers:
            return {1, 8};
        case SettingField::Batch:
            return {1, 512};
        case SettingField::Seed:
            return {0, (1LL << 53)};
        case SettingField::LearningRate:
            break;
    }
    return {0, 0};
}

}  // namespace

QString fieldLabel(SettingField f) {
    switch (f) {
        case SettingField::Steps:
            return QCoreApplication::translate("TrainingSettings", "Steps");
        case SettingField::LearningRate:
            return QCoreApplication::translate("TrainingSettings", "Learning rate");
        case SettingField::Context:
            return QCoreApplication::translate("TrainingSettings", "Context T");
        case SettingField::Width:
            return QCoreApplication::translate("TrainingSettings", "Width d");
        case SettingField::Heads:
            return QCoreApplication::translate("TrainingSettings", "Heads h");
        case SettingField::Layers:
            return QCoreApplication::translate("TrainingSettings", "Layers L");
        case SettingField::Batch:
            return QCoreApplication::translate("TrainingSettings", "Batch");
        case SettingField::Seed:
            return QCoreApplication::translate("TrainingSettings", "Seed");
    }
    return {};
}

QString fieldText(const TrainingSettings& s, SettingField f) {
    switch (f) {
        case SettingField::Steps:
            return QString::number(s.steps);
        case SettingField::LearningRate:
            return QString::number(s.lr, 'g', 6);
        case SettingField::Context:
            return QString::number(s.context);
        case SettingField::Width:
            return QString::number(s.d);
        case SettingField::Heads:
            return QString::number(s.heads);
        case SettingField::Layers:
            return QString::number(s.layers);
        case SettingField::Batch:
            return QString::number(s.batch);
        case SettingField::Seed:
            return QString::number(s.seed);
    }
    return {};
}

QString parseField(SettingField f, const QString& text, TrainingSettings& into) {
    const QString t = text.trimmed();
    const QString name = fieldLabel(f);
    if (t.isEmpty())
        return QCoreApplication::translate("TrainingSettings", "%1: enter a value").arg(name);
    if (f == SettingField::LearningRate) {
        bool ok = false;
        double v = t.toDouble(&ok);
        if (!ok) v = QLocale().toDouble(t, &ok);
        if (!ok || !std::isfinite(v))
            return QCoreApplication::translate("TrainingSettings", "%1: '%2' is not a number")
                .arg(name, t);
        if (v <= 0 || v > 10)
            return QCoreApplication::translate(
                       "TrainingSettings", "%1: expected a number above 0 and at most 10, got %2")
                .arg(name, t);
        into.lr = v;
        return {};
    }
    bool ok = false;
    const long long v = t.toLongLong(&ok);
    const Range r = rangeOf(f);
    if (!ok)
        return QCoreApplication::translate("TrainingSettings", "%1: '%2' is not a whole number")
            .arg(name, t);
    if (v < r.min || v > r.max)
        return QCoreApplication::translate("TrainingSettings", "%1: expected %2 to %3, got %4")
            .arg(name)
            .arg(r.min)
            .arg(r.max)
            .arg(v);
    switch (f) {
        case SettingField::Steps:
            into.steps = int(v);
            break;
        case SettingField::Context:
            into.context = int(v);
            break;
        case SettingField::Width:
            into.d = int(v);
            break;
        case SettingField::Heads:
            into.heads = int(v);
            break;
        case SettingField::Layers:
            into.layers = int(v);
            break;
        case SettingField::Batch:
            into.batch = int(v);
            break;
        case SettingField::Seed:
            into.seed = std::uint64_t(v);
            break;
        case SettingField::LearningRate:
            break;
    }
    return {};
}

QVector<FieldProblem> crossCheck(const TrainingSettings& s, long long trainTokens) {
    QVector<FieldProblem> out;
    if (s.heads > s.d || s.d % s.heads != 0)
        out.push_back({SettingField::Heads,
                       QCoreApplication::translate("TrainingSettings",
                                                   "Heads h: %1 does not divide the width d = %2")
                           .arg(s.heads)
                           .arg(s.d)});
    else if (s.position == attn::PositionEncoding::Rope && (s.d / s.heads) % 2 != 0)
        out.push_back({SettingField::Heads,
                       QCoreApplication::translate(
                           "TrainingSettings",
                           "Heads h: RoPE turns pairs of numbers, and each head has %1 (d / h), "
                           "an odd number")
                           .arg(s.d / s.heads)});
    if (trainTokens >= 0 && trainTokens < s.context + 1)
        out.push_back(
            {SettingField::Context,
             QCoreApplication::translate(
                 "TrainingSettings",
                 "Context T: the corpus has %1 training tokens; a context of %2 needs at least %3")
                 .arg(trainTokens)
                 .arg(s.context)
                 .arg(s.context + 1)});
    return out;
}

QString runDescription(const attn::ModelConfig& m) {
    QString what;
    switch (m.position) {
        case attn::PositionEncoding::Learned:
            what = QCoreApplication::translate("TrainingSettings", "learned positions");
            break;
        case attn::PositionEncoding::Sinusoidal:
            what = QCoreApplication::translate("TrainingSettings", "sinusoidal positions");
            break;
        case attn::PositionEncoding::Rope:
            what = QCoreApplication::translate("TrainingSettings", "RoPE");
            break;
        case attn::PositionEncoding::Alibi:
            what = QCoreApplication::translate("TrainingSettings", "ALiBi");
            break;
        case attn::PositionEncoding::None:
            what = QCoreApplication::translate("TrainingSettings", "no positions");
            break;
    }
    if (!m.mlp)
        what = QCoreApplication::translate("TrainingSettings", "%1, attention only").arg(what);
    return what;
}

attn::TrainOptions toTrainOptions(const TrainingSettings& s, const QString& probe, int threads) {
    attn::TrainOptions o;
    o.model = attn::ModelConfig{0, s.context, s.d, s.heads, s.layers, 4 * s.d};
    o.model.mlp = s.mlp;
    o.model.position = s.position;
    o.steps = s.steps;
    o.batch = s.batch;
    o.adamw.lr = float(s.lr);
    o.seed = s.seed;
    o.warmup = std::min(20, s.steps / 10);
    o.eval_every = std::max(1, s.steps / 30);
    o.eval_batches = 2;
    o.snapshot_every = std::max(1, s.steps / 80);
    o.history_capacity = 128;
    o.probe = probe.toStdString();
    o.threads = std::max(1, threads);
    return o;
}

}  // namespace attn::ui
