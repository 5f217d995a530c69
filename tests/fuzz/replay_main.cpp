// Replays fuzz corpus files through the fuzz entry point in an ordinary build:
//   fuzz_replay DIR_OR_FILE...
// Exits 0 after printing how many inputs were read and how many were valid
// lessons; a broken contract aborts, an unexpected exception exits 1.
#include <cstdint>
#include <cstdio>
#include <exception>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "lesson_fuzz_entry.hpp"

namespace fs = std::filesystem;

int main(int argc, char** argv) {
    std::vector<fs::path> files;
    for (int i = 1; i < argc; ++i) {
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
        const std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
        try {
            valid += attn::fuzz::lesson_one_input(reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size());
        } catch (const std::exception& e) {
            std::fprintf(stderr, "fuzz_replay: %s: unexpected exception: %s\n", f.string().c_str(), e.what());
            return 1;
        }
    }
    std::printf("fuzz_replay: %zu inputs, %d valid lessons, no contract broken\n", files.size(), valid);
    return 0;
}
