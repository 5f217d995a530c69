// HeatmapView: a table view that draws a MatrixModel as a heatmap — every cell
// filled with its colour and showing its number; rows are the word looking,
// columns the word looked at. Cell size follows the font (zoom-friendly).
#pragma once

#include <QTableView>

namespace attn::ui {

class MatrixModel;

class HeatmapView : public QTableView {
    Q_OBJECT
public:
    explicit HeatmapView(QWidget* parent = nullptr);
    void setMatrixModel(MatrixModel* model);
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void changeEvent(QEvent* e) override;

private:
    void updateCellSize();
};

}  // namespace attn::ui
