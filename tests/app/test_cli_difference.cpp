// render --view difference: two prompts compared cell by cell, on a lesson's hand-wired
// attention and on a real model, equal to the second sentence's map minus the first's as
// the engine (and `trace`) give them; different lengths refused with both counts.
#include <gtest/gtest.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include "attnlab/attention/evaluate.hpp"
#include "attnlab/lesson/lesson_io.hpp"
#include "cli_process.hpp"

namespace {

using attn::test::read_text;
using attn::test::run_cli;
using attn::test::s;

// A --data CSV: its header's labels and its rows of numbers.
struct Csv {
    QStringList labels;
    std::vector<std::vector<double>> rows;
};
Csv read_csv(const QString& path) {
    Csv c;
    const QStringList lines = read_text(path).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    if (lines.isEmpty()) return c;
    c.labels = lines.front().split(QLatin1Char(',')).mid(1);
    for (qsizetype i = 1; i < lines.size(); ++i) {
        std::vector<double> row;
        const QStringList cells = lines[i].split(QLatin1Char(','));
        for (qsizetype k = 1; k < cells.size(); ++k) row.push_back(cells[k].toDouble());
        c.rows.push_back(row);
    }
    return c;
}

TEST(CliDifference, HandWiredIsTheSecondSentencesWeightsMinusTheFirsts) {
    QTemporaryDir dir;
    const QString csv = dir.filePath(s("d.csv"));
    const auto r = run_cli({s("render"), s("--builtin"), s("module1"), s("--view"), s("difference"),
                            s("--output"), dir.filePath(s("d.png")), s("--data"), csv});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    const Csv c = read_csv(csv);
    EXPECT_EQ(c.labels, (QStringList{s("the"), s("money/river"), s("bank")}));
    const attn::Lesson l =
        attn::read_lesson_file(ATTNLAB_SOURCE_DIR "/resources/lessons/module1.attnlab.json");
    const attn::Trace a = attn::evaluate(l.table, l.sentences[0], l.attention);
    const attn::Trace b = attn::evaluate(l.table, l.sentences[1], l.attention);
    ASSERT_EQ(c.rows.size(), 3u);
    for (int i = 0; i < 3; ++i)
        for (int j = 0; j < 3; ++j)
            EXPECT_NEAR(c.rows[size_t(i)][size_t(j)], b.weights[0](i, j) - a.weights[0](i, j), 5e-4)
                << i << "," << j;
    // Raw scores too (--stage).
    const auto raw = run_cli({s("render"), s("--builtin"), s("module1"), s("--view"),
                              s("difference"), s("--stage"), s("raw"), s("--output"),
                              dir.filePath(s("r.png")), s("--data"), csv});
    ASSERT_EQ(raw.code, 0) << raw.err.toStdString();
    EXPECT_NEAR(read_csv(csv).rows[2][1], b.scores[0](2, 1) - a.scores[0](2, 1), 5e-4);
}

TEST(CliDifference, SentencesOfDifferentLengthsAreRefusedWithBothCounts) {
    QTemporaryDir dir;
    const auto r = run_cli({s("render"), s("--builtin"), s("module1"), s("--view"), s("difference"),
                            s("--sentence"), s("the river bank"), s("--sentence"), s("the bank"),
                            s("--output"), dir.filePath(s("d.png"))});
    EXPECT_EQ(r.code, 2);
    EXPECT_TRUE(r.err.contains(s("“the river bank” and “the bank” are 3 and 2 tokens long")))
        << r.err.toStdString();
    const auto one =
        run_cli({s("render"), s("--builtin"), s("module1"), s("--view"), s("difference"),
                 s("--sentence"), s("the river bank"), s("--output"), dir.filePath(s("d.png"))});
    EXPECT_EQ(one.code, 2);
    EXPECT_TRUE(one.err.contains(s("compares two sentences"))) << one.err.toStdString();
}

// Layer 2, head 3's weights of `sentence` as `trace --model` prints them: row i holds i + 1.
std::vector<std::vector<double>> traced_weights(const QString& model, const QString& sentence) {
    const auto r = run_cli({s("trace"), s("--model"), model, s("--sentence"), sentence,
                            s("--layer"), s("2"), s("--head"), s("3")});
    EXPECT_EQ(r.code, 0) << r.err.toStdString();
    const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
    const QJsonArray rows = o[s("layers")]
                                .toArray()
                                .at(0)
                                .toObject()[s("heads")]
                                .toArray()
                                .at(0)
                                .toObject()[s("weights")]
                                .toArray();
    std::vector<std::vector<double>> w;
    for (const auto& row : rows) {
        std::vector<double> out;
        for (const auto& v : row.toArray()) out.push_back(v.toDouble());
        w.push_back(out);
    }
    return w;
}

TEST(CliDifference, ARealModelsDifferenceIsTracesDifference) {
    const QString model = s(ATTNLAB_SOURCE_DIR "/tests/data/gpt/gpt2-window");
    const QString first = s("the river bank"), second = s("the bank river");  // 4 tokens each
    const auto a = traced_weights(model, first), b = traced_weights(model, second);
    ASSERT_EQ(a.size(), b.size());
    ASSERT_GE(a.size(), 3u);
    QTemporaryDir dir;
    const QString csv = dir.filePath(s("d.csv"));
    const auto r =
        run_cli({s("render"), s("--model"), model, s("--view"), s("difference"), s("--sentence"),
                 first, s("--sentence"), second, s("--layer"), s("2"), s("--head"), s("3"),
                 s("--output"), dir.filePath(s("d.svg")), s("--data"), csv});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    const Csv c = read_csv(csv);
    ASSERT_EQ(c.rows.size(), a.size());
    for (size_t i = 0; i < a.size(); ++i)
        for (size_t j = 0; j < a.size(); ++j) {
            const double want = j <= i ? b[i][j] - a[i][j] : 0.0;
            EXPECT_NEAR(c.rows[i][j], want, 6e-4) << i << "," << j;
        }
}

}  // namespace
