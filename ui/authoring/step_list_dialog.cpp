#include "authoring/step_list_dialog.hpp"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>
#include <algorithm>

#include "attnlab/lesson/lesson.hpp"
#include "commands/step_commands.hpp"
#include "commands/try_push.hpp"
#include "document/document.hpp"

namespace attn::ui {

StepListDialog::StepListDialog(Document* doc, int current, QWidget* parent)
    : QDialog(parent), doc_(doc) {
    setWindowTitle(tr("Arrange Steps"));
    list_ = new QListWidget(this);
    list_->setDragDropMode(QAbstractItemView::InternalMove);
    list_->setDefaultDropAction(Qt::MoveAction);
    list_->setSelectionMode(QAbstractItemView::SingleSelection);
    up_ = new QPushButton(tr("Move &Up"), this);
    down_ = new QPushButton(tr("Move &Down"), this);
    delete_ = new QPushButton(tr("De&lete"), this);
    auto* side = new QVBoxLayout;
    for (QPushButton* b : {up_, down_, delete_}) side->addWidget(b);
    side->addStretch(1);
    auto* body = new QHBoxLayout;
    body->addWidget(list_, 1);
    body->addLayout(side);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* outer = new QVBoxLayout(this);
    outer->addWidget(new QLabel(
        tr("Drag a step to its place, or use the buttons. Each change is one undo step."), this));
    outer->addLayout(body, 1);
    outer->addWidget(buttons);

    connect(up_, &QPushButton::clicked, this,
            [this] { move(list_->currentRow(), list_->currentRow() - 1); });
    connect(down_, &QPushButton::clicked, this,
            [this] { move(list_->currentRow(), list_->currentRow() + 1); });
    connect(delete_, &QPushButton::clicked, this, [this] { remove(list_->currentRow()); });
    connect(list_, &QListWidget::currentRowChanged, this, &StepListDialog::enable);
    // A drop moves the item in the list's model; the lesson moves with it (and the list is rebuilt
    // from the lesson).
    connect(list_->model(), &QAbstractItemModel::rowsMoved, this,
            [this](const QModelIndex&, int start, int, const QModelIndex&, int row) {
                if (pushing_) return;
                const int to = row > start ? row - 1 : row;
                QMetaObject::invokeMethod(
                    this, [this, start, to] { move(start, to); }, Qt::QueuedConnection);
            });
    // An undo in the window (or any other edit of the steps) shows here.
    connect(doc_, &Document::changed, this, [this](Document::ChangeEvent event) {
        const Document::Change c = event.kind;
        if (!pushing_ && (c == Document::Change::Steps || c == Document::Change::Everything))
            fill(list_->currentRow());
    });
    fill(current);
    resize(480, 420);
}

void StepListDialog::fill(int select) {
    const auto& steps = doc_->lesson().steps;
    const QSignalBlocker block(list_);
    list_->clear();
    for (size_t i = 0; i < steps.size(); ++i) {
        QString title = QString::fromStdString(steps[i].title);
        if (steps[i].question) title += tr("  (asks)");
        list_->addItem(QStringLiteral("%1. %2").arg(i + 1).arg(title));
    }
    list_->setCurrentRow(steps.empty() ? -1 : std::clamp(select, 0, int(steps.size()) - 1));
    enable();
}

void StepListDialog::enable() {
    const int r = list_->currentRow(), n = list_->count();
    up_->setEnabled(r > 0);
    down_->setEnabled(r >= 0 && r + 1 < n);
    delete_->setEnabled(r >= 0);
}

void StepListDialog::move(int from, int to) {
    const int n = int(doc_->lesson().steps.size());
    if (from < 0 || to < 0 || from >= n || to >= n || from == to) return fill(from);
    pushing_ = true;
    const QString error = try_push(doc_, [&] { return move_step_command(doc_, from, to); });
    pushing_ = false;
    if (!error.isEmpty()) emit message(error);
    fill(error.isEmpty() ? to : from);
    if (error.isEmpty()) emit stepChosen(to);
}

void StepListDialog::remove(int index) {
    if (index < 0 || index >= int(doc_->lesson().steps.size())) return;
    pushing_ = true;
    const QString error = try_push(doc_, [&] { return remove_step_command(doc_, index); });
    pushing_ = false;
    if (!error.isEmpty())
        emit message(error);
    else
        emit message(tr("Deleted step %1: Edit ▸ Undo brings it back.").arg(index + 1));
    fill(index);
    if (error.isEmpty() && list_->count() > 0) emit stepChosen(list_->currentRow());
}

}  // namespace attn::ui
