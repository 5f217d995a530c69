// The real model's views of the shown sentences. The Vectors pane while it is shown: the shown
// sentences' tokens (their embeddings once, each token after the layer shown), the legend saying
// so, nothing dragged; the hand-wired table's plot back with the hand-wired source; Export draws
// what the pane shows. The Model dock: the shown sentence its box chooses.
#include <gtest/gtest.h>

#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QHeaderView>
#include <QImage>
#include <QLabel>
#include <QListView>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableWidget>
#include <QTest>
#include <QTextLayout>
#include <QValueAxis>
#include <cmath>
#include <set>

#include "attnlab/checkpoints/model_files.hpp"
#include "attnlab/gpt/gpt_lens.hpp"
#include "attnlab/lesson/real_model_lesson.hpp"
#include "document/view_state.hpp"
#include "export/figure_menu.hpp"
#include "files/builtin_lessons.hpp"
#include "i18n/language.hpp"
#include "main_window.hpp"
#include "modeldock/head_roles_view.hpp"
#include "modeldock/head_tile_grid.hpp"
#include "modeldock/lens_view.hpp"
#include "modeldock/model_heads.hpp"
#include "modeldock/model_overview.hpp"
#include "modeldock/model_pane.hpp"
#include "modeldock/rollout_view.hpp"
#include "modeldock/what_if_view.hpp"
#include "panes/attention_pane.hpp"
#include "panes/embedding_pane.hpp"
#include "panes/sentences_pane.hpp"
#include "panes/vectors_pane.hpp"
#include "style/plain_text.hpp"
#include "ui_test_helpers.hpp"
#include "widgets/heatmap_view.hpp"
#include "widgets/scrub_table_view.hpp"
#include "widgets/side_by_side.hpp"
#include "widgets/vector_plot.hpp"

using attn::ui::load_builtin_lesson;  // (not through another file's using in a unity batch)

namespace attn::app {
namespace {

using attn::ui::test::settle;

bool open_real_model(MainWindow& w) {
    const QString gpt2 = QStringLiteral(ATTNLAB_SOURCE_DIR "/tests/data/gpt/gpt2-window");
    return w.openModel(gpt2, 0, true) && w.document()->waitForRealModel(30000);
}

// `w` at 1366 × 768 on the GPT-2-shaped model's lesson, its passes done.
bool shown_with_real_model(MainWindow& w) {
    w.resize(1366, 768);
    w.show();
    if (!open_real_model(w)) return false;
    settle(5);
    return true;
}

// The Model dock of `w`, raised.
attn::ui::ModelPane* raised_model_dock(MainWindow& w) {
    w.findChild<QDockWidget*>(QStringLiteral("modelDock"))->raise();
    return w.modelPane();
}

// A lesson on the GPT-2-shaped model with two prompts; the second reads as 15 tokens.
attn::Lesson two_prompts() {
    const std::string gpt2 = std::string(ATTNLAB_SOURCE_DIR) + "/tests/data/gpt/gpt2-window";
    static const attn::OpenedModel m = attn::open_model(gpt2);
    return attn::lesson_for_real_model(m, attn::ModelReference{gpt2, 0},
                                       {"the river bank was wet", "the money bank was closed"}, "t",
                                       "");
}

TEST(RealModelViews, TheVectorsPaneDrawsTheShownSentencesTokensAfterTheLayer) {
    MainWindow w(load_builtin_lesson(QStringLiteral("module1")));
    ASSERT_TRUE(shown_with_real_model(w));
    w.findChild<QDockWidget*>(QStringLiteral("vectorsDock"))->raise();
    settle(3);
    attn::ui::ViewState* view = w.viewState();
    ASSERT_TRUE(view->showsRealModel());
    attn::ui::VectorPlot* plot = w.vectorsPane()->plot();
    ASSERT_TRUE(plot->showsRealModel());
    const auto& results = w.document()->results();
    std::set<int> ids;
    size_t tokens = 0;
    for (int s : view->shown()) {
        ASSERT_TRUE(results[size_t(s)].real);
        for (int id : results[size_t(s)].real->tokens.ids) ids.insert(id);
        tokens += results[size_t(s)].real->tokens.ids.size();
    }
    const attn::ui::VectorsPlot layer1 = plot->data();
    EXPECT_EQ(layer1.lookups.size(), ids.size());  // each token once
    EXPECT_EQ(layer1.outputs.size(), tokens);      // every token of every shown sentence
    EXPECT_EQ(layer1.lookup_legend, QStringLiteral("token embedding"));
    EXPECT_EQ(QString(layer1.sentence_legend).arg(QStringLiteral("s")),
              QStringLiteral("after layer 1 in “s”"));
    EXPECT_TRUE(layer1.x_axis.startsWith(QStringLiteral("PC1 (")));
    // The first token's grey point is its embedding, named by its display text.
    const QString first = results[size_t(view->shown()[0])].real->tokens.display.front();
    EXPECT_FALSE(std::isnan(plot->lookupPoint(first).x()));

    // Layer 2: the outputs are the residual after block 2.
    view->setLayer(1);
    settle(3);
    const attn::ui::VectorsPlot layer2 = plot->data();
    ASSERT_EQ(layer2.outputs.size(), tokens);
    bool moved = false;
    for (size_t i = 0; i < tokens; ++i) moved = moved || layer2.outputs[i].x != layer1.outputs[i].x;
    EXPECT_TRUE(moved);
    EXPECT_EQ(QString(layer2.sentence_legend).arg(QStringLiteral("s")),
              QStringLiteral("after layer 2 in “s”"));

    // Nothing to drag: the window says why and the table is unchanged.
    QSignalSpy said(plot, &attn::ui::VectorPlot::message);
    const attn::Lesson before = w.document()->lesson();
    plot->selectPoint(0);
    QTest::keyClick(plot, Qt::Key_Right);
    EXPECT_EQ(w.document()->lesson(), before);
    ASSERT_GE(said.count(), 1);
    EXPECT_TRUE(said.last().at(0).toString().contains(QStringLiteral("real model")));

    // Export draws the pane's own points and legend.
    const auto fig = w.vectorsPane()->figure();
    EXPECT_EQ(fig.spec.vectors.outputs.size(), tokens);
    EXPECT_EQ(fig.spec.vectors.lookup_legend, QStringLiteral("token embedding"));

    // The hand-wired attention: the table's words again.
    view->setSource(attn::Source::HandWired);
    settle(3);
    EXPECT_FALSE(plot->showsRealModel());
    EXPECT_EQ(int(plot->data().lookups.size()), w.document()->lesson().table.word_count());
    EXPECT_TRUE(plot->data().lookup_legend.isEmpty());
}

// With two sentences shown, the Model dock's box chooses which one All heads, Layers' guesses
// and Rollout read: the second sentence's pass, not the first's.
TEST(RealModelViews, TheModelDockSpeaksOfTheShownSentenceItsBoxChooses) {
    MainWindow w(load_builtin_lesson(QStringLiteral("module1")));
    ASSERT_TRUE(shown_with_real_model(w));
    attn::ui::ViewState* view = w.viewState();
    ASSERT_EQ(view->shown().size(), 2u);
    attn::ui::ModelPane* dock = raised_model_dock(w);
    ASSERT_TRUE(dock->sentenceBox()->isVisible());
    ASSERT_EQ(dock->sentenceBox()->count(), 3);  // and Both
    const auto& results = w.document()->results();
    const auto& second = *results[size_t(view->shown()[1])].real;
    const auto& first = *results[size_t(view->shown()[0])].real;
    ASSERT_NE(first.tokens.ids.size(), second.tokens.ids.size());
    const auto in_tab = [&](QWidget* tab) {
        dock->showTab(tab);
        settle(3);
    };
    in_tab(dock->overview());
    EXPECT_EQ(dock->overview()->heads().tokenCount(), int(first.tokens.ids.size()));

    dock->sentenceBox()->setCurrentIndex(1);
    settle(3);
    EXPECT_EQ(view->modelSentence(), view->shown()[1]);
    EXPECT_EQ(dock->overview()->heads().tokens(), second.tokens.display);
    in_tab(dock->lens());
    EXPECT_EQ(dock->lens()->table().token, second.tokens.display.back());
    in_tab(dock->rollout());
    EXPECT_EQ(dock->rollout()->rollout().cols(), Eigen::Index(second.tokens.ids.size()));

    // One sentence shown: the box hides and the dock speaks of it.
    view->showOnly(view->shown()[0]);
    settle(3);
    EXPECT_FALSE(dock->sentenceBox()->isVisible());
    EXPECT_EQ(view->modelSentence(), view->shown()[0]);
    EXPECT_EQ(dock->rollout()->rollout().cols(), Eigen::Index(first.tokens.ids.size()));
}

// A narrow Vectors plot (the right dock at 1024 px) has fewer ticks, each label whole: every x
// tick was drawn as "…" at 220 px; a wide one keeps about six intervals.
TEST(RealModelViews, ANarrowVectorsPlotKeepsItsTickLabelsWhole) {
    MainWindow w(load_builtin_lesson(QStringLiteral("module1")));
    ASSERT_TRUE(shown_with_real_model(w));
    w.findChild<QDockWidget*>(QStringLiteral("vectorsDock"))->raise();
    settle(3);
    attn::ui::VectorPlot* plot = w.vectorsPane()->plot();
    const auto ticks = [&](Qt::Orientation o) {
        const auto axes = plot->chart()->axes(o);
        return axes.isEmpty() ? 0 : qobject_cast<QValueAxis*>(axes.front())->tickCount();
    };
    auto* dock = w.findChild<QDockWidget*>(QStringLiteral("vectorsDock"));
    dock->setFloating(true);
    for (const int width : {220, 700}) {
        dock->resize(width, 420);
        settle(3);
        const QRectF area = plot->chart()->plotArea();
        const QFontMetricsF fm(
            qobject_cast<QValueAxis*>(plot->chart()->axes(Qt::Horizontal).front())->labelsFont());
        const int n = ticks(Qt::Horizontal);
        ASSERT_GE(n, 3) << width;
        EXPECT_GE(area.width() / (n - 1), fm.horizontalAdvance(QStringLiteral("-0.0")) * 1.4)
            << width << " px: " << n << " ticks over " << area.width() << " px";
        if (width == 700) {
            EXPECT_GE(n, 5);
        }
    }
}

// "Both, side by side": All heads, Layers' guesses and Rollout show one view per shown sentence,
// each under its sentence and each from that sentence's own pass (the engine's numbers); a head
// chosen in one grid is read large in the other; side by side when wide, stacked when narrow.
TEST(RealModelViews, TheModelDockShowsBothShownSentencesSideBySide) {
    MainWindow w(load_builtin_lesson(QStringLiteral("module1")));
    ASSERT_TRUE(shown_with_real_model(w));
    attn::ui::ViewState* view = w.viewState();
    ASSERT_EQ(view->shown().size(), 2u);
    attn::ui::ModelPane* dock = raised_model_dock(w);
    ASSERT_EQ(dock->sentenceBox()->count(), 3);
    EXPECT_FALSE(dock->overviewOfSecond()->isVisible());
    dock->showTab(dock->overview());
    dock->sentenceBox()->setCurrentIndex(2);
    settle(3);
    ASSERT_TRUE(view->modelSideBySide());
    EXPECT_EQ(view->modelSentence(), view->shown()[0]);  // the other tabs speak of the first
    const auto& results = w.document()->results();
    const auto& first = *results[size_t(view->shown()[0])].real;
    const auto& second = *results[size_t(view->shown()[1])].real;
    ASSERT_NE(first.tokens.ids, second.tokens.ids);

    // All heads: a grid per sentence, each under its sentence.
    ASSERT_TRUE(dock->overviewOfSecond()->isVisible());
    EXPECT_EQ(dock->overview()->heads().tokens(), first.tokens.display);
    EXPECT_EQ(dock->overviewOfSecond()->heads().tokens(), second.tokens.display);
    const auto& sentences = w.document()->lesson().sentences;
    EXPECT_TRUE(dock->pair(0)->caption(0)->text().contains(
        QString::fromStdString(sentences[size_t(view->shown()[0])])));
    EXPECT_TRUE(dock->pair(0)->caption(1)->text().contains(
        QString::fromStdString(sentences[size_t(view->shown()[1])])));
    emit dock->overview()->grid()->headClicked(1, 0);
    settle(2);
    EXPECT_EQ(dock->overviewOfSecond()->selectedLayer(), 1);
    EXPECT_EQ(dock->overviewOfSecond()->selectedHead(), 0);
    // Each view's export names its own sentence.
    EXPECT_TRUE(dock->overviewOfSecond()->figure().caption.contains(
        QString::fromStdString(sentences[size_t(view->shown()[1])])));
    EXPECT_TRUE(dock->overview()->figure().caption.contains(
        QString::fromStdString(sentences[size_t(view->shown()[0])])));
    const attn::Matrix big = dock->overviewOfSecond()->heads().matrix(1, 0);
    EXPECT_TRUE(big.isApprox(second.pass.attention_matrix(1, 0), 1e-6f));

    // What if speaks of the first sentence, and says so (it named none).
    EXPECT_EQ(dock->whatIf()->sentenceText(),
              QStringLiteral("On %1.").arg(attn::ui::quoted_text(
                  QString::fromStdString(sentences[size_t(view->shown()[0])]))));

    // Layers' guesses: each after its own last token.
    dock->showTab(dock->lens());
    settle(3);
    EXPECT_EQ(dock->lens()->table().token, first.tokens.display.back());
    EXPECT_EQ(dock->lensOfSecond()->table().token, second.tokens.display.back());

    // Rollout: each the engine's rollout of its own pass into its last token, as it exports.
    dock->showTab(dock->rollout());
    settle(3);
    const attn::Matrix a = attn::attention_rollout(first.pass, first.pass.n() - 1);
    const attn::Matrix b = attn::attention_rollout(second.pass, second.pass.n() - 1);
    EXPECT_EQ(dock->rollout()->rollout(), a);
    EXPECT_EQ(dock->rolloutOfSecond()->rollout(), b);
    const auto exported = dock->rolloutOfSecond()->figure(true).spec.panels.front().values;
    EXPECT_TRUE(exported.isApprox(b, 1e-6f));

    // Wide: side by side; narrow: one above the other.
    attn::ui::SideBySide* pair = dock->pair(2);
    pair->resize(2 * attn::ui::SideBySide::kLeastSideWidth + 10, 500);
    EXPECT_EQ(pair->orientation(), Qt::Horizontal);
    pair->resize(2 * attn::ui::SideBySide::kLeastSideWidth - 10, 500);
    EXPECT_EQ(pair->orientation(), Qt::Vertical);

    // One sentence again: no pair, and nothing read for the second.
    dock->sentenceBox()->setCurrentIndex(0);
    settle(2);
    EXPECT_FALSE(view->modelSideBySide());
    EXPECT_FALSE(dock->rolloutOfSecond()->isVisible());
    EXPECT_FALSE(dock->pair(2)->caption(0)->isVisible());
    dock->sentenceBox()->setCurrentIndex(2);
    view->showOnly(view->shown()[1]);
    settle(3);
    EXPECT_FALSE(dock->sentenceBox()->isVisible());
    EXPECT_FALSE(view->modelSideBySide());
    EXPECT_FALSE(dock->rolloutOfSecond()->isVisible());
    EXPECT_EQ(dock->rollout()->rollout().cols(), Eigen::Index(second.tokens.ids.size()));
}

// All heads reads its chosen head large enough to read: in a wide, low dock the large map
// stands beside the grid (below it, it drew an 80 px plot under 120 px tiles); side by side,
// the two sentences' large maps sit at one height and size (each description took its own
// lines, so one map began lower than the other); and after the pair, in a tab behind another,
// is undone, the dock is not held to the stacked pair's height (it scrolled at 1366 px).
TEST(RealModelViews, AllHeadsReadsItsHeadLargeAndAPairSitsLevel) {
    MainWindow w(load_builtin_lesson(QStringLiteral("module1")));
    w.resize(1920, 1050);
    w.show();
    ASSERT_TRUE(open_real_model(w));
    attn::ui::ModelPane* dock = raised_model_dock(w);
    auto* dockWidget = w.findChild<QDockWidget*>(QStringLiteral("modelDock"));
    w.resizeDocks({dockWidget}, {960}, Qt::Horizontal);
    w.resizeDocks({dockWidget}, {460}, Qt::Vertical);
    dock->showTab(dock->overview());
    settle(5);
    attn::ui::ModelOverview* first = dock->overview();
    ASSERT_FALSE(first->heads().empty());
    ASSERT_GT(first->width(), 1.7 * first->height()) << "a wide, low tab";
    EXPECT_EQ(first->splitOrientation(), Qt::Horizontal);
    const QRect tile = first->grid()->tileRect(0, 0);
    EXPECT_GT(first->headView()->plotRect().height(), tile.height())
        << "the large map is larger than a tile";

    // Both sentences: side by side, each description as tall as the taller, the maps level.
    dock->sentenceBox()->setCurrentIndex(2);
    settle(5);
    attn::ui::ModelOverview* second = dock->overviewOfSecond();
    ASSERT_TRUE(second->isVisible());
    ASSERT_EQ(dock->pair(0)->orientation(), Qt::Horizontal);
    EXPECT_EQ(first->splitOrientation(), second->splitOrientation());
    EXPECT_NE(first->headTitle()->text(), second->headTitle()->text());
    EXPECT_EQ(first->headTitle()->height(), second->headTitle()->height());
    const auto top = [dock](QWidget* v) { return v->mapTo(dock, QPoint(0, 0)).y(); };
    EXPECT_EQ(top(first->headView()), top(second->headView()));
    EXPECT_EQ(first->headView()->height(), second->headView()->height());
    EXPECT_EQ(top(first->grid()), top(second->grid()));
    // Layers' guesses and Rollout: the first explains itself above its controls, the second
    // does not; their controls, tables and maps stand level all the same.
    dock->showTab(dock->lens());
    settle(3);
    ASSERT_TRUE(dock->lens()->intro()->isVisible());
    EXPECT_FALSE(dock->lensOfSecond()->intro()->isVisible());
    EXPECT_EQ(top(dock->lens()->positionChooser()), top(dock->lensOfSecond()->positionChooser()));
    EXPECT_EQ(top(dock->lens()->tableWidget()), top(dock->lensOfSecond()->tableWidget()));
    dock->showTab(dock->rollout());
    settle(3);
    EXPECT_EQ(top(dock->rollout()->tokenChooser()), top(dock->rolloutOfSecond()->tokenChooser()));
    dock->showTab(dock->overview());
    settle(3);

    // A narrow window: one sentence, then the pair stacked with its Rollout tab raised, then
    // one sentence again. The dock is about as high as before the pair (it kept 900 px of 265).
    w.resize(1366, 740);
    w.resizeDocks({dockWidget}, {560}, Qt::Horizontal);
    dock->sentenceBox()->setCurrentIndex(0);
    settle(5);
    const int single = dock->height();
    // The large map whole, however low the dock: at 1366 px it was cut at its bottom row.
    EXPECT_GE(first->headView()->height(), 180);
    EXPECT_LE(first->headView()->mapTo(dock, QPoint(0, first->headView()->height())).y(),
              dock->height());
    EXPECT_GE(first->grid()->parentWidget()->height(), first->grid()->tileRect(0, 0).height())
        << "a whole row of tiles";
    dock->sentenceBox()->setCurrentIndex(2);
    settle(5);
    ASSERT_EQ(dock->pair(0)->orientation(), Qt::Vertical);
    EXPECT_GT(dock->height(), single) << "stacked, the pair scrolls";
    dock->showTab(dock->rollout());
    settle(3);
    dock->showTab(dock->overview());
    settle(3);
    dock->sentenceBox()->setCurrentIndex(0);
    settle(5);
    // (Within a scroll bar's width of tile: the grid's least row follows the viewport's width.)
    EXPECT_LT(dock->height(), single * 5 / 4) << single;
}

// A row of heads draws one plot size: the first map gives room to the row's labels and the last
// to its colour bar, and neither reads smaller for it (at 1920 × 1080 the last map's plot was 97
// px against the others' 161). The room goes to the plots: a middle map keeps no more than its
// frame around its plot.
TEST(RealModelViews, EveryHeadOfARowDrawsOnePlotSize) {
    for (QSize size : {QSize(1366, 768), QSize(1920, 1080)}) {
        MainWindow w(two_prompts());
        w.resize(size);
        w.show();
        ASSERT_TRUE(w.document()->waitForRealModel(30000));
        settle(5);
        const int heads = w.viewState()->heads();
        ASSERT_EQ(heads, 4);
        for (int s = 0; s < 2; ++s) {
            const QSize first = w.attentionPane()->heatmap(s, 0)->plotRect().size();
            ASSERT_GT(first.width(), 40);
            for (int h = 1; h < heads; ++h) {
                attn::ui::HeatmapView* map = w.attentionPane()->heatmap(s, h);
                EXPECT_EQ(map->plotRect().size(), first)
                    << size.width() << " px, sentence " << s << ", head " << h + 1;
            }
            // A middle map of a row of four (1920 px): its plot fills it but for its frame.
            attn::ui::HeatmapView* middle = w.attentionPane()->heatmap(s, 1);
            if (size.width() == 1920) {
                EXPECT_LE(middle->width() - middle->plotRect().width(), 16)
                    << "sentence " << s << ": " << middle->width() << " px wide, plot "
                    << middle->plotRect().width();
            }
        }
    }
}

// Two prompts on a real model: the second reads as more tokens, and a map keeps a cell per label,
// so its row of two heads was wider than the first sentence's, by which the pane chose two a row:
// at 1024 px the pane scrolled sideways and cut the colour bar. The widest sentence decides.
TEST(RealModelViews, TheAttentionPaneOfTwoPromptsNeverScrollsSideways) {
    for (QSize size : {QSize(1024, 768), QSize(1366, 768), QSize(1920, 1080)}) {
        MainWindow w(two_prompts());
        w.resize(size);
        w.show();
        ASSERT_TRUE(w.document()->waitForRealModel(30000));
        settle(8);
        QScrollArea* maps = nullptr;
        for (QScrollArea* a : w.attentionPane()->findChildren<QScrollArea*>())
            if (a->accessibleName() == QStringLiteral("Attention maps")) maps = a;
        ASSERT_NE(maps, nullptr);
        ASSERT_TRUE(w.attentionPane()->heatmap(1, 3)->isVisible());
        EXPECT_EQ(maps->horizontalScrollBar()->maximum(), 0)
            << size.width() << " px: the maps are " << maps->widget()->width() << " px in "
            << maps->viewport()->width();
    }
}

// At 1024 px the Model dock is about 340 px wide: Head roles' two maps a row stood wider, and the
// whole dock scrolled sideways (its tabs, the Sentence box and Run cut). One a row there, and the
// what-if bar keeps all its words (they were cut top and bottom).
TEST(RealModelViews, HeadRolesAtA1024PxWindowKeepsItsMapsInTheDock) {
    MainWindow w(two_prompts());
    w.resize(1024, 768);
    w.show();
    ASSERT_TRUE(w.document()->waitForRealModel(30000));
    attn::ui::ModelPane* dock = raised_model_dock(w);
    attn::ui::HeadRolesView* roles = dock->headRoles();
    dock->tabs()->setCurrentIndex(dock->tabs()->indexOf(roles->parentWidget()) >= 0
                                      ? dock->tabs()->indexOf(roles->parentWidget())
                                      : dock->tabs()->indexOf(roles));
    settle(5);
    ASSERT_TRUE(roles->isVisible());
    roles->lengthBox()->setValue(16);
    roles->runButton()->click();
    QElapsedTimer t;
    t.start();
    while (roles->running() && t.elapsed() < 60000)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
    settle(8);
    ASSERT_NE(roles->roles(), nullptr) << roles->message().toStdString();
    QScrollArea* area = nullptr;
    for (QWidget* up = roles->parentWidget(); up && !area; up = up->parentWidget())
        area = qobject_cast<QScrollArea*>(up);
    ASSERT_NE(area, nullptr);
    EXPECT_EQ(area->horizontalScrollBar()->maximum(), 0)
        << "the tab is " << roles->width() << " px in " << area->viewport()->width();
    // Two maps a row only where both keep their least width.
    if (roles->map(0)->y() == roles->map(1)->y())
        EXPECT_LE(roles->map(1)->geometry().right(), roles->width());
}

// In a right-to-left window a row's first head stands at the right, yet each map draws left to
// right: the first labelled the rows between the two maps, and the bar stood between them too
// (a walk in Hebrew). There the leftmost map labels the rows and the rightmost draws the bar.
TEST(RealModelViews, InARightToLeftWindowTheRowsLabelsStandAtTheRowsLeftEdge) {
    ASSERT_TRUE(attn::ui::apply_language(QStringLiteral("he")));
    {
        MainWindow w(two_prompts());
        w.resize(1920, 1080);
        w.show();
        ASSERT_TRUE(w.document()->waitForRealModel(30000));
        settle(8);
        attn::ui::HeatmapView* first = w.attentionPane()->heatmap(0, 0);
        const int y = first->mapTo(&w, QPoint(0, 0)).y();
        attn::ui::HeatmapView* leftmost = first;  // of the first head's row
        for (int h = 1; h < 4; ++h) {
            attn::ui::HeatmapView* m = w.attentionPane()->heatmap(0, h);
            if (m->mapTo(&w, QPoint(0, 0)).y() == y &&
                m->mapTo(&w, QPoint(0, 0)).x() < leftmost->mapTo(&w, QPoint(0, 0)).x())
                leftmost = m;
        }
        ASSERT_NE(leftmost, first) << "a row of several heads, the first at the right";
        EXPECT_TRUE(first->hasColourBar());
        EXPECT_FALSE(leftmost->hasColourBar());
        EXPECT_GT(leftmost->plotRect().left(), first->plotRect().left())
            << "the leftmost map's row labels";
    }
    attn::ui::apply_language(QStringLiteral("en"));
}

// A head beside the first of its row leaves its row labels to the first; zoomed in (Ctrl+wheel,
// +), its rows are no longer the first's, so it labels them itself, and fitted whole again it
// leaves them to the first (a zoomed map showed no row labels at all).
TEST(RealModelViews, AZoomedMapBesideTheFirstLabelsItsOwnRows) {
    MainWindow w(two_prompts());
    w.resize(1920, 1080);
    w.show();
    ASSERT_TRUE(w.document()->waitForRealModel(30000));
    settle(5);
    attn::ui::HeatmapView* map = w.attentionPane()->heatmap(1, 2);  // the 15-token sentence
    ASSERT_NE(map, nullptr);
    EXPECT_TRUE(map->rowLabelsShown().isEmpty()) << "the first map of the row labels them";
    std::vector<QSize> peerPlots;
    for (int h : {0, 1, 3})
        peerPlots.push_back(w.attentionPane()->heatmap(1, h)->plotRect().size());
    ASSERT_TRUE(map->zoomAt(QPointF(map->plotRect().center()), 3.0));
    settle(1);
    const attn::ui::CellRange vis = map->visibleCells();
    ASSERT_GT(vis.r0, 0) << "zoomed into the middle";
    const QStringList labels = map->rowLabelsShown();
    ASSERT_FALSE(labels.isEmpty()) << "a zoomed map labels its rows";
    const auto* model = map->matrixModel();
    for (const QString& l : labels) {
        int row = -1;
        for (int r = vis.r0; r < vis.r1; ++r)
            if (model->headerData(r, Qt::Vertical, Qt::DisplayRole).toString() == l) row = r;
        EXPECT_GE(row, 0) << l.toStdString() << " is a row in view";
    }
    for (const QRectF& box : map->rowLabelBoxes())
        EXPECT_LE(box.right(), map->plotRect().left() + 0.5) << "left of the plot, not over it";
    // The others of its row keep their plot (they shrank to the zoomed map's, into overviews).
    int k = 0;
    for (int h : {0, 1, 3})
        EXPECT_EQ(w.attentionPane()->heatmap(1, h)->plotRect().size(), peerPlots[size_t(k++)])
            << "head " << h + 1;
    map->fitToView();
    settle(1);
    EXPECT_TRUE(map->rowLabelsShown().isEmpty());
    EXPECT_EQ(map->plotRect().size(), w.attentionPane()->heatmap(1, 1)->plotRect().size());
}

// Heads side by side of a 9-token sentence at 1366 × 768: every token labelled on every map,
// no two row labels drawn over each other (the maps keep their least plot under upright labels;
// the pane scrolls instead).
TEST(RealModelViews, EveryTokenOfEachHeadsMapIsLabelledAndNoLabelCoversAnother) {
    // The second sentence reads as 15 tokens: at 96 px its rows were 6.4 px and their labels met.
    for (const QSize size : {QSize(1366, 768), QSize(1024, 768)}) {
        MainWindow w(two_prompts());
        w.resize(size);
        w.show();
        ASSERT_TRUE(w.document()->waitForRealModel(30000));
        settle(5);
        for (int s = 0; s < 2; ++s) {
            const auto& real = w.document()->results()[size_t(s)].real;
            ASSERT_TRUE(real);
            const int n = int(real->tokens.ids.size());
            ASSERT_GE(n, 8);
            const std::string where =
                std::to_string(size.width()) + " px, sentence " + std::to_string(s + 1);
            int labelled = 0;  // maps with row labels: the first of each row
            for (int h = 0; h < w.viewState()->heads(); ++h) {
                attn::ui::HeatmapView* map = w.attentionPane()->heatmap(s, h);
                ASSERT_NE(map, nullptr);
                const QStringList shown = map->rowLabelsShown();
                if (!shown.isEmpty()) {
                    ++labelled;
                    EXPECT_EQ(shown.size(), n) << where << ", head " << h + 1;
                }
                const auto boxes = map->rowLabelBoxes();
                for (size_t i = 1; i < boxes.size(); ++i)
                    EXPECT_LE(boxes[i - 1].bottom(), boxes[i].top() + 0.5)
                        << where << ", head " << h + 1 << ": labels " << i << " and " << i + 1
                        << " overlap";
                EXPECT_EQ(map->columnLabelsShown().size(), n) << where << ", head " << h + 1;
            }
            EXPECT_GE(labelled, 1) << where;
        }
    }
}

// A real model's head exported from the Attention pane names its layer and head, reads
// tokens and quotes its sentence (a walk's export said only "head 1").
TEST(RealModelViews, AnExportedHeadNamesItsLayerHeadAndSentence) {
    MainWindow w(two_prompts());
    ASSERT_TRUE(shown_with_real_model(w));
    w.viewState()->setLayer(1);
    settle(3);
    attn::ui::HeatmapView* map = w.attentionPane()->heatmap(0, 2);
    ASSERT_NE(map, nullptr);
    const attn::ui::ViewFigureSource* source = attn::ui::figure_source_of(map);
    ASSERT_NE(source, nullptr);
    const attn::ui::ViewFigure f = (*source)();
    ASSERT_EQ(f.spec.panels.size(), 1u);
    EXPECT_EQ(f.spec.panels[0].panel_title, QStringLiteral("layer 2, head 3"));
    EXPECT_EQ(f.spec.panels[0].row_title, QStringLiteral("token looking"));
    EXPECT_TRUE(f.spec.caption.contains(QStringLiteral("the river bank was wet")))
        << f.spec.caption.toStdString();
    EXPECT_TRUE(f.name.contains(QStringLiteral("layer-2-head-3"))) << f.name.toStdString();
}

// A guessed token in the Layers' guesses table reads as the model wrote it in a right-to-left
// window: a cell whose token starts with ␣ is painted the same under either direction, both when
// only the table is right to left and when the whole application is (Hebrew).
TEST(RealModelViews, ALayersGuessReadsLeftToRightInARightToLeftTable) {
    for (const bool hebrew : {false, true}) {
        SCOPED_TRACE(hebrew ? "the whole window in Hebrew" : "the table right to left");
        if (hebrew) {
            ASSERT_TRUE(attn::ui::apply_language(QStringLiteral("he")));
        }
        MainWindow w(load_builtin_lesson(QStringLiteral("module1")));
        ASSERT_TRUE(shown_with_real_model(w));
        attn::ui::ModelPane* dock = raised_model_dock(w);
        dock->showTab(dock->lens());
        settle(3);
        QTableWidget* grid = dock->lens()->tableWidget();
        ASSERT_GT(grid->rowCount(), 0);
        QTableWidgetItem* spaced = nullptr;  // a guess with a leading ␣: neutral, direction-prone
        for (int r = 0; r < grid->rowCount() && !spaced; ++r)
            for (int c = 0; c < grid->columnCount() && !spaced; ++c)
                if (grid->item(r, c)->text().startsWith(QStringLiteral("␣")))
                    spaced = grid->item(r, c);
        ASSERT_NE(spaced, nullptr) << "the fixture's guesses include a token with a leading space";
        // The cell inside its grid lines (they fall on the other side in a right-to-left table).
        const auto cell = [&] {
            return grid->viewport()
                ->grab(grid->visualItemRect(spaced).adjusted(2, 2, -2, -2))
                .toImage();
        };
        EXPECT_EQ(grid->layoutDirection(), hebrew ? Qt::RightToLeft : Qt::LeftToRight);
        const QImage first = cell();
        grid->setLayoutDirection(hebrew ? Qt::LeftToRight : Qt::RightToLeft);
        settle();
        const QImage second = cell();
        if (hebrew) attn::ui::apply_language(QStringLiteral("en"));
        // The same text in the same order: equal up to the centring's pixel of rounding.
        ASSERT_EQ(first.size(), second.size());
        bool same = false;
        for (int dx = -2; dx <= 2 && !same; ++dx) {
            bool all = true;
            for (int y = 0; y < first.height() && all; ++y)
                for (int x = 2; x < first.width() - 2 && all; ++x)
                    all = first.pixel(x, y) == second.pixel(x + dx, y);
            same = all;
        }
        EXPECT_TRUE(same) << "the guess is painted in another order right to left";
    }
}

// The token choosers of Layers' guesses and Rollout: in a right-to-left window a token reads as
// the model wrote it, its leading ␣ before the word (laid out as the box lays out its text).
TEST(RealModelViews, AChoosersTokenReadsLeftToRightInARightToLeftWindow) {
    MainWindow w(load_builtin_lesson(QStringLiteral("module1")));
    ASSERT_TRUE(shown_with_real_model(w));
    attn::ui::ModelPane* dock = raised_model_dock(w);
    dock->showTab(dock->rollout());
    settle(3);
    dock->showTab(dock->lens());
    settle(3);
    for (QComboBox* box : {dock->rollout()->tokenChooser(), dock->lens()->positionChooser()}) {
        int spaced = -1;  // an item whose token starts with ␣ ("3 · ␣bank")
        for (int i = 0; i < box->count() && spaced < 0; ++i)
            if (box->itemText(i).contains(QStringLiteral("␣"))) spaced = i;
        ASSERT_GE(spaced, 0) << box->objectName().toStdString();
        const QString text = box->itemText(spaced);
        QTextLayout layout(text, box->font());
        QTextOption option;
        option.setTextDirection(Qt::RightToLeft);
        layout.setTextOption(option);
        layout.beginLayout();
        QTextLine line = layout.createLine();
        layout.endLayout();
        const int space = int(text.indexOf(QStringLiteral("␣")));
        // The ␣ is drawn just left of the letter after it, as in "␣bank": the cursor after the ␣
        // (its right edge) is left of the cursor after that letter. Reordered ("bank␣") the ␣
        // sits at the word's right end, and the cursor after it there.
        EXPECT_LT(line.cursorToX(space + 1), line.cursorToX(space + 2))
            << text.toStdString() << " in " << box->objectName().toStdString();
    }
}

// At 1024 x 768 the left column keeps its panes readable: the embedding table's every column and
// both sentences' rows. The Attention pane's row of controls wraps; on one line it held the
// centre ~600 px wide and the left column at 164 px (pc2 cut, 1.5 sentence rows).
TEST(RealModelViews, AtA1024PxWindowTheLeftColumnShowsEveryColumnAndSentence) {
    MainWindow w(two_prompts());
    w.resize(1024, 740);
    w.show();
    ASSERT_TRUE(w.document()->waitForRealModel(30000));
    settle(10);
    EXPECT_LE(w.attentionPane()->minimumSizeHint().width(), 400);
    attn::ui::ScrubTableView* table = w.embeddingPane()->table();
    const int columns = table->model()->columnCount();
    ASSERT_EQ(columns, 2);
    const int right = table->horizontalHeader()->sectionViewportPosition(columns - 1) +
                      table->horizontalHeader()->sectionSize(columns - 1);
    EXPECT_LE(right, table->viewport()->width()) << "the last column is cut";
    QListView* list = w.sentencesPane()->list();
    const QRect second = list->visualRect(list->model()->index(1, 0));
    EXPECT_GT(second.height(), 0);
    EXPECT_LE(second.top() + second.height() / 2, list->viewport()->height())
        << "the second sentence's row is less than half shown";
}

// A lesson made from a model has no steps yet: its Lesson tab stands behind the Sentences, so
// that a teacher finds where to write them (it was hidden until View ▸ Lesson); the Sentences
// stay in front.
TEST(RealModelViews, AnImportedLessonKeepsItsLessonTabBehindTheSentences) {
    MainWindow w(two_prompts());
    w.resize(1366, 768);
    w.show();
    ASSERT_TRUE(w.document()->waitForRealModel(30000));
    settle(5);
    auto* lesson = w.findChild<QDockWidget*>(QStringLiteral("lessonDock"));
    auto* sentences = w.findChild<QDockWidget*>(QStringLiteral("sentencesDock"));
    ASSERT_TRUE(lesson && sentences);
    // (A tab behind another stays isVisible(); what is shown is its visible region.)
    EXPECT_TRUE(lesson->toggleViewAction()->isChecked()) << "the Lesson tab is hidden";
    EXPECT_TRUE(w.tabifiedDockWidgets(sentences).contains(lesson));
    EXPECT_FALSE(sentences->visibleRegion().isEmpty()) << "the Sentences are behind";
    EXPECT_TRUE(lesson->visibleRegion().isEmpty()) << "the Lesson tab is in front";
    // A lesson without steps and without a real model hides it, as before.
    w.openLesson(load_builtin_lesson(QStringLiteral("module1")), {});
    settle(3);
    w.resetLayout();
    settle(3);
    EXPECT_FALSE(lesson->toggleViewAction()->isChecked());
}

// The Attention pane's legend never ends a line inside "S/√dk" (a 1024 px window broke it after
// the slash): at every width the label might have, no line ends on "/".
TEST(RealModelViews, TheLegendKeepsSOverRootDkOnOneLine) {
    MainWindow w(two_prompts());
    ASSERT_TRUE(shown_with_real_model(w));
    auto* legend = w.attentionPane()->findChild<QLabel*>(QStringLiteral("attentionLegend"));
    ASSERT_NE(legend, nullptr);
    const QString text = legend->text();
    ASSERT_TRUE(text.contains(QStringLiteral("√dk"))) << text.toStdString();
    for (int width = 120; width <= 700; width += 2) {
        QTextLayout layout(text, legend->font());
        layout.beginLayout();
        for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
            line.setLineWidth(width);
            const int end = line.textStart() + line.textLength();
            if (end < text.size()) {
                QString ending = text.mid(line.textStart(), line.textLength()).trimmed();
                ending.remove(QChar(0x2060));
                EXPECT_FALSE(ending.endsWith(QLatin1Char('/')))
                    << "a line ends after the slash at " << width << " px";
            }
        }
        layout.endLayout();
    }
}

}  // namespace
}  // namespace attn::app
