// GoogleTest main for widget tests: a QApplication on the offscreen platform.
#include <gtest/gtest.h>

#include <QApplication>
#include <QSettings>
#include <QTemporaryDir>

#include "accessibility/install_accessibility.hpp"

int main(int argc, char** argv) {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    // Each test process keeps its settings to itself (ctest runs them side by side, and some
    // write settings: the models' folder, a remembered token), never in the user's.
    QTemporaryDir settings;
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, settings.path());
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, settings.path());
    attn::ui::install_accessibility();  // the painted views' interfaces, as the app installs them
    ::testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}
