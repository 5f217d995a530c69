#include "panes/sentences_pane.hpp"

#include <QAction>
#include <QHBoxLayout>
#include <QLabel>
#include <QListView>
#include <QMenu>
#include <QToolBar>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>
#include <algorithm>
#include <random>

#include "attnlab/lesson/lesson_texts.hpp"
#include "attnlab/words/tokenizer.hpp"
#include "commands/sentence_commands.hpp"
#include "commands/try_push.hpp"
#include "commands/vocabulary_commands.hpp"
#include "document/document.hpp"
#include "document/view_state.hpp"
#include "i18n/language.hpp"
#include "itemmodels/sentence_item_model.hpp"
#include "style/plain_text.hpp"
#include "widgets/sentence_delegate.hpp"
#include "widgets/tool_bar_tab_stops.hpp"

namespace attn::ui {

SentencesPane::SentencesPane(Document* doc, ViewState* view, QWidget* parent)
    : QWidget(parent), doc_(doc), view_(view) {
    makeList();
    auto* bar = new QToolBar(this);
    bar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    bar->addAction(tr("+ Sentence"), this, &SentencesPane::addSentence)
        ->setToolTip(tr("Add a sentence; by keyboard: Insert in the list"));
    bar->addAction(tr("− Sentence"), this, &SentencesPane::removeSentence)
        ->setToolTip(tr("Remove the selected sentence; by keyboard: Delete in the list"));
    shuffle_ = bar->addAction(tr("Shuffle"), this, &SentencesPane::shuffleSentence);
    shuffle_->setObjectName(QStringLiteral("shuffleSentence"));
    shuffle_->setToolTip(
        tr("Put the selected sentence's words in another order (one undo step): without "
           "positions every map is only shuffled with them"));
    make_tab_stops(bar, list_);
    unknownLabel_ = plain_label(this, true);
    show_as_error(unknownLabel_);
    unknownRow_ = new QVBoxLayout;  // one button per line: long words must not widen the pane
    makeAbout();
    layOut(bar);
    connectSignals();
    if (model_->rowCount() > 0) list_->setCurrentIndex(model_->index(0));
    updateUnknown();
    updateAbout();
    updateTokenErrors();
}

// The sentence list over its item model, edited in place through the delegate.
void SentencesPane::makeList() {
    model_ = new SentenceItemModel(doc_, view_, this);
    list_ = new QListView(this);
    list_->setAccessibleName(tr("Sentences"));
    list_->setModel(model_);
    delegate_ = new SentenceDelegate(list_);
    list_->setItemDelegate(delegate_);
    list_->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed);
    list_->setContextMenuPolicy(Qt::CustomContextMenu);
    list_->setUniformItemSizes(true);
    // By keyboard (tool bar buttons take no focus): Insert adds a sentence, Delete removes the
    // current one (an editor open on a sentence keeps its keys), the Menu key opens the menu.
    const auto key = [this](Qt::Key k, void (SentencesPane::*slot)()) {
        auto* a = new QAction(list_);
        a->setShortcut(QKeySequence(k));
        a->setShortcutContext(Qt::WidgetShortcut);
        connect(a, &QAction::triggered, this, slot);
        list_->addAction(a);
    };
    key(Qt::Key_Insert, &SentencesPane::addSentence);
    key(Qt::Key_Delete, &SentencesPane::removeSentence);
}

// The lesson's title and description: what the teacher wrote it for.
void SentencesPane::makeAbout() {
    title_ = plain_label(this, true);
    QFont bold = title_->font();
    bold.setBold(true);
    title_->setFont(bold);
    description_ = plain_label(this, true);
    description_->setObjectName(QStringLiteral("lessonDescription"));
    description_->setTextInteractionFlags(Qt::TextSelectableByMouse);
}

// The pane's column: title, description, `bar`, the list, then the hidden error labels (made
// here) and the unknown words.
void SentencesPane::layOut(QToolBar* bar) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->setSpacing(2);
    layout->addWidget(title_);
    layout->addWidget(description_);
    layout->addWidget(bar);
    layout->addWidget(list_, 1);
    rejected_ = plain_label(this, true);
    rejected_->setObjectName(QStringLiteral("sentenceRejected"));
    show_as_error(rejected_);
    rejected_->hide();
    layout->addWidget(rejected_);
    tokenError_ = plain_label(this, true);
    tokenError_->setObjectName(QStringLiteral("sentenceTokenError"));
    show_as_error(tokenError_);
    tokenError_->hide();
    layout->addWidget(tokenError_);
    layout->addWidget(unknownLabel_);
    layout->addLayout(unknownRow_);
}

// Keeps the messages, the unknown words, the token errors and the title up to date, and opens
// the list's context menu.
void SentencesPane::connectSignals() {
    // A refused edit (a sentence over the engine's limit) is said here, under the
    // sentences, until the next edit or another sentence is chosen; the lesson is unchanged.
    connect(model_, &SentenceItemModel::inputRejected, this, &SentencesPane::showRejected);
    connect(doc_->undoStack(), &QUndoStack::indexChanged, this, [this] { showRejected({}); });
    connect(list_->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this] { showRejected({}); });
    connect(view_, &ViewState::shownDropped, this, [this](int s) {
        const auto& sentences = doc_->lesson().sentences;
        if (s < 0 || s >= int(sentences.size())) return;
        emit message(tr("Two sentences are compared at a time: “%1” is no longer shown (tick it to "
                        "bring it back).")
                         .arg(QString::fromStdString(sentences[size_t(s)])));
    });
    connect(list_->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this] { updateUnknown(); });
    connect(model_, &QAbstractItemModel::dataChanged, this, [this] { updateUnknown(); });
    connect(model_, &QAbstractItemModel::modelReset, this, [this] { updateUnknown(); });
    connect(model_, &QAbstractItemModel::dataChanged, this, [this] { updateTokenErrors(); });
    connect(model_, &QAbstractItemModel::modelReset, this, [this] { updateTokenErrors(); });
    connect(delegate_, &SentenceDelegate::liveTokensChanged, this, [this] { updateTokenErrors(); });
    connect(list_, &QListView::customContextMenuRequested, this,
            [this](const QPoint& pos) { showListMenu(pos); });
    connect(doc_, &Document::changed, this, [this](Document::ChangeEvent event) {
        const Document::Change c = event.kind;
        if (c == Document::Change::Everything || c == Document::Change::Title) updateAbout();
    });
}

// The list's context menu at `pos` (in the list's coordinates), over the sentence there.
void SentencesPane::showListMenu(const QPoint& pos) {
    const QModelIndex idx = list_->indexAt(pos);
    QMenu menu(this);
    if (!idx.isValid()) {  // below the sentences
        menu.addAction(tr("Add a sentence"), this, &SentencesPane::addSentence);
        menu.exec(list_->viewport()->mapToGlobal(pos));
        return;
    }
    list_->setCurrentIndex(idx);
    menu.addAction(tr("Show only this sentence"), this,
                   [this, idx] { view_->showOnly(idx.row()); });
    menu.addAction(tr("Edit"), this, [this, idx] { list_->edit(idx); });
    menu.addAction(tr("Add a sentence"), this, &SentencesPane::addSentence);
    menu.addAction(tr("Remove"), this, &SentencesPane::removeSentence);
    menu.addAction(tr("Shuffle the words"), this, &SentencesPane::shuffleSentence);
    if (!unknownActions_.isEmpty()) menu.addSeparator();
    for (QAction* a : unknownActions_) menu.addAction(a);
    menu.exec(list_->viewport()->mapToGlobal(pos));
}

std::optional<SentenceTokens> SentencesPane::shownTokens(int row) const {
    if (row < 0 || row >= model_->rowCount()) return std::nullopt;
    return delegate_->shownTokens(model_->index(row));
}

void SentencesPane::updateTokenErrors() {
    // The sentence being typed says its own; the others theirs, a few at most.
    constexpr int kMaxShown = 3;
    QStringList lines;
    int more = 0;
    for (int row = 0; row < model_->rowCount(); ++row) {
        const std::optional<SentenceTokens> t = shownTokens(row);
        if (!t || t->error.isEmpty() || doc_->realModelState() != Document::RealModelState::Ready)
            continue;
        if (lines.size() < kMaxShown)
            lines << tr("Sentence %1: %2").arg(row + 1).arg(t->error);
        else
            ++more;
    }
    if (more > 0) lines << tr("(and %n more)", nullptr, more);
    tokenError_->setText(lines.join(QLatin1Char('\n')));
    tokenError_->setVisible(!lines.isEmpty());
}

QString SentencesPane::tokenErrorText() const {
    return tokenError_->isVisibleTo(this) ? tokenError_->text() : QString();
}

void SentencesPane::updateAbout() {
    const attn::LessonTexts l =
        attn::lesson_texts(doc_->lesson(), lesson_language());  // in the reader's language
    title_->setText(QString::fromStdString(l.title));
    title_->setVisible(!l.title.empty());
    about_ = QString::fromStdString(l.description).simplified();
    description_->setToolTip(plain_tooltip(about_));
    description_->setVisible(!about_.isEmpty());
    cutDescription();
}

// A long description is cut to about three lines of the pane's width (a real model's lesson says
// what the model is: in a narrow pane at 1024 px it took the sentences' room); the tooltip holds
// it all.
void SentencesPane::cutDescription() {
    constexpr int kLines = 3, kLeastChars = 40;
    const QFontMetrics fm = description_->fontMetrics();
    // The pane's width (the label's own is laid out after this pane's resize).
    const int perLine =
        std::max(1, contentsRect().width() - 8) / std::max(1, fm.averageCharWidth());
    // A wrapped line ends at a word: a little under its width in characters.
    const int chars = std::max(kLeastChars, kLines * perLine * 4 / 5);
    const QString shown = elided(about_, chars, fm);
    if (description_->text() != shown) description_->setText(shown);
}

void SentencesPane::resizeEvent(QResizeEvent* e) {
    QWidget::resizeEvent(e);
    cutDescription();
}

void SentencesPane::showRejected(const QString& text) {
    if (text.isEmpty()) {
        rejected_->hide();
        return;
    }
    const QModelIndex idx = list_->currentIndex();
    const QString where =
        idx.isValid() ? tr("Sentence %1 is unchanged: ").arg(idx.row() + 1) : QString();
    rejected_->setText(where + text);
    rejected_->show();
    emit message(where + text);
}

QString SentencesPane::rejectedText() const {
    return rejected_->isVisible() ? rejected_->text() : QString();
}

// A new sentence made of the lesson's own words, ready to edit: a copy of the
// selected sentence (else the last), or, in a lesson without sentences, the
// vocabulary's first words. Never a word the vocabulary lacks.
QString SentencesPane::newSentenceText() const {
    const attn::Lesson& l = doc_->lesson();
    const QModelIndex idx = list_->currentIndex();
    if (idx.isValid() && idx.row() < int(l.sentences.size()))
        return QString::fromStdString(l.sentences[size_t(idx.row())]);
    if (!l.sentences.empty()) return QString::fromStdString(l.sentences.back());
    QStringList words;
    for (int i = 0; i < std::min(3, l.table.word_count()); ++i)
        words << QString::fromStdString(l.table.words()[size_t(i)]);
    return words.join(QLatin1Char(' '));
}

void SentencesPane::addSentence() {
    const QString text = newSentenceText();
    const QString error = try_push(doc_, [&] { return add_sentence_command(doc_, text); });
    if (!error.isEmpty()) return emit message(error);
    const QModelIndex idx = model_->index(model_->rowCount() - 1);
    view_->setShown(idx.row(), true);
    list_->setCurrentIndex(idx);
    list_->edit(idx);
}

void SentencesPane::removeSentence() {
    const QModelIndex idx = list_->currentIndex();
    if (!idx.isValid()) return emit message(tr("Select the sentence to remove first"));
    // The steps that show or ask about it are said, so a teacher knows what the removal touched.
    const int row = idx.row();
    QStringList touched;
    const auto& steps = doc_->lesson().steps;
    for (size_t k = 0; k < steps.size(); ++k) {
        const auto& v = steps[k].view.sentences;
        const bool asks = steps[k].question &&
                          steps[k].question->kind == attn::StepQuestion::Kind::Cell &&
                          steps[k].question->sentence == row;
        if (asks || std::find(v.begin(), v.end(), row) != v.end())
            touched << QString::number(k + 1);
    }
    const QString error = try_push(doc_, [&] { return remove_sentence_command(doc_, row); });
    if (!error.isEmpty()) return emit message(error);
    // The keyboard stays on a sentence: the one after, or the new last (Delete again goes on).
    if (const int rows = model_->rowCount(); rows > 0 && !list_->currentIndex().isValid())
        list_->setCurrentIndex(model_->index(std::min(row, rows - 1)));
    if (!touched.isEmpty())
        emit message(tr("Removed sentence %1; step %2 showed or asked about it (Edit ▸ Undo brings "
                        "it back).")
                         .arg(row + 1)
                         .arg(touched.join(QStringLiteral(", "))));
}

void SentencesPane::shuffleSentence() {
    const QModelIndex idx = list_->currentIndex();
    if (!idx.isValid()) return emit message(tr("Select the sentence to shuffle first"));
    const std::string text = doc_->lesson().sentences[size_t(idx.row())];
    std::vector<std::string> words = attn::tokenize(text);
    if (words.size() < 2) return emit message(tr("A sentence of one word has no other order"));
    const std::vector<std::string> before = words;
    // Another order whenever there is one: a draw that keeps the order is turned by one.
    std::shuffle(words.begin(), words.end(), shuffleRandom_);
    if (words == before) std::rotate(words.begin(), words.begin() + 1, words.end());
    QStringList shuffled;
    for (const std::string& w : words) shuffled << QString::fromStdString(w);
    const QString error = try_push(doc_, [&] {
        return edit_sentence_command(doc_, idx.row(), shuffled.join(QLatin1Char(' ')));
    });
    if (!error.isEmpty()) return emit message(error);
    emit message(tr("Shuffled: “%1” (Edit ▸ Undo puts the words back)")
                     .arg(shuffled.join(QLatin1Char(' '))));
}

void SentencesPane::updateUnknown() {
    // deleteLater: this runs while one of these actions may still be emitting triggered().
    for (QAction* a : std::as_const(unknownActions_)) a->deleteLater();
    unknownActions_.clear();
    while (QLayoutItem* item = unknownRow_->takeAt(0)) {
        if (QWidget* w = item->widget()) {
            w->hide();
            w->deleteLater();
        }
        delete item;
    }
    const QModelIndex idx = list_->currentIndex();
    const QStringList unknown = idx.isValid()
                                    ? idx.data(SentenceItemModel::UnknownWordsRole).toStringList()
                                    : QStringList();
    unknownLabel_->setVisible(!unknown.isEmpty());
    unknownLabel_->setText(tr("Not in the vocabulary: %1").arg(unknown.join(QStringLiteral("  "))));
    for (const QString& w : unknown) {
        auto* a = new QAction(plain_action_text(tr("Add ‘%1’ to the vocabulary").arg(w)), this);
        connect(a, &QAction::triggered, this, [this, w] {
            const QString error = try_push(doc_, [&] { return add_unknown_word_command(doc_, w); });
            if (!error.isEmpty())
                emit message(error);
            else
                emit message(
                    tr("Added ‘%1’ as a row of zeros: give it values in the embedding table")
                        .arg(w));
        });
        unknownActions_ << a;
        auto* b = new QToolButton(this);
        b->setDefaultAction(a);
        unknownRow_->addWidget(b, 0, Qt::AlignLeft);
    }
}

}  // namespace attn::ui
