#include "document.hpp"

#include <exception>

#include "attnlab/evaluate.hpp"
#include "attnlab/tokenizer.hpp"

namespace attn::ui {

Document::Document(attn::Lesson lesson, QString filePath, QObject* parent)
    : QObject(parent), lesson_(std::move(lesson)), path_(std::move(filePath)) {
    evaluateAll();
}

void Document::setFilePath(const QString& path) {
    if (path_ == path) return;
    path_ = path;
    emit filePathChanged(path_);
}

void Document::replaceLesson(attn::Lesson lesson, Change what) {
    lesson_ = std::move(lesson);
    evaluateAll();
    emit changed(what);
}

void Document::resetLesson(attn::Lesson lesson, QString filePath) {
    undo_.clear();
    lesson_ = std::move(lesson);
    evaluateAll();
    setFilePath(filePath);
    undo_.setClean();
    emit lessonReset();
    emit changed(Change::Everything);
}

void Document::evaluateAll() {
    results_.resize(lesson_.sentences.size());
    for (size_t i = 0; i < lesson_.sentences.size(); ++i) {
        SentenceResult& r = results_[i];
        r.text = QString::fromStdString(lesson_.sentences[i]);
        r.error.clear();
        try {
            const attn::Lookup lk = attn::lookup(lesson_.table, lesson_.sentences[i]);
            if (lk.tokens.empty()) {
                r.error = tr("This sentence is empty: type at least one word.");
                r.trace = {};
                continue;
            }
            attn::evaluate_into(attn::embed(lesson_.table, lk), lesson_.attention, r.trace);
            r.trace.tokens = lk.tokens;
        } catch (const std::exception& e) {
            r.error = QString::fromStdString(e.what());
            r.trace = {};
        }
    }
}

}  // namespace attn::ui
