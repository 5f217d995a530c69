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
class QFormLayout;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QTreeWidget;
class QTreeWidgetItem;
class QVBoxLayout;

namespace attn::ui {

class HubDownload;
class HubEndpoint;
struct HubRequest;
struct RepoText;

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
    // The constructor's parts, in the order it runs them.
    void addList(QVBoxLayout* layout);      // the list of models: it takes the spare height
    void addRepoRow(QFormLayout* form);     // Other repository, with its Revision field
    void addTokenRow(QFormLayout* form);    // Token (the one saved), with Remember
    void addFolderRow(QFormLayout* form);   // Saved in: the models' folder, with Change…
    void addHubRow(QFormLayout* form);      // Hub: the endpoint, or what is wrong with it
    void addProgress(QVBoxLayout* layout);  // the progress bar (hidden) and the status line
    void addButtons(QVBoxLayout* layout);   // Remove, Show Folder, Download, Cancel, Close
    void connectControls();                 // the buttons', the list's and the field's
    void fillList();
    // fillList's parts, in its order.
    void showIntro();  // the intro, with this computer's memory
    // The Downloaded section (none when nothing is); returns the repositories it has at main.
    QStringList addDownloadedRows(const QString& root);
    void addPartialRows(const QString& root);      // Begun, not finished (none when nothing is)
    void addCatalogRows(const QStringList& have);  // GPT-2 on the hub, less those in `have`
    // download's parts, in its order.
    bool confirmSize(const QTreeWidgetItem* row);  // true unless a large download is declined
    void keepOrForgetToken();  // into the settings when Remember is ticked, else out of them
    // What to download: the repository and its revision (the field's, the address's, or a
    // partial download's), the models' folder and the token.
    HubRequest requestFor(const QString& repo, const RepoText& typed,
                          const QTreeWidgetItem* row) const;
    // Starts the download, connected to the status line, the bar and the dialog's ending.
    void startDownload(const HubEndpoint& endpoint, const HubRequest& req);
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
