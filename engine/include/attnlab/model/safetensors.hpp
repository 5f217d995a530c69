// Safetensors (https://huggingface.co/docs/safetensors) reading and writing,
// and the exchange of trained models with PyTorch's TinyGPT.
//
// File: 8-byte little-endian header length, a JSON header
// {"name": {"dtype": "F32", "shape": [...], "data_offsets": [begin, end]}, …,
//  "__metadata__": {string: string}}, then the raw little-endian data.
#pragma once

#include <map>
#include <stdexcept>
#include <string>
#include <vector>

#include "attnlab/model/trained_model.hpp"

namespace attn {

class SafetensorsError : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

struct Tensor {
    std::vector<int> shape;
    std::vector<float> data;  // F32 only; product(shape) values, row-major
    bool operator==(const Tensor&) const = default;
};

struct SafetensorsFile {
    std::map<std::string, Tensor> tensors;
    std::map<std::string, std::string> metadata;
    bool operator==(const SafetensorsFile&) const = default;
};

// Writes atomically (temporary file renamed over path); tensors in data order
// of the map. Throws SafetensorsError naming the path.
void write_safetensors(const SafetensorsFile& f, const std::string& path);
// Throws SafetensorsError ("path: tensor 'x': dtype F16 is not supported (F32 only)").
SafetensorsFile read_safetensors(const std::string& path);

// The same on bytes in memory; `name` (a path, or e.g. "(memory)") starts
// every message. The reader accepts any byte string: it returns tensors whose
// shape product equals their data size, or throws SafetensorsError; nothing
// it allocates is larger than the input. The writer throws SafetensorsError
// when a tensor's shape and data size disagree.
SafetensorsFile safetensors_from_bytes(const std::string& bytes, const std::string& name);
std::string safetensors_to_bytes(const SafetensorsFile& f, const std::string& name);

// A trained model as TinyGPT's state_dict tensors (parameter_layout names and
// shapes). Metadata: "format" = "attnlab-tinygpt", "heads", "context",
// "vocabulary" (a JSON array of the words in id order), and provenance.
SafetensorsFile to_safetensors(const TrainedModel& m);
// The inverse. Sizes come from the tensor shapes; heads from metadata "heads"
// (or `heads` when the metadata lacks it, e.g. a file saved from PyTorch);
// the vocabulary from metadata "vocabulary" or `vocabulary` when given.
// Throws SafetensorsError naming the missing or mis-shaped tensor.
TrainedModel from_safetensors(const SafetensorsFile& f, int heads = 0,
                              const std::vector<std::string>& vocabulary = {});

}  // namespace attn
