#include "hub/hub_endpoint.hpp"

#include <QHostAddress>
#include <QRegularExpression>
#include <stdexcept>

namespace attn::ui {

namespace {

const QString kHub = QStringLiteral("https://huggingface.co");

int port_of(const QUrl& u) { return u.port(u.scheme() == QLatin1String("https") ? 443 : 80); }

}  // namespace

bool is_hub_repo_id(const QString& id) {
    static const QRegularExpression part(QStringLiteral("^[A-Za-z0-9_][A-Za-z0-9_.\\-]{0,95}$"));
    const QStringList parts = id.split(QLatin1Char('/'));
    if (parts.isEmpty() || parts.size() > 2) return false;
    for (const QString& p : parts)
        if (!part.match(p).hasMatch() || p.contains(QLatin1String(".."))) return false;
    return true;
}

RepoText repo_from_text(const QString& text) {
    QString t = text.trimmed();
    static const QRegularExpression address(QStringLiteral("^https?://[^/]+/"));
    const bool isAddress = address.match(t).hasMatch();
    if (!isAddress) return {t, {}};
    QStringList parts = t.remove(address).split(QLatin1Char('/'), Qt::SkipEmptyParts);
    if (!parts.isEmpty() && (parts[0] == QLatin1String("models"))) parts.removeFirst();
    RepoText r;
    // owner/name, or a bare name, then "tree|resolve|blob REVISION …".
    const auto marker = [](const QString& p) {
        return p == QLatin1String("tree") || p == QLatin1String("resolve") ||
               p == QLatin1String("blob");
    };
    int cut = int(parts.size());
    for (int i = 1; i < parts.size(); ++i)
        if (marker(parts[i])) {
            cut = i;
            break;
        }
    r.repo = parts.mid(0, std::min(cut, 2)).join(QLatin1Char('/'));
    if (cut + 1 < parts.size()) r.revision = QUrl::fromPercentEncoding(parts[cut + 1].toUtf8());
    return r;
}

bool is_loopback_host(const QString& host) {
    if (host.compare(QLatin1String("localhost"), Qt::CaseInsensitive) == 0) return true;
    const QHostAddress a(host);
    return !a.isNull() && a.isLoopback();
}

HubEndpoint HubEndpoint::fromEnvironment() {
    const QString env = qEnvironmentVariable("HF_ENDPOINT").trimmed();
    return HubEndpoint(env.isEmpty() ? kHub : env);
}

HubEndpoint::HubEndpoint(const QString& url) {
    QString text = url.trimmed();
    while (text.endsWith(QLatin1Char('/'))) text.chop(1);
    base_ = QUrl(text, QUrl::StrictMode);
    const auto bad = [&](const char* why) {
        throw std::invalid_argument("HF_ENDPOINT '" + url.toStdString() + "': " + why);
    };
    if (!base_.isValid() || base_.host().isEmpty())
        bad("not a URL (for example https://huggingface.co)");
    if (!base_.userInfo().isEmpty()) bad("a user name or password in the URL is not accepted");
    loopback_ = is_loopback_host(base_.host());
    const QString scheme = base_.scheme();
    if (scheme == QLatin1String("http")) {
        if (!loopback_) bad("plain http:// is accepted only for a loopback address; use https://");
    } else if (scheme != QLatin1String("https")) {
        bad("the URL must start with https://");
    }
}

QUrl HubEndpoint::resolveUrl(const QString& repo, const QString& revision,
                             const QString& file) const {
    QUrl u = base_;
    const QString enc = QString::fromLatin1(QUrl::toPercentEncoding(revision));
    QString path = base_.path();
    path += QLatin1Char('/') + repo + QStringLiteral("/resolve/") + enc + QLatin1Char('/') +
            QString::fromLatin1(QUrl::toPercentEncoding(file, "/"));
    u.setPath(path, QUrl::TolerantMode);
    return u;
}

bool HubEndpoint::allowsRedirectTo(const QUrl& to) const {
    if (!to.isValid() || to.host().isEmpty() || !to.userInfo().isEmpty()) return false;
    if (to.scheme() == QLatin1String("https")) return true;
    // A loopback endpoint may also send the client on to itself over plain http.
    return loopback_ && to.scheme() == base_.scheme() &&
           to.host().compare(base_.host(), Qt::CaseInsensitive) == 0 &&
           port_of(to) == port_of(base_);
}

bool HubEndpoint::sendsTokenTo(const QUrl& url) const {
    return url.scheme() == base_.scheme() &&
           url.host().compare(base_.host(), Qt::CaseInsensitive) == 0 &&
           port_of(url) == port_of(base_);
}

QString hub_token(const QString& entered) {
    const QString t = entered.trimmed();
    return t.isEmpty() ? qEnvironmentVariable("HF_TOKEN").trimmed() : t;
}

}  // namespace attn::ui
