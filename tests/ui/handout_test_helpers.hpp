// What the handout tests share: the demo lesson with steps, and a PDF's page count.
#pragma once

#include <QByteArray>
#include <QRegularExpression>
#include <QString>

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

}  // namespace attn::ui::test
