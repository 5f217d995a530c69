// CSV and LaTeX export of a matrix: exact text.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "viewdata/matrix_text.hpp"

namespace {

using namespace attn::ui;

attn::Matrix small() {
    attn::Matrix m(2, 3);
    m << 0.5f, -0.25f, 1.0f / 3.0f, -0.0001f, 2.0f, -std::numeric_limits<float>::infinity();
    return m;
}

TEST(MatrixText, CsvIsExact) {
    const QString csv =
        matrix_to_csv(small(), {QStringLiteral("the"), QStringLiteral("a,b")},
                      {QStringLiteral("x"), QStringLiteral("say \"hi\""), QStringLiteral("z")}, 3,
                      QStringLiteral("word"));
    EXPECT_EQ(csv.toStdString(),
              "word,x,\"say \"\"hi\"\"\",z\n"
              "the,0.500,-0.250,0.333\n"
              "\"a,b\",0.000,2.000,-inf\n");
}

TEST(MatrixText, LatexIsExact) {
    const QString tex =
        matrix_to_latex(small(), {QStringLiteral("the"), QStringLiteral("a_b")},
                        {QStringLiteral("x"), QStringLiteral("50%"), QStringLiteral("z")}, 2);
    EXPECT_EQ(tex.toStdString(),
              "\\begin{tabular}{l|rrr}\n"
              " & x & 50\\% & z \\\\\n"
              "\\hline\n"
              "the & 0.50 & -0.25 & 0.33 \\\\\n"
              "a\\_b & 0.00 & 2.00 & $-\\infty$ \\\\\n"
              "\\end{tabular}\n");
}

TEST(MatrixText, LatexEscapesEverySpecialCharacter) {
    EXPECT_EQ(
        latex_escape(QStringLiteral("a\\b&c%d$e#f_g{h}i~j^k")).toStdString(),
        "a\\textbackslash{}b\\&c\\%d\\$e\\#f\\_g\\{h\\}i\\textasciitilde{}j\\textasciicircum{}k");
}

TEST(MatrixText, BlendMatrixStacksBeforeScaledRowsAndAfter) {
    BlendTable t;
    t.word = QStringLiteral("bank");
    t.ingredients = {QStringLiteral("the"), QStringLiteral("bank")};
    t.weights = {0.25, 0.75};
    t.columns = {QStringLiteral("water"), QStringLiteral("money")};
    t.rows = attn::Matrix(2, 2);
    t.rows << 0, 1, 0.4f, 0.8f;
    t.before = t.rows.row(1);
    t.after = attn::Vector(2);
    t.after << 0.3f, 0.85f;
    QStringList rows, cols;
    const attn::Matrix m = blend_matrix(t, &rows, &cols);
    EXPECT_EQ(matrix_to_csv(m, rows, cols).toStdString(),
              ",weight,water,money\n"
              "bank before (lookup row),,0.400,0.800\n"
              "the,0.250,0.000,0.250\n"
              "bank,0.750,0.300,0.600\n"
              "bank after,,0.300,0.850\n");
}

}  // namespace
