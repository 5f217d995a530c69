#!/usr/bin/python3
"""PyTorch's training step on the repeated-sequences task's model, as a peer row.

    /usr/bin/python3 scripts/peer_induction_train.py [--quick]

Prints one train_step line (PROTOCOL.md of the shared benchmark) for the config
"induction-attn": the model `attention-lab train --task induction --attention-only`
and the Training pane train (vocabulary 21, context 32, width 32, 2 heads,
2 layers, no feed-forward layers, batches of 32), one step of forward,
cross-entropy, backward and AdamW on random ids, median wall time after a
warm-up. `attention-lab bench --only train` prints the lab's row of the same name.
"""
import json
import sys
import time

import torch
import torch.nn as nn
import torch.nn.functional as F

C = dict(vocab=21, context=32, d_model=32, heads=2, layers=2, batch=32)


class Block(nn.Module):
    """Pre-LN attention block without a feed-forward layer (attention only)."""

    def __init__(self, c):
        super().__init__()
        self.ln1 = nn.LayerNorm(c["d_model"])
        self.attn = nn.MultiheadAttention(c["d_model"], c["heads"], bias=True, batch_first=True)
        t = c["context"]
        self.register_buffer("mask", torch.triu(torch.ones(t, t, dtype=torch.bool), 1),
                             persistent=False)

    def forward(self, x):
        a = self.ln1(x)
        t = x.shape[1]
        return x + self.attn(a, a, a, attn_mask=self.mask[:t, :t], need_weights=False)[0]


class AttentionOnlyGPT(nn.Module):
    def __init__(self, c):
        super().__init__()
        self.tok = nn.Embedding(c["vocab"], c["d_model"])
        self.pos = nn.Embedding(c["context"], c["d_model"])
        self.blocks = nn.Sequential(*[Block(c) for _ in range(c["layers"])])
        self.ln = nn.LayerNorm(c["d_model"])
        self.head = nn.Linear(c["d_model"], c["vocab"], bias=False)

    def forward(self, idx):
        x = self.tok(idx) + self.pos(torch.arange(idx.shape[1]))
        return self.head(self.ln(self.blocks(x)))


def median_time(fn, min_time):
    fn()  # warm-up
    samples, start = [], time.perf_counter()
    while len(samples) < 5 or time.perf_counter() - start < min_time:
        t0 = time.perf_counter()
        fn()
        samples.append(time.perf_counter() - t0)
    samples.sort()
    return samples[len(samples) // 2]


def main():
    quick = "--quick" in sys.argv[1:]
    torch.manual_seed(0)
    model = AttentionOnlyGPT(C)
    opt = torch.optim.AdamW(model.parameters(), lr=3e-3)
    idx = torch.randint(0, C["vocab"], (C["batch"], C["context"]))
    tgt = torch.randint(0, C["vocab"], (C["batch"], C["context"]))

    def step():
        logits = model(idx)
        loss = F.cross_entropy(logits.view(-1, C["vocab"]), tgt.view(-1))
        opt.zero_grad(set_to_none=True)
        loss.backward()
        opt.step()

    sec = median_time(step, 0.5 if quick else 2.0)
    tokens = C["batch"] * C["context"]
    print(json.dumps({"bench": "train_step", "config": "induction-attn", "peer": "torch",
                      "params": sum(p.numel() for p in model.parameters()),
                      "tokens_per_step": tokens, "ms_per_step": round(sec * 1e3, 3),
                      "tokens_per_s": round(tokens / sec, 1),
                      "threads": torch.get_num_threads()}), flush=True)


if __name__ == "__main__":
    main()
