// Scene: everything that decides what the window shows, as one plain value —
// never part of the lesson, never saved, never undone. The window holds one
// (ui ViewState), and so does each slide of a presentation and each page of a
// handout; all three get it from step_scene(), the one function that enters
// a lesson step.
//
// The lesson is evaluated under the scene's attention switches
// (scene_lesson): a step lays its ladder rung over the lesson's own settings
// and never writes the lesson, so undo, redo and save see only the user's edits.
#pragma once

#include <string>
#include <vector>

#include "attnlab/lesson/lesson.hpp"
#include "attnlab/lesson/view_types.hpp"

namespace attn {

class ModelReadings;  // attnlab/lesson/model_readings.hpp

struct Scene {
    // Indices into the lesson's sentences shown side by side: one or two
    // (none only for a lesson without sentences), in the order picked.
    std::vector<int> sentences;
    std::string highlight;  // the highlighted word; empty: none
    Stage stage = Stage::Weights;
    // Model only while the lesson holds a trained model or points at a real one
    // (the trained model when it has both).
    Source source = Source::HandWired;
    int layer = 0;        // the model's layer shown, 0-based (0 without a model; a real model's is
                          // clamped by the window)
    bool numbers = true;  // numbers printed in the heatmap cells
    // The heads (0-based, ascending) whose maps the Attention pane, a slide and a
    // handout page show: the step's show_heads; empty: every head.
    std::vector<int> heads;
    Concealment conceal;  // what the step keeps back (its view's hide, a pending question's)
    // The Vectors plane: empty (the pane's choice: the first two axes),
    // {"principal"}, or two axis names {x, y}.
    std::vector<std::string> plane;
    std::vector<Pane> panes;     // raised when the scene was entered, in order (the last on top)
    AttentionSwitches switches;  // laid over the lesson's attention settings
    // The interventions laid over one source's pass (attnlab/lesson/what_if.hpp):
    // the step's own while a step holds one, else the lesson's.
    WhatIf what_if;
    // The difference map of the two sentences shown (StepView::difference; never with one).
    bool difference = false;

    bool operator==(const Scene&) const = default;
};

// The source a lesson's views open on: its trained model, else the real model it points
// at, else its hand-wired attention.
Source default_source(const Lesson& lesson);

// The scene of a newly opened lesson: its first two sentences, its focus word
// highlighted, the weights, the first layer of default_source's model.
Scene opening_scene(const Lesson& lesson);

// The scene of step `index` (clamped to the steps; the opening scene for a
// lesson without steps), as if the steps had been walked from the first: a
// field a step leaves empty keeps what the steps before it set, and the
// attention switches add up the same way (a step whose switches do not fit
// the lesson — heads that do not divide d — adds none). The step's own panes
// are raised, its own `numbers` applies (shown unless it says false), its
// view's `hide` conceals, and its question, unless `answered`, conceals what
// question_concealment names (a `later-stages` hide conceals the output
// points too: they are made of the weights). The what-if is the step's own
// (its source shown with it) when it holds one, else the lesson's: what-ifs
// are not carried from step to step. A pure function
// of its arguments: the window, the presentation and the handout agree.
Scene step_scene(const Lesson& lesson, int index, bool answered = false);

// The lesson's attention settings with `switches` laid over them, when they
// fit the lesson; the lesson's own settings when they do not.
AttentionConfig scene_attention(const Lesson& lesson, const AttentionSwitches& switches);
// The lesson as `scene` shows it: its attention under the scene's switches,
// its what-if the scene's.
Lesson scene_lesson(const Lesson& lesson, const Scene& scene);

// `scene` with its indices made valid for `lesson` (after an edit): shown
// sentences that no longer exist dropped (the last sentence shown if none is
// left), the source back to hand-wired and the layer to 0 without a model,
// the layer clamped to the model's, the heads made valid (shown_heads).
Scene clamped_scene(const Lesson& lesson, Scene scene);

// The heads of the attention `scene` shows: the hand-wired attention's under its
// switches, the trained model's; 0 for a real model (its count is known once it is open).
int source_heads(const Lesson& lesson, const Scene& scene);
// `heads` (0-based) made valid for an attention of `count` heads: sorted, without repeats,
// without a head it does not have, and empty when every head is in it. `count` 0: not known
// yet (a real model not yet open): only the order and repeats are mended.
std::vector<int> heads_within(std::vector<int> heads, int count);
// scene.heads made valid for `lesson`: heads_within the source's heads (a real model's are
// kept: the window clamps them to the opened model).
std::vector<int> shown_heads(const Lesson& lesson, const Scene& scene);

// What a pending question conceals: its file's `hide`, and whatever its answer
// can be read from — a cell question, or a choice comparing attention scores or
// weights, hides the maps' colours with their numbers (the largest cell is the
// brightest); a choice comparing outputs hides the output points and numbers;
// a number question hides the numbers, and the colours or output points it
// would be read from (a map quantity, an output). step_scene applies it.
Concealment question_concealment(const StepQuestion& question);

// The Blend table of `scene` is shown: the blend is made of the weights, so it
// appears at the Weights stage, and a pending question conceals it whole (its
// last row is an output, its rows the weights).
bool blend_shown(const Scene& scene);

// The attention weights are kept back from every view made of them (the Head
// view's lines and hover numbers, the Model dock's rollout): their colours or
// numbers concealed, or a stage before the weights whose later stages wait.
bool weights_kept_back(const Scene& scene);

// Where the answer of step `index`'s question can be read before it is asked,
// in the window as a student looks at it: at every step j ≤ index — the
// earlier ones answered, as the student leaves them, the question's own while
// it is pending — in its text, prompt and (once answered) why, and in every
// view the window offers there without leaving the step: the Attention pane's
// maps at any stage the stage box offers (only the step's own under
// `later-stages`), any layer, either source; the Head view's lines and hover
// numbers; the Blend table for any word;
// the Vectors plot on any plane; the Training pane's and the Model dock's
// maps; hover readouts wherever numbers are not concealed; a masked cell's
// hatching (its weight, 0). A number question's answer shows as its number
// (in any language's decimal sign, "0.498", "49,8 %"); a question about the
// largest (a cell, a choice with `compare`) shows when every value it
// compares can be read, as numbers, cell colours or output points. Each
// message starts with the path of the step that shows it: "steps[3]: shows
// step 5's answer before it is asked: weight 0 bank bank (0.498) in its Blend
// table". Empty for a step without a question. Warnings for the author, not
// problems: the lesson still opens and prints (`render --handout` writes them
// to stderr, the Lesson pane shows them as authoring notes).
// `readings`: the real model's passes for its quantities (step_quantity.hpp), or null.
std::vector<std::string> answer_leaks(const Lesson& lesson, int index,
                                      const ModelReadings* readings = nullptr);

// Where step `printed`, as a handout page prints it (its text and prompt, its
// figures with its question pending: the maps at its stage and layer, the
// Vectors and Blend figures when it raises those panes), shows step `asked`'s
// answer, worded as answer_leaks words it; "" when it does not. The handout
// starts a new page rather than print both on one.
std::string answer_on_paper(const Lesson& lesson, int asked, int printed,
                            const ModelReadings* readings = nullptr);

// Everything step `index` names that the lesson does not have, each message
// starting with its path: "steps[3].view.highlight: no word 'bnak' in the
// shown sentences", "steps[1].text: {{weight 0 bnak river}}: no word …".
// Empty when the step is sound. Its numbers are checked under the step's
// scene (step_scene). The lesson opens either way; the window shows these on
// the step, and `render --handout` refuses (exit 2).
std::vector<std::string> step_problems(const Lesson& lesson, int index,
                                       const ModelReadings* readings = nullptr);

// Notes for the author, not problems: a {{…}} quantity in step `index`'s text, prompt or why
// that reads the hand-wired attention (weight, score, output, …) on a step that shows a
// model's maps instead, so the number quoted is not the one on screen: "steps[2].text:
// {{weight 0 bank river}} quotes the hand-wired attention, but the step shows the real
// model's maps ({{modelweight …}} quotes the model's)". Empty otherwise.
std::vector<std::string> step_notes(const Lesson& lesson, int index);

}  // namespace attn
