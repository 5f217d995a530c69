// FittingScrollArea: a scroll area whose widget fills the viewport and is
// squeezed down to its least height before it scrolls.
//
// QScrollArea's widgetResizable gives a widget whose layout has a height for
// its width (any word-wrapped label) its *preferred* height for the viewport's
// width, so a column that could fit scrolls instead: the Training dock's
// next-word table and Generate fell below the fold at 1600 × 1000. Here the
// widget gets the viewport's size, but never less than its layout's minimum
// height at that width (or its minimum size); only then does a bar appear.
// Header-only (no signals): it is a layout helper of the panes and docks.
#pragma once

#include <QEvent>
#include <QLayout>
#include <QScrollArea>
#include <QScrollBar>
#include <algorithm>

namespace attn::ui {

class FittingScrollArea : public QScrollArea {
  public:
    explicit FittingScrollArea(QWidget* parent = nullptr) : QScrollArea(parent) {
        setWidgetResizable(false);
        setFrameShape(QFrame::NoFrame);
    }
    // Takes `w` as the area's widget and fits it (replaces setWidget).
    void setFittedWidget(QWidget* w) {
        setWidget(w);
        w->installEventFilter(this);
        fit();
    }
    // The widget's own size hint (not its current size), capped as QScrollArea caps it.
    QSize sizeHint() const override {
        constexpr int kMostLinesWide = 36, kMostLinesHigh = 24;
        const int line = fontMetrics().height();
        QSize sz(2 * frameWidth(), 2 * frameWidth());
        if (widget()) sz += widget()->sizeHint();
        return sz.boundedTo(QSize(kMostLinesWide * line, kMostLinesHigh * line));
    }

    // The height `w` needs at `width`: its layout's least height for that width, at least its
    // minimum.
    static int leastHeight(const QWidget* w, int width) {
        const int least = w->minimumSizeHint().expandedTo(w->minimumSize()).height();
        const QLayout* l = w->layout();
        return l && l->hasHeightForWidth() ? std::max(least, l->totalMinimumHeightForWidth(width))
                                           : least;
    }

  protected:
    bool viewportEvent(QEvent* e) override {
        const bool done = QScrollArea::viewportEvent(e);
        if (e->type() == QEvent::Resize) fit();
        return done;
    }
    bool eventFilter(QObject* o, QEvent* e) override {
        const bool done = QScrollArea::eventFilter(o, e);
        if (o == widget() && e->type() == QEvent::LayoutRequest) fit();
        return done;
    }

  private:
    void fit() {
        QWidget* w = widget();
        if (!w || fitting_) return;
        fitting_ = true;
        const QSize least = w->minimumSizeHint().expandedTo(w->minimumSize());
        const QSize room = viewport()->size();
        const int width = std::max(room.width(), least.width());
        const QSize size(width, std::max(room.height(), leastHeight(w, width)));
        if (w->size() != size) w->resize(size);
        fitting_ = false;
    }
    bool fitting_ = false;
};

}  // namespace attn::ui
