// The Positions view's data (issue 41): how position alone shapes a score under
// one encoding, as a figure, and the shift test's rows.
//
//   sinusoidal  PE_i · PE_j for every pair of positions (one map, symmetric)
//   learned     the cosine of a position table's rows i and j (a trained
//               model's pos.weight, a real model's wpe)
//   RoPE        one query word's and one key word's vectors (before the turn)
//               placed at every pair of positions: constant along each diagonal
//   ALiBi       each head's penalty −mₕ·|i − j| (one map per head)
//   none        no map: position shapes no score (the caption says so)
// Positions are counted from 1, as users say them.
#pragma once

#include <QString>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "attnlab/attention/position_encoding.hpp"
#include "attnlab/lesson/lesson.hpp"
#include "viewdata/figure_spec.hpp"

namespace attn::ui {

struct PositionMapInput {
    attn::PositionEncoding encoding = attn::PositionEncoding::None;
    int n = 0;  // positions shown (at least 1)
    int d = 0;  // sinusoidal: the width of X
    double rope_base = attn::kRopeBase;
    int heads = 1;                 // ALiBi: one map per head
    bool causal = false;           // ALiBi: keys after their query are hidden
    attn::Matrix table;            // learned: T × d position table, T ≥ n
    QString table_name;            // learned: whose table ("the trained model's", "GPT-2's wpe")
    attn::Vector q, k;             // RoPE: the query's and the key's dk values, before the turn
    float scale = 1.0f;            // RoPE: the scores' scale (1/√dk when scaled)
    QString query_word, key_word;  // RoPE: whose vectors they are
};

// What to map of a lesson: the encoding (empty: the lesson's own, as shown),
// RoPE's query and key words (indices into the sentence; −1: the highlighted
// word, else the last, and the word before it) and head (0-based).
struct PositionMapChoice {
    std::optional<attn::PositionEncoding> encoding;
    int query = -1, key = -1;
    int head = 0;
};
// The map's input for sentence `sentence` of `shown` (the lesson under the
// window's switches): n = its word count within 6 … 24 positions; learned
// positions from the lesson's trained model, else `real_wpe` (a real model's
// table; may be null). Throws std::invalid_argument naming an unknown word or
// a sentence index out of range.
PositionMapInput position_map_input(const attn::Lesson& shown, int sentence,
                                    const PositionMapChoice& choice,
                                    const attn::Matrix* real_wpe = nullptr);
// The query and key word indices `choice` resolves to for these tokens.
std::pair<int, int> position_map_words(const attn::Lesson& shown,
                                       const std::vector<std::string>& tokens,
                                       const PositionMapChoice& choice);

// Throws std::invalid_argument when the input cannot make its map (no table
// for learned positions, q and k of different widths, n < 1).
FigureSpec position_map_figure(const PositionMapInput& in);

// Learned positions in 2-D: the position table's first rows (at most 256) on
// their first two principal components, each a dot, the first labelled
// "1 (first)" and every 32nd by its place. Throws std::invalid_argument
// without a table.
FigureSpec position_vectors_figure(const PositionMapInput& in);

// The shift test of one pair of words under each hand-wired encoding (none,
// sinusoidal, RoPE, ALiBi), the lesson's other settings as they are shown:
// the score the softmax reads of query word i on key word j, before and after
// `front` is put in front of the sentence.
struct ShiftRow {
    attn::PositionEncoding encoding = attn::PositionEncoding::None;
    float before = 0, after = 0;
    bool unchanged = false;
    QString error;  // why the row has no numbers (then the others are 0)
};
std::vector<ShiftRow> shift_rows(const attn::Lesson& shown, const std::vector<std::string>& tokens,
                                 int head, int i, int j, const std::string& front);

// "no positions", "sinusoidal positions", "learned positions", "rotary
// positions (RoPE)", "ALiBi" (translated): the name the window gives each.
QString position_label(attn::PositionEncoding e);

}  // namespace attn::ui
