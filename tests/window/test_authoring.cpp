// Authoring without JSON, end to end through the widgets: a teacher sets the
// lesson's properties, writes a step of each question kind in the step
// editor, updates a step from the view, reorders, undoes, saves and reopens —
// and the steps present and hand out as authored (both sentences where a step
// shows two).
#include <gtest/gtest.h>

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QListWidget>
#include <QMenu>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QRegularExpression>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QToolBar>
#include <QToolButton>
#include <QUndoStack>
#include <memory>

#include "attnlab/lesson/lesson_io.hpp"
#include "attnlab/lesson/step_quantity.hpp"
#include "attnlab/scene/scene.hpp"
#include "attnlab/words/tokenizer.hpp"
#include "authoring/lesson_properties_dialog.hpp"
#include "authoring/step_editor.hpp"
#include "authoring/step_list_dialog.hpp"
#include "authoring/step_question_editor.hpp"
#include "authoring/step_view_editor.hpp"
#include "commands/try_push.hpp"
#include "commands/vocabulary_commands.hpp"
#include "document/view_state.hpp"
#include "export/handout.hpp"
#include "figures/figure_canvas.hpp"
#include "lesson/lesson_session.hpp"
#include "main_window.hpp"
#include "panes/lesson_pane.hpp"
#include "panes/sentences_pane.hpp"
#include "presentation_window.hpp"
#include "style/safe_markdown.hpp"
#include "ui_test_helpers.hpp"
#include "viewdata/step_figures.hpp"

namespace attn::app {
namespace {

using namespace attn::ui;

using attn::ui::test::settle;

// The teacher's own lesson from the walk: a bat that flies and a bat that is swung.
attn::Lesson bat_lesson() {
    attn::Matrix v(7, 4);
    v << 0.1f, 0.1f, 0.1f, 1.0f,  // the
        0.8f, 0.7f, 0.3f, 0.0f,   // bat
        0.9f, 0.0f, 0.4f, 0.1f,   // flew
        0.0f, 0.0f, 0.2f, 0.9f,   // at
        0.3f, 0.0f, 1.0f, 0.0f,   // night
        0.0f, 0.2f, 0.0f, 0.8f,   // he
        0.0f, 1.0f, 0.0f, 0.1f;   // swung
    attn::Lesson l;
    l.table = attn::EmbeddingTable({"animal", "sport", "dark", "filler"},
                                   {"the", "bat", "flew", "at", "night", "he", "swung"}, v);
    l.sentences = {"the bat flew at night", "he swung the bat"};
    return l;
}

QPushButton* ok_button(QDialog* d) {
    return d->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
}

void type_into(QWidget* w, const QString& text) {
    if (auto* e = qobject_cast<QLineEdit*>(w)) e->clear();
    if (auto* e = qobject_cast<QPlainTextEdit*>(w)) e->clear();
    const QStringList lines = text.split(QLatin1Char('\n'));
    for (int i = 0; i < lines.size(); ++i) {
        if (i > 0) QTest::keyClick(w, Qt::Key_Return);
        QTest::keyClicks(w, lines[i]);
    }
}

QAction* author_action(LessonPane* p, const QString& prefix) {
    QMenu* menu = p->authorButton()->menu();
    emit menu->aboutToShow();
    for (QAction* a : menu->actions())
        if (a->text().remove(QLatin1Char('&')).startsWith(prefix)) return a;
    return nullptr;
}

// `w`'s lesson saved to a file and opened in a new window, as a teacher closes and reopens it
// (nullptr: it failed).
std::unique_ptr<MainWindow> saved_and_reopened(MainWindow& w) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("bat.attnlab.json"));
    if (!w.saveTo(path, true)) return nullptr;
    auto again = std::make_unique<MainWindow>(bat_lesson());
    if (!again->openFile(path, true)) return nullptr;
    settle();
    return again;
}

struct AuthoringWin {
    AuthoringWin() : w(bat_lesson()) {
        w.show();
        settle();
    }
    Document* doc() { return w.document(); }
    LessonPane* pane() { return w.lessonPane(); }
    QUndoStack* undo() { return w.document()->undoStack(); }
    MainWindow w;
};

TEST(Authoring, LessonPropertiesAreSetInTheWindowEachOneUndoStepAndSaved) {
    AuthoringWin f;
    LessonPropertiesDialog* d = f.pane()->editProperties();
    ASSERT_TRUE(d->isVisible());
    type_into(d->titleEdit(), QStringLiteral("A bat, two meanings"));
    type_into(d->descriptionEdit(), QStringLiteral("One word, an animal or a club."));
    d->focusBox()->setEditText(QStringLiteral("bat"));
    type_into(d->authorEdit(), QStringLiteral("Ms Levi"));
    d->licenceBox()->setEditText(QStringLiteral("CC BY 4.0"));
    const int before = f.undo()->index();
    QTest::mouseClick(ok_button(d), Qt::LeftButton);
    settle();
    const attn::Lesson& l = f.doc()->lesson();
    EXPECT_EQ(l.title, "A bat, two meanings");
    EXPECT_EQ(l.description, "One word, an animal or a club.");
    EXPECT_EQ(l.focus, "bat");
    EXPECT_EQ(l.author, "Ms Levi");
    EXPECT_EQ(l.licence, "CC BY 4.0");
    EXPECT_EQ(f.undo()->index() - before, 5);  // one undo step per property
    f.undo()->undo();
    EXPECT_EQ(f.doc()->lesson().licence, "");
    EXPECT_EQ(f.doc()->lesson().author, "Ms Levi");
    f.undo()->redo();

    // Saved in the file, and the focus is highlighted when it opens again.
    const std::unique_ptr<MainWindow> reopened_window = saved_and_reopened(f.w);
    ASSERT_TRUE(reopened_window);
    MainWindow& again = *reopened_window;
    EXPECT_EQ(again.document()->lesson().author, "Ms Levi");
    EXPECT_EQ(again.document()->lesson().licence, "CC BY 4.0");
    EXPECT_EQ(again.viewState()->highlightedWord(), QStringLiteral("bat"));
}

TEST(Authoring, AFocusWordOutsideTheVocabularyIsSaidAndNothingIsApplied) {
    AuthoringWin f;
    LessonPropertiesDialog* d = f.pane()->editProperties();
    type_into(d->titleEdit(), QStringLiteral("Bats"));
    d->focusBox()->setEditText(QStringLiteral("bnat"));
    const attn::Lesson before = f.doc()->lesson();
    QTest::mouseClick(ok_button(d), Qt::LeftButton);
    settle();
    EXPECT_TRUE(d->isVisible());
    EXPECT_TRUE(d->errorLabel()->isVisibleTo(d));
    EXPECT_TRUE(d->errorLabel()->text().contains(QStringLiteral("bnat")));
    EXPECT_EQ(f.doc()->lesson(), before);
    d->reject();
}

// The lesson as the step at `k` shows it (its switches laid over the lesson).
attn::Lesson step_lesson(const attn::Lesson& l, int k) {
    return attn::scene_lesson(l, attn::step_scene(l, k, true));
}

TEST(Authoring, EveryQuestionKindIsWrittenInTheEditorThenUpdatedReorderedUndoneSavedAndPresented) {
    AuthoringWin f;
    ASSERT_EQ(f.doc()->lesson().steps.size(), 0u);

    // 1. A choice question about the second sentence, both sentences shown, its answer computed.
    StepEditor* e = f.pane()->newStep();
    ASSERT_NE(e, nullptr);
    // The writing hint's example is a quantity of this lesson (it said {{weight 0 bank river}},
    // which a lesson without those words flags).
    const auto* hint = e->findChild<QLabel*>(QStringLiteral("stepTextHint"));
    ASSERT_NE(hint, nullptr);
    const QRegularExpression example(QStringLiteral("\\{\\{(weight 0 \\S+ \\S+)\\}\\}"));
    const QRegularExpressionMatch m = example.match(hint->text());
    ASSERT_TRUE(m.hasMatch()) << hint->text().toStdString();
    EXPECT_NO_THROW(attn::quantity(f.doc()->lesson(), m.captured(1).toStdString()))
        << m.captured(1).toStdString();
    type_into(e->titleEdit(), QStringLiteral("Which bat?"));
    type_into(e->textEdit(), QStringLiteral("In the second sentence bat gives {{weight 1 bat "
                                            "swung}} to swung.\n\nLook at both maps."));
    const double w = attn::quantity(f.doc()->lesson(), "weight 1 bat swung");
    const QString shown = QString::number(w, 'f', 3);
    EXPECT_TRUE(e->preview()->toPlainText().contains(shown))
        << e->preview()->toPlainText().toStdString();
    EXPECT_TRUE(
        e->quantitiesLabel()->text().contains(QStringLiteral("{{weight 1 bat swung}} = ") + shown));
    e->viewEditor()->firstSentenceBox()->setCurrentIndex(1);   // sentence 1
    e->viewEditor()->secondSentenceBox()->setCurrentIndex(2);  // beside it, sentence 2
    StepQuestionEditor* qe = e->questionEditor();
    qe->kindBox()->setCurrentIndex(1);
    type_into(qe->promptEdit(),
              QStringLiteral("In he swung the bat, which word does bat weigh most?"));
    type_into(qe->choicesEdit(), QStringLiteral("swung\nhe"));
    qe->computedButton()->setChecked(true);
    type_into(qe->compareEdit(), QStringLiteral("weight 1 bat swung\nweight 1 bat he"));
    const bool swung = w > attn::quantity(f.doc()->lesson(), "weight 1 bat he");
    EXPECT_TRUE(
        e->expectedLabel()->text().contains(swung ? QStringLiteral("swung") : QStringLiteral("he")))
        << e->expectedLabel()->text().toStdString();
    const int undo0 = f.undo()->index();
    QTest::mouseClick(ok_button(e), Qt::LeftButton);
    settle();
    ASSERT_EQ(f.doc()->lesson().steps.size(), 1u);
    EXPECT_EQ(f.undo()->index(), undo0 + 1);  // one undo step
    const attn::LessonStep s0 = f.doc()->lesson().steps[0];
    EXPECT_EQ(s0.title, "Which bat?");
    EXPECT_EQ(s0.view.sentences, (std::vector<int>{0, 1}));
    ASSERT_TRUE(s0.question);
    EXPECT_EQ(s0.question->kind, attn::StepQuestion::Kind::Choice);
    EXPECT_EQ(s0.question->compare.size(), 2u);
    EXPECT_EQ(f.w.lessonSession()->current(), 0);

    // 2. A number question with its tolerance; an empty quantity is refused first, and said.
    e = f.pane()->newStep();
    type_into(e->titleEdit(), QStringLiteral("How much?"));
    qe = e->questionEditor();
    qe->kindBox()->setCurrentIndex(2);
    type_into(qe->promptEdit(), QStringLiteral("How much does bat give to night?"));
    QTest::mouseClick(ok_button(e), Qt::LeftButton);
    settle();
    EXPECT_TRUE(e->isVisible());
    EXPECT_FALSE(e->refusal().isEmpty());
    EXPECT_EQ(f.doc()->lesson().steps.size(), 1u);
    type_into(qe->quantityEdit(), QStringLiteral("weight 0 bat night"));
    qe->toleranceBox()->setValue(0.02);
    const double night = attn::quantity(f.doc()->lesson(), "weight 0 bat night");
    EXPECT_TRUE(e->expectedLabel()->text().contains(QString::number(night, 'f', 3)))
        << e->expectedLabel()->text().toStdString();
    QTest::mouseClick(ok_button(e), Qt::LeftButton);
    settle();
    ASSERT_EQ(f.doc()->lesson().steps.size(), 2u);
    EXPECT_EQ(f.doc()->lesson().steps[1].question->quantity, "weight 0 bat night");
    EXPECT_DOUBLE_EQ(f.doc()->lesson().steps[1].question->tolerance, 0.02);

    // 3. A cell question in the second sentence's map, in bat's row.
    e = f.pane()->newStep();
    type_into(e->titleEdit(), QStringLiteral("Click it"));
    qe = e->questionEditor();
    qe->kindBox()->setCurrentIndex(3);
    type_into(qe->promptEdit(), QStringLiteral("Click the cell bat weighs most."));
    qe->cellSentenceBox()->setCurrentIndex(1);
    qe->cellRowBox()->setCurrentIndex(qe->cellRowBox()->findData(QStringLiteral("bat")));
    EXPECT_TRUE(e->expectedLabel()->text().contains(QStringLiteral("bat →")))
        << e->expectedLabel()->text().toStdString();
    QTest::mouseClick(ok_button(e), Qt::LeftButton);
    settle();
    ASSERT_EQ(f.doc()->lesson().steps.size(), 3u);
    const attn::StepQuestion cell = *f.doc()->lesson().steps[2].question;
    EXPECT_EQ(cell.kind, attn::StepQuestion::Kind::Cell);
    EXPECT_EQ(cell.sentence, 1);
    EXPECT_EQ(cell.row, "bat");

    // Move Down is offered only where it can act: not on the last step.
    LessonSession* s = f.w.lessonSession();
    ASSERT_EQ(s->current(), 2);
    EXPECT_FALSE(author_action(f.pane(), QStringLiteral("Move Down"))->isEnabled());
    EXPECT_TRUE(author_action(f.pane(), QStringLiteral("Move Up"))->isEnabled());

    // Update step 2 from the view: the window's stage becomes the step's; its question stays.
    s->go(1);
    settle();
    f.w.viewState()->setStage(ViewState::Stage::Raw);
    settle();
    const int undo1 = f.undo()->index();
    author_action(f.pane(), QStringLiteral("Update Step"))->trigger();
    settle();
    EXPECT_EQ(f.undo()->index(), undo1 + 1);
    EXPECT_EQ(f.doc()->lesson().steps[1].view.stage, attn::Stage::Raw);
    EXPECT_EQ(f.doc()->lesson().steps[1].question->quantity, "weight 0 bat night");

    // Reorder: a drop in the Arrange dialog moves the step (one undo step), the buttons follow.
    StepListDialog* arrange = f.pane()->arrangeSteps();
    arrange->list()->setCurrentRow(2);
    EXPECT_FALSE(arrange->downButton()->isEnabled());
    EXPECT_TRUE(arrange->upButton()->isEnabled());
    const int undo2 = f.undo()->index();
    // What a drag and drop does to the list: the last row dropped before the first.
    arrange->list()->model()->moveRows(QModelIndex(), 2, 1, QModelIndex(), 0);
    settle();
    ASSERT_EQ(f.undo()->index(), undo2 + 1);
    EXPECT_EQ(f.doc()->lesson().steps[0].title, "Click it");
    EXPECT_EQ(f.doc()->lesson().steps[1].title, "Which bat?");
    EXPECT_TRUE(arrange->list()->item(0)->text().contains(QStringLiteral("Click it")));
    arrange->list()->setCurrentRow(0);
    EXPECT_FALSE(arrange->upButton()->isEnabled());
    QTest::mouseClick(arrange->downButton(), Qt::LeftButton);
    settle();
    EXPECT_EQ(f.doc()->lesson().steps[1].title, "Click it");
    // Undo each: the list follows the window's undo.
    f.undo()->undo();
    settle();
    EXPECT_EQ(f.doc()->lesson().steps[0].title, "Click it");
    EXPECT_TRUE(arrange->list()->item(0)->text().contains(QStringLiteral("Click it")));
    f.undo()->undo();
    settle();
    EXPECT_EQ(f.doc()->lesson().steps[0].title, "Which bat?");
    f.undo()->undo();  // the update from the view
    settle();
    EXPECT_NE(f.doc()->lesson().steps[1].view.stage, attn::Stage::Raw);
    f.undo()->redo();
    f.undo()->redo();
    settle();
    arrange->close();
    const attn::Lesson authored = f.doc()->lesson();
    ASSERT_EQ(authored.steps[0].title, "Click it");

    // Saved and reopened, the steps are as authored …
    const std::unique_ptr<MainWindow> reopened_window = saved_and_reopened(f.w);
    ASSERT_TRUE(reopened_window);
    MainWindow& again = *reopened_window;
    const attn::Lesson& reopened = again.document()->lesson();
    EXPECT_EQ(reopened.steps, authored.steps);
    for (int k = 0; k < int(reopened.steps.size()); ++k)
        EXPECT_TRUE(attn::step_problems(reopened, k).empty()) << k;

    // … and they hand out and present as authored: the choice step shows both sentences.
    const int choice = 1;
    ASSERT_EQ(reopened.steps[size_t(choice)].title, "Which bat?");
    const std::vector<StepFigure> figs =
        step_figures(step_lesson(reopened, choice), attn::step_scene(reopened, choice));
    std::vector<int> drawn;
    for (const StepFigure& fig : figs)
        drawn.insert(drawn.end(), fig.sentences.begin(), fig.sentences.end());
    EXPECT_NE(std::find(drawn.begin(), drawn.end(), 0), drawn.end());
    EXPECT_NE(std::find(drawn.begin(), drawn.end(), 1), drawn.end());
    EXPECT_TRUE(handout_problems(reopened).isEmpty())
        << handout_problems(reopened).join(QLatin1Char('\n')).toStdString();
    EXPECT_TRUE(handout_pdf(reopened).startsWith("%PDF"));
    again.show();
    settle();
    again.lessonSession()->go(choice);
    settle();
    again.present();
    settle();
    PresentationWindow* p = again.presentation();
    ASSERT_NE(p, nullptr);
    p->refresh();
    EXPECT_EQ(p->titleLabel()->text(), QStringLiteral("Which bat?"));
    EXPECT_TRUE(p->textBrowser()->toPlainText().contains(QStringLiteral("he swung the bat")));
    int maps = 0;  // over the slide's pages of figures, when it shows them a page at a time
    for (int page = 0; page < p->figurePages(); ++page) {
        p->setFigurePage(page);
        for (const auto& fig : p->canvas()->figures())
            if (fig.spec.kind == FigureKind::Heatmap || fig.spec.kind == FigureKind::HeadGrid)
                ++maps;
    }
    EXPECT_GE(maps, 2);  // a map for each sentence the step shows
    p->close();
}

TEST(Authoring, AddSentenceUsesTheLessonsOwnWords) {
    AuthoringWin f;
    QAction* add = nullptr;
    for (QAction* a : f.w.sentencesPane()->findChild<QToolBar*>()->actions())
        if (a->text().contains(QStringLiteral("Sentence")) &&
            a->text().startsWith(QLatin1Char('+')))
            add = a;
    ASSERT_NE(add, nullptr);
    add->trigger();
    settle();
    const attn::Lesson& l = f.doc()->lesson();
    ASSERT_EQ(l.sentences.size(), 3u);
    for (const std::string& w : attn::tokenize(l.sentences.back()))
        EXPECT_TRUE(l.table.word_index(w)) << "'" << w << "' is not in the lesson's vocabulary";
}

TEST(Authoring, DeletingAStepShowsTheOneInItsPlaceAndSaysHowToUndo) {
    AuthoringWin f;
    for (int i = 0; i < 3; ++i) {
        f.pane()->addStepFromView();
        settle();
    }
    f.pane()->editStep(1, QStringLiteral("Middle"), QStringLiteral("text"));
    f.pane()->editStep(2, QStringLiteral("Last"), QStringLiteral("text"));
    f.w.lessonSession()->go(1);
    settle();
    QString said;
    QObject::connect(f.pane(), &LessonPane::message, [&](const QString& m) { said = m; });
    f.pane()->deleteStep(1);
    settle();
    EXPECT_EQ(f.w.lessonSession()->current(), 1);
    EXPECT_EQ(f.w.lessonSession()->step()->title, "Last");
    EXPECT_TRUE(said.contains(QStringLiteral("Undo"))) << said.toStdString();
    f.undo()->undo();
    settle();
    EXPECT_EQ(f.doc()->lesson().steps[1].title, "Middle");
}

// The walk's crash: a cell question answered, its sentence removed, then the
// step entered again — the verdict read a sentence that is no longer there.
TEST(Authoring, ACellQuestionWhoseSentenceWasRemovedNeverCrashesAndSaysWhy) {
    attn::Lesson l = bat_lesson();
    attn::LessonStep intro;
    intro.title = "Intro";
    attn::LessonStep ask;
    ask.title = "Click";
    ask.view.sentences = {1};
    attn::StepQuestion qn;
    qn.kind = attn::StepQuestion::Kind::Cell;
    qn.prompt = "Click the cell bat weighs most.";
    qn.sentence = 1;
    qn.row = "bat";
    ask.question = qn;
    l.steps = {intro, ask};
    MainWindow w(l);
    w.show();
    settle();
    LessonSession* s = w.lessonSession();
    s->go(1);
    settle();
    const attn::ExpectedAnswer a =
        attn::expected_answer(step_lesson(w.document()->lesson(), 1), qn);
    EXPECT_FALSE(s->answerCell(a.row, a.col).isEmpty());
    s->back();
    settle();
    QString said;
    QObject::connect(w.sentencesPane(), &SentencesPane::message,
                     [&](const QString& m) { said = m; });
    QListView* list = w.sentencesPane()->findChild<QListView*>();
    list->setCurrentIndex(list->model()->index(1, 0));
    for (QAction* a2 : w.sentencesPane()->findChild<QToolBar*>()->actions())
        if (a2->text().startsWith(QStringLiteral("− Sentence"))) a2->trigger();
    settle();
    ASSERT_EQ(w.document()->lesson().sentences.size(), 1u);
    EXPECT_TRUE(said.contains(QStringLiteral("step 2"))) << said.toStdString();
    s->next();
    settle();
    EXPECT_EQ(s->current(), 1);
    EXPECT_FALSE(s->verdict().isEmpty());                             // read without a crash
    EXPECT_FALSE(w.lessonPane()->problemsLabel()->text().isEmpty());  // the step says what it lacks
    EXPECT_TRUE(w.lessonPane()->problemsLabel()->text().startsWith(QStringLiteral("Step 2")))
        << w.lessonPane()->problemsLabel()->text().toStdString();
    w.document()->undoStack()->undo();
    settle();
    EXPECT_EQ(w.document()->lesson().sentences.size(), 2u);
    EXPECT_FALSE(s->verdict().isEmpty());
}

TEST(Authoring, TheEditorPhrasesAnAnswerItCannotComputeForATeacher) {
    AuthoringWin f;
    StepEditor* e = f.pane()->newStep();
    StepQuestionEditor* qe = e->questionEditor();
    qe->kindBox()->setCurrentIndex(1);
    type_into(qe->promptEdit(), QStringLiteral("Which?"));
    EXPECT_FALSE(e->expectedLabel()->text().contains(QStringLiteral("range_check")))
        << e->expectedLabel()->text().toStdString();
    EXPECT_TRUE(e->expectedLabel()->text().contains(QStringLiteral("no answers")))
        << e->expectedLabel()->text().toStdString();
    type_into(qe->choicesEdit(), QStringLiteral("swung\nhe"));
    qe->rightChoiceBox()->setValue(5);
    EXPECT_TRUE(e->expectedLabel()->text().contains(QStringLiteral("answer 5")))
        << e->expectedLabel()->text().toStdString();
    e->reject();
}

TEST(Authoring, AuthoringNotesAreOnTheAuthorButtonNotInTheStudentsStep) {
    attn::Lesson l = bat_lesson();
    attn::LessonStep show;  // prints the next step's answer
    show.title = "Show";
    show.text = "bat gives night {{weight 0 bat night}}";
    attn::LessonStep ask;
    ask.title = "Ask";
    attn::StepQuestion qn;
    qn.kind = attn::StepQuestion::Kind::Number;
    qn.prompt = "How much does bat give night?";
    qn.quantity = "weight 0 bat night";
    ask.question = qn;
    l.steps = {show, ask};
    ASSERT_FALSE(attn::answer_leaks(l, 1).empty());
    MainWindow w(l);
    w.show();
    settle();
    w.lessonSession()->go(1);
    settle();
    EXPECT_FALSE(w.lessonPane()->problemsLabel()->isVisibleTo(w.lessonPane()));
    EXPECT_TRUE(w.lessonPane()->authorButton()->text().contains(QStringLiteral("note")));
    EXPECT_TRUE(w.lessonPane()->authorButton()->toolTip().contains(QStringLiteral("Step 1")))
        << w.lessonPane()->authorButton()->toolTip().toStdString();
}

TEST(Authoring, TheHighlightFollowsARenameOfTheHighlightedWord) {
    AuthoringWin f;
    f.w.viewState()->setHighlightedWord(QStringLiteral("bat"));
    settle();
    const int bat = *f.doc()->lesson().table.word_index("bat");
    ASSERT_TRUE(try_push(f.doc(), [&] {
                    return rename_word_command(f.doc(), bat, QStringLiteral("club"));
                }).isEmpty());
    settle();
    EXPECT_EQ(f.w.viewState()->highlightedWord(), QStringLiteral("club"));
    f.undo()->undo();
    settle();
    EXPECT_EQ(f.w.viewState()->highlightedWord(), QStringLiteral("bat"));
    // Another word renamed leaves the highlight alone.
    const int night = *f.doc()->lesson().table.word_index("night");
    ASSERT_TRUE(try_push(f.doc(), [&] {
                    return rename_word_command(f.doc(), night, QStringLiteral("dusk"));
                }).isEmpty());
    settle();
    EXPECT_EQ(f.w.viewState()->highlightedWord(), QStringLiteral("bat"));
}

}  // namespace
}  // namespace attn::app
