// LensView: the Layers' guesses tab — the logit lens of the lesson's real
// model on the shown sentence the dock speaks of (ViewState::modelSentence; its last complete
// pass): at a chosen token position (default the last) each layer's residual stream read through
// the final LayerNorm and the output head, as a table of the top-k guessed
// next tokens and their probabilities, shaded by probability. Rows: the
// embeddings, then after each layer; the last row is the model's own
// prediction. The numbers are the engine's (attnlab/gpt/gpt_lens.hpp), one
// LensTable (viewdata/model_probe_figures.hpp) that the table shows and
// Export… draws (LensFigure). A GptRunner for the model is made lazily on the
// GUI thread (one per opened model; the pass itself ran on the worker).
// Without a real model (or before its first pass) a line says what it needs.
#pragma once

#include <QWidget>
#include <memory>

#include "export/figure_menu.hpp"
#include "viewdata/figure_spec.hpp"

class QComboBox;
class QLabel;
class QSpinBox;
class QTableWidget;

namespace attn {
class GptRunner;
struct OpenedModel;
}  // namespace attn

namespace attn::ui {

class Document;
class ViewState;
struct RealModelPass;

class LensView : public QWidget {
    Q_OBJECT
  public:
    LensView(Document* doc, ViewState* view, QWidget* parent = nullptr);
    ~LensView() override;

    // What the tab shows now (rows empty when it shows nothing), and as a figure.
    const LensTable& table() const { return table_; }
    ViewFigure figure() const;
    QComboBox* positionChooser() const { return position_; }
    QSpinBox* topK() const { return topK_; }
    QTableWidget* tableWidget() const { return grid_; }
    // The line saying what the tab needs or waits for (empty while it shows a table).
    QString message() const;

    // Makes this view the second of the dock's pair: it speaks of the second shown sentence
    // while both are side by side (ViewState::modelSentenceOfPair), of none otherwise.
    void setSecondOfPair();
    // The explanation above the view (the first of a pair shows it; the second does not).
    QLabel* intro() const { return intro_; }

  private:
    int sentence() const;   // the lesson's sentence this view speaks of; -1 for none
    bool second_ = false;   // setSecondOfPair
    void setUpControls();   // the controls' texts and settings
    void layOut();          // the layout, with the boxes' labels
    void connectSignals();  // the boxes and the document
    void refresh();
    void syncPositions(const RealModelPass* pass);
    void fillTable();
    QString needs() const;  // why there is no table, or empty

    Document* doc_;
    ViewState* view_;
    QLabel* intro_;
    QLabel* needs_;
    QComboBox* position_;
    QSpinBox* topK_;
    QTableWidget* grid_;
    std::shared_ptr<const attn::OpenedModel> model_;  // runner_ reads model_->model
    std::unique_ptr<attn::GptRunner> runner_;
    std::shared_ptr<const RealModelPass> pass_;  // the pass the table was read from
    QStringList tokens_;                         // its tokens, as the chooser lists them
    int tablePosition_ = -1, tableK_ = 0;
    LensTable table_;
};

}  // namespace attn::ui
