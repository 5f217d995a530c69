// ViewState: what the window shows, shared by every pane and never part of the
// lesson (so not undoable): which sentences are shown (one, or two side by
// side), the highlighted word, the attention stage, and whose attention the
// attention views show (the lesson's hand-wired attention, or a layer of the
// lesson's trained model).
//
// It is the one place that keeps view indices valid: on Document::reconcile it
// clamps or resets them silently, and on Document::settled (after every model
// and view has resynced to the new lesson) it emits what changed. Panes never
// check the lesson's shape against their own indices.
#pragma once

#include <QObject>
#include <QString>
#include <vector>

#include "document/document.hpp"
#include "viewdata/score_stage.hpp"

namespace attn::ui {

class ViewState : public QObject {
    Q_OBJECT
public:
    using Stage = ScoreStage;  // score_stage.hpp: the stage names the figures use too
    // Whose attention the Attention and Blend panes show.
    enum class Source { HandWired, Model };
    Q_ENUM(Source)

    explicit ViewState(Document* doc, QObject* parent = nullptr);

    // Indices into the lesson's sentences, 1 or 2 of them (none for a lesson
    // without sentences), in the order they were picked; always valid.
    const std::vector<int>& shown() const { return shown_; }
    bool isShown(int sentence) const;
    // Shows `sentence` too (the oldest of two is dropped) or hides it (the
    // last shown sentence stays).
    void setShown(int sentence, bool on);
    void showOnly(int sentence);

    QString highlightedWord() const { return word_; }
    void setHighlightedWord(const QString& word);

    // Shows exactly these sentences (1 or 2 valid indices, in order); others are ignored.
    void showSentences(const std::vector<int>& sentences);

    Stage stage() const { return stage_; }
    void setStage(Stage s);

    // Source::Model only while the lesson holds a trained model; layer is
    // 0-based and below the model's layer count (0 without a model). A lesson
    // that arrives with a model, and a model put into the lesson, are shown.
    Source source() const { return source_; }
    int layer() const { return layer_; }
    void setSource(Source s);
    void setLayer(int layer);
    int modelLayers() const;  // L of the lesson's model, 0 without one
    int heads() const;        // heads of the attention shown (the model's h, or the lesson's)

    // Numbers in the heatmap cells: on by default; a lesson step may turn them off.
    bool numbersShown() const { return numbers_; }
    void setNumbersShown(bool on);
    // What a predict step hides until it is answered (flags of Conceal).
    enum Conceal { ConcealNothing = 0, ConcealNumbers = 1, ConcealCells = 2, ConcealOutputs = 4 };
    int concealed() const { return conceal_; }
    void setConcealed(int flags);
    // The heatmaps' numbers are hidden (turned off, or concealed), cells hidden, outputs hidden.
    bool heatmapNumbersHidden() const { return !numbers_ || (conceal_ & (ConcealNumbers | ConcealCells)); }
    bool heatmapCellsHidden() const { return conceal_ & ConcealCells; }
    bool outputsHidden() const { return conceal_ & ConcealOutputs; }

    // What the attention views show of lesson sentence `sentence`: the trace
    // of the current source (and layer), or why there is none.
    struct Attention {
        QString text;                      // the sentence as typed
        const attn::Trace* trace = nullptr;  // nullptr: see error
        QString error;
        bool ok() const { return trace != nullptr; }
    };
    Attention attention(int sentence) const;

signals:
    void shownChanged();
    // setShown() showed a third sentence and `sentence` made way (two are compared at most).
    void shownDropped(int sentence);
    void highlightedWordChanged(const QString& word);
    void stageChanged(attn::ui::ViewState::Stage stage);
    void sourceChanged();  // source or layer
    void displayChanged();  // numbers shown, or what is concealed

private:
    void reconcile(Document::Change what, bool reset);
    void settle();

    Document* doc_;
    std::vector<int> shown_;
    QString word_;
    Stage stage_ = Stage::Weights;
    Source source_ = Source::HandWired;
    int layer_ = 0;
    bool numbers_ = true;
    int conceal_ = ConcealNothing;
    // Set by reconcile(), emitted and cleared by settle().
    bool shownDirty_ = false, wordDirty_ = false, sourceDirty_ = false;
};

}  // namespace attn::ui
