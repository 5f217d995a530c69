// `attention-lab heads`, run as a process: the head-roles test of a lesson's
// trained model and of the real-model fixtures as JSON (equal to the engine's
// head_roles on the same sequence), CSV and a figure; each bad input exits 2
// naming it.
#include <gtest/gtest.h>

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include "attnlab/checkpoints/model_files.hpp"
#include "attnlab/gpt/gpt_of_trained.hpp"
#include "attnlab/gpt/head_roles.hpp"
#include "attnlab/lesson/lesson_io.hpp"
#include "cli_process.hpp"

namespace {

using attn::test::CliResult;
using attn::test::run_cli;
using attn::test::s;

CliResult run_heads(const QStringList& args) { return run_cli(QStringList{s("heads")} + args); }

QJsonObject json_of(const CliResult& r) { return QJsonDocument::fromJson(r.out.toUtf8()).object(); }

TEST(CliHeads, ATrainedLessonsScoresAreTheEnginesOnTheSameSequence) {
    const CliResult r = run_heads({s("--builtin"), s("course-3-training"), s("--seed"), s("4")});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    const QJsonObject o = json_of(r);
    const attn::Lesson lesson = attn::read_lesson_file(
        ATTNLAB_SOURCE_DIR "/resources/lessons/course-3-training.attnlab.json");
    ASSERT_TRUE(lesson.model);
    const int T = lesson.model->config.context;
    EXPECT_EQ(o[s("length")].toInt(), std::min(64, T / 2));  // the default R
    EXPECT_EQ(o[s("seed")].toInt(), 4);
    std::vector<int> seq;
    for (const auto& v : o[s("sequence")].toArray()) seq.push_back(v.toInt());
    EXPECT_EQ(seq, attn::random_token_sequence(lesson.model->config.vocab, T / 2, 4));
    EXPECT_EQ(o[s("tokens")].toArray().size(), qsizetype(seq.size()));
    const attn::HeadRoles want = attn::head_roles(attn::gpt_model_of(*lesson.model), seq);
    const QJsonArray heads = o[s("heads")].toArray();
    ASSERT_EQ(heads.size(), want.layers * want.heads);
    for (const auto& v : heads) {
        const QJsonObject h = v.toObject();
        const attn::HeadRoleScores& w =
            want.at(h[s("layer")].toInt() - 1, h[s("head")].toInt() - 1);
        EXPECT_DOUBLE_EQ(h[s("previous_token")].toDouble(), w.previous_token);
        EXPECT_DOUBLE_EQ(h[s("induction")].toDouble(), w.induction);
        EXPECT_DOUBLE_EQ(h[s("duplicate")].toDouble(), w.duplicate);
        EXPECT_DOUBLE_EQ(h[s("first_token")].toDouble(), w.first_token);
    }
    // --sequence with the same ids gives the same scores; its seed is null.
    QStringList ids;
    for (int id : seq) ids << QString::number(id);
    const CliResult again = run_heads(
        {s("--builtin"), s("course-3-training"), s("--sequence"), ids.join(QLatin1Char(','))});
    ASSERT_EQ(again.code, 0) << again.err.toStdString();
    EXPECT_EQ(json_of(again)[s("heads")], o[s("heads")]);
    EXPECT_TRUE(json_of(again)[s("seed")].isNull());
}

TEST(CliHeads, RealModelsAsJsonCsvAndAFigure) {
    QTemporaryDir dir;
    const QString model = s(ATTNLAB_SOURCE_DIR "/tests/data/gpt/gpt2-window");
    const CliResult json = run_heads({s("--model"), model, s("--length"), s("10")});
    ASSERT_EQ(json.code, 0) << json.err.toStdString();
    const QJsonArray heads = json_of(json)[s("heads")].toArray();
    ASSERT_EQ(heads.size(), 2 * 4);
    for (const auto& v : heads)
        for (const char* k : {"previous_token", "induction", "duplicate", "first_token"}) {
            EXPECT_GE(v.toObject()[s(k)].toDouble(), 0.0);
            EXPECT_LE(v.toObject()[s(k)].toDouble(), 1.0 + 1e-9);
        }
    const QString csv = dir.filePath(s("h.csv")), png = dir.filePath(s("h.png"));
    ASSERT_EQ(run_heads({s("--model"), model, s("--length"), s("10"), s("--output"), csv}).code, 0);
    const QStringList lines = attn::test::read_text(csv).trimmed().split(QLatin1Char('\n'));
    EXPECT_EQ(lines.value(0), s("layer,head,previous_token,induction,duplicate,first_token"));
    EXPECT_EQ(lines.size(), 1 + 8);
    ASSERT_EQ(run_heads({s("--model"), model, s("--output"), png}).code, 0);
    EXPECT_GT(QFileInfo(png).size(), 1000);
    const CliResult nano =
        run_heads({s("--model"), s(ATTNLAB_SOURCE_DIR "/tests/data/gpt/nanogpt-tiny/ckpt.pt")});
    EXPECT_EQ(nano.code, 0) << nano.err.toStdString();
}

TEST(CliHeads, BadInputExitsTwoNamingIt) {
    const QString model = s(ATTNLAB_SOURCE_DIR "/tests/data/gpt/gpt2-window");
    const auto expect_refused = [](const CliResult& r, const QString& says) {
        EXPECT_EQ(r.code, 2) << r.out.toStdString();
        EXPECT_TRUE(r.err.contains(says)) << r.err.toStdString();
    };
    expect_refused(run_heads({s("--model"), model, s("--length"), s("1")}), s("--length"));
    expect_refused(run_heads({s("--model"), model, s("--sequence"), s("1,2,x")}), s("item 3"));
    expect_refused(run_heads({s("--model"), model, s("--sequence"), s("7")}), s("at least 2"));
    expect_refused(run_heads({s("--model"), model, s("--sequence"), s("1,2"), s("--seed"), s("3")}),
                   s("without --length and --seed"));
    expect_refused(run_heads({s("--builtin"), s("module1")}), s("no model to test"));
    expect_refused(run_heads({s("--model"), model, s("--output"), s("x.txt")}), s("x.txt"));
    expect_refused(run_heads({}), s("give the model to test"));
}

// --ablate / --keep-only lay a what-if on heads over the test's pass (the scores are the
// engine's under the same interventions, echoed as `interventions`); --cut and a head the
// model lacks are refused naming them.
TEST(CliHeads, AWhatIfOnHeadsIsLaidOverTheTest) {
    const QString model = s(ATTNLAB_SOURCE_DIR "/tests/data/gpt/gpt2-window");
    const CliResult r =
        run_heads({s("--model"), model, s("--length"), s("10"), s("--ablate"), s("1.2")});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    const QJsonObject o = json_of(r);
    std::vector<int> seq;
    for (const auto& v : o[s("sequence")].toArray()) seq.push_back(v.toInt());
    const attn::OpenedModel m = attn::open_model(model.toStdString());
    const std::vector<attn::Intervention> off = {
        attn::Intervention::on_head(attn::Intervention::Kind::Ablate, 0, 1)};
    const attn::HeadRoles want = attn::head_roles(m.model, seq, nullptr, off);
    for (const auto& v : o[s("heads")].toArray()) {
        const QJsonObject h = v.toObject();
        EXPECT_DOUBLE_EQ(h[s("induction")].toDouble(),
                         want.at(h[s("layer")].toInt() - 1, h[s("head")].toInt() - 1).induction);
    }
    ASSERT_EQ(o[s("interventions")].toArray().size(), 1);
    const CliResult plain = run_heads({s("--model"), model, s("--length"), s("10")});
    EXPECT_NE(json_of(plain)[s("heads")], o[s("heads")]);
    EXPECT_FALSE(json_of(plain).contains(s("interventions")));
    const CliResult cut =
        run_heads({s("--model"), model, s("--length"), s("10"), s("--cut"), s("1.1:2>1")});
    EXPECT_EQ(cut.code, 2);
    EXPECT_TRUE(cut.err.contains(s("not a cut line or a patch"))) << cut.err.toStdString();
    const CliResult lacks =
        run_heads({s("--model"), model, s("--length"), s("10"), s("--ablate"), s("3.1")});
    EXPECT_EQ(lacks.code, 2);
    EXPECT_TRUE(lacks.err.contains(s("layer 3"))) << lacks.err.toStdString();
}

// Every command's --help names the program as people type it, whatever path started it.
TEST(CliHeads, HelpNamesTheCommandAsTyped) {
    for (const char* command : {"heads", "render", "patch", "trace", "train"}) {
        const CliResult r = run_cli({s(command), s("--help")});
        EXPECT_EQ(r.code, 0);
        EXPECT_TRUE(r.out.startsWith(s("Usage: attention-lab ") + s(command) + s(" [options]")))
            << r.out.left(80).toStdString();
    }
    EXPECT_TRUE(run_cli({s("render"), s("--help")}).out.contains(s("lens (a real model")));
}

}  // namespace
