#include "lesson/step_answer.hpp"

#include <QCoreApplication>
#include <QGuiApplication>
#include <QRegularExpression>
#include <QStringList>

#include "attnlab/lesson/step_quantity.hpp"
#include "attnlab/words/tokenizer.hpp"
#include "style/number_format.hpp"

namespace attn::ui {
namespace {

QString q(const std::string& s) { return QString::fromStdString(s); }
QString three(double v) { return number_text(v, 3); }  // the seed's 3 decimals, never "-0.000"

// A compared quantity's value as the lesson's readers see it: a probability ("prob …", or
// "before prob …") as a percent, as the Model dock and the step's {{… %}} print it (a verdict
// read "goes up 0.040" beside "after: 4.0%"); anything else at three decimals.
QString compared(const std::string& expression, double v) {
    std::string e = expression;
    if (e.rfind("before ", 0) == 0) e.erase(0, 7);
    return e.rfind("prob ", 0) == 0 ? probability_text(v) : three(v);
}

}  // namespace

namespace {

constexpr QChar kIsolateLtr(0x2066), kPopIsolate(0x2069);

bool ends_a_run(QChar c) {
    static const QString kBreaks = QStringLiteral("\"“”„«»,;:()[]*|`\n");
    const QChar::Direction d = c.direction();
    return d == QChar::DirR || d == QChar::DirAL || kBreaks.contains(c) ||
           (c.unicode() >= 0x2066 && c.unicode() <= 0x2069);
}

// The end of a part `right_to_left_text` leaves alone that starts at `i`, or `i` when none does:
// a code span, a link's target "](…)", an isolate already made.
qsizetype skipped_part_end(const QString& t, qsizetype i) {
    const auto close = [&](qsizetype from, QChar c) {
        const qsizetype e = t.indexOf(c, from);
        return e < 0 ? t.size() : e + 1;
    };
    if (t[i] == QLatin1Char('`')) return close(i + 1, QLatin1Char('`'));
    if (t[i] == QLatin1Char(']') && i + 1 < t.size() && t[i + 1] == QLatin1Char('('))
        return close(i + 2, QLatin1Char(')'));
    if (t[i] == kIsolateLtr) return close(i + 1, kPopIsolate);
    return i;
}

}  // namespace

QString right_to_left_text(const QString& markdown) {
    QString t = markdown;
    t.remove(QChar(0x200E)).remove(QChar(0x200F));
    QString out;
    out.reserve(t.size() + t.size() / 8);
    qsizetype i = 0;
    while (i < t.size()) {
        if (const qsizetype e = skipped_part_end(t, i); e > i) {
            out += t.mid(i, e - i);
            i = e;
            continue;
        }
        if (t[i].direction() != QChar::DirL) {
            out += t[i++];
            continue;
        }
        qsizetype last = i;  // the run's last left-to-right letter
        for (qsizetype j = i + 1; j < t.size() && !ends_a_run(t[j]); ++j)
            if (t[j].direction() == QChar::DirL) last = j;
        // Digits written against its last letter are part of it, with a joining sign between:
        // "GPT-2", "W_2" (left out, "2-GPT" read in Hebrew).
        while (last + 1 < t.size()) {
            const QChar c = t[last + 1];
            const bool joins =
                (c == QLatin1Char('-') || c == QLatin1Char('_') || c == QLatin1Char('.')) &&
                last + 2 < t.size() && t[last + 2].direction() == QChar::DirEN;
            if (c.direction() == QChar::DirEN)
                ++last;
            else if (joins)
                last += 2;
            else
                break;
        }
        // A formula written against the run's first letter is part of it: "√dₖ", "1/n", "1/√d"
        // (left out, the root or the "1/" stood on the far side of the letter in Hebrew).
        qsizetype sign = out.size();
        while (sign > 0 &&
               (out[sign - 1].category() == QChar::Symbol_Math ||
                out[sign - 1].direction() == QChar::DirEN || out[sign - 1] == QLatin1Char('/')))
            --sign;
        // So are an option's dashes after a space: "--seed 1" (they stood after "seed"); a
        // Hebrew prefix's hyphen ("ו-money") stays with its letter.
        qsizetype dashes = sign;
        while (dashes > 0 && out[dashes - 1] == QLatin1Char('-')) --dashes;
        if (dashes < sign && (dashes == 0 || out[dashes - 1].isSpace())) sign = dashes;
        const QString signs = out.mid(sign);
        out.truncate(sign);
        out += kIsolateLtr + signs + t.mid(i, last + 1 - i) + kPopIsolate;
        i = last + 1;
    }
    // Numbers joined by a sign read left to right as one, on one line: "(0.000, 0.360, 0.990)",
    // "0.317 × 0.900", "0.409 → 0.219" (each number alone, the list ran backwards and the arrow
    // pointed at the value it came from). Only numbers: "0.675, money 0.288" grouped the number
    // with the next pair's word, and the pairs read crossed ("water money 0.675 0.288").
    static const QString number =
        QStringLiteral("\\x{2066}[-−+<> \\x{00A0}]*[0-9∞][^\\x{2066}\\x{2069}\\p{L}]*\\x{2069}");
    static const QRegularExpression joined(
        number + QStringLiteral("(?:[ \\x{00A0}]*[,×→·+−=/<>][ \\x{00A0}]*") + number +
        QStringLiteral(")+"));
    QString grouped;
    qsizetype at = 0;
    for (const QRegularExpressionMatch& m : joined.globalMatch(out)) {
        grouped += out.mid(at, m.capturedStart() - at) + kIsolateLtr +
                   QString(m.captured(0)).replace(QLatin1Char(' '), QChar(0x00A0)) + kPopIsolate;
        at = m.capturedEnd();
    }
    return grouped + out.mid(at);
}

std::string shown_quantities(const attn::Lesson& lesson, const std::string& text,
                             const attn::ModelReadings* readings) {
    const bool rtl = QGuiApplication::layoutDirection() == Qt::RightToLeft;
    if (!rtl)
        return attn::fill_quantities(lesson, text, nullptr, decimal_sign_utf8(), "", "", readings);
    // A number keeps the word before it on its line ("water 0.435" was parted by a line end).
    static const QRegularExpression spaceBeforeQuantity(
        QStringLiteral("(\\S)[ \u200E\u200F]+(?=\\{\\{)"));
    const QString bound = q(text).replace(spaceBeforeQuantity, QStringLiteral("\\1\u00A0"));
    const std::string filled = attn::fill_quantities(
        lesson, bound.toStdString(), nullptr, decimal_sign_utf8(), "\u2066", "\u2069", readings);
    return right_to_left_text(q(filled)).toStdString();
}

QString for_people(const QString& m) {
    static const QRegularExpression path(QStringLiteral("steps\\[(\\d+)\\]\\.?"));
    QString out;
    qsizetype at = 0;
    for (const auto& match : path.globalMatch(m)) {
        out += m.mid(at, match.capturedStart() - at);
        const bool more = match.captured(0).endsWith(QLatin1Char('.'));
        out += QCoreApplication::translate("LessonSession", "Step %1")
                   .arg(match.captured(1).toInt() + 1) +
               (more ? QStringLiteral(", ") : QString());
        at = match.capturedEnd();
    }
    return out + m.mid(at);
}

QString step_answer_phrase(const attn::Lesson& l, const attn::StepQuestion& qn,
                           const attn::ModelReadings* readings) {
    const attn::ExpectedAnswer a = attn::expected_answer(l, qn, readings);
    if (qn.kind == attn::StepQuestion::Kind::Choice &&
        (a.choice < 0 || a.choice >= int(qn.choices.size())))
        throw attn::QuantityError(qn.choices.empty()
                                      ? std::string("the question has no answers to choose from")
                                      : "answer " + std::to_string(a.choice + 1) +
                                            " is asked for, but there are " +
                                            std::to_string(qn.choices.size()) + " answers");
    switch (qn.kind) {
        case attn::StepQuestion::Kind::Choice: {
            QString s = q(qn.choices.at(size_t(a.choice)));
            const QStringList first = q(qn.compare.empty() ? std::string() : qn.compare.front())
                                          .split(QLatin1Char(' '), Qt::SkipEmptyParts);
            if (first.size() == 6 && first[0] == QStringLiteral("nearratio")) {
                // "about three to one": the ratio itself, not how near each choice comes
                const std::string ratio = "ratio " + first[1].toStdString() + " " +
                                          first[2].toStdString() + " " + first[3].toStdString() +
                                          " " + first[4].toStdString();
                //: The answer of a "how lopsidedly" question: %1 and %2 two axes, %3 their ratio
                s += QCoreApplication::translate("LessonSession", " (%1 over %2: %3)")
                         .arg(first[3], first[4],
                              number_text(attn::quantity(l, ratio, readings), 2));
            } else if (qn.compare.size() == 2 && qn.compare[0] == "before " + qn.compare[1]) {
                // "it falls (0.995 → 0.956)": a number before the what-if and after it
                //: The answer of a before/after question: %1 the value without the what-if,
                //: %2 with it
                s += QCoreApplication::translate("LessonSession", " (%1)")
                         .arg(ltr_isolated(QStringLiteral("%1 → %2").arg(
                             compared(qn.compare[0], attn::quantity(l, qn.compare[0], readings)),
                             compared(qn.compare[1], attn::quantity(l, qn.compare[1], readings)))));
            } else if (!qn.compare.empty()) {
                QStringList values;  // "river 0.453, bank itself 0.346, the 0.201": each choice
                                     // with its value
                for (size_t i = 0; i < qn.compare.size(); ++i)
                    values << QCoreApplication::translate("LessonSession", "%1 %2")
                                  .arg(q(qn.choices.at(i)),
                                       compared(qn.compare[i],
                                                attn::quantity(l, qn.compare[i], readings)));
                s += QCoreApplication::translate("LessonSession", " (%1)")
                         .arg(values.join(QCoreApplication::translate("LessonSession", ", ")));
            }
            return s;
        }
        case attn::StepQuestion::Kind::Number:
            return three(a.number);
        case attn::StepQuestion::Kind::Cell: {
            const auto tokens = attn::tokenize(l.sentences.at(size_t(qn.sentence)));
            const double w = attn::quantity(
                l,
                "headweight " + std::to_string(qn.sentence) + " " + std::to_string(qn.head) + " @" +
                    std::to_string(a.row) + " @" + std::to_string(a.col),
                readings);
            return QCoreApplication::translate("LessonSession", "%1 → %2 (%3)")
                .arg(q(tokens.at(size_t(a.row))), q(tokens.at(size_t(a.col))), three(w));
        }
    }
    return {};
}

}  // namespace attn::ui
