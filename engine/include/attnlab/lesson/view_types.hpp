// The typed parts of what a view shows, shared by a lesson step's view
// (attnlab/lesson/lesson_step.hpp) and the scene the window is in (attnlab/scene/scene.hpp).
// Each has one spelling in files and on the command line, parsed once by the
// lesson reader (names below); nothing downstream compares strings.
#pragma once

#include <optional>
#include <string_view>

#include "attnlab/attention/attention_config.hpp"

namespace attn {

// Which matrix of attention a map shows: raw scores S (X·Xᵀ or Q·Kᵀ), scaled
// S·s, masked (−∞ where a word may not look), or the softmax weights.
enum class Stage { Raw, Scaled, Masked, Weights };
// Whose attention the attention views show: the lesson's hand-wired attention, a layer
// of the tiny transformer trained here (Lesson::model), or of the real model the lesson
// points at (Lesson::real_model, GPT-2 or nanoGPT). A lesson may hold both models.
enum class Source { HandWired, Trained, Real };
// The window's panes a step may raise.
// ModelDock: the Model dock, a real or trained model's every layer × head, guesses,
// rollout and generation (saved as "model"); HeadView: the lines from each token to the
// tokens it attends to; Positions: the position map and the shift test.
enum class Pane {
    Sentences,
    Embedding,
    Weights,
    Vectors,
    Blend,
    Training,
    Lesson,
    ModelDock,
    HeadView,
    Positions
};

inline constexpr Stage kStages[] = {Stage::Raw, Stage::Scaled, Stage::Masked, Stage::Weights};
inline constexpr Pane kPanes[] = {Pane::Sentences, Pane::Embedding, Pane::Weights, Pane::Vectors,
                                  Pane::Blend,     Pane::Training,  Pane::Lesson,  Pane::ModelDock,
                                  Pane::HeadView,  Pane::Positions};

const char* stage_name(Stage s);    // "raw", "scaled", "masked", "weights"
const char* source_name(Source s);  // "hand-wired", "trained", "real"
const char* pane_name(Pane p);  // "sentences", "embedding", …, "model", "head-view", "positions"
// The value of a name above; nullopt for any other text.
std::optional<Stage> stage_from_name(std::string_view name);
std::optional<Source> source_from_name(std::string_view name);
std::optional<Pane> pane_from_name(std::string_view name);

// What a pending predict question keeps back until it is answered.
struct Concealment {
    bool numbers = false;  // the numbers in cells and tables
    bool cells = false;    // the heatmaps' colours too
    bool outputs = false;  // the output points of the vectors plot
    // The pipeline past the step's own stage: the stage box offers no later
    // stage, and what is made of the weights — the Blend table and the output
    // points — waits too (a step showing raw scores before a question about
    // the weights).
    bool later_stages = false;
    bool any() const { return numbers || cells || outputs || later_stages; }
    bool operator==(const Concealment&) const = default;
};

// The attention switches (the ladder) a step lays over the lesson's own
// settings; an empty field leaves the lesson's. A variant also sets its
// default scale (on for the rungs with projections) and, below multi-head, one
// head — before the explicit fields are applied.
struct AttentionSwitches {
    std::optional<Variant> variant;
    std::optional<int> heads;
    std::optional<bool> scale, causal;
    std::optional<PositionEncoding> position;  // never Learned
    std::optional<double> rope_base;
    bool empty() const {
        return !variant && !heads && !scale && !causal && !position && !rope_base;
    }
    // `base` with the switches laid over it (projections untouched); not validated.
    AttentionConfig over(const AttentionConfig& base) const;
    // These switches with `later`'s fields laid over them, as applying the two
    // in turn would set them (a walk through steps: a later variant brings its
    // scale, and one head below multi-head, with it).
    AttentionSwitches then(const AttentionSwitches& later) const;
    bool operator==(const AttentionSwitches&) const = default;
};

}  // namespace attn
