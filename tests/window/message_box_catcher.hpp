// MessageBoxCatcher: answers the next modal QMessageBox a test triggers.
// Polls for the box (it appears inside a nested event loop), records its text
// and button texts, then clicks the button with the given role/standard
// button. Use: MessageBoxCatcher c(QMessageBox::Cancel); <trigger>; c.text.
#pragma once

#include <QAbstractButton>
#include <QApplication>
#include <QMessageBox>
#include <QStringList>
#include <QTimer>

namespace attn::test {

class MessageBoxCatcher {
  public:
    explicit MessageBoxCatcher(QMessageBox::StandardButton answer) : answer_(answer) {
        timer_.setInterval(5);
        QObject::connect(&timer_, &QTimer::timeout, [this] { poll(); });
        timer_.start();
    }
    int count = 0;        // boxes answered
    QString text;         // of the last box
    QStringList buttons;  // texts of its buttons

  private:
    void poll() {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (!box) return;
        ++count;
        text = box->text();
        buttons.clear();
        for (QAbstractButton* b : box->buttons()) buttons << b->text();
        if (QAbstractButton* b = box->button(answer_))
            b->click();
        else
            box->reject();
    }
    QMessageBox::StandardButton answer_;
    QTimer timer_;
};

}  // namespace attn::test
