// `render --handout FILE.pdf` run as a process: a PDF of the lesson's steps
// (pages, text via pdftotext when installed), byte-identical on every run,
// exit 2 naming a step that refers to what the lesson lacks.
#include <gtest/gtest.h>

#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>

#include "cli_process.hpp"

namespace {

using attn::test::CliResult;
using attn::test::run_cli;

const QString kDemo = QStringLiteral(ATTNLAB_SOURCE_DIR "/tests/data/steps-demo.attnlab.json");

CliResult handout(const QString& out, const QString& lesson = kDemo) {
    return run_cli({QStringLiteral("render"), QStringLiteral("--handout"), out,
                    QStringLiteral("--lesson"), lesson});
}

using attn::test::read;

QString pdf_text(const QString& path) {
    const QString tool = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
    if (tool.isEmpty()) return {};
    QProcess p;
    p.start(tool, {path, QStringLiteral("-")});
    p.waitForFinished(30000);
    return QString::fromUtf8(p.readAllStandardOutput());
}

TEST(CliHandout, WritesEveryStepThenTheAnswers) {
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("demo.pdf"));
    const CliResult r = handout(out);
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    const QByteArray pdf = read(out);
    ASSERT_TRUE(pdf.startsWith("%PDF"));
    static const QRegularExpression page(QStringLiteral("/Type\\s*/Page[^s]"));
    const int pages = int(QString::fromLatin1(pdf).count(page));
    EXPECT_GE(pages, 2);  // the steps, then the answers on a page of their own
    EXPECT_LT(pages, 5);  // four steps share pages (not one page each)
    const QString text = pdf_text(out);
    if (text.isEmpty())
        GTEST_SKIP() << "pdftotext is not installed (apt-get install poppler-utils)";
    for (const char* title : {"Scores compare every pair", "Predict: where does bank go?",
                              "The blend in slow motion", "The largest weight"})
        EXPECT_TRUE(text.contains(QString::fromUtf8(title))) << title;
    const qsizetype question = text.indexOf(QStringLiteral("Which axis wins"));
    const qsizetype answer =
        text.indexOf(QStringLiteral("Answer: water (water 0.435, money 0.149)"));
    EXPECT_GE(question, 0);
    EXPECT_GT(answer, question);
    EXPECT_TRUE(text.contains(QStringLiteral("page %1 of %1").arg(pages)));
}

TEST(CliHandout, EveryPartOfTheBuiltInCourse) {
    QTemporaryDir dir;
    for (const char* part : {"course-1-attention", "course-2-heads", "course-3-training"}) {
        const QString out = dir.filePath(QLatin1String(part) + QStringLiteral(".pdf"));
        const CliResult r = run_cli({QStringLiteral("render"), QStringLiteral("--handout"), out,
                                     QStringLiteral("--builtin"), QLatin1String(part)});
        ASSERT_EQ(r.code, 0) << part << ": " << r.err.toStdString();
        EXPECT_FALSE(r.err.contains(QStringLiteral("warning:")))
            << part << ": " << r.err.toStdString();  // no step gives an answer away
        EXPECT_TRUE(read(out).startsWith("%PDF")) << part;
        const QString text = pdf_text(out);
        if (!text.isEmpty()) {
            EXPECT_TRUE(text.contains(QStringLiteral("Answers"))) << part;
        }
    }
}

TEST(CliHandout, AStepThatShowsTheNextAnswerIsWarnedAboutAndStillPrinted) {
    QTemporaryDir dir;
    QFile in(
        QStringLiteral(ATTNLAB_SOURCE_DIR "/resources/lessons/course-1-attention.attnlab.json"));
    ASSERT_TRUE(in.open(QIODevice::ReadOnly));
    QByteArray json = in.readAll();
    // Softmax: a text that states the money sentence's sum, two steps before it is asked.
    const QByteArray text = R"("text": "Softmax turns each row)";
    const qsizetype at = json.indexOf(text);
    ASSERT_GT(at, 0);
    json.insert(int(at + text.size()), "{{output 1 bank money}} ");
    const QString lesson = dir.filePath(QStringLiteral("leaky.attnlab.json"));
    QFile f(lesson);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write(json);
    f.close();
    const CliResult r = handout(dir.filePath(QStringLiteral("leaky.pdf")), lesson);
    EXPECT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_TRUE(
        r.err.contains(QStringLiteral("warning: steps[4]: shows step 7's answer before it is "
                                      "asked: output 1 bank money (0.409) in its text")))
        << r.err.toStdString();
    EXPECT_TRUE(read(dir.filePath(QStringLiteral("leaky.pdf"))).startsWith("%PDF"));
}

TEST(CliHandout, ByteIdenticalTwice) {
    QTemporaryDir dir;
    const QString a = dir.filePath(QStringLiteral("a.pdf")),
                  b = dir.filePath(QStringLiteral("b.pdf"));
    ASSERT_EQ(handout(a).code, 0);
    ASSERT_EQ(handout(b).code, 0);
    EXPECT_FALSE(read(a).isEmpty());
    EXPECT_EQ(read(a), read(b));
}

TEST(CliHandout, AStepNamingAMissingWordExitsTwoWithItsPath) {
    QTemporaryDir dir;
    QByteArray json = read(kDemo);
    json.replace(R"("sentences": [0], "highlight": "bank" })",
                 R"("sentences": [0], "highlight": "bnak" })");
    const QString lesson = dir.filePath(QStringLiteral("bad.attnlab.json"));
    QFile f(lesson);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write(json);
    f.close();
    const QString out = dir.filePath(QStringLiteral("bad.pdf"));
    const CliResult r = handout(out, lesson);
    EXPECT_EQ(r.code, 2);
    EXPECT_TRUE(
        r.err.contains(QStringLiteral("steps[0].view.highlight: no word 'bnak' in the sentence")))
        << r.err.toStdString();
    EXPECT_FALSE(QFile::exists(out));
}

TEST(CliHandout, ALessonWithoutStepsOrAWrongFileTypeExitsTwo) {
    QTemporaryDir dir;
    const CliResult none = run_cli({QStringLiteral("render"), QStringLiteral("--handout"),
                                    dir.filePath(QStringLiteral("m.pdf")),
                                    QStringLiteral("--builtin"), QStringLiteral("module1")});
    EXPECT_EQ(none.code, 2);
    EXPECT_TRUE(none.err.contains(QStringLiteral("no steps"))) << none.err.toStdString();
    const CliResult png = handout(dir.filePath(QStringLiteral("h.png")));
    EXPECT_EQ(png.code, 2);
    EXPECT_TRUE(png.err.contains(QStringLiteral("PDF"))) << png.err.toStdString();
}

}  // namespace
