// A lesson's guided steps (docs/lesson-format.md, "steps"): plain values, no
// Qt. A step has a title, a short Markdown text, the view it sets when the
// student enters it, and optionally a question asked before the answer is
// shown (predict, then reveal).
//
// Text may quote quantities of the lesson, computed when shown:
//   "bank gives {{weight 0 bank river}} of itself to river"  → "… 0.317 …"
// (attnlab/lesson/step_quantity.hpp lists the quantities). A teacher who edits the
// table therefore never leaves a stale number in the text.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "attnlab/attention/attention_config.hpp"
#include "attnlab/lesson/view_types.hpp"
#include "attnlab/lesson/what_if.hpp"

namespace attn {

// What entering a step sets (attnlab/scene/scene.hpp, step_scene). Every field is
// optional: an empty one keeps what the steps before it set.
struct StepView {
    // The attention switches (the ladder), laid over the lesson's own settings
    // while the step is shown; never written into the lesson.
    std::optional<Variant> variant;
    std::optional<int> heads;
    std::optional<bool> scale, causal;
    std::optional<PositionEncoding> position;  // where a word sits (never Learned)
    std::optional<double> rope_base;
    std::optional<Stage> stage;  // the Attention pane's stage
    // Indices into the lesson's sentences shown side by side: none (keep), one or two.
    std::vector<int> sentences;
    std::optional<std::string> highlight;  // the highlighted word ("" clears it)
    // The Vectors plane: empty (keep), {"principal"}, or two axis names {x, y}.
    std::vector<std::string> plane;
    // Panes raised, in order (the last one ends on top of its dock area).
    std::vector<Pane> panes;
    std::optional<bool>
        numbers;  // numbers printed in the heatmap cells (a step that says nothing shows them)
    // What the step keeps back whether or not it asks — what a later step's
    // question asks for (the file's view "hide" list; none when absent).
    Concealment hide;
    std::optional<Source> source;  // whose attention is shown
    std::optional<int> layer;      // 1-based layer of the model, with source "model"
    // The heads (from 1, ascending, no repeats) whose maps the step's figures show —
    // the Attention pane, its slide and its handout page; empty: every head. The
    // step's own, not carried to later steps (the file's "show_heads").
    std::vector<int> show_heads;
    // The step's own what-if, shown while the step is (its source shown too);
    // absent: the lesson's own (Lesson::what_if). Not carried to later steps.
    std::optional<WhatIf> what_if;
    // With two sentences shown: the difference map (second − first) beside their maps, in the
    // window, the slide and the handout (the file's "difference": true). The step's own.
    bool difference = false;

    AttentionSwitches switches() const {
        return {variant, heads, scale, causal, position, rope_base};
    }
    bool operator==(const StepView&) const = default;
};

// A question asked before the step shows its answer.
struct StepQuestion {
    enum class Kind { Choice, Number, Cell };
    Kind kind = Kind::Choice;
    std::string prompt;  // Markdown, may quote quantities
    // Choice: the options; the right one is `answer` (0-based), or, when
    // `compare` is given (one quantity per option), the option whose quantity
    // is largest — computed from the lesson, so it stays right after edits.
    std::vector<std::string> choices;
    int answer = -1;
    std::vector<std::string> compare;
    // Number: the quantity asked for, and how far an answer may be from it.
    std::string quantity;
    double tolerance = 0.01;
    // Cell: "click the cell you think is largest" in the weights of sentence
    // `sentence`, head `head` (1-based), in the row of word `row` ("" = anywhere).
    int sentence = 0;
    int head = 1;
    std::string row;
    std::string why;  // Markdown shown with the answer
    // What the views hide until the answer is given: the numbers (cell numbers,
    // blend table), the cells (heatmap colours too), the outputs (the output
    // points of the vector plot). The file's "hide" list; without one, the numbers.
    Concealment hide{true, false, false};

    bool operator==(const StepQuestion&) const = default;
};

// A step's texts in another language (attnlab/lesson/lesson_texts.hpp): the
// words only — the view, the question's kind, answer and quantities are the
// step's own. An empty field shows the step's own text; `choices` is empty or
// has one entry per choice of the question, in the same order.
struct StepTexts {
    std::string title, text, prompt, why;
    std::vector<std::string> choices;
    bool operator==(const StepTexts&) const = default;
};

struct LessonStep {
    std::string title;
    std::string text;  // Markdown; raw HTML is shown as text and nothing is loaded
    StepView view;
    std::optional<StepQuestion> question;
    // The step in other languages, by language code ("de", "pt-BR").
    std::map<std::string, StepTexts> translations;

    bool operator==(const LessonStep&) const = default;
};

// Names for files and menus.
const char* question_kind_name(StepQuestion::Kind k);  // "choice", "number", "cell"

}  // namespace attn
