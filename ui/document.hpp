// Document: owns the Lesson value being edited, its QUndoStack, the file it
// came from, and the Trace of every sentence. Widgets never change the lesson
// directly: they push QUndoCommands, which call replaceLesson(); the Document
// re-evaluates and announces what changed; views redraw from results().
#pragma once

#include <QObject>
#include <QString>
#include <QUndoStack>
#include <vector>

#include "attnlab/lesson.hpp"
#include "attnlab/trace.hpp"

namespace attn::ui {

class Document : public QObject {
    Q_OBJECT
public:
    enum class Change { Everything, Embeddings, Sentences, Attention, Title };
    Q_ENUM(Change)

    // The evaluation of one sentence: its trace, or why it could not be evaluated.
    struct SentenceResult {
        QString text;
        attn::Trace trace;
        QString error;  // empty when the trace is valid
        bool ok() const { return error.isEmpty(); }
    };

    explicit Document(attn::Lesson lesson, QString filePath = {}, QObject* parent = nullptr);

    const attn::Lesson& lesson() const { return lesson_; }
    QUndoStack* undoStack() { return &undo_; }
    QString filePath() const { return path_; }
    void setFilePath(const QString& path);
    bool isModified() const { return !undo_.isClean(); }

    const std::vector<SentenceResult>& results() const { return results_; }

    // For undo commands only: swaps in a new lesson value, re-evaluates, emits changed().
    void replaceLesson(attn::Lesson lesson, Change what);
    // For undo commands only: edits the lesson in place (no copy; the hot path
    // of a drag), re-evaluates, emits changed().
    template <typename F>
    void editLesson(F&& edit, Change what) {
        edit(lesson_);
        evaluateAll();
        emit changed(what);
    }
    // Starts over on another lesson: clears the undo stack, marks it clean.
    void resetLesson(attn::Lesson lesson, QString filePath);

signals:
    void changed(attn::ui::Document::Change what);
    void filePathChanged(const QString& path);
    // A different lesson was opened (resetLesson), just before changed(Everything).
    void lessonReset();

private:
    void evaluateAll();

    attn::Lesson lesson_;
    QString path_;
    QUndoStack undo_;
    std::vector<SentenceResult> results_;
};

}  // namespace attn::ui
