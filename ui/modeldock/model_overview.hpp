// ModelOverview: the Model dock's "All heads" tab — every layer × head of the
// lesson's model on the shown sentence the dock speaks of (ViewState::modelSentence) as small maps
// (rows: layers, columns: heads; 144 for GPT-2 small), each titled "L·H" and its clear pattern
// (attnlab/gpt/head_patterns.hpp). A click (or the arrow keys) reads that head large below the
// grid, with token labels, and shows its layer in the Attention pane (ViewState source Model,
// setLayer). Filters hide layers outside a range, all heads but one, or heads without a chosen
// pattern.
//
// The model is the lesson's trained model (results()[i].layers) when it has
// one, else its real model (results()[i].real->pass). Without either, or while
// it loads or cannot read the sentence, a line says so and what to do. While
// a pending question hides the cells (ViewState::heatmapCellsHidden) no map is
// drawn and the line says why. Export… writes the shown heads as a HeadGrid
// figure (ModelHeads::figure), as `render --model … --view model` does.
//
// Cost: the grid's images are made once per pass (ModelHeads::thumbnail: one
// pass over each causal triangle, at most kThumbPixels² pixels each);
// filters, clicks and resizes reuse them. lastRefreshMs() says what the last
// rebuild took.
#pragma once

#include <QWidget>
#include <optional>

#include "attnlab/gpt/head_roles.hpp"
#include "modeldock/model_heads.hpp"

class QComboBox;
class QHBoxLayout;
class QLayout;
class QLabel;
class QMenu;
class QPushButton;
class QScrollArea;
class QSpinBox;
class QSplitter;

namespace attn::ui {

class Document;
class ViewState;
class HeadTileGrid;
class HeatmapView;
class MatrixItemModel;

class ModelOverview : public QWidget {
    Q_OBJECT
  public:
    static constexpr int kThumbPixels =
        96;  // a small map's raster side at most (downsampled past it)

    ModelOverview(Document* doc, ViewState* view, QWidget* parent = nullptr);

    // What the grid shows now (empty: no model, not read yet, or concealed).
    const ModelHeads& heads() const { return heads_; }
    HeadTileGrid* grid() const { return grid_; }
    HeatmapView* headView() const { return big_; }
    MatrixItemModel* headModel() const { return bigModel_; }
    // The line shown instead of (or above) the maps; empty when none.
    QString message() const;
    QLabel* headTitle() const { return bigTitle_; }
    int selectedLayer() const { return layer_; }
    int selectedHead() const { return head_; }
    // Reads head (l, j) large and shows layer l in the Attention pane (a click does this).
    void selectHead(int layer, int head);

    // Filters (the controls above the grid).
    QSpinBox* firstLayerBox() const { return firstLayer_; }
    QSpinBox* lastLayerBox() const { return lastLayer_; }
    QComboBox* headBox() const { return headBox_; }  // "All heads", "head 1" …
    QComboBox* patternBox() const {
        return patternBox_;
    }  // "All patterns", then each pattern, "none"
    HeadFilter filter() const;
    QPushButton* exportButton() const { return export_; }
    // The shown heads as a figure (what Export… writes); hidden cells as NaN while concealed.
    FigureSpec figure() const;
    QString figureName() const;
    // The large map as a figure: titled with its layer, head and pattern; its sentence quoted
    // in the caption (what its Export… writes).
    FigureSpec largeFigure() const;

    double lastRefreshMs() const { return refreshMs_; }

    // The Head roles tab's last test of this model (null: none): each tile whose
    // induction or previous-token score names it (head_role_name) says so after
    // its pattern, and its tooltip gives the four scores.
    void setHeadRoles(const attn::HeadRoles* roles);
    QString tileTitle(int layer, int head) const;  // as the grid shows it

    // Makes this view the second of the dock's pair: it speaks of the second shown sentence
    // while both are side by side (ViewState::modelSentenceOfPair), of none otherwise.
    void setSecondOfPair();
    // Pairs this view with the other of the dock's pair: while both are shown side by side,
    // their large maps' descriptions take the taller one's height and a moved divider moves
    // in both, so the two large maps sit at one height and size.
    void alignWith(ModelOverview* partner);
    // The grid and the large map: one above the other, or side by side in a wide, low view.
    Qt::Orientation splitOrientation() const;

  protected:
    void showEvent(QShowEvent* e) override;
    void resizeEvent(QResizeEvent* e) override;
    void hideEvent(QHideEvent* e) override;
    bool eventFilter(QObject* watched, QEvent* e) override;

  private:
    // The what-if over the figure's heads (panel k shows panelHeads[k]), said as the window says
    // it.
    void markWhatIf(FigureSpec& spec, const std::vector<std::pair<int, int>>& panelHeads) const;
    int sentence() const;  // the lesson's sentence this view speaks of; -1 for none
    bool second_ = false;  // setSecondOfPair
    void buildFilters(QLayout* row);
    // Fills the splitter: the scrolled grid above, the large map with its title below.
    void buildSplit();
    // Gives the grid and the large map their menus: export, and a tile's what-ifs.
    void installMenus();
    // Adds to `menu` the what-ifs of the tile at `at` (else the chosen one).
    void addTileWhatIfs(QMenu* menu, QPoint at);
    // Connects the document's and the view's changes to a refresh while the tab is in view.
    void connectRefresh();
    // The grid's share of the split, on each resize until the user moves the divider (again
    // after a new shape of model or orientation).
    void fitSplit();
    void orientSplit();  // side by side in a wide, low view
    void placeTitle();   // the large map's description: above it, or above the whole split
    void alignTitles();  // with the partner, while both are shown
    // The large map's description's height at `width` (-1: its laid-out width).
    int titleHeight(int width = -1) const;
    void refresh();  // from the document: rebuild when the heads changed
    // The trained model's heads on a sentence into `next`; "" or why they cannot be read.
    QString readTraces(int sentence, ModelHeads& next);
    // The real model's heads on a sentence into `next` (not when `same`: its pass `source` is
    // the one shown); "" or why they cannot be read.
    QString readPass(int sentence, ModelHeads& next, const void*& source, bool& same);
    void rebuild(ModelHeads heads);  // new heads: images, filters' ranges, the large map
    // Tile (l, j)'s tooltip: its pattern, and the Head roles test's scores when `tested`.
    QString tileTip(int l, int j, bool tested) const;
    void reshape();  // a new shape of model: filters reset, the selection clamped into it
    void applyFilter();
    void showHead();  // the large map of (layer_, head_)
    void showMessage(const QString& text);
    void syncToView();  // the view's layer changed elsewhere

    Document* doc_;
    ViewState* view_;
    ModelHeads heads_;
    const void* shownSource_ = nullptr;  // the pass or traces heads_ was built from
    int shownSentence_ = -1;
    int layer_ = 0, head_ = 0;
    bool concealed_ = false;
    bool splitByUser_ = false;          // the user moved the divider: fitSplit keeps it
    ModelOverview* partner_ = nullptr;  // alignWith
    double refreshMs_ = 0;
    std::optional<attn::HeadRoles> roles_;  // setHeadRoles
    QStringList titles_;                    // the tiles' titles, as shown

    QLabel* message_;
    QWidget* filters_;
    QSpinBox* firstLayer_;
    QSpinBox* lastLayer_;
    QComboBox* headBox_;
    QComboBox* patternBox_;
    QPushButton* export_;
    QSplitter* split_;
    QScrollArea* scroll_;
    HeadTileGrid* grid_;
    QLabel* bigTitle_;
    HeatmapView* big_;
    MatrixItemModel* bigModel_;
};

}  // namespace attn::ui
