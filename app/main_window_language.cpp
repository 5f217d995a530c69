// View ▸ Language: the interface language, saved with QSettings and applied at
// the next start (widgets read their texts when they are made), with an offer
// to restart now on the same lesson file.
#include <QActionGroup>
#include <QCoreApplication>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QSettings>

#include "files/builtin_lessons.hpp"
#include "i18n/language.hpp"
#include "lesson/lesson_session.hpp"
#include "main_window.hpp"

namespace attn::app {

void MainWindow::addLanguageMenu(QMenu* view) {
    QMenu* menu = view->addMenu(tr("&Language"));
    menu->menuAction()->setStatusTip(tr("The language of the menus, panes, figures and handouts"));
    auto* group = new QActionGroup(menu);
    const QString saved = QSettings().value(QLatin1String(attn::ui::kLanguageSetting)).toString();
    const auto add = [&](const QString& code, const QString& text) {
        QAction* a = menu->addAction(text);
        a->setCheckable(true);
        a->setData(code);
        a->setChecked(code == saved || (code.isEmpty() && !attn::ui::is_shipped_language(saved)));
        group->addAction(a);
        connect(a, &QAction::triggered, this, [this, code] { chooseLanguage(code); });
    };
    add(QString(), tr("System Default"));
    menu->addSeparator();
    // Each language by its own name, so a reader finds theirs whatever the menu's language.
    for (const attn::ui::LanguageInfo& l : attn::ui::shipped_languages()) add(l.code, l.nativeName);
}

void MainWindow::chooseLanguage(const QString& code) {
    QSettings settings;
    settings.setValue(QLatin1String(attn::ui::kLanguageSetting), code);
    const QString next = attn::ui::startup_language();
    if (next == attn::ui::current_language()) return;
    QMessageBox box(QMessageBox::Question, tr("Language"),
                    tr("Attention Lab will show the new language the next time it starts."),
                    QMessageBox::NoButton, this);
    QPushButton* now = box.addButton(tr("&Restart Now"), QMessageBox::AcceptRole);
    box.addButton(tr("&Later"), QMessageBox::RejectRole);
    box.setDefaultButton(now);
    box.exec();
    if (box.clickedButton() != static_cast<QAbstractButton*>(now) || !maybeSave()) return;
    // The same lesson (its file, or the built-in lesson it still is) at the same step.
    QStringList args;
    if (!doc_->filePath().isEmpty()) {
        args << doc_->filePath();
    } else {
        for (const QString& name : attn::ui::builtin_lesson_names())
            if (attn::ui::load_builtin_lesson(name) == doc_->lesson()) {
                args << QStringLiteral("--builtin") << name;
                break;
            }
    }
    if (!args.isEmpty() && session_->current() >= 0)
        args << QStringLiteral("--step") << QString::number(session_->current() + 1);
    if (QProcess::startDetached(QCoreApplication::applicationFilePath(), args)) {
        doc_->undoStack()->setClean();  // maybeSave settled it: close without asking again
        close();
    } else {
        showMessage(
            tr("Could not start Attention Lab again: start it yourself to see the new language."));
    }
}

}  // namespace attn::app
