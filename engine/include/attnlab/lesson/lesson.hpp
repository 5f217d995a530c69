// Lesson: a plain value holding everything a lesson file holds — the named
// axes, the vocabulary and its embedding table, the sentences, and the
// attention settings, optionally a trained transformer, and optionally a
// pointer to a real model (GPT-2 / nanoGPT) on disk. A lesson file
// (docs/lesson-format.md) is exactly a serialised Lesson.
#pragma once

#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "attnlab/attention/attention_config.hpp"
#include "attnlab/lesson/lesson_step.hpp"
#include "attnlab/lesson/what_if.hpp"
#include "attnlab/model/trained_model.hpp"
#include "attnlab/words/embedding_table.hpp"

namespace attn {

// The longest model path a lesson file may hold (bytes; Linux's PATH_MAX).
inline constexpr std::size_t kMaxModelPathBytes = 4096;

// A real model the lesson points at rather than holds (attnlab/lesson/model_reference.hpp):
// a Hugging Face GPT-2 folder, a nanoGPT safetensors file or ckpt.pt.
struct ModelReference {
    // The model's folder or file. Read from a lesson file (read_lesson_file) it
    // is absolute, resolved against the lesson's folder; write_lesson_file
    // stores it relative to the lesson's folder when the model is inside or
    // beside it. From lesson_from_json alone: as written in the file.
    std::string path;
    int heads = 0;  // nanoGPT head count when the model's files do not say; 0: they say
    bool operator==(const ModelReference&) const = default;
};

// The lesson's title and description in another language (empty: its own).
struct LessonTexts {
    std::string title, description;
    // The projections' notes (AttentionConfig's w_q … w_o `note`), by the file's key:
    // "w_q", "w_k", "w_v", "w_o".
    std::map<std::string, std::string> notes;
    bool operator==(const LessonTexts&) const = default;
};

struct Lesson {
    std::string title;
    std::string description;
    std::string author;    // who wrote the lesson (may be empty)
    std::string licence;   // the terms it may be shared under ("CC BY 4.0"; may be empty)
    EmbeddingTable table;  // V × d
    std::vector<std::string> sentences;  // as typed; tokenised on evaluation
    std::string focus;                   // word the report follows ("bank"); may be empty
    AttentionConfig attention;
    std::optional<TrainedModel> model;  // a model trained by `attention-lab train` (or imported)
    std::vector<LessonStep> steps;      // the guided course through this lesson (may be empty)
    std::optional<ModelReference>
        real_model;  // a GPT-2 / nanoGPT model on disk the lesson is about
    // Title and description in other languages, by code; the steps hold theirs.
    std::map<std::string, LessonTexts> translations;
    // The user's what-if (attnlab/lesson/what_if.hpp): interventions laid over
    // one source's pass, set from the window and saved; the weights stay as they are.
    WhatIf what_if;

    bool operator==(const Lesson& o) const {
        return title == o.title && description == o.description && author == o.author &&
               licence == o.licence && table == o.table && sentences == o.sentences &&
               focus == o.focus && attention == o.attention && model == o.model &&
               steps == o.steps && real_model == o.real_model && translations == o.translations &&
               what_if == o.what_if;
    }
};

}  // namespace attn
