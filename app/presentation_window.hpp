// PresentationWindow: View ▸ Present (F5). The current lesson step full
// screen for a room: its title and text in large type on the left, its one or
// two views large on the right (step_figures.hpp, drawn live from the
// Document's traces and the ViewState, so they follow edits and reveals), a
// predict step's question with its views concealed until the presenter
// reveals the answer and the why. Text and figures scale with the screen:
// readable on a projector at 1024×768 and at 1920×1080 (a long text shrinks,
// to 60% at most, so the step, its question and the answer fit unscrolled).
//
// Keys (presentation clickers send these): Right, Down, Page Down, Space —
// next step; Left, Up, Page Up — back; R or Return — reveal; Esc — leave.
// A lesson without steps presents the current view under its title.
#pragma once

#include <QStringList>
#include <QWidget>
#include <functional>

class QLabel;
class QVBoxLayout;

namespace attn::ui {
class Document;
class FigureCanvas;
class LessonSession;
class SafeTextBrowser;
class ViewState;
}  // namespace attn::ui

namespace attn::app {

class PresentationWindow : public QWidget {
    Q_OBJECT
public:
    // `plane`: the Vectors plane the window shows ({"principal"} or {x, y}).
    PresentationWindow(attn::ui::Document* doc, attn::ui::ViewState* view, attn::ui::LessonSession* session,
                       std::function<QStringList()> plane, QWidget* parent = nullptr);

    // Full screen on `screen` (the main window's).
    void present(QScreen* screen);

    // What is shown, for tests and screenshots.
    QLabel* titleLabel() const { return title_; }
    attn::ui::SafeTextBrowser* textBrowser() const { return text_; }
    attn::ui::SafeTextBrowser* answerBrowser() const { return answer_; }
    attn::ui::FigureCanvas* canvas() const { return canvas_; }
    QLabel* footerLabel() const { return footer_; }
    // Text size in px at the current window size (the title is larger).
    double bodyPx() const;

    // Redraws from the live Document, ViewState and session now (changes are
    // otherwise gathered and shown once the event loop runs).
    void refresh();

protected:
    void keyPressEvent(QKeyEvent* e) override;
    void resizeEvent(QResizeEvent* e) override;

private:
    void scheduleRefresh();
    void applyFonts();
    QString stepMarkdown() const;
    void refreshFigures();
    void fitText();

    attn::ui::Document* doc_;
    attn::ui::ViewState* view_;
    attn::ui::LessonSession* session_;
    std::function<QStringList()> plane_;
    QLabel* title_;
    attn::ui::SafeTextBrowser* text_;
    attn::ui::SafeTextBrowser* answer_;
    QLabel* problems_;
    attn::ui::FigureCanvas* canvas_;
    QLabel* footer_;
    QVBoxLayout* textColumn_;
    double textPx_ = 0;  // the step text's size before fitting (bodyPx)
    bool refreshPending_ = false;
};

}  // namespace attn::app
