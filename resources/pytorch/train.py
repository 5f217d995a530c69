#!/usr/bin/env python3
"""Continue training an Attention Lab model in PyTorch.

Written by `attention-lab train --export-pytorch DIR` (or the Training dock's
"Export for PyTorch…"), next to the files it reads:

    model.safetensors      the lab's weights under TinyGPT's state_dict names
    optimizer.safetensors  AdamW's moments (exp_avg.NAME, exp_avg_sq.NAME) and step
    corpus.json            training and validation token ids, the validation windows
    vocab.json             the words, in id order
    settings.json          model size, AdamW settings, schedule, batch, seed, last losses

Run:
    python3 train.py --steps 500                     # CPU, or the GPU when there is one
    torchrun --nproc_per_node 2 train.py --steps 500 # data-parallel, several processes
    torchrun --nnodes 2 --node_rank R --master_addr HOST --nproc_per_node 1 train.py ...

(On Debian 12, whose torch 1.13 cannot parse torchrun's default output
settings under Python 3.11, add "--redirects 1 --tee 1" after "torchrun".)

Before the first update it prints the validation loss on the lab's own
validation windows, which equals the lab's last validation loss. At the end it
writes OUT (default continued.safetensors), which `attention-lab import` reads
back into a lesson. Needs only PyTorch (and numpy, which PyTorch uses).
"""
import argparse
import json
import math
import os
import struct
import sys

import torch
import torch.distributed as dist
import torch.nn as nn
import torch.nn.functional as F

HERE = os.path.dirname(os.path.abspath(__file__))


# ---- files ----------------------------------------------------------------

def read_json(name):
    with open(os.path.join(HERE, name), encoding="utf-8") as f:
        return json.load(f)


def read_safetensors(path):
    """Returns ({name: float32 tensor}, metadata). F32 only, as the lab writes."""
    with open(path, "rb") as f:
        raw = f.read()
    (n,) = struct.unpack("<Q", raw[:8])
    header = json.loads(raw[8:8 + n].decode("utf-8"))
    meta = header.pop("__metadata__", {})
    out = {}
    for name, e in header.items():
        if e["dtype"] != "F32":
            sys.exit(f"{path}: tensor {name!r} has dtype {e['dtype']}, expected F32")
        begin, end = e["data_offsets"]
        data = bytearray(raw[8 + n + begin:8 + n + end])
        out[name] = torch.frombuffer(data, dtype=torch.float32).reshape(e["shape"]).clone()
    return out, meta


def write_safetensors(path, tensors, meta):
    """Writes F32 tensors (in name order) with string metadata, then renames into place."""
    header, blobs, offset = {"__metadata__": meta}, [], 0
    for name in sorted(tensors):
        blob = tensors[name].detach().to("cpu", torch.float32).contiguous().numpy().tobytes()
        header[name] = {"dtype": "F32", "shape": list(tensors[name].shape),
                        "data_offsets": [offset, offset + len(blob)]}
        blobs.append(blob)
        offset += len(blob)
    text = json.dumps(header).encode("utf-8")
    text += b" " * (-len(text) % 8)
    tmp = path + ".part"
    with open(tmp, "wb") as f:
        f.write(struct.pack("<Q", len(text)))
        f.write(text)
        for blob in blobs:
            f.write(blob)
    os.replace(tmp, path)


# ---- the model: TinyGPT, pre-LayerNorm decoder -------------------------------
#
# Positions (settings.json "position_encoding", as the lab trained them):
#   learned     pos.weight, a trained T x d table added to the words (TinyGPT's own)
#   sinusoidal  the fixed table of Vaswani et al. added instead (a buffer, not saved)
#   none        nothing: the model cannot see word order
#   rope        each head's query and key pairs (2i, 2i+1) turned by p * base^(-2i/dk)
#   alibi       -m_h * (i - j) added to head h's scaled scores, m_h = 2^(-8h/H)

def sinusoidal_table(t, d):
    """PE[p, 2i] = sin(p / 10000^(2i/d)), PE[p, 2i+1] = cos(...), t x d."""
    j = torch.arange(d)
    freq = torch.pow(torch.tensor(10000.0), -(2 * (j // 2)).float() / d)
    angle = torch.arange(t).float()[:, None] * freq[None, :]
    return torch.where(j % 2 == 0, angle.sin(), angle.cos())


def rope_angles(t, dk, base, device):
    """cos and sin of p * theta_i (t x dk/2), computed in double as the lab does."""
    theta = base ** (-2.0 * torch.arange(dk // 2, dtype=torch.float64) / dk)
    angle = torch.arange(t, dtype=torch.float64)[:, None] * theta[None, :]
    return angle.cos().float().to(device), angle.sin().float().to(device)


def rope_turn(x, cos, sin):
    """Turns pairs (2i, 2i+1) of the last dimension (x: B x h x t x dk)."""
    x0, x1 = x[..., 0::2], x[..., 1::2]
    return torch.stack((x0 * cos - x1 * sin, x0 * sin + x1 * cos), dim=-1).flatten(-2)


def alibi_bias(t, heads, device):
    """h x t x t: -m_h * (i - j) for keys j <= i, -inf above the diagonal."""
    slopes = torch.tensor([2.0 ** (-8.0 * h / heads) for h in range(1, heads + 1)])
    i = torch.arange(t)
    distance = (i[:, None] - i[None, :]).float()
    bias = -slopes[:, None, None] * distance.clamp(min=0)
    return bias.masked_fill(distance < 0, float("-inf")).to(device)


class Block(nn.Module):
    def __init__(self, d, heads, d_ff, mlp=True, position="learned", rope_base=10000.0):
        super().__init__()
        self.ln1 = nn.LayerNorm(d)
        self.attn = nn.MultiheadAttention(d, heads, bias=True, batch_first=True)
        self.heads, self.position, self.rope_base = heads, position, rope_base
        self.mlp = mlp  # False: attention only, no LN2 and no feed-forward layer
        if mlp:
            self.ln2 = nn.LayerNorm(d)
            self.ff = nn.Sequential(nn.Linear(d, d_ff), nn.GELU(), nn.Linear(d_ff, d))

    def attend(self, a):
        b, t, d = a.shape
        if self.position == "rope":
            # nn.MultiheadAttention projects inside, where nothing can turn q and k,
            # so RoPE runs the same weights by hand.
            h, dk = self.heads, d // self.heads
            q, k, v = F.linear(a, self.attn.in_proj_weight, self.attn.in_proj_bias).split(d, dim=-1)
            q, k, v = (z.reshape(b, t, h, dk).transpose(1, 2) for z in (q, k, v))
            cos, sin = rope_angles(t, dk, self.rope_base, a.device)
            q, k = rope_turn(q, cos, sin), rope_turn(k, cos, sin)
            future = torch.ones(t, t, dtype=torch.bool, device=a.device).triu(1)
            scores = (q @ k.transpose(-1, -2) / math.sqrt(dk)).masked_fill(future, float("-inf"))
            ctx = (scores.softmax(dim=-1) @ v).transpose(1, 2).reshape(b, t, d)
            return self.attn.out_proj(ctx)
        if self.position == "alibi":  # a float mask is added to the scaled scores
            mask = alibi_bias(t, self.heads, a.device).repeat(b, 1, 1)  # (B*h) x t x t
        else:
            # True above the diagonal: a word does not see the words after it. Made
            # per call rather than kept as a buffer, so that data-parallel training
            # has no boolean buffer to broadcast (gloo cannot).
            mask = torch.ones(t, t, dtype=torch.bool, device=a.device).triu(1)
        return self.attn(a, a, a, attn_mask=mask, need_weights=False)[0]

    def forward(self, x):
        x = x + self.attend(self.ln1(x))
        return x + self.ff(self.ln2(x)) if self.mlp else x


class TinyGPT(nn.Module):
    def __init__(self, vocab, context, d, heads, layers, d_ff, mlp=True, position="learned",
                 rope_base=10000.0):
        super().__init__()
        self.position = position
        self.tok = nn.Embedding(vocab, d)
        if position == "learned":
            self.pos = nn.Embedding(context, d)
        if position == "sinusoidal":
            self.register_buffer("table", sinusoidal_table(context, d), persistent=False)
        self.blocks = nn.Sequential(
            *[Block(d, heads, d_ff, mlp, position, rope_base) for _ in range(layers)])
        self.ln = nn.LayerNorm(d)
        self.head = nn.Linear(d, vocab, bias=False)

    def forward(self, ids):
        x = self.tok(ids)
        if self.position == "learned":
            x = x + self.pos(torch.arange(ids.shape[1], device=ids.device))
        if self.position == "sinusoidal":
            x = x + self.table[:ids.shape[1]]
        return self.head(self.ln(self.blocks(x)))


# ---- training ---------------------------------------------------------------

def validation_loss(model, windows, device):
    """Mean cross-entropy over every token of the lab's fixed validation windows."""
    if not windows["inputs"]:
        return float("nan")
    inputs = torch.tensor(windows["inputs"], device=device)
    targets = torch.tensor(windows["targets"], device=device)
    was_training = model.training
    model.eval()
    with torch.no_grad():
        logits = model(inputs)
        loss = F.cross_entropy(logits.reshape(-1, logits.shape[-1]), targets.reshape(-1))
    model.train(was_training)
    return loss.item()


def parse_args(settings):
    adamw = settings["adamw"]
    ap = argparse.ArgumentParser(description="Continue training an Attention Lab model in PyTorch.")
    ap.add_argument("--steps", type=int, default=100, help="optimisation steps to run (default 100)")
    ap.add_argument("--lr", type=float, default=adamw["last_lr"],
                    help="learning rate, constant (default: the lab's last, %(default)g)")
    ap.add_argument("--batch", type=int, default=settings["batch"],
                    help="sequences per step over all processes (default %(default)s)")
    ap.add_argument("--seed", type=int, default=settings["seed"], help="seed for the batch offsets")
    ap.add_argument("--eval-every", type=int, default=50, help="validation loss every K steps")
    ap.add_argument("--device", default=None, help="cpu or cuda (default: cuda when available)")
    ap.add_argument("--out", default=os.path.join(HERE, "continued.safetensors"),
                    help="where to write the trained weights (default DIR/continued.safetensors)")
    return ap.parse_args()


def main():
    settings = read_json("settings.json")
    args = parse_args(settings)
    if args.steps < 0 or args.batch < 1:
        sys.exit("--steps must be >= 0 and --batch >= 1")
    world = int(os.environ.get("WORLD_SIZE", "1"))
    rank = int(os.environ.get("RANK", "0"))
    local_rank = int(os.environ.get("LOCAL_RANK", "0"))
    device = args.device or ("cuda" if torch.cuda.is_available() else "cpu")
    if device == "cuda":
        device = f"cuda:{local_rank}"
        torch.cuda.set_device(local_rank)
    if world > 1:
        dist.init_process_group("nccl" if device.startswith("cuda") else "gloo")
    lead = rank == 0

    cfg = settings["model"]
    corpus = read_json("corpus.json")
    vocab = read_json("vocab.json")
    if len(vocab) != cfg["vocab"]:
        sys.exit(f"vocab.json has {len(vocab)} words; the model expects {cfg['vocab']}")
    weights, meta = read_safetensors(os.path.join(HERE, "model.safetensors"))
    model = TinyGPT(cfg["vocab"], cfg["context"], cfg["d"], cfg["heads"], cfg["layers"], cfg["d_ff"],
                    cfg.get("mlp", True), cfg.get("position_encoding", "learned"),
                    cfg.get("rope_base", 10000.0))
    model.load_state_dict(weights, strict=True)
    model.to(device)

    adamw = settings["adamw"]
    opt = torch.optim.AdamW(model.parameters(), lr=args.lr, betas=(adamw["beta1"], adamw["beta2"]),
                            eps=adamw["eps"], weight_decay=adamw["weight_decay"])
    moments, opt_meta = read_safetensors(os.path.join(HERE, "optimizer.safetensors"))
    taken = int(opt_meta.get("step", "0"))
    if taken > 0:
        for name, p in model.named_parameters():
            opt.state[p] = {"step": torch.tensor(float(taken)),
                            "exp_avg": moments["exp_avg." + name].to(device),
                            "exp_avg_sq": moments["exp_avg_sq." + name].to(device)}

    net = model
    if world > 1:
        net = nn.parallel.DistributedDataParallel(model, device_ids=[local_rank] if device.startswith("cuda") else None)

    windows = corpus["validation_windows"]
    before = validation_loss(model, windows, device)
    if lead:
        print(f"processes {world}, device {device}, model {sum(p.numel() for p in model.parameters())} parameters")
        print(f"validation loss before the first update: {before:.6f} (the lab's last: {settings['lab']['val_loss']})",
              flush=True)

    train = torch.tensor(corpus["train"], dtype=torch.long)
    T = cfg["context"]
    per_rank = max(1, math.ceil(args.batch / world))
    gen = torch.Generator().manual_seed(args.seed * 1000003 + rank)
    span = train.numel() - T
    clip = adamw["clip"]
    steps_done = settings["lab"]["steps"]
    for step in range(1, args.steps + 1):
        starts = torch.randint(0, span, (per_rank,), generator=gen)
        rows = torch.stack([train[s:s + T + 1] for s in starts.tolist()]).to(device)
        logits = net(rows[:, :-1])
        loss = F.cross_entropy(logits.reshape(-1, logits.shape[-1]), rows[:, 1:].reshape(-1))
        opt.zero_grad(set_to_none=True)
        loss.backward()
        if clip > 0:
            torch.nn.utils.clip_grad_norm_(model.parameters(), clip)
        opt.step()
        if lead and (step % args.eval_every == 0 or step == args.steps):
            print(f"step {steps_done + step}  train loss {loss.item():.4f}  "
                  f"validation loss {validation_loss(model, windows, device):.4f}", flush=True)

    if lead:
        out_meta = dict(meta)
        out_meta["steps"] = str(steps_done + args.steps)
        write_safetensors(args.out, {k: v for k, v in model.state_dict().items()}, out_meta)
        print(f"wrote {args.out} (attention-lab import {args.out} --save LESSON reads it back)")
    if world > 1:
        dist.barrier()
        dist.destroy_process_group()


if __name__ == "__main__":
    main()
