// The interface language: the lab's translations (Qt Linguist .qm files
// compiled in under ":/i18n/"), Qt's own (its dialogs' buttons), the locale
// numbers are shown in (style/number_format.hpp) and the layout direction.
//
// Codes are ISO 639-1 ("en", "de", "es", "fr", "he") plus the pseudo-locale
// "qps": every string longer and accented, to find text that is clipped or
// never marked for translation. Lesson files never depend on the language.
#pragma once

#include <QString>
#include <QStringList>
#include <string>
#include <utility>
#include <vector>

namespace attn::ui {

struct LanguageInfo {
    QString code;        // "de"
    QString nativeName;  // "Deutsch": how the language names itself, in every language's menu
};

// English first, then the translations shipped (German, Spanish, French, Hebrew).
const std::vector<LanguageInfo>& shipped_languages();
bool is_shipped_language(const QString& code);

// The QSettings key of the user's choice (View ▸ Language); empty: follow the system.
inline constexpr const char* kLanguageSetting = "ui/language";

// The language to start in: `requested` when shipped (a --lang option or
// ATTNLAB_LANG), else the saved choice, else the first of the system's
// interface languages (QLocale::system().uiLanguages()) that ships, else "en".
QString startup_language(const QString& requested = {});

// Installs the translators for `code` (removing earlier ones), makes its
// locale the default (QLocale::setDefault) and its decimal sign the one every
// number is shown with, and sets the application's layout direction (right to
// left for Hebrew). Call before the window is built: widgets read their
// texts when made. False (nothing changed) for a code not shipped.
bool apply_language(const QString& code);

// While one lives, Qt's own words are English whatever the language: the command line speaks
// English in every language (its figures do not), and QCommandLineParser's errors ("Unknown
// option 'bogus'.") came in German under ATTNLAB_LANG=de. Not nested.
class QtWordsInEnglish {
  public:
    QtWordsInEnglish();
    ~QtWordsInEnglish();
    QtWordsInEnglish(const QtWordsInEnglish&) = delete;
    QtWordsInEnglish& operator=(const QtWordsInEnglish&) = delete;
};
// The code last applied ("en" before any).
QString current_language();

// What an author may write a lesson's texts in: the shipped translations
// (not English) and the codes in `more` (those the lesson holds), by code,
// each as {its text in a list ("Deutsch (de)", or the bare code), its code}.
std::vector<std::pair<QString, QString>> translation_choices(const std::vector<std::string>& more);

// The code a lesson's texts are read in (attnlab/lesson/lesson_texts.hpp):
// the interface language; "" (the lesson's own texts) in the pseudo-locale.
std::string lesson_language();

// The base names of the lab's .qm files under ":/i18n/", one per shipped translation.
QString translation_resource(const QString& code);

}  // namespace attn::ui
