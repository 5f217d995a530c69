#include "induction_report.hpp"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <cmath>

#include "attnlab/gpt/gpt_of_trained.hpp"
#include "attnlab/gpt/head_roles.hpp"
#include "attnlab/model/trained_model.hpp"
#include "head_roles_json.hpp"

namespace attn::app {
namespace {

constexpr int kEvalSequences = 64;  // fixed sequences the two losses are measured on

QString compact(const QJsonObject& o) {
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

}  // namespace

InductionReport::InductionReport(const Corpus& task, int context, std::uint64_t seed)
    : vocabulary_(task.vocabulary), eval_(task, context, kEvalSequences, seed) {
    const std::vector<int> ids = induction_symbol_ids(task.vocabulary);
    for (int k :
         random_token_sequence(int(ids.size()), std::max(2, context / 2), seed ^ 0x4ead5ULL))
        sequence_.push_back(ids[std::size_t(k)]);
}

QString InductionReport::line(int step, float train_loss, const Model& model) {
    Model copy = model;  // the trainer's activations stay its own
    const InductionLosses l = eval_.losses(copy);
    steps_.push_back(step);
    first_.push_back(l.first);
    repeat_.push_back(l.repeat);
    const HeadRoles roles =
        head_roles(gpt_model_of(TrainedModel::from_model(model, vocabulary_)), sequence_);
    const QJsonArray heads = head_roles_json(roles);
    return compact({{QStringLiteral("step"), step},
                    {QStringLiteral("loss"),
                     std::isfinite(train_loss) ? QJsonValue(double(train_loss)) : QJsonValue()},
                    {QStringLiteral("first_loss"), l.first},
                    {QStringLiteral("repeat_loss"), l.repeat},
                    {QStringLiteral("heads"), heads}}) +
           QLatin1Char('\n');
}

QString InductionReport::last_line() const {
    const int k = phase_change_step(steps_, first_, repeat_);
    return compact({{QStringLiteral("phase_change_step"), k < 0 ? QJsonValue() : QJsonValue(k)}}) +
           QLatin1Char('\n');
}

}  // namespace attn::app
