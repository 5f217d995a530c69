// The head-roles scores as JSON rows, one per head, layers and heads from 1:
// {"layer", "head", "previous_token", "induction", "duplicate", "first_token"} —
// what `heads` prints and `train --report heads` prints per snapshot.
#pragma once

#include <QJsonArray>

#include "attnlab/gpt/head_roles.hpp"

namespace attn::app {

QJsonArray head_roles_json(const attn::HeadRoles& roles);

}  // namespace attn::app
