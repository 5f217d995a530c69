// ValueTarget: which editable matrix of a lesson a value belongs to — the
// embedding table or one hand-wired projection. Shared by the edit commands,
// the table models and the projection figures.
#pragma once

#include <QString>

#include "attnlab/lesson/lesson.hpp"

namespace attn::ui {

enum class ValueTarget { Embedding, WQ, WK, WV, WO };

// Display name of a target ("embedding", "W_Q", …) and the projection it names.
QString target_name(ValueTarget t);
attn::Projection* target_projection(attn::Lesson& l, ValueTarget t);  // nullptr for Embedding
const attn::Projection* target_projection(const attn::Lesson& l, ValueTarget t);
// The key a lesson file names its projection by ("w_q", …; attn::kProjectionKeys); nullptr for
// Embedding.
const char* target_key(ValueTarget t);

}  // namespace attn::ui
