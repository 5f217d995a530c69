// Runs the built attention-lab (ATTNLAB_CLI) as a process for the app tests.
#pragma once

#include <QProcess>
#include <QString>
#include <QStringList>

namespace attn::test {

struct CliResult {
    int code;
    QString out, err;
};

inline CliResult run_cli(const QStringList& args, int timeout_ms = 120000) {
    QProcess p;
    p.start(QStringLiteral(ATTNLAB_CLI), args);
    p.waitForFinished(timeout_ms);
    return {p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError())};
}

}  // namespace attn::test
