#include "attention_pane.hpp"

#include <QComboBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QScrollArea>
#include <QVBoxLayout>
#include <cmath>

#include "document.hpp"
#include "figure_menu.hpp"
#include "figures/figure_specs.hpp"
#include "heatmap_view.hpp"
#include "matrix_model.hpp"
#include "view_state.hpp"
#include "worked_arithmetic.hpp"

namespace attn::ui {
namespace {

QStringList labels(const std::vector<std::string>& tokens) {
    QStringList out;
    for (const auto& t : tokens) out << QString::fromStdString(t);
    return out;
}

}  // namespace

AttentionPane::AttentionPane(Document* doc, ViewState* view, QWidget* parent)
    : QWidget(parent), doc_(doc), view_(view) {
    auto* top = new QHBoxLayout;
    top->addWidget(new QLabel(tr("Stage:"), this));
    stage_ = new QComboBox(this);
    for (auto s : {ViewState::Stage::Raw, ViewState::Stage::Scaled, ViewState::Stage::Masked, ViewState::Stage::Weights})
        stage_->addItem(stage_label(s), QVariant::fromValue(int(s)));
    stage_->setCurrentIndex(int(view_->stage()));
    top->addWidget(stage_);
    top->addStretch(1);
    legend_ = new QLabel(this);
    legend_->setWordWrap(true);
    auto* scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    host_ = new QWidget(scroll);
    grid_ = new QGridLayout(host_);
    grid_->setContentsMargins(2, 2, 2, 2);
    scroll->setWidget(host_);
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(4, 4, 4, 4);
    outer->addLayout(top);
    outer->addWidget(legend_);
    outer->addWidget(scroll, 1);

    connect(stage_, &QComboBox::currentIndexChanged, this,
            [this](int i) { view_->setStage(ViewState::Stage(stage_->itemData(i).toInt())); });
    connect(view_, &ViewState::stageChanged, this, [this](ViewState::Stage s) {
        stage_->setCurrentIndex(int(s));
        refresh();
    });
    connect(view_, &ViewState::shownChanged, this, [this] { rebuild(); });
    connect(view_, &ViewState::highlightedWordChanged, this, [this](const QString& w) {
        for (auto& p : panels_)
            for (auto* m : p.models) m->setHighlight(w);
    });
    connect(doc_, &Document::changed, this, [this] {
        if (int(panels_.size()) != int(view_->shown().size()) || builtHeads_ != doc_->lesson().attention.heads) rebuild();
        else refresh();
    });
    rebuild();
}

MatrixModel* AttentionPane::model(int shown, int head) const {
    if (shown < 0 || shown >= int(panels_.size()) || head < 0 || head >= int(panels_[size_t(shown)].models.size()))
        return nullptr;
    return panels_[size_t(shown)].models[size_t(head)];
}

HeatmapView* AttentionPane::heatmap(int shown, int head) const {
    if (!model(shown, head)) return nullptr;
    return panels_[size_t(shown)].views[size_t(head)];
}

void AttentionPane::rebuild() {
    while (QLayoutItem* item = grid_->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    panels_.clear();
    const int heads = doc_->lesson().attention.heads;
    builtHeads_ = heads;
    const int perRow = std::min(heads, 4);  // heads per row of a sentence's grid
    const int shown = int(view_->shown().size());
    for (int k = 0; k < shown; ++k) {
        auto* box = new QWidget(host_);
        auto* g = new QGridLayout(box);
        g->setContentsMargins(0, 0, 8, 0);
        Panel p;
        p.caption = new QLabel(box);
        p.caption->setTextFormat(Qt::RichText);
        g->addWidget(p.caption, 0, 0, 1, perRow);
        p.error = new QLabel(box);
        p.error->setStyleSheet(QStringLiteral("color: #b2182b"));
        p.error->setWordWrap(true);
        g->addWidget(p.error, 1, 0, 1, perRow);
        for (int h = 0; h < heads; ++h) {
            auto* m = new MatrixModel(box);
            m->setHighlight(view_->highlightedWord());
            m->setToolTipProvider([this, k, h](int r, int c) { return tooltip(k, h, r, c); });
            auto* v = new HeatmapView(box);
            v->setMatrixModel(m);
            connect(v, &HeatmapView::wordClicked, view_, &ViewState::setHighlightedWord);
            install_figure_menu(v, [this, m, k, h, heads] { return ViewFigure{
                matrix_model_figure(*m, tr("word looking"), tr("word looked at")), figureName(k, heads > 1 ? h + 1 : 0)}; }, true);
            auto* label = new QLabel(heads > 1 ? tr("head %1").arg(h + 1) : QString(), box);
            label->setVisible(heads > 1);
            const int row = 2 + 2 * (h / perRow), col = h % perRow;
            g->addWidget(label, row, col);
            g->addWidget(v, row + 1, col, Qt::AlignLeft | Qt::AlignTop);
            p.headLabels.push_back(label);
            p.views.push_back(v);
            p.models.push_back(m);
        }
        g->setRowStretch(2 + 2 * ((heads + perRow - 1) / perRow), 1);
        // One head: sentences side by side. Several: one sentence per row, heads across.
        grid_->addWidget(box, heads > 1 ? k : 0, heads > 1 ? 0 : k, Qt::AlignTop | Qt::AlignLeft);
        panels_.push_back(p);
    }
    for (int i = 0; i <= 2; ++i) {
        grid_->setColumnStretch(i, 0);
        grid_->setRowStretch(i, 0);
    }
    grid_->setColumnStretch(heads > 1 ? 1 : shown, 1);
    grid_->setRowStretch(heads > 1 ? shown : 1, 1);
    refresh();
}

void AttentionPane::refresh() {
    const auto& results = doc_->results();
    const ViewState::Stage stage = view_->stage();
    const auto& cfg = doc_->lesson().attention;
    const bool simple = cfg.variant == attn::Variant::Simple;
    QString formula = simple ? QStringLiteral("S = X·Xᵀ") : QStringLiteral("S = Q·Kᵀ");
    if (stage == ViewState::Stage::Weights) formula = tr("weights = softmax of each row of S·s; each row sums to 1");
    else if (stage != ViewState::Stage::Raw)
        formula += tr(" · s, s = %1").arg(cfg.scale ? tr("1/√dk") : tr("1 (scaling off)"));
    if (stage == ViewState::Stage::Masked)
        formula += cfg.causal ? tr("; −∞ above the diagonal (causal)") : tr("; nothing masked (causal off)");
    legend_->setText(tr("%1.  Rows: the word looking · columns: the word looked at.").arg(formula));
    if (results.empty()) legend_->setText(tr("This lesson has no sentences yet: add one in the Sentences pane to see its attention."));
    for (size_t k = 0; k < panels_.size(); ++k) {
        Panel& p = panels_[k];
        const auto& r = results.at(size_t(view_->shown()[k]));
        QString text = r.text;
        if (text.size() > 60) text = text.left(59) + QChar(0x2026);
        p.caption->setText(QStringLiteral("<b>“%1”</b>").arg(text.toHtmlEscaped()));
        p.caption->setToolTip(r.text);
        p.error->setVisible(!r.ok());
        p.error->setText(r.error);
        for (size_t h = 0; h < p.models.size(); ++h) {
            p.views[h]->setVisible(r.ok());
            if (!r.ok() || int(h) >= r.trace.heads) continue;
            const QStringList tok = labels(r.trace.tokens);
            MatrixModel* m = p.models[h];
            switch (stage) {
                case ViewState::Stage::Raw: m->setScale(MatrixModel::Scale::Diverging); m->setMatrix(r.trace.scores[h], tok, tok); break;
                case ViewState::Stage::Scaled: m->setScale(MatrixModel::Scale::Diverging); m->setMatrix(r.trace.scaled_scores(int(h)), tok, tok); break;
                case ViewState::Stage::Masked: m->setScale(MatrixModel::Scale::Diverging); m->setMatrix(r.trace.masked_scores(int(h)), tok, tok); break;
                case ViewState::Stage::Weights: m->setScale(MatrixModel::Scale::Weights); m->setMatrix(r.trace.weights[h], tok, tok); break;
            }
        }
    }
}

QString AttentionPane::figureName(int shown, int head) const {
    static const char* const stages[] = {"scores", "scaled-scores", "masked-scores", "weights"};
    const auto& sentences = doc_->lesson().sentences;
    const int s = shown < int(view_->shown().size()) ? view_->shown()[size_t(shown)] : -1;
    const QString text = s >= 0 && s < int(sentences.size()) ? QString::fromStdString(sentences[size_t(s)]) : QString();
    QString name = QLatin1String(stages[int(view_->stage())]) + QLatin1Char('-') + file_slug(text);
    if (head > 0) name += QStringLiteral("-head-%1").arg(head);
    return name;
}

QString AttentionPane::tooltip(int shown, int head, int row, int col) const {
    if (shown >= int(view_->shown().size())) return {};
    const auto& r = doc_->results().at(size_t(view_->shown()[size_t(shown)]));
    if (!r.ok()) return {};
    return worked_arithmetic(r.trace, head, row, col);
}

}  // namespace attn::ui
