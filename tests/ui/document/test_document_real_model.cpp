// The Document's real model (Lesson::real_model) off the GUI thread: opened and
// read by the ModelWorker; a newer edit cancels the pass in flight; the views
// get the last complete pass, equal to a fresh evaluation; closing mid-pass
// neither hangs nor crashes; the ViewState's Model source reads it.
#include <gtest/gtest.h>

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QTemporaryDir>
#include <memory>

#include "attnlab/checkpoints/gpt_write.hpp"
#include "attnlab/checkpoints/model_files.hpp"
#include "attnlab/gpt/gpt_pass.hpp"
#include "attnlab/lesson/real_model_lesson.hpp"
#include "document/document.hpp"
#include "document/view_state.hpp"

namespace attn::ui {
namespace {

const std::string kNano = std::string(ATTNLAB_SOURCE_DIR) + "/tests/data/gpt/nanogpt-tiny/ckpt.pt";

attn::Lesson lesson_on(const std::string& path, std::vector<std::string> sentences) {
    const attn::OpenedModel m = attn::open_model(path);
    return attn::lesson_for_real_model(m, attn::ModelReference{path, 0}, std::move(sentences), "t",
                                       "");
}

// A fresh pass of `text` through the model at `path`, as the engine makes it.
attn::GptPass fresh(const std::string& path, const std::string& text) {
    const attn::OpenedModel m = attn::open_model(path);
    attn::GptRunner runner(m.model);
    attn::GptPassOptions o;
    const std::vector<int> ids = attn::real_model_ids(m, text);
    o.logit_positions = {int(ids.size()) - 1};
    return runner.run(ids, o);
}

void expect_same_pass(const attn::GptPass& a, const attn::GptPass& b) {
    ASSERT_EQ(a.ids, b.ids);
    ASSERT_EQ(a.attention.size(), b.attention.size());
    for (std::size_t i = 0; i < a.attention.size(); ++i)
        ASSERT_EQ(a.attention[i], b.attention[i]) << i;
    ASSERT_EQ(a.logits.rows(), b.logits.rows());
    EXPECT_TRUE(a.logits.isApprox(b.logits, 0.0f) ||
                (a.logits - b.logits).cwiseAbs().maxCoeff() == 0.0f);
}

TEST(DocumentRealModel, OpensOnAWorkerAndEveryPassEqualsAFreshEvaluation) {
    Document doc(lesson_on(kNano, {"the cat sat", "a bank"}));
    EXPECT_EQ(doc.realModelState(),
              Document::RealModelState::Loading);  // the constructor did not wait
    ASSERT_TRUE(doc.waitForRealModel(30000));
    ASSERT_EQ(doc.realModelState(), Document::RealModelState::Ready)
        << doc.realModelMessage().toStdString();
    EXPECT_TRUE(doc.realModelMessage().contains(QStringLiteral("2 layers")));
    ASSERT_EQ(doc.results().size(), 2u);
    for (int i = 0; i < 2; ++i) {
        const Document::SentenceResult& r = doc.results()[size_t(i)];
        ASSERT_TRUE(r.realCurrent()) << r.realError.toStdString();
        expect_same_pass(r.real->pass, fresh(kNano, doc.lesson().sentences[size_t(i)]));
        EXPECT_EQ(r.real->tokens.display.size(), qsizetype(r.real->pass.n()));
        EXPECT_EQ(r.real->tokens.word.size(), r.real->pass.ids.size());
    }
}

TEST(DocumentRealModel, ALayerAsATraceHoldsEveryHeadsWeights) {
    Document doc(lesson_on(kNano, {"the cat sat"}));
    ASSERT_TRUE(doc.waitForRealModel(30000));
    ViewState view(&doc);
    ASSERT_EQ(view.source(), attn::Source::Real);  // a lesson about a real model opens on it
    ASSERT_TRUE(view.showsRealModel());
    EXPECT_EQ(view.modelLayers(), 2);
    EXPECT_EQ(view.heads(), 4);
    view.setStage(ViewState::Stage::Raw);  // a real model keeps no scores: the weights stay
    EXPECT_EQ(view.stage(), ViewState::Stage::Weights);
    view.setLayer(1);
    const ViewState::Attention a = view.attention(0);
    ASSERT_TRUE(a.ok()) << a.error.toStdString();
    const attn::GptPass& p = doc.results()[0].real->pass;
    ASSERT_EQ(a.trace->heads, 4);
    ASSERT_EQ(a.trace->n(), p.n());
    EXPECT_TRUE(a.trace->causal);
    for (int h = 0; h < 4; ++h) {
        EXPECT_EQ(a.trace->weights[size_t(h)], p.attention_matrix(1, h)) << h;
        for (int i = 0; i < p.n(); ++i)
            EXPECT_NEAR(a.trace->weights[size_t(h)].row(i).sum(), 1.0f, 1e-5f);
    }
    view.setLayer(7);  // clamped to the model's
    EXPECT_EQ(view.layer(), 1);
}

TEST(DocumentRealModel, ASentenceTooLongForTheModelSaysSoAndKeepsNoPass) {
    Document doc(lesson_on(kNano, {"the cat"}));
    ASSERT_TRUE(doc.waitForRealModel(30000));
    attn::Lesson l = doc.lesson();
    l.sentences[0] = "the cat sat on the mat again";  // 28 characters; block_size 16
    doc.replaceLesson(l, Document::Change::Sentences);
    ASSERT_TRUE(doc.waitForRealModel(30000));
    const Document::SentenceResult& r = doc.results()[0];
    EXPECT_TRUE(r.realError.contains(QStringLiteral("16"))) << r.realError.toStdString();
    EXPECT_FALSE(r.realCurrent());
    // The view keeps the last whole pass ("the cat") under its own sentence, and says why.
    ViewState view(&doc);
    const ViewState::Attention a = view.attention(0);
    ASSERT_TRUE(a.ok());
    EXPECT_EQ(a.text, QStringLiteral("the cat"));
    EXPECT_TRUE(a.error.startsWith(r.realError)) << a.error.toStdString();
    EXPECT_TRUE(a.error.contains(QStringLiteral("“the cat”"))) << a.error.toStdString();
    // A sentence the model never read has no maps to keep: the message alone.
    l.sentences.push_back("the mat sat on the cat again");
    doc.replaceLesson(l, Document::Change::Sentences);
    ASSERT_TRUE(doc.waitForRealModel(30000));
    EXPECT_FALSE(view.attention(1).ok());
    EXPECT_EQ(view.attention(1).error, doc.results()[1].realError);
}

TEST(DocumentRealModel, AMissingModelFailsWithTheFileToPutWhere) {
    QTemporaryDir dir;
    attn::Lesson l = lesson_on(kNano, {"the cat"});
    l.real_model->path = (dir.path() + QStringLiteral("/gone/ckpt.pt")).toStdString();
    Document doc(l);
    ASSERT_TRUE(doc.waitForRealModel(30000));
    EXPECT_EQ(doc.realModelState(), Document::RealModelState::Failed);
    EXPECT_TRUE(doc.realModelMessage().contains(QStringLiteral("ckpt.pt")))
        << doc.realModelMessage().toStdString();
    ViewState view(&doc);
    EXPECT_FALSE(view.attention(0).ok());
    EXPECT_TRUE(view.attention(0).error.contains(QStringLiteral("cannot be opened")));
}

// A GPT-2-shaped model large enough that a pass takes a while (6 layers, d 384,
// 1,024 positions): written once per test as a Hugging Face folder.
struct SlowModel {
    QTemporaryDir dir;
    std::string path;
    SlowModel() {
        attn::GptConfig c;
        c.layers = 6;
        c.heads = 8;
        c.d = 384;
        c.positions = 1024;
        c.vocab = 600;
        path = (dir.path() + QStringLiteral("/gpt")).toStdString();
        attn::write_huggingface_gpt2(attn::GptModel::random(c, 7), path);
    }
};

std::string river_bank_words(int n) {
    std::string s;
    for (int i = 0; i < n; ++i) s += (i ? " " : "") + std::string(i % 3 ? "bank" : "river");
    return s;
}

TEST(DocumentRealModel, ANewerEditCancelsThePassInFlightAndTheLastResultIsWhole) {
    SlowModel model;
    Document doc(lesson_on(model.path, {river_bank_words(200)}));
    ASSERT_TRUE(doc.waitForRealModel(60000));
    const std::shared_ptr<const RealModelPass> first = doc.results()[0].real;
    ASSERT_TRUE(first);
    // Edits in quick succession: each queues a pass and cancels the one before.
    int progressReports = 0;
    QObject::connect(&doc, &Document::realModelProgress, [&](int, int, int) { ++progressReports; });
    for (int k = 1; k <= 5; ++k) {
        attn::Lesson l = doc.lesson();
        l.sentences[0] = river_bank_words(200 - k);
        doc.replaceLesson(l, Document::Change::Sentences);
        // Until the new pass lands the views keep the last whole one.
        ASSERT_EQ(doc.results()[0].real, first);
        EXPECT_TRUE(doc.results()[0].realPending);
    }
    ASSERT_TRUE(doc.waitForRealModel(60000));
    const Document::SentenceResult& r = doc.results()[0];
    ASSERT_TRUE(r.realCurrent());
    EXPECT_EQ(r.real->sentence, river_bank_words(195));
    expect_same_pass(r.real->pass, fresh(model.path, river_bank_words(195)));
}

TEST(DocumentRealModel, ClosingDuringAPassNeitherHangsNorCrashes) {
    SlowModel model;
    QElapsedTimer t;
    t.start();
    for (int k = 0; k < 3; ++k) {
        auto doc = std::make_unique<Document>(lesson_on(model.path, {river_bank_words(210)}));
        if (k > 0) {
            // Opened: now close while its pass runs.
            QElapsedTimer w;
            w.start();
            while (doc->realModelState() == Document::RealModelState::Loading &&
                   w.elapsed() < 30000)
                QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
        }
        doc.reset();  // joins the worker: the pass stops at its next layer
    }
    EXPECT_LT(t.elapsed(), 60000);
    // Another lesson replacing it mid-pass.
    Document doc(lesson_on(model.path, {river_bank_words(210)}));
    while (doc.realModelState() == Document::RealModelState::Loading)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
    doc.resetLesson(lesson_on(kNano, {"the cat"}), {});
    ASSERT_TRUE(doc.waitForRealModel(60000));
    ASSERT_TRUE(doc.results()[0].realCurrent());
    EXPECT_EQ(doc.results()[0].real->sentence, "the cat");
}

}  // namespace
}  // namespace attn::ui
