// `render --ablate/--keep-only/--cut` (issue 38): a lesson's view drawn under
// the what-if, said on the figure; what cannot be done exits 2 naming it.
#include <gtest/gtest.h>

#include <QTemporaryDir>

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

}  // namespace
