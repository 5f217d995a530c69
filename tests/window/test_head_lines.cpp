// The head view (viewdata/head_lines.hpp, HeadLinesView, HeadViewPane,
// HeadLinesFigure): Module 1's lines are the seed's weights ("bank"'s row
// 0.185 · 0.317 · 0.498, softmax of X·Xᵀ worked here in plain loops); a causal
// attention draws lines only to the token itself and earlier ones; the
// threshold and the per-token cap keep the strongest lines; hovering a token
// shows only its lines and a click keeps it; the pane, its export and
// `render --view head-lines` (build_figure_spec) hold the same lines; a
// pending question hides them; a real model (nanoGPT ckpt.pt) gives its pass's
// weights; a 1,024-token sentence paints only the rows in view.
#include <gtest/gtest.h>

#include <QApplication>
#include <QCheckBox>
#include <QDockWidget>
#include <QMouseEvent>
#include <QScrollArea>
#include <QScrollBar>
#include <cmath>
#include <set>

#include "attnlab/attention/evaluate.hpp"
#include "attnlab/checkpoints/model_files.hpp"
#include "attnlab/gpt/gpt_pass.hpp"
#include "attnlab/lesson/real_model_lesson.hpp"
#include "document/document.hpp"
#include "document/view_state.hpp"
#include "figures/figure_body.hpp"
#include "figures/figure_export.hpp"
#include "figures/head_lines_figure.hpp"
#include "files/builtin_lessons.hpp"
#include "main_window.hpp"
#include "panes/head_lines_view.hpp"
#include "panes/head_view_pane.hpp"
#include "viewdata/figure_specs.hpp"
#include "viewdata/head_lines.hpp"
#include "viewdata/step_figures.hpp"

using attn::ui::load_builtin_lesson;  // (not through another file's using in a unity batch)

namespace attn::ui {
namespace {

const std::string kNanoCkpt =
    std::string(ATTNLAB_SOURCE_DIR) + "/tests/data/gpt/nanogpt-tiny/ckpt.pt";

attn::Trace module1_trace(const std::string& sentence, bool causal = false) {
    attn::Lesson l = load_builtin_lesson(QStringLiteral("module1"));
    l.attention.causal = causal;
    return attn::evaluate(l.table, sentence, l.attention);
}

// Simple attention worked by hand: softmax over j of Σ_a x_i[a]·x_j[a].
std::vector<double> softmax_row(const std::vector<std::vector<double>>& x, size_t i) {
    std::vector<double> s;
    double top = -1e300;
    for (const auto& xj : x) {
        double dot = 0;
        for (size_t a = 0; a < xj.size(); ++a) dot += x[i][a] * xj[a];
        s.push_back(dot);
        top = std::max(top, dot);
    }
    double sum = 0;
    for (double& v : s) sum += (v = std::exp(v - top));
    for (double& v : s) v /= sum;
    return s;
}

const HeadLine* line_of(const HeadLinesData& d, int from, int to, int head = 0) {
    for (const HeadLine& l : d.lines)
        if (l.from == from && l.to == to && l.head == head) return &l;
    return nullptr;
}

// A trace of n tokens and h heads whose weights are `w(k, i, j)` (rows need not sum to 1).
template <typename W>
attn::Trace synthetic(int n, int h, bool causal, W w) {
    attn::Trace t;
    for (int i = 0; i < n; ++i) t.tokens.push_back("t" + std::to_string(i));
    t.heads = h;
    t.causal = causal;
    t.input = attn::Matrix::Zero(n, 2);
    for (int k = 0; k < h; ++k) {
        attn::Matrix m(n, n);
        for (int i = 0; i < n; ++i)
            for (int j = 0; j < n; ++j) m(i, j) = float(causal && j > i ? 0.0 : w(k, i, j));
        t.weights.push_back(m);
    }
    return t;
}

void hover(QWidget* w, QPoint at) {
    QMouseEvent move(QEvent::MouseMove, QPointF(at), w->mapToGlobal(QPointF(at)), Qt::NoButton,
                     Qt::NoButton, Qt::NoModifier);
    QApplication::sendEvent(w, &move);
}

void click(QWidget* w, QPoint at) {
    QMouseEvent press(QEvent::MouseButtonPress, QPointF(at), w->mapToGlobal(QPointF(at)),
                      Qt::LeftButton, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(w, &press);
}

// Shows the window with the Head view dock raised: a hidden pane waits to refresh until it is
// shown.
HeadViewPane* shown_head_view(attn::app::MainWindow& w) {
    w.show();
    if (auto* dock = w.findChild<QDockWidget*>(QStringLiteral("head-viewDock"))) {
        dock->show();
        dock->raise();
    }
    QApplication::processEvents();
    EXPECT_TRUE(w.headViewPane()->isVisible());
    return w.headViewPane();
}

void expect_same_lines(const HeadLinesData& a, const HeadLinesData& b, const char* where) {
    EXPECT_EQ(a.tokens, b.tokens) << where;
    ASSERT_EQ(a.lines.size(), b.lines.size()) << where;
    for (size_t i = 0; i < a.lines.size(); ++i) {
        EXPECT_EQ(a.lines[i].from, b.lines[i].from) << where << " line " << i;
        EXPECT_EQ(a.lines[i].to, b.lines[i].to) << where << " line " << i;
        EXPECT_EQ(a.lines[i].head, b.lines[i].head) << where << " line " << i;
        EXPECT_EQ(a.lines[i].weight, b.lines[i].weight) << where << " line " << i;
    }
}

TEST(HeadLines, Module1LinesAreTheSeedsWeights) {
    const attn::Trace t = module1_trace("the river bank");
    const HeadLinesData d = head_lines_data(t, {});
    ASSERT_EQ(d.tokens, (QStringList{QStringLiteral("the"), QStringLiteral("river"),
                                     QStringLiteral("bank")}));
    EXPECT_EQ(d.heads, std::vector<int>{0});
    EXPECT_EQ(d.title, QStringLiteral("head 1"));
    ASSERT_EQ(d.lines.size(), 9u);  // every weight of simple attention on three words is above 0.02
    // The embedding rows of the, river, bank (ARCHITECTURE.md), and bank's row of the seed's log.
    const std::vector<std::vector<double>> x{{0, 0, 0, 1}, {0.9, 0, 0.3, 0}, {0.3, 0.3, 0.9, 0}};
    const std::vector<double> bank = softmax_row(x, 2);
    const double seed[] = {0.185, 0.317, 0.498};
    for (int j = 0; j < 3; ++j) {
        const HeadLine* l = line_of(d, 2, j);
        ASSERT_NE(l, nullptr) << j;
        EXPECT_NEAR(l->weight, bank[size_t(j)], 1e-6) << j;
        EXPECT_NEAR(l->weight, seed[j], 5e-4) << j;
        EXPECT_EQ(l->weight, double(t.weights[0](2, j)))
            << j;  // the trace's own number, not recomputed
    }
    // Each row's lines come strongest first: bank → bank, river, the.
    const HeadLinesData focus = head_lines_data(t, {{}, 2});
    ASSERT_EQ(focus.lines.size(), 3u);
    EXPECT_EQ(focus.lines[0].to, 2);
    EXPECT_EQ(focus.lines[1].to, 1);
    EXPECT_EQ(focus.lines[2].to, 0);
    EXPECT_EQ(focus.focus_text(),
              QStringList{QStringLiteral("bank 0.498 · river 0.317 · the 0.185")});
}

TEST(HeadLines, CausalAttentionDrawsLinesOnlyToEarlierTokens) {
    const attn::Trace t = module1_trace("the river bank", true);
    ASSERT_TRUE(t.causal);
    const HeadLinesData d = head_lines_data(t, {});
    EXPECT_TRUE(d.causal);
    ASSERT_EQ(d.lines.size(), 6u);  // 1 + 2 + 3
    for (const HeadLine& l : d.lines) EXPECT_LE(l.to, l.from);
    ASSERT_NE(line_of(d, 0, 0), nullptr);
    EXPECT_DOUBLE_EQ(line_of(d, 0, 0)->weight, 1.0);  // the first token sees only itself
    EXPECT_TRUE(d.note.contains(QStringLiteral("Causal")));
    // A larger causal trace that (wrongly) keeps weight above the diagonal: never drawn.
    attn::Trace leaky = synthetic(5, 1, false, [](int, int, int) { return 0.2; });
    leaky.causal = true;
    for (const HeadLine& l : head_lines_data(leaky, {}).lines) EXPECT_LE(l.to, l.from);
}

TEST(HeadLines, ThresholdAndCapKeepTheStrongestLines) {
    // 40 tokens, every weight 1/40 = 0.025: above the 0.02 threshold, so the cap decides: the 8
    // earliest.
    const attn::Trace flat = synthetic(40, 1, false, [](int, int, int) { return 1.0 / 40; });
    const HeadLinesData d = head_lines_data(flat, {});
    ASSERT_EQ(d.lines.size(), 40u * 8u);
    EXPECT_EQ(d.left_out, 40 * 32);
    for (const HeadLine& l : d.lines) EXPECT_LT(l.to, 8);
    EXPECT_TRUE(d.note.contains(QStringLiteral("8 strongest"))) << d.note.toStdString();
    HeadLinesRequest higher;
    higher.threshold = 0.03;
    EXPECT_TRUE(head_lines_data(flat, higher).lines.empty());
    // Row i of head k has one strong weight at j = (i + k) mod n: kept first; weak ones below the
    // threshold dropped.
    const attn::Trace peaked = synthetic(
        10, 3, false, [](int k, int i, int j) { return j == (i + k) % 10 ? 0.91 : 0.01; });
    HeadLinesRequest two;
    two.heads = {2, 0};  // any order: drawn ascending
    const HeadLinesData p = head_lines_data(peaked, two);
    EXPECT_EQ(p.heads, (std::vector<int>{0, 2}));
    EXPECT_EQ(p.title, QStringLiteral("heads 1, 3"));
    ASSERT_EQ(p.lines.size(), 20u);
    for (const HeadLine& l : p.lines) {
        EXPECT_EQ(l.to, (l.from + l.head) % 10);
        EXPECT_NE(l.head, 1);
        EXPECT_NEAR(l.weight, 0.91, 1e-6);
    }
    EXPECT_EQ(head_lines_title({0, 1, 2}, 3), QStringLiteral("all 3 heads"));
}

// Heads drawn over each other share the lines a token shows: 8 per head for one or two
// heads, fewer the more there are, one each for GPT-2's twelve (each head's strongest).
TEST(HeadLines, MoreHeadsOverlaidKeepFewerLinesEach) {
    EXPECT_EQ(lines_per_head(1), 8);
    EXPECT_EQ(lines_per_head(2), 8);
    EXPECT_EQ(lines_per_head(3), 5);
    EXPECT_EQ(lines_per_head(4), 4);
    EXPECT_EQ(lines_per_head(8), 2);
    EXPECT_EQ(lines_per_head(12), 1);
    EXPECT_EQ(lines_per_head(16), 1);
    // Head k's row i peaks at j = (i + k) mod n, the rest flat above the threshold.
    const attn::Trace t = synthetic(
        30, 12, false, [](int k, int i, int j) { return j == (i + k) % 30 ? 0.42 : 0.025; });
    const HeadLinesData all = head_lines_data(t, {});
    ASSERT_EQ(all.lines.size(), 30u * 12u);  // one line per token and head: its peak
    for (const HeadLine& l : all.lines) EXPECT_EQ(l.to, (l.from + l.head) % 30);
    EXPECT_EQ(all.per_token, 1);
    EXPECT_EQ(all.left_out, 30 * 12 * 29);
    EXPECT_TRUE(all.note.contains(QStringLiteral("1 strongest"))) << all.note.toStdString();
    HeadLinesRequest two;
    two.heads = {0, 5};
    EXPECT_EQ(head_lines_data(t, two).lines.size(), 30u * 2u * 8u);
    HeadLinesRequest fixed;  // a count asked for is kept
    fixed.per_token = 3;
    EXPECT_EQ(head_lines_data(t, fixed).lines.size(), 30u * 12u * 3u);
}

TEST(HeadLines, BadRequestsNameTheRange) {
    const attn::Trace t = module1_trace("the river bank");
    HeadLinesRequest r;
    r.heads = {1};
    try {
        head_lines_data(t, r);
        ADD_FAILURE() << "head 2 of 1 accepted";
    } catch (const std::invalid_argument& e) {
        EXPECT_STREQ(e.what(),
                     "head 2 does not exist: the attention shown has 1 head (heads count from 1)");
    }
    EXPECT_THROW(head_lines_data(t, {{}, 3}), std::invalid_argument);
    EXPECT_EQ(parse_head_list(QStringLiteral("3, 1-2,3"), 4), (std::vector<int>{0, 1, 2}));
    for (const char* bad : {"0", "5", "2-1", "x", "1,,2", "1-2-3"})
        EXPECT_THROW(parse_head_list(QString::fromLatin1(bad), 4), std::invalid_argument) << bad;
}

TEST(HeadLines, HoverShowsOnlyATokensLinesAndAClickKeepsIt) {
    HeadLinesView v;
    v.resize(500, 200);
    v.setData(head_lines_data(module1_trace("the river bank"), {}));
    v.grab();
    EXPECT_EQ(v.paintedLines(), 9);
    hover(&v, v.tokenPoint(2));
    EXPECT_EQ(v.focus(), 2);
    const HeadLinesData shown = v.shown();
    ASSERT_EQ(shown.lines.size(), 3u);
    for (const HeadLine& l : shown.lines) EXPECT_EQ(l.from, 2);
    v.grab();
    EXPECT_EQ(v.paintedLines(), 3);
    QEvent leave(QEvent::Leave);
    QApplication::sendEvent(&v, &leave);
    EXPECT_EQ(v.focus(), -1);
    click(&v, v.tokenPoint(1));
    EXPECT_EQ(v.selected(), 1);
    hover(&v,
          QPoint(v.width() - 2, v.tokenPoint(0).y()));  // off the left labels: the kept token stays
    EXPECT_EQ(v.focus(), 1);
    hover(&v, v.tokenPoint(0));  // another token hovered wins while the pointer is on it
    EXPECT_EQ(v.focus(), 0);
    click(&v, v.tokenPoint(0));
    click(&v, v.tokenPoint(0));  // a second click lets go
    EXPECT_EQ(v.selected(), -1);
}

TEST(HeadLines, PaneExportAndRenderHoldTheSameLines) {
    attn::app::MainWindow w(load_builtin_lesson(QStringLiteral("module1")));
    HeadViewPane* pane = shown_head_view(w);
    ViewState* view = w.findChild<ViewState*>();
    ASSERT_NE(view, nullptr);
    const int s = view->shown().front();
    const QString sentence = QString::fromStdString(w.document()->lesson().sentences[size_t(s)]);
    ViewRequest r;
    r.view = FigureView::HeadLines;
    r.sentences = {sentence};
    const FigureSpec render =
        build_figure_spec(w.document()->lesson(), r);  // what `render --view head-lines` draws
    EXPECT_EQ(render.kind, FigureKind::HeadLines);
    const ViewFigure exported = pane->figure();
    EXPECT_EQ(exported.spec.kind, FigureKind::HeadLines);
    expect_same_lines(pane->view()->data(), render.lines, "pane vs render");
    expect_same_lines(exported.spec.lines, render.lines, "export vs render");
    EXPECT_TRUE(exported.name.startsWith(QStringLiteral("head-lines-")));
    // A kept token: the export is what the pane shows, as `render --word` draws it.
    pane->view()->setSelected(2);
    r.word = pane->view()->data().tokens[2];
    expect_same_lines(pane->figure().spec.lines, build_figure_spec(w.document()->lesson(), r).lines,
                      "kept token");
    EXPECT_FALSE(pane->figure().spec.lines.focus_text().isEmpty());
    // Concealed, the figure says why under its tokens, once: no caption saying it again (a
    // slide printed "The lines are kept back…" twice).
    ViewRequest hidden = r;
    hidden.concealed = true;
    const FigureSpec kept = build_figure_spec(w.document()->lesson(), hidden);
    EXPECT_TRUE(kept.lines.concealed);
    EXPECT_FALSE(kept.lines.note.isEmpty());
    EXPECT_TRUE(kept.caption.isEmpty()) << kept.caption.toStdString();
    // The figure draws (every format), the same bytes twice.
    ExportOptions o;
    const QByteArray svg = figure_to_svg(exported.spec, o);
    EXPECT_TRUE(svg.contains("token looking"));
    EXPECT_EQ(svg, figure_to_svg(exported.spec, o));
    EXPECT_FALSE(figure_to_png(exported.spec, o).isEmpty());
    EXPECT_FALSE(figure_to_pdf(exported.spec, o).isEmpty());
}

TEST(HeadLines, PaneFollowsHeadsHighlightAndConcealment) {
    attn::app::MainWindow w(load_builtin_lesson(QStringLiteral("bubbe")));  // four hand-wired heads
    HeadViewPane* pane = shown_head_view(w);
    ViewState* view = w.findChild<ViewState*>();
    ASSERT_EQ(view->heads(), 4);
    ASSERT_NE(pane->headBox(1), nullptr);
    EXPECT_EQ(pane->chosenHeads(), (std::vector<int>{0, 1, 2, 3}));
    for (int k : {0, 2, 3}) pane->headBox(k)->setChecked(false);
    EXPECT_EQ(pane->chosenHeads(), std::vector<int>{1});
    ASSERT_FALSE(pane->view()->data().lines.empty()) << pane->message().toStdString();
    for (const HeadLine& line : pane->view()->data().lines) EXPECT_EQ(line.head, 1);
    view->setHighlightedWord(QStringLiteral("bubbe"));
    EXPECT_EQ(pane->view()->data().highlight, QStringLiteral("bubbe"));
    EXPECT_TRUE(pane->view()->data().marked(1));
    attn::Concealment c;
    c.cells = true;
    view->setConcealment(c);
    EXPECT_TRUE(pane->view()->data().lines.empty());
    EXPECT_TRUE(pane->view()->data().concealed);
    EXPECT_TRUE(pane->message().contains(QStringLiteral("kept back")))
        << pane->message().toStdString();
    EXPECT_TRUE(pane->figure().spec.lines.lines.empty());
    view->setConcealment({});
    EXPECT_FALSE(pane->view()->data().lines.empty());
    pane->setChosenHeads({});  // None: no line, and the pane says how to get them back
    EXPECT_TRUE(pane->view()->data().lines.empty());
    EXPECT_TRUE(pane->message().contains(QStringLiteral("No head")))
        << pane->message().toStdString();
}

TEST(HeadLines, AStepRaisingTheHeadViewShowsItsFigure) {
    const attn::Lesson l = load_builtin_lesson(QStringLiteral("module1"));
    attn::Scene scene = attn::opening_scene(l);
    scene.panes = {attn::Pane::HeadView};
    const std::vector<StepFigure> figures = step_figures(l, scene);
    int lines = 0;
    for (const StepFigure& f : figures)
        if (f.request.view == FigureView::HeadLines) {
            ++lines;
            const ReadyFigure ready = ready_figure(l, scene, f, 13);
            ASSERT_TRUE(ready.error.isEmpty()) << ready.error.toStdString();
            EXPECT_EQ(ready.spec.kind, FigureKind::HeadLines);
            EXPECT_FALSE(ready.spec.lines.lines.empty());
            scene.conceal.cells = true;  // a pending question: no lines
            const ReadyFigure hidden = ready_figure(l, scene, f, 13);
            EXPECT_TRUE(hidden.spec.lines.lines.empty());
            // The figure says why once, under its tokens; no caption says it again (a handout
            // printed the note twice).
            EXPECT_TRUE(hidden.spec.lines.concealed);
            EXPECT_FALSE(hidden.spec.lines.note.isEmpty());
            EXPECT_FALSE(hidden.spec.caption.contains(hidden.spec.lines.note));
            scene.conceal.cells = false;
            // Numbers kept back for a later question: the window's Head view hides the lines
            // (their weights are the numbers), and now the slide and the handout do too (they
            // drew them); the note no longer speaks of a question asked now.
            scene.conceal.numbers = true;
            const ReadyFigure numbers = ready_figure(l, scene, f, 13);
            EXPECT_TRUE(numbers.spec.lines.lines.empty());
            EXPECT_TRUE(numbers.spec.lines.note.contains(QStringLiteral("kept back")))
                << numbers.spec.lines.note.toStdString();
            scene.conceal.numbers = false;
        }
    EXPECT_EQ(lines, int(scene.sentences.size()));
}

TEST(HeadLines, ARealModelsLinesAreItsPassWeights) {
    const attn::OpenedModel m = attn::open_model(kNanoCkpt);
    const std::string text = "to be or not";
    attn::app::MainWindow w(
        attn::lesson_for_real_model(m, attn::ModelReference{kNanoCkpt, 0}, {text}, "t", ""));
    ASSERT_TRUE(w.document()->waitForRealModel(60000));
    ViewState* view = w.findChild<ViewState*>();
    view->setSource(ViewState::Source::Real);
    view->setLayer(1);
    HeadViewPane* pane = shown_head_view(w);
    const HeadLinesData& d = pane->view()->data();
    attn::GptRunner runner(m.model);
    const attn::GptPass pass = runner.run(attn::real_model_ids(m, text));
    ASSERT_EQ(d.n(), pass.n()) << pane->message().toStdString();
    EXPECT_EQ(d.heads_total, 4);
    EXPECT_EQ(d.heads.size(), 4u);
    EXPECT_TRUE(d.causal);
    ASSERT_FALSE(d.lines.empty());
    std::set<std::pair<int, int>> seen;
    for (const HeadLine& l : d.lines) {
        EXPECT_LE(l.to, l.from);
        EXPECT_EQ(float(l.weight), pass.weight(1, l.head, l.from, l.to));
        EXPECT_GE(l.weight, d.threshold);
        seen.insert({l.from, l.head});
    }
    // Every (token, head) row has a line: a causal row of ≤ 12 weights summing to 1 has one ≥ 1/12.
    EXPECT_EQ(seen.size(), size_t(pass.n() * 4));
    for (int i = 0; i < pass.n(); ++i)
        EXPECT_EQ(d.tokens[i], QString::fromStdString(m.tokenizer->display(pass.ids[size_t(i)])));
    EXPECT_TRUE(pane->figure().name.endsWith(QStringLiteral("-layer-2")));
}

TEST(HeadLines, ALongSentenceScrollsAndPaintsOnlyTheRowsInView) {
    constexpr int n = 1024;
    // Each row looks at itself and at the first token (as GPT-2's heads often do), the rest a
    // little.
    const attn::Trace t = synthetic(n, 2, true, [](int, int i, int j) {
        return j == i || j == 0 ? 0.4 : 0.2 / std::max(1, i - 1);
    });
    const HeadLinesData d = head_lines_data(t, {});
    for (const HeadLine& l : d.lines) EXPECT_LE(l.to, l.from);
    QScrollArea area;
    area.setWidgetResizable(true);
    auto* v = new HeadLinesView;
    area.setWidget(v);
    area.resize(600, 400);
    v->setData(d);
    area.show();
    QApplication::processEvents();
    EXPECT_GT(v->height(), 15 * n);  // every row keeps a readable height: the area scrolls
    area.verticalScrollBar()->setValue(area.verticalScrollBar()->maximum() / 2);
    v->repaint();
    QApplication::processEvents();
    v->grab(QRect(0, area.verticalScrollBar()->value(), v->width(), 400));
    EXPECT_GT(v->paintedLines(), 0);
    EXPECT_LT(v->paintedLines(),
              int(d.lines.size()) / 10);  // only the rows in view (and their lines)
    // The figure of the whole sentence stays a sensible size (rows squeezed, labels thinned).
    FigureSpec spec;
    spec.kind = FigureKind::HeadLines;
    spec.lines = d;
    const QSizeF size = natural_figure_size(spec, FigureOptions{});
    EXPECT_LT(size.height(), 1600);
    EXPECT_GT(size.height(), 600);
    HeadLinesFigure fig(spec.lines, FigureOptions{});
    const HeadLinesLayout L = fig.layout_in(QRectF(QPointF(0, 0), fig.natural_size()));
    EXPECT_GT(L.label_every, 1);
}

}  // namespace
}  // namespace attn::ui
