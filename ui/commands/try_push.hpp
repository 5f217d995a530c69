// try_push: builds a command with `make` and pushes it on the document's undo
// stack. A build that throws (bad name, last axis, …) pushes nothing and
// returns the reason as a message for the user; nullptr (no change) is fine.
#pragma once

#include <QString>
#include <QUndoCommand>
#include <exception>
#include <memory>

#include "document/document.hpp"

namespace attn::ui {

template <typename Make>
QString try_push(Document* doc, Make&& make) {
    try {
        std::unique_ptr<QUndoCommand> cmd = make();
        if (cmd) doc->undoStack()->push(cmd.release());
        return {};
    } catch (const std::exception& e) {
        return QString::fromUtf8(e.what());
    }
}

}  // namespace attn::ui
