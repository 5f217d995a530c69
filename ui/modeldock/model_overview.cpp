#include "modeldock/model_overview.hpp"

#include <QAbstractScrollArea>
#include <QComboBox>
#include <QElapsedTimer>
#include <QHBoxLayout>
#include <QLabel>
#include <QLayout>
#include <QMenu>
#include <QPushButton>
#include <QResizeEvent>
#include <QScrollArea>
#include <QSpinBox>
#include <QSplitter>
#include <QTimer>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>
#include <limits>
#include <stdexcept>

#include "document/document.hpp"
#include "document/view_state.hpp"
#include "export/figure_actions.hpp"
#include "export/figure_menu.hpp"
#include "itemmodels/matrix_item_model.hpp"
#include "modeldock/head_tile_grid.hpp"
#include "style/color_map.hpp"
#include "style/heatmap_look.hpp"
#include "style/heatmap_raster.hpp"
#include "style/number_format.hpp"
#include "style/plain_text.hpp"
#include "training/head_grid.hpp"
#include "viewdata/figure_specs.hpp"
#include "viewdata/what_if_marks.hpp"
#include "whatif/what_if_bar.hpp"
#include "whatif/what_if_menu.hpp"
#include "widgets/flow_layout.hpp"
#include "widgets/heatmap_view.hpp"
#include "widgets/lazy_refresh.hpp"

namespace attn::ui {
namespace {

// The large map's least side, px: labels, a colour bar and a plot of a few cells each.
constexpr int kLeastLargeMap = 180;
// Of the split's height the grid takes at most when a model arrives; the large map the rest.
constexpr double kGridShare = 0.4;
// A view this much wider than high puts the large map beside the grid (back below under
// kTallRatio: no flip-flop at the edge); beside, the map takes at most kMapShare of the width,
// and about its height plus its labels and colour bar.
constexpr double kWideRatio = 1.7, kTallRatio = 1.4, kMapShare = 0.5, kMapAspect = 1.3;

constexpr attn::HeadPattern kPatterns[] = {attn::HeadPattern::PreviousToken,
                                           attn::HeadPattern::FirstToken, attn::HeadPattern::Self,
                                           attn::HeadPattern::Uniform, attn::HeadPattern::None};

QString pattern_text(attn::HeadPattern p) {
    const std::string_view n = attn::head_pattern_name(p);
    return QString::fromUtf8(n.data(), qsizetype(n.size()));
}

// A tile's title in a small tile: "3·5 prev".
QString short_pattern_text(attn::HeadPattern p) {
    switch (p) {
        case attn::HeadPattern::PreviousToken:
            return ModelOverview::tr("prev");
        case attn::HeadPattern::FirstToken:
            return ModelOverview::tr("first");
        case attn::HeadPattern::Self:
            return ModelOverview::tr("self");
        case attn::HeadPattern::Uniform:
            return ModelOverview::tr("unif");
        case attn::HeadPattern::None:
            break;
    }
    return {};
}

}  // namespace

ModelOverview::ModelOverview(Document* doc, ViewState* view, QWidget* parent)
    : QWidget(parent),
      doc_(doc),
      view_(view),
      message_(new QLabel(this)),
      filters_(new QWidget(this)),
      split_(new QSplitter(Qt::Vertical, this)),
      scroll_(new QScrollArea),
      grid_(new HeadTileGrid),
      bigTitle_(new QLabel),
      big_(new HeatmapView),
      bigModel_(new MatrixItemModel(this)) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    message_->setWordWrap(true);
    message_->setTextFormat(Qt::PlainText);
    layout->addWidget(message_);
    // "What if: …" while one is laid over the model the grid shows (the tiles mark their heads).
    layout->addWidget(new WhatIfBar(doc_, view_, this, [this] { return view_->modelSource(); }));
    // The filters wrap onto a second line in a narrow dock (German at 1366 px) rather than
    // push the dock into a sideways scroll.
    auto* row = new FlowLayout(filters_);
    row->setContentsMargins(0, 0, 0, 0);
    buildFilters(row);
    layout->addWidget(filters_);
    buildSplit();
    layout->addWidget(split_, 1);

    connect(grid_, &HeadTileGrid::headClicked, this, &ModelOverview::selectHead);
    installMenus();
    connectRefresh();
    refresh();
}

// Fills the splitter: the scrolled grid above, the large map with its title below.
void ModelOverview::buildSplit() {
    scroll_->setWidget(grid_);
    scroll_->setWidgetResizable(true);
    scroll_->setFrameShape(QFrame::NoFrame);
    scroll_->setFocusPolicy(Qt::NoFocus);  // one Tab stop: the grid, which shows its focus
    auto* below = new QWidget;
    auto* belowLayout = new QVBoxLayout(below);
    belowLayout->setContentsMargins(0, 0, 0, 0);
    bigTitle_->setWordWrap(true);
    bigTitle_->setTextFormat(Qt::RichText);
    bigTitle_->installEventFilter(this);  // its least height follows its width
    belowLayout->addWidget(bigTitle_);
    bigModel_->setScale(MatrixItemModel::Scale::Weights);
    bigModel_->setCausal(true);
    big_->setMatrixModel(bigModel_);
    // The large map is never smaller than a readable map: a low dock scrolls instead (at
    // 1024 px it was squeezed to a 20-px plot under a grid of larger tiles).
    big_->setMinimumSize(kLeastLargeMap, kLeastLargeMap);
    belowLayout->addWidget(big_, 1);
    split_->addWidget(scroll_);
    split_->addWidget(below);
    split_->setStretchFactor(0, 3);
    split_->setStretchFactor(1, 2);
    connect(split_, &QSplitter::splitterMoved, this, [this] { splitByUser_ = true; });
}

// Gives the grid and the large map their menus: export, and a tile's what-ifs.
void ModelOverview::installMenus() {
    install_figure_menu(
        grid_,
        [this] {
            return ViewFigure{figure(), figureName()};
        },
        false);
    // A tile's what-ifs: switch that head off, mean-ablate it, keep only it.
    add_view_actions(grid_, [this](QMenu* menu, QPoint at) { addTileWhatIfs(menu, at); });
    install_figure_menu(
        big_,
        [this] {
            return ViewFigure{largeFigure(), QStringLiteral("layer-%1-head-%2-%3")
                                                 .arg(layer_ + 1)
                                                 .arg(head_ + 1)
                                                 .arg(figureName())};
        },
        true);
}

// Adds to `menu` the tile's what-ifs (at `at`, else the chosen one): off, mean, keep only it.
void ModelOverview::addTileWhatIfs(QMenu* menu, QPoint at) {
    auto [layer, head] = grid_->headAt(at);
    if (layer < 0) {  // the menu key: the chosen tile
        layer = grid_->selectedLayer();
        head = grid_->selectedHead();
    }
    if (layer < 0 || sentence() < 0) return;
    const int s = sentence();
    const attn::Trace* t = nullptr;
    const auto& results = doc_->results();
    if (view_->modelSource() == attn::Source::Trained) {
        if (s < int(results.size()) && layer < int(results[size_t(s)].layers.size()))
            t = &results[size_t(s)].layers[size_t(layer)];
    } else {
        t = doc_->realModelTrace(s, layer);
    }
    add_what_if_actions(
        menu, this, doc_, view_, t,
        MapHead{view_->modelSource(), view_->layersOf(view_->modelSource()), layer, head}, -1, -1);
}

// Connects the document's and the view's changes to a refresh while the tab is in view.
void ModelOverview::connectRefresh() {
    // Only while the tab is in view (LazyRefresh): 144 heads are not redrawn behind another tab.
    auto* lazy = new LazyRefresh(this, [this] { refresh(); });
    connect(doc_, &Document::changed, this, [this, lazy](Document::ChangeEvent e) {
        // The model's view of the shown sentence: a change of another sentence (its pass
        // landing), of another source's numbers, of the steps or of the title draws nothing.
        if (e.touches(view_->modelSource(), -1, view_->shown())) {
            // Another what-if: the tiles are redrawn with their marks, whatever the pass.
            if (e.is(Document::Change::WhatIf)) shownSource_ = nullptr;
            lazy->request();
        }
    });
    connect(view_, &ViewState::shownChanged, this, [lazy] { lazy->request(); });
    connect(view_, &ViewState::modelSentenceChanged, this, [lazy] { lazy->request(); });
    connect(view_, &ViewState::displayChanged, this, [lazy] { lazy->request(); });
    connect(view_, &ViewState::sourceChanged, this, &ModelOverview::syncToView);
    // Which of a lesson's two models it shows follows the source box.
    connect(view_, &ViewState::sourceChanged, this, [lazy] { lazy->request(); });
}

void ModelOverview::buildFilters(QLayout* row) {
    firstLayer_ = new QSpinBox(filters_);
    lastLayer_ = new QSpinBox(filters_);
    headBox_ = new QComboBox(filters_);
    patternBox_ = new QComboBox(filters_);
    export_ = new QPushButton(tr("Export…"), filters_);
    firstLayer_->setToolTip(tr("The first layer shown"));
    lastLayer_->setToolTip(tr("The last layer shown"));
    patternBox_->addItem(tr("All patterns"));
    for (attn::HeadPattern p : kPatterns) patternBox_->addItem(pattern_text(p), int(p));
    patternBox_->setToolTip(
        tr("Show only the heads whose clear pattern is this one (none: no clear pattern)"));
    // The row wraps in a narrow dock (FlowLayout): the boxes keep their whole text.
    for (QComboBox* box : {headBox_, patternBox_})
        box->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    export_->setToolTip(tr("Write the heads shown as a figure (PNG, SVG or PDF)"));
    row->addWidget(new QLabel(tr("Layers"), filters_));
    row->addWidget(firstLayer_);
    row->addWidget(new QLabel(tr("to"), filters_));
    row->addWidget(lastLayer_);
    row->addWidget(headBox_);
    row->addWidget(patternBox_);
    row->addWidget(export_);
    connect(firstLayer_, &QSpinBox::valueChanged, this, [this](int v) {
        if (lastLayer_->value() < v) lastLayer_->setValue(v);
        applyFilter();
    });
    connect(lastLayer_, &QSpinBox::valueChanged, this, [this](int v) {
        if (firstLayer_->value() > v) firstLayer_->setValue(v);
        applyFilter();
    });
    connect(headBox_, &QComboBox::currentIndexChanged, this, &ModelOverview::applyFilter);
    connect(patternBox_, &QComboBox::currentIndexChanged, this, &ModelOverview::applyFilter);
    connect(export_, &QPushButton::clicked, this,
            [this] { export_figure_interactively(this, figure(), figureName()); });
}

QString ModelOverview::message() const {
    return message_->isHidden() ? QString() : message_->text();
}

HeadFilter ModelOverview::filter() const {
    HeadFilter f;
    f.first_layer = firstLayer_->value() - 1;
    f.last_layer = lastLayer_->value() - 1;
    f.head = headBox_->currentIndex() - 1;
    f.any_pattern = patternBox_->currentIndex() <= 0;
    if (!f.any_pattern) f.pattern = attn::HeadPattern(patternBox_->currentData().toInt());
    return f;
}

void ModelOverview::showMessage(const QString& text) {
    message_->setText(text);
    message_->setVisible(!text.isEmpty());
}

void ModelOverview::refresh() {
    const auto& results = doc_->results();
    const int s = sentence();
    concealed_ = view_->heatmapCellsHidden();
    const attn::Lesson& lesson = doc_->lesson();
    QString why;
    ModelHeads next;
    const void* source = nullptr;
    bool same = false;
    if (!lesson.model && !lesson.real_model) {
        why =
            tr("This lesson has no model. Train one in the Training dock, get GPT-2 (File ▸ Get a "
               "Model…), open a GPT-2 or nanoGPT model you have (File ▸ Open Model…), or open a "
               "lesson that points at one; every head of every layer then shows here.");
    } else if (s < 0 || s >= int(results.size())) {
        why = tr("Add a sentence to see what every head of the model does with it.");
    } else if (lesson.model &&
               (!lesson.real_model || view_->modelSource() == attn::Source::Trained)) {
        // A lesson holding both models: the one the source box shows (the trained one while
        // the hand-wired attention is shown).
        why = readTraces(s, next);
    } else {
        why = readPass(s, next, source, same);
    }
    if (concealed_ && why.isEmpty())
        why =
            tr("The maps are hidden until you answer the lesson's question: they would show where "
               "each head looks.");
    showMessage(why);
    const bool show = why.isEmpty();
    filters_->setVisible(show);
    split_->setVisible(show);
    if (concealed_ || !why.isEmpty()) {
        // Concealed: drop the images too, so nothing of them can be read (grid, tooltips, export).
        heads_ = ModelHeads();
        shownSource_ = nullptr;
        grid_->clear();
        bigModel_->setMatrix(attn::Matrix(), {}, {});
        bigTitle_->clear();
        return;
    }
    shownSentence_ = s;
    if (same) return;
    shownSource_ = source;
    rebuild(std::move(next));
}

// The trained model's heads on sentence `sentence` into `next`; "" or why they cannot be read.
QString ModelOverview::readTraces(int sentence, ModelHeads& next) {
    const Document::SentenceResult& r = doc_->results()[std::size_t(sentence)];
    if (r.layers.empty())
        return r.modelError.isEmpty() ? tr("The trained model cannot read this sentence.")
                                      : r.modelError;
    try {
        next = ModelHeads::of_traces(r.layers);  // small: rebuilt on every change
    } catch (const std::invalid_argument& e) {
        return tr("The trained model's maps cannot be read: %1")
            .arg(QString::fromStdString(e.what()));
    }
    return {};
}

// The real model's heads into `next` unless `same` (pass `source` shown); "" or why not.
QString ModelOverview::readPass(int sentence, ModelHeads& next, const void*& source, bool& same) {
    using State = Document::RealModelState;
    const Document::SentenceResult& r = doc_->results()[std::size_t(sentence)];
    if (doc_->realModelState() == State::Loading) return doc_->realModelMessage();
    if (doc_->realModelState() == State::Failed)
        return tr("The lesson's model cannot be opened: %1").arg(doc_->realModelMessage());
    if (!r.realError.isEmpty()) return r.realError;
    if (!r.real) return tr("The model is reading this sentence …");
    source = r.real.get();
    same = source == shownSource_ && sentence == shownSentence_ && !heads_.empty();
    if (same) return {};
    try {
        next = ModelHeads::of_pass(std::shared_ptr<const attn::GptPass>(r.real, &r.real->pass),
                                   r.real->tokens.display);
    } catch (const std::invalid_argument& e) {
        return tr("The model's maps cannot be read: %1").arg(QString::fromStdString(e.what()));
    }
    return {};
}

void ModelOverview::rebuild(ModelHeads heads) {
    QElapsedTimer t;
    t.start();
    const bool reshaped = heads.layers() != heads_.layers() || heads.heads() != heads_.heads();
    heads_ = std::move(heads);
    const double top = weights_scale_top(heads_.maxWeight());
    const ColorLut lut(0.0, top, false, [top](double v) { return sequential_color(v / top); });
    const QRgb masked = heatmap_look().masked.rgb();
    std::vector<QImage> images;
    QStringList titles, shortTitles, tips;
    for (int l = 0; l < heads_.layers(); ++l)
        for (int j = 0; j < heads_.heads(); ++j) {
            images.push_back(heads_.thumbnail(l, j, kThumbPixels, lut, masked));
            const QString name = heads_.patternName(l, j);
            // A head the what-if switches off (or mean-ablates) says so on its tile.
            const attn::HeadFate::Kind fate =
                attn::head_fate(doc_->shownLesson().what_if.over(view_->modelSource()), l, j).kind;
            const bool off =
                fate == attn::HeadFate::Kind::Zero || fate == attn::HeadFate::Kind::Mean;
            const QString at =
                ModelHeads::shortTitle(l, j) + (off ? QStringLiteral(" ✕") : QString());
            // The Head roles test's name for it, when that test has run on this model.
            const bool tested =
                roles_ && roles_->layers == heads_.layers() && roles_->heads == heads_.heads();
            const QString role = tested ? head_role_name(roles_->at(l, j)) : QString();
            const QString named = role.isEmpty() ? QString() : QStringLiteral(" · ") + role;
            titles << (name.isEmpty() ? at : at + QLatin1Char(' ') + name) + named;
            shortTitles << (name.isEmpty() ? at
                                           : at + QLatin1Char(' ') +
                                                 short_pattern_text(heads_.pattern(l, j).pattern)) +
                               named;
            tips << tileTip(l, j, tested);
        }
    titles_ = titles;
    grid_->setHeads(heads_.layers(), heads_.heads(), std::move(images), std::move(titles),
                    std::move(shortTitles), std::move(tips));
    if (reshaped) reshape();
    fitSplit();
    applyFilter();
    showHead();
    refreshMs_ = double(t.nsecsElapsed()) / 1e6;
}

// Tile (l, j)'s tooltip: its pattern, and the Head roles test's scores when `tested`.
QString ModelOverview::tileTip(int l, int j, bool tested) const {
    QString tip = tr("<b>Layer %1, head %2</b><br>%3")
                      .arg(l + 1)
                      .arg(j + 1)
                      .arg(heads_.patternDetail(l, j).toHtmlEscaped());
    if (tested) {
        const attn::HeadRoleScores& r = roles_->at(l, j);
        tip += tr("<br>Head roles test: previous-token %1, induction %2, duplicate %3, "
                  "first-token %4")
                   .arg(number_text(r.previous_token, 2), number_text(r.induction, 2),
                        number_text(r.duplicate, 2), number_text(r.first_token, 2));
    }
    return tip + tr("<br>click to read it large");
}

// A new shape of model: the filters' ranges and choices reset, the selection clamped into it.
void ModelOverview::reshape() {
    const QSignalBlocker b1(firstLayer_), b2(lastLayer_), b3(headBox_);
    firstLayer_->setRange(1, heads_.layers());
    lastLayer_->setRange(1, heads_.layers());
    firstLayer_->setValue(1);
    lastLayer_->setValue(heads_.layers());
    headBox_->clear();
    headBox_->addItem(tr("All heads"));
    for (int j = 0; j < heads_.heads(); ++j) headBox_->addItem(tr("head %1").arg(j + 1));
    layer_ = std::clamp(view_->layer(), 0, heads_.layers() - 1);
    head_ = std::clamp(head_, 0, heads_.heads() - 1);
    splitByUser_ = false;
}

void ModelOverview::fitSplit() {
    if (heads_.empty() || !split_->isVisible() || split_->height() <= 0) return;
    // One whole row of tiles at least, either way (a low dock scrolls rather than cut it).
    const int whole = grid_->heightForWidth(scroll_->viewport()->width());
    const int rows = std::max(1, grid_->layers());
    const double row = double(whole) / rows;
    const int oneRow = std::min(whole, int(std::ceil(row)));
    if (scroll_->minimumHeight() != oneRow) scroll_->setMinimumHeight(oneRow);
    if (splitByUser_) return;
    // Beside: the large map about as wide as the split is high, at most kMapShare of it.
    if (split_->orientation() == Qt::Horizontal) {
        const int total = split_->width();
        const int map = std::min(int(total * kMapShare), int(split_->height() * kMapAspect));
        split_->setSizes({total - map, map});
    } else {
        // The grid whole when it fits its share, else the whole rows of tiles (a row per
        // layer) that fit it, at least one: never a row cut to a sliver.
        const int total = split_->height();
        const int fit = std::clamp(int(total * kGridShare / std::max(1.0, row)), 1, rows);
        const int gridHeight = std::min(whole, int(std::ceil(fit * row)));
        split_->setSizes({gridHeight, total - gridHeight});
    }
}

Qt::Orientation ModelOverview::splitOrientation() const { return split_->orientation(); }

void ModelOverview::orientSplit() {
    // The height the view is given, not the one its least size makes it take in a dock that
    // scrolls (that would keep whichever way it stood: below is taller than beside).
    int room = split_->height();
    for (QWidget* p = parentWidget(); p; p = p->parentWidget())
        if (auto* area = qobject_cast<QAbstractScrollArea*>(p)) {
            room = std::min(room, area->viewport()->height());
            break;
        }
    const double ratio = double(split_->width()) / std::max(1, room);
    // Beside the grid, the map's column must hold its description and a readable map too (at
    // 1366 px the description took seven lines and the map was cut at the bottom).
    // Beside, the description stands above both, the whole width (two lines to spare: another
    // head's description may be longer); the map's column must hold a readable map below it
    // (at 1366 px the description took seven lines of the map's column and cut the map).
    const int spare = 2 * bigTitle_->fontMetrics().lineSpacing();
    const bool holds = room >= titleHeight(split_->width()) + spare + kLeastLargeMap;
    const Qt::Orientation now = split_->orientation();
    Qt::Orientation want = now == Qt::Vertical ? (ratio >= kWideRatio ? Qt::Horizontal : now)
                                               : (ratio <= kTallRatio ? Qt::Vertical : now);
    if (!holds) want = Qt::Vertical;
    if (want == now) return;
    split_->setOrientation(want);
    placeTitle();
    split_->updateGeometry();  // its least height changed: the dock that holds it refits
    splitByUser_ = false;      // the user's divider was for the other way
}

void ModelOverview::placeTitle() {
    // Below the grid: the description heads the large map. Beside it: the description spans
    // both, above the split.
    auto* top = static_cast<QVBoxLayout*>(layout());
    auto* below = static_cast<QVBoxLayout*>(big_->parentWidget()->layout());
    const bool beside = split_->orientation() == Qt::Horizontal;
    if (beside == (top->indexOf(bigTitle_) >= 0)) return;
    if (beside) {
        below->removeWidget(bigTitle_);
        top->insertWidget(top->indexOf(split_), bigTitle_);
    } else {
        top->removeWidget(bigTitle_);
        below->insertWidget(0, bigTitle_);
    }
    bigTitle_->show();
}

void ModelOverview::resizeEvent(QResizeEvent* e) {
    QWidget::resizeEvent(e);
    orientSplit();
    alignTitles();
    fitSplit();
}

void ModelOverview::hideEvent(QHideEvent* e) {
    QWidget::hideEvent(e);
    // Unpaired, each description takes its own height again (before the dock refits).
    for (ModelOverview* v : {this, partner_})
        if (v && v->bigTitle_->minimumHeight() != 0) v->bigTitle_->setMinimumHeight(0);
}

void ModelOverview::alignWith(ModelOverview* partner) {
    partner_ = partner;
    connect(split_, &QSplitter::splitterMoved, this, [this] {
        if (partner_ && partner_->isVisible() && partner_->split_->sizes() != split_->sizes() &&
            partner_->split_->orientation() == split_->orientation()) {
            partner_->split_->setSizes(split_->sizes());
            partner_->splitByUser_ = true;
        }
    });
}

int ModelOverview::titleHeight(int width) const {
    // At its width now; each new width of the label aligns again (eventFilter), so a width it
    // had before the layout gave it its own (a sliver) does not hold the view tall. A label's
    // height for a width is never under its least height: that is set aside while measuring
    // (else the least height set at a sliver's width held for good).
    const int least = bigTitle_->minimumHeight();
    if (least > 0) bigTitle_->setMinimumHeight(0);
    const int h = bigTitle_->heightForWidth(std::max(1, width < 0 ? bigTitle_->width() : width));
    if (least > 0) bigTitle_->setMinimumHeight(least);
    return h;
}

bool ModelOverview::eventFilter(QObject* watched, QEvent* e) {
    if (watched == bigTitle_ && e->type() == QEvent::Resize) {
        const auto* r = static_cast<QResizeEvent*>(e);
        if (r->size().width() != r->oldSize().width()) alignTitles();
    }
    return QWidget::eventFilter(watched, e);
}

void ModelOverview::alignTitles() {
    // The description's least height is the height its text takes at its width (a splitter
    // asks its children for their least sizes only, and a label's is one line: the large map
    // below was pushed out of the dock's bottom); beside its pair's, the taller one's.
    const int own = titleHeight();
    const bool paired = partner_ && partner_->isVisible() && isVisible();
    int least = std::max(0, own);
    if (paired && partner_->split_->orientation() == split_->orientation())
        least = std::max(own, partner_->titleHeight());
    if (bigTitle_->minimumHeight() != least) bigTitle_->setMinimumHeight(least);
    if (paired && partner_->bigTitle_->minimumHeight() != least)
        partner_->bigTitle_->setMinimumHeight(least);
}

void ModelOverview::showEvent(QShowEvent* e) {
    QWidget::showEvent(e);
    QTimer::singleShot(
        0, this, &ModelOverview::fitSplit);  // once the layout has given the splitter its height
}

void ModelOverview::applyFilter() {
    if (heads_.empty()) return;
    const HeadFilter f = filter();
    std::vector<int> layers, heads;
    for (int l = f.first_layer; l <= std::min(f.last_layer, heads_.layers() - 1); ++l)
        layers.push_back(l);
    for (int j = 0; j < heads_.heads(); ++j)
        if (f.head < 0 || f.head == j) heads.push_back(j);
    std::vector<bool> drawn(std::size_t(heads_.layers()) * std::size_t(heads_.heads()), false);
    bool any = false;
    for (int l = 0; l < heads_.layers(); ++l)
        for (int j = 0; j < heads_.heads(); ++j) {
            const bool shown = f.shows(l, j, heads_.pattern(l, j).pattern);
            drawn[std::size_t(l * heads_.heads() + j)] = shown;
            any = any || shown;
        }
    grid_->setShown(std::move(layers), std::move(heads), std::move(drawn));
    export_->setEnabled(any);  // (not figure(): that copies every shown head's full map)
    // The large map shows a head the filters keep: the first one drawn when the chosen head is
    // filtered out, none (with its description) when no head is left.
    split_->widget(1)->setVisible(any);
    if (any && !grid_->isDrawn(layer_, head_)) {
        bool found = false;
        for (int l = 0; l < heads_.layers() && !found; ++l)
            for (int j = 0; j < heads_.heads() && !found; ++j)
                if (grid_->isDrawn(l, j)) {
                    layer_ = l;
                    head_ = j;
                    found = true;
                }
        showHead();
    }
    showMessage(any ? QString()
                    : tr("No head matches these filters: widen the layers, or choose all heads or "
                         "all patterns."));
}

void ModelOverview::selectHead(int layer, int head) {
    if (heads_.empty() || layer < 0 || layer >= heads_.layers() || head < 0 ||
        head >= heads_.heads())
        return;
    layer_ = layer;
    head_ = head;
    showHead();
    if (view_->source() != view_->modelSource()) view_->setSource(view_->modelSource());
    view_->setLayer(layer);
}

void ModelOverview::showHead() {
    if (heads_.empty()) return;
    grid_->setSelected(layer_, head_);
    bigModel_->setMatrix(heads_.matrix(layer_, head_), heads_.tokens(), heads_.tokens());
    big_->setConcealed(view_->heatmapNumbersHidden(), false);
    bigTitle_->setText(tr("<b>Layer %1 · head %2</b> — %3")
                           .arg(layer_ + 1)
                           .arg(head_ + 1)
                           .arg(heads_.patternDetail(layer_, head_).toHtmlEscaped()));
    alignTitles();
}

void ModelOverview::syncToView() {
    if (heads_.empty() || !view_->showsModel() || view_->layer() == layer_) return;
    if (view_->layer() < 0 || view_->layer() >= heads_.layers()) return;
    layer_ = view_->layer();
    showHead();
}

// Under a what-if, as the tiles say it: each head's fate after its title, and the window's label
// (the one the bar shows).
void ModelOverview::markWhatIf(FigureSpec& spec,
                               const std::vector<std::pair<int, int>>& panelHeads) const {
    const attn::Source source = view_->modelSource();
    mark_what_if(spec, doc_->shownLesson().what_if.over(source), source, panelHeads,
                 int(heads_.tokens().size()));
    if (!spec.what_if.isEmpty()) spec.what_if = view_->whatIfLabel(source);
}

FigureSpec ModelOverview::figure() const {
    FigureSpec spec = heads_.figure(filter());
    markWhatIf(spec, heads_.shownHeads(filter()));
    // The figure names its sentence (the tab's two views of a pair read two).
    const auto& results = doc_->results();
    const int s = sentence();
    if (!spec.panels.empty() && s >= 0 && s < int(results.size()))
        spec.caption =
            quoted_text(results[std::size_t(s)].text) + QStringLiteral(" — ") + spec.caption;
    return spec;
}

FigureSpec ModelOverview::largeFigure() const {
    FigureSpec spec = matrix_model_figure(
        *bigModel_, heads_.isRealModel() ? tr("token looking") : tr("word looking"),
        heads_.isRealModel() ? tr("token looked at") : tr("word looked at"));
    if (spec.panels.empty() || layer_ < 0 || head_ < 0) return spec;
    // Titled as the grid's panel, its sentence in the caption, as the grid's figure has it.
    spec.panels.front().panel_title = heads_.figureTitle(layer_, head_);
    markWhatIf(spec, {{layer_, head_}});
    const auto& results = doc_->results();
    const int s = sentence();
    if (s >= 0 && s < int(results.size()))
        spec.caption =
            tr("%1 — %2; hatched cells above the diagonal are masked (causal).")
                .arg(quoted_text(results[std::size_t(s)].text), heads_.figureTitle(layer_, head_));
    return spec;
}

QString ModelOverview::figureName() const {
    const auto& results = doc_->results();
    const int s = sentence();
    const QString text =
        s >= 0 && s < int(results.size()) ? results[std::size_t(s)].text : QString();
    return QStringLiteral("all-heads-") + file_slug(text);
}

void ModelOverview::setHeadRoles(const attn::HeadRoles* roles) {
    if (roles)
        roles_ = *roles;
    else
        roles_.reset();
    if (heads_.layers() > 0) rebuild(ModelHeads(heads_));
}

QString ModelOverview::tileTitle(int layer, int head) const {
    const int k = layer * heads_.heads() + head;
    return k >= 0 && k < titles_.size() ? titles_[k] : QString();
}

// The first of a pair (or the only view) speaks of the sentence the dock's box chooses; the
// second speaks of the second shown sentence while both are side by side.
int ModelOverview::sentence() const { return view_->modelSentenceOfPair(second_); }

void ModelOverview::setSecondOfPair() {
    second_ = true;
    refresh();
}

}  // namespace attn::ui
