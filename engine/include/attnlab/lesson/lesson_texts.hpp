// A lesson's texts in several languages (docs/lesson-format.md, "translations").
// A lesson is written in one language, its own; it may also hold its title,
// description and each step's title, text, question prompt, choices and why in
// other languages, by language code. Only words are translated: what a step
// shows and asks, and the {{…}} quantities it quotes, are the step's own (a
// translation quotes the same quantities in its own sentences). A reader in a
// language the lesson holds sees those texts; any text not given falls back to
// the lesson's own.
#pragma once

#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "attnlab/lesson/lesson.hpp"

namespace attn {

// Languages one lesson may hold texts in.
inline constexpr int kMaxLanguages = 64;

// A code a lesson file may name a language by: 2–3 lower-case letters, then
// optionally '-' and 2–8 letters or digits ("de", "he", "pt-BR", "zh-Hant").
bool valid_language_code(const std::string& code);

// The step's texts in `language`: its translation's non-empty fields (the
// code itself, else its language part: "pt" for "pt-BR"), else its own texts.
StepTexts step_texts(const LessonStep& step, const std::string& language);
// The lesson's title and description in `language`, as step_texts chooses.
LessonTexts lesson_texts(const Lesson& lesson, const std::string& language);
// The keys a lesson file names the hand-wired projections by, in AttentionConfig's order
// (wq, wk, wv, wo), and the projection a key names (nullptr when it names none).
inline constexpr std::array<const char*, 4> kProjectionKeys = {"w_q", "w_k", "w_v", "w_o"};
Projection* projection_by_key(AttentionConfig& a, std::string_view key);
const Projection* projection_by_key(const AttentionConfig& a, std::string_view key);

// The note of the projection the file names `key` ("w_q", "w_k", "w_v", "w_o") in `language`:
// its translation, else the lesson's own note ("" when it has none or the key is not one).
std::string projection_note(const Lesson& lesson, const std::string& key,
                            const std::string& language);

// The lesson with its title, description, projection notes and every step's texts in `language`
// (what a handout or a slide in that language shows); unchanged where it holds
// none. Its translations are kept. Never save it in place of the lesson.
Lesson localized(Lesson lesson, const std::string& language);

// Keeps the step's translations true to its question after an edit of the
// step: a step without a question keeps no translated prompt, why or choices;
// translated choices whose count is no longer the question's are dropped (the
// reader refuses them); a translation left with no text at all is removed.
void fit_translations(LessonStep& step);

// Every language the lesson or one of its steps gives texts in, sorted.
std::vector<std::string> lesson_languages(const Lesson& lesson);

}  // namespace attn
