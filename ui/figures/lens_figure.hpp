// LensFigure: the layers' guesses (LensTable) as a table of text cells — a
// row per residual read-out (the embeddings, then after each layer), a
// column per rank (the likeliest guess first); each cell holds the guessed
// token and its probability (as a percentage, probability_text) and is shaded by
// that probability on the weights scale (0…1). The last row, the model's own
// prediction, has its name in bold. Tokens elide past ten font sizes.
#pragma once

#include "figures/figure_body.hpp"

namespace attn::ui {

class LensFigure : public FigureBody {
  public:
    LensFigure(const LensTable& table, const FigureOptions& options);

    QSizeF natural_size() const override;
    QSizeF minimum_size() const override { return natural_size(); }
    void paint(QPainter& p, const QRectF& area) const override;

    // Where cell (row, rank) lands when the table is painted into `area`.
    QRectF cell_rect(const QRectF& area, int row, int rank) const;

  private:
    struct Layout {
        double label_w, cell_w, cell_h, header_h;
        QSizeF size;
    };
    Layout layout() const;
    QPointF origin(const QRectF& area, const Layout& L) const;
    void paint_cell(QPainter& p, const QRectF& cell, int row, int rank) const;

    const LensTable& t_;
    ValueScale scale_;
};

}  // namespace attn::ui
