// HeadViewPane: the head view — the first shown sentence's tokens in two
// columns, a line from each token to each token it attends to (thickness and
// opacity by weight), for one head or several overlaid in their colours
// (HeadLinesView). For every source the ViewState shows: the hand-wired
// attention, a layer of the trained model, a layer of the real model.
//
// Heads: one check box each, in its colour (the legend), with All / None;
// the layer follows the ViewState (its spin box sets it). Hovering a token
// shows only its lines and its row of weights as text below; a click keeps
// it. While a pending question hides the cells no line is drawn (the weights
// are the answer) and the pane says so. Export… (and the view's context
// menu) writes what the pane shows — the same view data — as PNG, SVG or PDF.
// Hidden, the pane waits: it catches up when shown.
#pragma once

#include <QWidget>
#include <vector>

#include "export/figure_menu.hpp"
#include "viewdata/head_lines.hpp"

class QCheckBox;
class QHBoxLayout;
class QLabel;
class QPushButton;
class QScrollArea;
class QSpinBox;

namespace attn::ui {

class FlowLayout;

class Document;
class ViewState;
class HeadLinesView;

class HeadViewPane : public QWidget {
    Q_OBJECT
  public:
    HeadViewPane(Document* doc, ViewState* view, QWidget* parent = nullptr);

    HeadLinesView* view() const { return lines_; }
    // The heads drawn (0-based, ascending) and choosing them (invalid ones are ignored).
    std::vector<int> chosenHeads() const;
    void setChosenHeads(const std::vector<int>& heads);
    QCheckBox* headBox(int head) const;  // nullptr past the heads
    // What the pane shows now (the focus token's lines only while one is
    // hovered or kept), as the figure Export… writes.
    ViewFigure figure() const;
    QString message() const;  // the error or concealment line shown above the view (empty: none)

  protected:
    void showEvent(QShowEvent* e) override;

  private:
    QWidget* makeTopRow();  // the heads, All / None, layer and Export… row
    void makeView();        // caption, message, the lines view and the focus line
    void connectSignals();  // the buttons, the view, and refreshing on changes
    void refresh();
    void rebuildHeads(int heads);
    void syncLayer();
    void showFocus();
    QString caption() const;

    Document* doc_;
    ViewState* view_;
    FlowLayout* headsRow_;  // the row above the view; the boxes wrap
    std::vector<QCheckBox*> boxes_;
    QPushButton* all_;
    QPushButton* none_;
    QLabel* layerLabel_;
    QSpinBox* layer_;
    QPushButton* export_;
    QLabel* caption_;
    QLabel* message_;
    QScrollArea* scroll_;
    HeadLinesView* lines_;
    QLabel* focus_;
    bool dirty_ = true;
    int sentence_ = -1;  // the lesson sentence shown
};

}  // namespace attn::ui
