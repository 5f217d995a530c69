// FlowLayout: items left to right (right to left in a right-to-left language)
// at their size hints, starting a new line when the next item would pass the
// right edge, as words wrap in a paragraph. For a row of controls in a narrow
// dock (the Model dock's filters): in German at 1366 px it takes two lines
// instead of pushing the dock into a sideways scroll. Each line's items are
// centred on the line's height. Stretches are not supported (there is no
// slack to share: a line ends where the next item does not fit).
#pragma once

#include <QLayout>
#include <QList>
#include <vector>

namespace attn::ui {

class FlowLayout : public QLayout {
  public:
    explicit FlowLayout(QWidget* parent = nullptr);
    ~FlowLayout() override;

    void addItem(QLayoutItem* item) override;
    void insertWidget(int index, QWidget* w);  // at `index` among the items (clamped)
    int count() const override { return int(items_.size()); }
    QLayoutItem* itemAt(int index) const override;
    QLayoutItem* takeAt(int index) override;

    Qt::Orientations expandingDirections() const override { return {}; }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    QSize sizeHint() const override;     // every item on one line
    QSize minimumSize() const override;  // the widest item alone
    void setGeometry(const QRect& rect) override;

  private:
    int gap() const;  // between items, each way (the style's layout spacing, or spacing())
    // Lays the items out in `rect` (its height ignored), placing them when `place`;
    // returns the height the lines take, margins included.
    int arrange(const QRect& rect, bool place) const;

    QList<QLayoutItem*> items_;
};

// A row of controls that wraps in a narrow dock: a widget in `parent` holding a FlowLayout of
// `groups`, each kept whole on one line — a label with its field, or a button alone.
QWidget* flow_row(QWidget* parent, const std::vector<std::vector<QWidget*>>& groups);

}  // namespace attn::ui
