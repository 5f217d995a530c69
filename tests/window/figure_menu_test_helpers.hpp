// Helpers for the tests of views' context menus (figure_menu.hpp): the menu's
// action texts, reading what was written, and answering the Export… dialog or
// a save-file dialog that opens in a nested event loop.
#pragma once

#include <gtest/gtest.h>

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QLineEdit>
#include <QMenu>
#include <QTest>
#include <QTimer>
#include <QXmlStreamReader>
#include <memory>

#include "export/export_dialog.hpp"
#include "export/figure_menu.hpp"

namespace attn::ui::testing {

inline QStringList menu_texts(QWidget* view) {
    std::unique_ptr<QMenu> menu(make_figure_menu(view));
    QStringList out;
    for (QAction* a : menu->actions())
        if (!a->isSeparator()) out << a->text();
    return out;
}

inline QAction* menu_action(QMenu* menu, const QString& text) {
    for (QAction* a : menu->actions())
        if (a->text() == text) return a;
    return nullptr;
}

inline QByteArray read(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

inline bool parses_as_xml(const QByteArray& svg) {
    QXmlStreamReader xml(svg);
    while (!xml.atEnd()) xml.readNext();
    return !xml.hasError();
}

// Answers the next Export… dialog with `path` at `size` (polls: it opens in a nested event loop).
class ExportDialogAnswer {
  public:
    ExportDialogAnswer(const QString& path, QSize size) {
        timer_.setInterval(5);
        QObject::connect(&timer_, &QTimer::timeout, [this, path, size] {
            auto* d = qobject_cast<ExportDialog*>(QApplication::activeModalWidget());
            if (!d) return;
            timer_.stop();
            ExportOptions o = d->options();
            caption = o.look.caption;  // as the dialog offered it
            o.size = size;
            d->setOptions(o);
            auto* format = d->findChild<QComboBox*>(QStringLiteral("format"));
            format->setCurrentIndex(format->findData(int(*export_format_for(path))));
            d->findChild<QLineEdit*>(QStringLiteral("path"))->setText(path);
            answered = true;
            d->accept();
        });
        timer_.start();
    }
    bool answered = false;
    QString caption;  // the caption the dialog offered

  private:
    QTimer timer_;
};

// Answers the next save-file dialog (Qt's own, as on the offscreen platform) with `path`.
class FileDialogAnswer {
  public:
    explicit FileDialogAnswer(const QString& path) {
        timer_.setInterval(5);
        QObject::connect(&timer_, &QTimer::timeout, [this, path] {
            auto* d = qobject_cast<QFileDialog*>(QApplication::activeModalWidget());
            if (!d) return;
            timer_.stop();
            d->selectFile(path);
            answered = true;
            static_cast<QDialog*>(d)
                ->accept();  // QFileDialog::accept, through QDialog's public slot
        });
        timer_.start();
    }
    bool answered = false;

  private:
    QTimer timer_;
};

// Shows and activates `window` (also to take it back from a closed modal
// dialog) and returns its File ▸ Export View… action, or nullptr.
inline QAction* show_for_export_view(QWidget* window) {
    window->show();
    window->activateWindow();
    if (!QTest::qWaitForWindowActive(window)) return nullptr;
    for (QAction* a : window->findChildren<QAction*>())
        if (a->text() == QStringLiteral("Export &View…")) return a;
    return nullptr;
}

// ATTNLAB_KEEP_FIGURES=DIR keeps the view's figure in every style there, to look at.
inline void keep_figures(const QWidget* view, const QString& stem) {
    const QString out = qEnvironmentVariable("ATTNLAB_KEEP_FIGURES");
    if (out.isEmpty()) return;
    for (FigureStyle style : {FigureStyle::Light, FigureStyle::Dark, FigureStyle::Print}) {
        ExportOptions o;
        o.look.style = style;
        QString error;
        EXPECT_TRUE(export_view(
            view,
            QDir(out).filePath(stem + QLatin1Char('-') + QLatin1String(figure_style_name(style)) +
                               QStringLiteral(".png")),
            o, &error))
            << error.toStdString();
    }
}

}  // namespace attn::ui::testing
