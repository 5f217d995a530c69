#include "viewdata/vector_projection.hpp"

#include <Eigen/Eigenvalues>
#include <QCoreApplication>
#include <algorithm>
#include <cmath>

namespace attn::ui {

QPointF VectorProjection::project(const Eigen::Ref<const attn::Vector>& row) const {
    if (mode == Mode::Axes) {
        const auto at = [&](int i) { return i >= 0 && i < row.size() ? double(row(i)) : 0.0; };
        return {at(x), at(y)};
    }
    const attn::Vector p = (row - mean) * basis;
    return {double(p(0)), double(p(1))};
}

VectorProjection principal_projection(const attn::Matrix& table) {
    VectorProjection p;
    p.mode = VectorProjection::Mode::Principal;
    const int d = int(table.cols());
    p.mean = table.rows() > 0 ? attn::Vector(table.colwise().mean()) : attn::Vector::Zero(d);
    p.basis = attn::Matrix::Zero(d, 2);
    if (d == 0) return p;
    const Eigen::MatrixXd centred = (table.rowwise() - p.mean).cast<double>();
    const Eigen::MatrixXd cov = centred.transpose() * centred;
    Eigen::SelfAdjointEigenSolver<Eigen::MatrixXd> eig(cov);
    const double total = eig.eigenvalues().cwiseMax(0.0).sum();
    // Eigenvalues ascend: the last two columns are the leading directions.
    for (int k = 0; k < 2; ++k) {
        const int col = d - 1 - k;
        if (col >= 0) p.basis.col(k) = eig.eigenvectors().col(col).cast<float>();
        if (col >= 0 && total > 0) p.explained[k] = std::max(0.0, eig.eigenvalues()(col)) / total;
        // Sign convention: the largest component positive, so the plot does not flip between edits.
        if (col >= 0) {
            Eigen::Index arg = 0;
            p.basis.col(k).cwiseAbs().maxCoeff(&arg);
            if (p.basis(arg, k) < 0) p.basis.col(k) *= -1.0f;
        } else if (k < d) {
            p.basis(k, k) = 1.0f;
        }
    }
    return p;
}

}  // namespace attn::ui

namespace attn::ui {

QString principal_axis_label(const VectorProjection& p, int k) {
    //: The vector plot's axis along a principal component: %1 its number, %2 the share of the
    //: variance it explains
    return QCoreApplication::translate("Figures", "PC%1 (%2% of variance)")
        .arg(k + 1)
        .arg(std::lround(p.explained[k == 0 ? 0 : 1] * 100));
}

}  // namespace attn::ui
