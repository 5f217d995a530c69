#include "panes/embedding_pane.hpp"

#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QToolBar>
#include <QVBoxLayout>
#include <stdexcept>

#include "commands/try_push.hpp"
#include "commands/vocabulary_commands.hpp"
#include "document/document.hpp"
#include "document/view_state.hpp"
#include "itemmodels/lesson_matrix_item_model.hpp"
#include "viewdata/figure_specs.hpp"
#include "widgets/scrub_table_view.hpp"

namespace attn::ui {

EmbeddingPane::EmbeddingPane(Document* doc, ViewState* view, QWidget* parent)
    : QWidget(parent), doc_(doc), view_(view) {
    model_ = new LessonMatrixItemModel(doc_, ValueTarget::Embedding, this);
    table_ = new ScrubTableView(this);
    table_->setAccessibleName(tr("Embedding table"));
    table_->setAccessibleDescription(tr(
        "A row per word, a column per named axis; type a value, or drag left or right on a cell"));
    table_->setModel(model_);
    auto* bar = new QToolBar(this);
    bar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    bar->addAction(tr("+ Word"), this, [this] { add(Qt::Vertical); })
        ->setToolTip(tr("Add a word (a row of zeros)"));
    bar->addAction(tr("− Word"), this, [this] { remove(Qt::Vertical); })
        ->setToolTip(tr("Remove the selected word"));
    bar->addSeparator();
    bar->addAction(tr("+ Axis"), this, [this] { add(Qt::Horizontal); })
        ->setToolTip(tr("Add a named axis (a column of zeros)"));
    bar->addAction(tr("− Axis"), this, [this] { remove(Qt::Horizontal); })
        ->setToolTip(tr("Remove the selected axis"));
    auto* hint = new QLabel(tr("Drag on a cell to scrub · double-click a name to rename"), this);
    hint->setStyleSheet(QStringLiteral("color: palette(mid)"));
    hint->setWordWrap(true);  // two lines in a narrow dock or a longer language, never a pane that
                              // scrolls sideways
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->setSpacing(2);
    layout->addWidget(bar);
    layout->addWidget(table_, 1);
    layout->addWidget(hint);
    install_figure_menu(
        table_, [this] { return figure(); }, true);

    connect(model_, &LessonMatrixItemModel::inputRejected, this, &EmbeddingPane::message);
    connect(table_->verticalHeader(), &QHeaderView::sectionDoubleClicked, this,
            [this](int i) { rename(Qt::Vertical, i); });
    connect(table_->horizontalHeader(), &QHeaderView::sectionDoubleClicked, this,
            [this](int i) { rename(Qt::Horizontal, i); });
    connect(table_->verticalHeader(), &QHeaderView::sectionClicked, this, [this](int row) {
        view_->setHighlightedWord(
            model_->headerData(row, Qt::Vertical, Qt::DisplayRole).toString());
    });
    connect(table_, &QTableView::pressed, this, [this](const QModelIndex& i) {
        view_->setHighlightedWord(
            model_->headerData(i.row(), Qt::Vertical, Qt::DisplayRole).toString());
    });
    connect(view_, &ViewState::highlightedWordChanged, this, [this](const QString& w) {
        for (int r = 0; r < model_->rowCount(); ++r)
            if (model_->headerData(r, Qt::Vertical, Qt::DisplayRole).toString() == w) {
                if (table_->currentIndex().row() != r)
                    table_->setCurrentIndex(model_->index(r, std::max(0, currentColumn())));
                return;
            }
    });
}

ViewFigure EmbeddingPane::figure() const {
    ViewRequest r;
    r.view = FigureView::Embeddings;
    r.highlight = view_->highlightedWord();
    try {
        return {build_figure_spec(doc_->lesson(), r), QStringLiteral("embeddings")};
    } catch (const std::invalid_argument&) {  // the highlighted word is not in the table
        r.highlight.clear();
        return {build_figure_spec(doc_->lesson(), r), QStringLiteral("embeddings")};
    }
}

int EmbeddingPane::currentRow() const {
    return table_->currentIndex().isValid() ? table_->currentIndex().row() : -1;
}
int EmbeddingPane::currentColumn() const {
    return table_->currentIndex().isValid() ? table_->currentIndex().column() : -1;
}

void EmbeddingPane::report(const QString& error) {
    // No error: say what was done — the label explains any adaptation
    // ("… (heads 2 → 1 so that d = 3 divides evenly)").
    emit message(error.isEmpty() ? doc_->undoStack()->undoText() : error);
}

// Words are rows (Qt::Vertical), axes columns (Qt::Horizontal).
void EmbeddingPane::add(Qt::Orientation o) {
    const bool axis = o == Qt::Horizontal;
    bool ok = false;
    const QString name = QInputDialog::getText(
        this, axis ? tr("Add axis") : tr("Add word"),
        axis ? tr("Name of the new axis:") : tr("New word (lower case, one word):"),
        QLineEdit::Normal, axis ? unused_axis_name(doc_) : unused_word_name(doc_), &ok);
    if (!ok) return;
    report(try_push(doc_, [&] {
        return axis ? add_axis_command(doc_, name.trimmed())
                    : add_word_command(doc_, name.trimmed());
    }));
}

void EmbeddingPane::rename(Qt::Orientation o, int index) {
    const bool axis = o == Qt::Horizontal;
    bool ok = false;
    const QString old = model_->headerData(index, o, Qt::DisplayRole).toString();
    const QString name =
        QInputDialog::getText(this, axis ? tr("Rename axis") : tr("Rename word"),
                              tr("New name for ‘%1’:").arg(old), QLineEdit::Normal, old, &ok);
    if (!ok) return;
    report(try_push(doc_, [&] {
        return axis ? rename_axis_command(doc_, index, name.trimmed())
                    : rename_word_command(doc_, index, name.trimmed());
    }));
}

void EmbeddingPane::remove(Qt::Orientation o) {
    const bool axis = o == Qt::Horizontal;
    const int index = axis ? currentColumn() : currentRow();
    if (index < 0)
        return report(axis ? tr("Select a cell of the axis to remove first")
                           : tr("Select a cell of the word to remove first"));
    report(try_push(doc_, [&] {
        return axis ? remove_axis_command(doc_, index) : remove_word_command(doc_, index);
    }));
}

}  // namespace attn::ui
