// Window hooks: writing a figure set into a folder, the File menu action,
// and figures of a several-head lesson file.
#include <gtest/gtest.h>

#include <QAction>
#include <QDir>
#include <QImage>
#include <QTemporaryDir>

#include "attnlab/lesson/lesson_io.hpp"
#include "export/figure_actions.hpp"
#include "files/builtin_lessons.hpp"
#include "main_window.hpp"

namespace {

using namespace attn::ui;

TEST(FigureActions, WritesEveryViewOfTheLessonNamedPredictably) {
    QTemporaryDir dir;
    QString error;
    const QStringList written =
        write_figure_set(load_builtin_lesson(QStringLiteral("module1")), QStringLiteral("all"),
                         dir.path(), ExportFormat::Svg, {}, &error);
    EXPECT_TRUE(error.isEmpty()) << error.toStdString();
    EXPECT_EQ(QDir(dir.path()).entryList(QDir::Files, QDir::Name),
              (QStringList{
                  QStringLiteral("embeddings.svg"), QStringLiteral("s1-the-river-bank-blend.svg"),
                  QStringLiteral("s1-the-river-bank-input.svg"),
                  QStringLiteral("s1-the-river-bank-scores.svg"),
                  QStringLiteral("s1-the-river-bank-weights.svg"),
                  QStringLiteral("s2-the-money-bank-blend.svg"),
                  QStringLiteral("s2-the-money-bank-input.svg"),
                  QStringLiteral("s2-the-money-bank-scores.svg"),
                  QStringLiteral("s2-the-money-bank-weights.svg"), QStringLiteral("vectors.svg")}));
    EXPECT_EQ(written.size(), 10);
}

TEST(FigureActions, AFailedSetSaysWhereAndKeepsWhatWasWritten) {
    QString error;
    const QStringList written =
        write_figure_set(load_builtin_lesson(QStringLiteral("module1")), QStringLiteral("module1"),
                         QStringLiteral("/no/such/folder"), ExportFormat::Png, {}, &error);
    EXPECT_TRUE(written.isEmpty());
    EXPECT_TRUE(error.contains(QStringLiteral("/no/such/folder"))) << error.toStdString();
}

TEST(FigureActions, MainWindowOffersExportFigureSet) {
    attn::app::MainWindow w(load_builtin_lesson(QStringLiteral("module1")));
    bool found = false;
    for (QAction* a : w.findChildren<QAction*>())
        if (a->text() == QStringLiteral("Export &Figure Set…")) found = true;
    EXPECT_TRUE(found);
}

TEST(FigureActions, TwoHeadLessonGivesOnePanelPerHead) {
    const attn::Lesson lesson = attn::read_lesson_file(std::string(ATTNLAB_SOURCE_DIR) +
                                                       "/tests/data/two-heads.attnlab.json");
    ViewRequest r;
    r.view = FigureView::Heads;
    const FigureSpec spec = build_figure_spec(lesson, r);
    ASSERT_EQ(spec.panels.size(), 2u);
    EXPECT_EQ(spec.panels[1].panel_title, QStringLiteral("head 2"));
    for (const auto& p : spec.panels)
        for (int i = 0; i < p.values.rows(); ++i) EXPECT_NEAR(p.values.row(i).sum(), 1.0f, 1e-5f);
    ExportOptions o;
    o.scale = 1;  // logical pixels: the geometry below is measured in them
    o.size = QSize(900, 400);
    EXPECT_EQ(figure_to_image(spec, o).size(), QSize(900, 400));
    r.view = FigureView::Blend;
    r.head = 2;
    EXPECT_EQ(build_figure_spec(lesson, r).blend.columns,
              (QStringList{QStringLiteral("v1"), QStringLiteral("v2")}));
    EXPECT_EQ(build_figure_spec(lesson, r).blend.before_what, QStringLiteral("value row"));
}

}  // namespace
