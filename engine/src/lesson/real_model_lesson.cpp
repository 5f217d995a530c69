// A lesson about a real model (attnlab/lesson/real_model_lesson.hpp).
#include "attnlab/lesson/real_model_lesson.hpp"

#include <Eigen/Eigenvalues>
#include <algorithm>
#include <cmath>
#include <set>
#include <stdexcept>

#include "attnlab/support/limits.hpp"
#include "attnlab/words/tokenizer.hpp"

namespace attn {
namespace {

// The sentence as a message quotes it: at most 60 bytes, cut between characters, "…" after.
std::string quoted(const std::string& s) {
    if (s.size() <= 60) return "'" + s + "'";
    std::size_t cut = 60;
    while (cut > 0 && (static_cast<unsigned char>(s[cut]) & 0xC0) == 0x80) --cut;
    return "'" + s.substr(0, cut) + "…'";
}

[[noreturn]] void fail(const std::string& sentence, const std::string& why) {
    throw std::invalid_argument("sentence " + quoted(sentence) + ": " + why);
}

// The mean of the model's token embeddings of `word` as it appears inside a
// sentence (" word", GPT-2's form), or alone; false when the vocabulary cannot read it.
bool word_embedding(const OpenedModel& m, const std::string& word, Vector& out) {
    for (const std::string& text : {" " + word, word}) {
        std::vector<int> ids;
        try {
            ids = m.tokenizer->encode(text);
        } catch (const std::invalid_argument&) {
            continue;
        }
        if (ids.empty()) continue;
        out = Vector::Zero(m.model.config.d);
        for (int id : ids) {
            if (id < 0 || id >= m.model.wte.rows()) return false;
            out += m.model.wte.row(id);
        }
        out /= float(ids.size());
        return true;
    }
    return false;
}

// rows (m × d) → m × 2: their first two principal components (centred; the
// Gram matrix's eigenvectors scaled by √λ). Each axis's largest entry is
// positive, so the result does not depend on the solver's signs.
Matrix principal_plane(const MatrixD& rows) {
    const Eigen::Index m = rows.rows();
    Matrix out = Matrix::Zero(m, 2);
    if (m < 2) return out;
    const MatrixD centred = rows.rowwise() - rows.colwise().mean();
    const Eigen::MatrixXd gram = centred * centred.transpose();
    const Eigen::SelfAdjointEigenSolver<Eigen::MatrixXd> eig(gram);
    if (eig.info() != Eigen::Success) return out;
    for (int axis = 0; axis < 2 && axis < m; ++axis) {
        const Eigen::Index k = m - 1 - axis;  // eigenvalues ascend
        const double lambda = std::max(0.0, eig.eigenvalues()(k));
        Eigen::VectorXd u = eig.eigenvectors().col(k) * std::sqrt(lambda);
        Eigen::Index big = 0;
        u.cwiseAbs().maxCoeff(&big);
        if (u(big) < 0) u = -u;
        for (Eigen::Index i = 0; i < m; ++i)
            out(i, axis) = std::isfinite(u(i)) ? float(u(i)) : 0.0f;
    }
    return out;
}

// The sentences' words on the model's principal plane.
EmbeddingTable word_table(const OpenedModel& m, const std::vector<std::string>& sentences) {
    std::vector<std::string> words;
    std::set<std::string> seen;
    for (const std::string& s : sentences)
        for (const std::string& w : tokenize(s))
            if (w.size() <= kMaxNameBytes && int(words.size()) < kMaxWords && seen.insert(w).second)
                words.push_back(w);
    std::vector<int> known;  // indices into words with an embedding
    MatrixD rows(Eigen::Index(words.size()), m.model.config.d);
    Vector e;
    for (std::size_t i = 0; i < words.size(); ++i)
        if (word_embedding(m, words[i], e)) {
            rows.row(Eigen::Index(known.size())) = e.cast<double>();
            known.push_back(int(i));
        }
    const Matrix plane = principal_plane(rows.topRows(Eigen::Index(known.size())));
    Matrix values = Matrix::Zero(Eigen::Index(words.size()), 2);
    for (std::size_t k = 0; k < known.size(); ++k)
        values.row(known[k]) = plane.row(Eigen::Index(k));
    return EmbeddingTable({"pc1", "pc2"}, words, values);
}

}  // namespace

std::vector<int> real_model_ids(const OpenedModel& m, const std::string& sentence) {
    if (!m.tokenizer)
        fail(sentence, "the model at " + m.path +
                           " has no tokenizer files (vocab.json + merges.txt, tokenizer.json, or "
                           "nanoGPT's meta.pkl)");
    std::vector<int> ids;
    try {
        ids = m.tokenizer->encode(sentence);
    } catch (const std::invalid_argument& e) {
        fail(sentence, e.what());
    }
    if (ids.empty()) fail(sentence, "is empty: give at least one character the model reads");
    if (int(ids.size()) > m.model.config.positions)
        fail(sentence, "has " + std::to_string(ids.size()) + " tokens; the model reads at most " +
                           std::to_string(m.model.config.positions) + " (its n_positions)");
    for (std::size_t i = 0; i < ids.size(); ++i)
        if (ids[i] < 0 || ids[i] >= m.model.config.vocab)
            fail(sentence, "token " + std::to_string(i) + " has id " + std::to_string(ids[i]) +
                               ", outside the model's vocab_size " +
                               std::to_string(m.model.config.vocab));
    return ids;
}

std::string default_real_model_sentence(const OpenedModel& m) {
    if (!m.tokenizer)
        throw std::invalid_argument(
            "the model at " + m.path +
            " has no tokenizer files (vocab.json + merges.txt, tokenizer.json, or meta.pkl)");
    std::vector<std::string> candidates = {"The bubbe made matzah ball soup again.",
                                           "the bubbe made matzah ball soup again",
                                           "the cat sat on the mat"};
    // A last resort from the vocabulary itself: its first tokens that are letters or spaces.
    std::string letters;
    int taken = 0;
    for (int id = 0; id < m.tokenizer->size() && taken < 12; ++id) {
        const std::string t = m.tokenizer->decode(std::span<const int>(&id, 1));
        const bool plain = !t.empty() && std::all_of(t.begin(), t.end(), [](char c) {
            return c == ' ' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
        });
        if (plain) letters += t, ++taken;
    }
    if (!letters.empty()) candidates.push_back(letters);
    for (const std::string& s : candidates) {
        try {
            real_model_ids(m, s);
            return s;
        } catch (const std::invalid_argument&) {
        }
    }
    throw std::invalid_argument(
        "the model's tokenizer reads none of the default sentences: give one with --sentence");
}

Lesson lesson_for_real_model(const OpenedModel& m, ModelReference reference,
                             std::vector<std::string> sentences, std::string title,
                             std::string description) {
    if (sentences.empty()) sentences.push_back(default_real_model_sentence(m));
    for (const std::string& s : sentences) real_model_ids(m, s);
    Lesson l;
    l.title = std::move(title);
    l.description = std::move(description);
    l.table = word_table(m, sentences);
    l.sentences = std::move(sentences);
    l.real_model = std::move(reference);
    return l;
}

}  // namespace attn
