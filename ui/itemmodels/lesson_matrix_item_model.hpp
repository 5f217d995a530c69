// LessonMatrixItemModel: the editable table of one matrix of the lesson — the
// embedding table (V words × d axes) or one projection W_Q, W_K, W_V, W_O
// (d input axes × d output columns, heads side by side in column blocks).
//
// It never changes the lesson itself: setData pushes a SetValuesCommand on
// the Document's undo stack, and the model follows Document::changed
// (dataChanged when the shape holds, a reset when it does not).
//
// Roles: DisplayRole "0.450"; EditRole the float; ValueRole the float;
// BackgroundRole shaded by value (diverging, centred on 0); ScrubRole (write
// only) a ScrubValue — the drag id makes a whole drag one undo step.
// Typed text that is not a finite number in [-1e6, 1e6] is refused: setData
// returns false, nothing changes, and inputRejected(message) is emitted.
#pragma once

#include <QAbstractTableModel>
#include <QMetaType>
#include <QRect>
#include <QStringList>
#include <string>
#include <vector>

#include "commands/set_values_command.hpp"

namespace attn::ui {

class Document;

struct ScrubValue {
    double value = 0;
    int dragId = 0;
};

inline constexpr double kMaxCellMagnitude = 1e6;

// Parses typed text (or a number) into a finite value in range; on failure
// returns false and sets *error to a sentence naming the input.
bool parse_cell_value(const QVariant& input, float* out, QString* error);

class LessonMatrixItemModel : public QAbstractTableModel {
    Q_OBJECT
  public:
    enum Roles { ValueRole = Qt::UserRole + 1, ScrubRole };

    LessonMatrixItemModel(Document* doc, ValueTarget target, QObject* parent = nullptr);

    ValueTarget target() const { return target_; }
    void setTarget(ValueTarget t);
    // Whether the lesson's variant uses this matrix (W_* unused by Simple, W_O only by multi-head).
    bool isUsed() const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role) override;
    QVariant headerData(int section, Qt::Orientation o, int role) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;

    static int newDragId();

  signals:
    void inputRejected(const QString& message);

  private:
    void syncCells(const QRect& cells);  // an edit of these values only
    float valueLimit() const;            // the largest |value| (at least 1e-6): the shades' scale
    void sync();                         // after a document change
    float valueAt(int r, int c) const;

    Document* doc_;
    ValueTarget target_;
    int rows_ = 0, cols_ = 0;
    float limit_ = 1.0f;                    // largest |value|, for shading
    std::vector<std::string> headerNames_;  // row then column labels last announced
    QStringList projectionColumns_;  // a projection's column labels (projection_column_labels),
                                     // kept by sync
};

}  // namespace attn::ui

Q_DECLARE_METATYPE(attn::ui::ScrubValue)
