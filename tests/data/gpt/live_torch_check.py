#!/usr/bin/python3
"""Live check for test_gpt_parity.cpp's LiveTorch suite: builds two fresh random
models with PyTorch, in shapes the committed fixtures do not have, and writes them
with what PyTorch computes for them:

    /usr/bin/python3 tests/data/gpt/live_torch_check.py OUTDIR [SEED]

  OUTDIR/hf/       Hugging Face GPT-2 folder: 3 layers x 2 heads, d 48, 20 positions,
                   173 tokens, gelu_new (config.json, F32 model.safetensors with the
                   mask buffers and a tied lm_head.weight, expected.json)
  OUTDIR/nanogpt/  nanoGPT ckpt.pt written by this machine's torch.save (2 layers x
                   3 heads, d 36, block_size 24, 50 tokens, bias chosen by the seed,
                   "_orig_mod." names, AdamW state) and expected.json

SEED defaults to a fresh one per run; it is printed and stored in expected.json so a
failure can be replayed. Exit status 77 when torch cannot be imported (the test skips).
"""
import collections
import json
import os
import random
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
sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, HERE)
try:
    import gpt_reference as ref  # noqa: E402 — needs numpy as well as torch
except Exception as e:  # noqa: BLE001 — numpy missing is "no torch stack here" too
    print("the reference needs numpy: %s" % e)
    sys.exit(77)


def main():
    if len(sys.argv) not in (2, 3):
        print(__doc__)
        sys.exit(2)
    out = sys.argv[1]
    seed = int(sys.argv[2]) if len(sys.argv) == 3 else random.SystemRandom().randrange(1, 2**31)
    print("seed %d" % seed)
    rng = random.Random(seed)

    # Hugging Face folder.
    hf = os.path.join(out, "hf")
    os.makedirs(hf, exist_ok=True)
    c = dict(n_layer=3, n_head=2, n_embd=48, n_positions=20, vocab_size=173, activation_function="gelu_new",
             layer_norm_epsilon=1e-5)
    torch.manual_seed(seed)
    model = ref.HfGpt2(c, tie=True)
    ref.randomize(model, torch.Generator().manual_seed(seed))
    ref.write_safetensors(os.path.join(hf, "model.safetensors"), ref.hf_state_dict(model), {"format": "pt"})
    with open(os.path.join(hf, "config.json"), "w") as f:
        json.dump(ref.hf_config(c), f, indent=2)
    ids = [rng.randrange(c["vocab_size"]) for _ in range(rng.randrange(8, 21))]
    config = collections.OrderedDict(layers=3, heads=2, d=48, positions=20, vocab=173, eps=1e-5,
                                     activation="gelu_tanh", bias=True, tied_head=True)
    exp, _ = ref.expected_json(model, ids, config, {"seed": seed})
    ref.dump_expected(os.path.join(hf, "expected.json"), exp)

    # nanoGPT ckpt.pt.
    nano = os.path.join(out, "nanogpt")
    os.makedirs(nano, exist_ok=True)
    args = collections.OrderedDict(n_layer=2, n_head=3, n_embd=36, block_size=24, bias=rng.random() < 0.5,
                                   vocab_size=50, dropout=0.0)
    model = ref.NanoGpt(args, mask_buffer=rng.random() < 0.5)
    ref.randomize(model, torch.Generator().manual_seed(seed + 1))
    opt = torch.optim.AdamW(model.parameters(), lr=1e-3)
    ids = [rng.randrange(args["vocab_size"]) for _ in range(rng.randrange(6, 25))]
    logits, _, _ = model(torch.tensor(ids))
    logits.sum().backward()
    opt.step()
    model.eval()
    sd = collections.OrderedDict(("_orig_mod." + k, v) for k, v in model.state_dict().items())
    torch.save({"model": sd, "optimizer": opt.state_dict(), "model_args": dict(args), "iter_num": 7,
                "best_val_loss": torch.tensor(2.25), "config": {"dataset": "live", "compile": True}},
               os.path.join(nano, "ckpt.pt"))
    config = collections.OrderedDict(layers=2, heads=3, d=36, positions=24, vocab=50, eps=1e-5,
                                     activation="gelu_exact", bias=args["bias"], tied_head=True)
    exp, _ = ref.expected_json(model, ids, config, {"seed": seed})
    ref.dump_expected(os.path.join(nano, "expected.json"), exp)
    print("torch %s; wrote %s" % (torch.__version__, out))


if __name__ == "__main__":
    main()
