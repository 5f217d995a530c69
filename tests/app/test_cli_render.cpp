// The `render` command run as a process: files, sizes, determinism, exit codes,
// text that grows with --width/--height by the rule --help states.
#include <gtest/gtest.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QSize>
#include <QTemporaryDir>
#include <algorithm>
#include <map>
#include <tuple>
#include <vector>

#include "cli_process.hpp"

namespace {

using attn::test::CliResult;
using attn::test::run_cli;

using Result = CliResult;

Result render_run(const QStringList& args) {
    return run_cli(QStringList{QStringLiteral("render")} + args);
}

using attn::test::read;

// Width and height from a PNG's IHDR chunk (big-endian at bytes 16 and 20).
QSize png_size(const QByteArray& png) {
    if (png.size() < 24 || !png.startsWith("\x89PNG")) return {};
    const auto be = [&](int at) {
        return (uchar(png[at]) << 24) | (uchar(png[at + 1]) << 16) | (uchar(png[at + 2]) << 8) |
               uchar(png[at + 3]);
    };
    return {int(be(16)), int(be(20))};
}

class CliRender : public ::testing::Test {
  protected:
    QTemporaryDir dir;
    QString path(const QString& name) const { return dir.filePath(name); }
};

TEST_F(CliRender, WritesAPngOfTheRequestedSizeAndScale) {
    const Result r =
        render_run({QStringLiteral("--view"), QStringLiteral("weights"), QStringLiteral("--output"),
                    path(QStringLiteral("w.png")), QStringLiteral("--width"), QStringLiteral("500"),
                    QStringLiteral("--height"), QStringLiteral("300"), QStringLiteral("--scale"),
                    QStringLiteral("2")});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_EQ(png_size(read(path(QStringLiteral("w.png")))), QSize(1000, 600));
}

TEST_F(CliRender, SameInputsGiveByteIdenticalFiles) {
    for (const char* ext : {"png", "svg", "pdf"}) {
        QList<QByteArray> bytes;
        for (int i = 0; i < 2; ++i) {
            const QString out = path(QStringLiteral("v%1.%2").arg(i).arg(QLatin1String(ext)));
            const Result r = render_run({QStringLiteral("--view"), QStringLiteral("vectors"),
                                         QStringLiteral("--style"), QStringLiteral("dark"),
                                         QStringLiteral("--title"), QStringLiteral("bank"),
                                         QStringLiteral("--output"), out});
            ASSERT_EQ(r.code, 0) << r.err.toStdString();
            bytes << read(out);
        }
        EXPECT_FALSE(bytes[0].isEmpty()) << ext;
        EXPECT_EQ(bytes[0], bytes[1]) << ext;
    }
}

TEST_F(CliRender, SvgCarriesTheNumbersAndDataExportIsExact) {
    const Result r = render_run({QStringLiteral("--view"), QStringLiteral("scores"),
                                 QStringLiteral("--output"), path(QStringLiteral("s.svg")),
                                 QStringLiteral("--data"), path(QStringLiteral("s.csv"))});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_TRUE(read(path(QStringLiteral("s.svg"))).contains(">0.540<"));
    EXPECT_EQ(read(path(QStringLiteral("s.csv"))).toStdString(),
              ",the,river,bank\n"
              "the,1.000,0.000,0.000\n"
              "river,0.000,0.900,0.540\n"
              "bank,0.000,0.540,0.990\n");
}

TEST_F(CliRender, Module1FigureSetIsWrittenWithPredictableNames) {
    const QString out = path(QStringLiteral("figs"));
    const Result r = render_run({QStringLiteral("--figures"), QStringLiteral("module1"),
                                 QStringLiteral("--output-dir"), out});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    const QStringList files = QDir(out).entryList(QDir::Files, QDir::Name);
    EXPECT_EQ(files, (QStringList{QStringLiteral("01-input-the-river-bank.png"),
                                  QStringLiteral("02-input-the-money-bank.png"),
                                  QStringLiteral("03-scores-the-river-bank.png"),
                                  QStringLiteral("04-weights-the-river-bank.png"),
                                  QStringLiteral("05-weights-the-money-bank.png"),
                                  QStringLiteral("06-vectors-bank.png"),
                                  QStringLiteral("07-blend-bank-the-river-bank.png")}));
}

TEST_F(CliRender, LossNeedsATrainedModelOrPoints) {
    Result r = render_run({QStringLiteral("--view"), QStringLiteral("loss"),
                           QStringLiteral("--output"), path(QStringLiteral("l.png"))});
    EXPECT_EQ(r.code, 2);
    EXPECT_TRUE(r.err.contains(QStringLiteral("no trained model"))) << r.err.toStdString();
    QFile csv(path(QStringLiteral("loss.csv")));
    ASSERT_TRUE(csv.open(QIODevice::WriteOnly));
    csv.write("step,train,val\n0,4.2,4.3\n100,2.5,\n200,1.9,2.1\n");
    csv.close();
    r = render_run({QStringLiteral("--view"), QStringLiteral("loss"), QStringLiteral("--loss-csv"),
                    csv.fileName(), QStringLiteral("--output"), path(QStringLiteral("l.png"))});
    EXPECT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_TRUE(QFile::exists(path(QStringLiteral("l.png"))));
    // A loss that is not a finite number, or a negative step, is named by its line (a "nan"
    // line was read and the chart drawn empty).
    for (const char* bad : {"0,nan,\n", "0,4.2,inf\n", "-5,4.2,\n"}) {
        QFile b(path(QStringLiteral("bad.csv")));
        ASSERT_TRUE(b.open(QIODevice::WriteOnly));
        b.write(QByteArray("step,train,val\n") + bad);
        b.close();
        r = render_run({QStringLiteral("--view"), QStringLiteral("loss"),
                        QStringLiteral("--loss-csv"), b.fileName(), QStringLiteral("--output"),
                        path(QStringLiteral("bad.png"))});
        EXPECT_EQ(r.code, 2) << bad;
        EXPECT_TRUE(
            r.err.contains(QStringLiteral("bad.csv line 2: expected a step ≥ 0 and "
                                          "finite losses")))
            << r.err.toStdString();
        EXPECT_FALSE(QFile::exists(path(QStringLiteral("bad.png"))));
    }
}

TEST_F(CliRender, BadArgumentsExit2WithAMessageNamingThem) {
    const QString png = path(QStringLiteral("x.png"));
    const struct {
        QStringList args;
        const char* says;
    } cases[] = {
        {{QStringLiteral("--view"), QStringLiteral("pie"), QStringLiteral("--output"), png},
         "unknown view 'pie'"},
        {{QStringLiteral("--view"), QStringLiteral("weights"), QStringLiteral("--sentence"),
          QStringLiteral("the river dog"), QStringLiteral("--output"), png},
         "'dog'"},
        {{QStringLiteral("--view"), QStringLiteral("weights"), QStringLiteral("--head"),
          QStringLiteral("3"), QStringLiteral("--output"), png},
         "head 3 does not exist"},
        {{QStringLiteral("--view"), QStringLiteral("weights"), QStringLiteral("--layer"),
          QStringLiteral("2"), QStringLiteral("--output"), png},
         "layer 2 does not exist"},
        {{QStringLiteral("--view"), QStringLiteral("scores"), QStringLiteral("--stage"),
          QStringLiteral("fried"), QStringLiteral("--output"), png},
         "unknown stage 'fried'"},
        {{QStringLiteral("--view"), QStringLiteral("weights"), QStringLiteral("--output"),
          path(QStringLiteral("x.bmp"))},
         "unknown file type 'bmp'"},
        {{QStringLiteral("--view"), QStringLiteral("weights"), QStringLiteral("--output"),
          QStringLiteral("/no/such/dir/x.png")},
         "does not exist"},
        {{QStringLiteral("--view"), QStringLiteral("weights"), QStringLiteral("--output"), png,
          QStringLiteral("--scale"), QStringLiteral("9")},
         "--scale '9'"},
        {{QStringLiteral("--view"), QStringLiteral("weights"), QStringLiteral("--output"), png,
          QStringLiteral("--style"), QStringLiteral("neon")},
         "unknown style 'neon'"},
        {{QStringLiteral("--view"), QStringLiteral("weights"), QStringLiteral("--output"), png,
          QStringLiteral("--colormap"), QStringLiteral("jet")},
         "unknown colour map 'jet'"},
        {{QStringLiteral("--view"), QStringLiteral("weights")}, "--output"},
        {{QStringLiteral("--figures"), QStringLiteral("module9"), QStringLiteral("--output-dir"),
          path(QStringLiteral("d"))},
         "unknown figure set 'module9'"},
    };
    for (const auto& c : cases) {
        const Result r = render_run(c.args);
        EXPECT_EQ(r.code, 2) << c.args.join(QLatin1Char(' ')).toStdString();
        EXPECT_TRUE(r.err.contains(QLatin1String(c.says)))
            << c.says << " not in: " << r.err.toStdString();
    }
    EXPECT_FALSE(QFile::exists(png));
}

// /proc refuses new files even to root (the tests may run as root, which
// ignores permission bits), so it stands for any folder that cannot be written.
TEST_F(CliRender, UnwritableFolderExits2) {
    const Result r =
        render_run({QStringLiteral("--view"), QStringLiteral("weights"), QStringLiteral("--output"),
                    QStringLiteral("/proc/attnlab-figure.png")});
    EXPECT_EQ(r.code, 2);
    EXPECT_TRUE(r.err.contains(QStringLiteral("cannot export to '/proc/attnlab-figure.png'")))
        << r.err.toStdString();
}

}  // namespace

namespace {

// The font size of every <text> of an SVG: the font-size="N" of the group
// QSvgGenerator opens it in (the last one written before it).
std::vector<double> svg_font_sizes(const QByteArray& svg) {
    std::vector<double> out;
    const QByteArray key = "font-size=\"";
    for (qsizetype t = svg.indexOf("<text"); t >= 0; t = svg.indexOf("<text", t + 1)) {
        const qsizetype at = svg.lastIndexOf(key, t);
        if (at < 0) continue;
        const qsizetype from = at + key.size(), to = svg.indexOf('"', from);
        if (to > from) out.push_back(svg.mid(from, to - from).toDouble());
    }
    return out;
}

double largest(const std::vector<double>& v) {
    return v.empty() ? 0 : *std::max_element(v.begin(), v.end());
}
double smallest(const std::vector<double>& v) {
    return v.empty() ? 0 : *std::min_element(v.begin(), v.end());
}

// The rule render --help states: 13 × min(W/800, H/600), rounded, 13 to 40.
TEST_F(CliRender, TextGrowsWithTheRequestedSizeByTheStatedRule) {
    std::map<QString, std::vector<double>> sizes;
    for (const auto& [name, w, h] :
         std::vector<std::tuple<QString, int, int>>{{QStringLiteral("small"), 800, 600},
                                                    {QStringLiteral("slide"), 1920, 1080},
                                                    {QStringLiteral("tiny"), 400, 300}}) {
        const QString out = path(name + QStringLiteral(".svg"));
        const Result r = render_run(
            {QStringLiteral("--view"), QStringLiteral("weights"), QStringLiteral("--output"), out,
             QStringLiteral("--width"), QString::number(w), QStringLiteral("--height"),
             QString::number(h), QStringLiteral("--scale"), QStringLiteral("1")});
        ASSERT_EQ(r.code, 0) << r.err.toStdString();
        sizes[name] = svg_font_sizes(read(out));
        ASSERT_FALSE(sizes[name].empty()) << name.toStdString();
    }
    // 800×600 is the reference: today's 13 px; 400×300 never goes below it.
    EXPECT_DOUBLE_EQ(largest(sizes[QStringLiteral("small")]), 13);
    EXPECT_DOUBLE_EQ(largest(sizes[QStringLiteral("tiny")]), 13);
    // 1920×1080: min(2.4, 1.8) × 13 = 23.4 → 23 px base text, every size grown by about that ratio.
    EXPECT_DOUBLE_EQ(largest(sizes[QStringLiteral("slide")]), 23);
    EXPECT_GT(smallest(sizes[QStringLiteral("slide")]),
              smallest(sizes[QStringLiteral("small")]) * 1.5);
    // Only a width: that side alone sets the size (1600/800 × 13 = 26).
    const QString wide = path(QStringLiteral("wide.svg"));
    ASSERT_EQ(
        render_run({QStringLiteral("--view"), QStringLiteral("weights"), QStringLiteral("--output"),
                    wide, QStringLiteral("--width"), QStringLiteral("1600")})
            .code,
        0);
    EXPECT_DOUBLE_EQ(largest(svg_font_sizes(read(wide))), 26);
    // --font-size still sets it outright.
    const QString fixed = path(QStringLiteral("fixed.svg"));
    ASSERT_EQ(
        render_run({QStringLiteral("--view"), QStringLiteral("weights"), QStringLiteral("--output"),
                    fixed, QStringLiteral("--width"), QStringLiteral("1920"),
                    QStringLiteral("--height"), QStringLiteral("1080"),
                    QStringLiteral("--font-size"), QStringLiteral("13")})
            .code,
        0);
    EXPECT_DOUBLE_EQ(largest(svg_font_sizes(read(fixed))), 13);
}

TEST_F(CliRender, HelpStatesTheTextSizeRule) {
    const Result r = render_run({QStringLiteral("--help")});
    ASSERT_EQ(r.code, 0);
    EXPECT_TRUE(r.out.simplified().contains(QStringLiteral("13 x min(W/800, H/600)")))
        << r.out.toStdString();
}

}  // namespace
