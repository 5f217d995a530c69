#include "viewdata/model_probe_figures.hpp"

#include <QCoreApplication>
#include <QFileInfo>
#include <algorithm>

#include "attnlab/gpt/gpt_generate.hpp"
#include "viewdata/matrix_text.hpp"

namespace attn::ui {

QString model_probe_where(const attn::OpenedModel& m) {
    return QStringLiteral("%1 — %2").arg(
        QFileInfo(QString::fromStdString(m.path)).fileName(),
        QString::fromStdString(m.summary.substr(0, m.summary.find(':'))));
}

QStringList token_labels(const attn::TextTokenizer* tokenizer, const std::vector<int>& ids) {
    QStringList out;
    for (int id : ids)
        out << (tokenizer ? QString::fromStdString(tokenizer->display(id))
                          : QStringLiteral("#%1").arg(id));
    return out;
}

QStringList lens_row_names(int layers) {
    //: The lens table's first row: the guesses read from the embeddings, before any layer
    QStringList rows{QCoreApplication::translate("Figures", "embeddings")};
    for (int l = 1; l <= layers; ++l)
        rows << QCoreApplication::translate("Figures", "layer %1").arg(l);
    return rows;
}

LensTable lens_table(const std::vector<std::vector<attn::LensGuess>>& lens,
                     const attn::TextTokenizer* tokenizer, const QStringList& tokens,
                     int position) {
    LensTable t;
    t.position = position;
    t.token = position >= 0 && position < tokens.size() ? tokens[position] : QString();
    t.rows = lens_row_names(int(lens.size()) - 1);
    const int k = lens.empty() ? 0 : int(lens.front().size());
    t.probabilities = attn::Matrix::Zero(Eigen::Index(lens.size()), k);
    for (std::size_t r = 0; r < lens.size(); ++r) {
        std::vector<int> ids;
        for (int c = 0; c < k && c < int(lens[r].size()); ++c) {
            ids.push_back(lens[r][std::size_t(c)].id);
            t.probabilities(Eigen::Index(r), c) = lens[r][std::size_t(c)].probability;
        }
        t.guesses.push_back(token_labels(tokenizer, ids));
        t.ids.push_back(ids);
    }
    return t;
}

FigureSpec lens_figure_of(const attn::GptRunner& runner, const attn::OpenedModel& m,
                          const attn::GptPass& pass, const QStringList& tokens, int position,
                          int top_k) {
    return lens_figure(lens_table(attn::logit_lens(runner, pass, position, top_k),
                                  m.tokenizer.get(), tokens, position),
                       model_probe_where(m));
}

FigureSpec lens_figure(LensTable table, const QString& where) {
    FigureSpec spec;
    spec.kind = FigureKind::Lens;
    //: %1: the model (file — kind); %2: the token; %3: its position; %4: how many guesses per row
    spec.caption =
        QCoreApplication::translate(
            "Figures",
            "%1 — the layers' guesses after “%2” (token %3): each layer's residual stream read "
            "through the final LayerNorm and the output head; the top %4 next tokens and their "
            "probabilities. The last row is the model's own prediction. ␣ marks a leading space.")
            .arg(where, table.token)
            .arg(table.position)
            .arg(table.probabilities.cols());
    spec.lens = std::move(table);
    return spec;
}

FigureSpec next_token_effect_figure(std::span<const float> before, std::span<const float> after,
                                    const attn::OpenedModel& m, const QStringList& tokens,
                                    const QString& what_if, int top_k) {
    LensTable t;
    t.position = int(tokens.size()) - 1;
    t.token = tokens.isEmpty() ? QString() : tokens.back();
    //: The what-if effect table's rows: the model's next-token guesses without, then with it
    t.rows = {QCoreApplication::translate("Figures", "without the what-if"),
              QCoreApplication::translate("Figures", "with the what-if")};
    const std::size_t v = std::min(before.size(), after.size());
    const int k = std::clamp(top_k, 0, int(v));
    t.probabilities = attn::Matrix::Zero(2, k);
    int row = 0;
    for (const std::span<const float> logits : {before, after}) {
        // The engine's table of the likeliest next tokens (Generate's), k of them.
        std::vector<int> ids;
        for (const attn::TokenChance& c : attn::next_token_table(logits.first(v), k)) {
            t.probabilities(row, Eigen::Index(ids.size())) = float(c.p);
            ids.push_back(c.id);
        }
        t.guesses.push_back(token_labels(m.tokenizer.get(), ids));
        t.ids.push_back(std::move(ids));
        ++row;
    }
    FigureSpec spec;
    spec.kind = FigureKind::Lens;
    //: %1: the model (file — kind); %2: the token; %3: its position; %4: how many tokens per row
    spec.caption =
        QCoreApplication::translate(
            "Figures",
            "%1 — the next token after “%2” (token %3), without and with the what-if: the top "
            "%4 tokens and their probabilities. ␣ marks a leading space.")
            .arg(model_probe_where(m), t.token)
            .arg(t.position)
            .arg(k);
    spec.what_if = what_if;
    spec.lens = std::move(t);
    return spec;
}

QString lens_data_text(const LensTable& t, bool latex, int decimals) {
    QList<QStringList> rows;
    QStringList header{QStringLiteral("read after")};
    const int k = int(t.probabilities.cols());
    for (int c = 1; c <= k; ++c)
        header << QStringLiteral("guess %1").arg(c) << QStringLiteral("p %1").arg(c);
    rows << header;
    for (int r = 0; r < int(t.rows.size()); ++r) {
        QStringList line{t.rows[r]};
        for (int c = 0; c < k; ++c)
            line << t.guesses[std::size_t(r)].value(c)
                 << QString::number(double(t.probabilities(r, c)), 'f', decimals);
        rows << line;
    }
    if (!latex) return text_table_to_csv(rows);
    QString align = QStringLiteral("l|");
    for (int c = 0; c < k; ++c) align += QStringLiteral("lr");
    return text_table_to_latex(rows, align);
}

QString rollout_assumption() {
    return QCoreApplication::translate(
        "Figures",
        "Attention rollout (Abnar & Zuidema 2020): each layer's heads averaged, the residual "
        "connection counted as an identity mixed half and half (½·A + ½·I), the layers multiplied; "
        "the MLPs and what the values carry are left out, so it is an estimate of flow, not an "
        "attribution.");
}

FigureSpec rollout_figure(const attn::Matrix& rollout, const QStringList& tokens, int token,
                          bool map, const QString& where) {
    MatrixPanel p;
    const int L = int(rollout.rows());
    const QString into = token >= 0 && token < tokens.size() ? tokens[token] : QString();
    if (map) {
        p.values = rollout;
        for (int l = 1; l <= L; ++l)
            p.row_labels << QCoreApplication::translate("Figures", "after layer %1").arg(l);
        //: The rollout map's row title: its rows are "after layer 1", "after layer 2", …
        p.row_title = QCoreApplication::translate("Figures", "rolled out through");
    } else {
        p.values = rollout.bottomRows(L > 0 ? 1 : 0);
        p.row_labels << into;
        p.row_title = QCoreApplication::translate("Figures", "token");
    }
    p.col_labels = tokens;
    p.col_title = QCoreApplication::translate("Figures", "input token");
    p.panel_title =
        QCoreApplication::translate("Figures", "flow into “%1” (token %2)").arg(into).arg(token);
    p.probabilities = true;
    FigureSpec spec;
    spec.kind = FigureKind::Heatmap;
    spec.panels.push_back(std::move(p));
    //: %1: the model; %2: the token; %3: its position; %4: " through all 12 layers" or " through
    //: layers 1…l, a row per l"; %5: the method
    spec.caption =
        QCoreApplication::translate(
            "Figures",
            "%1 — how much each input token flows into “%2” (token %3)%4; each row sums to 1. %5")
            .arg(where, into)
            .arg(token)
            .arg(map ? QCoreApplication::translate("Figures", " through layers 1…l, a row per l")
                     : QCoreApplication::translate("Figures", " through all %1 layers").arg(L))
            .arg(rollout_assumption());
    return spec;
}

}  // namespace attn::ui
