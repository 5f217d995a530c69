// Reading the hub's answers: a file's size and checksum from the headers of
// its resolve URL, and what an error status or a network error means, in a
// sentence that names the repository or file.
#pragma once

#include <QNetworkReply>
#include <QString>
#include <QUrl>
#include <optional>

namespace attn::ui {

// What a download can end in. The command line's exit code: 2 for not_found,
// access and refused (the request must change), 1 for the others.
enum class HubFailure { none, not_found, access, refused, network, verify, disk, cancelled };

// One file of a repository as the hub announces it.
struct HubFile {
    QString name;
    qint64 size = -1;  // X-Linked-Size, else Content-Length
    QString sha256;    // X-Linked-Etag when it is a SHA-256 (LFS files), lower-case hex
    QString etag;      // the version the partial file belongs to (X-Linked-Etag, else ETag)
    QUrl url;          // its resolve URL (after a renamed repository's redirect)
};

// The metadata in a HEAD answer (200, or a 3xx to the file's storage) for `name`.
HubFile hub_file_from(const QNetworkReply& r, const QString& name);

// Whether the answer is the hub saying that this file (not the repository or
// the revision) does not exist: 404 with X-Error-Code EntryNotFound, or a 404
// without a code once the repository answered for another file.
bool is_missing_entry(const QNetworkReply& r);

struct HubError {
    HubFailure kind = HubFailure::none;
    QString message;
};

// The error a finished reply stands for (kind none when it is a success or a
// redirect): the status (404: the repository, revision or file named; 401 and
// 403: gated or private, a token needed) or the network error (no network, a
// proxy, TLS, a timeout).
HubError hub_error_of(const QNetworkReply& r, const QString& repo, const QString& file);

// "548.1 MB" (decimal units, as the hub shows sizes).
QString byte_size(qint64 bytes);

}  // namespace attn::ui
