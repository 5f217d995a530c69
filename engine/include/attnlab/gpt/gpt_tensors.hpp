// GPT-2's tensors, named and sized in one table (as llm.c's
// fill_in_parameter_sizes is): the model's allocation (GptModel::zeros), its
// shape check (GptModel::check), the readers of Hugging Face and nanoGPT files
// (model_files.cpp) and the writer (gpt_write.cpp) all walk it, so a tensor's
// name, shape and place are written once.
//
// Names are Hugging Face's ("wte.weight", "h.3.attn.c_attn.weight",
// "lm_head.weight"); shapes are as the model holds them — a projection is
// in × out, as GPT-2's Conv1D stores it (nanoGPT's nn.Linear stores out × in:
// the reader transposes). A vector's shape is {size}.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "attnlab/gpt/gpt_model.hpp"

namespace attn {

// Where one tensor lives in a model, and the shape it must have.
template <typename M, typename V>
struct GptTensorT {
    std::string name;
    std::vector<std::int64_t> shape;  // {rows, cols} for a matrix, {size} for a vector
    bool projection = false;          // a Linear weight (stored out × in by nn.Linear files)
    M* matrix = nullptr;              // one of the two is set
    V* vector = nullptr;
};
using GptTensor = GptTensorT<Matrix, Vector>;
using ConstGptTensor = GptTensorT<const Matrix, const Vector>;

// Every tensor a model of `m.config` has, in the order of a GPT-2 file: wte,
// wpe, each block's (ln_1, attn.c_attn, attn.c_proj, ln_2, mlp.c_fc,
// mlp.c_proj; biases only when config.bias), ln_f, and lm_head only when the
// head is not tied to wte. The pointers point into `m` (m.blocks must hold
// config.layers blocks).
std::vector<GptTensor> gpt_tensors(GptModel& m);
std::vector<ConstGptTensor> gpt_tensors(const GptModel& m);

// The names a block's tensors have after "h.L." (with biases): "ln_1.weight", …
const std::vector<std::string>& gpt_block_tensor_names();

// "[72, 24]".
std::string shape_text(const std::vector<std::int64_t>& shape);
// The one wording of a tensor whose shape is not its config's:
// "tensor 'h.1.attn.c_attn.weight' has shape [72, 24]; expected [24, 72]".
std::string shape_mismatch(const std::string& name, const std::vector<std::int64_t>& got,
                           const std::vector<std::int64_t>& expected);

}  // namespace attn
