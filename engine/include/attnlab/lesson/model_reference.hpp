// A lesson's pointer to a real model on disk (Lesson::real_model): where the
// pointer is stored relative to the lesson, what files the model is made of,
// and which of them is missing — said so that a teacher who gets the lesson
// without its model knows exactly which file to put where. Qt-free; nothing
// here reads a model's data (open_referenced_model does, through open_model).
#pragma once

#include <string>
#include <vector>

#include "attnlab/checkpoints/model_files.hpp"
#include "attnlab/lesson/lesson.hpp"

namespace attn {

// The path a lesson file at `lesson_file` stores for a model at `model_path`
// (a relative model_path is taken against the working folder): relative to
// the lesson's folder ("models/gpt2", "../models/gpt2", ".") when the model
// lies inside that folder or beside it (inside the folder's parent, when that
// parent is not the filesystem root), else the absolute path. Symbolic links
// of the lesson file and of the model's folders are followed to find the
// relation, so a relative path resolves wherever the pair is opened from;
// an absolute path is kept as given, only made tidy. Forward slashes.
std::string stored_model_path(const std::string& model_path, const std::string& lesson_file);

// The model a stored path means for the lesson file at `lesson_file`: an
// absolute stored path as it is (tidied), a relative one against the lesson's
// folder (its real folder, symbolic links followed). Lexically normal, no
// trailing slash.
std::string resolved_model_path(const std::string& stored_path, const std::string& lesson_file);

// What a model at a path is made of and whether it is all there, from the
// files' presence alone (nothing is read). The layouts, as open_model reads them:
//   a folder (Hugging Face): config.json (not needed when the reference gives
//     the head count and the weights are a nanoGPT state dict), model.safetensors
//     (or pytorch_model.bin, or the one nanoGPT .safetensors / .pt / .pth / .ckpt
//     file in it), and the tokenizer: vocab.json + merges.txt, tokenizer.json,
//     or nanoGPT's meta.pkl;
//   a .safetensors file: the file, config.json beside it (unless the reference
//     gives the head count) and a tokenizer beside it;
//   a .pt / .pth / .ckpt / .bin file: the file and its tokenizer — meta.pkl
//     beside it or in the one ../data/<dataset>/ folder, or GPT-2's files beside it.
// A path that does not exist is a folder unless it ends in a model file's extension.
struct ModelReferenceCheck {
    std::string path;    // the model's folder or file, absolute
    bool folder = true;  // a folder layout (else one model file)
    std::vector<std::string>
        parts;  // what it is made of: "config.json", "model.safetensors", "vocab.json + merges.txt"
    std::string missing;  // absolute path of the first part not there; empty when all are
    // "the model in /abs/models/gpt2 (config.json, model.safetensors, vocab.json + merges.txt)"
    // or "the model /abs/out/ckpt.pt (nanoGPT checkpoint; its meta.pkl beside it)".
    std::string description;
    // Empty when all is there; else "/abs/models/gpt2/model.safetensors is missing"
    // or "the folder /abs/models/gpt2 is missing: put config.json, model.safetensors
    // and vocab.json + merges.txt in it".
    std::string problem;
    bool present() const { return missing.empty(); }
    // "this lesson uses the model in … (…)" and, when something is missing, "; " + problem.
    std::string lesson_message() const;
};

ModelReferenceCheck check_model_reference(const ModelReference& ref);

// Opens the referenced model (open_model with the reference's head count) once
// check_model_reference finds every part; throws ModelFileError with the
// check's lesson_message() when a part is missing, or open_model's own error.
OpenedModel open_referenced_model(const ModelReference& ref, std::size_t memory_limit = 0);

// True when `path` is a real model (a GPT-2 / nanoGPT folder or file that
// open_model reads) rather than a TinyGPT safetensors file for
// import_model_file: a folder; a .pt / .pth / .ckpt / .bin file; a
// .safetensors file whose header names no TinyGPT tensor ("tok.weight") —
// GPT-2's "wte.weight" (with or without prefixes), or any other model, which
// open_model then explains. Reads at most the safetensors header (≤ 100 MB).
// A model reader's message said of a lesson's model: its "--heads" is the lesson's
// real_model.heads ("n_head is missing: give the head count (the lesson's real_model.heads)").
std::string in_lesson_words(std::string message);

bool is_real_model_path(const std::string& path);

}  // namespace attn
