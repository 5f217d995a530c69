#include "training_pane.hpp"
#include "plain_text.hpp"

#include <QCheckBox>
#include <QFileDialog>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QSlider>
#include <QScrollArea>
#include <QSplitter>
#include <QThread>
#include <QTimer>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>

#include "commands/model_commands.hpp"
#include "commands/try_push.hpp"
#include "document.hpp"
#include "figures/model_figure_spec.hpp"
#include "loss_chart.hpp"
#include "probe_panel.hpp"
#include "settings_form.hpp"
#include "training_figures.hpp"

namespace attn::ui {
namespace {

QString loss(float v) { return std::isfinite(v) ? QString::number(double(v), 'f', 3) : QStringLiteral("–"); }

}  // namespace

TrainingPane::TrainingPane(Document* doc, QWidget* parent) : QWidget(parent), doc_(doc) {
    session_ = new TrainingSession(this);

    // Left column: corpus, settings, controls, progress, chart.
    auto* corpusBox = new QGroupBox(tr("Corpus"), this);
    corpusInfo_ = new QLabel(corpusBox);
    corpusInfo_->setTextFormat(Qt::RichText);  // its one user text, the corpus name, is escaped
    corpusInfo_->setWordWrap(true);
    corpusError_ = plain_label(corpusBox, true);
    show_as_error(corpusError_);
    auto* builtin = new QPushButton(tr("Built-in bubbe"), corpusBox);
    auto* open = new QPushButton(tr("Open text…"), corpusBox);
    auto* corpusButtons = new QHBoxLayout;
    corpusButtons->addWidget(builtin);
    corpusButtons->addWidget(open);
    corpusButtons->addStretch(1);
    auto* corpusLayout = new QVBoxLayout(corpusBox);
    corpusLayout->addWidget(corpusInfo_);
    corpusLayout->addWidget(corpusError_);
    corpusLayout->addLayout(corpusButtons);

    form_ = new SettingsForm(this);
    reason_ = plain_label(this, true);
    show_as_error(reason_);
    start_ = new QPushButton(tr("Start"), this);
    pause_ = new QPushButton(tr("Pause"), this);
    step_ = new QPushButton(tr("Step"), this);
    reset_ = new QPushButton(tr("Reset"), this);
    step_->setToolTip(tr("One optimisation step"));
    auto* buttons = new QHBoxLayout;
    for (QPushButton* b : {start_, pause_, step_, reset_}) buttons->addWidget(b);
    buttons->addStretch(1);
    progress_ = new QProgressBar(this);
    progress_->setFormat(tr("%v / %m steps"));
    rate_ = new QLabel(this);
    stopMessage_ = plain_label(this, true);
    chart_ = new LossChart(this);
    chart_->setMinimumHeight(190);
    logScale_ = new QCheckBox(tr("Log scale"), this);
    use_ = new QPushButton(tr("Use this model in the lesson"), this);
    use_->setToolTip(tr("Put the weights at the timeline's step into the lesson (undoable); saving keeps them."));
    exportTorch_ = new QPushButton(tr("Export for PyTorch…"), this);
    exportTorch_->setObjectName(QStringLiteral("exportPyTorch"));

    auto* left = new QWidget(this);
    auto* l = new QVBoxLayout(left);
    l->setContentsMargins(0, 0, 4, 0);
    l->addWidget(corpusBox);
    l->addWidget(form_);
    l->addLayout(buttons);
    l->addWidget(reason_);
    l->addWidget(progress_);
    l->addWidget(rate_);
    l->addWidget(stopMessage_);
    l->addWidget(chart_, 1);
    auto* chartRow = new QHBoxLayout;
    chartRow->addWidget(logScale_);
    chartRow->addStretch(1);
    chartRow->addWidget(exportTorch_);
    chartRow->addWidget(use_);
    l->addLayout(chartRow);

    // Right column: timeline and the probe views.
    timeline_ = new QSlider(Qt::Horizontal, this);
    timeline_->setRange(0, 0);
    timeline_->setToolTip(tr("Scrub through the recorded snapshots"));
    play_ = new QPushButton(tr("Play"), this);
    play_->setToolTip(tr("Animate the heads from the first snapshot (static) to the last (structure)"));
    timeLabel_ = plain_label(this, true);
    probe_ = new ProbePanel(this);
    auto* right = new QWidget(this);
    auto* r = new QVBoxLayout(right);
    r->setContentsMargins(4, 0, 0, 0);
    auto* timeRow = new QHBoxLayout;
    timeRow->addWidget(new QLabel(tr("Timeline"), right));
    timeRow->addWidget(timeline_, 1);
    timeRow->addWidget(play_);
    r->addLayout(timeRow);
    r->addWidget(timeLabel_);
    r->addWidget(probe_, 1);

    // Both columns scroll when the dock is short, so it fits a 768-pixel-high
    // screen beside the other panes (the content wants about 520 pixels);
    // taller, they stretch as before.
    auto scrolling = [this](QWidget* column) {
        auto* area = new QScrollArea(this);
        area->setWidget(column);
        area->setWidgetResizable(true);
        area->setFrameShape(QFrame::NoFrame);
        area->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
        area->setMinimumWidth(column->minimumSizeHint().width() + 16);
        return area;
    };
    auto* split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(scrolling(left));
    split->addWidget(scrolling(right));
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 3);
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(4, 4, 4, 4);
    outer->addWidget(split);

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

    connect(builtin, &QPushButton::clicked, this, &TrainingPane::useBuiltinCorpus);
    connect(open, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Open a text to train on"), {}, tr("Text (*.txt);;All files (*)"));
        if (!path.isEmpty()) openCorpus(path);
    });
    connect(form_, &SettingsForm::changed, this, [this] {
        updateButtons();
        if (session_->hasRun()) return;
        showIdleModel();
    });
    connect(start_, &QPushButton::clicked, this, &TrainingPane::start);
    connect(pause_, &QPushButton::clicked, this, &TrainingPane::pause);
    connect(step_, &QPushButton::clicked, this, &TrainingPane::step);
    connect(reset_, &QPushButton::clicked, this, &TrainingPane::reset);
    connect(use_, &QPushButton::clicked, this, &TrainingPane::useShownModel);
    connect(exportTorch_, &QPushButton::clicked, this, &TrainingPane::exportPyTorchDialog);
    connect(session_, &TrainingSession::exported, this, &TrainingPane::reportExport);
    connect(logScale_, &QCheckBox::toggled, chart_, &LossChart::setLogScale);
    connect(play_, &QPushButton::clicked, this, &TrainingPane::togglePlay);
    connect(timeline_, &QSlider::valueChanged, this, [this](int v) {
        follow_ = v == timeline_->maximum();
        showSnapshot(v);
    });
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
        if (bad) show_as_error(stopMessage_, true);
        else stopMessage_->setStyleSheet(QString());
        stopMessage_->setText(bad ? tr("Stopped: %1").arg(text) : text);
        emit message(bad ? tr("Training stopped: %1").arg(text) : tr("Training: %1").arg(text));
    });
    connect(doc_, &Document::changed, this, [this](Document::Change c) {
        if ((c == Document::Change::Model || c == Document::Change::Everything) && !session_->hasRun()) showIdleModel();
    });
    connect(doc_, &Document::lessonReset, this, &TrainingPane::adoptLessonProbe);

    updateCorpusInfo();
    updateButtons();
    adoptLessonProbe();
    showIdleModel();
    install_training_figure_menus(this);  // Export…, Copy as Image, CSV / LaTeX of the grid
}

TrainingPane::~TrainingPane() = default;

void TrainingPane::updateCorpusInfo(const QString& error) {
    const CorpusStats s = corpus_.stats();
    const QLocale loc;
    corpusInfo_->setText(tr("<b>%1</b> — %2 tokens (%3 for training) · vocabulary %4 · %5 sentences")
                             .arg(corpus_.name().toHtmlEscaped(), loc.toString(s.tokens), loc.toString(s.train))
                             .arg(s.vocabulary)
                             .arg(loc.toString(s.sentences)));
    corpusError_->setText(error);
    corpusError_->setVisible(!error.isEmpty());
    form_->setTrainTokens(s.train);
}

QString TrainingPane::openCorpus(const QString& path) {
    const QString error = corpus_.loadFile(path);
    updateCorpusInfo(error.isEmpty() ? QString() : tr("Kept %1: %2").arg(corpus_.name(), error));
    if (!error.isEmpty()) emit message(error);
    if (!session_->hasRun()) showIdleModel();
    return error;
}

void TrainingPane::useBuiltinCorpus() {
    corpus_.loadBuiltin();
    updateCorpusInfo();
    if (!session_->hasRun()) showIdleModel();
}

void TrainingPane::updateButtons() {
    using S = TrainingSession::State;
    const S s = session_->state();
    const bool valid = form_->isValid();
    const bool fresh = s != S::Paused;  // Start / Step would begin a new run
    QString why = valid || !fresh ? QString() : form_->problems().front().message;
    start_->setText(s == S::Paused ? tr("Resume") : tr("Start"));
    start_->setEnabled(s != S::Running && (valid || !fresh));
    step_->setEnabled(s != S::Running && (valid || !fresh));
    pause_->setEnabled(s == S::Running);
    exportTorch_->setEnabled(s == S::Paused || s == S::Finished);
    exportTorch_->setToolTip(s == S::Running ? tr("Pause the run first: it is exported between steps.")
                             : exportTorch_->isEnabled()
                                 ? tr("Write a folder with train.py, the weights, the optimiser's state, the corpus and the vocabulary, so "
                                      "that “python3 train.py --steps N” goes on training this run in PyTorch.")
                                 : tr("Train at least one step first: there is no run to export yet."));
    reset_->setEnabled(s != S::Idle || session_->hasRun());
    for (QPushButton* b : {start_, step_}) b->setToolTip(why.isEmpty() ? QString() : tr("Cannot start: %1").arg(why));
    reason_->setText(why.isEmpty() ? QString() : tr("Cannot start: %1").arg(why));
    reason_->setVisible(!why.isEmpty());
    form_->setEditable(s == S::Idle || s == S::Finished || s == S::Diverged);
    use_->setEnabled(shownSnapshot() >= 0);
}

void TrainingPane::start() {
    if (!start_->isEnabled()) return;
    if (session_->state() != TrainingSession::State::Paused)
        session_->start(corpus_.corpus(), toTrainOptions(form_->settings(), probe_->probe(), 1));
    else
        session_->start({}, {});
    emit message(tr("Training on %1…").arg(corpus_.name()));
}

void TrainingPane::pause() {
    session_->pause();
    emit message(tr("Pausing after the current step…"));
}

void TrainingPane::step() {
    if (!step_->isEnabled()) return;
    if (session_->state() != TrainingSession::State::Paused)
        session_->step(corpus_.corpus(), toTrainOptions(form_->settings(), probe_->probe(), 1));
    else
        session_->step({}, {});
}

void TrainingPane::reset() {
    if (player_->isActive()) togglePlay();
    session_->reset();
    refreshNow();
    showIdleModel();
    emit message(tr("Training reset: the weights are random again."));
}

void TrainingPane::refreshNow() {
    const auto& snaps = session_->snapshots();
    if (lossesDirty_) {
        lossesDirty_ = false;
        if (session_->hasRun()) {
            chart_->setCaption({});
            chart_->setLosses(session_->losses(), session_->options().steps);
        } else {
            showIdleLosses();
        }
        updateProgress();
    }
    if (snapshotsDirty_) {
        snapshotsDirty_ = false;
        const QSignalBlocker block(timeline_);
        timeline_->setRange(0, std::max(0, int(snaps.size()) - 1));
        if (follow_) timeline_->setValue(timeline_->maximum());
        showSnapshot(timeline_->value());
    }
    updateButtons();
}

void TrainingPane::updateProgress() {
    const TrainingProgress& p = session_->lastProgress();
    const int total = session_->hasRun() ? session_->options().steps : form_->settings().steps;
    progress_->setRange(0, total);
    progress_->setValue(p.step);
    if (p.step == 0) {
        rate_->clear();
        return;
    }
    const double left = p.elapsed_s / p.step * (total - p.step);
    rate_->setText(tr("%1 tokens/s · %2 s elapsed · %3 s left")
                       .arg(QLocale().toString(p.tokens_per_s, 'f', 0))
                       .arg(p.elapsed_s, 0, 'f', 1)
                       .arg(left, 0, 'f', 1));
    const float train = session_->losses().empty() ? kNoLoss : session_->losses().back().train;
    if (session_->state() == TrainingSession::State::Running)
        emit message(tr("Training on %1: step %2 of %3, loss %4, %5")
                         .arg(session_->corpusName())
                         .arg(p.step)
                         .arg(total)
                         .arg(loss(train), rate_->text()));
}

int TrainingPane::shownSnapshot() const { return shown_; }

void TrainingPane::showSnapshot(int index) {
    const auto& snaps = session_->snapshots();
    if (index < 0 || index >= int(snaps.size())) {
        shown_ = shownStep_ = -1;
        chart_->setCursor(-1);
        if (!session_->hasRun()) showIdleModel();
        return;
    }
    shown_ = index;
    const TrainingSnapshot& s = snaps[std::size_t(index)];
    shownStep_ = s.step;
    chart_->setCursor(s.step);
    timeLabel_->setText(tr("snapshot %1 of %2 — step %3 · train loss %4 · validation %5")
                            .arg(index + 1)
                            .arg(snaps.size())
                            .arg(s.step)
                            .arg(loss(s.train_loss), loss(s.val_loss)));
    probe_->setModel({session_->config(), &session_->vocabulary(), s.weights},
                     s.step == 0 ? tr("Step 0: random weights — every map is static.")
                                 : tr("Step %1 of %2 on %3.").arg(s.step).arg(session_->options().steps).arg(session_->corpusName()));
    use_->setEnabled(true);
}

// A new snapshot may have thinned the history (TrainingSession): the shown
// index then points elsewhere. It moves at once (before the next refresh, so
// "Use this model" and Export take the step on screen) to the shown step, or,
// if that one was dropped, the nearest earlier kept step.
void TrainingPane::keepShownSnapshot() {
    if (shown_ < 0) return;
    const auto& snaps = session_->snapshots();
    const auto after = std::upper_bound(snaps.begin(), snaps.end(), shownStep_,
                                        [](int step, const TrainingSnapshot& s) { return step < s.step; });
    const int index = std::max(0, int(after - snaps.begin()) - 1);
    if (index == shown_) return;
    shown_ = index;
    const QSignalBlocker block(timeline_);
    timeline_->setValue(index);  // the range shrinks at the next refresh
}

void TrainingPane::showIdleModel() {
    if (session_->hasRun()) return;
    showIdleLosses();
    timeLabel_->setText(tr("No run yet: Start records snapshots to scrub through."));
    if (const auto& m = doc_->lesson().model) {
        timeLabel_->setText(tr("Showing the lesson's saved model (step %1). Start trains a new run, which replaces it here.").arg(m->steps));
        auto w = std::make_shared<const std::vector<float>>(m->weights);
        probe_->setModel({m->config, &m->vocabulary, w},
                         tr("The lesson's model (trained on %1, %2 steps).").arg(QString::fromStdString(m->corpus)).arg(m->steps));
        return;
    }
    if (!form_->isValid()) {
        probe_->setModel({}, tr("Fix the settings to see the untrained heads."));
        return;
    }
    const TrainingSettings& st = form_->settings();
    const attn::ModelConfig c{corpus_.corpus().vocabulary.size(), st.context, st.d, st.heads, st.layers, 4 * st.d};
    if (!idleWeights_ || !(c == idleConfig_)) {
        attn::Model m(c);
        m.init(st.seed);
        idleWeights_ = std::make_shared<const std::vector<float>>(m.parameters().begin(), m.parameters().end());
        idleConfig_ = c;
    }
    probe_->setModel({c, &corpus_.corpus().vocabulary, idleWeights_}, tr("Untrained (step 0): random weights — every map is static."));
}

void TrainingPane::showIdleLosses() {
    const auto& m = doc_->lesson().model;
    if (!m) {
        chart_->setCaption({});
        chart_->setCursor(-1);
        chart_->setLosses({}, form_->settings().steps);
        return;
    }
    const std::vector<StepLoss>& points = m->loss_history;
    chart_->setLosses(points, std::max({1, m->steps, points.empty() ? 0 : points.back().step}));
    chart_->setCursor(m->steps);  // the step of the weights the probe shows
    const QString corpus = m->corpus.empty() ? tr("an unknown corpus") : QString::fromStdString(m->corpus);
    chart_->setCaption(points.empty() ? tr("saved model: %1 steps on %2 (the file keeps no loss curve)").arg(m->steps).arg(corpus)
                                      : tr("saved run: %1 steps on %2").arg(m->steps).arg(corpus));
}

// Opening a lesson that holds a model (and at start-up): the probe becomes the
// sentence its figures use, so the heads shown are the model's on words it knows.
void TrainingPane::adoptLessonProbe() {
    if (session_->hasRun()) return;
    const auto sentence = trained_model_sentence(doc_->lesson());
    if (sentence && *sentence != probe_->probe()) probe_->setProbe(*sentence);
}

std::optional<attn::TrainedModel> TrainingPane::shownModel() const {
    if (shown_ < 0 || shown_ >= int(session_->snapshots().size())) return std::nullopt;
    const TrainingSnapshot& s = session_->snapshots()[std::size_t(shown_)];
    attn::TrainedModel t;
    t.config = session_->config();
    t.vocabulary = session_->vocabulary();
    t.weights = *s.weights;
    t.corpus = session_->corpusName().toStdString();
    t.steps = s.step;
    t.seed = session_->options().seed;
    t.train_loss = s.train_loss;
    t.val_loss = s.val_loss;
    attn::LossRecorder losses;  // the curve up to the shown step, thinned as `train --save` does
    for (const StepLoss& l : session_->losses()) losses.add(l.step, l.train, l.val);
    t.loss_history = losses.history(s.step);
    return t;
}

void TrainingPane::useShownModel() {
    const auto m = shownModel();
    if (!m) return;
    const QString error = try_push(doc_, [&] { return make_set_trained_model(doc_, m); });
    emit message(error.isEmpty() ? tr("The lesson now holds the model of step %1 (Undo takes it back).").arg(m->steps)
                                 : tr("Could not use this model: %1").arg(error));
}

void TrainingPane::togglePlay() {
    if (player_->isActive()) {
        player_->stop();
        play_->setText(tr("Play"));
        return;
    }
    if (session_->snapshots().size() < 2) return;
    if (timeline_->value() >= timeline_->maximum()) timeline_->setValue(0);
    play_->setText(tr("Stop"));
    player_->start();
}

}  // namespace attn::ui
