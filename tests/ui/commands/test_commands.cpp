// Undo commands: labels, merging of drags, dropped no-ops, structural edits
// that keep the lesson consistent, and a random series of edits that undoes
// back to the original lesson and redoes to the final one.
#include <gtest/gtest.h>

#include <random>

#include "commands/attention_commands.hpp"
#include "commands/sentence_commands.hpp"
#include "commands/set_values_command.hpp"
#include "commands/try_push.hpp"
#include "commands/vocabulary_commands.hpp"
#include "document/document.hpp"
#include "files/builtin_lessons.hpp"

using attn::ui::load_builtin_lesson;  // (not through another file's using in a unity batch)

namespace attn::ui {
namespace {

TEST(SetValuesCommand, ReadableLabelAndUndo) {
    Document doc(load_builtin_lesson(QStringLiteral("module1")));
    doc.undoStack()->push(new SetValuesCommand(&doc, ValueTarget::Embedding, {{3, 0, 0.45f}}));
    EXPECT_EQ(doc.undoStack()->text(0), QStringLiteral("Set bank · water to 0.450"));
    EXPECT_FLOAT_EQ(doc.lesson().table.value(3, 0), 0.45f);
    doc.undoStack()->undo();
    EXPECT_FLOAT_EQ(doc.lesson().table.value(3, 0), 0.3f);
}

TEST(SetValuesCommand, NoOpIsDropped) {
    Document doc(load_builtin_lesson(QStringLiteral("module1")));
    doc.undoStack()->push(new SetValuesCommand(&doc, ValueTarget::Embedding, {{3, 0, 0.3f}}));
    EXPECT_EQ(doc.undoStack()->count(), 0);
}

TEST(SetValuesCommand, ADragIsOneUndoStepAndADragBackIsDropped) {
    Document doc(load_builtin_lesson(QStringLiteral("module1")));
    for (float v : {0.31f, 0.35f, 0.5f, 0.62f})
        doc.undoStack()->push(new SetValuesCommand(&doc, ValueTarget::Embedding, {{3, 0, v}}, 7));
    EXPECT_EQ(doc.undoStack()->count(), 1);
    EXPECT_EQ(doc.undoStack()->text(0), QStringLiteral("Set bank · water to 0.620"));
    // A second drag is a second step.
    doc.undoStack()->push(new SetValuesCommand(&doc, ValueTarget::Embedding, {{3, 0, 0.7f}}, 8));
    EXPECT_EQ(doc.undoStack()->count(), 2);
    doc.undoStack()->undo();
    doc.undoStack()->undo();
    EXPECT_FLOAT_EQ(doc.lesson().table.value(3, 0), 0.3f);
    // A drag that returns to where it started leaves nothing to undo.
    for (float v : {0.4f, 0.3f})
        doc.undoStack()->push(new SetValuesCommand(&doc, ValueTarget::Embedding, {{3, 0, v}}, 9));
    EXPECT_EQ(doc.undoStack()->index(), 0);
}

TEST(SetValuesCommand, ProjectionEditMaterialisesIdentityAndUndoRestoresEmpty) {
    Lesson l = load_builtin_lesson(QStringLiteral("module1"));
    l.attention = default_config(Variant::Scaled, 4);
    l.attention.wv.values.resize(0, 0);  // identity, not stored
    Document doc(l);
    doc.undoStack()->push(new SetValuesCommand(&doc, ValueTarget::WV, {{0, 1, 2.0f}}));
    EXPECT_EQ(doc.undoStack()->text(0), QStringLiteral("Set W_V[water, money] to 2.000"));
    ASSERT_EQ(doc.lesson().attention.wv.values.rows(), 4);
    EXPECT_FLOAT_EQ(doc.lesson().attention.wv.values(0, 1), 2.0f);
    EXPECT_FLOAT_EQ(doc.lesson().attention.wv.values(2, 2), 1.0f);
    doc.undoStack()->undo();
    EXPECT_EQ(doc.lesson(), l);
}

TEST(SetValuesCommand, RefusesNonFiniteValues) {
    Document doc(load_builtin_lesson(QStringLiteral("module1")));
    EXPECT_THROW(SetValuesCommand(&doc, ValueTarget::Embedding, {{3, 0, NAN}}),
                 std::invalid_argument);
    EXPECT_THROW(SetValuesCommand(&doc, ValueTarget::Embedding, {{9, 0, 1.0f}}),
                 std::invalid_argument);
}

TEST(VocabularyCommands, RemovingAnAxisShrinksProjectionsAndRefitsHeads) {
    Lesson l = load_builtin_lesson(QStringLiteral("module1"));
    l.attention = default_config(Variant::MultiHead, 4, 2);
    l.attention.wq.values(3, 0) = 5.0f;
    Document doc(l);
    ASSERT_EQ(try_push(&doc, [&] { return remove_axis_command(&doc, 2); }), QString());
    const Lesson& now = doc.lesson();
    EXPECT_EQ(now.table.axis_count(), 3);
    EXPECT_EQ(now.attention.heads, 1);
    EXPECT_EQ(now.attention.wq.values.rows(), 3);
    EXPECT_FLOAT_EQ(now.attention.wq.values(2, 0), 5.0f);  // old row 3 ("filler") moved up
    EXPECT_NO_THROW(validate(now.attention, 3));
    EXPECT_TRUE(doc.undoStack()->text(0).contains(QStringLiteral("heads 2 → 1")));
    EXPECT_TRUE(doc.results()[0].ok());
    doc.undoStack()->undo();
    EXPECT_EQ(doc.lesson(), l);
}

TEST(VocabularyCommands, TheLastAxisCannotBeRemoved) {
    Lesson l = load_builtin_lesson(QStringLiteral("module1"));
    Document doc(l);
    for (int i = 0; i < 3; ++i)
        ASSERT_EQ(try_push(&doc, [&] { return remove_axis_command(&doc, 0); }), QString());
    const QString error = try_push(&doc, [&] { return remove_axis_command(&doc, 0); });
    EXPECT_TRUE(error.contains(QStringLiteral("at least one axis"))) << error.toStdString();
    EXPECT_EQ(doc.undoStack()->count(), 3);
}

TEST(VocabularyCommands, RenamingAWordRenamesItInTheSentences) {
    Document doc(load_builtin_lesson(QStringLiteral("module1")));
    ASSERT_EQ(try_push(&doc, [&] { return rename_word_command(&doc, 3, QStringLiteral("shore")); }),
              QString());
    EXPECT_EQ(doc.lesson().sentences[0], "the river shore");
    EXPECT_EQ(doc.lesson().focus, "shore");
    EXPECT_TRUE(doc.results()[0].ok());
    EXPECT_FALSE(try_push(&doc, [&] {
                     return rename_word_command(&doc, 0, QStringLiteral("two words"));
                 }).isEmpty());
    EXPECT_FALSE(try_push(&doc, [&] {
                     return rename_word_command(&doc, 0, QStringLiteral("river"));
                 }).isEmpty());
}

TEST(VocabularyCommands, RemovingAUsedWordLeavesItUnknownAndSaysSo) {
    Document doc(load_builtin_lesson(QStringLiteral("module1")));
    ASSERT_EQ(try_push(&doc, [&] { return remove_word_command(&doc, 1); }), QString());
    EXPECT_TRUE(doc.undoStack()->text(0).contains(QStringLiteral("unknown")))
        << doc.undoStack()->text(0).toStdString();
    EXPECT_FALSE(doc.results()[0].ok());
    EXPECT_TRUE(doc.results()[0].error.contains(QStringLiteral("river")));
    EXPECT_TRUE(doc.results()[1].ok());
}

TEST(AttentionCommands, HeadsMustDivideD) {
    Document doc(load_builtin_lesson(QStringLiteral("module1")));
    const QString error = try_push(&doc, [&] {
        return set_attention_command(
            &doc, {Variant::MultiHead, 3, true, false, PositionEncoding::None, {}});
    });
    EXPECT_TRUE(error.contains(QStringLiteral("divide"))) << error.toStdString();
    EXPECT_EQ(doc.undoStack()->count(), 0);
    ASSERT_EQ(try_push(&doc,
                       [&] {
                           return set_attention_command(
                               &doc,
                               {Variant::MultiHead, 2, true, true, PositionEncoding::None, {}});
                       }),
              QString());
    EXPECT_EQ(
        doc.undoStack()->text(0),
        QStringLiteral("Switch to multi-head attention, 2 heads, scaling on, causal mask on"));
    EXPECT_EQ(doc.results()[0].trace.heads, 2);
    EXPECT_FLOAT_EQ(doc.results()[0].trace.weights[1](0, 1), 0.0f);  // causal
}

// Applies one random edit; failures (refused edits) are part of the test too.
void random_edit(Document& doc, std::mt19937& rng) {
    auto pick = [&](int n) {
        return std::uniform_int_distribution<int>(0, std::max(0, n - 1))(rng);
    };
    const Lesson& l = doc.lesson();
    const int V = l.table.word_count(), d = l.table.axis_count();
    const float v = std::uniform_real_distribution<float>(-2, 2)(rng);
    switch (pick(11)) {
        case 0:
        case 1:
            if (V)
                doc.undoStack()->push(new SetValuesCommand(&doc, ValueTarget::Embedding,
                                                           {{pick(V), pick(d), v}}, pick(3)));
            break;
        case 2:
            try_push(&doc, [&] { return add_word_command(&doc, unused_word_name(&doc)); });
            break;
        case 3:
            if (V > 1) try_push(&doc, [&] { return remove_word_command(&doc, pick(V)); });
            break;
        case 4:
            if (V)
                try_push(&doc, [&] {
                    return rename_word_command(&doc, pick(V), unused_word_name(&doc));
                });
            break;
        case 5:
            try_push(&doc, [&] { return add_axis_command(&doc, unused_axis_name(&doc)); });
            break;
        case 6:
            if (d > 1) try_push(&doc, [&] { return remove_axis_command(&doc, pick(d)); });
            break;
        case 7:
            try_push(&doc,
                     [&] { return add_sentence_command(&doc, QStringLiteral("the bank word1")); });
            break;
        case 8:
            if (!l.sentences.empty())
                try_push(&doc, [&] {
                    return edit_sentence_command(&doc, pick(int(l.sentences.size())),
                                                 QStringLiteral("bank the money"));
                });
            break;
        case 9:
            try_push(&doc, [&] {
                return set_attention_command(
                    &doc, {Variant(pick(5)),
                           1 + pick(4),
                           pick(2) == 1,
                           pick(2) == 1,
                           PositionEncoding(std::array{0, 1, 3, 4}[std::size_t(pick(4))]),
                           {}});
            });
            break;
        case 10:
            if (attn::uses_projections(l.attention.variant))
                doc.undoStack()->push(new SetValuesCommand(&doc, ValueTarget(1 + pick(4)),
                                                           {{pick(d), pick(d), v}}, pick(3)));
            break;
    }
}

TEST(UndoRedo, RandomSeriesUndoesToTheOriginalAndRedoesToTheFinal) {
    for (unsigned seed : {1u, 2u, 3u}) {
        std::mt19937 rng(seed);
        const Lesson original = load_builtin_lesson(QStringLiteral("module1"));
        Document doc(original);
        for (int i = 0; i < 80; ++i) random_edit(doc, rng);
        const Lesson final = doc.lesson();
        ASSERT_GT(doc.undoStack()->count(), 20) << "seed " << seed;
        ASSERT_FALSE(final == original);
        while (doc.undoStack()->canUndo()) doc.undoStack()->undo();
        EXPECT_EQ(doc.lesson(), original) << "seed " << seed;
        EXPECT_EQ(doc.results()[0].trace.weights[0].rows(), 3);
        while (doc.undoStack()->canRedo()) doc.undoStack()->redo();
        EXPECT_EQ(doc.lesson(), final) << "seed " << seed;
    }
}

}  // namespace
}  // namespace attn::ui
