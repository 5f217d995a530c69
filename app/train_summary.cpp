#include "train_summary.hpp"

#include <QStringList>
#include <cmath>

namespace attn::app {
namespace {

QString num(double v, int decimals = 3) {
    return std::isfinite(v) ? QString::number(v, 'f', decimals) : QStringLiteral("n/a");
}

QString word(const std::string& w) { return QString::fromStdString(w); }

}  // namespace

QString progress_line(const StepReport& r) {
    const double left = r.step > 0 ? r.elapsed_s / r.step * (r.total - r.step) : 0.0;
    QString s = QStringLiteral("step %1/%2  loss %3")
                    .arg(r.step, QString::number(r.total).size())
                    .arg(r.total)
                    .arg(num(r.train_loss));
    if (std::isfinite(r.val_loss)) s += QStringLiteral("  val %1").arg(num(r.val_loss));
    s += QStringLiteral("  %1 tok/s  %2 s left")
             .arg(QString::number(r.tokens_per_s, 'f', 0), QString::number(left, 'f', 1));
    return s;
}

QString strongest_attention_lines(const AttentionSnapshot& s) {
    QString out;
    for (int l = 0; l < s.layers; ++l)
        for (int h = 0; h < s.heads; ++h) {
            const Matrix& w = s.at(l, h);
            QStringList parts;
            for (int i = 0; i < w.rows(); ++i) {
                Eigen::Index j = 0;
                const float v = w.row(i).head(i + 1).maxCoeff(&j);
                parts << QStringLiteral("%1 → %2 %3")
                             .arg(word(s.tokens[std::size_t(i)]), word(s.tokens[std::size_t(j)]),
                                  num(v, 2));
            }
            out += QStringLiteral("L%1 H%2: %3\n")
                       .arg(l + 1)
                       .arg(h + 1)
                       .arg(parts.join(QStringLiteral(", ")));
        }
    return out;
}

QString training_summary(const Trainer& tr, const TrainResult& r) {
    const Corpus& c = tr.corpus();
    const TrainOptions& o = tr.options();
    const ModelConfig& m = o.model;
    QString s;
    s += QStringLiteral("corpus: %1 — %2 tokens (%3 training, %4 validation), vocabulary %5\n")
             .arg(word(c.name))
             .arg(c.token_count())
             .arg(c.train.size())
             .arg(c.validation.size())
             .arg(c.vocabulary.size());
    s += QStringLiteral(
             "model: %1 layers, %2 heads, d_model %3, %4, context %5, %6 positions — %7 "
             "parameters\n")
             .arg(m.layers)
             .arg(m.heads)
             .arg(m.d)
             .arg(m.mlp ? QStringLiteral("d_ff %1").arg(m.d_ff) : QStringLiteral("attention only"))
             .arg(m.context)
             .arg(m.position == PositionEncoding::Rope
                      ? QStringLiteral("rope (base %1)").arg(m.rope_base)
                      : QString::fromLatin1(position_encoding_name(m.position)))
             .arg(parameter_count(m));
    const double tps =
        r.elapsed_s > 0 ? double(r.steps_done) * o.batch * m.context / r.elapsed_s : 0.0;
    s += QStringLiteral("%1 in %2 s (%3 tokens/s), seed %4\n")
             .arg(QString::fromStdString(r.message), QString::number(r.elapsed_s, 'f', 2),
                  QString::number(tps, 'f', 0))
             .arg(o.seed);
    s += QStringLiteral(
             "final loss: train %1, validation %2 nats; unigram entropy %3 nats (a model that "
             "ignores context)\n")
             .arg(num(r.train_loss), num(r.val_loss), num(c.unigram_entropy));
    if (!tr.history().snapshots().empty()) {
        const AttentionSnapshot& last = tr.history().snapshots().back();
        QStringList toks;
        for (const auto& t : last.tokens) toks << word(t);
        s += QStringLiteral("\nstrongest attention of each word in \"%1\" (step %2):\n")
                 .arg(toks.join(QLatin1Char(' ')))
                 .arg(last.step);
        s += strongest_attention_lines(last);
    }
    return s;
}

}  // namespace attn::app
