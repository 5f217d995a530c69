#include "widgets/heatmap_view.hpp"

#include <QAbstractScrollArea>
#include <QApplication>
#include <QEvent>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QScrollBar>
#include <QToolTip>
#include <QWheelEvent>
#include <algorithm>
#include <cmath>
#include <limits>
#include <utility>

#include "itemmodels/matrix_item_model.hpp"
#include "style/number_format.hpp"

namespace attn::ui {
namespace {

constexpr int kLabelGap = 4;             // between labels and the plot (px)
constexpr int kCellPad = 3;              // a number's margin on each side of its cell (px)
constexpr int kMinPlotSide = 96;         // the smallest plot a layout asks for (px)
constexpr int kDragStart = 4;            // a press moving this far pans instead of clicking (px)
constexpr double kMaxCellInNumbers = 4;  // zoom stops at cells this many number-cells wide
constexpr double kWheelStep = 1.2;       // zoom per wheel notch and per +/− key
constexpr double kWheelNotch = 120;      // angleDelta of one notch
constexpr int kMaxHintW = 900, kMaxHintH = 700;  // the natural size asked for, at most
constexpr int kMaxTableHintH =
    4'000'000;  // a table that never shrinks asks for every row (its pane scrolls)

double widest(const QFontMetricsF& fm, const MatrixItemModel* m, Qt::Orientation o) {
    double w = 0;
    const int count = o == Qt::Vertical ? m->rowCount() : m->columnCount();
    for (int i = 0; i < count; ++i)
        w = std::max(w, fm.horizontalAdvance(m->headerData(i, o, Qt::DisplayRole).toString()));
    return w;
}

// What the decimals of a map's visible cells depend on: the smallest non-zero magnitude under
// format_cell's three decimals, the largest magnitude and whether any value is negative.
struct VisibleValues {
    static constexpr double kThreeDecimals = 5e-4;  // below this, format_cell turns scientific
    double smallest = std::numeric_limits<double>::infinity(), largest = 0;
    bool negative = false;
    void add(double v) {
        const double a = std::fabs(v);
        if (!std::isfinite(a)) return;
        if (a > 0 && a < kThreeDecimals) smallest = std::min(smallest, a);
        largest = std::max(largest, a);
        negative = negative || v < 0;
    }
    double widest() const { return negative ? -largest : largest; }  // the widest number printed
};

constexpr int kMostDecimals = 6, kFewestDecimals = 3;

// Tiny values: when a visible value is too small for three decimals (its own form would be
// scientific), every cell takes the fixed decimals that print the smallest one non-zero, if
// the widest number then still fits a cell (`fits(d)`). -1 otherwise.
template <typename Fits>
int tiny_values_decimals(const VisibleValues& v, const Fits& fits) {
    if (!std::isfinite(v.smallest)) return -1;
    const int d = std::max(kFewestDecimals, int(std::ceil(-std::log10(2 * v.smallest) - 1e-9)));
    return d <= kMostDecimals && fits(d) ? d : -1;
}

// Narrow cells: when the widest number does not fit three decimals, every cell takes the most
// decimals (2, 1 or 0) at which it fits (a value those print as zero is left blank). -1 when
// three fit, when none fits, or when format_cell would print the largest in scientific form.
template <typename Fits>
int narrow_cells_decimals(const VisibleValues& v, const Fits& fits) {
    constexpr double kLargestFixed = 99999.5;  // from here format_cell turns scientific
    if (v.largest >= kLargestFixed || fits(kFewestDecimals)) return -1;
    for (int d = kFewestDecimals - 1; d >= 0; --d)
        if (fits(d)) return d;
    return -1;
}

}  // namespace

HeatmapView::HeatmapView(QWidget* parent) : QWidget(parent) {
    setLayoutDirection(
        Qt::LeftToRight);  // a matrix reads left to right in every language (docs/i18n.md)
    clickTimer_.setSingleShot(true);
    connect(&clickTimer_, &QTimer::timeout, this, [this] {
        const QString word = std::exchange(pendingWord_, QString());
        if (!word.isEmpty()) emit wordClicked(word);
    });
    setMouseTracking(true);              // the cell under the pointer has its labels drawn
    setFocusPolicy(Qt::StrongFocus);     // Tab and F6 reach the map (its cell cursor); a click too:
                                         // +/− zoom the clicked map
    setProperty("ownFocusFrame", true);  // paintFocusFrame: FocusRing leaves it alone
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setAttribute(Qt::WA_OpaquePaintEvent);
}

void HeatmapView::setMatrixModel(MatrixItemModel* model) {
    if (model_) disconnect(model_, nullptr, this, nullptr);
    model_ = model;
    if (model_) {
        connect(model_, &QAbstractItemModel::modelReset, this, &HeatmapView::onShapeOrLabels);
        connect(model_, &QAbstractItemModel::headerDataChanged, this,
                &HeatmapView::onShapeOrLabels);
        connect(model_, &QAbstractItemModel::dataChanged, this, &HeatmapView::onValues);
        connect(model_, &QObject::destroyed, this, [this] { model_ = nullptr; });
    }
    onShapeOrLabels();
}

void HeatmapView::setLabelChars(int chars) {
    labelChars_ = std::max(1, chars);
    relayout();
    updateGeometry();
}

void HeatmapView::setShrinkToOverview(bool on) {
    shrink_ = on;
    updateGeometry();
}

void HeatmapView::setSquareCells(bool on) {
    square_ = on;
    relayout();
}

void HeatmapView::onShapeOrLabels() {
    // Measured in bold: the highlighted word's label is drawn bold and must fit whole.
    QFont bold = font();
    bold.setBold(true);
    const QFontMetricsF fm(bold);
    rowLabelW_ = model_ ? widest(fm, model_, Qt::Vertical) : 0;
    colLabelW_ = model_ ? widest(fm, model_, Qt::Horizontal) : 0;
    zoom_.setShape(model_ ? model_->rowCount() : 0, model_ ? model_->columnCount() : 0);
    onValues();
    relayout();
    updateGeometry();
    clampCursor();
}

void HeatmapView::onValues() {
    rasterDirty_ = lutDirty_ = true;
    ++valuesSerial_;
    if (model_ && model_->rowCount() > 0 && scaleHigh() != barTop_)
        return relayout();  // the colour bar may come or go
    update();
}

void HeatmapView::setSharedLabels(bool rowLabels, bool colourBar) {
    if (rowLabels_ == rowLabels && ownBar_ == colourBar) return;
    rowLabels_ = rowLabels;
    ownBar_ = colourBar;
    relayout();
}

void HeatmapView::setColourBarAlways(bool on) {
    if (barAlways_ == on) return;
    barAlways_ = on;
    relayout();
}

QSizeF HeatmapView::numberCell() const {
    const QFontMetricsF fm(font());
    return {fm.horizontalAdvance(QStringLiteral("-0.000")) + 2 * kCellPad + fm.averageCharWidth(),
            fm.height() * 1.5};
}

double HeatmapView::barWidth() const {
    const QFontMetricsF fm(font());
    double ticks = fm.horizontalAdvance(
        QStringLiteral("-0.000"));  // the widest tick label, whole ("0.00046" was cut)
    if (model_ && model_->rowCount() > 0)
        for (int k = 0; k < kBarTicks; ++k)
            ticks = std::max(ticks, fm.horizontalAdvance(barTick(k)));
    return fm.height() + kLabelGap + ticks + kCellPad;  // strip, gap, tick labels
}

// Gutter for row labels, a band for column labels (upright when they are wider
// than a cell at fit), the plot, and a colour bar when the map is an overview.
void HeatmapView::relayout() {
    const QFontMetricsF fm(font());
    const int rows = model_ ? model_->rowCount() : 0, cols = model_ ? model_->columnCount() : 0;
    const double cap = fm.averageCharWidth() * labelChars_;
    // The focus frame's room on every side: the frame never covers a label or a cell.
    labelledRows_ = drawsRowLabels();
    gutterW_ = kFocusFrame +
               (labelledRows_ ? int(std::ceil(std::min(rowLabelW_, cap))) + kLabelGap : kLabelGap);
    const auto place = [&](bool upright, bool bar) {
        bandH_ = kFocusFrame + (upright ? int(std::ceil(std::min(colLabelW_, cap))) + kLabelGap
                                        : int(std::ceil(fm.height())) + kLabelGap);
        const int right = (bar ? int(std::ceil(barWidth())) + kLabelGap : 0) + kFocusFrame;
        plot_ = QRect(gutterW_, bandH_, std::max(0, width() - gutterW_ - right),
                      std::max(0, height() - bandH_ - kFocusFrame));
        zoom_.setSquare(square_);
        zoom_.setPlotSize(plot_.size());
    };
    const QSizeF number = numberCell();
    const auto fitCell = [&] { return zoom_.cellWidth() / std::max(1e-9, zoom_.zoom()); };
    uprightCols_ = false;
    bar_ = false;
    place(false, false);
    const bool ownWas = std::exchange(ownUpright_, cols > 0 && flatLabelWidth() > fitCell());
    bool peerUpright = false;
    for (const QPointer<HeatmapView>& v : turnPeers_)
        peerUpright = peerUpright || (v && v != this && v->ownUpright_);
    if (ownUpright_ || (cols > 0 && peerUpright)) {
        uprightCols_ = true;
        place(true, false);
    }
    // An overview at fit, or weights on a scale that does not end at 1, get a colour bar.
    barTop_ = rows > 0 ? scaleHigh() : 1;
    const bool stretched =
        rows > 0 && model_->scale() == MatrixItemModel::Scale::Weights && barTop_ < 1;
    if (rows > 0 && (((fitCell() < number.width() || barAlways_) && ownBar_) || stretched)) {
        bar_ = true;
        place(uprightCols_, true);
    }
    // The room its peers share is the room unzoomed: a zoomed map's own row labels (its gutter)
    // must not shrink the others of its row.
    QSize natural = plot_.size();
    if (labelledRows_ && !rowLabels_) natural.rwidth() += gutterW_ - (kFocusFrame + kLabelGap);
    const QSize naturalWas = std::exchange(naturalPlot_, natural);
    fitPlotToPeers();
    zoom_.setMaxCell(std::max(number.width() * kMaxCellInNumbers, fitCell()));
    rasterDirty_ = true;
    update();
    // A changed turn of this map may turn (or straighten) its peers' labels.
    if (ownWas != ownUpright_)
        for (const QPointer<HeatmapView>& v : turnPeers_)
            if (v && v != this) v->relayout();
    // A changed room of this map may change the plot its peers share.
    if (naturalWas != naturalPlot_)
        for (const QPointer<HeatmapView>& v : turnPeers_)
            if (v && v != this && v->fitPlotToPeers()) {
                v->rasterDirty_ = true;
                v->update();
            }
}

// A row of maps of one size (heads of one sentence) draws one plot size: the least room any
// of them has (the first gives room to the row's labels, the last to its colour bar), so no
// head reads smaller than another. True when the plot changed.
bool HeatmapView::fitPlotToPeers() {
    QSize least = naturalPlot_;
    const int rows = model_ ? model_->rowCount() : 0, cols = model_ ? model_->columnCount() : 0;
    for (const QPointer<HeatmapView>& v : turnPeers_)
        if (v && v != this && v->model_ && !v->naturalPlot_.isEmpty() &&
            v->model_->rowCount() == rows && v->model_->columnCount() == cols)
            least = least.boundedTo(v->naturalPlot_);
    if (least == plot_.size()) return false;
    plot_.setSize(least);
    zoom_.setPlotSize(least);
    return true;
}

void HeatmapView::shareColumnLabelTurn(const std::vector<HeatmapView*>& views) {
    std::vector<QPointer<HeatmapView>> peers(views.begin(), views.end());
    for (HeatmapView* v : views)
        if (v) v->turnPeers_ = peers;
    for (HeatmapView* v : views)
        if (v) v->relayout();
}

void HeatmapView::setKeepNumbersReadable(bool on) {
    if (keepNumbers_ == on) return;
    keepNumbers_ = on;
    updateGeometry();
}

// The widest label with the room columnLabelPlaces keeps between two flat
// labels (2 px and half a character): when a cell is narrower, some flat label
// would be left out, so they all turn upright instead.
double HeatmapView::flatLabelWidth() const {
    return colLabelW_ +
           std::max(double(kCellPad), 2 + QFontMetricsF(font()).averageCharWidth() / 2);
}

QSize HeatmapView::sizeHint() const {
    if (!model_) return {kMinPlotSide * 2, kMinPlotSide * 2};
    const QFontMetricsF fm(font());
    const QSizeF cell = numberCell();
    const double side = square_ ? std::max(cell.width(), cell.height()) : 0;
    const double cap = fm.averageCharWidth() * labelChars_;
    // A table whose numbers are the point (the Blend pane's) asks for cells as wide as its
    // column labels too: they stay flat, and the rows keep the height their numbers need
    // rather than give it to an upright header.
    const double flat = !square_ && !shrink_ ? std::min(flatLabelWidth(), cap) : 0;
    // A map that would shrink to an overview carries its colour bar then (alone, or its row's
    // last): room for it in the hint too, so that a row squeezed under its hints (Qt takes the
    // same width from each) leaves its plot the size of the others'.
    const double bar =
        ownBar_ && shrink_ && model_->rowCount() > 0 ? std::ceil(barWidth()) + kLabelGap : 0;
    // The gutter as relayout() rounds it: a hint a pixel short of it would squeeze number-sized
    // cells under their numbers.
    const double w = 2 * kFocusFrame + (rowLabels_ ? std::ceil(std::min(rowLabelW_, cap)) : 0) +
                     kLabelGap + model_->columnCount() * std::max({cell.width(), side, flat}) + bar;
    const double h = 2 * kFocusFrame + fm.height() + kLabelGap +
                     model_->rowCount() * std::max(cell.height(), side);
    return QSize(int(std::ceil(w)), int(std::ceil(h)))
        .boundedTo(QSize(kMaxHintW, shrink_ ? kMaxHintH : kMaxTableHintH));
}

QSize HeatmapView::minimumSizeHint() const { return minimumSizeAs(rowLabels_, ownBar_); }

QSize HeatmapView::minimumSizeAs(bool rowLabels, bool colourBar) const {
    if (!shrink_) return sizeHint();
    const QFontMetricsF fm(font());
    const double cap = fm.averageCharWidth() * labelChars_;
    const int labels =
        2 * kFocusFrame +
        (rowLabels ? int(std::ceil(std::min(rowLabelW_, cap))) + kLabelGap : kLabelGap);
    const int rows = model_ ? model_->rowCount() : 0, cols = model_ ? model_->columnCount() : 0;
    if (keepNumbers_ && rows > 0 && cols > 0 && rows <= kReadableCells && cols <= kReadableCells) {
        // Number-sized cells under the band the labels need (upright when they are wider than a
        // cell).
        const QSizeF cell = numberCell();
        const double side = square_ ? std::max(cell.width(), cell.height()) : cell.width();
        // From the labels and the font alone, never from the current layout (a
        // minimum that follows the layout would chase its own scroll bars).
        const bool upright = flatLabelWidth() > side;
        const double band =
            2 * kFocusFrame + (upright ? std::min(colLabelW_, cap) : fm.height()) + kLabelGap;
        const bool stretched =
            model_->scale() == MatrixItemModel::Scale::Weights && scaleHigh() < 1;
        const double bar =
            stretched ? barWidth() + kLabelGap : 0;  // number-sized cells: no overview bar
        return {int(std::ceil(labels + cols * side + bar)),
                int(std::ceil(band + rows * (square_ ? side : cell.height())))};
    }
    const QSize hint = sizeHint();
    // The band over the smallest plot: upright when a label is wider than a cell there (a
    // real model's tokens over heads side by side), so that the plot itself keeps its least
    // side and every row keeps room for its label (not a flat band's height, which upright
    // labels would take from the plot).
    // A map that labels every token keeps a cell per label (a 15-token map squeezed to 96 px
    // drew its row labels over each other).
    const int labelled = std::max(rows <= kEveryLabel ? rows : 0, cols <= kEveryLabel ? cols : 0);
    const int least = std::max(kMinPlotSide, int(std::ceil(labelled * kLabelledCellPx)));
    const bool upright = cols > 0 && flatLabelWidth() > double(least) / cols;
    const int band = int(std::ceil(upright ? std::min(colLabelW_, cap) : fm.height()));
    // A map that draws the colour bar keeps its least plot beside it (the last head of a row
    // gave its plot to the bar, and its peers draw its plot size: their labels met at 1024 px).
    const int bar = colourBar || barAlways_ ? int(std::ceil(barWidth())) + kLabelGap : 0;
    return {std::min(hint.width(), labels + least + bar),
            2 * kFocusFrame + band + kLabelGap + least};
}

bool HeatmapView::zoomAt(QPointF at, double factor) {
    if (!zoom_.zoomAt(at - QPointF(plot_.topLeft()), factor)) return false;
    rasterDirty_ = true;
    if (labelledRows_ != drawsRowLabels()) relayout();  // zoomed in: its own row labels
    update();
    return true;
}

void HeatmapView::fitToView() {
    zoom_.fit();
    rasterDirty_ = true;
    if (labelledRows_ != drawsRowLabels()) relayout();  // whole again: the row's labels do
    update();
}

bool HeatmapView::drawsRowLabels() const {
    // Zoomed in, a map's rows are not the ones the first map of its row labels.
    constexpr double kWhole = 1 + 1e-9;
    return rowLabels_ || zoom_.zoom() > kWhole;
}

QPoint HeatmapView::cellAt(QPoint pos) const {
    return zoom_.cellAt(QPointF(pos - plot_.topLeft()));
}

QRect HeatmapView::cellRect(int row, int col) const {
    return zoom_.cellRect(row, col).translated(plot_.topLeft()).toAlignedRect().intersected(plot_);
}

bool HeatmapView::isOverview() const {
    const QFontMetricsF fm(font());
    return zoom_.cellHeight() < fm.height() ||
           zoom_.cellWidth() < fm.horizontalAdvance(QStringLiteral("0.0")) + 2 * kCellPad;
}

void HeatmapView::setConcealed(bool numbers, bool cells) {
    if (hideNumbers_ == numbers && hideCells_ == cells) return;
    hideNumbers_ = numbers;
    hideCells_ = cells;
    update();
}

QString HeatmapView::cellText(int row, int col) const {
    if (!model_ || numbersConcealed() || isOverview() || row < 0 || col < 0 ||
        row >= model_->rowCount() || col >= model_->columnCount())
        return {};
    return cellText(row, col, CellFonts(font()));
}

HeatmapView::CellFonts::CellFonts(const QFont& f)
    : normal(f), bold([&] {
          QFont b = f;
          b.setBold(true);
          return b;
      }()) {}

// cellText for a cell known to be inside the map, the view not an overview.
QString HeatmapView::cellText(int row, int col, const CellFonts& fonts) const {
    // A cell cut by the plot's edge shows no number: half a number is not a number.
    constexpr double kEdgeSlack = 0.5;
    const QRectF cell = zoom_.cellRect(row, col);
    if (!QRectF(QPointF(), QSizeF(plot_.size()))
             .adjusted(-kEdgeSlack, -kEdgeSlack, kEdgeSlack, kEdgeSlack)
             .contains(cell))
        return {};
    const float v = model_->value(row, col);
    if (std::isnan(v) || model_->isMasked(row, col) ||
        model_->data(model_->index(row, col), Qt::DisplayRole).toString().isEmpty())
        return {};
    const QString& mark = model_->highlight();
    const bool bold =
        !mark.isEmpty() && (model_->headerData(row, Qt::Vertical, Qt::DisplayRole) == mark ||
                            model_->headerData(col, Qt::Horizontal, Qt::DisplayRole) == mark);
    const QFontMetricsF& fm = bold ? fonts.bold : fonts.normal;
    const double room = zoom_.cellWidth() - 2 * kCellPad;
    if (const int d = mapDecimals(); d >= 0) {
        // A value the map's decimals would print as zero is left blank: never "0.0" for 0.03.
        if (v != 0 && std::fabs(v) < 0.5 * std::pow(10.0, -d)) return {};
        // Fewer than three decimals: a large value keeps format_cell's fewer still ("123.5").
        const QString t = number_text(v, d < 3 ? std::min(d, cell_fixed_decimals(v)) : d);
        return fm.horizontalAdvance(t) <= room ? t : QString();
    }
    for (const QString& t : cell_text_forms(v))
        if (fm.horizontalAdvance(t) <= room) return t;
    return {};
}

// One form for the whole map, never "3e-4" beside "0.001" nor "0.12" beside "0.1": the
// tiny-values rule, else the narrow-cells rule (below); -1: each cell its own form (all fit
// three decimals, or none fits). Cached until the visible cells, their width or values change.
int HeatmapView::mapDecimals() const {
    constexpr int kMaxCellsScanned = 4000;  // more visible cells than this draw no numbers
    const CellRange vis = zoom_.visible();
    const FormKey key{vis.r0, vis.r1, vis.c0, vis.c1, zoom_.cellWidth(), valuesSerial_};
    if (formKey_ && *formKey_ == key) return formDecimals_;
    formKey_ = key;
    formDecimals_ = -1;
    if (!model_ || vis.empty() || double(vis.rows()) * vis.cols() > kMaxCellsScanned) return -1;
    VisibleValues seen;
    for (int r = vis.r0; r < vis.r1; ++r)
        for (int c = vis.c0; c < vis.c1; ++c)
            if (!model_->isMasked(r, c)) seen.add(model_->value(r, c));
    QFont bold = font();
    bold.setBold(true);
    const QFontMetricsF fm(bold);
    const double room = zoom_.cellWidth() - 2 * kCellPad;
    const auto fits = [&](int decimals) {
        return fm.horizontalAdvance(number_text(seen.widest(), decimals)) <= room;
    };
    if (const int d = tiny_values_decimals(seen, fits); d >= 0) return formDecimals_ = d;
    return formDecimals_ = narrow_cells_decimals(seen, fits);
}

QString HeatmapView::cellSummary(int row, int col) const {
    if (!model_ || row < 0 || col < 0 || row >= model_->rowCount() || col >= model_->columnCount())
        return {};
    const QString looking = model_->headerData(row, Qt::Vertical, Qt::DisplayRole).toString();
    const QString at = model_->headerData(col, Qt::Horizontal, Qt::DisplayRole).toString();
    if (numbersConcealed())
        return tr("%1 (%2) → %3 (%4): hidden until the question is answered")
            .arg(looking)
            .arg(row)
            .arg(at)
            .arg(col);
    // A cell left empty (NaN: the Blend table's lookup row has no weight) reads as empty, not
    // "NaN".
    const double v = model_->value(row, col);
    const QString value = model_->isMasked(row, col) ? tr("masked (causal)")
                          : std::isnan(v)            ? tr("empty")
                                                     : format_value(v);
    // Token positions count from 0, as everywhere (docs/cli.md, "Counting").
    return tr("%1 (%2) → %3 (%4): %5").arg(looking).arg(row).arg(at).arg(col).arg(value);
}

void HeatmapView::resizeEvent(QResizeEvent* e) {
    QWidget::resizeEvent(e);
    relayout();
}

void HeatmapView::changeEvent(QEvent* e) {
    if (e->type() == QEvent::FontChange) onShapeOrLabels();
    QWidget::changeEvent(e);
}

void HeatmapView::wheelEvent(QWheelEvent* e) {
    // A table that never shrinks (the Blend pane), or any map in a pane, leaves the wheel to its
    // pane (scrolling past the maps never catches on one, and a pane that has nothing to scroll
    // yet does not zoom the map a reader scrolls over); Ctrl+wheel zooms it.
    if (!(e->modifiers() & Qt::ControlModifier) && (!shrink_ || inPane())) {
        e->ignore();
        return;
    }
    const double notches = e->angleDelta().y() / kWheelNotch;
    // Nothing left to zoom: the event goes on to the pane (which may scroll).
    if (notches == 0 || !zoomAt(e->position(), std::pow(kWheelStep, notches))) {
        e->ignore();
        return;
    }
    e->accept();
}

// Whether this map sits in a pane that may scroll (any scroll area: every pane and dock).
bool HeatmapView::inPane() const {
    for (QWidget* w = parentWidget(); w; w = w->parentWidget())
        if (qobject_cast<const QAbstractScrollArea*>(w)) return true;
    return false;
}

// +/−/0 act on this map about its cursor's cell while the keys lead; else on
// the map under the pointer when there is one (the focus stays with the map
// clicked last), else on this map about its centre.
void HeatmapView::keyPressEvent(QKeyEvent* e) {
    if (cursorKey(e)) return e->accept();
    const bool in = e->key() == Qt::Key_Plus || e->key() == Qt::Key_Equal,
               out = e->key() == Qt::Key_Minus;
    if (!in && !out && e->key() != Qt::Key_0) return QWidget::keyPressEvent(e);
    if (keysLead_ && curRow_ >= 0) {
        const QPointF at =
            QRectF(zoom_.cellRect(curRow_, curCol_)).center() + QPointF(plot_.topLeft());
        if (in)
            zoomAt(at, kWheelStep);
        else if (out)
            zoomAt(at, 1 / kWheelStep);
        else
            fitToView();
        moveCursor(curRow_, curCol_, true);  // in view, its readout where the cell now is
        return;
    }
    HeatmapView* target = this;
    for (QWidget* w = QApplication::widgetAt(QCursor::pos()); w; w = w->parentWidget())
        if (auto* map = qobject_cast<HeatmapView*>(w)) {
            target = map;
            break;
        }
    const QPoint cursor = target->mapFromGlobal(QCursor::pos());
    const QPointF at =
        target->plot_.contains(cursor) ? QPointF(cursor) : QPointF(target->plot_.center());
    if (in)
        target->zoomAt(at, kWheelStep);
    else if (out)
        target->zoomAt(at, 1 / kWheelStep);
    else
        target->fitToView();
}

void HeatmapView::enterEvent(QEnterEvent* e) {
    // Moving from one map to another takes the keys along (+/− zoom the map pointed at).
    if (qobject_cast<HeatmapView*>(QApplication::focusWidget())) setFocus(Qt::MouseFocusReason);
    QWidget::enterEvent(e);
}

void HeatmapView::mousePressEvent(QMouseEvent* e) {
    keysLead_ = false;  // the pointer says again where +/− zoom
    if (e->button() != Qt::LeftButton) return QWidget::mousePressEvent(e);
    pressed_ = true;
    panning_ = false;
    pressAt_ = lastDrag_ = e->position().toPoint();
}

void HeatmapView::mouseMoveEvent(QMouseEvent* e) {
    const QPoint pos = e->position().toPoint();
    if (const QPoint cell = cellAt(pos); cell != hoverCell_) {  // its row and column named
        hoverCell_ = cell;
        update();
    }
    if (!pressed_) return QWidget::mouseMoveEvent(e);
    if (!panning_ && (pos - pressAt_).manhattanLength() >= kDragStart && !zoom_.fitted()) {
        panning_ = true;
        setCursor(Qt::ClosedHandCursor);
    }
    if (panning_ && zoom_.panBy(QPointF(pos - lastDrag_))) {
        rasterDirty_ = true;
        update();
    }
    lastDrag_ = pos;
}

void HeatmapView::leaveEvent(QEvent* e) {
    QWidget::leaveEvent(e);
    if (hoverCell_ == QPoint(-1, -1)) return;
    hoverCell_ = QPoint(-1, -1);
    update();
}

void HeatmapView::mouseReleaseEvent(QMouseEvent* e) {
    if (e->button() != Qt::LeftButton || !pressed_) return QWidget::mouseReleaseEvent(e);
    pressed_ = false;
    if (panning_) {
        panning_ = false;
        unsetCursor();
        return;
    }
    const QPoint cell = cellAt(e->position().toPoint());
    if (cell.x() >= 0)
        moveCursor(cell.y(), cell.x(), false);  // the keys go on from the clicked cell
    if (cell.x() >= 0) emit cellClicked(cell.y(), cell.x());  // a predict step's answer: at once
    // The word is chosen once no second click follows: a double-click only fits.
    pendingWord_ = labelAt(e->position().toPoint());
    if (!pendingWord_.isEmpty()) clickTimer_.start(QApplication::doubleClickInterval());
}

void HeatmapView::mouseDoubleClickEvent(QMouseEvent* e) {
    if (e->button() != Qt::LeftButton) return QWidget::mouseDoubleClickEvent(e);
    clickTimer_.stop();
    pendingWord_.clear();
    fitToView();
}

QString HeatmapView::labelAt(QPoint pos) const {
    if (!model_) return {};
    const QPointF local = QPointF(pos - plot_.topLeft());
    const QPoint cell = zoom_.cellAt(QPointF(std::clamp(local.x(), 0.0, plot_.width() - 1.0),
                                             std::clamp(local.y(), 0.0, plot_.height() - 1.0)));
    if (plot_.contains(pos))
        return cell.y() >= 0
                   ? model_->headerData(cell.y(), Qt::Vertical, Qt::DisplayRole).toString()
                   : QString();
    if (pos.x() < plot_.left() && pos.y() >= plot_.top() && cell.y() >= 0)  // the row labels
        return model_->headerData(cell.y(), Qt::Vertical, Qt::DisplayRole).toString();
    if (pos.y() < plot_.top() && pos.x() >= plot_.left() && pos.x() < plot_.right() &&
        cell.x() >= 0)  // the column labels
        return model_->headerData(cell.x(), Qt::Horizontal, Qt::DisplayRole).toString();
    return {};
}

bool HeatmapView::event(QEvent* e) {
    if (e->type() != QEvent::ToolTip || !model_) return QWidget::event(e);
    auto* help = static_cast<QHelpEvent*>(e);
    const QPoint cell = cellAt(help->pos());
    if (cell.x() < 0) {
        QToolTip::hideText();
        e->ignore();
        return true;
    }
    QToolTip::showText(help->globalPos(), hoverText(cell.y(), cell.x()), this,
                       cellRect(cell.y(), cell.x()));
    return true;
}

QString HeatmapView::hoverText(int row, int col) const {
    const QString summary = cellSummary(row, col);
    if (summary.isEmpty()) return {};
    QString text = QStringLiteral("<p style='white-space:pre'>%1</p>").arg(summary.toHtmlEscaped());
    if (!numbersConcealed())
        text += model_->data(model_->index(row, col), Qt::ToolTipRole).toString();
    return text;
}

QVariant HeatmapView::inputMethodQuery(Qt::InputMethodQuery query) const {
    if (query == Qt::ImCursorRectangle && curRow_ >= 0 && curCol_ >= 0)
        return cellRect(curRow_, curCol_);
    return QWidget::inputMethodQuery(query);
}

}  // namespace attn::ui
