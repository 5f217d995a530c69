#include "accessibility/announcer.hpp"

#include <QPainter>
#include <QStatusBar>
#include <QUndoStack>
#include <cmath>

#include "accessibility/accessible_events.hpp"
#include "lesson/lesson_session.hpp"
#include "style/number_format.hpp"
#include "training/training_session.hpp"

namespace attn::ui {
namespace {

QString loss_text(float v) { return std::isfinite(v) ? number_text(v, 3) : QStringLiteral("–"); }

float last_loss(const TrainingSession* s) {
    return s->losses().empty() ? kNoLoss : s->losses().back().train;
}

}  // namespace

Announcer::Announcer(QWidget* parent) : QLabel(parent) {
    setObjectName(QStringLiteral("announcer"));
    setTextFormat(Qt::PlainText);  // announcements quote the lesson's words
    clear_.setSingleShot(true);
    connect(&clear_, &QTimer::timeout, this, &QLabel::clear);
    editSettle_.setSingleShot(true);
    connect(&editSettle_, &QTimer::timeout, this,
            [this] { announce(std::exchange(pendingEdit_, QString())); });
    pacedWait_.setSingleShot(true);
    connect(&pacedWait_, &QTimer::timeout, this, [this] {
        paced_.start();
        announce(std::exchange(pendingPaced_, QString()));
    });
}

QSize Announcer::minimumSizeHint() const {
    return {fontMetrics().averageCharWidth() * 12, QLabel::minimumSizeHint().height()};
}

void Announcer::paintEvent(QPaintEvent* e) {
    const QRect r = contentsRect();
    if (fontMetrics().horizontalAdvance(text()) <= r.width()) {
        QLabel::paintEvent(e);
        return;
    }
    QPainter p(this);
    p.setPen(palette().color(foregroundRole()));
    p.drawText(r, int(alignment()) | Qt::TextSingleLine,
               fontMetrics().elidedText(text(), Qt::ElideRight, r.width()));
}

Announcer* Announcer::addTo(QStatusBar* bar) {
    auto* a = new Announcer(bar);
    bar->addPermanentWidget(a);
    return a;
}

void Announcer::announce(const QString& text) {
    if (text.isEmpty()) return;
    last_ = text;
    setText(text);  // QLabel tells its new name
    setToolTip(text);
    // Shown afresh (an empty label takes no room, so it stays shown between
    // announcements): screen readers speak a notification that appears.
    QAccessibleEvent shown(this, QAccessible::ObjectShow);
    tell_accessibility(&shown);
    clear_.start(kShownMs);
    emit announced(text);
}

void Announcer::announcePaced(const QString& text, int gapMs) {
    if (text.isEmpty()) return;
    if (!paced_.isValid() || paced_.elapsed() >= gapMs) {
        pacedWait_.stop();
        pendingPaced_.clear();
        paced_.start();
        announce(text);
        return;
    }
    pendingPaced_ = text;
    if (!pacedWait_.isActive())
        pacedWait_.start(int(std::max<qint64>(0, gapMs - paced_.elapsed())));
}

// ---- edits

void Announcer::followEdits(QUndoStack* stack) {
    undoIndex_ = stack->index();
    connect(stack, &QUndoStack::indexChanged, this,
            [this, stack](int index) { onUndoIndex(stack, index); });
}

void Announcer::onUndoIndex(QUndoStack* stack, int index) {
    // Forward (an edit, a merged step of a drag, a redo): the command now on
    // top; back: the command undone. A stack cleared (a new lesson) says nothing.
    QString text;
    if (index >= undoIndex_ && index > 0)
        text = stack->text(index - 1);
    else if (index < undoIndex_ && index < stack->count())
        text = tr("Undone: %1").arg(stack->text(index));
    undoIndex_ = index;
    if (text.isEmpty()) return;
    pendingEdit_ = text;
    editSettle_.start(kEditSettleMs);
}

// ---- verdicts

void Announcer::followLesson(LessonSession* session) {
    lessonStep_ = session->current();
    lessonPending_ = session->pending();
    connect(session, &LessonSession::stepChanged, this,
            [this, session] { onLessonAnswer(session); });
    connect(session, &LessonSession::answerChanged, this,
            [this, session] { onLessonAnswer(session); });
}

void Announcer::onLessonAnswer(LessonSession* session) {
    const int step = session->current();
    const bool pending = session->pending();
    const bool answeredNow = step == lessonStep_ && lessonPending_ && !pending;
    // Another step: the last step's verdict no longer speaks of what is shown.
    if (step != lessonStep_ && last_.startsWith(tr("Your answer: %1").arg(QString()))) {
        clear_.stop();
        clear();
        setToolTip(QString());
    }
    lessonStep_ = step;
    lessonPending_ = pending;
    // Shown without an answer ("The answer: …"): said as it is, not as the student's answer
    // ("Your answer: The answer: …").
    if (answeredNow)
        announce(session->answerShownUnasked() ? session->verdict()
                                               : tr("Your answer: %1").arg(session->verdict()));
}

// ---- training

void Announcer::followTraining(TrainingSession* session) {
    connect(session, &TrainingSession::progressed, this, [this, session] {
        if (session->state() != TrainingSession::State::Running) return;
        const TrainingProgress& p = session->lastProgress();
        announcePaced(tr("Training: step %1 of %2, loss %3")
                          .arg(p.step)
                          .arg(p.total)
                          .arg(loss_text(last_loss(session))),
                      kTrainingGapMs);
    });
    connect(session, &TrainingSession::stateChanged, this,
            [this, session] { onTrainingState(session); });
    connect(session, &TrainingSession::stopped, this, [this, session](const QString& why) {
        if (why.isEmpty()) return;
        pacedWait_.stop();  // the end is said now; a waiting progress would be older news
        pendingPaced_.clear();
        announce(session->state() == TrainingSession::State::Diverged
                     ? tr("Training stopped: %1").arg(why)
                     : tr("Training: %1").arg(why));
    });
}

void Announcer::onTrainingState(TrainingSession* session) {
    using S = TrainingSession::State;
    const S s = session->state();
    if (s == S::Running) {
        paced_.invalidate();  // the first progress of a run is said at once
        announce(tr("Training running"));
    } else if (s == S::Paused) {
        pacedWait_.stop();
        pendingPaced_.clear();
        announce(tr("Training paused at step %1, loss %2")
                     .arg(session->lastProgress().step)
                     .arg(loss_text(last_loss(session))));
    }
}

// ---- AnnouncerAccessible

QString AnnouncerAccessible::text(QAccessible::Text t) const {
    const QString own = QAccessibleWidget::text(t);
    if (!own.isEmpty() || t != QAccessible::Name) return own;
    return static_cast<const Announcer*>(widget())->text();
}

}  // namespace attn::ui
