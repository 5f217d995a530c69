#include "hub/get_model_dialog.hpp"

#include <QCheckBox>
#include <QDesktopServices>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFormLayout>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QSignalBlocker>
#include <QTreeWidget>
#include <QUrl>
#include <QVBoxLayout>

#include "attnlab/checkpoints/model_files.hpp"
#include "hub/hub_catalog.hpp"
#include "hub/hub_download.hpp"
#include "hub/model_store.hpp"
#include "style/number_format.hpp"
#include "style/plain_text.hpp"

namespace attn::ui {

namespace {

const QString kTokenKey = QStringLiteral("hub/token");
constexpr int kRepoRole = Qt::UserRole;             // the repository id of a row
constexpr int kFolderRole = Qt::UserRole + 1;       // a row on disk: its folder
constexpr int kRevisionRole = Qt::UserRole + 2;     // a partial download's revision
constexpr int kBytesRole = Qt::UserRole + 3;        // a catalog row's download size
constexpr qint64 kAskAbove = 1000LL * 1000 * 1000;  // a download this large is confirmed first

enum Column { kName, kSize, kMemory, kState };

// "1 min 20 s", "45 s", "2 h 5 min".
QString duration(qint64 s) {
    if (s < 60) return GetModelDialog::tr("%1 s").arg(s);
    if (s < 3600) return GetModelDialog::tr("%1 min %2 s").arg(s / 60).arg(s % 60);
    return GetModelDialog::tr("%1 h %2 min").arg(s / 3600).arg((s % 3600) / 60);
}

// The fp32 weights of the model in `folder` (its config.json), or -1.
qint64 weights_of(const QString& folder) {
    QFile config(QDir(folder).filePath(QStringLiteral("config.json")));
    if (!config.open(QIODevice::ReadOnly) || config.size() > (1 << 20)) return -1;
    try {
        return qint64(gpt_weight_bytes(
            parse_model_config(config.readAll().toStdString(), "config.json").config));
    } catch (const std::exception&) {  // the window says why when it opens
        return -1;
    }
}

// The settings file holds a token: readable by its owner only.
void keep_private(const QSettings& settings) {
    QFile::setPermissions(settings.fileName(), QFileDevice::ReadOwner | QFileDevice::WriteOwner);
}

}  // namespace

GetModelDialog::GetModelDialog(QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("Get a Model"));
    memory_ = qint64(physical_memory_bytes());
    auto* layout = new QVBoxLayout(this);

    auto* intro = plain_label(this, true);
    intro->setObjectName(QStringLiteral("hubIntro"));
    layout->addWidget(intro);
    addList(layout);

    auto* form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    addRepoRow(form);
    addTokenRow(form);
    addFolderRow(form);
    addHubRow(form);
    layout->addLayout(form);

    addProgress(layout);
    addButtons(layout);
    connectControls();
    fillList();
    resize(760, 560);
}

void GetModelDialog::addList(QVBoxLayout* layout) {
    list_ = new QTreeWidget(this);
    list_->setObjectName(QStringLiteral("hubModels"));
    list_->setRootIsDecorated(false);
    list_->setItemsExpandable(false);
    list_->setHeaderLabels(
        {tr("Model"), tr("Download"), tr("Memory for its weights"), tr("On this computer")});
    list_->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    list_->header()->setStretchLastSection(true);
    list_->setAccessibleName(tr("Models"));
    layout->addWidget(list_, 1);
}

void GetModelDialog::addRepoRow(QFormLayout* form) {
    repo_ = new QLineEdit(this);
    repo_->setObjectName(QStringLiteral("hubRepo"));
    repo_->setPlaceholderText(tr("owner/name or the model's hub address"));
    revision_ = new QLineEdit(this);
    revision_->setObjectName(QStringLiteral("hubRevision"));
    revision_->setPlaceholderText(QStringLiteral("main"));
    auto* repoRow = new QHBoxLayout;
    repoRow->addWidget(repo_, 3);
    auto* revisionLabel = new QLabel(tr("&Revision:"), this);
    revisionLabel->setBuddy(revision_);
    repoRow->addWidget(revisionLabel);
    repoRow->addWidget(revision_, 1);
    auto* repoLabel = new QLabel(tr("Other &repository:"), this);
    repoLabel->setBuddy(repo_);
    form->addRow(repoLabel, repoRow);
}

void GetModelDialog::addTokenRow(QFormLayout* form) {
    token_ = new QLineEdit(this);
    token_->setObjectName(QStringLiteral("hubToken"));
    token_->setEchoMode(QLineEdit::Password);
    token_->setPlaceholderText(tr("only for gated or private repositories (else HF_TOKEN)"));
    const QString saved = QSettings().value(kTokenKey).toString();
    token_->setText(saved);
    remember_ = new QCheckBox(tr("Re&member"), this);
    remember_->setChecked(!saved.isEmpty());
    remember_->setToolTip(plain_tooltip(
        tr("Keep the token in this computer's settings file (%1), as plain text readable by "
           "your user only. Untick it and download to forget it.")
            .arg(QDir::toNativeSeparators(QSettings().fileName()))));
    auto* tokenRow = new QHBoxLayout;
    tokenRow->addWidget(token_, 1);
    tokenRow->addWidget(remember_);
    auto* tokenLabel = new QLabel(tr("&Token:"), this);
    tokenLabel->setBuddy(token_);
    form->addRow(tokenLabel, tokenRow);
}

void GetModelDialog::addFolderRow(QFormLayout* form) {
    folder_ = plain_label(this, true);
    folder_->setObjectName(QStringLiteral("hubFolder"));
    folder_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* change = new QPushButton(tr("C&hange…"), this);
    connect(change, &QPushButton::clicked, this, &GetModelDialog::chooseFolder);
    auto* folderRow = new QHBoxLayout;
    folderRow->addWidget(folder_, 1);
    folderRow->addWidget(change);
    form->addRow(tr("Saved in:"), folderRow);
}

void GetModelDialog::addHubRow(QFormLayout* form) {
    endpointLabel_ = plain_label(this, true);
    try {
        const HubEndpoint e = HubEndpoint::fromEnvironment();
        endpointLabel_->setText(qEnvironmentVariableIsEmpty("HF_ENDPOINT")
                                    ? e.base().toString()
                                    : tr("%1 (from HF_ENDPOINT)").arg(e.base().toString()));
    } catch (const std::exception& e) {
        endpointLabel_->setText(QString::fromUtf8(e.what()));
    }
    form->addRow(tr("Hub:"), endpointLabel_);
}

void GetModelDialog::addProgress(QVBoxLayout* layout) {
    // The progress bar keeps its place when hidden, and the status line two lines: nothing above
    // them moves when a download starts or ends.
    bar_ = new QProgressBar(this);
    bar_->setObjectName(QStringLiteral("hubProgress"));
    bar_->setTextVisible(false);
    QSizePolicy keep = bar_->sizePolicy();
    keep.setRetainSizeWhenHidden(true);
    bar_->setSizePolicy(keep);
    bar_->setVisible(false);
    layout->addWidget(bar_);
    status_ = plain_label(this, true);
    status_->setObjectName(QStringLiteral("hubStatus"));
    status_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    status_->setMinimumHeight(2 * status_->fontMetrics().lineSpacing());
    status_->setAlignment(Qt::AlignLeading | Qt::AlignTop);
    layout->addWidget(status_);
}

void GetModelDialog::addButtons(QVBoxLayout* layout) {
    buttons_ = new QDialogButtonBox(this);
    removeButton_ = buttons_->addButton(tr("Re&move…"), QDialogButtonBox::ResetRole);
    removeButton_->setObjectName(QStringLiteral("hubRemove"));
    showButton_ = buttons_->addButton(tr("Show &Folder"), QDialogButtonBox::ResetRole);
    showButton_->setObjectName(QStringLiteral("hubShowFolder"));
    downloadButton_ = buttons_->addButton(tr("&Download and Open"), QDialogButtonBox::AcceptRole);
    downloadButton_->setObjectName(QStringLiteral("hubDownload"));
    cancelButton_ = buttons_->addButton(tr("&Cancel"), QDialogButtonBox::ActionRole);
    cancelButton_->setObjectName(QStringLiteral("hubCancel"));
    cancelButton_->setEnabled(false);
    buttons_->addButton(QDialogButtonBox::Close);
    layout->addWidget(buttons_);
}

void GetModelDialog::connectControls() {
    connect(downloadButton_, &QPushButton::clicked, this, &GetModelDialog::download);
    connect(cancelButton_, &QPushButton::clicked, this, &GetModelDialog::cancelDownload);
    connect(removeButton_, &QPushButton::clicked, this, &GetModelDialog::removeSelected);
    connect(showButton_, &QPushButton::clicked, this, &GetModelDialog::showFolder);
    connect(buttons_, &QDialogButtonBox::rejected, this, &GetModelDialog::reject);
    connect(list_, &QTreeWidget::itemSelectionChanged, this, [this] {
        if (!list_->selectedItems().isEmpty()) repo_->clear();
        updateButtons();
    });
    connect(list_, &QTreeWidget::itemActivated, this, [this] { download(); });
    connect(repo_, &QLineEdit::textChanged, this, [this](const QString& t) {
        if (!t.isEmpty()) list_->clearSelection();
        updateButtons();
    });
}

GetModelDialog::~GetModelDialog() = default;

void GetModelDialog::setMachineMemory(qint64 bytes) {
    memory_ = bytes;
    fillList();
}

bool GetModelDialog::downloading() const { return running_ && running_->running(); }

QTreeWidgetItem* GetModelDialog::section(const QString& title) {
    auto* item = new QTreeWidgetItem(list_);
    item->setText(kName, title);
    item->setFlags(Qt::ItemIsEnabled);  // a heading: not selectable
    QFont bold = list_->font();
    bold.setBold(true);
    item->setFont(kName, bold);
    item->setFirstColumnSpanned(true);
    item->setExpanded(true);
    return item;
}

QList<QTreeWidgetItem*> GetModelDialog::modelRows() const {
    QList<QTreeWidgetItem*> rows;
    for (int s = 0; s < list_->topLevelItemCount(); ++s)
        for (int r = 0; r < list_->topLevelItem(s)->childCount(); ++r)
            rows << list_->topLevelItem(s)->child(r);
    return rows;
}

void GetModelDialog::fillList() {
    const QSignalBlocker quiet(list_);  // refilling is no choice of the user's
    list_->clear();
    const QString root = model_store::root();
    folder_->setText(QDir::toNativeSeparators(root));
    showIntro();
    const QStringList have = addDownloadedRows(root);
    addPartialRows(root);
    addCatalogRows(have);
    list_->expandAll();
    for (int col = 0; col < list_->columnCount(); ++col) list_->resizeColumnToContents(col);
    for (QTreeWidgetItem* row : modelRows())
        if (repo_->text().trimmed().isEmpty() && (row->flags() & Qt::ItemIsSelectable)) {
            list_->setCurrentItem(row);
            break;
        }
    updateButtons();
}

void GetModelDialog::showIntro() {
    auto* intro = findChild<QLabel*>(QStringLiteral("hubIntro"));
    intro->setText(tr("Download a GPT-2-architecture model from the Hugging Face hub. Nothing is "
                      "sent or fetched until you press Download; models already here open at "
                      "once.") +
                   (memory_ > 0 ? QLatin1Char(' ') +
                                      tr("This computer has %1 of memory.").arg(byte_size(memory_))
                                : QString()));
}

QStringList GetModelDialog::addDownloadedRows(const QString& root) {
    const auto downloaded = model_store::list(root);
    QStringList have;
    if (downloaded.empty()) return have;
    QTreeWidgetItem* here = section(tr("Downloaded"));
    for (const DownloadedModel& m : downloaded) {
        auto* item = new QTreeWidgetItem(here);
        const bool mainRev = m.revision == QLatin1String("main");
        item->setText(kName, mainRev ? m.repo : tr("%1 (revision %2)").arg(m.repo, m.revision));
        item->setText(kSize, byte_size(m.bytes()));
        if (const qint64 w = weights_of(m.folder); w >= 0) item->setText(kMemory, byte_size(w));
        item->setText(kState, tr("Downloaded: opens at once"));
        item->setToolTip(kState, plain_tooltip(QDir::toNativeSeparators(m.folder)));
        item->setData(kName, kRepoRole, m.repo);
        item->setData(kName, kFolderRole, m.folder);
        if (mainRev) have << m.repo;
    }
    return have;
}

void GetModelDialog::addPartialRows(const QString& root) {
    const auto partial = model_store::list_partial(root);
    if (partial.empty()) return;
    QTreeWidgetItem* begun = section(tr("Begun, not finished"));
    for (const model_store::PartialDownload& p : partial) {
        auto* item = new QTreeWidgetItem(begun);
        const bool mainRev = p.revision == QLatin1String("main");
        item->setText(kName, mainRev ? p.repo : tr("%1 (revision %2)").arg(p.repo, p.revision));
        item->setText(kSize, tr("%1 so far").arg(byte_size(p.bytes)));
        item->setText(kState, tr("Download resumes it"));
        item->setToolTip(kState, plain_tooltip(QDir::toNativeSeparators(p.folder)));
        item->setData(kName, kRepoRole, p.repo);
        item->setData(kName, kRevisionRole, p.revision);
        item->setData(kName, kFolderRole, p.folder);
        item->setData(kName, kBytesRole, -1);  // on disk, not to open: a download resumes it
    }
}

void GetModelDialog::addCatalogRows(const QStringList& have) {
    QTreeWidgetItem* hub = section(tr("GPT-2 on the hub"));
    for (const HubCheckpoint& c : hub_checkpoints()) {
        if (have.contains(c.repo)) continue;
        auto* item = new QTreeWidgetItem(hub);
        item->setText(kName, c.name);
        item->setToolTip(
            kName,
            plain_tooltip(
                tr("%1 on the hub; %2").arg(c.repo, QString::fromStdString(describe(c.config)))));
        item->setText(kSize, tr("about %1").arg(byte_size(c.download_bytes)));
        item->setText(kMemory, byte_size(c.memory_bytes()));
        item->setData(kName, kRepoRole, c.repo);
        item->setData(kName, kBytesRole, c.download_bytes);
        const QString why = does_not_fit(c, memory_);
        if (!why.isEmpty()) {
            item->setFlags(item->flags() & ~(Qt::ItemIsEnabled | Qt::ItemIsSelectable));
            item->setText(kState, tr("Too large here"));
            for (int col = 0; col < list_->columnCount(); ++col)
                item->setToolTip(col, plain_tooltip(tr("Too large here: %1").arg(why)));
        }
    }
}

QTreeWidgetItem* GetModelDialog::selectedRow() const {
    const auto items = list_->selectedItems();
    return items.isEmpty() ? nullptr : items.front();
}

QString GetModelDialog::selectedRepo() const {
    if (!repo_->text().trimmed().isEmpty()) return repo_from_text(repo_->text()).repo;
    const QTreeWidgetItem* row = selectedRow();
    return row ? row->data(kName, kRepoRole).toString() : QString();
}

void GetModelDialog::updateButtons() {
    const bool busy = downloading();
    const QTreeWidgetItem* row = repo_->text().trimmed().isEmpty() ? selectedRow() : nullptr;
    const bool onDisk = row && !row->data(kName, kFolderRole).toString().isEmpty();
    const bool isHere = onDisk && row->data(kName, kBytesRole).toLongLong() != -1;
    downloadButton_->setText(isHere ? tr("&Open") : tr("&Download and Open"));
    downloadButton_->setEnabled(!busy && !selectedRepo().isEmpty());
    removeButton_->setEnabled(!busy && onDisk);
    showButton_->setEnabled(onDisk);
    cancelButton_->setEnabled(busy);
    list_->setEnabled(!busy);
    repo_->setEnabled(!busy);
    revision_->setEnabled(!busy);
    token_->setEnabled(!busy);
}

void GetModelDialog::say(const QString& text) {
    // A line that starts with a number or a Latin name still reads right to left in Hebrew.
    if (!QGuiApplication::isRightToLeft() || text.isEmpty()) {
        status_->setText(text);
        return;
    }
    const QString rlm(QChar(0x200F));  // each line is a paragraph of its own
    status_->setText(rlm + QString(text).replace(QLatin1Char('\n'), QLatin1Char('\n') + rlm));
}

void GetModelDialog::chooseFolder() {
    const QString dir = QFileDialog::getExistingDirectory(this, tr("Folder for downloaded models"),
                                                          model_store::root());
    if (dir.isEmpty()) return;
    model_store::set_root(dir);
    fillList();
}

void GetModelDialog::showFolder() {
    const QTreeWidgetItem* row = selectedRow();
    if (!row) return;
    QDesktopServices::openUrl(QUrl::fromLocalFile(row->data(kName, kFolderRole).toString()));
}

void GetModelDialog::removeSelected() {
    const QTreeWidgetItem* row = selectedRow();
    if (!row || downloading()) return;
    const QString folder = row->data(kName, kFolderRole).toString();
    if (folder.isEmpty()) return;
    QMessageBox ask(QMessageBox::Question, tr("Remove a model"),
                    tr("Delete %1 from this computer (%2)?\n\nLessons that point at it will say "
                       "it is missing; it can be downloaded again.")
                        .arg(row->text(kName), QDir::toNativeSeparators(folder)),
                    QMessageBox::Yes | QMessageBox::Cancel, this);
    plain_message_text(ask);
    ask.setDefaultButton(QMessageBox::Cancel);
    if (ask.exec() != QMessageBox::Yes) return;
    QString error;
    if (!model_store::remove(model_store::root(), folder, &error))
        say(tr("Could not remove it: %1").arg(error));
    else
        say(tr("Removed %1.").arg(row->text(kName)));
    fillList();
}

void GetModelDialog::download() {
    if (downloading()) return;
    const QTreeWidgetItem* row = repo_->text().trimmed().isEmpty() ? selectedRow() : nullptr;
    if (row && !row->data(kName, kFolderRole).toString().isEmpty() &&
        row->data(kName, kBytesRole).toLongLong() != -1) {  // here already
        chosen_ = row->data(kName, kFolderRole).toString();
        accept();
        emit modelChosen(chosen_);
        return;
    }
    const RepoText typed = repo_from_text(repo_->text());
    const QString repo = selectedRepo();
    if (repo.isEmpty()) return;
    bar_->setVisible(false);
    if (!is_hub_repo_id(repo)) {
        say(tr("'%1' is not a repository id: owner/name, as on the hub's page.").arg(repo));
        repo_->setFocus();
        return;
    }
    if (!confirmSize(row)) return;
    keepOrForgetToken();
    std::optional<HubEndpoint> endpoint;
    try {
        endpoint = HubEndpoint::fromEnvironment();
    } catch (const std::exception& e) {
        say(QString::fromUtf8(e.what()));
        return;
    }
    startDownload(*endpoint, requestFor(repo, typed, row));
}

bool GetModelDialog::confirmSize(const QTreeWidgetItem* row) {
    const qint64 size = row ? row->data(kName, kBytesRole).toLongLong() : 0;
    if (size <= kAskAbove) return true;
    QMessageBox ask(
        QMessageBox::Question, tr("Get a Model"),
        tr("%1 is a download of about %2. Download it now?").arg(row->text(kName), byte_size(size)),
        QMessageBox::Yes | QMessageBox::Cancel, this);
    plain_message_text(ask);
    return ask.exec() == QMessageBox::Yes;
}

void GetModelDialog::keepOrForgetToken() {
    QSettings settings;
    if (remember_->isChecked() && !token_->text().trimmed().isEmpty()) {
        settings.setValue(kTokenKey, token_->text().trimmed());
        settings.sync();
        keep_private(settings);
    } else {
        settings.remove(kTokenKey);
    }
}

HubRequest GetModelDialog::requestFor(const QString& repo, const RepoText& typed,
                                      const QTreeWidgetItem* row) const {
    HubRequest req;
    req.repo = repo;
    if (!revision_->text().trimmed().isEmpty())
        req.revision = revision_->text().trimmed();
    else if (!typed.revision.isEmpty())
        req.revision = typed.revision;
    else if (row && !row->data(kName, kRevisionRole).toString().isEmpty())
        req.revision = row->data(kName, kRevisionRole).toString();
    req.root = model_store::root();
    req.token = hub_token(token_->text());
    return req;
}

void GetModelDialog::startDownload(const HubEndpoint& endpoint, const HubRequest& req) {
    running_ = std::make_unique<HubDownload>(endpoint, req);
    if (memory_ > 0) running_->setMemoryLimit(memory_);
    connect(running_.get(), &HubDownload::stage, this, [this](const QString& text) {
        stage_ = text;
        say(text);
    });
    connect(running_.get(), &HubDownload::progress, this, &GetModelDialog::showProgress);
    connect(running_.get(), &HubDownload::finished, this, &GetModelDialog::finishedAt);
    connect(running_.get(), &HubDownload::failed, this, &GetModelDialog::failedWith);
    stage_.clear();
    bar_->setRange(0, 0);
    bar_->setVisible(true);
    running_->start();
    updateButtons();
    if (downloading()) cancelButton_->setFocus();
}

void GetModelDialog::showProgress(qint64 done, qint64 total, double rate) {
    // The bar counts kilobytes (an int holds up to 2 TB of them).
    bar_->setRange(0, int(std::max<qint64>(1, total / 1000)));
    bar_->setValue(int(done / 1000));
    QString text =
        tr("%1 · %2 of %3")
            .arg(ltr_isolated(QStringLiteral("%1%").arg(total > 0 ? 100 * done / total : 0)))
            .arg(byte_size(done), byte_size(total));
    if (rate > 0) {
        text += tr(" · %1/s").arg(byte_size(qint64(rate)));
        if (done < total) text += tr(" · %1 left").arg(duration(qint64((total - done) / rate)));
    }
    bar_->setToolTip(text);
    bar_->setAccessibleDescription(text);
    say(stage_.isEmpty() ? text : stage_ + QLatin1Char('\n') + text);
}

void GetModelDialog::finishedAt(const QString& folder) {
    chosen_ = folder;
    updateButtons();
    accept();
    emit modelChosen(folder);
}

void GetModelDialog::failedWith(HubFailure kind, const QString& message) {
    bar_->setVisible(kind == HubFailure::cancelled && bar_->maximum() > 0);
    say(message);
    fillList();  // what was begun is listed to resume
    updateButtons();
    downloadButton_->setFocus();
}

void GetModelDialog::cancelDownload() {
    if (running_) running_->cancel();
    updateButtons();
}

void GetModelDialog::reject() {
    if (downloading()) {
        cancelDownload();
        return;  // the first Escape or Close stops the download; the next one closes
    }
    QDialog::reject();
}

}  // namespace attn::ui
