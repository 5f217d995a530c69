// JoinedHeadsView: what multi-head attention does after the heads, for one
// word of one sentence — the heads' results laid side by side (the joined
// row, d numbers headed h1·1 … hH·dk) and that row times W_O (the word's
// output, headed by the axes). Part of the Blend pane, below each sentence's
// blend; hidden with one head. Each row exports as a figure (Export…).
#pragma once

#include <QWidget>

#include "attnlab/attention/trace.hpp"

class QLabel;

namespace attn::ui {

class HeatmapView;
class MatrixItemModel;

class JoinedHeadsView : public QWidget {
    Q_OBJECT
  public:
    explicit JoinedHeadsView(QWidget* parent = nullptr);

    // Shows `trace`'s row `index` (`word`): its concat row under `joinedLabels`
    // and its output row under `axes`; hides itself when the trace has one head
    // or index is not a token. `concealed`: numbers and colours kept back.
    void showWord(const attn::Trace& trace, int index, const QString& word,
                  const QStringList& joinedLabels, const QStringList& axes, bool concealed);
    void setConcealed(bool on);
    MatrixItemModel* joinedModel() const { return joined_; }
    MatrixItemModel* outputModel() const { return output_; }
    HeatmapView* joinedView() const { return joinedView_; }
    HeatmapView* outputView() const { return outputView_; }

  private:
    QLabel* caption_;
    MatrixItemModel* joined_;
    MatrixItemModel* output_;
    HeatmapView* joinedView_;
    HeatmapView* outputView_;
};

}  // namespace attn::ui
