#include "export/handout_blocks.hpp"

#include <QAbstractTextDocumentLayout>
#include <QFontMetricsF>
#include <QPainter>
#include <QPdfWriter>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QUrl>
#include <algorithm>
#include <cmath>
#include <utility>
#include <vector>

#include "figures/figure_body.hpp"
#include "style/figure_style.hpp"
#include "style/safe_markdown.hpp"

namespace attn::ui {

using namespace handout_style;

namespace {

constexpr double kFigureFontPx = 11;      // figures a little smaller than the text
constexpr double kFigureTitlePx = 13, kFigureTitleGapPx = 4;
constexpr double kFigureGapPx = 16;       // between two figures side by side
constexpr double kMaxFigureShare = 0.42;  // of the content height, for one figure
constexpr double kMaxStackedShare = 0.3;  // for each of two figures one above the other
constexpr double kMaxFigureScale = 1.5;   // a small map grows to this, so a printed page reads easily
constexpr double kMinSideBySide = 0.75;   // two figures side by side only if neither shrinks below this

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

}  // namespace

// A run of plain text (never rich text: the lesson's words), word-wrapped.
int add_plain(Sheet& s, const QString& text, const QFont& font, const QColor& colour, double keep) {
    const double w = s.flow.width();
    const QRectF box = QFontMetricsF(font, s.device).boundingRect(QRectF(0, 0, w, 1e6), Qt::TextWordWrap, text);
    return s.flow.addFixed(std::ceil(box.height()), [=](QPainter& p) {
        p.setFont(font);
        p.setPen(colour);
        p.drawText(QRectF(0, 0, w, box.height() + 1), Qt::TextWordWrap, text);
    }, keep);
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

// The step's figures, side by side when both stay readable, else one above the other.
void add_figures(Sheet& s, const attn::Lesson& lesson, const attn::Scene& scene) {
    std::vector<std::shared_ptr<Drawn>> drawn;
    for (const StepFigure& f : step_figures(lesson, scene)) {
        ReadyFigure ready = ready_figure(lesson, scene, f, kFigureFontPx);
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

}  // namespace attn::ui
