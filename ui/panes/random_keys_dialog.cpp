#include "panes/random_keys_dialog.hpp"

#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>
#include <cmath>

#include "attnlab/attention/random_keys.hpp"
#include "export/figure_menu.hpp"
#include "itemmodels/matrix_item_model.hpp"
#include "style/number_format.hpp"
#include "widgets/heatmap_view.hpp"

namespace attn::ui {

RandomKeysDialog::RandomKeysDialog(QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("√d experiment: random queries and keys"));
    auto* intro = new QLabel(tr("One random query scored against random keys, each of <b>d</b> "
                                "numbers drawn from a standard "
                                "normal. A score adds up d products, so scores spread like √d. "
                                "Raise d and watch the top row "
                                "go one-hot while the bottom row, divided by √d, stays spread."),
                             this);
    intro->setWordWrap(true);
    d_ = new QSpinBox(this);
    d_->setRange(1, attn::kMaxRandomKeysDim);
    d_->setValue(4);
    d_->setStepType(QAbstractSpinBox::AdaptiveDecimalStepType);
    d_->setAccessibleName(tr("d, numbers per query and key"));
    n_ = new QSpinBox(this);
    n_->setRange(2, attn::kMaxRandomKeysCount);
    n_->setValue(7);
    n_->setAccessibleName(tr("number of keys"));
    auto* draw = new QPushButton(tr("New draw"), this);
    auto* form = new QFormLayout;
    form->addRow(tr("d (numbers per query and key):"), d_);
    form->addRow(tr("Keys:"), n_);
    summary_ = new QLabel(this);
    summary_->setWordWrap(true);
    summary_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    model_ = new MatrixItemModel(this);
    model_->setScale(MatrixItemModel::Scale::Weights);
    view_ = new HeatmapView(this);
    view_->setSquareCells(false);
    view_->setShrinkToOverview(false);
    view_->setLabelChars(22);
    view_->setMatrixModel(model_);
    view_->setMinimumSize(420, 120);
    install_figure_menu(
        view_,
        [this] {
            FigureSpec spec = matrix_model_figure(*model_, tr("softmax"), tr("key"));
            spec.caption = summary();
            return ViewFigure{spec, QStringLiteral("random-keys-d%1").arg(d_->value())};
        },
        true);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(draw);
    buttons->addStretch(1);
    auto* close = new QPushButton(tr("Close"), this);
    buttons->addWidget(close);
    auto* l = new QVBoxLayout(this);
    l->addWidget(intro);
    l->addLayout(form);
    l->addWidget(view_, 1);
    l->addWidget(summary_);
    l->addLayout(buttons);
    connect(d_, &QSpinBox::valueChanged, this, &RandomKeysDialog::refresh);
    connect(n_, &QSpinBox::valueChanged, this, &RandomKeysDialog::refresh);
    connect(draw, &QPushButton::clicked, this, &RandomKeysDialog::newDraw);
    connect(close, &QPushButton::clicked, this, &QDialog::close);
    refresh();
}

QString RandomKeysDialog::summary() const { return summary_->text(); }

void RandomKeysDialog::newDraw() {
    ++seed_;
    refresh();
}

void RandomKeysDialog::refresh() {
    const int d = d_->value(), n = n_->value();
    const attn::RandomKeys r = attn::random_keys(d, n, seed_);
    QStringList keys;
    for (int j = 0; j < n; ++j) keys << tr("k%1").arg(j + 1);
    model_->setMatrix(r.shares, {tr("softmax(q·k)"), tr("softmax(q·k / √d)")}, keys);
    const auto pct = [](double v) { return number_text(100.0 * v, 1) + QLatin1Char('%'); };
    summary_->setText(tr("d = %1: the scores spread %2 (√d = %3). Largest share: %4 as they are, "
                         "%5 divided by √d.")
                          .arg(d)
                          .arg(number_text(r.spread, 2))
                          .arg(number_text(std::sqrt(double(d)), 2))
                          .arg(pct(r.shares.row(0).maxCoeff()), pct(r.shares.row(1).maxCoeff())));
}

}  // namespace attn::ui
