// NextWordItemModel: for each position of the probe sentence, the model's five
// likeliest next words. Row i = the probe's i-th word; column 0 = that word,
// columns 1…k = "soup 0.34" (likeliest first). ValueRole on a prediction
// gives its probability, WordRole its word. A new reading resets the model.
#pragma once

#include <QAbstractTableModel>

#include "attnlab/model/next_word.hpp"

namespace attn::ui {

class NextWordItemModel : public QAbstractTableModel {
    Q_OBJECT
  public:
    enum Roles { ValueRole = Qt::UserRole + 1, WordRole };
    static constexpr int kTop = 5;

    explicit NextWordItemModel(QObject* parent = nullptr);
    void setReading(const attn::ProbeReading& r);
    void clear();

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation o, int role) const override;

  private:
    std::vector<std::string> tokens_;
    std::vector<std::vector<attn::WordChance>> next_;
};

}  // namespace attn::ui
