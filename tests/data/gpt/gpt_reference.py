"""Small, self-contained PyTorch GPT-2 and nanoGPT models and the file writers
used by make_gpt_fixtures.py and live_torch_check.py (our own code; no
`transformers`, no `safetensors` package).

Shapes: n tokens, d width, h heads, dk = d / h, F = 4d, T positions, V vocabulary.

HfGpt2      Hugging Face GPT-2 layout: Conv1D weights stored in x out (y = x @ W + b),
            fused c_attn (d x 3d: [Q | K | V]), pre-LN blocks with the config's eps,
            final ln_f, head tied to wte unless an untied lm_head is given,
            GELU "gelu_new" (tanh form) or "gelu" (erf form).
NanoGpt     nanoGPT layout: nn.Linear weights out x in, optional biases (bias=False:
            no Linear and no LayerNorm biases), eps 1e-5, exact nn.GELU, lm_head tied
            to wte (the same Parameter).

Both return (logits n x V, attention [L][h] n x n, residual after the last block n x d)
for one sentence; run them in float64 for the reference values.
"""
import collections
import json
import math
import struct

import torch
import torch.nn as nn
import torch.nn.functional as F


# ---------------------------------------------------------------- activations

def gelu_tanh(x):  # GPT-2's "gelu_new"
    return 0.5 * x * (1.0 + torch.tanh(math.sqrt(2.0 / math.pi) * (x + 0.044715 * torch.pow(x, 3.0))))


def gelu_exact(x):  # nn.GELU(), HF "gelu"
    return 0.5 * x * (1.0 + torch.erf(x / math.sqrt(2.0)))


def causal_attention(q, k, v, heads):
    """q, k, v: n x d. Returns (n x d output, h x n x n weights)."""
    n, d = q.shape
    dk = d // heads
    qh = q.view(n, heads, dk).transpose(0, 1)  # h x n x dk
    kh = k.view(n, heads, dk).transpose(0, 1)
    vh = v.view(n, heads, dk).transpose(0, 1)
    scores = qh @ kh.transpose(1, 2) / math.sqrt(dk)  # h x n x n
    mask = torch.tril(torch.ones(n, n, dtype=torch.bool))
    scores = scores.masked_fill(~mask, float("-inf"))
    w = torch.softmax(scores, dim=-1)
    out = (w @ vh).transpose(0, 1).reshape(n, d)
    return out, w


# ---------------------------------------------------------------- Hugging Face GPT-2

class Conv1D(nn.Module):
    """GPT-2's Conv1D: weight in x out, y = x @ W + b."""

    def __init__(self, n_in, n_out):
        super().__init__()
        self.weight = nn.Parameter(torch.empty(n_in, n_out))
        self.bias = nn.Parameter(torch.zeros(n_out))

    def forward(self, x):
        return torch.addmm(self.bias, x, self.weight)


class HfAttention(nn.Module):
    def __init__(self, c):
        super().__init__()
        d, T = c["n_embd"], c["n_positions"]
        self.heads = c["n_head"]
        self.c_attn = Conv1D(d, 3 * d)
        self.c_proj = Conv1D(d, d)
        # The causal-mask buffer older GPT-2 checkpoints carry ("h.N.attn.bias").
        self.register_buffer("bias", torch.tril(torch.ones(T, T)).view(1, 1, T, T))

    def forward(self, x):
        d = x.shape[1]
        q, k, v = self.c_attn(x).split(d, dim=1)
        out, w = causal_attention(q, k, v, self.heads)
        return self.c_proj(out), w


class HfMlp(nn.Module):
    def __init__(self, c):
        super().__init__()
        d = c["n_embd"]
        self.c_fc = Conv1D(d, 4 * d)
        self.c_proj = Conv1D(4 * d, d)
        self.act = gelu_tanh if c["activation_function"] in ("gelu_new", "gelu_pytorch_tanh") else gelu_exact

    def forward(self, x):
        return self.c_proj(self.act(self.c_fc(x)))


class HfBlock(nn.Module):
    def __init__(self, c):
        super().__init__()
        d, eps = c["n_embd"], c["layer_norm_epsilon"]
        self.ln_1 = nn.LayerNorm(d, eps=eps)
        self.attn = HfAttention(c)
        self.ln_2 = nn.LayerNorm(d, eps=eps)
        self.mlp = HfMlp(c)

    def forward(self, x):
        a, w = self.attn(self.ln_1(x))
        x = x + a
        x = x + self.mlp(self.ln_2(x))
        return x, w


class HfTransformer(nn.Module):
    def __init__(self, c):
        super().__init__()
        self.wte = nn.Embedding(c["vocab_size"], c["n_embd"])
        self.wpe = nn.Embedding(c["n_positions"], c["n_embd"])
        self.h = nn.ModuleList([HfBlock(c) for _ in range(c["n_layer"])])
        self.ln_f = nn.LayerNorm(c["n_embd"], eps=c["layer_norm_epsilon"])


class HfGpt2(nn.Module):
    """GPT2LMHeadModel's shapes and names; lm_head tied to wte unless tie is False."""

    def __init__(self, c, tie=True):
        super().__init__()
        self.config = c
        self.transformer = HfTransformer(c)
        self.lm_head = nn.Linear(c["n_embd"], c["vocab_size"], bias=False)
        if tie:
            self.lm_head.weight = self.transformer.wte.weight

    def forward(self, ids):
        t = self.transformer
        n = ids.shape[0]
        x = t.wte(ids) + t.wpe(torch.arange(n))
        att = []
        for b in t.h:
            x, w = b(x)
            att.append(w)
        return self.lm_head(t.ln_f(x)), att, x


# ---------------------------------------------------------------- nanoGPT

class NanoLayerNorm(nn.Module):
    """nanoGPT's LayerNorm: the bias is optional (bias=False has none)."""

    def __init__(self, d, bias):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(d))
        self.bias = nn.Parameter(torch.zeros(d)) if bias else None

    def forward(self, x):
        return F.layer_norm(x, self.weight.shape, self.weight, self.bias, 1e-5)


class NanoAttention(nn.Module):
    def __init__(self, c, mask_buffer):
        super().__init__()
        d = c["n_embd"]
        self.heads = c["n_head"]
        self.c_attn = nn.Linear(d, 3 * d, bias=c["bias"])
        self.c_proj = nn.Linear(d, d, bias=c["bias"])
        if mask_buffer:  # nanoGPT keeps it when flash attention is unavailable
            T = c["block_size"]
            self.register_buffer("bias", torch.tril(torch.ones(T, T)).view(1, 1, T, T))

    def forward(self, x):
        d = x.shape[1]
        q, k, v = self.c_attn(x).split(d, dim=1)
        out, w = causal_attention(q, k, v, self.heads)
        return self.c_proj(out), w


class NanoMlp(nn.Module):
    def __init__(self, c):
        super().__init__()
        d = c["n_embd"]
        self.c_fc = nn.Linear(d, 4 * d, bias=c["bias"])
        self.gelu = nn.GELU()
        self.c_proj = nn.Linear(4 * d, d, bias=c["bias"])

    def forward(self, x):
        return self.c_proj(self.gelu(self.c_fc(x)))


class NanoBlock(nn.Module):
    def __init__(self, c, mask_buffer):
        super().__init__()
        self.ln_1 = NanoLayerNorm(c["n_embd"], c["bias"])
        self.attn = NanoAttention(c, mask_buffer)
        self.ln_2 = NanoLayerNorm(c["n_embd"], c["bias"])
        self.mlp = NanoMlp(c)

    def forward(self, x):
        a, w = self.attn(self.ln_1(x))
        x = x + a
        x = x + self.mlp(self.ln_2(x))
        return x, w


class NanoGpt(nn.Module):
    """nanoGPT's GPT with its module names; c is nanoGPT's model_args."""

    def __init__(self, c, mask_buffer=False):
        super().__init__()
        self.config = c
        d = c["n_embd"]
        self.transformer = nn.ModuleDict(dict(
            wte=nn.Embedding(c["vocab_size"], d),
            wpe=nn.Embedding(c["block_size"], d),
            drop=nn.Dropout(c.get("dropout", 0.0)),
            h=nn.ModuleList([NanoBlock(c, mask_buffer) for _ in range(c["n_layer"])]),
            ln_f=NanoLayerNorm(d, c["bias"]),
        ))
        self.lm_head = nn.Linear(d, c["vocab_size"], bias=False)
        self.transformer.wte.weight = self.lm_head.weight  # nanoGPT's weight tying

    def forward(self, ids):
        t = self.transformer
        n = ids.shape[0]
        x = t.drop(t.wte(ids) + t.wpe(torch.arange(n)))
        att = []
        for b in t.h:
            x, w = b(x)
            att.append(w)
        return self.lm_head(t.ln_f(x)), att, x


# ---------------------------------------------------------------- weights

def randomize(model, gen, attn_std=0.3, mlp_std=0.2, emb_std=0.5):
    """Seeded weights that make softmax interesting: attention projections
    N(0, attn_std^2) (heads far from uniform), MLP N(0, mlp_std^2), embeddings
    N(0, emb_std^2), biases N(0, 0.1^2), LayerNorm weights 1 + N(0, 0.1^2).
    Buffers (causal masks) are left alone. Parameters shared by two names are
    set once."""
    seen = set()
    with torch.no_grad():
        for name, p in model.named_parameters():
            if id(p) in seen:
                continue
            seen.add(id(p))
            def normal(std):
                return torch.randn(p.shape, generator=gen, dtype=torch.float64) * std
            if ".ln_" in name or name.startswith("transformer.ln_f") or "ln_f." in name:
                v = (1.0 + normal(0.1)) if name.endswith("weight") else normal(0.1)
            elif name.endswith("bias"):
                v = normal(0.1)
            elif ".attn." in name:
                v = normal(attn_std)
            elif ".mlp." in name:
                v = normal(mlp_std)
            else:  # wte, wpe, an untied lm_head
                v = normal(emb_std)
            p.copy_(v.to(p.dtype))


def round_to(model, dtype):
    """Rounds every parameter and buffer to dtype (torch.float16 / bfloat16) and back,
    so the reference runs on exactly the stored values."""
    with torch.no_grad():
        for p in list(model.parameters()) + list(model.buffers()):
            p.copy_(p.to(dtype).to(p.dtype))


# ---------------------------------------------------------------- safetensors

_DTYPES = {torch.float32: "F32", torch.float16: "F16", torch.bfloat16: "BF16", torch.bool: "BOOL",
           torch.uint8: "U8", torch.float64: "F64"}


def tensor_bytes(t):
    t = t.detach().contiguous().cpu()
    if t.dtype == torch.bfloat16:
        return t.view(torch.int16).numpy().astype("<i2").tobytes()
    if t.dtype == torch.bool:
        return t.to(torch.uint8).numpy().tobytes()
    return t.numpy().astype(t.numpy().dtype.newbyteorder("<")).tobytes()


def write_safetensors(path, tensors, metadata=None):
    """tensors: {name: torch tensor (dtype as stored)}. 8-byte little-endian header
    length, the JSON header (names sorted, data_offsets contiguous in that order,
    padded with spaces to a multiple of 8), then the raw little-endian data."""
    header = {}
    blobs = []
    offset = 0
    for name in sorted(tensors):
        t = tensors[name]
        b = tensor_bytes(t)
        header[name] = {"dtype": _DTYPES[t.dtype], "shape": list(t.shape), "data_offsets": [offset, offset + len(b)]}
        blobs.append(b)
        offset += len(b)
    if metadata:
        header["__metadata__"] = metadata
    h = json.dumps(header, separators=(",", ":"), sort_keys=True).encode()
    h += b" " * ((8 - len(h) % 8) % 8)
    with open(path, "wb") as f:
        f.write(struct.pack("<Q", len(h)))
        f.write(h)
        for b in blobs:
            f.write(b)


# ---------------------------------------------------------------- reference values

def sig7(x):
    return float("%.7g" % x)


def reference(model, ids):
    """Runs a float64 copy of `model` on ids; returns (logits n x V, attention
    [L][h][n][n], residual n x d), all float64 tensors."""
    import copy
    m = copy.deepcopy(model).double().eval()
    with torch.no_grad():
        logits, att, x = m(torch.tensor(ids, dtype=torch.long))
    return logits, att, x


def fp32_drift(model, ids, logits64):
    """Largest |fp32 - fp64| logit difference of PyTorch itself (for the report)."""
    with torch.no_grad():
        l32, _, _ = model.float().eval()(torch.tensor(ids, dtype=torch.long))
    return float((l32.double() - logits64).abs().max())


def expected_json(model, ids, config, extra=None):
    """The values a test compares with: every position's logits, every layer's and
    head's n x n attention (zeros above the diagonal), the residual after the last
    block at the last position; 7 significant digits."""
    logits, att, x = reference(model, ids)
    out = collections.OrderedDict()
    out["config"] = config
    if extra:
        out.update(extra)
    out["ids"] = list(ids)
    out["logit_positions"] = list(range(len(ids)))
    out["logits"] = [[sig7(v) for v in row] for row in logits.tolist()]
    out["attention"] = [[[[sig7(v) for v in row] for row in head] for head in layer.tolist()] for layer in att]
    out["residual_last"] = [sig7(v) for v in x[-1].tolist()]
    return out, logits


def dump_expected(path, obj):
    """One top-level key per line, one logits row / attention row per line."""
    lines = ["{"]
    keys = list(obj)
    for i, k in enumerate(keys):
        v = obj[k]
        comma = "," if i + 1 < len(keys) else ""
        if k == "logits":
            rows = ",\n  ".join(json.dumps(r, separators=(",", ":")) for r in v)
            lines.append('"%s":[\n  %s]%s' % (k, rows, comma))
        elif k == "attention":
            layers = []
            for layer in v:
                heads = []
                for head in layer:
                    heads.append("[" + ",\n   ".join(json.dumps(r, separators=(",", ":")) for r in head) + "]")
                layers.append("[" + ",\n  ".join(heads) + "]")
            lines.append('"%s":[\n %s]%s' % (k, ",\n ".join(layers), comma))
        else:
            lines.append('"%s":%s%s' % (k, json.dumps(v, separators=(",", ":")), comma))
    lines.append("}")
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n")


# ---------------------------------------------------------------- state dicts

def hf_state_dict(model, prefix=True, lm_head=True, mask_dtype=torch.float32, masked_bias=False, dtype=None):
    """GPT2LMHeadModel's state dict names: "transformer.h.0.attn.c_attn.weight"
    (in x out), "transformer.h.N.attn.bias" mask buffers, lm_head.weight (a copy of
    wte when tied). prefix=False drops "transformer." (GPT2Model's names)."""
    sd = collections.OrderedDict()
    for k, v in model.state_dict().items():
        if k == "lm_head.weight" and not lm_head:
            continue
        t = v.detach().clone()
        if k.endswith(".attn.bias"):
            t = t.to(mask_dtype)
        elif dtype is not None:
            t = t.to(dtype)
        name = k if prefix or not k.startswith("transformer.") else k[len("transformer."):]
        sd[name] = t
        if masked_bias and k.endswith(".attn.bias"):
            sd[name[:-len("bias")] + "masked_bias"] = torch.tensor(-1e4, dtype=torch.float32)
    return sd


def hf_config(c):
    """A config.json as Hugging Face writes one for GPT-2 (the keys the lab reads and
    a few it ignores)."""
    out = collections.OrderedDict()
    out["architectures"] = ["GPT2LMHeadModel"]
    out["model_type"] = "gpt2"
    for k in ("n_layer", "n_head", "n_embd", "n_positions", "n_ctx", "vocab_size", "activation_function",
              "layer_norm_epsilon", "tie_word_embeddings"):
        if k in c:
            out[k] = c[k]
    out["n_inner"] = None
    out["resid_pdrop"] = 0.1
    out["embd_pdrop"] = 0.1
    out["attn_pdrop"] = 0.1
    out["bos_token_id"] = c["vocab_size"] - 1
    out["eos_token_id"] = c["vocab_size"] - 1
    out["scale_attn_weights"] = True
    out["torch_dtype"] = c.get("torch_dtype", "float32")
    return out
