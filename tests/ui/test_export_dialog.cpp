// The Export… dialog: options round trip, the path follows the format.
#include <gtest/gtest.h>

#include <QComboBox>
#include <QLineEdit>

#include "export/export_dialog.hpp"

namespace {

using namespace attn::ui;

TEST(ExportDialog, OptionsRoundTrip) {
    ExportDialog d(QStringLiteral("/tmp/weights.png"));
    ExportOptions o;
    o.size = QSize(800, 0);
    o.scale = 3;
    o.look.style = FigureStyle::Print;
    o.look.color_map = ColorMap::Grey;
    o.look.numbers = false;
    o.look.title = QStringLiteral("Weights");
    o.look.caption = QStringLiteral("Rows sum to 1.");
    o.look.font_px = 18;
    d.setOptions(o);
    const ExportOptions back = d.options();
    EXPECT_EQ(back.size, o.size);
    EXPECT_DOUBLE_EQ(back.scale, 3);
    EXPECT_EQ(back.look.style, FigureStyle::Print);
    EXPECT_EQ(back.look.color_map, ColorMap::Grey);
    EXPECT_FALSE(back.look.numbers);
    EXPECT_EQ(back.look.title, o.look.title);
    EXPECT_EQ(back.look.caption, o.look.caption);
    EXPECT_DOUBLE_EQ(back.look.font_px, 18);
    EXPECT_EQ(d.format(), ExportFormat::Png);
}

TEST(ExportDialog, ChangingTheFormatChangesTheExtensionAndDropsTheScale) {
    ExportDialog d(QStringLiteral("/tmp/weights.png"));
    auto* format = d.findChild<QComboBox*>(QStringLiteral("format"));
    ASSERT_NE(format, nullptr);
    format->setCurrentIndex(format->findData(int(ExportFormat::Svg)));
    EXPECT_EQ(d.path(), QStringLiteral("/tmp/weights.svg"));
    EXPECT_EQ(d.format(), ExportFormat::Svg);
    EXPECT_DOUBLE_EQ(d.options().scale, 1.0);
    ExportDialog automatic(QStringLiteral("/tmp/x.pdf"));
    EXPECT_EQ(automatic.format(), ExportFormat::Pdf);
    EXPECT_FALSE(automatic.options().look.color_map.has_value());
}

}  // namespace
