#!/usr/bin/env python3
"""Translators' helper for Qt Linguist .ts files (resources/translations/).

  ts_tool.py todo LANG [OUT.json]   the messages of attention-lab_LANG.ts that still
                                    need a translation, as a JSON list of
                                    {"context", "source", "comment"} (stdout or OUT.json)
  ts_tool.py fill LANG IN.json      writes translations into attention-lab_LANG.ts from a
                                    JSON list of {"context"?, "source", "translation"}
                                    (an entry without "context" serves every context);
                                    checks each translation keeps the source's
                                    placeholders (%1, %L2, %n) and reports what it skipped
  ts_tool.py check                  every shipped .ts: counts of done and unfinished messages

The .ts files stay the sources of truth; Qt Linguist opens them as well. `fill`
rewrites the file in ElementTree's layout: run the lupdate target afterwards
(cmake --build build/release --target attnlab_app_lupdate) to put lupdate's
layout back before committing, so the diff shows only the translations.
"""
import json
import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TS_DIR = ROOT / "resources" / "translations"
PLACEHOLDER = re.compile(r"%L?\d+|%n")


def ts_path(lang):
    return TS_DIR / f"attention-lab_{lang}.ts"


def messages(tree):
    for ctx in tree.getroot().iter("context"):
        name = ctx.findtext("name")
        for msg in ctx.iter("message"):
            yield name, msg


def needs_work(msg):
    t = msg.find("translation")
    if t is None:
        return True
    if msg.get("numerus") == "yes":
        forms = t.findall("numerusform")
        return t.get("type") in ("unfinished", "vanished", "obsolete") or not forms or any(not (f.text or "").strip() for f in forms)
    return t.get("type") in ("unfinished",) or not (t.text or "").strip()


def placeholders(text):
    return sorted(set(PLACEHOLDER.findall(text or "")))


def write(tree, path):
    ET.indent(tree, space="    ")
    body = ET.tostring(tree.getroot(), encoding="unicode")
    path.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n", encoding="utf-8")


def todo(lang, out=None):
    tree = ET.parse(ts_path(lang))
    items = [{"context": c, "source": m.findtext("source"),
              "comment": " ".join(filter(None, [m.findtext("comment"), m.findtext("extracomment")]))}
             for c, m in messages(tree) if needs_work(m)]
    text = json.dumps(items, ensure_ascii=False, indent=1)
    if out:
        Path(out).write_text(text, encoding="utf-8")
        print(f"{len(items)} messages to translate written to {out}")
    else:
        print(text)


def fill(lang, src):
    entries = json.loads(Path(src).read_text(encoding="utf-8"))
    exact, any_ctx = {}, {}
    for e in entries:
        (exact if e.get("context") else any_ctx)[(e.get("context"), e["source"])] = e["translation"]
    tree = ET.parse(ts_path(lang))
    done = skipped = 0
    for c, m in messages(tree):
        source = m.findtext("source")
        tr = exact.get((c, source), any_ctx.get((None, source)))
        if tr is None:
            continue
        forms_given = tr if isinstance(tr, list) else [tr]
        wrong = [f for f in forms_given if placeholders(f) != placeholders(source)]
        if wrong:
            print(f"skipped (placeholders {placeholders(source)} vs {placeholders(wrong[0])}): {source!r}", file=sys.stderr)
            skipped += 1
            continue
        t = m.find("translation")
        if t is None:
            t = ET.SubElement(m, "translation")
        if m.get("numerus") == "yes":
            for f in list(t):
                t.remove(f)
            forms = tr if isinstance(tr, list) else [tr, tr]
            for f in forms:
                ET.SubElement(t, "numerusform").text = f
        else:
            t.text = tr
        t.attrib.pop("type", None)
        done += 1
    write(tree, ts_path(lang))
    print(f"{lang}: {done} translations written, {skipped} skipped")


def check():
    bad = 0
    for path in sorted(TS_DIR.glob("attention-lab_*.ts")):
        tree = ET.parse(path)
        total = sum(1 for _ in messages(tree))
        open_ = sum(1 for _, m in messages(tree) if needs_work(m))
        print(f"{path.name}: {total - open_} of {total} translated")
        bad += open_
    return 1 if bad else 0


if __name__ == "__main__":
    a = sys.argv[1:]
    if a[:1] == ["todo"] and len(a) in (2, 3):
        todo(a[1], a[2] if len(a) == 3 else None)
    elif a[:1] == ["fill"] and len(a) == 3:
        fill(a[1], a[2])
    elif a == ["check"]:
        sys.exit(check())
    else:
        print(__doc__)
        sys.exit(2)
