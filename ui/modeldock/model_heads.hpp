// ModelHeads: every layer × head of a model on one sentence, as the All heads
// tab (ModelOverview) and `render --view model` show them — the heads'
// weights, each head's named pattern (attnlab/gpt/head_patterns.hpp), small
// images of the maps and the grid as a figure. One value built from either
// source: a real model's pass (its causal triangles, read in place, never
// copied into L · h full maps) or a model trained here (one attn::Trace per
// layer, h n × n weights each; small, so copied).
//
// Shapes: L layers, h heads, n tokens; head (l, j) is index l · h + j.
#pragma once

#include <QImage>
#include <QStringList>
#include <memory>
#include <utility>
#include <vector>

#include "attnlab/attention/trace.hpp"
#include "attnlab/gpt/gpt_pass.hpp"
#include "attnlab/gpt/head_patterns.hpp"
#include "viewdata/figure_spec.hpp"

namespace attn::ui {

class ColorLut;

// Which heads a grid shows: layers [first_layer, last_layer] (from 0), one
// head or all, one pattern or all.
struct HeadFilter {
    int first_layer = 0;
    int last_layer = 1 << 30;  // clamped to L − 1
    int head = -1;             // −1: every head
    bool any_pattern = true;
    attn::HeadPattern pattern = attn::HeadPattern::None;  // when !any_pattern
    bool shows(int layer, int head, attn::HeadPattern p) const;
};

class ModelHeads {
  public:
    ModelHeads() = default;  // empty: no model
    // A real model's pass; `tokens` its n display texts. Throws std::invalid_argument
    // when tokens.size() is not the pass's n.
    static ModelHeads of_pass(std::shared_ptr<const attn::GptPass> pass, QStringList tokens);
    // A model trained here: one trace per layer (Document::SentenceResult::layers),
    // each with h causal n × n weights; layers of one shape. Empty `layers`: empty.
    static ModelHeads of_traces(const std::vector<attn::Trace>& layers);

    bool empty() const { return layers_ == 0; }
    bool isRealModel() const { return pass_ != nullptr; }
    int layers() const { return layers_; }
    int heads() const { return heads_; }
    int tokenCount() const { return int(tokens_.size()); }
    const QStringList& tokens() const { return tokens_; }
    // The pass read (null for a trained model): the window compares it to know
    // whether anything changed.
    const attn::GptPass* pass() const { return pass_.get(); }

    const attn::HeadPatternResult& pattern(int layer, int head) const {
        return patterns_[index(layer, head)];
    }
    // Head (l, j)'s full n × n map, zeros above the diagonal.
    attn::Matrix matrix(int layer, int head) const;
    // The largest weight of any head (for one colour scale over the grid).
    float maxWeight() const { return maxWeight_; }
    // Head (l, j) as an image of at most side × side pixels (heatmap_raster.hpp:
    // a pixel shows its block's largest weight; masked cells `masked`).
    QImage thumbnail(int layer, int head, int side, const ColorLut& lut, QRgb masked) const;

    // "1·2": layer and head from 1, as a tile's title.
    static QString shortTitle(int layer, int head);
    // "previous token" …, or empty for a head with no clear pattern.
    QString patternName(int layer, int head) const;
    // "previous token: mean weight 0.93 on the token before" / "uniform: 0.04
    // from an even spread" / "no clear pattern (…)" — the numbers behind the name.
    QString patternDetail(int layer, int head) const;
    // "layer 1 · head 2 · previous token": a head's title in figures (its pattern when clear).
    QString figureTitle(int layer, int head) const;

    // The heads `filter` shows as a HeadGrid figure: one panel per head, titled
    // "layer l · head k" (· its pattern when clear), in rows of the heads shown
    // per layer; weights 0…1, hatched above the diagonal. Empty spec.panels
    // when nothing is shown.
    FigureSpec figure(const HeadFilter& filter = {}) const;
    // The (layer, head) from 0 of each panel figure(filter) draws, in its order.
    std::vector<std::pair<int, int>> shownHeads(const HeadFilter& filter = {}) const;

  private:
    std::size_t index(int layer, int head) const {
        return std::size_t(layer) * std::size_t(heads_) + std::size_t(head);
    }
    int layers_ = 0, heads_ = 0;
    QStringList tokens_;
    std::shared_ptr<const attn::GptPass> pass_;      // a real model's pass, or null
    std::vector<attn::Matrix> maps_;                 // a trained model's L · h maps (n × n)
    std::vector<attn::HeadPatternResult> patterns_;  // L · h
    float maxWeight_ = 0;
};

}  // namespace attn::ui
