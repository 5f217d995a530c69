// Typed changes (Document::ChangeEvent): the Document says what moved — the
// kind, and the one sentence an edit or a landed pass concerns — and the views
// redraw only for what they draw: an edit of a sentence no view shows, or a
// pass of a real model for such a sentence, redraws nothing; a view hidden
// behind a tab catches up once when it comes into view.
#include <gtest/gtest.h>

#include <QApplication>
#include <QDockWidget>
#include <QScrollArea>
#include <QSignalSpy>
#include <QTest>
#include <QWidget>
#include <atomic>
#include <memory>
#include <vector>

#include "attnlab/checkpoints/model_files.hpp"
#include "attnlab/lesson/real_model_lesson.hpp"
#include "attnlab/tokenizers/text_tokenizer.hpp"
#include "commands/sentence_commands.hpp"
#include "commands/set_values_command.hpp"
#include "commands/what_if_commands.hpp"
#include "document/document.hpp"
#include "document/view_state.hpp"
#include "files/builtin_lessons.hpp"
#include "itemmodels/lesson_matrix_item_model.hpp"
#include "itemmodels/matrix_item_model.hpp"
#include "itemmodels/sentence_item_model.hpp"
#include "main_window.hpp"
#include "panes/attention_pane.hpp"
#include "panes/blend_pane.hpp"
#include "panes/embedding_pane.hpp"
#include "panes/sentences_pane.hpp"
#include "widgets/heatmap_view.hpp"
#include "widgets/lazy_refresh.hpp"

namespace attn::app {
namespace {

using attn::ui::Document;

attn::Lesson three_sentences() {
    attn::Lesson l = attn::ui::load_builtin_lesson(QStringLiteral("module1"));
    l.sentences.push_back("the bank");
    return l;
}

QDockWidget* dock(const MainWindow& w, const char* name) {
    return w.findChild<QDockWidget*>(QString::fromLatin1(name));
}

// The GPT-2-shaped test model opened in `w` (a lesson pointing at it), its passes done.
bool open_real_model(MainWindow& w) {
    const QString gpt2 = QStringLiteral(ATTNLAB_SOURCE_DIR "/tests/data/gpt/gpt2-window");
    return w.openModel(gpt2, 0, true) && w.document()->waitForRealModel(30000);
}

std::vector<Document::ChangeEvent> events_of(const QSignalSpy& spy) {
    std::vector<Document::ChangeEvent> out;
    for (const QList<QVariant>& args : spy)
        out.push_back(args.at(0).value<Document::ChangeEvent>());
    return out;
}

TEST(DocumentChanges, AnEditOfOneSentenceSaysWhichAndRedrawsOnlyItsViews) {
    MainWindow w(three_sentences());
    w.show();
    dock(w, "blendDock")->raise();  // the Blend pane in view (a tab behind another waits: below)
    w.viewState()->showSentences({0});
    QApplication::processEvents();
    const int attention = w.attentionPane()->refreshCount();
    const int blend = w.blendPane()->refreshCount();
    const attn::Trace first = w.document()->results()[0].trace;

    QSignalSpy changes(w.document(), &Document::changed);
    auto* model = w.sentencesPane()->model();
    ASSERT_TRUE(model->setData(model->index(2), QStringLiteral("the money"), Qt::EditRole));
    const std::vector<Document::ChangeEvent> got = events_of(changes);
    ASSERT_EQ(got.size(), 1u);
    EXPECT_EQ(got[0].kind, Document::Change::Sentences);
    EXPECT_EQ(got[0].sentence, 2);
    // Sentence 3 was evaluated; sentence 1's numbers stand; no shown view redrew.
    EXPECT_EQ(w.document()->results()[2].text, QStringLiteral("the money"));
    EXPECT_EQ(w.document()->results()[2].trace.tokens, (std::vector<std::string>{"the", "money"}));
    EXPECT_EQ(w.document()->results()[0].trace.weights[0], first.weights[0]);
    EXPECT_EQ(w.attentionPane()->refreshCount(), attention);
    EXPECT_EQ(w.blendPane()->refreshCount(), blend);

    // The same edit of the shown sentence redraws its views once each.
    ASSERT_TRUE(
        model->setData(model->index(0), QStringLiteral("the river money bank"), Qt::EditRole));
    EXPECT_EQ(w.attentionPane()->refreshCount(), attention + 1);
    EXPECT_EQ(w.blendPane()->refreshCount(), blend + 1);
    EXPECT_EQ(w.document()->results()[0].trace.n(), 4);

    // Undo says the same sentence again, and the shown views follow.
    changes.clear();
    w.document()->undoStack()->undo();
    ASSERT_EQ(events_of(changes).size(), 1u);
    EXPECT_EQ(events_of(changes)[0].sentence, 0);
    EXPECT_EQ(w.document()->results()[0].trace.n(), 3);
    EXPECT_EQ(w.attentionPane()->refreshCount(), attention + 2);
}

TEST(DocumentChanges, ChangesOfEverySentenceAndOfNoNumberSayAllOrNone) {
    MainWindow w(three_sentences());
    w.show();
    w.viewState()->showSentences({0});
    QSignalSpy changes(w.document(), &Document::changed);
    const int attention = w.attentionPane()->refreshCount();
    // Removing a sentence renumbers the rest: every sentence is concerned.
    w.document()->undoStack()->push(attn::ui::remove_sentence_command(w.document(), 2).release());
    ASSERT_EQ(events_of(changes).size(), 1u);
    EXPECT_EQ(events_of(changes)[0].kind, Document::Change::Sentences);
    EXPECT_EQ(events_of(changes)[0].sentence, -1);
    EXPECT_TRUE(events_of(changes)[0].concerns(0));
    EXPECT_EQ(w.attentionPane()->refreshCount(), attention + 1);
}

// A pass of a real model that lands says its sentence: the views of the other sentences stay.
TEST(DocumentChanges, APassThatLandsRedrawsOnlyItsSentence) {
    MainWindow w(three_sentences());
    w.show();
    ASSERT_TRUE(open_real_model(w));
    ASSERT_GE(w.document()->lesson().sentences.size(), 2u);
    w.viewState()->showSentences({0});
    QApplication::processEvents();
    const int attention = w.attentionPane()->refreshCount();
    QSignalSpy changes(w.document(), &Document::changed);
    auto* model = w.sentencesPane()->model();
    ASSERT_TRUE(model->setData(model->index(1), QStringLiteral("the money banks"), Qt::EditRole));
    ASSERT_TRUE(w.document()->waitForRealModel(30000));
    bool landed = false;
    for (const Document::ChangeEvent& e : events_of(changes)) {
        EXPECT_EQ(e.sentence, 1) << int(e.kind);  // the edit, then its pass: sentence 2 alone
        landed = landed || e.kind == Document::Change::RealModel;
    }
    EXPECT_TRUE(landed);
    EXPECT_TRUE(w.document()->results()[1].realCurrent());
    EXPECT_EQ(w.attentionPane()->refreshCount(), attention);
}

TEST(DocumentChanges, ChangeEventConcernsTheSentencesItNames) {
    const Document::ChangeEvent all{Document::Change::Embeddings};
    EXPECT_TRUE(all.concerns(0));
    EXPECT_TRUE(all.concernsAny({}));
    const Document::ChangeEvent one{Document::Change::RealModel, 1};
    EXPECT_FALSE(one.concerns(0));
    EXPECT_TRUE(one.concerns(1));
    EXPECT_FALSE(one.concernsAny({0}));
    EXPECT_TRUE(one.concernsAny({0, 1}));
    EXPECT_FALSE(one.concernsAny({}));
}

// An edit of values says its matrix and cells: the table of that matrix announces those
// cells alone, another matrix's table nothing, and only the sentences holding the word's
// row are evaluated again.
TEST(DocumentChanges, AnEditOfValuesSaysItsMatrixAndCellsAndTouchesOnlyThem) {
    MainWindow w(three_sentences());  // "the river bank", "the money bank", "the bank"
    Document* doc = w.document();
    const attn::EmbeddingTable& table = doc->lesson().table;
    const int river = table.word_index("river").value_or(-1),
              money = table.word_index("money").value_or(-1);
    ASSERT_GE(river, 0);
    ASSERT_GE(money, 0);
    attn::ui::LessonMatrixItemModel* embedding = w.embeddingPane()->model();
    attn::ui::LessonMatrixItemModel wq(doc, attn::ui::ValueTarget::WQ);
    QSignalSpy cells(embedding, &QAbstractItemModel::dataChanged);
    QSignalSpy wqCells(&wq, &QAbstractItemModel::dataChanged);
    QSignalSpy changes(doc, &Document::changed);
    const int evaluated = doc->evaluationCount();
    // A small step inside the scale: the shades of the other cells stand.
    const float old = table.value(river, 1);
    doc->undoStack()->push(new attn::ui::SetValuesCommand(doc, attn::ui::ValueTarget::Embedding,
                                                          {{river, 1, old * 0.5f + 0.01f}}));
    ASSERT_EQ(events_of(changes).size(), 1u);
    const Document::ChangeEvent e = events_of(changes)[0];
    EXPECT_EQ(e.kind, Document::Change::Embeddings);
    ASSERT_TRUE(e.matrix.has_value());
    EXPECT_EQ(*e.matrix, attn::ui::ValueTarget::Embedding);
    EXPECT_EQ(e.cells, QRect(1, river, 1, 1));
    EXPECT_TRUE(e.moves(attn::Source::HandWired));
    EXPECT_FALSE(e.moves(attn::Source::Trained));
    EXPECT_FALSE(e.moves(attn::Source::Real));
    ASSERT_EQ(cells.size(), 1);
    EXPECT_EQ(cells[0][0].toModelIndex(), embedding->index(river, 1));
    EXPECT_EQ(cells[0][1].toModelIndex(), embedding->index(river, 1));
    EXPECT_EQ(wqCells.size(), 0);
    // "river" is in the first sentence only: one sentence evaluated.
    EXPECT_EQ(doc->evaluationCount() - evaluated, 1);
    EXPECT_FLOAT_EQ(doc->results()[0].trace.embedded(1, 1), old * 0.5f + 0.01f);
    // Undo: the same cell again.
    doc->undoStack()->undo();
    ASSERT_EQ(cells.size(), 2);
    EXPECT_EQ(cells[1][0].toModelIndex(), embedding->index(river, 1));
    EXPECT_FLOAT_EQ(doc->results()[0].trace.embedded(1, 1), old);
    // A value past the scale's end shades every cell anew: the whole table is announced.
    doc->undoStack()->push(
        new attn::ui::SetValuesCommand(doc, attn::ui::ValueTarget::Embedding, {{money, 0, 50.0f}}));
    ASSERT_EQ(cells.size(), 3);
    EXPECT_EQ(cells[2][0].toModelIndex(), embedding->index(0, 0));
    EXPECT_EQ(cells[2][1].toModelIndex(),
              embedding->index(embedding->rowCount() - 1, embedding->columnCount() - 1));
}

// A sentence edit on a real model's lesson: the hand-wired numbers move at once, the real
// model's only when its pass lands; a view of the real model redraws once, then.
TEST(DocumentChanges, AViewOfTheRealModelRedrawsWhenThePassLandsNotAtTheEdit) {
    MainWindow w(three_sentences());
    w.show();
    ASSERT_TRUE(open_real_model(w));
    w.viewState()->setSource(attn::Source::Real);
    w.viewState()->showSentences({0});
    QApplication::processEvents();
    ASSERT_TRUE(w.viewState()->showsRealModel());
    const int attention = w.attentionPane()->refreshCount();
    QSignalSpy changes(w.document(), &Document::changed);
    auto* model = w.sentencesPane()->model();
    ASSERT_TRUE(model->setData(model->index(0), QStringLiteral("the river banks"), Qt::EditRole));
    ASSERT_EQ(events_of(changes).size(), 1u);
    EXPECT_EQ(events_of(changes)[0].kind, Document::Change::Sentences);
    EXPECT_TRUE(events_of(changes)[0].moves(attn::Source::HandWired));
    EXPECT_FALSE(events_of(changes)[0].moves(attn::Source::Real));  // its pass is pending
    EXPECT_EQ(w.attentionPane()->refreshCount(), attention);        // the last whole pass stands
    // … under its own heading: a view shows a sentence's heading only with its maps.
    EXPECT_EQ(w.viewState()->attention(0).text, QStringLiteral("the river bank"));
    ASSERT_TRUE(w.document()->waitForRealModel(30000));
    QApplication::processEvents();
    EXPECT_EQ(w.attentionPane()->refreshCount(), attention + 1);
    ASSERT_EQ(events_of(changes).size(), 2u);
    EXPECT_TRUE(events_of(changes)[1].moves(attn::Source::Real));
    // A text the model cannot read moves its reading at once: the views say so at once.
    changes.clear();
    std::string longText;
    for (int i = 0; i < 80; ++i) longText += "the river bank ";
    ASSERT_TRUE(model->setData(model->index(0), QString::fromStdString(longText), Qt::EditRole));
    ASSERT_EQ(events_of(changes).size(), 1u);
    EXPECT_TRUE(events_of(changes)[0].moves(attn::Source::Real));
    EXPECT_FALSE(w.document()->results()[0].realError.isEmpty());
    EXPECT_EQ(w.attentionPane()->refreshCount(), attention + 2);
    // The maps stay as they were, under their sentence, and the message says why.
    const attn::ui::ViewState::Attention a = w.viewState()->attention(0);
    ASSERT_TRUE(a.ok());
    EXPECT_EQ(a.text, QStringLiteral("the river banks"));
    EXPECT_TRUE(a.error.contains(QStringLiteral("“the river banks”"))) << a.error.toStdString();
    ASSERT_NE(w.attentionPane()->heatmap(0, 0), nullptr);
    EXPECT_TRUE(w.attentionPane()->heatmap(0, 0)->isVisible());
    EXPECT_EQ(w.attentionPane()->model(0, 0)->rowCount(),
              int(w.document()->results()[0].real->tokens.ids.size()));
    // Undo: back to the text it read, the message goes (it stayed, and the views with it).
    w.document()->undoStack()->undo();
    ASSERT_TRUE(w.document()->waitForRealModel(30000));
    EXPECT_TRUE(w.document()->results()[0].realError.isEmpty());
    EXPECT_TRUE(w.viewState()->attention(0).error.isEmpty());
    EXPECT_EQ(w.viewState()->attention(0).text, QStringLiteral("the river banks"));
}

// A what-if on a layer of the real model says that layer: a view of an earlier layer stands,
// one of that layer or a later one redraws.
TEST(DocumentChanges, AWhatIfSaysItsFirstLayerAndEarlierLayersStand) {
    MainWindow w(three_sentences());
    w.show();
    ASSERT_TRUE(open_real_model(w));
    w.viewState()->setSource(attn::Source::Real);
    w.viewState()->showSentences({0});
    w.viewState()->setLayer(0);
    QApplication::processEvents();
    const int n = int(w.document()->results()[0].real->tokens.ids.size());
    const int attention = w.attentionPane()->refreshCount();
    QSignalSpy changes(w.document(), &Document::changed);
    const auto off = attn::Intervention::on_head(attn::Intervention::Kind::Ablate, 1, 2);
    w.document()->undoStack()->push(
        attn::ui::toggle_intervention_command(w.document(), attn::Source::Real, off, 2, 4, n, true)
            .release());
    ASSERT_TRUE(w.document()->waitForRealModel(30000));
    QApplication::processEvents();
    const std::vector<Document::ChangeEvent> got = events_of(changes);
    ASSERT_GE(got.size(), 2u);  // the what-if, then the pass under it
    EXPECT_EQ(got[0].kind, Document::Change::WhatIf);
    EXPECT_EQ(got[0].layer, 1);
    EXPECT_TRUE(got[0].moves(attn::Source::Real));
    EXPECT_FALSE(got[0].moves(attn::Source::HandWired));
    EXPECT_EQ(got.back().kind, Document::Change::RealModel);
    EXPECT_EQ(got.back().layer, 1);                           // the same tokens: layer 1 on moved
    EXPECT_EQ(w.attentionPane()->refreshCount(), attention);  // layer 1 (of 2) shown: it stands
    // Layer 2 shown: the next what-if there redraws it.
    w.viewState()->setLayer(1);
    QApplication::processEvents();
    const int before = w.attentionPane()->refreshCount();
    w.document()->undoStack()->undo();
    ASSERT_TRUE(w.document()->waitForRealModel(30000));
    QApplication::processEvents();
    EXPECT_GT(w.attentionPane()->refreshCount(), before);
}

// Panes behind another dock's tab redraw nothing on a change, and once when raised.
TEST(DocumentChanges, PanesBehindATabRedrawOnceWhenRaised) {
    MainWindow w(three_sentences());
    w.resize(1366, 768);
    w.show();
    w.viewState()->showSentences({0});
    dock(w, "trainingDock")->raise();  // the Blend pane behind the Training tab
    QApplication::processEvents();
    const int blend = w.blendPane()->refreshCount();
    auto* model = w.sentencesPane()->model();
    for (const char* text : {"the river money bank", "the money bank", "the river bank bank"})
        ASSERT_TRUE(model->setData(model->index(0), QString::fromLatin1(text), Qt::EditRole));
    EXPECT_EQ(w.blendPane()->refreshCount(), blend);
    dock(w, "blendDock")->raise();
    QApplication::processEvents();
    EXPECT_EQ(w.blendPane()->refreshCount(), blend + 1);
    const int rows = w.blendPane()->model(0)->rowCount();  // "the river bank bank": four words
    // Read while out of sight, a pane brings itself up to date first.
    dock(w, "trainingDock")->raise();
    QApplication::processEvents();
    ASSERT_TRUE(model->setData(model->index(0), QStringLiteral("the bank"), Qt::EditRole));
    EXPECT_EQ(w.blendPane()->refreshCount(), blend + 1);
    ASSERT_NE(w.blendPane()->model(0), nullptr);
    EXPECT_EQ(w.blendPane()->refreshCount(), blend + 2);
    EXPECT_EQ(w.blendPane()->model(0)->rowCount(), rows - 2);  // "the bank": two words
}

// A view out of sight is marked out of date, however many changes come, and
// redraws once when it comes into view.
TEST(DocumentChanges, AHiddenViewRefreshesOnceWhenShown) {
    QWidget host;
    QWidget* view = new QWidget(&host);
    int refreshes = 0;
    auto* lazy = new attn::ui::LazyRefresh(view, [&] { ++refreshes; });
    view->hide();
    host.show();
    for (int i = 0; i < 5; ++i) lazy->request();
    EXPECT_EQ(refreshes, 0);
    EXPECT_TRUE(lazy->stale());
    view->show();
    QApplication::processEvents();
    EXPECT_EQ(refreshes, 1);
    EXPECT_FALSE(lazy->stale());
    lazy->request();  // in view now: at once
    EXPECT_EQ(refreshes, 2);
}

// A scroll area (the Vectors plot is a chart view) is covered whole by its viewport: it is in
// view when its viewport is (a walk found the plot never redrawn while in plain view).
TEST(DocumentChanges, AScrollAreaCoveredByItsViewportIsInView) {
    QWidget host;
    auto* area = new QScrollArea(&host);
    area->setFrameShape(QFrame::NoFrame);
    area->resize(200, 100);
    host.resize(200, 100);
    host.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&host));
    EXPECT_TRUE(attn::ui::LazyRefresh::inView(area));
    int refreshes = 0;
    auto* lazy = new attn::ui::LazyRefresh(area, [&] { ++refreshes; });
    lazy->request();
    EXPECT_EQ(refreshes, 1);
    area->hide();
    EXPECT_FALSE(attn::ui::LazyRefresh::inView(area));
}

}  // namespace
}  // namespace attn::app

namespace attn::app {
namespace {

// Counts the texts a tokenizer reads (and reads them with the real one).
class CountingTokenizer : public attn::TextTokenizer {
  public:
    explicit CountingTokenizer(std::shared_ptr<const attn::TextTokenizer> real)
        : real_(std::move(real)) {}
    std::vector<int> encode(std::string_view text) const override {
        ++encodes;
        return real_->encode(text);
    }
    std::string decode(std::span<const int> ids) const override { return real_->decode(ids); }
    std::string bytes(int id) const override { return real_->bytes(id); }
    std::string display(int id) const override { return real_->display(id); }
    std::string piece(int id) const override { return real_->piece(id); }
    std::optional<int> id_of(std::string_view piece) const override { return real_->id_of(piece); }
    int size() const override { return real_->size(); }
    std::string describe() const override { return real_->describe(); }
    mutable std::atomic<int> encodes{0};

  private:
    std::shared_ptr<const attn::TextTokenizer> real_;
};

// One edit of a sentence on a real model's lesson reads its text once: the Document reads it,
// the Sentences pane shows those tokens and the pass runs on them (it was read three times:
// the pane, the Document's sync and the worker).
TEST(DocumentChanges, OneEditTokenisesItsTextOnce) {
    const std::string gpt2 = std::string(ATTNLAB_SOURCE_DIR) + "/tests/data/gpt/gpt2-window";
    auto opened = std::make_shared<attn::OpenedModel>(attn::open_model(gpt2));
    auto counting = std::make_shared<CountingTokenizer>(opened->tokenizer);
    opened->tokenizer = counting;
    const attn::Lesson lesson = attn::lesson_for_real_model(
        *opened, attn::ModelReference{gpt2, 0}, {"The river bank", "The money bank"}, "t", "");
    MainWindow w(attn::ui::load_builtin_lesson(QStringLiteral("module1")));
    w.document()->resetLesson(lesson, {}, opened);
    ASSERT_TRUE(w.document()->waitForRealModel(30000));
    ASSERT_TRUE(w.document()->results()[1].realCurrent());
    const int before = counting->encodes.load();
    auto* model = w.sentencesPane()->model();
    ASSERT_TRUE(model->setData(model->index(1), QStringLiteral("The money banks"), Qt::EditRole));
    ASSERT_TRUE(w.document()->waitForRealModel(30000));
    QApplication::processEvents();
    EXPECT_EQ(counting->encodes.load() - before, 1);
    // And what was read once is what every part shows: the pane's tokens are the pass's.
    const Document::SentenceResult& r = w.document()->results()[1];
    ASSERT_TRUE(r.realCurrent()) << r.realError.toStdString();
    const std::optional<attn::ui::SentenceTokens> shown = w.sentencesPane()->shownTokens(1);
    ASSERT_TRUE(shown);
    EXPECT_EQ(shown->tokens.ids, r.real->tokens.ids);
    EXPECT_EQ(r.real->tokens.ids, opened->tokenizer->encode("The money banks"));
}

}  // namespace
}  // namespace attn::app
