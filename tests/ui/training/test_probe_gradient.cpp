// The Training pane's Gradient view (training/probe_panel.hpp): for the probe
// sentence, each head's map is ∂loss/∂score of the engine's next-token loss,
// drawn diverging on one scale; the large map holds the same numbers and its
// figure is centred on 0; a one-word probe says why there is no gradient;
// concealment covers the gradients as it covers the weights.
#include <gtest/gtest.h>

#include <QComboBox>

#include "attnlab/model/model.hpp"
#include "files/builtin_lessons.hpp"
#include "itemmodels/matrix_item_model.hpp"
#include "training/head_grid.hpp"
#include "training/probe_panel.hpp"
#include "viewdata/figure_spec.hpp"

using attn::ui::load_builtin_lesson;  // (not through another file's using in a unity batch)

namespace attn::ui {
namespace {

TEST(ProbeGradient, TheGridAndTheLargeMapHoldTheEnginesScoreGradients) {
    const attn::Lesson l = load_builtin_lesson(QStringLiteral("course-3-training"));
    ASSERT_TRUE(l.model);
    ModelRef ref;
    ref.config = l.model->config;
    ref.vocabulary = &l.model->vocabulary;
    ref.weights = std::make_shared<const std::vector<float>>(l.model->weights);
    ProbePanel panel;
    panel.setModel(ref, QStringLiteral("Course model."));
    ASSERT_EQ(panel.grid()->map(1, 0)->limit(), 0.0f);  // weights first
    panel.showBox()->setCurrentIndex(1);                // as a user picks it
    ASSERT_EQ(panel.shown(), ProbePanel::Show::Gradient);
    const attn::ScoreGradients& g = panel.gradients();
    ASSERT_EQ(g.dscores.size(), 8u);
    // The engine's numbers for the probe's next words.
    const attn::Model m = l.model->to_model();
    const auto ids = l.model->vocabulary.encode(ProbePanel::defaultProbe().toStdString());
    const attn::ScoreGradients want = attn::next_token_score_gradients(m, ids);
    EXPECT_DOUBLE_EQ(g.loss, want.loss);
    float limit = 0;
    for (const auto& d : want.dscores) limit = std::max(limit, float(d.cwiseAbs().maxCoeff()));
    MiniHeatmap* map = panel.grid()->map(1, 0);
    EXPECT_FLOAT_EQ(map->limit(), limit);
    EXPECT_FLOAT_EQ(map->matrix()(4, 3), float(want.at(1, 0)(4, 3)));
    panel.selectHead(1, 2);
    EXPECT_FLOAT_EQ(panel.largeModel()->value(4, 1), float(want.at(1, 2)(4, 1)));
    const FigureSpec f = panel.largeFigure();
    ASSERT_EQ(f.panels.size(), 1u);
    EXPECT_FALSE(f.panels.front().probabilities);  // centred on 0
    EXPECT_TRUE(f.panels.front().panel_title.contains(QStringLiteral("∂loss/∂score")));
    EXPECT_FALSE(panel.grid()->figure().panels.front().probabilities);
    // Concealed like the weights.
    panel.setConcealed(true);
    EXPECT_TRUE(panel.grid()->map(0, 0)->isConcealed());
    panel.setConcealed(false);
    // One word predicts nothing: the view says so and draws no gradient.
    panel.setProbe(QStringLiteral("the"));
    EXPECT_TRUE(panel.gradients().dscores.empty());
    EXPECT_EQ(panel.grid()->map(0, 0)->limit(), 0.0f);
    // Back to the weights: rows sum to one again.
    panel.setProbe(ProbePanel::defaultProbe());
    panel.setShow(ProbePanel::Show::Weights);
    EXPECT_EQ(panel.showBox()->currentIndex(), 0);
    EXPECT_NEAR(panel.grid()->map(1, 0)->matrix().row(4).sum(), 1.0f, 1e-5f);
    EXPECT_EQ(panel.grid()->map(1, 0)->limit(), 0.0f);
}

}  // namespace
}  // namespace attn::ui
