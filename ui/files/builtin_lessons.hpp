// The lessons shipped inside the application (resources/lessons/*.attnlab.json,
// compiled in with qt_add_resources under ":/lessons/").
#pragma once

#include <QString>
#include <QStringList>

#include "attnlab/lesson/lesson.hpp"

namespace attn::ui {

// Names usable with load_builtin_lesson, e.g. "module1".
QStringList builtin_lesson_names();
// The built-in course's parts in order ("course-1-…", "course-2-…", …): built-in
// lessons whose steps follow the seed texts from no mixing to training.
QStringList builtin_course_parts();
// Human title of a built-in lesson ("Module 1: The simplest attention that works").
QString builtin_lesson_title(const QString& name);
// Throws std::invalid_argument naming the lesson when it does not exist.
attn::Lesson load_builtin_lesson(const QString& name);
// The raw JSON text of a built-in lesson (empty when unknown).
QByteArray builtin_lesson_json(const QString& name);

}  // namespace attn::ui
