// RandomKeysDialog (View ▸ √d Experiment…): why scores are divided by √d, with
// d the student sets. One random query against n random keys of d numbers
// (attn::random_keys): the softmax of their scores as they are, and divided by
// √d, as a two-row map; the scores' spread beside √d. Raising d makes the
// first row one-hot and leaves the second spread. Export… draws the map.
#pragma once

#include <QDialog>
#include <cstdint>

class QLabel;
class QSpinBox;

namespace attn::ui {

class HeatmapView;
class MatrixItemModel;

class RandomKeysDialog : public QDialog {
    Q_OBJECT
  public:
    explicit RandomKeysDialog(QWidget* parent = nullptr);

    QSpinBox* dimensionBox() const { return d_; }
    QSpinBox* keysBox() const { return n_; }
    MatrixItemModel* model() const { return model_; }
    HeatmapView* view() const { return view_; }
    QString summary() const;
    std::uint64_t seed() const { return seed_; }
    void newDraw();  // other random numbers, the same d and n

  private:
    void refresh();

    QSpinBox* d_;
    QSpinBox* n_;
    QLabel* summary_;
    MatrixItemModel* model_;
    HeatmapView* view_;
    std::uint64_t seed_ = 1;
};

}  // namespace attn::ui
