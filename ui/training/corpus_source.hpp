// CorpusSource: the text the Training pane trains on — the built-in bubbe
// corpus (":/corpora/bubbe.txt"), a file the user opened, or the induction
// task's repeated random sequences — and the Corpus
// built from it, with its statistics. A text that cannot
// be used keeps the previous one and says why.
#pragma once

#include <QString>

#include "attnlab/training/corpus.hpp"

namespace attn::ui {

struct CorpusStats {
    long long tokens = 0;     // training + validation tokens
    long long train = 0;      // training tokens
    int vocabulary = 0;       // V, including "<unk>"
    long long sentences = 0;  // runs of tokens ended by . ! ? (or the end of the text)
};

CorpusStats corpusStats(const attn::Corpus& c);

class CorpusSource {
  public:
    CorpusSource();  // the built-in bubbe corpus

    QString name() const { return name_; }  // "bubbe" or the file name
    QString path() const { return path_; }  // empty for the built-in corpus
    // Reads a UTF-8 text file; on failure keeps the current text and returns why.
    QString loadFile(const QString& path);
    void loadBuiltin();
    // The repeated-sequences task (attnlab/training/induction_task.hpp): 20
    // symbols a … t; the trainer draws fresh sequences for every batch.
    void loadInductionTask();
    bool inductionTask() const { return induction_; }

    // The corpus (its split does not depend on the context; whether it is long
    // enough for a context is crossCheck()'s question).
    const attn::Corpus& corpus() const { return corpus_; }
    CorpusStats stats() const { return stats_; }

  private:
    QString name_, path_;
    attn::Corpus corpus_;
    CorpusStats stats_;
    bool induction_ = false;
};

}  // namespace attn::ui
