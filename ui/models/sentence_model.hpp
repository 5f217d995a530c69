// SentenceModel: the lesson's sentences as an editable list. The check box
// says whether a sentence is shown (one, or two side by side; ViewState);
// editing the text pushes an undo command. UnknownWordsRole lists the words
// the vocabulary lacks (the delegate marks them in place).
#pragma once

#include <QAbstractListModel>
#include <QStringList>
#include <string>
#include <vector>

namespace attn::ui {

class Document;
class ViewState;

class SentenceModel : public QAbstractListModel {
    Q_OBJECT
public:
    enum Roles { UnknownWordsRole = Qt::UserRole + 1, ErrorRole };

    SentenceModel(Document* doc, ViewState* view, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role) override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;

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
        bool operator==(const Row&) const = default;
    };
    Row rowOf(int i) const;
    Document* doc_;
    ViewState* view_;
    int rows_ = 0;
    std::vector<Row> cache_;  // what each row showed when last announced
};

}  // namespace attn::ui
