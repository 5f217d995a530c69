// The `trace` command run as a process: its JSON parses and equals, number for
// number, the Trace the engine computes for the same lesson and sentence.
#include <gtest/gtest.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>

#include "attnlab/attention/evaluate.hpp"
#include "attnlab/lesson/lesson_io.hpp"
namespace {
struct TraceResult {
    int code;
    QByteArray out;
    QString err;
};
TraceResult trace_run(const QStringList& args) {
    QProcess p;
    p.start(QStringLiteral(ATTNLAB_CLI), args);
    p.waitForFinished(60000);
    return {p.exitCode(), p.readAllStandardOutput(), QString::fromUtf8(p.readAllStandardError())};
}
attn::Lesson source_lesson(const char* name) {
    return attn::read_lesson_file(std::string(ATTNLAB_SOURCE_DIR) + "/resources/lessons/" + name +
                                  ".attnlab.json");
}
// Floats are printed as their shortest round-trip text, so they read back exactly.
template <typename M>
void expect_matrix(const QJsonValue& v, const M& m, const char* what) {
    const QJsonArray rows = v.toArray();
    ASSERT_EQ(rows.size(), m.rows()) << what;
    for (Eigen::Index i = 0; i < m.rows(); ++i) {
        const QJsonArray row = rows[i].toArray();
        ASSERT_EQ(row.size(), m.cols()) << what << " row " << i;
        for (Eigen::Index j = 0; j < m.cols(); ++j)
            ASSERT_EQ(static_cast<float>(row[j].toDouble()), m(i, j))
                << what << "(" << i << ", " << j << ")";
    }
}
void expect_trace(const QByteArray& json, const attn::Trace& t) {
    QJsonParseError err;
    const QJsonObject o = QJsonDocument::fromJson(json, &err).object();
    ASSERT_EQ(err.error, QJsonParseError::NoError) << err.errorString().toStdString();
    EXPECT_EQ(o[QStringLiteral("variant")].toString().toStdString(), attn::variant_name(t.variant));
    EXPECT_EQ(o[QStringLiteral("h")].toInt(), t.heads);
    EXPECT_EQ(o[QStringLiteral("dk")].toInt(), t.dk);
    EXPECT_EQ(static_cast<float>(o[QStringLiteral("scale")].toDouble()), t.scale);
    EXPECT_EQ(o[QStringLiteral("causal")].toBool(), t.causal);
    EXPECT_EQ(o[QStringLiteral("positions")].toBool(), t.position != attn::PositionEncoding::None);
    EXPECT_EQ(o[QStringLiteral("position_encoding")].toString().toStdString(),
              attn::position_encoding_name(t.position));
    const QJsonArray tokens = o[QStringLiteral("tokens")].toArray();
    ASSERT_EQ(tokens.size(), static_cast<qsizetype>(t.tokens.size()));
    for (int i = 0; i < tokens.size(); ++i)
        EXPECT_EQ(tokens[i].toString().toStdString(), t.tokens[size_t(i)]);
    expect_matrix(o[QStringLiteral("embedded")], t.embedded, "embedded");
    expect_matrix(o[QStringLiteral("input")], t.input, "input");
    const QJsonArray heads = o[QStringLiteral("heads")].toArray();
    ASSERT_EQ(heads.size(), t.heads);
    for (int h = 0; h < t.heads; ++h) {
        const QJsonObject head = heads[h].toObject();
        expect_matrix(head[QStringLiteral("q")], t.head_q(h), "q");
        expect_matrix(head[QStringLiteral("k")], t.head_k(h), "k");
        expect_matrix(head[QStringLiteral("v")], t.head_v(h), "v");
        expect_matrix(head[QStringLiteral("scores")], t.scores[size_t(h)], "scores");
        expect_matrix(head[QStringLiteral("weights")], t.weights[size_t(h)], "weights");
        expect_matrix(head[QStringLiteral("output")], t.head_output(h), "head output");
    }
    expect_matrix(o[QStringLiteral("concat")], t.concat, "concat");
    expect_matrix(o[QStringLiteral("output")], t.output, "output");
}
TEST(CliTrace, Module2MatchesTheEngine) {
    const TraceResult r =
        trace_run({QStringLiteral("trace"), QStringLiteral("--builtin"), QStringLiteral("module2"),
                   QStringLiteral("--sentence"), QStringLiteral("The river bank")});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    const attn::Lesson l = source_lesson("module2");
    expect_trace(r.out, attn::evaluate(l.table, "The river bank", l.attention));
}
TEST(CliTrace, BubbeFourHeadsMatchTheEngine) {
    const TraceResult r =
        trace_run({QStringLiteral("trace"), QStringLiteral("--builtin"), QStringLiteral("bubbe")});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    const attn::Lesson l = source_lesson("bubbe");
    expect_trace(r.out, attn::evaluate(l.table, l.sentences.front(), l.attention));
}
// The hand-wired heads under --ablate and --cut: the engine's intervened trace, and the list.
TEST(CliTrace, HandWiredHeadsUnderInterventionsMatchTheEngine) {
    const TraceResult r =
        trace_run({QStringLiteral("trace"), QStringLiteral("--builtin"), QStringLiteral("bubbe"),
                   QStringLiteral("--ablate"), QStringLiteral("1.2"), QStringLiteral("--cut"),
                   QStringLiteral("1.1:4>3")});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    const attn::Lesson l = source_lesson("bubbe");
    const std::vector<attn::Intervention> list{
        attn::parse_heads("1.2", attn::Intervention::Kind::Ablate,
                          attn::Intervention::Ablation::Zero)
            .front(),
        attn::parse_cuts("1.1:4>3").front()};
    const attn::Trace t = attn::evaluate(l.table, l.sentences.front(), l.attention, list);
    expect_trace(r.out, t);
    EXPECT_TRUE(t.head_output(1).isZero());
    const QJsonArray echoed =
        QJsonDocument::fromJson(r.out).object()[QStringLiteral("interventions")].toArray();
    ASSERT_EQ(echoed.size(), 2);
    EXPECT_EQ(echoed[0].toObject()[QStringLiteral("description")].toString(),
              QStringLiteral("head 2 switched off"));
    EXPECT_EQ(echoed[1].toObject()[QStringLiteral("description")].toString(),
              QStringLiteral("head 1 · line 4 → 3 cut"));
    // A trained model's layers take them too: head 3 of layer 2 switched off is zero in
    // that layer's concat, its next words move, and the list comes last.
    const TraceResult plain = trace_run({QStringLiteral("trace"), QStringLiteral("--builtin"),
                                         QStringLiteral("course-3-training")});
    const TraceResult m = trace_run({QStringLiteral("trace"), QStringLiteral("--builtin"),
                                     QStringLiteral("course-3-training"),
                                     QStringLiteral("--ablate"), QStringLiteral("2.3")});
    ASSERT_EQ(plain.code, 0) << plain.err.toStdString();
    ASSERT_EQ(m.code, 0) << m.err.toStdString();
    const QJsonObject po = QJsonDocument::fromJson(plain.out).object();
    const QJsonObject mo = QJsonDocument::fromJson(m.out).object();
    EXPECT_FALSE(po.contains(QStringLiteral("interventions")));
    EXPECT_EQ(mo[QStringLiteral("interventions")]
                  .toArray()[0]
                  .toObject()[QStringLiteral("description")]
                  .toString(),
              QStringLiteral("layer 2 · head 3 switched off"));
    const QJsonArray concat =
        mo[QStringLiteral("layers")].toArray()[1].toObject()[QStringLiteral("concat")].toArray();
    ASSERT_FALSE(concat.isEmpty());
    for (const QJsonValue& row : concat)
        for (int c = 16; c < 24; ++c) EXPECT_EQ(row.toArray()[c].toDouble(), 0.0);  // dk 8
    const auto first_p = [](const QJsonObject& o) {
        return o[QStringLiteral("next")]
            .toArray()
            .last()
            .toArray()[0]
            .toObject()[QStringLiteral("p")]
            .toDouble();
    };
    EXPECT_NE(first_p(po), first_p(mo));
}

TEST(CliTrace, LessonFileWithCausalPositions) {
    QTemporaryDir dir;
    attn::Lesson l = source_lesson("bubbe");
    l.attention.causal = true;
    l.attention.position = attn::PositionEncoding::Sinusoidal;
    const QString path = dir.filePath(QStringLiteral("l.attnlab.json"));
    attn::write_lesson_file(l, path.toStdString());
    const TraceResult r =
        trace_run({QStringLiteral("trace"), QStringLiteral("--lesson"), path,
                   QStringLiteral("--sentence"), QStringLiteral("again the soup")});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    expect_trace(r.out, attn::evaluate(l.table, "again the soup", l.attention));
}
TEST(CliTrace, BadInputExits2) {
    TraceResult r =
        trace_run({QStringLiteral("trace"), QStringLiteral("--builtin"), QStringLiteral("module2"),
                   QStringLiteral("--sentence"), QStringLiteral("the river dog")});
    EXPECT_EQ(r.code, 2);
    EXPECT_TRUE(r.err.contains(QStringLiteral("'dog'"))) << r.err.toStdString();
    EXPECT_TRUE(r.out.isEmpty());
    r = trace_run({QStringLiteral("trace"), QStringLiteral("--sentence"), QStringLiteral(" ")});
    EXPECT_EQ(r.code, 2);
    EXPECT_TRUE(r.err.contains(QStringLiteral("empty"))) << r.err.toStdString();
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("bad.attnlab.json"));
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write(
        R"({"format":"attnlab-lesson","version":1,"axes":["a","b"],"embeddings":[{"word":"x","vector":[1]}]})");
    f.close();
    r = trace_run({QStringLiteral("trace"), QStringLiteral("--lesson"), path,
                   QStringLiteral("--sentence"), QStringLiteral("x")});
    EXPECT_EQ(r.code, 2);
    EXPECT_TRUE(r.err.contains(QStringLiteral("embeddings[0].vector"))) << r.err.toStdString();
}
}  // namespace
