// `import` and `trace` of a model lesson, run as processes: a PyTorch-saved
// TinyGPT (tests/data/torch-fixture) becomes a lesson; trace prints the
// model's pass, and its weights are the numbers `render` draws; bad files
// exit 2 naming the problem and write nothing.
#include <gtest/gtest.h>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <cmath>

#include "attnlab/lesson/lesson_io.hpp"
#include "cli_process.hpp"

namespace {

using attn::test::run_cli;

const QString kFixture = QStringLiteral(ATTNLAB_SOURCE_DIR "/tests/data/torch-fixture/");

TEST(CliImport, PyTorchFileWithVocabularyAndHeadsBecomesALessonThatTraces) {
    QTemporaryDir dir;
    const QString lesson = dir.filePath(QStringLiteral("imported.attnlab.json"));
    const auto r =
        run_cli({QStringLiteral("import"), kFixture + QStringLiteral("model.safetensors"),
                 QStringLiteral("--vocab"), kFixture + QStringLiteral("vocab.txt"),
                 QStringLiteral("--heads"), QStringLiteral("2"), QStringLiteral("--save"), lesson});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("2 layers × 2 heads, d 8, context 8")))
        << r.out.toStdString();
    const attn::Lesson l = attn::read_lesson_file(lesson.toStdString());
    ASSERT_TRUE(l.model.has_value());
    EXPECT_EQ(l.model->config.vocab, 12);
    // An imported model's losses are not known: no value, not a made-up 0.0.
    EXPECT_TRUE(std::isnan(l.model->train_loss));
    EXPECT_TRUE(std::isnan(l.model->val_loss));
    QFile saved(lesson);
    ASSERT_TRUE(saved.open(QIODevice::ReadOnly));
    const QJsonObject model =
        QJsonDocument::fromJson(saved.readAll()).object()[QStringLiteral("model")].toObject();
    EXPECT_TRUE(model[QStringLiteral("train_loss")].isNull())
        << "train_loss: " << model[QStringLiteral("train_loss")].toDouble();
    EXPECT_TRUE(model[QStringLiteral("val_loss")].isNull());

    const auto t = run_cli({QStringLiteral("trace"), QStringLiteral("--lesson"), lesson,
                            QStringLiteral("--top"), QStringLiteral("3")});
    ASSERT_EQ(t.code, 0) << t.err.toStdString();
    const QJsonObject o = QJsonDocument::fromJson(t.out.toUtf8()).object();
    EXPECT_EQ(o[QStringLiteral("source")].toString(), QStringLiteral("model"));
    EXPECT_EQ(o[QStringLiteral("ids")].toArray().size(), 7);
    EXPECT_EQ(o[QStringLiteral("ids")].toArray()[1].toInt(), 2);  // "bubbe" is word 2 of vocab.txt
    const QJsonArray layers = o[QStringLiteral("layers")].toArray();
    ASSERT_EQ(layers.size(), 2);
    const QJsonArray heads = layers[1].toObject()[QStringLiteral("heads")].toArray();
    ASSERT_EQ(heads.size(), 2);
    const QJsonArray next = o[QStringLiteral("next")].toArray();
    ASSERT_EQ(next.size(), 7);
    ASSERT_EQ(next[6].toArray().size(), 3);
    EXPECT_GE(next[6].toArray()[0].toObject()[QStringLiteral("p")].toDouble(),
              next[6].toArray()[1].toObject()[QStringLiteral("p")].toDouble());

    // The figure of layer 2, head 2 prints the same weights (to its 3 decimals).
    const QString csv = dir.filePath(QStringLiteral("w.csv"));
    const auto f = run_cli(
        {QStringLiteral("render"), QStringLiteral("--lesson"), lesson, QStringLiteral("--view"),
         QStringLiteral("weights"), QStringLiteral("--layer"), QStringLiteral("2"),
         QStringLiteral("--head"), QStringLiteral("2"), QStringLiteral("--output"),
         dir.filePath(QStringLiteral("w.svg")), QStringLiteral("--data"), csv});
    ASSERT_EQ(f.code, 0) << f.err.toStdString();
    QFile in(csv);
    ASSERT_TRUE(in.open(QIODevice::ReadOnly));
    const QStringList lines =
        QString::fromUtf8(in.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    const QJsonArray w = heads[1].toObject()[QStringLiteral("weights")].toArray();
    ASSERT_EQ(lines.size(), 1 + w.size());
    for (int i = 0; i < w.size(); ++i) {
        const QStringList cells = lines[i + 1].split(QLatin1Char(','));
        ASSERT_EQ(cells.size(), 1 + w.size());
        for (int j = 0; j < w.size(); ++j)
            EXPECT_NEAR(cells[j + 1].toDouble(), w[i].toArray()[j].toDouble(), 0.0005)
                << i << "," << j;
    }
}

TEST(CliImport, BadFilesExitTwoNamingTheProblemAndWriteNothing) {
    QTemporaryDir dir;
    const QString lesson = dir.filePath(QStringLiteral("never.attnlab.json"));
    const QString model = kFixture + QStringLiteral("model.safetensors");
    const QString vocab = kFixture + QStringLiteral("vocab.txt");
    struct Case {
        QStringList args;
        const char* message;
    };
    QFile truncated(dir.filePath(QStringLiteral("truncated.safetensors")));
    ASSERT_TRUE(truncated.open(QIODevice::WriteOnly));
    QFile whole(model);
    ASSERT_TRUE(whole.open(QIODevice::ReadOnly));
    truncated.write(whole.read(200));
    truncated.close();
    const std::vector<Case> cases = {
        {{model, QStringLiteral("--vocab"), vocab, QStringLiteral("--save"), lesson},
         "number of heads"},
        {{model, QStringLiteral("--heads"), QStringLiteral("2"), QStringLiteral("--save"), lesson},
         "vocabulary"},
        {{model, QStringLiteral("--heads"), QStringLiteral("0"), QStringLiteral("--vocab"), vocab,
          QStringLiteral("--save"), lesson},
         "--heads"},
        {{model, QStringLiteral("--heads"), QStringLiteral("2"), QStringLiteral("--vocab"), vocab},
         "--save"},
        {{truncated.fileName(), QStringLiteral("--heads"), QStringLiteral("2"),
          QStringLiteral("--vocab"), vocab, QStringLiteral("--save"), lesson},
         "truncated.safetensors"},
        {{dir.filePath(QStringLiteral("absent.safetensors")), QStringLiteral("--heads"),
          QStringLiteral("2"), QStringLiteral("--vocab"), vocab, QStringLiteral("--save"), lesson},
         "absent.safetensors"},
        // The model file given as --vocab: named as the --vocab file, not blamed on the model.
        {{model, QStringLiteral("--heads"), QStringLiteral("2"), QStringLiteral("--vocab"), model,
          QStringLiteral("--save"), lesson},
         "--vocab "},
    };
    for (const Case& c : cases) {
        const auto r = run_cli(QStringList{QStringLiteral("import")} + c.args);
        EXPECT_EQ(r.code, 2) << c.args.join(u' ').toStdString();
        EXPECT_TRUE(r.err.contains(QLatin1String(c.message)))
            << c.message << ": " << r.err.toStdString();
        EXPECT_FALSE(QFile::exists(lesson)) << c.message;
    }
}

}  // namespace
