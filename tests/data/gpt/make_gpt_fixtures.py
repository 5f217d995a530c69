#!/usr/bin/python3
"""Writes the real-model fixtures of tests/engine/checkpoints/test_gpt_parity.cpp:

    /usr/bin/python3 tests/data/gpt/make_gpt_fixtures.py

(Debian's python3-torch; the models are our own PyTorch code in gpt_reference.py,
no `transformers`, no `safetensors` package). Seeded, so reruns give the same bytes.
Every folder holds the model files and expected.json: the config the lab should
read, the input ids, PyTorch's logits at every position (n x V), every layer's and
head's causal attention weights (n x n), and the residual after the last block at
the last position, computed in float64 from exactly the stored weights (F16/BF16
rounded first) and written with 7 significant digits.

  hf-tiny/         Hugging Face GPT-2: 2 layers x 4 heads, d 32, 16 positions, 300
                   tokens, gelu_new, eps 1e-5; F32 model.safetensors with
                   "transformer." names, Conv1D in x out weights, the
                   "transformer.h.N.attn.bias" causal-mask buffers (F32 [1,1,T,T]) and
                   lm_head.weight equal to wte (tied)
  hf-tiny-f16/     the same shapes (120 tokens, another seed) in F16; mask buffers as
                   BOOL plus attn.masked_bias; no lm_head.weight (tied by absence)
  hf-tiny-bf16/    3 layers x 2 heads, d 24, 200 tokens, BF16, names without
                   "transformer.", the exact GELU ("gelu"), layer_norm_epsilon 1e-3,
                   tie_word_embeddings false with its own lm_head.weight
  nanogpt-tiny/    nanoGPT, bias true: 2 layers x 4 heads, d 24, block_size 16, a
                   40-character vocabulary (meta.pkl); nn.Linear out x in weights with
                   "_orig_mod." prefixes, as model.safetensors (+ config.json =
                   model_args; wte and lm_head both present, equal) and as ckpt.pt
                   (torch.save: model with the mask buffers, wte and lm_head one shared
                   storage, model_args, iter_num 100, best_val_loss tensor(1.5),
                   config, AdamW's state_dict after one step — moments kept only for
                   the 1-D parameters, whose gradients alone were kept, to stay small)
  nanogpt-nobias/  nanoGPT, bias false: 2 layers x 4 heads, d 16, 64 tokens, no
                   LayerNorm or Linear biases, names without prefixes, only
                   transformer.wte.weight (lm_head tied by absence), the causal-mask
                   buffers "transformer.h.N.attn.bias" present (a buffer, not a bias)
"""
import collections
import os
import pickle
import sys

import torch

HERE = os.path.dirname(os.path.abspath(__file__))
sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, HERE)
import gpt_reference as ref  # noqa: E402


def sentence(V, seed, n=12):
    """n ids in [0, V): a seeded draw, with 0, V - 1 and one repeated token."""
    g = torch.Generator().manual_seed(seed)
    ids = torch.randint(0, V, (n,), generator=g).tolist()
    ids[2] = 0
    ids[5] = V - 1
    ids[9] = ids[3]
    return ids


def lab_config(layers, heads, d, positions, vocab, eps, activation, bias, tied):
    """The GptConfig the lab must read (test_gpt_parity.cpp compares it)."""
    return collections.OrderedDict(layers=layers, heads=heads, d=d, positions=positions, vocab=vocab, eps=eps,
                                   activation=activation, bias=bias, tied_head=tied)


def write_config(path, obj):
    import json
    with open(path, "w") as f:
        json.dump(obj, f, indent=2)
        f.write("\n")


report = []


def finish(folder, model, ids, config, extra=None, weights=None):
    exp, logits = ref.expected_json(model, ids, config, extra)
    if weights:
        exp["weights"] = weights
    ref.dump_expected(os.path.join(folder, "expected.json"), exp)
    report.append((os.path.basename(folder), ref.fp32_drift(model, ids, logits)))


def hf_variant(name, c, seed, tie, dtype, prefix, lm_head, mask_dtype, masked_bias, torch_dtype):
    folder = os.path.join(HERE, name)
    os.makedirs(folder, exist_ok=True)
    torch.manual_seed(seed)
    model = ref.HfGpt2(c, tie=tie)
    ref.randomize(model, torch.Generator().manual_seed(seed))
    if dtype != torch.float32:
        ref.round_to(model, dtype)
    sd = ref.hf_state_dict(model, prefix=prefix, lm_head=lm_head, mask_dtype=mask_dtype, masked_bias=masked_bias,
                           dtype=dtype)
    ref.write_safetensors(os.path.join(folder, "model.safetensors"), sd, {"format": "pt"})
    cfg = dict(c)
    cfg["torch_dtype"] = torch_dtype
    write_config(os.path.join(folder, "config.json"), ref.hf_config(cfg))
    act = "gelu_tanh" if c["activation_function"] == "gelu_new" else "gelu_exact"
    lab = lab_config(c["n_layer"], c["n_head"], c["n_embd"], c["n_positions"], c["vocab_size"],
                     c["layer_norm_epsilon"], act, True, tie)
    finish(folder, model, sentence(c["vocab_size"], seed + 100), lab, weights="model.safetensors")


def nano_optimizer_step(model, ids):
    """nanoGPT's AdamW (decay group: 2-D parameters, no-decay group: the rest) after
    one step on a next-token loss; only the 1-D parameters keep their gradients, so
    only they get moments (keeps ckpt.pt small)."""
    params = [p for p in model.parameters() if p.requires_grad]
    decay = [p for p in params if p.dim() >= 2]
    nodecay = [p for p in params if p.dim() < 2]
    opt = torch.optim.AdamW([{"params": decay, "weight_decay": 0.1}, {"params": nodecay, "weight_decay": 0.0}],
                            lr=1e-3, betas=(0.9, 0.99))
    x = torch.tensor(ids[:-1])
    y = torch.tensor(ids[1:])
    logits, _, _ = model(x)
    loss = torch.nn.functional.cross_entropy(logits, y)
    loss.backward()
    for p in decay:
        p.grad = None
    opt.step()
    opt.zero_grad(set_to_none=True)
    return opt


def nano_state_dict(model, prefix, with_head, with_masks):
    sd = collections.OrderedDict()
    for k, v in model.state_dict().items():
        if k == "lm_head.weight" and not with_head:
            continue
        if k.endswith(".attn.bias") and not with_masks:
            continue
        sd[prefix + k] = v
    return sd


def nanogpt_tiny():
    folder = os.path.join(HERE, "nanogpt-tiny")
    os.makedirs(folder, exist_ok=True)
    chars = list("\n !',.:;?") + [chr(ord("a") + i) for i in range(26)] + list("ABCDE")
    assert len(chars) == 40
    stoi = {ch: i for i, ch in enumerate(chars)}
    itos = {i: ch for i, ch in enumerate(chars)}
    with open(os.path.join(folder, "meta.pkl"), "wb") as f:
        pickle.dump({"vocab_size": len(chars), "itos": itos, "stoi": stoi}, f)
    args = collections.OrderedDict(n_layer=2, n_head=4, n_embd=24, block_size=16, bias=True, vocab_size=40,
                                   dropout=0.0)
    torch.manual_seed(4)
    model = ref.NanoGpt(args, mask_buffer=True)
    ref.randomize(model, torch.Generator().manual_seed(4))
    text = "to be or not"
    ids = [stoi[ch] for ch in text]
    opt = nano_optimizer_step(model, ids)
    model.eval()

    # model.safetensors + config.json: "_orig_mod." names, wte and lm_head both stored.
    sd = nano_state_dict(model, "_orig_mod.", with_head=True, with_masks=False)
    ref.write_safetensors(os.path.join(folder, "model.safetensors"),
                          {k: v.detach().clone().contiguous() for k, v in sd.items()})
    write_config(os.path.join(folder, "config.json"), args)

    # ckpt.pt: nanoGPT train.py's checkpoint of a compiled model.
    config = collections.OrderedDict(
        out_dir="out-tiny-char", eval_interval=250, log_interval=10, eval_iters=200, eval_only=False,
        always_save_checkpoint=False, init_from="scratch", wandb_log=False, wandb_project="tiny-char",
        wandb_run_name="mini-gpt", dataset="tiny_char", gradient_accumulation_steps=1, batch_size=64,
        block_size=16, n_layer=2, n_head=4, n_embd=24, dropout=0.0, bias=True, learning_rate=1e-3,
        max_iters=5000, weight_decay=0.1, beta1=0.9, beta2=0.99, grad_clip=1.0, decay_lr=True,
        warmup_iters=100, lr_decay_iters=5000, min_lr=1e-4, backend="nccl", device="cpu", dtype="float32",
        compile=True)
    checkpoint = {
        "model": nano_state_dict(model, "_orig_mod.", with_head=True, with_masks=True),
        "optimizer": opt.state_dict(),
        "model_args": dict(args),
        "iter_num": 100,
        "best_val_loss": torch.tensor(1.5),
        "config": config,
    }
    torch.save(checkpoint, os.path.join(folder, "ckpt.pt"))
    lab = lab_config(2, 4, 24, 16, 40, 1e-5, "gelu_exact", True, True)
    finish(folder, model, ids, lab, {"text": text, "iter_num": 100, "best_val_loss": 1.5},
           weights="model.safetensors")


def nanogpt_nobias():
    folder = os.path.join(HERE, "nanogpt-nobias")
    os.makedirs(folder, exist_ok=True)
    args = collections.OrderedDict(n_layer=2, n_head=4, n_embd=16, block_size=16, bias=False, vocab_size=64,
                                   dropout=0.0)
    torch.manual_seed(5)
    model = ref.NanoGpt(args, mask_buffer=True)
    ref.randomize(model, torch.Generator().manual_seed(5))
    model.eval()
    sd = nano_state_dict(model, "", with_head=False, with_masks=True)
    ref.write_safetensors(os.path.join(folder, "model.safetensors"),
                          {k: v.detach().clone().contiguous() for k, v in sd.items()})
    write_config(os.path.join(folder, "config.json"), args)
    lab = lab_config(2, 4, 16, 16, 64, 1e-5, "gelu_exact", False, True)
    finish(folder, model, sentence(64, 105), lab, weights="model.safetensors")


def main():
    base = dict(n_layer=2, n_head=4, n_embd=32, n_positions=16, n_ctx=16, activation_function="gelu_new",
                layer_norm_epsilon=1e-5)
    hf_variant("hf-tiny", dict(base, vocab_size=300), 1, tie=True, dtype=torch.float32, prefix=True, lm_head=True,
               mask_dtype=torch.float32, masked_bias=False, torch_dtype="float32")
    hf_variant("hf-tiny-f16", dict(base, vocab_size=120), 2, tie=True, dtype=torch.float16, prefix=True,
               lm_head=False, mask_dtype=torch.bool, masked_bias=True, torch_dtype="float16")
    hf_variant("hf-tiny-bf16",
               dict(n_layer=3, n_head=2, n_embd=24, n_positions=16, vocab_size=200, activation_function="gelu",
                    layer_norm_epsilon=1e-3, tie_word_embeddings=False),
               3, tie=False, dtype=torch.bfloat16, prefix=False, lm_head=True, mask_dtype=torch.float32,
               masked_bias=False, torch_dtype="bfloat16")
    nanogpt_tiny()
    nanogpt_nobias()
    for name, drift in report:
        print("%-16s PyTorch fp32 vs fp64 max |logit difference| %.2e" % (name, drift))


if __name__ == "__main__":
    main()
