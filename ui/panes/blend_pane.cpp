#include "panes/blend_pane.hpp"

#include <QHBoxLayout>
#include <QLabel>
#include <QResizeEvent>
#include <QScrollArea>
#include <QSpinBox>
#include <QTimer>
#include <QVBoxLayout>

#include "attnlab/scene/scene.hpp"
#include "document/document.hpp"
#include "document/view_state.hpp"
#include "export/figure_menu.hpp"
#include "itemmodels/matrix_item_model.hpp"
#include "panes/joined_heads_view.hpp"
#include "style/plain_text.hpp"
#include "viewdata/blend_table.hpp"
#include "viewdata/figure_specs.hpp"
#include "viewdata/projection_figure.hpp"
#include "whatif/what_if_bar.hpp"
#include "widgets/heatmap_view.hpp"
#include "widgets/lazy_refresh.hpp"

namespace attn::ui {

BlendPane::BlendPane(Document* doc, ViewState* view, QWidget* parent)
    : QWidget(parent), doc_(doc), view_(view) {
    auto* top = new QHBoxLayout;
    hint_ = new QLabel(this);
    hint_->setWordWrap(true);
    top->addWidget(hint_, 1);
    auto* headLabel = new QLabel(tr("Head:"), this);
    top->addWidget(headLabel);
    head_ = new QSpinBox(this);
    headLabel->setBuddy(head_);  // the spin box's accessible name
    head_->setRange(1, 1);
    top->addWidget(head_);
    auto* scroll = new QScrollArea(this);
    scroll_ = scroll;
    scroll->setAccessibleName(tr("Blend tables"));
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto* host = new QWidget(scroll);
    row_ = new QHBoxLayout(host);
    row_->setContentsMargins(2, 2, 2, 2);
    scroll->setWidget(host);
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(4, 4, 4, 4);
    outer->addLayout(top);
    outer->addWidget(new WhatIfBar(doc_, view_, this));  // "What if: …" while one is laid over it
    outer->addWidget(scroll, 1);
    connect(head_, &QSpinBox::valueChanged, this, [this] { refresh(); });
    // A change redraws the table only while the pane is in view (else once it comes into view).
    lazy_ = new LazyRefresh(this, [this] {
        ++refreshes_;
        if (models_.size() != view_->shown().size())
            rebuild();
        else
            refresh();
    });
    connect(doc_, &Document::changed, this, [this](Document::ChangeEvent e) {
        if (e.touches(view_->source(), view_->layer(), view_->shown())) lazy_->request();
    });
    connect(view_, &ViewState::shownChanged, this, [this] { rebuild(); });
    connect(view_, &ViewState::sourceChanged, this, [this] { refresh(); });
    connect(view_, &ViewState::highlightedWordChanged, this, [this] { refresh(); });
    // A predict step hides the table (attn::blend_shown), and so does a stage before the weights.
    connect(view_, &ViewState::displayChanged, this, [this] { refresh(); });
    connect(view_, &ViewState::stageChanged, this, [this] { refresh(); });
    rebuild();
}

// The table, numbers and shading alike, waits for the weights and for a pending question
// (its rows are the weights, its last row the output).
bool BlendPane::concealed() const { return !attn::blend_shown(view_->scene()); }

void BlendPane::flush() const { lazy_->flush(); }

MatrixItemModel* BlendPane::model(int shown) const {
    lazy_->flush();  // out of sight, it may be out of date: brought up to date to be read
    return shown >= 0 && shown < int(models_.size()) ? models_[size_t(shown)] : nullptr;
}

ViewFigure BlendPane::figure(int shown) const {
    lazy_->flush();
    const attn::Lesson& l = doc_->shownLesson();
    const int s = shown < int(view_->shown().size()) ? view_->shown()[size_t(shown)] : -1;
    if (s < 0 || s >= int(l.sentences.size())) return {FigureSpec{}, QStringLiteral("blend")};
    ViewRequest r;  // the seed's slow-motion table, as the exported blend figure draws it
    r.view = FigureView::Blend;
    r.sentences = QStringList{QString::fromStdString(l.sentences[size_t(s)])};
    r.word = view_->highlightedWord();
    const ViewState::Attention a =
        view_->attention(s);  // what the pane shows: hand-wired or the model's layer
    if (!a.ok()) return {FigureSpec{}, QStringLiteral("blend")};
    r.head = std::min(head_->value(), a.trace->heads);
    try {
        return {
            build_figure_spec(l, r, std::nullopt, {a.trace}),
            QStringLiteral("blend-%1-%2").arg(file_slug(r.word), file_slug(r.sentences.front()))};
    } catch (const std::invalid_argument&) {  // the word is not in this sentence: nothing to draw
        return {FigureSpec{}, QStringLiteral("blend")};
    }
}

void BlendPane::rebuild() {
    while (QLayoutItem* item = row_->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    captions_.clear(), models_.clear(), views_.clear(), joined_.clear();
    for (size_t k = 0; k < view_->shown().size(); ++k) {
        auto* box = new QWidget;
        auto* v = new QVBoxLayout(box);
        v->setContentsMargins(0, 0, 12, 0);
        auto* caption = new QLabel(box);
        caption->setTextFormat(Qt::RichText);
        caption->setWordWrap(true);
        auto* model = new MatrixItemModel(box);
        model->setScale(MatrixItemModel::Scale::Diverging);
        auto* view = new HeatmapView(box);
        view->setLabelChars(22);           // "before (value row)", "= without the what-if" whole
        view->setSquareCells(false);       // a words × axes table: cells as wide as their numbers
        view->setShrinkToOverview(false);  // every term checks on paper: 3 decimals, whole headers
        view->setMatrixModel(model);
        view->setConcealed(concealed(), concealed());
        connect(view, &HeatmapView::wordClicked, this, [this](const QString& w) {
            // Ingredient rows read "× river": follow that word.
            if (w.startsWith(QStringLiteral("× "))) view_->setHighlightedWord(w.mid(2));
        });
        install_figure_menu(
            view, [this, k] { return figure(int(k)); }, true);
        auto* joined = new JoinedHeadsView(box);
        joined->setVisible(false);
        v->addWidget(caption);
        v->addWidget(view, 0, Qt::AlignLeft | Qt::AlignTop);
        v->addWidget(joined, 0, Qt::AlignLeft | Qt::AlignTop);
        v->addStretch(1);
        row_->addWidget(box, 0, Qt::AlignTop);
        captions_.push_back(caption), models_.push_back(model), views_.push_back(view),
            joined_.push_back(joined);
    }
    row_->addStretch(1);
    refresh();
    QTimer::singleShot(0, this, &BlendPane::fitTables);  // once the tables have their size
}

bool BlendPane::stacked() const { return row_->direction() == QBoxLayout::TopToBottom; }

void BlendPane::resizeEvent(QResizeEvent* e) {
    QWidget::resizeEvent(e);
    QTimer::singleShot(0, this, &BlendPane::fitTables);
}

void BlendPane::fitTables() {
    int needed = 0;
    for (int i = 0; i < row_->count(); ++i)
        if (QWidget* box = row_->itemAt(i)->widget()) needed += box->minimumSizeHint().width();
    const bool stack = row_->count() > 2 && needed > scroll_->viewport()->width();
    const auto direction = stack ? QBoxLayout::TopToBottom : QBoxLayout::LeftToRight;
    if (row_->direction() != direction) row_->setDirection(direction);
}

void BlendPane::refresh() {
    if (models_.size() != view_->shown().size())
        return rebuild();  // one table per shown sentence, always
    const attn::Lesson& l = doc_->shownLesson();
    const int heads = std::max(1, view_->heads());
    if (head_->maximum() != heads) head_->setRange(1, heads);
    head_->setEnabled(heads > 1);
    const bool model = view_->showsModel();
    QStringList axes;  // column names of the rows blended; a model's rows have no named axes
    if (!model)
        for (const auto& a : l.table.axes()) axes << QString::fromStdString(a);
    const QString word = view_->highlightedWord();
    hint_->setText(
        word.isEmpty()
            ? tr("Click a word in any view to watch its blend.")
            : tr("How <b>%1</b>’s new vector is blended: each row is an ingredient’s weight × its "
                 "row (the weight as shown, so every term checks on paper); the column sums are "
                 "the exact output, so a column "
                 "can differ from its terms in the last digit.")
                  .arg(word.toHtmlEscaped()));
    for (size_t k = 0; k < models_.size(); ++k) {
        const ViewState::Attention r = view_->attention(view_->shown()[k]);
        int index = -1;
        if (r.ok())
            for (int i = r.trace->n() - 1; i >= 0; --i)
                if (QString::fromStdString(r.trace->tokens[size_t(i)]) == word) index = i;
        QString text = r.text;
        text = elided(text, 60, fontMetrics());
        // A real model's pass keeps its weights, not the value rows they blend.
        const bool real = view_->showsRealModel();
        if (index < 0 || real) {
            captions_[k]->setText(
                real ? tr("The Blend shows the lesson's hand-wired attention or a model trained "
                          "here: a "
                          "real model's pass keeps its weights, not the value rows they blend. Its "
                          "heads are in the Model and Head view panes.")
                : !r.ok() ? r.error.toHtmlEscaped()
                : word.isEmpty()
                    ? QString()
                    : tr("“%1” has no ‘%2’.").arg(text.toHtmlEscaped(), word.toHtmlEscaped()));
            hideTable(k);
            continue;
        }
        // The hand-wired blend under a what-if: beside it, the blend without.
        const auto& result = doc_->results().at(size_t(view_->shown()[k]));
        const attn::Trace* plain = !model && result.plain ? &*result.plain : nullptr;
        const BlendBreakdown b =
            blend_table(*r.trace, axes, index, std::min(head_->value(), r.trace->heads) - 1, plain);
        const QString formula = blendFormula(b.caption, word);
        views_[k]->setConcealed(concealed(), concealed());
        captions_[k]->setText(
            QStringLiteral("%1<br>%2").arg(quoted_text(text).toHtmlEscaped(), formula));
        models_[k]->setMatrix(b.values, b.rows, b.cols);
        views_[k]->setVisible(true);
        // Several heads: their results joined, then × W_O (the hand-wired attention's named axes).
        joined_[k]->showWord(*r.trace, model ? -1 : index, word,
                             projection_column_labels(l, ValueTarget::WQ), axes, concealed());
    }
}

// The k-th shown sentence's table emptied, and it and its joined heads hidden.
void BlendPane::hideTable(size_t k) {
    models_[k]->setMatrix(attn::Matrix(0, 0), {}, {});
    views_[k]->setVisible(false);
    views_[k]->setConcealed(concealed(), concealed());
    joined_[k]->setVisible(false);
    joined_[k]->setConcealed(concealed());
}

// The formula over a blend table of `word`: `caption`, or why it waits (the weights stage, or a
// pending question that asks for these weights).
QString BlendPane::blendFormula(const QString& caption, const QString& word) const {
    // A pending question may ask for these weights: the formula waits with the numbers.
    QString formula = caption;
    if (view_->scene().conceal.later_stages)  // the step keeps the weights back: no invitation
        formula = tr("<b>%1</b> = a blend of the rows below, made with the weights, which a "
                     "later step of the lesson shows")
                      .arg(word.toHtmlEscaped());
    else if (view_->scene().stage != attn::Stage::Weights)
        formula = tr("<b>%1</b> = a blend of the rows below, made with the weights: choose the "
                     "<i>weights</i> stage "
                     "in the Attention pane to see it")
                      .arg(word.toHtmlEscaped());
    else if (concealed())
        formula = tr("<b>%1</b> = a blend of the rows below (kept back for now: a question "
                     "asks for it)")
                      .arg(word.toHtmlEscaped());
    return formula;
}

}  // namespace attn::ui
