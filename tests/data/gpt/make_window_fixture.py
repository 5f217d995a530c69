#!/usr/bin/python3
"""Writes tests/data/gpt/gpt2-window/, a Hugging Face GPT-2 folder for the window's
tests and for trying the window without downloading GPT-2:

    /usr/bin/python3 tests/data/gpt/make_window_fixture.py

  config.json         GPT2LMHeadModel: 2 layers x 4 heads, d 32, n_positions 64,
                      vocab_size 517 (the tokenizer's), gelu_new, eps 1e-5
  model.safetensors   random weights (gpt_reference.randomize, seeded), F32, Conv1D
                      in x out layout, "transformer." names, no causal-mask buffers
                      and no lm_head.weight (tied to wte by absence, as GPT-2 small)
  vocab.json          copied from bpe-tiny/: a real byte-level BPE (256 bytes, 260
  merges.txt          merges, <|endoftext|> = 516), so "The river bank" reads as
                      "The" "␣river" "␣bank" and "banks" as "␣bank" "s"

Seeded: reruns give the same bytes. Needs torch (Debian's python3-torch).
"""
import json
import os
import shutil
import sys

import torch

HERE = os.path.dirname(os.path.abspath(__file__))
sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, HERE)
import gpt_reference as ref  # noqa: E402

OUT = os.path.join(HERE, "gpt2-window")
TOKENIZER = os.path.join(HERE, "bpe-tiny")
SEED = 27


def main():
    os.makedirs(OUT, exist_ok=True)
    for name in ("vocab.json", "merges.txt"):
        shutil.copyfile(os.path.join(TOKENIZER, name), os.path.join(OUT, name))
    with open(os.path.join(OUT, "vocab.json")) as f:
        vocab = len(json.load(f))
    c = dict(n_layer=2, n_head=4, n_embd=32, n_positions=64, n_ctx=64, vocab_size=vocab,
             activation_function="gelu_new", layer_norm_epsilon=1e-5, torch_dtype="float32")
    torch.manual_seed(SEED)
    model = ref.HfGpt2(c, tie=True)
    ref.randomize(model, torch.Generator().manual_seed(SEED))
    sd = ref.hf_state_dict(model, prefix=True, lm_head=False)
    sd = {k: v for k, v in sd.items() if not k.endswith(".attn.bias")}
    ref.write_safetensors(os.path.join(OUT, "model.safetensors"), sd, {"format": "pt"})
    cfg = ref.hf_config(c)
    with open(os.path.join(OUT, "config.json"), "w") as f:
        json.dump(cfg, f, indent=2)
        f.write("\n")
    total = sum(os.path.getsize(os.path.join(OUT, n)) for n in os.listdir(OUT))
    print("gpt2-window: %d files, %d bytes, vocabulary %d" % (len(os.listdir(OUT)), total, vocab))


if __name__ == "__main__":
    main()
