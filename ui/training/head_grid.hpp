// HeadGrid: the layers × heads grid of small attention maps of a probe
// sentence (row = layer, column = head), drawn as colour only (viridis, 0…1)
// so a dozen maps fit in a dock. Clicking a map selects it (headClicked);
// hovering a cell tells which word looks at which, and how much.
#pragma once

#include <QWidget>
#include <vector>

#include "attnlab/gpt/head_roles.hpp"
#include "attnlab/model/attention_snapshot.hpp"
#include "style/heatmap_raster.hpp"

class QGridLayout;
class QLabel;

namespace attn::ui {

struct FigureSpec;

// One n × n attention map, painted cell by cell.
class MiniHeatmap : public QWidget {
    Q_OBJECT
  public:
    explicit MiniHeatmap(QWidget* parent = nullptr);
    void setMatrix(const attn::Matrix& m, const std::vector<std::string>& tokens);
    void setSelected(bool on);
    bool isSelected() const { return selected_; }
    // 0: weights, viridis 0…1. Above 0: a gradient, diverging blue–white–red
    // over −limit…limit (the Gradient view: ∂loss/∂score).
    void setLimit(float limit);
    float limit() const { return limit_; }
    // A role the head plays ("induction", "previous token"): outlined and named
    // on the map; empty: none.
    void setRole(const QString& role);
    QString role() const { return role_; }
    // Concealed: painted flat with a "?" (a pending question asks where a head looks).
    void setConcealed(bool on);
    bool isConcealed() const { return concealed_; }
    const attn::Matrix& matrix() const { return m_; }
    const std::vector<std::string>& tokens() const { return tokens_; }
    QSize sizeHint() const override { return {64, 64}; }
    // Cell (row, col) under a point in widget coordinates, or (-1, -1).
    QPoint cellAt(const QPoint& pos) const;

  signals:
    void clicked();

  protected:
    void paintEvent(QPaintEvent*) override;
    void mousePressEvent(QMouseEvent*) override;
    bool event(QEvent* e) override;  // tooltips

  private:
    QRectF area() const;
    attn::Matrix m_;
    std::vector<std::string> tokens_;
    bool selected_ = false;
    bool concealed_ = false;
    float limit_ = 0;
    ColorLut diverging_;  // −limit_ … limit_, made by setLimit (not per paint)
    QString role_;
};

// The role a head's scores name it by in the grid: "induction" or "previous
// token" when that score is at least kRoleScore and the larger of the two; else empty.
inline constexpr double kRoleScore = 0.4;
QString head_role_name(const attn::HeadRoleScores& s);

class HeadGrid : public QWidget {
    Q_OBJECT
  public:
    explicit HeadGrid(QWidget* parent = nullptr);

    // Shows every layer's and head's map of s; rebuilds only when L or h change.
    // limit 0: s holds weights; above 0: s holds gradients ∂loss/∂score, drawn
    // diverging over −limit…limit (MiniHeatmap::setLimit).
    void setSnapshot(const attn::AttentionSnapshot& s, float limit = 0);
    void clear();
    void select(int layer, int head);
    int selectedLayer() const { return layer_; }
    int selectedHead() const { return head_; }
    MiniHeatmap* map(int layer, int head) const;
    // Every map concealed (MiniHeatmap::setConcealed), maps built later too.
    void setConcealed(bool on);
    bool isConcealed() const { return concealed_; }
    // Names the heads by their role scores (head_role_name), e.g. a training
    // snapshot's on the repeated-sequences task; null clears every name.
    void setRoles(const attn::HeadRoles* roles);
    int layers() const { return layers_; }
    int heads() const { return heads_; }
    // The maps shown now as a layers × heads figure (h panels a row, titled
    // "layer l · head k", weights 0…1 or gradients centred on 0, hatched above
    // the diagonal), for Export… and the CSV / LaTeX data.
    FigureSpec figure() const;

  signals:
    void headClicked(int layer, int head);

  private:
    void rebuild(int layers, int heads);
    QGridLayout* grid_ = nullptr;
    std::vector<MiniHeatmap*> maps_;
    int layers_ = 0, heads_ = 0;
    int layer_ = 0, head_ = 0;
    bool concealed_ = false;
    float limit_ = 0;
};

}  // namespace attn::ui
