// Benchmark row for the 'ui' suite while a training run is going:
//   {"bench": "ui_training_latency", "ms_p99": p99, "ms_median": …, "samples": k, "steps": s}
// The window (1366 × 768, offscreen, Training dock raised) trains the default
// settings (but 6000 steps) on the bubbe corpus on its worker thread, the
// chart, heads and next-word views refreshing at 20 Hz; meanwhile a 10 ms timer
// on the GUI thread measures how late each tick fires. The event-loop delay
// of a tick is its lateness; ms_p99 is the 99th percentile over the run.
// Target: < 50 ms.
#include <QApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTimer>
#include <algorithm>
#include <cmath>

#include "bench.hpp"
#include "cli_common.hpp"
#include "files/builtin_lessons.hpp"
#include "main_window.hpp"
#include "training/settings_form.hpp"
#include "training/training_pane.hpp"
#include "training/training_session.hpp"

namespace attn::app {

void bench_ui_training(const BenchOptions& o) {
    MainWindow w(attn::ui::load_builtin_lesson(QStringLiteral("module1")));
    w.resize(1366, 768);
    w.show();
    w.showTraining(false);
    QApplication::processEvents();
    attn::ui::TrainingPane* pane = w.trainingPane();
    auto settings = pane->form()->settings();
    // Long enough to train through the whole measurement (up to ~600 steps/s here),
    // with a snapshot every 75 steps, so the views refresh as in a normal run.
    settings.steps = 6000;
    pane->form()->setSettings(settings);
    pane->start();

    constexpr int kTickMs = 10;
    const int measureMs = o.quick ? 2000 : 6000;
    std::vector<double> late;
    QElapsedTimer clock, total;
    QTimer tick;
    tick.setTimerType(Qt::PreciseTimer);
    tick.setInterval(kTickMs);
    QEventLoop loop;
    QObject::connect(&tick, &QTimer::timeout, &loop, [&] {
        late.push_back(std::max(0.0, double(clock.nsecsElapsed()) / 1e6 - kTickMs));
        clock.restart();
        if (total.elapsed() >= measureMs) loop.quit();
    });
    // Let the run begin (first snapshots, first chart update) before measuring.
    QTimer::singleShot(300, &loop, [&] {
        total.start();
        clock.start();
        tick.start();
    });
    loop.exec();
    tick.stop();
    const int steps = pane->session()->lastProgress().step;
    pane->pause();
    std::sort(late.begin(), late.end());
    auto pct = [&](double q) {
        if (late.empty()) return 0.0;
        return std::round(late[std::min(late.size() - 1, std::size_t(q * double(late.size())))] *
                          1000.0) /
               1000.0;
    };
    QJsonObject row{{QStringLiteral("bench"), QStringLiteral("ui_training_latency")},
                    {QStringLiteral("ms_p99"), pct(0.99)},
                    {QStringLiteral("ms_median"), pct(0.5)},
                    {QStringLiteral("ms_max"), pct(1.0)},
                    {QStringLiteral("samples"), int(late.size())},
                    {QStringLiteral("steps"), steps}};
    print_out(QString::fromUtf8(QJsonDocument(row).toJson(QJsonDocument::Compact)) +
              QLatin1Char('\n'));
}

}  // namespace attn::app
