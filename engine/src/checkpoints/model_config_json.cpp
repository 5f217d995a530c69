// parse_model_config (attnlab/checkpoints/model_files.hpp): Hugging Face GPT-2
// config.json and nanoGPT's model_args.
#include <cmath>
#include <utility>

#include "attnlab/checkpoints/model_files.hpp"
#include "io/json_parse.hpp"

namespace attn {
namespace {

using json = nlohmann::json;

[[noreturn]] void fail(const std::string& name, const std::string& what) {
    throw ModelFileError(name + ": " + what);
}

// A whole number in [1, 2^31) under `key`, or `dflt` when absent (dflt < 0: required).
int whole(const json& j, const char* key, long long dflt, const std::string& name) {
    if (!j.contains(key) || j[key].is_null()) {
        if (dflt < 0) fail(name, std::string(key) + " is missing");
        return int(dflt);
    }
    const json& v = j[key];
    if (!v.is_number_integer() || v.get<long long>() < 1 || v.get<long long>() >= (1LL << 31))
        fail(name, std::string(key) + " is not a positive whole number");
    return int(v.get<long long>());
}

bool flag(const json& j, const char* key, bool dflt, const std::string& name) {
    if (!j.contains(key) || j[key].is_null()) return dflt;
    if (!j[key].is_boolean()) fail(name, std::string(key) + " is not true or false");
    return j[key].get<bool>();
}

}  // namespace

namespace {

// Hugging Face's GPT2Config: missing keys take its defaults; what the lab's GPT-2 cannot
// compute is refused by name.
GptConfig huggingface_config(const json& j, const std::string& name) {
    GptConfig c;
    if (!j["model_type"].is_string()) fail(name, "model_type is not a string");
    const std::string type = j["model_type"].get<std::string>();
    if (type != "gpt2") fail(name, "model_type '" + type + "' is not supported (gpt2 is)");
    c.layers = whole(j, "n_layer", 12, name);
    c.heads = whole(j, "n_head", 12, name);
    c.d = whole(j, "n_embd", 768, name);
    c.positions = whole(j, "n_positions", 1024, name);
    c.vocab = whole(j, "vocab_size", 50257, name);
    if (j.contains("layer_norm_epsilon") && !j["layer_norm_epsilon"].is_null()) {
        if (!j["layer_norm_epsilon"].is_number()) fail(name, "layer_norm_epsilon is not a number");
        c.eps = j["layer_norm_epsilon"].get<double>();
    }
    const std::string act =
        j.contains("activation_function") && j["activation_function"].is_string()
            ? j["activation_function"].get<std::string>()
            : "gelu_new";
    if (act == "gelu_new" || act == "gelu_pytorch_tanh" || act == "gelu_fast")
        c.activation = GptActivation::gelu_tanh;
    else if (act == "gelu")
        c.activation = GptActivation::gelu_exact;
    else
        fail(name, "activation_function '" + act + "' is not supported (gelu_new and gelu are)");
    if (j.contains("n_inner") && !j["n_inner"].is_null() && whole(j, "n_inner", 0, name) != 4 * c.d)
        fail(name, "n_inner " + std::to_string(whole(j, "n_inner", 0, name)) +
                       " is not supported (the lab's GPT-2 has 4 × n_embd = " +
                       std::to_string(4 * c.d) + ")");
    if (!flag(j, "scale_attn_weights", true, name))
        fail(name, "scale_attn_weights false is not supported");
    if (flag(j, "scale_attn_by_inverse_layer_idx", false, name))
        fail(name, "scale_attn_by_inverse_layer_idx true is not supported");
    if (flag(j, "add_cross_attention", false, name))
        fail(name, "add_cross_attention true is not supported");
    c.bias = true;
    c.tied_head = flag(j, "tie_word_embeddings", true, name);
    return c;
}

// nanoGPT's model_args (GPTConfig): no defaults for the sizes, they are always saved.
GptConfig nanogpt_model_args(const json& j, const std::string& name, bool& heads_known) {
    GptConfig c;
    c.layers = whole(j, "n_layer", -1, name);
    c.d = whole(j, "n_embd", -1, name);
    c.positions = whole(j, "block_size", -1, name);
    c.vocab = whole(j, "vocab_size", -1, name);
    heads_known = j.contains("n_head") && !j["n_head"].is_null();
    c.heads = heads_known ? whole(j, "n_head", -1, name) : 1;
    c.bias = flag(j, "bias", true, name);
    c.activation = GptActivation::gelu_exact;
    c.tied_head = true;
    return c;
}

}  // namespace

ModelConfigFile parse_model_config(const std::string& text, const std::string& name) {
    if (text.size() > (1u << 20))
        fail(name, "is larger than 1 MB; a model's config.json is a few hundred bytes");
    json j;
    try {
        j = detail::parse_json(text, 16);  // a config is flat
    } catch (const detail::JsonSyntaxError& e) {
        fail(name, std::string("is not valid JSON: ") + e.what());
    }
    if (!j.is_object()) fail(name, "is not a JSON object");
    ModelConfigFile f;
    f.huggingface = j.contains("model_type");
    f.layers_given = j.contains("n_layer") && !j["n_layer"].is_null();
    f.config =
        f.huggingface ? huggingface_config(j, name) : nanogpt_model_args(j, name, f.heads_known);
    if (f.huggingface) {
        f.heads_known = j.contains("n_head") && !j["n_head"].is_null();  // --heads may say
        for (const auto& [key, value] : {std::pair<const char*, int>{"n_head", f.config.heads},
                                         {"n_embd", f.config.d},
                                         {"n_positions", f.config.positions},
                                         {"vocab_size", f.config.vocab}})
            if (!j.contains(key) || j[key].is_null())
                f.defaulted.push_back(std::string(key) + " " + std::to_string(value));
    }
    try {
        // A head count the file does not give is checked once --heads may have given it
        // (open_model): GPT2Config's 12 does not divide every n_embd.
        GptConfig written = f.config;
        if (!f.heads_known) written.heads = 1;
        validate(written);
    } catch (const std::invalid_argument& e) {
        fail(name, e.what());
    }
    return f;
}

}  // namespace attn
