// How the handout's pages are filled (export/handout.hpp, handout_layout: the
// blocks' pages and rectangles as handout_pdf paints them): consecutive steps
// share a page where they fit, a step's heading stays with its text, no block
// is split but text, nothing overlaps or leaves the content area, every
// figure prints its text at a readable size, a step with several figures
// (both sentences) is laid out whole, and the page count is the PDF's.
#include <gtest/gtest.h>

#include <QRegularExpression>
#include <algorithm>
#include <cstdio>
#include <map>
#include <set>
#include <tuple>

#include "attnlab/lesson/lesson_io.hpp"
#include "export/handout.hpp"
#include "export/handout_blocks.hpp"
#include "files/builtin_lessons.hpp"
#include "handout_test_helpers.hpp"

namespace {

using namespace attn::ui;

using attn::ui::test::demo;
using attn::ui::test::pdf_pages;

// The pieces of one step, in order.
std::vector<HandoutPiece> of_step(const HandoutLayout& h, int step) {
    std::vector<HandoutPiece> out;
    for (const HandoutPiece& p : h.pieces)
        if (p.step == step) out.push_back(p);
    return out;
}

// Checks every rule of the flow on `h`, naming `what` in failures.
void expect_well_laid_out(const HandoutLayout& h, const std::string& what) {
    ASSERT_GT(h.pages, 0) << what;
    std::map<int, std::vector<const HandoutPiece*>> by_page;
    std::map<std::pair<int, int>, int> figure_rows;  // (step, top) → pieces: a row is one block
    for (const HandoutPiece& p : h.pieces) {
        EXPECT_GE(p.page, 1) << what;
        EXPECT_LE(p.page, h.pages) << what;
        // Inside the content area (a pixel of rounding allowed).
        EXPECT_GE(p.rect.top(), h.content.top() - 0.5) << what << " page " << p.page;
        EXPECT_LE(p.rect.bottom(), h.content.bottom() + 0.5)
            << what << " page " << p.page << " step " << p.step;
        by_page[p.page].push_back(&p);
        if (p.part == HandoutPart::Figures) {
            // Readable: its text at least kMinFigureTextPx, unless the page's width holds it
            // smaller (it fills the width).
            if (p.figure_fill < 0.99) {
                EXPECT_GE(p.figure_text_px, kMinFigureTextPx - 1e-6)
                    << what << " step " << p.step + 1 << ": figure text too small";
            }
            EXPECT_GE(p.figure_text_px, kLeastFigureTextPx - 1e-6)
                << what << " step " << p.step + 1 << ": even a page-wide figure";
            EXPECT_LE(p.figure_fill, 1.0 + 1e-6);
            EXPECT_GE(p.figures, 1);
            EXPECT_LE(p.figures, 2);
        }
    }
    // No two pieces of a page overlap (they stack: each starts at or below the last one's bottom).
    for (auto& [page, pieces] : by_page) {
        std::sort(pieces.begin(), pieces.end(),
                  [](auto* a, auto* b) { return a->rect.top() < b->rect.top(); });
        for (size_t i = 1; i < pieces.size(); ++i)
            EXPECT_GE(pieces[i]->rect.top(), pieces[i - 1]->rect.bottom() - 0.5)
                << what << " page " << page;
    }
    // Only text is ever split: a heading, a row of figures, a question is one piece (on one page).
    std::map<int, int> pieces_of;
    for (const HandoutPiece& p : h.pieces) {
        ++pieces_of[p.block];
        if (p.part == HandoutPart::Figures || p.part == HandoutPart::StepHeading)
            EXPECT_GT(p.rect.height(), 0) << what;
    }
    for (const HandoutPiece& p : h.pieces)
        if (p.part == HandoutPart::Figures || p.part == HandoutPart::StepHeading)
            EXPECT_EQ(pieces_of[p.block], 1)
                << what << " step " << p.step + 1 << ": split over pages";
    // A page ends only where what comes next does not fit in what is left of
    // it (less a gap): nothing moves on to leave a page emptier than it need be.
    for (int page = 1; page < h.pages; ++page) {
        const auto here = by_page.find(page), next = by_page.find(page + 1);
        if (here == by_page.end() || next == by_page.end() || here->second.empty() ||
            next->second.empty())
            continue;
        const HandoutPiece& first = *next->second.front();
        if (first.part == HandoutPart::Answers) continue;  // the answers start a page of their own
        if (first.part != HandoutPart::Figures && first.part != HandoutPart::Question)
            continue;  // text flows; headings move with it
        const double left = h.content.bottom() - here->second.back()->rect.bottom();
        EXPECT_GT(first.rect.height(), left - handout_style::kStepGapPx)
            << what << ": page " << page << " ends with " << left << " px left";
    }
    // A step's heading shares its page with the start of what follows it.
    std::set<int> steps;
    for (const HandoutPiece& p : h.pieces)
        if (p.step >= 0) steps.insert(p.step);
    for (int step : steps) {
        const std::vector<HandoutPiece> pieces = of_step(h, step);
        size_t k = 0;
        while (k < pieces.size() && pieces[k].part == HandoutPart::StepHeading) ++k;
        ASSERT_GE(k, 2u) << what << " step " << step + 1 << ": 'Step k of n' and the title";
        EXPECT_EQ(pieces[0].page, pieces[1].page) << what << " step " << step + 1;
        if (k < pieces.size())
            EXPECT_EQ(pieces[k].page, pieces[k - 1].page)
                << what << " step " << step + 1 << ": heading left alone";
    }
}

TEST(HandoutFlow, ConsecutiveStepsShareAPage) {
    const attn::Lesson l = demo();
    const HandoutLayout h = handout_layout(l);
    expect_well_laid_out(h, "demo");
    // Some page holds the end of one step and the heading of the next.
    int shared = 0;
    for (int i = 0; i + 1 < int(l.steps.size()); ++i)
        if (of_step(h, i).back().page == of_step(h, i + 1).front().page) ++shared;
    EXPECT_GE(shared, 1) << "every step starts a page";
    // Fewer pages than one per step plus the answers (what the handout used to take).
    EXPECT_LT(h.pages, int(l.steps.size()) + 1);
    // The PDF has the pages the layout says.
    EXPECT_EQ(pdf_pages(handout_pdf(l)), h.pages);
}

// A page that opens on a step begun on the page before (its figure moved on) says so at its top:
// a walk read step 1's blend table, alone at page 2's top above step 2, as step 2's.
TEST(HandoutFlow, APageThatGoesOnWithAStepSaysWhichAtItsTop) {
    const attn::Lesson l = load_builtin_lesson(QStringLiteral("course-1-attention"));
    const HandoutLayout h = handout_layout(l);
    std::map<int, const HandoutPiece*> first;  // page → its first piece
    std::map<int, int> heading;                // step → its heading's page
    for (const HandoutPiece& p : h.pieces) {
        if (!first.count(p.page) || p.rect.top() < first[p.page]->rect.top()) first[p.page] = &p;
        if (p.part == HandoutPart::StepHeading && !heading.count(p.step)) heading[p.step] = p.page;
    }
    int continued = 0;
    for (const auto& [page, piece] : first) {
        const bool goes_on = piece->step >= 0 && piece->part != HandoutPart::Answers &&
                             heading.count(piece->step) && heading[piece->step] < page;
        ASSERT_EQ(h.continued.count(page) > 0, goes_on) << "page " << page;
        if (!goes_on) continue;
        ++continued;
        EXPECT_TRUE(h.continued.at(page).startsWith(
            QStringLiteral("Step %1 of %2, continued: ").arg(piece->step + 1).arg(l.steps.size())))
            << h.continued.at(page).toStdString();
        EXPECT_TRUE(h.continued.at(page).endsWith(
            QString::fromStdString(l.steps[size_t(piece->step)].title)));
    }
    EXPECT_GT(continued, 0) << "the course has steps that go on over a page";
}

TEST(HandoutFlow, TheAnswersStartAPageOfTheirOwn) {
    const HandoutLayout h = handout_layout(demo());
    int answers_page = 0, last_step_page = 0;
    for (const HandoutPiece& p : h.pieces) {
        if (p.part == HandoutPart::Answers && !answers_page) answers_page = p.page;
        if (p.step >= 0) last_step_page = std::max(last_step_page, p.page);
    }
    ASSERT_GT(answers_page, 0);
    EXPECT_EQ(answers_page, last_step_page + 1);
}

TEST(HandoutFlow, AHeadingThatWouldEndAPageMovesOnWithItsText) {
    // Text long enough that the next step's heading lands at a page's foot
    // unless it is kept with its text: try lengths until one does.
    attn::Lesson l = demo();
    for (auto& step : l.steps) step.question.reset();
    bool tried_a_foot = false;
    for (int lines = 10; lines < 90; lines += 3) {
        std::string text;
        for (int i = 0; i < lines; ++i)
            text += "A line of text about the river bank and the money bank.\n\n";
        l.steps[0].text = text;
        const HandoutLayout h = handout_layout(l);
        expect_well_laid_out(h, "filler " + std::to_string(lines));
        // Step 2's heading: where would it have been? If step 1's text ends near the page's foot,
        // it was a test of the rule.
        const std::vector<HandoutPiece> one = of_step(h, 0), two = of_step(h, 1);
        if (one.back().page != two.front().page ||
            one.back().rect.bottom() > h.content.bottom() - 80)
            tried_a_foot = true;
        if (HasFailure()) return;
    }
    EXPECT_TRUE(tried_a_foot);
}

// A step's heading and short text never end a page above the figure they introduce: a text of at
// most a third of a page is on the page of the step's first figure (with its heading). Swept over
// the length of the step before, so that some step starts near a page's foot; and the built-in
// course.
void expect_short_text_with_its_figure(const HandoutLayout& h, const std::string& what) {
    std::map<int, double> text_height;
    std::map<int, int> text_page, heading_page, figure_page;
    for (const HandoutPiece& p : h.pieces) {
        if (p.step < 0) continue;
        if (p.part == HandoutPart::StepText) {
            text_height[p.step] += p.rect.height();
            text_page[p.step] = p.page;  // its last piece's
        }
        if (p.part == HandoutPart::StepHeading) heading_page.emplace(p.step, p.page);
        if (p.part == HandoutPart::Figures) figure_page.emplace(p.step, p.page);
    }
    for (const auto& [step, height] : text_height) {
        if (!figure_page.count(step) || height > 0.25 * h.content.height()) continue;
        EXPECT_EQ(text_page[step], figure_page[step]) << what << " step " << step + 1;
        EXPECT_EQ(heading_page[step], figure_page[step]) << what << " step " << step + 1;
    }
}

TEST(HandoutFlow, AStepsShortTextMovesOnWithItsFigure) {
    attn::Lesson l = demo();
    for (auto& step : l.steps) step.question.reset();
    for (size_t k = 1; k < l.steps.size(); ++k)
        l.steps[k].text = "The map below shows where **bank** looks.\n\nLook at its row.";
    for (int lines = 4; lines < 60; lines += 2) {
        std::string text;
        for (int i = 0; i < lines; ++i) text += "A line of text about the river bank.\n\n";
        l.steps[0].text = text;
        const HandoutLayout h = handout_layout(l);
        expect_well_laid_out(h, "filler " + std::to_string(lines));
        expect_short_text_with_its_figure(h, "filler " + std::to_string(lines));
        if (HasFailure()) return;
    }
    for (const QString& name : builtin_course_parts())
        expect_short_text_with_its_figure(handout_layout(load_builtin_lesson(name)),
                                          name.toStdString());
}

TEST(HandoutFlow, AStepWithFourFiguresKeepsEachWholeAndReadable) {
    // Two sentences with the Vectors and Blend panes raised: up to four figures.
    attn::Lesson l = demo();
    for (auto& step : l.steps) {
        step.view.sentences = std::vector<int>{0, 1};
        step.view.panes = std::vector<attn::Pane>{attn::Pane::Vectors, attn::Pane::Blend};
        step.view.highlight = "bank";  // the Blend pane's figure follows the highlighted word
    }
    const HandoutLayout h = handout_layout(l);
    expect_well_laid_out(h, "two sentences, two panes");
    for (int i = 0; i < int(l.steps.size()); ++i) {
        int figures = 0;
        for (const HandoutPiece& p : of_step(h, i))
            if (p.part == HandoutPart::Figures) figures += p.figures;
        EXPECT_GE(figures, 2) << "step " << i + 1;
    }
}

// Every part of the course; part 1 (many short steps) takes fewer pages than
// it has steps; parts 2 and 3 show every head of two sentences, two page-wide
// maps a step, and take about a page a step.
TEST(HandoutFlow, TheBuiltInCourseIsWellLaidOut) {
    for (const QString& name : builtin_course_parts()) {
        const attn::Lesson l = load_builtin_lesson(name);
        const HandoutLayout h = handout_layout(l);
        expect_well_laid_out(h, name.toStdString());
        int answers = 0;
        for (const HandoutPiece& p : h.pieces)
            if (p.part == HandoutPart::Answers) answers = std::max(answers, p.page);
        int steps_pages = 0;
        for (const HandoutPiece& p : h.pieces)
            if (p.step >= 0) steps_pages = std::max(steps_pages, p.page);
        double smallest = 1e9;
        for (const HandoutPiece& p : h.pieces)
            if (p.part == HandoutPart::Figures) smallest = std::min(smallest, p.figure_text_px);
        if (qEnvironmentVariableIsSet("HANDOUT_DUMP"))
            for (const HandoutPiece& p : h.pieces)
                std::printf("  page %d step %d part %d block %d y %.0f-%.0f text %.1f\n", p.page,
                            p.step + 1, int(p.part), p.block, p.rect.top(), p.rect.bottom(),
                            p.figure_text_px);
        std::printf("%s: %d steps on %d pages, %d in all; smallest figure text %.1f px\n",
                    name.toUtf8().constData(), int(l.steps.size()), steps_pages, h.pages, smallest);
        if (name.contains(QStringLiteral("part-1")) || name.startsWith(QStringLiteral("course-1")))
            EXPECT_LT(steps_pages, int(l.steps.size())) << name.toStdString();
        EXPECT_LE(steps_pages, int(l.steps.size()) * 3 / 2) << name.toStdString();
    }
}

}  // namespace
