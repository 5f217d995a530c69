#include "viewdata/what_if_marks.hpp"

#include <QCoreApplication>
#include <QStringList>
#include <algorithm>

#include "viewdata/head_lines.hpp"
#include "viewdata/what_if_words.hpp"

namespace attn::ui {

void mark_what_if(FigureSpec& spec, std::span<const attn::Intervention> list, attn::Source source,
                  const std::vector<std::pair<int, int>>& panel_heads, int n) {
    if (list.empty()) return;
    spec.what_if = what_if_label(
        attn::WhatIf{source, std::vector<attn::Intervention>(list.begin(), list.end())}, source);
    const std::vector<attn::Intervention> here = attn::within(list, n);
    mark_head_fates(spec, here, panel_heads, true);
}

void mark_head_fates(FigureSpec& spec, std::span<const attn::Intervention> list,
                     const std::vector<std::pair<int, int>>& panel_heads, bool cuts) {
    if (list.empty()) return;
    for (std::size_t k = 0; k < panel_heads.size() && k < spec.panels.size(); ++k) {
        const auto [layer, head] = panel_heads[k];
        MatrixPanel& panel = spec.panels[k];
        const int n = int(panel.values.rows());
        const std::vector<attn::Intervention> here = attn::within(list, n);
        if (cuts) panel.cut = attn::cut_lines(here, layer, head, n);
        QStringList parts{panel.panel_title};
        parts << head_what_if_words(here, layer, head);
        parts.removeAll(QString());
        panel.panel_title = parts.join(QStringLiteral(" · "));
    }
}

void mark_head_lines(HeadLinesData& lines, std::span<const attn::Intervention> list, int layer) {
    lines.fates.clear();
    if (list.empty()) return;
    const std::vector<attn::Intervention> here = attn::within(list, lines.n());
    std::vector<QString> fates(std::size_t(std::max(0, lines.heads_total)));
    bool any = false;
    for (int head = 0; head < lines.heads_total; ++head) {
        fates[std::size_t(head)] = head_what_if_words(here, layer, head).join(QStringLiteral(", "));
        any = any || !fates[std::size_t(head)].isEmpty();
    }
    if (!any) return;
    // The title says it too: "all 4 heads" read as if every head drew its own weights.
    QStringList touched;
    for (int head : lines.heads)
        if (const QString& fate = fates[std::size_t(head)]; !fate.isEmpty())
            //: The head view's title under a what-if: "head 2 switched off"
            touched << QCoreApplication::translate("Figures", "head %1 %2").arg(head + 1).arg(fate);
    if (!touched.isEmpty())  // from the plain title: marking twice says it once
        lines.title = head_lines_title(lines.heads, lines.heads_total) + QStringLiteral(" · ") +
                      touched.join(QStringLiteral(", "));
    lines.fates = std::move(fates);
}

}  // namespace attn::ui
