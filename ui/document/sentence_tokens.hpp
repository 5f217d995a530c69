// SentenceTokens: how the lesson's real model reads one sentence, for the
// Sentences pane — made on the GUI thread with the model's tokenizer (cheap:
// no pass), so the tokens follow the text while the teacher types, before any
// pass lands. The tokens are the pass's own kind (RealModelTokens: ids, display
// texts with a leading space as ␣, word groups); a sentence the model cannot
// read says why.
#pragma once

#include <QMetaType>
#include <QString>

#include "document/real_model_pass.hpp"

namespace attn {
struct OpenedModel;
}

namespace attn::ui {

struct SentenceTokens {
    RealModelTokens tokens;  // empty when the text cannot be tokenised at all
    int limit = 0;  // the model's n_positions: tokens from `limit` on are past what it reads
    QString error;  // why the model cannot read the text; empty: it can
    bool operator==(const SentenceTokens& o) const {
        return tokens.ids == o.tokens.ids && limit == o.limit && error == o.error;
    }
};

// Reads `text` with `model`'s tokenizer: every token (also past n_positions,
// so the pane can mark them), their word groups, and the error when the model
// has no tokenizer, the text is empty, holds a character the vocabulary lacks
// ("… 'é' at character 3 is not in the model's vocabulary") or is longer than
// n_positions ("This sentence has 80 tokens; the model reads at most 64.").
SentenceTokens read_sentence_tokens(const attn::OpenedModel& model, const QString& text);

}  // namespace attn::ui

Q_DECLARE_METATYPE(attn::ui::SentenceTokens)
