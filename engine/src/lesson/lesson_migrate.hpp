// Lesson format versions and how older files are brought up to date
// (engine-internal; the policy is in docs/lesson-format.md).
//
// Version 0 was the draft format of the first prototypes: the table as two
// parallel lists, "words" (V names) and "table" (V rows of d numbers), and the
// attention variant as a top-level string "variant". Version 1 (current) has
// "embeddings": [{"word", "vector"}] and everything about attention under
// "attention". Each step upgrades a document from version k to k + 1 in
// place and checks, with version-k paths, whatever it moves.
#pragma once

#include "io/json_read.hpp"

namespace attn::detail {

inline constexpr int kOldestLessonVersion = 0;

// Checks "format" and "version" of a parsed lesson document and upgrades it to
// kLessonFormatVersion. Returns the version the file had. Throws LessonError
// for another format, a newer version (asks to update the application) or a
// version older than kOldestLessonVersion.
int migrate_to_current(json& root);

}  // namespace attn::detail
