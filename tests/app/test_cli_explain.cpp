// The `explain` command run as a process: output and exit codes.
#include <gtest/gtest.h>

#include "cli_process.hpp"

namespace {

using Result = attn::test::CliResult;

Result explain_run(const QStringList& args) { return attn::test::run_cli(args, 60000); }

TEST(CliExplain, PrintsTheModule1Report) {
    const Result r = explain_run({QStringLiteral("explain")});
    EXPECT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.startsWith(
        QStringLiteral("  input check: 'bank' row identical in both sentences -> True\n")));
    EXPECT_TRUE(r.out.contains(QStringLiteral("    bank      0.185   0.317   0.498\n")));
    EXPECT_TRUE(
        r.out.contains(QStringLiteral("  water vs money, money sentence: 0.158 vs 0.409\n")));
}

TEST(CliExplain, OneSentence) {
    const Result r = explain_run({QStringLiteral("explain"), QStringLiteral("--sentence"),
                                  QStringLiteral("The money bank")});
    EXPECT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(QStringLiteral("    bank      0.195   0.280   0.525\n")))
        << r.out.toStdString();
}

TEST(CliExplain, UnknownWordExits2NamingIt) {
    const Result r = explain_run(
        {QStringLiteral("explain"), QStringLiteral("--sentence"), QStringLiteral("the river dog")});
    EXPECT_EQ(r.code, 2);
    EXPECT_TRUE(r.err.contains(QStringLiteral("'dog'"))) << r.err.toStdString();
    EXPECT_TRUE(r.err.contains(QStringLiteral("the, river, money, bank"))) << r.err.toStdString();
}

// The lesson's focus ("bank") in no sentence explained: the report says which word it follows
// instead (it followed another word unsaid).
TEST(CliExplain, AFocusMissingFromTheSentencesIsSaidAndAnotherFollowed) {
    const Result r = explain_run({QStringLiteral("explain"), QStringLiteral("--sentence"),
                                  QStringLiteral("the river"), QStringLiteral("--sentence"),
                                  QStringLiteral("the money")});
    EXPECT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.startsWith(
        QStringLiteral("  focus: 'bank' is not in every sentence; following 'the' instead\n")))
        << r.out.toStdString();
}

// A report of a 2700-word sentence would be over 100 MB of matrices (a 3000-word one printed
// 144 MB): refused before computing, with how to narrow it; --force prints it.
TEST(CliExplain, AReportOverAHundredMegabytesAsksForFewerWordsOrForce) {
    QStringList words;
    for (int i = 0; i < 900; ++i) words << QStringLiteral("the river bank");
    const Result r = explain_run(
        {QStringLiteral("explain"), QStringLiteral("--sentence"), words.join(QLatin1Char(' '))});
    EXPECT_EQ(r.code, 2);
    EXPECT_TRUE(r.out.isEmpty());
    EXPECT_TRUE(r.err.contains(
        QStringLiteral("the report would be about 117 MB: explain fewer or shorter sentences "
                       "(--sentence), or give --force to print it all")))
        << r.err.toStdString();
    // A sentence longer than any evaluation takes says so (it offered --force, which then
    // failed on the length).
    QStringList more;
    for (int i = 0; i < 1400; ++i) more << QStringLiteral("the river bank");
    const Result longer = explain_run({QStringLiteral("explain"), QStringLiteral("--force"),
                                       QStringLiteral("--sentence"), more.join(QLatin1Char(' '))});
    EXPECT_EQ(longer.code, 2);
    EXPECT_TRUE(longer.err.contains(QStringLiteral("the sentence has 4200 words; at most 4096")))
        << longer.err.toStdString();
    const Result unforced = explain_run(
        {QStringLiteral("explain"), QStringLiteral("--sentence"), more.join(QLatin1Char(' '))});
    EXPECT_FALSE(unforced.err.contains(QStringLiteral("--force"))) << unforced.err.toStdString();
}

TEST(CliExplain, EmptySentenceExits2) {
    const Result r = explain_run(
        {QStringLiteral("explain"), QStringLiteral("--sentence"), QStringLiteral("   ")});
    EXPECT_EQ(r.code, 2);
    EXPECT_TRUE(r.err.contains(QStringLiteral("empty"))) << r.err.toStdString();
}

TEST(CliExplain, BadLessonFileAndOptionExit2) {
    EXPECT_EQ(explain_run({QStringLiteral("explain"), QStringLiteral("--lesson"),
                           QStringLiteral("/no/such.json")})
                  .code,
              2);
    EXPECT_EQ(explain_run({QStringLiteral("explain"), QStringLiteral("--bogus")}).code, 2);
    EXPECT_EQ(explain_run(
                  {QStringLiteral("explain"), QStringLiteral("--builtin"), QStringLiteral("nope")})
                  .code,
              2);
}

TEST(CliExplain, WindowWithoutDisplaySaysHowToStartIt) {
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("DISPLAY"));
    env.remove(QStringLiteral("WAYLAND_DISPLAY"));
    env.remove(QStringLiteral("QT_QPA_PLATFORM"));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(ATTNLAB_CLI), {});
    ASSERT_TRUE(p.waitForFinished(60000));
    EXPECT_NE(p.exitCode(), 0);
    EXPECT_TRUE(QString::fromUtf8(p.readAllStandardError()).contains(QStringLiteral("xvfb-run")));
    // The command it offers keeps every argument, quoted where a shell needs it (it kept the
    // first only, unquoted).
    p.start(QStringLiteral(ATTNLAB_CLI), {QStringLiteral("--builtin"), QStringLiteral("module2"),
                                          QStringLiteral("--step"), QStringLiteral("3")});
    ASSERT_TRUE(p.waitForFinished(60000));
    EXPECT_EQ(p.exitCode(), 1);
    EXPECT_TRUE(QString::fromUtf8(p.readAllStandardError())
                    .contains(QStringLiteral(" --builtin module2 --step 3\n")));
    p.start(QStringLiteral(ATTNLAB_CLI), {QStringLiteral("my lesson.json")});
    ASSERT_TRUE(p.waitForFinished(60000));
    EXPECT_TRUE(QString::fromUtf8(p.readAllStandardError())
                    .contains(QStringLiteral(" 'my lesson.json'\n")));
    // A bad option is said as with a display: exit 2.
    p.start(QStringLiteral(ATTNLAB_CLI), {QStringLiteral("--step"), QStringLiteral("x")});
    ASSERT_TRUE(p.waitForFinished(60000));
    EXPECT_EQ(p.exitCode(), 2);
    EXPECT_TRUE(
        QString::fromUtf8(p.readAllStandardError()).contains(QStringLiteral("--step needs")));
}

}  // namespace
