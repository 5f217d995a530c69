#include "attnlab/exchange/pytorch_export.hpp"

#include <charconv>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <nlohmann/json.hpp>

#include "attnlab/model/safetensors.hpp"
#include "io/safe_write.hpp"

namespace attn {
namespace {

using json = nlohmann::json;

// One row per window: {length} ids each.
json windows_json(std::span<const int> ids, int length) {
    json rows = json::array();
    for (std::size_t at = 0; length > 0 && at + std::size_t(length) <= ids.size();
         at += std::size_t(length))
        rows.push_back(std::vector<int>(ids.begin() + long(at), ids.begin() + long(at) + length));
    return rows;
}

// A float as the double its shortest text reads as (0.9f is written 0.9, not
// 0.8999999761581421); null when not finite.
json number_or_null(float v) {
    if (!std::isfinite(v)) return nullptr;
    char buf[32];
    const auto r = std::to_chars(buf, buf + sizeof buf, v);
    return std::strtod(std::string(buf, r.ptr).c_str(), nullptr);
}

SafetensorsFile optimizer_file(const Model& m, const AdamW& opt) {
    SafetensorsFile f;
    const auto m1 = opt.first_moment(), m2 = opt.second_moment();
    for (const ParameterSlot& slot : parameter_layout(m.config())) {
        f.tensors["exp_avg." + slot.name] = {
            slot.shape,
            {m1.begin() + long(slot.offset), m1.begin() + long(slot.offset + slot.size)}};
        f.tensors["exp_avg_sq." + slot.name] = {
            slot.shape,
            {m2.begin() + long(slot.offset), m2.begin() + long(slot.offset + slot.size)}};
    }
    f.metadata["format"] = "attnlab-adamw";
    f.metadata["step"] = std::to_string(opt.steps_taken());
    return f;
}

json settings_json(const Trainer& tr, float val_loss) {
    const TrainOptions& o = tr.options();
    const ModelConfig& c = o.model;
    return json{
        {"model",
         {{"vocab", c.vocab},
          {"context", c.context},
          {"d", c.d},
          {"heads", c.heads},
          {"layers", c.layers},
          {"d_ff", c.d_ff},
          {"mlp", c.mlp},
          {"position_encoding", position_encoding_name(c.position)},
          {"rope_base", c.rope_base}}},
        {"adamw",
         {{"lr", number_or_null(o.adamw.lr)},
          {"beta1", number_or_null(o.adamw.beta1)},
          {"beta2", number_or_null(o.adamw.beta2)},
          {"eps", number_or_null(o.adamw.eps)},
          {"weight_decay", number_or_null(o.adamw.weight_decay)},
          {"clip", number_or_null(o.adamw.clip)},
          {"warmup", o.warmup},
          {"cosine", o.cosine},
          {"min_lr_fraction", number_or_null(o.min_lr_fraction)},
          {"last_lr", number_or_null(tr.last_lr())}}},
        {"batch", o.batch},
        {"seed", o.seed},
        {"lab",
         {{"steps", tr.steps_done()},
          {"train_loss", number_or_null(tr.last_train_loss())},
          {"val_loss", number_or_null(val_loss)},
          {"corpus", tr.corpus().name}}},
    };
}

constexpr const char* kReadme =
    "# Continue this Attention Lab model in PyTorch\n\n"
    "Written by Attention Lab. Needs Python 3 with PyTorch (Debian: `apt-get install "
    "python3-torch`).\n\n"
    "    python3 train.py --steps 500                       # CPU, or the GPU when there is one\n"
    "    torchrun --nproc_per_node 2 train.py --steps 500   # data-parallel over 2 processes\n\n"
    "On Debian 12 (torch 1.13 with Python 3.11) torchrun needs `--redirects 1 --tee 1` to "
    "start.\n\n"
    "Before the first update the script prints the validation loss on the lab's own validation\n"
    "windows; it equals the lab's last validation loss. At the end it writes "
    "continued.safetensors:\n\n"
    "    attention-lab import continued.safetensors --save continued.attnlab.json\n\n"
    "brings it back to the lab, where its heads, next-word table and figures can be read.\n"
    "`python3 train.py --help` lists the options (learning rate, batch, seed, device, output).\n";

}  // namespace

const std::string& pytorch_training_script() {
    static const std::string text =
#include "pytorch_script.inc"
        ;
    return text;
}

PyTorchExport export_pytorch(Trainer& tr, const std::string& dir) {
    std::error_code ec;
    std::filesystem::create_directories(dir, ec);
    if (ec) throw std::runtime_error(dir + ": cannot create the folder (" + ec.message() + ")");
    // Measured now, on the weights being exported: the last measured value may
    // belong to an earlier step (validation runs every eval_every steps, and a
    // paused run stops between them).
    const float val = tr.validation_loss();

    TrainedModel m = TrainedModel::from_model(tr.model(), tr.corpus().vocabulary);
    m.corpus = tr.corpus().name;
    m.steps = tr.steps_done();
    m.seed = tr.options().seed;

    const Trainer::ValidationWindows w = tr.validation_windows();
    const json corpus{{"name", tr.corpus().name},
                      {"train", tr.corpus().train},
                      {"validation", tr.corpus().validation},
                      {"validation_windows",
                       {{"length", w.length},
                        {"inputs", windows_json(w.inputs, w.length)},
                        {"targets", windows_json(w.targets, w.length)}}}};

    const std::filesystem::path base(dir);
    std::vector<std::string> written;
    auto put = [&](const char* name, const std::string& bytes) {
        const std::string path = (base / name).string();
        write_file_safely(path, bytes);
        written.push_back(path);
    };
    put("model.safetensors",
        safetensors_to_bytes(to_safetensors(m), (base / "model.safetensors").string()));
    put("optimizer.safetensors", safetensors_to_bytes(optimizer_file(tr.model(), tr.optimizer()),
                                                      (base / "optimizer.safetensors").string()));
    put("corpus.json", corpus.dump() + "\n");
    put("vocab.json", json(m.vocabulary.words()).dump(1) + "\n");
    put("settings.json", settings_json(tr, val).dump(2) + "\n");
    put("train.py", pytorch_training_script());
    put("README.md", kReadme);
    // A continuation of the weights this folder held before is stale now.
    std::filesystem::remove(base / "continued.safetensors", ec);
    std::filesystem::permissions(base / "train.py",
                                 std::filesystem::perms::owner_exec |
                                     std::filesystem::perms::group_exec |
                                     std::filesystem::perms::others_exec,
                                 std::filesystem::perm_options::add, ec);
    return {written, tr.steps_done(), val};
}

}  // namespace attn
