// The Positions pane (issue 41): its map follows the toolbar's encoding (or the
// one chosen in the pane), RoPE's map is constant along its diagonals, ALiBi
// draws one map per head, and the shift test says which encodings keep the
// score of "bank" on "river" when a word is put in front; a pending question
// that hides the cells hides the map and the table's numbers.
#include <gtest/gtest.h>

#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QLineEdit>
#include <QSpinBox>
#include <QTableWidget>
#include <QUndoStack>
#include <algorithm>

#include "commands/attention_commands.hpp"
#include "document/document.hpp"
#include "document/view_state.hpp"
#include "figures/figure_canvas.hpp"
#include "main_window.hpp"
#include "panes/attention_pane.hpp"
#include "panes/attention_toolbar.hpp"
#include "panes/positions_pane.hpp"
#include "panes/sentences_pane.hpp"
#include "ui_test_helpers.hpp"
#include "widgets/heatmap_view.hpp"

namespace attn::app {
namespace {

using attn::ui::PositionsPane;
using attn::ui::test::module1;

void choose(QComboBox* box, int data) {
    box->setCurrentIndex(box->findData(data));
    QApplication::processEvents();
}

TEST(PositionsPane, TheMapFollowsTheToolbarAndTheShiftTestKeepsRelativeScores) {
    MainWindow w(module1());
    w.show();
    PositionsPane* p = w.positionsPane();
    w.findChild<QDockWidget*>(QStringLiteral("positionsDock"))->raise();  // hidden panes wait
    QApplication::processEvents();
    QComboBox* toolbar = w.attentionToolbar()->positionsBox();
    choose(toolbar, int(attn::PositionEncoding::Rope));
    QApplication::processEvents();
    ASSERT_EQ(p->canvas()->figures().size(), 1u) << p->message().toStdString();
    // "bank" (position 2) on "river" (position 1), the highlighted word on the one before it.
    EXPECT_EQ(p->queryBox()->currentText(), QStringLiteral("2 bank"));
    EXPECT_EQ(p->keyBox()->currentText(), QStringLiteral("1 river"));
    const attn::Matrix& m = p->canvas()->figures().front().spec.panels.at(0).values;
    ASSERT_GE(m.rows(), 6);
    for (int i = 1; i < m.rows(); ++i)
        for (int j = 1; j < m.cols(); ++j) EXPECT_NEAR(m(i, j), m(i - 1, j - 1), 1e-5);
    // The shift test: only the sinusoidal row changes.
    QTableWidget* t = p->shiftTable();
    ASSERT_EQ(t->rowCount(), 4);
    const QString want[] = {QStringLiteral("no"), QStringLiteral("yes"), QStringLiteral("no"),
                            QStringLiteral("no")};
    for (int r = 0; r < 4; ++r)
        EXPECT_EQ(t->item(r, 3)->text(), want[r]) << t->item(r, 0)->text().toStdString();
    EXPECT_TRUE(t->item(2, 0)->font().bold());  // the toolbar's own: RoPE

    // ALiBi on the multi-head rung: one map per head, 0 on the diagonal.
    choose(p->mapBox(), int(attn::PositionEncoding::Alibi));
    const auto& spec = p->canvas()->figures().front().spec;
    EXPECT_EQ(int(spec.panels.size()), w.document()->shownLesson().attention.heads);
    EXPECT_FLOAT_EQ(spec.panels[0].values(2, 2), 0.0f);
    EXPECT_LT(spec.panels[0].values(2, 0), spec.panels[0].values(2, 1));

    // No positions: no map, the caption says why.
    choose(p->mapBox(), int(attn::PositionEncoding::None));
    EXPECT_TRUE(p->canvas()->figures().empty());
    // Learned positions need a model this lesson lacks.
    choose(p->mapBox(), int(attn::PositionEncoding::Learned));
    EXPECT_TRUE(p->message().contains(QStringLiteral("train a model")))
        << p->message().toStdString();

    // A word that is not in the lesson is named in the table instead of numbers.
    choose(p->mapBox(), -1);
    p->frontEdit()->setText(QStringLiteral("ship"));
    emit p->frontEdit()->textEdited(QStringLiteral("ship"));
    QApplication::processEvents();
    EXPECT_TRUE(p->shiftNote().contains(QStringLiteral("ship"))) << p->shiftNote().toStdString();
    EXPECT_FALSE(t->isVisibleTo(p));  // said once, not in every row

    // A question that hides the cells hides the map and the numbers.
    p->frontEdit()->setText(QStringLiteral("the"));
    emit p->frontEdit()->textEdited(QStringLiteral("the"));
    attn::Concealment c;
    c.cells = true;
    w.viewState()->setConcealment(c);
    QApplication::processEvents();
    EXPECT_TRUE(p->canvas()->figures().empty());
    EXPECT_EQ(t->item(1, 3)->text(), QStringLiteral("?"));
    EXPECT_FALSE(p->mapBox()->isEnabled());  // another encoding's map could answer it
}

// The shuffle test as the Sentences pane's Shuffle: the words in another order, and
// without positions every weight follows its pair of words (the map permuted, not
// changed); undo puts the words back.
TEST(PositionsPane, ShuffleMovesEveryWeightWithItsPairOfWords) {
    MainWindow w(module1());
    attn::ui::Document* doc = w.document();
    ASSERT_EQ(doc->shownLesson().attention.position, attn::PositionEncoding::None);
    const std::string before = doc->lesson().sentences[0];
    const attn::Trace t0 = doc->results()[0].trace;
    w.sentencesPane()->shuffleAction()->trigger();
    const std::string after = doc->lesson().sentences[0];
    ASSERT_NE(after, before);
    const attn::Trace& t1 = doc->results()[0].trace;
    ASSERT_EQ(t1.n(), t0.n());
    // Where each word of the shuffled sentence came from (the words here are distinct).
    std::vector<int> from(std::size_t(t1.n()));
    for (int i = 0; i < t1.n(); ++i)
        from[std::size_t(i)] =
            int(std::find(t0.tokens.begin(), t0.tokens.end(), t1.tokens[std::size_t(i)]) -
                t0.tokens.begin());
    for (int i = 0; i < t1.n(); ++i)
        for (int j = 0; j < t1.n(); ++j)
            EXPECT_NEAR(t1.weights[0](i, j),
                        t0.weights[0](from[std::size_t(i)], from[std::size_t(j)]), 1e-6);
    doc->undoStack()->undo();
    EXPECT_EQ(doc->lesson().sentences[0], before);
}

// RoPE on heads of one number turns nothing: the maps' legend says so (a walk found
// it silent).
TEST(PositionsPane, RopeOnHeadsOfOneNumberSaysItTurnsNothing) {
    MainWindow w(module1());
    w.show();  // the maps in view redraw at once
    attn::ui::Document* doc = w.document();
    attn::AttentionSwitches s;
    s.variant = attn::Variant::MultiHead;
    s.heads = 4;  // four axes: one number a head
    s.position = attn::PositionEncoding::Rope;
    doc->undoStack()->push(attn::ui::set_attention_command(doc, s).release());
    QApplication::processEvents();
    const auto maps = w.attentionPane()->findChildren<attn::ui::HeatmapView*>();
    ASSERT_FALSE(maps.isEmpty());
    EXPECT_TRUE(maps.front()->accessibleDescription().contains(QStringLiteral("no pair to turn")))
        << maps.front()->accessibleDescription().toStdString();
    doc->undoStack()->undo();  // one head again: the maps are made anew
    QApplication::processEvents();
    const auto again = w.attentionPane()->findChildren<attn::ui::HeatmapView*>();
    ASSERT_FALSE(again.isEmpty());
    EXPECT_FALSE(
        again.front()->accessibleDescription().contains(QStringLiteral("no pair to turn")));
}

}  // namespace
}  // namespace attn::app
