#include "realmodel/lens_view.hpp"

namespace attn::ui {

LensView::LensView(Document* doc, ViewState* view, QWidget* parent) : QWidget(parent), doc_(doc), view_(view) {}

}  // namespace attn::ui
