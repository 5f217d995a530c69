// EmbeddingTable: a V × d matrix whose rows are words and whose columns are
// named axes ("water", "money", ...). Word and axis names are unique and
// non-empty, at most kMaxNameBytes; the table stays within kMaxAxes, kMaxWords
// and kMaxTableCells (attnlab/support/limits.hpp). Lookups are by exact (already
// lower-cased) name.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "attnlab/support/types.hpp"

namespace attn {

class EmbeddingTable {
  public:
    EmbeddingTable() = default;
    // axes: d names; words: V names; values: V × d. Throws std::invalid_argument
    // on duplicate/empty names, a shape mismatch or a non-finite value.
    EmbeddingTable(std::vector<std::string> axes, std::vector<std::string> words, Matrix values);

    int word_count() const { return static_cast<int>(words_.size()); }  // V
    int axis_count() const { return static_cast<int>(axes_.size()); }   // d
    const std::vector<std::string>& words() const { return words_; }
    const std::vector<std::string>& axes() const { return axes_; }
    const Matrix& values() const { return values_; }  // V × d

    std::optional<int> word_index(const std::string& word) const;
    std::optional<int> axis_index(const std::string& axis) const;
    // Row of a word (1 × d). Throws std::invalid_argument for an unknown word.
    Vector row(const std::string& word) const;

    float value(int word, int axis) const { return values_(word, axis); }
    void set_value(int word, int axis, float v);  // throws on non-finite v or bad index

    // Editing. Each throws std::invalid_argument naming the offending input.
    void add_word(const std::string& word, const Vector& row);  // appended last
    void insert_word(int index, const std::string& word, const Vector& row);
    void remove_word(int index);
    void rename_word(int index, const std::string& name);
    void add_axis(const std::string& axis, float fill = 0.0f);  // appended last
    void insert_axis(int index, const std::string& axis, const Eigen::VectorXf& column);
    void remove_axis(int index);
    void rename_axis(int index, const std::string& name);

    bool operator==(const EmbeddingTable& o) const;

  private:
    void check_new_name(const std::vector<std::string>& names, const std::string& name,
                        const char* what) const;
    std::vector<std::string> axes_;
    std::vector<std::string> words_;
    Matrix values_;  // V × d
};

}  // namespace attn
