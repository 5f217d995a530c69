// open_model (attnlab/checkpoints/model_files.hpp): finds what a path holds, reads
// its config, checks every tensor's name and shape against it before reading
// any data, checks the memory, then fills a GptModel tensor by tensor.
#include "attnlab/checkpoints/model_files.hpp"

#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>

#include "attnlab/checkpoints/torch_checkpoint.hpp"
#include "attnlab/gpt/gpt_tensors.hpp"
#include "attnlab/tokenizers/bpe_tokenizer.hpp"
#include "attnlab/tokenizers/char_tokenizer.hpp"
#include "checkpoints/tensor_source.hpp"

namespace attn {
namespace {

namespace fs = std::filesystem;
using Shape = std::vector<std::int64_t>;

[[noreturn]] void fail(const std::string& who, const std::string& what) {
    throw ModelFileError(who + ": " + what);
}

std::string read_text(const fs::path& p, std::size_t limit) {
    std::error_code ec;
    const auto size = fs::file_size(p, ec);
    if (ec) fail(p.string(), "cannot be read (" + ec.message() + ")");
    if (size > limit) fail(p.string(), "is larger than " + std::to_string(limit >> 20) + " MB");
    std::ifstream in(p, std::ios::binary);
    std::string s(std::size_t(size), '\0');
    in.read(s.data(), std::streamsize(size));
    if (!in) fail(p.string(), "cannot be read");
    return s;
}

std::string gb(std::size_t bytes) {
    std::ostringstream o;
    if (bytes < (std::size_t(1) << 30)) {  // small figures in MB, so both sides of a message differ
        o << (bytes + (1u << 19)) / (1u << 20) << " MB";
        return o.str();
    }
    o.precision(bytes >= (std::size_t(10) << 30) ? 0 : 1);
    o << std::fixed << double(bytes) / double(1 << 30) << " GB";
    return o.str();
}

// A memory figure for a summary: KB under 1 MB (test-size models), else as gb().
std::string memory_text(std::size_t bytes) {
    if (bytes < (std::size_t(1) << 20)) return std::to_string((bytes + 512) / 1024) + " KB";
    return gb(bytes);
}

// Logical names ("h.0.attn.c_attn.weight", "wte.weight", "lm_head.weight")
// mapped to the file's own names: "_orig_mod." (torch.compile) and
// "transformer." prefixes dropped.
std::map<std::string, std::string> logical_names(const detail::TensorSource& src) {
    std::map<std::string, std::string> out;
    for (const auto& [name, shape] : src.shapes()) {
        std::string n = name;
        while (n.rfind("_orig_mod.", 0) == 0) n = n.substr(10);
        if (n.rfind("module.", 0) == 0) n = n.substr(7);  // DataParallel
        if (n.rfind("transformer.", 0) == 0) n = n.substr(12);
        if (!out.emplace(n, name).second)
            fail(src.file(),
                 "tensors '" + out[n] + "' and '" + name + "' are the same weight twice");
    }
    return out;
}

// "h.12.attn.bias" → 12 and "attn.bias"; -1 when not a block tensor.
int block_of(const std::string& n, std::string* rest) {
    if (n.rfind("h.", 0) != 0) return -1;
    const auto dot = n.find('.', 2);
    if (dot == std::string::npos || dot == 2 || dot > 6) return -1;
    int l = 0;
    for (std::size_t i = 2; i < dot; ++i) {
        if (n[i] < '0' || n[i] > '9') return -1;
        l = l * 10 + (n[i] - '0');
    }
    *rest = n.substr(dot + 1);
    return l;
}

const std::set<std::string> kBuffers = {"attn.bias",
                                        "attn.masked_bias"};  // causal masks, not weights

// Sizes the shapes tell (for a nanoGPT file without a config): V, d, T, L, bias.
GptConfig config_from_shapes(const std::map<std::string, std::string>& names,
                             const detail::TensorSource& src, bool conv1d, int heads) {
    auto shape_of = [&](const std::string& logical) -> const Shape& {
        const auto it = names.find(logical);
        if (it == names.end()) fail(src.file(), "tensor '" + logical + "' is missing");
        return src.shapes().at(it->second);
    };
    GptConfig c;
    const Shape& wte = shape_of("wte.weight");
    const Shape& wpe = shape_of("wpe.weight");
    if (wte.size() != 2 || wpe.size() != 2)
        fail(src.file(), "wte.weight and wpe.weight must be matrices");
    c.vocab = int(wte[0]);
    c.d = int(wte[1]);
    c.positions = int(wpe[0]);
    int layers = 0;
    for (const auto& [n, orig] : names) {
        std::string rest;
        const int l = block_of(n, &rest);
        if (l >= 0) layers = std::max(layers, l + 1);
    }
    c.layers = layers;
    c.bias = names.count("h.0.ln_1.bias") > 0;
    c.activation = conv1d ? GptActivation::gelu_tanh : GptActivation::gelu_exact;
    c.heads = heads;
    if (heads <= 0)
        fail(src.file(), "the file does not say how many heads the model has (n_embd is " +
                             std::to_string(c.d) +
                             "): give it (--heads H), or put nanoGPT's model_args as config.json "
                             "beside the file");
    try {
        validate(c);
    } catch (const std::invalid_argument& e) {
        fail(src.file(), e.what());
    }
    return c;
}

// Every tensor of the file is one the config has (or a causal-mask buffer, or a head to
// compare with wte); else says which and why.
void check_no_stray_tensors(const detail::TensorSource& src,
                            const std::map<std::string, std::string>& names,
                            const std::vector<GptTensor>& want, const GptConfig& c) {
    const auto wanted = [&](const std::string& n) {
        return std::any_of(want.begin(), want.end(),
                           [&](const GptTensor& t) { return t.name == n; });
    };
    for (const auto& [n, orig] : names) {
        if (wanted(n) || n == "lm_head.weight") continue;
        std::string rest;
        const int l = block_of(n, &rest);
        if (l >= 0 && kBuffers.count(rest)) continue;
        const auto& block = gpt_block_tensor_names();
        if (l >= c.layers && std::find(block.begin(), block.end(), rest) != block.end())
            fail(src.file(), "tensor '" + orig + "' is a block beyond the config's n_layer " +
                                 std::to_string(c.layers));
        if (!c.bias && l >= 0 && rest.size() > 5 && rest.compare(rest.size() - 5, 5, ".bias") == 0)
            fail(src.file(), "tensor '" + orig + "' is a bias, but the config says bias: false");
        fail(src.file(), "tensor '" + orig + "' is not part of a GPT-2 model");
    }
}

// The layers the file holds: one past the highest block "h.N." of a GPT-2 block tensor.
int file_layers(const std::map<std::string, std::string>& names) {
    const auto& block = gpt_block_tensor_names();
    int layers = 0;
    for (const auto& [n, orig] : names) {
        std::string rest;
        const int l = block_of(n, &rest);
        if (l >= 0 && std::find(block.begin(), block.end(), rest) != block.end())
            layers = std::max(layers, l + 1);
    }
    return layers;
}

// A config read from `config_source` ("…/config.json", "… model_args") must have as many
// layers as the file's blocks (names: logical → file names); "" skips the check (c was
// read off the shapes). Throws ModelFileError naming config_source.
// layers_given: false when the config has no n_layer and c.layers is GPT-2's default.
void check_layer_count(const detail::TensorSource& src,
                       const std::map<std::string, std::string>& names, const GptConfig& c,
                       const std::string& config_source, bool layers_given) {
    if (const int held = file_layers(names); !config_source.empty() && held != c.layers)
        fail(config_source,
             (layers_given
                  ? "says n_layer " + std::to_string(c.layers)
                  : "has no n_layer (GPT-2's default is " + std::to_string(c.layers) + ")") +
                 ", but " + src.file() + " holds " +
                 (held == 0
                      ? std::string("no layers (no tensor h.0.…)")
                      : std::to_string(held) +
                            (held == 1 ? " layer (h.0)"
                                       : " layers (h.0 to h." + std::to_string(held - 1) + ")")));
}

// Every tensor the config has (the one table) is in src (names: logical → file names)
// with its shape as this file stores it (a projection in × out for Conv1D, out × in for
// nn.Linear), no other tensor is, and a saved head (has_head) is V × d. Reads no data;
// throws ModelFileError saying which tensor and why.
void check_shapes(const detail::TensorSource& src, const std::map<std::string, std::string>& names,
                  const GptConfig& c, bool conv1d, bool has_head) {
    const std::string layout = conv1d ? " (Conv1D, in × out)" : " (nn.Linear, out × in)";
    // The tensors the config has (the one table), as this file stores them.
    GptModel m;
    m.config = c;
    m.blocks.resize(std::size_t(c.layers));
    std::vector<GptTensor> want = gpt_tensors(m);
    for (GptTensor& t : want)
        if (t.projection && !conv1d) std::swap(t.shape[0], t.shape[1]);

    check_no_stray_tensors(src, names, want, c);
    const auto check_shape = [&](const std::string& n, const Shape& expected, bool projection) {
        const auto it = names.find(n);
        if (it == names.end()) fail(src.file(), "tensor '" + n + "' is missing");
        const Shape& got = src.shapes().at(it->second);
        if (got != expected)
            fail(src.file(),
                 shape_mismatch(it->second, got, expected) + (projection ? layout : "") +
                     " for n_embd " + std::to_string(c.d) +
                     (n == "wte.weight" ? ", vocab_size " + std::to_string(c.vocab) : "") +
                     (n == "wpe.weight" ? ", n_positions " + std::to_string(c.positions) : ""));
    };
    for (const GptTensor& t : want) check_shape(t.name, t.shape, t.projection);
    if (has_head) check_shape("lm_head.weight", Shape{c.vocab, c.d}, false);
}

// The fp32 weights of c (and a saved head beside a tied config, has_head) fit in
// memory_limit bytes; else throws ModelFileError with both figures.
void check_memory(const detail::TensorSource& src, const GptConfig& c, bool has_head,
                  std::size_t memory_limit) {
    // A head saved beside a tied config is read into a copy to compare with wte.
    const std::size_t need =
        gpt_weight_bytes(c) + (has_head && c.tied_head ? std::size_t(c.vocab) * c.d * 4 : 0);
    if (need > memory_limit)
        fail(src.file(), "the model needs " + gb(need) +
                             " for its weights in fp32; this machine has " + gb(memory_limit) +
                             " of memory");
}

// Reads every tensor of m (sized for its config) from src (names: logical → file names),
// tensor by tensor: a projection from an nn.Linear file through a transposed copy.
void read_tensors(detail::TensorSource& src, const std::map<std::string, std::string>& names,
                  bool conv1d, GptModel& m) {
    Matrix tmp;
    for (const GptTensor& t : gpt_tensors(m)) {
        const std::string& file_name = names.at(t.name);
        if (t.vector) {
            src.read(file_name, t.vector->data());
        } else if (!t.projection || conv1d) {
            src.read(file_name, t.matrix->data());
        } else {
            tmp.resize(t.matrix->cols(), t.matrix->rows());
            src.read(file_name, tmp.data());
            *t.matrix = tmp.transpose();
        }
    }
}

// Reads the saved lm_head (V × d) beside m's tied config: an untied head (tied ones are
// saved as a copy of wte) becomes m.head and unties m.config.
void read_saved_head(detail::TensorSource& src, const std::map<std::string, std::string>& names,
                     GptModel& m) {
    const GptConfig& c = m.config;
    Matrix head(c.vocab, c.d);
    src.read(names.at("lm_head.weight"), head.data());
    if (head != m.wte) {  // an untied head (tied ones are saved as a copy of wte)
        m.config.tied_head = false;
        m.head = std::move(head);
    }
}

// Reads every tensor of `c` from src into a new model: Conv1D files (in × out,
// Hugging Face) as they are, nn.Linear files (out × in, nanoGPT) transposed.
// Every name and shape is checked before any data is read.
// `config_source` names where c came from ("…/config.json", "… model_args"), for a
// layer count that disagrees with the file's blocks; "" when c was read off the shapes.
// layers_given: false when that config has no n_layer (c.layers is the default).
GptModel read_weights(detail::TensorSource& src, GptConfig c, bool conv1d, std::size_t memory_limit,
                      const std::string& config_source, bool layers_given = true) {
    const auto names = logical_names(src);
    check_layer_count(src, names, c, config_source, layers_given);
    const bool has_head = names.count("lm_head.weight") > 0;  // read to tell tied from untied
    check_shapes(src, names, c, conv1d, has_head);
    check_memory(src, c, has_head, memory_limit);

    GptModel m = GptModel::zeros(c);
    read_tensors(src, names, conv1d, m);
    if (has_head && c.tied_head) read_saved_head(src, names, m);
    try {
        m.check();
    } catch (const std::invalid_argument& e) {
        fail(src.file(), e.what());
    }
    return m;
}

// read_weights of a config read from `config_source` (null `cfg`: off the shapes): a shape
// the weights refuse is said with the keys the config lacks, whose defaults were taken
// ("… for n_embd 768 (config.json does not say n_embd 768: GPT2Config's default)"), which it
// read as if written.
GptModel read_weights_saying_defaults(detail::TensorSource& src, const GptConfig& c, bool conv1d,
                                      std::size_t memory_limit, const std::string& config_source,
                                      const ModelConfigFile* cfg) {
    try {
        return read_weights(src, c, conv1d, memory_limit, config_source, !cfg || cfg->layers_given);
    } catch (const ModelFileError& e) {
        std::vector<std::string> taken;  // a head count --heads gave was not a default
        if (cfg)
            for (const std::string& k : cfg->defaulted)
                if (k.rfind("n_head ", 0) != 0 || c.heads == cfg->config.heads) taken.push_back(k);
        if (taken.empty()) throw;
        std::string keys;
        for (const std::string& k : taken) keys += (keys.empty() ? "" : ", ") + k;
        throw ModelFileError(std::string(e.what()) + " (config.json does not say " + keys +
                             ": GPT2Config's default" + (taken.size() > 1 ? "s" : "") + " taken)");
    }
}

// The config's head count: --heads where the config does not say (Hugging Face's default, 12,
// only when --heads is not given either; nanoGPT's model_args needs one), and a --heads that
// disagrees with the config refused, never ignored.
GptConfig configured_heads(const ModelConfigFile& cfg, const ModelOpenOptions& o,
                           const std::string& name) {
    GptConfig c = cfg.config;
    if (!cfg.heads_known) {
        if (o.heads > 0)
            c.heads = o.heads;
        else if (!cfg.huggingface)
            fail(name, "n_head is missing: give the head count (--heads H)");
    } else if (o.heads > 0 && o.heads != c.heads) {
        fail(name, "says n_head " + std::to_string(c.heads) + ", but --heads gives " +
                       std::to_string(o.heads) + " (leave --heads out)");
    }
    try {
        validate(c);
    } catch (const std::invalid_argument& e) {
        fail(name, e.what());
    }
    return c;
}

bool has_ext(const fs::path& p, std::initializer_list<const char*> exts) {
    const std::string e = p.extension().string();
    for (const char* x : exts)
        if (e == x) return true;
    return false;
}

// GPT-2's tokenizer files in `dir`, or nullptr.
std::shared_ptr<const TextTokenizer> gpt2_tokenizer(const fs::path& dir) {
    if (fs::exists(dir / "vocab.json") && fs::exists(dir / "merges.txt"))
        return BpeTokenizer::load_files((dir / "vocab.json").string(),
                                        (dir / "merges.txt").string());
    if (fs::exists(dir / "tokenizer.json"))
        return BpeTokenizer::load_tokenizer_json((dir / "tokenizer.json").string());
    return nullptr;
}

// nanoGPT's tokenizer: meta.pkl beside the file, or in the one data/<dataset>/
// folder of the nanoGPT tree above it; otherwise GPT-2's files beside it.
std::shared_ptr<const TextTokenizer> nanogpt_tokenizer(const fs::path& file) {
    const fs::path dir = file.parent_path().empty() ? fs::path(".") : file.parent_path();
    fs::path meta = dir / "meta.pkl";
    if (!fs::exists(meta)) {
        meta.clear();
        std::error_code ec;
        const fs::path data = dir.parent_path() / "data";
        if (fs::is_directory(data, ec)) {
            int found = 0;
            for (const auto& e : fs::directory_iterator(data, ec))
                if (fs::exists(e.path() / "meta.pkl")) {
                    meta = e.path() / "meta.pkl";
                    ++found;
                }
            if (found != 1) meta.clear();
        }
    }
    if (!meta.empty()) {
        try {
            return std::make_shared<CharTokenizer>(read_meta_pkl(meta.string()), meta.string());
        } catch (const CheckpointError& e) {
            throw ModelFileError(e.what());
        }
    }
    return gpt2_tokenizer(dir);
}

void check_tokenizer(const OpenedModel& m) {
    if (m.tokenizer && m.tokenizer->size() > m.model.config.vocab)
        throw ModelFileError(m.path + ": the tokenizer has " + std::to_string(m.tokenizer->size()) +
                             " tokens, but the model's vocab_size is " +
                             std::to_string(m.model.config.vocab));
}

std::string format_name(ModelFormat f) {
    switch (f) {
        case ModelFormat::huggingface_gpt2:
            return "GPT-2 (Hugging Face)";
        case ModelFormat::nanogpt_safetensors:
            return "nanoGPT (safetensors)";
        case ModelFormat::nanogpt_checkpoint:
            return "nanoGPT (ckpt.pt)";
    }
    return "";
}

std::size_t limit_of(const ModelOpenOptions& o) {
    if (o.memory_limit) return o.memory_limit;
    const std::size_t phys = physical_memory_bytes();
    return phys ? phys : ~std::size_t(0);
}

OpenedModel open_safetensors(const fs::path& file, const ModelOpenOptions& o) {
    detail::SafetensorsSource src(file.string());
    const fs::path dir = file.parent_path().empty() ? fs::path(".") : file.parent_path();
    const auto names = logical_names(src);
    // Conv1D (in × out) or nn.Linear (out × in): the config says, else c_attn's shape.
    std::optional<ModelConfigFile> cfg;
    if (fs::exists(dir / "config.json"))
        cfg = parse_model_config(read_text(dir / "config.json", 1u << 20),
                                 (dir / "config.json").string());
    bool conv1d;
    if (cfg) {
        conv1d = cfg->huggingface;
    } else {
        const auto it = names.find("h.0.attn.c_attn.weight");
        if (it == names.end())
            fail(file.string(),
                 "tensor 'h.0.attn.c_attn.weight' is missing (is it a GPT-2 model?)");
        const Shape& s = src.shapes().at(it->second);
        conv1d = s.size() == 2 && s[1] == 3 * s[0];
    }
    GptConfig c;
    if (cfg) {
        c = configured_heads(*cfg, o, (dir / "config.json").string());
    } else {
        c = config_from_shapes(names, src, conv1d, o.heads);
    }
    OpenedModel out;
    out.model = read_weights_saying_defaults(src, c, conv1d, limit_of(o),
                                             cfg ? (dir / "config.json").string() : std::string(),
                                             cfg ? &*cfg : nullptr);
    out.format = conv1d ? ModelFormat::huggingface_gpt2 : ModelFormat::nanogpt_safetensors;
    out.weights_file = file.string();
    out.tokenizer = conv1d ? gpt2_tokenizer(dir) : nanogpt_tokenizer(file);
    return out;
}

// A nanoGPT checkpoint's model_args as a GptConfig (exact GELU; the heads from --heads when
// the checkpoint does not say).
GptConfig nanogpt_config(const NanoGptCheckpoint& ck, const std::string& file,
                         const ModelOpenOptions& o) {
    auto arg = [&](const char* k) -> const std::variant<std::int64_t, double, bool, std::string>* {
        const auto it = ck.model_args.find(k);
        return it == ck.model_args.end() ? nullptr : &it->second;
    };
    auto whole = [&](const char* k) {
        const auto* v = arg(k);
        if (!v || !std::holds_alternative<std::int64_t>(*v) || std::get<std::int64_t>(*v) < 1 ||
            std::get<std::int64_t>(*v) >= (1LL << 31))
            fail(file,
                 std::string("model_args.") + k + " is missing or not a positive whole number");
        return int(std::get<std::int64_t>(*v));
    };
    GptConfig c;
    c.layers = whole("n_layer");
    c.d = whole("n_embd");
    c.positions = whole("block_size");
    c.vocab = whole("vocab_size");
    if (arg("n_head")) {
        c.heads = whole("n_head");
        if (o.heads > 0 && o.heads != c.heads)
            fail(file, "model_args says n_head " + std::to_string(c.heads) +
                           ", but --heads gives " + std::to_string(o.heads) +
                           " (leave --heads out)");
    } else if (o.heads <= 0) {
        fail(file, "model_args has no n_head: give the head count (--heads H)");
    } else {
        c.heads = o.heads;
    }
    if (const auto* b = arg("bias")) {
        if (!std::holds_alternative<bool>(*b)) fail(file, "model_args.bias is not true or false");
        c.bias = std::get<bool>(*b);
    }
    c.activation = GptActivation::gelu_exact;
    try {
        validate(c);
    } catch (const std::invalid_argument& e) {
        fail(file, std::string("model_args: ") + e.what());
    }
    return c;
}

// A bare state dict (Hugging Face's pytorch_model.bin, or torch.save(model.state_dict())),
// read with the config.json beside it.
OpenedModel open_state_dict(TorchArchive a, const fs::path& file, const ModelOpenOptions& o) {
    const auto* dict = std::get_if<std::shared_ptr<PickleDict>>(&a.root.v);
    if (!dict || !*dict) fail(file.string(), "holds neither a nanoGPT checkpoint nor a state dict");
    std::map<std::string, Tensor> tensors;
    for (const auto& [k, v] : **dict) {
        const auto* name = std::get_if<std::string>(&k.v);
        const auto* t = std::get_if<std::shared_ptr<PickleTensor>>(&v.v);
        if (!name || !t || !*t) fail(file.string(), "holds an entry that is not a named tensor");
        tensors.emplace(*name, a.tensor(**t, *name));
    }
    a = TorchArchive{};  // the storages are converted: free them
    detail::CheckpointSource src(std::move(tensors), file.string());
    const fs::path dir = file.parent_path().empty() ? fs::path(".") : file.parent_path();
    if (!fs::exists(dir / "config.json"))
        fail(file.string(), "is a bare state dict: put its config.json beside it");
    const ModelConfigFile cfg = parse_model_config(read_text(dir / "config.json", 1u << 20),
                                                   (dir / "config.json").string());
    const GptConfig c = configured_heads(cfg, o, (dir / "config.json").string());
    OpenedModel out;
    out.weights_file = file.string();
    out.model = read_weights_saying_defaults(src, c, cfg.huggingface, limit_of(o),
                                             (dir / "config.json").string(), &cfg);
    out.format = cfg.huggingface ? ModelFormat::huggingface_gpt2 : ModelFormat::nanogpt_checkpoint;
    out.tokenizer = cfg.huggingface ? gpt2_tokenizer(dir) : nanogpt_tokenizer(file);
    return out;
}

OpenedModel open_torch_file(const fs::path& file, const ModelOpenOptions& o) {
    std::error_code ec;
    const auto size = fs::file_size(file, ec);
    if (ec) fail(file.string(), "cannot be read (" + ec.message() + ")");
    if (size > limit_of(o))
        fail(file.string(),
             "is " + gb(size) + "; this machine has " + gb(limit_of(o)) + " of memory");
    try {
        TorchArchive a = read_torch_archive(file.string());
        if (!a.root.get("model") || !a.root.get("model_args"))
            return open_state_dict(std::move(a), file, o);
        NanoGptCheckpoint ck = nanogpt_checkpoint_from_archive(a, file.string());
        a = TorchArchive{};  // the storages are converted: free them
        const GptConfig c = nanogpt_config(ck, file.string(), o);
        detail::CheckpointSource src(std::move(ck.state_dict), file.string());
        OpenedModel out;
        out.weights_file = file.string();
        out.model = read_weights(src, c, false, limit_of(o), file.string() + ": model_args");
        out.format = ModelFormat::nanogpt_checkpoint;
        out.tokenizer = nanogpt_tokenizer(file);
        return out;
    } catch (const CheckpointError& e) {
        throw ModelFileError(e.what());
    }
}

}  // namespace

std::size_t physical_memory_bytes() {
    const long pages = sysconf(_SC_PHYS_PAGES), page = sysconf(_SC_PAGESIZE);
    return pages > 0 && page > 0 ? std::size_t(pages) * std::size_t(page) : 0;
}

OpenedModel open_model(const std::string& path, const ModelOpenOptions& options) {
    const fs::path p(path);
    std::error_code ec;
    if (!fs::exists(p, ec)) throw ModelFileError(path + ": no such file or folder");
    OpenedModel out;
    try {
        if (fs::is_directory(p, ec)) {
            if (fs::exists(p / "model.safetensors")) {
                out = open_safetensors(p / "model.safetensors", options);
            } else if (fs::exists(p / "pytorch_model.bin")) {
                out = open_torch_file(p / "pytorch_model.bin", options);
            } else {
                std::vector<fs::path> found;
                for (const auto& e : fs::directory_iterator(p, ec))
                    if (e.is_regular_file() &&
                        has_ext(e.path(), {".safetensors", ".pt", ".pth", ".ckpt"}))
                        found.push_back(e.path());
                if (found.size() != 1)
                    throw ModelFileError(
                        path + ": " +
                        (found.empty() ? std::string("holds no model (model.safetensors, "
                                                     "pytorch_model.bin or a nanoGPT ckpt.pt)")
                                       : "holds " + std::to_string(found.size()) +
                                             " model files; open one of them"));
                out = found[0].extension() == ".safetensors" ? open_safetensors(found[0], options)
                                                             : open_torch_file(found[0], options);
            }
        } else if (has_ext(p, {".safetensors"})) {
            out = open_safetensors(p, options);
        } else if (has_ext(p, {".pt", ".pth", ".ckpt", ".bin"})) {
            out = open_torch_file(p, options);
        } else {
            throw ModelFileError(
                path + ": not a model file (.safetensors, .pt, .pth, .ckpt, .bin) or folder");
        }
    } catch (const TokenizerError& e) {
        throw ModelFileError(e.what());
    } catch (const std::bad_alloc&) {
        throw ModelFileError(path + ": there was not enough memory to read the model");
    }
    out.path = path;
    check_tokenizer(out);
    out.summary =
        format_name(out.format) + ": " + describe(out.model.config) + " (" +
        memory_text(gpt_weight_bytes(out.model.config)) + " in memory)" +
        (out.tokenizer ? "; tokenizer: " + out.tokenizer->describe() : "; no tokenizer files");
    return out;
}

}  // namespace attn
