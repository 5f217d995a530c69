// LessonPane's authoring: the Author menu and its dialogs — Lesson
// Properties, the step editor (new or current step), Update Step from Current
// View, moving, arranging and deleting steps. Every change is one undoable
// command (commands/step_commands.hpp, commands/lesson_property_commands.hpp).
// The dialogs open without blocking (QDialog::open), so a test drives them as a teacher does.
#include <QMenu>
#include <QMessageBox>
#include <QToolButton>
#include <algorithm>

#include "attnlab/scene/scene.hpp"
#include "authoring/lesson_properties_dialog.hpp"
#include "authoring/step_editor.hpp"
#include "authoring/step_list_dialog.hpp"
#include "commands/step_commands.hpp"
#include "commands/try_push.hpp"
#include "document/document.hpp"
#include "export/handout.hpp"
#include "lesson/lesson_session.hpp"
#include "lesson/step_answer.hpp"
#include "panes/lesson_pane.hpp"

namespace attn::ui {

QWidget* LessonPane::buildAuthoringMenu() {
    auto* button = new QToolButton(this);
    button->setText(tr("Author"));
    button->setToolTip(tr("Write the lesson: its properties and its steps"));
    button->setPopupMode(QToolButton::InstantPopup);
    auto* menu = new QMenu(button);
    menu->addAction(tr("Lesson &Properties…"), this, &LessonPane::editProperties);
    menu->addSeparator();
    menu->addAction(tr("&New Step…"), this, &LessonPane::newStep);
    menu->addAction(tr("Add Step from &Current View"), this, &LessonPane::addStepFromView);
    QAction* edit = menu->addAction(tr("&Edit Step…"), this, &LessonPane::editCurrentStep);
    QAction* update = menu->addAction(tr("&Update Step from Current View"), this,
                                      [this] { updateStepFromView(session_->current()); });
    menu->addSeparator();
    QAction* up = menu->addAction(
        tr("Move &Up"), this, [this] { moveStep(session_->current(), session_->current() - 1); });
    QAction* down = menu->addAction(
        tr("Move &Down"), this, [this] { moveStep(session_->current(), session_->current() + 1); });
    QAction* arrange = menu->addAction(tr("&Arrange Steps…"), this, &LessonPane::arrangeSteps);
    menu->addSeparator();
    QAction* del =
        menu->addAction(tr("De&lete Step"), this, [this] { deleteStep(session_->current()); });
    menu->addSeparator();
    menu->addAction(tr("Chec&k Every Step for Answers Shown Early"), this,
                    &LessonPane::checkAnswers);
    // Each is enabled only when it can act.
    connect(menu, &QMenu::aboutToShow, this, [this, edit, update, up, down, arrange, del] {
        const int k = session_->current(), n = session_->count();
        for (QAction* a : {edit, update, del}) a->setEnabled(session_->step() != nullptr);
        up->setEnabled(k > 0);
        down->setEnabled(k >= 0 && k + 1 < n);
        arrange->setEnabled(n > 1);
    });
    button->setMenu(menu);
    return button;
}

QStringList LessonPane::answersShownEarly() const {
    const attn::Lesson& l = doc_->lesson();
    QStringList out;
    for (int i = 0; i < int(l.steps.size()); ++i)
        for (const std::string& leak : attn::answer_leaks(l, i, doc_->modelReadings()))
            out << for_people(QString::fromStdString(leak));
    if (l.steps.empty() || !handout_problems(l, doc_->modelReadings()).isEmpty())
        return out;  // no handout to lay out (the step's problems are said on the step)
    try {
        RealModelReading reading;
        reading.quantities = doc_->modelReadings();
        for (const QString& leak : handout_leaks(l, handout_layout(l, reading), reading.quantities))
            out << tr("Handout, %1").arg(leak);
    } catch (const std::exception& e) {
        out << tr("The handout cannot be laid out: %1").arg(QString::fromUtf8(e.what()));
    }
    return out;
}

QMessageBox* LessonPane::checkAnswers() {
    const QStringList found = answersShownEarly();
    auto* box = new QMessageBox(
        found.isEmpty() ? QMessageBox::Information : QMessageBox::Warning,
        tr("Answers shown early"),
        found.isEmpty()
            ? tr("No step shows a question's answer before it is asked: not in any pane of the "
                 "window at an earlier step, not in any text, not on the handout's pages.")
            : tr("%n place(s) show a question's answer before it is asked. Tick what to keep back "
                 "on the step's View tab (Author ▸ Edit Step…), or take the number out of the "
                 "text.",
                 nullptr, int(found.size())),
        QMessageBox::Close, this);
    box->setDetailedText(found.join(QLatin1Char('\n')));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
    return box;
}

LessonPropertiesDialog* LessonPane::editProperties() {
    const std::optional<std::string> highlight = session_->captureView().highlight;
    auto* d =
        new LessonPropertiesDialog(doc_, QString::fromStdString(highlight.value_or("")), this);
    d->setAttribute(Qt::WA_DeleteOnClose);
    const std::string before = doc_->lesson().focus;
    connect(d, &QDialog::accepted, this, [this, before] {
        if (!doc_->lesson().focus.empty() && doc_->lesson().focus != before)
            emit focusChosen(QString::fromStdString(doc_->lesson().focus));
    });
    d->open();
    return d;
}

StepEditor* LessonPane::openStepEditor(int index, bool inserting, const attn::LessonStep& step) {
    auto* d = new StepEditor(
        doc_, index, inserting, step, [this] { return session_->captureView(); }, this);
    d->setAttribute(Qt::WA_DeleteOnClose);
    connect(d, &QDialog::accepted, this, [this, d, index, inserting] {
        const attn::LessonStep s = d->step();
        const QString error = try_push(doc_, [&] {
            return inserting ? add_step_command(doc_, index, s) : edit_step_command(doc_, index, s);
        });
        if (!error.isEmpty()) return emit message(error);
        session_->go(index);
    });
    d->open();
    return d;
}

StepEditor* LessonPane::newStep() {
    attn::LessonStep step;
    const int at = session_->current() + 1;  // after the current step (first when there is none)
    step.title = tr("Step %1").arg(at + 1).toStdString();
    step.view = session_->captureView();
    return openStepEditor(at, true, step);
}

StepEditor* LessonPane::editCurrentStep() {
    const attn::LessonStep* s = session_->step();
    return s ? openStepEditor(session_->current(), false, *s) : nullptr;
}

StepListDialog* LessonPane::arrangeSteps() {
    auto* d = new StepListDialog(doc_, session_->current(), this);
    d->setAttribute(Qt::WA_DeleteOnClose);
    connect(d, &StepListDialog::message, this, &LessonPane::message);
    connect(d, &StepListDialog::stepChosen, session_, &LessonSession::go);
    d->open();
    return d;
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

void LessonPane::updateStepFromView(int index) {
    if (index < 0 || index >= int(doc_->lesson().steps.size())) return;
    attn::LessonStep step = doc_->lesson().steps[size_t(index)];
    const attn::Concealment hide =
        step.view.hide;  // what it keeps back for a later question is the author's
    step.view = session_->captureView();
    step.view.hide = hide;
    const QString error = try_push(doc_, [&] { return edit_step_command(doc_, index, step); });
    if (!error.isEmpty())
        emit message(error);
    else
        emit message(tr("Step %1 now sets the window as it is.").arg(index + 1));
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
    if (!error.isEmpty())
        emit message(error);
    else
        session_->go(to);
}

// The step that takes the deleted one's place is shown (the one before it
// when the last was deleted), and the status says how to bring it back.
void LessonPane::deleteStep(int index) {
    if (index < 0 || index >= int(doc_->lesson().steps.size())) return;
    const QString title = QString::fromStdString(doc_->lesson().steps[size_t(index)].title);
    const QString error = try_push(doc_, [&] { return remove_step_command(doc_, index); });
    if (!error.isEmpty()) return emit message(error);
    if (session_->count() > 0) session_->go(std::min(index, session_->count() - 1));
    emit message(tr("Deleted step %1 “%2”: Edit ▸ Undo brings it back.").arg(index + 1).arg(title));
}

}  // namespace attn::ui
