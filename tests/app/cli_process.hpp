// Runs the built attention-lab (ATTNLAB_CLI) as a process for the app tests.
#pragma once

#include <QByteArray>
#include <QFile>
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

// A literal as a QString (the tests build with QT_NO_CAST_FROM_ASCII).
inline QString s(const char* text) { return QString::fromUtf8(text); }

// A file's bytes; empty where it cannot be read.
inline QByteArray read(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// A file's text (UTF-8); empty where it cannot be read.
inline QString read_text(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

}  // namespace attn::test
