// ReturnClicks: Return (or Enter) on a focused push or tool button outside a dialog presses it, as
// Space does: a keyboard user who answered a question found the focus ring on Next and pressed
// Return, and nothing happened (Qt's buttons take Return only as a dialog's default). Dialogs keep
// Qt's rule (Return presses the default button). Installed once on the application.
#pragma once

#include <QObject>

namespace attn::ui {

class ReturnClicks : public QObject {
    Q_OBJECT
  public:
    // The application's filter (made on the first call; null without a QApplication).
    static ReturnClicks* install();

  protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

  private:
    using QObject::QObject;
};

}  // namespace attn::ui
