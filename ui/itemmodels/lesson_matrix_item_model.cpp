#include "itemmodels/lesson_matrix_item_model.hpp"

#include <QColor>
#include <QFont>
#include <cmath>

#include "document/document.hpp"
#include "itemmodels/matrix_item_model.hpp"
#include "style/color_map.hpp"
#include "style/number_format.hpp"
#include "style/plain_text.hpp"
#include "viewdata/projection_figure.hpp"

namespace attn::ui {

bool parse_cell_value(const QVariant& input, float* out, QString* error) {
    double v = 0;
    bool ok = false;
    if (input.typeId() == QMetaType::Double || input.typeId() == QMetaType::Float ||
        input.typeId() == QMetaType::Int) {
        v = input.toDouble(&ok);
    } else {
        const QString text = input.toString().trimmed();
        // Either decimal sign, as every number field of the window reads it ("0,5" in Hebrew was
        // refused here while the question's field took it).
        v = parse_number(text, &ok);
        if (!ok) {
            *error = QObject::tr("‘%1’ is not a number: type a value such as 0.45 or -1.2")
                         .arg(text.left(40));
            return false;
        }
    }
    if (!ok || !std::isfinite(v)) {
        *error = QObject::tr("NaN and infinity are not allowed: type a finite number such as 0.45");
        return false;
    }
    if (std::fabs(v) > kMaxCellMagnitude) {
        *error =
            QObject::tr("%1 is too large: values must lie between -1e6 and 1e6").arg(v, 0, 'g', 4);
        return false;
    }
    *out = static_cast<float>(v);
    return true;
}

int LessonMatrixItemModel::newDragId() {
    static int next = 0;
    return ++next;
}

LessonMatrixItemModel::LessonMatrixItemModel(Document* doc, ValueTarget target, QObject* parent)
    : QAbstractTableModel(parent), doc_(doc), target_(target) {
    connect(doc_, &Document::changed, this, [this](Document::ChangeEvent e) {
        using C = Document::Change;
        // Kinds that set no value of the table or of a projection, or values of another matrix.
        if (e.is(C::Steps) || e.is(C::Title) || e.is(C::Sentences) || e.is(C::TrainedModel) ||
            e.is(C::RealModel) || e.is(C::WhatIf) || e.onlyValuesOfAnother(target_))
            return;
        if (e.onlyValuesOf(target_) && !e.cells.isEmpty())
            syncCells(e.cells);
        else
            sync();
    });
    sync();
}

// Values of `cells` (x: columns, y: rows) set: only they are announced, unless the
// colour scale's limit moved (then every cell's shade did).
void LessonMatrixItemModel::syncCells(const QRect& cells) {
    const float before = limit_;
    const int d = doc_->shownLesson().table.axis_count();
    const int rows = target_ == ValueTarget::Embedding ? doc_->shownLesson().table.word_count() : d;
    if (rows != rows_ || d != cols_) {
        sync();
        return;
    }
    limit_ = valueLimit();
    const QRect all(0, 0, cols_, rows_);
    const QRect changed = limit_ == before ? (cells & all) : all;
    if (changed.isEmpty()) return;
    emit dataChanged(index(changed.top(), changed.left()),
                     index(changed.bottom(), changed.right()));
}

float LessonMatrixItemModel::valueLimit() const {
    float limit = 1e-6f;
    for (int r = 0; r < rows_; ++r)
        for (int c = 0; c < cols_; ++c) limit = std::max(limit, std::fabs(valueAt(r, c)));
    return limit;
}

void LessonMatrixItemModel::setTarget(ValueTarget t) {
    if (t == target_) return;
    beginResetModel();
    target_ = t;
    rows_ = cols_ = 0;
    headerNames_.clear();
    endResetModel();
    sync();
}

bool LessonMatrixItemModel::isUsed() const { return projection_used(doc_->shownLesson(), target_); }

float LessonMatrixItemModel::valueAt(int r, int c) const {
    const attn::Lesson& l = doc_->lesson();
    if (target_ == ValueTarget::Embedding) return l.table.value(r, c);
    const attn::Projection* p = target_projection(l, target_);
    if (p->values.size() == 0) return r == c ? 1.0f : 0.0f;  // empty means identity
    return p->values(r, c);
}

void LessonMatrixItemModel::sync() {
    const attn::Lesson& l = doc_->shownLesson();
    const int d = l.table.axis_count();
    const int rows = target_ == ValueTarget::Embedding ? l.table.word_count() : d;
    projectionColumns_ =
        target_ == ValueTarget::Embedding ? QStringList() : projection_column_labels(l, target_);
    if (rows != rows_ || d != cols_) {
        beginResetModel();
        rows_ = rows;
        cols_ = d;
        limit_ = valueLimit();
        headerNames_.clear();
        endResetModel();
        return;
    }
    limit_ = valueLimit();
    if (rows_ > 0 && cols_ > 0) emit dataChanged(index(0, 0), index(rows_ - 1, cols_ - 1));
    // Names change only through renames: tell the headers only then (a header
    // change re-lays out the view).
    // Compared as the lesson holds them (no string conversions on the hot path of a drag).
    const auto& axes = l.table.axes();
    std::vector<std::string> names = target_ == ValueTarget::Embedding ? l.table.words() : axes;
    if (target_ == ValueTarget::Embedding)
        names.insert(names.end(), axes.begin(), axes.end());
    else
        for (const QString& c : std::as_const(projectionColumns_)) names.push_back(c.toStdString());
    if (target_ == ValueTarget::WO)  // its rows are named by the heads, which a switch changes
        for (const QString& r : projection_row_labels(l, target_)) names.push_back(r.toStdString());
    if (names == headerNames_) return;
    headerNames_ = names;
    if (rows_ > 0) emit headerDataChanged(Qt::Vertical, 0, rows_ - 1);
    if (cols_ > 0) emit headerDataChanged(Qt::Horizontal, 0, cols_ - 1);
}

int LessonMatrixItemModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : rows_;
}
int LessonMatrixItemModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : cols_;
}

Qt::ItemFlags LessonMatrixItemModel::flags(const QModelIndex& index) const {
    if (!index.isValid()) return Qt::NoItemFlags;
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsEditable;
}

QVariant LessonMatrixItemModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid)) return {};
    const float v = valueAt(index.row(), index.column());
    switch (role) {
        case Qt::DisplayRole:
            return format_value(v);
        case Qt::EditRole:
        case ValueRole:
            return double(v);
        case Qt::BackgroundRole:
            return diverging_color(v, limit_);
        case Qt::ForegroundRole:
            return text_color_on(diverging_color(v, limit_));
        case Qt::TextAlignmentRole:
            return int(Qt::AlignRight | Qt::AlignVCenter);
        case Qt::ToolTipRole:
            return QString::number(double(v), 'g', 7);
        default:
            return {};
    }
}

bool LessonMatrixItemModel::setData(const QModelIndex& index, const QVariant& value, int role) {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid)) return false;
    int dragId = 0;
    float v = 0;
    QString error;
    if (role == ScrubRole) {
        const auto s = value.value<ScrubValue>();
        dragId = s.dragId;
        if (!parse_cell_value(s.value, &v, &error)) {
            emit inputRejected(error);
            return false;
        }
    } else if (role == Qt::EditRole) {
        if (!parse_cell_value(value, &v, &error)) {
            emit inputRejected(error);
            return false;
        }
    } else {
        return false;
    }
    if (v == valueAt(index.row(), index.column()) && dragId == 0) return true;
    doc_->undoStack()->push(
        new SetValuesCommand(doc_, target_, {{index.row(), index.column(), v}}, dragId));
    return true;
}

QVariant LessonMatrixItemModel::headerData(int section, Qt::Orientation o, int role) const {
    if (role == Qt::ToolTipRole)
        return plain_tooltip(headerData(section, o, Qt::DisplayRole).toString());
    if (role != Qt::DisplayRole) return {};
    const attn::Lesson& l = doc_->lesson();
    const auto& axes = l.table.axes();
    if (o == Qt::Vertical && target_ == ValueTarget::WO) {
        const QStringList rows = projection_row_labels(l, target_);
        return section >= 0 && section < rows.size() && section < rows_ ? rows[section]
                                                                        : QVariant();
    }
    if (o == Qt::Vertical) {
        const auto& names = target_ == ValueTarget::Embedding ? l.table.words() : axes;
        if (section < 0 || section >= int(names.size()) || section >= rows_) return {};
        return QString::fromStdString(names[size_t(section)]);
    }
    if (section < 0 || section >= int(axes.size()) || section >= cols_) return {};
    if (target_ == ValueTarget::Embedding) return QString::fromStdString(axes[size_t(section)]);
    return projectionColumns_.value(section);
}

}  // namespace attn::ui
