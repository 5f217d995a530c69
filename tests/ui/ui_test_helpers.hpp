// What many ui and window tests share: Module 1's lesson, letting queued events
// run, a step found by its title and a cell's text. One copy here, not one per
// file: the suite compiles in unity batches, where file-local copies collide.
#pragma once

#include <QCoreApplication>
#include <QString>
#include <string>

#include "attnlab/lesson/lesson.hpp"
#include "files/builtin_lessons.hpp"
#include "itemmodels/matrix_item_model.hpp"

namespace attn::ui::test {

// The built-in Module 1 lesson.
inline attn::Lesson module1() { return load_builtin_lesson(QStringLiteral("module1")); }

// Lets queued events run: `rounds` passes of the event loop.
inline void settle(int rounds = 3) {
    for (int i = 0; i < rounds; ++i) QCoreApplication::processEvents();
}

// The index of the step titled `title`, or -1.
inline int step_index(const attn::Lesson& l, const std::string& title) {
    for (size_t i = 0; i < l.steps.size(); ++i)
        if (l.steps[i].title == title) return int(i);
    return -1;
}

// The text cell (r, c) of `m` shows.
inline QString cell(MatrixItemModel* m, int r, int c) {
    return m->data(m->index(r, c), Qt::DisplayRole).toString();
}

}  // namespace attn::ui::test
