// The Model dock's All heads tab (modeldock/model_overview.hpp) in the window:
// on nanoGPT-tiny (2 layers × 4 heads) it shows 2 × 4 maps of the engine's
// weights titled with head_patterns' names; a click reads the head large
// (equal to pass.attention_matrix) and sets the view's layer; filters hide
// heads; a pending question hides every map; a model trained here works too;
// without a model a line says how to get one.
#include <gtest/gtest.h>

#include <QApplication>
#include <QComboBox>
#include <QElapsedTimer>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QTest>
#include <cstdio>
#include <memory>

#include "attnlab/checkpoints/model_files.hpp"
#include "attnlab/gpt/head_patterns.hpp"
#include "attnlab/lesson/lesson_io.hpp"
#include "attnlab/lesson/model_reference.hpp"
#include "attnlab/lesson/real_model_lesson.hpp"
#include "document/document.hpp"
#include "document/view_state.hpp"
#include "files/builtin_lessons.hpp"
#include "itemmodels/matrix_item_model.hpp"
#include "main_window.hpp"
#include "modeldock/head_tile_grid.hpp"
#include "modeldock/model_heads.hpp"
#include "modeldock/model_overview.hpp"
#include "modeldock/model_pane.hpp"
#include "style/color_map.hpp"
#include "style/heatmap_look.hpp"
#include "style/heatmap_raster.hpp"
#include "style/plain_text.hpp"

namespace attn::app {
namespace {

// The Model dock's tab `tab` in view, as a user opens it: its views refresh
// only while they are seen (LazyRefresh).
void show_tab(MainWindow& w, QWidget* tab) {
    w.show();
    w.showModelPane();
    w.modelPane()->showTab(tab);
    for (int i = 0; i < 3; ++i) QApplication::processEvents();
}

using attn::ui::ModelOverview;

const std::string kOverviewTiny =
    std::string(ATTNLAB_SOURCE_DIR) + "/tests/data/gpt/nanogpt-tiny/ckpt.pt";

attn::Lesson tiny_lesson() {
    const attn::OpenedModel m = attn::open_model(kOverviewTiny);
    return attn::lesson_for_real_model(m, attn::ModelReference{kOverviewTiny, 0}, {}, "t", "");
}

QString pattern_name(attn::HeadPattern p) {
    const std::string_view n = attn::head_pattern_name(p);
    return QString::fromUtf8(n.data(), qsizetype(n.size()));
}

TEST(ModelOverview, ARealModelShowsEveryHeadWithTheEnginesWeightsAndPatternNames) {
    MainWindow w(tiny_lesson());
    ASSERT_TRUE(w.document()->waitForRealModel());
    ModelOverview* o = w.modelPane()->overview();
    show_tab(w, o);
    const auto& r = w.document()->results().at(0);
    ASSERT_TRUE(r.real);
    const attn::GptPass& pass = r.real->pass;
    ASSERT_EQ(o->heads().layers(), 2);
    ASSERT_EQ(o->heads().heads(), 4);
    EXPECT_EQ(o->message(), QString());
    EXPECT_EQ(o->grid()->layers(), 2);
    EXPECT_EQ(o->grid()->heads(), 4);
    const std::vector<attn::HeadPatternResult> patterns = attn::head_patterns(pass);
    // The images: the full maps rastered as every large map is (heatmap_raster.hpp), pixel for
    // pixel.
    float top = 0;
    for (int l = 0; l < 2; ++l)
        for (int j = 0; j < 4; ++j) top = std::max(top, pass.attention_matrix(l, j).maxCoeff());
    const double scale = attn::ui::weights_scale_top(top);
    const attn::ui::ColorLut lut(
        0.0, scale, false, [scale](double v) { return attn::ui::sequential_color(v / scale); });
    for (int l = 0; l < 2; ++l)
        for (int j = 0; j < 4; ++j) {
            const attn::HeadPattern p = patterns[std::size_t(l * 4 + j)].pattern;
            const QString want =
                QStringLiteral("%1·%2").arg(l + 1).arg(j + 1) +
                (p == attn::HeadPattern::None ? QString() : QLatin1Char(' ') + pattern_name(p));
            EXPECT_EQ(o->grid()->title(l, j), want);
            EXPECT_EQ(o->heads().pattern(l, j).pattern, p);
            const attn::Matrix full = pass.attention_matrix(l, j);
            const QImage expected =
                attn::ui::raster_cells(full, {0, pass.n(), 0, pass.n()}, QSize(96, 96), lut, true,
                                       attn::ui::heatmap_look().masked.rgb());
            EXPECT_EQ(o->grid()->image(l, j), expected) << l << "," << j;
            EXPECT_TRUE(o->grid()->isDrawn(l, j));
        }
    // A click on layer 2, head 3 reads it large and shows layer 2 in the Attention pane.
    w.viewState()->setSource(attn::ui::ViewState::Source::HandWired);
    QTest::mouseClick(o->grid(), Qt::LeftButton, {}, o->grid()->mapRect(1, 2).center());
    EXPECT_EQ(o->selectedLayer(), 1);
    EXPECT_EQ(o->selectedHead(), 2);
    EXPECT_EQ(w.viewState()->layer(), 1);
    EXPECT_EQ(w.viewState()->source(), attn::ui::ViewState::Source::Real);
    EXPECT_EQ(o->headModel()->matrix(), pass.attention_matrix(1, 2));
    EXPECT_EQ(o->headModel()->rowCount(), pass.n());
    EXPECT_EQ(o->headModel()->headerData(0, Qt::Vertical, Qt::DisplayRole).toString(),
              r.real->tokens.display.front());
    EXPECT_TRUE(o->headTitle()->text().contains(QStringLiteral("Layer 2 · head 3")));
    // The view's layer moved elsewhere: the large map follows, keeping the head.
    w.viewState()->setLayer(0);
    EXPECT_EQ(o->headModel()->matrix(), pass.attention_matrix(0, 2));
    // Its export names layer, head and sentence (it named none: a walk's slide could not say
    // which head it showed).
    const attn::ui::FigureSpec large = o->largeFigure();
    ASSERT_EQ(large.panels.size(), 1u);
    EXPECT_EQ(large.panels[0].values, pass.attention_matrix(0, 2));
    EXPECT_TRUE(large.panels[0].panel_title.startsWith(QStringLiteral("layer 1 · head 3")));
    EXPECT_TRUE(large.caption.startsWith(attn::ui::quoted_text(r.text) +
                                         QStringLiteral(" — layer 1 · head 3")))
        << large.caption.toStdString();
    // The figure: 8 panels, rows of 4, titled with layer, head and pattern, the engine's weights.
    const attn::ui::FigureSpec f = o->figure();
    ASSERT_EQ(f.panels.size(), 8u);
    EXPECT_EQ(f.kind, attn::ui::FigureKind::HeadGrid);
    EXPECT_EQ(f.columns, 4);
    for (int l = 0; l < 2; ++l)
        for (int j = 0; j < 4; ++j) {
            const auto& panel = f.panels[std::size_t(l * 4 + j)];
            EXPECT_TRUE(panel.panel_title.startsWith(
                QStringLiteral("layer %1 · head %2").arg(l + 1).arg(j + 1)));
            EXPECT_EQ(panel.values, pass.attention_matrix(l, j));
            EXPECT_TRUE(panel.causal);
        }
}

TEST(ModelOverview, FiltersHideLayersHeadsAndPatterns) {
    MainWindow w(tiny_lesson());
    ASSERT_TRUE(w.document()->waitForRealModel());
    ModelOverview* o = w.modelPane()->overview();
    show_tab(w, o);
    ASSERT_EQ(o->heads().layers(), 2);
    o->firstLayerBox()->setValue(2);
    for (int j = 0; j < 4; ++j) {
        EXPECT_FALSE(o->grid()->isDrawn(0, j));
        EXPECT_TRUE(o->grid()->isDrawn(1, j));
    }
    EXPECT_EQ(o->figure().panels.size(), 4u);
    o->headBox()->setCurrentIndex(2);  // head 2
    for (int j = 0; j < 4; ++j) EXPECT_EQ(o->grid()->isDrawn(1, j), j == 1) << j;
    ASSERT_EQ(o->figure().panels.size(), 1u);
    EXPECT_TRUE(o->figure().panels[0].panel_title.startsWith(QStringLiteral("layer 2 · head 2")));
    // The large map shows a head the filters keep: the one tile left.
    EXPECT_EQ(o->grid()->selectedLayer(), 1);
    EXPECT_EQ(o->grid()->selectedHead(), 1);
    EXPECT_TRUE(o->headTitle()->text().contains(QStringLiteral("Layer 2 · head 2")));
    o->firstLayerBox()->setValue(1);
    o->headBox()->setCurrentIndex(0);
    // Each pattern: exactly the heads head_patterns names so.
    const std::vector<attn::HeadPatternResult> patterns =
        attn::head_patterns(w.document()->results().at(0).real->pass);
    for (int k = 1; k < o->patternBox()->count(); ++k) {
        o->patternBox()->setCurrentIndex(k);
        const auto want = attn::HeadPattern(o->patternBox()->itemData(k).toInt());
        int drawn = 0;
        for (int l = 0; l < 2; ++l)
            for (int j = 0; j < 4; ++j) {
                EXPECT_EQ(o->grid()->isDrawn(l, j),
                          patterns[std::size_t(l * 4 + j)].pattern == want);
                drawn += o->grid()->isDrawn(l, j);
            }
        EXPECT_EQ(int(o->figure().panels.size()), drawn);
        EXPECT_EQ(o->exportButton()->isEnabled(), drawn > 0);
        // The large map and its description: a head drawn above, or none when no tile is left.
        EXPECT_EQ(o->headView()->isVisible(), drawn > 0) << k;
        EXPECT_EQ(o->headTitle()->isVisible(), drawn > 0) << k;
        if (drawn > 0)
            EXPECT_TRUE(o->grid()->isDrawn(o->grid()->selectedLayer(), o->grid()->selectedHead()))
                << k;
    }
}

TEST(ModelOverview, APendingQuestionHidesEveryMapAndSaysWhy) {
    MainWindow w(tiny_lesson());
    ASSERT_TRUE(w.document()->waitForRealModel());
    ModelOverview* o = w.modelPane()->overview();
    show_tab(w, o);
    ASSERT_FALSE(o->heads().empty());
    attn::Concealment c;
    c.cells = true;
    w.viewState()->setConcealment(c);
    EXPECT_TRUE(o->heads().empty());
    EXPECT_EQ(o->grid()->layers(), 0);
    EXPECT_TRUE(o->figure().panels.empty());
    EXPECT_EQ(o->headModel()->rowCount(), 0);
    EXPECT_TRUE(o->message().contains(QStringLiteral("hidden until you answer")));
    w.viewState()->setConcealment({});
    EXPECT_EQ(o->heads().layers(), 2);
    EXPECT_EQ(o->message(), QString());
}

TEST(ModelOverview, AModelTrainedHereShowsItsLayersTraces) {
    const attn::Lesson l = attn::read_lesson_file(
        std::string(ATTNLAB_SOURCE_DIR) + "/tests/data/trained-before-history.attnlab.json");
    ASSERT_TRUE(l.model);
    MainWindow w(l);
    ModelOverview* o = w.modelPane()->overview();
    show_tab(w, o);
    const auto& r = w.document()->results().at(0);
    ASSERT_EQ(r.layers.size(), 2u);
    ASSERT_EQ(o->heads().layers(), 2);
    ASSERT_EQ(o->heads().heads(), 2);
    EXPECT_FALSE(o->heads().isRealModel());
    for (int layer = 0; layer < 2; ++layer)
        for (int j = 0; j < 2; ++j) {
            EXPECT_EQ(o->heads().matrix(layer, j),
                      r.layers[std::size_t(layer)].weights[std::size_t(j)]);
            EXPECT_EQ(
                o->heads().pattern(layer, j).pattern,
                attn::head_pattern(r.layers[std::size_t(layer)].weights[std::size_t(j)]).pattern);
        }
    QTest::mouseClick(o->grid(), Qt::LeftButton, {}, o->grid()->mapRect(1, 1).center());
    EXPECT_EQ(w.viewState()->layer(), 1);
    EXPECT_EQ(o->headModel()->matrix(), r.layers[1].weights[1]);
    EXPECT_EQ(o->figure().panels.size(), 4u);
    EXPECT_EQ(o->figure().panels[0].row_title, QStringLiteral("word looking"));
}

// A GPT-2-small-shaped pass (12 × 12 heads) at n = 1,024 built by hand: head
// (l, j) has pattern j % 5 (previous, first, self, uniform, a spread over
// the second token). ModelHeads names each, reads the triangles in place and
// downsamples each map to at most 96 × 96 pixels; the time it takes is
// recorded (not asserted).
TEST(ModelOverview, AllHeadsOfAGpt2SmallShapeAt1024TokensAreNamedAndDownsampled) {
    constexpr int L = 12, h = 12, n = 1024;
    auto pass = std::make_shared<attn::GptPass>();
    pass->config.layers = L;
    pass->config.heads = h;
    pass->ids.assign(n, 0);
    pass->attention.assign(std::size_t(L) * h * pass->tri_size(), 0.0f);
    for (int l = 0; l < L; ++l)
        for (int j = 0; j < h; ++j) {
            float* tri = pass->attention.data() + pass->tri_offset(l, j);
            for (int i = 0; i < n; ++i) {
                float* row = tri + std::size_t(i) * (i + 1) / 2;
                const int kind = j % 5;
                if (kind == 3 || i < 2) {
                    std::fill(row, row + i + 1, 1.0f / float(i + 1));
                    continue;
                }
                const int key = kind == 0 ? i - 1 : kind == 1 ? 0 : kind == 2 ? i : 1;
                std::fill(row, row + i + 1, 0.2f / float(i));
                row[key] = 0.8f;
            }
        }
    QStringList tokens;
    for (int i = 0; i < n; ++i) tokens << QStringLiteral("t%1").arg(i);
    QElapsedTimer t;
    t.start();
    const attn::ui::ModelHeads heads = attn::ui::ModelHeads::of_pass(pass, tokens);
    const double patterns_ms = double(t.nsecsElapsed()) / 1e6;
    const attn::ui::ColorLut lut(0.0, 1.0, false,
                                 [](double v) { return attn::ui::sequential_color(v); });
    std::vector<QImage> images;
    for (int l = 0; l < L; ++l)
        for (int j = 0; j < h; ++j)
            images.push_back(heads.thumbnail(l, j, ModelOverview::kThumbPixels, lut, 0xff000000));
    const double total_ms = double(t.nsecsElapsed()) / 1e6;
    RecordProperty("patterns_ms", int(patterns_ms));
    RecordProperty("patterns_and_images_ms", int(total_ms));
    std::printf(
        "[ model overview ] 144 heads at n = 1024: patterns %.0f ms, with 96 px images %.0f ms\n",
        patterns_ms, total_ms);
    const attn::HeadPattern want[] = {attn::HeadPattern::PreviousToken,
                                      attn::HeadPattern::FirstToken, attn::HeadPattern::Self,
                                      attn::HeadPattern::Uniform, attn::HeadPattern::None};
    for (int l = 0; l < L; ++l)
        for (int j = 0; j < h; ++j) {
            EXPECT_EQ(heads.pattern(l, j).pattern, want[j % 5]) << l << "," << j;
            const QImage& img = images[std::size_t(l * h + j)];
            ASSERT_EQ(img.size(), QSize(96, 96));
            // Above the diagonal: masked; the diagonal pixel of a self head: its 0.8 (the block's
            // largest weight).
            EXPECT_EQ(img.pixel(95, 0), 0xff000000u);
            if (j % 5 == 2) {
                EXPECT_EQ(img.pixel(50, 50), lut(0.8f));
            }
        }
    EXPECT_EQ(heads.maxWeight(), 1.0f);  // row 0
}

// Titles carry the pattern only where it is clear: one layer of hand-built
// heads (previous token, uniform, a tie that names none).
TEST(ModelOverview, PanelAndTileTitlesNameClearPatternsOnly) {
    const int n = 5;
    attn::Trace t;
    for (int i = 0; i < n; ++i) t.tokens.push_back("w" + std::to_string(i));
    attn::Matrix prev = attn::Matrix::Zero(n, n), uniform = attn::Matrix::Zero(n, n),
                 tie = attn::Matrix::Zero(n, n);
    for (int i = 0; i < n; ++i) {
        prev(i, std::max(0, i - 1)) = 1;
        for (int k = 0; k <= i; ++k) uniform(i, k) = 1.0f / float(i + 1);
        if (i < 2)
            tie(i, 0) = 1;
        else
            tie(i, 0) = tie(i, i) = 0.5f;
    }
    t.weights = {prev, uniform, tie};
    const attn::ui::ModelHeads heads = attn::ui::ModelHeads::of_traces({t});
    ASSERT_EQ(heads.heads(), 3);
    EXPECT_EQ(heads.patternName(0, 0), QStringLiteral("previous token"));
    EXPECT_EQ(heads.patternName(0, 1), QStringLiteral("uniform"));
    EXPECT_EQ(heads.patternName(0, 2), QString());
    const attn::ui::FigureSpec f = heads.figure();
    ASSERT_EQ(f.panels.size(), 3u);
    EXPECT_EQ(f.panels[0].panel_title, QStringLiteral("layer 1 · head 1 · previous token"));
    EXPECT_EQ(f.panels[1].panel_title, QStringLiteral("layer 1 · head 2 · uniform"));
    EXPECT_EQ(f.panels[2].panel_title, QStringLiteral("layer 1 · head 3"));
    attn::ui::HeadFilter only;
    only.any_pattern = false;
    only.pattern = attn::HeadPattern::Uniform;
    ASSERT_EQ(heads.figure(only).panels.size(), 1u);
    EXPECT_EQ(heads.figure(only).panels[0].values, uniform);
    EXPECT_EQ(heads.figure(only).columns, 0);  // a pattern filter's panels flow
    EXPECT_TRUE(
        heads.patternDetail(0, 0).startsWith(QStringLiteral("previous token — over rows 3 to ")));
    EXPECT_TRUE(
        heads.patternDetail(0, 0).contains(QStringLiteral("mean weight on the token before 1")));
}

TEST(ModelOverview, WithoutAModelALineSaysHowToGetOne) {
    MainWindow w(attn::ui::load_builtin_lesson(QStringLiteral("module1")));
    ModelOverview* o = w.modelPane()->overview();
    show_tab(w, o);
    EXPECT_TRUE(o->heads().empty());
    EXPECT_TRUE(o->message().startsWith(QStringLiteral("This lesson has no model.")));
    EXPECT_TRUE(o->message().contains(QStringLiteral("Training dock")));
    EXPECT_TRUE(o->figure().panels.empty());
}

}  // namespace
}  // namespace attn::app
