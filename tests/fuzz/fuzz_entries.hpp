// The fuzz entry points other than the lesson reader's (lesson_fuzz_entry.hpp),
// shared by their libFuzzer targets (libfuzzer_main.cpp, clang, ATTNLAB_FUZZ=ON)
// and the corpus replay tests (replay_main.cpp, every build, every ctest run).
//
// Each takes any byte string and returns 1 when the input was accepted
// (read, tokenised, evaluated), 0 when it was refused with the reader's own
// exception. A broken contract aborts (a libFuzzer crash); any other
// exception escapes (also a crash under libFuzzer; a failure in the replay).
#pragma once

#include <cstddef>
#include <cstdint>

namespace attn::fuzz {

// safetensors_fuzz_entry.cpp: safetensors_from_bytes either throws
// SafetensorsError or returns tensors whose shape product equals their data
// size (no bigger than the input); write → read gives the same bytes and
// tensors; from_safetensors throws SafetensorsError or gives a model that
// passes check(), holds no more numbers than the input and survives
// to_safetensors → from_safetensors unchanged.
int safetensors_one_input(const std::uint8_t* data, std::size_t size);

// corpus_fuzz_entry.cpp: first byte = context (1–64) and whether the rest is
// taken as raw bytes or decoded to valid UTF-8 (any code point). Checks
// tokenize (tokens non-empty, no spaces or control characters, ASCII
// lower-cased, joining them loses nothing, re-tokenising is stable, UTF-8 in
// gives UTF-8 out), first_invalid_utf8 against an independent validator, and
// corpus_from_text: CorpusError or a corpus whose ids cover exactly the text's
// tokens, vocabulary ordered by frequency, streams long enough, entropy in
// [0, log V].
int corpus_one_input(const std::uint8_t* data, std::size_t size);

// sentence_fuzz_entry.cpp: a small embedding table, an attention config and a
// sentence (repeated up to beyond kMaxTokens) built from the bytes; evaluate
// gives finite numbers and weight rows summing to 1, or std::invalid_argument
// (unknown words, bad config, too many tokens or score cells, overflow).
// Evaluating into a reused trace gives the same numbers as a fresh one.
int sentence_one_input(const std::uint8_t* data, std::size_t size);

// torch_fuzz_entry.cpp: the restricted unpickler, the torch.save ZIP reader
// and nanoGPT's checkpoint and meta.pkl readers on any bytes: CheckpointError
// or a value / archive whose tensors read back within their storages; no
// global outside the allowed list is ever accepted.
int torch_one_input(const std::uint8_t* data, std::size_t size);

// bpe_fuzz_entry.cpp: the tokenizer readers (vocab.json + merges.txt,
// tokenizer.json) on any bytes give TokenizerError or a tokenizer; text cut
// from the bytes encodes (or is refused as invalid UTF-8) and decodes back to
// itself; every id displays as valid UTF-8.
int bpe_one_input(const std::uint8_t* data, std::size_t size);

// gptconfig_fuzz_entry.cpp: a Hugging Face / nanoGPT config.json on any bytes
// gives ModelFileError or a config that passes validate().
int gptconfig_one_input(const std::uint8_t* data, std::size_t size);

}  // namespace attn::fuzz
