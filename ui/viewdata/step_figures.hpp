// What a scene shows, as figures, for the pages and slides drawn of it (the
// handout, the presentation). The scene is the window's own (attnlab/scene/scene.hpp:
// attn::step_scene enters a step for all three), so a slide and a handout
// page show what the window shows at that step.
#pragma once

#include <QString>
#include <QStringList>
#include <optional>
#include <span>
#include <vector>

#include "attnlab/checkpoints/model_files.hpp"
#include "attnlab/lesson/lesson.hpp"
#include "attnlab/scene/scene.hpp"
#include "style/figure_style.hpp"
#include "viewdata/figure_spec.hpp"
#include "viewdata/figure_specs.hpp"
#include "viewdata/score_stage.hpp"

namespace attn::ui {

// A figure of a step and its heading ("Attention weights — “the river bank”").
struct StepFigure {
    ViewRequest request;
    std::vector<int> sentences;  // the lesson sentences drawn (request.sentences holds their text)
    QString title;
    // Drawn from the lesson's real model (the scene's source is the model and
    // the lesson points at a real one, holding no trained model): every head's
    // weights of the scene's layer, which only the model's pass has — the
    // caller gives them as `evaluated` traces (ready_figure).
    bool real_model = false;
};

// The figures of `scene` for `lesson` (the lesson as the scene shows it:
// attn::scene_lesson); every shown sentence is in them, as in the window:
//   - no raised pane: the attention map of each shown sentence (every head at
//     once when the attention has several), at the scene's stage, then, when the
//     scene shows it (Scene::difference), the two sentences' difference map;
//   - the Vectors or the Blend pane raised: the map of each shown sentence,
//     then that pane's figure (Vectors: every shown sentence's outputs in one
//     plot; Blend: the highlighted word's blend in each shown sentence that
//     has the word, none when no sentence has it);
//   - both raised: the Vectors figure, then the blends;
//   - the Head view pane raised: each shown sentence's head view (every head's
//     lines overlaid) after the maps, before the Vectors and Blend figures.
// So one to six figures. Words highlighted only in the maps whose sentence has the word.
std::vector<StepFigure> step_figures(const attn::Lesson& lesson, const attn::Scene& scene);

// `spec` as a concealed view shows it: cells → every heatmap value not a
// number (painted as a masked cell: one grey, no colour to read); outputs →
// the vectors plot without its output points. The numbers are the painter's
// (FigureOptions::numbers): figure_numbers_shown says whether to print them
// in a figure of `kind` (the window's rule: a map's numbers go with the step's
// "numbers" and with a concealment of numbers or cells; the blend table's with
// any concealment, since its last row is the answer).
void conceal_figure(FigureSpec& spec, const attn::Concealment& c);
bool figure_numbers_shown(FigureKind kind, const attn::Scene& scene);  // concealed by scene.conceal

// A step figure ready to paint: its spec (concealed by scene.conceal) and the look to
// paint it with (its title, the spec's caption, numbers per
// figure_numbers_shown, text of `font_px`). `evaluated`: the traces of
// figure.sentences as the window holds them (build_figure_spec's contract;
// they stand for the trained model's layer too); empty: computed from
// `lesson`. A figure that cannot be drawn has an empty spec and says why in `error`.
struct ReadyFigure {
    FigureSpec spec;
    FigureOptions look;
    QString error;
};
ReadyFigure ready_figure(const attn::Lesson& lesson, const attn::Scene& scene,
                         const StepFigure& figure, double font_px,
                         const std::vector<const attn::Trace*>& evaluated = {});

// The effect of the scene's what-if on the lesson's real model, for a step's slide or handout
// page after its figures: sentence `sentence`'s next token without and with it (a map shows
// only that a head is switched off; a last layer's head changes no map at all). `before` and
// `after`: the logits at the sentence's last token without and with the what-if, as
// RealModelPass keeps them; `tokens`: its display texts. None when the scene does not show the
// real model, lays no what-if over it, or a pending question keeps its numbers or colours back
// (the Model dock's What if tab keeps them back then too).
std::optional<ReadyFigure> what_if_effect_figure(const attn::Lesson& lesson,
                                                 const attn::Scene& scene, int sentence,
                                                 const attn::OpenedModel& model,
                                                 std::span<const float> before,
                                                 std::span<const float> after,
                                                 const QStringList& tokens, double font_px);

}  // namespace attn::ui
