// The scene of a lesson step (attnlab/scene/scene.hpp): the one place a step is entered.
#include "attnlab/scene/scene.hpp"

#include <algorithm>
#include <stdexcept>
#include <string>

namespace attn {
namespace {

// The layers source `s` can show: the trained model's; for a lesson that points at a
// real model, which is not read here, any layer (the window clamps to the model's own
// once it has opened it); none for the hand-wired attention or a model the lesson lacks.
constexpr int kRealModelLayers = 1 << 20;
int source_layers(const Lesson& l, Source s) {
    switch (s) {
        case Source::Trained:
            return l.model ? l.model->config.layers : 0;
        case Source::Real:
            return l.real_model ? kRealModelLayers : 0;
        case Source::HandWired:
            return 0;
    }
    return 0;
}

// `s` where the lesson can show it, else the hand-wired attention.
Source shown_source(const Lesson& l, Source s) {
    return source_layers(l, s) > 0 ? s : Source::HandWired;
}

bool fits(const Lesson& l, const AttentionSwitches& s) {
    if (l.table.axis_count() == 0) return true;
    try {
        validate(s.over(l.attention), l.table.axis_count());
        return true;
    } catch (const std::invalid_argument&) {
        return false;
    }
}

// One step entered on top of `s` (its own fields; empty ones keep s's).
void enter(const Lesson& l, const StepView& v, Scene& s) {
    std::vector<int> shown;
    for (int i : v.sentences)
        if (i >= 0 && i < int(l.sentences.size()) && shown.size() < 2 &&
            std::find(shown.begin(), shown.end(), i) == shown.end())
            shown.push_back(i);
    if (!shown.empty()) s.sentences = std::move(shown);
    if (v.highlight) s.highlight = *v.highlight;
    if (v.stage) s.stage = *v.stage;
    if (v.source) s.source = shown_source(l, *v.source);
    const int layers = source_layers(l, s.source);
    if (v.layer) s.layer = std::clamp(*v.layer - 1, 0, std::max(0, layers - 1));
    if (!v.plane.empty()) s.plane = v.plane;
    s.numbers = v.numbers.value_or(true);
    s.panes = v.panes;
    const AttentionSwitches next = s.switches.then(v.switches());
    if (fits(l, next))
        s.switches = next;  // switches that do not fit add nothing (step_problems names them)
}

}  // namespace

Source default_source(const Lesson& l) {
    return l.model ? Source::Trained : l.real_model ? Source::Real : Source::HandWired;
}

Scene opening_scene(const Lesson& l) {
    Scene s;
    for (int i = 0; i < std::min(int(l.sentences.size()), 2); ++i) s.sentences.push_back(i);
    s.highlight = l.focus;
    s.source = default_source(l);
    s.what_if = l.what_if;
    return s;
}

Scene step_scene(const Lesson& l, int index, bool answered) {
    Scene s = opening_scene(l);
    if (l.steps.empty()) return s;
    index = std::clamp(index, 0, int(l.steps.size()) - 1);
    for (int k = 0; k <= index; ++k) enter(l, l.steps[std::size_t(k)].view, s);
    const LessonStep& step = l.steps[std::size_t(index)];
    if (step.view.what_if) {
        s.what_if = *step.view.what_if;
        if (s.what_if.source == Source::HandWired || source_layers(l, s.what_if.source) > 0)
            s.source = s.what_if.source;
    }
    s.heads.clear();  // a step's chosen heads are its own
    for (int h : step.view.show_heads)
        if (h >= 1) s.heads.push_back(h - 1);
    s.heads = shown_heads(l, s);
    s.difference = step.view.difference && s.sentences.size() == 2;  // the step's own
    s.conceal = step.view.hide;
    if (step.question && !answered) {
        const Concealment q = question_concealment(*step.question);
        s.conceal = {s.conceal.numbers || q.numbers, s.conceal.cells || q.cells,
                     s.conceal.outputs || q.outputs, s.conceal.later_stages || q.later_stages};
    }
    // The output points are made of the weights: they wait with the later stages.
    if (s.conceal.later_stages) s.conceal.outputs = true;
    return s;
}

namespace {

// The quantity's name: the first word of its expression.
std::string quantity_name(const std::string& expression) {
    const std::size_t b = expression.find_first_not_of(' ');
    if (b == std::string::npos) return {};
    return expression.substr(b, expression.find(' ', b) - b);
}

// A quantity read off the output points (a ratio of two is too).
bool is_output_quantity(const std::string& name) {
    return name == "output" || name == "ratio" || name == "nearratio";
}

bool is_map_quantity(const std::string& name) {
    return name == "score" || name == "scaled" || name == "weight" || name == "headweight" ||
           name == "modelweight";
}

}  // namespace

Concealment question_concealment(const StepQuestion& q) {
    Concealment c = q.hide;
    switch (q.kind) {
        case StepQuestion::Kind::Cell:
            c.numbers = c.cells = true;
            break;
        case StepQuestion::Kind::Number: {
            // A map's colours give its number away to within a shade, an output point its value:
            // what the quantity is read from is hidden with the numbers.
            c.numbers = true;
            const std::string name = quantity_name(q.quantity);
            if (is_map_quantity(name))
                c.cells = true;
            else if (is_output_quantity(name))
                c.outputs = true;
            break;
        }
        case StepQuestion::Kind::Choice:
            for (const std::string& e : q.compare) {
                const std::string name = quantity_name(e);
                if (is_map_quantity(name))
                    c.numbers = c.cells = true;
                else if (is_output_quantity(name))
                    c.numbers = c.outputs = true;
                else
                    c.numbers = true;
            }
            break;
    }
    return c;
}

bool blend_shown(const Scene& s) { return s.stage == Stage::Weights && !s.conceal.any(); }

bool weights_kept_back(const Scene& s) {
    return s.conceal.cells || s.conceal.numbers ||
           (s.conceal.later_stages && s.stage != Stage::Weights);
}

AttentionConfig scene_attention(const Lesson& l, const AttentionSwitches& switches) {
    if (switches.empty() || !fits(l, switches)) return l.attention;
    return switches.over(l.attention);
}

Lesson scene_lesson(const Lesson& l, const Scene& scene) {
    Lesson out = l;
    out.attention = scene_attention(l, scene.switches);
    out.what_if = scene.what_if;
    return out;
}

Scene clamped_scene(const Lesson& l, Scene s) {
    const int count = int(l.sentences.size());
    std::erase_if(s.sentences, [count](int i) { return i < 0 || i >= count; });
    if (s.sentences.empty() && count > 0) s.sentences.push_back(count - 1);
    // A model the lesson no longer has: its other model, else the hand-wired attention.
    if (s.source != Source::HandWired && source_layers(l, s.source) == 0)
        s.source = default_source(l);
    const int layers = source_layers(l, s.source);
    s.layer = std::clamp(s.layer, 0, std::max(0, layers - 1));
    s.heads = shown_heads(l, s);
    return s;
}

int source_heads(const Lesson& l, const Scene& s) {
    switch (s.source) {
        case Source::Trained:
            return l.model ? l.model->config.heads : 0;
        case Source::Real:
            return 0;  // known once the model is open (the window clamps then)
        case Source::HandWired:
            return scene_attention(l, s.switches).heads;
    }
    return 0;
}

std::vector<int> heads_within(std::vector<int> heads, int count) {
    std::sort(heads.begin(), heads.end());
    heads.erase(std::unique(heads.begin(), heads.end()), heads.end());
    std::erase_if(heads, [count](int h) { return h < 0 || (count > 0 && h >= count); });
    // Every head is what an empty list shows: said once, the same way.
    if (count > 0 && int(heads.size()) == count) heads.clear();
    return heads;
}

std::vector<int> shown_heads(const Lesson& l, const Scene& s) {
    return heads_within(s.heads, source_heads(l, s));
}

}  // namespace attn
