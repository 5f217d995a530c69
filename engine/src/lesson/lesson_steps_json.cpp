#include "lesson/lesson_steps_json.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <string_view>

#include "attnlab/lesson/lesson_texts.hpp"
#include "attnlab/support/limits.hpp"
#include "io/json_read.hpp"

namespace attn {

const char* question_kind_name(StepQuestion::Kind k) {
    switch (k) {
        case StepQuestion::Kind::Choice:
            return "choice";
        case StepQuestion::Kind::Number:
            return "number";
        case StepQuestion::Kind::Cell:
            return "cell";
    }
    return "choice";
}

namespace detail {
namespace {

using ordered = nlohmann::ordered_json;

constexpr std::array<std::string_view, 4> kStageNames{"raw", "scaled", "masked", "weights"};
constexpr std::array<std::string_view, 10> kPaneNames{
    "sentences", "embedding", "weights", "vectors",   "blend",
    "training",  "lesson",    "model",   "head-view", "positions"};
constexpr std::array<std::string_view, 3> kSourceNames{"hand-wired", "trained", "real"};
constexpr long kMaxInterventions = 256;  // in one what-if
constexpr std::array<std::string_view, 4> kHides{"numbers", "cells", "outputs", "later-stages"};

template <std::size_t N>
std::string one_of(const std::array<std::string_view, N>& names) {
    std::string s;
    for (std::size_t i = 0; i < N; ++i) {
        if (i > 0) s += i + 1 == N ? " or " : ", ";
        s += '"';
        s += names[i];
        s += '"';
    }
    return s;
}

template <std::size_t N>
std::string get_name_in(const json& j, const std::string& path,
                        const std::array<std::string_view, N>& names) {
    std::string s = get_string(j, path);
    if (std::find(names.begin(), names.end(), s) == names.end())
        fail(path, "expected " + one_of(names) + ", got \"" + s + "\"");
    return s;
}

const json& object_at(const json& j, const std::string& path) {
    if (!j.is_object()) fail(path, std::string("expected an object, got ") + kind(j));
    return j;
}

// Refuses fields the format does not have: a misspelt "highlite" would
// otherwise be ignored without a word.
void only_fields(const json& obj, const std::string& path,
                 std::initializer_list<std::string_view> known,
                 const std::string& what = "unknown field") {
    for (auto it = obj.begin(); it != obj.end(); ++it) {
        if (std::find(known.begin(), known.end(), it.key()) != known.end()) continue;
        std::string list;
        for (std::string_view k : known) {
            if (!list.empty()) list += ", ";
            list += k;
        }
        fail(path.empty() ? it.key() : path + "." + it.key(),
             what + " (expected one of: " + list + ")");
    }
}

std::string text_field(const json& obj, const std::string& path, const char* key,
                       std::size_t max_bytes) {
    auto it = obj.find(key);
    if (it == obj.end()) return {};
    const std::string p = path + "." + key;
    std::string s = get_string(*it, p);
    if (s.size() > max_bytes)
        fail(p, "a text of " + std::to_string(s.size()) + " bytes; at most " +
                    std::to_string(max_bytes) + " are supported");
    return s;
}

long long whole(const json& j, const std::string& path, long long lo, long long hi) {
    if (!j.is_number_integer()) fail(path, std::string("expected a whole number, got ") + kind(j));
    const bool huge =
        j.is_number_unsigned() && j.get<unsigned long long>() > static_cast<unsigned long long>(hi);
    const long long v = huge ? hi + 1 : j.get<long long>();
    if (v < lo || v > hi)
        fail(path,
             "expected " + std::to_string(lo) + " to " + std::to_string(hi) + ", got " + j.dump());
    return v;
}

std::optional<bool> opt_flag(const json& obj, const std::string& path, const char* key) {
    auto it = obj.find(key);
    if (it == obj.end()) return std::nullopt;
    if (!it->is_boolean())
        fail(path + "." + key, std::string("expected true or false, got ") + kind(*it));
    return it->get<bool>();
}

std::vector<std::string> strings(const json& obj, const std::string& path, const char* key,
                                 long long max, std::size_t max_bytes) {
    std::vector<std::string> out;
    auto it = obj.find(key);
    if (it == obj.end()) return out;
    const std::string p = path + "." + key;
    const std::size_t n = expect_array(*it, p, "strings", -1, max);
    for (std::size_t i = 0; i < n; ++i) {
        out.push_back(get_string((*it)[i], at(p, i)));
        if (out.back().size() > max_bytes)
            fail(at(p, i), "a text of " + std::to_string(out.back().size()) + " bytes; at most " +
                               std::to_string(max_bytes) + " are supported");
    }
    return out;
}

// A "hide" list (numbers, cells, outputs, later-stages); none when the field is absent.
Concealment read_hide(const json& j, const std::string& p) {
    Concealment c;
    if (!j.contains("hide")) return c;
    const std::vector<std::string> hide = strings(j, p, "hide", 4, 16);
    for (std::size_t i = 0; i < hide.size(); ++i) {
        const std::string h = get_name_in(j["hide"][i], at(p + ".hide", i), kHides);
        (h == "numbers"   ? c.numbers
         : h == "cells"   ? c.cells
         : h == "outputs" ? c.outputs
                          : c.later_stages) = true;
    }
    return c;
}

ordered hide_json(const Concealment& c) {
    ordered hide = ordered::array();
    if (c.numbers) hide.push_back("numbers");
    if (c.cells) hide.push_back("cells");
    if (c.outputs) hide.push_back("outputs");
    if (c.later_stages) hide.push_back("later-stages");
    return hide;
}

StepView read_view(const json& j, const std::string& p) {
    object_at(j, p);
    only_fields(j, p,
                {"variant", "heads", "scale", "causal", "positions", "position_encoding",
                 "rope_base", "stage", "sentences", "highlight", "plane", "panes", "numbers",
                 "hide", "source", "layer", "show_heads", "what_if", "difference"});
    StepView v;
    if (auto it = j.find("variant"); it != j.end()) v.variant = get_variant(*it, p + ".variant");
    if (auto it = j.find("heads"); it != j.end())
        v.heads = int(whole(*it, p + ".heads", 1, kMaxHeads));
    v.scale = opt_flag(j, p, "scale");
    v.causal = opt_flag(j, p, "causal");
    v.position = read_position(j, p + ".");
    v.rope_base = read_rope_base(j, p + ".");
    if (auto it = j.find("stage"); it != j.end())
        v.stage = stage_from_name(get_name_in(*it, p + ".stage", kStageNames));
    if (auto it = j.find("sentences"); it != j.end()) {
        const std::size_t n = expect_array(*it, p + ".sentences", "sentence numbers", -1, 2);
        for (std::size_t i = 0; i < n; ++i)
            v.sentences.push_back(int(whole((*it)[i], at(p + ".sentences", i), 0, kMaxWords)));
    }
    if (auto it = j.find("highlight"); it != j.end())
        v.highlight = get_string(*it, p + ".highlight");
    v.plane = strings(j, p, "plane", 2, kMaxNameBytes);
    if (v.plane.size() == 1 && v.plane[0] != "principal")
        fail(p + ".plane",
             "expected [\"principal\"] or two axis names, got one name \"" + v.plane[0] + "\"");
    if (auto it = j.find("panes"); it != j.end()) {
        const std::size_t n =
            expect_array(*it, p + ".panes", "pane names", -1, long(kPaneNames.size()));
        for (std::size_t i = 0; i < n; ++i)
            v.panes.push_back(
                *pane_from_name(get_name_in((*it)[i], at(p + ".panes", i), kPaneNames)));
    }
    v.numbers = opt_flag(j, p, "numbers");
    v.difference = opt_flag(j, p, "difference").value_or(false);
    v.hide = read_hide(j, p);
    if (auto it = j.find("source"); it != j.end())
        v.source = source_from_name(get_name_in(*it, p + ".source", kSourceNames));
    if (auto it = j.find("layer"); it != j.end()) v.layer = int(whole(*it, p + ".layer", 1, 1024));
    if (auto it = j.find("show_heads"); it != j.end()) {
        const std::size_t n = expect_array(*it, p + ".show_heads", "head numbers", -1, kMaxHeads);
        for (std::size_t i = 0; i < n; ++i) {
            const int h = int(whole((*it)[i], at(p + ".show_heads", i), 1, kMaxHeads));
            if (!v.show_heads.empty() && h <= v.show_heads.back())
                fail(at(p + ".show_heads", i), "head numbers go up, each once (got " +
                                                   std::to_string(h) + " after " +
                                                   std::to_string(v.show_heads.back()) + ")");
            v.show_heads.push_back(h);
        }
    }
    if (auto it = j.find("what_if"); it != j.end()) v.what_if = read_what_if(*it, p + ".what_if");
    return v;
}

// The question's kind; each kind has its own fields: one of another kind would be lost on
// saving, so it is refused.
StepQuestion::Kind read_question_kind(const json& j, const std::string& p) {
    StepQuestion q;
    const std::string kind_name =
        get_name_in(field(j, p, "kind"), p + ".kind",
                    std::array<std::string_view, 3>{"choice", "number", "cell"});
    q.kind = kind_name == "choice"   ? StepQuestion::Kind::Choice
             : kind_name == "number" ? StepQuestion::Kind::Number
                                     : StepQuestion::Kind::Cell;
    // Each kind has its own fields: one of another kind would be lost on saving, so it is refused.
    switch (q.kind) {
        case StepQuestion::Kind::Choice:
            only_fields(j, p, {"kind", "prompt", "why", "hide", "choices", "answer", "compare"},
                        "not a field of a choice question");
            break;
        case StepQuestion::Kind::Number:
            only_fields(j, p, {"kind", "prompt", "why", "hide", "quantity", "tolerance"},
                        "not a field of a number question");
            break;
        case StepQuestion::Kind::Cell:
            only_fields(j, p, {"kind", "prompt", "why", "hide", "sentence", "head", "row"},
                        "not a field of a cell question");
            break;
    }
    return q.kind;
}

// A choice question's choices, its answer or comparison; a number question's quantity.
void check_question_fields(const StepQuestion& q, const std::string& p) {
    switch (q.kind) {
        case StepQuestion::Kind::Choice:
            if (q.choices.size() < 2)
                fail(p + ".choices", "a choice question needs at least 2 choices");
            if ((q.answer < 0) == q.compare.empty())
                fail(p,
                     "a choice question needs exactly one of \"answer\" (the right choice) or "
                     "\"compare\" "
                     "(one quantity per choice; the largest wins)");
            if (q.answer >= int(q.choices.size()))
                fail(p + ".answer", "choice " + std::to_string(q.answer) + " of " +
                                        std::to_string(q.choices.size()) +
                                        " (choices count from 0)");
            if (!q.compare.empty() && q.compare.size() != q.choices.size())
                fail(p + ".compare", "expected one quantity per choice (" +
                                         std::to_string(q.choices.size()) + "), got " +
                                         std::to_string(q.compare.size()));
            break;
        case StepQuestion::Kind::Number:
            if (q.quantity.empty())
                fail(p + ".quantity",
                     "missing (required): the quantity the answer is checked against");
            break;
        case StepQuestion::Kind::Cell:
            break;
    }
}

StepQuestion read_question(const json& j, const std::string& p) {
    object_at(j, p);
    only_fields(j, p,
                {"kind", "prompt", "choices", "answer", "compare", "quantity", "tolerance",
                 "sentence", "head", "row", "why", "hide"});
    StepQuestion q;
    q.kind = read_question_kind(j, p);
    q.prompt = text_field(j, p, "prompt", kMaxStepTextBytes);
    if (q.prompt.empty()) fail(p + ".prompt", "missing (required): the question asked");
    q.why = text_field(j, p, "why", kMaxStepTextBytes);
    q.choices = strings(j, p, "choices", kMaxChoices, kMaxStepTitleBytes);
    q.compare = strings(j, p, "compare", kMaxChoices, kMaxStepTitleBytes);
    if (auto it = j.find("answer"); it != j.end())
        q.answer = int(whole(*it, p + ".answer", 0, kMaxChoices - 1));
    q.quantity = text_field(j, p, "quantity", kMaxStepTitleBytes);
    if (auto it = j.find("tolerance"); it != j.end()) {
        if (!it->is_number())
            fail(p + ".tolerance", std::string("expected a number, got ") + kind(*it));
        q.tolerance = it->get<double>();
        if (!(q.tolerance >= 0) || !std::isfinite(q.tolerance))
            fail(p + ".tolerance", "expected a number ≥ 0, got " + it->dump());
    }
    if (auto it = j.find("sentence"); it != j.end())
        q.sentence = int(whole(*it, p + ".sentence", 0, kMaxWords));
    if (auto it = j.find("head"); it != j.end())
        q.head = int(whole(*it, p + ".head", 1, kMaxHeads));
    q.row = text_field(j, p, "row", kMaxNameBytes);
    if (j.contains("hide")) q.hide = read_hide(j, p);
    check_question_fields(q, p);
    return q;
}

// Calls f(code, object, path) for each language of a "translations" object,
// after checking the code and the count.
template <typename F>
void each_language(const json& obj, const std::string& p, F&& f) {
    auto it = obj.find("translations");
    if (it == obj.end()) return;
    const std::string tp = p.empty() ? std::string("translations") : p + ".translations";
    object_at(*it, tp);
    if (it->size() > std::size_t(kMaxLanguages))
        fail(tp, std::to_string(it->size()) + " languages; at most " +
                     std::to_string(kMaxLanguages) + " are supported");
    for (auto l = it->begin(); l != it->end(); ++l) {
        const std::string lp = tp + "." + l.key();
        if (!valid_language_code(l.key()))
            fail(lp, "not a language code (expected a code such as \"de\", \"fr\" or \"pt-BR\")");
        object_at(l.value(), lp);
        f(l.key(), l.value(), lp);
    }
}

StepTexts read_step_texts(const json& j, const std::string& p, const LessonStep& step) {
    only_fields(j, p, {"title", "text", "prompt", "why", "choices"},
                "not a translatable text of a step");
    StepTexts t;
    t.title = text_field(j, p, "title", kMaxStepTitleBytes);
    t.text = text_field(j, p, "text", kMaxStepTextBytes);
    t.prompt = text_field(j, p, "prompt", kMaxStepTextBytes);
    t.why = text_field(j, p, "why", kMaxStepTextBytes);
    t.choices = strings(j, p, "choices", kMaxChoices, kMaxStepTitleBytes * 4);
    const bool asks = !t.prompt.empty() || !t.why.empty() || j.contains("choices");
    if (asks && !step.question) fail(p, "gives a question's text, but the step asks no question");
    if (j.contains("choices") && t.choices.size() != step.question->choices.size())
        fail(p + ".choices", std::to_string(t.choices.size()) + " choices; the question has " +
                                 std::to_string(step.question->choices.size()) +
                                 ", one translation each, in order");
    return t;
}

LessonStep read_step(const json& j, const std::string& p) {
    object_at(j, p);
    only_fields(j, p, {"title", "text", "view", "question", "translations"});
    LessonStep s;
    s.title = text_field(j, p, "title", kMaxStepTitleBytes);
    s.text = text_field(j, p, "text", kMaxStepTextBytes);
    if (auto it = j.find("view"); it != j.end()) s.view = read_view(*it, p + ".view");
    if (auto it = j.find("question"); it != j.end())
        s.question = read_question(*it, p + ".question");
    each_language(j, p, [&s](const std::string& code, const json& t, const std::string& lp) {
        s.translations[code] = read_step_texts(t, lp, s);
    });
    fit_translations(
        s);  // a language with no text at all is none: what the writer writes reads back the same
    return s;
}

const std::string& utf8(const std::string& s, const std::string& path) {
    return checked_utf8(s, path);
}

ordered string_array(const std::vector<std::string>& v, const std::string& path) {
    ordered a = ordered::array();
    for (std::size_t i = 0; i < v.size(); ++i) a.push_back(utf8(v[i], at(path, i)));
    return a;
}

ordered view_json(const StepView& v, const std::string& p) {
    ordered o = ordered::object();
    if (v.variant) o["variant"] = variant_name(*v.variant);
    if (v.heads) o["heads"] = *v.heads;
    if (v.scale) o["scale"] = *v.scale;
    if (v.causal) o["causal"] = *v.causal;
    if (v.position) o["position_encoding"] = position_encoding_name(*v.position);
    if (v.rope_base) o["rope_base"] = *v.rope_base;
    if (v.stage) o["stage"] = stage_name(*v.stage);
    if (!v.sentences.empty()) o["sentences"] = v.sentences;
    if (v.highlight) o["highlight"] = utf8(*v.highlight, p + ".highlight");
    if (!v.plane.empty()) o["plane"] = string_array(v.plane, p + ".plane");
    if (!v.panes.empty()) {
        ordered panes = ordered::array();
        for (Pane pane : v.panes) panes.push_back(pane_name(pane));
        o["panes"] = std::move(panes);
    }
    if (v.numbers) o["numbers"] = *v.numbers;
    if (v.hide.any()) o["hide"] = hide_json(v.hide);
    if (v.source) o["source"] = source_name(*v.source);
    if (v.layer) o["layer"] = *v.layer;
    if (!v.show_heads.empty()) o["show_heads"] = v.show_heads;
    if (v.what_if) o["what_if"] = what_if_json(*v.what_if);
    if (v.difference) o["difference"] = true;
    return o;
}

ordered question_json(const StepQuestion& q, const std::string& p) {
    ordered o = ordered::object();
    o["kind"] = question_kind_name(q.kind);
    o["prompt"] = utf8(q.prompt, p + ".prompt");
    if (!q.choices.empty()) o["choices"] = string_array(q.choices, p + ".choices");
    if (q.answer >= 0) o["answer"] = q.answer;
    if (!q.compare.empty()) o["compare"] = string_array(q.compare, p + ".compare");
    if (!q.quantity.empty()) o["quantity"] = utf8(q.quantity, p + ".quantity");
    if (q.kind == StepQuestion::Kind::Number) o["tolerance"] = q.tolerance;
    if (q.kind == StepQuestion::Kind::Cell) {
        o["sentence"] = q.sentence;
        o["head"] = q.head;
        if (!q.row.empty()) o["row"] = utf8(q.row, p + ".row");
    }
    if (!q.why.empty()) o["why"] = utf8(q.why, p + ".why");
    if (q.hide != StepQuestion{}.hide)
        o["hide"] = hide_json(q.hide);  // the default (the numbers) goes without saying
    return o;
}

}  // namespace

WhatIf read_what_if(const json& j, const std::string& p) {
    object_at(j, p);
    only_fields(j, p, {"source", "interventions"});
    WhatIf w;
    if (auto it = j.find("source"); it != j.end())
        w.source = *source_from_name(get_name_in(*it, p + ".source", kSourceNames));
    if (auto it = j.find("interventions"); it != j.end()) {
        const std::string q = p + ".interventions";
        const std::size_t n =
            expect_array(*it, q, "interventions (\"ablate 1.2\", …)", -1, kMaxInterventions);
        for (std::size_t i = 0; i < n; ++i) {
            try {
                w.interventions.push_back(parse_what_if_item(get_string((*it)[i], at(q, i))));
            } catch (const std::invalid_argument& e) {
                fail(at(q, i), e.what());
            }
        }
    }
    return w;
}

ordered what_if_json(const WhatIf& w) {
    ordered o = ordered::object();
    o["source"] = source_name(w.source);
    ordered list = ordered::array();
    for (const Intervention& v : w.interventions) list.push_back(what_if_item(v));
    o["interventions"] = std::move(list);
    return o;
}

const std::string& checked_utf8(const std::string& s, const std::string& path) {
    if (!valid_utf8(s))
        throw std::invalid_argument(path + ": not valid UTF-8 text; cannot be saved");
    return s;
}

std::optional<PositionEncoding> read_position(const json& obj, const std::string& path) {
    if (auto it = obj.find("position_encoding"); it != obj.end()) {
        const std::string name = get_string(*it, path + "position_encoding");
        try {
            return position_encoding_from_name(name);
        } catch (const std::invalid_argument&) {
            fail(path + "position_encoding",
                 "expected " + position_encoding_names(true, true) + ", got \"" + name + "\"");
        }
    }
    if (obj.contains("positions"))  // before format 4: a switch for the sinusoidal encoding
        return opt_bool(obj, path, "positions", false) ? PositionEncoding::Sinusoidal
                                                       : PositionEncoding::None;
    return std::nullopt;
}

std::optional<double> read_rope_base(const json& obj, const std::string& path) {
    auto it = obj.find("rope_base");
    if (it == obj.end()) return std::nullopt;
    if (!it->is_number() || !(it->get<double>() > 1.0 && it->get<double>() <= 1e12))
        fail(path + "rope_base",
             "expected a number above 1 (10000 in the paper), got " + it->dump());
    return it->get<double>();
}

Variant get_variant(const json& j, const std::string& path) {
    const std::string name = get_string(j, path);
    try {
        return variant_from_name(name);
    } catch (const std::invalid_argument&) {
        fail(path, "expected " + variant_names(true) + ", got \"" + name + "\"");
    }
}

std::map<std::string, LessonTexts> read_lesson_translations(const json& root) {
    std::map<std::string, LessonTexts> out;
    each_language(root, "", [&out](const std::string& code, const json& t, const std::string& lp) {
        only_fields(t, lp, {"title", "description", "notes"},
                    "not a translatable text of a lesson (steps hold their own)");
        LessonTexts& texts = out[code];
        texts.title = text_field(t, lp, "title", kMaxStepTitleBytes * 4);
        texts.description = text_field(t, lp, "description", kMaxStepTextBytes);
        if (const auto n = t.find("notes"); n != t.end()) {
            const std::string np = lp + ".notes";
            if (!n->is_object()) fail(np, "expected an object of the projections' notes");
            only_fields(*n, np, {"w_q", "w_k", "w_v", "w_o"}, "not a projection of the lesson");
            for (const char* key : kProjectionKeys)
                if (std::string note = text_field(*n, np, key, kMaxStepTextBytes); !note.empty())
                    texts.notes[key] = std::move(note);
        }
    });
    return out;
}

nlohmann::ordered_json lesson_translations_json(
    const std::map<std::string, LessonTexts>& translations) {
    ordered o = ordered::object();
    for (const auto& [code, t] : translations) {
        const std::string p = "translations." + code;
        if (!valid_language_code(code)) throw std::invalid_argument(p + ": not a language code");
        ordered one = ordered::object();
        if (!t.title.empty()) one["title"] = utf8(t.title, p + ".title");
        if (!t.description.empty()) one["description"] = utf8(t.description, p + ".description");
        ordered notes = ordered::object();
        for (const auto& [key, note] : t.notes)
            if (!note.empty()) notes[key] = utf8(note, p + ".notes." + key);
        if (!notes.empty()) one["notes"] = std::move(notes);
        o[code] = std::move(one);
    }
    return o;
}

std::vector<LessonStep> read_steps(const json& root) {
    std::vector<LessonStep> steps;
    auto it = root.find("steps");
    if (it == root.end()) return steps;
    const std::size_t n = expect_array(*it, "steps", "steps", -1, kMaxSteps);
    steps.reserve(n);
    for (std::size_t i = 0; i < n; ++i) steps.push_back(read_step((*it)[i], at("steps", i)));
    return steps;
}

ordered steps_json(const std::vector<LessonStep>& steps) {
    ordered a = ordered::array();
    for (std::size_t i = 0; i < steps.size(); ++i) {
        const std::string p = at("steps", i);
        const LessonStep& s = steps[i];
        ordered o = ordered::object();
        o["title"] = utf8(s.title, p + ".title");
        if (!s.text.empty()) o["text"] = utf8(s.text, p + ".text");
        ordered view = view_json(s.view, p + ".view");
        if (!view.empty()) o["view"] = std::move(view);
        if (s.question) o["question"] = question_json(*s.question, p + ".question");
        LessonStep fitted;  // only what the reader accepts back (fit_translations)
        fitted.question = s.question;
        fitted.translations = s.translations;
        fit_translations(fitted);
        if (!fitted.translations.empty()) {
            ordered tr = ordered::object();
            for (const auto& [code, t] : fitted.translations) {
                const std::string tp = p + ".translations." + code;
                if (!valid_language_code(code))
                    throw std::invalid_argument(tp + ": not a language code");
                ordered one = ordered::object();
                if (!t.title.empty()) one["title"] = utf8(t.title, tp + ".title");
                if (!t.text.empty()) one["text"] = utf8(t.text, tp + ".text");
                if (!t.prompt.empty()) one["prompt"] = utf8(t.prompt, tp + ".prompt");
                if (!t.why.empty()) one["why"] = utf8(t.why, tp + ".why");
                if (!t.choices.empty()) one["choices"] = string_array(t.choices, tp + ".choices");
                tr[code] = std::move(one);
            }
            o["translations"] = std::move(tr);
        }
        a.push_back(std::move(o));
    }
    return a;
}

}  // namespace detail
}  // namespace attn
