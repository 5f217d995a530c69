#include "attnlab/lesson/what_if.hpp"

#include <algorithm>
#include <stdexcept>

namespace attn {
namespace {

std::string index_words(int v) { return v == kEvery ? "*" : std::to_string(v + 1); }

}  // namespace

std::string what_if_item(const Intervention& v) {
    const std::string where = index_words(v.layer) + "." + index_words(v.head);
    const bool mean = v.ablation == Intervention::Ablation::Mean;
    switch (v.kind) {
        case Intervention::Kind::Ablate:
            return (mean ? "mean " : "ablate ") + where;
        case Intervention::Kind::KeepOnly:
            return (mean ? "keep-only-mean " : "keep-only ") + where;
        case Intervention::Kind::Cut:
            return "cut " + where + ":" + std::to_string(v.query) + ">" + std::to_string(v.key);
        case Intervention::Kind::Patch:
            break;
    }
    throw std::invalid_argument(describe(v) +
                                ": a patch needs a second prompt and is not saved in a lesson");
}

Intervention parse_what_if_item(const std::string& item) {
    const std::size_t space = item.find(' ');
    const std::string verb = item.substr(0, space);
    const std::string rest = space == std::string::npos ? "" : item.substr(space + 1);
    const auto one = [&](std::vector<Intervention> list) {
        if (list.size() != 1)
            throw std::invalid_argument("'" + item + "': expected one layer.head, such as 1.2");
        return list[0];
    };
    using K = Intervention::Kind;
    using A = Intervention::Ablation;
    try {
        if (verb == "ablate") return one(parse_heads(rest, K::Ablate, A::Zero));
        if (verb == "mean") return one(parse_heads(rest, K::Ablate, A::Mean));
        if (verb == "keep-only") return one(parse_heads(rest, K::KeepOnly, A::Zero));
        if (verb == "keep-only-mean") return one(parse_heads(rest, K::KeepOnly, A::Mean));
        if (verb == "cut") return one(parse_cuts(rest));
    } catch (const std::invalid_argument& e) {
        throw std::invalid_argument("'" + item + "': " + e.what());
    }
    throw std::invalid_argument("'" + item +
                                "': expected ablate, mean, keep-only, keep-only-mean or cut, "
                                "then the head (\"ablate 1.2\", \"cut 1.2:4>2\")");
}

std::vector<Intervention> toggled(std::vector<Intervention> list, const Intervention& v) {
    if (auto it = std::find(list.begin(), list.end(), v); it != list.end()) {
        list.erase(it);
        return list;
    }
    using K = Intervention::Kind;
    std::erase_if(list, [&](const Intervention& o) {
        const bool same_head = o.layer == v.layer && o.head == v.head;
        if (v.kind == K::Ablate) return o.kind == K::Ablate && same_head;
        if (v.kind == K::KeepOnly) return o.kind == K::KeepOnly && o.layer == v.layer;
        return false;
    });
    list.push_back(v);
    return list;
}

}  // namespace attn
