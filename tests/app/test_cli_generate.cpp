// `attention-lab generate` on the nanoGPT fixture, run as a process: every
// printed token, with the probability it was sampled with and the model's own,
// is the engine's generate() for the same prompt and settings (greedy and
// seeded); the summary says where it stopped; bad settings exit 2 saying why.
#include <gtest/gtest.h>

#include <QStringList>

#include "attnlab/checkpoints/model_files.hpp"
#include "attnlab/gpt/gpt_generate.hpp"
#include "cli_process.hpp"

namespace {

using attn::test::CliResult;
using attn::test::run_cli;

const QString kTiny = QStringLiteral(ATTNLAB_SOURCE_DIR "/tests/data/gpt/nanogpt-tiny/ckpt.pt");

// The lines the command prints for `o`, from the engine's own generation.
QStringList expected_lines(const std::string& prompt, const attn::SamplingOptions& o,
                           std::string* describe,
                           std::span<const attn::Intervention> what_if = {}) {
    const attn::OpenedModel m = attn::open_model(kTiny.toStdString());
    attn::GptRunner runner(m.model);
    const attn::Generation g = attn::generate(runner, m.tokenizer->encode(prompt), o, what_if);
    QStringList lines;
    int step = 0;
    for (const attn::GeneratedToken& t : g.tokens)
        lines << QStringLiteral("%1\t%2\t%3\t%4")
                     .arg(++step)
                     .arg(QString::fromStdString(m.tokenizer->display(t.id)))
                     .arg(t.p_sampled, 0, 'f', 4)
                     .arg(t.p_model, 0, 'f', 4);
    *describe = g.describe();
    return lines;
}

// The printed token lines: those after the header "step\ttoken\t…" up to "text …".
QStringList token_lines(const QString& out) {
    QStringList lines = out.split(QLatin1Char('\n'));
    const qsizetype from = lines.indexOf(QStringLiteral("step\ttoken\tp sampled\tp model"));
    QStringList tokens;
    for (qsizetype i = from + 1;
         from >= 0 && i < lines.size() && !lines[i].startsWith(QStringLiteral("text ")); ++i)
        tokens << lines[i];
    return tokens;
}

TEST(CliGenerate, PrintsTheEnginesGreedyAndSeededTokensWithTheirProbabilities) {
    attn::SamplingOptions greedy;
    greedy.temperature = 0;
    greedy.max_new_tokens = 5;
    std::string said;
    const CliResult g =
        run_cli({QStringLiteral("generate"), QStringLiteral("--model"), kTiny,
                 QStringLiteral("--prompt"), QStringLiteral("to be"), QStringLiteral("--tokens"),
                 QStringLiteral("5"), QStringLiteral("--temperature"), QStringLiteral("0")});
    ASSERT_EQ(g.code, 0) << g.err.toStdString();
    EXPECT_EQ(token_lines(g.out), expected_lines("to be", greedy, &said));
    EXPECT_TRUE(g.out.endsWith(QStringLiteral("\n5 new tokens\n"))) << g.out.toStdString();

    attn::SamplingOptions seeded;
    seeded.temperature = 0.9f;
    seeded.top_k = 12;
    seeded.top_p = 0.9f;
    seeded.seed = 77;
    seeded.max_new_tokens = 100;
    const QStringList args = {QStringLiteral("generate"),
                              QStringLiteral("--model"),
                              kTiny,
                              QStringLiteral("--prompt"),
                              QStringLiteral("to be or not"),
                              QStringLiteral("--tokens"),
                              QStringLiteral("100"),
                              QStringLiteral("--temperature"),
                              QStringLiteral("0.9"),
                              QStringLiteral("--top-k"),
                              QStringLiteral("12"),
                              QStringLiteral("--top-p"),
                              QStringLiteral("0.9"),
                              QStringLiteral("--seed"),
                              QStringLiteral("77")};
    const CliResult s = run_cli(args);
    ASSERT_EQ(s.code, 0) << s.err.toStdString();
    const QStringList want = expected_lines("to be or not", seeded, &said);
    EXPECT_EQ(want.size(), 4);  // 12 + 4 = the model's 16 positions
    EXPECT_EQ(token_lines(s.out), want);
    EXPECT_TRUE(s.out.endsWith(
        QStringLiteral("\nstopped at the model's n_positions (16 tokens) after 4 new tokens\n")));
    EXPECT_EQ(run_cli(args).out, s.out);
}

// The generated text line writes control characters visibly, as the token table does: a
// generated NUL or ESC went to the terminal raw (an ESC sequence could drive it).
TEST(CliGenerate, TheTextLineWritesControlCharactersVisibly) {
    const QString window = QStringLiteral(ATTNLAB_SOURCE_DIR "/tests/data/gpt/gpt2-window");
    const CliResult r = run_cli({QStringLiteral("generate"), QStringLiteral("--model"), window,
                                 QStringLiteral("--prompt"),
                                 QStringLiteral("a\x1b[31mb\x01"
                                                "c"),
                                 QStringLiteral("--tokens"), QStringLiteral("3"),
                                 QStringLiteral("--temperature"), QStringLiteral("0")});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    for (const QChar c : r.out)
        EXPECT_FALSE(c.unicode() < 0x20 && c != QLatin1Char('\n') && c != QLatin1Char('\t'))
            << "a raw control character U+" << std::hex << int(c.unicode());
    EXPECT_TRUE(r.out.contains(QStringLiteral("a\\x1B[31mb\\x01c"))) << r.out.toStdString();
}

TEST(CliGenerate, BadSettingsExitTwoSayingWhy) {
    const auto err = [](const QStringList& extra) {
        const CliResult r = run_cli(
            QStringList{QStringLiteral("generate"), QStringLiteral("--model"), kTiny} + extra);
        EXPECT_EQ(r.code, 2) << extra.join(QLatin1Char(' ')).toStdString();
        return r.err.trimmed();
    };
    const QString p = QStringLiteral("--prompt");
    EXPECT_EQ(err({p, QStringLiteral("to"), QStringLiteral("--temperature"), QStringLiteral("-1")}),
              QStringLiteral("attention-lab generate: --temperature -1 must be ≥ 0"));
    EXPECT_EQ(err({p, QStringLiteral("to"), QStringLiteral("--top-p"), QStringLiteral("0")}),
              QStringLiteral("attention-lab generate: --top-p 0 must be in (0, 1]"));
    // The option as typed, never the engine's field (a walk read "top_p", "sentence ''").
    EXPECT_EQ(
        err({p, QString()}),
        QStringLiteral("attention-lab generate: --prompt is empty: give the text to continue"));
    EXPECT_EQ(
        err({p, QStringLiteral("to"), QStringLiteral("--temperature"), QStringLiteral("warm")}),
        QStringLiteral("attention-lab generate: --temperature expects a number, got 'warm'"));
    EXPECT_EQ(err({}),
              QStringLiteral("attention-lab generate: give --prompt S: the text to continue"));
    EXPECT_TRUE(
        err({p, QStringLiteral("é")}).contains(QStringLiteral("is not in the model's vocabulary")));
    // The prompt is named as the option it was typed as (it was "sentence '…'").
    EXPECT_TRUE(err({p, QStringLiteral("é")})
                    .startsWith(QStringLiteral("attention-lab generate: --prompt 'é'")))
        << err({p, QStringLiteral("é")}).toStdString();
    EXPECT_TRUE(err({p, QString(40, QLatin1Char('a'))})
                    .startsWith(QStringLiteral("attention-lab generate: --prompt 'aaaa")))
        << err({p, QString(40, QLatin1Char('a'))}).toStdString();
    // Said as typed, not as what a float made of it ("temperature inf", a tiny one as 0).
    EXPECT_EQ(
        err({p, QStringLiteral("to"), QStringLiteral("--temperature"), QStringLiteral("1e308")}),
        QStringLiteral("attention-lab generate: --temperature '1e308' is out of range: a "
                       "float holds magnitudes from about 1e-38 to 3e38"));
    EXPECT_TRUE(err({p, QStringLiteral("to"), QStringLiteral("--top-p"), QStringLiteral("1e-60")})
                    .contains(QStringLiteral("--top-p '1e-60' is out of range")));
}

// --ablate and --cut are laid over every step: the tokens are the engine's under the same
// what-if (not the plain model's), and the report says so.
TEST(CliGenerate, AWhatIfIsLaidOverEveryStepAndSaid) {
    attn::SamplingOptions greedy;
    greedy.temperature = 0;
    greedy.max_new_tokens = 8;
    attn::Intervention cut;
    cut.kind = attn::Intervention::Kind::Cut;
    cut.layer = 0;
    cut.head = 0;
    cut.query = 6;
    cut.key = 0;
    const std::vector<attn::Intervention> what_if = {
        attn::Intervention::on_head(attn::Intervention::Kind::Ablate, 0, 1), cut};
    std::string said;
    const QStringList want = expected_lines("to be", greedy, &said, what_if);
    ASSERT_NE(want, expected_lines("to be", greedy, &said)) << "the what-if changes nothing";
    const CliResult r = run_cli(
        {QStringLiteral("generate"), QStringLiteral("--model"), kTiny, QStringLiteral("--prompt"),
         QStringLiteral("to be"), QStringLiteral("--tokens"), QStringLiteral("8"),
         QStringLiteral("--temperature"), QStringLiteral("0"), QStringLiteral("--ablate"),
         QStringLiteral("1.2"), QStringLiteral("--cut"), QStringLiteral("1.1:6>0")});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_EQ(token_lines(r.out), want);
    EXPECT_TRUE(
        r.out.contains(QStringLiteral("\nwhat if: --ablate 1.2 --cut 1.1:6>0 (on every step)\n")))
        << r.out.toStdString();
}

// A what-if the model cannot take is refused before anything is printed.
TEST(CliGenerate, AWhatIfTheModelLacksIsRefusedAlone) {
    const CliResult r = run_cli({QStringLiteral("generate"), QStringLiteral("--model"), kTiny,
                                 QStringLiteral("--prompt"), QStringLiteral("to be"),
                                 QStringLiteral("--ablate"), QStringLiteral("1.9")});
    EXPECT_EQ(r.code, 2);
    EXPECT_TRUE(r.out.isEmpty()) << r.out.toStdString();
    EXPECT_TRUE(r.err.contains(QStringLiteral("head"))) << r.err.toStdString();
}

}  // namespace
