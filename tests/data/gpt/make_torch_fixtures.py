#!/usr/bin/python3
"""Writes the torch.save / pickle fixtures of tests/engine/checkpoints/test_torch_checkpoint.cpp
and the seeds of the torch fuzz target:

    /usr/bin/python3 tests/data/gpt/make_torch_fixtures.py

(Debian's python3-torch and python3-numpy). Creates tests/data/gpt/torch/:
  ckpt.pt              a nanoGPT-like checkpoint (torch.save, protocol 2): a state
                       dict with '_orig_mod.' keys, F32/F16/BF16/F64 tensors, a
                       transposed and a permuted view, two tensors sharing one
                       storage at offsets, lm_head tied to wte; model_args,
                       iter_num, best_val_loss as a NumPy float64, config, and
                       AdamW's state_dict after one step
  ckpt_loss_tensor.pt  best_val_loss a 0-d tensor, iter_num a NumPy int64, the
                       state dict's _metadata (BUILD on an OrderedDict)
  state_dict_p4.pt     a bare state dict saved with pickle_protocol=4 (STACK_GLOBAL,
                       FRAME, MEMOIZE), archive folder "archive"
  zip64.pt             ckpt_loss_tensor.pt's records rewritten with every ZIP64
                       field (extra fields, ZIP64 end record, 0xFFFFFFFF sizes)
  bad_stride.pt        a tensor whose stride reaches past its storage
  meta.pkl, meta_p2.pkl   a character vocabulary (pickle protocol 4 and 2)
  hostile/*.pkl        pickles that would run a command (each checked live here,
                       in a child Python that runs it): os.system, posix.system,
                       builtins.eval, subprocess.Popen, builtins.getattr,
                       torch.load, __builtin__.open
  hostile/ckpt_system.pt  torch.save of a checkpoint with an object whose
                       __reduce__ is os.system, after a tensor
  hostile/zip_eval.pt  a zipfile-written archive whose data.pkl calls builtins.eval
  expected.json        every tensor's dtype, shape and values as fp32, model_args,
                       iter_num, best_val_loss, itos
and tests/fuzz/corpus-torch/seed-* (byte 0 picks the fuzz mode, see
tests/fuzz/torch_fuzz_entry.cpp).

The hostile pickles' commands touch files in /tmp/attnlab-torch-hostile/; the
C++ test creates that folder and checks that reading leaves it empty.
"""
import collections
import io
import json
import os
import pickle
import struct
import subprocess
import sys
import zipfile
import zlib

import numpy as np
import torch

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "torch")
SEEDS = os.path.join(HERE, "..", "..", "fuzz", "corpus-torch")
HOSTILE_DIR = "/tmp/attnlab-torch-hostile"

os.makedirs(os.path.join(OUT, "hostile"), exist_ok=True)
os.makedirs(SEEDS, exist_ok=True)
torch.manual_seed(7)
expected = {}


def write(path, data):
    with open(path, "wb") as f:
        f.write(data)


def rounded(t, step=1 / 64):
    """Small values on a grid, so the JSON stays short (they are compared exactly)."""
    return (t / step).round() * step


def describe(t):
    dtype = {torch.float32: "F32", torch.float16: "F16", torch.bfloat16: "BF16", torch.float64: "F64"}[t.dtype]
    return {"dtype": dtype, "shape": list(t.shape), "values": [float(x) for x in t.float().reshape(-1).tolist()]}


# ---- ckpt.pt ----
base = rounded(torch.randn(12))              # one storage, two tensors at offsets 2 and 6
wte = rounded(torch.randn(6, 4))
c_proj_base = rounded(torch.randn(8, 4))     # saved transposed: size (4, 8), stride (1, 4)
cube = rounded(torch.randn(2, 3, 5))         # saved permuted with an offset
state = collections.OrderedDict()
state["_orig_mod.transformer.wte.weight"] = wte
state["_orig_mod.transformer.wpe.weight"] = rounded(torch.randn(3, 4))
state["_orig_mod.transformer.h.0.ln_1.weight"] = base[2:6]
state["_orig_mod.transformer.h.0.ln_2.weight"] = base[6:10]
state["_orig_mod.transformer.h.0.attn.c_attn.weight"] = rounded(torch.randn(12, 4)).half()
state["_orig_mod.transformer.h.0.attn.c_proj.weight"] = rounded(torch.randn(4, 4)).double()
state["_orig_mod.transformer.h.0.mlp.c_fc.weight"] = rounded(torch.randn(8, 4)).bfloat16()
state["_orig_mod.transformer.h.0.mlp.c_proj.weight"] = c_proj_base.t()
state["_orig_mod.transformer.h.0.extra.permuted"] = cube[:, :, 1:4].permute(2, 0, 1)
state["_orig_mod.transformer.ln_f.weight"] = torch.ones(4)
state["_orig_mod.lm_head.weight"] = wte     # tied, as nanoGPT's
assert not state["_orig_mod.transformer.h.0.mlp.c_proj.weight"].is_contiguous()
assert state["_orig_mod.transformer.h.0.extra.permuted"].storage_offset() == 1

tiny = torch.nn.Sequential(torch.nn.Linear(4, 3), torch.nn.LayerNorm(3))
opt = torch.optim.AdamW(tiny.parameters(), lr=1e-3, betas=(0.9, 0.99), weight_decay=0.1)
tiny(torch.randn(2, 4)).square().sum().backward()
opt.step()

model_args = dict(n_layer=1, n_head=2, n_embd=4, block_size=3, bias=False, vocab_size=6, dropout=0.0)
config = {"out_dir": "out-shakespeare-char", "eval_interval": 250, "learning_rate": 1e-3, "compile": True,
          "dataset": "shakespeare_char", "dtype": "bfloat16", "wandb_run_name": "mini-gpt", "beta2": 0.99,
          "init_from": "scratch", "unused": None}
ckpt = {"model": state, "optimizer": opt.state_dict(), "model_args": model_args, "iter_num": 250,
        "best_val_loss": np.float64(1.4695), "config": config}
torch.save(ckpt, os.path.join(OUT, "ckpt.pt"))
expected["ckpt.pt"] = {"tensors": {k: describe(v) for k, v in state.items()}, "model_args": model_args,
                       "iter_num": 250, "best_val_loss": 1.4695}

# ---- ckpt_loss_tensor.pt ----
lin = torch.nn.Linear(3, 2, bias=False)
with torch.no_grad():
    lin.weight.copy_(rounded(torch.randn(2, 3)))
small = collections.OrderedDict([("_orig_mod.w", lin.state_dict()["weight"])])
small._metadata = lin.state_dict()._metadata   # a real state dict's attribute: BUILD on an OrderedDict
torch.save({"model": small, "model_args": {"n_layer": 1, "bias": True, "note": "x", "vocab_size": None},
            "iter_num": np.int64(300), "best_val_loss": torch.tensor(1.4375), "config": {}},
           os.path.join(OUT, "ckpt_loss_tensor.pt"))
expected["ckpt_loss_tensor.pt"] = {"tensors": {k: describe(v) for k, v in small.items()},
                                   "model_args": {"n_layer": 1, "bias": True, "note": "x"},
                                   "iter_num": 300, "best_val_loss": 1.4375}

# ---- state_dict_p4.pt (protocol 4, folder "archive") ----
p4 = collections.OrderedDict([("a", rounded(torch.randn(3))), ("b", rounded(torch.randn(2, 2)).t())])
buf = io.BytesIO()
torch.save(p4, buf, pickle_protocol=4)
write(os.path.join(OUT, "state_dict_p4.pt"), buf.getvalue())
expected["state_dict_p4.pt"] = {"tensors": {k: describe(v) for k, v in p4.items()}}


# ---- a ZIP writer with every ZIP64 field, for zip64.pt ----
def zip64(records):
    """records: [(name, bytes)] -> a stored ZIP with ZIP64 extras everywhere."""
    out, central = b"", b""
    for name, data in records:
        n = name.encode()
        crc = zlib.crc32(data)
        off = len(out)
        extra = struct.pack("<HHQQ", 1, 16, len(data), len(data))
        out += struct.pack("<IHHHHHIIIHH", 0x04034B50, 45, 0, 0, 0, 0, crc, 0xFFFFFFFF, 0xFFFFFFFF, len(n),
                           len(extra)) + n + extra + data
        cextra = struct.pack("<HHQQQ", 1, 24, len(data), len(data), off)
        central += struct.pack("<IHHHHHHIIIHHHHHII", 0x02014B50, 45, 45, 0, 0, 0, 0, crc, 0xFFFFFFFF, 0xFFFFFFFF,
                               len(n), len(cextra), 0, 0, 0, 0, 0xFFFFFFFF) + n + cextra
    cd_off = len(out)
    out += central
    end64 = len(out)
    out += struct.pack("<IQHHIIQQQQ", 0x06064B50, 44, 45, 45, 0, 0, len(records), len(records), len(central), cd_off)
    out += struct.pack("<IIQI", 0x07064B50, 0, end64, 1)
    out += struct.pack("<IHHHHIIH", 0x06054B50, 0, 0, 0xFFFF, 0xFFFF, 0xFFFFFFFF, 0xFFFFFFFF, 0)
    return out


with zipfile.ZipFile(os.path.join(OUT, "ckpt_loss_tensor.pt")) as z:
    records = [("zip64/" + i.filename.split("/", 1)[1], z.read(i.filename)) for i in z.infolist()]
write(os.path.join(OUT, "zip64.pt"), zip64(records))
expected["zip64.pt"] = expected["ckpt_loss_tensor.pt"]


def stored_zip(records):
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_STORED) as z:
        for name, data in records:
            z.writestr(zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0)), data)  # the same bytes every run
    return buf.getvalue()


# ---- bad_stride.pt: size (2, 4), stride (5, 1) on 8 elements ----
buf = io.BytesIO()
torch.save({"w": torch.arange(8.0).reshape(2, 4)}, buf)
with zipfile.ZipFile(io.BytesIO(buf.getvalue())) as z:
    recs = [(i.filename, z.read(i.filename)) for i in z.infolist()]
pkl = dict(recs)["archive/data.pkl"]
assert pkl.count(b"K\x04K\x01\x86") == 1
recs = [(n, pkl.replace(b"K\x04K\x01\x86", b"K\x05K\x01\x86") if n.endswith("data.pkl") else d) for n, d in recs]
write(os.path.join(OUT, "bad_stride.pt"), stored_zip(recs))

# ---- meta.pkl ----
text = "To be, or not — wörld!\n"
chars = sorted(set(text))
meta = {"vocab_size": len(chars), "itos": {i: c for i, c in enumerate(chars)}, "stoi": {c: i for i, c in enumerate(chars)}}
with open(os.path.join(OUT, "meta.pkl"), "wb") as f:
    pickle.dump(meta, f)                      # Python 3's default protocol (4)
write(os.path.join(OUT, "meta_p2.pkl"), pickle.dumps(meta, protocol=2))
expected["meta.pkl"] = {"itos": chars}


# ---- hostile pickles: each checked live in a child Python ----
def s2(text):  # BINUNICODE
    b = text.encode()
    return b"X" + struct.pack("<I", len(b)) + b


def s4(text):  # SHORT_BINUNICODE
    b = text.encode()
    return b"\x8c" + bytes([len(b)]) + b


class PosixSystem:
    def __reduce__(self):
        return (os.system, ("touch " + HOSTILE_DIR + "/posix_system",))


hostile = {
    "os_system": (b"\x80\x02cos\nsystem\nq\x00" + s2("touch " + HOSTILE_DIR + "/os_system") + b"\x85R.", "os.system"),
    "posix_system": (pickle.dumps(PosixSystem(), protocol=2), "posix.system"),
    "builtins_eval": (b"\x80\x04" + s4("builtins") + s4("eval") + b"\x93" +
                      s4("open('" + HOSTILE_DIR + "/builtins_eval', 'w').close()") + b"\x85R.", "builtins.eval"),
    "subprocess_popen": (b"\x80\x02csubprocess\nPopen\n]q\x00(" + s2("touch") +
                         s2(HOSTILE_DIR + "/subprocess_popen") + b"e\x85R.", "subprocess.Popen"),
    "builtins_getattr": (b"\x80\x02cbuiltins\ngetattr\ncbuiltins\n__import__\n" + s2("os") + b"\x85R" + s2("system") +
                         b"\x86R" + s2("touch " + HOSTILE_DIR + "/builtins_getattr") + b"\x85R.", "builtins.getattr"),
    "torch_load": (b"\x80\x02ctorch\nload\n" + s2(HOSTILE_DIR + "/torch_load_missing.pt") + b"\x85R.", "torch.load"),
    "builtin_open": (b"\x80\x02c__builtin__\nopen\n" + s2(HOSTILE_DIR + "/builtin_open") + s2("w") + b"\x86R.",
                     "__builtin__.open"),
}



class CkptSystem:
    def __reduce__(self):
        return (os.system, ("touch " + HOSTILE_DIR + "/ckpt_system",))


torch.save({"model": collections.OrderedDict([("w", torch.ones(2))]), "model_args": {"n_layer": 1},
            "evil": CkptSystem()}, os.path.join(OUT, "hostile", "ckpt_system.pt"))
write(os.path.join(OUT, "hostile", "zip_eval.pt"),
      stored_zip([("zip_eval/data.pkl", b"\x80\x04" + s4("builtins") + s4("eval") + b"\x93" +
                   s4("open('" + HOSTILE_DIR + "/zip_eval', 'w').close()") + b"\x85R."),
                  ("zip_eval/version", b"3\n")]))

for name, (data, _) in hostile.items():
    write(os.path.join(OUT, "hostile", name + ".pkl"), data)

# Live check: a child Python that unpickles each runs its command.
live = r"""
import os, pickle, sys, time, zipfile, torch
d = sys.argv[1]
os.makedirs(d, exist_ok=True)
for name in sorted(os.listdir(sys.argv[2])):
    p = os.path.join(sys.argv[2], name)
    try:
        if name.endswith(".pkl"):
            pickle.load(open(p, "rb"))
        elif name == "zip_eval.pt":
            pickle.loads(zipfile.ZipFile(p).read("zip_eval/data.pkl"))
        else:
            torch.load(p)
    except FileNotFoundError as e:
        if name == "torch_load.pkl":
            open(os.path.join(d, "torch_load"), "w").close()   # torch.load was called
        else:
            raise
time.sleep(0.5)   # Popen is asynchronous
print(" ".join(sorted(os.listdir(d))))
"""
ran = subprocess.run([sys.executable, "-c", live, HOSTILE_DIR, os.path.join(OUT, "hostile")], check=True,
                     capture_output=True, text=True).stdout.split()
want = sorted(list(hostile) + ["ckpt_system", "zip_eval"])
assert ran == want, (ran, want)
for f in ran:
    os.remove(os.path.join(HOSTILE_DIR, f))
expected["hostile"] = {name + ".pkl": g for name, (_, g) in hostile.items()}
expected["hostile"]["ckpt_system.pt"] = "posix.system"
expected["hostile"]["zip_eval.pt"] = "builtins.eval"

with open(os.path.join(OUT, "expected.json"), "w") as f:
    json.dump(expected, f, indent=1, ensure_ascii=False)
    f.write("\n")


# ---- fuzz seeds: byte 0 = mode (0 pickle, 1 zip, 2 meta.pkl, 3 pickle + storages wrapped in a ZIP) ----
def seed(name, mode, data):
    write(os.path.join(SEEDS, "seed-" + name), bytes([mode]) + data)


def records_of(path):
    with zipfile.ZipFile(path) as z:
        return [(i.filename, z.read(i.filename)) for i in z.infolist()]


def wrapped(path):
    """Mode 3's layout: u16 pickle length, the pickle, then storages '0', '1', … as u16 length + bytes."""
    recs = dict(records_of(path))
    folder = next(iter(recs)).split("/")[0]
    pkl = recs[folder + "/data.pkl"]
    out = struct.pack("<H", len(pkl)) + pkl
    keys = sorted((k for k in recs if k.startswith(folder + "/data/")), key=lambda k: int(k.rsplit("/", 1)[1]))
    for i, k in enumerate(keys):
        assert k.endswith("/" + str(i))
        out += struct.pack("<H", len(recs[k])) + recs[k]
    return out


seed("pickle-ckpt", 0, dict(records_of(os.path.join(OUT, "ckpt.pt")))["ckpt/data.pkl"])
seed("pickle-p4", 0, dict(records_of(os.path.join(OUT, "state_dict_p4.pt")))["archive/data.pkl"])
for name, (data, _) in hostile.items():
    seed("pickle-hostile-" + name, 0, data)
seed("pickle-nested", 0, b"\x80\x02" + b"]" * 40 + b"a" * 39 + b".")
seed("pickle-memo", 0, b"\x80\x04\x95\x0e\x00\x00\x00\x00\x00\x00\x00\x8c\x01a\x94](h\x00h\x00K\x01e.")
seed("zip-loss-tensor", 1, open(os.path.join(OUT, "ckpt_loss_tensor.pt"), "rb").read())
seed("zip-p4", 1, open(os.path.join(OUT, "state_dict_p4.pt"), "rb").read())
seed("zip64", 1, open(os.path.join(OUT, "zip64.pt"), "rb").read())
seed("zip-bad-stride", 1, open(os.path.join(OUT, "bad_stride.pt"), "rb").read())
seed("zip-hostile", 1, open(os.path.join(OUT, "hostile", "zip_eval.pt"), "rb").read())
seed("meta", 2, open(os.path.join(OUT, "meta.pkl"), "rb").read())
seed("meta-p2", 2, open(os.path.join(OUT, "meta_p2.pkl"), "rb").read())
seed("wrap-ckpt", 3, wrapped(os.path.join(OUT, "ckpt.pt")))
seed("wrap-loss-tensor", 3, wrapped(os.path.join(OUT, "ckpt_loss_tensor.pt")))
seed("wrap-p4", 3, wrapped(os.path.join(OUT, "state_dict_p4.pt")))

total = sum(os.path.getsize(os.path.join(dp, f)) for dp, _, fs in os.walk(OUT) for f in fs)
print("fixtures: %d bytes in %s" % (total, OUT))
