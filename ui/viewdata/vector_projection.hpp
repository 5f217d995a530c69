// Vector projection for the 2-D plot: either two named axes of the table, or
// the first two principal components of the vocabulary's lookup rows.
#pragma once

#include <QPointF>
#include <QString>

#include "attnlab/support/types.hpp"

namespace attn::ui {

struct VectorProjection {
    enum class Mode { Axes, Principal };
    Mode mode = Mode::Axes;
    int x = 0, y = 1;    // axis indices (Mode::Axes)
    attn::Vector mean;   // 1 × d (Mode::Principal)
    attn::Matrix basis;  // d × 2 (Mode::Principal): first two principal directions
    double explained[2] = {0,
                           0};  // Mode::Principal: share of the table's variance along each (0…1)

    QPointF project(const Eigen::Ref<const attn::Vector>& row) const;
};

// PCA of the rows of `table` (V × d). With fewer than two informative
// directions the missing ones are filled with unit axes, so the basis is always d × 2.
VectorProjection principal_projection(const attn::Matrix& table);

// Axis title of a principal component k (0 or 1), the same in the window and
// in exported figures: "PC1 (83% of variance)".
QString principal_axis_label(const VectorProjection& p, int k);

}  // namespace attn::ui
