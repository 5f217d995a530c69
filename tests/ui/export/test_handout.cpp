// The handout of a lesson's steps (export/handout.hpp) and what a step shows
// (viewdata/step_figures.hpp): the scene walked from the first step, the
// figures it draws, concealment; the PDF's pages, text (pdftotext, when
// installed), refusal of a step naming what the lesson lacks, determinism.
#include <gtest/gtest.h>

#include <QRegularExpression>
#include <QTemporaryDir>
#include <cmath>

#include "attnlab/lesson/lesson_io.hpp"
#include "attnlab/scene/scene.hpp"
#include "export/handout.hpp"
#include "handout_test_helpers.hpp"
#include "viewdata/step_figures.hpp"
#include "viewdata/what_if_words.hpp"

namespace {

using namespace attn::ui;

using attn::ui::test::demo;
using attn::ui::test::pdf_pages;

using attn::ui::test::pdf_text;

TEST(StepFigures, TheSceneCarriesWhatEarlierStepsSet) {
    const attn::Lesson l = demo();
    const attn::Scene s0 = attn::step_scene(l, 0);
    EXPECT_EQ(s0.sentences, std::vector<int>{0});
    EXPECT_EQ(s0.stage, ScoreStage::Raw);
    EXPECT_EQ(s0.highlight, "bank");
    const attn::Scene s1 = attn::step_scene(l, 1);  // sets sentences and stage; keeps the highlight
    EXPECT_EQ(s1.sentences, (std::vector<int>{0, 1}));
    EXPECT_EQ(s1.stage, ScoreStage::Weights);
    EXPECT_EQ(s1.highlight, "bank");
    EXPECT_EQ(s1.panes, std::vector<attn::Pane>{attn::Pane::Vectors});
    EXPECT_EQ(attn::step_scene(l, 2).panes,
              std::vector<attn::Pane>{attn::Pane::Blend});  // raised panes are the step's own
    EXPECT_TRUE(attn::step_scene(l, 3).highlight.empty());
}

TEST(StepFigures, MapsOfTheShownSentencesOrAMapAndTheRaisedPane) {
    const attn::Lesson l = demo();
    const auto figures = [&](int i) {
        const attn::Scene s = attn::step_scene(l, i);
        return step_figures(attn::scene_lesson(l, s), s);
    };
    const auto f0 = figures(0);
    ASSERT_EQ(f0.size(), 1u);
    EXPECT_EQ(f0[0].request.view, FigureView::Scores);
    EXPECT_EQ(f0[0].request.stage, ScoreStage::Raw);
    EXPECT_EQ(f0[0].request.highlight, QStringLiteral("bank"));
    const auto f1 = figures(1);
    ASSERT_EQ(f1.size(), 3u);  // both shown sentences' maps, then the raised pane's figure
    EXPECT_EQ(f1[0].request.view, FigureView::Scores);
    EXPECT_EQ(f1[0].sentences, std::vector<int>{0});
    EXPECT_EQ(f1[1].sentences, std::vector<int>{1});
    EXPECT_EQ(f1[2].request.view, FigureView::Vectors);
    EXPECT_EQ(f1[2].sentences, (std::vector<int>{0, 1}));
    const auto f2 = figures(2);
    ASSERT_EQ(f2.size(), 2u);
    EXPECT_EQ(f2[1].request.view, FigureView::Blend);
    EXPECT_EQ(f2[1].request.word, QStringLiteral("bank"));
    // Two heads: every head at once.
    attn::Lesson two = l;
    two.attention.variant = attn::Variant::MultiHead;
    two.attention.heads = 2;
    EXPECT_EQ(step_figures(two, attn::step_scene(two, 0)).front().request.view, FigureView::Heads);
}

TEST(StepFigures, ConcealmentHidesNumbersCellsAndOutputs) {
    const attn::Lesson l = demo();
    const attn::Scene w = attn::step_scene(l, 3);  // hide: cells
    EXPECT_TRUE(w.conceal.cells);
    EXPECT_FALSE(w.conceal.outputs);
    const attn::Lesson wl = attn::scene_lesson(l, w);
    const ReadyFigure map = ready_figure(wl, w, step_figures(wl, w).front(), 13);
    ASSERT_TRUE(map.error.isEmpty()) << map.error.toStdString();
    EXPECT_FALSE(map.look.numbers);
    EXPECT_TRUE(std::isnan(map.spec.panels.front().values(0, 0)));
    EXPECT_TRUE(attn::step_scene(l, 2).conceal.numbers);       // no "hide": the numbers
    EXPECT_FALSE(attn::step_scene(l, 2, true).conceal.any());  // answered: nothing hidden
    const attn::Scene w1 = attn::step_scene(l, 1);             // numbers and outputs
    const attn::Lesson l1 = attn::scene_lesson(l, w1);
    const ReadyFigure vec = ready_figure(l1, w1, step_figures(l1, w1).back(), 13);
    EXPECT_TRUE(vec.spec.vectors.outputs.empty());
    EXPECT_FALSE(vec.spec.vectors.lookups.empty());
    const attn::Scene a1 = attn::step_scene(l, 1, true);
    EXPECT_FALSE(
        ready_figure(l1, a1, step_figures(l1, a1).back(), 13).spec.vectors.outputs.empty());
}

TEST(Handout, StepsShareItsPagesThenTheAnswers) {
    const QByteArray pdf = handout_pdf(demo());
    ASSERT_TRUE(pdf.startsWith("%PDF"));
    const int pages = pdf_pages(pdf);
    EXPECT_EQ(pages, handout_layout(demo()).pages);
    EXPECT_GE(pages, 2);  // the steps, then a page of answers
    EXPECT_LT(
        pages,
        5);  // not one page for each of the four steps (test_handout_flow.cpp: how they share)
}

TEST(Handout, ByteIdenticalOnEveryRun) {
    const attn::Lesson l = demo();
    EXPECT_EQ(handout_pdf(l), handout_pdf(l));
}

TEST(Handout, ItsFirstPageNamesTheAuthorAndTheLicenceUnderTheTitle) {
    attn::Lesson l = demo();
    l.author = "Ms Levi";
    l.licence = "CC BY 4.0";
    const QString text = pdf_text(handout_pdf(l));
    if (text.isEmpty())
        GTEST_SKIP() << "pdftotext is not installed (apt-get install poppler-utils)";
    const qsizetype title = text.indexOf(QString::fromStdString(l.title));
    const qsizetype by = text.indexOf(QStringLiteral("By Ms Levi · CC BY 4.0"));
    EXPECT_GE(title, 0);
    EXPECT_GT(by, title) << text.left(400).toStdString();
    EXPECT_FALSE(pdf_text(handout_pdf(demo())).contains(QStringLiteral("By ")));
}

TEST(Handout, TextHasTitlesQuestionsAndTheAnswersAfterThem) {
    const QString text = pdf_text(handout_pdf(demo()));
    if (text.isEmpty())
        GTEST_SKIP() << "pdftotext is not installed (apt-get install poppler-utils)";
    qsizetype at = 0;
    for (const char* title : {"Scores compare every pair", "Predict: where does bank go?",
                              "The blend in slow motion", "The largest weight"}) {
        const qsizetype found = text.indexOf(QString::fromUtf8(title), at);
        EXPECT_GE(found, at) << title;
        at = std::max(at, found);
    }
    const qsizetype question = text.indexOf(QStringLiteral("Which axis wins"));
    const qsizetype answers = text.indexOf(QStringLiteral("Answers"));
    const qsizetype answer = text.indexOf(
        QStringLiteral("Answer: water (water 0.435, money 0.149)"));  // the seed's numbers
    EXPECT_GE(question, 0);
    EXPECT_GT(answers, question);
    EXPECT_GT(answer, answers) << text.toStdString();
    const int pages = handout_layout(demo()).pages;
    EXPECT_TRUE(text.contains(QStringLiteral("page 1 of %1").arg(pages)));
    EXPECT_TRUE(text.contains(QStringLiteral("page %1 of %1").arg(pages)));
    EXPECT_TRUE(text.contains(QStringLiteral("The answer is on page %1.").arg(pages)));
    // Quantities are filled in, Markdown rendered (no asterisks left).
    EXPECT_FALSE(text.contains(QStringLiteral("{{")));
    EXPECT_FALSE(text.contains(QStringLiteral("**dot product**")));
    EXPECT_TRUE(text.contains(QStringLiteral("dot product")));
}

// A step holding a what-if prints as it shows (issue 38): its page says so
// under every figure's title, and its answer states the numbers before and after.
TEST(Handout, AStepsWhatIfIsPrintedWithItsNumbersBeforeAndAfter) {
    const attn::Lesson l = attn::read_lesson_file(
        ATTNLAB_SOURCE_DIR "/resources/lessons/course-1-attention.attnlab.json");
    int step = -1;
    for (size_t i = 0; i < l.steps.size(); ++i)
        if (l.steps[i].title == "What if bank could not see river?") step = int(i);
    ASSERT_GE(step, 0);
    const attn::Scene scene = attn::step_scene(l, step);
    const attn::Lesson shown = attn::scene_lesson(l, scene);
    for (const StepFigure& f : step_figures(shown, scene)) {
        const ReadyFigure ready = ready_figure(shown, scene, f, 13);
        ASSERT_TRUE(ready.error.isEmpty()) << ready.error.toStdString();
        EXPECT_EQ(ready.spec.what_if, QStringLiteral("What if: head 1 · line 2 → 1 cut"));
        EXPECT_TRUE(ready.spec.vectors.moved.empty());  // the question's answer waits
    }
    const QString text = pdf_text(handout_pdf(l));
    if (text.isEmpty())
        GTEST_SKIP() << "pdftotext is not installed (apt-get install poppler-utils)";
    EXPECT_TRUE(text.contains(QStringLiteral("What if: head 1 · line 2 → 1 cut")));
    EXPECT_TRUE(text.contains(QStringLiteral("Bank's water goes from 0.435 to 0.219")))
        << text.toStdString();
}

// A what-if the lesson holds for every step (not a step's own) is said to be so on every
// figure: a teacher's slides showed "What if: …" on each step without saying why.
TEST(Handout, ALessonWideWhatIfSaysItHoldsOnEveryStep) {
    attn::Lesson l = attn::read_lesson_file(ATTNLAB_SOURCE_DIR
                                            "/resources/lessons/course-1-attention.attnlab.json");
    int step = -1;
    for (size_t i = 0; i < l.steps.size(); ++i)
        if (l.steps[i].title == "What if bank could not see river?") step = int(i);
    ASSERT_GE(step, 0);
    EXPECT_FALSE(shows_lesson_wide_what_if(l, &l.steps[size_t(step)]));  // the step's own
    // The step's what-if made the lesson's, the lesson cut to that step alone.
    l.what_if = *l.steps[size_t(step)].view.what_if;
    l.steps = {l.steps[size_t(step)]};
    l.steps[0].view.what_if.reset();
    l.steps[0].question.reset();
    l.attention.variant = attn::Variant::Simple;
    EXPECT_TRUE(shows_lesson_wide_what_if(l, &l.steps[0]));
    EXPECT_TRUE(shows_lesson_wide_what_if(l, nullptr));
    const QString text = pdf_text(handout_pdf(l));
    if (text.isEmpty())
        GTEST_SKIP() << "pdftotext is not installed (apt-get install poppler-utils)";
    EXPECT_TRUE(text.simplified().contains(
        QStringLiteral("What if: head 1 · line 2 → 1 cut (on every step of this lesson)")))
        << text.toStdString();
}

TEST(Handout, AStepNamingWhatTheLessonLacksIsRefusedWithItsPath) {
    attn::Lesson l = demo();
    l.steps[0].view.highlight = "bnak";
    const QStringList problems = handout_problems(l);
    ASSERT_EQ(problems.size(), 1);
    EXPECT_EQ(problems[0],
              QStringLiteral("steps[0].view.highlight: no word 'bnak' in the sentence"));
    EXPECT_THROW(handout_pdf(l), std::invalid_argument);
    QTemporaryDir dir;
    QString error;
    EXPECT_FALSE(export_handout(l, dir.filePath(QStringLiteral("h.pdf")), &error));
    EXPECT_TRUE(error.contains(QStringLiteral("steps[0].view.highlight")));
    EXPECT_FALSE(QFile::exists(dir.filePath(QStringLiteral("h.pdf"))));
    l.steps.clear();
    EXPECT_TRUE(handout_problems(l).join(QString()).contains(QStringLiteral("no steps")));
}

TEST(Handout, UntrustedTextLoadsNothingAndShowsHtmlAsText) {
    attn::Lesson l = demo();
    l.steps[0].text =
        "![x](file:///dev/zero) <b>bold?</b> [local](file:///etc/passwd) "
        "[web](https://example.org)";
    const QByteArray pdf = handout_pdf(l);
    EXPECT_FALSE(pdf.contains("file:///etc/passwd"));  // no link annotation to a local file
    EXPECT_FALSE(pdf.contains("/URI ()"));
    EXPECT_TRUE(pdf.contains("/URI (https://example.org)"));
    const QString text = pdf_text(pdf);
    if (text.isEmpty()) GTEST_SKIP() << "pdftotext is not installed";
    EXPECT_TRUE(text.contains(QStringLiteral("[image: ")))
        << text.toStdString();  // "fi" may come out as a ligature
    EXPECT_TRUE(text.contains(QStringLiteral("/dev/zero]")));
    EXPECT_TRUE(text.contains(QStringLiteral("<b>bold?</b>")));
}

TEST(Handout, ALongChoiceWrapsAndIsNeverCut) {
    attn::Lesson l = demo();
    attn::LessonStep* choice = nullptr;
    for (auto& step : l.steps)
        if (step.question && step.question->kind == attn::StepQuestion::Kind::Choice)
            choice = &step;
    ASSERT_NE(choice, nullptr);
    std::string longer = "water, because";
    for (int i = 0; i < 12; ++i) longer += " the river sentence pulls bank towards the river";
    longer += " endofthechoice";
    choice->question->choices[0] = longer;
    const QString text = pdf_text(handout_pdf(l));
    if (text.isEmpty()) GTEST_SKIP() << "pdftotext is not installed";
    EXPECT_TRUE(text.contains(QStringLiteral("endofthechoice"))) << "the choice was cut";
}

}  // namespace

namespace attn::ui {
namespace {

// The step whose title is `title`.
int titled_step(const attn::Lesson& l, const std::string& title) {
    for (size_t i = 0; i < l.steps.size(); ++i)
        if (l.steps[i].title == title) return int(i);
    return -1;
}

int first_page(const HandoutLayout& h, int step, HandoutPart part) {
    int page = 1 << 20;
    for (const HandoutPiece& p : h.pieces)
        if (p.step == step && p.part == part) page = std::min(page, p.page);
    return page;
}

TEST(HandoutLeaks, AQuestionsPageNeverHoldsItsAnswer) {
    for (const char* part : {"course-1-attention", "course-2-heads", "course-3-training"}) {
        const attn::Lesson l = attn::read_lesson_file(ATTNLAB_SOURCE_DIR "/resources/lessons/" +
                                                      std::string(part) + ".attnlab.json");
        const HandoutLayout h = handout_layout(l);
        EXPECT_EQ(handout_leaks(l, h), QStringList{}) << part;
    }
    // The softmax question's answer is in the next step's text: that step starts a new page.
    const attn::Lesson l = attn::read_lesson_file(
        ATTNLAB_SOURCE_DIR "/resources/lessons/course-1-attention.attnlab.json");
    const int softmax = titled_step(l, "Softmax: scores become shares");
    const HandoutLayout h = handout_layout(l);
    EXPECT_LT(first_page(h, softmax, HandoutPart::Question),
              first_page(h, softmax + 1, HandoutPart::StepHeading));
}

TEST(HandoutLeaks, APageWithAQuestionAndItsAnswerIsReported) {
    const attn::Lesson l = attn::read_lesson_file(
        ATTNLAB_SOURCE_DIR "/resources/lessons/course-1-attention.attnlab.json");
    const int softmax = titled_step(l, "Softmax: scores become shares");
    // A layout that put the question and the next step's text on one page.
    HandoutLayout h;
    h.pages = 1;
    h.pieces.push_back({softmax, HandoutPart::Question, 1, 0, {}, 0, 0, 0});
    h.pieces.push_back({softmax + 1, HandoutPart::StepText, 1, 1, {}, 0, 0, 0});
    const QStringList leaks = handout_leaks(l, h);
    ASSERT_EQ(leaks.size(), 1);
    EXPECT_TRUE(leaks.front().startsWith(QStringLiteral("page 1: step %1 prints step %2's answer "
                                                        "on its question's page: ")
                                             .arg(softmax + 2)
                                             .arg(softmax + 1)))
        << leaks.front().toStdString();
    // On the next page it is where it belongs.
    h.pieces.back().page = 2;
    EXPECT_TRUE(handout_leaks(l, h).isEmpty());
}

}  // namespace
}  // namespace attn::ui
