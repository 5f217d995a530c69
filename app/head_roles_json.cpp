#include "head_roles_json.hpp"

#include <QJsonObject>

namespace attn::app {

QJsonArray head_roles_json(const attn::HeadRoles& r) {
    QJsonArray heads;
    for (int l = 0; l < r.layers; ++l)
        for (int j = 0; j < r.heads; ++j) {
            const attn::HeadRoleScores& s = r.at(l, j);
            heads.append(QJsonObject{{QStringLiteral("layer"), l + 1},
                                     {QStringLiteral("head"), j + 1},
                                     {QStringLiteral("previous_token"), s.previous_token},
                                     {QStringLiteral("induction"), s.induction},
                                     {QStringLiteral("duplicate"), s.duplicate},
                                     {QStringLiteral("first_token"), s.first_token}});
        }
    return heads;
}

}  // namespace attn::app
