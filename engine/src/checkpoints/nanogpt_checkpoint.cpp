// nanoGPT's files read through the restricted unpickler
// (attnlab/checkpoints/torch_checkpoint.hpp): ckpt.pt (a torch.save dict of the
// state dict, model_args, iter_num, best_val_loss, config, optimizer) and the
// character vocabulary meta.pkl (data/shakespeare_char/prepare.py).
#include <cmath>
#include <fstream>
#include <iterator>

#include "attnlab/checkpoints/torch_checkpoint.hpp"
#include "checkpoints/shown_text.hpp"

namespace attn {
namespace {

[[noreturn]] void fail(const std::string& name, const std::string& what) {
    throw CheckpointError(name + ": " + what);
}

const PickleDict* dict_of(const PickleValue* v) {
    const auto* d = v ? std::get_if<std::shared_ptr<PickleDict>>(&v->v) : nullptr;
    return d && *d ? d->get() : nullptr;
}

using detail::shown;

// A number saved as a float, an int, a NumPy scalar or a one-element tensor.
bool number_of(const TorchArchive& a, const PickleValue& v, const std::string& what, double& out) {
    if (const auto* d = std::get_if<double>(&v.v)) return out = *d, true;
    if (const auto* i = std::get_if<std::int64_t>(&v.v)) return out = double(*i), true;
    if (const auto* t = std::get_if<std::shared_ptr<PickleTensor>>(&v.v); t && *t) {
        const Tensor x = a.tensor(**t, what);
        if (x.data.size() != 1) return false;
        out = x.data[0];
        return true;
    }
    return false;
}

std::string read_small_file(const std::string& path, std::uint64_t limit) {
    std::ifstream in(path, std::ios::binary);
    if (!in) fail(path, "cannot be opened");
    in.seekg(0, std::ios::end);
    const auto size = in.tellg();
    if (size < 0) fail(path, "cannot be read");
    if (std::uint64_t(size) > limit)
        fail(path, "is " + std::to_string(std::uint64_t(size)) +
                       " bytes; a meta.pkl is a small dict (at most " + std::to_string(limit) +
                       ")");
    in.seekg(0);
    std::string bytes(static_cast<std::size_t>(size), '\0');
    in.read(bytes.data(), size);
    if (!in) fail(path, "cannot be read");
    return bytes;
}

}  // namespace

NanoGptCheckpoint nanogpt_checkpoint_from_archive(const TorchArchive& a, const std::string& name) {
    if (!dict_of(&a.root))
        fail(name, "holds no dict (a nanoGPT checkpoint is one: {'model': …, 'model_args': …})");
    const PickleDict* model = dict_of(a.root.get("model"));
    if (!a.root.get("model")) fail(name, "has no 'model' entry (not a nanoGPT checkpoint)");
    if (!model) fail(name, "'model' is not a dict (nanoGPT saves the model's state_dict there)");
    const PickleDict* args = dict_of(a.root.get("model_args"));
    if (!a.root.get("model_args"))
        fail(name, "has no 'model_args' entry (not a nanoGPT checkpoint)");
    if (!args) fail(name, "'model_args' is not a dict");

    NanoGptCheckpoint ck;
    for (const auto& [k, v] : *model) {
        const auto* key = std::get_if<std::string>(&k.v);
        if (!key) fail(name, "'model' holds a key that is not a str");
        const auto* t = std::get_if<std::shared_ptr<PickleTensor>>(&v.v);
        if (!t || !*t) fail(name, "model entry '" + shown(*key) + "' is not a tensor");
        ck.state_dict[*key] = a.tensor(**t, *key);  // the last of equal keys wins, as in Python
    }
    for (const auto& [k, v] : *args) {
        const auto* key = std::get_if<std::string>(&k.v);
        if (!key) fail(name, "'model_args' holds a key that is not a str");
        if (const auto* i = std::get_if<std::int64_t>(&v.v))
            ck.model_args[*key] = *i;
        else if (const auto* d = std::get_if<double>(&v.v))
            ck.model_args[*key] = *d;
        else if (const auto* b = std::get_if<bool>(&v.v))
            ck.model_args[*key] = *b;
        else if (const auto* s = std::get_if<std::string>(&v.v))
            ck.model_args[*key] = *s;
        // None (and anything else) is left out: the model reader names what it misses.
    }
    if (const PickleValue* it = a.root.get("iter_num")) {
        double n = 0;
        if (const auto* i = std::get_if<std::int64_t>(&it->v))
            ck.iter_num = *i;
        else if (number_of(a, *it, "iter_num", n) && n >= 0 && n < 9.0e15 && n == std::floor(n))
            ck.iter_num = std::int64_t(n);
        else
            fail(name, "'iter_num' is not a whole number ≥ 0");
    }
    if (const PickleValue* loss = a.root.get("best_val_loss")) {
        if (!number_of(a, *loss, "best_val_loss", ck.best_val_loss))
            fail(name,
                 "'best_val_loss' is not a number (a float, a NumPy scalar or a one-element "
                 "tensor)");
    }
    return ck;
}

NanoGptCheckpoint read_nanogpt_checkpoint(const std::string& path) {
    return nanogpt_checkpoint_from_archive(read_torch_archive(path), path);
}

std::vector<std::string> meta_pkl_from_bytes(const std::string& bytes, const std::string& name) {
    const PickleValue root = unpickle(bytes, name);
    if (!dict_of(&root)) fail(name, "holds no dict (a meta.pkl is {'vocab_size', 'itos', 'stoi'})");
    const PickleValue* itos_v = root.get("itos");
    if (!itos_v) fail(name, "has no 'itos' entry (the characters by id)");
    const PickleDict* itos = dict_of(itos_v);
    if (!itos) fail(name, "'itos' is not a dict");
    if (itos->empty()) fail(name, "'itos' is empty");
    std::vector<std::string> out(itos->size());
    std::vector<bool> set(itos->size(), false);
    for (const auto& [k, v] : *itos) {
        const auto* id = std::get_if<std::int64_t>(&k.v);
        if (!id) fail(name, "'itos' holds a key that is not an int");
        if (*id < 0 || std::uint64_t(*id) >= out.size())
            fail(name, "'itos' has id " + std::to_string(*id) + "; ids must be 0 … " +
                           std::to_string(out.size() - 1));
        if (set[std::size_t(*id)]) fail(name, "'itos' has id " + std::to_string(*id) + " twice");
        const auto* s = std::get_if<std::string>(&v.v);
        if (!s) fail(name, "'itos' entry " + std::to_string(*id) + " is not a str");
        out[std::size_t(*id)] = *s;
        set[std::size_t(*id)] = true;
    }
    if (const PickleValue* vs = root.get("vocab_size")) {
        const auto* n = std::get_if<std::int64_t>(&vs->v);
        if (!n) fail(name, "'vocab_size' is not an int");
        if (std::uint64_t(*n) != out.size())
            fail(name, "'vocab_size' is " + std::to_string(*n) + " but 'itos' has " +
                           std::to_string(out.size()) + " entries");
    }
    return out;
}

std::vector<std::string> read_meta_pkl(const std::string& path) {
    return meta_pkl_from_bytes(read_small_file(path, 64u << 20), path);
}

}  // namespace attn
