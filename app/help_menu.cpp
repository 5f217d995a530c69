#include "help_menu.hpp"

#include <Eigen/Core>
#include <QAction>
#include <QApplication>
#include <QCoreApplication>
#include <QCursor>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QFontDatabase>
#include <QHeaderView>
#include <QLabel>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QTableWidget>
#include <QTextBrowser>
#include <QVBoxLayout>

#include "attnlab_version.hpp"
#include "pane_help.hpp"

namespace attn::app {

namespace {

// "&Open…" → "Open…" ("&&" stays a literal "&").
QString plain_action_text(QString text) {
    text.replace(QStringLiteral("&&"), QStringLiteral("\x01"));
    text.remove(QLatin1Char('&'));
    text.replace(QStringLiteral("\x01"), QStringLiteral("&"));
    return text.section(QLatin1Char('\t'), 0, 0);
}

void collect_shortcuts(const QMenu* menu, const QString& path, std::vector<ShortcutRow>& rows) {
    for (QAction* a : menu->actions()) {
        if (a->isSeparator()) continue;
        const QString name = path + QStringLiteral(" ▸ ") + plain_action_text(a->text());
        if (a->menu()) {
            collect_shortcuts(a->menu(), name, rows);
            continue;
        }
        QStringList keys;
        for (const QKeySequence& k : a->shortcuts())
            if (!k.isEmpty()) keys << k.toString(QKeySequence::NativeText);
        keys.removeDuplicates();
        if (!keys.isEmpty()) rows.push_back({name, keys.join(QStringLiteral(", "))});
    }
}

QDialog* make_dialog(QWidget* parent, const QString& title, QSize size) {
    auto* d = new QDialog(parent);
    d->setWindowTitle(title);
    d->resize(size);
    new QVBoxLayout(d);
    return d;
}

void add_close_button(QDialog* d) {
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, d);
    QObject::connect(buttons, &QDialogButtonBox::rejected, d, &QDialog::reject);
    d->layout()->addWidget(buttons);
}

QLabel* plain_label(const QString& text, QWidget* parent) {
    auto* l = new QLabel(text, parent);
    l->setTextFormat(Qt::PlainText);
    l->setWordWrap(true);
    l->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return l;
}

void show_dialog(QDialog* d) {
    d->setAttribute(Qt::WA_DeleteOnClose);
    d->show();
    d->raise();
    d->activateWindow();
}

}  // namespace

QString about_text() {
    return QCoreApplication::translate(
               "HelpMenu",
               "Attention Lab %1\n"
               "A desktop laboratory for self-attention.\n\n"
               "Qt %2 (built with %3)\n"
               "Eigen %4.%5.%6\n\n"
               "Released under the MIT licence. Copyright (c) Attention Lab authors.")
        .arg(QStringLiteral(ATTNLAB_VERSION), QString::fromLatin1(qVersion()),
             QStringLiteral(QT_VERSION_STR))
        .arg(EIGEN_WORLD_VERSION)
        .arg(EIGEN_MAJOR_VERSION)
        .arg(EIGEN_MINOR_VERSION);
}

std::vector<ShortcutRow> menu_shortcuts(const QMenuBar* bar) {
    std::vector<ShortcutRow> rows;
    for (QAction* a : bar->actions())
        if (a->menu()) collect_shortcuts(a->menu(), plain_action_text(a->text()), rows);
    return rows;
}

std::vector<ShortcutRow> view_shortcuts() {
    static const char* const keys[][2] = {
        {QT_TRANSLATE_NOOP("HelpMenu", "Heatmap ▸ Move the cell cursor"),
         QT_TRANSLATE_NOOP("HelpMenu", "Arrows, Home, End, Page Up, Page Down")},
        {QT_TRANSLATE_NOOP(
             "HelpMenu",
             "Heatmap ▸ Click the cell (answers a cell question, highlights the row's word)"),
         QT_TRANSLATE_NOOP("HelpMenu", "Enter, Space")},
        {QT_TRANSLATE_NOOP("HelpMenu", "Heatmap ▸ Highlight the column's word"),
         QT_TRANSLATE_NOOP("HelpMenu", "Shift+Enter")},
        {QT_TRANSLATE_NOOP("HelpMenu", "Heatmap ▸ Zoom around the cursor"),
         QT_TRANSLATE_NOOP("HelpMenu", "+, −")},
        {QT_TRANSLATE_NOOP("HelpMenu",
                           "Heatmap, head tile ▸ Its menu: what if (switch off, cut this line), "
                           "export"),
         QT_TRANSLATE_NOOP("HelpMenu", "Menu key, Shift+F10")},
        {QT_TRANSLATE_NOOP("HelpMenu", "Vectors ▸ Choose the next or previous grey point"),
         QT_TRANSLATE_NOOP("HelpMenu", "N, Shift+N, Page Down, Page Up")},
        {QT_TRANSLATE_NOOP("HelpMenu", "Vectors ▸ Move the chosen point (Shift: a finer step)"),
         QT_TRANSLATE_NOOP("HelpMenu", "Arrows")},
        {QT_TRANSLATE_NOOP("HelpMenu", "Vectors ▸ Highlight the chosen point's word"),
         QT_TRANSLATE_NOOP("HelpMenu", "Enter")},
        {QT_TRANSLATE_NOOP("HelpMenu", "Presentation ▸ Next or previous step"),
         QT_TRANSLATE_NOOP("HelpMenu", "Right, Left, Page Down, Page Up, Space")},
        {QT_TRANSLATE_NOOP("HelpMenu", "Presentation ▸ Reveal the answer"),
         QT_TRANSLATE_NOOP("HelpMenu", "R, Return")},
        {QT_TRANSLATE_NOOP("HelpMenu", "Presentation ▸ Another head or page of figures"),
         QT_TRANSLATE_NOOP("HelpMenu", "H, Shift+H, 1–9, F, Shift+F")},
        {QT_TRANSLATE_NOOP("HelpMenu", "Presentation ▸ Another layer of the model"),
         QT_TRANSLATE_NOOP("HelpMenu", "L, Shift+L")},
        {QT_TRANSLATE_NOOP("HelpMenu", "Presentation ▸ Leave"),
         QT_TRANSLATE_NOOP("HelpMenu", "Esc")},
    };
    std::vector<ShortcutRow> rows;
    for (const auto& k : keys)
        rows.push_back({QCoreApplication::translate("HelpMenu", k[0]),
                        QCoreApplication::translate("HelpMenu", k[1])});
    return rows;
}

QStringList doc_search_dirs() {
    const QString bin = QCoreApplication::applicationDirPath();
    return {QDir::cleanPath(bin + QLatin1Char('/') + QStringLiteral(ATTNLAB_DOC_DIR_FROM_BIN)),
            QStringLiteral(ATTNLAB_SOURCE_DOC_DIR)};
}

QString find_doc(const QString& name) {
    for (const QString& dir : doc_search_dirs()) {
        const QFileInfo f(dir + QLatin1Char('/') + name);
        if (f.isFile()) return f.absoluteFilePath();
    }
    return {};
}

QDialog* make_about_dialog(QWidget* parent) {
    QDialog* d = make_dialog(parent, QCoreApplication::translate("HelpMenu", "About Attention Lab"),
                             QSize(700, 560));
    auto* top = new QHBoxLayout;
    auto* icon = new QLabel(d);
    icon->setPixmap(QApplication::windowIcon().pixmap(64, 64));
    top->addWidget(icon, 0, Qt::AlignTop);
    top->addWidget(plain_label(about_text(), d), 1);
    static_cast<QVBoxLayout*>(d->layout())->addLayout(top);
    d->layout()->addWidget(plain_label(QCoreApplication::translate("HelpMenu", "Licence:"), d));
    auto* licence = new QPlainTextEdit(d);
    licence->setObjectName(QStringLiteral("licence"));
    licence->setReadOnly(true);
    licence->setLineWrapMode(QPlainTextEdit::NoWrap);  // the file's own line breaks
    licence->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    licence->setPlainText(QString::fromUtf8(kLicenseText));
    d->layout()->addWidget(licence);
    add_close_button(d);
    return d;
}

QDialog* make_shortcuts_dialog(QMainWindow* window) {
    QDialog* d = make_dialog(window, QCoreApplication::translate("HelpMenu", "Keyboard Shortcuts"),
                             QSize(560, 560));
    std::vector<ShortcutRow> rows = menu_shortcuts(window->menuBar());
    for (ShortcutRow& r : view_shortcuts()) rows.push_back(std::move(r));
    auto* table = new QTableWidget(int(rows.size()), 2, d);
    table->setHorizontalHeaderLabels({QCoreApplication::translate("HelpMenu", "Command"),
                                      QCoreApplication::translate("HelpMenu", "Keys")});
    for (int r = 0; r < int(rows.size()); ++r) {
        table->setItem(r, 0, new QTableWidgetItem(rows[size_t(r)].command));
        table->setItem(r, 1, new QTableWidgetItem(rows[size_t(r)].keys));
    }
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->verticalHeader()->hide();
    table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    table->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    d->layout()->addWidget(table);
    d->layout()->addWidget(plain_label(
        QCoreApplication::translate(
            "HelpMenu",
            "In the tables: type a value, or press on a cell and drag left or right to scrub it. "
            "In the heatmaps: hover a cell for its arithmetic, click a word to highlight it."),
        d));
    add_close_button(d);
    return d;
}

QDialog* make_doc_dialog(QWidget* parent, const QString& title, const QString& name) {
    QDialog* d = make_dialog(parent, title, QSize(900, 700));
    auto* browser = new QTextBrowser(d);
    browser->setObjectName(QStringLiteral("document"));
    browser->setOpenExternalLinks(true);
    const QString path = find_doc(name);
    QFile f(path);
    if (!path.isEmpty() && f.open(QIODevice::ReadOnly)) {
        browser->setSearchPaths({QFileInfo(path).absolutePath()});  // the docs' images and links
        browser->setMarkdown(QString::fromUtf8(f.readAll()));
    } else {
        browser->setPlainText(
            QCoreApplication::translate("HelpMenu", "%1 was not found. Looked in:\n%2")
                .arg(name, doc_search_dirs().join(QLatin1Char('\n'))));
    }
    d->layout()->addWidget(browser);
    add_close_button(d);
    return d;
}

QDialog* make_pane_help_dialog(QMainWindow* window, QWidget* focus) {
    const PaneHelp* help = pane_help_for(window, focus);
    QString title, text;
    if (help) {
        title = QCoreApplication::translate("HelpMenu", "What is this view? — %1").arg(help->title);
        text = help->text;
    } else {
        title = QCoreApplication::translate("HelpMenu", "What is this view?");
        text = QCoreApplication::translate(
            "HelpMenu",
            "Click in a pane and press F1 to read what it shows and how to read it. The panes:");
        for (const PaneHelp& h : pane_helps())
            text += QStringLiteral("\n\n%1\n\n%2").arg(h.title.toUpper(), h.text);
    }
    QDialog* d = make_dialog(window, title, help ? QSize(560, 340) : QSize(640, 620));
    QLabel* heading = plain_label(
        help ? help->title : QCoreApplication::translate("HelpMenu", "The panes of the window"), d);
    QFont bold = heading->font();
    bold.setBold(true);
    bold.setPointSizeF(bold.pointSizeF() * 1.2);
    heading->setFont(bold);
    d->layout()->addWidget(heading);
    auto* body = new QPlainTextEdit(d);
    body->setObjectName(QStringLiteral("explanation"));
    body->setReadOnly(true);
    body->setPlainText(text);
    d->layout()->addWidget(body);
    add_close_button(d);
    return d;
}

QMenu* add_help_menu(QMainWindow* window) {
    QMenu* help = window->menuBar()->addMenu(QCoreApplication::translate("HelpMenu", "&Help"));
    help->setObjectName(QStringLiteral("helpMenu"));
    QAction* what = help->addAction(QCoreApplication::translate("HelpMenu", "&What Is This View?"),
                                    window, [window] {
                                        QWidget* focus = QApplication::focusWidget();
                                        if (!pane_help_for(window, focus))
                                            focus = QApplication::widgetAt(QCursor::pos());
                                        show_dialog(make_pane_help_dialog(window, focus));
                                    });
    what->setObjectName(QStringLiteral("whatIsThisViewAction"));
    what->setShortcut(QKeySequence(Qt::Key_F1));
    help->addAction(QCoreApplication::translate("HelpMenu", "&Keyboard Shortcuts"), window,
                    [window] { show_dialog(make_shortcuts_dialog(window)); });
    help->addSeparator();
    help->addAction(
        QCoreApplication::translate("HelpMenu", "&Command-Line Reference"), window, [window] {
            show_dialog(make_doc_dialog(
                window, QCoreApplication::translate("HelpMenu", "Command-Line Reference"),
                QStringLiteral("cli.md")));
        });
    help->addAction(QCoreApplication::translate("HelpMenu", "&Lesson File Format"), window,
                    [window] {
                        show_dialog(make_doc_dialog(
                            window, QCoreApplication::translate("HelpMenu", "Lesson File Format"),
                            QStringLiteral("lesson-format.md")));
                    });
    help->addSeparator();
    help->addAction(QCoreApplication::translate("HelpMenu", "&About Attention Lab"), window,
                    [window] { show_dialog(make_about_dialog(window)); });
    return help;
}

}  // namespace attn::app
