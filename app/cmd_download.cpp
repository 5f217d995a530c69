// attention-lab download REPO [--revision R] [--dir DIR] [--token-from-env]
// Downloads a GPT-2-architecture model from the Hugging Face hub (or
// HF_ENDPOINT) as File ▸ Get a Model… does (ui/hub/hub_download.hpp): progress
// on stderr, the folder's path on stdout when done. Exit 0; 2 for a repository
// or file that does not exist, a gated or private one, or a model the lab
// cannot open, a bad --dir or an option given twice; 1 for a network, disk or checksum
// failure (the reason said).
#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>

#include "cli_common.hpp"
#include "commands.hpp"
#include "hub/hub_download.hpp"
#include "hub/model_store.hpp"
#include "i18n/language.hpp"

namespace attn::app {
namespace {

void add_download_options(QCommandLineParser& p) {
    p.setApplicationDescription(QStringLiteral(
        "Download a GPT-2-architecture model from the Hugging Face hub: config.json, "
        "model.safetensors (else pytorch_model.bin) and its tokenizer files, each verified "
        "(SHA-256 for the weights), into DIR/OWNER--NAME/REVISION. An interrupted download "
        "resumes where it stopped. The hub is https://huggingface.co unless HF_ENDPOINT says "
        "otherwise; HF_TOKEN is sent to it (only) for gated or private repositories. Prints the "
        "folder; open it with 'attention-lab FOLDER' or 'attention-lab REPO'."));
    p.addHelpOption();
    p.addPositionalArgument(QStringLiteral("REPO"),
                            QStringLiteral("The repository id, as on the hub: gpt2, "
                                           "distilgpt2, openai-community/gpt2-medium, …"));
    p.addOption({QStringLiteral("revision"),
                 QStringLiteral("A branch, tag or commit (default: main)."), QStringLiteral("R")});
    p.addOption({QStringLiteral("dir"),
                 QStringLiteral("The models' folder (default: the window's, %1).")
                     .arg(QDir::toNativeSeparators(attn::ui::model_store::root())),
                 QStringLiteral("DIR")});
}

// "  41% 224.7 MB of 548.1 MB, 12.3 MB/s, 26 s left" on stderr, at most once a second.
class ProgressLine {
  public:
    void show(qint64 done, qint64 total, double rate) {
        if (shown_.isValid() && shown_.elapsed() < 1000 && done < total) return;
        shown_.start();
        QString line = QStringLiteral("%1% %2 of %3")
                           .arg(total > 0 ? int(100 * done / total) : 0, 3)
                           .arg(attn::ui::byte_size(done), attn::ui::byte_size(total));
        if (rate > 0) {
            line += QStringLiteral(", %1/s").arg(attn::ui::byte_size(qint64(rate)));
            if (done < total)
                line += QStringLiteral(", %1 s left").arg(qint64((total - done) / rate));
        }
        print_err(line);
    }

  private:
    QElapsedTimer shown_;
};

// --dir as an absolute folder that can be written to, made when missing: checked before the
// network is asked anything (a bad folder was said after the download).
QString checked_dir(const QString& given) {
    if (given.isEmpty()) throw BadInput{QStringLiteral("--dir needs a folder")};
    const QString dir = QDir(given).absolutePath();
    const QFileInfo info(dir);
    if (info.exists() && !info.isDir())
        throw BadInput{QStringLiteral("--dir '%1' is a file, not a folder").arg(given)};
    if (!QDir().mkpath(dir))
        throw BadInput{QStringLiteral("--dir '%1': the folder cannot be made").arg(given)};
    if (!QFileInfo(dir).isWritable())
        throw BadInput{QStringLiteral("--dir '%1' cannot be written to").arg(given)};
    return dir;
}

// The window's sentence ("No network: …") as the command line's messages begin, in lower case
// after "attention-lab download:"; a name or an acronym ("HF_TOKEN …") as it is.
QString lower_first(const QString& message) {
    if (message.size() > 1 && message[0].isUpper() && message[1].isLower())
        return message[0].toLower() + message.mid(1);
    return message;
}

}  // namespace

int cmd_download(const QStringList& args) {
    QCommandLineParser p;
    add_download_options(p);
    p.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    QString error;
    {
        const attn::ui::QtWordsInEnglish english;  // the command line's words are English
        if (!p.parse(QStringList{QStringLiteral("attention-lab download")} + args))
            error = p.errorText();
    }
    if (!error.isEmpty()) throw BadInput{error};
    refuse_repeats(p, {});  // as every command: an option given twice is refused
    if (p.isSet(QStringLiteral("help"))) {
        print_out(command_help(p, QStringLiteral("download")));
        return kExitOk;
    }
    if (p.positionalArguments().size() != 1)
        throw BadInput{QStringLiteral("download needs one repository id (for example gpt2)")};
    attn::ui::HubRequest req;
    req.repo = p.positionalArguments().front();
    if (!attn::ui::is_hub_repo_id(req.repo))
        throw BadInput{QStringLiteral("'%1' is not a repository id (owner/name, as on the hub's "
                                      "page, for example openai-community/gpt2)")
                           .arg(req.repo)};
    if (p.isSet(QStringLiteral("revision"))) req.revision = p.value(QStringLiteral("revision"));
    if (req.revision.isEmpty()) throw BadInput{QStringLiteral("--revision needs a value")};
    req.root = p.isSet(QStringLiteral("dir")) ? checked_dir(p.value(QStringLiteral("dir")))
                                              : attn::ui::model_store::root();
    req.token = attn::ui::hub_token({});
    std::optional<attn::ui::HubEndpoint> endpoint;
    try {
        endpoint = attn::ui::HubEndpoint::fromEnvironment();
    } catch (const std::invalid_argument& e) {
        throw BadInput{QString::fromUtf8(e.what())};
    }
    attn::ui::HubDownload download(*endpoint, req);
    ProgressLine line;
    int code = kExitOk;
    QObject::connect(&download, &attn::ui::HubDownload::stage, &download,
                     [](const QString& text) { print_err(text); });
    QObject::connect(
        &download, &attn::ui::HubDownload::progress, &download,
        [&line](qint64 done, qint64 total, double rate) { line.show(done, total, rate); });
    QObject::connect(&download, &attn::ui::HubDownload::finished, &download,
                     [](const QString& folder) {
                         print_out(QDir::toNativeSeparators(folder) + QLatin1Char('\n'));
                         QCoreApplication::exit(kExitOk);
                     });
    QObject::connect(
        &download, &attn::ui::HubDownload::failed, &download,
        [&code](attn::ui::HubFailure kind, const QString& message) {
            print_err(QStringLiteral("attention-lab download: %1").arg(lower_first(message)));
            code = attn::ui::hub_exit_code(kind);
            QCoreApplication::exit(code);
        });
    download.start();
    if (!download.running()) return code;  // finished (already there) or failed at once
    QCoreApplication::exec();
    return code;
}

}  // namespace attn::app
