// Item models under QAbstractItemModelTester, refusal of bad input, and the
// numbers the blend table and the worked arithmetic show (seed text values).
#include <gtest/gtest.h>

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <algorithm>
#include <cmath>

#include "commands/sentence_commands.hpp"
#include "commands/try_push.hpp"
#include "commands/vocabulary_commands.hpp"
#include "document/document.hpp"
#include "document/view_state.hpp"
#include "files/builtin_lessons.hpp"
#include "itemmodels/lesson_matrix_item_model.hpp"
#include "itemmodels/matrix_item_model.hpp"
#include "itemmodels/sentence_item_model.hpp"
#include "viewdata/blend_table.hpp"
#include "viewdata/worked_arithmetic.hpp"

using attn::ui::load_builtin_lesson;  // (not through another file's using in a unity batch)

namespace attn::ui {
namespace {

using Tester = QAbstractItemModelTester;
constexpr auto kFatal = QAbstractItemModelTester::FailureReportingMode::Fatal;

TEST(LessonMatrixItemModel, PassesModelTesterThroughEditsAndShapeChanges) {
    Document doc(load_builtin_lesson(QStringLiteral("module1")));
    LessonMatrixItemModel model(&doc, ValueTarget::Embedding);
    Tester tester(&model, kFatal);
    EXPECT_EQ(model.rowCount(), 4);
    EXPECT_EQ(model.columnCount(), 4);
    EXPECT_EQ(model.headerData(3, Qt::Vertical, Qt::DisplayRole).toString(),
              QStringLiteral("bank"));
    EXPECT_TRUE(model.setData(model.index(3, 0), QStringLiteral("0.45"), Qt::EditRole));
    EXPECT_EQ(model.data(model.index(3, 0), Qt::DisplayRole).toString(), QStringLiteral("0.450"));
    // Either decimal sign, as the question's number field takes it ("0,5" was refused here), and
    // the minus sign the window prints.
    EXPECT_TRUE(model.setData(model.index(3, 0), QStringLiteral("0,5"), Qt::EditRole));
    EXPECT_DOUBLE_EQ(model.data(model.index(3, 0), LessonMatrixItemModel::ValueRole).toDouble(),
                     0.5);
    EXPECT_TRUE(model.setData(model.index(3, 0), QStringLiteral("\u22120.25"), Qt::EditRole));
    EXPECT_DOUBLE_EQ(model.data(model.index(3, 0), LessonMatrixItemModel::ValueRole).toDouble(),
                     -0.25);
    EXPECT_TRUE(model.setData(model.index(3, 0), QStringLiteral("0.45"), Qt::EditRole));
    try_push(&doc, [&] { return add_word_command(&doc, QStringLiteral("shore")); });
    EXPECT_EQ(model.rowCount(), 5);
    try_push(&doc, [&] { return remove_axis_command(&doc, 3); });
    EXPECT_EQ(model.columnCount(), 3);
    model.setTarget(ValueTarget::WQ);
    EXPECT_EQ(model.rowCount(), 3);
    EXPECT_FALSE(model.isUsed());  // simple attention has no W_Q
    EXPECT_DOUBLE_EQ(model.data(model.index(1, 1), LessonMatrixItemModel::ValueRole).toDouble(),
                     1.0);  // identity
    while (doc.undoStack()->canUndo()) doc.undoStack()->undo();
    EXPECT_EQ(model.rowCount(), 4);
}

TEST(LessonMatrixItemModel, RefusesNonNumbersNanInfinityAndHugeValuesChangingNothing) {
    Document doc(load_builtin_lesson(QStringLiteral("module1")));
    LessonMatrixItemModel model(&doc, ValueTarget::Embedding);
    QSignalSpy rejected(&model, &LessonMatrixItemModel::inputRejected);
    const Lesson before = doc.lesson();
    for (const char* bad : {"abc", "nan", "NaN", "inf", "-inf", "1e7", "", "0.3.1"}) {
        EXPECT_FALSE(model.setData(model.index(3, 0), QString::fromLatin1(bad), Qt::EditRole))
            << bad;
    }
    EXPECT_FALSE(model.setData(model.index(3, 0), QVariant::fromValue(ScrubValue{NAN, 3}),
                               LessonMatrixItemModel::ScrubRole));
    EXPECT_EQ(rejected.count(), 9);
    EXPECT_TRUE(rejected.at(0).at(0).toString().contains(QStringLiteral("‘abc’ is not a number")));
    EXPECT_EQ(doc.lesson(), before);
    EXPECT_EQ(doc.undoStack()->count(), 0);
}

TEST(LessonMatrixItemModel, AcceptsAMillionAndTheWeightsStayFinite) {
    Document doc(load_builtin_lesson(QStringLiteral("module1")));
    LessonMatrixItemModel model(&doc, ValueTarget::Embedding);
    ASSERT_TRUE(model.setData(model.index(3, 0), QStringLiteral("1e6"), Qt::EditRole));
    ASSERT_TRUE(model.setData(model.index(1, 0), QStringLiteral("-1e6"), Qt::EditRole));
    EXPECT_EQ(model.data(model.index(3, 0), Qt::DisplayRole).toString(), QStringLiteral("1e+06"));
    for (const auto& r : doc.results()) {
        ASSERT_TRUE(r.ok()) << r.error.toStdString();
        EXPECT_TRUE(r.trace.weights[0].allFinite());
        EXPECT_TRUE(r.trace.output.allFinite());
        for (int i = 0; i < r.trace.n(); ++i)
            EXPECT_NEAR(r.trace.weights[0].row(i).sum(), 1.0f, 1e-5f);
    }
}

TEST(SentenceItemModel, AWordTheLessonsTrainedModelKnowsIsNotFlaggedUnknown) {
    // Module 1's table (four words) with course 3's trained model beside it, as after
    // "Use this model in the lesson": the model's own words are not unknown.
    attn::Lesson l = load_builtin_lesson(QStringLiteral("module1"));
    l.model = load_builtin_lesson(QStringLiteral("course-3-training")).model;
    ASSERT_TRUE(l.model);
    ASSERT_TRUE(l.model->vocabulary.contains("bubbe"));
    ASSERT_EQ(std::count(l.table.words().begin(), l.table.words().end(), "bubbe"), 0);
    Document doc(l);
    ViewState view(&doc);
    SentenceItemModel model(&doc, &view);
    try_push(&doc, [&] { return add_sentence_command(&doc, QStringLiteral("bubbe zebra bank")); });
    ASSERT_EQ(model.rowCount(), 3);
    EXPECT_EQ(model.data(model.index(2), SentenceItemModel::UnknownWordsRole).toStringList(),
              QStringList{QStringLiteral("zebra")});
}

TEST(SentenceItemModel, PassesModelTesterAndDrivesTheShownSentences) {
    Document doc(load_builtin_lesson(QStringLiteral("module1")));
    ViewState view(&doc);
    SentenceItemModel model(&doc, &view);
    Tester tester(&model, kFatal);
    ASSERT_EQ(model.rowCount(), 2);
    EXPECT_EQ(model.data(model.index(0), Qt::CheckStateRole).toInt(), int(Qt::Checked));
    try_push(&doc, [&] { return add_sentence_command(&doc, QStringLiteral("the muddy bank")); });
    ASSERT_EQ(model.rowCount(), 3);
    EXPECT_EQ(model.data(model.index(2), SentenceItemModel::UnknownWordsRole).toStringList(),
              QStringList{QStringLiteral("muddy")});
    EXPECT_TRUE(model.setData(model.index(2), int(Qt::Checked), Qt::CheckStateRole));
    EXPECT_EQ(view.shown(), (std::vector<int>{1, 2}));  // the oldest of two is dropped
    QSignalSpy rejected(&model, &SentenceItemModel::inputRejected);
    EXPECT_FALSE(model.setData(model.index(0), QStringLiteral("   "), Qt::EditRole));
    EXPECT_EQ(rejected.count(), 1);
    EXPECT_TRUE(model.setData(model.index(0), QStringLiteral("the river"), Qt::EditRole));
    EXPECT_EQ(doc.lesson().sentences[0], "the river");
    try_push(&doc, [&] { return remove_sentence_command(&doc, 2); });
    EXPECT_EQ(model.rowCount(), 2);
    EXPECT_EQ(view.shown(), (std::vector<int>{1}));
}

TEST(MatrixItemModel, HighlightMarksTheWordsRowAndColumn) {
    MatrixItemModel model;
    Tester tester(&model, kFatal);
    Matrix m = Matrix::Constant(2, 2, 0.5f);
    model.setMatrix(m, {QStringLiteral("the"), QStringLiteral("bank")},
                    {QStringLiteral("the"), QStringLiteral("bank")});
    model.setHighlight(QStringLiteral("bank"));
    EXPECT_TRUE(model.headerData(1, Qt::Horizontal, Qt::FontRole).value<QFont>().bold());
    EXPECT_FALSE(model.headerData(0, Qt::Vertical, Qt::FontRole).isValid());
    EXPECT_TRUE(model.data(model.index(0, 1), Qt::FontRole).value<QFont>().bold());
}

TEST(BlendBreakdown, ReproducesTheSeedsSlowMotionTableForBank) {
    Document doc(load_builtin_lesson(QStringLiteral("module1")));
    const Trace& t = doc.results()[0].trace;  // "the river bank"
    const BlendBreakdown b = blend_table(t,
                                         {QStringLiteral("water"), QStringLiteral("money"),
                                          QStringLiteral("place"), QStringLiteral("filler")},
                                         2);
    ASSERT_EQ(b.values.rows(), 5);
    ASSERT_EQ(b.values.cols(), 5);
    EXPECT_EQ(format_value(b.values(1, 0)), QStringLiteral("0.317"));  // river's weight
    // 31.7% of river's 0.9 water: the seed's term is 0.285, the weight as shown
    // (0.317) × 0.9; at full precision (0.31736 × 0.9) it would print 0.286.
    // The window and the exported figure both print the seed's 0.285.
    EXPECT_NEAR(b.values(1, 0) * 0.9f, 0.2856f, 1e-4f);
    EXPECT_FLOAT_EQ(b.values(1, 1),
                    0.285f);  // the term as printed, rounded like the reader rounds it
    EXPECT_EQ(format_value(b.values(1, 1)), QStringLiteral("0.285"));
    EXPECT_EQ(format_value(b.values(2, 1)), QStringLiteral("0.149"));  // bank's own 0.3 water kept
    EXPECT_EQ(format_value(b.values(1, 3)), QStringLiteral("0.095"));  // river's place
    EXPECT_EQ(format_value(b.values(2, 3)), QStringLiteral("0.448"));
    EXPECT_EQ(format_value(b.values(3, 1)), QStringLiteral("0.435"));  // output water
    EXPECT_EQ(format_value(b.values(3, 4)), QStringLiteral("0.185"));  // output filler
    EXPECT_FLOAT_EQ(b.values(4, 2), 0.3f);                             // before: bank's money
    // The output row is the exact sum; the printed terms add up to it within the
    // rounding of three weights (water: 0.285 + 0.149 = 0.434 against 0.435).
    EXPECT_NEAR(b.values.block(0, 1, 3, 4).colwise().sum()(0), b.values(3, 1), 3 * 5e-4f * 0.9f);
    EXPECT_EQ(b.cols.at(1), QStringLiteral("water"));
    EXPECT_TRUE(b.caption.contains(QStringLiteral("0.317 × river")));
}

TEST(WorkedArithmetic, SpellsOutTermsScaleExpAndRowSum) {
    Document doc(load_builtin_lesson(QStringLiteral("module1")));
    const QString text =
        worked_arithmetic(doc.results()[0].trace, 0, 2, 1);  // bank looking at river
    EXPECT_TRUE(text.contains(QStringLiteral("0.300×0.900"))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("<b>0.540</b>")));
    EXPECT_TRUE(text.contains(QStringLiteral("row sum")));
    EXPECT_TRUE(text.contains(QStringLiteral("<b>0.317</b>")));
}

// Under ALiBi the arithmetic subtracts the penalty before the softmax, and its
// exp ÷ row sum is the cell's weight (a walk found the penalty left out).
TEST(WorkedArithmetic, AlibiSubtractsThePenaltyBeforeTheSoftmax) {
    attn::Lesson l = load_builtin_lesson(QStringLiteral("module1"));
    l.attention.position = attn::PositionEncoding::Alibi;
    Document doc(l);
    const attn::Trace& t = doc.results()[0].trace;
    const QString text = worked_arithmetic(t, 0, 2, 0);  // bank looking at "the", 2 apart
    EXPECT_TRUE(text.contains(QStringLiteral("ALiBi: 0.000 − 0.004 × distance 2 = <b>-0.008</b>")))
        << text.toStdString();
    double sum = 0;
    const attn::Matrix read = t.masked_scores(0);
    for (int c = 0; c < 3; ++c) sum += std::exp(double(read(2, c)));
    const double w = std::exp(double(read(2, 0))) / sum;
    EXPECT_NEAR(w, t.weights[0](2, 0), 1e-6);
    EXPECT_TRUE(text.contains(QStringLiteral("<b>%1</b>").arg(format_value(t.weights[0](2, 0)))));
}

}  // namespace
}  // namespace attn::ui
