// MainWindow: panes, docks, menus and zoom. File handling, recent files and
// settings live in main_window_files.cpp.
#include "main_window.hpp"

#include <QAction>
#include <QApplication>
#include <QContextMenuEvent>
#include <QDockWidget>
#include <QKeySequence>
#include <QLayout>
#include <QMenuBar>
#include <QScreen>
#include <QScrollArea>
#include <QStatusBar>
#include <QTimer>
#include <QUndoStack>
#include <QWindow>
#include <algorithm>
#include <utility>

#include "accessibility/announcer.hpp"
#include "commands/what_if_commands.hpp"
#include "document/view_state.hpp"
#include "export/figure_actions.hpp"
#include "export/figure_menu.hpp"
#include "files/builtin_lessons.hpp"
#include "help_menu.hpp"
#include "modeldock/model_pane.hpp"
#include "panes/attention_pane.hpp"
#include "panes/attention_toolbar.hpp"
#include "panes/blend_pane.hpp"
#include "panes/embedding_pane.hpp"
#include "panes/head_view_pane.hpp"
#include "panes/positions_pane.hpp"
#include "panes/random_keys_dialog.hpp"
#include "panes/sentences_pane.hpp"
#include "panes/vectors_pane.hpp"
#include "panes/weights_pane.hpp"
#include "training/training_figures.hpp"
#include "training/training_pane.hpp"
#include "widgets/eliding_status_bar.hpp"
#include "widgets/eliding_style.hpp"
#include "widgets/fitting_scroll_area.hpp"
#include "widgets/focus_ring.hpp"
#include "widgets/return_clicks.hpp"
#include "widgets/wheel_guard.hpp"

namespace attn::app {

using namespace attn::ui;

// `key` and the platform's bindings for `standard`, each once: on most
// platforms QKeySequence::ZoomOut is Ctrl+- itself, and one key bound twice on
// an action is an "ambiguous shortcut" that Qt then ignores.
QList<QKeySequence> zoom_shortcuts(const QKeySequence& key, QKeySequence::StandardKey standard) {
    QList<QKeySequence> keys{key};
    for (const QKeySequence& k : QKeySequence::keyBindings(standard))
        if (!keys.contains(k)) keys << k;
    return keys;
}

MainWindow::MainWindow(attn::Lesson lesson, QString filePath, QWidget* parent)
    : QMainWindow(parent),
      doc_(std::make_unique<Document>(std::move(lesson), std::move(filePath))) {
    setObjectName(QStringLiteral("attentionLab"));
    setAcceptDrops(true);
    setDockNestingEnabled(true);
    baseFontSize_ = font().pointSizeF() > 0 ? font().pointSizeF() : 10.0;
    view_ = new ViewState(doc_.get(), this);
    FocusRing::install();     // every focus stop shows where the keys go (widgets/focus_ring.hpp)
    WheelGuard::install();    // the wheel scrolls a pane, not a control it passes over
    ReturnClicks::install();  // Return presses a focused button, as Space does
    ElidingStyle::install();  // a combo box too narrow for its text shows "…" (eliding_style.hpp)
    setStatusBar(new attn::ui::ElidingStatusBar(this));  // a long message shortened, never cut

    makePanes();
    addDocks();
    setupLesson();
    setCorner(Qt::BottomLeftCorner, Qt::LeftDockWidgetArea);
    setCorner(Qt::BottomRightCorner, Qt::BottomDockWidgetArea);

    connectPanes();
    followBottomTabs();
    raiseTabOfFocus();
    buildMenus();
    setupModelStatus();
    // Screen readers hear what changed: an edit once it settles, a verdict, training progress.
    auto* announcer = attn::ui::Announcer::addTo(statusBar());
    announcer->followEdits(doc_->undoStack());
    announcer->followLesson(session_);
    announcer->followTraining(training_->session());
    // One text at a time in the status bar, the newest: an announcement (the last edit, a
    // verdict) takes the place of a temporary message, and a message that of an announcement
    // (which screen readers have spoken by then). The model's summary waits for both
    // (showModelStatusIfFree).
    connect(announcer, &attn::ui::Announcer::announced, statusBar(), &QStatusBar::clearMessage);
    connect(statusBar(), &QStatusBar::messageChanged, announcer, [announcer](const QString& m) {
        if (!m.isEmpty()) announcer->clear();
    });
    statusBar()->showMessage(tr(
        "Drag a number in the embedding table or a grey point in the plot: every view follows."));
    resize(1366, 768);  // restoreSettings() fits the app's window to its screen
    resetLayout();
    updateTitle();
}

// The panes and the attention toolbar, the Attention pane central.
void MainWindow::makePanes() {
    attention_ = new AttentionPane(doc_.get(), view_, this);
    setCentralWidget(attention_);
    sentences_ = new SentencesPane(doc_.get(), view_, this);
    embedding_ = new EmbeddingPane(doc_.get(), view_, this);
    weights_ = new WeightsPane(doc_.get(), this);
    vectors_ = new VectorsPane(doc_.get(), view_, this);
    blend_ = new BlendPane(doc_.get(), view_, this);
    toolbar_ = new AttentionToolbar(doc_.get(), view_, this);
    training_ = new TrainingPane(doc_.get(), this);
    model_ = new ModelPane(doc_.get(), view_, this);
    headView_ = new HeadViewPane(doc_.get(), view_, this);
    positions_ = new PositionsPane(doc_.get(), view_, this);
    addToolBar(Qt::TopToolBarArea, toolbar_);
}

// Each pane other than the Attention pane in its dock, in the area it starts in.
void MainWindow::addDocks() {
    addPane(sentences_, tr("Sentences"), QStringLiteral("sentencesDock"), Qt::LeftDockWidgetArea);
    addPane(embedding_, tr("Embedding table"), QStringLiteral("embeddingDock"),
            Qt::LeftDockWidgetArea);
    addPane(weights_, tr("Weights W_Q · W_K · W_V · W_O"), QStringLiteral("weightsDock"),
            Qt::LeftDockWidgetArea);
    addPane(vectors_, tr("Vectors"), QStringLiteral("vectorsDock"), Qt::RightDockWidgetArea);
    addPane(blend_, tr("Blend, term by term"), QStringLiteral("blendDock"),
            Qt::BottomDockWidgetArea);
    addPane(training_, tr("Training"), QStringLiteral("trainingDock"), Qt::BottomDockWidgetArea);
    addPane(model_, tr("Model"), QStringLiteral("modelDock"), Qt::RightDockWidgetArea);
    addPane(headView_, tr("Head view"), QStringLiteral("head-viewDock"), Qt::BottomDockWidgetArea);
    addPane(positions_, tr("Positions"), QStringLiteral("positionsDock"), Qt::BottomDockWidgetArea);
}

// The panes' messages in the status bar, the ladder following the source, and the title
// following the document.
void MainWindow::connectPanes() {
    connect(sentences_, &SentencesPane::message, this, &MainWindow::showMessage);
    connect(embedding_, &EmbeddingPane::message, this, &MainWindow::showMessage);
    connect(weights_, &WeightsPane::message, this, &MainWindow::showMessage);
    connect(vectors_, &VectorsPane::message, this, &MainWindow::showMessage);
    connect(toolbar_, &AttentionToolbar::message, this, &MainWindow::showMessage);
    connect(training_, &TrainingPane::message, this, &MainWindow::showMessage);
    // The ladder's switches set the hand-wired attention: while the Attention
    // pane shows the trained model instead, they stand aside and say why.
    const auto ladderFollowsSource = [this] {
        const bool handWired = view_->source() == ViewState::Source::HandWired;
        toolbar_->setEnabled(handWired);
        toolbar_->setToolTip(handWired
                                 ? QString()
                                 : tr("The Attention pane shows the lesson's trained model: choose "
                                      "“Hand-wired attention” there to climb the ladder."));
    };
    connect(view_, &ViewState::sourceChanged, this, ladderFollowsSource);
    ladderFollowsSource();
    connect(doc_->undoStack(), &QUndoStack::cleanChanged, this, [this] { updateTitle(); });
    connect(doc_.get(), &Document::filePathChanged, this, [this] { updateTitle(); });
    connect(doc_.get(), &Document::changed, this, [this](Document::ChangeEvent event) {
        const Document::Change c = event.kind;
        if (c == Document::Change::Everything) updateTitle();
    });
}

// The bottom tabs need different heights: the Blend table, the Head view and
// Positions a third of the window, the Training dock (chart, heads, next words)
// nearly two thirds. Raising a tab sizes the bottom area for it, as
// showTraining() does (F6 through Training left the others two thirds high).
void MainWindow::followBottomTabs() {
    for (const char* name : {"blendDock", "trainingDock", "head-viewDock", "positionsDock"}) {
        QDockWidget* d = findChild<QDockWidget*>(QLatin1String(name));
        connect(d, &QDockWidget::visibilityChanged, this, [this, d](bool visible) {
            if (visible && !d->isFloating() && isVisible() &&
                dockWidgetArea(d) == Qt::BottomDockWidgetArea)
                QTimer::singleShot(0, this, [this, d] { fitBottomDock(d); });
        });
    }
}

MainWindow::~MainWindow() {
    // The docks go below: F6's record of the tab it raised must not be read through them while
    // they are half destroyed (a focus change in their teardown reached it; UBSan).
    movingByF6_ = true;
    keysRaised_ = keysHid_ = nullptr;
    // Members die before QWidget deletes the children, but the panes and their
    // models read the Document until they are gone: delete them first.
    const auto children = findChildren<QObject*>(QString(), Qt::FindDirectChildrenOnly);
    for (QObject* child : children)
        if (child->isWidgetType() || child == view_) delete child;
}

VectorPlot* MainWindow::vectorPlot() const { return vectors_->plot(); }

void MainWindow::showTraining(bool autoStart) {
    if (auto* d = findChild<QDockWidget*>(QStringLiteral("trainingDock"))) {
        d->show();
        d->raise();
        // Queued, so it follows dock sizes a first show applies.
        QTimer::singleShot(0, this, [this, d] { fitBottomDock(d); });
    }
    if (autoStart) training_->start();
}

MatrixItemModel* MainWindow::attentionModel(int shown, int head) const {
    return attention_->model(shown, head);
}

QDockWidget* MainWindow::addPane(QWidget* pane, const QString& title, const QString& name,
                                 Qt::DockWidgetArea area) {
    auto* dock = new QDockWidget(title, this);
    dock->setObjectName(name);
    // A pane smaller than its own minimum scrolls inside its dock: the docks'
    // minimums must not add up to a window wider than a 1024-px screen.
    auto* scroll = new FittingScrollArea(dock);
    scroll->setObjectName(name + QStringLiteral("Scroll"));
    scroll->setAccessibleName(title);  // a screen reader names the pane as its dock does
    scroll->setMinimumSize(kDockMinimum, kDockMinimum);
    // No Tab stop of its own: the pane's controls are (Tab stopped on the whole dock's frame).
    scroll->setFocusPolicy(Qt::NoFocus);
    scroll->setFittedWidget(pane);
    dock->setWidget(scroll);
    dock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable |
                      QDockWidget::DockWidgetClosable);
    addDockWidget(area, dock);
    return dock;
}

void MainWindow::showRandomKeys() {
    if (!randomKeys_) randomKeys_ = new attn::ui::RandomKeysDialog(this);
    randomKeys_->show();
    randomKeys_->raise();
    randomKeys_->activateWindow();
}

namespace {

// Whether `w` is in a dock that is a tab behind another (open, but off the screen).
bool behind_a_tab(const QWidget* w) {
    for (; w; w = w->parentWidget())
        if (auto* d = qobject_cast<const QDockWidget*>(w))
            return !d->isFloating() && d->visibleRegion().isEmpty();
    return false;
}

// The panes open: the central pane, then each open dock in reading order. A stack of tabs
// stands where its tab in front stands (the others are off-screen); within a stack the docks
// keep one order whichever is in front, so F6 goes round them all, raising each it reaches.
std::vector<QWidget*> panes_in_order(const QMainWindow& window) {
    std::vector<QWidget*> panes{window.centralWidget()};
    const QList<QDockWidget*> all = window.findChildren<QDockWidget*>();
    struct Place {
        QDockWidget* dock;
        bool bottom;
        QPoint at;
        QString name;  // within a stack (raise() reorders the children: no index is stable)
    };
    std::vector<Place> docks;
    for (QDockWidget* d : all) {
        if (d->isHidden()) continue;
        QDockWidget* front = d;
        for (QDockWidget* t : window.tabifiedDockWidgets(d))
            if (!t->isHidden() && !t->visibleRegion().isEmpty()) front = t;
        docks.push_back({d, window.dockWidgetArea(d) == Qt::BottomDockWidgetArea,
                         front->mapTo(&window, QPoint(0, 0)), d->objectName()});
    }
    std::sort(docks.begin(), docks.end(), [](const Place& a, const Place& b) {
        if (a.bottom != b.bottom) return b.bottom;  // the bottom row last
        if (a.at.x() != b.at.x()) return a.at.x() < b.at.x();
        if (a.at.y() != b.at.y()) return a.at.y() < b.at.y();
        return a.name < b.name;
    });
    for (const Place& p : docks) panes.push_back(p.dock->widget());
    return panes;
}

// Whether `w` lies wholly outside `window` (a dock tab bar the main window parked off-screen
// when its docks were moved: it still took the focus, and nothing showed where).
bool off_the_window(const QWidget* window, const QWidget* w) {
    return w && window->isAncestorOf(w) &&
           !QRect(w->mapTo(window, QPoint(0, 0)), w->size()).intersects(window->rect());
}

// The first control in `pane` that takes the keyboard, in `window`'s Tab order; null when none.
// The whole chain is searched: a pane's controls may stand anywhere in it (a scroll area made
// after its content), and the scroll area that only wraps a pane is no control of its own.
QWidget* first_control_in(const QWidget* window, const QWidget* pane) {
    for (QWidget* w = window->nextInFocusChain(); w && w != window; w = w->nextInFocusChain())
        if (pane->isAncestorOf(w) && w->isVisible() && w->isEnabled() &&
            (w->focusPolicy() & Qt::TabFocus) && !qobject_cast<QScrollArea*>(w))
            return w;
    return nullptr;
}

}  // namespace

bool MainWindow::focusNextPrevChild(bool next) {
    tabbing_ = true;
    bool moved = true;
    for (int i = 0; i < 500 && moved; ++i) {
        moved = QMainWindow::focusNextPrevChild(next);
        const QWidget* now = QApplication::focusWidget();
        if (!behind_a_tab(now) && !off_the_window(this, now)) break;
    }
    tabbing_ = false;
    return moved;
}

// The keyboard never rests where it cannot be seen: focus given to a control in a dock that
// is a tab behind another (Next after an answer, a view a step names) brings that tab to the
// front, as a click on its tab would. Tab itself passes over such docks (focusNextPrevChild).
void MainWindow::raiseTabOfFocus() {
    // A control wholly scrolled out of its pane is scrolled into view (Tab into a pane reached
    // its Next button below the fold, and nothing on screen showed where the keyboard was).
    connect(qApp, &QApplication::focusChanged, this, [this](QWidget*, QWidget* now) {
        if (!now || !isAncestorOf(now) || behind_a_tab(now)) return;
        for (QWidget* p = now->parentWidget(); p && p != this; p = p->parentWidget())
            if (auto* area = qobject_cast<QScrollArea*>(p);
                area && area->widget() && area->widget()->isAncestorOf(now)) {
                const QRect in(now->mapTo(area->viewport(), QPoint(0, 0)), now->size());
                if (!in.intersects(area->viewport()->rect())) area->ensureWidgetVisible(now);
            }
    });
    // The keys leaving a dock F6 raised, by Tab or a click: the tab it hid comes back.
    connect(qApp, &QApplication::focusChanged, this, [this](QWidget*, QWidget* now) {
        if (!movingByF6_) putBackHiddenTab(now);
    });
    connect(qApp, &QApplication::focusChanged, this, [this](QWidget*, QWidget* now) {
        if (tabbing_ || !now || !isActiveWindow() || !isAncestorOf(now) || !behind_a_tab(now))
            return;
        for (QWidget* w = now; w; w = w->parentWidget())
            if (auto* d = qobject_cast<QDockWidget*>(w)) {
                d->raise();
                return;
            }
    });
}

// The one rule for a tab F6 raised: once the keys are in a dock outside its stack (or on the
// tab it hid), the tab that stood in front is in front again and the record goes.
void MainWindow::putBackHiddenTab(QWidget* now) {
    if (!keysRaised_ || !now || !isAncestorOf(now)) return;
    QDockWidget* d = nullptr;
    for (QWidget* w = now; w && !d; w = w->parentWidget()) d = qobject_cast<QDockWidget*>(w);
    if (d != keysHid_ && (d == keysRaised_ || tabifiedDockWidgets(keysRaised_).contains(d))) return;
    if (keysHid_ && d != keysHid_) keysHid_->raise();
    keysRaised_ = keysHid_ = nullptr;
}

QWidget* MainWindow::focusNextPane(bool backwards) {
    // The panes open: the central pane, then each open dock in reading order — a dock that
    // is a tab behind another too, after the one in front (it is raised when reached).
    const std::vector<QWidget*> panes = panes_in_order(*this);

    const QWidget* focus = QApplication::focusWidget();
    int at = -1;
    for (int i = 0; i < int(panes.size()); ++i)
        if (focus && (focus == panes[size_t(i)] || panes[size_t(i)]->isAncestorOf(focus))) at = i;
    const int n = int(panes.size());
    const int from =
        at >= 0 ? at : (backwards ? 0 : n - 1);  // no pane focused: start at the first (or last)
    // The tab an earlier F6 hid comes back once the keys leave its stack.
    QDockWidget *const raised = keysRaised_, *const hid = raised ? keysHid_.data() : nullptr;
    keysRaised_ = keysHid_ = nullptr;
    movingByF6_ = true;
    for (int step = 1; step <= n; ++step) {
        const int i = ((from + (backwards ? -step : step)) % n + n) % n;
        QWidget* pane = panes[size_t(i)];
        // A dock behind another's tab comes to the front, so that its controls can be seen.
        if (auto* behind = qobject_cast<QDockWidget*>(pane->parentWidget());
            behind && behind->visibleRegion().isEmpty()) {
            const QList<QDockWidget*> stack = tabifiedDockWidgets(behind);
            QDockWidget* front = hid && stack.contains(hid) ? hid : nullptr;
            for (QDockWidget* t : stack)
                if (!front && !t->isHidden() && !t->visibleRegion().isEmpty()) front = t;
            behind->raise();
            QCoreApplication::processEvents();  // the tab switches before the focus moves
            if (behind != hid) {  // back on the tab that stood in front: nothing to put back
                keysRaised_ = behind;
                keysHid_ = front;
            }
        }
        // Its first control that takes the keyboard, in Tab order (the pane itself
        // when none does).
        QWidget* target = first_control_in(this, pane);
        if (!target && !(pane->focusPolicy() & Qt::TabFocus)) continue;
        (target ? target : pane)->setFocus(Qt::TabFocusReason);
        movingByF6_ = false;
        // Not on a tab this F6 raised: the one an earlier F6 hid, under the one rule.
        if (!keysRaised_ && hid) {
            keysRaised_ = raised;
            keysHid_ = hid;
            putBackHiddenTab(target ? target : pane);
        }
        const auto* dock = qobject_cast<const QDockWidget*>(pane->parentWidget());
        showMessage(tr("Pane: %1").arg(dock ? dock->windowTitle() : tr("Attention")));
        return pane;
    }
    movingByF6_ = false;
    return nullptr;
}

void MainWindow::resetLayout() {
    auto dock = [this](const char* name) { return findChild<QDockWidget*>(QLatin1String(name)); };
    QDockWidget* s = dock("sentencesDock");
    QDockWidget* e = dock("embeddingDock");
    QDockWidget* w = dock("weightsDock");
    QDockWidget* v = dock("vectorsDock");
    QDockWidget* b = dock("blendDock");
    QDockWidget* t = dock("trainingDock");
    QDockWidget* l = dock("lessonDock");
    QDockWidget* m = dock("modelDock");
    QDockWidget* hv = dock("head-viewDock");
    QDockWidget* ps = dock("positionsDock");
    for (QDockWidget* d : {s, e, w, v, b, t, l, m, hv, ps}) {
        d->setFloating(false);
        d->show();
    }
    addDockWidget(Qt::LeftDockWidgetArea, s);
    splitDockWidget(s, e, Qt::Vertical);
    // The Lesson pane is a tab over the Sentences pane, raised when the lesson
    // has steps; a lesson about a real model without steps keeps it as a tab behind
    // the Sentences (where its steps are written: a teacher did not find it); other
    // lessons without steps hide it (View ▸ Lesson shows it).
    tabifyDockWidget(s, l);
    const bool steps = !doc_->lesson().steps.empty();
    l->setVisible(steps || doc_->lesson().real_model.has_value());
    (steps ? l : s)->raise();
    tabifyDockWidget(e, w);
    e->raise();
    addDockWidget(Qt::RightDockWidgetArea, v);
    tabifyDockWidget(v, m);
    addDockWidget(Qt::BottomDockWidgetArea, b);
    tabifyDockWidget(b, t);
    tabifyDockWidget(b, hv);
    tabifyDockWidget(b, ps);
    // The Model pane is there for a lesson with a model (trained or real; View ▸
    // Model shows it anyway). A lesson about a real model opens on its model
    // and head view; others on the vectors and the blend.
    const bool real = doc_->lesson().real_model.has_value();
    m->setVisible(real || doc_->lesson().model.has_value());
    (real ? m : v)->raise();
    (real ? hv : b)->raise();
    // Sizes only take on a laid-out window: a hidden one sizes its docks when shown.
    dockSizesPending_ = !isVisible();
    if (!dockSizesPending_) applyDockSizes();
}

// Left column: sentences over the tables; centre: attention over the blend
// (which spans under the vectors); right: the vector plot.
void MainWindow::applyDockSizes() {
    auto dock = [this](const char* name) { return findChild<QDockWidget*>(QLatin1String(name)); };
    QDockWidget* s = dock("sentencesDock");
    QDockWidget* e = dock("embeddingDock");
    QDockWidget* v = dock("vectorsDock");
    QDockWidget* b = dock("blendDock");
    const int width = this->width(), height = this->height();
    resizeDocks({s, v}, {int(width * 0.26), int(width * 0.34)}, Qt::Horizontal);
    resizeDocks({s, e}, {int(height * 0.28), int(height * 0.60)}, Qt::Vertical);
    resizeDocks({b}, {int(height * kBlendHeight)}, Qt::Vertical);
    QDockWidget* l = dock("lessonDock");
    if (l->isVisible())
        resizeDocks({l, e}, {int(height * kLessonHeight), int(height * kTableUnderLesson)},
                    Qt::Vertical);
}

void MainWindow::fitBottomDock(QDockWidget* d) {
    if (!d->isVisible() || d->isFloating() || dockWidgetArea(d) != Qt::BottomDockWidgetArea) return;
    const bool training = d->objectName() == QLatin1String("trainingDock");
    int h = int(height() * (training ? kTrainingHeight : kBlendHeight));
    if (training) h = std::min(h, height() - kRoomAboveTraining);  // the Vectors plot stays usable
    resizeDocks({d}, {h}, Qt::Vertical);
}

void MainWindow::showEvent(QShowEvent* e) {
    QMainWindow::showEvent(e);
    // The app's window (it restores its settings) is kept on its screen, now with
    // the frame's margins; a bare window (tests, benches) keeps the size it was given.
    if (persist_) fitToScreen();
    if (!dockSizesPending_) return;
    dockSizesPending_ = false;
    QTimer::singleShot(0, this, &MainWindow::applyDockSizes);  // after the first layout pass
}

void MainWindow::buildMenus() {
    buildFileMenu();
    buildEditMenu();
    buildViewMenu();
    add_help_menu(this);
}

// File: new, open, models, recent files, the built-in lessons and course, save, export, print,
// quit.
void MainWindow::buildFileMenu() {
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(tr("&New"), QKeySequence::New, this, &MainWindow::newLesson);
    file->addAction(tr("&Open…"), QKeySequence::Open, this, &MainWindow::openDialog);
    file->addAction(tr("Open &Model…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_M), this,
                    &MainWindow::openModelDialog)
        ->setStatusTip(tr(
            "Open a GPT-2 folder (Hugging Face) or a nanoGPT checkpoint as a new lesson about it"));
    file->addAction(tr("&Get a Model…"), this, &MainWindow::getModelDialog)
        ->setStatusTip(tr("Download GPT-2 or another GPT-2-architecture model from the Hugging "
                          "Face hub (asks first; nothing is fetched until you say so)"));
    recentMenu_ = file->addMenu(tr("Open &Recent"));
    QMenu* builtins = file->addMenu(tr("&Built-in Lessons"));
    for (const QString& name : builtin_lesson_names())
        builtins->addAction(builtin_lesson_title(name), this, [this, name] {
            if (maybeSave()) openLesson(load_builtin_lesson(name), {});
        });
    addCourseMenu(file);
    file->addAction(tr("&Import Model…"), this, &MainWindow::importModelDialog)
        ->setStatusTip(
            tr("Open a model saved from PyTorch (TinyGPT's names, safetensors) as a new lesson"));
    file->addSeparator();
    file->addAction(tr("&Save"), QKeySequence::Save, this, &MainWindow::save);
    file->addAction(tr("Save &As…"), QKeySequence::SaveAs, this, &MainWindow::saveAs);
    file->addSeparator();
    file->addAction(make_export_view_action(this));
    // The figure set follows the word the window highlights (the lesson's focus when none is).
    file->addAction(make_export_figure_set_action(
        this,
        [this] {
            attn::Lesson l = doc_->shownLesson();
            if (!view_->scene().highlight.empty()) l.focus = view_->scene().highlight;
            return l;
        },
        [this] { return training_figures(*training_); }));
    addHandoutAction(file);
    addPrintActions(file);  // Print Handout… (Ctrl+P), Print View… (Ctrl+Shift+P)
    file->addSeparator();
    file->addAction(tr("&Quit"), QKeySequence::Quit, this, &QWidget::close);
    fillRecentMenu();
}

// Edit: Undo and Redo of the lesson's undo stack.
void MainWindow::buildEditMenu() {
    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    QAction* undo = doc_->undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setShortcuts(QKeySequence::Undo);
    QAction* redo = doc_->undoStack()->createRedoAction(this, tr("&Redo"));
    QList<QKeySequence> redoKeys = QKeySequence::keyBindings(QKeySequence::Redo);
    if (!redoKeys.contains(QKeySequence(Qt::CTRL | Qt::Key_Y)))
        redoKeys << QKeySequence(Qt::CTRL | Qt::Key_Y);  // as most editors also take it
    redo->setShortcuts(redoKeys);
    edit->addAction(undo);
    edit->addAction(redo);
    edit->addSeparator();
    // The toolbar's two switches, here too: a toolbar button takes no keyboard focus, a menu
    // entry is reached with Alt+E and the arrows.
    edit->addAction(toolbar_->scaleAction());
    edit->addAction(toolbar_->causalAction());
    edit->addSeparator();
    // The what-if shown (a step's or the user's), cleared as one undo step, as the bar's Clear.
    QAction* clear = edit->addAction(tr("Clear the &What-ifs"), this, [this] {
        if (auto cmd = attn::ui::clear_what_if_command(doc_.get()))
            doc_->undoStack()->push(cmd.release());
    });
    const auto enable = [this, clear] { clear->setEnabled(!view_->whatIf().empty()); };
    connect(view_, &attn::ui::ViewState::whatIfChanged, clear, enable);
    enable();
    // Shift+F10: the context menu of the widget with the focus, where the menu key opens it
    // (a heatmap's cursor cell, a chosen tile), for keyboards without a menu key.
    QAction* menu = new QAction(tr("Context Menu"), this);
    menu->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F10));
    menu->setShortcutContext(Qt::WindowShortcut);
    connect(menu, &QAction::triggered, this, [] {
        QWidget* w = QApplication::focusWidget();
        if (!w) return;
        const QVariant at = w->inputMethodQuery(Qt::ImCursorRectangle);
        const QPoint pos =
            at.isValid() && at.toRect().isValid() ? at.toRect().center() : w->rect().center();
        QContextMenuEvent event(QContextMenuEvent::Keyboard, pos, w->mapToGlobal(pos));
        QCoreApplication::sendEvent(w, &event);
    });
    addAction(menu);
}

// View: zoom, the docks and the toolbar, pane focus, layout, the √d experiment, steps, Present and
// Language.
void MainWindow::buildViewMenu() {
    viewMenu_ = menuBar()->addMenu(tr("&View"));
    QAction* in = viewMenu_->addAction(tr("Zoom &In"), this, [this] { setZoom(zoom_ * 1.15); });
    in->setShortcuts(zoom_shortcuts(QKeySequence(Qt::CTRL | Qt::Key_Equal), QKeySequence::ZoomIn));
    QAction* out = viewMenu_->addAction(tr("Zoom &Out"), this, [this] { setZoom(zoom_ / 1.15); });
    out->setShortcuts(
        zoom_shortcuts(QKeySequence(Qt::CTRL | Qt::Key_Minus), QKeySequence::ZoomOut));
    viewMenu_->addAction(tr("&Actual Size"), QKeySequence(Qt::CTRL | Qt::Key_0), this,
                         [this] { setZoom(1.0); });
    viewMenu_->addSeparator();
    for (QDockWidget* d : findChildren<QDockWidget*>()) {
        // Ticked while the dock is open. Chosen while it is open but a tab behind another, it
        // comes to the front (Qt's own toggle would close it); else it opens or closes.
        auto* a = new QAction(d->toggleViewAction()->text(), this);
        a->setCheckable(true);
        a->setChecked(d->toggleViewAction()->isChecked());
        connect(d->toggleViewAction(), &QAction::toggled, a, &QAction::setChecked);
        connect(d, &QWidget::windowTitleChanged, a, &QAction::setText);
        connect(a, &QAction::triggered, this, [d, a] {
            if (d->isHidden()) {
                d->show();
                d->raise();
            } else if (!d->isFloating() && d->visibleRegion().isEmpty()) {
                d->raise();
            } else {
                d->close();
            }
            a->setChecked(!d->isHidden());
        });
        viewMenu_->addAction(a);
    }
    viewMenu_->addAction(toolbar_->toggleViewAction());
    viewMenu_->addSeparator();
    viewMenu_->addAction(tr("Ne&xt Pane"), QKeySequence(Qt::Key_F6), this,
                         [this] { focusNextPane(false); });
    viewMenu_->addAction(tr("Pre&vious Pane"), QKeySequence(Qt::SHIFT | Qt::Key_F6), this,
                         [this] { focusNextPane(true); });
    viewMenu_->addAction(tr("&Reset Layout"), this, &MainWindow::resetLayout);
    viewMenu_->addAction(tr("√d &Experiment…"), this, &MainWindow::showRandomKeys);
    addStepActions(viewMenu_);
    addPresentAction(viewMenu_);
    viewMenu_->addSeparator();
    addLanguageMenu(viewMenu_);
}

void MainWindow::setZoom(double factor) {
    const double was = zoom_;
    zoom_ = std::clamp(factor, 0.6, 3.0);
    if (was == 1.0 && zoom_ != 1.0) normalZoomSize_ = size();
    QFont f = font();
    f.setPointSizeF(baseFontSize_ * zoom_);
    setFont(f);
    // The larger text raises the panes' minimums: lay out now, then keep the
    // window on its screen rather than let the layout widen it.
    if (layout()) layout()->activate();
    if (zoom_ == 1.0 && normalZoomSize_.isValid()) resize(std::exchange(normalZoomSize_, QSize()));
    fitToScreen();
    if (isVisible()) statusBar()->showMessage(tr("Zoom %1%").arg(qRound(zoom_ * 100)), 2000);
}

void MainWindow::fitToScreen() {
    const QScreen* sc = screen() ? screen() : QGuiApplication::primaryScreen();
    if (!sc || isFullScreen() || isMaximized()) return;
    const QRect room = sc->availableGeometry();
    // The frame's margins are known once the window has one; before that none is assumed.
    const QMargins frame = windowHandle() ? windowHandle()->frameMargins() : QMargins();
    const QSize most = room.size().shrunkBy(frame).expandedTo(QSize(1, 1));
    if (width() > most.width() || height() > most.height()) resize(size().boundedTo(most));
    const QRect outer = isVisible() ? frameGeometry() : geometry().marginsAdded(frame);
    const QPoint inside(std::clamp(outer.left(), room.left(),
                                   std::max(room.left(), room.right() + 1 - outer.width())),
                        std::clamp(outer.top(), room.top(),
                                   std::max(room.top(), room.bottom() + 1 - outer.height())));
    if (inside != outer.topLeft()) move(pos() + (inside - outer.topLeft()));
}

void MainWindow::showMessage(const QString& text) { statusBar()->showMessage(text, 8000); }

}  // namespace attn::app
