// File ▸ Open Model… (MainWindow::openModel) and dropping a model on the
// window: a GPT-2 folder or a nanoGPT checkpoint becomes an untitled lesson
// about it with the user's sentences the model reads; the status bar says what
// was loaded; the Sentences pane shows each sentence's tokens as the model's
// tokenizer reads them (equal to the engine's encode and display, words
// grouped), live while typing, and says when the model cannot read one; a bad
// folder is named with the reason and the open lesson stays; opening another
// lesson while a model loads or passes neither hangs nor crashes.
#include <gtest/gtest.h>

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QCoreApplication>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMimeData>
#include <QProgressBar>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

#include "accessibility/announcer.hpp"
#include "attnlab/checkpoints/model_files.hpp"
#include "attnlab/lesson/real_model_lesson.hpp"
#include "attnlab/tokenizers/bpe_tokenizer.hpp"
#include "attnlab/tokenizers/token_groups.hpp"
#include "files/builtin_lessons.hpp"
#include "itemmodels/sentence_item_model.hpp"
#include "main_window.hpp"
#include "message_box_catcher.hpp"
#include "panes/sentences_pane.hpp"
#include "ui_test_helpers.hpp"
#include "widgets/sentence_delegate.hpp"
#include "widgets/token_strip.hpp"

namespace attn::app {
namespace {

using attn::test::MessageBoxCatcher;
using attn::ui::Document;
using attn::ui::SentenceTokens;

const QString kGpt2Folder = QStringLiteral(ATTNLAB_SOURCE_DIR "/tests/data/gpt/gpt2-window");
const QString kNanoPath = QStringLiteral(ATTNLAB_SOURCE_DIR "/tests/data/gpt/nanogpt-tiny/ckpt.pt");

using attn::ui::test::module1;

// The fixture's tokenizer, read here from its files (not through the model).
const attn::BpeTokenizer& gpt2_tokenizer() {
    static const auto t =
        attn::BpeTokenizer::load_files((kGpt2Folder + QStringLiteral("/vocab.json")).toStdString(),
                                       (kGpt2Folder + QStringLiteral("/merges.txt")).toStdString());
    return *t;
}

bool drop_path(MainWindow& w, const QString& path) {
    QMimeData mime;
    mime.setUrls({QUrl::fromLocalFile(path)});
    QDragEnterEvent enter(QPoint(50, 50), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&w, &enter);
    QDropEvent drop(QPointF(50, 50), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&w, &drop);
    return enter.isAccepted();
}

// Every row's tokens equal the tokenizer's encode, display and word groups.
void expect_rows_match(MainWindow& w, const attn::TextTokenizer& t) {
    const auto& sentences = w.document()->lesson().sentences;
    for (int row = 0; row < int(sentences.size()); ++row) {
        SCOPED_TRACE(sentences[size_t(row)]);
        const std::optional<SentenceTokens> shown = w.sentencesPane()->shownTokens(row);
        ASSERT_TRUE(shown);
        const std::vector<int> ids = t.encode(sentences[size_t(row)]);
        EXPECT_EQ(shown->tokens.ids, ids);
        ASSERT_EQ(shown->tokens.display.size(), qsizetype(ids.size()));
        for (size_t i = 0; i < ids.size(); ++i)
            EXPECT_EQ(shown->tokens.display[qsizetype(i)].toStdString(), t.display(ids[i]));
        EXPECT_EQ(shown->tokens.word, attn::token_word_groups(t, ids));
        EXPECT_TRUE(shown->error.isEmpty()) << shown->error.toStdString();
        // The pass read the same tokens.
        const auto& r = w.document()->results()[size_t(row)];
        ASSERT_TRUE(r.realCurrent()) << r.realError.toStdString();
        EXPECT_EQ(r.real->tokens.ids, ids);
        EXPECT_EQ(r.real->tokens.display, shown->tokens.display);
    }
}

TEST(WindowOpenModel, AGpt2FolderBecomesALessonWithTheUsersSentencesAndItsTokensShown) {
    MainWindow w(module1());
    const std::vector<std::string> before = w.document()->lesson().sentences;
    ASSERT_TRUE(w.openModel(kGpt2Folder, 0, true));
    const attn::Lesson& l = w.document()->lesson();
    ASSERT_TRUE(l.real_model);
    EXPECT_EQ(l.real_model->path, QDir(kGpt2Folder).absolutePath().toStdString());
    EXPECT_EQ(l.sentences, before);  // GPT-2's bytes read any text: every sentence kept
    EXPECT_EQ(l.title, "gpt2-window");
    EXPECT_TRUE(w.document()->filePath().isEmpty());
    EXPECT_FALSE(w.isWindowModified());
    // The model read to make the lesson is the Document's: it is not read again.
    EXPECT_EQ(w.document()->realModelState(), Document::RealModelState::Ready);

    ASSERT_TRUE(w.document()->waitForRealModel(30000));
    ASSERT_EQ(w.document()->realModelState(), Document::RealModelState::Ready);
    EXPECT_EQ(w.modelStatusText(),
              QStringLiteral(
                  "Model: GPT-2 (Hugging Face): 2 layers × 4 heads, d 32, 64 positions, 517 "
                  "tokens, 44064 "
                  "weights (172 KB in memory); tokenizer: byte-level BPE, 517 tokens, 260 merges"))
        << w.modelStatusText().toStdString();
    EXPECT_TRUE(w.modelProgress()->isHidden());  // idle
    // A pass's progress is said as the layer it is on.
    emit w.document()->realModelProgress(1, 1, 2);
    EXPECT_EQ(w.modelProgress()->format(), QStringLiteral("layer 2 of 2"));
    EXPECT_EQ(w.modelProgress()->value(), 1);
    EXPECT_EQ(w.modelProgress()->maximum(), 2);
    emit w.document()->realModelIdle();
    EXPECT_TRUE(w.modelProgress()->isHidden());
    expect_rows_match(w, gpt2_tokenizer());
    EXPECT_TRUE(w.sentencesPane()->tokenErrorText().isEmpty());
}

// The status bar shows one text at a time: the model's summary and a temporary message were once
// drawn one over the other (the summary label shown again by an edit while a message was up).
TEST(WindowOpenModel, TheStatusBarShowsOneMessageAtATime) {
    MainWindow w(module1());
    ASSERT_TRUE(w.openModel(kGpt2Folder, 0, true));
    ASSERT_TRUE(w.document()->waitForRealModel(30000));
    auto* summary = w.findChild<QLabel*>(QStringLiteral("modelStatus"));
    ASSERT_NE(summary, nullptr);
    QStatusBar* bar = w.statusBar();
    const auto one_at_a_time = [&] {
        return bar->currentMessage().isEmpty() || summary->isHidden();
    };
    bar->showMessage(QStringLiteral("A temporary message"));
    EXPECT_TRUE(summary->isHidden());
    // An edit re-reads the model's state while the message is still up.
    auto* model = w.sentencesPane()->model();
    ASSERT_TRUE(model->setData(model->index(0), QStringLiteral("the river banks"), Qt::EditRole));
    ASSERT_TRUE(w.document()->waitForRealModel(30000));
    QCoreApplication::processEvents();
    EXPECT_TRUE(one_at_a_time());
    EXPECT_EQ(bar->currentMessage(), QStringLiteral("A temporary message"));
    // The message gone, the summary is back.
    bar->clearMessage();
    EXPECT_FALSE(summary->isHidden());
    EXPECT_TRUE(w.modelStatusText().startsWith(QStringLiteral("Model: GPT-2")));
    // A lesson without a model: no summary, messages alone.
    w.openLesson(module1(), {});
    bar->clearMessage();
    EXPECT_TRUE(summary->isHidden());
    // An announcement (an edit, once it settles) and a message take each other's place: the
    // newest alone is shown.
    auto* announcer = w.findChild<attn::ui::Announcer*>();
    ASSERT_NE(announcer, nullptr);
    bar->showMessage(QStringLiteral("A hint"));
    QSignalSpy said(announcer, &attn::ui::Announcer::announced);
    auto* sentences = w.sentencesPane()->model();
    ASSERT_TRUE(sentences->setData(sentences->index(0), QStringLiteral("the river bank bank"),
                                   Qt::EditRole));
    ASSERT_TRUE(said.wait(attn::ui::Announcer::kEditSettleMs * 4));
    EXPECT_TRUE(bar->currentMessage().isEmpty()) << bar->currentMessage().toStdString();
    EXPECT_FALSE(announcer->text().isEmpty());
    bar->showMessage(QStringLiteral("A newer message"));
    EXPECT_TRUE(announcer->text().isEmpty()) << announcer->text().toStdString();
    EXPECT_EQ(announcer->lastAnnouncement(), said.back().at(0).toString());  // still spoken
}

TEST(WindowOpenModel, AWordOfSeveralTokensIsOneGroupWithOneOutline) {
    MainWindow w(module1());
    QAbstractItemModelTester tester(w.sentencesPane()->model(),
                                    QAbstractItemModelTester::FailureReportingMode::Fatal);
    ASSERT_TRUE(w.openModel(kGpt2Folder, 0, true));
    ASSERT_TRUE(w.document()->waitForRealModel(30000));
    auto* model = w.sentencesPane()->model();
    ASSERT_TRUE(model->setData(model->index(0), QStringLiteral("The river banks"), Qt::EditRole));
    ASSERT_TRUE(w.document()->waitForRealModel(30000));
    const std::optional<SentenceTokens> t = w.sentencesPane()->shownTokens(0);
    ASSERT_TRUE(t);
    EXPECT_EQ(t->tokens.display, (QStringList{QStringLiteral("The"), QStringLiteral("\u2423river"),
                                              QStringLiteral("\u2423bank"), QStringLiteral("s")}));
    EXPECT_EQ(t->tokens.word, (std::vector<int>{0, 1, 2, 2}));
    EXPECT_EQ(t->tokens.ids, gpt2_tokenizer().encode("The river banks"));

    const QFont font = w.sentencesPane()->list()->font();
    const attn::ui::TokenStripLayout layout =
        attn::ui::layout_token_strip(*t, font, attn::ui::token_id_font(font), QPointF(0, 0), 2000);
    ASSERT_EQ(layout.boxes.size(), 4u);
    ASSERT_EQ(layout.words.size(), 1u);  // only "␣bank" "s" is a word of several tokens
    EXPECT_EQ(layout.words[0].first, 2);
    EXPECT_EQ(layout.words[0].last, 3);
    EXPECT_DOUBLE_EQ(layout.boxes[2].right(), layout.boxes[3].left());  // one word's boxes touch
    EXPECT_GT(layout.boxes[1].left(), layout.boxes[0].right());         // words stand apart
    EXPECT_GT(layout.boxes[2].left(), layout.boxes[1].right());
    EXPECT_TRUE(layout.words[0].outline.contains(layout.boxes[2]));
    EXPECT_TRUE(layout.words[0].outline.contains(layout.boxes[3]));
    EXPECT_FALSE(layout.words[0].outline.intersects(layout.boxes[1]));
    // Every box is wide enough for its token and its id.
    const QFontMetricsF fm(font), sm(attn::ui::token_id_font(font));
    for (size_t i = 0; i < 4; ++i) {
        EXPECT_GE(layout.boxes[i].width(), fm.horizontalAdvance(t->tokens.display[qsizetype(i)]));
        EXPECT_GE(layout.boxes[i].width(), sm.horizontalAdvance(QString::number(t->tokens.ids[i])));
    }
    // The rows of a real model's lesson are tall enough for the text and the strip.
    const QRect row = w.sentencesPane()->list()->visualRect(model->index(0));
    EXPECT_GE(row.height(), QFontMetrics(font).height() + int(layout.height));
}

TEST(WindowOpenModel, TokensFollowTheTextAsItIsTypedAndAnOverLongSentenceIsSaid) {
    MainWindow w(module1());
    w.show();
    ASSERT_TRUE(w.openModel(kGpt2Folder, 0, true));
    ASSERT_TRUE(w.document()->waitForRealModel(30000));
    QListView* list = w.sentencesPane()->list();
    const QModelIndex idx = w.sentencesPane()->model()->index(0);
    list->setCurrentIndex(idx);
    list->edit(idx);
    auto* editor = list->viewport()->findChild<QLineEdit*>();
    ASSERT_TRUE(editor);
    editor->selectAll();
    QTest::keyClicks(editor, QStringLiteral("The river"));
    std::optional<SentenceTokens> t = w.sentencesPane()->shownTokens(0);
    ASSERT_TRUE(t);
    EXPECT_EQ(t->tokens.ids,
              gpt2_tokenizer().encode(
                  "The river"));  // before any pass: the lesson still says "the river bank"
    EXPECT_EQ(w.document()->lesson().sentences[0], "the river bank");
    // 40 more " x": each is "␣" "x" (the vocabulary has no "␣x"), 2 + 80 tokens.
    QTest::keyClicks(editor, QString(QStringLiteral(" x")).repeated(40));
    t = w.sentencesPane()->shownTokens(0);
    ASSERT_TRUE(t);
    ASSERT_EQ(t->tokens.ids.size(), 82u);
    EXPECT_EQ(t->limit, 64);
    EXPECT_EQ(t->error, QStringLiteral("This sentence has 82 tokens; the model reads at most 64."));
    EXPECT_EQ(
        w.sentencesPane()->tokenErrorText(),
        QStringLiteral("Sentence 1: This sentence has 82 tokens; the model reads at most 64."));
    // Committed, the pass refuses it too, and the pane keeps saying so.
    QTest::keyClick(editor, Qt::Key_Return);
    QCoreApplication::processEvents();  // the delegate commits on a queued call
    EXPECT_EQ(w.sentencesPane()->rejectedText().toStdString(), "");
    EXPECT_FALSE(w.sentencesPane()->delegate()->liveTokens(0));  // the editor is closed
    ASSERT_TRUE(w.document()->waitForRealModel(30000));
    EXPECT_EQ(w.document()->lesson().sentences[0],
              "The river" + QString(QStringLiteral(" x")).repeated(40).toStdString());
    EXPECT_FALSE(w.document()->results()[0].realError.isEmpty());
    EXPECT_EQ(
        w.sentencesPane()->tokenErrorText(),
        QStringLiteral("Sentence 1: This sentence has 82 tokens; the model reads at most 64."));
}

TEST(WindowOpenModel, ANanoGptCheckpointKeepsOnlySentencesItReadsAndNamesACharacterItLacks) {
    MainWindow w(module1());
    ASSERT_TRUE(w.openModel(kNanoPath, 0, true));
    const attn::OpenedModel m = attn::open_model(kNanoPath.toStdString());
    // "the river bank" and "the money bank" are 14 characters: within its 16 positions.
    EXPECT_EQ(w.document()->lesson().sentences,
              (std::vector<std::string>{"the river bank", "the money bank"}));
    ASSERT_TRUE(w.document()->waitForRealModel(30000));
    ASSERT_EQ(w.document()->realModelState(), Document::RealModelState::Ready);
    EXPECT_TRUE(w.modelStatusText().startsWith(QStringLiteral("Model: nanoGPT")))
        << w.modelStatusText().toStdString();
    EXPECT_TRUE(w.modelStatusText().contains(
        QStringLiteral("2 layers × 4 heads, d 24, 16 positions, 40 tokens")));
    expect_rows_match(w, *m.tokenizer);
    // Character tokens: "the" is one word of three tokens, the space a word alone.
    const std::optional<SentenceTokens> t = w.sentencesPane()->shownTokens(0);
    ASSERT_TRUE(t);
    EXPECT_EQ(std::vector<int>(t->tokens.word.begin(), t->tokens.word.begin() + 5),
              (std::vector<int>{0, 0, 0, 1, 2}));

    auto* model = w.sentencesPane()->model();
    ASSERT_TRUE(model->setData(model->index(1), QStringLiteral("the Zoo"), Qt::EditRole));
    ASSERT_TRUE(w.document()->waitForRealModel(30000));
    EXPECT_EQ(w.sentencesPane()->tokenErrorText(),
              QStringLiteral("Sentence 2: The model cannot read this sentence: 'Z' at character 4 "
                             "is not in the model's "
                             "vocabulary."));

    // A module lesson whose sentences are all too long gets the default sentence.
    attn::Lesson longer = module1();
    longer.sentences = {"this sentence is longer than sixteen characters"};
    w.openLesson(longer, {});
    ASSERT_TRUE(w.openModel(kNanoPath, 0, true));
    EXPECT_EQ(w.document()->lesson().sentences,
              (std::vector<std::string>{attn::default_real_model_sentence(m)}));
    EXPECT_TRUE(w.document()->waitForRealModel(30000));
}

TEST(WindowOpenModel, DroppingAModelFolderOpensItAndABadFolderIsNamedWithWhy) {
    MainWindow w(module1());
    w.show();
    {
        MessageBoxCatcher box(QMessageBox::Ok);
        EXPECT_TRUE(drop_path(w, kGpt2Folder));
        EXPECT_EQ(box.count, 0);  // nothing to ask: the lesson was not modified
    }
    ASSERT_TRUE(w.document()->lesson().real_model);
    EXPECT_EQ(w.document()->lesson().real_model->path,
              QDir(kGpt2Folder).absolutePath().toStdString());
    ASSERT_TRUE(w.document()->waitForRealModel(30000));
    EXPECT_EQ(w.document()->realModelState(), Document::RealModelState::Ready);

    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const attn::Lesson before = w.document()->lesson();
    {
        MessageBoxCatcher box(QMessageBox::Ok);
        EXPECT_TRUE(drop_path(w, dir.path()));
        EXPECT_EQ(box.count, 1);
        EXPECT_TRUE(box.text.contains(QDir::toNativeSeparators(dir.path())))
            << box.text.toStdString();
        EXPECT_TRUE(box.text.contains(QStringLiteral("holds no model"))) << box.text.toStdString();
        EXPECT_TRUE(box.text.contains(QStringLiteral("The open lesson is unchanged")));
    }
    EXPECT_EQ(w.document()->lesson(), before);
    // openModel says the same in the status bar.
    EXPECT_FALSE(w.openModel(dir.path(), 0, true));
    EXPECT_TRUE(w.statusBar()->currentMessage().contains(QStringLiteral("holds no model")));
    EXPECT_EQ(w.document()->lesson(), before);
    // A broken config: the file and the key.
    QFile f(dir.filePath(QStringLiteral("config.json")));
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write(R"({"model_type": "llama"})");
    f.close();
    QFile weights(dir.filePath(QStringLiteral("model.safetensors")));
    ASSERT_TRUE(weights.open(QIODevice::WriteOnly));
    weights.write("12345678");
    weights.close();
    EXPECT_FALSE(w.openModel(dir.path(), 0, true));
    EXPECT_TRUE(w.statusBar()->currentMessage().contains(QDir::toNativeSeparators(dir.path())));
    EXPECT_EQ(w.document()->lesson(), before);
}

TEST(WindowOpenModel, OpeningAnotherLessonWhileAModelLoadsOrPassesNeitherHangsNorCrashes) {
    MainWindow w(module1());
    ASSERT_TRUE(w.openModel(kGpt2Folder, 0, true));  // loading on the worker
    ASSERT_TRUE(w.openModel(kNanoPath, 0, true));    // another model before the first is open
    w.openLesson(module1(), {});                     // a lesson without a model
    EXPECT_EQ(w.document()->realModelState(), Document::RealModelState::None);
    EXPECT_TRUE(w.modelStatusText().isEmpty());
    ASSERT_TRUE(w.openModel(kGpt2Folder, 0, true));
    ASSERT_TRUE(w.document()->waitForRealModel(30000));
    // Passes in flight when the next lesson comes.
    auto* model = w.sentencesPane()->model();
    ASSERT_TRUE(model->setData(model->index(0), QStringLiteral("a new sentence for the model"),
                               Qt::EditRole));
    ASSERT_TRUE(w.openModel(kNanoPath, 0, true));
    ASSERT_TRUE(w.document()->waitForRealModel(30000));
    EXPECT_EQ(w.document()->realModelState(), Document::RealModelState::Ready);
    EXPECT_TRUE(w.modelStatusText().startsWith(QStringLiteral("Model: nanoGPT")));
    EXPECT_TRUE(w.modelProgress()->isHidden());
    for (const auto& r : w.document()->results())
        EXPECT_TRUE(r.realCurrent()) << r.realError.toStdString();
    // And a window closed mid-open.
    {
        MainWindow other(module1());
        ASSERT_TRUE(other.openModel(kGpt2Folder, 0, true));
    }
}

}  // namespace
}  // namespace attn::app
