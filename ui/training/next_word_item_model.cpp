#include "training/next_word_item_model.hpp"

#include <QColor>
#include <cmath>

#include "style/color_map.hpp"
#include "style/number_format.hpp"
#include "style/plain_text.hpp"

namespace attn::ui {

NextWordItemModel::NextWordItemModel(QObject* parent) : QAbstractTableModel(parent) {}

void NextWordItemModel::setReading(const attn::ProbeReading& r) {
    beginResetModel();
    tokens_ = r.attention.tokens;
    next_ = r.next;
    next_.resize(tokens_.size());
    endResetModel();
}

void NextWordItemModel::clear() { setReading({}); }

int NextWordItemModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(tokens_.size());
}
int NextWordItemModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : 1 + kTop;
}

QVariant NextWordItemModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const auto row = std::size_t(index.row());
    if (index.column() == 0) {
        if (role == Qt::DisplayRole || role == WordRole)
            return QString::fromStdString(tokens_[row]);
        if (role == Qt::ToolTipRole)
            return tr("after “%1” the model expects…").arg(QString::fromStdString(tokens_[row]));
        return {};
    }
    const auto k = std::size_t(index.column() - 1);
    if (k >= next_[row].size()) return {};
    const attn::WordChance& c = next_[row][k];
    switch (role) {
        case Qt::DisplayRole:
            return QStringLiteral("%1  %2")
                .arg(QString::fromStdString(c.word))
                .arg(probability_text(double(c.p)));
        case ValueRole:
            return double(c.p);
        case WordRole:
            return QString::fromStdString(c.word);
        case Qt::BackgroundRole:
            return sequential_color(std::sqrt(double(c.p)));
        case Qt::ForegroundRole:
            return text_color_on(sequential_color(std::sqrt(double(c.p))));
        case Qt::ToolTipRole:
            return plain_tooltip(
                tr("P(“%1” next | … “%2”) = %3")
                    .arg(QString::fromStdString(c.word), QString::fromStdString(tokens_[row]))
                    .arg(format_value(double(c.p))));
        default:
            return {};
    }
}

QVariant NextWordItemModel::headerData(int section, Qt::Orientation o, int role) const {
    if (role != Qt::DisplayRole) return {};
    if (o == Qt::Vertical) return section + 1;
    return section == 0 ? tr("after") : tr("#%1").arg(section);
}

}  // namespace attn::ui
