// ViewState: what the window shows, shared by every pane and never part of the
// lesson (so not undoable): which sentences are shown (one, or two side by
// side), the highlighted word, the attention stage and the zoom.
#pragma once

#include <QObject>
#include <QString>
#include <vector>

namespace attn::ui {

class Document;

class ViewState : public QObject {
    Q_OBJECT
public:
    enum class Stage { Raw, Scaled, Masked, Weights };
    Q_ENUM(Stage)

    explicit ViewState(Document* doc, QObject* parent = nullptr);

    // Indices into the lesson's sentences, 1 or 2 of them (none for a lesson
    // without sentences), in the order they were picked.
    const std::vector<int>& shown() const { return shown_; }
    bool isShown(int sentence) const;
    // Shows `sentence` too (the oldest of two is dropped) or hides it (the
    // last shown sentence stays).
    void setShown(int sentence, bool on);
    void showOnly(int sentence);

    QString highlightedWord() const { return word_; }
    void setHighlightedWord(const QString& word);

    Stage stage() const { return stage_; }
    void setStage(Stage s);

signals:
    void shownChanged();
    void highlightedWordChanged(const QString& word);
    void stageChanged(attn::ui::ViewState::Stage stage);

private:
    void fixShown();  // after the sentences changed: drop stale indices, keep at least one

    Document* doc_;
    std::vector<int> shown_;
    QString word_;
    Stage stage_ = Stage::Weights;
};

QString stage_label(ViewState::Stage s);

}  // namespace attn::ui
