// Document: owns the Lesson value being edited, its QUndoStack, the file it
// came from, and the Trace of every sentence. Widgets never change the lesson
// directly: they push QUndoCommands, which call replaceLesson(); the Document
// re-evaluates and announces what changed; views redraw from results().
//
// Every change is announced in three phases, always in this order:
//   1. reconcile(what): state that holds indices into the lesson (ViewState)
//      clamps or resets them, silently; nothing may repaint or emit here.
//   2. changed(what):   item models and views resync to the new lesson.
//   3. settled(what):   state holders emit what phase 1 changed (shownChanged,
//      …): every model has its new shape by then, so no view ever reads an
//      index that the lesson no longer has.
#pragma once

#include <QObject>
#include <QRect>
#include <QString>
#include <QUndoStack>
#include <list>
#include <memory>
#include <optional>
#include <span>
#include <vector>

#include "attnlab/attention/trace.hpp"
#include "attnlab/lesson/lesson.hpp"
#include "attnlab/scene/scene.hpp"
#include "document/real_model_pass.hpp"
#include "document/sentence_tokens.hpp"
#include "viewdata/value_target.hpp"

namespace attn {
struct OpenedModel;
class ModelReadings;
}  // namespace attn

namespace attn::ui {

class ModelWorker;

class Document : public QObject {
    Q_OBJECT
  public:
    // Model: lesson.model; Steps: lesson.steps (nothing to evaluate); RealModel:
    // not an edit — the lesson's real model was opened (or failed to open), or a
    // pass of it finished (realModelState(), SentenceResult::real).
    // The kinds of change; a view refreshes only for the kinds it draws.
    enum class Change {
        Everything,    // another lesson, an undo of a whole lesson: every view
        Embeddings,    // values of the embedding table
        Sentences,     // a sentence's text (one: ChangeEvent::sentence), or the list of them
        Attention,     // the hand-wired attention: settings, projections, a step's rung
        Title,         // title, description, the lesson's properties
        TrainedModel,  // the weights of the tiny transformer trained in the lab
        Steps,         // the lesson's steps (text, views, questions): no number changes
        RealModel,     // the real model: opened, failed, a sentence's pass landed
        WhatIf  // the what-if shown (interventions laid over a pass): the lesson's or a step's
    };
    Q_ENUM(Change)

    // What one announced change moved, as Tiled's change events carry their
    // objects: its kind; the one sentence it concerns when it concerns one (an
    // edit of one sentence's text, a pass of the real model that landed); whose
    // numbers moved now (`sources`); the matrix and cells an edit of values set;
    // the first model layer whose numbers moved. A view redraws only for a
    // change that touches what it draws (concerns, moves, fromLayer).
    struct ChangeEvent {
        Change kind = Change::Everything;
        int sentence = -1;  // the lesson sentence it concerns; -1: every sentence
        // Whose numbers moved now, a bit per attn::Source (sourceBit). An edit of a
        // sentence's text moves the hand-wired and trained numbers at once; the real
        // model's land later (Change::RealModel for that sentence), so a view of the
        // real model keeps its last whole pass until then — unless the model's
        // reading moved at once too (it cannot read the new text, or a pass made
        // for the same text was taken up).
        unsigned sources = kEverySource;
        // An edit of values (Embeddings, or Attention by a projection's values): the
        // matrix and the cells it set (x: columns, y: rows; their bounding box); no
        // matrix for any other change.
        std::optional<ValueTarget> matrix;
        QRect cells;
        // The first layer of a model whose numbers moved (a what-if on layer 5 leaves
        // layers 1 to 4 as they were); -1: every layer.
        int layer = -1;

        static constexpr unsigned sourceBit(attn::Source s) { return 1u << unsigned(s); }
        static constexpr unsigned kEverySource = 0b111;

        // Whose numbers a change of kind `k` moves, before the Document says more:
        // an edit of the table or of the hand-wired attention moves only the hand-wired
        // numbers, a model's change only that model's.
        static constexpr unsigned sourcesOf(Change k) {
            switch (k) {
                case Change::Embeddings:
                case Change::Attention:
                    return sourceBit(attn::Source::HandWired);
                case Change::TrainedModel:
                    return sourceBit(attn::Source::Trained);
                case Change::RealModel:
                    return sourceBit(attn::Source::Real);
                default:
                    return kEverySource;
            }
        }
        ChangeEvent(Change k = Change::Everything, int s = -1)
            : kind(k), sentence(s), sources(sourcesOf(k)) {}
        static ChangeEvent ofValues(Change k, ValueTarget m, QRect c) {
            ChangeEvent e(k);
            e.matrix = m;
            e.cells = c;
            return e;
        }
        bool is(Change k) const { return kind == k; }
        // Does it touch what a view of sentence `s` shows?
        bool concerns(int s) const { return sentence < 0 || sentence == s; }
        // Does it touch a view of these sentences (a scene's shown ones)?
        bool concernsAny(const std::vector<int>& shown) const {
            if (sentence < 0) return true;
            for (int s : shown)
                if (s == sentence) return true;
            return false;
        }
        // Did the numbers of source `s` move?
        bool moves(attn::Source s) const { return (sources & sourceBit(s)) != 0; }
        // Did layer `l`'s numbers move (a model's; the hand-wired attention has one)?
        bool movesLayer(int l) const { return layer < 0 || l < 0 || l >= layer; }
        // Does it touch what a view of source `s`, layer `l`, sentences `shown` draws?
        bool touches(attn::Source s, int l, const std::vector<int>& shown) const {
            if (is(Change::Steps) || is(Change::Title)) return false;
            return concernsAny(shown) && moves(s) &&
                   (s == attn::Source::HandWired || movesLayer(l));
        }
        // An edit of values of matrix `m` only (the rest of the lesson as it was)?
        bool onlyValuesOf(ValueTarget m) const { return matrix && *matrix == m; }
        bool onlyValuesOfAnother(ValueTarget m) const { return matrix && *matrix != m; }
    };

    // The evaluation of one sentence: its trace, or why it could not be evaluated.
    struct SentenceResult {
        QString text;
        attn::Trace trace;
        QString error;          // empty when the trace is valid
        std::vector<int> rows;  // the embedding table's row of each word (-1: unknown)
        bool ok() const { return error.isEmpty(); }
        // When the lesson holds a trained model: its attention on this
        // sentence, one Trace per layer (model_layer_traces), or why the model
        // cannot read it (a word outside its vocabulary, more than T words).
        std::vector<attn::Trace> layers;
        QString modelError;
        // Under a what-if (shownLesson().what_if) laid over the hand-wired
        // attention: its trace without it (the Vectors plot's ghosts, the
        // "before" of every number); empty otherwise.
        std::optional<attn::Trace> plain;
        // When the lesson points at a real model (Lesson::real_model) and it is
        // open: the last complete pass of this sentence — of the current text,
        // or while `realPending` of the text before (panes show the last whole
        // result, never a half-updated mix) — or null before the first.
        std::shared_ptr<const RealModelPass> real;
        QString realError;  // why the model cannot read the current text (too long, a character);
                            // empty: none
        bool realPending = false;  // a pass of the current text is queued or running
        // How the real model reads the current text (its tokens, or why it cannot): read once
        // per edit, here, and handed to the pass and the Sentences pane alike.
        SentenceTokens realTokens;
        const attn::OpenedModel* realTokensModel = nullptr;  // the model they were read with
        QString realTokensText;                              // the text they were read from
        bool realCurrent() const { return real && !realPending && realError.isEmpty(); }
    };

    // The lesson's real model, as the window has it. Opening (and every pass)
    // runs on a worker thread (ModelWorker): the window stays live meanwhile.
    enum class RealModelState { None, Loading, Ready, Failed };
    RealModelState realModelState() const { return realState_; }
    // Ready: the model's summary ("GPT-2 (Hugging Face): 12 layers × 12 heads, …");
    // Failed: why (the missing file, the reader's error); Loading: what is read.
    QString realModelMessage() const { return realMessage_; }
    // The opened model (null unless Ready); shared, so a pane or a worker may keep it.
    std::shared_ptr<const attn::OpenedModel> realModel() const { return realModel_; }
    // What the step quantities read of it: this Document's passes, handed to
    // attn::fill_quantities and the rest as their `readings`; null unless the
    // model is Ready with a tokenizer. Valid until the next change is announced.
    const attn::ModelReadings* modelReadings() const;
    // Layer `layer` of sentence `sentence`'s last complete pass as a Trace for
    // the attention views: tokens (display texts), MultiHead, h heads, dk,
    // scale 1/√dk, causal, and `weights` (h full n × n maps); scores, q, k, v
    // and the outputs are empty (the pass keeps only the weights). Null without
    // a pass or for a layer the model lacks. Built on first use and cached (the
    // four layers asked for last); valid until the next change is announced or
    // four other layers have been asked for.
    const attn::Trace* realModelTrace(int sentence, int layer) const;
    // True while a pass is queued or running (realModelProgress reports it).
    bool realModelBusy() const;
    // Runs the event loop until no real-model work is pending (opened and every
    // sentence's pass done) or `timeoutMs` passed; true when idle. For tests,
    // the command line and benchmarks — the window never waits.
    bool waitForRealModel(int timeoutMs = 60000);

    explicit Document(attn::Lesson lesson, QString filePath = {}, QObject* parent = nullptr);
    ~Document() override;

    // The user's lesson: what commands edit, undo restores and save writes.
    const attn::Lesson& lesson() const { return lesson_; }
    // The lesson as the window shows it: its attention under the scene's
    // switches (attn::scene_attention), its what-if the scene's; every trace in
    // results() evaluated from it.
    const attn::Lesson& shownLesson() const { return shown_ ? *shown_ : lesson_; }
    QUndoStack* undoStack() { return &undo_; }
    QString filePath() const { return path_; }
    void setFilePath(const QString& path);
    bool isModified() const { return !undo_.isClean(); }

    const std::vector<SentenceResult>& results() const { return results_; }
    // How many times a sentence was evaluated since the Document was made (tests: an
    // edit evaluates only the sentences it can change).
    int evaluationCount() const { return evaluations_; }

    // For undo commands only: swaps in a new lesson value, re-evaluates what the
    // change touches (one sentence when it names one), emits changed().
    void replaceLesson(attn::Lesson lesson, ChangeEvent what);
    // For undo commands only: edits the lesson in place (no copy; the hot path
    // of a drag), re-evaluates, emits changed().
    template <typename F>
    void editLesson(F&& edit, ChangeEvent what) {
        edit(lesson_);
        // The same edit on the shown copy (no lesson copy, no re-check of the
        // switches on the hot path of a drag): values and projections are laid
        // out alike in both, and an in-place edit never changes whether they fit.
        if (shown_) edit(*shown_);
        evaluateAll(what);
        announce(what);
    }
    // For ViewState only: the scene's attention switches (a lesson step's
    // ladder rung), laid over the lesson's own settings for evaluation. Not an
    // edit: the lesson, the undo stack and the modified state stay as they are.
    void setSwitches(const attn::AttentionSwitches& switches);
    // For ViewState only: the scene's what-if (attnlab/lesson/what_if.hpp), laid
    // over its source's pass; not an edit. An edit of the lesson's own what-if
    // (a command) replaces it: the user's click takes over from a step's.
    void setWhatIf(const attn::WhatIf& what_if);
    // Both at once (entering a scene): one evaluation, one announcement.
    void setOverlay(const attn::AttentionSwitches& switches, const attn::WhatIf& what_if);
    // Starts over on another lesson: clears the undo stack, marks it clean.
    // `opened`: the lesson's real model (lesson.real_model) already read — taken
    // as it is rather than opened again (null: opened on the worker as usual).
    void resetLesson(attn::Lesson lesson, QString filePath,
                     std::shared_ptr<const attn::OpenedModel> opened = {});

  signals:
    // phase 1; reset: another lesson was opened
    void reconcile(attn::ui::Document::ChangeEvent what, bool reset);
    void changed(attn::ui::Document::ChangeEvent what);  // phase 2
    void settled(attn::ui::Document::ChangeEvent what);  // phase 3
    void filePathChanged(const QString& path);
    // A different lesson was opened (resetLesson): after reconcile, before changed(Everything).
    void lessonReset();
    // A real-model pass is running for sentence `sentence`: `layersDone` of
    // `layers` blocks done (0 when it starts; at most every 50 ms).
    void realModelProgress(int sentence, int layersDone, int layers);
    // The window became idle: no pass queued or running.
    void realModelIdle();

  private:
    // Re-evaluates after a change: every sentence, or only `what.sentence` when
    // an edit of one sentence's text names it (the model's weights are compared
    // only when `what` is TrainedModel or Everything).
    void evaluateAll(ChangeEvent& what);  // may narrow what.sources (the real model's reading)
    void evaluateAll() {
        ChangeEvent all;
        evaluateAll(all);
    }
    // Does sentence result `r` read a row of the table in [first, last] (or need evaluating again)?
    bool holdsRows(const SentenceResult& r, int first, int last) const;
    // A what-if's change: the sources whose interventions differ, the first layer they touch.
    static void narrow_what_if_change(ChangeEvent& what, const attn::WhatIf& before,
                                      const attn::WhatIf& after);
    void evaluateSentence(size_t i, bool modelSame);
    void evaluateModel(SentenceResult& r, const std::string& sentence) const;
    void announce(ChangeEvent what, bool reset = false);

    void refreshShown();  // shown_ from lesson_ and switches_
    // Real models (document_real_model.cpp): opens lesson_.real_model when it
    // changed, queues a pass for every sentence whose text changed; never waits.
    void syncRealModel(Change what);
    void realModelOpened(quint64 generation, std::shared_ptr<const attn::OpenedModel> model,
                         QString error);
    void realPassDone(quint64 generation, int sentence, std::shared_ptr<const RealModelPass> pass,
                      QString error);
    void queueRealPasses();
    QString whatIfProblem(std::span<const attn::Intervention> list, int n) const;

    attn::Lesson lesson_;
    attn::AttentionSwitches switches_;
    attn::WhatIf whatIf_;  // the what-if shown (the scene's)
    // lesson_ under switches_ and whatIf_, while they change its attention or its what-if
    std::optional<attn::Lesson> shown_;
    QString path_;
    QUndoStack undo_;
    std::vector<SentenceResult> results_;
    int evaluations_ = 0;
    std::unique_ptr<attn::Model>
        model_;  // lesson_.model's weights as a Model, rebuilt when they change
    std::vector<float> modelWeights_;  // its weights then (detects in-place replacement)

    RealModelState realState_ = RealModelState::None;
    QString realMessage_;
    std::shared_ptr<const attn::OpenedModel> realModel_;
    std::optional<attn::ModelReference>
        realRef_;  // what realModel_ (or the open in flight) was opened from
    std::shared_ptr<const attn::OpenedModel>
        adopt_;  // resetLesson's `opened`, until syncRealModel takes it
    void ensureWorker();
    // The step quantities' view of the real model (attnlab/lesson/model_readings.hpp):
    // this Document's passes, while the model is open (modelReadings()).
    class Readings;
    std::shared_ptr<Readings>
        readings_;  // (shared_ptr: its deleter is made where Readings is complete)
    void offerReadings();
    ModelWorker* worker_ = nullptr;  // owned (a QObject child); made on first use
    quint64 openGeneration_ = 0;     // bumps with every open; older answers are dropped
    struct RealTraceCache {
        int sentence = -1, layer = -1;
        const RealModelPass* pass = nullptr;
        attn::Trace trace;
    };
    // The layers asked for most recently (the shown sentences' current layer, a
    // slide's, a figure's): at most kRealTraceCache, the least recently used dropped.
    static constexpr std::size_t kRealTraceCache = 4;
    mutable std::list<RealTraceCache> realTraces_;
};

}  // namespace attn::ui
