#include "viewdata/score_stage.hpp"

#include <QObject>
#include <stdexcept>

namespace attn::ui {

const char* score_stage_name(ScoreStage s) {
    switch (s) {
    case ScoreStage::Raw: return "raw";
    case ScoreStage::Scaled: return "scaled";
    case ScoreStage::Masked: return "masked";
    case ScoreStage::Weights: return "weights";
    }
    return "raw";
}

ScoreStage score_stage_from_name(const QString& name) {
    for (ScoreStage s : kScoreStages)
        if (name == QLatin1String(score_stage_name(s))) return s;
    throw std::invalid_argument(
        QStringLiteral("unknown stage '%1' (expected raw, scaled, masked or weights)").arg(name).toStdString());
}

QString stage_label(ScoreStage s, bool simple) {
    switch (s) {
    case ScoreStage::Raw: return simple ? QObject::tr("Raw scores  X·Xᵀ") : QObject::tr("Raw scores  Q·Kᵀ");
    case ScoreStage::Scaled: return simple ? QObject::tr("Scaled scores  X·Xᵀ·s") : QObject::tr("Scaled scores  Q·Kᵀ·s");
    case ScoreStage::Masked: return QObject::tr("Masked scores");
    case ScoreStage::Weights: return QObject::tr("Weights  softmax of each row");
    }
    return {};
}

attn::Matrix stage_matrix(const attn::Trace& t, int h, ScoreStage s) {
    switch (s) {
    case ScoreStage::Raw: return t.scores.at(std::size_t(h));
    case ScoreStage::Scaled: return t.scaled_scores(h);
    case ScoreStage::Masked: return t.masked_scores(h);
    case ScoreStage::Weights: return t.weights.at(std::size_t(h));
    }
    return {};
}

}  // namespace attn::ui
