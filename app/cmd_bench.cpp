// attention-lab bench [--quick] [--only mha|train|model|patch|ui|ui-edit|ui-model] [--threads N]
// (ui-edit, ui-model: only the ui suite's ui_edit rows, or its real-model rows)
#include "bench.hpp"
#include "cli_common.hpp"
#include "commands.hpp"

namespace attn::app {

int cmd_bench(const QStringList& args) {
    QCommandLineParser p;
    p.setApplicationDescription(
        QStringLiteral("Print benchmark rows as JSON lines, one per measurement."));
    p.addHelpOption();
    p.addOption({QStringLiteral("quick"), QStringLiteral("Skip the largest shapes.")});
    p.addOption(
        {QStringLiteral("only"),
         QStringLiteral("Run one suite: mha, train, model, patch, ui, or a part of ui: ui-edit "
                        "(its ui_edit rows), ui-model (its real-model rows)."),
         QStringLiteral("SUITE")});
    p.addOption({QStringLiteral("threads"),
                 QStringLiteral("Threads for the numeric core (default 2)."), QStringLiteral("N")});
    parse_or_throw(p, args, QStringLiteral("bench"));
    if (p.isSet(QStringLiteral("help"))) {
        print_out(command_help(p, QStringLiteral("bench")));
        return kExitOk;
    }
    BenchOptions o;
    o.quick = p.isSet(QStringLiteral("quick"));
    if (p.isSet(QStringLiteral("threads"))) {
        bool ok = false;
        o.threads = p.value(QStringLiteral("threads")).toInt(&ok);
        if (!ok || o.threads < 1 || o.threads > 256)
            throw BadInput{QStringLiteral("--threads expects a whole number from 1 to 256")};
    }
    const QString only = p.value(QStringLiteral("only"));
    if (!only.isEmpty() && only != QLatin1String("mha") && only != QLatin1String("train") &&
        only != QLatin1String("model") && only != QLatin1String("patch") &&
        only != QLatin1String("ui") && only != QLatin1String("ui-edit") &&
        only != QLatin1String("ui-model"))
        throw BadInput{
            QStringLiteral(
                "--only expects mha, train, model, patch, ui, ui-edit or ui-model, got '%1'")
                .arg(only)};
    if (only.isEmpty() || only == QLatin1String("mha")) bench_mha(o);
    if (only.isEmpty() || only == QLatin1String("train")) bench_train(o);
    if (only.isEmpty() || only == QLatin1String("model")) bench_model(o);
    if (only.isEmpty() || only == QLatin1String("patch")) bench_patch(o);
    if (only.isEmpty() || only == QLatin1String("ui")) bench_ui(o);
    if (only == QLatin1String("ui-edit")) bench_ui_edit(o);
    if (only == QLatin1String("ui-model")) bench_ui_model(o);
    return kExitOk;
}

}  // namespace attn::app
