#include "hub/model_store.hpp"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QSettings>
#include <QStandardPaths>
#include <algorithm>
#include <optional>

#include "hub/hub_endpoint.hpp"

namespace attn::ui {

qint64 DownloadedModel::bytes() const {
    qint64 n = 0;
    for (const auto& f : files) n += f.size;
    return n;
}

namespace model_store {

namespace {
const QString kKey = QStringLiteral("hub/folder");
const QString kRecord = QStringLiteral("attention-lab-download.json");

QString safe_part(QString s) { return s.replace(QLatin1Char('/'), QStringLiteral("--")); }
}  // namespace

QString default_root() {
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(QStringLiteral("models"));
}

QString root() {
    const QString s = QSettings().value(kKey).toString();
    return s.isEmpty() ? default_root() : s;
}

void set_root(const QString& folder) {
    QSettings settings;
    if (folder.isEmpty() || QDir(folder) == QDir(default_root()))
        settings.remove(kKey);
    else
        settings.setValue(kKey, QDir(folder).absolutePath());
}

QString folder_for(const QString& root, const QString& repo, const QString& revision) {
    return QDir(root).absoluteFilePath(safe_part(repo) + QLatin1Char('/') + safe_part(revision));
}

QString partial_folder(const QString& folder) {
    return QDir(folder).filePath(QStringLiteral(".partial"));
}

QString record_path(const QString& folder) { return QDir(folder).filePath(kRecord); }

bool write_record(const DownloadedModel& m, QString* error) {
    QJsonArray files;
    for (const auto& f : m.files) {
        QJsonObject o{{QStringLiteral("name"), f.name}, {QStringLiteral("size"), f.size}};
        if (!f.sha256.isEmpty()) o.insert(QStringLiteral("sha256"), f.sha256);
        files.append(o);
    }
    const QJsonObject o{{QStringLiteral("repo"), m.repo},
                        {QStringLiteral("revision"), m.revision},
                        {QStringLiteral("commit"), m.commit},
                        {QStringLiteral("downloaded"), m.when.toString(Qt::ISODate)},
                        {QStringLiteral("files"), files}};
    QSaveFile f(record_path(m.folder));
    if (!f.open(QIODevice::WriteOnly) || f.write(QJsonDocument(o).toJson()) < 0 || !f.commit()) {
        if (error) *error = f.errorString();
        return false;
    }
    return true;
}

std::optional<DownloadedModel> read_record(const QString& folder) {
    QFile f(record_path(folder));
    if (!f.open(QIODevice::ReadOnly) || f.size() > (1 << 20)) return std::nullopt;
    const QJsonObject o = QJsonDocument::fromJson(f.readAll()).object();
    DownloadedModel m;
    m.repo = o.value(QStringLiteral("repo")).toString();
    m.revision = o.value(QStringLiteral("revision")).toString();
    m.commit = o.value(QStringLiteral("commit")).toString();
    m.when = QDateTime::fromString(o.value(QStringLiteral("downloaded")).toString(), Qt::ISODate);
    m.folder = QDir(folder).absolutePath();
    for (const auto& v : o.value(QStringLiteral("files")).toArray()) {
        const QJsonObject fo = v.toObject();
        DownloadedFile df{fo.value(QStringLiteral("name")).toString(),
                          qint64(fo.value(QStringLiteral("size")).toDouble()),
                          fo.value(QStringLiteral("sha256")).toString()};
        // A record whose files are not all there (removed by hand) is no download.
        if (df.name.isEmpty() || QFileInfo(QDir(folder).filePath(df.name)).size() != df.size)
            return std::nullopt;
        m.files.push_back(df);
    }
    if (m.repo.isEmpty() || m.files.empty()) return std::nullopt;
    return m;
}

QString model_name(const QString& path) {
    const QFileInfo info(path);
    const QString folder = info.isDir() ? info.absoluteFilePath() : info.absolutePath();
    if (const auto record = read_record(folder))
        return record->revision == QLatin1String("main")
                   ? record->repo
                   : QStringLiteral("%1 (%2)").arg(record->repo, record->revision);
    QFile f(QDir(folder).filePath(QStringLiteral("config.json")));
    if (info.isDir() && f.open(QIODevice::ReadOnly) && f.size() < (1 << 20)) {
        const QJsonObject o = QJsonDocument::fromJson(f.readAll()).object();
        for (const char* key : {"_name_or_path", "name"}) {
            const QString n = o.value(QLatin1String(key)).toString().trimmed();
            // A name, or a hub id ("gpt2", "openai-community/gpt2"); not a local path.
            if (!n.isEmpty() && n.size() <= 200 && !n.startsWith(QLatin1Char('/')) &&
                !n.startsWith(QLatin1Char('.')) && !n.contains(QLatin1Char('\\')) &&
                n.count(QLatin1Char('/')) <= 1)
                return n;
        }
    }
    return info.fileName();
}

// Calls visit(repo folder's name, revision folder's name, revision folder) for each
// <root>/<repo>/<revision> folder.
template <class Visit>
void for_each_revision_folder(const QString& root, Visit visit) {
    const QDir r(root);
    for (const QString& repo : r.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
        const QDir rd(r.filePath(repo));
        for (const QString& rev : rd.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name))
            visit(repo, rev, rd.filePath(rev));
    }
}

std::vector<DownloadedModel> list(const QString& root) {
    std::vector<DownloadedModel> out;
    for_each_revision_folder(root, [&](const QString&, const QString&, const QString& folder) {
        if (auto m = read_record(folder)) out.push_back(std::move(*m));
    });
    std::stable_sort(out.begin(), out.end(),
                     [](const auto& a, const auto& b) { return a.when > b.when; });
    return out;
}

std::vector<PartialDownload> list_partial(const QString& root) {
    std::vector<PartialDownload> out;
    for_each_revision_folder(root, [&](const QString& repoDir, const QString& rev,
                                       const QString& folder) {
        const QDir parts(partial_folder(folder));
        if (!parts.exists() || read_record(folder)) return;
        PartialDownload p;
        // The request the parts belong to; else the folder names ("owner--name", "refs--pr--1").
        p.repo = QString(repoDir).replace(QStringLiteral("--"), QStringLiteral("/"));
        p.revision = QString(rev).replace(QStringLiteral("--"), QStringLiteral("/"));
        p.folder = QDir(folder).absolutePath();
        QFile request(parts.filePath(QStringLiteral("request.txt")));
        if (request.open(QIODevice::ReadOnly) && request.size() < 4096) {
            const QStringList lines = QString::fromUtf8(request.readAll()).split(QLatin1Char('\n'));
            if (lines.size() >= 2 && is_hub_repo_id(lines[0]) && !lines[1].isEmpty()) {
                p.repo = lines[0];
                p.revision = lines[1];
            }
        }
        for (const QFileInfo& f : parts.entryInfoList({QStringLiteral("*.part")}, QDir::Files))
            p.bytes += f.size();
        for (const QFileInfo& f : QDir(folder).entryInfoList(QDir::Files))
            if (!f.fileName().startsWith(QLatin1Char('.'))) p.bytes += f.size();
        out.push_back(p);
    });
    return out;
}

bool remove(const QString& root, const QString& folder, QString* error) {
    const QString r = QDir(root).canonicalPath(), f = QDir(folder).canonicalPath();
    if (r.isEmpty() || f.isEmpty() || !f.startsWith(r + QLatin1Char('/'))) {
        if (error) *error = QStringLiteral("%1 is not a folder under %2").arg(folder, root);
        return false;
    }
    if (!QDir(f).removeRecursively()) {
        if (error) *error = QStringLiteral("could not remove everything in %1").arg(folder);
        return false;
    }
    const QString repoDir = QFileInfo(f).path();
    if (repoDir != r && QDir(repoDir).isEmpty()) QDir().rmdir(repoDir);
    return true;
}

QStringList ambiguous_name(const QString& root, const QString& name) {
    QStringList repos;
    if (name.contains(QLatin1Char('/'))) return repos;
    for (const auto& m : list(root))
        if (m.repo.section(QLatin1Char('/'), 1) == name && !repos.contains(m.repo)) repos << m.repo;
    return repos.size() > 1 ? repos : QStringList();
}

QString find(const QString& root, const QString& repo) {
    QString newest;
    // "gpt2" also finds openai-community/gpt2 (the hub's own alias for its renamed models).
    const auto same = [&](const QString& r) {
        return r == repo ||
               (!repo.contains(QLatin1Char('/')) && r.section(QLatin1Char('/'), 1) == repo);
    };
    QString mainFolder;
    QStringList repos;  // the repositories the name matched: more than one says nothing
    for (const auto& m : list(root)) {
        if (!same(m.repo)) continue;
        if (!repos.contains(m.repo)) repos << m.repo;
        if (m.revision == QLatin1String("main") && mainFolder.isEmpty()) mainFolder = m.folder;
        if (newest.isEmpty()) newest = m.folder;
    }
    if (repos.size() > 1) return {};
    return mainFolder.isEmpty() ? newest : mainFolder;
}

namespace {
bool may_be_repo(const QString& arg) {
    return !QFileInfo::exists(arg) && is_hub_repo_id(arg) &&
           !arg.endsWith(QLatin1String(".json")) && !arg.endsWith(QLatin1String(".safetensors"));
}
}  // namespace

QString resolve_model_argument(const QString& arg) {
    if (!may_be_repo(arg)) return arg;
    const QString folder = find(root(), arg);
    return folder.isEmpty() ? arg : folder;
}

bool names_missing_download(const QString& arg) {
    return may_be_repo(arg) && find(root(), arg).isEmpty();
}

}  // namespace model_store

}  // namespace attn::ui
