// Building FigureSpecs from a Lesson: one view of one lesson (what the
// window's Export… and `attention-lab render --view` draw), and named figure
// sets ("module1": every figure Module 1 describes; "all": every view of
// every sentence). Heads and layers are counted from 1, as users say them.
#pragma once

#include <QString>
#include <QStringList>
#include <optional>
#include <span>
#include <vector>

#include "attnlab/lesson/lesson.hpp"
#include "viewdata/figure_spec.hpp"
#include "viewdata/score_stage.hpp"

namespace attn::ui {

enum class FigureView {
    Scores,
    Weights,
    Heads,
    Vectors,
    Blend,
    Embeddings,
    Input,
    Loss,
    HeadLines,
    Positions,
    Difference
};

// "scores", "weights", "heads", "vectors", "blend", "embeddings", "input", "loss", "head-lines",
// "positions" (the position map of the lesson's encoding, viewdata/position_figure.hpp: RoPE's
// for `word` on the word before it, head `head`), "difference" (the second sentence's map of
// head `head` minus the first's, at `stage` (default weights), viewdata/difference_map.hpp).
const char* figure_view_name(FigureView v);
FigureView figure_view_from_name(
    const QString& name);  // throws std::invalid_argument listing the names

struct ViewRequest {
    FigureView view = FigureView::Weights;
    QStringList sentences;            // empty: the lesson's; single-sentence views use the first
    int layer = 1;                    // 1-based; hand-wired lessons have exactly one layer
    int head = 1;                     // 1-based, 1…h (scores, weights, blend)
    std::optional<ScoreStage> stage;  // scores/heads: default raw/weights; weights: must be weights
    QString word;            // blend / vectors: the word followed (default: the lesson's focus)
    QString x_axis, y_axis;  // vectors: axis names (default: the first two axes)
    bool principal = false;  // vectors: the plane of the first two principal components instead
    bool every_word =
        false;          // vectors: every word's output (as the window's pane), not only `word`'s
    QString highlight;  // scores/weights/heads/input/embeddings: the word whose row and column
                        // are marked (the window's highlighted word); empty: none
    // scores, weights, heads, blend: draw the lesson's trained model (Lesson::model,
    // model_figure_spec.hpp) instead of its hand-wired attention. `render` sets
    // it for a lesson holding a model; figure sets only for their
    // trained-heads-layerL figures (their other views stay hand-wired).
    bool trained = false;
    // heads: the heads whose maps are drawn, 0-based (empty, or none of them valid: every
    // head). head-lines (viewdata/head_lines.hpp): the heads overlaid, 0-based (empty:
    // every head); `word` is the token whose lines alone are drawn (empty: every
    // token's); `concealed`: a pending question hides the weights (no lines).
    std::vector<int> heads;
    bool concealed = false;
};

// `spec`, drawn as `r` asks of layer `layer` (from 0) under `list`: each map of a head says
// its fate after its title ("head 3 · switched off"), the weights' cut lines are crossed out,
// and the head view's legend names each head's fate. build_figure_spec does it for the hand-wired
// and trained sources; a real model's figure (step_figures' ready_figure) calls it with the
// real model's what-if. spec.what_if is left as it is.
void mark_request_what_if(FigureSpec& spec, const ViewRequest& r,
                          std::span<const attn::Intervention> list, int layer);

// The loss curve of the lesson's trained model (model.loss_history), or nothing
// when the lesson has no model or its model keeps no history (older files).
std::optional<LossCurve> lesson_loss_curve(const attn::Lesson& lesson);

// Throws std::invalid_argument naming what is wrong (unknown word or highlighted word, empty
// sentence, head or layer out of range, stage not valid for the view, no
// trained model for "loss"). `loss` overrides lesson_loss_curve for the loss view.
// `evaluated`: the traces of request.sentences, in order, as the window holds
// them (the Document's results, or the layer of the trained model a pane
// shows): the figure is drawn from them and nothing is evaluated again (the
// layer is then the one those traces are of). Empty: each sentence is evaluated.
FigureSpec build_figure_spec(const attn::Lesson& lesson, const ViewRequest& request,
                             const std::optional<LossCurve>& loss = std::nullopt,
                             const std::vector<const attn::Trace*>& evaluated = {});

// A figure of a set: file name without extension, the spec and a title.
struct NamedFigure {
    QString name;   // e.g. "04-weights-the-river-bank"
    QString title;  // e.g. "Attention weights — “the river bank”"
    FigureSpec spec;
};
QStringList figure_set_names();  // "module1", "all"
// A lesson holding a trained model gets its own figures after the set's:
// "trained-loss" (when the model keeps a loss history) and
// "trained-heads-layerL" for each layer L on trained_model_sentence
// (model_figure_spec.hpp). Throws std::invalid_argument for an unknown set or
// a lesson the set cannot use.
std::vector<NamedFigure> build_figure_set(const attn::Lesson& lesson, const QString& set);

// "The River Bank!" → "the-river-bank" (a-z, 0-9 and single dashes, at most 40 characters).
QString file_slug(const QString& text);

}  // namespace attn::ui
