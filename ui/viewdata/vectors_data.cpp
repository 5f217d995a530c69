#include "viewdata/vectors_data.hpp"

#include <algorithm>
#include <set>
#include <string_view>
#include <tuple>
#include <unordered_map>

namespace attn::ui {
namespace {

QString axis_title(const attn::Lesson& lesson, const VectorProjection& proj, int k) {
    if (proj.mode == VectorProjection::Mode::Principal) return principal_axis_label(proj, k);
    const int a = k == 0 ? proj.x : proj.y;
    const auto& axes = lesson.table.axes();
    return a >= 0 && a < int(axes.size()) ? QString::fromStdString(axes[size_t(a)]) : QString();
}

}  // namespace

VectorsPlot vectors_plot(const attn::Lesson& lesson, const std::vector<const attn::Trace*>& traces,
                         const QStringList& sentences, const VectorProjection& proj,
                         const QString& focus, bool every_word,
                         const std::vector<const attn::Trace*>& plain) {
    const attn::EmbeddingTable& table = lesson.table;
    VectorsPlot v;
    v.x_axis = axis_title(lesson, proj, 0);
    v.y_axis = axis_title(lesson, proj, 1);
    v.sentences = sentences;
    for (int k = 0; k < sentences.size(); ++k) {  // colours belong to the lesson's sentences
        const auto it =
            std::find(lesson.sentences.begin(), lesson.sentences.end(), sentences[k].toStdString());
        v.colour_slots.push_back(it != lesson.sentences.end() ? int(it - lesson.sentences.begin())
                                                              : k);
    }
    const auto lookup_at = [&](int row) { return proj.project(table.values().row(row)); };
    const auto add_lookup = [&](int row) {
        const QPointF at = lookup_at(row);
        v.lookups.push_back({QString::fromStdString(table.words()[size_t(row)]), at.x(), at.y()});
    };
    if (every_word)
        for (int w = 0; w < table.word_count(); ++w) add_lookup(w);
    std::vector<bool> listed(size_t(table.word_count()), every_word);
    // Word → table row once (a 2,048-word sentence over a 2,048-word table would
    // otherwise search the table per token).
    std::unordered_map<std::string_view, int> row_of;
    row_of.reserve(table.words().size());
    for (int w = 0; w < table.word_count(); ++w) row_of.emplace(table.words()[size_t(w)], w);
    for (size_t s = 0; s < traces.size(); ++s) {
        const attn::Trace* t = traces[s];
        if (!t || t->output.cols() != table.axis_count()) continue;
        for (int i = 0; i < t->n(); ++i) {
            const auto found = row_of.find(t->tokens[size_t(i)]);
            if (found == row_of.end()) continue;
            const int* row = &found->second;
            if (!listed[size_t(*row)]) {
                listed[size_t(*row)] = true;
                add_lookup(*row);
            }
            const QString w = QString::fromStdString(t->tokens[size_t(i)]);
            if (!focus.isEmpty() && w != focus) continue;
            const QPointF from = lookup_at(*row), to = proj.project(t->output.row(i));
            v.outputs.push_back({w, int(s), to.x(), to.y(), from.x(), from.y()});
            const attn::Trace* before = s < plain.size() ? plain[s] : nullptr;
            if (before && before->n() == t->n() && before->output.cols() == t->output.cols()) {
                const QPointF was = proj.project(before->output.row(i));
                if (was != to) v.moved.push_back({w, int(s), was.x(), was.y(), to.x(), to.y()});
            }
        }
    }
    return v;
}

}  // namespace attn::ui
