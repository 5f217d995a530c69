#include "model_figures.hpp"

#include <QCoreApplication>
#include <QFileInfo>
#include <algorithm>
#include <cmath>

#include "attnlab/gpt/gpt_lens.hpp"
#include "viewdata/model_probe_figures.hpp"
#include "viewdata/what_if_marks.hpp"

namespace attn::app {
namespace {

attn::ui::MatrixPanel head_panel(const attn::GptPass& pass, const QStringList& labels, int layer,
                                 int head) {
    attn::ui::MatrixPanel m;
    m.values = pass.attention_matrix(layer - 1, head - 1);
    m.row_labels = labels;
    m.col_labels = labels;
    m.row_title = QCoreApplication::translate("Figures", "token looking");
    m.col_title = QCoreApplication::translate("Figures", "token looked at");
    m.panel_title =
        QCoreApplication::translate("Figures", "layer %1, head %2").arg(layer).arg(head);
    m.probabilities = true;
    m.causal = true;
    return m;
}

}  // namespace

attn::ui::FigureSpec real_model_figure(const attn::OpenedModel& m, const attn::GptPass& pass,
                                       bool heads_view, int layer, int head) {
    QStringList labels;
    for (int id : pass.ids) labels << QString::fromStdString(m.tokenizer->display(id));
    attn::ui::FigureSpec spec;
    if (heads_view) {
        spec.kind = attn::ui::FigureKind::HeadGrid;
        for (int j = 1; j <= m.model.config.heads; ++j)
            spec.panels.push_back(head_panel(pass, labels, layer, j));
    } else {
        spec.panels.push_back(head_panel(pass, labels, layer, head));
    }
    //: %5: the model's file; %1: its kind; %4: how many tokens
    spec.caption =
        QCoreApplication::translate(
            "Figures",
            "%5 — %1, layer %2 of %3: attention weights of %4 tokens; hatched cells above the "
            "diagonal "
            "are masked (weight 0): each token looks only at itself and the tokens before it. "
            "␣ marks a token's leading space.")
            .arg(QString::fromStdString(m.summary.substr(0, m.summary.find(':'))))
            .arg(layer)
            .arg(m.model.config.layers)
            .arg(pass.n())
            .arg(QFileInfo(QString::fromStdString(m.path)).fileName());
    return spec;
}

attn::Trace real_model_layer_trace(const attn::OpenedModel& m, const attn::GptPass& pass,
                                   int layer) {
    attn::Trace t;
    for (int id : pass.ids) t.tokens.push_back(m.tokenizer->display(id));
    t.variant = attn::Variant::MultiHead;
    t.heads = pass.config.heads;
    t.dk = pass.config.d / std::max(1, pass.config.heads);
    t.scale = 1.0f / std::sqrt(float(std::max(1, t.dk)));
    t.causal = true;
    t.position = pass.config.position;  // GPT-2's learned; a lab model's own
    t.rope_base = pass.config.rope_base;
    if (t.position == attn::PositionEncoding::Alibi) t.alibi = attn::alibi_slopes(t.heads);
    t.input = attn::Matrix::Zero(pass.n(), pass.config.d);
    for (int h = 0; h < t.heads; ++h) t.weights.push_back(pass.attention_matrix(layer - 1, h));
    return t;
}

attn::ui::FigureSpec real_model_head_lines(const attn::OpenedModel& m, const attn::GptPass& pass,
                                           int layer, const attn::ui::HeadLinesRequest& request) {
    attn::ui::FigureSpec spec;
    spec.kind = attn::ui::FigureKind::HeadLines;
    spec.lines = attn::ui::head_lines_data(real_model_layer_trace(m, pass, layer), request);
    //: %1: the model's file; %2: its kind; %5: the heads shown ("all 12 heads"); %6: how many
    //: tokens; %7: the notes
    spec.caption =
        QCoreApplication::translate(
            "Figures", "%1 — %2, layer %3 of %4, %5 (%6 tokens; ␣ marks a leading space). %7")
            .arg(QFileInfo(QString::fromStdString(m.path)).fileName(),
                 QString::fromStdString(m.summary.substr(0, m.summary.find(':'))))
            .arg(layer)
            .arg(m.model.config.layers)
            .arg(spec.lines.title)
            .arg(pass.n())
            .arg(spec.lines.note);
    return spec;
}

attn::ui::FigureSpec real_model_overview_figure(const attn::OpenedModel& m, attn::GptPass pass,
                                                const attn::ui::HeadFilter& filter,
                                                std::span<const attn::Intervention> what_if) {
    QStringList labels;
    for (int id : pass.ids) labels << QString::fromStdString(m.tokenizer->display(id));
    const int n = pass.n();
    const auto heads = attn::ui::ModelHeads::of_pass(
        std::make_shared<const attn::GptPass>(std::move(pass)), labels);
    attn::ui::FigureSpec spec = heads.figure(filter);
    attn::ui::mark_what_if(spec, what_if, attn::Source::Real, heads.shownHeads(filter), n);
    spec.caption =
        QCoreApplication::translate(
            "Figures",
            "%1 — %2: every layer × head (rows: layers, columns: heads) on %3 tokens, each head's "
            "clear pattern named (previous token, first token, self, uniform). Hatched cells "
            "above the diagonal are masked; ␣ marks a token's leading space.")
            .arg(QFileInfo(QString::fromStdString(m.path)).fileName(),
                 QString::fromStdString(m.summary.substr(0, m.summary.find(':'))))
            .arg(n);
    return spec;
}

attn::ui::FigureSpec real_model_probe_figure(const attn::OpenedModel& m, const attn::GptPass& pass,
                                             bool lens, int position, int top_k) {
    const QStringList labels = attn::ui::token_labels(m.tokenizer.get(), pass.ids);
    if (lens) {
        const attn::GptRunner runner(m.model);
        return attn::ui::lens_figure_of(runner, m, pass, labels, position, top_k);
    }
    return attn::ui::rollout_figure(attn::attention_rollout(pass, position), labels, position, true,
                                    attn::ui::model_probe_where(m));
}

}  // namespace attn::app
