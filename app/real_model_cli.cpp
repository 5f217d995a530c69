#include "real_model_cli.hpp"

#include <QFileInfo>
#include <QStringList>
#include <algorithm>
#include <stdexcept>

#include "attnlab/lesson/model_reference.hpp"
#include "attnlab/lesson/real_model_lesson.hpp"
#include "cli_common.hpp"
#include "hub/model_store.hpp"

namespace attn::app {
namespace {

QString text(const std::string& s) { return QString::fromStdString(s); }

// `from_lesson`: said as "this lesson uses the model in …; … is missing" (as
// the window says it), else "--model: the model in … (…): … is missing".
attn::OpenedModel open_checked(const attn::ModelReference& ref, bool from_lesson) {
    const attn::ModelReferenceCheck c = attn::check_model_reference(ref);
    if (!c.present())
        throw BadInput{text(from_lesson ? c.lesson_message()
                                        : "--model: " + c.description + ": " + c.problem)};
    try {
        attn::ModelOpenOptions o;
        o.heads = ref.heads;
        return attn::open_model(c.path, o);
    } catch (const attn::ModelFileError& e) {
        throw BadInput{text(from_lesson ? attn::in_lesson_words(e.what()) : e.what())};
    }
}

}  // namespace

void add_model_options(QCommandLineParser& p) {
    p.addOption({QStringLiteral("model"),
                 QStringLiteral("A real model: a Hugging Face GPT-2 folder (config.json, "
                                "model.safetensors, vocab.json + "
                                "merges.txt or tokenizer.json), a nanoGPT .safetensors file "
                                "(config.json beside it) or "
                                "a nanoGPT ckpt.pt (meta.pkl beside it or in ../data/<dataset>/), "
                                "or the id of a model downloaded with 'attention-lab download' "
                                "(gpt2)."),
                 QStringLiteral("PATH")});
    p.addOption(
        {QStringLiteral("heads"),
         QStringLiteral(
             "The model's head count, for nanoGPT files whose config does not say (1 to 1024)."),
         QStringLiteral("H")});
}

int heads_option(const QCommandLineParser& p) {
    return int(whole_option(p, QStringLiteral("heads"), 0, 1, 1024));
}

attn::OpenedModel open_model_option(const QCommandLineParser& p) {
    const QString given = p.value(QStringLiteral("model"));
    if (given.isEmpty()) throw BadInput{QStringLiteral("--model needs the model's folder or file")};
    if (const QStringList several =
            attn::ui::model_store::ambiguous_name(attn::ui::model_store::root(), given);
        !several.isEmpty())
        throw BadInput{QStringLiteral("--model %1 names several downloaded models (%2): give the "
                                      "owner too")
                           .arg(given, several.join(QStringLiteral(", ")))};
    if (attn::ui::model_store::names_missing_download(given))
        throw BadInput{QStringLiteral("--model %1: no such file, and no model of that name is "
                                      "downloaded (attention-lab download %1)")
                           .arg(given)};
    const QString path = attn::ui::model_store::resolve_model_argument(given);
    return open_checked({QFileInfo(path).absoluteFilePath().toStdString(), heads_option(p)}, false);
}

attn::OpenedModel open_lesson_model(const attn::Lesson& lesson, const QCommandLineParser& p) {
    attn::ModelReference ref = *lesson.real_model;
    if (p.isSet(QStringLiteral("heads"))) ref.heads = heads_option(p);
    return open_checked(ref, true);
}

QString said_as_option(const QString& why, const QString& option) {
    const QString engine = QStringLiteral("sentence ");
    if (option.isEmpty() || !why.startsWith(engine)) return why;
    return option + QLatin1Char(' ') + why.mid(engine.size());
}

std::vector<int> model_ids(const attn::OpenedModel& m, const std::string& sentence,
                           const QString& option) {
    try {
        return attn::real_model_ids(m, sentence);
    } catch (const std::invalid_argument& e) {
        throw BadInput{said_as_option(text(e.what()), option)};
    }
}

const char* model_format_name(attn::ModelFormat f) {
    switch (f) {
        case attn::ModelFormat::huggingface_gpt2:
            return "huggingface-gpt2";
        case attn::ModelFormat::nanogpt_safetensors:
            return "nanogpt-safetensors";
        case attn::ModelFormat::nanogpt_checkpoint:
            return "nanogpt-checkpoint";
    }
    return "";
}

void add_probe_options(QCommandLineParser& p) {
    p.addOption({QStringLiteral("position"),
                 QStringLiteral("Lens and rollout views of a real model: the token read, a "
                                "position from 0 (default: the last)."),
                 QStringLiteral("P")});
    p.addOption({QStringLiteral("top"),
                 QStringLiteral("Lens view: the guesses shown per layer, 1 to 50 (default 5)."),
                 QStringLiteral("K")});
}

int position_option(const QCommandLineParser& p, int n) {
    if (!p.isSet(QStringLiteral("position"))) return n - 1;
    bool ok = false;
    const QString v = p.value(QStringLiteral("position")).trimmed();
    const long long i = v.toLongLong(&ok);
    if (!ok)
        throw BadInput{
            QStringLiteral("--position '%1' is not a token position (a whole number from 0)")
                .arg(v)};
    if (i < 0 || i >= n)
        throw BadInput{QStringLiteral("--position: position %1 does not exist; the sentence has %2 "
                                      "tokens (positions 0 to %3)")
                           .arg(i)
                           .arg(n)
                           .arg(n - 1)};
    return int(i);
}

int top_option(const QCommandLineParser& p) {
    return int(whole_option(p, QStringLiteral("top"), 5, 1, 50));
}

std::vector<int> positions_option(const QCommandLineParser& p, int n) {
    const QString v = p.isSet(QStringLiteral("positions"))
                          ? p.value(QStringLiteral("positions")).trimmed()
                          : QStringLiteral("last");
    std::vector<int> out;
    if (v == QLatin1String("last")) return {n - 1};
    if (v == QLatin1String("all")) {
        for (int i = 0; i < n; ++i) out.push_back(i);
        return out;
    }
    for (const QString& part : v.split(QLatin1Char(','))) {
        bool ok = false;
        const int i = part.trimmed().toInt(&ok);
        if (!ok)
            throw BadInput{
                QStringLiteral(
                    "--positions '%1' is not all, last or token positions from 0 (e.g. 0,3,7)")
                    .arg(v)};
        if (i < 0 || i >= n)
            throw BadInput{QStringLiteral("--positions: position %1 does not exist; the sentence "
                                          "has %2 tokens (positions 0 to %3)")
                               .arg(i)
                               .arg(n)
                               .arg(n - 1)};
        if (std::find(out.begin(), out.end(), i) == out.end()) out.push_back(i);
    }
    return out;
}

}  // namespace attn::app
