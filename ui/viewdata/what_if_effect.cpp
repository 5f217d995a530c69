#include "viewdata/what_if_effect.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <set>

#include "attnlab/attention/softmax.hpp"

namespace attn::ui {

double TokenShift::delta_log_p() const {
    if (before == after) return 0;
    return std::log(after) - std::log(before);
}

std::vector<TokenShift> next_token_shift(std::span<const float> before,
                                         std::span<const float> after,
                                         const std::function<QString(int)>& name, int top_k) {
    const std::vector<double> pb = attn::probabilities(before), pa = attn::probabilities(after);
    const int v = int(std::min(pb.size(), pa.size()));
    const auto top = [&](const std::vector<double>& p) {
        std::vector<int> ids(static_cast<std::size_t>(v));
        for (int i = 0; i < v; ++i) ids[std::size_t(i)] = i;
        const int k = std::clamp(top_k, 0, v);
        std::partial_sort(ids.begin(), ids.begin() + k, ids.end(), [&](int a, int b) {
            return p[std::size_t(a)] != p[std::size_t(b)] ? p[std::size_t(a)] > p[std::size_t(b)]
                                                          : a < b;
        });
        ids.resize(std::size_t(k));
        return ids;
    };
    std::set<int> chosen;
    for (int id : top(pb)) chosen.insert(id);
    for (int id : top(pa)) chosen.insert(id);
    std::vector<TokenShift> out;
    for (int id : chosen) out.push_back({id, name(id), pb[std::size_t(id)], pa[std::size_t(id)]});
    std::sort(out.begin(), out.end(), [](const TokenShift& a, const TokenShift& b) {
        if (a.after != b.after) return a.after > b.after;
        if (a.before != b.before) return a.before > b.before;
        return a.id < b.id;
    });
    return out;
}

double sentence_loss(const attn::Matrix& logits, std::span<const int> ids) {
    const int n = int(ids.size());
    if (n < 2 || logits.rows() < n - 1) return std::numeric_limits<double>::quiet_NaN();
    double total = 0;
    for (int i = 0; i + 1 < n; ++i) {
        const std::vector<double> p =
            attn::probabilities(std::span<const float>(&logits(i, 0), std::size_t(logits.cols())));
        total -= std::log(
            std::max(p[std::size_t(ids[std::size_t(i + 1)])], std::numeric_limits<double>::min()));
    }
    return total / (n - 1);
}

}  // namespace attn::ui
