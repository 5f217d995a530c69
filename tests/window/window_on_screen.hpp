// Helpers for tests that put the main window on a screen of a given size.
//
// The offscreen platform's screen is 800 × 600 unless a configuration file
// says otherwise, and the test binary's main() fixes the platform before any
// test runs. So run_on_screen() starts this binary again with
// `-platform offscreen:configfile=…` naming one screen of the size asked for,
// an empty settings folder, and a filter for the tests to run there; those
// tests find the size in ATTNLAB_TEST_SCREEN (screen_under_test) and skip
// themselves in a normal run.
#pragma once

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QProcessEnvironment>
#include <QRect>
#include <QSize>
#include <QString>
#include <QTemporaryDir>
#include <QWidget>
#include <optional>

namespace attn::ui::test {
namespace detail {

inline constexpr char kScreenVar[] = "ATTNLAB_TEST_SCREEN";
inline constexpr int kChildMs = 300'000;  // a bound on a hung child, not a timing check

}  // namespace detail

// The screen size this process was started for, or nullopt in a normal run.
inline std::optional<QSize> screen_under_test() {
    const QString v = qEnvironmentVariable(detail::kScreenVar);
    const QStringList wh = v.split(QLatin1Char('x'));
    if (wh.size() != 2) return std::nullopt;
    const QSize s(wh[0].toInt(), wh[1].toInt());
    return s.isValid() && !s.isEmpty() ? std::optional<QSize>(s) : std::nullopt;
}

struct ChildRun {
    int exitCode = -1;
    QString output;  // stdout and stderr together
};

// Runs the tests matching `filter` in a child of this binary whose only screen is `size`.
inline ChildRun run_on_screen(QSize size, const QString& filter) {
    QTemporaryDir dir;
    if (!dir.isValid()) return {-1, QStringLiteral("no temporary folder")};
    QJsonObject screen{{QStringLiteral("name"), QStringLiteral("TestScreen")},
                       {QStringLiteral("x"), 0},
                       {QStringLiteral("y"), 0},
                       {QStringLiteral("width"), size.width()},
                       {QStringLiteral("height"), size.height()},
                       {QStringLiteral("logicalDpi"), 96},
                       {QStringLiteral("logicalBaseDpi"), 96},
                       {QStringLiteral("dpr"), 1}};
    const QJsonObject config{{QStringLiteral("screens"), QJsonArray{screen}},
                             {QStringLiteral("windowFrameMargins"), true}};
    const QString path = dir.filePath(QStringLiteral("screen.json"));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly)) return {-1, QStringLiteral("cannot write ") + path};
    f.write(QJsonDocument(config).toJson());
    f.close();

    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QLatin1String(detail::kScreenVar),
               QStringLiteral("%1x%2").arg(size.width()).arg(size.height()));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"),
               dir.filePath(QStringLiteral("config")));  // a first start
    p.setProcessEnvironment(env);
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(QCoreApplication::applicationFilePath(),
            {QStringLiteral("-platform"), QStringLiteral("offscreen:configfile=") + path,
             QStringLiteral("--gtest_filter=") + filter});
    if (!p.waitForFinished(detail::kChildMs)) {
        p.kill();
        p.waitForFinished();
        return {-1, QStringLiteral("the child did not finish:\n") +
                        QString::fromLocal8Bit(p.readAll())};
    }
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
            QString::fromLocal8Bit(p.readAll())};
}

// The part of `w` that shows, in `window` coordinates: its rectangle cut by
// every ancestor's (a scroll area's viewport, a dock, the window). Empty when
// it or an ancestor is hidden.
inline QRect shown_rect(const QWidget* w, const QWidget* window) {
    if (!w || !w->isVisible()) return {};
    QRect r(w->mapTo(window, QPoint(0, 0)), w->size());
    for (const QWidget* a = w->parentWidget(); a && a != window; a = a->parentWidget())
        r &= QRect(a->mapTo(window, QPoint(0, 0)), a->size());
    return r & window->rect();
}

}  // namespace attn::ui::test
