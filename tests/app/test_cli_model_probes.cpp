// `render --model … --view lens|rollout`, run as a process on the nanogpt-tiny
// fixture: the figure's numbers (its --data table) are the engine's own
// (attnlab/gpt/gpt_lens.hpp, computed here in the test from the same model
// and sentence), the figure files are written, and bad input exits 2 naming
// the position, the option or the view.
#include <gtest/gtest.h>

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include "attnlab/checkpoints/model_files.hpp"
#include "attnlab/gpt/gpt_lens.hpp"
#include "attnlab/lesson/real_model_lesson.hpp"
#include "cli_process.hpp"

namespace {

using attn::test::CliResult;
using attn::test::run_cli;

const QString kCkpt = QStringLiteral(ATTNLAB_SOURCE_DIR "/tests/data/gpt/nanogpt-tiny/ckpt.pt");
const QString kText = QStringLiteral("to be or not");

// RFC 4180 lines: fields split on commas outside quotes, "" inside quotes a quote.
QList<QStringList> read_csv(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return {};
    const QString text = QString::fromUtf8(f.readAll());
    QList<QStringList> rows;
    QStringList row;
    QString field;
    bool quoted = false;
    for (int i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (quoted) {
            if (c == QLatin1Char('"') && i + 1 < text.size() && text[i + 1] == QLatin1Char('"'))
                field += c, ++i;
            else if (c == QLatin1Char('"'))
                quoted = false;
            else
                field += c;
        } else if (c == QLatin1Char('"')) {
            quoted = true;
        } else if (c == QLatin1Char(',')) {
            row << field, field.clear();
        } else if (c == QLatin1Char('\n')) {
            row << field, field.clear();
            rows << row, row.clear();
        } else if (c != QLatin1Char('\r')) {
            field += c;
        }
    }
    if (!field.isEmpty() || !row.isEmpty())
        rows << (row << field);  // a last line without its newline
    return rows;
}

class CliModelProbes : public ::testing::Test {
  protected:
    void SetUp() override {
        ASSERT_TRUE(dir.isValid());
        model = attn::open_model(kCkpt.toStdString());
        ids = attn::real_model_ids(model, kText.toStdString());
    }
    QString path(const char* name) const { return dir.filePath(QLatin1String(name)); }
    CliResult render(const QStringList& extra) const {
        return run_cli(QStringList{QStringLiteral("render"), QStringLiteral("--model"), kCkpt,
                                   QStringLiteral("--sentence"), kText} +
                       extra);
    }
    QTemporaryDir dir;
    attn::OpenedModel model;
    std::vector<int> ids;
};

TEST_F(CliModelProbes, RolloutDataIsTheEnginesRolloutOfThatToken) {
    const CliResult r =
        render({QStringLiteral("--view"), QStringLiteral("rollout"), QStringLiteral("--position"),
                QStringLiteral("5"), QStringLiteral("--output"), path("rollout.svg"),
                QStringLiteral("--data"), path("rollout.csv")});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_GT(QFile(path("rollout.svg")).size(), 1000);
    attn::GptRunner runner(model.model);
    const attn::Matrix want = attn::attention_rollout(runner.run(ids), 5);  // L × n
    const QList<QStringList> csv = read_csv(path("rollout.csv"));
    ASSERT_EQ(csv.size(), 1 + want.rows());  // the tokens, then a row per layer
    ASSERT_EQ(csv.front().size(), 1 + want.cols());
    for (int k = 0; k < int(ids.size()); ++k)
        EXPECT_EQ(csv.front()[k + 1].toStdString(), model.tokenizer->display(ids[std::size_t(k)]));
    for (int l = 0; l < want.rows(); ++l) {
        EXPECT_EQ(csv[l + 1][0], QStringLiteral("after layer %1").arg(l + 1));
        double sum = 0;
        for (int k = 0; k < want.cols(); ++k) {
            const double v = csv[l + 1][k + 1].toDouble();
            EXPECT_NEAR(v, want(l, k), 5e-4) << "layer " << l + 1 << " token " << k;
            if (k > 5) {
                EXPECT_EQ(csv[l + 1][k + 1], QStringLiteral("0.000"));
            }
            sum += v;
        }
        EXPECT_NEAR(sum, 1.0, 0.006);  // twelve numbers of three decimals
    }
}

TEST_F(CliModelProbes, LensDataIsTheEnginesGuessesAtThatPosition) {
    const CliResult r = render(
        {QStringLiteral("--view"), QStringLiteral("lens"), QStringLiteral("--position"),
         QStringLiteral("3"), QStringLiteral("--top"), QStringLiteral("4"),
         QStringLiteral("--output"), path("lens.png"), QStringLiteral("--data"), path("lens.csv")});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_GT(QFile(path("lens.png")).size(), 1000);
    attn::GptRunner runner(model.model);
    const auto want = attn::logit_lens(runner, runner.run(ids), 3, 4);  // L + 1 rows of 4
    const QList<QStringList> csv = read_csv(path("lens.csv"));
    ASSERT_EQ(csv.size(), 1 + int(want.size()));
    EXPECT_EQ(
        csv.front(),
        (QStringList{QStringLiteral("read after"), QStringLiteral("guess 1"), QStringLiteral("p 1"),
                     QStringLiteral("guess 2"), QStringLiteral("p 2"), QStringLiteral("guess 3"),
                     QStringLiteral("p 3"), QStringLiteral("guess 4"), QStringLiteral("p 4")}));
    for (std::size_t l = 0; l < want.size(); ++l) {
        const QStringList& row = csv[int(l) + 1];
        ASSERT_EQ(row.size(), 9);
        EXPECT_EQ(row[0],
                  l == 0 ? QStringLiteral("embeddings") : QStringLiteral("layer %1").arg(l));
        for (int k = 0; k < 4; ++k) {
            EXPECT_EQ(row[1 + 2 * k].toStdString(),
                      model.tokenizer->display(want[l][std::size_t(k)].id))
                << "row " << l << " rank " << k;
            EXPECT_NEAR(row[2 + 2 * k].toDouble(), want[l][std::size_t(k)].probability, 5e-4);
        }
    }
}

TEST_F(CliModelProbes, TheDefaultPositionIsTheLastToken) {
    const CliResult r =
        render({QStringLiteral("--view"), QStringLiteral("rollout"), QStringLiteral("--output"),
                path("r.pdf"), QStringLiteral("--data"), path("r.csv")});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    attn::GptRunner runner(model.model);
    const attn::Matrix want = attn::attention_rollout(runner.run(ids), int(ids.size()) - 1);
    const QList<QStringList> csv = read_csv(path("r.csv"));
    ASSERT_EQ(csv.size(), 1 + want.rows());
    for (int k = 0; k < want.cols(); ++k)
        EXPECT_NEAR(csv.back()[k + 1].toDouble(), want(want.rows() - 1, k), 5e-4);
    EXPECT_TRUE(QFile(path("r.pdf")).exists());
}

TEST_F(CliModelProbes, BadInputExitsTwoNamingIt) {
    const auto fails = [&](const QStringList& extra, const QString& says) {
        const CliResult r = render(extra + QStringList{QStringLiteral("--output"), path("x.png")});
        EXPECT_EQ(r.code, 2) << extra.join(QLatin1Char(' ')).toStdString();
        EXPECT_TRUE(r.err.contains(says)) << r.err.toStdString();
    };
    fails({QStringLiteral("--view"), QStringLiteral("lens"), QStringLiteral("--position"),
           QStringLiteral("12")},
          QStringLiteral(
              "position 12 does not exist; the sentence has 12 tokens (positions 0 to 11)"));
    fails({QStringLiteral("--view"), QStringLiteral("rollout"), QStringLiteral("--position"),
           QStringLiteral("-1")},
          QStringLiteral("position -1 does not exist"));
    fails({QStringLiteral("--view"), QStringLiteral("lens"), QStringLiteral("--position"),
           QStringLiteral("two")},
          QStringLiteral("--position 'two' is not a token position"));
    fails({QStringLiteral("--view"), QStringLiteral("lens"), QStringLiteral("--top"),
           QStringLiteral("0")},
          QStringLiteral("--top"));
    fails({QStringLiteral("--view"), QStringLiteral("rollout"), QStringLiteral("--top"),
           QStringLiteral("3")},
          QStringLiteral("--top applies to the lens view"));
    fails({QStringLiteral("--view"), QStringLiteral("lens"), QStringLiteral("--layer"),
           QStringLiteral("1")},
          QStringLiteral("--layer does not apply to the lens view"));
    const CliResult r =
        render({QStringLiteral("--view"), QStringLiteral("lens"), QStringLiteral("--output"),
                path("y.png"), QStringLiteral("--data"), path("y.txt")});
    EXPECT_EQ(r.code, 2);
    EXPECT_TRUE(r.err.contains(QStringLiteral("use .csv or .tex"))) << r.err.toStdString();
}

}  // namespace
