// ElidingStatusBar: a status bar whose message never runs out of sight. Qt's own cuts a long
// message at the bar's edge (a real model's summary at 1024 px: "…tokenizer: byte-level BPE, 517
// toke"); this one draws it shortened with "…" in the room left of the permanent widgets (the
// announcer), and its tooltip holds the whole message. currentMessage() stays the whole text.
#pragma once

#include <QStatusBar>

namespace attn::ui {

class ElidingStatusBar : public QStatusBar {
    Q_OBJECT
  public:
    explicit ElidingStatusBar(QWidget* parent = nullptr);
    // The message as drawn now (shortened with "…" when the room is too narrow); empty with none.
    QString shownMessage() const;
    QRect messageRect() const;  // where it is drawn

  protected:
    void paintEvent(QPaintEvent* e) override;
};

}  // namespace attn::ui
