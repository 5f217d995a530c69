// The lab's number forms (style/number_format.hpp): a probability as a percent
// never reads 0 for a value above 0 nor 100 for one below 1, in the language's
// decimal form.
#include <gtest/gtest.h>

#include "style/number_format.hpp"

namespace {

using attn::ui::probability_text;

TEST(NumberFormat, AProbabilityIsAPercentThatNeverReadsZeroForAValueAboveZero) {
    EXPECT_EQ(probability_text(0.3174), QStringLiteral("31.7%"));
    EXPECT_EQ(probability_text(0.0042), QStringLiteral("0.42%"));
    EXPECT_EQ(probability_text(0.001), QStringLiteral("0.10%"));
    EXPECT_EQ(probability_text(0.000405), QStringLiteral("< 0.1%"));
    EXPECT_EQ(probability_text(1e-30), QStringLiteral("< 0.1%"));
    EXPECT_EQ(probability_text(0.0), QStringLiteral("0%"));
    EXPECT_EQ(probability_text(0.99996), QStringLiteral("> 99.9%"));
    EXPECT_EQ(probability_text(1.0), QStringLiteral("100%"));
    // No nonzero value reads as zero, no value below 1 as a hundred.
    for (double p = 1e-12; p < 1; p *= 1.7) {
        const QString t = probability_text(p);
        EXPECT_NE(t, QStringLiteral("0%")) << p;
        EXPECT_FALSE(t.startsWith(QStringLiteral("0.0%"))) << t.toStdString();
        EXPECT_NE(t, QStringLiteral("100%")) << p;
    }
}

TEST(NumberFormat, AProbabilityTakesTheLanguagesDecimalSign) {
    const QChar sign = attn::ui::decimal_sign();
    attn::ui::set_decimal_sign(QLatin1Char(','));
    const QString small = probability_text(0.0004), mid = probability_text(0.3174);
    attn::ui::set_decimal_sign(sign);
    EXPECT_EQ(small, QStringLiteral("< 0,1%"));
    EXPECT_EQ(mid, QStringLiteral("31,7%"));
}

}  // namespace
