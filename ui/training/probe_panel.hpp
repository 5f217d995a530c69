// ProbePanel: what one model (a training snapshot or the lesson's model) does
// with an editable probe sentence — the layers × heads grid of attention
// maps, the selected head large with its numbers, the five likeliest next
// words after every position, and a seeded sampled continuation with a
// temperature. Everything is recomputed from the weights on the GUI thread.
#pragma once

#include <QWidget>
#include <optional>

#include "attnlab/gpt/head_roles.hpp"
#include "training/model_probe.hpp"

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTableView;

namespace attn::ui {

class HeadGrid;
class HeatmapView;
class MatrixItemModel;
class NextWordItemModel;
struct FigureSpec;

class ProbePanel : public QWidget {
    Q_OBJECT
  public:
    static QString defaultProbe() {
        return QStringLiteral("the bubbe made matzah ball soup again");
    }

    explicit ProbePanel(QWidget* parent = nullptr);

    // Shows `m` (caption says which model and step); an invalid ref shows `caption` as the reason.
    void setModel(const ModelRef& m, const QString& caption);
    QString probe() const;
    // "Not in the model's vocabulary …: ‘zebra’ (word 3)." when the probe has such words; else
    // empty.
    QString unknownText() const;
    void setProbe(const QString& text);
    void selectHead(int layer, int head);

    HeadGrid* grid() const { return grid_; }
    // Head roles to name in the grid (a training snapshot's on the repeated-sequences
    // task, HeadGrid::setRoles); null: none. Kept until changed.
    void setHeadRoles(const attn::HeadRoles* roles);
    // What the grid and the large map show: each head's attention weights, or
    // the Gradient view — ∂loss/∂score of each head for the loss of predicting
    // every next word of the probe (blue: the loss wants the score up; red: down).
    enum class Show { Weights, Gradient };
    void setShow(Show s);
    Show shown() const { return show_; }
    QComboBox* showBox() const { return showBox_; }
    // The Gradient view's numbers (empty unless it is shown and the probe has two words).
    const attn::ScoreGradients& gradients() const { return gradients_; }
    // A pending lesson question asks where the model's heads look: the grid
    // and the large map (and their exports) are hidden until it is answered.
    void setConcealed(bool on);
    bool isConcealed() const { return concealed_; }
    MatrixItemModel* largeModel() const { return large_; }
    HeatmapView* largeView() const { return largeView_; }
    // The large map as a figure: the selected head's weights, titled "layer l ·
    // head k", hatched above the diagonal (the model is causal); no panel
    // when nothing is shown.
    FigureSpec largeFigure() const;
    NextWordItemModel* nextWords() const { return next_; }
    QTableView* nextView() const { return nextView_; }
    const attn::ProbeReading& reading() const { return reading_; }
    // Readings this panel computed itself (not the engine's snapshot readings).
    int computedReadings() const { return probe_.computedReadings(); }
    QString generated() const {
        return generated_;
    }  // the last sampled continuation (words); cleared when the model changes
    QString generatedText() const;  // what the window shows of it, as plain text
    QPushButton* generateButton() const { return generate_; }
    QDoubleSpinBox* temperature() const { return temperature_; }

  signals:
    void probeChanged(const QString& text);

  private:
    // The constructor's steps, in this order: the child widgets (and models), their
    // layout (which adds the plain text labels), the signal connections.
    void createWidgets();
    void arrangeLayout();
    void connectSignals();
    void refresh();
    void showLarge();
    void sample();
    QString tooltip(int row, int col) const;

    ModelProbe probe_;
    ModelRef model_;
    attn::ProbeReading reading_;
    QLineEdit* probeEdit_ = nullptr;
    QLabel* caption_ = nullptr;
    QLabel* unknown_ = nullptr;  // the probe's words the model does not know
    void showUnknown();
    HeadGrid* grid_ = nullptr;
    QComboBox* showBox_ = nullptr;
    Show show_ = Show::Weights;
    attn::ScoreGradients gradients_;
    std::optional<attn::HeadRoles> roles_;
    float gradientLimit_ = 0;  // max |∂loss/∂score| over every head: one scale for the grid
    void showGradients();
    QString gradientTooltip(int row, int col) const;
    QLabel* largeCaption_ = nullptr;
    HeatmapView* largeView_ = nullptr;
    bool concealed_ = false;
    MatrixItemModel* large_ = nullptr;
    NextWordItemModel* next_ = nullptr;
    QTableView* nextView_ = nullptr;
    QDoubleSpinBox* temperature_ = nullptr;
    QSpinBox* sampleSeed_ = nullptr;
    QPushButton* generate_ = nullptr;
    QLabel* output_ = nullptr;
    QString generated_;
    QString modelName_;     // which model and step setModel() was given (Generate names it)
    QString modelCaption_;  // setModel()'s caption, shown unless a message replaces it
};

}  // namespace attn::ui
