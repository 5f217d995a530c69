// File ▸ Get a Model… (ui/hub/get_model_dialog.hpp) against FakeHub: the
// checkpoints with their sizes, greyed with the reason where the machine's
// memory is too small; a repository typed in downloads and the dialog is
// accepted with its folder; next time it is listed first and opens at once;
// Cancel stops a stalled download at once and Escape then closes; a token is
// kept in the settings only when Remember is ticked.
#include <gtest/gtest.h>

#include <QApplication>
#include <QCheckBox>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeWidget>

#include "fake_hub.hpp"
#include "hub/get_model_dialog.hpp"
#include "hub/hub_catalog.hpp"
#include "hub/hub_endpoint.hpp"
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
    ASSERT_EQ(list->topLevelItemCount(), 1);  // one section: nothing is downloaded yet
    EXPECT_EQ(list->topLevelItem(0)->text(0), QStringLiteral("GPT-2 on the hub"));
    EXPECT_FALSE(list->topLevelItem(0)->flags() & Qt::ItemIsSelectable);
    const auto rows = d.modelRows();
    ASSERT_EQ(rows.size(), int(hub_checkpoints().size()));
    int greyed = 0;
    for (int row = 0; row < rows.size(); ++row) {
        const QTreeWidgetItem* item = rows[row];
        const HubCheckpoint& c = hub_checkpoints()[std::size_t(row)];
        EXPECT_EQ(item->text(0), c.name);
        EXPECT_FALSE(item->text(1).isEmpty());
        EXPECT_EQ(item->text(2), byte_size(c.memory_bytes()));  // what opening it checks
        const bool fits = c.memory_bytes() <= qint64(2) * 1000 * 1000 * 1000;
        EXPECT_EQ(bool(item->flags() & Qt::ItemIsEnabled), fits) << c.name.toStdString();
        if (!fits) {
            ++greyed;
            EXPECT_EQ(item->text(3), QStringLiteral("Too large here"));
            EXPECT_TRUE(item->toolTip(3).contains(QLatin1String("this machine has 2.00")))
                << item->toolTip(3).toStdString();
        }
    }
    EXPECT_EQ(greyed, 2);  // large and xl need more than 2 GB for their weights
    EXPECT_EQ(list->currentItem(), rows[0]);
}

TEST_F(DialogHub, ARepositoryDownloadsAndIsThenListedFirst) {
    {
        GetModelDialog d;
        child<QLineEdit>(d, "hubRepo")->setText(QStringLiteral("lab/gpt2-window"));
        QPushButton* go = child<QPushButton>(d, "hubDownload");
        ASSERT_TRUE(go->isEnabled());
        QSignalSpy chosen(&d, &GetModelDialog::modelChosen);
        go->click();
        ASSERT_TRUE(waitFor([&] { return chosen.size() == 1; }))
            << child<QLabel>(d, "hubStatus")->text().toStdString();
        EXPECT_EQ(d.chosenFolder(),
                  model_store::folder_for(root.path(), QStringLiteral("lab/gpt2-window"),
                                          QStringLiteral("main")));
        EXPECT_EQ(chosen.front().front().toString(), d.chosenFolder());
    }
    hub.clearSeen();
    GetModelDialog d;
    ASSERT_GE(d.list()->topLevelItemCount(), 2);
    EXPECT_EQ(d.list()->topLevelItem(0)->text(0), QStringLiteral("Downloaded"));
    const QTreeWidgetItem* first = d.modelRows().value(0);
    ASSERT_TRUE(first);
    EXPECT_EQ(first->text(0), QStringLiteral("lab/gpt2-window"));
    EXPECT_TRUE(first->text(3).startsWith(QLatin1String("Downloaded")));
    EXPECT_EQ(d.list()->currentItem(), first);
    QPushButton* go = child<QPushButton>(d, "hubDownload");
    EXPECT_EQ(go->text(), QStringLiteral("&Open"));
    QSignalSpy chosen(&d, &GetModelDialog::modelChosen);
    go->click();
    EXPECT_EQ(chosen.size(), 1);  // at once, without the hub
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
    // What was begun is listed to resume.
    const auto rows = d.modelRows();
    ASSERT_FALSE(rows.isEmpty());
    EXPECT_EQ(rows[0]->text(0), QStringLiteral("lab/gpt2-window"));
    EXPECT_EQ(rows[0]->parent()->text(0), QStringLiteral("Begun, not finished"));
    EXPECT_TRUE(rows[0]->text(1).endsWith(QLatin1String("so far")));
    QTest::keyClick(&d, Qt::Key_Escape);
    EXPECT_EQ(rejected.size(), 1);
    // Download on that row resumes it from where it stopped.
    hub.setFaults({});
    hub.clearSeen();
    GetModelDialog again;
    ASSERT_EQ(again.list()->currentItem(), again.modelRows().value(0));
    QSignalSpy chosen(&again, &GetModelDialog::modelChosen);
    child<QPushButton>(again, "hubDownload")->click();
    ASSERT_TRUE(waitFor([&] { return chosen.size() == 1; }));
    bool resumed = false;
    for (const auto& s : hub.seen()) resumed |= s.range.startsWith("bytes=2048-");
    EXPECT_TRUE(resumed);
}

TEST_F(DialogHub, AHubAddressIsReadAsItsRepositoryAndRevision) {
    const RepoText a =
        repo_from_text(QStringLiteral("https://huggingface.co/openai-community/gpt2"));
    EXPECT_EQ(a.repo, QStringLiteral("openai-community/gpt2"));
    EXPECT_TRUE(a.revision.isEmpty());
    const RepoText b =
        repo_from_text(QStringLiteral(" https://huggingface.co/someone/ft/tree/v2/ "));
    EXPECT_EQ(b.repo, QStringLiteral("someone/ft"));
    EXPECT_EQ(b.revision, QStringLiteral("v2"));
    const RepoText c = repo_from_text(
        QStringLiteral("https://huggingface.co/distilgpt2/resolve/main/config.json"));
    EXPECT_EQ(c.repo, QStringLiteral("distilgpt2"));
    EXPECT_EQ(c.revision, QStringLiteral("main"));
    EXPECT_EQ(repo_from_text(QStringLiteral("gpt2")).repo, QStringLiteral("gpt2"));
    // Typed into the dialog, the address downloads the repository.
    GetModelDialog d;
    child<QLineEdit>(d, "hubRepo")->setText(hub.url() + QStringLiteral("/lab/gpt2-window"));
    QSignalSpy chosen(&d, &GetModelDialog::modelChosen);
    child<QPushButton>(d, "hubDownload")->click();
    ASSERT_TRUE(waitFor([&] { return chosen.size() == 1; }));
}

TEST_F(DialogHub, RemoveDeletesADownloadedModelAfterAsking) {
    {
        GetModelDialog d;
        child<QLineEdit>(d, "hubRepo")->setText(QStringLiteral("lab/gpt2-window"));
        QSignalSpy chosen(&d, &GetModelDialog::modelChosen);
        child<QPushButton>(d, "hubDownload")->click();
        ASSERT_TRUE(waitFor([&] { return chosen.size() == 1; }));
    }
    GetModelDialog d;
    ASSERT_EQ(d.modelRows().value(0)->text(0), QStringLiteral("lab/gpt2-window"));
    QPushButton* remove = child<QPushButton>(d, "hubRemove");
    ASSERT_TRUE(remove->isEnabled());
    QTimer::singleShot(0, [] {  // the question: Yes
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        ASSERT_NE(box, nullptr);
        box->button(QMessageBox::Yes)->click();
    });
    remove->click();
    EXPECT_TRUE(model_store::list(root.path()).empty());
    EXPECT_FALSE(QDir(root.path() + QStringLiteral("/lab--gpt2-window")).exists());
    EXPECT_EQ(d.modelRows().value(0)->text(0), QStringLiteral("gpt2"));
}

TEST_F(DialogHub, ATokenIsKeptOnlyWhenRememberIsTicked) {
    for (const bool remember : {false, true}) {
        GetModelDialog d;
        child<QLineEdit>(d, "hubToken")->setText(QStringLiteral("hf_abc"));
        d.findChild<QCheckBox*>()->setChecked(remember);
        child<QLineEdit>(d, "hubRepo")->setText(QStringLiteral("lab/gpt2-window"));
        QSignalSpy chosen(&d, &GetModelDialog::modelChosen);
        child<QPushButton>(d, "hubDownload")->click();
        ASSERT_TRUE(waitFor([&] { return chosen.size() == 1; }));
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
