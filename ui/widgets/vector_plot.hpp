// VectorPlot: the Vectors chart. Every vocabulary word's lookup vector is a
// grey point; each shown sentence's output vectors are coloured diamonds,
// joined to their word's lookup point by an arrow (the seed's "bank" splitting
// in two). Points are fed in bulk with QXYSeries::replace; arrows and labels
// are drawn in the foreground. A word repeated in a sentence keeps its one
// lookup point; a long sentence's outputs are drawn lighter and labelled once
// per word. Labels are placed by layout_labels (style/label_placer.hpp), as in
// every vectors figure: none covers another, a leader line joins a label set
// away from its point; the highlighted word's labels first, then the shown
// sentences' words, then the rest of the vocabulary; past kMaxLabels, or with
// no free spot left, a label is left out and counted ("+37 labels");
// hovering names any point. Dragging a grey point edits that word's
// embedding on the two plotted axes (one drag = one undo step). While the
// real model is shown, its tokens are plotted instead (showsRealModel).
//
// Keys (vector_plot_keys.cpp; Tab and F6 reach the plot, Tab leaves it): N and
// Shift+N (or P) select the next / previous grey point, in the table's word
// order; the arrows move it on the plotted axes by kKeyStep (Shift: kFineKeyStep),
// each press one undo step through the drag's command; Enter or Space
// highlights its word. On the principal plane a point does not move, by keys
// as by a drag: the readout and the status bar say so. While the plot has the
// focus a frame shows it, and the selected point a ring and its name.
#pragma once

#include <QChartView>
#include <QFont>
#include <QHash>
#include <QPixmap>
#include <QPointer>
#include <QTransform>
#include <vector>

#include "style/label_placer.hpp"
#include "viewdata/figure_spec.hpp"
#include "viewdata/vector_projection.hpp"

class QScatterSeries;
class QValueAxis;

namespace attn::ui {

class LazyRefresh;

class Document;
class ViewState;

class VectorPlot : public QChartView {
    Q_OBJECT
  public:
    VectorPlot(Document* doc, ViewState* view, QWidget* parent = nullptr);

    // Plot on two axes of the table (indices), or on the principal components.
    void setAxes(int x, int y);
    void setPrincipal();
    bool isPrincipal() const { return proj_.mode == VectorProjection::Mode::Principal; }
    // The real model is shown (ViewState::showsRealModel): the shown sentences' tokens at their
    // embeddings and after the layer shown, on their principal plane (real_vectors_data.hpp);
    // nothing there can be dragged. The plane chosen for the hand-wired table is kept.
    bool showsRealModel() const;           // brought up to date first, as data() is
    int xAxis() const { return proj_.x; }  // axis indices plotted (named axes)
    int yAxis() const { return proj_.y; }

    // For tests: the plotted position of a vocabulary word, and of the output
    // vectors of the k-th shown sentence (one per token).
    QPointF lookupPoint(const QString& word) const;
    QList<QPointF> outputPoints(int shown) const;
    // What the plot shows (vectors_data.hpp), the same data its figure draws.
    const VectorsPlot& data() const;
    // Simulates dragging `word`'s grey point through `values` (plot coordinates).
    void dragWord(const QString& word, const QList<QPointF>& values);

    // The selected grey point: its word's row in the embedding table, -1 when
    // none. selectPoint clamps to the vocabulary (-1 clears it).
    int selectedPoint() const { return selected_; }
    void selectPoint(int word);
    // "river (lookup): water 0.900, money 0.000", or on the principal plane
    // that it cannot be moved there; empty when no point is selected.
    QString selectedReadout() const;
    static constexpr double kKeyStep =
        0.1;  // an arrow's step on a plotted axis, in the axis' units
    static constexpr double kFineKeyStep = 0.01;  // with Shift

  signals:
    void wordClicked(const QString& word);
    void message(const QString& text);
    // The selected grey point changed (keys, selectPoint, a word removed); -1: none.
    void pointSelected(int word);

  public:
    // The point under a viewport position, named: "river (lookup)" or
    // "bank′: output of word 3 in “the river bank”"; empty when none is near.
    QString pointAt(QPointF pos) const;
    // Labels the last paint left out (layout_labels' count rule, or no free spot).
    int omittedLabels() const { return labels_.omitted; }
    // The labels the last paint drew (layout_labels' placements, viewport
    // pixels) and the plot area they were kept inside.
    const LabelLayout& paintedLabels() const { return labels_; }
    QRectF paintedLabelArea() const { return labelArea_; }

    static constexpr int kFewOutputs = 12;  // more outputs than this: drawn lighter and smaller
    static constexpr int kManyOutputsAlpha = 110;  // their fill's opacity (of 255)
    static constexpr int kSeriesMaxPoints = 256;   // more points: markers painted in the foreground

  protected:
    void resizeEvent(QResizeEvent* e) override;  // fewer ticks where they would not fit
    void drawForeground(QPainter* p, const QRectF& rect) override;
    bool viewportEvent(QEvent* e) override;  // tooltips: pointAt
    void mousePressEvent(QMouseEvent* e) override;
    void mouseMoveEvent(QMouseEvent* e) override;
    void mouseReleaseEvent(QMouseEvent* e) override;
    void keyPressEvent(QKeyEvent* e) override;
    void focusInEvent(QFocusEvent* e) override;
    void focusOutEvent(QFocusEvent* e) override;

  private:
    LazyRefresh* lazy_ = nullptr;  // the redraw on a change, waiting while out of sight
    bool seriesDue_ = false;       // … and whether it must make the series anew
    void setUpChart();             // axes, the lookup series, the what-if ghosts' legend entry
    void connectChanges();         // the document's and the view's changes → redraws
    void rebuildSeries();          // shown sentences changed
    void refresh();                // new values: replace points in bulk
    void fitRanges(bool growOnly);
    int axisIntervals(bool horizontal) const;  // tick intervals the plot has room for
    std::pair<int, int> intervals_{0, 0};      // x and y, as last fitted to the size
    bool moveWord(int word,
                  QPointF value);  // false when the rounded values are those already there
    // Keys (vector_plot_keys.cpp).
    void nudgeSelected(QPointF delta);  // one undo step
    void showPointReadout();
    void paintSelection(QPainter* p, const QTransform& at);
    static QColor colour_of(
        int sentence);  // a sentence's colour: its slot in the lesson, as in every figure
    struct Label;
    // Arrows lookup → output for every token; the labels the outputs ask for
    // (vector_plot_paint.cpp).
    QTransform valueToPosition() const;
    void drawArrows(QPainter* p, const QTransform& at, LabelObstacles& avoid,
                    std::vector<Label>& labels);
    // Under a what-if: each moved output's place before (a hollow diamond), a dashed line on.
    void drawMoved(QPainter* p, const QTransform& at, std::vector<QRectF>& markers);
    void drawLabels(QPainter* p, const LabelObstacles& avoid, const std::vector<Label>& labels);

    Document* doc_;
    ViewState* view_;
    VectorProjection proj_;  // the hand-wired table's plane
    bool real_ = false;      // drawing the real model (its own plane, nothing to drag)
    void refreshReal();      // refresh()'s data while the real model is shown
    void nameSeries();       // the legend's names for what is shown
    QScatterSeries* lookup_ = nullptr;
    QScatterSeries* ghost_ = nullptr;  // empty: the legend's entry for what-if ghosts
    std::vector<QScatterSeries*> outputs_;
    QValueAxis* ax_ = nullptr;
    QValueAxis* ay_ = nullptr;
    VectorsPlot data_;
    QList<QPointF> lookupPts_;
    std::vector<QList<QPointF>> outputPts_;
    std::vector<QStringList> outputWords_;
    std::vector<QList<QPointF>> outputFrom_;  // each output's arrow start: its word's lookup row
    bool paintedMarkers_ = false;
    void paintMarkers(QPainter* p,
                      const QTransform& at);  // the markers, when the series hold too many points
    QPixmap markerSprite(const QColor& fill, const QColor& edge, bool diamond) const;
    // A label's width in the plot's font, measured once per text (labels do not change on an edit).
    double labelWidth(const QString& text, const QFontMetricsF& fm);
    QHash<QString, double> labelWidths_;
    QFont labelWidthFont_;
    LabelLayout labels_;
    QRectF labelArea_;
    int dragWord_ = -1;
    QPointF pressPos_, pressPoint_;  // the drag's press, in pixels; the point's value then
    int dragId_ = 0;
    int selected_ = -1;
};

}  // namespace attn::ui
