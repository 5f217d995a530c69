// A step that chooses the heads its figures show (view.show_heads): the step's figures are
// the grid of those heads, drawn from the same numbers; and a handout never prints a map's
// labels under 7 pt — a grid too big for that gets fewer maps a row, then tighter maps, then
// only the heads that fit, with a line naming the heads it left out.
#include <gtest/gtest.h>

#include "attnlab/attention/evaluate.hpp"
#include "attnlab/scene/scene.hpp"
#include "export/handout.hpp"
#include "export/handout_blocks.hpp"
#include "files/builtin_lessons.hpp"
#include "handout_test_helpers.hpp"
#include "viewdata/step_figures.hpp"

using attn::ui::load_builtin_lesson;  // (not through another file's using in a unity batch)

namespace attn::ui {
namespace {

// The PDF's text, its whitespace simplified (a line naming heads may wrap).
QString pdf_text(const QByteArray& pdf) { return test::pdf_text(pdf, false).simplified(); }

// Bubbe's hand-wired attention (d = 16) with `heads` heads, one step showing its first
// sentence, or `sentence` when given.
attn::Lesson bubbe(int heads, const std::string& sentence = {}) {
    attn::Lesson l = load_builtin_lesson(QStringLiteral("bubbe"));
    l.attention.variant = attn::Variant::MultiHead;
    l.attention.heads = heads;
    if (!sentence.empty()) l.sentences = {sentence};
    l.steps.clear();
    attn::LessonStep s;
    s.title = "Heads";
    s.text = "Every head of the sentence.";
    s.view.sentences = {0};
    l.steps.push_back(s);
    return l;
}

TEST(StepHeads, AStepsChosenHeadsAreItsFiguresGridFromTheSameNumbers) {
    attn::Lesson l = bubbe(4);
    l.steps[0].view.show_heads = {2, 4};
    const attn::Scene scene = attn::step_scene(l, 0);
    ASSERT_EQ(scene.heads, (std::vector<int>{1, 3}));
    const auto figures = step_figures(attn::scene_lesson(l, scene), scene);
    ASSERT_EQ(figures.size(), 1u);
    EXPECT_EQ(figures[0].request.heads, (std::vector<int>{1, 3}));
    const ReadyFigure ready = ready_figure(attn::scene_lesson(l, scene), scene, figures[0], 11);
    ASSERT_TRUE(ready.error.isEmpty()) << ready.error.toStdString();
    ASSERT_EQ(ready.spec.kind, FigureKind::HeadGrid);
    ASSERT_EQ(ready.spec.panels.size(), 2u);
    EXPECT_EQ(ready.spec.heads, (std::vector<int>{1, 3}));
    const attn::Trace t = attn::evaluate(l.table, l.sentences[0], l.attention);
    EXPECT_EQ(ready.spec.panels[0].values, t.weights[1]);
    EXPECT_EQ(ready.spec.panels[1].values, t.weights[3]);
    EXPECT_EQ(ready.spec.panels[0].panel_title, QStringLiteral("head 2"));
    EXPECT_EQ(ready.spec.panels[1].panel_title, QStringLiteral("head 4"));

    // Without a choice: every head, in order.
    l.steps[0].view.show_heads.clear();
    const attn::Scene every = attn::step_scene(l, 0);
    const ReadyFigure all =
        ready_figure(attn::scene_lesson(l, every), every,
                     step_figures(attn::scene_lesson(l, every), every).front(), 11);
    EXPECT_EQ(all.spec.panels.size(), 4u);
    EXPECT_TRUE(all.spec.heads.empty());
}

double smallest_figure_text(const HandoutLayout& h, int* figures) {
    double smallest = 1e9;
    *figures = 0;
    for (const HandoutPiece& p : h.pieces)
        if (p.part == HandoutPart::Figures) {
            smallest = std::min(smallest, p.figure_text_px);
            *figures += p.figures;
        }
    return smallest;
}

TEST(StepHeads, AHandoutPrintsNoMapLabelUnderSevenPoints) {
    // Sixteen heads of a 14-token sentence: no page holds them all at 7 pt.
    const std::string long_sentence =
        "the bubbe made matzah ball soup again the bubbe made matzah ball soup again";
    attn::Lesson l = bubbe(16, long_sentence);
    int figures = 0;
    EXPECT_GE(smallest_figure_text(handout_layout(l), &figures), 28.0 / 3 - 1e-6);
    EXPECT_EQ(figures, 1);
    const QString cut = pdf_text(handout_pdf(l));
    // The step's chosen heads fit: nothing is left out.
    l.steps[0].view.show_heads = {3, 9};
    EXPECT_GE(smallest_figure_text(handout_layout(l), &figures), 28.0 / 3 - 1e-6);
    EXPECT_EQ(figures, 1);
    const QString chosen = pdf_text(handout_pdf(l));
    if (cut.isEmpty()) GTEST_SKIP() << "pdftotext is not installed";
    EXPECT_TRUE(cut.contains(QStringLiteral("are left out — their maps would print too small")))
        << cut.toStdString();
    EXPECT_TRUE(cut.contains(QStringLiteral(", 16 are left out"))) << cut.toStdString();
    EXPECT_FALSE(chosen.contains(QStringLiteral("left out"))) << chosen.toStdString();
    EXPECT_TRUE(chosen.contains(QStringLiteral("head 3")));
    EXPECT_TRUE(chosen.contains(QStringLiteral("head 9")));
    EXPECT_FALSE(chosen.contains(QStringLiteral("head 4")));
}

// Four heads of seven tokens with their numbers: too wide two a row at 11 px, they are laid
// out tighter (and with two decimals) rather than one a row.
TEST(StepHeads, AGridTooWideForSevenPointsIsLaidOutTighterFirst) {
    const attn::Lesson l = bubbe(4);
    const HandoutLayout h = handout_layout(l);
    int figures = 0;
    EXPECT_GE(smallest_figure_text(h, &figures), 28.0 / 3 - 1e-6);
    EXPECT_EQ(figures, 1);
    for (const HandoutPiece& p : h.pieces)
        if (p.part == HandoutPart::Figures)
            EXPECT_LT(p.rect.height(), h.content.height() * 0.6)  // two rows, not four
                << "a grid of four maps one a row";
}

}  // namespace
}  // namespace attn::ui
