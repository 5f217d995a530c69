#include "files/builtin_lessons.hpp"

#include <QDir>
#include <QFile>
#include <stdexcept>

#include "attnlab/lesson/lesson_io.hpp"
#include "attnlab/lesson/lesson_texts.hpp"
#include "i18n/language.hpp"

namespace attn::ui {

QStringList builtin_lesson_names() {
    QStringList names;
    const auto entries =
        QDir(QStringLiteral(":/lessons"))
            .entryList({QStringLiteral("*.attnlab.json")}, QDir::Files, QDir::Name);
    for (const auto& e : entries) names << e.chopped(int(sizeof(".attnlab.json")) - 1);
    return names;
}

QStringList builtin_course_parts() {
    QStringList parts;
    for (const QString& n : builtin_lesson_names())
        if (n.startsWith(QLatin1String("course-"))) parts << n;
    return parts;  // entryList sorted them by name: part 1 first
}

QByteArray builtin_lesson_json(const QString& name) {
    QFile f(QStringLiteral(":/lessons/%1.attnlab.json").arg(name));
    if (!f.open(QIODevice::ReadOnly)) return {};
    return f.readAll();
}

attn::Lesson load_builtin_lesson(const QString& name) {
    const QByteArray text = builtin_lesson_json(name);
    if (text.isEmpty())
        throw std::invalid_argument(
            "no built-in lesson named '" + name.toStdString() + "' (available: " +
            builtin_lesson_names().join(QStringLiteral(", ")).toStdString() + ")");
    return attn::lesson_from_json(text.toStdString());
}

QString builtin_lesson_title(const QString& name) {
    try {
        return QString::fromStdString(
            attn::lesson_texts(load_builtin_lesson(name), lesson_language()).title);
    } catch (const std::exception&) {
        return name;
    }
}

}  // namespace attn::ui
