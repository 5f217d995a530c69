#include "authoring/lesson_properties_dialog.hpp"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QUndoStack>
#include <iterator>
#include <set>

#include "attnlab/lesson/lesson_texts.hpp"
#include "attnlab/support/limits.hpp"
#include "attnlab/words/tokenizer.hpp"
#include "commands/lesson_edit_command.hpp"
#include "commands/lesson_property_commands.hpp"
#include "commands/try_push.hpp"
#include "document/document.hpp"
#include "i18n/language.hpp"
#include "style/plain_text.hpp"

namespace attn::ui {

namespace {

QString q(const std::string& s) { return QString::fromStdString(s); }

// The words a focus is usually chosen from: the sentences' words in order,
// each once, then the highlighted one if the sentences lack it.
QStringList focus_choices(const attn::Lesson& l, const QString& highlighted) {
    QStringList out{QString()};
    std::set<std::string> seen;
    for (const std::string& s : l.sentences)
        for (const std::string& w : attn::tokenize(s))
            if (l.table.word_index(w) && seen.insert(w).second) out << q(w);
    if (!highlighted.isEmpty() && !seen.count(highlighted.toStdString())) out << highlighted;
    return out;
}

}  // namespace

LessonPropertiesDialog::LessonPropertiesDialog(Document* doc, const QString& highlighted,
                                               QWidget* parent)
    : QDialog(parent), doc_(doc) {
    const attn::Lesson& l = doc_->lesson();
    setWindowTitle(tr("Lesson Properties"));
    makeFields(l, highlighted);
    makeTranslationFields(l);
    error_ = plain_label(this, true);
    show_as_error(error_);
    error_->hide();
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layOut(buttons);
    resize(560, 480);
}

// The title, description, focus word, author and licence fields, filled from `l`.
void LessonPropertiesDialog::makeFields(const attn::Lesson& l, const QString& highlighted) {
    title_ = new QLineEdit(q(l.title), this);
    title_->setMaxLength(int(attn::kMaxStepTitleBytes));
    title_->setPlaceholderText(tr("What the lesson is about, e.g. “A bat, two meanings”"));
    description_ = new QPlainTextEdit(q(l.description), this);
    description_->setPlaceholderText(
        tr("One paragraph for the top of the Sentences pane and the handout"));
    description_->setTabChangesFocus(true);
    focus_ = new QComboBox(this);
    focus_->setEditable(true);  // any word of the vocabulary may be typed
    focus_->addItems(focus_choices(l, highlighted));
    focus_->setEditText(q(l.focus));
    focus_->setToolTip(
        tr("The word the lesson follows: highlighted when the lesson opens, and the word "
           "whose blend Export Figure Set draws. Empty: none."));
    author_ = new QLineEdit(q(l.author), this);
    author_->setMaxLength(int(attn::kMaxStepTitleBytes));
    licence_ = new QComboBox(this);
    licence_->setEditable(true);
    licence_->addItems({QString(), QStringLiteral("CC BY 4.0"), QStringLiteral("CC BY-SA 4.0"),
                        QStringLiteral("CC0 1.0"), tr("All rights reserved")});
    licence_->setEditText(q(l.licence));
    licence_->setToolTip(tr("The terms others may share the lesson under"));
}

// The title and description in other languages: the shipped ones and those the lesson holds.
void LessonPropertiesDialog::makeTranslationFields(const attn::Lesson& l) {
    translations_ = l.translations;
    language_ = new QComboBox(this);
    language_->setAccessibleName(tr("Language of the translated title and description"));
    for (const auto& [text, code] : translation_choices(attn::lesson_languages(l)))
        language_->addItem(text, code);
    const int mine = language_->findData(current_language());
    language_->setCurrentIndex(mine >= 0 ? mine : 0);
    trTitle_ = new QLineEdit(this);
    trTitle_->setMaxLength(int(attn::kMaxStepTitleBytes));
    trTitle_->setPlaceholderText(q(l.title));
    trDescription_ = new QPlainTextEdit(this);
    trDescription_->setTabChangesFocus(true);
    trDescription_->setPlaceholderText(q(l.description));
    trDescription_->setMaximumHeight(trDescription_->fontMetrics().lineSpacing() * 4 + 12);
    shownLanguage_ = language_->currentData().toString().toStdString();
    loadTranslation();
    connect(language_, &QComboBox::currentIndexChanged, this, [this] {
        storeTranslation();
        shownLanguage_ = language_->currentData().toString().toStdString();
        loadTranslation();
    });
}

// The form: the fields, the note over the translated ones, the error line and `buttons`.
void LessonPropertiesDialog::layOut(QDialogButtonBox* buttons) {
    auto* form = new QFormLayout(this);
    form->addRow(tr("&Title"), title_);
    form->addRow(tr("&Description"), description_);
    form->addRow(tr("&Focus word"), focus_);
    form->addRow(tr("&Author"), author_);
    form->addRow(tr("&Licence"), licence_);
    auto* other = plain_label(this, true);
    other->setText(
        tr("In another language (a field left empty shows the text above; each step's words are on "
           "the "
           "step editor's Languages tab):"));
    form->addRow(other);
    form->addRow(tr("Lan&guage"), language_);
    form->addRow(tr("Title i&n it"), trTitle_);
    form->addRow(tr("Descri&ption in it"), trDescription_);
    form->addRow(error_);
    form->addRow(buttons);
}

bool LessonPropertiesDialog::apply() {
    const std::pair<LessonProperty, QString> wanted[] = {
        {LessonProperty::Title, title_->text()},
        {LessonProperty::Description, description_->toPlainText()},
        {LessonProperty::Focus, focus_->currentText()},
        {LessonProperty::Author, author_->text()},
        {LessonProperty::Licence, licence_->currentText()},
    };
    // Everything checked before anything is pushed: a refused field applies nothing.
    const QString focus = focus_->currentText().trimmed();
    if (!focus.isEmpty() && !doc_->lesson().table.word_index(focus.toStdString())) {
        error_->setText(tr("The focus word ‘%1’ is not in the vocabulary: choose one of the "
                           "lesson's words, or none.")
                            .arg(focus));
        error_->show();
        focus_->setFocus();
        return false;
    }
    for (const auto& [p, v] : wanted) {
        const QString error = try_push(doc_, [&] { return lesson_property_command(doc_, p, v); });
        if (!error.isEmpty()) {
            error_->setText(error);
            error_->show();
            return false;
        }
    }
    const std::map<std::string, attn::LessonTexts> translated = translations();
    if (translated != doc_->lesson().translations) {
        attn::Lesson after = doc_->lesson();
        after.translations = translated;
        const QString error = try_push(doc_, [&] {
            return std::make_unique<LessonEditCommand>(
                doc_, std::move(after), Document::Change::Title,
                tr("Set the lesson's title in other languages"));
        });
        if (!error.isEmpty()) {
            error_->setText(error);
            error_->show();
            return false;
        }
    }
    return true;
}

void LessonPropertiesDialog::storeTranslation() {
    if (shownLanguage_.empty()) return;
    attn::LessonTexts& t = translations_[shownLanguage_];
    t.title = trTitle_->text().trimmed().toStdString();
    t.description = trDescription_->toPlainText().trimmed().toStdString();
}

void LessonPropertiesDialog::loadTranslation() {
    const auto it = translations_.find(shownLanguage_);
    trTitle_->setText(it != translations_.end() ? q(it->second.title) : QString());
    trDescription_->setPlainText(it != translations_.end() ? q(it->second.description) : QString());
}

// Every language's title and description as edited (its notes kept); a language left with no
// text at all is dropped.
std::map<std::string, attn::LessonTexts> LessonPropertiesDialog::translations() const {
    std::map<std::string, attn::LessonTexts> out = translations_;
    if (!shownLanguage_.empty()) {  // the weights' notes in that language are kept as they were
        attn::LessonTexts& t = out[shownLanguage_];
        t.title = trTitle_->text().trimmed().toStdString();
        t.description = trDescription_->toPlainText().trimmed().toStdString();
    }
    for (auto it = out.begin(); it != out.end();)
        it = it->second.title.empty() && it->second.description.empty() && it->second.notes.empty()
                 ? out.erase(it)
                 : std::next(it);
    return out;
}

void LessonPropertiesDialog::accept() {
    if (apply()) QDialog::accept();
}

}  // namespace attn::ui
