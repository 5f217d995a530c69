#include "monkey_driver.hpp"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QChart>
#include <QComboBox>
#include <QDialog>
#include <QDockWidget>
#include <QFileDialog>
#include <QHeaderView>
#include <QInputDialog>
#include <QKeyEvent>
#include <QLineEdit>
#include <QListView>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QSlider>
#include <QSpinBox>
#include <QTest>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>
#include <cmath>
#include <csignal>
#include <cstdio>
#include <exception>

#include "attnlab/lesson/step_quantity.hpp"
#include "attnlab/scene/scene.hpp"
#include "authoring/lesson_properties_dialog.hpp"
#include "authoring/step_editor.hpp"
#include "authoring/step_question_editor.hpp"
#include "authoring/step_view_editor.hpp"
#include "document/view_state.hpp"
#include "itemmodels/lesson_matrix_item_model.hpp"
#include "itemmodels/matrix_item_model.hpp"
#include "itemmodels/sentence_item_model.hpp"
#include "lesson/lesson_session.hpp"
#include "main_window.hpp"
#include "panes/attention_pane.hpp"
#include "panes/attention_toolbar.hpp"
#include "panes/blend_pane.hpp"
#include "panes/embedding_pane.hpp"
#include "panes/lesson_pane.hpp"
#include "panes/sentences_pane.hpp"
#include "panes/weights_pane.hpp"
#include "training/settings_form.hpp"
#include "training/training_pane.hpp"
#include "training/training_session.hpp"
#include "widgets/heatmap_view.hpp"
#include "widgets/scrub_table_view.hpp"
#include "widgets/vector_plot.hpp"

namespace attn::test {
namespace {

using attn::ui::ViewState;

// The running driver's log, for the crash handlers (one driver at a time).
const MonkeyDriver* g_current = nullptr;
std::terminate_handler g_previousTerminate = nullptr;

void print_current(const char* why) {
    if (!g_current) return;
    std::fprintf(stderr, "\n*** monkey: %s ***\n%s\n", why,
                 g_current->report().toLocal8Bit().constData());
    std::fflush(stderr);
}

void on_terminate() {
    print_current("std::terminate (an exception escaped the event loop)");
    if (g_previousTerminate) g_previousTerminate();
    std::abort();
}

void on_signal(int sig) {
    print_current(sig == SIGSEGV ? "SIGSEGV" : "SIGABRT");
    std::signal(sig, SIG_DFL);
    std::raise(sig);
}

// Words a user might type: known, unknown, punctuation, markup, long.
const char* const kWords[] = {"the",         "river",  "bank",
                              "money",       "a",      "b",
                              "bubbe",       "matzah", "ball",
                              "soup",        "zebra",  "<img src=\"file:///dev/zero\">",
                              "<b>bold</b>", "red",    "color",
                              "&amp;",       "naïve",  "again",
                              ",",           "!",      "supercalifragilistic"};

QPoint centre(const QRect& r) { return r.center(); }

}  // namespace

MonkeyDriver::MonkeyDriver(attn::app::MainWindow& window, std::uint64_t seed)
    : w_(window), seed_(seed), state_(seed) {
    g_current = this;
    g_previousTerminate = std::set_terminate(on_terminate);
    std::signal(SIGSEGV, on_signal);
    std::signal(SIGABRT, on_signal);
    // Small, fast training runs: the monkey starts many of them.
    attn::ui::TrainingSettings s = w_.trainingPane()->form()->settings();
    s.steps = 40;
    s.context = 8;
    s.d = 8;
    s.heads = 2;
    s.layers = 2;
    s.batch = 4;
    w_.trainingPane()->form()->setSettings(s);
    buildActions();
}

MonkeyDriver::~MonkeyDriver() {
    if (g_current == this) g_current = nullptr;
    std::set_terminate(g_previousTerminate);
    std::signal(SIGSEGV, SIG_DFL);
    std::signal(SIGABRT, SIG_DFL);
}

std::uint64_t MonkeyDriver::next() {
    std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

int MonkeyDriver::pick(int n) { return n <= 1 ? 0 : int(next() % std::uint64_t(n)); }

void MonkeyDriver::log(const QString& what) {
    log_ << what;
    static const bool verbose = qEnvironmentVariableIsSet("ATTNLAB_MONKEY_VERBOSE");
    if (verbose)
        std::fprintf(stderr, "monkey %d: %s\n", int(log_.size()), what.toLocal8Bit().constData());
}

void MonkeyDriver::settle() {
    for (int i = 0; i < 3; ++i) QApplication::processEvents();
}

QString MonkeyDriver::report() const {
    QString out = QStringLiteral("monkey seed %1, %2 actions").arg(seed_).arg(log_.size());
    if (!failure_.isEmpty()) out += QStringLiteral("\nfailed: ") + failure_;
    for (int i = 0; i < log_.size(); ++i)
        out += QStringLiteral("\n  %1. %2").arg(i + 1).arg(log_[i]);
    return out;
}

bool MonkeyDriver::step() {
    int r = pick(totalWeight_);
    for (const Action& a : actions_) {
        if (r < a.weight) {
            a.run();
            break;
        }
        r -= a.weight;
    }
    settle();
    return check();
}

// Answers whatever modal dialog or popup menu an action opened, as a user
// would: a random button of a message box, a word for an input dialog, a
// random menu item; file and export dialogs are cancelled (no files written).
// The answer is queued: a dialog it opens runs its own event loop, and the
// polling timer must not be inside that loop's caller (timers never re-enter).
static void answer_modals(const std::function<int(int)>& pick, QStringList* log) {
    if (QWidget* popup = QApplication::activePopupWidget()) {
        QPointer<QAction> chosen;
        if (auto* menu = qobject_cast<QMenu*>(popup)) {
            QList<QAction*> items;
            for (QAction* a : menu->actions())
                if (a->isEnabled() && !a->isSeparator() && !a->menu()) items << a;
            if (!items.isEmpty() && pick(3) > 0) chosen = items[pick(int(items.size()))];
        }
        *log << QStringLiteral("    popup: %1")
                    .arg(chosen ? chosen->text() : QStringLiteral("closed"));
        popup->close();
        if (chosen)
            QTimer::singleShot(0, chosen, [chosen] {
                if (chosen) chosen->trigger();
            });
        return;
    }
    QWidget* modal = QApplication::activeModalWidget();
    if (!modal || modal->property("monkeyAnswered").toBool()) return;
    modal->setProperty("monkeyAnswered", true);
    if (auto* box = qobject_cast<QMessageBox*>(modal)) {
        const auto buttons = box->buttons();
        QPointer<QAbstractButton> b =
            buttons.isEmpty() ? nullptr : buttons[pick(int(buttons.size()))];
        *log << QStringLiteral("    dialog “%1”: %2")
                    .arg(box->windowTitle(), b ? b->text() : QStringLiteral("close"));
        QPointer<QMessageBox> guard(box);
        QTimer::singleShot(0, box, [guard, b] {
            if (b)
                b->click();
            else if (guard)
                guard->reject();
        });
    } else if (auto* input = qobject_cast<QInputDialog*>(modal)) {
        const QString word = QString::fromUtf8(kWords[pick(int(std::size(kWords)))]);
        *log << QStringLiteral("    input “%1”: %2").arg(input->windowTitle(), word);
        QTimer::singleShot(0, input, [input, word] {
            input->setTextValue(word);
            input->accept();
        });
    } else if (auto* dialog = qobject_cast<QDialog*>(modal)) {
        *log << QStringLiteral("    dialog “%1”: cancel").arg(dialog->windowTitle());
        QTimer::singleShot(0, dialog, [dialog] { dialog->reject(); });
    }
}

void MonkeyDriver::buildActions() {
    auto* modals = new QTimer(&w_);
    modals->setInterval(2);
    QObject::connect(modals, &QTimer::timeout, &w_,
                     [this] { answer_modals([this](int n) { return pick(n); }, &log_); });
    modals->start();

    auto* sentences = w_.sentencesPane();
    QListView* list = sentences->list();
    const auto sentenceButton = [sentences](const QString& text) -> QAbstractButton* {
        for (auto* b : sentences->findChildren<QToolButton*>())
            if (b->text() == text) return b;
        return nullptr;
    };
    const auto randomSentence = [this] {
        QStringList words;
        const int n = 1 + pick(6);
        for (int i = 0; i < n; ++i)
            words << QString::fromUtf8(kWords[pick(int(std::size(kWords)))]);
        if (pick(20) == 0) return QString();  // an empty sentence
        return words.join(QLatin1Char(' '));
    };
    const auto clickTable = [this](QTableView* t, bool dbl) {
        auto* m = t->model();
        if (!m || m->rowCount() == 0 || m->columnCount() == 0) return QString();
        const QModelIndex idx = m->index(pick(m->rowCount()), pick(m->columnCount()));
        const QRect r = t->visualRect(idx);
        if (!r.isValid()) return QString();
        if (dbl)
            QTest::mouseDClick(t->viewport(), Qt::LeftButton, {}, centre(r));
        else
            QTest::mouseClick(t->viewport(), Qt::LeftButton, {}, centre(r));
        return QStringLiteral("(%1, %2)").arg(idx.row()).arg(idx.column());
    };
    const auto typeInto = [this](const QString& text) {
        QWidget* f = QApplication::focusWidget();
        if (!f) return;
        if (auto* e = qobject_cast<QLineEdit*>(f)) e->selectAll();
        for (const QChar c : text) {
            if (c.unicode() < 128) {
                QTest::keyClick(f, c.toLatin1());
            } else {  // QTest maps ASCII only to keys: send other characters as text
                QKeyEvent press(QEvent::KeyPress, Qt::Key_unknown, Qt::NoModifier, QString(c));
                QKeyEvent release(QEvent::KeyRelease, Qt::Key_unknown, Qt::NoModifier, QString(c));
                QApplication::sendEvent(f, &press);
                QApplication::sendEvent(f, &release);
            }
        }
        QTest::keyClick(f, pick(5) == 0 ? Qt::Key_Escape : Qt::Key_Return);
    };

    actions_ = {
        {"click a sentence", 8,
         [=, this] {
             const int rows = list->model()->rowCount();
             if (rows == 0) return log(QStringLiteral("click a sentence: none"));
             const int row = pick(rows);
             QTest::mouseClick(list->viewport(), Qt::LeftButton, {},
                               centre(list->visualRect(list->model()->index(row, 0))));
             log(QStringLiteral("click sentence row %1").arg(row));
         }},
        {"tick a sentence", 5,
         [=, this] {
             const int rows = list->model()->rowCount();
             if (rows == 0) return log(QStringLiteral("tick a sentence: none"));
             const int row = pick(rows);
             list->setFocus();
             list->setCurrentIndex(list->model()->index(row, 0));
             QTest::keyClick(list->viewport(), Qt::Key_Space);
             log(QStringLiteral("space on sentence row %1").arg(row));
         }},
        {"+ Sentence", 4,
         [=, this] {
             if (auto* b = sentenceButton(QStringLiteral("+ Sentence"))) {
                 const QString text = randomSentence();
                 log(QStringLiteral("+ Sentence, type “%1”").arg(text));
                 QTest::mouseClick(b, Qt::LeftButton);
                 typeInto(text);
             }
         }},
        {"− Sentence", 4,
         [=, this] {
             if (auto* b = sentenceButton(QStringLiteral("− Sentence"))) {
                 log(QStringLiteral("− Sentence (current row %1)").arg(list->currentIndex().row()));
                 QTest::mouseClick(b, Qt::LeftButton);
             }
         }},
        {"edit a sentence", 3,
         [=, this] {
             const int rows = list->model()->rowCount();
             if (rows == 0) return;
             const int row = pick(rows);
             const QString text = randomSentence();
             log(QStringLiteral("double-click sentence row %1, type “%2”").arg(row).arg(text));
             QTest::mouseDClick(list->viewport(), Qt::LeftButton, {},
                                centre(list->visualRect(list->model()->index(row, 0))));
             typeInto(text);
         }},
        {"unknown-word button", 2,
         [=, this] {
             const auto acts = sentences->unknownWordActions();
             if (acts.isEmpty()) return;
             QAction* a = acts[pick(int(acts.size()))];
             log(QStringLiteral("click “%1”").arg(a->text()));
             a->trigger();
         }},
        {"type in the embedding table", 6,
         [=, this] {
             const QString at = clickTable(w_.embeddingPane()->table(), true);
             const QString v = QString::number((pick(41) - 20) / 10.0);
             log(QStringLiteral("double-click embedding cell %1, type %2").arg(at, v));
             typeInto(pick(10) == 0 ? QStringLiteral("nan") : v);
         }},
        {"scrub the embedding table", 5,
         [=, this] {
             QTableView* t = w_.embeddingPane()->table();
             auto* m = t->model();
             if (m->rowCount() == 0 || m->columnCount() == 0) return;
             const QModelIndex idx = m->index(pick(m->rowCount()), pick(m->columnCount()));
             const QPoint p = centre(t->visualRect(idx));
             const int dx = pick(121) - 60;
             log(QStringLiteral("drag embedding cell (%1, %2) by %3 px")
                     .arg(idx.row())
                     .arg(idx.column())
                     .arg(dx));
             QTest::mousePress(t->viewport(), Qt::LeftButton, {}, p);
             for (int k = 1; k <= 4; ++k) {
                 QMouseEvent move(QEvent::MouseMove, QPointF(p + QPoint(dx * k / 4, 0)),
                                  t->viewport()->mapToGlobal(QPointF(p + QPoint(dx * k / 4, 0))),
                                  Qt::NoButton, Qt::LeftButton, Qt::NoModifier);
                 QApplication::sendEvent(t->viewport(), &move);
             }
             QTest::mouseRelease(t->viewport(), Qt::LeftButton, {}, p + QPoint(dx, 0));
         }},
        {"embedding buttons", 3,
         [=, this] {
             auto buttons = w_.embeddingPane()->findChildren<QToolButton*>();
             buttons.erase(
                 std::remove_if(buttons.begin(), buttons.end(),
                                [](QToolButton* b) { return !b->isVisible() || !b->isEnabled(); }),
                 buttons.end());
             if (buttons.isEmpty()) return;
             QToolButton* b = buttons[pick(int(buttons.size()))];
             clickTable(w_.embeddingPane()->table(), false);
             log(QStringLiteral("embedding pane: click “%1”").arg(b->text()));
             QTest::mouseClick(b, Qt::LeftButton);
         }},
        {"type in the weights", 2,
         [=, this] {
             const QString at = clickTable(w_.weightsPane()->table(), true);
             const QString v = QString::number((pick(21) - 10) / 10.0);
             log(QStringLiteral("double-click weights cell %1, type %2").arg(at, v));
             typeInto(v);
         }},
        {"toolbar combo", 5,
         [=, this] {
             const auto combos = w_.attentionToolbar()->findChildren<QComboBox*>();
             if (combos.isEmpty()) return;
             QComboBox* c = combos[pick(int(combos.size()))];
             c->setFocus();
             const bool down = pick(2) == 0;
             log(QStringLiteral("ladder step: key %1 (was “%2”)")
                     .arg(down ? QStringLiteral("Down") : QStringLiteral("Up"), c->currentText()));
             QTest::keyClick(c, down ? Qt::Key_Down : Qt::Key_Up);
         }},
        {"heads spin", 3,
         [=, this] {
             const auto spins = w_.attentionToolbar()->findChildren<QSpinBox*>();
             if (spins.isEmpty()) return;
             QSpinBox* s = spins.front();
             const bool up = pick(2) == 0;
             log(QStringLiteral("heads: key %1 (was %2)")
                     .arg(up ? QStringLiteral("Up") : QStringLiteral("Down"))
                     .arg(s->value()));
             s->setFocus();
             QTest::keyClick(s, up ? Qt::Key_Up : Qt::Key_Down);
         }},
        {"toolbar toggles", 4,
         [=, this] {
             QList<QAction*> toggles;
             for (QAction* a : w_.attentionToolbar()->actions())
                 if (a->isCheckable()) toggles << a;
             if (toggles.isEmpty()) return;
             QAction* a = toggles[pick(int(toggles.size()))];
             log(QStringLiteral("toolbar: click “%1”").arg(a->text()));
             if (QWidget* b = w_.attentionToolbar()->widgetForAction(a))
                 QTest::mouseClick(b, Qt::LeftButton);
         }},
        {"attention pane combos", 4,
         [=, this] {
             QList<QWidget*> controls;
             for (auto* c : w_.attentionPane()->findChildren<QComboBox*>())
                 if (c->isVisible()) controls << c;
             for (auto* s : w_.attentionPane()->findChildren<QSpinBox*>())
                 if (s->isVisible()) controls << s;
             if (controls.isEmpty()) return;
             QWidget* c = controls[pick(int(controls.size()))];
             const bool down = pick(2) == 0;
             log(QStringLiteral("attention pane %1: key %2")
                     .arg(c->objectName(), down ? QStringLiteral("Down") : QStringLiteral("Up")));
             c->setFocus();
             QTest::keyClick(c, down ? Qt::Key_Down : Qt::Key_Up);
         }},
        {"click a heatmap", 5,
         [=, this] {
             std::vector<attn::ui::HeatmapView*> maps;
             for (int k = 0; k < 2; ++k)
                 for (int h = 0; h < 8; ++h)
                     if (auto* v = w_.attentionPane()->heatmap(k, h)) maps.push_back(v);
             if (maps.empty()) return;
             auto* v = maps[size_t(pick(int(maps.size())))];
             auto* m = v->matrixModel();
             if (!m || m->rowCount() == 0 || m->columnCount() == 0) return;
             const int r = pick(m->rowCount()), c = pick(m->columnCount());
             const QRect cell = v->cellRect(r, c);
             if (cell.isEmpty()) return;
             QTest::mouseClick(v, Qt::LeftButton, {}, centre(cell));
             log(QStringLiteral("click heatmap cell (%1, %2)").arg(r).arg(c));
         }},
        {"right-click a view", 2,
         [=, this] {
             std::vector<QWidget*> views;
             if (auto* v = w_.attentionPane()->heatmap(0, 0)) views.push_back(v);
             views.push_back(w_.vectorPlot()->viewport());
             views.push_back(w_.embeddingPane()->table()->viewport());
             QWidget* v = views[size_t(pick(int(views.size())))];
             log(QStringLiteral("right-click %1")
                     .arg(QString::fromLatin1(v->parentWidget()->metaObject()->className())));
             const QPoint at(v->width() / 2, v->height() / 2);
             QContextMenuEvent e(QContextMenuEvent::Mouse, at, v->mapToGlobal(at));
             QApplication::sendEvent(v, &e);
         }},
        {"drag a point in the plot", 4,
         [=, this] {
             attn::ui::VectorPlot* plot = w_.vectorPlot();
             // The grey points the plot shows: the table's words, or a real model's tokens.
             const auto& points = plot->data().lookups;
             if (points.empty()) return;
             const QString word = points[size_t(pick(int(points.size())))].word;
             const QPointF at = plot->lookupPoint(word);
             if (!std::isfinite(at.x()) || !std::isfinite(at.y())) return;
             const QPoint from = plot->mapFromScene(plot->chart()->mapToPosition(at));
             const QPoint to = from + QPoint(pick(81) - 40, pick(81) - 40);
             log(QStringLiteral("drag “%1” in the plot by (%2, %3)")
                     .arg(word)
                     .arg(to.x() - from.x())
                     .arg(to.y() - from.y()));
             QTest::mousePress(plot->viewport(), Qt::LeftButton, {}, from);
             QMouseEvent move(QEvent::MouseMove, QPointF(to),
                              plot->viewport()->mapToGlobal(QPointF(to)), Qt::NoButton,
                              Qt::LeftButton, Qt::NoModifier);
             QApplication::sendEvent(plot->viewport(), &move);
             QTest::mouseRelease(plot->viewport(), Qt::LeftButton, {}, to);
         }},
        {"blend head", 1,
         [=, this] {
             auto spins = w_.blendPane()->findChildren<QSpinBox*>();
             if (spins.isEmpty()) return;
             log(QStringLiteral("blend head: key Up"));
             spins.front()->setFocus();
             QTest::keyClick(spins.front(), pick(2) ? Qt::Key_Up : Qt::Key_Down);
         }},
        {"undo", 6,
         [=, this] {
             log(QStringLiteral("Ctrl+Z (undo)"));
             w_.document()->undoStack()->undo();
         }},
        {"redo", 3,
         [=, this] {
             log(QStringLiteral("Ctrl+Shift+Z (redo)"));
             w_.document()->undoStack()->redo();
         }},
        {"menu action", 4,
         [=, this] {
             QList<QAction*> items;
             std::function<void(QMenu*)> collect = [&](QMenu* m) {
                 for (QAction* a : m->actions()) {
                     if (a->menu())
                         collect(a->menu());
                     else if (!a->isSeparator() && a->isEnabled() &&
                              a->shortcut() != QKeySequence(QKeySequence::Quit))
                         items << a;
                 }
             };
             for (QAction* top : w_.menuBar()->actions())
                 if (top->menu()) collect(top->menu());
             if (items.isEmpty()) return;
             QAction* a = items[pick(int(items.size()))];
             log(QStringLiteral("menu: %1").arg(a->text()));
             a->trigger();
         }},
        {"training buttons", 4,
         [=, this] {
             auto* t = w_.trainingPane();
             const QList<QAbstractButton*> buttons{t->startButton(), t->pauseButton(),
                                                   t->stepButton(), t->resetButton(),
                                                   t->useButton()};
             QAbstractButton* b = buttons[pick(int(buttons.size()))];
             log(QStringLiteral("training: click “%1”%2")
                     .arg(b->text(), b->isEnabled() ? QString() : QStringLiteral(" (disabled)")));
             if (b->isEnabled()) b->click();
         }},
        {"timeline", 3,
         [=, this] {
             QSlider* s = w_.trainingPane()->timeline();
             if (!s->isEnabled() || s->maximum() <= s->minimum()) return;
             const int v = s->minimum() + pick(s->maximum() - s->minimum() + 1);
             log(QStringLiteral("timeline to %1").arg(v));
             s->setFocus();
             s->setValue(v);  // the slider's own keyboard and drag paths end in setValue
         }},
        // The Lesson pane's step buttons and the Edit steps menu, as a student and a teacher use
        // them.
        {"step buttons", 4,
         [=, this] {
             attn::ui::LessonPane* p = w_.lessonPane();
             QPushButton* buttons[] = {p->nextButton(), p->backButton(), p->resetButton()};
             QPushButton* b = buttons[pick(3)];
             if (!b->isVisible() || !b->isEnabled()) return;
             log(QStringLiteral("click the step's “%1” button").arg(b->text()));
             QTest::mouseClick(b, Qt::LeftButton);
         }},
        {"edit steps", 2,
         [=, this] {
             attn::ui::LessonPane* p = w_.lessonPane();
             attn::ui::LessonSession* s = w_.lessonSession();
             switch (pick(6)) {
                 case 0:
                     log(QStringLiteral("Edit steps ▸ Add Step from Current View"));
                     p->addStepFromView();
                     break;
                 case 3: {
                     // The step editor, as a teacher uses it: a field or two changed, then OK (or
                     // Cancel when refused).
                     attn::ui::StepEditor* e = pick(2) ? p->editCurrentStep() : p->newStep();
                     if (!e) return;
                     QComboBox* boxes[] = {
                         e->viewEditor()->stageBox(),          e->viewEditor()->firstSentenceBox(),
                         e->viewEditor()->secondSentenceBox(), e->viewEditor()->highlightBox(),
                         e->questionEditor()->kindBox(),       e->questionEditor()->cellRowBox()};
                     QComboBox* b = boxes[pick(6)];
                     if (b->count() > 0) b->setCurrentIndex(pick(b->count()));
                     const bool ok = e->refusal().isEmpty();
                     log(QStringLiteral("Author ▸ step editor: a field to “%1”, %2")
                             .arg(b->currentText(),
                                  ok ? QStringLiteral("OK") : QStringLiteral("refused, Cancel")));
                     if (ok)
                         e->accept();
                     else
                         e->reject();
                     break;
                 }
                 case 4:
                     if (s->current() < 0) return;
                     log(QStringLiteral("Author ▸ Update Step %1 from Current View")
                             .arg(s->current() + 1));
                     p->updateStepFromView(s->current());
                     break;
                 case 5: {
                     attn::ui::LessonPropertiesDialog* d = p->editProperties();
                     const QString words[] = {QStringLiteral("bank"), QString(),
                                              QStringLiteral("nope")};
                     const QString w = words[pick(3)];
                     d->focusBox()->setEditText(w);
                     d->titleEdit()->setText(QStringLiteral("Monkey %1").arg(pick(100)));
                     log(QStringLiteral("Lesson Properties: focus “%1”").arg(w));
                     if (!d->apply())
                         d->reject();
                     else
                         d->accept();
                     break;
                 }
                 case 1:
                     if (s->current() < 0) return;
                     log(QStringLiteral("Edit steps ▸ Delete Step %1").arg(s->current() + 1));
                     p->deleteStep(s->current());
                     break;
                 default:
                     if (s->current() < 1) return;
                     log(QStringLiteral("Edit steps ▸ Move Up step %1").arg(s->current() + 1));
                     p->moveStep(s->current(), s->current() - 1);
             }
         }},
        {"close or show a dock", 2,
         [=, this] {
             const auto docks = w_.findChildren<QDockWidget*>();
             QDockWidget* d = docks[pick(int(docks.size()))];
             log(QStringLiteral("%1 the “%2” dock")
                     .arg(d->isVisible() ? QStringLiteral("close") : QStringLiteral("show"),
                          d->windowTitle()));
             d->toggleViewAction()->trigger();
         }},
    };
    for (const Action& a : actions_) totalWeight_ += a.weight;
}

bool MonkeyDriver::check() {
    const auto fail = [this](const QString& why) {
        failure_ = why;
        return false;
    };
    const attn::Lesson& l = w_.document()->lesson();
    const int count = int(l.sentences.size());
    ViewState* v = w_.viewState();
    const auto& shown = v->shown();
    if (int(w_.document()->results().size()) != count)
        return fail(QStringLiteral("results for %1 of %2 sentences")
                        .arg(w_.document()->results().size())
                        .arg(count));
    if (shown.size() > 2 || (count > 0 && shown.empty()) || (count == 0 && !shown.empty()))
        return fail(QStringLiteral("%1 sentences shown of %2").arg(shown.size()).arg(count));
    for (size_t k = 0; k < shown.size(); ++k) {
        if (shown[k] < 0 || shown[k] >= count)
            return fail(QStringLiteral("shown sentence %1 of %2").arg(shown[k]).arg(count));
        if (k > 0 && shown[k] == shown[0])
            return fail(QStringLiteral("sentence %1 shown twice").arg(shown[k]));
    }
    if (w_.sentencesPane()->model()->rowCount() != count)
        return fail(QStringLiteral("sentence list has %1 rows for %2 sentences")
                        .arg(w_.sentencesPane()->model()->rowCount())
                        .arg(count));
    if ((v->source() == ViewState::Source::Trained && !l.model) ||
        (v->source() == ViewState::Source::Real && !l.real_model))
        return fail(QStringLiteral("model shown without a model"));
    if (v->layer() < 0 || (v->modelLayers() > 0 && v->layer() >= v->modelLayers()))
        return fail(QStringLiteral("layer %1").arg(v->layer()));
    if (v->showsRealModel() && v->stage() != ViewState::Stage::Weights)
        return fail(QStringLiteral("a real model shown at a stage other than its weights"));
    const int heads = v->heads();
    for (size_t k = 0; k < shown.size(); ++k) {
        const ViewState::Attention a = v->attention(shown[k]);
        for (int h = 0; h < heads; ++h) {
            attn::ui::MatrixItemModel* m = w_.attentionModel(int(k), h);
            if (!m) return fail(QStringLiteral("no heatmap for shown %1 head %2").arg(k).arg(h));
            if (a.ok() && h < a.trace->heads && m->rowCount() != a.trace->n())
                return fail(QStringLiteral("heatmap %1/%2 has %3 rows, the sentence %4 words")
                                .arg(k)
                                .arg(h)
                                .arg(m->rowCount())
                                .arg(a.trace->n()));
            // A real model's map is its last complete pass: the engine's weights of the layer
            // shown.
            const auto& real = w_.document()->results()[size_t(shown[k])].real;
            if (a.ok() && v->showsRealModel() && real && h < a.trace->heads &&
                !(m->matrix() == real->pass.attention_matrix(v->layer(), h)))
                return fail(QStringLiteral("heatmap %1/%2 is not layer %3 of the model's pass")
                                .arg(k)
                                .arg(h)
                                .arg(v->layer() + 1));
        }
        const auto& r = w_.document()->results()[size_t(shown[k])];
        // A pending question may keep the outputs back (scene().conceal.outputs). The real model
        // shown: its tokens after the layer shown, from its last complete pass.
        int outputs = r.ok() && r.trace.output.cols() == l.table.axis_count() && !v->outputsHidden()
                          ? r.trace.n()
                          : 0;
        if (w_.vectorPlot()->showsRealModel())
            outputs =
                r.real && v->layer() + 1 < int(r.real->pass.residual.size()) && !v->outputsHidden()
                    ? int(r.real->tokens.ids.size())
                    : 0;
        if (w_.vectorPlot()->outputPoints(int(k)).size() != outputs)
            return fail(QStringLiteral("plot shows %1 outputs for shown %2, the trace %3")
                            .arg(w_.vectorPlot()->outputPoints(int(k)).size())
                            .arg(k)
                            .arg(outputs));
        if (!w_.blendPane()->model(int(k)))
            return fail(QStringLiteral("no blend table for shown %1").arg(k));
    }
    if (w_.attentionModel(int(shown.size()), 0))
        return fail(QStringLiteral("a heatmap beyond the shown sentences"));
    if (w_.blendPane()->model(int(shown.size())))
        return fail(QStringLiteral("a blend table beyond the shown sentences"));
    // One scene: the views show the lesson under the scene's switches, and the toolbar says which.
    const attn::AttentionConfig shownAttention = attn::scene_attention(l, v->scene().switches);
    if (!(w_.document()->shownLesson().attention == shownAttention))
        return fail(QStringLiteral("the shown attention is not the scene's"));
    if (attn::Variant(w_.attentionToolbar()->variantBox()->currentData().toInt()) !=
        shownAttention.variant)
        return fail(QStringLiteral("the toolbar shows another rung than the views"));
    if (const attn::LessonStep* st = w_.lessonSession()->step())
        if (w_.lessonSession()->text().toStdString() !=
            attn::fill_quantities(w_.document()->shownLesson(), st->text))
            return fail(QStringLiteral("step %1's text is not computed from what is shown")
                            .arg(w_.lessonSession()->current() + 1));
    auto* table = w_.embeddingPane()->model();
    if (table->rowCount() != l.table.word_count() || table->columnCount() != l.table.axis_count())
        return fail(QStringLiteral("embedding table %1 × %2, lesson %3 × %4")
                        .arg(table->rowCount())
                        .arg(table->columnCount())
                        .arg(l.table.word_count())
                        .arg(l.table.axis_count()));
    return true;
}

}  // namespace attn::test
