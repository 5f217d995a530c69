// ElidingStyle (widgets/eliding_style.hpp): a combo box too narrow for its text shows it
// shortened with "…", never cut mid-letter at its arrow.
#include <gtest/gtest.h>

#include <QApplication>
#include <QComboBox>

#include "figures/text_probe.hpp"
#include "ui_test_helpers.hpp"
#include "widgets/eliding_style.hpp"

namespace {

using attn::ui::DrawnText;
using attn::ui::ElidingStyle;
using attn::ui::TextProbe;

// The texts a combo box paints.
std::vector<DrawnText> painted(QComboBox& box) {
    TextProbe probe(box.size());
    box.render(&probe);
    return probe.texts();
}

TEST(ElidingStyle, AComboBoxTooNarrowForItsTextShowsItShortenedWithAnEllipsis) {
    ASSERT_NE(ElidingStyle::install(), nullptr);
    ASSERT_EQ(ElidingStyle::install(), QApplication::style()) << "installed once";
    QComboBox box;
    const QString whole = QStringLiteral("Step 3 of 9 · Switch a head off and see what changes");
    box.addItem(whole);
    box.addItem(QStringLiteral("Step 4"));
    box.setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    box.setMinimumContentsLength(8);
    box.resize(160, box.sizeHint().height());
    box.show();
    attn::ui::test::settle();
    const auto texts = painted(box);
    ASSERT_EQ(texts.size(), 1u);
    EXPECT_TRUE(texts[0].text.endsWith(QChar(0x2026))) << texts[0].text.toStdString();
    EXPECT_TRUE(whole.startsWith(texts[0].text.chopped(1))) << texts[0].text.toStdString();
    EXPECT_LE(texts[0].box.right(), box.width());
    EXPECT_EQ(box.currentText(), whole) << "only the painting is shortened";
    // Wide enough: the text whole.
    box.resize(box.fontMetrics().horizontalAdvance(whole) + 80, box.height());
    attn::ui::test::settle();
    const auto wide = painted(box);
    ASSERT_EQ(wide.size(), 1u);
    EXPECT_EQ(wide[0].text, whole);
}

}  // namespace
