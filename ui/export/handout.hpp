// The handout of a lesson's guided steps: a PDF a teacher prints or sends.
// Each step on its own page — "Step k of n", its title, its text (Markdown,
// rendered by Qt through set_safe_markdown: no HTML, nothing loaded, only
// http(s) links kept; quantities filled in from the lesson), its one or two
// figures (step_figures.hpp, drawn by the figure painters; concealed as the
// window conceals them while the question is open), and its question with
// the choices and room to answer. The answers, with the why, follow on
// "Answers" pages at the end; each question says on which page. Every page
// is numbered "page k of n". Same lesson → byte-identical PDF.
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

#include "attnlab/lesson/lesson.hpp"

namespace attn::ui {

// What keeps the lesson from a handout: every step's problems
// (attn::step_problems, "steps[0].view.highlight: no word 'bnak' in …"), or
// that it has no steps. Empty: a handout can be written.
QStringList handout_problems(const attn::Lesson& lesson);

// The PDF. Throws std::invalid_argument with handout_problems() joined by
// newlines when there are any. Needs a QGuiApplication (fonts).
QByteArray handout_pdf(const attn::Lesson& lesson);

// Writes handout_pdf(lesson) to `path` atomically. On failure returns false
// and sets *error to a sentence naming the path and the reason (the lesson's
// problems, a folder missing or not writable, …).
bool export_handout(const attn::Lesson& lesson, const QString& path, QString* error);

}  // namespace attn::ui
