#include "modeldock/rollout_view.hpp"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QVBoxLayout>
#include <stdexcept>

#include "attnlab/checkpoints/model_files.hpp"
#include "attnlab/gpt/gpt_lens.hpp"
#include "document/document.hpp"
#include "document/view_state.hpp"
#include "itemmodels/matrix_item_model.hpp"
#include "style/plain_text.hpp"
#include "viewdata/figure_specs.hpp"
#include "viewdata/model_probe_figures.hpp"
#include "whatif/what_if_bar.hpp"
#include "widgets/heatmap_view.hpp"
#include "widgets/lazy_refresh.hpp"

namespace attn::ui {
namespace {

QStringList labels_of(const std::vector<std::string>& tokens) {
    QStringList out;
    for (const auto& t : tokens) out << QString::fromStdString(t);
    return out;
}

}  // namespace

RolloutView::RolloutView(Document* doc, ViewState* view, QWidget* parent)
    : QWidget(parent),
      doc_(doc),
      view_(view),
      intro_(plain_label(this, true)),
      needs_(plain_label(this, true)),
      token_box_(new QComboBox(this)),
      rowTitle_(plain_label(this, true)),
      mapTitle_(plain_label(this, true)),
      rowView_(new HeatmapView(this)),
      mapView_(new HeatmapView(this)),
      rowModel_(new MatrixItemModel(this)),
      mapModel_(new MatrixItemModel(this)) {
    intro_->setText(rollout_assumption());
    show_as_error(needs_);
    token_box_->setObjectName(QStringLiteral("rolloutToken"));
    token_box_->setToolTip(tr("The token whose incoming flow is shown"));
    token_box_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    for (MatrixItemModel* m : {rowModel_, mapModel_}) m->setScale(MatrixItemModel::Scale::Weights);
    rowView_->setObjectName(QStringLiteral("rolloutRow"));
    mapView_->setObjectName(QStringLiteral("rolloutLayers"));
    rowView_->setMatrixModel(rowModel_);
    mapView_->setMatrixModel(mapModel_);
    for (HeatmapView* v : {rowView_, mapView_}) {
        v->setSquareCells(false);
        v->setLabelChars(16);
        v->setColourBarAlways(true);  // the same key on both maps and both views of a pair
    }
    rowTitle_->setText(
        tr("After the last layer: how much of each input token reaches the chosen one"));
    mapTitle_->setText(tr("Layer by layer: a row per layer l, the flow through layers 1…l"));
    install_figure_menu(
        rowView_, [this] { return figure(false); }, true);
    install_figure_menu(
        mapView_, [this] { return figure(true); }, true);
    layOut();
    connect(token_box_, &QComboBox::currentIndexChanged, this, [this] { compute(); });
    // Only while the tab is in view (LazyRefresh).
    auto* lazy = new LazyRefresh(this, [this] { refresh(); });
    connect(doc_, &Document::changed, this, [this, lazy](Document::ChangeEvent e) {
        // The model's view of the shown sentence: a change of another sentence (its pass
        // landing), of another source's numbers, of the steps or of the title draws nothing.
        if (e.touches(view_->modelSource(), -1, view_->shown())) lazy->request();
    });
    connect(view_, &ViewState::sourceChanged, this, [lazy] { lazy->request(); });
    connect(view_, &ViewState::shownChanged, this, [lazy] { lazy->request(); });
    connect(view_, &ViewState::modelSentenceChanged, this, [lazy] { lazy->request(); });
    connect(view_, &ViewState::displayChanged, this, [lazy] { lazy->request(); });  // concealment
    refresh();
}

// Lays the tab out: the assumption, the token chooser, the line of needs, the two titled maps.
void RolloutView::layOut() {
    auto* top = new QHBoxLayout;
    auto* tokenLabel = new QLabel(tr("Into token:"), this);
    tokenLabel->setBuddy(token_box_);  // buddies are the controls' accessible names
    rowTitle_->setBuddy(rowView_);
    mapTitle_->setBuddy(mapView_);
    top->addWidget(tokenLabel);
    top->addWidget(token_box_);
    top->addStretch(1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(intro_);
    // "What if: …" while one is laid over the model: rollout reads weights, not outputs.
    auto* bar = new WhatIfBar(doc_, view_, this, [this] { return view_->modelSource(); });
    bar->setNote(
        tr("Rollout reads the attention weights: a cut line is cut, but a switched-off head's "
           "weights still count in its layer's average."));
    layout->addWidget(bar);
    layout->addLayout(top);
    layout->addWidget(needs_);
    layout->addWidget(rowTitle_);
    layout->addWidget(rowView_, 1);
    layout->addWidget(mapTitle_);
    layout->addWidget(mapView_, 3);
}

// The model of the source box (a lesson holding both models shows the one chosen there).
bool RolloutView::showsReal() const {
    return doc_->lesson().real_model && view_->modelSource() == attn::Source::Real;
}

QString RolloutView::needs() const {
    if (view_->weightsKeptBack())  // the flow is made of the weights a question asks about
        return tr(
            "Hidden until you answer the lesson's question: the flow is made of the "
            "attention weights it asks about.");
    if (sentence() < 0)
        return tr("Add a sentence to see how attention flows through the model on it.");
    const auto& r = doc_->results().at(std::size_t(sentence()));
    if (showsReal()) {
        using State = Document::RealModelState;
        switch (doc_->realModelState()) {
            case State::Loading:
                return tr("Opening the model… %1").arg(doc_->realModelMessage());
            case State::Failed:
                return tr("The model could not be opened: %1").arg(doc_->realModelMessage());
            case State::None:
            case State::Ready:
                break;
        }
        if (r.real) return {};
        return r.realError.isEmpty() ? tr("Reading the sentence…") : r.realError;
    }
    if (!r.layers.empty()) return {};
    if (doc_->lesson().model)
        return r.modelError.isEmpty() ? tr("The trained model cannot read this sentence.")
                                      : r.modelError;
    return tr(
        "Open a model (File ▸ Open Model…, or File ▸ Get a Model… for GPT-2), or train one here, "
        "to see how attention flows through its layers.");
}

QString RolloutView::message() const {
    return needs_->isVisibleTo(this) ? needs_->text() : QString();
}

void RolloutView::refresh() {
    const QString why = needs();
    needs_->setText(why);
    needs_->setVisible(!why.isEmpty());
    const bool ok = why.isEmpty();
    for (QWidget* w : {static_cast<QWidget*>(rowView_), static_cast<QWidget*>(mapView_),
                       static_cast<QWidget*>(rowTitle_), static_cast<QWidget*>(mapTitle_)})
        w->setVisible(ok);
    token_box_->setEnabled(ok);
    QStringList tokens;
    const void* source = nullptr;
    if (ok) {
        const auto& r = doc_->results().at(std::size_t(sentence()));
        real_ = r.real != nullptr && showsReal();
        // Which sentence: the shown one the dock speaks of (ViewState::modelSentence).
        // The sentence the numbers are of: a real model's last whole pass (a newer text may be
        // pending, or too long for it: then that is said too).
        const QString read = real_ ? QString::fromStdString(r.real->sentence) : r.text;
        QString intro = rollout_assumption() + QLatin1Char(' ') +
                        tr("On “%1”.").arg(elided(read, kQuotedChars, fontMetrics()));
        if (real_ && !r.realError.isEmpty()) intro += QLatin1Char(' ') + r.realError;
        intro_->setText(intro);
        tokens = real_ ? r.real->tokens.display : labels_of(r.layers.front().tokens);
        source = real_ ? static_cast<const void*>(r.real.get()) : nullptr;
    }
    if (tokens != tokens_ ||
        token_box_->count() != tokens.size()) {  // new words: the chooser goes to the last
        tokens_ = tokens;
        const QSignalBlocker block(token_box_);
        token_box_->clear();
        for (int i = 0; i < tokens.size(); ++i)
            token_box_->addItem(QStringLiteral("%1 · %2").arg(i).arg(left_to_right(tokens[i])), i);
        token_box_->setCurrentIndex(int(tokens.size()) - 1);
    } else if (ok && real_ && source == source_ && token_ == token_box_->currentIndex()) {
        return;  // the same pass and token: nothing new
    }
    source_ = source;
    compute();
}

void RolloutView::compute() {
    const int token = token_box_->currentIndex();
    rollout_ = {};
    token_ = -1;
    if (token < 0 || !needs().isEmpty()) {
        rowModel_->setMatrix(attn::Matrix(), {}, {});
        mapModel_->setMatrix(attn::Matrix(), {}, {});
        return;
    }
    const auto& r = doc_->results().at(std::size_t(sentence()));
    try {
        if (real_) {
            rollout_ = attn::attention_rollout(r.real->pass, token);
        } else {
            std::vector<attn::Matrix> averaged;
            for (const attn::Trace& t : r.layers) averaged.push_back(attn::head_average(t.weights));
            rollout_ = attn::attention_rollout(averaged, token);
        }
    } catch (const std::invalid_argument& e) {  // said, never thrown into the event loop
        needs_->setText(QString::fromStdString(e.what()));
        needs_->setVisible(true);
        rowModel_->setMatrix(attn::Matrix(), {}, {});
        mapModel_->setMatrix(attn::Matrix(), {}, {});
        return;
    }
    token_ = token;
    // The maps show the figures' own panels: what Export… draws is what is on screen.
    const FigureSpec row = figure(false).spec, map = figure(true).spec;
    rowModel_->setMatrix(row.panels.front().values, row.panels.front().row_labels,
                         row.panels.front().col_labels);
    mapModel_->setMatrix(map.panels.front().values, map.panels.front().row_labels,
                         map.panels.front().col_labels);
}

QString RolloutView::where() const {
    if (real_) {
        const auto m = doc_->realModel();
        return m ? model_probe_where(*m) : tr("the model");
    }
    const auto& tm = doc_->lesson().model;
    return tm ? tr("trained model (%1 steps)").arg(tm->steps) : tr("trained model");
}

ViewFigure RolloutView::figure(bool map) const {
    if (rollout_.size() == 0 || token_ < 0) return {};
    const auto& sentences = doc_->lesson().sentences;
    const int s = sentence();
    const QString text = s >= 0 && s < int(sentences.size())
                             ? QString::fromStdString(sentences[std::size_t(s)])
                             : QString();
    ViewFigure f{rollout_figure(rollout_, tokens_, token_, map, where()),
                 QStringLiteral("rollout-%1-%2-token-%3")
                     .arg(map ? QStringLiteral("layers") : QStringLiteral("row"), file_slug(text))
                     .arg(token_)};
    f.spec.what_if = view_->whatIfLabel(view_->modelSource());
    return f;
}

// The first of a pair (or the only view) speaks of the sentence the dock's box chooses; the
// second speaks of the second shown sentence while both are side by side.
int RolloutView::sentence() const { return view_->modelSentenceOfPair(second_); }

void RolloutView::setSecondOfPair() {
    second_ = true;
    intro_->hide();  // the first view's says it; the pair's caption names the sentence
    refresh();
}

}  // namespace attn::ui
