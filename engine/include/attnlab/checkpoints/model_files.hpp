// Opening a real model from disk: a Hugging Face GPT-2 folder, a nanoGPT
// safetensors file (with config.json beside it) or a nanoGPT ckpt.pt. All or
// nothing: a file the lab cannot use throws ModelFileError whose message names
// the file and exactly why, and nothing is kept of a half-read model.
//
// Hugging Face folder: config.json (model_type "gpt2": n_layer, n_head,
//   n_embd, n_positions, vocab_size, activation_function, layer_norm_epsilon),
//   model.safetensors (F32, F16 or BF16; names with or without "transformer.";
//   Conv1D weights in × out; attn.bias / attn.masked_bias buffers ignored;
//   lm_head.weight tied to wte when absent or equal), and vocab.json +
//   merges.txt or tokenizer.json.
// nanoGPT: nn.Linear weights out × in (transposed on load), "_orig_mod."
//   prefixes stripped, bias: false models without biases, the exact GELU;
//   the config from config.json (nanoGPT's model_args) beside a safetensors
//   file, or a ckpt.pt's own model_args; the head count, which shapes cannot
//   tell, from options.heads when neither says. A meta.pkl beside the file (or
//   two folders up in data/<dataset>/, as nanoGPT lays them out) gives a
//   character vocabulary; otherwise GPT-2's tokenizer files beside it.
#pragma once

#include <cstddef>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "attnlab/gpt/gpt_model.hpp"
#include "attnlab/tokenizers/text_tokenizer.hpp"

namespace attn {

class ModelFileError : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

enum class ModelFormat { huggingface_gpt2, nanogpt_safetensors, nanogpt_checkpoint };

struct ModelOpenOptions {
    int heads = 0;  // nanoGPT head count when no config says (0: must be said)
    // Refuse a model whose weights need more bytes than this (0: the machine's
    // physical memory); said with the figure before anything is allocated.
    std::size_t memory_limit = 0;
};

struct OpenedModel {
    GptModel model;
    std::shared_ptr<const TextTokenizer> tokenizer;  // null when the model has no tokenizer files
    ModelFormat format = ModelFormat::huggingface_gpt2;
    std::string path;          // what was opened (folder or file), as given
    std::string weights_file;  // the file the weights came from
    std::string summary;       // "GPT-2 (Hugging Face): 12 layers × 12 heads, d 768, …"
};

// A config.json, either Hugging Face's (has "model_type"; missing keys take
// GPT2Config's defaults) or nanoGPT's model_args (n_layer, n_head, n_embd,
// block_size, bias, vocab_size; "n_head" may be absent, then heads_known is
// false). Throws ModelFileError naming `name` and the key ("config.json:
// model_type 'llama' is not supported (gpt2 is)").
struct ModelConfigFile {
    GptConfig config;
    bool huggingface = false;
    bool heads_known = true;
    bool layers_given = true;  // false: config.json has no n_layer (GPT-2's default taken)
    // Hugging Face's keys the file lacks, whose GPT2Config default was taken ("n_embd 768"),
    // said with any message about the weights' shapes: they were not written.
    std::vector<std::string> defaulted;
};
ModelConfigFile parse_model_config(const std::string& text, const std::string& name);

// path: a folder (Hugging Face, or holding one nanoGPT file) or a file
// (.safetensors, or a torch.save file: .pt / .pth / .ckpt / pytorch_model.bin).
OpenedModel open_model(const std::string& path, const ModelOpenOptions& options = {});

// The machine's physical memory in bytes (0 when unknown).
std::size_t physical_memory_bytes();

}  // namespace attn
