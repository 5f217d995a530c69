// HeadViewPane: the head view — the shown sentence's tokens in two columns, a line from each token to each token it attends to (thickness and opacity by weight), for one head or several overlaid in their colours; hovering a token shows only its lines. (Stub: being written.)
#pragma once

#include <QWidget>

namespace attn::ui {

class Document;
class ViewState;

class HeadViewPane : public QWidget {
    Q_OBJECT
public:
    HeadViewPane(Document* doc, ViewState* view, QWidget* parent = nullptr);

private:
    Document* doc_;
    ViewState* view_;
};

}  // namespace attn::ui
