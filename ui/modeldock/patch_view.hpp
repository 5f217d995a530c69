// PatchView: the Model dock's Patching tab (issue 38) — activation patching on
// the lesson's model (the trained one, else the real one): a clean prompt and a
// corrupted one of the same token length, an answer token and a foil; the map
// of how much patching each head (or each residual position) from the clean run
// into the corrupted one restores logit(answer) − logit(foil), 1 = fully.
// It runs on a PatchWorker with a progress bar and Cancel, a newer Run
// cancelling the old; a click on a tile shows that patched run's likeliest next
// tokens. Bad input (different lengths, an answer that is not one token) is said
// under the fields; nothing is computed.
#pragma once

#include <QWidget>
#include <memory>
#include <optional>

#include "attnlab/gpt/gpt_patch.hpp"
#include "viewdata/figure_spec.hpp"

class QComboBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QTableWidget;

namespace attn {
class TextTokenizer;
}

namespace attn::ui {

class Document;
class HeatmapView;
class MatrixItemModel;
class PatchWorker;
class ViewState;

class PatchView : public QWidget {
    Q_OBJECT
  public:
    PatchView(Document* doc, ViewState* view, QWidget* parent = nullptr);
    ~PatchView() override;

    QLineEdit* cleanField() const { return clean_; }
    QLineEdit* corruptField() const { return corrupt_; }
    QLineEdit* answerField() const { return answer_; }
    QLineEdit* foilField() const { return foil_; }
    QComboBox* overChooser() const { return over_; }
    QPushButton* runButton() const { return run_; }
    QString message() const;
    bool running() const;
    const attn::PatchMap* map() const { return map_ ? &*map_ : nullptr; }
    HeatmapView* heatmap() const { return heat_; }
    // The patched run of tile (layer, index): its likeliest next tokens, shown below the map.
    void showTile(int layer, int index);
    QTableWidget* tileTable() const { return tile_; }
    FigureSpec figure() const;  // the map as a figure (Export…)

  signals:
    void mapReady();  // a map landed (or its error)

  private:
    void makeWidgets();  // makes the fields, buttons, map and tile table, in their Tab order
    void layOut();       // lays them out: the form, the buttons, the message, map and table
    // Connects Run, Cancel, the worker's progress and results, and the map's clicks and menu.
    void connectControls();
    // Fills an empty prompt field from the shown sentences (the first clean, the second corrupted).
    void offerPrompts();
    void start();
    void landed(const attn::PatchMap& map, const QString& error);
    // The model and how it reads text, for the request; false with the reason in `why`.
    bool model(std::shared_ptr<const attn::GptModel>& out, QString& why) const;
    std::vector<int> encode(const QString& text, QString& why) const;
    Document* doc_;
    ViewState* view_;
    QLineEdit *clean_, *corrupt_, *answer_, *foil_;
    QComboBox* over_;
    QPushButton *run_, *cancel_;
    QProgressBar* progress_;
    QLabel* message_;
    MatrixItemModel* model_;
    HeatmapView* heat_;
    QTableWidget* tile_;
    PatchWorker* worker_;
    quint64 runNumber_ = 0;
    attn::PatchRequest request_;                       // the last one started
    std::shared_ptr<const attn::GptModel> requested_;  // its model
    std::optional<attn::PatchMap> map_;
    QStringList columnLabels_;
};

}  // namespace attn::ui
