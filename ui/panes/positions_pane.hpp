// PositionsPane (issue 41): where a word sits, seen five ways.
//
//   Map       how position alone shapes a score under one encoding (the
//             toolbar's, or any other chosen here): sinusoidal and learned
//             position vectors' similarity, RoPE's score of one query word on
//             one key word at every pair of positions, ALiBi's penalty per
//             head (viewdata/position_figure.hpp).
//   Shift     the relative property: put a word in front of the first shown
//             sentence (every position + 1) and read the score of the chosen
//             query word on the chosen key word before and after, under no
//             positions, sinusoidal, RoPE and ALiBi: unchanged but for the
//             sinusoidal one.
// A pending question that hides the cells hides the map and the shift
// table's numbers (they may be its answer). Export… writes the map.
// Hidden, the pane waits: it catches up when shown.
#pragma once

#include <QWidget>

#include "attnlab/attention/position_encoding.hpp"
#include "export/figure_menu.hpp"

class QComboBox;
class QHBoxLayout;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace attn::ui {

struct PositionMapChoice;
struct PositionMapInput;
class Document;
class ViewState;
class FigureCanvas;

class PositionsPane : public QWidget {
    Q_OBJECT
  public:
    PositionsPane(Document* doc, ViewState* view, QWidget* parent = nullptr);

    QComboBox* mapBox() const {
        return map_;
    }  // item data: -1 (the toolbar's) or a PositionEncoding
    QComboBox* queryBox() const { return query_; }
    QComboBox* keyBox() const { return key_; }
    QLineEdit* frontEdit() const { return front_; }
    QSpinBox* headBox() const { return head_; }
    QTableWidget* shiftTable() const { return shift_; }
    FigureCanvas* canvas() const { return canvas_; }
    QString message() const;    // why there is no map (empty: there is one)
    QString shiftNote() const;  // the line above the shift test (or why it has no numbers)
    ViewFigure figure() const;

  protected:
    void showEvent(QShowEvent* e) override;

  private:
    void makeWidgets();
    // Makes the map and word choosers and Export…, and returns the row that holds them.
    QHBoxLayout* makeTopRow();
    // Makes the shift test's fields, note and table, and returns the row of its fields.
    QHBoxLayout* makeShiftTest();
    void connectSignals();
    void refresh();
    void refreshWords(const std::vector<std::string>& tokens);
    void refreshMap();
    PositionMapChoice mapChoice() const;  // the map the controls choose: encoding, words, head
    // Shows map `spec` of `in`, captioned, and a learned table's vectors; nothing while hidden.
    void showMap(FigureSpec&& spec, const PositionMapInput& in, bool keptBack);
    void refreshShift(const std::vector<std::string>& tokens);

    Document* doc_;
    ViewState* view_;
    QComboBox* map_;
    QLabel* wordsLabel_;
    QComboBox* query_;
    QComboBox* key_;
    QPushButton* export_;
    QLabel* caption_;
    QLabel* message_;
    FigureCanvas* canvas_;
    QLineEdit* front_;
    QSpinBox* head_;
    QLabel* shiftNote_;
    QTableWidget* shift_;
    bool dirty_ = true;
    attn::PositionEncoding shownEncoding_ = attn::PositionEncoding::None;  // the map drawn
};

}  // namespace attn::ui
