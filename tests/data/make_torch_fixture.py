#!/usr/bin/python3
"""Writes tests/data/torch-fixture/: a small TinyGPT saved from PyTorch, and what PyTorch computes with it.

    /usr/bin/python3 tests/data/make_torch_fixture.py     (needs python3-torch; run once, commit the output)

  model.safetensors  the state_dict of the reference TinyGPT, tests/reference/tiny_gpt.py (seed 7;
                     vocab 12, context 8, d 8, 2 heads, 2 layers, d_ff 16), saved as
                     a PyTorch user would: TinyGPT's names, F32, NO metadata
  vocab.txt          its 12 words, one per line, id order
  expected.json      {"ids": n ids, "logits": n × V, "weights": L × h × n × n,
                      "torch": version} for one sequence, from PyTorch itself
                     (weights: each block's per-head causal attention)

The engine test ModelExchange.PyTorchFixture* imports the file and compares,
so the exchange is checked on every machine, with or without torch.
"""
import json
import os
import struct
import sys

import torch

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "torch-fixture")
sys.path.insert(0, os.path.join(HERE, "..", "reference"))
import tiny_gpt  # noqa: E402  (the repository's own reference model)

CONFIG = dict(vocab=12, context=8, d_model=8, heads=2, layers=2, d_ff=16)
WORDS = ["<unk>", "the", "bubbe", "made", "matzah", "ball", "soup", "again", "and", "a", "river", "."]
IDS = [1, 2, 3, 4, 5, 6, 7]


def save_safetensors(path, state):
    header, blobs, offset = {}, [], 0
    for name in sorted(state):
        blob = state[name].detach().contiguous().numpy().astype("<f4").tobytes()
        header[name] = {"dtype": "F32", "shape": list(state[name].shape), "data_offsets": [offset, offset + len(blob)]}
        blobs.append(blob)
        offset += len(blob)
    text = json.dumps(header).encode()
    text += b" " * (-len(text) % 8)
    with open(path, "wb") as f:
        f.write(struct.pack("<Q", len(text)) + text + b"".join(blobs))


def main():
    torch.manual_seed(7)
    model = tiny_gpt.TinyGPT(CONFIG).eval()
    # Biases and LayerNorm parameters start at 0 and 1; move them so the test sees each one.
    with torch.no_grad():
        for name, p in model.named_parameters():
            if name.endswith("bias") or ".ln" in name or name.startswith("ln."):
                p.add_(0.1 * torch.randn_like(p))
    os.makedirs(OUT, exist_ok=True)
    save_safetensors(os.path.join(OUT, "model.safetensors"), model.state_dict())
    with open(os.path.join(OUT, "vocab.txt"), "w") as f:
        f.write("\n".join(WORDS) + "\n")

    ids = torch.tensor([IDS])
    with torch.no_grad():
        logits, every = model(ids, weights=True)  # every: L × 1 × h × n × n
    logits = logits[0].tolist()
    weights = every[:, 0].tolist()  # L × h × n × n
    with open(os.path.join(OUT, "expected.json"), "w") as f:
        json.dump({"ids": IDS, "logits": logits, "weights": weights, "torch": torch.__version__}, f)
        f.write("\n")


if __name__ == "__main__":
    main()
