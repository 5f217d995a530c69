// The lab's one way of printing a number, in the window and in every figure
// and data file. The seed's rules: three decimals by default, half away from
// zero as a reader rounds, "0.000" never "-0.000", "∞" / "−∞" / "NaN" spelt out.
#pragma once

#include <QString>
#include <QStringList>
#include <string>

namespace attn::ui {

// The decimal sign every shown number uses — in the window, the figures and the
// handout: '.' until the interface language is applied (i18n/language.hpp sets
// its locale's, ',' in German). One sign for the whole process.
void set_decimal_sign(QChar sign);
QChar decimal_sign();
// The same sign as UTF-8, for the engine's fill_quantities (a lesson's {{…}} numbers).
std::string decimal_sign_utf8();
// A number the user typed, read with either sign ("0,25" or "0.25"); the
// thousands separator is not accepted. False (and *ok false) for anything else.
double parse_number(const QString& text, bool* ok);

// number_text with '.' whatever the language: data files (CSV, LaTeX, JSON)
// stay locale-free.
QString data_number_text(double v, int decimals);

// Fixed decimals: "0.317", "−∞" for -infinity; |v| below half a unit of the
// last digit prints as zero without a sign.
QString number_text(double v, int decimals);

// A figure's cell at fixed decimals that never reads zero for a weight that is not: number_text,
// except "<0.001" (at 3 decimals) for 0 < v below half a unit of the last digit.
QString figure_cell_text(double v, int decimals);

// A probability in [0, 1] as a percent that never reads 0 for a value above 0 nor 100 for
// one below 1: "31.7%", "0.42%", "< 0.1%", "> 99.9%", "0%" and "100%" only when exact
// (the language's decimal sign and percent form). Tooltips give the exact value.
QString probability_text(double p);

// number_text(v, 3), except values too large (≥ 1e5) or too small (< 5e-4,
// not zero) for three decimals, which take 3 significant digits ("1.23e+05").
QString format_value(double v);
// In a right-to-left interface, `text` between directional isolates (U+2066 …
// U+2069): left to right inside a right-to-left sentence, so "2 → 1" and
// "−1.259" read as written in Hebrew; `text` as it is otherwise.
QString ltr_isolated(const QString& text);
// In a right-to-left interface, the user's words (a sentence, perhaps cut with "…") between
// a first-strong isolate (U+2068 … U+2069): they keep their own direction and the ellipsis its
// place at their end ("the bubbe made mat…", never "…the bubbe made mat"); `text` as it is
// otherwise.
QString own_direction_isolated(const QString& text);
// In a right-to-left interface, `text` after a right-to-left mark (U+200F): a paragraph that
// starts with a formula ("S = X·Xᵀ.  שורות: …") is still a right-to-left paragraph, its final
// full stop at its left end; `text` as it is otherwise.
QString rtl_paragraph(const QString& text);

// A heatmap cell's text: format_value where three decimals fit, else fewer
// decimals or one significant digit ("2e-18", "6e13"): always whole in a cell
// sized for "-0.000", never elided, and true to the digit it shows.
QString format_cell(double v);
// The decimals format_cell gives a value it prints fixed: 3 under 10, 2 under
// 100, 1 under 1000, else 0 (six characters at most).
int cell_fixed_decimals(double v);

// A cell's text from the fullest form to the shortest, each true to the digits
// it shows: format_cell(v), then two, one and no decimals where those still
// show a non-zero value as non-zero, then one significant digit ("3e-4");
// zero's forms are "0.000", "0.00", "0.0" and "0". A
// view too narrow for format_cell prints the first form that fits, or nothing
// — never an elided "0.00…".
QStringList cell_text_forms(double v);

// A colour bar's tick label: fixed decimals, at least `decimals`, and enough
// that ticks `step` apart print differently and, within two more digits,
// exactly ("0.0010", "0.0005", "0.0000"; "0.0025" not "0.003") — one form on
// the whole bar, never "0.001" beside "5e-4". The window's bars and
// the figures' share it.
QString tick_text(double v, double step, int decimals);

}  // namespace attn::ui
