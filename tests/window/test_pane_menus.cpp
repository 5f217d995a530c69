// The editing panes' context menus: the Embedding table and the Weights pane
// export what they show (Module 1's 0.900 for river · water, W_Q of Module 2
// with its 2.000 on the place row) as figures and as CSV / LaTeX; a right
// click opens the menu without editing or scrubbing, and a drag still
// scrubs; File ▸ Export View… exports each when it has the focus; the "all"
// figure set carries the projections the variant uses.
#include <gtest/gtest.h>

#include <QAction>
#include <QContextMenuEvent>
#include <QDockWidget>
#include <QImage>
#include <QLineEdit>
#include <QMenu>
#include <QMouseEvent>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include "document/document.hpp"
#include "document/view_state.hpp"
#include "export/figure_actions.hpp"
#include "figure_menu_test_helpers.hpp"
#include "files/builtin_lessons.hpp"
#include "itemmodels/lesson_matrix_item_model.hpp"
#include "main_window.hpp"
#include "panes/attention_pane.hpp"
#include "panes/embedding_pane.hpp"
#include "panes/weights_pane.hpp"
#include "style/plain_text.hpp"
#include "ui_test_helpers.hpp"
#include "viewdata/projection_figure.hpp"
#include "widgets/heatmap_view.hpp"
#include "widgets/scrub_table_view.hpp"

namespace attn::app {
namespace {

using namespace attn::ui;
using namespace attn::ui::testing;

const QStringList kMatrixMenu{QStringLiteral("Export…"),        QStringLiteral("Copy as Image"),
                              QStringLiteral("Copy as CSV"),    QStringLiteral("Copy as LaTeX"),
                              QStringLiteral("Export as CSV…"), QStringLiteral("Export as LaTeX…")};

TEST(PaneMenus, EmbeddingTableExportsWordsByAxesWithTheHighlightedWord) {
    QTemporaryDir dir;
    MainWindow w(load_builtin_lesson(QStringLiteral("module1")));
    ScrubTableView* table = w.embeddingPane()->table();
    EXPECT_EQ(table->contextMenuPolicy(), Qt::CustomContextMenu);
    // The table's own edits on the current cell come first, then the export.
    EXPECT_EQ(menu_texts(table).mid(6), kMatrixMenu);
    w.viewState()->setHighlightedWord(QStringLiteral("river"));
    const ViewFigure fig = w.embeddingPane()->figure();
    EXPECT_EQ(fig.name, QStringLiteral("embeddings"));
    ASSERT_EQ(fig.spec.panels.size(), 1u);
    EXPECT_EQ(fig.spec.panels[0].values, w.document()->lesson().table.values());
    EXPECT_EQ(fig.spec.panels[0].highlight, QStringLiteral("river"));
    EXPECT_EQ(fig.spec.panels[0].row_labels.at(1), QStringLiteral("river"));
    EXPECT_EQ(fig.spec.panels[0].col_labels,
              (QStringList{QStringLiteral("water"), QStringLiteral("money"),
                           QStringLiteral("place"), QStringLiteral("filler")}));

    ExportOptions o;

    o.scale = 1;  // logical pixels: the geometry below is measured in them
    o.size = QSize(640, 420);
    QString error;
    const QString png = dir.filePath(QStringLiteral("emb.png")),
                  svgPath = dir.filePath(QStringLiteral("emb.svg"));
    ASSERT_TRUE(export_view(table, png, o, &error)) << error.toStdString();
    EXPECT_EQ(QImage(png).size(), QSize(640, 420));
    ASSERT_TRUE(export_view(table, svgPath, ExportOptions{}, &error)) << error.toStdString();
    const QByteArray svg = read(svgPath);
    EXPECT_TRUE(parses_as_xml(svg));
    EXPECT_TRUE(svg.contains(">0.900<")) << "river · water and money · money";
    EXPECT_TRUE(svg.contains(">0.300<"));
    EXPECT_TRUE(svg.contains("#ffdc78")) << "the highlighted word's marker";
    keep_figures(table, QStringLiteral("embeddings"));

    // CSV: a header of the axes, then one row per word with its d values.
    const QString csvPath = dir.filePath(QStringLiteral("emb.csv"));
    ASSERT_TRUE(export_view_data(table, csvPath, DataFormat::Csv, &error)) << error.toStdString();
    const QStringList lines =
        QString::fromUtf8(read(csvPath)).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    ASSERT_EQ(lines.size(), 5);
    EXPECT_EQ(lines[0], QStringLiteral(",water,money,place,filler"));
    EXPECT_EQ(lines[2], QStringLiteral("river,0.900,0.000,0.300,0.000"));
    EXPECT_EQ(lines[4], QStringLiteral("bank,0.300,0.300,0.900,0.000"));
    ASSERT_TRUE(export_view_data(table, dir.filePath(QStringLiteral("emb.tex")), DataFormat::Latex,
                                 &error));
    EXPECT_TRUE(read(dir.filePath(QStringLiteral("emb.tex")))
                    .contains("money & 0.000 & 0.900 & 0.100 & 0.000 \\\\"));
    // The export follows edits.
    auto* m = w.embeddingPane()->model();
    ASSERT_TRUE(m->setData(m->index(1, 0), QStringLiteral("0.25"), Qt::EditRole));
    EXPECT_FLOAT_EQ(w.embeddingPane()->figure().spec.panels[0].values(1, 0), 0.25f);
}

TEST(PaneMenus, RightClickOpensTheMenuAndLeavesEditingAndScrubbingAlone) {
    MainWindow w(load_builtin_lesson(QStringLiteral("module1")));
    w.show();
    ScrubTableView* table = w.embeddingPane()->table();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&w));
    const QPoint at = table->visualRect(table->model()->index(3, 0)).center();
    QStringList shown;
    QTimer closer;
    closer.setInterval(5);
    QObject::connect(&closer, &QTimer::timeout, [&] {
        if (auto* menu = qobject_cast<QMenu*>(QApplication::activePopupWidget())) {
            for (QAction* a : menu->actions())
                if (!a->isSeparator()) shown << a->text();
            menu->close();
        }
    });
    closer.start();
    // A right button press and the context menu event it brings.
    QMouseEvent press(QEvent::MouseButtonPress, at, table->viewport()->mapToGlobal(at),
                      Qt::RightButton, Qt::RightButton, Qt::NoModifier);
    QApplication::sendEvent(table->viewport(), &press);
    QMouseEvent move(QEvent::MouseMove, at + QPoint(30, 0),
                     table->viewport()->mapToGlobal(at + QPoint(30, 0)), Qt::NoButton,
                     Qt::RightButton, Qt::NoModifier);
    QApplication::sendEvent(table->viewport(), &move);
    QContextMenuEvent menuEvent(QContextMenuEvent::Mouse, at, table->viewport()->mapToGlobal(at));
    QApplication::sendEvent(table->viewport(), &menuEvent);
    QMouseEvent release(QEvent::MouseButtonRelease, at, table->viewport()->mapToGlobal(at),
                        Qt::RightButton, Qt::NoButton, Qt::NoModifier);
    QApplication::sendEvent(table->viewport(), &release);
    closer.stop();
    // The edits act on the cell clicked: its word (row 3) and its axis (column 0).
    const auto header = [table](int i, Qt::Orientation o) {
        return table->model()->headerData(i, o, Qt::DisplayRole).toString();
    };
    const QString word = quoted_text(header(3, Qt::Vertical)),
                  axis = quoted_text(header(0, Qt::Horizontal));
    EXPECT_EQ(
        shown,
        QStringList({QStringLiteral("Add a word…"), QStringLiteral("Rename the word %1…").arg(word),
                     QStringLiteral("Remove the word %1").arg(word), QStringLiteral("Add an axis…"),
                     QStringLiteral("Rename the axis %1…").arg(axis),
                     QStringLiteral("Remove the axis %1").arg(axis)}) +
            kMatrixMenu);
    EXPECT_EQ(w.document()->undoStack()->count(), 0) << "a right drag does not scrub";
    EXPECT_EQ(table->viewport()->findChild<QLineEdit*>(), nullptr) << "no cell editor opened";
    EXPECT_EQ(w.document()->lesson(), load_builtin_lesson(QStringLiteral("module1")));

    // A left drag still scrubs, in one undo step.
    auto send = [&](QEvent::Type type, QPoint p, Qt::MouseButtons buttons) {
        QMouseEvent e(type, p, table->viewport()->mapToGlobal(p), Qt::LeftButton, buttons,
                      Qt::NoModifier);
        QApplication::sendEvent(table->viewport(), &e);
    };
    send(QEvent::MouseButtonPress, at, Qt::LeftButton);
    for (int dx : {2, 10, 20, 30}) send(QEvent::MouseMove, at + QPoint(dx, 0), Qt::LeftButton);
    send(QEvent::MouseButtonRelease, at + QPoint(30, 0), Qt::NoButton);
    EXPECT_NEAR(w.document()->lesson().table.value(3, 0), 0.6f, 1e-5f);
    EXPECT_EQ(w.document()->undoStack()->count(), 1);
    // Typing a value still edits the cell.
    table->setCurrentIndex(table->model()->index(1, 1));
    table->edit(table->currentIndex());
    auto* editor = table->viewport()->findChild<QLineEdit*>();
    ASSERT_NE(editor, nullptr);
    editor->setText(QStringLiteral("0.5"));
    emit table->itemDelegate()->commitData(editor);  // what Return does
    EXPECT_FLOAT_EQ(w.document()->lesson().table.value(1, 1), 0.5f);
    EXPECT_EQ(w.document()->undoStack()->count(), 2)
        << w.document()->undoStack()->text(0).toStdString() << " / "
        << w.document()->undoStack()->text(1).toStdString();
}

TEST(PaneMenus, WeightsPaneExportsTheMatrixShownNamedAfterIt) {
    QTemporaryDir dir;
    const attn::Lesson lesson =
        load_builtin_lesson(QStringLiteral("module2"));  // scaled: W_Q, W_K, W_V
    MainWindow w(lesson);
    WeightsPane* pane = w.weightsPane();
    EXPECT_EQ(menu_texts(pane->table()), kMatrixMenu);
    pane->showMatrix(int(ValueTarget::WQ));
    ViewFigure fig = pane->figure();
    EXPECT_EQ(fig.name, QStringLiteral("weights-W_Q"));
    ASSERT_EQ(fig.spec.panels.size(), 1u);
    EXPECT_EQ(fig.spec.panels[0].values, lesson.attention.wq.values);
    EXPECT_EQ(fig.spec.panels[0].panel_title, QStringLiteral("W_Q"));
    EXPECT_FALSE(fig.spec.panels[0].probabilities);  // centred on 0
    QString error;
    const QString csvPath = dir.filePath(QStringLiteral("wq.csv"));
    ASSERT_TRUE(export_view_data(pane->table(), csvPath, DataFormat::Csv, &error))
        << error.toStdString();
    const QStringList lines =
        QString::fromUtf8(read(csvPath)).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    ASSERT_EQ(lines.size(), 5);  // header + d input axes
    EXPECT_EQ(lines[0], QStringLiteral(",water,money,place,filler"));
    EXPECT_EQ(lines[3], QStringLiteral("place,2.000,2.000,0.000,0.000"));
    const QString svgPath = dir.filePath(QStringLiteral("wq.svg"));
    ASSERT_TRUE(export_view(pane->table(), svgPath, ExportOptions{}, &error))
        << error.toStdString();
    const QByteArray svg = read(svgPath);
    EXPECT_TRUE(parses_as_xml(svg));
    EXPECT_TRUE(svg.contains(">2.000<"));
    EXPECT_TRUE(svg.contains(">W_Q<"));
    ExportOptions o;
    o.scale = 1;  // logical pixels: the geometry below is measured in them
    o.size = QSize(500, 380);
    ASSERT_TRUE(export_view(pane->table(), dir.filePath(QStringLiteral("wq.png")), o, &error))
        << error.toStdString();
    EXPECT_EQ(QImage(dir.filePath(QStringLiteral("wq.png"))).size(), QSize(500, 380));
    keep_figures(pane->table(), QStringLiteral("weights-W_Q"));
    // Switching the matrix switches what is exported.
    pane->showMatrix(int(ValueTarget::WK));
    fig = pane->figure();
    EXPECT_EQ(fig.name, QStringLiteral("weights-W_K"));
    EXPECT_EQ(fig.spec.panels[0].values, lesson.attention.wk.values);
}

TEST(PaneMenus, MultiHeadProjectionColumnsAreHeadBlocksAsThePaneShows) {
    const attn::Lesson lesson = load_builtin_lesson(QStringLiteral("bubbe"));  // 16 axes, 4 heads
    MainWindow w(lesson);
    WeightsPane* pane = w.weightsPane();
    pane->showMatrix(int(ValueTarget::WV));
    const MatrixPanel p = pane->figure().spec.panels.at(0);
    ASSERT_EQ(p.col_labels.size(), 16);
    for (int c = 0; c < 16; ++c)
        EXPECT_EQ(p.col_labels[c],
                  pane->model()->headerData(c, Qt::Horizontal, Qt::DisplayRole).toString());
    EXPECT_EQ(p.col_labels[5], QStringLiteral("h2·2"));
    EXPECT_EQ(p.col_title, QStringLiteral("head · dimension"));
    pane->showMatrix(int(ValueTarget::WO));
    EXPECT_EQ(pane->figure().spec.panels.at(0).col_labels.front(),
              QString::fromStdString(lesson.table.axes().front()));
    EXPECT_EQ(pane->figure().spec.panels.at(0).values, lesson.attention.wo.values);
    keep_figures(pane->table(), QStringLiteral("weights-W_O-bubbe"));
}

TEST(PaneMenus, ExportViewExportsTheFocusedTable) {
    QTemporaryDir dir;
    MainWindow w(load_builtin_lesson(QStringLiteral("module2")));
    QAction* exportView = show_for_export_view(&w);
    ASSERT_NE(exportView, nullptr);

    w.embeddingPane()->table()->setFocus();
    QCoreApplication::processEvents();
    {
        ExportDialogAnswer answer(dir.filePath(QStringLiteral("focused-emb.svg")), QSize(420, 300));
        exportView->trigger();
        EXPECT_TRUE(answer.answered);
    }
    const QByteArray emb = read(dir.filePath(QStringLiteral("focused-emb.svg")));
    EXPECT_TRUE(emb.contains(">0.900<") && emb.contains(">filler<"))
        << "the embedding table was focused";

    w.findChild<QDockWidget*>(QStringLiteral("weightsDock"))->raise();
    w.weightsPane()->showMatrix(int(ValueTarget::WQ));
    ASSERT_NE(show_for_export_view(&w), nullptr);  // back from the modal dialog
    w.weightsPane()->table()->setFocus();
    QCoreApplication::processEvents();
    ASSERT_TRUE(w.weightsPane()->table()->hasFocus());
    {
        ExportDialogAnswer answer(dir.filePath(QStringLiteral("focused-wq.svg")), QSize(420, 300));
        exportView->trigger();
        EXPECT_TRUE(answer.answered);
    }
    const QByteArray wq = read(dir.filePath(QStringLiteral("focused-wq.svg")));
    EXPECT_TRUE(wq.contains(">W_Q<") && wq.contains(">2.000<")) << "the W_Q table was focused";
}

TEST(PaneMenus, FigureSetHasTheProjectionsTheVariantUses) {
    const auto names = [](const attn::Lesson& l) {
        QStringList out;
        for (const NamedFigure& f : build_figure_set(l, QStringLiteral("all"))) out << f.name;
        return out;
    };
    const QStringList simple = names(load_builtin_lesson(QStringLiteral("module1")));
    EXPECT_FALSE(simple.contains(QStringLiteral("weights-W_Q")));  // S = X·Xᵀ uses no projection
    const QStringList scaled = names(load_builtin_lesson(QStringLiteral("module2")));
    EXPECT_EQ(scaled.mid(0, 4),
              (QStringList{QStringLiteral("embeddings"), QStringLiteral("weights-W_Q"),
                           QStringLiteral("weights-W_K"), QStringLiteral("weights-W_V")}));
    EXPECT_FALSE(scaled.contains(QStringLiteral("weights-W_O")));
    EXPECT_TRUE(names(load_builtin_lesson(QStringLiteral("bubbe")))
                    .contains(QStringLiteral("weights-W_O")));

    QTemporaryDir dir;
    QString error;
    const QStringList written =
        write_figure_set(load_builtin_lesson(QStringLiteral("module2")), QStringLiteral("all"),
                         dir.path(), ExportFormat::Svg, {}, &error);
    EXPECT_TRUE(error.isEmpty()) << error.toStdString();
    EXPECT_TRUE(written.contains(dir.filePath(QStringLiteral("weights-W_K.svg"))));
    const QByteArray wk = read(dir.filePath(QStringLiteral("weights-W_K.svg")));
    EXPECT_TRUE(parses_as_xml(wk));
    EXPECT_TRUE(wk.contains(">1.000<"));
}

}  // namespace
}  // namespace attn::app

namespace attn::app {
namespace {

// For keyboards without a menu key: Shift+F10 opens the focused heatmap's menu,
// what-if entries included; a cut made there is undone by Ctrl+Z, redone by
// Ctrl+Y, and Edit ▸ Clear the What-ifs clears it as one more undo step.
TEST(PaneMenus, ShiftF10OpensTheMapsMenuAndEditClearsTheWhatIf) {
    MainWindow w(attn::ui::load_builtin_lesson(QStringLiteral("module1")));
    w.resize(1366, 768);
    w.show();
    QApplication::setActiveWindow(&w);
    attn::ui::test::settle(5);
    attn::ui::HeatmapView* map = w.attentionPane()->heatmap(0);
    ASSERT_NE(map, nullptr);
    map->setFocus(Qt::TabFocusReason);
    QTest::keyClick(map, Qt::Key_Down);
    QTest::keyClick(map, Qt::Key_Down);  // the cursor on bank's row, "the" column
    attn::ui::test::settle(2);
    QStringList shown;
    bool cut = false;
    QTimer picker;
    picker.setInterval(5);
    QObject::connect(&picker, &QTimer::timeout, [&] {
        if (auto* menu = qobject_cast<QMenu*>(QApplication::activePopupWidget())) {
            for (QAction* a : menu->actions()) {
                if (a->isSeparator()) continue;
                shown << a->text();
                if (!cut && a->text().startsWith(QStringLiteral("Cut this line"))) {
                    cut = true;
                    menu->close();
                    a->trigger();
                    return;
                }
            }
            menu->close();
        }
    });
    picker.start();
    QTest::keyClick(map, Qt::Key_F10, Qt::ShiftModifier);
    // The menu opens from the event loop: wait for it (a loaded machine takes its time).
    for (int i = 0; i < 400 && !cut; ++i) QTest::qWait(10);
    attn::ui::test::settle(2);
    picker.stop();
    ASSERT_TRUE(cut) << shown.join(QStringLiteral(" | ")).toStdString();
    ASSERT_FALSE(w.viewState()->whatIf().empty());
    QAction* clear = nullptr;
    for (QAction* a : w.findChildren<QAction*>())
        if (a->text() == QStringLiteral("Clear the &What-ifs")) clear = a;
    ASSERT_NE(clear, nullptr);
    EXPECT_TRUE(clear->isEnabled());
    // Ctrl+Z and Ctrl+Y: the window's actions that carry them (a key sent on a loaded machine
    // reached the closing menu, or no active window, and was lost: the shortcut is Qt's to route).
    for (int i = 0; i < 400 && QApplication::activePopupWidget(); ++i) QTest::qWait(10);
    const auto carrying = [&w](const QKeySequence& keys) {
        for (QAction* a : w.findChildren<QAction*>())
            if (a->shortcuts().contains(keys)) return a;
        return static_cast<QAction*>(nullptr);
    };
    QAction* undo = carrying(QKeySequence(Qt::CTRL | Qt::Key_Z));
    QAction* redo = carrying(QKeySequence(Qt::CTRL | Qt::Key_Y));
    ASSERT_TRUE(undo && redo);
    undo->trigger();
    attn::ui::test::settle(2);
    EXPECT_TRUE(w.viewState()->whatIf().empty());
    EXPECT_FALSE(clear->isEnabled());
    redo->trigger();
    attn::ui::test::settle(2);
    EXPECT_FALSE(w.viewState()->whatIf().empty());
    clear->trigger();
    attn::ui::test::settle(2);
    EXPECT_TRUE(w.viewState()->whatIf().empty());
    EXPECT_EQ(w.document()->undoStack()->count(), 2);
}

}  // namespace
}  // namespace attn::app
