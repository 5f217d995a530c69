// SetValuesCommand: sets one or more cells of the embedding table or of one
// projection matrix. Repeated commands with the same non-zero drag id on the
// same cells merge (one drag = one undo step); a command, or a merged drag,
// that ends where it started is dropped (setObsolete). Label examples:
//   "Set bank · water to 0.45", "Move bank to water 0.45, money 0.30",
//   "Set W_Q[water, money] to 1".
#pragma once

#include <QUndoCommand>
#include <vector>

#include "attnlab/lesson/lesson.hpp"
#include "viewdata/value_target.hpp"

namespace attn::ui {

class Document;

struct CellEdit {
    int row = 0;      // word (Embedding) or input axis (projection)
    int col = 0;      // axis (Embedding) or output column (projection)
    float value = 0;  // new value; must be finite
};

class SetValuesCommand : public QUndoCommand {
  public:
    // Throws std::invalid_argument for an out-of-range cell or a non-finite value.
    SetValuesCommand(Document* doc, ValueTarget target, std::vector<CellEdit> edits,
                     int dragId = 0);

    void redo() override;
    void undo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand* other) override;

  private:
    void apply(bool forward);
    void updateText();
    bool isNoOp() const;

    Document* doc_;
    ValueTarget target_;
    std::vector<CellEdit> edits_;
    std::vector<float> old_;     // value of each cell before the first command of the drag
    bool materialised_ = false;  // the projection was empty (identity) before
    int dragId_;
};

}  // namespace attn::ui
