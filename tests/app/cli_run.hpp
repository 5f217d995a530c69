// Runs the built attention-lab (ATTNLAB_CLI) with arguments and collects its
// exit code, stdout and stderr (UTF-8). Shared by the CLI tests.
#pragma once

#include <QProcess>
#include <QString>
#include <QStringList>

struct CliResult {
    int code;
    QString out, err;
};

inline CliResult run_cli(const QStringList& args) {
    QProcess p;
    p.start(QStringLiteral(ATTNLAB_CLI), args);
    p.waitForFinished(60000);
    return {p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError())};
}
