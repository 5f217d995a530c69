// The window's Blend table and the exported blend figure print the same
// numbers, and they are the seed's (Module 1, "the blend in slow motion"):
// each term is the weight as shown × the row (0.317 × 0.9 = 0.285), the
// output row the exact column sums (0.435).
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "attnlab/attention/evaluate.hpp"
#include "attnlab/lesson/model_lesson.hpp"
#include "document/document.hpp"
#include "document/view_state.hpp"
#include "export/figure_menu.hpp"
#include "files/builtin_lessons.hpp"
#include "itemmodels/matrix_item_model.hpp"
#include "panes/blend_pane.hpp"
#include "panes/vectors_pane.hpp"
#include "style/figure_style.hpp"
#include "viewdata/figure_specs.hpp"
#include "viewdata/matrix_text.hpp"

namespace {

using namespace attn::ui;

TEST(BlendAgreement, WindowTableAndFigurePrintTheSeedsTerms) {
    const attn::Lesson lesson = load_builtin_lesson(QStringLiteral("module1"));
    Document doc(lesson);
    ViewState view(&doc);
    view.showOnly(0);  // "the river bank"
    BlendPane pane(&doc, &view);
    view.setHighlightedWord(QStringLiteral("bank"));
    MatrixItemModel* window = pane.model(0);
    ASSERT_NE(window, nullptr);
    ASSERT_EQ(window->rowCount(), 5);     // × the, × river, × bank, = output, before
    ASSERT_EQ(window->columnCount(), 5);  // weight, water, money, place, filler
    const auto shown = [&](int r, int c) {
        return window->data(window->index(r, c), Qt::DisplayRole).toString();
    };
    EXPECT_EQ(shown(1, 0), QStringLiteral("0.317"));
    EXPECT_EQ(shown(1, 1), QStringLiteral("0.285"));  // the seed's "31.7% of it (0.285) pours in"
    EXPECT_EQ(shown(2, 1), QStringLiteral("0.149"));
    EXPECT_EQ(shown(1, 3), QStringLiteral("0.095"));
    EXPECT_EQ(shown(2, 3), QStringLiteral("0.448"));
    EXPECT_EQ(shown(3, 1), QStringLiteral("0.435"));  // exact sum, as the seed's note says

    ViewRequest r;
    r.view = FigureView::Blend;
    r.sentences = QStringList{QStringLiteral("the river bank")};
    r.word = QStringLiteral("bank");
    QStringList rows, cols;
    const attn::Matrix figure = blend_matrix(build_figure_spec(lesson, r).blend, &rows, &cols, 3);
    // Figure rows: before, the three ingredients, after; the window's: ingredients, output, before.
    ASSERT_EQ(figure.rows(), 5);
    for (int j = 0; j < 3; ++j)
        for (int c = 0; c < 5; ++c)
            EXPECT_EQ(shown(j, c), number_text(figure(j + 1, c), 3))
                << "ingredient " << j << ", column " << c;
    for (int c = 1; c < 5; ++c) {
        EXPECT_EQ(shown(3, c), number_text(figure(4, c), 3)) << "output, column " << c;
        EXPECT_EQ(shown(4, c), number_text(figure(0, c), 3)) << "before, column " << c;
    }
    // The pane's Export… draws that figure, CSV included.
    const ViewFigure fig = pane.figure(0);
    ASSERT_EQ(fig.spec.kind, FigureKind::Blend);
    EXPECT_EQ(fig.name, QStringLiteral("blend-bank-the-river-bank"));
    const QString csv = figure_data_text(fig.spec, DataFormat::Csv);
    EXPECT_TRUE(csv.contains(QStringLiteral("\nriver,0.317,0.285,0.000,0.095,0.000\n")))
        << csv.toStdString();
}

// A term whose exact value ends in 5 at the fourth decimal: in "the money bank"
// bank's own term is 0.525 × 0.3 = 0.1575, which a reader rounds to 0.158 (a
// float product would print 0.157). Window, figure and CSV agree on 0.158.
TEST(BlendAgreement, TiesRoundAsOnPaper) {
    EXPECT_EQ(blend_term(0.525, 0.3, 3), 0.158);
    EXPECT_EQ(blend_term(0.525, -0.3, 3), -0.158);
    EXPECT_EQ(blend_term(0.31749, 0.9, 3), 0.285);  // the weight as printed (0.317), not as stored
    EXPECT_EQ(blend_term(0.5, 0.0, 3), 0.0);
    const attn::Lesson lesson = load_builtin_lesson(QStringLiteral("module1"));
    Document doc(lesson);
    ViewState view(&doc);
    view.showOnly(1);  // "the money bank"
    BlendPane pane(&doc, &view);
    view.setHighlightedWord(QStringLiteral("bank"));
    MatrixItemModel* window = pane.model(0);
    ASSERT_NE(window, nullptr);
    const auto shown = [&](int r, int c) {
        return window->data(window->index(r, c), Qt::DisplayRole).toString();
    };
    EXPECT_EQ(shown(2, 0), QStringLiteral("0.525"));
    EXPECT_EQ(shown(2, 1), QStringLiteral("0.158"));
    EXPECT_EQ(shown(2, 2), QStringLiteral("0.158"));
    EXPECT_EQ(shown(3, 1), QStringLiteral("0.158"));  // the seed's output: water = 0.158
    const QString csv = figure_data_text(pane.figure(0).spec, DataFormat::Csv);
    EXPECT_TRUE(csv.contains(QStringLiteral("\nbank,0.525,0.158,0.158,0.473,0.000\n")))
        << csv.toStdString();
}

// Every variant: the pane's table and its exported figure hold the same rows,
// and "before" means the same thing in both — the word's row of what is
// blended (X for simple attention, its value row for Q·K·V), with the lookup
// row beside a value row when the columns are the lesson's axes.
TEST(BlendAgreement, EveryVariantShowsTheSameBeforeInWindowAndFigure) {
    for (const char* name : {"module1", "module2", "bubbe"}) {
        SCOPED_TRACE(name);
        const attn::Lesson lesson = load_builtin_lesson(QString::fromLatin1(name));
        Document doc(lesson);
        ViewState view(&doc);
        view.showOnly(0);
        BlendPane pane(&doc, &view);
        const auto& tokens = doc.results().at(0).trace.tokens;
        const QString word = QString::fromStdString(tokens.back());
        view.setHighlightedWord(word);
        MatrixItemModel* window = pane.model(0);
        ASSERT_NE(window, nullptr);
        const ViewFigure fig = pane.figure(0);
        ASSERT_EQ(fig.spec.kind, FigureKind::Blend);
        const BlendTable& b = fig.spec.blend;
        const int n = int(tokens.size());
        const int c = int(b.columns.size());
        const bool simple = doc.results().at(0).trace.variant == attn::Variant::Simple;
        EXPECT_EQ(b.before_what,
                  simple ? QStringLiteral("lookup row") : QStringLiteral("value row"));
        const bool lookup = b.lookup.size() == c;
        EXPECT_EQ(lookup, !simple && c == int(lesson.table.axes().size()));
        ASSERT_EQ(window->rowCount(), n + 2 + (lookup ? 1 : 0));
        ASSERT_EQ(window->columnCount(), c + 1);
        const auto shown = [&](int r, int col) {
            return window->data(window->index(r, col), Qt::DisplayRole).toString();
        };
        EXPECT_EQ(window->headerData(n + 1, Qt::Vertical, Qt::DisplayRole).toString(),
                  QStringLiteral("before (%1)").arg(b.before_what));
        QStringList rows, cols;
        const attn::Matrix figure = blend_matrix(b, &rows, &cols, 3);
        const int top = lookup ? 2 : 1;
        ASSERT_EQ(figure.rows(), n + top + 1);
        EXPECT_EQ(rows.front(), QStringLiteral("%1 before (%2)").arg(word, b.before_what));
        for (int col = 1; col <= c; ++col) {
            EXPECT_EQ(shown(n + 1, col), number_text(figure(0, col), 3))
                << "before, column " << col;
            EXPECT_EQ(shown(n, col), number_text(figure(n + top, col), 3))
                << "output, column " << col;
            if (lookup) {
                EXPECT_EQ(shown(n + 2, col), number_text(figure(1, col), 3))
                    << "lookup, column " << col;
            }
            for (int j = 0; j < n; ++j)
                EXPECT_EQ(shown(j, col), number_text(figure(j + top, col), 3))
                    << "ingredient " << j;
        }
    }
}

// Exporting from a pane draws the numbers the pane holds: nothing is evaluated
// again, and when the pane shows a trained model's layer, the figure is of
// that layer too (not of the lesson's hand-wired attention).
TEST(BlendAgreement, ExportsReuseThePanesNumbersWithoutEvaluatingAgain) {
    const attn::Lesson lesson = load_builtin_lesson(QStringLiteral("module1"));
    Document doc(lesson);
    ViewState view(&doc);
    view.showOnly(0);
    BlendPane blend(&doc, &view);
    VectorsPane vectors(&doc, &view);
    view.setHighlightedWord(QStringLiteral("bank"));
    const std::uint64_t before = attn::evaluation_count();
    EXPECT_EQ(blend.figure(0).spec.kind, FigureKind::Blend);
    EXPECT_EQ(vectors.figure().spec.kind, FigureKind::Vectors);
    EXPECT_EQ(attn::evaluation_count(), before);

    const std::string fixture = ATTNLAB_SOURCE_DIR "/tests/data/torch-fixture/";
    std::ifstream words(fixture + "vocab.txt");
    std::stringstream text;
    text << words.rdbuf();
    attn::Lesson trained = attn::lesson_from_model(
        attn::import_model_file(fixture + "model.safetensors", 2,
                                attn::parse_vocabulary_text(text.str(), "vocab.txt")),
        {}, "t", "d");
    Document tdoc(trained);
    ViewState tview(&tdoc);
    ASSERT_EQ(tview.source(), ViewState::Source::Trained);
    tview.setLayer(1);
    BlendPane tblend(&tdoc, &tview);
    tview.setHighlightedWord(QStringLiteral("ball"));
    const attn::Trace& layer2 = tdoc.results().at(0).layers.at(1);
    const BlendTable b = tblend.figure(0).spec.blend;
    const int i = 4;  // "ball" in "the bubbe made matzah ball soup again"
    ASSERT_EQ(b.word, QStringLiteral("ball"));
    for (int j = 0; j < layer2.n(); ++j)
        EXPECT_EQ(b.weights[size_t(j)], layer2.weights[0](i, j)) << j;
    EXPECT_EQ(attn::Matrix(b.after), attn::Matrix(layer2.head_output(0).row(i)));
    MatrixItemModel* window = tblend.model(0);
    ASSERT_NE(window, nullptr);
    EXPECT_EQ(window->data(window->index(0, 0), Qt::DisplayRole).toString(),
              number_text(layer2.weights[0](i, 0), 3));
}

}  // namespace
