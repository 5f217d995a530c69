// The command line refuses bad input with exit 2 and a message naming what and
// where: text that is not UTF-8, an option given twice that takes one value, a
// config.json that disagrees with the weights or is not JSON, a trace too large.
#include <gtest/gtest.h>
#include <sys/stat.h>

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include "attnlab/lesson/lesson_io.hpp"
#include "attnlab/lesson/model_reference.hpp"
#include "cli_process.hpp"

namespace {

using attn::test::run_cli;
using attn::test::s;

// Runs the CLI through the shell so that the arguments may hold bytes that are not UTF-8
// (a QStringList cannot carry them).
attn::test::CliResult run_raw(const QString& shell_args) {
    QProcess p;
    p.start(s("/bin/sh"), {s("-c"), s("\"$0\" ") + shell_args, s(ATTNLAB_CLI)});
    p.waitForFinished(60000);
    return {p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError())};
}

QString window_model() { return s(ATTNLAB_SOURCE_DIR "/tests/data/gpt/gpt2-window"); }

// A copy of the small GPT-2 folder whose config.json is `config` (or the original's,
// edited by `edit`).
QString model_copy(const QTemporaryDir& dir, const QByteArray& config) {
    const QString src = window_model();
    for (const char* f : {"model.safetensors", "vocab.json", "merges.txt"})
        QFile::copy(src + s("/") + s(f), dir.filePath(s(f)));
    QFile c(dir.filePath(s("config.json")));
    c.open(QIODevice::WriteOnly);
    c.write(config);
    return dir.path();
}

QByteArray original_config() { return attn::test::read(window_model() + s("/config.json")); }

TEST(CliBadInput, ASentenceThatIsNotUtf8IsNamedWithItsByte) {
    auto r = run_raw(s("trace --builtin module1 --sentence \"$(printf 'the river\\377')\""));
    EXPECT_EQ(r.code, 2);
    EXPECT_TRUE(r.out.isEmpty());
    EXPECT_TRUE(
        r.err.contains(s("the value of --sentence is not valid UTF-8: byte 0xff at offset 9")))
        << r.err.toStdString();
    r = run_raw(s("render --builtin module1 --sentence=\"$(printf 'ab\\300\\257')\" -o x.png"));
    EXPECT_EQ(r.code, 2);
    EXPECT_TRUE(
        r.err.contains(s("the value of --sentence is not valid UTF-8: byte 0xc0 at "
                         "offset 2")))
        << r.err.toStdString();
}

TEST(CliBadInput, AnOptionGivenTwiceThatTakesOneIsRefused) {
    auto r = run_cli({s("trace"), s("--builtin"), s("module1"), s("--sentence"),
                      s("the river bank"), s("--sentence"), s("the money bank")});
    EXPECT_EQ(r.code, 2);
    EXPECT_TRUE(r.err.contains(s("--sentence was given 2 times; it takes one value")))
        << r.err.toStdString();
    r = run_cli({s("trace"), s("--builtin"), s("module1"), s("--builtin"), s("module2")});
    EXPECT_EQ(r.code, 2);
    EXPECT_TRUE(r.err.contains(s("--builtin was given 2 times"))) << r.err.toStdString();
    // explain takes them all (its --help says "repeatable").
    r = run_cli({s("explain"), s("--builtin"), s("module1"), s("--sentence"), s("the river bank"),
                 s("--sentence"), s("the money bank")});
    EXPECT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(s("the river bank")) && r.out.contains(s("the money bank")));
}

TEST(CliBadInput, AConfigWhoseLayersDisagreeWithTheWeightsNamesBothNumbers) {
    for (const int layers : {3, 1}) {
        QTemporaryDir dir;
        QByteArray config = original_config();
        config.replace("\"n_layer\": 2", "\"n_layer\": " + QByteArray::number(layers));
        const QString m = model_copy(dir, config);
        const auto r = run_cli({s("trace"), s("--model"), m, s("--sentence"), s("a b")});
        EXPECT_EQ(r.code, 2);
        EXPECT_TRUE(r.err.contains(QDir(m).filePath(s("config.json")) +
                                   s(": says n_layer %1, but ").arg(layers)))
            << r.err.toStdString();
        EXPECT_TRUE(r.err.contains(s("model.safetensors holds 2 layers (h.0 to h.1)")))
            << r.err.toStdString();
    }
    // No n_layer at all: GPT-2's default of 12 is taken, and the message says it was not
    // written (it read "says n_layer 12").
    QTemporaryDir dir;
    QByteArray config = original_config();
    config.replace("\"n_layer\": 2,", "");
    const QString m = model_copy(dir, config);
    const auto r = run_cli({s("trace"), s("--model"), m, s("--sentence"), s("a b")});
    EXPECT_EQ(r.code, 2);
    EXPECT_TRUE(r.err.contains(QDir(m).filePath(s("config.json")) +
                               s(": has no n_layer (GPT-2's default is 12), but ")))
        << r.err.toStdString();
}

TEST(CliBadInput, ConfigOrVocabThatIsNotJsonNamesTheFileAndThePosition) {
    QTemporaryDir dir;
    const QString m = model_copy(dir, "{\"n_layer\": 2 \"n_head\": 4}");
    auto r = run_cli({s("trace"), s("--model"), m, s("--sentence"), s("a b")});
    EXPECT_EQ(r.code, 2);
    EXPECT_TRUE(
        r.err.contains(s("config.json: is not valid JSON: line 1, column 22: found a string; "
                         "expected ',' or '}'")))
        << r.err.toStdString();
    EXPECT_FALSE(r.err.contains(s("json.exception"))) << r.err.toStdString();
    QFile c(dir.filePath(s("config.json")));
    c.open(QIODevice::WriteOnly);
    c.write(original_config());
    c.close();
    QFile v(dir.filePath(s("vocab.json")));
    v.open(QIODevice::WriteOnly);
    v.write("{\"a\": 0,\n \"b\": 1,,\n}");
    v.close();
    r = run_cli({s("trace"), s("--model"), m, s("--sentence"), s("a b")});
    EXPECT_EQ(r.code, 2);
    EXPECT_TRUE(
        r.err.contains(s("vocab.json: line 2: expected a token in double quotes, found "
                         "','")))
        << r.err.toStdString();
}

TEST(CliBadInput, LayerAndHeadOutOfRangeUseTheModelsOwnCount) {
    auto r = run_cli({s("trace"), s("--model"), window_model(), s("--sentence"), s("a b"),
                      s("--layer"), s("3")});
    EXPECT_EQ(r.code, 2);
    EXPECT_TRUE(r.err.contains(s("the model has 2 layers"))) << r.err.toStdString();
    r = run_cli(
        {s("trace"), s("--model"), window_model(), s("--sentence"), s("a b"), s("--head"), s("5")});
    EXPECT_EQ(r.code, 2);
    EXPECT_TRUE(r.err.contains(s("the model has 4 heads per layer"))) << r.err.toStdString();
}

TEST(CliBadInput, ATraceOverAHundredMegabytesAsksToNarrowItOrForce) {
    // 2,300 words on module1's one head: 2 × 2,300² numbers, about 116 MB of JSON.
    QStringList words;
    for (int i = 0; i < 2300; ++i) words << s("bank");
    const auto r = run_cli(
        {s("trace"), s("--builtin"), s("module1"), s("--sentence"), words.join(QLatin1Char(' '))});
    EXPECT_EQ(r.code, 2);
    EXPECT_TRUE(r.out.isEmpty());
    EXPECT_TRUE(r.err.contains(s("the trace would be about 116 MB of JSON")))
        << r.err.toStdString();
    EXPECT_TRUE(r.err.contains(s("--force"))) << r.err.toStdString();
    // The longest sentence that fits, not this one's length (read as the limit).
    EXPECT_TRUE(r.err.contains(s("at most about 2132 words (this one has 2300)")))
        << r.err.toStdString();
}

TEST(CliImportName, ALessonAboutAModelTakesTheModelsNameNotItsFolders) {
    QTemporaryDir dir;
    QByteArray config = original_config();
    config.replace("{", "{\n  \"_name_or_path\": \"sshleifer/tiny-gpt2\",");
    const QString m = model_copy(dir, config);
    const QString save = dir.filePath(s("l.attnlab.json"));
    auto r = run_cli({s("import"), m, s("--save"), save});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_EQ(attn::read_lesson_file(save.toStdString()).title,
              "Imported from sshleifer/tiny-gpt2");
    // A config naming a local path is not a name: the folder's is used.
    config = original_config();
    config.replace("{", "{\n  \"_name_or_path\": \"/home/me/checkpoints/run3\",");
    QFile c(dir.filePath(s("config.json")));
    c.open(QIODevice::WriteOnly);
    c.write(config);
    c.close();
    r = run_cli({s("import"), m, s("--save"), save});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_EQ(attn::read_lesson_file(save.toStdString()).title,
              "Imported from " + QDir(m).dirName().toStdString());
}

// A model path that does not exist is said as missing, not as a file that cannot be read.
TEST(CliBadInput, ImportOfAMissingPathSaysItIsMissing) {
    QTemporaryDir dir;
    const QString nowhere = dir.filePath(s("nope"));
    auto r = run_cli({s("import"), nowhere, s("--save"), dir.filePath(s("l.json"))});
    EXPECT_EQ(r.code, 2);
    EXPECT_TRUE(r.err.contains(nowhere + s(" is missing: no such file or folder")))
        << r.err.toStdString();
    EXPECT_FALSE(QFile::exists(dir.filePath(s("l.json"))));
}

// import takes every --sentence in order; the same sentence twice is refused, naming it.
TEST(CliBadInput, ImportRefusesTheSameSentenceTwice) {
    QTemporaryDir dir;
    const QString m = model_copy(dir, original_config());
    const QString save = dir.filePath(s("l.attnlab.json"));
    auto r = run_cli({s("import"), m, s("--save"), save, s("--sentence"), s("the bank"),
                      s("--sentence"), s("the river"), s("--sentence"), s("the bank")});
    EXPECT_EQ(r.code, 2);
    EXPECT_TRUE(r.err.contains(s("--sentence 'the bank' is given twice"))) << r.err.toStdString();
    EXPECT_FALSE(QFile::exists(save));
    r = run_cli({s("import"), m, s("--save"), save, s("--sentence"), s("the bank"), s("--sentence"),
                 s("the river")});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_EQ(attn::read_lesson_file(save.toStdString()).sentences,
              (std::vector<std::string>{"the bank", "the river"}));
}

// train checks where it will write before it trains: a missing folder, a folder given as the
// lesson, a file given as the PyTorch folder are refused at once, with nothing trained.
TEST(CliBadInput, TrainChecksWhereItWritesBeforeTraining) {
    QTemporaryDir dir;
    const QString missing = dir.filePath(s("nodir/x.json"));
    auto r = run_cli({s("train"), s("--steps"), s("2"), s("--save"), missing});
    EXPECT_EQ(r.code, 2);
    EXPECT_TRUE(r.out.isEmpty()) << "nothing trained: " << r.out.toStdString();
    EXPECT_TRUE(r.err.contains(s("the folder '%1' does not exist").arg(dir.filePath(s("nodir")))))
        << r.err.toStdString();
    r = run_cli({s("train"), s("--steps"), s("2"), s("--save"), dir.path()});
    EXPECT_EQ(r.code, 2);
    EXPECT_TRUE(r.err.contains(s("is a folder; give a file name"))) << r.err.toStdString();
    const QString file = dir.filePath(s("L.json"));
    QFile f(file);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.close();
    r = run_cli({s("train"), s("--steps"), s("2"), s("--export-pytorch"), file});
    EXPECT_EQ(r.code, 2);
    EXPECT_TRUE(r.out.isEmpty());
    EXPECT_TRUE(r.err.contains(s("is a file; give a folder"))) << r.err.toStdString();
}

// --heads that disagrees with config.json's n_head is refused, naming both, never ignored.
TEST(CliBadInput, HeadsThatDisagreeWithTheConfigAreRefused) {
    QTemporaryDir dir;
    const QString m = model_copy(dir, original_config());
    auto r = run_cli(
        {s("trace"), s("--model"), m, s("--sentence"), s("the bank"), s("--heads"), s("3")});
    EXPECT_EQ(r.code, 2);
    EXPECT_TRUE(r.out.isEmpty());
    EXPECT_TRUE(r.err.contains(s("config.json: says n_head 4, but --heads gives 3")))
        << r.err.toStdString();
    r = run_cli(
        {s("trace"), s("--model"), m, s("--sentence"), s("the bank"), s("--heads"), s("4")});
    EXPECT_EQ(r.code, 0) << r.err.toStdString();
}

}  // namespace

namespace {

// Every command's --seed takes the same range, 0 to 2^53 (generate took up to 2^63 - 1,
// train 2^62, heads 2^53): the largest is accepted by each, one more refused by each alike.
TEST(CliBadInput, EverySeedTakesTheSameRange) {
    const QString model = window_model();
    const QList<QStringList> commands = {
        {s("generate"), s("--model"), model, s("--prompt"), s("the"), s("--tokens"), s("1")},
        {s("heads"), s("--model"), model, s("--length"), s("8")},
        {s("train"), s("--steps"), s("1")},
    };
    for (const QStringList& c : commands) {
        auto r = run_cli(c + QStringList{s("--seed"), s("9007199254740992")}, 60000);
        EXPECT_EQ(r.code, 0) << c.front().toStdString() << ": " << r.err.toStdString();
        r = run_cli(c + QStringList{s("--seed"), s("9007199254740993")}, 60000);
        EXPECT_EQ(r.code, 2) << c.front().toStdString();
        EXPECT_TRUE(
            r.err.contains(s("--seed expects a whole number from 0 to 9007199254740992, "
                             "got '9007199254740993'")))
            << r.err.toStdString();
    }
}

}  // namespace

namespace {

// A command's stderr holds its own words only: without XDG_RUNTIME_DIR (a container, a CI
// job) Qt's "QStandardPaths: XDG_RUNTIME_DIR not set, defaulting to …" was printed above them.
TEST(CliBadInput, StderrHoldsNoQtNoticeWithoutARuntimeFolder) {
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(s("XDG_RUNTIME_DIR"));
    QTemporaryDir dir;
    for (const QStringList& args :
         {QStringList{s("render"), s("--builtin"), s("module1"), s("--view"), s("weights"),
                      s("--output"), dir.filePath(s("w.png"))},
          QStringList{s("heads"), s("--model"), window_model(), s("--length"), s("8")}}) {
        QProcess p;
        p.setProcessEnvironment(env);
        p.start(s(ATTNLAB_CLI), args);
        ASSERT_TRUE(p.waitForFinished(60000));
        EXPECT_EQ(p.exitCode(), 0) << args.front().toStdString();
        EXPECT_EQ(QString::fromUtf8(p.readAllStandardError()), QString())
            << args.front().toStdString();
    }
}

}  // namespace

namespace {

// What a command prints must arrive: stdout on a full device (/dev/full) or a closed pipe was
// cut short behind an exit 0 (a researcher's trace > full/t.json left 8192 bytes of JSON).
TEST(CliBadInput, AFailedWriteToStdoutIsSaidAndExitsTwo) {
    if (!QFile::exists(s("/dev/full"))) GTEST_SKIP() << "no /dev/full here";
    for (const QString& command : {s("trace --builtin module1"), s("explain")}) {
        const auto r = run_raw(command + s(" > /dev/full"));
        EXPECT_EQ(r.code, 2) << command.toStdString();
        EXPECT_TRUE(r.err.contains(s("cannot write to standard output: No space left on device")))
            << r.err.toStdString();
    }
}

}  // namespace

namespace {

// import --save never replaces what the lesson is made from (a researcher's --save over the
// model file and over its folder's config.json did, exit 0).
TEST(CliBadInput, ImportRefusesToSaveOverItsModel) {
    QTemporaryDir dir;
    const QString m = model_copy(dir, original_config());
    auto r = run_cli({s("import"), m, s("--save"), QDir(m).filePath(s("config.json"))});
    EXPECT_EQ(r.code, 2);
    EXPECT_TRUE(r.err.contains(s("would replace the model's config.json"))) << r.err.toStdString();
    const QString weights = QDir(m).filePath(s("model.safetensors"));
    r = run_cli({s("import"), weights, s("--save"), weights});
    EXPECT_EQ(r.code, 2);
    EXPECT_TRUE(r.err.contains(s("is the model itself"))) << r.err.toStdString();
    EXPECT_EQ(attn::test::read(QDir(m).filePath(s("config.json"))), original_config());
    r = run_cli({s("import"), m, s("--save"), QDir(m).filePath(s("lesson.attnlab.json"))});
    EXPECT_EQ(r.code, 0) << r.err.toStdString();  // a lesson beside the model is fine
}

}  // namespace

namespace {

// A mistyped command is named as one ("trce" was answered with how to start a display), and
// patch, which draws no hand-wired attention, does not suggest --hand-wired.
TEST(CliBadInput, AMistypedCommandIsNamedAndPatchSuggestsNoOptionItLacks) {
    auto r = run_cli({s("trce"), s("--sentence"), s("the river")});
    EXPECT_EQ(r.code, 2);
    EXPECT_TRUE(r.err.contains(s("unknown command 'trce' (commands: explain, trace,")))
        << r.err.toStdString();
    EXPECT_FALSE(r.err.contains(s("display")));
    r = run_cli({s("patch"), s("--builtin"), s("course-3-training"), s("--clean"), s("the bubbe"),
                 s("--corrupt"), s("the xx"), s("--answer"), s("made"), s("--foil"), s("soup")});
    EXPECT_EQ(r.code, 2);
    EXPECT_TRUE(r.err.contains(s("'xx'"))) << r.err.toStdString();
    EXPECT_FALSE(r.err.contains(s("--hand-wired"))) << r.err.toStdString();
}

// The command line speaks English in every language: Qt's own parser words came translated
// under ATTNLAB_LANG ("Unbekannte Option 'bogus'.") amid English messages, and --help's
// "Usage:" too, which command_help reads.
TEST(CliBadInput, QtsParserWordsStayEnglishInEveryLanguage) {
    const QByteArray before = qgetenv("ATTNLAB_LANG");
    for (const char* lang : {"de", "he", "fr"}) {
        qputenv("ATTNLAB_LANG", lang);
        const attn::test::CliResult r =
            run_cli({QStringLiteral("trace"), QStringLiteral("--bogus")});
        EXPECT_EQ(r.code, 2) << lang;
        EXPECT_EQ(r.err.trimmed(), QStringLiteral("attention-lab trace: Unknown option 'bogus'."))
            << lang;
        const attn::test::CliResult h =
            run_cli({QStringLiteral("trace"), QStringLiteral("--help")});
        EXPECT_TRUE(h.out.startsWith(QStringLiteral("Usage: attention-lab trace"))) << lang;
        EXPECT_TRUE(h.out.contains(QStringLiteral("\nOptions:\n"))) << lang;
    }
    qputenv("ATTNLAB_LANG", before);
}

// The window's own options given twice, a stray option or two files: the second was read as a
// lesson file ("--step: no such file"). Each is said and the window does not open (exit 2).
TEST(CliBadInput, TheWindowsOptionsAreReadOnce) {
    const QByteArray platform = qgetenv("QT_QPA_PLATFORM");
    qputenv("QT_QPA_PLATFORM", "offscreen");
    const auto said = [](const QStringList& args) {
        const attn::test::CliResult r = run_cli(args, 20000);
        EXPECT_EQ(r.code, 2) << args.join(QLatin1Char(' ')).toStdString();
        return r.err.trimmed().split(QLatin1Char('\n')).last();  // after Qt's own notices
    };
    EXPECT_EQ(said({s("--step"), s("2"), s("--step"), s("3")}),
              s("attention-lab: --step was given 2 times; it takes one value"));
    EXPECT_EQ(said({s("--builtin"), s("module1"), s("--builtin"), s("module2")}),
              s("attention-lab: --builtin was given 2 times; it takes one value"));
    EXPECT_EQ(said({s("--builtin"), s("module1"), s("--bogus")}),
              s("attention-lab: unknown option '--bogus' (the window takes --step N, --builtin "
                "NAME, --lang CODE, --present and one file)"));
    EXPECT_EQ(said({s("a.attnlab.json"), s("b.attnlab.json")}),
              s("attention-lab: one lesson or model at a time ('a.attnlab.json' and "
                "'b.attnlab.json' given)"));
    EXPECT_EQ(said({s("--builtin"), s("module1"), s("a.attnlab.json")}),
              s("attention-lab: --builtin and a file 'a.attnlab.json' both given: give one"));
    EXPECT_EQ(said({s("--step")}), s("attention-lab: --step needs a value"));
    qputenv("QT_QPA_PLATFORM", platform);
}

// A named pipe nothing writes to, given as --lesson: open() waited for a writer for ever. It is
// refused at once; a pipe being written (`<(cat lesson)`) is still read whole.
TEST(CliBadInput, ANamedPipeWithoutAWriterIsRefusedAtOnce) {
    QTemporaryDir dir;
    const QString fifo = dir.filePath(s("lesson.fifo"));
    ASSERT_EQ(::mkfifo(fifo.toLocal8Bit().constData(), 0600), 0);
    const attn::test::CliResult r = run_cli({s("explain"), s("--lesson"), fifo}, 15000);
    EXPECT_EQ(r.code, 2);
    EXPECT_TRUE(r.err.contains(s("is a pipe that nothing was written to"))) << r.err.toStdString();
    QProcess bash;  // process substitution is bash's
    bash.start(s("/bin/bash"), {s("-c"),
                                s("\"$0\" explain --lesson <(cat " ATTNLAB_SOURCE_DIR
                                  "/resources/lessons/module1.attnlab.json)"),
                                s(ATTNLAB_CLI)});
    ASSERT_TRUE(bash.waitForFinished(60000));
    EXPECT_EQ(bash.exitCode(), 0) << bash.readAllStandardError().toStdString();
}

// A config.json lacking keys: GPT2Config's defaults were reported as if written ("says n_head
// 12, but --heads gives 4"; "for n_embd 768"). --heads fills a missing n_head, and a shape the
// weights refuse says which keys were defaults.
TEST(CliBadInput, AConfigsDefaultsAreNotReportedAsWritten) {
    QByteArray no_head = original_config();
    no_head.replace("\"n_head\": 4,", "");
    QTemporaryDir a;
    const QString headless = model_copy(a, no_head);
    const attn::test::CliResult opened =
        run_cli({s("trace"), s("--model"), headless, s("--heads"), s("4"), s("--sentence"),
                 s("the river bank"), s("--layer"), s("1"), s("--head"), s("1")});
    EXPECT_EQ(opened.code, 0) << opened.err.toStdString();

    QByteArray no_embd = no_head;
    no_embd.replace("\"n_embd\": 32,", "");
    QTemporaryDir b;
    const attn::test::CliResult r = run_cli(
        {s("trace"), s("--model"), model_copy(b, no_embd), s("--sentence"), s("the river bank")});
    EXPECT_EQ(r.code, 2);
    EXPECT_TRUE(
        r.err.contains(s("(config.json does not say n_head 12, n_embd 768: GPT2Config's "
                         "defaults taken)")))
        << r.err.toStdString();
}

// A lesson's real_model.heads is named as such (it was called --heads, an option the lesson
// reader was never given).
TEST(CliBadInput, ALessonsHeadCountIsNamedAsTheLessonsField) {
    EXPECT_EQ(attn::in_lesson_words("config.json: says n_head 4, but --heads gives 3 (leave "
                                    "--heads out)"),
              "config.json: says n_head 4, but the lesson's real_model.heads gives 3 (take "
              "real_model.heads out of the lesson)");
    EXPECT_EQ(attn::in_lesson_words("n_head is missing: give the head count (--heads H)"),
              "n_head is missing: give the head count (the lesson's real_model.heads)");
}

// A TinyGPT import: a --sentence the model never saw was saved, to be read as <unk>; a --vocab of
// the wrong size was blamed on the model file.
TEST(CliBadInput, ATinyGptImportChecksItsSentencesAndNamesItsVocabulary) {
    QTemporaryDir dir;
    const QString model = dir.filePath(s("tiny.safetensors"));
    ASSERT_EQ(run_cli({s("train"), s("--steps"), s("2"), s("--export"), model}).code, 0);
    const QString lesson = dir.filePath(s("t.attnlab.json"));
    auto r = run_cli({s("import"), model, s("--save"), lesson, s("--sentence"), s("the zebra")});
    EXPECT_EQ(r.code, 2);
    EXPECT_TRUE(r.err.contains(s("--sentence: 'zebra' is not in the trained model's vocabulary")))
        << r.err.toStdString();
    EXPECT_TRUE(r.err.contains(s("zebra"))) << r.err.toStdString();
    EXPECT_FALSE(QFile::exists(lesson));
    const QString vocab = dir.filePath(s("v.txt"));
    QFile v(vocab);
    ASSERT_TRUE(v.open(QIODevice::WriteOnly));
    v.write("a\nb\n");
    v.close();
    r = run_cli({s("import"), model, s("--save"), lesson, s("--vocab"), vocab});
    EXPECT_EQ(r.code, 2);
    EXPECT_TRUE(r.err.contains(
        s("--vocab %1 has 2 words, but tiny.safetensors's tok.weight has").arg(vocab)))
        << r.err.toStdString();
}

}  // namespace
