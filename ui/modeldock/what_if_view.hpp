// WhatIfView: the Model dock's What if tab — what the what-if laid over the
// model (a head switched off, a line cut: scene().what_if) does to its next-token
// prediction after the shown sentence the dock speaks of (ViewState::modelSentence): the likeliest
// tokens with their probability before and after and the change of log-probability, the change for
// a token the user types, and (a trained model) the loss on the sentence before and after. A
// trained model's two passes run here (a tiny model); a real model's come with its pass from the
// worker (RealModelPass::plain_logits). Without a what-if the table shows the model's own
// prediction twice and a line says how to make one.
#pragma once

#include <QWidget>
#include <functional>
#include <span>
#include <vector>

#include "viewdata/what_if_effect.hpp"

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace attn {
struct Intervention;
struct Trace;
}  // namespace attn

namespace attn::ui {

class Document;
class ViewState;
class WhatIfBar;

class WhatIfView : public QWidget {
    Q_OBJECT
  public:
    WhatIfView(Document* doc, ViewState* view, QWidget* parent = nullptr);

    const std::vector<TokenShift>& rows() const { return rows_; }
    QString message() const;       // what the line above the table says
    QString sentenceText() const;  // which sentence it reads ("On “…”."); "" when none
    QString lossText() const;   // "Loss on the sentence: 1.234 → 1.567" (a trained model), or ""
    QString tokenText() const;  // the typed token's change, or ""
    QLineEdit* tokenField() const { return token_; }
    // After which token of the sentence (a trained model: any; a real model: the last).
    QComboBox* positionChooser() const { return position_; }
    QTableWidget* table() const { return table_; }
    // The tab's own control: a layer and head, and "What if…" (a menu: switch that head off,
    // mean-ablate it, keep only it), as a map's context menu offers them.
    QSpinBox* layerChooser() const { return layer_; }
    QSpinBox* headChooser() const { return head_; }
    QPushButton* headButton() const { return headButton_; }
    // The pass the chosen layer of the sentence read (its heads, tokens and mask); null when none.
    const attn::Trace* chosenLayerTrace() const;

  private:
    void refresh();
    // Offers the sentence's tokens as positions (each when every row of logits is there).
    void offerPositions(const QStringList& tokens, bool every);
    // Runs the trained model's two passes on that sentence; "" or why not.
    QString compareTrained(std::span<const attn::Intervention> what_if,
                           std::function<QString(int)>& name);
    // Takes the real model's logits for that sentence from its pass; "" or why not.
    QString compareReal(std::function<QString(int)>& name);
    void fillTable();  // fills the table from rows_, one row per token
    void fillToken();
    void syncHeadRow();   // the choosers' ranges and the button, to the model shown
    void followWhatIf();  // the choosers to the head the what-if names last
    Document* doc_;
    ViewState* view_;
    WhatIfBar* bar_;
    QLabel* sentence_;  // "On “the river bank”."
    QLabel* message_;
    QLabel* loss_;
    QLabel* positionNote_ = nullptr;  // why After: is fixed (a real model: the last token)
    QComboBox* position_;
    QTableWidget* table_;
    QLineEdit* token_;
    QLabel* tokenResult_;
    QSpinBox* layer_;
    QSpinBox* head_;
    QPushButton* headButton_;
    std::vector<TokenShift> rows_;
    // The last logits compared (the last position's, V each) and how a token reads.
    std::vector<float> before_, after_;
    std::function<int(const QString&)> idOf_;
};

}  // namespace attn::ui
