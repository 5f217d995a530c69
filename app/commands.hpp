// The subcommands of `attention-lab`. Each takes its own arguments (without
// the program and command names), prints to stdout, reports problems on
// stderr, and returns the exit code: 0 success, 2 bad input, 1 internal failure.
#pragma once

#include <QStringList>
#include <vector>

namespace attn::app {

inline constexpr int kExitOk = 0;
inline constexpr int kExitFailure = 1;
inline constexpr int kExitBadInput = 2;

struct Command {
    const char* name;
    const char* summary;
    int (*run)(const QStringList& args);
    bool needs_widgets;  // creates a QApplication (offscreen) instead of a QCoreApplication
};

// All subcommands, in the order `attention-lab --help` lists them.
const std::vector<Command>& commands();
const Command* find_command(const QString& name);

int cmd_explain(const QStringList& args);
int cmd_trace(const QStringList& args);
int cmd_bench(const QStringList& args);
int cmd_render(const QStringList& args);
int cmd_train(const QStringList& args);
int cmd_import(const QStringList& args);
int cmd_generate(const QStringList& args);
int cmd_patch(const QStringList& args);
int cmd_heads(const QStringList& args);
int cmd_download(const QStringList& args);

}  // namespace attn::app
