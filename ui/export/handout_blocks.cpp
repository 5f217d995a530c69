#include "export/handout_blocks.hpp"

#include <QAbstractTextDocumentLayout>
#include <QCoreApplication>
#include <QFontMetricsF>
#include <QGuiApplication>
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
#include "viewdata/what_if_words.hpp"

namespace attn::ui {

using namespace handout_style;

namespace {

constexpr double kFigureTitlePx = 13, kFigureTitleGapPx = 4;
constexpr double kFigureGapPx = 16;  // between two figures side by side
constexpr double kMaxFigureShare =
    0.36;  // of the content height, for one figure (a tall plot leaves room for the next)
constexpr double kMaxReadableShare = 0.8;  // a figure that would print too small may take this much
constexpr double kMaxFigureScale =
    1.3;  // a small map grows to this (its text then as large as the body's)
constexpr double kMinSideBySide =
    0.75;  // two figures side by side only if neither shrinks below this

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
        for (int p : {QTextFormat::IsAnchor, QTextFormat::AnchorHref, QTextFormat::AnchorName,
                      QTextFormat::ForegroundBrush, QTextFormat::TextUnderlineStyle,
                      QTextFormat::FontUnderline})
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

// A figure as placed in a row: laid out at its natural size (a map laid out
// narrower drops its numbers), drawn at `scale`.
struct Placed {
    std::shared_ptr<Drawn> d;
    double scale = 1;
    QSizeF logical;
    double text_px() const { return kFigureFontPx * scale; }
};

// `d` in `width` × at most `max_h` (of a content area `page_h` tall): as large
// as fits up to kMaxFigureScale; when the height would print its text under
// kMinFigureTextPx, taller (up to kMaxReadableShare of the page); only the
// width may hold it under that size.
Placed place(const std::shared_ptr<Drawn>& d, double width, double max_h, double page_h) {
    const QSizeF n = d->natural;
    Placed at{d, std::min({kMaxFigureScale, width / n.width(), max_h / n.height()}), n};
    const double floor = kMinFigureTextPx / kFigureFontPx;
    if (at.scale < floor)
        at.scale = std::min({floor, kMaxReadableShare * page_h / n.height(), width / n.width()});
    return at;
}

// The height of `title` set in the figure-title font over `width`, with the gap below it.
double title_height(const Sheet& s, const QString& title, double width) {
    const QFont font = figure_font(kFigureTitlePx, true);
    return std::ceil(QFontMetricsF(font, s.device)
                         .boundingRect(QRectF(0, 0, width, 1e6), Qt::TextWordWrap, title)
                         .height()) +
           kFigureTitleGapPx;
}

// The figure laid out at at.logical, scaled by at.scale, below its title, both centred in `width`.
std::function<void(QPainter&)> paint_drawn(const Placed& at, double width, double title_h) {
    return [=](QPainter& p) {
        p.save();
        p.setFont(figure_font(kFigureTitlePx, true));
        p.setPen(kInk);
        p.drawText(QRectF(0, 0, width, title_h), Qt::TextWordWrap | Qt::AlignHCenter | Qt::AlignTop,
                   at.d->title);
        p.translate(std::round((width - at.logical.width() * at.scale) / 2), title_h);
        p.scale(at.scale, at.scale);
        paint_figure(p, at.logical, at.d->figure.spec, at.d->figure.look);
        p.restore();
    };
}

}  // namespace

// A run of plain text (never rich text: the lesson's words), word-wrapped.
int add_plain(Sheet& s, const QString& text, const QFont& font, const QColor& colour, double keep) {
    const double w = s.flow.width();
    const QRectF box =
        QFontMetricsF(font, s.device).boundingRect(QRectF(0, 0, w, 1e6), Qt::TextWordWrap, text);
    return s.tag(
        s.flow.addFixed(
            std::ceil(box.height()),
            [=](QPainter& p) {
                p.setLayoutDirection(
                    QGuiApplication::layoutDirection());  // a Hebrew heading starts at the right
                p.setFont(font);
                p.setPen(colour);
                p.drawText(QRectF(0, 0, w, box.height() + 1), Qt::TextWordWrap, text);
            },
            keep),
        s.part);
}

// Markdown from the lesson, rendered by Qt as the Lesson pane renders it, laid out at the flow's
// width.
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

int add_markdown(Sheet& s, const QString& markdown) {
    return s.tag(s.flow.addText(markdown_doc(s, markdown)), s.part);
}

namespace {

// The text size (px) of `spec` drawn as large as fits `width` × `height` (up to kMaxFigureScale).
double fitted_text_px(const FigureSpec& spec, const FigureOptions& look, double width,
                      double height, QSizeF* natural) {
    *natural = natural_figure_size(spec, look);
    if (natural->width() < 1 || natural->height() < 1) return 0;
    return kFigureFontPx *
           std::min({kMaxFigureScale, width / natural->width(), height / natural->height()});
}

// `figure` laid out so that its text prints at kLeastFigureTextPx or more on the page (7 pt):
// as it is; else its maps as tight as their numbers allow (compact), then with two decimals;
// else, for a grid of heads, fewer maps a row, down to one; else the grid cut to its first heads
// that fit, with a line saying which were left out (a step that chose its heads has them alone in
// the grid already). Returns the natural size of the layout taken.
QSizeF readable_layout(Sheet& s, ReadyFigure& figure, const QString& title) {
    FigureSpec& spec = figure.spec;
    FigureOptions& look = figure.look;
    const double w = s.flow.width(), h = s.flow.height() * kMaxReadableShare;
    QSizeF natural;
    if (fitted_text_px(spec, look, w, h, &natural) >= kLeastFigureTextPx) return natural;
    const bool map = spec.kind == FigureKind::Heatmap || spec.kind == FigureKind::HeadGrid;
    if (!map) return natural;  // other figures keep their own layout (the floor of place())
    const int n = int(spec.panels.size());
    const int columns =
        spec.kind == FigureKind::HeadGrid
            ? (spec.columns > 0 ? spec.columns : int(std::ceil(std::sqrt(double(n)))))
            : 1;
    // At each count of maps a row: as laid out, then tight, then tight with two decimals.
    struct Look {
        bool compact;
        int decimals;
    };
    const Look looks[] = {
        {false, look.decimals}, {true, look.decimals}, {true, std::min(look.decimals, 2)}};
    for (int c = columns; c >= 1; --c)
        for (const Look& l : looks) {
            FigureSpec tried = spec;
            FigureOptions tight = look;
            tried.columns = spec.kind == FigureKind::HeadGrid ? c : spec.columns;
            tight.compact = l.compact;
            tight.decimals = l.decimals;
            if (fitted_text_px(tried, tight, w, h, &natural) >= kLeastFigureTextPx) {
                spec.columns = tried.columns;
                look = tight;
                return natural;
            }
        }
    look.decimals = std::min(look.decimals, 2);
    look.compact = true;
    if (spec.kind != FigureKind::HeadGrid || n < 2) return natural_figure_size(spec, look);
    // The first heads that fit, one a row.
    const FigureSpec whole = spec;
    spec.columns = 1;
    for (int k = n - 1; k >= 1; --k) {
        spec.panels.assign(whole.panels.begin(), whole.panels.begin() + k);
        spec.heads.clear();
        for (int i = 0; i < k; ++i)
            spec.heads.push_back(whole.heads.empty() ? i : whole.heads[size_t(i)]);
        if (fitted_text_px(spec, look, w, h, &natural) >= kLeastFigureTextPx || k == 1) break;
    }
    QStringList left;
    for (int i = int(spec.panels.size()); i < n; ++i)
        left << QString::number((whole.heads.empty() ? i : whole.heads[size_t(i)]) + 1);
    //: %1: the heads left out of a handout's grid of maps ("4, 5, 6"); %2: the figure's title
    add_plain(s,
              QCoreApplication::translate(
                  "Handout",
                  "(%2: heads %1 are left out — their maps would print too small to read. A "
                  "step can choose the heads its figures show: Author ▸ Edit Step…, View.)")
                  .arg(left.join(QStringLiteral(", ")), title),
              figure_font(kSmallPx), kMuted);
    return natural_figure_size(spec, look);
}

// The step's figures, each ready to place; a figure that cannot be drawn says why in a small line
// instead (added to the sheet now, in the figures' order).
std::vector<std::shared_ptr<Drawn>> drawn_figures(Sheet& s, const attn::Lesson& lesson,
                                                  const attn::Scene& scene) {
    std::vector<std::shared_ptr<Drawn>> drawn;
    const std::vector<StepFigure> figures = step_figures(lesson, scene);
    for (const StepFigure& f : figures) {
        std::vector<const attn::Trace*>
            traces;  // a real model's layer: only its pass has the weights
        if (f.real_model) {
            for (int i : f.sentences)
                if (const attn::Trace* t =
                        s.model.layers ? s.model.layers(i, scene.layer) : nullptr)
                    traces.push_back(t);
            if (traces.size() != f.sentences.size()) {
                //: %1: the figure's title
                add_plain(
                    s,
                    QCoreApplication::translate("Handout",
                                                "(%1: drawn from the lesson's real model, which "
                                                "was not read for this handout — "
                                                "export it from the window with the model open)")
                        .arg(f.title),
                    figure_font(kSmallPx), kMuted);
                continue;
            }
        }
        ReadyFigure ready = ready_figure(lesson, scene, f, kFigureFontPx, traces);
        if (s.lesson_wide_what_if) ready.spec.what_if = lesson_wide_what_if(ready.spec.what_if);
        if (!ready.error.isEmpty()) {
            add_plain(s, QStringLiteral("(%1)").arg(ready.error), figure_font(kSmallPx), kMuted);
            continue;
        }
        ready.look.title.clear();
        const QSizeF natural = readable_layout(s, ready, f.title);
        if (natural.width() < 1 || natural.height() < 1) continue;
        drawn.push_back(std::make_shared<Drawn>(Drawn{std::move(ready), natural, f.title}));
    }
    // Under a what-if on the real model: what it does to each sentence's next token, after the
    // maps (they show only which head it switched off).
    const bool real = std::any_of(figures.begin(), figures.end(),
                                  [](const StepFigure& f) { return f.real_model; });
    if (real && s.model.pass && s.model.model)
        for (int i : scene.sentences) {
            const RealModelPass* p = s.model.pass(i);
            if (!p) continue;
            std::optional<ReadyFigure> effect =
                what_if_effect_figure(lesson, scene, i, *s.model.model, p->plainLastLogits(),
                                      p->lastLogits(), p->tokens.display, kFigureFontPx);
            if (!effect) continue;
            if (s.lesson_wide_what_if)
                effect->spec.what_if = lesson_wide_what_if(effect->spec.what_if);
            const QString title = effect->look.title;
            effect->look.title.clear();
            const QSizeF natural = readable_layout(s, *effect, title);
            if (natural.width() < 1 || natural.height() < 1) continue;
            drawn.push_back(std::make_shared<Drawn>(Drawn{std::move(*effect), natural, title}));
        }
    return drawn;
}

// `first` and `second` side by side, each in `half` the width, when neither shrinks below
// `side_by_side`; false (nothing added) otherwise.
bool add_pair(Sheet& s, const std::shared_ptr<Drawn>& first, const std::shared_ptr<Drawn>& second,
              double half, double max_h, double page_h, double side_by_side) {
    const Placed a = place(first, half, max_h, page_h), b = place(second, half, max_h, page_h);
    if (std::min(a.scale, b.scale) < side_by_side) return false;
    const double title_h =
        std::max(title_height(s, a.d->title, half), title_height(s, b.d->title, half));
    const double body_h = std::max(a.logical.height() * a.scale, b.logical.height() * b.scale);
    const double least = std::min(1.0, kMinFigureTextPx / std::min(a.text_px(), b.text_px()));
    s.tag(s.flow.addShrinkable(std::ceil(title_h + body_h), title_h + body_h * least,
                               [a, b, half, title_h, body_h](QPainter& p, double h) {
                                   const double k = std::clamp((h - title_h) / body_h, 0.0, 1.0);
                                   Placed sa = a, sb = b;
                                   sa.scale *= k, sb.scale *= k;
                                   paint_drawn(sa, half, title_h)(p);
                                   p.translate(half + kFigureGapPx, 0);
                                   paint_drawn(sb, half, title_h)(p);
                               }),
          HandoutPart::Figures, std::min(a.text_px(), b.text_px()), 2,
          std::max(a.logical.width() * a.scale, b.logical.width() * b.scale) / half, title_h,
          body_h);
    return true;
}

// `d` alone across the width `w`.
void add_single(Sheet& s, const std::shared_ptr<Drawn>& d, double w, double max_h, double page_h) {
    const Placed at = place(d, w, max_h, page_h);
    const double title_h = title_height(s, at.d->title, w), body_h = at.logical.height() * at.scale;
    const double least = std::min(1.0, kMinFigureTextPx / at.text_px());
    s.tag(s.flow.addShrinkable(std::ceil(title_h + body_h), title_h + body_h * least,
                               [at, w, title_h, body_h](QPainter& p, double h) {
                                   Placed shown = at;
                                   shown.scale *= std::clamp((h - title_h) / body_h, 0.0, 1.0);
                                   paint_drawn(shown, w, title_h)(p);
                               }),
          HandoutPart::Figures, at.text_px(), 1, at.logical.width() * at.scale / w, title_h,
          body_h);
}

}  // namespace

// The step's figures in rows of one or two.
void add_figures(Sheet& s, const attn::Lesson& lesson, const attn::Scene& scene) {
    const std::vector<std::shared_ptr<Drawn>> drawn = drawn_figures(s, lesson, scene);
    const double w = s.flow.width(), page_h = s.flow.height(), max_h = page_h * kMaxFigureShare;
    const double half = (w - kFigureGapPx) / 2;
    const double side_by_side = std::max(kMinSideBySide, kMinFigureTextPx / kFigureFontPx);
    for (size_t i = 0; i < drawn.size();) {
        s.flow.addSpace(kParagraphPx);
        if (i + 1 < drawn.size() &&
            add_pair(s, drawn[i], drawn[i + 1], half, max_h, page_h, side_by_side)) {
            i += 2;
            continue;
        }
        add_single(s, drawn[i], w, max_h, page_h);
        ++i;
    }
}

namespace {
//: The heading over a question on the handout: the student predicts before seeing the answer
QString predict_heading() { return QCoreApplication::translate("Handout", "Predict"); }

// The height of each of `lines` in `font`, wrapped (never cut) at the width `w`.
std::vector<double> wrapped_heights(const Sheet& s, const QStringList& lines, const QFont& font,
                                    double w) {
    std::vector<double> hs;
    for (const QString& line : lines)
        hs.push_back(std::ceil(QFontMetricsF(font, s.device)
                                   .boundingRect(QRectF(0, 0, w, 1e6), Qt::TextWordWrap, line)
                                   .height()));
    return hs;
}

// The question as blocks that flow over pages like the step's text, in the sheet's part.
void add_flowing_question(Sheet& s, const std::shared_ptr<QTextDocument>& prompt,
                          const QStringList& room, const std::function<QString()>& where,
                          const QFont& heading, const QFont& body, const QFont& small) {
    const double w = s.flow.width();
    s.flow.keepWithNext(add_plain(s, predict_heading(), heading, kInk));
    s.tag(s.flow.addText(prompt), s.part);
    for (const QString& line : room) add_plain(s, line, body, kInk);
    s.tag(s.flow.addFixed(std::ceil(QFontMetricsF(small, s.device).height()),
                          [=](QPainter& p) {
                              p.setLayoutDirection(QGuiApplication::layoutDirection());
                              p.setFont(small);
                              p.setPen(kMuted);
                              p.drawText(QRectF(0, 0, w, 100), Qt::AlignLeft | Qt::AlignTop,
                                         where());
                          }),
          s.part);
}
}  // namespace

// The question as one block, kept on one page: "Predict", the prompt, the
// room to answer, and where the answer is (known once the pages are laid out).
void add_question(Sheet& s, std::shared_ptr<QTextDocument> prompt, const QStringList& room,
                  std::function<QString()> where) {
    const QFont heading = figure_font(kHeadingPx, true), body = figure_font(kBodyPx),
                small = figure_font(kSmallPx);
    const double w = s.flow.width();
    const double heading_h = QFontMetricsF(heading, s.device).height() + kParagraphPx / 2;
    // Each line of the room wrapped, never cut: its height at the page's width.
    const std::vector<double> line_hs = wrapped_heights(s, room, body, w);
    double room_h = 0;
    for (double lh : line_hs) room_h += lh;
    const double prompt_h = prompt->size().height();
    const double h = heading_h + prompt_h + kParagraphPx + room_h + kParagraphPx +
                     QFontMetricsF(small, s.device).height();
    const HandoutPart was = s.part;
    s.part = HandoutPart::Question;
    if (h > s.flow.height() / 2) {  // a long prompt flows over pages like the step's text
        add_flowing_question(s, prompt, room, where, heading, body, small);
        s.part = was;
        return;
    }
    s.part = was;
    s.tag(
        s.flow.addFixed(
            std::ceil(h),
            [=](QPainter& p) {
                p.setLayoutDirection(
                    QGuiApplication::layoutDirection());  // the lines start where the language's do
                p.setPen(kInk);
                p.setFont(heading);
                p.drawText(QRectF(0, 0, w, heading_h), Qt::AlignLeft | Qt::AlignTop,
                           predict_heading());
                p.save();
                p.translate(0, heading_h);
                prompt->drawContents(&p, QRectF(0, 0, w, prompt_h));
                p.restore();
                p.setFont(body);
                p.setPen(kInk);
                double y = heading_h + prompt_h + kParagraphPx;
                for (int i = 0; i < room.size(); ++i) {
                    p.drawText(QRectF(0, y, w, line_hs[size_t(i)] + 1),
                               Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, room[i]);
                    y += line_hs[size_t(i)];
                }
                p.setFont(small);
                p.setPen(kMuted);
                p.drawText(QRectF(0, y + kParagraphPx, w, 100), Qt::AlignLeft | Qt::AlignTop,
                           where());
            }),
        HandoutPart::Question);
}

}  // namespace attn::ui
