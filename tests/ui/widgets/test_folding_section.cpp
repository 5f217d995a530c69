// FoldingSection (widgets/folding_section.hpp) and the ElidedLabel it shows its summary in: the
// summary is shortened at whole pieces (a walk read "learning rate 0.0…" in Hebrew for 0.01), a
// click on it opens the section, the header comes before the body in the Tab order, and the keys
// leave a body that folds away for the header.
#include <gtest/gtest.h>

#include <QApplication>
#include <QLineEdit>
#include <QTest>
#include <QToolButton>
#include <QVBoxLayout>

#include "widgets/elided_label.hpp"
#include "widgets/folding_section.hpp"

namespace attn::ui {
namespace {

// The next widget after `w` that Tab stops at.
QWidget* next_stop(QWidget* w) {
    for (QWidget* n = w->nextInFocusChain(); n && n != w; n = n->nextInFocusChain())
        if (n->isVisible() && n->isEnabled() && (n->focusPolicy() & Qt::TabFocus)) return n;
    return nullptr;
}

TEST(ElidedLabel, ASeparatorKeepsEveryShownPieceWhole) {
    ElidedLabel label;
    label.setSeparator(QStringLiteral(" · "));
    const QString text = QStringLiteral("bubbe · Steps 600 · Learning rate 0.01 · Context T 16");
    label.setFullText(text);
    label.show();  // (a hidden label gets its resize events when shown)
    const QFontMetrics fm(label.font());
    const int upTo = fm.horizontalAdvance(QStringLiteral("bubbe · Steps 600 · Learning rate 0.0"));
    label.resize(upTo + 4, 30);
    QApplication::processEvents();
    EXPECT_EQ(label.text(), QStringLiteral("bubbe · Steps 600 · …"));
    label.resize(fm.horizontalAdvance(text) + 20, 30);
    EXPECT_EQ(label.text(), text);
    EXPECT_EQ(label.toolTip(), text);
    label.resize(fm.horizontalAdvance(QStringLiteral("bub")), 30);  // not even the first piece
    EXPECT_TRUE(label.text().endsWith(QChar(0x2026)));
}

TEST(FoldingSection, TheHeaderLeadsTheKeysAndAClickOnTheSummaryOpensIt) {
    QWidget window;
    auto* layout = new QVBoxLayout(&window);
    auto* section = new FoldingSection(QStringLiteral("Settings"), &window);
    auto* body = new QWidget(&window);  // made after the section, as the Training pane makes it
    auto* field = new QLineEdit(body);
    (new QVBoxLayout(body))->addWidget(field);
    section->setBody(body);
    section->setSummary(QStringLiteral("steps 600 · seed 1"));
    layout->addWidget(section);
    window.show();
    QApplication::setActiveWindow(&window);
    QTest::qWait(20);
    EXPECT_EQ(next_stop(section->header()), field);
    field->setFocus();
    section->setFolded(true);
    EXPECT_FALSE(body->isVisible());
    EXPECT_TRUE(section->header()->hasFocus());  // the keys leave the body that folded away
    EXPECT_FALSE(section->header()->isChecked());
    auto* summary = section->findChild<ElidedLabel*>();
    ASSERT_NE(summary, nullptr);
    EXPECT_TRUE(summary->isVisible());
    QTest::mouseClick(summary, Qt::LeftButton);
    EXPECT_FALSE(section->isFolded());
    EXPECT_TRUE(body->isVisible());
    EXPECT_FALSE(summary->isVisible());
}

}  // namespace
}  // namespace attn::ui
