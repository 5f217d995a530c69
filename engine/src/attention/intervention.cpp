// Interventions over a pass (attnlab/attention/intervention.hpp).
#include "attnlab/attention/intervention.hpp"

#include <algorithm>
#include <cstdlib>
#include <stdexcept>
#include <utility>

namespace attn {
namespace {

bool names(int wanted, int value) { return wanted == kEvery || wanted == value; }

std::string counted(int n, const char* what) {
    return std::to_string(n) + " " + what + (n == 1 ? "" : "s");
}

// "layer 2" / "every layer" (1-based words).
std::string layer_words(int layer) {
    return layer == kEvery ? "every layer" : "layer " + std::to_string(layer + 1);
}

std::string head_words(int head) {
    return head == kEvery ? "every head" : "head " + std::to_string(head + 1);
}

void check_index(int value, int count, const std::string& what, const std::string& name) {
    if (value != kEvery && (value < 0 || value >= count))
        throw std::invalid_argument(what + ": " + name + " " + std::to_string(value + 1) +
                                    " is not in the model, which has " +
                                    counted(count, name.c_str()) + " (1 to " +
                                    std::to_string(count) + ")");
}

// A whole number from `text` (all of it), else throws quoting `item`.
int whole(const std::string& text, const std::string& item, bool star) {
    if (star && text == "*") return kEvery;
    char* end = nullptr;
    const long v = std::strtol(text.c_str(), &end, 10);
    if (text.empty() || *end != '\0' || v < 0 || v > 1'000'000)
        throw std::invalid_argument("'" + item + "': expected " +
                                    (star ? std::string("a number or *") : "a number") + ", got '" +
                                    text + "'");
    return int(v);
}

std::vector<std::string> items(const std::string& text) {
    std::vector<std::string> out;
    std::size_t at = 0;
    while (at <= text.size()) {
        const std::size_t comma = std::min(text.find(',', at), text.size());
        if (comma > at) out.push_back(text.substr(at, comma - at));
        at = comma + 1;
    }
    if (out.empty()) throw std::invalid_argument("an empty list (expected LAYER.HEAD, …)");
    return out;
}

// "L.H" (1-based, either may be *) → 0-based layer, head.
std::pair<int, int> layer_head(const std::string& lh, const std::string& item) {
    const std::size_t dot = lh.find('.');
    if (dot == std::string::npos)
        throw std::invalid_argument("'" + item + "': expected LAYER.HEAD, such as 2.1 or *.3");
    const int l = whole(lh.substr(0, dot), item, true), h = whole(lh.substr(dot + 1), item, true);
    if (l == 0 || h == 0)
        throw std::invalid_argument("'" + item + "': layers and heads count from 1");
    return {l == kEvery ? kEvery : l - 1, h == kEvery ? kEvery : h - 1};
}

}  // namespace

HeadFate head_fate(std::span<const Intervention> list, int layer, int head) {
    const auto ablated = [](Intervention::Ablation a) {
        return HeadFate{
            a == Intervention::Ablation::Mean ? HeadFate::Kind::Mean : HeadFate::Kind::Zero, -1};
    };
    // Keep-only lists of one layer add up: a head any of them keeps stays.
    const Intervention* keep = nullptr;
    bool kept = false;
    for (const Intervention& v : list)
        if (v.kind == Intervention::Kind::KeepOnly && names(v.layer, layer)) {
            if (!keep) keep = &v;
            kept = kept || names(v.head, head);
        }
    HeadFate fate;
    if (keep && !kept) fate = ablated(keep->ablation);
    // An ablation or a patch that names the head decides over them, the last one last.
    for (const Intervention& v : list) {
        if (!names(v.layer, layer) || !names(v.head, head)) continue;
        if (v.kind == Intervention::Kind::Ablate) fate = ablated(v.ablation);
        if (v.kind == Intervention::Kind::Patch) fate = {HeadFate::Kind::Patch, v.position};
    }
    return fate;
}

void apply_head_fates(std::span<const Intervention> list, int layer, int heads, int dk,
                      const Matrix* clean, Matrix& joined) {
    for (int j = 0; j < heads; ++j) {
        const HeadFate f = head_fate(list, layer, j);
        auto z = joined.middleCols(Eigen::Index(j) * dk, dk);
        switch (f.kind) {
            case HeadFate::Kind::Keep:
                break;
            case HeadFate::Kind::Zero:
                z.setZero();
                break;
            case HeadFate::Kind::Mean:
                if (z.rows() > 0) {
                    const Eigen::RowVectorXf mean = z.colwise().mean();
                    z.rowwise() = mean;
                }
                break;
            case HeadFate::Kind::Patch: {
                const auto from = clean->middleCols(Eigen::Index(j) * dk, dk);
                if (f.position < 0)
                    z = from;
                else
                    z.row(f.position) = from.row(f.position);
                break;
            }
        }
    }
}

bool is_cut(std::span<const Intervention> list, int layer, int head, int query, int key) {
    return std::any_of(list.begin(), list.end(), [&](const Intervention& v) {
        return v.kind == Intervention::Kind::Cut && names(v.layer, layer) && names(v.head, head) &&
               v.query == query && v.key == key;
    });
}

bool has_cut(std::span<const Intervention> list, int layer, int head) {
    return std::any_of(list.begin(), list.end(), [&](const Intervention& v) {
        return v.kind == Intervention::Kind::Cut && names(v.layer, layer) && names(v.head, head);
    });
}

bool touches_layer(std::span<const Intervention> list, int layer) {
    return std::any_of(list.begin(), list.end(),
                       [&](const Intervention& v) { return names(v.layer, layer); });
}

int first_layer_changed(std::span<const Intervention> a, std::span<const Intervention> b) {
    // Order matters (the last that names a head decides): from the first place the
    // lists part, every intervention of either may act differently.
    std::size_t same = 0;
    while (same < a.size() && same < b.size() && a[same] == b[same]) ++same;
    if (same == a.size() && same == b.size()) return -1;
    int first = -1;
    for (std::span<const Intervention> list : {a, b})
        for (std::size_t i = same; i < list.size(); ++i) {
            const int l = list[i].layer == kEvery ? 0 : list[i].layer;
            first = first < 0 ? l : std::min(first, l);
        }
    return first;
}

bool needs_clean_run(std::span<const Intervention> list) {
    return std::any_of(list.begin(), list.end(),
                       [](const Intervention& v) { return v.kind == Intervention::Kind::Patch; });
}

void check_interventions(std::span<const Intervention> list, int layers, int heads, int n,
                         bool causal) {
    for (const Intervention& v : list) {
        const std::string what = describe(v, layers == 1);
        check_index(v.layer, layers, what, "layer");
        check_index(v.head, heads, what, "head");
        if (v.kind == Intervention::Kind::Cut) {
            if (v.query < 0 || v.query >= n || v.key < 0 || v.key >= n)
                throw std::invalid_argument(what + ": the sentence has " + counted(n, "token") +
                                            " (positions 0 to " + std::to_string(n - 1) + ")");
            if (causal && v.key > v.query)
                throw std::invalid_argument(what + ": token " + std::to_string(v.query) +
                                            " cannot see token " + std::to_string(v.key) +
                                            " anyway (the causal mask): nothing to cut");
        }
        if (v.kind == Intervention::Kind::Patch && v.position >= n)
            throw std::invalid_argument(what + ": the sentence has " + counted(n, "token") +
                                        " (positions 0 to " + std::to_string(n - 1) + ")");
    }
    // A query must keep a key to look at; the last cut of its row is the one named.
    for (int l = 0; l < layers; ++l)
        for (int j = 0; j < heads; ++j)
            for (auto it = list.rbegin(); it != list.rend(); ++it) {
                const Intervention& v = *it;
                if (v.kind != Intervention::Kind::Cut || !names(v.layer, l) || !names(v.head, j))
                    continue;
                int left = 0;
                for (int k = 0; k < (causal ? v.query + 1 : n); ++k)
                    left += !is_cut(list, l, j, v.query, k);
                if (left == 0)
                    throw std::invalid_argument(describe(v, layers == 1) + ": token " +
                                                std::to_string(v.query) +
                                                " would have no token left to look at");
            }
}

std::vector<Intervention> within(std::span<const Intervention> list, int n) {
    std::vector<Intervention> out;
    for (const Intervention& v : list)
        if (v.kind != Intervention::Kind::Cut || (v.query < n && v.key < n)) out.push_back(v);
    return out;
}

std::vector<std::pair<int, int>> cut_lines(std::span<const Intervention> list, int layer, int head,
                                           int n) {
    std::vector<std::pair<int, int>> out;
    if (!has_cut(list, layer, head)) return out;
    for (const Intervention& v : list)
        if (v.kind == Intervention::Kind::Cut && v.query >= 0 && v.query < n && v.key >= 0 &&
            v.key < n && is_cut(list, layer, head, v.query, v.key))
            out.emplace_back(v.query, v.key);
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

std::string describe(const Intervention& v, bool one_layer) {
    const std::string where = one_layer ? "" : layer_words(v.layer) + " · ";
    switch (v.kind) {
        case Intervention::Kind::Ablate:
            return where + head_words(v.head) +
                   (v.ablation == Intervention::Ablation::Mean ? " mean-ablated" : " switched off");
        case Intervention::Kind::KeepOnly:
            return where + "only " + head_words(v.head) + " kept" +
                   (v.ablation == Intervention::Ablation::Mean ? " (the others mean-ablated)" : "");
        case Intervention::Kind::Cut:
            return where + head_words(v.head) + " · line " + std::to_string(v.query) + " → " +
                   std::to_string(v.key) + " cut";
        case Intervention::Kind::Patch:
            return where + head_words(v.head) + " patched from the clean prompt" +
                   (v.position >= 0 ? " at position " + std::to_string(v.position) : "");
    }
    return {};
}

std::string describe(std::span<const Intervention> list, bool one_layer) {
    std::string out;
    for (const Intervention& v : list) out += (out.empty() ? "" : "; ") + describe(v, one_layer);
    return out;
}

std::vector<Intervention> parse_heads(const std::string& text, Intervention::Kind kind,
                                      Intervention::Ablation ablation) {
    std::vector<Intervention> out;
    for (const std::string& item : items(text)) {
        const auto [l, h] = layer_head(item, item);
        out.push_back(Intervention::on_head(kind, l, h, ablation));
    }
    return out;
}

std::vector<Intervention> parse_cuts(const std::string& text) {
    std::vector<Intervention> out;
    for (const std::string& item : items(text)) {
        const std::size_t colon = item.find(':'), arrow = item.find('>');
        if (colon == std::string::npos || arrow == std::string::npos || arrow < colon)
            throw std::invalid_argument("'" + item +
                                        "': expected LAYER.HEAD:QUERY>KEY, such as 1.2:4>2");
        const auto [l, h] = layer_head(item.substr(0, colon), item);
        Intervention v;
        v.kind = Intervention::Kind::Cut;
        v.layer = l;
        v.head = h;
        v.query = whole(item.substr(colon + 1, arrow - colon - 1), item, false);
        v.key = whole(item.substr(arrow + 1), item, false);
        out.push_back(v);
    }
    return out;
}

}  // namespace attn
