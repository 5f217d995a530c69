// Helpers shared by the subcommands: parsing, lesson selection, messages.
#pragma once

#include <QCommandLineParser>
#include <QString>
#include <cstdint>
#include <optional>

#include "attnlab/lesson/lesson.hpp"

namespace attn::app {

// Thrown by the helpers below; main turns it into "attention-lab CMD: message" and exit 2.
struct BadInput {
    QString message;
};

// Adds --lesson FILE, --builtin NAME and --variant STEP to a parser.
void add_lesson_options(QCommandLineParser& p);
// --variant STEP: switches the lesson's hand-wired attention to that ladder
// step as the window's toolbar does (identity projections where missing,
// scaling on when climbing to Q·K·V, off on no-mixing and equal-average).
// BadInput naming the option for an unknown step or heads that do not fit.
void apply_variant_option(const QCommandLineParser& p, attn::Lesson& lesson);
// Applies --position-encoding and --rope-base (BadInput naming the option).
void apply_position_options(const QCommandLineParser& p, attn::Lesson& lesson);
// Parses args (throws BadInput on unknown options, stray arguments, or an option
// given twice that takes one value; `repeatable` names those that take several).
void parse_or_throw(QCommandLineParser& p, const QStringList& args, const QString& command,
                    const QStringList& repeatable = {});
// BadInput "--NAME was given 2 times; it takes one value" for an option given more
// than once that is not in `repeatable`.
void refuse_repeats(const QCommandLineParser& p, const QStringList& repeatable);
// BadInput naming the option whose value (or the argument) in argv[first..argc) is
// not valid UTF-8, with the byte and its offset: Qt would turn it into U+FFFD silently.
void check_arguments_utf8(int argc, char** argv, int first);
// The lesson chosen by --lesson / --builtin (default: the built-in "module1"),
// with --variant applied.
attn::Lesson load_selected_lesson(const QCommandLineParser& p);

// The value of option `name` as a whole number in [min, max], `dflt` when the
// option is absent; BadInput "--NAME expects a whole number from MIN to MAX, got 'x'".
long long whole_option(const QCommandLineParser& p, const QString& name, long long dflt,
                       long long min, long long max);

// --seed: the same range for every command, 0 to 2^53 (a seed a JSON report can carry
// exactly), `dflt` when absent.
constexpr long long kMaxSeed = 1LL << 53;
std::uint64_t seed_option(const QCommandLineParser& p, long long dflt);

// p.helpText() with its usage line as people type it: "Usage: attention-lab render [options]"
// (Qt's names the program by the path it was started from).
QString command_help(const QCommandLineParser& p, const QString& command);
// --output of a command that writes data or a figure (patch, heads): its suffix
// in lower case ("" when not given); BadInput unless .json, .csv, .png, .svg or .pdf.
QString data_or_figure_output(const QCommandLineParser& p);
// Writes `text` as UTF-8 to `path`, replacing it whole or not at all; BadInput naming the file
// and the system's reason when it cannot ("no file was made": what was there stays).
void write_text(const QString& path, const QString& text);
void print_out(const QString& text);  // stdout, UTF-8
int stdout_write_error();             // the errno of print_out's first failed write, else 0
void print_err(const QString& text);  // stderr, UTF-8, newline added

}  // namespace attn::app
