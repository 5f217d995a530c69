#include "style/number_format.hpp"

#include <QGuiApplication>
#include <algorithm>
#include <atomic>
#include <cmath>

namespace attn::ui {
namespace {

std::atomic<char16_t> g_sign{u'.'};

// `t` (written with '.') with the shown decimal sign.
QString shown(QString t) {
    const QChar sign = decimal_sign();
    if (sign != QLatin1Char('.')) t.replace(QLatin1Char('.'), sign);
    return t;
}

}  // namespace

void set_decimal_sign(QChar sign) { g_sign.store(sign.unicode()); }
QChar decimal_sign() { return QChar(g_sign.load()); }
std::string decimal_sign_utf8() { return QString(decimal_sign()).toStdString(); }

double parse_number(const QString& text, bool* ok) {
    QString t = text.trimmed();
    t.replace(QChar(0x2212), QLatin1Char('-'));  // the minus sign the window prints
    if (decimal_sign() != QLatin1Char('.')) t.replace(decimal_sign(), QLatin1Char('.'));
    t.replace(QLatin1Char(','), QLatin1Char('.'));
    bool good = false;
    const double v = t.toDouble(&good);
    if (ok) *ok = good;
    return good ? v : 0.0;
}

QString data_number_text(double v, int decimals) {
    if (std::isinf(v)) return v < 0 ? QStringLiteral("\u2212\u221E") : QStringLiteral("\u221E");
    if (std::isnan(v)) return QStringLiteral("NaN");
    const double unit = std::pow(10.0, -decimals) / 2;
    if (std::abs(v) < unit) v = 0;
    return QString::number(v, 'f', decimals);
}

QString number_text(double v, int decimals) { return shown(data_number_text(v, decimals)); }

QString figure_cell_text(double v, int decimals) {
    const double unit = std::pow(10.0, -decimals);
    if (v > 0 && v < 0.5 * unit) return QLatin1Char('<') + number_text(unit, decimals);
    return number_text(v, decimals);
}

QString format_value(double v) {
    const double a = std::fabs(v);
    if (std::isfinite(v) && (a >= 1e5 || (a > 0 && a < 5e-4)))
        return shown(QString::number(v, 'g', 3));
    return number_text(v, 3);
}

QString probability_text(double p) {
    //: A probability as a percent: %1 is the number ("31.7", "< 0.1", "> 99.9"); write the
    //: percent sign as the language does ("31,7 %" in German and French).
    const auto percent = [](const QString& n) {
        return QCoreApplication::translate("Numbers", "%1%").arg(n);
    };
    if (!std::isfinite(p)) return number_text(p, 0);
    const double pct = 100.0 * p;
    if (p <= 0) return percent(QStringLiteral("0"));
    if (p >= 1) return percent(QStringLiteral("100"));
    if (pct < 0.1) return percent(QStringLiteral("< ") + number_text(0.1, 1));
    if (pct >= 99.95) return percent(QStringLiteral("> ") + number_text(99.9, 1));
    return percent(number_text(pct, pct < 1 ? 2 : 1));
}

namespace {

// One significant digit in scientific form, exponent without '+' or leading
// zeros: "2e-18", "-6e13" — never wider than "-0.000".
QString short_scientific(double v) {
    QString t = QString::number(v, 'e', 0);
    const qsizetype e = t.indexOf(QLatin1Char('e'));
    QString exp = t.mid(e + 1);
    const bool neg = exp.startsWith(QLatin1Char('-'));
    exp.remove(0, 1);
    while (exp.size() > 1 && exp.startsWith(QLatin1Char('0'))) exp.remove(0, 1);
    return t.left(e + 1) + (neg ? QStringLiteral("-") : QString()) + exp;
}

}  // namespace

int cell_fixed_decimals(double v) {
    // Larger values give up decimals to stay within six characters.
    const double a = std::fabs(v);
    if (a < 9.9995) return 3;
    if (a < 99.995) return 2;
    if (a < 999.95) return 1;
    return 0;
}

QString format_cell(double v) {
    const double a = std::fabs(v);
    if (!std::isfinite(v) || a == 0 || (a >= 5e-4 && a < 9.9995)) return format_value(v);
    if (a >= 5e-4 && a < 99999.5) return number_text(v, cell_fixed_decimals(v));
    return short_scientific(v);
}

QStringList cell_text_forms(double v) {
    QStringList forms{format_cell(v)};
    const double a = std::fabs(v);
    if (!std::isfinite(v)) return forms;
    if (a == 0) return forms << number_text(0, 2) << number_text(0, 1) << number_text(0, 0);
    const auto add = [&forms](const QString& t) {
        if (!forms.contains(t) && t.size() < forms.back().size()) forms << t;
    };
    // Fewer decimals only while the rounding keeps a non-zero value non-zero.
    for (int decimals : {2, 1, 0})
        if (a >= 0.5 * std::pow(10.0, -decimals) && a < 99999.5) add(number_text(v, decimals));
    add(short_scientific(v));
    return forms;
}

QString tick_text(double v, double step, int decimals) {
    constexpr int kMaxDecimals = 12;
    constexpr int kExtraForExactStep = 2;  // a step of 0.0025 prints whole: "0.0025", not "0.003"
    if (std::isfinite(step) && step > 0) {
        decimals =
            std::max(decimals, std::min(kMaxDecimals, int(-std::floor(std::log10(step) + 1e-9))));
        // More decimals only when they make the step exact (0.0025); a step
        // that no count of decimals makes exact (0.5623) keeps the base count.
        for (int extra = 0; extra <= kExtraForExactStep && decimals + extra <= kMaxDecimals;
             ++extra) {
            const double scaled = step * std::pow(10.0, decimals + extra);
            if (std::abs(scaled - std::round(scaled)) < 1e-6 * std::max(1.0, scaled)) {
                decimals += extra;
                break;
            }
        }
    }
    return number_text(v, decimals);
}

QString ltr_isolated(const QString& text) {
    if (!QGuiApplication::isRightToLeft()) return text;
    return QChar(0x2066) + text + QChar(0x2069);
}

QString rtl_paragraph(const QString& text) {
    if (!QGuiApplication::isRightToLeft()) return text;
    return QChar(0x200F) + text;
}

QString own_direction_isolated(const QString& text) {
    if (!QGuiApplication::isRightToLeft()) return text;
    return QChar(0x2068) + text + QChar(0x2069);
}

}  // namespace attn::ui
