// GoogleTest main for widget tests: a QApplication on the offscreen platform.
#include <gtest/gtest.h>

#include <QApplication>

#include "accessibility/install_accessibility.hpp"

int main(int argc, char** argv) {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    attn::ui::install_accessibility();  // the painted views' interfaces, as the app installs them
    ::testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}
