#include "lesson_gpt_model.hpp"

#include <QStringList>
#include <stdexcept>

#include "attnlab/gpt/gpt_of_trained.hpp"
#include "cli_common.hpp"
#include "real_model_cli.hpp"
#include "viewdata/model_figure_spec.hpp"

namespace attn::app {

std::vector<int> LessonGptModel::ids(const QString& text, const QString& option) const {
    if (real) return model_ids(*real, text.toStdString(), option);
    std::vector<int> out;
    try {
        // (patch and heads draw no hand-wired attention: no --hand-wired to suggest)
        for (const std::string& w : attn::ui::checked_model_tokens(*trained, text, false))
            out.push_back(trained->vocabulary.id(w));
    } catch (const std::invalid_argument& e) {
        throw BadInput{said_as_option(QString::fromStdString(e.what()), option)};
    }
    return out;
}

QString LessonGptModel::display(int id) const {
    if (real && real->tokenizer) return QString::fromStdString(real->tokenizer->display(id));
    if (trained) return QString::fromStdString(trained->vocabulary.word(id));
    return QString::number(id);
}

int LessonGptModel::one_token(const QString& option, const QString& text) const {
    if (text.isEmpty())  // (not "sentence '': is empty", which names no option)
        throw BadInput{QStringLiteral("--%1 is empty; give one token").arg(option)};
    const std::vector<int> read = ids(text);
    if (read.size() != 1) {
        QStringList pieces;
        for (int id : read) pieces << QStringLiteral("'%1'").arg(display(id));
        throw BadInput{QStringLiteral("--%1 '%2' is read as %3 tokens (%4); it must be one token")
                           .arg(option, text)
                           .arg(read.size())
                           .arg(pieces.join(QStringLiteral(", ")))};
    }
    return read.front();
}

LessonGptModel lesson_gpt_model(const QCommandLineParser& p, const QString& verb) {
    LessonGptModel s;
    if (p.isSet(QStringLiteral("model"))) {
        for (const char* other : {"lesson", "builtin"})
            if (p.isSet(QString::fromLatin1(other)))
                throw BadInput{QStringLiteral("--model %1 the model itself: give it without --%2")
                                   .arg(verb == QLatin1String("patch") ? QStringLiteral("patches")
                                                                       : QStringLiteral("reads"),
                                        QLatin1String(other))};
        s.real = open_model_option(p);
        return s;
    }
    if (!p.isSet(QStringLiteral("lesson")) && !p.isSet(QStringLiteral("builtin")))
        throw BadInput{QStringLiteral("give the model to %1: --model PATH, or --lesson FILE "
                                      "(a lesson with a trained model or pointing at a real one)")
                           .arg(verb)};
    const attn::Lesson lesson = load_selected_lesson(p);
    if (lesson.real_model) {
        s.real = open_lesson_model(lesson, p);
    } else if (lesson.model) {
        s.trained = *lesson.model;
        try {
            s.trained_gpt = attn::gpt_model_of(*lesson.model);
        } catch (const std::invalid_argument& e) {
            throw BadInput{QString::fromStdString(e.what())};
        }
    } else {
        throw BadInput{QStringLiteral("the lesson has no model to %1 (its hand-wired attention "
                                      "predicts no next word): train one (attention-lab train … "
                                      "--save) or import one")
                           .arg(verb)};
    }
    return s;
}

}  // namespace attn::app
