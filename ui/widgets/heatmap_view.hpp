// HeatmapView: a table view that draws a MatrixModel as a heatmap — every cell
// filled with its colour and showing its number; rows are the word looking,
// columns the word looked at. Cell size follows the font (zoom-friendly).
// Long labels elide; a large matrix scrolls inside the view.
#pragma once

#include <QTableView>

namespace attn::ui {

class MatrixModel;

class HeatmapView : public QTableView {
    Q_OBJECT
public:
    explicit HeatmapView(QWidget* parent = nullptr);
    void setMatrixModel(MatrixModel* model);
    // The row labels' widest room, in average characters (default 14: words;
    // the Blend pane's "before (value row)" needs more).
    void setLabelChars(int chars) {
        labelChars_ = chars;
        updateCellSize();
    }
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    // A row or column label (a word) or a cell (its row's word) was clicked.
    void wordClicked(const QString& word);

protected:
    void changeEvent(QEvent* e) override;

private:
    void updateCellSize();
    int labelChars_ = 14;
};

}  // namespace attn::ui
