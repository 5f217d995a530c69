#include "modeldock/model_pane.hpp"

#include <QTabWidget>
#include <QVBoxLayout>

#include "modeldock/generate_view.hpp"
#include "modeldock/head_roles_view.hpp"
#include "modeldock/lens_view.hpp"
#include "modeldock/model_overview.hpp"
#include "modeldock/patch_view.hpp"
#include "modeldock/rollout_view.hpp"
#include "modeldock/what_if_view.hpp"

namespace attn::ui {

ModelPane::ModelPane(Document* doc, ViewState* view, QWidget* parent)
    : QWidget(parent),
      tabs_(new QTabWidget(this)),
      overview_(new ModelOverview(doc, view)),
      lens_(new LensView(doc, view)),
      rollout_(new RolloutView(doc, view)),
      generate_(new GenerateView(doc, view)),
      whatIf_(new WhatIfView(doc, view)),
      patch_(new PatchView(doc, view)),
      roles_(new HeadRolesView(doc, view)) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(tabs_);
    tabs_->addTab(overview_, tr("All heads"));
    tabs_->addTab(lens_, tr("Layers' guesses"));
    tabs_->addTab(rollout_, tr("Rollout"));
    tabs_->addTab(generate_, tr("Generate"));
    tabs_->addTab(whatIf_, tr("What if"));
    tabs_->addTab(patch_, tr("Patching"));
    tabs_->addTab(roles_, tr("Head roles"));
    // The Head roles test names the heads it finds in the All heads grid too.
    connect(roles_, &HeadRolesView::rolesReady, this,
            [this] { overview_->setHeadRoles(roles_->roles()); });
}

}  // namespace attn::ui
