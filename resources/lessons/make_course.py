# Writes the built-in course (course-*.attnlab.json) from module2 and bubbe and
# a model trained by the lab:
#   attention-lab train --steps 600 --seed 1 --save /tmp/trained.attnlab.json
#   python3 resources/lessons/make_course.py /tmp/trained.attnlab.json
# The texts quote quantities ({{weight 0 bank river}}), computed when shown.
import json, copy, sys
import os
R=os.path.dirname(os.path.abspath(__file__))+'/'
def load(n): return json.load(open(R+n+'.attnlab.json'))
def save(d, n):
    d['version']=2
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
    if view: s['view'] = view
    if q: s['question'] = q
    S.append(s)

step('One row per word',
"""The embedding table gives every word **one** row, fixed before any sentence exists.
Look up "bank" in *the river bank* and in *the money bank*: the same four numbers come back both times,
water {{input bank water}}, money {{input bank money}}, place {{input bank place}}, filler {{input bank filler}}.

Whatever "understanding the sentence" will mean, it is not in these rows. It has to be **computed**
from the other words. This course builds that computation one rung at a time.

*Try it:* select a cell of bank's row in the **Embedding table** and drag it. Both sentences change together.""",
 variant='no-mixing', stage='weights', sentences=[0, 1], highlight='bank', plane=['water', 'money'], panes=['embedding', 'vectors', 'blend'])

step('Attempt 0: no mixing',
"""The first attempt keeps each word to itself: its new vector is computed from its own row alone.
The weights are the identity (each word gives all of its attention to itself), so the output of "bank"
is its lookup row: water {{output 0 bank water}} in the river sentence and {{output 1 bank water}} in the money sentence.

No function of bank's row alone can tell the two sentences apart, because the row is the same.
**Information has to flow between words.** In the Vectors pane the output diamond sits on bank's grey point, twice.""",
 variant='no-mixing', stage='weights', sentences=[0, 1], highlight='bank', panes=['vectors'])

step('Attempt 1: the equal average',
"""Second attempt: replace every word by the plain average of the sentence's vectors, each word weighing 1/3.""",
 variant='equal-average', stage='weights', sentences=[0], highlight='bank', panes=['vectors'],
 question={'kind': 'choice',
  'prompt': 'The average fixes one problem and creates a fatal one. Which is the fatal one?',
  'choices': ['"bank" still means the same in both sentences',
              'all three words come out as the same vector',
              'the weights no longer add up to 1'],
  'answer': 1,
  'why': """The average does see the topic: in the river sentence it leans water {{output 0 bank water}} over money {{output 0 bank money}}.
But it never asks *who is looking*, so "the", "river" and "bank" all receive the same vector (the three diamonds sit on one point),
and the filler word "the" gets as large a share, {{weight 0 bank the}}, as "river". The weights must differ per word and favour relevant words.""",
  'hide': ['numbers', 'outputs']})

step('Scores: every word against every word',
"""Simple attention scores each pair with a dot product: **S = X·Xᵀ**, one row per word looking, one column per word looked at.

Bank's row: {{score 0 bank the}} against "the", {{score 0 bank river}} against "river", {{score 0 bank bank}} against itself.
Two facts to keep: the diagonal is the largest entry of each row (a vector agrees with itself most), and the table is
**symmetric**: river→bank is {{score 0 river bank}}, exactly bank→river.""",
 variant='simple', stage='raw', sentences=[0], highlight='bank', panes=['blend'])

step('Softmax: scores become shares',
"""Softmax turns each row of scores into positive shares that add up to 1: e^score divided by the row's sum of e^score.""",
 variant='simple', stage='weights', sentences=[0], highlight='bank',
 question={'kind': 'cell', 'sentence': 0, 'head': 1, 'row': 'bank',
  'prompt': 'In bank\'s row of the weights, which cell is the largest? Click it in the map in the middle of the window.',
  'why': """Bank keeps {{weight 0 bank bank %}} for itself and gives "river" {{weight 0 bank river %}} and "the" {{weight 0 bank the %}}.
The self-match always wins a dot-product contest, so every word's largest share is itself. Hold that thought: Module 2 removes it.""",
  'hide': ['numbers']})

step('The blend, term by term',
"""Bank's recipe in the river sentence is {{weight 0 bank the %}} "the", {{weight 0 bank river %}} "river", {{weight 0 bank bank %}} itself.
Bank arrives balanced: water {{input bank water}}, money {{input bank money}}.""",
 variant='simple', stage='weights', sentences=[0], highlight='bank', plane=['water', 'money'], panes=['blend'],
 question={'kind': 'choice',
  'prompt': 'Which axis wins in bank\'s output in the river sentence?',
  'choices': ['water', 'money'],
  'compare': ['output 0 bank water', 'output 0 bank money'],
  'why': """The **Blend** table shows every term: each ingredient row is scaled by bank's weight for it, then the columns are added.
River pours in {{weight 0 bank river}} × 0.9 of water; nobody but bank brings money, and bank kept only {{weight 0 bank bank}} of itself.
Water {{output 0 bank water}} against money {{output 0 bank money}}: nearly three to one.""",
  'hide': ['numbers', 'outputs']})

step('"bank" splits in two',
"""Now both sentences side by side. One grey lookup point for bank, and two diamonds, one per sentence:

- in *the river bank*, bank comes out watery: water {{output 0 bank water}}, money {{output 0 bank money}};
- in *the money bank*, it comes out money-ish: water {{output 1 bank water}}, money {{output 1 bank money}}.

A vector that depends on its sentence is a **contextual representation**, and no training was involved:
three lines of arithmetic on the table. Drag river's grey point in the Vectors pane and watch bank's diamond follow.""",
 variant='simple', stage='weights', sentences=[0, 1], highlight='bank', plane=['water', 'money'], panes=['vectors'])

step('Rebuild it for the money sentence',
"""Do the same blend for *the money bank* with a calculator. Bank's scores there are
{{score 1 bank the}}, {{score 1 bank money}} and {{score 1 bank bank}}.""",
 variant='simple', stage='weights', sentences=[1], highlight='bank', panes=['blend'],
 question={'kind': 'number', 'quantity': 'weight 1 bank money', 'tolerance': 0.01,
  'prompt': 'What share of its attention does bank give to "money"? (two decimals are enough)',
  'why': """softmax of ({{score 1 bank the}}, {{score 1 bank money}}, {{score 1 bank bank}}) gives {{weight 1 bank the}}, {{weight 1 bank money}}, {{weight 1 bank bank}}.
The Blend table now shows the money sentence's terms: check its bottom row, water {{output 1 bank water}} and money {{output 1 bank money}}.""",
  'hide': ['numbers']})

step('What is still missing',
"""Two shortfalls are visible in the weights:

1. **Self-focus.** Every word's largest share is itself; bank reached only {{weight 0 bank river %}} on river.
2. **Symmetry.** River→bank equals bank→river ({{score 0 river bank}}), but "river" changes "bank" far more than the reverse.

Both come from one root: a word has a single vector, so it can only ask *who looks like me?*""",
 variant='simple', stage='weights', sentences=[0], highlight='bank')

step('Queries and keys',
"""Module 2 gives each word two new faces: a **query** Q = X·W_Q (what it asks) and a **key** K = X·W_K (what it advertises).
Scores are now Q·Kᵀ. Here a place word such as bank asks "water or money?", and every word's key answers with its water and money content
(see the **Weights** pane).

The table is no longer symmetric: bank→river scores {{score 0 bank river}}, river→bank only {{score 0 river bank}}.""",
 variant='scaled', stage='raw', sentences=[0], highlight='bank', panes=['weights'])

step('Where does bank look now?',
"""Same sentence, same table, but scores from queries and keys.""",
 variant='scaled', stage='weights', sentences=[0, 1], highlight='bank',
 question={'kind': 'choice',
  'prompt': 'In *the river bank*, which word gets bank\'s largest share now?',
  'choices': ['bank itself', 'river', 'the'],
  'compare': ['weight 0 bank bank', 'weight 0 bank river', 'weight 0 bank the'],
  'why': """River gets {{weight 0 bank river %}}, bank itself {{weight 0 bank bank %}}: a query is not a key, so the self-match no longer wins.
In the money sentence the same query finds "money": {{weight 1 bank money %}}.""",
  'hide': ['numbers']})

step('Why divide by √d',
"""Scores are divided by √dₖ = {{sqrtdk}} before softmax. Dot products of longer vectors are larger: with d numbers per vector
a score adds up d products, so its spread grows like √d. Large scores make softmax **saturate**: one share takes everything.

Bank's largest share if its scaled scores were larger:

| scores × | largest share |
|---|---|
| 1 | {{sharpen 0 bank 1 %}} |
| 4 | {{sharpen 0 bank 4 %}} |
| 16 | {{sharpen 0 bank 16 %}} |
| 64 | {{sharpen 0 bank 64 %}} |

A saturated softmax barely changes when its inputs change, so training signals through it vanish. Dividing by √dₖ keeps the scores
in the range where softmax still listens. *Try it:* untick **Scale** in the toolbar, then drag bank's place value up, and watch the row go one-hot.""",
 variant='scaled', stage='scaled', sentences=[0], highlight='bank')

step('Next: many heads',
"""One query per word asks one question. Language needs several at once: who did it, to what, when.
Part 2 runs several attention **heads** in parallel, joins them with W_O, and adds word positions.

Open **File ▸ Course ▸ Course, part 2**.""",
 variant='scaled', stage='weights', sentences=[0, 1], highlight='bank')
p1['steps'] = S
save(p1, 'course-1-attention')

# ---------------- Part 2: heads, W_O, positions (bubbe) ----------------
p2 = load('bubbe')
p2['title'] = 'Course, part 2: heads, W_O and positions'
p2['description'] = ('Four attention heads with their own projections, joined by W_O; then why attention alone cannot see word order, '
  'and how positional encoding fixes it. The projections are untrained (seeded random numbers).')
p2['sentences'] = ['the bubbe made matzah ball soup again', 'again soup ball matzah made bubbe the']
p2['focus'] = 'ball'
S = []
step('Four heads, four lenses',
"""Multi-head attention runs h = 4 attentions side by side. Each head has its own W_Q, W_K and W_V (a block of columns in the
**Weights** pane), so each scores the sentence through its own lens. How much does "ball" look at "matzah"?

- head 1: {{headweight 0 1 ball matzah %}}
- head 2: {{headweight 0 2 ball matzah %}}
- head 3: {{headweight 0 3 ball matzah %}}
- head 4: {{headweight 0 4 ball matzah %}}

These projections are **untrained** random numbers, so the heads disagree and none of them knows anything yet. Part 3 trains them.""",
 variant='multihead', heads=4, stage='weights', sentences=[0], highlight='ball', panes=['weights'])

step('W_O joins the heads',
"""Each head returns dₖ = d / h numbers per word. The four results are laid side by side (concatenated) into one row of d numbers,
and one more matrix, **W_O**, mixes them into the layer's output. Without W_O each head could only write into its own quarter of the vector;
with it, every head can contribute to every axis.

The **Weights** pane's *Matrix* chooser shows W_O; the **Blend** pane follows ball's output head by head.""",
 variant='multihead', heads=4, stage='weights', sentences=[0], highlight='ball', panes=['blend'])

step('Shuffle the words',
"""The second sentence holds the same seven words in reverse order. Attention compares every word with every word, and a
set of pairs does not change when you shuffle the words.""",
 variant='multihead', heads=4, positions=False, stage='weights', sentences=[0, 1], highlight='ball',
 plane=['food', 'grain'], panes=['vectors'],
 question={'kind': 'choice',
  'prompt': 'Without positions, is ball\'s output different in the reversed sentence?',
  'choices': ['no: the same vector, only in another row', 'yes: the order changes it'],
  'answer': 0,
  'why': """Ball's output on the food axis is {{output 0 ball food}} in one order and {{output 1 ball food}} in the other
(the Vectors pane plots food against grain: each diamond of the reversed sentence sits on its twin).
Permuting the words permutes the outputs and changes nothing else: to attention alone, a sentence is a bag of words.""",
  'hide': ['numbers', 'outputs']})

step('Positions',
"""Positional encoding adds to each word's row a pattern of sines and cosines that depends on its position.
Now "ball" at position 5 and "ball" at position 3 are different inputs, and the outputs differ:
food {{output 0 ball food}} against {{output 1 ball food}}, and the diamonds of the two sentences part in the Vectors pane.

Switch **Positions** off and on in the toolbar and watch the two maps of the Attention pane.""",
 variant='multihead', heads=4, positions=True, stage='weights', sentences=[0, 1], highlight='ball',
 plane=['food', 'grain'], panes=['vectors'])

step('Next: training',
"""Every head here is random. Training finds projections that make the heads useful, by asking the model to predict the next word.

Open **File ▸ Course ▸ Course, part 3**.""",
 variant='multihead', heads=4, positions=False, stage='weights', sentences=[0], highlight='ball')
p2['steps'] = S
save(p2, 'course-2-heads')

# ---------------- Part 3: training (a model trained by `attention-lab train`) ----------------
p3 = json.load(open(sys.argv[1]))
p3['title'] = 'Course, part 3: training — from static to structure'
p3['description'] = ('A tiny transformer (2 layers, 4 heads) trained by `attention-lab train --steps 600 --seed 1` on the bubbe corpus. '
  'The Training pane trains your own from scratch.')
p3['sentences'] = ['the bubbe made matzah ball soup again']
p3['focus'] = 'ball'
S = []
step('The task: predict the next word',
"""The training text labels itself: after *the bubbe made matzah ball* the next word of the book is the answer.
At every position the model outputs a probability for every word of its vocabulary.

This lesson holds a model already trained on the bubbe corpus; its loss curve is in the **Training** pane. Press **Start** there to train
a fresh one and watch the loss fall and the heads change, from nearly uniform (static) to sharp patterns (structure).""",
 source='model', layer=1, stage='weights', sentences=[0], highlight='ball', panes=['training'])

step('The loss of one prediction',
"""After *the bubbe made matzah ball*, this model gives "soup" the probability {{prob 0 4 soup}}.
The loss of one prediction is the **cross-entropy**: −ln p of the right word, here {{loss 0 4 soup}}: almost nothing to learn.

The seed's example: p = 0.34 gives −ln 0.34 = {{nlog 0.34}}; a confidently wrong p = 0.01 gives {{nlog 0.01}}.
The loss is high when the model is wrong, and higher when it is confidently wrong.""",
 source='model', layer=2, stage='weights', sentences=[0], highlight='ball',
 question={'kind': 'number', 'quantity': 'loss 0 1 made', 'tolerance': 0.05,
  'prompt': 'After *the bubbe* the model is less sure: it gives "made" p = {{prob 0 1 made}}. What is the loss of this prediction?',
  'why': """−ln {{prob 0 1 made}} = {{loss 0 1 made}}, close to the seed's 0.34 → 1.08. Training is millions of such numbers pushed down by
backpropagation and Adam: each step nudges every weight in the direction that makes the right words more likely."""})

step('Where does ball look?',
"""Nobody told the model that "ball" needs "matzah". Look at layer 2.""",
 source='model', layer=2, stage='weights', sentences=[0], highlight='ball',
 question={'kind': 'choice',
  'prompt': 'In layer 2, head 1 of the trained model, which word does "ball" attend to most?',
  'choices': ['the', 'bubbe', 'made', 'matzah', 'ball'],
  'compare': ['modelweight 0 2 1 ball the', 'modelweight 0 2 1 ball bubbe', 'modelweight 0 2 1 ball made',
              'modelweight 0 2 1 ball matzah', 'modelweight 0 2 1 ball ball'],
  'why': """Ball gives {{modelweight 0 2 1 ball matzah %}} of head 1's attention to "matzah". The pattern predicts "soup" reliably,
so the gradient kept strengthening it. The heads went from static to structure because the task demanded it.""",
  'hide': ['numbers', 'cells']})

step('Train your own',
"""In the **Training** pane press **Start** (after a run, **Reset** first), and scrub the timeline: at step 0 every head spreads its attention evenly;
a few hundred steps later the maps have structure. Type a probe sentence to watch its next-word guesses sharpen.
**Use this model** puts your model into the lesson, and File ▸ Export Figure Set… saves every view for your slides.""",
 source='model', layer=2, stage='weights', sentences=[0], highlight='ball', panes=['training'])
p3['steps'] = S
save(p3, 'course-3-training')
