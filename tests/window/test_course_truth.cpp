// A course that tells the truth, in the window (issue 24): every predict step
// of the built-in course keeps its answer out of every view until it is
// answered — numbers, cell colours (compared pixel by pixel), the Blend table,
// the output points, the Training dock, the handout's figures — and shows it
// after; the step text follows every drag and switch; a verdict is judged
// again after an edit; a flipped switch is said; the presentation starts
// unrevealed.
#include <gtest/gtest.h>

#include <QAction>
#include <QButtonGroup>
#include <QComboBox>
#include <QCoreApplication>
#include <QDockWidget>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QRadioButton>
#include <QRegularExpression>
#include <QSet>
#include <QStandardItemModel>
#include <QTabWidget>
#include <QTest>
#include <QUndoStack>
#include <cmath>

#include "attnlab/attention/evaluate.hpp"
#include "attnlab/attention/random_keys.hpp"
#include "attnlab/lesson/step_quantity.hpp"
#include "attnlab/scene/scene.hpp"
#include "commands/set_values_command.hpp"
#include "document/document.hpp"
#include "document/view_state.hpp"
#include "export/figure_menu.hpp"
#include "files/builtin_lessons.hpp"
#include "i18n/language.hpp"
#include "itemmodels/matrix_item_model.hpp"
#include "lesson/lesson_session.hpp"
#include "main_window.hpp"
#include "modeldock/model_pane.hpp"
#include "modeldock/rollout_view.hpp"
#include "panes/attention_pane.hpp"
#include "panes/attention_toolbar.hpp"
#include "panes/blend_pane.hpp"
#include "panes/head_lines_view.hpp"
#include "panes/head_view_pane.hpp"
#include "panes/joined_heads_view.hpp"
#include "panes/lesson_pane.hpp"
#include "panes/random_keys_dialog.hpp"
#include "presentation_window.hpp"
#include "style/safe_markdown.hpp"
#include "training/head_grid.hpp"
#include "training/pair_chart.hpp"
#include "training/pair_history.hpp"
#include "training/probe_panel.hpp"
#include "training/training_pane.hpp"
#include "ui_test_helpers.hpp"
#include "viewdata/projection_figure.hpp"
#include "viewdata/step_figures.hpp"
#include "widgets/heatmap_view.hpp"
#include "widgets/vector_plot.hpp"

namespace attn::app {
namespace {

using namespace attn::ui;

const char* kParts[] = {"course-1-attention", "course-2-heads", "course-3-training"};

using attn::ui::test::settle;

struct CourseWin {
    explicit CourseWin(const char* part)
        : CourseWin(load_builtin_lesson(QString::fromLatin1(part))) {}
    explicit CourseWin(attn::Lesson lesson) : w(std::move(lesson)) {
        w.resize(1280, 900);
        w.show();
        settle();
    }
    Document* doc() { return w.document(); }
    LessonSession* session() { return w.lessonSession(); }
    void go(int i) {
        session()->go(i);
        settle();
    }
    MainWindow w;
};

int titled(const attn::Lesson& l, const std::string& title) {
    for (size_t i = 0; i < l.steps.size(); ++i)
        if (l.steps[i].title == title) return int(i);
    return -1;
}

// The distinct colours at the centres of a map's cells, as painted; with
// `causal`, only the cells a word may see (on and below the diagonal: the
// hatched triangle is the mask, not the answer).
QSet<QRgb> cell_colours(HeatmapView* map, bool causal = false) {
    const QImage img = map->grab().toImage();
    QSet<QRgb> out;
    const int n = map->matrixModel() ? map->matrixModel()->rowCount() : 0,
              m = map->matrixModel() ? map->matrixModel()->columnCount() : 0;
    for (int r = 0; r < n; ++r)
        for (int c = 0; c < (causal ? std::min(m, r + 1) : m); ++c) {
            const QPoint p = map->cellRect(r, c).center() * img.devicePixelRatio();
            if (img.rect().contains(p)) out.insert(img.pixel(p));
        }
    return out;
}

// Every map of the Attention pane for the shown sentences (every head).
std::vector<HeatmapView*> maps(CourseWin& f) {
    std::vector<HeatmapView*> out;
    for (int s = 0; s < int(f.w.viewState()->shown().size()); ++s)
        for (int h = 0; h < 16; ++h)
            if (HeatmapView* v = f.w.attentionPane()->heatmap(s, h))
                out.push_back(v);
            else
                break;
    return out;
}

bool any_number_in_cells(HeatmapView* map) {
    const int n = map->matrixModel()->rowCount(), m = map->matrixModel()->columnCount();
    for (int r = 0; r < n; ++r)
        for (int c = 0; c < m; ++c)
            if (!map->cellText(r, c).isEmpty()) return true;
    return false;
}

TEST(CourseTruth, EveryPredictStepKeepsItsAnswerOutOfEveryViewUntilAnswered) {
    for (const char* part : kParts) {
        CourseWin f(part);
        const attn::Lesson& l = f.doc()->lesson();
        for (int i = 0; i < int(l.steps.size()); ++i) {
            if (!l.steps[size_t(i)].question) continue;
            SCOPED_TRACE(std::string(part) + " step " + std::to_string(i + 1));
            f.go(i);
            ASSERT_TRUE(f.session()->pending());
            const attn::Concealment c = f.w.viewState()->scene().conceal;
            EXPECT_EQ(c, attn::step_scene(l, i, false).conceal);
            const bool model = f.w.viewState()->showsModel();
            const bool causal = model || f.doc()->shownLesson().attention.causal;
            for (HeatmapView* m : maps(f)) {
                if (c.numbers || c.cells) {
                    EXPECT_FALSE(any_number_in_cells(m));
                }
                if (c.cells) {
                    EXPECT_LE(cell_colours(m, causal).size(), 1)
                        << "a hidden map's cells differ in colour";
                }
            }
            for (HeatmapView* b : f.w.blendPane()->findChildren<HeatmapView*>()) {
                EXPECT_TRUE(b->numbersConcealed());
                EXPECT_TRUE(b->cellsConcealed());
            }
            if (c.outputs)
                for (int s = 0; s < int(f.w.viewState()->shown().size()); ++s) {
                    EXPECT_TRUE(f.w.vectorPlot()->outputPoints(s).isEmpty());
                }
            ProbePanel* probe = f.w.trainingPane()->probePanel();
            EXPECT_EQ(probe->isConcealed(), c.cells);
            if (c.cells && probe->grid()->layers() > 0) {
                EXPECT_TRUE(probe->grid()->map(0, 0)->isConcealed());
            }
            // The handout's figures of the same scene hide the same things.
            const attn::Scene scene = attn::step_scene(l, i, false);
            const attn::Lesson shown = attn::scene_lesson(l, scene);
            for (const StepFigure& fig : step_figures(shown, scene)) {
                const ReadyFigure r = ready_figure(shown, scene, fig, 12);
                if (c.cells && r.spec.kind != FigureKind::Vectors &&
                    r.spec.kind != FigureKind::Blend)
                    for (const MatrixPanel& p : r.spec.panels) {
                        EXPECT_TRUE(p.values.array().isNaN().all());
                    }
                if (r.spec.kind ==
                    FigureKind::Blend) {  // weights and output hidden, shading and all
                    ASSERT_FALSE(r.spec.blend.weights.empty());
                    for (double w : r.spec.blend.weights) EXPECT_TRUE(std::isnan(w));
                    EXPECT_TRUE(r.spec.blend.after.array().isNaN().all());
                    EXPECT_FALSE(r.look.numbers);
                }
                if (c.outputs) {
                    EXPECT_TRUE(r.spec.vectors.outputs.empty());
                }
                if (r.spec.kind == FigureKind::Heatmap && (c.numbers || c.cells)) {
                    EXPECT_FALSE(r.look.numbers);
                }
            }
            // The text and prompt do not print the answer.
            const attn::ExpectedAnswer a =
                attn::expected_answer(shown, *l.steps[size_t(i)].question);
            if (l.steps[size_t(i)].question->kind == attn::StepQuestion::Kind::Number) {
                const QString answer = QString::number(a.number, 'f', 3);
                EXPECT_FALSE(f.w.lessonPane()->shownText().contains(answer))
                    << answer.toStdString();
            }
            // Answered, everything is shown.
            f.session()->reveal();
            settle();
            EXPECT_FALSE(f.session()->pending());
            const attn::Concealment after = f.w.viewState()->scene().conceal;
            EXPECT_EQ(after, l.steps[size_t(i)].view.hide);
            if (c.cells && !after.cells) {
                bool coloured = false;
                for (HeatmapView* m : maps(f)) coloured = coloured || cell_colours(m).size() > 1;
                EXPECT_TRUE(coloured);
                EXPECT_FALSE(probe->isConcealed());
            }
            if (!after.numbers && !after.cells && f.w.viewState()->scene().numbers && !model &&
                maps(f).size() <= 2)  // cells large enough for numbers
                for (HeatmapView* m : maps(f)) {
                    EXPECT_TRUE(any_number_in_cells(m));
                }
            EXPECT_FALSE(f.session()->verdict().isEmpty());
        }
    }
}

// The numbers of a text, as printed ("0.317", "31.7%", "4").
QStringList numbers_in(const QString& text) {
    QStringList out;
    static const QRegularExpression number(QStringLiteral("-?\\d+\\.\\d+%?"));
    for (auto it = number.globalMatch(text); it.hasNext();) out << it.next().captured();
    return out;
}

// The pane shows the step's text as computed now, from the lesson the window shows.
void expect_text_is_live(CourseWin& f, const std::string& what) {
    const attn::LessonStep* s = f.session()->step();
    ASSERT_TRUE(s);
    const QString computed =
        QString::fromStdString(attn::fill_quantities(f.doc()->shownLesson(), s->text));
    EXPECT_EQ(f.session()->text(), computed) << what;
    const QString shown = f.w.lessonPane()->shownText();
    for (const QString& n : numbers_in(computed)) {
        EXPECT_TRUE(shown.contains(n)) << what << ": " << n.toStdString() << " not shown";
    }
    if (!f.session()->pending() && s->question) {
        const QString why =
            QString::fromStdString(attn::fill_quantities(f.doc()->shownLesson(), s->question->why));
        EXPECT_EQ(f.session()->why(), why) << what;
        EXPECT_TRUE(f.session()->verdict().contains(f.session()->answerText()))
            << what << ": " << f.session()->verdict().toStdString();
    }
}

TEST(CourseTruth, EveryStepsTextFollowsEveryDragAndEverySwitch) {
    for (const char* part : kParts) {
        CourseWin f(part);
        const int steps = int(f.doc()->lesson().steps.size());
        for (int i = 0; i < steps; ++i) {
            f.go(i);
            if (f.doc()->lesson().steps[size_t(i)].question && i % 2 == 0)
                f.session()->reveal();  // answered ones too
            settle();
            const attn::EmbeddingTable& t = f.doc()->lesson().table;
            // Every value of the highlighted word's row, and of one more word, ±0.1.
            std::vector<int> words;
            if (auto h = t.word_index(f.w.viewState()->scene().highlight)) words.push_back(*h);
            words.push_back(0);
            for (int w : words)
                for (int a = 0; a < t.axis_count(); a += std::max(1, t.axis_count() / 4))
                    for (float d : {0.1f, -0.1f}) {
                        const float v = f.doc()->lesson().table.values()(w, a);
                        f.doc()->undoStack()->push(
                            new SetValuesCommand(f.doc(), ValueTarget::Embedding, {{w, a, v + d}}));
                        settle();
                        expect_text_is_live(f, std::string(part) + " step " +
                                                   std::to_string(i + 1) + " drag " +
                                                   std::to_string(w) + "," + std::to_string(a));
                        f.doc()->undoStack()->undo();
                        settle();
                    }
            for (QAction* s :
                 {f.w.attentionToolbar()->scaleAction(), f.w.attentionToolbar()->causalAction()}) {
                if (!s->isEnabled()) continue;
                s->toggle();
                settle();
                expect_text_is_live(f, std::string(part) + " step " + std::to_string(i + 1) +
                                           " switch " + s->text().toStdString());
                f.doc()->undoStack()->undo();
                settle();
            }
            // Where a word sits: the next choice in the toolbar's Positions box.
            QComboBox* positions = f.w.attentionToolbar()->positionsBox();
            positions->setCurrentIndex((positions->currentIndex() + 1) % positions->count());
            settle();
            expect_text_is_live(f, std::string(part) + " step " + std::to_string(i + 1) +
                                       " positions " + positions->currentText().toStdString());
            f.doc()->undoStack()->undo();
            settle();
        }
    }
}

TEST(CourseTruth, AVerdictIsJudgedAgainAfterAnEdit) {
    CourseWin f("course-1-attention");
    f.go(titled(f.doc()->lesson(), "The blend, term by term"));
    f.w.lessonPane()->choices()->button(0)->click();  // water: right
    settle();
    EXPECT_TRUE(f.session()->verdict().startsWith(QStringLiteral("Right: water")))
        << f.session()->verdict().toStdString();
    // Answered, the verdict holds the pick: the greyed choices no longer take the pane's room.
    EXPECT_TRUE(f.w.lessonPane()->choices()->buttons().isEmpty());
    // Make river a money word: the answer becomes money, and the verdict says so.
    const attn::EmbeddingTable& t = f.doc()->lesson().table;
    const int river = *t.word_index("river");
    f.doc()->undoStack()->push(new SetValuesCommand(f.doc(), ValueTarget::Embedding,
                                                    {{river, 0, 0.0f}, {river, 1, 0.9f}}));
    settle();
    const QString v = f.session()->verdict();
    EXPECT_TRUE(v.contains(QStringLiteral(
        "You answered water, by about three to one, right at the time; after your edit the "
        "answer is money")))
        << v.toStdString();
    EXPECT_TRUE(f.w.lessonPane()->verdictText().contains(
        QStringLiteral("after your edit the answer is money")));
    f.doc()->undoStack()->undo();
    settle();
    EXPECT_TRUE(f.session()->verdict().startsWith(QStringLiteral("Right: water")))
        << f.session()->verdict().toStdString();
}

TEST(CourseTruth, ANumberVerdictFollowsAnotherModel) {
    CourseWin f("course-1-attention");
    f.go(titled(f.doc()->lesson(), "Rebuild it for the money sentence"));
    f.session()->answerNumber(0.41);
    EXPECT_TRUE(f.session()->verdict().startsWith(QStringLiteral("Right: 0.409")))
        << f.session()->verdict().toStdString();
    const int money = *f.doc()->lesson().table.word_index("money");
    f.doc()->undoStack()->push(
        new SetValuesCommand(f.doc(), ValueTarget::Embedding, {{money, 1, 2.0f}}));
    settle();
    const QString v = f.session()->verdict();
    EXPECT_TRUE(v.startsWith(
        QStringLiteral("You answered 0.41, right at the time; after your edit the answer is")))
        << v.toStdString();
    EXPECT_FALSE(v.contains(QStringLiteral("Right")));
}

TEST(CourseTruth, ACellOutsideTheAskedRowIsNotAnAnswer) {
    CourseWin f("course-1-attention");
    f.go(titled(f.doc()->lesson(), "Softmax: scores become shares"));
    QString said;
    QObject::connect(f.session(), &LessonSession::message, [&](const QString& m) { said = m; });
    EXPECT_TRUE(f.session()->answerCell(1, 1).isEmpty());  // river's row
    EXPECT_TRUE(f.session()->pending());
    EXPECT_TRUE(said.contains(QStringLiteral("bank’s row"))) << said.toStdString();
    EXPECT_TRUE(f.session()->answerCell(2, 2).startsWith(QStringLiteral("Right: bank → bank")));
}

// In Hebrew the refusal reads right to left with the typed text kept whole inside it: "abc"
// first in the line turned the whole line left to right (a keyboard walk in Hebrew).
TEST(CourseTruth, ANumberRefusedInHebrewReadsRightToLeft) {
    int step = -1;
    {
        CourseWin english("course-1-attention");
        step = titled(english.doc()->lesson(), "Rebuild it for the money sentence");
    }
    ASSERT_TRUE(attn::ui::apply_language(QStringLiteral("he")));
    {
        CourseWin f("course-1-attention");
        f.go(step);
        QLineEdit* edit = f.w.lessonPane()->numberEdit();
        QTest::keyClicks(edit, QStringLiteral("abc"));
        QTest::keyClick(edit, Qt::Key_Return);
        const QString said = f.w.lessonPane()->numberErrorLabel()->text();
        EXPECT_TRUE(said.contains(QStringLiteral("\u2066abc\u2069"))) << said.toStdString();
        EXPECT_TRUE(said.isRightToLeft()) << said.toStdString();
        // The field is wide enough for its whole hint.
        EXPECT_GE(edit->width(), edit->fontMetrics().horizontalAdvance(edit->placeholderText()));
    }
    attn::ui::apply_language(QStringLiteral("en"));
}

TEST(CourseTruth, NumbersArePercentagesOrDecimalsAndAnErrorIsSaidWhole) {
    EXPECT_DOUBLE_EQ(*parse_answer_number(QStringLiteral("28%")), 0.28);
    EXPECT_DOUBLE_EQ(*parse_answer_number(QStringLiteral(" 28 % ")), 0.28);
    EXPECT_DOUBLE_EQ(*parse_answer_number(QStringLiteral("0,28")), 0.28);
    EXPECT_FALSE(parse_answer_number(QStringLiteral("abc")));
    EXPECT_FALSE(parse_answer_number(QStringLiteral("nan")));
    CourseWin f("course-1-attention");
    f.go(titled(f.doc()->lesson(), "Rebuild it for the money sentence"));
    QLineEdit* edit = f.w.lessonPane()->numberEdit();
    QTest::keyClicks(edit, QStringLiteral("abc"));
    QTest::keyClick(edit, Qt::Key_Return);
    EXPECT_TRUE(f.session()->pending());
    EXPECT_TRUE(f.w.lessonPane()->numberErrorLabel()->isVisible());
    EXPECT_EQ(f.w.lessonPane()->numberErrorLabel()->text(),
              QStringLiteral("“abc” is not a number: type one such as 0.3 or 30%"));
    edit->clear();
    QTest::keyClicks(edit, QStringLiteral("41%"));
    QTest::keyClick(edit, Qt::Key_Return);
    EXPECT_TRUE(f.session()->verdict().startsWith(QStringLiteral("Right: 0.409")))
        << f.session()->verdict().toStdString();
    EXPECT_FALSE(f.w.lessonPane()->numberErrorLabel()->isVisible());
}

TEST(CourseTruth, AFlippedSwitchIsSaidAndResetPutsTheStepBack) {
    CourseWin f("course-1-attention");
    f.go(titled(f.doc()->lesson(), "Why divide by √d"));
    QLabel* differs = f.w.lessonPane()->differsLabel();
    EXPECT_FALSE(differs->isVisible());
    f.w.attentionToolbar()->scaleAction()->toggle();
    settle();
    EXPECT_TRUE(differs->isVisible());
    EXPECT_TRUE(differs->text().contains(QStringLiteral("Scale is off here, on in the step")))
        << differs->text().toStdString();
    QTest::mouseClick(f.w.lessonPane()->resetButton(), Qt::LeftButton);
    settle();
    EXPECT_FALSE(differs->isVisible());
    EXPECT_TRUE(f.doc()->shownLesson().attention.scale);
}

TEST(CourseTruth, ASwitchNoStepSetsIsSaidOnEveryStepAndResetSwitchesItBack) {
    CourseWin f("course-1-attention");
    f.go(2);
    f.w.attentionToolbar()->causalAction()->toggle();  // the course never sets Causal in part 1
    settle();
    ASSERT_TRUE(f.doc()->shownLesson().attention.causal);
    QLabel* differs = f.w.lessonPane()->differsLabel();
    EXPECT_TRUE(differs->isVisible());
    EXPECT_TRUE(differs->text().contains(QStringLiteral("Causal is on here, off in the step")))
        << differs->text().toStdString();
    f.session()->next();  // it follows the student to the next step, and is said there too
    settle();
    EXPECT_TRUE(f.doc()->shownLesson().attention.causal);
    EXPECT_TRUE(differs->isVisible());
    QTest::mouseClick(f.w.lessonPane()->resetButton(), Qt::LeftButton);
    settle();
    EXPECT_FALSE(f.doc()->shownLesson().attention.causal);
    EXPECT_FALSE(differs->isVisible());
    f.doc()->undoStack()->undo();  // the reset is one undoable edit
    settle();
    EXPECT_TRUE(f.doc()->shownLesson().attention.causal);
}

TEST(CourseTruth, AVerdictWhoseAnswerDidNotMoveStaysPlain) {
    CourseWin f("course-1-attention");
    f.go(titled(f.doc()->lesson(), "The blend, term by term"));
    f.session()->answerChoice(0);
    const int bank = *f.doc()->lesson().table.word_index("bank");
    f.doc()->undoStack()->push(
        new SetValuesCommand(f.doc(), ValueTarget::Embedding, {{bank, 0, 0.35f}}));
    settle();
    EXPECT_TRUE(f.session()->verdict().startsWith(QStringLiteral("Right: water")))
        << f.session()->verdict().toStdString();
    EXPECT_FALSE(f.session()->verdict().contains(QStringLiteral("after your edit")));
}

TEST(CourseTruth, ThePresentationStartsEveryPredictStepUnrevealed) {
    CourseWin f("course-1-attention");
    const int i = titled(f.doc()->lesson(), "The blend, term by term");
    f.go(i);
    f.session()->answerChoice(0);
    ASSERT_FALSE(f.session()->pending());
    f.w.present();
    settle();
    EXPECT_EQ(f.session()->current(), i);
    EXPECT_TRUE(f.session()->pending());
    EXPECT_FALSE(f.w.presentation()->answerBrowser()->isVisible());
    f.w.presentation()->close();
}

// Snapshots of a run in which layer 2 · head 1 of "ball" moves from even to "matzah".
std::vector<TrainingSnapshot> learning_run() {
    std::vector<TrainingSnapshot> out;
    const std::vector<std::string> tokens{"the", "bubbe", "made", "matzah", "ball"};
    for (int step = 0; step <= 500; step += 100) {
        auto reading = std::make_shared<attn::ProbeReading>();
        attn::AttentionSnapshot& a = reading->attention;
        a.layers = 2, a.heads = 2, a.tokens = tokens;
        for (int k = 0; k < 4; ++k) {
            attn::Matrix w = attn::Matrix::Zero(5, 5);
            for (int r = 0; r < 5; ++r)
                for (int c = 0; c <= r; ++c) w(r, c) = 1.0f / float(r + 1);
            a.weights.push_back(w);
        }
        const float t = float(step) / 500.0f;  // ball → matzah: 0.2 → 0.9, fastest around step 200
        const float m =
            0.2f + 0.7f * (t < 0.4f ? t / 0.4f * 0.6f : 0.6f + (t - 0.4f) / 0.6f * 0.4f);
        attn::Matrix& w = a.weights[2];  // layer 2, head 1
        for (int c = 0; c < 5; ++c) w(4, c) = (1.0f - m) / 4.0f;
        w(4, 3) = m;
        TrainingSnapshot s;
        s.step = step;
        s.probe = reading;
        s.probe_text = QStringLiteral("the bubbe made matzah ball");
        out.push_back(s);
    }
    return out;
}

TEST(PairHistory, FollowsOneWeightAndMarksWhereStructureAppears) {
    const auto run = learning_run();
    const TokenPair pair = default_pair(run.back().probe->attention, "ball");
    EXPECT_EQ(pair.row, 4);
    EXPECT_EQ(pair.col, 3);  // matzah: ball's largest other word in the last layer's first head
    const auto points = pair_history(run, QStringLiteral("the bubbe made matzah ball"), 1, 0, 4, 3);
    ASSERT_EQ(points.size(), 6u);
    EXPECT_NEAR(points.front().weight, 0.2, 1e-6);
    EXPECT_NEAR(points.back().weight, 0.9, 1e-6);
    EXPECT_EQ(structure_step(points), 200);  // halfway (0.55) first reached at step 200
    EXPECT_EQ(
        structure_step(pair_history(run, QStringLiteral("the bubbe made matzah ball"), 0, 0, 4, 3)),
        -1);  // a static head
    EXPECT_TRUE(pair_history(run, QStringLiteral("another probe"), 1, 0, 4, 3).empty());
    EXPECT_TRUE(
        pair_history(run, QStringLiteral("the bubbe made matzah ball"), 1, 0, 9, 3).empty());
    EXPECT_EQ(default_pair(run.back().probe->attention, "soup").row, -1);
}

TEST(PairHistory, TheChartShowsItAndIsHiddenWhileAQuestionAsks) {
    CourseWin f("course-3-training");
    f.go(titled(f.doc()->lesson(), "Train your own"));  // the first steps keep the maps back
    PairChart* chart = f.w.trainingPane()->pairChart();
    ASSERT_TRUE(chart);
    chart->setHistory(
        pair_history(learning_run(), QStringLiteral("the bubbe made matzah ball"), 1, 0, 4, 3),
        QStringLiteral("ball → matzah · layer 2 · head 1"), 500);
    EXPECT_EQ(chart->pointCount(), 6);
    EXPECT_EQ(chart->structureStep(), 200);
    EXPECT_TRUE(chart->title().contains(QStringLiteral("structure at step 200")));
    f.go(titled(f.doc()->lesson(), "Where does ball look?"));
    EXPECT_TRUE(f.w.trainingPane()->probePanel()->isConcealed());
    EXPECT_EQ(chart->pointCount(), 0);
    EXPECT_TRUE(chart->title().contains(QStringLiteral("Hidden until you answer")));
}

TEST(CourseTruth, ASevenWordMapNamesEveryWord) {
    CourseWin f("course-2-heads");
    f.go(0);
    HeatmapView* map = f.w.attentionPane()->heatmap(0, 0);
    ASSERT_TRUE(map);
    map->resize(190, 190);  // four heads side by side in a narrow window
    settle();
    EXPECT_EQ(map->rowLabelsShown().size(), 7)
        << map->rowLabelsShown().join(QLatin1Char(' ')).toStdString();
}

TEST(CourseTruth, TheBlendPaneShowsTheJoinedHeadsTimesWO) {
    CourseWin f("course-2-heads");
    f.go(titled(f.doc()->lesson(), "W_O joins the heads"));
    JoinedHeadsView* j = f.w.blendPane()->joined(0);
    ASSERT_TRUE(j);
    EXPECT_TRUE(j->isVisibleTo(f.w.blendPane()));
    const attn::Lesson& shown = f.doc()->shownLesson();
    const attn::Trace t = attn::evaluate(shown.table, shown.sentences[0], shown.attention);
    const int ball = 4;
    ASSERT_EQ(j->joinedModel()->columnCount(), 16);
    for (int c = 0; c < 16; ++c) {
        EXPECT_FLOAT_EQ(float(j->joinedModel()
                                  ->data(j->joinedModel()->index(0, c), MatrixItemModel::ValueRole)
                                  .toDouble()),
                        t.concat(ball, c));
        EXPECT_FLOAT_EQ(float(j->outputModel()
                                  ->data(j->outputModel()->index(0, c), MatrixItemModel::ValueRole)
                                  .toDouble()),
                        t.output(ball, c));
    }
    // The output row is the joined row times W_O, and the text quotes both.
    EXPECT_TRUE((t.concat.row(ball) * shown.attention.wo.values - t.output.row(ball))
                    .cwiseAbs()
                    .maxCoeff() < 1e-5);
    EXPECT_EQ(j->joinedModel()->headerData(0, Qt::Horizontal, Qt::DisplayRole).toString(),
              QStringLiteral("h1·1"));
    EXPECT_EQ(j->outputModel()->headerData(0, Qt::Horizontal, Qt::DisplayRole).toString(),
              QStringLiteral("food"));
    const QString joined = QString::number(double(t.concat(ball, 0)), 'f', 3);
    EXPECT_TRUE(f.w.lessonPane()->shownText().contains(QStringLiteral("h1·1 = ") + joined))
        << joined.toStdString();
    EXPECT_GT(j->outputView()->plotRect().height(),
              0);  // the row has room under its upright labels
    // A predict step keeps it back; one head hides it.
    f.go(titled(f.doc()->lesson(), "Shuffle the words"));
    EXPECT_TRUE(f.w.blendPane()->joined(0)->joinedView()->cellsConcealed());
    CourseWin one("course-1-attention");
    one.go(5);
    EXPECT_FALSE(one.w.blendPane()->joined(0)->isVisibleTo(one.w.blendPane()));
}

TEST(CourseTruth, TheRootDExperimentSaturatesWithoutTheScaleAndStaysSpreadWithIt) {
    CourseWin f("course-1-attention");
    f.w.showRandomKeys();
    RandomKeysDialog* dlg = f.w.randomKeys();
    ASSERT_TRUE(dlg);
    for (int d : {4, 64, 1024}) {
        dlg->dimensionBox()->setValue(d);
        const attn::RandomKeys r = attn::random_keys(d, 7, dlg->seed());
        ASSERT_EQ(dlg->model()->rowCount(), 2);
        ASSERT_EQ(dlg->model()->columnCount(), 7);
        double sum0 = 0, sum1 = 0;
        for (int c = 0; c < 7; ++c) {
            const double a = dlg->model()
                                 ->data(dlg->model()->index(0, c), MatrixItemModel::ValueRole)
                                 .toDouble();
            const double b = dlg->model()
                                 ->data(dlg->model()->index(1, c), MatrixItemModel::ValueRole)
                                 .toDouble();
            EXPECT_FLOAT_EQ(float(a), r.shares(0, c));
            EXPECT_FLOAT_EQ(float(b), r.shares(1, c));
            sum0 += a, sum1 += b;
        }
        EXPECT_NEAR(sum0, 1.0, 1e-5);
        EXPECT_NEAR(sum1, 1.0, 1e-5);
        // Pane = export: the figure holds the same numbers.
        const FigureSpec spec =
            matrix_model_figure(*dlg->model(), QStringLiteral("softmax"), QStringLiteral("key"));
        ASSERT_EQ(spec.panels.size(), 1u);
        EXPECT_TRUE(spec.panels[0].values.isApprox(r.shares));
        EXPECT_TRUE(dlg->summary().contains(QStringLiteral("d = %1:").arg(d)))
            << dlg->summary().toStdString();
    }
    // d = 1024: the spread is near √1024 = 32, the unscaled row one-hot, the scaled one spread.
    dlg->resize(560, 360);
    settle();
    const attn::RandomKeys big = attn::random_keys(1024, 7, dlg->seed());
    EXPECT_NEAR(big.spread, 32.0, 16.0);
    EXPECT_GT(big.shares.row(0).maxCoeff(), 0.99f);
    EXPECT_LT(big.shares.row(1).maxCoeff(), 0.9f);
    const std::uint64_t seed = dlg->seed();
    dlg->newDraw();
    EXPECT_NE(dlg->seed(), seed);
    EXPECT_THROW(attn::random_keys(0, 7, 1), std::invalid_argument);
    EXPECT_THROW(attn::random_keys(4, 65, 1), std::invalid_argument);
}

TEST(CourseTruth, WOsRowsAreTheJoinedHeads) {
    CourseWin f("course-2-heads");
    f.go(0);
    const QStringList rows = projection_row_labels(f.doc()->shownLesson(), ValueTarget::WO);
    ASSERT_EQ(rows.size(), 16);
    EXPECT_EQ(rows.front(), QStringLiteral("h1·1"));
    EXPECT_EQ(rows.back(), QStringLiteral("h4·4"));
    EXPECT_EQ(projection_row_labels(f.doc()->shownLesson(), ValueTarget::WQ).front(),
              QStringLiteral("food"));
}

TEST(CourseTruth, ResetPutsBackTheStudentsEditsAsOneUndoableEdit) {
    CourseWin f("course-1-attention");
    f.go(titled(f.doc()->lesson(), "The blend, term by term"));
    const int bank = *f.doc()->lesson().table.word_index("bank");
    const float before = f.doc()->lesson().table.values()(bank, 0);
    f.doc()->undoStack()->push(
        new SetValuesCommand(f.doc(), ValueTarget::Embedding, {{bank, 0, 0.8f}}));
    f.doc()->undoStack()->push(
        new SetValuesCommand(f.doc(), ValueTarget::Embedding, {{bank, 1, 0.1f}}));
    settle();
    QTest::mouseClick(f.w.lessonPane()->resetButton(), Qt::LeftButton);
    settle();
    EXPECT_EQ(f.doc()->lesson().table.values()(bank, 0), before);
    EXPECT_TRUE(f.session()->pending());  // asked again
    EXPECT_EQ(f.doc()->undoStack()->undoText(), QStringLiteral("Reset this step"));
    f.doc()->undoStack()->undo();  // one undo brings both edits back
    settle();
    EXPECT_EQ(f.doc()->lesson().table.values()(bank, 0), 0.8f);
    EXPECT_EQ(f.doc()->lesson().table.values()(bank, 1), 0.1f);
    // Edits made on an earlier step are the lesson the student entered this step with: kept.
    f.session()->next();
    settle();
    QTest::mouseClick(f.w.lessonPane()->resetButton(), Qt::LeftButton);
    settle();
    EXPECT_EQ(f.doc()->lesson().table.values()(bank, 0), 0.8f);
}

TEST(CourseTruth, ALessonWhoseEditsAreAllUndoneIsNotChanged) {
    CourseWin f("course-1-attention");
    for (int i = 0; i < int(f.doc()->lesson().steps.size()); ++i)
        f.go(i);  // walking changes nothing
    EXPECT_FALSE(f.doc()->isModified());
    const int bank = *f.doc()->lesson().table.word_index("bank");
    f.doc()->undoStack()->push(
        new SetValuesCommand(f.doc(), ValueTarget::Embedding, {{bank, 0, 0.8f}}));
    f.w.attentionToolbar()->scaleAction()->toggle();  // the student takes the switches over
    settle();
    QTest::mouseClick(f.w.lessonPane()->resetButton(), Qt::LeftButton);
    settle();
    EXPECT_TRUE(f.doc()->isModified());
    while (f.doc()->undoStack()->canUndo()) f.doc()->undoStack()->undo();
    settle();
    EXPECT_FALSE(f.doc()->isModified());
    EXPECT_FALSE(f.w.isWindowModified());
}

TEST(CourseTruth, TheAuthorMenuChecksEveryStepOnScreenAndOnPaper) {
    {
        CourseWin f("course-1-attention");
        EXPECT_EQ(f.w.lessonPane()->answersShownEarly(), QStringList{});
        QMessageBox* box = f.w.lessonPane()->checkAnswers();
        ASSERT_TRUE(box);
        EXPECT_TRUE(box->text().startsWith(QStringLiteral("No step shows")));
        box->close();
    }
    attn::Lesson l = load_builtin_lesson(QStringLiteral("course-1-attention"));
    const int scores = titled(l, "Scores: every word against every word");
    l.steps[size_t(scores)].view.hide = {};  // the stage box offers the weights again
    CourseWin f(std::move(l));
    const QStringList found = f.w.lessonPane()->answersShownEarly();
    ASSERT_FALSE(found.isEmpty());
    EXPECT_TRUE(found.front().startsWith(QStringLiteral("Step %1: shows step").arg(scores + 1)))
        << found.front().toStdString();
}

// The Head view and the Model dock's rollout are made of the weights: kept back with them.
TEST(CourseTruth, TheHeadViewWaitsWithTheWeights) {
    CourseWin f("course-1-attention");
    // A step raises its panes (the Blend shares the Head view's dock area): raise the Head view
    // again after each, so that it is in view and refreshed (LazyRefresh).
    const auto lines = [&](const std::string& title) {
        f.go(titled(f.doc()->lesson(), title));
        if (auto* dock = f.w.findChild<QDockWidget*>(QStringLiteral("head-viewDock"))) {
            dock->show();
            dock->raise();
        }
        settle();
        return f.w.headViewPane()->view()->data();
    };
    EXPECT_TRUE(lines("Scores: every word against every word").concealed);  // weights to come
    EXPECT_TRUE(lines("Rebuild it for the money sentence").concealed);      // a pending question
    const HeadLinesData open = lines("What is still missing");
    EXPECT_FALSE(f.w.viewState()->weightsKeptBack());
    EXPECT_FALSE(open.concealed) << f.w.headViewPane()->message().toStdString();
    CourseWin p3("course-3-training");
    if (auto* dock = p3.w.findChild<QDockWidget*>(QStringLiteral("modelDock"))) {
        dock->show();
        dock->raise();
    }
    p3.w.modelPane()->showTab(p3.w.modelPane()->rollout());
    p3.go(titled(p3.doc()->lesson(), "Where does ball look?"));
    settle();
    EXPECT_FALSE(p3.w.modelPane()->rollout()->message().isEmpty());  // hidden until answered
    EXPECT_TRUE(p3.w.modelPane()->rollout()->message().startsWith(QStringLiteral("Hidden")));
}

TEST(CourseTruth, AStepThatKeepsItsLaterStagesBackOffersNone) {
    CourseWin f("course-1-attention");
    f.go(titled(f.doc()->lesson(), "Scores: every word against every word"));
    ViewState* view = f.w.viewState();
    EXPECT_EQ(view->lastStage(), ViewState::Stage::Raw);
    view->setStage(ViewState::Stage::Weights);  // refused
    settle();
    EXPECT_EQ(view->stage(), ViewState::Stage::Raw);
    auto* box = f.w.attentionPane()->findChild<QComboBox*>(QStringLiteral("stage"));
    ASSERT_NE(box, nullptr);
    const int weights = box->findData(int(ViewState::Stage::Weights));
    auto* items = qobject_cast<QStandardItemModel*>(box->model());
    ASSERT_NE(items, nullptr);
    EXPECT_FALSE(items->item(weights)->isEnabled());
    EXPECT_TRUE(items->item(box->findData(int(ViewState::Stage::Raw)))->isEnabled());
    // The next step (the weights) offers every stage again.
    f.session()->next();
    settle();
    EXPECT_TRUE(items->item(weights)->isEnabled());
    EXPECT_EQ(view->lastStage(), ViewState::Stage::Weights);
}

TEST(CourseTruth, AMissingHeadReadsAsASentenceAndTheAuthorGetsTheTemplate) {
    attn::Lesson l = load_builtin_lesson(QStringLiteral("course-2-heads"));
    l.steps[0].text = "Head 2: {{headweight 0 2 ball matzah %}}.";
    l.steps[0].translations["de"].text = "Kopf 9: {{headweight 0 9 ball matzah %}}.";
    l.steps[0].view.heads = 1;
    CourseWin f(std::move(l));
    f.go(0);
    const QString shown = f.w.lessonPane()->shownText();
    EXPECT_TRUE(shown.contains(
        QStringLiteral("this step speaks of head 2, but the attention has one head")))
        << shown.toStdString();
    EXPECT_FALSE(shown.contains(QStringLiteral("headweight")));
    // The student's note is about the text they read, in words; the author's has the rest.
    const QStringList problems = f.session()->problems();
    ASSERT_EQ(problems.size(), 1);
    EXPECT_FALSE(problems.front().contains(QStringLiteral("{{")));
    EXPECT_FALSE(problems.front().contains(QStringLiteral("translations")));
    const QStringList author = f.session()->authorProblems();
    ASSERT_EQ(author.size(), 2);
    EXPECT_TRUE(author.back().contains(QStringLiteral("translations.de")));
    EXPECT_TRUE(author.back().contains(QStringLiteral("{{headweight 0 9 ball matzah %}}")));
}

}  // namespace
}  // namespace attn::app
