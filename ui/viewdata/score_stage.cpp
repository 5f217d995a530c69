#include "viewdata/score_stage.hpp"

#include <QObject>
#include <stdexcept>

namespace attn::ui {

MatrixPanel stage_panel(const attn::Trace& t, int h, ScoreStage stage) {
    MatrixPanel m;
    for (const auto& w : t.tokens) m.row_labels << QString::fromStdString(w);
    m.col_labels = m.row_labels;
    m.row_title = QStringLiteral("word looking");
    m.col_title = QStringLiteral("word looked at");
    m.values = stage_matrix(t, h, stage);
    m.probabilities = stage == ScoreStage::Weights;
    m.causal = t.causal && stage == ScoreStage::Weights;  // masked weights (0): hatched, no number
    return m;
}

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
