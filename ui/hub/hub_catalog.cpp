#include "hub/hub_catalog.hpp"

#include <QCoreApplication>

#include "hub/hub_reply.hpp"

namespace attn::ui {

namespace {

GptConfig gpt2(int layers, int heads, int d) {
    GptConfig c;
    c.layers = layers;
    c.heads = heads;
    c.d = d;
    return c;
}

// The tokenizer and config files every checkpoint brings beside its weights.
constexpr qint64 kTokenizerBytes = 1042301 + 456318 + 700;

}  // namespace

qint64 HubCheckpoint::memory_bytes() const { return qint64(gpt_weight_bytes(config)); }

const std::vector<HubCheckpoint>& hub_checkpoints() {
    // Weights files as the hub lists them (model.safetensors, fp32, with the attention masks).
    static const std::vector<HubCheckpoint> all = {
        {QStringLiteral("gpt2"), QStringLiteral("openai-community/gpt2"), gpt2(12, 12, 768),
         548105171 + kTokenizerBytes},
        {QStringLiteral("distilgpt2"), QStringLiteral("distilbert/distilgpt2"), gpt2(6, 12, 768),
         352824413 + kTokenizerBytes},
        {QStringLiteral("gpt2-medium"), QStringLiteral("openai-community/gpt2-medium"),
         gpt2(24, 16, 1024), 1520013706 + kTokenizerBytes},
        {QStringLiteral("gpt2-large"), QStringLiteral("openai-community/gpt2-large"),
         gpt2(36, 20, 1280), 3247202234 + kTokenizerBytes},
        {QStringLiteral("gpt2-xl"), QStringLiteral("openai-community/gpt2-xl"), gpt2(48, 25, 1600),
         6431829964 + kTokenizerBytes},
    };
    return all;
}

QString does_not_fit(const HubCheckpoint& c, qint64 memory) {
    if (memory <= 0 || c.memory_bytes() <= memory) return {};
    return QCoreApplication::translate("GetModelDialog", "needs %1 of memory; this machine has %2")
        .arg(byte_size(c.memory_bytes()), byte_size(memory));
}

}  // namespace attn::ui
