#include "models/sentence_model.hpp"
#include "style/plain_text.hpp"

#include <QColor>
#include <QStringList>

#include "attnlab/tokenizer.hpp"
#include "commands/sentence_commands.hpp"
#include "document/document.hpp"
#include "document/view_state.hpp"

namespace attn::ui {

SentenceModel::SentenceModel(Document* doc, ViewState* view, QObject* parent)
    : QAbstractListModel(parent), doc_(doc), view_(view) {
    connect(doc_, &Document::changed, this, [this] { sync(); });
    connect(view_, &ViewState::shownChanged, this, [this] {
        if (rows_ > 0) emit dataChanged(index(0), index(rows_ - 1), {Qt::CheckStateRole});
    });
    rows_ = int(doc_->lesson().sentences.size());
}

void SentenceModel::sync() {
    const int rows = int(doc_->lesson().sentences.size());
    if (rows != rows_) {
        beginResetModel();
        rows_ = rows;
        endResetModel();
    } else if (rows_ > 0) {
        emit dataChanged(index(0), index(rows_ - 1));
    }
}

int SentenceModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : rows_; }

Qt::ItemFlags SentenceModel::flags(const QModelIndex& index) const {
    if (!index.isValid()) return Qt::NoItemFlags;
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsEditable | Qt::ItemIsUserCheckable;
}

QVariant SentenceModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid)) return {};
    const std::string& text = doc_->lesson().sentences.at(size_t(index.row()));
    const auto& results = doc_->results();
    const QString error = size_t(index.row()) < results.size() ? results[size_t(index.row())].error : QString();
    switch (role) {
        case Qt::DisplayRole:
        case Qt::EditRole: return QString::fromStdString(text);
        case Qt::CheckStateRole: return view_->isShown(index.row()) ? Qt::Checked : Qt::Unchecked;
        case Qt::ToolTipRole:
            return error.isEmpty() ? tr("Tick to show this sentence; tick two to compare them side by side") : plain_tooltip(error);
        case ErrorRole: return error;
        case UnknownWordsRole: {
            QStringList words;
            for (const auto& w : attn::lookup(doc_->lesson().table, text).unknown) words << QString::fromStdString(w);
            return words;
        }
        default: return {};
    }
}

bool SentenceModel::setData(const QModelIndex& index, const QVariant& value, int role) {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid)) return false;
    if (role == Qt::CheckStateRole) {
        view_->setShown(index.row(), value.toInt() == Qt::Checked);
        return true;
    }
    if (role != Qt::EditRole) return false;
    try {
        if (auto cmd = edit_sentence_command(doc_, index.row(), value.toString())) doc_->undoStack()->push(cmd.release());
        return true;
    } catch (const std::exception& e) {
        emit inputRejected(QString::fromUtf8(e.what()));
        return false;
    }
}

}  // namespace attn::ui
