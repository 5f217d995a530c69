#include "viewdata/step_figures.hpp"

#include <QCoreApplication>
#include <algorithm>
#include <cmath>
#include <limits>
#include <stdexcept>

#include "attnlab/lesson/step_quantity.hpp"
#include "attnlab/scene/scene.hpp"
#include "attnlab/words/tokenizer.hpp"
#include "viewdata/model_probe_figures.hpp"
#include "viewdata/position_figure.hpp"
#include "viewdata/score_stage.hpp"
#include "viewdata/what_if_words.hpp"

namespace attn::ui {
namespace {

QString q(const std::string& s) { return QString::fromStdString(s); }

bool has_word(const attn::Lesson& l, int sentence, const QString& word) {
    if (word.isEmpty()) return false;
    const auto tokens = attn::tokenize(l.sentences.at(size_t(sentence)));
    return std::find(tokens.begin(), tokens.end(), word.toStdString()) != tokens.end();
}

bool is_raised(const attn::Scene& s, attn::Pane p) {
    return std::find(s.panes.begin(), s.panes.end(), p) != s.panes.end();
}

//: Quotation marks around a sentence or a word in a figure's title or legend: use your language's
//: (e.g. „%1“ or « %1 »).
QString quoted(const std::string& sentence) {
    return QCoreApplication::translate("Figures", "“%1”").arg(q(sentence));
}

bool shows_real_model(const attn::Lesson& l, const attn::Scene& s) {
    return s.source == attn::Source::Real && l.real_model;
}

StepFigure map_figure(const attn::Lesson& l, const attn::Scene& s, int sentence) {
    if (shows_real_model(l, s)) {  // every head's weights (a real model's pass keeps no scores)
        StepFigure f;
        f.real_model = true;
        f.request.view = FigureView::Heads;
        f.request.stage = ScoreStage::Weights;
        f.request.sentences = {q(l.sentences.at(size_t(sentence)))};
        f.sentences = {sentence};
        f.request.layer = s.layer + 1;
        f.request.heads = s.heads;
        f.title = QCoreApplication::translate("Figures",
                                              "Attention weights — %1 (the real model, layer %2)")
                      .arg(quoted(l.sentences.at(size_t(sentence))))
                      .arg(s.layer + 1);
        return f;
    }
    const bool trained = s.source == attn::Source::Trained && l.model;
    const int layer = s.layer + 1;
    const int heads = trained ? l.model->config.heads : l.attention.heads;
    StepFigure f;
    // The step's one chosen head is drawn as the Heads view of that head alone (its title says
    // which head); several, as the grid of those.
    f.request.view = heads > 1 ? FigureView::Heads : FigureView::Scores;
    f.request.heads = s.heads;
    f.request.stage = s.stage;
    f.request.sentences = {q(l.sentences.at(size_t(sentence)))};
    f.sentences = {sentence};
    f.request.trained = trained;
    f.request.layer = trained ? layer : 1;
    if (has_word(l, sentence, q(s.highlight))) f.request.highlight = q(s.highlight);
    const attn::Variant v = trained ? attn::Variant::Scaled : l.attention.variant;
    f.title = QStringLiteral("%1 — %2").arg(stage_caption(s.stage, v),
                                            quoted(l.sentences.at(size_t(sentence))));
    if (trained)
        f.title +=
            QCoreApplication::translate("Figures", " (the trained model, layer %1)").arg(layer);
    return f;
}

// The difference map of the two shown sentences (a step's "difference"): the second's map minus
// the first's, of the step's first chosen head (else head 1), at the scene's stage and layer.
StepFigure difference_figure(const attn::Lesson& l, const attn::Scene& s) {
    const bool real = shows_real_model(l, s);
    const bool trained = s.source == attn::Source::Trained && l.model;
    StepFigure f;
    f.real_model = real;
    f.request.view = FigureView::Difference;
    f.request.stage = real ? attn::Stage::Weights : s.stage;
    for (int i : s.sentences) f.request.sentences << q(l.sentences.at(size_t(i)));
    f.sentences = s.sentences;
    f.request.trained = trained;
    f.request.layer = real || trained ? s.layer + 1 : 1;
    f.request.head = s.heads.empty() ? 1 : s.heads.front() + 1;
    // (The map's own title names the two sentences, second − first.)
    //: A step's difference map of its two sentences' maps, over the map's own title
    f.title = QCoreApplication::translate("Figures", "The difference of the two maps");
    return f;
}

StepFigure vectors_figure(const attn::Lesson& l, const attn::Scene& s) {
    StepFigure f;
    f.request.view = FigureView::Vectors;
    for (int i : s.sentences) f.request.sentences << q(l.sentences.at(size_t(i)));
    f.sentences = s.sentences;
    f.request.every_word = true;
    f.request.principal = s.plane == std::vector<std::string>{"principal"};
    if (s.plane.size() == 2) f.request.x_axis = q(s.plane[0]), f.request.y_axis = q(s.plane[1]);
    f.title = QCoreApplication::translate("Figures",
                                          "Vectors: lookup rows (dots) and outputs (diamonds)");
    return f;
}

// The head view of `sentence`: every head's lines overlaid, as the Head view pane shows it.
StepFigure head_lines_figure(const attn::Lesson& l, const attn::Scene& s, int sentence) {
    StepFigure f = map_figure(l, s, sentence);
    f.request.view = FigureView::HeadLines;
    f.request.stage.reset();
    // Kept back as the window's Head view keeps them back: weights (as lines) and their numbers
    // are one answer (the slide drew the lines where the window hid them).
    f.request.concealed = attn::weights_kept_back(s);
    f.title = QCoreApplication::translate("Figures", "Head view — %1")
                  .arg(quoted(l.sentences.at(size_t(sentence))));
    if (f.request.trained)
        f.title += QCoreApplication::translate("Figures", " (the trained model, layer %1)")
                       .arg(f.request.layer);
    if (f.real_model)
        f.title += QCoreApplication::translate("Figures", " (the real model, layer %1)")
                       .arg(f.request.layer);
    return f;
}

// The position map of the first shown sentence, as the Positions pane draws it
// under the toolbar's encoding (none: no map to draw).
std::optional<StepFigure> positions_figure(const attn::Lesson& l, const attn::Scene& s) {
    const attn::PositionEncoding e = s.switches.position.value_or(l.attention.position);
    if (e == attn::PositionEncoding::None) return std::nullopt;
    const int sentence = s.sentences.front();
    StepFigure f;
    f.request.view = FigureView::Positions;
    f.request.sentences = {q(l.sentences.at(size_t(sentence)))};
    f.sentences = {sentence};
    if (has_word(l, sentence, q(s.highlight))) f.request.word = q(s.highlight);
    f.title = QCoreApplication::translate("Figures", "Where a word sits: %1 — %2")
                  .arg(position_label(e), quoted(l.sentences.at(size_t(sentence))));
    return f;
}

// The highlighted word's blend in `sentence`, when the sentence has the word.
std::optional<StepFigure> blend_figure(const attn::Lesson& l, const attn::Scene& s, int sentence) {
    if (!has_word(l, sentence, q(s.highlight))) return std::nullopt;
    if (shows_real_model(l, s)) return std::nullopt;  // its pass keeps no value rows to blend
    const bool trained = s.source == attn::Source::Trained && l.model;
    StepFigure f;
    f.request.view = FigureView::Blend;
    f.request.sentences = {q(l.sentences.at(size_t(sentence)))};
    f.sentences = {sentence};
    f.request.word = q(s.highlight);
    f.request.trained = trained;
    f.request.layer = trained ? s.layer + 1 : 1;
    f.title = QCoreApplication::translate("Figures", "The blend of “%1” — %2")
                  .arg(q(s.highlight), quoted(l.sentences.at(size_t(sentence))));
    return f;
}

}  // namespace

std::vector<StepFigure> step_figures(const attn::Lesson& lesson, const attn::Scene& scene) {
    std::vector<StepFigure> out;
    if (scene.sentences.empty()) return out;
    const bool vectors = is_raised(scene, attn::Pane::Vectors),
               blend = is_raised(scene, attn::Pane::Blend);
    if (!(vectors && blend)) {
        for (int i : scene.sentences) out.push_back(map_figure(lesson, scene, i));
        if (scene.difference && scene.sentences.size() == 2)
            out.push_back(difference_figure(lesson, scene));
    }
    if (is_raised(scene, attn::Pane::HeadView))
        for (int i : scene.sentences) out.push_back(head_lines_figure(lesson, scene, i));
    if (vectors) out.push_back(vectors_figure(lesson, scene));
    if (is_raised(scene, attn::Pane::Positions))
        if (auto p = positions_figure(lesson, scene)) out.push_back(*p);
    if (blend)
        for (int i : scene.sentences)
            if (auto b = blend_figure(lesson, scene, i)) out.push_back(*b);
    return out;
}

void conceal_figure(FigureSpec& spec, const attn::Concealment& c) {
    if (c.cells && !spec.panels.empty()) {
        for (MatrixPanel& m : spec.panels) {
            m.values.setConstant(std::numeric_limits<float>::quiet_NaN());
            m.causal = false;  // no hatching either: a masked cell's weight (0) is an answer too
        }
        // The caption speaks of what is drawn: no colours, no hatching.
        spec.caption = QCoreApplication::translate(
            "Figures", "The cells are hidden: they are the question's answer.");
    }
    if (c.outputs) {
        spec.vectors.outputs.clear();
        spec.vectors.moved.clear();
    }
    if (c.cells && spec.kind == FigureKind::HeadLines) {  // the lines' weights are the answer
        conceal_head_lines(spec.lines);
        spec.caption.clear();  // the figure says why under its tokens (a caption said it twice)
    }
}

bool figure_numbers_shown(FigureKind kind, const attn::Scene& scene) {
    const attn::Concealment& c = scene.conceal;
    switch (kind) {
        case FigureKind::Blend:
            return attn::blend_shown(scene);  // at the weights, and not while a question asks
        case FigureKind::Heatmap:
        case FigureKind::HeadGrid:
            return scene.numbers && !c.numbers && !c.cells;
        default:
            return true;
    }
}

ReadyFigure ready_figure(const attn::Lesson& lesson, const attn::Scene& scene,
                         const StepFigure& figure, double font_px,
                         const std::vector<const attn::Trace*>& evaluated) {
    ReadyFigure out;
    out.look.font_px = font_px;
    out.look.title = figure.title;
    ViewRequest r = figure.request;
    if (!evaluated.empty()) r.trained = false;  // the traces given are what is drawn
    try {
        out.spec = build_figure_spec(lesson, r, std::nullopt, evaluated);
    } catch (const std::invalid_argument& e) {
        out.error = QCoreApplication::translate("Figures", "%1: this figure cannot be drawn: %2")
                        .arg(figure.title, QString::fromUtf8(e.what()));
        out.spec = FigureSpec{};
        return out;
    }
    if (figure.real_model) {
        title_axes_as_tokens(out.spec);
        out.spec.what_if = what_if_label(lesson.what_if, attn::Source::Real);
        mark_request_what_if(out.spec, figure.request, lesson.what_if.over(attn::Source::Real),
                             figure.request.layer - 1);
    }
    conceal_figure(out.spec, scene.conceal);
    if (out.spec.kind == FigureKind::HeadLines && attn::weights_kept_back(scene) &&
        !out.spec.lines.concealed) {  // numbers or later stages kept back: as the window
        conceal_head_lines(out.spec.lines);
        out.spec.caption.clear();
    }
    if (out.spec.kind == FigureKind::Blend &&
        !attn::blend_shown(scene)) {  // its shading ranks the weights and outputs too
        const double nan = std::numeric_limits<double>::quiet_NaN();
        for (double& w : out.spec.blend.weights) w = nan;
        out.spec.blend.after.setConstant(float(nan));
    }
    out.look.numbers = figure_numbers_shown(out.spec.kind, scene);
    out.look.caption = out.spec.caption;
    return out;
}

std::optional<ReadyFigure> what_if_effect_figure(const attn::Lesson& lesson,
                                                 const attn::Scene& scene, int sentence,
                                                 const attn::OpenedModel& model,
                                                 std::span<const float> before,
                                                 std::span<const float> after,
                                                 const QStringList& tokens, double font_px) {
    if (!shows_real_model(lesson, scene) || lesson.what_if.over(attn::Source::Real).empty())
        return std::nullopt;
    if (scene.conceal.numbers || scene.conceal.cells) return std::nullopt;
    if (before.empty() || before.size() != after.size() || tokens.isEmpty()) return std::nullopt;
    constexpr int kTopTokens = 5;  // a slide's row of guesses, as the Layers' guesses tab shows
    ReadyFigure out;
    try {
        out.spec =
            next_token_effect_figure(before, after, model, tokens,
                                     what_if_label(lesson.what_if, attn::Source::Real), kTopTokens);
    } catch (const std::invalid_argument&) {
        return std::nullopt;  // logits the softmax refuses (NaN): no table, as Generate's
    }
    out.look.font_px = font_px;
    //: A slide's or handout's figure of what the what-if does to the prediction; %1: the sentence
    out.look.title = QCoreApplication::translate("Figures",
                                                 "The next token, without and with the "
                                                 "what-if — %1")
                         .arg(quoted(lesson.sentences.at(size_t(sentence))));
    out.look.caption = out.spec.caption;
    return out;
}

}  // namespace attn::ui
