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

Projection* projection_by_key(AttentionConfig& a, std::string_view key) {
    Projection* in_order[] = {&a.wq, &a.wk, &a.wv, &a.wo};
    for (std::size_t k = 0; k < kProjectionKeys.size(); ++k)
        if (key == kProjectionKeys[k]) return in_order[k];
    return nullptr;
}

const Projection* projection_by_key(const AttentionConfig& a, std::string_view key) {
    return projection_by_key(const_cast<AttentionConfig&>(a), key);  // same lookup, read-only
}

std::string projection_note(const Lesson& lesson, const std::string& key,
                            const std::string& language) {
    const Projection* p = projection_by_key(lesson.attention, key);
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
    for (const char* key : kProjectionKeys)  // (a note's translation is read by its key only)
        projection_by_key(lesson.attention, key)->note = projection_note(lesson, key, language);
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
