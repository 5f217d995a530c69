#include "panes/joined_heads_view.hpp"

#include <QFontMetricsF>
#include <QLabel>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>

#include "export/figure_menu.hpp"
#include "itemmodels/matrix_item_model.hpp"
#include "widgets/heatmap_view.hpp"

namespace attn::ui {
namespace {

HeatmapView* table_view(MatrixItemModel* m, QWidget* parent) {
    m->setScale(MatrixItemModel::Scale::Diverging);
    auto* v = new HeatmapView(parent);
    v->setLabelChars(22);
    v->setSquareCells(false);  // one row of numbers: cells as wide as their numbers
    v->setShrinkToOverview(false);
    v->setMatrixModel(m);
    v->setSharedLabels(true, false);  // one row: its numbers say it all, no colour bar beside them
    return v;
}

}  // namespace

JoinedHeadsView::JoinedHeadsView(QWidget* parent) : QWidget(parent) {
    caption_ = new QLabel(this);
    caption_->setTextFormat(Qt::RichText);
    caption_->setWordWrap(true);
    joined_ = new MatrixItemModel(this);
    output_ = new MatrixItemModel(this);
    joinedView_ = table_view(joined_, this);
    outputView_ = table_view(output_, this);
    install_figure_menu(
        joinedView_,
        [this] {
            return ViewFigure{matrix_model_figure(*joined_, tr("word"), tr("head · dimension")),
                              QStringLiteral("joined-heads")};
        },
        true);
    install_figure_menu(
        outputView_,
        [this] {
            return ViewFigure{matrix_model_figure(*output_, tr("word"), tr("output axis")),
                              QStringLiteral("joined-heads-output")};
        },
        true);
    auto* l = new QVBoxLayout(this);
    l->setContentsMargins(0, 6, 0, 0);
    l->addWidget(caption_);
    l->addWidget(joinedView_);
    l->addWidget(new QLabel(tr("× W_O ="), this));
    l->addWidget(outputView_);
}

void JoinedHeadsView::setConcealed(bool on) {
    joinedView_->setConcealed(on, on);
    outputView_->setConcealed(on, on);
}

void JoinedHeadsView::showWord(const attn::Trace& t, int index, const QString& word,
                               const QStringList& joinedLabels, const QStringList& axes,
                               bool concealed) {
    const bool shown = t.heads > 1 && index >= 0 && index < t.n() &&
                       t.concat.cols() == joinedLabels.size() && t.output.cols() == axes.size();
    setVisible(shown);
    setConcealed(concealed);
    if (!shown) return;
    caption_->setText(tr("After the heads: <b>%1</b>’s %2 results joined side by side (head "
                         "<i>k</i>’s numbers are h<i>k</i>·1 …), "
                         "then one matrix W_O mixes them into its output.")
                          .arg(word.toHtmlEscaped())
                          .arg(t.heads));
    // Room for one row of numbers under its labels, which stand upright when wider than a cell.
    const QFontMetricsF fm(font());
    const auto fit = [&](HeatmapView* v, const QStringList& labels) {
        double widest = 0;
        for (const QString& s : labels) widest = std::max(widest, fm.horizontalAdvance(s));
        v->setFixedHeight(int(std::ceil(fm.height() * 2.2 + std::max(widest, fm.height()) + 8)));
    };
    fit(joinedView_, joinedLabels);
    fit(outputView_, axes);
    joined_->setMatrix(attn::Matrix(t.concat.row(index)), {tr("%1 joined").arg(word)},
                       joinedLabels);
    output_->setMatrix(attn::Matrix(t.output.row(index)), {tr("%1 output").arg(word)}, axes);
}

}  // namespace attn::ui
