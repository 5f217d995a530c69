// Helpers shared by the subcommands: parsing, lesson selection, messages.
#pragma once

#include <QCommandLineParser>
#include <QString>
#include <optional>

#include "attnlab/lesson.hpp"

namespace attn::app {

// Thrown by the helpers below; main turns it into "attention-lab CMD: message" and exit 2.
struct BadInput {
    QString message;
};

// Adds --lesson FILE and --builtin NAME to a parser.
void add_lesson_options(QCommandLineParser& p);
// Parses args (throws BadInput on unknown options or stray arguments).
void parse_or_throw(QCommandLineParser& p, const QStringList& args, const QString& command);
// The lesson chosen by --lesson / --builtin (default: the built-in "module1").
attn::Lesson load_selected_lesson(const QCommandLineParser& p);

// The value of option `name` as a whole number in [min, max], `dflt` when the
// option is absent; BadInput "--NAME expects a whole number from MIN to MAX, got 'x'".
long long whole_option(const QCommandLineParser& p, const QString& name, long long dflt, long long min, long long max);

void print_out(const QString& text);          // stdout, UTF-8
void print_err(const QString& text);          // stderr, UTF-8, newline added

}  // namespace attn::app
