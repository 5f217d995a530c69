#include "hub/hub_download.hpp"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QLockFile>
#include <QNetworkAccessManager>
#include <QNetworkProxy>
#include <QNetworkReply>
#include <QStorageInfo>
#include <QTimer>

#include "attnlab/checkpoints/model_files.hpp"
#include "hub/model_store.hpp"

namespace attn::ui {

namespace {

constexpr int kMaxRedirects = 5;
constexpr int kMaxRetries = 2;     // resumes of one file in a row that bring no new byte
constexpr qint64 kQuietMs = 5000;  // no byte for this long: said while waiting

int status_of(const QNetworkReply* r) {
    return r->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
}

QString meta_path(const QString& part) { return part + QStringLiteral(".etag"); }

QString read_small(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.read(4096)).trimmed() : QString();
}

// The SHA-256 of a file in hex; empty when cancelled or unreadable.
QString sha256_of(const QString& path, const std::atomic<bool>& cancelled) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return {};
    QCryptographicHash h(QCryptographicHash::Sha256);
    QByteArray buf(1 << 20, Qt::Uninitialized);
    for (;;) {
        if (cancelled) return {};
        const qint64 n = f.read(buf.data(), buf.size());
        if (n < 0) return {};
        if (n == 0) break;
        h.addData(QByteArrayView(buf.constData(), n));
    }
    return QString::fromLatin1(h.result().toHex());
}

// The nearest folder of `path` that exists (for its free space).
QString existing_ancestor(QString path) {
    while (!QFileInfo::exists(path)) {
        const QString up = QFileInfo(path).path();
        if (up == path) break;
        path = up;
    }
    return path;
}

}  // namespace

int hub_exit_code(HubFailure kind) {
    switch (kind) {
        case HubFailure::none:
            return 0;
        case HubFailure::not_found:
        case HubFailure::access:
        case HubFailure::refused:
            return 2;
        default:
            return 1;
    }
}

HubDownload::HubDownload(HubEndpoint endpoint, HubRequest request, QObject* parent)
    : QObject(parent), endpoint_(std::move(endpoint)), req_(std::move(request)) {
    folder_ = model_store::folder_for(req_.root, req_.repo, req_.revision);
    net_ = new QNetworkAccessManager(this);
    // A transfer that sends nothing for a while is said, so that a stall never looks like a hang.
    connect(&quiet_, &QTimer::timeout, this, [this] {
        if (!running_) return quiet_.stop();
        if (!reply_ || !acceptBody_ || current_ >= files_.size()) return;
        const qint64 quiet = clock_.elapsed() - lastDataMs_;
        if (quiet >= kQuietMs)
            emit stage(tr("No data from %1 for %2 s; waiting up to %3 s, then trying again "
                          "(Cancel stops; a later download resumes).")
                           .arg(reply_->url().host())
                           .arg(quiet / 1000)
                           .arg(stallMs_ / 1000));
    });
    progressLater_.setSingleShot(true);
    connect(&progressLater_, &QTimer::timeout, this, [this] {
        if (running_) emitProgress();
    });
    // A loopback endpoint is never reached through a proxy; the hub through the system's.
    if (endpoint_.isLoopback())
        net_->setProxy(QNetworkProxy::NoProxy);
    else
        QNetworkProxyFactory::setUseSystemConfiguration(true);
    // Each group is a list of alternatives, each alternative the files it needs.
    wanted_ = {
        QStringList{QStringLiteral("config.json")},
        QStringList{QStringLiteral("model.safetensors"), QStringLiteral("pytorch_model.bin")},
        QStringList{QStringLiteral("vocab.json merges.txt"), QStringLiteral("tokenizer.json")}};
}

HubDownload::~HubDownload() {
    cancelled_ = true;
    if (reply_) {
        reply_->disconnect(this);
        reply_->abort();
    }
    if (hasher_) hasher_->wait();
}

void HubDownload::start() {
    if (running_) return;
    running_ = true;
    cancelled_ = false;
    files_.clear();
    probeGroup_ = probeAlt_ = current_ = 0;
    probeRedirects_ = 0;
    doneBefore_ = total_ = sessionBytes_ = 0;
    commit_.clear();
    if (!is_hub_repo_id(req_.repo)) {
        fail(HubFailure::not_found,
             tr("'%1' is not a repository id (owner/name, as on the hub's page).").arg(req_.repo));
        return;
    }
    if (model_store::read_record(folder_)) {
        running_ = false;
        emit stage(tr("%1 is downloaded already.").arg(req_.repo));
        emit finished(folder_);
        return;
    }
    emit stage(tr("Asking %1 for %2's files…").arg(endpoint_.base().host(), req_.repo));
    probeNext();
}

QNetworkReply* HubDownload::send(const QUrl& url, bool head, qint64 from) {
    QNetworkRequest rq(url);
    rq.setAttribute(QNetworkRequest::RedirectPolicyAttribute,
                    QNetworkRequest::ManualRedirectPolicy);
    rq.setTransferTimeout(stallMs_);
    rq.setRawHeader("User-Agent", "attention-lab");
    rq.setRawHeader("Accept-Encoding", "identity");  // sizes and checksums are of the bytes
    if (!req_.token.isEmpty() && endpoint_.sendsTokenTo(url))
        rq.setRawHeader("Authorization", "Bearer " + req_.token.toUtf8());
    if (from > 0) rq.setRawHeader("Range", "bytes=" + QByteArray::number(from) + '-');
    return head ? net_->head(rq) : net_->get(rq);
}

// ---- 1. What the repository has -------------------------------------------------------------

void HubDownload::probeNext() {
    if (probeGroup_ == wanted_.size()) {
        afterProbe();
        return;
    }
    const QStringList alt =
        wanted_[probeGroup_][int(probeAlt_)].split(QLatin1Char(' '), Qt::SkipEmptyParts);
    // The alternative's files probed so far sit at the end of files_ (tagged by probeAlt_ use).
    std::size_t have = 0;
    for (const auto& f : files_)
        if (alt.contains(f.name)) ++have;
    const QString name = alt[int(have)];
    probe(endpoint_.resolveUrl(req_.repo, req_.revision, name), name);
}

// Asks `url` (a HEAD) about the file `name`; onProbed takes the answer.
void HubDownload::probe(const QUrl& url, const QString& name) {
    reply_ = send(url, true);
    QNetworkReply* r = reply_;
    r->setProperty("file", name);
    connect(r, &QNetworkReply::finished, this, [this, r] { onProbed(r); });
}

void HubDownload::onProbed(QNetworkReply* r) {
    r->deleteLater();
    if (cancelled_ || r != reply_) return;
    reply_ = nullptr;
    const QString name = r->property("file").toString();
    const int status = status_of(r);
    if (commit_.isEmpty()) commit_ = QString::fromLatin1(r->rawHeader("X-Repo-Commit"));
    const QStringList alts = wanted_[probeGroup_];
    const QStringList alt = alts[int(probeAlt_)].split(QLatin1Char(' '), Qt::SkipEmptyParts);
    const bool repoKnown = probeGroup_ > 0;  // config.json answered
    const bool missing = is_missing_entry(*r) ||
                         (repoKnown && status == 404 && r->rawHeader("X-Error-Code").isEmpty());
    if (missing) {
        probeMissing(alts, alt);
        return;
    }
    const HubError err = hub_error_of(*r, req_.repo, name);
    if (err.kind != HubFailure::none) {
        fail(err.kind, err.message);
        return;
    }
    // A redirect that is not the file's storage (a renamed repository: gpt2 to
    // openai-community/gpt2) is followed, as the hub's own client does.
    if (status >= 300 && status < 400 && r->rawHeader("X-Linked-Size").isEmpty()) {
        const QUrl to = r->url().resolved(QUrl(QString::fromUtf8(r->rawHeader("Location"))));
        if (!endpoint_.allowsRedirectTo(to) || ++probeRedirects_ > kMaxRedirects) {
            fail(HubFailure::network, tr("Refused to follow %1 to %2: only https:// addresses are "
                                         "followed, at most five times.")
                                          .arg(name, to.toDisplayString(QUrl::RemoveQuery)));
            return;
        }
        probe(to, name);
        return;
    }
    HubFile f = hub_file_from(*r, name);
    f.url = r->url();  // where the hub answered (after a renamed repository's redirect)
    if (f.size < 0) {
        fail(HubFailure::network, tr("%1 did not say the size of %2 (status %3).")
                                      .arg(r->url().host(), name)
                                      .arg(status));
        return;
    }
    files_.push_back(f);
    std::size_t have = 0;
    for (const auto& g : files_)
        if (alt.contains(g.name)) ++have;
    if (have == std::size_t(alt.size())) {
        ++probeGroup_;
        probeAlt_ = 0;
    }
    probeNext();
}

// The alternative `alt` of the group `alts` is not there: drops what it found and probes the
// next alternative (or, past the tokenizer's, the next group); fails when none is left.
void HubDownload::probeMissing(const QStringList& alts, const QStringList& alt) {
    std::erase_if(files_, [&](const HubFile& f) { return alt.contains(f.name); });
    if (++probeAlt_ < std::size_t(alts.size())) {
        probeNext();
        return;
    }
    if (probeGroup_ == 2) {  // no tokenizer files: the model opens without one
        ++probeGroup_;
        probeAlt_ = 0;
        probeNext();
        return;
    }
    QStringList names;
    for (const QString& a : alts) names << a.split(QLatin1Char(' ')).join(QStringLiteral(" + "));
    fail(HubFailure::not_found, tr("%1 has none of the files the lab reads: %2 (404).")
                                    .arg(req_.repo, names.join(tr(" or "))));
}

// ---- 2. Room on the disk ---------------------------------------------------------------------

void HubDownload::afterProbe() {
    qint64 need = 0;
    for (const auto& f : files_) {
        total_ += f.size;
        const QString part =
            QDir(model_store::partial_folder(folder_)).filePath(f.name + QStringLiteral(".part"));
        const bool samePart = read_small(meta_path(part)) == f.etag;
        const qint64 have = samePart ? QFileInfo(part).size() : 0;
        need += std::max<qint64>(0, f.size - have);
    }
    const QString at = existing_ancestor(folder_);
    const QStorageInfo disk(at);
    const qint64 free = freeSpace_ >= 0 ? freeSpace_ : disk.isValid() ? disk.bytesAvailable() : -1;
    if (free >= 0 && need > free) {
        fail(HubFailure::disk,
             tr("%1 needs %2 on the disk of %3; it has %4 free.")
                 .arg(req_.repo, byte_size(need), QDir::toNativeSeparators(at), byte_size(free)));
        return;
    }
    if (!QDir().mkpath(model_store::partial_folder(folder_))) {
        fail(HubFailure::disk,
             tr("Could not make the folder %1.").arg(QDir::toNativeSeparators(folder_)));
        return;
    }
    // Which repository and revision the parts belong to (a later Get a Model lists them).
    QFile request(
        QDir(model_store::partial_folder(folder_)).filePath(QStringLiteral("request.txt")));
    if (request.open(QIODevice::WriteOnly))
        request.write((req_.repo + QLatin1Char('\n') + req_.revision + QLatin1Char('\n')).toUtf8());
    // One download of a folder at a time (the window and the command line share the folder);
    // a lock left by a process that died is taken over.
    lock_ = std::make_unique<QLockFile>(QDir(folder_).filePath(QStringLiteral(".download.lock")));
    lock_->setStaleLockTime(0);
    if (!lock_->tryLock(0)) {
        lock_.reset();
        fail(HubFailure::network,
             tr("Another download of %1 into %2 is running; wait for it, or stop it first.")
                 .arg(req_.repo, QDir::toNativeSeparators(folder_)));
        return;
    }
    clock_.start();
    lastDataMs_ = 0;
    quiet_.start(1000);
    fetchNext();
}

// ---- 4. Each file ----------------------------------------------------------------------------

void HubDownload::fetchNext() {
    if (current_ == files_.size()) {
        DownloadedModel m{
            req_.repo, req_.revision, commit_, folder_, {}, QDateTime::currentDateTimeUtc()};
        for (const auto& f : files_) m.files.push_back({f.name, f.size, f.sha256});
        QString error;
        if (!model_store::write_record(m, &error)) {
            fail(HubFailure::disk,
                 tr("Could not write %1: %2")
                     .arg(QDir::toNativeSeparators(model_store::record_path(folder_)), error));
            return;
        }
        QDir(model_store::partial_folder(folder_)).removeRecursively();
        lock_.reset();
        quiet_.stop();
        running_ = false;
        emit progress(total_, total_, 0);
        emit finished(folder_);
        return;
    }
    const HubFile& f = files_[current_];
    const QString part =
        QDir(model_store::partial_folder(folder_)).filePath(f.name + QStringLiteral(".part"));
    const QString final = QDir(folder_).filePath(f.name);
    // A file already in place from an earlier, unfinished attempt is checked, not fetched again.
    if (QFileInfo(final).size() == f.size && !QFileInfo::exists(part)) {
        QFile::rename(final, part);
        QFile meta(meta_path(part));
        if (meta.open(QIODevice::WriteOnly)) meta.write(f.etag.toUtf8());
    }
    if (read_small(meta_path(part)) != f.etag) {
        QFile::remove(part);
        QFile meta(meta_path(part));
        if (!meta.open(QIODevice::WriteOnly) || meta.write(f.etag.toUtf8()) < 0) {
            fail(HubFailure::disk, tr("Could not write in %1: %2")
                                       .arg(QDir::toNativeSeparators(folder_), meta.errorString()));
            return;
        }
    }
    part_.setFileName(part);
    if (!part_.open(QIODevice::ReadWrite | QIODevice::Append)) {
        fail(HubFailure::disk,
             tr("Could not write %1: %2").arg(QDir::toNativeSeparators(part), part_.errorString()));
        return;
    }
    partBytes_ = part_.size();
    if (partBytes_ > f.size) {
        part_.resize(0);
        partBytes_ = 0;
    }
    retries_ = 0;
    if (partBytes_ < f.size)
        emit stage(partBytes_ > 0 ? tr("Resuming %1 at %2…").arg(f.name, byte_size(partBytes_))
                                  : tr("Downloading %1…").arg(f.name));
    if (partBytes_ == f.size) {
        verifyPart();
        return;
    }
    requestFile(f.url, 0);
}

void HubDownload::requestFile(const QUrl& url, int redirects) {
    acceptBody_ = false;
    requestStart_ = partBytes_;
    reply_ = send(url, false, partBytes_);
    QNetworkReply* r = reply_;
    connect(r, &QNetworkReply::metaDataChanged, this, [this, r] { onHeaders(r); });
    connect(r, &QNetworkReply::readyRead, this, &HubDownload::onData);
    connect(r, &QNetworkReply::finished, this, [this, r, redirects] { onFetched(r, redirects); });
}

void HubDownload::onHeaders(QNetworkReply* r) {
    if (r != reply_ || cancelled_) return;
    const HubFile& f = files_[current_];
    const int status = status_of(r);
    acceptBody_ = status == 200 || status == 206;
    if (status == 200 && partBytes_ > 0) {  // the server ignored the range: from the start
        part_.resize(0);
        partBytes_ = requestStart_ = 0;
    }
    if (status == 206) {
        const QByteArray range = r->rawHeader("Content-Range");  // "bytes START-END/TOTAL"
        const qint64 startAt = range.mid(6, range.indexOf('-') - 6).toLongLong();
        if (!range.startsWith("bytes ") || startAt != partBytes_) {
            fail(HubFailure::network,
                 tr("%1 answered the resume of %2 with the wrong part (%3).")
                     .arg(r->url().host(), f.name, QString::fromLatin1(range)));
            return;
        }
    }
    bool ok = false;
    const qint64 len = r->rawHeader("Content-Length").toLongLong(&ok);
    if (acceptBody_ && ok && partBytes_ + len > f.size) {
        QFile::remove(part_.fileName());
        fail(HubFailure::verify,
             tr("%1 announced more bytes for %2 than the hub said it has (%3 against %4); stopped, "
                "and the partial file deleted.")
                 .arg(r->url().host(), f.name)
                 .arg(partBytes_ + len)
                 .arg(f.size));
    }
}

void HubDownload::onData() {
    QNetworkReply* r = reply_;
    if (!r || cancelled_) return;
    const QByteArray data = r->readAll();
    if (!acceptBody_ || data.isEmpty()) return;
    const HubFile& f = files_[current_];
    if (partBytes_ + data.size() > f.size) {
        part_.close();
        QFile::remove(part_.fileName());
        fail(HubFailure::verify,
             tr("%1 sent more than the %2 bytes announced for %3; stopped, and the partial file "
                "deleted.")
                 .arg(r->url().host())
                 .arg(f.size)
                 .arg(f.name));
        return;
    }
    if (part_.write(data) != data.size()) {
        fail(HubFailure::disk,
             tr("Could not write %1: %2")
                 .arg(QDir::toNativeSeparators(part_.fileName()), part_.errorString()));
        return;
    }
    partBytes_ += data.size();
    sessionBytes_ += data.size();
    lastDataMs_ = clock_.elapsed();
    emitProgress();
}

void HubDownload::emitProgress() {
    // At most ten reports a second; the last one held back comes when the tenth of a second is up.
    const qint64 now = clock_.elapsed();
    if (lastProgressMs_ >= 0 && now - lastProgressMs_ < 100) {
        if (!progressLater_.isActive()) progressLater_.start(int(100 - (now - lastProgressMs_)));
        return;
    }
    progressLater_.stop();
    lastProgressMs_ = now;
    const double rate = now > 250 ? double(sessionBytes_) * 1000.0 / double(now) : 0.0;
    emit progress(doneBefore_ + partBytes_, total_, rate);
}

void HubDownload::onFetched(QNetworkReply* r, int redirects) {
    r->deleteLater();
    if (cancelled_ || r != reply_ || !running_) return;
    reply_ = nullptr;
    onData();  // what is left in the buffer
    if (!running_) return;
    const HubFile& f = files_[current_];
    const int status = status_of(r);
    if (status >= 300 && status < 400) {
        followRedirect(*r, redirects);
        return;
    }
    if (status == 416 && partBytes_ > 0 && redirects < kMaxRedirects) {  // the part is stale
        part_.resize(0);
        partBytes_ = 0;
        requestFile(f.url, redirects + 1);
        return;
    }
    part_.flush();
    if (acceptBody_ && partBytes_ < f.size) {
        const HubError err = hub_error_of(*r, req_.repo, f.name);
        // A connection that dropped after sending something resumes by itself.
        const bool progressed = partBytes_ > requestStart_;
        if (progressed) retries_ = 0;
        if ((err.kind == HubFailure::network || err.kind == HubFailure::none) &&
            ++retries_ <= kMaxRetries) {
            emit stage(tr("The connection dropped; resuming %1 at %2…")
                           .arg(f.name, byte_size(partBytes_)));
            QTimer::singleShot(progressed ? 0 : 1000, this, [this] {
                if (cancelled_ || !running_) return;
                requestFile(files_[current_].url, 0);
            });
            return;
        }
        fail(err.kind == HubFailure::none ? HubFailure::network : err.kind,
             err.kind == HubFailure::none
                 ? tr("The connection ended after %1 of %2 of %3; try again to resume.")
                       .arg(byte_size(partBytes_), byte_size(f.size), f.name)
                 : err.message);
        return;
    }
    if (!acceptBody_) {
        const HubError err = hub_error_of(*r, req_.repo, f.name);
        fail(err.kind == HubFailure::none ? HubFailure::network : err.kind,
             err.kind == HubFailure::none
                 ? tr("%1 answered %2 for %3.").arg(r->url().host()).arg(status).arg(f.name)
                 : err.message);
        return;
    }
    verifyPart();
}

// A redirect `r` for the current file (after `redirects` others): followed where it is allowed
// and not one too many, else the download fails.
void HubDownload::followRedirect(const QNetworkReply& r, int redirects) {
    const HubFile& f = files_[current_];
    const QUrl to = r.url().resolved(QUrl(QString::fromUtf8(r.rawHeader("Location"))));
    if (!endpoint_.allowsRedirectTo(to)) {
        fail(HubFailure::network,
             tr("Refused to follow %1 to %2: only https:// addresses are followed.")
                 .arg(f.name, to.toDisplayString(QUrl::RemoveQuery)));
        return;
    }
    if (redirects >= kMaxRedirects) {
        fail(HubFailure::network, tr("Too many redirects for %1.").arg(f.name));
        return;
    }
    requestFile(to, redirects + 1);
}

// ---- Verify, then into place -----------------------------------------------------------------

void HubDownload::verifyPart() {
    part_.close();
    const HubFile& f = files_[current_];
    if (f.sha256.isEmpty()) {
        onVerified(QString());
        return;
    }
    emit stage(tr("Checking %1…").arg(f.name));
    const QString path = part_.fileName();
    hasher_.reset(QThread::create([this, path] {
        const QString hex = sha256_of(path, cancelled_);
        QMetaObject::invokeMethod(
            this, [this, hex] { onVerified(hex); }, Qt::QueuedConnection);
    }));
    hasher_->start();
}

void HubDownload::onVerified(const QString& sha) {
    if (hasher_) {
        hasher_->wait();
        hasher_.reset();
    }
    if (cancelled_ || !running_) return;
    const HubFile& f = files_[current_];
    const QString part = part_.fileName();
    if (!f.sha256.isEmpty() && sha != f.sha256) {
        QFile::remove(part);
        QFile::remove(meta_path(part));
        fail(
            HubFailure::verify,
            tr("%1 failed its checksum: the hub gives SHA-256 %2…, the file downloaded has "
               "%3…; it was deleted. Try again.")
                .arg(f.name, f.sha256.left(16), sha.isEmpty() ? tr("(unreadable)") : sha.left(16)));
        return;
    }
    const QString final = QDir(folder_).filePath(f.name);
    QFile::remove(final);
    if (!QFile::rename(part, final)) {
        fail(HubFailure::disk, tr("Could not move %1 into place in %2.")
                                   .arg(f.name, QDir::toNativeSeparators(folder_)));
        return;
    }
    QFile::remove(meta_path(part));
    doneBefore_ += f.size;
    partBytes_ = 0;
    ++current_;
    if (f.name == QLatin1String("config.json") && !checkConfig(final)) return;
    emitProgress();
    fetchNext();
}

// ---- 3. A model the lab can open -------------------------------------------------------------

bool HubDownload::checkConfig(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        fail(HubFailure::disk, tr("Could not read %1.").arg(QDir::toNativeSeparators(path)));
        return false;
    }
    try {
        const ModelConfigFile c = parse_model_config(file.readAll().toStdString(), "config.json");
        const qint64 limit = memoryLimit_ > 0 ? memoryLimit_ : qint64(physical_memory_bytes());
        const qint64 need = qint64(gpt_weight_bytes(c.config));
        if (limit > 0 && need > limit) {
            fail(HubFailure::refused,
                 tr("%1 needs %2 of memory for its weights; this machine has %3. Nothing more "
                    "was downloaded.")
                     .arg(req_.repo, byte_size(need), byte_size(limit)));
            return false;
        }
    } catch (const std::exception& e) {
        fail(HubFailure::refused, tr("%1 is not a model the lab can open: %2. Nothing more was "
                                     "downloaded.")
                                      .arg(req_.repo, QString::fromUtf8(e.what())));
        return false;
    }
    return true;
}

// ---- Ending ----------------------------------------------------------------------------------

void HubDownload::cancel() {
    if (!running_) return;
    cancelled_ = true;
    emitFailure(
        HubFailure::cancelled,
        tr("Cancelled. The next download of %1 continues where this one stopped.").arg(req_.repo));
}

void HubDownload::fail(HubFailure kind, const QString& message) {
    if (!running_) return;
    quiet_.stop();
    // What arrived stays for the next attempt (a failed checksum deletes its own part first).
    const qint64 kept = doneBefore_ + (kind == HubFailure::verify ? 0 : partBytes_);
    if (kind == HubFailure::network && kept > 0) {
        emitFailure(kind, message + QLatin1Char(' ') +
                              tr("The %1 downloaded so far are kept: download again to resume.")
                                  .arg(byte_size(kept)));
        return;
    }
    emitFailure(kind, message);
}

// Stops everything (the transfer, the lock, the quiet watch; parts stay) and says why.
void HubDownload::emitFailure(HubFailure kind, const QString& message) {
    if (reply_) {
        reply_->disconnect(this);
        reply_->abort();
        reply_->deleteLater();
        reply_ = nullptr;
    }
    part_.close();
    lock_.reset();
    quiet_.stop();
    running_ = false;
    emit failed(kind, message);
}

}  // namespace attn::ui
