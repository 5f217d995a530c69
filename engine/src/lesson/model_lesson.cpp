#include "attnlab/lesson/model_lesson.hpp"

#include <fstream>
#include <sstream>
#include <stdexcept>

#include "attnlab/model/safetensors.hpp"
#include "attnlab/words/tokenizer.hpp"
#include "io/json_parse.hpp"

namespace attn {

Lesson lesson_from_model(TrainedModel model, std::vector<std::string> sentences, std::string title,
                         std::string description) {
    model.check();
    const ModelConfig& c = model.config;
    std::vector<std::string> axes;
    for (int i = 0; i < c.d; ++i) axes.push_back("e" + std::to_string(i + 1));
    // tok.weight is the first slot of the layout: V × d, row-major.
    const Matrix tok = Eigen::Map<const Matrix>(model.weights.data(), c.vocab, c.d);
    Lesson l;
    l.title = std::move(title);
    l.description = std::move(description);
    l.table = EmbeddingTable(axes, model.vocabulary.words(), tok);
    l.sentences = sentences.empty()
                      ? std::vector<std::string>{default_model_sentence(model.vocabulary)}
                      : std::move(sentences);
    l.model = std::move(model);
    return l;
}

std::string default_model_sentence(const Vocabulary& v) {
    const std::string probe = "the bubbe made matzah ball soup again";
    bool all = true;
    for (const std::string& w : tokenize(probe)) all = all && v.contains(w);
    if (all) return probe;
    std::string s;
    for (int id = 1; id < v.size() && id <= 6; ++id) s += (s.empty() ? "" : " ") + v.word(id);
    return s.empty() ? std::string(Vocabulary::kUnknown) : s;
}

std::vector<std::string> parse_vocabulary_text(const std::string& text, const std::string& name) {
    const auto first = text.find_first_not_of(" \t\r\n");
    if (first != std::string::npos && text[first] == '[') {
        try {
            return detail::parse_string_array(text);
        } catch (const detail::JsonSyntaxError& e) {
            throw std::invalid_argument(name + ": expected a JSON array of strings (" + e.what() +
                                        ")");
        }
    }
    if (first != std::string::npos && text[first] == '{')
        throw std::invalid_argument(
            name +
            ": a JSON object; expected a JSON array of words in id order, or one word per line");
    std::vector<std::string> words;
    std::istringstream in(text);
    std::string line;
    while (std::getline(in, line)) {
        if (!line.empty() && line.back() == '\r') line.pop_back();
        if (!line.empty()) words.push_back(line);
    }
    if (words.empty())
        throw std::invalid_argument(name +
                                    ": no words (expected one word per line, or a JSON array)");
    return words;
}

std::vector<std::string> read_vocabulary_file(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw std::invalid_argument(path + ": cannot open the vocabulary file");
    std::stringstream text;
    text << in.rdbuf();
    if (in.bad()) throw std::invalid_argument(path + ": reading the vocabulary file failed");
    return parse_vocabulary_text(text.str(), path);
}

TrainedModel import_model_file(const std::string& path, int heads,
                               const std::vector<std::string>& vocabulary) {
    SafetensorsFile f = read_safetensors(path);
    try {
        if (auto it = f.metadata.find("heads");
            it != f.metadata.end() && heads > 0 && it->second != std::to_string(heads))
            throw SafetensorsError("the file's metadata says " + it->second + " heads, but " +
                                   std::to_string(heads) + " were given");
        if (!vocabulary.empty()) {
            const auto tok = f.tensors.find("tok.weight");
            if (tok != f.tensors.end() && tok->second.shape.size() == 2 &&
                tok->second.shape[0] != int(vocabulary.size()))
                throw SafetensorsError(
                    "the vocabulary has " + std::to_string(vocabulary.size()) +
                    (vocabulary.size() == 1 ? " word" : " words") + ", but tok.weight has " +
                    std::to_string(tok->second.shape[0]) + " rows (one per word)");
        }
        return from_safetensors(f, heads, vocabulary);
    } catch (const SafetensorsError& e) {
        throw SafetensorsError(path + ": " + e.what());
    }
}

}  // namespace attn
