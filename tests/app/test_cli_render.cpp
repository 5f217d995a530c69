// The `render` command run as a process: files, sizes, determinism, exit codes.
#include <gtest/gtest.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QSize>

#include "cli_process.hpp"
#include <QTemporaryDir>

namespace {

using attn::test::CliResult;
using attn::test::run_cli;

using Result = CliResult;

Result run(const QStringList& args) { return run_cli(QStringList{QStringLiteral("render")} + args); }

QByteArray read(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Width and height from a PNG's IHDR chunk (big-endian at bytes 16 and 20).
QSize png_size(const QByteArray& png) {
    if (png.size() < 24 || !png.startsWith("\x89PNG")) return {};
    const auto be = [&](int at) {
        return (uchar(png[at]) << 24) | (uchar(png[at + 1]) << 16) | (uchar(png[at + 2]) << 8) | uchar(png[at + 3]);
    };
    return {int(be(16)), int(be(20))};
}

class CliRender : public ::testing::Test {
protected:
    QTemporaryDir dir;
    QString path(const QString& name) const { return dir.filePath(name); }
};

TEST_F(CliRender, WritesAPngOfTheRequestedSizeAndScale) {
    const Result r = run({QStringLiteral("--view"), QStringLiteral("weights"), QStringLiteral("--output"), path(QStringLiteral("w.png")),
                          QStringLiteral("--width"), QStringLiteral("500"), QStringLiteral("--height"), QStringLiteral("300"),
                          QStringLiteral("--scale"), QStringLiteral("2")});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_EQ(png_size(read(path(QStringLiteral("w.png")))), QSize(1000, 600));
}

TEST_F(CliRender, SameInputsGiveByteIdenticalFiles) {
    for (const char* ext : {"png", "svg", "pdf"}) {
        QList<QByteArray> bytes;
        for (int i = 0; i < 2; ++i) {
            const QString out = path(QStringLiteral("v%1.%2").arg(i).arg(QLatin1String(ext)));
            const Result r = run({QStringLiteral("--view"), QStringLiteral("vectors"), QStringLiteral("--style"), QStringLiteral("dark"),
                                  QStringLiteral("--title"), QStringLiteral("bank"), QStringLiteral("--output"), out});
            ASSERT_EQ(r.code, 0) << r.err.toStdString();
            bytes << read(out);
        }
        EXPECT_FALSE(bytes[0].isEmpty()) << ext;
        EXPECT_EQ(bytes[0], bytes[1]) << ext;
    }
}

TEST_F(CliRender, SvgCarriesTheNumbersAndDataExportIsExact) {
    const Result r = run({QStringLiteral("--view"), QStringLiteral("scores"), QStringLiteral("--output"), path(QStringLiteral("s.svg")),
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
    const Result r = run({QStringLiteral("--figures"), QStringLiteral("module1"), QStringLiteral("--output-dir"), out});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    const QStringList files = QDir(out).entryList(QDir::Files, QDir::Name);
    EXPECT_EQ(files, (QStringList{QStringLiteral("01-input-the-river-bank.png"), QStringLiteral("02-input-the-money-bank.png"),
                                  QStringLiteral("03-scores-the-river-bank.png"), QStringLiteral("04-weights-the-river-bank.png"),
                                  QStringLiteral("05-weights-the-money-bank.png"), QStringLiteral("06-vectors-bank.png"),
                                  QStringLiteral("07-blend-bank-the-river-bank.png")}));
}

TEST_F(CliRender, LossNeedsATrainedModelOrPoints) {
    Result r = run({QStringLiteral("--view"), QStringLiteral("loss"), QStringLiteral("--output"), path(QStringLiteral("l.png"))});
    EXPECT_EQ(r.code, 2);
    EXPECT_TRUE(r.err.contains(QStringLiteral("no trained model"))) << r.err.toStdString();
    QFile csv(path(QStringLiteral("loss.csv")));
    ASSERT_TRUE(csv.open(QIODevice::WriteOnly));
    csv.write("step,train,val\n0,4.2,4.3\n100,2.5,\n200,1.9,2.1\n");
    csv.close();
    r = run({QStringLiteral("--view"), QStringLiteral("loss"), QStringLiteral("--loss-csv"), csv.fileName(), QStringLiteral("--output"),
             path(QStringLiteral("l.png"))});
    EXPECT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_TRUE(QFile::exists(path(QStringLiteral("l.png"))));
}

TEST_F(CliRender, BadArgumentsExit2WithAMessageNamingThem) {
    const QString png = path(QStringLiteral("x.png"));
    const struct {
        QStringList args;
        const char* says;
    } cases[] = {
        {{QStringLiteral("--view"), QStringLiteral("pie"), QStringLiteral("--output"), png}, "unknown view 'pie'"},
        {{QStringLiteral("--view"), QStringLiteral("weights"), QStringLiteral("--sentence"), QStringLiteral("the river dog"),
          QStringLiteral("--output"), png}, "'dog'"},
        {{QStringLiteral("--view"), QStringLiteral("weights"), QStringLiteral("--head"), QStringLiteral("3"), QStringLiteral("--output"), png},
         "head 3 does not exist"},
        {{QStringLiteral("--view"), QStringLiteral("weights"), QStringLiteral("--layer"), QStringLiteral("2"), QStringLiteral("--output"), png},
         "layer 2 does not exist"},
        {{QStringLiteral("--view"), QStringLiteral("scores"), QStringLiteral("--stage"), QStringLiteral("fried"), QStringLiteral("--output"), png},
         "unknown stage 'fried'"},
        {{QStringLiteral("--view"), QStringLiteral("weights"), QStringLiteral("--output"), path(QStringLiteral("x.bmp"))},
         "unknown file type 'bmp'"},
        {{QStringLiteral("--view"), QStringLiteral("weights"), QStringLiteral("--output"), QStringLiteral("/no/such/dir/x.png")},
         "does not exist"},
        {{QStringLiteral("--view"), QStringLiteral("weights"), QStringLiteral("--output"), png, QStringLiteral("--scale"), QStringLiteral("9")},
         "--scale '9'"},
        {{QStringLiteral("--view"), QStringLiteral("weights"), QStringLiteral("--output"), png, QStringLiteral("--style"), QStringLiteral("neon")},
         "unknown style 'neon'"},
        {{QStringLiteral("--view"), QStringLiteral("weights"), QStringLiteral("--output"), png, QStringLiteral("--colormap"), QStringLiteral("jet")},
         "unknown colour map 'jet'"},
        {{QStringLiteral("--view"), QStringLiteral("weights")}, "--output"},
        {{QStringLiteral("--figures"), QStringLiteral("module9"), QStringLiteral("--output-dir"), path(QStringLiteral("d"))},
         "unknown figure set 'module9'"},
    };
    for (const auto& c : cases) {
        const Result r = run(c.args);
        EXPECT_EQ(r.code, 2) << c.args.join(QLatin1Char(' ')).toStdString();
        EXPECT_TRUE(r.err.contains(QLatin1String(c.says))) << c.says << " not in: " << r.err.toStdString();
    }
    EXPECT_FALSE(QFile::exists(png));
}

// /proc refuses new files even to root (the tests may run as root, which
// ignores permission bits), so it stands for any folder that cannot be written.
TEST_F(CliRender, UnwritableFolderExits2) {
    const Result r = run({QStringLiteral("--view"), QStringLiteral("weights"), QStringLiteral("--output"),
                          QStringLiteral("/proc/attnlab-figure.png")});
    EXPECT_EQ(r.code, 2);
    EXPECT_TRUE(r.err.contains(QStringLiteral("cannot export to '/proc/attnlab-figure.png'"))) << r.err.toStdString();
}

}  // namespace
