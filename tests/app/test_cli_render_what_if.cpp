// `render --ablate/--keep-only/--cut` (issue 38): a lesson's view drawn under
// the what-if, said on the figure; what cannot be done exits 2 naming it.
#include <gtest/gtest.h>

#include <QTemporaryDir>
#include <vector>

#include "cli_process.hpp"

namespace {

using attn::test::run_cli;
using attn::test::s;

TEST(CliRenderWhatIf, ACutLessonViewIsDrawnAndSaysSo) {
    QTemporaryDir dir;
    const QString plain = dir.filePath(s("plain.svg")), cut = dir.filePath(s("cut.svg"));
    const auto a = run_cli({s("render"), s("--builtin"), s("module1"), s("--view"), s("vectors"),
                            s("--output"), plain});
    ASSERT_EQ(a.code, 0) << a.err.toStdString();
    const auto b = run_cli({s("render"), s("--builtin"), s("module1"), s("--view"), s("vectors"),
                            s("--cut"), s("1.1:2>1"), s("--output"), cut});
    ASSERT_EQ(b.code, 0) << b.err.toStdString();
    const QString svg = attn::test::read_text(cut);
    EXPECT_TRUE(svg.contains(s("What if: head 1 · line 2 → 1 cut"))) << svg.left(400).toStdString();
    EXPECT_FALSE(attn::test::read_text(plain).contains(s("What if")));
}

TEST(CliRenderWhatIf, WhatCannotBeDoneExitsTwoNamingIt) {
    QTemporaryDir dir;
    const QString out = dir.filePath(s("x.png"));
    const auto head = run_cli({s("render"), s("--builtin"), s("module1"), s("--view"), s("weights"),
                               s("--ablate"), s("1.3"), s("--output"), out});
    EXPECT_EQ(head.code, 2);
    EXPECT_TRUE(head.err.contains(s("head 3"))) << head.err.toStdString();
    const auto item = run_cli(
        {s("render"), s("--builtin"), s("module1"), s("--cut"), s("1.1:2"), s("--output"), out});
    EXPECT_EQ(item.code, 2);
    EXPECT_TRUE(item.err.contains(s("1.1:2"))) << item.err.toStdString();
    const auto last = run_cli({s("render"), s("--builtin"), s("module1"), s("--view"), s("weights"),
                               s("--cut"), s("1.1:2>0,1.1:2>1,1.1:2>2"), s("--output"), out});
    EXPECT_EQ(last.code, 2);
    EXPECT_TRUE(last.err.contains(s("no token left"))) << last.err.toStdString();
}

// Row `row` (from 0, after the header) of a --data CSV, its numbers.
std::vector<double> csv_row(const QString& path, int row) {
    const QStringList lines = attn::test::read_text(path).split(QLatin1Char('\n'));
    std::vector<double> out;
    const QStringList cells = lines.value(row + 1).split(QLatin1Char(','));
    for (qsizetype k = 1; k < cells.size(); ++k) out.push_back(cells[k].toDouble());
    return out;
}

// A real model's figures take the what-if into its pass: the cut cell is 0, its row
// renormalised over the rest, crossed out, and the title says so; other views carry the line.
TEST(CliRenderWhatIf, ARealModelFigureIsDrawnUnderTheWhatIf) {
    const QString model = s(ATTNLAB_SOURCE_DIR "/tests/data/gpt/gpt2-window");
    QTemporaryDir dir;
    const QString plain = dir.filePath(s("plain.csv")), cut = dir.filePath(s("cut.csv"));
    const QStringList base = {s("render"),      s("--model"), model,
                              s("--view"),      s("weights"), s("--sentence"),
                              s("the cat sat"), s("--output")};
    const auto a = run_cli(base + QStringList{dir.filePath(s("plain.svg")), s("--data"), plain});
    ASSERT_EQ(a.code, 0) << a.err.toStdString();
    const auto b = run_cli(
        base + QStringList{dir.filePath(s("cut.svg")), s("--data"), cut, s("--cut"), s("1.1:3>1")});
    ASSERT_EQ(b.code, 0) << b.err.toStdString();
    const std::vector<double> before = csv_row(plain, 3), after = csv_row(cut, 3);
    ASSERT_GE(after.size(), 4u);
    EXPECT_GT(before[1], 0.01);  // the line had weight to lose
    EXPECT_EQ(after[1], 0.0);
    double sum = 0;
    for (double w : after) sum += w;
    EXPECT_NEAR(sum, 1.0, 0.003);                   // three decimals per cell
    EXPECT_EQ(csv_row(plain, 2), csv_row(cut, 2));  // an earlier row is untouched
    const QString svg = attn::test::read_text(dir.filePath(s("cut.svg")));
    EXPECT_TRUE(svg.contains(s("What if: layer 1 · head 1 · line 3 → 1 cut")));
    const auto lens = run_cli({s("render"), s("--model"), model, s("--view"), s("lens"),
                               s("--ablate"), s("1.*"), s("--output"), dir.filePath(s("l.svg"))});
    ASSERT_EQ(lens.code, 0) << lens.err.toStdString();
    EXPECT_TRUE(attn::test::read_text(dir.filePath(s("l.svg")))
                    .contains(s("What if: layer 1 · every head switched off")));
    const auto heads = run_cli({s("render"), s("--model"), model, s("--view"), s("heads"),
                                s("--ablate"), s("1.2"), s("--output"), dir.filePath(s("h.svg"))});
    ASSERT_EQ(heads.code, 0) << heads.err.toStdString();
    const QString hs = attn::test::read_text(dir.filePath(s("h.svg")));
    EXPECT_TRUE(hs.contains(s("layer 1, head 2 · switched off")));
    EXPECT_FALSE(hs.contains(s("head 1 · switched off")));
    // The view of every layer × head marks the head on its own panel (it said the line only).
    const auto all = run_cli({s("render"), s("--model"), model, s("--view"), s("model"),
                              s("--ablate"), s("2.3"), s("--output"), dir.filePath(s("m.svg"))});
    ASSERT_EQ(all.code, 0) << all.err.toStdString();
    const QString ms = attn::test::read_text(dir.filePath(s("m.svg")));
    EXPECT_TRUE(ms.contains(s("What if: layer 2 · head 3 switched off")));
    EXPECT_EQ(ms.count(s("· switched off")), 1) << "one panel marked";
    EXPECT_TRUE(ms.contains(s("layer 2 · head 3"))) << "the panel's title";
    const auto bad = run_cli({s("render"), s("--model"), model, s("--view"), s("heads"),
                              s("--ablate"), s("9.1"), s("--output"), dir.filePath(s("x.png"))});
    EXPECT_EQ(bad.code, 2);
    EXPECT_TRUE(bad.err.contains(s("layer 9"))) << bad.err.toStdString();
}

}  // namespace
