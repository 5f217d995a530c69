#include "panes/attention_pane.hpp"

#include <QCheckBox>
#include <QComboBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QListView>
#include <QMenu>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QTimer>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>

#include "commands/attention_commands.hpp"
#include "document/document.hpp"
#include "document/view_state.hpp"
#include "export/figure_menu.hpp"
#include "itemmodels/matrix_item_model.hpp"
#include "style/number_format.hpp"
#include "style/plain_text.hpp"
#include "viewdata/difference_map.hpp"
#include "viewdata/figure_specs.hpp"
#include "viewdata/what_if_words.hpp"
#include "viewdata/worked_arithmetic.hpp"
#include "whatif/what_if_bar.hpp"
#include "whatif/what_if_menu.hpp"
#include "widgets/flow_layout.hpp"
#include "widgets/heatmap_view.hpp"
#include "widgets/lazy_refresh.hpp"

namespace attn::ui {
namespace {

constexpr int kMapGap = 8;  // between two maps and around the grid (px)

QStringList labels(const std::vector<std::string>& tokens) {
    QStringList out;
    for (const auto& t : tokens) out << QString::fromStdString(t);
    return out;
}

// Which of a row's shared labels the map at `col` of a row of `inRow` maps draws: the row's
// leftmost map labels the rows, its rightmost draws the colour bar, so heads share them and keep
// room for cells. The maps draw left to right in any language, but in a right-to-left window a
// row's first head stands at the right: there the last labels the rows and the first draws the
// bar (the labels stood between two maps, the bar too, in Hebrew).
struct RowRole {
    bool labels = false, bar = false;
};
RowRole row_role(int col, int inRow, bool rtl) {
    const bool first = col == 0, last = col == inRow - 1;
    return rtl ? RowRole{last, first} : RowRole{first, last};
}

}  // namespace

AttentionPane::AttentionPane(Document* doc, ViewState* view, QWidget* parent)
    : QWidget(parent), doc_(doc), view_(view) {
    QWidget* top = makeControls();
    legend_ = plain_label(this, true);
    legend_->setObjectName(QStringLiteral("attentionLegend"));
    auto* scroll = new QScrollArea(this);
    scroll->setAccessibleName(tr("Attention maps"));
    scroll_ = scroll;
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    host_ = new QWidget(scroll);
    grid_ = new QGridLayout(host_);
    grid_->setContentsMargins(2, 2, 2, 2);
    scroll->setWidget(host_);
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(4, 4, 4, 4);
    outer->addWidget(top);
    whatIf_ = new WhatIfBar(doc_, view_, this);
    outer->addWidget(whatIf_);
    outer->addWidget(legend_);
    // Why there is no difference map, above the maps where it is seen (inside the maps' grid
    // it stood below the fold and stretched the maps with white).
    differenceNote_ = plain_label(this, true);
    differenceNote_->setObjectName(QStringLiteral("differenceNote"));
    show_as_error(differenceNote_);
    differenceNote_->hide();
    outer->addWidget(differenceNote_);
    outer->addWidget(scroll, 1);

    connectSignals();
    rebuild();
}

// A label and its control, kept together on one line of a wrapping row.
static QWidget* labelled(QWidget* parent, QLabel* label, QWidget* control) {
    auto* pair = new QWidget(parent);
    auto* row = new QHBoxLayout(pair);
    row->setContentsMargins(0, 0, 0, 0);
    label->setParent(pair);
    control->setParent(pair);
    label->setBuddy(control);
    row->addWidget(label);
    row->addWidget(control);
    return pair;
}

// The row of controls above the maps: stage, source and layer. It wraps onto a second line in
// a narrow pane (FlowLayout): on one line its width (~600 px) held the centre so wide at
// 1024 px that the Sentences and embedding panes beside it were cut.
QWidget* AttentionPane::makeControls() {
    auto* controls = new QWidget(this);
    auto* top = new FlowLayout(controls);
    top->setContentsMargins(0, 0, 0, 0);
    stage_ = new QComboBox(this);
    stage_->setObjectName(QStringLiteral("stage"));
    for (auto s : {ViewState::Stage::Raw, ViewState::Stage::Scaled, ViewState::Stage::Masked,
                   ViewState::Stage::Weights})
        stage_->addItem(stage_label(s), QVariant::fromValue(int(s)));
    stage_->setCurrentIndex(int(view_->stage()));
    top->addWidget(labelled(controls, new QLabel(tr("Stage:")), stage_));
    source_ = new QComboBox(this);
    source_->setObjectName(QStringLiteral("source"));
    source_->addItem(tr("Trained model"), int(ViewState::Source::Trained));
    source_->addItem(tr("Real model"), int(ViewState::Source::Real));
    source_->addItem(tr("Hand-wired attention"), int(ViewState::Source::HandWired));
    source_->setToolTip(
        tr("Whose attention to show: the lesson's trained model, the real model it points at, "
           "or the attention of the ladder step"));
    top->addWidget(source_);
    layerLabel_ = new QLabel(tr("Layer:"), this);
    layer_ = new QSpinBox(this);
    layer_->setObjectName(QStringLiteral("layer"));
    layer_->setToolTip(tr("Which of the trained model's layers to show"));
    layerPair_ = labelled(controls, layerLabel_, layer_);
    top->addWidget(layerPair_);
    difference_ = new QCheckBox(tr("Difference"), this);
    difference_->setObjectName(QStringLiteral("difference"));
    difference_->setToolTip(
        tr("With two sentences ticked: a third map, the second sentence's numbers minus the "
           "first's, cell by cell (red: larger in the second)"));
    difference_->setVisible(false);
    top->addWidget(difference_);
    everyHead_ = new QCheckBox(tr("Every head"), this);
    everyHead_->setObjectName(QStringLiteral("everyHead"));
    everyHead_->setToolTip(
        tr("This step shows the maps of the heads it chose; tick to see "
           "every head's map"));
    everyHead_->setVisible(false);
    top->addWidget(everyHead_);
    return controls;
}

// Keeps the controls and the view state in step, and redraws the maps on a change they show.
void AttentionPane::connectSignals() {
    connect(stage_, &QComboBox::currentIndexChanged, this,
            [this](int i) { view_->setStage(ViewState::Stage(stage_->itemData(i).toInt())); });
    connect(view_, &ViewState::stageChanged, this, [this](ViewState::Stage s) {
        stage_->setCurrentIndex(int(s));
        refresh();
    });
    connect(source_, &QComboBox::currentIndexChanged, this,
            [this](int i) { view_->setSource(ViewState::Source(source_->itemData(i).toInt())); });
    connect(layer_, &QSpinBox::valueChanged, this, [this](int v) { view_->setLayer(v - 1); });
    connect(view_, &ViewState::sourceChanged, this, [this] { rebuild(); });
    connect(view_, &ViewState::shownChanged, this, [this] { rebuild(); });
    // The box and the scene are one: a step's "difference" ticks it, a tick is captured by a step.
    difference_->setChecked(view_->differenceShown());
    connect(difference_, &QCheckBox::toggled, view_, &ViewState::setDifferenceShown);
    connect(view_, &ViewState::differenceChanged, this, [this] {
        if (difference_->isChecked() != view_->differenceShown()) {
            const QSignalBlocker quiet(difference_);
            difference_->setChecked(view_->differenceShown());
        }
        rebuild();
    });
    connect(everyHead_, &QCheckBox::toggled, this, [this] { rebuild(); });
    connect(view_, &ViewState::chosenHeadsChanged, this, [this] {
        const QSignalBlocker quiet(everyHead_);
        everyHead_->setChecked(false);  // each step starts on the heads it chose
        rebuild();
    });
    connect(view_, &ViewState::displayChanged, this, [this] {
        syncControls();  // the stages offered follow the step's concealment
        for (std::vector<Panel>* all : {&panels_, &diff_})
            for (Panel& p : *all)
                for (HeatmapView* v : p.views)
                    v->setConcealed(view_->heatmapNumbersHidden(), view_->heatmapCellsHidden());
    });
    connect(view_, &ViewState::highlightedWordChanged, this, [this](const QString& w) {
        for (std::vector<Panel>* all : {&panels_, &diff_})
            for (auto& p : *all)
                for (auto* m : p.models) m->setHighlight(w);
    });
    // A change redraws the maps only while the pane is in view (else once it comes into view).
    lazy_ = new LazyRefresh(this, [this] {
        ++refreshes_;
        if (int(panels_.size()) != int(view_->shown().size()) || builtHeads_ != view_->heads())
            rebuild();
        else
            refresh();
    });
    connect(doc_, &Document::changed, this, [this](Document::ChangeEvent e) {
        // Steps and the title draw nothing here; a sentence not shown, another source's
        // numbers or a layer after the one shown neither (the source box still follows
        // the models the lesson holds).
        if (!e.touches(view_->source(), view_->layer(), view_->shown())) {
            if (!e.is(Document::Change::Steps) && !e.is(Document::Change::Title)) syncControls();
            return;
        }
        lazy_->request();
    });
}

MatrixItemModel* AttentionPane::model(int shown, int head) const {
    lazy_->flush();  // out of sight, it may be out of date: brought up to date to be read
    if (shown < 0 || shown >= int(panels_.size()) || head < 0 ||
        head >= int(panels_[size_t(shown)].models.size()))
        return nullptr;
    return panels_[size_t(shown)].models[size_t(head)];
}

bool AttentionPane::stale() const { return lazy_->stale(); }

HeatmapView* AttentionPane::heatmap(int shown, int head) const {
    if (!model(shown, head)) return nullptr;
    return panels_[size_t(shown)].views[size_t(head)];
}

MatrixItemModel* AttentionPane::differenceModel(int head) const {
    lazy_->flush();  // out of sight, it may be out of date: brought up to date to be read
    if (diff_.empty() || head < 0 || head >= int(diff_.front().models.size()) ||
        !diff_.front().error->isHidden())
        return nullptr;
    return diff_.front().models[size_t(head)];
}

HeatmapView* AttentionPane::differenceMap(int head) const {
    return differenceModel(head) ? diff_.front().views[size_t(head)] : nullptr;
}

QString AttentionPane::differenceError() const {
    lazy_->flush();  // out of sight, it may be out of date: brought up to date to be read
    return diff_.empty() || diff_.front().error->isHidden() ? QString()
                                                            : diff_.front().error->text();
}

AttentionPane::Panel AttentionPane::newPanel() {
    auto* box = new QWidget(host_);
    Panel p;
    p.layout = new QGridLayout(box);
    p.layout->setContentsMargins(0, 0, kMapGap, 0);
    p.caption = new QLabel(box);
    p.caption->setTextFormat(Qt::RichText);
    p.error = plain_label(box);
    show_as_error(p.error);
    p.error->setWordWrap(true);
    return p;
}

std::pair<MatrixItemModel*, HeatmapView*> AttentionPane::newMap(Panel& p, int heads, int h) {
    QWidget* box = p.layout->parentWidget();
    auto* m = new MatrixItemModel(box);
    m->setHighlight(view_->highlightedWord());
    auto* v = new HeatmapView(box);
    // One map a sentence: as text grows the pane stacks or scrolls the maps, and
    // their cells keep their numbers. Heads share the pane's width instead.
    v->setKeepNumbersReadable(drawnHeads().size() <= 1);
    v->setMatrixModel(m);
    v->setConcealed(view_->heatmapNumbersHidden(), view_->heatmapCellsHidden());
    connect(v, &HeatmapView::wordClicked, view_, &ViewState::setHighlightedWord);
    auto* label = new QLabel(heads > 1 ? tr("head %1").arg(h + 1) : QString(), box);
    label->setVisible(heads > 1);
    p.headLabels.push_back(label);
    p.views.push_back(v);
    p.models.push_back(m);
    return {m, v};
}

void AttentionPane::buildDifference(int heads) {
    Panel p = newPanel();
    QWidget* box = p.layout->parentWidget();
    for (int h = 0; h < heads; ++h) {
        auto [m, v] = newMap(p, heads, h);
        m->setScale(MatrixItemModel::Scale::Diverging);
        // The subtraction itself, so that each cell can be checked against the two maps.
        m->setToolTipProvider([this, h](int r, int c) {
            const auto& shown = view_->shown();
            if (shown.size() != 2) return QString();
            const ViewState::Attention a = view_->attention(shown[0]);
            const ViewState::Attention b = view_->attention(shown[1]);
            if (!a.ok() || !b.ok() || r >= a.trace->n() || c >= a.trace->n() || r >= b.trace->n() ||
                c >= b.trace->n())
                return QString();
            const float x = stage_matrix(*a.trace, h, view_->stage())(r, c);
            const float y = stage_matrix(*b.trace, h, view_->stage())(r, c);
            //: A difference map's cell: the second sentence's number minus the first's
            return tr("%1 − %2 = %3 (“%4” minus “%5”)")
                .arg(format_value(y), format_value(x),
                     format_value(std::isinf(x) && std::isinf(y) ? 0.0 : double(y) - x),
                     elided(b.text, 30, fontMetrics()), elided(a.text, 30, fontMetrics()));
        });
        m->setHighlight(view_->highlightedWord());
        // Exported as `render --view difference` draws it: the same numbers, the same caption.
        install_figure_menu(
            v,
            [this, h] {
                const auto& shown = view_->shown();
                const ViewState::Attention a = view_->attention(shown.at(0));
                const ViewState::Attention b = view_->attention(shown.at(1));
                const DifferenceMap d = a.ok() && b.ok()
                                            ? difference_map(*a.trace, *b.trace, h, view_->stage())
                                            : DifferenceMap{};
                if (d.values.size() == 0) return ViewFigure{};
                const bool model = view_->showsModel();
                const attn::Variant variant =
                    model ? attn::Variant::MultiHead : doc_->shownLesson().attention.variant;
                const int heads = a.trace->heads;
                FigureSpec spec =
                    difference_figure(d, a.text, b.text, stage_caption(view_->stage(), variant),
                                      difference_where(model ? view_->layer() + 1 : 0,
                                                       model || heads > 1 ? h + 1 : 0),
                                      difference_limit(*a.trace, *b.trace, view_->stage()));
                static const char* const stages[] = {"scores", "scaled-scores", "masked-scores",
                                                     "weights"};
                QString name = QStringLiteral("difference-%1-%2-minus-%3")
                                   .arg(QLatin1String(stages[int(view_->stage())]),
                                        file_slug(b.text), file_slug(a.text));
                if (model) name += QStringLiteral("-layer-%1").arg(view_->layer() + 1);
                if (model || heads > 1) name += QStringLiteral("-head-%1").arg(h + 1);
                return ViewFigure{spec, name};
            },
            true);
    }
    // One head drawn: beside the two sentences. Several: below them.
    const bool several = drawnHeads().size() > 1;
    grid_->addWidget(box, several ? 2 : 0, several ? 0 : 2);
    diff_.push_back(p);
}

void AttentionPane::refreshDifference(ScoreStage stage) {
    if (diff_.empty() || view_->shown().size() != 2) return;
    Panel& p = diff_.front();
    const ViewState::Attention a = view_->attention(view_->shown()[0]);
    const ViewState::Attention b = view_->attention(view_->shown()[1]);
    p.caption->setText(tr("<b>“%2” − “%1”</b>")
                           .arg(elided(a.text, 30, fontMetrics()).toHtmlEscaped(),
                                elided(b.text, 30, fontMetrics()).toHtmlEscaped()));
    QString error =
        !a.ok() || !b.ok() ? tr("The difference needs both sentences' maps.") : QString();
    std::vector<DifferenceMap> maps;
    for (size_t h = 0; h < p.models.size() && error.isEmpty(); ++h) {
        maps.push_back(difference_map(*a.trace, *b.trace, int(h), stage));
        if (!maps.back().error.isEmpty()) error = maps.back().error;
    }
    // One colour scale for every head: colours compare (and exports draw it so).
    const float top = difference_limit(maps);  // (the maps just made, not made again)
    for (size_t h = 0; h < maps.size() && error.isEmpty(); ++h) {
        const DifferenceMap& d = maps[h];
        p.models[h]->setCausal(d.causal &&
                               (stage == ScoreStage::Weights || stage == ScoreStage::Masked));
        p.models[h]->setFixedLimit(top);
        p.models[h]->setMatrix(d.values, d.labels, d.labels);
    }
    p.error->setText(error);
    p.error->setVisible(!error.isEmpty());  // (the accessors' record: differenceError)
    p.layout->parentWidget()->setVisible(error.isEmpty());
    differenceNote_->setText(error);
    differenceNote_->setVisible(!error.isEmpty());
    for (size_t h = 0; h < p.views.size(); ++h) {
        p.views[h]->setVisible(error.isEmpty() && drawn(int(h)));
        p.headLabels[h]->setVisible(error.isEmpty() && p.headLabels.size() > 1 && drawn(int(h)));
    }
}

void AttentionPane::rebuild() {
    differenceNote_->hide();  // said again by refreshDifference while it still holds
    while (QLayoutItem* item = grid_->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    panels_.clear();
    stacked_ = false;
    syncControls();
    const int heads = view_->heads();
    builtHeads_ = heads;
    const int shown = int(view_->shown().size());
    for (int k = 0; k < shown; ++k) {
        Panel p = newPanel();
        QWidget* box = p.layout->parentWidget();
        for (int h = 0; h < heads; ++h) {
            auto [m, v] = newMap(p, heads, h);
            m->setToolTipProvider([this, k, h](int r, int c) { return tooltip(k, h, r, c); });
            connect(v, &HeatmapView::cellClicked, this,
                    [this, k, h](int r, int c) { emit cellClicked(k, h, r, c); });
            install_figure_menu(
                v,
                [this, m, k, h, heads] {
                    return ViewFigure{figure(*m, k, h), figureName(k, heads > 1 ? h + 1 : 0)};
                },
                true);
            add_view_actions(v, [this, v, k, h](QMenu* menu, QPoint at) {
                if (k >= int(view_->shown().size())) return;
                QPoint cell = v->cellAt(at);  // (column, row); the keyboard's cursor cell else
                if (cell.x() < 0) cell = v->cursorCell();
                const ViewState::Attention a = view_->attention(view_->shown()[size_t(k)]);
                const bool model = view_->showsModel();
                const MapHead head{view_->source(), model ? view_->modelLayers() : 1,
                                   model ? view_->layer() : 0, h};
                add_what_if_actions(menu, this, doc_, view_, a.trace, head, cell.y(), cell.x());
            });
        }
        // One head drawn: sentences side by side. Several: one sentence per row, heads across.
        const bool several = drawnHeads().size() > 1;
        grid_->addWidget(box, several ? k : 0, several ? 0 : k);
        panels_.push_back(p);
    }
    diff_.clear();
    difference_->setVisible(shown == 2);
    if (shown == 2 && difference_->isChecked()) buildDifference(heads);
    // Made anew, the maps would join the Tab order at the window's end: they come right after
    // the pane's own controls, in reading order (a hidden question's map too).
    QWidget* before = difference_;
    for (std::vector<Panel>* all : {&panels_, &diff_})
        for (Panel& p : *all)
            for (HeatmapView* v : p.views) {
                QWidget::setTabOrder(before, v);
                before = v;
            }
    everyHead_->setVisible(!view_->chosenHeads().empty() && heads > 1);
    refresh();  // the maps' labels first: they take part in the fit
    perRow_ = headsPerRow(int(drawnHeads().size()));
    for (Panel& p : panels_) placeHeads(p, perRow_);
    for (Panel& p : diff_) placeHeads(p, perRow_);
    QTimer::singleShot(0, this, &AttentionPane::fitHeads);  // once the pane has its size
}

void AttentionPane::placeHeads(Panel& p, int perRow) {
    for (QWidget* w : {static_cast<QWidget*>(p.caption), static_cast<QWidget*>(p.error)})
        p.layout->removeWidget(w);
    for (size_t h = 0; h < p.views.size(); ++h) {
        p.layout->removeWidget(p.headLabels[h]);
        p.layout->removeWidget(p.views[h]);
    }
    for (int r = 0; r < p.layout->rowCount(); ++r) p.layout->setRowStretch(r, 0);
    p.layout->addWidget(p.caption, 0, 0, 1, perRow);
    p.layout->addWidget(p.error, 1, 0, 1, perRow);
    std::vector<HeatmapView*> placed;  // the drawn heads' maps, in order
    for (int h = 0; h < int(p.views.size()); ++h)
        if (drawn(h)) placed.push_back(p.views[size_t(h)]);
    for (int i = 0, h = 0; h < int(p.views.size()); ++h) {
        if (!drawn(h)) continue;
        const int row = 2 + 2 * (i / perRow), col = i % perRow;
        const int inRow = std::min(perRow, int(placed.size()) - (i - col));
        const RowRole role = row_role(col, inRow, layoutDirection() == Qt::RightToLeft);
        p.views[size_t(h)]->setSharedLabels(role.labels, role.bar);
        p.layout->addWidget(p.headLabels[size_t(h)], row, col);
        p.layout->addWidget(p.views[size_t(h)], row + 1, col);
        p.layout->setRowStretch(row + 1, 1);  // the maps take the height; captions keep theirs
        ++i;
    }
    // One row of heads reads one way: all its column labels flat, or all upright.
    for (size_t first = 0; first < placed.size(); first += size_t(perRow))
        HeatmapView::shareColumnLabelTurn(std::vector<HeatmapView*>(
            placed.begin() + std::ptrdiff_t(first),
            placed.begin() + std::ptrdiff_t(std::min(placed.size(), first + size_t(perRow)))));
}

std::vector<int> AttentionPane::drawnHeads() const {
    std::vector<int> out;
    for (int h = 0; h < builtHeads_; ++h)
        if (drawn(h)) out.push_back(h);
    return out;
}

bool AttentionPane::drawn(int head) const {
    const std::vector<int>& chosen = view_->chosenHeads();
    if (chosen.empty() || everyHead_->isChecked()) return true;
    return std::binary_search(chosen.begin(), chosen.end(), head);
}

// The heads per row that give the largest square maps in the pane's room,
// among those whose maps keep at least their minimum width (no sideways scrolling).
int AttentionPane::headsPerRow(int heads) const {
    if (heads <= 1 || panels_.empty() || panels_.front().views.empty()) return 1;
    const QFontMetrics fm(font());
    const std::vector<int> drawnNow = drawnHeads();
    const size_t first = size_t(drawnNow.empty() ? 0 : drawnNow.front());
    const HeatmapView* v = panels_.front().views[first];
    // A row of k maps, each with its role in the row (placeHeads); the widest sentence's row
    // decides (a longer sentence keeps a cell per label: its row of two ran past the pane at
    // 1024 px while the first sentence's fitted).
    const bool rtl = layoutDirection() == Qt::RightToLeft;
    const auto rowWidth = [&](int k) {
        int widest = 0;
        for (const std::vector<Panel>* all : {&panels_, &diff_})
            for (const Panel& p : *all) {
                if (first >= p.views.size()) continue;
                const HeatmapView* m = p.views[first];
                int least = 0;
                for (int col = 0; col < k; ++col) {
                    const RowRole role = row_role(col, k, rtl);
                    least += m->minimumSizeAs(role.labels, role.bar).width();
                }
                widest = std::max(widest, least);
            }
        return widest + k * kMapGap;
    };
    const int labelsW = v->plotRect().left() + kMapGap,
              labelsH = 2 * fm.height() + kMapGap;  // a map's labels, its "head k" line
    const int roomW = scroll_->viewport()->width() - 2 * kMapGap;
    const int shown = std::max(1, int(panels_.size()));
    const int roomH =
        scroll_->viewport()->height() / shown - 2 * fm.height();  // the sentence's caption
    int best = 1;
    double bestSide = -1;
    for (int k = 1; k <= heads; ++k) {
        if (k > 1 && rowWidth(k) > roomW) break;
        const int rows = (heads + k - 1) / k;
        const double side = std::min(double(roomW) / k - labelsW, double(roomH) / rows - labelsH);
        if (side > bestSide + 0.5) {
            bestSide = side;
            best = k;
        }
    }
    return best;
}

void AttentionPane::fitHeads() {
    // One head: the sentences side by side while their maps keep number-sized
    // cells across the pane, else one above the other (growing text reflows).
    const int drawnCount = int(drawnHeads().size());
    if (drawnCount <= 1 && panels_.size() > 1) {
        std::vector<QWidget*> boxes;  // the sentences', then the difference's
        for (std::vector<Panel>* all : {&panels_, &diff_})
            for (const Panel& p : *all) boxes.push_back(p.layout->parentWidget());
        int needed = 0;
        for (QWidget* box : boxes) needed += box->minimumSizeHint().width() + kMapGap;
        const bool stack = needed > scroll_->viewport()->width();
        if (stack != stacked_) {
            stacked_ = stack;
            for (size_t k = 0; k < boxes.size(); ++k) {
                grid_->removeWidget(boxes[k]);
                grid_->addWidget(boxes[k], stack ? int(k) : 0, stack ? 0 : int(k));
            }
        }
    }
    const int fit = headsPerRow(drawnCount);
    if (fit == perRow_ || drawnCount <= 1) return;
    perRow_ = fit;
    for (Panel& p : panels_) placeHeads(p, perRow_);
    for (Panel& p : diff_) placeHeads(p, perRow_);
}

void AttentionPane::resizeEvent(QResizeEvent* e) {
    QWidget::resizeEvent(e);
    QTimer::singleShot(0, this, &AttentionPane::fitHeads);
}

void AttentionPane::syncControls() {
    const attn::Lesson& l = doc_->shownLesson();
    const bool model = view_->showsModel();
    const attn::Variant variant = model ? attn::Variant::MultiHead : l.attention.variant;
    // Called on every refresh (the hot path of a drag): touch only what differs.
    for (int i = 0; i < stage_->count(); ++i) {
        const QString text = stage_label(ViewState::Stage(stage_->itemData(i).toInt()), variant);
        if (stage_->itemText(i) != text) stage_->setItemText(i, text);
    }
    const int layers = view_->modelLayers();
    const QSignalBlocker b1(source_), b2(layer_);
    // The box offers the models the lesson has (both, when it holds a trained one and points
    // at a real one), and shows itself with one.
    const bool trained = doc_->lesson().model.has_value();
    const bool real = doc_->lesson().real_model.has_value();
    if (auto* items = qobject_cast<QStandardItemModel*>(source_->model()))
        for (const auto& [which, has] : {std::pair{ViewState::Source::Trained, trained},
                                         std::pair{ViewState::Source::Real, real}}) {
            const int at = source_->findData(int(which));
            if (auto* view = qobject_cast<QListView*>(source_->view());
                view && view->isRowHidden(at) == has)
                view->setRowHidden(at, !has);
            if (QStandardItem* item = items->item(at); item && item->isEnabled() != has)
                item->setEnabled(has);
        }
    if (source_->isVisibleTo(this) != (trained || real)) source_->setVisible(trained || real);
    // A real model's pass keeps its weights only: the stage stays Weights.
    const bool stages = !view_->showsRealModel();
    if (stage_->isEnabled() != stages) {
        stage_->setEnabled(stages);
        stage_->setToolTip(
            stages ? QString()
                   : tr("A real model's pass keeps its attention weights only, not its scores"));
    }
    // A step that keeps its later stages back (a question about the weights to come) offers
    // only its own stage and those before it.
    if (auto* items = qobject_cast<QStandardItemModel*>(stage_->model()))
        for (int i = 0; i < stage_->count(); ++i) {
            QStandardItem* item = items->item(i);
            const bool offered = stage_->itemData(i).toInt() <= int(view_->lastStage());
            if (item->isEnabled() == offered) continue;
            item->setEnabled(offered);
            item->setToolTip(offered ? QString()
                                     : tr("Kept back until a later step of the lesson: its "
                                          "question asks what this stage would show"));
        }
    const int index = source_->findData(int(view_->source()));
    if (source_->currentIndex() != index) source_->setCurrentIndex(index);
    if (layer_->isVisibleTo(this) != model) {
        layerPair_->setVisible(model);
    }
    if (layer_->maximum() != std::max(1, layers)) layer_->setRange(1, std::max(1, layers));
    if (layer_->value() != view_->layer() + 1) layer_->setValue(view_->layer() + 1);
}

void AttentionPane::refresh() {
    syncControls();  // the variant may have changed without a rebuild (stage names follow it)
    const auto& results = doc_->results();
    const ViewState::Stage stage = view_->stage();
    // A real model's rows and columns are its tokens ("␣bank", "mo", "ney"), not words.
    legend_->setText(
        rtl_paragraph((view_->showsRealModel()
                           ? tr("%1.  Rows: the token looking · columns: the token looked at.")
                           : tr("%1.  Rows: the word looking · columns: the word looked at."))
                          .arg(legendFormula(stage))));
    if (results.empty())
        legend_->setText(
            tr("This lesson has no sentences yet: add one in the Sentences pane to see its "
               "attention."));
    for (size_t k = 0; k < panels_.size(); ++k) refreshPanel(panels_[k], k, stage);
    refreshDifference(stage);
}

// The legend's formula for `stage` of the source shown: how its numbers are computed.
QString AttentionPane::legendFormula(ViewState::Stage stage) const {
    const auto& cfg = doc_->shownLesson().attention;
    const bool model = view_->showsModel();
    const bool simple = !model && cfg.variant == attn::Variant::Simple;
    const bool causal = model || cfg.causal;
    QString formula = simple ? QStringLiteral("S = X·Xᵀ") : QStringLiteral("S = Q·Kᵀ");
    if (stage == ViewState::Stage::Weights)
        formula = model || cfg.scale
                      ? tr("weights = softmax of each row of S/√dk; each row sums to 1")
                            // "S/√dk" is one term: no line ends after its slash
                            .replace(QStringLiteral("/√"), QStringLiteral("/\u2060√"))
                      : tr("weights = softmax of each row of S (scaling off); each row sums to 1");
    else if (stage != ViewState::Stage::Raw)
        formula += tr(" · s, s = %1").arg(model || cfg.scale ? tr("1/√dk") : tr("1 (scaling off)"));
    if (stage == ViewState::Stage::Masked)
        formula +=
            causal ? tr("; −∞ above the diagonal (causal)") : tr("; nothing masked (causal off)");
    if (view_->showsRealModel())
        formula = view_->modelLayers() > 0 ? tr("Real model, layer %1 of %2: %3")
                                                 .arg(view_->layer() + 1)
                                                 .arg(view_->modelLayers())
                                                 .arg(formula)
                                           : tr("Real model: %1").arg(formula);
    else if (model)
        formula = tr("Trained model, layer %1 of %2: %3")
                      .arg(view_->layer() + 1)
                      .arg(view_->modelLayers())
                      .arg(formula);
    else if (attn::fixed_weights(cfg.variant))
        formula = fixed_rung_formula(cfg.variant, stage, cfg.causal);
    else if (cfg.position != attn::PositionEncoding::None)  // where a word sits, said on the maps
        formula += QStringLiteral(" · ") + position_label(cfg.position);
    // RoPE turns pairs of numbers: a head of one number has none to turn.
    const int d = doc_->shownLesson().table.axis_count();
    if (!model && cfg.position == attn::PositionEncoding::Rope && cfg.head_width(d) < 2)
        formula += tr(" — each head has one number, so RoPE has no pair to turn");
    return formula;
}

// Panel `p` of shown sentence `k`: its caption, its maps' accessible names and error line, and
// the matrices of `stage`.
void AttentionPane::refreshPanel(Panel& p, size_t k, ViewState::Stage stage) {
    const ViewState::Attention r = view_->attention(view_->shown()[k]);
    QString text = r.text;
    text = elided(text, 60, fontMetrics());
    p.caption->setText(QStringLiteral("<b>%1</b>").arg(quoted_text(text).toHtmlEscaped()));
    p.caption->setToolTip(plain_tooltip(r.text));
    for (size_t h = 0; h < p.views.size();
         ++h) {  // what a screen reader calls each map, and how to read it
        const QString name =
            p.views.size() > 1 ? tr("“%1”, head %2").arg(text).arg(h + 1) : tr("“%1”").arg(text);
        if (p.views[h]->accessibleName() != name) p.views[h]->setAccessibleName(name);
        if (p.views[h]->accessibleDescription() != legend_->text())
            p.views[h]->setAccessibleDescription(legend_->text());
    }
    p.error->setVisible(!r.error.isEmpty());  // with the maps as they were, or instead of them
    p.error->setText(r.error);
    // A head under a what-if says so under its own map too.
    const auto what_if = view_->whatIf().over(view_->source());
    const int layer = view_->showsModel() ? view_->layer() : 0;
    for (size_t h = 0; h < p.headLabels.size(); ++h) {
        QStringList parts;
        if (p.headLabels.size() > 1) parts << tr("head %1").arg(h + 1);
        parts << head_what_if_words(what_if, layer, int(h));
        const QString label = parts.join(QStringLiteral(" · "));
        if (p.headLabels[h]->text() != label) p.headLabels[h]->setText(label);
        // No map (none read, or a head the step did not choose): no caption.
        p.headLabels[h]->setVisible(r.ok() && !label.isEmpty() && drawn(int(h)));
    }
    if (r.ok() && r.trace->tokens != p.tokens) {  // labels are rebuilt only when the words change
        p.tokens = r.trace->tokens;
        p.labels = labels(p.tokens);
    }
    for (size_t h = 0; h < p.models.size(); ++h) {
        p.views[h]->setVisible(r.ok() && drawn(int(h)));
        if (!r.ok() || int(h) >= r.trace->heads) continue;
        const attn::Trace& t = *r.trace;
        MatrixItemModel* m = p.models[h];
        m->setCausal(t.causal &&
                     stage == ScoreStage::Weights);  // as stage_panel: only weights are hatched
        m->setCut(stage == ScoreStage::Weights ? attn::cut_lines(what_if, layer, int(h), t.n())
                                               : std::vector<std::pair<int, int>>{});
        m->setScale(stage == ScoreStage::Weights ? MatrixItemModel::Scale::Weights
                                                 : MatrixItemModel::Scale::Diverging);
        // The numbers the stage's figure draws (stage_matrix), without a copy when the trace
        // holds them.
        if (const attn::Matrix* stored = stored_stage_matrix(t, int(h), stage))
            m->setMatrix(*stored, p.labels, p.labels);
        else
            m->setMatrix(stage_matrix(t, int(h), stage), p.labels, p.labels);
    }
}

FigureSpec AttentionPane::figure(const MatrixItemModel& m, int shown, int head) const {
    const bool tokens = view_->showsRealModel();
    FigureSpec spec = matrix_model_figure(m, tokens ? tr("token looking") : tr("word looking"),
                                          tokens ? tr("token looked at") : tr("word looked at"));
    if (spec.panels.empty() || shown >= int(view_->shown().size())) return spec;
    const ViewState::Attention a = view_->attention(view_->shown()[size_t(shown)]);
    const bool model = view_->showsModel();
    const attn::Variant variant =
        model ? attn::Variant::MultiHead : doc_->shownLesson().attention.variant;
    const auto& tm = doc_->lesson().model;
    // The panel names its layer and head (a real model's exported head named only "head 1").
    QString where;
    if (view_->source() == ViewState::Source::Trained && tm)
        where = tr("trained model (%1 steps), layer %2").arg(tm->steps).arg(view_->layer() + 1);
    else if (model)
        where = tr("layer %1").arg(view_->layer() + 1);
    if (a.trace && a.trace->heads > 1)
        where += (where.isEmpty() ? QString() : QStringLiteral(", ")) + tr("head %1").arg(head + 1);
    spec.panels.front().panel_title = where;
    if (model && view_->source() == ViewState::Source::Real) {  // a real model reads tokens
        spec.panels.front().row_title = tr("token looking");
        spec.panels.front().col_title = tr("token looked at");
    }
    // The figure names what it shows: the sentence and the stage.
    spec.caption = tr("“%1” — %2").arg(a.text, stage_caption(view_->stage(), variant));
    if (m.causal()) spec.caption += tr("; hatched cells above the diagonal are masked");
    spec.what_if = view_->whatIfLabel();
    return spec;
}

QString AttentionPane::figureName(int shown, int head) const {
    static const char* const stages[] = {"scores", "scaled-scores", "masked-scores", "weights"};
    const auto& sentences = doc_->lesson().sentences;
    const int s = shown < int(view_->shown().size()) ? view_->shown()[size_t(shown)] : -1;
    const QString text = s >= 0 && s < int(sentences.size())
                             ? QString::fromStdString(sentences[size_t(s)])
                             : QString();
    QString name = QLatin1String(stages[int(view_->stage())]) + QLatin1Char('-') + file_slug(text);
    if (view_->showsModel()) name += QStringLiteral("-layer-%1").arg(view_->layer() + 1);
    if (head > 0) name += QStringLiteral("-head-%1").arg(head);
    return name;
}

QString AttentionPane::tooltip(int shown, int head, int row, int col) const {
    if (shown >= int(view_->shown().size())) return {};
    const ViewState::Attention r = view_->attention(view_->shown()[size_t(shown)]);
    if (!r.ok()) return {};
    return worked_arithmetic(*r.trace, head, row, col);
}

}  // namespace attn::ui
