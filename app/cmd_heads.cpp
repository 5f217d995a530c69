// attention-lab heads (--model PATH | --lesson FILE | --builtin NAME)
//                     [--length R] [--seed S] [--sequence ID,ID,…] [--output FILE]
//                     [--ablate L.H,… | --keep-only L.H,… [--ablation zero|mean]]
// The head-roles test (attnlab/gpt/head_roles.hpp) on a real model or a
// lesson's model: a random sequence of R tokens read twice, and each head's
// previous-token, induction, duplicate-token and first-token score. JSON on
// stdout, or FILE as .json, .csv, or a figure (.png, .svg, .pdf: one layers ×
// heads map per score). A what-if on heads is laid over the pass (the previous-token
// head switched off, the induction heads after it measured).
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <algorithm>
#include <stdexcept>

#include "attnlab/gpt/head_roles.hpp"
#include "attnlab/model/trace_json.hpp"
#include "cli_common.hpp"
#include "commands.hpp"
#include "figures/figure_export.hpp"
#include "head_roles_json.hpp"
#include "intervention_options.hpp"
#include "lesson_gpt_model.hpp"
#include "real_model_cli.hpp"
#include "viewdata/head_roles_figure.hpp"
#include "viewdata/what_if_words.hpp"

namespace attn::app {
namespace {

void add_heads_options(QCommandLineParser& p) {
    p.setApplicationDescription(QStringLiteral(
        "The head-roles test: the model reads a random sequence of R tokens twice, and for every "
        "layer and head prints its mean attention weight on the previous token "
        "(previous_token), on the token after this token's first occurrence (induction: what "
        "an induction head copies), on that first occurrence (duplicate) and on position 0 "
        "(first_token). Layers and heads count from 1."));
    p.addHelpOption();
    add_lesson_options(p);
    add_model_options(p);
    p.addOption({QStringLiteral("length"),
                 QStringLiteral("R, the random sequence's length (default: 64, or half the "
                                "model's context when that is less)."),
                 QStringLiteral("R")});
    p.addOption({QStringLiteral("seed"), QStringLiteral("Seed of the random sequence (default 1)."),
                 QStringLiteral("S")});
    p.addOption({QStringLiteral("sequence"),
                 QStringLiteral("The sequence itself, token ids of the model's vocabulary "
                                "(comma-separated), instead of a random one."),
                 QStringLiteral("ID,ID,…")});
    add_intervention_options(p);
    p.addOption({QStringLiteral("output"),
                 QStringLiteral("Write the scores to FILE: .json, .csv, or a figure (.png, .svg, "
                                ".pdf) of one layers × heads map per score (default: JSON on "
                                "stdout)."),
                 QStringLiteral("FILE")});
}

// --sequence's ids, each checked against the vocabulary.
std::vector<int> sequence_option(const QCommandLineParser& p, int vocab) {
    std::vector<int> ids;
    const QStringList items = p.value(QStringLiteral("sequence")).split(QLatin1Char(','));
    for (qsizetype k = 0; k < items.size(); ++k) {
        bool ok = false;
        const long long id = items[k].trimmed().toLongLong(&ok);
        if (!ok || id < 0 || id >= vocab)
            throw BadInput{QStringLiteral("--sequence: item %1 ('%2') is not a token id of the "
                                          "model's vocabulary (0 to %3)")
                               .arg(k + 1)
                               .arg(items[k].trimmed())
                               .arg(vocab - 1)};
        ids.push_back(int(id));
    }
    return ids;
}

QString csv_of(const attn::HeadRoles& r) {
    QString out = QStringLiteral("layer,head,previous_token,induction,duplicate,first_token\n");
    for (int l = 0; l < r.layers; ++l)
        for (int j = 0; j < r.heads; ++j) {
            const attn::HeadRoleScores& s = r.at(l, j);
            out += QStringLiteral("%1,%2,%3,%4,%5,%6\n")
                       .arg(l + 1)
                       .arg(j + 1)
                       .arg(s.previous_token, 0, 'g', 7)
                       .arg(s.induction, 0, 'g', 7)
                       .arg(s.duplicate, 0, 'g', 7)
                       .arg(s.first_token, 0, 'g', 7);
        }
    return out;
}

// The scores as JSON: the sequence's length, seed (null for --sequence), ids and tokens, and
// each head's scores.
QJsonObject heads_json(const LessonGptModel& s, const attn::HeadRoles& roles,
                       const QJsonValue& seed) {
    QJsonArray ids, tokens;
    for (int id : roles.sequence) {
        ids.append(id);
        tokens.append(s.display(id));
    }
    QJsonObject o;
    o.insert(QStringLiteral("length"), int(roles.sequence.size()));
    o.insert(QStringLiteral("seed"), seed);
    o.insert(QStringLiteral("sequence"), ids);
    o.insert(QStringLiteral("tokens"), tokens);
    o.insert(QStringLiteral("heads"), head_roles_json(roles));
    if (!roles.interventions.empty())  // the what-if laid over the pass, as `trace` echoes it
        o.insert(QStringLiteral("interventions"),
                 QJsonDocument::fromJson(
                     QByteArray::fromStdString(attn::interventions_to_json(roles.interventions)))
                     .array());
    return o;
}

}  // namespace

int cmd_heads(const QStringList& args) {
    QCommandLineParser p;
    add_heads_options(p);
    parse_or_throw(p, args, QStringLiteral("heads"));
    if (p.isSet(QStringLiteral("help"))) {
        print_out(command_help(p, QStringLiteral("heads")));
        return kExitOk;
    }
    const QString output = p.value(QStringLiteral("output"));
    const QString suffix = data_or_figure_output(p);
    if (p.isSet(QStringLiteral("sequence")) &&
        (p.isSet(QStringLiteral("length")) || p.isSet(QStringLiteral("seed"))))
        throw BadInput{QStringLiteral(
            "--sequence gives the sequence itself: give it without --length and --seed")};
    const LessonGptModel s = lesson_gpt_model(p, QStringLiteral("test"));
    const attn::GptConfig& c = s.model().config;
    const int most = std::max(2, c.positions / 2);
    const long long seed = (long long)seed_option(p, 1);
    std::vector<int> sequence;
    if (p.isSet(QStringLiteral("sequence"))) {
        sequence = sequence_option(p, c.vocab);
    } else {
        const int R = int(whole_option(p, QStringLiteral("length"), std::min(64, most), 2, most));
        sequence = attn::random_token_sequence(c.vocab, R, std::uint64_t(seed));
    }
    const std::vector<attn::Intervention> what_if = interventions_option(p);
    attn::HeadRoles roles;
    try {
        roles = attn::head_roles(s.model(), sequence, nullptr, what_if);
    } catch (const std::invalid_argument& e) {
        throw BadInput{QString::fromStdString(e.what())};
    }
    if (!output.isEmpty() && suffix == QStringLiteral("csv")) {
        write_text(output, csv_of(roles));
        return kExitOk;
    }
    if (!output.isEmpty() && suffix != QStringLiteral("json")) {
        attn::ui::FigureSpec spec = attn::ui::head_roles_figure(
            roles, attn::ui::head_roles_where(s.real ? &*s.real : nullptr));
        spec.what_if =
            attn::ui::what_if_label(attn::WhatIf{attn::Source::Real, what_if}, attn::Source::Real);
        attn::ui::ExportOptions look;
        look.look.caption = spec.caption;
        QString error;
        if (!attn::ui::export_figure(spec, output, look, &error)) throw BadInput{error};
        return kExitOk;
    }
    const QJsonObject o =
        heads_json(s, roles, p.isSet(QStringLiteral("sequence")) ? QJsonValue() : seed);
    const QString text = QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Indented));
    if (output.isEmpty())
        print_out(text);
    else
        write_text(output, text);
    return kExitOk;
}

}  // namespace attn::app
