#include "viewdata/what_if_words.hpp"

#include <QCoreApplication>
#include <QStringList>

#include "style/number_format.hpp"

namespace attn::ui {
namespace {

QString head_words(int head) {
    return head == attn::kEvery ? QCoreApplication::translate("WhatIf", "every head")
                                : QCoreApplication::translate("WhatIf", "head %1").arg(head + 1);
}

QString where_words(const attn::Intervention& v, bool one_layer) {
    if (one_layer) return head_words(v.head);
    const QString layer = v.layer == attn::kEvery
                              ? QCoreApplication::translate("WhatIf", "every layer")
                              : QCoreApplication::translate("WhatIf", "layer %1").arg(v.layer + 1);
    return layer + QStringLiteral(" · ") + head_words(v.head);
}

// "2 → 1", kept left to right in a right-to-left sentence.
QString line_words(const attn::Intervention& v) {
    return ltr_isolated(QStringLiteral("%1 → %2").arg(v.query).arg(v.key));
}

}  // namespace

QString intervention_words(const attn::Intervention& v, bool one_layer) {
    const bool mean = v.ablation == attn::Intervention::Ablation::Mean;
    const QString where = where_words(v, one_layer);
    switch (v.kind) {
        case attn::Intervention::Kind::Ablate:
            //: %1: a head ("head 2", "layer 1 · head 2")
            return mean ? QCoreApplication::translate("WhatIf", "%1 mean-ablated").arg(where)
                        : QCoreApplication::translate("WhatIf", "%1 switched off").arg(where);
        case attn::Intervention::Kind::KeepOnly:
            //: %1: a head; the other heads of its layer are switched off
            return mean ? QCoreApplication::translate("WhatIf",
                                                      "only %1 kept (the others mean-ablated)")
                              .arg(where)
                        : QCoreApplication::translate("WhatIf", "only %1 kept").arg(where);
        case attn::Intervention::Kind::Cut:
            //: %1: a head; %2: a line between two token positions from 0 ("2 → 1": the
            //: query, the key)
            return QCoreApplication::translate("WhatIf", "%1 · line %2 cut")
                .arg(where, line_words(v));
        case attn::Intervention::Kind::Patch:
            return QCoreApplication::translate("WhatIf", "%1 patched from the clean prompt")
                .arg(where);
    }
    return {};
}

QString what_if_label(const attn::WhatIf& w, attn::Source source,
                      const std::vector<QStringList>& tokens) {
    if (w.over(source).empty()) return {};
    QStringList parts;
    for (const attn::Intervention& v : w.interventions) {
        QString words = intervention_words(v, w.source == attn::Source::HandWired);
        if (v.kind == attn::Intervention::Kind::Cut) {
            QStringList pairs;  // each shown sentence's words on that line, once
            for (const QStringList& t : tokens)
                if (v.query >= 0 && v.key >= 0 && v.query < t.size() && v.key < t.size()) {
                    const QString pair =
                        ltr_isolated(t[v.query] + QStringLiteral(" → ") + t[v.key]);
                    if (!pairs.contains(pair)) pairs << pair;
                }
            if (!pairs.isEmpty())
                words += QStringLiteral(" (%1)").arg(pairs.join(QStringLiteral("; ")));
        }
        parts << words;
    }
    //: The label on every view drawn under an intervention; %1: what was done
    return QCoreApplication::translate("WhatIf", "What if: %1")
        .arg(parts.join(QStringLiteral("; ")));
}

QString lesson_wide_what_if(const QString& label) {
    if (label.isEmpty()) return label;
    //: A what-if saved in the lesson, shown on every step; %1: "What if: layer 1 · head 2 switched
    //: off"
    return QCoreApplication::translate("WhatIf", "%1 (on every step of this lesson)").arg(label);
}

bool shows_lesson_wide_what_if(const attn::Lesson& lesson, const attn::LessonStep* step) {
    return !lesson.what_if.interventions.empty() && !(step && step->view.what_if);
}

QStringList head_what_if_words(std::span<const attn::Intervention> list, int layer, int head) {
    // In the Attention pane's context, where the window's head labels were first translated.
    QStringList parts;
    const attn::HeadFate fate = attn::head_fate(list, layer, head);
    if (fate.kind == attn::HeadFate::Kind::Zero)
        parts << QCoreApplication::translate("attn::ui::AttentionPane", "switched off");
    else if (fate.kind == attn::HeadFate::Kind::Mean)
        parts << QCoreApplication::translate("attn::ui::AttentionPane", "mean-ablated");
    if (attn::has_cut(list, layer, head))
        parts << QCoreApplication::translate("attn::ui::AttentionPane", "lines cut");
    return parts;
}

QString intervention_action(const attn::Intervention& v, bool one_layer) {
    const bool mean = v.ablation == attn::Intervention::Ablation::Mean;
    const QString where = where_words(v, one_layer);
    switch (v.kind) {
        case attn::Intervention::Kind::Ablate:
            //: An undo text; %1: a head ("head 2", "layer 1 · head 2")
            return mean ? QCoreApplication::translate("WhatIf", "Mean-ablate %1").arg(where)
                        : QCoreApplication::translate("WhatIf", "Switch off %1").arg(where);
        case attn::Intervention::Kind::KeepOnly:
            return QCoreApplication::translate("WhatIf", "Keep only %1").arg(where);
        case attn::Intervention::Kind::Cut:
            //: An undo text; %1: a head; %2: a line between two token positions ("2 → 1")
            return QCoreApplication::translate("WhatIf", "Cut the line %2 in %1")
                .arg(where, line_words(v));
        case attn::Intervention::Kind::Patch:
            return QCoreApplication::translate("WhatIf", "Patch %1").arg(where);
    }
    return {};
}

}  // namespace attn::ui
