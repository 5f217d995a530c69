// attention-lab generate --model PATH --prompt S [--tokens N] [--temperature T]
//                        [--top-k K] [--top-p P] [--seed S] [--heads H]
//                        [--ablate L.H] [--keep-only L.H] [--ablation zero|mean] [--cut L.H:I>J]
// Continues a prompt with a real model (attnlab/gpt/gpt_generate.hpp) and
// prints each token as it comes — its step, text, the probability it was
// sampled with and the model's own — then the whole text and why it stopped.
// A what-if (--ablate, --keep-only, --cut) is laid over every step. Nothing is
// printed before the first token is drawn or the run ends, so a refusal (a
// head the model lacks, logits that overflow) stands alone.
#include <QCommandLineParser>
#include <cmath>
#include <cstring>
#include <limits>
#include <stdexcept>
#include <utility>

#include "attnlab/gpt/gpt_generate.hpp"
#include "cli_common.hpp"
#include "commands.hpp"
#include "intervention_options.hpp"
#include "real_model_cli.hpp"

namespace attn::app {
namespace {

// --NAME as a number (the engine checks its range); `dflt` when absent.
float number_option(const QCommandLineParser& p, const QString& name, float dflt) {
    if (!p.isSet(name)) return dflt;
    bool ok = false;
    const QString v = p.value(name).trimmed();
    const double x = v.toDouble(&ok);
    if (!ok) throw BadInput{QStringLiteral("--%1 expects a number, got '%2'").arg(name, v)};
    // A number a float cannot hold was said as what it became ("temperature inf", a tiny
    // one read as 0: greedy): said as typed instead.
    const float f = float(x);
    if (!std::isfinite(f) || (x != 0 && f == 0))
        throw BadInput{QStringLiteral("--%1 '%2' is out of range: a float holds magnitudes from "
                                      "about 1e-38 to 3e38")
                           .arg(name, v)};
    return f;
}

// `s` quoted, each control character but a newline or tab written as "\xHH" (C1: "\u0085"), as
// the token table shows them: a generated ESC or NUL went to the terminal as it was.
QString quoted(const std::string& s) {
    QString out;
    for (const QChar c : QString::fromStdString(s)) {
        const char16_t u = c.unicode();
        if ((u < 0x20 && u != u'\n' && u != u'\t') || u == 0x7F)
            out += QStringLiteral("\\x") +
                   QString::number(int(u), 16).rightJustified(2, QLatin1Char('0')).toUpper();
        else if (u >= 0x80 && u <= 0x9F)
            out += QStringLiteral("\\u") +
                   QString::number(int(u), 16).rightJustified(4, QLatin1Char('0')).toUpper();
        else
            out += c;
    }
    return QStringLiteral("“%1”").arg(out);
}

// The options of `generate`, and its description for --help.
void add_generate_options(QCommandLineParser& p) {
    p.setApplicationDescription(
        QStringLiteral("Continue a prompt with a real model (GPT-2 / nanoGPT), one token at a "
                       "time, printing each token with the "
                       "probability it was sampled with and the model's own. The same seed and "
                       "settings give the same text."));
    p.addHelpOption();
    add_model_options(p);
    p.addOption(
        {QStringLiteral("prompt"), QStringLiteral("The text to continue."), QStringLiteral("S")});
    p.addOption({QStringLiteral("tokens"),
                 QStringLiteral("New tokens at most, 0 to 100000 (default 20; the text stops at "
                                "the model's n_positions)."),
                 QStringLiteral("N")});
    p.addOption({QStringLiteral("temperature"),
                 QStringLiteral("Divides the logits before the softmax, ≥ 0 (default 1; 0: "
                                "always the likeliest token)."),
                 QStringLiteral("T")});
    p.addOption({QStringLiteral("top-k"),
                 QStringLiteral("Sample among the K likeliest tokens only (default 0: all)."),
                 QStringLiteral("K")});
    p.addOption({QStringLiteral("top-p"),
                 QStringLiteral("Sample among the fewest likeliest tokens whose probabilities "
                                "reach P, in (0, 1] (default 1)."),
                 QStringLiteral("P")});
    p.addOption({QStringLiteral("seed"),
                 QStringLiteral("The sampling seed, a whole number ≥ 0 (default 0)."),
                 QStringLiteral("S")});
    add_intervention_options(p);
}

// The what-if options as given ("--ablate 1.2 --cut 1.1:4>2"), for the report's head.
QString what_if_given(const QCommandLineParser& p) {
    QStringList given;
    for (const char* name : {"ablate", "keep-only", "ablation", "cut"})
        if (p.isSet(QString::fromLatin1(name)))
            given << QStringLiteral("--%1 %2").arg(QString::fromLatin1(name),
                                                   p.value(QString::fromLatin1(name)));
    return given.join(QLatin1Char(' '));
}

// The sampling settings the options give, checked.
attn::SamplingOptions sampling_options(const QCommandLineParser& p) {
    // Unset options keep the engine's defaults, which the window's Generate tab starts at too.
    const attn::SamplingOptions d;
    attn::SamplingOptions o;
    o.max_new_tokens = int(whole_option(p, QStringLiteral("tokens"), d.max_new_tokens, 0, 100000));
    o.temperature = number_option(p, QStringLiteral("temperature"), d.temperature);
    o.top_k = int(whole_option(p, QStringLiteral("top-k"), d.top_k, 0, 1 << 24));
    o.top_p = number_option(p, QStringLiteral("top-p"), d.top_p);
    o.seed = seed_option(p, (long long)d.seed);
    try {
        attn::validate(o);
    } catch (const std::invalid_argument& e) {
        // The engine names its fields ("top_p 0 must be in (0, 1]"); the user typed options.
        QString said = QString::fromUtf8(e.what());
        for (const auto& [field, option] :
             {std::pair{"temperature", "--temperature"}, std::pair{"top_p", "--top-p"},
              std::pair{"top_k", "--top-k"}, std::pair{"max_new_tokens", "--tokens"}})
            if (said.startsWith(QLatin1String(field) + QLatin1Char(' ')))
                said = QLatin1String(option) + said.mid(int(std::strlen(field)));
        throw BadInput{said};
    }
    return o;
}

// Continues `prompt` with `m`, printing each token as it comes, then the whole text and why it
// stopped.
void generate_and_print(const attn::OpenedModel& m, const std::string& prompt,
                        const attn::SamplingOptions& o, std::span<const attn::Intervention> what_if,
                        const QString& what_if_words) {
    std::vector<int> ids = model_ids(m, prompt, QStringLiteral("--prompt"));

    bool headed = false;
    const auto head = [&] {
        if (headed) return;
        headed = true;
        print_out(QStringLiteral("%1\nprompt %2: %3 tokens\n")
                      .arg(QString::fromStdString(m.summary), quoted(prompt))
                      .arg(ids.size()));
        if (!what_if_words.isEmpty())
            print_out(QStringLiteral("what if: %1 (on every step)\n").arg(what_if_words));
        print_out(QStringLiteral("step\ttoken\tp sampled\tp model\n"));
    };
    attn::GptRunner runner(m.model);
    int step = 0;
    attn::Generation g;
    try {
        g = attn::generate(runner, ids, o, what_if, nullptr, [&](const attn::GeneratedToken& t) {
            head();
            print_out(QStringLiteral("%1\t%2\t%3\t%4\n")
                          .arg(++step)
                          .arg(QString::fromStdString(m.tokenizer->display(t.id)))
                          .arg(t.p_sampled, 0, 'f', 4)
                          .arg(t.p_model, 0, 'f', 4));
        });
    } catch (const std::invalid_argument& e) {
        throw BadInput{QString::fromUtf8(e.what())};
    }
    head();
    for (const attn::GeneratedToken& t : g.tokens) ids.push_back(t.id);
    print_out(QStringLiteral("text %1\n%2\n")
                  .arg(quoted(m.tokenizer->decode(ids)), QString::fromStdString(g.describe())));
}

}  // namespace

int cmd_generate(const QStringList& args) {
    QCommandLineParser p;
    add_generate_options(p);
    parse_or_throw(p, args, QStringLiteral("generate"));
    if (p.isSet(QStringLiteral("help"))) {
        print_out(command_help(p, QStringLiteral("generate")));
        return kExitOk;
    }
    if (!p.isSet(QStringLiteral("model")))
        throw BadInput{QStringLiteral("--model needs the model's folder or file")};
    if (!p.isSet(QStringLiteral("prompt")))
        throw BadInput{QStringLiteral("give --prompt S: the text to continue")};

    const attn::SamplingOptions o = sampling_options(p);
    const std::vector<attn::Intervention> what_if = interventions_option(p);
    const attn::OpenedModel m = open_model_option(p);
    if (p.value(QStringLiteral("prompt")).trimmed().isEmpty())
        throw BadInput{QStringLiteral("--prompt is empty: give the text to continue")};
    const std::string prompt = p.value(QStringLiteral("prompt")).toStdString();
    generate_and_print(m, prompt, o, what_if, what_if_given(p));
    return kExitOk;
}

}  // namespace attn::app
