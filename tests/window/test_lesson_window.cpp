// Guided lessons in the window: entering each step of the built-in course sets
// the views it names; predict steps hide the answer, then reveal it on an
// answer; a click on a heatmap cell answers a cell question; authoring is
// undoable; step text renders Markdown safely; a lesson without steps opens as
// before.
#include <gtest/gtest.h>

#include <QApplication>
#include <QButtonGroup>
#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTest>
#include <QTextBlock>
#include <QUndoStack>

#include "attnlab/lesson/lesson_io.hpp"
#include "attnlab/lesson/step_quantity.hpp"
#include "document/view_state.hpp"
#include "files/builtin_lessons.hpp"
#include "lesson/lesson_session.hpp"
#include "main_window.hpp"
#include "panes/attention_pane.hpp"
#include "panes/attention_toolbar.hpp"
#include "panes/blend_pane.hpp"
#include "panes/lesson_pane.hpp"
#include "panes/vectors_pane.hpp"
#include "style/safe_markdown.hpp"
#include "ui_test_helpers.hpp"
#include "widgets/heatmap_view.hpp"
#include "widgets/vector_plot.hpp"

namespace attn::app {
namespace {

using attn::ui::LessonSession;
using attn::ui::ViewState;

attn::Lesson part(const char* name) {
    return attn::ui::load_builtin_lesson(QString::fromLatin1(name));
}

// A window on `lesson`, shown, with its first step entered.
struct Fixture {
    explicit Fixture(attn::Lesson lesson) : w(std::move(lesson)) {
        w.show();
        QCoreApplication::processEvents();
        QCoreApplication::processEvents();
    }
    LessonSession* session() { return w.lessonSession(); }
    MainWindow w;
};

using attn::ui::test::step_index;

TEST(LessonWindow, ACourseOpensOnItsFirstStepWithTheLessonPaneShown) {
    Fixture f(part("course-1-attention"));
    EXPECT_EQ(f.session()->current(), 0);
    auto* dock = f.w.findChild<QDockWidget*>(QStringLiteral("lessonDock"));
    ASSERT_TRUE(dock);
    EXPECT_TRUE(dock->isVisible());
    EXPECT_TRUE(f.w.lessonPane()->shownText().contains(QStringLiteral("water 0.300, money 0.300")))
        << f.w.lessonPane()->shownText().toStdString();
    EXPECT_FALSE(f.w.document()->isModified());  // entering the first step is not an edit
}

TEST(LessonWindow, EveryStepSetsTheViewsItNames) {
    Fixture f(part("course-1-attention"));
    const attn::Lesson& l = f.w.document()->lesson();
    for (int i = 0; i < int(l.steps.size()); ++i) {
        f.session()->go(i);
        QCoreApplication::processEvents();
        const attn::StepView& v = l.steps[size_t(i)].view;
        SCOPED_TRACE(l.steps[size_t(i)].title);
        if (v.variant) {
            EXPECT_EQ(f.w.document()->shownLesson().attention.variant, *v.variant);
        }
        if (!v.sentences.empty()) {
            EXPECT_EQ(f.w.viewState()->shown(), v.sentences);
        }
        if (v.highlight) {
            EXPECT_EQ(f.w.viewState()->highlightedWord().toStdString(), *v.highlight);
        }
        if (v.stage) {
            EXPECT_EQ(f.w.viewState()->stage(), *v.stage);
        }
        if (v.plane.size() == 2) {
            EXPECT_EQ(f.w.vectorsPane()->xBox()->currentText().toStdString(), v.plane[0]);
            EXPECT_EQ(f.w.vectorsPane()->yBox()->currentText().toStdString(), v.plane[1]);
        }
        for (const attn::Pane pane : v.panes) {
            auto* d = f.w.findChild<QDockWidget*>(QLatin1String(attn::pane_name(pane)) +
                                                  QStringLiteral("Dock"));
            ASSERT_TRUE(d) << attn::pane_name(pane);
            EXPECT_TRUE(d->isVisible()) << attn::pane_name(pane);
        }
        EXPECT_TRUE(f.w.lessonPane()->problemsLabel()->isHidden());
        EXPECT_FALSE(f.w.lessonPane()->shownText().contains(QStringLiteral("⟨")));
        EXPECT_EQ(f.w.lessonPane()->stepBox()->currentIndex(), i);
    }
    // Walking the course is not editing the lesson: nothing to save, nothing to undo.
    EXPECT_FALSE(f.w.document()->isModified());
    EXPECT_EQ(f.w.document()->undoStack()->count(), 0);
    // Next and Back walk the same list; Alt+Right is Next.
    f.session()->go(0);
    QTest::mouseClick(f.w.lessonPane()->nextButton(), Qt::LeftButton);
    EXPECT_EQ(f.session()->current(), 1);
    QTest::mouseClick(f.w.lessonPane()->backButton(), Qt::LeftButton);
    EXPECT_EQ(f.session()->current(), 0);
    QTest::keyClick(&f.w, Qt::Key_Right, Qt::AltModifier);
    EXPECT_EQ(f.session()->current(), 1);
}

TEST(LessonWindow, APredictStepHidesTheAnswerUntilAnswered) {
    Fixture f(part("course-1-attention"));
    const int i = step_index(f.w.document()->lesson(), "The blend, term by term");
    f.session()->go(i);
    QCoreApplication::processEvents();
    ASSERT_TRUE(f.session()->pending());
    // Hidden: the Blend table's numbers, the heatmaps' numbers, bank's output diamonds.
    EXPECT_TRUE(f.w.blendPane()->findChild<attn::ui::HeatmapView*>()->numbersConcealed());
    EXPECT_TRUE(f.w.attentionPane()->heatmap(0)->numbersConcealed());
    EXPECT_TRUE(f.w.attentionPane()->heatmap(0)->cellText(2, 1).isEmpty());
    EXPECT_TRUE(f.w.vectorPlot()->outputPoints(0).isEmpty());
    EXPECT_TRUE(f.session()->verdict().isEmpty());
    EXPECT_TRUE(f.w.lessonPane()->revealButton()->isEnabled());
    // The student picks "money, by about three to one": wrong, and everything appears with the
    // reason.
    f.w.lessonPane()->choices()->button(2)->click();
    EXPECT_FALSE(f.session()->pending());
    EXPECT_TRUE(f.w.lessonPane()->verdictText().startsWith(QStringLiteral(
        "Not quite: the answer is water, by about three to one (water over money: 2.91).")))
        << f.w.lessonPane()->verdictText().toStdString();
    EXPECT_TRUE(f.w.lessonPane()->verdictText().contains(
        QStringLiteral("water 0.435 against money 0.149")));
    EXPECT_FALSE(f.w.attentionPane()->heatmap(0)->numbersConcealed());
    EXPECT_EQ(f.w.vectorPlot()->outputPoints(0).size(), 3);
    // Coming back, the step stays answered, with its verdict.
    const QString verdict = f.session()->verdict();
    f.session()->next();
    f.session()->go(i);
    EXPECT_FALSE(f.session()->pending());
    EXPECT_EQ(f.session()->verdict(), verdict);
    // "Reset this step" asks again: hidden once more, no verdict.
    QTest::mouseClick(f.w.lessonPane()->resetButton(), Qt::LeftButton);
    EXPECT_TRUE(f.session()->pending());
    EXPECT_TRUE(f.session()->verdict().isEmpty());
    EXPECT_TRUE(f.w.attentionPane()->heatmap(0)->numbersConcealed());
    // While hidden, the Blend pane's formula keeps its weights back too.
    for (QLabel* l : f.w.blendPane()->findChildren<QLabel*>())
        EXPECT_FALSE(l->text().contains(QStringLiteral("0.317"))) << l->text().toStdString();
}

TEST(LessonWindow, ANumberAnswerWithinTheToleranceIsRight) {
    Fixture f(part("course-1-attention"));
    f.session()->go(step_index(f.w.document()->lesson(), "Rebuild it for the money sentence"));
    QCoreApplication::processEvents();
    QLineEdit* edit = f.w.lessonPane()->numberEdit();
    ASSERT_TRUE(edit->isVisible());
    QTest::keyClicks(edit, QStringLiteral("0,41"));  // the money column's sum, 0.409
    QTest::keyClick(edit, Qt::Key_Return);
    EXPECT_TRUE(f.session()->verdict().startsWith(QStringLiteral("Right: 0.409")))
        << f.session()->verdict().toStdString();
    // What the student typed is echoed in the language's decimal form.
    EXPECT_TRUE(f.session()->verdict().contains(QStringLiteral("You said 0.41.")))
        << f.session()->verdict().toStdString();
}

TEST(LessonWindow, AnAnswerIsEchoedInTheLanguagesDecimalForm) {
    Fixture f(part("course-1-attention"));
    const QChar sign = attn::ui::decimal_sign();
    attn::ui::set_decimal_sign(QLatin1Char(','));
    f.session()->go(step_index(f.w.document()->lesson(), "Rebuild it for the money sentence"));
    QCoreApplication::processEvents();
    QLineEdit* edit = f.w.lessonPane()->numberEdit();
    QTest::keyClicks(edit, QStringLiteral("0,41"));
    QTest::keyClick(edit, Qt::Key_Return);
    const QString v = f.session()->verdict();
    attn::ui::set_decimal_sign(sign);
    EXPECT_TRUE(v.startsWith(QStringLiteral("Right: 0,409"))) << v.toStdString();
    EXPECT_TRUE(v.contains(QStringLiteral("You said 0,41."))) << v.toStdString();
    EXPECT_FALSE(v.contains(QStringLiteral("0.41"))) << v.toStdString();
}

TEST(LessonWindow, AShownAnswerReadsAsOneSentenceAndARightChoiceIsNotSaidTwice) {
    Fixture f(part("course-1-attention"));
    f.session()->go(step_index(f.w.document()->lesson(), "Rebuild it for the money sentence"));
    QCoreApplication::processEvents();
    f.w.lessonPane()->revealButton()->click();
    QCoreApplication::processEvents();
    const QString prompt = f.w.lessonPane()->promptText();
    EXPECT_FALSE(prompt.contains(QStringLiteral("Your answer"))) << prompt.toStdString();
    EXPECT_TRUE(f.w.lessonPane()->verdictText().startsWith(QStringLiteral("The answer: 0.409")))
        << f.w.lessonPane()->verdictText().toStdString();
    // A right cell: the verdict names it once.
    f.session()->go(step_index(f.w.document()->lesson(), "Softmax: scores become shares"));
    QCoreApplication::processEvents();
    const QString v = f.session()->answerCell(2, 2);
    EXPECT_TRUE(v.startsWith(QStringLiteral("Right: bank → bank (0.498)"))) << v.toStdString();
    EXPECT_FALSE(v.contains(QStringLiteral("You said"))) << v.toStdString();
}

TEST(LessonWindow, ClickingACellAnswersACellQuestion) {
    Fixture f(part("course-1-attention"));
    f.session()->go(step_index(f.w.document()->lesson(), "Softmax: scores become shares"));
    QCoreApplication::processEvents();
    attn::ui::HeatmapView* map = f.w.attentionPane()->heatmap(0);
    ASSERT_TRUE(map);
    EXPECT_TRUE(map->cellText(2, 2).isEmpty());  // the numbers wait for the answer
    QTest::mouseClick(map, Qt::LeftButton, {}, map->cellRect(2, 2).center());
    EXPECT_FALSE(f.session()->pending());
    EXPECT_TRUE(f.session()->verdict().startsWith(QStringLiteral("Right: bank → bank (0.498)")))
        << f.session()->verdict().toStdString();
    EXPECT_EQ(map->cellText(2, 2), QStringLiteral("0.498"));
}

TEST(LessonWindow, ComputedAnswersFollowTheTeachersEdits) {
    Fixture f(part("course-1-attention"));
    const int i = step_index(f.w.document()->lesson(), "The blend, term by term");
    attn::Lesson l = f.w.document()->lesson();
    // Make river a money word: the right answer to "which axis wins" becomes money.
    const int river = *l.table.word_index("river");
    l.table.set_value(river, 0, 0.0f);
    l.table.set_value(river, 1, 0.9f);
    f.w.openLesson(l, {});
    QCoreApplication::processEvents();
    f.session()->go(i);
    f.w.lessonPane()->choices()->button(2)->click();  // money, by about three to one
    EXPECT_TRUE(f.session()->verdict().startsWith(QStringLiteral("Right: money")))
        << f.session()->verdict().toStdString();
}

TEST(LessonWindow, AuthoringStepsIsUndoable) {
    Fixture f(part("module1"));
    auto* dock = f.w.findChild<QDockWidget*>(QStringLiteral("lessonDock"));
    EXPECT_FALSE(dock->isVisible());  // a lesson without steps opens as before
    EXPECT_EQ(f.session()->current(), -1);
    f.w.viewState()->setHighlightedWord(QStringLiteral("river"));
    f.w.lessonPane()->addStepFromView();
    ASSERT_EQ(f.w.document()->lesson().steps.size(), 1u);
    const attn::StepView v = f.w.document()->lesson().steps[0].view;
    EXPECT_EQ(v.highlight, std::optional<std::string>("river"));
    EXPECT_EQ(v.variant, attn::Variant::Simple);
    EXPECT_EQ(v.plane, (std::vector<std::string>{"water", "money"}));
    f.w.lessonPane()->editStep(0, QStringLiteral("Look"),
                               QStringLiteral("Bank gives {{weight 0 bank river}}."));
    EXPECT_TRUE(f.w.lessonPane()->shownText().contains(QStringLiteral("Bank gives 0.317.")));
    f.w.lessonPane()->addStepFromView();
    f.w.lessonPane()->moveStep(1, 0);
    EXPECT_EQ(f.w.document()->lesson().steps[1].title, "Look");
    f.w.lessonPane()->deleteStep(0);
    ASSERT_EQ(f.w.document()->lesson().steps.size(), 1u);
    QUndoStack* undo = f.w.document()->undoStack();
    EXPECT_EQ(undo->count(), 5);  // add, edit, add, move, delete: one step each
    for (int k = 0; k < 5; ++k) undo->undo();
    EXPECT_TRUE(f.w.document()->lesson().steps.empty());
    for (int k = 0; k < 5; ++k) undo->redo();
    ASSERT_EQ(f.w.document()->lesson().steps.size(), 1u);
    EXPECT_EQ(f.w.document()->lesson().steps[0].title, "Look");
    // Saved with the lesson.
    const attn::Lesson back =
        attn::lesson_from_json(attn::lesson_to_json(f.w.document()->lesson()));
    EXPECT_EQ(back.steps, f.w.document()->lesson().steps);
}

TEST(LessonWindow, AStepNamingAMissingWordOpensAndSaysWhere) {
    attn::Lesson l = part("module1");
    attn::LessonStep s;
    s.title = "Broken";
    s.view.highlight = "bnak";
    l.steps = {s};
    Fixture f(l);
    EXPECT_FALSE(f.w.lessonPane()->problemsLabel()->isHidden());
    EXPECT_EQ(f.w.lessonPane()->problemsLabel()->text(),
              QStringLiteral("Step 1, view.highlight: no word 'bnak' in the sentence"));
}

TEST(LessonWindow, StepTextIsRenderedSafely) {
    attn::ui::SafeTextDocument doc;
    attn::ui::set_safe_markdown(
        &doc, QStringLiteral(
                  "**bold** <b>raw</b>\n\n![zero](file:///dev/zero) [site](https://example.org)"));
    const QString text = doc.toPlainText();
    EXPECT_TRUE(text.contains(QStringLiteral("<b>raw</b>")))
        << text.toStdString();  // HTML shown as text
    EXPECT_TRUE(text.contains(QStringLiteral("[image: file:///dev/zero]"))) << text.toStdString();
    for (QTextBlock b = doc.begin(); b.isValid(); b = b.next())
        for (auto it = b.begin(); !it.atEnd(); ++it)
            EXPECT_FALSE(it.fragment().charFormat().isImageFormat());
    EXPECT_TRUE(attn::ui::is_openable_link(QUrl(QStringLiteral("https://example.org"))));
    EXPECT_FALSE(attn::ui::is_openable_link(QUrl(QStringLiteral("file:///etc/passwd"))));
    EXPECT_FALSE(attn::ui::is_openable_link(QUrl(QStringLiteral("javascript:alert(1)"))));
}

}  // namespace
}  // namespace attn::app
