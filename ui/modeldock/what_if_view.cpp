#include "modeldock/what_if_view.hpp"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>
#include <exception>

#include "attnlab/attention/softmax.hpp"
#include "attnlab/checkpoints/model_files.hpp"
#include "attnlab/gpt/gpt_of_trained.hpp"
#include "attnlab/lesson/real_model_lesson.hpp"
#include "attnlab/model/model_words.hpp"
#include "attnlab/tokenizers/text_tokenizer.hpp"
#include "document/document.hpp"
#include "document/view_state.hpp"
#include "style/number_format.hpp"
#include "style/plain_text.hpp"
#include "whatif/what_if_bar.hpp"
#include "whatif/what_if_menu.hpp"
#include "widgets/flow_layout.hpp"
#include "widgets/lazy_refresh.hpp"

namespace attn::ui {
namespace {

constexpr int kTopTokens = 8;  // the likeliest before and after, each

QString signed_text(double v) {
    if (std::isinf(v)) return ltr_isolated(v > 0 ? QStringLiteral("+∞") : QStringLiteral("−∞"));
    const QString t = format_value(float(std::abs(v)));
    return ltr_isolated((v < 0 ? QStringLiteral("−") : QStringLiteral("+")) + t);
}

// A probability's exact value for a tooltip: four significant digits ("0.1400", "7.071e-05"),
// so the Δ ln p beside its percent can be checked.
QString exact_probability(double p) {
    return QString::number(p, 'g', 4).replace(QLatin1Char('.'), decimal_sign());
}

// Row `row` of `logits` (the last when out of range).
std::vector<float> logit_row(const attn::Matrix& logits, int row) {
    if (logits.rows() == 0) return {};
    if (row < 0 || row >= logits.rows()) row = int(logits.rows()) - 1;
    const float* at = &logits(row, 0);
    return std::vector<float>(at, at + logits.cols());
}

}  // namespace

WhatIfView::WhatIfView(Document* doc, ViewState* view, QWidget* parent)
    : QWidget(parent), doc_(doc), view_(view) {
    bar_ = new WhatIfBar(doc, view, this, [view] { return view->modelSource(); });
    // Which sentence the comparison reads (with Both sentences in the dock's box, the first).
    sentence_ = plain_label(this, true);
    sentence_->setObjectName(QStringLiteral("whatIfSentence"));
    message_ = new QLabel(this);
    message_->setWordWrap(true);
    loss_ = new QLabel(this);
    position_ = new QComboBox(this);
    position_->setAccessibleName(tr("After which token"));
    table_ = new QTableWidget(this);
    table_->setColumnCount(4);
    table_->setHorizontalHeaderLabels({tr("Next token"), tr("Before"), tr("After"), tr("Δ ln p")});
    table_->verticalHeader()->setVisible(false);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table_->setAccessibleName(tr("Next-token probabilities before and after the what-if"));
    token_ = new QLineEdit(this);
    token_->setPlaceholderText(tr("Any token, to see how its probability changes"));
    token_->setAccessibleName(tr("Token"));
    tokenResult_ = new QLabel(this);
    tokenResult_->setWordWrap(true);
    // The tab's own way to make a what-if (a map's context menu was the only one).
    layer_ = new QSpinBox(this);
    layer_->setObjectName(QStringLiteral("whatIfLayer"));
    layer_->setAccessibleName(tr("Layer of the head"));
    head_ = new QSpinBox(this);
    head_->setObjectName(QStringLiteral("whatIfHead"));
    head_->setAccessibleName(tr("Head"));
    headButton_ = new QPushButton(tr("What if…"), this);
    headButton_->setObjectName(QStringLiteral("whatIfHeadButton"));
    headButton_->setToolTip(tr("Switch this head off, mean-ablate it, or keep only it"));
    headButton_->setAutoDefault(false);
    auto* headMenu = new QMenu(headButton_);
    headButton_->setMenu(headMenu);
    connect(headMenu, &QMenu::aboutToShow, this, [this, headMenu] {
        headMenu->clear();
        add_what_if_actions(headMenu, this, doc_, view_, chosenLayerTrace(),
                            MapHead{view_->modelSource(), view_->layersOf(view_->modelSource()),
                                    layer_->value() - 1, head_->value() - 1},
                            -1, -1);
        if (headMenu->isEmpty())
            headMenu->addAction(tr("The model's pass is not ready yet"))->setEnabled(false);
    });
    auto* headRow = new FlowLayout;
    auto* layerLabel = new QLabel(tr("&Layer:"), this);
    layerLabel->setBuddy(layer_);
    auto* headLabel = new QLabel(tr("H&ead:"), this);
    headLabel->setBuddy(head_);
    for (QWidget* w : {static_cast<QWidget*>(layerLabel), static_cast<QWidget*>(layer_),
                       static_cast<QWidget*>(headLabel), static_cast<QWidget*>(head_),
                       static_cast<QWidget*>(headButton_)})
        headRow->addWidget(w);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(bar_);
    layout->addLayout(headRow);
    layout->addWidget(sentence_);
    layout->addWidget(message_);
    layout->addWidget(loss_);
    auto* after = new QHBoxLayout;
    auto* afterLabel = new QLabel(tr("&After:"), this);
    afterLabel->setBuddy(position_);
    after->addWidget(afterLabel);
    after->addWidget(position_, 1);
    layout->addLayout(after);
    // Why the box is greyed on a real model, in words (a walk found it greyed, the reason in a
    // tooltip only).
    positionNote_ = plain_label(this, true);
    positionNote_->setObjectName(QStringLiteral("whatIfPositionNote"));
    positionNote_->hide();
    layout->addWidget(positionNote_);
    // The token field above the table: on a short screen it stays in view.
    auto* tokenRow = new QHBoxLayout;
    auto* tokenLabel = new QLabel(tr("&Token:"), this);
    tokenLabel->setBuddy(token_);
    tokenRow->addWidget(tokenLabel);
    tokenRow->addWidget(token_, 1);
    layout->addLayout(tokenRow);
    layout->addWidget(tokenResult_);
    layout->addWidget(table_, 1);
    connect(token_, &QLineEdit::textChanged, this, [this] { fillToken(); });
    connect(position_, &QComboBox::currentIndexChanged, this, [this] { refresh(); });
    auto* lazy = new LazyRefresh(this, [this] { refresh(); });
    connect(doc_, &Document::changed, this, [this, lazy](Document::ChangeEvent e) {
        if (e.touches(view_->modelSource(), -1, view_->shown())) lazy->request();
    });
    connect(view_, &ViewState::shownChanged, this, [lazy] { lazy->request(); });
    connect(view_, &ViewState::modelSentenceChanged, this, [lazy] { lazy->request(); });
    connect(view_, &ViewState::whatIfChanged, this, [this, lazy] {
        followWhatIf();
        lazy->request();
    });
    connect(view_, &ViewState::displayChanged, this, [lazy] { lazy->request(); });
    refresh();
    followWhatIf();
}

QString WhatIfView::message() const { return message_->text(); }
QString WhatIfView::sentenceText() const {
    return sentence_->isHidden() ? QString() : sentence_->text();
}
QString WhatIfView::lossText() const { return loss_->isHidden() ? QString() : loss_->text(); }
QString WhatIfView::tokenText() const { return tokenResult_->text(); }

// Offers the sentence's tokens as positions (each when every row of logits is there).
void WhatIfView::offerPositions(const QStringList& tokens, bool every) {
    const attn::Lesson& lesson = doc_->lesson();
    QStringList labels;
    for (int i = 0; i < tokens.size(); ++i)
        labels << tr("%1 (token %2)").arg(left_to_right(tokens[i])).arg(i);
    QStringList now;
    for (int i = 0; i < position_->count(); ++i) now << position_->itemText(i);
    const QSignalBlocker block(position_);
    if (now != labels) {  // another sentence: after the lesson's focus word, else its last
        position_->clear();
        position_->addItems(labels);
        const qsizetype focus = tokens.lastIndexOf(QString::fromStdString(lesson.focus));
        position_->setCurrentIndex(every && focus >= 0 ? int(focus) : int(labels.size()) - 1);
    }
    if (!every) position_->setCurrentIndex(int(labels.size()) - 1);
    position_->setEnabled(every);
    const QString why = every ? QString()
                              : tr("A real model's pass keeps the logits of its last token "
                                   "only: the prediction after the whole sentence.");
    position_->setToolTip(why);
    positionNote_->setText(why);
    positionNote_->setVisible(!every);
}

// Runs the trained model's two passes on the first shown sentence; "" or why not.
QString WhatIfView::compareTrained(std::span<const attn::Intervention> what_if,
                                   std::function<QString(int)>& name) {
    const attn::Lesson& lesson = doc_->lesson();
    const attn::TrainedModel& tm = *lesson.model;
    const std::string sentence = lesson.sentences.at(size_t(view_->modelSentence()));
    const attn::ModelWords words = attn::model_words(tm, sentence);
    if (!words.ok()) return QString::fromStdString(words.problem);
    try {
        const attn::Matrix before = attn::logits_under(tm, words.ids, {});
        const attn::Matrix after =
            what_if.empty() ? before : attn::logits_under(tm, words.ids, what_if);
        QStringList tokens;
        for (const std::string& t : words.tokens) tokens << QString::fromStdString(t);
        offerPositions(tokens, true);
        before_ = logit_row(before, position_->currentIndex());
        after_ = logit_row(after, position_->currentIndex());
        loss_->setText(tr("Loss on the sentence (each next word): %1")
                           .arg(ltr_isolated(format_value(sentence_loss(before, words.ids)) +
                                             QStringLiteral(" → ") +
                                             format_value(sentence_loss(after, words.ids)))));
        loss_->setVisible(words.ids.size() > 1);
        name = [&tm](int id) { return QString::fromStdString(tm.vocabulary.word(id)); };
        idOf_ = [&tm](const QString& t) {
            const int id = tm.vocabulary.id(t.trimmed().toStdString());
            return id > 0 ? id : -1;
        };
    } catch (const std::exception& e) {
        return QString::fromUtf8(e.what());
    }
    return {};
}

// Takes the real model's logits for the first shown sentence from its pass; "" or why not.
QString WhatIfView::compareReal(std::function<QString(int)>& name) {
    const auto model = doc_->realModel();
    const auto& r = doc_->results().at(size_t(view_->modelSentence()));
    if (!model) return doc_->realModelMessage();
    if (!r.real || !r.realError.isEmpty())
        return r.realError.isEmpty() ? tr("The model is reading the sentence…") : r.realError;
    offerPositions(r.real->tokens.display, false);  // the pass has the last position's logits only
    after_ = logit_row(r.real->pass.logits, -1);
    before_ = r.real->plain_logits.size() > 0 ? logit_row(r.real->plain_logits, -1) : after_;
    const auto tok = model->tokenizer;
    name = [tok](int id) {
        return tok ? QString::fromStdString(tok->display(id)) : QString::number(id);
    };
    idOf_ = [model](const QString& t) {
        try {
            const std::vector<int> ids = attn::real_model_ids(*model, t.toStdString());
            return ids.size() == 1 ? ids[0] : -1;
        } catch (const std::exception&) {
            return -1;
        }
    };
    return {};
}

// Fills the table from rows_, one row per token.
void WhatIfView::fillTable() {
    table_->setRowCount(int(rows_.size()));
    for (int i = 0; i < int(rows_.size()); ++i) {
        const TokenShift& t = rows_[size_t(i)];
        // Percents as every tab prints them (never "0" for a token that is not impossible);
        // the exact value in the tooltip.
        const QStringList cells = {t.token, probability_text(t.before), probability_text(t.after),
                                   signed_text(t.delta_log_p())};
        const QStringList tips = {QString(), exact_probability(t.before),
                                  exact_probability(t.after), QString()};
        for (int c = 0; c < 4; ++c) {
            auto* item = new QTableWidgetItem(cells[c]);
            if (!tips[c].isEmpty()) item->setToolTip(tips[c]);
            if (c > 0) item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            table_->setItem(i, c, item);
        }
    }
}

void WhatIfView::refresh() {
    rows_.clear();
    before_.clear();
    after_.clear();
    idOf_ = nullptr;
    loss_->hide();
    std::function<QString(int)> name;
    const attn::Lesson& lesson = doc_->lesson();
    const auto what_if = doc_->shownLesson().what_if.over(view_->modelSource());
    QString why;
    const int s = view_->modelSentence();
    const bool said = !view_->shown().empty() && s >= 0 && s < int(lesson.sentences.size());
    sentence_->setVisible(said);
    if (said)
        sentence_->setText(
            //: %1: the sentence the what-if reads, in quotation marks
            tr("On %1.").arg(quoted_text(elided(QString::fromStdString(lesson.sentences[size_t(s)]),
                                                kQuotedChars, fontMetrics()))));
    if (view_->shown().empty()) {
        why = tr("Add a sentence to see what the model predicts after it.");
    } else if (lesson.model) {
        why = compareTrained(what_if, name);
    } else if (lesson.real_model) {
        why = compareReal(name);
    } else {
        why =
            tr("This lesson has no model: train one in the Training dock, or open a GPT-2 or "
               "nanoGPT model.");
    }
    if (!why.isEmpty()) {
        const QSignalBlocker block(position_);
        position_->clear();
    }
    // A pending question about the numbers keeps them back here too.
    const attn::Concealment& hidden = view_->scene().conceal;
    if (why.isEmpty() && (hidden.numbers || hidden.cells)) {
        why = tr("The probabilities are kept back until the step's question is answered.");
        before_.clear();
        after_.clear();
        loss_->hide();
    }
    if (why.isEmpty() && !before_.empty() && before_.size() == after_.size())
        rows_ = next_token_shift(before_, after_, name, kTopTokens);
    if (why.isEmpty())
        why = what_if.empty()
                  ? tr("No what-if is laid over the model: its own prediction, twice. Choose "
                       "a head above and What if… to switch it off, or right-click a map.")
                  : tr("What the model predicts next, with and without the what-if.");
    message_->setText(why);
    fillTable();
    fillToken();
    syncHeadRow();
}

const attn::Trace* WhatIfView::chosenLayerTrace() const {
    const int s = view_->modelSentenceOfPair(false), layer = layer_->value() - 1;
    if (s < 0 || layer < 0) return nullptr;
    if (view_->modelSource() == attn::Source::Trained) {
        const auto& results = doc_->results();
        if (s < int(results.size()) && layer < int(results[size_t(s)].layers.size()))
            return &results[size_t(s)].layers[size_t(layer)];
        return nullptr;
    }
    if (view_->modelSource() == attn::Source::Real) return doc_->realModelTrace(s, layer);
    return nullptr;
}

void WhatIfView::syncHeadRow() {
    const attn::Source source = view_->modelSource();
    const int layers = source == attn::Source::HandWired ? 0 : view_->layersOf(source);
    layer_->setRange(layers > 0 ? 1 : 0, std::max(layers, 0));
    const attn::Trace* t = chosenLayerTrace();
    const int heads = t ? t->heads : 0;
    head_->setRange(heads > 0 ? 1 : 0, heads);
    const bool ready = layers > 0 && heads > 0 && !view_->shown().empty();
    for (QWidget* w : {static_cast<QWidget*>(layer_), static_cast<QWidget*>(head_),
                       static_cast<QWidget*>(headButton_)})
        w->setEnabled(ready);
}

// The choosers show the head the what-if names last (a walk found them at 1 · 1 beside a
// what-if on layer 2 · head 2); a what-if on every head, or none, leaves them as they are.
void WhatIfView::followWhatIf() {
    const auto over = view_->whatIf().over(view_->modelSource());
    const auto named = std::find_if(over.rbegin(), over.rend(), [](const attn::Intervention& v) {
        return v.layer != attn::kEvery && v.head != attn::kEvery;
    });
    if (named == over.rend()) return;
    syncHeadRow();
    layer_->setValue(named->layer + 1);
    syncHeadRow();  // the head's range is the chosen layer's
    head_->setValue(named->head + 1);
}

void WhatIfView::fillToken() {
    const QString text = token_->text();
    if (text.trimmed().isEmpty() || !idOf_ || before_.empty()) {
        tokenResult_->clear();
        return;
    }
    const int id = idOf_(text);
    if (id < 0 || id >= int(before_.size())) {
        tokenResult_->setText(tr("“%1” is not one token of the model.").arg(text));
        return;
    }
    const std::vector<double> pb = attn::probabilities(before_), pa = attn::probabilities(after_);
    const TokenShift t{id, text, pb[size_t(id)], pa[size_t(id)]};
    tokenResult_->setText(tr("“%1”: %2 → %3, Δ ln p = %4")
                              .arg(text, ltr_isolated(probability_text(t.before)),
                                   ltr_isolated(probability_text(t.after)),
                                   signed_text(t.delta_log_p())));
}

}  // namespace attn::ui
