// FigureSpec: everything a figure shows, as plain values taken from a Lesson
// and its Traces (figure_specs.hpp builds them). Painters read only this, so
// the window, the Export… dialog and `attention-lab render` draw the same
// figure from the same numbers.
#pragma once

#include <QString>
#include <QStringList>
#include <utility>
#include <vector>

#include "attnlab/model/loss_history.hpp"
#include "attnlab/support/types.hpp"
#include "viewdata/head_lines.hpp"

namespace attn::ui {

enum class FigureKind { Heatmap, HeadGrid, Vectors, Blend, Loss, HeadLines, Lens };

// One labelled matrix: rows × cols values (−∞ allowed: a masked score).
struct MatrixPanel {
    attn::Matrix values;         // rows × cols
    QStringList row_labels;      // rows ("word looking", or vocabulary words)
    QStringList col_labels;      // cols ("word looked at", or axis names)
    QString row_title;           // e.g. "word looking"
    QString col_title;           // e.g. "word looked at"
    QString panel_title;         // e.g. "head 2" in a grid; may be empty
    bool probabilities = false;  // weights (0…1, sequential) rather than scores (centred on 0)
    QString highlight;           // the window's highlighted word: rows and columns with this label
                                 // are outlined and their labels bold; empty: none
    bool causal = false;  // cells above the diagonal are masked: drawn hatched, without a number
    std::vector<std::pair<int, int>> cut;  // (row, col) cells a what-if cut: crossed out
    // > 0: scores are coloured on at least ±limit (a difference map shares the range of every
    // head of its layer, as the window draws it); 0: on the panel's own range.
    double limit = 0;
};

// Words placed on two named axes: lookup rows (grey dots) and, per sentence,
// output rows (coloured diamonds) with an arrow from the word's lookup row.
struct VectorsPlot {
    QString x_axis, y_axis;  // axis names
    struct Point {
        QString word;
        double x = 0, y = 0;
    };
    std::vector<Point> lookups;  // one per distinct word shown
    struct Output {
        QString word;
        int sentence = 0;  // index into `sentences` (colour)
        double x = 0, y = 0;
        double from_x = 0, from_y = 0;  // the word's lookup row
    };
    std::vector<Output> outputs;
    // Under a what-if: each output that moved, where it was without it (x, y)
    // and where it is now (to_x, to_y) — a hollow ghost and a dashed arrow.
    struct Moved {
        QString word;
        int sentence = 0;
        double x = 0, y = 0, to_x = 0, to_y = 0;
    };
    std::vector<Moved> moved;
    QStringList sentences;  // legend text, one colour each
    // The legend's words when they are not the hand-wired plot's: the grey points' ("token
    // embedding"; empty: "lookup row") and a sentence's, its %1 the sentence ("after layer 2
    // in “%1”"; empty: “%1”).
    QString lookup_legend, sentence_legend;
    // Colour slot of each sentence (same length as `sentences`): its index in
    // the lesson, so a sentence keeps its colour whatever else is shown.
    std::vector<int> colour_slots;
    int slot(int sentence) const {
        return sentence >= 0 && size_t(sentence) < colour_slots.size()
                   ? colour_slots[size_t(sentence)]
                   : sentence;
    }
};

// The slow-motion blend of one word: its weight for every ingredient × the
// ingredient's row, the column sums (= the output row), and the row it had
// before (its lookup row).
struct BlendTable {
    QString word;                 // the word doing the looking
    QString sentence;             // the sentence it is in
    QStringList ingredients;      // n words
    std::vector<double> weights;  // n, the word's row of weights
    QStringList columns;          // c column names (axes)
    attn::Matrix rows;            // n × c, each ingredient's row (V, or X for simple attention)
    // "Before" is the word's own row of what is blended: its row of X (its
    // lookup row, plus positions) for simple attention, its value row v = x·W_V
    // for queries/keys/values. `lookup` shows the lookup row beside a value row
    // when the two have the same columns (one head, dk = d); else it is empty.
    attn::Vector before;                                 // 1 × c
    QString before_what = QStringLiteral("lookup row");  // what `before` is, for the label
    attn::Vector lookup;                                 // 1 × c or empty
    attn::Vector after;  // 1 × c, Σ weights[j]·rows[j] (the output row)
};

// The layers' guesses (logit lens) at one token position of a real model's
// pass (attnlab/gpt/gpt_lens.hpp): per residual read-out — the embeddings,
// then after each block — the top-k next tokens and their probabilities.
struct LensTable {
    QString token;     // the token at the position (display text, ␣ for a leading space)
    int position = 0;  // from 0
    QStringList rows;  // L + 1: "embeddings", "layer 1", …, "layer L"
    std::vector<QStringList> guesses;   // rows × k: each guessed token's display text
    std::vector<std::vector<int>> ids;  // rows × k: their token ids
    attn::Matrix probabilities;         // rows × k, in [0, 1], each row descending
};

// A training run's loss curve. Filled by the training window / engine:
// one point per evaluation; `val` is NaN where no validation loss was measured.
struct LossCurve {
    attn::LossHistory points;  // ascending step (the engine's one loss point type)
    // An earlier run kept to compare with (its validation curve, grey and dashed), and its legend
    // name ("earlier run: learned positions"); empty: none.
    attn::LossHistory earlier;
    QString earlier_name;
};

struct FigureSpec {
    FigureKind kind = FigureKind::Heatmap;
    std::vector<MatrixPanel> panels;  // Heatmap: one; HeadGrid: one per head
    VectorsPlot vectors;              // Vectors
    BlendTable blend;                 // Blend
    LossCurve loss;                   // Loss
    HeadLinesData lines;              // HeadLines: the head view (viewdata/head_lines.hpp)
    LensTable lens;                   // Lens
    // HeadGrid: the head (0-based) each panel shows, when a step chose some (ViewRequest::heads);
    // empty: panel k shows head k.
    std::vector<int> heads;
    int columns = 0;  // HeadGrid: panels per row (0: ⌈√panels⌉; a layers × heads grid: h)
    QString caption;  // what the figure needs said (e.g. the causal mask); used when the user gives
                      // none
    // "What if: head 2 switched off" when the figure is drawn under a what-if:
    // always drawn on it, under its title (whatever title the user gives).
    QString what_if;
};

}  // namespace attn::ui
