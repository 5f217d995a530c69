// Extreme but legal lessons in the offscreen window (issue 8): a 1,000-word
// sentence, 64 axes with 8 heads, values of ±1e6 and 1e-30, Unicode and
// punctuation-only words, no sentences, no vocabulary. Every heatmap holds
// finite numbers whose weight rows sum to 1, or the pane shows the reason;
// one edit's time and one full repaint's time are printed (not asserted:
// speed is measured by `attention-lab bench`).
#include <gtest/gtest.h>

#include <QApplication>
#include <QElapsedTimer>
#include <QLabel>
#include <algorithm>
#include <cstdio>
#include <functional>
#include <random>

#include "attnlab/attention/attention_config.hpp"
#include "attnlab/lesson/lesson_io.hpp"
#include "document/view_state.hpp"
#include "files/builtin_lessons.hpp"
#include "itemmodels/lesson_matrix_item_model.hpp"
#include "itemmodels/matrix_item_model.hpp"
#include "main_window.hpp"
#include "panes/attention_pane.hpp"
#include "panes/embedding_pane.hpp"
#include "ui_test_helpers.hpp"

namespace attn::app {
namespace {

using attn::ui::ViewState;

using attn::ui::test::cell;

// Finite, and for the weights stage non-negative rows summing to 1; no cell reads nan or inf.
void expect_sane(attn::ui::MatrixItemModel* m, int n, bool weights = true) {
    ASSERT_NE(m, nullptr);
    ASSERT_EQ(m->rowCount(), n);
    ASSERT_EQ(m->columnCount(), n);
    ASSERT_TRUE(m->matrix().allFinite());
    if (weights) {
        EXPECT_GE(m->matrix().minCoeff(), 0.0f);
        EXPECT_LT((m->matrix().rowwise().sum().array() - 1.0f).abs().maxCoeff(), 1e-4f);
    }
    for (int r = 0; r < n; r += std::max(1, n / 7))
        for (int c = 0; c < n; c += std::max(1, n / 7)) {
            const QString t = cell(m, r, c).toLower();
            EXPECT_FALSE(t.contains(QStringLiteral("nan")) || t.contains(QStringLiteral("inf")))
                << t.toStdString();
        }
}

// Times one embedding-table edit (the first word's first axis) and prints it.
void time_one_edit(MainWindow& w, const char* what,
                   const QString& value = QStringLiteral("0.123")) {
    auto* table = w.embeddingPane()->model();
    QElapsedTimer t;
    t.start();
    ASSERT_TRUE(table->setData(table->index(0, 0), value, Qt::EditRole));
    QApplication::processEvents();
    const qint64 edit = t.restart();
    w.grab();  // a full repaint of every pane
    std::printf("[ measure  ] %s: one edit %lld ms, one full repaint %lld ms\n", what,
                (long long)edit, (long long)t.elapsed());
}

attn::EmbeddingTable table_of(int words, int d, const std::function<float(int, int)>& fill) {
    std::vector<std::string> axes, names;
    for (int k = 0; k < d; ++k) axes.push_back("a" + std::to_string(k + 1));
    for (int i = 0; i < words; ++i) names.push_back("w" + std::to_string(i));
    attn::Matrix m(words, d);
    for (int i = 0; i < words; ++i)
        for (int k = 0; k < d; ++k) m(i, k) = fill(i, k);
    return attn::EmbeddingTable(axes, names, m);
}

attn::Lesson lesson_of(attn::EmbeddingTable t, attn::AttentionConfig cfg,
                       std::vector<std::string> sentences) {
    attn::Lesson l;
    l.title = "extreme";
    l.table = std::move(t);
    l.attention = std::move(cfg);
    l.sentences = std::move(sentences);
    return l;
}

// The texts of the visible labels of the attention pane.
QStringList pane_labels(MainWindow& w) {
    QStringList out;
    for (QLabel* l : w.attentionPane()->findChildren<QLabel*>())
        if (l->isVisible()) out << l->text();
    return out;
}

TEST(WindowExtreme, ThousandWordSentence) {
    attn::Lesson l = attn::ui::load_builtin_lesson(QStringLiteral("module1"));
    l.table.add_word(",", attn::Vector::Zero(4));
    std::string sentence;
    for (int i = 0; i < 1000; ++i) sentence += l.table.words()[i % 4] + (i % 7 == 6 ? ", " : " ");
    l.sentences = {sentence};
    MainWindow w(l);
    w.show();
    ASSERT_TRUE(w.document()->results()[0].ok()) << w.document()->results()[0].error.toStdString();
    expect_sane(w.attentionModel(0), 1142);  // 1000 words + 142 commas
    time_one_edit(w, "1,142 tokens");
    expect_sane(w.attentionModel(0), 1142);
    EXPECT_TRUE(w.isWindowModified());
}

TEST(WindowExtreme, SixtyFourAxesEightHeads) {
    std::mt19937 rng(7);
    std::normal_distribution<float> g(0.0f, 1.0f);
    attn::AttentionConfig mh = attn::default_config(attn::Variant::MultiHead, 64, 8);
    for (float& v : mh.wq.values.reshaped()) v = g(rng);
    MainWindow w(lesson_of(table_of(50, 64, [&](int, int) { return g(rng); }), mh,
                           {"w0 w1 w2 w3 w4 w5 w6 w7 w8 w9 w10 w11 w12 w13 w14 w15"}));
    w.show();
    for (int h = 0; h < 8; ++h) expect_sane(w.attentionModel(0, h), 16);
    EXPECT_EQ(w.attentionModel(0, 8), nullptr);
    time_one_edit(w, "64 axes, 8 heads");
    for (int h = 0; h < 8; ++h) expect_sane(w.attentionModel(0, h), 16);
}

TEST(WindowExtreme, ValuesOfPlusMinusAMillion) {
    // Scores reach ±6.4e13: the weights are one-hot, the raw scores print finitely.
    MainWindow w(lesson_of(table_of(4, 64,
                                    [](int i, int k) {
                                        return ((i + k) % 2 ? 1e6f : -1e6f) *
                                               (i == 3 ? 0.5f : 1.0f);
                                    }),
                           attn::default_config(attn::Variant::Simple, 64), {"w0 w1 w2 w3 w0"}));
    w.show();
    expect_sane(w.attentionModel(0), 5);
    // Row w0: w0, w2 and w0 again share the top score 6.4e13 up to float rounding
    // (one ulp there is ~4e6, so the softmax picks one of them); w1 and w3 get 0.
    const attn::Matrix& wts = w.attentionModel(0)->matrix();
    EXPECT_FLOAT_EQ(wts(0, 0) + wts(0, 2) + wts(0, 4), 1.0f);
    EXPECT_EQ(wts(0, 1), 0.0f);
    EXPECT_EQ(wts(0, 3), 0.0f);
    w.viewState()->setStage(ViewState::Stage::Raw);
    expect_sane(w.attentionModel(0), 5, false);
    EXPECT_NEAR(w.attentionModel(0)->matrix()(0, 0), 6.4e13, 6.4e8);  // 64 · 1e6 · 1e6
    time_one_edit(w, "values ±1e6", QStringLiteral("1000000"));
    expect_sane(w.attentionModel(0), 5, false);
}

TEST(WindowExtreme, ValuesOfOneEMinus30GiveUniformWeights) {
    MainWindow w(lesson_of(table_of(3, 4, [](int i, int k) { return 1e-30f * float(i + k + 1); }),
                           attn::default_config(attn::Variant::Scaled, 4), {"w0 w1 w2"}));
    w.show();
    expect_sane(w.attentionModel(0), 3);
    for (int r = 0; r < 3; ++r)
        for (int c = 0; c < 3; ++c)
            EXPECT_EQ(cell(w.attentionModel(0), r, c), QStringLiteral("0.333"));
}

TEST(WindowExtreme, UnicodeAndPunctuationOnlyWords) {
    attn::Matrix v(7, 2);
    v << 0.1f, 0.9f, -0.4f, 0.3f, 0.7f, -0.2f, 0.0f, 1.0f, 1.0f, 0.0f, 0.5f, 0.5f, -1.0f, 0.2f;
    MainWindow w(lesson_of(
        attn::EmbeddingTable({"a", "b"}, {"café", "日本", "naïve", "!", "?", ",", "'"}, v),
        attn::default_config(attn::Variant::Simple, 2), {"Café 日本, naïve?!", "?!,", "CAFÉ"}));
    w.show();
    auto* m = w.attentionModel(0);
    expect_sane(m, 6);
    QStringList headers;
    for (int c = 0; c < 6; ++c)
        headers << m->headerData(c, Qt::Horizontal, Qt::DisplayRole).toString();
    EXPECT_EQ(headers,
              (QStringList{QStringLiteral("café"), QStringLiteral("日本"), QStringLiteral(","),
                           QStringLiteral("naïve"), QStringLiteral("?"), QStringLiteral("!")}));
    expect_sane(w.attentionModel(1), 3);  // punctuation only
    // Only ASCII is lower-cased: "CAFÉ" is reported by name in its panel.
    const QString err = w.document()->results()[2].error;
    EXPECT_NE(err.indexOf(QStringLiteral("unknown word 'cafÉ'")), -1) << err.toStdString();
    w.viewState()->setShown(2, true);
    w.viewState()->setShown(0, false);
    QApplication::processEvents();  // new panels are shown from the event loop
    EXPECT_TRUE(pane_labels(w).contains(err))
        << pane_labels(w).join(QLatin1Char('|')).toStdString();
}

TEST(WindowExtreme, NoSentencesShowsWhereToAddOne) {
    attn::Lesson l = attn::ui::load_builtin_lesson(QStringLiteral("module1"));
    l.sentences.clear();
    MainWindow w(l);
    w.show();
    EXPECT_TRUE(w.document()->results().empty());
    EXPECT_EQ(w.attentionModel(0), nullptr);
    bool told = false;
    for (const QString& t : pane_labels(w))
        told = told || t.contains(QStringLiteral("no sentences yet"));
    EXPECT_TRUE(told) << pane_labels(w).join(QLatin1Char('|')).toStdString();
    time_one_edit(w, "no sentences");  // editing the table still works
}

TEST(WindowExtreme, NoVocabularyNamesTheUnknownWord) {
    MainWindow w(attn::lesson_from_json(
        R"({"format":"attnlab-lesson","version":1,"axes":["a"],"embeddings":[],
        "sentences":["hello"]})"));
    w.show();
    ASSERT_EQ(w.document()->results().size(), 1u);
    const QString err = w.document()->results()[0].error;
    EXPECT_EQ(err,
              QStringLiteral(
                  "unknown word 'hello'; the vocabulary is empty: add words to the table first"));
    EXPECT_TRUE(pane_labels(w).contains(err))
        << pane_labels(w).join(QLatin1Char('|')).toStdString();
    EXPECT_EQ(w.embeddingPane()->model()->rowCount(), 0);
}

}  // namespace
}  // namespace attn::app
