#include "realmodel/model_overview.hpp"

namespace attn::ui {

ModelOverview::ModelOverview(Document* doc, ViewState* view, QWidget* parent) : QWidget(parent), doc_(doc), view_(view) {}

}  // namespace attn::ui
