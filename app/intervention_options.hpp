// The command line's what-ifs (issue 38), shared by `trace` and `render`:
// --ablate, --keep-only (with --ablation) and --cut, read in that order into
// interventions (attnlab/attention/intervention.hpp), layers and heads from 1.
#pragma once

#include <QCommandLineParser>
#include <vector>

#include "attnlab/attention/intervention.hpp"

namespace attn::app {

void add_intervention_options(QCommandLineParser& p);
// The interventions given (none without the options); BadInput quoting a bad item, an
// unknown --ablation, or --ablation without --ablate / --keep-only.
std::vector<attn::Intervention> interventions_option(const QCommandLineParser& p);

}  // namespace attn::app
