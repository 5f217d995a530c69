#include "training/pair_history.hpp"

#include <algorithm>
#include <cmath>

namespace attn::ui {

std::vector<PairPoint> pair_history(const std::vector<TrainingSnapshot>& snapshots,
                                    const QString& probe, int layer, int head, int row, int col) {
    std::vector<PairPoint> out;
    for (const TrainingSnapshot& s : snapshots) {
        if (!s.probe || s.probe_text != probe) continue;
        const attn::AttentionSnapshot& a = s.probe->attention;
        const int n = int(a.tokens.size());
        if (layer < 0 || layer >= a.layers || head < 0 || head >= a.heads || row < 0 || col < 0 ||
            row >= n || col >= n)
            continue;
        out.push_back({s.step, double(a.at(layer, head)(row, col))});
    }
    return out;
}

int structure_step(const std::vector<PairPoint>& p) {
    if (p.size() < 2) return -1;
    const double from = p.front().weight, to = p.back().weight;
    if (std::abs(to - from) < kStillBy) return -1;
    const double half = from + (to - from) / 2;
    for (const PairPoint& q : p)
        if ((to > from && q.weight >= half) || (to < from && q.weight <= half)) return q.step;
    return p.back().step;
}

TokenPair default_pair(const attn::AttentionSnapshot& a, const std::string& word) {
    TokenPair out;
    const auto it = std::find(a.tokens.begin(), a.tokens.end(), word);
    if (it == a.tokens.end() || a.layers == 0 || a.heads == 0) return out;
    out.row = int(it - a.tokens.begin());
    const attn::Matrix& w = a.at(a.layers - 1, 0);
    double best = -1;
    for (int c = 0; c <= out.row && c < w.cols(); ++c)
        if (c != out.row && w(out.row, c) > best) best = w(out.row, c), out.col = c;
    if (out.col < 0) out.col = out.row;  // the first word can only look at itself
    return out;
}

}  // namespace attn::ui
