// Nothing clipped in German (the longest words) and Hebrew (right to left), at
// a projector's 1024 × 768 and a laptop's 1366 × 768: the window on Module 1
// with the Blend pane raised, on a lesson's choice question, on a real model's
// lesson with the Model dock (every tab) and the Head view raised, and every tab
// of the step editor. No label or button cut and no pane scrolling sideways at
// either size.
// (The pseudo-locale test does the same for longer-than-any text at laptop sizes.)
#include <gtest/gtest.h>

#include <QApplication>
#include <QDockWidget>
#include <QLabel>
#include <QPlainTextEdit>
#include <QStatusBar>
#include <QTabWidget>
#include <QTest>
#include <cmath>
#include <cstring>

#include "authoring/step_editor.hpp"
#include "clipping.hpp"
#include "document/view_state.hpp"
#include "files/builtin_lessons.hpp"
#include "i18n/language.hpp"
#include "itemmodels/matrix_item_model.hpp"
#include "lesson/lesson_session.hpp"
#include "main_window.hpp"
#include "modeldock/model_pane.hpp"
#include "panes/attention_pane.hpp"
#include "panes/blend_pane.hpp"
#include "panes/lesson_pane.hpp"
#include "style/plain_text.hpp"
#include "widgets/heatmap_view.hpp"

using attn::ui::load_builtin_lesson;  // (not through another file's using in a unity batch)

namespace attn::ui {
namespace {

using test::clipped;

struct Language {
    explicit Language(const char* code) { ok = apply_language(QString::fromLatin1(code)); }
    ~Language() { apply_language(QStringLiteral("en")); }
    bool ok = false;
};

constexpr const char* kLanguages[] = {"de", "he"};
const QSize kSizes[] = {QSize(1024, 740), QSize(1366, 740)};  // 768 less a task bar

std::string where(const char* lang, QSize size, const char* what) {
    return std::string(lang) + " at " + std::to_string(size.width()) + "×" +
           std::to_string(size.height()) + ", " + what;
}

// Labels and buttons show their whole text at every size, and no pane scrolls sideways (its
// rows wrap, its tables stack), at the projector's 1024 px as at the laptop's 1366 px.
void expectNothingClipped(const QWidget& root, const std::string& when) {
    const QStringList bad = clipped(root, true);
    EXPECT_TRUE(bad.isEmpty()) << when << ": " << bad.size() << " clipped:\n  "
                               << bad.join(QStringLiteral("\n  ")).toStdString();
}

void raise(const app::MainWindow& w, const char* dock) {
    if (auto* d = w.findChild<QDockWidget*>(QString::fromLatin1(dock))) d->raise();
    QTest::qWait(30);
}

TEST(ClippingLanguages, TheBlendPaneAndAChoiceQuestion) {
    for (const char* lang : kLanguages) {
        Language language(lang);
        ASSERT_TRUE(language.ok) << lang;
        for (const QSize size : kSizes) {
            app::MainWindow w(load_builtin_lesson(QStringLiteral("module1")));
            w.resize(size);
            w.show();
            ASSERT_TRUE(QTest::qWaitForWindowExposed(&w));
            raise(w, "blendDock");
            w.statusBar()->showMessage(QStringLiteral("…"));
            expectNothingClipped(w, where(lang, size, "Module 1, the Blend pane raised"));
            // Every term of the blend shows its number, and every column its header, flat.
            for (int k = 0; k < 2; ++k) {
                HeatmapView* table = w.blendPane()->table(k);
                ASSERT_NE(table, nullptr);
                const MatrixItemModel* m = table->matrixModel();
                EXPECT_EQ(table->columnLabelsShown().size(), m->columnCount())
                    << where(lang, size, "a blend table's headers");
                EXPECT_FALSE(table->columnLabelsUpright()) << where(lang, size, "blend headers");
                for (int r = 0; r < m->rowCount(); ++r)
                    for (int c = 0; c < m->columnCount(); ++c)
                        if (std::isfinite(m->value(r, c)))
                            EXPECT_FALSE(table->cellText(r, c).isEmpty())
                                << where(lang, size, "a blend table's cell ") << r << ", " << c;
            }
            app::MainWindow course(load_builtin_lesson(QStringLiteral("course-1-attention")));
            course.resize(size);
            course.show();
            ASSERT_TRUE(QTest::qWaitForWindowExposed(&course));
            course.lessonSession()->go(2);  // a choice question
            QTest::qWait(30);
            expectNothingClipped(course, where(lang, size, "course part 1, step 3"));
        }
    }
}

TEST(ClippingLanguages, ARealModelsLessonWithTheModelDockRaised) {
    const QString gpt2 = QStringLiteral(ATTNLAB_SOURCE_DIR "/tests/data/gpt/gpt2-window");
    for (const char* lang : kLanguages) {
        Language language(lang);
        for (const QSize size : kSizes) {
            app::MainWindow w(load_builtin_lesson(QStringLiteral("module1")));
            w.resize(size);
            w.show();
            ASSERT_TRUE(QTest::qWaitForWindowExposed(&w));
            ASSERT_TRUE(w.openModel(gpt2, 0, true));
            ASSERT_TRUE(w.document()->waitForRealModel(30000));
            // The status bar says what the model is in the window's language (it was English).
            const QString layers = QString::fromUtf8(
                std::strcmp(lang, "de") == 0 ? "2 Schichten × 4 Köpfe" : "2 שכבות × 4 ראשים");
            EXPECT_TRUE(w.modelStatusText().contains(layers))
                << lang << ": " << w.modelStatusText().toStdString();
            EXPECT_FALSE(w.modelStatusText().contains(QStringLiteral("layers"))) << lang;
            w.showModelPane();
            QTest::qWait(30);
            expectNothingClipped(w, where(lang, size, "a real model, the Model dock raised"));
            QTabWidget* tabs = w.modelPane()->tabs();
            for (int t = 1; t < tabs->count(); ++t) {  // every tab of the dock
                tabs->setCurrentIndex(t);
                QTest::qWait(30);
                expectNothingClipped(
                    w, where(lang, size, "the Model dock's tab ") + tabs->tabText(t).toStdString());
            }
            tabs->setCurrentIndex(0);
            raise(w, "head-viewDock");
            expectNothingClipped(w, where(lang, size, "a real model, the Head view raised"));
        }
    }
}

// Every pane quotes a sentence in the language's own marks: the Attention pane's caption, the
// Blend pane's and the Model dock's pair (German „…“ in the dock and “…” in the Attention pane
// before).
TEST(ClippingLanguages, EveryPaneQuotesASentenceInTheLanguagesMarks) {
    const std::pair<const char*, QString> marks[] = {{"de", QStringLiteral("„x“")},
                                                     {"fr", QStringLiteral("«\u00a0x\u00a0»")},
                                                     {"he", QStringLiteral("\"x\"")},
                                                     {"en", QStringLiteral("“x”")}};
    for (const auto& [lang, x] : marks) {
        Language language(lang);
        ASSERT_TRUE(language.ok) << lang;
        EXPECT_EQ(attn::ui::quoted_text(QStringLiteral("x")), x) << lang;
        app::MainWindow w(load_builtin_lesson(QStringLiteral("module1")));
        w.resize(1366, 768);
        w.show();
        QTest::qWait(30);
        const QString sentence = QString::fromStdString(
            w.document()->lesson().sentences.at(size_t(w.viewState()->shown().front())));
        const QString quoted = attn::ui::quoted_text(sentence).toHtmlEscaped();
        for (QWidget* pane :
             {static_cast<QWidget*>(w.attentionPane()), static_cast<QWidget*>(w.blendPane())}) {
            bool found = false;
            for (QLabel* l : pane->findChildren<QLabel*>())
                found = found || l->text().contains(quoted);
            EXPECT_TRUE(found) << lang << ": " << pane->metaObject()->className();
        }
    }
}

TEST(ClippingLanguages, EveryTabOfTheStepEditor) {
    for (const char* lang : kLanguages) {
        Language language(lang);
        for (const QSize size : kSizes) {
            app::MainWindow w(load_builtin_lesson(QStringLiteral("course-1-attention")));
            w.resize(size);
            w.show();
            ASSERT_TRUE(QTest::qWaitForWindowExposed(&w));
            StepEditor* e = w.lessonPane()->editCurrentStep();
            ASSERT_NE(e, nullptr);
            ASSERT_TRUE(QTest::qWaitForWindowExposed(e));
            auto* tabs = e->findChild<QTabWidget*>();
            ASSERT_NE(tabs, nullptr);
            for (int t = 0; t < tabs->count(); ++t) {
                tabs->setCurrentIndex(t);
                QTest::qWait(20);
                expectNothingClipped(*e, where(lang, size, "the step editor's tab ") +
                                             tabs->tabText(t).toStdString());
            }
            // The Text field's placeholder stands whole on its line (the writing hints were
            // the placeholder, cut at the field's right edge); the hints wrap under it.
            auto* text = e->findChild<QPlainTextEdit*>();
            ASSERT_NE(text, nullptr);
            tabs->setCurrentIndex(0);
            QTest::qWait(20);
            EXPECT_LE(text->fontMetrics().horizontalAdvance(text->placeholderText()),
                      text->viewport()->width())
                << where(lang, size, "the step editor's Text placeholder");
            auto* hint = e->findChild<QLabel*>(QStringLiteral("stepTextHint"));
            ASSERT_NE(hint, nullptr);
            EXPECT_TRUE(hint->isVisible() && hint->wordWrap());
            e->reject();
        }
    }
}

}  // namespace
}  // namespace attn::ui
