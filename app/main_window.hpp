// MainWindow: the lab window. Shows the lesson's sentences and, for each, the
// score matrix and the attention-weight heatmap, all read from the Document's
// traces.
#pragma once

#include <QMainWindow>
#include <memory>
#include <vector>

#include "document.hpp"

class QVBoxLayout;
class QLabel;

namespace attn::ui {
class MatrixModel;
}

namespace attn::app {

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(attn::Lesson lesson, QString filePath = {}, QWidget* parent = nullptr);
    ~MainWindow() override;

    attn::ui::Document* document() const { return doc_.get(); }
    // Per sentence: the score model and the weight model (views read these).
    attn::ui::MatrixModel* scoreModel(int sentence) const;
    attn::ui::MatrixModel* weightModel(int sentence) const;

private:
    void rebuild();   // new set of sentences: recreate the per-sentence panels
    void refresh();   // same sentences: push the new traces into the models

    struct SentencePanel {
        QLabel* error = nullptr;
        attn::ui::MatrixModel* scores = nullptr;
        attn::ui::MatrixModel* weights = nullptr;
    };
    std::unique_ptr<attn::ui::Document> doc_;
    QWidget* panelHost_ = nullptr;
    QVBoxLayout* panelLayout_ = nullptr;
    std::vector<SentencePanel> panels_;
};

}  // namespace attn::app
