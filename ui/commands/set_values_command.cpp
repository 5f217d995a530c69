#include "commands/set_values_command.hpp"

#include <QCoreApplication>
#include <cmath>
#include <stdexcept>

#include "document/document.hpp"
#include "document/merge_ids.hpp"
#include "style/number_format.hpp"

namespace attn::ui {

SetValuesCommand::SetValuesCommand(Document* doc, ValueTarget target, std::vector<CellEdit> edits,
                                   int dragId)
    : doc_(doc), target_(target), edits_(std::move(edits)), dragId_(dragId) {
    const attn::Lesson& l = doc_->lesson();
    const int d = l.table.axis_count();
    const int rows = target_ == ValueTarget::Embedding ? l.table.word_count() : d;
    const attn::Projection* p = target_projection(l, target_);
    materialised_ = p && p->values.size() == 0;
    for (const CellEdit& e : edits_) {
        if (e.row < 0 || e.row >= rows || e.col < 0 || e.col >= d)
            throw std::invalid_argument("cell (" + std::to_string(e.row) + ", " +
                                        std::to_string(e.col) + ") is outside the " +
                                        target_name(target_).toStdString() + " matrix");
        if (!std::isfinite(e.value))
            throw std::invalid_argument("values must be finite numbers (no NaN or infinity)");
        if (target_ == ValueTarget::Embedding)
            old_.push_back(l.table.value(e.row, e.col));
        else if (materialised_)
            old_.push_back(e.row == e.col ? 1.0f : 0.0f);
        else
            old_.push_back(p->values(e.row, e.col));
    }
    updateText();
    setObsolete(isNoOp());  // QUndoStack::push drops it
}

void SetValuesCommand::updateText() {
    const attn::Lesson& l = doc_->lesson();
    auto axis = [&](int i) { return QString::fromStdString(l.table.axes().at(size_t(i))); };
    if (target_ == ValueTarget::Embedding) {
        const QString word = QString::fromStdString(l.table.words().at(size_t(edits_.front().row)));
        if (edits_.size() == 1) {
            setText(QCoreApplication::translate("SetValuesCommand", "Set %1 · %2 to %3")
                        .arg(word, axis(edits_[0].col), format_value(edits_[0].value)));
            return;
        }
        QStringList parts;
        for (const CellEdit& e : edits_)
            parts << axis(e.col) + QLatin1Char(' ') + format_value(e.value);
        setText(QCoreApplication::translate("SetValuesCommand", "Move %1 to %2")
                    .arg(word, parts.join(QStringLiteral(", "))));
        return;
    }
    const CellEdit& e = edits_.front();
    setText(QCoreApplication::translate("SetValuesCommand", "Set %1[%2, %3] to %4")
                .arg(target_name(target_), axis(e.row), axis(e.col), format_value(e.value)));
}

void SetValuesCommand::apply(bool forward) {
    QRect cells;  // the bounding box of the cells set (x: column, y: row)
    for (const CellEdit& e : edits_) cells |= QRect(e.col, e.row, 1, 1);
    const Document::ChangeEvent what = Document::ChangeEvent::ofValues(
        target_ == ValueTarget::Embedding ? Document::Change::Embeddings
                                          : Document::Change::Attention,
        target_, cells);
    doc_->editLesson(
        [&](attn::Lesson& l) {
            attn::Projection* p = target_projection(l, target_);
            const int d = l.table.axis_count();
            if (p && p->values.size() == 0) p->values = attn::Matrix::Identity(d, d);
            for (size_t i = 0; i < edits_.size(); ++i) {
                const float v = forward ? edits_[i].value : old_[i];
                if (p)
                    p->values(edits_[i].row, edits_[i].col) = v;
                else
                    l.table.set_value(edits_[i].row, edits_[i].col, v);
            }
            if (p && !forward && materialised_) p->values.resize(0, 0);
        },
        what);
}

void SetValuesCommand::redo() { apply(true); }
void SetValuesCommand::undo() { apply(false); }

int SetValuesCommand::id() const {
    if (dragId_ == 0) return kMergeNone;
    return target_ == ValueTarget::Embedding ? kMergeEmbeddingValue : kMergeProjectionValue;
}

bool SetValuesCommand::isNoOp() const {
    for (size_t i = 0; i < edits_.size(); ++i)
        if (edits_[i].value != old_[i]) return false;
    return !materialised_;
}

bool SetValuesCommand::mergeWith(const QUndoCommand* other) {
    const auto* o = dynamic_cast<const SetValuesCommand*>(other);
    if (!o || o->dragId_ != dragId_ || o->target_ != target_ || o->edits_.size() != edits_.size())
        return false;
    for (size_t i = 0; i < edits_.size(); ++i)
        if (o->edits_[i].row != edits_[i].row || o->edits_[i].col != edits_[i].col) return false;
    for (size_t i = 0; i < edits_.size(); ++i) edits_[i].value = o->edits_[i].value;
    updateText();
    setObsolete(isNoOp());
    return true;
}

}  // namespace attn::ui
