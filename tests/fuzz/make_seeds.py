#!/usr/bin/env python3
"""Writes the named seed inputs of the safetensors, corpus and sentence fuzz
targets (tests/fuzz/README.md): python3 make_seeds.py OUT_DIR
creates OUT_DIR/{safetensors,corpus,sentence}/seed-*."""
import json, os, struct, sys

out = sys.argv[1] if len(sys.argv) > 1 else "."


def put(target, name, data):
    os.makedirs(os.path.join(out, target), exist_ok=True)
    with open(os.path.join(out, target, "seed-" + name), "wb") as f:
        f.write(data if isinstance(data, bytes) else data.encode())


def safetensors(tensors, metadata=None, raw_header=None):
    """tensors: [(name, shape, floats)] written in order; or a raw header dict."""
    header, blob, off = {}, b"", 0
    for name, shape, values in tensors:
        data = struct.pack("<%df" % len(values), *values)
        header[name] = {"dtype": "F32", "shape": shape, "data_offsets": [off, off + len(data)]}
        blob += data
        off += len(data)
    if metadata:
        header["__metadata__"] = metadata
    if raw_header is not None:
        header = raw_header
    h = json.dumps(header, separators=(",", ":")).encode()
    h += b" " * ((8 - (8 + len(h)) % 8) % 8)
    return struct.pack("<Q", len(h)) + h + blob


def tinygpt(V=4, T=3, d=2, F=2, layers=1, heads=1, vocab=None, extra=None):
    vocab = vocab or ["<unk>"] + ["w%d" % i for i in range(1, V)]
    shapes = [("tok.weight", [V, d]), ("pos.weight", [T, d])]
    for i in range(layers):
        b = "blocks.%d." % i
        shapes += [(b + "ln1.weight", [d]), (b + "ln1.bias", [d]), (b + "attn.in_proj_weight", [3 * d, d]),
                   (b + "attn.in_proj_bias", [3 * d]), (b + "attn.out_proj.weight", [d, d]),
                   (b + "attn.out_proj.bias", [d]), (b + "ln2.weight", [d]), (b + "ln2.bias", [d]),
                   (b + "ff.0.weight", [F, d]), (b + "ff.0.bias", [F]), (b + "ff.2.weight", [d, F]),
                   (b + "ff.2.bias", [d])]
    shapes += [("ln.weight", [d]), ("ln.bias", [d]), ("head.weight", [V, d])]
    tensors = []
    k = 0
    for name, shape in shapes:
        n = 1
        for s in shape:
            n *= s
        tensors.append((name, shape, [((k + j) % 7 - 3) * 0.25 for j in range(n)]))
        k += n
    meta = {"format": "attnlab-tinygpt", "heads": str(heads), "context": str(T),
            "vocabulary": json.dumps(vocab), "steps": "10", "seed": "7", "corpus": "bubbe"}
    if extra:
        meta.update(extra)
    return safetensors(tensors, meta)


put("safetensors", "tinygpt", tinygpt())
put("safetensors", "tinygpt-2layers-2heads", tinygpt(V=5, T=4, d=4, F=4, layers=2, heads=2))
put("safetensors", "two-tensors-metadata", safetensors([("a", [2, 3], [1, 2, 3, 4, 5, 6]), ("b", [0], [])], {"k": "v"}))
put("safetensors", "scalar-and-empty", safetensors([("s", [], [3.5]), ("z", [4, 0, 2], [])]))
put("safetensors", "empty-header", safetensors([]))
put("safetensors", "f16", safetensors([], raw_header={"x": {"dtype": "F16", "shape": [1], "data_offsets": [0, 2]}}) + b"\0\0")
put("safetensors", "shape-wraps-to-zero", safetensors([], raw_header={
    "x": {"dtype": "F32", "shape": [1 << 30] * 4, "data_offsets": [0, 0]}}))
put("safetensors", "header-too-long", struct.pack("<Q", 1 << 40) + b"{}")
put("safetensors", "deep-header", safetensors([], raw_header=json.loads("[" * 40 + "]" * 40)))
put("safetensors", "nan-and-inf", safetensors([("x", [3], [float("nan"), float("inf"), -0.0])]))
put("safetensors", "heads-junk", tinygpt(extra={"heads": "2x"}))
put("safetensors", "no-vocabulary", tinygpt(extra={"vocabulary": "not json"}))

# Corpus: byte 0 = context − 1 (bits 0–5) | 0x80 for code points.
put("corpus", "short-story", bytes([3]) + b"The river bank was steep.\nShe sat on the bank, again!\nMoney at the bank.\n")
put("corpus", "twenty-lines", bytes([1]) + b"".join(b"line %d has a few words, and a mark!\n" % i for i in range(25)))
put("corpus", "unicode", bytes([0]) + "Café naïve 日本 — «quotes» ’apostrophe’ CAFÉ\r\n\tend\v\f".encode())
put("corpus", "bad-utf8", bytes([0]) + b"ok \xe9 not utf8 \xed\xa0\x80 surrogate \xf4\x90\x80\x80 too big")
put("corpus", "code-points", bytes([0x80 | 2]) + bytes([0, 0, 0x41, 0, 0x4E, 0x2D, 0x01, 0xF6, 0x00, 0, 0, 0x20,
                                                          0x10, 0xFF, 0xFF, 0, 0xD8, 0x00, 0, 0, 0x0A]))
put("corpus", "too-short", bytes([63]) + b"one two three")
put("corpus", "only-punctuation", bytes([0]) + b"?!,.;:-()[]{}<>\"/\\@#$%^&*+=~`|\x7f")

# Sentence: see sentence_fuzz_entry.cpp for the byte layout.
def sentence(b0, b1, b2, values, text):
    return bytes([b0, b1, b2]) + bytes(values) + text.encode()


put("sentence", "money-bank", sentence(1, 0, 3, [1, 0, 0, 1, 3, 3], "money bank river"))
put("sentence", "scaled-causal-positions", sentence(1 | 8, 1 | 2 | 4, 4, range(8), "the bank , the river"))
put("sentence", "multihead-projections", sentence(3 | 16 | (4 << 5), 1 | 8, 5, list(range(16)) + list(range(64)) * 4,
                                                  "a b c d e a b"))
put("sentence", "unknown-word", sentence(0, 0, 1, [1], "known unknown"))
put("sentence", "overflow", sentence(0, 0, 0x92, [0x1F, 0x1F, 0x1F], "x x y"))
put("sentence", "too-many-tokens", sentence(0, 6 << 5, 1, [1], "a a a a a a a a"))
put("sentence", "score-cells-8-heads", sentence(7 | 16 | (5 << 5), 5 << 5, 1, [1] * 8, "w " * 50))
put("sentence", "tiny-values", sentence(1, 0, 0x12, [0x1E] * 4, "p q p"))
put("sentence", "unicode-punctuation", sentence(0, 0, 5, [1, 2, 3, 4, 5], "café 日本 ?!, naïve"))
