// The Positions view's data (contracts in viewdata/position_figure.hpp).
#include "viewdata/position_figure.hpp"

#include <QCoreApplication>
#include <algorithm>
#include <cmath>
#include <stdexcept>

#include "attnlab/attention/evaluate.hpp"
#include "attnlab/attention/position_map.hpp"
#include "attnlab/model/model_config.hpp"
#include "attnlab/words/tokenizer.hpp"
#include "viewdata/vector_projection.hpp"

namespace attn::ui {
namespace {

constexpr int kMinPositions = 6, kMaxPositions = 24;  // the map's: the sentence's, within

// The trained model's learned position table (T × d), or an empty matrix.
attn::Matrix trained_table(const attn::Lesson& l) {
    if (!l.model || l.model->config.position != attn::PositionEncoding::Learned) return {};
    for (const attn::ParameterSlot& s : attn::parameter_layout(l.model->config))
        if (s.name == "pos.weight")
            return Eigen::Map<const attn::Matrix>(l.model->weights.data() + s.offset, s.shape[0],
                                                  s.shape[1]);
    return {};
}

QStringList positions(int n) {
    QStringList out;
    for (int p = 0; p < n; ++p) out << QString::number(p);  // positions count from 0
    return out;
}

MatrixPanel panel(attn::Matrix values, const QString& rows, const QString& cols) {
    MatrixPanel m;
    const int n = int(values.rows());
    m.values = std::move(values);
    m.row_labels = positions(n);
    m.col_labels = positions(n);
    m.row_title = rows;
    m.col_title = cols;
    return m;
}

}  // namespace

QString position_label(attn::PositionEncoding e) {
    switch (e) {
        case attn::PositionEncoding::None:
            return QCoreApplication::translate("AttentionCommands", "no positions");
        case attn::PositionEncoding::Sinusoidal:
            return QCoreApplication::translate("AttentionCommands", "sinusoidal positions");
        case attn::PositionEncoding::Learned:
            return QCoreApplication::translate("AttentionCommands", "learned positions");
        case attn::PositionEncoding::Rope:
            return QCoreApplication::translate("AttentionCommands", "rotary positions (RoPE)");
        case attn::PositionEncoding::Alibi:
            return QCoreApplication::translate("AttentionCommands", "ALiBi");
    }
    return {};
}

std::pair<int, int> position_map_words(const attn::Lesson& shown,
                                       const std::vector<std::string>& tokens,
                                       const PositionMapChoice& choice) {
    const int n = int(tokens.size());
    int q = n - 1;  // the highlighted word (else the last) …
    for (int i = 0; i < n; ++i)
        if (tokens[std::size_t(i)] == shown.focus) q = i;
    if (choice.query >= 0 && choice.query < n) q = choice.query;
    int k = std::max(0, q - 1);  // … looks at the word before it: "bank" on "river"
    if (choice.key >= 0 && choice.key < n) k = choice.key;
    return {q, k};
}

PositionMapInput position_map_input(const attn::Lesson& shown, int sentence,
                                    const PositionMapChoice& choice, const attn::Matrix* real_wpe) {
    if (sentence < 0 || sentence >= int(shown.sentences.size()))
        throw std::invalid_argument("the lesson has no sentence " + std::to_string(sentence + 1));
    const std::string& text = shown.sentences[std::size_t(sentence)];
    const std::vector<std::string> tokens = attn::lookup(shown.table, text).tokens;
    if (tokens.empty()) throw std::invalid_argument("the sentence is empty");
    PositionMapInput in;
    in.encoding = choice.encoding.value_or(shown.attention.position);
    in.n = std::clamp(int(tokens.size()), kMinPositions, kMaxPositions);
    in.d = shown.table.axis_count();
    in.rope_base = shown.attention.rope_base;
    in.heads = shown.attention.heads;
    in.causal = shown.attention.causal;
    if (in.encoding == attn::PositionEncoding::Learned) {
        in.table = trained_table(shown);
        in.table_name = QCoreApplication::translate("PositionMap", "the trained model's");
        if (in.table.rows() == 0 && real_wpe) {
            in.table = *real_wpe;
            in.table_name = QCoreApplication::translate("PositionMap", "the real model's wpe");
        }
        if (in.table.rows() > 0) in.n = std::min<int>(in.n, int(in.table.rows()));
    }
    if (in.encoding == attn::PositionEncoding::Rope) {
        // Each word's query and key as the lesson makes them, before any turn.
        attn::AttentionConfig plain = shown.attention;
        plain.position = attn::PositionEncoding::None;
        const attn::Trace t = attn::evaluate(shown.table, text, plain);
        const auto [q, k] = position_map_words(shown, tokens, choice);
        const int h = std::clamp(choice.head, 0, t.heads - 1);
        in.q = t.head_q(h).row(q);
        in.k = t.head_k(h).row(k);
        in.scale = t.scale;
        in.query_word = QString::fromStdString(tokens[std::size_t(q)]);
        in.key_word = QString::fromStdString(tokens[std::size_t(k)]);
    }
    return in;
}

namespace {

// The RoPE map (query on key at every pair of positions) and its caption; throws without q, k.
void add_rope_map(FigureSpec& spec, const PositionMapInput& in) {
    const int n = in.n;
    if (in.q.size() == 0 || in.q.size() != in.k.size())
        throw std::invalid_argument("the RoPE map needs a query and a key of the same width");
    spec.panels.push_back(panel(
        attn::rope_pair_scores(in.q, in.k, n, in.rope_base, in.scale),
        QCoreApplication::translate("PositionMap", "position of “%1” (query)").arg(in.query_word),
        QCoreApplication::translate("PositionMap", "position of “%1” (key)").arg(in.key_word)));
    spec.caption = QCoreApplication::translate(
                       "PositionMap",
                       "RoPE: the score of “%1” on “%2” if they stood at these positions "
                       "(base %3). Every diagonal holds one value: only the distance "
                       "between the two words counts.")
                       .arg(in.query_word, in.key_word)
                       .arg(in.rope_base);
}

// The ALiBi maps: each head's penalty by distance, one panel a head, and their caption.
void add_alibi_maps(FigureSpec& spec, const PositionMapInput& in) {
    const int n = in.n;
    spec.kind = in.heads > 1 ? FigureKind::HeadGrid : FigureKind::Heatmap;
    spec.columns = std::min(in.heads, 4);  // one row up to four heads: a wide, low dock
    const std::vector<float> slopes = attn::alibi_slopes(in.heads);
    for (int h = 0; h < in.heads; ++h) {
        MatrixPanel m = panel(attn::alibi_matrix(slopes[std::size_t(h)], n),
                              QCoreApplication::translate("PositionMap", "query position"),
                              QCoreApplication::translate("PositionMap", "key position"));
        m.causal = in.causal;
        m.panel_title = QCoreApplication::translate("PositionMap", "head %1, m = %2")
                            .arg(h + 1)
                            .arg(QString::number(double(slopes[std::size_t(h)]), 'g', 3));
        spec.panels.push_back(std::move(m));
    }
    spec.caption = QCoreApplication::translate(
        "PositionMap",
        "ALiBi: the penalty −m·distance each head adds to its scores; 0 "
        "on the diagonal, steeper for a larger slope m.");
}

}  // namespace

FigureSpec position_map_figure(const PositionMapInput& in) {
    if (in.n < 1) throw std::invalid_argument("the position map needs at least one position");
    FigureSpec spec;
    spec.kind = FigureKind::Heatmap;
    const int n = in.n;
    switch (in.encoding) {
        case attn::PositionEncoding::None: {
            spec.panels.push_back(panel(attn::Matrix::Zero(n, n),
                                        QCoreApplication::translate("PositionMap", "position"),
                                        QCoreApplication::translate("PositionMap", "position")));
            spec.caption = QCoreApplication::translate(
                "PositionMap",
                "No positions: where a word sits changes no score. Shuffle the words and every "
                "map is shuffled with them, nothing else.");
            break;
        }
        case attn::PositionEncoding::Sinusoidal: {
            spec.panels.push_back(panel(attn::sinusoidal_similarity(n, in.d),
                                        QCoreApplication::translate("PositionMap", "position"),
                                        QCoreApplication::translate("PositionMap", "position")));
            spec.caption = QCoreApplication::translate(
                               "PositionMap",
                               "Sinusoidal positions: the dot product of the position vectors "
                               "added to each word (width %1). Near positions are alike; the "
                               "largest value, on the diagonal, is half the width.")
                               .arg(in.d);
            break;
        }
        case attn::PositionEncoding::Learned: {
            if (in.table.rows() < n)
                throw std::invalid_argument(
                    "learned positions need a position table: train a model or open a real one");
            spec.panels.push_back(panel(attn::position_cosines(in.table, n),
                                        QCoreApplication::translate("PositionMap", "position"),
                                        QCoreApplication::translate("PositionMap", "position")));
            spec.caption = QCoreApplication::translate(
                               "PositionMap",
                               "Learned positions (%1): the cosine between the position vectors "
                               "the model learned, 1 on the diagonal.")
                               .arg(in.table_name);
            break;
        }
        case attn::PositionEncoding::Rope: {
            add_rope_map(spec, in);
            break;
        }
        case attn::PositionEncoding::Alibi: {
            add_alibi_maps(spec, in);
            break;
        }
    }
    return spec;
}

FigureSpec position_vectors_figure(const PositionMapInput& in) {
    constexpr int kMaxShown = 256, kLabelEvery = 32;
    if (in.table.rows() < 2)
        throw std::invalid_argument(
            "learned positions need a position table: train a model or open a real one");
    const int n = std::min<int>(int(in.table.rows()), kMaxShown);
    const attn::Matrix rows = in.table.topRows(n);
    const VectorProjection p = principal_projection(rows);
    FigureSpec spec;
    spec.kind = FigureKind::Vectors;
    spec.vectors.x_axis = principal_axis_label(p, 0);
    spec.vectors.y_axis = principal_axis_label(p, 1);
    for (int r = 0; r < n; ++r) {
        const QPointF at = p.project(rows.row(r));
        QString label;
        if (r == 0) label = QCoreApplication::translate("PositionMap", "0 (first)");
        if (r > 0 && r % kLabelEvery == 0) label = QString::number(r);
        spec.vectors.lookups.push_back({label, at.x(), at.y()});
    }
    spec.caption = QCoreApplication::translate(
                       "PositionMap",
                       "Learned positions (%1) in two dimensions: places 0 to %2 on the table's "
                       "first two principal components.")
                       .arg(in.table_name)
                       .arg(n - 1);
    return spec;
}

std::vector<ShiftRow> shift_rows(const attn::Lesson& shown, const std::vector<std::string>& tokens,
                                 int head, int i, int j, const std::string& front) {
    std::vector<ShiftRow> out;
    for (const attn::PositionEncoding e :
         {attn::PositionEncoding::None, attn::PositionEncoding::Sinusoidal,
          attn::PositionEncoding::Rope, attn::PositionEncoding::Alibi}) {
        ShiftRow row;
        row.encoding = e;
        attn::AttentionConfig c = shown.attention;
        c.position = e;
        try {
            const attn::ShiftedScore s =
                attn::shifted_score(shown.table, tokens, c, head, i, j, front);
            row.before = s.before;
            row.after = s.after;
            row.unchanged = s.unchanged();
        } catch (const std::invalid_argument& err) {
            row.error = QString::fromUtf8(err.what());
        }
        out.push_back(row);
    }
    return out;
}

}  // namespace attn::ui
