#include "modeldock/model_pane.hpp"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QTabBar>
#include <QTabWidget>
#include <QVBoxLayout>

#include "document/document.hpp"
#include "document/view_state.hpp"
#include "modeldock/generate_view.hpp"
#include "modeldock/head_roles_view.hpp"
#include "modeldock/head_tile_grid.hpp"
#include "modeldock/lens_view.hpp"
#include "modeldock/model_overview.hpp"
#include "modeldock/patch_view.hpp"
#include "modeldock/rollout_view.hpp"
#include "modeldock/what_if_view.hpp"
#include "style/plain_text.hpp"
#include "widgets/side_by_side.hpp"

namespace attn::ui {

ModelPane::ModelPane(Document* doc, ViewState* view, QWidget* parent)
    : QWidget(parent),
      doc_(doc),
      view_(view),
      sentenceRow_(new QWidget(this)),
      sentence_(new QComboBox(sentenceRow_)),
      tabs_(new QTabWidget(this)),
      overview_(new ModelOverview(doc, view)),
      lens_(new LensView(doc, view)),
      rollout_(new RolloutView(doc, view)),
      overview2_(new ModelOverview(doc, view)),
      lens2_(new LensView(doc, view)),
      rollout2_(new RolloutView(doc, view)),
      generate_(new GenerateView(doc, view)),
      whatIf_(new WhatIfView(doc, view)),
      patch_(new PatchView(doc, view)),
      roles_(new HeadRolesView(doc, view)) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* row = new QHBoxLayout(sentenceRow_);
    row->setContentsMargins(4, 2, 4, 0);
    auto* label = new QLabel(tr("&Sentence:"), sentenceRow_);
    label->setBuddy(sentence_);
    row->addWidget(label);
    sentence_->setObjectName(QStringLiteral("modelSentence"));
    sentence_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    sentence_->setMinimumContentsLength(12);  // a long sentence shortens; the dock never widens
    sentence_->setToolTip(
        tr("Which of the two shown sentences All heads, Layers' guesses, Rollout and What if "
           "speak of. Both sentences: All heads, Layers' guesses and Rollout show the two side by "
           "side "
           "(one above the other in a narrow dock); the other tabs speak of the first."));
    row->addWidget(sentence_, 1);
    layout->addWidget(sentenceRow_);
    layout->addWidget(tabs_);
    connect(sentence_, &QComboBox::currentIndexChanged, view_,
            [this](int k) { view_->setModelShownIndex(k); });
    connect(view_, &ViewState::shownChanged, this, &ModelPane::offerSentences);
    connect(view_, &ViewState::modelSentenceChanged, this, &ModelPane::offerSentences);
    connect(doc_, &Document::changed, this, [this](Document::ChangeEvent e) {
        if (e.is(Document::Change::Sentences) || e.is(Document::Change::Everything))
            offerSentences();  // a shown sentence's text
    });
    offerSentences();
    overview2_->setObjectName(QStringLiteral("allHeadsOfSecond"));
    lens2_->setObjectName(QStringLiteral("lensOfSecond"));
    rollout2_->setObjectName(QStringLiteral("rolloutOfSecond"));
    overview2_->setSecondOfPair();
    lens2_->setSecondOfPair();
    rollout2_->setSecondOfPair();
    pairs_ = {new SideBySide(overview_, overview2_), new SideBySide(lens_, lens2_),
              new SideBySide(rollout_, rollout2_)};
    tabs_->addTab(pairs_[0], tr("All heads"));
    tabs_->addTab(pairs_[1], tr("Layers' guesses"));
    tabs_->addTab(pairs_[2], tr("Rollout"));
    tabs_->addTab(generate_, tr("Generate"));
    tabs_->addTab(whatIf_, tr("What if"));
    tabs_->addTab(patch_, tr("Patching"));
    tabs_->addTab(roles_, tr("Head roles"));
    // A tab clicked takes the keys itself (arrows then go on to the next tab): with the tab bar
    // left out of clicks, Qt handed them to the new page's first control, the what-if bar's
    // Clear on Generate and What if, where a stray Space took the what-if back.
    tabs_->tabBar()->setFocusPolicy(Qt::StrongFocus);
    // The dock fits the tab in front: a tab behind it does not hold the dock to its own least
    // height (a stack of tabs otherwise asks for the tallest tab's, and the dock scrolls).
    const auto sizeToFront = [this](int front) {
        for (int t = 0; t < tabs_->count(); ++t) {
            const auto policy = t == front ? QSizePolicy::Preferred : QSizePolicy::Ignored;
            tabs_->widget(t)->setSizePolicy(policy, policy);
        }
        tabs_->updateGeometry();  // (the tabs cache their pages' least sizes)
    };
    connect(tabs_, &QTabWidget::currentChanged, this, sizeToFront);
    sizeToFront(tabs_->currentIndex());
    // The Head roles test names the heads it finds in the All heads grid too.
    connect(roles_, &HeadRolesView::rolesReady, this, [this] {
        overview_->setHeadRoles(roles_->roles());
        overview2_->setHeadRoles(roles_->roles());
    });
    // Side by side, a head chosen in one grid is read large in the other too.
    connect(overview_->grid(), &HeadTileGrid::headClicked, overview2_, &ModelOverview::selectHead);
    connect(overview2_->grid(), &HeadTileGrid::headClicked, overview_, &ModelOverview::selectHead);
    pairs_[1]->levelWith(lens_->intro());
    pairs_[2]->levelWith(rollout_->intro());
    overview_->alignWith(overview2_);
    overview2_->alignWith(overview_);
    pairUp();
}

void ModelPane::showTab(QWidget* view) {
    for (int t = 0; t < tabs_->count(); ++t)
        if (tabs_->widget(t) == view || tabs_->widget(t)->isAncestorOf(view)) {
            tabs_->setCurrentIndex(t);
            return;
        }
}

// The pairs show their second view, each under its sentence, while both are side by side.
void ModelPane::pairUp() {
    if (!pairs_[0]) return;  // (the box is filled before the pairs are made)
    const bool both = view_->modelSideBySide();
    QString first, second;
    if (both) {
        const auto& sentences = doc_->lesson().sentences;
        const auto quoted = [&](int s) {
            return quoted_text(elided(QString::fromStdString(sentences.at(size_t(s))), kQuotedChars,
                                      fontMetrics()));
        };
        first = quoted(view_->shown()[0]);
        second = quoted(view_->shown()[1]);
    }
    for (SideBySide* pair : pairs_) pair->setPaired(both, first, second);
    tabs_->updateGeometry();  // a pair undone asks for less height: the dock fits again
}

void ModelPane::offerSentences() {
    const std::vector<int>& shown = view_->shown();
    QStringList texts;
    for (int s : shown)
        texts << elided(QString::fromStdString(doc_->lesson().sentences.at(size_t(s))), 40,
                        fontMetrics());
    const QSignalBlocker quiet(sentence_);
    if (texts.size() > 1) texts << tr("Both sentences");
    QStringList now;
    for (int i = 0; i < sentence_->count(); ++i) now << sentence_->itemText(i);
    if (now != texts) {
        sentence_->clear();
        sentence_->addItems(texts);
    }
    sentence_->setCurrentIndex(std::min(view_->modelShownIndex(), int(texts.size()) - 1));
    sentenceRow_->setVisible(texts.size() > 1);
    pairUp();
}

}  // namespace attn::ui
