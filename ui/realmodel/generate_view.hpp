// GenerateView: sampling continuations from the model. (Stub: being written.)
#pragma once

#include <QWidget>

namespace attn::ui {

class Document;
class ViewState;

class GenerateView : public QWidget {
    Q_OBJECT
public:
    GenerateView(Document* doc, ViewState* view, QWidget* parent = nullptr);

private:
    Document* doc_;
    ViewState* view_;
};

}  // namespace attn::ui
