// Steps that show a lesson's real model (source "real" on a lesson that
// points at GPT-2 / nanoGPT): the presentation and the handout draw every head
// of the step's layer from the model's pass — the numbers the window shows.
#include <gtest/gtest.h>

#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QListView>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <cmath>
#include <numeric>

#include "attnlab/attention/softmax.hpp"
#include "attnlab/checkpoints/model_files.hpp"
#include "attnlab/gpt/gpt_pass.hpp"
#include "attnlab/lesson/lesson_io.hpp"
#include "attnlab/lesson/model_readings.hpp"
#include "attnlab/lesson/real_model_lesson.hpp"
#include "attnlab/lesson/step_quantity.hpp"
#include "attnlab/scene/scene.hpp"
#include "authoring/step_editor.hpp"
#include "document/view_state.hpp"
#include "export/handout.hpp"
#include "figures/figure_canvas.hpp"
#include "lesson/lesson_session.hpp"
#include "main_window.hpp"
#include "panes/attention_pane.hpp"
#include "panes/lesson_pane.hpp"
#include "presentation_window.hpp"
#include "ui_test_helpers.hpp"
#include "viewdata/step_figures.hpp"

namespace attn::app {
namespace {

const std::string kGpt2Window = std::string(ATTNLAB_SOURCE_DIR) + "/tests/data/gpt/gpt2-window";

using attn::ui::test::settle;
using ViewStateAttention = attn::ui::ViewState::Attention;

// The model's lesson with one step: layer 2 of the model, the head view raised.
attn::Lesson lesson_with_step() {
    const attn::OpenedModel m = attn::open_model(kGpt2Window);
    attn::Lesson l = attn::lesson_for_real_model(m, attn::ModelReference{kGpt2Window, 0},
                                                 {"The river bank"}, "t", "");
    attn::LessonStep s;
    s.title = "Layer two";
    s.text = "Every head of the second layer.";
    s.view.source = attn::Source::Real;
    s.view.layer = 2;
    s.view.panes = {attn::Pane::HeadView};
    l.steps.push_back(s);
    return l;
}

QString plain_pdf_text(const QByteArray& pdf) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("h.pdf"));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly)) return {};
    f.write(pdf);
    f.close();
    QProcess p;
    p.start(QStringLiteral("pdftotext"), {path, QStringLiteral("-")});
    if (!p.waitForFinished(30000)) return {};
    return QString::fromUtf8(p.readAllStandardOutput());
}

// The text of the handout the window exports ("" when pdftotext is missing; a failed export fails
// the test).
QString window_handout_text(MainWindow& w) {
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("h.pdf"));
    if (!w.exportHandout(out, true)) {
        ADD_FAILURE() << "the window wrote no handout";
        return {};
    }
    QFile f(out);
    return f.open(QIODevice::ReadOnly) ? plain_pdf_text(f.readAll()) : QString();
}

// "Use this model in the lesson" on a lesson about a real model: the lesson holds both, the
// source box offers both, and each step keeps the model it was written for.
TEST(RealModelSteps, ALessonHoldingBothModelsOffersBothAndEachStepKeepsItsOwn) {
    attn::Lesson l = lesson_with_step();  // step 1: the real model
    attn::LessonStep trained;
    trained.title = "The model trained here";
    trained.text = "Its second layer.";
    trained.view.source = attn::Source::Trained;
    trained.view.layer = 2;
    l.steps.push_back(trained);
    l.model = attn::read_lesson_file(std::string(ATTNLAB_SOURCE_DIR) +
                                     "/resources/lessons/course-3-training.attnlab.json")
                  .model;
    ASSERT_TRUE(l.model);
    EXPECT_TRUE(attn::step_problems(l, 0).empty());
    EXPECT_TRUE(attn::step_problems(l, 1).empty());
    MainWindow w(l);
    w.show();
    ASSERT_TRUE(w.document()->waitForRealModel(30000));
    settle(5);
    QComboBox* box = w.attentionPane()->sourceBox();
    auto* list = qobject_cast<QListView*>(box->view());
    ASSERT_NE(list, nullptr);
    for (const attn::Source s :
         {attn::Source::Trained, attn::Source::Real, attn::Source::HandWired})
        EXPECT_FALSE(list->isRowHidden(box->findData(int(s)))) << attn::source_name(s);
    w.lessonSession()->go(0);
    settle(5);
    EXPECT_EQ(w.viewState()->source(), attn::Source::Real);
    EXPECT_EQ(box->currentData().toInt(), int(attn::Source::Real));
    const ViewStateAttention real = w.viewState()->attention(0);
    ASSERT_TRUE(real.ok()) << real.error.toStdString();
    EXPECT_EQ(real.trace->heads, 4);  // GPT-2 window: 4 heads
    w.lessonSession()->go(1);
    settle(5);
    EXPECT_EQ(w.viewState()->source(), attn::Source::Trained);
    EXPECT_EQ(box->currentData().toInt(), int(attn::Source::Trained));
    EXPECT_EQ(w.viewState()->heads(), l.model->config.heads);
    // The box switches between them by hand too.
    box->setCurrentIndex(box->findData(int(attn::Source::Real)));
    settle(5);
    EXPECT_TRUE(w.viewState()->showsRealModel());
    // Saved and read back, each step still names its own.
    const attn::Lesson back = attn::lesson_from_json(attn::lesson_to_json(w.document()->lesson()));
    EXPECT_EQ(back.steps[0].view.source, attn::Source::Real);
    EXPECT_EQ(back.steps[1].view.source, attn::Source::Trained);
}

TEST(RealModelSteps, AStepOnTheModelIsDrawnFromItsPassOnlyWhenTheLayersAreGiven) {
    const attn::Lesson l = lesson_with_step();
    EXPECT_TRUE(attn::step_problems(l, 0).empty());
    const attn::Scene scene = attn::step_scene(l, 0);
    const std::vector<attn::ui::StepFigure> figs = attn::ui::step_figures(l, scene);
    ASSERT_EQ(figs.size(), 2u);  // the map of every head, then the head view
    for (const auto& f : figs) EXPECT_TRUE(f.real_model) << f.title.toStdString();
    EXPECT_EQ(figs[0].title,
              QStringLiteral("Attention weights — “The river bank” (the real model, layer 2)"));

    // Drawn from the pass: every head of layer 2 as the engine computes it.
    const attn::OpenedModel m = attn::open_model(kGpt2Window);
    attn::GptRunner runner(m.model);
    attn::ui::RealModelPass pass;
    pass.sentence = "The river bank";
    pass.tokens.ids = attn::real_model_ids(m, pass.sentence);
    for (int id : pass.tokens.ids)
        pass.tokens.display << QString::fromStdString(m.tokenizer->display(id));
    pass.pass = runner.run(pass.tokens.ids);
    const attn::Trace layer2 = attn::ui::real_model_layer_trace(pass, 1);
    const attn::ui::ReadyFigure ready = attn::ui::ready_figure(l, scene, figs[0], 11, {&layer2});
    ASSERT_TRUE(ready.error.isEmpty()) << ready.error.toStdString();
    ASSERT_EQ(ready.spec.panels.size(), 4u);
    for (int h = 0; h < 4; ++h)
        EXPECT_EQ(ready.spec.panels[size_t(h)].values, pass.pass.attention_matrix(1, h)) << h;

    // A handout with the layers has the figures; without them, a line saying what they need.
    const attn::ui::ModelLayerTraces given = [&](int sentence, int layer) -> const attn::Trace* {
        return sentence == 0 && layer == 1 ? &layer2 : nullptr;
    };
    const attn::ui::HandoutLayout with = attn::ui::handout_layout(l, {given, nullptr});
    const attn::ui::HandoutLayout without = attn::ui::handout_layout(l);
    const auto figures = [](const attn::ui::HandoutLayout& h) {
        int n = 0;
        for (const auto& p : h.pieces)
            n += p.part == attn::ui::HandoutPart::Figures ? p.figures : 0;
        return n;
    };
    EXPECT_EQ(figures(with), 2);
    EXPECT_EQ(figures(without), 0);
    const QString text = plain_pdf_text(attn::ui::handout_pdf(l));
    if (text.isEmpty()) GTEST_SKIP() << "pdftotext is not installed";
    EXPECT_TRUE(text.simplified().contains(QStringLiteral("which was not read for this handout")))
        << text.toStdString();
}

TEST(RealModelSteps, ThePresentationShowsTheStepsLayerOfTheModel) {
    MainWindow w(lesson_with_step());
    w.resize(1366, 768);
    w.show();
    ASSERT_TRUE(w.document()->waitForRealModel(30000));
    settle(5);
    w.lessonSession()->go(0);
    settle(5);
    EXPECT_EQ(w.viewState()->layer(), 1);
    w.present();
    settle(5);
    PresentationWindow* p = w.presentation();
    ASSERT_NE(p, nullptr);
    p->refresh();
    const attn::GptPass& pass = w.document()->results()[0].real->pass;
    int grids = 0, lines = 0;
    for (int page = 0; page < p->figurePages(); ++page) {
        p->setFigurePage(page);
        for (const auto& fig : p->canvas()->figures()) {
            // A slide shows the heads one at a time, large (H chooses): head 1 first.
            if (fig.spec.kind == attn::ui::FigureKind::Heatmap) {
                ++grids;
                ASSERT_EQ(fig.spec.panels.size(), 1u);
                EXPECT_EQ(fig.spec.panels[0].values, pass.attention_matrix(1, 0));
            }
            if (fig.spec.kind == attn::ui::FigureKind::HeadLines) ++lines;
        }
    }
    EXPECT_EQ(grids, 1);
    EXPECT_EQ(lines, 1);
    // H chooses the head of the real model's map (it stayed at head 1).
    p->setFigurePage(0);
    ASSERT_TRUE(p->showsOneHead());
    EXPECT_EQ(p->headCount(), 4);
    QTest::keyClick(p, Qt::Key_H);
    settle(5);
    EXPECT_EQ(p->head(), 1);
    bool second = false;
    for (int page = 0; page < p->figurePages(); ++page) {
        p->setFigurePage(page);
        for (const auto& fig : p->canvas()->figures())
            if (fig.spec.kind == attn::ui::FigureKind::Heatmap) {
                EXPECT_EQ(fig.spec.panels[0].values, pass.attention_matrix(1, 1));
                second = fig.look.title.contains(QStringLiteral("head 2 of 4"));
            }
    }
    EXPECT_TRUE(second) << "the slide shows head 2";
    p->setFigurePage(0);
    QTest::keyClick(p, Qt::Key_H, Qt::ShiftModifier);
    settle(5);
    EXPECT_EQ(p->head(), 0);
    // L and Shift+L choose the layer (the window's, which follows), the footer says it.
    EXPECT_TRUE(p->footerLabel()->text().contains(QStringLiteral("L: layer 2 of 2")))
        << p->footerLabel()->text().toStdString();
    const auto first_map = [&] {
        p->setFigurePage(0);
        for (const auto& fig : p->canvas()->figures())
            if (fig.spec.kind == attn::ui::FigureKind::Heatmap) return fig.spec.panels[0].values;
        return attn::Matrix();
    };
    QTest::keyClick(p, Qt::Key_L);
    settle(5);
    EXPECT_EQ(w.viewState()->layer(), 0);  // round to the first
    EXPECT_EQ(first_map(), pass.attention_matrix(0, 0));
    EXPECT_TRUE(p->footerLabel()->text().contains(QStringLiteral("L: layer 1 of 2")));
    // Right on the last (only) slide and Left on the first keep the chosen layer and head (they
    // entered the step again: layer 2, head 1).
    QTest::keyClick(p, Qt::Key_H);
    settle(5);
    QTest::keyClick(p, Qt::Key_Right);
    settle(5);
    QTest::keyClick(p, Qt::Key_Left);
    settle(5);
    EXPECT_EQ(w.viewState()->layer(), 0);
    EXPECT_EQ(p->head(), 1);
    EXPECT_EQ(first_map(), pass.attention_matrix(0, 1));
    QTest::keyClick(p, Qt::Key_H, Qt::ShiftModifier);
    settle(5);
    QTest::keyClick(p, Qt::Key_L, Qt::ShiftModifier);
    settle(5);
    EXPECT_EQ(w.viewState()->layer(), 1);
    EXPECT_EQ(first_map(), pass.attention_matrix(1, 0));
    p->close();

    // The window's handout draws the same figures from the window's passes.
    const QString text = window_handout_text(w);
    if (text.isEmpty()) GTEST_SKIP() << "pdftotext is not installed";
    EXPECT_FALSE(text.simplified().contains(QStringLiteral("which was not read for this handout")));
    EXPECT_TRUE(text.contains(QStringLiteral("the real model, layer 2")));
}

// A step that switches off a head of the last layer changes none of its maps: its slide and its
// handout page showed no effect at all. After the maps they show the next token without and with
// the what-if (the model's own numbers), and not while a question keeps the numbers back.
TEST(RealModelSteps, AWhatIfStepShowsItsEffectOnTheNextTokenOnTheSlideAndTheHandout) {
    attn::Lesson l = lesson_with_step();
    const auto off = attn::Intervention::on_head(attn::Intervention::Kind::Ablate, 1, 2);
    l.steps[0].view.what_if = attn::WhatIf{attn::Source::Real, {off}};
    MainWindow w(l);
    w.resize(1366, 768);
    w.show();
    ASSERT_TRUE(w.document()->waitForRealModel(30000));
    w.lessonSession()->go(0);
    settle(5);
    ASSERT_TRUE(w.document()->waitForRealModel(30000));
    settle(5);

    // The engine's numbers: the sentence's last token with and without the head.
    const attn::OpenedModel m = attn::open_model(kGpt2Window);
    attn::GptRunner runner(m.model);
    const std::vector<int> ids = attn::real_model_ids(m, "The river bank");
    attn::GptPassOptions o;
    o.logit_positions = {int(ids.size()) - 1};
    const attn::Matrix plain = runner.run(ids, o).logits;
    const std::vector<attn::Intervention> list{off};
    o.interventions = list;
    const attn::Matrix cut = runner.run(ids, o).logits;
    ASSERT_GT((plain - cut).cwiseAbs().maxCoeff(), 0.0f) << "the head changes the prediction";
    const auto top = [&](const attn::Matrix& logits) {
        const std::vector<double> p =
            attn::probabilities(std::span<const float>(logits.data(), std::size_t(logits.cols())));
        std::vector<int> order(p.size());
        std::iota(order.begin(), order.end(), 0);
        std::stable_sort(order.begin(), order.end(),
                         [&](int a, int b) { return p[size_t(a)] > p[size_t(b)]; });
        order.resize(5);
        return std::make_pair(order, p);
    };

    w.present();
    settle(5);
    PresentationWindow* p = w.presentation();
    ASSERT_NE(p, nullptr);
    p->refresh();
    const attn::ui::FigureCanvas::Figure* effect = nullptr;
    std::vector<attn::ui::FigureCanvas::Figure> seen;
    for (int page = 0; page < p->figurePages(); ++page) {
        p->setFigurePage(page);
        for (const auto& fig : p->canvas()->figures()) seen.push_back(fig);
    }
    for (const auto& fig : seen)
        if (fig.spec.kind == attn::ui::FigureKind::Lens) effect = &fig;
    ASSERT_NE(effect, nullptr) << "no effect figure among " << seen.size();
    EXPECT_EQ(seen.back().spec.kind, attn::ui::FigureKind::Lens) << "after the maps";
    const attn::ui::LensTable& t = effect->spec.lens;
    ASSERT_EQ(t.rows.size(), 2);
    EXPECT_EQ(t.rows[0], QStringLiteral("without the what-if"));
    EXPECT_EQ(t.rows[1], QStringLiteral("with the what-if"));
    for (int row = 0; row < 2; ++row) {
        const auto [order, probs] = top(row == 0 ? plain : cut);
        ASSERT_EQ(t.ids[size_t(row)], order) << row;
        for (int k = 0; k < 5; ++k)
            EXPECT_FLOAT_EQ(t.probabilities(row, k), float(probs[size_t(order[size_t(k)])]));
    }
    EXPECT_TRUE(effect->spec.what_if.contains(QStringLiteral("switched off")))
        << effect->spec.what_if.toStdString();
    EXPECT_TRUE(effect->look.title.contains(QStringLiteral("without and with the what-if")));
    p->close();

    // Not while a question keeps the numbers back.
    attn::Scene pending = attn::step_scene(w.document()->shownLesson(), 0);
    pending.conceal.numbers = true;
    const auto& real = *w.document()->results()[0].real;
    EXPECT_FALSE(attn::ui::what_if_effect_figure(w.document()->shownLesson(), pending, 0, m,
                                                 real.plainLastLogits(), real.lastLogits(),
                                                 real.tokens.display, 11));
    pending.conceal.numbers = false;
    EXPECT_TRUE(attn::ui::what_if_effect_figure(w.document()->shownLesson(), pending, 0, m,
                                                real.plainLastLogits(), real.lastLogits(),
                                                real.tokens.display, 11));

    // The handout's page of the step has it too, read under the step's what-if.
    const QString text = window_handout_text(w);
    if (text.isEmpty()) GTEST_SKIP() << "pdftotext is not installed";
    EXPECT_TRUE(text.simplified().contains(QStringLiteral("without and with the what-if")))
        << text.toStdString();
}

// A step's {{…}} quantities about the real model read the window's passes:
// modelweight (tokens as "@k" or their text) and prob / loss of a next token.
TEST(RealModelSteps, QuantitiesReadTheWindowsPassesAndSayWhenTheModelIsNotRead) {
    attn::Lesson l = lesson_with_step();
    l.steps[0].text =
        "Head 3 of layer 2 puts {{modelweight 0 2 3 bank river}} of bank on river; "
        "P(bank after The) = {{prob 0 0 bank #4}}.";
    const std::string expr = "modelweight 0 2 3 @2 @1";
    {
        MainWindow w(l);
        ASSERT_TRUE(w.document()->waitForRealModel(30000));
        const attn::GptPass& pass = w.document()->results()[0].real->pass;
        const attn::ModelReadings* readings = w.document()->modelReadings();
        ASSERT_NE(readings, nullptr);
        ASSERT_EQ(pass.n(), 3);  // "The" "␣river" "␣bank"
        EXPECT_DOUBLE_EQ(attn::quantity(w.document()->lesson(), expr, readings),
                         double(pass.weight(1, 2, 2, 1)));
        EXPECT_DOUBLE_EQ(
            attn::quantity(w.document()->lesson(), "modelweight 0 2 3 bank river", readings),
            double(pass.weight(1, 2, 2, 1)));
        // prob: softmax of LN_f(x) · Eᵀ at position 0, worked here in double.
        const auto model = w.document()->realModel();
        const attn::GptRunner runner(model->model);
        const attn::Matrix logits = runner.logits_of(pass.residual.back().row(0));
        const int id = model->tokenizer->encode(" bank").at(0);
        double sum = 0;
        for (Eigen::Index k = 0; k < logits.cols(); ++k)
            sum += std::exp(double(logits(0, k)) - double(logits.maxCoeff()));
        const double want = std::exp(double(logits(0, id)) - double(logits.maxCoeff())) / sum;
        EXPECT_NEAR(attn::quantity(w.document()->lesson(), "prob 0 0 bank", readings), want, 1e-12);
        EXPECT_NEAR(attn::quantity(w.document()->lesson(), "loss 0 0 bank", readings),
                    -std::log(want), 1e-9);
        EXPECT_THROW(attn::quantity(w.document()->lesson(), "modelweight 0 3 1 @0 @0", readings),
                     attn::QuantityError);  // no layer 3
        EXPECT_THROW(attn::quantity(w.document()->lesson(), "modelweight 0 1 1 @5 @0", readings),
                     attn::QuantityError);  // no token 5
        EXPECT_TRUE(attn::step_problems(w.document()->lesson(), 0, readings).empty());
        settle(5);
        w.lessonSession()->go(0);
        settle(5);
        EXPECT_TRUE(
            w.lessonSession()->text().contains(QString::number(pass.weight(1, 2, 2, 1), 'f', 3)))
            << w.lessonSession()->text().toStdString();
    }
    // Without the window's readings nothing reads the model, and the quantity says so.
    try {
        attn::quantity(l, expr);
        ADD_FAILURE() << "a real model's quantity without its passes";
    } catch (const attn::QuantityError& e) {
        EXPECT_NE(std::string(e.what()).find("not read here"), std::string::npos) << e.what();
    }
}

// A step with its own what-if on the real model: `before prob` read the window's passes, which
// ran under the what-if, and printed the after value ("it goes up 0.241, it goes down 0.241",
// graded on a tie); the step editor's preview of a step whose what-if the window did not show
// read the passes without it. Each now reads the passes of the what-if it is computed under.
TEST(RealModelSteps, BeforeQuantitiesAndPreviewsReadThePassesOfTheirOwnWhatIf) {
    attn::Lesson l = lesson_with_step();
    const auto off = attn::Intervention::on_head(attn::Intervention::Kind::Ablate, 0, 0);
    MainWindow w(l);
    ASSERT_TRUE(w.document()->waitForRealModel(30000));
    const auto model = w.document()->realModel();
    attn::GptRunner runner(model->model);
    const std::vector<int> ids = attn::real_model_ids(*model, "The river bank");
    const int id = model->tokenizer->encode(" bank").at(0);
    // P(bank) after the first token, in double, without and with the head.
    const auto prob = [&](const std::vector<attn::Intervention>& what_if) {
        attn::GptPassOptions o;
        o.interventions = what_if;
        const attn::GptPass pass = runner.run(ids, o);
        const attn::Matrix logits = runner.logits_of(pass.residual.back().row(0));
        double sum = 0;
        for (Eigen::Index k = 0; k < logits.cols(); ++k)
            sum += std::exp(double(logits(0, k)) - double(logits.maxCoeff()));
        return std::exp(double(logits(0, id)) - double(logits.maxCoeff())) / sum;
    };
    const double plain = prob({}), cut = prob({off});
    ASSERT_GT(std::abs(plain - cut), 1e-6) << "the head changes the prediction";
    const attn::ModelReadings* readings = w.document()->modelReadings();
    ASSERT_NE(readings, nullptr);
    // The step editor's writing hint gives a quantity of this lesson's model (it gave
    // {{weight 0 bank river}}, which a real model's lesson flags).
    {
        attn::ui::StepEditor* e = w.lessonPane()->newStep();
        ASSERT_NE(e, nullptr);
        const auto* hint = e->findChild<QLabel*>(QStringLiteral("stepTextHint"));
        ASSERT_NE(hint, nullptr);
        EXPECT_TRUE(hint->text().contains(QStringLiteral("{{modelweight 0 1 1 @1 @0}}")))
            << hint->text().toStdString();
        EXPECT_NO_THROW(
            attn::quantity(w.document()->lesson(), "modelweight 0 1 1 @1 @0", readings));
        e->reject();
    }

    // The window shows no what-if; a lesson with the step's what-if (as the editor previews it)
    // reads passes under it, `before` the window's own.
    attn::Lesson with = w.document()->lesson();
    with.what_if = attn::WhatIf{attn::Source::Real, {off}};
    EXPECT_NEAR(attn::quantity(with, "prob 0 0 bank", readings), cut, 1e-9);
    EXPECT_NEAR(attn::quantity(with, "before prob 0 0 bank", readings), plain, 1e-9);
    EXPECT_NEAR(attn::quantity(w.document()->lesson(), "prob 0 0 bank", readings), plain, 1e-9);

    // The window on the step: its passes run under the what-if; `before` reads them without.
    l.steps[0].view.what_if = attn::WhatIf{attn::Source::Real, {off}};
    MainWindow stepped(l);
    ASSERT_TRUE(stepped.document()->waitForRealModel(30000));
    stepped.lessonSession()->go(0);
    settle(5);
    ASSERT_TRUE(stepped.document()->waitForRealModel(30000));
    const attn::Lesson shown = stepped.document()->shownLesson();
    ASSERT_FALSE(shown.what_if.over(attn::Source::Real).empty());
    const attn::ModelReadings* r = stepped.document()->modelReadings();
    EXPECT_NEAR(attn::quantity(shown, "prob 0 0 bank", r), cut, 1e-9);
    EXPECT_NEAR(attn::quantity(shown, "before prob 0 0 bank", r), plain, 1e-9);
}

// Each window's step quantities read its own model: the readings are an argument, not a
// value shared by the thread (two windows once showed the last-opened model's numbers).
TEST(RealModelSteps, TwoWindowsOnTwoModelsEachReadTheirOwn) {
    const std::string kNano = std::string(ATTNLAB_SOURCE_DIR) + "/tests/data/gpt/nanogpt-tiny";
    const auto lesson_on = [](const std::string& path) {
        const attn::OpenedModel m = attn::open_model(path);
        attn::Lesson l = attn::lesson_for_real_model(m, attn::ModelReference{path, 0},
                                                     {"the river bank"}, "t", "");
        attn::LessonStep s;
        s.title = "Layer one";
        s.text = "Head 1 puts {{modelweight 0 1 1 @2 @1 #6}} of token 2 on token 1.";
        l.steps.push_back(s);
        return l;
    };
    MainWindow gpt2(lesson_on(kGpt2Window));
    MainWindow nano(lesson_on(kNano));
    ASSERT_TRUE(gpt2.document()->waitForRealModel(30000));
    ASSERT_TRUE(nano.document()->waitForRealModel(30000));
    settle(5);
    const auto own_weight = [](MainWindow& w) {
        return double(w.document()->results()[0].real->pass.weight(0, 0, 2, 1));
    };
    const double a = own_weight(gpt2), b = own_weight(nano);
    ASSERT_GT(std::abs(a - b), 1e-5) << "the two models must differ for this test to tell";
    for (MainWindow* w : {&gpt2, &nano}) {
        w->lessonSession()->go(0);
        settle(5);
        const QString want = QString::number(own_weight(*w), 'f', 6);
        EXPECT_TRUE(w->lessonSession()->text().contains(want))
            << w->lessonSession()->text().toStdString() << " wants " << want.toStdString();
        EXPECT_DOUBLE_EQ(attn::quantity(w->document()->shownLesson(), "modelweight 0 1 1 @2 @1",
                                        w->document()->modelReadings()),
                         own_weight(*w));
    }
}

// `w` shown at 1366 × 768 on its lesson's first step, its model read, and presenting it; null
// when the model was not read or the presentation did not open.
PresentationWindow* presenting_first_step(MainWindow& w) {
    w.resize(1366, 768);
    w.show();
    if (!w.document()->waitForRealModel(30000)) return nullptr;
    settle(5);
    w.lessonSession()->go(0);
    settle(5);
    w.present();
    settle(5);
    PresentationWindow* p = w.presentation();
    if (p) p->refresh();
    return p;
}

// The head H chose on one slide does not carry to the next step (a teacher's next slide, whose
// question was about head 1, opened on head 2): a new step starts on its first head.
TEST(RealModelSteps, ANewStepStartsOnItsFirstHead) {
    attn::Lesson l = lesson_with_step();
    attn::LessonStep next = l.steps[0];
    next.title = "Layer two again";
    l.steps.push_back(next);
    MainWindow w(l);
    PresentationWindow* p = presenting_first_step(w);
    ASSERT_NE(p, nullptr);
    p->setFigurePage(0);
    ASSERT_TRUE(p->showsOneHead());
    QTest::keyClick(p, Qt::Key_H);
    settle(5);
    EXPECT_EQ(p->head(), 1);
    QTest::keyClick(p, Qt::Key_Right);
    settle(5);
    EXPECT_EQ(w.lessonSession()->current(), 1);
    EXPECT_EQ(p->head(), 0);
    p->close();
}
}  // namespace

}  // namespace attn::app
