#include "induction_report.hpp"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <cmath>

#include "head_roles_json.hpp"

namespace attn::app {
namespace {

QString compact(const QJsonObject& o) {
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

}  // namespace

InductionReport::InductionReport(const Corpus& task, int context, std::uint64_t seed)
    : watch_(task, context, seed) {}

QString InductionReport::line(int step, float train_loss, const Model& model) {
    const InductionPoint& p = watch_.measure(step, model);
    return compact({{QStringLiteral("step"), step},
                    {QStringLiteral("loss"),
                     std::isfinite(train_loss) ? QJsonValue(double(train_loss)) : QJsonValue()},
                    {QStringLiteral("first_loss"), p.losses.first},
                    {QStringLiteral("repeat_loss"), p.losses.repeat},
                    {QStringLiteral("heads"), head_roles_json(p.roles)}}) +
           QLatin1Char('\n');
}

QString InductionReport::last_line() const {
    const int k = watch_.phase_change_step();
    return compact({{QStringLiteral("phase_change_step"), k < 0 ? QJsonValue() : QJsonValue(k)}}) +
           QLatin1Char('\n');
}

}  // namespace attn::app
