// shown (engine-internal): a name from an outside file made safe to quote in a
// message — printable ASCII kept, every other byte '?', cut at 120 characters.
#pragma once

#include <string>

namespace attn::detail {

inline std::string shown(const std::string& s) {
    std::string out;
    for (unsigned char c : s) {
        if (out.size() >= 120) return out + "…";
        out += (c >= 0x20 && c < 0x7F) ? char(c) : '?';
    }
    return out;
}

}  // namespace attn::detail
