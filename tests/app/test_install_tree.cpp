// `cmake --install` into a temporary prefix: every file of the desktop
// integration is in place, the validators accept the desktop entry and the
// AppStream metadata (skipped where they are not installed; scripts/lab.sh
// installs desktop-file-utils and appstream), the metadata's newest release is
// the project version, and the man page documents every command and option
// that `attention-lab --help` and `attention-lab COMMAND --help` list.
#include <gtest/gtest.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <memory>

#include "cli_process.hpp"

namespace {

using attn::test::run_cli;

const QString kId = QStringLiteral(ATTNLAB_APP_ID);

struct ProcResult {
    int code = -1;
    QString out, err;
};

ProcResult run(const QString& program, const QStringList& args) {
    QProcess p;
    p.start(program, args);
    if (!p.waitForFinished(120000))
        return {-1, {}, QStringLiteral("did not finish: ") + p.errorString()};
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
            QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError())};
}

class InstallTree : public ::testing::Test {
  protected:
    static void SetUpTestSuite() {
        dir_ = std::make_unique<QTemporaryDir>();
        ASSERT_TRUE(dir_->isValid());
        install_ = run(QStringLiteral(ATTNLAB_CMAKE_COMMAND),
                       {QStringLiteral("--install"), QStringLiteral(ATTNLAB_BINARY_DIR),
                        QStringLiteral("--prefix"), dir_->path()});
    }
    static void TearDownTestSuite() { dir_.reset(); }
    void SetUp() override {
        ASSERT_EQ(install_.code, 0) << install_.out.toStdString() << install_.err.toStdString();
    }

    static QString path(const QString& rel) { return dir_->path() + QLatin1Char('/') + rel; }
    static QString read(const QString& rel) {
        QFile f(path(rel));
        return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
    }
    static QString man_page() {
        return run(QStringLiteral("gzip"),
                   {QStringLiteral("-dc"),
                    path(QStringLiteral("share/man/man1/attention-lab.1.gz"))})
            .out;
    }

    static std::unique_ptr<QTemporaryDir> dir_;
    static ProcResult install_;
};
std::unique_ptr<QTemporaryDir> InstallTree::dir_;
ProcResult InstallTree::install_;

TEST_F(InstallTree, PutsEveryFileInPlace) {
    QStringList files = {
        QStringLiteral("bin/attention-lab"),
        QStringLiteral("share/applications/%1.desktop").arg(kId),
        QStringLiteral("share/icons/hicolor/scalable/apps/%1.svg").arg(kId),
        QStringLiteral("share/metainfo/%1.metainfo.xml").arg(kId),
        QStringLiteral("share/mime/packages/%1.xml").arg(kId),
        QStringLiteral("share/man/man1/attention-lab.1.gz"),
        QStringLiteral("share/doc/attention-lab/README.md"),
        QStringLiteral("share/doc/attention-lab/cli.md"),
        QStringLiteral("share/doc/attention-lab/lesson-format.md"),
        QStringLiteral("share/doc/attention-lab/copyright"),
        QStringLiteral("share/doc/attention-lab/changelog.gz"),
        QStringLiteral("share/doc/attention-lab/images/window-module1.png"),
    };
    for (int size : {16, 22, 24, 32, 48, 64, 128, 256, 512})
        files << QStringLiteral("share/icons/hicolor/%1x%1/apps/%2.png").arg(size).arg(kId);
    for (const QString& f : files) EXPECT_TRUE(QFileInfo(path(f)).isFile()) << f.toStdString();
    EXPECT_TRUE(QFileInfo(path(QStringLiteral("bin/attention-lab"))).isExecutable());
}

TEST_F(InstallTree, InstalledBinaryPrintsTheVersion) {
    const ProcResult r =
        run(path(QStringLiteral("bin/attention-lab")), {QStringLiteral("--version")});
    EXPECT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_EQ(r.out, QStringLiteral("attention-lab " ATTNLAB_PROJECT_VERSION "\n"));
}

TEST_F(InstallTree, DesktopEntryValidates) {
    const QString validator =
        QStandardPaths::findExecutable(QStringLiteral("desktop-file-validate"));
    if (validator.isEmpty())
        GTEST_SKIP()
            << "desktop-file-validate is not installed (apt-get install desktop-file-utils)";
    const QString desktop = path(QStringLiteral("share/applications/%1.desktop").arg(kId));
    const ProcResult r = run(validator, {desktop});
    EXPECT_EQ(r.code, 0) << r.out.toStdString() << r.err.toStdString();
    EXPECT_TRUE(r.out.trimmed().isEmpty() && r.err.trimmed().isEmpty())
        << r.out.toStdString() << r.err.toStdString();
}

TEST_F(InstallTree, MetainfoValidates) {
    const QString validator = QStandardPaths::findExecutable(QStringLiteral("appstreamcli"));
    if (validator.isEmpty())
        GTEST_SKIP() << "appstreamcli is not installed (apt-get install appstream)";
    const ProcResult r =
        run(validator, {QStringLiteral("validate"), QStringLiteral("--no-net"),
                        path(QStringLiteral("share/metainfo/%1.metainfo.xml").arg(kId))});
    EXPECT_EQ(r.code, 0) << r.out.toStdString() << r.err.toStdString();
}

TEST_F(InstallTree, MetainfoNamesTheDesktopEntryAndItsNewestReleaseIsTheProjectVersion) {
    const QString xml = read(QStringLiteral("share/metainfo/%1.metainfo.xml").arg(kId));
    EXPECT_TRUE(xml.contains(
        QStringLiteral("<launchable type=\"desktop-id\">%1.desktop</launchable>").arg(kId)));
    EXPECT_FALSE(xml.contains(QLatin1Char('@'))) << "an unconfigured @VARIABLE@";
    const auto m = QRegularExpression(QStringLiteral("<release version=\"([^\"]+)\"")).match(xml);
    ASSERT_TRUE(m.hasMatch());
    EXPECT_EQ(m.captured(1), QStringLiteral(ATTNLAB_PROJECT_VERSION))
        << "add a <release> with notes to resources/metainfo/ for the new version";
}

TEST_F(InstallTree, ChangelogsNewestEntryIsTheProjectVersion) {
    const QString changelog =
        run(QStringLiteral("gzip"),
            {QStringLiteral("-dc"), path(QStringLiteral("share/doc/attention-lab/changelog.gz"))})
            .out;
    EXPECT_TRUE(
        changelog.startsWith(QStringLiteral("attention-lab (" ATTNLAB_PROJECT_VERSION ") ")))
        << "add an entry for the new version to resources/debian/changelog";
}

TEST_F(InstallTree, LessonFilesOpenInTheApp) {
    const QString mime = read(QStringLiteral("share/mime/packages/%1.xml").arg(kId));
    EXPECT_TRUE(mime.contains(QStringLiteral("type=\"application/x-attnlab-lesson\"")));
    EXPECT_TRUE(mime.contains(QStringLiteral("pattern=\"*.attnlab.json\"")));
    const QString desktop = read(QStringLiteral("share/applications/%1.desktop").arg(kId));
    EXPECT_TRUE(desktop.contains(QStringLiteral("\nMimeType=application/x-attnlab-lesson;\n")));
    EXPECT_TRUE(desktop.contains(QStringLiteral("\nExec=attention-lab %f\n")));
    EXPECT_TRUE(desktop.contains(QStringLiteral("\nIcon=%1\n").arg(kId)));
}

TEST_F(InstallTree, ManPageDocumentsEveryCommandAndOption) {
    const QString man = man_page();
    ASSERT_FALSE(man.isEmpty());
    EXPECT_TRUE(man.contains(QStringLiteral("attention\\-lab " ATTNLAB_PROJECT_VERSION)));
    EXPECT_TRUE(man.contains(QStringLiteral("\\-\\-version")));
    // The commands, as `attention-lab --help` lists them.
    const auto help = run_cli({QStringLiteral("--help")});
    ASSERT_EQ(help.code, 0);
    const QString commands = help.out.section(QStringLiteral("Commands:\n"), 1);
    QStringList names;
    for (const QString& line : commands.split(QLatin1Char('\n'), Qt::SkipEmptyParts))
        names << line.trimmed().section(QLatin1Char(' '), 0, 0);
    EXPECT_GE(names.size(), 5) << help.out.toStdString();
    const QRegularExpression option(QStringLiteral("--([a-z][a-z-]*)"));
    for (const QString& name : names) {
        EXPECT_TRUE(man.contains(QStringLiteral("\n.SS %1\n").arg(name)))
            << "no section for " << name.toStdString();
        // … and every option its --help lists.
        const auto cmd_help = run_cli({name, QStringLiteral("--help")});
        ASSERT_EQ(cmd_help.code, 0) << name.toStdString();
        for (auto it = option.globalMatch(cmd_help.out); it.hasNext();) {
            const QString opt = it.next().captured(1);
            QString roff = QStringLiteral("\\-\\-") + opt;
            roff.replace(QRegularExpression(QStringLiteral("(?<=[a-z])-")), QStringLiteral("\\-"));
            EXPECT_TRUE(man.contains(roff))
                << name.toStdString() << " --" << opt.toStdString() << " is not in the man page";
        }
    }
}

TEST(Version, PrintsTheProjectVersion) {
    for (const char* flag : {"--version", "-v"}) {
        const auto r = run_cli({QString::fromLatin1(flag)});
        EXPECT_EQ(r.code, 0) << flag;
        EXPECT_EQ(r.out, QStringLiteral("attention-lab " ATTNLAB_PROJECT_VERSION "\n")) << flag;
        EXPECT_TRUE(r.err.isEmpty()) << r.err.toStdString();
    }
    const auto help = run_cli({QStringLiteral("--help")});
    EXPECT_EQ(help.code, 0);
    EXPECT_TRUE(help.out.startsWith(QStringLiteral("attention-lab " ATTNLAB_PROJECT_VERSION " ")));
    EXPECT_TRUE(help.out.contains(QStringLiteral("--version")));
}

}  // namespace
