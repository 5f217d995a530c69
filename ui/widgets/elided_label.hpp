// ElidedLabel: one line of plain text shortened with "…" to the width the
// label is given, never cut mid-word at its edge (the status bar's model
// summary in a 1366-px window). fullText() and the tooltip hold it whole.
#pragma once

#include <QLabel>
#include <QString>

namespace attn::ui {

class ElidedLabel : public QLabel {
  public:
    explicit ElidedLabel(QWidget* parent = nullptr);
    void setFullText(const QString& text);
    QString fullText() const { return full_; }
    // Shortened at whole pieces between `separator`s (" · "), "…" after the last that fits; a
    // first piece too long for the room is shortened as any text.
    void setSeparator(const QString& separator);
    // Any width will do: the text gives way.
    QSize minimumSizeHint() const override;

  protected:
    void resizeEvent(QResizeEvent* e) override;

  private:
    void elide();  // the shown text: fullText() shortened to the contents' width
    QString full_;
    QString separator_;
};

}  // namespace attn::ui
