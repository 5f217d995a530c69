// ModelOverview: every layer × head of the model as small maps, each head's clear pattern named; a click reads one large. (Stub: being written.)
#pragma once

#include <QWidget>

namespace attn::ui {

class Document;
class ViewState;

class ModelOverview : public QWidget {
    Q_OBJECT
public:
    ModelOverview(Document* doc, ViewState* view, QWidget* parent = nullptr);

private:
    Document* doc_;
    ViewState* view_;
};

}  // namespace attn::ui
