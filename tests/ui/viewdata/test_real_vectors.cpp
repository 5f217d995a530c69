// The Vectors plot of a real model (viewdata/real_vectors_data.hpp): every token's embedding
// once, each token's row after the layer, each normalised as a LayerNorm reads it, on the
// principal plane of those rows — distances kept exactly when the rows span a plane.
#include <gtest/gtest.h>

#include <QLineF>
#include <cmath>

#include "viewdata/real_vectors_data.hpp"

namespace attn::ui {
namespace {

// A row (a, −a, b, −b): mean 0, so normalised it stays in the plane of (1,−1,0,0) and (0,0,1,−1).
attn::Vector planar(float a, float b) {
    attn::Vector r(4);
    r << a, -a, b, -b;
    return r;
}

TEST(RealVectors, LayerNormalisedRowsHaveMeanZeroAndVarianceOne) {
    attn::Vector r(5);
    r << 3, -1, 4, 1, 5;
    const attn::Vector n = layer_normalised(r);
    EXPECT_NEAR(n.mean(), 0.0, 1e-6);
    EXPECT_NEAR(n.squaredNorm() / 5, 1.0, 1e-4);
    // A scaled row reads the same: the residual's growth does not move a point.
    const attn::Vector m = layer_normalised(r * 40.0f);
    EXPECT_LT((m - n).cwiseAbs().maxCoeff(), 1e-4);
}

TEST(RealVectors, EachTokenOnceAndEveryOutputWithItsArrowOnThePrincipalPlane) {
    attn::Matrix wte(4, 4);
    wte.row(0) = planar(1, 0);
    wte.row(1) = planar(0, 2);
    wte.row(2) = planar(1, 1);
    wte.row(3) = planar(-3, 1);
    attn::Matrix after_a(3, 4), after_b(2, 4);
    after_a.row(0) = planar(2, 1);
    after_a.row(1) = planar(-1, 3);
    after_a.row(2) = planar(5, -2);
    after_b.row(0) = planar(1, -4);
    after_b.row(1) = planar(2, 2);
    RealVectorsSentence a{
        {0, 1, 2},
        {QStringLiteral("the"), QStringLiteral("␣river"), QStringLiteral("␣bank")},
        &after_a,
        QStringLiteral("the river bank"),
        0};
    RealVectorsSentence b{{3, 2},
                          {QStringLiteral("money"), QStringLiteral("␣bank")},
                          &after_b,
                          QStringLiteral("money bank"),
                          1};
    VectorProjection plane;
    const VectorsPlot v = real_vectors_plot(wte, {a, b}, &plane);
    // Lookups: each distinct token once, in order of appearance ("␣bank" shared).
    ASSERT_EQ(v.lookups.size(), 4u);
    EXPECT_EQ(v.lookups[0].word, QStringLiteral("the"));
    EXPECT_EQ(v.lookups[2].word, QStringLiteral("␣bank"));
    EXPECT_EQ(v.lookups[3].word, QStringLiteral("money"));
    ASSERT_EQ(v.outputs.size(), 5u);
    EXPECT_EQ(v.outputs[4].word, QStringLiteral("␣bank"));
    EXPECT_EQ(v.outputs[4].sentence, 1);
    // Both banks' arrows start at the one embedding of "␣bank".
    EXPECT_EQ(v.outputs[2].from_x, v.lookups[2].x);
    EXPECT_EQ(v.outputs[4].from_y, v.lookups[2].y);
    EXPECT_EQ(v.sentences,
              (QStringList{QStringLiteral("the river bank"), QStringLiteral("money bank")}));
    EXPECT_EQ(v.colour_slots, (std::vector<int>{0, 1}));
    // The rows span a plane: the plot keeps every distance between normalised rows.
    std::vector<attn::Vector> rows;
    std::vector<QPointF> points;
    for (int i : {0, 1, 2, 3}) rows.push_back(layer_normalised(wte.row(i)));
    for (const auto& p : v.lookups) points.emplace_back(p.x, p.y);
    for (int i = 0; i < 3; ++i) rows.push_back(layer_normalised(after_a.row(i)));
    for (int i = 0; i < 2; ++i) rows.push_back(layer_normalised(after_b.row(i)));
    for (const auto& o : v.outputs) points.emplace_back(o.x, o.y);
    ASSERT_EQ(rows.size(), points.size());
    for (size_t i = 0; i < rows.size(); ++i)
        for (size_t j = 0; j < rows.size(); ++j)
            EXPECT_NEAR(QLineF(points[i], points[j]).length(), (rows[i] - rows[j]).norm(), 1e-4)
                << i << ", " << j;
    EXPECT_NEAR(plane.explained[0] + plane.explained[1], 1.0, 1e-5);
    EXPECT_GE(plane.explained[0], plane.explained[1]);
    EXPECT_TRUE(v.x_axis.startsWith(QStringLiteral("PC1 (")));
}

TEST(RealVectors, ASentenceNotReadYetHasNoPointsAndNoLayerNoOutputs) {
    attn::Matrix wte = attn::Matrix::Identity(3, 3);
    RealVectorsSentence read{
        {0, 1}, {QStringLiteral("a"), QStringLiteral("b")}, nullptr, QStringLiteral("a b"), 0};
    RealVectorsSentence pending{{}, {}, nullptr, QStringLiteral("c"), 1};
    const VectorsPlot v = real_vectors_plot(wte, {read, pending});
    EXPECT_EQ(v.lookups.size(), 2u);
    EXPECT_TRUE(v.outputs.empty());
    EXPECT_EQ(v.sentences.size(), 2);
    // A token id the embedding does not have is left out, never read past its end.
    RealVectorsSentence bad{
        {0, 7}, {QStringLiteral("a"), QStringLiteral("?")}, nullptr, QStringLiteral("a ?"), 0};
    EXPECT_EQ(real_vectors_plot(wte, {bad}).lookups.size(), 1u);
}

}  // namespace
}  // namespace attn::ui
