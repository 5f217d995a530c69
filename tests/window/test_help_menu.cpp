// The Help menu: About names the version, Qt, Eigen and the licence; Keyboard
// Shortcuts reads the window's menus; the references open the docs (the source
// tree's, from the build) as Markdown; F1 explains the pane that has the focus.
#include <gtest/gtest.h>

#include <QAction>
#include <QDialog>
#include <QDockWidget>
#include <QMenu>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QTableWidget>
#include <QTextBrowser>
#include <memory>

#include "attnlab_version.hpp"
#include "files/builtin_lessons.hpp"
#include "help_menu.hpp"
#include "main_window.hpp"
#include "pane_help.hpp"

namespace attn::app {
namespace {

QMenu* help_menu(MainWindow& w) {
    return w.menuBar()->findChild<QMenu*>(QStringLiteral("helpMenu"));
}

TEST(HelpMenu, IsTheLastMenuWithItsFiveCommands) {
    MainWindow w(attn::ui::load_builtin_lesson(QStringLiteral("module1")));
    QMenu* help = help_menu(w);
    ASSERT_NE(help, nullptr);
    EXPECT_EQ(w.menuBar()->actions().last()->menu(), help);
    QStringList texts;
    for (QAction* a : help->actions())
        if (!a->isSeparator()) texts << a->text();
    EXPECT_EQ(texts,
              (QStringList{
                  QStringLiteral("&What Is This View?"), QStringLiteral("&Keyboard Shortcuts"),
                  QStringLiteral("&Command-Line Reference"), QStringLiteral("&Lesson File Format"),
                  QStringLiteral("&About Attention Lab")}));
}

TEST(HelpMenu, AboutNamesVersionQtEigenAndLicence) {
    const QString text = about_text();
    EXPECT_TRUE(text.contains(QStringLiteral("Attention Lab " ATTNLAB_VERSION)));
    EXPECT_TRUE(text.contains(QStringLiteral("Qt %1").arg(QString::fromLatin1(qVersion()))));
    EXPECT_TRUE(text.contains(QStringLiteral("Eigen 3.")));
    EXPECT_TRUE(text.contains(QStringLiteral("MIT")));
    std::unique_ptr<QDialog> d(make_about_dialog(nullptr));
    auto* licence = d->findChild<QPlainTextEdit*>(QStringLiteral("licence"));
    ASSERT_NE(licence, nullptr);
    EXPECT_TRUE(licence->isReadOnly());
    EXPECT_TRUE(licence->toPlainText().startsWith(QStringLiteral("MIT License")));
    EXPECT_TRUE(licence->toPlainText().contains(QStringLiteral("Attention Lab authors")));
}

TEST(HelpMenu, ShortcutsComeFromTheMenus) {
    MainWindow w(attn::ui::load_builtin_lesson(QStringLiteral("module1")));
    const auto rows = menu_shortcuts(w.menuBar());
    auto keys_of = [&](const QString& command) {
        for (const auto& r : rows)
            if (r.command == command) return r.keys;
        return QStringLiteral("(missing)");
    };
    EXPECT_EQ(keys_of(QStringLiteral("File ▸ Open…")),
              QKeySequence(QKeySequence::Open).toString(QKeySequence::NativeText));
    EXPECT_TRUE(keys_of(QStringLiteral("View ▸ Zoom In")).contains(QStringLiteral("Ctrl+=")));
    EXPECT_EQ(keys_of(QStringLiteral("Help ▸ What Is This View?")), QStringLiteral("F1"));
    // A shortcut added to any menu later shows up without editing the dialog.
    QMenu* view = nullptr;
    for (QAction* a : w.menuBar()->actions())
        if (a->menu() && a->text() == QStringLiteral("&View")) view = a->menu();
    ASSERT_NE(view, nullptr);
    view->addAction(QStringLiteral("&Frobnicate && More"))
        ->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_F));
    std::unique_ptr<QDialog> d(make_shortcuts_dialog(&w));
    auto* table = d->findChild<QTableWidget*>();
    ASSERT_NE(table, nullptr);
    bool found = false;
    for (int r = 0; r < table->rowCount(); ++r)
        found |=
            table->item(r, 0)->text() == QStringLiteral("View ▸ Frobnicate & More") &&
            table->item(r, 1)->text() ==
                QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_F).toString(QKeySequence::NativeText);
    EXPECT_TRUE(found);
    // The keys no menu holds follow the menus' rows: a map's cell cursor, the plot's points, the
    // slides.
    bool cursor = false, reveal = false;
    for (int r = 0; r < table->rowCount(); ++r) {
        cursor |=
            table->item(r, 0)->text().startsWith(QStringLiteral("Heatmap ▸ Move the cell cursor"));
        reveal |= table->item(r, 0)->text() == QStringLiteral("Presentation ▸ Reveal the answer") &&
                  table->item(r, 1)->text().contains(QLatin1Char('R'));
    }
    EXPECT_TRUE(cursor);
    EXPECT_TRUE(reveal);
    EXPECT_EQ(table->rowCount(), int(menu_shortcuts(w.menuBar()).size() + view_shortcuts().size()));
}

TEST(HelpMenu, ReferencesShowTheDocsAsMarkdown) {
    for (const auto& [name, heading] :
         {std::pair{"cli.md", "Command-line reference"}, std::pair{"lesson-format.md", "lesson"}}) {
        const QString path = find_doc(QString::fromLatin1(name));
        ASSERT_FALSE(path.isEmpty()) << name;
        std::unique_ptr<QDialog> d(
            make_doc_dialog(nullptr, QStringLiteral("t"), QString::fromLatin1(name)));
        auto* browser = d->findChild<QTextBrowser*>(QStringLiteral("document"));
        ASSERT_NE(browser, nullptr);
        EXPECT_TRUE(browser->isReadOnly());
        const QString text = browser->toPlainText();
        EXPECT_TRUE(text.contains(QString::fromLatin1(heading), Qt::CaseInsensitive)) << name;
        EXPECT_FALSE(text.startsWith(QStringLiteral("# ")))
            << name << ": shown as Markdown, not as its source";
    }
    std::unique_ptr<QDialog> missing(
        make_doc_dialog(nullptr, QStringLiteral("t"), QStringLiteral("no-such-doc.md")));
    EXPECT_TRUE(missing->findChild<QTextBrowser*>()->toPlainText().contains(
        QStringLiteral("was not found")));
}

TEST(HelpMenu, F1ExplainsThePaneThatHasTheFocus) {
    MainWindow w(attn::ui::load_builtin_lesson(QStringLiteral("module1")));
    w.show();
    // Every pane of the window has its text, and every text names a pane of the window.
    ASSERT_EQ(pane_helps().size(), 11u);
    for (const PaneHelp& h : pane_helps()) {
        QWidget* pane = h.id == QStringLiteral("attention")
                            ? w.centralWidget()
                            : w.findChild<QDockWidget*>(h.id)->widget();
        ASSERT_NE(pane, nullptr) << h.id.toStdString();
        // A widget deep inside the pane, as the focus usually is.
        QWidget* inner = pane;
        while (!inner->findChildren<QWidget*>(Qt::FindDirectChildrenOnly).isEmpty())
            inner = inner->findChildren<QWidget*>(Qt::FindDirectChildrenOnly).first();
        EXPECT_EQ(pane_help_for(&w, inner), &h) << h.id.toStdString();
        std::unique_ptr<QDialog> d(make_pane_help_dialog(&w, inner));
        EXPECT_TRUE(d->windowTitle().endsWith(h.title));
        EXPECT_EQ(d->findChild<QPlainTextEdit*>(QStringLiteral("explanation"))->toPlainText(),
                  h.text);
    }
    EXPECT_EQ(w.findChildren<QDockWidget*>().size(), 10);
    // Outside the panes: the explanations of all of them.
    EXPECT_EQ(pane_help_for(&w, w.menuBar()), nullptr);
    std::unique_ptr<QDialog> all(make_pane_help_dialog(&w, nullptr));
    const QString text =
        all->findChild<QPlainTextEdit*>(QStringLiteral("explanation"))->toPlainText();
    for (const PaneHelp& h : pane_helps()) EXPECT_TRUE(text.contains(h.text)) << h.id.toStdString();
    // The F1 action is on the window's Help menu.
    auto* what = w.findChild<QAction*>(QStringLiteral("whatIsThisViewAction"));
    ASSERT_NE(what, nullptr);
    EXPECT_EQ(what->shortcut(), QKeySequence(Qt::Key_F1));
}

}  // namespace
}  // namespace attn::app
