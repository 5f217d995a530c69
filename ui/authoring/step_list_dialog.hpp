// StepListDialog (Lesson ▸ Arrange Steps…): the lesson's steps as a list to
// reorder by drag and drop or by Move Up / Move Down, and to delete from —
// each change one undo step at once (commands/step_commands.hpp), so Undo in
// the window takes it back and the list follows. A button is enabled only
// when it can act (Move Up not on the first step, Move Down not on the last).
#pragma once

#include <QDialog>

class QListWidget;
class QPushButton;

namespace attn::ui {

class Document;

class StepListDialog : public QDialog {
    Q_OBJECT
  public:
    StepListDialog(Document* doc, int current, QWidget* parent = nullptr);

    QListWidget* list() const { return list_; }
    QPushButton* upButton() const { return up_; }
    QPushButton* downButton() const { return down_; }
    QPushButton* deleteButton() const { return delete_; }

  signals:
    void message(const QString& text);
    void stepChosen(int index);  // the step selected after a move or delete

  private:
    void fill(int select);
    void move(int from, int to);
    void remove(int index);
    void enable();

    Document* doc_;
    QListWidget* list_;
    QPushButton *up_, *down_, *delete_;
    bool pushing_ = false;
};

}  // namespace attn::ui
