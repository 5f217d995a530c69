// Figures of a lesson's trained model (model_figure_spec.hpp): the heads of
// any layer, the score stages, the causal mask drawn hatched without numbers,
// and errors that say how many layers and heads there are.
#include <gtest/gtest.h>

#include <QRegularExpression>
#include <QXmlStreamReader>
#include <cmath>

#include "attnlab/model/model_scores.hpp"
#include "attnlab/model/next_word.hpp"
#include "figures/figure_export.hpp"
#include "figures/heatmap_figure.hpp"
#include "files/builtin_lessons.hpp"
#include "viewdata/figure_specs.hpp"

namespace {

using namespace attn::ui;

const QString kBubbeSentence = QStringLiteral("the bubbe made soup");

// Module 1 holding a tiny untrained model: 2 layers, 2 heads, d 4, T 6.
attn::Lesson trained_lesson() {
    attn::Lesson l = load_builtin_lesson(QStringLiteral("module1"));
    attn::Model m(attn::ModelConfig{6, 6, 4, 2, 2, 8});
    m.init(3);
    l.model = attn::TrainedModel::from_model(
        m, attn::Vocabulary({"<unk>", "the", "bubbe", "made", "soup", "ball"}));
    l.model->corpus = "tiny";
    l.model->steps = 12;
    return l;
}

ViewRequest model_view(FigureView v, int layer = 1, int head = 1) {
    ViewRequest r;
    r.view = v;
    r.sentences = {kBubbeSentence};
    r.layer = layer;
    r.head = head;
    r.trained = true;
    return r;
}

std::string error_of(const attn::Lesson& l, const ViewRequest& r) {
    try {
        build_figure_spec(l, r);
    } catch (const std::invalid_argument& e) {
        return e.what();
    }
    return "(no error)";
}

TEST(ModelFigures, HeadsOfALayerAreTheModelsAttention) {
    const attn::Lesson l = trained_lesson();
    attn::Model m = l.model->to_model();
    const attn::ProbeReading want =
        attn::read_probe(m, l.model->vocabulary, kBubbeSentence.toStdString());
    const FigureSpec spec = build_figure_spec(l, model_view(FigureView::Heads, 2));
    EXPECT_EQ(spec.kind, FigureKind::HeadGrid);
    ASSERT_EQ(spec.panels.size(), 2u);
    for (int j = 0; j < 2; ++j) {
        const MatrixPanel& p = spec.panels[std::size_t(j)];
        EXPECT_EQ(p.panel_title, QStringLiteral("layer 2, head %1").arg(j + 1));
        EXPECT_TRUE(p.causal);
        EXPECT_TRUE(p.probabilities);
        EXPECT_EQ(p.row_labels, (QStringList{QStringLiteral("the"), QStringLiteral("bubbe"),
                                             QStringLiteral("made"), QStringLiteral("soup")}));
        EXPECT_EQ(p.values, want.attention.at(1, j));
    }
    EXPECT_FALSE(spec.panels[0].values.isApprox(
        build_figure_spec(l, model_view(FigureView::Heads, 1)).panels[0].values));
    EXPECT_TRUE(spec.caption.contains(QStringLiteral("layer 2 of 2")))
        << spec.caption.toStdString();
    EXPECT_TRUE(spec.caption.contains(QStringLiteral("hatched"))) << spec.caption.toStdString();
}

TEST(ModelFigures, ScoreStagesComeFromTheModelsQueriesAndKeys) {
    const attn::Lesson l = trained_lesson();
    attn::Model m = l.model->to_model();
    const attn::ModelScores s = attn::model_attention_scores(m, std::vector<int>{1, 2, 3, 4});
    ViewRequest r = model_view(FigureView::Scores, 2, 2);
    EXPECT_EQ(build_figure_spec(l, r).panels[0].values, s.at(1, 1));  // raw by default
    r.stage = ScoreStage::Scaled;
    EXPECT_TRUE(build_figure_spec(l, r).panels[0].values.isApprox(s.at(1, 1) / std::sqrt(2.0f)));
    r.stage = ScoreStage::Masked;
    const attn::Matrix masked = build_figure_spec(l, r).panels[0].values;
    EXPECT_TRUE(std::isinf(masked(0, 1)) && masked(0, 1) < 0);
    EXPECT_TRUE(std::isinf(masked(2, 3)));
    EXPECT_FLOAT_EQ(masked(3, 1), s.at(1, 1)(3, 1) / std::sqrt(2.0f));
}

TEST(ModelFigures, MaskedCellsAreHatchedAndCarryNoNumber) {
    const attn::Lesson l = trained_lesson();
    const FigureSpec spec = build_figure_spec(l, model_view(FigureView::Weights, 1, 2));
    // SVG: a number in each of the 4·5/2 cells on or below the diagonal, none above.
    QXmlStreamReader xml(figure_to_svg(spec, ExportOptions{}));
    int numbers = 0;
    const QRegularExpression three_decimals(QStringLiteral("^\\d\\.\\d{3}$"));
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement() && xml.name() == QLatin1String("text") &&
            three_decimals.match(xml.readElementText().trimmed()).hasMatch())
            ++numbers;
    }
    ASSERT_FALSE(xml.hasError());
    EXPECT_EQ(numbers, 10);
    // Pixels: a masked cell is hatched (the masked grey and the hatch colour),
    // never the colour of weight 0; the cells below keep their value's colour.
    for (FigureStyle style : {FigureStyle::Light, FigureStyle::Dark, FigureStyle::Print}) {
        ExportOptions o;
        o.scale = 1;  // logical pixels: the geometry below is measured in them
        o.look.style = style;
        o.look.numbers = false;
        const QImage img = figure_to_image(spec, o);
        const HeatmapFigure body(spec.panels[0], o.look);
        const QRectF area = figure_body_rect(QSizeF(figure_logical_size(spec, o)), o.look);
        const FigurePalette pal = palette_for(style);
        const QRect masked = body.cell_rect(area, 0, 3).toAlignedRect().adjusted(2, 2, -2, -2);
        int bg = 0, hatch = 0;
        for (int y = masked.top(); y <= masked.bottom(); ++y)
            for (int x = masked.left(); x <= masked.right(); ++x) {
                const QColor c = img.pixel(x, y);
                EXPECT_NE(c.name(), body.scale().color(0.0).name());
                if (c == pal.masked)
                    ++bg;
                else
                    ++hatch;
            }
        EXPECT_GT(bg, 0);
        EXPECT_GT(hatch, 0);
        const QColor below = img.pixel(body.cell_rect(area, 3, 0).center().toPoint());
        EXPECT_EQ(below.name(), body.scale().color(spec.panels[0].values(3, 0)).name());
    }
}

TEST(ModelFigures, ErrorsSayWhatExists) {
    const attn::Lesson l = trained_lesson();
    EXPECT_EQ(error_of(l, model_view(FigureView::Heads, 3)),
              "layer 3 does not exist: the trained model has 2 layers (layers count from 1)");
    EXPECT_EQ(error_of(l, model_view(FigureView::Weights, 0)),
              "layer 0 does not exist: the trained model has 2 layers (layers count from 1)");
    EXPECT_EQ(
        error_of(l, model_view(FigureView::Weights, 1, 3)),
        "head 3 does not exist: the trained model has 2 heads per layer (heads count from 1)");
    ViewRequest r = model_view(FigureView::Weights);
    r.sentences = {QStringLiteral("the dog made the cat soup")};
    EXPECT_NE(error_of(l, r).find("'dog', 'cat' are not in the trained model's vocabulary (6 "
                                  "words, from the corpus 'tiny')"),
              std::string::npos)
        << error_of(l, r);
    r.sentences = {QStringLiteral("the bubbe made the bubbe soup soup")};
    EXPECT_EQ(error_of(l, r),
              "sentence 'the bubbe made the bubbe soup soup' has 7 words; the trained model reads "
              "at most 6 (its context)");
    r.sentences = {QStringLiteral(" ")};
    EXPECT_NE(error_of(l, r).find("is empty"), std::string::npos);
    attn::Lesson none = load_builtin_lesson(QStringLiteral("module1"));
    EXPECT_NE(error_of(none, model_view(FigureView::Weights)).find("holds no trained model"),
              std::string::npos);
}

TEST(ModelFigures, WithoutTheFlagTheHandWiredViewsAreUnchanged) {
    attn::Lesson l = trained_lesson();
    ViewRequest r;
    r.view = FigureView::Weights;
    r.sentences = {QStringLiteral("the river bank")};
    attn::Lesson plain = l;
    plain.model.reset();
    EXPECT_EQ(build_figure_spec(l, r).panels[0].values,
              build_figure_spec(plain, r).panels[0].values);
    EXPECT_FALSE(build_figure_spec(l, r).panels[0].causal);
    r.layer = 2;
    EXPECT_NE(error_of(l, r).find("this lesson has 1 layer (hand-wired attention"),
              std::string::npos);
}

}  // namespace
