#include "modeldock/lesson_gpt.hpp"

#include <exception>

#include "attnlab/checkpoints/model_files.hpp"
#include "attnlab/gpt/gpt_of_trained.hpp"
#include "document/document.hpp"

namespace attn::ui {

bool lesson_gpt_model(const Document& doc, std::shared_ptr<const attn::GptModel>& out, QString& why,
                      const QString& noModel) {
    const attn::Lesson& l = doc.lesson();
    try {
        if (l.model) {
            out = std::make_shared<const attn::GptModel>(attn::gpt_model_of(*l.model));
            return true;
        }
    } catch (const std::exception& e) {
        why = QString::fromUtf8(e.what());
        return false;
    }
    if (const auto opened = doc.realModel()) {
        out = std::shared_ptr<const attn::GptModel>(opened, &opened->model);
        return true;
    }
    why = l.real_model ? doc.realModelMessage() : noModel;
    return false;
}

}  // namespace attn::ui
