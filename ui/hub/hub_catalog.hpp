// The GPT-2 checkpoints File ▸ Get a Model… offers by name, with what each
// costs: the download (the hub's file sizes, approximate until the hub is
// asked) and the memory the lab needs to open it (its fp32 weights and one
// pass over its whole context), against this machine's.
#pragma once

#include <QString>
#include <vector>

#include "attnlab/gpt/gpt_config.hpp"

namespace attn::ui {

struct HubCheckpoint {
    QString name;  // as people say it: "gpt2"
    QString repo;  // the repository id on the hub: "openai-community/gpt2"
    GptConfig config;
    qint64 download_bytes = 0;  // model.safetensors + vocab.json + merges.txt + config.json, about
    qint64 memory_bytes() const;  // weights + a pass over n_positions tokens
};

// gpt2, distilgpt2, gpt2-medium, gpt2-large, gpt2-xl, smallest first after gpt2.
const std::vector<HubCheckpoint>& hub_checkpoints();

// Empty when the checkpoint fits `memory` bytes (0: unknown, then it fits);
// else why not ("needs 7.2 GB of memory; this machine has 4.0 GB").
QString does_not_fit(const HubCheckpoint& c, qint64 memory);

}  // namespace attn::ui
