#include "training_figures.hpp"

#include "figure_menu.hpp"
#include "head_grid.hpp"
#include "loss_chart.hpp"
#include "probe_panel.hpp"
#include "training_pane.hpp"

namespace attn::ui {
namespace {

// The step of the snapshot the timeline shows, or -1.
int shown_step(const TrainingPane& pane) {
    const int i = pane.shownSnapshot();
    const auto& snaps = pane.session()->snapshots();
    return i >= 0 && i < int(snaps.size()) ? snaps[std::size_t(i)].step : -1;
}

}  // namespace

QString training_loss_name() { return QStringLiteral("training-loss"); }

QString training_heads_name(const TrainingPane& pane) {
    const int step = shown_step(pane);
    return step >= 0 ? QStringLiteral("training-heads-step-%1").arg(step) : QStringLiteral("training-heads");
}

void install_training_figure_menus(TrainingPane* pane) {
    install_figure_menu(pane->chart(), [pane] { return ViewFigure{pane->chart()->figure(), training_loss_name()}; }, false);
    HeadGrid* grid = pane->probePanel()->grid();
    install_figure_menu(grid, [pane, grid] { return ViewFigure{grid->figure(), training_heads_name(*pane)}; }, true);
}

std::vector<NamedFigure> training_figures(const TrainingPane& pane) {
    std::vector<NamedFigure> out;
    if (!pane.session()->hasRun()) return out;
    out.push_back({training_loss_name(), QStringLiteral("Training loss"), pane.chart()->figure()});
    const FigureSpec heads = pane.probePanel()->grid()->figure();
    if (!heads.panels.empty())
        out.push_back({training_heads_name(pane),
                       QStringLiteral("Every layer and head at step %1 — “%2”").arg(shown_step(pane)).arg(pane.probePanel()->probe()),
                       heads});
    return out;
}

}  // namespace attn::ui
