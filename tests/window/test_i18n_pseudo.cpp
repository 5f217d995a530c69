// The window in the pseudo-locale (every string ~40% longer, accented, in
// brackets): no label or button shows less than its whole text at the laptop
// size, and the menus carry pseudo text (so every menu entry is marked for
// translation).
#include <gtest/gtest.h>

#include <QAbstractButton>
#include <QApplication>
#include <QDockWidget>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QScrollArea>
#include <QScrollBar>
#include <QTest>
#include <algorithm>
#include <functional>

#include "clipping.hpp"
#include "files/builtin_lessons.hpp"
#include "i18n/language.hpp"
#include "lesson/lesson_session.hpp"
#include "main_window.hpp"

using attn::ui::load_builtin_lesson;  // (not through another file's using in a unity batch)

namespace attn::ui {
namespace {

struct PseudoLanguage {
    PseudoLanguage() { apply_language(QStringLiteral("qps")); }
    ~PseudoLanguage() { apply_language(QStringLiteral("en")); }
};

using test::clipped;

TEST(I18nPseudo, MenusCarryMarkedText) {
    PseudoLanguage pseudo;
    app::MainWindow w(load_builtin_lesson(QStringLiteral("module1")));
    QStringList plain;
    std::function<void(QMenu*)> walk = [&](QMenu* m) {
        for (QAction* a : m->actions()) {
            if (a->isSeparator() || a->text().isEmpty()) continue;
            if (a->menu()) walk(a->menu());
            if (!a->text().startsWith(QLatin1Char('[')) && !a->text().contains(QChar(0x00B7)))
                plain << m->title() + QStringLiteral(" ▸ ") + a->text();
        }
    };
    for (QAction* top : w.menuBar()->actions()) {
        EXPECT_TRUE(top->text().startsWith(QLatin1Char('['))) << top->text().toStdString();
        if (top->menu()) walk(top->menu());
    }
    // What stays plain is data: the built-in lessons' own titles, each language's own name, recent
    // files.
    QStringList data = w.recentFiles();
    for (const QString& name : builtin_lesson_names()) data << builtin_lesson_title(name);
    for (const LanguageInfo& l : shipped_languages()) data << l.nativeName;
    QStringList unexpected;
    for (const QString& p : plain)
        if (std::none_of(data.begin(), data.end(),
                         [&p](const QString& d) { return p.endsWith(d); }))
            unexpected << p;
    EXPECT_TRUE(unexpected.isEmpty()) << "menu entries not marked for translation:\n  "
                                      << unexpected.join(QStringLiteral("\n  ")).toStdString();
}

// At the laptop size and the common 1366 × 768, on Module 1 and on the course's
// first choice question (its answers, Show the answer, the Author button).
TEST(I18nPseudo, NoClippedTextAtLaptopSizes) {
    PseudoLanguage pseudo;
    for (const QSize size : {QSize(1920, 1040), QSize(1366, 740)}) {
        for (const char* lesson : {"module1", "course-1-attention"}) {
            app::MainWindow w(load_builtin_lesson(QString::fromLatin1(lesson)));
            w.resize(size);
            w.show();
            ASSERT_TRUE(QTest::qWaitForWindowExposed(&w));
            if (w.lessonSession()->count() > 2)
                w.lessonSession()->go(2);  // Attempt 1 asks a choice
            QTest::qWait(50);
            const QStringList bad = clipped(w);
            EXPECT_TRUE(bad.isEmpty())
                << lesson << " at " << size.width() << "×" << size.height() << ": " << bad.size()
                << " clipped:\n  " << bad.join(QStringLiteral("\n  ")).toStdString();
        }
    }
}

}  // namespace
}  // namespace attn::ui
