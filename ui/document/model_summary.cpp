#include "document/model_summary.hpp"

#include <QCoreApplication>
#include <QLocale>

#include "attnlab/checkpoints/model_files.hpp"
#include "attnlab/tokenizers/bpe_tokenizer.hpp"
#include "attnlab/tokenizers/char_tokenizer.hpp"

namespace attn::ui {
namespace {

// The messages' translation context.
struct ModelSummary {
    Q_DECLARE_TR_FUNCTIONS(ModelSummary)
};

// Format names are proper names: the same in every language.
QString format_name(attn::ModelFormat f) {
    switch (f) {
        case attn::ModelFormat::huggingface_gpt2:
            return QStringLiteral("GPT-2 (Hugging Face)");
        case attn::ModelFormat::nanogpt_safetensors:
            return QStringLiteral("nanoGPT (safetensors)");
        case attn::ModelFormat::nanogpt_checkpoint:
            return QStringLiteral("nanoGPT (ckpt.pt)");
    }
    return {};
}

QString weights_text(std::size_t count) {
    // A test-size model's exact count; millions from 0.1 M up.
    if (count < 100000) return QString::number(qulonglong(count));
    return ModelSummary::tr("%1 M").arg(QLocale().toString(double(count) / 1e6, 'f', 1));
}

QString config_text(const attn::GptConfig& c) {
    QString text =
        ModelSummary::tr("%1 layers × %2 heads, d %3, %4 positions, %5 tokens, %6 weights")
            .arg(c.layers)
            .arg(c.heads)
            .arg(c.d)
            .arg(c.positions)
            .arg(c.vocab)
            .arg(weights_text(attn::gpt_parameter_count(c)));
    if (!c.bias) text += ModelSummary::tr(", no biases");
    if (c.activation != attn::GptActivation::gelu_tanh) text += ModelSummary::tr(", exact GELU");
    return text;
}

QString tokenizer_text(const attn::TextTokenizer& t) {
    if (const auto* bpe = dynamic_cast<const attn::BpeTokenizer*>(&t))
        return ModelSummary::tr("byte-level BPE, %1 tokens, %2 merges")
            .arg(bpe->size())
            .arg(bpe->merge_count());
    if (dynamic_cast<const attn::CharTokenizer*>(&t))
        return ModelSummary::tr("characters, %1 tokens").arg(t.size());
    return QString::fromStdString(t.describe());
}

}  // namespace

QString memory_size_text(std::size_t bytes) {
    const QLocale locale;
    constexpr std::size_t kMB = std::size_t(1) << 20, kGB = std::size_t(1) << 30;
    if (bytes < kMB) return ModelSummary::tr("%1 KB").arg(qulonglong((bytes + 512) / 1024));
    if (bytes < kGB) return ModelSummary::tr("%1 MB").arg(qulonglong((bytes + kMB / 2) / kMB));
    const int decimals = bytes >= 10 * kGB ? 0 : 1;
    return ModelSummary::tr("%1 GB").arg(
        locale.toString(double(bytes) / double(kGB), 'f', decimals));
}

QString model_summary(const attn::OpenedModel& m) {
    const QString memory = memory_size_text(attn::gpt_weight_bytes(m.model.config));
    const QString head = ModelSummary::tr("%1: %2 (%3 in memory)")
                             .arg(format_name(m.format), config_text(m.model.config), memory);
    if (!m.tokenizer) return ModelSummary::tr("%1; no tokenizer files").arg(head);
    return ModelSummary::tr("%1; tokenizer: %2").arg(head, tokenizer_text(*m.tokenizer));
}

}  // namespace attn::ui
