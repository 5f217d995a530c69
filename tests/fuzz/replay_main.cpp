// Replays fuzz corpus files through a fuzz entry point in an ordinary build:
//   fuzz_replay [--target lesson|safetensors|corpus|sentence|torch|bpe|gptconfig] DIR_OR_FILE...
// (the target defaults to lesson). Exits 0 after printing how many inputs were
// read and how many were accepted; a broken contract aborts, an unexpected
// exception exits 1.
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <exception>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "fuzz_entries.hpp"
#include "lesson_fuzz_entry.hpp"

namespace fs = std::filesystem;

namespace {

struct Target {
    const char* name;
    int (*entry)(const std::uint8_t*, std::size_t);
    const char* accepted;  // what an accepted input is, for the summary
};

constexpr Target kTargets[] = {
    {"lesson", attn::fuzz::lesson_one_input, "valid lessons"},
    {"safetensors", attn::fuzz::safetensors_one_input, "readable safetensors files"},
    {"corpus", attn::fuzz::corpus_one_input, "trainable corpora"},
    {"torch", attn::fuzz::torch_one_input, "readable torch.save archives or pickles"},
    {"bpe", attn::fuzz::bpe_one_input, "usable tokenizers"},
    {"gptconfig", attn::fuzz::gptconfig_one_input, "usable model configs"},
    {"sentence", attn::fuzz::sentence_one_input, "evaluated sentences"},
};

}  // namespace

int main(int argc, char** argv) {
    const Target* target = &kTargets[0];
    std::vector<fs::path> files;
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--target") == 0 && i + 1 < argc) {
            target = nullptr;
            for (const auto& t : kTargets)
                if (std::strcmp(t.name, argv[i + 1]) == 0) target = &t;
            if (!target) {
                std::fprintf(stderr, "fuzz_replay: unknown target %s\n", argv[i + 1]);
                return 1;
            }
            ++i;
            continue;
        }
        const fs::path p(argv[i]);
        if (fs::is_directory(p)) {
            for (const auto& e : fs::directory_iterator(p))
                if (e.is_regular_file()) files.push_back(e.path());
        } else {
            files.push_back(p);
        }
    }
    if (files.empty()) {
        std::fprintf(stderr, "fuzz_replay: no input files given\n");
        return 1;
    }
    int valid = 0;
    for (const auto& f : files) {
        std::ifstream in(f, std::ios::binary);
        const std::string bytes((std::istreambuf_iterator<char>(in)),
                                std::istreambuf_iterator<char>());
        try {
            valid +=
                target->entry(reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size());
        } catch (const std::exception& e) {
            std::fprintf(stderr, "fuzz_replay: %s: unexpected exception: %s\n", f.string().c_str(),
                         e.what());
            return 1;
        }
    }
    std::printf("fuzz_replay %s: %zu inputs, %d %s, no contract broken\n", target->name,
                files.size(), valid, target->accepted);
    return 0;
}
