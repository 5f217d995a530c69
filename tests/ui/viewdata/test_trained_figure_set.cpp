// Figure sets of a lesson holding a trained model: after the set's own
// (hand-wired) figures come "trained-loss" (the saved history) and
// "trained-heads-layerL" for every layer, the model's attention on the lesson's
// first sentence (or the default probe when the model cannot read it); the
// hand-wired figures are the bytes they are without a model.
#include <gtest/gtest.h>

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <cmath>

#include "attnlab/model/next_word.hpp"
#include "attnlab/training/trainer.hpp"
#include "export/figure_actions.hpp"
#include "files/builtin_lessons.hpp"
#include "viewdata/figure_specs.hpp"
#include "viewdata/model_figure_spec.hpp"

namespace {

using namespace attn::ui;

const QString kSentence = QStringLiteral("the money bank");  // Module 1's second sentence

// Module 1 with `first` (one of its two sentences) first, holding a tiny model
// (2 layers × 2 heads, d 8, T 8) with a 20-step loss history.
attn::Lesson trained(const QString& first, int context = 8) {
    attn::Lesson l = load_builtin_lesson(QStringLiteral("module1"));
    if (first != QString::fromStdString(l.sentences.front()))
        std::swap(l.sentences[0], l.sentences[1]);
    attn::Model m(attn::ModelConfig{10, context, 8, 2, 2, 16});
    m.init(7);
    l.model = attn::TrainedModel::from_model(
        m, attn::Vocabulary({"<unk>", "the", "money", "bank", "bubbe", "made", "matzah", "ball",
                             "soup", "again"}));
    l.model->corpus = "tiny";
    l.model->steps = 20;
    for (int s = 1; s <= 20; ++s)
        l.model->loss_history.push_back({s, 2.0f - 0.05f * float(s), s % 10 == 0 ? 2.1f : NAN});
    return l;
}

QStringList names(const std::vector<NamedFigure>& set) {
    QStringList out;
    for (const auto& f : set) out << f.name;
    return out;
}

QByteArray bytes(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

TEST(TrainedFigureSet, BothSetsEndWithTheLossAndEveryLayersHeads) {
    const attn::Lesson l = trained(kSentence);
    attn::Lesson plain = l;
    plain.model.reset();
    attn::Model m = l.model->to_model();
    const attn::ProbeReading want =
        attn::read_probe(m, l.model->vocabulary, kSentence.toStdString());
    for (const QString& set : {QStringLiteral("module1"), QStringLiteral("all")}) {
        const auto figures = build_figure_set(l, set);
        const QStringList hand = names(build_figure_set(plain, set));
        const QStringList extra{QStringLiteral("trained-loss"),
                                QStringLiteral("trained-heads-layer1"),
                                QStringLiteral("trained-heads-layer2")};
        EXPECT_EQ(names(figures), hand + extra) << set.toStdString();
        const std::size_t first = std::size_t(hand.size());
        const FigureSpec& loss = figures[first].spec;
        EXPECT_EQ(loss.kind, FigureKind::Loss);
        ASSERT_EQ(loss.loss.points.size(), 20u);
        EXPECT_EQ(loss.loss.points[9].step, 10);
        EXPECT_EQ(loss.loss.points[9].train, double(2.0f - 0.05f * 10.0f));
        EXPECT_EQ(loss.loss.points[9].val, double(2.1f));
        EXPECT_TRUE(std::isnan(loss.loss.points[8].val));
        for (int layer = 0; layer < 2; ++layer) {
            const NamedFigure& f = figures[first + 1 + std::size_t(layer)];
            EXPECT_EQ(f.spec.kind, FigureKind::HeadGrid);
            EXPECT_TRUE(f.title.contains(kSentence)) << f.title.toStdString();
            EXPECT_TRUE(f.spec.caption.contains(QStringLiteral("causal")))
                << f.spec.caption.toStdString();
            ASSERT_EQ(f.spec.panels.size(), 2u);
            for (int h = 0; h < 2; ++h) {
                EXPECT_EQ(f.spec.panels[std::size_t(h)].panel_title,
                          QStringLiteral("layer %1, head %2").arg(layer + 1).arg(h + 1));
                EXPECT_TRUE(f.spec.panels[std::size_t(h)].values.isApprox(
                    want.attention.at(layer, h), 1e-6f));
            }
        }
    }
}

TEST(TrainedFigureSet, TheSentenceIsTheFirstTheModelCanReadElseTheDefaultProbeElseNone) {
    EXPECT_EQ(trained_model_sentence(trained(kSentence)), kSentence);
    const QString probe = QString::fromStdString(attn::TrainOptions{}.probe);
    EXPECT_EQ(trained_model_sentence(trained(QStringLiteral("the river bank"))),
              probe);  // river: unknown
    // Context 6 cannot hold the 7-word default probe; nor is "the river bank" readable.
    const attn::Lesson neither = trained(QStringLiteral("the river bank"), 6);
    EXPECT_FALSE(trained_model_sentence(neither).has_value());
    EXPECT_FALSE(trained_model_sentence(load_builtin_lesson(QStringLiteral("module1")))
                     .has_value());  // no model
    const QStringList set = names(build_figure_set(neither, QStringLiteral("all")));
    EXPECT_EQ(set.back(),
              QStringLiteral("trained-loss"));  // no heads without a sentence, the loss stays
    const auto fallback =
        build_figure_set(trained(QStringLiteral("the river bank")), QStringLiteral("module1"));
    EXPECT_TRUE(fallback.back().title.contains(probe)) << fallback.back().title.toStdString();
    attn::Lesson no_history = trained(kSentence);
    no_history.model->loss_history.clear();
    EXPECT_FALSE(names(build_figure_set(no_history, QStringLiteral("all")))
                     .contains(QStringLiteral("trained-loss")));
}

TEST(TrainedFigureSet, HandWiredFiguresAreTheSameBytesWithOrWithoutAModel) {
    const attn::Lesson l = trained(kSentence);
    attn::Lesson plain = l;
    plain.model.reset();
    QTemporaryDir with, without;
    QString error;
    const QStringList a =
        write_figure_set(l, QStringLiteral("all"), with.path(), ExportFormat::Svg, {}, &error);
    ASSERT_TRUE(error.isEmpty()) << error.toStdString();
    const QStringList b = write_figure_set(plain, QStringLiteral("all"), without.path(),
                                           ExportFormat::Svg, {}, &error);
    ASSERT_TRUE(error.isEmpty()) << error.toStdString();
    ASSERT_EQ(a.size(), b.size() + 3);
    for (const QString& path : b) {
        const QString name = QFileInfo(path).fileName();
        EXPECT_EQ(bytes(with.filePath(name)), bytes(path)) << name.toStdString();
    }
    // The trained figures carry their caption (what the hatched cells mean) and the sentence as
    // text.
    const QByteArray heads = bytes(with.filePath(QStringLiteral("trained-heads-layer2.svg")));
    EXPECT_TRUE(heads.contains("causal")) << "no caption";
    EXPECT_TRUE(heads.contains("money"));
    EXPECT_TRUE(bytes(with.filePath(QStringLiteral("trained-loss.svg"))).contains("tiny"));
}

}  // namespace
