// TensorSource (engine-internal): the named fp32 tensors of a model file,
// read one at a time into memory the caller owns — a safetensors file read by
// seeking (its index parsed from the header alone), or a torch.save archive's
// tensors already converted. The model readers (model_files.cpp) map names to
// GptModel fields through it, so a model is never held twice.
#pragma once

#include <cstdint>
#include <fstream>
#include <map>
#include <string>
#include <vector>

#include "attnlab/checkpoints/torch_checkpoint.hpp"
#include "io/safetensors_header.hpp"

namespace attn::detail {

class TensorSource {
  public:
    virtual ~TensorSource() = default;
    // Every tensor name and its shape, in name order.
    virtual const std::map<std::string, std::vector<std::int64_t>>& shapes() const = 0;
    // Converts tensor `name` (which shapes() lists) into `out`, product(shape)
    // floats, row-major. Throws ModelFileError naming the file and tensor.
    virtual void read(const std::string& name, float* out) = 0;
    virtual const std::string& file() const = 0;
};

class SafetensorsSource final : public TensorSource {
  public:
    explicit SafetensorsSource(const std::string& path);  // reads the header only
    const std::map<std::string, std::vector<std::int64_t>>& shapes() const override {
        return shapes_;
    }
    void read(const std::string& name, float* out) override;
    const std::string& file() const override { return path_; }
    const SafetensorsIndex& index() const { return index_; }

  private:
    std::string path_;
    std::ifstream in_;
    SafetensorsIndex index_;
    std::map<std::string, std::vector<std::int64_t>> shapes_;
    std::vector<unsigned char> buffer_;
};

// Tensors of a nanoGPT ckpt.pt (already fp32).
class CheckpointSource final : public TensorSource {
  public:
    CheckpointSource(std::map<std::string, Tensor> tensors, std::string path);
    const std::map<std::string, std::vector<std::int64_t>>& shapes() const override {
        return shapes_;
    }
    void read(const std::string& name, float* out) override;
    const std::string& file() const override { return path_; }

  private:
    std::map<std::string, Tensor> tensors_;
    std::map<std::string, std::vector<std::int64_t>> shapes_;
    std::string path_;
};

}  // namespace attn::detail
