#include "i18n/language.hpp"

#include <QApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTranslator>
#include <memory>
#include <set>

#include "i18n/pseudo_translator.hpp"
#include "style/number_format.hpp"

namespace attn::ui {
namespace {

struct Installed {
    QString code = QStringLiteral("en");
    std::unique_ptr<QTranslator> lab;
    std::unique_ptr<QTranslator> qt;  // Qt's own strings (dialog buttons, the print dialog)
};

Installed& installed() {
    static Installed i;
    return i;
}

QString pseudo_code() { return QStringLiteral("qps"); }

}  // namespace

const std::vector<LanguageInfo>& shipped_languages() {
    static const std::vector<LanguageInfo> list{
        {QStringLiteral("en"), QStringLiteral("English")},
        {QStringLiteral("de"), QStringLiteral("Deutsch")},
        {QStringLiteral("es"), QStringLiteral("Español")},
        {QStringLiteral("fr"), QStringLiteral("Français")},
        {QStringLiteral("he"), QStringLiteral("עברית")},
    };
    return list;
}

bool is_shipped_language(const QString& code) {
    if (code == pseudo_code()) return true;
    for (const LanguageInfo& l : shipped_languages())
        if (l.code == code) return true;
    return false;
}

QString translation_resource(const QString& code) {
    return QStringLiteral(":/i18n/attention-lab_%1.qm").arg(code);
}

QString startup_language(const QString& requested) {
    if (is_shipped_language(requested)) return requested;
    const QString saved = QSettings().value(QLatin1String(kLanguageSetting)).toString();
    if (is_shipped_language(saved)) return saved;
    for (const QString& ui : QLocale::system().uiLanguages()) {
        const QString code =
            ui.section(QLatin1Char('-'), 0, 0).section(QLatin1Char('_'), 0, 0).toLower();
        if (code == QLatin1String("iw") && is_shipped_language(QStringLiteral("he")))
            return QStringLiteral("he");
        if (is_shipped_language(code) && code != pseudo_code()) return code;
    }
    return QStringLiteral("en");
}

QString current_language() { return installed().code; }

std::vector<std::pair<QString, QString>> translation_choices(const std::vector<std::string>& more) {
    std::set<std::string> codes(more.begin(), more.end());
    for (const LanguageInfo& l : shipped_languages())
        if (l.code != QLatin1String("en")) codes.insert(l.code.toStdString());
    std::vector<std::pair<QString, QString>> out;
    for (const std::string& c : codes) {
        const QString code = QString::fromStdString(c);
        QString text = code;
        for (const LanguageInfo& l : shipped_languages())
            if (l.code == code) text = QStringLiteral("%1 (%2)").arg(l.nativeName, l.code);
        out.emplace_back(text, code);
    }
    return out;
}

std::string lesson_language() {
    const QString code = current_language();
    return code == pseudo_code() ? std::string() : code.toStdString();
}

QtWordsInEnglish::QtWordsInEnglish() {
    if (QTranslator* t = installed().qt.get()) QCoreApplication::removeTranslator(t);
}

QtWordsInEnglish::~QtWordsInEnglish() {
    if (QTranslator* t = installed().qt.get()) QCoreApplication::installTranslator(t);
}

bool apply_language(const QString& code) {
    if (!is_shipped_language(code)) return false;
    Installed& now = installed();
    for (auto* t : {now.lab.get(), now.qt.get()})
        if (t) QCoreApplication::removeTranslator(t);
    now.lab.reset();
    now.qt.reset();

    // The pseudo-locale reads numbers as English does; every other language as its own locale.
    const QLocale locale =
        code == pseudo_code() ? QLocale(QLocale::English, QLocale::UnitedStates) : QLocale(code);
    if (code == pseudo_code()) {
        now.lab = std::make_unique<PseudoTranslator>();
    } else if (code != QLatin1String("en")) {
        auto lab = std::make_unique<QTranslator>();
        if (lab->load(translation_resource(code))) now.lab = std::move(lab);
        auto qt = std::make_unique<QTranslator>();
        if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                     QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            now.qt = std::move(qt);
    }
    for (auto* t : {now.qt.get(), now.lab.get()})
        if (t) QCoreApplication::installTranslator(t);

    QLocale::setDefault(locale);
    set_decimal_sign(locale.decimalPoint().isEmpty() ? QChar(QLatin1Char('.'))
                                                     : locale.decimalPoint().front());
    if (qobject_cast<QApplication*>(QCoreApplication::instance()))
        QApplication::setLayoutDirection(locale.textDirection());
    now.code = code;
    return true;
}

}  // namespace attn::ui
