// The command line of real models (GPT-2 / nanoGPT), run as processes on the
// fixtures of tests/data/gpt/ (made by make_gpt_fixtures.py, with PyTorch's
// weights and logits in expected.json): `trace --model` prints the fixture's
// every head's weights and the top next tokens by probability; `render
// --model` writes the heads and weights figures at the size asked; `import`
// of a model writes a lesson that points at it, relative to the lesson, and
// that still finds it when both are moved; every bad input exits 2 naming
// the problem (the missing file with its path, too many tokens, a llama
// config, a character the vocabulary lacks).
#include <gtest/gtest.h>

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSize>
#include <QTemporaryDir>
#include <algorithm>
#include <cmath>
#include <numeric>

#include "attnlab/lesson/lesson_io.hpp"
#include "cli_process.hpp"

namespace {

using attn::test::CliResult;
using attn::test::run_cli;

const QString kGpt = QStringLiteral(ATTNLAB_SOURCE_DIR "/tests/data/gpt/");
const QString kNanoText = QStringLiteral("to be or not");  // nanogpt-tiny's expected.json "text"

QJsonObject read_json(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return {};
    return QJsonDocument::fromJson(f.readAll()).object();
}

void write(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly)) << path.toStdString();
    f.write(bytes);
}

void copy(const QString& from, const QString& to) {
    QFile::remove(to);
    ASSERT_TRUE(QFile::copy(from, to)) << from.toStdString() << " → " << to.toStdString();
}

// Width and height from a PNG's IHDR chunk (big-endian at bytes 16 and 20).
QSize png_file_size(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return {};
    const QByteArray png = f.read(24);
    if (png.size() < 24 || !png.startsWith("\x89PNG")) return {};
    const auto be = [&](int at) {
        return (uchar(png[at]) << 24) | (uchar(png[at + 1]) << 16) | (uchar(png[at + 2]) << 8) |
               uchar(png[at + 3]);
    };
    return {int(be(16)), int(be(20))};
}

// hf-tiny (a Hugging Face GPT-2 folder without tokenizer files) made whole in
// `dir`: its config.json and model.safetensors, and a byte-level BPE
// vocabulary without merges in which each of the expected ids is one letter,
// so that the returned sentence tokenizes to exactly expected.json's ids.
QString hf_tiny_folder(const QString& dir) {
    QDir().mkpath(dir);
    copy(kGpt + QStringLiteral("hf-tiny/config.json"), dir + QStringLiteral("/config.json"));
    copy(kGpt + QStringLiteral("hf-tiny/model.safetensors"),
         dir + QStringLiteral("/model.safetensors"));
    const QJsonArray ids =
        read_json(kGpt + QStringLiteral("hf-tiny/expected.json"))[QStringLiteral("ids")].toArray();
    QMap<int, QChar> letter;
    QString sentence;
    for (const auto& v : ids) {
        if (!letter.contains(v.toInt())) letter[v.toInt()] = QChar(char16_t(u'a' + letter.size()));
        sentence += letter[v.toInt()];
    }
    QJsonObject vocab;
    for (int id = 0; id < 300; ++id)
        vocab[letter.contains(id) ? QString(letter[id]) : QStringLiteral("q%1").arg(id)] = id;
    write(dir + QStringLiteral("/vocab.json"), QJsonDocument(vocab).toJson());
    write(dir + QStringLiteral("/merges.txt"), "#version: 0.2\n");
    return sentence;
}

// PyTorch's softmax of a row of logits (double).
std::vector<double> softmax(const QJsonArray& logits) {
    std::vector<double> p;
    double max = -INFINITY, sum = 0;
    for (const auto& v : logits) max = std::max(max, v.toDouble());
    for (const auto& v : logits) sum += std::exp(v.toDouble() - max);
    for (const auto& v : logits) p.push_back(std::exp(v.toDouble() - max) / sum);
    return p;
}

// The trace JSON against expected.json: the ids, every layer's and head's
// causal rows, and at every position the top K by PyTorch's probabilities.
void expect_trace_equals(const QJsonObject& t, const QJsonObject& expected, int top) {
    const QJsonArray ids = expected[QStringLiteral("ids")].toArray();
    const QJsonArray tokens = t[QStringLiteral("tokens")].toArray();
    ASSERT_EQ(tokens.size(), ids.size());
    for (int i = 0; i < ids.size(); ++i)
        EXPECT_EQ(tokens[i].toObject()[QStringLiteral("id")].toInt(), ids[i].toInt()) << i;
    EXPECT_EQ(t[QStringLiteral("n")].toInt(), ids.size());
    const QJsonArray want = expected[QStringLiteral("attention")].toArray();  // L × h × n × n
    const QJsonArray layers = t[QStringLiteral("layers")].toArray();
    ASSERT_EQ(layers.size(), want.size());
    int checked = 0;
    for (int l = 0; l < want.size(); ++l) {
        EXPECT_EQ(layers[l].toObject()[QStringLiteral("layer")].toInt(), l + 1);
        const QJsonArray heads = layers[l].toObject()[QStringLiteral("heads")].toArray();
        ASSERT_EQ(heads.size(), want[l].toArray().size());
        for (int j = 0; j < heads.size(); ++j) {
            const QJsonArray rows = heads[j].toObject()[QStringLiteral("weights")].toArray();
            ASSERT_EQ(rows.size(), ids.size());
            for (int i = 0; i < rows.size(); ++i) {
                const QJsonArray row = rows[i].toArray();
                ASSERT_EQ(row.size(), i + 1) << "row " << i << " is the causal triangle's";
                const QJsonArray full = want[l].toArray()[j].toArray()[i].toArray();
                for (int k = 0; k <= i; ++k, ++checked)
                    ASSERT_NEAR(row[k].toDouble(), full[k].toDouble(), 1e-4)
                        << "layer " << l << " head " << j << " " << i << "," << k;
            }
        }
    }
    EXPECT_GT(checked, 100);
    const QJsonArray logits = expected[QStringLiteral("logits")].toArray();  // at positions 0…n−1
    const QJsonArray next = t[QStringLiteral("next")].toArray();
    ASSERT_EQ(next.size(), ids.size()) << "--positions all";
    for (int r = 0; r < next.size(); ++r) {
        const QJsonObject at = next[r].toObject();
        const int pos = at[QStringLiteral("position")].toInt();
        EXPECT_EQ(pos, r);
        const std::vector<double> p = softmax(logits[pos].toArray());
        std::vector<int> order(p.size());
        std::iota(order.begin(), order.end(), 0);
        std::stable_sort(order.begin(), order.end(),
                         [&](int a, int b) { return p[std::size_t(a)] > p[std::size_t(b)]; });
        const QJsonArray got = at[QStringLiteral("top")].toArray();
        ASSERT_EQ(got.size(), top);
        for (int k = 0; k < top; ++k) {
            const QJsonObject e = got[k].toObject();
            const int id = e[QStringLiteral("id")].toInt();
            EXPECT_NEAR(e[QStringLiteral("probability")].toDouble(), p[std::size_t(id)], 1e-4)
                << "position " << pos;
            EXPECT_NEAR(e[QStringLiteral("logit")].toDouble(), logits[pos].toArray()[id].toDouble(),
                        1e-3)
                << "position " << pos;
            // Sorted by probability: PyTorch's k-th likeliest (a tie within 1e-6 may swap).
            EXPECT_NEAR(p[std::size_t(id)], p[std::size_t(order[std::size_t(k)])], 1e-6)
                << "position " << pos << " rank " << k;
            if (k) {
                EXPECT_GE(got[k - 1].toObject()[QStringLiteral("probability")].toDouble(),
                          e[QStringLiteral("probability")].toDouble());
            }
        }
    }
}

class CliModel : public ::testing::Test {
  protected:
    QTemporaryDir dir;
    QString path(const QString& name) const { return dir.filePath(name); }
};

TEST_F(CliModel, TraceOfAHuggingFaceFolderGivesPyTorchsWeightsAndTopTokens) {
    const QString model = path(QStringLiteral("hf-tiny"));
    const QString sentence = hf_tiny_folder(model);
    const CliResult r =
        run_cli({QStringLiteral("trace"), QStringLiteral("--model"), model,
                 QStringLiteral("--sentence"), sentence, QStringLiteral("--positions"),
                 QStringLiteral("all"), QStringLiteral("--top"), QStringLiteral("5")});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    const QJsonObject t = QJsonDocument::fromJson(r.out.toUtf8()).object();
    ASSERT_FALSE(t.isEmpty()) << r.out.left(300).toStdString();
    EXPECT_EQ(t[QStringLiteral("source")].toString(), QStringLiteral("real-model"));
    const QJsonObject m = t[QStringLiteral("model")].toObject();
    EXPECT_EQ(m[QStringLiteral("format")].toString(), QStringLiteral("huggingface-gpt2"));
    EXPECT_EQ(m[QStringLiteral("path")].toString(), model);
    EXPECT_TRUE(m[QStringLiteral("summary")].toString().startsWith(
        QStringLiteral("GPT-2 (Hugging Face): 2 layers × 4 heads, d 32, 16 positions, 300 tokens")))
        << m[QStringLiteral("summary")].toString().toStdString();
    const QJsonObject c = m[QStringLiteral("config")].toObject();
    EXPECT_EQ(c[QStringLiteral("activation")].toString(), QStringLiteral("gelu_new"));
    EXPECT_EQ(c[QStringLiteral("heads")].toInt(), 4);
    EXPECT_EQ(
        t[QStringLiteral("tokens")].toArray()[0].toObject()[QStringLiteral("piece")].toString(),
        QStringLiteral("a"));
    expect_trace_equals(t, read_json(kGpt + QStringLiteral("hf-tiny/expected.json")), 5);
}

TEST_F(CliModel, TraceOfANanoGptCheckpointAndItsSafetensorsGivePyTorchsWeights) {
    const QJsonObject expected = read_json(kGpt + QStringLiteral("nanogpt-tiny/expected.json"));
    ASSERT_EQ(expected[QStringLiteral("text")].toString(), kNanoText);
    for (const char* file : {"ckpt.pt", "model.safetensors"}) {
        const CliResult r =
            run_cli({QStringLiteral("trace"), QStringLiteral("--model"),
                     kGpt + QStringLiteral("nanogpt-tiny/") + QLatin1String(file),
                     QStringLiteral("--sentence"), kNanoText, QStringLiteral("--positions"),
                     QStringLiteral("all"), QStringLiteral("--top"), QStringLiteral("3")});
        ASSERT_EQ(r.code, 0) << file << ": " << r.err.toStdString();
        const QJsonObject t = QJsonDocument::fromJson(r.out.toUtf8()).object();
        EXPECT_EQ(t[QStringLiteral("model")].toObject()[QStringLiteral("format")].toString(),
                  QLatin1String(file) == QLatin1String("ckpt.pt")
                      ? QStringLiteral("nanogpt-checkpoint")
                      : QStringLiteral("nanogpt-safetensors"));
        EXPECT_EQ(t[QStringLiteral("model")]
                      .toObject()[QStringLiteral("config")]
                      .toObject()[QStringLiteral("activation")]
                      .toString(),
                  QStringLiteral("gelu"));
        // "to be or not": the space (id 1) shown as ␣, its piece the space itself.
        const QJsonObject space = t[QStringLiteral("tokens")].toArray()[2].toObject();
        EXPECT_EQ(space[QStringLiteral("id")].toInt(), 1);
        EXPECT_EQ(space[QStringLiteral("piece")].toString(), QStringLiteral(" "));
        EXPECT_EQ(space[QStringLiteral("display")].toString(), QStringLiteral("␣"));
        expect_trace_equals(t, expected, 3);
    }
}

TEST_F(CliModel, TraceKeepsToTheLayerHeadAndPositionsAsked) {
    const CliResult r =
        run_cli({QStringLiteral("trace"), QStringLiteral("--model"),
                 kGpt + QStringLiteral("nanogpt-tiny/ckpt.pt"), QStringLiteral("--sentence"),
                 kNanoText, QStringLiteral("--layer"), QStringLiteral("2"),
                 QStringLiteral("--head"), QStringLiteral("3"), QStringLiteral("--positions"),
                 QStringLiteral("0, 11,0"), QStringLiteral("--top"), QStringLiteral("1")});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    const QJsonObject t = QJsonDocument::fromJson(r.out.toUtf8()).object();
    const QJsonArray layers = t[QStringLiteral("layers")].toArray();
    ASSERT_EQ(layers.size(), 1);
    EXPECT_EQ(layers[0].toObject()[QStringLiteral("layer")].toInt(), 2);
    const QJsonArray heads = layers[0].toObject()[QStringLiteral("heads")].toArray();
    ASSERT_EQ(heads.size(), 1);
    EXPECT_EQ(heads[0].toObject()[QStringLiteral("head")].toInt(), 3);
    const QJsonArray want =
        read_json(kGpt + QStringLiteral("nanogpt-tiny/expected.json"))[QStringLiteral("attention")]
            .toArray()[1]
            .toArray()[2]
            .toArray();
    EXPECT_NEAR(
        heads[0].toObject()[QStringLiteral("weights")].toArray()[11].toArray()[4].toDouble(),
        want[11].toArray()[4].toDouble(), 1e-4);
    const QJsonArray next = t[QStringLiteral("next")].toArray();
    ASSERT_EQ(next.size(), 2);  // 0 once
    EXPECT_EQ(next[0].toObject()[QStringLiteral("position")].toInt(), 0);
    EXPECT_EQ(next[0].toObject()[QStringLiteral("after")].toString(), QStringLiteral("t"));
    EXPECT_EQ(next[1].toObject()[QStringLiteral("position")].toInt(), 11);
    // The default: the last position only.
    const CliResult last = run_cli({QStringLiteral("trace"), QStringLiteral("--model"),
                                    kGpt + QStringLiteral("nanogpt-tiny/ckpt.pt"),
                                    QStringLiteral("--sentence"), kNanoText});
    ASSERT_EQ(last.code, 0) << last.err.toStdString();
    const QJsonArray one =
        QJsonDocument::fromJson(last.out.toUtf8()).object()[QStringLiteral("next")].toArray();
    ASSERT_EQ(one.size(), 1);
    EXPECT_EQ(one[0].toObject()[QStringLiteral("position")].toInt(), 11);
    EXPECT_EQ(one[0].toObject()[QStringLiteral("top")].toArray().size(), 5);
}

// --ablate, --keep-only and --cut: the intervened pass's weights and next tokens, and the list
// echoed; bad ones exit 2 naming what is wrong.
TEST_F(CliModel, TraceUnderInterventionsEchoesThemAndChangesThePass) {
    const QString model = kGpt + QStringLiteral("nanogpt-tiny/ckpt.pt");
    const auto trace = [&](QStringList extra) {
        return run_cli(QStringList{QStringLiteral("trace"), QStringLiteral("--model"), model,
                                   QStringLiteral("--sentence"), kNanoText} +
                       extra);
    };
    const CliResult plain = trace({});
    const CliResult cut =
        trace({QStringLiteral("--cut"), QStringLiteral("1.1:11>4"), QStringLiteral("--ablate"),
               QStringLiteral("2.*"), QStringLiteral("--ablation"), QStringLiteral("mean")});
    ASSERT_EQ(plain.code, 0) << plain.err.toStdString();
    ASSERT_EQ(cut.code, 0) << cut.err.toStdString();
    const QJsonObject p = QJsonDocument::fromJson(plain.out.toUtf8()).object();
    const QJsonObject c = QJsonDocument::fromJson(cut.out.toUtf8()).object();
    EXPECT_FALSE(p.contains(QStringLiteral("interventions")));
    const QJsonArray list = c[QStringLiteral("interventions")].toArray();
    ASSERT_EQ(list.size(), 2);
    EXPECT_EQ(list[0].toObject()[QStringLiteral("kind")].toString(), QStringLiteral("ablate"));
    EXPECT_EQ(list[0].toObject()[QStringLiteral("head")].toString(), QStringLiteral("*"));
    EXPECT_EQ(list[0].toObject()[QStringLiteral("description")].toString(),
              QStringLiteral("layer 2 · every head mean-ablated"));
    EXPECT_EQ(list[1].toObject()[QStringLiteral("key")].toInt(), 4);
    const auto weight = [](const QJsonObject& t, int layer, int head, int i, int k) {
        return t[QStringLiteral("layers")]
            .toArray()[layer]
            .toObject()[QStringLiteral("heads")]
            .toArray()[head]
            .toObject()[QStringLiteral("weights")]
            .toArray()[i]
            .toArray()[k]
            .toDouble();
    };
    EXPECT_GT(weight(p, 0, 0, 11, 4), 0.0);
    EXPECT_EQ(weight(c, 0, 0, 11, 4), 0.0);  // the cut line
    const auto top = [](const QJsonObject& t) {
        return t[QStringLiteral("next")]
            .toArray()[0]
            .toObject()[QStringLiteral("top")]
            .toArray()[0]
            .toObject()[QStringLiteral("probability")]
            .toDouble();
    };
    EXPECT_NE(top(p), top(c));  // the prediction moved
    for (const auto& [args, says] : std::vector<std::pair<QStringList, QString>>{
             {{QStringLiteral("--ablate"), QStringLiteral("9.1")},
              QStringLiteral("layer 9 is not in the model, which has 2 layers")},
             {{QStringLiteral("--cut"), QStringLiteral("1.1:2>5")},
              QStringLiteral("token 2 cannot see token 5 anyway")},
             {{QStringLiteral("--ablate"), QStringLiteral("1.1"), QStringLiteral("--ablation"),
               QStringLiteral("half")},
              QStringLiteral("--ablation 'half': expected zero or mean")},
             {{QStringLiteral("--keep-only"), QStringLiteral("one")},
              QStringLiteral("expected LAYER.HEAD")}}) {
        const CliResult r = trace(args);
        EXPECT_EQ(r.code, 2) << args.join(' ').toStdString();
        EXPECT_TRUE(r.err.contains(says)) << r.err.toStdString();
    }
}

TEST_F(CliModel, RenderDrawsTheHeadsAndWeightsFiguresAtTheSizeAsked) {
    const QString model = kGpt + QStringLiteral("nanogpt-tiny/ckpt.pt");
    const CliResult heads = run_cli(
        {QStringLiteral("render"), QStringLiteral("--model"), model, QStringLiteral("--sentence"),
         kNanoText, QStringLiteral("--view"), QStringLiteral("heads"), QStringLiteral("--layer"),
         QStringLiteral("2"), QStringLiteral("--output"), path(QStringLiteral("heads.png")),
         QStringLiteral("--width"), QStringLiteral("800"), QStringLiteral("--height"),
         QStringLiteral("600"), QStringLiteral("--scale"), QStringLiteral("2")});
    ASSERT_EQ(heads.code, 0) << heads.err.toStdString();
    EXPECT_EQ(png_file_size(path(QStringLiteral("heads.png"))), QSize(1600, 1200));
    EXPECT_GT(QFileInfo(path(QStringLiteral("heads.png"))).size(), 10000);
    // One head as SVG, and its matrix as CSV: PyTorch's weights to the 3 decimals printed.
    const CliResult w = run_cli(
        {QStringLiteral("render"), QStringLiteral("--model"), model, QStringLiteral("--sentence"),
         kNanoText, QStringLiteral("--view"), QStringLiteral("weights"), QStringLiteral("--layer"),
         QStringLiteral("1"), QStringLiteral("--head"), QStringLiteral("4"),
         QStringLiteral("--output"), path(QStringLiteral("w.svg")), QStringLiteral("--width"),
         QStringLiteral("1024"), QStringLiteral("--height"), QStringLiteral("768"),
         QStringLiteral("--data"), path(QStringLiteral("w.csv"))});
    ASSERT_EQ(w.code, 0) << w.err.toStdString();
    QFile svg(path(QStringLiteral("w.svg")));
    ASSERT_TRUE(svg.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(svg.readAll());
    EXPECT_TRUE(text.contains(QStringLiteral("width=\"1024")) ||
                text.contains(QStringLiteral("viewBox=\"0 0 1024 768")))
        << text.left(400).toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("layer 1, head 4")));
    EXPECT_TRUE(
        text.contains(QStringLiteral("␣")));  // the spaces, labelled as the model reads them
    QFile csv(path(QStringLiteral("w.csv")));
    ASSERT_TRUE(csv.open(QIODevice::ReadOnly));
    const QStringList lines =
        QString::fromUtf8(csv.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    const QJsonArray want =
        read_json(kGpt + QStringLiteral("nanogpt-tiny/expected.json"))[QStringLiteral("attention")]
            .toArray()[0]
            .toArray()[3]
            .toArray();
    ASSERT_EQ(lines.size(), 1 + want.size());
    for (int i = 0; i < want.size(); ++i) {
        const QStringList cells = lines[i + 1].split(QLatin1Char(','));
        ASSERT_EQ(cells.size(), 1 + want.size());
        for (int k = 0; k < want.size(); ++k)
            EXPECT_NEAR(cells[k + 1].toDouble(), want[i].toArray()[k].toDouble(), 0.0005)
                << i << "," << k;
    }
    // Only heads and weights, layers and heads that exist.
    const CliResult vectors = run_cli({QStringLiteral("render"), QStringLiteral("--model"), model,
                                       QStringLiteral("--view"), QStringLiteral("vectors"),
                                       QStringLiteral("--output"), path(QStringLiteral("v.png"))});
    EXPECT_EQ(vectors.code, 2);
    EXPECT_TRUE(vectors.err.contains(
        QStringLiteral("a real model draws the heads, weights, model and difference views")))
        << vectors.err.toStdString();
    const CliResult layer =
        run_cli({QStringLiteral("render"), QStringLiteral("--model"), model,
                 QStringLiteral("--view"), QStringLiteral("weights"), QStringLiteral("--layer"),
                 QStringLiteral("3"), QStringLiteral("--output"), path(QStringLiteral("l.png"))});
    EXPECT_EQ(layer.code, 2);
    EXPECT_TRUE(
        layer.err.contains(QStringLiteral("layer 3 does not exist: the model has 2 layers")))
        << layer.err.toStdString();
    EXPECT_FALSE(QFile::exists(path(QStringLiteral("l.png"))));
}

TEST_F(CliModel, ImportWritesALessonThatPointsAtTheModelAndFindsItWhenBothAreMoved) {
    const QString course = path(QStringLiteral("course"));
    QDir().mkpath(course + QStringLiteral("/nano"));
    for (const char* f : {"ckpt.pt", "meta.pkl"})
        copy(kGpt + QStringLiteral("nanogpt-tiny/") + QLatin1String(f),
             course + QStringLiteral("/nano/") + QLatin1String(f));
    const QString lesson = course + QStringLiteral("/tiny.attnlab.json");
    const CliResult r =
        run_cli({QStringLiteral("import"), course + QStringLiteral("/nano/ckpt.pt"),
                 QStringLiteral("--save"), lesson, QStringLiteral("--sentence"), kNanoText,
                 QStringLiteral("--title"), QStringLiteral("Tiny Shakespeare")});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral(
        "imported ckpt.pt: nanoGPT (ckpt.pt): 2 layers × 4 heads, d 24, 16 positions, 40 tokens")))
        << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(
        QStringLiteral("it finds the model at 'nano/ckpt.pt', relative to the lesson's folder")))
        << r.out.toStdString();
    const QJsonObject saved = read_json(lesson);
    EXPECT_EQ(saved[QStringLiteral("real_model")].toObject()[QStringLiteral("path")].toString(),
              QStringLiteral("nano/ckpt.pt"));
    const attn::Lesson l = attn::read_lesson_file(lesson.toStdString());
    ASSERT_TRUE(l.real_model);
    EXPECT_EQ(QString::fromStdString(l.real_model->path),
              QDir(course).canonicalPath() + QStringLiteral("/nano/ckpt.pt"));
    EXPECT_EQ(l.title, "Tiny Shakespeare");
    EXPECT_EQ(l.sentences, std::vector<std::string>{kNanoText.toStdString()});
    EXPECT_FALSE(l.model);  // pointed at, not held

    // Moved together, the lesson still finds its model: trace --lesson reads it.
    const QString moved = path(QStringLiteral("moved"));
    ASSERT_TRUE(QDir().rename(course, moved));
    const QString moved_lesson = moved + QStringLiteral("/tiny.attnlab.json");
    const CliResult t = run_cli({QStringLiteral("trace"), QStringLiteral("--lesson"), moved_lesson,
                                 QStringLiteral("--positions"), QStringLiteral("all"),
                                 QStringLiteral("--top"), QStringLiteral("2")});
    ASSERT_EQ(t.code, 0) << t.err.toStdString();
    expect_trace_equals(QJsonDocument::fromJson(t.out.toUtf8()).object(),
                        read_json(kGpt + QStringLiteral("nanogpt-tiny/expected.json")), 2);
    const CliResult fig =
        run_cli({QStringLiteral("render"), QStringLiteral("--lesson"), moved_lesson,
                 QStringLiteral("--view"), QStringLiteral("heads"), QStringLiteral("--output"),
                 path(QStringLiteral("lesson-heads.svg"))});
    ASSERT_EQ(fig.code, 0) << fig.err.toStdString();
    // The lesson's own hand-wired view still draws (its table: the sentence's words).
    const CliResult hand = run_cli({QStringLiteral("trace"), QStringLiteral("--lesson"),
                                    moved_lesson, QStringLiteral("--hand-wired")});
    ASSERT_EQ(hand.code, 0) << hand.err.toStdString();
    EXPECT_EQ(QJsonDocument::fromJson(hand.out.toUtf8())
                  .object()[QStringLiteral("tokens")]
                  .toArray()
                  .size(),
              4);

    // Without its vocabulary the lesson still opens, and says which file to put where.
    ASSERT_TRUE(QFile::remove(moved + QStringLiteral("/nano/meta.pkl")));
    const QString real = QDir(moved).canonicalPath();
    EXPECT_NO_THROW(attn::read_lesson_file(moved_lesson.toStdString()));
    const CliResult gone =
        run_cli({QStringLiteral("trace"), QStringLiteral("--lesson"), moved_lesson});
    EXPECT_EQ(gone.code, 2);
    EXPECT_EQ(gone.err.trimmed(),
              QStringLiteral("attention-lab trace: this lesson uses the model %1/nano/ckpt.pt "
                             "(nanoGPT checkpoint: ckpt.pt, meta.pkl (or "
                             "vocab.json + merges.txt)); %1/nano/meta.pkl is missing")
                  .arg(real));
    EXPECT_TRUE(gone.out.isEmpty());
}

TEST_F(CliModel, ImportOfAHuggingFaceFolderStoresItBesideTheLesson) {
    hf_tiny_folder(path(QStringLiteral("models/gpt2")));
    QDir().mkpath(path(QStringLiteral("lessons")));
    const QString lesson = path(QStringLiteral("lessons/gpt2.attnlab.json"));
    const CliResult r = run_cli({QStringLiteral("import"), path(QStringLiteral("models/gpt2")),
                                 QStringLiteral("--save"), lesson});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_TRUE(
        r.out.contains(QStringLiteral("imported gpt2: GPT-2 (Hugging Face): 2 layers × 4 heads")))
        << r.out.toStdString();
    EXPECT_EQ(read_json(lesson)[QStringLiteral("real_model")]
                  .toObject()[QStringLiteral("path")]
                  .toString(),
              QStringLiteral("../models/gpt2"));
    const attn::Lesson l = attn::read_lesson_file(lesson.toStdString());
    ASSERT_EQ(l.sentences.size(),
              1u);  // one the tokenizer reads (its vocabulary has no capital T: the letters)
    EXPECT_EQ(l.sentences.front(), "cibjdkhagef");  // ids 0, 123, 127, … in id order
    EXPECT_EQ(l.table.axes(), (std::vector<std::string>{"pc1", "pc2"}));
    const CliResult t = run_cli({QStringLiteral("trace"), QStringLiteral("--lesson"), lesson});
    ASSERT_EQ(t.code, 0) << t.err.toStdString();
    EXPECT_EQ(QJsonDocument::fromJson(t.out.toUtf8()).object()[QStringLiteral("n")].toInt(), 11);
}

TEST_F(CliModel, BadInputExitsTwoNamingTheProblem) {
    const auto trace = [](const QStringList& args) {
        return run_cli(QStringList{QStringLiteral("trace")} + args);
    };
    const QString nano = kGpt + QStringLiteral("nanogpt-tiny/ckpt.pt");
    struct Case {
        QStringList args;
        QString message;
    };
    const QString hf = path(QStringLiteral("hf"));
    hf_tiny_folder(hf);
    QFile::remove(hf + QStringLiteral("/model.safetensors"));
    const QString llama = path(QStringLiteral("llama"));
    hf_tiny_folder(llama);
    {
        QFile f(llama + QStringLiteral("/config.json"));
        ASSERT_TRUE(f.open(QIODevice::ReadOnly));
        const QByteArray text = f.readAll().replace("\"gpt2\"", "\"llama\"");
        f.close();
        write(llama + QStringLiteral("/config.json"), text);
    }
    const QString bare = path(QStringLiteral("bare"));  // a nanoGPT state dict without its config
    QDir().mkpath(bare);
    copy(kGpt + QStringLiteral("nanogpt-tiny/model.safetensors"),
         bare + QStringLiteral("/model.safetensors"));
    copy(kGpt + QStringLiteral("nanogpt-tiny/meta.pkl"), bare + QStringLiteral("/meta.pkl"));
    const std::vector<Case> cases = {
        {{QStringLiteral("--model"), hf},
         QStringLiteral("--model: the model in %1 (config.json, model.safetensors, vocab.json + "
                        "merges.txt): %1/model.safetensors is missing")
             .arg(hf)},
        {{QStringLiteral("--model"), path(QStringLiteral("nowhere/ckpt.pt"))},
         QStringLiteral("%1 is missing").arg(path(QStringLiteral("nowhere/ckpt.pt")))},
        {{QStringLiteral("--model"), nano, QStringLiteral("--sentence"),
          QStringLiteral("to be or not to be")},
         QStringLiteral("sentence 'to be or not to be': has 18 tokens; the model reads at most 16 "
                        "(its n_positions)")},
        {{QStringLiteral("--model"), nano, QStringLiteral("--sentence"), QStringLiteral("to bé")},
         QStringLiteral("'é' at character 4 is not in the model's vocabulary")},
        {{QStringLiteral("--model"), nano, QStringLiteral("--sentence"), QString()},
         QStringLiteral("sentence '': is empty")},
        {{QStringLiteral("--model"), llama},
         QStringLiteral("config.json: model_type 'llama' is not supported (gpt2 is)")},
        {{QStringLiteral("--model"), bare + QStringLiteral("/model.safetensors")},
         QStringLiteral("%1/config.json is missing (a nanoGPT model may instead give its head "
                        "count: --heads H")
             .arg(bare)},
        {{QStringLiteral("--model"), nano, QStringLiteral("--positions"), QStringLiteral("12"),
          QStringLiteral("--sentence"), kNanoText},
         QStringLiteral(
             "position 12 does not exist; the sentence has 12 tokens (positions 0 to 11)")},
        {{QStringLiteral("--model"), nano, QStringLiteral("--head"), QStringLiteral("5")},
         QStringLiteral("--head 5 does not exist: the model has 4 heads")},
        // Not a number, or 0: the same message, with the model's count (was "from 1 to 1000000").
        {{QStringLiteral("--model"), nano, QStringLiteral("--head"), QStringLiteral("abc")},
         QStringLiteral("--head 'abc' is not a whole number: the model has 4 heads per layer")},
        {{QStringLiteral("--model"), nano, QStringLiteral("--layer"), QStringLiteral("0")},
         QStringLiteral("--layer 0 does not exist: the model has 2 layers (counted from 1)")},
        {{QStringLiteral("--model"), nano, QStringLiteral("--heads"), QStringLiteral("0")},
         QStringLiteral("--heads expects a whole number from 1 to 1024")},
        {{QStringLiteral("--model"), nano, QStringLiteral("--builtin"), QStringLiteral("module1")},
         QStringLiteral("give it without --builtin")},
        {{QStringLiteral("--builtin"), QStringLiteral("module1"), QStringLiteral("--positions"),
          QStringLiteral("all")},
         QStringLiteral("--positions is for a real model")},
    };
    for (const Case& c : cases) {
        const CliResult r = trace(c.args);
        EXPECT_EQ(r.code, 2) << c.args.join(QLatin1Char(' ')).toStdString() << "\n"
                             << r.err.toStdString();
        EXPECT_TRUE(r.err.contains(c.message))
            << c.args.join(QLatin1Char(' ')).toStdString() << "\n"
            << r.err.toStdString();
        EXPECT_TRUE(r.out.isEmpty()) << c.args.join(QLatin1Char(' ')).toStdString();
    }
    // The head count given, the bare state dict reads.
    const CliResult heads = trace(
        {QStringLiteral("--model"), bare + QStringLiteral("/model.safetensors"),
         QStringLiteral("--heads"), QStringLiteral("4"), QStringLiteral("--sentence"), kNanoText});
    EXPECT_EQ(heads.code, 0) << heads.err.toStdString();
    // import refuses the same models and writes nothing.
    for (const QString& bad : {hf, llama}) {
        const QString lesson = path(QStringLiteral("never.attnlab.json"));
        const CliResult r =
            run_cli({QStringLiteral("import"), bad, QStringLiteral("--save"), lesson});
        EXPECT_EQ(r.code, 2) << bad.toStdString();
        EXPECT_FALSE(QFile::exists(lesson)) << bad.toStdString();
    }
    const CliResult vocab = run_cli({QStringLiteral("import"), nano, QStringLiteral("--save"),
                                     path(QStringLiteral("v.json")), QStringLiteral("--vocab"),
                                     QStringLiteral("words.txt")});
    EXPECT_EQ(vocab.code, 2);
    EXPECT_TRUE(vocab.err.contains(QStringLiteral("--vocab is for TinyGPT files")))
        << vocab.err.toStdString();
}

}  // namespace
