// AttentionPane: for each shown sentence (one, or two side by side), the
// heatmap of the chosen stage of the lesson's hand-wired attention or, when
// the lesson holds a trained model, of the model's chosen layer — raw, scaled or masked scores, or
// weights — with the number in every cell; multi-head lessons get a grid with one heatmap per head.
// Hovering a cell shows its worked arithmetic; clicking a word highlights it everywhere. Widgets
// are rebuilt only when the shape changes (sentences shown, heads); an edit only pushes new
// matrices (dataChanged).
#pragma once

#include <QStringList>
#include <QWidget>
#include <string>
#include <vector>

#include "viewdata/score_stage.hpp"

class QCheckBox;
class QComboBox;
class QGridLayout;
class QHBoxLayout;
class QLabel;
class QScrollArea;
class QSpinBox;

namespace attn::ui {

class Document;
class HeatmapView;
class LazyRefresh;
struct FigureSpec;
class MatrixItemModel;
class ViewState;
class WhatIfBar;

class AttentionPane : public QWidget {
    Q_OBJECT
  public:
    AttentionPane(Document* doc, ViewState* view, QWidget* parent = nullptr);

    // The model of the k-th shown sentence's heatmap for `head` (nullptr if none).
    MatrixItemModel* model(int shown, int head = 0) const;
    HeatmapView* heatmap(int shown, int head = 0) const;
    // The heatmap of `m` (shown sentence k, head) as a figure, captioned with its sentence and
    // stage.
    FigureSpec figure(const MatrixItemModel& m, int shown, int head) const;

    // With two sentences shown and Difference ticked: the map of `head` of the second's
    // numbers minus the first's, cell by cell (viewdata/difference_map.hpp); nullptr otherwise.
    MatrixItemModel* differenceModel(int head = 0) const;
    HeatmapView* differenceMap(int head = 0) const;
    // Why there is no difference map (sentences of different lengths …); empty when there is.
    QString differenceError() const;
    QCheckBox* differenceBox() const { return difference_; }
    // Shown while a step chose heads for its maps (ViewState::chosenHeads): ticked, every
    // head is drawn; unticked (as each step starts), only the chosen ones.
    QCheckBox* everyHeadBox() const { return everyHead_; }
    // The heads whose maps are drawn (0-based, ascending): the step's chosen heads, or every
    // head. model() and heatmap() still count every head.
    std::vector<int> drawnHeads() const;
    QComboBox* sourceBox() const { return source_; }

    // How many changes of the Document this pane redrew for (tests: a change it does not
    // draw, or of a sentence it does not show, costs nothing).
    int refreshCount() const { return refreshes_; }
    // True while a change waits for the pane to come into view.
    bool stale() const;

  signals:
    // A cell of the k-th shown sentence's map of `head` was clicked (row, col: token indices).
    void cellClicked(int shown, int head, int row, int col);

  protected:
    void resizeEvent(QResizeEvent* e) override;  // re-wraps the heads to the new width

  private:
    struct Panel;
    int refreshes_ = 0;
    LazyRefresh* lazy_ = nullptr;  // the maps' redraw on a change, waiting while out of sight
    void rebuild();
    // Heads per row giving the largest maps that fit the pane (at least 1).
    int headsPerRow(int heads) const;
    bool drawn(int head) const;  // among drawnHeads()
    // Puts a sentence's caption, error line, head labels and maps on a grid of perRow columns
    // (the drawn heads only).
    void placeHeads(Panel& p, int perRow);
    void fitHeads();  // re-wraps the heads when the best count per row changed
    // The constructor's parts: the stage, source and layer row; the connections.
    QWidget* makeControls();
    void connectSignals();
    void refresh();
    // refresh()'s parts: the legend's formula for `stage`; shown sentence k's caption and maps.
    QString legendFormula(ScoreStage stage) const;
    void refreshPanel(Panel& p, size_t k, ScoreStage stage);
    // The difference panel's maps (a Panel of its own, after the sentences'), built with the
    // others when Difference is ticked and two sentences are shown.
    void buildDifference(int heads);
    // A sentence's (or the difference's) box: its grid, caption and error line.
    Panel newPanel();
    // Head h's map in `p` of `heads`: its model, its view (highlight, concealment, word
    // clicks) and its "head k" label, appended to p's lists.
    std::pair<MatrixItemModel*, HeatmapView*> newMap(Panel& p, int heads, int h);
    void refreshDifference(ScoreStage stage);
    QString tooltip(int shown, int head, int row, int col) const;
    // Export… file name of a heatmap: "weights-the-river-bank" ("-head-2" when head > 0).
    QString figureName(int shown, int head) const;

    struct Panel {
        QGridLayout* layout = nullptr;
        QLabel* caption = nullptr;
        QLabel* error = nullptr;
        std::vector<QLabel*> headLabels;
        std::vector<HeatmapView*> views;
        std::vector<MatrixItemModel*> models;
        std::vector<std::string> tokens;  // the words the maps' labels were made from
        QStringList labels;
    };
    Document* doc_;
    ViewState* view_;
    void syncControls();  // stage names for the variant, source and layer choices
    QComboBox* stage_ = nullptr;
    QComboBox* source_ = nullptr;  // the lesson's models it has, and the hand-wired attention
    QSpinBox* layer_ = nullptr;
    QLabel* layerLabel_ = nullptr;
    QWidget* layerPair_ = nullptr;  // the layer label and box, shown together
    QLabel* legend_ = nullptr;
    QLabel* differenceNote_ = nullptr;  // why no difference map is drawn, above the maps
    WhatIfBar* whatIf_ = nullptr;  // "What if: …" above the maps, while one is laid over them
    QWidget* host_ = nullptr;
    QScrollArea* scroll_ = nullptr;
    int perRow_ = 4;        // heads per row of the current grid
    bool stacked_ = false;  // one head: the sentences one above the other (fitHeads)
    QGridLayout* grid_ = nullptr;
    std::vector<Panel> panels_;
    QCheckBox* difference_ = nullptr;  // offered with two sentences shown
    QCheckBox* everyHead_ = nullptr;   // offered while a step chose heads
    std::vector<Panel> diff_;          // the difference panel, when built (0 or 1)
    int builtHeads_ = 0;
};

}  // namespace attn::ui
