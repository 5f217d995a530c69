#include "modeldock/token_page.hpp"

#include "modeldock/token_on_page.hpp"

namespace attn::ui {

bool TokenPage::add(const std::string& bytes, const std::string& display, double p_model) {
    const int step = int(boxOf_.size());
    const bool continues =
        !bytes.empty() && (static_cast<unsigned char>(bytes.front()) & 0xC0) == 0x80;
    if (!continues) {  // a last box still waiting stays as its tokens' display forms
        pending_.clear();
        pendingDisplay_.clear();
    }
    if (!pending_.empty()) {  // the last box waits for the rest of its character
        PageBox& box = boxes_.back();
        pending_ += bytes;
        pendingDisplay_ += display;
        box.last = step;
        box.p_model *= p_model;
        box.text = token_on_page(pending_, pendingDisplay_);
        boxOf_.push_back(int(boxes_.size()) - 1);
        if (!ends_inside_a_character(pending_)) {
            pending_.clear();
            pendingDisplay_.clear();
        }
        return false;
    }
    boxes_.push_back(PageBox{token_on_page(bytes, display), step, step, p_model});
    boxOf_.push_back(int(boxes_.size()) - 1);
    if (ends_inside_a_character(bytes)) {
        pending_ = bytes;
        pendingDisplay_ = display;
    }
    return true;
}

void TokenPage::clear() {
    boxes_.clear();
    boxOf_.clear();
    pending_.clear();
    pendingDisplay_.clear();
}

const PageBox* TokenPage::boxOf(int step) const {
    if (step < 0 || step >= int(boxOf_.size())) return nullptr;
    return &boxes_[std::size_t(boxOf_[std::size_t(step)])];
}

}  // namespace attn::ui
