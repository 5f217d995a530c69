// The Training dock's figures: the loss chart (train + validation, as shown)
// and the layers × heads grid of the snapshot the timeline shows. Installs
// their context menus (Export…, Copy as Image; the grid also CSV / LaTeX)
// and lists them for Export Figure Set… while a run exists.
#pragma once

#include <QString>
#include <vector>

#include "figures/figure_specs.hpp"

namespace attn::ui {

class TrainingPane;

void install_training_figure_menus(TrainingPane* pane);

// File names: "training-loss", "training-heads-step-S" (S: the shown
// snapshot's step; "training-heads" when the grid shows no run's snapshot).
QString training_loss_name();
QString training_heads_name(const TrainingPane& pane);

// Loss and heads of the run, named as above; empty when there is no run.
std::vector<NamedFigure> training_figures(const TrainingPane& pane);

}  // namespace attn::ui
