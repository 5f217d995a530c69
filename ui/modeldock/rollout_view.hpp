// RolloutView: the Rollout tab — attention rollout (attnlab/gpt/gpt_lens.hpp)
// of the shown sentence the dock speaks of (ViewState::modelSentence) into a chosen token (default
// the last): how much each input token flows into it through the layers, as a 1 × n heatmap after
// the last layer and an L × n map, a row per layer (through layers 1…l). From the lesson's real
// model (its last complete pass) or, for a lesson holding a model trained here, from its layers'
// traces. A line says what rollout assumes; each map exports (PNG/SVG/PDF, CSV, LaTeX) the figure
// rollout_figure builds (viewdata/model_probe_figures.hpp) from the same matrix the map shows.
// Without a model a line says what it needs.
#pragma once

#include <QStringList>
#include <QWidget>

#include "attnlab/support/types.hpp"
#include "export/figure_menu.hpp"

class QComboBox;
class QLabel;

namespace attn::ui {

class Document;
class ViewState;
class HeatmapView;
class MatrixItemModel;

class RolloutView : public QWidget {
    Q_OBJECT
  public:
    RolloutView(Document* doc, ViewState* view, QWidget* parent = nullptr);

    // L × n: the rollout shown (empty when the tab shows nothing), and its token.
    const attn::Matrix& rollout() const { return rollout_; }
    int token() const { return token_; }
    QComboBox* tokenChooser() const { return token_box_; }
    HeatmapView* rowMap() const { return rowView_; }
    HeatmapView* layersMap() const { return mapView_; }
    MatrixItemModel* rowModel() const { return rowModel_; }
    MatrixItemModel* layersModel() const { return mapModel_; }
    // The row (map false) or layers × tokens map (map true) as its figure.
    ViewFigure figure(bool map) const;
    QString message() const;  // what the tab needs or waits for (empty while it shows maps)

    // Makes this view the second of the dock's pair: it speaks of the second shown sentence
    // while both are side by side (ViewState::modelSentenceOfPair), of none otherwise.
    void setSecondOfPair();
    // The explanation above the view (the first of a pair shows it; the second does not).
    QLabel* intro() const { return intro_; }

  private:
    int sentence() const;  // the lesson's sentence this view speaks of; -1 for none
    bool second_ = false;  // setSecondOfPair
    void layOut();  // the assumption, the token chooser, the line of needs, the two titled maps
    void refresh();
    void compute();
    bool showsReal() const;
    QString needs() const;
    QString where() const;  // the model's name, for the caption

    Document* doc_;
    ViewState* view_;
    QLabel* intro_;
    QLabel* needs_;
    QComboBox* token_box_;
    QLabel* rowTitle_;
    QLabel* mapTitle_;
    HeatmapView* rowView_;
    HeatmapView* mapView_;
    MatrixItemModel* rowModel_;
    MatrixItemModel* mapModel_;
    QStringList tokens_;
    const void* source_ = nullptr;  // the pass the rollout was computed from (real models)
    attn::Matrix rollout_;
    int token_ = -1;
    bool real_ = false;  // a real model's pass (else a model trained here)
};

}  // namespace attn::ui
