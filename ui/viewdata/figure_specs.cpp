#include "viewdata/figure_specs.hpp"

#include <QCoreApplication>
#include <algorithm>
#include <stdexcept>

#include "attnlab/attention/evaluate.hpp"
#include "attnlab/words/tokenizer.hpp"
#include "viewdata/blend_table.hpp"
#include "viewdata/difference_map.hpp"
#include "viewdata/model_figure_spec.hpp"
#include "viewdata/position_figure.hpp"
#include "viewdata/vector_projection.hpp"
#include "viewdata/vectors_data.hpp"
#include "viewdata/what_if_marks.hpp"
#include "viewdata/what_if_words.hpp"

namespace attn::ui {
namespace {

using attn::Lesson;
using attn::Trace;

constexpr FigureView kViews[] = {
    FigureView::Scores,    FigureView::Weights,    FigureView::Heads,     FigureView::Vectors,
    FigureView::Blend,     FigureView::Embeddings, FigureView::Input,     FigureView::Loss,
    FigureView::HeadLines, FigureView::Positions,  FigureView::Difference};

[[noreturn]] void fail(const QString& message) {
    throw std::invalid_argument(message.toStdString());
}

QStringList qlist(const std::vector<std::string>& v) {
    QStringList out;
    for (const auto& s : v) out << QString::fromStdString(s);
    return out;
}

QStringList sentences_of(const Lesson& lesson, const ViewRequest& r) {
    QStringList s = r.sentences.isEmpty() ? qlist(lesson.sentences) : r.sentences;
    if (s.isEmpty()) fail(QStringLiteral("the lesson has no sentences: give one with --sentence"));
    return s;
}

Trace trace_of(const Lesson& lesson, const QString& sentence) {
    if (attn::tokenize(sentence.toStdString()).empty())
        fail(QStringLiteral("sentence '%1' is empty: type at least one word").arg(sentence));
    return attn::evaluate(lesson.table, sentence.toStdString(), lesson.attention,
                          lesson.what_if.over(attn::Source::HandWired));
}

void check_layer_head(const Trace& t, const ViewRequest& r) {
    if (r.layer != 1)
        fail(QStringLiteral("layer %1 does not exist: this lesson has 1 layer (hand-wired "
                            "attention; layers count from 1)")
                 .arg(r.layer));
    if (r.head < 1 || r.head > t.heads)
        fail(
            QStringLiteral("head %1 does not exist: this lesson has %2 head%3 (heads count from 1)")
                .arg(r.head)
                .arg(t.heads)
                .arg(t.heads == 1 ? QString() : QStringLiteral("s")));
}

// Index of `word` in the trace's tokens (first occurrence), or -1.
int token_index(const Trace& t, const QString& word) {
    for (size_t i = 0; i < t.tokens.size(); ++i)
        if (QString::fromStdString(t.tokens[i]) == word) return int(i);
    return -1;
}

// The word followed: the one asked for, else the lesson's focus when some
// trace has it, else none (blend: the last word; vectors: every word).
QString focus_of(const Lesson& lesson, const ViewRequest& r, const std::vector<Trace>& traces) {
    if (r.every_word && r.view == FigureView::Vectors) return {};
    if (!r.word.isEmpty()) return r.word.toLower();
    const QString f = QString::fromStdString(lesson.focus);
    for (const auto& t : traces)
        if (token_index(t, f) >= 0) return f;
    return {};
}

BlendTable blend_of(const Lesson& lesson, const Trace& t, const QString& sentence, QString word,
                    int h) {
    if (word.isEmpty()) word = QString::fromStdString(t.tokens.back());
    const int i = token_index(t, word);
    if (i < 0) fail(QStringLiteral("'%1' is not a word of the sentence '%2'").arg(word, sentence));
    BlendTable b =
        blend_data(t, qlist(lesson.table.axes()), i, h);  // the Blend pane's own description
    b.sentence = sentence;
    return b;
}

VectorsPlot vectors_of(const Lesson& lesson, const std::vector<Trace>& traces,
                       const QStringList& sentences, const QString& focus, const ViewRequest& r) {
    const QStringList axes = qlist(lesson.table.axes());
    const auto axis = [&](const QString& name, int fallback) {
        if (name.isEmpty()) {
            if (axes.size() < 2)
                fail(QStringLiteral("the vectors plot needs at least two axes; the lesson has %1")
                         .arg(axes.size()));
            return fallback;
        }
        const int a = int(axes.indexOf(name));
        if (a < 0)
            fail(QStringLiteral("unknown axis '%1' (the lesson's axes: %2)")
                     .arg(name, axes.join(QStringLiteral(", "))));
        return a;
    };
    VectorProjection proj;  // the window's Vectors pane: two named axes, or the principal plane
    if (r.principal) {
        if (!r.x_axis.isEmpty() || !r.y_axis.isEmpty())
            fail(QStringLiteral("give either two axes or the principal plane, not both"));
        proj = principal_projection(lesson.table.values());
    } else {
        proj.x = axis(r.x_axis, 0), proj.y = axis(r.y_axis, 1);
    }
    std::vector<const Trace*> shown;
    for (const Trace& t : traces) shown.push_back(&t);
    // Under a what-if over the hand-wired attention: where the outputs were without it.
    std::vector<Trace> plain;
    std::vector<const Trace*> before;
    if (!lesson.what_if.over(attn::Source::HandWired).empty()) {
        for (int k = 0; k < sentences.size() && k < int(traces.size()); ++k)
            plain.push_back(
                attn::evaluate(lesson.table, sentences[k].toStdString(), lesson.attention));
        for (const Trace& t : plain) before.push_back(&t);
    }
    VectorsPlot v = vectors_plot(lesson, shown, sentences, proj, focus, r.every_word,
                                 before);  // the Vectors pane's own data
    if (!focus.isEmpty() && v.outputs.empty())
        fail(QStringLiteral("'%1' is in none of the sentences (%2)")
                 .arg(focus, sentences.join(QStringLiteral("; "))));
    return v;
}

// Marks `word` in every panel (rows and columns labelled with it); fails when no
// panel has it, naming the word and where it was looked for.
void mark_highlight(FigureSpec& spec, const QString& word, const QString& where) {
    bool found = false;
    for (auto& m : spec.panels) {
        m.highlight = word;
        found = found || m.row_labels.contains(word) || m.col_labels.contains(word);
    }
    if (!found)
        fail(QStringLiteral("cannot highlight '%1': it is not a word of %2").arg(word, where));
}

// The head view of `t` as `r` asks: its heads, the token followed (r.word:
// its first occurrence) and the highlighted word (its labels bold).
HeadLinesData head_lines_spec_data(const Trace& t, const ViewRequest& r, const QString& sentence) {
    HeadLinesRequest q;
    q.heads = r.heads;
    q.highlight = r.highlight.toLower();
    q.concealed = r.concealed;
    if (!r.word.isEmpty()) {
        q.focus = token_index(t, r.word);
        if (q.focus < 0) q.focus = token_index(t, r.word.toLower());
        if (q.focus < 0)
            q.focus = token_index(
                t, QChar(0x2423) + r.word);  // a real model's token with its leading space
        if (q.focus < 0)
            fail(QStringLiteral("'%1' is not a token of the sentence '%2'").arg(r.word, sentence));
    }
    if (token_index(t, r.highlight) >= 0) q.highlight = r.highlight;
    return head_lines_data(t, q);  // a highlighted word the sentence lacks marks nothing (a slide's
                                   // word in the other sentence)
}

}  // namespace

const char* figure_view_name(FigureView v) {
    switch (v) {
        case FigureView::Scores:
            return "scores";
        case FigureView::Weights:
            return "weights";
        case FigureView::Heads:
            return "heads";
        case FigureView::Vectors:
            return "vectors";
        case FigureView::Blend:
            return "blend";
        case FigureView::Embeddings:
            return "embeddings";
        case FigureView::Input:
            return "input";
        case FigureView::Loss:
            return "loss";
        case FigureView::HeadLines:
            return "head-lines";
        case FigureView::Positions:
            return "positions";
        case FigureView::Difference:
            return "difference";
    }
    return "weights";
}

FigureView figure_view_from_name(const QString& name) {
    QStringList names;
    for (FigureView v : kViews) {
        if (name == QLatin1String(figure_view_name(v))) return v;
        names << QLatin1String(figure_view_name(v));
    }
    fail(QStringLiteral("unknown view '%1' (expected one of: %2)")
             .arg(name, names.join(QStringLiteral(", "))));
}

std::optional<LossCurve> lesson_loss_curve(const attn::Lesson& lesson) {
    if (!lesson.model || lesson.model->loss_history.empty()) return std::nullopt;
    return LossCurve{lesson.model->loss_history};
}

namespace {

// A table of words × the embedding's axes (the embedding table; a sentence's input X).
MatrixPanel word_axis_panel(const Matrix& values, const QStringList& words,
                            const QStringList& axes) {
    MatrixPanel m;
    m.values = values;
    m.row_labels = words;
    m.col_labels = axes;
    //: A table's row title: its rows are words
    m.row_title = QCoreApplication::translate("Figures", "word");
    //: A table's column title: its columns are the embedding's axes (water, money, …)
    m.col_title = QCoreApplication::translate("Figures", "axis");
    return m;
}

// The loss view: the points given, else the trained model's history, else why there is none.
FigureSpec loss_spec(const Lesson& lesson, const std::optional<LossCurve>& loss) {
    FigureSpec spec;
    const auto curve = loss ? loss : lesson_loss_curve(lesson);
    if (!curve && lesson.model)
        fail(QStringLiteral("the trained model of '%1' keeps no loss history (it was saved "
                            "before lessons kept one, "
                            "or imported): give the points with --loss-csv FILE")
                 .arg(QString::fromStdString(lesson.title)));
    if (!curve)
        fail(QStringLiteral(
                 "the lesson '%1' has no trained model, so there is no loss curve to draw "
                 "(train one first, or give the points with --loss-csv FILE)")
                 .arg(QString::fromStdString(lesson.title)));
    spec.kind = FigureKind::Loss;
    spec.loss = *curve;
    if (!loss) spec.caption = trained_loss_caption(*lesson.model);
    return spec;
}

// The traces a sentence view draws: the window's own when given, else the trained model's
// layer for its blend and head lines, else the hand-wired attention evaluated here.
std::vector<Trace> traces_for(const Lesson& lesson, const ViewRequest& r,
                              const QStringList& sentences,
                              const std::vector<const Trace*>& evaluated, bool model_blend) {
    std::vector<Trace> traces;
    if (!evaluated.empty()) {
        if (evaluated.size() != std::size_t(sentences.size()))
            throw std::logic_error("build_figure_spec: one evaluated trace per sentence");
        for (const Trace* e : evaluated) traces.push_back(*e);
    } else if (model_blend) {
        for (const auto& s : sentences) traces.push_back(trained_layer_trace(lesson, s, r.layer));
    } else {
        for (const auto& s : sentences) traces.push_back(trace_of(lesson, s));
    }
    return traces;
}

// The view of the shown sentences, drawn from their traces.
void fill_sentence_view(FigureSpec& spec, const Lesson& lesson, const ViewRequest& r,
                        const std::vector<Trace>& traces, const QStringList& sentences) {
    const Trace& t = traces.front();
    const int h = r.head - 1;
    switch (r.view) {
        case FigureView::Scores:
            spec.panels.push_back(stage_panel(t, h, r.stage.value_or(ScoreStage::Raw)));
            break;
        case FigureView::Weights:
            spec.panels.push_back(stage_panel(t, h, ScoreStage::Weights));
            break;
        case FigureView::Heads:
            spec.kind = FigureKind::HeadGrid;
            for (int k = 0; k < t.heads; ++k) {
                spec.panels.push_back(stage_panel(t, k, r.stage.value_or(ScoreStage::Weights)));
                spec.panels.back().panel_title =
                    QCoreApplication::translate("Figures", "head %1").arg(k + 1);
            }
            break;
        case FigureView::Input:
            spec.panels.push_back(
                word_axis_panel(t.input, qlist(t.tokens), qlist(lesson.table.axes())));
            break;
        case FigureView::Blend:
            spec.kind = FigureKind::Blend;
            spec.blend = blend_of(lesson, t, sentences.front(), focus_of(lesson, r, {t}), h);
            break;
        case FigureView::HeadLines:
            spec.kind = FigureKind::HeadLines;
            spec.lines = head_lines_spec_data(t, r, sentences.front());
            // Concealed lines say why under their tokens (the figure draws the note): a caption
            // said it a second time.
            if (!spec.lines.concealed) spec.caption = spec.lines.note;
            break;
        case FigureView::Vectors:
            spec.kind = FigureKind::Vectors;
            spec.vectors = vectors_of(lesson, traces, sentences, focus_of(lesson, r, traces), r);
            break;
        default:
            break;
    }
}

// The second sentence's map minus the first's: of the trained model's layer r.layer when
// r.trained, else of the hand-wired attention (or of `evaluated`, the window's traces).
FigureSpec difference_spec(const Lesson& lesson, const ViewRequest& r,
                           const std::vector<const Trace*>& evaluated) {
    const QStringList sentences = sentences_of(lesson, r);
    if (sentences.size() < 2)
        fail(
            QStringLiteral("the difference view compares two sentences: give two --sentence (or "
                           "a lesson with two)"));
    std::vector<Trace> traces;
    if (evaluated.size() >= 2) {
        traces = {*evaluated[0], *evaluated[1]};
    } else if (r.trained && lesson.model) {
        for (int k = 0; k < 2; ++k)
            traces.push_back(trained_layer_trace(lesson, sentences[k], r.layer));
    } else {
        for (int k = 0; k < 2; ++k) traces.push_back(trace_of(lesson, sentences[k]));
        check_layer_head(traces.front(), r);
    }
    if (r.head < 1 || r.head > traces.front().heads)
        fail(QStringLiteral(
                 "head %1 does not exist: the attention shown has %2 (heads count from 1)")
                 .arg(r.head)
                 .arg(traces.front().heads));
    const ScoreStage stage = r.stage.value_or(ScoreStage::Weights);
    const attn::Variant variant = r.trained ? attn::Variant::MultiHead : lesson.attention.variant;
    const bool model = r.trained && lesson.model;
    const int heads = traces.front().heads;
    return difference_figure(difference_map(traces[0], traces[1], r.head - 1, stage), sentences[0],
                             sentences[1], stage_caption(stage, variant),
                             difference_where(model ? r.layer : 0, model || heads > 1 ? r.head : 0),
                             difference_limit(traces[0], traces[1], stage));
}

}  // namespace

namespace {

// The embeddings view: the lesson's table, r.highlight's row marked.
FigureSpec embeddings_spec(const Lesson& lesson, const ViewRequest& r) {
    FigureSpec spec;
    spec.panels.push_back(word_axis_panel(lesson.table.values(), qlist(lesson.table.words()),
                                          qlist(lesson.table.axes())));
    if (!r.highlight.isEmpty())
        mark_highlight(spec, r.highlight.toLower(), QStringLiteral("the embedding table"));
    return spec;
}

// The positions view: the first sentence's position map (r.word its query); fails without one.
FigureSpec positions_spec(const Lesson& lesson, const ViewRequest& r) {
    Lesson one = lesson;
    one.sentences = {sentences_of(lesson, r).front().toStdString()};
    PositionMapChoice choice;
    choice.head = r.head - 1;
    if (r.trained && lesson.model) choice.encoding = lesson.model->config.position;
    if (!r.word.isEmpty()) {
        const auto tokens = attn::lookup(one.table, one.sentences.front()).tokens;
        const auto at = std::find(tokens.begin(), tokens.end(), r.word.toStdString());
        if (at == tokens.end())
            fail(QStringLiteral("--word '%1' is not in the sentence '%2'")
                     .arg(r.word, QString::fromStdString(one.sentences.front())));
        choice.query = int(at - tokens.begin());
    }
    const PositionMapInput in = position_map_input(one, 0, choice);
    if (in.encoding == attn::PositionEncoding::None)
        fail(
            QStringLiteral("without positions there is no position map: where a word sits "
                           "changes no score (choose --position-encoding sinusoidal, rope "
                           "or alibi)"));
    return position_map_figure(in);
}

// A grid of every head's map narrowed to `heads` (0-based; those it has): a step's chosen
// heads. Empty, or none of them in the grid: every head stays.
void keep_heads(FigureSpec& spec, const std::vector<int>& heads) {
    std::vector<MatrixPanel> kept;
    std::vector<int> which;
    for (int h : heads)
        if (h >= 0 && h < int(spec.panels.size())) {
            kept.push_back(spec.panels[size_t(h)]);
            which.push_back(h);
        }
    if (kept.empty()) return;
    spec.panels = std::move(kept);
    spec.heads = std::move(which);
}

FigureSpec figure_spec_of(const Lesson& lesson, const ViewRequest& r,
                          const std::optional<LossCurve>& loss,
                          const std::vector<const Trace*>& evaluated) {
    if (r.stage && r.view != FigureView::Scores && r.view != FigureView::Heads &&
        r.view != FigureView::Difference &&
        !(r.view == FigureView::Weights && *r.stage == ScoreStage::Weights))
        fail(
            QStringLiteral("--stage %1 does not apply to the %2 view (use it with scores or heads)")
                .arg(QLatin1String(score_stage_name(*r.stage)),
                     QLatin1String(figure_view_name(r.view))));
    if (r.view == FigureView::Loss) return loss_spec(lesson, loss);
    FigureSpec spec;
    if (r.view == FigureView::Embeddings) return embeddings_spec(lesson, r);
    if (r.view == FigureView::Positions) return positions_spec(lesson, r);
    if (r.view == FigureView::Difference) return difference_spec(lesson, r, evaluated);
    if (draws_trained_model(r)) {  // a trained lesson's scores, weights, heads
        FigureSpec trained = trained_model_spec(lesson, r);
        if (!r.highlight.isEmpty())
            mark_highlight(
                trained, r.highlight.toLower(),
                QStringLiteral("the sentence '%1'").arg(sentences_of(lesson, r).front()));
        return trained;
    }
    const QStringList sentences = sentences_of(lesson, r);
    const bool model_blend = r.trained &&
                             (r.view == FigureView::Blend || r.view == FigureView::HeadLines) &&
                             lesson.model;
    const std::vector<Trace> traces = traces_for(lesson, r, sentences, evaluated, model_blend);
    const Trace& t = traces.front();
    if (evaluated.empty() && !model_blend)
        check_layer_head(t, r);
    else if (r.head < 1 || r.head > t.heads)
        fail(QStringLiteral("head %1 does not exist: the attention shown has %2")
                 .arg(r.head)
                 .arg(t.heads));
    fill_sentence_view(spec, lesson, r, traces, sentences);
    if (r.view == FigureView::HeadLines) return spec;  // the highlighted word is in its labels
    if (!r.highlight.isEmpty()) {
        if (spec.kind != FigureKind::Heatmap && spec.kind != FigureKind::HeadGrid)
            fail(QStringLiteral("--highlight marks a word in the scores, weights, heads, input and "
                                "embeddings views, not in %1")
                     .arg(QLatin1String(figure_view_name(r.view))));
        mark_highlight(spec, r.highlight.toLower(),
                       QStringLiteral("the sentence '%1'").arg(sentences.front()));
    }
    return spec;
}

}  // namespace

FigureSpec build_figure_spec(const Lesson& lesson, const ViewRequest& r,
                             const std::optional<LossCurve>& loss,
                             const std::vector<const Trace*>& evaluated) {
    FigureSpec spec = figure_spec_of(lesson, r, loss, evaluated);
    // A hand-wired map under an encoding says which, on the figure as in the window.
    const bool map = r.view == FigureView::Scores || r.view == FigureView::Weights ||
                     r.view == FigureView::Heads || r.view == FigureView::Input;
    const attn::AttentionConfig& a = lesson.attention;
    if (map && !r.trained && a.position != attn::PositionEncoding::None && spec.caption.isEmpty()) {
        spec.caption = QCoreApplication::translate("Figures", "Where a word sits: %1")
                           .arg(position_label(a.position));
        if (a.position == attn::PositionEncoding::Rope)
            spec.caption += QCoreApplication::translate("Figures", ", base %1").arg(a.rope_base);
    }
    // Drawn under a what-if: the figure says so (the table and the loss are not).
    const attn::Source source = r.trained ? attn::Source::Trained : attn::Source::HandWired;
    if (r.view != FigureView::Embeddings && r.view != FigureView::Loss)
        spec.what_if = what_if_label(lesson.what_if, source);
    if (r.view == FigureView::Heads) keep_heads(spec, r.heads);
    mark_request_what_if(spec, r, lesson.what_if.over(source), r.trained ? r.layer - 1 : 0);
    return spec;
}

void mark_request_what_if(FigureSpec& spec, const ViewRequest& r,
                          std::span<const attn::Intervention> list, int layer) {
    if (list.empty()) return;
    // The weights' cut lines crossed out (the figure of one head, or of every head).
    const bool weights =
        r.view == FigureView::Weights ||
        (r.view == FigureView::Heads && (!r.stage || *r.stage == ScoreStage::Weights)) ||
        (r.view == FigureView::Scores && r.stage == ScoreStage::Weights);
    std::vector<std::pair<int, int>> panel_heads;
    if (r.view == FigureView::Heads)  // a panel a head (spec.heads: those kept, else every one)
        for (std::size_t k = 0; k < spec.panels.size(); ++k)
            panel_heads.emplace_back(layer, spec.heads.empty() ? int(k) : spec.heads[k]);
    else if (r.view == FigureView::Weights || r.view == FigureView::Scores)
        panel_heads.assign(spec.panels.size(), {layer, r.head - 1});  // a panel a sentence
    mark_head_fates(spec, list, panel_heads, weights);
    if (spec.kind == FigureKind::HeadLines) mark_head_lines(spec.lines, list, layer);
}

}  // namespace attn::ui
