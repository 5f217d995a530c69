// The lesson's model in GPT-2's layout, for the Model dock's tools that run
// their own passes (Patching, Head roles): the model trained in the lesson,
// else the real model it points at once opened. Shared so that a tab keeps it
// alive while a worker thread reads it.
#pragma once

#include <QString>
#include <memory>

#include "attnlab/gpt/gpt_model.hpp"

namespace attn::ui {

class Document;

// True with the model in `out`; false with the reason in `why` (the real model's
// state while it opens or failed, else `noModel`, the tab's own sentence).
bool lesson_gpt_model(const Document& doc, std::shared_ptr<const attn::GptModel>& out, QString& why,
                      const QString& noModel);

}  // namespace attn::ui
