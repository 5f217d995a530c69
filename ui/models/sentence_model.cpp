#include "models/sentence_model.hpp"
#include "style/plain_text.hpp"

#include <QColor>
#include <QStringList>

#include "attnlab/words/tokenizer.hpp"
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
    for (int i = 0; i < rows_; ++i) cache_.push_back(rowOf(i));
}

SentenceModel::Row SentenceModel::rowOf(int i) const {
    Row r;
    r.text = doc_->lesson().sentences.at(size_t(i));
    const auto& results = doc_->results();
    if (size_t(i) < results.size()) r.error = results[size_t(i)].error;
    // An evaluated sentence has every word in the vocabulary: look up only the others.
    if (!r.error.isEmpty())
        for (const auto& w : attn::lookup(doc_->lesson().table, r.text).unknown) r.unknown << QString::fromStdString(w);
    return r;
}

void SentenceModel::sync() {
    const int rows = int(doc_->lesson().sentences.size());
    std::vector<Row> now;
    now.reserve(size_t(rows));
    for (int i = 0; i < rows; ++i) now.push_back(rowOf(i));
    if (rows != rows_) {
        beginResetModel();
        rows_ = rows;
        cache_ = std::move(now);
        endResetModel();
        return;
    }
    for (int i = 0; i < rows_; ++i)
        if (!(now[size_t(i)] == cache_[size_t(i)])) {
            cache_[size_t(i)] = std::move(now[size_t(i)]);
            emit dataChanged(index(i), index(i));
        }
}

int SentenceModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : rows_; }

Qt::ItemFlags SentenceModel::flags(const QModelIndex& index) const {
    if (!index.isValid()) return Qt::NoItemFlags;
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsEditable | Qt::ItemIsUserCheckable;
}

QVariant SentenceModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid)) return {};
    const Row& row = cache_.at(size_t(index.row()));
    const std::string& text = row.text;
    const QString& error = row.error;
    switch (role) {
        case Qt::DisplayRole:
        case Qt::EditRole: return QString::fromStdString(text);
        case Qt::CheckStateRole: return view_->isShown(index.row()) ? Qt::Checked : Qt::Unchecked;
        case Qt::ToolTipRole:
            return error.isEmpty() ? tr("Tick to show this sentence; tick two to compare them side by side") : plain_tooltip(error);
        case ErrorRole: return error;
        case UnknownWordsRole: return row.unknown;
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
