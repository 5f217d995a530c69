#!/usr/bin/python3
"""Prints TinyGPT's logits (one per line) for token ids, from an exported safetensors file.

    torch_logits.py MODEL.safetensors HEADS ID...

Reads the file with the standard library (no safetensors package needed), builds
the reference TinyGPT (tests/reference/tiny_gpt.py) with the sizes the tensors imply,
and loads the weights with load_state_dict(strict=True).
"""
import json
import os
import struct
import sys

import torch

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "reference"))
import tiny_gpt  # noqa: E402  (the repository's own reference model)

path, heads, ids = sys.argv[1], int(sys.argv[2]), [int(x) for x in sys.argv[3:]]
raw = open(path, "rb").read()
(n,) = struct.unpack("<Q", raw[:8])
header = json.loads(raw[8:8 + n])
header.pop("__metadata__", None)
state = {}
for name, e in header.items():
    b, en = e["data_offsets"]
    t = torch.frombuffer(bytearray(raw[8 + n + b:8 + n + en]), dtype=torch.float32)
    state[name] = t.reshape(e["shape"])
model = tiny_gpt.TinyGPT(tiny_gpt.sizes_of(state, heads))
model.load_state_dict(state, strict=True)
model.eval()
with torch.no_grad():
    logits = model(torch.tensor([ids]))
for v in logits.reshape(-1).tolist():
    print(repr(v))
