// The monkey test: seeded random user actions through the window's widgets
// (monkey_driver.hpp), checking after each one that every view agrees with the
// Document. ctest runs a short run over several seeds; a long run is on
// request:
//   ATTNLAB_MONKEY_SEEDS=1-20 ATTNLAB_MONKEY_ACTIONS=5000 build/release/tests/ui_tests
//   --gtest_filter='Monkey.*'
// A failing seed prints its numbered action list (also when the process
// aborts), which replays with the same seed.
#include <gtest/gtest.h>

#include <QApplication>

#include "attnlab/checkpoints/model_files.hpp"
#include "attnlab/lesson/real_model_lesson.hpp"
#include "files/builtin_lessons.hpp"
#include "main_window.hpp"
#include "monkey_driver.hpp"
#include "training/training_pane.hpp"

namespace attn::test {
namespace {

int env_int(const char* name, int fallback) {
    bool ok = false;
    const int v = qEnvironmentVariableIntValue(name, &ok);
    return ok && v > 0 ? v : fallback;
}

// "1-4" or "7": the seeds to run.
std::pair<int, int> seed_range() {
    const QString s = qEnvironmentVariable("ATTNLAB_MONKEY_SEEDS", QStringLiteral("1-4"));
    const QStringList parts = s.split(QLatin1Char('-'));
    const int lo = parts.value(0).toInt();
    const int hi = parts.size() > 1 ? parts[1].toInt() : lo;
    return {std::max(1, lo), std::max(std::max(1, lo), hi)};
}

TEST(Monkey, RandomUserActionsKeepEveryViewConsistent) {
    const int actions = env_int("ATTNLAB_MONKEY_ACTIONS", 400);
    const auto [lo, hi] = seed_range();
    for (int seed = lo; seed <= hi; ++seed) {
        attn::app::MainWindow w(attn::ui::load_builtin_lesson(QStringLiteral("module1")));
        w.resize(1366, 768);
        w.show();
        QApplication::setActiveWindow(&w);
        MonkeyDriver m(w, std::uint64_t(seed));
        ASSERT_TRUE(m.check()) << m.report().toStdString();
        for (int i = 0; i < actions; ++i) {
            bool ok = false;
            try {
                ok = m.step();
            } catch (const std::exception& e) {  // thrown out of a slot: the window would abort
                FAIL() << "exception: " << e.what() << "\n" << m.report().toStdString();
            }
            ASSERT_TRUE(ok) << m.report().toStdString();
        }
        w.trainingPane()->reset();  // no run outlives its window
        std::printf("monkey seed %d: %d actions, no failure\n", seed, actions);
    }
}

// The same on a course part: step buttons, Edit steps, undo and redo between steps.
TEST(Monkey, RandomUserActionsOnACoursePart) {
    const int actions = env_int("ATTNLAB_MONKEY_ACTIONS", 400) / 2;
    const auto [lo, hi] = seed_range();
    for (int seed = lo; seed <= std::min(hi, lo + 1); ++seed) {
        attn::app::MainWindow w(
            attn::ui::load_builtin_lesson(QStringLiteral("course-1-attention")));
        w.resize(1366, 768);
        w.show();
        QApplication::setActiveWindow(&w);
        QApplication::processEvents();
        MonkeyDriver m(w, std::uint64_t(seed) + 1000);
        ASSERT_TRUE(m.check()) << m.report().toStdString();
        for (int i = 0; i < actions; ++i) {
            bool ok = false;
            try {
                ok = m.step();
            } catch (const std::exception& e) {
                FAIL() << "exception: " << e.what() << "\n" << m.report().toStdString();
            }
            ASSERT_TRUE(ok) << m.report().toStdString();
        }
        w.trainingPane()->reset();
        std::printf("monkey course seed %d: %d actions, no failure\n", seed, actions);
    }
}

// The same on a lesson about a real model (the GPT-2 fixture) with a long
// sentence: typing, removing and switching sentences while passes run on the
// worker; the views agree with the Document once each pass has landed.
TEST(Monkey, RandomUserActionsOnARealModelLesson) {
    const int actions = env_int("ATTNLAB_MONKEY_ACTIONS", 400) / 2;
    const auto [lo, hi] = seed_range();
    const std::string gpt2 = std::string(ATTNLAB_SOURCE_DIR) + "/tests/data/gpt/gpt2-window";
    const attn::OpenedModel model = attn::open_model(gpt2);
    const std::string long_sentence =
        "The river bank was muddy after the rain, and the money bank in town was closed for the "
        "holiday again";
    const attn::Lesson lesson = attn::lesson_for_real_model(
        model, attn::ModelReference{gpt2, 0}, {long_sentence, "The river bank"}, "monkey", "");
    for (int seed = lo; seed <= std::min(hi, lo + 1); ++seed) {
        attn::app::MainWindow w(lesson);
        w.resize(1366, 768);
        w.show();
        QApplication::setActiveWindow(&w);
        ASSERT_TRUE(w.document()->waitForRealModel(60000));
        QApplication::processEvents();
        MonkeyDriver m(w, std::uint64_t(seed) + 2000);
        ASSERT_TRUE(m.check()) << m.report().toStdString();
        for (int i = 0; i < actions; ++i) {
            bool ok = false;
            try {
                ok = m.step();
                if (ok && i % 10 == 9) {  // now and then, once the passes have landed
                    ok = w.document()->waitForRealModel(60000) && m.check();
                }
            } catch (const std::exception& e) {
                FAIL() << "exception: " << e.what() << "\n" << m.report().toStdString();
            }
            ASSERT_TRUE(ok) << m.report().toStdString();
        }
        w.trainingPane()->reset();
        std::printf("monkey real-model seed %d: %d actions, no failure\n", seed, actions);
    }
}

}  // namespace
}  // namespace attn::test
