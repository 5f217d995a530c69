#include "document/sentence_tokens.hpp"

#include <QCoreApplication>
#include <stdexcept>

#include "attnlab/checkpoints/model_files.hpp"
#include "attnlab/tokenizers/token_groups.hpp"

namespace attn::ui {

SentenceTokens read_sentence_tokens(const attn::OpenedModel& model, const QString& text) {
    SentenceTokens out;
    out.limit = model.model.config.positions;
    if (!model.tokenizer) {
        out.error = QCoreApplication::translate("SentenceTokens",
                                                "The model has no tokenizer files (vocab.json + "
                                                "merges.txt, tokenizer.json or meta.pkl).");
        return out;
    }
    try {
        out.tokens.ids = model.tokenizer->encode(text.toStdString());
    } catch (const std::invalid_argument& e) {
        out.error = QCoreApplication::translate("SentenceTokens",
                                                "The model cannot read this sentence: %1.")
                        .arg(QString::fromUtf8(e.what()));
        return out;
    }
    if (out.tokens.ids.empty()) {
        out.error = QCoreApplication::translate(
            "SentenceTokens",
            "The sentence is empty: type at least one character the model reads.");
        return out;
    }
    const int V = model.model.config.vocab;
    for (std::size_t i = 0; i < out.tokens.ids.size(); ++i)
        if (out.tokens.ids[i] < 0 || out.tokens.ids[i] >= V) {
            out.error =
                QCoreApplication::translate(
                    "SentenceTokens",
                    "The token at position %1 (from 0) has id %2, outside the model's vocabulary "
                    "of %3.")
                    .arg(i)
                    .arg(out.tokens.ids[i])
                    .arg(V);
            break;
        }
    out.tokens.display.reserve(qsizetype(out.tokens.ids.size()));
    for (int id : out.tokens.ids)
        out.tokens.display.push_back(QString::fromStdString(model.tokenizer->display(id)));
    out.tokens.word = attn::token_word_groups(*model.tokenizer, out.tokens.ids);
    if (out.error.isEmpty() && int(out.tokens.ids.size()) > out.limit)
        out.error =
            QCoreApplication::translate("SentenceTokens",
                                        "This sentence has %1 tokens; the model reads at most %2.")
                .arg(out.tokens.ids.size())
                .arg(out.limit);
    return out;
}

}  // namespace attn::ui
