<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>AttentionCommands</name>
    <message>
        <source>on</source>
        <translation>activer</translation>
    </message>
    <message>
        <source>off</source>
        <translation>désactiver</translation>
    </message>
    <message>
        <source>simple attention</source>
        <translation>attention simple</translation>
    </message>
    <message>
        <source>scaled Q·K·V attention</source>
        <translation>attention Q·K·V mise à l&apos;échelle</translation>
    </message>
    <message>
        <source>multi-head attention</source>
        <translation>attention multi-têtes</translation>
    </message>
    <message>
        <source>no mixing</source>
        <translation>aucun mélange</translation>
    </message>
    <message>
        <source>the equal average</source>
        <translation>moyenne uniforme</translation>
    </message>
    <message>
        <source>switch to %1</source>
        <translation>passer à «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>scaling %1</source>
        <translation>%1 la mise à l&apos;échelle</translation>
    </message>
    <message>
        <source>causal mask %1</source>
        <translation>%1 le masque causal</translation>
    </message>
    <message>
        <source>one head</source>
        <translation>une tête</translation>
    </message>
    <message>
        <source>%1 heads</source>
        <translation>%1 têtes</translation>
    </message>
    <message>
        <source>no positions</source>
        <translation>aucune position</translation>
    </message>
    <message>
        <source>sinusoidal positions</source>
        <translation>positions sinusoïdales</translation>
    </message>
    <message>
        <source>learned positions</source>
        <translation>positions apprises</translation>
    </message>
    <message>
        <source>rotary positions (RoPE)</source>
        <translation>positions rotatives (RoPE)</translation>
    </message>
    <message>
        <source>ALiBi</source>
        <translation>ALiBi</translation>
    </message>
    <message>
        <source>RoPE base %1</source>
        <translation>base de RoPE %1</translation>
    </message>
</context>
<context>
    <name>ChartViewAccessible</name>
    <message numerus="yes">
        <source>%1: %n point(s), the last at %2 %3, %4 %5</source>
        <translation>
            <numerusform>%1 : %n point, le dernier à %2 %3, %4 %5</numerusform>
            <numerusform>%1 : %n points, le dernier à %2 %3, %4 %5</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing plotted yet</source>
        <translation>Rien n’est encore tracé</translation>
    </message>
</context>
<context>
    <name>Commands</name>
    <message>
        <source>Use Trained Model</source>
        <translation>Utiliser le modèle entraîné</translation>
    </message>
    <message>
        <source>Remove Trained Model</source>
        <translation>Retirer le modèle entraîné</translation>
    </message>
</context>
<context>
    <name>CorpusSource</name>
    <message>
        <source>%1: cannot be read (%2)</source>
        <translation>%1&#xa0;: lecture impossible (%2)</translation>
    </message>
    <message>
        <source>repeated sequences</source>
        <translation>séquences répétées</translation>
    </message>
</context>
<context>
    <name>Figures</name>
    <message>
        <source>trained model, layer %1 of %2</source>
        <translation>modèle entraîné, couche %1 sur %2</translation>
    </message>
    <message>
        <source>hand-wired attention</source>
        <translation>attention réglée à la main</translation>
    </message>
    <message>
        <source>“%1” — %2, %3. %4</source>
        <extracomment>The head view&apos;s caption: %1 the sentence; %2 which attention; %3 the heads shown; %4 the notes</extracomment>
        <translation>«&#xa0;%1&#xa0;» — %2, %3. %4</translation>
    </message>
    <message>
        <source>token looking</source>
        <extracomment>The head view&apos;s left column title: the tokens doing the looking
----------
A real model&apos;s map: its rows are the tokens doing the looking</extracomment>
        <translation>token qui regarde</translation>
    </message>
    <message>
        <source>token looked at</source>
        <extracomment>The head view&apos;s right column title: the tokens being looked at
----------
A real model&apos;s map: its columns are the tokens being looked at</extracomment>
        <translation>token regardé</translation>
    </message>
    <message>
        <source>layer %1, head %2</source>
        <translation>couche %1, tête %2</translation>
    </message>
    <message>
        <source>%5 — %1, layer %2 of %3: attention weights of %4 tokens; hatched cells above the diagonal are masked (weight 0): each token looks only at itself and the tokens before it. ␣ marks a token&apos;s leading space.</source>
        <extracomment>%5: the model&apos;s file; %1: its kind; %4: how many tokens</extracomment>
        <translation>%5 — %1, couche %2 sur %3&#xa0;: poids d&apos;attention de %4 tokens&#xa0;; les cellules hachurées au-dessus de la diagonale sont masquées (poids 0)&#xa0;: chaque token ne regarde que lui-même et les tokens qui le précèdent. ␣ marque l&apos;espace en début de token.</translation>
    </message>
    <message>
        <source>%1 — %2, layer %3 of %4, %5 (%6 tokens; ␣ marks a leading space). %7</source>
        <extracomment>%1: the model&apos;s file; %2: its kind; %5: the heads shown (&quot;all 12 heads&quot;); %6: how many tokens; %7: the notes</extracomment>
        <translation>%1 — %2, couche %3 sur %4, %5 (%6 tokens&#xa0;; ␣ marque une espace en début de token). %7</translation>
    </message>
    <message>
        <source>%1 — %2: every layer × head (rows: layers, columns: heads) on %3 tokens, each head&apos;s clear pattern named (previous token, first token, self, uniform). Hatched cells above the diagonal are masked; ␣ marks a token&apos;s leading space.</source>
        <translation>%1 — %2&#xa0;: chaque couche × tête (lignes&#xa0;: couches, colonnes&#xa0;: têtes) sur %3 tokens, avec le motif net de chaque tête nommé (token précédent, premier token, lui-même, uniforme). Les cellules hachurées au-dessus de la diagonale sont masquées&#xa0;; ␣ marque l&apos;espace en début de token.</translation>
    </message>
    <message>
        <source>weight ×</source>
        <extracomment>The blend table&apos;s first column: each ingredient&apos;s weight, multiplying its row</extracomment>
        <translation>poids ×</translation>
    </message>
    <message>
        <source>before</source>
        <extracomment>The blend table&apos;s row of the word&apos;s own row, before attention (compact form, on a slide)</extracomment>
        <translation>avant</translation>
    </message>
    <message>
        <source>%1 before (%2)</source>
        <translation>%1 avant (%2)</translation>
    </message>
    <message>
        <source>lookup row</source>
        <translation>ligne de la table</translation>
    </message>
    <message>
        <source>%1 lookup row</source>
        <translation>%1, ligne de la table</translation>
    </message>
    <message>
        <source>after (sums)</source>
        <translation>après (sommes)</translation>
    </message>
    <message>
        <source>%1 after (column sums)</source>
        <translation>%1 après (sommes des colonnes)</translation>
    </message>
    <message>
        <source>Attention Lab figure</source>
        <translation>Figure Attention Lab</translation>
    </message>
    <message>
        <source>Drawn by Attention Lab</source>
        <translation>Dessiné par Attention Lab</translation>
    </message>
    <message>
        <source>head %1</source>
        <translation>tête %1</translation>
    </message>
    <message>
        <source>guess %1</source>
        <extracomment>The lens table&apos;s column: the model&apos;s 1st, 2nd, … most likely next token</extracomment>
        <translation>pronostic %1</translation>
    </message>
    <message>
        <source>step</source>
        <extracomment>The loss chart&apos;s x axis: the training step</extracomment>
        <translation>pas</translation>
    </message>
    <message>
        <source> (last %1)</source>
        <translation> (fin&#xa0;: %1)</translation>
    </message>
    <message>
        <source>validation</source>
        <extracomment>The loss chart&apos;s legend: the loss on the validation set</extracomment>
        <translation>validation</translation>
    </message>
    <message>
        <source>train</source>
        <extracomment>The loss chart&apos;s legend: the loss on the training set</extracomment>
        <translation>entraînement</translation>
    </message>
    <message>
        <source>“%1”</source>
        <extracomment>Quotation marks around a sentence or a word in a figure&apos;s title or legend: use your language&apos;s (e.g. „%1“ or « %1 »).</extracomment>
        <translation>«&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>Training loss</source>
        <translation>Perte d&apos;entraînement</translation>
    </message>
    <message>
        <source>Every layer and head at step %1 — “%2”</source>
        <extracomment>%1: the training step; %2: the sentence the heads read</extracomment>
        <translation>Toutes les couches et têtes à l&apos;étape %1 — «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>value row</source>
        <translation>ligne de valeurs</translation>
    </message>
    <message>
        <source>Input matrix X for %1</source>
        <translation>Matrice d&apos;entrée X pour %1</translation>
    </message>
    <message>
        <source>Scores S = X·Xᵀ for %1</source>
        <translation>Scores S = X·Xᵀ pour %1</translation>
    </message>
    <message>
        <source>Attention weights for %1</source>
        <translation>Poids d&apos;attention pour %1</translation>
    </message>
    <message>
        <source>two</source>
        <extracomment>The number 2 in &quot;One lookup row, two meanings: …&quot;</extracomment>
        <translation>deux</translation>
    </message>
    <message>
        <source>Words before and after attention</source>
        <translation>Les mots avant et après l&apos;attention</translation>
    </message>
    <message>
        <source>One lookup row, %1 meanings: %2 before and after attention</source>
        <translation>Une ligne de la table, %1 sens&#xa0;: %2 avant et après l&apos;attention</translation>
    </message>
    <message>
        <source>The blend in slow motion: %1 in %2</source>
        <translation>Le mélange au ralenti&#xa0;: %1 dans %2</translation>
    </message>
    <message>
        <source>Embedding table</source>
        <translation>Table des plongements</translation>
    </message>
    <message>
        <source>Projection %1</source>
        <translation>Projection %1</translation>
    </message>
    <message>
        <source>Input X for %1</source>
        <translation>Entrée X pour %1</translation>
    </message>
    <message>
        <source>Scores for %1</source>
        <translation>Scores pour %1</translation>
    </message>
    <message>
        <source>Weights per head for %1</source>
        <translation>Poids par tête pour %1</translation>
    </message>
    <message>
        <source>The blend for %1</source>
        <translation>Le mélange pour %1</translation>
    </message>
    <message>
        <source>Training loss: %1 steps on %2</source>
        <translation>Perte d&apos;entraînement&#xa0;: %1 étapes avec %2</translation>
    </message>
    <message>
        <source>Trained model, layer %1 of %2: every head on %3</source>
        <translation>Modèle entraîné, couche %1 sur %2&#xa0;: toutes les têtes sur %3</translation>
    </message>
    <message>
        <source>word</source>
        <extracomment>A table&apos;s row title: its rows are words</extracomment>
        <translation>mot</translation>
    </message>
    <message>
        <source>axis</source>
        <extracomment>A table&apos;s column title: its columns are the embedding&apos;s axes (water, money, …)</extracomment>
        <translation>axe</translation>
    </message>
    <message>
        <source>no head</source>
        <extracomment>The head view&apos;s title when no head is chosen</extracomment>
        <translation>aucune tête</translation>
    </message>
    <message>
        <source>all %1 heads</source>
        <translation>les %1 têtes</translation>
    </message>
    <message>
        <source>heads %1</source>
        <extracomment>%1: a list of head numbers, &quot;1, 3&quot;</extracomment>
        <translation>têtes %1</translation>
    </message>
    <message>
        <source>Causal: each token attends only to itself and the tokens before it.</source>
        <translation>Causal&#xa0;: chaque token ne prête attention qu&apos;à lui-même et aux tokens qui le précèdent.</translation>
    </message>
    <message>
        <source>Weights below %1 are not drawn; each token shows its %2 strongest lines per head (%3 more left out).</source>
        <translation>Les poids inférieurs à %1 ne sont pas tracés&#xa0;; chaque token montre ses %2 traits les plus forts par tête (%3 autres omis).</translation>
    </message>
    <message>
        <source>Weights below %1 are not drawn.</source>
        <translation>Les poids inférieurs à %1 ne sont pas tracés.</translation>
    </message>
    <message>
        <source>no weight of %1 or more</source>
        <translation>aucun poids de %1 ou plus</translation>
    </message>
    <message>
        <source>head %1: %2</source>
        <translation>tête %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>raw scores Q·Kᵀ, before the mask</source>
        <translation>scores bruts Q·Kᵀ, avant le masque</translation>
    </message>
    <message>
        <source>scores Q·Kᵀ/√dk, before the mask</source>
        <translation>scores Q·Kᵀ/√dk, avant le masque</translation>
    </message>
    <message>
        <source>masked scores: −∞ above the diagonal</source>
        <translation>scores masqués&#xa0;: −∞ au-dessus de la diagonale</translation>
    </message>
    <message>
        <source>attention weights; hatched cells above the diagonal are masked (weight 0)</source>
        <translation>poids d&apos;attention&#xa0;; les cellules hachurées au-dessus de la diagonale sont masquées (poids 0)</translation>
    </message>
    <message>
        <source>Trained model (%1, %2 steps), layer %3 of %4: %5. The model is causal: each word looks only at itself and the words before it.</source>
        <extracomment>%1: the corpus (&quot;corpus &apos;bubbe&apos;&quot;); %5: what the map shows (&quot;attention weights; …&quot;)</extracomment>
        <translation>Modèle entraîné (%1, %2 étapes), couche %3 sur %4&#xa0;: %5. Le modèle est causal&#xa0;: chaque mot ne regarde que lui-même et les mots qui le précèdent.</translation>
    </message>
    <message>
        <source>corpus unknown</source>
        <translation>corpus inconnu</translation>
    </message>
    <message>
        <source>corpus &apos;%1&apos;</source>
        <translation>corpus «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>not measured</source>
        <extracomment>A loss that was not measured (no validation set)</extracomment>
        <translation>non mesurée</translation>
    </message>
    <message>
        <source>Trained on &apos;%1&apos; for %2 steps (seed %3); final loss: train %4, validation %5 nats.</source>
        <translation>Entraîné sur «&#xa0;%1&#xa0;» pendant %2 étapes (graine %3)&#xa0;; perte finale&#xa0;: entraînement %4, validation %5 nats.</translation>
    </message>
    <message>
        <source>embeddings</source>
        <extracomment>The lens table&apos;s first row: the guesses read from the embeddings, before any layer</extracomment>
        <translation>plongements</translation>
    </message>
    <message>
        <source>layer %1</source>
        <translation>couche %1</translation>
    </message>
    <message>
        <source>%1 — the layers&apos; guesses after “%2” (token %3): each layer&apos;s residual stream read through the final LayerNorm and the output head; the top %4 next tokens and their probabilities. The last row is the model&apos;s own prediction. ␣ marks a leading space.</source>
        <extracomment>%1: the model (file — kind); %2: the token; %3: its position; %4: how many guesses per row</extracomment>
        <translation>%1 — les pronostics des couches après «&#xa0;%2&#xa0;» (token %3)&#xa0;: le flux résiduel de chaque couche lu à travers la LayerNorm finale et la tête de sortie&#xa0;; les %4 tokens suivants les plus probables et leurs probabilités. La dernière ligne est la prédiction propre du modèle. ␣ marque une espace en début de token.</translation>
    </message>
    <message>
        <source>Attention rollout (Abnar &amp; Zuidema 2020): each layer&apos;s heads averaged, the residual connection counted as an identity mixed half and half (½·A + ½·I), the layers multiplied; the MLPs and what the values carry are left out, so it is an estimate of flow, not an attribution.</source>
        <translation>Propagation de l&apos;attention (attention rollout, Abnar &amp; Zuidema 2020)&#xa0;: les têtes de chaque couche sont moyennées, la connexion résiduelle est comptée comme une identité mélangée à parts égales (½·A + ½·I), les couches sont multipliées&#xa0;; les MLP et ce que portent les valeurs sont laissés de côté&#xa0;: c&apos;est donc une estimation du flux, pas une attribution.</translation>
    </message>
    <message>
        <source>after layer %1</source>
        <translation>après la couche %1</translation>
    </message>
    <message>
        <source>rolled out through</source>
        <extracomment>The rollout map&apos;s row title: its rows are &quot;after layer 1&quot;, &quot;after layer 2&quot;, …</extracomment>
        <translation>propagation</translation>
    </message>
    <message>
        <source>token</source>
        <translation>token</translation>
    </message>
    <message>
        <source>input token</source>
        <translation>token d&apos;entrée</translation>
    </message>
    <message>
        <source>flow into “%1” (token %2)</source>
        <translation>flux vers «&#xa0;%1&#xa0;» (token %2)</translation>
    </message>
    <message>
        <source>%1 — how much each input token flows into “%2” (token %3)%4; each row sums to 1. %5</source>
        <extracomment>%1: the model; %2: the token; %3: its position; %4: &quot; through all 12 layers&quot; or &quot; through layers 1…l, a row per l&quot;; %5: the method</extracomment>
        <translation>%1 — quelle part de chaque token d&apos;entrée parvient à «&#xa0;%2&#xa0;» (token %3)%4&#xa0;; la somme de chaque ligne vaut 1. %5</translation>
    </message>
    <message>
        <source> through layers 1…l, a row per l</source>
        <translation> à travers les couches 1…l, une ligne par l</translation>
    </message>
    <message>
        <source> through all %1 layers</source>
        <translation> à travers les %1 couches</translation>
    </message>
    <message>
        <source>head · dimension (joined heads)</source>
        <translation>tête · dimension (têtes réunies)</translation>
    </message>
    <message>
        <source>input axis</source>
        <translation>axe d&apos;entrée</translation>
    </message>
    <message>
        <source>output axis</source>
        <translation>axe de sortie</translation>
    </message>
    <message>
        <source>head · dimension</source>
        <translation>tête · dimension</translation>
    </message>
    <message>
        <source>%1 is the identity (not stored).</source>
        <translation>%1 est l&apos;identité (non stockée).</translation>
    </message>
    <message>
        <source>word looking</source>
        <extracomment>A score map&apos;s row title: the rows are the words doing the looking</extracomment>
        <translation>mot qui regarde</translation>
    </message>
    <message>
        <source>word looked at</source>
        <extracomment>A score map&apos;s column title: the columns are the words being looked at</extracomment>
        <translation>mot regardé</translation>
    </message>
    <message>
        <source>Attention weights — %1 (the real model, layer %2)</source>
        <translation>Poids d&apos;attention — %1 (le modèle réel, couche %2)</translation>
    </message>
    <message>
        <source> (the trained model, layer %1)</source>
        <translation> (le modèle entraîné, couche %1)</translation>
    </message>
    <message>
        <source>Vectors: lookup rows (dots) and outputs (diamonds)</source>
        <translation>Vecteurs&#xa0;: lignes de la table (points) et sorties (losanges)</translation>
    </message>
    <message>
        <source>Head view — %1</source>
        <translation>Vue des têtes — %1</translation>
    </message>
    <message>
        <source> (the real model, layer %1)</source>
        <translation> (le modèle réel, couche %1)</translation>
    </message>
    <message>
        <source>The blend of “%1” — %2</source>
        <translation>Le mélange de «&#xa0;%1&#xa0;» — %2</translation>
    </message>
    <message>
        <source>%1: this figure cannot be drawn: %2</source>
        <translation>%1&#xa0;: cette figure ne peut pas être dessinée&#xa0;: %2</translation>
    </message>
    <message>
        <source>PC%1 (%2% of variance)</source>
        <extracomment>The vector plot&apos;s axis along a principal component: %1 its number, %2 the share of the variance it explains</extracomment>
        <translation>CP%1 (%2&#xa0;% de la variance)</translation>
    </message>
    <message>
        <source>score = &lt;b&gt;%1&lt;/b&gt; (this step compares no words: every score is 0)&lt;br&gt;</source>
        <translation>score = &lt;b&gt;%1&lt;/b&gt; (cet échelon ne compare aucun mot&#xa0;: chaque score vaut 0)&lt;br&gt;</translation>
    </message>
    <message>
        <source>… (%1 terms)</source>
        <translation>… (%1 termes)</translation>
    </message>
    <message>
        <source>score = %1 = %2 + … = &lt;b&gt;%3&lt;/b&gt;&lt;br&gt;</source>
        <extracomment>%1: the product, &quot;q·k&quot;; %2: its terms, &quot;a×b + c×d&quot;; %3: the score</extracomment>
        <translation>score = %1 = %2 + … = &lt;b&gt;%3&lt;/b&gt;&lt;br&gt;</translation>
    </message>
    <message>
        <source>score = %1 = %2 = &lt;b&gt;%3&lt;/b&gt;&lt;br&gt;</source>
        <translation>score = %1 = %2 = &lt;b&gt;%3&lt;/b&gt;&lt;br&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; looking at &lt;b&gt;%2&lt;/b&gt;%3&lt;br&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; regarde &lt;b&gt;%2&lt;/b&gt;%3&lt;br&gt;</translation>
    </message>
    <message>
        <source> · head %1</source>
        <translation> · tête %1</translation>
    </message>
    <message>
        <source>masked: %1 comes after %2, so its weight is exactly 0</source>
        <translation>masqué&#xa0;: %1 vient après %2, donc son poids vaut exactement 0</translation>
    </message>
    <message>
        <source>weight: &lt;b&gt;%1&lt;/b&gt; (the model&apos;s pass keeps its weights, not the scores behind them)</source>
        <translation>poids&#xa0;: &lt;b&gt;%1&lt;/b&gt; (le calcul du modèle garde ses poids, pas les scores dont ils découlent)</translation>
    </message>
    <message>
        <source>scaled: %1 × 1/√%2 (= %3) = &lt;b&gt;%4&lt;/b&gt;&lt;br&gt;</source>
        <translation>mis à l&apos;échelle&#xa0;: %1 × 1/√%2 (= %3) = &lt;b&gt;%4&lt;/b&gt;&lt;br&gt;</translation>
    </message>
    <message>
        <source>masked: %1 comes after %2, so its score is −∞ and its weight exactly 0</source>
        <translation>masqué&#xa0;: %1 vient après %2, donc son score vaut −∞ et son poids exactement 0</translation>
    </message>
    <message>
        <source>masked: no mixing lets %1 see only itself, so %2&apos;s score is −∞ and its weight exactly 0</source>
        <translation>masqué&#xa0;: l&apos;échelon «&#xa0;aucun mélange&#xa0;» ne laisse %1 voir que lui-même, donc le score de %2 vaut −∞ et son poids exactement 0</translation>
    </message>
    <message>
        <source>exp(%1 − row max %2) = %3&lt;br&gt;</source>
        <translation>exp(%1 − max de la ligne %2) = %3&lt;br&gt;</translation>
    </message>
    <message>
        <source>row sum of exp = %1&lt;br&gt;</source>
        <translation>somme des exp de la ligne = %1&lt;br&gt;</translation>
    </message>
    <message>
        <source>weight = %1 / %2 = &lt;b&gt;%3&lt;/b&gt;</source>
        <translation>poids = %1 / %2 = &lt;b&gt;%3&lt;/b&gt;</translation>
    </message>
    <message>
        <source>output without the what-if</source>
        <translation>sortie sans le « et si »</translation>
    </message>
    <message>
        <source>previous token</source>
        <translation>token précédent</translation>
    </message>
    <message>
        <source>induction</source>
        <translation>induction</translation>
    </message>
    <message>
        <source>duplicate token</source>
        <translation>jeton dupliqué</translation>
    </message>
    <message>
        <source>first token</source>
        <translation>premier jeton</translation>
    </message>
    <message>
        <source>layer</source>
        <translation>couche</translation>
    </message>
    <message>
        <source>head</source>
        <translation>tête</translation>
    </message>
    <message>
        <source>%1 — each head&apos;s mean attention weight while the model reads %2 random tokens twice (%3 tokens): previous token, on the token just before; induction, in the repeat, on the token that followed this token&apos;s first occurrence; duplicate token, on that first occurrence itself; first token, on position 0.</source>
        <extracomment>%1: the model; %2: how many random tokens (R); %3: 2R</extracomment>
        <translation>%1 — poids d&apos;attention moyen de chaque tête pendant que le modèle lit %2 jetons aléatoires deux fois (%3 jetons) : jeton précédent, sur le jeton juste avant ; induction, dans la répétition, sur le jeton qui a suivi la première occurrence de ce jeton ; jeton dupliqué, sur cette première occurrence elle-même ; premier jeton, sur la position 0.</translation>
    </message>
    <message>
        <source>The lesson&apos;s trained model</source>
        <translation>Le modèle entraîné de la leçon</translation>
    </message>
    <message>
        <source>The cells are hidden: they are the question&apos;s answer.</source>
        <translation>Les cases sont masquées : elles sont la réponse à la question.</translation>
    </message>
    <message>
        <source>Where a word sits: %1 — %2</source>
        <translation>Où se trouve un mot&#xa0;: %1 — %2</translation>
    </message>
    <message>
        <source>Where a word sits: %1</source>
        <translation>Où se trouve un mot&#xa0;: %1</translation>
    </message>
    <message>
        <source>, base %1</source>
        <translation>, base %1</translation>
    </message>
    <message>
        <source>ALiBi: %1 − %2 × distance %3 = &lt;b&gt;%4&lt;/b&gt;&lt;br&gt;</source>
        <translation>ALiBi&#xa0;: %1 − %2 × distance %3 = &lt;b&gt;%4&lt;/b&gt;&lt;br&gt;</translation>
    </message>
    <message>
        <source>Head %1 is not in both maps.</source>
        <translation>La tête %1 n’est pas dans les deux cartes.</translation>
    </message>
    <message>
        <source>“%2” − “%1”</source>
        <extracomment>The difference map&apos;s title: %2 minus %1, the two sentences</extracomment>
        <translation>«&#xa0;%2&#xa0;» − «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>“%2” minus “%1”, %3, cell by cell: red where the second sentence&apos;s number is larger, blue where it is smaller.</source>
        <extracomment>%1, %2: the two sentences; %3: the stage (&quot;Weights&quot;, &quot;Raw scores&quot;)</extracomment>
        <translation>«&#xa0;%2&#xa0;» moins «&#xa0;%1&#xa0;», %3, case par case&#xa0;: rouge là où le nombre de la seconde phrase est plus grand, bleu là où il est plus petit.</translation>
    </message>
    <message>
        <source>layer %1 · head %2</source>
        <extracomment>Which map a difference is of: %1 the layer, %2 the head (both from 1)</extracomment>
        <translation>couche %1 · tête %2</translation>
    </message>
    <message>
        <source>The difference compares two sentences of the same length, cell by cell: “%1” and “%3” are %2 and %4 tokens long.</source>
        <extracomment>%1, %3: the two sentences as read; %2, %4: their token counts</extracomment>
        <translation>La différence compare deux phrases de même longueur, case par case&#xa0;: «&#xa0;%1&#xa0;» et «&#xa0;%3&#xa0;» ont %2 et %4 tokens.</translation>
    </message>
    <message>
        <source>The lines are kept back with the numbers this step keeps back (they would show them).</source>
        <translation>Les lignes sont cachées, comme les nombres que cette étape garde (elles les montreraient).</translation>
    </message>
    <message>
        <source>head %1 %2</source>
        <extracomment>The head view&apos;s title under a what-if: &quot;head 2 switched off&quot;</extracomment>
        <translation>tête %1 %2</translation>
    </message>
    <message>
        <source>loss (nats)</source>
        <extracomment>The loss chart&apos;s y axis: the loss in natural-log units, as the window&apos;s chart says</extracomment>
        <translation>perte (nats)</translation>
    </message>
    <message>
        <source>without the what-if</source>
        <extracomment>The what-if effect table&apos;s rows: the model&apos;s next-token guesses without, then with it</extracomment>
        <translation>sans le « et si »</translation>
    </message>
    <message>
        <source>with the what-if</source>
        <translation>avec le « et si »</translation>
    </message>
    <message>
        <source>%1 — the next token after “%2” (token %3), without and with the what-if: the top %4 tokens and their probabilities. ␣ marks a leading space.</source>
        <extracomment>%1: the model (file — kind); %2: the token; %3: its position; %4: how many tokens per row</extracomment>
        <translation>%1 — le token suivant après « %2 » (token %3), sans et avec le « et si » : les %4 tokens les plus probables et leurs probabilités. ␣ marque une espace initiale.</translation>
    </message>
    <message>
        <source>The next token, without and with the what-if — %1</source>
        <extracomment>A slide&apos;s or handout&apos;s figure of what the what-if does to the prediction; %1: the sentence</extracomment>
        <translation>Le token suivant, sans et avec le « et si » — %1</translation>
    </message>
    <message>
        <source>The difference of the two maps</source>
        <extracomment>A step&apos;s difference map of its two sentences&apos; maps, over the map&apos;s own title</extracomment>
        <translation>La différence des deux cartes</translation>
    </message>
</context>
<context>
    <name>GetModelDialog</name>
    <message>
        <source>needs %1 of memory; this machine has %2</source>
        <translation>nécessite %1 de mémoire&#xa0;; cet ordinateur en a %2</translation>
    </message>
</context>
<context>
    <name>Handout</name>
    <message>
        <source>Your answer: ______________</source>
        <extracomment>A line on the printed handout where the student writes a number</extracomment>
        <translation>Votre réponse&#xa0;: ______________</translation>
    </message>
    <message>
        <source>Mark the cell you think is largest in the weights of “%1”, head %2, in %3’s row.</source>
        <extracomment>%1: the sentence; %2: the head&apos;s number; %3: the word whose row holds the cell</extracomment>
        <translation>Marquez la cellule qui vous semble la plus grande dans les poids de «&#xa0;%1&#xa0;», tête %2, dans la ligne de %3.</translation>
    </message>
    <message>
        <source>Mark the cell you think is largest in the weights of “%1”, head %2.</source>
        <translation>Marquez la cellule qui vous semble la plus grande dans les poids de «&#xa0;%1&#xa0;», tête %2.</translation>
    </message>
    <message>
        <source>Mark the cell you think is largest in the weights of “%1”, in %2’s row.</source>
        <translation>Marquez la cellule qui vous semble la plus grande dans les poids de «&#xa0;%1&#xa0;», dans la ligne de %2.</translation>
    </message>
    <message>
        <source>Mark the cell you think is largest in the weights of “%1”.</source>
        <translation>Marquez la cellule qui vous semble la plus grande dans les poids de «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Étape %1 sur %2</translation>
    </message>
    <message>
        <source>The answer is on page %1.</source>
        <translation>La réponse est en page %1.</translation>
    </message>
    <message>
        <source>(cannot be computed: %1)</source>
        <extracomment>An answer the handout cannot state; %1: why</extracomment>
        <translation>(ne peut pas être calculé&#xa0;: %1)</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Réponses</translation>
    </message>
    <message>
        <source>Step %1 · %2</source>
        <extracomment>The heading of a step&apos;s answer: %1 its number, %2 its title</extracomment>
        <translation>Étape %1 · %2</translation>
    </message>
    <message>
        <source>Answer: %1</source>
        <translation>Réponse&#xa0;: %1</translation>
    </message>
    <message>
        <source>Lesson</source>
        <extracomment>The handout&apos;s title when the lesson has none</extracomment>
        <translation>Leçon</translation>
    </message>
    <message>
        <source>%1 — page %2 of %3</source>
        <extracomment>The handout&apos;s page footer: %1 the lesson&apos;s title, %2 the page, %3 how many pages</extracomment>
        <translation>%1 — page %2 sur %3</translation>
    </message>
    <message>
        <source>(%1: drawn from the lesson&apos;s real model, which was not read for this handout — export it from the window with the model open)</source>
        <extracomment>%1: the figure&apos;s title</extracomment>
        <translation>(%1&#xa0;: tirée du modèle réel de la leçon, qui n&apos;a pas été lu pour ce polycopié — exportez-la depuis la fenêtre, avec le modèle ouvert)</translation>
    </message>
    <message>
        <source>Predict</source>
        <extracomment>The heading over a question on the handout: the student predicts before seeing the answer</extracomment>
        <translation>Prédisez</translation>
    </message>
    <message>
        <source>(%2: heads %1 are left out — their maps would print too small to read. A step can choose the heads its figures show: Author ▸ Edit Step…, View.)</source>
        <extracomment>%1: the heads left out of a handout&apos;s grid of maps (&quot;4, 5, 6&quot;); %2: the figure&apos;s title</extracomment>
        <translation>(%2&#xa0;: les têtes %1 sont laissées de côté — leurs cartes seraient imprimées trop petites pour être lues. Une étape peut choisir les têtes que montrent ses figures&#xa0;: Auteur ▸ Modifier l’étape…, Vue.)</translation>
    </message>
    <message>
        <source>Step %1 of %2, continued: %3</source>
        <extracomment>At the top of a handout page that goes on with a step begun on the page before: %1 the step, %2 how many, %3 its title</extracomment>
        <translation>Étape %1 sur %2, suite&#xa0;: %3</translation>
    </message>
</context>
<context>
    <name>HeadGridAccessible</name>
    <message>
        <source>strongest, %1 → %2 %3</source>
        <translation>poids le plus fort, %1 → %2&#xa0;%3</translation>
    </message>
    <message>
        <source>layer %1</source>
        <translation>couche %1</translation>
    </message>
    <message>
        <source>head %1</source>
        <translation>tête %1</translation>
    </message>
    <message>
        <source>Attention of every layer and head: %1 × %2 maps</source>
        <translation>Attention de chaque couche et de chaque tête&#xa0;: %1 × %2 cartes</translation>
    </message>
</context>
<context>
    <name>HeadTileGridAccessible</name>
    <message>
        <source>layer %1, head %2</source>
        <translation>couche %1, tête %2</translation>
    </message>
    <message>
        <source>%1: not shown (left out by the filters)</source>
        <translation>%1&#xa0;: non affichée (exclue par les filtres)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>layer %1</source>
        <translation>couche %1</translation>
    </message>
    <message>
        <source>head %1</source>
        <translation>tête %1</translation>
    </message>
    <message>
        <source>Every head of the model: %1 layers × %2 heads</source>
        <translation>Toutes les têtes du modèle&#xa0;: %1 couches × %2 têtes</translation>
    </message>
    <message>
        <source>The arrow keys choose a head; its map shows large beside the grid.</source>
        <translation>Les touches fléchées choisissent une tête&#xa0;; sa carte s&apos;affiche en grand à côté de la grille.</translation>
    </message>
</context>
<context>
    <name>HeatmapAccessible</name>
    <message>
        <source>hidden</source>
        <translation>caché</translation>
    </message>
    <message>
        <source>masked</source>
        <translation>masqué</translation>
    </message>
    <message>
        <source>no value</source>
        <translation>pas de valeur</translation>
    </message>
    <message>
        <source>Heat map of %1 × %2 cells</source>
        <translation>Carte de chaleur de %1 × %2 cellules</translation>
    </message>
    <message>
        <source>A table of values, each cell read as shown; the arrow keys move between cells.</source>
        <translation>Un tableau de valeurs, chaque cellule lue telle qu&apos;elle est affichée&#xa0;; les touches fléchées passent d&apos;une cellule à l&apos;autre.</translation>
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
Un laboratoire de bureau pour l&apos;auto-attention.

Qt %2 (compilé avec %3)
Eigen %4.%5.%6

Publié sous licence MIT. Copyright (c) les auteurs d&apos;Attention Lab.</translation>
    </message>
    <message>
        <source>About Attention Lab</source>
        <translation>À propos d&apos;Attention Lab</translation>
    </message>
    <message>
        <source>Licence:</source>
        <translation>Licence&#xa0;:</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Commande</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Touches</translation>
    </message>
    <message>
        <source>In the tables: type a value, or press on a cell and drag left or right to scrub it. In the heatmaps: hover a cell for its arithmetic, click a word to highlight it.</source>
        <translation>Dans les tableaux&#xa0;: tapez une valeur, ou appuyez sur une cellule et faites glisser vers la gauche ou la droite pour la modifier. Dans les cartes de chaleur&#xa0;: survolez une cellule pour voir son calcul, cliquez sur un mot pour le mettre en évidence.</translation>
    </message>
    <message>
        <source>%1 was not found. Looked in:
%2</source>
        <translation>%1 est introuvable. Emplacements examinés&#xa0;:
%2</translation>
    </message>
    <message>
        <source>What is this view? — %1</source>
        <translation>Qu&apos;est-ce que cette vue&#xa0;? — %1</translation>
    </message>
    <message>
        <source>What is this view?</source>
        <translation>Qu&apos;est-ce que cette vue&#xa0;?</translation>
    </message>
    <message>
        <source>Click in a pane and press F1 to read what it shows and how to read it. The panes:</source>
        <translation>Cliquez dans un panneau et appuyez sur F1 pour lire ce qu&apos;il montre et comment le lire. Les panneaux&#xa0;:</translation>
    </message>
    <message>
        <source>The panes of the window</source>
        <translation>Les panneaux de la fenêtre</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <source>&amp;What Is This View?</source>
        <translation>&amp;Qu&apos;est-ce que cette vue&#xa0;?</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Raccourcis clavier</translation>
    </message>
    <message>
        <source>&amp;Command-Line Reference</source>
        <translation>Référence de la &amp;ligne de commande</translation>
    </message>
    <message>
        <source>Command-Line Reference</source>
        <translation>Référence de la ligne de commande</translation>
    </message>
    <message>
        <source>&amp;Lesson File Format</source>
        <translation>Format du &amp;fichier de leçon</translation>
    </message>
    <message>
        <source>Lesson File Format</source>
        <translation>Format du fichier de leçon</translation>
    </message>
    <message>
        <source>&amp;About Attention Lab</source>
        <translation>À &amp;propos d&apos;Attention Lab</translation>
    </message>
    <message>
        <source>Heatmap ▸ Move the cell cursor</source>
        <translation>Carte de chaleur ▸ Déplacer le curseur de cellule</translation>
    </message>
    <message>
        <source>Arrows, Home, End, Page Up, Page Down</source>
        <translation>Flèches, Début, Fin, Page préc, Page suiv</translation>
    </message>
    <message>
        <source>Heatmap ▸ Click the cell (answers a cell question, highlights the row&apos;s word)</source>
        <translation>Carte de chaleur ▸ Cliquer sur la cellule (répond à une question de cellule, met en évidence le mot de la ligne)</translation>
    </message>
    <message>
        <source>Enter, Space</source>
        <translation>Entrée, Espace</translation>
    </message>
    <message>
        <source>Heatmap ▸ Highlight the column&apos;s word</source>
        <translation>Carte de chaleur ▸ Mettre en évidence le mot de la colonne</translation>
    </message>
    <message>
        <source>Shift+Enter</source>
        <translation>Maj+Entrée</translation>
    </message>
    <message>
        <source>Heatmap ▸ Zoom around the cursor</source>
        <translation>Carte de chaleur ▸ Zoomer autour du curseur</translation>
    </message>
    <message>
        <source>+, −</source>
        <translation>+, −</translation>
    </message>
    <message>
        <source>Vectors ▸ Choose the next or previous grey point</source>
        <translation>Vecteurs ▸ Choisir le point gris suivant ou précédent</translation>
    </message>
    <message>
        <source>N, Shift+N, Page Down, Page Up</source>
        <translation>N, Maj+N, Page suiv, Page préc</translation>
    </message>
    <message>
        <source>Vectors ▸ Move the chosen point (Shift: a finer step)</source>
        <translation>Vecteurs ▸ Déplacer le point choisi (Maj : un pas plus fin)</translation>
    </message>
    <message>
        <source>Arrows</source>
        <translation>Flèches</translation>
    </message>
    <message>
        <source>Vectors ▸ Highlight the chosen point&apos;s word</source>
        <translation>Vecteurs ▸ Mettre en évidence le mot du point choisi</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Entrée</translation>
    </message>
    <message>
        <source>Presentation ▸ Next or previous step</source>
        <translation>Présentation ▸ Étape suivante ou précédente</translation>
    </message>
    <message>
        <source>Right, Left, Page Down, Page Up, Space</source>
        <translation>Droite, Gauche, Page suiv, Page préc, Espace</translation>
    </message>
    <message>
        <source>Presentation ▸ Reveal the answer</source>
        <translation>Présentation ▸ Révéler la réponse</translation>
    </message>
    <message>
        <source>R, Return</source>
        <translation>R, Entrée</translation>
    </message>
    <message>
        <source>Presentation ▸ Another head or page of figures</source>
        <translation>Présentation ▸ Une autre tête ou page de figures</translation>
    </message>
    <message>
        <source>H, Shift+H, 1–9, F, Shift+F</source>
        <translation>H, Maj+H, 1–9, F, Maj+F</translation>
    </message>
    <message>
        <source>Presentation ▸ Leave</source>
        <translation>Présentation ▸ Quitter</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Échap</translation>
    </message>
    <message>
        <source>Heatmap, head tile ▸ Its menu: what if (switch off, cut this line), export</source>
        <translation>Carte de chaleur, vignette de tête ▸ son menu : et si (éteindre, couper cette ligne), exporter</translation>
    </message>
    <message>
        <source>Menu key, Shift+F10</source>
        <translation>Touche Menu, Maj+F10</translation>
    </message>
    <message>
        <source>Presentation ▸ Another layer of the model</source>
        <translation>Présentation ▸ Une autre couche du modèle</translation>
    </message>
    <message>
        <source>L, Shift+L</source>
        <translation>L, Maj+L</translation>
    </message>
</context>
<context>
    <name>HubText</name>
    <message>
        <source>The hub has no such revision of %1 (404).</source>
        <translation>Le hub n&apos;a pas cette révision de %1 (404).</translation>
    </message>
    <message>
        <source>%1 has no file %2 (404).</source>
        <translation>%1 n&apos;a pas de fichier %2 (404).</translation>
    </message>
    <message>
        <source>The hub has no repository %1 (404 for %2): check the name.</source>
        <translation>Le hub n&apos;a pas de dépôt %1 (404 pour %2)&#xa0;: vérifiez le nom.</translation>
    </message>
    <message>
        <source>%1 is gated (%2): accept its terms on the hub&apos;s page, then give a token (HF_TOKEN, or the token field).</source>
        <translation>%1 est à accès restreint (%2)&#xa0;: acceptez ses conditions sur sa page du hub, puis fournissez un jeton (HF_TOKEN ou le champ Jeton).</translation>
    </message>
    <message>
        <source>The hub refused %1 (%2): the repository is private or gated, or does not exist; a token with access to it is needed (HF_TOKEN, or the token field).</source>
        <translation>Le hub a refusé %1 (%2)&#xa0;: le dépôt est privé ou à accès restreint, ou n&apos;existe pas&#xa0;; il faut un jeton qui y donne accès (HF_TOKEN ou le champ Jeton).</translation>
    </message>
    <message>
        <source>%1 answered %2 for %3 of %4; try again later.</source>
        <translation>%1 a répondu %2 pour %3 de %4&#xa0;; réessayez plus tard.</translation>
    </message>
    <message>
        <source>No network: could not reach %1 (%2).</source>
        <translation>Pas de réseau&#xa0;: impossible de joindre %1 (%2).</translation>
    </message>
    <message>
        <source>%1 stopped answering while sending %2; try again to resume.</source>
        <translation>%1 a cessé de répondre pendant l&apos;envoi de %2&#xa0;; réessayez pour reprendre le téléchargement.</translation>
    </message>
    <message>
        <source>The proxy failed (%1); check the system&apos;s proxy settings.</source>
        <translation>Le proxy a échoué (%1)&#xa0;; vérifiez les paramètres de proxy du système.</translation>
    </message>
    <message>
        <source>A secure connection to %1 failed (%2).</source>
        <translation>La connexion sécurisée à %1 a échoué (%2).</translation>
    </message>
    <message>
        <source>The connection to %1 failed while fetching %2 (%3); try again to resume.</source>
        <translation>La connexion à %1 a échoué pendant le téléchargement de %2 (%3)&#xa0;; réessayez pour reprendre le téléchargement.</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 octets</translation>
    </message>
</context>
<context>
    <name>LessonPropertyCommands</name>
    <message>
        <source>title</source>
        <translation>le titre</translation>
    </message>
    <message>
        <source>description</source>
        <translation>la description</translation>
    </message>
    <message>
        <source>focus word</source>
        <translation>le mot étudié</translation>
    </message>
    <message>
        <source>author</source>
        <translation>l&apos;auteur</translation>
    </message>
    <message>
        <source>licence</source>
        <translation>la licence</translation>
    </message>
    <message>
        <source>Set the lesson&apos;s %1</source>
        <translation>Modifier %1 de la leçon</translation>
    </message>
</context>
<context>
    <name>LessonSession</name>
    <message>
        <source>Step %1</source>
        <translation>Étape %1</translation>
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
        <translation> (%1 contre %2 : %3)</translation>
    </message>
</context>
<context>
    <name>MiniHeatmapAccessible</name>
    <message>
        <source>attention map</source>
        <translation>carte d&apos;attention</translation>
    </message>
    <message>
        <source>layer %1, head %2</source>
        <translation>couche %1, tête %2</translation>
    </message>
    <message>
        <source>Rows: the word looking; columns: the word looked at. Click it to show it large.</source>
        <translation>Lignes&#xa0;: le mot qui regarde&#xa0;; colonnes&#xa0;: le mot regardé. Cliquez dessus pour l&apos;afficher en grand.</translation>
    </message>
    <message>
        <source>%1: hidden</source>
        <translation>%1&#xa0;: cachée</translation>
    </message>
    <message>
        <source>%1: no map yet</source>
        <translation>%1&#xa0;: pas encore de carte</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>ModelHeads</name>
    <message>
        <source>no pattern named: a sentence of %1 tokens is too short (rows 0 and 1 are left out)</source>
        <translation>aucun motif nommé&#xa0;: une phrase de %1 tokens est trop courte (les lignes 0 et 1 sont ignorées)</translation>
    </message>
    <message>
        <source>over rows 3 to %5 (rows 1 and 2 cannot tell the patterns apart): mean weight on the token before %1, on the first token %2, on itself %3; %4 from an even spread</source>
        <translation>sur les lignes 3 à %5 (les lignes 1 et 2 ne permettent pas de distinguer les motifs)&#xa0;: poids moyen sur le token précédent %1, sur le premier token %2, sur lui-même %3&#xa0;; %4 d&apos;une répartition uniforme</translation>
    </message>
    <message>
        <source>previous token — %1</source>
        <translation>token précédent — %1</translation>
    </message>
    <message>
        <source>first token — %1</source>
        <translation>premier token — %1</translation>
    </message>
    <message>
        <source>self — %1</source>
        <translation>lui-même — %1</translation>
    </message>
    <message>
        <source>uniform — %1</source>
        <translation>uniforme — %1</translation>
    </message>
    <message>
        <source>no clear pattern — %1</source>
        <translation>pas de motif net — %1</translation>
    </message>
    <message>
        <source>token looking</source>
        <translation>token qui regarde</translation>
    </message>
    <message>
        <source>word looking</source>
        <translation>mot qui regarde</translation>
    </message>
    <message>
        <source>token looked at</source>
        <translation>token regardé</translation>
    </message>
    <message>
        <source>word looked at</source>
        <translation>mot regardé</translation>
    </message>
    <message>
        <source>layer %1 · head %2</source>
        <translation>couche %1 · tête %2</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>tokens</translation>
    </message>
    <message>
        <source>words</source>
        <translation>mots</translation>
    </message>
    <message>
        <source>Every layer × head of the model (rows: layers; columns: heads) on %1 %2; a head with a clear pattern (previous token, first token, self, uniform) has it in its title; hatched cells above the diagonal are masked (causal).</source>
        <translation>Chaque couche × tête du modèle (lignes&#xa0;: couches&#xa0;; colonnes&#xa0;: têtes) sur %1 %2&#xa0;; une tête au motif clair (token précédent, premier token, elle-même, uniforme) le porte dans son titre&#xa0;; les cellules hachurées au-dessus de la diagonale sont masquées (causal).</translation>
    </message>
</context>
<context>
    <name>ModelSummary</name>
    <message>
        <source>%1 M</source>
        <translation>%1 M</translation>
    </message>
    <message>
        <source>%1 layers × %2 heads, d %3, %4 positions, %5 tokens, %6 weights</source>
        <translation>%1 couches × %2 têtes, d %3, %4 positions, %5 tokens, %6 poids</translation>
    </message>
    <message>
        <source>, no biases</source>
        <translation>, sans biais</translation>
    </message>
    <message>
        <source>, exact GELU</source>
        <translation>, GELU exacte</translation>
    </message>
    <message>
        <source>byte-level BPE, %1 tokens, %2 merges</source>
        <translation>BPE sur octets, %1 tokens, %2 fusions</translation>
    </message>
    <message>
        <source>characters, %1 tokens</source>
        <translation>caractères, %1 tokens</translation>
    </message>
    <message>
        <source>%1 KB</source>
        <translation>%1 Ko</translation>
    </message>
    <message>
        <source>%1 MB</source>
        <translation>%1 Mo</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation>%1 Go</translation>
    </message>
    <message>
        <source>%1: %2 (%3 in memory)</source>
        <translation>%1&#xa0;: %2 (%3 en mémoire)</translation>
    </message>
    <message>
        <source>%1; no tokenizer files</source>
        <translation>%1&#xa0;; aucun fichier de tokeniseur</translation>
    </message>
    <message>
        <source>%1; tokenizer: %2</source>
        <translation>%1&#xa0;; tokeniseur&#xa0;: %2</translation>
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
        <translation>Phrases</translation>
    </message>
    <message>
        <source>The sentences the lesson evaluates, one per line. Tick one sentence to see its attention, or two to compare them side by side: every other pane follows the ticked sentences.

Double-click a sentence to edit it. A word the embedding table does not know is marked; its menu offers &quot;Add &apos;word&apos; to the vocabulary&quot; so the sentence can be evaluated.</source>
        <translation>Les phrases que la leçon évalue, une par ligne. Cochez une phrase pour voir son attention, ou deux pour les comparer côte à côte&#xa0;: tous les autres panneaux suivent les phrases cochées.

Double-cliquez sur une phrase pour la modifier. Un mot que la table des plongements ne connaît pas est signalé&#xa0;; son menu propose de l&apos;ajouter au vocabulaire («&#xa0;Ajouter … au vocabulaire&#xa0;») pour que la phrase puisse être évaluée.</translation>
    </message>
    <message>
        <source>Embedding table</source>
        <translation>Table des plongements</translation>
    </message>
    <message>
        <source>One row per word of the vocabulary, one column per named axis (in Module 1: water, money, place, filler). A row is the word&apos;s vector before attention: the same in every sentence.

Type a value, or press on a cell and drag left or right to scrub it: every view follows at once. Read a row as &quot;how much of each meaning the word carries&quot;; two rows that point the same way give a large score. Add, rename (double-click a name) and remove words and axes here.</source>
        <translation>Une ligne par mot du vocabulaire, une colonne par axe nommé (dans le module 1&#xa0;: water, money, place, filler). Une ligne est le vecteur du mot avant l&apos;attention&#xa0;: le même dans toutes les phrases.

Tapez une valeur, ou appuyez sur une cellule et faites glisser vers la gauche ou la droite pour la modifier&#xa0;: toutes les vues suivent aussitôt. Lisez une ligne comme «&#xa0;quelle part de chaque sens le mot porte&#xa0;»&#xa0;; deux lignes qui pointent dans la même direction donnent un score élevé. Ajoutez, renommez (double-clic sur un nom) et supprimez ici des mots et des axes.</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Poids</translation>
    </message>
    <message>
        <source>The projection matrices W_Q, W_K, W_V and W_O. Each word&apos;s row in the embedding table is multiplied by W_Q to give its query, by W_K its key and by W_V its value; W_O mixes the heads&apos; outputs back together.

Rows are the input axes, columns the outputs (for several heads, h2·1 is head 2&apos;s first dimension). A matrix the current ladder step does not use is greyed out. Edit and scrub cells as in the embedding table.</source>
        <translation>Les matrices de projection W_Q, W_K, W_V et W_O. La ligne de chaque mot dans la table des plongements est multipliée par W_Q pour donner sa requête, par W_K pour sa clé et par W_V pour sa valeur&#xa0;; W_O mélange à nouveau les sorties des têtes.

Les lignes sont les axes d&apos;entrée, les colonnes les sorties (avec plusieurs têtes, h2·1 est la première dimension de la tête 2). Une matrice que l&apos;échelon actuel n&apos;utilise pas est grisée. Modifiez les cellules comme dans la table des plongements.</translation>
    </message>
    <message>
        <source>Attention</source>
        <translation>Attention</translation>
    </message>
    <message>
        <source>One heatmap per ticked sentence (and per head): row i is the word that looks, column j the word it looks at. The toolbar picks the stage: raw scores (query · key), scaled scores, masked scores (with the causal mask, words cannot see the words after them), or the weights, the softmax of each row, which add up to 1 across the row.

Bright cells in the weights are where a word takes most of its new vector from. Hover a cell for its worked arithmetic; click a word to highlight its row and column in every view.

The first two ladder steps compare no words, so every score is 0: &quot;0 · No mixing&quot; masks every word but the word itself (the weights are the identity: &quot;bank&quot; stays the same in both sentences), &quot;1 · Equal average&quot; gives every word the same weight 1/n, whoever is looking.</source>
        <translation>Une carte de chaleur par phrase cochée (et par tête)&#xa0;: la ligne i est le mot qui regarde, la colonne j le mot qu&apos;il regarde. La barre d&apos;outils choisit la phase&#xa0;: scores bruts (requête · clé), scores mis à l&apos;échelle, scores masqués (avec le masque causal, un mot ne voit pas les mots qui le suivent), ou les poids, le softmax de chaque ligne, dont la somme sur la ligne vaut 1.

Les cellules claires des poids indiquent d&apos;où un mot tire l&apos;essentiel de son nouveau vecteur. Survolez une cellule pour voir le détail du calcul&#xa0;; cliquez sur un mot pour mettre en évidence sa ligne et sa colonne dans toutes les vues.

Les deux premiers échelons ne comparent aucun mot, donc chaque score vaut 0&#xa0;: «&#xa0;0 · Aucun mélange&#xa0;» masque tous les mots sauf le mot lui-même (les poids forment l&apos;identité&#xa0;: «&#xa0;bank&#xa0;» reste le même dans les deux phrases), «&#xa0;1 · Moyenne uniforme&#xa0;» donne à chaque mot le même poids 1/n, quel que soit le mot qui regarde.</translation>
    </message>
    <message>
        <source>Vectors</source>
        <translation>Vecteurs</translation>
    </message>
    <message>
        <source>The words as points on two axes of the embedding table (or on the plane of its first two principal components). Grey dots are the rows looked up in the table, before attention; each ticked sentence draws the followed word&apos;s output as a coloured diamond, with an arrow from where it started.

The arrow shows what attention did to the word: in Module 1, &quot;bank&quot; moves towards water next to &quot;river&quot; and towards money next to &quot;money&quot;. Drag a grey point to edit that word&apos;s two plotted values.</source>
        <translation>Les mots comme des points sur deux axes de la table des plongements (ou dans le plan de ses deux premières composantes principales). Les points gris sont les lignes lues dans la table, avant l&apos;attention&#xa0;; chaque phrase cochée dessine la sortie du mot suivi par un losange coloré, avec une flèche depuis son point de départ.

La flèche montre ce que l&apos;attention a fait au mot&#xa0;: dans le module 1, «&#xa0;bank&#xa0;» se déplace vers water à côté de «&#xa0;river&#xa0;» et vers money à côté de «&#xa0;money&#xa0;». Faites glisser un point gris pour modifier les deux valeurs tracées de ce mot.</translation>
    </message>
    <message>
        <source>Blend</source>
        <translation>Mélange</translation>
    </message>
    <message>
        <source>The slow-motion blend of the highlighted word: one line per word it looks at, that word&apos;s weight times its value row, then the column sums — which are the word&apos;s output — and, for comparison, its row before attention.

Each cell uses the weight as printed, so it can be checked by hand (0.317 × 0.9 = 0.285). Large terms are the ingredients the output is mostly made of.</source>
        <translation>Le mélange au ralenti du mot mis en évidence&#xa0;: une ligne par mot qu&apos;il regarde, le poids de ce mot multiplié par sa ligne de valeurs, puis les sommes des colonnes — qui forment la sortie du mot — et, pour comparer, sa ligne avant l&apos;attention.

Chaque cellule utilise le poids tel qu&apos;il est affiché, on peut donc vérifier à la main (0,317 × 0,9 = 0,285). Les grands termes sont les ingrédients qui composent l&apos;essentiel de la sortie.</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Leçon</translation>
    </message>
    <message>
        <source>The lesson&apos;s guided steps. Each step sets the window up (ladder step, sentences, stage, the highlighted word, the panes to look at) and explains what to see; its numbers are computed from the lesson, so they follow your edits. Back and Next (Alt+Left, Alt+Right) walk the steps; &quot;Reset this step&quot; puts its view back.

A predict step asks first and hides what would give the answer away (numbers, cells or output points) until you answer or choose &quot;Show the answer&quot;. Teachers write with the Author menu: the lesson&apos;s title, focus word, author and licence; new steps from the current view, with text, a live preview and a question of each kind; update, arrange or delete them; File ▸ Course opens the built-in course, View ▸ Present (F5) shows the steps full screen.</source>
        <translation>Les étapes guidées de la leçon. Chaque étape prépare la fenêtre (échelon, phrases, phase, mot mis en évidence, panneaux à regarder) et explique ce qu&apos;il faut observer&#xa0;; ses nombres sont calculés à partir de la leçon et suivent donc vos modifications. Précédent et Suivant (Alt+Left, Alt+Right) parcourent les étapes&#xa0;; «&#xa0;Réinitialiser l&apos;étape&#xa0;» remet sa vue en place.

Une étape de prédiction pose d&apos;abord la question et cache ce qui donnerait la réponse (nombres, cellules ou points de sortie) jusqu&apos;à ce que vous répondiez ou choisissiez «&#xa0;Voir la réponse&#xa0;». Les enseignants rédigent avec le menu Rédaction&#xa0;: titre, mot étudié, auteur et licence de la leçon&#xa0;; nouvelles étapes à partir de la vue actuelle, avec texte, aperçu en direct et une question de chaque type&#xa0;; mise à jour, réorganisation ou suppression des étapes. Fichier ▸ Cours ouvre le cours intégré, Affichage ▸ Présenter (F5) montre les étapes en plein écran.</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Entraînement</translation>
    </message>
    <message>
        <source>Trains a tiny transformer on a text (the built-in bubbe corpus, or a file you open) while the window keeps working. The chart shows the training and validation loss falling: lower means the model predicts the next word better; the gap between the curves is what it memorised.

The grid shows every layer&apos;s and head&apos;s attention on the probe sentence: at step 0 it is static, after training heads look at particular words (ball → matzah). Click a head to see it large with its numbers; the timeline replays the snapshots; the next-word table lists each position&apos;s likeliest next words.</source>
        <translation>Entraîne un tout petit Transformer sur un texte (le corpus intégré bubbe, ou un fichier que vous ouvrez) pendant que la fenêtre reste utilisable. Le graphique montre la perte d&apos;entraînement et la perte de validation qui baissent&#xa0;: plus elle est basse, mieux le modèle prédit le mot suivant&#xa0;; l&apos;écart entre les courbes correspond à ce qu&apos;il a appris par cœur.

La grille montre l&apos;attention de chaque couche et de chaque tête sur la phrase sonde&#xa0;: à l&apos;étape 0 elle est statique, après l&apos;entraînement les têtes regardent des mots précis (ball → matzah). Cliquez sur une tête pour l&apos;agrandir avec ses nombres&#xa0;; la chronologie rejoue les instantanés&#xa0;; le tableau du mot suivant donne, pour chaque position, les mots suivants les plus probables.</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <source>A whole model — a real one (File ▸ Open Model…: a GPT-2 folder or a nanoGPT checkpoint) or the lesson&apos;s trained model — read on the first shown sentence.

All heads: every layer × head as a small map, each named by its clear pattern (prev: the token before; first: the first token; self; unif: spread evenly); click one to read it large, and the Attention pane follows its layer. Layers&apos; guesses: at a chosen position, the next tokens each layer would predict (its residual stream through the final LayerNorm and the output head), so you see at which layer the model &quot;knows&quot;. Rollout: how much each token flows into a chosen token through all layers (heads averaged, the residual counted as half). Generate: continues the sentence with temperature, top-k and top-p from a seed, each token with its probability.

The model&apos;s pass runs on a worker: the window stays live, the views keep the last complete pass until the new one arrives.</source>
        <translation>Un modèle complet — un vrai (Fichier ▸ Ouvrir un modèle…&#xa0;: un dossier GPT-2 ou un checkpoint nanoGPT) ou le modèle entraîné de la leçon — appliqué à la première phrase affichée.

Toutes les têtes&#xa0;: chaque couche × tête sous forme de petite carte, nommée d&apos;après son motif net (préc&#xa0;: le token précédent&#xa0;; premier&#xa0;: le premier token&#xa0;; soi&#xa0;: lui-même&#xa0;; unif&#xa0;: réparti uniformément)&#xa0;; cliquez sur l&apos;une d&apos;elles pour l&apos;agrandir, et le panneau Attention suit sa couche. Pronostics des couches&#xa0;: à une position choisie, les tokens suivants que chaque couche prédirait (son flux résiduel passé par la LayerNorm finale et la tête de sortie), pour voir à quelle couche le modèle «&#xa0;sait&#xa0;». Propagation&#xa0;: quelle part de chaque token parvient à un token choisi à travers toutes les couches (moyenne des têtes, résidu compté pour moitié). Générer&#xa0;: prolonge la phrase à partir d&apos;une graine, avec température, top-k et top-p, chaque token avec sa probabilité.

Le calcul du modèle tourne en arrière-plan&#xa0;: la fenêtre reste réactive et les vues gardent le dernier calcul complet jusqu&apos;à l&apos;arrivée du nouveau.</translation>
    </message>
    <message>
        <source>Head view</source>
        <translation>Vue des têtes</translation>
    </message>
    <message>
        <source>The shown sentence&apos;s tokens in two columns: a line from each token on the left to each token it attends to on the right, thicker and darker the larger the weight, one colour per head. Tick the heads to overlay; hover a token to see only its lines and its weights, click to keep it. It follows the Attention pane&apos;s source and layer: hand-wired attention, the trained model or a real model.</source>
        <translation>Les tokens de la phrase affichée sur deux colonnes&#xa0;: un trait relie chaque token de gauche à chaque token de droite auquel il prête attention, d&apos;autant plus épais et foncé que le poids est grand, une couleur par tête. Cochez les têtes à superposer&#xa0;; survolez un token pour ne voir que ses traits et ses poids, cliquez pour le garder. La vue suit la source et la couche du panneau Attention&#xa0;: attention réglée à la main, modèle entraîné ou modèle réel.</translation>
    </message>
    <message>
        <source>Keys: Tab or F6 brings the focus to a map (a frame shows it) and its cell cursor. The arrow keys move the cursor (Home, End: the row&apos;s first and last cell; Ctrl+Home, Ctrl+End: the corners; Page Up, Page Down: a page of rows), and the cell&apos;s words, positions, value and worked arithmetic are shown beside it, as a hover shows them. Enter or Space does what a click on the cell does: it answers a &quot;click the cell&quot; question and highlights the row&apos;s word; Shift+Enter highlights the column&apos;s word. + and − zoom around the cursor, 0 shows the whole map. While a question hides the numbers, the cursor says the value is hidden.</source>
        <translation>Touches : Tab ou F6 donne le focus à une carte (un cadre le montre) et à son curseur de cellule. Les flèches déplacent le curseur (Début, Fin : première et dernière cellule de la ligne ; Ctrl+Début, Ctrl+Fin : les coins ; Page préc., Page suiv. : une page de lignes), et à côté de la cellule s’affichent ses mots, ses positions, sa valeur et le calcul détaillé, comme au survol de la souris. Entrée ou Espace font ce que fait un clic sur la cellule : ils répondent à une question « cliquez sur la cellule » et mettent en évidence le mot de la ligne ; Maj+Entrée met en évidence le mot de la colonne. + et − zooment autour du curseur, 0 montre toute la carte. Tant qu’une question cache les nombres, le curseur indique que la valeur est cachée.</translation>
    </message>
    <message>
        <source>Keys: Tab or F6 brings the focus to the plot. N (or Page Down) chooses the next grey point, Shift+N, P (or Page Up) the one before; the chosen point is ringed and named, its values shown beside it. The arrow keys move it by 0.1 on the plotted axes (with Shift by 0.01), each press one undo step; Enter or Space highlights its word. On the plane of the principal components no point moves, by keys or by dragging: choose two named axes first.</source>
        <translation>Touches : Tab ou F6 donne le focus au graphique. N (ou Page suiv.) choisit le point gris suivant, Maj+N, P (ou Page préc.) le précédent ; le point choisi est entouré et nommé, ses valeurs affichées à côté. Les flèches le déplacent de 0,1 sur les axes tracés (avec Maj de 0,01), chaque appui étant une étape d’annulation ; Entrée ou Espace met son mot en évidence. Dans le plan des composantes principales, aucun point ne bouge, ni au clavier ni en le faisant glisser : choisissez d’abord deux axes nommés.</translation>
    </message>
    <message>
        <source>Keys: Alt+Left and Alt+Right are Back and Next. Tab reaches the choices (the arrow keys move between them, Space answers), the number field (type, then Return) and the Author button (Space opens its menu). A &quot;click the cell&quot; question is answered in the Attention pane: F6 to it, Tab to the map, the arrow keys to the cell, then Enter.</source>
        <translation>Touches : Alt+Gauche et Alt+Droite sont Précédent et Suivant. Tab atteint les choix (les flèches passent de l’un à l’autre, Espace répond), le champ numérique (tapez, puis Entrée) et le bouton Rédaction (Espace ouvre son menu). Une question « cliquez sur la cellule » se répond dans le panneau Attention : F6 pour y aller, Tab jusqu’à la carte, les flèches jusqu’à la cellule, puis Entrée.</translation>
    </message>
    <message>
        <source>Positions</source>
        <translation>Positions</translation>
    </message>
    <message>
        <source>Where a word sits, five ways. The map shows how position alone shapes a score under the toolbar&apos;s encoding (or another chosen above it): for sinusoidal and learned positions, how alike the position vectors of two places are; for RoPE, the score of the chosen query word on the chosen key word if they stood at every pair of places (each diagonal holds one value: only their distance counts); for ALiBi, each head&apos;s penalty for distance. Below it, the shift test: put a word in front of the sentence, so every word moves one place on, and see which encodings keep the score between the same two words.</source>
        <translation>Où se trouve un mot, de cinq façons. La carte montre comment la position seule façonne un score avec l&apos;encodage de la barre d&apos;outils (ou un autre choisi au-dessus)&#xa0;: pour les positions sinusoïdales et apprises, à quel point les vecteurs de position de deux places se ressemblent&#xa0;; pour RoPE, le score du mot choisi comme requête sur le mot choisi comme clé s&apos;ils se trouvaient à chaque paire de places (chaque diagonale ne contient qu&apos;une valeur&#xa0;: seule leur distance compte)&#xa0;; pour ALiBi, la pénalité de chaque tête pour la distance. En dessous, le test de décalage&#xa0;: placez un mot devant la phrase, de sorte que chaque mot avance d&apos;une place, et voyez quels encodages conservent le score entre les deux mêmes mots.</translation>
    </message>
    <message>
        <source>Keys: Insert adds a sentence, Delete removes the selected one, F2 edits it, Space ticks it.</source>
        <translation>Touches&#xa0;: Inser ajoute une phrase, Suppr retire celle sélectionnée, F2 la modifie, Espace la coche.</translation>
    </message>
    <message>
        <source>Keys: Insert adds a word; the Menu key opens the table&apos;s menu, which adds, renames and removes the current cell&apos;s word and axis.</source>
        <translation>Touches&#xa0;: Inser ajoute un mot&#xa0;; la touche Menu ouvre le menu du tableau, qui ajoute, renomme et supprime le mot et l&apos;axe de la cellule courante.</translation>
    </message>
</context>
<context>
    <name>PositionMap</name>
    <message>
        <source>the trained model&apos;s</source>
        <translation>du modèle entraîné</translation>
    </message>
    <message>
        <source>the real model&apos;s wpe</source>
        <translation>wpe du modèle réel</translation>
    </message>
    <message>
        <source>position</source>
        <translation>position</translation>
    </message>
    <message>
        <source>No positions: where a word sits changes no score. Shuffle the words and every map is shuffled with them, nothing else.</source>
        <translation>Aucune position&#xa0;: la place d&apos;un mot ne change aucun score. Mélangez les mots, et chaque carte est mélangée avec eux, rien d&apos;autre.</translation>
    </message>
    <message>
        <source>Sinusoidal positions: the dot product of the position vectors added to each word (width %1). Near positions are alike; the largest value, on the diagonal, is half the width.</source>
        <translation>Positions sinusoïdales&#xa0;: le produit scalaire des vecteurs de position ajoutés à chaque mot (largeur %1). Les positions proches se ressemblent&#xa0;; la plus grande valeur, sur la diagonale, vaut la moitié de la largeur.</translation>
    </message>
    <message>
        <source>Learned positions (%1): the cosine between the position vectors the model learned, 1 on the diagonal.</source>
        <translation>Positions apprises (%1)&#xa0;: le cosinus entre les vecteurs de position que le modèle a appris, 1 sur la diagonale.</translation>
    </message>
    <message>
        <source>position of “%1” (query)</source>
        <translation>position de «&#xa0;%1&#xa0;» (requête)</translation>
    </message>
    <message>
        <source>position of “%1” (key)</source>
        <translation>position de «&#xa0;%1&#xa0;» (clé)</translation>
    </message>
    <message>
        <source>RoPE: the score of “%1” on “%2” if they stood at these positions (base %3). Every diagonal holds one value: only the distance between the two words counts.</source>
        <translation>RoPE&#xa0;: le score de «&#xa0;%1&#xa0;» sur «&#xa0;%2&#xa0;» s&apos;ils se trouvaient à ces positions (base %3). Chaque diagonale ne contient qu&apos;une valeur&#xa0;: seule compte la distance entre les deux mots.</translation>
    </message>
    <message>
        <source>query position</source>
        <translation>position de la requête</translation>
    </message>
    <message>
        <source>key position</source>
        <translation>position de la clé</translation>
    </message>
    <message>
        <source>head %1, m = %2</source>
        <translation>tête %1, m = %2</translation>
    </message>
    <message>
        <source>ALiBi: the penalty −m·distance each head adds to its scores; 0 on the diagonal, steeper for a larger slope m.</source>
        <translation>ALiBi&#xa0;: la pénalité −m·distance que chaque tête ajoute à ses scores&#xa0;; 0 sur la diagonale, plus raide pour une pente m plus grande.</translation>
    </message>
    <message>
        <source>0 (first)</source>
        <translation>0 (première)</translation>
    </message>
    <message>
        <source>Learned positions (%1) in two dimensions: places 0 to %2 on the table&apos;s first two principal components.</source>
        <translation>Positions apprises (%1) en deux dimensions&#xa0;: les places 0 à %2 sur les deux premières composantes principales de la table.</translation>
    </message>
</context>
<context>
    <name>Printing</name>
    <message>
        <source>Cannot print to &apos;%1&apos;: the file cannot be written.</source>
        <translation>Impossible d&apos;imprimer dans «&#xa0;%1&#xa0;»&#xa0;: le fichier ne peut pas être écrit.</translation>
    </message>
    <message>
        <source>Cannot print: no printer is set up.</source>
        <translation>Impossible d&apos;imprimer&#xa0;: aucune imprimante n&apos;est configurée.</translation>
    </message>
    <message>
        <source>The printer &apos;%1&apos; could not start printing.</source>
        <translation>L&apos;imprimante «&#xa0;%1&#xa0;» n&apos;a pas pu lancer l&apos;impression.</translation>
    </message>
    <message>
        <source>Printing was cancelled.</source>
        <translation>L&apos;impression a été annulée.</translation>
    </message>
    <message>
        <source>The printer &apos;%1&apos; reported an error.</source>
        <translation>L&apos;imprimante «&#xa0;%1&#xa0;» a signalé une erreur.</translation>
    </message>
    <message>
        <source>This lesson cannot be handed out yet:

%1</source>
        <translation>Cette leçon ne peut pas encore être distribuée&#xa0;:

%1</translation>
    </message>
    <message>
        <source>This view shows nothing yet, so there is nothing to print.</source>
        <translation>Cette vue n&apos;affiche encore rien&#xa0;: il n&apos;y a rien à imprimer.</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>on</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>off</source>
        <translation>non</translation>
    </message>
    <message>
        <source>raw scores</source>
        <translation>scores bruts</translation>
    </message>
    <message>
        <source>scaled scores</source>
        <translation>scores mis à l&apos;échelle</translation>
    </message>
    <message>
        <source>masked scores</source>
        <translation>scores masqués</translation>
    </message>
    <message>
        <source>weights</source>
        <translation>poids</translation>
    </message>
    <message>
        <source>Sentences</source>
        <translation>Phrases</translation>
    </message>
    <message>
        <source>Embedding table</source>
        <translation>Table des plongements</translation>
    </message>
    <message>
        <source>Weights (Q, K, V, W_O)</source>
        <translation>Poids (Q, K, V, W_O)</translation>
    </message>
    <message>
        <source>Vectors</source>
        <translation>Vecteurs</translation>
    </message>
    <message>
        <source>Blend</source>
        <translation>Mélange</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Entraînement</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Leçon</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <source>Head view</source>
        <translation>Vue des têtes</translation>
    </message>
    <message>
        <source>%1 has no tokenizer files (vocab.json + merges.txt, tokenizer.json or meta.pkl): the lab cannot turn sentences into its tokens</source>
        <translation>%1 n&apos;a pas de fichiers de tokenizer (vocab.json + merges.txt, tokenizer.json ou meta.pkl)&#xa0;: le laboratoire ne peut pas découper les phrases en tokens</translation>
    </message>
    <message>
        <source>Not enough memory to open %1.</source>
        <translation>Mémoire insuffisante pour ouvrir %1.</translation>
    </message>
    <message>
        <source>Not enough memory for a pass of this sentence.</source>
        <translation>Mémoire insuffisante pour calculer cette phrase.</translation>
    </message>
    <message>
        <source>Export Figure</source>
        <translation>Exporter la figure</translation>
    </message>
    <message>
        <source>Export &amp;Figure Set…</source>
        <translation>Exporter la série de &amp;figures…</translation>
    </message>
    <message>
        <source>Write every view of the lesson into a folder as PNG figures</source>
        <translation>Enregistrer chaque vue de la leçon dans un dossier, sous forme de figures PNG</translation>
    </message>
    <message>
        <source>Export Figure Set Into</source>
        <translation>Exporter la série de figures dans</translation>
    </message>
    <message>
        <source>Export Figure Set</source>
        <translation>Exporter la série de figures</translation>
    </message>
    <message numerus="yes">
        <source>%1

%n figure(s) were written before the problem.</source>
        <translation>
            <numerusform>%1

%n figure avait été écrite avant le problème.</numerusform>
            <numerusform>%1

%n figures avaient été écrites avant le problème.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n figure(s) into %1.</source>
        <translation>
            <numerusform>%n figure écrite dans %1.</numerusform>
            <numerusform>%n figures écrites dans %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exporter</translation>
    </message>
    <message>
        <source>This view shows nothing yet, so there is nothing to export.</source>
        <translation>Cette vue n&apos;affiche encore rien&#xa0;: il n&apos;y a rien à exporter.</translation>
    </message>
    <message>
        <source>Export as %1</source>
        <translation>Exporter en %1</translation>
    </message>
    <message>
        <source>Export View</source>
        <translation>Exporter la vue</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exporter…</translation>
    </message>
    <message>
        <source>Copy as Image</source>
        <translation>Copier comme image</translation>
    </message>
    <message>
        <source>Copy as %1</source>
        <translation>Copier en %1</translation>
    </message>
    <message>
        <source>Export as %1…</source>
        <translation>Exporter en %1…</translation>
    </message>
    <message>
        <source>This view has no figure to export.</source>
        <translation>Cette vue n&apos;a pas de figure à exporter.</translation>
    </message>
    <message>
        <source>This view is not a matrix, so it has no %1 to write.</source>
        <translation>Cette vue n&apos;est pas une matrice&#xa0;: elle n&apos;a pas de %1 à écrire.</translation>
    </message>
    <message>
        <source>This view shows nothing yet, so there is no %1 to write.</source>
        <translation>Cette vue n&apos;affiche encore rien&#xa0;: il n&apos;y a pas de %1 à écrire.</translation>
    </message>
    <message>
        <source>Cannot write &apos;%1&apos;: %2</source>
        <translation>Impossible d&apos;écrire «&#xa0;%1&#xa0;»&#xa0;: %2</translation>
    </message>
    <message>
        <source>Export &amp;View…</source>
        <translation>Exporter la &amp;vue…</translation>
    </message>
    <message>
        <source>Export the view that has the focus as PNG, SVG or PDF</source>
        <translation>Exporter la vue active en PNG, SVG ou PDF</translation>
    </message>
    <message>
        <source>Click the view you want to export first (a heatmap, the loss chart, the heads grid…).</source>
        <translation>Cliquez d&apos;abord sur la vue à exporter (une carte de chaleur, le graphique de perte, la grille des têtes…).</translation>
    </message>
    <message>
        <source>By %1</source>
        <translation>Par %1</translation>
    </message>
    <message>
        <source>the unsaved lesson “%1”</source>
        <translation>la leçon non enregistrée «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>Restore unsaved changes?</source>
        <translation>Restaurer les modifications non enregistrées&#xa0;?</translation>
    </message>
    <message>
        <source>Attention Lab did not close normally last time. A recovery copy of %1 with unsaved changes was found.

Restore it? (Nothing is overwritten until you save.) Discard removes the copy.</source>
        <translation>Attention Lab ne s&apos;est pas fermé normalement la dernière fois. Une copie de secours de %1 avec des modifications non enregistrées a été trouvée.

La restaurer&#xa0;? (Rien n&apos;est écrasé tant que vous n&apos;enregistrez pas.) «&#xa0;Ne pas enregistrer&#xa0;» supprime la copie.</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Restaurer</translation>
    </message>
    <message>
        <source>‘%1’ is not a number: type a value such as 0.45 or -1.2</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas un nombre&#xa0;: tapez une valeur comme 0,45 ou -1,2</translation>
    </message>
    <message>
        <source>NaN and infinity are not allowed: type a finite number such as 0.45</source>
        <translation>NaN et l&apos;infini ne sont pas acceptés&#xa0;: tapez un nombre fini comme 0,45</translation>
    </message>
    <message>
        <source>%1 is too large: values must lie between -1e6 and 1e6</source>
        <translation>%1 est trop grand&#xa0;: les valeurs doivent être comprises entre -1e6 et 1e6</translation>
    </message>
    <message>
        <source>Not enough memory to generate from this prompt.</source>
        <translation>Mémoire insuffisante pour générer à partir de cette amorce.</translation>
    </message>
    <message>
        <source>× %1</source>
        <translation>× %1</translation>
    </message>
    <message>
        <source>= output</source>
        <translation>= sortie</translation>
    </message>
    <message>
        <source>before (%1)</source>
        <translation>avant (%1)</translation>
    </message>
    <message>
        <source>lookup row</source>
        <translation>ligne de la table</translation>
    </message>
    <message>
        <source>weight</source>
        <translation>poids</translation>
    </message>
    <message>
        <source>… (%1 terms)</source>
        <translation>… (%1 termes)</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; = %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; = %2</translation>
    </message>
    <message>
        <source> (blending value rows v = x·W_V)</source>
        <translation> (mélange des lignes de valeurs v = x·W_V)</translation>
    </message>
    <message>
        <source> (no mixing: only its own row)</source>
        <translation> (aucun mélange&#xa0;: seulement sa propre ligne)</translation>
    </message>
    <message>
        <source> (equal average: the same shares for every word)</source>
        <translation> (moyenne uniforme&#xa0;: les mêmes parts pour chaque mot)</translation>
    </message>
    <message>
        <source>, head %1</source>
        <translation>, tête %1</translation>
    </message>
    <message>
        <source>Raw scores  none (all 0)</source>
        <translation>Scores bruts  aucun (tous à 0)</translation>
    </message>
    <message>
        <source>Scaled scores  none (all 0)</source>
        <translation>Scores mis à l&apos;échelle  aucun (tous à 0)</translation>
    </message>
    <message>
        <source>Masked scores  only the word itself</source>
        <translation>Scores masqués  seul le mot lui-même</translation>
    </message>
    <message>
        <source>Masked scores</source>
        <translation>Scores masqués</translation>
    </message>
    <message>
        <source>Weights  identity</source>
        <translation>Poids  identité</translation>
    </message>
    <message>
        <source>Weights  equal shares 1/n</source>
        <translation>Poids  parts égales 1/n</translation>
    </message>
    <message>
        <source>Raw scores  X·Xᵀ</source>
        <translation>Scores bruts  X·Xᵀ</translation>
    </message>
    <message>
        <source>Raw scores  Q·Kᵀ</source>
        <translation>Scores bruts  Q·Kᵀ</translation>
    </message>
    <message>
        <source>Scaled scores  X·Xᵀ·s</source>
        <translation>Scores mis à l&apos;échelle  X·Xᵀ·s</translation>
    </message>
    <message>
        <source>Scaled scores  Q·Kᵀ·s</source>
        <translation>Scores mis à l&apos;échelle  Q·Kᵀ·s</translation>
    </message>
    <message>
        <source>Weights  softmax of each row</source>
        <translation>Poids  softmax de chaque ligne</translation>
    </message>
    <message>
        <source>No scores: this step compares no words, so every score is 0</source>
        <translation>Pas de scores&#xa0;: cet échelon ne compare aucun mot, donc chaque score vaut 0</translation>
    </message>
    <message>
        <source>No mixing: every word but the word itself is masked (−∞)</source>
        <translation>Aucun mélange&#xa0;: tous les mots sauf le mot lui-même sont masqués (−∞)</translation>
    </message>
    <message>
        <source>No mixing: weights = identity, each word&apos;s output is its own row</source>
        <translation>Aucun mélange&#xa0;: poids = identité, la sortie de chaque mot est sa propre ligne</translation>
    </message>
    <message>
        <source>Equal average: −∞ above the diagonal (causal), 0 elsewhere</source>
        <translation>Moyenne uniforme&#xa0;: −∞ au-dessus de la diagonale (causal), 0 ailleurs</translation>
    </message>
    <message>
        <source>Equal average: nothing masked (causal off), every score 0</source>
        <translation>Moyenne uniforme&#xa0;: rien de masqué (causal désactivé), chaque score vaut 0</translation>
    </message>
    <message>
        <source>Equal average: softmax of equal scores, word i gives 1/i to each word up to itself</source>
        <translation>Moyenne uniforme&#xa0;: softmax de scores égaux, le mot i donne 1/i à chaque mot jusqu&apos;à lui-même</translation>
    </message>
    <message>
        <source>Equal average: softmax of equal scores, every weight 1/n</source>
        <translation>Moyenne uniforme&#xa0;: softmax de scores égaux, chaque poids vaut 1/n</translation>
    </message>
    <message>
        <source>0 · No mixing</source>
        <translation>0 · Aucun mélange</translation>
    </message>
    <message>
        <source>1 · Equal average</source>
        <translation>1 · Moyenne uniforme</translation>
    </message>
    <message>
        <source>2 · Simple  X·Xᵀ</source>
        <translation>2 · Simple  X·Xᵀ</translation>
    </message>
    <message>
        <source>3 · Scaled Q·K·V</source>
        <translation>3 · Q·K·V mise à l&apos;échelle</translation>
    </message>
    <message>
        <source>4 · Multi-head</source>
        <translation>4 · Multi-têtes</translation>
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
        <translation>Caché jusqu&apos;à la réponse à la question : cette vue ne peut pas encore être exportée, copiée ni imprimée.</translation>
    </message>
    <message>
        <source>What if</source>
        <translation>Et si</translation>
    </message>
    <message>
        <source>What if …</source>
        <translation>Et si …</translation>
    </message>
    <message>
        <source>Cut this line: %1 → %2</source>
        <translation>Couper cette ligne : %1 → %2</translation>
    </message>
    <message>
        <source>Clear the what-ifs</source>
        <translation>Retirer tous les « et si »</translation>
    </message>
    <message>
        <source>Not enough memory for this patching map.</source>
        <translation>Pas assez de mémoire pour cette carte de patching.</translation>
    </message>
    <message>
        <source>The what-if changed: %1</source>
        <translation>Le « et si » a changé : %1</translation>
    </message>
    <message>
        <source>Not enough memory for this test.</source>
        <translation>Pas assez de mémoire pour ce test.</translation>
    </message>
    <message>
        <source>= without the what-if</source>
        <translation>= sans le « et si »</translation>
    </message>
    <message>
        <source>Positions</source>
        <translation>Positions</translation>
    </message>
</context>
<context>
    <name>SafeMarkdown</name>
    <message>
        <source>[image: %1]</source>
        <extracomment>Stands in a lesson&apos;s text (window, slides, handout) for an image it does not load; %1: the image&apos;s address</extracomment>
        <translation>[image&#xa0;: %1]</translation>
    </message>
</context>
<context>
    <name>SentenceCommands</name>
    <message>
        <source>Add sentence %1</source>
        <translation>Ajouter la phrase %1</translation>
    </message>
    <message>
        <source>Edit sentence to %1</source>
        <translation>Remplacer la phrase par %1</translation>
    </message>
    <message>
        <source>Remove sentence %1</source>
        <translation>Supprimer la phrase %1</translation>
    </message>
</context>
<context>
    <name>SentenceTokens</name>
    <message>
        <source>The model has no tokenizer files (vocab.json + merges.txt, tokenizer.json or meta.pkl).</source>
        <translation>Le modèle n&apos;a pas de fichiers de tokenizer (vocab.json + merges.txt, tokenizer.json ou meta.pkl).</translation>
    </message>
    <message>
        <source>The model cannot read this sentence: %1.</source>
        <translation>Le modèle ne peut pas lire cette phrase&#xa0;: %1.</translation>
    </message>
    <message>
        <source>The sentence is empty: type at least one character the model reads.</source>
        <translation>La phrase est vide&#xa0;: tapez au moins un caractère que le modèle sait lire.</translation>
    </message>
    <message>
        <source>The token at position %1 (from 0) has id %2, outside the model&apos;s vocabulary of %3.</source>
        <translation>Le token en position %1 (à partir de 0) a l&apos;identifiant %2, hors du vocabulaire du modèle (%3 tokens).</translation>
    </message>
    <message>
        <source>This sentence has %1 tokens; the model reads at most %2.</source>
        <translation>Cette phrase compte %1 tokens&#xa0;; le modèle en lit au plus %2.</translation>
    </message>
</context>
<context>
    <name>SetValuesCommand</name>
    <message>
        <source>Set %1 · %2 to %3</source>
        <translation>Mettre %1 · %2 à %3</translation>
    </message>
    <message>
        <source>Move %1 to %2</source>
        <translation>Déplacer %1 vers %2</translation>
    </message>
    <message>
        <source>Set %1[%2, %3] to %4</source>
        <translation>Mettre %1[%2, %3] à %4</translation>
    </message>
</context>
<context>
    <name>StepCommands</name>
    <message>
        <source>Add step %1</source>
        <translation>Ajouter l&apos;étape %1</translation>
    </message>
    <message>
        <source>Edit step %1</source>
        <translation>Modifier l&apos;étape %1</translation>
    </message>
    <message>
        <source>Move step %1 to %2</source>
        <translation>Déplacer l&apos;étape %1 en position %2</translation>
    </message>
    <message>
        <source>Delete step %1</source>
        <translation>Supprimer l&apos;étape %1</translation>
    </message>
</context>
<context>
    <name>TrainingSettings</name>
    <message>
        <source>Steps</source>
        <translation>Étapes</translation>
    </message>
    <message>
        <source>Learning rate</source>
        <translation>Taux d&apos;apprentissage</translation>
    </message>
    <message>
        <source>Context T</source>
        <translation>Contexte T</translation>
    </message>
    <message>
        <source>Width d</source>
        <translation>Largeur d</translation>
    </message>
    <message>
        <source>Heads h</source>
        <translation>Têtes h</translation>
    </message>
    <message>
        <source>Layers L</source>
        <translation>Couches L</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>Lot</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Graine</translation>
    </message>
    <message>
        <source>%1: enter a value</source>
        <translation>%1&#xa0;: saisissez une valeur</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a number</source>
        <translation>%1&#xa0;: «&#xa0;%2&#xa0;» n&apos;est pas un nombre</translation>
    </message>
    <message>
        <source>%1: expected a number above 0 and at most 10, got %2</source>
        <translation>%1&#xa0;: un nombre supérieur à 0 et au plus égal à 10 est attendu, reçu %2</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a whole number</source>
        <translation>%1&#xa0;: «&#xa0;%2&#xa0;» n&apos;est pas un nombre entier</translation>
    </message>
    <message>
        <source>%1: expected %2 to %3, got %4</source>
        <translation>%1&#xa0;: valeur attendue de %2 à %3, reçu %4</translation>
    </message>
    <message>
        <source>Heads h: %1 does not divide the width d = %2</source>
        <translation>Têtes h&#xa0;: %1 ne divise pas la largeur d = %2</translation>
    </message>
    <message>
        <source>Context T: the corpus has %1 training tokens; a context of %2 needs at least %3</source>
        <translation>Contexte T&#xa0;: le corpus a %1 tokens d&apos;entraînement&#xa0;; un contexte de %2 en demande au moins %3</translation>
    </message>
    <message>
        <source>Heads h: RoPE turns pairs of numbers, and each head has %1 (d / h), an odd number</source>
        <translation>Têtes h&#xa0;: RoPE fait tourner des paires de nombres, et chaque tête en a %1 (d / h), un nombre impair</translation>
    </message>
    <message>
        <source>learned positions</source>
        <translation>positions apprises</translation>
    </message>
    <message>
        <source>sinusoidal positions</source>
        <translation>positions sinusoïdales</translation>
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
        <translation>aucune position</translation>
    </message>
    <message>
        <source>%1, attention only</source>
        <translation>%1, attention seule</translation>
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
        <translation>%1 (table)&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1′ (output of word %2 in “%3”): %4</source>
        <translation>%1′ (sortie du mot %2 dans «&#xa0;%3&#xa0;»)&#xa0;: %4</translation>
    </message>
    <message>
        <source>Vectors: %1 against %2</source>
        <translation>Vecteurs&#xa0;: %1 en fonction de %2</translation>
    </message>
    <message>
        <source>Every word&apos;s lookup point, then each shown sentence&apos;s output points. N and Shift+N select a word&apos;s point, the arrow keys move it.</source>
        <translation>Le point de chaque mot dans la table, puis les points de sortie de chaque phrase affichée. N et Shift+N sélectionnent le point d&apos;un mot, les touches fléchées le déplacent.</translation>
    </message>
</context>
<context>
    <name>VocabularyCommands</name>
    <message>
        <source>Add word ‘%1’</source>
        <translation>Ajouter le mot «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>Add ‘%1’ to the vocabulary</source>
        <translation>Ajouter «&#xa0;%1&#xa0;» au vocabulaire</translation>
    </message>
    <message>
        <source>Rename word ‘%1’ to ‘%2’</source>
        <translation>Renommer le mot «&#xa0;%1&#xa0;» en «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>Remove word ‘%1’</source>
        <translation>Supprimer le mot «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>Add axis ‘%1’</source>
        <translation>Ajouter l&apos;axe «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>Rename axis ‘%1’ to ‘%2’</source>
        <translation>Renommer l&apos;axe «&#xa0;%1&#xa0;» en «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>Remove axis ‘%1’</source>
        <translation>Supprimer l&apos;axe «&#xa0;%1&#xa0;»</translation>
    </message>
</context>
<context>
    <name>WhatIf</name>
    <message>
        <source>Undo the what-if: %1</source>
        <extracomment>An undo text; %1: the intervention taken back (&quot;head 2 switched off&quot;)</extracomment>
        <translation>Annuler le « et si » : %1</translation>
    </message>
    <message>
        <source>Clear the what-ifs</source>
        <translation>Retirer tous les « et si »</translation>
    </message>
    <message>
        <source>every head</source>
        <translation>chaque tête</translation>
    </message>
    <message>
        <source>head %1</source>
        <translation>tête %1</translation>
    </message>
    <message>
        <source>every layer</source>
        <translation>chaque couche</translation>
    </message>
    <message>
        <source>layer %1</source>
        <translation>couche %1</translation>
    </message>
    <message>
        <source>%1 mean-ablated</source>
        <extracomment>%1: a head (&quot;head 2&quot;, &quot;layer 1 · head 2&quot;)</extracomment>
        <translation>%1 remplacée par sa moyenne</translation>
    </message>
    <message>
        <source>%1 switched off</source>
        <translation>%1 éteinte</translation>
    </message>
    <message>
        <source>only %1 kept (the others mean-ablated)</source>
        <extracomment>%1: a head; the other heads of its layer are switched off</extracomment>
        <translation>seule %1 gardée (les autres remplacées par leur moyenne)</translation>
    </message>
    <message>
        <source>only %1 kept</source>
        <translation>seule %1 gardée</translation>
    </message>
    <message>
        <source>%1 patched from the clean prompt</source>
        <translation>%1 reprise du prompt propre</translation>
    </message>
    <message>
        <source>What if: %1</source>
        <extracomment>The label on every view drawn under an intervention; %1: what was done</extracomment>
        <translation>Et si : %1</translation>
    </message>
    <message>
        <source>Mean-ablate %1</source>
        <extracomment>An undo text; %1: a head (&quot;head 2&quot;, &quot;layer 1 · head 2&quot;)</extracomment>
        <translation>Remplacer %1 par sa moyenne</translation>
    </message>
    <message>
        <source>Switch off %1</source>
        <translation>Éteindre %1</translation>
    </message>
    <message>
        <source>Keep only %1</source>
        <translation>Garder seulement %1</translation>
    </message>
    <message>
        <source>Patch %1</source>
        <translation>Reprendre %1</translation>
    </message>
    <message>
        <source>%1 · line %2 cut</source>
        <extracomment>%1: a head; %2: a line between two token positions from 0 (&quot;2 → 1&quot;: the query, the key)</extracomment>
        <translation>%1 · ligne %2 coupée</translation>
    </message>
    <message>
        <source>Cut the line %2 in %1</source>
        <extracomment>An undo text; %1: a head; %2: a line between two token positions (&quot;2 → 1&quot;)</extracomment>
        <translation>Couper la ligne %2 dans %1</translation>
    </message>
    <message>
        <source>%1 (on every step of this lesson)</source>
        <extracomment>A what-if saved in the lesson, shown on every step; %1: &quot;What if: layer 1 · head 2 switched off&quot;</extracomment>
        <translation>%1 (à chaque étape de cette leçon)</translation>
    </message>
</context>
<context>
    <name>attn::app::MainWindow</name>
    <message>
        <source>Sentences</source>
        <translation>Phrases</translation>
    </message>
    <message>
        <source>Embedding table</source>
        <translation>Table des plongements</translation>
    </message>
    <message>
        <source>Weights W_Q · W_K · W_V · W_O</source>
        <translation>Poids W_Q · W_K · W_V · W_O</translation>
    </message>
    <message>
        <source>Vectors</source>
        <translation>Vecteurs</translation>
    </message>
    <message>
        <source>Blend, term by term</source>
        <translation>Mélange, terme à terme</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Entraînement</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <source>Head view</source>
        <translation>Vue des têtes</translation>
    </message>
    <message>
        <source>The Attention pane shows the lesson&apos;s trained model: choose “Hand-wired attention” there to climb the ladder.</source>
        <translation>Le panneau Attention montre le modèle entraîné de la leçon&#xa0;: choisissez-y «&#xa0;Attention réglée à la main&#xa0;» pour gravir l&apos;échelle.</translation>
    </message>
    <message>
        <source>Drag a number in the embedding table or a grey point in the plot: every view follows.</source>
        <translation>Faites glisser un nombre de la table des plongements ou un point gris du graphique&#xa0;: toutes les vues suivent.</translation>
    </message>
    <message>
        <source>Pane: %1</source>
        <translation>Panneau&#xa0;: %1</translation>
    </message>
    <message>
        <source>Attention</source>
        <translation>Attention</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Nouveau</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>Open &amp;Model…</source>
        <translation>Ouvrir un &amp;modèle…</translation>
    </message>
    <message>
        <source>Open a GPT-2 folder (Hugging Face) or a nanoGPT checkpoint as a new lesson about it</source>
        <translation>Ouvrir un dossier GPT-2 (Hugging Face) ou un checkpoint nanoGPT comme nouvelle leçon à son sujet</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Fichiers &amp;récents</translation>
    </message>
    <message>
        <source>&amp;Built-in Lessons</source>
        <translation>&amp;Leçons intégrées</translation>
    </message>
    <message>
        <source>&amp;Import Model…</source>
        <translation>&amp;Importer un modèle…</translation>
    </message>
    <message>
        <source>Open a model saved from PyTorch (TinyGPT&apos;s names, safetensors) as a new lesson</source>
        <translation>Ouvrir un modèle enregistré depuis PyTorch (noms de TinyGPT, safetensors) comme nouvelle leçon</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>Zoom &amp;avant</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Zoom a&amp;rrière</translation>
    </message>
    <message>
        <source>&amp;Actual Size</source>
        <translation>&amp;Taille réelle</translation>
    </message>
    <message>
        <source>Ne&amp;xt Pane</source>
        <translation>Panneau sui&amp;vant</translation>
    </message>
    <message>
        <source>Pre&amp;vious Pane</source>
        <translation>Panneau &amp;précédent</translation>
    </message>
    <message>
        <source>&amp;Reset Layout</source>
        <translation>Réinitialiser la &amp;disposition</translation>
    </message>
    <message>
        <source>√d &amp;Experiment…</source>
        <translation>&amp;Expérience √d…</translation>
    </message>
    <message>
        <source>Zoom %1%</source>
        <translation>Zoom %1%</translation>
    </message>
    <message>
        <source>%1[*] — Attention Lab</source>
        <translation>%1[*] — Attention Lab</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Sans titre</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <source>The lesson has changes that are not saved. Save them first?</source>
        <translation>La leçon contient des modifications non enregistrées. Les enregistrer d&apos;abord&#xa0;?</translation>
    </message>
    <message>
        <source>Could not open %1 as a lesson:
%2

The open lesson is unchanged.</source>
        <translation>Impossible d&apos;ouvrir %1 comme leçon&#xa0;:
%2

La leçon ouverte n&apos;a pas changé.</translation>
    </message>
    <message>
        <source>Open lesson</source>
        <translation>Ouvrir une leçon</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 ouvert</translation>
    </message>
    <message>
        <source>%1 is open, but %2.

Put the missing file there to use the model; the lesson&apos;s own views work without it.</source>
        <translation>%1 est ouvert, mais %2.

Placez le fichier manquant à cet endroit pour utiliser le modèle&#xa0;; les vues propres à la leçon fonctionnent sans lui.</translation>
    </message>
    <message>
        <source>Could not save the lesson to %1:
%2

Your changes are still open here. Choose Save As to keep them in another place.</source>
        <translation>Impossible d&apos;enregistrer la leçon dans %1&#xa0;:
%2

Vos modifications sont toujours ouvertes ici. Choisissez Enregistrer sous pour les conserver ailleurs.</translation>
    </message>
    <message>
        <source>Save lesson</source>
        <translation>Enregistrer la leçon</translation>
    </message>
    <message>
        <source>Save As…</source>
        <translation>Enregistrer sous…</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <source>Save lesson as</source>
        <translation>Enregistrer la leçon sous</translation>
    </message>
    <message>
        <source>Imported from %1</source>
        <translation>Importé de %1</translation>
    </message>
    <message>
        <source>A model imported from %1. The embedding table is its token embedding; type sentences in its vocabulary to read its heads.</source>
        <translation>Un modèle importé de %1. La table des plongements est le plongement de ses tokens&#xa0;; tapez des phrases avec son vocabulaire pour lire ses têtes.</translation>
    </message>
    <message>
        <source>Could not import %1 as a model:
%2

The open lesson is unchanged.</source>
        <translation>Impossible d&apos;importer %1 comme modèle&#xa0;:
%2

La leçon ouverte n&apos;a pas changé.</translation>
    </message>
    <message>
        <source>Import model</source>
        <translation>Importer un modèle</translation>
    </message>
    <message>
        <source>Imported %1 — save it to keep it as a lesson</source>
        <translation>%1 importé — enregistrez-le pour le garder comme leçon</translation>
    </message>
    <message>
        <source>The file does not say how many attention heads the model has.
Heads (each a slice of the width %1):</source>
        <translation>Le fichier n&apos;indique pas combien de têtes d&apos;attention a le modèle.
Têtes (chacune une tranche de la largeur %1)&#xa0;:</translation>
    </message>
    <message>
        <source>The file has no vocabulary: choose its words (JSON array or one per line, in id order)</source>
        <translation>Le fichier n&apos;a pas de vocabulaire&#xa0;: choisissez ses mots (tableau JSON ou un par ligne, dans l&apos;ordre des identifiants)</translation>
    </message>
    <message>
        <source>Opening the model %1 …</source>
        <translation>Ouverture du modèle %1 …</translation>
    </message>
    <message>
        <source>A lesson about the model %1 (%2). The lesson points at the model&apos;s files rather than holding them. Its embedding table is the sentences&apos; words on the first two principal components (pc1, pc2) of the model&apos;s token embeddings.</source>
        <translation>Une leçon sur le modèle %1 (%2). La leçon renvoie aux fichiers du modèle sans les contenir. Sa table des plongements place les mots des phrases sur les deux premières composantes principales (pc1, pc2) des plongements des tokens du modèle.</translation>
    </message>
    <message>
        <source>Could not open %1 as a model:
%2

The open lesson is unchanged.</source>
        <translation>Impossible d&apos;ouvrir %1 comme modèle&#xa0;:
%2

La leçon ouverte n&apos;a pas changé.</translation>
    </message>
    <message>
        <source>Open model</source>
        <translation>Ouvrir un modèle</translation>
    </message>
    <message>
        <source>Open model: a Hugging Face GPT-2 folder&apos;s config.json or model.safetensors, or a nanoGPT file</source>
        <translation>Ouvrir un modèle&#xa0;: le config.json ou le model.safetensors d&apos;un dossier GPT-2 Hugging Face, ou un fichier nanoGPT</translation>
    </message>
    <message>
        <source>Models (config.json *.safetensors *.pt *.pth *.ckpt *.bin);;All files (*)</source>
        <translation>Modèles (config.json *.safetensors *.pt *.pth *.ckpt *.bin);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>layer %1 of %2</source>
        <translation>couche %1 sur %2</translation>
    </message>
    <message>
        <source>Sentence %1: the model&apos;s pass, layer by layer</source>
        <translation>Phrase %1&#xa0;: le calcul du modèle, couche par couche</translation>
    </message>
    <message>
        <source>Opening the model …</source>
        <translation>Ouverture du modèle …</translation>
    </message>
    <message>
        <source>Model: %1</source>
        <translation>Modèle&#xa0;: %1</translation>
    </message>
    <message>
        <source>The model could not be opened: %1</source>
        <translation>Le modèle n&apos;a pas pu être ouvert&#xa0;: %1</translation>
    </message>
    <message>
        <source>opening</source>
        <translation>ouverture</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Leçon</translation>
    </message>
    <message>
        <source>This question&apos;s sentence was removed from the lesson: Edit ▸ Undo brings it back, or Author ▸ Edit Step… asks about another.</source>
        <translation>La phrase de cette question a été retirée de la leçon&#xa0;: Édition ▸ Annuler la fait revenir, ou Rédaction ▸ Modifier l&apos;étape… permet d&apos;en choisir une autre.</translation>
    </message>
    <message>
        <source>This question is about the map of “%1”: click a cell there.</source>
        <translation>Cette question porte sur la carte de «&#xa0;%1&#xa0;»&#xa0;: cliquez sur une cellule de cette carte.</translation>
    </message>
    <message>
        <source>&amp;Course</source>
        <translation>&amp;Cours</translation>
    </message>
    <message>
        <source>Lesson &amp;Properties…</source>
        <translation>&amp;Propriétés de la leçon…</translation>
    </message>
    <message>
        <source>Previous Step</source>
        <translation>Étape précédente</translation>
    </message>
    <message>
        <source>Next Step</source>
        <translation>Étape suivante</translation>
    </message>
    <message>
        <source>Export &amp;Handout…</source>
        <translation>Exporter le pol&amp;ycopié…</translation>
    </message>
    <message>
        <source>Write the lesson&apos;s steps as a PDF: text, figures, questions, and the answers at the end</source>
        <translation>Écrire les étapes de la leçon dans un PDF&#xa0;: texte, figures, questions, et les réponses à la fin</translation>
    </message>
    <message>
        <source>&amp;Present</source>
        <translation>Pré&amp;senter</translation>
    </message>
    <message>
        <source>Show the current step full screen for a room (arrows move, R reveals, Esc leaves)</source>
        <translation>Afficher l&apos;étape actuelle en plein écran pour la classe (flèches&#xa0;: avancer ou reculer, R&#xa0;: révéler, Esc&#xa0;: quitter)</translation>
    </message>
    <message>
        <source>Handout written to %1</source>
        <translation>Polycopié écrit dans %1</translation>
    </message>
    <message>
        <source>Export Handout</source>
        <translation>Exporter le polycopié</translation>
    </message>
    <message>
        <source>The handout was not written.

%1</source>
        <translation>Le polycopié n&apos;a pas été écrit.

%1</translation>
    </message>
    <message>
        <source>This lesson cannot be handed out yet:

%1</source>
        <translation>Cette leçon ne peut pas encore être distribuée&#xa0;:

%1</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>The language of the menus, panes, figures and handouts</source>
        <translation>La langue des menus, des panneaux, des figures et des polycopiés</translation>
    </message>
    <message>
        <source>System Default</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>Attention Lab will show the new language the next time it starts.</source>
        <translation>Attention Lab affichera la nouvelle langue au prochain démarrage.</translation>
    </message>
    <message>
        <source>&amp;Restart Now</source>
        <translation>&amp;Redémarrer maintenant</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>Plus &amp;tard</translation>
    </message>
    <message>
        <source>Could not start Attention Lab again: start it yourself to see the new language.</source>
        <translation>Impossible de relancer Attention Lab&#xa0;: relancez-le vous-même pour voir la nouvelle langue.</translation>
    </message>
    <message>
        <source>&amp;Print Handout…</source>
        <translation>Im&amp;primer le polycopié…</translation>
    </message>
    <message>
        <source>Print Vie&amp;w…</source>
        <translation>Imprimer la v&amp;ue…</translation>
    </message>
    <message>
        <source>Nothing to print: this lesson has no steps (add them in the Lesson pane)</source>
        <translation>Rien à imprimer&#xa0;: cette leçon n&apos;a pas d&apos;étapes (ajoutez-en dans le panneau Leçon)</translation>
    </message>
    <message>
        <source>Print the view that has the focus, scaled to fit the page</source>
        <translation>Imprimer la vue active, mise à l&apos;échelle de la page</translation>
    </message>
    <message>
        <source>Print Handout</source>
        <translation>Imprimer le polycopié</translation>
    </message>
    <message>
        <source>Print View</source>
        <translation>Imprimer la vue</translation>
    </message>
    <message>
        <source>This view is a table of words, not a figure: it has nothing to print.</source>
        <translation>Cette vue est un tableau de mots, pas une figure&#xa0;: elle n&apos;a rien à imprimer.</translation>
    </message>
    <message>
        <source>Click the view you want to print first (a heatmap, the loss chart, the heads grid…).</source>
        <translation>Cliquez d&apos;abord sur la vue à imprimer (une carte de chaleur, le graphique de perte, la grille des têtes…).</translation>
    </message>
    <message>
        <source>This view shows nothing yet, so there is nothing to print.</source>
        <translation>Cette vue n&apos;affiche encore rien&#xa0;: il n&apos;y a rien à imprimer.</translation>
    </message>
    <message>
        <source>No printer is set up: the print dialog can still print to a PDF file.</source>
        <translation>Aucune imprimante n&apos;est configurée&#xa0;: la boîte de dialogue d&apos;impression peut tout de même imprimer dans un fichier PDF.</translation>
    </message>
    <message>
        <source>Nothing was printed.

%1</source>
        <translation>Rien n&apos;a été imprimé.

%1</translation>
    </message>
    <message numerus="yes">
        <source>Printed %n page(s) to %1</source>
        <translation>
            <numerusform>%n page imprimée vers %1</numerusform>
            <numerusform>%n pages imprimées vers %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Print the lesson&apos;s steps as Export Handout… lays them out, the answers at the end</source>
        <translation>Imprimer les étapes de la leçon telles que « Exporter le polycopié… » les met en page, les réponses à la fin</translation>
    </message>
    <message>
        <source>Nothing to print yet: click the view to print first (a heatmap, a plot, the heads grid…)</source>
        <translation>Rien à imprimer pour l&apos;instant : cliquez d&apos;abord sur la vue à imprimer (une carte de chaleur, un graphique, la grille des têtes…)</translation>
    </message>
    <message>
        <source>Attention Lab lessons</source>
        <translation>Leçons Attention Lab</translation>
    </message>
    <message>
        <source>All files</source>
        <translation>Tous les fichiers</translation>
    </message>
    <message>
        <source>Safetensors models</source>
        <translation>Modèles safetensors</translation>
    </message>
    <message>
        <source>Vocabularies</source>
        <translation>Vocabulaires</translation>
    </message>
    <message>
        <source>PDF</source>
        <translation>PDF</translation>
    </message>
    <message>
        <source>Clear the &amp;What-ifs</source>
        <translation>Effacer les « &amp;et si »</translation>
    </message>
    <message>
        <source>Context Menu</source>
        <translation>Menu contextuel</translation>
    </message>
    <message>
        <source>&amp;Get a Model…</source>
        <translation>&amp;Télécharger un modèle…</translation>
    </message>
    <message>
        <source>Download GPT-2 or another GPT-2-architecture model from the Hugging Face hub (asks first; nothing is fetched until you say so)</source>
        <translation>Télécharger GPT-2 ou un autre modèle d&apos;architecture GPT-2 depuis le hub Hugging Face (demande d&apos;abord&#xa0;; rien n&apos;est téléchargé sans votre accord)</translation>
    </message>
    <message>
        <source>Positions</source>
        <translation>Positions</translation>
    </message>
</context>
<context>
    <name>attn::app::PresentationWindow</name>
    <message>
        <source> — head %1 of %2</source>
        <translation> — tête %1 sur %2</translation>
    </message>
    <message>
        <source>Attention Lab — Presentation</source>
        <translation>Attention Lab — Présentation</translation>
    </message>
    <message>
        <source>Head</source>
        <translation>Tête</translation>
    </message>
    <message>
        <source>H / Shift+H</source>
        <translation>H / Shift+H</translation>
    </message>
    <message>
        <source>Predict.</source>
        <translation>Prédisez.</translation>
    </message>
    <message>
        <source>Answer:</source>
        <translation>Réponse&#xa0;:</translation>
    </message>
    <message>
        <source>Step %1 of %2 · %3</source>
        <translation>Étape %1 sur %2 · %3</translation>
    </message>
    <message>
        <source>   ·   R reveals the answer</source>
        <translation>   ·   R révèle la réponse</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Show head %1</source>
        <translation>Afficher la tête %1</translation>
    </message>
    <message>
        <source> — head %1</source>
        <extracomment>one of the heads a lesson step chose for its maps</extracomment>
        <translation> — tête %1</translation>
    </message>
    <message>
        <source>   ·   H: next head</source>
        <translation>   ·   H&#xa0;: tête suivante</translation>
    </message>
    <message>
        <source>   ·   F: next figures (page %1 of %2; all together too small)</source>
        <extracomment>%1 of %2: the page of figures shown (a page may hold several figures)</extracomment>
        <translation>   ·   F&#xa0;: figures suivantes (page %1 sur %2&#xa0;; toutes ensemble, trop petites)</translation>
    </message>
    <message>
        <source>   ·   L: layer %1 of %2</source>
        <extracomment>%1 of %2: the model&apos;s layer the slide&apos;s maps show</extracomment>
        <translation>   ·   L&#xa0;: couche %1 sur %2</translation>
    </message>
</context>
<context>
    <name>attn::ui::Announcer</name>
    <message>
        <source>Undone: %1</source>
        <translation>Annulé&#xa0;: %1</translation>
    </message>
    <message>
        <source>Your answer: %1</source>
        <translation>Votre réponse&#xa0;: %1</translation>
    </message>
    <message>
        <source>Training: step %1 of %2, loss %3</source>
        <translation>Entraînement&#xa0;: étape %1 sur %2, perte %3</translation>
    </message>
    <message>
        <source>Training stopped: %1</source>
        <translation>Entraînement arrêté&#xa0;: %1</translation>
    </message>
    <message>
        <source>Training: %1</source>
        <translation>Entraînement&#xa0;: %1</translation>
    </message>
    <message>
        <source>Training running</source>
        <translation>Entraînement en cours</translation>
    </message>
    <message>
        <source>Training paused at step %1, loss %2</source>
        <translation>Entraînement en pause à l&apos;étape %1, perte %2</translation>
    </message>
</context>
<context>
    <name>attn::ui::AttentionPane</name>
    <message>
        <source>Stage:</source>
        <translation>Phase&#xa0;:</translation>
    </message>
    <message>
        <source>Trained model</source>
        <translation>Modèle entraîné</translation>
    </message>
    <message>
        <source>Hand-wired attention</source>
        <translation>Attention réglée à la main</translation>
    </message>
    <message>
        <source>Layer:</source>
        <translation>Couche&#xa0;:</translation>
    </message>
    <message>
        <source>Which of the trained model&apos;s layers to show</source>
        <translation>La couche du modèle entraîné à afficher</translation>
    </message>
    <message>
        <source>head %1</source>
        <translation>tête %1</translation>
    </message>
    <message>
        <source>Real model</source>
        <translation>Modèle réel</translation>
    </message>
    <message>
        <source>A real model&apos;s pass keeps its attention weights only, not its scores</source>
        <translation>Le calcul d&apos;un modèle réel ne garde que ses poids d&apos;attention, pas ses scores</translation>
    </message>
    <message>
        <source>weights = softmax of each row of S/√dk; each row sums to 1</source>
        <translation>poids = softmax de chaque ligne de S/√dk&#xa0;; la somme de chaque ligne vaut 1</translation>
    </message>
    <message>
        <source>weights = softmax of each row of S (scaling off); each row sums to 1</source>
        <translation>poids = softmax de chaque ligne de S (sans mise à l&apos;échelle)&#xa0;; la somme de chaque ligne vaut 1</translation>
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
        <translation>1 (sans mise à l&apos;échelle)</translation>
    </message>
    <message>
        <source>; −∞ above the diagonal (causal)</source>
        <translation>&#xa0;; −∞ au-dessus de la diagonale (causal)</translation>
    </message>
    <message>
        <source>; nothing masked (causal off)</source>
        <translation>&#xa0;; rien de masqué (causal désactivé)</translation>
    </message>
    <message>
        <source>Real model, layer %1 of %2: %3</source>
        <translation>Modèle réel, couche %1 sur %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>Real model: %1</source>
        <translation>Modèle réel&#xa0;: %1</translation>
    </message>
    <message>
        <source>Trained model, layer %1 of %2: %3</source>
        <translation>Modèle entraîné, couche %1 sur %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>%1.  Rows: the word looking · columns: the word looked at.</source>
        <translation>%1.  Lignes&#xa0;: le mot qui regarde · colonnes&#xa0;: le mot regardé.</translation>
    </message>
    <message>
        <source>This lesson has no sentences yet: add one in the Sentences pane to see its attention.</source>
        <translation>Cette leçon n&apos;a pas encore de phrases&#xa0;: ajoutez-en une dans le panneau Phrases pour voir son attention.</translation>
    </message>
    <message>
        <source>word looking</source>
        <translation>mot qui regarde</translation>
    </message>
    <message>
        <source>word looked at</source>
        <translation>mot regardé</translation>
    </message>
    <message>
        <source>trained model (%1 steps), layer %2</source>
        <translation>modèle entraîné (%1 étapes), couche %2</translation>
    </message>
    <message>
        <source>“%1” — %2</source>
        <translation>«&#xa0;%1&#xa0;» — %2</translation>
    </message>
    <message>
        <source>; hatched cells above the diagonal are masked</source>
        <translation>&#xa0;; les cellules hachurées au-dessus de la diagonale sont masquées</translation>
    </message>
    <message>
        <source>Attention maps</source>
        <translation>Cartes d’attention</translation>
    </message>
    <message>
        <source>“%1”, head %2</source>
        <translation>«&#xa0;%1&#xa0;», tête %2</translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>«&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>Kept back until a later step of the lesson: its question asks what this stage would show</source>
        <translation>Gardé pour une étape ultérieure de la leçon : sa question demande ce que cette étape montrerait</translation>
    </message>
    <message>
        <source>switched off</source>
        <translation>éteinte</translation>
    </message>
    <message>
        <source>mean-ablated</source>
        <translation>remplacée par sa moyenne</translation>
    </message>
    <message>
        <source>lines cut</source>
        <translation>lignes coupées</translation>
    </message>
    <message>
        <source> — each head has one number, so RoPE has no pair to turn</source>
        <translation> — chaque tête n’a qu’un nombre&#xa0;: RoPE n’a aucune paire à tourner</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Différence</translation>
    </message>
    <message>
        <source>With two sentences ticked: a third map, the second sentence&apos;s numbers minus the first&apos;s, cell by cell (red: larger in the second)</source>
        <translation>Avec deux phrases cochées&#xa0;: une troisième carte, les nombres de la seconde phrase moins ceux de la première, case par case (rouge&#xa0;: plus grand dans la seconde)</translation>
    </message>
    <message>
        <source>&lt;b&gt;“%2” − “%1”&lt;/b&gt;</source>
        <translation>&lt;b&gt;«&#xa0;%2&#xa0;» − «&#xa0;%1&#xa0;»&lt;/b&gt;</translation>
    </message>
    <message>
        <source>The difference needs both sentences&apos; maps.</source>
        <translation>La différence a besoin des cartes des deux phrases.</translation>
    </message>
    <message>
        <source>Whose attention to show: the lesson&apos;s trained model, the real model it points at, or the attention of the ladder step</source>
        <translation>Quelle attention afficher&#xa0;: celle du modèle entraîné de la leçon, celle du vrai modèle qu’elle désigne, ou celle de l’échelon</translation>
    </message>
    <message>
        <source>%1 − %2 = %3 (“%4” minus “%5”)</source>
        <extracomment>A difference map&apos;s cell: the second sentence&apos;s number minus the first&apos;s</extracomment>
        <translation>%1 − %2 = %3 («&#xa0;%4&#xa0;» moins «&#xa0;%5&#xa0;»)</translation>
    </message>
    <message>
        <source>Every head</source>
        <translation>Toutes les têtes</translation>
    </message>
    <message>
        <source>This step shows the maps of the heads it chose; tick to see every head&apos;s map</source>
        <translation>Cette étape montre les cartes des têtes qu’elle a choisies&#xa0;; cochez pour voir la carte de chaque tête</translation>
    </message>
    <message>
        <source>layer %1</source>
        <translation>couche %1</translation>
    </message>
    <message>
        <source>token looking</source>
        <translation>token qui regarde</translation>
    </message>
    <message>
        <source>token looked at</source>
        <translation>token regardé</translation>
    </message>
    <message>
        <source>%1.  Rows: the token looking · columns: the token looked at.</source>
        <translation>%1.  Lignes&#xa0;: le token qui regarde · colonnes&#xa0;: le token regardé.</translation>
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
        <translation> Échelon&#xa0;: </translation>
    </message>
    <message>
        <source>0 · No mixing</source>
        <translation>0 · Aucun mélange</translation>
    </message>
    <message>
        <source>1 · Equal average</source>
        <translation>1 · Moyenne uniforme</translation>
    </message>
    <message>
        <source>2 · Simple  X·Xᵀ</source>
        <translation>2 · Simple  X·Xᵀ</translation>
    </message>
    <message>
        <source>3 · Scaled Q·K·V</source>
        <translation>3 · Q·K·V mise à l&apos;échelle</translation>
    </message>
    <message>
        <source>4 · Multi-head</source>
        <translation>4 · Multi-têtes</translation>
    </message>
    <message>
        <source>Which attention the lesson computes</source>
        <translation>L&apos;attention que calcule la leçon</translation>
    </message>
    <message>
        <source>  Heads: </source>
        <translation>  Têtes&#xa0;: </translation>
    </message>
    <message>
        <source>Number of heads (multi-head only); must divide the number of axes</source>
        <translation>Nombre de têtes (multi-têtes uniquement)&#xa0;; doit diviser le nombre d&apos;axes</translation>
    </message>
    <message>
        <source>Scale 1/√dk</source>
        <translation>Échelle 1/√dk</translation>
    </message>
    <message>
        <source>Divide every score by √dk before the softmax</source>
        <translation>Diviser chaque score par √dk avant le softmax</translation>
    </message>
    <message>
        <source>Causal mask</source>
        <translation>Masque causal</translation>
    </message>
    <message>
        <source>Each word sees only itself and the words before it</source>
        <translation>Chaque mot ne voit que lui-même et les mots qui le précèdent</translation>
    </message>
    <message>
        <source>Attempt 0: each word keeps its own row (weights = identity). A word alone cannot tell which sentence it is in.</source>
        <translation>Essai 0&#xa0;: chaque mot garde sa propre ligne (poids = identité). Un mot seul ne peut pas savoir dans quelle phrase il se trouve.</translation>
    </message>
    <message>
        <source>Attempt 1: every word averages the sentence (every weight 1/n), whoever is looking.</source>
        <translation>Essai 1&#xa0;: chaque mot fait la moyenne de la phrase (chaque poids vaut 1/n), quel que soit le mot qui regarde.</translation>
    </message>
    <message>
        <source>Scores X·Xᵀ, softmax of each row, blend of the rows of X</source>
        <translation>Scores X·Xᵀ, softmax de chaque ligne, mélange des lignes de X</translation>
    </message>
    <message>
        <source>Queries, keys and values through W_Q, W_K, W_V; scores scaled by 1/√dk</source>
        <translation>Requêtes, clés et valeurs via W_Q, W_K, W_V&#xa0;; scores mis à l&apos;échelle par 1/√dk</translation>
    </message>
    <message>
        <source>Several heads side by side, joined by W_O</source>
        <translation>Plusieurs têtes côte à côte, réunies par W_O</translation>
    </message>
    <message>
        <source>  Positions: </source>
        <translation>  Positions&#xa0;: </translation>
    </message>
    <message>
        <source>No position: shuffle the words and every matrix is shuffled with them</source>
        <translation>Aucune position&#xa0;: mélangez les mots, et chaque matrice est mélangée avec eux</translation>
    </message>
    <message>
        <source>Sinusoidal vectors added to X: sin and cos of the position at d/2 frequencies</source>
        <translation>Vecteurs sinusoïdaux ajoutés à X&#xa0;: sinus et cosinus de la position à d/2 fréquences</translation>
    </message>
    <message>
        <source>Rotary (RoPE): each query and key pair of dimensions turned by position × θᵢ, θᵢ = base^(−2i/dk); a score depends on the two words and their distance only</source>
        <translation>Rotatives (RoPE)&#xa0;: chaque paire de dimensions de la requête et de la clé tourne d&apos;un angle position × θᵢ, θᵢ = base^(−2i/dk)&#xa0;; un score ne dépend que des deux mots et de leur distance</translation>
    </message>
    <message>
        <source>ALiBi: −mₕ·|i − j| added to head h&apos;s scaled scores, mₕ = 2^(−8h/H): far words count less</source>
        <translation>ALiBi&#xa0;: −mₕ·|i − j| est ajouté aux scores mis à l&apos;échelle de la tête h, mₕ = 2^(−8h/H)&#xa0;: les mots éloignés comptent moins</translation>
    </message>
    <message>
        <source>Where a word sits: how attention can tell word orders apart</source>
        <translation>Où se trouve un mot&#xa0;: comment l&apos;attention peut distinguer des ordres de mots différents</translation>
    </message>
    <message>
        <source>base </source>
        <translation>base </translation>
    </message>
    <message>
        <source>RoPE base</source>
        <translation>base de RoPE</translation>
    </message>
    <message>
        <source>RoPE&apos;s base (10000 in the paper): a smaller base turns faster</source>
        <translation>Base de RoPE (10000 dans l&apos;article)&#xa0;: une base plus petite tourne plus vite</translation>
    </message>
</context>
<context>
    <name>attn::ui::Autosave</name>
    <message>
        <source>Could not write the recovery copy to %1: %2</source>
        <translation>Impossible d&apos;écrire la copie de secours dans %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>A recovery copy was found at %1 but cannot be read: %2</source>
        <translation>Une copie de secours a été trouvée dans %1 mais ne peut pas être lue&#xa0;: %2</translation>
    </message>
    <message>
        <source>Restore recovered changes</source>
        <translation>Restaurer les modifications récupérées</translation>
    </message>
</context>
<context>
    <name>attn::ui::BlendPane</name>
    <message>
        <source>Head:</source>
        <translation>Tête&#xa0;:</translation>
    </message>
    <message>
        <source>Click a word in any view to watch its blend.</source>
        <translation>Cliquez sur un mot dans n&apos;importe quelle vue pour observer son mélange.</translation>
    </message>
    <message>
        <source>How &lt;b&gt;%1&lt;/b&gt;’s new vector is blended: each row is an ingredient’s weight × its row (the weight as shown, so every term checks on paper); the column sums are the exact output, so a column can differ from its terms in the last digit.</source>
        <translation>Comment le nouveau vecteur de &lt;b&gt;%1&lt;/b&gt; est mélangé&#xa0;: chaque ligne est le poids d&apos;un ingrédient × sa ligne (le poids tel qu&apos;affiché, pour que chaque terme se vérifie sur papier)&#xa0;; les sommes des colonnes sont la sortie exacte, donc une colonne peut différer de ses termes au dernier chiffre.</translation>
    </message>
    <message>
        <source>The Blend shows the lesson&apos;s hand-wired attention or a model trained here: a real model&apos;s pass keeps its weights, not the value rows they blend. Its heads are in the Model and Head view panes.</source>
        <translation>Le panneau Mélange montre l&apos;attention réglée à la main de la leçon ou un modèle entraîné ici&#xa0;: le calcul d&apos;un modèle réel garde ses poids, pas les lignes de valeurs qu&apos;ils mélangent. Ses têtes sont dans les panneaux Modèle et Vue des têtes.</translation>
    </message>
    <message>
        <source>“%1” has no ‘%2’.</source>
        <translation>«&#xa0;%1&#xa0;» ne contient pas «&#xa0;%2&#xa0;».</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; = a blend of the rows below, made with the weights: choose the &lt;i&gt;weights&lt;/i&gt; stage in the Attention pane to see it</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; = un mélange des lignes ci-dessous, fait avec les poids&#xa0;: choisissez la phase &lt;i&gt;poids&lt;/i&gt; dans le panneau Attention pour le voir</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; = a blend of the rows below (kept back for now: a question asks for it)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; = un mélange des lignes ci-dessous (caché pour l&apos;instant&#xa0;: une question le demande)</translation>
    </message>
    <message>
        <source>Blend tables</source>
        <translation>Tableaux du mélange</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; = a blend of the rows below, made with the weights, which a later step of the lesson shows</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; = un mélange des lignes ci-dessous, fait avec les poids, qu’une étape ultérieure de la leçon montre</translation>
    </message>
</context>
<context>
    <name>attn::ui::ConcealmentBoxes</name>
    <message>
        <source>numbers</source>
        <translation>nombres</translation>
    </message>
    <message>
        <source>map colours</source>
        <translation>couleurs de la carte</translation>
    </message>
    <message>
        <source>output points</source>
        <translation>points de sortie</translation>
    </message>
    <message>
        <source>later stages</source>
        <translation>étapes suivantes</translation>
    </message>
    <message>
        <source>Offer only this step&apos;s stage and those before it; the Blend table and the output points wait too</source>
        <translation>N’offrir que l’étape de ce pas et les précédentes ; la table du mélange et les points de sortie attendent aussi</translation>
    </message>
</context>
<context>
    <name>attn::ui::Document</name>
    <message>
        <source>This sentence is empty: type at least one word.</source>
        <translation>Cette phrase est vide&#xa0;: tapez au moins un mot.</translation>
    </message>
    <message>
        <source>The lesson&apos;s trained model cannot be read.</source>
        <translation>Le modèle entraîné de la leçon ne peut pas être lu.</translation>
    </message>
    <message>
        <source>: use words it was trained on.</source>
        <translation>&#xa0;: utilisez des mots sur lesquels il a été entraîné.</translation>
    </message>
    <message>
        <source>Opening the model %1 …</source>
        <translation>Ouverture du modèle %1 …</translation>
    </message>
    <message>
        <source>%1. Clear the what-ifs (the bar&apos;s Clear) to see the maps again.</source>
        <extracomment>Under the &quot;What if&quot; bar: %1, why the what-if cannot be laid over this sentence</extracomment>
        <translation>%1. Retirez les « et si » (Retirer sur la barre) pour revoir les cartes.</translation>
    </message>
</context>
<context>
    <name>attn::ui::EmbeddingPane</name>
    <message>
        <source>+ Word</source>
        <translation>+ Mot</translation>
    </message>
    <message>
        <source>− Word</source>
        <translation>− Mot</translation>
    </message>
    <message>
        <source>Remove the selected word</source>
        <translation>Supprimer le mot sélectionné</translation>
    </message>
    <message>
        <source>+ Axis</source>
        <translation>+ Axe</translation>
    </message>
    <message>
        <source>Add a named axis (a column of zeros)</source>
        <translation>Ajouter un axe nommé (une colonne de zéros)</translation>
    </message>
    <message>
        <source>− Axis</source>
        <translation>− Axe</translation>
    </message>
    <message>
        <source>Remove the selected axis</source>
        <translation>Supprimer l&apos;axe sélectionné</translation>
    </message>
    <message>
        <source>Drag on a cell to scrub · double-click a name to rename</source>
        <translation>Faites glisser sur une cellule pour la modifier · double-cliquez sur un nom pour le renommer</translation>
    </message>
    <message>
        <source>Add axis</source>
        <translation>Ajouter un axe</translation>
    </message>
    <message>
        <source>Add word</source>
        <translation>Ajouter un mot</translation>
    </message>
    <message>
        <source>Name of the new axis:</source>
        <translation>Nom du nouvel axe&#xa0;:</translation>
    </message>
    <message>
        <source>New word (lower case, one word):</source>
        <translation>Nouveau mot (en minuscules, un seul mot)&#xa0;:</translation>
    </message>
    <message>
        <source>Rename axis</source>
        <translation>Renommer l&apos;axe</translation>
    </message>
    <message>
        <source>Rename word</source>
        <translation>Renommer le mot</translation>
    </message>
    <message>
        <source>New name for ‘%1’:</source>
        <translation>Nouveau nom pour «&#xa0;%1&#xa0;»&#xa0;:</translation>
    </message>
    <message>
        <source>Select a cell of the axis to remove first</source>
        <translation>Sélectionnez d&apos;abord une cellule de l&apos;axe à supprimer</translation>
    </message>
    <message>
        <source>Select a cell of the word to remove first</source>
        <translation>Sélectionnez d&apos;abord une cellule du mot à supprimer</translation>
    </message>
    <message>
        <source>Embedding table</source>
        <translation>Table des plongements</translation>
    </message>
    <message>
        <source>A row per word, a column per named axis; type a value, or drag left or right on a cell</source>
        <translation>Une ligne par mot, une colonne par axe nommé ; tapez une valeur, ou faites glisser une cellule vers la gauche ou la droite</translation>
    </message>
    <message>
        <source>Add a word (a row of zeros); by keyboard: Insert in the table</source>
        <translation>Ajouter un mot (une ligne de zéros)&#xa0;; au clavier&#xa0;: Inser dans le tableau</translation>
    </message>
    <message>
        <source>Add a word</source>
        <translation>Ajouter un mot</translation>
    </message>
    <message>
        <source>Add a word…</source>
        <translation>Ajouter un mot…</translation>
    </message>
    <message>
        <source>Rename the word %1…</source>
        <translation>Renommer le mot %1…</translation>
    </message>
    <message>
        <source>Remove the word %1</source>
        <translation>Supprimer le mot %1</translation>
    </message>
    <message>
        <source>Add an axis…</source>
        <translation>Ajouter un axe…</translation>
    </message>
    <message>
        <source>Rename the axis %1…</source>
        <translation>Renommer l&apos;axe %1…</translation>
    </message>
    <message>
        <source>Remove the axis %1</source>
        <translation>Supprimer l&apos;axe %1</translation>
    </message>
</context>
<context>
    <name>attn::ui::ExportDialog</name>
    <message>
        <source>Export Figure</source>
        <translation>Exporter la figure</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Parcourir…</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>&amp;Fichier&#xa0;:</translation>
    </message>
    <message>
        <source>PNG image</source>
        <translation>Image PNG</translation>
    </message>
    <message>
        <source>SVG (vectors, text kept as text)</source>
        <translation>SVG (vectoriel, texte conservé en texte)</translation>
    </message>
    <message>
        <source>PDF (vectors)</source>
        <translation>PDF (vectoriel)</translation>
    </message>
    <message>
        <source>F&amp;ormat:</source>
        <translation>F&amp;ormat&#xa0;:</translation>
    </message>
    <message>
        <source>natural</source>
        <translation>naturelle</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>&amp;Size (width × height):</source>
        <translation>&amp;Taille (largeur × hauteur)&#xa0;:</translation>
    </message>
    <message>
        <source>automatic (sharp on half a 1920 px slide)</source>
        <translation>automatique (net sur une demi-diapositive de 1920 px)</translation>
    </message>
    <message>
        <source>PNG s&amp;cale:</source>
        <translation>É&amp;chelle PNG&#xa0;:</translation>
    </message>
    <message>
        <source>S&amp;tyle:</source>
        <translation>St&amp;yle&#xa0;:</translation>
    </message>
    <message>
        <source>automatic (viridis for weights, diverging for scores)</source>
        <translation>automatique (viridis pour les poids, divergente pour les scores)</translation>
    </message>
    <message>
        <source>Colour &amp;map:</source>
        <translation>&amp;Palette de couleurs&#xa0;:</translation>
    </message>
    <message>
        <source>Numbers in cells</source>
        <translation>Nombres dans les cellules</translation>
    </message>
    <message>
        <source>T&amp;itle:</source>
        <translation>T&amp;itre&#xa0;:</translation>
    </message>
    <message>
        <source>C&amp;aption:</source>
        <translation>&amp;Légende&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Font size:</source>
        <translation>Taille du te&amp;xte&#xa0;:</translation>
    </message>
    <message>
        <source>light</source>
        <translation>clair</translation>
    </message>
    <message>
        <source>dark</source>
        <translation>sombre</translation>
    </message>
    <message>
        <source>print</source>
        <translation>impression</translation>
    </message>
    <message>
        <source>diverging</source>
        <translation>divergente</translation>
    </message>
    <message>
        <source>grey</source>
        <translation>gris</translation>
    </message>
    <message>
        <source>SVG drawing</source>
        <translation>Dessin SVG</translation>
    </message>
    <message>
        <source>PDF document</source>
        <translation>Document PDF</translation>
    </message>
</context>
<context>
    <name>attn::ui::FoldingSection</name>
    <message>
        <source>%1:</source>
        <translation>%1&#xa0;:</translation>
    </message>
    <message>
        <source>Show: %1</source>
        <translation>Afficher&#xa0;: %1</translation>
    </message>
    <message>
        <source>Fold away</source>
        <translation>Replier</translation>
    </message>
</context>
<context>
    <name>attn::ui::GenerateView</name>
    <message>
        <source>a prompt for the model to continue</source>
        <translation>une amorce que le modèle va prolonger</translation>
    </message>
    <message>
        <source>0 (greedy)</source>
        <translation>0 (glouton)</translation>
    </message>
    <message>
        <source>Divides the logits before the softmax: below 1 sharper, above 1 flatter; 0 always takes the likeliest token.</source>
        <translation>Divise les logits avant le softmax&#xa0;: en dessous de 1, plus tranché&#xa0;; au-dessus de 1, plus plat&#xa0;; 0 prend toujours le token le plus probable.</translation>
    </message>
    <message>
        <source>all</source>
        <translation>tous</translation>
    </message>
    <message>
        <source>Sample only among the k likeliest tokens (all: no limit).</source>
        <translation>Tirer uniquement parmi les k tokens les plus probables (tous&#xa0;: pas de limite).</translation>
    </message>
    <message>
        <source>Sample only among the fewest likeliest tokens whose probabilities add up to p.</source>
        <translation>Tirer uniquement parmi le plus petit groupe de tokens les plus probables dont les probabilités totalisent p.</translation>
    </message>
    <message>
        <source>The same seed and settings give the same text.</source>
        <translation>La même graine et les mêmes réglages donnent le même texte.</translation>
    </message>
    <message>
        <source>How many tokens to add at most (the text stops at the model&apos;s n_positions).</source>
        <translation>Nombre maximal de tokens à ajouter (le texte s&apos;arrête au n_positions du modèle).</translation>
    </message>
    <message>
        <source>Generate</source>
        <translation>Générer</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <source>Add as sentence</source>
        <translation>Ajouter comme phrase</translation>
    </message>
    <message>
        <source>Add the prompt and its continuation to the lesson&apos;s sentences (undoable).</source>
        <translation>Ajouter l&apos;amorce et sa suite aux phrases de la leçon (annulable).</translation>
    </message>
    <message>
        <source>next token</source>
        <translation>token suivant</translation>
    </message>
    <message>
        <source>probability</source>
        <translation>probabilité</translation>
    </message>
    <message>
        <source>Prompt</source>
        <translation>Amorce</translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation>Température</translation>
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
        <translation>Graine</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <source>Generating needs a real model (GPT-2 or nanoGPT). Open a lesson that points at one (“attention-lab import MODEL --save LESSON” writes one).</source>
        <translation>La génération nécessite un modèle réel (GPT-2 ou nanoGPT). Ouvrez une leçon qui renvoie à un tel modèle («&#xa0;attention-lab import MODEL --save LESSON&#xa0;» en crée une).</translation>
    </message>
    <message>
        <source>Opening the model… %1</source>
        <translation>Ouverture du modèle… %1</translation>
    </message>
    <message>
        <source>Generating needs the lesson&apos;s real model, which could not be opened: %1</source>
        <translation>La génération nécessite le modèle réel de la leçon, qui n&apos;a pas pu être ouvert&#xa0;: %1</translation>
    </message>
    <message>
        <source>Next token after “%1” (the model&apos;s ten likeliest):</source>
        <translation>Token suivant après «&#xa0;%1&#xa0;» (les dix plus probables selon le modèle)&#xa0;:</translation>
    </message>
    <message>
        <source>P(“%1” next) = %2</source>
        <translation>P(«&#xa0;%1&#xa0;» suivant) = %2</translation>
    </message>
    <message>
        <source>Still generating: stop first.</source>
        <translation>Génération en cours&#xa0;: arrêtez-la d&apos;abord.</translation>
    </message>
    <message>
        <source>Generating…</source>
        <translation>Génération…</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Arrêt…</translation>
    </message>
    <message>
        <source>Generating… %1 of at most %2 tokens</source>
        <translation>Génération… %1 tokens sur %2 au plus</translation>
    </message>
    <message>
        <source>Stopped after 1 new token.</source>
        <translation>Arrêté après 1 nouveau token.</translation>
    </message>
    <message>
        <source>Stopped after %1 new tokens.</source>
        <translation>Arrêté après %1 nouveaux tokens.</translation>
    </message>
    <message>
        <source>Generate some text first.</source>
        <translation>Générez d&apos;abord du texte.</translation>
    </message>
    <message>
        <source>Added as sentence %1.</source>
        <translation>Ajouté comme phrase %1.</translation>
    </message>
    <message>
        <source>“%1”: %2 as sampled, %3 by the model</source>
        <translation>«&#xa0;%1&#xa0;»&#xa0;: %2 au tirage, %3 selon le modèle</translation>
    </message>
    <message>
        <source>The model&apos;s likeliest at this step:</source>
        <translation>Les plus probables selon le modèle à cette étape&#xa0;:</translation>
    </message>
    <message numerus="yes">
        <source>“%1” is written by %n tokens:</source>
        <translation>
            <numerusform>«&#xa0;%1&#xa0;» est écrit par %n jeton&#xa0;:</numerusform>
            <numerusform>«&#xa0;%1&#xa0;» est écrit par %n jetons&#xa0;:</numerusform>
        </translation>
    </message>
    <message>
        <source>The last token stopped inside a character, which was left out.</source>
        <translation>Le dernier token s’est arrêté au milieu d’un caractère, qui a été omis.</translation>
    </message>
    <message>
        <source>The next-token table and Generate run under it.</source>
        <translation>La table du token suivant et « Générer » en tiennent compte.</translation>
    </message>
    <message>
        <source>Generated with %1.</source>
        <translation>Généré avec : %1.</translation>
    </message>
    <message>
        <source>Next token: waiting for the model&apos;s pass of the chosen sentence.</source>
        <translation>Token suivant : en attente de la passe du modèle sur la phrase choisie.</translation>
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
        <translation>Télécharger un modèle</translation>
    </message>
    <message>
        <source>Download a GPT-2-architecture model from the Hugging Face hub. Nothing is sent or fetched until you press Download; models already here open at once.</source>
        <translation>Télécharger un modèle d&apos;architecture GPT-2 depuis le hub Hugging Face. Rien n&apos;est envoyé ni téléchargé avant que vous appuyiez sur Télécharger&#xa0;; les modèles déjà présents s&apos;ouvrent aussitôt.</translation>
    </message>
    <message>
        <source>This computer has %1 of memory.</source>
        <translation>Cet ordinateur a %1 de mémoire.</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>Téléchargement</translation>
    </message>
    <message>
        <source>On this computer</source>
        <translation>Sur cet ordinateur</translation>
    </message>
    <message>
        <source>Models</source>
        <translation>Modèles</translation>
    </message>
    <message>
        <source>&amp;Revision:</source>
        <translation>&amp;Révision&#xa0;:</translation>
    </message>
    <message>
        <source>Other &amp;repository:</source>
        <translation>Autre dé&amp;pôt&#xa0;:</translation>
    </message>
    <message>
        <source>only for gated or private repositories (else HF_TOKEN)</source>
        <translation>uniquement pour les dépôts privés ou à accès restreint (sinon HF_TOKEN)</translation>
    </message>
    <message>
        <source>Re&amp;member</source>
        <translation>&amp;Mémoriser</translation>
    </message>
    <message>
        <source>&amp;Token:</source>
        <translation>&amp;Jeton&#xa0;:</translation>
    </message>
    <message>
        <source>C&amp;hange…</source>
        <translation>Modi&amp;fier…</translation>
    </message>
    <message>
        <source>Saved in:</source>
        <translation>Enregistré dans&#xa0;:</translation>
    </message>
    <message>
        <source>%1 (from HF_ENDPOINT)</source>
        <translation>%1 (depuis HF_ENDPOINT)</translation>
    </message>
    <message>
        <source>Hub:</source>
        <translation>Hub&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Download and Open</source>
        <translation>&amp;Télécharger et ouvrir</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>%1 (revision %2)</source>
        <translation>%1 (révision %2)</translation>
    </message>
    <message>
        <source>about %1</source>
        <translation>environ %1</translation>
    </message>
    <message>
        <source>Downloaded: opens at once</source>
        <translation>Téléchargé&#xa0;: s&apos;ouvre aussitôt</translation>
    </message>
    <message>
        <source>%1 on the hub; %2</source>
        <translation>%1 sur le hub&#xa0;; %2</translation>
    </message>
    <message>
        <source>Too large here: %1</source>
        <translation>Trop grand pour cet ordinateur&#xa0;: %1</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Ouvrir</translation>
    </message>
    <message>
        <source>Folder for downloaded models</source>
        <translation>Dossier des modèles téléchargés</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a repository id: owner/name, as on the hub&apos;s page.</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas un identifiant de dépôt&#xa0;: owner/name, comme sur sa page du hub.</translation>
    </message>
    <message>
        <source> · %1/s</source>
        <translation> · %1/s</translation>
    </message>
    <message>
        <source> · %1 left</source>
        <translation> · encore %1</translation>
    </message>
    <message>
        <source>Memory for its weights</source>
        <translation>Mémoire pour ses poids</translation>
    </message>
    <message>
        <source>owner/name or the model&apos;s hub address</source>
        <translation>owner/name ou l&apos;adresse du modèle sur le hub</translation>
    </message>
    <message>
        <source>Keep the token in this computer&apos;s settings file (%1), as plain text readable by your user only. Untick it and download to forget it.</source>
        <translation>Conserver le jeton dans le fichier de réglages de cet ordinateur (%1), en clair, lisible uniquement par votre compte utilisateur. Décochez la case et téléchargez pour l&apos;oublier.</translation>
    </message>
    <message>
        <source>Re&amp;move…</source>
        <translation>&amp;Supprimer…</translation>
    </message>
    <message>
        <source>Show &amp;Folder</source>
        <translation>Afficher le &amp;dossier</translation>
    </message>
    <message>
        <source>Downloaded</source>
        <translation>Téléchargés</translation>
    </message>
    <message>
        <source>Begun, not finished</source>
        <translation>Commencés, non terminés</translation>
    </message>
    <message>
        <source>%1 so far</source>
        <translation>%1 pour l&apos;instant</translation>
    </message>
    <message>
        <source>Download resumes it</source>
        <translation>Reprend avec Télécharger</translation>
    </message>
    <message>
        <source>GPT-2 on the hub</source>
        <translation>GPT-2 sur le hub</translation>
    </message>
    <message>
        <source>Too large here</source>
        <translation>Trop grand pour cet ordinateur</translation>
    </message>
    <message>
        <source>Remove a model</source>
        <translation>Supprimer un modèle</translation>
    </message>
    <message>
        <source>Delete %1 from this computer (%2)?

Lessons that point at it will say it is missing; it can be downloaded again.</source>
        <translation>Supprimer %1 de cet ordinateur (%2)&#xa0;?

Les leçons qui y renvoient indiqueront qu&apos;il manque&#xa0;; il pourra être téléchargé de nouveau.</translation>
    </message>
    <message>
        <source>Could not remove it: %1</source>
        <translation>Impossible de le supprimer&#xa0;: %1</translation>
    </message>
    <message>
        <source>Removed %1.</source>
        <translation>%1 supprimé.</translation>
    </message>
    <message>
        <source>%1 is a download of about %2. Download it now?</source>
        <translation>%1 représente un téléchargement d&apos;environ %2. Le télécharger maintenant&#xa0;?</translation>
    </message>
    <message>
        <source>%1 · %2 of %3</source>
        <translation>%1 · %2 sur %3</translation>
    </message>
</context>
<context>
    <name>attn::ui::HeadGrid</name>
    <message>
        <source>head %1</source>
        <translation>tête %1</translation>
    </message>
    <message>
        <source>layer %1</source>
        <translation>couche %1</translation>
    </message>
    <message>
        <source>word looking</source>
        <translation>mot qui regarde</translation>
    </message>
    <message>
        <source>word looked at</source>
        <translation>mot regardé</translation>
    </message>
    <message>
        <source>layer %1 · head %2</source>
        <translation>couche %1 · tête %2</translation>
    </message>
    <message>
        <source>previous token</source>
        <translation>token précédent</translation>
    </message>
    <message>
        <source>induction</source>
        <translation>induction</translation>
    </message>
</context>
<context>
    <name>attn::ui::HeadRolesView</name>
    <message>
        <source>&amp;Run the test</source>
        <translation>&amp;Lancer le test</translation>
    </message>
    <message>
        <source>&amp;Random tokens:</source>
        <translation>Jetons &amp;aléatoires :</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>&amp;Graine :</translation>
    </message>
    <message>
        <source>Head roles: %1</source>
        <translation>Rôles des têtes : %1</translation>
    </message>
    <message>
        <source>What each head does, measured: the model reads random tokens twice. Per layer and head, its mean attention weight on the previous token; in the repeat, on the token that followed this one the first time (induction: what an induction head copies); on this token&apos;s first occurrence (duplicate); on the first token.</source>
        <translation>Ce que fait chaque tête, mesuré : le modèle lit des jetons aléatoires deux fois. Par couche et par tête, son poids d&apos;attention moyen sur le jeton précédent ; dans la répétition, sur le jeton qui a suivi celui-ci la première fois (induction : ce que copie une tête d&apos;induction) ; sur la première occurrence de ce jeton (dupliqué) ; sur le premier jeton.</translation>
    </message>
    <message>
        <source>Press Run the test to measure this model&apos;s heads.</source>
        <translation>Appuyez sur « Lancer le test » pour mesurer les têtes de ce modèle.</translation>
    </message>
    <message>
        <source>Hidden until you answer the lesson&apos;s question: these maps are made of the attention weights it asks about.</source>
        <translation>Caché jusqu&apos;à ce que vous répondiez à la question de la leçon : ces cartes sont faites des poids d&apos;attention sur lesquels elle porte.</translation>
    </message>
    <message>
        <source>This lesson has no model: train one, or open a GPT-2 or nanoGPT model, to measure its heads.</source>
        <translation>Cette leçon n&apos;a pas de modèle : entraînez-en un, ou ouvrez un modèle GPT-2 ou nanoGPT, pour mesurer ses têtes.</translation>
    </message>
    <message>
        <source>Reading %1 random tokens twice …</source>
        <translation>Lecture de %1 jetons aléatoires deux fois …</translation>
    </message>
    <message>
        <source>layer %1</source>
        <translation>couche %1</translation>
    </message>
    <message>
        <source>head %1</source>
        <translation>tête %1</translation>
    </message>
    <message>
        <source>%1 random tokens read twice (seed %2). Strongest induction: layer %3 · head %4, %5 of its weight in the repeat on the token that came next last time.</source>
        <translation>%1 jetons aléatoires lus deux fois (graine %2). Induction la plus forte : couche %3 · tête %4, %5 de son poids dans la répétition sur le jeton qui venait ensuite la fois d&apos;avant.</translation>
    </message>
    <message>
        <source>(At most half the model&apos;s context of %1 tokens: it reads the sequence twice.)</source>
        <translation>(Au plus la moitié du contexte du modèle, de %1 jetons : il lit la séquence deux fois.)</translation>
    </message>
    <message>
        <source>The test runs under it.</source>
        <translation>Le test s&apos;exécute sous lui.</translation>
    </message>
    <message>
        <source>Its cut lines and patches name a sentence&apos;s tokens, not the test&apos;s random ones: left out.</source>
        <translation>Ses lignes coupées et ses patchs désignent les tokens d&apos;une phrase, pas ceux, aléatoires, du test : laissés de côté.</translation>
    </message>
</context>
<context>
    <name>attn::ui::HeadViewPane</name>
    <message>
        <source>Heads:</source>
        <translation>Têtes&#xa0;:</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Toutes</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Aucune</translation>
    </message>
    <message>
        <source>Overlay every head&apos;s lines, each in its colour</source>
        <translation>Superposer les traits de toutes les têtes, chacune dans sa couleur</translation>
    </message>
    <message>
        <source>Clear the heads (then tick the ones to compare)</source>
        <translation>Effacer les têtes (puis cocher celles à comparer)</translation>
    </message>
    <message>
        <source>Layer:</source>
        <translation>Couche&#xa0;:</translation>
    </message>
    <message>
        <source>The model&apos;s layer shown (the same in every attention view)</source>
        <translation>La couche du modèle affichée (la même dans toutes les vues d&apos;attention)</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exporter…</translation>
    </message>
    <message>
        <source>Save the head view as it is shown (PNG, SVG or PDF)</source>
        <translation>Enregistrer la vue des têtes telle qu&apos;elle est affichée (PNG, SVG ou PDF)</translation>
    </message>
    <message>
        <source>Head %1&apos;s lines, in this colour</source>
        <translation>Traits de la tête %1, dans cette couleur</translation>
    </message>
    <message>
        <source>trained model</source>
        <translation>modèle entraîné</translation>
    </message>
    <message>
        <source>the real model</source>
        <translation>le modèle réel</translation>
    </message>
    <message>
        <source>%1, layer %2 of %3</source>
        <translation>%1, couche %2 sur %3</translation>
    </message>
    <message>
        <source>hand-wired attention</source>
        <translation>attention réglée à la main</translation>
    </message>
    <message>
        <source>“%1” — %2, %3</source>
        <translation>«&#xa0;%1&#xa0;» — %2, %3</translation>
    </message>
    <message>
        <source>No head is chosen: tick one above to see its lines.</source>
        <translation>Aucune tête choisie&#xa0;: cochez-en une ci-dessus pour voir ses traits.</translation>
    </message>
    <message>
        <source>This lesson has no sentences yet: add one in the Sentences pane to see its heads.</source>
        <translation>Cette leçon n&apos;a pas encore de phrases&#xa0;: ajoutez-en une dans le panneau Phrases pour voir ses têtes.</translation>
    </message>
    <message>
        <source>&lt;i&gt;Hover a token on the left to see only its lines; click to keep it.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Survolez un token à gauche pour ne voir que ses traits&#xa0;; cliquez pour le garder.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;“%1” looks at&lt;/b&gt; %2</source>
        <translation>&lt;b&gt;«&#xa0;%1&#xa0;» regarde&lt;/b&gt; %2</translation>
    </message>
    <message>
        <source>Head view</source>
        <translation>Vue des têtes</translation>
    </message>
    <message>
        <source>Lines from each word on the left to the words it looks at on the right, thicker for more weight</source>
        <translation>Des lignes de chaque mot à gauche vers les mots qu’il regarde à droite, plus épaisses quand le poids est plus grand</translation>
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
        <translation>masqué (causal)</translation>
    </message>
    <message>
        <source>%1 (%2) → %3 (%4): %5</source>
        <translation>%1 (%2) → %3 (%4)&#xa0;: %5</translation>
    </message>
    <message>
        <source>%1 (%2) → %3 (%4): hidden until the question is answered</source>
        <translation>%1 (%2) → %3 (%4) : caché jusqu’à ce que la question ait reçu une réponse</translation>
    </message>
    <message>
        <source>Every block of this overview holds the same largest value, %1: the pattern repeats within a pixel. Zoom in (Ctrl+wheel or +) to see it.</source>
        <translation>Chaque bloc de cette vue d&apos;ensemble a la même valeur maximale, %1&#xa0;: le motif se répète à l&apos;intérieur d&apos;un pixel. Zoomez (Ctrl+molette ou +) pour le voir.</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vide</translation>
    </message>
</context>
<context>
    <name>attn::ui::HubDownload</name>
    <message>
        <source>&apos;%1&apos; is not a repository id (owner/name, as on the hub&apos;s page).</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas un identifiant de dépôt (owner/name, comme sur sa page du hub).</translation>
    </message>
    <message>
        <source>%1 is downloaded already.</source>
        <translation>%1 est déjà téléchargé.</translation>
    </message>
    <message>
        <source>Asking %1 for %2&apos;s files…</source>
        <translation>Demande des fichiers de %2 à %1…</translation>
    </message>
    <message>
        <source>%1 has none of the files the lab reads: %2 (404).</source>
        <translation>%1 n&apos;a aucun des fichiers que lit Attention Lab&#xa0;: %2 (404).</translation>
    </message>
    <message>
        <source> or </source>
        <translation> ou </translation>
    </message>
    <message>
        <source>Refused to follow %1 to %2: only https:// addresses are followed, at most five times.</source>
        <translation>Redirection de %1 vers %2 refusée&#xa0;: seules les adresses https:// sont suivies, cinq fois au plus.</translation>
    </message>
    <message>
        <source>%1 did not say the size of %2 (status %3).</source>
        <translation>%1 n&apos;a pas indiqué la taille de %2 (statut %3).</translation>
    </message>
    <message>
        <source>%1 needs %2 on the disk of %3; it has %4 free.</source>
        <translation>%1 nécessite %2 sur le disque de %3&#xa0;; il n&apos;y a que %4 de libre.</translation>
    </message>
    <message>
        <source>Could not make the folder %1.</source>
        <translation>Impossible de créer le dossier %1.</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>Impossible d&apos;écrire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Could not write in %1: %2</source>
        <translation>Impossible d&apos;écrire dans %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Resuming %1 at %2…</source>
        <translation>Reprise de %1 à %2…</translation>
    </message>
    <message>
        <source>Downloading %1…</source>
        <translation>Téléchargement de %1…</translation>
    </message>
    <message>
        <source>%1 answered the resume of %2 with the wrong part (%3).</source>
        <translation>%1 a répondu à la reprise de %2 avec la mauvaise partie (%3).</translation>
    </message>
    <message>
        <source>%1 announced more bytes for %2 than the hub said it has (%3 against %4); stopped, and the partial file deleted.</source>
        <translation>%1 a annoncé plus d&apos;octets pour %2 que le hub n&apos;en indique (%3 contre %4)&#xa0;; téléchargement arrêté et fichier partiel supprimé.</translation>
    </message>
    <message>
        <source>%1 sent more than the %2 bytes announced for %3; stopped, and the partial file deleted.</source>
        <translation>%1 a envoyé plus que les %2 octets annoncés pour %3&#xa0;; téléchargement arrêté et fichier partiel supprimé.</translation>
    </message>
    <message>
        <source>Refused to follow %1 to %2: only https:// addresses are followed.</source>
        <translation>Redirection de %1 vers %2 refusée&#xa0;: seules les adresses https:// sont suivies.</translation>
    </message>
    <message>
        <source>Too many redirects for %1.</source>
        <translation>Trop de redirections pour %1.</translation>
    </message>
    <message>
        <source>The connection dropped; resuming %1 at %2…</source>
        <translation>La connexion a été coupée&#xa0;; reprise de %1 à %2…</translation>
    </message>
    <message>
        <source>The connection ended after %1 of %2 of %3; try again to resume.</source>
        <translation>La connexion s&apos;est terminée après %1 sur %2 de %3&#xa0;; réessayez pour reprendre le téléchargement.</translation>
    </message>
    <message>
        <source>%1 answered %2 for %3.</source>
        <translation>%1 a répondu %2 pour %3.</translation>
    </message>
    <message>
        <source>Checking %1…</source>
        <translation>Vérification de %1…</translation>
    </message>
    <message>
        <source>%1 failed its checksum: the hub gives SHA-256 %2…, the file downloaded has %3…; it was deleted. Try again.</source>
        <translation>La somme de contrôle de %1 ne correspond pas&#xa0;: le hub indique SHA-256 %2…, le fichier téléchargé a %3…&#xa0;; il a été supprimé. Réessayez.</translation>
    </message>
    <message>
        <source>(unreadable)</source>
        <translation>(illisible)</translation>
    </message>
    <message>
        <source>Could not move %1 into place in %2.</source>
        <translation>Impossible de mettre %1 en place dans %2.</translation>
    </message>
    <message>
        <source>Could not read %1.</source>
        <translation>Impossible de lire %1.</translation>
    </message>
    <message>
        <source>%1 needs %2 of memory for its weights; this machine has %3. Nothing more was downloaded.</source>
        <translation>%1 nécessite %2 de mémoire pour ses poids&#xa0;; cet ordinateur en a %3. Rien de plus n&apos;a été téléchargé.</translation>
    </message>
    <message>
        <source>%1 is not a model the lab can open: %2. Nothing more was downloaded.</source>
        <translation>%1 n&apos;est pas un modèle qu&apos;Attention Lab peut ouvrir&#xa0;: %2. Rien de plus n&apos;a été téléchargé.</translation>
    </message>
    <message>
        <source>Cancelled. The next download of %1 continues where this one stopped.</source>
        <translation>Annulé. Le prochain téléchargement de %1 reprendra là où celui-ci s&apos;est arrêté.</translation>
    </message>
    <message>
        <source>No data from %1 for %2 s; waiting up to %3 s, then trying again (Cancel stops; a later download resumes).</source>
        <translation>Aucune donnée de %1 depuis %2 s&#xa0;; attente de %3 s au plus, puis nouvel essai (Annuler arrête&#xa0;; un téléchargement ultérieur reprendra).</translation>
    </message>
    <message>
        <source>Another download of %1 into %2 is running; wait for it, or stop it first.</source>
        <translation>Un autre téléchargement de %1 vers %2 est en cours&#xa0;; attendez qu&apos;il se termine, ou arrêtez-le d&apos;abord.</translation>
    </message>
    <message>
        <source>The %1 downloaded so far are kept: download again to resume.</source>
        <translation>Les %1 téléchargés jusqu&apos;ici sont conservés&#xa0;: relancez le téléchargement pour reprendre.</translation>
    </message>
</context>
<context>
    <name>attn::ui::InductionChart</name>
    <message>
        <source>induction</source>
        <translation>induction</translation>
    </message>
    <message>
        <source>previous-token</source>
        <translation>token précédent</translation>
    </message>
    <message>
        <source>duplicate-token</source>
        <translation>token dupliqué</translation>
    </message>
    <message>
        <source>first-token</source>
        <translation>premier token</translation>
    </message>
    <message>
        <source>Which head-role score each head&apos;s line shows: the mean weight a head gives, on a sequence read twice, to the token after this one&apos;s last occurrence (induction), to the token before (previous-token), to this token&apos;s last occurrence (duplicate) or to the first token.</source>
        <translation>Quel score de rôle montre la ligne de chaque tête : le poids moyen qu&apos;une tête donne, sur une séquence lue deux fois, au token qui suit la dernière occurrence de celui-ci (induction), au token d&apos;avant (token précédent), à la dernière occurrence de ce token (dupliqué) ou au premier token.</translation>
    </message>
    <message>
        <source>first occurrences</source>
        <translation>premières occurrences</translation>
    </message>
    <message>
        <source>repeated tokens</source>
        <translation>tokens répétés</translation>
    </message>
    <message>
        <source>phase change</source>
        <translation>transition de phase</translation>
    </message>
    <message>
        <source>step</source>
        <translation>pas</translation>
    </message>
    <message>
        <source>loss (nats)</source>
        <translation>perte (nats)</translation>
    </message>
    <message>
        <source>score</source>
        <translation>score</translation>
    </message>
    <message>
        <source>Loss on first and repeated tokens and each head&apos;s score against step</source>
        <translation>Perte sur les premières occurrences et les tokens répétés et score de chaque tête en fonction du pas</translation>
    </message>
    <message>
        <source>Heads&apos; score:</source>
        <translation>Score des têtes :</translation>
    </message>
    <message>
        <source>%1·%2</source>
        <translation>%1·%2</translation>
    </message>
    <message>
        <source>Start a run on Repeated sequences: the loss on repeated tokens and each head&apos;s score, step by step</source>
        <translation>Lancez un entraînement sur Séquences répétées : la perte sur les tokens répétés et le score de chaque tête, pas à pas</translation>
    </message>
    <message>
        <source>Repeated tokens against first occurrences; each head&apos;s %1 score (layer·head)</source>
        <translation>Tokens répétés contre premières occurrences ; score %1 de chaque tête (couche·tête)</translation>
    </message>
    <message>
        <source> — phase change at step %1</source>
        <translation> — transition de phase au pas %1</translation>
    </message>
    <message>
        <source> — no phase change yet</source>
        <translation> — pas encore de transition de phase</translation>
    </message>
</context>
<context>
    <name>attn::ui::JoinedHeadsView</name>
    <message>
        <source>word</source>
        <translation>mot</translation>
    </message>
    <message>
        <source>head · dimension</source>
        <translation>tête · dimension</translation>
    </message>
    <message>
        <source>output axis</source>
        <translation>axe de sortie</translation>
    </message>
    <message>
        <source>× W_O =</source>
        <translation>× W_O =</translation>
    </message>
    <message>
        <source>After the heads: &lt;b&gt;%1&lt;/b&gt;’s %2 results joined side by side (head &lt;i&gt;k&lt;/i&gt;’s numbers are h&lt;i&gt;k&lt;/i&gt;·1 …), then one matrix W_O mixes them into its output.</source>
        <translation>Après les têtes&#xa0;: les %2 résultats de &lt;b&gt;%1&lt;/b&gt; réunis côte à côte (les nombres de la tête &lt;i&gt;k&lt;/i&gt; sont h&lt;i&gt;k&lt;/i&gt;·1 …), puis une seule matrice W_O les mélange pour donner sa sortie.</translation>
    </message>
    <message>
        <source>%1 joined</source>
        <translation>%1, têtes réunies</translation>
    </message>
    <message>
        <source>%1 output</source>
        <translation>%1, sortie</translation>
    </message>
</context>
<context>
    <name>attn::ui::LensView</name>
    <message>
        <source>Each layer&apos;s residual stream read through the final LayerNorm and the output head: what the model would predict next if it stopped there. The last row is its own prediction.</source>
        <translation>Le flux résiduel de chaque couche lu à travers la LayerNorm finale et la tête de sortie&#xa0;: ce que le modèle prédirait ensuite s&apos;il s&apos;arrêtait là. La dernière ligne est sa propre prédiction.</translation>
    </message>
    <message>
        <source>The token whose next token the layers guess</source>
        <translation>Le token dont les couches pronostiquent le suivant</translation>
    </message>
    <message>
        <source>How many guesses each layer shows, likeliest first</source>
        <translation>Nombre de pronostics affichés par couche, du plus probable au moins probable</translation>
    </message>
    <message>
        <source>After token:</source>
        <translation>Après le token&#xa0;:</translation>
    </message>
    <message>
        <source>Guesses:</source>
        <translation>Pronostics&#xa0;:</translation>
    </message>
    <message>
        <source>Opening the model… %1</source>
        <translation>Ouverture du modèle… %1</translation>
    </message>
    <message>
        <source>The model could not be opened: %1</source>
        <translation>Le modèle n&apos;a pas pu être ouvert&#xa0;: %1</translation>
    </message>
    <message>
        <source>Add a sentence to see the layers&apos; guesses on it.</source>
        <translation>Ajoutez une phrase pour voir les pronostics des couches sur elle.</translation>
    </message>
    <message>
        <source>Reading the sentence…</source>
        <translation>Lecture de la phrase…</translation>
    </message>
    <message>
        <source>This pass kept no residual stream, so the layers&apos; guesses cannot be read.</source>
        <translation>Ce calcul n&apos;a gardé aucun flux résiduel&#xa0;: les pronostics des couches ne peuvent pas être lus.</translation>
    </message>
    <message>
        <source>Each layer&apos;s residual stream read through the final LayerNorm and the output head: what the model would predict next if it stopped there. The last row is its own prediction. On “%1”.</source>
        <translation>Le flux résiduel de chaque couche lu à travers la LayerNorm finale et la tête de sortie&#xa0;: ce que le modèle prédirait ensuite s&apos;il s&apos;arrêtait là. La dernière ligne est sa propre prédiction. Sur «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>guess %1</source>
        <translation>pronostic %1</translation>
    </message>
    <message>
        <source>%1 (token id %2): %3 %</source>
        <translation>%1 (id de token %2)&#xa0;: %3 %</translation>
    </message>
    <message>
        <source>Open a model (File ▸ Open Model…, or File ▸ Get a Model… for GPT-2) to see its layers&apos; guesses.</source>
        <translation>Ouvrez un modèle (Fichier ▸ Ouvrir un modèle…, ou Fichier ▸ Télécharger un modèle… pour GPT-2) pour voir les pronostics de ses couches.</translation>
    </message>
    <message>
        <source>Each layer&apos;s guesses are read under it.</source>
        <translation>Les pronostics de chaque couche sont lus avec lui.</translation>
    </message>
</context>
<context>
    <name>attn::ui::LessonPane</name>
    <message>
        <source>your answer, e.g. 0.3</source>
        <translation>votre réponse, p. ex. 0,3</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Vérifier</translation>
    </message>
    <message>
        <source>Click the cell you think is largest in the Attention pane.</source>
        <translation>Cliquez dans le panneau Attention sur la cellule qui vous semble la plus grande.</translation>
    </message>
    <message>
        <source>Show the answer</source>
        <translation>Voir la réponse</translation>
    </message>
    <message>
        <source>Reveal without answering (R in presentation mode)</source>
        <translation>Révéler sans répondre (R en mode présentation)</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Précédent</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Suivant ▶</translation>
    </message>
    <message>
        <source>Reset this step</source>
        <translation>Réinitialiser l&apos;étape</translation>
    </message>
    <message>
        <source>Previous step (Alt+Left)</source>
        <translation>Étape précédente (Alt+Left)</translation>
    </message>
    <message>
        <source>Next step (Alt+Right)</source>
        <translation>Étape suivante (Alt+Right)</translation>
    </message>
    <message>
        <source>Put this step&apos;s view back (your edits to the lesson stay)</source>
        <translation>Remettre la vue de cette étape (vos modifications de la leçon sont conservées)</translation>
    </message>
    <message>
        <source>Start the course</source>
        <translation>Commencer le cours</translation>
    </message>
    <message>
        <source>Open the built-in course: from no mixing to a trained transformer (File ▸ Course)</source>
        <translation>Ouvrir le cours intégré&#xa0;: de l&apos;absence de mélange à un Transformer entraîné (Fichier ▸ Cours)</translation>
    </message>
    <message>
        <source>“%1” is not a number: type one such as 0.3 or 30%</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas un nombre&#xa0;: tapez-en un comme 0,3 ou 30 %</translation>
    </message>
    <message>
        <source>Your answer:</source>
        <translation>Votre réponse&#xa0;:</translation>
    </message>
    <message>
        <source>  (predict)</source>
        <translation>  (prédiction)</translation>
    </message>
    <message>
        <source>Step %1 of %2 · %3%4</source>
        <translation>Étape %1 sur %2 · %3%4</translation>
    </message>
    <message>
        <source>This lesson has no steps</source>
        <translation>Cette leçon n&apos;a pas d&apos;étapes</translation>
    </message>
    <message>
        <source>This lesson has no guided steps.

**New here?** The built-in course walks from the first failed attempts at mixing words to a trained transformer, asking you to predict before it shows each answer: **Start the course** below, or **File ▸ Course**.

**Teaching?** Set the window up as a student should see it, then choose **Author ▸ New Step…**: write its text and, if you like, a question to predict.</source>
        <translation>Cette leçon n&apos;a pas d&apos;étapes guidées.

**Vous débutez&#xa0;?** Le cours intégré va des premières tentatives ratées pour mélanger les mots jusqu&apos;à un Transformer entraîné, en vous demandant de prédire avant de montrer chaque réponse&#xa0;: **Commencer le cours** ci-dessous, ou **Fichier ▸ Cours**.

**Vous enseignez&#xa0;?** Préparez la fenêtre comme un élève doit la voir, puis choisissez **Rédaction ▸ Nouvelle étape…**&#xa0;: écrivez son texte et, si vous le souhaitez, une question à prédire.</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Rédaction</translation>
    </message>
    <message numerus="yes">
        <source>Author (%n note(s))</source>
        <translation>
            <numerusform>Rédaction (%n note)</numerusform>
            <numerusform>Rédaction (%n notes)</numerusform>
        </translation>
    </message>
    <message>
        <source>Write the lesson: its properties and its steps</source>
        <translation>Rédiger la leçon&#xa0;: ses propriétés et ses étapes</translation>
    </message>
    <message>
        <source>Authoring notes: this step shows an answer before it is asked.
%1
Author ▸ Edit Step…: tick what to keep back on the View tab, or take the number out of the text.</source>
        <translation>Notes de rédaction&#xa0;: cette étape montre une réponse avant de poser la question.
%1
Rédaction ▸ Modifier l&apos;étape…&#xa0;: cochez ce qu&apos;il faut garder caché dans l&apos;onglet Vue, ou retirez le nombre du texte.</translation>
    </message>
    <message>
        <source>The view differs from this step&apos;s: %1. The numbers above are computed for what you see; Reset this step puts the step&apos;s view back.</source>
        <translation>La vue diffère de celle de cette étape&#xa0;: %1. Les nombres ci-dessus sont calculés pour ce que vous voyez&#xa0;; Réinitialiser l&apos;étape remet la vue de l&apos;étape.</translation>
    </message>
    <message>
        <source>**Predict.** %1</source>
        <translation>**Prédisez.** %1</translation>
    </message>
    <message>
        <source>Lesson &amp;Properties…</source>
        <translation>&amp;Propriétés de la leçon…</translation>
    </message>
    <message>
        <source>&amp;New Step…</source>
        <translation>&amp;Nouvelle étape…</translation>
    </message>
    <message>
        <source>Add Step from &amp;Current View</source>
        <translation>Ajouter une étape depuis la vue &amp;actuelle</translation>
    </message>
    <message>
        <source>&amp;Edit Step…</source>
        <translation>&amp;Modifier l&apos;étape…</translation>
    </message>
    <message>
        <source>&amp;Update Step from Current View</source>
        <translation>Mettre à jour l&apos;étape depuis la &amp;vue actuelle</translation>
    </message>
    <message>
        <source>Move &amp;Up</source>
        <translation>Mon&amp;ter</translation>
    </message>
    <message>
        <source>Move &amp;Down</source>
        <translation>&amp;Descendre</translation>
    </message>
    <message>
        <source>&amp;Arrange Steps…</source>
        <translation>&amp;Réorganiser les étapes…</translation>
    </message>
    <message>
        <source>De&amp;lete Step</source>
        <translation>&amp;Supprimer l&apos;étape</translation>
    </message>
    <message>
        <source>Step %1</source>
        <translation>Étape %1</translation>
    </message>
    <message>
        <source>Step %1 now sets the window as it is.</source>
        <translation>L&apos;étape %1 reprend maintenant la fenêtre telle qu&apos;elle est.</translation>
    </message>
    <message>
        <source>Deleted step %1 “%2”: Edit ▸ Undo brings it back.</source>
        <translation>Étape %1 «&#xa0;%2&#xa0;» supprimée&#xa0;: Édition ▸ Annuler la fait revenir.</translation>
    </message>
    <message>
        <source>Step text</source>
        <translation>Texte de l’étape</translation>
    </message>
    <message>
        <source>Question and verdict</source>
        <translation>Question et verdict</translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>Votre réponse</translation>
    </message>
    <message>
        <source>Authoring notes: what this step names that the lesson lacks, in every language.
%1</source>
        <translation>Notes d’auteur : ce que cette étape nomme et qui manque à la leçon, dans toutes les langues.
%1</translation>
    </message>
    <message>
        <source>Handout, %1</source>
        <translation>Polycopié, %1</translation>
    </message>
    <message>
        <source>The handout cannot be laid out: %1</source>
        <translation>Impossible de mettre en page le polycopié : %1</translation>
    </message>
    <message>
        <source>Answers shown early</source>
        <translation>Réponses montrées trop tôt</translation>
    </message>
    <message>
        <source>No step shows a question&apos;s answer before it is asked: not in any pane of the window at an earlier step, not in any text, not on the handout&apos;s pages.</source>
        <translation>Aucune étape ne montre la réponse d’une question avant qu’elle soit posée : ni dans un panneau de la fenêtre à une étape antérieure, ni dans un texte, ni sur les pages du polycopié.</translation>
    </message>
    <message numerus="yes">
        <source>%n place(s) show a question&apos;s answer before it is asked. Tick what to keep back on the step&apos;s View tab (Author ▸ Edit Step…), or take the number out of the text.</source>
        <translation>
            <numerusform>%n endroit montre la réponse d’une question avant qu’elle soit posée. Cochez ce qu’il faut garder caché dans l’onglet Vue de l’étape (Auteur ▸ Modifier l’étape…), ou retirez le nombre du texte.</numerusform>
            <numerusform>%n endroits montrent la réponse d’une question avant qu’elle soit posée. Cochez ce qu’il faut garder caché dans l’onglet Vue de l’étape (Auteur ▸ Modifier l’étape…), ou retirez le nombre du texte.</numerusform>
        </translation>
    </message>
    <message>
        <source>Chec&amp;k Every Step for Answers Shown Early</source>
        <translation>Vérifier toutes les étapes : réponses montrées trop tô&amp;t</translation>
    </message>
</context>
<context>
    <name>attn::ui::LessonPropertiesDialog</name>
    <message>
        <source>Lesson Properties</source>
        <translation>Propriétés de la leçon</translation>
    </message>
    <message>
        <source>What the lesson is about, e.g. “A bat, two meanings”</source>
        <translation>Le sujet de la leçon, p. ex. «&#xa0;bat&#xa0;: un mot, deux sens&#xa0;»</translation>
    </message>
    <message>
        <source>One paragraph for the top of the Sentences pane and the handout</source>
        <translation>Un paragraphe pour le haut du panneau Phrases et pour le polycopié</translation>
    </message>
    <message>
        <source>The word the lesson follows: highlighted when the lesson opens, and the word whose blend Export Figure Set draws. Empty: none.</source>
        <translation>Le mot que suit la leçon&#xa0;: mis en évidence à l&apos;ouverture de la leçon, et le mot dont Exporter la série de figures dessine le mélange. Vide&#xa0;: aucun.</translation>
    </message>
    <message>
        <source>All rights reserved</source>
        <translation>Tous droits réservés</translation>
    </message>
    <message>
        <source>The terms others may share the lesson under</source>
        <translation>Les conditions auxquelles d&apos;autres peuvent partager la leçon</translation>
    </message>
    <message>
        <source>&amp;Title</source>
        <translation>&amp;Titre</translation>
    </message>
    <message>
        <source>&amp;Description</source>
        <translation>&amp;Description</translation>
    </message>
    <message>
        <source>&amp;Focus word</source>
        <translation>Mot &amp;étudié</translation>
    </message>
    <message>
        <source>&amp;Author</source>
        <translation>&amp;Auteur</translation>
    </message>
    <message>
        <source>&amp;Licence</source>
        <translation>&amp;Licence</translation>
    </message>
    <message>
        <source>The focus word ‘%1’ is not in the vocabulary: choose one of the lesson&apos;s words, or none.</source>
        <translation>Le mot étudié «&#xa0;%1&#xa0;» n&apos;est pas dans le vocabulaire&#xa0;: choisissez l&apos;un des mots de la leçon, ou aucun.</translation>
    </message>
    <message>
        <source>Language of the translated title and description</source>
        <translation>Langue du titre et de la description traduits</translation>
    </message>
    <message>
        <source>In another language (a field left empty shows the text above; each step&apos;s words are on the step editor&apos;s Languages tab):</source>
        <translation>Dans une autre langue (un champ laissé vide montre le texte ci-dessus ; les textes de chaque étape sont dans l&apos;onglet Langues de l&apos;éditeur d&apos;étape) :</translation>
    </message>
    <message>
        <source>Lan&amp;guage</source>
        <translation>Lan&amp;gue</translation>
    </message>
    <message>
        <source>Title i&amp;n it</source>
        <translation>Titre da&amp;ns cette langue</translation>
    </message>
    <message>
        <source>Descri&amp;ption in it</source>
        <translation>Descri&amp;ption dans cette langue</translation>
    </message>
    <message>
        <source>Set the lesson&apos;s title in other languages</source>
        <translation>Définir le titre de la leçon dans d&apos;autres langues</translation>
    </message>
</context>
<context>
    <name>attn::ui::LessonSession</name>
    <message>
        <source>The answer: %1.</source>
        <translation>La réponse&#xa0;: %1.</translation>
    </message>
    <message>
        <source>The answer was %1; after your edit it is %2.</source>
        <translation>La réponse était %1&#xa0;; après votre modification, c&apos;est %2.</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>Right: %1. You said %2.</source>
        <translation>Exact&#xa0;: %1. Vous avez répondu %2.</translation>
    </message>
    <message>
        <source>Not quite: the answer is %1. You said %2.</source>
        <translation>Pas tout à fait&#xa0;: la réponse est %1. Vous avez répondu %2.</translation>
    </message>
    <message>
        <source>right at the time</source>
        <translation>juste à ce moment-là</translation>
    </message>
    <message>
        <source>not right at the time</source>
        <translation>faux à ce moment-là</translation>
    </message>
    <message>
        <source>You answered %1, %2; after your edit it is right: the answer is now %3.</source>
        <translation>Vous avez répondu %1, %2&#xa0;; après votre modification, c&apos;est juste&#xa0;: la réponse est maintenant %3.</translation>
    </message>
    <message>
        <source>You answered %1, %2; after your edit the answer is %3.</source>
        <translation>Vous avez répondu %1, %2&#xa0;; après votre modification, la réponse est %3.</translation>
    </message>
    <message>
        <source>on</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>off</source>
        <translation>non</translation>
    </message>
    <message>
        <source>the rung is “%1” here, “%2” in the step</source>
        <translation>l&apos;échelon est «&#xa0;%1&#xa0;» ici, «&#xa0;%2&#xa0;» dans l&apos;étape</translation>
    </message>
    <message>
        <source>%1 heads here, %2 in the step</source>
        <translation>%1 têtes ici, %2 dans l&apos;étape</translation>
    </message>
    <message>
        <source>Scale is %1 here, %2 in the step</source>
        <translation>Mise à l&apos;échelle&#xa0;: %1 ici, %2 dans l&apos;étape</translation>
    </message>
    <message>
        <source>Causal is %1 here, %2 in the step</source>
        <translation>Causal&#xa0;: %1 ici, %2 dans l&apos;étape</translation>
    </message>
    <message>
        <source>; </source>
        <translation>&#xa0;; </translation>
    </message>
    <message>
        <source>(cannot be computed: %1)</source>
        <translation>(ne peut pas être calculé&#xa0;: %1)</translation>
    </message>
    <message>
        <source>The question asks about %1’s row: click a cell in that row.</source>
        <translation>La question porte sur la ligne de %1&#xa0;: cliquez sur une cellule de cette ligne.</translation>
    </message>
    <message>
        <source>Reset this step</source>
        <translation>Réinitialiser l&apos;étape</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n head(s)</source>
        <translation>
            <numerusform>%1, %n tête</numerusform>
            <numerusform>%1, %n têtes</numerusform>
        </translation>
    </message>
    <message>
        <source>Step %1 is as you entered it: %2, scaling %3.</source>
        <translation>L’étape %1 est telle que vous l’avez trouvée en y entrant : %2, mise à l’échelle %3.</translation>
    </message>
    <message>
        <source>%1 here, %2 in the step</source>
        <translation>%1 ici, %2 dans l&apos;étape</translation>
    </message>
    <message>
        <source>the RoPE base is %1 here, %2 in the step</source>
        <translation>la base de RoPE est %1 ici, %2 dans l&apos;étape</translation>
    </message>
    <message>
        <source>Right: %1.</source>
        <translation>Exact&#xa0;: %1.</translation>
    </message>
    <message>
        <source>This question is about the hand-wired attention&apos;s map, but the step shows the model&apos;s: it cannot be answered here.</source>
        <translation>Cette question porte sur la carte de l’attention câblée à la main, mais l’étape montre celle du modèle&#xa0;: on ne peut pas y répondre ici.</translation>
    </message>
</context>
<context>
    <name>attn::ui::LossChart</name>
    <message>
        <source>train loss</source>
        <translation>perte d&apos;entraînement</translation>
    </message>
    <message>
        <source>validation loss</source>
        <translation>perte de validation</translation>
    </message>
    <message>
        <source>timeline</source>
        <translation>chronologie</translation>
    </message>
    <message>
        <source>step</source>
        <translation>pas</translation>
    </message>
    <message>
        <source>loss (nats)</source>
        <translation>perte (nats)</translation>
    </message>
    <message>
        <source>phase change</source>
        <translation>transition de phase</translation>
    </message>
    <message>
        <source>Dashed grey: %1</source>
        <translation>Tirets gris&#xa0;: %1</translation>
    </message>
    <message>
        <source>earlier validation</source>
        <translation>validation précédente</translation>
    </message>
</context>
<context>
    <name>attn::ui::MiniHeatmap</name>
    <message>
        <source>Hidden until you answer the lesson&apos;s question</source>
        <translation>Caché jusqu&apos;à ce que vous répondiez à la question de la leçon</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; cannot see &lt;b&gt;%2&lt;/b&gt;: it comes later (causal mask, weight 0)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; ne peut pas voir &lt;b&gt;%2&lt;/b&gt;&#xa0;: il vient après (masque causal, poids 0)</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2) looks at &lt;b&gt;%3&lt;/b&gt; (%4): %5&lt;br&gt;click for the large map</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; (%2) regarde &lt;b&gt;%3&lt;/b&gt; (%4)&#xa0;: %5&lt;br&gt;cliquez pour la grande carte</translation>
    </message>
    <message>
        <source>∂loss/∂score of &lt;b&gt;%1&lt;/b&gt; (%2) on &lt;b&gt;%3&lt;/b&gt; (%4): %5&lt;br&gt;%6&lt;br&gt;click for the large map</source>
        <translation>∂perte/∂score de &lt;b&gt;%1&lt;/b&gt; (%2) sur &lt;b&gt;%3&lt;/b&gt; (%4) : %5&lt;br&gt;%6&lt;br&gt;cliquer pour la grande carte</translation>
    </message>
    <message>
        <source>the loss wants this score up</source>
        <translation>la perte veut monter ce score</translation>
    </message>
    <message>
        <source>the loss wants this score down</source>
        <translation>la perte veut baisser ce score</translation>
    </message>
    <message>
        <source>the loss does not move this score</source>
        <translation>la perte ne déplace pas ce score</translation>
    </message>
    <message>
        <source>prev. token</source>
        <translation>token préc.</translation>
    </message>
    <message>
        <source>prev.</source>
        <translation>préc.</translation>
    </message>
</context>
<context>
    <name>attn::ui::ModelOverview</name>
    <message>
        <source>prev</source>
        <translation>préc</translation>
    </message>
    <message>
        <source>first</source>
        <translation>premier</translation>
    </message>
    <message>
        <source>self</source>
        <translation>soi</translation>
    </message>
    <message>
        <source>unif</source>
        <translation>unif</translation>
    </message>
    <message>
        <source>token looking</source>
        <translation>token qui regarde</translation>
    </message>
    <message>
        <source>word looking</source>
        <translation>mot qui regarde</translation>
    </message>
    <message>
        <source>token looked at</source>
        <translation>token regardé</translation>
    </message>
    <message>
        <source>word looked at</source>
        <translation>mot regardé</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exporter…</translation>
    </message>
    <message>
        <source>The first layer shown</source>
        <translation>La première couche affichée</translation>
    </message>
    <message>
        <source>The last layer shown</source>
        <translation>La dernière couche affichée</translation>
    </message>
    <message>
        <source>All patterns</source>
        <translation>Tous les motifs</translation>
    </message>
    <message>
        <source>Show only the heads whose clear pattern is this one (none: no clear pattern)</source>
        <translation>N&apos;afficher que les têtes dont le motif net est celui-ci (aucun&#xa0;: pas de motif net)</translation>
    </message>
    <message>
        <source>Write the heads shown as a figure (PNG, SVG or PDF)</source>
        <translation>Enregistrer les têtes affichées comme figure (PNG, SVG ou PDF)</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>Couches</translation>
    </message>
    <message>
        <source>to</source>
        <translation>à</translation>
    </message>
    <message>
        <source>Add a sentence to see what every head of the model does with it.</source>
        <translation>Ajoutez une phrase pour voir ce que chaque tête du modèle en fait.</translation>
    </message>
    <message>
        <source>The trained model cannot read this sentence.</source>
        <translation>Le modèle entraîné ne peut pas lire cette phrase.</translation>
    </message>
    <message>
        <source>The trained model&apos;s maps cannot be read: %1</source>
        <translation>Les cartes du modèle entraîné ne peuvent pas être lues&#xa0;: %1</translation>
    </message>
    <message>
        <source>The lesson&apos;s model cannot be opened: %1</source>
        <translation>Le modèle de la leçon ne peut pas être ouvert&#xa0;: %1</translation>
    </message>
    <message>
        <source>The model is reading this sentence …</source>
        <translation>Le modèle lit cette phrase …</translation>
    </message>
    <message>
        <source>The model&apos;s maps cannot be read: %1</source>
        <translation>Les cartes du modèle ne peuvent pas être lues&#xa0;: %1</translation>
    </message>
    <message>
        <source>The maps are hidden until you answer the lesson&apos;s question: they would show where each head looks.</source>
        <translation>Les cartes sont cachées jusqu&apos;à ce que vous répondiez à la question de la leçon&#xa0;: elles montreraient où regarde chaque tête.</translation>
    </message>
    <message>
        <source>All heads</source>
        <translation>Toutes les têtes</translation>
    </message>
    <message>
        <source>head %1</source>
        <translation>tête %1</translation>
    </message>
    <message>
        <source>No head matches these filters: widen the layers, or choose all heads or all patterns.</source>
        <translation>Aucune tête ne correspond à ces filtres&#xa0;: élargissez les couches, ou choisissez toutes les têtes ou tous les motifs.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Layer %1 · head %2&lt;/b&gt; — %3</source>
        <translation>&lt;b&gt;Couche %1 · tête %2&lt;/b&gt; — %3</translation>
    </message>
    <message>
        <source>&lt;b&gt;Layer %1, head %2&lt;/b&gt;&lt;br&gt;%3</source>
        <translation>&lt;b&gt;Couche %1, tête %2&lt;/b&gt;&lt;br&gt;%3</translation>
    </message>
    <message>
        <source>&lt;br&gt;Head roles test: previous-token %1, induction %2, duplicate %3, first-token %4</source>
        <translation>&lt;br&gt;Test des rôles : token précédent %1, induction %2, dupliqué %3, premier token %4</translation>
    </message>
    <message>
        <source>&lt;br&gt;click to read it large</source>
        <translation>&lt;br&gt;cliquer pour la lire en grand</translation>
    </message>
    <message>
        <source>This lesson has no model. Train one in the Training dock, get GPT-2 (File ▸ Get a Model…), open a GPT-2 or nanoGPT model you have (File ▸ Open Model…), or open a lesson that points at one; every head of every layer then shows here.</source>
        <translation>Cette leçon n&apos;a pas de modèle. Entraînez-en un dans le panneau Entraînement, téléchargez GPT-2 (Fichier ▸ Télécharger un modèle…), ouvrez un modèle GPT-2 ou nanoGPT que vous possédez (Fichier ▸ Ouvrir un modèle…), ou ouvrez une leçon qui renvoie à un modèle&#xa0;; chaque tête de chaque couche s&apos;affiche alors ici.</translation>
    </message>
    <message>
        <source>%1 — %2; hatched cells above the diagonal are masked (causal).</source>
        <translation>%1 — %2&#xa0;; les cellules hachurées au-dessus de la diagonale sont masquées (causal).</translation>
    </message>
</context>
<context>
    <name>attn::ui::ModelPane</name>
    <message>
        <source>All heads</source>
        <translation>Toutes les têtes</translation>
    </message>
    <message>
        <source>Layers&apos; guesses</source>
        <translation>Pronostics des couches</translation>
    </message>
    <message>
        <source>Rollout</source>
        <translation>Propagation</translation>
    </message>
    <message>
        <source>Generate</source>
        <translation>Générer</translation>
    </message>
    <message>
        <source>What if</source>
        <translation>Et si</translation>
    </message>
    <message>
        <source>Patching</source>
        <translation>Patching</translation>
    </message>
    <message>
        <source>Head roles</source>
        <translation>Rôles des têtes</translation>
    </message>
    <message>
        <source>&amp;Sentence:</source>
        <translation>&amp;Phrase&#xa0;:</translation>
    </message>
    <message>
        <source>Which of the two shown sentences All heads, Layers&apos; guesses, Rollout and What if speak of. Both sentences: All heads, Layers&apos; guesses and Rollout show the two side by side (one above the other in a narrow dock); the other tabs speak of the first.</source>
        <translation>De laquelle des deux phrases affichées parlent «&#xa0;Toutes les têtes&#xa0;», «&#xa0;Pronostics des couches&#xa0;», «&#xa0;Propagation&#xa0;» et «&#xa0;Et si&#xa0;». Les deux phrases&#xa0;: «&#xa0;Toutes les têtes&#xa0;», «&#xa0;Pronostics des couches&#xa0;» et «&#xa0;Propagation&#xa0;» montrent les deux côte à côte (l’une au-dessus de l’autre dans un panneau étroit)&#xa0;; les autres onglets parlent de la première.</translation>
    </message>
    <message>
        <source>Both sentences</source>
        <translation>Les deux phrases</translation>
    </message>
</context>
<context>
    <name>attn::ui::NextWordItemModel</name>
    <message>
        <source>after “%1” the model expects…</source>
        <translation>après «&#xa0;%1&#xa0;», le modèle attend…</translation>
    </message>
    <message>
        <source>P(“%1” next | … “%2”) = %3</source>
        <translation>P(«&#xa0;%1&#xa0;» suivant | … «&#xa0;%2&#xa0;») = %3</translation>
    </message>
    <message>
        <source>after</source>
        <translation>après</translation>
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
        <translation>poids</translation>
    </message>
    <message>
        <source>structure found</source>
        <translation>structure trouvée</translation>
    </message>
    <message>
        <source>step</source>
        <translation>pas</translation>
    </message>
    <message>
        <source>Press Start: one attention weight of the probe, step by step</source>
        <translation>Appuyez sur Démarrer&#xa0;: un poids d&apos;attention de la sonde, étape par étape</translation>
    </message>
    <message>
        <source> — structure at step %1</source>
        <translation> — structure à l&apos;étape %1</translation>
    </message>
    <message>
        <source> — still static</source>
        <translation> — encore statique</translation>
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
        <translation>la même longueur, une chose changée (les noms échangés)</translation>
    </message>
    <message>
        <source>one token, e.g. “ Mary”</source>
        <translation>un jeton, p. ex. « Mary »</translation>
    </message>
    <message>
        <source>one token, e.g. “ John”</source>
        <translation>un jeton, p. ex. « John »</translation>
    </message>
    <message>
        <source>each head</source>
        <translation>chaque tête</translation>
    </message>
    <message>
        <source>each position of the residual stream</source>
        <translation>chaque position du flux résiduel</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Lancer</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Patching map</source>
        <translation>Carte de patching</translation>
    </message>
    <message>
        <source>Next token</source>
        <translation>Jeton suivant</translation>
    </message>
    <message>
        <source>Probability</source>
        <translation>Probabilité</translation>
    </message>
    <message>
        <source>&amp;Clean prompt:</source>
        <translation>Prompt &amp;propre :</translation>
    </message>
    <message>
        <source>C&amp;orrupted prompt:</source>
        <translation>Prompt &amp;corrompu :</translation>
    </message>
    <message>
        <source>&amp;Answer:</source>
        <translation>&amp;Réponse :</translation>
    </message>
    <message>
        <source>&amp;Foil:</source>
        <translation>&amp;Leurre :</translation>
    </message>
    <message>
        <source>&amp;Patch:</source>
        <translation>&amp;Patcher :</translation>
    </message>
    <message>
        <source>How much of the clean prompt&apos;s answer comes back when one head&apos;s output is taken from the clean run into the corrupted one: (patched − corrupted) / (clean − corrupted) of logit(answer) − logit(foil); 1 = fully restored.</source>
        <translation>Quelle part de la réponse du prompt propre revient quand la sortie d’une tête est reprise de la passe propre dans la passe corrompue : (patchée − corrompue) / (propre − corrompue) de logit(réponse) − logit(leurre) ; 1 = entièrement rétablie.</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Annulé.</translation>
    </message>
    <message>
        <source>This lesson has no model: train one, or open a GPT-2 or nanoGPT model, to patch its heads.</source>
        <translation>Cette leçon n’a pas de modèle : entraînez-en un, ou ouvrez un modèle GPT-2 ou nanoGPT, pour patcher ses têtes.</translation>
    </message>
    <message>
        <source>Type a clean and a corrupted prompt.</source>
        <translation>Tapez un prompt propre et un prompt corrompu.</translation>
    </message>
    <message>
        <source>Patching %1 layers …</source>
        <translation>Patching de %1 couches …</translation>
    </message>
    <message>
        <source>layer %1</source>
        <translation>couche %1</translation>
    </message>
    <message>
        <source>head %1</source>
        <translation>tête %1</translation>
    </message>
    <message>
        <source>logit(answer) − logit(foil): clean %1, corrupted %2. Each tile: the share of that difference its patch restores (1 = fully). Click a tile for its run&apos;s next tokens.</source>
        <translation>logit(réponse) − logit(leurre) : propre %1, corrompue %2. Chaque case : la part de cette différence que son patch rétablit (1 = entièrement). Cliquez sur une case pour les jetons suivants de sa passe.</translation>
    </message>
    <message>
        <source>Layer %1, %2 patched from the clean run: restores %3.</source>
        <translation>Couche %1, %2 reprise de la passe propre : rétablit %3.</translation>
    </message>
    <message>
        <source>layer</source>
        <translation>couche</translation>
    </message>
    <message>
        <source>position</source>
        <translation>position</translation>
    </message>
    <message>
        <source>head</source>
        <translation>tête</translation>
    </message>
    <message>
        <source>Patching “%1” into “%2”: the share of logit(%3) − logit(%4) restored</source>
        <translation>« %1 » patché dans « %2 » : la part rétablie de logit(%3) − logit(%4)</translation>
    </message>
    <message>
        <source>The answer “%1” is not one token of the model (%2 tokens): give one token.</source>
        <translation>La réponse « %1 » n’est pas un seul jeton du modèle (%2 jetons) : donnez un jeton.</translation>
    </message>
    <message>
        <source>The foil “%1” is not one token of the model (%2 tokens): give one token.</source>
        <translation>Le leurre « %1 » n’est pas un seul jeton du modèle (%2 jetons) : donnez un jeton.</translation>
    </message>
    <message>
        <source>The map is of the model&apos;s own runs: the what-if is not laid over them.</source>
        <translation>La carte est celle des passes propres du modèle : le « et si » ne s&apos;y applique pas.</translation>
    </message>
</context>
<context>
    <name>attn::ui::PositionsPane</name>
    <message>
        <source>The word whose query is scored (RoPE&apos;s map and the shift test)</source>
        <translation>Le mot dont la requête est évaluée (carte de RoPE et test de décalage)</translation>
    </message>
    <message>
        <source>The word whose key is scored (RoPE&apos;s map and the shift test)</source>
        <translation>Le mot dont la clé est évaluée (carte de RoPE et test de décalage)</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exporter…</translation>
    </message>
    <message>
        <source>Save the position map as it is shown (PNG, SVG or PDF)</source>
        <translation>Enregistrer la carte des positions telle qu&apos;elle est affichée (PNG, SVG ou PDF)</translation>
    </message>
    <message>
        <source>&amp;Map:</source>
        <translation>&amp;Carte&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Words:</source>
        <translation>&amp;Mots&#xa0;:</translation>
    </message>
    <message>
        <source>Position map</source>
        <translation>Carte des positions</translation>
    </message>
    <message>
        <source>A word of the lesson to put before the first word</source>
        <translation>Un mot de la leçon à placer avant le premier mot</translation>
    </message>
    <message>
        <source>Shift test</source>
        <translation>Test de décalage</translation>
    </message>
    <message>
        <source>Positions</source>
        <translation>Positions</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Maintenant</translation>
    </message>
    <message>
        <source>Moved on</source>
        <translation>Décalé</translation>
    </message>
    <message>
        <source>Changed?</source>
        <translation>Changé&#xa0;?</translation>
    </message>
    <message>
        <source>This lesson has no sentences yet: add one in the Sentences pane.</source>
        <translation>Cette leçon n&apos;a pas encore de phrases&#xa0;: ajoutez-en une dans le panneau Phrases.</translation>
    </message>
    <message>
        <source>The sentence is empty.</source>
        <translation>La phrase est vide.</translation>
    </message>
    <message>
        <source>The position map is kept back until the question is answered.</source>
        <translation>La carte des positions reste cachée jusqu&apos;à la réponse à la question.</translation>
    </message>
    <message>
        <source>The score of “%1” on “%2” (head %3), then with “%4” in front: every position one further on.</source>
        <translation>Le score de «&#xa0;%1&#xa0;» sur «&#xa0;%2&#xa0;» (tête %3), puis avec «&#xa0;%4&#xa0;» devant&#xa0;: chaque position décalée d&apos;un cran.</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>As shown</source>
        <translation>Comme affiché</translation>
    </message>
    <message>
        <source>Which encoding&apos;s map to draw: the one of the attention shown (the toolbar&apos;s, or the model&apos;s own), or another</source>
        <translation>Quel encodage la carte montre&#xa0;: celui de l’attention affichée (celui de la barre d’outils ou celui du modèle) ou un autre</translation>
    </message>
    <message>
        <source>Put a word in fr&amp;ont:</source>
        <translation>Mettre un mot de&amp;vant&#xa0;:</translation>
    </message>
    <message>
        <source>Hea&amp;d:</source>
        <translation>&amp;Tête&#xa0;:</translation>
    </message>
    <message>
        <source>Position map: %1</source>
        <translation>Carte des positions&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>attn::ui::ProbePanel</name>
    <message>
        <source>No model yet.</source>
        <translation>Pas encore de modèle.</translation>
    </message>
    <message>
        <source>a sentence to watch</source>
        <translation>une phrase à observer</translation>
    </message>
    <message>
        <source>Below 1: safer, likelier words; above 1: more surprising ones.</source>
        <translation>En dessous de 1&#xa0;: des mots plus sûrs, plus probables&#xa0;; au-dessus de 1&#xa0;: des mots plus surprenants.</translation>
    </message>
    <message>
        <source>Generate</source>
        <translation>Générer</translation>
    </message>
    <message>
        <source>Continue the probe sentence with 12 sampled words</source>
        <translation>Prolonger la phrase sonde avec 12 mots tirés au hasard</translation>
    </message>
    <message>
        <source>Probe:</source>
        <translation>Sonde&#xa0;:</translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation>Température</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Graine</translation>
    </message>
    <message>
        <source>Next word: the five likeliest after each word</source>
        <translation>Mot suivant&#xa0;: les cinq plus probables après chaque mot</translation>
    </message>
    <message>
        <source>Type a probe sentence to see its attention.</source>
        <translation>Tapez une phrase sonde pour voir son attention.</translation>
    </message>
    <message>
        <source>Not in the model&apos;s vocabulary, so read as &lt;unk&gt;: %1.</source>
        <translation>Absent du vocabulaire du modèle, donc lu comme &lt;unk&gt;&#xa0;: %1.</translation>
    </message>
    <message>
        <source>&lt;b&gt;layer %1 · head %2&lt;/b&gt; — rows: the word looking; columns: the word looked at</source>
        <translation>&lt;b&gt;couche %1 · tête %2&lt;/b&gt; — lignes&#xa0;: le mot qui regarde&#xa0;; colonnes&#xa0;: le mot regardé</translation>
    </message>
    <message>
        <source>word looking</source>
        <translation>mot qui regarde</translation>
    </message>
    <message>
        <source>word looked at</source>
        <translation>mot regardé</translation>
    </message>
    <message>
        <source>layer %1 · head %2</source>
        <translation>couche %1 · tête %2</translation>
    </message>
    <message>
        <source>Hatched cells above the diagonal are masked (weight 0): each word looks only at itself and the words before it.</source>
        <translation>Les cellules hachurées au-dessus de la diagonale sont masquées (poids 0)&#xa0;: chaque mot ne regarde que lui-même et les mots qui le précèdent.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; cannot see &lt;b&gt;%2&lt;/b&gt;: it comes later (causal mask, weight 0)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; ne peut pas voir &lt;b&gt;%2&lt;/b&gt;&#xa0;: il vient après (masque causal, poids 0)</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; looks at &lt;b&gt;%2&lt;/b&gt; with weight &lt;b&gt;%3&lt;/b&gt;&lt;br&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; regarde &lt;b&gt;%2&lt;/b&gt; avec le poids &lt;b&gt;%3&lt;/b&gt;&lt;br&gt;</translation>
    </message>
    <message>
        <source>weight = exp(s&lt;sub&gt;%1,%2&lt;/sub&gt;) / Σ&lt;sub&gt;k ≤ %1&lt;/sub&gt; exp(s&lt;sub&gt;%1,k&lt;/sub&gt;), s = q·k / √dk&lt;br&gt;</source>
        <translation>poids = exp(s&lt;sub&gt;%1,%2&lt;/sub&gt;) / Σ&lt;sub&gt;k ≤ %1&lt;/sub&gt; exp(s&lt;sub&gt;%1,k&lt;/sub&gt;), s = q·k / √dk&lt;br&gt;</translation>
    </message>
    <message>
        <source>row %1 (%2 words it can see): %3 = %4</source>
        <translation>ligne %1 (%2 mots visibles)&#xa0;: %3 = %4</translation>
    </message>
    <message>
        <source>&lt;i&gt;%1&lt;/i&gt; &lt;b&gt;%2&lt;/b&gt;&lt;br&gt;&lt;small&gt;sampled from: %3 (temperature %4, seed %5)&lt;/small&gt;</source>
        <translation>&lt;i&gt;%1&lt;/i&gt; &lt;b&gt;%2&lt;/b&gt;&lt;br&gt;&lt;small&gt;tiré de&#xa0;: %3 (température %4, graine %5)&lt;/small&gt;</translation>
    </message>
    <message>
        <source>Attention weights</source>
        <translation>Poids d&apos;attention</translation>
    </message>
    <message>
        <source>Gradient of the loss (∂loss/∂score)</source>
        <translation>Gradient de la perte (∂perte/∂score)</translation>
    </message>
    <message>
        <source>Gradient: for the loss of predicting every next word of the probe, how each attention score should move. Blue: the loss wants the score up; red: down.</source>
        <translation>Gradient : pour la perte de la prédiction de chaque mot suivant de la phrase test, comment chaque score d&apos;attention devrait bouger. Bleu : la perte veut le monter ; rouge : le baisser.</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>Afficher :</translation>
    </message>
    <message>
        <source>The gradient needs a probe of two words or more: the loss is the prediction of each next word.</source>
        <translation>Le gradient demande une phrase test de deux mots ou plus : la perte est la prédiction de chaque mot suivant.</translation>
    </message>
    <message>
        <source>%1 — loss of the probe&apos;s next words %2; blue: the loss wants a score up, red: down</source>
        <translation>%1 — perte des mots suivants de la phrase test %2 ; bleu : la perte veut monter un score, rouge : le baisser</translation>
    </message>
    <message>
        <source>&lt;b&gt;layer %1 · head %2&lt;/b&gt; — ∂loss/∂score: rows the word looking, columns the word looked at</source>
        <translation>&lt;b&gt;couche %1 · tête %2&lt;/b&gt; — ∂perte/∂score : lignes le mot qui regarde, colonnes le mot regardé</translation>
    </message>
    <message>
        <source> · ∂loss/∂score</source>
        <translation> · ∂perte/∂score</translation>
    </message>
    <message>
        <source>How the loss of predicting each next word would move each attention score: blue, the loss wants it up; red, down. Hatched cells above the diagonal are masked.</source>
        <translation>Comment la perte de la prédiction de chaque mot suivant déplacerait chaque score d&apos;attention : bleu, la perte veut le monter ; rouge, le baisser. Les cases hachurées au-dessus de la diagonale sont masquées.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; cannot see &lt;b&gt;%2&lt;/b&gt;: it comes later (causal mask)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; ne peut pas voir &lt;b&gt;%2&lt;/b&gt; : il vient après (masque causal)</translation>
    </message>
    <message>
        <source>∂loss/∂score of &lt;b&gt;%1&lt;/b&gt; on &lt;b&gt;%2&lt;/b&gt;: &lt;b&gt;%3&lt;/b&gt; (weight %4)&lt;br&gt;%5</source>
        <translation>∂perte/∂score de &lt;b&gt;%1&lt;/b&gt; sur &lt;b&gt;%2&lt;/b&gt; : &lt;b&gt;%3&lt;/b&gt; (poids %4)&lt;br&gt;%5</translation>
    </message>
    <message>
        <source>gradient descent raises this score: the loss falls if it grows</source>
        <translation>la descente de gradient monte ce score : la perte baisse s&apos;il grandit</translation>
    </message>
    <message>
        <source>gradient descent lowers this score: the loss grows with it</source>
        <translation>la descente de gradient baisse ce score : la perte grandit avec lui</translation>
    </message>
    <message>
        <source>this score does not move the loss</source>
        <translation>ce score ne déplace pas la perte</translation>
    </message>
    <message>
        <source>‘%1’ (at position %2)</source>
        <translation>«&#xa0;%1&#xa0;» (en position %2)</translation>
    </message>
</context>
<context>
    <name>attn::ui::Quotes</name>
    <message>
        <source>“%1”</source>
        <extracomment>Quotation marks around a quoted sentence or token, in this language&apos;s style</extracomment>
        <translation>«&#xa0;%1&#xa0;»</translation>
    </message>
</context>
<context>
    <name>attn::ui::RandomKeysDialog</name>
    <message>
        <source>√d experiment: random queries and keys</source>
        <translation>Expérience √d&#xa0;: requêtes et clés aléatoires</translation>
    </message>
    <message>
        <source>One random query scored against random keys, each of &lt;b&gt;d&lt;/b&gt; numbers drawn from a standard normal. A score adds up d products, so scores spread like √d. Raise d and watch the top row go one-hot while the bottom row, divided by √d, stays spread.</source>
        <translation>Une requête aléatoire comparée à des clés aléatoires, chacune faite de &lt;b&gt;d&lt;/b&gt; nombres tirés selon une loi normale centrée réduite. Un score additionne d produits, donc les scores s&apos;étalent comme √d. Augmentez d et regardez la ligne du haut se concentrer sur une seule clé (one-hot) tandis que celle du bas, divisée par √d, reste étalée.</translation>
    </message>
    <message>
        <source>d, numbers per query and key</source>
        <translation>d, nombres par requête et par clé</translation>
    </message>
    <message>
        <source>number of keys</source>
        <translation>nombre de clés</translation>
    </message>
    <message>
        <source>New draw</source>
        <translation>Nouveau tirage</translation>
    </message>
    <message>
        <source>d (numbers per query and key):</source>
        <translation>d (nombres par requête et par clé)&#xa0;:</translation>
    </message>
    <message>
        <source>Keys:</source>
        <translation>Clés&#xa0;:</translation>
    </message>
    <message>
        <source>softmax</source>
        <translation>softmax</translation>
    </message>
    <message>
        <source>key</source>
        <translation>clé</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
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
        <translation>d = %1&#xa0;: les scores s&apos;étalent sur %2 (√d = %3). Plus grande part&#xa0;: %4 tels quels, %5 divisés par √d.</translation>
    </message>
</context>
<context>
    <name>attn::ui::RolloutView</name>
    <message>
        <source>The token whose incoming flow is shown</source>
        <translation>Le token dont on montre le flux entrant</translation>
    </message>
    <message>
        <source>After the last layer: how much of each input token reaches the chosen one</source>
        <translation>Après la dernière couche&#xa0;: quelle part de chaque token d&apos;entrée parvient au token choisi</translation>
    </message>
    <message>
        <source>Layer by layer: a row per layer l, the flow through layers 1…l</source>
        <translation>Couche par couche&#xa0;: une ligne par couche l, le flux à travers les couches 1…l</translation>
    </message>
    <message>
        <source>Into token:</source>
        <translation>Vers le token&#xa0;:</translation>
    </message>
    <message>
        <source>Add a sentence to see how attention flows through the model on it.</source>
        <translation>Ajoutez une phrase pour voir comment l&apos;attention y circule à travers le modèle.</translation>
    </message>
    <message>
        <source>Opening the model… %1</source>
        <translation>Ouverture du modèle… %1</translation>
    </message>
    <message>
        <source>The model could not be opened: %1</source>
        <translation>Le modèle n&apos;a pas pu être ouvert&#xa0;: %1</translation>
    </message>
    <message>
        <source>Reading the sentence…</source>
        <translation>Lecture de la phrase…</translation>
    </message>
    <message>
        <source>The trained model cannot read this sentence.</source>
        <translation>Le modèle entraîné ne peut pas lire cette phrase.</translation>
    </message>
    <message>
        <source>On “%1”.</source>
        <translation>Sur «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>the model</source>
        <translation>le modèle</translation>
    </message>
    <message>
        <source>trained model (%1 steps)</source>
        <translation>modèle entraîné (%1 étapes)</translation>
    </message>
    <message>
        <source>trained model</source>
        <translation>modèle entraîné</translation>
    </message>
    <message>
        <source>Hidden until you answer the lesson&apos;s question: the flow is made of the attention weights it asks about.</source>
        <translation>Caché jusqu’à ce que vous répondiez à la question de la leçon : le flux est fait des poids d’attention qu’elle demande.</translation>
    </message>
    <message>
        <source>Open a model (File ▸ Open Model…, or File ▸ Get a Model… for GPT-2), or train one here, to see how attention flows through its layers.</source>
        <translation>Ouvrez un modèle (Fichier ▸ Ouvrir un modèle…, ou Fichier ▸ Télécharger un modèle… pour GPT-2), ou entraînez-en un ici, pour voir comment l&apos;attention circule à travers ses couches.</translation>
    </message>
    <message>
        <source>Rollout reads the attention weights: a cut line is cut, but a switched-off head&apos;s weights still count in its layer&apos;s average.</source>
        <translation>La propagation lit les poids d’attention : une ligne coupée l’est, mais les poids d’une tête éteinte comptent encore dans la moyenne de sa couche.</translation>
    </message>
</context>
<context>
    <name>attn::ui::ScrubTableView</name>
    <message>
        <source>Drag left or right on a cell to scrub its value (Shift: finer); double-click to type</source>
        <translation>Faites glisser une cellule vers la gauche ou la droite pour changer sa valeur (Shift&#xa0;: plus finement)&#xa0;; double-cliquez pour taper</translation>
    </message>
</context>
<context>
    <name>attn::ui::SentenceItemModel</name>
    <message>
        <source>Opening the model …</source>
        <translation>Ouverture du modèle …</translation>
    </message>
    <message>
        <source>The model could not be opened: %1</source>
        <translation>Le modèle n&apos;a pas pu être ouvert&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n token(s) as the model reads them: %1</source>
        <translation>
            <numerusform>%n token, tel que le modèle le lit&#xa0;: %1</numerusform>
            <numerusform>%n tokens, tels que le modèle les lit&#xa0;: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Tick to show this sentence; tick two to compare them side by side</source>
        <translation>Cochez pour afficher cette phrase&#xa0;; cochez-en deux pour les comparer côte à côte</translation>
    </message>
</context>
<context>
    <name>attn::ui::SentencesPane</name>
    <message>
        <source>+ Sentence</source>
        <translation>+ Phrase</translation>
    </message>
    <message>
        <source>− Sentence</source>
        <translation>− Phrase</translation>
    </message>
    <message>
        <source>Two sentences are compared at a time: “%1” is no longer shown (tick it to bring it back).</source>
        <translation>On compare deux phrases à la fois&#xa0;: «&#xa0;%1&#xa0;» n&apos;est plus affichée (cochez-la pour la faire revenir).</translation>
    </message>
    <message>
        <source>Show only this sentence</source>
        <translation>N&apos;afficher que cette phrase</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Modifier</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Sentence %1: %2</source>
        <translation>Phrase %1&#xa0;: %2</translation>
    </message>
    <message numerus="yes">
        <source>(and %n more)</source>
        <translation>
            <numerusform>(et %n autre)</numerusform>
            <numerusform>(et %n autres)</numerusform>
        </translation>
    </message>
    <message>
        <source>Sentence %1 is unchanged: </source>
        <translation>La phrase %1 est inchangée&#xa0;: </translation>
    </message>
    <message>
        <source>Select the sentence to remove first</source>
        <translation>Sélectionnez d&apos;abord la phrase à supprimer</translation>
    </message>
    <message>
        <source>Removed sentence %1; step %2 showed or asked about it (Edit ▸ Undo brings it back).</source>
        <translation>Phrase %1 supprimée&#xa0;; l&apos;étape %2 la montrait ou posait une question dessus (Édition ▸ Annuler la fait revenir).</translation>
    </message>
    <message>
        <source>Not in the vocabulary: %1</source>
        <translation>Absent du vocabulaire&#xa0;: %1</translation>
    </message>
    <message>
        <source>Add ‘%1’ to the vocabulary</source>
        <translation>Ajouter «&#xa0;%1&#xa0;» au vocabulaire</translation>
    </message>
    <message>
        <source>Added ‘%1’ as a row of zeros: give it values in the embedding table</source>
        <translation>«&#xa0;%1&#xa0;» ajouté comme ligne de zéros&#xa0;: donnez-lui des valeurs dans la table des plongements</translation>
    </message>
    <message>
        <source>Sentences</source>
        <translation>Phrases</translation>
    </message>
    <message>
        <source>Shuffle</source>
        <translation>Mélanger</translation>
    </message>
    <message>
        <source>Put the selected sentence&apos;s words in another order (one undo step): without positions every map is only shuffled with them</source>
        <translation>Mettre les mots de la phrase choisie dans un autre ordre (une étape d’annulation)&#xa0;: sans positions, chaque carte est seulement mélangée avec eux</translation>
    </message>
    <message>
        <source>Shuffle the words</source>
        <translation>Mélanger les mots</translation>
    </message>
    <message>
        <source>Select the sentence to shuffle first</source>
        <translation>Choisissez d’abord la phrase à mélanger</translation>
    </message>
    <message>
        <source>A sentence of one word has no other order</source>
        <translation>Une phrase d’un seul mot n’a pas d’autre ordre</translation>
    </message>
    <message>
        <source>Shuffled: “%1” (Edit ▸ Undo puts the words back)</source>
        <translation>Mélangée&#xa0;: « %1 » (Édition ▸ Annuler remet les mots en place)</translation>
    </message>
    <message>
        <source>Add a sentence; by keyboard: Insert in the list</source>
        <translation>Ajouter une phrase&#xa0;; au clavier&#xa0;: Inser dans la liste</translation>
    </message>
    <message>
        <source>Remove the selected sentence; by keyboard: Delete in the list</source>
        <translation>Supprimer la phrase sélectionnée&#xa0;; au clavier&#xa0;: Suppr dans la liste</translation>
    </message>
    <message>
        <source>Add a sentence</source>
        <translation>Ajouter une phrase</translation>
    </message>
</context>
<context>
    <name>attn::ui::SettingsForm</name>
    <message>
        <source>Attention only (no feed-forward layers)</source>
        <translation>Attention seule (sans couches feed-forward)</translation>
    </message>
    <message>
        <source>Blocks of attention alone, as in the papers where induction heads were found: what the model learns, its heads must do.</source>
        <translation>Des blocs d&apos;attention seule, comme dans les articles où les têtes d&apos;induction ont été trouvées : ce que le modèle apprend, ses têtes doivent le faire.</translation>
    </message>
    <message>
        <source>Learned vectors (as GPT-2)</source>
        <translation>Vecteurs appris (comme GPT-2)</translation>
    </message>
    <message>
        <source>Sinusoidal vectors (fixed)</source>
        <translation>Vecteurs sinusoïdaux (fixes)</translation>
    </message>
    <message>
        <source>RoPE: turn queries and keys</source>
        <translation>RoPE&#xa0;: faire tourner requêtes et clés</translation>
    </message>
    <message>
        <source>ALiBi: distance penalty</source>
        <translation>ALiBi&#xa0;: pénalité de distance</translation>
    </message>
    <message>
        <source>None (word order unseen)</source>
        <translation>Aucun (ordre des mots invisible)</translation>
    </message>
    <message>
        <source>How the model knows where each word sits. Train two with different choices and compare their loss curves and their guesses for &quot;The dog bit the man&quot; and &quot;The man bit the dog&quot;.</source>
        <translation>Comment le modèle sait où se trouve chaque mot. Entraînez-en deux avec des choix différents et comparez leurs courbes de perte et leurs pronostics pour «&#xa0;The dog bit the man&#xa0;» et «&#xa0;The man bit the dog&#xa0;».</translation>
    </message>
    <message>
        <source>Positions</source>
        <translation>Positions</translation>
    </message>
</context>
<context>
    <name>attn::ui::StepEditor</name>
    <message>
        <source>New step %1</source>
        <translation>Nouvelle étape %1</translation>
    </message>
    <message>
        <source>Edit step %1</source>
        <translation>Modifier l&apos;étape %1</translation>
    </message>
    <message>
        <source>&amp;Title</source>
        <translation>&amp;Titre</translation>
    </message>
    <message>
        <source>Te&amp;xt</source>
        <translation>Te&amp;xte</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Texte</translation>
    </message>
    <message>
        <source>View</source>
        <translation>Vue</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Question</translation>
    </message>
    <message>
        <source>Preview, as the Lesson pane shows it</source>
        <translation>Aperçu, tel que le panneau Leçon l&apos;affiche</translation>
    </message>
    <message>
        <source>Predict.</source>
        <translation>Prédisez.</translation>
    </message>
    <message>
        <source>With the answer:</source>
        <translation>Avec la réponse&#xa0;:</translation>
    </message>
    <message>
        <source>No quantities quoted.</source>
        <translation>Aucune quantité citée.</translation>
    </message>
    <message>
        <source>Quantities:
</source>
        <translation>Quantités&#xa0;:
</translation>
    </message>
    <message>
        <source>No question: the step only explains.</source>
        <translation>Pas de question&#xa0;: l&apos;étape ne fait qu&apos;expliquer.</translation>
    </message>
    <message>
        <source>Expected answer, as the lesson computes it now: %1</source>
        <translation>Réponse attendue, telle que la leçon la calcule maintenant&#xa0;: %1</translation>
    </message>
    <message>
        <source>The answer cannot be computed: %1</source>
        <translation>La réponse ne peut pas être calculée&#xa0;: %1</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>Remarque&#xa0;: %1</translation>
    </message>
    <message>
        <source>Give the step a title.</source>
        <translation>Donnez un titre à l&apos;étape.</translation>
    </message>
    <message>
        <source>Write the question&apos;s prompt (Question tab).</source>
        <translation>Écrivez l&apos;énoncé de la question (onglet Question).</translation>
    </message>
    <message>
        <source>A choice needs 2 to %1 answers, one per line (it has %2).</source>
        <translation>Un choix demande de 2 à %1 réponses, une par ligne (il en a %2).</translation>
    </message>
    <message>
        <source>Give one quantity per answer: %1 answers, %2 quantities.</source>
        <translation>Donnez une quantité par réponse&#xa0;: %1 réponses, %2 quantités.</translation>
    </message>
    <message>
        <source>The right answer is number %1, but there are %2 answers.</source>
        <translation>La bonne réponse est la numéro %1, mais il y a %2 réponses.</translation>
    </message>
    <message>
        <source>Name the quantity the number question asks for.</source>
        <translation>Nommez la quantité que demande la question numérique.</translation>
    </message>
    <message>
        <source>The lesson file could not hold this step: %1</source>
        <translation>Le fichier de leçon ne peut pas contenir cette étape&#xa0;: %1</translation>
    </message>
    <message>
        <source>Languages</source>
        <translation>Langues</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Aperçu</translation>
    </message>
    <message>
        <source>Quantities in the text</source>
        <translation>Grandeurs du texte</translation>
    </message>
    <message>
        <source>What if (View tab): %1</source>
        <translation>Et si (onglet Vue) : %1</translation>
    </message>
    <message>
        <source>To keep an answer hidden, tick it under “Keep back” on the View tab of the step each note names first (it may be the next one), or take the number out of that step&apos;s text.</source>
        <translation>Pour garder une réponse cachée, cochez-la sous « Garder caché » dans l’onglet Vue de l’étape que chaque note nomme en premier (ce peut être la suivante), ou retirez le nombre du texte de cette étape.</translation>
    </message>
    <message>
        <source>What the step says, in Markdown</source>
        <translation>Ce que dit l’étape, en Markdown</translation>
    </message>
    <message>
        <source>Markdown: **bold**, *italics*, lists, a blank line between paragraphs. %1 prints a number of the lesson, computed live ({{… %}} as a percentage, {{… #4}} with 4 decimals). Sentences count from 0: the first is 0, the second 1.</source>
        <extracomment>%1: a quantity of this lesson, such as {{weight 0 bank river}}</extracomment>
        <translation>Markdown&#xa0;: **gras**, *italique*, listes, une ligne vide entre les paragraphes. %1 affiche un nombre de la leçon, calculé en direct ({{… %}} en pourcentage, {{… #4}} avec 4 décimales). Les phrases sont numérotées à partir de 0&#xa0;: la première est 0, la deuxième 1.</translation>
    </message>
</context>
<context>
    <name>attn::ui::StepListDialog</name>
    <message>
        <source>Arrange Steps</source>
        <translation>Réorganiser les étapes</translation>
    </message>
    <message>
        <source>Move &amp;Up</source>
        <translation>Mon&amp;ter</translation>
    </message>
    <message>
        <source>Move &amp;Down</source>
        <translation>&amp;Descendre</translation>
    </message>
    <message>
        <source>De&amp;lete</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <source>Drag a step to its place, or use the buttons. Each change is one undo step.</source>
        <translation>Faites glisser une étape à sa place, ou utilisez les boutons. Chaque changement s&apos;annule séparément.</translation>
    </message>
    <message>
        <source>  (asks)</source>
        <translation>  (question)</translation>
    </message>
    <message>
        <source>Deleted step %1: Edit ▸ Undo brings it back.</source>
        <translation>Étape %1 supprimée&#xa0;: Édition ▸ Annuler la fait revenir.</translation>
    </message>
</context>
<context>
    <name>attn::ui::StepQuestionEditor</name>
    <message>
        <source>No question: the step only explains</source>
        <translation>Pas de question&#xa0;: l&apos;étape ne fait qu&apos;expliquer</translation>
    </message>
    <message>
        <source>Choice: pick one of several answers</source>
        <translation>Choix&#xa0;: choisir une réponse parmi plusieurs</translation>
    </message>
    <message>
        <source>Number: type a value</source>
        <translation>Nombre&#xa0;: taper une valeur</translation>
    </message>
    <message>
        <source>Cell: click the cell you think is largest</source>
        <translation>Cellule&#xa0;: cliquer sur la cellule qui semble la plus grande</translation>
    </message>
    <message>
        <source>The question, Markdown: “Which word does bank give the most weight to?”</source>
        <translation>La question, en Markdown&#xa0;: «&#xa0;À quel mot bank donne-t-il le plus de poids&#xa0;?&#xa0;»</translation>
    </message>
    <message>
        <source>One answer per line</source>
        <translation>Une réponse par ligne</translation>
    </message>
    <message>
        <source>The right answer is number</source>
        <translation>La bonne réponse est la numéro</translation>
    </message>
    <message>
        <source>The answer whose quantity is largest (computed, so it stays right after edits):</source>
        <translation>La réponse dont la quantité est la plus grande (calculée, donc elle reste juste après des modifications)&#xa0;:</translation>
    </message>
    <message>
        <source>One quantity per answer, in the same order: weight 0 bank river</source>
        <translation>Une quantité par réponse, dans le même ordre&#xa0;: weight 0 bank river</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Réponses</translation>
    </message>
    <message>
        <source>The quantity asked for: weight 0 bank river</source>
        <translation>La quantité demandée&#xa0;: weight 0 bank river</translation>
    </message>
    <message>
        <source>&amp;Quantity</source>
        <translation>&amp;Quantité</translation>
    </message>
    <message>
        <source>Right &amp;within ±</source>
        <translation>&amp;Tolérance ±</translation>
    </message>
    <message>
        <source>sentence %1 · %2</source>
        <translation>phrase %1 · %2</translation>
    </message>
    <message>
        <source>In the map of</source>
        <translation>Dans la carte de</translation>
    </message>
    <message>
        <source>&amp;Head</source>
        <translation>&amp;Tête</translation>
    </message>
    <message>
        <source>In the &amp;row of</source>
        <translation>Dans la &amp;ligne de</translation>
    </message>
    <message>
        <source>Shown with the answer: why it is so (Markdown, {{…}} quantities)</source>
        <translation>Affiché avec la réponse&#xa0;: pourquoi c&apos;est ainsi (Markdown, quantités {{…}})</translation>
    </message>
    <message>
        <source>&amp;Kind</source>
        <translation>T&amp;ype</translation>
    </message>
    <message>
        <source>&amp;Prompt</source>
        <translation>É&amp;noncé</translation>
    </message>
    <message>
        <source>&amp;Why</source>
        <translation>&amp;Pourquoi</translation>
    </message>
    <message>
        <source>Hidden until answered</source>
        <translation>Caché jusqu&apos;à la réponse</translation>
    </message>
    <message>
        <source>any word: the largest cell of the map</source>
        <translation>n&apos;importe quel mot&#xa0;: la plus grande cellule de la carte</translation>
    </message>
    <message>
        <source>Number of the right answer</source>
        <translation>Numéro de la bonne réponse</translation>
    </message>
    <message>
        <source>Quantities to compare, one per answer</source>
        <translation>Grandeurs à comparer, une par réponse</translation>
    </message>
</context>
<context>
    <name>attn::ui::StepTranslationEditor</name>
    <message>
        <source>Language of the translation</source>
        <translation>Langue de la traduction</translation>
    </message>
    <message>
        <source>Choose a language, or type its code (de, pt-BR, …)</source>
        <translation>Choisissez une langue ou tapez son code (de, pt-BR, …)</translation>
    </message>
    <message>
        <source>The step&apos;s words for readers in another language: the window, the slides and the handout show them when the interface speaks it. What the step shows and asks stays the step&apos;s own; quote the same {{…}} quantities. A field left empty shows the step&apos;s own text.</source>
        <translation>Les mots de l&apos;étape pour les lecteurs d&apos;une autre langue : la fenêtre, les diapositives et le polycopié les montrent quand l&apos;interface parle cette langue. Ce que l&apos;étape montre et demande reste celui de l&apos;étape ; citez les mêmes grandeurs {{…}}. Un champ laissé vide montre le texte propre de l&apos;étape.</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>T&amp;itle</source>
        <translation>T&amp;itre</translation>
    </message>
    <message>
        <source>Te&amp;xt</source>
        <translation>Te&amp;xte</translation>
    </message>
    <message>
        <source>&amp;Prompt</source>
        <translation>É&amp;noncé</translation>
    </message>
    <message>
        <source>&amp;Choices</source>
        <translation>&amp;Choix</translation>
    </message>
    <message>
        <source>&amp;Why</source>
        <translation>&amp;Pourquoi</translation>
    </message>
    <message>
        <source>“%1” is not a language code: use two or three letters, then a region if you like (de, fr, pt-BR).</source>
        <translation>« %1 » n&apos;est pas un code de langue : deux ou trois lettres, suivies si vous le souhaitez d&apos;une région (de, fr, pt-BR).</translation>
    </message>
    <message>
        <source>The step asks no question: there is nothing more to translate.</source>
        <translation>L&apos;étape ne pose pas de question : il n&apos;y a rien d&apos;autre à traduire.</translation>
    </message>
    <message>
        <source>The question: one choice per line, as many as the step&apos;s own and in the same order (the answer is checked by position).</source>
        <translation>La question : un choix par ligne, autant que dans l&apos;étape elle-même et dans le même ordre (la réponse est vérifiée par sa position).</translation>
    </message>
    <message>
        <source>The question:</source>
        <translation>La question :</translation>
    </message>
</context>
<context>
    <name>attn::ui::StepViewEditor</name>
    <message>
        <source>as before</source>
        <translation>comme avant</translation>
    </message>
    <message>
        <source>none: one sentence</source>
        <translation>aucune&#xa0;: une seule phrase</translation>
    </message>
    <message>
        <source>sentence %1 · %2</source>
        <translation>phrase %1 · %2</translation>
    </message>
    <message>
        <source>Sentences are numbered as {{…}} quantities number them, from 0: {{weight 1 bat swung}} is about sentence 1.</source>
        <translation>Les phrases sont numérotées comme dans les quantités {{…}}, à partir de 0&#xa0;: {{weight 1 bat swung}} porte sur la phrase 1.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>hand-wired attention</source>
        <translation>attention réglée à la main</translation>
    </message>
    <message>
        <source>the trained model</source>
        <translation>le modèle entraîné</translation>
    </message>
    <message>
        <source>the real model</source>
        <translation>le modèle réel</translation>
    </message>
    <message>
        <source>printed in the cells</source>
        <translation>affichés dans les cellules</translation>
    </message>
    <message>
        <source>not printed</source>
        <translation>non affichés</translation>
    </message>
    <message>
        <source>the two main directions (principal)</source>
        <translation>les deux directions principales (composantes principales)</translation>
    </message>
    <message>
        <source>two axes:</source>
        <translation>deux axes&#xa0;:</translation>
    </message>
    <message>
        <source>What the window shows</source>
        <translation>Ce que montre la fenêtre</translation>
    </message>
    <message>
        <source>&amp;Sentence</source>
        <translation>&amp;Phrase</translation>
    </message>
    <message>
        <source>Beside &amp;it</source>
        <translation>À &amp;côté</translation>
    </message>
    <message>
        <source>&amp;Highlighted word</source>
        <translation>Mot mis en &amp;évidence</translation>
    </message>
    <message>
        <source>S&amp;tage</source>
        <translation>P&amp;hase</translation>
    </message>
    <message>
        <source>Attention of</source>
        <translation>Attention de</translation>
    </message>
    <message>
        <source>Cell n&amp;umbers</source>
        <translation>&amp;Nombres des cellules</translation>
    </message>
    <message>
        <source>Vectors plane</source>
        <translation>Plan des vecteurs</translation>
    </message>
    <message>
        <source>Panes raised</source>
        <translation>Panneaux au premier plan</translation>
    </message>
    <message>
        <source>Keep back (for a later question)</source>
        <translation>Garder caché (pour une question ultérieure)</translation>
    </message>
    <message>
        <source>Attention switches laid over the lesson while the step is shown</source>
        <translation>Réglages d&apos;attention appliqués à la leçon pendant que l&apos;étape est affichée</translation>
    </message>
    <message>
        <source>&amp;Variant</source>
        <translation>&amp;Variante</translation>
    </message>
    <message>
        <source>H&amp;eads</source>
        <translation>&amp;Têtes</translation>
    </message>
    <message>
        <source>Scale by 1/√dk</source>
        <translation>Échelle 1/√dk</translation>
    </message>
    <message>
        <source>Causal mask</source>
        <translation>Masque causal</translation>
    </message>
    <message>
        <source>Positions</source>
        <translation>Positions</translation>
    </message>
    <message>
        <source>&amp;Capture from Window</source>
        <translation>Capturer la &amp;fenêtre</translation>
    </message>
    <message>
        <source>Every field as the window shows it now</source>
        <translation>Tous les champs tels que la fenêtre les montre maintenant</translation>
    </message>
    <message>
        <source>every head (or e.g. 2, 4)</source>
        <extracomment>Placeholder of the field listing the heads whose maps a step shows</extracomment>
        <translation>toutes les têtes (ou p. ex. 2, 4)</translation>
    </message>
    <message>
        <source>The heads whose maps this step shows in the Attention pane, on its slide and in the handout, counted from 1; empty: every head. The next step shows every head again.</source>
        <translation>Les têtes dont cette étape montre les cartes dans le panneau Attention, sur sa diapositive et dans le polycopié, comptées à partir de 1&#xa0;; vide&#xa0;: toutes les têtes. L’étape suivante montre de nouveau toutes les têtes.</translation>
    </message>
    <message>
        <source>Heads&apos; ma&amp;ps</source>
        <translation>Cartes des tê&amp;tes</translation>
    </message>
    <message>
        <source>the lesson&apos;s own</source>
        <translation>celui de la leçon</translation>
    </message>
    <message>
        <source>none on this step</source>
        <translation>aucun à cette étape</translation>
    </message>
    <message>
        <source>its own:</source>
        <translation>le sien :</translation>
    </message>
    <message>
        <source>The what-if shown while the step is: the lesson&apos;s (set in the window), none, or the step&apos;s own, which takes the lesson&apos;s place on this step only.</source>
        <translation>Le « et si » montré pendant l’étape : celui de la leçon (posé dans la fenêtre), aucun, ou le sien, qui remplace celui de la leçon à cette étape seulement.</translation>
    </message>
    <message>
        <source>e.g. ablate 1.2; cut 1.1:2&gt;1</source>
        <extracomment>Placeholder of the field listing a step&apos;s what-if, in the lesson file&apos;s words</extracomment>
        <translation>p. ex. ablate 1.2; cut 1.1:2&gt;1</translation>
    </message>
    <message>
        <source>Separated by &apos;;&apos;, layers and heads from 1, token positions from 0: ablate L.H (switch a head off), mean L.H (mean-ablate), keep-only L.H, cut L.H:Q&gt;K (cut the line from token Q to token K).</source>
        <translation>Séparés par « ; », couches et têtes à partir de 1, positions des tokens à partir de 0 : ablate L.H (éteindre une tête), mean L.H (remplacer par la moyenne), keep-only L.H, cut L.H:Q&gt;K (couper la ligne du token Q au token K).</translation>
    </message>
    <message>
        <source>No what-if given: write one, or choose “none on this step”.</source>
        <translation>Aucun « et si » donné : écrivez-en un, ou choisissez « aucun à cette étape ».</translation>
    </message>
    <message>
        <source>What i&amp;f</source>
        <translation>Et s&amp;i</translation>
    </message>
    <message>
        <source>A step showing the real model draws no hand-wired attention: these switches do nothing on it.</source>
        <translation>Une étape qui montre le modèle réel ne dessine aucune attention câblée à la main : ces commutateurs n’y font rien.</translation>
    </message>
    <message>
        <source>With two sentences shown: their difference map in the Attention pane, on the step&apos;s slide and in its handout. The next step shows it only if it asks too.</source>
        <translation>Avec deux phrases affichées : leur carte des différences dans le panneau Attention, sur la diapositive de l’étape et dans son polycopié. L’étape suivante ne la montre que si elle la demande aussi.</translation>
    </message>
    <message>
        <source>&amp;Difference</source>
        <translation>&amp;Différence</translation>
    </message>
    <message>
        <source>second map − first map</source>
        <translation>seconde carte − première</translation>
    </message>
</context>
<context>
    <name>attn::ui::TrainingPane</name>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — %2 tokens (%3 for training) · vocabulary %4 · %5 sentences</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — %2 tokens (%3 pour l&apos;entraînement) · vocabulaire %4 · %5 phrases</translation>
    </message>
    <message>
        <source>Kept %1: %2</source>
        <translation>%1 conservé&#xa0;: %2</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Démarrer</translation>
    </message>
    <message>
        <source>Pause the run first: it is exported between steps.</source>
        <translation>Mettez d&apos;abord l&apos;entraînement en pause&#xa0;: il est exporté entre deux étapes.</translation>
    </message>
    <message>
        <source>Write a folder with train.py, the weights, the optimiser&apos;s state, the corpus and the vocabulary, so that “python3 train.py --steps N” goes on training this run in PyTorch.</source>
        <translation>Écrire un dossier avec train.py, les poids, l&apos;état de l&apos;optimiseur, le corpus et le vocabulaire, pour que «&#xa0;python3 train.py --steps N&#xa0;» poursuive cet entraînement dans PyTorch.</translation>
    </message>
    <message>
        <source>Train at least one step first: there is no run to export yet.</source>
        <translation>Entraînez d&apos;abord au moins une étape&#xa0;: il n&apos;y a pas encore d&apos;entraînement à exporter.</translation>
    </message>
    <message>
        <source>Cannot start: %1</source>
        <translation>Impossible de démarrer&#xa0;: %1</translation>
    </message>
    <message>
        <source>Training on %1…</source>
        <translation>Entraînement sur %1…</translation>
    </message>
    <message>
        <source>Pausing after the current step…</source>
        <translation>Pause après l&apos;étape en cours…</translation>
    </message>
    <message>
        <source>Training reset: the weights are random again.</source>
        <translation>Entraînement réinitialisé&#xa0;: les poids sont de nouveau aléatoires.</translation>
    </message>
    <message>
        <source>Hidden until you answer the lesson&apos;s question</source>
        <translation>Caché jusqu&apos;à ce que vous répondiez à la question de la leçon</translation>
    </message>
    <message>
        <source>%1 → %2 · layer %3 · head %4</source>
        <translation>%1 → %2 · couche %3 · tête %4</translation>
    </message>
    <message>
        <source>%1 tokens/s · %2 s elapsed · %3 s left</source>
        <translation>%1 tokens/s · %2 s écoulées · %3 s restantes</translation>
    </message>
    <message>
        <source>Training on %1: step %2 of %3, loss %4, %5</source>
        <translation>Entraînement sur %1&#xa0;: étape %2 sur %3, perte %4, %5</translation>
    </message>
    <message>
        <source>snapshot %1 of %2 — step %3 · train loss %4 · validation %5</source>
        <translation>instantané %1 sur %2 — étape %3 · perte d&apos;entraînement %4 · validation %5</translation>
    </message>
    <message>
        <source>Step 0: random weights — every map is static.</source>
        <translation>Étape 0&#xa0;: poids aléatoires — toutes les cartes sont statiques.</translation>
    </message>
    <message>
        <source>Step %1 of %2 on %3.</source>
        <translation>Étape %1 sur %2, avec %3.</translation>
    </message>
    <message>
        <source>No run yet: Start records snapshots to scrub through.</source>
        <translation>Pas encore d&apos;entraînement&#xa0;: Démarrer enregistre des instantanés à parcourir.</translation>
    </message>
    <message>
        <source>Showing the lesson&apos;s saved model (step %1). Start trains a new run, which replaces it here.</source>
        <translation>Affichage du modèle enregistré de la leçon (étape %1). Démarrer lance un nouvel entraînement, qui le remplace ici.</translation>
    </message>
    <message>
        <source>The lesson&apos;s model (trained on %1, %2 steps).</source>
        <translation>Le modèle de la leçon (entraîné sur %1, %2 étapes).</translation>
    </message>
    <message>
        <source>Fix the settings to see the untrained heads.</source>
        <translation>Corrigez les réglages pour voir les têtes non entraînées.</translation>
    </message>
    <message>
        <source>Untrained (step 0): random weights — every map is static.</source>
        <translation>Non entraîné (étape 0)&#xa0;: poids aléatoires — toutes les cartes sont statiques.</translation>
    </message>
    <message>
        <source>an unknown corpus</source>
        <translation>un corpus inconnu</translation>
    </message>
    <message>
        <source>saved model: %1 steps on %2 (the file keeps no loss curve)</source>
        <translation>modèle enregistré&#xa0;: %1 étapes avec %2 (le fichier ne garde pas de courbe de perte)</translation>
    </message>
    <message>
        <source>saved run: %1 steps on %2</source>
        <translation>entraînement enregistré&#xa0;: %1 étapes avec %2</translation>
    </message>
    <message>
        <source>The lesson now holds the model of step %1 (Undo takes it back).</source>
        <translation>La leçon contient maintenant le modèle de l&apos;étape %1 (Annuler le retire).</translation>
    </message>
    <message>
        <source>Could not use this model: %1</source>
        <translation>Impossible d&apos;utiliser ce modèle&#xa0;: %1</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Lecture</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <source>Export for PyTorch: name the folder to write</source>
        <translation>Exporter pour PyTorch&#xa0;: nommez le dossier à écrire</translation>
    </message>
    <message>
        <source>Export for PyTorch</source>
        <translation>Exporter pour PyTorch</translation>
    </message>
    <message>
        <source>%1 is a file, not a folder. Choose a new name.</source>
        <translation>%1 est un fichier, pas un dossier. Choisissez un nouveau nom.</translation>
    </message>
    <message>
        <source>%1 already holds files. Replace the export in it (train.py, the weights, the optimiser&apos;s state, corpus, vocabulary, settings; an old continued.safetensors is removed)? Other files stay.</source>
        <translation>%1 contient déjà des fichiers. Remplacer l&apos;export qui s&apos;y trouve (train.py, les poids, l&apos;état de l&apos;optimiseur, le corpus, le vocabulaire, les réglages&#xa0;; un ancien continued.safetensors est supprimé)&#xa0;? Les autres fichiers restent.</translation>
    </message>
    <message>
        <source>Wrote a PyTorch training folder to %1 (step %2, validation loss %3, which train.py prints before its first update) — run: python3 %4 --steps N</source>
        <translation>Dossier d&apos;entraînement PyTorch écrit dans %1 (étape %2, perte de validation %3, que train.py affiche avant sa première mise à jour) — lancez&#xa0;: python3 %4 --steps N</translation>
    </message>
    <message>
        <source>Could not export for PyTorch: %1</source>
        <translation>Impossible d&apos;exporter pour PyTorch&#xa0;: %1</translation>
    </message>
    <message>
        <source>Corpus</source>
        <translation>Corpus</translation>
    </message>
    <message>
        <source>Built-in bubbe</source>
        <translation>bubbe intégré</translation>
    </message>
    <message>
        <source>Open text…</source>
        <translation>Ouvrir un texte…</translation>
    </message>
    <message>
        <source>Open a text to train on</source>
        <translation>Ouvrir un texte pour l&apos;entraînement</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Étape</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Réinitialiser</translation>
    </message>
    <message>
        <source>One optimisation step</source>
        <translation>Une étape d&apos;optimisation</translation>
    </message>
    <message>
        <source>%v / %m steps</source>
        <translation>%v / %m étapes</translation>
    </message>
    <message>
        <source>Log scale</source>
        <translation>Échelle log</translation>
    </message>
    <message>
        <source>Use this model in the lesson</source>
        <translation>Utiliser ce modèle dans la leçon</translation>
    </message>
    <message>
        <source>Put the weights at the timeline&apos;s step into the lesson (undoable); saving keeps them.</source>
        <translation>Placer dans la leçon les poids de l&apos;étape choisie sur la chronologie (annulable)&#xa0;; l&apos;enregistrement les conserve.</translation>
    </message>
    <message>
        <source>Export for PyTorch…</source>
        <translation>Exporter pour PyTorch…</translation>
    </message>
    <message>
        <source>One attention weight of the probe sentence over the run. Click a head in the grid to follow it, and a cell of the large map to follow that pair of words.</source>
        <translation>Un poids d&apos;attention de la phrase sonde au fil de l&apos;entraînement. Cliquez sur une tête de la grille pour la suivre, et sur une cellule de la grande carte pour suivre cette paire de mots.</translation>
    </message>
    <message>
        <source>Scrub through the recorded snapshots</source>
        <translation>Parcourir les instantanés enregistrés</translation>
    </message>
    <message>
        <source>Animate the heads from the first snapshot (static) to the last (structure)</source>
        <translation>Animer les têtes du premier instantané (statique) au dernier (structuré)</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Chronologie</translation>
    </message>
    <message>
        <source>Stopped: %1</source>
        <translation>Arrêté&#xa0;: %1</translation>
    </message>
    <message>
        <source>Training stopped: %1</source>
        <translation>Entraînement arrêté&#xa0;: %1</translation>
    </message>
    <message>
        <source>Training: %1</source>
        <translation>Entraînement&#xa0;: %1</translation>
    </message>
    <message>
        <source>Loss against step</source>
        <translation>Perte selon l’étape</translation>
    </message>
    <message>
        <source>One attention weight against step</source>
        <translation>Un poids d’attention selon l’étape</translation>
    </message>
    <message>
        <source>Training run</source>
        <translation>Entraînement</translation>
    </message>
    <message>
        <source>Snapshots and probe</source>
        <translation>Instantanés et phrase sonde</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Texte</translation>
    </message>
    <message>
        <source>All files</source>
        <translation>Tous les fichiers</translation>
    </message>
    <message>
        <source>Put the weights of step %1, where the timeline stands, into the lesson (undoable). The run&apos;s last model is step %2.</source>
        <translation>Mettre dans la leçon les poids de l’étape %1, là où se trouve la frise (annulable). Le dernier modèle de l’entraînement est celui de l’étape %2.</translation>
    </message>
    <message>
        <source>Put the weights of step %1, the run&apos;s last, into the lesson (undoable); saving keeps them.</source>
        <translation>Mettre dans la leçon les poids de l’étape %1, la dernière de l’entraînement (annulable) ; l’enregistrement les conserve.</translation>
    </message>
    <message>
        <source>Use the last (step %1)</source>
        <translation>Utiliser le dernier (étape %1)</translation>
    </message>
    <message>
        <source>Use step %1&apos;s model</source>
        <translation>Utiliser le modèle de l’étape %1</translation>
    </message>
    <message>
        <source>Repeated sequences: a segment of random symbols repeats at a random place. Watch layer 2 learn to look at what came after the symbol last time.</source>
        <translation>Séquences répétées : un segment de symboles aléatoires se répète à un endroit aléatoire. Regardez la couche 2 apprendre à regarder ce qui suivait le symbole la fois d&apos;avant.</translation>
    </message>
    <message>
        <source>Repeated sequences</source>
        <translation>Séquences répétées</translation>
    </message>
    <message>
        <source>Random symbols in which a segment repeats at a random place: the task where induction heads form (with its own settings).</source>
        <translation>Des symboles aléatoires dont un segment se répète à un endroit aléatoire : la tâche où se forment les têtes d&apos;induction (avec ses propres réglages).</translation>
    </message>
    <message>
        <source> · repeated tokens %1, first occurrences %2</source>
        <translation> · tokens répétés %1, premières occurrences %2</translation>
    </message>
    <message>
        <source> · before the phase change (step %1)</source>
        <translation> · avant la transition de phase (pas %1)</translation>
    </message>
    <message>
        <source> · after the phase change (step %1)</source>
        <translation> · après la transition de phase (pas %1)</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — random symbols in which a stretch repeats, a fresh batch every step · vocabulary %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — des symboles au hasard où un passage se répète, un nouveau lot à chaque pas · vocabulaire %2</translation>
    </message>
    <message>
        <source>Corpus and settings</source>
        <translation>Corpus et réglages</translation>
    </message>
    <message>
        <source>Training reset: the lesson&apos;s saved model is shown again.</source>
        <translation>Entraînement réinitialisé&#xa0;: le modèle enregistré de la leçon est de nouveau affiché.</translation>
    </message>
    <message>
        <source>earlier run, validation: %1</source>
        <translation>entraînement précédent, validation&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>attn::ui::TrainingSession</name>
    <message>
        <source>Pause the training first: a run is exported between steps.</source>
        <translation>Mettez d&apos;abord l&apos;entraînement en pause&#xa0;: il s&apos;exporte entre deux étapes.</translation>
    </message>
    <message>
        <source>There is no training run to export: train at least one step.</source>
        <translation>Il n&apos;y a pas d&apos;entraînement à exporter&#xa0;: entraînez au moins une étape.</translation>
    </message>
    <message>
        <source>Paused after %1 steps: Resume goes on from there.</source>
        <translation>En pause après %1 étapes&#xa0;: Reprendre continue à partir de là.</translation>
    </message>
    <message>
        <source>trained %1 steps</source>
        <translation>%1 pas entraînés</translation>
    </message>
    <message>
        <source>training diverged at step %1 (the loss or the update was not finite); kept the weights of step %2 — try a smaller learning rate</source>
        <translation>l’entraînement a divergé au pas %1 (la perte ou la mise à jour n’était pas finie)&#xa0;; les poids du pas %2 sont conservés — essayez un taux d’apprentissage plus petit</translation>
    </message>
</context>
<context>
    <name>attn::ui::TrainingWorker</name>
    <message>
        <source>There is no training run to export.</source>
        <translation>Il n&apos;y a pas d&apos;entraînement à exporter.</translation>
    </message>
</context>
<context>
    <name>attn::ui::VectorPlot</name>
    <message>
        <source>lookup</source>
        <translation>table</translation>
    </message>
    <message>
        <source>in “%1”</source>
        <translation>dans «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>Switch the plot to two named axes to drag a word: a principal component mixes every axis</source>
        <translation>Passez le graphique sur deux axes nommés pour faire glisser un mot&#xa0;: une composante principale mélange tous les axes</translation>
    </message>
    <message numerus="yes">
        <source>+%n label(s)</source>
        <translation>
            <numerusform>+%n étiquette</numerusform>
            <numerusform>+%n étiquettes</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (lookup)</source>
        <translation>%1 (table)</translation>
    </message>
    <message>
        <source>%1′: output of word %2 in “%3”</source>
        <translation>%1′&#xa0;: sortie du mot %2 dans «&#xa0;%3&#xa0;»</translation>
    </message>
    <message>
        <source>%1 (lookup): on the plane of the principal components a point cannot be moved; choose two named axes to move it</source>
        <translation>%1 (table) : dans le plan des composantes principales, un point ne peut pas être déplacé ; choisissez deux axes nommés pour le déplacer</translation>
    </message>
    <message>
        <source>%1 (lookup): %2 %3</source>
        <translation>%1 (table) : %2 %3</translation>
    </message>
    <message>
        <source>%1 (lookup): %2 %3, %4 %5</source>
        <translation>%1 (table) : %2 %3, %4 %5</translation>
    </message>
    <message>
        <source>Switch the plot to two named axes to move a word: a principal component mixes every axis</source>
        <translation>Passez le graphique sur deux axes nommés pour déplacer un mot : une composante principale mélange tous les axes</translation>
    </message>
    <message>
        <source>without the what-if</source>
        <translation>sans le « et si »</translation>
    </message>
    <message>
        <source>token embedding</source>
        <translation>plongement du jeton</translation>
    </message>
    <message>
        <source>after layer %1 in “%2”</source>
        <extracomment>The Vectors plot&apos;s legend, the real model shown: %1 the layer, %2 the sentence</extracomment>
        <translation>après la couche %1 dans «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>A real model&apos;s embeddings are its own: the plot shows them, it does not move them</source>
        <translation>Les plongements d’un vrai modèle lui appartiennent&#xa0;: le graphique les montre, il ne les déplace pas</translation>
    </message>
    <message>
        <source>%1 (token embedding)</source>
        <translation>%1 (plongement du jeton)</translation>
    </message>
    <message>
        <source>%1′: token %2 after layer %3 in “%4”</source>
        <extracomment>A point of the Vectors plot, the real model shown: %1 the token, %2 its place, %3 the layer, %4 the sentence</extracomment>
        <translation>%1′&#xa0;: jeton %2 après la couche %3 dans «&#xa0;%4&#xa0;»</translation>
    </message>
</context>
<context>
    <name>attn::ui::VectorsPane</name>
    <message>
        <source>Across:</source>
        <translation>Abscisse&#xa0;:</translation>
    </message>
    <message>
        <source>Up:</source>
        <translation>Ordonnée&#xa0;:</translation>
    </message>
    <message>
        <source>principal components</source>
        <translation>composantes principales</translation>
    </message>
    <message>
        <source>Principal components: the two directions in which the words&apos; lookup rows spread most</source>
        <translation>Composantes principales&#xa0;: les deux directions dans lesquelles les lignes des mots dans la table s&apos;étalent le plus</translation>
    </message>
    <message>
        <source>The real model&apos;s tokens: embedding → after layer %1</source>
        <extracomment>The Vectors pane&apos;s line while the real model is shown; %1: the layer</extracomment>
        <translation>Les jetons du vrai modèle&#xa0;: plongement → après la couche %1</translation>
    </message>
    <message>
        <source>Each token&apos;s embedding (grey) and where layer %1 has taken it (coloured), each row normalised as a LayerNorm reads it (mean 0, variance 1), on the first two principal components of these rows. A real model&apos;s embeddings cannot be dragged.</source>
        <translation>Le plongement de chaque jeton (gris) et où la couche %1 l’a mené (en couleur), chaque ligne normalisée comme la lit une LayerNorm (moyenne 0, variance 1), sur les deux premières composantes principales de ces lignes. Les plongements d’un vrai modèle ne se déplacent pas.</translation>
    </message>
</context>
<context>
    <name>attn::ui::ViewState</name>
    <message>
        <source>No sentence %1 in this lesson.</source>
        <translation>Pas de phrase %1 dans cette leçon.</translation>
    </message>
    <message>
        <source>The lesson&apos;s model cannot be opened: %1</source>
        <translation>Le modèle de la leçon ne peut pas être ouvert&#xa0;: %1</translation>
    </message>
    <message>
        <source>The lesson points at no model.</source>
        <translation>La leçon ne renvoie à aucun modèle.</translation>
    </message>
    <message>
        <source>The model is reading this sentence …</source>
        <translation>Le modèle lit cette phrase …</translation>
    </message>
    <message>
        <source>The model has no layer %1.</source>
        <translation>Le modèle n&apos;a pas de couche %1.</translation>
    </message>
    <message>
        <source>The trained model has no layer %1.</source>
        <translation>Le modèle entraîné n&apos;a pas de couche %1.</translation>
    </message>
    <message>
        <source>%1 The maps are still those of “%2”.</source>
        <translation>%1 Les cartes sont encore celles de «&#xa0;%2&#xa0;».</translation>
    </message>
</context>
<context>
    <name>attn::ui::WeightsPane</name>
    <message>
        <source>W_Q  (queries: the question a word asks)</source>
        <translation>W_Q  (requêtes&#xa0;: la question que pose un mot)</translation>
    </message>
    <message>
        <source>W_K  (keys: what a word advertises)</source>
        <translation>W_K  (clés&#xa0;: ce qu&apos;un mot annonce)</translation>
    </message>
    <message>
        <source>W_V  (values: what a word hands over)</source>
        <translation>W_V  (valeurs&#xa0;: ce qu&apos;un mot transmet)</translation>
    </message>
    <message>
        <source>W_O  (output projection, multi-head)</source>
        <translation>W_O  (projection de sortie, multi-têtes)</translation>
    </message>
    <message>
        <source>Matrix:</source>
        <translation>Matrice&#xa0;:</translation>
    </message>
    <message>
        <source>switch to Scaled Q·K·V on the toolbar to use this matrix.</source>
        <translation>passez à «&#xa0;Q·K·V mise à l&apos;échelle&#xa0;» dans la barre d&apos;outils pour utiliser cette matrice.</translation>
    </message>
    <message>
        <source>&lt;i&gt;No mixing uses no projections (each word keeps its own row): %1&lt;/i&gt;</source>
        <translation>&lt;i&gt;L&apos;échelon «&#xa0;aucun mélange&#xa0;» n&apos;utilise pas de projection (chaque mot garde sa propre ligne)&#xa0;: %1&lt;/i&gt;</translation>
    </message>
    <message>
        <source>&lt;i&gt;The equal average uses no projections (every weight 1/n): %1&lt;/i&gt;</source>
        <translation>&lt;i&gt;La moyenne uniforme n&apos;utilise pas de projection (chaque poids vaut 1/n)&#xa0;: %1&lt;/i&gt;</translation>
    </message>
    <message>
        <source>&lt;i&gt;Simple attention has no projections (S = X·Xᵀ): %1&lt;/i&gt;</source>
        <translation>&lt;i&gt;L&apos;attention simple n&apos;a pas de projection (S = X·Xᵀ)&#xa0;: %1&lt;/i&gt;</translation>
    </message>
    <message>
        <source>&lt;i&gt;Only multi-head attention uses W_O: switch the ladder step on the toolbar.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Seule l&apos;attention multi-têtes utilise W_O&#xa0;: changez d&apos;échelon dans la barre d&apos;outils.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Identity (not stored): editing a cell makes it a real matrix.</source>
        <translation>Identité (non stockée)&#xa0;: modifier une cellule en fait une vraie matrice.</translation>
    </message>
    <message>
        <source>&lt;br&gt;Columns h&lt;i&gt;k&lt;/i&gt;·&lt;i&gt;j&lt;/i&gt;: head &lt;i&gt;k&lt;/i&gt;, its &lt;i&gt;j&lt;/i&gt;-th dimension (dk = %1).</source>
        <translation>&lt;br&gt;Colonnes h&lt;i&gt;k&lt;/i&gt;·&lt;i&gt;j&lt;/i&gt;&#xa0;: tête &lt;i&gt;k&lt;/i&gt;, sa &lt;i&gt;j&lt;/i&gt;-ième dimension (dk = %1).</translation>
    </message>
    <message>
        <source>Weight matrix</source>
        <translation>Matrice de poids</translation>
    </message>
</context>
<context>
    <name>attn::ui::WhatIfBar</name>
    <message>
        <source>Clear</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Take every what-if back: the model&apos;s own picture again</source>
        <translation>Annuler tous les « et si » : de nouveau l’image propre du modèle</translation>
    </message>
</context>
<context>
    <name>attn::ui::WhatIfView</name>
    <message>
        <source>After which token</source>
        <translation>Après quel jeton</translation>
    </message>
    <message>
        <source>Next token</source>
        <translation>Jeton suivant</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Avant</translation>
    </message>
    <message>
        <source>After</source>
        <translation>Après</translation>
    </message>
    <message>
        <source>Δ ln p</source>
        <translation>Δ ln p</translation>
    </message>
    <message>
        <source>Next-token probabilities before and after the what-if</source>
        <translation>Probabilités du jeton suivant avant et après le « et si »</translation>
    </message>
    <message>
        <source>Any token, to see how its probability changes</source>
        <translation>N’importe quel jeton, pour voir comment change sa probabilité</translation>
    </message>
    <message>
        <source>Token</source>
        <translation>Jeton</translation>
    </message>
    <message>
        <source>&amp;After:</source>
        <translation>&amp;Après :</translation>
    </message>
    <message>
        <source>&amp;Token:</source>
        <translation>&amp;Jeton :</translation>
    </message>
    <message>
        <source>%1 (token %2)</source>
        <translation>%1 (jeton %2)</translation>
    </message>
    <message>
        <source>Add a sentence to see what the model predicts after it.</source>
        <translation>Ajoutez une phrase pour voir ce que le modèle prédit après elle.</translation>
    </message>
    <message>
        <source>The model is reading the sentence…</source>
        <translation>Le modèle lit la phrase…</translation>
    </message>
    <message>
        <source>This lesson has no model: train one in the Training dock, or open a GPT-2 or nanoGPT model.</source>
        <translation>Cette leçon n’a pas de modèle : entraînez-en un dans le panneau Entraînement, ou ouvrez un modèle GPT-2 ou nanoGPT.</translation>
    </message>
    <message>
        <source>What the model predicts next, with and without the what-if.</source>
        <translation>Ce que le modèle prédit ensuite, avec et sans le « et si ».</translation>
    </message>
    <message>
        <source>“%1” is not one token of the model.</source>
        <translation>« %1 » n’est pas un seul jeton du modèle.</translation>
    </message>
    <message>
        <source>“%1”: %2 → %3, Δ ln p = %4</source>
        <translation>« %1 » : %2 → %3, Δ ln p = %4</translation>
    </message>
    <message>
        <source>Loss on the sentence (each next word): %1</source>
        <translation>Perte sur la phrase (chaque mot suivant) : %1</translation>
    </message>
    <message>
        <source>The probabilities are kept back until the step&apos;s question is answered.</source>
        <translation>Les probabilités restent cachées jusqu’à ce que la question de l’étape ait une réponse.</translation>
    </message>
    <message>
        <source>On %1.</source>
        <extracomment>%1: the sentence the what-if reads, in quotation marks</extracomment>
        <translation>Sur %1.</translation>
    </message>
    <message>
        <source>Layer of the head</source>
        <translation>Couche de la tête</translation>
    </message>
    <message>
        <source>Head</source>
        <translation>Tête</translation>
    </message>
    <message>
        <source>What if…</source>
        <translation>Et si …</translation>
    </message>
    <message>
        <source>Switch this head off, mean-ablate it, or keep only it</source>
        <translation>Éteindre cette tête, la remplacer par sa moyenne ou ne garder qu’elle</translation>
    </message>
    <message>
        <source>The model&apos;s pass is not ready yet</source>
        <translation>La passe du modèle n’est pas encore prête</translation>
    </message>
    <message>
        <source>&amp;Layer:</source>
        <translation>&amp;Couche&#xa0;:</translation>
    </message>
    <message>
        <source>H&amp;ead:</source>
        <translation>T&amp;ête&#xa0;:</translation>
    </message>
    <message>
        <source>No what-if is laid over the model: its own prediction, twice. Choose a head above and What if… to switch it off, or right-click a map.</source>
        <translation>Aucun «&#xa0;et si&#xa0;» n’est posé sur le modèle&#xa0;: sa propre prédiction, deux fois. Choisissez une tête ci-dessus et «&#xa0;Et si …&#xa0;» pour l’éteindre, ou faites un clic droit sur une carte.</translation>
    </message>
    <message>
        <source>A real model&apos;s pass keeps the logits of its last token only: the prediction after the whole sentence.</source>
        <translation>La passe d’un modèle réel ne garde que les logits de son dernier token&#xa0;: la prédiction après la phrase entière.</translation>
    </message>
</context>
</TS>
