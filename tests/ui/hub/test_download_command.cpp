// `attention-lab download REPO [--revision R] [--dir DIR]` as a process against
// FakeHub: the folder on stdout and progress on stderr; exit 2 for a
// repository that does not exist or a gated one, 1 for no network; a bad
// HF_ENDPOINT refused; a downloaded repository id then opens with --model.
#include <gtest/gtest.h>

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>

#include "fake_hub.hpp"
#include "hub/model_store.hpp"

namespace attn::ui {
namespace {

using attn::test::FakeHub;

struct CliRun {
    int code;
    QString out, err;
};

CliRun run_cli(const QStringList& args, const QString& endpoint, const QString& home) {
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("HF_ENDPOINT"), endpoint);
    env.insert(QStringLiteral("XDG_DATA_HOME"), home + QStringLiteral("/data"));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home + QStringLiteral("/config"));
    env.remove(QStringLiteral("HF_TOKEN"));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(ATTNLAB_CLI), args);
    p.waitForFinished(120000);
    return {p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError())};
}

const QString kCliFixture = QStringLiteral(ATTNLAB_SOURCE_DIR "/tests/data/gpt/gpt2-window");

TEST(DownloadCommand, PrintsTheFolderAndExitsByKind) {
    FakeHub hub(QStringLiteral("lab/gpt2-window"), kCliFixture);
    QTemporaryDir home, dir;
    const CliRun ok = run_cli({QStringLiteral("download"), QStringLiteral("lab/gpt2-window"),
                               QStringLiteral("--dir"), dir.path()},
                              hub.url(), home.path());
    ASSERT_EQ(ok.code, 0) << ok.err.toStdString();
    const QString folder = model_store::folder_for(dir.path(), QStringLiteral("lab/gpt2-window"),
                                                   QStringLiteral("main"));
    EXPECT_EQ(ok.out.trimmed(), QDir::toNativeSeparators(folder));
    EXPECT_TRUE(ok.err.contains(QLatin1String("100%"))) << ok.err.toStdString();
    EXPECT_TRUE(model_store::read_record(folder));

    const CliRun missing = run_cli({QStringLiteral("download"), QStringLiteral("lab/nothing"),
                                    QStringLiteral("--dir"), dir.path()},
                                   hub.url(), home.path());
    EXPECT_EQ(missing.code, 2);
    EXPECT_TRUE(missing.err.contains(QLatin1String("lab/nothing"))) << missing.err.toStdString();
    EXPECT_TRUE(missing.out.isEmpty());

    hub.setFaults({.gated = true});
    const CliRun gated = run_cli(
        {QStringLiteral("download"), QStringLiteral("lab/gpt2-window"),
         QStringLiteral("--revision"), QStringLiteral("v2"), QStringLiteral("--dir"), dir.path()},
        hub.url(), home.path());
    EXPECT_EQ(gated.code, 2);
    EXPECT_TRUE(gated.err.contains(QLatin1String("gated"))) << gated.err.toStdString();

    hub.setFaults({.wrongSha = true});
    const CliRun bad = run_cli(
        {QStringLiteral("download"), QStringLiteral("lab/gpt2-window"),
         QStringLiteral("--revision"), QStringLiteral("v3"), QStringLiteral("--dir"), dir.path()},
        hub.url(), home.path());
    EXPECT_EQ(bad.code, 1);
    EXPECT_TRUE(bad.err.contains(QLatin1String("checksum"))) << bad.err.toStdString();

    const CliRun offline = run_cli({QStringLiteral("download"), QStringLiteral("lab/other"),
                                    QStringLiteral("--dir"), dir.path()},
                                   QStringLiteral("http://127.0.0.1:1"), home.path());
    EXPECT_EQ(offline.code, 1);
    // In the command line's words: lower case after "attention-lab download:".
    EXPECT_TRUE(offline.err.contains(QLatin1String("attention-lab download: no network")))
        << offline.err.toStdString();

    const CliRun plain = run_cli({QStringLiteral("download"), QStringLiteral("lab/other")},
                                 QStringLiteral("http://mirror.example.org"), home.path());
    EXPECT_EQ(plain.code, 2);
    EXPECT_TRUE(plain.err.contains(QLatin1String("loopback"))) << plain.err.toStdString();
    const CliRun notId =
        run_cli({QStringLiteral("download"), QStringLiteral("../etc")}, hub.url(), home.path());
    EXPECT_EQ(notId.code, 2);
    EXPECT_TRUE(notId.err.contains(QLatin1String("not a repository id")));
    // A bad --dir and a repeated option are refused before the network is asked (the offline
    // endpoint would say "no network" otherwise).
    QTemporaryDir scratch;
    const QString file = scratch.filePath(QStringLiteral("a-file"));
    QFile f(file);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.close();
    const CliRun onFile = run_cli(
        {QStringLiteral("download"), QStringLiteral("lab/other"), QStringLiteral("--dir"), file},
        QStringLiteral("http://127.0.0.1:1"), home.path());
    EXPECT_EQ(onFile.code, 2);
    EXPECT_TRUE(onFile.err.contains(QLatin1String("is a file, not a folder")))
        << onFile.err.toStdString();
    const CliRun twice =
        run_cli({QStringLiteral("download"), QStringLiteral("lab/other"),
                 QStringLiteral("--revision"), QStringLiteral("a"), QStringLiteral("--revision"),
                 QStringLiteral("b"), QStringLiteral("--dir"), dir.path()},
                QStringLiteral("http://127.0.0.1:1"), home.path());
    EXPECT_EQ(twice.code, 2);
    EXPECT_TRUE(twice.err.contains(QLatin1String("--revision was given 2 times")))
        << twice.err.toStdString();
}

TEST(DownloadCommand, ADownloadedRepositoryIdOpensWithModel) {
    FakeHub hub(QStringLiteral("lab/gpt2-window"), kCliFixture);
    QTemporaryDir home;
    const QStringList trace = {QStringLiteral("trace"), QStringLiteral("--model"),
                               QStringLiteral("gpt2-window"), QStringLiteral("--sentence"),
                               QStringLiteral("The river bank")};
    const CliRun before = run_cli(trace, hub.url(), home.path());
    EXPECT_EQ(before.code, 2);
    EXPECT_TRUE(before.err.contains(QLatin1String("attention-lab download gpt2-window")))
        << before.err.toStdString();
    ASSERT_EQ(run_cli({QStringLiteral("download"), QStringLiteral("lab/gpt2-window")}, hub.url(),
                      home.path())
                  .code,
              0);
    const CliRun after = run_cli(trace, hub.url(), home.path());
    ASSERT_EQ(after.code, 0) << after.err.toStdString();
    EXPECT_TRUE(after.out.contains(QLatin1String("lab--gpt2-window")));
    const CliRun direct = run_cli({QStringLiteral("trace"), QStringLiteral("--model"), kCliFixture,
                                   QStringLiteral("--sentence"), QStringLiteral("The river bank")},
                                  hub.url(), home.path());
    // The same heads as the committed fixture: the traces differ only in the paths they name.
    const auto heads = [](const QString& json) {
        return json.mid(json.indexOf(QLatin1String("\"layers\"")));
    };
    EXPECT_EQ(heads(after.out), heads(direct.out));
    EXPECT_GT(heads(after.out).size(), 1000);
}

}  // namespace
}  // namespace attn::ui
