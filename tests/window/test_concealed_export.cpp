// A pending question's answer never leaves the window through an export: a
// heatmap whose numbers a step keeps back offers no Export…, Copy as Image,
// Copy or Export as CSV / LaTeX, and Export View / the data export refuse
// with the reason, until the question is answered; then all come back.
#include <gtest/gtest.h>

#include <QAction>
#include <QCoreApplication>
#include <QFile>
#include <QMenu>
#include <QTemporaryDir>

#include "export/figure_menu.hpp"
#include "figures/figure_export.hpp"
#include "files/builtin_lessons.hpp"
#include "lesson/lesson_session.hpp"
#include "main_window.hpp"
#include "ui_test_helpers.hpp"
#include "widgets/heatmap_view.hpp"

namespace attn::app {
namespace {

using namespace attn::ui;

using attn::ui::test::settle;

// The first concealed map of the first step that conceals one (nullptr: none).
HeatmapView* concealed_map(MainWindow& w) {
    for (int i = 0; i < w.lessonSession()->count(); ++i) {
        w.lessonSession()->go(i);
        settle();
        for (HeatmapView* v : w.findChildren<HeatmapView*>())
            if (v->isVisible() && v->numbersConcealed() && exportable_view_of(v) == v) return v;
    }
    return nullptr;
}

QStringList enabled_actions(QWidget* view) {
    std::unique_ptr<QMenu> menu(make_figure_menu(view));
    QStringList out;
    for (QAction* a : menu->actions())
        if (a->isEnabled() && !a->isSeparator()) out << a->text();
    return out;
}

TEST(ConcealedExport, AHiddenMapIsNeitherExportedNorCopiedUntilAnswered) {
    MainWindow w(load_builtin_lesson(QStringLiteral("course-1-attention")));
    w.show();
    settle();
    HeatmapView* map = concealed_map(w);
    ASSERT_NE(map, nullptr) << "the course has a step whose map keeps its numbers back";
    ASSERT_TRUE(view_conceals_answer(map));
    EXPECT_TRUE(enabled_actions(map).isEmpty())
        << enabled_actions(map).join(QStringLiteral(", ")).toStdString();
    QTemporaryDir dir;
    QString error;
    EXPECT_FALSE(
        export_view_data(map, dir.filePath(QStringLiteral("w.csv")), DataFormat::Csv, &error));
    EXPECT_EQ(error, concealed_export_text());
    EXPECT_FALSE(export_view(map, dir.filePath(QStringLiteral("w.png")), ExportOptions{}, &error));
    EXPECT_EQ(error, concealed_export_text());
    EXPECT_FALSE(QFile::exists(dir.filePath(QStringLiteral("w.csv"))));

    w.lessonSession()->reveal();
    settle();
    ASSERT_FALSE(map->numbersConcealed());
    EXPECT_GE(enabled_actions(map).size(), 4)
        << "Export…, Copy as Image, Copy / Export as CSV and LaTeX";
    EXPECT_TRUE(
        export_view_data(map, dir.filePath(QStringLiteral("w.csv")), DataFormat::Csv, &error))
        << error.toStdString();
}

}  // namespace
}  // namespace attn::app
