// LessonPane's authoring: the Edit steps menu and its dialog. Every change is
// one undoable command (commands/step_commands.hpp).
#include <QDialog>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QMenu>
#include <QPlainTextEdit>
#include <QToolButton>
#include <algorithm>

#include "attnlab/support/limits.hpp"
#include "commands/step_commands.hpp"
#include "commands/try_push.hpp"
#include "document/document.hpp"
#include "lesson/lesson_session.hpp"
#include "panes/lesson_pane.hpp"

namespace attn::ui {

QWidget* LessonPane::buildAuthoringMenu() {
    auto* button = new QToolButton(this);
    button->setText(tr("Edit steps"));
    button->setPopupMode(QToolButton::InstantPopup);
    auto* menu = new QMenu(button);
    menu->addAction(tr("Add Step from Current View"), this, &LessonPane::addStepFromView);
    QList<QAction*> onStep;  // need a current step
    onStep << menu->addAction(tr("Edit Title and Text…"), this, &LessonPane::editDialog);
    onStep << menu->addAction(tr("Move Up"), this, [this] { moveStep(session_->current(), session_->current() - 1); });
    onStep << menu->addAction(tr("Move Down"), this, [this] { moveStep(session_->current(), session_->current() + 1); });
    menu->addSeparator();
    onStep << menu->addAction(tr("Delete Step"), this, [this] { deleteStep(session_->current()); });
    connect(menu, &QMenu::aboutToShow, this, [this, onStep] {
        for (QAction* a : onStep) a->setEnabled(session_->step() != nullptr);
    });
    button->setMenu(menu);
    return button;
}

void LessonPane::addStepFromView() {
    attn::LessonStep step;
    const int at = session_->current() + 1;  // after the current step (first when there is none)
    step.title = tr("Step %1").arg(at + 1).toStdString();
    step.view = session_->captureView();
    const QString error = try_push(doc_, [&] { return add_step_command(doc_, at, step); });
    if (!error.isEmpty()) {
        emit message(error);
        return;
    }
    session_->go(at);
}

void LessonPane::editStep(int index, const QString& title, const QString& markdown) {
    if (index < 0 || index >= int(doc_->lesson().steps.size())) return;
    attn::LessonStep step = doc_->lesson().steps[size_t(index)];
    step.title = title.toStdString();
    step.text = markdown.toStdString();
    const QString error = try_push(doc_, [&] { return edit_step_command(doc_, index, step); });
    if (!error.isEmpty()) emit message(error);
}

void LessonPane::moveStep(int from, int to) {
    const int n = int(doc_->lesson().steps.size());
    if (from < 0 || to < 0 || from >= n || to >= n || from == to) return;
    const QString error = try_push(doc_, [&] { return move_step_command(doc_, from, to); });
    if (!error.isEmpty()) emit message(error);
    else session_->go(to);
}

void LessonPane::deleteStep(int index) {
    const QString error = try_push(doc_, [&] { return remove_step_command(doc_, index); });
    if (!error.isEmpty()) emit message(error);
    else if (session_->count() > 0) session_->go(std::min(index, session_->count() - 1));  // the next step, entered
}

void LessonPane::editDialog() {
    const attn::LessonStep* s = session_->step();
    if (!s) return;
    QDialog dialog(this);
    dialog.setWindowTitle(tr("Edit step %1").arg(session_->current() + 1));
    auto* title = new QLineEdit(QString::fromStdString(s->title), &dialog);
    title->setMaxLength(int(attn::kMaxStepTitleBytes));
    auto* text = new QPlainTextEdit(QString::fromStdString(s->text), &dialog);
    text->setPlaceholderText(tr("Markdown: **bold**, *italics*, lists; {{weight 0 bank river}} prints a number of the lesson"));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    auto* form = new QFormLayout(&dialog);
    form->addRow(tr("Title"), title);
    form->addRow(tr("Text"), text);
    form->addRow(buttons);
    dialog.resize(560, 420);
    if (dialog.exec() == QDialog::Accepted) editStep(session_->current(), title->text(), text->toPlainText());
}

}  // namespace attn::ui
