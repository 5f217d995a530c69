// `attention-lab patch`, run as a process: the patching map of a real model
// (the GPT-2-shaped window fixture, with its BPE; nanoGPT's characters) and of
// a lesson's trained model as JSON, CSV and a figure; every cell the restored
// fraction of its own patched run; each bad input exits 2 naming it.
#include <gtest/gtest.h>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include "cli_process.hpp"

namespace {

using attn::test::CliResult;
using attn::test::run_cli;

const QString kPatchWindowModel = QStringLiteral(ATTNLAB_SOURCE_DIR "/tests/data/gpt/gpt2-window");
const QString kPatchNano =
    QStringLiteral(ATTNLAB_SOURCE_DIR "/tests/data/gpt/nanogpt-tiny/ckpt.pt");

CliResult run_patch(const QStringList& args) {
    return run_cli(QStringList{QStringLiteral("patch")} + args);
}

// Every cell is (patched − corrupted) / (clean − corrupted) of its own run.
void expect_patch_consistent(const QJsonObject& o, int layers, int cols) {
    const double clean = o[QStringLiteral("clean_diff")].toDouble();
    const double corrupt = o[QStringLiteral("corrupt_diff")].toDouble();
    ASSERT_NE(clean, corrupt);
    const QJsonArray map = o[QStringLiteral("map")].toArray();
    const QJsonArray diff = o[QStringLiteral("patched_diff")].toArray();
    ASSERT_EQ(map.size(), layers);
    ASSERT_EQ(diff.size(), layers);
    for (int l = 0; l < layers; ++l) {
        ASSERT_EQ(map[l].toArray().size(), cols);
        for (int j = 0; j < cols; ++j) {
            const double want = (diff[l].toArray()[j].toDouble() - corrupt) / (clean - corrupt);
            EXPECT_NEAR(map[l].toArray()[j].toDouble(), want, 1e-4 * (1 + std::abs(want)));
        }
    }
}

TEST(CliPatch, AGpt2MapOverHeadsAndOverPositionsAsJsonCsvAndAFigure) {
    const QStringList base{QStringLiteral("--model"),   kPatchWindowModel,
                           QStringLiteral("--clean"),   QStringLiteral("the cat sat on the mat"),
                           QStringLiteral("--corrupt"), QStringLiteral("the rat sat on the mat"),
                           QStringLiteral("--answer"),  QStringLiteral(" the"),
                           QStringLiteral("--foil"),    QStringLiteral(" and")};
    const CliResult heads = run_patch(base);
    ASSERT_EQ(heads.code, 0) << heads.err.toStdString();
    const QJsonObject h = QJsonDocument::fromJson(heads.out.toUtf8()).object();
    EXPECT_EQ(h[QStringLiteral("over")].toString(), QStringLiteral("heads"));
    EXPECT_EQ(h[QStringLiteral("answer")].toObject()[QStringLiteral("token")].toString(),
              QStringLiteral("␣the"));
    const int n = int(h[QStringLiteral("clean_tokens")].toArray().size());
    EXPECT_EQ(h[QStringLiteral("corrupt_tokens")].toArray().size(), n);
    expect_patch_consistent(h, 2, 4);

    const CliResult resid =
        run_patch(base + QStringList{QStringLiteral("--over"), QStringLiteral("residual")});
    ASSERT_EQ(resid.code, 0) << resid.err.toStdString();
    const QJsonObject r = QJsonDocument::fromJson(resid.out.toUtf8()).object();
    expect_patch_consistent(r, 2, n);
    EXPECT_EQ(r[QStringLiteral("clean_diff")].toDouble(),
              h[QStringLiteral("clean_diff")].toDouble());
    // The prompts differ in one token ('c' / 'r'): entering layer 1 the residual is that
    // token's embedding, so patching it restores the clean run fully, and any other 0.
    const QJsonArray ct = h[QStringLiteral("clean_tokens")].toArray();
    const QJsonArray rt = h[QStringLiteral("corrupt_tokens")].toArray();
    int differs = -1;
    for (int p = 0; p < n; ++p)
        if (ct[p] != rt[p]) {
            EXPECT_EQ(differs, -1) << "more than one token differs";
            differs = p;
        }
    ASSERT_GE(differs, 0);
    const QJsonArray first = r[QStringLiteral("map")].toArray()[0].toArray();
    for (int p = 0; p < n; ++p)
        EXPECT_NEAR(first[p].toDouble(), p == differs ? 1.0 : 0.0, 1e-4) << "position " << p;

    QTemporaryDir dir;
    const QString csv = dir.filePath(QStringLiteral("map.csv"));
    ASSERT_EQ(run_patch(base + QStringList{QStringLiteral("--output"), csv}).code, 0);
    QFile f(csv);
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    const QStringList lines = QString::fromUtf8(f.readAll()).trimmed().split(QLatin1Char('\n'));
    ASSERT_EQ(lines.size(), 1 + 2 * 4);
    EXPECT_EQ(lines[0], QStringLiteral("layer,head,restored,patched_diff"));
    EXPECT_TRUE(lines[1].startsWith(QStringLiteral("1,1,"))) << lines[1].toStdString();
    EXPECT_NEAR(lines[8].section(QLatin1Char(','), 2, 2).toDouble(),
                h[QStringLiteral("map")].toArray()[1].toArray()[3].toDouble(), 1e-5);
    const QString png = dir.filePath(QStringLiteral("map.png"));
    const CliResult fig = run_patch(base + QStringList{QStringLiteral("--output"), png});
    ASSERT_EQ(fig.code, 0) << fig.err.toStdString();
    QFile image(png);
    ASSERT_TRUE(image.open(QIODevice::ReadOnly));
    const QByteArray bytes = image.readAll();
    ASSERT_GT(bytes.size(), 24);
    EXPECT_TRUE(bytes.startsWith("\x89PNG"));
    const auto width = (uchar(bytes[16]) << 24) | (uchar(bytes[17]) << 16) |
                       (uchar(bytes[18]) << 8) | uchar(bytes[19]);  // IHDR
    EXPECT_GT(width, 200);
    // As SVG: it names the two prompts and says its metrics (the caption was made, not drawn).
    const QString svg = dir.filePath(QStringLiteral("map.svg"));
    ASSERT_EQ(run_patch(base + QStringList{QStringLiteral("--output"), svg}).code, 0);
    QFile drawn(svg);
    ASSERT_TRUE(drawn.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(drawn.readAll());
    EXPECT_TRUE(text.contains(QStringLiteral("Activation patching")))
        << text.left(300).toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("1 = fully restored")));
}

TEST(CliPatch, ALessonsTrainedModelIsPatchedToo) {
    const CliResult r =
        run_patch({QStringLiteral("--builtin"), QStringLiteral("course-3-training"),
                   QStringLiteral("--clean"), QStringLiteral("the bubbe made matzah ball"),
                   QStringLiteral("--corrupt"), QStringLiteral("the bubbe made soup ball"),
                   QStringLiteral("--answer"), QStringLiteral("soup"), QStringLiteral("--foil"),
                   QStringLiteral("again")});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    expect_patch_consistent(QJsonDocument::fromJson(r.out.toUtf8()).object(), 2, 4);
}

TEST(CliPatch, EachBadInputExits2NamingIt) {
    const auto nano = [](QString clean, QString corrupt, QString answer, QString foil,
                         QStringList more = {}) {
        return run_patch(QStringList{QStringLiteral("--model"), kPatchNano,
                                     QStringLiteral("--clean"), clean, QStringLiteral("--corrupt"),
                                     corrupt, QStringLiteral("--answer"), answer,
                                     QStringLiteral("--foil"), foil} +
                         more);
    };
    const CliResult ok = nano(QStringLiteral("to be or no"), QStringLiteral("to be on no"),
                              QStringLiteral("t"), QStringLiteral("n"));
    ASSERT_EQ(ok.code, 0) << ok.err.toStdString();
    for (const auto& [r, says] : std::vector<std::pair<CliResult, QString>>{
             {nano(QStringLiteral("to be or no"), QStringLiteral("to be or not"),
                   QStringLiteral("t"), QStringLiteral("n")),
              QStringLiteral("the clean prompt has 11 tokens and the corrupted one 12")},
             {nano(QStringLiteral("to be or no"), QStringLiteral("to be on no"),
                   QStringLiteral("to"), QStringLiteral("n")),
              QStringLiteral("--answer 'to' is read as 2 tokens")},
             {nano(QStringLiteral("to be or no"), QStringLiteral("to be on no"),
                   QStringLiteral("t"), QStringLiteral("t")),
              QStringLiteral("the answer and the foil are the same token")},
             {nano(QStringLiteral("to be or no"), QStringLiteral("to be or no"),
                   QStringLiteral("t"), QStringLiteral("n")),
              QStringLiteral("nothing for a patch to restore")},
             {nano(QStringLiteral("to be or no"), QStringLiteral("to be on no"),
                   QStringLiteral("t"), QStringLiteral("n"),
                   {QStringLiteral("--over"), QStringLiteral("layers")}),
              QStringLiteral("--over 'layers': expected heads or residual")},
             {nano(QStringLiteral("to be or no"), QStringLiteral("to be on no"),
                   QStringLiteral("t"), QStringLiteral("n"),
                   {QStringLiteral("--output"), QStringLiteral("/tmp/x.txt")}),
              QStringLiteral("expected a .json, .csv, .png, .svg or .pdf file")},
             {run_patch({QStringLiteral("--model"), kPatchNano}),
              QStringLiteral("--clean is needed")},
             // Named as typed (it was "sentence '…'").
             {nano(QStringLiteral("to be or no"), QStringLiteral("to bé or no"),
                   QStringLiteral("t"), QStringLiteral("n")),
              QStringLiteral("--corrupt 'to bé or no'")},
             {run_patch({QStringLiteral("--builtin"), QStringLiteral("module1"),
                         QStringLiteral("--clean"), QStringLiteral("a"),
                         QStringLiteral("--corrupt"), QStringLiteral("b"),
                         QStringLiteral("--answer"), QStringLiteral("a"), QStringLiteral("--foil"),
                         QStringLiteral("b")}),
              QStringLiteral("the lesson has no model to patch")}}) {
        EXPECT_EQ(r.code, 2) << says.toStdString() << " / " << r.err.toStdString();
        EXPECT_TRUE(r.err.contains(says)) << says.toStdString() << " / " << r.err.toStdString();
    }
}

}  // namespace
