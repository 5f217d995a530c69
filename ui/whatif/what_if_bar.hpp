// WhatIfBar: the line above a view drawn under a what-if — "What if: head 2
// switched off" on an amber ground, so nobody mistakes it for the model's own
// picture — with a Clear button (one undo step). Hidden while no what-if is
// laid over the source the view shows; it follows the view state by itself.
#pragma once

#include <QWidget>
#include <functional>

#include "attnlab/lesson/view_types.hpp"

class QLabel;
class QPushButton;

namespace attn::ui {

class Document;
class ViewState;

class WhatIfBar : public QWidget {
    Q_OBJECT
  public:
    // `source`: whose pass the view shows (default: the scene's source).
    WhatIfBar(Document* doc, ViewState* view, QWidget* parent = nullptr,
              std::function<attn::Source()> source = {});
    QString text() const;  // what it says now ("" while hidden)
    // A sentence said after the what-if, for what this view makes of it ("Generate runs under
    // it too."); empty: none.
    void setNote(const QString& note);
    QPushButton* clearButton() const { return clear_; }
    QSize sizeHint() const override;  // as tall as its words at its width

  protected:
    void resizeEvent(QResizeEvent* event) override;

  private:
    void sync();
    Document* doc_;
    ViewState* view_;
    std::function<attn::Source()> source_;
    QString note_;
    QLabel* label_;
    QPushButton* clear_;
};

}  // namespace attn::ui
