#include "training/head_grid.hpp"

#include <QGridLayout>
#include <QHelpEvent>
#include <QLabel>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>
#include <limits>

#include "style/color_map.hpp"
#include "style/heatmap_look.hpp"
#include "style/heatmap_raster.hpp"
#include "style/number_format.hpp"
#include "viewdata/figure_spec.hpp"

namespace attn::ui {
namespace {

constexpr double kHatchMinCell = 6;  // cells at least this big are hatched (px)

}  // namespace

MiniHeatmap::MiniHeatmap(QWidget* parent) : QWidget(parent) {
    setLayoutDirection(Qt::LeftToRight);  // a matrix reads left to right in every language
    setMinimumSize(48, 48);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setCursor(Qt::PointingHandCursor);
    setFocusPolicy(Qt::ClickFocus);  // a clicked map focuses its grid for File ▸ Export View…
}

void MiniHeatmap::setMatrix(const attn::Matrix& m, const std::vector<std::string>& tokens) {
    m_ = m;
    tokens_ = tokens;
    update();
}

void MiniHeatmap::setSelected(bool on) {
    if (on == selected_) return;
    selected_ = on;
    update();
}

QRectF MiniHeatmap::area() const {
    const double side = std::min(width(), height()) - 4.0;
    return {(width() - side) / 2.0, (height() - side) / 2.0, side, side};
}

QPoint MiniHeatmap::cellAt(const QPoint& pos) const {
    const QRectF a = area();
    if (m_.rows() == 0 || !a.contains(pos)) return {-1, -1};
    const int n = int(m_.rows());
    const int col = std::clamp(int((pos.x() - a.left()) / a.width() * n), 0, n - 1);
    const int row = std::clamp(int((pos.y() - a.top()) / a.height() * n), 0, n - 1);
    return {col, row};
}

void MiniHeatmap::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setLayoutDirection(layoutDirection());  // a painter starts in the application's direction,
                                              // not the widget's: left to right here
    const QRectF a = area();
    p.fillRect(a, palette().window().color().darker(110));
    const int n = int(m_.rows());
    if (concealed_) {  // a pending question asks where a head looks: the map waits, flat
        p.setPen(palette().mid().color());
        p.drawText(a, Qt::AlignCenter, QStringLiteral("?"));
    } else if (n > 0 && m_.cols() == n) {
        // One image of block maxima (heatmap_raster.hpp): a 2,048-word probe costs one pass, not n²
        // rectangles.
        static const ColorLut viridis(0.0, 1.0, false,
                                      [](double v) { return sequential_color(v); });
        const QSize pixels(std::max(1, int(a.width())), std::max(1, int(a.height())));
        p.drawImage(
            a, raster_cells(m_, CellRange{0, n, 0, n}, pixels, limit_ > 0 ? diverging_ : viridis,
                            true, heatmap_look().masked.rgb()));
        const double c = a.width() / n;
        if (c >= kHatchMinCell) {  // masked (causal): hatched, like the large map and the figures
            const QBrush hatch = heatmap_look().hatch();
            for (int i = 0; i + 1 < n; ++i) {
                const QRectF strip(a.left() + (i + 1) * c, a.top() + i * c, (n - i - 1) * c, c);
                p.fillRect(strip, Qt::white);
                p.fillRect(strip, hatch);
            }
        }
    }
    p.setPen(QPen(selected_ ? palette().highlight().color() : palette().mid().color(),
                  selected_ ? 3 : 1));
    p.drawRect(a.adjusted(-1, -1, 1, 1));
    if (!role_.isEmpty() && !concealed_) {  // outlined and named, under the selection's frame
        p.setPen(QPen(QColor(0xe6, 0x9f, 0x00), 2.5, Qt::DashLine));
        p.drawRect(a.adjusted(-3, -3, 3, 3));
        QFont f = font();
        f.setPointSizeF(std::max(6.0, f.pointSizeF() * 0.8));
        f.setBold(true);
        p.setFont(f);
        const QRectF band(a.left(), a.bottom() - QFontMetricsF(f).height() - 2, a.width(),
                          QFontMetricsF(f).height() + 2);
        p.fillRect(band, QColor(255, 255, 255, 210));
        p.setPen(Qt::black);
        // Whole where it fits, else its short forms ("prev. token", "prev."), else elided.
        const QFontMetricsF fm(f);
        const double room = band.width() - 2;
        QString text = role_;
        if (fm.horizontalAdvance(text) > room && role_ == HeadGrid::tr("previous token")) {
            text = tr("prev. token");
            if (fm.horizontalAdvance(text) > room) text = tr("prev.");
        }
        if (fm.horizontalAdvance(text) > room) text = fm.elidedText(text, Qt::ElideRight, room);
        p.drawText(band, Qt::AlignCenter, text);
    }
}

void MiniHeatmap::setRole(const QString& role) {
    if (role_ == role) return;
    role_ = role;
    setAccessibleDescription(role);
    update();
}

QString head_role_name(const attn::HeadRoleScores& s) {
    if (s.induction >= kRoleScore && s.induction >= s.previous_token)
        return HeadGrid::tr("induction");
    if (s.previous_token >= kRoleScore) return HeadGrid::tr("previous token");
    return {};
}

void HeadGrid::setRoles(const attn::HeadRoles* roles) {
    for (int l = 0; l < layers_; ++l)
        for (int h = 0; h < heads_; ++h) {
            const bool known = roles && l < roles->layers && h < roles->heads;
            map(l, h)->setRole(known ? head_role_name(roles->at(l, h)) : QString());
        }
}

void MiniHeatmap::setLimit(float limit) {
    if (limit_ == limit) return;
    limit_ = limit;
    const double lim = limit;
    diverging_ =
        lim > 0 ? ColorLut(-lim, lim, true, [lim](double v) { return diverging_color(v, lim); })
                : ColorLut();
    update();
}

void MiniHeatmap::setConcealed(bool on) {
    if (concealed_ == on) return;
    concealed_ = on;
    update();
}

void HeadGrid::setConcealed(bool on) {
    concealed_ = on;
    for (MiniHeatmap* m : maps_) m->setConcealed(on);
}

void MiniHeatmap::mousePressEvent(QMouseEvent* e) {
    if (e->button() == Qt::LeftButton) emit clicked();
}

bool MiniHeatmap::event(QEvent* e) {
    if (e->type() == QEvent::ToolTip) {
        auto* h = static_cast<QHelpEvent*>(e);
        const QPoint cell = cellAt(h->pos());
        if (cell.x() < 0 || std::size_t(cell.y()) >= tokens_.size()) {
            QToolTip::hideText();
            return true;
        }
        const auto word = [this](int i) {
            return QString::fromStdString(tokens_[std::size_t(i)]).toHtmlEscaped();
        };
        if (concealed_) {
            QToolTip::showText(h->globalPos(), tr("Hidden until you answer the lesson's question"),
                               this);
            return true;
        }
        if (cell.x() > cell.y()) {
            QToolTip::showText(
                h->globalPos(),
                tr("<b>%1</b> cannot see <b>%2</b>: it comes later (causal mask, weight 0)")
                    .arg(word(cell.y()), word(cell.x())),
                this);
            return true;
        }
        if (limit_ > 0) {
            const float g = m_(cell.y(), cell.x());
            QToolTip::showText(
                h->globalPos(),
                tr("∂loss/∂score of <b>%1</b> (%2) on <b>%3</b> (%4): %5<br>%6<br>click for the "
                   "large map")
                    .arg(word(cell.y()))
                    .arg(cell.y() + 1)
                    .arg(word(cell.x()))
                    .arg(cell.x() + 1)
                    .arg(format_value(g))
                    .arg(g < 0   ? tr("the loss wants this score up")
                         : g > 0 ? tr("the loss wants this score down")
                                 : tr("the loss does not move this score")),
                this);
            return true;
        }
        QToolTip::showText(
            h->globalPos(),
            tr("<b>%1</b> (%2) looks at <b>%3</b> (%4): %5<br>click for the large map")
                .arg(word(cell.y()))
                .arg(cell.y() + 1)
                .arg(word(cell.x()))
                .arg(cell.x() + 1)
                .arg(format_value(m_(cell.y(), cell.x()))),
            this);
        return true;
    }
    return QWidget::event(e);
}

HeadGrid::HeadGrid(QWidget* parent) : QWidget(parent) {
    grid_ = new QGridLayout(this);
    grid_->setContentsMargins(0, 0, 0, 0);
    grid_->setSpacing(4);
    setFocusPolicy(Qt::ClickFocus);
}

MiniHeatmap* HeadGrid::map(int layer, int head) const {
    if (layer < 0 || layer >= layers_ || head < 0 || head >= heads_) return nullptr;
    return maps_[std::size_t(layer * heads_ + head)];
}

void HeadGrid::rebuild(int layers, int heads) {
    while (QLayoutItem* item = grid_->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    maps_.clear();
    layers_ = layers;
    heads_ = heads;
    for (int h = 0; h < heads; ++h)
        grid_->addWidget(new QLabel(tr("head %1").arg(h + 1), this), 0, h + 1, Qt::AlignCenter);
    for (int l = 0; l < layers; ++l) {
        grid_->addWidget(new QLabel(tr("layer %1").arg(l + 1), this), l + 1, 0,
                         Qt::AlignRight | Qt::AlignVCenter);
        for (int h = 0; h < heads; ++h) {
            auto* m = new MiniHeatmap(this);
            m->setConcealed(concealed_);
            connect(m, &MiniHeatmap::clicked, this, [this, l, h] {
                select(l, h);
                emit headClicked(l, h);
            });
            grid_->addWidget(m, l + 1, h + 1);
            maps_.push_back(m);
        }
    }
    select(std::min(layer_, layers - 1), std::min(head_, heads - 1));
}

void HeadGrid::setSnapshot(const attn::AttentionSnapshot& s, float limit) {
    if (s.layers != layers_ || s.heads != heads_) rebuild(s.layers, s.heads);
    limit_ = limit;
    for (MiniHeatmap* m : maps_) m->setLimit(limit);
    for (int l = 0; l < s.layers; ++l)
        for (int h = 0; h < s.heads; ++h)
            if (std::size_t(l * s.heads + h) < s.weights.size())
                map(l, h)->setMatrix(s.at(l, h), s.tokens);
            else
                map(l, h)->setMatrix(attn::Matrix(), {});
}

void HeadGrid::clear() { rebuild(0, 0); }

void HeadGrid::select(int layer, int head) {
    layer_ = std::max(0, layer);
    head_ = std::max(0, head);
    for (int l = 0; l < layers_; ++l)
        for (int h = 0; h < heads_; ++h) map(l, h)->setSelected(l == layer_ && h == head_);
}

FigureSpec HeadGrid::figure() const {
    FigureSpec spec;
    spec.kind = FigureKind::HeadGrid;
    spec.columns = std::max(1, heads_);
    for (int l = 0; l < layers_; ++l)
        for (int h = 0; h < heads_; ++h) {
            const MiniHeatmap* m = map(l, h);
            MatrixPanel p;
            p.values = m->matrix();
            if (concealed_)
                p.values.setConstant(
                    std::numeric_limits<float>::quiet_NaN());  // exported as shown: hidden
            for (const auto& t : m->tokens()) p.row_labels << QString::fromStdString(t);
            p.col_labels = p.row_labels;
            p.row_title = tr("word looking");
            p.col_title = tr("word looked at");
            p.panel_title = tr("layer %1 · head %2").arg(l + 1).arg(h + 1);
            p.probabilities = limit_ <= 0;  // gradients: centred on 0
            // The model's mask: drawn hatched, as `render --view heads` draws it (not while
            // concealed: a masked cell's 0 is an answer too).
            p.causal = !concealed_;
            spec.panels.push_back(std::move(p));
        }
    return spec;
}

}  // namespace attn::ui
