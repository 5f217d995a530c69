// PresentationWindow: View ▸ Present (F5), or `attention-lab FILE --step N
// --present`. The current lesson step full screen for a room: its title
// (wrapped, never cut) and text in large type on the left, its views large on
// the right (step_figures.hpp: every shown sentence's map, and the raised
// pane's figure; drawn live from the Document's traces and the ViewState, so
// they follow edits and reveals), a predict step's question with its views
// concealed until the presenter reveals the answer and the why.
//
// The rule it keeps, at 1024×768 and 1920×1080 alike: no text under
// kMinTextPx (18 px), no cell number under kMinCellPx (14 px), measured on
// what is painted (paintedTexts(), a TextProbe over the whole window). To keep
// it the slide is laid out for the screen it is on (chooseLayout): the text
// column gives the figures more room when they need it (narrower, or above
// them), a map's numbers drop to two decimals, and a map of several
// heads that would print its numbers under 14 px shows ONE head large, with a
// head chooser above the figures. When no layout keeps the rule with all the
// step's figures at once (three or four on a 1024×768 projector), they are
// shown a page at a time — two together where two keep it, else one — and F
// moves through them. A long text shrinks, to kMinTextPx at most, so the step,
// its question and the answer fit unscrolled.
//
// Keys (presentation clickers send these): Right, Down, Page Down, Space —
// next step; Left, Up, Page Up — back; R or Return — reveal; H / Shift+H —
// next / previous head and 1…9 — that head (while one head is shown); F /
// Shift+F — next / previous page of figures (while they are paged); Esc —
// leave. The footer says which keys apply.
// A lesson without steps presents the current view under its title.
#pragma once

#include <QStringList>
#include <QWidget>
#include <functional>
#include <vector>

#include "figures/figure_canvas.hpp"

class QBoxLayout;
class QButtonGroup;
class QHBoxLayout;
class QLabel;
class QVBoxLayout;

namespace attn::ui {
struct DrawnText;
class Document;
class LessonSession;
class SafeTextBrowser;
class ViewState;
}  // namespace attn::ui

namespace attn::app {

class PresentationWindow : public QWidget {
    Q_OBJECT
  public:
    // `plane`: the Vectors plane the window shows ({"principal"} or {x, y}).
    PresentationWindow(attn::ui::Document* doc, attn::ui::ViewState* view,
                       attn::ui::LessonSession* session, std::function<QStringList()> plane,
                       QWidget* parent = nullptr);

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

    static constexpr double kMinTextPx = 18;  // no text painted smaller
    static constexpr double kMinCellPx = 14;  // no cell number painted smaller

    // Every text the window paints now (the title, the text column, the
    // figures, the chooser, the footer), measured as painted (figures/text_probe.hpp).
    std::vector<attn::ui::DrawnText> paintedTexts();

    // One head shown large (a map of several heads would not be readable),
    // which one (0-based) of how many; the chooser above the figures.
    bool showsOneHead() const { return oneHead_; }
    int head() const { return head_; }
    int headCount() const { return headCount_; }
    QWidget* headChooser() const { return heads_; }
    void setHead(int head);

    // The step's figures a page at a time (figurePages() > 1) when together
    // they would not keep the rule; which page (0-based) is shown.
    int figurePage() const { return page_; }
    int figurePages() const { return pages_; }
    void setFigurePage(int page);

    // Redraws from the live Document, ViewState and session now (changes are
    // otherwise gathered and shown once the event loop runs).
    void refresh();

  protected:
    void keyPressEvent(QKeyEvent* e) override;
    void resizeEvent(QResizeEvent* e) override;

  private:
    void makeHeadChooser();  // the head buttons' row
    void layOut();           // the slide's layout
    void connectSignals();   // what refreshes the slide
    void scheduleRefresh();
    void applyFonts();
    QString stepMarkdown() const;
    void refreshFigures();
    double fitText();  // the share of the text shown unscrolled: 1 when it all fits
    // Picks the text column's share and all heads or one so that the figures
    // keep the rule (see the top), and sets the canvas's figures.
    void chooseLayout(const std::vector<attn::ui::FigureCanvas::Figure>& figures);
    // The best of the layout choices for `figures`, applied; its score (1 or more: the rule is
    // kept). `only` >= 0: apply that choice of kChoices without searching. chosen_: the choice
    // applied.
    double fitFigures(const std::vector<attn::ui::FigureCanvas::Figure>& figures, int only = -1);
    QString layoutKey(const std::vector<attn::ui::FigureCanvas::Figure>& figures) const;
    double vectorsRoom()
        const;  // 1: every Vectors plot shows all its words with room (see the .cpp)
    void updateHeadChooser();

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
    QBoxLayout* body_;  // the text column and the figures: side by side, or the text above
    QWidget* heads_;    // the head chooser: "Head" and a button per head
    QHBoxLayout* headButtons_;
    QButtonGroup* headGroup_;
    QLabel* headsLabel_;
    int head_ = 0, headCount_ = 0;  // head_: the map shown of headCount_ (an index into them)
    std::vector<int> headNumbers_;  // the head (0-based) of each map: a step's chosen heads
    // The map (an index for setHead) that shows `head` (0-based); -1 when none does.
    int mapOfHead(int head) const;
    int page_ = 0, pages_ = 1;
    int chosen_ = 0;
    // The layout chosen for the slide whose layoutKey is `key`: figures `per`
    // to a page (0: all on one) and each page's choice.
    struct LayoutMemo {
        QString key;
        size_t per = 0;
        std::vector<int> choices;
    } memo_;
    bool oneHead_ = false;
    double textPx_ = 0;  // the step text's size before fitting (bodyPx)
    bool refreshPending_ = false;
};

}  // namespace attn::app
