<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>AttentionCommands</name>
    <message>
        <source>on</source>
        <translation>an</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>simple attention</source>
        <translation>einfache Attention</translation>
    </message>
    <message>
        <source>scaled Q·K·V attention</source>
        <translation>skalierte Q·K·V-Attention</translation>
    </message>
    <message>
        <source>multi-head attention</source>
        <translation>Multi-Head-Attention</translation>
    </message>
    <message>
        <source>no mixing</source>
        <translation>keine Mischung</translation>
    </message>
    <message>
        <source>the equal average</source>
        <translation>den gleichmäßigen Durchschnitt</translation>
    </message>
    <message>
        <source>switch to %1</source>
        <translation>auf %1 umschalten</translation>
    </message>
    <message>
        <source>scaling %1</source>
        <translation>Skalierung %1</translation>
    </message>
    <message>
        <source>causal mask %1</source>
        <translation>kausale Maske %1</translation>
    </message>
    <message>
        <source>one head</source>
        <translation>ein Kopf</translation>
    </message>
    <message>
        <source>%1 heads</source>
        <translation>%1 Köpfe</translation>
    </message>
    <message>
        <source>no positions</source>
        <translation>keine Positionen</translation>
    </message>
    <message>
        <source>sinusoidal positions</source>
        <translation>sinusförmige Positionen</translation>
    </message>
    <message>
        <source>learned positions</source>
        <translation>gelernte Positionen</translation>
    </message>
    <message>
        <source>rotary positions (RoPE)</source>
        <translation>rotierende Positionen (RoPE)</translation>
    </message>
    <message>
        <source>ALiBi</source>
        <translation>ALiBi</translation>
    </message>
    <message>
        <source>RoPE base %1</source>
        <translation>RoPE-Basis %1</translation>
    </message>
</context>
<context>
    <name>ChartViewAccessible</name>
    <message numerus="yes">
        <source>%1: %n point(s), the last at %2 %3, %4 %5</source>
        <translation>
            <numerusform>%1: %n Punkt, der letzte bei %2 %3, %4 %5</numerusform>
            <numerusform>%1: %n Punkte, der letzte bei %2 %3, %4 %5</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing plotted yet</source>
        <translation>Noch nichts gezeichnet</translation>
    </message>
</context>
<context>
    <name>Commands</name>
    <message>
        <source>Use Trained Model</source>
        <translation>Trainiertes Modell verwenden</translation>
    </message>
    <message>
        <source>Remove Trained Model</source>
        <translation>Trainiertes Modell entfernen</translation>
    </message>
</context>
<context>
    <name>CorpusSource</name>
    <message>
        <source>%1: cannot be read (%2)</source>
        <translation>%1: kann nicht gelesen werden (%2)</translation>
    </message>
    <message>
        <source>repeated sequences</source>
        <translation>wiederholte Folgen</translation>
    </message>
</context>
<context>
    <name>Figures</name>
    <message>
        <source>trained model, layer %1 of %2</source>
        <translation>trainiertes Modell, Schicht %1 von %2</translation>
    </message>
    <message>
        <source>hand-wired attention</source>
        <translation>handgebaute Attention</translation>
    </message>
    <message>
        <source>“%1” — %2, %3. %4</source>
        <extracomment>The head view&apos;s caption: %1 the sentence; %2 which attention; %3 the heads shown; %4 the notes</extracomment>
        <translation>„%1“ — %2, %3. %4</translation>
    </message>
    <message>
        <source>token looking</source>
        <extracomment>The head view&apos;s left column title: the tokens doing the looking
----------
A real model&apos;s map: its rows are the tokens doing the looking</extracomment>
        <translation>schauendes Token</translation>
    </message>
    <message>
        <source>token looked at</source>
        <extracomment>The head view&apos;s right column title: the tokens being looked at
----------
A real model&apos;s map: its columns are the tokens being looked at</extracomment>
        <translation>angeschautes Token</translation>
    </message>
    <message>
        <source>layer %1, head %2</source>
        <translation>Schicht %1, Kopf %2</translation>
    </message>
    <message>
        <source>%5 — %1, layer %2 of %3: attention weights of %4 tokens; hatched cells above the diagonal are masked (weight 0): each token looks only at itself and the tokens before it. ␣ marks a token&apos;s leading space.</source>
        <extracomment>%5: the model&apos;s file; %1: its kind; %4: how many tokens</extracomment>
        <translation>%5 — %1, Schicht %2 von %3: Attention-Gewichte von %4 Tokens; schraffierte Zellen über der Diagonale sind maskiert (Gewicht 0): Jedes Token schaut nur auf sich selbst und die Tokens davor. ␣ markiert das führende Leerzeichen eines Tokens.</translation>
    </message>
    <message>
        <source>%1 — %2, layer %3 of %4, %5 (%6 tokens; ␣ marks a leading space). %7</source>
        <extracomment>%1: the model&apos;s file; %2: its kind; %5: the heads shown (&quot;all 12 heads&quot;); %6: how many tokens; %7: the notes</extracomment>
        <translation>%1 — %2, Schicht %3 von %4, %5 (%6 Tokens; ␣ markiert ein führendes Leerzeichen). %7</translation>
    </message>
    <message>
        <source>%1 — %2: every layer × head (rows: layers, columns: heads) on %3 tokens, each head&apos;s clear pattern named (previous token, first token, self, uniform). Hatched cells above the diagonal are masked; ␣ marks a token&apos;s leading space.</source>
        <translation>%1 — %2: jede Schicht × jeder Kopf (Zeilen: Schichten, Spalten: Köpfe) auf %3 Tokens, jeder Kopf nach seinem klaren Muster benannt (voriges Token, erstes Token, selbst, gleichmäßig). Schraffierte Zellen über der Diagonale sind maskiert; ␣ markiert das führende Leerzeichen eines Tokens.</translation>
    </message>
    <message>
        <source>weight ×</source>
        <extracomment>The blend table&apos;s first column: each ingredient&apos;s weight, multiplying its row</extracomment>
        <translation>Gewicht ×</translation>
    </message>
    <message>
        <source>before</source>
        <extracomment>The blend table&apos;s row of the word&apos;s own row, before attention (compact form, on a slide)</extracomment>
        <translation>vorher</translation>
    </message>
    <message>
        <source>%1 before (%2)</source>
        <translation>%1 vorher (%2)</translation>
    </message>
    <message>
        <source>lookup row</source>
        <translation>Tabellenzeile</translation>
    </message>
    <message>
        <source>%1 lookup row</source>
        <translation>%1 Tabellenzeile</translation>
    </message>
    <message>
        <source>after (sums)</source>
        <translation>nachher (Summen)</translation>
    </message>
    <message>
        <source>%1 after (column sums)</source>
        <translation>%1 nachher (Spaltensummen)</translation>
    </message>
    <message>
        <source>Attention Lab figure</source>
        <translation>Abbildung aus Attention Lab</translation>
    </message>
    <message>
        <source>Drawn by Attention Lab</source>
        <translation>Gezeichnet mit Attention Lab</translation>
    </message>
    <message>
        <source>head %1</source>
        <translation>Kopf %1</translation>
    </message>
    <message>
        <source>guess %1</source>
        <extracomment>The lens table&apos;s column: the model&apos;s 1st, 2nd, … most likely next token</extracomment>
        <translation>Vermutung %1</translation>
    </message>
    <message>
        <source>step</source>
        <extracomment>The loss chart&apos;s x axis: the training step</extracomment>
        <translation>Schritt</translation>
    </message>
    <message>
        <source> (last %1)</source>
        <translation> (zuletzt %1)</translation>
    </message>
    <message>
        <source>validation</source>
        <extracomment>The loss chart&apos;s legend: the loss on the validation set</extracomment>
        <translation>Validierung</translation>
    </message>
    <message>
        <source>train</source>
        <extracomment>The loss chart&apos;s legend: the loss on the training set</extracomment>
        <translation>Training</translation>
    </message>
    <message>
        <source>“%1”</source>
        <extracomment>Quotation marks around a sentence or a word in a figure&apos;s title or legend: use your language&apos;s (e.g. „%1“ or « %1 »).</extracomment>
        <translation>„%1“</translation>
    </message>
    <message>
        <source>Training loss</source>
        <translation>Loss im Training</translation>
    </message>
    <message>
        <source>Every layer and head at step %1 — “%2”</source>
        <extracomment>%1: the training step; %2: the sentence the heads read</extracomment>
        <translation>Jede Schicht und jeder Kopf bei Schritt %1 — „%2“</translation>
    </message>
    <message>
        <source>value row</source>
        <translation>Value-Zeile</translation>
    </message>
    <message>
        <source>Input matrix X for %1</source>
        <translation>Eingabematrix X für %1</translation>
    </message>
    <message>
        <source>Scores S = X·Xᵀ for %1</source>
        <translation>Scores S = X·Xᵀ für %1</translation>
    </message>
    <message>
        <source>Attention weights for %1</source>
        <translation>Attention-Gewichte für %1</translation>
    </message>
    <message>
        <source>two</source>
        <extracomment>The number 2 in &quot;One lookup row, two meanings: …&quot;</extracomment>
        <translation>zwei</translation>
    </message>
    <message>
        <source>Words before and after attention</source>
        <translation>Wörter vor und nach der Attention</translation>
    </message>
    <message>
        <source>One lookup row, %1 meanings: %2 before and after attention</source>
        <translation>Eine Tabellenzeile, %1 Bedeutungen: %2 vor und nach der Attention</translation>
    </message>
    <message>
        <source>The blend in slow motion: %1 in %2</source>
        <translation>Die Mischung in Zeitlupe: %1 in %2</translation>
    </message>
    <message>
        <source>Embedding table</source>
        <translation>Embedding-Tabelle</translation>
    </message>
    <message>
        <source>Projection %1</source>
        <translation>Projektion %1</translation>
    </message>
    <message>
        <source>Input X for %1</source>
        <translation>Eingabe X für %1</translation>
    </message>
    <message>
        <source>Scores for %1</source>
        <translation>Scores für %1</translation>
    </message>
    <message>
        <source>Weights per head for %1</source>
        <translation>Gewichte pro Kopf für %1</translation>
    </message>
    <message>
        <source>The blend for %1</source>
        <translation>Die Mischung für %1</translation>
    </message>
    <message>
        <source>Training loss: %1 steps on %2</source>
        <translation>Loss im Training: %1 Schritte auf %2</translation>
    </message>
    <message>
        <source>Trained model, layer %1 of %2: every head on %3</source>
        <translation>Trainiertes Modell, Schicht %1 von %2: jeder Kopf auf %3</translation>
    </message>
    <message>
        <source>word</source>
        <extracomment>A table&apos;s row title: its rows are words</extracomment>
        <translation>Wort</translation>
    </message>
    <message>
        <source>axis</source>
        <extracomment>A table&apos;s column title: its columns are the embedding&apos;s axes (water, money, …)</extracomment>
        <translation>Achse</translation>
    </message>
    <message>
        <source>no head</source>
        <extracomment>The head view&apos;s title when no head is chosen</extracomment>
        <translation>kein Kopf</translation>
    </message>
    <message>
        <source>all %1 heads</source>
        <translation>alle %1 Köpfe</translation>
    </message>
    <message>
        <source>heads %1</source>
        <extracomment>%1: a list of head numbers, &quot;1, 3&quot;</extracomment>
        <translation>Köpfe %1</translation>
    </message>
    <message>
        <source>Causal: each token attends only to itself and the tokens before it.</source>
        <translation>Kausal: Jedes Token achtet nur auf sich selbst und die Tokens davor.</translation>
    </message>
    <message>
        <source>Weights below %1 are not drawn; each token shows its %2 strongest lines per head (%3 more left out).</source>
        <translation>Gewichte unter %1 werden nicht gezeichnet; jedes Token zeigt seine %2 stärksten Linien pro Kopf (%3 weitere ausgelassen).</translation>
    </message>
    <message>
        <source>Weights below %1 are not drawn.</source>
        <translation>Gewichte unter %1 werden nicht gezeichnet.</translation>
    </message>
    <message>
        <source>no weight of %1 or more</source>
        <translation>kein Gewicht von %1 oder mehr</translation>
    </message>
    <message>
        <source>head %1: %2</source>
        <translation>Kopf %1: %2</translation>
    </message>
    <message>
        <source>raw scores Q·Kᵀ, before the mask</source>
        <translation>rohe Scores Q·Kᵀ, vor der Maske</translation>
    </message>
    <message>
        <source>scores Q·Kᵀ/√dk, before the mask</source>
        <translation>Scores Q·Kᵀ/√dk, vor der Maske</translation>
    </message>
    <message>
        <source>masked scores: −∞ above the diagonal</source>
        <translation>maskierte Scores: −∞ über der Diagonale</translation>
    </message>
    <message>
        <source>attention weights; hatched cells above the diagonal are masked (weight 0)</source>
        <translation>Attention-Gewichte; schraffierte Zellen über der Diagonale sind maskiert (Gewicht 0)</translation>
    </message>
    <message>
        <source>Trained model (%1, %2 steps), layer %3 of %4: %5. The model is causal: each word looks only at itself and the words before it.</source>
        <extracomment>%1: the corpus (&quot;corpus &apos;bubbe&apos;&quot;); %5: what the map shows (&quot;attention weights; …&quot;)</extracomment>
        <translation>Trainiertes Modell (%1, %2 Schritte), Schicht %3 von %4: %5. Das Modell ist kausal: Jedes Wort schaut nur auf sich selbst und die Wörter davor.</translation>
    </message>
    <message>
        <source>corpus unknown</source>
        <translation>Korpus unbekannt</translation>
    </message>
    <message>
        <source>corpus &apos;%1&apos;</source>
        <translation>Korpus „%1“</translation>
    </message>
    <message>
        <source>not measured</source>
        <extracomment>A loss that was not measured (no validation set)</extracomment>
        <translation>nicht gemessen</translation>
    </message>
    <message>
        <source>Trained on &apos;%1&apos; for %2 steps (seed %3); final loss: train %4, validation %5 nats.</source>
        <translation>Trainiert auf „%1“, %2 Schritte (Seed %3); Loss am Ende: Training %4, Validierung %5 Nats.</translation>
    </message>
    <message>
        <source>embeddings</source>
        <extracomment>The lens table&apos;s first row: the guesses read from the embeddings, before any layer</extracomment>
        <translation>Embeddings</translation>
    </message>
    <message>
        <source>layer %1</source>
        <translation>Schicht %1</translation>
    </message>
    <message>
        <source>%1 — the layers&apos; guesses after “%2” (token %3): each layer&apos;s residual stream read through the final LayerNorm and the output head; the top %4 next tokens and their probabilities. The last row is the model&apos;s own prediction. ␣ marks a leading space.</source>
        <extracomment>%1: the model (file — kind); %2: the token; %3: its position; %4: how many guesses per row</extracomment>
        <translation>%1 — die Vermutungen der Schichten nach „%2“ (Token %3): der Residualstrom jeder Schicht, gelesen durch die letzte LayerNorm und die Ausgabeschicht; die %4 wahrscheinlichsten nächsten Tokens und ihre Wahrscheinlichkeiten. Die letzte Zeile ist die eigentliche Vorhersage des Modells. ␣ markiert ein führendes Leerzeichen.</translation>
    </message>
    <message>
        <source>Attention rollout (Abnar &amp; Zuidema 2020): each layer&apos;s heads averaged, the residual connection counted as an identity mixed half and half (½·A + ½·I), the layers multiplied; the MLPs and what the values carry are left out, so it is an estimate of flow, not an attribution.</source>
        <translation>Attention-Rollout (Abnar &amp; Zuidema 2020): die Köpfe jeder Schicht gemittelt, die Residualverbindung als Einheitsmatrix gezählt und zu gleichen Teilen beigemischt (½·A + ½·I), die Schichten multipliziert; die MLPs und was die Values transportieren bleiben außen vor, es ist also eine Schätzung des Flusses, keine Attribution.</translation>
    </message>
    <message>
        <source>after layer %1</source>
        <translation>nach Schicht %1</translation>
    </message>
    <message>
        <source>rolled out through</source>
        <extracomment>The rollout map&apos;s row title: its rows are &quot;after layer 1&quot;, &quot;after layer 2&quot;, …</extracomment>
        <translation>Rollout durch</translation>
    </message>
    <message>
        <source>token</source>
        <translation>Token</translation>
    </message>
    <message>
        <source>input token</source>
        <translation>Eingabe-Token</translation>
    </message>
    <message>
        <source>flow into “%1” (token %2)</source>
        <translation>Fluss in „%1“ (Token %2)</translation>
    </message>
    <message>
        <source>%1 — how much each input token flows into “%2” (token %3)%4; each row sums to 1. %5</source>
        <extracomment>%1: the model; %2: the token; %3: its position; %4: &quot; through all 12 layers&quot; or &quot; through layers 1…l, a row per l&quot;; %5: the method</extracomment>
        <translation>%1 — wie viel von jedem Eingabe-Token in „%2“ (Token %3) fließt%4; jede Zeile ergibt in Summe 1. %5</translation>
    </message>
    <message>
        <source> through layers 1…l, a row per l</source>
        <translation> durch die Schichten 1…l, eine Zeile pro l</translation>
    </message>
    <message>
        <source> through all %1 layers</source>
        <translation> durch alle %1 Schichten</translation>
    </message>
    <message>
        <source>head · dimension (joined heads)</source>
        <translation>Kopf · Dimension (verbundene Köpfe)</translation>
    </message>
    <message>
        <source>input axis</source>
        <translation>Eingabeachse</translation>
    </message>
    <message>
        <source>output axis</source>
        <translation>Ausgabeachse</translation>
    </message>
    <message>
        <source>head · dimension</source>
        <translation>Kopf · Dimension</translation>
    </message>
    <message>
        <source>%1 is the identity (not stored).</source>
        <translation>%1 ist die Einheitsmatrix (nicht gespeichert).</translation>
    </message>
    <message>
        <source>word looking</source>
        <extracomment>A score map&apos;s row title: the rows are the words doing the looking</extracomment>
        <translation>schauendes Wort</translation>
    </message>
    <message>
        <source>word looked at</source>
        <extracomment>A score map&apos;s column title: the columns are the words being looked at</extracomment>
        <translation>angeschautes Wort</translation>
    </message>
    <message>
        <source>Attention weights — %1 (the real model, layer %2)</source>
        <translation>Attention-Gewichte — %1 (das echte Modell, Schicht %2)</translation>
    </message>
    <message>
        <source> (the trained model, layer %1)</source>
        <translation> (das trainierte Modell, Schicht %1)</translation>
    </message>
    <message>
        <source>Vectors: lookup rows (dots) and outputs (diamonds)</source>
        <translation>Vektoren: Tabellenzeilen (Punkte) und Ausgaben (Rauten)</translation>
    </message>
    <message>
        <source>Head view — %1</source>
        <translation>Kopfansicht — %1</translation>
    </message>
    <message>
        <source> (the real model, layer %1)</source>
        <translation> (das echte Modell, Schicht %1)</translation>
    </message>
    <message>
        <source>The blend of “%1” — %2</source>
        <translation>Die Mischung von „%1“ — %2</translation>
    </message>
    <message>
        <source>%1: this figure cannot be drawn: %2</source>
        <translation>%1: Diese Abbildung kann nicht gezeichnet werden: %2</translation>
    </message>
    <message>
        <source>PC%1 (%2% of variance)</source>
        <extracomment>The vector plot&apos;s axis along a principal component: %1 its number, %2 the share of the variance it explains</extracomment>
        <translation>PC%1 (%2 % der Varianz)</translation>
    </message>
    <message>
        <source>score = &lt;b&gt;%1&lt;/b&gt; (this step compares no words: every score is 0)&lt;br&gt;</source>
        <translation>Score = &lt;b&gt;%1&lt;/b&gt; (diese Stufe vergleicht keine Wörter: Jeder Score ist 0)&lt;br&gt;</translation>
    </message>
    <message>
        <source>… (%1 terms)</source>
        <translation>… (%1 Terme)</translation>
    </message>
    <message>
        <source>score = %1 = %2 + … = &lt;b&gt;%3&lt;/b&gt;&lt;br&gt;</source>
        <extracomment>%1: the product, &quot;q·k&quot;; %2: its terms, &quot;a×b + c×d&quot;; %3: the score</extracomment>
        <translation>Score = %1 = %2 + … = &lt;b&gt;%3&lt;/b&gt;&lt;br&gt;</translation>
    </message>
    <message>
        <source>score = %1 = %2 = &lt;b&gt;%3&lt;/b&gt;&lt;br&gt;</source>
        <translation>Score = %1 = %2 = &lt;b&gt;%3&lt;/b&gt;&lt;br&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; looking at &lt;b&gt;%2&lt;/b&gt;%3&lt;br&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; schaut auf &lt;b&gt;%2&lt;/b&gt;%3&lt;br&gt;</translation>
    </message>
    <message>
        <source> · head %1</source>
        <translation> · Kopf %1</translation>
    </message>
    <message>
        <source>masked: %1 comes after %2, so its weight is exactly 0</source>
        <translation>maskiert: %1 kommt nach %2, daher ist das Gewicht genau 0</translation>
    </message>
    <message>
        <source>weight: &lt;b&gt;%1&lt;/b&gt; (the model&apos;s pass keeps its weights, not the scores behind them)</source>
        <translation>Gewicht: &lt;b&gt;%1&lt;/b&gt; (der Durchlauf des Modells behält seine Gewichte, nicht die Scores dahinter)</translation>
    </message>
    <message>
        <source>scaled: %1 × 1/√%2 (= %3) = &lt;b&gt;%4&lt;/b&gt;&lt;br&gt;</source>
        <translation>skaliert: %1 × 1/√%2 (= %3) = &lt;b&gt;%4&lt;/b&gt;&lt;br&gt;</translation>
    </message>
    <message>
        <source>masked: %1 comes after %2, so its score is −∞ and its weight exactly 0</source>
        <translation>maskiert: %1 kommt nach %2, daher ist der Score −∞ und das Gewicht genau 0</translation>
    </message>
    <message>
        <source>masked: no mixing lets %1 see only itself, so %2&apos;s score is −∞ and its weight exactly 0</source>
        <translation>maskiert: „Keine Mischung“ lässt %1 nur sich selbst sehen, daher ist der Score von %2 −∞ und sein Gewicht genau 0</translation>
    </message>
    <message>
        <source>exp(%1 − row max %2) = %3&lt;br&gt;</source>
        <translation>exp(%1 − Zeilenmaximum %2) = %3&lt;br&gt;</translation>
    </message>
    <message>
        <source>row sum of exp = %1&lt;br&gt;</source>
        <translation>Zeilensumme von exp = %1&lt;br&gt;</translation>
    </message>
    <message>
        <source>weight = %1 / %2 = &lt;b&gt;%3&lt;/b&gt;</source>
        <translation>Gewicht = %1 / %2 = &lt;b&gt;%3&lt;/b&gt;</translation>
    </message>
    <message>
        <source>output without the what-if</source>
        <translation>Ausgabe ohne das Was-wäre-wenn</translation>
    </message>
    <message>
        <source>previous token</source>
        <translation>Vorgänger</translation>
    </message>
    <message>
        <source>induction</source>
        <translation>Induktion</translation>
    </message>
    <message>
        <source>duplicate token</source>
        <translation>doppeltes Token</translation>
    </message>
    <message>
        <source>first token</source>
        <translation>erstes Token</translation>
    </message>
    <message>
        <source>layer</source>
        <translation>Schicht</translation>
    </message>
    <message>
        <source>head</source>
        <translation>Kopf</translation>
    </message>
    <message>
        <source>%1 — each head&apos;s mean attention weight while the model reads %2 random tokens twice (%3 tokens): previous token, on the token just before; induction, in the repeat, on the token that followed this token&apos;s first occurrence; duplicate token, on that first occurrence itself; first token, on position 0.</source>
        <extracomment>%1: the model; %2: how many random tokens (R); %3: 2R</extracomment>
        <translation>%1 — mittleres Aufmerksamkeitsgewicht jedes Kopfes, während das Modell %2 zufällige Token zweimal liest (%3 Token): vorheriges Token, auf dem Token direkt davor; Induktion, in der Wiederholung, auf dem Token, das beim ersten Vorkommen dieses Tokens folgte; doppeltes Token, auf diesem ersten Vorkommen selbst; erstes Token, auf Position 0.</translation>
    </message>
    <message>
        <source>The lesson&apos;s trained model</source>
        <translation>Das trainierte Modell der Lektion</translation>
    </message>
    <message>
        <source>The cells are hidden: they are the question&apos;s answer.</source>
        <translation>Die Zellen sind verborgen: Sie sind die Antwort auf die Frage.</translation>
    </message>
    <message>
        <source>Where a word sits: %1 — %2</source>
        <translation>Wo ein Wort steht: %1 — %2</translation>
    </message>
    <message>
        <source>Where a word sits: %1</source>
        <translation>Wo ein Wort steht: %1</translation>
    </message>
    <message>
        <source>, base %1</source>
        <translation>, Basis %1</translation>
    </message>
    <message>
        <source>ALiBi: %1 − %2 × distance %3 = &lt;b&gt;%4&lt;/b&gt;&lt;br&gt;</source>
        <translation>ALiBi: %1 − %2 × Abstand %3 = &lt;b&gt;%4&lt;/b&gt;&lt;br&gt;</translation>
    </message>
    <message>
        <source>Head %1 is not in both maps.</source>
        <translation>Kopf %1 ist nicht in beiden Karten.</translation>
    </message>
    <message>
        <source>“%2” − “%1”</source>
        <extracomment>The difference map&apos;s title: %2 minus %1, the two sentences</extracomment>
        <translation>„%2“ − „%1“</translation>
    </message>
    <message>
        <source>“%2” minus “%1”, %3, cell by cell: red where the second sentence&apos;s number is larger, blue where it is smaller.</source>
        <extracomment>%1, %2: the two sentences; %3: the stage (&quot;Weights&quot;, &quot;Raw scores&quot;)</extracomment>
        <translation>„%2“ minus „%1“, %3, Zelle für Zelle: rot, wo die Zahl des zweiten Satzes größer ist, blau, wo sie kleiner ist.</translation>
    </message>
    <message>
        <source>layer %1 · head %2</source>
        <extracomment>Which map a difference is of: %1 the layer, %2 the head (both from 1)</extracomment>
        <translation>Schicht %1 · Kopf %2</translation>
    </message>
    <message>
        <source>The difference compares two sentences of the same length, cell by cell: “%1” and “%3” are %2 and %4 tokens long.</source>
        <extracomment>%1, %3: the two sentences as read; %2, %4: their token counts</extracomment>
        <translation>Die Differenz vergleicht zwei gleich lange Sätze Zelle für Zelle: „%1“ und „%3“ sind %2 und %4 Tokens lang.</translation>
    </message>
    <message>
        <source>The lines are kept back with the numbers this step keeps back (they would show them).</source>
        <translation>Die Linien bleiben verborgen, wie die Zahlen, die dieser Schritt zurückhält (sie würden sie zeigen).</translation>
    </message>
    <message>
        <source>head %1 %2</source>
        <extracomment>The head view&apos;s title under a what-if: &quot;head 2 switched off&quot;</extracomment>
        <translation>Kopf %1 %2</translation>
    </message>
    <message>
        <source>loss (nats)</source>
        <extracomment>The loss chart&apos;s y axis: the loss in natural-log units, as the window&apos;s chart says</extracomment>
        <translation>Loss (nats)</translation>
    </message>
    <message>
        <source>without the what-if</source>
        <extracomment>The what-if effect table&apos;s rows: the model&apos;s next-token guesses without, then with it</extracomment>
        <translation>ohne das Was-wäre-wenn</translation>
    </message>
    <message>
        <source>with the what-if</source>
        <translation>mit dem Was-wäre-wenn</translation>
    </message>
    <message>
        <source>%1 — the next token after “%2” (token %3), without and with the what-if: the top %4 tokens and their probabilities. ␣ marks a leading space.</source>
        <extracomment>%1: the model (file — kind); %2: the token; %3: its position; %4: how many tokens per row</extracomment>
        <translation>%1 — das nächste Token nach „%2“ (Token %3), ohne und mit dem Was-wäre-wenn: die %4 wahrscheinlichsten Tokens und ihre Wahrscheinlichkeiten. ␣ markiert ein führendes Leerzeichen.</translation>
    </message>
    <message>
        <source>The next token, without and with the what-if — %1</source>
        <extracomment>A slide&apos;s or handout&apos;s figure of what the what-if does to the prediction; %1: the sentence</extracomment>
        <translation>Das nächste Token, ohne und mit dem Was-wäre-wenn — %1</translation>
    </message>
    <message>
        <source>The difference of the two maps</source>
        <extracomment>A step&apos;s difference map of its two sentences&apos; maps, over the map&apos;s own title</extracomment>
        <translation>Die Differenz der beiden Heatmaps</translation>
    </message>
</context>
<context>
    <name>GetModelDialog</name>
    <message>
        <source>needs %1 of memory; this machine has %2</source>
        <translation>braucht %1 Arbeitsspeicher; dieser Computer hat %2</translation>
    </message>
</context>
<context>
    <name>Handout</name>
    <message>
        <source>Your answer: ______________</source>
        <extracomment>A line on the printed handout where the student writes a number</extracomment>
        <translation>Ihre Antwort: ______________</translation>
    </message>
    <message>
        <source>Mark the cell you think is largest in the weights of “%1”, head %2, in %3’s row.</source>
        <extracomment>%1: the sentence; %2: the head&apos;s number; %3: the word whose row holds the cell</extracomment>
        <translation>Markieren Sie die Zelle, die Ihrer Meinung nach am größten ist, in den Gewichten von „%1“, Kopf %2, in der Zeile von %3.</translation>
    </message>
    <message>
        <source>Mark the cell you think is largest in the weights of “%1”, head %2.</source>
        <translation>Markieren Sie die Zelle, die Ihrer Meinung nach am größten ist, in den Gewichten von „%1“, Kopf %2.</translation>
    </message>
    <message>
        <source>Mark the cell you think is largest in the weights of “%1”, in %2’s row.</source>
        <translation>Markieren Sie die Zelle, die Ihrer Meinung nach am größten ist, in den Gewichten von „%1“, in der Zeile von %2.</translation>
    </message>
    <message>
        <source>Mark the cell you think is largest in the weights of “%1”.</source>
        <translation>Markieren Sie die Zelle, die Ihrer Meinung nach am größten ist, in den Gewichten von „%1“.</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Schritt %1 von %2</translation>
    </message>
    <message>
        <source>The answer is on page %1.</source>
        <translation>Die Antwort steht auf Seite %1.</translation>
    </message>
    <message>
        <source>(cannot be computed: %1)</source>
        <extracomment>An answer the handout cannot state; %1: why</extracomment>
        <translation>(nicht berechenbar: %1)</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Antworten</translation>
    </message>
    <message>
        <source>Step %1 · %2</source>
        <extracomment>The heading of a step&apos;s answer: %1 its number, %2 its title</extracomment>
        <translation>Schritt %1 · %2</translation>
    </message>
    <message>
        <source>Answer: %1</source>
        <translation>Antwort: %1</translation>
    </message>
    <message>
        <source>Lesson</source>
        <extracomment>The handout&apos;s title when the lesson has none</extracomment>
        <translation>Lektion</translation>
    </message>
    <message>
        <source>%1 — page %2 of %3</source>
        <extracomment>The handout&apos;s page footer: %1 the lesson&apos;s title, %2 the page, %3 how many pages</extracomment>
        <translation>%1 — Seite %2 von %3</translation>
    </message>
    <message>
        <source>(%1: drawn from the lesson&apos;s real model, which was not read for this handout — export it from the window with the model open)</source>
        <extracomment>%1: the figure&apos;s title</extracomment>
        <translation>(%1: gezeichnet aus dem echten Modell der Lektion, das für dieses Handout nicht gelesen wurde — exportieren Sie das Handout aus dem Fenster, während das Modell geöffnet ist)</translation>
    </message>
    <message>
        <source>Predict</source>
        <extracomment>The heading over a question on the handout: the student predicts before seeing the answer</extracomment>
        <translation>Ihre Vorhersage</translation>
    </message>
    <message>
        <source>(%2: heads %1 are left out — their maps would print too small to read. A step can choose the heads its figures show: Author ▸ Edit Step…, View.)</source>
        <extracomment>%1: the heads left out of a handout&apos;s grid of maps (&quot;4, 5, 6&quot;); %2: the figure&apos;s title</extracomment>
        <translation>(%2: Die Köpfe %1 fehlen hier — ihre Karten würden zu klein gedruckt, um lesbar zu sein. Ein Schritt kann die Köpfe wählen, die seine Abbildungen zeigen: Autor ▸ Schritt bearbeiten…, Ansicht.)</translation>
    </message>
    <message>
        <source>Step %1 of %2, continued: %3</source>
        <extracomment>At the top of a handout page that goes on with a step begun on the page before: %1 the step, %2 how many, %3 its title</extracomment>
        <translation>Schritt %1 von %2, Fortsetzung: %3</translation>
    </message>
</context>
<context>
    <name>HeadGridAccessible</name>
    <message>
        <source>strongest, %1 → %2 %3</source>
        <translation>am stärksten, %1 → %2 %3</translation>
    </message>
    <message>
        <source>layer %1</source>
        <translation>Schicht %1</translation>
    </message>
    <message>
        <source>head %1</source>
        <translation>Kopf %1</translation>
    </message>
    <message>
        <source>Attention of every layer and head: %1 × %2 maps</source>
        <translation>Attention jeder Schicht und jedes Kopfes: %1 × %2 Heatmaps</translation>
    </message>
</context>
<context>
    <name>HeadTileGridAccessible</name>
    <message>
        <source>layer %1, head %2</source>
        <translation>Schicht %1, Kopf %2</translation>
    </message>
    <message>
        <source>%1: not shown (left out by the filters)</source>
        <translation>%1: nicht angezeigt (durch die Filter ausgeblendet)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>layer %1</source>
        <translation>Schicht %1</translation>
    </message>
    <message>
        <source>head %1</source>
        <translation>Kopf %1</translation>
    </message>
    <message>
        <source>Every head of the model: %1 layers × %2 heads</source>
        <translation>Jeder Kopf des Modells: %1 Schichten × %2 Köpfe</translation>
    </message>
    <message>
        <source>The arrow keys choose a head; its map shows large beside the grid.</source>
        <translation>Die Pfeiltasten wählen einen Kopf; seine Heatmap erscheint groß neben dem Raster.</translation>
    </message>
</context>
<context>
    <name>HeatmapAccessible</name>
    <message>
        <source>hidden</source>
        <translation>verborgen</translation>
    </message>
    <message>
        <source>masked</source>
        <translation>maskiert</translation>
    </message>
    <message>
        <source>no value</source>
        <translation>kein Wert</translation>
    </message>
    <message>
        <source>Heat map of %1 × %2 cells</source>
        <translation>Heatmap mit %1 × %2 Zellen</translation>
    </message>
    <message>
        <source>A table of values, each cell read as shown; the arrow keys move between cells.</source>
        <translation>Eine Tabelle von Werten; jede Zelle wird so vorgelesen, wie sie angezeigt wird; die Pfeiltasten wechseln zwischen den Zellen.</translation>
    </message>
</context>
<context>
    <name>HelpMenu</name>
    <message>
        <source>Attention Lab %1
A desktop laboratory for self-attention.

Qt %2 (built with %3)
Eigen %4.%5.%6

Released under the MIT licence. Copyright (c) Attention Lab authors.</source>
        <translation>Attention Lab %1
Ein Desktop-Labor für Self-Attention.

Qt %2 (erstellt mit %3)
Eigen %4.%5.%6

Veröffentlicht unter der MIT-Lizenz. Copyright (c) Autorinnen und Autoren von Attention Lab.</translation>
    </message>
    <message>
        <source>About Attention Lab</source>
        <translation>Über Attention Lab</translation>
    </message>
    <message>
        <source>Licence:</source>
        <translation>Lizenz:</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <source>In the tables: type a value, or press on a cell and drag left or right to scrub it. In the heatmaps: hover a cell for its arithmetic, click a word to highlight it.</source>
        <translation>In den Tabellen: Geben Sie einen Wert ein, oder drücken Sie auf eine Zelle und ziehen Sie nach links oder rechts, um den Wert zu verändern. In den Heatmaps: Zeigen Sie mit der Maus auf eine Zelle, um ihre Rechnung zu sehen; klicken Sie auf ein Wort, um es hervorzuheben.</translation>
    </message>
    <message>
        <source>%1 was not found. Looked in:
%2</source>
        <translation>%1 wurde nicht gefunden. Gesucht in:
%2</translation>
    </message>
    <message>
        <source>What is this view? — %1</source>
        <translation>Was zeigt diese Ansicht? — %1</translation>
    </message>
    <message>
        <source>What is this view?</source>
        <translation>Was zeigt diese Ansicht?</translation>
    </message>
    <message>
        <source>Click in a pane and press F1 to read what it shows and how to read it. The panes:</source>
        <translation>Klicken Sie in einen Bereich und drücken Sie F1, um zu lesen, was er zeigt und wie man ihn liest. Die Bereiche:</translation>
    </message>
    <message>
        <source>The panes of the window</source>
        <translation>Die Bereiche des Fensters</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;What Is This View?</source>
        <translation>&amp;Was zeigt diese Ansicht?</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>&amp;Command-Line Reference</source>
        <translation>&amp;Befehlszeilenreferenz</translation>
    </message>
    <message>
        <source>Command-Line Reference</source>
        <translation>Befehlszeilenreferenz</translation>
    </message>
    <message>
        <source>&amp;Lesson File Format</source>
        <translation>&amp;Format der Lektionsdateien</translation>
    </message>
    <message>
        <source>Lesson File Format</source>
        <translation>Format der Lektionsdateien</translation>
    </message>
    <message>
        <source>&amp;About Attention Lab</source>
        <translation>&amp;Über Attention Lab</translation>
    </message>
    <message>
        <source>Heatmap ▸ Move the cell cursor</source>
        <translation>Heatmap ▸ Zellcursor bewegen</translation>
    </message>
    <message>
        <source>Arrows, Home, End, Page Up, Page Down</source>
        <translation>Pfeiltasten, Pos1, Ende, Bild↑, Bild↓</translation>
    </message>
    <message>
        <source>Heatmap ▸ Click the cell (answers a cell question, highlights the row&apos;s word)</source>
        <translation>Heatmap ▸ Zelle anklicken (beantwortet eine Zellenfrage, hebt das Wort der Zeile hervor)</translation>
    </message>
    <message>
        <source>Enter, Space</source>
        <translation>Enter, Leertaste</translation>
    </message>
    <message>
        <source>Heatmap ▸ Highlight the column&apos;s word</source>
        <translation>Heatmap ▸ Wort der Spalte hervorheben</translation>
    </message>
    <message>
        <source>Shift+Enter</source>
        <translation>Umschalt+Enter</translation>
    </message>
    <message>
        <source>Heatmap ▸ Zoom around the cursor</source>
        <translation>Heatmap ▸ Um den Cursor zoomen</translation>
    </message>
    <message>
        <source>+, −</source>
        <translation>+, −</translation>
    </message>
    <message>
        <source>Vectors ▸ Choose the next or previous grey point</source>
        <translation>Vektoren ▸ Nächsten oder vorigen grauen Punkt wählen</translation>
    </message>
    <message>
        <source>N, Shift+N, Page Down, Page Up</source>
        <translation>N, Umschalt+N, Bild↓, Bild↑</translation>
    </message>
    <message>
        <source>Vectors ▸ Move the chosen point (Shift: a finer step)</source>
        <translation>Vektoren ▸ Gewählten Punkt verschieben (Umschalt: feinere Schritte)</translation>
    </message>
    <message>
        <source>Arrows</source>
        <translation>Pfeiltasten</translation>
    </message>
    <message>
        <source>Vectors ▸ Highlight the chosen point&apos;s word</source>
        <translation>Vektoren ▸ Wort des gewählten Punkts hervorheben</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Presentation ▸ Next or previous step</source>
        <translation>Präsentation ▸ Nächster oder voriger Schritt</translation>
    </message>
    <message>
        <source>Right, Left, Page Down, Page Up, Space</source>
        <translation>Rechts, Links, Bild↓, Bild↑, Leertaste</translation>
    </message>
    <message>
        <source>Presentation ▸ Reveal the answer</source>
        <translation>Präsentation ▸ Antwort aufdecken</translation>
    </message>
    <message>
        <source>R, Return</source>
        <translation>R, Enter</translation>
    </message>
    <message>
        <source>Presentation ▸ Another head or page of figures</source>
        <translation>Präsentation ▸ Anderer Kopf oder andere Abbildungsseite</translation>
    </message>
    <message>
        <source>H, Shift+H, 1–9, F, Shift+F</source>
        <translation>H, Umschalt+H, 1–9, F, Umschalt+F</translation>
    </message>
    <message>
        <source>Presentation ▸ Leave</source>
        <translation>Präsentation ▸ Verlassen</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Heatmap, head tile ▸ Its menu: what if (switch off, cut this line), export</source>
        <translation>Heatmap, Kopf-Kachel ▸ ihr Menü: Was wäre wenn (abschalten, diese Linie kappen), Export</translation>
    </message>
    <message>
        <source>Menu key, Shift+F10</source>
        <translation>Menütaste, Umschalt+F10</translation>
    </message>
    <message>
        <source>Presentation ▸ Another layer of the model</source>
        <translation>Präsentation ▸ Eine andere Schicht des Modells</translation>
    </message>
    <message>
        <source>L, Shift+L</source>
        <translation>L, Umschalt+L</translation>
    </message>
</context>
<context>
    <name>HubText</name>
    <message>
        <source>The hub has no such revision of %1 (404).</source>
        <translation>Diese Revision von %1 gibt es auf dem Hub nicht (404).</translation>
    </message>
    <message>
        <source>%1 has no file %2 (404).</source>
        <translation>%1 hat keine Datei %2 (404).</translation>
    </message>
    <message>
        <source>The hub has no repository %1 (404 for %2): check the name.</source>
        <translation>Auf dem Hub gibt es kein Repository %1 (404 für %2): bitte den Namen prüfen.</translation>
    </message>
    <message>
        <source>%1 is gated (%2): accept its terms on the hub&apos;s page, then give a token (HF_TOKEN, or the token field).</source>
        <translation>%1 ist zugangsbeschränkt (%2): zuerst die Bedingungen auf seiner Seite im Hub akzeptieren, dann ein Token angeben (HF_TOKEN oder das Feld „Token“).</translation>
    </message>
    <message>
        <source>The hub refused %1 (%2): the repository is private or gated, or does not exist; a token with access to it is needed (HF_TOKEN, or the token field).</source>
        <translation>Der Hub hat %1 abgelehnt (%2): Das Repository ist privat oder zugangsbeschränkt oder existiert nicht; nötig ist ein Token mit Zugriff darauf (HF_TOKEN oder das Feld „Token“).</translation>
    </message>
    <message>
        <source>%1 answered %2 for %3 of %4; try again later.</source>
        <translation>%1 antwortete mit %2 auf %3 von %4; bitte später erneut versuchen.</translation>
    </message>
    <message>
        <source>No network: could not reach %1 (%2).</source>
        <translation>Kein Netzwerk: %1 ist nicht erreichbar (%2).</translation>
    </message>
    <message>
        <source>%1 stopped answering while sending %2; try again to resume.</source>
        <translation>%1 hat beim Senden von %2 aufgehört zu antworten; ein neuer Versuch setzt den Download fort.</translation>
    </message>
    <message>
        <source>The proxy failed (%1); check the system&apos;s proxy settings.</source>
        <translation>Fehler beim Proxy (%1); bitte die Proxy-Einstellungen des Systems prüfen.</translation>
    </message>
    <message>
        <source>A secure connection to %1 failed (%2).</source>
        <translation>Die sichere Verbindung zu %1 ist fehlgeschlagen (%2).</translation>
    </message>
    <message>
        <source>The connection to %1 failed while fetching %2 (%3); try again to resume.</source>
        <translation>Die Verbindung zu %1 ist beim Laden von %2 fehlgeschlagen (%3); ein neuer Versuch setzt den Download fort.</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 Byte</translation>
    </message>
</context>
<context>
    <name>LessonPropertyCommands</name>
    <message>
        <source>title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>description</source>
        <translation>Beschreibung</translation>
    </message>
    <message>
        <source>focus word</source>
        <translation>Fokuswort</translation>
    </message>
    <message>
        <source>author</source>
        <translation>Autor</translation>
    </message>
    <message>
        <source>licence</source>
        <translation>Lizenz</translation>
    </message>
    <message>
        <source>Set the lesson&apos;s %1</source>
        <translation>%1 der Lektion festlegen</translation>
    </message>
</context>
<context>
    <name>LessonSession</name>
    <message>
        <source>Step %1</source>
        <translation>Schritt %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source> (%1)</source>
        <extracomment>The answer of a before/after question: %1 the value without the what-if, %2 with it</extracomment>
        <translation> (%1)</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>%1 → %2 (%3)</source>
        <translation>%1 → %2 (%3)</translation>
    </message>
    <message>
        <source> (%1 over %2: %3)</source>
        <extracomment>The answer of a &quot;how lopsidedly&quot; question: %1 and %2 two axes, %3 their ratio</extracomment>
        <translation> (%1 zu %2: %3)</translation>
    </message>
</context>
<context>
    <name>MiniHeatmapAccessible</name>
    <message>
        <source>attention map</source>
        <translation>Attention-Heatmap</translation>
    </message>
    <message>
        <source>layer %1, head %2</source>
        <translation>Schicht %1, Kopf %2</translation>
    </message>
    <message>
        <source>Rows: the word looking; columns: the word looked at. Click it to show it large.</source>
        <translation>Zeilen: das schauende Wort; Spalten: das angeschaute Wort. Klicken Sie darauf, um sie groß zu zeigen.</translation>
    </message>
    <message>
        <source>%1: hidden</source>
        <translation>%1: verborgen</translation>
    </message>
    <message>
        <source>%1: no map yet</source>
        <translation>%1: noch keine Heatmap</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>ModelHeads</name>
    <message>
        <source>no pattern named: a sentence of %1 tokens is too short (rows 0 and 1 are left out)</source>
        <translation>kein Muster benannt: Ein Satz mit %1 Tokens ist zu kurz (Zeilen 0 und 1 bleiben außen vor)</translation>
    </message>
    <message>
        <source>over rows 3 to %5 (rows 1 and 2 cannot tell the patterns apart): mean weight on the token before %1, on the first token %2, on itself %3; %4 from an even spread</source>
        <translation>über die Zeilen 3 bis %5 (Zeilen 1 und 2 können die Muster nicht unterscheiden): mittleres Gewicht auf dem vorigen Token %1, auf dem ersten Token %2, auf sich selbst %3; %4 entfernt von einer gleichmäßigen Verteilung</translation>
    </message>
    <message>
        <source>previous token — %1</source>
        <translation>voriges Token — %1</translation>
    </message>
    <message>
        <source>first token — %1</source>
        <translation>erstes Token — %1</translation>
    </message>
    <message>
        <source>self — %1</source>
        <translation>selbst — %1</translation>
    </message>
    <message>
        <source>uniform — %1</source>
        <translation>gleichmäßig — %1</translation>
    </message>
    <message>
        <source>no clear pattern — %1</source>
        <translation>kein klares Muster — %1</translation>
    </message>
    <message>
        <source>token looking</source>
        <translation>schauendes Token</translation>
    </message>
    <message>
        <source>word looking</source>
        <translation>schauendes Wort</translation>
    </message>
    <message>
        <source>token looked at</source>
        <translation>angeschautes Token</translation>
    </message>
    <message>
        <source>word looked at</source>
        <translation>angeschautes Wort</translation>
    </message>
    <message>
        <source>layer %1 · head %2</source>
        <translation>Schicht %1 · Kopf %2</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <source>words</source>
        <translation>Wörtern</translation>
    </message>
    <message>
        <source>Every layer × head of the model (rows: layers; columns: heads) on %1 %2; a head with a clear pattern (previous token, first token, self, uniform) has it in its title; hatched cells above the diagonal are masked (causal).</source>
        <translation>Jede Schicht × jeder Kopf des Modells (Zeilen: Schichten; Spalten: Köpfe) auf %1 %2; ein Kopf mit klarem Muster (vorheriges Token, erstes Token, sich selbst, gleichmäßig) trägt es im Titel; schraffierte Zellen über der Diagonale sind maskiert (kausal).</translation>
    </message>
</context>
<context>
    <name>ModelSummary</name>
    <message>
        <source>%1 M</source>
        <translation>%1 Mio.</translation>
    </message>
    <message>
        <source>%1 layers × %2 heads, d %3, %4 positions, %5 tokens, %6 weights</source>
        <translation>%1 Schichten × %2 Köpfe, d %3, %4 Positionen, %5 Tokens, %6 Gewichte</translation>
    </message>
    <message>
        <source>, no biases</source>
        <translation>, ohne Bias</translation>
    </message>
    <message>
        <source>, exact GELU</source>
        <translation>, exakte GELU</translation>
    </message>
    <message>
        <source>byte-level BPE, %1 tokens, %2 merges</source>
        <translation>Byte-BPE, %1 Tokens, %2 Verschmelzungen</translation>
    </message>
    <message>
        <source>characters, %1 tokens</source>
        <translation>Zeichen, %1 Tokens</translation>
    </message>
    <message>
        <source>%1 KB</source>
        <translation>%1 KB</translation>
    </message>
    <message>
        <source>%1 MB</source>
        <translation>%1 MB</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <source>%1: %2 (%3 in memory)</source>
        <translation>%1: %2 (%3 im Speicher)</translation>
    </message>
    <message>
        <source>%1; no tokenizer files</source>
        <translation>%1; keine Tokenizer-Dateien</translation>
    </message>
    <message>
        <source>%1; tokenizer: %2</source>
        <translation>%1; Tokenizer: %2</translation>
    </message>
</context>
<context>
    <name>Numbers</name>
    <message>
        <source>%1%</source>
        <extracomment>A probability as a percent: %1 is the number (&quot;31.7&quot;, &quot;&lt; 0.1&quot;, &quot;&gt; 99.9&quot;); write the percent sign as the language does (&quot;31,7 %&quot; in German and French).</extracomment>
        <translation>%1&#xa0;%</translation>
    </message>
</context>
<context>
    <name>PaneHelp</name>
    <message>
        <source>Sentences</source>
        <translation>Sätze</translation>
    </message>
    <message>
        <source>The sentences the lesson evaluates, one per line. Tick one sentence to see its attention, or two to compare them side by side: every other pane follows the ticked sentences.

Double-click a sentence to edit it. A word the embedding table does not know is marked; its menu offers &quot;Add &apos;word&apos; to the vocabulary&quot; so the sentence can be evaluated.</source>
        <translation>Die Sätze, die die Lektion auswertet, einer pro Zeile. Kreuzen Sie einen Satz an, um seine Attention zu sehen, oder zwei, um sie nebeneinander zu vergleichen: Alle anderen Bereiche folgen den angekreuzten Sätzen.

Doppelklicken Sie auf einen Satz, um ihn zu bearbeiten. Ein Wort, das die Embedding-Tabelle nicht kennt, wird markiert; sein Menü bietet „‚Wort‘ zum Vokabular hinzufügen“ an, damit der Satz ausgewertet werden kann.</translation>
    </message>
    <message>
        <source>Embedding table</source>
        <translation>Embedding-Tabelle</translation>
    </message>
    <message>
        <source>One row per word of the vocabulary, one column per named axis (in Module 1: water, money, place, filler). A row is the word&apos;s vector before attention: the same in every sentence.

Type a value, or press on a cell and drag left or right to scrub it: every view follows at once. Read a row as &quot;how much of each meaning the word carries&quot;; two rows that point the same way give a large score. Add, rename (double-click a name) and remove words and axes here.</source>
        <translation>Eine Zeile pro Wort des Vokabulars, eine Spalte pro benannter Achse (in Modul 1: water, money, place, filler). Eine Zeile ist der Vektor des Wortes vor der Attention: in jedem Satz derselbe.

Geben Sie einen Wert ein, oder drücken Sie auf eine Zelle und ziehen Sie nach links oder rechts, um den Wert zu verändern: Alle Ansichten folgen sofort. Lesen Sie eine Zeile als „wie viel von jeder Bedeutung das Wort trägt“; zwei Zeilen, die in dieselbe Richtung zeigen, ergeben einen großen Score. Hier fügen Sie Wörter und Achsen hinzu, benennen sie um (Doppelklick auf einen Namen) und entfernen sie.</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Gewichte</translation>
    </message>
    <message>
        <source>The projection matrices W_Q, W_K, W_V and W_O. Each word&apos;s row in the embedding table is multiplied by W_Q to give its query, by W_K its key and by W_V its value; W_O mixes the heads&apos; outputs back together.

Rows are the input axes, columns the outputs (for several heads, h2·1 is head 2&apos;s first dimension). A matrix the current ladder step does not use is greyed out. Edit and scrub cells as in the embedding table.</source>
        <translation>Die Projektionsmatrizen W_Q, W_K, W_V und W_O. Die Zeile jedes Wortes in der Embedding-Tabelle wird mit W_Q multipliziert und ergibt seine Query, mit W_K seinen Key und mit W_V seinen Value; W_O mischt die Ausgaben der Köpfe wieder zusammen.

Zeilen sind die Eingabeachsen, Spalten die Ausgaben (bei mehreren Köpfen ist h2·1 die erste Dimension von Kopf 2). Eine Matrix, die die aktuelle Stufe nicht verwendet, ist ausgegraut. Zellen bearbeiten und ziehen Sie wie in der Embedding-Tabelle.</translation>
    </message>
    <message>
        <source>Attention</source>
        <translation>Attention</translation>
    </message>
    <message>
        <source>One heatmap per ticked sentence (and per head): row i is the word that looks, column j the word it looks at. The toolbar picks the stage: raw scores (query · key), scaled scores, masked scores (with the causal mask, words cannot see the words after them), or the weights, the softmax of each row, which add up to 1 across the row.

Bright cells in the weights are where a word takes most of its new vector from. Hover a cell for its worked arithmetic; click a word to highlight its row and column in every view.

The first two ladder steps compare no words, so every score is 0: &quot;0 · No mixing&quot; masks every word but the word itself (the weights are the identity: &quot;bank&quot; stays the same in both sentences), &quot;1 · Equal average&quot; gives every word the same weight 1/n, whoever is looking.</source>
        <translation>Eine Heatmap pro angekreuztem Satz (und pro Kopf): Zeile i ist das Wort, das schaut, Spalte j das Wort, auf das es schaut. In der Werkzeugleiste wählen Sie die Phase: rohe Scores (Query · Key), skalierte Scores, maskierte Scores (mit der kausalen Maske können Wörter die Wörter nach ihnen nicht sehen) oder die Gewichte, die Softmax jeder Zeile, die sich über die Zeile zu 1 addieren.

Helle Zellen bei den Gewichten zeigen, woher ein Wort den größten Teil seines neuen Vektors nimmt. Zeigen Sie mit der Maus auf eine Zelle, um die ausgeführte Rechnung zu sehen; klicken Sie auf ein Wort, um seine Zeile und Spalte in jeder Ansicht hervorzuheben.

Die ersten beiden Stufen vergleichen keine Wörter, daher ist jeder Score 0: „0 · Keine Mischung“ maskiert jedes Wort außer dem Wort selbst (die Gewichte sind die Einheitsmatrix: „bank“ bleibt in beiden Sätzen gleich), „1 · Gleichmäßiger Durchschnitt“ gibt jedem Wort dasselbe Gewicht 1/n, egal welches Wort schaut.</translation>
    </message>
    <message>
        <source>Vectors</source>
        <translation>Vektoren</translation>
    </message>
    <message>
        <source>The words as points on two axes of the embedding table (or on the plane of its first two principal components). Grey dots are the rows looked up in the table, before attention; each ticked sentence draws the followed word&apos;s output as a coloured diamond, with an arrow from where it started.

The arrow shows what attention did to the word: in Module 1, &quot;bank&quot; moves towards water next to &quot;river&quot; and towards money next to &quot;money&quot;. Drag a grey point to edit that word&apos;s two plotted values.</source>
        <translation>Die Wörter als Punkte auf zwei Achsen der Embedding-Tabelle (oder in der Ebene ihrer ersten beiden Hauptkomponenten). Graue Punkte sind die in der Tabelle nachgeschlagenen Zeilen, vor der Attention; jeder angekreuzte Satz zeichnet die Ausgabe des verfolgten Wortes als farbige Raute, mit einem Pfeil von ihrem Ausgangspunkt.

Der Pfeil zeigt, was die Attention mit dem Wort gemacht hat: In Modul 1 bewegt sich „bank“ neben „river“ in Richtung water und neben „money“ in Richtung money. Ziehen Sie einen grauen Punkt, um die beiden dargestellten Werte dieses Wortes zu ändern.</translation>
    </message>
    <message>
        <source>Blend</source>
        <translation>Mischung</translation>
    </message>
    <message>
        <source>The slow-motion blend of the highlighted word: one line per word it looks at, that word&apos;s weight times its value row, then the column sums — which are the word&apos;s output — and, for comparison, its row before attention.

Each cell uses the weight as printed, so it can be checked by hand (0.317 × 0.9 = 0.285). Large terms are the ingredients the output is mostly made of.</source>
        <translation>Die Mischung des hervorgehobenen Wortes in Zeitlupe: eine Zeile pro Wort, auf das es schaut, mit dem Gewicht dieses Wortes mal seiner Value-Zeile, dann die Spaltensummen — die Ausgabe des Wortes — und zum Vergleich seine Zeile vor der Attention.

Jede Zelle verwendet das Gewicht so, wie es angezeigt wird, daher lässt sie sich von Hand nachrechnen (0,317 × 0,9 = 0,285). Große Terme sind die Zutaten, aus denen die Ausgabe hauptsächlich besteht.</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Lektion</translation>
    </message>
    <message>
        <source>The lesson&apos;s guided steps. Each step sets the window up (ladder step, sentences, stage, the highlighted word, the panes to look at) and explains what to see; its numbers are computed from the lesson, so they follow your edits. Back and Next (Alt+Left, Alt+Right) walk the steps; &quot;Reset this step&quot; puts its view back.

A predict step asks first and hides what would give the answer away (numbers, cells or output points) until you answer or choose &quot;Show the answer&quot;. Teachers write with the Author menu: the lesson&apos;s title, focus word, author and licence; new steps from the current view, with text, a live preview and a question of each kind; update, arrange or delete them; File ▸ Course opens the built-in course, View ▸ Present (F5) shows the steps full screen.</source>
        <translation>Die geführten Schritte der Lektion. Jeder Schritt richtet das Fenster ein (Stufe, Sätze, Phase, hervorgehobenes Wort, die zu betrachtenden Bereiche) und erklärt, worauf zu achten ist; seine Zahlen werden aus der Lektion berechnet und folgen daher Ihren Änderungen. Zurück und Weiter (Alt+Left, Alt+Right) gehen durch die Schritte; „Schritt zurücksetzen“ stellt seine Ansicht wieder her.

Ein Vorhersage-Schritt fragt zuerst und verbirgt, was die Antwort verraten würde (Zahlen, Zellen oder Ausgabepunkte), bis Sie antworten oder „Antwort zeigen“ wählen. Lehrkräfte schreiben mit dem Menü „Verfassen“: Titel, Fokuswort, Autor und Lizenz der Lektion; neue Schritte aus der aktuellen Ansicht, mit Text, Live-Vorschau und Fragen jeder Art; Schritte aktualisieren, anordnen oder löschen. Datei ▸ Kurs öffnet den eingebauten Kurs, Ansicht ▸ Präsentieren (F5) zeigt die Schritte im Vollbild.</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Training</translation>
    </message>
    <message>
        <source>Trains a tiny transformer on a text (the built-in bubbe corpus, or a file you open) while the window keeps working. The chart shows the training and validation loss falling: lower means the model predicts the next word better; the gap between the curves is what it memorised.

The grid shows every layer&apos;s and head&apos;s attention on the probe sentence: at step 0 it is static, after training heads look at particular words (ball → matzah). Click a head to see it large with its numbers; the timeline replays the snapshots; the next-word table lists each position&apos;s likeliest next words.</source>
        <translation>Trainiert einen winzigen Transformer auf einem Text (dem eingebauten Korpus „bubbe“ oder einer Datei, die Sie öffnen), während das Fenster bedienbar bleibt. Das Diagramm zeigt, wie der Trainings- und der Validierungs-Loss sinken: Niedriger heißt, das Modell sagt das nächste Wort besser vorher; der Abstand zwischen den Kurven ist das, was es auswendig gelernt hat.

Das Raster zeigt die Attention jeder Schicht und jedes Kopfes auf dem Testsatz: Bei Schritt 0 ist sie statisch, nach dem Training schauen Köpfe auf bestimmte Wörter (ball → matzah). Klicken Sie auf einen Kopf, um ihn groß mit seinen Zahlen zu sehen; die Zeitleiste spielt die Snapshots ab; die Tabelle der nächsten Wörter listet für jede Position die wahrscheinlichsten nächsten Wörter.</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>A whole model — a real one (File ▸ Open Model…: a GPT-2 folder or a nanoGPT checkpoint) or the lesson&apos;s trained model — read on the first shown sentence.

All heads: every layer × head as a small map, each named by its clear pattern (prev: the token before; first: the first token; self; unif: spread evenly); click one to read it large, and the Attention pane follows its layer. Layers&apos; guesses: at a chosen position, the next tokens each layer would predict (its residual stream through the final LayerNorm and the output head), so you see at which layer the model &quot;knows&quot;. Rollout: how much each token flows into a chosen token through all layers (heads averaged, the residual counted as half). Generate: continues the sentence with temperature, top-k and top-p from a seed, each token with its probability.

The model&apos;s pass runs on a worker: the window stays live, the views keep the last complete pass until the new one arrives.</source>
        <translation>Ein ganzes Modell — ein echtes (Datei ▸ Modell öffnen…: ein GPT-2-Ordner oder ein nanoGPT-Checkpoint) oder das trainierte Modell der Lektion —, gelesen am ersten angezeigten Satz.

Alle Köpfe: jede Schicht × jeder Kopf als kleine Heatmap, jeweils nach ihrem klaren Muster benannt (vorig: das Token davor; erstes: das erste Token; selbst; gleich: gleichmäßig verteilt); klicken Sie auf eine, um sie groß zu lesen, und der Attention-Bereich folgt ihrer Schicht. Vermutungen der Schichten: an einer gewählten Position die nächsten Tokens, die jede Schicht vorhersagen würde (ihr Residualstrom durch die letzte LayerNorm und die Ausgabeschicht), sodass Sie sehen, ab welcher Schicht das Modell es „weiß“. Rollout: wie viel von jedem Token über alle Schichten in ein gewähltes Token fließt (Köpfe gemittelt, der Residualanteil zur Hälfte gezählt). Generieren: setzt den Satz mit Temperatur, Top-k und Top-p ab einem Seed fort, jedes Token mit seiner Wahrscheinlichkeit.

Der Durchlauf des Modells läuft im Hintergrund: Das Fenster bleibt bedienbar, die Ansichten behalten den letzten vollständigen Durchlauf, bis der neue eintrifft.</translation>
    </message>
    <message>
        <source>Head view</source>
        <translation>Kopfansicht</translation>
    </message>
    <message>
        <source>The shown sentence&apos;s tokens in two columns: a line from each token on the left to each token it attends to on the right, thicker and darker the larger the weight, one colour per head. Tick the heads to overlay; hover a token to see only its lines and its weights, click to keep it. It follows the Attention pane&apos;s source and layer: hand-wired attention, the trained model or a real model.</source>
        <translation>Die Tokens des angezeigten Satzes in zwei Spalten: eine Linie von jedem Token links zu jedem Token rechts, auf das es achtet, umso dicker und dunkler, je größer das Gewicht, eine Farbe pro Kopf. Kreuzen Sie die Köpfe an, die überlagert werden sollen; zeigen Sie mit der Maus auf ein Token, um nur seine Linien und Gewichte zu sehen, und klicken Sie, um es festzuhalten. Die Ansicht folgt Quelle und Schicht des Attention-Bereichs: handgebaute Attention, das trainierte Modell oder ein echtes Modell.</translation>
    </message>
    <message>
        <source>Keys: Tab or F6 brings the focus to a map (a frame shows it) and its cell cursor. The arrow keys move the cursor (Home, End: the row&apos;s first and last cell; Ctrl+Home, Ctrl+End: the corners; Page Up, Page Down: a page of rows), and the cell&apos;s words, positions, value and worked arithmetic are shown beside it, as a hover shows them. Enter or Space does what a click on the cell does: it answers a &quot;click the cell&quot; question and highlights the row&apos;s word; Shift+Enter highlights the column&apos;s word. + and − zoom around the cursor, 0 shows the whole map. While a question hides the numbers, the cursor says the value is hidden.</source>
        <translation>Tasten: Tab oder F6 bringt den Fokus auf eine Karte (ein Rahmen zeigt ihn) und ihren Zellcursor. Die Pfeiltasten bewegen den Cursor (Pos1, Ende: erste und letzte Zelle der Zeile; Strg+Pos1, Strg+Ende: die Ecken; Bild auf, Bild ab: eine Seite Zeilen), und neben der Zelle stehen ihre Wörter, Positionen, ihr Wert und die Rechnung, wie beim Darüberfahren mit der Maus. Eingabe oder Leertaste wirkt wie ein Klick auf die Zelle: Sie beantwortet eine Frage „Klicken Sie auf die Zelle“ und hebt das Wort der Zeile hervor; Umschalt+Eingabe hebt das Wort der Spalte hervor. + und − zoomen um den Cursor, 0 zeigt die ganze Karte. Solange eine Frage die Zahlen verbirgt, sagt der Cursor, dass der Wert verborgen ist.</translation>
    </message>
    <message>
        <source>Keys: Tab or F6 brings the focus to the plot. N (or Page Down) chooses the next grey point, Shift+N, P (or Page Up) the one before; the chosen point is ringed and named, its values shown beside it. The arrow keys move it by 0.1 on the plotted axes (with Shift by 0.01), each press one undo step; Enter or Space highlights its word. On the plane of the principal components no point moves, by keys or by dragging: choose two named axes first.</source>
        <translation>Tasten: Tab oder F6 bringt den Fokus auf das Diagramm. N (oder Bild ab) wählt den nächsten grauen Punkt, Umschalt+N, P (oder Bild auf) den vorigen; der gewählte Punkt ist eingekreist und benannt, seine Werte stehen daneben. Die Pfeiltasten verschieben ihn auf den gezeigten Achsen um 0,1 (mit Umschalt um 0,01), jeder Tastendruck ein Rückgängig-Schritt; Eingabe oder Leertaste hebt sein Wort hervor. In der Ebene der Hauptkomponenten bewegt sich kein Punkt, weder mit Tasten noch durch Ziehen: Wählen Sie zuerst zwei benannte Achsen.</translation>
    </message>
    <message>
        <source>Keys: Alt+Left and Alt+Right are Back and Next. Tab reaches the choices (the arrow keys move between them, Space answers), the number field (type, then Return) and the Author button (Space opens its menu). A &quot;click the cell&quot; question is answered in the Attention pane: F6 to it, Tab to the map, the arrow keys to the cell, then Enter.</source>
        <translation>Tasten: Alt+Links und Alt+Rechts sind Zurück und Weiter. Mit Tab erreichen Sie die Antworten zur Auswahl (die Pfeiltasten wechseln zwischen ihnen, die Leertaste antwortet), das Zahlenfeld (eintippen, dann Eingabe) und die Schaltfläche Verfassen (die Leertaste öffnet ihr Menü). Eine Frage „Klicken Sie auf die Zelle“ beantworten Sie im Attention-Bereich: mit F6 dorthin, mit Tab zur Karte, mit den Pfeiltasten zur Zelle, dann Eingabe.</translation>
    </message>
    <message>
        <source>Positions</source>
        <translation>Positionen</translation>
    </message>
    <message>
        <source>Where a word sits, five ways. The map shows how position alone shapes a score under the toolbar&apos;s encoding (or another chosen above it): for sinusoidal and learned positions, how alike the position vectors of two places are; for RoPE, the score of the chosen query word on the chosen key word if they stood at every pair of places (each diagonal holds one value: only their distance counts); for ALiBi, each head&apos;s penalty for distance. Below it, the shift test: put a word in front of the sentence, so every word moves one place on, and see which encodings keep the score between the same two words.</source>
        <translation>Wo ein Wort steht, auf fünf Arten. Die Heatmap zeigt, wie die Position allein einen Score prägt, unter der Kodierung der Werkzeugleiste (oder einer anderen, darüber gewählten): bei sinusförmigen und gelernten Positionen, wie ähnlich die Positionsvektoren zweier Stellen sind; bei RoPE den Score des gewählten Query-Wortes auf das gewählte Key-Wort, wenn die beiden an jedem Paar von Stellen stünden (jede Diagonale enthält nur einen Wert: Nur ihr Abstand zählt); bei ALiBi die Strafe jedes Kopfes für den Abstand. Darunter der Verschiebungstest: Stellen Sie dem Satz ein Wort voran, sodass jedes Wort eine Stelle weiterrückt, und sehen Sie, welche Kodierungen den Score zwischen denselben zwei Wörtern beibehalten.</translation>
    </message>
    <message>
        <source>Keys: Insert adds a sentence, Delete removes the selected one, F2 edits it, Space ticks it.</source>
        <translation>Tasten: Einfg fügt einen Satz hinzu, Entf entfernt den ausgewählten, F2 bearbeitet ihn, die Leertaste hakt ihn an.</translation>
    </message>
    <message>
        <source>Keys: Insert adds a word; the Menu key opens the table&apos;s menu, which adds, renames and removes the current cell&apos;s word and axis.</source>
        <translation>Tasten: Einfg fügt ein Wort hinzu; die Menütaste öffnet das Menü der Tabelle, das Wort und Achse der aktuellen Zelle hinzufügt, umbenennt und entfernt.</translation>
    </message>
</context>
<context>
    <name>PositionMap</name>
    <message>
        <source>the trained model&apos;s</source>
        <translation>des trainierten Modells</translation>
    </message>
    <message>
        <source>the real model&apos;s wpe</source>
        <translation>wpe des echten Modells</translation>
    </message>
    <message>
        <source>position</source>
        <translation>Position</translation>
    </message>
    <message>
        <source>No positions: where a word sits changes no score. Shuffle the words and every map is shuffled with them, nothing else.</source>
        <translation>Keine Positionen: Wo ein Wort steht, ändert keinen Score. Mischen Sie die Wörter, und jede Heatmap wird mit ihnen gemischt, sonst nichts.</translation>
    </message>
    <message>
        <source>Sinusoidal positions: the dot product of the position vectors added to each word (width %1). Near positions are alike; the largest value, on the diagonal, is half the width.</source>
        <translation>Sinusförmige Positionen: das Skalarprodukt der Positionsvektoren, die zu jedem Wort addiert werden (Breite %1). Nahe Positionen sind einander ähnlich; der größte Wert, auf der Diagonale, ist die halbe Breite.</translation>
    </message>
    <message>
        <source>Learned positions (%1): the cosine between the position vectors the model learned, 1 on the diagonal.</source>
        <translation>Gelernte Positionen (%1): der Kosinus zwischen den Positionsvektoren, die das Modell gelernt hat, 1 auf der Diagonale.</translation>
    </message>
    <message>
        <source>position of “%1” (query)</source>
        <translation>Position von „%1“ (Query)</translation>
    </message>
    <message>
        <source>position of “%1” (key)</source>
        <translation>Position von „%1“ (Key)</translation>
    </message>
    <message>
        <source>RoPE: the score of “%1” on “%2” if they stood at these positions (base %3). Every diagonal holds one value: only the distance between the two words counts.</source>
        <translation>RoPE: der Score von „%1“ auf „%2“, wenn die beiden an diesen Positionen stünden (Basis %3). Jede Diagonale enthält nur einen Wert: Nur der Abstand zwischen den beiden Wörtern zählt.</translation>
    </message>
    <message>
        <source>query position</source>
        <translation>Query-Position</translation>
    </message>
    <message>
        <source>key position</source>
        <translation>Key-Position</translation>
    </message>
    <message>
        <source>head %1, m = %2</source>
        <translation>Kopf %1, m = %2</translation>
    </message>
    <message>
        <source>ALiBi: the penalty −m·distance each head adds to its scores; 0 on the diagonal, steeper for a larger slope m.</source>
        <translation>ALiBi: die Strafe −m·Abstand, die jeder Kopf zu seinen Scores addiert; 0 auf der Diagonale, steiler bei einer größeren Steigung m.</translation>
    </message>
    <message>
        <source>0 (first)</source>
        <translation>0 (erste)</translation>
    </message>
    <message>
        <source>Learned positions (%1) in two dimensions: places 0 to %2 on the table&apos;s first two principal components.</source>
        <translation>Gelernte Positionen (%1) in zwei Dimensionen: die Stellen 0 bis %2 auf den ersten beiden Hauptkomponenten der Tabelle.</translation>
    </message>
</context>
<context>
    <name>Printing</name>
    <message>
        <source>Cannot print to &apos;%1&apos;: the file cannot be written.</source>
        <translation>Drucken in „%1“ nicht möglich: Die Datei kann nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>Cannot print: no printer is set up.</source>
        <translation>Drucken nicht möglich: Es ist kein Drucker eingerichtet.</translation>
    </message>
    <message>
        <source>The printer &apos;%1&apos; could not start printing.</source>
        <translation>Der Drucker „%1“ konnte den Druck nicht starten.</translation>
    </message>
    <message>
        <source>Printing was cancelled.</source>
        <translation>Der Druck wurde abgebrochen.</translation>
    </message>
    <message>
        <source>The printer &apos;%1&apos; reported an error.</source>
        <translation>Der Drucker „%1“ hat einen Fehler gemeldet.</translation>
    </message>
    <message>
        <source>This lesson cannot be handed out yet:

%1</source>
        <translation>Für diese Lektion kann noch kein Handout erstellt werden:

%1</translation>
    </message>
    <message>
        <source>This view shows nothing yet, so there is nothing to print.</source>
        <translation>Diese Ansicht zeigt noch nichts, daher gibt es nichts zu drucken.</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>on</source>
        <translation>an</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>raw scores</source>
        <translation>rohe Scores</translation>
    </message>
    <message>
        <source>scaled scores</source>
        <translation>skalierte Scores</translation>
    </message>
    <message>
        <source>masked scores</source>
        <translation>maskierte Scores</translation>
    </message>
    <message>
        <source>weights</source>
        <translation>Gewichte</translation>
    </message>
    <message>
        <source>Sentences</source>
        <translation>Sätze</translation>
    </message>
    <message>
        <source>Embedding table</source>
        <translation>Embedding-Tabelle</translation>
    </message>
    <message>
        <source>Weights (Q, K, V, W_O)</source>
        <translation>Gewichte (Q, K, V, W_O)</translation>
    </message>
    <message>
        <source>Vectors</source>
        <translation>Vektoren</translation>
    </message>
    <message>
        <source>Blend</source>
        <translation>Mischung</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Training</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Lektion</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Head view</source>
        <translation>Kopfansicht</translation>
    </message>
    <message>
        <source>%1 has no tokenizer files (vocab.json + merges.txt, tokenizer.json or meta.pkl): the lab cannot turn sentences into its tokens</source>
        <translation>%1 hat keine Tokenizer-Dateien (vocab.json + merges.txt, tokenizer.json oder meta.pkl): Das Lab kann Sätze nicht in seine Tokens zerlegen</translation>
    </message>
    <message>
        <source>Not enough memory to open %1.</source>
        <translation>Nicht genug Speicher, um %1 zu öffnen.</translation>
    </message>
    <message>
        <source>Not enough memory for a pass of this sentence.</source>
        <translation>Nicht genug Speicher für einen Durchlauf dieses Satzes.</translation>
    </message>
    <message>
        <source>Export Figure</source>
        <translation>Abbildung exportieren</translation>
    </message>
    <message>
        <source>Export &amp;Figure Set…</source>
        <translation>Abbil&amp;dungsserie exportieren…</translation>
    </message>
    <message>
        <source>Write every view of the lesson into a folder as PNG figures</source>
        <translation>Jede Ansicht der Lektion als PNG-Abbildung in einen Ordner schreiben</translation>
    </message>
    <message>
        <source>Export Figure Set Into</source>
        <translation>Abbildungsserie exportieren nach</translation>
    </message>
    <message>
        <source>Export Figure Set</source>
        <translation>Abbildungsserie exportieren</translation>
    </message>
    <message numerus="yes">
        <source>%1

%n figure(s) were written before the problem.</source>
        <translation>
            <numerusform>%1

%n Abbildung wurde vor dem Problem geschrieben.</numerusform>
            <numerusform>%1

%n Abbildungen wurden vor dem Problem geschrieben.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n figure(s) into %1.</source>
        <translation>
            <numerusform>%n Abbildung in %1 geschrieben.</numerusform>
            <numerusform>%n Abbildungen in %1 geschrieben.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>This view shows nothing yet, so there is nothing to export.</source>
        <translation>Diese Ansicht zeigt noch nichts, daher gibt es nichts zu exportieren.</translation>
    </message>
    <message>
        <source>Export as %1</source>
        <translation>Als %1 exportieren</translation>
    </message>
    <message>
        <source>Export View</source>
        <translation>Ansicht exportieren</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportieren…</translation>
    </message>
    <message>
        <source>Copy as Image</source>
        <translation>Als Bild kopieren</translation>
    </message>
    <message>
        <source>Copy as %1</source>
        <translation>Als %1 kopieren</translation>
    </message>
    <message>
        <source>Export as %1…</source>
        <translation>Als %1 exportieren…</translation>
    </message>
    <message>
        <source>This view has no figure to export.</source>
        <translation>Diese Ansicht hat keine Abbildung zum Exportieren.</translation>
    </message>
    <message>
        <source>This view is not a matrix, so it has no %1 to write.</source>
        <translation>Diese Ansicht ist keine Matrix, daher gibt es kein %1 zu schreiben.</translation>
    </message>
    <message>
        <source>This view shows nothing yet, so there is no %1 to write.</source>
        <translation>Diese Ansicht zeigt noch nichts, daher gibt es kein %1 zu schreiben.</translation>
    </message>
    <message>
        <source>Cannot write &apos;%1&apos;: %2</source>
        <translation>„%1“ kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Export &amp;View…</source>
        <translation>&amp;Ansicht exportieren…</translation>
    </message>
    <message>
        <source>Export the view that has the focus as PNG, SVG or PDF</source>
        <translation>Die Ansicht mit dem Fokus als PNG, SVG oder PDF exportieren</translation>
    </message>
    <message>
        <source>Click the view you want to export first (a heatmap, the loss chart, the heads grid…).</source>
        <translation>Klicken Sie zuerst auf die Ansicht, die Sie exportieren möchten (eine Heatmap, das Loss-Diagramm, das Kopfraster …).</translation>
    </message>
    <message>
        <source>By %1</source>
        <translation>Von %1</translation>
    </message>
    <message>
        <source>the unsaved lesson “%1”</source>
        <translation>der ungespeicherten Lektion „%1“</translation>
    </message>
    <message>
        <source>Restore unsaved changes?</source>
        <translation>Ungespeicherte Änderungen wiederherstellen?</translation>
    </message>
    <message>
        <source>Attention Lab did not close normally last time. A recovery copy of %1 with unsaved changes was found.

Restore it? (Nothing is overwritten until you save.) Discard removes the copy.</source>
        <translation>Attention Lab wurde beim letzten Mal nicht normal beendet. Eine Wiederherstellungskopie von %1 mit ungespeicherten Änderungen wurde gefunden.

Wiederherstellen? (Nichts wird überschrieben, bevor Sie speichern.) „Verwerfen“ entfernt die Kopie.</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Wiederherstellen</translation>
    </message>
    <message>
        <source>‘%1’ is not a number: type a value such as 0.45 or -1.2</source>
        <translation>‚%1‘ ist keine Zahl: Geben Sie einen Wert wie 0,45 oder -1,2 ein</translation>
    </message>
    <message>
        <source>NaN and infinity are not allowed: type a finite number such as 0.45</source>
        <translation>NaN und Unendlich sind nicht erlaubt: Geben Sie eine endliche Zahl wie 0,45 ein</translation>
    </message>
    <message>
        <source>%1 is too large: values must lie between -1e6 and 1e6</source>
        <translation>%1 ist zu groß: Werte müssen zwischen -1e6 und 1e6 liegen</translation>
    </message>
    <message>
        <source>Not enough memory to generate from this prompt.</source>
        <translation>Nicht genug Speicher, um aus diesem Prompt zu generieren.</translation>
    </message>
    <message>
        <source>× %1</source>
        <translation>× %1</translation>
    </message>
    <message>
        <source>= output</source>
        <translation>= Ausgabe</translation>
    </message>
    <message>
        <source>before (%1)</source>
        <translation>vorher (%1)</translation>
    </message>
    <message>
        <source>lookup row</source>
        <translation>Tabellenzeile</translation>
    </message>
    <message>
        <source>weight</source>
        <translation>Gewicht</translation>
    </message>
    <message>
        <source>… (%1 terms)</source>
        <translation>… (%1 Terme)</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; = %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; = %2</translation>
    </message>
    <message>
        <source> (blending value rows v = x·W_V)</source>
        <translation> (Mischung der Value-Zeilen v = x·W_V)</translation>
    </message>
    <message>
        <source> (no mixing: only its own row)</source>
        <translation> (keine Mischung: nur die eigene Zeile)</translation>
    </message>
    <message>
        <source> (equal average: the same shares for every word)</source>
        <translation> (gleichmäßiger Durchschnitt: gleiche Anteile für jedes Wort)</translation>
    </message>
    <message>
        <source>, head %1</source>
        <translation>, Kopf %1</translation>
    </message>
    <message>
        <source>Raw scores  none (all 0)</source>
        <translation>Rohe Scores  keine (alle 0)</translation>
    </message>
    <message>
        <source>Scaled scores  none (all 0)</source>
        <translation>Skalierte Scores  keine (alle 0)</translation>
    </message>
    <message>
        <source>Masked scores  only the word itself</source>
        <translation>Maskierte Scores  nur das Wort selbst</translation>
    </message>
    <message>
        <source>Masked scores</source>
        <translation>Maskierte Scores</translation>
    </message>
    <message>
        <source>Weights  identity</source>
        <translation>Gewichte  Einheitsmatrix</translation>
    </message>
    <message>
        <source>Weights  equal shares 1/n</source>
        <translation>Gewichte  gleiche Anteile 1/n</translation>
    </message>
    <message>
        <source>Raw scores  X·Xᵀ</source>
        <translation>Rohe Scores  X·Xᵀ</translation>
    </message>
    <message>
        <source>Raw scores  Q·Kᵀ</source>
        <translation>Rohe Scores  Q·Kᵀ</translation>
    </message>
    <message>
        <source>Scaled scores  X·Xᵀ·s</source>
        <translation>Skalierte Scores  X·Xᵀ·s</translation>
    </message>
    <message>
        <source>Scaled scores  Q·Kᵀ·s</source>
        <translation>Skalierte Scores  Q·Kᵀ·s</translation>
    </message>
    <message>
        <source>Weights  softmax of each row</source>
        <translation>Gewichte  Softmax jeder Zeile</translation>
    </message>
    <message>
        <source>No scores: this step compares no words, so every score is 0</source>
        <translation>Keine Scores: Diese Stufe vergleicht keine Wörter, daher ist jeder Score 0</translation>
    </message>
    <message>
        <source>No mixing: every word but the word itself is masked (−∞)</source>
        <translation>Keine Mischung: Jedes Wort außer dem Wort selbst ist maskiert (−∞)</translation>
    </message>
    <message>
        <source>No mixing: weights = identity, each word&apos;s output is its own row</source>
        <translation>Keine Mischung: Gewichte = Einheitsmatrix, die Ausgabe jedes Wortes ist seine eigene Zeile</translation>
    </message>
    <message>
        <source>Equal average: −∞ above the diagonal (causal), 0 elsewhere</source>
        <translation>Gleichmäßiger Durchschnitt: −∞ über der Diagonale (kausal), sonst 0</translation>
    </message>
    <message>
        <source>Equal average: nothing masked (causal off), every score 0</source>
        <translation>Gleichmäßiger Durchschnitt: nichts maskiert (kausal aus), jeder Score 0</translation>
    </message>
    <message>
        <source>Equal average: softmax of equal scores, word i gives 1/i to each word up to itself</source>
        <translation>Gleichmäßiger Durchschnitt: Softmax gleicher Scores, Wort i gibt jedem Wort bis einschließlich sich selbst 1/i</translation>
    </message>
    <message>
        <source>Equal average: softmax of equal scores, every weight 1/n</source>
        <translation>Gleichmäßiger Durchschnitt: Softmax gleicher Scores, jedes Gewicht 1/n</translation>
    </message>
    <message>
        <source>0 · No mixing</source>
        <translation>0 · Keine Mischung</translation>
    </message>
    <message>
        <source>1 · Equal average</source>
        <translation>1 · Gleichmäßiger Durchschnitt</translation>
    </message>
    <message>
        <source>2 · Simple  X·Xᵀ</source>
        <translation>2 · Einfach  X·Xᵀ</translation>
    </message>
    <message>
        <source>3 · Scaled Q·K·V</source>
        <translation>3 · Skaliert Q·K·V</translation>
    </message>
    <message>
        <source>4 · Multi-head</source>
        <translation>4 · Multi-Head</translation>
    </message>
    <message>
        <source>CSV</source>
        <translation>CSV</translation>
    </message>
    <message>
        <source>LaTeX</source>
        <translation>LaTeX</translation>
    </message>
    <message>
        <source>Hidden until the question is answered: this view cannot be exported, copied or printed yet.</source>
        <translation>Verborgen, bis die Frage beantwortet ist: Diese Ansicht kann noch nicht exportiert, kopiert oder gedruckt werden.</translation>
    </message>
    <message>
        <source>What if</source>
        <translation>Was wäre, wenn</translation>
    </message>
    <message>
        <source>What if …</source>
        <translation>Was wäre, wenn …</translation>
    </message>
    <message>
        <source>Cut this line: %1 → %2</source>
        <translation>Diese Linie kappen: %1 → %2</translation>
    </message>
    <message>
        <source>Clear the what-ifs</source>
        <translation>Alle Was-wäre-wenns aufheben</translation>
    </message>
    <message>
        <source>Not enough memory for this patching map.</source>
        <translation>Nicht genug Speicher für diese Patching-Karte.</translation>
    </message>
    <message>
        <source>The what-if changed: %1</source>
        <translation>Das Was-wäre-wenn hat geändert: %1</translation>
    </message>
    <message>
        <source>Not enough memory for this test.</source>
        <translation>Nicht genug Speicher für diesen Test.</translation>
    </message>
    <message>
        <source>= without the what-if</source>
        <translation>= ohne das Was-wäre-wenn</translation>
    </message>
    <message>
        <source>Positions</source>
        <translation>Positionen</translation>
    </message>
</context>
<context>
    <name>SafeMarkdown</name>
    <message>
        <source>[image: %1]</source>
        <extracomment>Stands in a lesson&apos;s text (window, slides, handout) for an image it does not load; %1: the image&apos;s address</extracomment>
        <translation>[Bild: %1]</translation>
    </message>
</context>
<context>
    <name>SentenceCommands</name>
    <message>
        <source>Add sentence %1</source>
        <translation>Satz %1 hinzufügen</translation>
    </message>
    <message>
        <source>Edit sentence to %1</source>
        <translation>Satz ändern in %1</translation>
    </message>
    <message>
        <source>Remove sentence %1</source>
        <translation>Satz %1 entfernen</translation>
    </message>
</context>
<context>
    <name>SentenceTokens</name>
    <message>
        <source>The model has no tokenizer files (vocab.json + merges.txt, tokenizer.json or meta.pkl).</source>
        <translation>Das Modell hat keine Tokenizer-Dateien (vocab.json + merges.txt, tokenizer.json oder meta.pkl).</translation>
    </message>
    <message>
        <source>The model cannot read this sentence: %1.</source>
        <translation>Das Modell kann diesen Satz nicht lesen: %1.</translation>
    </message>
    <message>
        <source>The sentence is empty: type at least one character the model reads.</source>
        <translation>Der Satz ist leer: Geben Sie mindestens ein Zeichen ein, das das Modell lesen kann.</translation>
    </message>
    <message>
        <source>The token at position %1 (from 0) has id %2, outside the model&apos;s vocabulary of %3.</source>
        <translation>Das Token an Position %1 (ab 0) hat die ID %2, außerhalb des Modellvokabulars mit %3 Einträgen.</translation>
    </message>
    <message>
        <source>This sentence has %1 tokens; the model reads at most %2.</source>
        <translation>Dieser Satz hat %1 Tokens; das Modell liest höchstens %2.</translation>
    </message>
</context>
<context>
    <name>SetValuesCommand</name>
    <message>
        <source>Set %1 · %2 to %3</source>
        <translation>%1 · %2 auf %3 setzen</translation>
    </message>
    <message>
        <source>Move %1 to %2</source>
        <translation>%1 nach %2 verschieben</translation>
    </message>
    <message>
        <source>Set %1[%2, %3] to %4</source>
        <translation>%1[%2, %3] auf %4 setzen</translation>
    </message>
</context>
<context>
    <name>StepCommands</name>
    <message>
        <source>Add step %1</source>
        <translation>Schritt %1 hinzufügen</translation>
    </message>
    <message>
        <source>Edit step %1</source>
        <translation>Schritt %1 bearbeiten</translation>
    </message>
    <message>
        <source>Move step %1 to %2</source>
        <translation>Schritt %1 an Stelle %2 verschieben</translation>
    </message>
    <message>
        <source>Delete step %1</source>
        <translation>Schritt %1 löschen</translation>
    </message>
</context>
<context>
    <name>TrainingSettings</name>
    <message>
        <source>Steps</source>
        <translation>Schritte</translation>
    </message>
    <message>
        <source>Learning rate</source>
        <translation>Lernrate</translation>
    </message>
    <message>
        <source>Context T</source>
        <translation>Kontext T</translation>
    </message>
    <message>
        <source>Width d</source>
        <translation>Breite d</translation>
    </message>
    <message>
        <source>Heads h</source>
        <translation>Köpfe h</translation>
    </message>
    <message>
        <source>Layers L</source>
        <translation>Schichten L</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>Batch</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Seed</translation>
    </message>
    <message>
        <source>%1: enter a value</source>
        <translation>%1: Geben Sie einen Wert ein</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a number</source>
        <translation>%1: „%2“ ist keine Zahl</translation>
    </message>
    <message>
        <source>%1: expected a number above 0 and at most 10, got %2</source>
        <translation>%1: erwartet wird eine Zahl über 0 und höchstens 10, erhalten: %2</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a whole number</source>
        <translation>%1: „%2“ ist keine ganze Zahl</translation>
    </message>
    <message>
        <source>%1: expected %2 to %3, got %4</source>
        <translation>%1: erwartet wird %2 bis %3, erhalten: %4</translation>
    </message>
    <message>
        <source>Heads h: %1 does not divide the width d = %2</source>
        <translation>Köpfe h: %1 ist kein Teiler der Breite d = %2</translation>
    </message>
    <message>
        <source>Context T: the corpus has %1 training tokens; a context of %2 needs at least %3</source>
        <translation>Kontext T: Das Korpus hat %1 Trainings-Tokens; ein Kontext von %2 braucht mindestens %3</translation>
    </message>
    <message>
        <source>Heads h: RoPE turns pairs of numbers, and each head has %1 (d / h), an odd number</source>
        <translation>Köpfe h: RoPE dreht Zahlenpaare, und jeder Kopf hat %1 (d / h), eine ungerade Zahl</translation>
    </message>
    <message>
        <source>learned positions</source>
        <translation>gelernte Positionen</translation>
    </message>
    <message>
        <source>sinusoidal positions</source>
        <translation>sinusförmige Positionen</translation>
    </message>
    <message>
        <source>RoPE</source>
        <translation>RoPE</translation>
    </message>
    <message>
        <source>ALiBi</source>
        <translation>ALiBi</translation>
    </message>
    <message>
        <source>no positions</source>
        <translation>keine Positionen</translation>
    </message>
    <message>
        <source>%1, attention only</source>
        <translation>%1, nur Attention</translation>
    </message>
</context>
<context>
    <name>VectorPlotAccessible</name>
    <message>
        <source>%1 %2, %3 %4</source>
        <translation>%1 %2, %3 %4</translation>
    </message>
    <message>
        <source>%1 (lookup): %2</source>
        <translation>%1 (Tabelle): %2</translation>
    </message>
    <message>
        <source>%1′ (output of word %2 in “%3”): %4</source>
        <translation>%1′ (Ausgabe von Wort %2 in „%3“): %4</translation>
    </message>
    <message>
        <source>Vectors: %1 against %2</source>
        <translation>Vektoren: %1 gegen %2</translation>
    </message>
    <message>
        <source>Every word&apos;s lookup point, then each shown sentence&apos;s output points. N and Shift+N select a word&apos;s point, the arrow keys move it.</source>
        <translation>Der Tabellenpunkt jedes Wortes, dann die Ausgabepunkte jedes angezeigten Satzes. N und Shift+N wählen den Punkt eines Wortes, die Pfeiltasten verschieben ihn.</translation>
    </message>
</context>
<context>
    <name>VocabularyCommands</name>
    <message>
        <source>Add word ‘%1’</source>
        <translation>Wort ‚%1‘ hinzufügen</translation>
    </message>
    <message>
        <source>Add ‘%1’ to the vocabulary</source>
        <translation>‚%1‘ zum Vokabular hinzufügen</translation>
    </message>
    <message>
        <source>Rename word ‘%1’ to ‘%2’</source>
        <translation>Wort ‚%1‘ in ‚%2‘ umbenennen</translation>
    </message>
    <message>
        <source>Remove word ‘%1’</source>
        <translation>Wort ‚%1‘ entfernen</translation>
    </message>
    <message>
        <source>Add axis ‘%1’</source>
        <translation>Achse ‚%1‘ hinzufügen</translation>
    </message>
    <message>
        <source>Rename axis ‘%1’ to ‘%2’</source>
        <translation>Achse ‚%1‘ in ‚%2‘ umbenennen</translation>
    </message>
    <message>
        <source>Remove axis ‘%1’</source>
        <translation>Achse ‚%1‘ entfernen</translation>
    </message>
</context>
<context>
    <name>WhatIf</name>
    <message>
        <source>Undo the what-if: %1</source>
        <extracomment>An undo text; %1: the intervention taken back (&quot;head 2 switched off&quot;)</extracomment>
        <translation>Was-wäre-wenn zurücknehmen: %1</translation>
    </message>
    <message>
        <source>Clear the what-ifs</source>
        <translation>Alle Was-wäre-wenns aufheben</translation>
    </message>
    <message>
        <source>every head</source>
        <translation>jeder Kopf</translation>
    </message>
    <message>
        <source>head %1</source>
        <translation>Kopf %1</translation>
    </message>
    <message>
        <source>every layer</source>
        <translation>jede Schicht</translation>
    </message>
    <message>
        <source>layer %1</source>
        <translation>Schicht %1</translation>
    </message>
    <message>
        <source>%1 mean-ablated</source>
        <extracomment>%1: a head (&quot;head 2&quot;, &quot;layer 1 · head 2&quot;)</extracomment>
        <translation>%1 durch den Mittelwert ersetzt</translation>
    </message>
    <message>
        <source>%1 switched off</source>
        <translation>%1 abgeschaltet</translation>
    </message>
    <message>
        <source>only %1 kept (the others mean-ablated)</source>
        <extracomment>%1: a head; the other heads of its layer are switched off</extracomment>
        <translation>nur %1 behalten (die anderen durch den Mittelwert ersetzt)</translation>
    </message>
    <message>
        <source>only %1 kept</source>
        <translation>nur %1 behalten</translation>
    </message>
    <message>
        <source>%1 patched from the clean prompt</source>
        <translation>%1 aus dem sauberen Prompt übernommen</translation>
    </message>
    <message>
        <source>What if: %1</source>
        <extracomment>The label on every view drawn under an intervention; %1: what was done</extracomment>
        <translation>Was wäre, wenn: %1</translation>
    </message>
    <message>
        <source>Mean-ablate %1</source>
        <extracomment>An undo text; %1: a head (&quot;head 2&quot;, &quot;layer 1 · head 2&quot;)</extracomment>
        <translation>%1 durch den Mittelwert ersetzen</translation>
    </message>
    <message>
        <source>Switch off %1</source>
        <translation>%1 abschalten</translation>
    </message>
    <message>
        <source>Keep only %1</source>
        <translation>Nur %1 behalten</translation>
    </message>
    <message>
        <source>Patch %1</source>
        <translation>%1 übernehmen</translation>
    </message>
    <message>
        <source>%1 · line %2 cut</source>
        <extracomment>%1: a head; %2: a line between two token positions from 0 (&quot;2 → 1&quot;: the query, the key)</extracomment>
        <translation>%1 · Linie %2 gekappt</translation>
    </message>
    <message>
        <source>Cut the line %2 in %1</source>
        <extracomment>An undo text; %1: a head; %2: a line between two token positions (&quot;2 → 1&quot;)</extracomment>
        <translation>Linie %2 in %1 kappen</translation>
    </message>
    <message>
        <source>%1 (on every step of this lesson)</source>
        <extracomment>A what-if saved in the lesson, shown on every step; %1: &quot;What if: layer 1 · head 2 switched off&quot;</extracomment>
        <translation>%1 (in jedem Schritt dieser Lektion)</translation>
    </message>
</context>
<context>
    <name>attn::app::MainWindow</name>
    <message>
        <source>Sentences</source>
        <translation>Sätze</translation>
    </message>
    <message>
        <source>Embedding table</source>
        <translation>Embedding-Tabelle</translation>
    </message>
    <message>
        <source>Weights W_Q · W_K · W_V · W_O</source>
        <translation>Gewichte W_Q · W_K · W_V · W_O</translation>
    </message>
    <message>
        <source>Vectors</source>
        <translation>Vektoren</translation>
    </message>
    <message>
        <source>Blend, term by term</source>
        <translation>Mischung, Term für Term</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Training</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Head view</source>
        <translation>Kopfansicht</translation>
    </message>
    <message>
        <source>The Attention pane shows the lesson&apos;s trained model: choose “Hand-wired attention” there to climb the ladder.</source>
        <translation>Der Attention-Bereich zeigt das trainierte Modell der Lektion: Wählen Sie dort „Handgebaute Attention“, um die Stufen hinaufzusteigen.</translation>
    </message>
    <message>
        <source>Drag a number in the embedding table or a grey point in the plot: every view follows.</source>
        <translation>Ziehen Sie an einer Zahl in der Embedding-Tabelle oder an einem grauen Punkt im Diagramm: Alle Ansichten folgen.</translation>
    </message>
    <message>
        <source>Pane: %1</source>
        <translation>Bereich: %1</translation>
    </message>
    <message>
        <source>Attention</source>
        <translation>Attention</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Neu</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Öffnen…</translation>
    </message>
    <message>
        <source>Open &amp;Model…</source>
        <translation>&amp;Modell öffnen…</translation>
    </message>
    <message>
        <source>Open a GPT-2 folder (Hugging Face) or a nanoGPT checkpoint as a new lesson about it</source>
        <translation>Einen GPT-2-Ordner (Hugging Face) oder einen nanoGPT-Checkpoint als neue Lektion darüber öffnen</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Built-in Lessons</source>
        <translation>&amp;Eingebaute Lektionen</translation>
    </message>
    <message>
        <source>&amp;Import Model…</source>
        <translation>Modell &amp;importieren…</translation>
    </message>
    <message>
        <source>Open a model saved from PyTorch (TinyGPT&apos;s names, safetensors) as a new lesson</source>
        <translation>Ein aus PyTorch gespeichertes Modell (Namen wie TinyGPT, safetensors) als neue Lektion öffnen</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>&amp;Actual Size</source>
        <translation>&amp;Originalgröße</translation>
    </message>
    <message>
        <source>Ne&amp;xt Pane</source>
        <translation>&amp;Nächster Bereich</translation>
    </message>
    <message>
        <source>Pre&amp;vious Pane</source>
        <translation>&amp;Vorheriger Bereich</translation>
    </message>
    <message>
        <source>&amp;Reset Layout</source>
        <translation>Layout &amp;zurücksetzen</translation>
    </message>
    <message>
        <source>√d &amp;Experiment…</source>
        <translation>√d-&amp;Experiment…</translation>
    </message>
    <message>
        <source>Zoom %1%</source>
        <translation>Zoom %1 %</translation>
    </message>
    <message>
        <source>%1[*] — Attention Lab</source>
        <translation>%1[*] — Attention Lab</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>The lesson has changes that are not saved. Save them first?</source>
        <translation>Die Lektion hat ungespeicherte Änderungen. Zuerst speichern?</translation>
    </message>
    <message>
        <source>Could not open %1 as a lesson:
%2

The open lesson is unchanged.</source>
        <translation>%1 konnte nicht als Lektion geöffnet werden:
%2

Die geöffnete Lektion ist unverändert.</translation>
    </message>
    <message>
        <source>Open lesson</source>
        <translation>Lektion öffnen</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 geöffnet</translation>
    </message>
    <message>
        <source>%1 is open, but %2.

Put the missing file there to use the model; the lesson&apos;s own views work without it.</source>
        <translation>%1 ist geöffnet, aber %2.

Legen Sie die fehlende Datei dorthin, um das Modell zu verwenden; die eigenen Ansichten der Lektion funktionieren auch ohne sie.</translation>
    </message>
    <message>
        <source>Could not save the lesson to %1:
%2

Your changes are still open here. Choose Save As to keep them in another place.</source>
        <translation>Die Lektion konnte nicht unter %1 gespeichert werden:
%2

Ihre Änderungen sind hier weiterhin geöffnet. Wählen Sie „Speichern unter“, um sie an einem anderen Ort zu sichern.</translation>
    </message>
    <message>
        <source>Save lesson</source>
        <translation>Lektion speichern</translation>
    </message>
    <message>
        <source>Save As…</source>
        <translation>Speichern unter…</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Save lesson as</source>
        <translation>Lektion speichern unter</translation>
    </message>
    <message>
        <source>Imported from %1</source>
        <translation>Importiert aus %1</translation>
    </message>
    <message>
        <source>A model imported from %1. The embedding table is its token embedding; type sentences in its vocabulary to read its heads.</source>
        <translation>Ein aus %1 importiertes Modell. Die Embedding-Tabelle ist sein Token-Embedding; geben Sie Sätze aus seinem Vokabular ein, um seine Köpfe zu lesen.</translation>
    </message>
    <message>
        <source>Could not import %1 as a model:
%2

The open lesson is unchanged.</source>
        <translation>%1 konnte nicht als Modell importiert werden:
%2

Die geöffnete Lektion ist unverändert.</translation>
    </message>
    <message>
        <source>Import model</source>
        <translation>Modell importieren</translation>
    </message>
    <message>
        <source>Imported %1 — save it to keep it as a lesson</source>
        <translation>%1 importiert — speichern Sie es, um es als Lektion zu behalten</translation>
    </message>
    <message>
        <source>The file does not say how many attention heads the model has.
Heads (each a slice of the width %1):</source>
        <translation>Die Datei gibt nicht an, wie viele Attention-Köpfe das Modell hat.
Köpfe (jeder ein Teil der Breite %1):</translation>
    </message>
    <message>
        <source>The file has no vocabulary: choose its words (JSON array or one per line, in id order)</source>
        <translation>Die Datei hat kein Vokabular: Wählen Sie seine Wörter (JSON-Array oder eines pro Zeile, in ID-Reihenfolge)</translation>
    </message>
    <message>
        <source>Opening the model %1 …</source>
        <translation>Das Modell %1 wird geöffnet …</translation>
    </message>
    <message>
        <source>A lesson about the model %1 (%2). The lesson points at the model&apos;s files rather than holding them. Its embedding table is the sentences&apos; words on the first two principal components (pc1, pc2) of the model&apos;s token embeddings.</source>
        <translation>Eine Lektion über das Modell %1 (%2). Die Lektion verweist auf die Dateien des Modells, statt sie zu enthalten. Ihre Embedding-Tabelle enthält die Wörter der Sätze auf den ersten beiden Hauptkomponenten (pc1, pc2) der Token-Embeddings des Modells.</translation>
    </message>
    <message>
        <source>Could not open %1 as a model:
%2

The open lesson is unchanged.</source>
        <translation>%1 konnte nicht als Modell geöffnet werden:
%2

Die geöffnete Lektion ist unverändert.</translation>
    </message>
    <message>
        <source>Open model</source>
        <translation>Modell öffnen</translation>
    </message>
    <message>
        <source>Open model: a Hugging Face GPT-2 folder&apos;s config.json or model.safetensors, or a nanoGPT file</source>
        <translation>Modell öffnen: config.json oder model.safetensors eines GPT-2-Ordners von Hugging Face oder eine nanoGPT-Datei</translation>
    </message>
    <message>
        <source>Models (config.json *.safetensors *.pt *.pth *.ckpt *.bin);;All files (*)</source>
        <translation>Modelle (config.json *.safetensors *.pt *.pth *.ckpt *.bin);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>layer %1 of %2</source>
        <translation>Schicht %1 von %2</translation>
    </message>
    <message>
        <source>Sentence %1: the model&apos;s pass, layer by layer</source>
        <translation>Satz %1: der Durchlauf des Modells, Schicht für Schicht</translation>
    </message>
    <message>
        <source>Opening the model …</source>
        <translation>Das Modell wird geöffnet …</translation>
    </message>
    <message>
        <source>Model: %1</source>
        <translation>Modell: %1</translation>
    </message>
    <message>
        <source>The model could not be opened: %1</source>
        <translation>Das Modell konnte nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <source>opening</source>
        <translation>wird geöffnet</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Lektion</translation>
    </message>
    <message>
        <source>This question&apos;s sentence was removed from the lesson: Edit ▸ Undo brings it back, or Author ▸ Edit Step… asks about another.</source>
        <translation>Der Satz dieser Frage wurde aus der Lektion entfernt: Bearbeiten ▸ Rückgängig holt ihn zurück, oder Sie fragen mit Verfassen ▸ Schritt bearbeiten… nach einem anderen.</translation>
    </message>
    <message>
        <source>This question is about the map of “%1”: click a cell there.</source>
        <translation>Diese Frage bezieht sich auf die Heatmap von „%1“: Klicken Sie dort auf eine Zelle.</translation>
    </message>
    <message>
        <source>&amp;Course</source>
        <translation>&amp;Kurs</translation>
    </message>
    <message>
        <source>Lesson &amp;Properties…</source>
        <translation>&amp;Lektionseigenschaften…</translation>
    </message>
    <message>
        <source>Previous Step</source>
        <translation>Vorheriger Schritt</translation>
    </message>
    <message>
        <source>Next Step</source>
        <translation>Nächster Schritt</translation>
    </message>
    <message>
        <source>Export &amp;Handout…</source>
        <translation>&amp;Handout exportieren…</translation>
    </message>
    <message>
        <source>Write the lesson&apos;s steps as a PDF: text, figures, questions, and the answers at the end</source>
        <translation>Die Schritte der Lektion als PDF schreiben: Text, Abbildungen, Fragen und am Ende die Antworten</translation>
    </message>
    <message>
        <source>&amp;Present</source>
        <translation>&amp;Präsentieren</translation>
    </message>
    <message>
        <source>Show the current step full screen for a room (arrows move, R reveals, Esc leaves)</source>
        <translation>Den aktuellen Schritt im Vollbild für den Raum zeigen (Pfeiltasten blättern, R deckt auf, Esc beendet)</translation>
    </message>
    <message>
        <source>Handout written to %1</source>
        <translation>Handout nach %1 geschrieben</translation>
    </message>
    <message>
        <source>Export Handout</source>
        <translation>Handout exportieren</translation>
    </message>
    <message>
        <source>The handout was not written.

%1</source>
        <translation>Das Handout wurde nicht geschrieben.

%1</translation>
    </message>
    <message>
        <source>This lesson cannot be handed out yet:

%1</source>
        <translation>Für diese Lektion kann noch kein Handout erstellt werden:

%1</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>The language of the menus, panes, figures and handouts</source>
        <translation>Die Sprache der Menüs, Bereiche, Abbildungen und Handouts</translation>
    </message>
    <message>
        <source>System Default</source>
        <translation>Systemstandard</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>Attention Lab will show the new language the next time it starts.</source>
        <translation>Attention Lab zeigt die neue Sprache beim nächsten Start.</translation>
    </message>
    <message>
        <source>&amp;Restart Now</source>
        <translation>&amp;Jetzt neu starten</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>&amp;Später</translation>
    </message>
    <message>
        <source>Could not start Attention Lab again: start it yourself to see the new language.</source>
        <translation>Attention Lab konnte nicht neu gestartet werden: Starten Sie es selbst, um die neue Sprache zu sehen.</translation>
    </message>
    <message>
        <source>&amp;Print Handout…</source>
        <translation>Handout d&amp;rucken…</translation>
    </message>
    <message>
        <source>Print Vie&amp;w…</source>
        <translation>Ansich&amp;t drucken…</translation>
    </message>
    <message>
        <source>Nothing to print: this lesson has no steps (add them in the Lesson pane)</source>
        <translation>Nichts zu drucken: Diese Lektion hat keine Schritte (fügen Sie sie im Bereich „Lektion“ hinzu)</translation>
    </message>
    <message>
        <source>Print the view that has the focus, scaled to fit the page</source>
        <translation>Die Ansicht mit dem Fokus drucken, passend auf die Seite skaliert</translation>
    </message>
    <message>
        <source>Print Handout</source>
        <translation>Handout drucken</translation>
    </message>
    <message>
        <source>Print View</source>
        <translation>Ansicht drucken</translation>
    </message>
    <message>
        <source>This view is a table of words, not a figure: it has nothing to print.</source>
        <translation>Diese Ansicht ist eine Tabelle aus Wörtern, keine Abbildung: Es gibt nichts zu drucken.</translation>
    </message>
    <message>
        <source>Click the view you want to print first (a heatmap, the loss chart, the heads grid…).</source>
        <translation>Klicken Sie zuerst auf die Ansicht, die Sie drucken möchten (eine Heatmap, das Loss-Diagramm, das Kopfraster …).</translation>
    </message>
    <message>
        <source>This view shows nothing yet, so there is nothing to print.</source>
        <translation>Diese Ansicht zeigt noch nichts, daher gibt es nichts zu drucken.</translation>
    </message>
    <message>
        <source>No printer is set up: the print dialog can still print to a PDF file.</source>
        <translation>Es ist kein Drucker eingerichtet: Der Druckdialog kann trotzdem in eine PDF-Datei drucken.</translation>
    </message>
    <message>
        <source>Nothing was printed.

%1</source>
        <translation>Es wurde nichts gedruckt.

%1</translation>
    </message>
    <message numerus="yes">
        <source>Printed %n page(s) to %1</source>
        <translation>
            <numerusform>%n Seite gedruckt: %1</numerusform>
            <numerusform>%n Seiten gedruckt: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Print the lesson&apos;s steps as Export Handout… lays them out, the answers at the end</source>
        <translation>Die Schritte der Lektion drucken, so wie „Handout exportieren…“ sie anordnet, die Antworten am Ende</translation>
    </message>
    <message>
        <source>Nothing to print yet: click the view to print first (a heatmap, a plot, the heads grid…)</source>
        <translation>Noch nichts zu drucken: klicken Sie zuerst auf die Ansicht, die gedruckt werden soll (eine Heatmap, ein Diagramm, das Köpfe-Raster…)</translation>
    </message>
    <message>
        <source>Attention Lab lessons</source>
        <translation>Attention-Lab-Lektionen</translation>
    </message>
    <message>
        <source>All files</source>
        <translation>Alle Dateien</translation>
    </message>
    <message>
        <source>Safetensors models</source>
        <translation>Safetensors-Modelle</translation>
    </message>
    <message>
        <source>Vocabularies</source>
        <translation>Vokabulare</translation>
    </message>
    <message>
        <source>PDF</source>
        <translation>PDF</translation>
    </message>
    <message>
        <source>Clear the &amp;What-ifs</source>
        <translation>&amp;Was-wäre-wenn löschen</translation>
    </message>
    <message>
        <source>Context Menu</source>
        <translation>Kontextmenü</translation>
    </message>
    <message>
        <source>&amp;Get a Model…</source>
        <translation>Modell herunterla&amp;den…</translation>
    </message>
    <message>
        <source>Download GPT-2 or another GPT-2-architecture model from the Hugging Face hub (asks first; nothing is fetched until you say so)</source>
        <translation>GPT-2 oder ein anderes Modell mit GPT-2-Architektur vom Hugging Face Hub herunterladen (mit Rückfrage; geladen wird erst nach Bestätigung)</translation>
    </message>
    <message>
        <source>Positions</source>
        <translation>Positionen</translation>
    </message>
</context>
<context>
    <name>attn::app::PresentationWindow</name>
    <message>
        <source> — head %1 of %2</source>
        <translation> — Kopf %1 von %2</translation>
    </message>
    <message>
        <source>Attention Lab — Presentation</source>
        <translation>Attention Lab — Präsentation</translation>
    </message>
    <message>
        <source>Head</source>
        <translation>Kopf</translation>
    </message>
    <message>
        <source>H / Shift+H</source>
        <translation>H / Shift+H</translation>
    </message>
    <message>
        <source>Predict.</source>
        <translation>Ihre Vorhersage:</translation>
    </message>
    <message>
        <source>Answer:</source>
        <translation>Antwort:</translation>
    </message>
    <message>
        <source>Step %1 of %2 · %3</source>
        <translation>Schritt %1 von %2 · %3</translation>
    </message>
    <message>
        <source>   ·   R reveals the answer</source>
        <translation>   ·   R deckt die Antwort auf</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Show head %1</source>
        <translation>Kopf %1 zeigen</translation>
    </message>
    <message>
        <source> — head %1</source>
        <extracomment>one of the heads a lesson step chose for its maps</extracomment>
        <translation> — Kopf %1</translation>
    </message>
    <message>
        <source>   ·   H: next head</source>
        <translation>   ·   H: nächster Kopf</translation>
    </message>
    <message>
        <source>   ·   F: next figures (page %1 of %2; all together too small)</source>
        <extracomment>%1 of %2: the page of figures shown (a page may hold several figures)</extracomment>
        <translation>   ·   F: nächste Abbildungen (Seite %1 von %2; alle zusammen zu klein)</translation>
    </message>
    <message>
        <source>   ·   L: layer %1 of %2</source>
        <extracomment>%1 of %2: the model&apos;s layer the slide&apos;s maps show</extracomment>
        <translation>   ·   L: Schicht %1 von %2</translation>
    </message>
</context>
<context>
    <name>attn::ui::Announcer</name>
    <message>
        <source>Undone: %1</source>
        <translation>Rückgängig gemacht: %1</translation>
    </message>
    <message>
        <source>Your answer: %1</source>
        <translation>Ihre Antwort: %1</translation>
    </message>
    <message>
        <source>Training: step %1 of %2, loss %3</source>
        <translation>Training: Schritt %1 von %2, Loss %3</translation>
    </message>
    <message>
        <source>Training stopped: %1</source>
        <translation>Training gestoppt: %1</translation>
    </message>
    <message>
        <source>Training: %1</source>
        <translation>Training: %1</translation>
    </message>
    <message>
        <source>Training running</source>
        <translation>Training läuft</translation>
    </message>
    <message>
        <source>Training paused at step %1, loss %2</source>
        <translation>Training angehalten bei Schritt %1, Loss %2</translation>
    </message>
</context>
<context>
    <name>attn::ui::AttentionPane</name>
    <message>
        <source>Stage:</source>
        <translation>Phase:</translation>
    </message>
    <message>
        <source>Trained model</source>
        <translation>Trainiertes Modell</translation>
    </message>
    <message>
        <source>Hand-wired attention</source>
        <translation>Handgebaute Attention</translation>
    </message>
    <message>
        <source>Layer:</source>
        <translation>Schicht:</translation>
    </message>
    <message>
        <source>Which of the trained model&apos;s layers to show</source>
        <translation>Welche Schicht des trainierten Modells gezeigt wird</translation>
    </message>
    <message>
        <source>head %1</source>
        <translation>Kopf %1</translation>
    </message>
    <message>
        <source>Real model</source>
        <translation>Echtes Modell</translation>
    </message>
    <message>
        <source>A real model&apos;s pass keeps its attention weights only, not its scores</source>
        <translation>Der Durchlauf eines echten Modells behält nur seine Attention-Gewichte, nicht seine Scores</translation>
    </message>
    <message>
        <source>weights = softmax of each row of S/√dk; each row sums to 1</source>
        <translation>Gewichte = Softmax jeder Zeile von S/√dk; jede Zeile ergibt in Summe 1</translation>
    </message>
    <message>
        <source>weights = softmax of each row of S (scaling off); each row sums to 1</source>
        <translation>Gewichte = Softmax jeder Zeile von S (Skalierung aus); jede Zeile ergibt in Summe 1</translation>
    </message>
    <message>
        <source> · s, s = %1</source>
        <translation> · s, s = %1</translation>
    </message>
    <message>
        <source>1/√dk</source>
        <translation>1/√dk</translation>
    </message>
    <message>
        <source>1 (scaling off)</source>
        <translation>1 (Skalierung aus)</translation>
    </message>
    <message>
        <source>; −∞ above the diagonal (causal)</source>
        <translation>; −∞ über der Diagonale (kausal)</translation>
    </message>
    <message>
        <source>; nothing masked (causal off)</source>
        <translation>; nichts maskiert (kausal aus)</translation>
    </message>
    <message>
        <source>Real model, layer %1 of %2: %3</source>
        <translation>Echtes Modell, Schicht %1 von %2: %3</translation>
    </message>
    <message>
        <source>Real model: %1</source>
        <translation>Echtes Modell: %1</translation>
    </message>
    <message>
        <source>Trained model, layer %1 of %2: %3</source>
        <translation>Trainiertes Modell, Schicht %1 von %2: %3</translation>
    </message>
    <message>
        <source>%1.  Rows: the word looking · columns: the word looked at.</source>
        <translation>%1.  Zeilen: das schauende Wort · Spalten: das angeschaute Wort.</translation>
    </message>
    <message>
        <source>This lesson has no sentences yet: add one in the Sentences pane to see its attention.</source>
        <translation>Diese Lektion hat noch keine Sätze: Fügen Sie im Bereich „Sätze“ einen hinzu, um seine Attention zu sehen.</translation>
    </message>
    <message>
        <source>word looking</source>
        <translation>schauendes Wort</translation>
    </message>
    <message>
        <source>word looked at</source>
        <translation>angeschautes Wort</translation>
    </message>
    <message>
        <source>trained model (%1 steps), layer %2</source>
        <translation>trainiertes Modell (%1 Schritte), Schicht %2</translation>
    </message>
    <message>
        <source>“%1” — %2</source>
        <translation>„%1“ — %2</translation>
    </message>
    <message>
        <source>; hatched cells above the diagonal are masked</source>
        <translation>; schraffierte Zellen über der Diagonale sind maskiert</translation>
    </message>
    <message>
        <source>Attention maps</source>
        <translation>Aufmerksamkeitskarten</translation>
    </message>
    <message>
        <source>“%1”, head %2</source>
        <translation>„%1“, Kopf %2</translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>„%1“</translation>
    </message>
    <message>
        <source>Kept back until a later step of the lesson: its question asks what this stage would show</source>
        <translation>Zurückgehalten bis zu einem späteren Schritt der Lektion: dessen Frage fragt nach dem, was diese Stufe zeigen würde</translation>
    </message>
    <message>
        <source>switched off</source>
        <translation>abgeschaltet</translation>
    </message>
    <message>
        <source>mean-ablated</source>
        <translation>durch den Mittelwert ersetzt</translation>
    </message>
    <message>
        <source>lines cut</source>
        <translation>Linien gekappt</translation>
    </message>
    <message>
        <source> — each head has one number, so RoPE has no pair to turn</source>
        <translation> — jeder Kopf hat nur eine Zahl, also hat RoPE kein Paar zu drehen</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Differenz</translation>
    </message>
    <message>
        <source>With two sentences ticked: a third map, the second sentence&apos;s numbers minus the first&apos;s, cell by cell (red: larger in the second)</source>
        <translation>Mit zwei angehakten Sätzen: eine dritte Karte, die Zahlen des zweiten Satzes minus die des ersten, Zelle für Zelle (rot: größer im zweiten)</translation>
    </message>
    <message>
        <source>&lt;b&gt;“%2” − “%1”&lt;/b&gt;</source>
        <translation>&lt;b&gt;„%2“ − „%1“&lt;/b&gt;</translation>
    </message>
    <message>
        <source>The difference needs both sentences&apos; maps.</source>
        <translation>Die Differenz braucht die Karten beider Sätze.</translation>
    </message>
    <message>
        <source>Whose attention to show: the lesson&apos;s trained model, the real model it points at, or the attention of the ladder step</source>
        <translation>Wessen Attention gezeigt wird: die des trainierten Modells der Lektion, die des echten Modells, auf das sie verweist, oder die der Stufe</translation>
    </message>
    <message>
        <source>%1 − %2 = %3 (“%4” minus “%5”)</source>
        <extracomment>A difference map&apos;s cell: the second sentence&apos;s number minus the first&apos;s</extracomment>
        <translation>%1 − %2 = %3 („%4“ minus „%5“)</translation>
    </message>
    <message>
        <source>Every head</source>
        <translation>Jeder Kopf</translation>
    </message>
    <message>
        <source>This step shows the maps of the heads it chose; tick to see every head&apos;s map</source>
        <translation>Dieser Schritt zeigt die Karten der Köpfe, die er gewählt hat; ankreuzen, um die Karte jedes Kopfes zu sehen</translation>
    </message>
    <message>
        <source>layer %1</source>
        <translation>Schicht %1</translation>
    </message>
    <message>
        <source>token looking</source>
        <translation>schauendes Token</translation>
    </message>
    <message>
        <source>token looked at</source>
        <translation>angeschautes Token</translation>
    </message>
    <message>
        <source>%1.  Rows: the token looking · columns: the token looked at.</source>
        <translation>%1.  Zeilen: das schauende Token · Spalten: das angeschaute Token.</translation>
    </message>
</context>
<context>
    <name>attn::ui::AttentionToolbar</name>
    <message>
        <source>Attention</source>
        <translation>Attention</translation>
    </message>
    <message>
        <source> Ladder step: </source>
        <translation> Stufe: </translation>
    </message>
    <message>
        <source>0 · No mixing</source>
        <translation>0 · Keine Mischung</translation>
    </message>
    <message>
        <source>1 · Equal average</source>
        <translation>1 · Gleichmäßiger Durchschnitt</translation>
    </message>
    <message>
        <source>2 · Simple  X·Xᵀ</source>
        <translation>2 · Einfach  X·Xᵀ</translation>
    </message>
    <message>
        <source>3 · Scaled Q·K·V</source>
        <translation>3 · Skaliert Q·K·V</translation>
    </message>
    <message>
        <source>4 · Multi-head</source>
        <translation>4 · Multi-Head</translation>
    </message>
    <message>
        <source>Which attention the lesson computes</source>
        <translation>Welche Attention die Lektion berechnet</translation>
    </message>
    <message>
        <source>  Heads: </source>
        <translation>  Köpfe: </translation>
    </message>
    <message>
        <source>Number of heads (multi-head only); must divide the number of axes</source>
        <translation>Anzahl der Köpfe (nur Multi-Head); muss ein Teiler der Anzahl der Achsen sein</translation>
    </message>
    <message>
        <source>Scale 1/√dk</source>
        <translation>Skalierung 1/√dk</translation>
    </message>
    <message>
        <source>Divide every score by √dk before the softmax</source>
        <translation>Jeden Score vor der Softmax durch √dk teilen</translation>
    </message>
    <message>
        <source>Causal mask</source>
        <translation>Kausale Maske</translation>
    </message>
    <message>
        <source>Each word sees only itself and the words before it</source>
        <translation>Jedes Wort sieht nur sich selbst und die Wörter davor</translation>
    </message>
    <message>
        <source>Attempt 0: each word keeps its own row (weights = identity). A word alone cannot tell which sentence it is in.</source>
        <translation>Versuch 0: Jedes Wort behält seine eigene Zeile (Gewichte = Einheitsmatrix). Ein Wort allein kann nicht erkennen, in welchem Satz es steht.</translation>
    </message>
    <message>
        <source>Attempt 1: every word averages the sentence (every weight 1/n), whoever is looking.</source>
        <translation>Versuch 1: Jedes Wort mittelt über den Satz (jedes Gewicht 1/n), egal welches Wort schaut.</translation>
    </message>
    <message>
        <source>Scores X·Xᵀ, softmax of each row, blend of the rows of X</source>
        <translation>Scores X·Xᵀ, Softmax jeder Zeile, Mischung der Zeilen von X</translation>
    </message>
    <message>
        <source>Queries, keys and values through W_Q, W_K, W_V; scores scaled by 1/√dk</source>
        <translation>Queries, Keys und Values über W_Q, W_K, W_V; Scores skaliert mit 1/√dk</translation>
    </message>
    <message>
        <source>Several heads side by side, joined by W_O</source>
        <translation>Mehrere Köpfe nebeneinander, verbunden durch W_O</translation>
    </message>
    <message>
        <source>  Positions: </source>
        <translation>  Positionen: </translation>
    </message>
    <message>
        <source>No position: shuffle the words and every matrix is shuffled with them</source>
        <translation>Keine Position: Werden die Wörter gemischt, wird jede Matrix mit ihnen gemischt</translation>
    </message>
    <message>
        <source>Sinusoidal vectors added to X: sin and cos of the position at d/2 frequencies</source>
        <translation>Sinusförmige Vektoren zu X addiert: Sinus und Kosinus der Position bei d/2 Frequenzen</translation>
    </message>
    <message>
        <source>Rotary (RoPE): each query and key pair of dimensions turned by position × θᵢ, θᵢ = base^(−2i/dk); a score depends on the two words and their distance only</source>
        <translation>Rotierend (RoPE): Jedes Dimensionspaar von Query und Key wird um Position × θᵢ gedreht, θᵢ = base^(−2i/dk); ein Score hängt nur von den beiden Wörtern und ihrem Abstand ab</translation>
    </message>
    <message>
        <source>ALiBi: −mₕ·|i − j| added to head h&apos;s scaled scores, mₕ = 2^(−8h/H): far words count less</source>
        <translation>ALiBi: −mₕ·|i − j| wird zu den skalierten Scores von Kopf h addiert, mₕ = 2^(−8h/H): Ferne Wörter zählen weniger</translation>
    </message>
    <message>
        <source>Where a word sits: how attention can tell word orders apart</source>
        <translation>Wo ein Wort steht: wie die Attention Wortreihenfolgen unterscheiden kann</translation>
    </message>
    <message>
        <source>base </source>
        <translation>Basis </translation>
    </message>
    <message>
        <source>RoPE base</source>
        <translation>RoPE-Basis</translation>
    </message>
    <message>
        <source>RoPE&apos;s base (10000 in the paper): a smaller base turns faster</source>
        <translation>Basis von RoPE (10000 im Paper): Eine kleinere Basis dreht schneller</translation>
    </message>
</context>
<context>
    <name>attn::ui::Autosave</name>
    <message>
        <source>Could not write the recovery copy to %1: %2</source>
        <translation>Die Wiederherstellungskopie konnte nicht nach %1 geschrieben werden: %2</translation>
    </message>
    <message>
        <source>A recovery copy was found at %1 but cannot be read: %2</source>
        <translation>Unter %1 wurde eine Wiederherstellungskopie gefunden, die aber nicht gelesen werden kann: %2</translation>
    </message>
    <message>
        <source>Restore recovered changes</source>
        <translation>Wiederhergestellte Änderungen übernehmen</translation>
    </message>
</context>
<context>
    <name>attn::ui::BlendPane</name>
    <message>
        <source>Head:</source>
        <translation>Kopf:</translation>
    </message>
    <message>
        <source>Click a word in any view to watch its blend.</source>
        <translation>Klicken Sie in einer beliebigen Ansicht auf ein Wort, um seine Mischung zu verfolgen.</translation>
    </message>
    <message>
        <source>How &lt;b&gt;%1&lt;/b&gt;’s new vector is blended: each row is an ingredient’s weight × its row (the weight as shown, so every term checks on paper); the column sums are the exact output, so a column can differ from its terms in the last digit.</source>
        <translation>Wie der neue Vektor von &lt;b&gt;%1&lt;/b&gt; gemischt wird: Jede Zeile ist das Gewicht einer Zutat × ihre Zeile (das Gewicht wie angezeigt, sodass sich jeder Term auf Papier nachrechnen lässt); die Spaltensummen sind die exakte Ausgabe, daher kann eine Spalte in der letzten Stelle von ihren Termen abweichen.</translation>
    </message>
    <message>
        <source>The Blend shows the lesson&apos;s hand-wired attention or a model trained here: a real model&apos;s pass keeps its weights, not the value rows they blend. Its heads are in the Model and Head view panes.</source>
        <translation>Die Mischung zeigt die handgebaute Attention der Lektion oder ein hier trainiertes Modell: Der Durchlauf eines echten Modells behält seine Gewichte, nicht die Value-Zeilen, die sie mischen. Seine Köpfe finden Sie in den Bereichen „Modell“ und „Kopfansicht“.</translation>
    </message>
    <message>
        <source>“%1” has no ‘%2’.</source>
        <translation>„%1“ enthält kein ‚%2‘.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; = a blend of the rows below, made with the weights: choose the &lt;i&gt;weights&lt;/i&gt; stage in the Attention pane to see it</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; = eine Mischung der Zeilen unten, gebildet mit den Gewichten: Wählen Sie im Attention-Bereich die Phase &lt;i&gt;Gewichte&lt;/i&gt;, um sie zu sehen</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; = a blend of the rows below (kept back for now: a question asks for it)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; = eine Mischung der Zeilen unten (vorerst zurückgehalten: eine Frage fragt danach)</translation>
    </message>
    <message>
        <source>Blend tables</source>
        <translation>Mischtabellen</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; = a blend of the rows below, made with the weights, which a later step of the lesson shows</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; = eine Mischung der Zeilen darunter, gebildet mit den Gewichten, die ein späterer Schritt der Lektion zeigt</translation>
    </message>
</context>
<context>
    <name>attn::ui::ConcealmentBoxes</name>
    <message>
        <source>numbers</source>
        <translation>Zahlen</translation>
    </message>
    <message>
        <source>map colours</source>
        <translation>Heatmap-Farben</translation>
    </message>
    <message>
        <source>output points</source>
        <translation>Ausgabepunkte</translation>
    </message>
    <message>
        <source>later stages</source>
        <translation>spätere Stufen</translation>
    </message>
    <message>
        <source>Offer only this step&apos;s stage and those before it; the Blend table and the output points wait too</source>
        <translation>Nur die Stufe dieses Schritts und die davor anbieten; die Mischungstabelle und die Ausgabepunkte warten auch</translation>
    </message>
</context>
<context>
    <name>attn::ui::Document</name>
    <message>
        <source>This sentence is empty: type at least one word.</source>
        <translation>Dieser Satz ist leer: Geben Sie mindestens ein Wort ein.</translation>
    </message>
    <message>
        <source>The lesson&apos;s trained model cannot be read.</source>
        <translation>Das trainierte Modell der Lektion kann nicht gelesen werden.</translation>
    </message>
    <message>
        <source>: use words it was trained on.</source>
        <translation>: Verwenden Sie Wörter, mit denen es trainiert wurde.</translation>
    </message>
    <message>
        <source>Opening the model %1 …</source>
        <translation>Das Modell %1 wird geöffnet …</translation>
    </message>
    <message>
        <source>%1. Clear the what-ifs (the bar&apos;s Clear) to see the maps again.</source>
        <extracomment>Under the &quot;What if&quot; bar: %1, why the what-if cannot be laid over this sentence</extracomment>
        <translation>%1. Heben Sie die Was-wäre-wenns auf (Aufheben in der Leiste), um die Karten wieder zu sehen.</translation>
    </message>
</context>
<context>
    <name>attn::ui::EmbeddingPane</name>
    <message>
        <source>+ Word</source>
        <translation>+ Wort</translation>
    </message>
    <message>
        <source>− Word</source>
        <translation>− Wort</translation>
    </message>
    <message>
        <source>Remove the selected word</source>
        <translation>Das ausgewählte Wort entfernen</translation>
    </message>
    <message>
        <source>+ Axis</source>
        <translation>+ Achse</translation>
    </message>
    <message>
        <source>Add a named axis (a column of zeros)</source>
        <translation>Eine benannte Achse hinzufügen (eine Spalte aus Nullen)</translation>
    </message>
    <message>
        <source>− Axis</source>
        <translation>− Achse</translation>
    </message>
    <message>
        <source>Remove the selected axis</source>
        <translation>Die ausgewählte Achse entfernen</translation>
    </message>
    <message>
        <source>Drag on a cell to scrub · double-click a name to rename</source>
        <translation>Auf einer Zelle ziehen ändert den Wert · Doppelklick auf einen Namen benennt um</translation>
    </message>
    <message>
        <source>Add axis</source>
        <translation>Achse hinzufügen</translation>
    </message>
    <message>
        <source>Add word</source>
        <translation>Wort hinzufügen</translation>
    </message>
    <message>
        <source>Name of the new axis:</source>
        <translation>Name der neuen Achse:</translation>
    </message>
    <message>
        <source>New word (lower case, one word):</source>
        <translation>Neues Wort (kleingeschrieben, ein Wort):</translation>
    </message>
    <message>
        <source>Rename axis</source>
        <translation>Achse umbenennen</translation>
    </message>
    <message>
        <source>Rename word</source>
        <translation>Wort umbenennen</translation>
    </message>
    <message>
        <source>New name for ‘%1’:</source>
        <translation>Neuer Name für ‚%1‘:</translation>
    </message>
    <message>
        <source>Select a cell of the axis to remove first</source>
        <translation>Wählen Sie zuerst eine Zelle der zu entfernenden Achse aus</translation>
    </message>
    <message>
        <source>Select a cell of the word to remove first</source>
        <translation>Wählen Sie zuerst eine Zelle des zu entfernenden Wortes aus</translation>
    </message>
    <message>
        <source>Embedding table</source>
        <translation>Embedding-Tabelle</translation>
    </message>
    <message>
        <source>A row per word, a column per named axis; type a value, or drag left or right on a cell</source>
        <translation>Eine Zeile je Wort, eine Spalte je benannter Achse; tippen Sie einen Wert ein oder ziehen Sie auf einer Zelle nach links oder rechts</translation>
    </message>
    <message>
        <source>Add a word (a row of zeros); by keyboard: Insert in the table</source>
        <translation>Ein Wort hinzufügen (eine Zeile aus Nullen); per Tastatur: Einfg in der Tabelle</translation>
    </message>
    <message>
        <source>Add a word</source>
        <translation>Ein Wort hinzufügen</translation>
    </message>
    <message>
        <source>Add a word…</source>
        <translation>Ein Wort hinzufügen…</translation>
    </message>
    <message>
        <source>Rename the word %1…</source>
        <translation>Das Wort %1 umbenennen…</translation>
    </message>
    <message>
        <source>Remove the word %1</source>
        <translation>Das Wort %1 entfernen</translation>
    </message>
    <message>
        <source>Add an axis…</source>
        <translation>Eine Achse hinzufügen…</translation>
    </message>
    <message>
        <source>Rename the axis %1…</source>
        <translation>Die Achse %1 umbenennen…</translation>
    </message>
    <message>
        <source>Remove the axis %1</source>
        <translation>Die Achse %1 entfernen</translation>
    </message>
</context>
<context>
    <name>attn::ui::ExportDialog</name>
    <message>
        <source>Export Figure</source>
        <translation>Abbildung exportieren</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>&amp;Datei:</translation>
    </message>
    <message>
        <source>PNG image</source>
        <translation>PNG-Bild</translation>
    </message>
    <message>
        <source>SVG (vectors, text kept as text)</source>
        <translation>SVG (Vektoren, Text bleibt Text)</translation>
    </message>
    <message>
        <source>PDF (vectors)</source>
        <translation>PDF (Vektoren)</translation>
    </message>
    <message>
        <source>F&amp;ormat:</source>
        <translation>F&amp;ormat:</translation>
    </message>
    <message>
        <source>natural</source>
        <translation>natürlich</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>&amp;Size (width × height):</source>
        <translation>&amp;Größe (Breite × Höhe):</translation>
    </message>
    <message>
        <source>automatic (sharp on half a 1920 px slide)</source>
        <translation>automatisch (scharf auf einer halben Folie mit 1920 px)</translation>
    </message>
    <message>
        <source>PNG s&amp;cale:</source>
        <translation>PNG-&amp;Skalierung:</translation>
    </message>
    <message>
        <source>S&amp;tyle:</source>
        <translation>S&amp;til:</translation>
    </message>
    <message>
        <source>automatic (viridis for weights, diverging for scores)</source>
        <translation>automatisch (viridis für Gewichte, divergierend für Scores)</translation>
    </message>
    <message>
        <source>Colour &amp;map:</source>
        <translation>&amp;Farbskala:</translation>
    </message>
    <message>
        <source>Numbers in cells</source>
        <translation>Zahlen in Zellen</translation>
    </message>
    <message>
        <source>T&amp;itle:</source>
        <translation>T&amp;itel:</translation>
    </message>
    <message>
        <source>C&amp;aption:</source>
        <translation>&amp;Beschriftung:</translation>
    </message>
    <message>
        <source>&amp;Font size:</source>
        <translation>Sc&amp;hriftgröße:</translation>
    </message>
    <message>
        <source>light</source>
        <translation>hell</translation>
    </message>
    <message>
        <source>dark</source>
        <translation>dunkel</translation>
    </message>
    <message>
        <source>print</source>
        <translation>Druck</translation>
    </message>
    <message>
        <source>diverging</source>
        <translation>divergierend</translation>
    </message>
    <message>
        <source>grey</source>
        <translation>grau</translation>
    </message>
    <message>
        <source>SVG drawing</source>
        <translation>SVG-Zeichnung</translation>
    </message>
    <message>
        <source>PDF document</source>
        <translation>PDF-Dokument</translation>
    </message>
</context>
<context>
    <name>attn::ui::FoldingSection</name>
    <message>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <source>Show: %1</source>
        <translation>Zeigen: %1</translation>
    </message>
    <message>
        <source>Fold away</source>
        <translation>Einklappen</translation>
    </message>
</context>
<context>
    <name>attn::ui::GenerateView</name>
    <message>
        <source>a prompt for the model to continue</source>
        <translation>ein Prompt, den das Modell fortsetzt</translation>
    </message>
    <message>
        <source>0 (greedy)</source>
        <translation>0 (greedy)</translation>
    </message>
    <message>
        <source>Divides the logits before the softmax: below 1 sharper, above 1 flatter; 0 always takes the likeliest token.</source>
        <translation>Teilt die Logits vor der Softmax: unter 1 schärfer, über 1 flacher; 0 nimmt immer das wahrscheinlichste Token.</translation>
    </message>
    <message>
        <source>all</source>
        <translation>alle</translation>
    </message>
    <message>
        <source>Sample only among the k likeliest tokens (all: no limit).</source>
        <translation>Nur aus den k wahrscheinlichsten Tokens ziehen (alle: keine Grenze).</translation>
    </message>
    <message>
        <source>Sample only among the fewest likeliest tokens whose probabilities add up to p.</source>
        <translation>Nur aus der kleinsten Menge der wahrscheinlichsten Tokens ziehen, deren Wahrscheinlichkeiten zusammen p ergeben.</translation>
    </message>
    <message>
        <source>The same seed and settings give the same text.</source>
        <translation>Gleicher Seed und gleiche Einstellungen ergeben denselben Text.</translation>
    </message>
    <message>
        <source>How many tokens to add at most (the text stops at the model&apos;s n_positions).</source>
        <translation>Wie viele Tokens höchstens hinzukommen (der Text endet bei n_positions des Modells).</translation>
    </message>
    <message>
        <source>Generate</source>
        <translation>Generieren</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stopp</translation>
    </message>
    <message>
        <source>Add as sentence</source>
        <translation>Als Satz hinzufügen</translation>
    </message>
    <message>
        <source>Add the prompt and its continuation to the lesson&apos;s sentences (undoable).</source>
        <translation>Den Prompt und seine Fortsetzung zu den Sätzen der Lektion hinzufügen (rückgängig machbar).</translation>
    </message>
    <message>
        <source>next token</source>
        <translation>nächstes Token</translation>
    </message>
    <message>
        <source>probability</source>
        <translation>Wahrscheinlichkeit</translation>
    </message>
    <message>
        <source>Prompt</source>
        <translation>Prompt</translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation>Temperatur</translation>
    </message>
    <message>
        <source>Top-k</source>
        <translation>Top-k</translation>
    </message>
    <message>
        <source>Top-p</source>
        <translation>Top-p</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Seed</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <source>Generating needs a real model (GPT-2 or nanoGPT). Open a lesson that points at one (“attention-lab import MODEL --save LESSON” writes one).</source>
        <translation>Zum Generieren wird ein echtes Modell benötigt (GPT-2 oder nanoGPT). Öffnen Sie eine Lektion, die auf eines verweist („attention-lab import MODEL --save LESSON“ erstellt eine).</translation>
    </message>
    <message>
        <source>Opening the model… %1</source>
        <translation>Das Modell wird geöffnet… %1</translation>
    </message>
    <message>
        <source>Generating needs the lesson&apos;s real model, which could not be opened: %1</source>
        <translation>Zum Generieren wird das echte Modell der Lektion benötigt, das nicht geöffnet werden konnte: %1</translation>
    </message>
    <message>
        <source>Next token after “%1” (the model&apos;s ten likeliest):</source>
        <translation>Nächstes Token nach „%1“ (die zehn wahrscheinlichsten des Modells):</translation>
    </message>
    <message>
        <source>P(“%1” next) = %2</source>
        <translation>P(„%1“ als nächstes) = %2</translation>
    </message>
    <message>
        <source>Still generating: stop first.</source>
        <translation>Die Generierung läuft noch: Bitte zuerst stoppen.</translation>
    </message>
    <message>
        <source>Generating…</source>
        <translation>Wird generiert…</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Wird gestoppt…</translation>
    </message>
    <message>
        <source>Generating… %1 of at most %2 tokens</source>
        <translation>Wird generiert… %1 von höchstens %2 Tokens</translation>
    </message>
    <message>
        <source>Stopped after 1 new token.</source>
        <translation>Nach 1 neuen Token gestoppt.</translation>
    </message>
    <message>
        <source>Stopped after %1 new tokens.</source>
        <translation>Nach %1 neuen Tokens gestoppt.</translation>
    </message>
    <message>
        <source>Generate some text first.</source>
        <translation>Generieren Sie zuerst etwas Text.</translation>
    </message>
    <message>
        <source>Added as sentence %1.</source>
        <translation>Als Satz %1 hinzugefügt.</translation>
    </message>
    <message>
        <source>“%1”: %2 as sampled, %3 by the model</source>
        <translation>„%1“: %2 beim Ziehen, %3 laut Modell</translation>
    </message>
    <message>
        <source>The model&apos;s likeliest at this step:</source>
        <translation>Die wahrscheinlichsten Tokens des Modells bei diesem Schritt:</translation>
    </message>
    <message numerus="yes">
        <source>“%1” is written by %n tokens:</source>
        <translation>
            <numerusform>„%1“ wird von %n Token geschrieben:</numerusform>
            <numerusform>„%1“ wird von %n Token geschrieben:</numerusform>
        </translation>
    </message>
    <message>
        <source>The last token stopped inside a character, which was left out.</source>
        <translation>Das letzte Token endete mitten in einem Zeichen; dieses Zeichen wurde weggelassen.</translation>
    </message>
    <message>
        <source>The next-token table and Generate run under it.</source>
        <translation>Die Tabelle der nächsten Tokens und „Generieren“ laufen darunter.</translation>
    </message>
    <message>
        <source>Generated with %1.</source>
        <translation>Generiert mit: %1.</translation>
    </message>
    <message>
        <source>Next token: waiting for the model&apos;s pass of the chosen sentence.</source>
        <translation>Nächstes Token: Warten auf den Durchlauf des Modells für den gewählten Satz.</translation>
    </message>
</context>
<context>
    <name>attn::ui::GetModelDialog</name>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 min %2 s</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 h %2 min</translation>
    </message>
    <message>
        <source>Get a Model</source>
        <translation>Modell herunterladen</translation>
    </message>
    <message>
        <source>Download a GPT-2-architecture model from the Hugging Face hub. Nothing is sent or fetched until you press Download; models already here open at once.</source>
        <translation>Ein Modell mit GPT-2-Architektur vom Hugging Face Hub herunterladen. Gesendet oder geladen wird erst, wenn „Herunterladen“ gedrückt wird; Modelle, die schon hier sind, öffnen sich sofort.</translation>
    </message>
    <message>
        <source>This computer has %1 of memory.</source>
        <translation>Dieser Computer hat %1 Arbeitsspeicher.</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>Download</translation>
    </message>
    <message>
        <source>On this computer</source>
        <translation>Auf diesem Computer</translation>
    </message>
    <message>
        <source>Models</source>
        <translation>Modelle</translation>
    </message>
    <message>
        <source>&amp;Revision:</source>
        <translation>Re&amp;vision:</translation>
    </message>
    <message>
        <source>Other &amp;repository:</source>
        <translation>Anderes &amp;Repository:</translation>
    </message>
    <message>
        <source>only for gated or private repositories (else HF_TOKEN)</source>
        <translation>nur für zugangsbeschränkte oder private Repositorys (sonst HF_TOKEN)</translation>
    </message>
    <message>
        <source>Re&amp;member</source>
        <translation>&amp;Merken</translation>
    </message>
    <message>
        <source>&amp;Token:</source>
        <translation>&amp;Token:</translation>
    </message>
    <message>
        <source>C&amp;hange…</source>
        <translation>Ä&amp;ndern…</translation>
    </message>
    <message>
        <source>Saved in:</source>
        <translation>Gespeichert in:</translation>
    </message>
    <message>
        <source>%1 (from HF_ENDPOINT)</source>
        <translation>%1 (aus HF_ENDPOINT)</translation>
    </message>
    <message>
        <source>Hub:</source>
        <translation>Hub:</translation>
    </message>
    <message>
        <source>&amp;Download and Open</source>
        <translation>&amp;Herunterladen und öffnen</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Abbrechen</translation>
    </message>
    <message>
        <source>%1 (revision %2)</source>
        <translation>%1 (Revision %2)</translation>
    </message>
    <message>
        <source>about %1</source>
        <translation>etwa %1</translation>
    </message>
    <message>
        <source>Downloaded: opens at once</source>
        <translation>Heruntergeladen: öffnet sofort</translation>
    </message>
    <message>
        <source>%1 on the hub; %2</source>
        <translation>%1 im Hub; %2</translation>
    </message>
    <message>
        <source>Too large here: %1</source>
        <translation>Zu groß für diesen Computer: %1</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Öffnen</translation>
    </message>
    <message>
        <source>Folder for downloaded models</source>
        <translation>Ordner für heruntergeladene Modelle</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a repository id: owner/name, as on the hub&apos;s page.</source>
        <translation>„%1“ ist keine Repository-ID: owner/name, wie auf seiner Seite im Hub.</translation>
    </message>
    <message>
        <source> · %1/s</source>
        <translation> · %1/s</translation>
    </message>
    <message>
        <source> · %1 left</source>
        <translation> · noch %1</translation>
    </message>
    <message>
        <source>Memory for its weights</source>
        <translation>Arbeitsspeicher für die Gewichte</translation>
    </message>
    <message>
        <source>owner/name or the model&apos;s hub address</source>
        <translation>owner/name oder die Adresse des Modells im Hub</translation>
    </message>
    <message>
        <source>Keep the token in this computer&apos;s settings file (%1), as plain text readable by your user only. Untick it and download to forget it.</source>
        <translation>Das Token in der Einstellungsdatei dieses Computers speichern (%1), als Klartext, den nur Ihr Benutzerkonto lesen kann. Entfernen Sie das Häkchen und laden Sie herunter, um es zu vergessen.</translation>
    </message>
    <message>
        <source>Re&amp;move…</source>
        <translation>&amp;Entfernen…</translation>
    </message>
    <message>
        <source>Show &amp;Folder</source>
        <translation>&amp;Ordner anzeigen</translation>
    </message>
    <message>
        <source>Downloaded</source>
        <translation>Heruntergeladen</translation>
    </message>
    <message>
        <source>Begun, not finished</source>
        <translation>Begonnen, nicht fertig</translation>
    </message>
    <message>
        <source>%1 so far</source>
        <translation>bisher %1</translation>
    </message>
    <message>
        <source>Download resumes it</source>
        <translation>„Herunterladen“ setzt fort</translation>
    </message>
    <message>
        <source>GPT-2 on the hub</source>
        <translation>GPT-2 im Hub</translation>
    </message>
    <message>
        <source>Too large here</source>
        <translation>Zu groß für diesen Computer</translation>
    </message>
    <message>
        <source>Remove a model</source>
        <translation>Modell entfernen</translation>
    </message>
    <message>
        <source>Delete %1 from this computer (%2)?

Lessons that point at it will say it is missing; it can be downloaded again.</source>
        <translation>%1 von diesem Computer löschen (%2)?

Lektionen, die darauf verweisen, melden dann, dass es fehlt; es kann erneut heruntergeladen werden.</translation>
    </message>
    <message>
        <source>Could not remove it: %1</source>
        <translation>Entfernen fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Removed %1.</source>
        <translation>%1 entfernt.</translation>
    </message>
    <message>
        <source>%1 is a download of about %2. Download it now?</source>
        <translation>%1 ist ein Download von etwa %2. Jetzt herunterladen?</translation>
    </message>
    <message>
        <source>%1 · %2 of %3</source>
        <translation>%1 · %2 von %3</translation>
    </message>
</context>
<context>
    <name>attn::ui::HeadGrid</name>
    <message>
        <source>head %1</source>
        <translation>Kopf %1</translation>
    </message>
    <message>
        <source>layer %1</source>
        <translation>Schicht %1</translation>
    </message>
    <message>
        <source>word looking</source>
        <translation>schauendes Wort</translation>
    </message>
    <message>
        <source>word looked at</source>
        <translation>angeschautes Wort</translation>
    </message>
    <message>
        <source>layer %1 · head %2</source>
        <translation>Schicht %1 · Kopf %2</translation>
    </message>
    <message>
        <source>previous token</source>
        <translation>Vorgänger</translation>
    </message>
    <message>
        <source>induction</source>
        <translation>Induktion</translation>
    </message>
</context>
<context>
    <name>attn::ui::HeadRolesView</name>
    <message>
        <source>&amp;Run the test</source>
        <translation>Test &amp;ausführen</translation>
    </message>
    <message>
        <source>&amp;Random tokens:</source>
        <translation>&amp;Zufällige Token:</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>S&amp;eed:</translation>
    </message>
    <message>
        <source>Head roles: %1</source>
        <translation>Kopfrollen: %1</translation>
    </message>
    <message>
        <source>What each head does, measured: the model reads random tokens twice. Per layer and head, its mean attention weight on the previous token; in the repeat, on the token that followed this one the first time (induction: what an induction head copies); on this token&apos;s first occurrence (duplicate); on the first token.</source>
        <translation>Was jeder Kopf tut, gemessen: Das Modell liest zufällige Token zweimal. Je Schicht und Kopf sein mittleres Aufmerksamkeitsgewicht auf dem vorherigen Token; in der Wiederholung auf dem Token, das beim ersten Mal auf dieses folgte (Induktion: was ein Induktionskopf kopiert); auf dem ersten Vorkommen dieses Tokens (doppelt); auf dem ersten Token.</translation>
    </message>
    <message>
        <source>Press Run the test to measure this model&apos;s heads.</source>
        <translation>Drücken Sie „Test ausführen“, um die Köpfe dieses Modells zu messen.</translation>
    </message>
    <message>
        <source>Hidden until you answer the lesson&apos;s question: these maps are made of the attention weights it asks about.</source>
        <translation>Verborgen, bis Sie die Frage der Lektion beantworten: Diese Karten bestehen aus den Aufmerksamkeitsgewichten, nach denen sie fragt.</translation>
    </message>
    <message>
        <source>This lesson has no model: train one, or open a GPT-2 or nanoGPT model, to measure its heads.</source>
        <translation>Diese Lektion hat kein Modell: Trainieren Sie eines oder öffnen Sie ein GPT-2- oder nanoGPT-Modell, um seine Köpfe zu messen.</translation>
    </message>
    <message>
        <source>Reading %1 random tokens twice …</source>
        <translation>%1 zufällige Token werden zweimal gelesen …</translation>
    </message>
    <message>
        <source>layer %1</source>
        <translation>Schicht %1</translation>
    </message>
    <message>
        <source>head %1</source>
        <translation>Kopf %1</translation>
    </message>
    <message>
        <source>%1 random tokens read twice (seed %2). Strongest induction: layer %3 · head %4, %5 of its weight in the repeat on the token that came next last time.</source>
        <translation>%1 zufällige Token zweimal gelesen (Seed %2). Stärkste Induktion: Schicht %3 · Kopf %4, %5 seines Gewichts in der Wiederholung auf dem Token, das beim letzten Mal folgte.</translation>
    </message>
    <message>
        <source>(At most half the model&apos;s context of %1 tokens: it reads the sequence twice.)</source>
        <translation>(Höchstens die Hälfte des Kontexts des Modells von %1 Token: Es liest die Folge zweimal.)</translation>
    </message>
    <message>
        <source>The test runs under it.</source>
        <translation>Der Test läuft unter ihm.</translation>
    </message>
    <message>
        <source>Its cut lines and patches name a sentence&apos;s tokens, not the test&apos;s random ones: left out.</source>
        <translation>Seine geschnittenen Linien und Patches nennen die Tokens eines Satzes, nicht die zufälligen des Tests: weggelassen.</translation>
    </message>
</context>
<context>
    <name>attn::ui::HeadViewPane</name>
    <message>
        <source>Heads:</source>
        <translation>Köpfe:</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Alle</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <source>Overlay every head&apos;s lines, each in its colour</source>
        <translation>Die Linien aller Köpfe überlagern, jeden in seiner Farbe</translation>
    </message>
    <message>
        <source>Clear the heads (then tick the ones to compare)</source>
        <translation>Alle Köpfe abwählen (dann die zu vergleichenden ankreuzen)</translation>
    </message>
    <message>
        <source>Layer:</source>
        <translation>Schicht:</translation>
    </message>
    <message>
        <source>The model&apos;s layer shown (the same in every attention view)</source>
        <translation>Die angezeigte Schicht des Modells (in jeder Attention-Ansicht dieselbe)</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportieren…</translation>
    </message>
    <message>
        <source>Save the head view as it is shown (PNG, SVG or PDF)</source>
        <translation>Die Kopfansicht so speichern, wie sie angezeigt wird (PNG, SVG oder PDF)</translation>
    </message>
    <message>
        <source>Head %1&apos;s lines, in this colour</source>
        <translation>Linien von Kopf %1, in dieser Farbe</translation>
    </message>
    <message>
        <source>trained model</source>
        <translation>trainiertes Modell</translation>
    </message>
    <message>
        <source>the real model</source>
        <translation>das echte Modell</translation>
    </message>
    <message>
        <source>%1, layer %2 of %3</source>
        <translation>%1, Schicht %2 von %3</translation>
    </message>
    <message>
        <source>hand-wired attention</source>
        <translation>handgebaute Attention</translation>
    </message>
    <message>
        <source>“%1” — %2, %3</source>
        <translation>„%1“ — %2, %3</translation>
    </message>
    <message>
        <source>No head is chosen: tick one above to see its lines.</source>
        <translation>Kein Kopf gewählt: Kreuzen Sie oben einen an, um seine Linien zu sehen.</translation>
    </message>
    <message>
        <source>This lesson has no sentences yet: add one in the Sentences pane to see its heads.</source>
        <translation>Diese Lektion hat noch keine Sätze: Fügen Sie im Bereich „Sätze“ einen hinzu, um seine Köpfe zu sehen.</translation>
    </message>
    <message>
        <source>&lt;i&gt;Hover a token on the left to see only its lines; click to keep it.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Zeigen Sie mit der Maus auf ein Token links, um nur seine Linien zu sehen; klicken Sie, um es festzuhalten.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;“%1” looks at&lt;/b&gt; %2</source>
        <translation>&lt;b&gt;„%1“ schaut auf&lt;/b&gt; %2</translation>
    </message>
    <message>
        <source>Head view</source>
        <translation>Kopfansicht</translation>
    </message>
    <message>
        <source>Lines from each word on the left to the words it looks at on the right, thicker for more weight</source>
        <translation>Linien von jedem Wort links zu den Wörtern rechts, auf die es schaut, dicker bei mehr Gewicht</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>attn::ui::HeatmapView</name>
    <message>
        <source>masked (causal)</source>
        <translation>maskiert (kausal)</translation>
    </message>
    <message>
        <source>%1 (%2) → %3 (%4): %5</source>
        <translation>%1 (%2) → %3 (%4): %5</translation>
    </message>
    <message>
        <source>%1 (%2) → %3 (%4): hidden until the question is answered</source>
        <translation>%1 (%2) → %3 (%4): verborgen, bis die Frage beantwortet ist</translation>
    </message>
    <message>
        <source>Every block of this overview holds the same largest value, %1: the pattern repeats within a pixel. Zoom in (Ctrl+wheel or +) to see it.</source>
        <translation>Jeder Block dieser Übersicht hat denselben größten Wert, %1: Das Muster wiederholt sich innerhalb eines Pixels. Vergrößern Sie (Strg+Mausrad oder +), um es zu sehen.</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
</context>
<context>
    <name>attn::ui::HubDownload</name>
    <message>
        <source>&apos;%1&apos; is not a repository id (owner/name, as on the hub&apos;s page).</source>
        <translation>„%1“ ist keine Repository-ID (owner/name, wie auf seiner Seite im Hub).</translation>
    </message>
    <message>
        <source>%1 is downloaded already.</source>
        <translation>%1 ist bereits heruntergeladen.</translation>
    </message>
    <message>
        <source>Asking %1 for %2&apos;s files…</source>
        <translation>%1 wird nach den Dateien von %2 gefragt…</translation>
    </message>
    <message>
        <source>%1 has none of the files the lab reads: %2 (404).</source>
        <translation>%1 hat keine der Dateien, die Attention Lab liest: %2 (404).</translation>
    </message>
    <message>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message>
        <source>Refused to follow %1 to %2: only https:// addresses are followed, at most five times.</source>
        <translation>Weiterleitung von %1 nach %2 abgelehnt: Nur https://-Adressen werden verfolgt, höchstens fünfmal.</translation>
    </message>
    <message>
        <source>%1 did not say the size of %2 (status %3).</source>
        <translation>%1 hat die Größe von %2 nicht angegeben (Status %3).</translation>
    </message>
    <message>
        <source>%1 needs %2 on the disk of %3; it has %4 free.</source>
        <translation>%1 braucht %2 auf dem Datenträger von %3; dort sind %4 frei.</translation>
    </message>
    <message>
        <source>Could not make the folder %1.</source>
        <translation>Der Ordner %1 konnte nicht angelegt werden.</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Could not write in %1: %2</source>
        <translation>In %1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Resuming %1 at %2…</source>
        <translation>%1 wird ab %2 fortgesetzt…</translation>
    </message>
    <message>
        <source>Downloading %1…</source>
        <translation>%1 wird heruntergeladen…</translation>
    </message>
    <message>
        <source>%1 answered the resume of %2 with the wrong part (%3).</source>
        <translation>%1 hat auf die Fortsetzung von %2 mit dem falschen Teil geantwortet (%3).</translation>
    </message>
    <message>
        <source>%1 announced more bytes for %2 than the hub said it has (%3 against %4); stopped, and the partial file deleted.</source>
        <translation>%1 hat für %2 mehr Bytes angekündigt, als der Hub angibt (%3 gegenüber %4); abgebrochen und die Teildatei gelöscht.</translation>
    </message>
    <message>
        <source>%1 sent more than the %2 bytes announced for %3; stopped, and the partial file deleted.</source>
        <translation>%1 hat mehr als die für %3 angekündigten %2 Byte gesendet; abgebrochen und die Teildatei gelöscht.</translation>
    </message>
    <message>
        <source>Refused to follow %1 to %2: only https:// addresses are followed.</source>
        <translation>Weiterleitung von %1 nach %2 abgelehnt: Nur https://-Adressen werden verfolgt.</translation>
    </message>
    <message>
        <source>Too many redirects for %1.</source>
        <translation>Zu viele Weiterleitungen für %1.</translation>
    </message>
    <message>
        <source>The connection dropped; resuming %1 at %2…</source>
        <translation>Die Verbindung ist abgebrochen; %1 wird ab %2 fortgesetzt…</translation>
    </message>
    <message>
        <source>The connection ended after %1 of %2 of %3; try again to resume.</source>
        <translation>Die Verbindung endete bei %3 nach %1 von %2; ein neuer Versuch setzt den Download fort.</translation>
    </message>
    <message>
        <source>%1 answered %2 for %3.</source>
        <translation>%1 antwortete mit %2 auf %3.</translation>
    </message>
    <message>
        <source>Checking %1…</source>
        <translation>%1 wird geprüft…</translation>
    </message>
    <message>
        <source>%1 failed its checksum: the hub gives SHA-256 %2…, the file downloaded has %3…; it was deleted. Try again.</source>
        <translation>%1 hat die Prüfsumme nicht bestanden: Der Hub nennt SHA-256 %2…, die heruntergeladene Datei hat %3…; sie wurde gelöscht. Bitte erneut versuchen.</translation>
    </message>
    <message>
        <source>(unreadable)</source>
        <translation>(nicht lesbar)</translation>
    </message>
    <message>
        <source>Could not move %1 into place in %2.</source>
        <translation>%1 konnte nicht an seinen Platz in %2 verschoben werden.</translation>
    </message>
    <message>
        <source>Could not read %1.</source>
        <translation>%1 konnte nicht gelesen werden.</translation>
    </message>
    <message>
        <source>%1 needs %2 of memory for its weights; this machine has %3. Nothing more was downloaded.</source>
        <translation>%1 braucht %2 Arbeitsspeicher für seine Gewichte; dieser Computer hat %3. Es wurde nichts weiter heruntergeladen.</translation>
    </message>
    <message>
        <source>%1 is not a model the lab can open: %2. Nothing more was downloaded.</source>
        <translation>%1 ist kein Modell, das Attention Lab öffnen kann: %2. Es wurde nichts weiter heruntergeladen.</translation>
    </message>
    <message>
        <source>Cancelled. The next download of %1 continues where this one stopped.</source>
        <translation>Abgebrochen. Der nächste Download von %1 macht dort weiter, wo dieser aufgehört hat.</translation>
    </message>
    <message>
        <source>No data from %1 for %2 s; waiting up to %3 s, then trying again (Cancel stops; a later download resumes).</source>
        <translation>Seit %2 s keine Daten von %1; es wird bis zu %3 s gewartet, dann erneut versucht („Abbrechen“ hält an; ein späterer Download macht weiter).</translation>
    </message>
    <message>
        <source>Another download of %1 into %2 is running; wait for it, or stop it first.</source>
        <translation>Ein anderer Download von %1 nach %2 läuft; warten Sie darauf oder beenden Sie ihn zuerst.</translation>
    </message>
    <message>
        <source>The %1 downloaded so far are kept: download again to resume.</source>
        <translation>Die bisher heruntergeladenen %1 bleiben erhalten: Laden Sie erneut herunter, um fortzusetzen.</translation>
    </message>
</context>
<context>
    <name>attn::ui::InductionChart</name>
    <message>
        <source>induction</source>
        <translation>Induktion</translation>
    </message>
    <message>
        <source>previous-token</source>
        <translation>Vorgänger</translation>
    </message>
    <message>
        <source>duplicate-token</source>
        <translation>Duplikat</translation>
    </message>
    <message>
        <source>first-token</source>
        <translation>erstes Token</translation>
    </message>
    <message>
        <source>Which head-role score each head&apos;s line shows: the mean weight a head gives, on a sequence read twice, to the token after this one&apos;s last occurrence (induction), to the token before (previous-token), to this token&apos;s last occurrence (duplicate) or to the first token.</source>
        <translation>Welche Kopfrollen-Punktzahl die Linie jedes Kopfes zeigt: das mittlere Gewicht, das ein Kopf auf einer zweimal gelesenen Folge dem Token nach dem letzten Vorkommen dieses Tokens gibt (Induktion), dem Token davor (Vorgänger), dem letzten Vorkommen dieses Tokens (Duplikat) oder dem ersten Token.</translation>
    </message>
    <message>
        <source>first occurrences</source>
        <translation>erste Vorkommen</translation>
    </message>
    <message>
        <source>repeated tokens</source>
        <translation>wiederholte Tokens</translation>
    </message>
    <message>
        <source>phase change</source>
        <translation>Phasenübergang</translation>
    </message>
    <message>
        <source>step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>loss (nats)</source>
        <translation>Loss (nats)</translation>
    </message>
    <message>
        <source>score</source>
        <translation>Punktzahl</translation>
    </message>
    <message>
        <source>Loss on first and repeated tokens and each head&apos;s score against step</source>
        <translation>Loss auf ersten und wiederholten Tokens und die Punktzahl jedes Kopfes gegen den Schritt</translation>
    </message>
    <message>
        <source>Heads&apos; score:</source>
        <translation>Punktzahl der Köpfe:</translation>
    </message>
    <message>
        <source>%1·%2</source>
        <translation>%1·%2</translation>
    </message>
    <message>
        <source>Start a run on Repeated sequences: the loss on repeated tokens and each head&apos;s score, step by step</source>
        <translation>Starten Sie einen Lauf auf Wiederholte Folgen: der Loss auf wiederholten Tokens und die Punktzahl jedes Kopfes, Schritt für Schritt</translation>
    </message>
    <message>
        <source>Repeated tokens against first occurrences; each head&apos;s %1 score (layer·head)</source>
        <translation>Wiederholte Tokens gegen erste Vorkommen; die %1-Punktzahl jedes Kopfes (Schicht·Kopf)</translation>
    </message>
    <message>
        <source> — phase change at step %1</source>
        <translation> — Phasenübergang bei Schritt %1</translation>
    </message>
    <message>
        <source> — no phase change yet</source>
        <translation> — noch kein Phasenübergang</translation>
    </message>
</context>
<context>
    <name>attn::ui::JoinedHeadsView</name>
    <message>
        <source>word</source>
        <translation>Wort</translation>
    </message>
    <message>
        <source>head · dimension</source>
        <translation>Kopf · Dimension</translation>
    </message>
    <message>
        <source>output axis</source>
        <translation>Ausgabeachse</translation>
    </message>
    <message>
        <source>× W_O =</source>
        <translation>× W_O =</translation>
    </message>
    <message>
        <source>After the heads: &lt;b&gt;%1&lt;/b&gt;’s %2 results joined side by side (head &lt;i&gt;k&lt;/i&gt;’s numbers are h&lt;i&gt;k&lt;/i&gt;·1 …), then one matrix W_O mixes them into its output.</source>
        <translation>Nach den Köpfen: die %2 Ergebnisse von &lt;b&gt;%1&lt;/b&gt; nebeneinander verbunden (die Zahlen von Kopf &lt;i&gt;k&lt;/i&gt; sind h&lt;i&gt;k&lt;/i&gt;·1 …), dann mischt eine Matrix W_O sie zu seiner Ausgabe.</translation>
    </message>
    <message>
        <source>%1 joined</source>
        <translation>%1 verbunden</translation>
    </message>
    <message>
        <source>%1 output</source>
        <translation>%1 Ausgabe</translation>
    </message>
</context>
<context>
    <name>attn::ui::LensView</name>
    <message>
        <source>Each layer&apos;s residual stream read through the final LayerNorm and the output head: what the model would predict next if it stopped there. The last row is its own prediction.</source>
        <translation>Der Residualstrom jeder Schicht, gelesen durch die letzte LayerNorm und die Ausgabeschicht: was das Modell als Nächstes vorhersagen würde, wenn es dort aufhörte. Die letzte Zeile ist seine eigentliche Vorhersage.</translation>
    </message>
    <message>
        <source>The token whose next token the layers guess</source>
        <translation>Das Token, dessen nächstes Token die Schichten vermuten</translation>
    </message>
    <message>
        <source>How many guesses each layer shows, likeliest first</source>
        <translation>Wie viele Vermutungen jede Schicht zeigt, die wahrscheinlichste zuerst</translation>
    </message>
    <message>
        <source>After token:</source>
        <translation>Nach Token:</translation>
    </message>
    <message>
        <source>Guesses:</source>
        <translation>Vermutungen:</translation>
    </message>
    <message>
        <source>Opening the model… %1</source>
        <translation>Das Modell wird geöffnet… %1</translation>
    </message>
    <message>
        <source>The model could not be opened: %1</source>
        <translation>Das Modell konnte nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <source>Add a sentence to see the layers&apos; guesses on it.</source>
        <translation>Fügen Sie einen Satz hinzu, um die Vermutungen der Schichten dazu zu sehen.</translation>
    </message>
    <message>
        <source>Reading the sentence…</source>
        <translation>Der Satz wird gelesen…</translation>
    </message>
    <message>
        <source>This pass kept no residual stream, so the layers&apos; guesses cannot be read.</source>
        <translation>Dieser Durchlauf hat keinen Residualstrom behalten, daher können die Vermutungen der Schichten nicht gelesen werden.</translation>
    </message>
    <message>
        <source>Each layer&apos;s residual stream read through the final LayerNorm and the output head: what the model would predict next if it stopped there. The last row is its own prediction. On “%1”.</source>
        <translation>Der Residualstrom jeder Schicht, gelesen durch die letzte LayerNorm und die Ausgabeschicht: was das Modell als Nächstes vorhersagen würde, wenn es dort aufhörte. Die letzte Zeile ist seine eigentliche Vorhersage. Am Satz „%1“.</translation>
    </message>
    <message>
        <source>guess %1</source>
        <translation>Vermutung %1</translation>
    </message>
    <message>
        <source>%1 (token id %2): %3 %</source>
        <translation>%1 (Token-ID %2): %3 %</translation>
    </message>
    <message>
        <source>Open a model (File ▸ Open Model…, or File ▸ Get a Model… for GPT-2) to see its layers&apos; guesses.</source>
        <translation>Öffnen Sie ein Modell (Datei ▸ Modell öffnen… oder, für GPT-2, Datei ▸ Modell herunterladen…), um die Vermutungen seiner Schichten zu sehen.</translation>
    </message>
    <message>
        <source>Each layer&apos;s guesses are read under it.</source>
        <translation>Die Vermutungen jeder Schicht werden darunter gelesen.</translation>
    </message>
</context>
<context>
    <name>attn::ui::LessonPane</name>
    <message>
        <source>your answer, e.g. 0.3</source>
        <translation>Ihre Antwort, z. B. 0,3</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Prüfen</translation>
    </message>
    <message>
        <source>Click the cell you think is largest in the Attention pane.</source>
        <translation>Klicken Sie im Attention-Bereich auf die Zelle, die Ihrer Meinung nach am größten ist.</translation>
    </message>
    <message>
        <source>Show the answer</source>
        <translation>Antwort zeigen</translation>
    </message>
    <message>
        <source>Reveal without answering (R in presentation mode)</source>
        <translation>Aufdecken, ohne zu antworten (R im Präsentationsmodus)</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Zurück</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Weiter ▶</translation>
    </message>
    <message>
        <source>Reset this step</source>
        <translation>Schritt zurücksetzen</translation>
    </message>
    <message>
        <source>Previous step (Alt+Left)</source>
        <translation>Vorheriger Schritt (Alt+Left)</translation>
    </message>
    <message>
        <source>Next step (Alt+Right)</source>
        <translation>Nächster Schritt (Alt+Right)</translation>
    </message>
    <message>
        <source>Put this step&apos;s view back (your edits to the lesson stay)</source>
        <translation>Die Ansicht dieses Schritts wiederherstellen (Ihre Änderungen an der Lektion bleiben)</translation>
    </message>
    <message>
        <source>Start the course</source>
        <translation>Kurs starten</translation>
    </message>
    <message>
        <source>Open the built-in course: from no mixing to a trained transformer (File ▸ Course)</source>
        <translation>Den eingebauten Kurs öffnen: von keiner Mischung bis zum trainierten Transformer (Datei ▸ Kurs)</translation>
    </message>
    <message>
        <source>“%1” is not a number: type one such as 0.3 or 30%</source>
        <translation>„%1“ ist keine Zahl: Geben Sie eine Zahl wie 0,3 oder 30 % ein</translation>
    </message>
    <message>
        <source>Your answer:</source>
        <translation>Ihre Antwort:</translation>
    </message>
    <message>
        <source>  (predict)</source>
        <translation>  (vorhersagen)</translation>
    </message>
    <message>
        <source>Step %1 of %2 · %3%4</source>
        <translation>Schritt %1 von %2 · %3%4</translation>
    </message>
    <message>
        <source>This lesson has no steps</source>
        <translation>Diese Lektion hat keine Schritte</translation>
    </message>
    <message>
        <source>This lesson has no guided steps.

**New here?** The built-in course walks from the first failed attempts at mixing words to a trained transformer, asking you to predict before it shows each answer: **Start the course** below, or **File ▸ Course**.

**Teaching?** Set the window up as a student should see it, then choose **Author ▸ New Step…**: write its text and, if you like, a question to predict.</source>
        <translation>Diese Lektion hat keine geführten Schritte.

**Neu hier?** Der eingebaute Kurs führt von den ersten gescheiterten Versuchen, Wörter zu mischen, bis zu einem trainierten Transformer und lässt Sie vorhersagen, bevor er jede Antwort zeigt: **Kurs starten** unten oder **Datei ▸ Kurs**.

**Sie unterrichten?** Richten Sie das Fenster so ein, wie Lernende es sehen sollen, und wählen Sie dann **Verfassen ▸ Neuer Schritt…**: Schreiben Sie den Text und, wenn Sie möchten, eine Frage zum Vorhersagen.</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Verfassen</translation>
    </message>
    <message numerus="yes">
        <source>Author (%n note(s))</source>
        <translation>
            <numerusform>Verfassen (%n Hinweis)</numerusform>
            <numerusform>Verfassen (%n Hinweise)</numerusform>
        </translation>
    </message>
    <message>
        <source>Write the lesson: its properties and its steps</source>
        <translation>Die Lektion schreiben: ihre Eigenschaften und ihre Schritte</translation>
    </message>
    <message>
        <source>Authoring notes: this step shows an answer before it is asked.
%1
Author ▸ Edit Step…: tick what to keep back on the View tab, or take the number out of the text.</source>
        <translation>Hinweise zum Verfassen: Dieser Schritt zeigt eine Antwort, bevor danach gefragt wird.
%1
Verfassen ▸ Schritt bearbeiten…: Kreuzen Sie auf dem Reiter „Ansicht“ an, was zurückgehalten werden soll, oder nehmen Sie die Zahl aus dem Text.</translation>
    </message>
    <message>
        <source>The view differs from this step&apos;s: %1. The numbers above are computed for what you see; Reset this step puts the step&apos;s view back.</source>
        <translation>Die Ansicht weicht von der dieses Schritts ab: %1. Die Zahlen oben sind für das berechnet, was Sie sehen; „Schritt zurücksetzen“ stellt die Ansicht des Schritts wieder her.</translation>
    </message>
    <message>
        <source>**Predict.** %1</source>
        <translation>**Ihre Vorhersage:** %1</translation>
    </message>
    <message>
        <source>Lesson &amp;Properties…</source>
        <translation>&amp;Lektionseigenschaften…</translation>
    </message>
    <message>
        <source>&amp;New Step…</source>
        <translation>&amp;Neuer Schritt…</translation>
    </message>
    <message>
        <source>Add Step from &amp;Current View</source>
        <translation>Schritt aus &amp;aktueller Ansicht hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Edit Step…</source>
        <translation>Schritt &amp;bearbeiten…</translation>
    </message>
    <message>
        <source>&amp;Update Step from Current View</source>
        <translation>Schritt mit aktueller Ansicht a&amp;ktualisieren</translation>
    </message>
    <message>
        <source>Move &amp;Up</source>
        <translation>Nach &amp;oben</translation>
    </message>
    <message>
        <source>Move &amp;Down</source>
        <translation>Nach &amp;unten</translation>
    </message>
    <message>
        <source>&amp;Arrange Steps…</source>
        <translation>Schritte anor&amp;dnen…</translation>
    </message>
    <message>
        <source>De&amp;lete Step</source>
        <translation>Schritt lösc&amp;hen</translation>
    </message>
    <message>
        <source>Step %1</source>
        <translation>Schritt %1</translation>
    </message>
    <message>
        <source>Step %1 now sets the window as it is.</source>
        <translation>Schritt %1 stellt das Fenster jetzt so ein, wie es gerade ist.</translation>
    </message>
    <message>
        <source>Deleted step %1 “%2”: Edit ▸ Undo brings it back.</source>
        <translation>Schritt %1 „%2“ gelöscht: Bearbeiten ▸ Rückgängig holt ihn zurück.</translation>
    </message>
    <message>
        <source>Step text</source>
        <translation>Text des Schritts</translation>
    </message>
    <message>
        <source>Question and verdict</source>
        <translation>Frage und Urteil</translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>Ihre Antwort</translation>
    </message>
    <message>
        <source>Authoring notes: what this step names that the lesson lacks, in every language.
%1</source>
        <translation>Hinweise für Autoren: was dieser Schritt nennt und der Lektion fehlt, in jeder Sprache.
%1</translation>
    </message>
    <message>
        <source>Handout, %1</source>
        <translation>Handout, %1</translation>
    </message>
    <message>
        <source>The handout cannot be laid out: %1</source>
        <translation>Das Handout lässt sich nicht setzen: %1</translation>
    </message>
    <message>
        <source>Answers shown early</source>
        <translation>Früh gezeigte Antworten</translation>
    </message>
    <message>
        <source>No step shows a question&apos;s answer before it is asked: not in any pane of the window at an earlier step, not in any text, not on the handout&apos;s pages.</source>
        <translation>Kein Schritt zeigt die Antwort einer Frage, bevor sie gestellt wird: in keinem Bereich des Fensters bei einem früheren Schritt, in keinem Text, auf keiner Seite des Handouts.</translation>
    </message>
    <message numerus="yes">
        <source>%n place(s) show a question&apos;s answer before it is asked. Tick what to keep back on the step&apos;s View tab (Author ▸ Edit Step…), or take the number out of the text.</source>
        <translation>
            <numerusform>%n Stelle zeigt die Antwort einer Frage, bevor sie gestellt wird. Kreuzen Sie auf dem Reiter „Ansicht“ des Schritts an, was zurückgehalten werden soll (Autor ▸ Schritt bearbeiten…), oder nehmen Sie die Zahl aus dem Text.</numerusform>
            <numerusform>%n Stellen zeigen die Antwort einer Frage, bevor sie gestellt wird. Kreuzen Sie auf dem Reiter „Ansicht“ des Schritts an, was zurückgehalten werden soll (Autor ▸ Schritt bearbeiten…), oder nehmen Sie die Zahl aus dem Text.</numerusform>
        </translation>
    </message>
    <message>
        <source>Chec&amp;k Every Step for Answers Shown Early</source>
        <translation>Alle Schritte auf früh gezeigte Antworten prüfen (&amp;K)</translation>
    </message>
</context>
<context>
    <name>attn::ui::LessonPropertiesDialog</name>
    <message>
        <source>Lesson Properties</source>
        <translation>Lektionseigenschaften</translation>
    </message>
    <message>
        <source>What the lesson is about, e.g. “A bat, two meanings”</source>
        <translation>Worum es in der Lektion geht, z. B. „bat: ein Wort, zwei Bedeutungen“</translation>
    </message>
    <message>
        <source>One paragraph for the top of the Sentences pane and the handout</source>
        <translation>Ein Absatz für oben im Bereich „Sätze“ und für das Handout</translation>
    </message>
    <message>
        <source>The word the lesson follows: highlighted when the lesson opens, and the word whose blend Export Figure Set draws. Empty: none.</source>
        <translation>Das Wort, dem die Lektion folgt: hervorgehoben, wenn die Lektion geöffnet wird, und das Wort, dessen Mischung „Abbildungsserie exportieren“ zeichnet. Leer: keines.</translation>
    </message>
    <message>
        <source>All rights reserved</source>
        <translation>Alle Rechte vorbehalten</translation>
    </message>
    <message>
        <source>The terms others may share the lesson under</source>
        <translation>Die Bedingungen, unter denen andere die Lektion weitergeben dürfen</translation>
    </message>
    <message>
        <source>&amp;Title</source>
        <translation>&amp;Titel</translation>
    </message>
    <message>
        <source>&amp;Description</source>
        <translation>&amp;Beschreibung</translation>
    </message>
    <message>
        <source>&amp;Focus word</source>
        <translation>&amp;Fokuswort</translation>
    </message>
    <message>
        <source>&amp;Author</source>
        <translation>&amp;Autor</translation>
    </message>
    <message>
        <source>&amp;Licence</source>
        <translation>&amp;Lizenz</translation>
    </message>
    <message>
        <source>The focus word ‘%1’ is not in the vocabulary: choose one of the lesson&apos;s words, or none.</source>
        <translation>Das Fokuswort ‚%1‘ ist nicht im Vokabular: Wählen Sie eines der Wörter der Lektion oder keines.</translation>
    </message>
    <message>
        <source>Language of the translated title and description</source>
        <translation>Sprache des übersetzten Titels und der Beschreibung</translation>
    </message>
    <message>
        <source>In another language (a field left empty shows the text above; each step&apos;s words are on the step editor&apos;s Languages tab):</source>
        <translation>In einer anderen Sprache (ein leeres Feld zeigt den Text oben; die Texte jedes Schritts stehen im Schritt-Editor auf der Registerkarte „Sprachen“):</translation>
    </message>
    <message>
        <source>Lan&amp;guage</source>
        <translation>Spra&amp;che</translation>
    </message>
    <message>
        <source>Title i&amp;n it</source>
        <translation>Titel i&amp;n dieser Sprache</translation>
    </message>
    <message>
        <source>Descri&amp;ption in it</source>
        <translation>Beschreibung in dies&amp;er Sprache</translation>
    </message>
    <message>
        <source>Set the lesson&apos;s title in other languages</source>
        <translation>Titel der Lektion in anderen Sprachen festlegen</translation>
    </message>
</context>
<context>
    <name>attn::ui::LessonSession</name>
    <message>
        <source>The answer: %1.</source>
        <translation>Die Antwort: %1.</translation>
    </message>
    <message>
        <source>The answer was %1; after your edit it is %2.</source>
        <translation>Die Antwort war %1; nach Ihrer Änderung ist sie %2.</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>Right: %1. You said %2.</source>
        <translation>Richtig: %1. Ihre Antwort: %2.</translation>
    </message>
    <message>
        <source>Not quite: the answer is %1. You said %2.</source>
        <translation>Nicht ganz: Die Antwort ist %1. Ihre Antwort: %2.</translation>
    </message>
    <message>
        <source>right at the time</source>
        <translation>damals richtig</translation>
    </message>
    <message>
        <source>not right at the time</source>
        <translation>damals nicht richtig</translation>
    </message>
    <message>
        <source>You answered %1, %2; after your edit it is right: the answer is now %3.</source>
        <translation>Sie haben %1 geantwortet, %2; nach Ihrer Änderung stimmt es: Die Antwort ist jetzt %3.</translation>
    </message>
    <message>
        <source>You answered %1, %2; after your edit the answer is %3.</source>
        <translation>Sie haben %1 geantwortet, %2; nach Ihrer Änderung ist die Antwort %3.</translation>
    </message>
    <message>
        <source>on</source>
        <translation>an</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>the rung is “%1” here, “%2” in the step</source>
        <translation>die Stufe ist hier „%1“, im Schritt „%2“</translation>
    </message>
    <message>
        <source>%1 heads here, %2 in the step</source>
        <translation>hier %1 Köpfe, im Schritt %2</translation>
    </message>
    <message>
        <source>Scale is %1 here, %2 in the step</source>
        <translation>Skalierung ist hier %1, im Schritt %2</translation>
    </message>
    <message>
        <source>Causal is %1 here, %2 in the step</source>
        <translation>Kausale Maske ist hier %1, im Schritt %2</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>(cannot be computed: %1)</source>
        <translation>(nicht berechenbar: %1)</translation>
    </message>
    <message>
        <source>The question asks about %1’s row: click a cell in that row.</source>
        <translation>Die Frage bezieht sich auf die Zeile von %1: Klicken Sie auf eine Zelle in dieser Zeile.</translation>
    </message>
    <message>
        <source>Reset this step</source>
        <translation>Schritt zurücksetzen</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n head(s)</source>
        <translation>
            <numerusform>%1, %n Kopf</numerusform>
            <numerusform>%1, %n Köpfe</numerusform>
        </translation>
    </message>
    <message>
        <source>Step %1 is as you entered it: %2, scaling %3.</source>
        <translation>Schritt %1 ist wieder so, wie Sie ihn betreten haben: %2, Skalierung %3.</translation>
    </message>
    <message>
        <source>%1 here, %2 in the step</source>
        <translation>hier %1, im Schritt %2</translation>
    </message>
    <message>
        <source>the RoPE base is %1 here, %2 in the step</source>
        <translation>die RoPE-Basis ist hier %1, im Schritt %2</translation>
    </message>
    <message>
        <source>Right: %1.</source>
        <translation>Richtig: %1.</translation>
    </message>
    <message>
        <source>This question is about the hand-wired attention&apos;s map, but the step shows the model&apos;s: it cannot be answered here.</source>
        <translation>Diese Frage betrifft die Karte der handverdrahteten Attention, aber der Schritt zeigt die des Modells: Sie kann hier nicht beantwortet werden.</translation>
    </message>
</context>
<context>
    <name>attn::ui::LossChart</name>
    <message>
        <source>train loss</source>
        <translation>Trainings-Loss</translation>
    </message>
    <message>
        <source>validation loss</source>
        <translation>Validierungs-Loss</translation>
    </message>
    <message>
        <source>timeline</source>
        <translation>Zeitleiste</translation>
    </message>
    <message>
        <source>step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>loss (nats)</source>
        <translation>Loss (nats)</translation>
    </message>
    <message>
        <source>phase change</source>
        <translation>Phasenübergang</translation>
    </message>
    <message>
        <source>Dashed grey: %1</source>
        <translation>Grau gestrichelt: %1</translation>
    </message>
    <message>
        <source>earlier validation</source>
        <translation>frühere Validierung</translation>
    </message>
</context>
<context>
    <name>attn::ui::MiniHeatmap</name>
    <message>
        <source>Hidden until you answer the lesson&apos;s question</source>
        <translation>Verborgen, bis Sie die Frage der Lektion beantworten</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; cannot see &lt;b&gt;%2&lt;/b&gt;: it comes later (causal mask, weight 0)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; kann &lt;b&gt;%2&lt;/b&gt; nicht sehen: Es kommt später (kausale Maske, Gewicht 0)</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2) looks at &lt;b&gt;%3&lt;/b&gt; (%4): %5&lt;br&gt;click for the large map</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; (%2) schaut auf &lt;b&gt;%3&lt;/b&gt; (%4): %5&lt;br&gt;klicken für die große Heatmap</translation>
    </message>
    <message>
        <source>∂loss/∂score of &lt;b&gt;%1&lt;/b&gt; (%2) on &lt;b&gt;%3&lt;/b&gt; (%4): %5&lt;br&gt;%6&lt;br&gt;click for the large map</source>
        <translation>∂loss/∂score von &lt;b&gt;%1&lt;/b&gt; (%2) auf &lt;b&gt;%3&lt;/b&gt; (%4): %5&lt;br&gt;%6&lt;br&gt;Klicken für die große Heatmap</translation>
    </message>
    <message>
        <source>the loss wants this score up</source>
        <translation>der Loss will diesen Score nach oben</translation>
    </message>
    <message>
        <source>the loss wants this score down</source>
        <translation>der Loss will diesen Score nach unten</translation>
    </message>
    <message>
        <source>the loss does not move this score</source>
        <translation>der Loss bewegt diesen Score nicht</translation>
    </message>
    <message>
        <source>prev. token</source>
        <translation>Vorgänger</translation>
    </message>
    <message>
        <source>prev.</source>
        <translation>Vorg.</translation>
    </message>
</context>
<context>
    <name>attn::ui::ModelOverview</name>
    <message>
        <source>prev</source>
        <translation>vorig</translation>
    </message>
    <message>
        <source>first</source>
        <translation>erstes</translation>
    </message>
    <message>
        <source>self</source>
        <translation>selbst</translation>
    </message>
    <message>
        <source>unif</source>
        <translation>gleich</translation>
    </message>
    <message>
        <source>token looking</source>
        <translation>schauendes Token</translation>
    </message>
    <message>
        <source>word looking</source>
        <translation>schauendes Wort</translation>
    </message>
    <message>
        <source>token looked at</source>
        <translation>angeschautes Token</translation>
    </message>
    <message>
        <source>word looked at</source>
        <translation>angeschautes Wort</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportieren…</translation>
    </message>
    <message>
        <source>The first layer shown</source>
        <translation>Die erste angezeigte Schicht</translation>
    </message>
    <message>
        <source>The last layer shown</source>
        <translation>Die letzte angezeigte Schicht</translation>
    </message>
    <message>
        <source>All patterns</source>
        <translation>Alle Muster</translation>
    </message>
    <message>
        <source>Show only the heads whose clear pattern is this one (none: no clear pattern)</source>
        <translation>Nur die Köpfe zeigen, deren klares Muster dieses ist (keins: kein klares Muster)</translation>
    </message>
    <message>
        <source>Write the heads shown as a figure (PNG, SVG or PDF)</source>
        <translation>Die angezeigten Köpfe als Abbildung schreiben (PNG, SVG oder PDF)</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>Schichten</translation>
    </message>
    <message>
        <source>to</source>
        <translation>bis</translation>
    </message>
    <message>
        <source>Add a sentence to see what every head of the model does with it.</source>
        <translation>Fügen Sie einen Satz hinzu, um zu sehen, was jeder Kopf des Modells damit macht.</translation>
    </message>
    <message>
        <source>The trained model cannot read this sentence.</source>
        <translation>Das trainierte Modell kann diesen Satz nicht lesen.</translation>
    </message>
    <message>
        <source>The trained model&apos;s maps cannot be read: %1</source>
        <translation>Die Heatmaps des trainierten Modells können nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>The lesson&apos;s model cannot be opened: %1</source>
        <translation>Das Modell der Lektion kann nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <source>The model is reading this sentence …</source>
        <translation>Das Modell liest diesen Satz …</translation>
    </message>
    <message>
        <source>The model&apos;s maps cannot be read: %1</source>
        <translation>Die Heatmaps des Modells können nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>The maps are hidden until you answer the lesson&apos;s question: they would show where each head looks.</source>
        <translation>Die Heatmaps sind verborgen, bis Sie die Frage der Lektion beantworten: Sie würden zeigen, wohin jeder Kopf schaut.</translation>
    </message>
    <message>
        <source>All heads</source>
        <translation>Alle Köpfe</translation>
    </message>
    <message>
        <source>head %1</source>
        <translation>Kopf %1</translation>
    </message>
    <message>
        <source>No head matches these filters: widen the layers, or choose all heads or all patterns.</source>
        <translation>Kein Kopf passt zu diesen Filtern: Erweitern Sie den Schichtbereich oder wählen Sie alle Köpfe oder alle Muster.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Layer %1 · head %2&lt;/b&gt; — %3</source>
        <translation>&lt;b&gt;Schicht %1 · Kopf %2&lt;/b&gt; — %3</translation>
    </message>
    <message>
        <source>&lt;b&gt;Layer %1, head %2&lt;/b&gt;&lt;br&gt;%3</source>
        <translation>&lt;b&gt;Schicht %1, Kopf %2&lt;/b&gt;&lt;br&gt;%3</translation>
    </message>
    <message>
        <source>&lt;br&gt;Head roles test: previous-token %1, induction %2, duplicate %3, first-token %4</source>
        <translation>&lt;br&gt;Kopfrollen-Test: Vorgänger %1, Induktion %2, Duplikat %3, erstes Token %4</translation>
    </message>
    <message>
        <source>&lt;br&gt;click to read it large</source>
        <translation>&lt;br&gt;Klicken, um ihn groß zu lesen</translation>
    </message>
    <message>
        <source>This lesson has no model. Train one in the Training dock, get GPT-2 (File ▸ Get a Model…), open a GPT-2 or nanoGPT model you have (File ▸ Open Model…), or open a lesson that points at one; every head of every layer then shows here.</source>
        <translation>Diese Lektion hat kein Modell. Trainieren Sie eines im Bereich „Training“, holen Sie sich GPT-2 (Datei ▸ Modell herunterladen…), öffnen Sie ein vorhandenes GPT-2- oder nanoGPT-Modell (Datei ▸ Modell öffnen…) oder öffnen Sie eine Lektion, die auf eines verweist; dann erscheint hier jeder Kopf jeder Schicht.</translation>
    </message>
    <message>
        <source>%1 — %2; hatched cells above the diagonal are masked (causal).</source>
        <translation>%1 — %2; schraffierte Zellen über der Diagonale sind maskiert (kausal).</translation>
    </message>
</context>
<context>
    <name>attn::ui::ModelPane</name>
    <message>
        <source>All heads</source>
        <translation>Alle Köpfe</translation>
    </message>
    <message>
        <source>Layers&apos; guesses</source>
        <translation>Vermutungen der Schichten</translation>
    </message>
    <message>
        <source>Rollout</source>
        <translation>Rollout</translation>
    </message>
    <message>
        <source>Generate</source>
        <translation>Generieren</translation>
    </message>
    <message>
        <source>What if</source>
        <translation>Was wäre, wenn</translation>
    </message>
    <message>
        <source>Patching</source>
        <translation>Patching</translation>
    </message>
    <message>
        <source>Head roles</source>
        <translation>Kopfrollen</translation>
    </message>
    <message>
        <source>&amp;Sentence:</source>
        <translation>&amp;Satz:</translation>
    </message>
    <message>
        <source>Which of the two shown sentences All heads, Layers&apos; guesses, Rollout and What if speak of. Both sentences: All heads, Layers&apos; guesses and Rollout show the two side by side (one above the other in a narrow dock); the other tabs speak of the first.</source>
        <translation>Über welchen der beiden gezeigten Sätze „Alle Köpfe“, „Vermutungen der Schichten“, „Rollout“ und „Was wäre, wenn“ sprechen. Beide Sätze: „Alle Köpfe“, „Vermutungen der Schichten“ und „Rollout“ zeigen die zwei nebeneinander (in einem schmalen Dock untereinander); die anderen Reiter sprechen über den ersten.</translation>
    </message>
    <message>
        <source>Both sentences</source>
        <translation>Beide Sätze</translation>
    </message>
</context>
<context>
    <name>attn::ui::NextWordItemModel</name>
    <message>
        <source>after “%1” the model expects…</source>
        <translation>nach „%1“ erwartet das Modell…</translation>
    </message>
    <message>
        <source>P(“%1” next | … “%2”) = %3</source>
        <translation>P(„%1“ als nächstes | … „%2“) = %3</translation>
    </message>
    <message>
        <source>after</source>
        <translation>nach</translation>
    </message>
    <message>
        <source>#%1</source>
        <translation>#%1</translation>
    </message>
</context>
<context>
    <name>attn::ui::PairChart</name>
    <message>
        <source>weight</source>
        <translation>Gewicht</translation>
    </message>
    <message>
        <source>structure found</source>
        <translation>Struktur gefunden</translation>
    </message>
    <message>
        <source>step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Press Start: one attention weight of the probe, step by step</source>
        <translation>Drücken Sie auf Start: ein Attention-Gewicht des Testsatzes, Schritt für Schritt</translation>
    </message>
    <message>
        <source> — structure at step %1</source>
        <translation> — Struktur bei Schritt %1</translation>
    </message>
    <message>
        <source> — still static</source>
        <translation> — noch statisch</translation>
    </message>
</context>
<context>
    <name>attn::ui::PatchView</name>
    <message>
        <source>When Mary and John went to the store, John gave a drink to</source>
        <translation>When Mary and John went to the store, John gave a drink to</translation>
    </message>
    <message>
        <source>the same length, one thing changed (the names swapped)</source>
        <translation>gleiche Länge, eine Sache geändert (die Namen vertauscht)</translation>
    </message>
    <message>
        <source>one token, e.g. “ Mary”</source>
        <translation>ein Token, z. B. „ Mary“</translation>
    </message>
    <message>
        <source>one token, e.g. “ John”</source>
        <translation>ein Token, z. B. „ John“</translation>
    </message>
    <message>
        <source>each head</source>
        <translation>jeder Kopf</translation>
    </message>
    <message>
        <source>each position of the residual stream</source>
        <translation>jede Position des Residualstroms</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Ausführen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Patching map</source>
        <translation>Patching-Karte</translation>
    </message>
    <message>
        <source>Next token</source>
        <translation>Nächstes Token</translation>
    </message>
    <message>
        <source>Probability</source>
        <translation>Wahrscheinlichkeit</translation>
    </message>
    <message>
        <source>&amp;Clean prompt:</source>
        <translation>&amp;Sauberer Prompt:</translation>
    </message>
    <message>
        <source>C&amp;orrupted prompt:</source>
        <translation>&amp;Verfälschter Prompt:</translation>
    </message>
    <message>
        <source>&amp;Answer:</source>
        <translation>&amp;Antwort:</translation>
    </message>
    <message>
        <source>&amp;Foil:</source>
        <translation>&amp;Gegenantwort:</translation>
    </message>
    <message>
        <source>&amp;Patch:</source>
        <translation>&amp;Patchen:</translation>
    </message>
    <message>
        <source>How much of the clean prompt&apos;s answer comes back when one head&apos;s output is taken from the clean run into the corrupted one: (patched − corrupted) / (clean − corrupted) of logit(answer) − logit(foil); 1 = fully restored.</source>
        <translation>Wie viel von der Antwort des sauberen Prompts zurückkommt, wenn die Ausgabe eines Kopfs aus dem sauberen Lauf in den verfälschten übernommen wird: (gepatcht − verfälscht) / (sauber − verfälscht) von logit(Antwort) − logit(Gegenantwort); 1 = ganz wiederhergestellt.</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <source>This lesson has no model: train one, or open a GPT-2 or nanoGPT model, to patch its heads.</source>
        <translation>Diese Lektion hat kein Modell: trainieren Sie eines oder öffnen Sie ein GPT-2- oder nanoGPT-Modell, um seine Köpfe zu patchen.</translation>
    </message>
    <message>
        <source>Type a clean and a corrupted prompt.</source>
        <translation>Geben Sie einen sauberen und einen verfälschten Prompt ein.</translation>
    </message>
    <message>
        <source>Patching %1 layers …</source>
        <translation>%1 Schichten werden gepatcht …</translation>
    </message>
    <message>
        <source>layer %1</source>
        <translation>Schicht %1</translation>
    </message>
    <message>
        <source>head %1</source>
        <translation>Kopf %1</translation>
    </message>
    <message>
        <source>logit(answer) − logit(foil): clean %1, corrupted %2. Each tile: the share of that difference its patch restores (1 = fully). Click a tile for its run&apos;s next tokens.</source>
        <translation>logit(Antwort) − logit(Gegenantwort): sauber %1, verfälscht %2. Jede Kachel: der Anteil dieser Differenz, den ihr Patch wiederherstellt (1 = ganz). Klicken Sie auf eine Kachel für die nächsten Tokens ihres Laufs.</translation>
    </message>
    <message>
        <source>Layer %1, %2 patched from the clean run: restores %3.</source>
        <translation>Schicht %1, %2 aus dem sauberen Lauf gepatcht: stellt %3 wieder her.</translation>
    </message>
    <message>
        <source>layer</source>
        <translation>Schicht</translation>
    </message>
    <message>
        <source>position</source>
        <translation>Position</translation>
    </message>
    <message>
        <source>head</source>
        <translation>Kopf</translation>
    </message>
    <message>
        <source>Patching “%1” into “%2”: the share of logit(%3) − logit(%4) restored</source>
        <translation>„%1“ in „%2“ gepatcht: der wiederhergestellte Anteil von logit(%3) − logit(%4)</translation>
    </message>
    <message>
        <source>The answer “%1” is not one token of the model (%2 tokens): give one token.</source>
        <translation>Die Antwort „%1“ ist kein einzelnes Token des Modells (%2 Tokens): geben Sie ein Token an.</translation>
    </message>
    <message>
        <source>The foil “%1” is not one token of the model (%2 tokens): give one token.</source>
        <translation>Die Gegenantwort „%1“ ist kein einzelnes Token des Modells (%2 Tokens): geben Sie ein Token an.</translation>
    </message>
    <message>
        <source>The map is of the model&apos;s own runs: the what-if is not laid over them.</source>
        <translation>Die Karte zeigt die eigenen Läufe des Modells: das „Was wäre, wenn“ liegt nicht über ihnen.</translation>
    </message>
</context>
<context>
    <name>attn::ui::PositionsPane</name>
    <message>
        <source>The word whose query is scored (RoPE&apos;s map and the shift test)</source>
        <translation>Das Wort, dessen Query bewertet wird (Heatmap von RoPE und Verschiebungstest)</translation>
    </message>
    <message>
        <source>The word whose key is scored (RoPE&apos;s map and the shift test)</source>
        <translation>Das Wort, dessen Key bewertet wird (Heatmap von RoPE und Verschiebungstest)</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportieren…</translation>
    </message>
    <message>
        <source>Save the position map as it is shown (PNG, SVG or PDF)</source>
        <translation>Die Positions-Heatmap so speichern, wie sie angezeigt wird (PNG, SVG oder PDF)</translation>
    </message>
    <message>
        <source>&amp;Map:</source>
        <translation>Heat&amp;map:</translation>
    </message>
    <message>
        <source>&amp;Words:</source>
        <translation>&amp;Wörter:</translation>
    </message>
    <message>
        <source>Position map</source>
        <translation>Positions-Heatmap</translation>
    </message>
    <message>
        <source>A word of the lesson to put before the first word</source>
        <translation>Ein Wort der Lektion, das vor das erste Wort gestellt wird</translation>
    </message>
    <message>
        <source>Shift test</source>
        <translation>Verschiebungstest</translation>
    </message>
    <message>
        <source>Positions</source>
        <translation>Positionen</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Jetzt</translation>
    </message>
    <message>
        <source>Moved on</source>
        <translation>Verschoben</translation>
    </message>
    <message>
        <source>Changed?</source>
        <translation>Geändert?</translation>
    </message>
    <message>
        <source>This lesson has no sentences yet: add one in the Sentences pane.</source>
        <translation>Diese Lektion hat noch keine Sätze: Fügen Sie im Bereich „Sätze“ einen hinzu.</translation>
    </message>
    <message>
        <source>The sentence is empty.</source>
        <translation>Der Satz ist leer.</translation>
    </message>
    <message>
        <source>The position map is kept back until the question is answered.</source>
        <translation>Die Positions-Heatmap bleibt verborgen, bis die Frage beantwortet ist.</translation>
    </message>
    <message>
        <source>The score of “%1” on “%2” (head %3), then with “%4” in front: every position one further on.</source>
        <translation>Der Score von „%1“ auf „%2“ (Kopf %3), dann mit „%4“ davor: jede Position eine Stelle weiter.</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>As shown</source>
        <translation>Wie gezeigt</translation>
    </message>
    <message>
        <source>Which encoding&apos;s map to draw: the one of the attention shown (the toolbar&apos;s, or the model&apos;s own), or another</source>
        <translation>Welche Kodierung die Heatmap zeigt: die der gezeigten Attention (die der Werkzeugleiste oder die eigene des Modells) oder eine andere</translation>
    </message>
    <message>
        <source>Put a word in fr&amp;ont:</source>
        <translation>Ein Wort &amp;voranstellen:</translation>
    </message>
    <message>
        <source>Hea&amp;d:</source>
        <translation>&amp;Kopf:</translation>
    </message>
    <message>
        <source>Position map: %1</source>
        <translation>Positions-Heatmap: %1</translation>
    </message>
</context>
<context>
    <name>attn::ui::ProbePanel</name>
    <message>
        <source>No model yet.</source>
        <translation>Noch kein Modell.</translation>
    </message>
    <message>
        <source>a sentence to watch</source>
        <translation>ein Satz zum Beobachten</translation>
    </message>
    <message>
        <source>Below 1: safer, likelier words; above 1: more surprising ones.</source>
        <translation>Unter 1: sicherere, wahrscheinlichere Wörter; über 1: überraschendere.</translation>
    </message>
    <message>
        <source>Generate</source>
        <translation>Generieren</translation>
    </message>
    <message>
        <source>Continue the probe sentence with 12 sampled words</source>
        <translation>Den Testsatz mit 12 gezogenen Wörtern fortsetzen</translation>
    </message>
    <message>
        <source>Probe:</source>
        <translation>Testsatz:</translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation>Temperatur</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Seed</translation>
    </message>
    <message>
        <source>Next word: the five likeliest after each word</source>
        <translation>Nächstes Wort: die fünf wahrscheinlichsten nach jedem Wort</translation>
    </message>
    <message>
        <source>Type a probe sentence to see its attention.</source>
        <translation>Geben Sie einen Testsatz ein, um seine Attention zu sehen.</translation>
    </message>
    <message>
        <source>Not in the model&apos;s vocabulary, so read as &lt;unk&gt;: %1.</source>
        <translation>Nicht im Vokabular des Modells, daher als &lt;unk&gt; gelesen: %1.</translation>
    </message>
    <message>
        <source>&lt;b&gt;layer %1 · head %2&lt;/b&gt; — rows: the word looking; columns: the word looked at</source>
        <translation>&lt;b&gt;Schicht %1 · Kopf %2&lt;/b&gt; — Zeilen: das schauende Wort; Spalten: das angeschaute Wort</translation>
    </message>
    <message>
        <source>word looking</source>
        <translation>schauendes Wort</translation>
    </message>
    <message>
        <source>word looked at</source>
        <translation>angeschautes Wort</translation>
    </message>
    <message>
        <source>layer %1 · head %2</source>
        <translation>Schicht %1 · Kopf %2</translation>
    </message>
    <message>
        <source>Hatched cells above the diagonal are masked (weight 0): each word looks only at itself and the words before it.</source>
        <translation>Schraffierte Zellen über der Diagonale sind maskiert (Gewicht 0): Jedes Wort schaut nur auf sich selbst und die Wörter davor.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; cannot see &lt;b&gt;%2&lt;/b&gt;: it comes later (causal mask, weight 0)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; kann &lt;b&gt;%2&lt;/b&gt; nicht sehen: Es kommt später (kausale Maske, Gewicht 0)</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; looks at &lt;b&gt;%2&lt;/b&gt; with weight &lt;b&gt;%3&lt;/b&gt;&lt;br&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; schaut mit Gewicht &lt;b&gt;%3&lt;/b&gt; auf &lt;b&gt;%2&lt;/b&gt;&lt;br&gt;</translation>
    </message>
    <message>
        <source>weight = exp(s&lt;sub&gt;%1,%2&lt;/sub&gt;) / Σ&lt;sub&gt;k ≤ %1&lt;/sub&gt; exp(s&lt;sub&gt;%1,k&lt;/sub&gt;), s = q·k / √dk&lt;br&gt;</source>
        <translation>Gewicht = exp(s&lt;sub&gt;%1,%2&lt;/sub&gt;) / Σ&lt;sub&gt;k ≤ %1&lt;/sub&gt; exp(s&lt;sub&gt;%1,k&lt;/sub&gt;), s = q·k / √dk&lt;br&gt;</translation>
    </message>
    <message>
        <source>row %1 (%2 words it can see): %3 = %4</source>
        <translation>Zeile %1 (%2 Wörter, die es sehen kann): %3 = %4</translation>
    </message>
    <message>
        <source>&lt;i&gt;%1&lt;/i&gt; &lt;b&gt;%2&lt;/b&gt;&lt;br&gt;&lt;small&gt;sampled from: %3 (temperature %4, seed %5)&lt;/small&gt;</source>
        <translation>&lt;i&gt;%1&lt;/i&gt; &lt;b&gt;%2&lt;/b&gt;&lt;br&gt;&lt;small&gt;gezogen aus: %3 (Temperatur %4, Seed %5)&lt;/small&gt;</translation>
    </message>
    <message>
        <source>Attention weights</source>
        <translation>Attention-Gewichte</translation>
    </message>
    <message>
        <source>Gradient of the loss (∂loss/∂score)</source>
        <translation>Gradient des Loss (∂loss/∂score)</translation>
    </message>
    <message>
        <source>Gradient: for the loss of predicting every next word of the probe, how each attention score should move. Blue: the loss wants the score up; red: down.</source>
        <translation>Gradient: wie sich jeder Attention-Score für den Loss der Vorhersage jedes nächsten Wortes des Testsatzes bewegen sollte. Blau: Der Loss will den Score nach oben; rot: nach unten.</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>Zeigen:</translation>
    </message>
    <message>
        <source>The gradient needs a probe of two words or more: the loss is the prediction of each next word.</source>
        <translation>Der Gradient braucht einen Testsatz aus zwei oder mehr Wörtern: Der Loss ist die Vorhersage jedes nächsten Wortes.</translation>
    </message>
    <message>
        <source>%1 — loss of the probe&apos;s next words %2; blue: the loss wants a score up, red: down</source>
        <translation>%1 — Loss der nächsten Wörter des Testsatzes %2; blau: Der Loss will einen Score nach oben, rot: nach unten</translation>
    </message>
    <message>
        <source>&lt;b&gt;layer %1 · head %2&lt;/b&gt; — ∂loss/∂score: rows the word looking, columns the word looked at</source>
        <translation>&lt;b&gt;Schicht %1 · Kopf %2&lt;/b&gt; — ∂loss/∂score: Zeilen das schauende Wort, Spalten das angeschaute Wort</translation>
    </message>
    <message>
        <source> · ∂loss/∂score</source>
        <translation> · ∂loss/∂score</translation>
    </message>
    <message>
        <source>How the loss of predicting each next word would move each attention score: blue, the loss wants it up; red, down. Hatched cells above the diagonal are masked.</source>
        <translation>Wie der Loss der Vorhersage jedes nächsten Wortes jeden Attention-Score bewegen würde: blau, der Loss will ihn nach oben; rot, nach unten. Schraffierte Zellen über der Diagonale sind maskiert.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; cannot see &lt;b&gt;%2&lt;/b&gt;: it comes later (causal mask)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; kann &lt;b&gt;%2&lt;/b&gt; nicht sehen: Es kommt später (kausale Maske)</translation>
    </message>
    <message>
        <source>∂loss/∂score of &lt;b&gt;%1&lt;/b&gt; on &lt;b&gt;%2&lt;/b&gt;: &lt;b&gt;%3&lt;/b&gt; (weight %4)&lt;br&gt;%5</source>
        <translation>∂loss/∂score von &lt;b&gt;%1&lt;/b&gt; auf &lt;b&gt;%2&lt;/b&gt;: &lt;b&gt;%3&lt;/b&gt; (Gewicht %4)&lt;br&gt;%5</translation>
    </message>
    <message>
        <source>gradient descent raises this score: the loss falls if it grows</source>
        <translation>Gradientenabstieg hebt diesen Score: Der Loss fällt, wenn er wächst</translation>
    </message>
    <message>
        <source>gradient descent lowers this score: the loss grows with it</source>
        <translation>Gradientenabstieg senkt diesen Score: Der Loss wächst mit ihm</translation>
    </message>
    <message>
        <source>this score does not move the loss</source>
        <translation>dieser Score bewegt den Loss nicht</translation>
    </message>
    <message>
        <source>‘%1’ (at position %2)</source>
        <translation>‚%1‘ (an Position %2)</translation>
    </message>
</context>
<context>
    <name>attn::ui::Quotes</name>
    <message>
        <source>“%1”</source>
        <extracomment>Quotation marks around a quoted sentence or token, in this language&apos;s style</extracomment>
        <translation>„%1“</translation>
    </message>
</context>
<context>
    <name>attn::ui::RandomKeysDialog</name>
    <message>
        <source>√d experiment: random queries and keys</source>
        <translation>√d-Experiment: zufällige Queries und Keys</translation>
    </message>
    <message>
        <source>One random query scored against random keys, each of &lt;b&gt;d&lt;/b&gt; numbers drawn from a standard normal. A score adds up d products, so scores spread like √d. Raise d and watch the top row go one-hot while the bottom row, divided by √d, stays spread.</source>
        <translation>Eine zufällige Query wird mit zufälligen Keys verglichen, jeder aus &lt;b&gt;d&lt;/b&gt; Zahlen, gezogen aus einer Standardnormalverteilung. Ein Score summiert d Produkte, daher streuen die Scores wie √d. Erhöhen Sie d und beobachten Sie, wie die obere Zeile zu One-Hot wird, während die untere Zeile, geteilt durch √d, gestreut bleibt.</translation>
    </message>
    <message>
        <source>d, numbers per query and key</source>
        <translation>d, Zahlen pro Query und Key</translation>
    </message>
    <message>
        <source>number of keys</source>
        <translation>Anzahl der Keys</translation>
    </message>
    <message>
        <source>New draw</source>
        <translation>Neu ziehen</translation>
    </message>
    <message>
        <source>d (numbers per query and key):</source>
        <translation>d (Zahlen pro Query und Key):</translation>
    </message>
    <message>
        <source>Keys:</source>
        <translation>Keys:</translation>
    </message>
    <message>
        <source>softmax</source>
        <translation>Softmax</translation>
    </message>
    <message>
        <source>key</source>
        <translation>Key</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>k%1</source>
        <translation>k%1</translation>
    </message>
    <message>
        <source>softmax(q·k)</source>
        <translation>softmax(q·k)</translation>
    </message>
    <message>
        <source>softmax(q·k / √d)</source>
        <translation>softmax(q·k / √d)</translation>
    </message>
    <message>
        <source>d = %1: the scores spread %2 (√d = %3). Largest share: %4 as they are, %5 divided by √d.</source>
        <translation>d = %1: Die Scores streuen um %2 (√d = %3). Größter Anteil: %4 unverändert, %5 geteilt durch √d.</translation>
    </message>
</context>
<context>
    <name>attn::ui::RolloutView</name>
    <message>
        <source>The token whose incoming flow is shown</source>
        <translation>Das Token, dessen eingehender Fluss gezeigt wird</translation>
    </message>
    <message>
        <source>After the last layer: how much of each input token reaches the chosen one</source>
        <translation>Nach der letzten Schicht: wie viel von jedem Eingabe-Token das gewählte erreicht</translation>
    </message>
    <message>
        <source>Layer by layer: a row per layer l, the flow through layers 1…l</source>
        <translation>Schicht für Schicht: eine Zeile pro Schicht l, der Fluss durch die Schichten 1…l</translation>
    </message>
    <message>
        <source>Into token:</source>
        <translation>In Token:</translation>
    </message>
    <message>
        <source>Add a sentence to see how attention flows through the model on it.</source>
        <translation>Fügen Sie einen Satz hinzu, um zu sehen, wie die Attention darauf durch das Modell fließt.</translation>
    </message>
    <message>
        <source>Opening the model… %1</source>
        <translation>Das Modell wird geöffnet… %1</translation>
    </message>
    <message>
        <source>The model could not be opened: %1</source>
        <translation>Das Modell konnte nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <source>Reading the sentence…</source>
        <translation>Der Satz wird gelesen…</translation>
    </message>
    <message>
        <source>The trained model cannot read this sentence.</source>
        <translation>Das trainierte Modell kann diesen Satz nicht lesen.</translation>
    </message>
    <message>
        <source>On “%1”.</source>
        <translation>Am Satz „%1“.</translation>
    </message>
    <message>
        <source>the model</source>
        <translation>das Modell</translation>
    </message>
    <message>
        <source>trained model (%1 steps)</source>
        <translation>trainiertes Modell (%1 Schritte)</translation>
    </message>
    <message>
        <source>trained model</source>
        <translation>trainiertes Modell</translation>
    </message>
    <message>
        <source>Hidden until you answer the lesson&apos;s question: the flow is made of the attention weights it asks about.</source>
        <translation>Verborgen, bis Sie die Frage der Lektion beantworten: Der Fluss besteht aus den Attention-Gewichten, nach denen sie fragt.</translation>
    </message>
    <message>
        <source>Open a model (File ▸ Open Model…, or File ▸ Get a Model… for GPT-2), or train one here, to see how attention flows through its layers.</source>
        <translation>Öffnen Sie ein Modell (Datei ▸ Modell öffnen… oder, für GPT-2, Datei ▸ Modell herunterladen…) oder trainieren Sie hier eines, um zu sehen, wie die Attention durch seine Schichten fließt.</translation>
    </message>
    <message>
        <source>Rollout reads the attention weights: a cut line is cut, but a switched-off head&apos;s weights still count in its layer&apos;s average.</source>
        <translation>Rollout liest die Aufmerksamkeitsgewichte: Eine gekappte Linie fehlt, aber die Gewichte eines abgeschalteten Kopfes zählen im Mittel seiner Schicht weiter mit.</translation>
    </message>
</context>
<context>
    <name>attn::ui::ScrubTableView</name>
    <message>
        <source>Drag left or right on a cell to scrub its value (Shift: finer); double-click to type</source>
        <translation>Auf einer Zelle nach links oder rechts ziehen, um ihren Wert zu ändern (Shift: feiner); Doppelklick zum Eintippen</translation>
    </message>
</context>
<context>
    <name>attn::ui::SentenceItemModel</name>
    <message>
        <source>Opening the model …</source>
        <translation>Das Modell wird geöffnet …</translation>
    </message>
    <message>
        <source>The model could not be opened: %1</source>
        <translation>Das Modell konnte nicht geöffnet werden: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n token(s) as the model reads them: %1</source>
        <translation>
            <numerusform>%n Token, wie das Modell es liest: %1</numerusform>
            <numerusform>%n Tokens, wie das Modell sie liest: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Tick to show this sentence; tick two to compare them side by side</source>
        <translation>Ankreuzen, um diesen Satz zu zeigen; zwei ankreuzen, um sie nebeneinander zu vergleichen</translation>
    </message>
</context>
<context>
    <name>attn::ui::SentencesPane</name>
    <message>
        <source>+ Sentence</source>
        <translation>+ Satz</translation>
    </message>
    <message>
        <source>− Sentence</source>
        <translation>− Satz</translation>
    </message>
    <message>
        <source>Two sentences are compared at a time: “%1” is no longer shown (tick it to bring it back).</source>
        <translation>Es werden jeweils zwei Sätze verglichen: „%1“ wird nicht mehr angezeigt (kreuzen Sie ihn an, um ihn zurückzuholen).</translation>
    </message>
    <message>
        <source>Show only this sentence</source>
        <translation>Nur diesen Satz zeigen</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Bearbeiten</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Sentence %1: %2</source>
        <translation>Satz %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>(and %n more)</source>
        <translation>
            <numerusform>(und %n weiterer)</numerusform>
            <numerusform>(und %n weitere)</numerusform>
        </translation>
    </message>
    <message>
        <source>Sentence %1 is unchanged: </source>
        <translation>Satz %1 ist unverändert: </translation>
    </message>
    <message>
        <source>Select the sentence to remove first</source>
        <translation>Wählen Sie zuerst den zu entfernenden Satz aus</translation>
    </message>
    <message>
        <source>Removed sentence %1; step %2 showed or asked about it (Edit ▸ Undo brings it back).</source>
        <translation>Satz %1 entfernt; Schritt %2 hat ihn gezeigt oder danach gefragt (Bearbeiten ▸ Rückgängig holt ihn zurück).</translation>
    </message>
    <message>
        <source>Not in the vocabulary: %1</source>
        <translation>Nicht im Vokabular: %1</translation>
    </message>
    <message>
        <source>Add ‘%1’ to the vocabulary</source>
        <translation>‚%1‘ zum Vokabular hinzufügen</translation>
    </message>
    <message>
        <source>Added ‘%1’ as a row of zeros: give it values in the embedding table</source>
        <translation>‚%1‘ als Zeile aus Nullen hinzugefügt: Geben Sie ihm Werte in der Embedding-Tabelle</translation>
    </message>
    <message>
        <source>Sentences</source>
        <translation>Sätze</translation>
    </message>
    <message>
        <source>Shuffle</source>
        <translation>Mischen</translation>
    </message>
    <message>
        <source>Put the selected sentence&apos;s words in another order (one undo step): without positions every map is only shuffled with them</source>
        <translation>Die Wörter des gewählten Satzes in eine andere Reihenfolge bringen (ein Rückgängig-Schritt): ohne Positionen wird jede Heatmap nur mit ihnen gemischt</translation>
    </message>
    <message>
        <source>Shuffle the words</source>
        <translation>Die Wörter mischen</translation>
    </message>
    <message>
        <source>Select the sentence to shuffle first</source>
        <translation>Wählen Sie zuerst den Satz, der gemischt werden soll</translation>
    </message>
    <message>
        <source>A sentence of one word has no other order</source>
        <translation>Ein Satz aus einem Wort hat keine andere Reihenfolge</translation>
    </message>
    <message>
        <source>Shuffled: “%1” (Edit ▸ Undo puts the words back)</source>
        <translation>Gemischt: „%1“ (Bearbeiten ▸ Rückgängig stellt die Wörter zurück)</translation>
    </message>
    <message>
        <source>Add a sentence; by keyboard: Insert in the list</source>
        <translation>Einen Satz hinzufügen; per Tastatur: Einfg in der Liste</translation>
    </message>
    <message>
        <source>Remove the selected sentence; by keyboard: Delete in the list</source>
        <translation>Den ausgewählten Satz entfernen; per Tastatur: Entf in der Liste</translation>
    </message>
    <message>
        <source>Add a sentence</source>
        <translation>Einen Satz hinzufügen</translation>
    </message>
</context>
<context>
    <name>attn::ui::SettingsForm</name>
    <message>
        <source>Attention only (no feed-forward layers)</source>
        <translation>Nur Attention (keine Feed-forward-Schichten)</translation>
    </message>
    <message>
        <source>Blocks of attention alone, as in the papers where induction heads were found: what the model learns, its heads must do.</source>
        <translation>Blöcke nur aus Attention, wie in den Arbeiten, in denen Induktionsköpfe gefunden wurden: Was das Modell lernt, müssen seine Köpfe tun.</translation>
    </message>
    <message>
        <source>Learned vectors (as GPT-2)</source>
        <translation>Gelernte Vektoren (wie GPT-2)</translation>
    </message>
    <message>
        <source>Sinusoidal vectors (fixed)</source>
        <translation>Sinusförmige Vektoren (fest)</translation>
    </message>
    <message>
        <source>RoPE: turn queries and keys</source>
        <translation>RoPE: Queries und Keys drehen</translation>
    </message>
    <message>
        <source>ALiBi: distance penalty</source>
        <translation>ALiBi: Strafe für den Abstand</translation>
    </message>
    <message>
        <source>None (word order unseen)</source>
        <translation>Keine (Wortfolge unsichtbar)</translation>
    </message>
    <message>
        <source>How the model knows where each word sits. Train two with different choices and compare their loss curves and their guesses for &quot;The dog bit the man&quot; and &quot;The man bit the dog&quot;.</source>
        <translation>Wie das Modell weiß, wo jedes Wort steht. Trainieren Sie zwei Modelle mit unterschiedlicher Wahl und vergleichen Sie ihre Loss-Kurven und ihre Vermutungen für „The dog bit the man“ und „The man bit the dog“.</translation>
    </message>
    <message>
        <source>Positions</source>
        <translation>Positionen</translation>
    </message>
</context>
<context>
    <name>attn::ui::StepEditor</name>
    <message>
        <source>New step %1</source>
        <translation>Neuer Schritt %1</translation>
    </message>
    <message>
        <source>Edit step %1</source>
        <translation>Schritt %1 bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Title</source>
        <translation>&amp;Titel</translation>
    </message>
    <message>
        <source>Te&amp;xt</source>
        <translation>Te&amp;xt</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>View</source>
        <translation>Ansicht</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Frage</translation>
    </message>
    <message>
        <source>Preview, as the Lesson pane shows it</source>
        <translation>Vorschau, wie der Bereich „Lektion“ sie zeigt</translation>
    </message>
    <message>
        <source>Predict.</source>
        <translation>Ihre Vorhersage:</translation>
    </message>
    <message>
        <source>With the answer:</source>
        <translation>Mit der Antwort:</translation>
    </message>
    <message>
        <source>No quantities quoted.</source>
        <translation>Keine Größen verwendet.</translation>
    </message>
    <message>
        <source>Quantities:
</source>
        <translation>Größen:
</translation>
    </message>
    <message>
        <source>No question: the step only explains.</source>
        <translation>Keine Frage: Der Schritt erklärt nur.</translation>
    </message>
    <message>
        <source>Expected answer, as the lesson computes it now: %1</source>
        <translation>Erwartete Antwort, wie die Lektion sie jetzt berechnet: %1</translation>
    </message>
    <message>
        <source>The answer cannot be computed: %1</source>
        <translation>Die Antwort kann nicht berechnet werden: %1</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>Hinweis: %1</translation>
    </message>
    <message>
        <source>Give the step a title.</source>
        <translation>Geben Sie dem Schritt einen Titel.</translation>
    </message>
    <message>
        <source>Write the question&apos;s prompt (Question tab).</source>
        <translation>Schreiben Sie den Fragetext (Reiter „Frage“).</translation>
    </message>
    <message>
        <source>A choice needs 2 to %1 answers, one per line (it has %2).</source>
        <translation>Eine Auswahlfrage braucht 2 bis %1 Antworten, eine pro Zeile (sie hat %2).</translation>
    </message>
    <message>
        <source>Give one quantity per answer: %1 answers, %2 quantities.</source>
        <translation>Geben Sie eine Größe pro Antwort an: %1 Antworten, %2 Größen.</translation>
    </message>
    <message>
        <source>The right answer is number %1, but there are %2 answers.</source>
        <translation>Die richtige Antwort ist Nummer %1, aber es gibt %2 Antworten.</translation>
    </message>
    <message>
        <source>Name the quantity the number question asks for.</source>
        <translation>Nennen Sie die Größe, nach der die Zahlenfrage fragt.</translation>
    </message>
    <message>
        <source>The lesson file could not hold this step: %1</source>
        <translation>Die Lektionsdatei konnte diesen Schritt nicht aufnehmen: %1</translation>
    </message>
    <message>
        <source>Languages</source>
        <translation>Sprachen</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Vorschau</translation>
    </message>
    <message>
        <source>Quantities in the text</source>
        <translation>Größen im Text</translation>
    </message>
    <message>
        <source>What if (View tab): %1</source>
        <translation>Was wäre, wenn (Reiter Ansicht): %1</translation>
    </message>
    <message>
        <source>To keep an answer hidden, tick it under “Keep back” on the View tab of the step each note names first (it may be the next one), or take the number out of that step&apos;s text.</source>
        <translation>Um eine Antwort verborgen zu halten, kreuzen Sie sie unter „Zurückhalten“ im Reiter Ansicht des Schritts an, den jede Notiz zuerst nennt (es kann der nächste sein), oder nehmen Sie die Zahl aus dem Text dieses Schritts.</translation>
    </message>
    <message>
        <source>What the step says, in Markdown</source>
        <translation>Was der Schritt sagt, in Markdown</translation>
    </message>
    <message>
        <source>Markdown: **bold**, *italics*, lists, a blank line between paragraphs. %1 prints a number of the lesson, computed live ({{… %}} as a percentage, {{… #4}} with 4 decimals). Sentences count from 0: the first is 0, the second 1.</source>
        <extracomment>%1: a quantity of this lesson, such as {{weight 0 bank river}}</extracomment>
        <translation>Markdown: **fett**, *kursiv*, Listen, eine Leerzeile zwischen Absätzen. %1 gibt eine Zahl der Lektion aus, live berechnet ({{… %}} als Prozentwert, {{… #4}} mit 4 Nachkommastellen). Sätze zählen ab 0: Der erste ist 0, der zweite 1.</translation>
    </message>
</context>
<context>
    <name>attn::ui::StepListDialog</name>
    <message>
        <source>Arrange Steps</source>
        <translation>Schritte anordnen</translation>
    </message>
    <message>
        <source>Move &amp;Up</source>
        <translation>Nach &amp;oben</translation>
    </message>
    <message>
        <source>Move &amp;Down</source>
        <translation>Nach &amp;unten</translation>
    </message>
    <message>
        <source>De&amp;lete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>Drag a step to its place, or use the buttons. Each change is one undo step.</source>
        <translation>Ziehen Sie einen Schritt an seinen Platz oder verwenden Sie die Schaltflächen. Jede Änderung ist ein eigener Rückgängig-Schritt.</translation>
    </message>
    <message>
        <source>  (asks)</source>
        <translation>  (fragt)</translation>
    </message>
    <message>
        <source>Deleted step %1: Edit ▸ Undo brings it back.</source>
        <translation>Schritt %1 gelöscht: Bearbeiten ▸ Rückgängig holt ihn zurück.</translation>
    </message>
</context>
<context>
    <name>attn::ui::StepQuestionEditor</name>
    <message>
        <source>No question: the step only explains</source>
        <translation>Keine Frage: Der Schritt erklärt nur</translation>
    </message>
    <message>
        <source>Choice: pick one of several answers</source>
        <translation>Auswahl: eine von mehreren Antworten wählen</translation>
    </message>
    <message>
        <source>Number: type a value</source>
        <translation>Zahl: einen Wert eingeben</translation>
    </message>
    <message>
        <source>Cell: click the cell you think is largest</source>
        <translation>Zelle: die Zelle anklicken, die vermutlich am größten ist</translation>
    </message>
    <message>
        <source>The question, Markdown: “Which word does bank give the most weight to?”</source>
        <translation>Die Frage, Markdown: „Welchem Wort gibt bank das meiste Gewicht?“</translation>
    </message>
    <message>
        <source>One answer per line</source>
        <translation>Eine Antwort pro Zeile</translation>
    </message>
    <message>
        <source>The right answer is number</source>
        <translation>Die richtige Antwort ist Nummer</translation>
    </message>
    <message>
        <source>The answer whose quantity is largest (computed, so it stays right after edits):</source>
        <translation>Die Antwort, deren Größe den höchsten Wert hat (berechnet, bleibt also nach Änderungen richtig):</translation>
    </message>
    <message>
        <source>One quantity per answer, in the same order: weight 0 bank river</source>
        <translation>Eine Größe pro Antwort, in derselben Reihenfolge: weight 0 bank river</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Antworten</translation>
    </message>
    <message>
        <source>The quantity asked for: weight 0 bank river</source>
        <translation>Die gefragte Größe: weight 0 bank river</translation>
    </message>
    <message>
        <source>&amp;Quantity</source>
        <translation>&amp;Größe</translation>
    </message>
    <message>
        <source>Right &amp;within ±</source>
        <translation>Richtig &amp;innerhalb ±</translation>
    </message>
    <message>
        <source>sentence %1 · %2</source>
        <translation>Satz %1 · %2</translation>
    </message>
    <message>
        <source>In the map of</source>
        <translation>In der Heatmap von</translation>
    </message>
    <message>
        <source>&amp;Head</source>
        <translation>&amp;Kopf</translation>
    </message>
    <message>
        <source>In the &amp;row of</source>
        <translation>In der &amp;Zeile von</translation>
    </message>
    <message>
        <source>Shown with the answer: why it is so (Markdown, {{…}} quantities)</source>
        <translation>Mit der Antwort gezeigt: warum es so ist (Markdown, {{…}}-Größen)</translation>
    </message>
    <message>
        <source>&amp;Kind</source>
        <translation>&amp;Art</translation>
    </message>
    <message>
        <source>&amp;Prompt</source>
        <translation>&amp;Fragetext</translation>
    </message>
    <message>
        <source>&amp;Why</source>
        <translation>&amp;Warum</translation>
    </message>
    <message>
        <source>Hidden until answered</source>
        <translation>Verborgen bis zur Antwort</translation>
    </message>
    <message>
        <source>any word: the largest cell of the map</source>
        <translation>beliebiges Wort: die größte Zelle der Heatmap</translation>
    </message>
    <message>
        <source>Number of the right answer</source>
        <translation>Nummer der richtigen Antwort</translation>
    </message>
    <message>
        <source>Quantities to compare, one per answer</source>
        <translation>Zu vergleichende Größen, eine je Antwort</translation>
    </message>
</context>
<context>
    <name>attn::ui::StepTranslationEditor</name>
    <message>
        <source>Language of the translation</source>
        <translation>Sprache der Übersetzung</translation>
    </message>
    <message>
        <source>Choose a language, or type its code (de, pt-BR, …)</source>
        <translation>Wählen Sie eine Sprache oder tippen Sie ihren Code (de, pt-BR, …)</translation>
    </message>
    <message>
        <source>The step&apos;s words for readers in another language: the window, the slides and the handout show them when the interface speaks it. What the step shows and asks stays the step&apos;s own; quote the same {{…}} quantities. A field left empty shows the step&apos;s own text.</source>
        <translation>Die Texte des Schritts für Lesende in einer anderen Sprache: Fenster, Folien und Handout zeigen sie, wenn die Oberfläche diese Sprache spricht. Was der Schritt zeigt und fragt, bleibt das des Schritts; zitieren Sie dieselben {{…}}-Größen. Ein leeres Feld zeigt den eigenen Text des Schritts.</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>T&amp;itle</source>
        <translation>T&amp;itel</translation>
    </message>
    <message>
        <source>Te&amp;xt</source>
        <translation>Te&amp;xt</translation>
    </message>
    <message>
        <source>&amp;Prompt</source>
        <translation>&amp;Frage</translation>
    </message>
    <message>
        <source>&amp;Choices</source>
        <translation>&amp;Antworten</translation>
    </message>
    <message>
        <source>&amp;Why</source>
        <translation>&amp;Warum</translation>
    </message>
    <message>
        <source>“%1” is not a language code: use two or three letters, then a region if you like (de, fr, pt-BR).</source>
        <translation>„%1“ ist kein Sprachcode: zwei oder drei Buchstaben, auf Wunsch gefolgt von einer Region (de, fr, pt-BR).</translation>
    </message>
    <message>
        <source>The step asks no question: there is nothing more to translate.</source>
        <translation>Der Schritt stellt keine Frage: Mehr gibt es nicht zu übersetzen.</translation>
    </message>
    <message>
        <source>The question: one choice per line, as many as the step&apos;s own and in the same order (the answer is checked by position).</source>
        <translation>Die Frage: eine Antwort pro Zeile, so viele wie im Schritt selbst und in derselben Reihenfolge (die Antwort wird nach ihrer Position geprüft).</translation>
    </message>
    <message>
        <source>The question:</source>
        <translation>Die Frage:</translation>
    </message>
</context>
<context>
    <name>attn::ui::StepViewEditor</name>
    <message>
        <source>as before</source>
        <translation>wie bisher</translation>
    </message>
    <message>
        <source>none: one sentence</source>
        <translation>keiner: ein Satz</translation>
    </message>
    <message>
        <source>sentence %1 · %2</source>
        <translation>Satz %1 · %2</translation>
    </message>
    <message>
        <source>Sentences are numbered as {{…}} quantities number them, from 0: {{weight 1 bat swung}} is about sentence 1.</source>
        <translation>Sätze sind so nummeriert wie in {{…}}-Größen, ab 0: {{weight 1 bat swung}} bezieht sich auf Satz 1.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keines</translation>
    </message>
    <message>
        <source>hand-wired attention</source>
        <translation>handgebaute Attention</translation>
    </message>
    <message>
        <source>the trained model</source>
        <translation>das trainierte Modell</translation>
    </message>
    <message>
        <source>the real model</source>
        <translation>das echte Modell</translation>
    </message>
    <message>
        <source>printed in the cells</source>
        <translation>in den Zellen angezeigt</translation>
    </message>
    <message>
        <source>not printed</source>
        <translation>nicht angezeigt</translation>
    </message>
    <message>
        <source>the two main directions (principal)</source>
        <translation>die zwei Hauptrichtungen (Hauptkomponenten)</translation>
    </message>
    <message>
        <source>two axes:</source>
        <translation>zwei Achsen:</translation>
    </message>
    <message>
        <source>What the window shows</source>
        <translation>Was das Fenster zeigt</translation>
    </message>
    <message>
        <source>&amp;Sentence</source>
        <translation>&amp;Satz</translation>
    </message>
    <message>
        <source>Beside &amp;it</source>
        <translation>&amp;Daneben</translation>
    </message>
    <message>
        <source>&amp;Highlighted word</source>
        <translation>&amp;Hervorgehobenes Wort</translation>
    </message>
    <message>
        <source>S&amp;tage</source>
        <translation>&amp;Phase</translation>
    </message>
    <message>
        <source>Attention of</source>
        <translation>Attention von</translation>
    </message>
    <message>
        <source>Cell n&amp;umbers</source>
        <translation>Zellen&amp;zahlen</translation>
    </message>
    <message>
        <source>Vectors plane</source>
        <translation>Ebene der Vektoren</translation>
    </message>
    <message>
        <source>Panes raised</source>
        <translation>Bereiche im Vordergrund</translation>
    </message>
    <message>
        <source>Keep back (for a later question)</source>
        <translation>Zurückhalten (für eine spätere Frage)</translation>
    </message>
    <message>
        <source>Attention switches laid over the lesson while the step is shown</source>
        <translation>Attention-Schalter, die für die Dauer des Schritts über die Lektion gelegt werden</translation>
    </message>
    <message>
        <source>&amp;Variant</source>
        <translation>&amp;Variante</translation>
    </message>
    <message>
        <source>H&amp;eads</source>
        <translation>&amp;Köpfe</translation>
    </message>
    <message>
        <source>Scale by 1/√dk</source>
        <translation>Skalieren mit 1/√dk</translation>
    </message>
    <message>
        <source>Causal mask</source>
        <translation>Kausale Maske</translation>
    </message>
    <message>
        <source>Positions</source>
        <translation>Positionen</translation>
    </message>
    <message>
        <source>&amp;Capture from Window</source>
        <translation>Aus &amp;Fenster übernehmen</translation>
    </message>
    <message>
        <source>Every field as the window shows it now</source>
        <translation>Jedes Feld so, wie das Fenster es jetzt zeigt</translation>
    </message>
    <message>
        <source>every head (or e.g. 2, 4)</source>
        <extracomment>Placeholder of the field listing the heads whose maps a step shows</extracomment>
        <translation>jeder Kopf (oder z. B. 2, 4)</translation>
    </message>
    <message>
        <source>The heads whose maps this step shows in the Attention pane, on its slide and in the handout, counted from 1; empty: every head. The next step shows every head again.</source>
        <translation>Die Köpfe, deren Karten dieser Schritt im Aufmerksamkeitsbereich, auf seiner Folie und im Handout zeigt, ab 1 gezählt; leer: jeder Kopf. Der nächste Schritt zeigt wieder jeden Kopf.</translation>
    </message>
    <message>
        <source>Heads&apos; ma&amp;ps</source>
        <translation>&amp;Karten der Köpfe</translation>
    </message>
    <message>
        <source>the lesson&apos;s own</source>
        <translation>das der Lektion</translation>
    </message>
    <message>
        <source>none on this step</source>
        <translation>keins in diesem Schritt</translation>
    </message>
    <message>
        <source>its own:</source>
        <translation>ein eigenes:</translation>
    </message>
    <message>
        <source>The what-if shown while the step is: the lesson&apos;s (set in the window), none, or the step&apos;s own, which takes the lesson&apos;s place on this step only.</source>
        <translation>Das Was-wäre-wenn, das der Schritt zeigt: das der Lektion (im Fenster gesetzt), keins oder ein eigenes, das nur in diesem Schritt an die Stelle dessen der Lektion tritt.</translation>
    </message>
    <message>
        <source>e.g. ablate 1.2; cut 1.1:2&gt;1</source>
        <extracomment>Placeholder of the field listing a step&apos;s what-if, in the lesson file&apos;s words</extracomment>
        <translation>z. B. ablate 1.2; cut 1.1:2&gt;1</translation>
    </message>
    <message>
        <source>Separated by &apos;;&apos;, layers and heads from 1, token positions from 0: ablate L.H (switch a head off), mean L.H (mean-ablate), keep-only L.H, cut L.H:Q&gt;K (cut the line from token Q to token K).</source>
        <translation>Getrennt durch „;“, Schichten und Köpfe ab 1, Tokenpositionen ab 0: ablate L.H (einen Kopf abschalten), mean L.H (durch den Mittelwert ersetzen), keep-only L.H, cut L.H:Q&gt;K (die Linie von Token Q zu Token K kappen).</translation>
    </message>
    <message>
        <source>No what-if given: write one, or choose “none on this step”.</source>
        <translation>Kein Was-wäre-wenn angegeben: Schreiben Sie eins oder wählen Sie „keins in diesem Schritt“.</translation>
    </message>
    <message>
        <source>What i&amp;f</source>
        <translation>Was &amp;wäre, wenn</translation>
    </message>
    <message>
        <source>A step showing the real model draws no hand-wired attention: these switches do nothing on it.</source>
        <translation>Ein Schritt, der das echte Modell zeigt, zeichnet keine handverdrahtete Aufmerksamkeit: Diese Schalter bewirken dort nichts.</translation>
    </message>
    <message>
        <source>With two sentences shown: their difference map in the Attention pane, on the step&apos;s slide and in its handout. The next step shows it only if it asks too.</source>
        <translation>Bei zwei gezeigten Sätzen: ihre Differenz-Heatmap im Aufmerksamkeitsbereich, auf der Folie des Schritts und im Handout. Der nächste Schritt zeigt sie nur, wenn er sie auch verlangt.</translation>
    </message>
    <message>
        <source>&amp;Difference</source>
        <translation>&amp;Differenz</translation>
    </message>
    <message>
        <source>second map − first map</source>
        <translation>zweite Heatmap − erste</translation>
    </message>
</context>
<context>
    <name>attn::ui::TrainingPane</name>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — %2 tokens (%3 for training) · vocabulary %4 · %5 sentences</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — %2 Tokens (%3 zum Training) · Vokabular %4 · %5 Sätze</translation>
    </message>
    <message>
        <source>Kept %1: %2</source>
        <translation>%1 beibehalten: %2</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Pause the run first: it is exported between steps.</source>
        <translation>Halten Sie den Lauf zuerst an: Er wird zwischen zwei Schritten exportiert.</translation>
    </message>
    <message>
        <source>Write a folder with train.py, the weights, the optimiser&apos;s state, the corpus and the vocabulary, so that “python3 train.py --steps N” goes on training this run in PyTorch.</source>
        <translation>Einen Ordner mit train.py, den Gewichten, dem Zustand des Optimierers, dem Korpus und dem Vokabular schreiben, sodass „python3 train.py --steps N“ diesen Lauf in PyTorch weitertrainiert.</translation>
    </message>
    <message>
        <source>Train at least one step first: there is no run to export yet.</source>
        <translation>Trainieren Sie zuerst mindestens einen Schritt: Es gibt noch keinen Lauf zum Exportieren.</translation>
    </message>
    <message>
        <source>Cannot start: %1</source>
        <translation>Start nicht möglich: %1</translation>
    </message>
    <message>
        <source>Training on %1…</source>
        <translation>Training auf %1…</translation>
    </message>
    <message>
        <source>Pausing after the current step…</source>
        <translation>Pause nach dem aktuellen Schritt…</translation>
    </message>
    <message>
        <source>Training reset: the weights are random again.</source>
        <translation>Training zurückgesetzt: Die Gewichte sind wieder zufällig.</translation>
    </message>
    <message>
        <source>Hidden until you answer the lesson&apos;s question</source>
        <translation>Verborgen, bis Sie die Frage der Lektion beantworten</translation>
    </message>
    <message>
        <source>%1 → %2 · layer %3 · head %4</source>
        <translation>%1 → %2 · Schicht %3 · Kopf %4</translation>
    </message>
    <message>
        <source>%1 tokens/s · %2 s elapsed · %3 s left</source>
        <translation>%1 Tokens/s · %2 s vergangen · %3 s übrig</translation>
    </message>
    <message>
        <source>Training on %1: step %2 of %3, loss %4, %5</source>
        <translation>Training auf %1: Schritt %2 von %3, Loss %4, %5</translation>
    </message>
    <message>
        <source>snapshot %1 of %2 — step %3 · train loss %4 · validation %5</source>
        <translation>Snapshot %1 von %2 — Schritt %3 · Trainings-Loss %4 · Validierung %5</translation>
    </message>
    <message>
        <source>Step 0: random weights — every map is static.</source>
        <translation>Schritt 0: zufällige Gewichte — jede Heatmap ist statisch.</translation>
    </message>
    <message>
        <source>Step %1 of %2 on %3.</source>
        <translation>Schritt %1 von %2 auf %3.</translation>
    </message>
    <message>
        <source>No run yet: Start records snapshots to scrub through.</source>
        <translation>Noch kein Lauf: „Start“ zeichnet Snapshots auf, durch die Sie blättern können.</translation>
    </message>
    <message>
        <source>Showing the lesson&apos;s saved model (step %1). Start trains a new run, which replaces it here.</source>
        <translation>Angezeigt wird das gespeicherte Modell der Lektion (Schritt %1). „Start“ trainiert einen neuen Lauf, der es hier ersetzt.</translation>
    </message>
    <message>
        <source>The lesson&apos;s model (trained on %1, %2 steps).</source>
        <translation>Das Modell der Lektion (trainiert auf %1, %2 Schritte).</translation>
    </message>
    <message>
        <source>Fix the settings to see the untrained heads.</source>
        <translation>Korrigieren Sie die Einstellungen, um die untrainierten Köpfe zu sehen.</translation>
    </message>
    <message>
        <source>Untrained (step 0): random weights — every map is static.</source>
        <translation>Untrainiert (Schritt 0): zufällige Gewichte — jede Heatmap ist statisch.</translation>
    </message>
    <message>
        <source>an unknown corpus</source>
        <translation>einem unbekannten Korpus</translation>
    </message>
    <message>
        <source>saved model: %1 steps on %2 (the file keeps no loss curve)</source>
        <translation>gespeichertes Modell: %1 Schritte auf %2 (die Datei enthält keine Loss-Kurve)</translation>
    </message>
    <message>
        <source>saved run: %1 steps on %2</source>
        <translation>gespeicherter Lauf: %1 Schritte auf %2</translation>
    </message>
    <message>
        <source>The lesson now holds the model of step %1 (Undo takes it back).</source>
        <translation>Die Lektion enthält jetzt das Modell von Schritt %1 (Rückgängig nimmt es zurück).</translation>
    </message>
    <message>
        <source>Could not use this model: %1</source>
        <translation>Dieses Modell konnte nicht verwendet werden: %1</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Abspielen</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stopp</translation>
    </message>
    <message>
        <source>Export for PyTorch: name the folder to write</source>
        <translation>Für PyTorch exportieren: Ordner zum Schreiben benennen</translation>
    </message>
    <message>
        <source>Export for PyTorch</source>
        <translation>Für PyTorch exportieren</translation>
    </message>
    <message>
        <source>%1 is a file, not a folder. Choose a new name.</source>
        <translation>%1 ist eine Datei, kein Ordner. Wählen Sie einen neuen Namen.</translation>
    </message>
    <message>
        <source>%1 already holds files. Replace the export in it (train.py, the weights, the optimiser&apos;s state, corpus, vocabulary, settings; an old continued.safetensors is removed)? Other files stay.</source>
        <translation>%1 enthält bereits Dateien. Den Export darin ersetzen (train.py, die Gewichte, den Zustand des Optimierers, Korpus, Vokabular, Einstellungen; eine alte continued.safetensors wird entfernt)? Andere Dateien bleiben erhalten.</translation>
    </message>
    <message>
        <source>Wrote a PyTorch training folder to %1 (step %2, validation loss %3, which train.py prints before its first update) — run: python3 %4 --steps N</source>
        <translation>PyTorch-Trainingsordner nach %1 geschrieben (Schritt %2, Validierungs-Loss %3, den train.py vor seinem ersten Update ausgibt) — ausführen: python3 %4 --steps N</translation>
    </message>
    <message>
        <source>Could not export for PyTorch: %1</source>
        <translation>Export für PyTorch fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Corpus</source>
        <translation>Korpus</translation>
    </message>
    <message>
        <source>Built-in bubbe</source>
        <translation>Eingebautes bubbe</translation>
    </message>
    <message>
        <source>Open text…</source>
        <translation>Text öffnen…</translation>
    </message>
    <message>
        <source>Open a text to train on</source>
        <translation>Einen Text zum Trainieren öffnen</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <source>One optimisation step</source>
        <translation>Ein Optimierungsschritt</translation>
    </message>
    <message>
        <source>%v / %m steps</source>
        <translation>%v / %m Schritte</translation>
    </message>
    <message>
        <source>Log scale</source>
        <translation>Log-Skala</translation>
    </message>
    <message>
        <source>Use this model in the lesson</source>
        <translation>Dieses Modell in der Lektion verwenden</translation>
    </message>
    <message>
        <source>Put the weights at the timeline&apos;s step into the lesson (undoable); saving keeps them.</source>
        <translation>Die Gewichte beim Schritt der Zeitleiste in die Lektion übernehmen (rückgängig machbar); beim Speichern bleiben sie erhalten.</translation>
    </message>
    <message>
        <source>Export for PyTorch…</source>
        <translation>Für PyTorch exportieren…</translation>
    </message>
    <message>
        <source>One attention weight of the probe sentence over the run. Click a head in the grid to follow it, and a cell of the large map to follow that pair of words.</source>
        <translation>Ein Attention-Gewicht des Testsatzes über den ganzen Lauf. Klicken Sie auf einen Kopf im Raster, um ihm zu folgen, und auf eine Zelle der großen Heatmap, um diesem Wortpaar zu folgen.</translation>
    </message>
    <message>
        <source>Scrub through the recorded snapshots</source>
        <translation>Durch die aufgezeichneten Snapshots blättern</translation>
    </message>
    <message>
        <source>Animate the heads from the first snapshot (static) to the last (structure)</source>
        <translation>Die Köpfe vom ersten Snapshot (statisch) bis zum letzten (Struktur) animieren</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Zeitleiste</translation>
    </message>
    <message>
        <source>Stopped: %1</source>
        <translation>Gestoppt: %1</translation>
    </message>
    <message>
        <source>Training stopped: %1</source>
        <translation>Training gestoppt: %1</translation>
    </message>
    <message>
        <source>Training: %1</source>
        <translation>Training: %1</translation>
    </message>
    <message>
        <source>Loss against step</source>
        <translation>Verlust über die Schritte</translation>
    </message>
    <message>
        <source>One attention weight against step</source>
        <translation>Ein Aufmerksamkeitsgewicht über die Schritte</translation>
    </message>
    <message>
        <source>Training run</source>
        <translation>Trainingslauf</translation>
    </message>
    <message>
        <source>Snapshots and probe</source>
        <translation>Momentaufnahmen und Probe</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>All files</source>
        <translation>Alle Dateien</translation>
    </message>
    <message>
        <source>Put the weights of step %1, where the timeline stands, into the lesson (undoable). The run&apos;s last model is step %2.</source>
        <translation>Die Gewichte von Schritt %1, wo die Zeitleiste steht, in die Lektion übernehmen (rückgängig machbar). Das letzte Modell des Laufs ist Schritt %2.</translation>
    </message>
    <message>
        <source>Put the weights of step %1, the run&apos;s last, into the lesson (undoable); saving keeps them.</source>
        <translation>Die Gewichte von Schritt %1, dem letzten des Laufs, in die Lektion übernehmen (rückgängig machbar); Speichern behält sie.</translation>
    </message>
    <message>
        <source>Use the last (step %1)</source>
        <translation>Das letzte verwenden (Schritt %1)</translation>
    </message>
    <message>
        <source>Use step %1&apos;s model</source>
        <translation>Modell von Schritt %1 verwenden</translation>
    </message>
    <message>
        <source>Repeated sequences: a segment of random symbols repeats at a random place. Watch layer 2 learn to look at what came after the symbol last time.</source>
        <translation>Wiederholte Folgen: Ein Abschnitt zufälliger Symbole wiederholt sich an einer zufälligen Stelle. Sehen Sie zu, wie Schicht 2 lernt, auf das zu schauen, was beim letzten Mal nach dem Symbol kam.</translation>
    </message>
    <message>
        <source>Repeated sequences</source>
        <translation>Wiederholte Folgen</translation>
    </message>
    <message>
        <source>Random symbols in which a segment repeats at a random place: the task where induction heads form (with its own settings).</source>
        <translation>Zufällige Symbole, in denen sich ein Abschnitt an zufälliger Stelle wiederholt: die Aufgabe, bei der Induktionsköpfe entstehen (mit eigenen Einstellungen).</translation>
    </message>
    <message>
        <source> · repeated tokens %1, first occurrences %2</source>
        <translation> · wiederholte Tokens %1, erste Vorkommen %2</translation>
    </message>
    <message>
        <source> · before the phase change (step %1)</source>
        <translation> · vor dem Phasenübergang (Schritt %1)</translation>
    </message>
    <message>
        <source> · after the phase change (step %1)</source>
        <translation> · nach dem Phasenübergang (Schritt %1)</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — random symbols in which a stretch repeats, a fresh batch every step · vocabulary %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — zufällige Symbole, in denen sich ein Stück wiederholt, in jedem Schritt ein neuer Stapel · Vokabular %2</translation>
    </message>
    <message>
        <source>Corpus and settings</source>
        <translation>Korpus und Einstellungen</translation>
    </message>
    <message>
        <source>Training reset: the lesson&apos;s saved model is shown again.</source>
        <translation>Training zurückgesetzt: Das gespeicherte Modell der Lektion wird wieder gezeigt.</translation>
    </message>
    <message>
        <source>earlier run, validation: %1</source>
        <translation>früherer Lauf, Validierung: %1</translation>
    </message>
</context>
<context>
    <name>attn::ui::TrainingSession</name>
    <message>
        <source>Pause the training first: a run is exported between steps.</source>
        <translation>Halten Sie das Training zuerst an: Ein Lauf wird zwischen zwei Schritten exportiert.</translation>
    </message>
    <message>
        <source>There is no training run to export: train at least one step.</source>
        <translation>Es gibt keinen Trainingslauf zum Exportieren: Trainieren Sie mindestens einen Schritt.</translation>
    </message>
    <message>
        <source>Paused after %1 steps: Resume goes on from there.</source>
        <translation>Nach %1 Schritten angehalten: „Fortsetzen“ macht dort weiter.</translation>
    </message>
    <message>
        <source>trained %1 steps</source>
        <translation>%1 Schritte trainiert</translation>
    </message>
    <message>
        <source>training diverged at step %1 (the loss or the update was not finite); kept the weights of step %2 — try a smaller learning rate</source>
        <translation>Das Training ist bei Schritt %1 divergiert (der Verlust oder die Aktualisierung war nicht endlich); die Gewichte von Schritt %2 bleiben erhalten – versuchen Sie eine kleinere Lernrate</translation>
    </message>
</context>
<context>
    <name>attn::ui::TrainingWorker</name>
    <message>
        <source>There is no training run to export.</source>
        <translation>Es gibt keinen Trainingslauf zum Exportieren.</translation>
    </message>
</context>
<context>
    <name>attn::ui::VectorPlot</name>
    <message>
        <source>lookup</source>
        <translation>Tabelle</translation>
    </message>
    <message>
        <source>in “%1”</source>
        <translation>in „%1“</translation>
    </message>
    <message>
        <source>Switch the plot to two named axes to drag a word: a principal component mixes every axis</source>
        <translation>Stellen Sie das Diagramm auf zwei benannte Achsen um, um ein Wort zu ziehen: Eine Hauptkomponente mischt alle Achsen</translation>
    </message>
    <message numerus="yes">
        <source>+%n label(s)</source>
        <translation>
            <numerusform>+%n Beschriftung</numerusform>
            <numerusform>+%n Beschriftungen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (lookup)</source>
        <translation>%1 (Tabelle)</translation>
    </message>
    <message>
        <source>%1′: output of word %2 in “%3”</source>
        <translation>%1′: Ausgabe von Wort %2 in „%3“</translation>
    </message>
    <message>
        <source>%1 (lookup): on the plane of the principal components a point cannot be moved; choose two named axes to move it</source>
        <translation>%1 (Tabelle): In der Ebene der Hauptkomponenten lässt sich ein Punkt nicht verschieben; wählen Sie zwei benannte Achsen, um ihn zu verschieben</translation>
    </message>
    <message>
        <source>%1 (lookup): %2 %3</source>
        <translation>%1 (Tabelle): %2 %3</translation>
    </message>
    <message>
        <source>%1 (lookup): %2 %3, %4 %5</source>
        <translation>%1 (Tabelle): %2 %3, %4 %5</translation>
    </message>
    <message>
        <source>Switch the plot to two named axes to move a word: a principal component mixes every axis</source>
        <translation>Stellen Sie das Diagramm auf zwei benannte Achsen um, um ein Wort zu verschieben: Eine Hauptkomponente mischt alle Achsen</translation>
    </message>
    <message>
        <source>without the what-if</source>
        <translation>ohne das Was-wäre-wenn</translation>
    </message>
    <message>
        <source>token embedding</source>
        <translation>Token-Einbettung</translation>
    </message>
    <message>
        <source>after layer %1 in “%2”</source>
        <extracomment>The Vectors plot&apos;s legend, the real model shown: %1 the layer, %2 the sentence</extracomment>
        <translation>nach Schicht %1 in „%2“</translation>
    </message>
    <message>
        <source>A real model&apos;s embeddings are its own: the plot shows them, it does not move them</source>
        <translation>Die Einbettungen eines echten Modells gehören ihm: Das Diagramm zeigt sie, es verschiebt sie nicht</translation>
    </message>
    <message>
        <source>%1 (token embedding)</source>
        <translation>%1 (Token-Einbettung)</translation>
    </message>
    <message>
        <source>%1′: token %2 after layer %3 in “%4”</source>
        <extracomment>A point of the Vectors plot, the real model shown: %1 the token, %2 its place, %3 the layer, %4 the sentence</extracomment>
        <translation>%1′: Token %2 nach Schicht %3 in „%4“</translation>
    </message>
</context>
<context>
    <name>attn::ui::VectorsPane</name>
    <message>
        <source>Across:</source>
        <translation>Waagerecht:</translation>
    </message>
    <message>
        <source>Up:</source>
        <translation>Senkrecht:</translation>
    </message>
    <message>
        <source>principal components</source>
        <translation>Hauptkomponenten</translation>
    </message>
    <message>
        <source>Principal components: the two directions in which the words&apos; lookup rows spread most</source>
        <translation>Hauptkomponenten: die zwei Richtungen, in denen die Tabellenzeilen der Wörter am stärksten streuen</translation>
    </message>
    <message>
        <source>The real model&apos;s tokens: embedding → after layer %1</source>
        <extracomment>The Vectors pane&apos;s line while the real model is shown; %1: the layer</extracomment>
        <translation>Die Tokens des echten Modells: Einbettung → nach Schicht %1</translation>
    </message>
    <message>
        <source>Each token&apos;s embedding (grey) and where layer %1 has taken it (coloured), each row normalised as a LayerNorm reads it (mean 0, variance 1), on the first two principal components of these rows. A real model&apos;s embeddings cannot be dragged.</source>
        <translation>Die Einbettung jedes Tokens (grau) und wohin Schicht %1 es gebracht hat (farbig), jede Zeile normiert, wie eine LayerNorm sie liest (Mittelwert 0, Varianz 1), auf den ersten beiden Hauptkomponenten dieser Zeilen. Die Einbettungen eines echten Modells lassen sich nicht ziehen.</translation>
    </message>
</context>
<context>
    <name>attn::ui::ViewState</name>
    <message>
        <source>No sentence %1 in this lesson.</source>
        <translation>Kein Satz %1 in dieser Lektion.</translation>
    </message>
    <message>
        <source>The lesson&apos;s model cannot be opened: %1</source>
        <translation>Das Modell der Lektion kann nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <source>The lesson points at no model.</source>
        <translation>Die Lektion verweist auf kein Modell.</translation>
    </message>
    <message>
        <source>The model is reading this sentence …</source>
        <translation>Das Modell liest diesen Satz …</translation>
    </message>
    <message>
        <source>The model has no layer %1.</source>
        <translation>Das Modell hat keine Schicht %1.</translation>
    </message>
    <message>
        <source>The trained model has no layer %1.</source>
        <translation>Das trainierte Modell hat keine Schicht %1.</translation>
    </message>
    <message>
        <source>%1 The maps are still those of “%2”.</source>
        <translation>%1 Die Karten zeigen noch „%2“.</translation>
    </message>
</context>
<context>
    <name>attn::ui::WeightsPane</name>
    <message>
        <source>W_Q  (queries: the question a word asks)</source>
        <translation>W_Q  (Queries: die Frage, die ein Wort stellt)</translation>
    </message>
    <message>
        <source>W_K  (keys: what a word advertises)</source>
        <translation>W_K  (Keys: womit ein Wort wirbt)</translation>
    </message>
    <message>
        <source>W_V  (values: what a word hands over)</source>
        <translation>W_V  (Values: was ein Wort weitergibt)</translation>
    </message>
    <message>
        <source>W_O  (output projection, multi-head)</source>
        <translation>W_O  (Ausgabeprojektion, Multi-Head)</translation>
    </message>
    <message>
        <source>Matrix:</source>
        <translation>Matrix:</translation>
    </message>
    <message>
        <source>switch to Scaled Q·K·V on the toolbar to use this matrix.</source>
        <translation>Wechseln Sie in der Werkzeugleiste zu „Skaliert Q·K·V“, um diese Matrix zu verwenden.</translation>
    </message>
    <message>
        <source>&lt;i&gt;No mixing uses no projections (each word keeps its own row): %1&lt;/i&gt;</source>
        <translation>&lt;i&gt;Die Stufe „Keine Mischung“ verwendet keine Projektionen (jedes Wort behält seine eigene Zeile): %1&lt;/i&gt;</translation>
    </message>
    <message>
        <source>&lt;i&gt;The equal average uses no projections (every weight 1/n): %1&lt;/i&gt;</source>
        <translation>&lt;i&gt;Der gleichmäßige Durchschnitt verwendet keine Projektionen (jedes Gewicht 1/n): %1&lt;/i&gt;</translation>
    </message>
    <message>
        <source>&lt;i&gt;Simple attention has no projections (S = X·Xᵀ): %1&lt;/i&gt;</source>
        <translation>&lt;i&gt;Einfache Attention hat keine Projektionen (S = X·Xᵀ): %1&lt;/i&gt;</translation>
    </message>
    <message>
        <source>&lt;i&gt;Only multi-head attention uses W_O: switch the ladder step on the toolbar.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Nur Multi-Head-Attention verwendet W_O: Wechseln Sie die Stufe in der Werkzeugleiste.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Identity (not stored): editing a cell makes it a real matrix.</source>
        <translation>Einheitsmatrix (nicht gespeichert): Wenn Sie eine Zelle bearbeiten, wird daraus eine echte Matrix.</translation>
    </message>
    <message>
        <source>&lt;br&gt;Columns h&lt;i&gt;k&lt;/i&gt;·&lt;i&gt;j&lt;/i&gt;: head &lt;i&gt;k&lt;/i&gt;, its &lt;i&gt;j&lt;/i&gt;-th dimension (dk = %1).</source>
        <translation>&lt;br&gt;Spalten h&lt;i&gt;k&lt;/i&gt;·&lt;i&gt;j&lt;/i&gt;: Kopf &lt;i&gt;k&lt;/i&gt;, seine &lt;i&gt;j&lt;/i&gt;-te Dimension (dk = %1).</translation>
    </message>
    <message>
        <source>Weight matrix</source>
        <translation>Gewichtsmatrix</translation>
    </message>
</context>
<context>
    <name>attn::ui::WhatIfBar</name>
    <message>
        <source>Clear</source>
        <translation>Aufheben</translation>
    </message>
    <message>
        <source>Take every what-if back: the model&apos;s own picture again</source>
        <translation>Jedes Was-wäre-wenn zurücknehmen: wieder das eigene Bild des Modells</translation>
    </message>
</context>
<context>
    <name>attn::ui::WhatIfView</name>
    <message>
        <source>After which token</source>
        <translation>Nach welchem Token</translation>
    </message>
    <message>
        <source>Next token</source>
        <translation>Nächstes Token</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Vorher</translation>
    </message>
    <message>
        <source>After</source>
        <translation>Nachher</translation>
    </message>
    <message>
        <source>Δ ln p</source>
        <translation>Δ ln p</translation>
    </message>
    <message>
        <source>Next-token probabilities before and after the what-if</source>
        <translation>Wahrscheinlichkeiten des nächsten Tokens vor und nach dem Was-wäre-wenn</translation>
    </message>
    <message>
        <source>Any token, to see how its probability changes</source>
        <translation>Ein beliebiges Token, um zu sehen, wie sich seine Wahrscheinlichkeit ändert</translation>
    </message>
    <message>
        <source>Token</source>
        <translation>Token</translation>
    </message>
    <message>
        <source>&amp;After:</source>
        <translation>&amp;Nach:</translation>
    </message>
    <message>
        <source>&amp;Token:</source>
        <translation>&amp;Token:</translation>
    </message>
    <message>
        <source>%1 (token %2)</source>
        <translation>%1 (Token %2)</translation>
    </message>
    <message>
        <source>Add a sentence to see what the model predicts after it.</source>
        <translation>Fügen Sie einen Satz hinzu, um zu sehen, was das Modell danach vorhersagt.</translation>
    </message>
    <message>
        <source>The model is reading the sentence…</source>
        <translation>Das Modell liest den Satz …</translation>
    </message>
    <message>
        <source>This lesson has no model: train one in the Training dock, or open a GPT-2 or nanoGPT model.</source>
        <translation>Diese Lektion hat kein Modell: trainieren Sie eines im Training-Dock oder öffnen Sie ein GPT-2- oder nanoGPT-Modell.</translation>
    </message>
    <message>
        <source>What the model predicts next, with and without the what-if.</source>
        <translation>Was das Modell als Nächstes vorhersagt, mit und ohne das Was-wäre-wenn.</translation>
    </message>
    <message>
        <source>“%1” is not one token of the model.</source>
        <translation>„%1“ ist kein einzelnes Token des Modells.</translation>
    </message>
    <message>
        <source>“%1”: %2 → %3, Δ ln p = %4</source>
        <translation>„%1“: %2 → %3, Δ ln p = %4</translation>
    </message>
    <message>
        <source>Loss on the sentence (each next word): %1</source>
        <translation>Loss auf dem Satz (jedes nächste Wort): %1</translation>
    </message>
    <message>
        <source>The probabilities are kept back until the step&apos;s question is answered.</source>
        <translation>Die Wahrscheinlichkeiten bleiben verborgen, bis die Frage des Schritts beantwortet ist.</translation>
    </message>
    <message>
        <source>On %1.</source>
        <extracomment>%1: the sentence the what-if reads, in quotation marks</extracomment>
        <translation>Am Satz %1.</translation>
    </message>
    <message>
        <source>Layer of the head</source>
        <translation>Schicht des Kopfes</translation>
    </message>
    <message>
        <source>Head</source>
        <translation>Kopf</translation>
    </message>
    <message>
        <source>What if…</source>
        <translation>Was wäre, wenn …</translation>
    </message>
    <message>
        <source>Switch this head off, mean-ablate it, or keep only it</source>
        <translation>Diesen Kopf abschalten, durch seinen Mittelwert ersetzen oder nur ihn behalten</translation>
    </message>
    <message>
        <source>The model&apos;s pass is not ready yet</source>
        <translation>Der Durchlauf des Modells ist noch nicht fertig</translation>
    </message>
    <message>
        <source>&amp;Layer:</source>
        <translation>&amp;Schicht:</translation>
    </message>
    <message>
        <source>H&amp;ead:</source>
        <translation>K&amp;opf:</translation>
    </message>
    <message>
        <source>No what-if is laid over the model: its own prediction, twice. Choose a head above and What if… to switch it off, or right-click a map.</source>
        <translation>Über dem Modell liegt kein Was-wäre-wenn: zweimal seine eigene Vorhersage. Wählen Sie oben einen Kopf und „Was wäre, wenn …“, um ihn abzuschalten, oder klicken Sie mit rechts auf eine Karte.</translation>
    </message>
    <message>
        <source>A real model&apos;s pass keeps the logits of its last token only: the prediction after the whole sentence.</source>
        <translation>Ein Durchlauf eines echten Modells behält nur die Logits seines letzten Tokens: die Vorhersage nach dem ganzen Satz.</translation>
    </message>
</context>
</TS>
