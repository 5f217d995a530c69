#include "embedding_pane.hpp"

#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QToolBar>
#include <QVBoxLayout>

#include "commands/try_push.hpp"
#include "commands/vocabulary_commands.hpp"
#include "lesson_matrix_model.hpp"
#include "scrub_table_view.hpp"
#include "view_state.hpp"

namespace attn::ui {

EmbeddingPane::EmbeddingPane(Document* doc, ViewState* view, QWidget* parent)
    : QWidget(parent), doc_(doc), view_(view) {
    model_ = new LessonMatrixModel(doc_, ValueTarget::Embedding, this);
    table_ = new ScrubTableView(this);
    table_->setModel(model_);
    auto* bar = new QToolBar(this);
    bar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    bar->addAction(tr("+ Word"), this, &EmbeddingPane::addWord)->setToolTip(tr("Add a word (a row of zeros)"));
    bar->addAction(tr("− Word"), this, &EmbeddingPane::removeWord)->setToolTip(tr("Remove the selected word"));
    bar->addSeparator();
    bar->addAction(tr("+ Axis"), this, &EmbeddingPane::addAxis)->setToolTip(tr("Add a named axis (a column of zeros)"));
    bar->addAction(tr("− Axis"), this, &EmbeddingPane::removeAxis)->setToolTip(tr("Remove the selected axis"));
    auto* hint = new QLabel(tr("Drag on a cell to scrub · double-click a name to rename"), this);
    hint->setStyleSheet(QStringLiteral("color: palette(mid)"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->setSpacing(2);
    layout->addWidget(bar);
    layout->addWidget(table_, 1);
    layout->addWidget(hint);

    connect(model_, &LessonMatrixModel::inputRejected, this, &EmbeddingPane::message);
    connect(table_->verticalHeader(), &QHeaderView::sectionDoubleClicked, this, &EmbeddingPane::renameWord);
    connect(table_->horizontalHeader(), &QHeaderView::sectionDoubleClicked, this, &EmbeddingPane::renameAxis);
    connect(table_->verticalHeader(), &QHeaderView::sectionClicked, this, [this](int row) {
        view_->setHighlightedWord(model_->headerData(row, Qt::Vertical, Qt::DisplayRole).toString());
    });
    connect(table_, &QTableView::pressed, this, [this](const QModelIndex& i) {
        view_->setHighlightedWord(model_->headerData(i.row(), Qt::Vertical, Qt::DisplayRole).toString());
    });
    connect(view_, &ViewState::highlightedWordChanged, this, [this](const QString& w) {
        for (int r = 0; r < model_->rowCount(); ++r)
            if (model_->headerData(r, Qt::Vertical, Qt::DisplayRole).toString() == w) {
                if (table_->currentIndex().row() != r) table_->setCurrentIndex(model_->index(r, std::max(0, currentColumn())));
                return;
            }
    });
}

int EmbeddingPane::currentRow() const { return table_->currentIndex().isValid() ? table_->currentIndex().row() : -1; }
int EmbeddingPane::currentColumn() const {
    return table_->currentIndex().isValid() ? table_->currentIndex().column() : -1;
}

void EmbeddingPane::report(const QString& error) {
    if (!error.isEmpty()) emit message(error);
}

void EmbeddingPane::addWord() {
    bool ok = false;
    const QString word = QInputDialog::getText(this, tr("Add word"), tr("New word (lower case, one word):"),
                                               QLineEdit::Normal, unused_word_name(doc_), &ok);
    if (ok) report(try_push(doc_, [&] { return add_word_command(doc_, word.trimmed()); }));
}

void EmbeddingPane::renameWord(int index) {
    bool ok = false;
    const QString old = model_->headerData(index, Qt::Vertical, Qt::DisplayRole).toString();
    const QString name = QInputDialog::getText(this, tr("Rename word"), tr("New name for ‘%1’:").arg(old),
                                               QLineEdit::Normal, old, &ok);
    if (ok) report(try_push(doc_, [&] { return rename_word_command(doc_, index, name.trimmed()); }));
}

void EmbeddingPane::removeWord() {
    const int row = currentRow();
    if (row < 0) return report(tr("Select a cell of the word to remove first"));
    report(try_push(doc_, [&] { return remove_word_command(doc_, row); }));
}

void EmbeddingPane::addAxis() {
    bool ok = false;
    const QString axis = QInputDialog::getText(this, tr("Add axis"), tr("Name of the new axis:"), QLineEdit::Normal,
                                               unused_axis_name(doc_), &ok);
    if (ok) report(try_push(doc_, [&] { return add_axis_command(doc_, axis.trimmed()); }));
}

void EmbeddingPane::renameAxis(int index) {
    bool ok = false;
    const QString old = model_->headerData(index, Qt::Horizontal, Qt::DisplayRole).toString();
    const QString name = QInputDialog::getText(this, tr("Rename axis"), tr("New name for the axis ‘%1’:").arg(old),
                                               QLineEdit::Normal, old, &ok);
    if (ok) report(try_push(doc_, [&] { return rename_axis_command(doc_, index, name.trimmed()); }));
}

void EmbeddingPane::removeAxis() {
    const int col = currentColumn();
    if (col < 0) return report(tr("Select a cell of the axis to remove first"));
    report(try_push(doc_, [&] { return remove_axis_command(doc_, col); }));
}

}  // namespace attn::ui
