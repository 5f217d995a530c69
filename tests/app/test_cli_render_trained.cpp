// `render` on lessons saved by `train --save`: the loss curve the lesson now
// keeps, the trained model's heads of any layer (the seed's ball → matzah
// weight as a number in the SVG), exit 2 for a layer, head or word the
// model does not have, and figure sets that end with the model's own figures.
#include <gtest/gtest.h>

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>

#include "attnlab/lesson/lesson_io.hpp"
#include "attnlab/model/next_word.hpp"
#include "cli_process.hpp"

namespace {

using Result = attn::test::CliResult;
using attn::test::run_cli;

const QString kProbe = QStringLiteral("the bubbe made matzah ball soup again");

using attn::test::read;

Result render(const QString& lesson, QStringList args) {
    return run_cli(QStringList{QStringLiteral("render"), QStringLiteral("--lesson"), lesson} +
                   args);
}

// One lesson trained with the default settings (300 steps, seed 1) for the
// whole suite, and the summary `train` printed.
class CliRenderTrained : public ::testing::Test {
  protected:
    static void SetUpTestSuite() {
        dir_ = new QTemporaryDir;
        lesson_ = new QString(dir_->filePath(QStringLiteral("bubbe.attnlab.json")));
        *summary_ = run_cli({QStringLiteral("train"), QStringLiteral("--save"), *lesson_}, 600000);
    }
    static void TearDownTestSuite() {
        delete lesson_;
        delete dir_;
    }
    QString path(const QString& name) const { return dir_->filePath(name); }
    static inline QTemporaryDir* dir_ = nullptr;
    static inline QString* lesson_ = nullptr;
    static inline Result* summary_ = new Result{};
};

TEST_F(CliRenderTrained, LossOfAShortRunSavedByTrainIsDrawn) {
    const QString lesson = path(QStringLiteral("short.attnlab.json"));
    const Result t = run_cli({QStringLiteral("train"), QStringLiteral("--steps"),
                              QStringLiteral("30"), QStringLiteral("--save"), lesson});
    ASSERT_EQ(t.code, 0) << t.err.toStdString();
    const attn::Lesson l = attn::read_lesson_file(lesson.toStdString());
    ASSERT_TRUE(l.model.has_value());
    ASSERT_EQ(l.model->loss_history.size(), 30u);  // one sample per step
    EXPECT_EQ(l.model->loss_history.back().step, 30);
    EXPECT_FLOAT_EQ(l.model->loss_history.back().train, l.model->train_loss);
    EXPECT_FLOAT_EQ(l.model->loss_history.back().val, l.model->val_loss);  // validated at the end
    for (const char* ext : {"png", "svg"}) {
        const QString out = path(QStringLiteral("loss.%1").arg(QLatin1String(ext)));
        const Result r = render(lesson, {QStringLiteral("--view"), QStringLiteral("loss"),
                                         QStringLiteral("--output"), out});
        ASSERT_EQ(r.code, 0) << r.err.toStdString();
        EXPECT_GT(read(out).size(), 1000) << ext;
    }
    // The curve is drawn: the SVG has a path.
    const QByteArray svg = read(path(QStringLiteral("loss.svg")));
    EXPECT_TRUE(svg.contains("<path") || svg.contains("<polyline")) << svg.left(400).toStdString();
    EXPECT_TRUE(svg.contains("for 30 steps (seed 1)"))
        << "the caption says where the curve came from";
}

// A lesson saved before lessons kept the loss history: its model still draws,
// and the loss view says why there is no curve.
TEST_F(CliRenderTrained, ALessonWithoutHistoryStillOpensAndSaysSo) {
    const QString old =
        QStringLiteral(ATTNLAB_SOURCE_DIR "/tests/data/trained-before-history.attnlab.json");
    Result r = render(old, {QStringLiteral("--view"), QStringLiteral("loss"),
                            QStringLiteral("--output"), path(QStringLiteral("old.png"))});
    EXPECT_EQ(r.code, 2);
    EXPECT_TRUE(r.err.contains(QStringLiteral("keeps no loss history"))) << r.err.toStdString();
    r = render(old,
               {QStringLiteral("--view"), QStringLiteral("heads"), QStringLiteral("--layer"),
                QStringLiteral("2"), QStringLiteral("--output"), path(QStringLiteral("old.svg"))});
    EXPECT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_TRUE(read(path(QStringLiteral("old.svg"))).contains(">layer 2, head 2<"));
}

TEST_F(CliRenderTrained, HeadsOfTheLayerTheSummaryNamesShowBallToMatzah) {
    ASSERT_EQ(summary_->code, 0) << summary_->err.toStdString();
    // The summary's strongest "ball → matzah" line names layer L, head H.
    const QRegularExpression re(QStringLiteral("L(\\d) H(\\d): [^\\n]*ball → matzah ([0-9.]+)"));
    int layer = 0, head = 0;
    double best = 0;
    for (auto it = re.globalMatch(summary_->out); it.hasNext();) {
        const auto m = it.next();
        if (m.captured(3).toDouble() > best)
            best = m.captured(3).toDouble(), layer = m.captured(1).toInt(),
            head = m.captured(2).toInt();
    }
    ASSERT_GE(best, 0.5) << summary_->out.toStdString();
    // The weight, read from the saved lesson's model, to the figure's 3 decimals.
    const attn::Lesson l = attn::read_lesson_file(lesson_->toStdString());
    attn::Model m = l.model->to_model();
    const attn::ProbeReading reading =
        attn::read_probe(m, l.model->vocabulary, kProbe.toStdString());
    const float w = reading.attention.at(layer - 1, head - 1)(4, 3);  // ball (4) → matzah (3)
    EXPECT_NEAR(w, best, 0.0051);
    const QString out = path(QStringLiteral("heads.svg"));
    const Result r =
        render(*lesson_, {QStringLiteral("--view"), QStringLiteral("heads"),
                          QStringLiteral("--layer"), QString::number(layer),
                          QStringLiteral("--sentence"), kProbe, QStringLiteral("--output"), out});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    const QByteArray svg = read(out);
    EXPECT_TRUE(svg.contains(">" + QByteArray::number(double(w), 'f', 3) + "<")) << "no " << w;
    EXPECT_TRUE(svg.contains(QStringLiteral(">layer %1, head %2<").arg(layer).arg(head).toUtf8()));
    EXPECT_TRUE(svg.contains(">matzah<") && svg.contains(">ball<"));
    EXPECT_TRUE(svg.contains("hatched")) << "the caption explains the masked cells";
    // One head alone, as a PNG of the requested size.
    const Result one = render(
        *lesson_, {QStringLiteral("--view"), QStringLiteral("weights"), QStringLiteral("--layer"),
                   QString::number(layer), QStringLiteral("--head"), QString::number(head),
                   QStringLiteral("--sentence"), kProbe, QStringLiteral("--output"),
                   path(QStringLiteral("one.svg"))});
    ASSERT_EQ(one.code, 0) << one.err.toStdString();
    EXPECT_TRUE(read(path(QStringLiteral("one.svg")))
                    .contains(">" + QByteArray::number(double(w), 'f', 3) + "<"));
}

TEST_F(CliRenderTrained, ALayerHeadOrWordTheModelLacksExits2) {
    ASSERT_EQ(summary_->code, 0) << summary_->err.toStdString();
    const QString png = path(QStringLiteral("bad.png"));
    const struct {
        QStringList args;
        const char* says;
    } cases[] = {
        {{QStringLiteral("--view"), QStringLiteral("heads"), QStringLiteral("--layer"),
          QStringLiteral("3")},
         "layer 3 does not exist: the trained model has 2 layers"},
        {{QStringLiteral("--view"), QStringLiteral("weights"), QStringLiteral("--layer"),
          QStringLiteral("2"), QStringLiteral("--head"), QStringLiteral("5")},
         "head 5 does not exist: the trained model has 4 heads per layer"},
        {{QStringLiteral("--view"), QStringLiteral("scores"), QStringLiteral("--sentence"),
          QStringLiteral("the bubbe made zebra soup")},
         "'zebra' is not in the trained model's vocabulary"},
    };
    for (const auto& c : cases) {
        const Result r = render(*lesson_, c.args + QStringList{QStringLiteral("--output"), png});
        EXPECT_EQ(r.code, 2) << c.says;
        EXPECT_TRUE(r.err.contains(QString::fromUtf8(c.says))) << r.err.toStdString();
    }
    EXPECT_FALSE(QFile::exists(png));
    // --hand-wired draws the lesson's own attention, which has one layer.
    const Result hw =
        render(*lesson_, {QStringLiteral("--view"), QStringLiteral("weights"),
                          QStringLiteral("--hand-wired"), QStringLiteral("--output"), png});
    EXPECT_EQ(hw.code, 0) << hw.err.toStdString();
}

TEST_F(CliRenderTrained, FigureSetsEndWithTheLossAndEveryLayersHeads) {
    ASSERT_EQ(summary_->code, 0) << summary_->err.toStdString();
    const QString out = path(QStringLiteral("set"));
    const Result r = render(
        *lesson_, {QStringLiteral("--figures"), QStringLiteral("all"), QStringLiteral("--format"),
                   QStringLiteral("svg"), QStringLiteral("--output-dir"), out});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    const QStringList lines = r.out.trimmed().split(QLatin1Char('\n'));
    ASSERT_GE(lines.size(), 3);
    EXPECT_EQ(lines.mid(lines.size() - 3),
              (QStringList{QDir(out).filePath(QStringLiteral("trained-loss.svg")),
                           QDir(out).filePath(QStringLiteral("trained-heads-layer1.svg")),
                           QDir(out).filePath(QStringLiteral("trained-heads-layer2.svg"))}));
    // Layer 2 on the lesson's sentence (the probe `train` recorded): the model's weights, to 3
    // decimals.
    const attn::Lesson l = attn::read_lesson_file(lesson_->toStdString());
    attn::Model m = l.model->to_model();
    const attn::ProbeReading reading =
        attn::read_probe(m, l.model->vocabulary, kProbe.toStdString());
    const QByteArray svg = read(QDir(out).filePath(QStringLiteral("trained-heads-layer2.svg")));
    for (int h = 0; h < l.model->config.heads; ++h)
        EXPECT_TRUE(svg.contains(
            ">" + QByteArray::number(double(reading.attention.at(1, h)(4, 3)), 'f', 3) + "<"))
            << "head " << h + 1;
    EXPECT_TRUE(svg.contains("hatched"));
    EXPECT_TRUE(read(QDir(out).filePath(QStringLiteral("trained-loss.svg"))).contains("300 steps"));
}

}  // namespace
