// The Help menu of the lab window: About (version, licence, Qt and Eigen
// versions), Keyboard Shortcuts (read from the window's menus), the
// command-line and lesson-format references (docs/*.md in a read-only
// viewer), and What Is This View? (F1: the focused pane's explanation).
#pragma once

#include <QString>
#include <QStringList>
#include <vector>

class QDialog;
class QMainWindow;
class QMenu;
class QMenuBar;
class QWidget;

namespace attn::app {

// Adds the Help menu to the window's menu bar (call after the other menus).
QMenu* add_help_menu(QMainWindow* window);

// "Attention Lab VERSION", Qt (run-time and build) and Eigen versions, the licence's name.
QString about_text();

struct ShortcutRow {
    QString command;  // "File ▸ Open…", mnemonics removed
    QString keys;     // every shortcut of the action, native text, comma-separated
};
// Every action with a shortcut in the menus of `bar` (submenus included), in menu order.
std::vector<ShortcutRow> menu_shortcuts(const QMenuBar* bar);
// The keys of the painted views and the presentation, which no menu holds
// (a heatmap's cell cursor, the Vectors plot's points, the slides).
std::vector<ShortcutRow> view_shortcuts();

// The folders searched for docs/NAME: the installed docs (bin/../share/doc/attention-lab),
// then the source tree's docs/ (running from the build). The first holding `name` wins.
QStringList doc_search_dirs();
QString find_doc(const QString& name);  // full path, or empty

// The dialogs (not shown; the menu calls exec()/show()).
QDialog* make_about_dialog(QWidget* parent);
QDialog* make_shortcuts_dialog(QMainWindow* window);
QDialog* make_doc_dialog(QWidget* parent, const QString& title, const QString& name);
// The explanation of the pane holding `focus` (or under the mouse); of every pane when none.
QDialog* make_pane_help_dialog(QMainWindow* window, QWidget* focus);

}  // namespace attn::app
