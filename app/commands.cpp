#include "commands.hpp"

namespace attn::app {

const std::vector<Command>& commands() {
    static const std::vector<Command> all = {
        {"explain", "Print a lesson's results-log report (scores, weights, outputs).", &cmd_explain,
         false},
        {"trace", "Print every stage of attention on one sentence as JSON.", &cmd_trace, false},
        {"render", "Draw a view (scores, weights, heads, vectors, blend, ...) as PNG, SVG or PDF.",
         &cmd_render, true},
        {"train", "Train a tiny transformer on a text; progress on stderr, a lesson with --save.",
         &cmd_train, false},
        {"import", "Read a model saved from PyTorch (safetensors) into a lesson file.", &cmd_import,
         false},
        {"generate",
         "Continue a prompt with a real model (GPT-2 / nanoGPT), printing each token and its "
         "probability.",
         &cmd_generate, false},
        {"patch",
         "Activation patching: how much each head (or position) restores a clean prompt's answer "
         "in a corrupted one, as JSON, CSV or a figure.",
         &cmd_patch, true},
        {"heads",
         "The head-roles test: each head's previous-token, induction, duplicate-token and "
         "first-token score on a random sequence read twice, as JSON, CSV or a figure.",
         &cmd_heads, true},
        {"download",
         "Download a GPT-2-architecture model from the Hugging Face hub (resumable, verified); "
         "prints its folder.",
         &cmd_download, false},
        {"bench", "Print benchmark rows as JSON lines, one per measurement.", &cmd_bench, true},
    };
    return all;
}

const Command* find_command(const QString& name) {
    for (const auto& c : commands())
        if (name == QLatin1String(c.name)) return &c;
    return nullptr;
}

}  // namespace attn::app
