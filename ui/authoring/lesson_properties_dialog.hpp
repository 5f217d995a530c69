// LessonPropertiesDialog (Lesson ▸ Properties…): the lesson's title,
// description, focus word, author and licence, edited in the window. OK pushes
// one undo step per property changed (commands/lesson_property_commands.hpp);
// a value the lesson cannot hold (a focus word outside the vocabulary) is
// said under the fields and nothing is applied, the dialog stays open. Below,
// the title and description in another language (attnlab/lesson/lesson_texts.hpp),
// one language at a time; their change is one more undo step.
#pragma once

#include <QDialog>
#include <map>
#include <string>

#include "attnlab/lesson/lesson.hpp"

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;

namespace attn::ui {

class Document;

class LessonPropertiesDialog : public QDialog {
    Q_OBJECT
  public:
    // `highlighted`: the word the window highlights, offered as the focus.
    LessonPropertiesDialog(Document* doc, const QString& highlighted, QWidget* parent = nullptr);

    // The fields, for tests.
    QLineEdit* titleEdit() const { return title_; }
    QPlainTextEdit* descriptionEdit() const { return description_; }
    QComboBox* focusBox() const { return focus_; }
    QLineEdit* authorEdit() const { return author_; }
    QComboBox* licenceBox() const { return licence_; }
    QLabel* errorLabel() const { return error_; }
    QComboBox* languageBox() const { return language_; }
    QLineEdit* translatedTitleEdit() const { return trTitle_; }
    QPlainTextEdit* translatedDescriptionEdit() const { return trDescription_; }

    // Pushes the changes; false (with the reason shown) when one cannot be made.
    bool apply();

    void accept() override;

  private:
    // The constructor's parts, in order.
    void makeFields(const attn::Lesson& l, const QString& highlighted);
    void makeTranslationFields(const attn::Lesson& l);
    void layOut(QDialogButtonBox* buttons);

    Document* doc_;
    QLineEdit* title_;
    QPlainTextEdit* description_;
    QComboBox* focus_;
    QLineEdit* author_;
    QComboBox* licence_;
    QLabel* error_;
    QComboBox* language_;
    QLineEdit* trTitle_;
    QPlainTextEdit* trDescription_;
    std::map<std::string, attn::LessonTexts>
        translations_;  // as edited, the shown language's fields aside
    std::string shownLanguage_;
    void storeTranslation();
    void loadTranslation();
    std::map<std::string, attn::LessonTexts> translations() const;
};

}  // namespace attn::ui
