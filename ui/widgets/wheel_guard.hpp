// WheelGuard: the mouse wheel over a control that has not the keyboard focus (a combo box, a
// spin box, a slider, a tab bar) inside a pane that scrolls scrolls the pane, never the control:
// a teacher scrolling the Model dock changed its pattern filter, its sentence box and its tab
// on the way. Once a control has the focus (clicked, or reached by Tab) the wheel is its own
// again. Installed once on the application; controls outside any scroll area keep their wheel.
#pragma once

#include <QObject>

namespace attn::ui {

class WheelGuard : public QObject {
    Q_OBJECT
  public:
    // The application's guard (made on the first call; null without a QApplication).
    static WheelGuard* install();
    // Whether a wheel event over `w` goes to the pane it scrolls in instead (see above).
    static bool diverts(const QWidget* w);

  protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

  private:
    using QObject::QObject;
};

}  // namespace attn::ui
