// step_problems: what a lesson step names that its lesson does not have
// (attnlab/lesson/step_quantity.hpp).
#include <algorithm>
#include <set>

#include "attnlab/lesson/step_quantity.hpp"
#include "attnlab/scene/scene.hpp"
#include "attnlab/support/limits.hpp"
#include "attnlab/words/tokenizer.hpp"

namespace attn {
namespace {

bool has_word(const Lesson& l, const std::vector<int>& shown, const std::string& word) {
    if (l.table.word_index(word)) return true;
    std::vector<int> sentences = shown;
    if (sentences.empty())
        for (std::size_t i = 0; i < l.sentences.size(); ++i) sentences.push_back(int(i));
    for (int s : sentences) {
        if (s < 0 || s >= int(l.sentences.size())) continue;
        const auto tokens = tokenize(l.sentences[std::size_t(s)]);
        if (std::find(tokens.begin(), tokens.end(), word) != tokens.end()) return true;
    }
    return false;
}

void check_view(const Lesson& l, const StepView& v, const std::string& p,
                std::vector<std::string>& out) {
    for (std::size_t k = 0; k < v.sentences.size(); ++k)
        if (v.sentences[k] >= int(l.sentences.size()))
            out.push_back(p + ".sentences[" + std::to_string(k) + "]: no sentence " +
                          std::to_string(v.sentences[k]) + " (the lesson has " +
                          std::to_string(l.sentences.size()) + ", counted from 0)");
    if (v.highlight && !v.highlight->empty() && !has_word(l, v.sentences, *v.highlight))
        out.push_back(p + ".highlight: no word '" + *v.highlight + "' in the sentence");
    if (v.plane.size() == 2)
        for (std::size_t k = 0; k < 2; ++k)
            if (!l.table.axis_index(v.plane[k]))
                out.push_back(p + ".plane[" + std::to_string(k) + "]: no axis '" + v.plane[k] +
                              "' in the table");
    const int layers = l.model ? l.model->config.layers : 0;
    // A real model's layers are known only once it is opened (the window clamps).
    if (v.source == Source::Trained && !l.model)
        out.push_back(p + ".source: the lesson has no trained model");
    if (v.source == Source::Real && !l.real_model)
        out.push_back(p + ".source: the lesson points at no real model");
    // A real model's layers are checked when it is opened.
    const bool real = v.source ? *v.source == Source::Real : l.real_model && !l.model;
    if (v.layer && !real && *v.layer > std::max(1, layers))
        out.push_back(p + ".layer: no layer " + std::to_string(*v.layer) + " (the model has " +
                      std::to_string(layers) + ")");
}

// The step's chosen heads are heads of the source it shows, and its cell question's map among them.
void check_shown_heads(const Lesson& l, const Scene& scene, const LessonStep& step,
                       const std::string& p, std::vector<std::string>& out) {
    const std::vector<int>& chosen = step.view.show_heads;
    const int heads = source_heads(l, scene);
    for (std::size_t k = 0; k < chosen.size(); ++k)
        if (scene.source != Source::Real && chosen[k] > heads)
            out.push_back(p + ".view.show_heads[" + std::to_string(k) + "]: no head " +
                          std::to_string(chosen[k]) + " (the attention shown has " +
                          std::to_string(heads) + ")");
    // A cell question is graded on the lesson's hand-wired attention (step_quantity.hpp): on a
    // step that shows a model's maps the student would click one map and be graded on another.
    if (step.question && step.question->kind == StepQuestion::Kind::Cell &&
        scene.source != Source::HandWired)
        out.push_back(p +
                      ".question: a cell question is graded on the hand-wired attention's map, "
                      "but the step shows the " +
                      std::string(scene.source == Source::Real ? "real" : "trained") +
                      " model's: ask a choice or a number question about {{modelweight …}} "
                      "instead");
    if (step.question && step.question->kind == StepQuestion::Kind::Cell && !scene.heads.empty() &&
        std::find(scene.heads.begin(), scene.heads.end(), step.question->head - 1) ==
            scene.heads.end())
        out.push_back(p + ".question.head: head " + std::to_string(step.question->head) +
                      " is not among the heads the step shows (view.show_heads)");
}

void check_question(const Lesson& l, const StepQuestion& q, const std::string& p,
                    std::vector<std::string>& out, const ModelReadings* readings) {
    std::vector<std::string> found;
    fill_quantities(l, q.prompt, &found, ".", {}, {}, readings);
    for (const std::string& f : found) out.push_back(p + ".prompt: " + f);
    found.clear();
    fill_quantities(l, q.why, &found, ".", {}, {}, readings);
    for (const std::string& f : found) out.push_back(p + ".why: " + f);
    if (q.kind == StepQuestion::Kind::Cell && q.sentence == kRemovedSentence) {
        out.push_back(p + ".sentence: its sentence was removed from the lesson");
        return;
    }
    if (q.kind == StepQuestion::Kind::Cell && q.sentence >= int(l.sentences.size())) {
        out.push_back(p + ".sentence: no sentence " + std::to_string(q.sentence) +
                      " (the lesson has " + std::to_string(l.sentences.size()) +
                      ", counted from 0)");
        return;
    }
    try {
        expected_answer(l, q, readings);
    } catch (const std::exception& e) {
        out.push_back(p + ": the answer cannot be computed: " + e.what());
    }
}

}  // namespace

std::vector<std::string> step_problems(const Lesson& lesson, int index,
                                       const ModelReadings* readings) {
    std::vector<std::string> out;
    if (index < 0 || index >= int(lesson.steps.size())) return out;
    const LessonStep& step = lesson.steps[std::size_t(index)];
    const std::string p = "steps[" + std::to_string(index) + "]";
    try {
        lesson_for_step(lesson, step.view);  // the step's own switches fit the lesson
    } catch (const std::exception& e) {
        out.push_back(p + ".view: " + e.what());
        return out;
    }
    // Its numbers are the ones the student sees: under the switches of the walk to it.
    const Scene scene = step_scene(lesson, index, true);
    const Lesson l = scene_lesson(lesson, scene);
    check_view(l, step.view, p + ".view", out);
    check_shown_heads(lesson, scene, step, p, out);
    std::vector<std::string> found;
    fill_quantities(l, step.text, &found, ".", {}, {}, readings);
    for (const std::string& f : found) out.push_back(p + ".text: " + f);
    for (const auto& [code, t] : step.translations) {  // a translation quotes the same quantities
        const std::string tp = p + ".translations." + code;
        for (const auto& [field, text] :
             {std::pair<const char*, const std::string*>{"text", &t.text},
              {"prompt", &t.prompt},
              {"why", &t.why}}) {
            found.clear();
            fill_quantities(l, *text, &found, ".", {}, {}, readings);
            for (const std::string& f : found) out.push_back(tp + "." + field + ": " + f);
        }
    }
    if (step.question) check_question(l, *step.question, p + ".question", out, readings);
    return out;
}

std::vector<std::string> step_notes(const Lesson& lesson, int index) {
    std::vector<std::string> out;
    if (index < 0 || index >= int(lesson.steps.size())) return out;
    const Scene scene = step_scene(lesson, index, true);
    if (scene.source == Source::HandWired) return out;
    // The quantities computed from the hand-wired attention alone (step_quantity.cpp).
    static const std::set<std::string> hand_wired{
        "score",   "scaled",    "weight",    "headweight", "headscore", "moved",
        "movegap", "movekept",  "output",    "sharpen",    "concat",    "x",
        "ratio",   "nearratio", "outputgap", "shift"};
    const LessonStep& step = lesson.steps[std::size_t(index)];
    const std::string p = "steps[" + std::to_string(index) + "]";
    const std::string model = scene.source == Source::Real ? "real" : "trained";
    const auto scan = [&](const std::string& field, const std::string& text) {
        each_quantity_expression(text, [&](const std::string& expression) {
            const std::size_t first = expression.find_first_not_of(' ');
            if (first == std::string::npos) return;
            const std::string name = expression.substr(first, expression.find(' ', first) - first);
            if (hand_wired.count(name))
                out.push_back(p + "." + field + ": {{" + expression +
                              "}} quotes the hand-wired attention, but the step shows the " +
                              model + " model's maps ({{modelweight …}} quotes the model's)");
        });
    };
    scan("text", step.text);
    if (step.question) {
        scan("question.prompt", step.question->prompt);
        scan("question.why", step.question->why);
    }
    return out;
}

}  // namespace attn
