// The figure of the head-roles test (attnlab/gpt/head_roles.hpp): one layers ×
// heads map per score — previous token, induction, duplicate token, first
// token — each on the weights' 0 … 1 scale, built once for the Model dock's
// Head roles tab, its Export…, and `attention-lab heads --output FIG`.
#pragma once

#include <QString>
#include <QStringList>

#include "attnlab/checkpoints/model_files.hpp"
#include "attnlab/gpt/head_roles.hpp"
#include "viewdata/figure_spec.hpp"

namespace attn::ui {

// The four score names, in the figure's order (translated).
QStringList head_role_names();
// Score k (0 … 3, in head_role_names' order) of one head.
double head_role_score(const attn::HeadRoleScores& s, int k);

// The model, as the figure's caption names it: a real model's file and kind
// ("gpt2 — GPT-2 (Hugging Face)"), or, for null, "The lesson's trained model".
QString head_roles_where(const attn::OpenedModel* real);
// `where`: head_roles_where's.
FigureSpec head_roles_figure(const attn::HeadRoles& roles, const QString& where);

}  // namespace attn::ui
