// File ▸ Get a Model…: in sections, the models already downloaded (they open
// at once), downloads begun and not finished (Download resumes them), and the
// GPT-2 checkpoints by name with their download size and the memory their
// weights need here (greyed, with the reason, where they would not fit); any
// other repository id or the hub page's address, with an optional revision; a
// token for gated or private repositories (kept in the settings only when
// "Remember" is ticked); the folder models go to (changeable); Remove and Show
// Folder for what is on disk. Download shows bytes, rate and time left, with
// Cancel. The dialog is modeless: the window stays usable while it downloads;
// `modelChosen` says which folder to open.
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
    QTreeWidget* list() const { return list_; }
    // The rows that stand for a model (not the section headings), top to bottom.
    QList<QTreeWidgetItem*> modelRows() const;
    bool downloading() const;

  signals:
    // A downloaded model to open (the dialog has closed).
    void modelChosen(const QString& folder);

  public slots:
    void download();  // the selected row, or the repository field when it has text
    void cancelDownload();
    void removeSelected();  // asks first

  protected:
    void reject() override;  // Escape / Close: cancels a running download first

  private:
    void fillList();
    void updateButtons();
    void chooseFolder();
    void showFolder();
    void showProgress(qint64 done, qint64 total, double rate);
    void finishedAt(const QString& folder);
    void failedWith(HubFailure kind, const QString& message);
    void say(const QString& text);  // the status line (a right-to-left paragraph in Hebrew)
    QTreeWidgetItem* section(const QString& title);
    QTreeWidgetItem* selectedRow() const;
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
    QPushButton* removeButton_ = nullptr;
    QPushButton* showButton_ = nullptr;
    QDialogButtonBox* buttons_ = nullptr;
    std::unique_ptr<HubDownload> running_;
    qint64 memory_ = 0;
    QString chosen_;
    QString stage_;  // what the download is doing, above its figures
};

}  // namespace attn::ui
