// SentenceItemModel: the lesson's sentences as an editable list. The check box
// says whether a sentence is shown (one, or two side by side; ViewState);
// editing the text pushes an undo command. UnknownWordsRole lists the words
// the vocabulary lacks (the delegate marks them in place). In a lesson about a
// real model, TokensRole gives how the model reads each sentence (a
// SentenceTokens: its tokenizer's tokens, made here on the GUI thread, with the
// error of a sentence it cannot read — or the Document's, from the pass).
#pragma once

#include <QAbstractListModel>
#include <QStringList>
#include <memory>
#include <string>
#include <vector>

#include "document/sentence_tokens.hpp"

namespace attn {
struct OpenedModel;
}

namespace attn::ui {

class Document;
class ViewState;

class SentenceItemModel : public QAbstractListModel {
    Q_OBJECT
  public:
    enum Roles { UnknownWordsRole = Qt::UserRole + 1, ErrorRole, TokensRole };

    SentenceItemModel(Document* doc, ViewState* view, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role) override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;

    // The lesson points at a real model: each row shows its tokens (TokensRole).
    bool showsTokens() const { return real_; }
    // How the lesson's real model reads `text` (the model not open: empty
    // tokens, and the Document's state as the error of a failed open).
    SentenceTokens tokensFor(const QString& text) const;

  signals:
    void inputRejected(const QString& message);

  private:
    // Announces only the rows whose text, error or unknown words changed: an
    // edit of the table's numbers repaints no sentence and re-lays out nothing.
    void sync();
    struct Row {
        std::string text;
        QString error;
        QStringList unknown;
        SentenceTokens tokens;                        // as the tokenizer reads the text
        QString passError;                            // why the last pass could not read it
        const attn::OpenedModel* tokensOf = nullptr;  // the model `tokens` were read with
        bool operator==(const Row&) const = default;
    };
    Row rowOf(int i, const Row* before) const;  // before: the row's last state (reuses its tokens)
    Document* doc_;
    ViewState* view_;
    int rows_ = 0;
    bool real_ = false;
    std::vector<Row> cache_;  // what each row showed when last announced
};

}  // namespace attn::ui
