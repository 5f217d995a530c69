// Issue 15, the new-user walk and the speed work: a refused sentence is said
// in the Sentences pane; an edit of the table's numbers repaints no sentence;
// nice axis numbers; the vectors plot keeps its axes while points stay inside.
#include <gtest/gtest.h>

#include <QAbstractScrollArea>
#include <QApplication>
#include <QDir>
#include <QFileInfo>
#include <QImage>
#include <QListView>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QValueAxis>
#include <QWheelEvent>
#include <algorithm>
#include <cmath>

#include "attnlab/support/limits.hpp"
#include "commands/set_values_command.hpp"
#include "document/document.hpp"
#include "document/view_state.hpp"
#include "export/figure_actions.hpp"
#include "figures/figure_export.hpp"
#include "files/builtin_lessons.hpp"
#include "itemmodels/lesson_matrix_item_model.hpp"
#include "itemmodels/matrix_item_model.hpp"
#include "itemmodels/sentence_item_model.hpp"
#include "main_window.hpp"
#include "panes/attention_pane.hpp"
#include "panes/blend_pane.hpp"
#include "panes/sentences_pane.hpp"
#include "style/nice_numbers.hpp"
#include "style/number_format.hpp"
#include "ui_test_helpers.hpp"
#include "widgets/divisor_spin_box.hpp"
#include "widgets/heatmap_view.hpp"
#include "widgets/vector_plot.hpp"

using attn::ui::load_builtin_lesson;  // (not through another file's using in a unity batch)

namespace attn::ui {
namespace {

using attn::ui::test::settle;

TEST(MapsWalk, ASentenceOverTheLimitIsSaidInTheSentencesPane) {
    attn::app::MainWindow w(load_builtin_lesson(QStringLiteral("module1")));
    w.show();
    settle(4);
    SentencesPane* pane = w.sentencesPane();
    const attn::Lesson before = w.document()->lesson();
    const int undoSteps = w.document()->undoStack()->count();
    QStringList text;
    for (int i = 0; i < attn::kMaxTokens + 1; ++i) text << QStringLiteral("bank");
    const QModelIndex second = pane->model()->index(1);
    pane->list()->setCurrentIndex(second);
    EXPECT_FALSE(pane->model()->setData(second, text.join(QLatin1Char(' ')), Qt::EditRole));
    const QString shown = pane->rejectedText();
    EXPECT_TRUE(shown.contains(QString::number(attn::kMaxTokens))) << shown.toStdString();
    EXPECT_TRUE(shown.contains(QStringLiteral("Sentence 2")))
        << "the message names the sentence: " << shown.toStdString();
    EXPECT_EQ(w.document()->lesson().sentences, before.sentences) << "nothing else changes";
    EXPECT_EQ(w.document()->undoStack()->count(), undoSteps);
    // The next edit clears it.
    ASSERT_TRUE(pane->model()->setData(second, QStringLiteral("the river bank"), Qt::EditRole));
    EXPECT_TRUE(pane->rejectedText().isEmpty());
}

TEST(MapsWalk, AnEditOfTheTablesNumbersRepaintsNoSentence) {
    attn::app::MainWindow w(load_builtin_lesson(QStringLiteral("module1")));
    w.show();
    settle(4);
    QSignalSpy spy(w.sentencesPane()->model(), &QAbstractItemModel::dataChanged);
    Document* doc = w.document();
    doc->undoStack()->push(new SetValuesCommand(doc, ValueTarget::Embedding, {{0, 0, 0.5f}},
                                                LessonMatrixItemModel::newDragId()));
    EXPECT_EQ(spy.count(), 0) << "the sentences' text, errors and unknown words did not change";
    // A sentence whose words change does announce its row.
    doc->undoStack()->undo();
    EXPECT_EQ(spy.count(), 0);
}

TEST(MapsWalk, NiceNumbersStepBy125) {
    EXPECT_DOUBLE_EQ(nice_step(0, 150, 5), 50);
    EXPECT_DOUBLE_EQ(nice_step(0, 3000, 5), 1000);
    EXPECT_DOUBLE_EQ(nice_step(0, 1, 5), 0.2);
    const std::vector<double> ticks = nice_ticks(0, 150, 5);
    EXPECT_EQ(ticks, (std::vector<double>{0, 50, 100, 150})) << "never 37, 75, 112";
    const NiceRange r = nice_range(-0.13, 1.07, 6);
    EXPECT_DOUBLE_EQ(r.lo, -0.2);
    EXPECT_DOUBLE_EQ(r.hi, 1.2);
    EXPECT_EQ(r.ticks(), 8);
}

TEST(MapsWalk, TheVectorsPlotKeepsItsAxesWhileThePointsStayInside) {
    attn::app::MainWindow w(load_builtin_lesson(QStringLiteral("module1")));
    w.resize(1366, 768);
    w.show();
    settle(4);
    auto axes = w.vectorPlot()->chart()->axes(Qt::Horizontal);
    ASSERT_FALSE(axes.isEmpty());
    auto* x = qobject_cast<QValueAxis*>(axes.front());
    ASSERT_NE(x, nullptr);
    QSignalSpy spy(x, &QValueAxis::rangeChanged);
    Document* doc = w.document();
    const int drag = LessonMatrixItemModel::newDragId();
    const float start = doc->lesson().table.value(0, w.vectorPlot()->xAxis());
    for (int i = 1; i <= 3; ++i)
        doc->undoStack()->push(
            new SetValuesCommand(doc, ValueTarget::Embedding,
                                 {{0, w.vectorPlot()->xAxis(), start + 0.001f * float(i)}}, drag));
    EXPECT_EQ(spy.count(), 0) << "a tiny move inside the plot re-lays out no axis";
    // Ticks are whole nice steps (1, 2 or 5 × 10^k) from a multiple of the step.
    const double step = (x->max() - x->min()) / (x->tickCount() - 1);
    const double mantissa = step / std::pow(10.0, std::floor(std::log10(step)));
    EXPECT_TRUE(std::abs(mantissa - 1) < 1e-9 || std::abs(mantissa - 2) < 1e-9 ||
                std::abs(mantissa - 5) < 1e-9)
        << step;
    EXPECT_NEAR(std::remainder(x->min(), step), 0.0, 1e-9);
}

}  // namespace
}  // namespace attn::ui

namespace attn::ui {
namespace {

// The first cell (r, c) where the view shows cells of at least 6 px, a pixel clear of grid lines
// and text.
QRgb cell_colour(HeatmapView& v, int r, int c) {
    const QImage img = v.grab().toImage();
    const QRect cell = v.cellRect(r, c);
    return img.pixel(cell.topLeft() +
                     QPoint(std::min(3, cell.width() / 2), std::min(3, cell.height() / 2))) &
           0xffffff;
}

TEST(MapsWalk, ZoomingFromTheOverviewToNumbersKeepsEveryColour) {
    constexpr int n = 2048;
    attn::Matrix m = attn::Matrix::Constant(n, n, 0.0004f);
    m(10, 10) = 0.003f;  // the largest weight: the scale runs 0 … 0.005
    QStringList words;
    for (int i = 0; i < n; ++i) words << QStringLiteral("w%1").arg(i);
    MatrixItemModel model;
    model.setMatrix(m, words, words);
    HeatmapView view;
    view.setMatrixModel(&model);
    view.resize(800, 700);
    view.show();
    QApplication::processEvents();
    ASSERT_TRUE(view.isOverview());
    EXPECT_DOUBLE_EQ(view.colourScaleTop(), 0.005);
    EXPECT_TRUE(view.hasColourBar());
    const QRgb overview =
        view.grab().toImage().pixel(view.cellRect(1000, 1000).center()) & 0xffffff;
    for (int i = 0; i < 100 && view.isOverview(); ++i)
        view.zoomAt(view.cellRect(1000, 1000).center(), 1.25);
    ASSERT_FALSE(view.isOverview());
    EXPECT_DOUBLE_EQ(view.colourScaleTop(), 0.005) << "one rule at every zoom";
    EXPECT_EQ(cell_colour(view, 1000, 1000), overview) << "zooming to numbers changes no colour";
    EXPECT_TRUE(view.hasColourBar()) << "a scale that does not end at 1 is shown";
}

TEST(MapsWalk, AShortSentencesWeightsKeepTheScaleZeroToOne) {
    MatrixItemModel model;
    model.setMatrix(attn::Matrix::Constant(3, 3, 1.0f / 3),
                    {QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")},
                    {QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")});
    HeatmapView view;
    view.setMatrixModel(&model);
    view.resize(400, 400);
    EXPECT_DOUBLE_EQ(view.colourScaleTop(), 1.0);
    EXPECT_FALSE(view.hasColourBar());
}

TEST(MapsWalk, ARepeatedSentencesOverviewSaysItsPatternIsFinerThanAPixel) {
    attn::Lesson l = load_builtin_lesson(QStringLiteral("module1"));
    std::string text;
    const std::string once = l.sentences.front();
    while (std::count(text.begin(), text.end(), ' ') + 1 < 2048)
        text += (text.empty() ? "" : " ") + once;
    l.sentences = {text};
    attn::app::MainWindow w(std::move(l));
    w.resize(1366, 768);
    w.show();
    settle(4);
    HeatmapView* v = w.attentionPane()->heatmap(0);
    ASSERT_NE(v, nullptr);
    (void)v->grab();
    ASSERT_TRUE(v->isOverview());
    EXPECT_FALSE(v->overviewNote().isEmpty()) << "one flat colour must not pass for the map";
    EXPECT_LT(v->colourScaleTop(), 1.0);
    // A map with one strong weight among many is not flat: no note (the block maximum shows it).
    constexpr int n = 1024;
    attn::Matrix m = attn::Matrix::Constant(n, n, 0.001f);
    m(500, 600) = 0.9f;
    QStringList words;
    for (int i = 0; i < n; ++i) words << QStringLiteral("w%1").arg(i);
    MatrixItemModel model;
    model.setMatrix(m, words, words);
    HeatmapView one;
    one.setMatrixModel(&model);
    one.resize(500, 500);
    const QImage img = one.grab().toImage();
    EXPECT_TRUE(one.overviewNote().isEmpty());
    const QPoint at = one.cellRect(500, 600).center();
    bool seen = false;  // the cell is under a pixel wide: look one pixel around it
    for (int dy = -1; dy <= 1; ++dy)
        for (int dx = -1; dx <= 1; ++dx)
            seen = seen || (img.pixel(at + QPoint(dx, dy)) & 0xffffff) ==
                               (model.colorFor(0.9f).rgb() & 0xffffff);
    EXPECT_TRUE(seen) << "the strong weight stays visible";
}

}  // namespace
}  // namespace attn::ui

namespace attn::ui {
namespace {

QStringList repeated(int n) {
    const QStringList once{QStringLiteral("the"), QStringLiteral("river"), QStringLiteral("bank")};
    QStringList out;
    for (int i = 0; i < n; ++i) out << once[i % 3];
    return out;
}

TEST(MapsWalk, ThinnedLabelsOfARepeatedSentenceAreNotAllTheSameWord) {
    constexpr int n = 600;
    MatrixItemModel model;
    model.setMatrix(attn::Matrix::Constant(n, n, 1.0f / n), repeated(n), repeated(n));
    HeatmapView view;
    view.setMatrixModel(&model);
    view.resize(700, 700);
    view.show();
    QApplication::processEvents();
    // A label step that is a multiple of 3 would read "the" on every row: the picks spread over the
    // words.
    int kinds[3] = {0, 0, 0};
    const QStringList picked = view.rowLabelsShown();
    ASSERT_GT(picked.size(), 5);
    for (const QString& w : picked)
        kinds[w == QLatin1String("the") ? 0 : w == QLatin1String("river") ? 1 : 2]++;
    EXPECT_GT(kinds[1] + kinds[2], 0) << "all labels read 'the'";
    EXPECT_GT(kinds[0], 0);
}

TEST(MapsWalk, TheFirstAndLastLabelsAreWhole) {
    MatrixItemModel model;
    model.setMatrix(attn::Matrix::Constant(3, 3, 0.3f), repeated(3), repeated(3));
    HeatmapView view;
    view.setMatrixModel(&model);
    view.resize(60 + 3 * 8,
                60 + 3 * 8);  // cells smaller than a line: labels would hang over the plot's edges
    view.show();
    QApplication::processEvents();
    double below = -1e9;
    for (const QRectF& box : view.rowLabelBoxes()) {
        EXPECT_GE(box.top(), view.plotRect().top()) << "the first row's label is cut in half";
        EXPECT_LE(box.bottom(), view.plotRect().bottom() + 1.0);
        EXPECT_GE(box.top(), below) << "a label moved inward covers the next";
        below = box.bottom();
    }
}

TEST(MapsWalk, ADoubleClickOnlyFits) {
    constexpr int n = 300;
    MatrixItemModel model;
    model.setMatrix(attn::Matrix::Constant(n, n, 1.0f / n), repeated(n), repeated(n));
    HeatmapView view;
    view.setMatrixModel(&model);
    view.resize(500, 500);
    view.show();
    QApplication::processEvents();
    QSignalSpy clicked(&view, &HeatmapView::wordClicked);
    ASSERT_TRUE(view.zoomAt(view.plotRect().center(), 4));
    QTest::mouseDClick(&view, Qt::LeftButton, {}, view.plotRect().center());
    QTest::qWait(QApplication::doubleClickInterval() + 100);
    EXPECT_EQ(clicked.count(), 0) << "a double-click chose a word";
    EXPECT_DOUBLE_EQ(view.zoom(), 1.0);
    // A single click still chooses the row's word, once no second click follows.
    QTest::mouseClick(&view, Qt::LeftButton, {}, view.plotRect().center());
    EXPECT_TRUE(clicked.wait(QApplication::doubleClickInterval() + 1000));
    EXPECT_EQ(clicked.count(), 1);
}

TEST(MapsWalk, PlusAndMinusZoomTheMapUnderThePointer) {
    // The pointer back where it was: left over the window's maps, it turned the next test's
    // keyboard cursor into the pointer's (in one process).
    struct PointerBack {
        QPoint at = QCursor::pos();
        ~PointerBack() { QCursor::setPos(at); }
    } back;
    constexpr int n = 300;
    MatrixItemModel model;
    model.setMatrix(attn::Matrix::Constant(n, n, 1.0f / n), repeated(n), repeated(n));
    QWidget window;
    auto* a = new HeatmapView(&window);
    auto* b = new HeatmapView(&window);
    a->setMatrixModel(&model);
    b->setMatrixModel(&model);
    a->setGeometry(0, 0, 300, 300);
    b->setGeometry(320, 0, 300, 300);
    window.resize(640, 320);
    window.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
    a->setFocus();
    QCursor::setPos(b->mapToGlobal(b->plotRect().center()));
    QApplication::processEvents();
    if (QApplication::widgetAt(QCursor::pos()) != b)
        GTEST_SKIP() << "this platform does not place the pointer";
    QTest::keyClick(a, Qt::Key_Plus);
    EXPECT_GT(b->zoom(), 1.0) << "+ zoomed the map clicked last, not the one pointed at";
    EXPECT_DOUBLE_EQ(a->zoom(), 1.0);
    QTest::keyClick(a, Qt::Key_Minus);
    EXPECT_DOUBLE_EQ(b->zoom(), 1.0);
    // Pointing at neither map: + zooms the focused one.
    QCursor::setPos(window.mapToGlobal(QPoint(630, 310)));
    QApplication::processEvents();
    QTest::keyClick(a, Qt::Key_Plus);
    EXPECT_GT(a->zoom(), 1.0);
}

TEST(MapsWalk, ColourBarTicksHaveOneFormAndDiffer) {
    EXPECT_EQ(tick_text(0.001, 0.0005, 3), QStringLiteral("0.0010"));
    EXPECT_EQ(tick_text(0.0005, 0.0005, 3), QStringLiteral("0.0005"));
    EXPECT_EQ(tick_text(0.0, 0.0005, 3), QStringLiteral("0.0000"));
    EXPECT_EQ(tick_text(1.0, 0.5, 3), QStringLiteral("1.000"));
    EXPECT_EQ(tick_text(0.5, 0.5, 2), QStringLiteral("0.50"));
    EXPECT_EQ(tick_text(0.0025, 0.0025, 3), QStringLiteral("0.0025"))
        << "a tick prints its value, not a rounding of it";
}

}  // namespace
}  // namespace attn::ui

namespace attn::ui {
namespace {

TEST(MapsWalk, TheHeadsArrowsStepFromDivisorToDivisor) {
    DivisorSpinBox box;
    box.setRange(1, 64);
    box.setDividend(16);
    box.setValue(2);
    box.stepBy(1);
    EXPECT_EQ(box.value(), 4) << "2 → 3 is refused for d = 16: the arrow must reach 4";
    box.stepBy(1);
    EXPECT_EQ(box.value(), 8);
    box.stepBy(-2);
    EXPECT_EQ(box.value(), 2);
    box.setValue(16);
    box.stepBy(1);
    EXPECT_EQ(box.value(), 16) << "no divisor of 16 above 16";
}

}  // namespace
}  // namespace attn::ui

namespace attn::ui {
namespace {

TEST(MapsWalk, ExportDialogsStartInTheLessonsFolder) {
    const QString file = QDir::temp().filePath(QStringLiteral("maps-walk/lesson.attnlab.json"));
    attn::app::MainWindow w(load_builtin_lesson(QStringLiteral("module1")), file);
    EXPECT_EQ(export_folder(w.attentionPane()), QFileInfo(file).absolutePath());
    attn::app::MainWindow untitled(load_builtin_lesson(QStringLiteral("module1")));
    EXPECT_EQ(export_folder(untitled.attentionPane()), QDir::homePath())
        << "a lesson never saved: the home folder";
    // Once a figure is written, the next dialog starts where it went (a walk found every
    // Export… back in the home folder), while that folder exists.
    QTemporaryDir figures;
    ASSERT_TRUE(figures.isValid());
    note_export_written(QDir(figures.path()).filePath(QStringLiteral("scores.png")));
    EXPECT_EQ(export_folder(untitled.attentionPane()),
              QFileInfo(figures.path()).absoluteFilePath());
    EXPECT_EQ(export_folder(w.attentionPane()), QFileInfo(figures.path()).absoluteFilePath());
    note_export_written(figures.path());  // a figure set's folder
    EXPECT_EQ(export_folder(w.attentionPane()), QFileInfo(figures.path()).absoluteFilePath());
    ASSERT_TRUE(figures.remove());
    EXPECT_EQ(export_folder(w.attentionPane()), QFileInfo(file).absolutePath());
}

}  // namespace
}  // namespace attn::ui

namespace attn::ui {
namespace {

// A 2,048-token map exported: PNG, PDF and SVG are written, at sizes that stay
// bounded (the SVG holds an image of the overview, not 4 M rectangles).
TEST(MapsWalk, ExportsOfA2048TokenMapHaveBoundedSizes) {
    constexpr int n = 2048;
    FigureSpec spec;
    spec.kind = FigureKind::Heatmap;
    MatrixPanel panel;
    panel.values = attn::Matrix::Constant(n, n, 1.0f / n);
    panel.values(1500, 700) = 1.0f;
    for (int i = 0; i < n; ++i) panel.row_labels << QStringLiteral("w%1").arg(i);
    panel.col_labels = panel.row_labels;
    panel.probabilities = true;
    spec.panels.push_back(panel);
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    struct Case {
        const char* ext;
        qint64 max_bytes;
    };
    for (const Case c : {Case{"png", 8'000'000}, Case{"pdf", 8'000'000}, Case{"svg", 8'000'000}}) {
        const QString path = dir.filePath(QStringLiteral("map.") + QLatin1String(c.ext));
        QString error;
        ASSERT_TRUE(export_figure(spec, path, {}, &error)) << c.ext << ": " << error.toStdString();
        const qint64 bytes = QFileInfo(path).size();
        EXPECT_GT(bytes, 1000) << c.ext;
        EXPECT_LT(bytes, c.max_bytes) << c.ext << " of a 2,048-token map is " << bytes << " bytes";
    }
    const QImage png(dir.filePath(QStringLiteral("map.png")));
    ASSERT_FALSE(png.isNull());
    EXPECT_LE(std::max(png.width(), png.height()), 8000)
        << "an overview, not one pixel block per cell at full size";
}

}  // namespace
}  // namespace attn::ui

namespace attn::ui {
namespace {

// The Blend table of a 512-word sentence: every row number-sized in its
// scrolling pane (numbers, not a blank overview), and the wheel scrolls.
TEST(MapsWalk, ALongSentencesBlendTableShowsNumbersAndTheWheelScrolls) {
    attn::Lesson l = load_builtin_lesson(QStringLiteral("module1"));
    std::string text;
    const std::string once = l.sentences.front();
    while (std::count(text.begin(), text.end(), ' ') + 1 < 512)
        text += (text.empty() ? "" : " ") + once;
    l.sentences = {text};
    attn::app::MainWindow w(std::move(l));
    w.resize(1366, 768);
    w.show();
    w.viewState()->setHighlightedWord(QStringLiteral("bank"));
    settle(4);
    HeatmapView* t = w.blendPane()->table(0);
    ASSERT_NE(t, nullptr);
    ASSERT_FALSE(t->isOverview()) << "512 ingredients drawn as a near-white overview";
    EXPECT_FALSE(t->cellText(0, 0).isEmpty()) << "the first ingredient's weight";
    EXPECT_FALSE(t->cellText(400, 1).isEmpty())
        << "a row far down, once scrolled to, has its number";
    QWheelEvent wheel(QPointF(t->plotRect().center()),
                      t->mapToGlobal(QPointF(t->plotRect().center())), QPoint(), QPoint(0, 120),
                      Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(t, &wheel);
    EXPECT_DOUBLE_EQ(t->zoom(), 1.0) << "the wheel stretched the rows";
}

// In a pane, the wheel over a map scrolls the pane (scrolling back up never catches on a map and
// zooms it), also while the pane has nothing to scroll; Ctrl+wheel zooms the map.
TEST(MapsWalk, TheWheelOverAMapScrollsItsPaneAndCtrlWheelZooms) {
    attn::app::MainWindow w(load_builtin_lesson(QStringLiteral("course-2-heads")));
    w.resize(1024, 768);
    w.show();
    settle(4);
    HeatmapView* map = w.attentionPane()->heatmap(0, 0);
    ASSERT_NE(map, nullptr);
    QAbstractScrollArea* pane = nullptr;
    for (QWidget* p = map->parentWidget(); p && !pane; p = p->parentWidget())
        pane = qobject_cast<QAbstractScrollArea*>(p);
    ASSERT_NE(pane, nullptr);
    const auto wheel = [&](Qt::KeyboardModifiers mods) {
        QWheelEvent e(QPointF(map->plotRect().center()),
                      map->mapToGlobal(QPointF(map->plotRect().center())), QPoint(), QPoint(0, 120),
                      Qt::NoButton, mods, Qt::NoScrollPhase, false);
        QApplication::sendEvent(map, &e);
        return e.isAccepted();
    };
    ASSERT_GT(pane->verticalScrollBar()->maximum(), 0) << "two sentences' heads at 1024 × 768";
    EXPECT_FALSE(wheel(Qt::NoModifier)) << "left to the pane";
    EXPECT_DOUBLE_EQ(map->zoom(), 1.0) << "the wheel zoomed a map in a scrolling pane";
    EXPECT_TRUE(wheel(Qt::ControlModifier));
    EXPECT_GT(map->zoom(), 1.0);
    map->fitToView();
    // The pane with room for all it holds: nothing to scroll, and still the wheel leaves the map
    // whole (a reader scrolling over a row of heads zoomed one, and its row shrank with it).
    w.resize(1920, 1400);
    settle(4);
    ASSERT_EQ(pane->verticalScrollBar()->maximum(), 0);
    EXPECT_FALSE(wheel(Qt::NoModifier));
    EXPECT_DOUBLE_EQ(map->zoom(), 1.0);
    EXPECT_TRUE(wheel(Qt::ControlModifier));
    EXPECT_GT(map->zoom(), 1.0);
}

}  // namespace
}  // namespace attn::ui

namespace attn::ui {
namespace {

TEST(MapsWalk, OneNumberFormPerMap) {
    MatrixItemModel model;
    attn::Matrix m(2, 2);
    m << 0.00027f, 0.001f, 0.3172f, 0.0f;
    model.setMatrix(m, {QStringLiteral("a"), QStringLiteral("b")},
                    {QStringLiteral("a"), QStringLiteral("b")});
    HeatmapView view;
    view.setMatrixModel(&model);
    view.resize(view.sizeHint() * 2);
    view.show();
    QApplication::processEvents();
    ASSERT_FALSE(view.isOverview());
    EXPECT_EQ(view.cellText(0, 0), QStringLiteral("0.0003")) << "not '3e-4' beside '0.001'";
    EXPECT_EQ(view.cellText(0, 1), QStringLiteral("0.0010"));
    EXPECT_EQ(view.cellText(1, 0), QStringLiteral("0.3172"));
    EXPECT_EQ(view.cellText(1, 1), QStringLiteral("0.0000"));
    for (int r = 0; r < 2; ++r)
        for (int c = 0; c < 2; ++c) EXPECT_FALSE(view.cellText(r, c).contains(QLatin1Char('e')));
}

}  // namespace
}  // namespace attn::ui

namespace attn::ui {
namespace {

TEST(MapsWalk, FourHeadsOfAThreeWordSentenceShowTheirNumbers) {
    attn::Lesson l = load_builtin_lesson(QStringLiteral("module1"));
    l.attention = attn::default_config(attn::Variant::MultiHead, l.table.axis_count(), 4);
    l.sentences = {"the river bank"};
    attn::app::MainWindow w(std::move(l));
    w.resize(1366, 768);
    w.show();
    settle(4);
    for (int h = 0; h < 4; ++h) {
        HeatmapView* v = w.attentionPane()->heatmap(0, h);
        ASSERT_NE(v, nullptr);
        EXPECT_FALSE(v->isOverview())
            << "head " << h + 1 << " is a thumbnail overview of a 3 × 3 map: " << v->width()
            << " × " << v->height();
    }
}

}  // namespace
}  // namespace attn::ui
