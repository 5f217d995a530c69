// StepTranslationEditor: the step editor's Languages tab. A step's title,
// text and — for a step that asks — its prompt, choices and why in other
// languages (attnlab/lesson/lesson_texts.hpp), one language at a time: the
// shipped languages, the ones the lesson already holds, or a code typed in.
// Each field shows the step's own text as its placeholder; a field left empty
// shows the step's own text to readers in that language.
#pragma once

#include <QWidget>
#include <map>
#include <string>
#include <vector>

#include "attnlab/lesson/lesson.hpp"

class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;

namespace attn::ui {

class StepTranslationEditor : public QWidget {
    Q_OBJECT
  public:
    // `step`: the step as it stands (its translations are edited here);
    // `languages`: codes offered besides the shipped ones (the lesson's).
    StepTranslationEditor(const attn::LessonStep& step, const std::vector<std::string>& languages,
                          QWidget* parent = nullptr);

    // Every language's texts as edited, the shown language's fields included.
    std::map<std::string, attn::StepTexts> translations() const;
    // The code of the language shown ("de"); empty while the box holds no valid code.
    std::string language() const;
    void setLanguage(const QString& code);
    // The step's own texts and question as the other tabs now hold them: the
    // placeholders, and whether the question's fields apply.
    void setOwn(const attn::LessonStep& own);

    QComboBox* languageBox() const { return language_; }
    QLineEdit* titleEdit() const { return title_; }
    QPlainTextEdit* textEdit() const { return text_; }
    QPlainTextEdit* promptEdit() const { return prompt_; }
    QPlainTextEdit* choicesEdit() const { return choices_; }
    QPlainTextEdit* whyEdit() const { return why_; }

  signals:
    void edited();

  private:
    attn::StepTexts fields() const;  // the shown language's fields
    void load(const std::string& code);
    void switchTo();  // the box changed: keep what was typed, show the new language

    std::map<std::string, attn::StepTexts>
        texts_;  // every language but the shown one's latest typing
    std::string shown_;
    bool loading_ = false;
    QComboBox* language_;
    QLabel* codeNote_;
    QLineEdit* title_;
    QPlainTextEdit *text_, *prompt_, *choices_, *why_;
    QLabel* questionNote_;
};

}  // namespace attn::ui
