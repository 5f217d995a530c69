// What a user cannot read whole: a label (without word wrap) narrower than
// its text, a button narrower than both its size hints, a pane that scrolls
// sideways. Only widgets on screen count (a dock behind another tab does not).
// Used by the pseudo-locale test and the German and Hebrew ones.
#pragma once

#include <QAbstractButton>
#include <QDockWidget>
#include <QLabel>
#include <QScrollArea>
#include <QScrollBar>
#include <QStringList>
#include <QTabBar>
#include <QWidget>

namespace attn::ui::test {

inline bool really_visible(const QWidget* w) {
    if (!w->isVisible() || w->width() <= 0 || w->height() <= 0) return false;
    // In a dock that is tabbed behind another (visible, but not on screen).
    return !w->visibleRegion().isEmpty();
}

// `sideways`: also count a pane that scrolls sideways (the content is there, a scroll away).
inline QStringList clipped(const QWidget& root, bool sideways = true) {
    QStringList out;
    for (const QLabel* l : root.findChildren<QLabel*>()) {
        if (!really_visible(l) || l->wordWrap() || l->text().isEmpty() ||
            l->textFormat() == Qt::RichText)
            continue;
        if (l->text().contains(QLatin1Char('<'))) continue;  // rich text laid out by QTextDocument
        // A label with a buddy draws its mnemonic's '&' as an underline, not a character.
        QString line = l->text().section(QLatin1Char('\n'), 0, 0);
        if (l->buddy())
            line.replace(QStringLiteral("&&"), QStringLiteral("\x01"))
                .remove(QLatin1Char('&'))
                .replace(QLatin1Char('\x01'), QLatin1Char('&'));
        const int need =
            l->fontMetrics().horizontalAdvance(line) + 2 * l->margin() + 2 * l->frameWidth();
        if (l->contentsRect().width() + 2 * l->frameWidth() + 1 < need)
            out << QStringLiteral("label %1 (%2 px for %3)")
                       .arg(l->text().left(60))
                       .arg(l->width())
                       .arg(need);
    }
    // A pane that scrolls sideways hides the end of its lines until it is scrolled.
    for (const QScrollArea* a : root.findChildren<QScrollArea*>()) {
        if (!sideways || !really_visible(a) || a->horizontalScrollBar()->maximum() <= 0) continue;
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

}  // namespace attn::ui::test
