// `render --highlight WORD` and `render --view vectors --plane AXIS,AXIS|pca`,
// run as a process: what the window marks and plots, headless; bad values exit 2.
#include <gtest/gtest.h>

#include <QFile>
#include <QTemporaryDir>

#include "cli_process.hpp"

namespace {

using attn::test::CliResult;
using attn::test::run_cli;
using attn::test::s;

class CliRenderMarks : public ::testing::Test {
  protected:
    QTemporaryDir dir;
    QString path(const char* name) const { return dir.filePath(s(name)); }
    CliResult render(QStringList args, const char* out) {
        return run_cli(QStringList{s("render")} + args + QStringList{s("--output"), path(out)});
    }
    QByteArray read(const char* name) const {
        QFile f(path(name));
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }
};

TEST_F(CliRenderMarks, HighlightMarksTheWordInTheFigure) {
    const CliResult r = render({s("--view"), s("weights"), s("--sentence"), s("the river bank"),
                                s("--highlight"), s("River")},
                               "w.svg");
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_TRUE(read("w.svg").contains("#ffdc78"));  // the window's marker behind the labels
    const CliResult plain =
        render({s("--view"), s("weights"), s("--sentence"), s("the river bank")}, "p.svg");
    ASSERT_EQ(plain.code, 0);
    EXPECT_FALSE(read("p.svg").contains("#ffdc78"));
    EXPECT_EQ(render({s("--view"), s("heads"), s("--highlight"), s("bank")}, "h.png").code, 0);
}

TEST_F(CliRenderMarks, HighlightOfAWordNotInTheSentenceExits2NamingIt) {
    const CliResult r = render({s("--view"), s("scores"), s("--sentence"), s("the river bank"),
                                s("--highlight"), s("boat")},
                               "x.png");
    EXPECT_EQ(r.code, 2);
    EXPECT_TRUE(r.err.contains(s("'boat'"))) << r.err.toStdString();
    EXPECT_TRUE(r.err.contains(s("the river bank"))) << r.err.toStdString();
    const CliResult blend = render({s("--view"), s("blend"), s("--highlight"), s("bank")}, "b.png");
    EXPECT_EQ(blend.code, 2);
    EXPECT_TRUE(blend.err.contains(s("blend"))) << blend.err.toStdString();
}

TEST_F(CliRenderMarks, PlaneChoosesAxesOrPrincipalComponents) {
    const CliResult pca = render({s("--view"), s("vectors"), s("--plane"), s("pca")}, "pca.svg");
    ASSERT_EQ(pca.code, 0) << pca.err.toStdString();
    const QByteArray svg = read("pca.svg");
    EXPECT_TRUE(svg.contains("PC1 (")) << "axis titled with its explained variance";
    EXPECT_TRUE(svg.contains("% of variance)"));
    const CliResult axes =
        render({s("--view"), s("vectors"), s("--plane"), s("place,filler")}, "axes.svg");
    ASSERT_EQ(axes.code, 0) << axes.err.toStdString();
    EXPECT_TRUE(read("axes.svg").contains(">place<"));
    EXPECT_FALSE(read("axes.svg").contains("PC1"));
    struct Bad {
        QStringList args;
        const char* says;
    };
    const Bad bad[] = {
        {{s("--plane"), s("water")}, "--plane 'water' is not AXIS,AXIS"},
        {{s("--plane"), s("water,boat")}, "unknown axis 'boat'"},
        {{s("--plane"), s("pca"), s("--x-axis"), s("water")}, "not both"},
    };
    for (const Bad& b : bad) {
        const CliResult r = render(QStringList{s("--view"), s("vectors")} + b.args, "bad.png");
        EXPECT_EQ(r.code, 2) << b.says;
        EXPECT_TRUE(r.err.contains(s(b.says))) << b.says << " not in: " << r.err.toStdString();
    }
}

TEST_F(CliRenderMarks, HeadsViewWritesEveryHeadAsData) {
    const CliResult r =
        run_cli({s("render"), s("--view"), s("heads"), s("--sentence"), s("the river bank"),
                 s("--output"), path("h.png"), s("--data"), path("h.csv")});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    const QStringList lines =
        QString::fromUtf8(read("h.csv")).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    ASSERT_EQ(lines.size(), 1 + 3);  // module1 has one head: header + 3 words
    EXPECT_TRUE(lines[3].startsWith(s("head 1 · bank,"))) << lines[3].toStdString();
}

}  // namespace
