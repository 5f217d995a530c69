#include "modeldock/lens_view.hpp"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>
#include <stdexcept>

#include "attnlab/checkpoints/model_files.hpp"
#include "attnlab/gpt/gpt_lens.hpp"
#include "document/document.hpp"
#include "document/view_state.hpp"
#include "style/color_map.hpp"
#include "style/figure_style.hpp"
#include "style/number_format.hpp"
#include "style/plain_text.hpp"
#include "viewdata/figure_specs.hpp"
#include "viewdata/model_probe_figures.hpp"
#include "whatif/what_if_bar.hpp"
#include "widgets/flow_layout.hpp"
#include "widgets/lazy_refresh.hpp"
#include "widgets/left_to_right_delegate.hpp"

namespace attn::ui {
namespace {

constexpr int kDefaultTopK = 5;
constexpr int kMaxTopK = 20;

}  // namespace

LensView::LensView(Document* doc, ViewState* view, QWidget* parent)
    : QWidget(parent),
      doc_(doc),
      view_(view),
      intro_(plain_label(this, true)),
      needs_(plain_label(this, true)),
      position_(new QComboBox(this)),
      topK_(new QSpinBox(this)),
      grid_(new QTableWidget(this)) {
    setUpControls();
    layOut();
    connectSignals();
    refresh();
}

// The intro's text, and the position box, the guesses box and the table as they start.
void LensView::setUpControls() {
    intro_->setText(
        tr("Each layer's residual stream read through the final LayerNorm and the output head: "
           "what the "
           "model would predict next if it stopped there. The last row is its own prediction."));
    position_->setObjectName(QStringLiteral("lensPosition"));
    position_->setToolTip(tr("The token whose next token the layers guess"));
    position_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    topK_->setObjectName(QStringLiteral("lensTopK"));
    topK_->setRange(1, kMaxTopK);
    topK_->setValue(kDefaultTopK);
    topK_->setToolTip(tr("How many guesses each layer shows, likeliest first"));
    grid_->setObjectName(QStringLiteral("lensTable"));
    // A guessed token reads as the model wrote it, in Hebrew too ("␣bank", not "bank␣").
    grid_->setItemDelegate(new LeftToRightDelegate(grid_));
    grid_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    grid_->setSelectionMode(QAbstractItemView::NoSelection);
    grid_->setWordWrap(false);
    grid_->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    grid_->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    // Each guess keeps room for a short token and its share ("99.9 %"): in a narrow dock the
    // table scrolls sideways rather than squeeze its cells to "…".
    const QFontMetrics fm = grid_->fontMetrics();
    grid_->horizontalHeader()->setMinimumSectionSize(
        std::max({fm.horizontalAdvance(tr("guess %1").arg(kMaxTopK)),
                  fm.horizontalAdvance(QStringLiteral("␣money")),
                  fm.horizontalAdvance(QStringLiteral("99.9 %"))}) +
        16);
}

// The intro, the row of the two boxes with their labels, the message and the table; the table's
// figure menu.
void LensView::layOut() {
    auto* positionLabel = new QLabel(tr("After token:"), this);
    positionLabel->setBuddy(position_);  // buddies are the controls' accessible names
    auto* topKLabel = new QLabel(tr("Guesses:"), this);
    topKLabel->setBuddy(topK_);
    // The boxes wrap onto a second line in a narrow dock (German at 1024 px).
    position_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    position_->setMinimumContentsLength(8);
    QWidget* top = flow_row(this, {{positionLabel, position_}, {topKLabel, topK_}});
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(intro_);
    // "What if: …" while one is laid over the real model: its residual stream is the guesses'.
    auto* bar = new WhatIfBar(doc_, view_, this, [] { return attn::Source::Real; });
    bar->setNote(tr("Each layer's guesses are read under it."));
    layout->addWidget(bar);
    layout->addWidget(top);
    layout->addWidget(needs_);
    layout->addWidget(grid_, 1);
    show_as_error(needs_);
    install_figure_menu(
        grid_, [this] { return figure(); }, true);
}

// Refills the table when a box changes, and refreshes on a change of the shown sentence.
void LensView::connectSignals() {
    connect(position_, &QComboBox::currentIndexChanged, this, [this] { fillTable(); });
    connect(topK_, &QSpinBox::valueChanged, this, [this] { fillTable(); });
    // Only while the tab is in view (LazyRefresh): a pass landing costs nothing behind another tab.
    auto* lazy = new LazyRefresh(this, [this] { refresh(); });
    connect(doc_, &Document::changed, this, [this, lazy](Document::ChangeEvent e) {
        // The real model's view of the shown sentence: a change of another sentence (its
        // pass landing), of another source's numbers, of the steps or the title draws nothing.
        if (e.touches(attn::Source::Real, -1, view_->shown())) lazy->request();
    });
    connect(view_, &ViewState::shownChanged, this, [lazy] { lazy->request(); });
    connect(view_, &ViewState::modelSentenceChanged, this, [lazy] { lazy->request(); });
}

LensView::~LensView() = default;

QString LensView::needs() const {
    using State = Document::RealModelState;
    switch (doc_->realModelState()) {
        case State::None:
            return tr(
                "Open a model (File ▸ Open Model…, or File ▸ Get a Model… for GPT-2) to see its "
                "layers' guesses.");
        case State::Loading:
            return tr("Opening the model… %1").arg(doc_->realModelMessage());
        case State::Failed:
            return tr("The model could not be opened: %1").arg(doc_->realModelMessage());
        case State::Ready:
            break;
    }
    if (sentence() < 0) return tr("Add a sentence to see the layers' guesses on it.");
    const auto& r = doc_->results().at(std::size_t(sentence()));
    if (!r.real) return r.realError.isEmpty() ? tr("Reading the sentence…") : r.realError;
    if (r.real->pass.residual.empty())
        return tr("This pass kept no residual stream, so the layers' guesses cannot be read.");
    return {};
}

QString LensView::message() const { return needs_->isVisibleTo(this) ? needs_->text() : QString(); }

void LensView::refresh() {
    const QString why = needs();
    needs_->setText(why);
    needs_->setVisible(!why.isEmpty());
    const bool ok = why.isEmpty();
    grid_->setVisible(ok);
    position_->setEnabled(ok);
    topK_->setEnabled(ok);
    if (!ok) {
        pass_.reset();
        table_ = {};
        syncPositions(nullptr);
        return;
    }
    if (doc_->realModel() != model_) {  // one runner per opened model, made on first need
        runner_.reset();
        model_ = doc_->realModel();
        runner_ = std::make_unique<attn::GptRunner>(model_->model);
    }
    const auto& real = doc_->results().at(std::size_t(sentence())).real;
    // Which sentence: the shown one the dock speaks of (ViewState::modelSentence).
    if (real)
        intro_->setText(
            tr("Each layer's residual stream read through the final LayerNorm and the "
               "output head: what the "
               "model would predict next if it stopped there. The last row is its own "
               "prediction. On “%1”.")
                .arg(elided(QString::fromStdString(real->sentence), kQuotedChars, fontMetrics())));
    if (real == pass_) return;
    pass_ = real;
    tablePosition_ = -1;  // a new pass: read again
    syncPositions(pass_.get());
    fillTable();
}

// The chooser lists the pass's tokens; it keeps the position while the tokens
// are the same, else goes to the last token.
void LensView::syncPositions(const RealModelPass* pass) {
    const QStringList tokens = pass ? pass->tokens.display : QStringList();
    if (tokens == tokens_ && position_->count() == tokens.size()) return;
    tokens_ = tokens;
    const QSignalBlocker block(position_);
    position_->clear();
    for (int i = 0; i < tokens.size(); ++i)
        position_->addItem(QStringLiteral("%1 · %2").arg(i).arg(left_to_right(tokens[i])), i);
    position_->setCurrentIndex(int(tokens.size()) - 1);
}

void LensView::fillTable() {
    if (!pass_ || !runner_ || position_->currentIndex() < 0) return;
    const int position = position_->currentIndex(), k = topK_->value();
    if (position == tablePosition_ && k == tableK_ && !table_.rows.isEmpty()) return;
    try {
        table_ =
            lens_figure_of(*runner_, *model_, pass_->pass, pass_->tokens.display, position, k).lens;
    } catch (const std::invalid_argument&
                 e) {  // a pass of another model: said, never thrown into the event loop
        table_ = {};
        needs_->setText(QString::fromStdString(e.what()));
        needs_->setVisible(true);
        grid_->setVisible(false);
        return;
    }
    tablePosition_ = position;
    tableK_ = k;
    const ValueScale scale(true, 0, 1, std::nullopt);
    const int rows = int(table_.rows.size()), cols = int(table_.probabilities.cols());
    grid_->clear();
    grid_->setRowCount(rows);
    grid_->setColumnCount(cols);
    grid_->setVerticalHeaderLabels(table_.rows);
    QStringList header;
    for (int c = 1; c <= cols; ++c) header << tr("guess %1").arg(c);
    grid_->setHorizontalHeaderLabels(header);
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c) {
            const double p = table_.probabilities(r, c);
            const QString token = table_.guesses[std::size_t(r)].value(c);
            auto* item = new QTableWidgetItem(
                token + QLatin1Char('\n') +
                probability_text(p));  // as LensFigure: the token over its share
            const QColor bg = scale.color(std::clamp(p, 0.0, 1.0));
            item->setBackground(bg);
            item->setForeground(text_color_on(bg));
            item->setTextAlignment(Qt::AlignCenter);
            item->setToolTip(tr("%1 (token id %2): %3 %")
                                 .arg(token)
                                 .arg(table_.ids[std::size_t(r)][std::size_t(c)])
                                 .arg(format_value(100 * p)));
            item->setData(Qt::UserRole, p);
            grid_->setItem(r, c, item);
        }
}

ViewFigure LensView::figure() const {
    if (table_.rows.isEmpty() || !model_) return {};
    const auto& sentences = doc_->lesson().sentences;
    const int s = sentence();
    const QString text = s >= 0 && s < int(sentences.size())
                             ? QString::fromStdString(sentences[std::size_t(s)])
                             : QString();
    ViewFigure f{
        lens_figure(table_, model_probe_where(*model_)),
        QStringLiteral("layers-guesses-%1-token-%2").arg(file_slug(text)).arg(table_.position)};
    f.spec.what_if = view_->whatIfLabel(attn::Source::Real);
    return f;
}

// The first of a pair (or the only view) speaks of the sentence the dock's box chooses; the
// second speaks of the second shown sentence while both are side by side.
int LensView::sentence() const { return view_->modelSentenceOfPair(second_); }

void LensView::setSecondOfPair() {
    second_ = true;
    intro_->hide();  // the first view's says it; the pair's caption names the sentence
    refresh();
}

}  // namespace attn::ui
