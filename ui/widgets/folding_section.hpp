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
    // Open, with no body yet. Made before the body's controls, its header comes before them in
    // the Tab order (the order controls are made in).
    explicit FoldingSection(const QString& title, QWidget* parent = nullptr);
    void setBody(QWidget* body);  // takes `body` into the section, below the header
    // The summary's pieces are shortened whole at `separator` (" · "), never mid-number.
    void setSummarySeparator(const QString& separator);

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
    bool eventFilter(QObject* watched, QEvent* event) override;  // a click on the summary opens

  private:
    void updateArrow();

    QToolButton* header_ = nullptr;
    ElidedLabel* summary_ = nullptr;
    QWidget* body_ = nullptr;
    QString title_;
    bool folded_ = false;
};

}  // namespace attn::ui
