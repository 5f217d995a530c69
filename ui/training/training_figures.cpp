#include "training/training_figures.hpp"

#include <QCoreApplication>
#include <QTableView>

#include "export/figure_menu.hpp"
#include "style/figure_style.hpp"
#include "training/head_grid.hpp"
#include "training/loss_chart.hpp"
#include "training/next_word_item_model.hpp"
#include "training/probe_panel.hpp"
#include "training/training_pane.hpp"
#include "viewdata/matrix_text.hpp"
#include "widgets/heatmap_view.hpp"

namespace attn::ui {
namespace {

// The step of the snapshot the timeline shows, or -1.
int shown_step(const TrainingPane& pane) {
    const int i = pane.shownSnapshot();
    const auto& snaps = pane.session()->snapshots();
    return i >= 0 && i < int(snaps.size()) ? snaps[std::size_t(i)].step : -1;
}

// "-step-S" for the snapshot shown, else nothing.
QString step_suffix(const TrainingPane& pane) {
    const int step = shown_step(pane);
    return step >= 0 ? QStringLiteral("-step-%1").arg(step) : QString();
}

}  // namespace

QString training_loss_name() { return QStringLiteral("training-loss"); }

QString training_heads_name(const TrainingPane& pane) {
    return QStringLiteral("training-heads") + step_suffix(pane);
}

QString training_head_name(const TrainingPane& pane) {
    const HeadGrid* g = pane.probePanel()->grid();
    return QStringLiteral("training-layer-%1-head-%2")
               .arg(g->selectedLayer() + 1)
               .arg(g->selectedHead() + 1) +
           step_suffix(pane);
}

QString training_next_words_name(const TrainingPane& pane) {
    return QStringLiteral("training-next-words") + step_suffix(pane);
}

QString next_words_text(const ProbePanel& panel, DataFormat format) {
    const NextWordItemModel* m = panel.nextWords();
    if (m->rowCount() == 0) return {};
    QList<QStringList> rows{{QStringLiteral("position"), QStringLiteral("after")}};
    QString align = QStringLiteral("r|l|");
    for (int k = 1; k < m->columnCount(); ++k) {
        rows.front() << QStringLiteral("next %1").arg(k) << QStringLiteral("p %1").arg(k);
        align += QStringLiteral("lr");
    }
    for (int r = 0; r < m->rowCount(); ++r) {
        QStringList row{QString::number(r + 1),
                        m->index(r, 0).data(NextWordItemModel::WordRole).toString()};
        for (int k = 1; k < m->columnCount(); ++k) {
            const QModelIndex i = m->index(r, k);
            const QVariant p = i.data(NextWordItemModel::ValueRole);
            row << i.data(NextWordItemModel::WordRole).toString()
                << (p.isValid() ? number_text(p.toDouble(), 3) : QString());
        }
        rows << row;
    }
    return format == DataFormat::Csv ? text_table_to_csv(rows) : text_table_to_latex(rows, align);
}

void install_training_figure_menus(TrainingPane* pane) {
    install_figure_menu(
        pane->chart(),
        [pane] {
            return ViewFigure{pane->chart()->figure(), training_loss_name()};
        },
        false);
    HeadGrid* grid = pane->probePanel()->grid();
    install_figure_menu(
        grid,
        [pane, grid] {
            return ViewFigure{grid->figure(), training_heads_name(*pane)};
        },
        true);
    ProbePanel* probe = pane->probePanel();
    install_figure_menu(
        probe->largeView(),
        [pane, probe] {
            return ViewFigure{probe->largeFigure(), training_head_name(*pane)};
        },
        true);
    install_data_menu(probe->nextView(), [pane, probe](DataFormat f) {
        return ViewData{next_words_text(*probe, f), training_next_words_name(*pane)};
    });
}

std::vector<NamedFigure> training_figures(const TrainingPane& pane) {
    std::vector<NamedFigure> out;
    if (!pane.session()->hasRun()) return out;
    out.push_back({training_loss_name(), QCoreApplication::translate("Figures", "Training loss"),
                   pane.chart()->figure()});
    const FigureSpec heads = pane.probePanel()->grid()->figure();
    if (!heads.panels.empty())
        out.push_back(
            {training_heads_name(pane),
             //: %1: the training step; %2: the sentence the heads read
             QCoreApplication::translate("Figures", "Every layer and head at step %1 — “%2”")
                 .arg(shown_step(pane))
                 .arg(pane.probePanel()->probe()),
             heads});
    return out;
}

}  // namespace attn::ui
