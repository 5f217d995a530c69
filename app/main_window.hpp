// MainWindow: the lab window. Wires the Document (lesson + undo stack +
// traces) and the ViewState to the panes — Sentences, Embedding table,
// Weights, Attention (central), Vectors, Blend, Training — and the attention toolbar;
// owns the File / Edit / View menus, the title with its modified mark,
// drag-and-drop of lesson files, zoom, and (after restoreSettings) the
// persisted layout, zoom and recent files.
#pragma once

#include <QKeySequence>
#include <QMainWindow>
#include <QPointer>
#include <QStringList>
#include <functional>
#include <memory>
#include <optional>

#include "document/document.hpp"

class QMenu;
class QPrinter;
class QPrintPreviewDialog;
class QDockWidget;
class QLabel;
class QProgressBar;
class QTimer;

namespace attn::ui {
class AttentionPane;
class ElidedLabel;
class AttentionToolbar;
class RandomKeysDialog;
class BlendPane;
class EmbeddingPane;
class GetModelDialog;
class HeadViewPane;
class WhatIfReadings;
class PositionsPane;
class LessonPane;
class ModelPane;
class LessonSession;
class MatrixItemModel;
struct PrintResult;
class SentencesPane;
class TrainingPane;
class VectorPlot;
class VectorsPane;
class ViewState;
class WeightsPane;
}  // namespace attn::ui

namespace attn::app {

// The shortcuts of a zoom action: `key` plus the platform's `standard` keys, no key twice.
QList<QKeySequence> zoom_shortcuts(const QKeySequence& key, QKeySequence::StandardKey standard);

class PresentationWindow;

class MainWindow : public QMainWindow {
    Q_OBJECT
  public:
    explicit MainWindow(attn::Lesson lesson, QString filePath = {}, QWidget* parent = nullptr);
    ~MainWindow() override;

    attn::ui::Document* document() const { return doc_.get(); }
    attn::ui::ViewState* viewState() const { return view_; }
    attn::ui::SentencesPane* sentencesPane() const { return sentences_; }
    attn::ui::EmbeddingPane* embeddingPane() const { return embedding_; }
    attn::ui::WeightsPane* weightsPane() const { return weights_; }
    attn::ui::AttentionPane* attentionPane() const { return attention_; }
    attn::ui::VectorsPane* vectorsPane() const { return vectors_; }
    attn::ui::VectorPlot* vectorPlot() const;
    attn::ui::BlendPane* blendPane() const { return blend_; }
    attn::ui::AttentionToolbar* attentionToolbar() const { return toolbar_; }
    attn::ui::TrainingPane* trainingPane() const { return training_; }
    attn::ui::LessonPane* lessonPane() const { return lesson_; }
    attn::ui::ModelPane* modelPane() const { return model_; }
    attn::ui::HeadViewPane* headViewPane() const { return headView_; }
    attn::ui::PositionsPane* positionsPane() const { return positions_; }
    // View ▸ Model: the Model dock shown and raised (also for a lesson without a model: its tabs
    // say what they need).
    void showModelPane();
    // View ▸ Next Pane (F6) / Previous Pane (Shift+F6): the keyboard focus moves
    // to the next (or previous) pane in view — the Attention pane, then the
    // docks in view in reading order (left column, top to bottom, then the
    // right, then the bottom) — onto its first control that takes focus.
    // Returns the pane now focused (null when none is in view).
    QWidget* focusNextPane(bool backwards = false);
    attn::ui::LessonSession* lessonSession() const { return session_; }
    // Enters guided step `index` (0-based) once the lesson has settled.
    void goToStep(int index);
    // Raises the Lesson pane with its offer of the built-in course (first start).
    void offerCourse();
    // Raises the Training dock; with autoStart, starts a run with its current settings.
    void showTraining(bool autoStart);
    // The heatmap model of the k-th shown sentence (and head) for the current stage.
    attn::ui::MatrixItemModel* attentionModel(int shown, int head = 0) const;

    // File operations without dialogs (the menus call these). Errors are shown
    // in a message box unless `quiet`, and returned as false.
    bool openFile(const QString& path, bool quiet = false);
    bool saveTo(const QString& path, bool quiet = false);
    void openLesson(attn::Lesson lesson, const QString& path);  // replaces the document, clean
    // Reads a model saved from PyTorch or the lab (safetensors) and opens a new,
    // untitled lesson holding it (attnlab/lesson/model_lesson.hpp). heads 0 / vocabPath
    // empty: from the file's metadata. Errors as openFile; the open lesson stays.
    bool importModel(const QString& path, int heads = 0, const QString& vocabPath = {},
                     bool quiet = false);
    // File ▸ Open Model… without its dialog: a real model (a Hugging Face GPT-2
    // folder, a nanoGPT .pt / .pth / .ckpt / .safetensors file) becomes a new,
    // untitled lesson about it (attn::lesson_for_real_model) holding the open
    // lesson's sentences the model reads (else its default sentence). heads: a
    // nanoGPT file's head count when nothing in it says (0: from the file).
    // Errors as openFile (the file and why); the open lesson stays. Does not
    // ask to save the open lesson: the menu and a drop ask first.
    bool openModel(const QString& path, int heads = 0, bool quiet = false);
    // What the status bar says of the lesson's real model: opening, what was
    // loaded (name, layers × heads, width, vocabulary, weights, memory) or why it failed.
    QString modelStatusText() const;
    // The status bar's pass progress ("layer k of L"); shown while a pass has run for over
    // kProgressDelayMs.
    QProgressBar* modelProgress() const { return modelProgress_; }
    // File ▸ Export Handout… without its dialog: the lesson's steps as a PDF
    // (export/handout.hpp). Errors as openFile.
    bool exportHandout(const QString& path, bool quiet = false);
    // File ▸ Print Handout… (Ctrl+P) / Print View… (Ctrl+Shift+P), main_window_print.cpp:
    // the print preview of the handout (the pages of Export Handout) or of the
    // view that has (or last had) the focus, built but not shown (the actions
    // run it); its Print button opens the system's print dialog, and what is
    // printed is reported in the status bar or a message. Null, after saying
    // why, when there is nothing to print; the caller owns the dialog.
    enum class PrintSubject { Handout, View };
    QPrintPreviewDialog* makePrintPreview(PrintSubject what);
    // View ▸ Present (F5): the presentation window, full screen; presentation()
    // is that window while it is open.
    void present();
    PresentationWindow* presentation() const;
    // View ▸ √d Experiment…: random queries and keys with d the student sets (one dialog, kept).
    void showRandomKeys();
    attn::ui::RandomKeysDialog* randomKeys() const { return randomKeys_; }
    QStringList recentFiles() const { return recent_; }
    double zoom() const { return zoom_; }
    // 1 = normal; clamped to [0.6, 3]. The window never grows past its screen's
    // available geometry (panes scroll instead), and zoom 1 gives back the size
    // the window had when it left zoom 1.
    void setZoom(double factor);
    // The window's frame kept inside its screen's available geometry: shrunk
    // (never below what the panes can scroll down to), then moved inside.
    void fitToScreen();

    // Reads and from then on writes window layout, zoom and recent files with QSettings.
    void restoreSettings();
    // Lays out the docks as at first start for this window size.
    void resetLayout();

  protected:
    void closeEvent(QCloseEvent* e) override;
    // Tab and Shift+Tab pass over the panes of docks that are tabs behind another: Qt keeps
    // those "visible" off-screen, and the keyboard would vanish into them (F6 raises them).
    bool focusNextPrevChild(bool next) override;
    void raiseTabOfFocus();  // the constructor's: focus in a tab behind another raises it
    void showEvent(
        QShowEvent* e) override;  // applies dock sizes a hidden resetLayout() left pending
    void dragEnterEvent(QDragEnterEvent* e) override;
    void dropEvent(QDropEvent* e) override;

  private:
    // The constructor's parts, in the order it runs them.
    void makePanes();         // the panes and the attention toolbar
    void addDocks();          // each pane but the Attention pane in its dock
    void connectPanes();      // messages, the ladder's source, the title
    void followBottomTabs();  // the bottom area sized for a raised Blend or Training tab
    void buildMenus();
    void buildFileMenu();
    void buildEditMenu();
    void buildViewMenu();
    // Guided lessons (main_window_lesson.cpp).
    void setupLesson();
    void addCourseMenu(QMenu* file);   // File ▸ Course: the built-in course's parts
    void addStepActions(QMenu* view);  // Previous / Next Step (Alt+Left / Alt+Right)
    void showLessonDock();
    void showModelDocks();  // a real model's lesson: the Model and Head view panes raised
    void openCourse();      // the course's first part (after asking to save)
    void raisePanes(const std::vector<attn::Pane>& panes);  // a scene's raised panes
    void captureWindowView(attn::StepView& v) const;
    // Presenting and handouts (main_window_present.cpp).
    void addHandoutAction(QMenu* file);  // File ▸ Export Handout…
    void addPresentAction(QMenu* view);  // View ▸ Present (F5)
    // View ▸ Language (main_window_language.cpp): the choice is saved and shown from the next
    // start.
    void addLanguageMenu(QMenu* view);
    void chooseLanguage(const QString& code);  // "" follows the system; offers to restart now
    void exportHandoutDialog();
    // The layers of the lesson's real model for a handout's figures (waits for its passes); empty
    // without one.
    // The lesson's real model read for a handout (each step under its what-if), kept while the
    // reading returned is used; empty without the model.
    attn::ui::RealModelReading handoutModel();
    // Printing (main_window_print.cpp).
    void addPrintActions(QMenu* file);  // File ▸ Print Handout…, Print View…
    void updatePrintActions();          // greyed out, saying why, when there is nothing to print
    void printDialog(PrintSubject what);
    QPrintPreviewDialog* refusePrint(const QString& title, const QString& why);  // null, said why
    // makePrintPreview's dialog, once it knows how to set up the printer and paint the pages.
    QPrintPreviewDialog* previewDialog(
        PrintSubject what, const std::function<void(QPrinter&)>& setup,
        const std::function<attn::ui::PrintResult(QPrinter&)>& print);
    QStringList vectorsPlane() const;  // {"principal"} or {x, y}, as the Vectors pane shows
    QDockWidget* addPane(QWidget* pane, const QString& title, const QString& name,
                         Qt::DockWidgetArea area);
    bool maybeSave();  // true when it is fine to discard the current lesson
    // Reads a lesson file; on failure shows (unless quiet) the path and the reader's error.
    std::optional<attn::Lesson> readLesson(const QString& path, bool quiet);
    // Opens it, records it as recent. A lesson that points at a real model says
    // which (status bar), or which of its files is missing (and, unless quiet, a warning).
    void adoptFile(attn::Lesson lesson, const QString& path, bool quiet = false);
    void newLesson();
    void openDialog();
    void importModelDialog();  // File ▸ Import Model…: asks for heads / a vocabulary when the file
                               // lacks them
    void openModelDialog();  // File ▸ Open Model…
    void getModelDialog();   // File ▸ Get a Model… (ui/hub/get_model_dialog.hpp)
    // The lesson openModel makes, or (errors shown unless quiet) nothing.
    // `opened` (when given) receives the model as read, for the Document to take.
    std::optional<attn::Lesson> readModelLesson(
        const QString& path, int heads, bool quiet,
        std::shared_ptr<const attn::OpenedModel>* opened = nullptr);
    // The real model's state and pass progress in the status bar (main_window_import.cpp).
    void setupModelStatus();
    void updateModelStatus();
    void showModelStatusIfFree();
    bool save();
    bool saveAs();
    void addRecent(const QString& path);
    void fillRecentMenu();
    void updateTitle();
    void showMessage(const QString& text);
    void saveSettings() const;

    std::unique_ptr<attn::ui::Document> doc_;
    attn::ui::ViewState* view_ = nullptr;
    attn::ui::SentencesPane* sentences_ = nullptr;
    attn::ui::EmbeddingPane* embedding_ = nullptr;
    attn::ui::WeightsPane* weights_ = nullptr;
    attn::ui::AttentionPane* attention_ = nullptr;
    attn::ui::VectorsPane* vectors_ = nullptr;
    attn::ui::BlendPane* blend_ = nullptr;
    attn::ui::AttentionToolbar* toolbar_ = nullptr;
    attn::ui::TrainingPane* training_ = nullptr;
    attn::ui::LessonSession* session_ = nullptr;
    attn::ui::LessonPane* lesson_ = nullptr;
    attn::ui::ModelPane* model_ = nullptr;
    std::shared_ptr<attn::ui::WhatIfReadings> handoutReadings_;  // handoutModel()'s
    attn::ui::HeadViewPane* headView_ = nullptr;
    attn::ui::PositionsPane* positions_ = nullptr;
    QPointer<PresentationWindow> presentation_;
    QPointer<QWidget>
        printView_;  // the view Print View… prints: the one that has or last had the focus
    attn::ui::RandomKeysDialog* randomKeys_ = nullptr;
    attn::ui::ElidedLabel* modelStatus_ = nullptr;  // the model's summary, shortened to fit
    QPointer<attn::ui::GetModelDialog> getModel_;   // File ▸ Get a Model…, while it is open
    QProgressBar* modelProgress_ = nullptr;
    QTimer* progressDelay_ = nullptr;  // shows modelProgress_ once a pass has run this long
    bool tabbing_ = false;  // inside focusNextPrevChild: passing over tabs behind, not raising them
    // The dock F6 last brought to the front of its stack, and the one that stood there: when F6
    // leaves the first for a pane outside the stack, the second comes back to the front (F6
    // through Sentences left the Lesson behind it).
    QPointer<QDockWidget> keysRaised_, keysHid_;
    bool movingByF6_ = false;  // inside focusNextPane: raising tabs moves the keys on the way
    void putBackHiddenTab(QWidget* now);  // the keys are at `now`: the rule for keysHid_
    attn::ui::Document::RealModelState shownModelState_ = attn::ui::Document::RealModelState::None;
    static constexpr int kProgressDelayMs = 300;
    QMenu* recentMenu_ = nullptr;
    QMenu* viewMenu_ = nullptr;
    QStringList recent_;
    double zoom_ = 1.0;
    QSize normalZoomSize_;  // the window's size when it last left zoom 1 (empty: not zoomed)
    double baseFontSize_ = 0;
    bool persist_ = false;
    bool dockSizesPending_ = false;  // resetLayout() ran while hidden: size the docks once shown
    void applyDockSizes();
    // Sizes the bottom dock area for `d` (Blend or Training) when it is the raised tab there.
    void fitBottomDock(QDockWidget* d);
    static constexpr double kBlendHeight = 0.36;  // of the window's height
    static constexpr double kTrainingHeight = 0.62;
    static constexpr double kLessonHeight = 0.58;  // the Lesson tab over the Embedding table
    static constexpr double kTableUnderLesson = 0.32;
    static constexpr int kDockMinimum =
        80;  // px: a dock's pane scrolls below its own minimum, down to this
    static constexpr int kRoomAboveTraining =
        400;  // px kept above a raised Training dock (menus, toolbar, plots)
};

}  // namespace attn::app
