// `render --model … --view model` run as a process on nanoGPT-tiny: every
// layer × head in one figure, each panel titled "layer l · head k" and the
// pattern head_patterns names for PyTorch's weights (expected.json); its
// --data holds every head's weights (PyTorch's, to the 3 decimals written);
// --layer and --head keep one row or column; a layer that does not exist exits 2.
#include <gtest/gtest.h>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include "attnlab/gpt/head_patterns.hpp"
#include "cli_process.hpp"

namespace {

using attn::test::CliResult;
using attn::test::run_cli;

const QString kTinyDir = QStringLiteral(ATTNLAB_SOURCE_DIR "/tests/data/gpt/nanogpt-tiny/");
const QString kTinyText = QStringLiteral("to be or not");  // expected.json's "text"

using attn::test::read_text;

// expected.json's attention[l][j] as an n × n matrix (PyTorch's weights).
attn::Matrix expected_head(const QJsonArray& attention, int l, int j) {
    const QJsonArray rows = attention[l].toArray()[j].toArray();
    attn::Matrix m(rows.size(), rows.size());
    for (int i = 0; i < rows.size(); ++i)
        for (int k = 0; k < rows.size(); ++k) m(i, k) = float(rows[i].toArray()[k].toDouble());
    return m;
}

QStringList render(const QTemporaryDir& dir, const QStringList& extra, CliResult* result) {
    QStringList args = {QStringLiteral("render"),
                        QStringLiteral("--model"),
                        kTinyDir + QStringLiteral("ckpt.pt"),
                        QStringLiteral("--sentence"),
                        kTinyText,
                        QStringLiteral("--view"),
                        QStringLiteral("model"),
                        QStringLiteral("--output"),
                        dir.filePath(QStringLiteral("m.svg")),
                        QStringLiteral("--width"),
                        QStringLiteral("2400"),
                        QStringLiteral("--height"),
                        QStringLiteral("1200"),
                        QStringLiteral("--data"),
                        dir.filePath(QStringLiteral("m.csv"))};
    *result = run_cli(args + extra);
    return read_text(dir.filePath(QStringLiteral("m.csv")))
        .split(QLatin1Char('\n'), Qt::SkipEmptyParts);
}

TEST(CliModelView, EveryLayerAndHeadIsDrawnTitledWithItsPatternAndItsWeightsWritten) {
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    CliResult r;
    const QStringList lines = render(dir, {}, &r);
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    QFile json(kTinyDir + QStringLiteral("expected.json"));
    ASSERT_TRUE(json.open(QIODevice::ReadOnly));
    const QJsonArray attention =
        QJsonDocument::fromJson(json.readAll()).object()[QStringLiteral("attention")].toArray();
    ASSERT_EQ(attention.size(), 2);
    const int n = int(attention[0].toArray()[0].toArray().size());
    const QString svg = read_text(dir.filePath(QStringLiteral("m.svg")));
    ASSERT_EQ(lines.size(), 1 + 2 * 4 * n);  // a header, then n rows per head
    for (int l = 0; l < 2; ++l)
        for (int j = 0; j < 4; ++j) {
            const attn::Matrix want = expected_head(attention, l, j);
            const attn::HeadPattern p = attn::head_pattern(want).pattern;
            QString title = QStringLiteral("layer %1 · head %2").arg(l + 1).arg(j + 1);
            if (p != attn::HeadPattern::None)
                title +=
                    QStringLiteral(" · ") + QString::fromUtf8(attn::head_pattern_name(p).data());
            EXPECT_TRUE(svg.contains(title + QLatin1Char('<'))) << title.toStdString();
            for (int i = 0; i < n; ++i) {
                const QStringList cells = lines[1 + (l * 4 + j) * n + i].split(QLatin1Char(','));
                ASSERT_EQ(cells.size(), 1 + n);
                EXPECT_TRUE(cells[0].startsWith(title + QStringLiteral(" · ")))
                    << cells[0].toStdString();
                for (int k = 0; k < n; ++k)
                    EXPECT_NEAR(cells[k + 1].toDouble(), want(i, k), 0.0005) << l << j << i << k;
            }
        }
}

TEST(CliModelView, LayerAndHeadKeepOneRowOrColumnAndALayerThatDoesNotExistExitsTwo) {
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    CliResult r;
    const QStringList row = render(dir, {QStringLiteral("--layer"), QStringLiteral("2")}, &r);
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    const int n = (int(row.size()) - 1) / 4;
    ASSERT_EQ(row.size(), 1 + 4 * n);
    for (int j = 0; j < 4; ++j)
        EXPECT_TRUE(row[1 + j * n].startsWith(QStringLiteral("layer 2 · head %1").arg(j + 1)));
    const QStringList column = render(dir, {QStringLiteral("--head"), QStringLiteral("3")}, &r);
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    ASSERT_EQ(column.size(), 1 + 2 * n);
    EXPECT_TRUE(column[1].startsWith(QStringLiteral("layer 1 · head 3")));
    EXPECT_TRUE(column[1 + n].startsWith(QStringLiteral("layer 2 · head 3")));
    QFile::remove(dir.filePath(QStringLiteral("m.svg")));
    render(dir, {QStringLiteral("--layer"), QStringLiteral("3")}, &r);
    EXPECT_EQ(r.code, 2);
    EXPECT_TRUE(r.err.contains(QStringLiteral("layer 3 does not exist: the model has 2 layers")))
        << r.err.toStdString();
    EXPECT_FALSE(QFile::exists(dir.filePath(QStringLiteral("m.svg"))));
    // No number at all is said as such, never with a made-up range ("from -1000000 to 1000000").
    render(dir, {QStringLiteral("--head"), QStringLiteral("abc")}, &r);
    EXPECT_EQ(r.code, 2);
    EXPECT_TRUE(
        r.err.contains(QStringLiteral("--head 'abc' is not a whole number (heads count from 1)")))
        << r.err.toStdString();
    EXPECT_FALSE(r.err.contains(QStringLiteral("1000000")));
    EXPECT_FALSE(QFile::exists(dir.filePath(QStringLiteral("m.svg"))));
}

}  // namespace
