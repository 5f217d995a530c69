# Writes the built-in course (course-*.attnlab.json) from module2 and bubbe and
# two models trained by the lab:
#   attention-lab train --steps 600 --seed 1 --save /tmp/trained.attnlab.json
#   attention-lab train --task induction --attention-only --context 16 --seed 1 --save /tmp/induction.attnlab.json
#   python3 resources/lessons/make_course.py /tmp/trained.attnlab.json /tmp/induction.attnlab.json
# (the engine's defaults otherwise: learning rate 0.003, context 32; the same
# model, bit for bit, on any number of threads — tests/engine/training/
# test_builtin_model.cpp trains it again and holds the lesson to it).
# Without arguments, parts 3 and 4 keep the models they already hold.
# Every number a step states is a quantity; the only digits left in the texts
# are step and part numbers and the seed texts' own examples, which say so
# (tests/engine/scene/test_course.cpp checks both).
# The texts quote quantities ({{weight 0 bank river}}), computed when shown.
import json, copy, sys
import os
R=os.path.dirname(os.path.abspath(__file__))+'/'
def load(n): return json.load(open(R+n+'.attnlab.json'))
# The course in other languages: translations/NAME.LANG.json hold the title,
# the description, the weights' notes and each step's texts ({"title", "description",
# "notes": {"w_q", …}, "steps": [{"title", "text", "question": {"prompt", "choices", "why"}}]}, the steps in
# order), written by translators in their own words; saved into the lesson as
# its "translations" (docs/lesson-format.md).
def add_translations(d, n):
    import glob
    for path in sorted(glob.glob(R+'translations/'+n+'.*.json')):
        lang = path.rsplit('.', 2)[-2]
        t = json.load(open(path))
        if len(t['steps']) != len(d['steps']):
            sys.exit(f'{path}: {len(t["steps"])} steps, the lesson has {len(d["steps"])}')
        d.setdefault('translations', {})[lang] = {k: t[k] for k in ('title', 'description', 'notes') if t.get(k)}
        for s, ts in zip(d['steps'], t['steps']):
            one = {k: ts[k] for k in ('title', 'text') if ts.get(k)}
            for k in ('prompt', 'why', 'choices'):
                if ts.get('question', {}).get(k): one[k] = ts['question'][k]
            s.setdefault('translations', {})[lang] = one

def save(d, n, version=3):
    d['version']=version
    add_translations(d, n)
    open(R+n+'.attnlab.json','w').write(json.dumps(d, ensure_ascii=False, indent=2)+'\n')

# ---------------- Part 1: Module 1 and Module 2 on one table ----------------
p1 = load('module2')
p1['title'] = 'Course, part 1: from no mixing to queries and keys'
p1['description'] = ('A guided walk through Modules 1 and 2: why words must mix, the two attempts that fail, '
  'scores, softmax and the blend that splits "bank" in two, then queries, keys and the √d constant. '
  'Every number in the text is computed from the table, so edit it and the text follows.')
p1['attention']['variant'] = 'no-mixing'; p1['attention']['scale'] = False
S = []
def step(title, text, **view):
    s = {'title': title, 'text': text}
    q = view.pop('question', None)
    if 'hide' in view and not view['hide']: view.pop('hide')
    if view: s['view'] = view
    if q: s['question'] = q
    S.append(s)

step('One row per word',
"""The embedding table gives every word **one** row, fixed before any sentence exists.
Look up "bank" in *the river bank* and in *the money bank*: the same numbers come back both times,
water {{input bank water}}, money {{input bank money}}, place {{input bank place}}, filler {{input bank filler}}.

Whatever "understanding the sentence" will mean, it is not in these rows. It has to be **computed**
from the other words. This course builds that computation one rung at a time.

*Try it:* select a cell of bank's row in the **Embedding table** and drag it (or type a new value). Both sentences change together.""",
 variant='no-mixing', stage='weights', sentences=[0, 1], highlight='bank', plane=['water', 'money'], panes=['embedding', 'vectors', 'blend'])

step('Attempt 0: no mixing',
"""The first attempt keeps each word to itself: its new vector is computed from its own row alone.
The weights are the identity (each word gives all of its attention to itself), so the output of "bank"
is its lookup row: water {{output 0 bank water}} in the river sentence and {{output 1 bank water}} in the money sentence.

No function of bank's row alone can tell the two sentences apart, because the row is the same.
**Information has to flow between words.** In the Vectors pane the output diamond sits on bank's grey point, twice.""",
 variant='no-mixing', stage='weights', sentences=[0, 1], highlight='bank', panes=['vectors'])

step('Attempt 1: the equal average',
"""Second attempt: replace every word by the plain average of the sentence's rows. With n words, each weighs 1/n:
here {{weight 0 bank river}} each.""",
 variant='equal-average', stage='weights', sentences=[0], highlight='bank', panes=['vectors'],
 question={'kind': 'choice',
  'prompt': 'The average fixes one real problem and creates a new, fatal one. Which pair names both?',
  'choices': ['it fixes nothing; it breaks the weights, which no longer add up to one',
              'it fixes "bank" meaning the same in both sentences; it breaks the words, which all come out as one vector',
              'it fixes the weights, which now add up to one; it breaks "bank", which still means the same in both sentences'],
  'answer': 1,
  'why': """The average does see the topic: in the river sentence it leans water {{output 0 bank water}} over money {{output 0 bank money}}.
But it never asks *who is looking*, so "the", "river" and "bank" all receive the same vector (the diamonds sit on one point),
and the filler word "the" gets as large a share, {{weight 0 bank the}}, as "river". The weights must differ per word and favour relevant words.""",
  'hide': ['numbers', 'outputs']})

step('Scores: every word against every word',
"""Simple attention scores each pair with a dot product: **S = X·Xᵀ**, one row per word looking, one column per word looked at.

Bank's row: {{score 0 bank the}} against "the", {{score 0 bank river}} against "river", {{score 0 bank bank}} against itself.
Two facts to keep:

- A word's score with **itself** is its squared length (bank: {{score 0 bank bank}}). A vector points its own way, so the self-match is a strong
  contender, but no law: a neighbour with a longer vector pointing bank's way can score higher. *Try it:* drag river's **place** value up in the
  Embedding table (or type a larger one) and watch bank→river grow.
- The table is **symmetric**: river→bank is {{score 0 river bank}}, exactly bank→river, because a·b = b·a.""",
 variant='simple', stage='raw', sentences=[0], highlight='bank', hide=['later-stages'])

step('Softmax: scores become shares',
"""Softmax turns each row of scores into positive shares that add up to one: e^score divided by the row's sum of e^score.
A larger score always gets a larger share.""",
 variant='simple', stage='weights', sentences=[0], highlight='bank', hide=['outputs'],
 question={'kind': 'cell', 'sentence': 0, 'head': 1, 'row': 'bank',
  'prompt': 'In bank\'s row of the weights, which cell is the largest?',
  'why': """Bank keeps {{weight 0 bank bank %}} for itself and gives "river" {{weight 0 bank river %}} and "the" {{weight 0 bank the %}}.
Softmax keeps the order of the scores, so the row's largest score (bank→bank {{score 0 bank bank}}, bank→river {{score 0 bank river}}) wins.
With one vector per word the self-match is a strong contender, since a vector points its own way. Module 2 takes that advantage away.
(The blend waits for the next step.)"""})

step('The blend, term by term',
"""Bank's recipe in the river sentence is {{weight 0 bank the %}} "the", {{weight 0 bank river %}} "river", {{weight 0 bank bank %}} itself.
Bank arrives with water {{input bank water}} and money {{input bank money}}.""",
 variant='simple', stage='weights', sentences=[0], highlight='bank', plane=['water', 'money'], panes=['blend'],
 question={'kind': 'choice',
  'prompt': 'Which axis wins in bank\'s output in the river sentence, and roughly how lopsidedly?',
  'choices': ['water, by about three to one', 'water, only just', 'money, by about three to one', 'money, only just'],
  'compare': ['nearratio 0 bank water money 3', 'nearratio 0 bank water money 1.2',
              'nearratio 0 bank money water 3', 'nearratio 0 bank money water 1.2'],
  'why': """The **Blend** table shows every term: each ingredient row is scaled by bank's weight for it, then the columns are added.
Water: river brings {{weight 0 bank river}} × {{input river water}}, bank itself {{weight 0 bank bank}} × {{input bank water}}, "the" {{weight 0 bank the}} × {{input the water}}.
Money: river brings {{weight 0 bank river}} × {{input river money}}, bank itself {{weight 0 bank bank}} × {{input bank money}}, "the" {{weight 0 bank the}} × {{input the money}}.
The sums: water {{output 0 bank water}} against money {{output 0 bank money}}, water over money {{ratio 0 bank water money #1}} to one.""",
  'hide': ['numbers', 'outputs']})

step('Rebuild it for the money sentence',
"""Do the same blend for *the money bank* with a calculator. Bank's scores there are
{{score 1 bank the}}, {{score 1 bank money}} and {{score 1 bank bank}}.""",
 variant='simple', stage='weights', sentences=[1], highlight='bank', panes=['blend'],
 question={'kind': 'number', 'quantity': 'output 1 bank money', 'tolerance': 0.01,
  'prompt': 'Softmax the three scores into weights, blend the rows with them and add up each column. What is the sum of the money column, bank\'s money after attention? (two decimals are enough)',
  'why': """softmax of ({{score 1 bank the}}, {{score 1 bank money}}, {{score 1 bank bank}}) gives {{weight 1 bank the}}, {{weight 1 bank money}}, {{weight 1 bank bank}}.
Money: "the" brings {{weight 1 bank the}} × {{input the money}}, "money" {{weight 1 bank money}} × {{input money money}}, bank itself {{weight 1 bank bank}} × {{input bank money}}.
The column sums are the Blend table's bottom row: water {{output 1 bank water}} and money {{output 1 bank money}}.""",
  'hide': ['numbers']})

step('"bank" splits in two',
"""Now both sentences side by side. One grey lookup point for bank, and two diamonds, one per sentence:

- in *the river bank*, bank comes out {{if output 0 bank water > output 0 bank money | watery | money-ish}}: water {{output 0 bank water}}, money {{output 0 bank money}};
- in *the money bank*, it comes out {{if output 1 bank money > output 1 bank water | money-ish | watery}}: water {{output 1 bank water}}, money {{output 1 bank money}}, the sums you worked out.

A vector that depends on its sentence is a **contextual representation**, and no training was involved:
three lines of arithmetic on the table. Drag river's grey point in the Vectors pane (or choose it with Page Down, point by point, and move it with the arrow keys) and watch bank's diamond follow.""",
 variant='simple', stage='weights', sentences=[0, 1], highlight='bank', plane=['water', 'money'], panes=['vectors'])

step('What if bank could not see river?',
"""Attention can be asked *what if*: switch one part off and see what the words become without it.
Here the line from bank to the word before it is **cut**: before the softmax, bank's score on that word becomes −∞,
so its weight there is exactly zero (the crossed-out cell) and bank's row shares what is left between "the" and bank itself.
Nothing in the table changed, and the bar above the maps says what is cut.

*Try it:* right-click any cell of a map ▸ **Cut this line**, and again to put it back; **Clear** on the bar takes every what-if back.""",
 variant='simple', stage='weights', sentences=[0, 1], highlight='bank', plane=['water', 'money'], panes=['vectors'],
 what_if={'source': 'hand-wired', 'interventions': ['cut 1.1:2>1']},
 question={'kind': 'choice',
  'prompt': 'With the line bank → river cut, bank\'s weights are shared again between "the" and bank itself. Which gets most, and so where does bank\'s output land in *the river bank*?',
  'choices': ['"the": the output moves toward the filler word', 'bank itself: the output falls back toward bank\'s own lookup row'],
  'compare': ['weight 0 bank the', 'weight 0 bank bank'],
  'why': """Bank's water goes from {{before output 0 bank water}} to {{output 0 bank water}}: its weights are now "the" {{weight 0 bank the %}}
and itself {{weight 0 bank bank %}}, where {{before weight 0 bank river %}} went to river before.
In the Vectors pane the hollow diamond marks where each output was and the dashed arrow where the cut sent it.
In *the money bank* the same cut takes money away: {{before output 1 bank money}} → {{output 1 bank money}}.
Without the word that tells the sentences apart, the two banks move back toward each other.""",
  'hide': ['numbers', 'outputs']})

step('What is still missing',
"""Two shortfalls are visible:

1. **Self-focus.** A word's score with itself is its squared length, so a word tends to look at itself{{if weight 0 bank bank > weight 0 bank river | : | , though not here, where river's vector outweighs it:}} bank keeps {{weight 0 bank bank %}}
   and gives river, the word that tells the sentences apart, {{if weight 0 bank river < weight 0 bank bank | only}} {{weight 0 bank river %}}.
2. **Symmetry.** The scores are symmetric: river→bank and bank→river are both {{score 0 river bank}}. The weights differ a little,
   river→bank {{weight 0 river bank}} and bank→river {{weight 0 bank river}}, only because softmax divides each row by its own sum.
   Yet "river" should change "bank" far more than the reverse.

Both come from one root: a word has a single vector, so it can only ask *who looks like me?*""",
 variant='simple', stage='weights', sentences=[0], highlight='bank')

step('Queries and keys',
"""Module 2 gives each word two new faces: a **query** Q = X·W_Q (what it asks) and a **key** K = X·W_K (what it advertises).
Scores are now Q·Kᵀ. Here a place word such as bank asks "water or money?", and every word's key answers with its water and money content
(see the **Weights** pane).

The table is no longer symmetric: bank→river scores {{score 0 bank river}}, river→bank {{score 0 river bank}}.""",
 variant='scaled', stage='raw', sentences=[0], highlight='bank', panes=['weights'], hide=['later-stages'])

step('Where does bank look now?',
"""Same sentence, same table, but scores from queries and keys.""",
 variant='scaled', stage='weights', sentences=[0, 1], highlight='bank',
 question={'kind': 'choice',
  'prompt': 'In *the river bank*, which word gets bank\'s largest share now?',
  'choices': ['bank itself', 'river', 'the'],
  'compare': ['weight 0 bank bank', 'weight 0 bank river', 'weight 0 bank the'],
  'why': """River gets {{weight 0 bank river %}}, bank itself {{weight 0 bank bank %}}, "the" {{weight 0 bank the %}}.
A query is not a key, so a word no longer matches itself by default: bank's query asks about water and money, and river's key has the most water.
In the money sentence the same query finds "money": {{weight 1 bank money %}}.""",
  'hide': ['numbers', 'outputs']})

step('Values: what a word hands over',
"""Scores decide *where* a word looks; the **values** V = X·W_V decide *what* it receives. Bank's output is its weights times the value rows:
{{weight 0 bank river %}} of river's value, {{weight 0 bank bank %}} of its own, {{weight 0 bank the %}} of the value of "the".
{{if identity wv > 0.5 | Here W_V is the identity, so every word hands over its own row | Here W_V is not the identity, so every word hands over its row times W_V}},
and bank receives water {{output 0 bank water}}, money {{output 0 bank money}}.""",
 variant='scaled', stage='weights', sentences=[0], highlight='bank', panes=['weights', 'blend'],
 question={'kind': 'choice',
  'prompt': 'If you change W_V, do bank\'s weights change?',
  'choices': ['no: the weights come from the queries and keys alone', 'yes: every projection changes the weights'],
  'answer': 0,
  'why': """The scores are Q·Kᵀ, and W_V is in neither: bank gives river {{weight 0 bank river %}} whatever W_V holds. Only what arrives changes.
*Try it:* in the **Weights** pane choose *W_V* and type one into the cell in row *water*, column *money*: a word's water now also travels as money,
bank's output moves (the Blend table shows each term) and its weights stay.
Where a word looks and what it receives are two separate, learnable choices.""",
  'hide': ['outputs']})

step('Why divide by √d',
"""With the **Scale** switch on, scores are divided by √dₖ = {{sqrtdk}} before softmax, here dₖ = {{dk #0}} numbers per query and key.
A score adds up dₖ products, so its spread grows like √dₖ: the longer the vectors, the larger the scores. Large scores make softmax
**saturate**: one share takes everything.

Bank's largest share if its scaled scores were larger:

| scores × | largest share |
|---|---|
| 1 | {{sharpen 0 bank 1 %}} |
| 4 | {{sharpen 0 bank 4 %}} |
| 16 | {{sharpen 0 bank 16 %}} |
| 64 | {{sharpen 0 bank 64 %}} |

The same happens with random queries and keys as d grows: the spread of q·k grows like √d, and without the scale the largest of
seven shares heads for one; with it, the shares stay spread whatever d is. *Try it yourself:* **View ▸ √d Experiment…**
draws random queries and keys for the d you choose.

| d | spread of q·k | largest share, not scaled | scaled by 1/√d |
|---|---|---|---|
| 4 | {{randomspread 4}} | {{randomshare 4 7 0 %}} | {{randomshare 4 7 1 %}} |
| 16 | {{randomspread 16}} | {{randomshare 16 7 0 %}} | {{randomshare 16 7 1 %}} |
| 64 | {{randomspread 64}} | {{randomshare 64 7 0 %}} | {{randomshare 64 7 1 %}} |
| 256 | {{randomspread 256}} | {{randomshare 256 7 0 %}} | {{randomshare 256 7 1 %}} |

A saturated softmax barely changes when its inputs change, so training signals through it vanish. Dividing by √dₖ keeps the scores
in the range where softmax still listens. *Try it:* untick **Scale** in the toolbar, then drag bank's place value up (or type a larger one), and watch the row go one-hot.""",
 variant='scaled', stage='scaled', sentences=[0], highlight='bank')

step('Next: many heads',
"""One query per word asks one question. Language needs several at once: who did it, to what, when.
Part 2 runs several attention **heads** in parallel, joins them with W_O, adds word positions, and masks the future.

Open **File ▸ Course ▸ Course, part 2**.""",
 variant='scaled', stage='weights', sentences=[0, 1], highlight='bank')
p1['steps'] = S
save(p1, 'course-1-attention')

# ---------------- Part 2: heads, W_O, positions, the causal mask (bubbe) ----------------
p2 = load('bubbe')
p2['title'] = 'Course, part 2: heads, W_O, positions and the causal mask'
p2['description'] = ('Four attention heads with their own projections, joined by W_O; then why attention alone cannot see word order, '
  'how positional encoding fixes it, and why a next-word model may not look ahead. The projections are untrained (seeded random numbers).')
p2['sentences'] = ['the bubbe made matzah ball soup again', 'again soup ball matzah made bubbe the']
p2['focus'] = 'ball'
S = []
step('Four heads, four lenses',
"""Multi-head attention runs several attentions side by side, here h = {{heads #0}}. Each head has its own W_Q, W_K and W_V (a block of columns in the
**Weights** pane, headed h1·1, h1·2, … for head 1), so each scores the sentence through its own lens. How much does "ball" look at "matzah"?
Head 1 gives it {{headweight 0 1 ball matzah %}}; the Attention pane shows every head's map side by side, and its **Blend** follows one head at a time.

These projections are **untrained** random numbers: no head has learned where to look among the sentence's {{tokens 0 #0}} words,
so whatever pattern a map shows is chance. Part 3 trains them.""",
 variant='multihead', heads=4, stage='weights', sentences=[0], highlight='ball', panes=['weights'])

step('W_O joins the heads',
"""Each head returns dₖ = d / h = {{dk #0}} numbers per word: its weights blend its own values V = X·W_V. The heads' results are laid side by side
(concatenated) into one row of d = {{d #0}} numbers, and one more matrix, **W_O**, mixes them into the layer's output.
Without W_O each head could only write into its own dₖ axes; with it, every head can contribute to every axis.

In the **Weights** pane, choose *W_O* under *Matrix*: its rows are the joined heads' numbers (h1·1 is head 1's first), its columns the output axes.
The **Blend** pane follows ball's blend head by head (its *Head* box); below it, ball's row of joined results
(h1·1 = {{concat 0 ball 1 #3}}, …) and that row × W_O, ball's output (food {{output 0 ball food}}, …).""",
 variant='multihead', heads=4, stage='weights', sentences=[0], highlight='ball', panes=['weights', 'blend'])

step('Switch a head off',
"""Are all {{heads #0}} heads needed? Ask the model itself: switch one off and see what changes.
Right-click a head's map ▸ **Switch off head 2**: that head's output becomes zeros before W_O joins the heads,
so ball's output is made of the others alone. (**Mean-ablate** puts the head's average over the sentence in its place;
**Keep only** switches every other head off.) The map does not change: the head still looks where it looked.
What changes is what reaches the output. The bar above the maps names what is off; **Clear** or Edit ▸ Undo takes it back.""",
 variant='multihead', heads=4, stage='weights', sentences=[0], highlight='ball', panes=['blend'],
 question={'kind': 'choice',
  'prompt': 'Switch off each head in turn. Which one moves ball\'s output the most?',
  'choices': ['head 1', 'head 2', 'head 3', 'head 4'],
  'compare': ['shift 0 ball 1', 'shift 0 ball 2', 'shift 0 ball 3', 'shift 0 ball 4'],
  'why': """Switched off, head 1 moves ball's output by {{shift 0 ball 1}} on the axis it changes most, head 2 by {{shift 0 ball 2}},
head 3 by {{shift 0 ball 3}} and head 4 by {{shift 0 ball 4}}. A head matters by what it hands over through W_O,
not by how sharp its map looks. These heads are untrained, so which one matters here is chance; part 3 asks the same of a trained model.""",
  'hide': ['numbers']})

step('Shuffle the words',
"""The second sentence holds the same words in reverse order. Each output is a blend of the sentence's rows, weighted by
scores of every word against every word.""",
 variant='multihead', heads=4, positions=False, stage='weights', sentences=[0, 1], highlight='ball',
 plane=['food', 'grain'], panes=['vectors'],
 question={'kind': 'choice',
  'prompt': 'Without positions, is ball\'s output different in the reversed sentence?',
  'choices': ['no: the same vector, only in another row', 'yes: the order changes it'],
  'answer': 0,
  'why': """Ball's output on the food axis is {{output 0 ball food}} in one order and {{output 1 ball food}} in the other
(the Vectors pane plots food against grain: {{if outputgap 0 1 ball < 0.0005 | each diamond of the reversed sentence sits on its twin | the diamonds part, because Positions is on and a word's place now changes it}}).
Permuting the words permutes the outputs and changes nothing else: to attention alone, a sentence is a bag of words.""",
  'hide': ['numbers', 'outputs']})

step('A pattern for each position',
"""Positional encoding gives every position its own pattern of sines and cosines, one wave per pair of axes, slower on later axes.
Position by position, what is added to the first two axes of *the bubbe made matzah ball soup again*:

| word | food (sine) | grain (cosine) |
|---|---|---|
| the | {{pe 0 @0 food}} | {{pe 0 @0 grain}} |
| bubbe | {{pe 0 @1 food}} | {{pe 0 @1 grain}} |
| made | {{pe 0 @2 food}} | {{pe 0 @2 grain}} |
| matzah | {{pe 0 @3 food}} | {{pe 0 @3 grain}} |
| ball | {{pe 0 @4 food}} | {{pe 0 @4 grain}} |
| soup | {{pe 0 @5 food}} | {{pe 0 @5 grain}} |
| again | {{pe 0 @6 food}} | {{pe 0 @6 grain}} |

The pattern depends only on the position, never on the word: "ball" near the end gets {{pe 0 ball food}} on food, "ball" near the start
of the reversed sentence {{pe 1 ball food}}.""",
 variant='multihead', heads=4, positions=True, stage='weights', sentences=[0, 1], highlight='ball',
 plane=['food', 'grain'], panes=['vectors'])

step('Positions',
"""With **Positions** on, each word's row is its table row plus its position's pattern. Ball's food value is {{input ball food}} in the table,
and its position adds {{pe 0 ball food}} in the first sentence and {{pe 1 ball food}} in the reversed one.
{{if outputgap 0 1 ball > 0.0005 | Attention reads | With Positions off, attention reads only the table:}} {{x 0 ball food}} and {{x 1 ball food}}.
{{if outputgap 0 1 ball > 0.0005 | Now the two "ball"s are different inputs, and the outputs differ | So the two "ball"s are one input, and so are their outputs}}:
food {{output 0 ball food}} against {{output 1 ball food}}{{if outputgap 0 1 ball > 0.0005 | , and the diamonds of the two sentences part in the Vectors pane}}.

Switch **Positions** off and on in the toolbar and watch the two maps of the Attention pane.""",
 variant='multihead', heads=4, positions=True, stage='weights', sentences=[0, 1], highlight='ball',
 plane=['food', 'grain'], panes=['vectors'])

step('No peeking: the causal mask',
"""A model that learns to predict the next word must not see it: "ball" may not look at "soup" when "soup" is the word to predict.
The **causal mask** sets every score above the diagonal to −∞ before softmax. Each word looks only at itself and the words before it,
and the greyed triangle above the map's diagonal is what it may not see.

Part 3's model is causal. Here the mask is switched on (**Causal** in the toolbar); the map shows the masked scores.""",
 variant='multihead', heads=4, positions=True, causal=True, stage='masked', sentences=[0], highlight='ball',
 hide=['later-stages'])

step('Where the mask leaves ball',
"""Same heads, same sentence, now the weights.""",
 variant='multihead', heads=4, positions=True, causal=True, stage='weights', sentences=[0], highlight='ball',
 question={'kind': 'number', 'quantity': 'headweight 0 1 ball soup', 'tolerance': 0.005,
  'prompt': 'With the mask on, what weight does "ball" give to "soup" in head 1?',
  'why': """Soup comes after ball, so its masked score is −∞ and e^−∞ is zero: ball → soup is {{headweight 0 1 ball soup}}.
Ball's whole attention now goes to itself and the words before it (ball → matzah is {{headweight 0 1 ball matzah %}}),
and the first word, "the", can only look at itself: {{headweight 0 1 the the}}."""})

step('Next: training',
"""Every head here is random. Training finds projections that make the heads useful, by asking the model to predict the next word.

Open **File ▸ Course ▸ Course, part 3**.""",
 variant='multihead', heads=4, positions=False, causal=False, stage='weights', sentences=[0], highlight='ball')
p2['steps'] = S
save(p2, 'course-2-heads')

# ---------------- Part 3: training (a model trained by `attention-lab train`) ----------------
p3 = json.load(open(sys.argv[1] if len(sys.argv) > 1 else R + 'course-3-training.attnlab.json'))
p3['title'] = 'Course, part 3: training — from static to structure'
p3['description'] = ('A tiny transformer (2 layers, 4 heads) trained on the bubbe corpus by the lab itself '
  '(attention-lab train --steps 600 --seed 1 trains this same model again, on any number of threads). '
  'The Training pane trains your own from scratch; it starts from Learning rate 0.01 and Context T 16 '
  'instead of 0.003 and 32, so set those two to train this model there.')
p3['sentences'] = ['the bubbe made matzah ball soup again']
p3['focus'] = 'ball'
S = []
step('The task: predict the next word',
"""The training text labels itself: after *the bubbe made matzah ball* the next word of the book is the answer.
At every position the model outputs a probability for every word of its vocabulary. It is **causal** (Part 2's mask):
each word sees only itself and the words before it, so it cannot copy the word it must predict.

This lesson holds a model already trained on the bubbe corpus; its loss curve is in the **Training** pane. Press **Start** there to train
a fresh one and watch the loss fall and the heads change, from nearly uniform (static) to sharp patterns (structure).""",
 source='model', layer=1, stage='weights', sentences=[0], highlight='ball', panes=['training'], hide=['cells'])

step('The loss of one prediction',
"""After *the bubbe made matzah ball*, this model gives "soup" the probability {{prob 0 4 soup}}.
The loss of one prediction is the **cross-entropy**: −ln p of the right word, here {{loss 0 4 soup}}. The closer p is to one, the closer the loss is to zero.

The reference text this course follows gives an example: p = 0.34 gives −ln 0.34 = {{nlog 0.34}}; a confidently wrong p = 0.01 gives {{nlog 0.01}}.
The loss is high when the model is wrong, and higher when it is confidently wrong. (The attention maps wait for the next step's question.)""",
 source='model', layer=1, stage='weights', sentences=[0], highlight='ball', hide=['cells'],
 question={'kind': 'number', 'quantity': 'loss 0 1 made', 'tolerance': 0.05,
  'prompt': 'After *the bubbe* the model is less sure: it gives "made" p = {{prob 0 1 made #4}}. What is the loss of this prediction?',
  'why': """−ln {{prob 0 1 made #4}} = {{loss 0 1 made}}. Training is many such numbers, averaged and pushed down by
backpropagation and Adam: each step nudges every weight in the direction that makes the right words more likely."""})

step('Which way will the loss push?',
"""A prediction the model is unsure of teaches it most. After *the bubbe* it gives "made" only p = {{prob 0 1 made}}, a loss of {{loss 0 1 made}}.
**Backpropagation** asks of every number in the model: if it grew a little, would this loss grow or shrink? The answer is the number's **gradient**, ∂loss/∂number,
and a training step moves every number a little against its gradient.
In layer 2, head 1, bubbe shares its attention between "the" ({{modelweight 0 2 1 bubbe the %}}) and itself ({{modelweight 0 2 1 bubbe bubbe %}}). (The maps wait until the questions about them are answered.)""",
 source='model', layer=2, stage='weights', sentences=[0], highlight='bubbe', hide=['cells'],
 question={'kind': 'choice',
  'prompt': 'Will a training step on this prediction push bubbe\'s score on "the" (layer 2, head 1) up or down?',
  'choices': ['up', 'down'],
  'compare': ['scorepush 0 2 1 bubbe the made', 'dscore 0 2 1 bubbe the made'],
  'why': """∂loss/∂score of bubbe on "the" is {{dscore 0 2 1 bubbe the made #4}}: {{if dscore 0 2 1 bubbe the made > 0 | the loss grows with that score, so the step lowers it | the loss falls as that score grows, so the step raises it}}.
Bubbe's score on itself gets {{dscore 0 2 1 bubbe bubbe made #4}}, the same push the other way: the softmax shares out one whole of attention, so what one word gains the other loses.
The Training pane's **Show: Gradient of the loss** draws this for every head and every word of its probe sentence: blue where the loss wants a score up, red where it wants it down
(its maps wait, like the attention maps, until the question about ball is answered)."""})

step('The gradient of one prediction',
"""The chain rule runs from the loss back to every number of the model. For "made" after *the bubbe*:
- the loss is −ln p = {{loss 0 1 made}};
- ∂loss/∂logit of the right word is p minus one, {{dlogit 0 bubbe made made}}: the step raises made's logit. Of a wrong word it is that word's own p, for "soup" {{dlogit 0 bubbe made soup #4}}: the step lowers it a little;
- back through the output layer, the feed-forward layers and W_O into each head's softmax, ∂loss/∂score of bubbe on "the" is {{dscore 0 2 1 bubbe the made #4}} in head 1 of layer 2, {{dscore 0 2 2 bubbe the made #4}} in head 2 of layer 2 and {{dscore 0 1 1 bubbe the made #4}} in head 1 of layer 1.

"soup" after *the bubbe made matzah ball* is another story: the model already gives it {{prob 0 4 soup}}. Its loss is {{loss 0 4 soup #4}}, ∂loss/∂logit only {{dlogit 0 ball soup soup #4}},
and ∂loss/∂score of ball on "the" (layer 2, head 1) is only {{dscore 0 2 1 ball the soup #6}}.
A prediction the model already gets right hardly moves it.""",
 source='model', layer=2, stage='weights', sentences=[0], highlight='ball', hide=['cells'])

step('Where does ball look?',
"""Nobody told the model which earlier word helps to predict what comes after "ball". Look at layer 2.""",
 source='model', layer=2, stage='weights', sentences=[0], highlight='ball',
 question={'kind': 'choice',
  'prompt': 'In layer 2, head 1 of the trained model, which word does "ball" attend to most?',
  'choices': ['the', 'bubbe', 'made', 'matzah', 'ball'],
  'compare': ['modelweight 0 2 1 ball the', 'modelweight 0 2 1 ball bubbe', 'modelweight 0 2 1 ball made',
              'modelweight 0 2 1 ball matzah', 'modelweight 0 2 1 ball ball'],
  'why': """Head 1 of layer 2 gives "matzah" {{modelweight 0 2 1 ball matzah %}} of ball's attention, "made" {{modelweight 0 2 1 ball made %}},
"bubbe" {{modelweight 0 2 1 ball bubbe %}}, "the" {{modelweight 0 2 1 ball the %}} and ball itself {{modelweight 0 2 1 ball ball %}}.
In the corpus "matzah ball" is followed by "soup", so looking back at "matzah" helps predict the next word{{if modelweight 0 2 1 ball matzah > 0.5 | , and the gradient strengthened that pattern | ; this model has not found that pattern yet: train it longer and watch it form}}.
The heads went from static to structure because the task rewarded it: train your own in the next step and watch it happen."""})

step('Switch the matzah head off',
"""Head 1 of layer 2 looks from ball back at matzah. Does the model **use** that look?
Here the head is switched off: its output becomes zeros before the layer's output projection, and every other weight stays as trained
(the bar above the maps says so; right-click a head's map ▸ **Switch off** to try others).""",
 source='model', layer=2, stage='weights', sentences=[0], highlight='ball',
 what_if={'source': 'model', 'interventions': ['ablate 2.1']},
 question={'kind': 'choice',
  'prompt': 'With that head off, what happens to the probability of "soup" after *the bubbe made matzah ball*?',
  'choices': ['it falls', 'it rises'],
  'compare': ['before prob 0 4 soup', 'prob 0 4 soup'],
  'why': """With every head on, the model gives "soup" {{before prob 0 4 soup}}; with head 1 of layer 2 off, {{prob 0 4 soup}}.
{{if prob 0 4 soup < before prob 0 4 soup | The look back at matzah was doing part of the work. | This model does not lean on that head for soup: other heads and the feed-forward layers carry it.}}
Switching parts off one at a time and watching a prediction is called **ablation**: it is how interpretability finds which heads a model's answer depends on."""})

step('One step by hand',
"""The trainer's optimiser, **AdamW**, turns the gradient into a step. Here is its first step on the loss of "made" after *the bubbe* alone, at learning rate {{adamlr}}.
The gradient's length over all {{params #,}} numbers is {{adamstep 0 bubbe made norm}}; the trainer clips any gradient longer than {{adamclip #0}} to that length{{if adamstep 0 bubbe made norm > adamclip | , as it does here}}.
- The weight of W_Q in layer 2, head 1 with the largest gradient (row {{adamweight 0 bubbe made 2 1 wq 1 row #0}}, column {{adamweight 0 bubbe made 2 1 wq 1 col #0}}): before {{adamweight 0 bubbe made 2 1 wq 1 before #4}}, gradient {{adamweight 0 bubbe made 2 1 wq 1 grad #4}}.
- Adam's first moment m = {{adamweight 0 bubbe made 2 1 wq 1 m #6}} (a tenth of the clipped gradient) and the root of its second moment √v = {{adamweight 0 bubbe made 2 1 wq 1 sqrtv #6}}. Corrected for being the first step, m/√v is the gradient's sign, so the step is the learning rate: {{adamweight 0 bubbe made 2 1 wq 1 step #4}}, to {{adamweight 0 bubbe made 2 1 wq 1 after #4}} after.""",
 source='model', layer=2, stage='weights', sentences=[0], highlight='bubbe', panes=['training'])

step('After the step',
"""The same step moved W_K's strongest weight in layer 2, head 1 too (row {{adamweight 0 bubbe made 2 1 wk 1 row #0}}, column {{adamweight 0 bubbe made 2 1 wk 1 col #0}}): gradient {{adamweight 0 bubbe made 2 1 wk 1 grad #4}}, from {{adamweight 0 bubbe made 2 1 wk 1 before #4}} to {{adamweight 0 bubbe made 2 1 wk 1 after #4}}.

Every number moved at once, each by about the learning rate. The loss of this prediction went from {{adamstep 0 bubbe made before}} to {{adamstep 0 bubbe made after}}: {{if adamstep 0 bubbe made drop > 0 | lower, as the gradient promised | not lower: a step this long overshot}}.""",
 source='model', layer=2, stage='weights', sentences=[0], highlight='bubbe', panes=['training'])

step('The scale',
"""This model has {{params #,}} numbers to learn. GPT-2 small, counted from its configuration, has {{gpt2params #,}}.
This machine trains a model the size of this one at about {{trainrate #,}} tokens a second (measured here, when this step was first shown).
The reference text this course follows says GPT-2 trained on forty gigabytes of text: at about four bytes a token, some {{corpustokens 40 #,}} tokens.
One pass over them would take this model {{traintime 40 tiny hours #1}} hours on this machine. GPT-2 small does more arithmetic per token in proportion to its weights,
so the same pass would take it {{traintime 40 gpt2 years #1}} years here: that is why such models train on thousands of processors at once.
The architecture is the one you have taken apart in this course; the scale is what produces the behaviour.""",
 source='model', layer=2, stage='weights', sentences=[0], highlight='ball', panes=['training'])

step('Train your own',
"""In the **Training** pane press **Start** (after a run, **Reset** first), and scrub the timeline: at the start every head spreads its attention nearly evenly over the words it may see;
a few hundred steps later the maps have structure. Type a probe sentence to watch its next-word guesses sharpen.
**Use this model** puts your model into the lesson (the steps' numbers then describe it), and File ▸ Export Figure Set… saves every view for your slides.

Part 4 shows what trained heads do: open **File ▸ Course ▸ Course, part 4**.""",
 source='model', layer=2, stage='weights', sentences=[0], highlight='ball', panes=['training'])
p3['steps'] = S
save(p3, 'course-3-training')

# ---------------- Part 4: what trained heads do (a model trained on the repeated-sequences task) ----------------
p4 = json.load(open(sys.argv[2] if len(sys.argv) > 2 else R + 'course-4-heads.attnlab.json'))
p4['title'] = 'Course, part 4: what trained heads do'
p4['description'] = ('A tiny attention-only transformer (2 layers, 2 heads) trained by the lab on the repeated-sequences task '
  '(attention-lab train --task induction --attention-only --context 16 --seed 1 trains this same model again): '
  'previous-token heads, induction heads, the first-token head, the phase change, and the head-roles test for any model.')
p4['sentences'] = ['n q b m j o f t b m j o f']
p4['focus'] = 'j'
# Its saved loss curve would answer "how will the loss fall?" before it is asked.
p4['model'].pop('loss_history', None)
S = []
step('Copying what came before',
"""This lesson's model never read a sentence. It was trained on the **repeated-sequences** task: random letters in which a stretch repeats at a random place,
so the only way to predict the repeat is to find where it happened before. It is small ({{params #,}} numbers) and has **attention only**:
two layers of two heads and no feed-forward layers, the setting of the papers that found what this part shows.

In the lesson's sentence (the maps' title), "b m j o f" appears twice. After the first "j" nothing in the past says what comes next: the model gives "o" {{prob 0 4 o %}}.
After the second "j" it gives "o" {{prob 0 10 o %}}. The model copies from its context. This part asks how, head by head. (The maps stay hidden until the question of step 4 is answered: until then each map would give away a question to come; each answer says its numbers.)""",
 source='model', layer=2, stage='weights', sentences=[0], highlight='j', hide=['cells'])

step('Where will the second j look?',
"""Layer 2's heads decide what the second "j" copies.""",
 source='model', layer=2, stage='weights', sentences=[0], highlight='j', hide=['cells'],
 question={'kind': 'choice',
  'prompt': 'In layer 2, head 2, where does the second "j" look most?',
  'choices': ['at the first j', 'at the o after the first j', 'at the m just before it', 'at the first token, n'],
  'compare': ['modelweight 0 2 2 @10 @4', 'modelweight 0 2 2 @10 @5', 'modelweight 0 2 2 @10 @9', 'modelweight 0 2 2 @10 @0'],
  'why': """It gives the "o" that followed the first j {{modelweight 0 2 2 @10 @5 %}} of its attention; the first j itself {{modelweight 0 2 2 @10 @4 %}} and the m before it {{modelweight 0 2 2 @10 @9 %}}.
This is an **induction head**: it finds where the current token occurred before and looks at the token that came **next**; its output carries that token forward, and the model guesses "o".
Head 1 of layer 2 does the same, with {{modelweight 0 2 1 @10 @5 %}} on that o."""})

step('How does the o know it came after a j?',
"""For the second j to find the first o, that o must carry "the token before me was j". Something in layer 1 writes it.""",
 source='model', layer=1, stage='weights', sentences=[0], highlight='o', hide=['cells'],
 question={'kind': 'choice',
  'prompt': 'In layer 1, head 1, where does the first "o" look most?',
  'choices': ['at itself', 'at the j just before it', 'at the first token, n'],
  'compare': ['modelweight 0 1 1 @5 @5', 'modelweight 0 1 1 @5 @4', 'modelweight 0 1 1 @5 @0'],
  'why': """At the j before it: {{modelweight 0 1 1 @5 @4 %}}. This is a **previous-token head**. On a random sequence read twice (the head-roles test, in the last step) its average weight on the token before is {{headrole 1 1 previous %}}; head 2's is only {{headrole 1 2 previous %}}.
Together they make a circuit: layer 1 writes into every token which token preceded it; in layer 2 the second j's query matches the key of the token whose predecessor was a j, the o, and copies it.
Neither layer can do it alone, which is why a model of a single layer never forms an induction head."""})

step('Nowhere better to go',
"""The first "j" has no earlier j to find. Yet each of layer 2's heads must still share out one whole of attention.""",
 source='model', layer=2, stage='weights', sentences=[0], highlight='j',
 question={'kind': 'choice',
  'prompt': 'In layer 2, head 1, where does the first "j" look most?',
  'choices': ['at the m before it', 'at itself', 'at the first token, n'],
  'compare': ['modelweight 0 2 1 @4 @3', 'modelweight 0 2 1 @4 @4', 'modelweight 0 2 1 @4 @0'],
  'why': """At the first token: {{modelweight 0 2 1 @4 @0 %}} (head 2: {{modelweight 0 2 2 @4 @0 %}}). With nothing to copy, the head parks its attention where it changes the output least.
A head that does this is a **first-token head**, and the first token an **attention sink**; its first-token score in the head-roles test is {{headrole 2 1 first %}} here. Many of GPT-2's heads spend much of their attention this way."""})

step('Watch it form',
"""Train it yourself: in the **Training** pane press **Repeated sequences**, tick **Attention only** and press **Start**. On a laptop it takes seconds.
The chart under the loss shows the loss on first occurrences and on repeated tokens. Set **Heads' score** to induction, then to previous-token, and follow the heads' lines as well.""",
 source='model', layer=2, stage='weights', sentences=[0], highlight='j', panes=['training'],
 question={'kind': 'choice',
  'prompt': 'Before you press Start: how will the loss on repeated tokens fall?',
  'choices': ['smoothly, from the first step on', 'with the first occurrences for a while, then suddenly far below them'],
  'answer': 1,
  'why': """For a while both losses fall together: the model learns only which letters are common. Then, within a few hundred steps, the repeated tokens' loss drops far below the first occurrences':
the **phase change**, marked in red on both charts and named under the timeline. Layer 1's heads become previous-token heads and layer 2's induction heads at that same time, and the grid names them as they appear.
Olsson and colleagues found the same sudden turn in large models, at the point where they begin to learn from their context."""})

step('Head roles of any model',
"""The Model dock's **Head roles** tab runs the test on any model: this one, one you trained, or GPT-2 (File ▸ Open Model…).
It reads a random sequence twice and scores every layer and head four ways: **previous-token** (its mean weight on the token before), **induction** (on the token after the current one's earlier occurrence),
**duplicate-token** (on that earlier occurrence) and **first-token**.
Here layer 2's induction scores are {{headrole 2 1 induction %}} and {{headrole 2 2 induction %}}; layer 1's are {{headrole 1 1 induction %}} and {{headrole 1 2 induction %}}.
From the command line, `attention-lab heads --lesson FILE` (or `--model PATH`) prints the same numbers as JSON. Try it on GPT-2 small and find the layers its induction heads sit in.""",
 source='model', layer=2, stage='weights', sentences=[0], highlight='j', panes=['model'])
p4['steps'] = S
save(p4, 'course-4-heads')

# ---------------- Part 5: where a word sits, five ways (bubbe) ----------------
p5 = load('bubbe')
p5['title'] = 'Course, part 5: where a word sits'
p5['description'] = ('Attention alone reads a sentence as a bag of words. Part 2 added sinusoidal vectors to fix it; real models '
  'use other answers: GPT-2 learns its position vectors, most recent models turn queries and keys (RoPE), others '
  'subtract a penalty for distance (ALiBi). Predict what each does to a score, then train a model with each.')
p5['sentences'] = ['the bubbe made matzah ball soup again', 'again soup ball matzah made bubbe the']
p5['focus'] = 'ball'
p5['attention'].pop('positions', None)
p5['attention']['position_encoding'] = 'none'
S = []
MH = dict(variant='multihead', heads=4, causal=False)
# Steps 1 to 4 keep the numbers back even after their own answer ("hide"): the
# Positions pane's shift test sets every encoding side by side, so its table
# would answer the questions that follow.

step('The shuffle test',
"""Two sentences, the same words in opposite orders. With **no positions** each word's row is only its table row,
and every score compares two rows. So what does the order change?""",
 **MH, hide=['numbers'], position_encoding='none', stage='scaled', sentences=[0, 1], highlight='ball', panes=['positions'],
 question={'kind': 'choice',
  'prompt': 'Without positions, is the score of ball on matzah (head 1) the same in both orders?',
  'choices': ['the same: the map is only shuffled', 'different: the order changes it'],
  'answer': 0,
  'why': """Head 1 scores ball on matzah {{scaled 0 ball matzah}} in one order and {{scaled 1 ball matzah}} in the other.
Shuffling the words shuffles the rows and columns of every map, and every output moves with its word: nothing else changes.
"The dog bit the man" and "The man bit the dog" would mean the same thing.""",
  'hide': ['numbers']})

step('Sinusoidal vectors: the place becomes part of the word',
"""Part 2's answer adds to each word's row a pattern of sines and cosines that depends only on its place.
The **Positions** pane draws how alike two places' patterns are: large on the diagonal, falling away with distance, rising again as the slow waves come round.

Now put "the" in front of the sentence: every word moves one place on, ball and matzah together.""",
 **MH, hide=['numbers'], position_encoding='sinusoidal', stage='scaled', sentences=[0], highlight='ball', panes=['positions'],
 question={'kind': 'choice',
  'prompt': 'With sinusoidal positions, does the score of ball on matzah (head 1) change when every word moves one place on?',
  'choices': ['no: they are still neighbours', 'yes: their places changed'],
  'compare': ['movekept 0 1 ball matzah the', 'movegap 0 1 ball matzah the'],
  'why': """It moves from {{headscore 0 1 ball matzah}} to {{moved 0 1 ball matzah the}}. The vectors added to ball and matzah are those
of their new places, and a dot product of two sums changes with every term: the score depends on where the pair stands, not only on how far apart.""",
  'hide': ['numbers']})

step('Learned positions',
"""GPT-2 does not use sines: it **learns** one vector per place, like a word's row, and adds it the same way.
Its first places come out alike and far places grow apart, learned from text rather than built in.

The trained model of part 3 learned its own: open **File ▸ Course ▸ Course, part 3**, and in the **Positions** pane choose *Map: learned positions*.
A real GPT-2 (**File ▸ Get a Model…**) shows its table the same way.""",
 **MH, hide=['numbers'], position_encoding='sinusoidal', stage='weights', sentences=[0], highlight='ball')

step('RoPE: turn the query and the key',
"""Rotary positions (RoPE) add nothing to the words. Inside each head they **turn** the query and the key: each pair of numbers by an angle
that grows with the place, slower for later pairs. Then the score is the dot product of the turned query and the turned key, as before.""",
 **MH, hide=['numbers'], position_encoding='rope', stage='scaled', sentences=[0], highlight='ball', panes=['positions'],
 question={'kind': 'choice',
  'prompt': 'With RoPE, does the score of ball on matzah (head 1) change when "the" is put in front?',
  'choices': ['no: they are as far apart as before', 'yes: their places changed'],
  'compare': ['movekept 0 1 ball matzah the', 'movegap 0 1 ball matzah the'],
  'why': """Before and after: {{headscore 0 1 ball matzah}} and {{moved 0 1 ball matzah the}}. Both words turned one place further,
so the angle between them is the same, and the dot product of two turned vectors depends only on that angle: RoPE sees how far apart two words are,
not where they stand. The **Positions** pane now shows the score of ball on matzah if they stood at every pair of places: each diagonal holds one value.
Most recent language models use it.""",
  'hide': ['numbers', 'cells']})

step('ALiBi: a penalty for distance',
"""ALiBi (attention with linear biases) adds nothing to the words and turns nothing. It subtracts from each score a penalty that grows with the distance
between the two words: head 1 subtracts {{alibislope 1}} per word of distance, the last head only {{alibislope 4}}, so some heads stay near and
others can look far. The **Positions** pane draws each head's penalty: zero on the diagonal, falling in straight lines away from it.""",
 **MH, position_encoding='alibi', stage='masked', sentences=[0], highlight='ball', panes=['positions'],
 question={'kind': 'choice',
  'prompt': 'With ALiBi, does what head 1 reads for ball on matzah change when "the" is put in front?',
  'choices': ['no: the distance is the same', 'yes: their places changed'],
  'compare': ['movekept 0 1 ball matzah the', 'movegap 0 1 ball matzah the'],
  'why': """It reads {{headscore 0 1 ball matzah}} before and {{moved 0 1 ball matzah the}} after. The penalty depends only on the distance,
so, like RoPE, ALiBi is relative: a phrase means the same wherever it stands in a text.""",
  'hide': ['numbers', 'cells']})

step('Train with each',
"""Which answer helps a model most? Train and compare. In the **Training** pane choose *Positions: learned vectors* and **Start**.
When it finishes, **Reset**: the run's validation curve stays on the chart, grey and dashed. Choose *None* and train again, then *RoPE* or *ALiBi*.

Then type *the bubbe made matzah ball soup* as the probe, and the words in another order: a model without positions guesses the same next words
whatever the order, because to it both are the same bag of words. The command line does the same:
*attention-lab train --position-encoding rope*.""",
 **MH, position_encoding='none', stage='weights', sentences=[0], highlight='ball', panes=['training'])

p5['steps'] = S
save(p5, 'course-5-positions', 4)
