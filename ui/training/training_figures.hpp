// The Training dock's figures: the loss chart (train + validation, as shown),
// the layers × heads grid of the snapshot the timeline shows and its selected
// head's large map. Installs their context menus (Export…, Copy as Image; the
// grid and the large map also CSV / LaTeX) and the next-word table's (CSV /
// LaTeX only: a table of words, no figure), and lists the loss and the grid
// for Export Figure Set… while a run exists.
#pragma once

#include <QString>
#include <vector>

#include "export/figure_menu.hpp"
#include "viewdata/figure_specs.hpp"

namespace attn::ui {

class ProbePanel;
class TrainingPane;

void install_training_figure_menus(TrainingPane* pane);

// File names: "training-loss", "training-heads-step-S" (S: the shown
// snapshot's step; "training-heads" when the grid shows no run's snapshot).
QString training_loss_name();
QString training_heads_name(const TrainingPane& pane);
// "training-layer-L-head-H-step-S" (the large map), "training-next-words-step-S";
// without "-step-S" when no run's snapshot is shown.
QString training_head_name(const TrainingPane& pane);
QString training_next_words_name(const TrainingPane& pane);

// The next-word table as data: a header "position,after,next 1,p 1,…,next 5,p 5",
// then one row per probe word (probabilities with 3 decimals). Empty when the
// table is.
QString next_words_text(const ProbePanel& panel, DataFormat format);

// Loss and heads of the run, named as above; empty when there is no run.
std::vector<NamedFigure> training_figures(const TrainingPane& pane);

}  // namespace attn::ui
