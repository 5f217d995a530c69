// Matrices as data: CSV (RFC 4180) and a LaTeX `tabular`, each with the row
// labels in the first column and the column labels in the first row. Pure
// functions. Values: `decimals` digits after the point ("0.000", never
// "-0.000"); −∞ (a masked score) is "-inf" in CSV and $-\infty$ in LaTeX.
#pragma once

#include <QString>
#include <QStringList>

#include "attnlab/support/types.hpp"
#include "viewdata/figure_spec.hpp"

namespace attn::ui {

// `corner`: text of the top-left cell (e.g. "word"). Lines end with "\n".
QString matrix_to_csv(const attn::Matrix& values, const QStringList& rows, const QStringList& cols,
                      int decimals = 3, const QString& corner = {});
QString matrix_to_latex(const attn::Matrix& values, const QStringList& rows,
                        const QStringList& cols, int decimals = 3, const QString& corner = {});

// A table of text cells (the first row is the header) as CSV, or as a LaTeX
// tabular whose columns are aligned as `align` says (e.g. "r|l|lr", one letter
// a column, '|' between; "l" for every column when empty).
QString text_table_to_csv(const QList<QStringList>& rows);
QString text_table_to_latex(const QList<QStringList>& rows, const QString& align = {});

// A blend table as a matrix: rows "before", each ingredient scaled, "after";
// columns "weight" then the axes (the before/after rows have no weight: empty / NaN).
// weight_decimals >= 0 scales each row by the weight rounded as printed (what
// BlendFigure shows); -1 by the exact weight.
attn::Matrix blend_matrix(const BlendTable& t, QStringList* rows, QStringList* cols,
                          int weight_decimals = -1);

// The matrix a figure shows, as data: a heatmap's matrix; a head grid's panels
// stacked (P panels of r × c give P·r rows labelled "head 2 · bank", c columns);
// a blend table's blend_matrix (weights rounded to `decimals`, as printed).
// False (nothing written) for views that are not matrices (vectors, loss).
bool figure_matrix(const FigureSpec& spec, int decimals, attn::Matrix* m, QStringList* rows,
                   QStringList* cols);

// LaTeX-escapes \ & % $ # _ { } ~ ^.
QString latex_escape(const QString& text);

}  // namespace attn::ui
