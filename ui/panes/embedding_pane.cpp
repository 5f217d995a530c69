#include "panes/embedding_pane.hpp"

#include <QAction>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QMenu>
#include <QToolBar>
#include <QVBoxLayout>
#include <stdexcept>

#include "commands/try_push.hpp"
#include "commands/vocabulary_commands.hpp"
#include "document/document.hpp"
#include "document/view_state.hpp"
#include "itemmodels/lesson_matrix_item_model.hpp"
#include "style/plain_text.hpp"
#include "viewdata/figure_specs.hpp"
#include "widgets/scrub_table_view.hpp"
#include "widgets/tool_bar_tab_stops.hpp"

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
        ->setToolTip(tr("Add a word (a row of zeros); by keyboard: Insert in the table"));
    bar->addAction(tr("− Word"), this, [this] { remove(Qt::Vertical); })
        ->setToolTip(tr("Remove the selected word"));
    bar->addSeparator();
    bar->addAction(tr("+ Axis"), this, [this] { add(Qt::Horizontal); })
        ->setToolTip(tr("Add a named axis (a column of zeros)"));
    bar->addAction(tr("− Axis"), this, [this] { remove(Qt::Horizontal); })
        ->setToolTip(tr("Remove the selected axis"));
    make_tab_stops(bar, table_);
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
    // By keyboard (tool bar buttons take no focus): the table's menu (Menu key) adds, renames
    // and removes the current cell's word and axis; Insert adds a word.
    add_view_actions(table_, [this](QMenu* menu, QPoint at) { addEditActions(menu, at); });
    auto* insert = new QAction(tr("Add a word"), table_);
    insert->setShortcut(QKeySequence(Qt::Key_Insert));
    insert->setShortcutContext(Qt::WidgetShortcut);
    connect(insert, &QAction::triggered, this, [this] { add(Qt::Vertical); });
    table_->addAction(insert);

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
    const QString error = try_push(doc_, [&] {
        return axis ? add_axis_command(doc_, name.trimmed())
                    : add_word_command(doc_, name.trimmed());
    });
    report(error);
    // The keyboard goes on at the new row's (or column's) first cell.
    if (error.isEmpty() && model_->rowCount() > 0 && model_->columnCount() > 0)
        table_->setCurrentIndex(
            axis ? model_->index(std::max(0, currentRow()), model_->columnCount() - 1)
                 : model_->index(model_->rowCount() - 1, 0));
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

// The table's own actions on the current cell (a right click makes the cell under it current;
// the Menu key keeps the keyboard's), else the cell at `at`, before its export ones.
void EmbeddingPane::addEditActions(QMenu* menu, QPoint at) {
    const QModelIndex cell =
        table_->currentIndex().isValid() ? table_->currentIndex() : table_->indexAt(at);
    const auto name = [this](Qt::Orientation o, int i) {
        return quoted_text(model_->headerData(i, o, Qt::DisplayRole).toString());
    };
    menu->addAction(tr("Add a word…"), this, [this] { add(Qt::Vertical); });
    if (cell.isValid()) {
        const int row = cell.row();
        menu->addAction(tr("Rename the word %1…").arg(name(Qt::Vertical, row)), this,
                        [this, row] { rename(Qt::Vertical, row); });
        menu->addAction(tr("Remove the word %1").arg(name(Qt::Vertical, row)), this, [this, row] {
            table_->setCurrentIndex(model_->index(row, std::max(0, currentColumn())));
            remove(Qt::Vertical);
        });
    }
    menu->addSeparator();
    menu->addAction(tr("Add an axis…"), this, [this] { add(Qt::Horizontal); });
    if (cell.isValid()) {
        const int col = cell.column();
        menu->addAction(tr("Rename the axis %1…").arg(name(Qt::Horizontal, col)), this,
                        [this, col] { rename(Qt::Horizontal, col); });
        menu->addAction(tr("Remove the axis %1").arg(name(Qt::Horizontal, col)), this, [this, col] {
            table_->setCurrentIndex(model_->index(std::max(0, currentRow()), col));
            remove(Qt::Horizontal);
        });
    }
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
