#!/usr/bin/python3
"""Writes resources/corpora/bubbe.txt, the built-in training corpus.

Short sentences built so that structure must be learned:
- what follows "ball" depends on the word before it (matzah ball soup,
  basket ball game, snow ball fight, meat ball sandwich, foot ball match,
  beach ball toss), so predicting the word after "ball" needs attention
  from "ball" to the word before it;
- each subject has its own verbs (verbs follow their subjects);
- it contains "the bubbe made matzah ball soup again".
Deterministic (fixed seed): running it again gives the same file.
"""
import random

random.seed(5)
COMPOUNDS = {  # first word -> (what follows "ball", verbs that fit)
    "matzah": ("soup", ["made", "cooked", "served", "ate", "loved", "tasted"]),
    "meat": ("sandwich", ["made", "ate", "served", "wanted"]),
    "basket": ("game", ["played", "watched", "won", "lost"]),
    "foot": ("match", ["played", "watched", "won", "lost"]),
    "snow": ("fight", ["started", "won", "lost", "joined"]),
    "beach": ("toss", ["started", "joined", "watched", "played"]),
}
SUBJECTS = {  # subject -> verbs it uses
    "the bubbe": ["made", "cooked", "served", "tasted", "watched"],
    "the zayde": ["ate", "loved", "watched", "wanted", "tasted"],
    "the kids": ["played", "won", "lost", "started", "joined", "wanted"],
    "the cousins": ["played", "joined", "started", "lost", "ate"],
    "uncle shimon": ["ate", "lost", "watched", "loved", "wanted"],
    "aunt rivka": ["made", "served", "cooked", "joined", "won"],
    "devorah": ["won", "played", "made", "started", "tasted"],
    "mathityahu": ["watched", "ate", "lost", "played", "loved"],
}
ENDINGS = ["again", "today", "on friday", "for everyone", "at the seder", "after school",
           "in the yard", "with joy", "last night", "once more", "", ""]

lines = ["the bubbe made matzah ball soup again ."]
while len(lines) < 420:
    subject = random.choice(list(SUBJECTS))
    verb = random.choice(SUBJECTS[subject])
    firsts = [f for f, (_, verbs) in COMPOUNDS.items() if verb in verbs]
    if not firsts:
        continue
    first = random.choice(firsts)
    ending = random.choice(ENDINGS)
    words = [subject, verb, first, "ball", COMPOUNDS[first][0]] + ([ending] if ending else [])
    lines.append(" ".join(words) + " .")
lines.insert(137, "the bubbe made matzah ball soup again .")
lines.insert(301, "the bubbe made matzah ball soup again .")
with open("resources/corpora/bubbe.txt", "w", encoding="utf-8") as f:
    f.write("\n".join(lines) + "\n")
print(len(lines), "lines")
