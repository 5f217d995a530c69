// The Model dock's Generate tab (ui/modeldock/generate_view.hpp) on the
// nanoGPT fixture: greedy output equals the engine's greedy generation, a seed
// reproduces the engine's sampled tokens, Stop shows nothing more, closing the
// window or opening another lesson mid-run is safe, the next-word table is the
// softmax of the pass's logits (plain loops here), Add as sentence is one undo
// step, each token's tooltip names its probabilities; without a real model one
// line says what the tab needs.
#include <gtest/gtest.h>

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextCursor>
#include <QTimer>
#include <cmath>
#include <memory>

#include "attnlab/checkpoints/model_files.hpp"
#include "attnlab/gpt/gpt_generate.hpp"
#include "attnlab/lesson/model_reference.hpp"
#include "attnlab/lesson/real_model_lesson.hpp"
#include "commands/sentence_commands.hpp"
#include "commands/what_if_commands.hpp"
#include "document/view_state.hpp"
#include "files/builtin_lessons.hpp"
#include "main_window.hpp"
#include "modeldock/generate_view.hpp"
#include "style/number_format.hpp"
#include "whatif/what_if_bar.hpp"

namespace attn::app {
namespace {

using attn::ui::GenerateView;

const std::string kTiny = std::string(ATTNLAB_SOURCE_DIR) + "/tests/data/gpt/nanogpt-tiny/ckpt.pt";

struct TinyWindow {
    attn::OpenedModel model = attn::open_model(kTiny);
    std::unique_ptr<MainWindow> window;
    GenerateView* view = nullptr;

    explicit TinyWindow(std::vector<std::string> sentences = {"to be or"}) {
        window = std::make_unique<MainWindow>(lesson(std::move(sentences)));
        EXPECT_TRUE(window->document()->waitForRealModel());
        view = window->findChild<GenerateView*>();
    }
    attn::Lesson lesson(std::vector<std::string> sentences) const {
        return attn::lesson_for_real_model(model, attn::ModelReference{kTiny, 0},
                                           std::move(sentences), "t", "");
    }
    // The engine's own generation from the view's prompt.
    std::vector<int> engine(const attn::SamplingOptions& o,
                            std::span<const attn::Intervention> what_if = {}) const {
        attn::GptRunner runner(model.model);
        std::vector<int> out;
        for (const auto& t :
             attn::generate(runner, model.tokenizer->encode(view->prompt().toStdString()), o,
                            what_if)
                 .tokens)
            out.push_back(t.id);
        return out;
    }
    // Clicks Generate and waits for the run's end; the tokens shown.
    std::vector<int> run(const attn::SamplingOptions& o) {
        view->setOptions(o);
        QSignalSpy done(view, &GenerateView::generationFinished);
        view->findChild<QPushButton*>(QStringLiteral("generateButton"))->click();
        EXPECT_TRUE(done.wait(30000));
        std::vector<int> out;
        for (const auto& t : view->generated()) out.push_back(t.id);
        return out;
    }
};

attn::SamplingOptions sampling(float temperature, std::uint64_t seed, int tokens) {
    attn::SamplingOptions o;
    o.temperature = temperature;
    o.seed = seed;
    o.max_new_tokens = tokens;
    return o;
}

QString outputText(GenerateView* v) {
    return v->findChild<QTextBrowser*>(QStringLiteral("generateOutput"))->toPlainText();
}

TEST(GenerateView, GreedyOutputIsTheEnginesGreedyGeneration) {
    TinyWindow t;
    ASSERT_NE(t.view, nullptr);
    EXPECT_EQ(t.view->prompt(), QStringLiteral("to be or"));  // the first shown sentence
    const attn::SamplingOptions o = sampling(0, 1, 5);
    const std::vector<int> shown = t.run(o);
    ASSERT_EQ(shown.size(), 5u);
    EXPECT_EQ(shown, t.engine(o));
    EXPECT_EQ(t.view->statusText(), QStringLiteral("5 new tokens."));
    std::vector<int> all = t.model.tokenizer->encode("to be or");
    all.insert(all.end(), shown.begin(), shown.end());
    const QString text = QString::fromStdString(t.model.tokenizer->decode(all));
    EXPECT_EQ(t.view->generatedText(), text);
    // Each new token is its own box: a hair space (U+200A) between two, not in the text.
    EXPECT_EQ(outputText(t.view).count(QChar(0x200A)), 4);
    EXPECT_EQ(outputText(t.view).remove(QStringLiteral("↵")).remove(QChar(0x200A)), text);
    for (const auto& g : t.view->generated()) EXPECT_EQ(g.p_sampled, 1.0);
}

// The tab starts at the engine's settings, as `attention-lab generate` does: the same seed
// (the window started at seed 1, the command line at 0, so their texts differed).
TEST(GenerateView, StartsAtTheCommandLinesDefaults) {
    TinyWindow t;
    const attn::SamplingOptions shown = t.view->options();
    const attn::SamplingOptions engine{};
    EXPECT_EQ(shown.seed, engine.seed);
    EXPECT_EQ(shown.temperature, engine.temperature);
    EXPECT_EQ(shown.top_k, engine.top_k);
    EXPECT_EQ(shown.top_p, engine.top_p);
    EXPECT_EQ(shown.max_new_tokens, engine.max_new_tokens);
}

TEST(GenerateView, ASeedReproducesTheEnginesSampledTokensAndStopsAtThePositions) {
    TinyWindow t;
    const attn::SamplingOptions o = sampling(1.0f, 42, 6);
    const std::vector<int> first = t.run(o);
    ASSERT_EQ(first.size(), 6u);
    EXPECT_EQ(t.run(o), first);
    EXPECT_EQ(first, t.engine(o));
    EXPECT_NE(t.run(sampling(1.0f, 43, 6)), first);  // these two seeds differ on this model
    // "to be or" is 8 of the 16 positions: 100 tokens asked, 8 given, and said so.
    EXPECT_EQ(t.run(sampling(1.0f, 42, 100)).size(), 8u);
    EXPECT_EQ(t.view->statusText(),
              QStringLiteral("Stopped at the model's n_positions (16 tokens) after 8 new tokens."));
}

TEST(GenerateView, StopShowsNothingMoreAndGenerateComesBack) {
    TinyWindow t;
    t.view->setOptions(sampling(1.0f, 3, 7));
    QObject::connect(t.view, &GenerateView::tokenShown, t.view, [&](int step) {
        if (step == 0) t.view->stop();
    });
    QSignalSpy done(t.view, &GenerateView::generationFinished);
    ASSERT_TRUE(t.view->generate());
    EXPECT_FALSE(t.view->generate());  // one run at a time
    ASSERT_TRUE(done.wait(30000));
    EXPECT_EQ(t.view->generated().size(), 1u);
    EXPECT_EQ(done.takeFirst().at(0).toString(), QStringLiteral("Stopped after 1 new token."));
    EXPECT_FALSE(t.view->isRunning());
    EXPECT_TRUE(t.view->findChild<QPushButton*>(QStringLiteral("generateButton"))->isEnabled());
    EXPECT_FALSE(t.view->findChild<QPushButton*>(QStringLiteral("generateStop"))->isEnabled());
    EXPECT_EQ(t.view->generated()[0].id, t.engine(sampling(1.0f, 3, 1))[0]);
}

TEST(GenerateView, ClosingTheWindowOrOpeningAnotherLessonMidRunIsSafe) {
    {
        TinyWindow t;
        t.view->setOptions(sampling(1.0f, 5, 8));
        ASSERT_TRUE(t.view->generate());
        t.window.reset();  // joins the worker; its queued tokens die with the view
    }
    {
        // Closed from the event loop while the first token is being shown: the
        // rest of the run is still queued or running.
        TinyWindow t;
        t.view->setOptions(sampling(1.0f, 5, 8));
        QObject::connect(t.view, &GenerateView::tokenShown, t.view, [&](int step) {
            if (step == 0) QTimer::singleShot(0, [&] { t.window.reset(); });
        });
        ASSERT_TRUE(t.view->generate());
        const QDeadlineTimer deadline(30000);
        while (t.window && !deadline.hasExpired())
            QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
        EXPECT_FALSE(t.window);
    }
    TinyWindow t;
    t.view->setOptions(sampling(1.0f, 5, 8));
    ASSERT_TRUE(t.view->generate());
    t.window->openLesson(t.lesson({"not to be"}), QString());
    const QDeadlineTimer deadline(30000);
    while (t.view->isRunning() && !deadline.hasExpired())
        QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
    EXPECT_FALSE(t.view->isRunning());
    EXPECT_TRUE(t.view->generated().empty());  // nothing of the old lesson's run is shown
    ASSERT_TRUE(t.window->document()->waitForRealModel());
    EXPECT_EQ(t.view->prompt(), QStringLiteral("not to be"));
    const attn::SamplingOptions o = sampling(0, 1, 3);
    EXPECT_EQ(t.run(o), t.engine(o));
}

TEST(GenerateView, ThePromptFollowsTheChosenSentenceAndKeepsAnEditUntilItChanges) {
    TinyWindow t({"to be or", "not to be"});
    EXPECT_EQ(t.view->prompt(), QStringLiteral("to be or"));
    t.view->setPrompt(QStringLiteral("to be or not"));
    t.window->document()->undoStack()->push(
        attn::ui::edit_sentence_command(t.window->document(), 1, QStringLiteral("not to be?"))
            .release());
    EXPECT_EQ(t.view->prompt(),
              QStringLiteral("to be or not"));  // another sentence changed: the edit stays
    t.window->viewState()->showOnly(1);
    EXPECT_EQ(t.view->prompt(), QStringLiteral("not to be?"));
    t.window->document()->undoStack()->push(
        attn::ui::edit_sentence_command(t.window->document(), 1, QStringLiteral("not to be"))
            .release());
    EXPECT_EQ(t.view->prompt(), QStringLiteral("not to be"));
    // The table follows too, once the pass of the new text lands.
    ASSERT_TRUE(t.window->document()->waitForRealModel());
    const auto& real = t.window->document()->results()[1].real;
    ASSERT_TRUE(real);
    const auto row =
        attn::next_token_table(std::span<const float>(real->pass.logits.row(0).data(),
                                                      std::size_t(real->pass.logits.cols())),
                               10);
    ASSERT_EQ(t.view->nextTokens().size(), row.size());
    EXPECT_EQ(t.view->nextTokens()[0].id, row[0].id);
    EXPECT_EQ(t.view->nextTokens()[0].p, row[0].p);
    // Both shown: the Model dock's box chooses whose prompt and table (a walk chose the second
    // and they stayed the first's).
    t.window->viewState()->showSentences({0, 1});
    t.window->viewState()->setModelShownIndex(0);
    EXPECT_EQ(t.view->prompt(), QStringLiteral("to be or"));
    t.window->viewState()->setModelShownIndex(1);
    EXPECT_EQ(t.view->prompt(), QStringLiteral("not to be"));
    ASSERT_EQ(t.view->nextTokens().size(), row.size());
    EXPECT_EQ(t.view->nextTokens()[0].id, row[0].id);
    EXPECT_EQ(t.view->nextTokens()[0].p, row[0].p);
}

TEST(GenerateView, TheNextWordTableIsTheSoftmaxOfThePassLogits) {
    TinyWindow t;
    const auto& r = t.window->document()->results()[0];
    ASSERT_TRUE(r.realCurrent());
    const attn::Matrix& logits = r.real->pass.logits;
    ASSERT_EQ(logits.rows(), 1);
    const int V = int(logits.cols());
    double top = logits(0, 0), sum = 0;
    for (int j = 0; j < V; ++j) top = std::max(top, double(logits(0, j)));
    std::vector<double> p(static_cast<std::size_t>(V));
    for (int j = 0; j < V; ++j) sum += p[std::size_t(j)] = std::exp(double(logits(0, j)) - top);
    for (double& x : p) x /= sum;
    const auto& next = t.view->nextTokens();
    ASSERT_EQ(next.size(), std::size_t(GenerateView::kTableRows));
    auto* table = t.view->findChild<QTableWidget*>(QStringLiteral("generateNextTable"));
    for (std::size_t i = 0; i < next.size(); ++i) {
        EXPECT_NEAR(next[i].p, p[std::size_t(next[i].id)], 1e-12);
        int likelier = 0;
        for (double x : p) likelier += x > p[std::size_t(next[i].id)];
        EXPECT_EQ(likelier, int(i));
        EXPECT_EQ(table->item(int(i), 0)->text(),
                  QString::fromStdString(t.model.tokenizer->display(next[i].id)));
        EXPECT_EQ(table->item(int(i), 1)->text(), attn::ui::probability_text(next[i].p));
    }
}

// A head switched off on the real model: the next-token table was under it while Generate
// ran the plain model, and neither said so. Both run under it now, the tab's bar says it and
// the finished run names it.
TEST(GenerateView, AWhatIfIsLaidOverGenerateAndTheTableAndSaid) {
    TinyWindow t;
    auto* bar = t.view->findChild<attn::ui::WhatIfBar*>();
    ASSERT_NE(bar, nullptr);
    EXPECT_TRUE(bar->text().isEmpty());
    const attn::SamplingOptions o = sampling(0, 1, 6);
    const std::vector<int> plain = t.run(o);
    const auto off = attn::Intervention::on_head(attn::Intervention::Kind::Ablate, 0, 1);
    const int n = int(t.window->document()->results()[0].real->tokens.ids.size());
    t.window->document()->undoStack()->push(
        attn::ui::toggle_intervention_command(t.window->document(), attn::Source::Real, off, 2, 4,
                                              n, true)
            .release());
    ASSERT_TRUE(t.window->document()->waitForRealModel(30000));
    QCoreApplication::processEvents();
    EXPECT_TRUE(bar->text().contains(QStringLiteral("layer 1 · head 2 switched off")))
        << bar->text().toStdString();
    EXPECT_TRUE(bar->text().contains(QStringLiteral("Generate"))) << bar->text().toStdString();
    const std::vector<attn::Intervention> what_if = {off};
    const std::vector<int> under = t.run(o);
    EXPECT_EQ(under, t.engine(o, what_if));
    EXPECT_NE(under, plain);  // on this model the head changes the greedy text
    EXPECT_EQ(t.view->statusText(),
              QStringLiteral("6 new tokens. Generated with layer 1 · head 2 switched off."));
    // The table's first row is the first token Generate takes greedily under the same what-if.
    ASSERT_FALSE(t.view->nextTokens().empty());
    EXPECT_EQ(t.view->nextTokens()[0].id, under[0]);
}

TEST(GenerateView, AddAsSentenceIsOneUndoStep) {
    TinyWindow t;
    auto* add = t.view->findChild<QPushButton*>(QStringLiteral("generateAdd"));
    EXPECT_FALSE(add->isEnabled());
    EXPECT_FALSE(t.view->addAsSentence());
    t.run(sampling(0, 1, 4));
    ASSERT_TRUE(add->isEnabled());
    const QString text =
        t.view->generatedText().replace(QLatin1Char('\n'), QLatin1Char(' ')).trimmed();
    add->click();
    auto* doc = t.window->document();
    ASSERT_EQ(doc->lesson().sentences.size(), 2u);
    EXPECT_EQ(QString::fromStdString(doc->lesson().sentences[1]), text);
    EXPECT_EQ(t.view->statusText(), QStringLiteral("Added as sentence 2."));
    doc->undoStack()->undo();
    EXPECT_EQ(doc->lesson().sentences.size(), 1u);
}

TEST(GenerateView, EachTokensTooltipNamesItsProbabilitiesAndTheModelsLikeliest) {
    TinyWindow t;
    // A view of its own, shown (the window's Model dock starts hidden).
    GenerateView shown(t.window->document(), t.window->viewState());
    shown.resize(900, 600);
    shown.show();
    t.view = &shown;
    t.run(sampling(0, 1, 3));
    ASSERT_EQ(shown.generated().size(), 3u);
    const attn::GeneratedToken& g = shown.generated()[1];
    ASSERT_EQ(g.top.size(), 5u);
    const QString tip = shown.tokenToolTip(1);
    const QString d = QString::fromStdString(t.model.tokenizer->display(g.id)).toHtmlEscaped();
    EXPECT_TRUE(tip.contains(QStringLiteral("“%1”: 100% as sampled, %2 by the model")
                                 .arg(d, attn::ui::probability_text(g.p_model))))
        << tip.toStdString();
    EXPECT_TRUE(
        tip.contains(QStringLiteral("\n  %1  %2").arg(d, attn::ui::probability_text(g.top[0].p))))
        << tip.toStdString();
    EXPECT_TRUE(shown.tokenToolTip(3).isEmpty());
    // The token under a point of the output: the prompt's characters are none,
    // each generated character its step (a newline token shows as "↵" and a line break).
    auto* out = shown.findChild<QTextBrowser*>(QStringLiteral("generateOutput"));
    ASSERT_TRUE(out->isVisible());
    auto centre = [&](int position) {
        QTextCursor c(out->document());
        c.setPosition(position);
        const QRect left = out->cursorRect(c);
        c.setPosition(position + 1);
        return QPoint((left.x() + out->cursorRect(c).x()) / 2, left.center().y());
    };
    EXPECT_EQ(shown.stepAt(centre(0)), -1);
    int position = int(QStringLiteral("to be or").size());
    for (int step = 0; step < 3; ++step) {
        const int ids[] = {shown.generated()[std::size_t(step)].id};
        const QString text = QString::fromStdString(t.model.tokenizer->decode(ids));
        EXPECT_EQ(shown.stepAt(centre(position)), step)
            << "step " << step << " “" << text.toStdString() << "”";
        // The next token starts after a hair space (U+200A) that keeps the two apart.
        position += (text == QStringLiteral("\n") ? 2 : int(text.size())) + 1;
    }
    EXPECT_EQ(shown.stepAt(QPoint(890, 590)), -1);  // below and beside the text
}

TEST(GenerateView, WithoutARealModelOneLineSaysWhatTheTabNeeds) {
    MainWindow w(attn::ui::load_builtin_lesson(QStringLiteral("module1")));
    auto* v = w.findChild<GenerateView*>();
    ASSERT_NE(v, nullptr);
    auto* needs = v->findChild<QLabel*>(QStringLiteral("generateNeeds"));
    EXPECT_FALSE(needs->isHidden());
    EXPECT_TRUE(needs->text().startsWith(
        QStringLiteral("Generating needs a real model (GPT-2 or nanoGPT)")));
    EXPECT_FALSE(v->generate());
    EXPECT_TRUE(v->nextTokens().empty());
}

}  // namespace
}  // namespace attn::app
