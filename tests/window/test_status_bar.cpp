// The status bar never cuts its message at its edge: a message longer than the room left of the
// announcer is drawn shortened with "…", its tooltip holding it whole (a real model's summary at
// 1024 px was cut mid-word); a short one is drawn whole.
#include <gtest/gtest.h>

#include <QTest>

#include "files/builtin_lessons.hpp"
#include "main_window.hpp"
#include "ui_test_helpers.hpp"
#include "widgets/eliding_status_bar.hpp"

namespace attn::app {
namespace {

using attn::ui::test::settle;

TEST(StatusBar, ALongMessageIsShortenedInItsRoomAndWholeInItsTooltip) {
    for (const QSize size : {QSize(1024, 768), QSize(1366, 768)}) {
        MainWindow w(attn::ui::load_builtin_lesson(QStringLiteral("module1")));
        w.resize(size);
        w.show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(&w));
        auto* bar = qobject_cast<attn::ui::ElidingStatusBar*>(w.statusBar());
        ASSERT_NE(bar, nullptr);
        QString longText;
        while (longText.size() < 400)
            longText += QStringLiteral("Model: GPT-2 (Hugging Face): 2 layers × 4 heads, d 32; ");
        w.statusBar()->showMessage(longText);
        settle();
        EXPECT_EQ(w.statusBar()->currentMessage(), longText);
        const QString shown = bar->shownMessage();
        EXPECT_TRUE(shown.endsWith(QChar(0x2026))) << shown.toStdString();
        EXPECT_LT(shown.size(), longText.size());
        EXPECT_LE(bar->fontMetrics().horizontalAdvance(shown), bar->messageRect().width());
        EXPECT_LE(bar->messageRect().right(), bar->width());
        for (const QWidget* c : bar->findChildren<QWidget*>(Qt::FindDirectChildrenOnly))
            if (c->isVisible() && !c->isWindow()) {
                EXPECT_FALSE(bar->messageRect().intersects(c->geometry()))
                    << c->metaObject()->className();
            }
        EXPECT_EQ(bar->toolTip(), longText);

        w.statusBar()->showMessage(QStringLiteral("Saved"));
        settle();
        EXPECT_EQ(bar->shownMessage(), QStringLiteral("Saved"));
        EXPECT_TRUE(bar->toolTip().isEmpty());
    }
}

}  // namespace
}  // namespace attn::app
