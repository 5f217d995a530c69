#include "training/induction_chart.hpp"

#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QPen>
#include <QVBoxLayout>
#include <QValueAxis>
#include <algorithm>

namespace attn::ui {
namespace {

// Colour-blind-safe line colours for the heads (Okabe–Ito), cycled.
const QColor kHeadColours[] = {QColor(0xe6, 0x9f, 0x00), QColor(0x56, 0xb4, 0xe9),
                               QColor(0x00, 0x9e, 0x73), QColor(0xcc, 0x79, 0xa7),
                               QColor(0xd5, 0x5e, 0x00), QColor(0x00, 0x72, 0xb2)};

}  // namespace

double InductionChart::score(const attn::HeadRoleScores& s, Role r) {
    switch (r) {
        case Role::Induction:
            return s.induction;
        case Role::PreviousToken:
            return s.previous_token;
        case Role::Duplicate:
            return s.duplicate;
        case Role::FirstToken:
            return s.first_token;
    }
    return 0;
}

InductionChart::InductionChart(QWidget* parent) : QWidget(parent) {
    roleBox_ = new QComboBox(this);
    roleBox_->addItems(
        {tr("induction"), tr("previous-token"), tr("duplicate-token"), tr("first-token")});
    roleBox_->setToolTip(
        tr("Which head-role score each head's line shows: the mean weight a "
           "head gives, on a sequence read twice, to the token after this one's "
           "last occurrence (induction), to the token before (previous-token), "
           "to this token's last occurrence (duplicate) or to the first token."));
    QChart* chart = makeChart();
    view_ = new QChartView(this);
    QChart* const made = view_->chart();
    view_->setChart(chart);
    delete made;
    for (QLegendMarker* m : chart->legend()->markers(cursor_)) m->setVisible(false);
    view_->setRenderHint(QPainter::Antialiasing);
    view_->setMinimumSize(240, 230);
    view_->setAccessibleName(
        tr("Loss on first and repeated tokens and each head's score "
           "against step"));

    auto* row = new QHBoxLayout;
    auto* label = new QLabel(tr("Heads' score:"), this);
    label->setBuddy(roleBox_);
    row->addWidget(label);
    row->addWidget(roleBox_);
    row->addStretch(1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(row);
    layout->addWidget(view_, 1);
    connect(roleBox_, &QComboBox::currentIndexChanged, this,
            [this](int i) { setRole(Role(std::clamp(i, 0, 3))); });
    redraw();
}

// A new chart with the loss lines, the phase-change line, the cursor and the three axes.
QChart* InductionChart::makeChart() {
    auto* chart = new QChart;
    chart->setLocalizeNumbers(true);
    chart->setLayoutDirection(Qt::LeftToRight);  // plots keep their reading direction
    chart->setMargins(QMargins(2, 2, 2, 2));
    chart->legend()->setAlignment(Qt::AlignTop);
    first_ = new QLineSeries(chart);
    first_->setName(tr("first occurrences"));
    first_->setPen(QPen(QColor(0x88, 0x88, 0x88), 2.0));
    repeat_ = new QLineSeries(chart);
    repeat_->setName(tr("repeated tokens"));
    repeat_->setPen(QPen(QColor(0x44, 0x01, 0x54), 2.5));
    phaseLine_ = new QLineSeries(chart);  // in the chart only while a phase change is marked
    phaseLine_->setName(tr("phase change"));
    phaseLine_->setPen(QPen(QColor(0xb2, 0x18, 0x2b), 2.0, Qt::DashLine));
    cursor_ = new QLineSeries(chart);
    cursor_->setPen(QPen(QColor(0x66, 0x66, 0x66), 1.0, Qt::DotLine));
    x_ = new QValueAxis(chart);
    x_->setTitleText(tr("step"));
    // "%.0f", not "%d": with localized numbers Qt Charts 6.4 prints no "%d" label at all (the
    // step axis stood bare in every language).
    x_->setLabelFormat(QStringLiteral("%.0f"));
    chart->addAxis(x_, Qt::AlignBottom);
    loss_ = new QValueAxis(chart);
    loss_->setTitleText(tr("loss (nats)"));
    loss_->setLabelFormat(QStringLiteral("%.1f"));
    chart->addAxis(loss_, Qt::AlignLeft);
    scoreAxis_ = new QValueAxis(chart);
    scoreAxis_->setRange(0, 1);
    scoreAxis_->setTickCount(3);
    scoreAxis_->setLabelFormat(QStringLiteral("%.1f"));
    scoreAxis_->setTitleText(tr("score"));
    chart->addAxis(scoreAxis_, Qt::AlignRight);
    for (QLineSeries* s : {first_, repeat_, cursor_}) {
        s->setUseOpenGL(false);
        chart->addSeries(s);
        s->attachAxis(x_);
        s->attachAxis(s == cursor_ ? scoreAxis_ : loss_);
    }
    return chart;
}

void InductionChart::setPoints(const std::vector<attn::InductionPoint>& points, int total) {
    points_ = points;
    total_ = std::max(1, total);
    redraw();
}

void InductionChart::setRole(Role r) {
    if (roleBox_->currentIndex() != int(r)) roleBox_->setCurrentIndex(int(r));  // re-enters
    if (role_ == r) return;
    role_ = r;
    redraw();
}

void InductionChart::setCursor(int step) {
    cursorStep_ = step;
    cursor_->clear();
    if (step >= 0) cursor_->append({QPointF(step, 0), QPointF(step, 1)});
}

int InductionChart::pointCount() const { return int(repeat_->count()); }
QString InductionChart::title() const { return view_->chart()->title(); }

// Makes or drops the heads' lines to match the run and fills each with its role's scores.
void InductionChart::drawHeadLines(QChart* chart) {
    // One line per head: made when the run's shape is first seen.
    const int count = points_.empty() ? 0 : int(points_.front().roles.scores.size());
    while (int(heads_.size()) > count) {
        chart->removeSeries(heads_.back());
        delete heads_.back();
        heads_.pop_back();
    }
    while (int(heads_.size()) < count) {
        auto* s = new QLineSeries(chart);
        s->setPen(QPen(kHeadColours[heads_.size() % std::size(kHeadColours)], 1.5));
        s->setUseOpenGL(false);
        chart->addSeries(s);
        s->attachAxis(x_);
        s->attachAxis(scoreAxis_);
        heads_.push_back(s);
    }
    const int per_layer = points_.empty() ? 1 : std::max(1, points_.front().roles.heads);
    for (int k = 0; k < count; ++k) {
        heads_[std::size_t(k)]->setName(tr("%1·%2").arg(k / per_layer + 1).arg(k % per_layer + 1));
        QList<QPointF> xy;
        for (const attn::InductionPoint& p : points_)
            if (std::size_t(k) < p.roles.scores.size())
                xy.append(QPointF(p.step, score(p.roles.scores[std::size_t(k)], role_)));
        heads_[std::size_t(k)]->replace(xy);
    }
}

void InductionChart::redraw() {
    QChart* chart = view_->chart();
    QList<QPointF> first, repeat;
    double top = 0.5;
    for (const attn::InductionPoint& p : points_) {
        first.append(QPointF(p.step, p.losses.first));
        repeat.append(QPointF(p.step, p.losses.repeat));
        top = std::max({top, p.losses.first, p.losses.repeat});
    }
    first_->replace(first);
    repeat_->replace(repeat);
    loss_->setRange(0, top * 1.05);
    drawHeadLines(chart);
    // The phase change: where the repeated tokens' loss fell fastest (beyond the first ones').
    phase_ = attn::phase_change_step(points_);
    const bool marked = chart->series().contains(phaseLine_);
    if (phase_ >= 0) {
        phaseLine_->replace({QPointF(phase_, 0), QPointF(phase_, top * 1.05)});
        if (!marked) {
            chart->addSeries(phaseLine_);
            phaseLine_->attachAxis(x_);
            phaseLine_->attachAxis(loss_);
        }
    } else if (marked) {
        chart->removeSeries(phaseLine_);
        phaseLine_->setParent(chart);
    }
    const int last = points_.empty() ? 0 : points_.back().step;
    x_->setRange(0, std::max({1, total_, last}));
    QString head = points_.empty() ? tr("Start a run on Repeated sequences: the loss on repeated "
                                        "tokens and each head's score, step by step")
                                   : tr("Repeated tokens against first occurrences; each head's "
                                        "%1 score (layer·head)")
                                         .arg(roleBox_->currentText());
    if (phase_ >= 0)
        head += tr(" — phase change at step %1").arg(phase_);
    else if (points_.size() >= 2)
        head += tr(" — no phase change yet");
    chart->setTitle(head);
    setCursor(cursorStep_);
}

}  // namespace attn::ui
