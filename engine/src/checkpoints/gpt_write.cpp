#include "attnlab/checkpoints/gpt_write.hpp"

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <vector>

#include "attnlab/gpt/gpt_tensors.hpp"
#include "attnlab/model/safetensors.hpp"
#include "tokenizers/bpe_bytes.hpp"

namespace attn {
namespace {

Tensor tensor(const Matrix& m) {
    Tensor t;
    t.shape = {int(m.rows()), int(m.cols())};
    t.data.assign(m.data(), m.data() + m.size());  // Matrix is row-major
    return t;
}

Tensor tensor(const Vector& v) {
    Tensor t;
    t.shape = {int(v.size())};
    t.data.assign(v.data(), v.data() + v.size());
    return t;
}

void write_text(const std::filesystem::path& p, const std::string& text) {
    std::ofstream out(p, std::ios::binary);
    out << text;
    if (!out.flush()) throw std::runtime_error(p.string() + ": cannot be written");
}

// Bytes in the order their pairs are merged: letters, then the space, then
// the rest of printable ASCII, then everything else.
std::vector<unsigned char> merge_order() {
    std::vector<unsigned char> order;
    std::vector<bool> taken(256, false);
    auto add = [&](int b) {
        if (!taken[std::size_t(b)]) order.push_back((unsigned char)b), taken[std::size_t(b)] = true;
    };
    for (int b = 'a'; b <= 'z'; ++b) add(b);
    add(' ');
    for (int b = 'A'; b <= 'Z'; ++b) add(b);
    for (int b = 33; b < 127; ++b) add(b);
    for (int b = 0; b < 256; ++b) add(b);
    return order;
}

}  // namespace

void write_huggingface_gpt2(const GptModel& m, const std::string& folder) {
    const GptConfig& c = m.config;
    if (c.vocab < 257)
        throw std::invalid_argument("vocab_size " + std::to_string(c.vocab) +
                                    " is below 257 (256 bytes + <|endoftext|>)");
    if (!c.bias) throw std::invalid_argument("a model without biases is not laid out as GPT-2");
    if (c.d_ff() != 4 * c.d)
        throw std::invalid_argument("an MLP of width " + std::to_string(c.d_ff()) +
                                    " is not GPT-2's 4 · n_embd");
    m.check();
    const std::filesystem::path dir(folder);
    std::filesystem::create_directories(dir);

    nlohmann::json cfg = {
        {"model_type", "gpt2"},
        {"architectures", {"GPT2LMHeadModel"}},
        {"n_layer", c.layers},
        {"n_head", c.heads},
        {"n_embd", c.d},
        {"n_positions", c.positions},
        {"n_ctx", c.positions},
        {"vocab_size", c.vocab},
        {"layer_norm_epsilon", c.eps},
        {"activation_function", c.activation == GptActivation::gelu_tanh ? "gelu_new" : "gelu"},
        {"tie_word_embeddings", c.tied_head},
        {"bos_token_id", c.vocab - 1},
        {"eos_token_id", c.vocab - 1}};
    write_text(dir / "config.json", cfg.dump(2));

    SafetensorsFile f;
    for (const ConstGptTensor& t : gpt_tensors(m))  // the one table: names and places
        f.tensors[t.name] = t.matrix ? tensor(*t.matrix) : tensor(*t.vector);
    f.metadata["format"] = "pt";
    write_safetensors(f, (dir / "model.safetensors").string());

    nlohmann::json vocab = nlohmann::json::object();
    for (int b = 0; b < 256; ++b) vocab[bpe::byte_symbol((unsigned char)b)] = b;
    std::string merges = "#version: 0.2\n";
    const std::vector<unsigned char> order = merge_order();
    int id = 256;
    for (std::size_t i = 0; i < order.size() && id < c.vocab - 1; ++i)
        for (std::size_t j = 0; j < order.size() && id < c.vocab - 1; ++j) {
            const std::string& a =
                bpe::byte_symbol(order[j]);  // "Ġa", "Ġb", … once the space comes up as the first
            const std::string& b = bpe::byte_symbol(order[i]);
            merges += a + " " + b + "\n";
            vocab[a + b] = id++;
        }
    vocab["<|endoftext|>"] = c.vocab - 1;
    write_text(dir / "vocab.json", vocab.dump());
    write_text(dir / "merges.txt", merges);
}

}  // namespace attn
