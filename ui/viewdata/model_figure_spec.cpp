#include "viewdata/model_figure_spec.hpp"

#include <QCoreApplication>
#include <cmath>
#include <stdexcept>

#include "attnlab/model/model_scores.hpp"
#include "attnlab/model/model_words.hpp"
#include "attnlab/training/trainer.hpp"
#include "attnlab/words/tokenizer.hpp"

namespace attn::ui {
namespace {

[[noreturn]] void fail(const QString& message) {
    throw std::invalid_argument(message.toStdString());
}

QString plural(int n, const char* what) {
    return QStringLiteral("%1 %2%3")
        .arg(n)
        .arg(QLatin1String(what))
        .arg(n == 1 ? QString() : QStringLiteral("s"));
}

void check_layer_head(const attn::ModelConfig& c, const ViewRequest& r) {
    if (r.layer < 1 || r.layer > c.layers)
        fail(QStringLiteral(
                 "layer %1 does not exist: the trained model has %2 (layers count from 1)")
                 .arg(r.layer)
                 .arg(plural(c.layers, "layer")));
    if (r.head < 1 || r.head > c.heads)
        fail(QStringLiteral(
                 "head %1 does not exist: the trained model has %2 per layer (heads count from 1)")
                 .arg(r.head)
                 .arg(plural(c.heads, "head")));
}

QString stage_words(ScoreStage stage) {
    switch (stage) {
        case ScoreStage::Raw:
            return QCoreApplication::translate("Figures", "raw scores Q·Kᵀ, before the mask");
        case ScoreStage::Scaled:
            return QCoreApplication::translate("Figures", "scores Q·Kᵀ/√dk, before the mask");
        case ScoreStage::Masked:
            return QCoreApplication::translate("Figures", "masked scores: −∞ above the diagonal");
        case ScoreStage::Weights:
            return QCoreApplication::translate(
                "Figures",
                "attention weights; hatched cells above the diagonal are masked (weight 0)");
    }
    return {};
}

}  // namespace

std::vector<std::string> checked_model_tokens(const attn::TrainedModel& model,
                                              const QString& sentence, bool hand_wired_option) {
    const attn::ModelWords w = attn::model_words(model, sentence.toStdString());
    if (!w.ok()) {
        QString why = QString::fromStdString(w.problem);
        // "the sentence …" names which one here: a figure may draw any of them.
        if (why.startsWith(QLatin1String("the sentence ")))
            why.replace(0, 12, QStringLiteral("sentence '%1'").arg(sentence));
        if (!w.unknown.empty())
            why += QStringLiteral(
                       ", so the model would read %1 as <unk>: use words it was "
                       "trained on%2")
                       .arg(w.unknown.size() == 1 ? QStringLiteral("it") : QStringLiteral("them"),
                            hand_wired_option ? QStringLiteral(" (or draw the lesson's hand-wired "
                                                               "attention with --hand-wired)")
                                              : QString());
        fail(why);
    }
    return w.tokens;
}

attn::Trace trained_layer_trace(const attn::Lesson& lesson, const QString& sentence, int layer) {
    if (!lesson.model)
        fail(QStringLiteral("the lesson '%1' holds no trained model")
                 .arg(QString::fromStdString(lesson.title)));
    const attn::TrainedModel& tm = *lesson.model;
    if (layer < 1 || layer > tm.config.layers)
        fail(QStringLiteral(
                 "layer %1 does not exist: the trained model has %2 (layers count from 1)")
                 .arg(layer)
                 .arg(plural(tm.config.layers, "layer")));
    const std::vector<std::string> tokens = checked_model_tokens(tm, sentence);
    std::vector<int> ids;
    for (const auto& w : tokens) ids.push_back(tm.vocabulary.id(w));
    std::vector<attn::Trace> layers = attn::model_layer_traces(
        tm.to_model(), ids, tokens, lesson.what_if.over(attn::Source::Trained));
    return std::move(layers.at(size_t(layer - 1)));
}

bool draws_trained_model(const ViewRequest& r) {
    return r.trained && (r.view == FigureView::Scores || r.view == FigureView::Weights ||
                         r.view == FigureView::Heads);
}

FigureSpec trained_model_spec(const attn::Lesson& lesson, const ViewRequest& r) {
    if (!lesson.model)
        fail(QStringLiteral("the lesson '%1' holds no trained model")
                 .arg(QString::fromStdString(lesson.title)));
    const attn::TrainedModel& tm = *lesson.model;
    QString sentence = r.sentences.value(0);
    if (r.sentences.isEmpty() && !lesson.sentences.empty())
        sentence = QString::fromStdString(lesson.sentences.front());
    if (r.sentences.isEmpty() && lesson.sentences.empty())
        fail(QStringLiteral("the lesson has no sentences: give one with --sentence"));
    check_layer_head(tm.config, r);
    const attn::Trace t =
        trained_layer_trace(lesson, sentence, r.layer);  // as the window's Document holds it
    const ScoreStage stage = r.view == FigureView::Scores  ? r.stage.value_or(ScoreStage::Raw)
                             : r.view == FigureView::Heads ? r.stage.value_or(ScoreStage::Weights)
                                                           : ScoreStage::Weights;
    FigureSpec spec;
    if (r.view == FigureView::Heads) {
        spec.kind = FigureKind::HeadGrid;
        for (int j = 0; j < tm.config.heads; ++j) {
            spec.panels.push_back(stage_panel(t, j, stage));
            spec.panels.back().panel_title =
                QCoreApplication::translate("Figures", "layer %1, head %2").arg(r.layer).arg(j + 1);
        }
    } else {
        spec.panels.push_back(stage_panel(t, r.head - 1, stage));
        spec.panels.back().panel_title =
            QCoreApplication::translate("Figures", "layer %1, head %2").arg(r.layer).arg(r.head);
    }
    //: %1: the corpus ("corpus 'bubbe'"); %5: what the map shows ("attention weights; …")
    spec.caption =
        QCoreApplication::translate(
            "Figures",
            "Trained model (%1, %2 steps), layer %3 of %4: %5. The model is causal: each word "
            "looks only at itself and the words before it.")
            .arg(tm.corpus.empty() ? QCoreApplication::translate("Figures", "corpus unknown")
                                   : QCoreApplication::translate("Figures", "corpus '%1'")
                                         .arg(QString::fromStdString(tm.corpus)))
            .arg(tm.steps)
            .arg(r.layer)
            .arg(tm.config.layers)
            .arg(stage_words(stage));
    return spec;
}

std::optional<QString> trained_model_sentence(const attn::Lesson& lesson) {
    if (!lesson.model) return std::nullopt;
    QStringList candidates;
    if (!lesson.sentences.empty()) candidates << QString::fromStdString(lesson.sentences.front());
    candidates << QString::fromStdString(attn::TrainOptions{}.probe);
    for (const QString& s : candidates) {
        try {
            checked_model_tokens(*lesson.model, s);
            return s;
        } catch (const std::invalid_argument&) {
        }
    }
    return std::nullopt;
}

QString trained_loss_caption(const attn::TrainedModel& m) {
    const auto nats = [](float v) {
        //: A loss that was not measured (no validation set)
        return std::isfinite(v) ? QString::number(double(v), 'f', 3)
                                : QCoreApplication::translate("Figures", "not measured");
    };
    return QCoreApplication::translate(
               "Figures",
               "Trained on '%1' for %2 steps (seed %3); final loss: train %4, validation %5 nats.")
        .arg(QString::fromStdString(m.corpus))
        .arg(m.steps)
        .arg(m.seed)
        .arg(nats(m.train_loss), nats(m.val_loss));
}

}  // namespace attn::ui
