// RealModelPass: one complete viewing pass of one lesson sentence through the
// lesson's real model (Lesson::real_model), as the window keeps it — the
// sentence's tokens (ids, display texts, which word each belongs to) and the
// engine's pass (attnlab/gpt/gpt_pass.hpp: every layer's and head's causal
// weights, the residual stream after every block, logits at the last
// position). Immutable once made; shared as shared_ptr<const RealModelPass>
// between the worker that made it, the Document and the panes, so a pane
// holding one never sees it change.
#pragma once

#include <QStringList>
#include <string>
#include <vector>

#include "attnlab/gpt/gpt_pass.hpp"

namespace attn::ui {

struct RealModelTokens {
    std::vector<int> ids;  // n token ids
    QStringList display;   // n texts, TextTokenizer::display (a leading space as ␣)
    // n word indices, ascending from 0: tokens of one word share one
    // (attn::token_word_groups), so "matzah" read as "mat" "z" "ah" is one group.
    std::vector<int> word;
};

struct RealModelPass {
    std::string sentence;  // the text the pass read
    RealModelTokens tokens;
    attn::GptPass pass;    // residual kept (L + 1 matrices n × d), logits at position n − 1
};

}  // namespace attn::ui
