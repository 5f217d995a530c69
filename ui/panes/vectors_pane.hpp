// VectorsPane: the VectorPlot with its choice of plane — any two named axes
// (default water vs money) or the first two principal components. While the
// real model is shown, the plot draws its tokens on their own principal plane
// (VectorPlot::showsRealModel) and a line says what the points are instead.
#pragma once

#include <QWidget>
#include <string>
#include <vector>

class QComboBox;
class QLabel;

#include "export/figure_menu.hpp"

namespace attn::ui {

class Document;
class VectorPlot;
class ViewState;

class VectorsPane : public QWidget {
    Q_OBJECT
  public:
    VectorsPane(Document* doc, ViewState* view, QWidget* parent = nullptr);
    VectorPlot* plot() const { return plot_; }
    QComboBox* xBox() const { return x_; }
    QComboBox* yBox() const { return y_; }
    // What the plot shows — its plane (two axes or the principal components),
    // the shown sentences, every word's output — as a figure for Export….
    ViewFigure figure() const;

  signals:
    void message(const QString& text);

  protected:
    void changeEvent(QEvent* e) override;

  private:
    void fillAxes();  // the lesson's axes changed
    void applyPlane();
    void showPlane();  // the scene's plane (ViewState::plane), when it names one
    std::vector<std::string> currentPlane() const;

    Document* doc_;
    ViewState* view_;
    VectorPlot* plot_;
    QComboBox* x_;
    QComboBox* y_;
    QWidget* planeRow_;  // Across / Up: the hand-wired table's plane
    QLabel* realNote_;   // what the real model's points are, while it is shown
    void syncMode();     // the plane row or the real model's line
    bool filling_ = false;
};

}  // namespace attn::ui
