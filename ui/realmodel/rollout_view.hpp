// RolloutView: attention rollout for a chosen token. (Stub: being written.)
#pragma once

#include <QWidget>

namespace attn::ui {

class Document;
class ViewState;

class RolloutView : public QWidget {
    Q_OBJECT
public:
    RolloutView(Document* doc, ViewState* view, QWidget* parent = nullptr);

private:
    Document* doc_;
    ViewState* view_;
};

}  // namespace attn::ui
