// One entry per line: how the authoring dialogs edit a list of texts (a
// question's choices, its quantities to compare) in a plain text box.
#pragma once

#include <QPlainTextEdit>
#include <QString>
#include <QStringList>
#include <string>
#include <vector>

namespace attn::ui {

// The box's non-empty lines, each trimmed.
inline std::vector<std::string> entries_of(const QPlainTextEdit* box) {
    std::vector<std::string> out;
    for (const QString& l : box->toPlainText().split(QLatin1Char('\n')))
        if (!l.trimmed().isEmpty()) out.push_back(l.trimmed().toStdString());
    return out;
}

// The entries one per line, as entries_of reads them back.
inline QString one_per_line(const std::vector<std::string>& entries) {
    QStringList l;
    for (const std::string& s : entries) l << QString::fromStdString(s);
    return l.join(QLatin1Char('\n'));
}

}  // namespace attn::ui
