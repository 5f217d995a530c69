// attention-lab render: one view of a lesson as PNG / SVG / PDF (and its
// matrix as CSV / LaTeX), a whole figure set into a folder, or the handout
// of the lesson's steps (--handout FILE.pdf); or, for a real model (--model
// PATH, or a lesson that points at one), the heads or weights figure of one
// layer (model_figures.hpp). Runs on the offscreen platform; same inputs give
// byte-identical files.
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSize>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>
#include <map>
#include <memory>
#include <stdexcept>

#include "attnlab/gpt/gpt_pass.hpp"
#include "attnlab/lesson/model_readings.hpp"
#include "attnlab/lesson/model_reference.hpp"
#include "attnlab/lesson/real_model_lesson.hpp"
#include "attnlab/scene/scene.hpp"
#include "cli_common.hpp"
#include "commands.hpp"
#include "document/model_worker.hpp"
#include "document/what_if_readings.hpp"
#include "export/figure_actions.hpp"
#include "export/handout.hpp"
#include "figures/figure_export.hpp"
#include "intervention_options.hpp"
#include "model_figures.hpp"
#include "real_model_cli.hpp"
#include "style/number_format.hpp"
#include "viewdata/difference_map.hpp"
#include "viewdata/figure_specs.hpp"
#include "viewdata/head_lines.hpp"
#include "viewdata/matrix_text.hpp"
#include "viewdata/model_probe_figures.hpp"
#include "viewdata/what_if_marks.hpp"
#include "viewdata/what_if_words.hpp"

namespace attn::app {
namespace {

using namespace attn::ui;

QString opt(const char* name) { return QString::fromLatin1(name); }

// Text that grows with the figure: a figure drawn at a given --width/--height
// keeps its text the share of the figure it has at the reference size
// kReferenceW × kReferenceH with the 13-px default, so a slide-size figure
// reads at slide size. Text px = 13 × min(W / 800, H / 600) over the sides
// given, rounded to a whole px, never below 13 nor above 40 (--font-size's
// range); --font-size sets it outright.
constexpr double kReferenceW = 800, kReferenceH = 600, kReferenceFontPx = 13, kMaxFontPx = 40;

double size_font_px(QSize size) {
    double k = 1e9;
    if (size.width() > 0) k = std::min(k, size.width() / kReferenceW);
    if (size.height() > 0) k = std::min(k, size.height() / kReferenceH);
    if (k > 1e8) return kReferenceFontPx;  // natural size: the default
    return std::clamp(std::round(kReferenceFontPx * k), kReferenceFontPx, kMaxFontPx);
}

void add_options(QCommandLineParser& p) {
    add_lesson_options(p);
    add_intervention_options(p);
    const auto add = [&](const char* name, const QString& help, const char* value = nullptr) {
        if (value)
            p.addOption({opt(name), help, opt(value)});
        else
            p.addOption({opt(name), help});
    };
    add("view",
        QStringLiteral(
            "What to draw: scores, weights, heads, vectors, blend, embeddings, input, loss, "
            "lens (a real model: the layers' guesses), rollout (a real model: attention "
            "rollout), "
            "head-lines (a line from each token to each token it attends to, "
            "heads overlaid in their colours); positions (how position alone shapes a score "
            "under the lesson's or --position-encoding's encoding: RoPE's for --word on the word "
            "before it, ALiBi's per head); model (a real model: every layer × head); difference "
            "(two sentences: the second's map of --head minus the first's, cell by cell, at "
            "--stage; a lesson's trained or real model, or its hand-wired attention)."),
        "VIEW");
    add("sentence",
        QStringLiteral("Sentence to draw (repeatable; default: the lesson's). Single-sentence "
                       "views use the first; difference the first two. "
                       "head-lines: the text, or K, the lesson's K-th sentence (from 1)."),
        "S");
    add("layer",
        QStringLiteral(
            "Layer, counted from 1 (default 1). A lesson holding a trained model, or a real model "
            "(--model): the model's layer."),
        "L");
    add("hand-wired",
        QStringLiteral(
            "A lesson holding a trained model, or pointing at a real one: draw its hand-wired "
            "attention, not the model's."));
    add("head",
        QStringLiteral(
            "Head, counted from 1 (default 1). head-lines (a line from each token to each token it "
            "attends to): the heads overlaid, e.g. 2 or 1,3 or 1-4 (default: every head); a lesson "
            "without a real model takes --heads LIST too."),
        "H");
    add("stage",
        QStringLiteral(
            "Scores stage: raw, scaled, masked or weights (scores, heads and difference views)."),
        "STAGE");
    add("word",
        QStringLiteral("Word followed by the blend and vectors views (default: the lesson's "
                       "focus); head-lines: "
                       "the token whose lines alone are drawn, with its row of weights as text "
                       "(default: every token's)."),
        "W");
    add("x-axis", QStringLiteral("Vectors view: axis across (default: the first)."), "AXIS");
    add("y-axis", QStringLiteral("Vectors view: axis up (default: the second)."), "AXIS");
    add("plane",
        QStringLiteral("Vectors view: the plane plotted, AXIS,AXIS or pca (the first two principal "
                       "components), "
                       "as the window's Vectors pane offers."),
        "PLANE");
    add("highlight",
        QStringLiteral(
            "Mark a word as the window does when it is clicked: its row and column outlined, "
            "its labels bold (scores, weights, heads, input, embeddings)."),
        "WORD");
    add("loss-csv", QStringLiteral("Loss view: points from a CSV file of step,train[,val] lines."),
        "FILE");
    add("output", QStringLiteral("File to write: .png, .svg or .pdf."), "FILE");
    add("data",
        QStringLiteral("Also write the view's matrix as data: .csv or .tex (LaTeX tabular)."),
        "FILE");
    add("width",
        QStringLiteral("Figure width in logical pixels (default: natural). The text grows with it: "
                       "see --font-size."),
        "W");
    add("height",
        QStringLiteral("Figure height in logical pixels (default: natural). The text grows with "
                       "it: see --font-size."),
        "H");
    add("scale",
        QStringLiteral("PNG pixels per logical pixel, 1 to 4 (default: automatic, at least 960 "
                       "pixels wide, 2 to 4)."),
        "S");
    add("style", QStringLiteral("light, dark or print (default light)."), "STYLE");
    add("colormap",
        QStringLiteral("viridis, cividis, diverging or grey (default: viridis for weights, "
                       "diverging for scores)."),
        "MAP");
    add("no-numbers", QStringLiteral("Leave the numbers out of the cells."));
    add("title", QStringLiteral("Title above the figure."), "T");
    add("caption", QStringLiteral("Caption below the figure."), "C");
    add("font-size",
        QStringLiteral(
            "Base text size in logical pixels, 8 to 40. Default: 13 at the natural size; with "
            "--width/--height, 13 x min(W/800, H/600) over the sides given, rounded, 13 to 40 "
            "(1920x1080: 23), so a figure made at slide size reads at slide size."),
        "PX");
    add("figures", QStringLiteral("Render a figure set instead of one view: module1 or all."),
        "SET");
    add("output-dir", QStringLiteral("Folder for --figures (created when missing)."), "DIR");
    add("format", QStringLiteral("File type for --figures: png, svg or pdf (default png)."), "FMT");
    add_model_options(p);
    add_probe_options(p);
    add("handout",
        QStringLiteral(
            "Write the lesson's steps as a PDF handout instead (titles, text, figures, questions, "
            "the answers on the last pages); exit 2 naming any step that refers to what the lesson "
            "lacks."),
        "FILE.pdf");
}

double number_option(const QCommandLineParser& p, const char* name, double lo, double hi) {
    bool ok = false;
    const QString text = p.value(opt(name));
    const double v = text.toDouble(&ok);
    if (!ok || !std::isfinite(v) || v < lo || v > hi)
        throw BadInput{QStringLiteral("--%1 '%2' is not a number from %3 to %4")
                           .arg(opt(name), text)
                           .arg(lo)
                           .arg(hi)};
    return v;
}

int int_option(const QCommandLineParser& p, const char* name, int lo, int hi) {
    bool ok = false;
    const QString text = p.value(opt(name));
    const int v = text.toInt(&ok);
    if (!ok || v < lo || v > hi)
        throw BadInput{QStringLiteral("--%1 '%2' is not a whole number from %3 to %4")
                           .arg(opt(name), text)
                           .arg(lo)
                           .arg(hi)};
    return v;
}

// --layer or --head: a whole number, its range checked against the model or lesson where it is
// read (that message names the model's own count); here only what is no index at all.
int index_option(const QCommandLineParser& p, const char* name) {
    bool ok = false;
    const QString text = p.value(opt(name));
    const long long v = text.toLongLong(&ok);
    const QString what = QLatin1String(name) == QLatin1String("layer") ? QStringLiteral("layers")
                                                                       : QStringLiteral("heads");
    if (!ok)
        throw BadInput{QStringLiteral("--%1 '%2' is not a whole number (%3 count from 1)")
                           .arg(opt(name), text, what)};
    if (v < -1000000 || v > 1000000)
        throw BadInput{QStringLiteral("--%1 %2 is beyond any model's %3 (they count from 1)")
                           .arg(opt(name), text, what)};
    return int(v);
}

// Engine and figure-layer errors (std::invalid_argument) become exit-2 messages.
template <typename F>
auto bad_input_on_throw(F&& f) {
    try {
        return f();
    } catch (const std::invalid_argument& e) {
        throw BadInput{QString::fromStdString(e.what())};
    }
}

ExportOptions export_options(const QCommandLineParser& p) {
    ExportOptions o;
    bad_input_on_throw([&] {
        if (p.isSet(opt("style"))) o.look.style = figure_style_from_name(p.value(opt("style")));
        if (p.isSet(opt("colormap")))
            o.look.color_map = color_map_from_name(p.value(opt("colormap")));
        return 0;
    });
    o.look.numbers = !p.isSet(opt("no-numbers"));
    o.look.title = p.value(opt("title"));
    o.look.caption = p.value(opt("caption"));
    if (p.isSet(opt("width"))) o.size.setWidth(int_option(p, "width", 16, 20000));
    if (p.isSet(opt("height"))) o.size.setHeight(int_option(p, "height", 16, 20000));
    o.look.font_px =
        p.isSet(opt("font-size")) ? number_option(p, "font-size", 8, 40) : size_font_px(o.size);
    if (p.isSet(opt("scale"))) o.scale = number_option(p, "scale", 1, 4);
    return o;
}

LossCurve read_loss_csv(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly | QIODevice::Text))
        throw BadInput{
            QStringLiteral("cannot read the loss file '%1': %2").arg(path, f.errorString())};
    LossCurve curve;
    int line_no = 0;
    while (!f.atEnd()) {
        ++line_no;
        const QString line = QString::fromUtf8(f.readLine()).trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1Char('#'))) continue;
        const QStringList parts = line.split(QLatin1Char(','));
        bool ok_step = false, ok_train = false, ok_val = true;
        attn::LossSample pt;
        pt.step = parts.value(0).trimmed().toInt(&ok_step);
        pt.train = parts.value(1).trimmed().toFloat(&ok_train);
        const QString val = parts.value(2).trimmed();
        pt.val = val.isEmpty() ? std::numeric_limits<float>::quiet_NaN() : val.toFloat(&ok_val);
        if (!ok_step || !ok_train || !ok_val || parts.size() > 3) {
            if (curve.points.empty() && !ok_step) continue;  // a header line
            throw BadInput{
                QStringLiteral("%1 line %2: expected step,train[,val] numbers, found '%3'")
                    .arg(path)
                    .arg(line_no)
                    .arg(line)};
        }
        if (!curve.points.empty() && pt.step <= curve.points.back().step)
            throw BadInput{QStringLiteral("%1 line %2: steps must increase (%3 after %4)")
                               .arg(path)
                               .arg(line_no)
                               .arg(pt.step)
                               .arg(curve.points.back().step)};
        if (pt.step < 0 || !std::isfinite(pt.train) || !(val.isEmpty() || std::isfinite(pt.val)))
            throw BadInput{QStringLiteral("%1 line %2: expected a step ≥ 0 and finite losses "
                                          "(leave val empty where there is none), found '%3'")
                               .arg(path)
                               .arg(line_no)
                               .arg(line)};
        curve.points.push_back(pt);
    }
    if (curve.points.empty())
        throw BadInput{QStringLiteral("the loss file '%1' has no points").arg(path)};
    return curve;
}

// The head view's lines as CSV: from,from_token,to,to_token,head,weight (tokens and heads from 1).
QString head_lines_csv(const HeadLinesData& d, int decimals) {
    const auto quoted = [](QString t) {
        return QLatin1Char('"') + t.replace(QLatin1Char('"'), QStringLiteral("\"\"")) +
               QLatin1Char('"');
    };
    QString out = QStringLiteral("from,from_token,to,to_token,head,weight\n");
    for (const HeadLine& l : d.lines)
        out += QStringLiteral("%1,%2,%3,%4,%5,%6\n")
                   .arg(l.from + 1)
                   .arg(quoted(d.tokens[l.from]))
                   .arg(l.to + 1)
                   .arg(quoted(d.tokens[l.to]))
                   .arg(l.head + 1)
                   .arg(data_number_text(l.weight, decimals));
    return out;
}

void write_data(const FigureSpec& spec, const QString& path, int decimals) {
    const QString ext = QFileInfo(path).suffix().toLower();
    if (spec.kind == FigureKind::HeadLines) {
        if (ext != QLatin1String("csv"))
            throw BadInput{
                QStringLiteral(
                    "cannot write data to '%1': the head-lines view writes its lines as .csv")
                    .arg(path)};
        write_text(path, head_lines_csv(spec.lines, decimals));
        return;
    }
    if (ext != QLatin1String("csv") && ext != QLatin1String("tex"))
        throw BadInput{
            QStringLiteral("cannot write data to '%1': unknown file type '%2' (use .csv or .tex)")
                .arg(path, ext)};
    attn::Matrix m;
    QStringList rows, cols;
    QString corner;
    if (!figure_matrix(spec, decimals, &m, &rows, &cols))
        throw BadInput{QStringLiteral(
            "--data works with the scores, weights, heads, input, embeddings and blend views")};
    const QString text = ext == QLatin1String("csv")
                             ? matrix_to_csv(m, rows, cols, decimals, corner)
                             : matrix_to_latex(m, rows, cols, decimals, corner);
    write_text(path, text);
}

// --plane AXIS,AXIS | pca (the Vectors pane's choices); not together with --x-axis / --y-axis.
void set_plane(const QCommandLineParser& p, ViewRequest& r) {
    const QString plane = p.value(opt("plane")).trimmed();
    if (p.isSet(opt("x-axis")) || p.isSet(opt("y-axis")))
        throw BadInput{QStringLiteral("give --plane or --x-axis/--y-axis, not both")};
    const QStringList parts = plane.split(QLatin1Char(','));
    if (plane.compare(QLatin1String("pca"), Qt::CaseInsensitive) == 0)
        r.principal = true;
    else if (parts.size() == 2 && !parts[0].trimmed().isEmpty() && !parts[1].trimmed().isEmpty())
        r.x_axis = parts[0].trimmed(), r.y_axis = parts[1].trimmed();
    else
        throw BadInput{
            QStringLiteral("--plane '%1' is not AXIS,AXIS (two axis names) or pca").arg(plane)};
}

void export_or_throw(const FigureSpec& spec, const QString& path, const ExportOptions& o) {
    QString error;
    if (!export_figure(spec, path, o, &error)) throw BadInput{error};
}

int render_set(const QCommandLineParser& p, const attn::Lesson& lesson, const ExportOptions& o) {
    if (!p.isSet(opt("output-dir")))
        throw BadInput{QStringLiteral("--figures needs --output-dir DIR")};
    if (p.isSet(opt("view")) || p.isSet(opt("output")))
        throw BadInput{QStringLiteral(
            "give either --figures with --output-dir, or --view with --output, not both")};
    const QString fmt =
        p.isSet(opt("format")) ? p.value(opt("format")).toLower() : QStringLiteral("png");
    if (!export_format_for(QStringLiteral("x.") + fmt))
        throw BadInput{QStringLiteral("--format '%1' is not png, svg or pdf").arg(fmt)};
    const QString dir = p.value(opt("output-dir"));
    if (!QDir().mkpath(dir))
        throw BadInput{QStringLiteral("cannot create the folder '%1'").arg(dir)};
    QString error;
    const QStringList written =
        write_figure_set(lesson, p.value(opt("figures")), dir,
                         *export_format_for(QStringLiteral("x.") + fmt), o, &error);
    for (const auto& path : written) print_out(path + QLatin1Char('\n'));
    if (!error.isEmpty()) throw BadInput{error};
    return kExitOk;
}

// The lesson's real model for its handout, or null (none; not openable: said on stderr,
// and the figures then say so on the page).
std::shared_ptr<attn::ui::WhatIfReadings> handout_readings(const attn::Lesson& lesson) {
    if (!lesson.real_model) return {};
    try {
        auto model = std::make_shared<const attn::OpenedModel>(
            attn::open_referenced_model(*lesson.real_model));
        if (!model->tokenizer) return {};
        return std::make_shared<attn::ui::WhatIfReadings>(std::move(model), lesson.sentences);
    } catch (const std::exception& e) {
        print_err(QStringLiteral(
                      "attention-lab: warning: the handout's real-model figures are left out: %1\n")
                      .arg(QString::fromUtf8(e.what())));
        return {};
    }
}

// --handout FILE.pdf: every step of the lesson (export/handout.hpp).
int render_handout(const QCommandLineParser& p, const attn::Lesson& lesson) {
    for (const char* other : {"view", "figures", "output", "output-dir"})
        if (p.isSet(opt(other)))
            throw BadInput{QStringLiteral("--handout writes the whole lesson: give it without --%1")
                               .arg(opt(other))};
    const QString out = p.value(opt("handout"));
    if (export_format_for(out) != ExportFormat::Pdf)
        throw BadInput{
            QStringLiteral("--handout '%1': a handout is a PDF (name it FILE.pdf)").arg(out)};
    QString error;
    // Each step read under its own what-if; none without the model: its figures and numbers
    // say so.
    const std::shared_ptr<attn::ui::WhatIfReadings> model = handout_readings(lesson);
    const RealModelReading reading = model ? model->reading() : RealModelReading{};
    if (!export_handout(lesson, out, &error, reading)) throw BadInput{error};
    // The author's check: a step that shows a later question's answer too early.
    // The handout is written all the same; these are warnings.
    // In the window (every step up to a question, every view) and on the handout's pages.
    for (int i = 0; i < int(lesson.steps.size()); ++i) {
        for (const std::string& note : attn::step_notes(lesson, i))
            std::fprintf(stderr, "warning: %s\n", note.c_str());
        for (const std::string& leak : attn::answer_leaks(lesson, i, model.get()))
            std::fprintf(stderr, "warning: %s\n", leak.c_str());
    }
    for (const QString& leak : handout_leaks(lesson, handout_layout(lesson, reading), model.get()))
        print_err(QStringLiteral("warning: %1\n").arg(leak));
    return kExitOk;
}

// --sentence of the head-lines view: K (a whole number from 1) is the
// lesson's K-th sentence; any other text is the sentence itself.
QString numbered_sentence(const QString& value, const std::vector<std::string>& sentences) {
    bool number = false;
    const int k = value.trimmed().toInt(&number);
    if (!number) return value;
    if (k < 1 || k > int(sentences.size()))
        throw BadInput{
            QStringLiteral(
                "--sentence %1: the lesson has %2 sentence%3 (count from 1), or give the text")
                .arg(value)
                .arg(sentences.size())
                .arg(sentences.size() == 1 ? QString() : QStringLiteral("s"))};
    return QString::fromStdString(sentences[size_t(k - 1)]);
}

// --word for head-lines: the token whose lines alone are drawn (its first occurrence; ␣ may be left
// off).
int token_option(const QCommandLineParser& p, const attn::Trace& t) {
    if (!p.isSet(opt("word"))) return -1;
    const QString w = p.value(opt("word"));
    QStringList tokens;
    for (const auto& s : t.tokens) tokens << QString::fromStdString(s);
    for (const QString& form : {w, QString(QChar(0x2423) + w)})
        if (const qsizetype i = tokens.indexOf(form); i >= 0) return int(i);
    throw BadInput{QStringLiteral("--word '%1' is not a token of the sentence as it is read (%2)")
                       .arg(w, tokens.join(QLatin1Char(' ')))};
}

// --highlight on a head-lines figure: its labels bold; a word the sentence lacks is refused.
FigureSpec mark_head_lines(const QCommandLineParser& p, FigureSpec spec) {
    if (!p.isSet(opt("highlight"))) return spec;
    for (const QString& h : {p.value(opt("highlight")), p.value(opt("highlight")).toLower()}) {
        spec.lines.highlight = h;
        for (int i = 0; i < spec.lines.n(); ++i)
            if (spec.lines.marked(i)) return spec;
    }
    throw BadInput{QStringLiteral("cannot highlight '%1': it is not a token of the sentence (%2)")
                       .arg(p.value(opt("highlight")), spec.lines.tokens.join(QLatin1Char(' ')))};
}

int write_head_lines(const QCommandLineParser& p, ExportOptions o, const FigureSpec& spec) {
    if (!p.isSet(opt("caption"))) o.look.caption = spec.caption;
    export_or_throw(spec, p.value(opt("output")), o);
    if (p.isSet(opt("data"))) write_data(spec, p.value(opt("data")), o.look.decimals);
    return kExitOk;
}

void refuse_for_head_lines(const QCommandLineParser& p) {
    for (const char* other :
         {"figures", "handout", "stage", "x-axis", "y-axis", "plane", "loss-csv"})
        if (p.isSet(opt(other)))
            throw BadInput{
                QStringLiteral("--%1 does not apply to the head-lines view").arg(opt(other))};
    if (!p.isSet(opt("output")))
        throw BadInput{QStringLiteral("--output FILE.png|svg|pdf is required")};
    if (p.values(opt("sentence")).size() > 1)
        throw BadInput{
            QStringLiteral("the head-lines view draws one sentence: give one --sentence")};
}

// The head-lines view of a lesson (hand-wired attention, or its trained
// model's --layer): --sentence text or K, --head / --heads LIST, --word, --highlight.
int render_lesson_head_lines(const QCommandLineParser& p, const attn::Lesson& lesson,
                             const ExportOptions& o) {
    refuse_for_head_lines(p);
    if (p.isSet(opt("head")) && p.isSet(opt("heads")))
        throw BadInput{QStringLiteral("give the heads once: --head LIST or --heads LIST")};
    ViewRequest r;
    r.view = FigureView::HeadLines;
    if (p.isSet(opt("sentence")))
        r.sentences = {numbered_sentence(p.value(opt("sentence")), lesson.sentences)};
    else if (lesson.sentences.empty())
        throw BadInput{QStringLiteral("the lesson has no sentences: give one with --sentence")};
    if (p.isSet(opt("layer"))) r.layer = index_option(p, "layer");
    const char* heads = p.isSet(opt("heads")) ? "heads" : p.isSet(opt("head")) ? "head" : nullptr;
    if (heads)
        r.heads = bad_input_on_throw([&] { return parse_head_list(p.value(opt(heads)), 0); });
    r.word = p.value(opt("word"));
    r.trained = lesson.model.has_value() && !p.isSet(opt("hand-wired"));
    FigureSpec spec =
        mark_head_lines(p, bad_input_on_throw([&] { return build_figure_spec(lesson, r); }));
    const QString sentence = r.sentences.isEmpty()
                                 ? QString::fromStdString(lesson.sentences.front())
                                 : r.sentences.front();
    const QString where =
        r.trained ? QCoreApplication::translate("Figures", "trained model, layer %1 of %2")
                        .arg(r.layer)
                        .arg(lesson.model->config.layers)
                  : QCoreApplication::translate("Figures", "hand-wired attention");
    //: The head view's caption: %1 the sentence; %2 which attention; %3 the heads shown; %4 the
    //: notes
    spec.caption = QCoreApplication::translate("Figures", "“%1” — %2, %3. %4")
                       .arg(sentence, where, spec.lines.title, spec.lines.note);
    return write_head_lines(p, o, spec);
}

// The one sentence a real model's figure draws: --sentence (its text, or with
// `numbered` K: the lesson's K-th), else the lesson's first, else the course's probe.
std::string real_figure_sentence(const QCommandLineParser& p, const attn::OpenedModel& m,
                                 const std::vector<std::string>& lesson_sentences, bool numbered) {
    if (p.isSet(opt("sentence")))
        return (numbered ? numbered_sentence(p.value(opt("sentence")), lesson_sentences)
                         : p.value(opt("sentence")))
            .toStdString();
    if (!lesson_sentences.empty()) return lesson_sentences.front();
    return bad_input_on_throw([&] { return attn::default_real_model_sentence(m); });
}

// A real model's head-lines figure of --layer (--head LIST: the heads overlaid,
// default all; --word: one token's lines) on the sentence: --sentence (text,
// or K: the lesson's K-th), else the lesson's first, else the course's probe.
int render_real_head_lines(const QCommandLineParser& p, const ExportOptions& o,
                           const attn::OpenedModel& m,
                           const std::vector<std::string>& lesson_sentences,
                           const std::vector<attn::Intervention>& what_if) {
    refuse_for_head_lines(p);
    const std::string sentence = real_figure_sentence(p, m, lesson_sentences, true);
    const std::vector<int> ids = model_ids(m, sentence);
    const attn::GptConfig& c = m.model.config;
    const int layer = p.isSet(opt("layer")) ? index_option(p, "layer") : 1;
    if (layer < 1 || layer > c.layers)
        throw BadInput{
            QStringLiteral("layer %1 does not exist: the model has %2 layers (layers count from 1)")
                .arg(layer)
                .arg(c.layers)};
    HeadLinesRequest q;
    if (p.isSet(opt("head")))
        q.heads =
            bad_input_on_throw([&] { return parse_head_list(p.value(opt("head")), c.heads); });
    attn::GptPassOptions po;
    po.keep_residual = false;
    po.interventions = what_if;
    attn::GptRunner runner(m.model);
    const attn::GptPass pass = bad_input_on_throw([&] { return runner.run(ids, po); });
    q.focus = token_option(p, real_model_layer_trace(m, pass, layer));
    FigureSpec spec = mark_head_lines(
        p, bad_input_on_throw([&] { return real_model_head_lines(m, pass, layer, q); }));
    attn::ui::mark_what_if(spec, what_if, attn::Source::Real, {}, pass.n());
    return write_head_lines(p, o, spec);
}

// The --view of a real model's heads, weights or model figure, once the options given are checked
// to go with it.
QString real_model_view(const QCommandLineParser& p) {
    for (const char* other :
         {"figures", "handout", "stage", "word", "x-axis", "y-axis", "plane", "loss-csv"})
        if (p.isSet(opt(other)))
            throw BadInput{
                QStringLiteral("--%1 does not apply to a real model's figures (heads and weights)")
                    .arg(opt(other))};
    if (!p.isSet(opt("view")))
        throw BadInput{QStringLiteral("--view heads, weights, model or difference is required")};
    const QString view = p.value(opt("view"));
    if (view != QLatin1String("heads") && view != QLatin1String("weights") &&
        view != QLatin1String("model") && view != QLatin1String("difference"))
        throw BadInput{QStringLiteral("--view %1: a real model draws the heads, weights, model "
                                      "and difference views")
                           .arg(view)};
    if (!p.isSet(opt("output")))
        throw BadInput{QStringLiteral("--output FILE.png|svg|pdf is required")};
    if (p.values(opt("sentence")).size() > 1 && view != QLatin1String("difference"))
        throw BadInput{
            QStringLiteral("a real model's figure draws one sentence: give one --sentence")};
    return view;
}

// Layer and head from --layer and --head (default 1), checked against the model's own counts.
std::pair<int, int> real_layer_head(const QCommandLineParser& p, const attn::GptConfig& c) {
    const int layer = p.isSet(opt("layer")) ? index_option(p, "layer") : 1;
    const int head = p.isSet(opt("head")) ? index_option(p, "head") : 1;
    if (layer < 1 || layer > c.layers)
        throw BadInput{
            QStringLiteral("layer %1 does not exist: the model has %2 layers (layers count from 1)")
                .arg(layer)
                .arg(c.layers)};
    if (head < 1 || head > c.heads)
        throw BadInput{
            QStringLiteral(
                "head %1 does not exist: the model has %2 heads per layer (heads count from 1)")
                .arg(head)
                .arg(c.heads)};
    return {layer, head};
}

// --view difference on a real model: the second sentence's weights of --head of --layer minus
// the first's (two --sentence, else the lesson's first two), as the Attention pane's
// Difference map draws them.
int render_real_difference(const QCommandLineParser& p, ExportOptions o, const attn::OpenedModel& m,
                           const std::vector<std::string>& lesson_sentences,
                           const std::vector<attn::Intervention>& what_if) {
    std::vector<std::string> sentences;
    for (const QString& s : p.values(opt("sentence"))) sentences.push_back(s.toStdString());
    if (sentences.empty()) sentences = lesson_sentences;
    if (sentences.size() < 2)
        throw BadInput{
            QStringLiteral("the difference view compares two sentences: give two "
                           "--sentence (or a lesson with two)")};
    const auto [layer, head] = real_layer_head(p, m.model.config);
    attn::GptPassOptions po;
    po.keep_residual = false;
    po.interventions = what_if;
    attn::GptRunner runner(m.model);
    std::vector<attn::Trace> traces;
    for (int k = 0; k < 2; ++k) {
        const std::vector<int> ids = model_ids(m, sentences[std::size_t(k)]);
        const attn::GptPass pass = bad_input_on_throw([&] { return runner.run(ids, po); });
        traces.push_back(real_model_layer_trace(m, pass, layer));
    }
    const attn::ui::DifferenceMap d =
        attn::ui::difference_map(traces[0], traces[1], head - 1, attn::ui::ScoreStage::Weights);
    FigureSpec spec = bad_input_on_throw([&] {
        return attn::ui::difference_figure(
            d, QString::fromStdString(sentences[0]), QString::fromStdString(sentences[1]),
            attn::ui::stage_caption(attn::ui::ScoreStage::Weights, attn::Variant::MultiHead),
            attn::ui::difference_where(layer, head),
            attn::ui::difference_limit(traces[0], traces[1], attn::ui::ScoreStage::Weights));
    });
    if (!p.isSet(opt("caption"))) o.look.caption = spec.caption;
    export_or_throw(spec, p.value(opt("output")), o);
    if (p.isSet(opt("data"))) write_data(spec, p.value(opt("data")), o.look.decimals);
    return kExitOk;
}

// A real model's heads or weights figure of --layer (and --head) on the sentence:
// --sentence, else the lesson's first, else the course's probe.
int render_real_model(const QCommandLineParser& p, ExportOptions o, const attn::OpenedModel& m,
                      const std::vector<std::string>& lesson_sentences,
                      const std::vector<attn::Intervention>& what_if) {
    const QString view = real_model_view(p);
    if (view == QLatin1String("difference"))
        return render_real_difference(p, o, m, lesson_sentences, what_if);
    const std::string sentence = real_figure_sentence(p, m, lesson_sentences, false);
    const std::vector<int> ids = model_ids(m, sentence);
    const attn::GptConfig& c = m.model.config;
    const auto [layer, head] = real_layer_head(p, c);
    attn::GptPassOptions po;
    po.keep_residual = false;
    po.interventions = what_if;
    attn::GptRunner runner(m.model);
    attn::GptPass pass = bad_input_on_throw([&] { return runner.run(ids, po); });
    const int n = pass.n();
    // --view model: every layer × head, or only --layer's row and --head's column when given.
    attn::ui::HeadFilter only;
    if (p.isSet(opt("layer"))) only.first_layer = only.last_layer = layer - 1;
    if (p.isSet(opt("head"))) only.head = head - 1;
    FigureSpec spec = view == QLatin1String("model")
                          ? real_model_overview_figure(m, std::move(pass), only, what_if)
                          : real_model_figure(m, pass, view == QLatin1String("heads"), layer, head);
    std::vector<std::pair<int, int>> panel_heads;  // (layer, head) from 0 of each panel drawn
    if (view == QLatin1String("heads"))
        for (int j = 0; j < c.heads; ++j) panel_heads.emplace_back(layer - 1, j);
    else if (view == QLatin1String("weights"))
        panel_heads.emplace_back(layer - 1, head - 1);
    attn::ui::mark_what_if(spec, what_if, attn::Source::Real, panel_heads, n);
    if (p.isSet(opt("highlight"))) {
        const QString h = p.value(opt("highlight"));
        if (!spec.panels.front().row_labels.contains(h))
            throw BadInput{QStringLiteral("cannot highlight '%1': it is not a token of the "
                                          "sentence as the model reads it (%2)")
                               .arg(h, spec.panels.front().row_labels.join(QStringLiteral(" ")))};
        for (auto& panel : spec.panels) panel.highlight = h;
    }
    if (!p.isSet(opt("caption"))) o.look.caption = spec.caption;
    export_or_throw(spec, p.value(opt("output")), o);
    if (p.isSet(opt("data"))) write_data(spec, p.value(opt("data")), o.look.decimals);
    return kExitOk;
}

bool probe_view(const QCommandLineParser& p) {
    return p.value(opt("view")) == QLatin1String("lens") ||
           p.value(opt("view")) == QLatin1String("rollout");
}

// A real model's layers' guesses (--view lens, --top guesses) or attention
// rollout (--view rollout) at --position on the sentence: --sentence, else the
// lesson's first, else the course's probe (model_figures.hpp).
int render_model_probe(const QCommandLineParser& p, ExportOptions o, const attn::OpenedModel& m,
                       const std::vector<std::string>& lesson_sentences,
                       const std::vector<attn::Intervention>& what_if) {
    const bool lens = p.value(opt("view")) == QLatin1String("lens");
    for (const char* other : {"figures", "handout", "stage", "word", "x-axis", "y-axis", "plane",
                              "loss-csv", "layer", "head", "highlight"})
        if (p.isSet(opt(other)))
            throw BadInput{QStringLiteral("--%1 does not apply to the %2 view")
                               .arg(opt(other), p.value(opt("view")))};
    if (!lens && p.isSet(opt("top")))
        throw BadInput{QStringLiteral("--top applies to the lens view (the guesses per layer)")};
    if (!p.isSet(opt("output")))
        throw BadInput{QStringLiteral("--output FILE.png|svg|pdf is required")};
    if (p.values(opt("sentence")).size() > 1)
        throw BadInput{
            QStringLiteral("a real model's figure draws one sentence: give one --sentence")};
    const std::string sentence = real_figure_sentence(p, m, lesson_sentences, false);
    const std::vector<int> ids = model_ids(m, sentence);
    const int position = position_option(p, int(ids.size()));
    const int top = top_option(p);
    attn::GptPassOptions po;
    po.keep_residual = lens;
    po.interventions = what_if;
    attn::GptRunner runner(m.model);
    const attn::GptPass pass = bad_input_on_throw([&] { return runner.run(ids, po); });
    FigureSpec spec =
        bad_input_on_throw([&] { return real_model_probe_figure(m, pass, lens, position, top); });
    attn::ui::mark_what_if(spec, what_if, attn::Source::Real, {}, pass.n());
    if (!p.isSet(opt("caption"))) o.look.caption = spec.caption;
    export_or_throw(spec, p.value(opt("output")), o);
    if (!p.isSet(opt("data"))) return kExitOk;
    if (!lens) {
        write_data(spec, p.value(opt("data")), o.look.decimals);
        return kExitOk;
    }
    const QString path = p.value(opt("data")), ext = QFileInfo(path).suffix().toLower();
    if (ext != QLatin1String("csv") && ext != QLatin1String("tex"))
        throw BadInput{
            QStringLiteral("cannot write data to '%1': unknown file type '%2' (use .csv or .tex)")
                .arg(path, ext)};
    write_text(path, lens_data_text(spec.lens, ext == QLatin1String("tex"), o.look.decimals));
    return kExitOk;
}

// A real model given by --model PATH: its head lines, layers' guesses or rollout, or heads,
// weights or model figure.
int render_model_option(const QCommandLineParser& p, const ExportOptions& o,
                        const std::vector<attn::Intervention>& what_if) {
    for (const char* other : {"lesson", "builtin", "variant", "hand-wired"})
        if (p.isSet(opt(other)))
            throw BadInput{QStringLiteral("--model draws the model itself: give it without --%1")
                               .arg(opt(other))};
    if (p.value(opt("view")) == QLatin1String("head-lines"))
        return render_real_head_lines(p, o, open_model_option(p), {}, what_if);
    if (probe_view(p)) return render_model_probe(p, o, open_model_option(p), {}, what_if);
    return render_real_model(p, o, open_model_option(p), {}, what_if);
}

// One view of the lesson (--view) to --output, and its matrix to --data when asked.
int render_view(const QCommandLineParser& p, const attn::Lesson& lesson, ExportOptions o) {
    if (!p.isSet(opt("view")))
        throw BadInput{QStringLiteral("--view is required (or --figures SET)")};
    if (!p.isSet(opt("output")))
        throw BadInput{QStringLiteral("--output FILE.png|svg|pdf is required")};
    const QString out = p.value(opt("output"));
    ViewRequest r;
    r.view = bad_input_on_throw([&] { return figure_view_from_name(p.value(opt("view"))); });
    r.sentences = p.values(opt("sentence"));
    if (p.isSet(opt("layer"))) r.layer = index_option(p, "layer");
    if (p.isSet(opt("head"))) r.head = index_option(p, "head");
    if (p.isSet(opt("stage")))
        r.stage = bad_input_on_throw([&] { return score_stage_from_name(p.value(opt("stage"))); });
    r.word = p.value(opt("word"));
    r.x_axis = p.value(opt("x-axis"));
    r.y_axis = p.value(opt("y-axis"));
    if (p.isSet(opt("plane"))) set_plane(p, r);
    r.highlight = p.value(opt("highlight"));
    r.trained = lesson.model.has_value() && !p.isSet(opt("hand-wired"));
    std::optional<LossCurve> loss;
    if (p.isSet(opt("loss-csv"))) loss = read_loss_csv(p.value(opt("loss-csv")));
    const FigureSpec spec = bad_input_on_throw([&] { return build_figure_spec(lesson, r, loss); });
    if (!p.isSet(opt("caption"))) o.look.caption = spec.caption;
    export_or_throw(spec, out, o);
    if (p.isSet(opt("data"))) write_data(spec, p.value(opt("data")), o.look.decimals);
    return kExitOk;
}

// render's description, above its options in --help.
void describe_render(QCommandLineParser& p) {
    p.setApplicationDescription(
        QStringLiteral("Draw one view of a lesson as a figure (PNG, SVG or PDF), or every figure "
                       "of a set into a folder. A real model "
                       "(--model PATH: GPT-2 or nanoGPT, or a lesson that points at one) draws "
                       "--view heads (every head of --layer) "
                       "or --view weights (--head of --layer) or --view model (every layer × head, "
                       "each head's clear pattern named), its "
                       "tokens labelled as the model reads them (␣: a leading space)."));
}

}  // namespace

int cmd_render(const QStringList& args) {
    QCommandLineParser p;
    describe_render(p);
    p.addHelpOption();
    add_options(p);
    parse_or_throw(p, args, QStringLiteral("render"), {QStringLiteral("sentence")});
    if (p.isSet(QStringLiteral("help"))) {
        print_out(command_help(p, QStringLiteral("render")));
        return kExitOk;
    }
    ExportOptions o = export_options(p);
    const std::vector<attn::Intervention> what_if = interventions_option(p);
    if (p.isSet(opt("model"))) return render_model_option(p, o, what_if);
    attn::Lesson lesson = load_selected_lesson(p);
    // A real model's figures take the what-if into their pass; a lesson's views, into the lesson.
    const bool real_figure = lesson.real_model && !lesson.model && !p.isSet(opt("hand-wired"));
    const std::vector<attn::Intervention> real_what_if =
        real_figure ? what_if : decltype(what_if){};
    if (!what_if.empty() && !real_figure) {  // over the trained model's pass, else the hand-wired
        lesson.what_if.source = lesson.model && !p.isSet(opt("hand-wired"))
                                    ? attn::Source::Trained
                                    : attn::Source::HandWired;
        lesson.what_if.interventions = what_if;
    }
    const bool real_view = p.value(opt("view")) == QLatin1String("heads") ||
                           p.value(opt("view")) == QLatin1String("weights") ||
                           p.value(opt("view")) == QLatin1String("model") ||
                           p.value(opt("view")) == QLatin1String("difference");
    const bool head_lines = p.value(opt("view")) == QLatin1String("head-lines") &&
                            !p.isSet(opt("figures")) && !p.isSet(opt("handout"));
    if (lesson.real_model && !p.isSet(opt("hand-wired")) && probe_view(p) &&
        !p.isSet(opt("figures")) && !p.isSet(opt("handout")))
        return render_model_probe(p, o, open_lesson_model(lesson, p), lesson.sentences,
                                  real_what_if);
    if (lesson.real_model && !p.isSet(opt("hand-wired")) && head_lines && !lesson.model)
        return render_real_head_lines(p, o, open_lesson_model(lesson, p), lesson.sentences,
                                      real_what_if);
    if (lesson.real_model && !p.isSet(opt("hand-wired")) && real_view && !p.isSet(opt("figures")) &&
        !p.isSet(opt("handout")))
        return render_real_model(p, o, open_lesson_model(lesson, p), lesson.sentences,
                                 real_what_if);
    if (real_figure && !what_if.empty())
        throw BadInput{QStringLiteral(
            "--ablate, --keep-only and --cut: this lesson's model is a real one, whose heads, "
            "weights, model, head-lines, lens and rollout views take them; draw the lesson's "
            "hand-wired attention with --hand-wired")};
    if (head_lines) return render_lesson_head_lines(p, lesson, o);
    if (p.isSet(opt("heads")))
        throw BadInput{QStringLiteral(
            "--heads is for a real model (--model PATH, or a lesson that points at one)")};
    if (p.isSet(opt("handout"))) return render_handout(p, lesson);
    if (p.isSet(opt("figures"))) return render_set(p, lesson, o);
    return render_view(p, lesson, o);
}

}  // namespace attn::app
