#include "figures/text_probe.hpp"

#include <QPaintEngine>
#include <QPainter>
#include <QTextItem>
#include <algorithm>
#include <cmath>

namespace attn::ui {

// Records text; every other drawing call is accepted and dropped. It claims
// every feature so that QPainter hands it text as text (an engine without
// transforms would get text converted to paths, and nothing to measure).
class TextProbeEngine : public QPaintEngine {
  public:
    explicit TextProbeEngine(TextProbe* probe)
        : QPaintEngine(QPaintEngine::AllFeatures), probe_(probe) {}
    bool begin(QPaintDevice*) override { return true; }
    bool end() override { return true; }
    void updateState(const QPaintEngineState&) override {}
    void drawPixmap(const QRectF&, const QPixmap&, const QRectF&) override {}
    void drawImage(const QRectF&, const QImage&, const QRectF&, Qt::ImageConversionFlags) override {
    }
    void drawPath(const QPainterPath&) override {}
    void drawPolygon(const QPointF*, int, PolygonDrawMode) override {}
    void drawPolygon(const QPoint*, int, PolygonDrawMode) override {}
    void drawLines(const QLineF*, int) override {}
    void drawRects(const QRectF*, int) override {}
    void drawEllipse(const QRectF&) override {}
    void drawPoints(const QPointF*, int) override {}
    void drawTiledPixmap(const QRectF&, const QPixmap&, const QPointF&) override {}
    Type type() const override { return QPaintEngine::User; }

    void drawTextItem(const QPointF& at, const QTextItem& item) override {
        const QTransform t = painter() ? painter()->combinedTransform() : QTransform();
        const QFont f = item.font();
        const double font_px = f.pixelSize() > 0 ? f.pixelSize() : f.pointSizeF() * 96.0 / 72.0;
        // The length a unit vertical segment has on the device: the scale, whatever the rotation.
        const double scale = std::hypot(t.m21(), t.m22());
        DrawnText d;
        d.text = item.text();
        d.px = font_px * scale;
        d.box = t.mapRect(
            QRectF(at.x(), at.y() - item.ascent(), item.width(), item.ascent() + item.descent()));
        d.cell_number = probe_->nextIsCell_;
        probe_->nextIsCell_ = false;
        if (!d.text.trimmed().isEmpty()) probe_->texts_.push_back(std::move(d));
    }

    TextProbe* probe() const { return probe_; }

  private:
    TextProbe* probe_;
};

TextProbe::TextProbe(QSize size) : size_(size), engine_(std::make_unique<TextProbeEngine>(this)) {}
TextProbe::~TextProbe() = default;

QPaintEngine* TextProbe::paintEngine() const { return engine_.get(); }

int TextProbe::metric(PaintDeviceMetric m) const {
    switch (m) {
        case PdmWidth:
            return size_.width();
        case PdmHeight:
            return size_.height();
        case PdmWidthMM:
            return int(std::lround(size_.width() * 25.4 / 96));
        case PdmHeightMM:
            return int(std::lround(size_.height() * 25.4 / 96));
        case PdmNumColors:
            return 0x7fffffff;
        case PdmDepth:
            return 32;
        case PdmDpiX:
        case PdmDpiY:
        case PdmPhysicalDpiX:
        case PdmPhysicalDpiY:
            return 96;
        case PdmDevicePixelRatio:
            return 1;
        case PdmDevicePixelRatioScaled:
            return int(QPaintDevice::devicePixelRatioFScale());
        default:
            return 0;
    }
}

double TextProbe::smallestTextPx() const {
    double m = 0;
    for (const DrawnText& d : texts_)
        if (!d.cell_number) m = m == 0 ? d.px : std::min(m, d.px);
    return m;
}

double TextProbe::smallestCellNumberPx() const {
    double m = 0;
    for (const DrawnText& d : texts_)
        if (d.cell_number) m = m == 0 ? d.px : std::min(m, d.px);
    return m;
}

void TextProbe::noteCellNumber(QPainter& p) {
    // The engine, not the device: a widget rendered into a probe paints on itself, redirected.
    if (p.paintEngine() && p.paintEngine()->type() == QPaintEngine::User)
        if (auto* e = dynamic_cast<TextProbeEngine*>(p.paintEngine()))
            e->probe()->nextIsCell_ = true;
}

}  // namespace attn::ui
