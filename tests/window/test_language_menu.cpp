// View ▸ Language: System Default and each shipped language by its own name,
// one checked; choosing one saves it for the next start and offers to restart
// (Later keeps this window as it is, in its language).
#include <gtest/gtest.h>

#include <QAction>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>

#include "files/builtin_lessons.hpp"
#include "i18n/language.hpp"
#include "main_window.hpp"
#include "message_box_catcher.hpp"

namespace attn::app {
namespace {

QMenu* language_menu(MainWindow& w) {
    for (QAction* top : w.menuBar()->actions())
        if (top->menu())
            for (QAction* a : top->menu()->actions())
                if (a->menu() && a->text().remove(QLatin1Char('&')) == QStringLiteral("Language"))
                    return a->menu();
    return nullptr;
}

struct SavedLanguage {  // the test's choice never outlives it
    SavedLanguage() : before(QSettings().value(QLatin1String(ui::kLanguageSetting))) {}
    ~SavedLanguage() {
        if (before.isValid())
            QSettings().setValue(QLatin1String(ui::kLanguageSetting), before);
        else
            QSettings().remove(QLatin1String(ui::kLanguageSetting));
    }
    QVariant before;
};

TEST(LanguageMenu, OffersEveryShippedLanguageByItsOwnNameAndSavesTheChoice) {
    SavedLanguage keep;
    QSettings().remove(QLatin1String(ui::kLanguageSetting));
    MainWindow w(ui::load_builtin_lesson(QStringLiteral("module1")));
    QMenu* menu = language_menu(w);
    ASSERT_NE(menu, nullptr) << "View ▸ Language";
    QStringList names;
    QAction* german = nullptr;
    int checked = 0;
    for (QAction* a : menu->actions()) {
        if (a->isSeparator()) continue;
        names << a->text();
        checked += a->isChecked();
        if (a->data().toString() == QLatin1String("de")) german = a;
    }
    EXPECT_EQ(names, (QStringList{QStringLiteral("System Default"), QStringLiteral("English"),
                                  QStringLiteral("Deutsch"), QStringLiteral("Español"),
                                  QStringLiteral("Français"), QStringLiteral("עברית")}));
    EXPECT_EQ(checked, 1);
    EXPECT_TRUE(menu->actions().front()->isChecked()) << "nothing saved: the system's language";
    ASSERT_NE(german, nullptr);
    {
        attn::test::MessageBoxCatcher later(
            QMessageBox::Cancel);  // no such button: the box is dismissed, as Later
        german->trigger();
        EXPECT_EQ(later.count, 1) << "a restart is offered";
    }
    EXPECT_EQ(QSettings().value(QLatin1String(ui::kLanguageSetting)).toString(),
              QStringLiteral("de"));
    EXPECT_EQ(ui::startup_language(), QStringLiteral("de"));
    EXPECT_EQ(ui::current_language(), QStringLiteral("en"))
        << "this window keeps its language until the next start";
}

}  // namespace
}  // namespace attn::app
