// Extreme and broken inputs through `attention-lab explain`: finite numbers
// (exit 0) or a message naming what and where (exit 2) — never a crash (exit
// 1 or a signal). Engine-level twins: tests/engine/attention/test_extreme_inputs.cpp,
// test_lesson_errors.cpp.
#include <gtest/gtest.h>

#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>

namespace {

struct ExtremeResult {
    int code;
    QProcess::ExitStatus status;
    QString out, err;
};

ExtremeResult extreme_run(const QStringList& args) {
    QProcess p;
    p.start(QStringLiteral(ATTNLAB_CLI), args);
    p.waitForFinished(120000);
    return {p.exitCode(), p.exitStatus(), QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError())};
}

class CliExtreme : public ::testing::Test {
  protected:
    // Writes `text` as a lesson file and runs explain on it (plus `extra` args).
    ExtremeResult explain(const QByteArray& text, const QStringList& extra = {}) {
        const QString path = dir_.filePath(QStringLiteral("lesson.attnlab.json"));
        QFile f(path);
        EXPECT_TRUE(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(text);
        f.close();
        return extreme_run(
            QStringList{QStringLiteral("explain"), QStringLiteral("--lesson"), path} + extra);
    }
    static QByteArray lesson(const QByteArray& axes, const QByteArray& embeddings,
                             const QByteArray& rest = {}) {
        return "{\"format\":\"attnlab-lesson\",\"version\":1,\"axes\":" + axes +
               ",\"embeddings\":" + embeddings + rest + "}";
    }
    // A bad-input result: exit 2, nothing on stdout, the message contains `what`.
    static void expect_bad_input(const ExtremeResult& r, const QString& what) {
        EXPECT_EQ(r.status, QProcess::NormalExit);
        EXPECT_EQ(r.code, 2) << r.err.toStdString();
        EXPECT_TRUE(r.err.contains(what)) << r.err.toStdString();
        EXPECT_FALSE(r.err.contains(QStringLiteral("internal error"))) << r.err.toStdString();
    }
    static void expect_finite_report(const ExtremeResult& r) {
        EXPECT_EQ(r.status, QProcess::NormalExit);
        EXPECT_EQ(r.code, 0) << r.err.toStdString();
        EXPECT_FALSE(r.out.contains(QRegularExpression(QStringLiteral("nan|inf"),
                                                       QRegularExpression::CaseInsensitiveOption)));
    }
    QTemporaryDir dir_;
};

QByteArray module1_words(int count) {
    static const char* w[] = {"the", "river", "money", "bank"};
    QByteArray s;
    for (int i = 0; i < count; ++i) s += QByteArray(w[i % 4]) + ' ';
    return s;
}

TEST_F(CliExtreme, ThousandWordSentence) {
    const ExtremeResult r = extreme_run({QStringLiteral("explain"), QStringLiteral("--sentence"),
                                         QString::fromLatin1(module1_words(1000))});
    expect_finite_report(r);
    // score matrix (title, header, 1000 rows), symmetry, weights (title, header,
    // 1000 rows), the focus word's three lines
    EXPECT_EQ(r.out.count(QLatin1Char('\n')), 2 + 1000 + 1 + 2 + 1000 + 3);
}

// The d × d identity as JSON rows.
QByteArray identity_json(int d) {
    QByteArray m = "[";
    for (int i = 0; i < d; ++i) {
        m += i ? ",[" : "[";
        for (int k = 0; k < d; ++k) m += QByteArray(k ? "," : "") + (i == k ? "1" : "0");
        m += "]";
    }
    return m + "]";
}

TEST_F(CliExtreme, SixtyFourAxesAndMillionValues) {
    QByteArray axes = "[", up = "[", mixed = "[";
    for (int k = 0; k < 64; ++k) {
        axes += (k ? ",\"a" : "\"a") + QByteArray::number(k) + "\"";
        up += k ? ",1e6" : "1e6";
        mixed += k % 2 ? ",-1e6" : (k ? ",1e6" : "1e6");
    }
    axes += "]";
    const QByteArray emb =
        "[{\"word\":\"up\",\"vector\":" + up + "]},{\"word\":\"mixed\",\"vector\":" + mixed + "]}]";
    const ExtremeResult r = explain(lesson(axes, emb, ",\"sentences\":[\"up mixed up\"]"));
    expect_finite_report(r);
    EXPECT_TRUE(r.out.contains(QStringLiteral("1000000.000"))) << r.out.left(2000).toStdString();

    const QByteArray multihead =
        ",\"sentences\":[\"up mixed\"],\"attention\":{\"variant\":\"multihead\",\"heads\":8,"
        "\"w_q\":{\"values\":" +
        identity_json(64) + "},\"w_k\":{\"values\":" + identity_json(64) + "}}";
    const ExtremeResult mh = explain(lesson(axes, emb, multihead));
    expect_finite_report(mh);
    EXPECT_TRUE(mh.out.contains(QStringLiteral("head 8: attention weights")))
        << mh.err.toStdString();
}

TEST_F(CliExtreme, TinyValuesGiveUniformWeights) {
    const ExtremeResult r = explain(
        lesson("[\"a\",\"b\"]",
               "[{\"word\":\"x\",\"vector\":[1e-30,2e-30]},{\"word\":\"y\",\"vector\":[-1e-30,0]}]",
               ",\"sentences\":[\"x y x\"]"));
    expect_finite_report(r);
    EXPECT_TRUE(r.out.contains(QStringLiteral("    x         0.333   0.333   0.333\n")))
        << r.out.toStdString();
}

TEST_F(CliExtreme, OverflowingValuesExit2) {
    const ExtremeResult r = explain(
        lesson("[\"a\"]", "[{\"word\":\"x\",\"vector\":[1e20]}]", ",\"sentences\":[\"x x\"]"));
    expect_bad_input(r, QStringLiteral("overflow 32-bit floats"));
}

TEST_F(CliExtreme, UnicodePunctuationAndRepeatedWords) {
    const QByteArray emb =
        "[{\"word\":\"café\",\"vector\":[1,0]},{\"word\":\"日本\",\"vector\":[0,1]},"
        "{\"word\":\"!\",\"vector\":[0.5,0.5]},{\"word\":\"?\",\"vector\":[0,0]}]";
    const ExtremeResult r = explain(lesson(
        "[\"a\",\"b\"]", emb, ",\"sentences\":[\"Café 日本!\",\"?!?!\",\"café café café café\"]"));
    expect_finite_report(r);
    EXPECT_TRUE(r.out.contains(QStringLiteral("café"))) << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("    café      0.250   0.250   0.250   0.250\n")))
        << r.out.toStdString();
    expect_bad_input(explain(lesson("[\"a\",\"b\"]", emb),
                             {QStringLiteral("--sentence"), QStringLiteral("...")}),
                     QStringLiteral("unknown word '.'"));
}

TEST_F(CliExtreme, NoSentencesOrNoVocabularyExit2) {
    expect_bad_input(explain(lesson("[\"a\"]", "[{\"word\":\"x\",\"vector\":[1]}]")),
                     QStringLiteral("the lesson has no sentences to explain"));
    expect_bad_input(explain(lesson("[\"a\"]", "[]", ",\"sentences\":[\"hello\"]")),
                     QStringLiteral("unknown word 'hello'; the vocabulary is empty"));
}

TEST_F(CliExtreme, BrokenFilesExit2NamingTheField) {
    expect_bad_input(explain("{not json"),
                     QStringLiteral("lesson.attnlab.json: (top level): not valid JSON here"));
    expect_bad_input(explain(lesson("[\"a\"]", "[{\"word\":\"x\",\"vector\":[1e999]}]")),
                     QStringLiteral("embeddings[0].vector[0]: a number too large to represent"));
    expect_bad_input(
        explain(lesson("[\"a\",\"b\"]", "[{\"word\":\"x\",\"vector\":[1]}]")),
        QStringLiteral("embeddings[0].vector: expected 2 numbers (one per axis), got 1"));
    expect_bad_input(explain("{\"format\":\"attnlab-lesson\",\"version\":7}"),
                     QStringLiteral("please update the application"));
    expect_bad_input(explain(QByteArray(200000, '[')),
                     QStringLiteral("nested deeper than 64 levels"));
    QByteArray million = "[";
    for (int i = 0; i < 1000000; ++i) million += i ? ",\"a\"" : "\"a\"";
    expect_bad_input(explain(lesson(million + "]", "[]")),
                     QStringLiteral("axes: has 1000000 axis names; at most 4096"));
    expect_bad_input(
        extreme_run({QStringLiteral("explain"), QStringLiteral("--lesson"), dir_.path()}),
        dir_.path() + QStringLiteral(": is a folder, not a lesson file"));
}

TEST_F(CliExtreme, Version0FileIsUpgraded) {
    const ExtremeResult r = explain(
        "{\"format\":\"attnlab-lesson\",\"version\":0,\"axes\":[\"a\",\"b\"],\"words\":[\"x\","
        "\"y\"],"
        "\"table\":[[1,0],[0,1]],\"variant\":\"simple\",\"sentences\":[\"x y\"]}");
    expect_finite_report(r);
    EXPECT_TRUE(r.out.contains(QStringLiteral("    x         0.731   0.269\n")))
        << r.out.toStdString();
}

}  // namespace
