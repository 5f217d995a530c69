#include "whatif/what_if_menu.hpp"

#include <QFont>
#include <QMenu>
#include <QMessageBox>
#include <QPointer>
#include <algorithm>

#include "attnlab/attention/attention_config.hpp"
#include "attnlab/attention/trace.hpp"
#include "commands/try_push.hpp"
#include "commands/what_if_commands.hpp"
#include "document/document.hpp"
#include "document/view_state.hpp"
#include "viewdata/what_if_words.hpp"

namespace attn::ui {

void add_what_if_actions(QMenu* menu, QWidget* parent, Document* doc, ViewState* view,
                         const attn::Trace* t, const MapHead& at, int row, int col) {
    if (!t || t->n() == 0 || attn::fixed_weights(t->variant)) return;
    const attn::Source source = at.source;
    const bool one_layer = source == attn::Source::HandWired;
    const int layers = at.layers, layer = at.layer, head = at.head;
    const int heads = t->heads, n = t->n();
    const bool causal = t->causal;
    const attn::WhatIf& shown = view->whatIf();
    const auto on = [&](const attn::Intervention& v) {
        const auto list = shown.over(source);
        return std::find(list.begin(), list.end(), v) != list.end();
    };
    QPointer<QWidget> owner(parent);
    const auto add = [&](const QString& text, const attn::Intervention& v) {
        QAction* a = menu->addAction(text);
        a->setCheckable(true);
        a->setChecked(on(v));
        QObject::connect(a, &QAction::triggered, menu, [=] {
            const QString why = try_push(doc, [&] {
                return toggle_intervention_command(doc, source, v, layers, heads, n, causal);
            });
            if (!why.isEmpty() && owner)
                QMessageBox::information(owner, QObject::tr("What if"), why);
        });
    };
    using K = attn::Intervention::Kind;
    using A = attn::Intervention::Ablation;
    // A heading in line with the items (the style's section put its text against the edge).
    if (!menu->isEmpty()) menu->addSeparator();
    QAction* heading = menu->addAction(QObject::tr("What if …"));
    heading->setEnabled(false);
    QFont bold = heading->font();
    bold.setBold(true);
    heading->setFont(bold);
    add(intervention_action(attn::Intervention::on_head(K::Ablate, layer, head), one_layer),
        attn::Intervention::on_head(K::Ablate, layer, head));
    add(intervention_action(attn::Intervention::on_head(K::Ablate, layer, head, A::Mean),
                            one_layer),
        attn::Intervention::on_head(K::Ablate, layer, head, A::Mean));
    if (heads > 1)
        add(intervention_action(attn::Intervention::on_head(K::KeepOnly, layer, head), one_layer),
            attn::Intervention::on_head(K::KeepOnly, layer, head));
    if (row >= 0 && col >= 0 && row < n && col < n && (!causal || col <= row)) {
        attn::Intervention cut;
        cut.kind = K::Cut;
        cut.layer = layer;
        cut.head = head;
        cut.query = row;
        cut.key = col;
        const QString words = row < int(t->tokens.size()) && col < int(t->tokens.size())
                                  ? QObject::tr("Cut this line: %1 → %2")
                                        .arg(QString::fromStdString(t->tokens[size_t(row)]),
                                             QString::fromStdString(t->tokens[size_t(col)]))
                                  : intervention_action(cut, one_layer);
        add(words, cut);
    }
    if (!shown.empty()) {
        QAction* clear = menu->addAction(QObject::tr("Clear the what-ifs"));
        QObject::connect(clear, &QAction::triggered, menu,
                         [doc] { try_push(doc, [doc] { return clear_what_if_command(doc); }); });
    }
}

}  // namespace attn::ui
