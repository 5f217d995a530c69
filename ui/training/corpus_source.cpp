#include "training/corpus_source.hpp"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <algorithm>

#include "attnlab/training/induction_task.hpp"

namespace attn::ui {

CorpusStats corpusStats(const attn::Corpus& c) {
    CorpusStats s;
    s.tokens = static_cast<long long>(c.token_count());
    s.train = static_cast<long long>(c.train.size());
    s.vocabulary = c.vocabulary.size();
    const std::vector<int> ends{c.vocabulary.id("."), c.vocabulary.id("!"), c.vocabulary.id("?")};
    bool open = false;  // a sentence has begun and not ended (carried across the two streams)
    for (const auto* stream : {&c.train, &c.validation})
        for (int id : *stream) {
            const bool end = id != attn::Vocabulary::kUnknownId &&
                             std::find(ends.begin(), ends.end(), id) != ends.end();
            if (end) ++s.sentences;
            open = !end;
        }
    if (open) ++s.sentences;
    return s;
}

CorpusSource::CorpusSource() { loadBuiltin(); }

void CorpusSource::loadBuiltin() {
    QFile f(QStringLiteral(":/corpora/bubbe.txt"));
    if (!f.open(QIODevice::ReadOnly)) return;  // resources are compiled in: cannot happen
    corpus_ = attn::corpus_from_text(f.readAll().toStdString(), "bubbe", 1);
    stats_ = corpusStats(corpus_);
    name_ = QStringLiteral("bubbe");
    path_.clear();
    induction_ = false;
}

void CorpusSource::loadInductionTask() {
    // Lines of 65 symbols: long enough for every context the form allows to pass the
    // corpus's length check; the batches themselves are drawn fresh at the run's context.
    corpus_ = attn::induction_corpus(attn::kInductionSymbols, 64, 1);
    stats_ = corpusStats(corpus_);
    name_ = QCoreApplication::translate("CorpusSource", "repeated sequences");
    path_.clear();
    induction_ = true;
}

QString CorpusSource::loadFile(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return QCoreApplication::translate("CorpusSource", "%1: cannot be read (%2)")
            .arg(path, f.errorString());
    const QString name = QFileInfo(path).fileName();
    try {
        // Context 1: UTF-8 and at least two tokens; longer contexts are crossCheck()'s.
        corpus_ = attn::corpus_from_text(f.readAll().toStdString(), name.toStdString(), 1);
    } catch (const std::exception& e) {
        return QString::fromUtf8(e.what());
    }
    stats_ = corpusStats(corpus_);
    name_ = name;
    path_ = path;
    induction_ = false;
    return {};
}

}  // namespace attn::ui
