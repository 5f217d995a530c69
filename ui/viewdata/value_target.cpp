#include "viewdata/value_target.hpp"

#include "attnlab/lesson/lesson_texts.hpp"

namespace attn::ui {

QString target_name(ValueTarget t) {
    switch (t) {
        case ValueTarget::Embedding:
            return QStringLiteral("embedding");
        case ValueTarget::WQ:
            return QStringLiteral("W_Q");
        case ValueTarget::WK:
            return QStringLiteral("W_K");
        case ValueTarget::WV:
            return QStringLiteral("W_V");
        case ValueTarget::WO:
            return QStringLiteral("W_O");
    }
    return {};
}

attn::Projection* target_projection(attn::Lesson& l, ValueTarget t) {
    switch (t) {
        case ValueTarget::WQ:
            return &l.attention.wq;
        case ValueTarget::WK:
            return &l.attention.wk;
        case ValueTarget::WV:
            return &l.attention.wv;
        case ValueTarget::WO:
            return &l.attention.wo;
        default:
            return nullptr;
    }
}

const char* target_key(ValueTarget t) {
    static_assert(int(ValueTarget::WQ) == 1 && int(ValueTarget::WO) == 4,
                  "the projections' targets follow attn::kProjectionKeys");
    return t == ValueTarget::Embedding ? nullptr : attn::kProjectionKeys[std::size_t(t) - 1];
}

const attn::Projection* target_projection(const attn::Lesson& l, ValueTarget t) {
    return target_projection(const_cast<attn::Lesson&>(l), t);  // same lookup, read-only result
}

}  // namespace attn::ui
