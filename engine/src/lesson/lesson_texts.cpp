#include "attnlab/lesson/lesson_texts.hpp"

#include <algorithm>
#include <iterator>
#include <set>

namespace attn {
namespace {

bool lower_letters(const std::string& s, std::size_t from, std::size_t to) {
    return std::all_of(s.begin() + long(from), s.begin() + long(to),
                       [](char c) { return c >= 'a' && c <= 'z'; });
}

// The map entry for `language`: the exact code, else its language part.
template <typename Map>
const typename Map::mapped_type* find_language(const Map& m, const std::string& language) {
    if (language.empty() || m.empty()) return nullptr;
    if (auto it = m.find(language); it != m.end()) return &it->second;
    if (const auto dash = language.find('-'); dash != std::string::npos)
        if (auto it = m.find(language.substr(0, dash)); it != m.end()) return &it->second;
    return nullptr;
}

const std::string& either(const std::string& translated, const std::string& own) {
    return translated.empty() ? own : translated;
}

}  // namespace

bool valid_language_code(const std::string& code) {
    const std::size_t dash = code.find('-');
    const std::size_t base = dash == std::string::npos ? code.size() : dash;
    if (base < 2 || base > 3 || !lower_letters(code, 0, base)) return false;
    if (dash == std::string::npos) return true;
    const std::size_t rest = code.size() - dash - 1;
    return rest >= 2 && rest <= 8 &&
           std::all_of(code.begin() + long(dash) + 1, code.end(), [](char c) {
               return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
           });
}

StepTexts step_texts(const LessonStep& step, const std::string& language) {
    StepTexts own;
    own.title = step.title;
    own.text = step.text;
    if (step.question) {
        own.prompt = step.question->prompt;
        own.why = step.question->why;
        own.choices = step.question->choices;
    }
    const StepTexts* t = find_language(step.translations, language);
    if (!t) return own;
    StepTexts out;
    out.title = either(t->title, own.title);
    out.text = either(t->text, own.text);
    out.prompt = either(t->prompt, own.prompt);
    out.why = either(t->why, own.why);
    out.choices = t->choices.size() == own.choices.size() ? t->choices : own.choices;
    for (std::size_t i = 0; i < out.choices.size(); ++i)
        if (out.choices[i].empty()) out.choices[i] = own.choices[i];
    return out;
}

LessonTexts lesson_texts(const Lesson& lesson, const std::string& language) {
    const LessonTexts* t = find_language(lesson.translations, language);
    if (!t) return {lesson.title, lesson.description, {}};
    return {either(t->title, lesson.title), either(t->description, lesson.description), {}};
}

std::string projection_note(const Lesson& lesson, const std::string& key,
                            const std::string& language) {
    const AttentionConfig& a = lesson.attention;
    const Projection* p = key == "w_q"   ? &a.wq
                          : key == "w_k" ? &a.wk
                          : key == "w_v" ? &a.wv
                          : key == "w_o" ? &a.wo
                                         : nullptr;
    if (!p) return {};
    if (const LessonTexts* t = find_language(lesson.translations, language))
        if (const auto it = t->notes.find(key); it != t->notes.end() && !it->second.empty())
            return it->second;
    return p->note;
}

Lesson localized(Lesson lesson, const std::string& language) {
    const LessonTexts header = lesson_texts(lesson, language);
    lesson.title = header.title;
    lesson.description = header.description;
    const Lesson& own = lesson;
    std::string notes[4];
    const char* keys[4] = {"w_q", "w_k", "w_v", "w_o"};
    for (int k = 0; k < 4; ++k) notes[k] = projection_note(own, keys[k], language);
    lesson.attention.wq.note = notes[0];
    lesson.attention.wk.note = notes[1];
    lesson.attention.wv.note = notes[2];
    lesson.attention.wo.note = notes[3];
    for (LessonStep& s : lesson.steps) {
        const StepTexts t = step_texts(s, language);
        s.title = t.title;
        s.text = t.text;
        if (s.question) {
            s.question->prompt = t.prompt;
            s.question->why = t.why;
            s.question->choices = t.choices;
        }
    }
    return lesson;
}

void fit_translations(LessonStep& step) {
    for (auto it = step.translations.begin(); it != step.translations.end();) {
        StepTexts& t = it->second;
        if (!step.question) {
            t.prompt.clear();
            t.why.clear();
            t.choices.clear();
        } else if (t.choices.size() != step.question->choices.size()) {
            t.choices.clear();
        }
        const bool empty = t.title.empty() && t.text.empty() && t.prompt.empty() && t.why.empty() &&
                           t.choices.empty();
        it = empty ? step.translations.erase(it) : std::next(it);
    }
}

std::vector<std::string> lesson_languages(const Lesson& lesson) {
    std::set<std::string> codes;
    for (const auto& [code, t] : lesson.translations) codes.insert(code);
    for (const LessonStep& s : lesson.steps)
        for (const auto& [code, t] : s.translations) codes.insert(code);
    return {codes.begin(), codes.end()};
}

}  // namespace attn
