// WeightsPane: the hand-wired projections W_Q, W_K, W_V (d × d, heads side by
// side in column blocks) and W_O, edited like the embedding table. Shows the
// matrix's note and says when the current variant does not use it. Its
// context menu (a right click; figure_menu.hpp) exports the matrix shown as a
// figure named "weights-W_Q" (projection_figure.hpp) and as CSV / LaTeX.
#pragma once

#include <QWidget>

#include "attnlab/attention/attention_config.hpp"
#include "export/figure_menu.hpp"

class QComboBox;
class QLabel;

namespace attn::ui {

class LazyRefresh;

class Document;
class LessonMatrixItemModel;
class ScrubTableView;

class WeightsPane : public QWidget {
    Q_OBJECT
  public:
    explicit WeightsPane(Document* doc, QWidget* parent = nullptr);
    LessonMatrixItemModel* model() const { return model_; }
    void showMatrix(int target);  // ValueTarget as int (WQ…WO)
    ScrubTableView* table() const { return table_; }
    ViewFigure figure() const;  // the matrix shown
    // The note above the table (what the settings make of the matrix shown), brought up to
    // date first if the pane was out of sight.
    QString note() const;

    // Why ladder step v (simple or a fixed rung) leaves W_Q, W_K, W_V unused.
    static QString unusedNote(attn::Variant v);

  signals:
    void message(const QString& text);

  private:
    void refresh();
    LazyRefresh* lazy_ = nullptr;  // the note's refresh, waiting while the pane is out of sight
    Document* doc_;
    QComboBox* which_;
    QLabel* note_;
    LessonMatrixItemModel* model_;
    ScrubTableView* table_;
};

}  // namespace attn::ui
