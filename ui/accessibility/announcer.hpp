// Announcer: tells a screen reader what just changed — an edit, a lesson's
// verdict, training progress. Qt 6.4 has no announcement event, so the
// announcement is a status object: a label the window keeps at the right of
// its status bar (a permanent widget: a temporary message does not cover it),
// exposed with the Notification role (AnnouncerAccessible). Each announcement
// sets its text (a NameChanged event) and shows it afresh (an ObjectShow
// event: screen readers speak a notification that appears); a reader can also
// read it there on request. Sighted users see the same line; it clears after
// kShownMs (an empty label takes no room).
//
// What it follows (each `follow…` once per source):
//   edits      the undo stack: once an edit settles (kEditSettleMs without
//              another, so a drag says its end, not each step) the command's
//              text ("Set river · water to 0.900"), or "Undone: …";
//   verdicts   a lesson session's answer: when the current step's question
//              goes from asked to answered (or revealed), its verdict;
//   training   a training session: its state when it changes (paused,
//              finished, stopped) at once, and its progress at most once per
//              kTrainingGapMs (the latest progress waits for the gap's end).
#pragma once

#include <QAccessibleWidget>
#include <QElapsedTimer>
#include <QLabel>
#include <QPointer>
#include <QTimer>
#include <algorithm>

class QStatusBar;
class QUndoStack;

namespace attn::ui {

class LessonSession;
class TrainingSession;

class Announcer : public QLabel {
    Q_OBJECT
  public:
    static constexpr int kShownMs = 10'000;
    static constexpr int kEditSettleMs = 600;
    static constexpr int kTrainingGapMs = 5'000;

    explicit Announcer(QWidget* parent = nullptr);
    // A new announcer at the right of `bar`.
    static Announcer* addTo(QStatusBar* bar);

    // Says `text` now (an empty text says nothing).
    void announce(const QString& text);
    // Says `text` now, or — when the last paced announcement was less than
    // `gapMs` ago — at the gap's end (a later paced text replaces a waiting one).
    void announcePaced(const QString& text, int gapMs);
    QString lastAnnouncement() const { return last_; }

    void followEdits(QUndoStack* stack);
    void followLesson(LessonSession* session);
    void followTraining(TrainingSession* session);

    // Narrow enough to share the status bar: a long announcement is drawn shortened with
    // "…" (its whole text stays the label's text, for screen readers, and its tooltip).
    QSize minimumSizeHint() const override;

  signals:
    void announced(const QString& text);

  protected:
    void paintEvent(QPaintEvent* e) override;

  private:
    void onUndoIndex(QUndoStack* stack, int index);
    void onLessonAnswer(LessonSession* session);
    void onTrainingState(TrainingSession* session);

    QString last_;
    QTimer clear_;
    // Edits: the latest edit's text waits for the edit to settle.
    QTimer editSettle_;
    QString pendingEdit_;
    int undoIndex_ = -1;
    // Verdicts: the step and whether its question was still asked, last seen.
    int lessonStep_ = -1;
    bool lessonPending_ = false;
    // Paced announcements.
    QElapsedTimer paced_;
    QTimer pacedWait_;
    QString pendingPaced_;
};

// The announcer's accessible face: role Notification, named by its text.
class AnnouncerAccessible : public QAccessibleWidget {
  public:
    explicit AnnouncerAccessible(Announcer* a) : QAccessibleWidget(a, QAccessible::Notification) {}
    QString text(QAccessible::Text t) const override;
};

}  // namespace attn::ui
