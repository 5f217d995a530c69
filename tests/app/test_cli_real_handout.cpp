// `render --lesson LESSON --handout F.pdf` for a lesson about a real model: the steps
// that show the model are drawn from its passes (opened from the lesson's
// reference); a model that is missing is said on stderr and on the page.
#include <gtest/gtest.h>

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>

#include "attnlab/checkpoints/model_files.hpp"
#include "attnlab/gpt/gpt_pass.hpp"
#include "attnlab/lesson/lesson_io.hpp"
#include "attnlab/lesson/real_model_lesson.hpp"
#include "cli_process.hpp"

namespace {

using attn::test::run_cli;

const std::string kGpt2 = std::string(ATTNLAB_SOURCE_DIR) + "/tests/data/gpt/gpt2-window";

QString simplified_pdf_text(const QString& path) {
    const QString tool = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
    if (tool.isEmpty()) return {};
    QProcess p;
    p.start(tool, {path, QStringLiteral("-")});
    p.waitForFinished(30000);
    return QString::fromUtf8(p.readAllStandardOutput()).simplified();
}

attn::Lesson lesson_with_step(const std::string& model, bool quantity = true) {
    const attn::OpenedModel m = attn::open_model(kGpt2);
    attn::Lesson l =
        attn::lesson_for_real_model(m, attn::ModelReference{model, 0}, {"The river bank"}, "t", "");
    attn::LessonStep s;
    s.title = "Layer two";
    if (quantity)
        s.text = "Head 1 puts {{modelweight 0 2 1 @2 @0 #4}} of its weight on the first token.";
    s.view.source = attn::Source::Real;
    s.view.layer = 2;
    l.steps.push_back(s);
    return l;
}

TEST(CliRealHandout, TheModelsStepsAreDrawnFromItsPassesAndAMissingModelIsSaid) {
    QTemporaryDir dir;
    const QString lesson = dir.filePath(QStringLiteral("model.attnlab.json"));
    attn::write_lesson_file(lesson_with_step(kGpt2), lesson.toStdString());
    const QString out = dir.filePath(QStringLiteral("h.pdf"));
    const auto r = run_cli({QStringLiteral("render"), QStringLiteral("--lesson"), lesson,
                            QStringLiteral("--handout"), out});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    EXPECT_FALSE(r.err.contains(QStringLiteral("real-model figures are left out")))
        << r.err.toStdString();
    const QString text = simplified_pdf_text(out);
    if (text.isEmpty()) GTEST_SKIP() << "pdftotext is not installed";
    EXPECT_TRUE(text.contains(QStringLiteral("(the real model, layer 2)")));
    // The step's quantity is the model's weight, read from the handout's own pass.
    const attn::OpenedModel m = attn::open_model(kGpt2);
    attn::GptRunner runner(m.model);
    const attn::GptPass pass = runner.run(attn::real_model_ids(m, "The river bank"));
    EXPECT_TRUE(text.contains(QStringLiteral("Head 1 puts %1 of its weight")
                                  .arg(QString::number(pass.weight(1, 0, 2, 0), 'f', 4))))
        << text.toStdString();
    EXPECT_FALSE(text.contains(QStringLiteral("which was not read for this handout")));

    // The model moved away: the handout is written, and says what is missing where.
    const QString gone = dir.filePath(QStringLiteral("gone.attnlab.json"));
    attn::write_lesson_file(
        lesson_with_step(dir.filePath(QStringLiteral("nowhere")).toStdString(), false),
        gone.toStdString());
    const auto g = run_cli({QStringLiteral("render"), QStringLiteral("--lesson"), gone,
                            QStringLiteral("--handout"), out});
    ASSERT_EQ(g.code, 0) << g.err.toStdString();
    EXPECT_TRUE(g.err.contains(QStringLiteral("real-model figures are left out")))
        << g.err.toStdString();
    EXPECT_TRUE(g.err.contains(QStringLiteral("nowhere"))) << g.err.toStdString();
    EXPECT_TRUE(
        simplified_pdf_text(out).contains(QStringLiteral("which was not read for this handout")));
    // A step quoting the missing model's numbers cannot be handed out: it says which and why.
    attn::write_lesson_file(lesson_with_step(dir.filePath(QStringLiteral("nowhere")).toStdString()),
                            gone.toStdString());
    const auto q = run_cli({QStringLiteral("render"), QStringLiteral("--lesson"), gone,
                            QStringLiteral("--handout"), out});
    EXPECT_EQ(q.code, 2);
    EXPECT_TRUE(q.err.contains(QStringLiteral("steps[0].text: {{modelweight 0 2 1 @2 @0 #4}}")))
        << q.err.toStdString();
    EXPECT_TRUE(q.err.contains(QStringLiteral("not read here"))) << q.err.toStdString();
}

// Each step is read under its own scene's what-if: a lesson-wide one (the walk's handout titled
// the figure "What if: … switched off" but printed the plain model's numbers), and a step's own
// in place of it. The numbers are those of the engine's pass under the same interventions.
TEST(CliRealHandout, EachStepIsReadUnderItsOwnWhatIf) {
    QTemporaryDir dir;
    attn::Lesson l = lesson_with_step(kGpt2);
    using K = attn::Intervention::Kind;
    const attn::Intervention lesson_wide = attn::Intervention::on_head(K::Ablate, 0, 1);
    const attn::Intervention own = attn::Intervention::on_head(K::Ablate, 1, 1);
    l.what_if = attn::WhatIf{attn::Source::Real, {lesson_wide}};
    attn::LessonStep second = l.steps[0];
    second.title = "Layer two, another head off";
    second.text = "Now it puts {{modelweight 0 2 1 @2 @0 #4}} there.";
    second.view.what_if = attn::WhatIf{attn::Source::Real, {own}};
    l.steps.push_back(second);
    const QString lesson = dir.filePath(QStringLiteral("what-if.attnlab.json"));
    attn::write_lesson_file(l, lesson.toStdString());
    const QString out = dir.filePath(QStringLiteral("h.pdf"));
    const auto r = run_cli({QStringLiteral("render"), QStringLiteral("--lesson"), lesson,
                            QStringLiteral("--handout"), out});
    ASSERT_EQ(r.code, 0) << r.err.toStdString();
    const QString text = simplified_pdf_text(out);
    if (text.isEmpty()) GTEST_SKIP() << "pdftotext is not installed";
    const attn::OpenedModel m = attn::open_model(kGpt2);
    attn::GptRunner runner(m.model);
    const std::vector<int> ids = attn::real_model_ids(m, "The river bank");
    const auto weight_under = [&](const attn::Intervention& v) {
        attn::GptPassOptions o;
        const std::vector<attn::Intervention> list{v};
        o.interventions = list;
        return runner.run(ids, o).weight(1, 0, 2, 0);
    };
    const double first = weight_under(lesson_wide), second_w = weight_under(own);
    const double plain = runner.run(ids).weight(1, 0, 2, 0);
    ASSERT_GT(std::abs(first - plain), 1e-3);  // the what-if changes the number quoted
    EXPECT_TRUE(text.contains(
        QStringLiteral("Head 1 puts %1 of its weight").arg(QString::number(first, 'f', 4))))
        << text.toStdString();
    EXPECT_TRUE(text.contains(
        QStringLiteral("Now it puts %1 there").arg(QString::number(second_w, 'f', 4))))
        << text.toStdString();
    // The second step's layer-2 head 2 is switched off: its map's title says so (drawn
    // unmarked before); the first step's what-if is of layer 1, which its layer-2 maps do not
    // show. ("off" is set with the ff ligature in the PDF's text.)
    EXPECT_EQ(text.count(QStringLiteral("head 2 · switched o")), 1) << text.toStdString();
}

}  // namespace
