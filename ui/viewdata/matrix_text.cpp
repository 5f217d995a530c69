#include "viewdata/matrix_text.hpp"

#include <cmath>

#include "style/figure_style.hpp"

namespace attn::ui {
namespace {

QString csv_field(const QString& s) {
    if (!s.contains(QLatin1Char(',')) && !s.contains(QLatin1Char('"')) &&
        !s.contains(QLatin1Char('\n')))
        return s;
    QString q = s;
    q.replace(QLatin1String("\""), QLatin1String("\"\""));
    return QLatin1Char('"') + q + QLatin1Char('"');
}

QString csv_number(double v, int decimals) {
    if (std::isnan(v)) return {};
    if (std::isinf(v)) return v < 0 ? QStringLiteral("-inf") : QStringLiteral("inf");
    return data_number_text(v, decimals);
}

QString latex_number(double v, int decimals) {
    if (std::isnan(v)) return {};
    if (std::isinf(v)) return v < 0 ? QStringLiteral("$-\\infty$") : QStringLiteral("$\\infty$");
    return data_number_text(v, decimals);
}

}  // namespace

QString latex_escape(const QString& text) {
    QString out;
    for (const QChar c : text) {
        switch (c.unicode()) {
            case '\\':
                out += QStringLiteral("\\textbackslash{}");
                break;
            case '~':
                out += QStringLiteral("\\textasciitilde{}");
                break;
            case '^':
                out += QStringLiteral("\\textasciicircum{}");
                break;
            case '&':
            case '%':
            case '$':
            case '#':
            case '_':
            case '{':
            case '}':
                out += QLatin1Char('\\');
                out += c;
                break;
            default:
                out += c;
        }
    }
    return out;
}

QString matrix_to_csv(const attn::Matrix& m, const QStringList& rows, const QStringList& cols,
                      int decimals, const QString& corner) {
    QString out = csv_field(corner);
    for (int c = 0; c < m.cols(); ++c) out += QLatin1Char(',') + csv_field(cols.value(c));
    out += QLatin1Char('\n');
    for (int r = 0; r < m.rows(); ++r) {
        out += csv_field(rows.value(r));
        for (int c = 0; c < m.cols(); ++c) out += QLatin1Char(',') + csv_number(m(r, c), decimals);
        out += QLatin1Char('\n');
    }
    return out;
}

QString matrix_to_latex(const attn::Matrix& m, const QStringList& rows, const QStringList& cols,
                        int decimals, const QString& corner) {
    QString out =
        QStringLiteral("\\begin{tabular}{l|%1}\n").arg(QString(int(m.cols()), QLatin1Char('r')));
    out += latex_escape(corner);
    for (int c = 0; c < m.cols(); ++c) out += QStringLiteral(" & ") + latex_escape(cols.value(c));
    out += QStringLiteral(" \\\\\n\\hline\n");
    for (int r = 0; r < m.rows(); ++r) {
        out += latex_escape(rows.value(r));
        for (int c = 0; c < m.cols(); ++c)
            out += QStringLiteral(" & ") + latex_number(m(r, c), decimals);
        out += QStringLiteral(" \\\\\n");
    }
    out += QStringLiteral("\\end{tabular}\n");
    return out;
}

QString text_table_to_csv(const QList<QStringList>& rows) {
    QString out;
    for (const QStringList& row : rows) {
        QStringList fields;
        for (const QString& cell : row) fields << csv_field(cell);
        out += fields.join(QLatin1Char(',')) + QLatin1Char('\n');
    }
    return out;
}

QString text_table_to_latex(const QList<QStringList>& rows, const QString& align) {
    const qsizetype cols = rows.isEmpty() ? 0 : rows.front().size();
    QString out = QStringLiteral("\\begin{tabular}{%1}\n")
                      .arg(align.isEmpty() ? QString(cols, QLatin1Char('l')) : align);
    for (qsizetype r = 0; r < rows.size(); ++r) {
        QStringList cells;
        for (const QString& cell : rows[r]) cells << latex_escape(cell);
        out += cells.join(QStringLiteral(" & ")) + QStringLiteral(" \\\\\n");
        if (r == 0) out += QStringLiteral("\\hline\n");
    }
    out += QStringLiteral("\\end{tabular}\n");
    return out;
}

attn::Matrix blend_matrix(const BlendTable& t, QStringList* rows, QStringList* cols,
                          int weight_decimals) {
    // Rows: before, [lookup row,] the n ingredients, after — the figure's order.
    const int n = int(t.ingredients.size()), c = int(t.columns.size());
    const int top = t.lookup.size() == c && c > 0 ? 2 : 1;
    attn::Matrix m(n + top + 1, c + 1);
    m(0, 0) = std::nanf("");
    m.row(0).tail(c) = t.before;
    if (top == 2) {
        m(1, 0) = std::nanf("");
        m.row(1).tail(c) = t.lookup;
    }
    for (int r = 0; r < n; ++r) {
        double w = t.weights.at(size_t(r));
        if (weight_decimals >= 0) w = rounded_as_printed(w, weight_decimals);
        m(r + top, 0) = float(w);
        for (int j = 0; j < c; ++j)
            m(r + top, j + 1) = weight_decimals >= 0
                                    ? float(blend_term(w, t.rows(r, j), weight_decimals))
                                    : t.rows(r, j) * float(w);
    }
    m(n + top, 0) = std::nanf("");
    m.row(n + top).tail(c) = t.after;
    if (rows) {
        *rows =
            QStringList{t.word + QStringLiteral(" before (") + t.before_what + QLatin1Char(')')};
        if (top == 2) *rows << t.word + QStringLiteral(" lookup row");
        *rows += t.ingredients;
        *rows << t.word + QStringLiteral(" after");
    }
    if (cols) *cols = QStringList{QStringLiteral("weight")} + t.columns;
    return m;
}

bool figure_matrix(const FigureSpec& spec, int decimals, attn::Matrix* m, QStringList* rows,
                   QStringList* cols) {
    switch (spec.kind) {
        case FigureKind::Blend:
            *m = blend_matrix(spec.blend, rows, cols, decimals);
            return true;
        case FigureKind::Heatmap:
        case FigureKind::HeadGrid: {
            if (spec.panels.empty()) return false;
            if (spec.kind == FigureKind::Heatmap) {
                *m = spec.panels.front().values;
                *rows = spec.panels.front().row_labels;
                *cols = spec.panels.front().col_labels;
                return true;
            }
            Eigen::Index total = 0;
            for (const auto& p : spec.panels) total += p.values.rows();
            *m = attn::Matrix(total, spec.panels.front().values.cols());
            rows->clear();
            Eigen::Index at = 0;
            for (const auto& p : spec.panels) {
                if (p.values.cols() != m->cols())
                    return false;  // panels of different widths do not stack
                m->middleRows(at, p.values.rows()) = p.values;
                at += p.values.rows();
                for (const auto& r : p.row_labels)
                    *rows << (p.panel_title.isEmpty() ? r
                                                      : p.panel_title + QStringLiteral(" · ") + r);
            }
            *cols = spec.panels.front().col_labels;
            return true;
        }
        default:
            return false;
    }
}

}  // namespace attn::ui
