// HeadRolesView: the Model dock's Head roles tab (issue 39) — the repeated
// random tokens test (attnlab/gpt/head_roles.hpp) on the lesson's model (the
// trained one, else the real one): R random tokens (a seed) read twice, and
// one layers × heads map per score (previous token, induction, duplicate
// token, first token), each exportable as the four-map figure. The pass runs
// on a thread of its own, so a large model leaves the window live; a newer Run
// replaces an older one. While a question keeps attention weights back the
// test waits (its maps are weights).
#pragma once

#include <QWidget>
#include <atomic>
#include <memory>
#include <optional>
#include <thread>
#include <vector>

#include "attnlab/gpt/head_roles.hpp"
#include "attnlab/lesson/what_if.hpp"
#include "viewdata/figure_spec.hpp"

class QGridLayout;
class QLabel;
class QPushButton;
class QSpinBox;

namespace attn::ui {

class Document;
class HeatmapView;
class MatrixItemModel;
class ViewState;
class WhatIfBar;

class HeadRolesView : public QWidget {
    Q_OBJECT
  public:
    HeadRolesView(Document* doc, ViewState* view, QWidget* parent = nullptr);
    ~HeadRolesView() override;

    QSpinBox* lengthBox() const { return length_; }
    QSpinBox* seedBox() const { return seed_; }
    QPushButton* runButton() const { return run_; }
    QString message() const;
    bool running() const { return job_ != nullptr; }
    const attn::HeadRoles* roles() const { return roles_ ? &*roles_ : nullptr; }
    HeatmapView* map(int k) const { return maps_[k]; }  // k: head_role_names' order
    FigureSpec figure() const;                          // the four maps (Export…)

  signals:
    void rolesReady();  // a test landed (or its error), or the model changed (roles() null)

  public:
    QSize minimumSizeHint() const override;  // one map a row's (resizeEvent places them)

  protected:
    void resizeEvent(QResizeEvent* event) override;

  private:
    void placeMaps(int perRow);
    int widestMapLeast() const;  // the widest of the four maps' least widths
    struct Job {
        quint64 number = 0;
        std::atomic<bool> cancel{false};
        std::thread thread;
    };
    void start();
    void landed(const attn::HeadRoles& roles, const QString& error);
    void modelChanged();  // the maps of another model are cleared
    void join();
    QString explanation() const;  // what the maps measure
    // The lesson's model the test reads (the trained one, else the real one), and the heads the
    // what-if shown over it switches off or keeps: laid over the test's pass (its cut lines and
    // patches name a sentence, not random tokens, and are left out).
    attn::Source rolesSource() const;
    std::vector<attn::Intervention> headsWhatIf() const;
    void whatIfChanged();  // the bar's note, and maps of another what-if cleared
    // headsWhatIf() of the maps and message shown, or of the test running.
    std::vector<attn::Intervention> measuredHeads_;
    Document* doc_;
    ViewState* view_;
    QSpinBox *length_, *seed_;
    QPushButton* run_;
    QLabel* message_;
    WhatIfBar* bar_;
    MatrixItemModel* models_[4];
    HeatmapView* maps_[4];
    QLabel* titles_[4];            // each map's role name, above it
    QGridLayout* grid_ = nullptr;  // the maps, two a row or one (resizeEvent)
    int perRow_ = 0;
    std::optional<attn::HeadRoles> roles_;
    QString where_;  // the model the roles are of, for the figure's caption
    std::unique_ptr<Job> job_;
    quint64 jobs_ = 0;
    int seedOfRoles_ = 0;  // the seed the shown roles were drawn with
    int clampedTo_ = 0;    // > 0: the length asked for was cut to half this context
};

}  // namespace attn::ui
