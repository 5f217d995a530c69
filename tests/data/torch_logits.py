#!/usr/bin/python3
"""Prints TinyGPT's logits (one per line) for token ids, from an exported safetensors file.

    torch_logits.py MODEL.safetensors HEADS ID...

Reads the file with the standard library (no safetensors package needed), builds
shared/bench/peer_torch.py's TinyGPT with the sizes the tensors imply, and loads
the weights with load_state_dict(strict=True).
"""
import importlib.util
import json
import os
import struct
import sys

import torch

HERE = os.path.dirname(os.path.abspath(__file__))
PEER = os.path.join(HERE, "..", "..", "..", "shared", "bench", "peer_torch.py")
if not os.path.exists(PEER):
    PEER = "/work/shared/bench/peer_torch.py"
spec = importlib.util.spec_from_file_location("peer_torch", PEER)
peer = importlib.util.module_from_spec(spec)
spec.loader.exec_module(peer)

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
layers = sum(1 for k in state if k.endswith(".ln1.weight"))
c = dict(vocab=state["tok.weight"].shape[0], d_model=state["tok.weight"].shape[1],
         context=state["pos.weight"].shape[0], heads=heads, layers=layers,
         d_ff=state["blocks.0.ff.0.weight"].shape[0])
model = peer.TinyGPT(c)
model.load_state_dict(state, strict=True)
model.eval()
with torch.no_grad():
    logits = model(torch.tensor([ids]))
for v in logits.reshape(-1).tolist():
    print(repr(v))
