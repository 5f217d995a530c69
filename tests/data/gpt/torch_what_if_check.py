#!/usr/bin/python3
"""PyTorch's logits under what-ifs, for test_gpt_torch_what_if.cpp: the committed
nanoGPT fixture (nanogpt-tiny/ckpt.pt, read with torch.load) run in double
precision from its state dict, as the issue defines each intervention:

  ablate L.H           the head's slice of the attention output set to 0 before c_proj
  mean L.H             that slice replaced by its mean over the positions
  keep-only L.H        every other head of layer L set to 0
  cut L.H:Q>K          score (Q, K) set to -inf before the softmax (L or H may be *)

    /usr/bin/python3 tests/data/gpt/torch_what_if_check.py OUT.json

OUT.json: {"torch": version, "ids": [...], "cases": [{"items": [what-if items,
layers and heads from 1], "logits": n x V}]}. Exit status 77 when torch cannot be
imported (the test skips).
"""
import json
import math
import os
import sys

try:
    import torch
    # The fixtures' folder "torch" beside this script imports as an empty
    # namespace package when PyTorch is not installed.
    if not hasattr(torch, "load"):
        raise ImportError("PyTorch is not installed")
except Exception as e:  # noqa: BLE001 — any import failure means "no torch here"
    print("torch is not available: %s" % e)
    sys.exit(77)

HERE = os.path.dirname(os.path.abspath(__file__))
sys.dont_write_bytecode = True

CASES = [
    [],
    ["ablate 2.3"],
    ["mean 1.2"],
    ["keep-only 2.1"],
    ["cut 1.4:5>2", "cut 2.*:9>0"],
    ["ablate 1.1", "mean 2.4", "cut 1.2:11>11"],
]


def parse(item):
    verb, rest = item.split(" ", 1)
    where, _, cut = rest.partition(":")
    layer, head = where.split(".")
    idx = lambda s: None if s == "*" else int(s) - 1  # noqa: E731
    out = {"verb": verb, "layer": idx(layer), "head": idx(head)}
    if verb == "cut":
        q, k = cut.split(">")
        out["q"], out["k"] = int(q), int(k)
    return out


def names(v, x):
    return v is None or v == x


def fate(items, layer, head):
    """The last item naming (layer, head) decides: 'keep', 'zero' or 'mean'."""
    f = "keep"
    for it in items:
        if it["verb"] in ("ablate", "mean") and names(it["layer"], layer) and names(it["head"], head):
            f = "zero" if it["verb"] == "ablate" else "mean"
        elif it["verb"] == "keep-only" and names(it["layer"], layer):
            f = "keep" if names(it["head"], head) else "zero"
    return f


def layer_norm(x, w, b, eps=1e-5):
    mu = x.mean(-1, keepdim=True)
    var = ((x - mu) ** 2).mean(-1, keepdim=True)
    y = (x - mu) / torch.sqrt(var + eps) * w
    return y if b is None else y + b


def forward(sd, args, ids, items):
    d, H, L = args["n_embd"], args["n_head"], args["n_layer"]
    dk, n = d // H, len(ids)
    g = lambda k: sd[k].double() if k in sd else None  # noqa: E731
    lin = lambda x, p: x @ g(p + ".weight").T + (g(p + ".bias") if g(p + ".bias") is not None else 0)  # noqa: E731
    x = g("transformer.wte.weight")[ids] + g("transformer.wpe.weight")[:n]
    for l in range(L):
        p = "transformer.h.%d." % l
        h = layer_norm(x, g(p + "ln_1.weight"), g(p + "ln_1.bias"))
        q, k, v = lin(h, p + "attn.c_attn").split(d, dim=1)
        joined = torch.zeros(n, d, dtype=torch.float64)
        for j in range(H):
            cols = slice(j * dk, (j + 1) * dk)
            s = q[:, cols] @ k[:, cols].T / math.sqrt(dk)
            allowed = torch.tril(torch.ones(n, n, dtype=torch.bool))
            for it in items:
                if it["verb"] == "cut" and names(it["layer"], l) and names(it["head"], j):
                    allowed[it["q"], it["k"]] = False
            w = torch.softmax(s.masked_fill(~allowed, float("-inf")), dim=-1)
            z = w @ v[:, cols]
            f = fate(items, l, j)
            if f == "zero":
                z = torch.zeros_like(z)
            elif f == "mean":
                z = z.mean(0, keepdim=True).expand_as(z)
            joined[:, cols] = z
        x = x + lin(joined, p + "attn.c_proj")
        h = layer_norm(x, g(p + "ln_2.weight"), g(p + "ln_2.bias"))
        m = lin(h, p + "mlp.c_fc")
        m = 0.5 * m * (1.0 + torch.erf(m / math.sqrt(2.0)))  # nanoGPT's nn.GELU()
        x = x + lin(m, p + "mlp.c_proj")
    x = layer_norm(x, g("transformer.ln_f.weight"), g("transformer.ln_f.bias"))
    head = g("lm_head.weight") if "lm_head.weight" in sd else g("transformer.wte.weight")
    return x @ head.T


def main():
    if len(sys.argv) != 2:
        print(__doc__)
        sys.exit(2)
    ck = torch.load(os.path.join(HERE, "nanogpt-tiny", "ckpt.pt"), map_location="cpu")
    prefix = "_orig_mod."
    sd = {(k[len(prefix):] if k.startswith(prefix) else k): v for k, v in ck["model"].items()}
    with open(os.path.join(HERE, "nanogpt-tiny", "expected.json")) as f:
        ids = json.load(f)["ids"]
    cases = []
    for items in CASES:
        logits = forward(sd, ck["model_args"], ids, [parse(i) for i in items])
        cases.append({"items": items, "logits": [[float(v) for v in row] for row in logits.tolist()]})
    with open(sys.argv[1], "w") as f:
        json.dump({"torch": torch.__version__, "ids": ids, "cases": cases}, f)
    print("torch %s; %d cases" % (torch.__version__, len(cases)))


if __name__ == "__main__":
    main()
