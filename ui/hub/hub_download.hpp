// Downloading a GPT-2-architecture model from the Hugging Face hub: what the
// lab reads (config.json; model.safetensors, else pytorch_model.bin;
// vocab.json + merges.txt, else tokenizer.json) into
// model_store::folder_for(root, repo, revision).
//
// Asynchronous on the caller's event loop (which stays live: the transfer runs
// in Qt's network thread, checksums in a thread of their own). In order:
//   1. HEAD each file's resolve URL: its size and checksum (hub_reply.hpp);
//   2. the free disk space against what is still to fetch (both said);
//   3. config.json first: a model the lab cannot read (not GPT-2, or more
//      memory than the machine has) is refused before the weights come;
//   4. each file into <folder>/.partial/NAME.part, resumed with a Range
//      request when a part of the same version (ETag) is there — also after
//      a restart; more bytes than announced stop it; then verified (SHA-256
//      for files the hub gives one, else the size) and renamed into place;
//   5. the record (model_store::write_record) written last.
// A failure keeps the parts (to resume) except a part that failed its check,
// which is deleted and named. cancel() returns at once.
#pragma once

#include <QElapsedTimer>
#include <QFile>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QThread>
#include <QTimer>
#include <atomic>
#include <memory>
#include <vector>

#include "hub/hub_endpoint.hpp"
#include "hub/hub_reply.hpp"

class QLockFile;
class QNetworkAccessManager;
class QNetworkReply;

namespace attn::ui {

struct HubRequest {
    QString repo;
    QString revision = QStringLiteral("main");
    QString root;   // the models' folder (model_store::root() in the window)
    QString token;  // sent to the endpoint's host only; empty: none
};

class HubDownload : public QObject {
    Q_OBJECT
  public:
    HubDownload(HubEndpoint endpoint, HubRequest request, QObject* parent = nullptr);
    ~HubDownload() override;

    void start();
    // Stops the transfer now and reports failed(cancelled, …); parts stay for a resume.
    void cancel();
    // A transfer that sends nothing for this long is dropped and resumed (twice), then fails
    // (default 30 s).
    void setStallTimeout(int ms) { stallMs_ = ms; }
    // Refuse a model whose weights need more bytes than this (default: physical memory).
    void setMemoryLimit(qint64 bytes) { memoryLimit_ = bytes; }
    // Take this as the disk's free space instead of asking the disk (tests; -1: ask).
    void setFreeSpace(qint64 bytes) { freeSpace_ = bytes; }

    QString folder() const { return folder_; }
    bool running() const { return running_; }

  signals:
    // What it is doing, in a sentence ("Asking the hub for gpt2's files…").
    void stage(const QString& text);
    // done and total in bytes over every file; rate in bytes per second (0: not yet known).
    void progress(qint64 done, qint64 total, double rate);
    void finished(const QString& folder);
    void failed(attn::ui::HubFailure kind, const QString& message);

  private:
    void probeNext();
    void probe(const QUrl& url, const QString& name);  // a HEAD of url for `name`, to onProbed
    void onProbed(QNetworkReply* r);
    // The alternative `alt` of `alts` is not there: the next one, the next group, or failed.
    void probeMissing(const QStringList& alts, const QStringList& alt);
    void afterProbe();
    void fetchNext();
    void requestFile(const QUrl& url, int redirects);
    void onHeaders(QNetworkReply* r);
    void onData();
    void onFetched(QNetworkReply* r, int redirects);
    void followRedirect(const QNetworkReply& r, int redirects);  // or fails when it may not
    void verifyPart();
    void onVerified(const QString& sha);
    void fail(HubFailure kind, const QString& message);
    void emitFailure(HubFailure kind, const QString& message);
    bool checkConfig(const QString& path);
    QNetworkReply* send(const QUrl& url, bool head, qint64 from = 0);
    void emitProgress();

    HubEndpoint endpoint_;
    HubRequest req_;
    QString folder_;
    QNetworkAccessManager* net_ = nullptr;
    QPointer<QNetworkReply> reply_;
    int stallMs_ = 30000;
    qint64 memoryLimit_ = 0;
    qint64 freeSpace_ = -1;
    bool running_ = false;
    std::atomic<bool> cancelled_{false};
    QString commit_;

    // The files to fetch, in order; probe_ walks the candidates.
    std::vector<HubFile> files_;
    std::vector<QStringList> wanted_;  // groups of alternatives: each group's first found
    std::size_t probeGroup_ = 0, probeAlt_ = 0;
    int probeRedirects_ = 0;
    std::size_t current_ = 0;
    QFile part_;
    qint64 partBytes_ = 0, doneBefore_ = 0, total_ = 0;
    qint64 sessionBytes_ = 0;
    qint64 requestStart_ = 0;  // partBytes_ when the current request went out
    bool acceptBody_ = false;  // the current answer is the file (200 or 206)
    int retries_ = 0;          // resumes in a row that brought nothing
    QElapsedTimer clock_;
    qint64 lastProgressMs_ = -1;
    QTimer progressLater_;
    QTimer quiet_;           // says a transfer that has sent nothing for a while
    qint64 lastDataMs_ = 0;  // clock_ when the last byte came
    std::unique_ptr<QThread> hasher_;
    std::unique_ptr<QLockFile> lock_;  // <folder>/.download.lock while fetching
};

// The exit code the command line gives for a failure kind (commands.hpp's codes).
int hub_exit_code(HubFailure kind);

}  // namespace attn::ui
