// Names of the view types (attnlab/lesson/view_types.hpp) and the switches' algebra.
#include "attnlab/lesson/view_types.hpp"

#include <array>

namespace attn {
namespace {

template <typename E, std::size_t N>
std::optional<E> from_name(std::string_view name, const E (&all)[N], const char* (*name_of)(E)) {
    for (E e : all)
        if (name == name_of(e)) return e;
    return std::nullopt;
}

constexpr Source kSources[] = {Source::HandWired, Source::Trained, Source::Real};

}  // namespace

const char* stage_name(Stage s) {
    switch (s) {
        case Stage::Raw:
            return "raw";
        case Stage::Scaled:
            return "scaled";
        case Stage::Masked:
            return "masked";
        case Stage::Weights:
            return "weights";
    }
    return "weights";
}

const char* source_name(Source s) {
    switch (s) {
        case Source::HandWired:
            return "hand-wired";
        case Source::Trained:
            return "trained";
        case Source::Real:
            return "real";
    }
    return "hand-wired";
}

const char* pane_name(Pane p) {
    switch (p) {
        case Pane::Sentences:
            return "sentences";
        case Pane::Embedding:
            return "embedding";
        case Pane::Weights:
            return "weights";
        case Pane::Vectors:
            return "vectors";
        case Pane::Blend:
            return "blend";
        case Pane::Training:
            return "training";
        case Pane::Lesson:
            return "lesson";
        case Pane::ModelDock:
            return "model";
        case Pane::HeadView:
            return "head-view";
        case Pane::Positions:
            return "positions";
    }
    return "lesson";
}

std::optional<Stage> stage_from_name(std::string_view name) {
    return from_name(name, kStages, stage_name);
}
std::optional<Source> source_from_name(std::string_view name) {
    return from_name(name, kSources, source_name);
}
std::optional<Pane> pane_from_name(std::string_view name) {
    return from_name(name, kPanes, pane_name);
}

AttentionConfig AttentionSwitches::over(const AttentionConfig& base) const {
    AttentionConfig c = base;
    if (variant) {
        c.variant = *variant;
        c.scale = uses_projections(c.variant);
        if (c.variant != Variant::MultiHead) c.heads = 1;
    }
    if (heads) c.heads = *heads;
    if (scale) c.scale = *scale;
    if (causal) c.causal = *causal;
    if (position) c.position = *position;
    if (rope_base) c.rope_base = *rope_base;
    return c;
}

AttentionSwitches AttentionSwitches::then(const AttentionSwitches& later) const {
    AttentionSwitches s = *this;
    if (later.variant) {  // a new rung sets the scale it implies, and one head below multi-head
        s.variant = later.variant;
        s.scale = uses_projections(*later.variant);
        if (*later.variant != Variant::MultiHead) s.heads = 1;
    }
    if (later.heads) s.heads = later.heads;
    if (later.scale) s.scale = later.scale;
    if (later.causal) s.causal = later.causal;
    if (later.position) s.position = later.position;
    if (later.rope_base) s.rope_base = later.rope_base;
    return s;
}

}  // namespace attn
