// The head view's data: the sentence's tokens in two columns (left: the token
// looking, right: the token looked at) and a line from each left token to each
// right token it attends to, one head or several overlaid, as plain values
// taken from a Trace. The window's HeadLinesView and the exported figure
// (HeadLinesFigure, `render --view head-lines`) paint exactly these lines.
//
// Which lines (head_lines_data), for every shown head k and token i:
//   - j runs over the tokens i sees (Trace::hidden(i, j) false: causal → j ≤ i);
//   - only weights ≥ threshold are drawn (a faint line says nothing);
//   - at most per_token lines per (i, k): the strongest, ties to the earlier j,
//     so a 1,024-token sentence stays readable (and paints in time); by default
//     fewer per head the more heads are drawn over each other (kLinesPerToken
//     among them: 8 per head for 1 or 2 heads, 4 for 4, 1 for 12), so twelve
//     heads of GPT-2 overlaid read as their strongest lines, not a grey fan.
// Lines are ordered by token i, then head (in `heads` order), then weight
// descending. With a focus token only its lines are kept.
//
// Concealment: a pending question that hides the cells hides the lines too
// (the weights are the answer): `concealed` with no lines at all.
#pragma once

#include <QString>
#include <QStringList>
#include <vector>

#include "attnlab/attention/trace.hpp"

namespace attn::ui {

struct HeadLine {
    int from = 0;       // the token looking (left column), 0 … n−1
    int to = 0;         // the token looked at (right column), 0 … n−1
    int head = 0;       // the head, 0-based index into the trace's heads
    double weight = 0;  // Trace::weights[head](from, to), in (0, 1]
};

struct HeadLinesData {
    QStringList tokens;      // n labels, the same in both columns
    int heads_total = 1;     // h of the trace (colours are per head index)
    std::vector<int> heads;  // the heads drawn, 0-based, ascending, none twice
    std::vector<HeadLine> lines;
    int focus = -1;          // the token whose lines alone are kept; −1: every token's
    QString highlight;       // the window's highlighted word: its labels are drawn bold
    bool causal = false;     // tokens see only themselves and the tokens before them
    bool concealed = false;  // a pending question hides the weights: no lines
    double threshold = 0;    // the smallest weight drawn
    int per_token = 0;       // the most lines per token and head
    int left_out = 0;        // lines at or above the threshold left out by the cap (all tokens)
    // Under a what-if: each head's fate, indexed by head ("switched off", "lines cut", "" kept),
    // said after the head in the legend; empty: no what-if touches these heads.
    std::vector<QString> fates;
    QString title;  // "head 2", "heads 1, 3", "all 4 heads"
    QString note;   // what the figure needs said (concealment; the cap); may be empty

    int n() const { return int(tokens.size()); }
    // Token i is the highlighted word (a real model's "␣bank" is "bank" too).
    bool marked(int i) const;
    // Row text of the focus token: per head drawn, "head 1: bank 0.498 · river 0.317 · the 0.185"
    // (its drawn lines, strongest first; "head 1" only when several heads exist). Empty without a
    // focus.
    QStringList focus_text(int decimals = 3) const;
};

struct HeadLinesRequest {
    std::vector<int> heads;   // 0-based heads to draw; empty: every head
    int focus = -1;           // −1: every token's lines
    double threshold = 0.02;  // weights below are not drawn
    int per_token = 0;        // strongest lines kept per token and head; 0: lines_per_head(heads)
    QString highlight;
    bool concealed = false;  // ViewState::heatmapCellsHidden(): draw no lines and say why
};

// The lines kept per token and head when `heads` heads are drawn over each
// other: kLinesPerToken shared among them, at least 1 and at most 8 per head.
inline constexpr int kLinesPerToken = 16;
int lines_per_head(int heads);

// Throws std::invalid_argument for a trace without weights, a head outside
// 0 … h−1, or a focus outside −1 … n−1 (the message names the range, heads from 1).
HeadLinesData head_lines_data(const attn::Trace& trace, const HeadLinesRequest& request);

// Hides the lines (their weights answer a question, asked now or later: a step keeps them
// back — attn::weights_kept_back, in the window, on its slide and in the handout alike): no
// lines, `concealed`, and a note that says why.
void conceal_head_lines(HeadLinesData& data);

// The same data with only `focus`'s lines (−1: all of `all`'s lines): what a
// hover shows, without scanning the weights again.
HeadLinesData with_focus(const HeadLinesData& all, int focus);

// "head 2" / "heads 1, 3" / "all 4 heads" (1-based, as users say them).
QString head_lines_title(const std::vector<int>& heads, int heads_total);

// "1,3" or "1-4,6" → {0, 2} (0-based, ascending, unique); throws
// std::invalid_argument naming the bad part and the range 1 … heads_total
// (heads_total ≤ 0: any head from 1; head_lines_data checks it against the trace).
std::vector<int> parse_head_list(const QString& text, int heads_total);

}  // namespace attn::ui
