// The two failed attempts from the command line: `--variant no-mixing` and
// `--variant equal-average` (or a lesson file naming them) in trace, explain
// and render, and a clear exit 2 for a step that does not exist.
#include <gtest/gtest.h>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include "attnlab/lesson/lesson_io.hpp"
#include "cli_process.hpp"

namespace {

using attn::test::CliResult;
using attn::test::read;
using attn::test::run_cli;
using attn::test::s;

QJsonObject trace_of(const QStringList& args) {
    const CliResult r = run_cli(QStringList{s("trace")} + args);
    EXPECT_EQ(r.code, 0) << r.err.toStdString();
    return QJsonDocument::fromJson(r.out.toUtf8()).object();
}

// Row i, column j of a JSON matrix as the float it was printed from.
float at(const QJsonValue& m, int i, int j) {
    return float(m.toArray()[i].toArray()[j].toDouble());
}

TEST(CliRungs, TraceOfNoMixingIsTheIdentityAndTheInput) {
    const QJsonObject o =
        trace_of({s("--variant"), s("no-mixing"), s("--sentence"), s("the river bank")});
    EXPECT_EQ(o[s("variant")].toString(), s("no-mixing"));
    EXPECT_EQ(o[s("scale")].toDouble(), 1.0);
    const QJsonObject head = o[s("heads")].toArray()[0].toObject();
    for (int i = 0; i < 3; ++i)
        for (int j = 0; j < 3; ++j) {
            EXPECT_EQ(at(head[s("scores")], i, j), 0.0f);
            EXPECT_EQ(at(head[s("weights")], i, j), i == j ? 1.0f : 0.0f);
        }
    EXPECT_EQ(o[s("output")], o[s("input")]);   // exactly, number for number
    EXPECT_EQ(at(o[s("output")], 2, 2), 0.9f);  // bank · place
}

TEST(CliRungs, TraceOfTheEqualAverageGivesEveryWordTheMeanRow) {
    const QJsonObject o = trace_of({s("--variant"), s("equal-average")});
    EXPECT_EQ(o[s("variant")].toString(), s("equal-average"));
    const QJsonObject head = o[s("heads")].toArray()[0].toObject();
    for (int i = 0; i < 3; ++i)
        for (int j = 0; j < 3; ++j) EXPECT_EQ(at(head[s("weights")], i, j), 1.0f / 3.0f);
    const QJsonArray out = o[s("output")].toArray();
    ASSERT_EQ(out.size(), 3);
    EXPECT_EQ(out[0], out[1]);
    EXPECT_EQ(out[1], out[2]);
    const float mean[] = {0.4f, 0.1f, 0.4f, 1.0f / 3.0f};  // (the + river + bank) / 3
    for (int k = 0; k < 4; ++k) EXPECT_NEAR(at(o[s("output")], 0, k), mean[k], 1e-6) << k;
}

TEST(CliRungs, ALessonFileNamingTheRungIsTracedCausally) {
    QTemporaryDir dir;
    attn::Lesson l = attn::read_lesson_file(std::string(ATTNLAB_SOURCE_DIR) +
                                            "/resources/lessons/module1.attnlab.json");
    l.attention.variant = attn::Variant::EqualAverage;
    l.attention.causal = true;
    const QString file = dir.filePath(s("avg.attnlab.json"));
    attn::write_lesson_file(l, file.toStdString());
    ASSERT_TRUE(read(file).contains("\"variant\": \"equal-average\""));
    const QJsonObject o = trace_of({s("--lesson"), file});
    const QJsonValue w = o[s("heads")].toArray()[0].toObject()[s("weights")];
    EXPECT_EQ(at(w, 1, 0), 0.5f);
    EXPECT_EQ(at(w, 1, 1), 0.5f);
    EXPECT_EQ(at(w, 1, 2), 0.0f);
    EXPECT_EQ(at(o[s("output")], 0, 3), 1.0f);           // "the" sees only itself: filler 1
    EXPECT_NEAR(at(o[s("output")], 1, 0), 0.45f, 1e-6);  // (0 + 0.9) / 2
}

TEST(CliRungs, ExplainSaysWhyEachAttemptFails) {
    const CliResult none = run_cli({s("explain"), s("--variant"), s("no-mixing")});
    ASSERT_EQ(none.code, 0) << none.err.toStdString();
    EXPECT_TRUE(none.out.contains(
        s("'bank' comes out the same in both sentences: its outputs differ by at most 0.000.")))
        << none.out.toStdString();
    const CliResult avg = run_cli({s("explain"), s("--variant"), s("equal-average")});
    ASSERT_EQ(avg.code, 0) << avg.err.toStdString();
    EXPECT_TRUE(avg.out.contains(s(
        "every word becomes the same blend, water=0.400  money=0.100  place=0.400  filler=0.333")))
        << avg.out.toStdString();
    EXPECT_TRUE(
        avg.out.contains(s("every word gets the same share, 1/3 = 0.333, whatever it means")))
        << avg.out.toStdString();
}

TEST(CliRungs, RenderDrawsEachRung) {
    QTemporaryDir dir;
    // Weights of the equal average: every cell 1/3 (and none in simple attention's).
    for (const char* step : {"equal-average", "simple"}) {
        const QString svg = dir.filePath(QStringLiteral("w-%1.svg").arg(s(step)));
        const CliResult r =
            run_cli({s("render"), s("--variant"), s(step), s("--view"), s("weights"), s("--output"),
                     svg, s("--data"), dir.filePath(s("w.csv"))});
        ASSERT_EQ(r.code, 0) << r.err.toStdString();
        const QByteArray csv = read(dir.filePath(s("w.csv")));
        EXPECT_EQ(csv.count("0.333"), std::string(step) == "simple" ? 0 : 9) << step << "\n"
                                                                             << csv.toStdString();
        EXPECT_TRUE(read(svg).startsWith("<?xml")) << step;
    }
    // No mixing's masked scores: −∞ off the diagonal, 0 on it.
    const QString png = dir.filePath(s("masked.png"));
    const CliResult r = run_cli({s("render"), s("--variant"), s("no-mixing"), s("--view"),
                                 s("scores"), s("--stage"), s("masked"), s("--output"), png,
                                 s("--data"), dir.filePath(s("m.csv"))});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_TRUE(read(png).startsWith("\x89PNG"));
    const QString csv = QString::fromUtf8(read(dir.filePath(s("m.csv"))));
    EXPECT_EQ(csv.count(s("inf"), Qt::CaseInsensitive) + csv.count(QStringLiteral("\u221E")), 6)
        << csv.toStdString();
    // The blend of bank without mixing: its output row is its lookup row.
    const CliResult b =
        run_cli({s("render"), s("--variant"), s("no-mixing"), s("--view"), s("blend"),
                 s("--output"), dir.filePath(s("b.png")), s("--data"), dir.filePath(s("b.csv"))});
    ASSERT_EQ(b.code, 0) << b.err.toStdString();
    EXPECT_TRUE(read(dir.filePath(s("b.csv"))).contains("0.300,0.300,0.900,0.000"))
        << read(dir.filePath(s("b.csv"))).toStdString();
}

TEST(CliRungs, AnUnknownStepExitsTwoListingTheSteps) {
    for (const char* cmd : {"trace", "explain", "render"}) {
        QStringList args{s(cmd), s("--variant"), s("nomixing")};
        if (std::string(cmd) == "render")
            args << s("--view") << s("weights") << s("--output") << s("x.png");
        const CliResult r = run_cli(args);
        EXPECT_EQ(r.code, 2) << cmd;
        EXPECT_TRUE(r.err.contains(s(
            "--variant 'nomixing' is not a ladder step (expected no-mixing, equal-average, simple, "
            "scaled or multihead)")))
            << cmd << ": " << r.err.toStdString();
    }
}

// Climbing to multi-head from one head takes two heads when they fit, as the window's toolbar
// does: Module 1's `--variant multihead` has the two heads the window shows (a walk found
// `render --head 2` refused with "this lesson has 1 head").
TEST(CliRungs, MultiHeadFromOneHeadTakesTwoHeadsAsTheToolbarDoes) {
    const QJsonObject o = trace_of({s("--builtin"), s("module1"), s("--variant"), s("multihead")});
    EXPECT_EQ(o.value(s("variant")).toString(), s("multihead"));
    EXPECT_EQ(o.value(s("h")).toInt(), 2);
    EXPECT_EQ(o.value(s("dk")).toInt(), 2);
    QTemporaryDir dir;
    const CliResult r = run_cli({s("render"), s("--builtin"), s("module1"), s("--variant"),
                                 s("multihead"), s("--view"), s("weights"), s("--head"), s("2"),
                                 s("--output"), dir.filePath(s("head2.png"))});
    EXPECT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_TRUE(QFile::exists(dir.filePath(s("head2.png"))));
}

}  // namespace
