// LensView: the layers' guesses (logit lens) at a chosen position. (Stub: being written.)
#pragma once

#include <QWidget>

namespace attn::ui {

class Document;
class ViewState;

class LensView : public QWidget {
    Q_OBJECT
public:
    LensView(Document* doc, ViewState* view, QWidget* parent = nullptr);

private:
    Document* doc_;
    ViewState* view_;
};

}  // namespace attn::ui
