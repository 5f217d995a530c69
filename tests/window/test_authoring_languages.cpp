// A step's words in other languages, written in the step editor's Languages
// tab: an edit of the step's own text keeps its translations, a translation
// typed there is one undo step and survives a save, the preview reads the
// language being written, translated choices that no longer fit the question
// are dropped (the file stays readable), and a code that is no language says so.
#include <gtest/gtest.h>

#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include "attnlab/lesson/lesson_io.hpp"
#include "attnlab/lesson/lesson_texts.hpp"
#include "authoring/lesson_properties_dialog.hpp"
#include "authoring/step_editor.hpp"
#include "authoring/step_question_editor.hpp"
#include "authoring/step_translation_editor.hpp"
#include "files/builtin_lessons.hpp"
#include "lesson/lesson_session.hpp"
#include "main_window.hpp"
#include "panes/lesson_pane.hpp"
#include "style/safe_markdown.hpp"
#include "ui_test_helpers.hpp"

namespace attn::app {
namespace {

using namespace attn::ui;

using attn::ui::test::settle;

void ok(StepEditor* e) {
    QTest::mouseClick(e->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok),
                      Qt::LeftButton);
    settle();
}

struct LanguagesCourse {
    LanguagesCourse() : w(load_builtin_lesson(QStringLiteral("course-1-attention"))) {
        w.show();
        settle();
    }
    const attn::LessonStep& step(int i) { return w.document()->lesson().steps.at(size_t(i)); }
    // The first step that asks a choice question.
    int choiceStep() {
        const auto& steps = w.document()->lesson().steps;
        for (size_t i = 0; i < steps.size(); ++i)
            if (steps[i].question && steps[i].question->kind == attn::StepQuestion::Kind::Choice)
                return int(i);
        return -1;
    }
    MainWindow w;
};

TEST(AuthoringLanguages, EditingTheStepsOwnTextKeepsItsTranslations) {
    LanguagesCourse c;
    ASSERT_EQ(c.step(0).translations.size(), 4u);
    const auto before = c.step(0).translations;
    StepEditor* e = c.w.lessonPane()->editCurrentStep();
    ASSERT_NE(e, nullptr);
    e->textEdit()->appendPlainText(QStringLiteral("One more line."));
    ok(e);
    EXPECT_NE(c.step(0).text.find("One more line."), std::string::npos);
    EXPECT_EQ(c.step(0).translations, before);
}

TEST(AuthoringLanguages, ATranslationTypedInTheLanguagesTabIsOneUndoStepAndIsSaved) {
    LanguagesCourse c;
    const int at = c.choiceStep();
    ASSERT_GE(at, 0);
    c.w.lessonSession()->go(at);
    settle();
    StepEditor* e = c.w.lessonPane()->editCurrentStep();
    ASSERT_NE(e, nullptr);
    StepTranslationEditor* t = e->translationEditor();
    e->tabs()->setCurrentIndex(3);
    t->setLanguage(QStringLiteral("it"));  // a language the course does not hold yet
    EXPECT_EQ(t->language(), "it");
    EXPECT_TRUE(t->titleEdit()->text().isEmpty());
    EXPECT_EQ(t->titleEdit()->placeholderText().toStdString(),
              c.step(at).title);  // what to translate
    t->titleEdit()->setText(QStringLiteral("Prevedi"));
    t->textEdit()->setPlainText(QStringLiteral("Il peso: {{weight 0 bank river}}."));
    t->promptEdit()->setPlainText(QStringLiteral("Quale?"));
    QStringList choices;
    for (size_t i = 0; i < c.step(at).question->choices.size(); ++i)
        choices << QStringLiteral("scelta %1").arg(i + 1);
    t->choicesEdit()->setPlainText(choices.join(QLatin1Char('\n')));
    // The preview reads the step in Italian while the Languages tab is open.
    EXPECT_TRUE(e->preview()->toPlainText().contains(QStringLiteral("Prevedi")))
        << e->preview()->toPlainText().toStdString();
    EXPECT_TRUE(e->preview()->toPlainText().contains(QStringLiteral("scelta 2")));
    EXPECT_FALSE(
        e->preview()->toPlainText().contains(QStringLiteral("{{")));  // the quantity is computed
    const int undo0 = c.w.document()->undoStack()->index();
    ok(e);
    ASSERT_TRUE(c.step(at).translations.count("it"));
    const attn::StepTexts& it = c.step(at).translations.at("it");
    EXPECT_EQ(it.title, "Prevedi");
    EXPECT_EQ(it.prompt, "Quale?");
    EXPECT_EQ(it.choices.size(), c.step(at).question->choices.size());
    EXPECT_EQ(c.step(at).translations.size(), 5u);  // the four shipped ones kept
    EXPECT_EQ(c.w.document()->undoStack()->index(), undo0 + 1);

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("it.attnlab.json"));
    ASSERT_TRUE(c.w.saveTo(path, true));
    const attn::Lesson back = attn::read_lesson_file(path.toStdString());
    EXPECT_EQ(back.steps.at(size_t(at)).translations.at("it"), it);

    c.w.document()->undoStack()->undo();
    EXPECT_FALSE(c.step(at).translations.count("it"));
}

TEST(AuthoringLanguages, ChoicesThatNoLongerFitTheQuestionAreDroppedAndTheFileStaysReadable) {
    LanguagesCourse c;
    const int at = c.choiceStep();
    ASSERT_GE(at, 0);
    c.w.lessonSession()->go(at);
    settle();
    ASSERT_FALSE(c.step(at).translations.at("de").choices.empty());
    const std::string germanPrompt = c.step(at).translations.at("de").prompt;
    StepEditor* e = c.w.lessonPane()->editCurrentStep();
    ASSERT_NE(e, nullptr);
    QPlainTextEdit* own = e->questionEditor()->choicesEdit();
    own->setPlainText(own->toPlainText() + QStringLiteral("\na new answer"));
    ok(e);
    const attn::StepTexts& de = c.step(at).translations.at("de");
    EXPECT_TRUE(de.choices.empty());     // four German choices cannot stand for five
    EXPECT_EQ(de.prompt, germanPrompt);  // the rest of the translation stays
    EXPECT_NO_THROW(attn::lesson_from_json(attn::lesson_to_json(c.w.document()->lesson())));
}

TEST(AuthoringLanguages, ACodeThatIsNoLanguageSaysSoAndTakesNoText) {
    LanguagesCourse c;
    StepEditor* e = c.w.lessonPane()->editCurrentStep();
    ASSERT_NE(e, nullptr);
    StepTranslationEditor* t = e->translationEditor();
    t->setLanguage(QStringLiteral("Deutsch!"));
    EXPECT_EQ(t->language(), "");
    EXPECT_FALSE(t->titleEdit()->isEnabled());
    const auto notes = t->findChildren<QLabel*>();
    EXPECT_TRUE(std::any_of(notes.begin(), notes.end(), [t](QLabel* l) {
        return l->isVisibleTo(t) && l->text().contains(QStringLiteral("not a language code"));
    }));
    t->setLanguage(QStringLiteral("de"));
    EXPECT_EQ(t->language(), "de");
    EXPECT_EQ(t->titleEdit()->text().toStdString(), c.step(0).translations.at("de").title);
    e->reject();
}

TEST(AuthoringLanguages, TheLessonsTitleInAnotherLanguageIsOneUndoStepAndShowsInThatLanguage) {
    LanguagesCourse c;
    LessonPropertiesDialog* d = c.w.lessonPane()->editProperties();
    ASSERT_NE(d, nullptr);
    const int es = d->languageBox()->findData(QStringLiteral("es"));
    ASSERT_GE(es, 0);
    d->languageBox()->setCurrentIndex(es);
    EXPECT_EQ(d->translatedTitleEdit()->text().toStdString(),
              c.w.document()->lesson().translations.at("es").title);
    d->translatedTitleEdit()->setText(QStringLiteral("Curso, parte 1 (revisado)"));
    const int fr = d->languageBox()->findData(QStringLiteral("fr"));
    d->languageBox()->setCurrentIndex(fr);  // switching keeps what was typed for Spanish
    EXPECT_EQ(d->translatedTitleEdit()->text().toStdString(),
              c.w.document()->lesson().translations.at("fr").title);
    const int undo0 = c.w.document()->undoStack()->index();
    QTest::mouseClick(d->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok),
                      Qt::LeftButton);
    settle();
    EXPECT_EQ(c.w.document()->lesson().translations.at("es").title, "Curso, parte 1 (revisado)");
    EXPECT_EQ(c.w.document()->undoStack()->index(), undo0 + 1);
    EXPECT_EQ(attn::lesson_texts(c.w.document()->lesson(), "es-MX").title,
              "Curso, parte 1 (revisado)");
    c.w.document()->undoStack()->undo();
    EXPECT_NE(c.w.document()->lesson().translations.at("es").title, "Curso, parte 1 (revisado)");
}

}  // namespace
}  // namespace attn::app
