// Lesson: a plain value holding everything a lesson file holds — the named
// axes, the vocabulary and its embedding table, the sentences, and the
// attention settings, and optionally a trained transformer. A lesson file (docs/lesson-format.md) is exactly a
// serialised Lesson.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "attnlab/attention/attention_config.hpp"
#include "attnlab/words/embedding_table.hpp"
#include "attnlab/lesson/lesson_step.hpp"
#include "attnlab/model/trained_model.hpp"

namespace attn {

struct Lesson {
    std::string title;
    std::string description;
    std::string author;   // who wrote the lesson (may be empty)
    std::string licence;  // the terms it may be shared under ("CC BY 4.0"; may be empty)
    EmbeddingTable table;                // V × d
    std::vector<std::string> sentences;  // as typed; tokenised on evaluation
    std::string focus;                   // word the report follows ("bank"); may be empty
    AttentionConfig attention;
    std::optional<TrainedModel> model;   // a model trained by `attention-lab train` (or imported)
    std::vector<LessonStep> steps;       // the guided course through this lesson (may be empty)

    bool operator==(const Lesson& o) const {
        return title == o.title && description == o.description && author == o.author && licence == o.licence &&
               table == o.table &&
               sentences == o.sentences && focus == o.focus && attention == o.attention &&
               model == o.model && steps == o.steps;
    }
};

}  // namespace attn
