// MainWindow's part of the guided lessons: the Lesson dock, applying a step's
// view to the window (the Vectors plane, raised panes), capturing it for
// "Add step from current view", cell answers from the Attention pane, the
// step shortcuts and File ▸ Course.
#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QMenu>
#include <QMenuBar>
#include <QTimer>
#include <algorithm>

#include "document/view_state.hpp"
#include "files/builtin_lessons.hpp"
#include "lesson/lesson_session.hpp"
#include "main_window.hpp"
#include "panes/attention_pane.hpp"
#include "panes/lesson_pane.hpp"
#include "panes/vectors_pane.hpp"
#include "training/probe_panel.hpp"
#include "training/training_pane.hpp"
#include "widgets/vector_plot.hpp"

namespace attn::app {

using namespace attn::ui;

namespace {

// The dock of each pane a step may raise.
QString dock_name(attn::Pane pane) {
    return QLatin1String(attn::pane_name(pane)) + QLatin1String("Dock");
}

}  // namespace

void MainWindow::setupLesson() {
    session_ = new LessonSession(doc_.get(), view_, this);
    lesson_ = new LessonPane(doc_.get(), session_, this);
    addPane(lesson_, tr("Lesson"), QStringLiteral("lessonDock"), Qt::LeftDockWidgetArea);
    connect(lesson_, &LessonPane::message, this, &MainWindow::showMessage);
    connect(lesson_, &LessonPane::courseRequested, this, &MainWindow::openCourse);
    // A focus word chosen in Lesson Properties is highlighted at once, as it is when the lesson
    // opens.
    connect(lesson_, &LessonPane::focusChosen, view_, &ViewState::setHighlightedWord);
    connect(session_, &LessonSession::message, this, &MainWindow::showMessage);
    connect(view_, &ViewState::panesRaised, this, &MainWindow::raisePanes);
    // The Training dock draws the trained model's heads: a question that hides
    // the maps' colours hides them there too.
    connect(view_, &ViewState::displayChanged, this,
            [this] { training_->setConcealed(view_->heatmapCellsHidden()); });
    session_->setWindowCapture([this](attn::StepView& v) { captureWindowView(v); });
    connect(attention_, &AttentionPane::cellClicked, this,
            [this](int shown, int head, int row, int col) {
                const attn::LessonStep* s = session_->step();
                if (!s || !s->question || !session_->pending() ||
                    s->question->kind != attn::StepQuestion::Kind::Cell)
                    return;
                const auto& sentences = view_->shown();
                const int asked = s->question->sentence;
                if (asked < 0 || asked >= int(doc_->lesson().sentences.size()))
                    return showMessage(
                        tr("This question's sentence was removed from the lesson: Edit ▸ Undo "
                           "brings it back, "
                           "or Author ▸ Edit Step… asks about another."));
                if (shown >= int(sentences.size()) ||
                    sentences[size_t(shown)] != s->question->sentence ||
                    head + 1 != s->question->head)
                    return showMessage(
                        tr("This question is about the map of “%1”: click a cell there.")
                            .arg(QString::fromStdString(doc_->lesson().sentences[size_t(asked)])));
                session_->answerCell(row, col);
            });
    // A lesson with steps opens on its Lesson pane.
    connect(doc_.get(), &Document::lessonReset, this, [this] {
        if (session_->count() > 0) QTimer::singleShot(0, this, [this] { showLessonDock(); });
        if (doc_->lesson().real_model) QTimer::singleShot(0, this, [this] { showModelDocks(); });
        // A lesson about a real model without steps yet: its Lesson tab is there to write them,
        // behind the Sentences.
        auto* l = findChild<QDockWidget*>(QStringLiteral("lessonDock"));
        if (doc_->lesson().real_model && session_->count() == 0 && l && l->isHidden() &&
            !l->isFloating())
            l->show();
    });
    // A model that arrives (trained here, imported) brings the Model pane.
    connect(doc_.get(), &Document::changed, this, [this](Document::ChangeEvent event) {
        const Document::Change c = event.kind;
        if (c != Document::Change::TrainedModel) return;
        auto* m = findChild<QDockWidget*>(QStringLiteral("modelDock"));
        if (m && doc_->lesson().model && m->isHidden()) m->show();
    });
}

void MainWindow::showModelPane() {
    if (auto* d = findChild<QDockWidget*>(QStringLiteral("modelDock"))) {
        d->show();
        d->raise();
    }
}

// A lesson about a real model: its Model pane (over the Vectors) and its head
// view (over the Blend) raised, as the lesson's own panes are for a course.
void MainWindow::showModelDocks() {
    for (const char* name : {"modelDock", "head-viewDock"})
        if (auto* d = findChild<QDockWidget*>(QLatin1String(name))) {
            d->show();
            d->raise();
        }
}

void MainWindow::showLessonDock() {
    auto* d = findChild<QDockWidget*>(QStringLiteral("lessonDock"));
    auto* e = findChild<QDockWidget*>(QStringLiteral("embeddingDock"));
    if (!d) return;
    const bool wasHidden = d->isHidden();
    d->show();
    d->raise();
    // The text gets the larger share of the left column.
    if (wasHidden && !d->isFloating() && !e->isFloating() && dockWidgetArea(d) == dockWidgetArea(e))
        QTimer::singleShot(0, this, [this, d, e] {
            resizeDocks({d, e}, {int(height() * kLessonHeight), int(height() * kTableUnderLesson)},
                        Qt::Vertical);
        });
}

void MainWindow::goToStep(int index) {
    QTimer::singleShot(0, this, [this, index] { session_->go(index); });
}

void MainWindow::offerCourse() {
    auto* d = findChild<QDockWidget*>(QStringLiteral("lessonDock"));
    if (session_->count() > 0 || !d) return;
    d->show();
    d->raise();
}

void MainWindow::openCourse() {
    const QStringList parts = builtin_course_parts();
    if (!parts.isEmpty() && maybeSave()) openLesson(load_builtin_lesson(parts.front()), {});
}

void MainWindow::addCourseMenu(QMenu* file) {
    QMenu* course = file->addMenu(tr("&Course"));
    for (const QString& name : builtin_course_parts())
        course->addAction(builtin_lesson_title(name), this, [this, name] {
            if (maybeSave()) openLesson(load_builtin_lesson(name), {});
        });
    file->addAction(tr("Lesson &Properties…"), this, [this] { lesson_->editProperties(); });
}

void MainWindow::addStepActions(QMenu* view) {
    view->addSeparator();
    QAction* back = view->addAction(tr("Previous Step"), session_, &LessonSession::back);
    back->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Left));
    QAction* next = view->addAction(tr("Next Step"), session_, &LessonSession::next);
    next->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Right));
}

void MainWindow::raisePanes(const std::vector<attn::Pane>& panes) {
    for (attn::Pane pane : panes)
        if (auto* d = findChild<QDockWidget*>(dock_name(pane))) {
            d->show();
            d->raise();
        }
}

// The raised tab of each group of tabbed docks, and each floating dock: what
// a step must raise to show the window as it is (a dock alone in its area is
// in view anyway). The Lesson pane, where the teacher is writing, is left out.
void MainWindow::captureWindowView(attn::StepView& v) const {
    if (v.plane.empty()) {  // the Vectors pane's own choice, said explicitly
        if (vectors_->plot()->isPrincipal())
            v.plane = {"principal"};
        else
            v.plane = {vectors_->xBox()->currentText().toStdString(),
                       vectors_->yBox()->currentText().toStdString()};
    }
    // The heads whose maps the Attention pane draws, when not every head.
    if (const std::vector<int> drawn = attention_->drawnHeads(); int(drawn.size()) < view_->heads())
        for (int h : drawn) v.show_heads.push_back(h + 1);
    v.panes.clear();
    for (attn::Pane pane : attn::kPanes) {
        if (pane == attn::Pane::Lesson) continue;
        auto* d = findChild<QDockWidget*>(dock_name(pane));
        if (!d || !d->isVisible() || d->visibleRegion().isEmpty())
            continue;  // hidden, or behind a sibling tab
        // A hidden dock of its tab group (the Model pane of a lesson without a model) is no tab.
        const QList<QDockWidget*> tabs = tabifiedDockWidgets(d);
        const bool tabbed = std::any_of(tabs.begin(), tabs.end(),
                                        [](const QDockWidget* t) { return t->isVisible(); });
        if (d->isFloating() || tabbed) v.panes.push_back(pane);
    }
}

}  // namespace attn::app
