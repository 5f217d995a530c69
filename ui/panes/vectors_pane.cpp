#include "panes/vectors_pane.hpp"

#include <QAbstractAxis>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLegend>
#include <QVBoxLayout>
#include <stdexcept>

#include "document/document.hpp"
#include "document/view_state.hpp"
#include "viewdata/figure_specs.hpp"
#include "whatif/what_if_bar.hpp"
#include "widgets/flow_layout.hpp"
#include "widgets/vector_plot.hpp"

namespace attn::ui {

VectorsPane::VectorsPane(Document* doc, ViewState* view, QWidget* parent)
    : QWidget(parent), doc_(doc), view_(view) {
    plot_ = new VectorPlot(doc_, view, this);
    install_figure_menu(
        plot_, [this] { return figure(); }, false);
    x_ = new QComboBox(this);
    y_ = new QComboBox(this);
    // An axis' name may be long: the boxes shrink with the dock instead of widening it.
    for (QComboBox* b : {x_, y_}) {
        b->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        b->setMinimumContentsLength(6);
    }
    // The two boxes wrap onto a second line in a narrow dock (German at 1024 px).
    auto* across = new QLabel(tr("Across:"), this);
    auto* up = new QLabel(tr("Up:"), this);
    across->setBuddy(x_);
    up->setBuddy(y_);
    planeRow_ = flow_row(this, {{across, x_}, {up, y_}});
    realNote_ = new QLabel(this);
    realNote_->setWordWrap(true);
    realNote_->setVisible(false);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(planeRow_);
    layout->addWidget(realNote_);
    // The outputs are the hand-wired attention's, or the real model's while it is shown: its
    // what-if is said above them.
    layout->addWidget(new WhatIfBar(doc_, view_, this, [this] {
        return view_->showsRealModel() ? attn::Source::Real : attn::Source::HandWired;
    }));
    layout->addWidget(plot_, 1);
    connect(view_, &ViewState::sourceChanged, this, &VectorsPane::syncMode);
    syncMode();
    connect(plot_, &VectorPlot::message, this, &VectorsPane::message);
    // The user's choice goes into the scene; the scene's (a step's) comes back in showPlane().
    const auto chosen = [this] {
        if (filling_) return;
        applyPlane();
        view_->setPlane(currentPlane());
    };
    connect(x_, &QComboBox::currentIndexChanged, this, chosen);
    connect(y_, &QComboBox::currentIndexChanged, this, chosen);
    connect(view_, &ViewState::planeChanged, this, &VectorsPane::showPlane);
    connect(doc_, &Document::changed, this, [this](Document::ChangeEvent event) {
        const Document::Change c = event.kind;
        if (c == Document::Change::Everything) fillAxes();
    });
    fillAxes();
}

void VectorsPane::fillAxes() {
    QStringList axes;
    for (const auto& a : doc_->lesson().table.axes()) axes << QString::fromStdString(a);
    QStringList current;
    for (int i = 0; i < x_->count(); ++i) current << x_->itemText(i);
    if (current == axes + QStringList{tr("principal components")}) return;
    filling_ = true;
    const QString oldX = x_->currentText(), oldY = y_->currentText();
    for (QComboBox* box : {x_, y_}) {
        box->clear();
        box->addItems(axes);
        box->addItem(tr("principal components"), QStringLiteral("pca"));
    }
    const auto pick = [&](QComboBox* box, const QString& old, const QString& fallback, int index) {
        int i = box->findText(old);
        if (i < 0 || old.isEmpty()) i = box->findText(fallback);
        if (i < 0) i = std::min(index, int(axes.size()) - 1);
        box->setCurrentIndex(i);
    };
    pick(x_, oldX, QStringLiteral("water"), 0);
    pick(y_, oldY, QStringLiteral("money"), 1);
    filling_ = false;
    applyPlane();
    showPlane();  // the scene's plane, once the axes are there
}

std::vector<std::string> VectorsPane::currentPlane() const {
    if (plot_->isPrincipal()) return {"principal"};
    return {x_->currentText().toStdString(), y_->currentText().toStdString()};
}

void VectorsPane::showPlane() {
    const std::vector<std::string>& plane = view_->plane();
    if (plane.empty() || plane == currentPlane()) return;
    filling_ = true;
    if (plane.size() == 1) {
        x_->setCurrentIndex(x_->count() - 1);  // "principal components"
        y_->setCurrentIndex(y_->count() - 1);
    } else {
        const int x = x_->findText(QString::fromStdString(plane[0]));
        const int y = y_->findText(QString::fromStdString(plane[1]));
        if (x >= 0) x_->setCurrentIndex(x);
        if (y >= 0) y_->setCurrentIndex(y);
        if (plot_->isPrincipal() &&
            (x < 0 || y < 0)) {  // an axis the table lacks: leave the PCA plane all the same
            x_->setCurrentIndex(0);
            y_->setCurrentIndex(std::min(1, y_->count() - 2));
        }
    }
    filling_ = false;
    if (plane.size() == 1) {
        plot_->setPrincipal();
        return;
    }
    plot_->setAxes(x_->currentIndex(), y_->currentIndex());
}

void VectorsPane::applyPlane() {
    if (filling_) return;
    const bool xp = x_->currentData().toString() == QLatin1String("pca");
    const bool yp = y_->currentData().toString() == QLatin1String("pca");
    if (plot_->isPrincipal() &&
        xp != yp) {  // leaving the principal plane: the other box gets an axis too
        filling_ = true;
        QComboBox* other = xp ? x_ : y_;
        other->setCurrentIndex(other == x_ ? 0 : std::min(1, other->count() - 2));
        filling_ = false;
    } else if (xp || yp) {
        filling_ = true;
        x_->setCurrentIndex(x_->count() - 1);
        y_->setCurrentIndex(y_->count() - 1);
        filling_ = false;
        plot_->setPrincipal();
        emit message(
            tr("Principal components: the two directions in which the words' lookup rows spread "
               "most"));
        return;
    }
    plot_->setAxes(x_->currentIndex(), y_->currentIndex());
}

void VectorsPane::changeEvent(QEvent* e) {
    if (e->type() == QEvent::FontChange) {
        // QtCharts does not inherit widget fonts: pass the zoomed font on.
        QFont f = font();
        for (QAbstractAxis* a : plot_->chart()->axes()) {
            a->setLabelsFont(f);
            a->setTitleFont(f);
        }
        plot_->chart()->legend()->setFont(f);
    }
    QWidget::changeEvent(e);
}

void VectorsPane::syncMode() {
    const bool real = view_->showsRealModel();
    planeRow_->setVisible(!real);
    realNote_->setVisible(real);
    //: The Vectors pane's line while the real model is shown; %1: the layer
    realNote_->setText(
        tr("The real model's tokens: embedding → after layer %1").arg(view_->layer() + 1));
    realNote_->setToolTip(
        tr("Each token's embedding (grey) and where layer %1 has taken it (coloured), each row "
           "normalised as a LayerNorm reads it (mean 0, variance 1), on the first two principal "
           "components of these rows. A real model's embeddings cannot be dragged.")
            .arg(view_->layer() + 1));
}

ViewFigure VectorsPane::figure() const {
    if (plot_->showsRealModel()) {  // the plot's own data: the real model's tokens
        FigureSpec spec;
        spec.kind = FigureKind::Vectors;
        spec.vectors = plot_->data();
        spec.caption = realNote_->toolTip();
        return {spec, QStringLiteral("vectors-real-model-layer-%1").arg(view_->layer() + 1)};
    }
    const attn::Lesson& l = doc_->shownLesson();
    ViewRequest r;
    r.view = FigureView::Vectors;
    for (const int s : view_->shown())
        r.sentences << QString::fromStdString(l.sentences.at(size_t(s)));
    r.every_word = true;
    r.principal = plot_->isPrincipal();
    QString plane = QStringLiteral("pca");
    if (!r.principal) {
        const auto axis = [&](int i) {
            return i < l.table.axis_count() ? QString::fromStdString(l.table.axes()[size_t(i)])
                                            : QString();
        };
        r.x_axis = axis(plot_->xAxis());
        r.y_axis = axis(plot_->yAxis());
        plane = file_slug(r.x_axis + QLatin1Char('-') + r.y_axis);
    }
    std::vector<const attn::Trace*>
        traces;  // the Document's results: exporting evaluates nothing again
    for (const int s : view_->shown()) {
        const auto& res = doc_->results().at(size_t(s));
        if (!res.ok()) return {FigureSpec{}, QStringLiteral("vectors")};
        traces.push_back(&res.trace);
    }
    try {
        return {build_figure_spec(l, r, std::nullopt, traces), QStringLiteral("vectors-") + plane};
    } catch (const std::invalid_argument&) {  // e.g. an empty sentence: nothing to draw
        return {FigureSpec{}, QStringLiteral("vectors")};
    }
}

}  // namespace attn::ui
