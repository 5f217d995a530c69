// The first two rungs of the ladder in the window: the toolbar offers
// 0 · No mixing and 1 · Equal average before simple attention; every pane
// (Attention, Blend, Vectors, Weights) shows what they compute; switching is
// one undo step each way, and scaling is off on both.
#include <gtest/gtest.h>

#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QUndoStack>
#include <cmath>

#include "commands/attention_commands.hpp"
#include "commands/try_push.hpp"
#include "document/view_state.hpp"
#include "files/builtin_lessons.hpp"
#include "i18n/language.hpp"
#include "itemmodels/matrix_item_model.hpp"
#include "main_window.hpp"
#include "panes/attention_toolbar.hpp"
#include "panes/blend_pane.hpp"
#include "panes/vectors_pane.hpp"
#include "panes/weights_pane.hpp"
#include "ui_test_helpers.hpp"
#include "viewdata/worked_arithmetic.hpp"
#include "widgets/scrub_table_view.hpp"
#include "widgets/vector_plot.hpp"

namespace attn::app {
namespace {

using attn::ui::MatrixItemModel;
using attn::ui::ViewState;

using attn::ui::test::cell;
using attn::ui::test::module1;
double value(MatrixItemModel* m, int r, int c) {
    return m->data(m->index(r, c), MatrixItemModel::ValueRole).toDouble();
}

void choose(MainWindow& w, attn::Variant v) {
    auto* box = w.attentionToolbar()->variantBox();
    box->setCurrentIndex(box->findData(int(v)));
}

attn::Variant shown_step(MainWindow& w) {
    return attn::Variant(w.attentionToolbar()->variantBox()->currentData().toInt());
}

// The Weights pane's note, the one label that mentions the projections.
QString weights_note(MainWindow& w) { return w.weightsPane()->note(); }

// The blend pane's "= output" row (after the n ingredient rows) of the k-th shown sentence.
QStringList blend_output(MainWindow& w, int shown, int n) {
    QStringList out;
    MatrixItemModel* m = w.blendPane()->model(shown);
    for (int c = 1; c < m->columnCount(); ++c) out << cell(m, n, c);
    return out;
}

TEST(LadderRungsWindow, TheToolbarListsTheLadderInTeachingOrder) {
    MainWindow w(module1());
    auto* box = w.attentionToolbar()->variantBox();
    ASSERT_EQ(box->count(), 5);
    const attn::Variant order[] = {attn::Variant::NoMixing, attn::Variant::EqualAverage,
                                   attn::Variant::Simple, attn::Variant::Scaled,
                                   attn::Variant::MultiHead};
    for (int i = 0; i < 5; ++i) EXPECT_EQ(attn::Variant(box->itemData(i).toInt()), order[i]) << i;
    EXPECT_EQ(box->itemText(0), QStringLiteral("0 · No mixing"));
    EXPECT_EQ(box->itemText(1), QStringLiteral("1 · Equal average"));
    EXPECT_TRUE(box->itemData(0, Qt::ToolTipRole).toString().contains(QStringLiteral("identity")));
    EXPECT_EQ(shown_step(w), attn::Variant::Simple);
}

TEST(LadderRungsWindow, NoMixingKeepsEveryWordsOwnRowInEveryPane) {
    MainWindow w(module1());
    w.show();
    choose(w, attn::Variant::NoMixing);
    ASSERT_EQ(w.document()->lesson().attention.variant, attn::Variant::NoMixing);
    EXPECT_EQ(w.document()->undoStack()->undoText(), QStringLiteral("Switch to no mixing"));
    EXPECT_FALSE(w.attentionToolbar()->scaleAction()->isEnabled());
    // Attention: the identity; raw scores all 0; masked: only the diagonal stays.
    w.viewState()->setStage(ViewState::Stage::Weights);
    MatrixItemModel* m = w.attentionModel(0);
    EXPECT_EQ(cell(m, 2, 2), QStringLiteral("1.000"));
    EXPECT_EQ(cell(m, 2, 1), QStringLiteral("0.000"));
    w.viewState()->setStage(ViewState::Stage::Raw);
    EXPECT_EQ(cell(w.attentionModel(0), 2, 1), QStringLiteral("0.000"));
    w.viewState()->setStage(ViewState::Stage::Masked);
    m = w.attentionModel(0);
    EXPECT_EQ(cell(m, 2, 1),
              QStringLiteral("\u2212\u221E"));  // −∞, as the causal mask's cells at this stage
    EXPECT_TRUE(std::isinf(value(m, 2, 1)));
    EXPECT_EQ(cell(m, 2, 2), QStringLiteral("0.000"));
    // Blend: bank's output is its own lookup row, in both sentences.
    const QStringList bank{QStringLiteral("0.300"), QStringLiteral("0.300"),
                           QStringLiteral("0.900"), QStringLiteral("0.000")};
    EXPECT_EQ(blend_output(w, 0, 3), bank);
    EXPECT_EQ(blend_output(w, 1, 3), bank);
    // Vectors: every output diamond sits on its word's lookup point.
    auto* plot = w.vectorsPane()->plot();
    const QList<QPointF> out = plot->outputPoints(0);
    ASSERT_EQ(out.size(), 3);
    EXPECT_EQ(out[2], plot->lookupPoint(QStringLiteral("bank")));
    EXPECT_EQ(out[1], plot->lookupPoint(QStringLiteral("river")));
    EXPECT_EQ(plot->outputPoints(1)[2], plot->lookupPoint(QStringLiteral("bank")));
    // Weights: the projections are unused, and the pane says why.
    EXPECT_FALSE(w.weightsPane()->table()->isEnabled());
    EXPECT_TRUE(weights_note(w).contains(QStringLiteral("No mixing uses no projections")))
        << weights_note(w).toStdString();
    // The hover arithmetic explains the mask.
    const attn::Trace& t = w.document()->results().at(0).trace;
    EXPECT_TRUE(attn::ui::worked_arithmetic(t, 0, 2, 1)
                    .contains(QStringLiteral("no mixing lets bank see only itself")));
    EXPECT_TRUE(attn::ui::worked_arithmetic(t, 0, 2, 2)
                    .contains(QStringLiteral("weight = 1.000 / 1.000 = <b>1.000</b>")));
}

TEST(LadderRungsWindow, EqualAverageMakesEveryWordTheSameBlend) {
    MainWindow w(module1());
    w.show();
    choose(w, attn::Variant::EqualAverage);
    ASSERT_EQ(w.document()->lesson().attention.variant, attn::Variant::EqualAverage);
    w.viewState()->setStage(ViewState::Stage::Weights);
    MatrixItemModel* m = w.attentionModel(0);
    for (int i = 0; i < 3; ++i)
        for (int j = 0; j < 3; ++j)
            EXPECT_EQ(cell(m, i, j), QStringLiteral("0.333")) << i << "," << j;
    // (the + river + bank) / 3 = [0.4, 0.1, 0.4, 0.333]
    EXPECT_EQ(blend_output(w, 0, 3),
              (QStringList{QStringLiteral("0.400"), QStringLiteral("0.100"),
                           QStringLiteral("0.400"), QStringLiteral("0.333")}));
    const QList<QPointF> out = w.vectorsPane()->plot()->outputPoints(0);
    ASSERT_EQ(out.size(), 3);
    EXPECT_EQ(out[0], out[1]);
    EXPECT_EQ(out[1], out[2]);
    EXPECT_NEAR(out[2].x(), 0.4, 1e-6);  // water
    EXPECT_NEAR(out[2].y(), 0.1, 1e-6);  // money
    EXPECT_TRUE(weights_note(w).contains(QStringLiteral("every weight 1/n")));
    const attn::Trace& t = w.document()->results().at(0).trace;
    EXPECT_TRUE(attn::ui::worked_arithmetic(t, 0, 2, 0)
                    .contains(QStringLiteral(
                        "row sum of exp = 3.000<br>weight = 1.000 / 3.000 = <b>0.333</b>")))
        << attn::ui::worked_arithmetic(t, 0, 2, 0).toStdString();
    // Causal: row i averages the words up to i.
    w.attentionToolbar()->causalAction()->trigger();
    m = w.attentionModel(0);
    EXPECT_EQ(cell(m, 0, 1), QString());  // masked
    EXPECT_EQ(cell(m, 1, 0), QStringLiteral("0.500"));
    EXPECT_EQ(cell(m, 2, 1), QStringLiteral("0.333"));
    const QList<QPointF> causal = w.vectorsPane()->plot()->outputPoints(0);
    EXPECT_EQ(causal[0], w.vectorsPane()->plot()->lookupPoint(QStringLiteral("the")));
    EXPECT_NE(causal[0], causal[2]);
}

TEST(LadderRungsWindow, SwitchingRungsUndoesAndRedoes) {
    MainWindow w(module1());
    w.show();
    QUndoStack* undo = w.document()->undoStack();
    w.attentionToolbar()->scaleAction()->trigger();  // simple attention, scaled
    ASSERT_TRUE(w.document()->lesson().attention.scale);
    choose(w, attn::Variant::NoMixing);
    EXPECT_FALSE(w.document()->lesson().attention.scale);  // nothing to scale
    EXPECT_EQ(undo->undoText(), QStringLiteral("Switch to no mixing, scaling off"));
    choose(w, attn::Variant::EqualAverage);
    EXPECT_EQ(undo->undoText(), QStringLiteral("Switch to the equal average"));
    ASSERT_EQ(undo->count(), 3);

    undo->undo();
    EXPECT_EQ(w.document()->lesson().attention.variant, attn::Variant::NoMixing);
    EXPECT_EQ(shown_step(w), attn::Variant::NoMixing);
    EXPECT_EQ(cell(w.attentionModel(0), 2, 1), QStringLiteral("0.000"));
    undo->undo();
    EXPECT_EQ(w.document()->lesson().attention.variant, attn::Variant::Simple);
    EXPECT_TRUE(w.document()->lesson().attention.scale);
    EXPECT_EQ(shown_step(w), attn::Variant::Simple);
    EXPECT_TRUE(w.attentionToolbar()->scaleAction()->isEnabled());
    EXPECT_TRUE(w.attentionToolbar()->scaleAction()->isChecked());
    EXPECT_NE(cell(w.attentionModel(0), 2, 1), QStringLiteral("0.000"));  // softmax weights again

    undo->redo();
    undo->redo();
    EXPECT_EQ(w.document()->lesson().attention.variant, attn::Variant::EqualAverage);
    EXPECT_EQ(shown_step(w), attn::Variant::EqualAverage);
    EXPECT_FALSE(w.attentionToolbar()->scaleAction()->isEnabled());
    EXPECT_EQ(cell(w.attentionModel(0), 2, 1), QStringLiteral("0.333"));
    // Climbing to Q·K·V from the average: scaled dot-product attention scales.
    choose(w, attn::Variant::Scaled);
    EXPECT_TRUE(w.document()->lesson().attention.scale);
    EXPECT_EQ(w.document()->lesson().attention.wq.values.rows(), 4);
}

TEST(LadderRungsWindow, TheCommandTurnsScalingOffOnTheFixedRungs) {
    MainWindow w(module1());
    attn::AttentionSwitches s{attn::Variant::EqualAverage,  1, true, false,
                              attn::PositionEncoding::None, {}};
    EXPECT_EQ(attn::ui::try_push(w.document(),
                                 [&] { return attn::ui::set_attention_command(w.document(), s); }),
              QString());
    EXPECT_EQ(w.document()->lesson().attention.variant, attn::Variant::EqualAverage);
    EXPECT_FALSE(w.document()->lesson().attention.scale);
    EXPECT_TRUE(w.document()->results().at(0).ok());
}

// The Weights pane raised in `w` at 1366 × 768, and its note once drawn.
QString shown_weights_note(MainWindow& w) {
    w.resize(1366, 768);
    w.show();
    w.findChild<QDockWidget*>(QStringLiteral("weightsDock"))->raise();
    attn::ui::test::settle(5);
    return weights_note(w);
}

// The Weights pane's note on a matrix is the lesson's, in the reader's language when the lesson
// holds it (the course's notes stayed English in every language).
TEST(LadderRungsWindow, TheWeightsNoteIsInTheReadersLanguage) {
    ASSERT_TRUE(attn::ui::apply_language(QStringLiteral("de")));
    QString german;
    {
        MainWindow w(attn::ui::load_builtin_lesson(QStringLiteral("course-1-attention")));
        german = shown_weights_note(w);
    }
    attn::ui::apply_language(QStringLiteral("en"));
    EXPECT_TRUE(german.contains(QStringLiteral("Queries: ein Ortswort fragt")))
        << german.toStdString();
    MainWindow w(attn::ui::load_builtin_lesson(QStringLiteral("course-1-attention")));
    const QString english = shown_weights_note(w);
    EXPECT_TRUE(english.contains(QStringLiteral("Queries: a place word asks")))
        << english.toStdString();
}

}  // namespace
}  // namespace attn::app
