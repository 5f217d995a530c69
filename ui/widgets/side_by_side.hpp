// SideBySide: two views of the same kind, each under a caption (the sentence it speaks of), the
// second shown only while setPaired(true). Side by side while the widget is at least
// 2 × kLeastSideWidth wide, one above the other when narrower (a narrow dock), so each view
// keeps a readable width; stacked, each keeps the height its content needs at that width, at
// least kLeastStackedHeight (the dock scrolls). A splitter
// lets the user move the share. Without a pair it is only the first view, with no caption.
#pragma once

#include <QWidget>

class QLabel;
class QSplitter;

namespace attn::ui {

class SideBySide : public QWidget {
    Q_OBJECT
  public:
    static constexpr int kLeastSideWidth = 300;      // px a view keeps before the two stack
    static constexpr int kLeastStackedHeight = 380;  // px each keeps, stacked

    // Takes ownership of both views.
    SideBySide(QWidget* first, QWidget* second, QWidget* parent = nullptr);
    QWidget* first() const { return first_; }
    QWidget* second() const { return second_; }
    bool paired() const { return paired_; }
    // Shows the second view and the two captions (the texts shown above each view).
    void setPaired(bool on, const QString& firstCaption = {}, const QString& secondCaption = {});
    Qt::Orientation orientation() const;
    QLabel* caption(int k) const { return k == 0 ? captions_[0] : captions_[1]; }
    // `header`, a widget at the top of the first view that the second view does not show (an
    // explanation said once): side by side, the second view starts that much lower, so the
    // two views' controls and maps stand level.
    void levelWith(QWidget* header);

  protected:
    void resizeEvent(QResizeEvent* e) override;
    bool eventFilter(QObject* watched, QEvent* e) override;

  private:
    void orient();
    void level();  // the second view's spacer: the first's header height while side by side
    QWidget* first_;
    QWidget* second_;
    QSplitter* split_;
    QLabel* captions_[2];
    QWidget* header_ = nullptr;  // levelWith
    QWidget* spacer_;            // above the second view
    bool paired_ = false;
};

}  // namespace attn::ui
