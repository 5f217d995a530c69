#include "cli_common.hpp"

#include <QFile>
#include <QFileInfo>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <stdexcept>

#include "attnlab/io/safe_write.hpp"
#include "attnlab/io/utf8.hpp"
#include "attnlab/lesson/lesson_edits.hpp"
#include "attnlab/lesson/lesson_io.hpp"
#include "figures/figure_export.hpp"
#include "files/builtin_lessons.hpp"
#include "i18n/language.hpp"

namespace attn::app {

void add_lesson_options(QCommandLineParser& p) {
    p.addOption(
        {QStringLiteral("lesson"), QStringLiteral("Lesson file to use."), QStringLiteral("FILE")});
    p.addOption({QStringLiteral("builtin"),
                 QStringLiteral("Built-in lesson to use: %1 (default module1).")
                     .arg(attn::ui::builtin_lesson_names().join(QStringLiteral(", "))),
                 QStringLiteral("NAME")});
    p.addOption({QStringLiteral("variant"),
                 QStringLiteral("Ladder step to compute instead of the lesson's: %1.")
                     .arg(QString::fromStdString(attn::variant_names())),
                 QStringLiteral("STEP")});
    p.addOption({QStringLiteral("position-encoding"),
                 QStringLiteral("Where a word sits, instead of the lesson's: %1 (hand-wired "
                                "attention; a model keeps its own).")
                     .arg(QString::fromStdString(attn::position_encoding_names())),
                 QStringLiteral("E")});
    p.addOption({QStringLiteral("rope-base"),
                 QStringLiteral("RoPE's base (default 10000), with --position-encoding rope."),
                 QStringLiteral("B")});
}

void apply_position_options(const QCommandLineParser& p, attn::Lesson& lesson) {
    attn::AttentionConfig& c = lesson.attention;
    if (p.isSet(QStringLiteral("position-encoding"))) {
        const QString name = p.value(QStringLiteral("position-encoding"));
        try {
            c.position = attn::position_encoding_from_name(name.toStdString());
        } catch (const std::invalid_argument&) {
            throw BadInput{QStringLiteral("--position-encoding '%1' is not one (expected %2)")
                               .arg(name, QString::fromStdString(attn::position_encoding_names()))};
        }
    }
    if (p.isSet(QStringLiteral("rope-base"))) {
        bool ok = false;
        const double base = p.value(QStringLiteral("rope-base")).toDouble(&ok);
        if (!ok || !(base > 1.0 && base <= 1e12))
            throw BadInput{QStringLiteral("--rope-base expects a number above 1 (10000 in the "
                                          "paper), got '%1'")
                               .arg(p.value(QStringLiteral("rope-base")))};
        if (c.position != attn::PositionEncoding::Rope)
            throw BadInput{QStringLiteral("--rope-base needs --position-encoding rope")};
        c.rope_base = base;
    }
}

void apply_variant_option(const QCommandLineParser& p, attn::Lesson& lesson) {
    if (!p.isSet(QStringLiteral("variant"))) return;
    const QString name = p.value(QStringLiteral("variant"));
    attn::Variant v{};
    try {
        v = attn::variant_from_name(name.toStdString());
    } catch (const std::invalid_argument&) {
        throw BadInput{QStringLiteral("--variant '%1' is not a ladder step (expected %2)")
                           .arg(name, QString::fromStdString(attn::variant_names()))};
    }
    attn::AttentionConfig& c = lesson.attention;
    // As the window's toolbar climbs: Q·K·V scales by default when entered from
    // a step without projections; set_variant turns scaling off on the fixed rungs.
    const bool climbs = attn::uses_projections(v) && !attn::uses_projections(c.variant);
    // Entering multi-head from one head starts with 2 heads when they fit, as the toolbar does
    // (`render --variant multihead --head 2` on Module 1 draws the window's second head).
    const int d = lesson.table.axis_count();
    int heads = c.heads;
    if (v == attn::Variant::MultiHead && c.variant != attn::Variant::MultiHead && heads == 1 &&
        d % 2 == 0)
        heads = 2;
    try {
        attn::set_variant(c, v, heads, d);
        if (climbs) c.scale = true;
        attn::validate(c, lesson.table.axis_count());
    } catch (const std::invalid_argument& e) {
        throw BadInput{
            QStringLiteral("--variant %1: %2").arg(name, QString::fromStdString(e.what()))};
    }
}

void refuse_repeats(const QCommandLineParser& p, const QStringList& repeatable) {
    QStringList seen;
    for (const QString& name : p.optionNames()) {
        if (seen.contains(name) || repeatable.contains(name)) continue;
        seen << name;
        const qsizetype n = p.values(name).size();
        if (n > 1)
            throw BadInput{
                QStringLiteral("--%1 was given %2 times; it takes one value (see --help)")
                    .arg(name)
                    .arg(n)};
    }
}

void parse_or_throw(QCommandLineParser& p, const QStringList& args, const QString& command,
                    const QStringList& repeatable) {
    p.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    QStringList full = args;
    full.prepend(QStringLiteral("attention-lab ") + command);
    QString error;
    {
        const attn::ui::QtWordsInEnglish english;  // the command line's words are English
        if (!p.parse(full)) error = p.errorText();
    }
    if (!error.isEmpty()) throw BadInput{error};
    if (!p.positionalArguments().isEmpty())
        throw BadInput{QStringLiteral("unexpected argument '%1' (see --help)")
                           .arg(p.positionalArguments().first())};
    refuse_repeats(p, repeatable);
}

void check_arguments_utf8(int argc, char** argv, int first) {
    for (int i = first; i < argc; ++i) {
        const std::string arg = argv[i];
        const std::size_t bad = attn::first_invalid_utf8(arg);
        if (bad == std::string::npos) continue;
        // Which option the bytes belong to: "--sentence=…", or the value after "--sentence".
        QString owner;
        std::size_t offset = bad;  // in the value where the bytes are a value
        const std::size_t eq = arg.find('=');
        if (arg.rfind("-", 0) == 0 && eq != std::string::npos && eq < bad) {
            owner = QStringLiteral("the value of %1").arg(QString::fromUtf8(arg.substr(0, eq)));
            offset = bad - eq - 1;
        } else if (arg.rfind("-", 0) != 0 && i > first && argv[i - 1][0] == '-')
            owner = QStringLiteral("the value of %1").arg(QString::fromUtf8(argv[i - 1]));
        else
            owner = QStringLiteral("argument %1").arg(i - first + 1);
        throw BadInput{
            QStringLiteral("%1 is not valid UTF-8: byte 0x%2 at offset %3 (text "
                           "must be UTF-8)")
                .arg(owner)
                .arg(unsigned(static_cast<unsigned char>(arg[bad])), 2, 16, QLatin1Char('0'))
                .arg(offset)};
    }
}

attn::Lesson load_selected_lesson(const QCommandLineParser& p) {
    const bool hasFile = p.isSet(QStringLiteral("lesson"));
    const bool hasBuiltin = p.isSet(QStringLiteral("builtin"));
    if (hasFile && hasBuiltin)
        throw BadInput{QStringLiteral("give either --lesson or --builtin, not both")};
    attn::Lesson lesson;
    try {
        if (hasFile)
            lesson = attn::read_lesson_file(p.value(QStringLiteral("lesson")).toStdString());
        else
            lesson = attn::ui::load_builtin_lesson(hasBuiltin ? p.value(QStringLiteral("builtin"))
                                                              : QStringLiteral("module1"));
    } catch (const std::invalid_argument& e) {
        throw BadInput{QString::fromStdString(e.what())};
    }
    apply_variant_option(p, lesson);
    apply_position_options(p, lesson);
    return lesson;
}

long long whole_option(const QCommandLineParser& p, const QString& name, long long dflt,
                       long long min, long long max) {
    if (!p.isSet(name)) return dflt;
    bool ok = false;
    const long long v = p.value(name).toLongLong(&ok);
    if (!ok || v < min || v > max)
        throw BadInput{QStringLiteral("--%1 expects a whole number from %2 to %3, got '%4'")
                           .arg(name)
                           .arg(min)
                           .arg(max)
                           .arg(p.value(name))};
    return v;
}

std::uint64_t seed_option(const QCommandLineParser& p, long long dflt) {
    return std::uint64_t(whole_option(p, QStringLiteral("seed"), dflt, 0, kMaxSeed));
}

QString data_or_figure_output(const QCommandLineParser& p) {
    const QString output = p.value(QStringLiteral("output"));
    const QString suffix = QFileInfo(output).suffix().toLower();
    if (!output.isEmpty() && suffix != QStringLiteral("json") && suffix != QStringLiteral("csv") &&
        !attn::ui::export_format_for(output))
        throw BadInput{QStringLiteral("--output %1: expected a .json, .csv, .png, .svg or .pdf "
                                      "file")
                           .arg(output)};
    return output.isEmpty() ? QString() : suffix;
}

void write_text(const QString& path, const QString& text) {
    // Written whole or not at all (attn::write_file_safely): a full disk left a file cut at 4096
    // bytes, the old one gone.
    try {
        attn::write_file_safely(path.toStdString(), text.toStdString());
    } catch (const std::exception& e) {
        throw BadInput{QString::fromUtf8(e.what())};  // "PATH: writing failed (…); the previous …"
    }
}

QString command_help(const QCommandLineParser& p, const QString& command) {
    QString text;
    {
        const attn::ui::QtWordsInEnglish english;  // "Usage:", "Options:" as the rest: English
        text = p.helpText();
    }
    const qsizetype end = text.indexOf(QLatin1Char('\n'));
    const QString first = text.left(end);
    const qsizetype options = first.indexOf(QStringLiteral(" [options]"));
    if (first.startsWith(QStringLiteral("Usage: ")) && options > 0)
        text.replace(7, options - 7, QStringLiteral("attention-lab ") + command);
    return text;
}

namespace {
int stdout_error = 0;  // the first errno of a failed write to stdout
}  // namespace

void print_out(const QString& text) {
    const QByteArray b = text.toUtf8();
    errno = 0;
    if ((std::fwrite(b.constData(), 1, size_t(b.size()), stdout) != size_t(b.size()) ||
         std::fflush(stdout) != 0) &&
        stdout_error == 0)
        stdout_error = errno ? errno : EIO;
}

int stdout_write_error() { return stdout_error; }

void print_err(const QString& text) {
    const QByteArray b = text.toUtf8() + '\n';
    std::fwrite(b.constData(), 1, size_t(b.size()), stderr);
}

}  // namespace attn::app
