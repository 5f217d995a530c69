// ModelPane: the Model dock — what a whole model does with a shown sentence
// (with two shown, a box above the tabs chooses which: ViewState::modelSentence), in tabs: All
// heads (ModelOverview), Layers' guesses (LensView), Rollout (RolloutView), Generate (GenerateView)
// and What if (WhatIfView: the prediction before and after the what-if laid over the model) and
// Patching (PatchView: the activation-patching map) and Head roles
// (HeadRolesView: the repeated random tokens test). For a lesson that points
// at a real model (GPT-2 / nanoGPT) or holds a trained model; each tab says
// why when the lesson has neither, or what it waits for.
#pragma once

#include <QWidget>

class QComboBox;
class QLabel;
class QTabWidget;

namespace attn::ui {

class Document;
class ViewState;
class ModelOverview;
class LensView;
class RolloutView;
class GenerateView;
class WhatIfView;
class PatchView;
class HeadRolesView;

class ModelPane : public QWidget {
    Q_OBJECT
  public:
    ModelPane(Document* doc, ViewState* view, QWidget* parent = nullptr);
    QTabWidget* tabs() const { return tabs_; }
    // Which shown sentence All heads, Layers' guesses, Rollout and What if speak of; shown
    // while two sentences are.
    QComboBox* sentenceBox() const { return sentence_; }
    ModelOverview* overview() const { return overview_; }
    LensView* lens() const { return lens_; }
    RolloutView* rollout() const { return rollout_; }
    GenerateView* generate() const { return generate_; }
    WhatIfView* whatIf() const { return whatIf_; }
    PatchView* patching() const { return patch_; }
    HeadRolesView* headRoles() const { return roles_; }

  private:
    void offerSentences();  // the shown sentences, as the box lists them
    Document* doc_;
    ViewState* view_;
    QWidget* sentenceRow_;
    QComboBox* sentence_;
    QTabWidget* tabs_;
    ModelOverview* overview_;
    LensView* lens_;
    RolloutView* rollout_;
    GenerateView* generate_;
    WhatIfView* whatIf_;
    PatchView* patch_;
    HeadRolesView* roles_;
};

}  // namespace attn::ui
