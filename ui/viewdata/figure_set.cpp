// Named figure sets (declared in figure_specs.hpp).
#include <QCoreApplication>
#include <iterator>
#include <stdexcept>

#include "viewdata/figure_specs.hpp"
#include "viewdata/model_figure_spec.hpp"
#include "viewdata/projection_figure.hpp"

namespace attn::ui {
namespace {

//: Quotation marks around a sentence or a word in a figure's title or legend: use your language's
//: (e.g. „%1“ or « %1 »).
QString quoted(const QString& s) { return QCoreApplication::translate("Figures", "“%1”").arg(s); }

QStringList lesson_sentences(const attn::Lesson& lesson) {
    QStringList out;
    for (const auto& s : lesson.sentences) out << QString::fromStdString(s);
    if (out.isEmpty()) throw std::invalid_argument("the lesson has no sentences to draw");
    return out;
}

ViewRequest request(FigureView v, const QString& sentence = {}) {
    ViewRequest r;
    r.view = v;
    if (!sentence.isEmpty()) r.sentences = QStringList{sentence};
    return r;
}

// Module 1 in reading order: both input matrices, the score matrix of the
// first sentence, every weight table, the vectors plot, the focus word's blend.
std::vector<NamedFigure> module1_set(const attn::Lesson& lesson) {
    const QStringList sentences = lesson_sentences(lesson);
    std::vector<NamedFigure> out;
    const auto add = [&](const QString& name, const QString& title, const ViewRequest& r) {
        out.push_back(
            {QStringLiteral("%1-%2").arg(out.size() + 1, 2, 10, QLatin1Char('0')).arg(name), title,
             build_figure_spec(lesson, r)});
    };
    for (const auto& s : sentences)
        add(QStringLiteral("input-") + file_slug(s),
            QCoreApplication::translate("Figures", "Input matrix X for %1").arg(quoted(s)),
            request(FigureView::Input, s));
    add(QStringLiteral("scores-") + file_slug(sentences.front()),
        QCoreApplication::translate("Figures", "Scores S = X·Xᵀ for %1")
            .arg(quoted(sentences.front())),
        request(FigureView::Scores, sentences.front()));
    for (const auto& s : sentences)
        add(QStringLiteral("weights-") + file_slug(s),
            QCoreApplication::translate("Figures", "Attention weights for %1").arg(quoted(s)),
            request(FigureView::Weights, s));
    const FigureSpec vectors = build_figure_spec(lesson, request(FigureView::Vectors));
    const QString focus = vectors.vectors.outputs.size() == size_t(sentences.size()) &&
                                  !vectors.vectors.outputs.empty()
                              ? vectors.vectors.outputs.front().word
                              : QString();
    //: The number 2 in "One lookup row, two meanings: …"
    const QString meanings = sentences.size() == 2 ? QCoreApplication::translate("Figures", "two")
                                                   : QString::number(sentences.size());
    out.push_back(
        {QStringLiteral("%1-vectors-%2")
             .arg(out.size() + 1, 2, 10, QLatin1Char('0'))
             .arg(focus.isEmpty() ? QStringLiteral("all") : file_slug(focus)),
         focus.isEmpty()
             ? QCoreApplication::translate("Figures", "Words before and after attention")
             //: %1: how many sentences give the word its meanings ("two", or a number); %2: the
             //: word, quoted
             : QCoreApplication::translate(
                   "Figures", "One lookup row, %1 meanings: %2 before and after attention")
                   .arg(meanings, quoted(focus)),
         vectors});
    const FigureSpec blend =
        build_figure_spec(lesson, request(FigureView::Blend, sentences.front()));
    out.push_back({QStringLiteral("%1-blend-%2-%3")
                       .arg(out.size() + 1, 2, 10, QLatin1Char('0'))
                       .arg(file_slug(blend.blend.word), file_slug(sentences.front())),
                   QCoreApplication::translate("Figures", "The blend in slow motion: %1 in %2")
                       .arg(quoted(blend.blend.word), quoted(sentences.front())),
                   blend});
    return out;
}

// Every view of the lesson: the embedding table, the projections W_Q, W_K, W_V,
// W_O the variant uses ("weights-W_Q", …), then per sentence its input,
// scores, weights, heads (when there are several) and blend; then the vectors plot.
std::vector<NamedFigure> all_set(const attn::Lesson& lesson) {
    const QStringList sentences = lesson_sentences(lesson);
    std::vector<NamedFigure> out;
    const auto add = [&](const QString& name, const QString& title, const ViewRequest& r) {
        out.push_back({name, title, build_figure_spec(lesson, r)});
    };
    add(QStringLiteral("embeddings"), QCoreApplication::translate("Figures", "Embedding table"),
        request(FigureView::Embeddings));
    for (ValueTarget t : used_projections(lesson))  // the Weights pane's matrices the variant uses
        out.push_back({projection_figure_name(t),
                       QCoreApplication::translate("Figures", "Projection %1").arg(target_name(t)),
                       projection_figure_spec(lesson, t)});
    for (int i = 0; i < sentences.size(); ++i) {
        const QString& s = sentences[i];
        const QString stem = QStringLiteral("s%1-%2").arg(i + 1).arg(file_slug(s));
        add(stem + QStringLiteral("-input"),
            QCoreApplication::translate("Figures", "Input X for %1").arg(quoted(s)),
            request(FigureView::Input, s));
        add(stem + QStringLiteral("-scores"),
            QCoreApplication::translate("Figures", "Scores for %1").arg(quoted(s)),
            request(FigureView::Scores, s));
        add(stem + QStringLiteral("-weights"),
            QCoreApplication::translate("Figures", "Attention weights for %1").arg(quoted(s)),
            request(FigureView::Weights, s));
        if (lesson.attention.heads > 1)
            add(stem + QStringLiteral("-heads"),
                QCoreApplication::translate("Figures", "Weights per head for %1").arg(quoted(s)),
                request(FigureView::Heads, s));
        add(stem + QStringLiteral("-blend"),
            QCoreApplication::translate("Figures", "The blend for %1").arg(quoted(s)),
            request(FigureView::Blend, s));
    }
    add(QStringLiteral("vectors"),
        QCoreApplication::translate("Figures", "Words before and after attention"),
        request(FigureView::Vectors));
    return out;
}

// A trained lesson's own figures (Lesson::model), after either set:
// "trained-loss" when the model keeps a loss history, and "trained-heads-layerL"
// for every layer L, every head on trained_model_sentence (none when no
// sentence fits the model). A lesson without a model adds nothing.
std::vector<NamedFigure> trained_set(const attn::Lesson& lesson) {
    std::vector<NamedFigure> out;
    if (!lesson.model) return out;
    const attn::TrainedModel& m = *lesson.model;
    if (lesson_loss_curve(lesson))
        out.push_back({QStringLiteral("trained-loss"),
                       QCoreApplication::translate("Figures", "Training loss: %1 steps on %2")
                           .arg(m.steps)
                           .arg(quoted(QString::fromStdString(m.corpus))),
                       build_figure_spec(lesson, request(FigureView::Loss))});
    const auto sentence = trained_model_sentence(lesson);
    if (!sentence) return out;
    for (int layer = 1; layer <= m.config.layers; ++layer) {
        ViewRequest r = request(FigureView::Heads, *sentence);
        r.layer = layer;
        r.trained = true;
        out.push_back({QStringLiteral("trained-heads-layer%1").arg(layer),
                       QCoreApplication::translate(
                           "Figures", "Trained model, layer %1 of %2: every head on %3")
                           .arg(layer)
                           .arg(m.config.layers)
                           .arg(quoted(*sentence)),
                       build_figure_spec(lesson, r)});
    }
    return out;
}

}  // namespace

QStringList figure_set_names() { return {QStringLiteral("module1"), QStringLiteral("all")}; }

std::vector<NamedFigure> build_figure_set(const attn::Lesson& lesson, const QString& set) {
    std::vector<NamedFigure> out;
    if (set == QLatin1String("module1"))
        out = module1_set(lesson);
    else if (set == QLatin1String("all"))
        out = all_set(lesson);
    else
        throw std::invalid_argument(QStringLiteral("unknown figure set '%1' (expected %2)")
                                        .arg(set, figure_set_names().join(QStringLiteral(" or ")))
                                        .toStdString());
    std::vector<NamedFigure> trained = trained_set(lesson);
    out.insert(out.end(), std::make_move_iterator(trained.begin()),
               std::make_move_iterator(trained.end()));
    return out;
}

QString file_slug(const QString& text) {
    QString out;
    for (const QChar c : text.toLower()) {
        if ((c >= QLatin1Char('a') && c <= QLatin1Char('z')) ||
            (c >= QLatin1Char('0') && c <= QLatin1Char('9')))
            out += c;
        else if (!out.isEmpty() && !out.endsWith(QLatin1Char('-')))
            out += QLatin1Char('-');
    }
    out.truncate(40);
    while (out.endsWith(QLatin1Char('-'))) out.chop(1);
    return out.isEmpty() ? QStringLiteral("figure") : out;
}

}  // namespace attn::ui
