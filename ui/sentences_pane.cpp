#include "sentences_pane.hpp"

#include <QAction>
#include <QHBoxLayout>
#include <QLabel>
#include <QListView>
#include <QMenu>
#include <QToolBar>
#include <QToolButton>
#include <QVBoxLayout>

#include "commands/sentence_commands.hpp"
#include "commands/try_push.hpp"
#include "commands/vocabulary_commands.hpp"
#include "sentence_delegate.hpp"
#include "sentence_model.hpp"
#include "view_state.hpp"

namespace attn::ui {

SentencesPane::SentencesPane(Document* doc, ViewState* view, QWidget* parent)
    : QWidget(parent), doc_(doc), view_(view) {
    model_ = new SentenceModel(doc_, view_, this);
    list_ = new QListView(this);
    list_->setModel(model_);
    list_->setItemDelegate(new SentenceDelegate(list_));
    list_->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed);
    list_->setContextMenuPolicy(Qt::CustomContextMenu);
    list_->setUniformItemSizes(true);
    auto* bar = new QToolBar(this);
    bar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    bar->addAction(tr("+ Sentence"), this, &SentencesPane::addSentence);
    bar->addAction(tr("− Sentence"), this, &SentencesPane::removeSentence);
    unknownLabel_ = new QLabel(this);
    unknownLabel_->setWordWrap(true);
    unknownLabel_->setStyleSheet(QStringLiteral("color: #b2182b"));
    unknownRow_ = new QVBoxLayout;  // one button per line: long words must not widen the pane
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->setSpacing(2);
    layout->addWidget(bar);
    layout->addWidget(list_, 1);
    layout->addWidget(unknownLabel_);
    layout->addLayout(unknownRow_);

    connect(model_, &SentenceModel::inputRejected, this, &SentencesPane::message);
    connect(list_->selectionModel(), &QItemSelectionModel::currentChanged, this, [this] { updateUnknown(); });
    connect(model_, &QAbstractItemModel::dataChanged, this, [this] { updateUnknown(); });
    connect(model_, &QAbstractItemModel::modelReset, this, [this] { updateUnknown(); });
    connect(list_, &QListView::customContextMenuRequested, this, [this](const QPoint& pos) {
        const QModelIndex idx = list_->indexAt(pos);
        if (!idx.isValid()) return;
        list_->setCurrentIndex(idx);
        QMenu menu(this);
        menu.addAction(tr("Show only this sentence"), this, [this, idx] { view_->showOnly(idx.row()); });
        menu.addAction(tr("Edit"), this, [this, idx] { list_->edit(idx); });
        menu.addAction(tr("Remove"), this, &SentencesPane::removeSentence);
        if (!unknownActions_.isEmpty()) menu.addSeparator();
        for (QAction* a : unknownActions_) menu.addAction(a);
        menu.exec(list_->viewport()->mapToGlobal(pos));
    });
    if (model_->rowCount() > 0) list_->setCurrentIndex(model_->index(0));
    updateUnknown();
}

void SentencesPane::addSentence() {
    const QString error = try_push(doc_, [this] { return add_sentence_command(doc_, tr("the bank")); });
    if (!error.isEmpty()) return emit message(error);
    const QModelIndex idx = model_->index(model_->rowCount() - 1);
    view_->setShown(idx.row(), true);
    list_->setCurrentIndex(idx);
    list_->edit(idx);
}

void SentencesPane::removeSentence() {
    const QModelIndex idx = list_->currentIndex();
    if (!idx.isValid()) return emit message(tr("Select the sentence to remove first"));
    const QString error = try_push(doc_, [&] { return remove_sentence_command(doc_, idx.row()); });
    if (!error.isEmpty()) emit message(error);
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
    const QStringList unknown = idx.isValid() ? idx.data(SentenceModel::UnknownWordsRole).toStringList() : QStringList();
    unknownLabel_->setVisible(!unknown.isEmpty());
    unknownLabel_->setText(tr("Not in the vocabulary: %1").arg(unknown.join(QStringLiteral("  "))));
    for (const QString& w : unknown) {
        auto* a = new QAction(tr("Add ‘%1’ to the vocabulary").arg(w), this);
        connect(a, &QAction::triggered, this, [this, w] {
            const QString error = try_push(doc_, [&] { return add_unknown_word_command(doc_, w); });
            if (!error.isEmpty()) emit message(error);
            else emit message(tr("Added ‘%1’ as a row of zeros: give it values in the embedding table").arg(w));
        });
        unknownActions_ << a;
        auto* b = new QToolButton(this);
        b->setDefaultAction(a);
        unknownRow_->addWidget(b, 0, Qt::AlignLeft);
    }
}

}  // namespace attn::ui
