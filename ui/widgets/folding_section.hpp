// FoldingSection: a header button that folds a body of controls away, leaving
// a one-line summary of them beside it (shortened with "…", whole in its tooltip). The Training
// pane folds its corpus and settings while a run holds them fixed, so its loss chart stands in view
// in a dock 330 pixels high (1366 × 768). The header is a tool button with an
// arrow (down: open; towards the reading direction: folded), reached by Tab and
// toggled by Space; its accessible description is the summary when folded.
#pragma once

#include <QWidget>

class QToolButton;

namespace attn::ui {

class ElidedLabel;

class FoldingSection : public QWidget {
    Q_OBJECT
  public:
    // Takes `body` into the section (below the header), open.
    FoldingSection(const QString& title, QWidget* body, QWidget* parent = nullptr);

    bool isFolded() const { return folded_; }
    void setFolded(bool folded);
    // What the folded section says in one line (the settings as text, say).
    void setSummary(const QString& text);
    QString summary() const;
    QToolButton* header() const { return header_; }
    QWidget* body() const { return body_; }

  signals:
    void foldedChanged(bool folded);

  protected:
    void changeEvent(QEvent* event) override;

  private:
    void updateArrow();

    QToolButton* header_ = nullptr;
    ElidedLabel* summary_ = nullptr;
    QWidget* body_ = nullptr;
    QString title_;
    bool folded_ = false;
};

}  // namespace attn::ui
