// ScrubTableView: the editing view of a LessonMatrixItemModel (embedding table,
// projection matrices). Double-click or type to enter a value (as text, so a
// non-number reaches the model and is refused with a message); press and drag
// left/right on a cell to scrub its value (0.01 per pixel, 0.001 with Shift) —
// one drag is one undo step (ScrubRole with one drag id). Arrow keys move
// between cells; Tab leaves the table.
#pragma once

#include <QTableView>

namespace attn::ui {

class ScrubTableView : public QTableView {
    Q_OBJECT
  public:
    explicit ScrubTableView(QWidget* parent = nullptr);

    // Simulates a drag from `index` by the given pixel offsets (tests, bench).
    void scrub(const QModelIndex& index, const QList<int>& dxSteps);

  protected:
    void mousePressEvent(QMouseEvent* e) override;
    void mouseMoveEvent(QMouseEvent* e) override;
    void mouseReleaseEvent(QMouseEvent* e) override;
    void changeEvent(QEvent* e) override;

  private:
    void updateSizes();
    void scrubTo(int dx, bool fine);

    QPersistentModelIndex pressed_;
    QPoint pressPos_;
    double startValue_ = 0;
    int dragId_ = 0;
    bool scrubbing_ = false;
};

}  // namespace attn::ui
