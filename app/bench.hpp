// `attention-lab bench`: the JSON lines described in docs/cli.md, one
// object per line on stdout. Each suite prints its own rows.
#pragma once

namespace attn::app {

struct BenchOptions {
    bool quick = false;  // skip the largest shapes (as the peers' --quick)
    int threads = 2;     // worker threads for the numeric core
};

void bench_mha(const BenchOptions& o);    // {"bench": "mha_forward", ...} rows
void bench_train(const BenchOptions& o);  // {"bench": "train_step", ...} rows
void bench_model(
    const BenchOptions& o);  // {"bench": "model_forward", ...} rows (a GPT-2-small pass)
void bench_patch(const BenchOptions& o);  // {"bench": "patch_map", ...} rows (every head patched)
void bench_ui(const BenchOptions& o);     // {"bench": "ui_edit" | "ui_training_latency", ...} rows
void bench_ui_training(const BenchOptions& o);  // the ui_training_latency row (called by bench_ui)
void bench_ui_edit(const BenchOptions& o);      // the ui_edit rows: hand-wired lessons, 3 to 2,048
                                                // tokens (called by bench_ui)
void bench_ui_model(const BenchOptions& o);     // the ui_model_* rows: a GPT-2-shaped real model in
                                                // the window (called by bench_ui)

}  // namespace attn::app
