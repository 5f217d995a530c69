// The window under a teacher's hands (issue 12): one regression test per
// reported problem, driven through the widgets in the user's order.
#include <gtest/gtest.h>

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QListView>
#include <QMenuBar>
#include <QPushButton>
#include <QScatterSeries>
#include <QScrollArea>
#include <QScrollBar>
#include <QSlider>
#include <QSpinBox>
#include <QTest>
#include <QTextDocument>
#include <QToolButton>
#include <QUndoStack>

#include "document/document.hpp"
#include "document/view_state.hpp"
#include "figures/figure_export.hpp"
#include "files/builtin_lessons.hpp"
#include "itemmodels/matrix_item_model.hpp"
#include "itemmodels/sentence_item_model.hpp"
#include "main_window.hpp"
#include "message_box_catcher.hpp"
#include "panes/attention_pane.hpp"
#include "panes/blend_pane.hpp"
#include "panes/sentences_pane.hpp"
#include "style/figure_style.hpp"
#include "training/head_grid.hpp"
#include "training/probe_panel.hpp"
#include "training/settings_form.hpp"
#include "training/training_pane.hpp"
#include "training_test_helpers.hpp"
#include "ui_test_helpers.hpp"
#include "widgets/heatmap_view.hpp"
#include "widgets/sentence_delegate.hpp"
#include "widgets/vector_plot.hpp"

namespace attn::app {
namespace {

using namespace attn::ui;
using namespace attn::ui::testing;

using attn::ui::test::module1;

QToolButton* button(QWidget* pane, const QString& text) {
    for (auto* b : pane->findChildren<QToolButton*>())
        if (b->text() == text) return b;
    return nullptr;
}

void clickRow(QListView* list, int row) {
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {},
                      list->visualRect(list->model()->index(row, 0)).center());
}

// 1. Click the last sentence, then "− Sentence": the window stays, one
// sentence remains shown, and undo brings the other back.
TEST(WindowTeacher, RemovingTheSelectedLastSentenceKeepsTheWindow) {
    MainWindow w(module1());
    w.show();
    QListView* list = w.sentencesPane()->list();
    clickRow(list, 1);
    ASSERT_EQ(list->currentIndex().row(), 1);
    QTest::mouseClick(button(w.sentencesPane(), QStringLiteral("− Sentence")), Qt::LeftButton);
    ASSERT_EQ(w.document()->lesson().sentences.size(), 1u);
    EXPECT_EQ(w.viewState()->shown(), std::vector<int>{0});
    EXPECT_EQ(list->model()->rowCount(), 1);
    ASSERT_NE(w.attentionModel(0), nullptr);
    EXPECT_EQ(w.attentionModel(1), nullptr);
    w.document()->undoStack()->undo();
    EXPECT_EQ(w.document()->lesson().sentences.size(), 2u);
}

// 1. A highlighted row past the end of the next lesson's list: New, a
// built-in lesson, and a lesson read from a file all open cleanly.
TEST(WindowTeacher, SwitchingLessonsWithALateRowSelectedKeepsTheWindow) {
    MainWindow w(module1());
    w.show();
    QApplication::setActiveWindow(&w);
    QListView* list = w.sentencesPane()->list();
    QTest::mouseClick(button(w.sentencesPane(), QStringLiteral("+ Sentence")), Qt::LeftButton);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
    clickRow(list, 2);
    for (const QString& name : builtin_lesson_names()) {
        attn::test::MessageBoxCatcher discard(QMessageBox::Discard);
        w.openLesson(load_builtin_lesson(name), {});
        EXPECT_EQ(list->model()->rowCount(), int(w.document()->lesson().sentences.size()))
            << name.toStdString();
        for (int s : w.viewState()->shown())
            EXPECT_LT(s, int(w.document()->lesson().sentences.size()));
        clickRow(list, list->model()->rowCount() - 1);
    }
    QAction* newAction = nullptr;
    for (QAction* a : w.menuBar()->actions().front()->menu()->actions())
        if (a->shortcut() == QKeySequence(QKeySequence::New)) newAction = a;
    ASSERT_NE(newAction, nullptr);
    newAction->trigger();
    EXPECT_EQ(list->model()->rowCount(), int(w.document()->lesson().sentences.size()));
}

// 2. "Use this model in the lesson" shows the model's layers in the
// Attention pane, with a layer selector and a way back to the hand-wired heads.
TEST(WindowTeacher, UsingATrainedModelShowsItsLayersInTheAttentionPane) {
    MainWindow w(load_builtin_lesson(QStringLiteral("bubbe")));
    w.show();
    ASSERT_EQ(w.viewState()->source(), ViewState::Source::HandWired);
    TrainingPane* p = w.trainingPane();
    p->form()->setSettings(tinySettings(12));
    p->start();
    ASSERT_TRUE(waitFor([&] { return p->session()->state() == TrainingSession::State::Finished; }));
    p->refreshNow();
    p->useShownModel();
    QApplication::processEvents();
    ASSERT_TRUE(w.document()->lesson().model.has_value());
    EXPECT_EQ(w.viewState()->source(), ViewState::Source::Trained);
    EXPECT_EQ(w.viewState()->heads(), 2);
    auto* layer = w.attentionPane()->findChild<QSpinBox*>(QStringLiteral("layer"));
    ASSERT_NE(layer, nullptr);
    EXPECT_TRUE(layer->isVisibleTo(w.attentionPane()));
    EXPECT_EQ(layer->maximum(), 2);
    const int s = w.viewState()->shown().front();
    const auto& r = w.document()->results()[size_t(s)];
    ASSERT_TRUE(r.modelError.isEmpty()) << r.modelError.toStdString();
    ASSERT_EQ(r.layers.size(), 2u);
    MatrixItemModel* m = w.attentionModel(0, 1);
    ASSERT_NE(m, nullptr);
    EXPECT_TRUE(
        m->matrix().isApprox(r.layers[0].weights[1]));  // layer 1, head 2: the model's own weights
    EXPECT_TRUE(m->causal());
    layer->setValue(2);
    EXPECT_TRUE(w.attentionModel(0, 1)->matrix().isApprox(r.layers[1].weights[1]));
    auto* source = w.attentionPane()->findChild<QComboBox*>(QStringLiteral("source"));
    source->setCurrentIndex(source->findData(int(ViewState::Source::HandWired)));
    EXPECT_EQ(w.viewState()->source(), ViewState::Source::HandWired);
    EXPECT_EQ(w.viewState()->heads(), w.document()->lesson().attention.heads);
    w.document()->undoStack()->undo();  // the model leaves: so does its view
    EXPECT_EQ(w.viewState()->source(), ViewState::Source::HandWired);
    EXPECT_FALSE(layer->isVisibleTo(w.attentionPane()));
    p->reset();
}

// 3. The training dock's maps: above the diagonal no number, a hatched cell.
TEST(WindowTeacher, TrainingMapsHatchMaskedCellsWithoutNumbers) {
    MainWindow w(load_builtin_lesson(QStringLiteral("bubbe")));
    MatrixItemModel* large = w.trainingPane()->probePanel()->largeModel();
    ASSERT_GT(large->rowCount(), 2);
    EXPECT_TRUE(large->causal());
    EXPECT_EQ(large->data(large->index(0, 2), Qt::DisplayRole).toString(), QString());
    EXPECT_EQ(large->data(large->index(0, 2), Qt::BackgroundRole).value<QBrush>().style(),
              Qt::BDiagPattern);
    EXPECT_FALSE(large->data(large->index(2, 0), Qt::DisplayRole).toString().isEmpty());
    MiniHeatmap mini;  // the grid's map, on its own at a known square size
    mini.setMatrix(w.trainingPane()->probePanel()->grid()->map(0, 0)->matrix(),
                   w.trainingPane()->probePanel()->reading().attention.tokens);
    mini.resize(100, 100);
    const QImage img = mini.grab().toImage();
    ASSERT_GT(img.width(), 20);
    // The top-right corner holds grey hatch lines, the bottom-left a map colour.
    const auto count_grey = [&](int x0, int y0) {
        int grey = 0;
        for (int y = y0; y < y0 + img.height() / 8; ++y)
            for (int x = x0; x < x0 + img.width() / 8; ++x)
                grey += QColor(img.pixel(x, y)) == QColor(150, 150, 150);
        return grey;
    };
    EXPECT_GT(count_grey(img.width() * 3 / 4, img.height() / 16), 0);
    EXPECT_EQ(count_grey(img.width() / 16, img.height() * 3 / 4), 0);
}

// 4. Colours belong to sentences: adding a third sentence keeps "the money
// bank" in its colour, the same colour every figure gives it.
TEST(WindowTeacher, ASentenceKeepsItsColourWhenAnotherIsShown) {
    MainWindow w(module1());
    w.show();
    QApplication::setActiveWindow(&w);
    VectorPlot* plot = w.vectorPlot();
    auto colourOf = [&](int sentence) {
        const auto series = plot->chart()->series();
        for (auto* s : series)
            if (s->name().contains(
                    QString::fromStdString(w.document()->lesson().sentences[size_t(sentence)])
                        .toHtmlEscaped()))
                return static_cast<QScatterSeries*>(s)->color();
        return QColor();
    };
    const QColor money = colourOf(1);
    EXPECT_EQ(money, sentence_colour(palette_for(FigureStyle::Light), 1));
    QTest::mouseClick(button(w.sentencesPane(), QStringLiteral("+ Sentence")), Qt::LeftButton);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
    ASSERT_EQ(w.viewState()->shown(), (std::vector<int>{1, 2}));
    EXPECT_EQ(colourOf(1), money);
}

// 5. The simple step names its scores X·Xᵀ, not Q·Kᵀ.
TEST(WindowTeacher, TheSimpleStepOffersXXtScores) {
    MainWindow w(module1());
    auto* stage = w.attentionPane()->findChild<QComboBox*>(QStringLiteral("stage"));
    ASSERT_NE(stage, nullptr);
    ASSERT_EQ(w.document()->lesson().attention.variant, attn::Variant::Simple);
    for (int i = 0; i < stage->count(); ++i)
        EXPECT_FALSE(stage->itemText(i).contains(QStringLiteral("Q·K")))
            << stage->itemText(i).toStdString();
    EXPECT_TRUE(stage->itemText(0).contains(QStringLiteral("X·Xᵀ")));
}

// 6. Generate names the model it sampled from.
TEST(WindowTeacher, GenerateSaysWhichModelItSampledFrom) {
    MainWindow w(load_builtin_lesson(QStringLiteral("bubbe")));
    TrainingPane* p = w.trainingPane();
    p->form()->setSettings(tinySettings(10));
    p->start();
    ASSERT_TRUE(waitFor([&] { return p->session()->state() == TrainingSession::State::Finished; }));
    p->refreshNow();
    p->timeline()->setValue(p->timeline()->minimum());
    p->probePanel()->generateButton()->click();
    EXPECT_TRUE(p->probePanel()->generatedText().contains(QStringLiteral("sampled from: Step 0")))
        << p->probePanel()->generatedText().toStdString();
    p->timeline()->setValue(p->timeline()->maximum());
    EXPECT_TRUE(p->probePanel()->generated().isEmpty());  // another model: the old text goes
    p->probePanel()->generateButton()->click();
    EXPECT_TRUE(p->probePanel()->generatedText().contains(QStringLiteral("Step 10 of 10")))
        << p->probePanel()->generatedText().toStdString();
}

// 8. A PNG at its default resolution fills half a 1920-pixel slide sharply;
// an explicit scale is kept.
TEST(WindowTeacher, DefaultPngIsSharpOnHalfASlide) {
    MainWindow w(module1());
    const FigureSpec spec = w.attentionPane()->figure(*w.attentionModel(0), 0, 0);
    ExportOptions o;
    const QImage img = figure_to_image(spec, o);
    EXPECT_GE(img.width(), kSlideHalfWidthPx);
    o.scale = 1;
    EXPECT_EQ(figure_to_image(spec, o).width(), figure_logical_size(spec, o).width());
    EXPECT_TRUE(spec.caption.contains(QStringLiteral("the river bank")));  // names the sentence
}

// 9. Ctrl+- zooms out: no key is bound twice on one action.
TEST(WindowTeacher, ZoomShortcutsAreNotAmbiguous) {
    MainWindow w(module1());
    for (QAction* a : w.findChildren<QAction*>()) {
        const auto keys = a->shortcuts();
        for (int i = 0; i < keys.size(); ++i)
            for (int j = i + 1; j < keys.size(); ++j)
                EXPECT_NE(keys[i], keys[j]) << a->text().toStdString();
    }
    const auto keys = zoom_shortcuts(QKeySequence(Qt::CTRL | Qt::Key_Minus), QKeySequence::ZoomOut);
    EXPECT_EQ(keys.count(QKeySequence(Qt::CTRL | Qt::Key_Minus)), 1);
}

// 10. Markup in a lesson is text: marking unknown words never breaks its own
// spans, and labels that show sentence text are plain.
TEST(WindowTeacher, UnknownWordMarkingDoesNotMatchInsideItsOwnMarkup) {
    const QString html = mark_unknown_words(QStringLiteral("the red color"),
                                            {QStringLiteral("red"), QStringLiteral("color")});
    QTextDocument d;
    d.setHtml(html);
    EXPECT_EQ(d.toPlainText(), QStringLiteral("the red color"));
    const QString img = mark_unknown_words(QStringLiteral("<img src=\"file:///dev/zero\">"),
                                           {QStringLiteral("img")});
    EXPECT_FALSE(img.contains(QStringLiteral("<img")));
    d.setHtml(img);
    EXPECT_EQ(d.toPlainText(), QStringLiteral("<img src=\"file:///dev/zero\">"));
}

TEST(WindowTeacher, MarkupInALessonIsShownAsPlainTextEverywhere) {
    attn::Lesson l = module1();
    const std::string markup = "<img src=\"file:///dev/zero\"> <b>bank</b> & co";
    l.sentences.push_back(markup);
    l.title = "<i>title</i>";
    MainWindow w(l);
    w.show();
    w.viewState()->showOnly(2);
    QApplication::processEvents();
    QListView* list = w.sentencesPane()->list();
    list->setCurrentIndex(list->model()->index(2, 0));
    // Every label that shows text is plain, or shows no raw tag when rich.
    for (QLabel* label : w.findChildren<QLabel*>()) {
        if (label->text().isEmpty()) continue;
        if (label->textFormat() == Qt::PlainText) continue;
        EXPECT_FALSE(label->text().contains(QStringLiteral("<img"))) << label->text().toStdString();
        EXPECT_FALSE(label->text().contains(QStringLiteral("<i>title")))
            << label->text().toStdString();
    }
    // The chart legend (rich text in QtCharts) carries the escaped sentence.
    for (auto* s : w.vectorPlot()->chart()->series())
        EXPECT_FALSE(s->name().contains(QStringLiteral("<img")));
    // Tooltips of the sentence list: escaped.
    const QString tip = list->model()->index(2, 0).data(Qt::ToolTipRole).toString();
    EXPECT_FALSE(tip.contains(QStringLiteral("<img"))) << tip.toStdString();
    for (QAction* a : w.sentencesPane()->unknownWordActions())
        EXPECT_FALSE(a->text().contains(QStringLiteral("& "))) << a->text().toStdString();
}

}  // namespace
}  // namespace attn::app

namespace attn::app {
namespace {

// 7. The default layout at 1366×768 and 1920×1080: the bubbe lesson's four
// heads wrap to the Attention pane's width — no sideways scrolling.
TEST(WindowTeacher, HeadsWrapToThePaneWidth) {
    for (const QSize size : {QSize(1366, 768), QSize(1920, 1080)}) {
        MainWindow w(attn::ui::load_builtin_lesson(QStringLiteral("bubbe")));
        w.resize(size);
        w.show();
        w.resetLayout();
        for (int i = 0; i < 10; ++i) QApplication::processEvents();
        auto* scroll = w.attentionPane()->findChild<QScrollArea*>();
        ASSERT_NE(scroll, nullptr);
        EXPECT_FALSE(scroll->horizontalScrollBar()->isVisible())
            << size.width() << "×" << size.height();
        // Every head lies inside the viewport and has a plot to draw in.
        const int heads = w.viewState()->heads();
        ASSERT_EQ(heads, 4);
        for (int h = 0; h < heads; ++h) {
            attn::ui::HeatmapView* v = w.attentionPane()->heatmap(0, h);
            ASSERT_NE(v, nullptr);
            const QRect inViewport(v->mapTo(scroll->viewport(), QPoint()), v->size());
            EXPECT_LE(inViewport.right(), scroll->viewport()->width())
                << "head " << h + 1 << " at " << size.width();
            EXPECT_FALSE(v->plotRect().isEmpty()) << "head " << h + 1;
        }
    }
}

}  // namespace
}  // namespace attn::app

namespace attn::app {
namespace {

// The Blend table in a narrow pane: every term is printed whole, to the
// seed's 3 decimals, as the recipe above it reads — the pane scrolls rather
// than shrinking the table into shorter numbers.
TEST(WindowTeacher, BlendTablePrintsEveryTermToThreeDecimalsInANarrowPane) {
    attn::ui::Document doc(attn::ui::load_builtin_lesson(QStringLiteral("module1")));
    attn::ui::ViewState view(&doc);
    attn::ui::BlendPane pane(&doc, &view);
    pane.resize(500, 400);  // two tables side by side want about 800 px
    pane.show();
    for (int i = 0; i < 10; ++i) QApplication::processEvents();
    const std::vector<attn::ui::HeatmapView*> views{
        pane.table(0), pane.table(1)};  // the blend tables (not the joined heads)
    ASSERT_TRUE(views[0] && views[1]);
    EXPECT_EQ(pane.table(2), nullptr);
    for (attn::ui::HeatmapView* v : views) {
        attn::ui::MatrixItemModel* m = v->matrixModel();
        ASSERT_NE(m, nullptr);
        EXPECT_FALSE(v->isOverview());
        for (int r = 0; r < m->rowCount(); ++r)
            for (int c = 0; c < m->columnCount(); ++c)
                EXPECT_EQ(v->cellText(r, c), m->data(m->index(r, c), Qt::DisplayRole).toString())
                    << r << "," << c;
    }
}

}  // namespace
}  // namespace attn::app
