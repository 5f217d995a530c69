// The Generate tab's page as boxes of generated tokens. Each token is its own
// box, but tokens that write one UTF-8 character between them (a byte-level
// BPE splits "—" into "\xE2\x80" and "\x94") share one box, which shows the
// character once it is whole; until then it shows the tokens' display forms
// ("\xE2\x80"), so nothing is ever drawn as a replacement glyph. Only a token
// that starts with a continuation byte joins a waiting box.
#pragma once

#include <QString>
#include <string>
#include <vector>

namespace attn::ui {

struct PageBox {
    QString text;   // as token_on_page writes it
    int first = 0;  // the first and last generated step it shows
    int last = 0;
    double p_model = 1;  // the model's chance of the box's tokens, in turn (their product)
};

class TokenPage {
  public:
    // Adds generated step boxes().back().last + 1 (0 on an empty page): its bytes
    // (TextTokenizer::bytes), its display form and the model's probability of it.
    // Returns true when it opened a new box, false when it joined the last one
    // (whose text and range have changed).
    bool add(const std::string& bytes, const std::string& display, double p_model);
    void clear();

    const std::vector<PageBox>& boxes() const { return boxes_; }
    // The box showing generated step `step`; nullptr outside [0, steps).
    const PageBox* boxOf(int step) const;

  private:
    std::vector<PageBox> boxes_;
    std::vector<int> boxOf_;      // per step, its box's index
    std::string pending_;         // the last box's bytes while they end inside a character
    std::string pendingDisplay_;  // and its tokens' display forms, joined
};

}  // namespace attn::ui
