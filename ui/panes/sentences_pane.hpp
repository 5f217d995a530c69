// SentencesPane: the lesson's title and description, then its sentences — add, edit in place,
// remove; tick one to show it, or two to compare them side by side. Unknown words are marked in the
// text, and for the current sentence each gets the undoable action "Add ‘word’ to the vocabulary"
// (buttons under the list and the context menu). In a lesson about a real model each sentence shows
// its tokens as the model reads them (live while typed), and a sentence the model cannot read says
// why under the list.
#pragma once

#include <QList>
#include <QWidget>
#include <optional>
#include <random>

#include "document/sentence_tokens.hpp"

class QAction;
class QVBoxLayout;
class QLabel;
class QListView;
class QPoint;
class QToolBar;

namespace attn::ui {

class Document;
class SentenceDelegate;
class SentenceItemModel;
class ViewState;

class SentencesPane : public QWidget {
    Q_OBJECT
  public:
    SentencesPane(Document* doc, ViewState* view, QWidget* parent = nullptr);
    SentenceItemModel* model() const { return model_; }
    QListView* list() const { return list_; }
    // The "Add ‘word’ to the vocabulary" actions of the current sentence.
    QList<QAction*> unknownWordActions() const { return unknownActions_; }
    QAction* shuffleAction() const { return shuffle_; }  // the toolbar's Shuffle
    // The message shown under the sentences for an edit that was refused
    // (empty when none is shown).
    QString rejectedText() const;
    // The tokens row `row` shows (the typed text's while it is edited); none
    // unless the lesson points at a real model.
    std::optional<SentenceTokens> shownTokens(int row) const;
    SentenceDelegate* delegate() const { return delegate_; }
    // What the pane says under the list about sentences the model cannot read
    // (empty when it says nothing).
    QString tokenErrorText() const;

  signals:
    void message(const QString& text);

  protected:
    void resizeEvent(QResizeEvent* e) override;  // the description cut again to the new width

  private:
    void cutDescription();       // about three lines of the pane's width, the rest in its tooltip
    void makeList();             // the list, its item model and its delegate
    void makeAbout();            // the title and description labels
    void layOut(QToolBar* bar);  // the pane's layout; makes the error labels
    void connectSignals();       // what keeps the pane up to date
    void showListMenu(const QPoint& pos);  // the list's context menu at `pos`
    void addSentence();
    QString newSentenceText() const;
    void removeSentence();
    // The selected sentence's words in another (random) order: one undo step.
    void shuffleSentence();
    void updateUnknown();
    void showRejected(const QString& text);  // empty: hides it
    void updateAbout();                      // the lesson's title and description
    void updateTokenErrors();

    Document* doc_;
    ViewState* view_;
    SentenceItemModel* model_;
    QListView* list_;
    SentenceDelegate* delegate_;
    QLabel* tokenError_ = nullptr;
    QLabel* unknownLabel_;
    QLabel* rejected_ = nullptr;
    QLabel* title_ = nullptr;
    QLabel* description_ = nullptr;
    QString about_;  // the lesson's whole description (description_ shows its start)
    QVBoxLayout* unknownRow_;
    QList<QAction*> unknownActions_;
    QAction* shuffle_ = nullptr;
    std::mt19937 shuffleRandom_{std::random_device{}()};
};

}  // namespace attn::ui
