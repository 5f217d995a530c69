// BlendFigure: the seed's "blend in slow motion" table for one word. Top row:
// the word's lookup row (before). One row per ingredient: its weight and its
// row scaled by that weight. Bottom row: the column sums, the word's output
// row (after). Values are coloured on a scale centred on 0, weights on the
// weights map.
// Each scaled cell is the weight *as printed* × the ingredient's value, so a
// student can check every cell by hand (0.317 × 0.9 = 0.285, as the seed
// text does); the after row is the exact output, so a column sum of printed
// cells may differ from it by one in the last digit — the drift the seed
// text points out (0.285 + 0.149 = 0.434 against 0.435).
#pragma once

#include "figures/figure_body.hpp"

namespace attn::ui {

class BlendFigure : public FigureBody {
public:
    BlendFigure(const BlendTable& table, const FigureOptions& options);

    QSizeF natural_size() const override;
    QSizeF minimum_size() const override { return natural_size(); }
    void paint(QPainter& p, const QRectF& area) const override;

private:
    struct Layout {
        double label_w, weight_w, cell_w, row_h, header_h, gap;
        QSizeF size;
    };
    Layout layout() const;
    QString before_label() const;
    QString after_label() const;
    QString lookup_label() const;
    bool has_lookup() const { return t_.lookup.size() == t_.before.size() && t_.lookup.size() > 0; }

    const BlendTable& t_;
    ValueScale values_, weights_;
};

}  // namespace attn::ui
