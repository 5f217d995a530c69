#include "attnlab/training/corpus.hpp"

#include <cmath>
#include <fstream>
#include <sstream>

#include "attnlab/words/tokenizer.hpp"

namespace attn {

double unigram_entropy(const std::vector<int>& ids, int vocab) {
    if (ids.empty()) return 0.0;
    std::vector<double> counts(std::size_t(std::max(vocab, 1)), 0.0);
    for (int id : ids) counts[std::size_t(id)] += 1.0;
    double h = 0.0;
    for (double c : counts)
        if (c > 0) {
            const double p = c / double(ids.size());
            h -= p * std::log(p);
        }
    return h;
}

Corpus corpus_from_text(const std::string& text, const std::string& name, int context) {
    if (const auto bad = first_invalid_utf8(text); bad != std::string::npos) {
        const long line = 1 + std::count(text.begin(), text.begin() + long(bad), '\n');
        char hex[8];
        std::snprintf(hex, sizeof hex, "0x%02X", static_cast<unsigned char>(text[bad]));
        throw CorpusError(name + ": not UTF-8 text (invalid byte " + hex + " at offset " +
                          std::to_string(bad) + ", line " + std::to_string(line) +
                          "); save the file as UTF-8");
    }
    std::vector<std::vector<std::string>> lines;
    std::istringstream in(text);
    std::string line;
    std::vector<std::string> all;
    while (std::getline(in, line)) {
        auto toks = tokenize(line);
        if (toks.empty()) continue;
        all.insert(all.end(), toks.begin(), toks.end());
        lines.push_back(std::move(toks));
    }
    if (all.empty()) throw CorpusError(name + ": the text is empty (no words to learn from)");

    Corpus c;
    c.name = name;
    c.vocabulary = Vocabulary::from_tokens(all);
    auto append = [&](std::vector<int>& to, const std::vector<std::string>& toks) {
        for (const auto& t : toks) to.push_back(c.vocabulary.id(t));
    };
    if (lines.size() >= 20) {
        for (std::size_t i = 0; i < lines.size(); ++i)
            append((i + 1) % 10 == 0 ? c.validation : c.train, lines[i]);
    } else {
        const std::size_t nval = std::max<std::size_t>(1, all.size() / 10);
        append(c.train, std::vector<std::string>(all.begin(), all.end() - long(nval)));
        append(c.validation, std::vector<std::string>(all.end() - long(nval), all.end()));
    }
    if (c.train.size() < std::size_t(context) + 1)
        throw CorpusError(name + ": the text is too short: " + std::to_string(c.train.size()) +
                          " training tokens, but the context of " + std::to_string(context) +
                          " needs at least " + std::to_string(context + 1) + " (" +
                          std::to_string(all.size()) + " tokens in all)");
    c.unigram_entropy = unigram_entropy(c.train, c.vocabulary.size());
    return c;
}

Corpus corpus_from_file(const std::string& path, int context) {
    std::ifstream f(path, std::ios::binary);
    if (!f) throw CorpusError(path + ": cannot open the file for reading");
    std::ostringstream ss;
    ss << f.rdbuf();
    return corpus_from_text(ss.str(), path, context);
}

}  // namespace attn
