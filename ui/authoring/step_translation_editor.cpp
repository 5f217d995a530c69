#include "authoring/step_translation_editor.hpp"

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <set>

#include "attnlab/lesson/lesson_texts.hpp"
#include "attnlab/support/limits.hpp"
#include "authoring/text_lines.hpp"
#include "i18n/language.hpp"
#include "style/plain_text.hpp"

namespace attn::ui {
namespace {

QString q(const std::string& s) { return QString::fromStdString(s); }

QPlainTextEdit* text_box(QWidget* parent, int lines) {
    auto* e = new QPlainTextEdit(parent);
    e->setTabChangesFocus(true);
    e->setMinimumHeight(e->fontMetrics().lineSpacing() * lines + 12);
    return e;
}

}  // namespace

StepTranslationEditor::StepTranslationEditor(const attn::LessonStep& step,
                                             const std::vector<std::string>& languages,
                                             QWidget* parent)
    : QWidget(parent), texts_(step.translations) {
    language_ = new QComboBox(this);
    language_->setEditable(true);
    language_->setInsertPolicy(QComboBox::NoInsert);
    language_->setAccessibleName(tr("Language of the translation"));
    language_->setToolTip(tr("Choose a language, or type its code (de, pt-BR, …)"));
    std::vector<std::string> codes = languages;
    for (const auto& [c, t] : step.translations) codes.push_back(c);
    for (const auto& [text, code] : translation_choices(codes)) language_->addItem(text, code);
    codeNote_ = plain_label(this, true);
    title_ = new QLineEdit(this);
    title_->setMaxLength(int(attn::kMaxStepTitleBytes));
    text_ = text_box(this, 8);
    prompt_ = text_box(this, 2);
    choices_ = text_box(this, 3);
    why_ = text_box(this, 3);
    questionNote_ = plain_label(this, true);

    auto* form = new QFormLayout(this);
    auto* intro = plain_label(this, true);
    intro->setText(
        tr("The step's words for readers in another language: the window, the slides and the "
           "handout show "
           "them when the interface speaks it. What the step shows and asks stays the step's own; "
           "quote the "
           "same {{…}} quantities. A field left empty shows the step's own text."));
    form->addRow(intro);
    form->addRow(tr("&Language"), language_);
    form->addRow(codeNote_);
    form->addRow(tr("T&itle"), title_);
    form->addRow(tr("Te&xt"), text_);
    form->addRow(questionNote_);
    form->addRow(tr("&Prompt"), prompt_);
    form->addRow(tr("&Choices"), choices_);
    form->addRow(tr("&Why"), why_);

    // The interface's own language first, when the lesson is not written in it.
    const int mine = language_->findData(current_language());
    language_->setCurrentIndex(mine >= 0 ? mine : 0);
    shown_ = language();
    load(shown_);
    setOwn(step);

    connect(language_, &QComboBox::currentTextChanged, this, &StepTranslationEditor::switchTo);
    for (QPlainTextEdit* e : {text_, prompt_, choices_, why_})
        connect(e, &QPlainTextEdit::textChanged, this, [this] {
            if (!loading_) emit edited();
        });
    connect(title_, &QLineEdit::textChanged, this, [this] {
        if (!loading_) emit edited();
    });
}

std::string StepTranslationEditor::language() const {
    const int i = language_->findText(language_->currentText());
    const QString code =
        i >= 0 ? language_->itemData(i).toString() : language_->currentText().trimmed();
    return attn::valid_language_code(code.toStdString()) ? code.toStdString() : std::string();
}

void StepTranslationEditor::setLanguage(const QString& code) {
    const int i = language_->findData(code);
    if (i >= 0)
        language_->setCurrentIndex(i);
    else
        language_->setEditText(code);
}

attn::StepTexts StepTranslationEditor::fields() const {
    attn::StepTexts t;
    t.title = title_->text().trimmed().toStdString();
    t.text = text_->toPlainText().toStdString();
    if (prompt_->isEnabled()) {
        t.prompt = prompt_->toPlainText().toStdString();
        t.why = why_->toPlainText().toStdString();
    }
    if (choices_->isEnabled()) t.choices = entries_of(choices_);
    return t;
}

std::map<std::string, attn::StepTexts> StepTranslationEditor::translations() const {
    std::map<std::string, attn::StepTexts> out = texts_;
    if (!shown_.empty()) out[shown_] = fields();
    return out;
}

void StepTranslationEditor::load(const std::string& code) {
    loading_ = true;
    const auto it = texts_.find(code);
    const attn::StepTexts t = it != texts_.end() ? it->second : attn::StepTexts{};
    title_->setText(q(t.title));
    text_->setPlainText(q(t.text));
    prompt_->setPlainText(q(t.prompt));
    choices_->setPlainText(one_per_line(t.choices));
    why_->setPlainText(q(t.why));
    const bool valid = !code.empty();
    for (QWidget* w : std::initializer_list<QWidget*>{title_, text_}) w->setEnabled(valid);
    codeNote_->setText(
        valid ? QString()
              : tr("“%1” is not a language code: use two or three letters, then a region if you "
                   "like (de, fr, pt-BR).")
                    .arg(language_->currentText()));
    codeNote_->setVisible(!valid);
    loading_ = false;
}

void StepTranslationEditor::switchTo() {
    if (!shown_.empty()) texts_[shown_] = fields();
    shown_ = language();
    load(shown_);
    emit edited();
}

void StepTranslationEditor::setOwn(const attn::LessonStep& own) {
    title_->setPlaceholderText(q(own.title));
    text_->setPlaceholderText(q(own.text));
    const bool asks = own.question.has_value() && !shown_.empty();
    const bool choice = asks && own.question->kind == attn::StepQuestion::Kind::Choice;
    prompt_->setEnabled(asks);
    why_->setEnabled(asks);
    choices_->setEnabled(choice);
    prompt_->setPlaceholderText(asks ? q(own.question->prompt) : QString());
    why_->setPlaceholderText(asks ? q(own.question->why) : QString());
    choices_->setPlaceholderText(choice ? one_per_line(own.question->choices) : QString());
    questionNote_->setText(
        !own.question ? tr("The step asks no question: there is nothing more to translate.")
        : choice ? tr("The question: one choice per line, as many as the step's own and in the "
                      "same order (the answer is checked by position).")
                 : tr("The question:"));
}

}  // namespace attn::ui
