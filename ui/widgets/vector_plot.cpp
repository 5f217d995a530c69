#include "widgets/vector_plot.hpp"

#include <QMouseEvent>
#include <QScatterSeries>
#include <QToolTip>
#include <QValueAxis>
#include <cmath>
#include <utility>

#include "attnlab/checkpoints/model_files.hpp"
#include "commands/set_values_command.hpp"
#include "document/document.hpp"
#include "document/view_state.hpp"
#include "itemmodels/lesson_matrix_item_model.hpp"
#include "style/figure_style.hpp"
#include "style/label_placer.hpp"
#include "style/nice_numbers.hpp"
#include "style/number_format.hpp"
#include "viewdata/real_vectors_data.hpp"
#include "viewdata/vectors_data.hpp"
#include "widgets/lazy_refresh.hpp"

namespace attn::ui {

QColor VectorPlot::colour_of(int sentence) {
    return sentence_colour(palette_for(FigureStyle::Light), sentence);
}

namespace {

const QColor kGrey(140, 140, 140);
constexpr double kPickRadius = 12.0;   // pixels
constexpr double kRangeMargin = 0.08;  // room around the points, as a fraction of their span
constexpr int kAxisIntervals = 6;      // about this many tick intervals per axis

}  // namespace

VectorPlot::VectorPlot(Document* doc, ViewState* view, QWidget* parent)
    : QChartView(parent), doc_(doc), view_(view) {
    setLayoutDirection(
        Qt::LeftToRight);  // the x axis grows to the right in every language (docs/i18n.md)
    setRenderHint(QPainter::Antialiasing);
    setFocusPolicy(Qt::StrongFocus);  // Tab and F6 reach the plot: its points move by keys
                                      // (vector_plot_keys.cpp)
    setUpChart();
    connectChanges();
    const auto& axes = doc_->lesson().table.axes();
    const auto find = [&](const char* name, int fallback) {
        const auto it = std::find(axes.begin(), axes.end(), name);
        return it != axes.end() ? int(it - axes.begin()) : fallback;
    };
    proj_.x = find("water", 0);
    proj_.y = find("money", std::min(1, int(axes.size()) - 1));
    rebuildSeries();
}

// Sets up the chart: its axes, the lookup series and the what-if ghosts' legend entry.
void VectorPlot::setUpChart() {
    auto* c = chart();
    c->setLocalizeNumbers(
        true);  // axis ticks with the language's decimal sign (QLocale::setDefault)
    c->setLayoutDirection(
        Qt::LeftToRight);  // a QGraphicsWidget follows the application, not this view
    c->legend()->setAlignment(Qt::AlignBottom);
    c->legend()->setShowToolTips(true);  // a name shortened in a narrow dock, whole on hover
    c->setMargins(QMargins(4, 4, 4, 4));
    ax_ = new QValueAxis(c);
    ay_ = new QValueAxis(c);
    c->addAxis(ax_, Qt::AlignBottom);
    c->addAxis(ay_, Qt::AlignLeft);
    lookup_ = new QScatterSeries(c);
    lookup_->setName(tr("lookup"));
    lookup_->setColor(kGrey);
    lookup_->setBorderColor(kGrey.darker(130));
    lookup_->setMarkerSize(11);
    c->addSeries(lookup_);
    lookup_->attachAxis(ax_);
    lookup_->attachAxis(ay_);
    // The legend's entry for the hollow diamonds a what-if leaves behind (drawn by
    // drawMarkers, never by the series, which stays empty); shown only while one is drawn.
    ghost_ = new QScatterSeries(c);
    ghost_->setName(tr("without the what-if"));
    ghost_->setMarkerShape(QScatterSeries::MarkerShapeRotatedRectangle);
    ghost_->setMarkerSize(13);
    ghost_->setColor(Qt::transparent);
    ghost_->setBorderColor(palette().color(QPalette::Text));
}

// Connects the document's and the view's changes to the redraws they ask for.
void VectorPlot::connectChanges() {
    // The plot draws the hand-wired numbers of the shown sentences; a change of them redraws
    // it while it is in view, else once it comes into view (a new list of points when the
    // sentences or the whole lesson changed since).
    lazy_ = new LazyRefresh(this, [this] {
        if (std::exchange(seriesDue_, false))
            rebuildSeries();
        else
            refresh();
        // The chosen point's readout says its values now (an undo moved it back).
        if (hasFocus() && QToolTip::isVisible() && !selectedReadout().isEmpty()) showPointReadout();
    });
    connect(doc_, &Document::changed, this, [this](Document::ChangeEvent event) {
        const bool real = view_->showsRealModel();
        if (!event.touches(real ? attn::Source::Real : attn::Source::HandWired,
                           real ? view_->layer() : -1, view_->shown()))
            return;
        const Document::Change ch = event.kind;
        if (ch == Document::Change::Everything && !isPrincipal()) {
            const int d = doc_->lesson().table.axis_count();
            if (proj_.x >= d || proj_.y >= d) setAxes(0, std::min(1, d - 1));
        }
        if (ch == Document::Change::Sentences || ch == Document::Change::Everything)
            seriesDue_ = true;
        lazy_->request();
    });
    connect(view_, &ViewState::shownChanged, this, [this] { rebuildSeries(); });
    connect(view_, &ViewState::sourceChanged, this, [this] {  // the source, or its layer
        seriesDue_ = true;
        lazy_->request();
    });
    // A pressed point (or Enter on the chosen one) highlights its word everywhere, as a heatmap's
    // label does.
    connect(this, &VectorPlot::wordClicked, view_, &ViewState::setHighlightedWord);
    connect(view_, &ViewState::highlightedWordChanged, this, [this] { viewport()->update(); });
    connect(view_, &ViewState::displayChanged, this, [this] { refresh(); });
}

void VectorPlot::setAxes(int x, int y) {
    proj_ = VectorProjection{};
    proj_.x = x;
    proj_.y = y;
    refresh();
    fitRanges(false);
}

void VectorPlot::setPrincipal() {
    proj_ = principal_projection(doc_->lesson().table.values());
    refresh();
    fitRanges(false);
}

void VectorPlot::rebuildSeries() {
    for (auto* s : outputs_) {
        chart()->removeSeries(s);
        delete s;
    }
    outputs_.clear();
    for (size_t k = 0; k < view_->shown().size(); ++k) {
        auto* s = new QScatterSeries(chart());
        s->setMarkerShape(QScatterSeries::MarkerShapeRotatedRectangle);
        s->setMarkerSize(13);
        const int sentence = view_->shown()[k];
        // Many outputs: smaller and lighter, so the lookup points stay readable among them.
        const auto& result = doc_->results().at(size_t(sentence));
        const bool many = (result.real && view_->showsRealModel()
                               ? int(result.real->tokens.ids.size())
                               : int(result.trace.tokens.size())) > kFewOutputs;
        QColor fill = colour_of(sentence);
        if (many) fill.setAlpha(kManyOutputsAlpha);
        s->setMarkerSize(many ? 8 : 13);
        s->setColor(fill);
        s->setBorderColor(many ? fill : colour_of(sentence).darker(140));
        chart()->addSeries(s);
        s->attachAxis(ax_);
        s->attachAxis(ay_);
        outputs_.push_back(s);
    }
    if (chart()->series().contains(ghost_)) {  // re-added by refresh(): its entry comes last
        chart()->removeSeries(ghost_);
        ghost_->setParent(this);
    }
    refresh();
    fitRanges(false);
}

// The legend: grey points are lookup rows (the real model: token embeddings); each sentence's
// diamonds its outputs (the real model: its tokens after the layer shown).
void VectorPlot::nameSeries() {
    const QString lookup = real_ ? tr("token embedding") : tr("lookup");
    if (lookup_->name() != lookup) lookup_->setName(lookup);
    const auto& sentences = doc_->lesson().sentences;
    for (size_t k = 0; k < outputs_.size() && k < view_->shown().size(); ++k) {
        const QString text = QString::fromStdString(sentences.at(size_t(view_->shown()[k])));
        const QString shortText = own_direction_isolated(
            fontMetrics().elidedText(text, Qt::ElideRight, fontMetrics().averageCharWidth() * 24));
        //: The Vectors plot's legend, the real model shown: %1 the layer, %2 the sentence
        const QString name =
            real_ ? tr("after layer %1 in “%2”").arg(view_->layer() + 1).arg(shortText)
                  : tr("in “%1”").arg(shortText);
        // QtCharts reads legend names as rich text: escape the user's words.
        if (outputs_[k]->name() != name.toHtmlEscaped()) outputs_[k]->setName(name.toHtmlEscaped());
    }
}

void VectorPlot::refreshReal() {
    std::vector<RealVectorsSentence> shown;
    for (const int s : view_->shown()) {
        RealVectorsSentence one;
        one.text = QString::fromStdString(doc_->lesson().sentences.at(size_t(s)));
        one.slot = s;
        const auto& r = doc_->results().at(size_t(s));
        if (r.real) {
            one.ids = r.real->tokens.ids;
            one.tokens = r.real->tokens.display;
            const auto& residual = r.real->pass.residual;
            if (view_->layer() + 1 < int(residual.size()))
                one.after = &residual[size_t(view_->layer() + 1)];
        }
        shown.push_back(std::move(one));
    }
    // Before the model is open there is no embedding to read: the legend, no points.
    const auto model = doc_->realModel();
    data_ = real_vectors_plot(model ? model->model.wte : attn::Matrix(), shown);
    // The legend says what the points are, in the pane and in its figure.
    data_.lookup_legend = tr("token embedding");
    data_.sentence_legend = tr("after layer %1 in “%2”").arg(view_->layer() + 1);
}

void VectorPlot::refresh() {
    const attn::Lesson& l = doc_->shownLesson();
    const bool real = view_->showsRealModel();
    if (real != real_) {
        real_ = real;
        selectPoint(-1);  // a word of the table is not a token of the model
    }
    nameSeries();
    if (isPrincipal()) proj_ = principal_projection(l.table.values());
    // The points come from vectors_plot, as the exported figure's do.
    std::vector<const attn::Trace*> traces, plain;
    QStringList texts;
    for (const int s : view_->shown()) {
        const auto& r = doc_->results().at(size_t(s));
        traces.push_back(r.ok() ? &r.trace : nullptr);
        plain.push_back(r.ok() && r.plain ? &*r.plain : nullptr);
        texts << QString::fromStdString(l.sentences.at(size_t(s)));
    }
    if (real_)
        refreshReal();
    else
        data_ = vectors_plot(l, traces, texts, proj_, {}, true, plain);
    if (view_->outputsHidden()) {  // a predict step asks where they land
        data_.outputs.clear();
        data_.moved.clear();
    }
    // The ghosts' legend entry, while there are ghosts (a series in the chart or not at all:
    // a hidden legend marker left its room behind).
    if (data_.moved.empty() == chart()->series().contains(ghost_)) {
        if (data_.moved.empty()) {
            chart()->removeSeries(ghost_);
            ghost_->setParent(this);
        } else {
            chart()->addSeries(ghost_);
        }
    }
    // Axis titles are rich text in QtCharts: escape the lesson's axis names.
    ax_->setTitleText(data_.x_axis.toHtmlEscaped());
    ay_->setTitleText(data_.y_axis.toHtmlEscaped());
    lookupPts_.clear();
    for (const auto& p : data_.lookups)
        lookupPts_ << QPointF(p.x, p.y);  // table order: index = word
    if (selected_ >= lookupPts_.size())
        selectPoint(int(lookupPts_.size()) - 1);  // a word removed: the last one left
    outputPts_.assign(outputs_.size(), {});
    outputWords_.assign(outputs_.size(), {});
    outputFrom_.assign(outputs_.size(), {});
    qsizetype total = lookupPts_.size();
    for (const auto& o : data_.outputs) {
        const size_t k = size_t(o.sentence);
        if (k >= outputPts_.size())
            continue;  // a sentence shown since the series were built: rebuildSeries() follows
        outputPts_[k] << QPointF(o.x, o.y);
        outputWords_[k] << o.word;
        outputFrom_[k] << QPointF(o.from_x, o.from_y);
        ++total;
    }
    // QtCharts keeps one graphics item per point: past kSeriesMaxPoints the
    // markers are painted in the foreground instead (the series stay for the legend).
    paintedMarkers_ = total > kSeriesMaxPoints;
    lookup_->replace(paintedMarkers_ ? QList<QPointF>() : lookupPts_);
    for (size_t k = 0; k < outputs_.size(); ++k)
        outputs_[k]->replace(paintedMarkers_ ? QList<QPointF>() : outputPts_[k]);
    fitRanges(dragWord_ >= 0);
    viewport()->update();
}

// Ranges widened to nice steps (1, 2, 5 × 10^k): they change only when a point
// crosses a step, so an edit rarely re-lays out the axes (QtCharts rebuilds
// every tick label when a range changes).
void VectorPlot::fitRanges(bool growOnly) {
    double x0 = 0, x1 = 1, y0 = 0, y1 = 1;  // always include the origin and the unit square
    auto take = [&](const QPointF& p) {
        x0 = std::min(x0, p.x()), x1 = std::max(x1, p.x());
        y0 = std::min(y0, p.y()), y1 = std::max(y1, p.y());
    };
    for (const auto& p : lookupPts_) take(p);
    for (const auto& pts : outputPts_)
        for (const auto& p : pts) take(p);
    const double mx = kRangeMargin * (x1 - x0), my = kRangeMargin * (y1 - y0);
    x0 -= mx, x1 += mx, y0 -= my, y1 += my;
    if (growOnly || dragWord_ >= 0) {  // mid-drag the plane holds still unless the point leaves it
        x0 = std::min(x0, ax_->min()), x1 = std::max(x1, ax_->max());
        y0 = std::min(y0, ay_->min()), y1 = std::max(y1, ay_->max());
    }
    const auto apply = [this](QValueAxis* axis, double lo, double hi) {
        const NiceRange r = nice_range(lo, hi, axisIntervals(axis == ax_));
        if (r.lo != axis->min() || r.hi != axis->max()) axis->setRange(r.lo, r.hi);
        if (r.ticks() != axis->tickCount()) axis->setTickCount(r.ticks());
    };
    apply(ax_, x0, x1);
    apply(ay_, y0, y1);
}

// About kAxisIntervals tick intervals, fewer where the plot is too narrow (or short) for that
// many labels side by side: a narrow dock (German at 1024 px) showed every x tick as "…".
int VectorPlot::axisIntervals(bool horizontal) const {
    const QRectF area = chart()->plotArea();
    const double room = horizontal ? area.width() : area.height();
    if (room <= 0) return kAxisIntervals;
    const QFontMetricsF fm((horizontal ? ax_ : ay_)->labelsFont());
    const double per =
        horizontal ? fm.horizontalAdvance(QStringLiteral("-00.0")) * 1.6 : fm.height() * 1.8;
    return std::clamp(int(room / per), 2, kAxisIntervals);
}

void VectorPlot::resizeEvent(QResizeEvent* e) {
    QChartView::resizeEvent(e);
    // The ticks the new size has room for (the ranges keep their points).
    const std::pair<int, int> now{axisIntervals(true), axisIntervals(false)};
    if (now != intervals_) {
        intervals_ = now;
        fitRanges(false);
    }
}

bool VectorPlot::showsRealModel() const {
    lazy_->flush();  // a change of source waiting while out of sight: taken up to be read
    return real_;
}

const VectorsPlot& VectorPlot::data() const {
    lazy_->flush();  // out of sight, it may be out of date: brought up to date to be read
    return data_;
}

QPointF VectorPlot::lookupPoint(const QString& word) const {
    lazy_->flush();
    if (real_) {  // a token of the model, by its display text
        for (const auto& p : data_.lookups)
            if (p.word == word) return {p.x, p.y};
        return {NAN, NAN};
    }
    const auto& words = doc_->lesson().table.words();
    const auto it = std::find(words.begin(), words.end(), word.toStdString());
    if (it == words.end() || int(it - words.begin()) >= lookupPts_.size()) return {NAN, NAN};
    return lookupPts_.at(int(it - words.begin()));
}

QList<QPointF> VectorPlot::outputPoints(int shown) const {
    lazy_->flush();
    if (shown < 0 || shown >= int(outputs_.size())) return {};
    return outputPts_[size_t(shown)];
}

void VectorPlot::mousePressEvent(QMouseEvent* e) {
    dragWord_ = -1;
    if (e->button() == Qt::LeftButton) {
        double best = kPickRadius;
        const QTransform toPos = valueToPosition();
        for (int w = 0; w < lookupPts_.size(); ++w) {
            const double dist = QLineF(toPos.map(lookupPts_[w]), e->position()).length();
            if (dist < best) best = dist, dragWord_ = w;
        }
        // The drag moves the point by the pointer's travel, both ends mapped
        // through the plot as it is then: a press beside the point, a re-laid-out
        // plot (the press highlights the word; the legend may change) or a
        // re-ranged axis moves nothing by itself.
        if (dragWord_ >= 0) {
            pressPos_ = e->position();
            pressPoint_ = lookupPts_[dragWord_];
        }
        if (dragWord_ >= 0) {
            selectPoint(dragWord_);  // the keys go on from the point pressed
            emit wordClicked(
                real_ ? data_.lookups[size_t(dragWord_)].word
                      : QString::fromStdString(doc_->lesson().table.words()[size_t(dragWord_)]));
            if (real_) {
                emit message(
                    tr("A real model's embeddings are its own: the plot shows them, "
                       "it does not move them"));
                dragWord_ = -1;
            } else if (isPrincipal()) {
                emit message(
                    tr("Switch the plot to two named axes to drag a word: a principal component "
                       "mixes every axis"));
                dragWord_ = -1;
            }
            dragId_ = LessonMatrixItemModel::newDragId();
            e->accept();
            return;
        }
    }
    QChartView::mousePressEvent(e);
}

bool VectorPlot::moveWord(int word, QPointF value) {
    auto round = [](double v) {
        return float(
            std::clamp(std::round(v * 100.0) / 100.0, -kMaxCellMagnitude, kMaxCellMagnitude));
    };
    // The lesson may have changed under a drag (a word or an axis removed, another lesson
    // opened): a drag whose word or axes are gone ends there.
    const attn::EmbeddingTable& t = doc_->lesson().table;
    const auto inside = [](int i, int count) { return i >= 0 && i < count; };
    if (!inside(word, t.word_count()) || !inside(proj_.x, t.axis_count()) ||
        !inside(proj_.y, t.axis_count())) {
        dragWord_ = -1;
        return false;
    }
    std::vector<CellEdit> edits{{word, proj_.x, round(value.x())}};
    if (proj_.y != proj_.x) edits.push_back({word, proj_.y, round(value.y())});
    if (std::all_of(edits.begin(), edits.end(),
                    [&](const CellEdit& e) { return t.value(e.row, e.col) == e.value; }))
        return false;
    doc_->undoStack()->push(
        new SetValuesCommand(doc_, ValueTarget::Embedding, std::move(edits), dragId_));
    return true;
}

void VectorPlot::mouseMoveEvent(QMouseEvent* e) {
    if (dragWord_ >= 0 && (e->buttons() & Qt::LeftButton)) {
        moveWord(dragWord_, pressPoint_ + (chart()->mapToValue(e->position(), lookup_) -
                                           chart()->mapToValue(pressPos_, lookup_)));
        e->accept();
        return;
    }
    QChartView::mouseMoveEvent(e);
}

void VectorPlot::mouseReleaseEvent(QMouseEvent* e) {
    if (dragWord_ >= 0) {
        dragWord_ = -1;
        fitRanges(false);
        e->accept();
        return;
    }
    QChartView::mouseReleaseEvent(e);
}

void VectorPlot::dragWord(const QString& word, const QList<QPointF>& values) {
    const auto& words = doc_->lesson().table.words();
    const auto it = std::find(words.begin(), words.end(), word.toStdString());
    if (it == words.end() || isPrincipal() || real_) return;
    dragWord_ = int(it - words.begin());
    dragId_ = LessonMatrixItemModel::newDragId();
    for (const QPointF& v : values) moveWord(dragWord_, v);
    dragWord_ = -1;
    fitRanges(false);
}

}  // namespace attn::ui
