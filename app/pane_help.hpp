// "What is this view?": one short explanation per pane of the lab window —
// what it shows and how to read it — shown by Help ▸ What Is This View? (F1).
#pragma once

#include <QString>
#include <vector>

class QWidget;
class QMainWindow;

namespace attn::app {

struct PaneHelp {
    QString id;  // the pane's dock object name ("sentencesDock", …), or "attention" for the central
                 // pane
    QString title;  // as the window names it
    QString text;   // plain text, paragraphs separated by blank lines
};

// Every pane's help, in the order the window lays them out.
const std::vector<PaneHelp>& pane_helps();
const PaneHelp* pane_help(const QString& id);

// The pane of `window` that holds `w` (its dock, or the central widget), or
// nullptr when `w` is in none of them (a menu, the toolbar, nothing).
const PaneHelp* pane_help_for(const QMainWindow* window, const QWidget* w);

}  // namespace attn::app
