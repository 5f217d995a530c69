#include "attnlab/words/embedding_table.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <unordered_set>

#include "attnlab/support/limits.hpp"

namespace attn {
namespace {

[[noreturn]] void fail(const std::string& msg) { throw std::invalid_argument(msg); }

// Fails unless a words × axes table stays within kMaxAxes, kMaxWords, kMaxTableCells.
void check_size(long long words, long long axes) {
    if (axes > kMaxAxes)
        fail("at most " + std::to_string(kMaxAxes) + " axes are supported, got " +
             std::to_string(axes));
    if (words > kMaxWords)
        fail("at most " + std::to_string(kMaxWords) + " words are supported, got " +
             std::to_string(words));
    if (words * axes > kMaxTableCells)
        fail(std::to_string(words) + " words × " + std::to_string(axes) +
             " axes is more than the " + std::to_string(kMaxTableCells) + " table cells supported");
}

void check_name(const std::string& name, const char* what) {
    if (name.empty()) fail(std::string("a ") + what + " name must not be empty");
    if (name.size() > kMaxNameBytes)
        fail(std::string("a ") + what + " name may have at most " + std::to_string(kMaxNameBytes) +
             " bytes, got " + std::to_string(name.size()));
}

std::optional<int> find(const std::vector<std::string>& names, const std::string& name) {
    auto it = std::find(names.begin(), names.end(), name);
    if (it == names.end()) return std::nullopt;
    return static_cast<int>(it - names.begin());
}

}  // namespace

EmbeddingTable::EmbeddingTable(std::vector<std::string> axes, std::vector<std::string> words,
                               Matrix values)
    : values_(std::move(values)) {
    if (values_.rows() != static_cast<Eigen::Index>(words.size()) ||
        values_.cols() != static_cast<Eigen::Index>(axes.size()))
        fail("values must be " + std::to_string(words.size()) + " × " +
             std::to_string(axes.size()) + " (words × axes), got " +
             std::to_string(values_.rows()) + " × " + std::to_string(values_.cols()));
    check_size(values_.rows(), values_.cols());
    if (!values_.allFinite()) fail("values must be finite numbers");
    // Hash sets keep this linear: a file may hold up to kMaxWords words.
    auto take = [](const std::vector<std::string>& names, std::vector<std::string>& into,
                   const char* what) {
        std::unordered_set<std::string> seen;
        for (const auto& name : names) {
            check_name(name, what);
            if (!seen.insert(name).second)
                fail(std::string("duplicate ") + what + " '" + name + "'");
        }
        into = names;
    };
    take(axes, axes_, "axis");
    take(words, words_, "word");
}

void EmbeddingTable::check_new_name(const std::vector<std::string>& names, const std::string& name,
                                    const char* what) const {
    check_name(name, what);
    if (find(names, name)) fail(std::string("duplicate ") + what + " '" + name + "'");
}

std::optional<int> EmbeddingTable::word_index(const std::string& word) const {
    return find(words_, word);
}

std::optional<int> EmbeddingTable::axis_index(const std::string& axis) const {
    return find(axes_, axis);
}

Vector EmbeddingTable::row(const std::string& word) const {
    auto i = word_index(word);
    if (!i) fail("unknown word '" + word + "'");
    return values_.row(*i);
}

void EmbeddingTable::set_value(int word, int axis, float v) {
    if (word < 0 || word >= word_count() || axis < 0 || axis >= axis_count())
        fail("cell (" + std::to_string(word) + ", " + std::to_string(axis) +
             ") is outside the table");
    if (!std::isfinite(v))
        fail("value for '" + words_[word] + "' · '" + axes_[axis] + "' must be finite");
    values_(word, axis) = v;
}

void EmbeddingTable::add_word(const std::string& word, const Vector& row) {
    insert_word(word_count(), word, row);
}

void EmbeddingTable::insert_word(int index, const std::string& word, const Vector& row) {
    check_new_name(words_, word, "word");
    if (index < 0 || index > word_count()) fail("word position out of range");
    if (row.size() != axis_count())
        fail("row for '" + word + "' needs " + std::to_string(axis_count()) + " values, got " +
             std::to_string(row.size()));
    if (!row.allFinite()) fail("row for '" + word + "' must be finite");
    check_size(word_count() + 1LL, axis_count());
    Matrix next(values_.rows() + 1, axis_count());
    next.topRows(index) = values_.topRows(index);
    next.row(index) = row;
    next.bottomRows(word_count() - index) = values_.bottomRows(word_count() - index);
    values_.swap(next);
    words_.insert(words_.begin() + index, word);
}

void EmbeddingTable::remove_word(int index) {
    if (index < 0 || index >= word_count()) fail("word position out of range");
    Matrix next(values_.rows() - 1, axis_count());
    next.topRows(index) = values_.topRows(index);
    next.bottomRows(word_count() - index - 1) = values_.bottomRows(word_count() - index - 1);
    values_.swap(next);
    words_.erase(words_.begin() + index);
}

void EmbeddingTable::rename_word(int index, const std::string& name) {
    if (index < 0 || index >= word_count()) fail("word position out of range");
    if (words_[index] == name) return;
    check_new_name(words_, name, "word");
    words_[index] = name;
}

void EmbeddingTable::add_axis(const std::string& axis, float fill) {
    insert_axis(axis_count(), axis, Eigen::VectorXf::Constant(word_count(), fill));
}

void EmbeddingTable::insert_axis(int index, const std::string& axis,
                                 const Eigen::VectorXf& column) {
    check_new_name(axes_, axis, "axis");
    if (index < 0 || index > axis_count()) fail("axis position out of range");
    if (column.size() != word_count())
        fail("column for axis '" + axis + "' needs one value per word");
    if (!column.allFinite()) fail("column for axis '" + axis + "' must be finite");
    check_size(word_count(), axis_count() + 1LL);
    Matrix next(word_count(), axis_count() + 1);
    next.leftCols(index) = values_.leftCols(index);
    next.col(index) = column;
    next.rightCols(axis_count() - index) = values_.rightCols(axis_count() - index);
    values_.swap(next);
    axes_.insert(axes_.begin() + index, axis);
}

void EmbeddingTable::remove_axis(int index) {
    if (index < 0 || index >= axis_count()) fail("axis position out of range");
    Matrix next(word_count(), axis_count() - 1);
    next.leftCols(index) = values_.leftCols(index);
    next.rightCols(axis_count() - index - 1) = values_.rightCols(axis_count() - index - 1);
    values_.swap(next);
    axes_.erase(axes_.begin() + index);
}

void EmbeddingTable::rename_axis(int index, const std::string& name) {
    if (index < 0 || index >= axis_count()) fail("axis position out of range");
    if (axes_[index] == name) return;
    check_new_name(axes_, name, "axis");
    axes_[index] = name;
}

bool EmbeddingTable::operator==(const EmbeddingTable& o) const {
    return axes_ == o.axes_ && words_ == o.words_ && values_.rows() == o.values_.rows() &&
           values_.cols() == o.values_.cols() && values_ == o.values_;
}

}  // namespace attn
