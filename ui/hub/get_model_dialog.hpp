// File ▸ Get a Model…: the models already downloaded (listed first; they open
// at once), the GPT-2 checkpoints by name with their download size and the
// memory each needs here (greyed, with the reason, where it would not fit),
// any other repository id with an optional revision, a token for gated or
// private repositories (kept in the settings only when "Remember" is ticked),
// and the folder models go to (changeable). Download shows bytes, rate and
// time left, with Cancel; the window stays live. The dialog is accepted with
// the folder to open (chosenFolder()).
#pragma once

#include <QDialog>
#include <memory>

#include "hub/hub_reply.hpp"

class QCheckBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QTreeWidget;
class QTreeWidgetItem;

namespace attn::ui {

class HubDownload;

class GetModelDialog : public QDialog {
    Q_OBJECT
  public:
    explicit GetModelDialog(QWidget* parent = nullptr);
    ~GetModelDialog() override;

    QString chosenFolder() const { return chosen_; }
    // The machine's memory the list measures against (tests; default: physical memory).
    void setMachineMemory(qint64 bytes);
    // The list's rows (tests and screen readers): a row's model id and whether it can be chosen.
    QTreeWidget* list() const { return list_; }
    bool downloading() const;

  public slots:
    void download();  // the selected row, or the repository field when it has text
    void cancelDownload();

  protected:
    void reject() override;  // Escape / Close: cancels a running download first

  private:
    void fillList();
    void updateButtons();
    void chooseFolder();
    void showProgress(qint64 done, qint64 total, double rate);
    void finishedAt(const QString& folder);
    void failedWith(HubFailure kind, const QString& message);
    QString selectedRepo() const;

    QTreeWidget* list_ = nullptr;
    QLineEdit* repo_ = nullptr;
    QLineEdit* revision_ = nullptr;
    QLineEdit* token_ = nullptr;
    QCheckBox* remember_ = nullptr;
    QLabel* folder_ = nullptr;
    QLabel* endpointLabel_ = nullptr;
    QProgressBar* bar_ = nullptr;
    QLabel* status_ = nullptr;
    QPushButton* downloadButton_ = nullptr;
    QPushButton* cancelButton_ = nullptr;
    QDialogButtonBox* buttons_ = nullptr;
    std::unique_ptr<HubDownload> running_;
    qint64 memory_ = 0;
    QString chosen_;
    QString stage_;  // what the download is doing, above its figures
};

}  // namespace attn::ui
