#include "realmodel/generate_view.hpp"

namespace attn::ui {

GenerateView::GenerateView(Document* doc, ViewState* view, QWidget* parent) : QWidget(parent), doc_(doc), view_(view) {}

}  // namespace attn::ui
