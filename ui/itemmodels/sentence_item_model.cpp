#include "itemmodels/sentence_item_model.hpp"

#include <QColor>
#include <QStringList>

#include "attnlab/checkpoints/model_files.hpp"
#include "attnlab/words/tokenizer.hpp"
#include "commands/sentence_commands.hpp"
#include "document/document.hpp"
#include "document/view_state.hpp"
#include "style/plain_text.hpp"

namespace attn::ui {

SentenceItemModel::SentenceItemModel(Document* doc, ViewState* view, QObject* parent)
    : QAbstractListModel(parent), doc_(doc), view_(view) {
    connect(doc_, &Document::changed, this, [this] { sync(); });
    connect(view_, &ViewState::shownChanged, this, [this] {
        if (rows_ > 0) emit dataChanged(index(0), index(rows_ - 1), {Qt::CheckStateRole});
    });
    rows_ = int(doc_->lesson().sentences.size());
    real_ = doc_->lesson().real_model.has_value();
    for (int i = 0; i < rows_; ++i) cache_.push_back(rowOf(i, nullptr));
}

SentenceTokens SentenceItemModel::tokensFor(const QString& text) const {
    if (const std::shared_ptr<const attn::OpenedModel> m = doc_->realModel())
        return read_sentence_tokens(*m, text);
    SentenceTokens t;
    switch (doc_->realModelState()) {
        case Document::RealModelState::Loading:
            t.error = tr("Opening the model …");
            break;
        case Document::RealModelState::Failed:
            t.error = tr("The model could not be opened: %1").arg(doc_->realModelMessage());
            break;
        default:
            break;
    }
    return t;
}

SentenceItemModel::Row SentenceItemModel::rowOf(int i, const Row* before) const {
    Row r;
    r.text = doc_->lesson().sentences.at(size_t(i));
    const auto& results = doc_->results();
    if (size_t(i) < results.size()) r.error = results[size_t(i)].error;
    if (real_) {
        // Tokenised again only when the text or the model changed (not on every drag of a number).
        // The Document's one reading of the text (made with the edit), else the row's own.
        const std::shared_ptr<const attn::OpenedModel> m = doc_->realModel();
        const QString text = QString::fromStdString(r.text);
        if (m && size_t(i) < results.size() && results[size_t(i)].realTokensModel == m.get() &&
            results[size_t(i)].realTokensText == text)
            r.tokens = results[size_t(i)].realTokens;
        else if (m && before && before->tokensOf == m.get() && before->text == r.text)
            r.tokens = before->tokens;
        else
            r.tokens = tokensFor(text);
        r.tokensOf = m.get();
        if (size_t(i) < results.size() && !results[size_t(i)].realPending)
            r.passError = results[size_t(i)].realError;
    }
    // An evaluated sentence has every word in the vocabulary: look up only the others.
    // A lesson about a real model reads any text with the model's tokenizer: its
    // small hand-wired table (pc1, pc2) not knowing a word is no error of the
    // sentence (the Attention pane says so if the hand-wired source is chosen).
    // A lesson holding a trained model: a word the model knows is no error either (the model
    // reads it; only the hand-wired table lacks it).
    const attn::Lesson& l = doc_->lesson();
    if (!r.error.isEmpty() && !l.real_model)
        for (const auto& w : attn::lookup(l.table, r.text).unknown)
            if (!l.model || !l.model->vocabulary.contains(w))
                r.unknown << QString::fromStdString(w);
    return r;
}

void SentenceItemModel::sync() {
    const int rows = int(doc_->lesson().sentences.size());
    const bool real = doc_->lesson().real_model.has_value();
    const bool reset =
        rows != rows_ || real != real_;  // a real lesson's rows are taller (their tokens)
    real_ = real;
    std::vector<Row> now;
    now.reserve(size_t(rows));
    for (int i = 0; i < rows; ++i)
        now.push_back(rowOf(i, !reset && size_t(i) < cache_.size() ? &cache_[size_t(i)] : nullptr));
    if (reset) {
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

int SentenceItemModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : rows_;
}

Qt::ItemFlags SentenceItemModel::flags(const QModelIndex& index) const {
    if (!index.isValid()) return Qt::NoItemFlags;
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsEditable | Qt::ItemIsUserCheckable;
}

QVariant SentenceItemModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid)) return {};
    const Row& row = cache_.at(size_t(index.row()));
    const std::string& text = row.text;
    const QString& error = row.error;
    switch (role) {
        case Qt::DisplayRole:
        case Qt::EditRole:
            return QString::fromStdString(text);
        case Qt::CheckStateRole:
            return view_->isShown(index.row()) ? Qt::Checked : Qt::Unchecked;
        case Qt::ToolTipRole:
            if (real_ && !row.tokens.error.isEmpty()) return plain_tooltip(row.tokens.error);
            if (real_ && !row.passError.isEmpty()) return plain_tooltip(row.passError);
            if (real_ && !row.tokens.tokens.ids.empty())
                return plain_tooltip(
                    tr("%n token(s) as the model reads them: %1", nullptr,
                       int(row.tokens.tokens.ids.size()))
                        .arg(row.tokens.tokens.display.join(QStringLiteral(" | "))));
            return error.isEmpty()
                       ? tr("Tick to show this sentence; tick two to compare them side by side")
                       : plain_tooltip(error);
        case ErrorRole:
            return error;
        case UnknownWordsRole:
            return row.unknown;
        case TokensRole: {
            if (!real_) return {};
            // What the pass found that the tokenizer alone does not (the tokenizer reads what it
            // can).
            SentenceTokens t = row.tokens;
            if (t.error.isEmpty()) t.error = row.passError;
            return QVariant::fromValue(t);
        }
        default:
            return {};
    }
}

bool SentenceItemModel::setData(const QModelIndex& index, const QVariant& value, int role) {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid)) return false;
    if (role == Qt::CheckStateRole) {
        view_->setShown(index.row(), value.toInt() == Qt::Checked);
        return true;
    }
    if (role != Qt::EditRole) return false;
    try {
        if (auto cmd = edit_sentence_command(doc_, index.row(), value.toString()))
            doc_->undoStack()->push(cmd.release());
        return true;
    } catch (const std::exception& e) {
        emit inputRejected(QString::fromUtf8(e.what()));
        return false;
    }
}

}  // namespace attn::ui
