// Fuzz entry point of the real models' config.json reader (contract in
// fuzz_entries.hpp): parse_model_config either throws ModelFileError or gives
// a config that passes validate(), whose sizes the weights' byte count
// covers without overflow.
#include <string>

#include "attnlab/checkpoints/model_files.hpp"
#include "fuzz_check.hpp"
#include "fuzz_entries.hpp"

namespace attn::fuzz {

int gptconfig_one_input(const std::uint8_t* data, std::size_t size) {
    constexpr const char* kTarget = "gptconfig";
    const std::string text(reinterpret_cast<const char*>(data), size);
    ModelConfigFile f;
    try {
        f = parse_model_config(text, "config.json");
    } catch (const ModelFileError&) {
        return 0;
    }
    try {
        validate(f.config);
    } catch (const std::invalid_argument&) {
        broken(kTarget, "an accepted config fails validate()");
    }
    if (gpt_weight_bytes(f.config) / sizeof(float) != gpt_parameter_count(f.config))
        broken(kTarget, "the weight byte count overflowed");
    if (f.huggingface && !f.heads_known)
        broken(kTarget, "a Hugging Face config without a head count");
    return 1;
}

}  // namespace attn::fuzz
