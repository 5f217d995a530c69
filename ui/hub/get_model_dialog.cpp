#include "hub/get_model_dialog.hpp"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QTreeWidget>
#include <QVBoxLayout>

#include "attnlab/checkpoints/model_files.hpp"
#include "hub/hub_catalog.hpp"
#include "hub/hub_download.hpp"
#include "hub/model_store.hpp"
#include "style/plain_text.hpp"

namespace attn::ui {

namespace {

const QString kTokenKey = QStringLiteral("hub/token");
constexpr int kRepoRole = Qt::UserRole;        // the repository id of a row
constexpr int kFolderRole = Qt::UserRole + 1;  // a downloaded row's folder

enum Column { kName, kSize, kMemory, kState };

// "1 min 20 s", "45 s", "2 h 5 min".
QString duration(qint64 s) {
    if (s < 60) return GetModelDialog::tr("%1 s").arg(s);
    if (s < 3600) return GetModelDialog::tr("%1 min %2 s").arg(s / 60).arg(s % 60);
    return GetModelDialog::tr("%1 h %2 min").arg(s / 3600).arg((s % 3600) / 60);
}

}  // namespace

GetModelDialog::GetModelDialog(QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("Get a Model"));
    memory_ = qint64(physical_memory_bytes());
    auto* layout = new QVBoxLayout(this);

    auto* intro = plain_label(this, true);
    intro->setText(
        tr("Download a GPT-2-architecture model from the Hugging Face hub. Nothing is "
           "sent or fetched until you press Download; models already here open at "
           "once."));
    if (memory_ > 0)
        intro->setText(intro->text() + QLatin1Char(' ') +
                       tr("This computer has %1 of memory.").arg(byte_size(memory_)));
    layout->addWidget(intro);

    list_ = new QTreeWidget(this);
    list_->setObjectName(QStringLiteral("hubModels"));
    list_->setRootIsDecorated(false);
    list_->setHeaderLabels(
        {tr("Model"), tr("Download"), tr("Memory needed"), tr("On this computer")});
    list_->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    list_->header()->setStretchLastSection(true);
    list_->setAccessibleName(tr("Models"));
    layout->addWidget(list_, 1);

    auto* form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    repo_ = new QLineEdit(this);
    repo_->setObjectName(QStringLiteral("hubRepo"));
    repo_->setPlaceholderText(tr("owner/name, for example someone/gpt2-finetuned"));
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

    token_ = new QLineEdit(this);
    token_->setObjectName(QStringLiteral("hubToken"));
    token_->setEchoMode(QLineEdit::Password);
    token_->setPlaceholderText(tr("only for gated or private repositories (else HF_TOKEN)"));
    const QString saved = QSettings().value(kTokenKey).toString();
    token_->setText(saved);
    remember_ = new QCheckBox(tr("Re&member"), this);
    remember_->setChecked(!saved.isEmpty());
    auto* tokenRow = new QHBoxLayout;
    tokenRow->addWidget(token_, 1);
    tokenRow->addWidget(remember_);
    auto* tokenLabel = new QLabel(tr("&Token:"), this);
    tokenLabel->setBuddy(token_);
    form->addRow(tokenLabel, tokenRow);

    folder_ = plain_label(this, true);
    folder_->setObjectName(QStringLiteral("hubFolder"));
    folder_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* change = new QPushButton(tr("C&hange…"), this);
    connect(change, &QPushButton::clicked, this, &GetModelDialog::chooseFolder);
    auto* folderRow = new QHBoxLayout;
    folderRow->addWidget(folder_, 1);
    folderRow->addWidget(change);
    form->addRow(tr("Saved in:"), folderRow);

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
    layout->addLayout(form);

    bar_ = new QProgressBar(this);
    bar_->setObjectName(QStringLiteral("hubProgress"));
    bar_->setTextVisible(false);
    bar_->setVisible(false);
    layout->addWidget(bar_);
    status_ = plain_label(this, true);
    status_->setObjectName(QStringLiteral("hubStatus"));
    status_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(status_);

    buttons_ = new QDialogButtonBox(this);
    downloadButton_ = buttons_->addButton(tr("&Download and Open"), QDialogButtonBox::AcceptRole);
    downloadButton_->setObjectName(QStringLiteral("hubDownload"));
    cancelButton_ = buttons_->addButton(tr("&Cancel"), QDialogButtonBox::ActionRole);
    cancelButton_->setObjectName(QStringLiteral("hubCancel"));
    cancelButton_->setEnabled(false);
    buttons_->addButton(QDialogButtonBox::Close);
    layout->addWidget(buttons_);
    connect(downloadButton_, &QPushButton::clicked, this, &GetModelDialog::download);
    connect(cancelButton_, &QPushButton::clicked, this, &GetModelDialog::cancelDownload);
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
    fillList();
    resize(720, 520);
}

GetModelDialog::~GetModelDialog() = default;

void GetModelDialog::setMachineMemory(qint64 bytes) {
    memory_ = bytes;
    fillList();
}

bool GetModelDialog::downloading() const { return running_ && running_->running(); }

void GetModelDialog::fillList() {
    list_->clear();
    const QString root = model_store::root();
    folder_->setText(QDir::toNativeSeparators(root));
    const auto downloaded = model_store::list(root);
    QStringList have;
    for (const DownloadedModel& m : downloaded) {
        auto* item = new QTreeWidgetItem(list_);
        const bool mainRev = m.revision == QLatin1String("main");
        item->setText(kName, mainRev ? m.repo : tr("%1 (revision %2)").arg(m.repo, m.revision));
        item->setText(kSize, byte_size(m.bytes()));
        QFile config(QDir(m.folder).filePath(QStringLiteral("config.json")));
        if (config.open(QIODevice::ReadOnly) && config.size() < (1 << 20)) {
            try {
                const GptConfig c =
                    parse_model_config(config.readAll().toStdString(), "config.json").config;
                item->setText(kMemory, tr("about %1")
                                           .arg(byte_size(qint64(gpt_weight_bytes(c) +
                                                                 gpt_pass_bytes(c, c.positions)))));
            } catch (const std::exception&) {  // the window says why when it opens
            }
        }
        item->setText(kState, tr("Downloaded: opens at once"));
        item->setToolTip(kState, plain_tooltip(QDir::toNativeSeparators(m.folder)));
        item->setData(kName, kRepoRole, m.repo);
        item->setData(kName, kFolderRole, m.folder);
        if (mainRev) have << m.repo;
    }
    for (const HubCheckpoint& c : hub_checkpoints()) {
        if (have.contains(c.repo)) continue;
        auto* item = new QTreeWidgetItem(list_);
        item->setText(kName, c.name);
        item->setToolTip(
            kName,
            plain_tooltip(
                tr("%1 on the hub; %2").arg(c.repo, QString::fromStdString(describe(c.config)))));
        item->setText(kSize, tr("about %1").arg(byte_size(c.download_bytes)));
        item->setText(kMemory, tr("about %1").arg(byte_size(c.memory_bytes())));
        item->setData(kName, kRepoRole, c.repo);
        const QString why = does_not_fit(c, memory_);
        if (!why.isEmpty()) {
            item->setFlags(item->flags() & ~(Qt::ItemIsEnabled | Qt::ItemIsSelectable));
            item->setText(kState, tr("Too large here: %1").arg(why));
            for (int col = 0; col < list_->columnCount(); ++col)
                item->setToolTip(col, plain_tooltip(tr("Too large here: %1").arg(why)));
        }
    }
    for (int col = 0; col < list_->columnCount(); ++col) list_->resizeColumnToContents(col);
    if (QTreeWidgetItem* first = list_->topLevelItem(0);
        first && (first->flags() & Qt::ItemIsSelectable))
        list_->setCurrentItem(first);
    updateButtons();
}

QString GetModelDialog::selectedRepo() const {
    if (!repo_->text().trimmed().isEmpty()) return repo_->text().trimmed();
    const auto items = list_->selectedItems();
    return items.isEmpty() ? QString() : items.front()->data(kName, kRepoRole).toString();
}

void GetModelDialog::updateButtons() {
    const bool busy = downloading();
    const auto items = list_->selectedItems();
    const bool isHere = repo_->text().trimmed().isEmpty() && !items.isEmpty() &&
                        !items.front()->data(kName, kFolderRole).toString().isEmpty();
    downloadButton_->setText(isHere ? tr("&Open") : tr("&Download and Open"));
    downloadButton_->setEnabled(!busy && !selectedRepo().isEmpty());
    cancelButton_->setEnabled(busy);
    list_->setEnabled(!busy);
    repo_->setEnabled(!busy);
    revision_->setEnabled(!busy);
    token_->setEnabled(!busy);
}

void GetModelDialog::chooseFolder() {
    const QString dir = QFileDialog::getExistingDirectory(this, tr("Folder for downloaded models"),
                                                          model_store::root());
    if (dir.isEmpty()) return;
    model_store::set_root(dir);
    fillList();
}

void GetModelDialog::download() {
    if (downloading()) return;
    const auto items = list_->selectedItems();
    if (repo_->text().trimmed().isEmpty() && !items.isEmpty()) {
        const QString folder = items.front()->data(kName, kFolderRole).toString();
        if (!folder.isEmpty()) {  // here already
            chosen_ = folder;
            accept();
            return;
        }
    }
    const QString repo = selectedRepo();
    if (repo.isEmpty()) return;
    if (!is_hub_repo_id(repo)) {
        status_->setText(
            tr("'%1' is not a repository id: owner/name, as on the hub's page.").arg(repo));
        repo_->setFocus();
        return;
    }
    QSettings settings;
    if (remember_->isChecked() && !token_->text().trimmed().isEmpty())
        settings.setValue(kTokenKey, token_->text().trimmed());
    else
        settings.remove(kTokenKey);
    std::optional<HubEndpoint> endpoint;
    try {
        endpoint = HubEndpoint::fromEnvironment();
    } catch (const std::exception& e) {
        status_->setText(QString::fromUtf8(e.what()));
        return;
    }
    HubRequest req;
    req.repo = repo;
    if (!revision_->text().trimmed().isEmpty()) req.revision = revision_->text().trimmed();
    req.root = model_store::root();
    req.token = hub_token(token_->text());
    running_ = std::make_unique<HubDownload>(*endpoint, req);
    if (memory_ > 0) running_->setMemoryLimit(memory_);
    connect(running_.get(), &HubDownload::stage, this, [this](const QString& text) {
        stage_ = text;
        status_->setText(text);
    });
    connect(running_.get(), &HubDownload::progress, this, &GetModelDialog::showProgress);
    connect(running_.get(), &HubDownload::finished, this, &GetModelDialog::finishedAt);
    connect(running_.get(), &HubDownload::failed, this, &GetModelDialog::failedWith);
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
    QString text = tr("%1% · %2 of %3")
                       .arg(total > 0 ? int(100 * done / total) : 0)
                       .arg(byte_size(done), byte_size(total));
    if (rate > 0) {
        text += tr(" · %1/s").arg(byte_size(qint64(rate)));
        if (done < total) text += tr(" · %1 left").arg(duration(qint64((total - done) / rate)));
    }
    bar_->setToolTip(text);
    bar_->setAccessibleDescription(text);
    status_->setText(stage_.isEmpty() ? text : stage_ + QLatin1Char('\n') + text);
}

void GetModelDialog::finishedAt(const QString& folder) {
    chosen_ = folder;
    updateButtons();
    accept();
}

void GetModelDialog::failedWith(HubFailure kind, const QString& message) {
    bar_->setVisible(kind == HubFailure::cancelled && bar_->maximum() > 0);
    status_->setText(message);
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
        return;  // the first Escape stops the download; the next one closes
    }
    QDialog::reject();
}

}  // namespace attn::ui
