#include "commands/what_if_commands.hpp"

#include <QCoreApplication>
#include <vector>

#include "commands/lesson_edit_command.hpp"
#include "document/document.hpp"
#include "viewdata/what_if_words.hpp"

namespace attn::ui {
namespace {

// The lesson's own what-if set; undo gives back the what-if that was shown (a
// step's, when the click took over from it), not only the lesson's own.
class SetWhatIf : public QUndoCommand {
  public:
    SetWhatIf(Document* doc, attn::Lesson after, const QString& text)
        : edit_(doc, std::move(after), Document::Change::WhatIf, text),
          doc_(doc),
          shown_(doc->shownLesson().what_if) {
        setText(text);
    }
    void redo() override { edit_.redo(); }
    void undo() override {
        edit_.undo();
        doc_->setWhatIf(shown_);
    }

  private:
    LessonEditCommand edit_;
    Document* doc_;
    attn::WhatIf shown_;
};

std::unique_ptr<QUndoCommand> set_what_if(Document* doc, attn::WhatIf w, const QString& text) {
    attn::Lesson l = doc->lesson();
    if (l.what_if == w) {
        // The lesson's own already: a step's is shown over it, and goes.
        if (doc->shownLesson().what_if != w) doc->setWhatIf(w);
        return nullptr;
    }
    l.what_if = std::move(w);
    return std::make_unique<SetWhatIf>(doc, std::move(l), text);
}

}  // namespace

std::unique_ptr<QUndoCommand> toggle_intervention_command(Document* doc, attn::Source source,
                                                          const attn::Intervention& v, int layers,
                                                          int heads, int n, bool causal) {
    const attn::WhatIf& shown = doc->shownLesson().what_if;
    attn::WhatIf w;
    w.source = source;
    w.interventions = attn::toggled(
        shown.source == source ? shown.interventions : std::vector<attn::Intervention>{}, v);
    attn::check_interventions(w.interventions, layers, heads, n, causal);
    const bool one_layer = source == attn::Source::HandWired;
    const bool removed =
        w.interventions.size() < shown.over(source).size() &&
        std::find(w.interventions.begin(), w.interventions.end(), v) == w.interventions.end();
    const QString text =
        removed
            //: An undo text; %1: the intervention taken back ("head 2 switched off")
            ? QCoreApplication::translate("WhatIf", "Undo the what-if: %1")
                  .arg(intervention_words(v, one_layer))
            : intervention_action(v, one_layer);
    return set_what_if(doc, std::move(w), text);
}

std::unique_ptr<QUndoCommand> clear_what_if_command(Document* doc) {
    if (doc->shownLesson().what_if.empty() && doc->lesson().what_if.empty()) return nullptr;
    attn::WhatIf none;
    none.source = doc->shownLesson().what_if.source;
    return set_what_if(doc, none, QCoreApplication::translate("WhatIf", "Clear the what-ifs"));
}

}  // namespace attn::ui
