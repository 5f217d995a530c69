// The GPT-2 checkpoints File ▸ Get a Model… offers by name, with what each
// costs: the download (the hub's file sizes, approximate until the hub is
// asked) and the memory of its fp32 weights, which opening it checks against
// this machine's.
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
    // Its fp32 weights: what opening it needs and checks against the machine's memory
    // (open_model); a pass needs more, growing with the sentence.
    qint64 memory_bytes() const;
};

// gpt2, distilgpt2, gpt2-medium, gpt2-large, gpt2-xl, smallest first after gpt2.
const std::vector<HubCheckpoint>& hub_checkpoints();

// Empty when the checkpoint fits `memory` bytes (0: unknown, then it fits);
// else why not ("needs 7.2 GB of memory; this machine has 4.0 GB").
QString does_not_fit(const HubCheckpoint& c, qint64 memory);

}  // namespace attn::ui
