// What a lesson step shows, as data, for the pages and slides drawn of it
// (the handout, the presentation):
//   - StepScene: the view the window is in once the student has entered the
//     step by clicking Next from the first step (a field a step leaves empty
//     keeps what the steps before it set, as LessonSession does);
//   - step_figures: the one or two figures of that scene;
//   - Concealment: what a predict step keeps back until it is answered.
#pragma once

#include <QString>
#include <QStringList>
#include <optional>
#include <vector>

#include "attnlab/lesson.hpp"
#include "viewdata/figure_spec.hpp"
#include "viewdata/figure_specs.hpp"
#include "viewdata/score_stage.hpp"
#include "style/figure_style.hpp"

namespace attn::ui {

struct StepScene {
    std::vector<int> sentences;  // indices of the lesson sentences shown: 1 or 2 (none: the lesson has none)
    QString highlight;           // the highlighted word; empty: none
    ScoreStage stage = ScoreStage::Weights;
    bool trained = false;        // the trained model's attention (source "model") rather than the hand-wired
    int layer = 1;               // the model's layer shown, 1-based
    QStringList plane;           // Vectors plane: empty (the first two axes), {"principal"} or {x, y}
    bool numbers = true;         // numbers printed in the cells (a step may turn them off)
    bool vectors = false;        // the step raises the Vectors pane
    bool blend = false;          // the step raises the Blend pane
};

// The lesson with the attention switches of steps 0…index applied in turn (a
// step whose switches do not fit the lesson leaves it as it was), and the scene
// after entering step `index`. Before step 0 the scene is a newly opened
// lesson's: its first two sentences, its focus highlighted, the weights, the
// trained model's first layer when it holds one.
// walk_to_step(lesson, -1) is that opening scene; enter_step moves a walk on
// by one step (walking a whole lesson step by step costs one pass, not n²).
struct WalkedStep {
    attn::Lesson lesson;
    StepScene scene;
};
WalkedStep walk_to_step(const attn::Lesson& lesson, int index);
void enter_step(WalkedStep& walk, const attn::StepView& view);

// A figure of a step and its heading ("Attention weights — “the river bank”").
struct StepFigure {
    ViewRequest request;
    std::vector<int> sentences;  // the lesson sentences drawn (request.sentences holds their text)
    QString title;
};

// The figures of `scene`, at most two, for `lesson` (the walked lesson):
//   - no raised pane: the attention map of each shown sentence (every head at
//     once when the attention has several), at the scene's stage;
//   - the Vectors or the Blend pane raised: the map of the first shown
//     sentence, then that pane's figure (every shown sentence's outputs; the
//     highlighted word's blend in the first shown sentence that has it, else
//     no blend figure);
//   - both raised: the two panes' figures.
// Words highlighted only in the maps whose sentence has the word.
std::vector<StepFigure> step_figures(const attn::Lesson& lesson, const StepScene& scene);

// What a predict step hides until it is answered (StepQuestion::hide).
struct Concealment {
    bool numbers = false;  // the numbers in cells and tables
    bool cells = false;    // the heatmaps' colours too
    bool outputs = false;  // the output points of the vectors plot
    bool any() const { return numbers || cells || outputs; }
};
// Of an unanswered question: its `hide` list; an empty list hides the numbers.
Concealment concealment_of(const attn::StepQuestion& question);

// `spec` as a concealed view shows it: cells → every heatmap value not a
// number (painted as a masked cell: one grey, no colour to read); outputs →
// the vectors plot without its output points. The numbers are the painter's
// (FigureOptions::numbers): figure_numbers_shown says whether to print them
// in a figure of `kind` (the window's rule: a map's numbers go with the step's
// "numbers" and with a concealment of numbers or cells; the blend table's with
// any concealment, since its last row is the answer).
void conceal_figure(FigureSpec& spec, const Concealment& c);
bool figure_numbers_shown(FigureKind kind, const StepScene& scene, const Concealment& c);

// A step figure ready to paint: its spec (concealed by `c`) and the look to
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
ReadyFigure ready_figure(const attn::Lesson& lesson, const StepScene& scene, const StepFigure& figure, const Concealment& c,
                         double font_px, const std::vector<const attn::Trace*>& evaluated = {});

}  // namespace attn::ui
