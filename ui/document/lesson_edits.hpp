// Lesson edits: pure functions Lesson → Lesson used by the undo commands.
// Each keeps the lesson consistent — removing or adding an axis also removes or
// adds that row and column of every d × d projection and keeps d divisible by
// the number of heads; renaming a word renames it inside the sentences too.
// Each throws std::invalid_argument with a sentence the user can act on.
#pragma once

#include <string>

#include "attnlab/lesson.hpp"

namespace attn::ui {

// What an edit did beyond the obvious, for the command label (may be empty),
// e.g. "heads 2 → 1 so that d = 3 divides".
struct EditNote {
    std::string text;
};

void add_word(Lesson& l, const std::string& word, EditNote* note = nullptr);  // zero row
void rename_word(Lesson& l, int index, const std::string& name, EditNote* note = nullptr);
void remove_word(Lesson& l, int index, EditNote* note = nullptr);

void add_axis(Lesson& l, const std::string& axis, EditNote* note = nullptr);
void rename_axis(Lesson& l, int index, const std::string& name);
void remove_axis(Lesson& l, int index, EditNote* note = nullptr);

// Replaces every whole-word occurrence of `from` (case-insensitive, as the
// tokenizer reads it) by `to` in the text.
std::string replace_word(const std::string& text, const std::string& from, const std::string& to);

// Number of sentences whose tokens include `word`.
int sentences_using(const Lesson& l, const std::string& word);

// Switches the variant, filling missing projections with the identity and
// clamping heads (only MultiHead uses more than 1); the fixed rungs (no mixing,
// equal average) turn scaling off. Throws when heads do not divide d.
void set_variant(AttentionConfig& c, Variant v, int heads, int d);

// Largest divisor of d that is ≤ heads (≥ 1).
int fitting_heads(int d, int heads);

}  // namespace attn::ui
