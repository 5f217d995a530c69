#include "modeldock/patch_view.hpp"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>
#include <algorithm>
#include <exception>
#include <numeric>

#include "attnlab/attention/softmax.hpp"
#include "attnlab/checkpoints/model_files.hpp"
#include "attnlab/gpt/gpt_of_trained.hpp"
#include "attnlab/lesson/real_model_lesson.hpp"
#include "attnlab/model/model_words.hpp"
#include "attnlab/tokenizers/text_tokenizer.hpp"
#include "document/document.hpp"
#include "document/view_state.hpp"
#include "export/figure_menu.hpp"
#include "itemmodels/matrix_item_model.hpp"
#include "modeldock/lesson_gpt.hpp"
#include "modeldock/patch_worker.hpp"
#include "style/number_format.hpp"
#include "whatif/what_if_bar.hpp"
#include "widgets/flow_layout.hpp"
#include "widgets/heatmap_view.hpp"

namespace attn::ui {
namespace {

constexpr int kTileTokens = 8;  // the likeliest next tokens of a clicked tile's run

}  // namespace

PatchView::PatchView(Document* doc, ViewState* view, QWidget* parent)
    : QWidget(parent), doc_(doc), view_(view), worker_(new PatchWorker(this)) {
    makeWidgets();
    layOut();
    connectControls();
    // The shown sentences are the prompts offered (the first clean, the second corrupted).
    connect(view_, &ViewState::shownChanged, this, [this] { offerPrompts(); });
    offerPrompts();
}

// Makes the fields, buttons, map and tile table, in their Tab order.
void PatchView::makeWidgets() {
    clean_ = new QLineEdit(this);
    corrupt_ = new QLineEdit(this);
    answer_ = new QLineEdit(this);
    foil_ = new QLineEdit(this);
    clean_->setPlaceholderText(tr("When Mary and John went to the store, John gave a drink to"));
    corrupt_->setPlaceholderText(tr("the same length, one thing changed (the names swapped)"));
    answer_->setPlaceholderText(tr("one token, e.g. “ Mary”"));
    foil_->setPlaceholderText(tr("one token, e.g. “ John”"));
    over_ = new QComboBox(this);
    over_->addItem(tr("each head"), int(attn::PatchRequest::Over::Heads));
    over_->addItem(tr("each position of the residual stream"),
                   int(attn::PatchRequest::Over::Residual));
    run_ = new QPushButton(tr("&Run"), this);
    cancel_ = new QPushButton(tr("Cancel"), this);
    cancel_->setEnabled(false);
    progress_ = new QProgressBar(this);
    progress_->setVisible(false);
    message_ = new QLabel(this);
    message_->setWordWrap(true);
    model_ = new MatrixItemModel(this);
    model_->setScale(MatrixItemModel::Scale::Diverging);
    heat_ = new HeatmapView(this);
    heat_->setMatrixModel(model_);
    heat_->setAccessibleName(tr("Patching map"));
    tile_ = new QTableWidget(this);
    tile_->setColumnCount(2);
    tile_->setHorizontalHeaderLabels({tr("Next token"), tr("Probability")});
    tile_->verticalHeader()->setVisible(false);
    tile_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    tile_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    tile_->setVisible(false);
}

// Lays the widgets out: the form, the buttons, the message, the map and the tile table.
void PatchView::layOut() {
    auto* form = new QFormLayout;
    // A narrow dock (German at 1024 px) puts a long label above its field instead of widening.
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    over_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    over_->setMinimumContentsLength(10);
    form->addRow(tr("&Clean prompt:"), clean_);
    form->addRow(tr("C&orrupted prompt:"), corrupt_);
    form->addRow(tr("&Answer:"), answer_);
    form->addRow(tr("&Foil:"), foil_);
    form->addRow(tr("&Patch:"), over_);
    QWidget* buttons = flow_row(this, {{run_}, {cancel_}, {progress_}});
    // "What if: …" while one is laid over the lesson's model: the map is of its own runs.
    auto* bar = new WhatIfBar(doc_, view_, this, [this] { return view_->modelSource(); });
    bar->setNote(tr("The map is of the model's own runs: the what-if is not laid over them."));
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(bar);
    layout->addLayout(form);
    layout->addWidget(buttons);
    layout->addWidget(message_);
    layout->addWidget(heat_, 3);
    layout->addWidget(tile_, 1);
    message_->setText(
        tr("How much of the clean prompt's answer comes back when one head's "
           "output is taken from the clean run into the corrupted one: "
           "(patched − corrupted) / (clean − corrupted) of logit(answer) − "
           "logit(foil); 1 = fully restored."));
}

// Connects Run, Cancel, the worker's progress and results, and the map's clicks and menu.
void PatchView::connectControls() {
    connect(run_, &QPushButton::clicked, this, &PatchView::start);
    connect(cancel_, &QPushButton::clicked, this, [this] {
        worker_->cancel();
        progress_->setVisible(false);
        cancel_->setEnabled(false);
        message_->setText(tr("Cancelled."));
    });
    connect(worker_, &PatchWorker::progress, this, [this](quint64 run, int done, int rows) {
        if (run != runNumber_) return;
        progress_->setRange(0, rows);
        progress_->setValue(done);
    });
    connect(worker_, &PatchWorker::finished, this,
            [this](quint64 run, const attn::PatchMap& map, const QString& error) {
                if (run == runNumber_) landed(map, error);
            });
    connect(heat_, &HeatmapView::cellClicked, this, [this](int r, int c) { showTile(r, c); });
    install_figure_menu(
        heat_,
        [this] {
            return ViewFigure{figure(), QStringLiteral("patching-map")};
        },
        true);
}

// Fills an empty prompt field from the shown sentences (the first clean, the second corrupted).
void PatchView::offerPrompts() {
    const auto& s = doc_->lesson().sentences;
    const auto& shown = view_->shown();
    if (clean_->text().isEmpty() && !shown.empty())
        clean_->setText(QString::fromStdString(s.at(size_t(shown[0]))));
    if (corrupt_->text().isEmpty() && shown.size() > 1)
        corrupt_->setText(QString::fromStdString(s.at(size_t(shown[1]))));
}

PatchView::~PatchView() = default;

QString PatchView::message() const { return message_->text(); }
bool PatchView::running() const { return worker_->running(); }

bool PatchView::model(std::shared_ptr<const attn::GptModel>& out, QString& why) const {
    return lesson_gpt_model(*doc_, out, why,
                            tr("This lesson has no model: train one, or open a GPT-2 or nanoGPT "
                               "model, to patch its heads."));
}

std::vector<int> PatchView::encode(const QString& text, QString& why) const {
    const attn::Lesson& l = doc_->lesson();
    try {
        if (l.model) {
            const attn::ModelWords w = attn::model_words(*l.model, text.toStdString());
            if (!w.ok()) why = QString::fromStdString(w.problem);
            return w.ids;
        }
        if (const auto opened = doc_->realModel())
            return attn::real_model_ids(*opened, text.toStdString());
    } catch (const std::exception& e) {
        why = QString::fromUtf8(e.what());
    }
    return {};
}

void PatchView::start() {
    QString why;
    std::shared_ptr<const attn::GptModel> m;
    attn::PatchRequest r;
    if (model(m, why)) {
        r.clean = encode(clean_->text(), why);
        if (why.isEmpty()) r.corrupt = encode(corrupt_->text(), why);
        // The answer and the foil: one token each, as the model reads them.
        const auto one = [&](QLineEdit* f, bool answer) {
            if (!why.isEmpty()) return 0;
            QString w;
            const std::vector<int> ids = encode(f->text(), w);
            if (!w.isEmpty() || ids.size() != 1)
                why = (answer ? tr("The answer “%1” is not one token of the model (%2 tokens): "
                                   "give one token.")
                              : tr("The foil “%1” is not one token of the model (%2 tokens): "
                                   "give one token."))
                          .arg(f->text())
                          .arg(ids.size());
            return ids.empty() ? 0 : ids[0];
        };
        r.answer = one(answer_, true);
        r.foil = one(foil_, false);
        if (why.isEmpty() && (r.clean.empty() || r.corrupt.empty()))
            why = tr("Type a clean and a corrupted prompt.");
    }
    if (!why.isEmpty()) {
        message_->setText(why);
        return;
    }
    r.over = attn::PatchRequest::Over(over_->currentData().toInt());
    request_ = r;
    requested_ = m;
    map_.reset();
    tile_->setVisible(false);
    progress_->setRange(0, m->config.layers);
    progress_->setValue(0);
    progress_->setVisible(true);
    cancel_->setEnabled(true);
    message_->setText(tr("Patching %1 layers …").arg(m->config.layers));
    runNumber_ = worker_->start(m, r);
}

void PatchView::landed(const attn::PatchMap& map, const QString& error) {
    progress_->setVisible(false);
    cancel_->setEnabled(false);
    if (!error.isEmpty()) {
        message_->setText(error);
        emit mapReady();
        return;
    }
    map_ = map;
    QStringList rows, cols;
    for (int l = 0; l < int(map.restored.rows()); ++l) rows << tr("layer %1").arg(l + 1);
    for (int j = 0; j < int(map.restored.cols()); ++j)
        cols << (map.over == attn::PatchRequest::Over::Heads ? tr("head %1").arg(j + 1)
                                                             : QString::number(j));
    columnLabels_ = cols;
    model_->setMatrix(map.restored, rows, cols);
    message_->setText(tr("logit(answer) − logit(foil): clean %1, corrupted %2. Each tile: the "
                         "share of that difference its patch restores (1 = fully). Click a tile "
                         "for its run's next tokens.")
                          .arg(format_value(map.clean_diff), format_value(map.corrupt_diff)));
    emit mapReady();
}

void PatchView::showTile(int layer, int index) {
    if (!map_ || !requested_) return;
    try {
        const attn::Matrix logits = attn::patched_logits(*requested_, request_, layer, index);
        const std::vector<double> p =
            attn::probabilities(std::span<const float>(logits.data(), std::size_t(logits.cols())));
        std::vector<int> ids(p.size());
        std::iota(ids.begin(), ids.end(), 0);
        const int k = std::min<int>(kTileTokens, int(ids.size()));
        std::partial_sort(ids.begin(), ids.begin() + k, ids.end(),
                          [&](int a, int b) { return p[size_t(a)] > p[size_t(b)]; });
        const attn::Lesson& l = doc_->lesson();
        const auto opened = doc_->realModel();
        tile_->setRowCount(k);
        for (int i = 0; i < k; ++i) {
            const int id = ids[size_t(i)];
            const QString name = l.model ? QString::fromStdString(l.model->vocabulary.word(id))
                                 : opened && opened->tokenizer
                                     ? QString::fromStdString(opened->tokenizer->display(id))
                                     : QString::number(id);
            tile_->setItem(i, 0, new QTableWidgetItem(name));
            auto* prob = new QTableWidgetItem(format_value(p[size_t(id)]));
            prob->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            tile_->setItem(i, 1, prob);
        }
        tile_->setVisible(true);
        message_->setText(
            tr("Layer %1, %2 patched from the clean run: restores %3.")
                .arg(layer + 1)
                .arg(index < columnLabels_.size() ? columnLabels_[index] : QString::number(index))
                .arg(format_value(map_->restored(layer, index))));
    } catch (const std::exception& e) {
        message_->setText(QString::fromUtf8(e.what()));
    }
}

FigureSpec PatchView::figure() const {
    FigureSpec spec = matrix_model_figure(
        *model_, tr("layer"),
        map_ && map_->over == attn::PatchRequest::Over::Residual ? tr("position") : tr("head"));
    spec.caption = tr("Patching “%1” into “%2”: the share of logit(%3) − logit(%4) restored")
                       .arg(clean_->text(), corrupt_->text(), answer_->text(), foil_->text());
    return spec;
}

}  // namespace attn::ui
