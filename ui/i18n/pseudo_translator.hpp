// The pseudo-locale "qps": a translator that answers every string with an
// accented, longer form of its English source ("[Ŝåṽé Ļéššöñ··········]"), so
// a screenshot shows at once which text is not marked for translation (it stays
// plain) and which widget clips a longer language (the brackets go missing).
// Placeholders (%1, %n, %L1), mnemonics (&), HTML tags and entities are kept.
#pragma once

#include <QTranslator>

namespace attn::ui {

// The pseudo form of one English text.
QString pseudo_text(const QString& source);

class PseudoTranslator : public QTranslator {
  public:
    using QTranslator::QTranslator;
    QString translate(const char* context, const char* sourceText,
                      const char* disambiguation = nullptr, int n = -1) const override;
    bool isEmpty() const override { return false; }
};

}  // namespace attn::ui
