// The model a command reads in GPT-2's layout, from --model PATH (a real GPT-2 /
// nanoGPT model) or --lesson FILE / --builtin NAME (the real model the lesson
// points at, else the model trained in it): what `patch` and `heads` run on.
#pragma once

#include <QCommandLineParser>
#include <QString>
#include <optional>
#include <vector>

#include "attnlab/checkpoints/model_files.hpp"
#include "attnlab/gpt/gpt_model.hpp"
#include "attnlab/model/trained_model.hpp"

namespace attn::app {

struct LessonGptModel {
    std::optional<attn::OpenedModel> real;
    std::optional<attn::TrainedModel> trained;
    attn::GptModel trained_gpt;  // trained, in GPT-2's layout

    const attn::GptModel& model() const { return real ? real->model : trained_gpt; }
    // The token ids of `text` as the model reads it; BadInput naming what it cannot read.
    // `option`: what the user typed the text as ("--clean"), named in a refusal.
    std::vector<int> ids(const QString& text, const QString& option = {}) const;
    QString display(int id) const;  // a token as people read it (␣ for a leading space)
    // The one token `text` is read as; BadInput naming --option otherwise.
    int one_token(const QString& option, const QString& text) const;
};

// BadInput for --model with --lesson or --builtin, for neither, and for a lesson
// without a model ("the lesson has no model to <verb>: …").
LessonGptModel lesson_gpt_model(const QCommandLineParser& p, const QString& verb);

}  // namespace attn::app
