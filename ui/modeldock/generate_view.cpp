// GenerateView: its controls, the needs line, the prompt copy and the
// next-word table. Running, the output and its tooltips: generate_view_run.cpp.
#include "modeldock/generate_view.hpp"

#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QTextBrowser>
#include <QVBoxLayout>
#include <climits>
#include <cmath>

#include "attnlab/checkpoints/model_files.hpp"
#include "document/document.hpp"
#include "document/view_state.hpp"
#include "modeldock/generate_worker.hpp"
#include "style/color_map.hpp"
#include "style/number_format.hpp"
#include "style/plain_text.hpp"
#include "whatif/what_if_bar.hpp"
#include "widgets/flow_layout.hpp"

namespace attn::ui {
namespace {

constexpr double kMaxTemperature = 10.0;
constexpr double kMinTopP = 0.01;  // top_p must be > 0
constexpr int kMaxTopK = 1 << 24;  // the engine's largest vocabulary
constexpr int kMaxNewTokens = 4096;
constexpr int kDecimals = 2;
constexpr int kRowPadding = 4;        // pixels above and below a table row's text
constexpr double kOutputScale = 1.3;  // the generated text, larger than the controls

}  // namespace

GenerateView::GenerateView(Document* doc, ViewState* view, QWidget* parent)
    : QWidget(parent), doc_(doc), view_(view), worker_(new GenerateWorker(this)) {
    buildControls();
    connect(worker_, &GenerateWorker::tokenReady, this, &GenerateView::showToken);
    connect(worker_, &GenerateWorker::finished, this, &GenerateView::runFinished);
    connect(doc_, &Document::lessonReset, this, [this] {
        abandonRun();
        promptSource_.clear();
    });
    // The prompt and the table of next words follow the real model's pass of the shown
    // sentence: redrawn when that moves (a table of the last position's logits: cheap, so
    // at once, and the prompt is there to type into whenever the tab is raised).
    connect(doc_, &Document::changed, this, [this](Document::ChangeEvent event) {
        if (runModel_ && doc_->realModel() != runModel_) abandonRun();  // another model, or none
        // The prompt is the shown sentence's text: it follows an edit at once, the table its pass.
        if (event.touches(attn::Source::Real, -1, view_->shown()) ||
            (event.is(Document::Change::Sentences) && event.concernsAny(view_->shown())))
            refresh();
    });
    connect(view_, &ViewState::shownChanged, this, &GenerateView::refresh);
    connect(view_, &ViewState::modelSentenceChanged, this, &GenerateView::refresh);
    refresh();
}

GenerateView::~GenerateView() = default;  // the worker (a child) cancels and joins its run

void GenerateView::buildControls() {
    needs_ = plain_label(this, true);
    needs_->setObjectName(QStringLiteral("generateNeeds"));
    controls_ = new QWidget(this);
    whatIf_ = new WhatIfBar(doc_, view_, controls_, [] { return attn::Source::Real; });
    whatIf_->setNote(tr("The next-token table and Generate run under it."));
    // A refusal of the what-if before (a head the model lacks) is not this one's.
    connect(view_, &ViewState::whatIfChanged, this, [this] {
        if (statusRefusal_ && !isRunning()) {
            status_->clear();
            statusRefusal_ = false;
        }
    });
    makeKnobs();  // in the order of the focus chain: prompt, knobs, buttons, output
    generate_ = new QPushButton(tr("Generate"), controls_);
    generate_->setObjectName(QStringLiteral("generateButton"));
    stop_ = new QPushButton(tr("Stop"), controls_);
    stop_->setObjectName(QStringLiteral("generateStop"));
    add_ = new QPushButton(tr("Add as sentence"), controls_);
    add_->setObjectName(QStringLiteral("generateAdd"));
    add_->setToolTip(
        tr("Add the prompt and its continuation to the lesson's sentences (undoable)."));
    status_ = plain_label(controls_, true);
    status_->setObjectName(QStringLiteral("generateStatus"));

    makeOutput();
    layOut();
    connect(generate_, &QPushButton::clicked, this, [this] { generate(); });
    connect(stop_, &QPushButton::clicked, this, &GenerateView::stop);
    connect(add_, &QPushButton::clicked, this, [this] { addAsSentence(); });
    connect(prompt_, &QLineEdit::returnPressed, this, [this] {
        if (!isRunning()) generate();
    });
}

// The prompt and the sampling knobs: temperature, top-k, top-p, seed, tokens.
void GenerateView::makeKnobs() {
    prompt_ = new QLineEdit(controls_);
    prompt_->setObjectName(QStringLiteral("generatePrompt"));
    prompt_->setPlaceholderText(tr("a prompt for the model to continue"));
    temperature_ = new QDoubleSpinBox(controls_);
    temperature_->setRange(0, kMaxTemperature);
    temperature_->setDecimals(kDecimals);
    temperature_->setSingleStep(0.1);
    temperature_->setSpecialValueText(tr("0 (greedy)"));
    temperature_->setToolTip(
        tr("Divides the logits before the softmax: below 1 sharper, above 1 flatter; "
           "0 always takes the likeliest token."));
    topK_ = new QSpinBox(controls_);
    topK_->setRange(0, kMaxTopK);
    topK_->setSpecialValueText(tr("all"));
    topK_->setToolTip(tr("Sample only among the k likeliest tokens (all: no limit)."));
    topP_ = new QDoubleSpinBox(controls_);
    topP_->setRange(kMinTopP, 1.0);
    topP_->setDecimals(kDecimals);
    topP_->setSingleStep(0.05);
    topP_->setToolTip(
        tr("Sample only among the fewest likeliest tokens whose probabilities add up to p."));
    seed_ = new QSpinBox(controls_);
    seed_->setRange(0, INT_MAX);
    seed_->setToolTip(tr("The same seed and settings give the same text."));
    tokens_ = new QSpinBox(controls_);
    tokens_->setRange(1, kMaxNewTokens);
    tokens_->setToolTip(
        tr("How many tokens to add at most (the text stops at the model's n_positions)."));
    setOptions(attn::SamplingOptions{});  // the engine's defaults, as `generate` takes them
}

// The generated text, large, and the table of the next token's likeliest candidates.
void GenerateView::makeOutput() {
    output_ = new QTextBrowser(controls_);
    output_->setObjectName(QStringLiteral("generateOutput"));
    output_->setOpenLinks(false);
    output_->viewport()->installEventFilter(this);
    tableCaption_ = plain_label(controls_, true);
    table_ = new QTableWidget(kTableRows, 2, controls_);
    table_->setObjectName(QStringLiteral("generateNextTable"));
    table_->setHorizontalHeaderLabels({tr("next token"), tr("probability")});
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSelectionMode(QAbstractItemView::NoSelection);
    table_->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    table_->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    table_->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + kRowPadding);
    table_->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    table_->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // All ten rows, no scrolling: the header, the rows and the frame.
    table_->setFixedHeight(table_->horizontalHeader()->sizeHint().height() +
                           kTableRows * table_->verticalHeader()->defaultSectionSize() +
                           2 * table_->frameWidth());
    QFont big = output_->font();
    big.setPointSizeF(big.pointSizeF() * kOutputScale);
    output_->setFont(big);
}

void GenerateView::layOut() {
    auto* form = new QFormLayout;
    form->addRow(tr("Prompt"), prompt_);
    // The knobs, each with its label, wrap as the dock allows (German at 1024 px: one or two
    // a line).
    std::vector<std::vector<QWidget*>> knobs;
    for (auto [label, w] : {std::pair<QString, QWidget*>{tr("Temperature"), temperature_},
                            {tr("Top-k"), topK_},
                            {tr("Top-p"), topP_},
                            {tr("Seed"), seed_},
                            {tr("Tokens"), tokens_}}) {
        auto* l = new QLabel(label, controls_);
        l->setBuddy(w);
        knobs.push_back({l, w});
    }
    form->addRow(flow_row(controls_, knobs));
    form->addRow(flow_row(controls_, {{generate_}, {stop_}, {add_}}));
    status_->setWordWrap(true);
    form->addRow(status_);
    auto* inner = new QVBoxLayout(controls_);
    inner->setContentsMargins(0, 0, 0, 0);
    inner->addWidget(whatIf_);
    inner->addLayout(form);
    inner->addWidget(output_, 1);
    inner->addWidget(tableCaption_);
    inner->addWidget(table_);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(needs_);
    layout->addWidget(controls_, 1);
}

QString GenerateView::prompt() const { return prompt_->text(); }
void GenerateView::setPrompt(const QString& text) {
    prompt_->setText(text);
    prompt_->setCursorPosition(0);  // a long prompt shows its start
}
QString GenerateView::statusText() const { return status_->text(); }

attn::SamplingOptions GenerateView::options() const {
    attn::SamplingOptions o;
    o.temperature = float(temperature_->value());
    o.top_k = topK_->value();
    o.top_p = float(topP_->value());
    o.seed = std::uint64_t(seed_->value());
    o.max_new_tokens = tokens_->value();
    return o;
}

void GenerateView::setOptions(const attn::SamplingOptions& o) {
    temperature_->setValue(double(o.temperature));
    topK_->setValue(o.top_k);
    topP_->setValue(double(o.top_p));
    seed_->setValue(int(std::min<std::uint64_t>(o.seed, std::uint64_t(INT_MAX))));
    tokens_->setValue(o.max_new_tokens);
}

void GenerateView::refresh() {
    const auto state = doc_->realModelState();
    const bool ready = state == Document::RealModelState::Ready && doc_->realModel();
    if (!ready) {
        switch (state) {
            case Document::RealModelState::None:
                needs_->setText(
                    tr("Generating needs a real model (GPT-2 or nanoGPT). Open a lesson that "
                       "points at "
                       "one (“attention-lab import MODEL --save LESSON” writes one)."));
                break;
            case Document::RealModelState::Loading:
                needs_->setText(tr("Opening the model… %1").arg(doc_->realModelMessage()));
                break;
            default:
                needs_->setText(
                    tr("Generating needs the lesson's real model, which could not be opened: %1")
                        .arg(doc_->realModelMessage()));
        }
    }
    needs_->setVisible(!ready);
    controls_->setVisible(ready);
    refreshPrompt();
    refreshTable();
    refreshButtons();
}

void GenerateView::refreshPrompt() {
    // The sentence the dock's box chooses (a walk chose the second and the prompt stayed the
    // first).
    const int s = view_->modelSentence();
    if (s < 0 || std::size_t(s) >= doc_->lesson().sentences.size()) return;
    const QString sentence = QString::fromStdString(doc_->lesson().sentences[std::size_t(s)]);
    if (sentence == promptSource_) return;  // the user's edit of the prompt stays
    promptSource_ = sentence;
    prompt_->setText(sentence);
}

void GenerateView::refreshTable() {
    next_.clear();
    const int s = view_->modelSentence();
    std::shared_ptr<const RealModelPass> pass;
    if (s >= 0 && std::size_t(s) < doc_->results().size())
        pass = doc_->results()[std::size_t(s)].real;
    const auto model = doc_->realModel();
    const attn::GptPass* p = pass ? &pass->pass : nullptr;
    if (p && model && p->n() > 0 && p->logits.rows() > 0 &&
        p->logits.cols() == model->model.config.vocab) {
        // The row of the last position (the worker asks for that one only).
        Eigen::Index row = p->logits.rows() - 1;
        for (std::size_t r = 0; r < p->logit_positions.size(); ++r)
            if (p->logit_positions[r] == p->n() - 1) row = Eigen::Index(r);
        try {
            next_ = attn::next_token_table(
                std::span<const float>(p->logits.row(row).data(), std::size_t(p->logits.cols())),
                kTableRows);
        } catch (const std::invalid_argument&) {
            next_.clear();  // a row the softmax refuses (NaN logits): no table
        }
    }
    tableCaption_->setText(
        pass ? tr("Next token after “%1” (the model's ten likeliest):")
                   .arg(elided(QString::fromStdString(pass->sentence), kQuotedChars, fontMetrics()))
             : tr("Next token: waiting for the model's pass of the chosen sentence."));
    for (int r = 0; r < kTableRows; ++r) {
        auto* token = new QTableWidgetItem;
        auto* prob = new QTableWidgetItem;
        if (std::size_t(r) < next_.size()) {
            const attn::TokenChance& c = next_[std::size_t(r)];
            token->setText(tokenDisplay(c.id, model));
            prob->setText(probability_text(c.p));
            const QColor bg = sequential_color(std::sqrt(c.p));
            prob->setBackground(bg);
            prob->setForeground(text_color_on(bg));
            const QString tip = plain_tooltip(
                tr("P(“%1” next) = %2").arg(tokenDisplay(c.id, model)).arg(format_value(c.p)));
            token->setToolTip(tip);
            prob->setToolTip(tip);
            prob->setData(Qt::UserRole, c.p);
            token->setData(Qt::UserRole, c.id);
        }
        table_->setItem(r, 0, token);
        table_->setItem(r, 1, prob);
    }
}

QString GenerateView::tokenDisplay(int id, const std::shared_ptr<const attn::OpenedModel>& model) {
    if (!model || !model->tokenizer || id < 0 || id >= model->tokenizer->size())
        return QString::number(id);
    return QString::fromStdString(model->tokenizer->display(id));
}

}  // namespace attn::ui
