// GenerateView: the Model dock's "Generate" tab — the lesson's real model
// continues a prompt, token by token, under a temperature, top-k, top-p and a
// seed (attnlab/gpt/gpt_generate.hpp), and its next-word table after the first
// shown sentence.
//
// - The prompt is a copy of the first shown sentence; the user may edit it, and
//   it follows the sentence again when another is shown or the sentence changes.
// - Generate runs on a GenerateWorker thread over Document::realModel() (kept
//   alive by the worker); each token appears as it comes, its background the
//   model's own probability (sqrt scale, as the trained model's next-word
//   table), its tooltip the sampled and the model's probability and the
//   model's five likeliest tokens at that step.
// - Under a what-if laid over the real model (a head switched off, a line cut),
//   the next-word table and Generate both run under it (the engine lays it over
//   every step), and the tab's what-if bar says so; the finished run's status
//   names the what-if it ran under. Stop: nothing more appears;
//   opening another lesson or another model stops the run too.
// - Add as sentence: the prompt and what was generated, decoded, as a new
//   lesson sentence (an undoable command).
// - The next-word table: the 10 likeliest next tokens after the first shown
//   sentence, softmax of results()[i].real->pass.logits at its last position.
// - Without a ready real model: one line saying what the tab needs.
#pragma once

#include <QWidget>
#include <memory>
#include <vector>

#include "attnlab/gpt/gpt_generate.hpp"
#include "modeldock/token_page.hpp"

class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTableWidget;
class QTextBrowser;

namespace attn {
struct OpenedModel;
}

namespace attn::ui {

class Document;
class GenerateWorker;
class ViewState;

class GenerateView : public QWidget {
    Q_OBJECT
  public:
    static constexpr int kTableRows = 10;

    GenerateView(Document* doc, ViewState* view, QWidget* parent = nullptr);
    ~GenerateView() override;

    QString prompt() const;
    void setPrompt(const QString& text);
    attn::SamplingOptions options() const;  // the controls' values
    void setOptions(const attn::SamplingOptions& o);

    // Starts a generation (as the Generate button); false with statusText()
    // saying why when it cannot (no model, a prompt the model cannot read).
    bool generate();
    void stop();
    bool isRunning() const;
    // The tokens shown of the last run, in order, and the prompt's ids then.
    const std::vector<attn::GeneratedToken>& generated() const { return generated_; }
    const std::vector<int>& promptIds() const { return promptIds_; }
    // The prompt and the generated tokens decoded, as bytes and as text (Add as sentence adds
    // it as one line of whole characters: sentence_of_generated).
    QString generatedText() const;
    std::string generatedBytes() const;
    bool addAsSentence();  // false with statusText() saying why
    QString statusText() const;
    // The tooltip of generated token `step`, and the token under a point of
    // the output's viewport (−1: the prompt or nothing).
    QString tokenToolTip(int step) const;
    int stepAt(const QPoint& viewportPos) const;
    // The next-word table's rows (empty without a pass of the first shown sentence).
    const std::vector<attn::TokenChance>& nextTokens() const { return next_; }

  signals:
    void tokenShown(int step);
    void generationFinished(const QString& summary);

  protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

  private:
    void buildControls();
    void makeKnobs();
    void makeOutput();
    void layOut();
    void refresh();  // the needs line, the controls' state, the prompt and the table
    void refreshPrompt();
    void refreshTable();
    void refreshButtons();
    void showToken(quint64 run, int step, const attn::GeneratedToken& t);
    void runFinished(quint64 run, const QString& summary, const QString& error);
    void abandonRun();  // stops the run and forgets it and what it showed
    static QString tokenDisplay(int id, const std::shared_ptr<const attn::OpenedModel>& model);

    Document* doc_;
    ViewState* view_;
    GenerateWorker* worker_;
    QLabel* needs_;
    class WhatIfBar* whatIf_;
    QWidget* controls_;
    QLineEdit* prompt_;
    QDoubleSpinBox* temperature_;
    QSpinBox* topK_;
    QDoubleSpinBox* topP_;
    QSpinBox* seed_;
    QSpinBox* tokens_;
    QPushButton* generate_;
    QPushButton* stop_;
    QPushButton* add_;
    QLabel* status_;
    bool statusRefusal_ = false;  // status_ says why Generate refused: gone with the what-if
    QTextBrowser* output_;
    QLabel* tableCaption_;
    QTableWidget* table_;

    QString promptSource_;  // the sentence the prompt was last copied from
    std::shared_ptr<const attn::OpenedModel>
        runModel_;            // the model of the shown run (decodes its tokens)
    quint64 run_ = 0;         // the run whose tokens are shown (0: none)
    QString runWhatIf_;       // the what-if the shown run ran under ("" none)
    bool accepting_ = false;  // tokens of run_ are still shown as they come (false after Stop)
    std::vector<int> promptIds_;
    std::vector<attn::GeneratedToken> generated_;
    TokenPage page_;     // generated_ as boxes on the page
    int lastBoxAt_ = 0;  // the output's position where the last box's text starts
    std::vector<attn::TokenChance> next_;
};

}  // namespace attn::ui
