// attention-lab patch (--model PATH | --lesson FILE | --builtin NAME) --clean S1 --corrupt S2
//                     --answer TOKEN --foil TOKEN [--over heads|residual] [--output FILE]
// The patching map (attnlab/gpt/gpt_patch.hpp) of a real model, or of a
// lesson's model (the real one it points at, else the one trained in the lab):
// per layer and head (or position), how much of the clean prompt's logit
// difference answer − foil comes back when that head's output (or that
// position's residual) is taken from the clean run into the corrupted one.
// JSON on stdout, or FILE as .json, .csv, or a figure (.png, .svg, .pdf).
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <optional>
#include <stdexcept>

#include "attnlab/gpt/gpt_patch.hpp"
#include "cli_common.hpp"
#include "commands.hpp"
#include "figures/figure_export.hpp"
#include "lesson_gpt_model.hpp"
#include "real_model_cli.hpp"
#include "viewdata/model_figure_spec.hpp"

namespace attn::app {
namespace {

QJsonArray map_rows(const attn::Matrix& m) {
    QJsonArray rows;
    for (Eigen::Index l = 0; l < m.rows(); ++l) {
        QJsonArray row;
        for (Eigen::Index j = 0; j < m.cols(); ++j) row.append(double(m(l, j)));
        rows.append(row);
    }
    return rows;
}

QJsonArray token_array(const LessonGptModel& s, const std::vector<int>& ids) {
    QJsonArray out;
    for (int id : ids) out.append(s.display(id));
    return out;
}

// The map as a figure: layers down, heads (or the corrupted prompt's tokens) across,
// coloured on a scale centred on 0 (1: fully restored).
attn::ui::FigureSpec patch_figure(const LessonGptModel& s, const attn::PatchMap& map,
                                  const std::vector<int>& corrupt, const QString& answer,
                                  const QString& foil) {
    attn::ui::FigureSpec f;
    f.kind = attn::ui::FigureKind::Heatmap;
    attn::ui::MatrixPanel panel;
    panel.values = map.restored;
    for (Eigen::Index l = 0; l < map.restored.rows(); ++l)
        panel.row_labels << QStringLiteral("layer %1").arg(l + 1);
    const bool heads = map.over == attn::PatchRequest::Over::Heads;
    for (Eigen::Index j = 0; j < map.restored.cols(); ++j)
        panel.col_labels << (heads ? QStringLiteral("head %1").arg(j + 1)
                                   : s.display(corrupt[std::size_t(j)]));
    panel.row_title = QStringLiteral("layer patched");
    panel.col_title = heads ? QStringLiteral("head patched") : QStringLiteral("position patched");
    panel.panel_title =
        QStringLiteral("restored fraction of logit('%1') − logit('%2')").arg(answer, foil);
    f.panels.push_back(panel);
    f.caption = QStringLiteral(
                    "Each cell: the corrupted prompt run with that %1 taken from the clean run; "
                    "(patched − corrupted) / (clean − corrupted) of the logit difference, "
                    "1 = fully restored. Clean %2, corrupted %3.")
                    .arg(heads ? QStringLiteral("head's output")
                               : QStringLiteral("position's residual entering the layer"))
                    .arg(map.clean_diff, 0, 'f', 3)
                    .arg(map.corrupt_diff, 0, 'f', 3);
    return f;
}

QString csv_of(const LessonGptModel& s, const attn::PatchMap& map,
               const std::vector<int>& corrupt) {
    const bool heads = map.over == attn::PatchRequest::Over::Heads;
    QString out = heads ? QStringLiteral("layer,head,restored,patched_diff\n")
                        : QStringLiteral("layer,position,token,restored,patched_diff\n");
    for (Eigen::Index l = 0; l < map.restored.rows(); ++l)
        for (Eigen::Index j = 0; j < map.restored.cols(); ++j) {
            QString token;
            if (!heads) {
                token = s.display(corrupt[std::size_t(j)]);
                token.replace(QLatin1Char('"'), QStringLiteral("\"\""));
                token = QStringLiteral(",\"%1\"").arg(token);
            }
            out += QStringLiteral("%1,%2%3,%4,%5\n")
                       .arg(l + 1)
                       .arg(heads ? j + 1 : j)
                       .arg(token)
                       .arg(double(map.restored(l, j)), 0, 'g', 7)
                       .arg(double(map.patched_diff(l, j)), 0, 'g', 7);
        }
    return out;
}

void add_patch_options(QCommandLineParser& p) {
    p.setApplicationDescription(QStringLiteral(
        "Activation patching: for every layer and head (or, with --over residual, every layer "
        "and token position) run the corrupted prompt with that head's output (or that "
        "position's residual) taken from the clean prompt's run, and print how much of the "
        "clean logit difference answer − foil it restores: (patched − corrupted) / (clean − "
        "corrupted), 1 = fully restored. The prompts must have the same number of tokens."));
    p.addHelpOption();
    add_lesson_options(p);
    add_model_options(p);
    p.addOption(
        {QStringLiteral("clean"), QStringLiteral("The clean prompt."), QStringLiteral("S")});
    p.addOption({QStringLiteral("corrupt"),
                 QStringLiteral("The corrupted prompt (as many tokens as the clean one)."),
                 QStringLiteral("S")});
    p.addOption({QStringLiteral("answer"),
                 QStringLiteral("The clean prompt's answer, one token (\" Mary\")."),
                 QStringLiteral("TOKEN")});
    p.addOption({QStringLiteral("foil"),
                 QStringLiteral("The corrupted prompt's answer, one token (\" John\")."),
                 QStringLiteral("TOKEN")});
    p.addOption({QStringLiteral("over"),
                 QStringLiteral("heads (default): layers × heads; residual: layers × positions."),
                 QStringLiteral("heads|residual")});
    p.addOption({QStringLiteral("output"),
                 QStringLiteral("Write the map to FILE: .json, .csv, .png, .svg or .pdf (default: "
                                "JSON on stdout)."),
                 QStringLiteral("FILE")});
}

// The four options patch needs, each given, and --over's value checked; returns --over's value.
QString checked_over(const QCommandLineParser& p) {
    for (const char* needed : {"clean", "corrupt", "answer", "foil"})
        if (!p.isSet(QString::fromLatin1(needed)))
            throw BadInput{QStringLiteral("--%1 is needed (patch --help says how)")
                               .arg(QLatin1String(needed))};
    const QString over = p.value(QStringLiteral("over"));
    if (p.isSet(QStringLiteral("over")) && over != QStringLiteral("heads") &&
        over != QStringLiteral("residual"))
        throw BadInput{QStringLiteral("--over '%1': expected heads or residual").arg(over)};
    return over;
}

// The map as JSON: what was patched, the prompts' tokens, answer and foil, and both matrices.
QJsonObject patch_json(const LessonGptModel& s, const attn::PatchRequest& r,
                       const attn::PatchMap& map) {
    const QString answer = s.display(r.answer), foil = s.display(r.foil);
    QJsonObject o;
    o.insert(QStringLiteral("over"), r.over == attn::PatchRequest::Over::Residual
                                         ? QStringLiteral("residual")
                                         : QStringLiteral("heads"));
    o.insert(QStringLiteral("clean_tokens"), token_array(s, r.clean));
    o.insert(QStringLiteral("corrupt_tokens"), token_array(s, r.corrupt));
    o.insert(QStringLiteral("answer"),
             QJsonObject{{QStringLiteral("id"), r.answer}, {QStringLiteral("token"), answer}});
    o.insert(QStringLiteral("foil"),
             QJsonObject{{QStringLiteral("id"), r.foil}, {QStringLiteral("token"), foil}});
    o.insert(QStringLiteral("clean_diff"), map.clean_diff);
    o.insert(QStringLiteral("corrupt_diff"), map.corrupt_diff);
    o.insert(QStringLiteral("map"), map_rows(map.restored));
    o.insert(QStringLiteral("patched_diff"), map_rows(map.patched_diff));
    return o;
}

}  // namespace

int cmd_patch(const QStringList& args) {
    QCommandLineParser p;
    add_patch_options(p);
    parse_or_throw(p, args, QStringLiteral("patch"));
    if (p.isSet(QStringLiteral("help"))) {
        print_out(command_help(p, QStringLiteral("patch")));
        return kExitOk;
    }
    const QString over = checked_over(p);
    const QString output = p.value(QStringLiteral("output"));
    const QString suffix = data_or_figure_output(p);

    const LessonGptModel s = lesson_gpt_model(p, QStringLiteral("patch"));
    attn::PatchRequest r;
    r.clean = s.ids(p.value(QStringLiteral("clean")), QStringLiteral("--clean"));
    r.corrupt = s.ids(p.value(QStringLiteral("corrupt")), QStringLiteral("--corrupt"));
    r.answer = s.one_token(QStringLiteral("answer"), p.value(QStringLiteral("answer")));
    r.foil = s.one_token(QStringLiteral("foil"), p.value(QStringLiteral("foil")));
    r.over = over == QStringLiteral("residual") ? attn::PatchRequest::Over::Residual
                                                : attn::PatchRequest::Over::Heads;
    attn::PatchMap map;
    try {
        map = attn::patch_map(s.model(), r);
    } catch (const std::invalid_argument& e) {
        throw BadInput{QString::fromStdString(e.what())};
    }
    const QString answer = s.display(r.answer), foil = s.display(r.foil);
    if (!output.isEmpty() && suffix != QStringLiteral("json")) {
        if (suffix == QStringLiteral("csv")) {
            write_text(output, csv_of(s, map, r.corrupt));
        } else {
            QString error;
            const attn::ui::FigureSpec figure = patch_figure(s, map, r.corrupt, answer, foil);
            // The figure says what it is of: the two prompts over it, its metrics under it (the
            // caption was made and not drawn).
            attn::ui::ExportOptions look;
            look.look.title =
                QStringLiteral("Activation patching: “%1” (clean), “%2” (corrupted)")
                    .arg(p.value(QStringLiteral("clean")), p.value(QStringLiteral("corrupt")));
            look.look.caption = figure.caption;
            if (!attn::ui::export_figure(figure, output, look, &error)) throw BadInput{error};
        }
        return kExitOk;
    }
    const QJsonObject o = patch_json(s, r, map);
    const QString text = QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Indented));
    if (output.isEmpty())
        print_out(text);
    else
        write_text(output, text);
    return kExitOk;
}

}  // namespace attn::app
