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

// The columns of `bar`'s message room that hold ink (differ from the room's first pixel).
std::pair<int, int> inked_columns(attn::ui::ElidingStatusBar* bar) {
    const QImage img = bar->grab().toImage();
    const QRect r = bar->messageRect();
    const QRgb ground = img.pixel(r.left(), r.top());
    int first = -1, last = -1;
    for (int x = r.left(); x <= r.right() && x < img.width(); ++x)
        for (int y = r.top(); y <= r.bottom() && y < img.height(); ++y)
            if (img.pixel(x, y) != ground) {
                if (first < 0) first = x;
                last = x;
                break;
            }
    return {first, last};
}

// A short message starts where the window's text starts: at the room's left in English, at its
// right in Hebrew (it stood at the far left in a right-to-left window).
TEST(StatusBar, AShortMessageStandsAtTheReadingStartOfItsRoom) {
    for (const Qt::LayoutDirection dir : {Qt::LeftToRight, Qt::RightToLeft}) {
        MainWindow w(attn::ui::load_builtin_lesson(QStringLiteral("module1")));
        w.setLayoutDirection(dir);
        w.resize(1366, 768);
        w.show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(&w));
        auto* bar = qobject_cast<attn::ui::ElidingStatusBar*>(w.statusBar());
        ASSERT_NE(bar, nullptr);
        w.statusBar()->showMessage(QStringLiteral("Saved"));
        settle();
        const QRect room = bar->messageRect();
        const auto [first, last] = inked_columns(bar);
        ASSERT_GE(first, 0) << "no message drawn";
        if (dir == Qt::LeftToRight)
            EXPECT_LT(first - room.left(), room.width() / 4) << first << " in " << room.left();
        else
            EXPECT_LT(room.right() - last, room.width() / 4) << last << " in " << room.right();
    }
}

}  // namespace
}  // namespace attn::app
