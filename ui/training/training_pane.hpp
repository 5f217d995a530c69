// TrainingPane: the Training dock. Corpus (built-in bubbe or a text file) with
// its statistics; the settings, checked as typed; Start / Pause / Step /
// Reset; a progress bar with tokens/s and time left; the loss chart; a
// timeline over the recorded snapshots with Play; the probe views (heads grid,
// large map, next words, Generate) of the model at the timeline's step; and
// "Use this model in the lesson" (one undoable command). Training runs in a
// TrainingSession (worker thread); views refresh from a 20 Hz timer, so the
// GUI never draws per step. With no run, the dock shows the lesson's trained
// model — its saved loss curve in the chart (captioned "saved run: …") and its
// heads on the probe, which opening the lesson sets to trained_model_sentence —
// or else the untrained model of the current settings and an empty chart. A
// run replaces what is shown; Reset, Undo / Redo and opening a lesson update it.
#pragma once

#include <QWidget>
#include <memory>

#include "attnlab/model/trained_model.hpp"
#include "training/corpus_source.hpp"
#include "training/training_session.hpp"

class QCheckBox;
class QLabel;
class QProgressBar;
class QScrollArea;
class QPushButton;
class QSlider;
class QTimer;

class QGroupBox;
class QHBoxLayout;
class QVBoxLayout;

namespace attn::ui {

class Document;
class LossChart;
class InductionChart;
class PairChart;
class ProbePanel;
class SettingsForm;
class FoldingSection;

class TrainingPane : public QWidget {
    Q_OBJECT
  public:
    explicit TrainingPane(Document* doc, QWidget* parent = nullptr);
    ~TrainingPane() override;

    TrainingSession* session() const { return session_; }
    SettingsForm* form() const { return form_; }
    // The corpus and the settings, folded into one line when a run starts in a column too short
    // to show them and the loss chart together; Reset opens them again.
    FoldingSection* settingsSection() const { return settings_; }
    QScrollArea* runArea() const { return runArea_; }  // the left column's scroll area
    ProbePanel* probePanel() const { return probe_; }
    LossChart* chart() const { return chart_; }
    PairChart* pairChart() const { return pair_; }
    // On a run of the repeated-sequences task it stands where the pair chart does.
    InductionChart* inductionChart() const { return induction_; }
    // A pending lesson question asks where the model's heads look: the probe's
    // maps and the pair chart are hidden until it is answered.
    void setConcealed(bool on);
    QSlider* timeline() const { return timeline_; }
    QLabel* timeLabel() const { return timeLabel_; }  // what the timeline shows, in words
    QPushButton* startButton() const { return start_; }
    QPushButton* pauseButton() const { return pause_; }
    QPushButton* stepButton() const { return step_; }
    QPushButton* resetButton() const { return reset_; }
    QPushButton* useButton() const { return use_; }
    // "Use the last (step N)": shown while the timeline stands before the run's last snapshot.
    QPushButton* useLastButton() const { return useLast_; }
    QLabel* reasonLabel() const { return reason_; }
    QLabel* corpusLabel() const { return corpusInfo_; }
    QProgressBar* progressBar() const { return progress_; }

    // Corpus without a dialog; returns the error shown (empty when loaded).
    QString openCorpus(const QString& path);
    void useBuiltinCorpus();
    // The repeated-sequences task, where induction heads form: its corpus, the
    // settings it forms an induction head with (4,000 steps, batch 32, context
    // 32, 2 heads, lr 0.003) and a probe whose second half repeats its first.
    void useInductionTask();
    // The snapshot the timeline shows (-1: none), and its model as a TrainedModel.
    int shownSnapshot() const;
    std::optional<attn::TrainedModel> shownModel() const;
    void start();
    void pause();
    void step();
    void reset();
    void useShownModel();  // pushes make_set_trained_model on the document's stack
    // Writes the run (its current weights, optimiser and corpus) as a folder
    // that train.py continues in PyTorch; exportPyTorchDialog asks where.
    void exportPyTorch(const QString& dir);
    void exportPyTorchDialog();
    void refreshNow();  // what the 20 Hz timer does (tests call it to skip the wait)

  signals:
    void message(const QString& text);  // for the status bar

  private:
    attn::TrainOptions runOptions() const;  // the form's settings, the probe and the task
    attn::Corpus runCorpus() const;         // the corpus, or the task's for the run's context
    // Construction (training_pane_layout.cpp): widgets, layout, timers, wiring.
    QGroupBox* buildCorpusBox();
    QWidget* buildRunColumn();
    QHBoxLayout* buildRunButtons();      // Start, Pause, Step and Reset, in their row
    void addRunFigures(QVBoxLayout* l);  // the probe weight's and the induction chart
    QWidget* buildProbeColumn();
    void layOutColumns(QWidget* left, QWidget* right);
    void startTimers();
    void connectControls();
    void connectSession();

    void updateCorpusInfo(const QString& error = {});
    void updateSettingsSummary();
    void foldSettingsIfShort();       // a run began: fold them if the chart would be out of view
    bool chartFootBelowView() const;  // the loss chart's foot below the column's view from its top
    void updateButtons();
    void updateProgress();
    void showSnapshot(int index);
    void keepShownSnapshot();
    void showIdleModel();
    void showIdleLosses();
    void adoptLessonProbe();
    void togglePlay();
    void updatePair();       // the pair chart from the snapshots kept
    void updateInduction();  // the induction chart and the phase-change marks, likewise
    void reportExport(const QString& dir, const QString& error, int step,
                      double valLoss);  // the status bar's message

    Document* doc_;
    TrainingSession* session_ = nullptr;
    CorpusSource corpus_;
    QLabel* corpusInfo_ = nullptr;
    QLabel* corpusError_ = nullptr;
    SettingsForm* form_ = nullptr;
    FoldingSection* settings_ = nullptr;
    QScrollArea* runArea_ = nullptr;
    QLabel* reason_ = nullptr;
    QPushButton* start_ = nullptr;
    QPushButton* pause_ = nullptr;
    QPushButton* step_ = nullptr;
    QPushButton* reset_ = nullptr;
    QProgressBar* progress_ = nullptr;
    QLabel* rate_ = nullptr;
    QLabel* stopMessage_ = nullptr;
    LossChart* chart_ = nullptr;
    PairChart* pair_ = nullptr;
    InductionChart* induction_ = nullptr;
    int pairLayer_ = -1, pairHead_ = 0, pairRow_ = -1,
        pairCol_ = -1;  // -1: the default pair (pair_history.hpp)
    bool pairConcealed_ = false;
    QCheckBox* logScale_ = nullptr;
    QPushButton* exportTorch_ = nullptr;
    QString lastExportDir_;  // where the last PyTorch export went (the dialog starts there)
    QSlider* timeline_ = nullptr;
    QPushButton* play_ = nullptr;
    QLabel* timeLabel_ = nullptr;
    QPushButton* use_ = nullptr;
    QPushButton* useLast_ = nullptr;
    ProbePanel* probe_ = nullptr;
    QTimer* refresh_ = nullptr;
    QTimer* player_ = nullptr;
    bool lossesDirty_ = false, snapshotsDirty_ = false;
    bool follow_ = true;  // the timeline tracks the newest snapshot
    int shown_ = -1;      // index into session_->snapshots(), or -1
    int shownStep_ = -1;  // its step: the index moves when the history is thinned
    std::shared_ptr<const std::vector<float>> idleWeights_;
    attn::ModelConfig idleConfig_;
};

}  // namespace attn::ui
