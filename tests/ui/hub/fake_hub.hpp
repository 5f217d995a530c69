// A stand-in for the Hugging Face hub on a loopback address, for the download
// tests (never the real network). It runs in a thread of its own, so a test
// may block (a QProcess, a wait) while it serves.
//
// URL layout as the hub's: HEAD/GET /{repo}/resolve/{revision}/{file}.
//   - small files: 200 with ETag (a git-style hash), Content-Length, X-Repo-Commit;
//   - large files (.safetensors, .bin): 302 to /cdn/{sha256} with X-Linked-Etag
//     (the SHA-256, quoted), X-Linked-Size and ETag, as the hub sends LFS files
//     to its CDN; the CDN path answers Range requests with 206;
//   - 404 with X-Error-Code RepoNotFound / EntryNotFound; 401 with GatedRepo.
// Faults on demand (Faults); every request is logged (Seen).
#pragma once

#include <QCryptographicHash>
#include <QDir>
#include <QEventLoop>
#include <QFile>
#include <QHash>
#include <QMutex>
#include <QTcpServer>
#include <QTcpSocket>
#include <QThread>
#include <QTimer>
#include <QUrl>
#include <atomic>
#include <future>
#include <memory>
#include <vector>

namespace attn::test {

class FakeHub {
  public:
    struct Faults {
        qint64 dropAfter = -1;   // close the large file's connection after this many bytes (once)
        qint64 stallAfter = -1;  // stop sending the large file after this many bytes (holds on)
        bool wrongSha = false;   // announce a SHA-256 the large file does not have
        qint64 extraBytes = 0;   // the CDN sends (and announces) this many bytes more than the size
        bool extraUnannounced = false;  // … sent without a Content-Length (the body runs on)
        bool gated = false;             // every file answers 401 GatedRepo
        QStringList missing;            // files answered 404 EntryNotFound
        bool ignoreRange = false;       // answer a Range request with the whole file (200)
    };
    struct Seen {
        QByteArray method, path, range, authorization;
    };

    // Serves the files of `folder` as repository `repo` (any revision).
    FakeHub(QString repo, QString folder) : repo_(std::move(repo)), folder_(std::move(folder)) {
        std::promise<quint16> ready;
        auto port = ready.get_future();
        thread_.reset(QThread::create([this, &ready] { serve(ready); }));
        thread_->start();
        port_ = port.get();
    }
    ~FakeHub() {
        thread_->quit();
        thread_->wait();
    }

    QString url() const { return QStringLiteral("http://127.0.0.1:%1").arg(port_); }
    void setFaults(const Faults& f) {
        QMutexLocker lock(&mutex_);
        faults_ = f;
        dropped_ = false;
    }
    std::vector<Seen> seen() const {
        QMutexLocker lock(&mutex_);
        return seen_;
    }
    void clearSeen() {
        QMutexLocker lock(&mutex_);
        seen_.clear();
    }
    static QByteArray sha256(const QByteArray& b) {
        return QCryptographicHash::hash(b, QCryptographicHash::Sha256).toHex();
    }

  private:
    using Header = QPair<QByteArray, QByteArray>;
    static bool large(const QString& name) {
        return name.endsWith(QLatin1String(".safetensors")) || name.endsWith(QLatin1String(".bin"));
    }

    void serve(std::promise<quint16>& ready) {
        QTcpServer server;
        server.listen(QHostAddress::LocalHost, 0);
        QObject::connect(&server, &QTcpServer::newConnection, [this, &server] {
            while (QTcpSocket* s = server.nextPendingConnection()) {
                auto buf = std::make_shared<QByteArray>();
                QObject::connect(s, &QTcpSocket::disconnected, s, &QObject::deleteLater);
                QObject::connect(s, &QTcpSocket::readyRead, s, [this, s, buf] {
                    *buf += s->readAll();
                    for (int end; (end = int(buf->indexOf("\r\n\r\n"))) >= 0;) {
                        const QByteArray head = buf->left(end);
                        buf->remove(0, end + 4);
                        if (!answer(s, head)) return;
                    }
                });
            }
        });
        ready.set_value(server.serverPort());
        QEventLoop loop;  // until ~FakeHub's quit(), which ends every loop of the thread
        loop.exec();
    }

    static QByteArray status_line(int code) {
        switch (code) {
            case 200:
                return "HTTP/1.1 200 OK\r\n";
            case 206:
                return "HTTP/1.1 206 Partial Content\r\n";
            case 302:
                return "HTTP/1.1 302 Found\r\n";
            case 401:
                return "HTTP/1.1 401 Unauthorized\r\n";
            default:
                return "HTTP/1.1 404 Not Found\r\n";
        }
    }
    static void reply(QTcpSocket* s, int code, const QList<Header>& headers, const QByteArray& body,
                      bool head, bool withLength = true) {
        QByteArray out = status_line(code);
        for (const auto& [k, v] : headers) out += k + ": " + v + "\r\n";
        if (withLength) out += "Content-Length: " + QByteArray::number(body.size()) + "\r\n";
        out += "\r\n";
        s->write(out);
        if (!head) s->write(body);
    }

    // Answers one request; false when the connection was closed or is held.
    bool answer(QTcpSocket* s, const QByteArray& head) {
        const QList<QByteArray> lines = head.split('\n');
        const QList<QByteArray> first = lines.value(0).trimmed().split(' ');
        Seen seen{first.value(0), first.value(1), {}, {}};
        for (const QByteArray& l : lines.mid(1)) {
            const int colon = int(l.indexOf(':'));
            const QByteArray key = l.left(colon).trimmed().toLower(),
                             value = l.mid(colon + 1).trimmed();
            if (key == "range") seen.range = value;
            if (key == "authorization") seen.authorization = value;
        }
        Faults f;
        {
            QMutexLocker lock(&mutex_);
            seen_.push_back(seen);
            f = faults_;
        }
        const bool isHead = seen.method == "HEAD";
        const QString path = QString::fromUtf8(QByteArray::fromPercentEncoding(seen.path));
        if (path.startsWith(QLatin1String("/cdn/")))
            return cdn(s, path.mid(5), seen.range, f, isHead);
        const QString prefix = QLatin1Char('/') + repo_ + QStringLiteral("/resolve/");
        if (!path.startsWith(prefix)) {
            reply(s, 404, {{"X-Error-Code", "RepoNotFound"}}, "Repository not found", isHead);
            return true;
        }
        const QString rest = path.mid(prefix.size());  // revision/file
        const QString name = rest.mid(rest.indexOf(QLatin1Char('/')) + 1);
        if (f.gated) {
            reply(s, 401, {{"X-Error-Code", "GatedRepo"}},
                  "Access to this repository is restricted", isHead);
            return true;
        }
        QFile file(QDir(folder_).filePath(name));
        if (f.missing.contains(name) || name.contains(QLatin1String("..")) ||
            !file.open(QIODevice::ReadOnly)) {
            reply(s, 404, {{"X-Error-Code", "EntryNotFound"}}, "Entry not found", isHead);
            return true;
        }
        const QByteArray bytes = file.readAll();
        const QByteArray commit = "0123456789abcdef0123456789abcdef01234567";
        if (large(name)) {
            const QByteArray sha = f.wrongSha ? QByteArray(64, 'a') : sha256(bytes);
            reply(s, 302,
                  {{"Location", "/cdn/" + QUrl::toPercentEncoding(name) + "?sig=x"},
                   {"X-Linked-Etag", '"' + sha + '"'},
                   {"X-Linked-Size", QByteArray::number(bytes.size())},
                   {"ETag", '"' + sha + '"'},
                   {"X-Repo-Commit", commit}},
                  {}, isHead);
            return true;
        }
        const QByteArray etag = QCryptographicHash::hash(bytes, QCryptographicHash::Sha1).toHex();
        reply(s, 200, {{"ETag", '"' + etag + '"'}, {"X-Repo-Commit", commit}}, bytes, isHead);
        return true;
    }

    bool cdn(QTcpSocket* s, const QString& name, const QByteArray& range, const Faults& f,
             bool isHead) {
        QFile file(QDir(folder_).filePath(name.left(
            name.indexOf(QLatin1Char('?')) < 0 ? name.size() : name.indexOf(QLatin1Char('?')))));
        if (!file.open(QIODevice::ReadOnly)) {
            reply(s, 404, {}, "no such object", isHead);
            return true;
        }
        QByteArray bytes = file.readAll();
        const qint64 size = bytes.size();
        if (f.extraBytes > 0) bytes += QByteArray(int(f.extraBytes), 'x');
        qint64 from = 0;
        if (range.startsWith("bytes=") && !f.ignoreRange)
            from = range.mid(6, range.indexOf('-') - 6).toLongLong();
        const QByteArray body = bytes.mid(from);
        QList<Header> headers;
        if (from > 0)
            headers.append(Header{"Content-Range", "bytes " + QByteArray::number(from) + '-' +
                                                       QByteArray::number(size - 1) + '/' +
                                                       QByteArray::number(size)});
        headers.append(Header{"Connection", "close"});
        const int code = from > 0 ? 206 : 200;
        bool drop = false;
        qint64 stall = -1;
        {
            QMutexLocker lock(&mutex_);
            if (f.dropAfter >= 0 && !dropped_) drop = dropped_ = true;
            stall = f.stallAfter;
        }
        if (f.extraUnannounced) {
            reply(s, code, headers, {}, true, false);
            s->write(body);
            s->disconnectFromHost();
            return false;
        }
        if (drop || stall >= 0) {
            headers.append(Header{"Content-Length", QByteArray::number(body.size())});
            reply(s, code, headers, {}, true, false);
            s->write(body.left(drop ? f.dropAfter : stall));
            if (drop) {
                s->flush();
                s->disconnectFromHost();
            }
            return false;  // dropped, or held open with nothing more
        }
        reply(s, code, headers, body, isHead);
        s->disconnectFromHost();
        return false;
    }

    QString repo_, folder_;
    std::unique_ptr<QThread> thread_;
    quint16 port_ = 0;
    mutable QMutex mutex_;
    Faults faults_;
    bool dropped_ = false;
    std::vector<Seen> seen_;
};

}  // namespace attn::test
