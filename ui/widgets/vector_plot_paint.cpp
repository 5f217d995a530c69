// VectorPlot's foreground: arrows from each word's lookup point to its outputs,
// and the labels placed by layout_labels clear of markers and of each other (or left out and
// counted).
#include <QHelpEvent>
#include <QPainter>
#include <QPixmap>
#include <QScatterSeries>
#include <QSet>
#include <QToolTip>
#include <QTransform>
#include <cmath>

#include "document/document.hpp"
#include "document/view_state.hpp"
#include "style/label_placer.hpp"
#include "widgets/vector_plot.hpp"

namespace attn::ui {
namespace {

constexpr double kMarker = 6;          // half the size of a scatter marker (px)
constexpr double kArrowHead = 9;       // arrow head length (px)
constexpr double kArrowTurn = 25;      // arrow head half-angle (degrees)
constexpr double kMinArrow = 8;        // shorter arrows are not drawn (px)
constexpr double kLeaderWidth = 0.8;   // leader lines from a point to its label set away (px) ...
constexpr int kLeaderAlpha = 170;      // ... in the label's colour, this opaque (of 255)
constexpr int kLabelPlateAlpha = 190;  // the chart's background under a label, this opaque (of 255)
constexpr double kPickRadius = 12.0;   // hover distance (px)
const QColor kLookupText(60, 60, 60);
const QColor kGreyMarker(140, 140, 140);  // the lookup series' colour
constexpr int kElideScan = 200;  // characters of a sentence that eliding to 30 needs to see
constexpr double kPaintedMarkerScale =
    0.75;  // painted markers, relative to the series' (many points: smaller)

}  // namespace

struct VectorPlot::Label {
    QPointF at;
    double gap;
    QString text;
    QColor colour;
    bool bold;
    int rank;  // LabelRequest::rank: 0 the highlighted word, 1 the shown sentences' words, 2 other
               // vocabulary
};

// Value → viewport position. The plot's axes are linear, so three mapped
// points give the whole map (mapToPosition per point is slow for thousands).
QTransform VectorPlot::valueToPosition() const {
    const QPointF o = chart()->mapToPosition(QPointF(0, 0), lookup_);
    const QPointF ex = chart()->mapToPosition(QPointF(1, 0), lookup_) - o;
    const QPointF ey = chart()->mapToPosition(QPointF(0, 1), lookup_) - o;
    return QTransform(ex.x(), ex.y(), ey.x(), ey.y(), o.x(), o.y());
}

void VectorPlot::drawArrows(QPainter* p, const QTransform& at, LabelObstacles& avoid,
                            std::vector<Label>& labels) {
    std::vector<QRectF>& markers = avoid.markers;
    const QString hl = view_->highlightedWord();
    QList<QLineF> lines, marked;  // one batch per sentence (and the highlighted word's, thicker)
    for (size_t k = 0; k < outputs_.size(); ++k) {
        QColor c = colour_of(view_->shown()[k]);
        const bool many = outputPts_[k].size() > kFewOutputs;
        QColor line = c;
        if (many) line.setAlpha(kManyOutputsAlpha);
        QSet<QString> labelled;  // a repeated word's outputs are labelled once
        lines.clear();
        marked.clear();
        for (int i = 0; i < outputPts_[k].size(); ++i) {
            const QString& word = outputWords_[k][i];
            const QPointF a = at.map(outputFrom_[k][i]);  // the arrow's start (vectors_plot)
            const QPointF b = at.map(outputPts_[k][i]);
            markers.emplace_back(b.x() - kMarker, b.y() - kMarker, 2 * kMarker, 2 * kMarker);
            if (!labelled.contains(word)) {
                labelled.insert(word);
                labels.push_back({b, kArrowHead, word + QStringLiteral("′"), c.darker(120),
                                  word == hl, word == hl ? 0 : 1});
            }
            const QLineF shaft(a, b);
            if (shaft.length() < kMinArrow) continue;
            if (!paintedMarkers_)
                avoid.lines.push_back(shaft);  // labels keep off the arrows (not among thousands)
            QList<QLineF>& into = word == hl ? marked : lines;
            into << shaft;
            QLineF head(b, a);
            head.setLength(kArrowHead);
            for (double turn : {kArrowTurn, -kArrowTurn}) {
                QLineF side = head;
                side.setAngle(head.angle() + turn);
                into << side;
            }
        }
        // Thousands of light, thin lines read the same without antialiasing, at a fraction of the
        // cost.
        p->setRenderHint(QPainter::Antialiasing, !many);
        p->setPen(QPen(line, many ? 1.0 : 1.1));
        p->drawLines(lines);
        p->setRenderHint(QPainter::Antialiasing);
        p->setPen(QPen(c, 2.2));
        p->drawLines(marked);
    }
    drawMoved(p, at, markers);
}

// Under a what-if: each moved output's place before, a hollow diamond, and a dashed line on.
void VectorPlot::drawMoved(QPainter* p, const QTransform& at, std::vector<QRectF>& markers) {
    for (const auto& m : data_.moved) {
        if (m.sentence < 0 || size_t(m.sentence) >= view_->shown().size()) continue;
        const QColor c = colour_of(view_->shown()[size_t(m.sentence)]);
        const QPointF a = at.map(QPointF(m.x, m.y)), b = at.map(QPointF(m.to_x, m.to_y));
        p->setPen(QPen(c, 1.2, Qt::DashLine));
        p->setBrush(Qt::NoBrush);
        p->drawLine(a, b);
        p->setPen(QPen(c, 1.2));
        const QPointF pts[4] = {a + QPointF(0, -kMarker), a + QPointF(kMarker, 0),
                                a + QPointF(0, kMarker), a + QPointF(-kMarker, 0)};
        p->drawPolygon(pts, 4);
        markers.emplace_back(a.x() - kMarker, a.y() - kMarker, 2 * kMarker, 2 * kMarker);
    }
}

// Every label where layout_labels puts it (the highlighted word's first, bold);
// the ones left out are counted in a corner.
void VectorPlot::drawLabels(QPainter* p, const LabelObstacles& avoid,
                            const std::vector<Label>& labels) {
    QFont bold = font();
    bold.setBold(true);
    const QFontMetricsF fm(font()), fmBold(bold);
    std::vector<LabelRequest> want;
    want.reserve(labels.size());
    for (const Label& lb : labels)
        want.push_back({lb.at, lb.gap,
                        lb.bold ? QSizeF(fmBold.horizontalAdvance(lb.text), fmBold.height())
                                : QSizeF(labelWidth(lb.text, fm), fm.height()),
                        lb.rank});
    labelArea_ = chart()->plotArea();
    labels_ = layout_labels(labelArea_, avoid, want);
    for (size_t i = 0; i < labels.size(); ++i) {  // leaders first: text stays on top
        const PlacedLabel& at = labels_.labels[i];
        if (!at.shown || !at.leader) continue;
        QColor c = labels[i].colour;
        c.setAlpha(kLeaderAlpha);
        p->setPen(QPen(c, kLeaderWidth));
        p->drawLine(at.leader_line);
    }
    // Under each label the chart's background: the arrows it crosses stay faint behind its text.
    const QBrush bg = chart()->backgroundBrush();
    QColor plate = bg.style() == Qt::SolidPattern ? bg.color() : QColor(Qt::white);
    plate.setAlpha(kLabelPlateAlpha);
    for (size_t i = 0; i < labels.size(); ++i) {
        const PlacedLabel& at = labels_.labels[i];
        if (!at.shown) continue;
        p->fillRect(at.rect, plate);
        p->setFont(labels[i].bold ? bold : font());
        p->setPen(labels[i].colour);
        p->drawText(at.rect, Qt::AlignLeft | Qt::AlignVCenter, labels[i].text);
    }
    if (labels_.omitted == 0) return;
    p->setFont(font());
    p->setPen(kLookupText);
    const QRectF plot = chart()->plotArea().adjusted(4, 2, -4, -2);
    p->drawText(plot, Qt::AlignTop | Qt::AlignRight, tr("+%n label(s)", nullptr, labels_.omitted));
}

void VectorPlot::drawForeground(QPainter* p, const QRectF& rect) {
    QChartView::drawForeground(p, rect);
    const QString hl = view_->highlightedWord();
    p->save();
    p->setRenderHint(QPainter::Antialiasing);
    p->setLayoutDirection(
        Qt::LeftToRight);  // labels such as "bank′" read left to right in every language
    const QTransform toPos = valueToPosition();
    if (paintedMarkers_) paintMarkers(p, toPos);
    LabelObstacles avoid;
    std::vector<QRectF>& markers = avoid.markers;
    markers.reserve(size_t(lookupPts_.size()));
    std::vector<Label> outputLabels;
    drawArrows(p, toPos, avoid, outputLabels);
    QSet<QString>
        inSentences;  // words of the shown sentences: labelled before the rest of the vocabulary
    for (const QStringList& words : outputWords_)
        for (const QString& w : words) inSentences.insert(w);
    std::vector<Label> labels;
    labels.reserve(size_t(lookupPts_.size()) + outputLabels.size());
    for (int w = 0; w < lookupPts_.size() && w < int(data_.lookups.size()); ++w) {
        const QString& word = data_.lookups[size_t(w)].word;
        const QPointF at = toPos.map(lookupPts_[w]);
        markers.emplace_back(at.x() - kMarker, at.y() - kMarker, 2 * kMarker, 2 * kMarker);
        const int rank = word == hl                                            ? 0
                         : inSentences.contains(word) || inSentences.isEmpty() ? 1
                                                                               : 2;
        labels.push_back({at, kMarker + 2, word, kLookupText, word == hl, rank});
    }
    labels.insert(labels.end(), outputLabels.begin(), outputLabels.end());
    drawLabels(p, avoid, labels);
    paintSelection(p, toPos);  // vector_plot_keys.cpp
    p->restore();
}

// A marker drawn once (antialiased) and stamped at every point: thousands of
// antialiased shapes per paint are what made a long sentence's plot slow.
QPixmap VectorPlot::markerSprite(const QColor& fill, const QColor& edge, bool diamond) const {
    const double r = kMarker * kPaintedMarkerScale;
    const qreal dpr = devicePixelRatioF();
    const int side = int(std::ceil(2 * r + 2));
    QPixmap pm(QSize(side, side) * dpr);
    pm.setDevicePixelRatio(dpr);
    pm.fill(Qt::transparent);
    QPainter q(&pm);
    q.setRenderHint(QPainter::Antialiasing);
    q.setPen(edge == Qt::transparent ? QPen(Qt::NoPen) : QPen(edge, 1));
    q.setBrush(fill);
    const QPointF c(side / 2.0, side / 2.0);
    if (diamond) {
        const QPointF shape[] = {c + QPointF(0, -r), c + QPointF(r, 0), c + QPointF(0, r),
                                 c + QPointF(-r, 0)};
        q.drawConvexPolygon(shape, 4);
    } else {
        q.drawEllipse(c, r, r);
    }
    return pm;
}

void VectorPlot::paintMarkers(QPainter* p, const QTransform& at) {
    p->save();
    p->setClipRect(chart()->plotArea());
    const auto stamp = [&](const QPixmap& sprite, const QList<QPointF>& points) {
        const QPointF half(sprite.width() / sprite.devicePixelRatio() / 2,
                           sprite.height() / sprite.devicePixelRatio() / 2);
        for (const QPointF& v : points) p->drawPixmap(at.map(v) - half, sprite);
    };
    for (size_t k = 0; k < outputs_.size(); ++k) {
        QColor c = colour_of(view_->shown()[k]);
        c.setAlpha(kManyOutputsAlpha);
        stamp(markerSprite(c, Qt::transparent, true), outputPts_[k]);
    }
    stamp(markerSprite(kGreyMarker, kGreyMarker.darker(130), false), lookupPts_);
    p->restore();
}

double VectorPlot::labelWidth(const QString& text, const QFontMetricsF& fm) {
    if (labelWidthFont_ != font()) {
        labelWidths_.clear();
        labelWidthFont_ = font();
    }
    auto it = labelWidths_.constFind(text);
    if (it == labelWidths_.cend()) it = labelWidths_.insert(text, fm.horizontalAdvance(text));
    return *it;
}

QString VectorPlot::pointAt(QPointF pos) const {
    const QTransform toPos = valueToPosition();
    double best = kPickRadius;
    int bestSeries = -1, bestIndex = -1;  // -1: a lookup point; else the shown sentence
    const auto consider = [&](const QList<QPointF>& points, int series) {
        for (int i = 0; i < points.size(); ++i)
            if (const double dist = QLineF(toPos.map(points[i]), pos).length(); dist < best)
                best = dist, bestSeries = series, bestIndex = i;
    };
    consider(lookupPts_, -1);
    for (size_t k = 0; k < outputs_.size(); ++k) consider(outputPts_[k], int(k));
    if (bestIndex < 0) return {};
    if (bestSeries < 0)
        return bestIndex < int(data_.lookups.size())
                   ? (real_ ? tr("%1 (token embedding)") : tr("%1 (lookup)"))
                         .arg(data_.lookups[size_t(bestIndex)].word)
                   : QString();
    const QString text = QString::fromStdString(
        doc_->lesson().sentences.at(size_t(view_->shown()[size_t(bestSeries)])));
    const QString shortText = fontMetrics().elidedText(text.left(kElideScan), Qt::ElideRight,
                                                       fontMetrics().averageCharWidth() * 30);
    if (real_)
        //: A point of the Vectors plot, the real model shown: %1 the token, %2 its place, %3 the
        //: layer, %4 the sentence
        return tr("%1′: token %2 after layer %3 in “%4”")
            .arg(outputWords_[size_t(bestSeries)][bestIndex])
            .arg(bestIndex + 1)
            .arg(view_->layer() + 1)
            .arg(shortText);
    return tr("%1′: output of word %2 in “%3”")
        .arg(outputWords_[size_t(bestSeries)][bestIndex])
        .arg(bestIndex + 1)
        .arg(shortText);
}

bool VectorPlot::viewportEvent(QEvent* e) {
    if (e->type() != QEvent::ToolTip) return QChartView::viewportEvent(e);
    auto* help = static_cast<QHelpEvent*>(e);
    const QString name = pointAt(help->pos());
    if (name.isEmpty())
        QToolTip::hideText();
    else
        QToolTip::showText(help->globalPos(), name.toHtmlEscaped(), viewport());
    return true;
}

}  // namespace attn::ui
