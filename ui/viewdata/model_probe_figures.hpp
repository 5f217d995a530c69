// The figures of the Model dock's probes of a whole model — the layers'
// guesses (logit lens) and attention rollout — built once from the engine's
// numbers (attnlab/gpt/gpt_lens.hpp) for the window's tabs, their Export…
// and `attention-lab render --model … --view lens|rollout` alike.
#pragma once

#include <QString>
#include <QStringList>
#include <span>
#include <vector>

#include "attnlab/checkpoints/model_files.hpp"
#include "attnlab/gpt/gpt_lens.hpp"
#include "attnlab/tokenizers/text_tokenizer.hpp"
#include "viewdata/figure_spec.hpp"

namespace attn::ui {

// "ckpt.pt — nanoGPT (checkpoint)": the model's file and kind, for captions.
QString model_probe_where(const attn::OpenedModel& m);
// Display texts of token ids (a leading space as ␣); "#id" without a tokenizer.
QStringList token_labels(const attn::TextTokenizer* tokenizer, const std::vector<int>& ids);

// "embeddings", "layer 1", …, "layer L" (L + 1 rows).
QStringList lens_row_names(int layers);

// The table of logit_lens's rows: guessed ids shown by `tokenizer` (null:
// "#id"); `tokens` the sentence's display texts, `position` the one read.
LensTable lens_table(const std::vector<std::vector<attn::LensGuess>>& lens,
                     const attn::TextTokenizer* tokenizer, const QStringList& tokens, int position);

// The Lens figure of the pass at `position` (logit_lens with `runner`, a
// runner of m.model); `tokens` the pass's display texts. Throws
// std::invalid_argument as logit_lens does.
FigureSpec lens_figure_of(const attn::GptRunner& runner, const attn::OpenedModel& m,
                          const attn::GptPass& pass, const QStringList& tokens, int position,
                          int top_k);

// The Lens figure of a table, captioned with what it is and `where` (the model's name).
FigureSpec lens_figure(LensTable table, const QString& where);

// A what-if's effect on the next token, as a Lens figure of two rows: "without the what-if"
// (`before`: the plain pass's logits at the last token, V) and "with the what-if" (`after`),
// each the `top_k` likeliest tokens and their probabilities; `tokens` the pass's display texts
// (the last is the token read after). Captioned with the model; `what_if` (what_if_label's
// "What if: …") is drawn under its title. Throws std::invalid_argument as next_token_table does
// (top_k < 1, NaN logits).
FigureSpec next_token_effect_figure(std::span<const float> before, std::span<const float> after,
                                    const attn::OpenedModel& m, const QStringList& tokens,
                                    const QString& what_if, int top_k);

// The table as data: CSV or a LaTeX tabular, a row per read-out, columns
// "guess k" and "p k" (probability, `decimals` digits) for each rank k.
QString lens_data_text(const LensTable& table, bool latex, int decimals);

// What the rollout assumes, in one line (for the tab and the caption).
QString rollout_assumption();

// The rollout of `token` (attention_rollout: L × n) as a heatmap: `map` the
// layers × tokens panel (rows "layers 1–l"), else the one row after the last
// layer (1 × n). `tokens`: the sentence's n display texts.
FigureSpec rollout_figure(const attn::Matrix& rollout, const QStringList& tokens, int token,
                          bool map, const QString& where);

}  // namespace attn::ui
