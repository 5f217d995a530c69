// answer_leaks: where a step's question is answered before it is asked
// (attnlab/scene/scene.hpp). A model of what each part of the window shows of
// a scene — the text, the Attention pane's maps, the Blend table, the Vectors
// plot, the Training dock — checked against the values the question compares.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <sstream>

#include "attnlab/lesson/step_quantity.hpp"
#include "attnlab/scene/scene.hpp"
#include "attnlab/words/tokenizer.hpp"

namespace attn {
namespace {

std::vector<std::string> words_of(const std::string& expression) {
    std::istringstream in(expression);
    std::vector<std::string> out;
    for (std::string w; in >> w;) out.push_back(w);
    return out;
}

// A value the question's answer is read from, and its value under the
// question's own scene.
struct Witness {
    std::string expression;
    std::vector<std::string> parts;  // the expression's words
    double value = 0;
};

// The values the answer is read from, and whether the answer is their largest
// (a cell, a compared choice) or one number. Empty when the question compares
// nothing the lesson computes (a choice answered by its author).
std::vector<Witness> witnesses(const Lesson& l, const StepQuestion& q, bool& largest,
                               const ModelReadings* readings) {
    std::vector<std::string> exprs;
    largest = q.kind != StepQuestion::Kind::Number;
    switch (q.kind) {
        case StepQuestion::Kind::Choice:
            exprs = q.compare;
            break;
        case StepQuestion::Kind::Number:
            exprs.push_back(q.quantity);
            break;
        case StepQuestion::Kind::Cell: {
            if (q.sentence < 0 || q.sentence >= int(l.sentences.size())) break;
            const auto tokens = tokenize(l.sentences[std::size_t(q.sentence)]);
            const std::string s = std::to_string(q.sentence), h = std::to_string(q.head);
            std::vector<int> rows;
            if (q.row.empty())
                for (int i = 0; i < int(tokens.size()); ++i) rows.push_back(i);
            else if (auto it = std::find(tokens.begin(), tokens.end(), q.row); it != tokens.end())
                rows.push_back(int(it - tokens.begin()));
            for (int r : rows)
                for (int c = 0; c < int(tokens.size()); ++c)
                    exprs.push_back("headweight " + s + " " + h + " @" + std::to_string(r) + " @" +
                                    std::to_string(c));
            break;
        }
    }
    std::vector<Witness> out;
    for (const std::string& e : exprs) {
        try {
            out.push_back({e, words_of(e), quantity(l, e, readings)});
        } catch (const std::exception&) {
            return {};  // step_problems says why it cannot be computed
        }
    }
    return out;
}

// The value as a step's text prints it: "0.498" and "49.8%" (step_quantity's formats).
std::vector<std::string> printed(double v) {
    char a[64], b[64];
    std::snprintf(a, sizeof a, "%.3f", v);
    std::snprintf(b, sizeof b, "%.1f%%", v * 100.0);
    return {a, b};
}

bool prints(const std::string& text, double v) {
    for (const std::string& form : printed(v))
        for (std::size_t at = text.find(form); at != std::string::npos;
             at = text.find(form, at + 1)) {
            const bool before = at > 0 && (std::isdigit(static_cast<unsigned char>(text[at - 1])) ||
                                           text[at - 1] == '.' || text[at - 1] == '-');
            const std::size_t end = at + form.size();
            const bool after =
                end < text.size() && std::isdigit(static_cast<unsigned char>(text[end]));
            if (!before && !after) return true;
        }
    return false;
}

// What one step shows: its scene, the lesson under it, and its text.
struct Shown {
    const Lesson* lesson;
    const ModelReadings* readings;
    Scene scene;
    std::string text;  // filled in: text, prompt and (once answered) why
};

bool shows_sentence(const Scene& s, const std::string& arg) {
    return std::find(s.sentences.begin(), s.sentences.end(), std::atoi(arg.c_str())) !=
               s.sentences.end() &&
           !arg.empty() && std::isdigit(static_cast<unsigned char>(arg[0]));
}

// The same number under the showing step's lesson as under the question's:
// a map of other switches shows other numbers.
bool same_value(const Shown& v, const Witness& w) {
    try {
        return std::abs(quantity(*v.lesson, w.expression, v.readings) - w.value) < 5e-4;
    } catch (const std::exception&) {
        return false;
    }
}

// The word a quantity's row argument names, as a token of its sentence (for "@k").
std::string row_word(const Lesson& l, const std::string& sentence, const std::string& word) {
    if (word.empty() || word[0] != '@') return word;
    const int s = std::atoi(sentence.c_str());
    if (s < 0 || s >= int(l.sentences.size())) return {};
    const auto tokens = tokenize(l.sentences[std::size_t(s)]);
    const long k = std::strtol(word.c_str() + 1, nullptr, 10);
    return k >= 0 && k < long(tokens.size()) ? tokens[std::size_t(k)] : std::string();
}

// Where `v` shows witness `w`: as a number (numbers) or only as a colour or
// a point (order). Returns the place, or "" when it does not show.
std::string place(const Shown& v, const Witness& w, bool& as_number) {
    const std::vector<std::string>& p = w.parts;
    const Scene& s = v.scene;
    as_number = true;
    if (prints(v.text, w.value)) return "in its text";
    if (p.empty()) return {};
    const std::string& name = p[0];
    const bool numbers = s.numbers && !s.conceal.numbers && !s.conceal.cells;
    // The Attention pane's maps.
    const bool hand = s.source == Source::HandWired;
    bool on_map = false;
    if ((name == "weight" || name == "headweight") && hand) on_map = s.stage == Stage::Weights;
    if (name == "score" && hand) on_map = s.stage == Stage::Raw;
    if (name == "scaled" && hand) on_map = s.stage == Stage::Scaled || s.stage == Stage::Masked;
    if (name == "modelweight" && !hand && p.size() > 2)
        on_map = s.stage == Stage::Weights && std::atoi(p[2].c_str()) == s.layer + 1;
    if (on_map && p.size() > 1 && shows_sentence(s, p[1]) && same_value(v, w)) {
        if (numbers) return "in its attention map";
        if (!s.conceal.cells) {
            as_number = false;
            return "in its attention map's colours";
        }
    }
    // The Training dock draws every layer and head of the trained model.
    if (name == "modelweight" && v.lesson->model && !s.conceal.cells) {
        as_number = false;
        return "in the Training pane's maps";
    }
    // The Blend table: the highlighted word's weights and output, per shown sentence.
    if (blend_shown(s) && p.size() > 3 && shows_sentence(s, p[1]) && hand) {
        const std::string& row =
            name == "headweight" ? (p.size() > 4 ? p[3] : std::string()) : p[2];
        const bool blended = name == "weight" || name == "headweight" || name == "output";
        if (blended && !s.highlight.empty() && row_word(*v.lesson, p[1], row) == s.highlight &&
            same_value(v, w))
            return "in its Blend table";
    }
    // The Vectors plot: output points on the plane's axes.
    if (name == "output" && !s.conceal.outputs && p.size() == 4 && shows_sentence(s, p[1]) &&
        same_value(v, w)) {
        const auto& axes = v.lesson->table.axes();
        std::vector<std::string> plane = s.plane;
        if (plane.empty() && axes.size() >= 2) plane = {axes[0], axes[1]};
        if (plane.size() == 2 && (plane[0] == p[3] || plane[1] == p[3])) {
            as_number = false;
            return "in its Vectors plot";
        }
    }
    return {};
}

Shown shown_of(const Lesson& lesson, int index, bool answered, const ModelReadings* readings) {
    Shown v{nullptr, readings, step_scene(lesson, index, answered), {}};
    const LessonStep& step = lesson.steps[std::size_t(index)];
    v.text = step.text;
    if (step.question) {
        v.text += "\n" + step.question->prompt;
        if (answered) v.text += "\n" + step.question->why;
    }
    return v;
}

}  // namespace

std::vector<std::string> answer_leaks(const Lesson& lesson, int index,
                                      const ModelReadings* readings) {
    std::vector<std::string> out;
    if (index < 0 || index >= int(lesson.steps.size()) ||
        !lesson.steps[std::size_t(index)].question)
        return out;
    const StepQuestion& q = *lesson.steps[std::size_t(index)].question;
    const Lesson asked = scene_lesson(lesson, step_scene(lesson, index, false));
    bool largest = false;
    const std::vector<Witness> ws = witnesses(asked, q, largest, readings);
    if (ws.empty()) return out;
    const std::string number = std::to_string(index + 1);
    for (int j : {index - 1, index}) {
        if (j < 0) continue;
        Shown v = shown_of(lesson, j, j != index, readings);
        const Lesson shown_lesson = scene_lesson(lesson, v.scene);
        v.lesson = &shown_lesson;
        v.text = fill_quantities(shown_lesson, v.text, nullptr, ".", {}, {}, readings);
        const std::string who = j == index
                                    ? "shows its own answer while it is asked: "
                                    : "shows step " + number + "'s answer before it is asked: ";
        std::string where;
        bool all = true;
        for (const Witness& w : ws) {
            bool as_number = true;
            const std::string at = place(v, w, as_number);
            if (!largest && !at.empty() && as_number) {
                where = w.expression + " (" + printed(w.value)[0] + ") " + at;
                break;
            }
            if (largest && at.empty()) all = false;
            if (largest && !at.empty() && where.empty()) where = w.expression + " " + at;
        }
        if (largest && !all) where.clear();
        if (largest && !where.empty() && ws.size() > 1)
            where += ", and the values it is compared with";
        if (!where.empty()) out.push_back("steps[" + std::to_string(j) + "]: " + who + where);
    }
    return out;
}

}  // namespace attn
