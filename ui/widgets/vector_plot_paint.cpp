// VectorPlot's foreground: arrows from each word's lookup point to its outputs,
// and the labels placed clear of markers and of each other (or left out and counted).
#include <QHelpEvent>
#include <QPainter>
#include <QScatterSeries>
#include <QToolTip>
#include <QSet>

#include "document/document.hpp"
#include "style/label_placer.hpp"
#include "widgets/vector_plot.hpp"
#include "document/view_state.hpp"

namespace attn::ui {
namespace {

constexpr double kMarker = 6;          // half the size of a scatter marker (px)
constexpr double kArrowHead = 9;       // arrow head length (px)
constexpr double kArrowTurn = 25;      // arrow head half-angle (degrees)
constexpr double kMinArrow = 8;        // shorter arrows are not drawn (px)
constexpr int kMaxLabelTries = 300;    // labels tried per paint; the rest are counted as left out
constexpr double kPickRadius = 12.0;   // hover distance (px)
const QColor kLookupText(60, 60, 60);
const QColor kGreyMarker(140, 140, 140);  // the lookup series' colour
constexpr double kPaintedMarkerScale = 0.75;  // painted markers, relative to the series' (many points: smaller)

}  // namespace

struct VectorPlot::Label {
    QPointF at;
    double gap;
    QString text;
    QColor colour;
    bool bold;
};

void VectorPlot::drawArrows(QPainter* p, LabelPlacer& placer, std::vector<Label>& labels) {
    const QString hl = view_->highlightedWord();
    for (size_t k = 0; k < outputs_.size(); ++k) {
        QColor c = colour_of(view_->shown()[k]);
        const bool many = outputPts_[k].size() > kFewOutputs;
        QColor line = c;
        if (many) line.setAlpha(kManyOutputsAlpha);
        QSet<QString> labelled;  // a repeated word's outputs are labelled once
        for (int i = 0; i < outputPts_[k].size(); ++i) {
            const QString& word = outputWords_[k][i];
            const QPointF a = chart()->mapToPosition(outputFrom_[k][i], lookup_);  // the arrow's start (vectors_plot)
            const QPointF b = chart()->mapToPosition(outputPts_[k][i], outputs_[k]);
            placer.reserve(QRectF(b.x() - kMarker, b.y() - kMarker, 2 * kMarker, 2 * kMarker));
            if (!labelled.contains(word)) {
                labelled.insert(word);
                labels.push_back({b, kArrowHead, word + QStringLiteral("′"), c.darker(120), word == hl});
            }
            const QLineF shaft(a, b);
            if (shaft.length() < kMinArrow) continue;
            p->setPen(QPen(word == hl ? c : line, word == hl ? 2.2 : 1.1));
            p->drawLine(shaft);
            QLineF head(b, a);
            head.setLength(kArrowHead);
            for (double turn : {kArrowTurn, -kArrowTurn}) {
                QLineF side = head;
                side.setAngle(head.angle() + turn);
                p->drawLine(side);
            }
        }
    }
}

// The highlighted word's labels always show; the others where a free spot is
// left, in order (table words first); the rest are counted in a corner.
void VectorPlot::drawLabels(QPainter* p, LabelPlacer& placer, const std::vector<Label>& labels) {
    int tried = 0;
    omittedLabels_ = 0;
    for (const Label& lb : labels) {
        QFont f = font();
        f.setBold(lb.bold);
        const QFontMetricsF fm(f);
        std::optional<QRectF> at;
        if (lb.bold) at = placer.place(lb.at, lb.gap, lb.text, fm);
        else if (tried++ < kMaxLabelTries) at = placer.tryPlace(lb.at, lb.gap, lb.text, fm);
        if (!at) {
            ++omittedLabels_;
            continue;
        }
        p->setFont(f);
        p->setPen(lb.colour);
        p->drawText(*at, Qt::AlignLeft | Qt::AlignVCenter, lb.text);
    }
    if (omittedLabels_ == 0) return;
    p->setFont(font());
    p->setPen(kLookupText);
    const QRectF plot = chart()->plotArea().adjusted(4, 2, -4, -2);
    p->drawText(plot, Qt::AlignTop | Qt::AlignRight, tr("+%n label(s)", nullptr, omittedLabels_));
}

void VectorPlot::drawForeground(QPainter* p, const QRectF& rect) {
    QChartView::drawForeground(p, rect);
    const attn::Lesson& l = doc_->lesson();
    const QString hl = view_->highlightedWord();
    p->save();
    p->setRenderHint(QPainter::Antialiasing);
    LabelPlacer placer(chart()->plotArea());
    if (paintedMarkers_) paintMarkers(p);
    std::vector<Label> outputLabels;
    drawArrows(p, placer, outputLabels);
    std::vector<Label> labels;  // table words claim spots first
    for (int w = 0; w < lookupPts_.size() && w < l.table.word_count(); ++w) {
        const QString word = QString::fromStdString(l.table.words()[size_t(w)]);
        const QPointF at = chart()->mapToPosition(lookupPts_[w], lookup_);
        placer.reserve(QRectF(at.x() - kMarker, at.y() - kMarker, 2 * kMarker, 2 * kMarker));
        labels.push_back({at, kMarker + 2, word, kLookupText, word == hl});
    }
    labels.insert(labels.end(), outputLabels.begin(), outputLabels.end());
    drawLabels(p, placer, labels);
    p->restore();
}

void VectorPlot::paintMarkers(QPainter* p) {
    const double r = kMarker * kPaintedMarkerScale;
    p->save();
    p->setClipRect(chart()->plotArea());
    p->setPen(Qt::NoPen);
    for (size_t k = 0; k < outputs_.size(); ++k) {
        QColor c = colour_of(view_->shown()[k]);
        c.setAlpha(kManyOutputsAlpha);
        p->setBrush(c);
        for (const QPointF& v : outputPts_[k]) {
            const QPointF at = chart()->mapToPosition(v, outputs_[k]);
            const QPointF diamond[] = {at + QPointF(0, -r), at + QPointF(r, 0), at + QPointF(0, r), at + QPointF(-r, 0)};
            p->drawConvexPolygon(diamond, 4);
        }
    }
    p->setBrush(kGreyMarker);
    p->setPen(QPen(kGreyMarker.darker(130), 1));
    for (const QPointF& v : lookupPts_) p->drawEllipse(chart()->mapToPosition(v, lookup_), r, r);
    p->restore();
}

QString VectorPlot::pointAt(QPointF pos) const {
    double best = kPickRadius;
    QString name;
    const auto consider = [&](QPointF value, const QAbstractSeries* series, const QString& text) {
        const double dist = QLineF(chart()->mapToPosition(value, const_cast<QAbstractSeries*>(series)), pos).length();
        if (dist < best) best = dist, name = text;
    };
    const auto& words = doc_->lesson().table.words();
    for (int w = 0; w < lookupPts_.size() && w < int(words.size()); ++w)
        consider(lookupPts_[w], lookup_, tr("%1 (lookup)").arg(QString::fromStdString(words[size_t(w)])));
    const auto& sentences = doc_->lesson().sentences;
    for (size_t k = 0; k < outputs_.size(); ++k) {
        const QString text = QString::fromStdString(sentences.at(size_t(view_->shown()[k])));
        const QString shortText = fontMetrics().elidedText(text, Qt::ElideRight, fontMetrics().averageCharWidth() * 30);
        for (int i = 0; i < outputPts_[k].size(); ++i)
            consider(outputPts_[k][i], outputs_[k], tr("%1′: output of word %2 in “%3”").arg(outputWords_[k][i]).arg(i + 1).arg(shortText));
    }
    return name;
}

bool VectorPlot::viewportEvent(QEvent* e) {
    if (e->type() != QEvent::ToolTip) return QChartView::viewportEvent(e);
    auto* help = static_cast<QHelpEvent*>(e);
    const QString name = pointAt(help->pos());
    if (name.isEmpty()) QToolTip::hideText();
    else QToolTip::showText(help->globalPos(), name.toHtmlEscaped(), viewport());
    return true;
}

}  // namespace attn::ui
