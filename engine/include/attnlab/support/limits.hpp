// Limits on what the engine accepts, shared by the lesson reader, the table
// editor and evaluate(). They keep any input — a hand-edited or hostile lesson
// file included — from exhausting memory or the stack, and each is reported
// by a message naming the field and the limit (docs/lesson-format.md lists them).
#pragma once

#include <cstddef>

namespace attn {

// Largest sentence evaluate() accepts; beyond it the n × n maps per head stop
// being a teaching tool and start being a memory hazard (4096² floats = 64 MiB).
inline constexpr int kMaxTokens = 4096;

// h · n² score cells per evaluation (scores and weights: 2 × 4 bytes each):
// 2²⁶ cells = 512 MiB at most. Covers the largest benchmark shape (n 2048, 8 heads).
inline constexpr long long kMaxScoreCells = 1LL << 26;

inline constexpr int kMaxAxes = 4096;                   // d
inline constexpr int kMaxWords = 1'000'000;             // V
inline constexpr long long kMaxTableCells = 1LL << 24;  // V · d (64 MiB of floats)
inline constexpr std::size_t kMaxNameBytes = 256;       // one word or axis name, UTF-8 bytes
inline constexpr int kMaxHeads = 1024;                  // h

inline constexpr std::size_t kMaxLessonBytes = 64u << 20;  // a lesson file, 64 MiB
inline constexpr int kMaxJsonDepth = 64;                   // nesting of arrays/objects

// Lesson steps (attnlab/lesson/lesson_step.hpp). Step text is shared between
// teachers and untrusted: these bound what one file can make the window lay out.
inline constexpr int kMaxSteps = 500;
inline constexpr std::size_t kMaxStepTitleBytes = 200;
inline constexpr std::size_t kMaxStepTextBytes = 16u << 10;  // text, prompt, why: 16 KiB each
inline constexpr int kMaxChoices = 12;
// What a step's reference to a removed sentence becomes (attnlab/lesson/lesson_edits.hpp):
// the reader accepts it, no lesson has that many sentences.
inline constexpr int kRemovedSentence = kMaxWords;
// … and a quantity's sentence argument ("{{weight removed bank river}}"), said as such.
inline constexpr const char* kRemovedSentenceArg = "removed";

}  // namespace attn
