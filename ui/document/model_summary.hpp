// model_summary: one line that says what an opened real model is, in the
// window's language — its format, size and tokenizer, for the status bar and
// the panes that name the model ("GPT-2 (Hugging Face): 12 layers × 12 heads,
// d 768, 1024 positions, 50257 tokens, 124.4 M weights (474 MB in memory);
// tokenizer: byte-level BPE, 50257 tokens, 50000 merges" in English).
// The engine's OpenedModel::summary is the command line's English form of it.
#pragma once

#include <QString>
#include <cstddef>

namespace attn {
struct OpenedModel;
}

namespace attn::ui {

QString model_summary(const attn::OpenedModel& model);

// A weight figure (the locale's decimal point): KB under 1 MB, MB under 1 GB, else GB
// with one decimal under 10 GB.
QString memory_size_text(std::size_t bytes);

}  // namespace attn::ui
