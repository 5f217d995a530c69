// File ▸ Get a Model… in the window, against FakeHub: the dialog downloads the
// fixture GPT-2 and the window opens it as a lesson named by its repository,
// whose passes show the same heads as the committed fixture opened by File ▸
// Open Model…; next time the dialog lists it first and it opens at once.
#include <gtest/gtest.h>

#include <QAction>
#include <QApplication>
#include <QLineEdit>
#include <QMenuBar>
#include <QPointer>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeWidget>

#include "../ui/hub/fake_hub.hpp"
#include "hub/get_model_dialog.hpp"
#include "hub/model_store.hpp"
#include "main_window.hpp"
#include "ui_test_helpers.hpp"

namespace attn::app {
namespace {

using attn::test::FakeHub;
using attn::ui::GetModelDialog;

const QString kHubFixture = QStringLiteral(ATTNLAB_SOURCE_DIR "/tests/data/gpt/gpt2-window");

QAction* get_model_action(MainWindow& w) {
    for (QAction* menu : w.menuBar()->actions())
        if (menu->menu())
            for (QAction* a : menu->menu()->actions())
                if (a->text() == QStringLiteral("&Get a Model…")) return a;
    return nullptr;
}

// Opens the Get a Model dialog (modeless), runs `act` on it, and waits until it has closed.
void with_dialog(MainWindow& w, const std::function<void(GetModelDialog&)>& act) {
    QAction* a = get_model_action(w);
    ASSERT_NE(a, nullptr);
    a->trigger();
    QPointer<GetModelDialog> d = w.findChild<GetModelDialog*>();
    ASSERT_TRUE(d);
    EXPECT_TRUE(d->isVisible());
    EXPECT_FALSE(d->isModal());  // the window stays usable while it downloads
    act(*d);
    ASSERT_TRUE(QTest::qWaitFor([&] { return !d || !d->isVisible(); }, 20000));
    QTest::qWait(50);  // the deferred delete of the closed dialog
}

// The attention of every layer and head for the first sentence, once the pass is in.
std::vector<float> heads_of(MainWindow& w) {
    EXPECT_TRUE(w.document()->waitForRealModel(30000));
    const auto& r = w.document()->results().front();
    EXPECT_TRUE(r.realCurrent());
    return r.real ? r.real->pass.attention : std::vector<float>{};
}

TEST(WindowGetModel, TheDialogDownloadsAndTheWindowOpensItWithTheFixturesHeads) {
    FakeHub hub(QStringLiteral("lab/gpt2-window"), kHubFixture);
    QTemporaryDir root;
    attn::ui::model_store::set_root(root.path());
    qputenv("HF_ENDPOINT", hub.url().toUtf8());

    MainWindow committed(attn::ui::test::module1());
    ASSERT_TRUE(committed.openModel(kHubFixture, 0, true));
    const std::vector<float> want = heads_of(committed);
    ASSERT_FALSE(want.empty());

    MainWindow w(attn::ui::test::module1());
    with_dialog(w, [](GetModelDialog& d) {
        d.findChild<QLineEdit*>(QStringLiteral("hubRepo"))
            ->setText(QStringLiteral("lab/gpt2-window"));
        d.findChild<QPushButton*>(QStringLiteral("hubDownload"))->click();
    });
    const attn::Lesson& l = w.document()->lesson();
    ASSERT_TRUE(l.real_model);
    EXPECT_EQ(l.title, "lab/gpt2-window");
    EXPECT_EQ(QString::fromStdString(l.real_model->path),
              attn::ui::model_store::folder_for(root.path(), QStringLiteral("lab/gpt2-window"),
                                                QStringLiteral("main")));
    EXPECT_EQ(heads_of(w), want);

    // Again: listed first, opened at once, nothing asked of the hub.
    hub.clearSeen();
    MainWindow again(attn::ui::test::module1());
    with_dialog(again, [](GetModelDialog& d) {
        ASSERT_EQ(d.list()->currentItem(), d.modelRows().value(0));
        d.findChild<QPushButton*>(QStringLiteral("hubDownload"))->click();
    });
    ASSERT_TRUE(again.document()->lesson().real_model);
    EXPECT_EQ(heads_of(again), want);
    EXPECT_TRUE(hub.seen().empty());

    attn::ui::model_store::set_root({});
    qunsetenv("HF_ENDPOINT");
}

}  // namespace
}  // namespace attn::app
