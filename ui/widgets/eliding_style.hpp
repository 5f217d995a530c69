// ElidingStyle: the application's style (Fusion, or whatever the platform gave) with one
// change: a combo box whose current text is wider than its field shows it shortened with "…"
// (at its end, which a right-to-left text has on the left), never cut mid-letter at the arrow —
// the Lesson pane's step box ("Step 3 of 9 · Switch a head o"), the Model dock's sentence box,
// the Weights pane's matrix box at 1024 px. The popup lists every entry whole. Installed once
// on the application.
#pragma once

#include <QProxyStyle>

namespace attn::ui {

class ElidingStyle : public QProxyStyle {
    Q_OBJECT
  public:
    // Makes the application's style an ElidingStyle over the style it had (once; later calls
    // and calls without a QApplication do nothing). Returns the style now in use.
    static QStyle* install();

    void drawControl(ControlElement element, const QStyleOption* option, QPainter* painter,
                     const QWidget* widget = nullptr) const override;

  private:
    using QProxyStyle::QProxyStyle;
};

}  // namespace attn::ui
