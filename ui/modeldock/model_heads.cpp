#include "modeldock/model_heads.hpp"

#include <QCoreApplication>
#include <algorithm>
#include <stdexcept>

#include "style/heatmap_raster.hpp"
#include "style/number_format.hpp"

namespace attn::ui {
namespace {}  // namespace

bool HeadFilter::shows(int layer, int h, attn::HeadPattern p) const {
    if (layer < first_layer || layer > last_layer) return false;
    if (head >= 0 && h != head) return false;
    return any_pattern || p == pattern;
}

ModelHeads ModelHeads::of_pass(std::shared_ptr<const attn::GptPass> pass, QStringList tokens) {
    ModelHeads m;
    if (!pass) return m;
    if (tokens.size() != pass->n())
        throw std::invalid_argument("ModelHeads: " + std::to_string(tokens.size()) +
                                    " token labels for a pass of " + std::to_string(pass->n()) +
                                    " tokens");
    m.layers_ = pass->config.layers;
    m.heads_ = pass->config.heads;
    m.tokens_ = std::move(tokens);
    m.patterns_ = attn::head_patterns(*pass);
    if (!pass->attention.empty())
        m.maxWeight_ = Eigen::Map<const Eigen::ArrayXf>(pass->attention.data(),
                                                        Eigen::Index(pass->attention.size()))
                           .maxCoeff();
    m.pass_ = std::move(pass);
    return m;
}

ModelHeads ModelHeads::of_traces(const std::vector<attn::Trace>& layers) {
    ModelHeads m;
    if (layers.empty() || layers.front().weights.empty()) return m;
    m.layers_ = int(layers.size());
    m.heads_ = int(layers.front().weights.size());
    for (const std::string& t : layers.front().tokens) m.tokens_ << QString::fromStdString(t);
    for (const attn::Trace& t : layers) {
        if (int(t.weights.size()) != m.heads_ || t.tokens.size() != layers.front().tokens.size())
            throw std::invalid_argument("ModelHeads: the model's layers differ in heads or tokens");
        for (const attn::Matrix& w : t.weights) {
            m.maps_.push_back(w);
            m.patterns_.push_back(attn::head_pattern(w));
            if (w.size() > 0) m.maxWeight_ = std::max(m.maxWeight_, w.maxCoeff());
        }
    }
    return m;
}

attn::Matrix ModelHeads::matrix(int layer, int head) const {
    if (pass_) return pass_->attention_matrix(layer, head);
    return maps_[index(layer, head)];
}

QImage ModelHeads::thumbnail(int layer, int head, int side, const ColorLut& lut,
                             QRgb masked) const {
    const QSize pixels(side, side);
    if (pass_)
        return raster_triangle(pass_->attention.data() + pass_->tri_offset(layer, head), pass_->n(),
                               pixels, lut, masked);
    const attn::Matrix& m = maps_[index(layer, head)];
    return raster_cells(m, CellRange{0, int(m.rows()), 0, int(m.cols())}, pixels, lut, true,
                        masked);
}

QString ModelHeads::shortTitle(int layer, int head) {
    return QStringLiteral("%1·%2").arg(layer + 1).arg(head + 1);
}

QString ModelHeads::patternName(int layer, int head) const {
    const attn::HeadPattern p = pattern(layer, head).pattern;
    if (p == attn::HeadPattern::None) return {};
    return QString::fromUtf8(attn::head_pattern_name(p).data(),
                             qsizetype(attn::head_pattern_name(p).size()));
}

QString ModelHeads::patternDetail(int layer, int head) const {
    const attn::HeadPatternResult& r = pattern(layer, head);
    const attn::HeadPatternScores& s = r.scores;
    if (s.rows == 0)
        return QCoreApplication::translate("ModelHeads",
                                           "no pattern named: a sentence of %1 tokens is too short "
                                           "(rows 0 and 1 are left out)")
            .arg(tokenCount());
    // Said over which rows: the map beside shows rows 1 and 2 too, which the rule leaves out.
    const QString numbers =
        QCoreApplication::translate(
            "ModelHeads",
            "over rows 3 to %5 (rows 1 and 2 cannot tell the patterns apart): mean weight on the "
            "token "
            "before %1, on the first token %2, on itself %3; %4 from an even spread")
            .arg(format_value(s.previous), format_value(s.first), format_value(s.self),
                 format_value(s.distance))
            .arg(s.rows + 2);
    switch (r.pattern) {
        case attn::HeadPattern::PreviousToken:
            return QCoreApplication::translate("ModelHeads", "previous token — %1").arg(numbers);
        case attn::HeadPattern::FirstToken:
            return QCoreApplication::translate("ModelHeads", "first token — %1").arg(numbers);
        case attn::HeadPattern::Self:
            return QCoreApplication::translate("ModelHeads", "self — %1").arg(numbers);
        case attn::HeadPattern::Uniform:
            return QCoreApplication::translate("ModelHeads", "uniform — %1").arg(numbers);
        case attn::HeadPattern::None:
            break;
    }
    return QCoreApplication::translate("ModelHeads", "no clear pattern — %1").arg(numbers);
}

QString ModelHeads::figureTitle(int layer, int head) const {
    QString title = QCoreApplication::translate("ModelHeads", "layer %1 · head %2")
                        .arg(layer + 1)
                        .arg(head + 1);
    if (const QString name = patternName(layer, head); !name.isEmpty())
        title += QStringLiteral(" · ") + name;
    return title;
}

std::vector<std::pair<int, int>> ModelHeads::shownHeads(const HeadFilter& filter) const {
    std::vector<std::pair<int, int>> out;
    for (int l = 0; l < layers_; ++l)
        for (int j = 0; j < heads_; ++j)
            if (filter.shows(l, j, pattern(l, j).pattern)) out.emplace_back(l, j);
    return out;
}

FigureSpec ModelHeads::figure(const HeadFilter& filter) const {
    FigureSpec spec;
    spec.kind = FigureKind::HeadGrid;
    const bool real = isRealModel();
    int perLayer = 0;
    for (int l = 0; l < layers_; ++l) {
        int here = 0;
        for (int j = 0; j < heads_; ++j) {
            if (!filter.shows(l, j, pattern(l, j).pattern)) continue;
            MatrixPanel p;
            p.values = matrix(l, j);
            p.row_labels = tokens_;
            p.col_labels = tokens_;
            p.row_title = real ? QCoreApplication::translate("ModelHeads", "token looking")
                               : QCoreApplication::translate("ModelHeads", "word looking");
            p.col_title = real ? QCoreApplication::translate("ModelHeads", "token looked at")
                               : QCoreApplication::translate("ModelHeads", "word looked at");
            p.panel_title = figureTitle(l, j);
            p.probabilities = true;
            p.causal = true;
            spec.panels.push_back(std::move(p));
            ++here;
        }
        perLayer = std::max(perLayer, here);
    }
    // Rows are layers while every head of a layer range is shown; a pattern
    // filter leaves gaps, so its panels flow.
    spec.columns = filter.any_pattern ? perLayer : 0;
    spec.caption =
        QCoreApplication::translate("ModelHeads",
                                    "Every layer × head of the model (rows: layers; columns: "
                                    "heads) on %1 %2; a head with a clear pattern (previous "
                                    "token, first token, self, uniform) has it in its title; "
                                    "hatched cells above the diagonal are masked (causal).")
            .arg(tokenCount())
            .arg(real ? QCoreApplication::translate("ModelHeads", "tokens")
                      : QCoreApplication::translate("ModelHeads", "words"));
    return spec;
}

}  // namespace attn::ui
