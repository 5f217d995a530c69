// Vector-plot labels never overlap: layout_labels (style/label_placer.hpp) on
// crowded and bad input, and the labels actually painted by every vectors
// figure of the built-in lessons and course steps, and by the window's
// Vectors pane.
#include <gtest/gtest.h>

#include <QCoreApplication>
#include <QFont>
#include <QFontMetricsF>
#include <QPainter>
#include <cmath>

#include "document/view_state.hpp"
#include "figures/figure_body.hpp"
#include "figures/figure_canvas.hpp"
#include "figures/vectors_figure.hpp"
#include "files/builtin_lessons.hpp"
#include "lesson/lesson_session.hpp"
#include "main_window.hpp"
#include "presentation_window.hpp"
#include "style/label_placer.hpp"
#include "ui_test_helpers.hpp"
#include "viewdata/figure_specs.hpp"
#include "viewdata/step_figures.hpp"
#include "widgets/vector_plot.hpp"

using attn::ui::load_builtin_lesson;  // (not through another file's using in a unity batch)

namespace attn::ui {
namespace {

bool overlap(const QRectF& a, const QRectF& b) {
    return a.left() < b.right() && b.left() < a.right() && a.top() < b.bottom() &&
           b.top() < a.bottom();
}

// Every shown label inside `area` and clear of every other; returns how many are shown.
int expect_apart(const LabelLayout& layout, const QRectF& area, const QStringList& texts = {}) {
    int shown = 0;
    const auto name = [&](size_t i) {
        return i < size_t(texts.size()) ? texts[int(i)].toStdString() : std::to_string(i);
    };
    for (size_t i = 0; i < layout.labels.size(); ++i) {
        const PlacedLabel& a = layout.labels[i];
        if (!a.shown) continue;
        ++shown;
        EXPECT_TRUE(area.contains(a.rect)) << name(i) << " leaves the plot";
        for (size_t j = 0; j < i; ++j)
            if (layout.labels[j].shown)
                EXPECT_FALSE(overlap(a.rect, layout.labels[j].rect))
                    << name(i) << " over " << name(j);
    }
    return shown;
}

// Every label shown; past kFullLabels, every label of a shown sentence's word.
void expect_all_shown(const LabelLayout& l, const QStringList& texts = {}) {
    if (l.labels.size() <= size_t(kFullLabels)) EXPECT_EQ(l.omitted, 0);
    for (size_t i = 0; i < l.labels.size(); ++i)
        if (l.labels[i].rank <= 1)
            EXPECT_TRUE(l.labels[i].shown)
                << (i < size_t(texts.size()) ? texts[int(i)].toStdString() : std::to_string(i))
                << ": a label of a shown sentence's word left out";
}

TEST(LabelLayout, ThirtyLabelsAtNearlyOnePointAllShowApartWithLeaders) {
    const QRectF area(0, 0, 640, 480);
    const QFontMetricsF fm{QFont()};
    std::vector<QRectF> markers;
    std::vector<LabelRequest> want;
    for (int i = 0; i < 30; ++i) {
        const QPointF c(300 + 0.3 * (i % 5), 200 + 0.2 * (i / 5));
        markers.emplace_back(c - QPointF(6, 6), QSizeF(12, 12));
        const QString text = QStringLiteral("word%1").arg(i);
        want.push_back({c, 8, QSizeF(fm.horizontalAdvance(text), fm.height()), 1});
    }
    const LabelLayout layout = layout_labels(area, markers, want);
    EXPECT_EQ(layout.omitted, 0);
    EXPECT_EQ(expect_apart(layout, area), 30);
    int leaders = 0;
    for (const PlacedLabel& l : layout.labels) {
        for (const QRectF& m : markers)
            EXPECT_FALSE(overlap(l.rect, m)) << "a label covers a marker it could avoid";
        if (!l.leader) continue;
        ++leaders;
        EXPECT_GT(l.leader_line.length(), 0);
        // The leader ends on its label and starts near its point.
        EXPECT_LT(QLineF(l.leader_line.p2(),
                         QPointF(std::clamp(l.leader_line.p2().x(), l.rect.left(), l.rect.right()),
                                 std::clamp(l.leader_line.p2().y(), l.rect.top(), l.rect.bottom())))
                      .length(),
                  1e-6);
    }
    EXPECT_GE(leaders, 20) << "at most six labels fit beside the point itself";
    // Deterministic: the same input, the same placement.
    const LabelLayout again = layout_labels(area, markers, want);
    for (size_t i = 0; i < want.size(); ++i) EXPECT_EQ(again.labels[i].rect, layout.labels[i].rect);
}

TEST(LabelLayout, LabelsBesideAFreePointNeedNoLeader) {
    const QRectF area(0, 0, 400, 300);
    const LabelLayout l =
        layout_labels(area, {QRectF(95, 95, 10, 10)}, {{QPointF(100, 100), 8, QSizeF(40, 14), 1}});
    ASSERT_TRUE(l.labels[0].shown);
    EXPECT_FALSE(l.labels[0].leader);
    EXPECT_FALSE(overlap(l.labels[0].rect, QRectF(95, 95, 10, 10)));
}

TEST(LabelLayout, LabelsKeepOffArrowsWhereASpotNearbyIsClear) {
    // Arrows leave the point to the right, up and left: the label takes a spot clear of all three.
    const QPointF c(200, 150);
    const LabelObstacles avoid{{QRectF(c - QPointF(5, 5), QSizeF(10, 10))},
                               {QLineF(c, c + QPointF(150, -60)), QLineF(c, c + QPointF(150, 60)),
                                QLineF(c, c + QPointF(-150, -60))}};
    const LabelLayout l = layout_labels(QRectF(0, 0, 400, 300), avoid, {{c, 8, QSizeF(50, 14), 1}});
    ASSERT_TRUE(l.labels[0].shown);
    const QRectF r = l.labels[0].rect;
    for (const QLineF& a : avoid.lines) {
        QLineF clipped = a;
        bool meets = r.contains(a.p1()) || r.contains(a.p2());
        for (const QLineF& e :
             {QLineF(r.topLeft(), r.topRight()), QLineF(r.topRight(), r.bottomRight()),
              QLineF(r.bottomRight(), r.bottomLeft()), QLineF(r.bottomLeft(), r.topLeft())})
            meets = meets || clipped.intersects(e, nullptr) == QLineF::BoundedIntersection;
        EXPECT_FALSE(meets) << "the label crosses an arrow";
    }
}

TEST(LabelLayout, BadInputShowsNothingAndNeverCrashes) {
    const std::vector<LabelRequest> bad = {{QPointF(NAN, 3), 8, QSizeF(40, 14), 1},
                                           {QPointF(10, 10), 8, QSizeF(NAN, 14), 1},
                                           {QPointF(INFINITY, 10), 8, QSizeF(40, 14), 0}};
    const LabelLayout l =
        layout_labels(QRectF(0, 0, 400, 300),
                      LabelObstacles{{QRectF(NAN, 0, 5, 5)}, {QLineF(0, 0, NAN, 1)}}, bad);
    EXPECT_EQ(l.omitted, 3);
    const LabelLayout none =
        layout_labels(QRectF(), LabelObstacles{}, {{QPointF(1, 1), 8, QSizeF(40, 14), 1}});
    EXPECT_EQ(none.omitted, 1);
    // More labels than the area can hold: the ones shown still never overlap.
    std::vector<LabelRequest> many;
    for (int i = 0; i < 400; ++i)
        many.push_back({QPointF(50 + i % 20, 50 + i / 20), 6, QSizeF(60, 14), 1});
    const LabelLayout full = layout_labels(QRectF(0, 0, 200, 150), LabelObstacles{}, many);
    EXPECT_GT(full.omitted, 0);
    EXPECT_EQ(expect_apart(full, QRectF(0, 0, 200, 150)) + full.omitted, 400);
}

TEST(LabelLayout, PastTheCountOnlyTheHighlightedWordsLabelsShow) {
    std::vector<LabelRequest> want;
    for (int i = 0; i < kMaxLabels + 50; ++i)
        want.push_back({QPointF(20 + (i % 30) * 60, 20 + (i / 30) * 40), 6, QSizeF(30, 12), 1});
    want.push_back(
        {QPointF(900, 500), 6, QSizeF(30, 12), 0});  // the highlighted word, asked for last
    const LabelLayout l = layout_labels(QRectF(0, 0, 2000, 1200), LabelObstacles{}, want);
    EXPECT_TRUE(l.labels.back().shown);
    EXPECT_EQ(expect_apart(l, QRectF(0, 0, 2000, 1200)), kMaxLabels);
    EXPECT_EQ(l.omitted, 51);
    EXPECT_FALSE(l.labels[kMaxLabels - 1].shown) << "the highlighted word took its place";
}

// Every vectors figure of the built-in lessons: the lesson's default, every
// word's outputs, the principal plane, each sentence alone; and every course
// step that shows the Vectors pane (its figure as the handout and the
// presentation draw it).
std::vector<std::pair<std::string, FigureSpec>> builtin_vector_figures() {
    std::vector<std::pair<std::string, FigureSpec>> out;
    for (const QString& name : builtin_lesson_names()) {
        const attn::Lesson l = load_builtin_lesson(name);
        std::vector<ViewRequest> asks(3);
        asks[1].every_word = true;
        asks[2].principal = asks[2].every_word = true;
        for (const auto& s : l.sentences) {
            ViewRequest one;
            one.sentences = {QString::fromStdString(s)};
            one.every_word = true;
            asks.push_back(one);
        }
        for (size_t i = 0; i < asks.size(); ++i) {
            asks[i].view = FigureView::Vectors;
            out.emplace_back(name.toStdString() + " view " + std::to_string(i),
                             build_figure_spec(l, asks[i]));
        }
    }
    for (const QString& part : builtin_course_parts()) {
        const attn::Lesson l = load_builtin_lesson(part);
        for (int i = 0; i < int(l.steps.size()); ++i)
            for (const bool answered : {false, true}) {
                const attn::Scene scene = attn::step_scene(l, i, answered);
                const attn::Lesson shown = attn::scene_lesson(l, scene);
                for (const StepFigure& fig : step_figures(shown, scene)) {
                    const ReadyFigure r = ready_figure(shown, scene, fig, 13);
                    if (r.spec.kind == FigureKind::Vectors)
                        out.emplace_back(part.toStdString() + " step " + std::to_string(i + 1) +
                                             (answered ? " answered" : ""),
                                         r.spec);
                }
            }
    }
    return out;
}

TEST(LabelLayout, EveryBuiltinVectorsFigureShowsEveryLabelApartInsideThePlot) {
    const auto figures = builtin_vector_figures();
    ASSERT_GE(figures.size(), 20u);
    int steps = 0;
    for (const auto& [what, spec] : figures) {
        steps += what.find(" step ") != std::string::npos;
        for (const double font : {13.0, 20.0})
            for (const QSize size :
                 {QSize(640, 480), QSize(1024, 768), QSize(1920, 1080), QSize()}) {
                if (font > 13 && size.width() == 640)
                    continue;  // slide text on a slide-sized figure (the presentation: below)
                FigureOptions o;
                o.font_px = font;
                const QSizeF at = size.isEmpty() ? natural_figure_size(spec, o) : QSizeF(size);
                SCOPED_TRACE(what + " at " + std::to_string(int(at.width())) + "×" +
                             std::to_string(int(at.height())) + ", " + std::to_string(int(font)) +
                             " px");
                const VectorsFigure::Labels labels = vectors_figure_labels(spec, o, at);
                EXPECT_GE(labels.texts.size(), qsizetype(spec.vectors.lookups.size()));
                expect_apart(labels.layout, labels.plot, labels.texts);
                expect_all_shown(labels.layout, labels.texts);
            }
    }
    EXPECT_GE(steps, 3) << "the course shows the Vectors pane in several steps";
}

TEST(LabelLayout, TheFigurePaintsTheLabelsItLaysOut) {
    // Each laid-out rect holds its label's ink (pixels of the label's colour):
    // paint() draws the text where vectors_figure_labels says. Painted at twice the
    // pixels, as a high-density screen does, so a thin one-letter label ("l′") has
    // strokes of its own colour rather than only anti-aliased ones.
    constexpr int kDensity = 2;
    for (const auto& [what, spec] : builtin_vector_figures()) {
        if (what.find(" view 1") == std::string::npos)
            continue;  // every word's outputs: lookup and output labels
        SCOPED_TRACE(what);
        const FigureOptions o;
        const QSize size(640, 480);
        QImage img(size * kDensity, QImage::Format_ARGB32);
        img.setDevicePixelRatio(kDensity);
        {
            QPainter p(&img);
            paint_figure(p, size, spec, o);
        }
        const VectorsFigure::Labels labels = vectors_figure_labels(spec, o, size);
        ASSERT_FALSE(labels.layout.labels.empty());
        for (size_t i = 0; i < labels.layout.labels.size(); ++i) {
            if (!labels.layout.labels[i].shown) continue;
            const QRectF laid = labels.layout.labels[i].rect;
            const QRect r =
                QRectF(laid.topLeft() * kDensity, laid.size() * kDensity).toAlignedRect() &
                QRect(QPoint(0, 0), img.size());
            const QColor want = labels.colours[i];
            int ink = 0;
            for (int y = r.top(); y <= r.bottom(); ++y)
                for (int x = r.left(); x <= r.right(); ++x) {
                    const QColor c = img.pixelColor(x, y);
                    ink += std::abs(c.red() - want.red()) < 40 &&
                           std::abs(c.green() - want.green()) < 40 &&
                           std::abs(c.blue() - want.blue()) < 40;
                }
            EXPECT_GE(ink, labels.texts[int(i)].size() > 1 ? 6 : 1)
                << labels.texts[int(i)].toStdString() << ": no text where it was laid out";
        }
    }
}

using attn::ui::test::settle;

// Every label of the shown sentences' words shown, apart, inside the plot; the
// rest of the vocabulary too unless the plot asks for more than kFullLabels.
void expect_plot_labels(const VectorPlot& plot, const std::string& what) {
    SCOPED_TRACE(what + " plot " + std::to_string(plot.width()) + "×" +
                 std::to_string(plot.height()));
    const LabelLayout& l = plot.paintedLabels();
    ASSERT_FALSE(l.labels.empty());
    expect_apart(l, plot.paintedLabelArea());
    expect_all_shown(l);
    EXPECT_EQ(plot.omittedLabels(), l.omitted);
}

void expect_window_labels(attn::app::MainWindow& w, const std::string& what) {
    VectorPlot* plot = w.vectorPlot();
    ASSERT_NE(plot, nullptr);
    if (!plot->isVisible() || plot->width() < 50) return;
    (void)plot->grab();
    expect_plot_labels(*plot, what);
}

TEST(LabelLayout, TheWindowsVectorsPaneShowsEveryLabelApartForEveryLessonAndStep) {
    for (const QString& name : builtin_lesson_names()) {
        attn::app::MainWindow w(load_builtin_lesson(name));
        for (const QSize size : {QSize(1024, 768), QSize(1366, 768), QSize(1920, 1080)}) {
            w.resize(size);
            w.show();
            settle();
            expect_window_labels(w, name.toStdString() + " at " + std::to_string(size.width()));
            // The plot alone at pane sizes of a 1024 × 768 window.
            for (const QSize pane : {QSize(420, 360), QSize(640, 480)}) {
                VectorPlot alone(w.document(), w.viewState());
                alone.resize(pane);
                alone.show();
                settle();
                (void)alone.grab();
                expect_plot_labels(alone, name.toStdString() + " alone");
            }
        }
        const int steps = w.lessonSession()->count();
        for (int i = 0; i < steps; ++i) {
            w.resize(1024, 768);
            w.lessonSession()->go(i);
            settle();
            expect_window_labels(w, name.toStdString() + " step " + std::to_string(i + 1));
        }
    }
}

// Every course slide that shows the Vectors plot, at both projector sizes:
// the labels of the figure as the presentation paints it (its canvas's
// placement: the logical size it paints the figure at).
TEST(LabelLayout, EveryCourseSlideShowsEveryVectorLabelApart) {
    int slides = 0;
    for (const QString& part : builtin_course_parts()) {
        attn::app::MainWindow w(load_builtin_lesson(part));
        settle();
        w.present();
        attn::app::PresentationWindow* p = w.presentation();
        ASSERT_NE(p, nullptr);
        p->showNormal();
        for (const QSize size : {QSize(1024, 768), QSize(1920, 1080)}) {
            p->resize(size);
            settle();
            for (int i = 0; i < w.lessonSession()->count(); ++i) {
                w.lessonSession()->go(i);
                settle();
                for (int page = 0; page < p->figurePages();
                     ++page) {  // figures shown a page at a time: each page
                    if (page > 0) {
                        p->setFigurePage(page);
                        settle();
                    }
                    const auto& figures = p->canvas()->figures();
                    const auto at = p->canvas()->placements();
                    ASSERT_EQ(at.size(), figures.size());
                    for (size_t k = 0; k < figures.size(); ++k) {
                        if (figures[k].spec.kind != FigureKind::Vectors) continue;
                        ++slides;
                        FigureOptions bare = figures[k].look;  // the canvas draws the title itself
                        bare.title.clear();
                        SCOPED_TRACE(part.toStdString() + " step " + std::to_string(i + 1) +
                                     " at " + std::to_string(size.width()));
                        const VectorsFigure::Labels labels =
                            vectors_figure_labels(figures[k].spec, bare, at[k].logical);
                        expect_apart(labels.layout, labels.plot, labels.texts);
                        // Still open at 1024 × 768: a plot of fourteen words clustered near the
                        // origin, even alone on its page (course 1 step 1, course 2 steps 4-5),
                        // leaves one label out at 18-px text.
                        if (size.width() >= 1920)
                            expect_all_shown(labels.layout, labels.texts);
                        else
                            EXPECT_LE(labels.layout.omitted, 1);
                    }
                }
            }
        }
    }
    EXPECT_GE(slides, 6);
}

}  // namespace
}  // namespace attn::ui
