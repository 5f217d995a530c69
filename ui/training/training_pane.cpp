#include "training/training_pane.hpp"

#include <QCheckBox>
#include <QFileDialog>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSlider>
#include <QSplitter>
#include <QThread>
#include <QTimer>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>

#include "attnlab/training/induction_task.hpp"
#include "commands/model_commands.hpp"
#include "commands/try_push.hpp"
#include "document/document.hpp"
#include "style/number_format.hpp"
#include "style/plain_text.hpp"
#include "training/induction_chart.hpp"
#include "training/loss_chart.hpp"
#include "training/pair_chart.hpp"
#include "training/probe_panel.hpp"
#include "training/settings_form.hpp"
#include "training/training_figures.hpp"
#include "training/training_settings.hpp"
#include "viewdata/model_figure_spec.hpp"
#include "widgets/folding_section.hpp"

namespace attn::ui {
namespace {

QString loss(float v) { return std::isfinite(v) ? number_text(double(v), 3) : QStringLiteral("–"); }

}  // namespace

TrainingPane::TrainingPane(Document* doc, QWidget* parent) : QWidget(parent), doc_(doc) {
    session_ = new TrainingSession(this);
    QWidget* left = buildRunColumn();  // first: tab order follows creation
    QWidget* right = buildProbeColumn();
    layOutColumns(left, right);
    startTimers();
    connectControls();
    connectSession();
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
    // The corpus's name isolated: in Hebrew a Latin name ("bubbe") drew the token count after
    // it into its own left-to-right run, apart from the word "tokens".
    if (corpus_.inductionTask())  // its sequences are drawn afresh for every batch
        corpusInfo_->setText(tr("<b>%1</b> — random symbols in which a stretch repeats, a fresh "
                                "batch every step · vocabulary %2")
                                 .arg(own_direction_isolated(corpus_.name()).toHtmlEscaped())
                                 .arg(s.vocabulary));
    else
        corpusInfo_->setText(
            tr("<b>%1</b> — %2 tokens (%3 for training) · vocabulary %4 · %5 sentences")
                .arg(own_direction_isolated(corpus_.name()).toHtmlEscaped(), loc.toString(s.tokens),
                     loc.toString(s.train))
                .arg(s.vocabulary)
                .arg(loc.toString(s.sentences)));
    corpusError_->setText(error);
    corpusError_->setVisible(!error.isEmpty());
    form_->setTrainTokens(s.train);
    updateSettingsSummary();
}

void TrainingPane::updateSettingsSummary() {
    const TrainingSettings& s = form_->settings();
    QStringList parts{own_direction_isolated(corpus_.name())};
    for (int i = 0; i < kSettingFieldCount; ++i)
        parts << fieldLabel(SettingField(i)) + QChar(0x00A0) + fieldText(s, SettingField(i));
    parts << form_->positions()->currentText();
    if (!s.mlp) parts << form_->attentionOnly()->text();
    settings_->setSummary(parts.join(QStringLiteral(" · ")));
}

// Whether the loss chart's foot, in the run column scrolled to its top, lies below the room the
// column has.
bool TrainingPane::chartFootBelowView() const {
    const int foot = chart_->mapTo(runArea_->widget(), QPoint(0, chart_->height())).y();
    return foot > runArea_->viewport()->height();
}

void TrainingPane::foldSettingsIfShort() {
    if (!isVisible() || !chartFootBelowView()) return;
    settings_->setFolded(true);
    // Once the column has its new height (the fitting scroll area sets it on the next pass): from
    // its top, the summary and the run's buttons in view, unless the chart's foot is not.
    QTimer::singleShot(0, this, [this] {
        runArea_->verticalScrollBar()->setValue(0);
        if (chartFootBelowView()) runArea_->ensureWidgetVisible(chart_, 0, 0);
    });
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

void TrainingPane::useInductionTask() {
    corpus_.loadInductionTask();
    TrainingSettings s = form_->settings();
    const attn::TrainOptions task = attn::induction_train_options();
    s.steps = task.steps;
    s.batch = task.batch;
    s.heads = task.model.heads;
    s.context = task.model.context;
    s.d = task.model.d;
    s.lr = double(task.adamw.lr);
    form_->setSettings(s);
    // A probe in which the repeat can be seen forming: eight symbols, then the same eight.
    QStringList half;
    for (int k : {2, 7, 0, 11, 4, 9, 14, 5})
        half << QString::fromStdString(attn::induction_symbol(k));
    probe_->setProbe(half.join(QLatin1Char(' ')) + QLatin1Char(' ') + half.join(QLatin1Char(' ')));
    updateCorpusInfo();
    if (!session_->hasRun()) showIdleModel();
    emit message(
        tr("Repeated sequences: a segment of random symbols repeats at a random place. "
           "Watch layer 2 learn to look at what came after the symbol last time."));
}

attn::Corpus TrainingPane::runCorpus() const {
    if (!corpus_.inductionTask()) return corpus_.corpus();
    // The task's corpus as `train --task induction` builds it for this context and seed,
    // so the window's run and the command's are the same run.
    const TrainingSettings s = form_->settings();
    return attn::induction_corpus(attn::kInductionSymbols, s.context, s.seed);
}

attn::TrainOptions TrainingPane::runOptions() const {
    attn::TrainOptions o = toTrainOptions(form_->settings(), probe_->probe(), 1);
    if (corpus_.inductionTask()) o.task = attn::TrainTask::Induction;
    return o;
}

void TrainingPane::updateButtons() {
    using S = TrainingSession::State;
    const S s = session_->state();
    const bool valid = form_->isValid();
    const bool fresh = s != S::Paused;  // Start / Step would begin a new run
    // The run's button that has the keys (Start, Step, Pause) is disabled as the run starts or
    // ends: the keys then go to the one that does the next thing (Pause while running, else
    // Start), never on to whatever follows it in the pane (a keyboard walk lost them there).
    QPushButton* keys = nullptr;
    for (QPushButton* b : {start_, step_, pause_})
        if (b->hasFocus()) keys = b;
    QString why = valid || !fresh ? QString() : form_->problems().front().message;
    start_->setText(s == S::Paused ? tr("Resume") : tr("Start"));
    start_->setEnabled(s != S::Running && (valid || !fresh));
    step_->setEnabled(s != S::Running && (valid || !fresh));
    pause_->setEnabled(s == S::Running);
    exportTorch_->setEnabled(s == S::Paused || s == S::Finished);
    exportTorch_->setToolTip(
        s == S::Running ? tr("Pause the run first: it is exported between steps.")
        : exportTorch_->isEnabled()
            ? tr("Write a folder with train.py, the weights, the optimiser's state, the corpus and "
                 "the vocabulary, so "
                 "that “python3 train.py --steps N” goes on training this run in PyTorch.")
            : tr("Train at least one step first: there is no run to export yet."));
    reset_->setEnabled(s != S::Idle || session_->hasRun());
    for (QPushButton* b : {start_, step_})
        b->setToolTip(why.isEmpty() ? QString() : tr("Cannot start: %1").arg(why));
    reason_->setText(why.isEmpty() ? QString() : tr("Cannot start: %1").arg(why));
    reason_->setVisible(!why.isEmpty());
    form_->setEditable(s == S::Idle || s == S::Finished || s == S::Diverged);
    use_->setEnabled(shownSnapshot() >= 0);
    if (keys && !keys->isEnabled()) {
        QPushButton* next = s == S::Running ? pause_ : start_;
        if (!next->isEnabled()) next = reset_;
        if (next->isEnabled()) next->setFocus(Qt::OtherFocusReason);
    }
}

void TrainingPane::start() {
    if (!start_->isEnabled()) return;
    if (session_->state() != TrainingSession::State::Paused) {
        session_->start(runCorpus(), runOptions());
        foldSettingsIfShort();
    } else {
        session_->start({}, {});
    }
    emit message(tr("Training on %1…").arg(corpus_.name()));
}

void TrainingPane::pause() {
    session_->pause();
    emit message(tr("Pausing after the current step…"));
}

void TrainingPane::step() {
    if (!step_->isEnabled()) return;
    if (session_->state() != TrainingSession::State::Paused) {
        session_->step(runCorpus(), runOptions());
        foldSettingsIfShort();
    } else
        session_->step({}, {});
}

void TrainingPane::reset() {
    if (player_->isActive()) togglePlay();
    // The run just ended stays on the chart as the one to compare the next with.
    if (session_->hasRun() && !session_->losses().empty())
        chart_->setEarlierRun(
            session_->losses(),
            tr("earlier run, validation: %1").arg(runDescription(session_->options().model)));
    session_->reset();
    settings_->setFolded(false);  // the settings are free again: for the next run
    refreshNow();
    showIdleModel();
    // What the pane shows now: the lesson's saved model, else a fresh random one.
    emit message(doc_->lesson().model
                     ? tr("Training reset: the lesson's saved model is shown again.")
                     : tr("Training reset: the weights are random again."));
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
        updatePair();
        updateInduction();
    }
    updateButtons();
}

void TrainingPane::setConcealed(bool on) {
    probe_->setConcealed(on);
    if (pairConcealed_ == on) return;
    pairConcealed_ = on;
    updatePair();
}

void TrainingPane::updatePair() {
    const auto& snaps = session_->snapshots();
    if (pairConcealed_) {
        pair_->setHistory({}, tr("Hidden until you answer the lesson's question"), 1);
        return;
    }
    if (snaps.empty() || !snaps.back().probe) {
        pair_->setHistory({}, QString(), 1);
        return;
    }
    const attn::AttentionSnapshot& last = snaps.back().probe->attention;
    int layer = pairLayer_ < 0 ? last.layers - 1 : pairLayer_,
        head = pairLayer_ < 0 ? 0 : pairHead_;
    int row = pairRow_, col = pairCol_;
    const int n = int(last.tokens.size());
    if (row < 0 || row >= n || col >= n) {
        const TokenPair d = default_pair(last, doc_->lesson().focus);
        row = d.row >= 0 ? d.row : n - 1;
        col = d.row >= 0 ? d.col : 0;
    }
    if (row < 0 || col < 0 || layer < 0) {
        pair_->setHistory({}, QString(), 1);
        return;
    }
    const QString title = tr("%1 → %2 · layer %3 · head %4")
                              .arg(QString::fromStdString(last.tokens[size_t(row)]),
                                   QString::fromStdString(last.tokens[size_t(col)]))
                              .arg(layer + 1)
                              .arg(head + 1);
    pair_->setHistory(pair_history(snaps, snaps.back().probe_text, layer, head, row, col), title,
                      session_->options().steps);
    pair_->setCursor(shownStep_);
}

// A run of the repeated-sequences task: its losses and heads' scores, and the phase change
// marked on the loss chart too; any other run: the pair chart.
void TrainingPane::updateInduction() {
    std::vector<attn::InductionPoint> points;
    for (const TrainingSnapshot& s : session_->snapshots())
        if (s.induction) points.push_back(*s.induction);
    const bool on = !points.empty();
    induction_->setVisible(on);
    pair_->setVisible(!on);
    if (!on) {
        chart_->setMarker(-1);
        return;
    }
    induction_->setPoints(points, session_->options().steps);
    induction_->setCursor(shownStep_);
    chart_->setMarker(induction_->phaseChangeStep());
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
                       .arg(number_text(p.elapsed_s, 1))
                       .arg(number_text(left, 1)));
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
        use_->setText(tr("Use this model in the lesson"));
        useLast_->hide();
        chart_->setCursor(-1);
        if (!session_->hasRun()) showIdleModel();
        return;
    }
    shown_ = index;
    const TrainingSnapshot& s = snaps[std::size_t(index)];
    shownStep_ = s.step;
    // The button says which model it takes; before the run's last one, that one is offered too.
    use_->setText(tr("Use step %1's model").arg(s.step));
    const int last = snaps.back().step;
    use_->setToolTip(index + 1 < int(snaps.size())
                         ? tr("Put the weights of step %1, where the timeline stands, into the "
                              "lesson (undoable). The run's last model is step %2.")
                               .arg(s.step)
                               .arg(last)
                         : tr("Put the weights of step %1, the run's last, into the lesson "
                              "(undoable); saving keeps them.")
                               .arg(s.step));
    useLast_->setText(tr("Use the last (step %1)").arg(last));
    useLast_->setVisible(index + 1 < int(snaps.size()));
    chart_->setCursor(s.step);
    pair_->setCursor(s.step);
    induction_->setCursor(s.step);
    QString when = tr("snapshot %1 of %2 — step %3 · train loss %4 · validation %5")
                       .arg(index + 1)
                       .arg(snaps.size())
                       .arg(s.step)
                       .arg(loss(s.train_loss), loss(s.val_loss));
    if (s.induction) {
        when += tr(" · repeated tokens %1, first occurrences %2")
                    .arg(number_text(s.induction->losses.repeat, 3),
                         number_text(s.induction->losses.first, 3));
        if (const int phase = induction_->phaseChangeStep(); phase >= 0)
            when += s.step < phase ? tr(" · before the phase change (step %1)").arg(phase)
                                   : tr(" · after the phase change (step %1)").arg(phase);
    }
    timeLabel_->setText(when);
    probe_->setHeadRoles(s.induction ? &s.induction->roles : nullptr);
    probe_->setModel(
        {session_->config(), &session_->vocabulary(), s.weights, s.probe, s.probe_text},
        s.step == 0 ? tr("Step 0: random weights — every map is static.")
                    : tr("Step %1 of %2 on %3.")
                          .arg(s.step)
                          .arg(session_->options().steps)
                          .arg(session_->corpusName()));
    use_->setEnabled(true);
}

// A new snapshot may have thinned the history (TrainingSession): the shown
// index then points elsewhere. It moves at once (before the next refresh, so
// "Use this model" and Export take the step on screen) to the shown step, or,
// if that one was dropped, the nearest earlier kept step.
void TrainingPane::keepShownSnapshot() {
    if (shown_ < 0) return;
    const auto& snaps = session_->snapshots();
    const auto after =
        std::upper_bound(snaps.begin(), snaps.end(), shownStep_,
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
    probe_->setHeadRoles(nullptr);
    timeLabel_->setText(tr("No run yet: Start records snapshots to scrub through."));
    if (const auto& m = doc_->lesson().model) {
        timeLabel_->setText(tr("Showing the lesson's saved model (step %1). Start trains a new "
                               "run, which replaces it here.")
                                .arg(m->steps));
        auto w = std::make_shared<const std::vector<float>>(m->weights);
        probe_->setModel({m->config, &m->vocabulary, w, {}, {}},
                         tr("The lesson's model (trained on %1, %2 steps).")
                             .arg(QString::fromStdString(m->corpus))
                             .arg(m->steps));
        return;
    }
    if (!form_->isValid()) {
        probe_->setModel({}, tr("Fix the settings to see the untrained heads."));
        return;
    }
    const TrainingSettings& st = form_->settings();
    const attn::ModelConfig c{
        corpus_.corpus().vocabulary.size(), st.context, st.d, st.heads, st.layers, 4 * st.d};
    if (!idleWeights_ || !(c == idleConfig_)) {
        attn::Model m(c);
        m.init(st.seed);
        idleWeights_ = std::make_shared<const std::vector<float>>(m.parameters().begin(),
                                                                  m.parameters().end());
        idleConfig_ = c;
    }
    probe_->setModel({c, &corpus_.corpus().vocabulary, idleWeights_, {}, {}},
                     tr("Untrained (step 0): random weights — every map is static."));
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
    const QString corpus =
        m->corpus.empty() ? tr("an unknown corpus") : QString::fromStdString(m->corpus);
    chart_->setCaption(points.empty()
                           ? tr("saved model: %1 steps on %2 (the file keeps no loss curve)")
                                 .arg(m->steps)
                                 .arg(corpus)
                           : tr("saved run: %1 steps on %2").arg(m->steps).arg(corpus));
}

// Opening a lesson that holds a model (and at start-up): the probe becomes the
// sentence its figures use, so the heads shown are the model's on words it knows.
void TrainingPane::adoptLessonProbe() {
    // Another lesson (or the same one reopened): a run of the one before that is not running
    // any more is not this lesson's, so the pane shows the lesson's own model, not the old run's
    // snapshots. A running one goes on (and Use this model can put it into the new lesson).
    if (session_->hasRun() && session_->state() != TrainingSession::State::Running) {
        if (player_->isActive()) togglePlay();
        session_->reset();
        refreshNow();
        showIdleModel();
    }
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
    emit message(
        error.isEmpty()
            ? tr("The lesson now holds the model of step %1 (Undo takes it back).").arg(m->steps)
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
