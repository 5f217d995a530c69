#include "export/handout.hpp"

#include <QAbstractTextDocumentLayout>
#include <QBuffer>
#include <QFileInfo>
#include <QFontMetricsF>
#include <QHashFunctions>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>
#include <QTextBlock>
#include <QTextCursor>
#include <QUrl>
#include <algorithm>
#include <functional>
#include <map>
#include <memory>
#include <stdexcept>
#include <utility>
#include <vector>

#include "attnlab/step_quantity.hpp"
#include "attnlab/tokenizer.hpp"
#include "export/page_flow.hpp"
#include "figures/figure_body.hpp"
#include "figures/figure_export.hpp"
#include "lesson/step_answer.hpp"
#include "style/safe_markdown.hpp"
#include "viewdata/step_figures.hpp"

namespace attn::ui {
namespace {

constexpr int kDpi = 96;                  // 1 device pixel = 1 logical px, as the figures
constexpr double kMarginPx = 60;          // about 16 mm round the content
constexpr double kFooterGapPx = 24;       // from the content's bottom to the page number's baseline area
constexpr double kLessonTitlePx = 26, kStepTitlePx = 22, kHeadingPx = 16, kBodyPx = 14, kSmallPx = 11;
constexpr double kFigureFontPx = 11;      // figures a little smaller than the text
constexpr double kFigureTitlePx = 13, kFigureTitleGapPx = 4;
constexpr double kFigureGapPx = 16;       // between two figures side by side
constexpr double kMaxFigureShare = 0.42;  // of the content height, for one figure
constexpr double kMaxStackedShare = 0.3;  // for each of two figures one above the other
constexpr double kMaxFigureScale = 1.5;   // a small map grows to this, so a printed page reads easily
constexpr double kMinSideBySide = 0.75;   // two figures side by side only if neither shrinks below this
constexpr double kParagraphPx = 10, kSectionPx = 22;
constexpr double kKeepLinesPx = 3 * kBodyPx;  // a heading keeps this much of what follows on its page
const QColor kInk(0x20, 0x20, 0x20), kMuted(0x66, 0x66, 0x66);

QString q(const std::string& s) { return QString::fromStdString(s); }

// Everything a page draws with: the flow, the device fonts are measured on.
struct Sheet {
    QPdfWriter* device;
    PageFlow flow;
};

// A run of plain text (never rich text: the lesson's words), word-wrapped.
int add_plain(Sheet& s, const QString& text, const QFont& font, const QColor& colour, double keep = 0) {
    const double w = s.flow.width();
    const QRectF box = QFontMetricsF(font, s.device).boundingRect(QRectF(0, 0, w, 1e6), Qt::TextWordWrap, text);
    return s.flow.addFixed(std::ceil(box.height()), [=](QPainter& p) {
        p.setFont(font);
        p.setPen(colour);
        p.drawText(QRectF(0, 0, w, box.height() + 1), Qt::TextWordWrap, text);
    }, keep);
}

// Links the handout keeps clickable: http(s) only; any other target becomes
// plain text. (Ranges first, then edits: editing merges fragments under an iterator.)
void drop_unsafe_links(QTextDocument& doc) {
    std::vector<std::pair<int, int>> unsafe;  // position, length
    for (QTextBlock b = doc.begin(); b.isValid(); b = b.next())
        for (auto it = b.begin(); !it.atEnd(); ++it) {
            const QTextFragment f = it.fragment();
            if (f.charFormat().isAnchor() && !is_openable_link(QUrl(f.charFormat().anchorHref())))
                unsafe.emplace_back(f.position(), f.length());
        }
    for (const auto& [position, length] : unsafe) {
        QTextCursor c(&doc);
        c.setPosition(position);
        c.setPosition(position + length, QTextCursor::KeepAnchor);
        QTextCharFormat plain = c.charFormat();
        for (int p : {QTextFormat::IsAnchor, QTextFormat::AnchorHref, QTextFormat::AnchorName, QTextFormat::ForegroundBrush,
                      QTextFormat::TextUnderlineStyle, QTextFormat::FontUnderline})
            plain.clearProperty(p);
        c.setCharFormat(plain);
    }
}

// Markdown from the lesson, rendered by Qt as the Lesson pane renders it, laid out at the flow's width.
std::shared_ptr<QTextDocument> markdown_doc(Sheet& s, const QString& markdown) {
    auto doc = std::make_shared<SafeTextDocument>();
    doc->documentLayout()->setPaintDevice(s.device);
    doc->setDefaultFont(figure_font(kBodyPx));
    doc->setDocumentMargin(0);
    set_safe_markdown(doc.get(), markdown);
    drop_unsafe_links(*doc);
    doc->setTextWidth(s.flow.width());
    return doc;
}

int add_markdown(Sheet& s, const QString& markdown) { return s.flow.addText(markdown_doc(s, markdown)); }

// A figure, the size it would like (without its title, which is set above
// it as text, wrapped to the width the figure gets) and its title.
struct Drawn {
    ReadyFigure figure;
    QSizeF natural;
    QString title;
};

// The height of `title` set in the figure-title font over `width`, and a painter for it.
double title_height(const Sheet& s, const QString& title, double width) {
    const QFont font = figure_font(kFigureTitlePx, true);
    return std::ceil(QFontMetricsF(font, s.device).boundingRect(QRectF(0, 0, width, 1e6), Qt::TextWordWrap, title).height()) +
           kFigureTitleGapPx;
}

// The figure scaled by `scale` below its title, both centred in `width`.
std::function<void(QPainter&)> paint_drawn(const std::shared_ptr<Drawn>& d, double scale, double width, double title_h) {
    return [=](QPainter& p) {
        p.save();
        p.setFont(figure_font(kFigureTitlePx, true));
        p.setPen(kInk);
        p.drawText(QRectF(0, 0, width, title_h), Qt::TextWordWrap | Qt::AlignHCenter | Qt::AlignTop, d->title);
        p.translate(std::round((width - d->natural.width() * scale) / 2), title_h);
        p.scale(scale, scale);
        paint_figure(p, d->natural, d->figure.spec, d->figure.look);
        p.restore();
    };
}

// The step's figures, side by side when both stay readable, else one above the other.
void add_figures(Sheet& s, const attn::Lesson& lesson, const StepScene& scene, const Concealment& c) {
    std::vector<std::shared_ptr<Drawn>> drawn;
    for (const StepFigure& f : step_figures(lesson, scene)) {
        ReadyFigure ready = ready_figure(lesson, scene, f, c, kFigureFontPx);
        if (!ready.error.isEmpty()) {
            add_plain(s, QStringLiteral("(%1)").arg(ready.error), figure_font(kSmallPx), kMuted);
            continue;
        }
        ready.look.title.clear();
        const QSizeF natural = natural_figure_size(ready.spec, ready.look);
        drawn.push_back(std::make_shared<Drawn>(Drawn{std::move(ready), natural, f.title}));
    }
    const double w = s.flow.width();
    // Two figures one above the other share a little more than one would take, leaving room for the question.
    const double max_h = s.flow.height() * (drawn.size() > 1 ? kMaxStackedShare : kMaxFigureShare);
    const auto fit = [&](const Drawn& d, double width) {
        return std::min({kMaxFigureScale, width / d.natural.width(), max_h / d.natural.height()});
    };
    if (drawn.size() == 2) {
        const double half = (w - kFigureGapPx) / 2, a = fit(*drawn[0], half), b = fit(*drawn[1], half);
        if (std::min(a, b) >= kMinSideBySide) {
            const double ta = title_height(s, drawn[0]->title, half), tb = title_height(s, drawn[1]->title, half);
            const double title_h = std::max(ta, tb);
            const double h = title_h + std::max(drawn[0]->natural.height() * a, drawn[1]->natural.height() * b);
            s.flow.addSpace(kParagraphPx);
            s.flow.addFixed(std::ceil(h), [pa = paint_drawn(drawn[0], a, half, title_h), pb = paint_drawn(drawn[1], b, half, title_h),
                                           half](QPainter& p) {
                pa(p);
                p.translate(half + kFigureGapPx, 0);
                pb(p);
            });
            return;
        }
    }
    for (const auto& d : drawn) {
        const double k = fit(*d, w), title_h = title_height(s, d->title, w);
        s.flow.addSpace(kParagraphPx);
        s.flow.addFixed(std::ceil(title_h + d->natural.height() * k), paint_drawn(d, k, w, title_h));
    }
}

// How the question asks for its answer: the choices, or where to write or mark it.
QStringList answer_room(const attn::Lesson& lesson, const attn::StepQuestion& qn) {
    QStringList lines;
    switch (qn.kind) {
    case attn::StepQuestion::Kind::Choice:
        for (size_t i = 0; i < qn.choices.size(); ++i)
            lines << QStringLiteral("☐  %1.  %2").arg(QChar(u'A' + int(i % 26))).arg(q(qn.choices[i]));
        break;
    case attn::StepQuestion::Kind::Number: lines << QStringLiteral("Your answer: ______________"); break;
    case attn::StepQuestion::Kind::Cell: {
        const QString sentence = qn.sentence < int(lesson.sentences.size()) ? q(lesson.sentences[size_t(qn.sentence)]) : QString();
        QString where = QStringLiteral("Mark the cell you think is largest in the weights of “%1”").arg(sentence);
        if (lesson.attention.heads > 1) where += QStringLiteral(", head %1").arg(qn.head);
        if (!qn.row.empty()) where += QStringLiteral(", in %1’s row").arg(q(qn.row));
        lines << where + QStringLiteral(".");
        break;
    }
    }
    return lines;
}

// The question as one block, kept on one page: "Predict", the prompt, the
// room to answer, and where the answer is (known once the pages are laid out).
void add_question(Sheet& s, std::shared_ptr<QTextDocument> prompt, const QStringList& room, std::function<QString()> where) {
    const QFont heading = figure_font(kHeadingPx, true), body = figure_font(kBodyPx), small = figure_font(kSmallPx);
    const double w = s.flow.width();
    const double heading_h = QFontMetricsF(heading, s.device).height() + kParagraphPx / 2;
    const double line_h = QFontMetricsF(body, s.device).lineSpacing();
    const double room_h = room.size() * line_h, prompt_h = prompt->size().height();
    const double h = heading_h + prompt_h + kParagraphPx + room_h + kParagraphPx + QFontMetricsF(small, s.device).height();
    if (h > s.flow.height() / 2) {  // a long prompt flows over pages like the step's text
        add_plain(s, QStringLiteral("Predict"), heading, kInk, kKeepLinesPx);
        s.flow.addText(prompt);
        for (const QString& line : room) add_plain(s, line, body, kInk);
        s.flow.addFixed(std::ceil(QFontMetricsF(small, s.device).height()), [=](QPainter& p) {
            p.setFont(small);
            p.setPen(kMuted);
            p.drawText(QRectF(0, 0, w, 100), Qt::AlignLeft | Qt::AlignTop, where());
        });
        return;
    }
    s.flow.addFixed(std::ceil(h), [=](QPainter& p) {
        p.setPen(kInk);
        p.setFont(heading);
        p.drawText(QRectF(0, 0, w, heading_h), Qt::AlignLeft | Qt::AlignTop, QStringLiteral("Predict"));
        p.save();
        p.translate(0, heading_h);
        prompt->drawContents(&p, QRectF(0, 0, w, prompt_h));
        p.restore();
        p.setFont(body);
        p.setPen(kInk);
        double y = heading_h + prompt_h + kParagraphPx;
        for (const QString& line : room) {
            p.drawText(QRectF(0, y, w, line_h), Qt::AlignLeft | Qt::AlignVCenter | Qt::TextSingleLine,
                       QFontMetricsF(body).elidedText(line, Qt::ElideRight, w));
            y += line_h;
        }
        p.setFont(small);
        p.setPen(kMuted);
        p.drawText(QRectF(0, y + kParagraphPx, w, 100), Qt::AlignLeft | Qt::AlignTop, where());
    });
}

// The answers, gathered for the pages at the end.
struct Answer {
    int step = 0;
    QString title, phrase, why;
    int heading = -1;  // block of its heading on the answer pages
};

void add_step(Sheet& s, const attn::Lesson& lesson, int index, std::vector<Answer>& answers,
              const std::shared_ptr<std::map<int, int>>& answer_page) {
    const attn::LessonStep& step = lesson.steps[size_t(index)];
    const WalkedStep walked = walk_to_step(lesson, index);
    const attn::Lesson& l = walked.lesson;
    if (index > 0) s.flow.addPageBreak();
    else s.flow.addSpace(kSectionPx);
    add_plain(s, QStringLiteral("Step %1 of %2").arg(index + 1).arg(lesson.steps.size()), figure_font(kSmallPx), kMuted, kKeepLinesPx);
    add_plain(s, q(step.title), figure_font(kStepTitlePx, true), kInk, kKeepLinesPx);
    s.flow.addSpace(kParagraphPx);
    if (!step.text.empty()) add_markdown(s, q(attn::fill_quantities(l, step.text)));
    const Concealment hidden = step.question ? concealment_of(*step.question) : Concealment{};
    add_figures(s, l, walked.scene, hidden);
    if (!step.question) return;
    const attn::StepQuestion& qn = *step.question;
    s.flow.addSpace(kSectionPx);
    add_question(s, markdown_doc(s, q(attn::fill_quantities(l, qn.prompt))), answer_room(l, qn),
                 [answer_page, index] { return QStringLiteral("The answer is on page %1.").arg(answer_page->at(index)); });
    Answer a{index, q(step.title), {}, q(attn::fill_quantities(l, qn.why)), -1};
    try {
        a.phrase = step_answer_phrase(l, qn);
    } catch (const std::exception& e) {
        a.phrase = QStringLiteral("(cannot be computed: %1)").arg(QString::fromUtf8(e.what()));
    }
    answers.push_back(std::move(a));
}

void add_answers(Sheet& s, std::vector<Answer>& answers) {
    if (answers.empty()) return;
    s.flow.addPageBreak();
    add_plain(s, QStringLiteral("Answers"), figure_font(kStepTitlePx, true), kInk, kKeepLinesPx);
    for (Answer& a : answers) {
        s.flow.addSpace(kSectionPx);
        a.heading = add_plain(s, QStringLiteral("Step %1 · %2").arg(a.step + 1).arg(a.title), figure_font(kHeadingPx, true),
                              kInk, kKeepLinesPx);
        add_plain(s, QStringLiteral("Answer: %1").arg(a.phrase), figure_font(kBodyPx, true), kInk);
        if (!a.why.isEmpty()) {
            s.flow.addSpace(kParagraphPx / 2);
            add_markdown(s, a.why);
        }
    }
}

void add_lesson_header(Sheet& s, const attn::Lesson& lesson) {
    add_plain(s, q(lesson.title.empty() ? std::string("Lesson") : lesson.title), figure_font(kLessonTitlePx, true), kInk);
    if (!lesson.description.empty()) {
        s.flow.addSpace(kParagraphPx);
        add_plain(s, q(lesson.description), figure_font(kBodyPx), kMuted);
    }
}

}  // namespace

QStringList handout_problems(const attn::Lesson& lesson) {
    QStringList out;
    if (lesson.steps.empty())
        out << QStringLiteral("the lesson '%1' has no steps to hand out (add them in the Lesson pane)").arg(q(lesson.title));
    for (int i = 0; i < int(lesson.steps.size()); ++i)
        for (const std::string& p : attn::step_problems(lesson, i)) out << q(p);
    return out;
}

QByteArray handout_pdf(const attn::Lesson& lesson) {
    if (const QStringList problems = handout_problems(lesson); !problems.isEmpty())
        throw std::invalid_argument(problems.join(QLatin1Char('\n')).toStdString());
    QHashSeed::setDeterministicGlobalSeed();  // font subsets written in a stable order (figure_export.hpp)
    QByteArray bytes;
    QBuffer buf(&bytes);
    buf.open(QIODevice::WriteOnly);
    {
        QPdfWriter pdf(&buf);
        pdf.setCreator(QStringLiteral("Attention Lab"));
        pdf.setTitle(q(lesson.title));
        pdf.setResolution(kDpi);
        pdf.setPageSize(QPageSize(QPageSize::A4));
        pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
        Sheet s{&pdf, PageFlow(QSizeF(pdf.width(), pdf.height()),
                               QMarginsF(kMarginPx, kMarginPx, kMarginPx, kMarginPx + kFooterGapPx))};
        auto answer_page = std::make_shared<std::map<int, int>>();
        std::vector<Answer> answers;
        add_lesson_header(s, lesson);
        for (int i = 0; i < int(lesson.steps.size()); ++i) add_step(s, lesson, i, answers, answer_page);
        add_answers(s, answers);
        const int pages = s.flow.paginate();
        for (const Answer& a : answers) (*answer_page)[a.step] = s.flow.pageOf(a.heading);
        const QString footer = q(lesson.title);
        const QRectF page(0, 0, pdf.width(), pdf.height());
        QPainter p(&pdf);
        s.flow.paint(pdf, p, [&](QPainter& painter, int k) {
            painter.setFont(figure_font(kSmallPx));
            painter.setPen(kMuted);
            const QString text = QStringLiteral("%1 — page %2 of %3").arg(footer).arg(k).arg(pages);
            painter.drawText(QRectF(kMarginPx, page.height() - kMarginPx, page.width() - 2 * kMarginPx, kMarginPx / 2),
                             Qt::AlignHCenter | Qt::AlignVCenter,
                             QFontMetricsF(painter.font()).elidedText(text, Qt::ElideMiddle, page.width() - 2 * kMarginPx));
        });
        p.end();
    }
    return reproducible_pdf(bytes);
}

bool export_handout(const attn::Lesson& lesson, const QString& path, QString* error) {
    const auto fail = [&](const QString& why) {
        if (error) *error = why;
        return false;
    };
    const QFileInfo dir(QFileInfo(path).absolutePath());
    if (!dir.isDir()) return fail(QStringLiteral("cannot write the handout '%1': the folder '%2' does not exist").arg(path, dir.filePath()));
    if (!dir.isWritable()) return fail(QStringLiteral("cannot write the handout '%1': the folder '%2' is not writable").arg(path, dir.filePath()));
    QByteArray bytes;
    try {
        bytes = handout_pdf(lesson);
    } catch (const std::invalid_argument& e) {
        return fail(QString::fromUtf8(e.what()));
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit())
        return fail(QStringLiteral("cannot write the handout '%1': %2").arg(path, file.errorString()));
    return true;
}

}  // namespace attn::ui
