#include "viewdata/what_if_marks.hpp"

#include <QStringList>

#include "viewdata/what_if_words.hpp"

namespace attn::ui {

void mark_what_if(FigureSpec& spec, std::span<const attn::Intervention> list, attn::Source source,
                  const std::vector<std::pair<int, int>>& panel_heads, int n) {
    if (list.empty()) return;
    spec.what_if = what_if_label(
        attn::WhatIf{source, std::vector<attn::Intervention>(list.begin(), list.end())}, source);
    const std::vector<attn::Intervention> here = attn::within(list, n);
    for (std::size_t k = 0; k < panel_heads.size() && k < spec.panels.size(); ++k) {
        const auto [layer, head] = panel_heads[k];
        MatrixPanel& panel = spec.panels[k];
        panel.cut = attn::cut_lines(here, layer, head, n);
        QStringList parts{panel.panel_title};
        parts << head_what_if_words(here, layer, head);
        parts.removeAll(QString());
        panel.panel_title = parts.join(QStringLiteral(" · "));
    }
}

}  // namespace attn::ui
