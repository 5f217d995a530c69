// `attention-lab train --task induction --report heads` (issue 39), run as a
// process: one JSON line per snapshot with both losses and every head's four
// scores, then the phase change; seeded runs repeat exactly; bad input exits 2.
#include <gtest/gtest.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include "cli_process.hpp"

namespace {

using attn::test::CliResult;
using attn::test::run_cli;
using attn::test::s;

TEST(CliTrainInduction, ReportsEverySnapshotsLossesAndHeadsThenThePhaseChange) {
    const QStringList args{s("train"), s("--task"),   s("induction"), s("--steps"),
                           s("200"),   s("--report"), s("heads"),     s("--report-every"),
                           s("100"),   s("--seed"),   s("2")};
    const CliResult r = run_cli(args);
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    const QStringList lines = r.out.trimmed().split(QLatin1Char('\n'));
    ASSERT_EQ(lines.size(), 4);  // steps 0, 100, 200, then the phase change
    int step = 0;
    for (int k = 0; k < 3; ++k, step += 100) {
        const QJsonObject o = QJsonDocument::fromJson(lines[k].toUtf8()).object();
        EXPECT_EQ(o[s("step")].toInt(), step);
        EXPECT_GT(o[s("first_loss")].toDouble(), 0.0);
        EXPECT_GT(o[s("repeat_loss")].toDouble(), 0.0);
        const QJsonArray heads = o[s("heads")].toArray();
        ASSERT_EQ(heads.size(), 2 * 2);  // the task's defaults: 2 layers × 2 heads
        EXPECT_EQ(heads[3].toObject()[s("layer")].toInt(), 2);
        EXPECT_EQ(heads[3].toObject()[s("head")].toInt(), 2);
        for (const auto& h : heads)
            for (const char* key : {"previous_token", "induction", "duplicate", "first_token"}) {
                const double v = h.toObject()[s(key)].toDouble(-1);
                EXPECT_TRUE(v >= 0 && v <= 1.0 + 1e-9) << key << " " << v;
            }
    }
    EXPECT_TRUE(QJsonDocument::fromJson(lines[0].toUtf8()).object()[s("loss")].isNull());
    EXPECT_TRUE(
        QJsonDocument::fromJson(lines[3].toUtf8()).object().contains(s("phase_change_step")));
    EXPECT_EQ(run_cli(args).out, r.out) << "a seeded run repeats exactly";
}

// Attention only, the papers' setting: layer 1 learns previous-token heads and layer 2
// induction heads, and the repeated tokens' loss falls below half the first ones'.
TEST(CliTrainInduction, AnAttentionOnlyModelFormsPreviousTokenAndInductionHeads) {
    const CliResult r = run_cli({s("train"), s("--task"), s("induction"), s("--attention-only"),
                                 s("--report"), s("heads"), s("--report-every"), s("1000")});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_TRUE(r.err.contains(s("attention only"))) << r.err.toStdString();
    const QStringList lines = r.out.trimmed().split(QLatin1Char('\n'));
    ASSERT_EQ(lines.size(), 6);  // steps 0, 1000 … 4000, then the phase change
    const QJsonObject last = QJsonDocument::fromJson(lines[4].toUtf8()).object();
    EXPECT_LT(last[s("repeat_loss")].toDouble(), 0.5 * last[s("first_loss")].toDouble());
    double previous = 0, induction = 0;
    for (const auto& h : last[s("heads")].toArray()) {
        const QJsonObject o = h.toObject();
        if (o[s("layer")].toInt() == 1)
            previous = std::max(previous, o[s("previous_token")].toDouble());
        else
            induction = std::max(induction, o[s("induction")].toDouble());
    }
    EXPECT_GT(previous, 0.3);
    EXPECT_GE(induction, 0.5);
    const QJsonObject phase = QJsonDocument::fromJson(lines[5].toUtf8()).object();
    EXPECT_GT(phase[s("phase_change_step")].toInt(), 0);
    // --d-ff sizes a layer an attention-only model does not have.
    const CliResult bad = run_cli({s("train"), s("--attention-only"), s("--d-ff"), s("64")});
    EXPECT_EQ(bad.code, 2);
    EXPECT_TRUE(bad.err.contains(s("--d-ff"))) << bad.err.toStdString();
}

TEST(CliTrainInduction, BadInputExitsTwoNamingIt) {
    const auto refused = [](const QStringList& args, const QString& says) {
        const CliResult r = run_cli(QStringList{s("train")} + args);
        EXPECT_EQ(r.code, 2) << args.join(QLatin1Char(' ')).toStdString();
        EXPECT_TRUE(r.err.contains(says)) << r.err.toStdString();
    };
    refused({s("--task"), s("copying")}, s("--task 'copying'"));
    refused({s("--report"), s("heads")}, s("--task induction"));
    refused({s("--task"), s("induction"), s("--report"), s("loss")}, s("expected heads"));
    refused({s("--task"), s("induction"), s("--builtin"), s("bubbe")}, s("without --corpus"));
    refused({s("--task"), s("induction"), s("--symbols"), s("30")}, s("--symbols"));
    refused({s("--symbols"), s("5")}, s("--task induction"));
}

}  // namespace
