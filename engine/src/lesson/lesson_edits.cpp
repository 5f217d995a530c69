#include "attnlab/lesson/lesson_edits.hpp"

#include <algorithm>
#include <stdexcept>

#include "attnlab/lesson/step_quantity.hpp"
#include "attnlab/words/tokenizer.hpp"
#include "lesson/step_references.hpp"

namespace attn {
namespace {

std::string lower(std::string s) {
    for (char& c : s)
        if (c >= 'A' && c <= 'Z')
            c = static_cast<char>(c - 'A' + 'a');  // as the tokenizer: locale-free
    return s;
}

// Inserts (index ≥ 0) or removes (index < 0 with `remove`) row and column i of
// a square matrix; new entries are 0 except the new diagonal entry, 1.
Matrix grow(const Matrix& m, int i) {
    const int d = static_cast<int>(m.rows());
    Matrix out = Matrix::Zero(d + 1, d + 1);
    for (int r = 0; r < d; ++r)
        for (int c = 0; c < d; ++c) out(r < i ? r : r + 1, c < i ? c : c + 1) = m(r, c);
    out(i, i) = 1.0f;
    return out;
}

Matrix shrink(const Matrix& m, int i) {
    const int d = static_cast<int>(m.rows());
    Matrix out(d - 1, d - 1);
    for (int r = 0, rr = 0; r < d; ++r) {
        if (r == i) continue;
        for (int c = 0, cc = 0; c < d; ++c) {
            if (c == i) continue;
            out(rr, cc++) = m(r, c);
        }
        ++rr;
    }
    return out;
}

template <typename F>
void each_projection(AttentionConfig& c, F f) {
    for (Projection* p : {&c.wq, &c.wk, &c.wv, &c.wo})
        if (p->values.size() != 0) p->values = f(p->values);
}

void rename_word_in_steps(Lesson& l, const std::string& from, const std::string& to) {
    detail::rewrite_steps(l.steps, {[&](QuantityArg k, const std::string& a) {
                                        return k == QuantityArg::Word && a == from ? to : a;
                                    },
                                    {}});
}

void rename_axis_in_steps(Lesson& l, const std::string& from, const std::string& to) {
    detail::rewrite_steps(l.steps, {[&](QuantityArg k, const std::string& a) {
                                        return k == QuantityArg::Axis && a == from ? to : a;
                                    },
                                    {}});
}

// "; steps 3 and 5 quote it" (1-based, as the Lesson pane numbers them).
void add_steps_note(EditNote& note, const std::vector<int>& steps, const std::string& verb) {
    if (steps.empty()) return;
    std::string list;
    for (std::size_t i = 0; i < steps.size(); ++i) {
        if (i > 0) list += i + 1 == steps.size() ? " and " : ", ";
        list += std::to_string(steps[i] + 1);
    }
    if (!note.text.empty()) note.text += "; ";
    note.text += (steps.size() == 1 ? "step " : "steps ") + list + " " + verb + " it";
}

void refit_heads(Lesson& l, EditNote* note) {
    const int d = l.table.axis_count();
    const int h = fitting_heads(d, l.attention.heads);
    if (h == l.attention.heads) return;
    if (note)
        note->text = "heads " + std::to_string(l.attention.heads) + " → " + std::to_string(h) +
                     " so that d = " + std::to_string(d) + " divides evenly";
    l.attention.heads = h;
}

}  // namespace

void check_word_name(const std::string& word) {
    if (!is_vocabulary_word(word))
        throw std::invalid_argument("‘" + word +
                                    "’ is not a single lower-case word: use letters, digits or "
                                    "apostrophes without spaces or punctuation");
}

int fitting_heads(int d, int heads) {
    for (int h = std::max(1, std::min(heads, d)); h > 1; --h)
        if (d % h == 0) return h;
    return 1;
}

std::string replace_word(const std::string& text, const std::string& from, const std::string& to) {
    std::string out;
    const std::string low = lower(text);
    size_t i = 0;
    while (i < text.size()) {
        const size_t hit = low.find(from, i);
        if (hit == std::string::npos || from.empty()) break;
        const bool starts = hit == 0 || !is_word_char(static_cast<unsigned char>(text[hit - 1]));
        const size_t end = hit + from.size();
        const bool ends =
            end >= text.size() || !is_word_char(static_cast<unsigned char>(text[end]));
        out += text.substr(i, hit - i);
        out += (starts && ends) ? to : text.substr(hit, from.size());
        i = end;
    }
    out += text.substr(std::min(i, text.size()));
    return out;
}

int sentences_using(const Lesson& l, const std::string& word) {
    int count = 0;
    for (const auto& s : l.sentences) {
        const auto tokens = tokenize(s);
        if (std::find(tokens.begin(), tokens.end(), word) != tokens.end()) ++count;
    }
    return count;
}

void add_word(Lesson& l, const std::string& word, EditNote*) {
    check_word_name(word);
    l.table.add_word(word, Vector::Zero(l.table.axis_count()));
}

void rename_word(Lesson& l, int index, const std::string& name, EditNote* note) {
    check_word_name(name);
    const std::string old = l.table.words().at(static_cast<size_t>(index));
    l.table.rename_word(index, name);
    const int used = sentences_using(l, old);
    for (auto& s : l.sentences) s = replace_word(s, old, name);
    if (l.focus == old) l.focus = name;
    rename_word_in_steps(l, old, name);
    if (note && used > 0)
        note->text = "renamed in " + std::to_string(used) + " sentence" + (used == 1 ? "" : "s");
}

void remove_word(Lesson& l, int index, EditNote* note) {
    const std::string word = l.table.words().at(static_cast<size_t>(index));
    l.table.remove_word(index);
    if (l.focus == word) l.focus.clear();
    const int used = sentences_using(l, word);
    if (note && used > 0)
        note->text = std::to_string(used) + " sentence" +
                     (used == 1 ? " now shows it" : "s now show it") + " as an unknown word";
    if (note)
        add_steps_note(*note, steps_using_word(l, word),
                       steps_using_word(l, word).size() == 1 ? "uses" : "use");
}

std::vector<int> steps_using_word(const Lesson& l, const std::string& word) {
    return detail::steps_where(l.steps, [&](QuantityArg k, const std::string& a) {
        return (k == QuantityArg::Word || k == QuantityArg::ModelWord) && a == word;
    });
}

std::vector<int> steps_using_axis(const Lesson& l, const std::string& axis) {
    return detail::steps_where(l.steps, [&](QuantityArg k, const std::string& a) {
        return k == QuantityArg::Axis && a == axis;
    });
}

std::vector<int> steps_using_sentence(const Lesson& l, int index) {
    const std::string s = std::to_string(index);
    return detail::steps_where(l.steps, [&](QuantityArg k, const std::string& a) {
        return k == QuantityArg::Sentence && a == s;
    });
}

void add_sentence(Lesson& l, const std::string& text) { l.sentences.push_back(text); }

void edit_sentence(Lesson& l, int index, const std::string& text) {
    if (index < 0 || index >= int(l.sentences.size()))
        throw std::invalid_argument("no sentence " + std::to_string(index + 1) + " to edit");
    l.sentences[std::size_t(index)] = text;
}

void remove_sentence(Lesson& l, int index, EditNote* note) {
    if (index < 0 || index >= int(l.sentences.size()))
        throw std::invalid_argument("no sentence " + std::to_string(index + 1) + " to remove");
    if (note)
        add_steps_note(*note, steps_using_sentence(l, index),
                       steps_using_sentence(l, index).size() == 1 ? "shows" : "show");
    l.sentences.erase(l.sentences.begin() + index);
    detail::rewrite_steps(l.steps, {{}, [index](int s) {
                                        return s < index || s == kRemovedSentence ? s
                                               : s == index                       ? kRemovedSentence
                                                                                  : s - 1;
                                    }});
    // A step left showing no sentence would show what the steps before it set: drop the removed one
    // only.
    for (LessonStep& st : l.steps) std::erase(st.view.sentences, kRemovedSentence);
}

void add_axis(Lesson& l, const std::string& axis, EditNote* note) {
    const int d = l.table.axis_count();
    l.table.add_axis(axis, 0.0f);
    each_projection(l.attention, [d](const Matrix& m) { return grow(m, d); });
    refit_heads(l, note);
}

void rename_axis(Lesson& l, int index, const std::string& name, EditNote*) {
    const std::string old = l.table.axes().at(static_cast<size_t>(index));
    l.table.rename_axis(index, name);
    rename_axis_in_steps(l, old, name);
}

void remove_axis(Lesson& l, int index, EditNote* note) {
    if (l.table.axis_count() <= 1)
        throw std::invalid_argument(
            "the table needs at least one axis: add another axis before removing this one");
    const std::string axis = l.table.axes().at(static_cast<size_t>(index));
    l.table.remove_axis(index);
    each_projection(l.attention, [index](const Matrix& m) { return shrink(m, index); });
    refit_heads(l, note);
    if (note)
        add_steps_note(*note, steps_using_axis(l, axis),
                       steps_using_axis(l, axis).size() == 1 ? "uses" : "use");
}

void set_variant(AttentionConfig& c, Variant v, int heads, int d) {
    const int h = v == Variant::MultiHead ? heads : 1;
    if (h < 1 || d % h != 0)
        throw std::invalid_argument(std::to_string(h) +
                                    " heads do not divide d = " + std::to_string(d) +
                                    " axes evenly: choose a divisor of " + std::to_string(d));
    c.variant = v;
    c.heads = h;
    if (fixed_weights(v)) c.scale = false;  // nothing to scale (validate refuses it)
    if (uses_projections(v)) {
        for (Projection* p : {&c.wq, &c.wk})
            if (p->values.rows() != d) p->values = Matrix::Identity(d, d);
        if (c.wv.values.size() != 0 && c.wv.values.rows() != d)
            c.wv.values = Matrix::Identity(d, d);
    }
}

}  // namespace attn
