// BlendPane: the seed's "blend in slow motion" for the highlighted word, one
// table per shown sentence side by side: weight × row for every ingredient,
// the column sums (= the output row) and the row before blending; with several
// heads, below it the heads' results joined and × W_O (joined_heads_view.hpp).
#pragma once

#include <QWidget>
#include <vector>

#include "export/figure_menu.hpp"

class QLabel;
class QScrollArea;
class QSpinBox;
class QHBoxLayout;

namespace attn::ui {

class Document;
class HeatmapView;
class JoinedHeadsView;
class LazyRefresh;
class MatrixItemModel;
class ViewState;

class BlendPane : public QWidget {
    Q_OBJECT
  public:
    BlendPane(Document* doc, ViewState* view, QWidget* parent = nullptr);
    // The table of the k-th shown sentence (nullptr if none).
    HeatmapView* table(int k) const {
        flush();
        return k >= 0 && k < int(views_.size()) ? views_[size_t(k)] : nullptr;
    }
    MatrixItemModel* model(int shown) const;
    // The k-th shown sentence's joined heads and × W_O rows (hidden with one head).
    JoinedHeadsView* joined(int k) const {
        flush();
        return k >= 0 && k < int(joined_.size()) ? joined_[size_t(k)] : nullptr;
    }
    // The k-th shown sentence's blend as the exported blend figure (Export…):
    // the highlighted word, the head shown; empty when the word is not in it.
    ViewFigure figure(int shown) const;

    // How many changes of the Document this pane redrew for.
    int refreshCount() const { return refreshes_; }
    // The tables one above the other: two side by side would not fit the pane's width.
    bool stacked() const;

  protected:
    void resizeEvent(QResizeEvent* e) override;  // side by side or stacked, as the width allows

  private:
    void fitTables();    // side by side when they fit the width, else one above the other
    void flush() const;  // brings an out-of-date table (out of sight) up to date, to be read
    int refreshes_ = 0;
    LazyRefresh* lazy_ = nullptr;
    bool concealed() const;
    void rebuild();
    void refresh();
    void hideTable(size_t k);  // the k-th shown sentence's table, when it has none to show
    QString blendFormula(const QString& caption, const QString& word) const;

    Document* doc_;
    ViewState* view_;
    QLabel* hint_ = nullptr;
    QSpinBox* head_ = nullptr;
    QScrollArea* scroll_ = nullptr;
    QHBoxLayout* row_ = nullptr;  // its direction: left to right, or top to bottom (fitTables)
    std::vector<QLabel*> captions_;
    std::vector<MatrixItemModel*> models_;
    std::vector<HeatmapView*> views_;
    std::vector<JoinedHeadsView*> joined_;
};

}  // namespace attn::ui
