#include "pane_help.hpp"

#include <QCoreApplication>
#include <QDockWidget>
#include <QMainWindow>

namespace attn::app {

namespace {}  // namespace

const std::vector<PaneHelp>& pane_helps() {
    static const std::vector<PaneHelp> all = {
        {QStringLiteral("sentencesDock"), QCoreApplication::translate("PaneHelp", "Sentences"),
         QCoreApplication::translate(
             "PaneHelp",
             "The sentences the lesson evaluates, one per line. Tick one sentence to see its "
             "attention, "
             "or two to compare them side by side: every other pane follows the ticked "
             "sentences.\n\n"
             "Double-click a sentence to edit it. A word the embedding table does not know is "
             "marked; "
             "its menu offers \"Add 'word' to the vocabulary\" so the sentence can be evaluated.") +
             QStringLiteral("\n\n") +
             QCoreApplication::translate("PaneHelp",
                                         "Keys: Insert adds a sentence, Delete removes the "
                                         "selected one, F2 edits it, Space ticks it.")},
        {QStringLiteral("embeddingDock"),
         QCoreApplication::translate("PaneHelp", "Embedding table"),
         QCoreApplication::translate("PaneHelp",
                                     "One row per word of the vocabulary, one column per named "
                                     "axis (in Module 1: water, money, "
                                     "place, filler). A row is the word's vector before attention: "
                                     "the same in every sentence.\n\n"
                                     "Type a value, or press on a cell and drag left or right to "
                                     "scrub it: every view follows at once. "
                                     "Read a row as \"how much of each meaning the word carries\"; "
                                     "two rows that point the same way "
                                     "give a large score. Add, rename (double-click a name) and "
                                     "remove words and axes here.") +
             QStringLiteral("\n\n") +
             QCoreApplication::translate("PaneHelp",
                                         "Keys: Insert adds a word; the Menu key opens the "
                                         "table's menu, which adds, renames and removes the "
                                         "current cell's word and axis.")},
        {QStringLiteral("weightsDock"), QCoreApplication::translate("PaneHelp", "Weights"),
         QCoreApplication::translate("PaneHelp",
                                     "The projection matrices W_Q, W_K, W_V and W_O. Each word's "
                                     "row in the embedding table is "
                                     "multiplied by W_Q to give its query, by W_K its key and by "
                                     "W_V its value; W_O mixes the heads' "
                                     "outputs back together.\n\n"
                                     "Rows are the input axes, columns the outputs (for several "
                                     "heads, h2·1 is head 2's first "
                                     "dimension). A matrix the current ladder step does not use is "
                                     "greyed out. Edit and scrub cells "
                                     "as in the embedding table.")},
        {QStringLiteral("attention"), QCoreApplication::translate("PaneHelp", "Attention"),
         QCoreApplication::translate(
             "PaneHelp",
             "One heatmap per ticked sentence (and per head): row i is the word that looks, column "
             "j the word "
             "it looks at. The toolbar picks the stage: raw scores (query · key), scaled scores, "
             "masked scores "
             "(with the causal mask, words cannot see the words after them), or the weights, the "
             "softmax of "
             "each row, which add up to 1 across the row.\n\n"
             "Bright cells in the weights are where a word takes most of its new vector from. "
             "Hover a cell for "
             "its worked arithmetic; click a word to highlight its row and column in every "
             "view.\n\n"
             "The first two ladder steps compare no words, so every score is 0: \"0 · No mixing\" "
             "masks every "
             "word but the word itself (the weights are the identity: \"bank\" stays the same in "
             "both "
             "sentences), \"1 · Equal average\" gives every word the same weight 1/n, whoever is "
             "looking.") +
             QStringLiteral("\n\n") +
             QCoreApplication::translate(
                 "PaneHelp",
                 "Keys: Tab or F6 brings the focus to a map (a frame shows it) and its cell "
                 "cursor. The arrow keys move the cursor (Home, End: the row's first and last "
                 "cell; Ctrl+Home, Ctrl+End: "
                 "the corners; Page Up, Page Down: a page of rows), and the cell's words, "
                 "positions, value and worked "
                 "arithmetic are shown beside it, as a hover shows them. Enter or Space does what "
                 "a click on the cell "
                 "does: it answers a \"click the cell\" question and highlights the row's word; "
                 "Shift+Enter highlights "
                 "the column's word. + and − zoom around the cursor, 0 shows the whole map. While "
                 "a question hides the "
                 "numbers, the cursor says the value is hidden.")},
        {QStringLiteral("vectorsDock"), QCoreApplication::translate("PaneHelp", "Vectors"),
         QCoreApplication::translate("PaneHelp",
                                     "The words as points on two axes of the embedding table (or "
                                     "on the plane of its first two "
                                     "principal components). Grey dots are the rows looked up in "
                                     "the table, before attention; each "
                                     "ticked sentence draws the followed word's output as a "
                                     "coloured diamond, with an arrow from where "
                                     "it started.\n\n"
                                     "The arrow shows what attention did to the word: in Module 1, "
                                     "\"bank\" moves towards water next to "
                                     "\"river\" and towards money next to \"money\". Drag a grey "
                                     "point to edit that word's two plotted "
                                     "values.") +
             QStringLiteral("\n\n") +
             QCoreApplication::translate(
                 "PaneHelp",
                 "Keys: Tab or F6 brings the focus to the plot. N (or Page Down) chooses the "
                 "next grey point, Shift+N, P (or Page Up) the one before; the chosen point is "
                 "ringed and named, its "
                 "values shown beside it. The arrow keys move it by 0.1 on the plotted axes (with "
                 "Shift by 0.01), each "
                 "press one undo step; Enter or Space highlights its word. On the plane of the "
                 "principal components no "
                 "point moves, by keys or by dragging: choose two named axes first.")},
        {QStringLiteral("blendDock"), QCoreApplication::translate("PaneHelp", "Blend"),
         QCoreApplication::translate("PaneHelp",
                                     "The slow-motion blend of the highlighted word: one line per "
                                     "word it looks at, that word's weight "
                                     "times its value row, then the column sums — which are the "
                                     "word's output — and, for comparison, "
                                     "its row before attention.\n\n"
                                     "Each cell uses the weight as printed, so it can be checked "
                                     "by hand (0.317 × 0.9 = 0.285). Large "
                                     "terms are the ingredients the output is mostly made of.")},
        {QStringLiteral("lessonDock"), QCoreApplication::translate("PaneHelp", "Lesson"),
         QCoreApplication::translate("PaneHelp",
                                     "The lesson's guided steps. Each step sets the window up "
                                     "(ladder step, sentences, stage, the "
                                     "highlighted word, the panes to look at) and explains what to "
                                     "see; its numbers are computed from "
                                     "the lesson, so they follow your edits. Back and Next "
                                     "(Alt+Left, Alt+Right) walk the steps; "
                                     "\"Reset this step\" puts its view back.\n\n"
                                     "A predict step asks first and hides what would give the "
                                     "answer away (numbers, cells or output "
                                     "points) until you answer or choose \"Show the answer\". "
                                     "Teachers write with the Author menu: "
                                     "the lesson's title, focus word, author and licence; new "
                                     "steps from the current view, with text, a "
                                     "live preview and a question of each kind; update, arrange or "
                                     "delete them; File ▸ Course opens the built-in "
                                     "course, View ▸ Present (F5) shows the steps full screen.") +
             QStringLiteral("\n\n") +
             QCoreApplication::translate(
                 "PaneHelp",
                 "Keys: Alt+Left and Alt+Right are Back and Next. Tab reaches the choices "
                 "(the arrow keys move between them, Space answers), the number field (type, then "
                 "Return) and the Author "
                 "button (Space opens its menu). A \"click the cell\" question is answered in the "
                 "Attention pane: F6 to "
                 "it, Tab to the map, the arrow keys to the cell, then Enter.")},
        {QStringLiteral("trainingDock"), QCoreApplication::translate("PaneHelp", "Training"),
         QCoreApplication::translate("PaneHelp",
                                     "Trains a tiny transformer on a text (the built-in bubbe "
                                     "corpus, or a file you open) while the "
                                     "window keeps working. The chart shows the training and "
                                     "validation loss falling: lower means the "
                                     "model predicts the next word better; the gap between the "
                                     "curves is what it memorised.\n\n"
                                     "The grid shows every layer's and head's attention on the "
                                     "probe sentence: at step 0 it is static, "
                                     "after training heads look at particular words (ball → "
                                     "matzah). Click a head to see it large with "
                                     "its numbers; the timeline replays the snapshots; the "
                                     "next-word table lists each position's "
                                     "likeliest next words.")},
        {QStringLiteral("modelDock"), QCoreApplication::translate("PaneHelp", "Model"),
         QCoreApplication::translate(
             "PaneHelp",
             "A whole model — a real one (File ▸ Open Model…: a GPT-2 folder or a nanoGPT "
             "checkpoint) or the "
             "lesson's trained model — read on the first shown sentence.\n\n"
             "All heads: every layer × head as a small map, each named by its clear pattern (prev: "
             "the token "
             "before; first: the first token; self; unif: spread evenly); click one to read it "
             "large, and the "
             "Attention pane follows its layer. Layers' guesses: at a chosen position, the next "
             "tokens each "
             "layer would predict (its residual stream through the final LayerNorm and the output "
             "head), so you "
             "see at which layer the model \"knows\". Rollout: how much each token flows into a "
             "chosen token "
             "through all layers (heads averaged, the residual counted as half). Generate: "
             "continues the "
             "sentence with temperature, top-k and top-p from a seed, each token with its "
             "probability.\n\n"
             "The model's pass runs on a worker: the window stays live, the views keep the last "
             "complete pass "
             "until the new one arrives.")},
        {QStringLiteral("head-viewDock"), QCoreApplication::translate("PaneHelp", "Head view"),
         QCoreApplication::translate("PaneHelp",
                                     "The shown sentence's tokens in two columns: a line from each "
                                     "token on the left to each token it "
                                     "attends to on the right, thicker and darker the larger the "
                                     "weight, one colour per head. Tick the "
                                     "heads to overlay; hover a token to see only its lines and "
                                     "its weights, click to keep it. It "
                                     "follows the Attention pane's source and layer: hand-wired "
                                     "attention, the trained model or a "
                                     "real model.")},
        {QStringLiteral("positionsDock"), QCoreApplication::translate("PaneHelp", "Positions"),
         QCoreApplication::translate(
             "PaneHelp",
             "Where a word sits, five ways. The map shows how position alone shapes a score "
             "under the toolbar's encoding (or another chosen above it): for sinusoidal and "
             "learned positions, how alike the position vectors of two places are; for RoPE, the "
             "score of the chosen query word on the chosen key word if they stood at every pair "
             "of places (each diagonal holds one value: only their distance counts); for ALiBi, "
             "each head's penalty for distance. Below it, the shift test: put a word in front of "
             "the sentence, so every word moves one place on, and see which encodings keep the "
             "score between the same two words.")},
    };
    return all;
}

const PaneHelp* pane_help(const QString& id) {
    for (const PaneHelp& h : pane_helps())
        if (h.id == id) return &h;
    return nullptr;
}

const PaneHelp* pane_help_for(const QMainWindow* window, const QWidget* w) {
    for (; w && w != window; w = w->parentWidget()) {
        if (w == window->centralWidget()) return pane_help(QStringLiteral("attention"));
        if (const auto* dock = qobject_cast<const QDockWidget*>(w))
            return pane_help(dock->objectName());
    }
    return nullptr;
}

}  // namespace attn::app
