// Every view, every variant: the data the window's pane draws equals the data
// of the exported figure (the pane's Export) and of `render` (build_figure_spec
// from the lesson alone) — same numbers, labels and marks. Variants: simple,
// scaled Q·K·V, multi-head with W_O, causal, positions, and a trained model.
#include <gtest/gtest.h>

#include <QCheckBox>
#include <QLabel>
#include <fstream>
#include <sstream>

#include "attnlab/lesson/model_lesson.hpp"
#include "document/document.hpp"
#include "document/view_state.hpp"
#include "export/figure_menu.hpp"
#include "figures/heatmap_figure.hpp"
#include "files/builtin_lessons.hpp"
#include "itemmodels/matrix_item_model.hpp"
#include "panes/attention_pane.hpp"
#include "panes/blend_pane.hpp"
#include "panes/vectors_pane.hpp"
#include "style/number_format.hpp"
#include "viewdata/figure_specs.hpp"
#include "widgets/heatmap_view.hpp"
#include "widgets/vector_plot.hpp"

namespace {

using namespace attn::ui;

attn::Lesson fixture_lesson() {
    const std::string fixture = ATTNLAB_SOURCE_DIR "/tests/data/torch-fixture/";
    std::ifstream words(fixture + "vocab.txt");
    std::stringstream text;
    text << words.rdbuf();
    return attn::lesson_from_model(
        attn::import_model_file(fixture + "model.safetensors", 2,
                                attn::parse_vocabulary_text(text.str(), "vocab.txt")),
        {}, "t", "d");
}

struct Variant {
    const char* name;
    attn::Lesson lesson;
};

std::vector<Variant> variants() {
    std::vector<Variant> v;
    v.push_back({"simple", load_builtin_lesson(QStringLiteral("module1"))});
    v.push_back({"scaled", load_builtin_lesson(QStringLiteral("module2"))});
    v.push_back({"multihead", load_builtin_lesson(QStringLiteral("bubbe"))});
    // Two sentences of one length on four heads: a difference map per head, one colour range.
    attn::Lesson pair = load_builtin_lesson(QStringLiteral("bubbe"));
    pair.sentences.push_back("the bubbe made ball matzah soup again");
    v.push_back({"multihead pair", pair});
    attn::Lesson causal = load_builtin_lesson(QStringLiteral("module2"));
    causal.attention.causal = true;
    v.push_back({"causal", causal});
    attn::Lesson positions = load_builtin_lesson(QStringLiteral("module1"));
    positions.attention.position = attn::PositionEncoding::Sinusoidal;
    v.push_back({"positions", positions});
    v.push_back({"trained", fixture_lesson()});
    return v;
}

void expect_same_panel(const MatrixPanel& a, const MatrixPanel& b, const std::string& where) {
    SCOPED_TRACE(where);
    ASSERT_EQ(a.values.rows(), b.values.rows());
    ASSERT_EQ(a.values.cols(), b.values.cols());
    for (Eigen::Index r = 0; r < a.values.rows(); ++r)
        for (Eigen::Index c = 0; c < a.values.cols(); ++c) {
            const float x = a.values(r, c), y = b.values(r, c);
            if (std::isinf(x) || std::isinf(y))
                EXPECT_EQ(x, y) << r << "," << c;
            else
                EXPECT_FLOAT_EQ(x, y) << r << "," << c;
        }
    EXPECT_EQ(a.row_labels, b.row_labels);
    EXPECT_EQ(a.col_labels, b.col_labels);
    EXPECT_EQ(a.causal, b.causal);
    EXPECT_EQ(a.probabilities, b.probabilities);
    EXPECT_EQ(a.limit, b.limit);
}

// The request `render` would get for what the window shows.
ViewRequest request_for(const Document& doc, const ViewState& view, FigureView v) {
    ViewRequest r;
    r.view = v;
    r.sentences << QString::fromStdString(doc.lesson().sentences.at(size_t(view.shown().front())));
    r.trained = view.source() == ViewState::Source::Trained;
    r.layer = view.layer() + 1;
    return r;
}

TEST(ViewAgreement, AttentionMapsEveryStageAndHead) {
    for (const Variant& v : variants()) {
        SCOPED_TRACE(v.name);
        Document doc(v.lesson);
        ViewState view(&doc);
        view.showOnly(0);
        AttentionPane pane(&doc, &view);
        const int heads = view.heads();
        ASSERT_GE(heads, 1);
        for (const ScoreStage stage : kScoreStages) {
            view.setStage(stage);
            ViewRequest r = request_for(doc, view, FigureView::Scores);
            r.stage = stage;
            ViewRequest grid = r;
            grid.view = FigureView::Heads;
            const FigureSpec all = build_figure_spec(doc.lesson(), grid);
            ASSERT_EQ(int(all.panels.size()), heads);
            for (int h = 0; h < heads; ++h) {
                const std::string where =
                    std::string(score_stage_name(stage)) + " head " + std::to_string(h + 1);
                MatrixItemModel* m = pane.model(0, h);
                ASSERT_NE(m, nullptr) << where;
                r.head = h + 1;
                const FigureSpec rendered = build_figure_spec(doc.lesson(), r);
                const FigureSpec exported = pane.figure(*m, 0, h);
                ASSERT_EQ(rendered.panels.size(), 1u);
                ASSERT_EQ(exported.panels.size(), 1u);
                expect_same_panel(exported.panels[0], rendered.panels[0],
                                  where + " (pane's export vs render)");
                expect_same_panel(all.panels[size_t(h)], rendered.panels[0],
                                  where + " (heads grid vs render)");
                // What the window prints in each cell is the figure's number, or nothing where
                // masked.
                const MatrixPanel& p = rendered.panels[0];
                for (int i = 0; i < m->rowCount(); ++i)
                    for (int j = 0; j < m->columnCount(); ++j) {
                        const QString shown = m->data(m->index(i, j), Qt::DisplayRole).toString();
                        if (p.causal && j > i)
                            EXPECT_TRUE(shown.isEmpty()) << where << " " << i << "," << j;
                        else
                            EXPECT_EQ(shown, format_cell(p.values(i, j)))
                                << where << " " << i << "," << j;
                    }
            }
        }
    }
}

TEST(ViewAgreement, TheDifferenceOfTwoSentencesPaneExportAndRender) {
    for (const Variant& v : variants()) {
        SCOPED_TRACE(v.name);
        const auto& s = v.lesson.sentences;
        if (s.size() < 2) continue;
        Document doc(v.lesson);
        ViewState view(&doc);
        view.showOnly(0);
        view.setShown(1, true);
        ASSERT_EQ(view.shown(), (std::vector<int>{0, 1}));
        AttentionPane pane(&doc, &view);
        pane.differenceBox()->setChecked(true);
        const ViewState::Attention a = view.attention(0), b = view.attention(1);
        ASSERT_TRUE(a.ok() && b.ok());
        if (a.trace->n() != b.trace->n()) {  // said, not drawn
            EXPECT_TRUE(pane.differenceError().contains(QStringLiteral("same length")))
                << pane.differenceError().toStdString();
            EXPECT_EQ(pane.differenceModel(0), nullptr);
            // Said above the maps, where it is seen, not at the foot of the maps' grid.
            const auto* note = pane.findChild<QLabel*>(QStringLiteral("differenceNote"));
            ASSERT_NE(note, nullptr);
            EXPECT_FALSE(note->isHidden());
            EXPECT_EQ(note->text(), pane.differenceError());
            continue;
        }
        for (const ScoreStage stage : kScoreStages) {
            view.setStage(stage);
            for (int h = 0; h < view.heads(); ++h) {
                const std::string where =
                    std::string(score_stage_name(stage)) + " head " + std::to_string(h + 1);
                MatrixItemModel* m = pane.differenceModel(h);
                ASSERT_NE(m, nullptr) << where;
                ViewRequest r = request_for(doc, view, FigureView::Difference);
                r.sentences << QString::fromStdString(s[1]);
                r.stage = stage;
                r.head = h + 1;
                const FigureSpec rendered = build_figure_spec(doc.lesson(), r);
                const ViewFigureSource* source = figure_source_of(pane.differenceMap(h));
                ASSERT_NE(source, nullptr);
                const ViewFigure exported = (*source)();
                ASSERT_EQ(rendered.panels.size(), 1u);
                ASSERT_EQ(exported.spec.panels.size(), 1u);
                expect_same_panel(exported.spec.panels[0], rendered.panels[0],
                                  where + " (export vs render)");
                EXPECT_EQ(exported.spec.caption, rendered.caption);
                // A cell's tooltip is the subtraction: "second − first = difference".
                const QString tip = m->data(m->index(1, 0), Qt::ToolTipRole).toString();
                EXPECT_TRUE(tip.contains(QStringLiteral(" − ")) &&
                            tip.contains(QStringLiteral(" = ")))
                    << tip.toStdString();
                const MatrixPanel& p = rendered.panels[0];
                // One colour range: the pane's (every head's largest difference) is the
                // figure's, on every head (a walk found each exported head scaled alone).
                const ValueScale scale = HeatmapFigure::scale_for(p, FigureOptions{});
                EXPECT_FLOAT_EQ(float(scale.high()), m->limit()) << where;
                EXPECT_FLOAT_EQ(float(scale.low()), -m->limit()) << where;
                for (int i = 0; i < m->rowCount(); ++i)
                    for (int j = 0; j < m->columnCount(); ++j)
                        EXPECT_FLOAT_EQ(m->value(i, j), p.values(i, j))
                            << where << " (pane vs render) " << i << "," << j;
            }
        }
    }
}

TEST(ViewAgreement, BlendOfTheFollowedWord) {
    for (const Variant& v : variants()) {
        SCOPED_TRACE(v.name);
        Document doc(v.lesson);
        ViewState view(&doc);
        view.showOnly(0);
        BlendPane pane(&doc, &view);
        const ViewFigure exported = pane.figure(0);
        ASSERT_EQ(exported.spec.kind, FigureKind::Blend);
        const BlendTable& a = exported.spec.blend;
        ViewRequest r = request_for(doc, view, FigureView::Blend);
        r.word = a.word;
        const BlendTable b = build_figure_spec(doc.lesson(), r).blend;
        EXPECT_EQ(a.word, b.word);
        EXPECT_EQ(a.columns, b.columns);
        EXPECT_EQ(a.ingredients, b.ingredients);
        EXPECT_EQ(a.before_what, b.before_what);
        ASSERT_EQ(a.weights.size(), b.weights.size());
        for (size_t j = 0; j < a.weights.size(); ++j)
            EXPECT_DOUBLE_EQ(a.weights[j], b.weights[j]) << j;
        EXPECT_TRUE(a.rows.isApprox(b.rows, 1e-6f));
        EXPECT_TRUE(a.before.isApprox(b.before, 1e-6f));
        EXPECT_TRUE(a.after.isApprox(b.after, 1e-6f));
        EXPECT_EQ(a.lookup.size(), b.lookup.size());
    }
}

void expect_same_vectors(const VectorsPlot& a, const VectorsPlot& b, const std::string& where) {
    SCOPED_TRACE(where);
    EXPECT_EQ(a.x_axis, b.x_axis);
    EXPECT_EQ(a.y_axis, b.y_axis);
    EXPECT_EQ(a.sentences, b.sentences);
    EXPECT_EQ(a.colour_slots, b.colour_slots);
    ASSERT_EQ(a.lookups.size(), b.lookups.size());
    for (size_t i = 0; i < a.lookups.size(); ++i) {
        EXPECT_EQ(a.lookups[i].word, b.lookups[i].word);
        EXPECT_DOUBLE_EQ(a.lookups[i].x, b.lookups[i].x);
        EXPECT_DOUBLE_EQ(a.lookups[i].y, b.lookups[i].y);
    }
    ASSERT_EQ(a.outputs.size(), b.outputs.size());
    for (size_t i = 0; i < a.outputs.size(); ++i) {
        EXPECT_EQ(a.outputs[i].word, b.outputs[i].word);
        EXPECT_EQ(a.outputs[i].sentence, b.outputs[i].sentence);
        EXPECT_NEAR(a.outputs[i].x, b.outputs[i].x, 1e-6);
        EXPECT_NEAR(a.outputs[i].y, b.outputs[i].y, 1e-6);
        EXPECT_DOUBLE_EQ(a.outputs[i].from_x, b.outputs[i].from_x);
        EXPECT_DOUBLE_EQ(a.outputs[i].from_y, b.outputs[i].from_y);
    }
}

TEST(ViewAgreement, VectorsPlotOnAxesAndOnThePrincipalPlane) {
    for (const Variant& v : variants()) {
        if (std::string(v.name) == "trained")
            continue;  // the plot shows the hand-wired table's words
        SCOPED_TRACE(v.name);
        Document doc(v.lesson);
        ViewState view(&doc);
        view.showOnly(0);
        if (doc.lesson().sentences.size() > 1) view.setShown(1, true);
        VectorsPane pane(&doc, &view);
        for (const bool principal : {false, true}) {
            if (principal) pane.plot()->setPrincipal();
            const std::string where = principal ? "principal plane" : "axes";
            const VectorsPlot& shown = pane.plot()->data();
            const ViewFigure exported = pane.figure();
            ASSERT_EQ(exported.spec.kind, FigureKind::Vectors) << where;
            expect_same_vectors(shown, exported.spec.vectors, where + " (window vs export)");
            ViewRequest r;
            r.view = FigureView::Vectors;
            for (const int s : view.shown())
                r.sentences << QString::fromStdString(doc.lesson().sentences.at(size_t(s)));
            r.every_word = true;
            r.principal = principal;
            expect_same_vectors(shown, build_figure_spec(doc.lesson(), r).vectors,
                                where + " (window vs render)");
            // The points the chart draws are those points; each arrow starts at its word's grey
            // dot.
            const auto outs = pane.plot()->outputPoints(0);
            int k = 0;
            for (const auto& o : shown.outputs) {
                if (o.sentence != 0) continue;
                ASSERT_LT(k, outs.size());
                EXPECT_EQ(outs[k], QPointF(o.x, o.y));
                ++k;
                EXPECT_EQ(pane.plot()->lookupPoint(o.word), QPointF(o.from_x, o.from_y))
                    << o.word.toStdString();
            }
            EXPECT_EQ(k, outs.size());
        }
    }
}

}  // namespace
