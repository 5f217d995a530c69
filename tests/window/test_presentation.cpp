// Presentation mode (View ▸ Present, F5) under the offscreen platform at a
// 1024×768 and a 1920×1080 projector: what the window shows, the presenter's
// keys moving through the steps, R revealing a predict step, Esc leaving; the
// figures drawn live from the window's state.
#include <gtest/gtest.h>

#include <QAbstractButton>
#include <QAction>
#include <QLabel>
#include <QMenuBar>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>
#include <algorithm>
#include <cmath>

#include "attnlab/lesson/lesson_io.hpp"
#include "attnlab/lesson/lesson_texts.hpp"
#include "commands/set_values_command.hpp"
#include "document/view_state.hpp"
#include "figures/figure_canvas.hpp"
#include "figures/text_probe.hpp"
#include "files/builtin_lessons.hpp"
#include "handout_test_helpers.hpp"
#include "lesson/lesson_session.hpp"
#include "main_window.hpp"
#include "presentation_window.hpp"
#include "style/safe_markdown.hpp"
#include "ui_test_helpers.hpp"
#include "viewdata/step_figures.hpp"

namespace attn::app {
namespace {

using namespace attn::ui;

using attn::ui::test::demo;
using attn::ui::test::settle;

QAction* menubar_action(QMainWindow& w, const QString& text) {
    for (QAction* a : w.menuBar()->findChildren<QAction*>())
        if (a->text() == text) return a;
    return nullptr;
}

// The presentation of `w`, opened with F5's action and set to `size`.
PresentationWindow* open(MainWindow& w, QSize size) {
    QAction* present = menubar_action(w, QStringLiteral("&Present"));
    if (!present) return nullptr;
    EXPECT_EQ(present->shortcut(), QKeySequence(Qt::Key_F5));
    present->trigger();
    PresentationWindow* p = w.presentation();
    if (!p) return nullptr;
    p->showNormal();
    p->resize(size);
    settle();
    return p;
}

void key(QWidget* w, Qt::Key k) {
    QTest::keyClick(w, k);
    settle();
}

class Presentation : public ::testing::TestWithParam<QSize> {};

TEST_P(Presentation, FillsTheScreenWithLargeTextAndViews) {
    MainWindow w(demo());
    settle();
    PresentationWindow* p = open(w, GetParam());
    ASSERT_TRUE(p);
    EXPECT_TRUE(p->isVisible());
    EXPECT_EQ(p->size(), GetParam());
    EXPECT_EQ(p->titleLabel()->text(), QStringLiteral("Scores compare every pair"));
    // Type a room can read: at least 24 px on a 768-line projector, more on a larger screen.
    EXPECT_GE(p->bodyPx(), 24.0 * GetParam().height() / 768 - 1);
    EXPECT_GE(p->titleLabel()->font().pixelSize(), 36);
    // The view is large: it takes most of the canvas, and the canvas most of the width.
    FigureCanvas* c = p->canvas();
    ASSERT_TRUE(c->isVisible());
    EXPECT_GE(c->width(), GetParam().width() / 2);
    ASSERT_EQ(c->figures().size(), 1u);
    const auto placed = c->placements();
    ASSERT_EQ(placed.size(), 1u);
    EXPECT_TRUE(QRectF(c->rect()).adjusted(-1, -1, 1, 1).contains(placed[0].rect));
    // The map grows with the screen: cells and labels larger at 1080 lines than at 768.
    const double label_px = c->figures()[0].look.font_px * placed[0].scale;
    EXPECT_GE(label_px, 18.0 * GetParam().height() / 768);
    EXPECT_TRUE(p->textBrowser()->toPlainText().contains(QStringLiteral("dot product")));
    EXPECT_FALSE(p->answerBrowser()->isVisible());
}

// A step holding a what-if (issue 38): the slide draws what the window shows —
// every map says so and crosses its cut line out — and the moved outputs wait
// with the question.
TEST_P(Presentation, AStepsWhatIfIsOnEverySlideFigure) {
    MainWindow w(load_builtin_lesson(QStringLiteral("course-1-attention")));
    settle();
    LessonSession* s = w.lessonSession();
    const int step =
        attn::ui::test::step_index(w.document()->lesson(), "What if bank could not see river?");
    ASSERT_GE(step, 0);
    s->go(step);
    settle();
    PresentationWindow* p = open(w, GetParam());
    ASSERT_TRUE(p);
    ASSERT_TRUE(s->pending());
    const auto all_figures = [&] {
        std::vector<FigureCanvas::Figure> out;
        for (int page = 0; page < p->figurePages(); ++page) {
            if (page > 0) key(p, Qt::Key_F);
            for (const auto& f : p->canvas()->figures()) out.push_back(f);
        }
        if (p->figurePages() > 1) key(p, Qt::Key_F);
        return out;
    };
    std::vector<FigureCanvas::Figure> figures = all_figures();
    ASSERT_EQ(figures.size(), 3u);  // both sentences' maps and the Vectors plot
    for (const auto& f : figures)
        EXPECT_EQ(f.spec.what_if, QStringLiteral("What if: head 1 · line 2 → 1 cut"));
    for (int k = 0; k < 2; ++k) {
        ASSERT_EQ(figures[size_t(k)].spec.panels.size(), 1u);
        EXPECT_EQ(figures[size_t(k)].spec.panels[0].cut,
                  (std::vector<std::pair<int, int>>{{2, 1}}));
    }
    EXPECT_TRUE(figures[2].spec.vectors.moved.empty());  // where bank lands is the question
    key(p, Qt::Key_R);
    figures = all_figures();
    ASSERT_EQ(figures.size(), 3u);
    EXPECT_FALSE(figures[2].spec.vectors.moved.empty());
    // The window's own weights stay the lesson's: nothing was written into them.
    EXPECT_EQ(w.document()->lesson().attention,
              load_builtin_lesson(QStringLiteral("course-1-attention")).attention);
}

// A what-if the lesson holds for every step says so on the slide (it read as the step's own).
TEST_P(Presentation, ALessonWideWhatIfSaysItHoldsOnEveryStep) {
    attn::Lesson l = load_builtin_lesson(QStringLiteral("course-1-attention"));
    const int step = attn::ui::test::step_index(l, "What if bank could not see river?");
    ASSERT_GE(step, 0);
    l.what_if = *l.steps[size_t(step)].view.what_if;
    l.steps = {l.steps[size_t(step)]};
    l.steps[0].view.what_if.reset();
    l.steps[0].question.reset();
    l.attention.variant = attn::Variant::Simple;
    MainWindow w(l);
    settle();
    w.lessonSession()->go(0);
    settle();
    PresentationWindow* p = open(w, GetParam());
    ASSERT_TRUE(p);
    int marked = 0;
    for (int page = 0; page < p->figurePages(); ++page) {
        p->setFigurePage(page);
        for (const auto& f : p->canvas()->figures()) {
            EXPECT_EQ(f.spec.what_if, QStringLiteral("What if: head 1 · line 2 → 1 cut (on every "
                                                     "step of this lesson)"));
            ++marked;
        }
    }
    EXPECT_GT(marked, 0);
}

TEST_P(Presentation, KeysMoveThroughTheStepsAndRRevealsAPrediction) {
    MainWindow w(demo());
    settle();
    LessonSession* s = w.lessonSession();
    PresentationWindow* p = open(w, GetParam());
    ASSERT_TRUE(p);
    key(p, Qt::Key_Right);
    EXPECT_EQ(s->current(), 1);
    EXPECT_EQ(p->titleLabel()->text(), QStringLiteral("Predict: where does bank go?"));
    // The predict step: the question shown, the answer and the numbers and outputs kept back.
    EXPECT_TRUE(s->pending());
    EXPECT_TRUE(p->textBrowser()->toPlainText().contains(QStringLiteral("Which axis wins")));
    EXPECT_TRUE(p->footerLabel()->text().contains(QStringLiteral("R reveals")));
    EXPECT_FALSE(p->answerBrowser()->isVisible());
    // The step's figures, over its pages when the screen shows them a page at a time (F).
    const auto all_figures = [&] {
        std::vector<FigureCanvas::Figure> out;
        for (int page = 0; page < p->figurePages(); ++page) {
            if (page > 0) key(p, Qt::Key_F);
            for (const auto& f : p->canvas()->figures()) out.push_back(f);
        }
        if (p->figurePages() > 1) key(p, Qt::Key_F);  // round to the first page again
        EXPECT_EQ(p->figurePage(), 0);
        return out;
    };
    std::vector<FigureCanvas::Figure> figures = all_figures();
    ASSERT_EQ(figures.size(), 3u);  // both sentences' maps, and the Vectors plot
    EXPECT_FALSE(figures[0].look.numbers);
    EXPECT_TRUE(figures[2].spec.vectors.outputs.empty());
    key(p, Qt::Key_R);
    EXPECT_TRUE(s->revealed());
    EXPECT_TRUE(p->answerBrowser()->isVisible());
    EXPECT_TRUE(p->answerBrowser()->toPlainText().contains(QStringLiteral("Answer: water")));
    EXPECT_TRUE(p->answerBrowser()->toPlainText().contains(QStringLiteral("River brings water")));
    figures = all_figures();
    ASSERT_EQ(figures.size(), 3u);
    EXPECT_TRUE(figures[0].look.numbers);
    EXPECT_FALSE(figures[2].spec.vectors.outputs.empty());
    // Every key a clicker sends.
    key(p, Qt::Key_Left);
    EXPECT_EQ(s->current(), 0);
    key(p, Qt::Key_PageDown);
    EXPECT_EQ(s->current(), 1);
    key(p, Qt::Key_Space);
    EXPECT_EQ(s->current(), 2);
    key(p, Qt::Key_Return);  // Return reveals too
    EXPECT_TRUE(s->revealed());
    key(p, Qt::Key_Down);
    EXPECT_EQ(s->current(), 3);
    key(p, Qt::Key_Down);
    EXPECT_EQ(s->current(), 3);  // the last step stays
    key(p, Qt::Key_Up);
    key(p, Qt::Key_PageUp);
    EXPECT_EQ(s->current(), 1);
    EXPECT_EQ(p->titleLabel()->text(), QStringLiteral("Predict: where does bank go?"));
}

TEST_P(Presentation, EscLeaves) {
    MainWindow w(demo());
    settle();
    PresentationWindow* p = open(w, GetParam());
    ASSERT_TRUE(p);
    key(p, Qt::Key_Escape);
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    EXPECT_EQ(w.presentation(), nullptr);
    EXPECT_EQ(w.lessonSession()->current(), 0);
}

TEST_P(Presentation, FiguresFollowEditsAndTheHighlightedWord) {
    MainWindow w(demo());
    settle();
    PresentationWindow* p = open(w, GetParam());
    ASSERT_TRUE(p);
    ASSERT_EQ(p->canvas()->figures().size(), 1u);
    const float before =
        p->canvas()->figures()[0].spec.panels[0].values(2, 1);  // bank · river, raw score
    Document* doc = w.document();
    const int bank = int(*doc->lesson().table.word_index("bank"));
    doc->undoStack()->push(new SetValuesCommand(doc, ValueTarget::Embedding, {{bank, 0, 0.8f}}));
    settle();
    EXPECT_NE(p->canvas()->figures()[0].spec.panels[0].values(2, 1), before);
    w.viewState()->setHighlightedWord(QStringLiteral("river"));
    settle();
    EXPECT_EQ(p->canvas()->figures()[0].spec.panels[0].highlight, QStringLiteral("river"));
}

TEST_P(Presentation, ALessonWithoutStepsPresentsTheCurrentViewUnderItsTitle) {
    MainWindow w(load_builtin_lesson(QStringLiteral("module1")));
    settle();
    PresentationWindow* p = open(w, GetParam());
    ASSERT_TRUE(p);
    EXPECT_EQ(p->titleLabel()->text(), QString::fromStdString(w.document()->lesson().title));
    EXPECT_EQ(p->canvas()->figures().size(), w.viewState()->shown().size());
    key(p, Qt::Key_Right);
    EXPECT_EQ(w.lessonSession()->current(), -1);
    EXPECT_TRUE(p->isVisible());
}

// Every word of `title` is painted (wrapped over lines, never cut to "…").
bool painted_whole(const QString& title, const std::vector<DrawnText>& texts) {
    QString all;
    for (const DrawnText& t : texts) all += t.text + QLatin1Char(' ');
    for (const QString& word : title.split(QLatin1Char(' '), Qt::SkipEmptyParts))
        if (!all.contains(word)) return false;
    return true;
}

// The lesson sentence `i` is in `f`: its map or blend names it, or the Vectors plot has it in its
// legend.
bool figure_shows(const FigureCanvas::Figure& f, const QString& sentence) {
    if (f.spec.kind == FigureKind::Vectors) return f.spec.vectors.sentences.contains(sentence);
    return f.look.title.contains(QStringLiteral("“%1”").arg(sentence));
}

// The rule of issue 25 on every step of the built-in course, at both projector
// sizes: measured on what the window paints (a TextProbe over the whole
// window), no text under 18 px, no cell number under 14 px; the step's and
// every figure's title painted whole; every shown sentence in a figure. A
// slide whose figures are shown a page at a time (F) is held to it on every
// page, and its pages together show every figure of the step.
TEST_P(Presentation, EveryCourseSlideIsReadable) {
    for (const QString& part : builtin_course_parts()) {
        MainWindow w(load_builtin_lesson(part));
        settle();
        PresentationWindow* p = open(w, GetParam());
        ASSERT_TRUE(p);
        LessonSession* s = w.lessonSession();
        for (int i = 0; i < s->count(); ++i) {
            s->go(i);
            settle();
            const attn::Scene& scene = w.viewState()->scene();
            std::vector<FigureCanvas::Figure> seen;  // the figures over all pages
            int pages = 1;
            for (int page = 0; page < pages; ++page) {
                if (page > 0) {
                    QTest::keyClick(p, Qt::Key_F);
                    settle();
                }
                pages = p->figurePages();
                ASSERT_EQ(p->figurePage(), page);
                const std::string where = QStringLiteral("%1 step %2, figures %3 of %4")
                                              .arg(part)
                                              .arg(i + 1)
                                              .arg(page + 1)
                                              .arg(pages)
                                              .toStdString();
                const std::vector<DrawnText> texts = p->paintedTexts();
                ASSERT_FALSE(texts.empty()) << where;
                const DrawnText* text = nullptr;  // the smallest text, and the smallest cell number
                const DrawnText* cell = nullptr;
                for (const DrawnText& t : texts) {
                    const DrawnText*& least = t.cell_number ? cell : text;
                    if (!least || t.px < least->px) least = &t;
                }
                ASSERT_TRUE(text) << where;
                EXPECT_GE(text->px, PresentationWindow::kMinTextPx - 0.01)
                    << where << ": \"" << text->text.toStdString() << "\" " << text->px;
                if (cell)
                    EXPECT_GE(cell->px, PresentationWindow::kMinCellPx - 0.01)
                        << where << ": cell " << cell->text.toStdString() << " " << cell->px;
                EXPECT_TRUE(painted_whole(p->titleLabel()->text(), texts)) << where;
                for (const auto& f : p->canvas()->figures()) {
                    EXPECT_TRUE(painted_whole(f.look.title, texts))
                        << where << ": " << f.look.title.toStdString();
                    seen.push_back(f);
                }
                // Paged, the footer says how to go on and why the figures are not all shown.
                if (pages > 1)
                    EXPECT_TRUE(p->footerLabel()->text().contains(
                        QStringLiteral("F: next figures (page %1 of %2; all together too small)")
                            .arg(p->figurePage() + 1)
                            .arg(pages)))
                        << where << ": " << p->footerLabel()->text().toStdString();
                // The footer's keys stay on one line (the lesson's title gives way) unless the
                // paging's reason is among them.
                const QLabel* footer = p->footerLabel();
                if (pages < 2)
                    EXPECT_LT(footer->height(), 2 * footer->fontMetrics().lineSpacing())
                        << where << ": " << footer->text().toStdString();
                // The title is shortened only when whole it would not fit beside the keys.
                const QString title =
                    QString::fromStdString(attn::lesson_texts(w.document()->lesson(), "en").title);
                if (!footer->text().contains(title)) {
                    QString whole = footer->text();
                    whole.replace(QRegularExpression(QStringLiteral(" · [^·]*…")),
                                  QStringLiteral(" · ") + title);
                    EXPECT_GT(footer->fontMetrics().horizontalAdvance(whole),
                              footer->contentsRect().width())
                        << where
                        << ": shortened, though whole it fits: " << footer->text().toStdString();
                }
                // A map of several heads too small to read shows one head, with its chooser.
                if (p->showsOneHead()) {
                    EXPECT_TRUE(p->headChooser()->isVisible()) << where;
                    EXPECT_TRUE(p->footerLabel()->text().contains(QStringLiteral("H: next head")))
                        << where;
                }
            }
            const std::string where =
                QStringLiteral("%1 step %2").arg(part).arg(i + 1).toStdString();
            EXPECT_EQ(seen.size(), step_figures(w.document()->shownLesson(), scene).size())
                << where;
            for (int shown : scene.sentences) {
                const QString sentence =
                    QString::fromStdString(w.document()->lesson().sentences.at(size_t(shown)));
                EXPECT_TRUE(std::any_of(seen.begin(), seen.end(),
                                        [&](const auto& f) { return figure_shows(f, sentence); }))
                    << where << ": " << sentence.toStdString();
            }
        }
    }
}

// Four heads of a seven-word sentence do not fit a 1024×768 slide readably: one
// head large, H and Shift+H and the number keys choose it, the chooser follows.
TEST(PresentationHeads, OneHeadLargeWithAChooser) {
    MainWindow w(load_builtin_lesson(QStringLiteral("course-2-heads")));
    settle();
    PresentationWindow* p = open(w, QSize(1024, 768));
    ASSERT_TRUE(p);
    ASSERT_TRUE(p->showsOneHead());
    EXPECT_EQ(p->headCount(), 4);
    EXPECT_EQ(p->head(), 0);
    const auto cells = [&] {
        const auto& f = p->canvas()->figures();
        return f.empty() ? QString() : f.front().look.title;
    };
    const QString first = cells();
    key(p, Qt::Key_H);
    EXPECT_EQ(p->head(), 1);
    EXPECT_NE(cells(), first);
    QTest::keyClick(p, Qt::Key_H, Qt::ShiftModifier);
    settle();
    EXPECT_EQ(p->head(), 0);
    QTest::keyClick(p, Qt::Key_H, Qt::ShiftModifier);
    settle();
    EXPECT_EQ(p->head(), 3);  // round to the last
    key(p, Qt::Key_2);
    EXPECT_EQ(p->head(), 1);
    EXPECT_TRUE(p->canvas()->figures().front().look.title.contains(QStringLiteral("head 2 of 4")));
    auto buttons = p->headChooser()->findChildren<QAbstractButton*>();
    ASSERT_EQ(buttons.size(), 4);
    EXPECT_TRUE(buttons[1]->isChecked());
    buttons[2]->click();
    settle();
    EXPECT_EQ(p->head(), 2);
}

// Revealed with another head shown, the answer comes beside the head its question asks about.
TEST(PresentationHeads, ARevealedAnswerShowsTheHeadItSpeaksOf) {
    MainWindow w(load_builtin_lesson(QStringLiteral("course-3-training")));
    settle();
    const attn::Lesson& l = w.document()->lesson();
    int ball = -1;
    for (size_t i = 0; i < l.steps.size(); ++i)
        if (l.steps[i].title == "Where does ball look?") ball = int(i);
    ASSERT_GE(ball, 0);
    w.lessonSession()->go(ball);
    settle();
    PresentationWindow* p = open(w, QSize(1024, 768));
    ASSERT_TRUE(p);
    ASSERT_TRUE(p->showsOneHead());
    key(p, Qt::Key_2);
    EXPECT_EQ(p->head(), 1);
    key(p, Qt::Key_R);  // the question is about layer 2, head 1
    EXPECT_TRUE(w.lessonSession()->revealed());
    EXPECT_EQ(p->head(), 0);
    EXPECT_TRUE(p->canvas()->figures().front().look.title.contains(QStringLiteral("head 1 of")));
}

// The measure reads what is painted: a canvas's numbers shrink with it, and a
// figure too small for the rule is seen to be.
TEST(FigureMeasure, TextSizesFollowTheCanvas) {
    MainWindow w(load_builtin_lesson(QStringLiteral("course-1-attention")));
    settle();
    PresentationWindow* p = open(w, QSize(1024, 768));
    ASSERT_TRUE(p);
    FigureCanvas* c = p->canvas();
    ASSERT_FALSE(c->figures().empty());
    const auto smallest = [](const std::vector<DrawnText>& t, bool cell) {
        double m = 1e9;
        for (const auto& d : t)
            if (d.cell_number == cell) m = std::min(m, d.px);
        return m;
    };
    const auto big = c->measure(QSizeF(c->size())), tiny = c->measure(QSizeF(c->size()) / 2);
    EXPECT_LT(smallest(tiny, false), smallest(big, false) - 0.5);
    EXPECT_LT(smallest(tiny, false), PresentationWindow::kMinTextPx);
}

TEST(WindowHandout, FileExportHandoutWritesTheLessonsSteps) {
    MainWindow w(demo());
    settle();
    ASSERT_NE(menubar_action(w, QStringLiteral("Export &Handout…")), nullptr);
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("h.pdf"));
    ASSERT_TRUE(w.exportHandout(out, true));
    QFile f(out);
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    EXPECT_TRUE(f.readAll().startsWith("%PDF"));
    // A step naming a word the lesson lacks: nothing is written.
    attn::Lesson bad = demo();
    bad.steps[0].view.highlight = "bnak";
    w.openLesson(bad, {});
    settle();
    const QString refused = dir.filePath(QStringLiteral("bad.pdf"));
    EXPECT_FALSE(w.exportHandout(refused, true));
    EXPECT_FALSE(QFile::exists(refused));
}

INSTANTIATE_TEST_SUITE_P(Projectors, Presentation,
                         ::testing::Values(QSize(1024, 768), QSize(1920, 1080)),
                         [](const auto& info) {
                             return QStringLiteral("%1x%2")
                                 .arg(info.param.width())
                                 .arg(info.param.height())
                                 .toStdString();
                         });

}  // namespace
}  // namespace attn::app
