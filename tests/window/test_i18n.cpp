// The interface in other languages: every shipped translation is complete and
// keeps its source's placeholders, the .ts files hold every string the code
// marks, each language loads, numbers take the language's decimal sign in the
// window, a figure and the handout (data files never), Hebrew mirrors the
// layout while maps and plots keep their reading direction.
#include <gtest/gtest.h>

#include <QAbstractSeries>
#include <QAction>
#include <QApplication>
#include <QChart>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QGlyphRun>
#include <QImage>
#include <QLabel>
#include <QMenuBar>
#include <QPixmap>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTextLayout>
#include <QXmlStreamReader>
#include <limits>

#include "attnlab/lesson/step_quantity.hpp"
#include "document/document.hpp"
#include "document/view_state.hpp"
#include "export/handout.hpp"
#include "figures/figure_export.hpp"
#include "files/builtin_lessons.hpp"
#include "handout_test_helpers.hpp"
#include "i18n/language.hpp"
#include "i18n/pseudo_translator.hpp"
#include "itemmodels/matrix_item_model.hpp"
#include "lesson/lesson_session.hpp"
#include "lesson/step_answer.hpp"
#include "main_window.hpp"
#include "panes/attention_pane.hpp"
#include "style/number_format.hpp"
#include "ui_test_helpers.hpp"
#include "viewdata/figure_specs.hpp"
#include "viewdata/matrix_text.hpp"
#include "widgets/heatmap_view.hpp"
#include "widgets/scrub_table_view.hpp"
#include "widgets/vector_plot.hpp"

using attn::ui::load_builtin_lesson;  // (not through another file's using in a unity batch)

namespace attn::ui {
namespace {

// Puts English back whatever a test did.
struct LanguageGuard {
    ~LanguageGuard() { apply_language(QStringLiteral("en")); }
};

struct TsMessage {
    QString context, source, translation;
    QStringList forms;  // numerus forms
    bool unfinished = false;
    bool numerus = false;
};

std::vector<TsMessage> read_ts(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return {};
    std::vector<TsMessage> out;
    QXmlStreamReader x(&f);
    QString context;
    TsMessage m;
    while (!x.atEnd()) {
        x.readNext();
        if (!x.isStartElement()) continue;
        const auto name = x.name();
        if (name == QLatin1String("name"))
            context = x.readElementText();
        else if (name == QLatin1String("message"))
            m = TsMessage{
                context, {},
                {},      {},
                false,   x.attributes().value(QLatin1String("numerus")) == QLatin1String("yes")};
        else if (name == QLatin1String("source"))
            m.source = x.readElementText();
        else if (name == QLatin1String("translation")) {
            const auto type = x.attributes().value(QLatin1String("type"));
            m.unfinished = type == QLatin1String("unfinished") ||
                           type == QLatin1String("vanished") || type == QLatin1String("obsolete");
            if (!m.numerus) {
                m.translation = x.readElementText();
                out.push_back(m);
            } else {
                while (!(x.isEndElement() && x.name() == QLatin1String("translation")) &&
                       !x.atEnd()) {
                    x.readNext();
                    if (x.isStartElement() && x.name() == QLatin1String("numerusform"))
                        m.forms << x.readElementText();
                }
                out.push_back(m);
            }
        }
    }
    return out;
}

// `text` laid out on one unbounded line in `layout`, right to left when `rtl` (else in the
// direction its text gives, as a label lays it out); the line, for cursorToX.
QTextLine one_line(QTextLayout& layout, bool rtl) {
    if (rtl) {
        QTextOption option;
        option.setTextDirection(Qt::RightToLeft);
        layout.setTextOption(option);
    }
    layout.beginLayout();
    QTextLine line = layout.createLine();
    line.setLineWidth(100000);
    layout.endLayout();
    return line;
}

// Where the glyph of character `at` stands on a laid-out line (its glyph run's middle).
double glyph_x(const QTextLayout& layout, qsizetype at) {
    double x = 0;
    for (const QGlyphRun& run : layout.glyphRuns(int(at), 1)) x = run.boundingRect().center().x();
    return x;
}

QStringList placeholders(const QString& s) {
    static const QRegularExpression re(QStringLiteral("%L?\\d+|%n"));
    QSet<QString> set;
    for (const auto& match : re.globalMatch(s)) set.insert(match.captured(0));
    QStringList list(set.begin(), set.end());
    list.sort();
    return list;
}

QString ts_path(const QString& code) {
    return QStringLiteral(ATTNLAB_SOURCE_DIR "/resources/translations/attention-lab_%1.ts")
        .arg(code);
}

QStringList translations() {
    QStringList codes;
    for (const LanguageInfo& l : shipped_languages())
        if (l.code != QLatin1String("en")) codes << l.code;
    return codes;
}

TEST(I18n, ShipsGermanSpanishFrenchAndHebrew) {
    EXPECT_EQ(translations(), (QStringList{QStringLiteral("de"), QStringLiteral("es"),
                                           QStringLiteral("fr"), QStringLiteral("he")}));
    for (const QString& code : translations())
        EXPECT_TRUE(QFile::exists(ts_path(code))) << code.toStdString();
}

// A shipped language has no untranslated string, and no translation loses or
// invents a placeholder (a "%1" that would print a raw "%1" or drop a number).
TEST(I18n, EveryShippedLanguageIsCompleteAndKeepsPlaceholders) {
    for (const QString& code : translations()) {
        const auto messages = read_ts(ts_path(code));
        ASSERT_GT(messages.size(), 500u) << code.toStdString();
        QStringList missing, broken;
        for (const TsMessage& m : messages) {
            const QStringList texts = m.numerus ? m.forms : QStringList{m.translation};
            const bool empty = texts.isEmpty() ||
                               std::any_of(texts.begin(), texts.end(),
                                           [](const QString& t) { return t.trimmed().isEmpty(); });
            if (m.unfinished || empty)
                missing << m.context + QStringLiteral(": ") + m.source;
            else
                for (const QString& t : texts)
                    if (placeholders(t) != placeholders(m.source))
                        broken << m.source + QStringLiteral(" → ") + t;
        }
        EXPECT_TRUE(missing.isEmpty())
            << code.toStdString() << ": " << missing.size() << " untranslated, e.g.\n  "
            << missing.mid(0, 8).join(QStringLiteral("\n  ")).toStdString();
        EXPECT_TRUE(broken.isEmpty())
            << code.toStdString() << ": placeholders differ:\n  "
            << broken.mid(0, 8).join(QStringLiteral("\n  ")).toStdString();
    }
}

// A menu path in Hebrew points the way the window reads: "◂", never the left-to-right "▸"
// (the shortcuts list read "מפת חום, אריח ראש ▸ …").
TEST(I18n, HebrewMenuPathsPointRightToLeft) {
    QStringList wrong;
    for (const TsMessage& m : read_ts(ts_path(QStringLiteral("he")))) {
        const QStringList texts = m.numerus ? m.forms : QStringList{m.translation};
        for (const QString& t : texts)
            if (t.contains(QChar(0x25B8))) wrong << t;
    }
    EXPECT_TRUE(wrong.isEmpty()) << wrong.join(QStringLiteral("\n")).toStdString();
}

// The .ts files hold every string the code marks for translation: lupdate run
// over ui/ and app/ into a copy finds nothing new. (A new tr() without a
// translation fails here: run `cmake --build build/release --target
// attnlab_app_lupdate`, translate, and commit the .ts files.)
TEST(I18n, TranslationSourcesHoldEveryMarkedString) {
    QString lupdate = QStringLiteral("/usr/lib/qt6/bin/lupdate");
    if (!QFile::exists(lupdate))
        lupdate = QStandardPaths::findExecutable(QStringLiteral("lupdate"));
    if (lupdate.isEmpty()) GTEST_SKIP() << "lupdate is not installed (Debian: qt6-l10n-tools)";
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString copy = dir.filePath(QStringLiteral("check_de.ts"));
    ASSERT_TRUE(QFile::copy(ts_path(QStringLiteral("de")), copy));
    QStringList files;
    for (const char* folder : {"ui", "app"}) {
        QDir root(QStringLiteral(ATTNLAB_SOURCE_DIR "/") + QLatin1String(folder));
        QDirIterator it(root.path(), {QStringLiteral("*.cpp"), QStringLiteral("*.hpp")},
                        QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) files << it.next();
    }
    files.sort();
    QFile list(dir.filePath(QStringLiteral("files.txt")));
    ASSERT_TRUE(list.open(QIODevice::WriteOnly));
    list.write(files.join(QLatin1Char('\n')).toUtf8());
    list.close();
    QProcess p;
    p.start(lupdate,
            {QStringLiteral("-no-obsolete"), QStringLiteral("-locations"), QStringLiteral("none"),
             QStringLiteral("-I"), QStringLiteral(ATTNLAB_SOURCE_DIR "/ui"), QStringLiteral("-I"),
             QStringLiteral(ATTNLAB_SOURCE_DIR "/app"), QStringLiteral("-I"),
             QStringLiteral(ATTNLAB_SOURCE_DIR "/engine/include"),
             QLatin1Char('@') + list.fileName(), QStringLiteral("-ts"), copy});
    ASSERT_TRUE(p.waitForFinished(120000));
    ASSERT_EQ(p.exitCode(), 0) << p.readAllStandardError().toStdString();
    const auto before = read_ts(ts_path(QStringLiteral("de")));
    const auto after = read_ts(copy);
    QStringList added;
    for (const TsMessage& m : after)
        if (m.unfinished) added << m.context + QStringLiteral(": ") + m.source;
    EXPECT_TRUE(added.isEmpty()) << added.size()
                                 << " marked strings are not in the .ts files, e.g.\n  "
                                 << added.mid(0, 8).join(QStringLiteral("\n  ")).toStdString();
    QSet<QString> now;
    for (const TsMessage& m : after) now.insert(m.context + QLatin1Char('\x04') + m.source);
    QStringList gone;
    for (const TsMessage& m : before)
        if (!now.contains(m.context + QLatin1Char('\x04') + m.source))
            gone << m.context + QStringLiteral(": ") + m.source;
    EXPECT_TRUE(gone.isEmpty()) << gone.size()
                                << " strings of the .ts files are no longer in the code (run "
                                   "lupdate with -no-obsolete), e.g.\n  "
                                << gone.mid(0, 8).join(QStringLiteral("\n  ")).toStdString();
}

TEST(I18n, EachLanguageLoadsItsTranslationsAndLocale) {
    LanguageGuard guard;
    const QString file = QCoreApplication::translate("attn::app::MainWindow", "&File");
    ASSERT_EQ(file, QStringLiteral("&File"));
    for (const QString& code : translations()) {
        ASSERT_TRUE(apply_language(code)) << code.toStdString();
        EXPECT_TRUE(QFile::exists(translation_resource(code))) << code.toStdString();
        EXPECT_NE(QCoreApplication::translate("attn::app::MainWindow", "&File"), file)
            << code.toStdString();
        EXPECT_EQ(QLocale().name().left(2), code);
        EXPECT_EQ(current_language(), code);
    }
    EXPECT_FALSE(apply_language(QStringLiteral("xx")));
    EXPECT_EQ(current_language(), QStringLiteral("he"));  // a refused code changes nothing
    ASSERT_TRUE(apply_language(QStringLiteral("en")));
    EXPECT_EQ(QCoreApplication::translate("attn::app::MainWindow", "&File"), file);
}

TEST(I18n, StartupLanguageFollowsTheRequestThenTheSavedChoice) {
    EXPECT_EQ(startup_language(QStringLiteral("fr")), QStringLiteral("fr"));
    EXPECT_EQ(startup_language(QStringLiteral("qps")), QStringLiteral("qps"));
    // A code that ships no translation falls back to the saved choice.
    QSettings settings;
    const QVariant before = settings.value(QLatin1String(kLanguageSetting));
    settings.setValue(QLatin1String(kLanguageSetting), QStringLiteral("es"));
    EXPECT_EQ(startup_language(QStringLiteral("xx")), QStringLiteral("es"));
    EXPECT_EQ(startup_language(), QStringLiteral("es"));
    if (before.isValid())
        settings.setValue(QLatin1String(kLanguageSetting), before);
    else
        settings.remove(QLatin1String(kLanguageSetting));
}

// German numbers: "0,317" wherever a number is shown; data files stay "0.317".
TEST(I18n, ShownNumbersTakeTheLanguagesDecimalSign) {
    LanguageGuard guard;
    ASSERT_TRUE(apply_language(QStringLiteral("de")));
    EXPECT_EQ(decimal_sign(), QLatin1Char(','));
    EXPECT_EQ(number_text(0.3174, 3), QStringLiteral("0,317"));
    EXPECT_EQ(format_value(-1.5), QStringLiteral("-1,500"));
    EXPECT_EQ(format_cell(12.345), QStringLiteral("12,35"));
    EXPECT_EQ(tick_text(0.25, 0.25, 1), QStringLiteral("0,25"));
    EXPECT_EQ(data_number_text(0.3174, 3), QStringLiteral("0.317"));
    attn::Matrix m(1, 1);
    m(0, 0) = 0.25f;
    EXPECT_EQ(matrix_to_csv(m, {QStringLiteral("a")}, {QStringLiteral("b")}),
              QStringLiteral(",b\na,0.250\n"));
    bool ok = false;
    EXPECT_DOUBLE_EQ(parse_number(QStringLiteral("0,25"), &ok), 0.25);
    EXPECT_TRUE(ok);
    EXPECT_DOUBLE_EQ(parse_number(QStringLiteral("0.25"), &ok), 0.25);
    const attn::Lesson l = load_builtin_lesson(QStringLiteral("module1"));
    EXPECT_EQ(attn::fill_quantities(l, "{{weight 0 bank river}}", nullptr, decimal_sign_utf8()),
              QString::fromStdString(attn::fill_quantities(l, "{{weight 0 bank river}}"))
                  .replace(QLatin1Char('.'), QLatin1Char(','))
                  .toStdString());
    ASSERT_TRUE(apply_language(QStringLiteral("en")));
    EXPECT_EQ(number_text(0.3174, 3), QStringLiteral("0.317"));
}

// The window, a figure and the handout in German all show "0,…" numbers.
TEST(I18n, GermanWindowFigureAndHandoutUseTheComma) {
    LanguageGuard guard;
    ASSERT_TRUE(apply_language(QStringLiteral("de")));
    app::MainWindow w(load_builtin_lesson(QStringLiteral("module1")));
    w.show();
    MatrixItemModel* weights = w.attentionModel(0);
    ASSERT_NE(weights, nullptr);
    const QString cell = weights->data(weights->index(2, 1), Qt::DisplayRole).toString();
    EXPECT_TRUE(cell.startsWith(QStringLiteral("0,"))) << cell.toStdString();
    EXPECT_NE(w.menuBar()->actions().front()->text(), QStringLiteral("&File"));

    ViewRequest r;
    r.view = FigureView::Weights;
    const QByteArray svg =
        figure_to_svg(build_figure_spec(w.document()->shownLesson(), r), ExportOptions{});
    EXPECT_TRUE(
        QRegularExpression(QStringLiteral(">0,\\d{3}<")).match(QString::fromUtf8(svg)).hasMatch())
        << "the exported figure shows German numbers";

    const QByteArray pdf = handout_pdf(test::demo());
    ASSERT_FALSE(pdf.isEmpty());
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("h.pdf"));
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write(pdf);
    f.close();
    QProcess p;
    p.start(QStringLiteral("pdftotext"), {path, QStringLiteral("-")});
    if (!p.waitForFinished(30000) || p.exitCode() != 0)
        GTEST_SKIP() << "pdftotext is not installed (poppler-utils)";
    const QString text = QString::fromUtf8(p.readAllStandardOutput());
    EXPECT_TRUE(text.contains(QRegularExpression(QStringLiteral("\\b0,\\d{3}\\b"))))
        << "handout numbers in German";
    EXPECT_FALSE(text.contains(QRegularExpression(QStringLiteral("\\b0\\.\\d{3}\\b"))))
        << "no English decimal in the German handout";
}

// Hebrew mirrors the window; heatmaps and plots keep left-to-right reading
// (a matrix's columns and a plot's x axis run left to right in Hebrew maths too).
TEST(I18n, HebrewMirrorsTheWindowButNotTheMapsAndPlots) {
    LanguageGuard guard;
    ASSERT_TRUE(apply_language(QStringLiteral("he")));
    EXPECT_EQ(QApplication::layoutDirection(), Qt::RightToLeft);
    app::MainWindow w(load_builtin_lesson(QStringLiteral("module1")));
    w.show();
    EXPECT_TRUE(w.isRightToLeft());
    const auto maps = w.findChildren<HeatmapView*>();
    ASSERT_FALSE(maps.isEmpty());
    for (HeatmapView* v : maps) EXPECT_EQ(v->layoutDirection(), Qt::LeftToRight);
    for (VectorPlot* v : w.findChildren<VectorPlot*>())
        EXPECT_EQ(v->layoutDirection(), Qt::LeftToRight);
    const auto tables =
        w.findChildren<ScrubTableView*>();  // the embedding table and W_Q … : matrices too
    ASSERT_FALSE(tables.isEmpty());
    for (ScrubTableView* t : tables) EXPECT_EQ(t->layoutDirection(), Qt::LeftToRight);
    // A number quoted in a step keeps to its own words: each one in directional isolates.
    const attn::Lesson l = load_builtin_lesson(QStringLiteral("module1"));
    const std::string plain = attn::fill_quantities(l, "{{weight 0 bank river}}");
    EXPECT_EQ(shown_quantities(l, "\"river\" {{weight 0 bank river}}", nullptr),
              "\"\u2066river\u2069\"\u00A0\u2066" + plain + "\u2069");
    ASSERT_TRUE(apply_language(QStringLiteral("en")));
    EXPECT_EQ(QApplication::layoutDirection(), Qt::LeftToRight);
    EXPECT_EQ(shown_quantities(l, "{{weight 0 bank river}}", nullptr),
              plain);  // left to right: nothing added
}

// In Hebrew every number a step quotes stands beside its own word, in reading order (right to
// left): course part 1's steps 4 and 6 read "0.000 against "the", 0.540 against "river"…" as
// laid out. The translation's left-to-right marks joined "the", 0.540 into one left-to-right
// run, and a walk read 0.540 beside "the".
TEST(I18n, EveryQuotedNumberStaysBesideItsWordInHebrew) {
    LanguageGuard guard;
    ASSERT_TRUE(apply_language(QStringLiteral("he")));
    app::MainWindow w(load_builtin_lesson(QStringLiteral("course-1-attention")));
    attn::ui::LessonSession* session = w.lessonSession();
    struct Case {
        int step;
        const char* quantities[3];  // each followed by its word, in reading order
        const char* words[2];
    };
    const Case cases[] = {
        {3,
         {"{{score 0 bank the}}", "{{score 0 bank river}}", "{{score 0 bank bank}}"},
         {"the", "river"}},
        {5,
         {"{{weight 0 bank the %}}", "{{weight 0 bank river %}}", "{{weight 0 bank bank %}}"},
         {"the", "river"}},
    };
    for (const Case& c : cases) {
        session->go(c.step);
        const attn::Lesson l = w.document()->shownLesson();  // (the step has no what-if)
        std::vector<QString> order;                          // 0.000, the, 0.540, river, 0.990
        for (int k = 0; k < 3; ++k) {
            order.push_back(QString::fromStdString(attn::fill_quantities(l, c.quantities[k])));
            if (k < 2) order.push_back(QString::fromLatin1(c.words[k]));
        }
        const QString shown = session->text();
        ASSERT_TRUE(shown.contains(QStringLiteral("מול")) ||
                    shown.contains(QStringLiteral("מעצמה")))
            << "the step in Hebrew: " << shown.toStdString();
        // The paragraph that quotes them, laid out on one line, right to left.
        QString para;
        for (const QString& p : shown.split(QLatin1Char('\n')))
            if (para.isEmpty() && p.contains(order[0]) && p.contains(order[2])) para = p;
        ASSERT_FALSE(para.isEmpty()) << c.step + 1 << ": " << shown.toStdString();
        QTextLayout layout(para, QApplication::font());
        const QTextLine line = one_line(layout, true);
        double previous = std::numeric_limits<double>::infinity();
        qsizetype from = 0;
        for (const QString& part : order) {
            const qsizetype at = para.indexOf(part, from);
            ASSERT_GE(at, 0) << part.toStdString() << " in step " << c.step + 1;
            from = at + part.size();
            const double x0 = line.cursorToX(int(at)), x1 = line.cursorToX(int(at + part.size()));
            const double middle = (x0 + x1) / 2;
            EXPECT_LT(middle, previous)
                << part.toStdString() << " is not left of the part before it, step " << c.step + 1
                << ": " << para.toStdString();
            previous = middle;
        }
    }
}

// "√dₖ" in a Hebrew step reads as written, the root before dₖ (course part 1, step 14: the root
// stood on the far side of dₖ, outside the left-to-right run).
TEST(I18n, ARootSignStaysBeforeItsLetterInHebrew) {
    LanguageGuard guard;
    ASSERT_TRUE(apply_language(QStringLiteral("he")));
    app::MainWindow w(load_builtin_lesson(QStringLiteral("course-1-attention")));
    attn::ui::LessonSession* session = w.lessonSession();
    const int step = attn::ui::test::step_index(w.document()->lesson(), "Why divide by √d");
    ASSERT_GE(step, 0);
    session->go(step);
    const QString shown = session->text();
    QString para;
    for (const QString& p : shown.split(QLatin1Char('\n')))
        if (para.isEmpty() && p.contains(QChar(0x221A))) para = p;
    ASSERT_FALSE(para.isEmpty()) << shown.toStdString();
    QTextLayout layout(para, QApplication::font());
    one_line(layout, true);
    const auto x_of = [&](qsizetype at) { return glyph_x(layout, at); };
    int checked = 0;
    for (qsizetype root = para.indexOf(QChar(0x221A)); root >= 0;
         root = para.indexOf(QChar(0x221A), root + 1)) {
        const qsizetype d = para.indexOf(QLatin1Char('d'), root);
        ASSERT_GT(d, root);
        EXPECT_LT(x_of(root), x_of(d)) << "the root stands after dₖ: " << para.toStdString();
        ++checked;
    }
    EXPECT_GT(checked, 0);
}

// In a Hebrew paragraph a formula and a run of numbers read left to right as written: "1/n",
// "1/√d", a list "(0.000, 0.360, 0.990)", a product "0.317 × 0.900", a change "0.409 → 0.219"
// (a walk read them backwards: "n/1", "(0.990, 0.360, 0.000)", an arrow pointing at the start).
TEST(I18n, FormulasAndRunsOfNumbersReadLeftToRightInHebrew) {
    LanguageGuard guard;
    ASSERT_TRUE(apply_language(QStringLiteral("he")));
    const QString iso = QStringLiteral("\u2066%1\u2069");
    const struct {
        QString text;
        QStringList parts;  // in the order they must stand, left to right
    } cases[] = {
        {QStringLiteral("כל משקל הוא 1/n כאן"), {QStringLiteral("1"), QStringLiteral("n")}},
        {QStringLiteral("מחולק ב-1/√d כאן"),
         {QStringLiteral("1"), QStringLiteral("√"), QStringLiteral("d")}},
        {QStringLiteral("המשקלים (%1, %2, %3) בשורה")
             .arg(iso.arg(QStringLiteral("0.000")), iso.arg(QStringLiteral("0.360")),
                  iso.arg(QStringLiteral("0.990"))),
         {QStringLiteral("0.000"), QStringLiteral("0.360"), QStringLiteral("0.990")}},
        {QStringLiteral("המכפלה %1 × %2 כאן")
             .arg(iso.arg(QStringLiteral("0.317")), iso.arg(QStringLiteral("0.900"))),
         {QStringLiteral("0.317"), QStringLiteral("×"), QStringLiteral("0.900")}},
        {QStringLiteral("כסף: %1 → %2 אחרי")
             .arg(iso.arg(QStringLiteral("0.409")), iso.arg(QStringLiteral("0.219"))),
         {QStringLiteral("0.409"), QStringLiteral("→"), QStringLiteral("0.219")}},
    };
    for (const auto& c : cases) {
        const QString shown = attn::ui::right_to_left_text(c.text);
        QTextLayout layout(shown, QApplication::font());
        one_line(layout, true);
        double previous = -1e9;
        qsizetype from = 0;
        for (const QString& part : c.parts) {
            const qsizetype at = shown.indexOf(part, from);
            ASSERT_GE(at, 0) << part.toStdString();
            from = at + part.size();
            const double x = glyph_x(layout, at);
            EXPECT_GT(x, previous) << part.toStdString() << " stands left of the part before it in "
                                   << c.text.toStdString();
            previous = x;
        }
    }
}

// Word–number pairs in a Hebrew paragraph read each number after its own word (right to left):
// "water 0.675, money 0.288" read "water money 0.675 0.288" (the number list's grouping took in
// the next pair's word); "GPT-2" read "2-GPT"; an option "--seed 1" stood as "seed --".
TEST(I18n, EachNumberStaysWithItsWordAndNamesKeepTheirDigitsInHebrew) {
    LanguageGuard guard;
    ASSERT_TRUE(apply_language(QStringLiteral("he")));
    const QString iso = QStringLiteral("\u2066%1\u2069");
    // Each case: the parts in reading order; `ltr`: they stand left to right (one name), else
    // right to left (the paragraph's order).
    const struct {
        QString text;
        QStringList parts;
        bool ltr;
    } cases[] = {
        {QStringLiteral("הפלט: water %1, money %2; וזהו")
             .arg(iso.arg(QStringLiteral("0.675")), iso.arg(QStringLiteral("0.288"))),
         {QStringLiteral("water"), QStringLiteral("0.675"), QStringLiteral("money"),
          QStringLiteral("0.288")},
         false},
        {QStringLiteral("water (מים) %1, money (כסף) %2, וזהו")
             .arg(iso.arg(QStringLiteral("0.300")), iso.arg(QStringLiteral("0.700"))),
         {QStringLiteral("water"), QStringLiteral("0.300"), QStringLiteral("money"),
          QStringLiteral("0.700")},
         false},
        {QStringLiteral("המודל GPT-2 קורא"), {QStringLiteral("GPT"), QStringLiteral("2")}, true},
        {QStringLiteral("הריצו עם --seed 1 שוב"),
         {QStringLiteral("--"), QStringLiteral("seed")},
         true},
    };
    for (const auto& c : cases) {
        const QString shown = attn::ui::right_to_left_text(c.text);
        QTextLayout layout(shown, QApplication::font());
        one_line(layout, true);
        double previous = c.ltr ? -1e9 : 1e9;
        qsizetype from = 0;
        for (const QString& part : c.parts) {
            const qsizetype at = shown.indexOf(part, from);
            ASSERT_GE(at, 0) << part.toStdString();
            from = at + part.size();
            const double x = glyph_x(layout, at);
            if (c.ltr)
                EXPECT_GT(x, previous) << part.toStdString() << " in " << c.text.toStdString();
            else
                EXPECT_LT(x, previous) << part.toStdString() << " stands right of the part before "
                                       << "it in " << c.text.toStdString();
            previous = x;
        }
    }
    // A product stays on one line: its spaces do not break.
    const QString product = attn::ui::right_to_left_text(
        QStringLiteral("מביאה %1 × %2 כאן")
            .arg(iso.arg(QStringLiteral("0.577")), iso.arg(QStringLiteral("0.700"))));
    EXPECT_TRUE(product.contains(QStringLiteral("\u2069\u00A0×\u00A0\u2066")))
        << product.toStdString();
}

// The Vectors legend in Hebrew names a long sentence shortened, its "…" at the end of the
// English words ("in “the bubbe made mat…”"), not before them.
TEST(I18n, ALegendsShortenedSentenceEndsWithItsEllipsisInHebrew) {
    LanguageGuard guard;
    ASSERT_TRUE(apply_language(QStringLiteral("he")));
    app::MainWindow w(load_builtin_lesson(QStringLiteral("course-2-heads")));
    QString name;
    for (QAbstractSeries* s : w.vectorPlot()->chart()->series())
        if (s->name().contains(QChar(0x2026))) name = s->name();
    ASSERT_FALSE(name.isEmpty()) << "a legend entry with a shortened sentence";
    // (QtCharts reads the name as rich text.)
    name.replace(QStringLiteral("&quot;"), QStringLiteral("\""))
        .replace(QStringLiteral("&amp;"), QStringLiteral("&"));
    QTextLayout layout(name, QApplication::font());
    const QTextLine line = one_line(layout, true);
    const int dots = int(name.indexOf(QChar(0x2026)));
    int first = 0;  // the sentence's first letter
    while (first < dots && !(name[first].isLetter() && name[first].unicode() < 0x80)) ++first;
    ASSERT_LT(first, dots - 1) << name.toStdString();
    // Left to right inside: its second letter left of its last, and that left of the "…" (the
    // cursor before the first letter stands at the run's edge, on the Hebrew side).
    EXPECT_LT(line.cursorToX(first + 1), line.cursorToX(dots - 1)) << name.toStdString();
    EXPECT_LT(line.cursorToX(dots - 1), line.cursorToX(dots)) << name.toStdString();
}

// In Hebrew the Attention pane's legend is a right-to-left paragraph though it starts with a
// formula ("S = X·Xᵀ.  שורות: …"): its final full stop at its left end, after the Hebrew words,
// not at the right end before them.
TEST(I18n, ALegendThatStartsWithAFormulaIsARightToLeftParagraphInHebrew) {
    LanguageGuard guard;
    ASSERT_TRUE(apply_language(QStringLiteral("he")));
    app::MainWindow w(load_builtin_lesson(QStringLiteral("module1")));
    w.viewState()->setStage(attn::ui::ViewState::Stage::Raw);
    QString legend;
    for (QLabel* l : w.attentionPane()->findChildren<QLabel*>())
        if (l->text().contains(QStringLiteral("X·Xᵀ"))) legend = l->text();
    ASSERT_FALSE(legend.isEmpty());
    ASSERT_TRUE(legend.endsWith(QLatin1Char('.'))) << legend.toStdString();
    QTextLayout layout(legend, QApplication::font());  // direction from the text, as a label's
    const QTextLine line = one_line(layout, false);
    qsizetype hebrew = 0;  // the last Hebrew letter
    for (qsizetype i = 0; i < legend.size(); ++i)
        if (legend[i].unicode() >= 0x05D0 && legend[i].unicode() <= 0x05EA) hebrew = i;
    ASSERT_GT(hebrew, 0);
    EXPECT_LT(line.cursorToX(int(legend.size() - 1)), line.cursorToX(int(hebrew)))
        << "the full stop stands right of the Hebrew: " << legend.toStdString();
}

// A map is painted the same in Hebrew as in English: labels on the left, a
// negative tick reads "-1.000" (a painter starts in the application's direction).
TEST(I18n, AHeatmapPaintsTheSameInHebrewAsInEnglish) {
    LanguageGuard guard;
    const auto paint = [] {
        MatrixItemModel model;
        attn::Matrix m(2, 2);
        m << -1.0f, 0.25f, 0.5f, 1.0f;
        model.setMatrix(m, {QStringLiteral("river"), QStringLiteral("bank")},
                        {QStringLiteral("the"), QStringLiteral("bank")});
        model.setHighlight(QStringLiteral("bank"));
        HeatmapView view;
        view.setMatrixModel(&model);
        view.resize(360, 240);
        view.show();
        QCoreApplication::processEvents();
        return view.grab().toImage();
    };
    ASSERT_TRUE(apply_language(QStringLiteral("en")));
    const QImage english = paint();
    ASSERT_TRUE(apply_language(QStringLiteral("he")));
    const QImage hebrew = paint();
    ASSERT_FALSE(english.isNull());
    EXPECT_EQ(hebrew, english);
}

TEST(I18n, PseudoTextKeepsPlaceholdersMnemonicsAndTags) {
    const QString p = pseudo_text(QStringLiteral("&Open %1 of <b>%L2</b> &amp; more"));
    EXPECT_TRUE(p.startsWith(QStringLiteral("[&Opéñ")))
        << p.toStdString();  // the mnemonic letter stays as it is
    EXPECT_TRUE(p.contains(QStringLiteral("%1")));
    EXPECT_TRUE(p.contains(QStringLiteral("<b>%L2</b>")));
    EXPECT_TRUE(p.contains(QStringLiteral("&amp;")));
    EXPECT_GT(p.size(), QStringLiteral("&Open %1 of <b>%L2</b> &amp; more").size());
    EXPECT_EQ(pseudo_text(QStringLiteral(" ")), QStringLiteral(" "));
}

}  // namespace
}  // namespace attn::ui
