// The Export… dialog: options round trip; the file name and the format stay
// in step, driven through the widgets (typing an extension chooses the
// format, choosing a format changes the extension, an unknown extension gets
// the format's one).
#include <gtest/gtest.h>

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QTest>

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

// Replaces the file name as a user does: select all, type.
void type_path(QLineEdit* path, const QString& text) {
    path->setFocus();
    path->selectAll();
    QTest::keyClicks(path, text);
}

QString chosen(const ExportDialog& d) {
    return d.findChild<QComboBox*>(QStringLiteral("format"))->currentText();
}

TEST(ExportDialog, TypingAnExtensionChoosesItsFormat) {
    ExportDialog d(QStringLiteral("/tmp/weights.png"));
    d.show();
    auto* path = d.findChild<QLineEdit*>(QStringLiteral("path"));
    auto* format = d.findChild<QComboBox*>(QStringLiteral("format"));
    ASSERT_NE(path, nullptr);
    ASSERT_NE(format, nullptr);
    ASSERT_EQ(d.format(), ExportFormat::Png);
    type_path(path, QStringLiteral("/tmp/x.svg"));
    EXPECT_EQ(d.format(), ExportFormat::Svg) << chosen(d).toStdString();
    EXPECT_EQ(format->currentData().toInt(), int(ExportFormat::Svg));
    EXPECT_EQ(path->text(), QStringLiteral("/tmp/x.svg"));  // the typed name is left as typed
    EXPECT_EQ(d.path(), QStringLiteral("/tmp/x.svg"));
    EXPECT_DOUBLE_EQ(d.options().scale, 1.0);
    EXPECT_FALSE(d.findChild<QDoubleSpinBox*>()->isEnabled());
    // Typing on: .PDF in capitals is a PDF.
    type_path(path, QStringLiteral("/tmp/slides/fig.PDF"));
    EXPECT_EQ(d.format(), ExportFormat::Pdf);
    EXPECT_EQ(d.path(), QStringLiteral("/tmp/slides/fig.PDF"));
    // And back to PNG: the PNG scale is offered again.
    type_path(path, QStringLiteral("/tmp/fig.png"));
    EXPECT_EQ(d.format(), ExportFormat::Png);
    ASSERT_NE(d.findChild<QDoubleSpinBox*>(), nullptr);
    EXPECT_TRUE(d.findChild<QDoubleSpinBox*>()->isEnabled());
}

TEST(ExportDialog, ChoosingAFormatRewritesTheTypedName) {
    ExportDialog d(QStringLiteral("/tmp/weights.png"));
    d.show();
    auto* path = d.findChild<QLineEdit*>(QStringLiteral("path"));
    auto* format = d.findChild<QComboBox*>(QStringLiteral("format"));
    type_path(path, QStringLiteral("/tmp/bank.svg"));
    ASSERT_EQ(d.format(), ExportFormat::Svg);
    // The user now picks PDF in the box (keyboard: the box's items in order PNG, SVG, PDF).
    format->setFocus();
    QTest::keyClick(format, Qt::Key_Down);
    EXPECT_EQ(d.format(), ExportFormat::Pdf);
    EXPECT_EQ(path->text(), QStringLiteral("/tmp/bank.pdf"));
    EXPECT_EQ(d.path(), QStringLiteral("/tmp/bank.pdf"));
}

TEST(ExportDialog, AnUnknownExtensionGetsTheFormatsOne) {
    ExportDialog d(QStringLiteral("/tmp/weights.png"));
    d.show();
    d.activateWindow();
    ASSERT_TRUE(QTest::qWaitForWindowActive(&d));  // Tab moves the focus only in the active window
    auto* path = d.findChild<QLineEdit*>(QStringLiteral("path"));
    type_path(path, QStringLiteral("/tmp/figure.v2"));
    EXPECT_EQ(d.format(), ExportFormat::Png);  // nothing known typed: the format stays
    EXPECT_EQ(d.path(), QStringLiteral("/tmp/figure.v2.png"));  // the name is kept whole
    QTest::keyClick(path, Qt::Key_Tab);  // leaving the field shows the name written
    EXPECT_EQ(path->text(), QStringLiteral("/tmp/figure.v2.png"));
    type_path(path, QStringLiteral("/tmp/plain"));
    QTest::keyClick(path, Qt::Key_Tab);
    EXPECT_EQ(path->text(), QStringLiteral("/tmp/plain.png"));
    // An empty name stays empty (no bare ".png").
    type_path(path, QString());
    path->clear();
    EXPECT_EQ(d.path(), QString());
}

}  // namespace
