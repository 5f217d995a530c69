// answer_leaks: where a step's question is answered before it is asked
// (attnlab/scene/scene.hpp). A model of what each part of the window shows of
// a scene — the text, the Attention pane's maps at every stage and layer its
// boxes offer, the Head view, the Blend table for any word, the Vectors plot
// on any plane, the Training pane (its weights and its Gradient view) and the Model dock — and of
// what a handout page prints of it, checked against the values the question compares.
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

// The value in every form a step's text prints it (step_quantity's formats,
// in any language's decimal sign): "0.498", "0,498", "49.8%", "49,8 %".
std::vector<std::string> printed(double v) {
    char a[64], b[64];
    std::snprintf(a, sizeof a, "%.3f", v);
    std::snprintf(b, sizeof b, "%.1f", v * 100.0);
    std::vector<std::string> out;
    for (const char* sign : {".", ","}) {
        std::string x = a, y = b;
        std::replace(x.begin(), x.end(), '.', sign[0]);
        std::replace(y.begin(), y.end(), '.', sign[0]);
        out.push_back(x);
        out.push_back(y + "%");
        out.push_back(y + " %");
        out.push_back(y + "\u00a0%");
        out.push_back(y + "\u202f%");
    }
    return out;
}

bool prints(const std::string& text, double v) {
    const auto digit = [](char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; };
    for (const std::string& form : printed(v))
        for (std::size_t at = text.find(form); at != std::string::npos;
             at = text.find(form, at + 1)) {
            const bool before = at > 0 && (digit(text[at - 1]) || text[at - 1] == '.' ||
                                           text[at - 1] == ',' || text[at - 1] == '-');
            const std::size_t end = at + form.size();
            const bool after = end < text.size() && digit(text[end]);
            if (!before && !after) return true;
        }
    return false;
}

// The expression of a {{…}} without its print form ("%", "#4").
std::string bare(const std::string& expression) {
    std::vector<std::string> p = words_of(expression);
    if (!p.empty() && (p.back() == "%" || (p.back().size() == 2 && p.back()[0] == '#')))
        p.pop_back();
    std::string out;
    for (const std::string& w : p) out += (out.empty() ? "" : " ") + w;
    return out;
}

// Does `text` (unfilled: {{…}} quantities as written) state `value`? Its
// literal words in any print form; its quantities by value under `l` — a 0 or
// a 1 (a sine at position 0, a weight of a one-word row) only when it is the
// witness's own quantity, since those are printed for many other reasons.
bool text_states(const std::string& text, const Lesson& l, const ModelReadings* readings,
                 const std::string& own, double value) {
    std::string literal;
    std::size_t pos = 0;
    while (true) {
        const std::size_t open = text.find("{{", pos);
        const std::size_t close = open == std::string::npos ? open : text.find("}}", open + 2);
        if (close == std::string::npos) {
            literal.append(text, pos, std::string::npos);
            break;
        }
        literal.append(text, pos, open - pos).append(" ");
        const std::string e = bare(text.substr(open + 2, close - open - 2));
        pos = close + 2;
        try {
            const double x = quantity(l, e, readings);
            const bool trivial = std::abs(value) < 5e-4 || std::abs(value - 1) < 5e-4;
            if (std::abs(x - value) < 5e-4 && (!trivial || e == own)) return true;
        } catch (const std::exception&) {
            // a quantity that cannot be computed states nothing (step_problems names it)
        }
    }
    return prints(literal, value);
}

// What one step shows, in the window or on a handout page: its scene, the
// lesson under it, and its text.
struct Shown {
    const Lesson* lesson;
    const ModelReadings* readings;
    Scene scene;
    std::string text;  // as written: text, prompt and (once answered, in the window) why
    bool paper = false;
};

bool shows_sentence(const Scene& s, const std::string& arg) {
    return !arg.empty() && std::isdigit(static_cast<unsigned char>(arg[0])) &&
           std::find(s.sentences.begin(), s.sentences.end(), std::atoi(arg.c_str())) !=
               s.sentences.end();
}

bool raised(const Scene& s, Pane p) {
    return std::find(s.panes.begin(), s.panes.end(), p) != s.panes.end();
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

// Can `v` show the map at `stage`? On paper, its own stage; in the window,
// any the stage box offers (not past the scene's own under later_stages).
bool reaches(const Shown& v, Stage stage) {
    if (v.paper || v.scene.conceal.later_stages) return v.scene.stage == stage;
    return true;
}

// The map cell `w` names, when `v` shows it: on the Attention pane (hand-wired
// quantities; a model's weight at a layer the scene can show).
bool on_map(const Shown& v, const Witness& w) {
    const std::vector<std::string>& p = w.parts;
    const Scene& s = v.scene;
    const std::string& name = p[0];
    // In the window the source box offers both; on paper the scene's source is printed.
    const bool hand = !v.paper || s.source == Source::HandWired;
    const bool model =
        v.paper ? s.source != Source::HandWired : v.lesson->model || v.lesson->real_model;
    bool on = false;
    if ((name == "weight" || name == "headweight") && hand) on = reaches(v, Stage::Weights);
    if (name == "score" && hand) on = reaches(v, Stage::Raw);
    if (name == "scaled" && hand) on = reaches(v, Stage::Scaled) || reaches(v, Stage::Masked);
    if (name == "headscore" && hand) on = reaches(v, Stage::Masked);
    if (name == "modelweight" && model && p.size() > 2)
        on = reaches(v, Stage::Weights) &&
             (!v.paper || std::atoi(p[2].c_str()) == s.layer + 1);  // the layer box offers all
    return on && p.size() > 1 && shows_sentence(s, p[1]) && same_value(v, w);
}

// A weight of 0 under a causal mask: a hatched cell says so wherever the map's cells show.
bool masked_zero(const Shown& v, const Witness& w) {
    const std::string& name = w.parts[0];
    const bool weight = name == "weight" || name == "headweight" || name == "modelweight";
    const bool causal = name == "modelweight" || v.lesson->attention.causal;
    return weight && causal && w.value == 0.0;
}

// Where the Attention pane's map of `v` shows witness `w` (w.parts not empty): as a
// number, hatched (masked), or only as colours (as_number set false); "" when not.
std::string map_place(const Shown& v, const Witness& w, bool& as_number) {
    const Scene& s = v.scene;
    // In the window a map's numbers show on hover even with "numbers" off; on paper as printed.
    const bool numbers = (!v.paper || s.numbers) && !s.conceal.numbers && !s.conceal.cells;
    if (on_map(v, w)) {
        if (numbers) return "in its attention map";
        if (!s.conceal.cells && masked_zero(v, w)) return "hatched (masked) in its attention map";
        if (!s.conceal.cells) {
            as_number = false;
            return "in its attention map's colours";
        }
    }
    return {};
}

// Where the window's other views of `v` show witness `w` (w.parts not empty): the Head
// view, the Positions pane's shift test, the Training pane's maps or its Gradient view
// (the last two only as colours: as_number set false); "" on paper or when none does.
std::string window_place(const Shown& v, const Witness& w, bool& as_number) {
    const std::vector<std::string>& p = w.parts;
    const Scene& s = v.scene;
    const std::string& name = p[0];
    // The Head view draws the first shown sentence's weights as lines, their numbers on hover,
    // unless the weights are kept back (colours or numbers concealed, or a stage before them
    // whose later stages wait).
    const bool weight = name == "weight" || name == "headweight" || name == "modelweight";
    if (!v.paper && weight && !weights_kept_back(s) && p.size() > 1 && !s.sentences.empty() &&
        std::atoi(p[1].c_str()) == s.sentences.front() && same_value(v, w))
        return "in its Head view";
    // The Positions pane's shift test: any pair of the first shown sentence's words, before
    // and after a word is put in front, and whether the score changed, under each encoding.
    const bool moved = name == "moved" || name == "movegap" || name == "movekept";
    if (!v.paper && moved && !s.conceal.numbers && !s.conceal.cells && p.size() > 1 &&
        !s.sentences.empty() && std::atoi(p[1].c_str()) == s.sentences.front())
        return "in its Positions pane's shift test";
    // The Training pane and the Model dock draw every layer and head of the trained model.
    if (!v.paper && name == "modelweight" && v.lesson->model && !s.conceal.cells) {
        as_number = false;
        return "in the Training pane's maps";
    }
    // Its Gradient view draws ∂loss/∂score of every head for the probe's next words: in the
    // last layer a row's gradient is its own prediction's (scaled), so the colours give a
    // score's push away — the same cells a pending question hides.
    if (!v.paper && (name == "dscore" || name == "scorepush") && v.lesson->model &&
        !s.conceal.cells) {
        as_number = false;
        return "in the Training pane's Gradient view";
    }
    return {};
}

// Whether the Blend table of `v` shows witness `w` (w.parts not empty): a word's weights
// and output, per shown sentence — in the window for any word clicked at any stage the
// box offers, on paper the highlighted word's when printed.
bool in_blend_table(const Shown& v, const Witness& w) {
    const std::vector<std::string>& p = w.parts;
    const Scene& s = v.scene;
    const std::string& name = p[0];
    const bool blend = v.paper ? raised(s, Pane::Blend) && blend_shown(s) : !s.conceal.any();
    if (blend && p.size() > 3 && shows_sentence(s, p[1]) &&
        (!v.paper || s.source == Source::HandWired)) {
        const std::string& row =
            name == "headweight" ? (p.size() > 4 ? p[3] : std::string()) : p[2];
        const bool blended = name == "weight" || name == "headweight" || name == "output" ||
                             name == "ratio" || name == "nearratio";  // its last row: the output
        const bool word =
            !v.paper || (!s.highlight.empty() && row_word(*v.lesson, p[1], row) == s.highlight);
        if (blended && word && same_value(v, w)) return true;
    }
    return false;
}

// Whether the Vectors plot of `v` shows witness `w` (w.parts not empty; only as a point):
// output points on the plane's axes (in the window, any plane); a ratio of two outputs
// when both axes are the plane's.
bool in_vectors_plot(const Shown& v, const Witness& w) {
    const std::vector<std::string>& p = w.parts;
    const Scene& s = v.scene;
    const std::string& name = p[0];
    const bool vectors = !v.paper || raised(s, Pane::Vectors);
    const bool one = name == "output" && p.size() == 4;
    const bool two = (name == "ratio" && p.size() == 5) || (name == "nearratio" && p.size() == 6);
    if ((one || two) && vectors && !s.conceal.outputs && shows_sentence(s, p[1]) &&
        same_value(v, w)) {
        const auto& axes = v.lesson->table.axes();
        std::vector<std::string> plane = s.plane;
        if (plane.empty() && axes.size() >= 2) plane = {axes[0], axes[1]};
        const auto on_plane = [&](const std::string& axis) {
            return plane.size() == 2 && (plane[0] == axis || plane[1] == axis);
        };
        if (!v.paper || (on_plane(p[3]) && (one || on_plane(p[4])))) return true;
    }
    return false;
}

// Where `v` shows witness `w`: as a number (numbers) or only as a colour or
// a point (order). Returns the place, or "" when it does not show.
std::string place(const Shown& v, const Witness& w, bool& as_number) {
    as_number = true;
    if (text_states(v.text, *v.lesson, v.readings, w.expression, w.value)) return "in its text";
    if (w.parts.empty()) return {};
    if (std::string where = map_place(v, w, as_number); !where.empty()) return where;
    if (std::string where = window_place(v, w, as_number); !where.empty()) return where;
    if (in_blend_table(v, w)) return "in its Blend table";
    if (in_vectors_plot(v, w)) {
        as_number = false;
        return "in its Vectors plot";
    }
    return {};
}

Shown shown_of(const Lesson& lesson, int index, bool answered, bool paper,
               const ModelReadings* readings) {
    Shown v{nullptr, readings, step_scene(lesson, index, answered), {}, paper};
    const LessonStep& step = lesson.steps[std::size_t(index)];
    v.text = step.text;
    if (step.question) {
        v.text += "\n" + step.question->prompt;
        if (answered && !paper) v.text += "\n" + step.question->why;  // paper: on the Answers pages
    }
    return v;
}

// Where `v` gives the answer away; "" when it does not.
std::string where_shown(const std::vector<Witness>& ws, bool largest, const Shown& v) {
    std::string where;
    bool all = true;
    for (const Witness& w : ws) {
        bool as_number = true;
        const std::string at = place(v, w, as_number);
        if (!largest && !at.empty() && as_number)
            return w.expression + " (" + printed(w.value)[0] + ") " + at;
        if (largest && at.empty()) all = false;
        if (largest && !at.empty() && where.empty()) where = w.expression + " " + at;
    }
    if (!largest || !all) return {};
    if (!where.empty() && ws.size() > 1) where += ", and the values it is compared with";
    return where;
}

// The values step `asked`'s answer is read from, under its own scene (empty: it compares nothing
// the lesson computes, or it has no question).
struct Asked {
    std::vector<Witness> witnesses;
    bool largest = false;
};

Asked asked_of(const Lesson& lesson, int asked, const ModelReadings* readings) {
    Asked a;
    if (asked < 0 || asked >= int(lesson.steps.size()) ||
        !lesson.steps[std::size_t(asked)].question)
        return a;
    const Lesson asked_lesson = scene_lesson(lesson, step_scene(lesson, asked, false));
    a.witnesses =
        witnesses(asked_lesson, *lesson.steps[std::size_t(asked)].question, a.largest, readings);
    return a;
}

// Where step `shown` (answered or not; in the window or on paper) shows the answer `a`; "" when
// it does not.
std::string shows_answer(const Lesson& lesson, const Asked& a, int shown, bool answered, bool paper,
                         const ModelReadings* readings) {
    if (a.witnesses.empty() || shown < 0 || shown >= int(lesson.steps.size())) return {};
    Shown v = shown_of(lesson, shown, answered, paper, readings);
    const Lesson shown_lesson = scene_lesson(lesson, v.scene);
    v.lesson = &shown_lesson;
    return where_shown(a.witnesses, a.largest, v);
}

}  // namespace

std::vector<std::string> answer_leaks(const Lesson& lesson, int index,
                                      const ModelReadings* readings) {
    std::vector<std::string> out;
    if (index < 0 || index >= int(lesson.steps.size()) ||
        !lesson.steps[std::size_t(index)].question)
        return out;
    const std::string number = std::to_string(index + 1);
    // Every step up to the question, as a student leaves it (answered) and the question's own
    // while it is asked; the answer's values computed once.
    const Asked a = asked_of(lesson, index, readings);
    for (int j = 0; j <= index; ++j) {
        const std::string where = shows_answer(lesson, a, j, j != index, false, readings);
        if (where.empty()) continue;
        const std::string who = j == index
                                    ? "shows its own answer while it is asked: "
                                    : "shows step " + number + "'s answer before it is asked: ";
        out.push_back("steps[" + std::to_string(j) + "]: " + who + where);
    }
    return out;
}

std::string answer_on_paper(const Lesson& lesson, int asked, int printed_step,
                            const ModelReadings* readings) {
    return shows_answer(lesson, asked_of(lesson, asked, readings), printed_step, false, true,
                        readings);
}

}  // namespace attn
