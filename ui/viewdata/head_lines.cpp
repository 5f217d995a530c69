#include "viewdata/head_lines.hpp"

#include <QCoreApplication>
#include <algorithm>
#include <stdexcept>

#include "style/number_format.hpp"

namespace attn::ui {
namespace {

[[noreturn]] void fail(const QString& message) {
    throw std::invalid_argument(message.toStdString());
}

QString plural(int k, const char* one, const char* many) {
    return QStringLiteral("%1 %2").arg(k).arg(QLatin1String(k == 1 ? one : many));
}

// The strongest ≤ per_token lines of row i of head k at or above the
// threshold, appended to `out` strongest first (ties: the earlier token);
// returns how many qualified but were left out.
int row_lines(const attn::Trace& t, int k, int i, const HeadLinesRequest& r,
              std::vector<HeadLine>& out) {
    const attn::Matrix& w = t.weights[size_t(k)];
    const size_t first = out.size();
    const int last = t.causal ? i : t.n() - 1;  // a causal row's weights beyond i are 0: not read
    for (int j = 0; j <= last; ++j) {
        const double v = w(i, j);
        if (v >= r.threshold && v > 0 && !t.hidden(i, j)) out.push_back({i, j, k, v});
    }
    const auto stronger = [](const HeadLine& a, const HeadLine& b) {
        return a.weight != b.weight ? a.weight > b.weight : a.to < b.to;
    };
    const size_t found = out.size() - first,
                 keep = std::min(found, size_t(std::max(0, r.per_token)));
    std::partial_sort(out.begin() + std::ptrdiff_t(first),
                      out.begin() + std::ptrdiff_t(first + keep), out.end(), stronger);
    out.resize(first + keep);
    return int(found - keep);
}

}  // namespace

int lines_per_head(int heads) { return std::clamp(kLinesPerToken / std::max(1, heads), 1, 8); }

QString head_lines_title(const std::vector<int>& heads, int heads_total) {
    //: The head view's title when no head is chosen
    if (heads.empty()) return QCoreApplication::translate("Figures", "no head");
    if (heads_total > 1 && int(heads.size()) == heads_total)
        return QCoreApplication::translate("Figures", "all %1 heads").arg(heads_total);
    QStringList names;
    for (int k : heads) names << QString::number(k + 1);
    if (heads.size() == 1)
        return QCoreApplication::translate("Figures", "head %1").arg(names.front());
    //: %1: a list of head numbers, "1, 3"
    return QCoreApplication::translate("Figures", "heads %1").arg(names.join(QStringLiteral(", ")));
}

std::vector<int> parse_head_list(const QString& text, int heads_total) {
    std::vector<int> out;
    const auto bad = [&](const QString& part) {
        if (heads_total <= 0)
            fail(QStringLiteral("heads '%1': '%2' is not a head number (give heads as 1,3 or 1-4)")
                     .arg(text, part));
        fail(
            QStringLiteral("heads '%1': '%2' is not a head from 1 to %3 (give heads as 1,3 or 1-4)")
                .arg(text, part)
                .arg(heads_total));
    };
    for (const QString& raw : text.split(QLatin1Char(','))) {
        const QString part = raw.trimmed();
        const QStringList ends = part.split(QLatin1Char('-'));
        bool ok_a = false, ok_b = false;
        const int a = ends.value(0).trimmed().toInt(&ok_a);
        const int b = ends.size() == 2 ? ends[1].trimmed().toInt(&ok_b) : a;
        if (!ok_a || (ends.size() == 2 && !ok_b) || ends.size() > 2 || a < 1 ||
            (heads_total > 0 && b > heads_total) || a > b || b - a > 100000)
            bad(part);
        for (int k = a; k <= b; ++k) out.push_back(k - 1);
    }
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

HeadLinesData head_lines_data(const attn::Trace& t, const HeadLinesRequest& r) {
    const int n = t.n() > 0 ? t.n() : int(t.tokens.size());
    if (t.weights.empty() || int(t.weights.size()) < t.heads)
        fail(QStringLiteral(
            "the head view needs the attention weights, and this attention has none"));
    for (const attn::Matrix& w : t.weights)
        if (w.rows() != n || w.cols() != n)
            fail(QStringLiteral("the head view needs n × n weights for the %1 tokens").arg(n));
    HeadLinesData d;
    for (const auto& s : t.tokens) d.tokens << QString::fromStdString(s);
    d.heads_total = t.heads;
    d.heads = r.heads;
    if (d.heads.empty())
        for (int k = 0; k < t.heads; ++k) d.heads.push_back(k);
    std::sort(d.heads.begin(), d.heads.end());
    d.heads.erase(std::unique(d.heads.begin(), d.heads.end()), d.heads.end());
    for (int k : d.heads)
        if (k < 0 || k >= t.heads)
            fail(QStringLiteral(
                     "head %1 does not exist: the attention shown has %2 (heads count from 1)")
                     .arg(k + 1)
                     .arg(plural(t.heads, "head", "heads")));
    if (r.focus < -1 || r.focus >= n)
        fail(QStringLiteral("token %1 does not exist: the sentence has %2 (positions count from 0)")
                 .arg(r.focus)
                 .arg(plural(n, "token", "tokens")));
    d.focus = r.focus;
    d.highlight = r.highlight;
    d.causal = t.causal;
    d.concealed = r.concealed;
    d.threshold = r.threshold;
    HeadLinesRequest req = r;
    if (req.per_token <= 0) req.per_token = lines_per_head(int(d.heads.size()));
    d.per_token = req.per_token;
    d.title = head_lines_title(d.heads, t.heads);
    if (r.concealed) {
        conceal_head_lines(d);
        return d;
    }
    const int from = r.focus < 0 ? 0 : r.focus, to = r.focus < 0 ? n - 1 : r.focus;
    for (int i = from; i <= to; ++i)
        for (int k : d.heads) d.left_out += row_lines(t, k, i, req, d.lines);
    QStringList notes;
    if (t.causal)
        notes << QCoreApplication::translate(
            "Figures", "Causal: each token attends only to itself and the tokens before it.");
    if (d.left_out > 0)
        notes << QCoreApplication::translate("Figures",
                                             "Weights below %1 are not drawn; each token shows its "
                                             "%2 strongest lines per head "
                                             "(%3 more left out).")
                     .arg(number_text(r.threshold, 2))
                     .arg(req.per_token)
                     .arg(d.left_out);
    else
        notes << QCoreApplication::translate("Figures", "Weights below %1 are not drawn.")
                     .arg(number_text(r.threshold, 2));
    d.note = notes.join(QLatin1Char(' '));
    return d;
}

void conceal_head_lines(HeadLinesData& d) {
    d.lines.clear();
    d.left_out = 0;
    d.concealed = true;
    d.note = QCoreApplication::translate(
        "Figures",
        "The lines are kept back with the numbers this step keeps back (they would show them).");
}

HeadLinesData with_focus(const HeadLinesData& all, int focus) {
    HeadLinesData d = all;
    d.focus = focus;
    if (focus < 0) return d;
    d.lines.clear();
    for (const HeadLine& l : all.lines)
        if (l.from == focus) d.lines.push_back(l);
    return d;
}

bool HeadLinesData::marked(int i) const {
    if (highlight.isEmpty() || i < 0 || i >= n()) return false;
    const QString& t = tokens[i];
    return t == highlight || (t.startsWith(QChar(0x2423)) && t.mid(1) == highlight);
}

QStringList HeadLinesData::focus_text(int decimals) const {
    QStringList out;
    if (focus < 0 || focus >= n() || concealed) return out;
    for (int k : heads) {
        QStringList parts;
        for (const HeadLine& l : lines)
            if (l.from == focus && l.head == k)
                parts << QStringLiteral("%1 %2").arg(tokens[l.to], number_text(l.weight, decimals));
        const QString what = parts.isEmpty()
                                 ? QCoreApplication::translate("Figures", "no weight of %1 or more")
                                       .arg(number_text(threshold, 2))
                                 : parts.join(QStringLiteral(" · "));
        out << (heads_total > 1
                    ? QCoreApplication::translate("Figures", "head %1: %2").arg(k + 1).arg(what)
                    : what);
    }
    return out;
}

}  // namespace attn::ui
