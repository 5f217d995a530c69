// ModelPane: the Model dock — what a whole model does with a shown sentence
// (with two shown, a box above the tabs chooses which: ViewState::modelSentence, or both side by
// side in All heads, Layers' guesses and Rollout: ViewState::modelSideBySide), in tabs: All
// heads (ModelOverview), Layers' guesses (LensView), Rollout (RolloutView), Generate (GenerateView)
// and What if (WhatIfView: the prediction before and after the what-if laid over the model) and
// Patching (PatchView: the activation-patching map) and Head roles
// (HeadRolesView: the repeated random tokens test). For a lesson that points
// at a real model (GPT-2 / nanoGPT) or holds a trained model; each tab says
// why when the lesson has neither, or what it waits for.
#pragma once

#include <QWidget>
#include <array>

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
class SideBySide;

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
    // The second view of each pair: the second shown sentence while both are side by side.
    ModelOverview* overviewOfSecond() const { return overview2_; }
    LensView* lensOfSecond() const { return lens2_; }
    RolloutView* rolloutOfSecond() const { return rollout2_; }
    // The pair of All heads, Layers' guesses and Rollout (k = 0, 1, 2).
    SideBySide* pair(int k) const { return pairs_.at(size_t(k)); }
    // Raises the tab that holds `view` (a tab's page or a view inside one).
    void showTab(QWidget* view);

  private:
    void offerSentences();  // the shown sentences (and Both), as the box lists them
    void pairUp();          // the pairs' second views shown while side by side
    Document* doc_;
    ViewState* view_;
    QWidget* sentenceRow_;
    QComboBox* sentence_;
    QTabWidget* tabs_;
    ModelOverview* overview_;
    LensView* lens_;
    RolloutView* rollout_;
    ModelOverview* overview2_;
    LensView* lens2_;
    RolloutView* rollout2_;
    std::array<SideBySide*, 3> pairs_{};
    GenerateView* generate_;
    WhatIfView* whatIf_;
    PatchView* patch_;
    HeadRolesView* roles_;
};

}  // namespace attn::ui
