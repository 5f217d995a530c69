// The words for a what-if (attnlab/lesson/what_if.hpp) in the reader's
// language, counting layers, heads and nothing else from 1 (token positions
// from 0, as the command line's): the label every view and figure drawn under
// it carries, and the undo stack's texts.
#pragma once

#include <QString>
#include <QStringList>
#include <span>
#include <vector>

#include "attnlab/lesson/lesson.hpp"
#include "attnlab/lesson/what_if.hpp"

namespace attn::ui {

// "layer 2 · head 1 switched off", "head 2 · line 3 → 1 cut" (the hand-wired
// attention's one layer unsaid), "layer 1 · only head 3 kept", "every head mean-ablated".
QString intervention_words(const attn::Intervention& v, bool one_layer);
// "What if: …; …" for `w` laid over `source`'s pass; "" when none is laid over it.
// `tokens`: the shown sentences' tokens, when known — a cut line then also
// names its words: "line 2 → 1 (bank → river)", each sentence's pair once
// ("bank → river; bank → money"), none past a sentence's end.
QString what_if_label(const attn::WhatIf& w, attn::Source source,
                      const std::vector<QStringList>& tokens = {});
// `label` ("What if: …") said of a what-if the lesson holds for every step (not a step's
// own): "What if: … (on every step of this lesson)". "" stays "".
QString lesson_wide_what_if(const QString& label);
// Whether the what-if a step of `lesson` shows is the lesson's own, held for every step:
// the lesson has one and `step` (null: no step) sets none of its own.
bool shows_lesson_wide_what_if(const attn::Lesson& lesson, const attn::LessonStep* step);
// What `list` does to one head, as its map's label says it under the head:
// "switched off" or "mean-ablated", and "lines cut" (none, one or both).
QStringList head_what_if_words(std::span<const attn::Intervention> list, int layer, int head);
// The undo text of adding `v`: "Switch off head 2", "Cut the line 3 → 1 in head 2", …
QString intervention_action(const attn::Intervention& v, bool one_layer);

}  // namespace attn::ui
