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

#include "files/builtin_lessons.hpp"
#include "i18n/language.hpp"
#include "lesson/lesson_session.hpp"
#include "main_window.hpp"

namespace attn::ui {
namespace {

struct PseudoLanguage {
    PseudoLanguage() { apply_language(QStringLiteral("qps")); }
    ~PseudoLanguage() { apply_language(QStringLiteral("en")); }
};

bool really_visible(const QWidget* w) {
    if (!w->isVisible() || w->width() <= 0 || w->height() <= 0) return false;
    // In a dock that is tabbed behind another (visible, but not on screen).
    return !w->visibleRegion().isEmpty();
}

// Widgets whose text does not fit: a label without word wrap narrower than
// its text, a button narrower than its size hint.
QStringList clipped(const QWidget& root) {
    QStringList out;
    for (const QLabel* l : root.findChildren<QLabel*>()) {
        if (!really_visible(l) || l->wordWrap() || l->text().isEmpty() ||
            l->textFormat() == Qt::RichText)
            continue;
        if (l->text().contains(QLatin1Char('<'))) continue;  // rich text laid out by QTextDocument
        const int need =
            l->fontMetrics().horizontalAdvance(l->text().section(QLatin1Char('\n'), 0, 0)) +
            2 * l->margin() + 2 * l->frameWidth();
        if (l->contentsRect().width() + 2 * l->frameWidth() + 1 < need)
            out << QStringLiteral("label %1 (%2 px for %3)")
                       .arg(l->text().left(60))
                       .arg(l->width())
                       .arg(need);
    }
    // A pane that scrolls sideways hides the end of its lines until it is scrolled.
    for (const QScrollArea* a : root.findChildren<QScrollArea*>()) {
        if (!really_visible(a) || a->horizontalScrollBar()->maximum() <= 0) continue;
        const auto* dock = qobject_cast<const QDockWidget*>(a->parentWidget());
        out << QStringLiteral("pane %1 scrolls sideways by %2 px")
                   .arg(dock ? dock->windowTitle() : a->accessibleName())
                   .arg(a->horizontalScrollBar()->maximum());
    }
    for (const QAbstractButton* b : root.findChildren<QAbstractButton*>()) {
        if (!really_visible(b) || b->text().isEmpty()) continue;
        if (b->width() + 1 < b->sizeHint().width() && b->width() < b->minimumSizeHint().width())
            out << QStringLiteral("button %1 (%2 px for %3)")
                       .arg(b->text().left(60))
                       .arg(b->width())
                       .arg(b->sizeHint().width());
    }
    return out;
}

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
