// A lesson's pointer to a real model (attnlab/lesson/model_reference.hpp):
// relative storage, resolution, and the presence check of the model's files.
#include "attnlab/lesson/model_reference.hpp"

#include <array>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <string>
#include <system_error>
#include <utility>

namespace attn {
namespace {

namespace fs = std::filesystem;

// Absolute and lexically normal, without a trailing slash ("/a/b/" → "/a/b").
fs::path tidy(const fs::path& p) {
    std::error_code ec;
    fs::path a = p.is_absolute() ? p : fs::absolute(p, ec);
    if (ec) a = p;
    a = a.lexically_normal();
    if (a.has_relative_path() && a.filename().empty()) a = a.parent_path();
    return a;
}

// The path with its existing part's symbolic links followed (weakly_canonical), else tidy.
fs::path real(const fs::path& p) {
    std::error_code ec;
    fs::path r = fs::weakly_canonical(tidy(p), ec);
    return ec ? tidy(p) : tidy(r);
}

// The folder a lesson file's relative model paths are taken against: its real folder.
fs::path lesson_folder(const std::string& lesson_file) { return real(lesson_file).parent_path(); }

// "models/gpt2" or "." (inside), "../models/gpt2" (beside); false for "../../x".
bool inside_or_beside(const fs::path& rel) {
    if (rel.empty()) return false;
    int ups = 0;
    bool first = true;
    for (const fs::path& part : rel) {
        if (part == "..") {
            if (!first) return false;  // lexically_relative puts every ".." first
            ++ups;
        } else {
            first = false;
        }
    }
    return ups <= 1;
}

bool present_at(const fs::path& p) {
    std::error_code ec;
    return fs::exists(p, ec);
}

bool folder_at(const fs::path& p) {
    std::error_code ec;
    return fs::is_directory(p, ec);
}

bool has_ext(const fs::path& p, std::initializer_list<const char*> exts) {
    const std::string e = p.extension().string();
    for (const char* x : exts)
        if (e == x) return true;
    return false;
}

// The one nanoGPT model file a folder without model.safetensors / pytorch_model.bin
// holds (as open_model finds it); empty when none or several (*count says how many).
fs::path single_model_file(const fs::path& dir, int* count_out) {
    std::error_code ec;
    fs::path found;
    int count = 0;
    for (const auto& e : fs::directory_iterator(dir, ec)) {
        std::error_code fec;
        if (e.is_regular_file(fec) && has_ext(e.path(), {".safetensors", ".pt", ".pth", ".ckpt"})) {
            found = e.path();
            ++count;
        }
    }
    *count_out = count;
    return count == 1 ? found : fs::path();
}

// nanoGPT's meta.pkl in the one data/<dataset>/ folder beside the checkpoint's folder, or empty.
fs::path data_meta(const fs::path& dir) {
    const fs::path data = dir.parent_path() / "data";
    if (!folder_at(data)) return {};
    std::error_code ec;
    fs::path found;
    int count = 0;
    for (const auto& e : fs::directory_iterator(data, ec))
        if (present_at(e.path() / "meta.pkl")) {
            found = e.path() / "meta.pkl";
            ++count;
        }
    return count == 1 ? found : fs::path();
}

struct Layout {
    std::vector<std::string> parts;
    fs::path missing;
};

// The tokenizer in `dir`: nanoGPT's meta.pkl beside or in ../data/<dataset>/,
// GPT-2's vocab.json + merges.txt, or tokenizer.json, whichever is there
// (open_model picks by the weights' layout). Adds its part; when none is
// there, names the file to put: meta.pkl for a nanoGPT layout, else vocab.json.
void tokenizer_part(const fs::path& dir, bool nanogpt, Layout& l) {
    if (present_at(dir / "meta.pkl")) return l.parts.push_back("meta.pkl");
    if (const fs::path meta = data_meta(dir); !meta.empty())
        return l.parts.push_back(meta.lexically_relative(dir).generic_string());
    const bool vocab = present_at(dir / "vocab.json"), merges = present_at(dir / "merges.txt");
    if (vocab && merges) return l.parts.push_back("vocab.json + merges.txt");
    if (present_at(dir / "tokenizer.json")) return l.parts.push_back("tokenizer.json");
    if (nanogpt && !vocab && !merges) {
        l.parts.push_back("meta.pkl (or vocab.json + merges.txt)");
        if (l.missing.empty()) l.missing = dir / "meta.pkl";
        return;
    }
    l.parts.push_back("vocab.json + merges.txt");
    if (l.missing.empty()) l.missing = dir / (vocab ? "merges.txt" : "vocab.json");
}

// "… is missing"; a missing config.json says what else would do.
std::string missing_text(const fs::path& missing) {
    if (missing.filename() == "config.json")
        return missing.string() +
               " is missing (a nanoGPT model may instead give its head count: --heads H, or heads "
               "in the lesson)";
    return missing.string() + " is missing";
}

std::string joined(const std::vector<std::string>& parts, const char* sep, const char* last_sep) {
    std::string s;
    for (std::size_t i = 0; i < parts.size(); ++i)
        s += (i == 0 ? "" : i + 1 == parts.size() ? last_sep : sep) + parts[i];
    return s;
}

}  // namespace

std::string stored_model_path(const std::string& model_path, const std::string& lesson_file) {
    const fs::path folder = lesson_folder(lesson_file);
    const fs::path model = tidy(model_path);
    // Beside the lesson means inside its parent folder, unless that parent is the root (everything
    // is).
    const bool may_go_up = folder.has_parent_path() && folder.parent_path() != folder.root_path();
    for (const fs::path& m : {real(model_path), model}) {
        const fs::path rel = m.lexically_relative(folder);
        if (!inside_or_beside(rel)) continue;
        if (!may_go_up && *rel.begin() == "..") continue;
        return rel.generic_string();
    }
    return model.generic_string();
}

std::string resolved_model_path(const std::string& stored_path, const std::string& lesson_file) {
    const fs::path stored(stored_path);
    if (stored.is_absolute()) return tidy(stored).string();
    return tidy(lesson_folder(lesson_file) / stored).string();
}

std::string ModelReferenceCheck::lesson_message() const {
    return "this lesson uses " + description + (problem.empty() ? "" : "; " + problem);
}

namespace {

// A Hugging Face folder's parts: the config (a nanoGPT state dict saved as model.safetensors
// may do without it when the head count is given), the weights, the tokenizer.
ModelReferenceCheck check_huggingface_folder(ModelReferenceCheck c, const fs::path& p,
                                             const fs::path& weights, int heads) {
    Layout l;
    const bool config = present_at(p / "config.json");
    if (config || heads <= 0) l.parts.push_back("config.json");
    if (!config && heads <= 0) l.missing = p / "config.json";
    l.parts.push_back(weights.empty() ? "model.safetensors" : weights.filename().string());
    if (weights.empty() && l.missing.empty()) l.missing = p / "model.safetensors";
    tokenizer_part(p, false, l);
    c.parts = l.parts;
    c.missing = l.missing.string();
    c.description = "the model in " + c.path + " (" + joined(c.parts, ", ", ", ") + ")";
    if (!c.present()) c.problem = missing_text(l.missing);
    return c;
}

// One nanoGPT model file (given, or the one in the folder): it, its config.json when it is a
// safetensors file that needs one, its tokenizer.
ModelReferenceCheck check_model_file(ModelReferenceCheck c, const fs::path& file, int heads) {
    Layout l;
    const fs::path dir = file.parent_path();
    const bool safetensors = has_ext(file, {".safetensors"});
    l.parts.push_back(file.filename().string());
    if (!present_at(file)) l.missing = file;
    if (safetensors && (heads <= 0 || present_at(dir / "config.json"))) {
        l.parts.push_back("config.json");
        if (l.missing.empty() && !present_at(dir / "config.json")) l.missing = dir / "config.json";
    }
    tokenizer_part(dir, true, l);
    c.parts = l.parts;
    c.missing = l.missing.string();
    const std::string kind = safetensors ? "nanoGPT safetensors" : "nanoGPT checkpoint";
    c.description = (c.folder ? "the model in " + c.path + " (" : "the model " + c.path + " (") +
                    kind + ": " + joined(c.parts, ", ", ", ") + ")";
    if (!c.present()) c.problem = missing_text(l.missing);
    return c;
}

}  // namespace

ModelReferenceCheck check_model_reference(const ModelReference& ref) {
    ModelReferenceCheck c;
    const fs::path p = tidy(ref.path);
    c.path = p.string();
    const bool model_ext = has_ext(p, {".safetensors", ".pt", ".pth", ".ckpt", ".bin"});
    c.folder = folder_at(p) || (!present_at(p) && !model_ext);
    if (!c.folder) return check_model_file(c, p, ref.heads);
    if (!present_at(p)) {
        c.parts = {"config.json", "model.safetensors", "vocab.json + merges.txt"};
        c.missing = c.path;
        c.description = "the model in " + c.path + " (" + joined(c.parts, ", ", ", ") + ")";
        c.problem = "the folder " + c.path + " is missing: put " + joined(c.parts, ", ", " and ") +
                    " in it";
        return c;
    }
    fs::path weights;
    if (present_at(p / "model.safetensors")) {
        weights = p / "model.safetensors";
    } else if (present_at(p / "pytorch_model.bin")) {
        weights = p / "pytorch_model.bin";
    } else {
        int count = 0;
        weights = single_model_file(p, &count);
        if (count > 1) {  // open_model would not choose: the reference must name one
            c.parts = {"one model file"};
            c.missing = c.path;
            c.description = "the model in " + c.path;
            c.problem = "the folder " + c.path + " holds " + std::to_string(count) +
                        " model files (.safetensors, .pt, .pth, .ckpt): point at one of them";
            return c;
        }
    }
    const bool nanogpt_file = !weights.empty() && weights.filename() != "model.safetensors" &&
                              weights.filename() != "pytorch_model.bin";
    // A nanoGPT file in a folder: described as the folder, checked as the file.
    if (nanogpt_file) return check_model_file(c, weights, ref.heads);
    return check_huggingface_folder(c, p, weights, ref.heads);
}

OpenedModel open_referenced_model(const ModelReference& ref, std::size_t memory_limit) {
    const ModelReferenceCheck c = check_model_reference(ref);
    if (!c.present()) throw ModelFileError(c.lesson_message());
    ModelOpenOptions o;
    o.heads = ref.heads;
    o.memory_limit = memory_limit;
    try {
        return open_model(c.path, o);
    } catch (const ModelFileError& e) {
        throw ModelFileError(in_lesson_words(e.what()));
    }
}

std::string in_lesson_words(std::string message) {
    // The reader speaks of the command line's option; a lesson gives the count in its file.
    for (const auto& [option, field] :
         {std::pair<std::string, std::string>{"(--heads H)", "(the lesson's real_model.heads)"},
          {"--heads gives", "the lesson's real_model.heads gives"},
          {"(leave --heads out)", "(take real_model.heads out of the lesson)"}})
        for (std::size_t at; (at = message.find(option)) != std::string::npos;)
            message.replace(at, option.size(), field);
    return message;
}

bool is_real_model_path(const std::string& path) {
    const fs::path p(path);
    if (folder_at(p)) return true;
    if (has_ext(p, {".pt", ".pth", ".ckpt", ".bin"})) return true;
    if (!has_ext(p, {".safetensors"})) return false;
    // The header: 8 bytes of little-endian length, then JSON naming every tensor.
    std::ifstream in(p, std::ios::binary);
    std::array<unsigned char, 8> len{};
    if (!in.read(reinterpret_cast<char*>(len.data()), 8))
        return false;  // the TinyGPT reader says why
    std::uint64_t n = 0;
    for (int i = 7; i >= 0; --i) n = (n << 8) | len[std::size_t(i)];
    std::error_code ec;
    const auto size = fs::file_size(p, ec);
    if (ec || n == 0 || n > (std::uint64_t(100) << 20) || n > size - 8) return false;
    std::string header(std::size_t(n), '\0');
    if (!in.read(header.data(), std::streamsize(n))) return false;
    return header.find("\"tok.weight\"") == std::string::npos;
}

}  // namespace attn
