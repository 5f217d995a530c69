// Where the lab talks to the Hugging Face hub, and what it sends where.
//
// The endpoint is https://huggingface.co, or the HF_ENDPOINT environment
// variable (the hub client's own convention: mirrors, tests). Plain http:// is
// accepted only for a loopback host (127.0.0.0/8, ::1, localhost). A redirect
// is followed only to https:// (for a loopback endpoint, also to that same
// host); a token goes only to the endpoint's own host.
#pragma once

#include <QString>
#include <QUrl>
#include <optional>

namespace attn::ui {

// A repository id: "name" or "owner/name", each part of letters, digits and
// - _ . (not starting with . or -), at most 96 characters each, as the hub allows.
bool is_hub_repo_id(const QString& id);

// What a person pastes for a repository: an id, or the hub page's address
// ("https://huggingface.co/owner/name", ".../tree/REV", ".../resolve/REV/FILE",
// ".../blob/REV/FILE"): the id, and the revision when the address names one.
struct RepoText {
    QString repo, revision;
};
RepoText repo_from_text(const QString& text);

class HubEndpoint {
  public:
    // HF_ENDPOINT when set, else the hub. Throws std::invalid_argument naming
    // the value and the rule when it is not a usable URL.
    static HubEndpoint fromEnvironment();
    // Throws std::invalid_argument as fromEnvironment does.
    explicit HubEndpoint(const QString& url);

    QUrl base() const { return base_; }
    bool isLoopback() const { return loopback_; }
    // {endpoint}/{repo}/resolve/{revision}/{file} (each part percent-encoded).
    QUrl resolveUrl(const QString& repo, const QString& revision, const QString& file) const;
    // Whether a redirect to `to` may be followed (the rules above).
    bool allowsRedirectTo(const QUrl& to) const;
    // Whether a request to `url` may carry the token: the endpoint's scheme, host and port.
    bool sendsTokenTo(const QUrl& url) const;

  private:
    QUrl base_;
    bool loopback_ = false;
};

// True for localhost, ::1 and 127.0.0.0/8.
bool is_loopback_host(const QString& host);

// The token to send: `entered` when not empty, else HF_TOKEN (empty: none).
QString hub_token(const QString& entered);

}  // namespace attn::ui
