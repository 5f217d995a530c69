#include "realmodel/rollout_view.hpp"

namespace attn::ui {

RolloutView::RolloutView(Document* doc, ViewState* view, QWidget* parent) : QWidget(parent), doc_(doc), view_(view) {}

}  // namespace attn::ui
