#include "hub/hub_reply.hpp"

#include <QCoreApplication>
#include <QLocale>
#include <QRegularExpression>

#include "style/number_format.hpp"

namespace attn::ui {

namespace {

// The context of this file's messages for translators.
struct HubText {
    Q_DECLARE_TR_FUNCTIONS(HubText)
};

QString header(const QNetworkReply& r, const char* name) {
    return QString::fromLatin1(r.rawHeader(name)).trimmed();
}

// An ETag without its W/ prefix and quotes.
QString bare_etag(QString e) {
    if (e.startsWith(QLatin1String("W/"))) e.remove(0, 2);
    if (e.size() >= 2 && e.startsWith(QLatin1Char('"')) && e.endsWith(QLatin1Char('"')))
        e = e.mid(1, e.size() - 2);
    return e;
}

int status_of(const QNetworkReply& r) {
    return r.attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
}

// A 404: no such revision, no such file, or no such repository.
HubError not_found_error(const QString& code, const QString& repo, const QString& file) {
    if (code == QLatin1String("RevisionNotFound"))
        return {HubFailure::not_found,
                HubText::tr("The hub has no such revision of %1 (404).").arg(repo)};
    if (code == QLatin1String("EntryNotFound"))
        return {HubFailure::not_found, HubText::tr("%1 has no file %2 (404).").arg(repo, file)};
    return {
        HubFailure::not_found,
        HubText::tr("The hub has no repository %1 (404 for %2): check the name.").arg(repo, file)};
}

// A 401 or 403 (`status`): a gated repository, or one private or missing.
HubError access_error(const QString& code, int status, const QString& repo) {
    if (code == QLatin1String("GatedRepo"))
        return {
            HubFailure::access,
            HubText::tr("%1 is gated (%2): accept its terms on the hub's page, then give a token "
                        "(HF_TOKEN, or the token field).")
                .arg(repo)
                .arg(status)};
    return {
        HubFailure::access,
        HubText::tr("The hub refused %1 (%2): the repository is private or gated, or does not "
                    "exist; a token with access to it is needed (HF_TOKEN, or the token field).")
            .arg(repo)
            .arg(status)};
}

// A reply without an HTTP error status: what its network error means (none when none).
HubError transfer_error(const QNetworkReply& r, const QString& file) {
    const QString host = r.url().host();
    switch (r.error()) {
        case QNetworkReply::NoError:
            return {};
        case QNetworkReply::HostNotFoundError:
        case QNetworkReply::ConnectionRefusedError:
        case QNetworkReply::NetworkSessionFailedError:
        case QNetworkReply::TemporaryNetworkFailureError:
            return {HubFailure::network,
                    HubText::tr("No network: could not reach %1 (%2).").arg(host, r.errorString())};
        case QNetworkReply::OperationCanceledError:  // a user's cancel never gets here: a stall
        case QNetworkReply::TimeoutError:
            return {HubFailure::network,
                    HubText::tr("%1 stopped answering while sending %2; try again to resume.")
                        .arg(host, file)};
        case QNetworkReply::ProxyConnectionRefusedError:
        case QNetworkReply::ProxyConnectionClosedError:
        case QNetworkReply::ProxyNotFoundError:
        case QNetworkReply::ProxyTimeoutError:
        case QNetworkReply::ProxyAuthenticationRequiredError:
            return {HubFailure::network,
                    HubText::tr("The proxy failed (%1); check the system's proxy settings.")
                        .arg(r.errorString())};
        case QNetworkReply::SslHandshakeFailedError:
        case QNetworkReply::TooManyRedirectsError:
        case QNetworkReply::InsecureRedirectError:
            return {
                HubFailure::network,
                HubText::tr("A secure connection to %1 failed (%2).").arg(host, r.errorString())};
        default:
            return {HubFailure::network,
                    HubText::tr("The connection to %1 failed while fetching %2 (%3); try again to "
                                "resume.")
                        .arg(host, file, r.errorString())};
    }
}

}  // namespace

HubFile hub_file_from(const QNetworkReply& r, const QString& name) {
    HubFile f;
    f.name = name;
    const QString linkedEtag = bare_etag(header(r, "X-Linked-Etag"));
    const QString etag = bare_etag(header(r, "ETag"));
    static const QRegularExpression sha(QStringLiteral("^[0-9a-fA-F]{64}$"));
    if (sha.match(linkedEtag).hasMatch()) f.sha256 = linkedEtag.toLower();
    f.etag = linkedEtag.isEmpty() ? etag : linkedEtag;
    bool ok = false;
    const qint64 linked = header(r, "X-Linked-Size").toLongLong(&ok);
    if (ok && linked >= 0) {
        f.size = linked;
    } else if (status_of(r) == 200) {
        const qint64 len = header(r, "Content-Length").toLongLong(&ok);
        if (ok && len >= 0) f.size = len;
    }
    return f;
}

bool is_missing_entry(const QNetworkReply& r) {
    return status_of(r) == 404 && header(r, "X-Error-Code") == QLatin1String("EntryNotFound");
}

HubError hub_error_of(const QNetworkReply& r, const QString& repo, const QString& file) {
    const int status = status_of(r);
    const QString code = header(r, "X-Error-Code");
    const QString host = r.url().host();
    if (status == 404) return not_found_error(code, repo, file);
    if (status == 401 || status == 403) return access_error(code, status, repo);
    if (status >= 300 && status < 400) return {};
    if (status >= 400)
        return {HubFailure::network, HubText::tr("%1 answered %2 for %3 of %4; try again later.")
                                         .arg(host)
                                         .arg(status)
                                         .arg(file, repo)};
    return transfer_error(r, file);
}

QString byte_size(qint64 bytes) {
    const QLocale loc;
    if (bytes < 1000) return HubText::tr("%1 bytes").arg(bytes);
    const char* units[] = {"kB", "MB", "GB", "TB"};
    double v = double(bytes) / 1000.0;
    int u = 0;
    while (v >= 1000.0 && u < 3) {
        v /= 1000.0;
        ++u;
    }
    // One left-to-right run in a right-to-left sentence ("548.1 MB", not "MB 548.1").
    return ltr_isolated(loc.toString(v, 'f', v < 10 ? 2 : 1) + QChar(0x00A0) +
                        QLatin1String(units[u]));
}

}  // namespace attn::ui
