#include "export/handout.hpp"

#include <QBuffer>
#include <QCoreApplication>
#include <QFileInfo>
#include <QFontMetricsF>
#include <QGuiApplication>
#include <QHashFunctions>
#include <QPageLayout>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>
#include <QTransform>
#include <algorithm>
#include <cmath>
#include <map>
#include <memory>
#include <stdexcept>
#include <vector>

#include "attnlab/lesson/lesson_texts.hpp"
#include "attnlab/lesson/step_quantity.hpp"
#include "attnlab/scene/scene.hpp"
#include "export/handout_blocks.hpp"
#include "figures/figure_export.hpp"
#include "i18n/language.hpp"
#include "lesson/step_answer.hpp"
#include "style/figure_style.hpp"
#include "style/number_format.hpp"
#include "viewdata/step_figures.hpp"
#include "viewdata/what_if_words.hpp"

namespace attn::ui {
namespace {

constexpr int kDpi = 96;  // 1 device pixel = 1 logical px, as the figures
// A step's text no taller than this share of a page moves on with its figure rather than end a
// page above it; a longer one breaks between its lines as any text.
constexpr double kKeptTextShare = 0.3;

using namespace handout_style;

QString q(const std::string& s) { return QString::fromStdString(s); }

// How the question asks for its answer: the choices, or where to write or mark it.
QStringList answer_room(const attn::Lesson& lesson, const attn::StepQuestion& qn) {
    QStringList lines;
    switch (qn.kind) {
        case attn::StepQuestion::Kind::Choice:
            for (size_t i = 0; i < qn.choices.size(); ++i)
                lines << QStringLiteral("☐  %1.  %2")
                             .arg(QChar(u'A' + int(i % 26)))
                             .arg(q(qn.choices[i]));
            break;
        case attn::StepQuestion::Kind::Number:
            //: A line on the printed handout where the student writes a number
            lines << QCoreApplication::translate("Handout", "Your answer: ______________");
            break;
        case attn::StepQuestion::Kind::Cell: {
            const QString sentence = qn.sentence < int(lesson.sentences.size())
                                         ? q(lesson.sentences[size_t(qn.sentence)])
                                         : QString();
            // One whole sentence per case, so a translation can order its parts.
            const bool head = lesson.attention.heads > 1, row = !qn.row.empty();
            if (head && row)
                //: %1: the sentence; %2: the head's number; %3: the word whose row holds the cell
                lines << QCoreApplication::translate("Handout",
                                                     "Mark the cell you think is largest in the "
                                                     "weights of “%1”, head %2, in %3’s row.")
                             .arg(sentence)
                             .arg(qn.head)
                             .arg(q(qn.row));
            else if (head)
                lines << QCoreApplication::translate(
                             "Handout",
                             "Mark the cell you think is largest in the weights of “%1”, head %2.")
                             .arg(sentence)
                             .arg(qn.head);
            else if (row)
                lines << QCoreApplication::translate("Handout",
                                                     "Mark the cell you think is largest in the "
                                                     "weights of “%1”, in %2’s row.")
                             .arg(sentence, q(qn.row));
            else
                lines << QCoreApplication::translate(
                             "Handout",
                             "Mark the cell you think is largest in the weights of “%1”.")
                             .arg(sentence);
            break;
        }
    }
    return lines;
}

// The answers, gathered for the pages at the end.
struct Answer {
    int step = 0;
    QString title, phrase, why;
    int heading = -1;  // block of its heading on the answer pages
};

// Step `index` of `lesson`, in the scene the window shows there with its question unanswered.
void add_step(Sheet& s, const attn::Lesson& lesson, int index, std::vector<Answer>& answers,
              const std::shared_ptr<std::map<int, int>>& answer_page) {
    const attn::LessonStep& step = lesson.steps[size_t(index)];
    const attn::Scene scene = attn::step_scene(lesson, index);
    const attn::Lesson l = attn::scene_lesson(lesson, scene);
    if (s.model.under) s.model.under(scene.what_if);  // the real model's passes as the step shows
    // Steps follow one another; the heading moves on with the start of what follows it.
    if (index > 0)
        s.flow.addRule(kStepGapPx);
    else
        s.flow.addSpace(kSectionPx);
    s.step = index;
    s.lesson_wide_what_if = shows_lesson_wide_what_if(lesson, &step);
    s.part = HandoutPart::StepHeading;
    s.flow.keepWithNext(add_plain(s,
                                  QCoreApplication::translate("Handout", "Step %1 of %2")
                                      .arg(index + 1)
                                      .arg(lesson.steps.size()),
                                  figure_font(kSmallPx), kMuted));
    s.flow.keepWithNext(add_plain(s, q(step.title), figure_font(kStepTitlePx, true), kInk));
    s.flow.addSpace(kParagraphPx);
    s.part = HandoutPart::StepText;
    if (!step.text.empty()) {
        // A short text (the step's few lines that lead into its figure) is kept with the figure:
        // a heading and its text never end a page above the figure they introduce.
        const int text = add_markdown(s, q(shown_quantities(l, step.text, s.model.quantities)));
        if (s.flow.blockHeight(text) <= kKeptTextShare * s.flow.height()) s.flow.keepWithNext(text);
    }
    add_figures(s, l, scene);
    if (!step.question) return;
    const attn::StepQuestion& qn = *step.question;
    s.flow.addSpace(kSectionPx);
    add_question(s, markdown_doc(s, q(shown_quantities(l, qn.prompt, s.model.quantities))),
                 answer_room(l, qn), [answer_page, index] {
                     return QCoreApplication::translate("Handout", "The answer is on page %1.")
                         .arg(answer_page->at(index));
                 });
    Answer a{index, q(step.title), {}, q(shown_quantities(l, qn.why, s.model.quantities)), -1};
    try {
        a.phrase = step_answer_phrase(l, qn, s.model.quantities);
    } catch (const std::exception& e) {
        //: An answer the handout cannot state; %1: why
        a.phrase = QCoreApplication::translate("Handout", "(cannot be computed: %1)")
                       .arg(QString::fromUtf8(e.what()));
    }
    answers.push_back(std::move(a));
}

// The answers on pages of their own (a teacher keeps them back).
void add_answers(Sheet& s, std::vector<Answer>& answers) {
    if (answers.empty()) return;
    s.flow.addPageBreak();
    s.step = -1;
    s.part = HandoutPart::Answers;
    s.flow.keepWithNext(add_plain(s, QCoreApplication::translate("Handout", "Answers"),
                                  figure_font(kStepTitlePx, true), kInk));
    for (Answer& a : answers) {
        s.flow.addSpace(kSectionPx);
        //: The heading of a step's answer: %1 its number, %2 its title
        a.heading = add_plain(
            s, QCoreApplication::translate("Handout", "Step %1 · %2").arg(a.step + 1).arg(a.title),
            figure_font(kHeadingPx, true), kInk);
        s.flow.keepWithNext(a.heading);
        add_plain(s, QCoreApplication::translate("Handout", "Answer: %1").arg(a.phrase),
                  figure_font(kBodyPx, true), kInk);
        if (!a.why.isEmpty()) {
            s.flow.addSpace(kParagraphPx / 2);
            add_markdown(s, a.why);
        }
    }
}

void add_lesson_header(Sheet& s, const attn::Lesson& lesson) {
    //: The handout's title when the lesson has none
    add_plain(
        s,
        lesson.title.empty() ? QCoreApplication::translate("Handout", "Lesson") : q(lesson.title),
        figure_font(kLessonTitlePx, true), kInk);
    // Who wrote it and on what terms it may be shared (Lesson Properties), under the title.
    QStringList byline;
    if (!lesson.author.empty()) byline << QObject::tr("By %1").arg(q(lesson.author));
    if (!lesson.licence.empty()) byline << q(lesson.licence);
    if (!byline.isEmpty())
        add_plain(s, byline.join(QStringLiteral(" · ")), figure_font(kBodyPx), kMuted);
    if (!lesson.description.empty()) {
        s.flow.addSpace(kParagraphPx);
        add_plain(s, q(lesson.description), figure_font(kBodyPx), kMuted);
    }
}

void setup_writer(QPdfWriter& pdf, const attn::Lesson& lesson,
                  const QPageSize& size = QPageSize(QPageSize::A4),
                  QPageLayout::Orientation orientation = QPageLayout::Portrait) {
    pdf.setCreator(QStringLiteral("Attention Lab"));
    pdf.setTitle(q(lesson.title));
    pdf.setResolution(kDpi);
    pdf.setPageLayout(QPageLayout(size, orientation, QMarginsF(0, 0, 0, 0)));
}

// The whole handout laid out on `pdf`'s pages: the header, the steps, the answers.
struct Laid {
    Sheet sheet;
    std::shared_ptr<std::map<int, int>> answer_page = std::make_shared<std::map<int, int>>();
    std::vector<Answer> answers;
    int pages = 0;
    std::map<int, QString> continued;  // HandoutLayout::continued
};

// The pages of `flow` that open on a step whose heading is on an earlier page, with their line.
std::map<int, QString> continued_pages(const PageFlow& flow, const std::vector<BlockTag>& tags,
                                       const attn::Lesson& lesson) {
    std::map<int, const BlockTag*> tag_of;
    std::map<int, int> heading_page;  // step → the page of its heading
    for (const BlockTag& t : tags) {
        tag_of[t.block] = &t;
        if (t.part == HandoutPart::StepHeading && t.step >= 0 && !heading_page.count(t.step))
            heading_page[t.step] = flow.pageOf(t.block);
    }
    std::map<int, QString> out;
    std::map<int, double> first_top;  // page → the top of its first tagged block
    for (const PageFlow::Slice& sl : flow.slices()) {
        const auto t = tag_of.find(sl.block);
        if (t == tag_of.end()) continue;
        if (first_top.count(sl.page) && first_top[sl.page] <= sl.top) continue;
        first_top[sl.page] = sl.top;
        const int step = t->second->step;
        const auto h = heading_page.find(step);
        if (step >= 0 && h != heading_page.end() && h->second < sl.page &&
            t->second->part != HandoutPart::Answers)
            //: At the top of a handout page that goes on with a step begun on the page before:
            //: %1 the step, %2 how many, %3 its title
            out[sl.page] = QCoreApplication::translate("Handout", "Step %1 of %2, continued: %3")
                               .arg(step + 1)
                               .arg(lesson.steps.size())
                               .arg(q(lesson.steps[size_t(step)].title));
        else
            out.erase(sl.page);
    }
    return out;
}

std::unique_ptr<Laid> lay_out(QPdfWriter& pdf, const attn::Lesson& lesson,
                              const RealModelReading& model) {
    if (const QStringList problems = handout_problems(lesson, model.quantities);
        !problems.isEmpty())
        throw std::invalid_argument(problems.join(QLatin1Char('\n')).toStdString());
    auto laid = std::unique_ptr<Laid>(new Laid{
        Sheet{&pdf,
              PageFlow(QSizeF(pdf.width(), pdf.height()),
                       QMarginsF(kMarginPx, kMarginPx, kMarginPx, kMarginPx + kFooterGapPx)),
              -1,
              HandoutPart::Header,
              {}},
        std::make_shared<std::map<int, int>>(),
        {},
        0});
    Sheet& s = laid->sheet;
    s.model = model;
    add_lesson_header(s, lesson);
    // A step that would print the answer of a question on the page being filled starts a new
    // page (attn::answer_on_paper): a student reads the question before its answer.
    std::vector<int> asked;
    for (int i = 0; i < int(lesson.steps.size()); ++i) {
        const bool gives_away = std::any_of(asked.begin(), asked.end(), [&](int k) {
            return !attn::answer_on_paper(lesson, k, i, model.quantities).empty();
        });
        if (gives_away) {
            s.flow.addPageBreak();
            asked.clear();
        }
        add_step(s, lesson, i, laid->answers, laid->answer_page);
        if (lesson.steps[size_t(i)].question) asked.push_back(i);
    }
    add_answers(s, laid->answers);
    laid->pages = s.flow.paginate();
    laid->continued = continued_pages(s.flow, s.tags, lesson);
    for (const Answer& a : laid->answers) (*laid->answer_page)[a.step] = s.flow.pageOf(a.heading);
    return laid;
}

// The transform from a handout page `page` (laid out on `measure`) to the sheet of a device of
// `dpi` printing on `target`; a handout larger than the sheet is shrunk to fit, centred.
QTransform sheet_transform(const QPageLayout& target, double dpi, const QPdfWriter& measure,
                           const QRectF& page) {
    const QRect sheet = target.fullRectPixels(int(std::lround(dpi))),
                printable = target.paintRectPixels(int(std::lround(dpi)));
    const QSizeF handout_pt = measure.pageLayout().fullRectPoints().size(),
                 target_pt = target.fullRectPoints().size();
    const double fit = std::min(
        {1.0, target_pt.width() / handout_pt.width(), target_pt.height() / handout_pt.height()});
    const double k = dpi / kDpi * fit;
    QTransform to_sheet =
        QTransform::fromTranslate(sheet.left() - printable.left(), sheet.top() - printable.top());
    if (fit < 1)
        to_sheet.translate((sheet.width() - page.width() * k) / 2,
                           (sheet.height() - page.height() * k) / 2);
    to_sheet.scale(k, k);
    return to_sheet;
}

// A page's line above its content, in the top margin: `text` ("Step 1 of 15, continued: …").
void paint_continued(QPainter& painter, const QString& text, const QRectF& page) {
    painter.setFont(figure_font(kSmallPx));
    painter.setPen(kMuted);
    const QRectF line(kMarginPx, kMarginPx / 2, page.width() - 2 * kMarginPx, kMarginPx / 2);
    painter.setLayoutDirection(QGuiApplication::layoutDirection());
    painter.drawText(line, Qt::AlignLeading | Qt::AlignVCenter,
                     QFontMetricsF(painter.font()).elidedText(text, Qt::ElideRight, line.width()));
}

// Page `n`'s footer on a handout page `page`: the lesson's title `footer`, the page and how many.
void paint_footer(QPainter& painter, const QString& footer, int n, int pages, const QRectF& page) {
    painter.setFont(figure_font(kSmallPx));
    painter.setPen(kMuted);
    //: The handout's page footer: %1 the lesson's title, %2 the page, %3 how many pages
    const QString text =
        QCoreApplication::translate("Handout", "%1 — page %2 of %3").arg(footer).arg(n).arg(pages);
    painter.drawText(
        QRectF(kMarginPx, page.height() - kMarginPx, page.width() - 2 * kMarginPx, kMarginPx / 2),
        Qt::AlignHCenter | Qt::AlignVCenter,
        QFontMetricsF(painter.font())
            .elidedText(text, Qt::ElideMiddle, page.width() - 2 * kMarginPx));
}

}  // namespace

HandoutLayout handout_layout(const attn::Lesson& original, const RealModelReading& model) {
    const attn::Lesson lesson =
        attn::localized(original, lesson_language());  // the texts in the reader's language
    QByteArray bytes;
    QBuffer buf(&bytes);
    buf.open(QIODevice::WriteOnly);
    QPdfWriter pdf(&buf);
    setup_writer(pdf, lesson);
    const std::unique_ptr<Laid> laid = lay_out(pdf, lesson, model);
    const PageFlow& flow = laid->sheet.flow;
    HandoutLayout out{
        laid->pages, QSizeF(pdf.width(), pdf.height()), flow.contentRect(), {}, laid->continued};
    std::map<int, const BlockTag*> tags;
    for (const BlockTag& t : laid->sheet.tags) tags[t.block] = &t;
    for (const PageFlow::Slice& sl : flow.slices()) {
        const auto t = tags.find(sl.block);
        if (t == tags.end()) continue;
        const QRectF rect(out.content.left(), out.content.top() + sl.top, out.content.width(),
                          sl.bottom - sl.top);
        const BlockTag& tag = *t->second;
        // A row of figures drawn shorter than it asked prints its text smaller by as much.
        const double k =
            tag.body_h > 0 ? std::clamp((rect.height() - tag.title_h) / tag.body_h, 0.0, 1.0) : 1.0;
        out.pieces.push_back({tag.step, tag.part, sl.page, sl.block, rect, tag.figure_text_px * k,
                              tag.figures, tag.figure_fill * k});
    }
    return out;
}

QStringList handout_leaks(const attn::Lesson& original, const HandoutLayout& layout,
                          const attn::ModelReadings* quantities) {
    const attn::Lesson lesson = attn::localized(original, lesson_language());
    std::map<int, int> first, question;  // step → first page it is on; its question's page
    for (const HandoutPiece& p : layout.pieces) {
        if (p.step < 0) continue;
        if (!first.count(p.step) || p.page < first[p.step]) first[p.step] = p.page;
        if (p.part == HandoutPart::Question) question[p.step] = std::max(question[p.step], p.page);
    }
    QStringList out;
    for (const auto& [k, page] : question)
        for (const auto& [j, from] : first) {
            if (j <= k || from > page) continue;
            const std::string where = attn::answer_on_paper(lesson, k, j, quantities);
            if (!where.empty())
                out << QStringLiteral(
                           "page %1: step %2 prints step %3's answer on its question's "
                           "page: %4")
                           .arg(from)
                           .arg(j + 1)
                           .arg(k + 1)
                           .arg(q(where));
        }
    return out;
}

QStringList handout_problems(const attn::Lesson& lesson, const attn::ModelReadings* quantities) {
    QStringList out;
    if (lesson.steps.empty())
        out << QStringLiteral(
                   "the lesson '%1' has no steps to hand out (add them in the Lesson pane)")
                   .arg(q(lesson.title));
    for (int i = 0; i < int(lesson.steps.size()); ++i)
        for (const std::string& p : attn::step_problems(lesson, i, quantities)) out << q(p);
    return out;
}

int paint_handout(QPagedPaintDevice& device, const attn::Lesson& original,
                  const RealModelReading& model, const std::function<bool(int page)>& wanted) {
    const attn::Lesson lesson =
        attn::localized(original, lesson_language());  // the texts in the reader's language
    // The page the handout is laid out on: the device's, unless it is too small for the layout.
    const QPageLayout target = device.pageLayout();
    const QSizeF target_mm = target.fullRect(QPageLayout::Millimeter).size();
    const bool fits =
        target_mm.width() >= kMinHandoutPageMm && target_mm.height() >= kMinHandoutPageMm;
    // Text is measured on a PDF writer at 96 dpi whatever the device: the same
    // lines on every device (handout_blocks.hpp measures on Sheet::device).
    QByteArray scratch;
    QBuffer buf(&scratch);
    buf.open(QIODevice::WriteOnly);
    QPdfWriter measure(&buf);
    if (fits)
        setup_writer(measure, lesson, target.pageSize(), target.orientation());
    else
        setup_writer(measure, lesson);
    const std::unique_ptr<Laid> laid = lay_out(measure, lesson, model);
    const int pages = laid->pages;
    const QString footer = q(lesson.title);
    const QRectF page(0, 0, measure.width(), measure.height());

    QPainter p;
    if (!p.begin(&device)) return 0;
    // From the handout's 96-dpi page to the device's sheet: the painter starts
    // at the device's printable area (its margins), the handout at the sheet's corner.
    const QTransform to_sheet = sheet_transform(target, device.logicalDpiX(), measure, page);
    if (!to_sheet.isIdentity()) p.setTransform(to_sheet);
    laid->sheet.flow.paint(
        device, p,
        [&](QPainter& painter, int n) {
            paint_footer(painter, footer, n, pages, page);
            if (const auto c = laid->continued.find(n); c != laid->continued.end())
                paint_continued(painter, c->second, page);
        },
        wanted);
    p.end();
    return pages;
}

QByteArray handout_pdf(const attn::Lesson& lesson, const RealModelReading& model) {
    QHashSeed::setDeterministicGlobalSeed();  // font subsets written in a stable order
                                              // (figure_export.hpp)
    QByteArray bytes;
    QBuffer buf(&bytes);
    buf.open(QIODevice::WriteOnly);
    {
        QPdfWriter pdf(&buf);
        setup_writer(pdf, lesson);
        paint_handout(pdf, lesson, model);
    }
    return reproducible_pdf(bytes);
}

bool export_handout(const attn::Lesson& lesson, const QString& path, QString* error,
                    const RealModelReading& model) {
    const auto fail = [&](const QString& why) {
        if (error) *error = why;
        return false;
    };
    const QFileInfo dir(QFileInfo(path).absolutePath());
    if (!dir.isDir())
        return fail(QStringLiteral("cannot write the handout '%1': the folder '%2' does not exist")
                        .arg(path, dir.filePath()));
    if (!dir.isWritable())
        return fail(QStringLiteral("cannot write the handout '%1': the folder '%2' is not writable")
                        .arg(path, dir.filePath()));
    QByteArray bytes;
    try {
        bytes = handout_pdf(lesson, model);
    } catch (const std::invalid_argument& e) {
        return fail(QString::fromUtf8(e.what()));
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit())
        return fail(
            QStringLiteral("cannot write the handout '%1': %2").arg(path, file.errorString()));
    return true;
}

}  // namespace attn::ui
