// FocusRing: a frame in the palette's highlight colour drawn around the widget that has the
// keyboard focus when that widget draws none of its own — a scroll area or item view without
// a frame (the Lesson pane's step text, the Attention pane's maps area, the Sentences list), a
// combo or spin box, a button, check box, tab bar or slider (whose style's focus is a faint
// 1-px line, a dotted box or the handle's outline), a chart, the vector plot. Text fields (their
// style's frame) and widgets that draw their own focus frame (the heatmaps, the heads grid) are
// left alone: the latter say so with the dynamic property "ownFocusFrame" (true). One
// ring at a time, installed once; it follows the focus across windows (a floating dock, a dialog),
// and a window deleted with it (a closed dialog) takes it along: the next change of focus makes
// another.
#pragma once

#include <QPointer>
#include <QWidget>
#include <vector>

class QApplication;

namespace attn::ui {

class FocusRing : public QWidget {
    Q_OBJECT
  public:
    // The application's ring now (made when there is none; null without a QApplication); the
    // first call has it follow the focus from then on.
    static FocusRing* install();
    // Whether `w` gets the ring when it has the focus.
    static bool wants(const QWidget* w);
    // The widget the ring is drawn around now (null: none, the ring hidden).
    QWidget* target() const { return target_; }

  protected:
    void paintEvent(QPaintEvent* e) override;
    bool eventFilter(QObject* watched, QEvent* e) override;

  private:
    FocusRing();
    void follow(QWidget* now);  // the new focus widget (or its scroll area)
    void place();               // around the target, in its window
    QPointer<QWidget> target_;
    std::vector<QPointer<QWidget>>
        watched_;  // the target and its ancestors: a move of any moves it
};

}  // namespace attn::ui
