"""The lab's trained model (engine/include/attnlab/model/model.hpp) written in PyTorch, as the
reference the tests hold it against. It lives here, in the repository, so a clone alone
holds every test's references.

The model: token and learned position embeddings, pre-LayerNorm blocks (causal
multi-head self-attention with biases, then a GELU (erf) MLP), a final LayerNorm and
an untied head without bias. LayerNorm eps 1e-5.

Its state_dict uses the names a PyTorch user of nn.MultiheadAttention gets, which
are the names the lab reads and writes (engine/src/model/model_config.cpp):

    tok.weight                      V × d
    pos.weight                      T × d
    blocks.N.ln1.weight, .bias      d
    blocks.N.attn.in_proj_weight    3d × d   (rows: W_Q, W_K, W_V)
    blocks.N.attn.in_proj_bias      3d
    blocks.N.attn.out_proj.weight   d × d
    blocks.N.attn.out_proj.bias     d
    blocks.N.ln2.weight, .bias      d
    blocks.N.ff.0.weight, .bias     F × d, F
    blocks.N.ff.2.weight, .bias     d × F, d
    ln.weight, .bias                d
    head.weight                     V × d

The attention is written out (q·kᵀ/√dk, the future masked with −inf, softmax, ·v)
rather than taken from nn.MultiheadAttention, so the reference is an independent
reading of the same formulas; `forward(idx, weights=True)` also returns every
block's per-head attention (L × B × h × n × n).

Sizes (a dict): vocab V, context T, d_model d, heads h (divides d), layers L, d_ff F.
"""
import math

import torch
import torch.nn as nn
import torch.nn.functional as F


class SelfAttention(nn.Module):
    """Causal multi-head self-attention; parameters named as nn.MultiheadAttention's."""

    def __init__(self, d, heads):
        super().__init__()
        if d % heads:
            raise ValueError(f"heads {heads} do not divide d {d}")
        self.heads = heads
        self.in_proj_weight = nn.Parameter(torch.empty(3 * d, d))
        self.in_proj_bias = nn.Parameter(torch.zeros(3 * d))
        self.out_proj = nn.Linear(d, d)
        nn.init.xavier_uniform_(self.in_proj_weight)

    def forward(self, x):
        b, n, d = x.shape
        h, dk = self.heads, d // self.heads
        q, k, v = F.linear(x, self.in_proj_weight, self.in_proj_bias).split(d, dim=-1)
        # B × n × d → B × h × n × dk
        q, k, v = (t.reshape(b, n, h, dk).transpose(1, 2) for t in (q, k, v))
        scores = q @ k.transpose(-1, -2) / math.sqrt(dk)  # B × h × n × n
        future = torch.triu(torch.ones(n, n, dtype=torch.bool), 1)
        weights = scores.masked_fill(future, float("-inf")).softmax(dim=-1)
        heads = (weights @ v).transpose(1, 2).reshape(b, n, d)  # heads joined, B × n × d
        return self.out_proj(heads), weights


class Block(nn.Module):
    def __init__(self, c):
        super().__init__()
        d = c["d_model"]
        self.ln1 = nn.LayerNorm(d)
        self.attn = SelfAttention(d, c["heads"])
        self.mlp = c.get("mlp", True)  # False: attention only, no LN2 and no feed-forward
        if self.mlp:
            self.ln2 = nn.LayerNorm(d)
            self.ff = nn.Sequential(nn.Linear(d, c["d_ff"]), nn.GELU(), nn.Linear(c["d_ff"], d))

    def forward(self, x):
        a, weights = self.attn(self.ln1(x))
        x = x + a
        return (x + self.ff(self.ln2(x)) if self.mlp else x), weights


class TinyGPT(nn.Module):
    def __init__(self, c):
        super().__init__()
        self.tok = nn.Embedding(c["vocab"], c["d_model"])
        self.pos = nn.Embedding(c["context"], c["d_model"])
        self.blocks = nn.ModuleList(Block(c) for _ in range(c["layers"]))
        self.ln = nn.LayerNorm(c["d_model"])
        self.head = nn.Linear(c["d_model"], c["vocab"], bias=False)

    def forward(self, idx, weights=False):
        """idx: B × n token ids (n ≤ T). Returns the logits B × n × V (and the weights)."""
        x = self.tok(idx) + self.pos(torch.arange(idx.shape[1]))
        every = []
        for block in self.blocks:
            x, w = block(x)
            every.append(w)
        logits = self.head(self.ln(x))
        return (logits, torch.stack(every)) if weights else logits


def sizes_of(state, heads):
    """The sizes a state_dict implies (the heads cannot be read from the shapes)."""
    return dict(vocab=state["tok.weight"].shape[0], d_model=state["tok.weight"].shape[1],
                context=state["pos.weight"].shape[0], heads=heads,
                layers=sum(1 for k in state if k.endswith(".ln1.weight")),
                d_ff=state["blocks.0.ff.0.weight"].shape[0] if "blocks.0.ff.0.weight" in state else 1,
                mlp="blocks.0.ff.0.weight" in state)
