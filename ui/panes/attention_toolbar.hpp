// AttentionToolbar: the variant switches — ladder step (0 no mixing, 1 equal
// average, 2 simple, 3 scaled Q·K·V, 4 multi-head), heads, scaling (off and
// disabled on the first two rungs), causal mask, positional encoding. Each change
// is an undoable command; a refused one (heads not dividing d) is reported
// with message() and the controls snap back to the lesson.
#pragma once

#include <QToolBar>

#include "attnlab/attention/attention_config.hpp"
#include "widgets/divisor_spin_box.hpp"

class QAction;
class QComboBox;
class QSpinBox;

namespace attn::ui {

class Document;
class ViewState;

class AttentionToolbar : public QToolBar {
    Q_OBJECT
  public:
    // `view`: the scene whose step switches the user takes over (may be nullptr: edits only).
    AttentionToolbar(Document* doc, ViewState* view, QWidget* parent = nullptr);

    QComboBox* variantBox() const { return variant_; }
    QSpinBox* headsBox() const { return heads_; }
    QAction* scaleAction() const { return scale_; }
    QAction* causalAction() const { return causal_; }
    // Where a word sits: none, sinusoidal, rotary (RoPE) or ALiBi; RoPE's base beside it.
    QComboBox* positionsBox() const { return positions_; }
    QSpinBox* ropeBaseBox() const { return ropeBase_; }

    // The ladder step's tooltip in the selector: what the rung computes.
    static QString stepToolTip(attn::Variant v);

  signals:
    void message(const QString& text);

  private:
    void addVariantBox();        // the ladder step's label and selector, each rung's tooltip
    void addPositionControls();  // the positions' label and selector, and RoPE's base
    void sync();                 // controls ← lesson
    void apply();                // controls → command

    Document* doc_;
    ViewState* view_;
    QComboBox* variant_;
    DivisorSpinBox* heads_;
    QAction* scale_;
    QAction* causal_;
    QComboBox* positions_;
    QSpinBox* ropeBase_;
    QAction* ropeBaseAction_ = nullptr;  // the base's box, shown with RoPE only
    bool syncing_ = false;
};

}  // namespace attn::ui
