#include "commands/attention_commands.hpp"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>

#include "attnlab/lesson/lesson_edits.hpp"
#include "commands/lesson_edit_command.hpp"
#include "document/document.hpp"
#include "document/view_state.hpp"

namespace attn::ui {
namespace {

QString onOff(bool on) {
    return on ? QCoreApplication::translate("AttentionCommands", "on")
              : QCoreApplication::translate("AttentionCommands", "off");
}

class TakeOverSwitches : public QUndoCommand {
  public:
    TakeOverSwitches(ViewState* view, std::unique_ptr<QUndoCommand> edit)
        : view_(view), given_(view->scene().switches), edit_(std::move(edit)) {
        setText(edit_->text());
    }
    void redo() override {
        if (view_->sceneGeneration() == generation_) view_->setSwitches({});
        edit_->redo();
        generation_ = view_->sceneGeneration();
    }
    void undo() override {
        edit_->undo();
        if (view_->sceneGeneration() == generation_) view_->setSwitches(given_);
    }

  private:
    ViewState* view_;
    attn::AttentionSwitches given_;  // the step's, taken over
    std::unique_ptr<QUndoCommand> edit_;
    int generation_ = view_->sceneGeneration();
};

}  // namespace

std::unique_ptr<QUndoCommand> take_over_switches_command(ViewState* view,
                                                         std::unique_ptr<QUndoCommand> edit) {
    if (!edit || view->scene().switches.empty()) {
        view->setSwitches({});
        return edit;
    }
    return std::make_unique<TakeOverSwitches>(view, std::move(edit));
}

QString variant_label(attn::Variant v) {
    switch (v) {
        case attn::Variant::Simple:
            return QCoreApplication::translate("AttentionCommands", "simple attention");
        case attn::Variant::Scaled:
            return QCoreApplication::translate("AttentionCommands", "scaled Q·K·V attention");
        case attn::Variant::MultiHead:
            return QCoreApplication::translate("AttentionCommands", "multi-head attention");
        case attn::Variant::NoMixing:
            return QCoreApplication::translate("AttentionCommands", "no mixing");
        case attn::Variant::EqualAverage:
            return QCoreApplication::translate("AttentionCommands", "the equal average");
    }
    return {};
}

attn::AttentionSwitches switches_of(const attn::AttentionConfig& c) {
    return {c.variant, c.heads, c.scale, c.causal, c.position, c.rope_base};
}

std::unique_ptr<QUndoCommand> set_attention_command(Document* doc,
                                                    const attn::AttentionSwitches& given) {
    attn::Lesson l = doc->lesson();
    const attn::AttentionSwitches old = switches_of(l.attention);
    attn::AttentionSwitches s = old;
    if (given.variant) s.variant = given.variant;
    if (given.heads) s.heads = given.heads;
    if (given.scale) s.scale = given.scale;
    if (given.causal) s.causal = given.causal;
    if (given.position) s.position = given.position;
    if (given.rope_base) s.rope_base = given.rope_base;
    set_variant(l.attention, *s.variant, *s.heads, l.table.axis_count());
    l.attention.scale =
        *s.scale && !attn::fixed_weights(*s.variant);  // the fixed rungs have nothing to scale
    l.attention.causal = *s.causal;
    l.attention.position = *s.position;
    l.attention.rope_base = *s.rope_base;
    attn::validate(l.attention, l.table.axis_count());
    if (l == doc->lesson()) return nullptr;
    QStringList parts;
    if (s.variant != old.variant)
        parts << QCoreApplication::translate("AttentionCommands", "switch to %1")
                     .arg(variant_label(*s.variant));
    if (l.attention.heads != old.heads)
        parts << (l.attention.heads == 1
                      ? QCoreApplication::translate("AttentionCommands", "one head")
                      : QCoreApplication::translate("AttentionCommands", "%1 heads")
                            .arg(l.attention.heads));
    if (l.attention.scale != old.scale)
        parts << QCoreApplication::translate("AttentionCommands", "scaling %1")
                     .arg(onOff(l.attention.scale));
    if (s.causal != old.causal)
        parts << QCoreApplication::translate("AttentionCommands", "causal mask %1")
                     .arg(onOff(*s.causal));
    if (s.position != old.position) parts << position_label(*s.position);
    if (s.rope_base != old.rope_base)
        parts << QCoreApplication::translate("AttentionCommands", "RoPE base %1")
                     .arg(QLocale().toString(*s.rope_base, 'g', 6));
    QString label = parts.join(QStringLiteral(", "));
    if (!label.isEmpty()) label[0] = label[0].toUpper();
    return std::make_unique<LessonEditCommand>(doc, std::move(l), Document::Change::Attention,
                                               label);
}

}  // namespace attn::ui
