// The models downloaded from the hub, on disk.
//
// Layout: <root>/<owner>--<name>/<revision>/ holds the files as the hub names
// them; partial files live in <folder>/.partial/ (never under a final name);
// <folder>/attention-lab-download.json, written last and atomically, says that
// every file was verified. Only folders with that record are listed.
// root: the settings' "hub/folder", else <AppDataLocation>/models.
#pragma once

#include <QDateTime>
#include <QString>
#include <QStringList>
#include <optional>
#include <vector>

namespace attn::ui {

struct DownloadedFile {
    QString name;
    qint64 size = 0;
    QString sha256;  // hex, for files the hub verifies by checksum (else empty)
};

struct DownloadedModel {
    QString repo, revision, commit;  // commit: the hub's X-Repo-Commit, when it sent one
    QString folder;                  // absolute
    std::vector<DownloadedFile> files;
    QDateTime when;
    qint64 bytes() const;
};

namespace model_store {

QString default_root();
// The folder models are kept in (settings, else the default).
QString root();
void set_root(const QString& folder);  // empty: back to the default

// <root>/<owner>--<name>/<revision> (a revision's '/' written as "--").
QString folder_for(const QString& root, const QString& repo, const QString& revision);
QString partial_folder(const QString& folder);  // <folder>/.partial
QString record_path(const QString& folder);     // <folder>/attention-lab-download.json

// Writes the record atomically; false with `error` set when it cannot.
bool write_record(const DownloadedModel& m, QString* error);
// The record in `folder`, if it is a complete download.
std::optional<DownloadedModel> read_record(const QString& folder);
// What a model at `path` (folder or file) is called in a lesson's title: a hub download's
// repository ("openai-community/gpt2", with its revision unless main), else its config.json's
// own name ("_name_or_path" or "name", when it is not a path), else the folder's or file's name.
QString model_name(const QString& path);
// Every complete download under `root`, newest first.
std::vector<DownloadedModel> list(const QString& root);

// A download begun and not finished (a folder with parts and no record): what
// a new download of it resumes.
struct PartialDownload {
    QString repo, revision, folder;
    qint64 bytes = 0;  // what has arrived so far (parts and files already in place)
};
std::vector<PartialDownload> list_partial(const QString& root);

// Deletes a downloaded (or partly downloaded) model's folder under `root`, and
// its repository's folder when that is left empty; false with `error` set when
// it cannot (the folder is not under root, or a file cannot be removed).
bool remove(const QString& root, const QString& folder, QString* error);
// The folder of a downloaded `repo` (revision "main" first, else the newest), or empty; a
// name without an owner ("gpt2") also finds it under any owner (openai-community/gpt2).
QString find(const QString& root, const QString& repo);

// What `attention-lab ARG` and `--model ARG` open: ARG itself when it exists
// on disk or does not look like a repository id, else the downloaded
// repository's folder (under root()), else ARG (whose opening then fails).
QString resolve_model_argument(const QString& arg);
// The downloaded repositories a name without an owner stands for, when it
// stands for more than one ("x": someone/x and other/x); else empty.
QStringList ambiguous_name(const QString& root, const QString& name);
// Whether ARG is a repository id that is not on disk and not downloaded.
bool names_missing_download(const QString& arg);

}  // namespace model_store

}  // namespace attn::ui
