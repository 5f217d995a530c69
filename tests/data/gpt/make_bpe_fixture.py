#!/usr/bin/python3
"""Writes the byte-level BPE fixtures of tests/engine/tokenizers/test_bpe_tokenizer.cpp.

An independent, plain-Python implementation of GPT-2's published tokenizer
(openai/gpt-2 src/encoder.py: bytes_to_unicode, the pre-tokenisation
pattern, bpe()) trains a tiny BPE on a text written here and encodes a
battery of cases with it:

  bpe-tiny/vocab.json       {"token": id}, ASCII-escaped as GPT-2's file is
  bpe-tiny/merges.txt       "#version: 0.2", then one "a b" per line
  bpe-tiny/tokenizer.json   the same vocabulary and merges in Hugging Face's
                            format, <|endoftext|> as an added special token
  bpe-tiny/battery.json     {"cases": [{"text", "ids"}], "invalid_utf8": [{"hex", "offset"}],
                            "decode": [{"ids", "text"}], "odd": {…}}

"rounds" is a vocabulary of five tokens where a merge of lower rank appears
only in the middle of another merge's round. "odd" is a second, hand-made vocabulary over a, b, c whose merge ranks are
shuffled (a merge may use a token that only a later merge makes), with cases
long enough for the engine's priority-queue path; it holds only the byte
symbols it needs, so one case is refused.

It also writes the seed inputs of the bpe fuzz target (tests/fuzz/corpus-bpe,
format in tests/fuzz/bpe_fuzz_entry.cpp).

Run: /usr/bin/python3 tests/data/gpt/make_bpe_fixture.py   (needs `regex`)
"""
import json
import os
import random
from collections import Counter

import regex

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", "..", ".."))
OUT = os.path.join(HERE, "bpe-tiny")
SEEDS = os.path.join(ROOT, "tests", "fuzz", "corpus-bpe")

EOT = "<|endoftext|>"
PATTERN = regex.compile(r"""'s|'t|'re|'ve|'m|'ll|'d| ?\p{L}+| ?\p{N}+| ?[^\s\p{L}\p{N}]+|\s+(?!\S)|\s+""")
N_MERGES = 260


def bytes_to_unicode():
    """GPT-2's map: printable Latin-1 bytes stay, the other 68 go to U+0100…"""
    bs = list(range(ord("!"), ord("~") + 1)) + list(range(ord("¡"), ord("¬") + 1)) + list(range(ord("®"), ord("ÿ") + 1))
    cs = bs[:]
    n = 0
    for b in range(256):
        if b not in bs:
            bs.append(b)
            cs.append(256 + n)
            n += 1
    return bs, dict(zip(bs, map(chr, cs)))


BYTE_ORDER, BYTE_ENCODER = bytes_to_unicode()
BYTE_DECODER = {c: b for b, c in BYTE_ENCODER.items()}


def pieces(text):
    return regex.findall(PATTERN, text)


def symbols(piece):
    return tuple(BYTE_ENCODER[b] for b in piece.encode("utf-8"))


def join_pair(word, first, second):
    """All occurrences of (first, second), left to right (GPT-2's inner loop)."""
    new_word = []
    i = 0
    while i < len(word):
        try:
            j = word.index(first, i)
        except ValueError:
            new_word.extend(word[i:])
            break
        new_word.extend(word[i:j])
        i = j
        if word[i] == first and i < len(word) - 1 and word[i + 1] == second:
            new_word.append(first + second)
            i += 2
        else:
            new_word.append(word[i])
            i += 1
    return tuple(new_word)


def bpe(word, ranks):
    """GPT-2's bpe(): the ranked pair of lowest rank, all its occurrences, repeat."""
    word = tuple(word)
    if len(word) < 2:
        return word
    while True:
        pairs = set(zip(word, word[1:]))
        bigram = min(pairs, key=lambda p: ranks.get(p, float("inf")))
        if bigram not in ranks:
            break
        word = join_pair(word, *bigram)
        if len(word) == 1:
            break
    return word


def encode(text, vocab, ranks, specials):
    """Specials split first (leftmost, then longest), the rest by the pattern and bpe()."""
    ids = []
    pos = 0
    while True:
        best = None
        for s in specials:
            p = text.find(s, pos)
            if p >= 0 and (best is None or p < best[0] or (p == best[0] and len(s) > len(best[1]))):
                best = (p, s)
        end = best[0] if best else len(text)
        for piece in pieces(text[pos:end]):
            ids.extend(vocab[t] for t in bpe(symbols(piece), ranks))
        if not best:
            return ids
        ids.append(vocab[best[1]])
        pos = best[0] + len(best[1])


def decode(ids, inverse):
    data = bytes(BYTE_DECODER[c] for i in ids for c in inverse[i])
    return data.decode("utf-8", errors="replace")


TRAINING_TEXT = """\
The river bank was quiet in the morning. She sat on the bank of the river and
watched the water. The bank in town opened at nine; the teller said the
account was open. They're sure it's the same bank, and we've seen it before.
I'm not sure you'll like it, but he'd say it's fine. Don't worry: it isn't
far. The quick brown fox jumps over the lazy dog, then the dog sleeps again.
Numbers: 0 1 2 3 4 5 6 7 8 9 10 11 12 100 2024 3.14159 1,000,000 42 007.
Prices went from $19.99 to $24.50 (a 22.6% rise) on 2023-11-05 at 10:30.
Café, naïve, résumé, façade, jalapeño, Zürich, Ærøskøbing, Łódź, São Paulo.
Der schöne Fluss fließt durch die Stadt; über die Brücke gehen die Leute.
Ελληνικά: η τράπεζα του ποταμού είναι ήσυχη. Καλημέρα, κόσμε!
Русский: берег реки тихий, а банк в городе открыт. Привет, мир!
日本語のテキスト：川の岸は静かです。中文：银行在河边。한국어 문장입니다.
Emoji: 🙂 😀 🎉 👍🏽 👩‍💻 🏳️‍🌈 ❤️ 🇫🇷 — and symbols: © ® ™ € £ ¥ § ¶ • … ← → ✓.
Code: def f(x): return x*2 + 1  # comment
    if (a && b) { c++; } else { d--; }
Tabs	and	more	tabs; lines

with blank lines between them.
The end of the text<|endoftext|>and a new document begins here, the the the.
"""

BATTERY = [
    "",
    "a",
    " ",
    "Hello world",
    "The river bank was quiet.",
    "the bank of the river",
    "it's", "don't", "they're", "we've", "I'm", "you'll", "he'd", "isn't",
    "DON'T", "I'M", "IT'S", "They'RE", "'s", "'tis", "rock 'n' roll", "''", "'",
    "O'Neil's bank's", "it’s curly",
    "0", "7", "42", "2024", "12345678901234567890", "3.14159", "1,000,000", "$19.99", "v2.0.1", "x86_64",
    "١٢٣ ٤٥", "Ⅻ ½ ²",
    "  ", "   ", "a  b", "a   b", "a    b", "hello ", "hello   ", " leading", "   three leading",
    "\n", "\n\n", "a\nb", "a\n\nb", "line one\nline two\n", "\r\n", "a \n b", " \n", "\n ", "x\n\n\n y",
    "\t", "a\tb", "\t\tindented", "mixed \t \n whitespace", "a\u00a0b", "a\u3000b", "a\u2003b", "\u180e", "a\u180eb",
    "\x0b\x0c", "\x00", "a\x01b\x7f",
    "!!!", "...", "?!", "a, b; c: d.", "(parens) [brackets] {braces}", "--==>>", "#hash @at", "a...b", " ...", "«»",
    "Café", "naïve résumé", "façade", "Zürich", "Ærøskøbing", "Łódź", "São Paulo", "schöne Grüße",
    "Ελληνικά", "η τράπεζα", "Русский", "Привет, мир!", "日本語", "中文银行", "한국어", "عربي", "עברית", "हिन्दी",
    "🙂", "😀😀", "🎉 party", "👍🏽", "👩‍💻", "🏳️‍🌈", "❤️", "🇫🇷", "a🙂b",
    "e\u0301", "cafe\u0301", "a\u0308\u0301", "\u0301", "n\u0303o",
    EOT, "a" + EOT + "b", "end" + EOT, EOT + "start", EOT + EOT, "x " + EOT + " y", "<|endoftext|", "<|endoftext|>>",
    "<|endoftext|" + EOT, "<|" + EOT + "|>",
    "def f(x): return x*2 + 1  # comment",
    "    if (a && b) { c++; }",
    "supercalifragilisticexpialidocious",
    "the" * 40,
    "bank" * 30,
    "ab" * 70,
    "a" * 130,
    " " * 60 + "x",
    "1" * 100,
    "!" * 80,
]

INVALID_UTF8 = [
    b"\x80", b"\xbf", b"a\xffb", b"\xc0\x80", b"\xc1\xbf", b"\xe0\x80\x80", b"\xed\xa0\x80", b"\xf4\x90\x80\x80",
    b"\xf5\x80\x80\x80", b"\xc3", b"abc\xe6\x97", b"\xf0\x9f\x99", b"ok \xfe", b"\xe2\x82\x28", b"x\xc3\x28y",
]


def first_invalid(data):
    try:
        data.decode("utf-8")
    except UnicodeDecodeError as e:
        return e.start
    raise AssertionError(f"{data!r} is valid UTF-8")


def train(text, n_merges):
    words = Counter()
    for part in text.split(EOT):
        for p in pieces(part):
            words[symbols(p)] += 1
    merges = []
    for _ in range(n_merges):
        counts = Counter()
        for w, f in words.items():
            for pair in zip(w, w[1:]):
                counts[pair] += f
        if not counts:
            break
        top = max(counts.values())
        best = min(p for p, c in counts.items() if c == top)  # ties: the smallest pair
        merges.append(best)
        words = Counter({join_pair(w, *best): f for w, f in words.items()})
    return merges


def make_vocab(merges):
    vocab = {}
    for b in BYTE_ORDER:
        vocab[BYTE_ENCODER[b]] = len(vocab)
    for a, b in merges:
        if a + b not in vocab:
            vocab[a + b] = len(vocab)
    vocab[EOT] = len(vocab)
    return vocab


def odd_tokenizer(rng):
    """a, b, c and shuffled merges of their joins (up to 5 characters)."""
    made = ["a", "b", "c"]
    merges = []
    while len(merges) < 40:
        x, y = rng.choice(made), rng.choice(made)
        if len(x + y) > 5 or (x, y) in merges:
            continue
        merges.append((x, y))
        if x + y not in made:
            made.append(x + y)
    rng.shuffle(merges)
    vocab = {t: i for i, t in enumerate(made)}
    return vocab, merges


def main():
    os.makedirs(OUT, exist_ok=True)
    merges = train(TRAINING_TEXT, N_MERGES)
    vocab = make_vocab(merges)
    ranks = {m: i for i, m in enumerate(merges)}
    inverse = {i: t for t, i in vocab.items()}

    with open(os.path.join(OUT, "vocab.json"), "w", encoding="utf-8") as f:
        json.dump(vocab, f)  # ASCII with \\u escapes, as GPT-2's vocab.json
    with open(os.path.join(OUT, "merges.txt"), "w", encoding="utf-8") as f:
        f.write("#version: 0.2\n")
        for a, b in merges:
            f.write(f"{a} {b}\n")
    tok = {
        "version": "1.0",
        "truncation": None,
        "padding": None,
        "added_tokens": [{"id": vocab[EOT], "content": EOT, "single_word": False, "lstrip": False, "rstrip": False,
                          "normalized": True, "special": True}],
        "normalizer": None,
        "pre_tokenizer": {"type": "ByteLevel", "add_prefix_space": False, "trim_offsets": True, "use_regex": True},
        "post_processor": {"type": "ByteLevel", "add_prefix_space": True, "trim_offsets": False, "use_regex": True},
        "decoder": {"type": "ByteLevel", "add_prefix_space": True, "trim_offsets": True, "use_regex": True},
        "model": {"type": "BPE", "dropout": None, "unk_token": None, "continuing_subword_prefix": "",
                  "end_of_word_suffix": "", "fuse_unk": False, "byte_fallback": False,
                  "vocab": vocab, "merges": [f"{a} {b}" for a, b in merges]},
    }
    with open(os.path.join(OUT, "tokenizer.json"), "w", encoding="utf-8") as f:
        json.dump(tok, f, ensure_ascii=False, indent=1)

    cases = []
    for text in BATTERY:
        ids = encode(text, vocab, ranks, [EOT])
        assert decode(ids, inverse) == text
        cases.append({"text": text, "ids": ids})
    # A paragraph of the training text, where most merges apply.
    para = TRAINING_TEXT[:400]
    cases.append({"text": para, "ids": encode(para, vocab, ranks, [EOT])})

    rng = random.Random(26)
    byte_ids = [vocab[BYTE_ENCODER[b]] for b in range(256)]
    decode_cases = [{"ids": [byte_ids[0xE6], byte_ids[0x97]], "text": decode([byte_ids[0xE6], byte_ids[0x97]], inverse)}]
    for _ in range(12):
        ids = [rng.choice(byte_ids[0x80:] + byte_ids[0x41:0x44] + list(range(256, len(vocab) - 1)))
               for _ in range(rng.randint(1, 8))]
        decode_cases.append({"ids": ids, "text": decode(ids, inverse)})

    ovocab, omerges = odd_tokenizer(rng)
    oranks = {m: i for i, m in enumerate(omerges)}
    ocases = []
    for n in [1, 2, 3, 5, 8, 13, 21, 40, 49, 60, 90, 150, 300]:
        for _ in range(3):
            text = "".join(rng.choice("aabbc") for _ in range(n))
            ocases.append({"text": text, "ids": [ovocab[t] for t in bpe(tuple(text), oranks)]})
    ocases.append({"text": "abc abc", "ids": None})  # no symbol for the space

    # A merge of lower rank made in the middle of a round waits for the next
    # round: "abab" is "ab ab", not "aba b".
    rvocab = {"a": 0, "b": 1, "ab": 2, "aba": 3, "abab": 4}
    rmerges = [("ab", "a"), ("a", "b"), ("aba", "b")]
    rranks = {m: i for i, m in enumerate(rmerges)}
    rcases = [{"text": t, "ids": [rvocab[x] for x in bpe(tuple(t), rranks)]}
              for t in ["abab", "aba", "ababa", "abab" * 15, "aab" * 20 + "a"]]
    assert rcases[0]["ids"] == [2, 2]

    battery = {
        "cases": cases,
        "invalid_utf8": [{"hex": b.hex(), "offset": first_invalid(b)} for b in INVALID_UTF8],
        "decode": decode_cases,
        "odd": {"vocab": ovocab, "merges": "#version: 0.2\n" + "".join(f"{a} {b}\n" for a, b in omerges),
                "cases": ocases},
        "rounds": {"vocab": rvocab, "merges": "".join(f"{a} {b}\n" for a, b in rmerges), "cases": rcases},
    }
    with open(os.path.join(OUT, "battery.json"), "w", encoding="utf-8") as f:
        json.dump(battery, f, ensure_ascii=False, indent=0)
        f.write("\n")

    write_seeds(vocab, merges)
    total = sum(os.path.getsize(os.path.join(OUT, n)) for n in os.listdir(OUT))
    print(f"{len(vocab)} tokens, {len(merges)} merges, {len(cases)} cases; bpe-tiny/ is {total} bytes")


def write_seeds(vocab, merges):
    """Seeds of the bpe fuzz target: byte 0 % 3 picks the form, parts split at NUL bytes."""
    os.makedirs(SEEDS, exist_ok=True)
    small = merges[:40]
    svocab = make_vocab(small)
    vj = json.dumps(svocab).encode()
    mt = ("#version: 0.2\n" + "".join(f"{a} {b}\n" for a, b in small)).encode()
    tj = json.dumps({"model": {"type": "BPE", "vocab": svocab, "merges": [[a, b] for a, b in small]},
                     "added_tokens": [{"id": svocab[EOT], "content": EOT, "special": True}]},
                    ensure_ascii=False).encode()
    texts = [b"The river bank.", "Café 🙂 I'M don't\n\n  x".encode(), b"a<|endoftext|>b", b"bad \xff utf8",
             "Ελληνικά 123 日本".encode()]
    seeds = {}
    for i, t in enumerate(texts):
        seeds[f"files-{i}"] = b"\x00" + vj + b"\x00" + mt + b"\x00" + t
        seeds[f"json-{i}"] = b"\x01" + tj + b"\x00" + t
    derived = "".join(f"{a} {b}\n" for a, b in small).encode()
    for i, t in enumerate(texts + [b"abababababababababababababababababababababababababab"]):
        seeds[f"derived-{i}"] = b"\x02" + derived + b"\x00" + t
    seeds["derived-odd"] = b"\x02" + b"a b\nab a\nb a\naba b\nba b\nab ab\n" + b"\x00" + b"abab" * 30
    seeds["files-dup-id"] = b"\x00" + b'{"a": 0, "b": 0}' + b"\x00" + b"a b\n" + b"\x00" + b"ab"
    seeds["files-gap"] = b"\x00" + b'{"a": 0, "b": 2}' + b"\x00" + b"" + b"\x00" + b"ab"
    seeds["files-bad-merge"] = b"\x00" + b'{"a": 0, "b": 1}' + b"\x00" + b"a b\n" + b"\x00" + b"ab"
    seeds["json-bad"] = b"\x01" + b'{"model": {"vocab": [], "merges": []}}' + b"\x00" + b"x"
    seeds["json-deep"] = b"\x01" + b"[" * 100 + b"\x00"
    for name in os.listdir(SEEDS):
        if name == "empty" or name in seeds:
            os.remove(os.path.join(SEEDS, name))
    for name, data in seeds.items():
        with open(os.path.join(SEEDS, name), "wb") as f:
            f.write(data)


if __name__ == "__main__":
    main()
