// Lesson edits: the structural edits of a lesson, in place, used by the
// window's undo commands (which snapshot the lesson, so undo restores all).
// Each keeps the lesson consistent — removing or adding an axis also removes or
// adds that row and column of every d × d projection and keeps d divisible by
// the number of heads; renaming a word renames it inside the sentences too —
// and keeps its steps' references true: highlights, question rows and
// sentences, shown sentences, planes and the arguments of every {{…}}
// quantity (attnlab/lesson/step_quantity.hpp) follow a rename or a removed sentence.
// What an edit takes away from a step (a removed word, axis or sentence) is
// said in the EditNote, and step_problems names it afterwards.
// Each throws std::invalid_argument with a sentence the user can act on.
#pragma once

#include <string>
#include <vector>

#include "attnlab/lesson/lesson.hpp"

namespace attn {

// What an edit did beyond the obvious, for the command label (may be empty),
// e.g. "heads 2 → 1 so that d = 3 divides".
struct EditNote {
    std::string text;
};

void add_word(Lesson& l, const std::string& word, EditNote* note = nullptr);  // zero row
void rename_word(Lesson& l, int index, const std::string& name, EditNote* note = nullptr);
void remove_word(Lesson& l, int index, EditNote* note = nullptr);

// Sentences: appended, replaced, removed. Removing sentence `index` renumbers
// the steps' references to the sentences after it; a reference to the removed
// one becomes kRemovedSentence (a cell question's sentence) or "removed" (a
// quantity's argument; attnlab/support/limits.hpp), which step_problems names
// ("its sentence was removed from the lesson"), and a view no longer shows it.
void add_sentence(Lesson& l, const std::string& text);
void edit_sentence(Lesson& l, int index, const std::string& text);
void remove_sentence(Lesson& l, int index, EditNote* note = nullptr);

void add_axis(Lesson& l, const std::string& axis, EditNote* note = nullptr);
void rename_axis(Lesson& l, int index, const std::string& name, EditNote* note = nullptr);
void remove_axis(Lesson& l, int index, EditNote* note = nullptr);

// Throws std::invalid_argument unless `word` is one token as the tokenizer
// reads it, or a model's special token (attnlab/words/tokenizer.hpp, is_vocabulary_word).
void check_word_name(const std::string& word);

// Steps (0-based) that refer to `word` / `axis` / sentence `index`.
std::vector<int> steps_using_word(const Lesson& l, const std::string& word);
std::vector<int> steps_using_axis(const Lesson& l, const std::string& axis);
std::vector<int> steps_using_sentence(const Lesson& l, int index);

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

}  // namespace attn
