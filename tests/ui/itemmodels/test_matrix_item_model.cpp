#include <gtest/gtest.h>

#include <QAbstractItemModelTester>

#include "itemmodels/matrix_item_model.hpp"

namespace attn::ui {
namespace {

TEST(MatrixItemModel, PassesModelTesterThroughResetsAndUpdates) {
    MatrixItemModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    Matrix m(2, 3);
    m << 0.1f, 0.2f, 0.7f, 0.5f, 0.25f, 0.25f;
    model.setMatrix(m, {QStringLiteral("a"), QStringLiteral("b")},
                    {QStringLiteral("x"), QStringLiteral("y"), QStringLiteral("z")});
    EXPECT_EQ(model.rowCount(), 2);
    EXPECT_EQ(model.columnCount(), 3);
    m(0, 0) = 0.9f;
    model.setMatrix(m, {QStringLiteral("a"), QStringLiteral("b")},
                    {QStringLiteral("x"), QStringLiteral("y"), QStringLiteral("z")});
    EXPECT_EQ(model.data(model.index(0, 0), Qt::DisplayRole).toString(), QStringLiteral("0.900"));
    model.setMatrix(Matrix(0, 0), {}, {});
    EXPECT_EQ(model.rowCount(), 0);
}

TEST(MatrixItemModel, RolesCarryValueColourAndLabels) {
    MatrixItemModel model;
    Matrix m(1, 2);
    m << 0.0f, 1.0f;
    model.setMatrix(m, {QStringLiteral("bank")}, {QStringLiteral("the"), QStringLiteral("river")});
    EXPECT_DOUBLE_EQ(model.data(model.index(0, 1), MatrixItemModel::ValueRole).toDouble(), 1.0);
    EXPECT_EQ(model.headerData(1, Qt::Horizontal, Qt::DisplayRole).toString(),
              QStringLiteral("river"));
    EXPECT_EQ(model.headerData(0, Qt::Vertical, Qt::DisplayRole).toString(),
              QStringLiteral("bank"));
    // viridis: 0 → dark purple, 1 → yellow
    EXPECT_EQ(model.data(model.index(0, 0), Qt::BackgroundRole).value<QColor>(), QColor(68, 1, 84));
    EXPECT_EQ(model.data(model.index(0, 1), Qt::BackgroundRole).value<QColor>(),
              QColor(253, 231, 37));
    EXPECT_EQ(model.data(model.index(0, 0), Qt::ForegroundRole).value<QColor>(), QColor(Qt::white));
    EXPECT_EQ(model.data(model.index(0, 1), Qt::ForegroundRole).value<QColor>(), QColor(Qt::black));
}

TEST(MatrixItemModel, FormatsExtremeValuesReadably) {
    EXPECT_EQ(format_value(0.4351), QStringLiteral("0.435"));
    EXPECT_EQ(format_value(-0.0001), QStringLiteral("-0.0001"));
    EXPECT_EQ(format_value(1e6), QStringLiteral("1e+06"));
    EXPECT_EQ(format_value(0.0), QStringLiteral("0.000"));
    // Cells: whole or not at all, never wider than "-0.000".
    EXPECT_EQ(format_cell(2.14e-18), QStringLiteral("2e-18"));
    EXPECT_EQ(format_cell(-6.4e13), QStringLiteral("-6e13"));
    EXPECT_EQ(format_cell(0.4351), QStringLiteral("0.435"));
    EXPECT_EQ(format_cell(0.0), QStringLiteral("0.000"));
    EXPECT_EQ(format_cell(123.456), QStringLiteral("123.5"));
    EXPECT_EQ(format_cell(-54.321), QStringLiteral("-54.32"));
    for (double v : {1e-30, -3e-7, 4.9e-4, 1e5, -9.9e37, 123.456, -99999.4, 9.9996, -999.96})
        EXPECT_LE(format_cell(v).size(), QStringLiteral("-0.000").size()) << v;
}

}  // namespace
}  // namespace attn::ui
