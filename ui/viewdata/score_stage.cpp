#include "viewdata/score_stage.hpp"

#include <QCoreApplication>
#include <QObject>
#include <stdexcept>

namespace attn::ui {

MatrixPanel stage_panel(const attn::Trace& t, int h, ScoreStage stage) {
    MatrixPanel m;
    for (const auto& w : t.tokens) m.row_labels << QString::fromStdString(w);
    m.col_labels = m.row_labels;
    //: A score map's row title: the rows are the words doing the looking
    m.row_title = QCoreApplication::translate("Figures", "word looking");
    //: A score map's column title: the columns are the words being looked at
    m.col_title = QCoreApplication::translate("Figures", "word looked at");
    m.values = stage_matrix(t, h, stage);
    m.probabilities = stage == ScoreStage::Weights;
    m.causal = t.causal && stage == ScoreStage::Weights;  // masked weights (0): hatched, no number
    return m;
}

void title_axes_as_tokens(FigureSpec& spec) {
    const QString looking = QCoreApplication::translate("Figures", "word looking"),
                  looked = QCoreApplication::translate("Figures", "word looked at");
    for (MatrixPanel& m : spec.panels) {
        //: A real model's map: its rows are the tokens doing the looking
        if (m.row_title == looking)
            m.row_title = QCoreApplication::translate("Figures", "token looking");
        //: A real model's map: its columns are the tokens being looked at
        if (m.col_title == looked)
            m.col_title = QCoreApplication::translate("Figures", "token looked at");
    }
}

ScoreStage score_stage_from_name(const QString& name) {
    if (auto s = attn::stage_from_name(name.toStdString())) return *s;
    throw std::invalid_argument(
        QStringLiteral("unknown stage '%1' (expected raw, scaled, masked or weights)")
            .arg(name)
            .toStdString());
}

QString stage_label(ScoreStage s, attn::Variant v) {
    const bool simple = v == attn::Variant::Simple;
    if (attn::fixed_weights(v)) {
        switch (s) {
            case ScoreStage::Raw:
                return QObject::tr("Raw scores  none (all 0)");
            case ScoreStage::Scaled:
                return QObject::tr("Scaled scores  none (all 0)");
            case ScoreStage::Masked:
                return v == attn::Variant::NoMixing
                           ? QObject::tr("Masked scores  only the word itself")
                           : QObject::tr("Masked scores");
            case ScoreStage::Weights:
                return v == attn::Variant::NoMixing ? QObject::tr("Weights  identity")
                                                    : QObject::tr("Weights  equal shares 1/n");
        }
    }
    switch (s) {
        case ScoreStage::Raw:
            return simple ? QObject::tr("Raw scores  X·Xᵀ") : QObject::tr("Raw scores  Q·Kᵀ");
        case ScoreStage::Scaled:
            return simple ? QObject::tr("Scaled scores  X·Xᵀ·s")
                          : QObject::tr("Scaled scores  Q·Kᵀ·s");
        case ScoreStage::Masked:
            return QObject::tr("Masked scores");
        case ScoreStage::Weights:
            return QObject::tr("Weights  softmax of each row");
    }
    return {};
}

QString fixed_rung_formula(attn::Variant v, ScoreStage s, bool causal) {
    if (!attn::fixed_weights(v)) return {};
    const QString none = QObject::tr("No scores: this step compares no words, so every score is 0");
    if (v == attn::Variant::NoMixing) {
        if (s == ScoreStage::Raw || s == ScoreStage::Scaled) return none;
        if (s == ScoreStage::Masked)
            return QObject::tr("No mixing: every word but the word itself is masked (−∞)");
        return QObject::tr("No mixing: weights = identity, each word's output is its own row");
    }
    if (s == ScoreStage::Raw || s == ScoreStage::Scaled) return none;
    if (s == ScoreStage::Masked)
        return causal ? QObject::tr("Equal average: −∞ above the diagonal (causal), 0 elsewhere")
                      : QObject::tr("Equal average: nothing masked (causal off), every score 0");
    return causal ? QObject::tr(
                        "Equal average: softmax of equal scores, word i gives 1/i to each word up "
                        "to itself")
                  : QObject::tr("Equal average: softmax of equal scores, every weight 1/n");
}

const attn::Matrix* stored_stage_matrix(const attn::Trace& t, int h, ScoreStage s) {
    if (s == ScoreStage::Raw) return &t.scores.at(std::size_t(h));
    if (s == ScoreStage::Weights) return &t.weights.at(std::size_t(h));
    return nullptr;
}

attn::Matrix stage_matrix(const attn::Trace& t, int h, ScoreStage s) {
    if (const attn::Matrix* stored = stored_stage_matrix(t, h, s)) return *stored;
    return s == ScoreStage::Scaled ? t.scaled_scores(h) : t.masked_scores(h);
}

QString stage_caption(ScoreStage s, attn::Variant v) {
    return stage_label(s, v).replace(QStringLiteral("  "), QStringLiteral(": ")).simplified();
}

}  // namespace attn::ui
