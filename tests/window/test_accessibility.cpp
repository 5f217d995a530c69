// Screen readers (issue 28), through Qt's accessibility API on the offscreen
// platform: every control the keyboard reaches has an accessible name (the
// window with every pane, the course's question kinds, the authoring
// dialogs); a heatmap is a table of its words and shown values ("hidden"
// while a question conceals them) whose focused cell follows the keyboard's
// cursor and whose value changes are told; the vector plot is a list of its
// points with their coordinates; the head grids are tables of layers × heads;
// edits, verdicts and training progress are announced (at a steady pace).
#include <gtest/gtest.h>

#include <QAccessible>
#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QLabel>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTest>
#include <QUndoStack>
#include <vector>

#include "accessibility/accessible_events.hpp"
#include "accessibility/announcer.hpp"
#include "authoring/lesson_properties_dialog.hpp"
#include "authoring/step_editor.hpp"
#include "authoring/step_question_editor.hpp"
#include "document/view_state.hpp"
#include "files/builtin_lessons.hpp"
#include "itemmodels/lesson_matrix_item_model.hpp"
#include "itemmodels/matrix_item_model.hpp"
#include "lesson/lesson_session.hpp"
#include "main_window.hpp"
#include "modeldock/head_tile_grid.hpp"
#include "panes/attention_pane.hpp"
#include "panes/embedding_pane.hpp"
#include "panes/lesson_pane.hpp"
#include "style/number_format.hpp"
#include "training/head_grid.hpp"
#include "training/loss_chart.hpp"
#include "training/pair_chart.hpp"
#include "training/training_pane.hpp"
#include "training/training_session.hpp"
#include "training_test_helpers.hpp"
#include "ui_test_helpers.hpp"
#include "widgets/heatmap_view.hpp"
#include "widgets/vector_plot.hpp"

namespace attn::app {
namespace {

using namespace attn::ui;

using attn::ui::test::settle;

QString accessible_name(QObject* o) {
    QAccessibleInterface* i = QAccessible::queryAccessibleInterface(o);
    return i ? i->text(QAccessible::Name) : QString();
}

// "QToolButton "zoomIn" in AttentionPane > QDockWidget "…"": enough to find the control.
QString describe(const QWidget* w) {
    QString s = QString::fromLatin1(w->metaObject()->className());
    if (!w->objectName().isEmpty()) s += QStringLiteral(" \"%1\"").arg(w->objectName());
    if (!w->toolTip().isEmpty()) s += QStringLiteral(" (tip: %1)").arg(w->toolTip().left(60));
    QStringList chain;
    for (const QWidget* p = w->parentWidget(); p && chain.size() < 4; p = p->parentWidget())
        chain << QString::fromLatin1(p->metaObject()->className()) +
                     (p->objectName().isEmpty() ? QString()
                                                : QStringLiteral(" \"%1\"").arg(p->objectName()));
    return s + QStringLiteral(" in ") + chain.join(QStringLiteral(" > "));
}

// A control a keyboard user reaches: takes focus and is shown. A part whose
// focus goes to another widget (a spin box's line edit, a scroll area's
// viewport: their focus proxy) is that widget's.
bool is_control(const QWidget* w) {
    if (w->focusPolicy() == Qt::NoFocus || !w->isVisible() || w->focusProxy()) return false;
    // A label's name is its text: one that shows nothing (a selectable output
    // not written yet) has nothing to name.
    const auto* label = qobject_cast<const QLabel*>(w);
    return !(label && label->text().isEmpty());
}

// Every control under `root` (and root) without an accessible name, each
// QTabWidget's pages shown in turn.
void collect_unnamed(QWidget* root, QStringList& out) {
    std::vector<QWidget*> all{root};
    for (QWidget* w : root->findChildren<QWidget*>()) all.push_back(w);
    for (QWidget* w : all)
        if (is_control(w) && accessible_name(w).trimmed().isEmpty() && !out.contains(describe(w)))
            out << describe(w);
    for (QTabWidget* tabs : root->findChildren<QTabWidget*>()) {
        if (!tabs->isVisible()) continue;
        const int was = tabs->currentIndex();
        for (int i = 0; i < tabs->count(); ++i) {
            tabs->setCurrentIndex(i);
            settle(5);
            for (QWidget* w : tabs->widget(i)->findChildren<QWidget*>())
                if (is_control(w) && accessible_name(w).trimmed().isEmpty() &&
                    !out.contains(describe(w)))
                    out << describe(w);
        }
        tabs->setCurrentIndex(was);
    }
}

// Accessibility events the app tells while a Recording lives (Qt 6.4 passes
// them on only while a screen reader listens, which the offscreen platform
// cannot fake: the app's own watcher sees them).
struct Seen {
    QAccessible::Event type;
    QObject* object;
    QAccessible::Id id;
};
struct Recording {
    Recording() {
        previous = watch_accessible_events([this](QAccessibleEvent* e) {
            QAccessibleInterface* i = e->accessibleInterface();
            seen.push_back({e->type(), e->object(), i ? QAccessible::uniqueId(i) : 0});
        });
    }
    ~Recording() { watch_accessible_events(previous); }
    bool saw(QAccessible::Event type, QAccessibleInterface* iface) const {
        for (const Seen& s : seen)
            if (s.type == type && s.id == QAccessible::uniqueId(iface)) return true;
        return false;
    }
    std::vector<Seen> seen;
    AccessibleEventWatcher previous;
};

using attn::ui::test::module1;
using attn::ui::test::step_index;

TEST(Accessibility, EveryControlTheKeyboardReachesHasAName) {
    MainWindow w(module1());
    w.resize(1366, 768);
    w.show();
    settle(5);
    for (QDockWidget* d : w.findChildren<QDockWidget*>()) {
        d->show();
        d->raise();
        settle(5);
    }
    w.showTraining(false);
    w.showModelPane();
    settle(5);
    QStringList unnamed;
    // Each dock raised in turn: tabbed docks show their pane only while raised.
    for (QDockWidget* d : w.findChildren<QDockWidget*>()) {
        d->raise();
        settle(5);
        collect_unnamed(&w, unnamed);
    }
    // The course: a question of each kind in the Lesson pane.
    w.openLesson(load_builtin_lesson(builtin_course_parts().front()), {});
    settle(5);
    for (const char* title : {"Attempt 1: the equal average", "Softmax: scores become shares",
                              "Rebuild it for the money sentence"}) {
        const int k = step_index(w.document()->lesson(), title);
        ASSERT_GE(k, 0) << title;
        w.lessonSession()->go(k);
        settle(5);
        collect_unnamed(&w, unnamed);
    }
    // The authoring dialogs, the step editor with each question kind.
    StepEditor* e = w.lessonPane()->newStep();
    ASSERT_NE(e, nullptr);
    settle(5);
    QComboBox* kinds = e->questionEditor()->kindBox();
    for (int k = 0; k < kinds->count(); ++k) {
        kinds->setCurrentIndex(k);
        settle(5);
        collect_unnamed(e, unnamed);
    }
    e->close();
    LessonPropertiesDialog* p = w.lessonPane()->editProperties();
    settle(5);
    collect_unnamed(p, unnamed);
    p->close();
    EXPECT_TRUE(unnamed.isEmpty()) << unnamed.size() << " controls without a name:\n"
                                   << unnamed.join(QLatin1Char('\n')).toStdString();
}

TEST(Accessibility, AHeatmapIsATableOfItsWordsAndTheValuesItShows) {
    MainWindow w(module1());
    w.show();
    settle(5);
    HeatmapView* v = w.attentionPane()->heatmap(0);
    ASSERT_NE(v, nullptr);
    MatrixItemModel* m = v->matrixModel();
    QAccessibleInterface* table = QAccessible::queryAccessibleInterface(v);
    ASSERT_NE(table, nullptr);
    EXPECT_EQ(table->role(), QAccessible::Table);
    EXPECT_FALSE(table->text(QAccessible::Name).isEmpty());
    QAccessibleTableInterface* t = table->tableInterface();
    ASSERT_NE(t, nullptr);
    ASSERT_EQ(t->rowCount(), m->rowCount());
    ASSERT_EQ(t->columnCount(), m->columnCount());
    EXPECT_EQ(table->childCount(), m->rowCount() * m->columnCount());
    for (int c = 0; c < m->columnCount(); ++c)
        EXPECT_EQ(t->columnDescription(c),
                  m->headerData(c, Qt::Horizontal, Qt::DisplayRole).toString());
    for (int r = 0; r < m->rowCount(); ++r)
        EXPECT_EQ(t->rowDescription(r), m->headerData(r, Qt::Vertical, Qt::DisplayRole).toString());

    // "the river bank": bank (row 2) gives river (column 1) 0.317, as the map shows it.
    QAccessibleInterface* cell = t->cellAt(2, 1);
    ASSERT_NE(cell, nullptr);
    EXPECT_EQ(cell->role(), QAccessible::Cell);
    EXPECT_EQ(cell->text(QAccessible::Name), QStringLiteral("0.317"));
    if (!v->cellText(2, 1).isEmpty()) EXPECT_EQ(cell->text(QAccessible::Name), v->cellText(2, 1));
    EXPECT_TRUE(cell->text(QAccessible::Description).contains(QStringLiteral("bank")))
        << cell->text(QAccessible::Description).toStdString();
    EXPECT_EQ(cell->parent(), table);
    EXPECT_EQ(table->indexOfChild(cell), 2 * m->columnCount() + 1);
    EXPECT_EQ(table->child(2 * m->columnCount() + 1), cell);
    QAccessibleTableCellInterface* ci = cell->tableCellInterface();
    ASSERT_NE(ci, nullptr);
    EXPECT_EQ(ci->rowIndex(), 2);
    EXPECT_EQ(ci->columnIndex(), 1);
    ASSERT_EQ(ci->columnHeaderCells().size(), 1);
    EXPECT_EQ(ci->columnHeaderCells().front()->text(QAccessible::Name), QStringLiteral("river"));
    EXPECT_EQ(ci->columnHeaderCells().front()->role(), QAccessible::ColumnHeader);
    ASSERT_EQ(ci->rowHeaderCells().size(), 1);
    EXPECT_EQ(ci->rowHeaderCells().front()->text(QAccessible::Name), QStringLiteral("bank"));
    EXPECT_EQ(ci->table(), table);
    EXPECT_FALSE(cell->rect().isEmpty());
    EXPECT_EQ(table->childAt(cell->rect().center().x(), cell->rect().center().y()), cell);

    // A question that conceals the numbers: every cell reads "hidden", then its value again.
    v->setConcealed(true, false);
    EXPECT_EQ(cell->text(QAccessible::Name), QStringLiteral("hidden"));
    EXPECT_EQ(t->cellAt(0, 0)->text(QAccessible::Name), QStringLiteral("hidden"));
    v->setConcealed(false, false);
    EXPECT_EQ(cell->text(QAccessible::Name), QStringLiteral("0.317"));
}

TEST(Accessibility, TheFocusedCellFollowsTheCursorAndAnEditIsTold) {
    MainWindow w(module1());
    w.resize(1366, 768);
    w.show();
    QApplication::setActiveWindow(&w);
    settle(5);
    HeatmapView* v = w.attentionPane()->heatmap(0);
    ASSERT_NE(v, nullptr);
    QAccessibleInterface* table = QAccessible::queryAccessibleInterface(v);
    QAccessibleTableInterface* t = table->tableInterface();
    v->setFocus(Qt::TabFocusReason);
    settle(5);
    ASSERT_TRUE(v->hasFocus());
    Recording rec;
    v->setCursorCell(2, 1);
    settle(5);
    QAccessibleInterface* cell = t->cellAt(2, 1);
    EXPECT_TRUE(rec.saw(QAccessible::Focus, cell)) << "the cursor's cell gets a Focus event";
    EXPECT_EQ(table->focusChild(), cell);
    EXPECT_TRUE(cell->state().focused);
    EXPECT_FALSE(t->cellAt(0, 0)->state().focused);

    // An edit: bank's water goes to 0.9; the table tells its values changed, the focused cell its
    // new name.
    rec.seen.clear();
    const QString before = cell->text(QAccessible::Name);
    auto* embedding = w.embeddingPane()->model();
    ASSERT_TRUE(embedding->setData(embedding->index(3, 0), QStringLiteral("0.9"), Qt::EditRole));
    settle(5);
    EXPECT_NE(cell->text(QAccessible::Name), before);
    EXPECT_EQ(cell->text(QAccessible::Name), format_cell(v->matrixModel()->value(2, 1)));
    EXPECT_TRUE(rec.saw(QAccessible::TableModelChanged, table));
    EXPECT_TRUE(rec.saw(QAccessible::NameChanged, cell));
}

TEST(Accessibility, APendingCellQuestionReadsHiddenUntilAnsweredAndTheVerdictIsAnnounced) {
    MainWindow w(load_builtin_lesson(QStringLiteral("course-1-attention")));
    w.show();
    settle(5);
    w.lessonSession()->go(step_index(w.document()->lesson(), "Softmax: scores become shares"));
    settle(5);
    ASSERT_TRUE(w.lessonSession()->pending());
    HeatmapView* v = w.attentionPane()->heatmap(0);
    ASSERT_NE(v, nullptr);
    ASSERT_TRUE(v->numbersConcealed());
    QAccessibleTableInterface* t = QAccessible::queryAccessibleInterface(v)->tableInterface();
    ASSERT_NE(t, nullptr);
    EXPECT_EQ(t->cellAt(2, 2)->text(QAccessible::Name), QStringLiteral("hidden"));
    auto* announcer = w.findChild<Announcer*>();
    ASSERT_NE(announcer, nullptr);
    w.lessonSession()->answerCell(2, 2);
    settle(5);
    EXPECT_EQ(t->cellAt(2, 2)->text(QAccessible::Name), QStringLiteral("0.498"));
    EXPECT_TRUE(announcer->lastAnnouncement().startsWith(
        QStringLiteral("Your answer: Right: bank → bank (0.498)")))
        << announcer->lastAnnouncement().toStdString();
    EXPECT_EQ(accessible_name(announcer), announcer->lastAnnouncement());
    EXPECT_EQ(QAccessible::queryAccessibleInterface(announcer)->role(), QAccessible::Notification);
    EXPECT_TRUE(announcer->isVisible());
}

TEST(Accessibility, TheVectorPlotIsAListOfItsPointsWithTheirCoordinates) {
    MainWindow w(module1());
    w.resize(1366, 768);
    w.show();
    QApplication::setActiveWindow(&w);
    settle(5);
    VectorPlot* plot = w.vectorPlot();
    QAccessibleInterface* list = QAccessible::queryAccessibleInterface(plot);
    ASSERT_NE(list, nullptr);
    EXPECT_EQ(list->role(), QAccessible::List);
    EXPECT_FALSE(list->text(QAccessible::Name).isEmpty());
    const VectorsPlot& d = plot->data();
    ASSERT_EQ(d.lookups.size(), 4u);  // the, river, money, bank
    ASSERT_FALSE(d.outputs.empty());
    ASSERT_EQ(list->childCount(), int(d.lookups.size() + d.outputs.size()));
    QAccessibleInterface* river = list->child(1);
    ASSERT_NE(river, nullptr);
    EXPECT_EQ(river->role(), QAccessible::ListItem);
    EXPECT_EQ(river->text(QAccessible::Name),
              QStringLiteral("river (lookup): water 0.900, money 0.000"));
    EXPECT_EQ(river->parent(), list);
    EXPECT_EQ(list->indexOfChild(river), 1);
    // bank's output in "the river bank", the third word: (0.435, 0.149).
    bool found = false;
    for (int k = int(d.lookups.size()); k < list->childCount(); ++k)
        found = found ||
                list->child(k)->text(QAccessible::Name) ==
                    QStringLiteral(
                        "bank′ (output of word 3 in “the river bank”): water 0.435, money 0.149");
    EXPECT_TRUE(found);
    // The keys' selected point is the list's focused item.
    plot->setFocus(Qt::TabFocusReason);
    settle(5);
    Recording rec;
    plot->selectPoint(1);
    settle(5);
    EXPECT_TRUE(river->state().selected);
    if (plot->hasFocus()) {
        EXPECT_EQ(list->focusChild(), river);
        EXPECT_TRUE(rec.saw(QAccessible::Focus, river));
    }
}

TEST(Accessibility, TheTrainingHeadGridIsATableOfLayersAndHeads) {
    HeadGrid grid;
    attn::AttentionSnapshot s;
    s.layers = 2;
    s.heads = 3;
    s.tokens = {"the", "ball", "matzah"};
    for (int k = 0; k < s.layers * s.heads; ++k) {
        attn::Matrix m = attn::Matrix::Zero(3, 3);
        m(0, 0) = 1;
        m(1, 0) = 0.5f, m(1, 1) = 0.5f;
        m(2, 0) = 0.1f, m(2, 1) = 0.7f, m(2, 2) = 0.2f;  // matzah looks at ball
        s.weights.push_back(m);
    }
    grid.setSnapshot(s);
    grid.resize(400, 300);
    grid.show();
    settle(5);
    QAccessibleInterface* table = QAccessible::queryAccessibleInterface(&grid);
    ASSERT_NE(table, nullptr);
    EXPECT_EQ(table->role(), QAccessible::Table);
    QAccessibleTableInterface* t = table->tableInterface();
    ASSERT_NE(t, nullptr);
    EXPECT_EQ(t->rowCount(), 2);
    EXPECT_EQ(t->columnCount(), 3);
    EXPECT_GE(table->childCount(), 6);
    QAccessibleInterface* cell = t->cellAt(1, 2);
    ASSERT_NE(cell, nullptr);
    EXPECT_EQ(cell->object(), grid.map(1, 2));
    EXPECT_EQ(cell->text(QAccessible::Name),
              QStringLiteral("layer 2, head 3: strongest, matzah → ball 0.700"));
    EXPECT_EQ(table->indexOfChild(cell), 1 * 3 + 2);
    EXPECT_EQ(table->child(5), cell);
    ASSERT_NE(cell->tableCellInterface(), nullptr);
    EXPECT_EQ(cell->tableCellInterface()->table(), table);
    EXPECT_EQ(cell->tableCellInterface()->columnHeaderCells().value(0)->text(QAccessible::Name),
              QStringLiteral("head 3"));
    EXPECT_EQ(cell->tableCellInterface()->rowHeaderCells().value(0)->text(QAccessible::Name),
              QStringLiteral("layer 2"));
    grid.select(1, 2);
    EXPECT_TRUE(cell->state().selected);
    EXPECT_EQ(t->selectedCells(), QList<QAccessibleInterface*>{cell});
    grid.setConcealed(true);
    EXPECT_EQ(cell->text(QAccessible::Name), QStringLiteral("layer 2, head 3: hidden"));
}

TEST(Accessibility, TheModelsHeadTilesAreATableNamedByTheirPatterns) {
    HeadTileGrid grid;
    std::vector<QImage> images(4, QImage(8, 8, QImage::Format_RGB32));
    grid.setHeads(
        2, 2, images,
        {QStringLiteral("1·1 previous token"), QStringLiteral("1·2"),
         QStringLiteral("2·1 first token"), QStringLiteral("2·2 self")},
        {QStringLiteral("1·1 prev"), QStringLiteral("1·2"), QStringLiteral("2·1 first"),
         QStringLiteral("2·2 self")},
        {QStringLiteral("<b>Layer 1, head 1</b><br>looks at the word before"), {}, {}, {}});
    grid.resize(400, 400);
    grid.show();
    settle(5);
    QAccessibleInterface* table = QAccessible::queryAccessibleInterface(&grid);
    ASSERT_NE(table, nullptr);
    QAccessibleTableInterface* t = table->tableInterface();
    ASSERT_NE(t, nullptr);
    EXPECT_EQ(t->rowCount(), 2);
    EXPECT_EQ(t->columnCount(), 2);
    EXPECT_EQ(table->childCount(), 4);
    EXPECT_EQ(t->cellAt(0, 0)->text(QAccessible::Name),
              QStringLiteral("layer 1, head 1: previous token"));
    EXPECT_EQ(t->cellAt(0, 0)->text(QAccessible::Description),
              QStringLiteral("Layer 1, head 1 looks at the word before"));
    EXPECT_EQ(t->cellAt(0, 1)->text(QAccessible::Name), QStringLiteral("layer 1, head 2"));
    EXPECT_EQ(t->cellAt(1, 0)->text(QAccessible::Name),
              QStringLiteral("layer 2, head 1: first token"));
    EXPECT_EQ(t->columnDescription(1), QStringLiteral("head 2"));
    EXPECT_EQ(t->rowDescription(1), QStringLiteral("layer 2"));
    grid.setSelected(1, 1);
    EXPECT_TRUE(t->cellAt(1, 1)->state().selected);
    EXPECT_FALSE(t->cellAt(0, 0)->state().selected);
    grid.setShown({0, 1}, {0, 1}, {true, true, true, false});
    EXPECT_TRUE(t->cellAt(1, 1)
                    ->text(QAccessible::Name)
                    .startsWith(QStringLiteral("layer 2, head 2: not shown")));
    // A new shape: the table follows.
    grid.setHeads(3, 1, std::vector<QImage>(3, QImage(8, 8, QImage::Format_RGB32)), {}, {}, {});
    EXPECT_EQ(t->rowCount(), 3);
    EXPECT_EQ(t->columnCount(), 1);
    EXPECT_EQ(table->childCount(), 3);
}

TEST(Accessibility, TheTrainingChartsAreChartsDescribedByWhatTheyPlot) {
    MainWindow w(module1());
    w.show();
    w.showTraining(false);
    settle(5);
    for (QWidget* chart : {static_cast<QWidget*>(w.trainingPane()->chart()),
                           static_cast<QWidget*>(w.trainingPane()->pairChart())}) {
        QAccessibleInterface* i = QAccessible::queryAccessibleInterface(chart);
        ASSERT_NE(i, nullptr);
        EXPECT_EQ(i->role(), QAccessible::Chart);
        EXPECT_FALSE(i->text(QAccessible::Name).isEmpty());
        EXPECT_FALSE(i->text(QAccessible::Description).isEmpty());
        EXPECT_EQ(i->childCount(), 0) << "the drawing surface is no control of its own";
    }
}

TEST(Accessibility, AnEditIsAnnouncedOnceItSettlesAndAnUndoSaysSo) {
    MainWindow w(module1());
    w.show();
    settle(5);
    auto* announcer = w.findChild<Announcer*>();
    ASSERT_NE(announcer, nullptr);
    QSignalSpy said(announcer, &Announcer::announced);
    auto* embedding = w.embeddingPane()->model();
    ASSERT_TRUE(embedding->setData(embedding->index(3, 0), QStringLiteral("0.9"), Qt::EditRole));
    ASSERT_TRUE(embedding->setData(embedding->index(3, 0), QStringLiteral("0.8"), Qt::EditRole));
    EXPECT_EQ(said.count(), 0) << "an edit is said once it settles";
    ASSERT_TRUE(said.wait(Announcer::kEditSettleMs * 4));
    EXPECT_EQ(said.count(), 1);
    const QString edit = w.document()->undoStack()->text(w.document()->undoStack()->index() - 1);
    EXPECT_EQ(announcer->lastAnnouncement(), edit);
    EXPECT_TRUE(edit.contains(QStringLiteral("bank"))) << edit.toStdString();
    w.document()->undoStack()->undo();
    ASSERT_TRUE(said.wait(Announcer::kEditSettleMs * 4));
    EXPECT_TRUE(announcer->lastAnnouncement().startsWith(QStringLiteral("Undone: ")))
        << announcer->lastAnnouncement().toStdString();
}

TEST(Accessibility, PacedAnnouncementsComeAtMostOncePerGapAndTheLatestWins) {
    QWidget window;
    auto* a = new Announcer(&window);
    window.show();
    Recording rec;
    QSignalSpy said(a, &Announcer::announced);
    constexpr int kGap = 300;
    a->announcePaced(QStringLiteral("step 10"), kGap);
    a->announcePaced(QStringLiteral("step 20"), kGap);
    a->announcePaced(QStringLiteral("step 30"), kGap);
    EXPECT_EQ(said.count(), 1);
    EXPECT_EQ(a->lastAnnouncement(), QStringLiteral("step 10"));
    ASSERT_TRUE(said.wait(kGap * 5));
    EXPECT_EQ(said.count(), 2);
    EXPECT_EQ(a->lastAnnouncement(), QStringLiteral("step 30"));
    EXPECT_TRUE(rec.saw(QAccessible::ObjectShow, QAccessible::queryAccessibleInterface(a)))
        << "each one shown afresh";
    // Nothing more waits.
    QTest::qWait(kGap * 2);
    EXPECT_EQ(said.count(), 2);
}

TEST(Accessibility, TrainingProgressIsAnnouncedAtMostOncePerGapAndAPauseAtOnce) {
    using attn::ui::testing::waitFor;
    TrainingSession session;
    QWidget window;
    auto* a = new Announcer(&window);
    a->followTraining(&session);
    QStringList said;
    QObject::connect(a, &Announcer::announced, a, [&said](const QString& t) { said << t; });
    QSignalSpy progressed(&session, &TrainingSession::progressed);
    QElapsedTimer clock;
    clock.start();
    session.start(attn::ui::testing::bubbeCorpus(), attn::ui::testing::tinyOptions(100'000));
    // The session reports progress many times; within one gap the announcer says it once.
    ASSERT_TRUE(waitFor([&] { return progressed.count() >= 4; }));
    ASSERT_LT(clock.elapsed(), Announcer::kTrainingGapMs)
        << "the reports came slower than the gap: nothing to pace";
    EXPECT_EQ(said.filter(QStringLiteral("Training: step")).size(), 1)
        << said.join(QLatin1Char('|')).toStdString();
    EXPECT_TRUE(said.contains(QStringLiteral("Training running")));
    // A pause is said at once, not paced.
    const qsizetype before = said.size();
    session.pause();
    ASSERT_TRUE(waitFor([&] { return session.state() == TrainingSession::State::Paused; }, 5000))
        << int(session.state());
    ASSERT_GT(said.size(), before);
    EXPECT_FALSE(said.mid(before).filter(QStringLiteral("Training paused at step")).isEmpty())
        << said.join(QLatin1Char('|')).toStdString();
}

}  // namespace
}  // namespace attn::app
