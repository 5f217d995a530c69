// File ▸ Get a Model… (ui/hub/get_model_dialog.hpp) against FakeHub: the
// checkpoints with their sizes, greyed with the reason where the machine's
// memory is too small; a repository typed in downloads and the dialog is
// accepted with its folder; next time it is listed first and opens at once;
// Cancel stops a stalled download at once and Escape then closes; a token is
// kept in the settings only when Remember is ticked.
#include <gtest/gtest.h>

#include <QCheckBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

#include "fake_hub.hpp"
#include "hub/get_model_dialog.hpp"
#include "hub/hub_catalog.hpp"
#include "hub/model_store.hpp"

namespace attn::ui {
namespace {

using attn::test::FakeHub;

const QString kDialogFixture = QStringLiteral(ATTNLAB_SOURCE_DIR "/tests/data/gpt/gpt2-window");

// The models' folder and HF_ENDPOINT for one test, put back after.
class DialogHub : public ::testing::Test {
  protected:
    FakeHub hub{QStringLiteral("lab/gpt2-window"), kDialogFixture};
    QTemporaryDir root;
    void SetUp() override {
        model_store::set_root(root.path());
        qputenv("HF_ENDPOINT", hub.url().toUtf8());
        QSettings().remove(QStringLiteral("hub/token"));
    }
    void TearDown() override {
        model_store::set_root({});
        qunsetenv("HF_ENDPOINT");
        QSettings().remove(QStringLiteral("hub/token"));
    }
    template <class W>
    static W* child(const GetModelDialog& d, const char* name) {
        return d.findChild<W*>(QString::fromLatin1(name));
    }
    static bool waitFor(const std::function<bool()>& done, int ms = 20000) {
        return QTest::qWaitFor(done, ms);
    }
};

TEST_F(DialogHub, TheCheckpointsAreListedAndTooLargeOnesSayWhy) {
    GetModelDialog d;
    d.setMachineMemory(qint64(2) * 1000 * 1000 * 1000);  // 2 GB
    QTreeWidget* list = d.list();
    ASSERT_EQ(list->topLevelItemCount(), int(hub_checkpoints().size()));
    int greyed = 0;
    for (int row = 0; row < list->topLevelItemCount(); ++row) {
        const QTreeWidgetItem* item = list->topLevelItem(row);
        const HubCheckpoint& c = hub_checkpoints()[std::size_t(row)];
        EXPECT_EQ(item->text(0), c.name);
        EXPECT_FALSE(item->text(1).isEmpty());
        const bool fits = c.memory_bytes() <= qint64(2) * 1000 * 1000 * 1000;
        EXPECT_EQ(bool(item->flags() & Qt::ItemIsEnabled), fits) << c.name.toStdString();
        if (!fits) {
            ++greyed;
            EXPECT_TRUE(item->text(3).contains(QLatin1String("this machine has 2.00")))
                << item->text(3).toStdString();
        }
    }
    EXPECT_EQ(greyed, 3);  // medium, large and xl need more than 2 GB; gpt2 and distilgpt2 fit
    EXPECT_EQ(list->currentItem(), list->topLevelItem(0));
}

TEST_F(DialogHub, ARepositoryDownloadsAndIsThenListedFirst) {
    {
        GetModelDialog d;
        child<QLineEdit>(d, "hubRepo")->setText(QStringLiteral("lab/gpt2-window"));
        QPushButton* go = child<QPushButton>(d, "hubDownload");
        ASSERT_TRUE(go->isEnabled());
        QSignalSpy accepted(&d, &QDialog::accepted);
        go->click();
        ASSERT_TRUE(waitFor([&] { return accepted.size() == 1; }))
            << child<QLabel>(d, "hubStatus")->text().toStdString();
        EXPECT_EQ(d.chosenFolder(),
                  model_store::folder_for(root.path(), QStringLiteral("lab/gpt2-window"),
                                          QStringLiteral("main")));
    }
    hub.clearSeen();
    GetModelDialog d;
    const QTreeWidgetItem* first = d.list()->topLevelItem(0);
    ASSERT_TRUE(first);
    EXPECT_EQ(first->text(0), QStringLiteral("lab/gpt2-window"));
    EXPECT_TRUE(first->text(3).startsWith(QLatin1String("Downloaded")));
    EXPECT_EQ(d.list()->currentItem(), first);
    QPushButton* go = child<QPushButton>(d, "hubDownload");
    EXPECT_EQ(go->text(), QStringLiteral("&Open"));
    QSignalSpy accepted(&d, &QDialog::accepted);
    go->click();
    EXPECT_EQ(accepted.size(), 1);  // at once, without the hub
    EXPECT_TRUE(hub.seen().empty());
}

TEST_F(DialogHub, CancelStopsAStalledDownloadAndEscapeThenCloses) {
    hub.setFaults({.stallAfter = 2048});
    GetModelDialog d;
    d.show();
    child<QLineEdit>(d, "hubRepo")->setText(QStringLiteral("lab/gpt2-window"));
    child<QPushButton>(d, "hubDownload")->click();
    ASSERT_TRUE(waitFor([&] {
        return child<QLabel>(d, "hubStatus")->text().contains(QLatin1String("of 188"));
    })) << child<QLabel>(d, "hubStatus")->text().toStdString();
    EXPECT_TRUE(d.downloading());
    EXPECT_FALSE(child<QLineEdit>(d, "hubRepo")->isEnabled());
    QPushButton* cancel = child<QPushButton>(d, "hubCancel");
    ASSERT_TRUE(cancel->isEnabled());
    QSignalSpy rejected(&d, &QDialog::rejected);
    QTest::keyClick(&d, Qt::Key_Escape);  // the first Escape stops the download, not the dialog
    EXPECT_FALSE(d.downloading());
    EXPECT_EQ(rejected.size(), 0);
    EXPECT_TRUE(child<QLabel>(d, "hubStatus")->text().startsWith(QLatin1String("Cancelled")));
    EXPECT_TRUE(child<QPushButton>(d, "hubDownload")->isEnabled());
    QTest::keyClick(&d, Qt::Key_Escape);
    EXPECT_EQ(rejected.size(), 1);
}

TEST_F(DialogHub, ATokenIsKeptOnlyWhenRememberIsTicked) {
    for (const bool remember : {false, true}) {
        GetModelDialog d;
        child<QLineEdit>(d, "hubToken")->setText(QStringLiteral("hf_abc"));
        d.findChild<QCheckBox*>()->setChecked(remember);
        child<QLineEdit>(d, "hubRepo")->setText(QStringLiteral("lab/gpt2-window"));
        QSignalSpy accepted(&d, &QDialog::accepted);
        child<QPushButton>(d, "hubDownload")->click();
        ASSERT_TRUE(waitFor([&] { return accepted.size() == 1; }));
        EXPECT_EQ(QSettings().value(QStringLiteral("hub/token")).toString(),
                  remember ? QStringLiteral("hf_abc") : QString());
        QDir(root.path()).removeRecursively();
        QDir().mkpath(root.path());
    }
    for (const auto& s : hub.seen())
        if (!s.path.startsWith("/cdn/")) EXPECT_EQ(s.authorization, "Bearer hf_abc");
}

}  // namespace
}  // namespace attn::ui
