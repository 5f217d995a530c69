// The Vectors plot of a real model (the Vectors pane while the real model is shown, and its
// figure): the shown sentences' tokens as the model holds them, on the plane of the first two
// principal components of the rows plotted.
#pragma once

#include <QString>
#include <QStringList>
#include <vector>

#include "attnlab/support/types.hpp"
#include "viewdata/figure_spec.hpp"
#include "viewdata/vector_projection.hpp"

namespace attn::ui {

// One shown sentence of the plot, from its pass: its token ids and their display texts (empty:
// not read yet, no points), the residual stream after the block shown (n × d; null: none), its
// legend text and its colour slot (its index in the lesson).
struct RealVectorsSentence {
    std::vector<int> ids;
    QStringList tokens;
    const attn::Matrix* after = nullptr;
    QString text;
    int slot = 0;
};

// lookups: each distinct token of the sentences, in order of appearance, at its token
//   embedding (the row of `wte`, V × d, for its id), named by its display text.
// outputs: for sentence k, each token's residual stream after the block shown (its `after`
//   row), with the arrow from its token's embedding.
// Every row is normalised as a LayerNorm reads it (mean 0, variance 1 over its d numbers,
// without gain and bias): the residual's scale grows layer by layer and would otherwise squeeze
// the embeddings into one point. The plane (`plane`, Mode::Principal) is the first two principal
// components of all the normalised rows plotted; the axes are titled as the principal plane's
// ("PC1 (62% of variance)").
VectorsPlot real_vectors_plot(const attn::Matrix& wte,
                              const std::vector<RealVectorsSentence>& shown,
                              VectorProjection* plane = nullptr);

// `row` as a LayerNorm without gain and bias reads it: mean 0, variance 1 (ε = 1e-5).
attn::Vector layer_normalised(const Eigen::Ref<const attn::Vector>& row);

}  // namespace attn::ui
