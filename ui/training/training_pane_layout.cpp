// The Training pane's widgets and wiring (training_pane.hpp): the left column
// (corpus, settings, run controls, progress, loss chart), the right column
// (timeline and probe views), the refresh and playback timers, and the
// connections from controls and from the training session.
#include <QCheckBox>
#include <QFileDialog>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSlider>
#include <QSplitter>
#include <QTimer>
#include <QVBoxLayout>

#include "document/document.hpp"
#include "style/plain_text.hpp"
#include "training/head_grid.hpp"
#include "training/induction_chart.hpp"
#include "training/loss_chart.hpp"
#include "training/pair_chart.hpp"
#include "training/probe_panel.hpp"
#include "training/settings_form.hpp"
#include "training/training_pane.hpp"
#include "training/training_session.hpp"
#include "widgets/fitting_scroll_area.hpp"
#include "widgets/flow_layout.hpp"
#include "widgets/folding_section.hpp"
#include "widgets/heatmap_view.hpp"

namespace attn::ui {

QGroupBox* TrainingPane::buildCorpusBox() {
    auto* corpusBox = new QGroupBox(tr("Corpus"), this);
    corpusInfo_ = new QLabel(corpusBox);
    corpusInfo_->setTextFormat(Qt::RichText);  // its one user text, the corpus name, is escaped
    corpusInfo_->setWordWrap(true);
    corpusError_ = plain_label(corpusBox, true);
    show_as_error(corpusError_);
    auto* builtin = new QPushButton(tr("Built-in bubbe"), corpusBox);
    auto* open = new QPushButton(tr("Open text…"), corpusBox);
    auto* induction = new QPushButton(tr("Repeated sequences"), corpusBox);
    induction->setToolTip(
        tr("Random symbols in which a segment repeats at a random place: the "
           "task where induction heads form (with its own settings)."));
    auto* corpusButtons = new QHBoxLayout;
    corpusButtons->addWidget(builtin);
    corpusButtons->addWidget(open);
    corpusButtons->addWidget(induction);
    corpusButtons->addStretch(1);
    auto* corpusLayout = new QVBoxLayout(corpusBox);
    corpusLayout->addWidget(corpusInfo_);
    corpusLayout->addWidget(corpusError_);
    corpusLayout->addLayout(corpusButtons);

    connect(builtin, &QPushButton::clicked, this, &TrainingPane::useBuiltinCorpus);
    connect(induction, &QPushButton::clicked, this, &TrainingPane::useInductionTask);
    connect(open, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(
            this, tr("Open a text to train on"), {},
            tr("Text") + QStringLiteral(" (*.txt);;") + tr("All files") + QStringLiteral(" (*)"));
        if (!path.isEmpty()) openCorpus(path);
    });
    return corpusBox;
}

QWidget* TrainingPane::buildRunColumn() {
    // The corpus and the settings fold into one line while a run holds them (see start()); made
    // first, the header comes first in the Tab order.
    settings_ = new FoldingSection(tr("Corpus and settings"), this);
    settings_->setObjectName(QStringLiteral("trainingSettings"));
    settings_->setSummarySeparator(QStringLiteral(" · "));
    QGroupBox* corpusBox = buildCorpusBox();
    form_ = new SettingsForm(this);
    reason_ = plain_label(this, true);
    show_as_error(reason_);
    QHBoxLayout* buttons = buildRunButtons();
    progress_ = new QProgressBar(this);
    progress_->setFormat(tr("%v / %m steps"));
    rate_ = new QLabel(this);
    stopMessage_ = plain_label(this, true);
    chart_ = new LossChart(this);
    chart_->setAccessibleName(tr("Loss against step"));
    chart_->setMinimumHeight(190);
    logScale_ = new QCheckBox(tr("Log scale"), this);
    use_ = new QPushButton(tr("Use this model in the lesson"), this);
    use_->setToolTip(tr(
        "Put the weights at the timeline's step into the lesson (undoable); saving keeps them."));
    useLast_ = new QPushButton(this);
    useLast_->setObjectName(QStringLiteral("useLast"));
    useLast_->hide();
    exportTorch_ = new QPushButton(tr("Export for PyTorch…"), this);
    exportTorch_->setObjectName(QStringLiteral("exportPyTorch"));

    auto* settingsBody = new QWidget(this);
    auto* b = new QVBoxLayout(settingsBody);
    b->setContentsMargins(0, 0, 0, 0);
    b->addWidget(corpusBox);
    b->addWidget(form_);
    settings_->setBody(settingsBody);

    auto* left = new QWidget(this);
    auto* l = new QVBoxLayout(left);
    l->setContentsMargins(0, 0, 4, 0);
    l->addWidget(settings_);
    l->addLayout(buttons);
    l->addWidget(reason_);
    l->addWidget(progress_);
    l->addWidget(rate_);
    l->addWidget(stopMessage_);
    l->addWidget(chart_, 1);
    // The row under the chart wraps (FlowLayout): on one line its three buttons ("Use the model
    // of step 600" among them) ran past the column's edge in Hebrew and German at 1366 px.
    auto* chartButtons = new QWidget(left);
    auto* chartRow = new FlowLayout(chartButtons);
    chartRow->setContentsMargins(0, 0, 0, 0);
    chartRow->addWidget(logScale_);
    chartRow->addWidget(exportTorch_);
    chartRow->addWidget(use_);
    chartRow->addWidget(useLast_);
    l->addWidget(chartButtons);
    addRunFigures(l);

    return left;
}

// Makes Start, Pause, Step and Reset, and returns their row.
QHBoxLayout* TrainingPane::buildRunButtons() {
    start_ = new QPushButton(tr("Start"), this);
    pause_ = new QPushButton(tr("Pause"), this);
    step_ = new QPushButton(tr("Step"), this);
    reset_ = new QPushButton(tr("Reset"), this);
    step_->setToolTip(tr("One optimisation step"));
    auto* buttons = new QHBoxLayout;
    for (QPushButton* b : {start_, pause_, step_, reset_}) buttons->addWidget(b);
    buttons->addStretch(1);
    return buttons;
}

// Adds to `l` the charts below the loss: one probe weight against step, and the induction chart.
void TrainingPane::addRunFigures(QVBoxLayout* l) {
    // One weight of the probe against step: how the gradient moves, say, ball → matzah.
    pair_ = new PairChart(this);
    pair_->setObjectName(QStringLiteral("pairChart"));
    pair_->setAccessibleName(tr("One attention weight against step"));
    pair_->setToolTip(
        tr("One attention weight of the probe sentence over the run. Click a head in the grid to "
           "follow "
           "it, and a cell of the large map to follow that pair of words."));
    l->addWidget(pair_, 1);
    induction_ = new InductionChart(this);
    induction_->setObjectName(QStringLiteral("inductionChart"));
    induction_->hide();
    l->addWidget(induction_, 1);
}

QWidget* TrainingPane::buildProbeColumn() {
    timeline_ = new QSlider(Qt::Horizontal, this);
    timeline_->setRange(0, 0);
    timeline_->setToolTip(tr("Scrub through the recorded snapshots"));
    play_ = new QPushButton(tr("Play"), this);
    play_->setToolTip(
        tr("Animate the heads from the first snapshot (static) to the last (structure)"));
    timeLabel_ = plain_label(this, true);
    probe_ = new ProbePanel(this);
    auto* right = new QWidget(this);
    auto* r = new QVBoxLayout(right);
    r->setContentsMargins(4, 0, 0, 0);
    auto* timeRow = new QHBoxLayout;
    auto* timeLabel = new QLabel(tr("Timeline"), right);
    timeLabel->setBuddy(timeline_);  // the slider's accessible name
    timeRow->addWidget(timeLabel);
    timeRow->addWidget(timeline_, 1);
    timeRow->addWidget(play_);
    r->addLayout(timeRow);
    r->addWidget(timeLabel_);
    r->addWidget(probe_, 1);

    return right;
}

void TrainingPane::layOutColumns(QWidget* left, QWidget* right) {
    // Both columns scroll when the dock is short, so it fits a 768-pixel-high
    // screen beside the other panes (the content wants about 520 pixels);
    // taller, they stretch as before.
    auto scrolling = [this](QWidget* column) {
        // Squeezed to its least height before it scrolls (fitting_scroll_area.hpp):
        // at 1600 × 1000 the probe's next-word table and Generate stay in view.
        auto* area = new FittingScrollArea(this);
        area->setFittedWidget(column);
        area->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
        area->setMinimumWidth(column->minimumSizeHint().width() + 16);
        return area;
    };
    auto* split = new QSplitter(Qt::Horizontal, this);
    runArea_ = scrolling(left);
    split->addWidget(runArea_);
    split->addWidget(scrolling(right));
    split->widget(0)->setAccessibleName(tr("Training run"));
    split->widget(1)->setAccessibleName(tr("Snapshots and probe"));
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 3);
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(4, 4, 4, 4);
    outer->addWidget(split);
}

void TrainingPane::startTimers() {
    refresh_ = new QTimer(this);
    refresh_->setInterval(50);  // at most 20 view updates a second
    connect(refresh_, &QTimer::timeout, this, &TrainingPane::refreshNow);
    player_ = new QTimer(this);
    player_->setInterval(120);
    connect(player_, &QTimer::timeout, this, [this] {
        if (timeline_->value() >= timeline_->maximum()) {
            togglePlay();
            return;
        }
        timeline_->setValue(timeline_->value() + 1);
    });
}

void TrainingPane::connectControls() {
    // The pair chart follows the head clicked in the grid and the cell clicked in the large map.
    connect(probe_->grid(), &HeadGrid::headClicked, this, [this](int layer, int head) {
        pairLayer_ = layer, pairHead_ = head;
        updatePair();
    });
    connect(probe_->largeView(), &HeatmapView::cellClicked, this, [this](int row, int col) {
        if (pairLayer_ < 0)
            pairLayer_ = probe_->grid()->selectedLayer(),
            pairHead_ = probe_->grid()->selectedHead();
        pairRow_ = row, pairCol_ = col;
        updatePair();
    });
    connect(form_, &SettingsForm::changed, this, [this] {
        updateButtons();
        updateSettingsSummary();
        if (session_->hasRun()) return;
        showIdleModel();
    });
    connect(start_, &QPushButton::clicked, this, &TrainingPane::start);
    connect(pause_, &QPushButton::clicked, this, &TrainingPane::pause);
    connect(step_, &QPushButton::clicked, this, &TrainingPane::step);
    connect(reset_, &QPushButton::clicked, this, &TrainingPane::reset);
    connect(use_, &QPushButton::clicked, this, &TrainingPane::useShownModel);
    connect(useLast_, &QPushButton::clicked, this, [this] {
        timeline_->setValue(timeline_->maximum());  // shows the last snapshot
        useShownModel();
    });
    connect(exportTorch_, &QPushButton::clicked, this, &TrainingPane::exportPyTorchDialog);
    connect(logScale_, &QCheckBox::toggled, chart_, &LossChart::setLogScale);
    connect(play_, &QPushButton::clicked, this, &TrainingPane::togglePlay);
    connect(timeline_, &QSlider::valueChanged, this, [this](int v) {
        follow_ = v == timeline_->maximum();
        showSnapshot(v);
    });
}

void TrainingPane::connectSession() {
    connect(session_, &TrainingSession::exported, this, &TrainingPane::reportExport);
    connect(session_, &TrainingSession::progressed, this, [this] { lossesDirty_ = true; });
    // The first snapshot makes a run: its losses then replace the lesson's saved curve.
    connect(session_, &TrainingSession::snapshotAdded, this, [this] {
        snapshotsDirty_ = lossesDirty_ = true;
        keepShownSnapshot();
    });
    connect(session_, &TrainingSession::runReset, this, [this] {
        lossesDirty_ = snapshotsDirty_ = true;
        follow_ = true;
        shown_ = shownStep_ = -1;
        stopMessage_->clear();
    });
    connect(session_, &TrainingSession::stateChanged, this, [this](TrainingSession::State s) {
        s == TrainingSession::State::Running ? refresh_->start() : refresh_->stop();
        refreshNow();
        updateButtons();
    });
    connect(session_, &TrainingSession::stopped, this, [this](const QString& text) {
        refreshNow();
        const bool bad = session_->state() == TrainingSession::State::Diverged;
        if (bad)
            show_as_error(stopMessage_, true);
        else
            stopMessage_->setStyleSheet(QString());
        QString said = text;  // a sentence of its own: "Trained 600 steps"
        if (!said.isEmpty()) said[0] = said[0].toUpper();
        stopMessage_->setText(bad ? tr("Stopped: %1").arg(text) : said);
        emit message(bad ? tr("Training stopped: %1").arg(text) : tr("Training: %1").arg(text));
    });
    connect(doc_, &Document::changed, this, [this](Document::ChangeEvent event) {
        const Document::Change c = event.kind;
        if ((c == Document::Change::TrainedModel || c == Document::Change::Everything) &&
            !session_->hasRun())
            showIdleModel();
    });
    connect(doc_, &Document::lessonReset, this, &TrainingPane::adoptLessonProbe);
}

}  // namespace attn::ui
