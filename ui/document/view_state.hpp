// ViewState: what the window shows, shared by every pane and never part of the
// lesson (so not undoable): one attn::Scene (attnlab/scene/scene.hpp) — which
// sentences are shown (one, or two side by side), the highlighted word, the
// attention stage, whose attention the attention views show (the lesson's
// hand-wired attention, or a layer of its trained model), numbers shown, what
// a pending question conceals, the Vectors plane, the panes a step raised, and
// the attention switches a step lays over the lesson (handed to the Document,
// which evaluates under them). Panes read the scene here, never each other.
//
// It is the one place that keeps view indices valid: on Document::reconcile it
// clamps or resets them silently, and on Document::settled (after every model
// and view has resynced to the new lesson) it emits what changed. Panes never
// check the lesson's shape against their own indices.
#pragma once

#include <QObject>
#include <QString>
#include <vector>

#include "attnlab/scene/scene.hpp"
#include "document/document.hpp"
#include "viewdata/score_stage.hpp"

namespace attn::ui {

class ViewState : public QObject {
    Q_OBJECT
  public:
    using Stage = ScoreStage;  // score_stage.hpp: the stage names the figures use too
    // Whose attention the Attention and Blend panes show.
    using Source = attn::Source;

    explicit ViewState(Document* doc, QObject* parent = nullptr);

    const attn::Scene& scene() const { return scene_; }
    // Shows `scene` (clamped to the lesson): every part that differs is
    // announced, its switches go to the Document, and its panes are raised.
    void setScene(const attn::Scene& scene);

    // Indices into the lesson's sentences, 1 or 2 of them (none for a lesson
    // without sentences), in the order they were picked; always valid.
    const std::vector<int>& shown() const { return scene_.sentences; }
    bool isShown(int sentence) const;
    // Shows `sentence` too (the oldest of two is dropped) or hides it (the
    // last shown sentence stays).
    void setShown(int sentence, bool on);
    void showOnly(int sentence);

    QString highlightedWord() const { return QString::fromStdString(scene_.highlight); }
    void setHighlightedWord(const QString& word);

    // Shows exactly these sentences (1 or 2 valid indices, in order); others are ignored.
    void showSentences(const std::vector<int>& sentences);

    // The shown sentence the Model dock's views speak of (All heads, Layers' guesses,
    // Rollout, What if): the k-th shown one as chosen in the dock (the last shown when fewer;
    // the first by default, and the first while both are side by side); -1 without sentences.
    // Not part of the scene.
    int modelSentence() const;
    // 0 or 1: that shown sentence; kModelBoth: both side by side (All heads, Layers' guesses and
    // Rollout show one view per shown sentence; the other tabs speak of the first).
    static constexpr int kModelBoth = 2;
    int modelShownIndex() const { return modelShown_; }
    void setModelShownIndex(int k);  // 0, 1 or kModelBoth; emits modelSentenceChanged on a change
    // Both shown sentences side by side in the Model dock (kModelBoth, with two shown).
    bool modelSideBySide() const {
        return modelShown_ == kModelBoth && scene_.sentences.size() == 2;
    }
    // What a view of the dock's pair speaks of: the first (or only) view the box's sentence
    // (modelSentence); the second view the second shown sentence while side by side, else -1.
    int modelSentenceOfPair(bool second) const {
        if (!second) return modelSentence();
        return modelSideBySide() ? scene_.sentences[1] : -1;
    }

    Stage stage() const { return scene_.stage; }
    // A stage past lastStage() is refused: a step that keeps its later stages
    // back (Concealment::later_stages) offers only its own stage and those before.
    void setStage(Stage s);
    Stage lastStage() const;

    // Source::Trained only while the lesson holds a trained model, Source::Real while it
    // points at a real one (Lesson::real_model); a lesson may hold both, and the source
    // box offers each. Layer is 0-based and below the source's layer count (0 for the
    // hand-wired attention; a real model's is clamped once the Document has opened it). A
    // lesson that arrives with a model, and a model put into the lesson, are shown. A real
    // model shows its weights only: its pass keeps no scores, so the stage stays Weights
    // while it is the source.
    Source source() const { return scene_.source; }
    int layer() const { return scene_.layer; }
    void setSource(Source s);
    void setLayer(int layer);
    // L of the source shown (the trained model, or the real one once opened); 0 for the
    // hand-wired attention.
    int modelLayers() const;
    int layersOf(Source s) const;  // L of source s, as modelLayers() would be were it shown
    bool showsModel() const;       // the source is one of the lesson's models
    // The model the Model dock and the model views speak of: the source shown when it is a
    // model, else the lesson's trained model, else its real one (Source::HandWired: none).
    Source modelSource() const;
    bool showsRealModel() const;  // the source is the lesson's real model
    int heads() const;            // heads of the attention shown (the model's h, or the lesson's)
    // The heads (0-based, ascending) a step chose for its maps (scene().heads), each below
    // heads(); empty: every head.
    const std::vector<int>& chosenHeads() const { return scene_.heads; }

    // Numbers in the heatmap cells: on by default; a lesson step may turn them off.
    bool numbersShown() const { return scene_.numbers; }
    void setNumbersShown(bool on);
    // The difference map of two shown sentences (a step's "difference", or the Attention pane's
    // box).
    bool differenceShown() const { return scene_.difference; }
    void setDifferenceShown(bool on);
    // What a pending predict question hides until it is answered (scene().conceal).
    void setConcealment(const attn::Concealment& c);
    // The heatmaps' numbers are hidden (turned off, or concealed), cells hidden, outputs hidden.
    bool heatmapNumbersHidden() const {
        return !scene_.numbers || scene_.conceal.numbers || scene_.conceal.cells;
    }
    bool heatmapCellsHidden() const { return scene_.conceal.cells; }
    // The weights kept back from the views made of them (attn::weights_kept_back).
    bool weightsKeptBack() const { return attn::weights_kept_back(scene_); }
    bool outputsHidden() const { return scene_.conceal.outputs; }

    // The Vectors plane: empty (the pane's own default), {"principal"} or {x, y}.
    const std::vector<std::string>& plane() const { return scene_.plane; }
    void setPlane(const std::vector<std::string>& plane);
    // The attention switches the scene lays over the lesson (the toolbar takes
    // them over: take_over_switches_command).
    void setSwitches(const attn::AttentionSwitches& switches);
    // The what-if shown (scene().what_if; the Document evaluates under it). A
    // lesson edit of its own what-if replaces it (set_what_if_command).
    const attn::WhatIf& whatIf() const { return scene_.what_if; }
    // The label a view of `source` carries ("What if: head 2 switched off"), or
    // "" when no what-if is laid over that source's pass.
    QString whatIfLabel(Source source) const;
    QString whatIfLabel() const { return whatIfLabel(scene_.source); }  // the shown source's
    // Counts setScene() calls: a command that changed the scene's switches
    // gives them back on undo only while no other scene was entered since.
    int sceneGeneration() const { return generation_; }

    // What the attention views show of lesson sentence `sentence`: the trace
    // of the current source (and layer), or why there is none.
    // What a view of one sentence shows: its trace, or why there is none. A real model's
    // view may hold both: the last whole pass (its own text in `text`) and, in `error`, why
    // the current text is not read (too long); a view then shows the message above the maps.
    struct Attention {
        QString text;                        // the sentence the trace read (as typed)
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
    void sourceChanged();   // source or layer
    void displayChanged();  // numbers shown, or what is concealed
    void planeChanged();
    void whatIfChanged();         // the what-if shown
    void chosenHeadsChanged();    // the heads a step chose for its maps
    void modelSentenceChanged();  // the dock chose the other shown sentence
    void differenceChanged();     // the difference map shown or not
    // setScene() raised these panes (in order: the last ends on top of its dock area).
    void panesRaised(const std::vector<attn::Pane>& panes);

  private:
    void reconcile(Document::ChangeEvent what, bool reset);
    void fitToModel(
        attn::Scene& s) const;  // a real model's stage (weights) and layer (clamped once open)
    void settle();

    Document* doc_;
    attn::Scene scene_;
    Stage stepStage_ = Stage::Weights;  // the stage the last scene was entered at
    int generation_ = 0;
    int modelShown_ = 0;  // which shown sentence the Model dock speaks of (modelSentence)
    // The vocabulary as of the last structural change: a renamed word keeps its
    // row, so the highlight follows a rename of the highlighted word.
    std::vector<std::string> words_;
    // Set by reconcile(), emitted and cleared by settle().
    bool shownDirty_ = false, wordDirty_ = false, sourceDirty_ = false, sceneDirty_ = false,
         whatIfDirty_ = false, headsDirty_ = false;
};

}  // namespace attn::ui
