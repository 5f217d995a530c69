#include "viewdata/step_figures.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

#include "attnlab/step_quantity.hpp"
#include "attnlab/tokenizer.hpp"

namespace attn::ui {
namespace {

QString q(const std::string& s) { return QString::fromStdString(s); }

bool has_word(const attn::Lesson& l, int sentence, const QString& word) {
    if (word.isEmpty()) return false;
    const auto tokens = attn::tokenize(l.sentences.at(size_t(sentence)));
    return std::find(tokens.begin(), tokens.end(), word.toStdString()) != tokens.end();
}

// The scene a newly opened lesson shows (ViewState after a reset).
StepScene opening_scene(const attn::Lesson& l) {
    StepScene s;
    for (int i = 0; i < std::min(int(l.sentences.size()), 2); ++i) s.sentences.push_back(i);
    s.highlight = q(l.focus);
    s.trained = l.model.has_value();
    return s;
}

// One step entered: what LessonSession::applyView sets, on plain values.
void enter(const attn::Lesson& l, const attn::StepView& v, StepScene& s) {
    std::vector<int> shown;
    for (int i : v.sentences)
        if (i >= 0 && i < int(l.sentences.size()) && shown.size() < 2 && std::find(shown.begin(), shown.end(), i) == shown.end())
            shown.push_back(i);
    if (!shown.empty()) s.sentences = shown;
    if (v.highlight) s.highlight = q(*v.highlight);
    if (!v.stage.empty()) s.stage = score_stage_from_name(q(v.stage));
    const int layers = l.model ? l.model->config.layers : 0;
    if (v.source == "model") s.trained = layers > 0;
    if (v.source == "hand-wired") s.trained = false;
    if (v.layer) s.layer = std::clamp(*v.layer, 1, std::max(1, layers));
    if (!v.plane.empty()) {
        s.plane.clear();
        for (const auto& a : v.plane) s.plane << q(a);
    }
    s.numbers = v.numbers.value_or(true);
    s.vectors = std::find(v.panes.begin(), v.panes.end(), "vectors") != v.panes.end();
    s.blend = std::find(v.panes.begin(), v.panes.end(), "blend") != v.panes.end();
}

QString quoted(const std::string& sentence) { return QStringLiteral("“%1”").arg(q(sentence)); }

StepFigure map_figure(const attn::Lesson& l, const StepScene& s, int sentence) {
    const int heads = s.trained ? l.model->config.heads : l.attention.heads;
    StepFigure f;
    f.request.view = heads > 1 ? FigureView::Heads : FigureView::Scores;
    f.request.stage = s.stage;
    f.request.sentences = {q(l.sentences.at(size_t(sentence)))};
    f.sentences = {sentence};
    f.request.trained = s.trained;
    f.request.layer = s.trained ? s.layer : 1;
    if (has_word(l, sentence, s.highlight)) f.request.highlight = s.highlight;
    const attn::Variant v = s.trained ? attn::Variant::Scaled : l.attention.variant;
    f.title = QStringLiteral("%1 — %2").arg(stage_label(s.stage, v).replace(QStringLiteral("  "), QStringLiteral(": ")),
                                            quoted(l.sentences.at(size_t(sentence))));
    if (s.trained) f.title += QStringLiteral(" (the trained model, layer %1)").arg(s.layer);
    return f;
}

StepFigure vectors_figure(const attn::Lesson& l, const StepScene& s) {
    StepFigure f;
    f.request.view = FigureView::Vectors;
    for (int i : s.sentences) f.request.sentences << q(l.sentences.at(size_t(i)));
    f.sentences = s.sentences;
    f.request.every_word = true;
    f.request.principal = s.plane == QStringList{QStringLiteral("principal")};
    if (s.plane.size() == 2) f.request.x_axis = s.plane[0], f.request.y_axis = s.plane[1];
    f.title = QStringLiteral("Vectors: lookup rows (dots) and outputs (diamonds)");
    return f;
}

std::optional<StepFigure> blend_figure(const attn::Lesson& l, const StepScene& s) {
    for (int i : s.sentences)
        if (has_word(l, i, s.highlight)) {
            StepFigure f;
            f.request.view = FigureView::Blend;
            f.request.sentences = {q(l.sentences.at(size_t(i)))};
            f.sentences = {i};
            f.request.word = s.highlight;
            f.request.trained = s.trained;
            f.request.layer = s.trained ? s.layer : 1;
            f.title = QStringLiteral("The blend of “%1” — %2").arg(s.highlight, quoted(l.sentences.at(size_t(i))));
            return f;
        }
    return std::nullopt;
}

}  // namespace

void enter_step(WalkedStep& w, const attn::StepView& v) {
    try {
        w.lesson = attn::lesson_for_step(w.lesson, v);
    } catch (const std::invalid_argument&) {  // the window refuses the edit too: the lesson stays
    }
    enter(w.lesson, v, w.scene);
}

WalkedStep walk_to_step(const attn::Lesson& lesson, int index) {
    WalkedStep w{lesson, opening_scene(lesson)};
    for (int k = 0; k <= index && k < int(lesson.steps.size()); ++k) enter_step(w, lesson.steps[size_t(k)].view);
    return w;
}

std::vector<StepFigure> step_figures(const attn::Lesson& lesson, const StepScene& scene) {
    std::vector<StepFigure> out;
    if (scene.sentences.empty()) return out;
    std::vector<StepFigure> raised;
    if (scene.vectors) raised.push_back(vectors_figure(lesson, scene));
    if (scene.blend)
        if (auto b = blend_figure(lesson, scene)) raised.push_back(*b);
    if (raised.size() < 2) out.push_back(map_figure(lesson, scene, scene.sentences.front()));
    if (raised.empty() && scene.sentences.size() > 1) out.push_back(map_figure(lesson, scene, scene.sentences[1]));
    out.insert(out.end(), raised.begin(), raised.end());
    return out;
}

Concealment concealment_of(const attn::StepQuestion& question) {
    Concealment c;
    c.numbers = question.hide.empty();
    for (const std::string& h : question.hide) {
        if (h == "cells") c.cells = true;
        else if (h == "outputs") c.outputs = true;
        else c.numbers = true;
    }
    return c;
}

void conceal_figure(FigureSpec& spec, const Concealment& c) {
    if (c.cells)
        for (MatrixPanel& m : spec.panels) m.values.setConstant(std::numeric_limits<float>::quiet_NaN());
    if (c.outputs) spec.vectors.outputs.clear();
}

bool figure_numbers_shown(FigureKind kind, const StepScene& scene, const Concealment& c) {
    switch (kind) {
    case FigureKind::Blend: return !c.any();  // its last row is the answer: any concealment hides its numbers
    case FigureKind::Heatmap:
    case FigureKind::HeadGrid: return scene.numbers && !c.numbers && !c.cells;
    default: return true;
    }
}

ReadyFigure ready_figure(const attn::Lesson& lesson, const StepScene& scene, const StepFigure& figure, const Concealment& c,
                         double font_px, const std::vector<const attn::Trace*>& evaluated) {
    ReadyFigure out;
    out.look.font_px = font_px;
    out.look.title = figure.title;
    ViewRequest r = figure.request;
    if (!evaluated.empty()) r.trained = false;  // the traces given are what is drawn
    try {
        out.spec = build_figure_spec(lesson, r, std::nullopt, evaluated);
    } catch (const std::invalid_argument& e) {
        out.error = QStringLiteral("%1: this figure cannot be drawn: %2").arg(figure.title, QString::fromUtf8(e.what()));
        out.spec = FigureSpec{};
        return out;
    }
    conceal_figure(out.spec, c);
    out.look.numbers = figure_numbers_shown(out.spec.kind, scene, c);
    out.look.caption = out.spec.caption;
    return out;
}

}  // namespace attn::ui
