// EmbeddingPane: the embedding table (words × named axes), editable by typing
// or scrubbing, shaded by value, with actions to add, rename and remove words
// and axes. Every change goes through an undo command; refusals are reported
// with message(). Its context menu (a right click; figure_menu.hpp) exports
// the table as the `embeddings` figure, the highlighted word marked, and as
// CSV / LaTeX, after adding, renaming and removing the cell's word and axis
// (the Menu key opens it on the current cell; Insert adds a word).
#pragma once

#include <QPoint>
#include <QWidget>

#include "export/figure_menu.hpp"

namespace attn::ui {

class Document;
class LessonMatrixItemModel;
class ScrubTableView;
class ViewState;

class EmbeddingPane : public QWidget {
    Q_OBJECT
  public:
    EmbeddingPane(Document* doc, ViewState* view, QWidget* parent = nullptr);
    LessonMatrixItemModel* model() const { return model_; }
    ScrubTableView* table() const { return table_; }
    // The table as shown: words × axes, the highlighted word marked (none when
    // it is not in the table); named "embeddings" as in figure sets.
    ViewFigure figure() const;

  signals:
    void message(const QString& text);

  private:
    // Words are Qt::Vertical (rows), axes Qt::Horizontal (columns).
    void add(Qt::Orientation o);
    void rename(Qt::Orientation o, int index);
    void remove(Qt::Orientation o);
    void addEditActions(QMenu* menu, QPoint at);
    void report(const QString& error);
    int currentRow() const;
    int currentColumn() const;

    Document* doc_;
    ViewState* view_;
    LessonMatrixItemModel* model_;
    ScrubTableView* table_;
};

}  // namespace attn::ui
