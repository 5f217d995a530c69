// What the handout tests share: the demo lesson with steps, a PDF's page count and its text.
#pragma once

#include <QByteArray>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QString>
#include <QTemporaryDir>

#include "attnlab/lesson/lesson_io.hpp"

namespace attn::ui::test {

inline attn::Lesson demo() {
    return attn::read_lesson_file(ATTNLAB_SOURCE_DIR "/tests/data/steps-demo.attnlab.json");
}

// The pages a PDF holds (its /Type /Page objects, not /Pages).
inline int pdf_pages(const QByteArray& pdf) {
    static const QRegularExpression page(QStringLiteral("/Type\\s*/Page[^s]"));
    return int(QString::fromLatin1(pdf).count(page));
}

// The PDF's text (pdftotext, in reading order with `layout`), or nothing when pdftotext is not
// installed.
inline QString pdf_text(const QByteArray& pdf, bool layout = true) {
    const QString tool = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
    if (tool.isEmpty()) return {};
    QTemporaryDir dir;
    QFile f(dir.filePath(QStringLiteral("h.pdf")));
    if (!f.open(QIODevice::WriteOnly) || f.write(pdf) != pdf.size()) return {};
    f.close();
    QStringList args{f.fileName(), QStringLiteral("-")};
    if (layout) args.prepend(QStringLiteral("-layout"));
    QProcess p;
    p.start(tool, args);
    p.waitForFinished(30000);
    return QString::fromUtf8(p.readAllStandardOutput());
}

}  // namespace attn::ui::test
