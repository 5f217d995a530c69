// The real-model side of the subcommands (GPT-2 / nanoGPT: attnlab/gpt/, tokenizers/,
// checkpoints/):
// --model PATH and --heads H, opening the model with messages that say which
// file to put where, and the `trace` JSON and `render` figures of its pass.
#pragma once

#include <QCommandLineParser>
#include <QString>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "attnlab/attention/intervention.hpp"
#include "attnlab/checkpoints/model_files.hpp"
#include "attnlab/gpt/gpt_pass.hpp"
#include "attnlab/lesson/lesson.hpp"

namespace attn::app {

// Adds --model PATH and --heads H.
void add_model_options(QCommandLineParser& p);
// --heads H (1 to 1024), 0 when not given.
int heads_option(const QCommandLineParser& p);

// Opens --model PATH (with --heads). A missing part is said with the file to
// put where ("the model in /m/gpt2 (config.json, model.safetensors,
// vocab.json + merges.txt): /m/gpt2/model.safetensors is missing"); a file
// the lab cannot use with open_model's reason. Throws BadInput.
attn::OpenedModel open_model_option(const QCommandLineParser& p);
// Opens the model a lesson points at (--heads overrides the lesson's head
// count); BadInput with "this lesson uses the model in …; … is missing".
attn::OpenedModel open_lesson_model(const attn::Lesson& lesson, const QCommandLineParser& p);

// The checked token ids of `sentence` (attnlab/lesson/real_model_lesson.hpp); BadInput.
// `option`: the option the user typed it as ("--prompt", "--clean"), named in the message
// in place of the engine's "sentence '…'"; none keeps "sentence".
std::vector<int> model_ids(const attn::OpenedModel& m, const std::string& sentence,
                           const QString& option = {});
// `why` with its leading "sentence " said as `option` ("--prompt '…': has 200 tokens …").
QString said_as_option(const QString& why, const QString& option);

// render's --position P (the token the lens and rollout views read, from 0)
// and --top K (the lens's guesses per layer, 1 to 50, default 5).
void add_probe_options(QCommandLineParser& p);
// --position for n tokens: n − 1 when not given; BadInput outside 0 … n − 1.
int position_option(const QCommandLineParser& p, int n);
int top_option(const QCommandLineParser& p);

// "huggingface-gpt2", "nanogpt-safetensors", "nanogpt-checkpoint".
const char* model_format_name(attn::ModelFormat f);

// --positions all | last | i,j,… (token positions from 0) for n tokens; BadInput.
std::vector<int> positions_option(const QCommandLineParser& p, int n);

// Writes the trace JSON of the pass (docs/cli.md, "trace --model") to stdout,
// streamed: layer `only_layer` (from 1; 0: all) and head `only_head` (0: all),
// and the top `top` next tokens at each of pass.logit_positions; with
// `interventions` (those the pass ran under), an "interventions" list echoing them.
void print_model_trace(const attn::OpenedModel& m, const std::string& sentence,
                       const attn::GptPass& pass, int top, int only_layer, int only_head,
                       std::span<const attn::Intervention> interventions = {});

}  // namespace attn::app
