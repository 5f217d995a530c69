#include "panes/head_view_pane.hpp"

namespace attn::ui {

HeadViewPane::HeadViewPane(Document* doc, ViewState* view, QWidget* parent) : QWidget(parent), doc_(doc), view_(view) {}

}  // namespace attn::ui
