// attention-lab: opens the lab window (optionally on a lesson FILE), or runs a
// subcommand headless on Qt's offscreen platform. Exit codes: 0 ok, 2 bad
// input, 1 internal failure.
#include <QApplication>
#include <QCoreApplication>
#include <QFileInfo>
#include <QIcon>
#include <QRegularExpression>
#include <QSettings>
#include <QStatusBar>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <memory>
#include <optional>

#include "accessibility/install_accessibility.hpp"
#include "attnlab/lesson/lesson_io.hpp"
#include "attnlab/lesson/model_reference.hpp"
#include "attnlab_version.hpp"
#include "cli_common.hpp"
#include "commands.hpp"
#include "files/autosave.hpp"
#include "files/builtin_lessons.hpp"
#include "hub/model_store.hpp"
#include "i18n/language.hpp"
#include "main_window.hpp"

namespace {

using namespace attn::app;

void print_usage() {
    QString text = QStringLiteral(
        "attention-lab " ATTNLAB_VERSION
        " - a desktop laboratory for self-attention\n\n"
        "Usage: attention-lab [LESSON_FILE | --builtin NAME] [--step N] [--present] [--lang CODE]\n"
        "                                            open the lab window (at step N; --present: "
        "the\n"
        "                                            presentation full screen at that step; "
        "--lang: the\n"
        "                                            interface language, en de es fr he, for this "
        "start;\n"
        "                                            --builtin: a built-in lesson, e.g. "
        "course-1-attention)\n"
        "       attention-lab COMMAND [OPTIONS]      run headless (COMMAND --help for its "
        "options)\n"
        "       attention-lab --version | -v         print the version and exit\n"
        "       attention-lab --help | -h            print this help and exit\n\n"
        "The language follows View > Language, else the system's (LANGUAGE, LC_ALL, LANG);\n"
        "ATTNLAB_LANG=CODE overrides both, for the window and the commands' figures and "
        "handouts.\n\n"
        "Commands:\n");
    for (const auto& c : commands())
        text += QStringLiteral("  %1 %2\n")
                    .arg(QString::fromLatin1(c.name).leftJustified(10), QLatin1String(c.summary));
    print_out(text);
}

bool has_display() {
    const char* platform = std::getenv("QT_QPA_PLATFORM");
    if (platform && *platform) return true;  // the user chose a platform (offscreen, vnc, …)
    const char* x = std::getenv("DISPLAY");
    const char* w = std::getenv("WAYLAND_DISPLAY");
    return (x && *x) || (w && *w);
}

// Qt's notices that say nothing about a command's work are kept off its stderr, which holds
// only the command's own words: "QStandardPaths: XDG_RUNTIME_DIR not set, defaulting to …"
// (the offscreen platform asks for the runtime folder a command never uses).
QtMessageHandler qt_handler = nullptr;
void command_messages(QtMsgType type, const QMessageLogContext& where, const QString& text) {
    if (type == QtWarningMsg &&
        text.startsWith(QLatin1String("QStandardPaths: XDG_RUNTIME_DIR not set")))
        return;
    if (qt_handler)
        qt_handler(type, where, text);
    else
        std::fprintf(stderr, "%s\n", qPrintable(qFormatLogMessage(type, where, text)));
}

int run_command(const Command& cmd, int argc, char** argv) {
    if (!std::getenv("QT_QPA_PLATFORM")) setenv("QT_QPA_PLATFORM", "offscreen", 1);
    qt_handler = qInstallMessageHandler(command_messages);
    // The subcommand's options are its own: Qt sees only the program name, so
    // it cannot take --style, -platform, -reverse … for itself.
    QStringList args;
    for (int i = 2; i < argc; ++i) args << QString::fromLocal8Bit(argv[i]);
    int qt_argc = 1;
    std::unique_ptr<QCoreApplication> app;
    if (cmd.needs_widgets)
        app = std::make_unique<QApplication>(qt_argc, argv);
    else
        app = std::make_unique<QCoreApplication>(qt_argc, argv);
    // Figures and handouts speak the system's language (or ATTNLAB_LANG's); data files stay
    // locale-free.
    attn::ui::apply_language(attn::ui::startup_language(qEnvironmentVariable("ATTNLAB_LANG")));
    // The window's names, so that a command finds the window's settings and data (downloaded
    // models).
    QCoreApplication::setApplicationName(QStringLiteral("Attention Lab"));
    QCoreApplication::setOrganizationName(QStringLiteral("Attention Lab"));
    try {
        check_arguments_utf8(argc, argv, 2);
        const int code = cmd.run(args);
        // What went to stdout must have arrived: a full disk or a closed pipe left a cut JSON
        // behind an exit 0.
        errno = 0;
        if (std::fflush(stdout) != 0 || std::ferror(stdout) || stdout_write_error()) {
            const int error = stdout_write_error() ? stdout_write_error() : errno;
            throw BadInput{QStringLiteral("cannot write to standard output: %1")
                               .arg(error ? QString::fromLocal8Bit(std::strerror(error))
                                          : QStringLiteral("write error"))};
        }
        return code;
    } catch (const BadInput& e) {
        print_err(QStringLiteral("attention-lab %1: %2").arg(QLatin1String(cmd.name), e.message));
        return kExitBadInput;
    } catch (const std::exception& e) {
        print_err(QStringLiteral("attention-lab %1: internal error: %2")
                      .arg(QLatin1String(cmd.name), QString::fromUtf8(e.what())));
        return kExitFailure;
    }
}

// The application's names and icon (the installed theme icon, else the PNGs compiled in).
void set_up_application() {
    attn::ui::install_accessibility();  // screen readers see the painted views (maps, plot, head
                                        // grids)
    QApplication::setApplicationName(QStringLiteral("Attention Lab"));
    QApplication::setOrganizationName(QStringLiteral("Attention Lab"));
    QApplication::setApplicationVersion(QStringLiteral(ATTNLAB_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("org.attentionlab.AttentionLab"));
    QIcon icon;
    for (int size : {16, 32, 48, 64, 128, 256})
        icon.addFile(QStringLiteral(":/icons/hicolor/%1x%1/apps/org.attentionlab.AttentionLab.png")
                         .arg(size));
    QApplication::setWindowIcon(
        QIcon::fromTheme(QStringLiteral("org.attentionlab.AttentionLab"), icon));
}

// The window's own options, taken out of `args` (what is left: the program and a file).
struct WindowOptions {
    int step = 0;          // --step N: open the lesson at its N-th guided step (from 1); 0: none
    QString builtin;       // --builtin NAME: a built-in lesson (a restart in another language)
    QString language;      // --lang CODE, else ATTNLAB_LANG: the interface language of this start
    bool present = false;  // --present: the presentation full screen at once
};

// Takes "--NAME VALUE" out of `args` into *value (unset when absent); false, said on stderr,
// when it is given twice (the second was read as a file name) or without a value.
bool take_option(QStringList& args, const QString& name, std::optional<QString>* value) {
    const QString flag = QStringLiteral("--") + name;
    const int at = int(args.indexOf(flag));
    if (at <= 0) return true;
    if (const qsizetype times = args.count(flag); times > 1) {
        print_err(QStringLiteral("attention-lab: %1 was given %2 times; it takes one value")
                      .arg(flag)
                      .arg(times));
        return false;
    }
    if (at + 1 >= args.size()) {
        print_err(QStringLiteral("attention-lab: %1 needs a value").arg(flag));
        return false;
    }
    *value = args[at + 1];
    args.remove(at, 2);
    return true;
}

// Reads them, or says on stderr what is wrong and returns nothing (exit 2). What is left must be
// the program and at most one file: a stray option or a second file is said, not opened.
std::optional<WindowOptions> take_window_options(QStringList& args) {
    WindowOptions o;
    std::optional<QString> step, builtin, language;
    for (const auto& [name, value] :
         {std::pair{"step", &step}, std::pair{"builtin", &builtin}, std::pair{"lang", &language}})
        if (!take_option(args, QString::fromLatin1(name), value)) return std::nullopt;
    if (step) {
        bool ok = false;
        o.step = step->toInt(&ok);
        if (!ok || o.step < 1) {
            print_err(QStringLiteral("attention-lab: --step needs a step number from 1"));
            return std::nullopt;
        }
    }
    if (builtin) {
        o.builtin = *builtin;
        if (!attn::ui::builtin_lesson_names().contains(o.builtin)) {
            print_err(QStringLiteral("attention-lab: --builtin needs one of: %1")
                          .arg(attn::ui::builtin_lesson_names().join(QStringLiteral(", "))));
            return std::nullopt;
        }
    }
    o.language = language ? *language : qEnvironmentVariable("ATTNLAB_LANG");
    if (language && !attn::ui::is_shipped_language(o.language)) {
        QStringList codes;
        for (const auto& l : attn::ui::shipped_languages()) codes << l.code;
        print_err(QStringLiteral("attention-lab: --lang needs one of: %1")
                      .arg(codes.join(QStringLiteral(", "))));
        return std::nullopt;
    }
    o.present = args.removeAll(QStringLiteral("--present")) > 0;
    for (int i = 1; i < args.size(); ++i)
        if (args[i].startsWith(QStringLiteral("--"))) {
            print_err(QStringLiteral("attention-lab: unknown option '%1' (the window takes --step "
                                     "N, --builtin NAME, --lang CODE, --present and one file)")
                          .arg(args[i]));
            return std::nullopt;
        }
    if (args.size() > 2) {
        print_err(QStringLiteral("attention-lab: one lesson or model at a time ('%1' and '%2' "
                                 "given)")
                      .arg(args[1], args[2]));
        return std::nullopt;
    }
    if (builtin && args.size() > 1) {
        print_err(QStringLiteral("attention-lab: --builtin and a file '%1' both given: give one")
                      .arg(args[1]));
        return std::nullopt;
    }
    return o;
}

// What the window starts on: a lesson file, a real model (opened as File ▸ Open Model… does,
// on Module 1's sentences), or a built-in lesson. Throws what the reader throws.
struct StartLesson {
    attn::Lesson lesson;
    QString path, modelPath;
};
StartLesson start_lesson(const QStringList& args, const QString& builtin) {
    StartLesson s;
    const QString first =
        args.size() > 1 ? attn::ui::model_store::resolve_model_argument(args[1]) : QString();
    if (const QStringList several = args.size() > 1 ? attn::ui::model_store::ambiguous_name(
                                                          attn::ui::model_store::root(), args[1])
                                                    : QStringList();
        !several.isEmpty())
        throw std::runtime_error(
            QStringLiteral("%1 names several downloaded models (%2): give the owner too")
                .arg(args[1], several.join(QStringLiteral(", ")))
                .toStdString());
    if (args.size() > 1 && attn::ui::model_store::names_missing_download(args[1]))
        throw std::runtime_error(
            QStringLiteral("%1: no such file, and no model of that name is downloaded (File ▸ "
                           "Get a Model…, or 'attention-lab download %1')")
                .arg(args[1])
                .toStdString());
    if (args.size() > 1 && attn::is_real_model_path(first.toStdString())) {
        s.modelPath = first;
        s.lesson = attn::ui::load_builtin_lesson(QStringLiteral("module1"));
    } else if (args.size() > 1) {
        s.path = args[1];
        s.lesson = attn::read_lesson_file(s.path.toStdString());
    } else {
        s.lesson =
            attn::ui::load_builtin_lesson(builtin.isEmpty() ? QStringLiteral("module1") : builtin);
    }
    return s;
}

// `arg` as a shell reads it back: as it is when it holds only safe characters, else in single
// quotes ("'my lesson.json'").
std::string shell_quoted(const std::string& arg) {
    const bool safe = !arg.empty() && arg.find_first_not_of(
                                          "abcdefghijklmnopqrstuvwxyz"
                                          "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
                                          "0123456789_./:=@%+,-") == std::string::npos;
    if (safe) return arg;
    std::string out = "'";
    for (const char c : arg) {
        if (c == '\'')
            out.append("'\\''");
        else
            out.push_back(c);
    }
    out.push_back('\'');
    return out;
}

int run_window(int argc, char** argv) {
    if (!has_display()) {
        // A bad option is said first, as with a display (exit 2: it said only "no display").
        QStringList args;
        for (int i = 0; i < argc; ++i) args << QString::fromLocal8Bit(argv[i]);
        if (!take_window_options(args)) return kExitBadInput;
        // The same command in a virtual display, every argument kept (it kept the first only).
        std::string command;
        for (int i = 0; i < argc; ++i) {
            if (i > 0) command += ' ';
            command += shell_quoted(argv[i]);
        }
        std::fprintf(
            stderr,
            "attention-lab: no display found (neither DISPLAY nor WAYLAND_DISPLAY is set).\n"
            "Start the window in a virtual display with:\n"
            "    xvfb-run -a %s\n"
            "or run a headless command such as '%s explain'.\n",
            command.c_str(), argv[0]);
        return kExitFailure;
    }
    QApplication app(argc, argv);
    set_up_application();
    QStringList args = QApplication::arguments();
    const std::optional<WindowOptions> options = take_window_options(args);
    if (!options) return kExitBadInput;
    attn::ui::apply_language(attn::ui::startup_language(options->language));
    StartLesson start;
    try {
        start = start_lesson(args, options->builtin);
    } catch (const std::exception& e) {
        print_err(QStringLiteral("attention-lab: %1").arg(QString::fromUtf8(e.what())));
        return kExitBadInput;
    }
    const QString path = start.path, modelPath = start.modelPath;
    MainWindow window(std::move(start.lesson), path);
    window.restoreSettings();
    if (!path.isEmpty()) window.openFile(path, true);  // also records it under Open Recent
    if (!modelPath.isEmpty() && !window.openModel(modelPath, 0, true)) {
        print_err(QStringLiteral("attention-lab: %1").arg(window.statusBar()->currentMessage()));
        return kExitBadInput;
    }
    window.show();
    if (options->step > 0) window.goToStep(options->step - 1);
    if (options->present) window.present();
    // The first start offers the built-in course (the Lesson pane's "Start the course").
    if (path.isEmpty() && modelPath.isEmpty() && options->builtin.isEmpty()) {
        QSettings settings;
        if (!settings.value(QStringLiteral("lesson/courseOffered")).toBool()) window.offerCourse();
        settings.setValue(QStringLiteral("lesson/courseOffered"), true);
    }
    // Recovery copies: written every minute while the lesson is modified,
    // removed on a clean save or close; one left behind means a crash.
    attn::ui::Autosave autosave(window.document());
    QObject::connect(&autosave, &attn::ui::Autosave::failed, &window,
                     [&window](const QString& msg) { window.statusBar()->showMessage(msg, 8000); });
    autosave.offerRestore([&window](const attn::ui::Autosave::Recovery& r) {
        return attn::ui::ask_restore(&window, r);
    });
    // ATTNLAB_TRAINING=show raises the Training dock, =start also starts a run
    // (used for screenshots and demos).
    const QByteArray training = qgetenv("ATTNLAB_TRAINING");
    if (!training.isEmpty()) window.showTraining(training == "start");
    return app.exec();
}

}  // namespace

int main(int argc, char** argv) {
    if (argc > 1) {
        const QString first = QString::fromLocal8Bit(argv[1]);
        if (first == QLatin1String("--help") || first == QLatin1String("-h") ||
            first == QLatin1String("help")) {
            print_usage();
            return kExitOk;
        }
        if (first == QLatin1String("--version") || first == QLatin1String("-v")) {
            print_out(QStringLiteral("attention-lab " ATTNLAB_VERSION "\n"));
            return kExitOk;
        }
        if (const Command* cmd = find_command(first)) return run_command(*cmd, argc, argv);
        const bool windowOption =
            first == QLatin1String("--lang") || first == QLatin1String("--step") ||
            first == QLatin1String("--present") ||
            first == QLatin1String("--builtin");  // the window's own, before or after a file
        if (first.startsWith(QLatin1Char('-')) && !windowOption) {
            print_err(
                QStringLiteral("attention-lab: unknown option '%1' (see attention-lab --help)")
                    .arg(first));
            return kExitBadInput;
        }
        // A bare word that names no file is a mistyped command, not a lesson ("trce" was met
        // with how to start a display).
        static const QRegularExpression word(QStringLiteral("^[a-z][a-z-]*$"));
        if (!windowOption && word.match(first).hasMatch() && !QFileInfo::exists(first)) {
            QStringList names;
            for (const auto& c : commands()) names << QString::fromLatin1(c.name);
            print_err(QStringLiteral("attention-lab: unknown command '%1' (commands: %2; a lesson "
                                     "file is a path, such as lesson.attnlab.json)")
                          .arg(first, names.join(QStringLiteral(", "))));
            return kExitBadInput;
        }
    }
    return run_window(argc, argv);
}
