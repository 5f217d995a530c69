#include "viewdata/real_vectors_data.hpp"

#include <cmath>
#include <unordered_map>

namespace attn::ui {

attn::Vector layer_normalised(const Eigen::Ref<const attn::Vector>& row) {
    const float mean = row.size() > 0 ? row.mean() : 0.0f;
    const attn::Vector centred = row.array() - mean;
    const float var = row.size() > 0 ? centred.squaredNorm() / float(row.size()) : 0.0f;
    return centred / std::sqrt(var + 1e-5f);
}

VectorsPlot real_vectors_plot(const attn::Matrix& wte,
                              const std::vector<RealVectorsSentence>& shown,
                              VectorProjection* plane) {
    VectorsPlot v;
    // The rows plotted, normalised: each distinct token's embedding, then every output.
    std::vector<int> ids;                    // distinct, in order of appearance
    QStringList names;                       // their display texts (the first sentence's)
    std::unordered_map<int, int> lookup_of;  // id → index into ids
    struct Out {
        int sentence, token;
    };
    std::vector<Out> outs;
    for (size_t s = 0; s < shown.size(); ++s) {
        v.sentences << shown[s].text;
        v.colour_slots.push_back(shown[s].slot);
        const RealVectorsSentence& one = shown[s];
        for (int i = 0; i < int(one.ids.size()); ++i) {
            const int id = one.ids[size_t(i)];
            if (id < 0 || id >= wte.rows()) continue;
            if (lookup_of.emplace(id, int(ids.size())).second) {
                ids.push_back(id);
                names << one.tokens.value(i);
            }
            if (one.after && i < one.after->rows() && one.after->cols() == wte.cols())
                outs.push_back({int(s), i});
        }
    }
    const int d = int(wte.cols());
    attn::Matrix rows(Eigen::Index(ids.size() + outs.size()), d);
    for (size_t k = 0; k < ids.size(); ++k)
        rows.row(Eigen::Index(k)) = layer_normalised(wte.row(ids[k]));
    for (size_t k = 0; k < outs.size(); ++k) {
        const RealVectorsSentence& one = shown[size_t(outs[k].sentence)];
        rows.row(Eigen::Index(ids.size() + k)) = layer_normalised(one.after->row(outs[k].token));
    }
    const VectorProjection proj = principal_projection(rows);
    if (plane) *plane = proj;
    v.x_axis = principal_axis_label(proj, 0);
    v.y_axis = principal_axis_label(proj, 1);
    std::vector<QPointF> lookup_at;
    for (size_t k = 0; k < ids.size(); ++k) {
        const QPointF at = proj.project(rows.row(Eigen::Index(k)));
        lookup_at.push_back(at);
        v.lookups.push_back({names[qsizetype(k)], at.x(), at.y()});
    }
    for (size_t k = 0; k < outs.size(); ++k) {
        const RealVectorsSentence& one = shown[size_t(outs[k].sentence)];
        const int id = one.ids[size_t(outs[k].token)];
        const QPointF at = proj.project(rows.row(Eigen::Index(ids.size() + k)));
        const QPointF from = lookup_at[size_t(lookup_of.at(id))];
        v.outputs.push_back({one.tokens.value(outs[k].token), outs[k].sentence, at.x(), at.y(),
                             from.x(), from.y()});
    }
    return v;
}

}  // namespace attn::ui
