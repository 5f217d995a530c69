// `render --view head-lines` run as a process: Module 1's lines (--data CSV)
// are the seed's weights, --word keeps one token's lines and writes its row
// as text in the figure, --heads / --head choose heads, --sentence K picks
// the lesson's K-th sentence; a real model (nanoGPT ckpt.pt, --model) draws
// PyTorch's causal weights (expected.json) only to earlier tokens; bad input
// exits 2 naming the problem.
#include <gtest/gtest.h>

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <cmath>
#include <set>

#include "cli_process.hpp"

namespace {

using attn::test::run_cli;

const QString kNano = QStringLiteral(ATTNLAB_SOURCE_DIR "/tests/data/gpt/nanogpt-tiny/");

struct Line {
    int from, to, head;
    QString from_token, to_token;
    double weight;
};

using attn::test::read_text;

// The --data CSV: from,from_token,to,to_token,head,weight (tokens quoted, no comma inside ours).
std::vector<Line> read_lines(const QString& path) {
    std::vector<Line> out;
    const QStringList rows = read_text(path).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    EXPECT_FALSE(rows.isEmpty());
    if (rows.isEmpty()) return out;
    EXPECT_EQ(rows.front(), QStringLiteral("from,from_token,to,to_token,head,weight"));
    for (qsizetype i = 1; i < rows.size(); ++i) {
        const QStringList c = rows[i].split(QLatin1Char(','));
        EXPECT_EQ(c.size(), 6) << rows[i].toStdString();
        if (c.size() != 6) continue;
        const auto unquote = [](QString t) { return t.mid(1, t.size() - 2); };
        out.push_back({c[0].toInt(), c[2].toInt(), c[4].toInt(), unquote(c[1]), unquote(c[3]),
                       c[5].toDouble()});
    }
    return out;
}

TEST(CliHeadLines, Module1LinesAreTheSeedsWeights) {
    QTemporaryDir dir;
    const QString svg = dir.filePath(QStringLiteral("lines.svg")),
                  csv = dir.filePath(QStringLiteral("lines.csv"));
    const auto r =
        run_cli({QStringLiteral("render"), QStringLiteral("--view"), QStringLiteral("head-lines"),
                 QStringLiteral("--sentence"), QStringLiteral("1"), QStringLiteral("--output"), svg,
                 QStringLiteral("--data"), csv});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    const std::vector<Line> lines = read_lines(csv);
    ASSERT_EQ(lines.size(), 9u);  // three words, every weight drawn
    // "the river bank": bank's row of the seed's log, strongest first.
    const double want[] = {0.498, 0.317, 0.185};
    const char* to[] = {"bank", "river", "the"};
    int k = 0;
    for (const Line& l : lines) {
        if (l.from != 3) continue;
        EXPECT_EQ(l.from_token, QStringLiteral("bank"));
        EXPECT_EQ(l.to_token, QLatin1String(to[k]));
        EXPECT_EQ(l.head, 1);
        EXPECT_DOUBLE_EQ(l.weight, want[k]);
        ++k;
    }
    EXPECT_EQ(k, 3);
    const QString text = read_text(svg);
    EXPECT_TRUE(text.contains(QStringLiteral("token looked at")));
    EXPECT_TRUE(text.contains(QStringLiteral("river bank")));  // the caption names the sentence

    // --word bank: only its three lines, and its row written out in the figure.
    const auto w = run_cli(
        {QStringLiteral("render"), QStringLiteral("--view"), QStringLiteral("head-lines"),
         QStringLiteral("--sentence"), QStringLiteral("the money bank"), QStringLiteral("--word"),
         QStringLiteral("bank"), QStringLiteral("--output"), svg, QStringLiteral("--data"), csv});
    ASSERT_EQ(w.code, 0) << w.err.toStdString();
    const std::vector<Line> bank = read_lines(csv);
    ASSERT_EQ(bank.size(), 3u);
    for (const Line& l : bank) EXPECT_EQ(l.from, 3);
    EXPECT_DOUBLE_EQ(bank[0].weight,
                     0.525);  // the seed: bank's money-sentence row 0.195 · 0.280 · 0.525
    EXPECT_DOUBLE_EQ(bank[1].weight, 0.280);
    EXPECT_DOUBLE_EQ(bank[2].weight, 0.195);
    EXPECT_TRUE(read_text(svg).contains(QStringLiteral("0.525")));
}

TEST(CliHeadLines, ARealModelDrawsPyTorchsCausalWeights) {
    QTemporaryDir dir;
    const QString png = dir.filePath(QStringLiteral("nano.png")),
                  csv = dir.filePath(QStringLiteral("nano.csv"));
    QFile f(kNano + QStringLiteral("expected.json"));
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    const QJsonObject expected = QJsonDocument::fromJson(f.readAll()).object();
    const QString text = expected.value(QStringLiteral("text")).toString();
    const auto r = run_cli(
        {QStringLiteral("render"), QStringLiteral("--model"), kNano + QStringLiteral("ckpt.pt"),
         QStringLiteral("--sentence"), text, QStringLiteral("--view"), QStringLiteral("head-lines"),
         QStringLiteral("--layer"), QStringLiteral("2"), QStringLiteral("--head"),
         QStringLiteral("1,3"), QStringLiteral("--output"), png, QStringLiteral("--data"), csv});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_TRUE(QFile::exists(png));
    const QJsonArray layer =
        expected.value(QStringLiteral("attention")).toArray().at(1).toArray();  // heads × n × n
    const std::vector<Line> lines = read_lines(csv);
    ASSERT_FALSE(lines.empty());
    std::set<int> heads;
    for (const Line& l : lines) {
        EXPECT_LE(l.to, l.from);  // causal: only to itself and earlier tokens
        heads.insert(l.head);
        const double torch =
            layer.at(l.head - 1).toArray().at(l.from - 1).toArray().at(l.to - 1).toDouble();
        EXPECT_NEAR(l.weight, torch, 5e-4 + 1e-4) << l.from << "→" << l.to << " head " << l.head;
        EXPECT_GE(l.weight, 0.02);
    }
    EXPECT_EQ(heads, (std::set<int>{1, 3}));
}

TEST(CliHeadLines, BadInputExitsTwoNamingTheProblem) {
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("x.png"));
    const auto run = [&](QStringList extra) {
        return run_cli(QStringList{QStringLiteral("render"), QStringLiteral("--view"),
                                   QStringLiteral("head-lines"), QStringLiteral("--output"), out} +
                       extra);
    };
    const auto heads = run({QStringLiteral("--heads"), QStringLiteral("2")});
    EXPECT_EQ(heads.code, 2);
    EXPECT_TRUE(heads.err.contains(QStringLiteral("head 2 does not exist")))
        << heads.err.toStdString();
    const auto sentence = run({QStringLiteral("--sentence"), QStringLiteral("7")});
    EXPECT_EQ(sentence.code, 2);
    EXPECT_TRUE(sentence.err.contains(QStringLiteral("the lesson has 2 sentences")))
        << sentence.err.toStdString();
    const auto word = run({QStringLiteral("--word"), QStringLiteral("zebra")});
    EXPECT_EQ(word.code, 2);
    EXPECT_TRUE(word.err.contains(QStringLiteral("zebra"))) << word.err.toStdString();
    const auto list = run({QStringLiteral("--heads"), QStringLiteral("1-x")});
    EXPECT_EQ(list.code, 2);
    EXPECT_TRUE(list.err.contains(QStringLiteral("1-x"))) << list.err.toStdString();
    const auto layer = run_cli({QStringLiteral("render"), QStringLiteral("--model"),
                                kNano + QStringLiteral("ckpt.pt"), QStringLiteral("--view"),
                                QStringLiteral("head-lines"), QStringLiteral("--layer"),
                                QStringLiteral("3"), QStringLiteral("--output"), out});
    EXPECT_EQ(layer.code, 2);
    EXPECT_TRUE(layer.err.contains(QStringLiteral("the model has 2 layers")))
        << layer.err.toStdString();
    EXPECT_FALSE(QFile::exists(out));
}

}  // namespace
