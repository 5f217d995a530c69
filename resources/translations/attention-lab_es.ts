<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>AttentionCommands</name>
    <message>
        <source>on</source>
        <translation>sí</translation>
    </message>
    <message>
        <source>off</source>
        <translation>no</translation>
    </message>
    <message>
        <source>simple attention</source>
        <translation>atención simple</translation>
    </message>
    <message>
        <source>scaled Q·K·V attention</source>
        <translation>atención Q·K·V escalada</translation>
    </message>
    <message>
        <source>multi-head attention</source>
        <translation>atención multicabeza</translation>
    </message>
    <message>
        <source>no mixing</source>
        <translation>sin mezcla</translation>
    </message>
    <message>
        <source>the equal average</source>
        <translation>promedio uniforme</translation>
    </message>
    <message>
        <source>switch to %1</source>
        <translation>cambiar a %1</translation>
    </message>
    <message>
        <source>scaling %1</source>
        <translation>escalado: %1</translation>
    </message>
    <message>
        <source>causal mask %1</source>
        <translation>máscara causal: %1</translation>
    </message>
    <message>
        <source>one head</source>
        <translation>una cabeza</translation>
    </message>
    <message>
        <source>%1 heads</source>
        <translation>%1 cabezas</translation>
    </message>
    <message>
        <source>no positions</source>
        <translation>sin posiciones</translation>
    </message>
    <message>
        <source>sinusoidal positions</source>
        <translation>posiciones sinusoidales</translation>
    </message>
    <message>
        <source>learned positions</source>
        <translation>posiciones aprendidas</translation>
    </message>
    <message>
        <source>rotary positions (RoPE)</source>
        <translation>posiciones rotatorias (RoPE)</translation>
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
            <numerusform>%1: %n punto, el último en %2 %3, %4 %5</numerusform>
            <numerusform>%1: %n puntos, el último en %2 %3, %4 %5</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing plotted yet</source>
        <translation>Todavía no hay nada trazado</translation>
    </message>
</context>
<context>
    <name>Commands</name>
    <message>
        <source>Use Trained Model</source>
        <translation>Usar modelo entrenado</translation>
    </message>
    <message>
        <source>Remove Trained Model</source>
        <translation>Quitar modelo entrenado</translation>
    </message>
</context>
<context>
    <name>CorpusSource</name>
    <message>
        <source>%1: cannot be read (%2)</source>
        <translation>%1: no se puede leer (%2)</translation>
    </message>
    <message>
        <source>repeated sequences</source>
        <translation>secuencias repetidas</translation>
    </message>
</context>
<context>
    <name>Figures</name>
    <message>
        <source>trained model, layer %1 of %2</source>
        <translation>modelo entrenado, capa %1 de %2</translation>
    </message>
    <message>
        <source>hand-wired attention</source>
        <translation>atención hecha a mano</translation>
    </message>
    <message>
        <source>“%1” — %2, %3. %4</source>
        <extracomment>The head view&apos;s caption: %1 the sentence; %2 which attention; %3 the heads shown; %4 the notes</extracomment>
        <translation>“%1” — %2, %3. %4</translation>
    </message>
    <message>
        <source>token looking</source>
        <extracomment>The head view&apos;s left column title: the tokens doing the looking
----------
A real model&apos;s map: its rows are the tokens doing the looking</extracomment>
        <translation>token que mira</translation>
    </message>
    <message>
        <source>token looked at</source>
        <extracomment>The head view&apos;s right column title: the tokens being looked at
----------
A real model&apos;s map: its columns are the tokens being looked at</extracomment>
        <translation>token mirado</translation>
    </message>
    <message>
        <source>layer %1, head %2</source>
        <translation>capa %1, cabeza %2</translation>
    </message>
    <message>
        <source>%5 — %1, layer %2 of %3: attention weights of %4 tokens; hatched cells above the diagonal are masked (weight 0): each token looks only at itself and the tokens before it. ␣ marks a token&apos;s leading space.</source>
        <extracomment>%5: the model&apos;s file; %1: its kind; %4: how many tokens</extracomment>
        <translation>%5 — %1, capa %2 de %3: pesos de atención de %4 tokens; las celdas rayadas sobre la diagonal están enmascaradas (peso 0): cada token solo se mira a sí mismo y a los tokens anteriores. ␣ marca el espacio inicial de un token.</translation>
    </message>
    <message>
        <source>%1 — %2, layer %3 of %4, %5 (%6 tokens; ␣ marks a leading space). %7</source>
        <extracomment>%1: the model&apos;s file; %2: its kind; %5: the heads shown (&quot;all 12 heads&quot;); %6: how many tokens; %7: the notes</extracomment>
        <translation>%1 — %2, capa %3 de %4, %5 (%6 tokens; ␣ marca un espacio inicial). %7</translation>
    </message>
    <message>
        <source>%1 — %2: every layer × head (rows: layers, columns: heads) on %3 tokens, each head&apos;s clear pattern named (previous token, first token, self, uniform). Hatched cells above the diagonal are masked; ␣ marks a token&apos;s leading space.</source>
        <translation>%1 — %2: cada capa × cabeza (filas: capas, columnas: cabezas) sobre %3 tokens; se nombra el patrón claro de cada cabeza (token anterior, primer token, sí mismo, uniforme). Las celdas rayadas sobre la diagonal están enmascaradas; ␣ marca el espacio inicial de un token.</translation>
    </message>
    <message>
        <source>weight ×</source>
        <extracomment>The blend table&apos;s first column: each ingredient&apos;s weight, multiplying its row</extracomment>
        <translation>peso ×</translation>
    </message>
    <message>
        <source>before</source>
        <extracomment>The blend table&apos;s row of the word&apos;s own row, before attention (compact form, on a slide)</extracomment>
        <translation>antes</translation>
    </message>
    <message>
        <source>%1 before (%2)</source>
        <translation>%1 antes (%2)</translation>
    </message>
    <message>
        <source>lookup row</source>
        <translation>fila de la tabla</translation>
    </message>
    <message>
        <source>%1 lookup row</source>
        <translation>fila de la tabla de %1</translation>
    </message>
    <message>
        <source>after (sums)</source>
        <translation>después (sumas)</translation>
    </message>
    <message>
        <source>%1 after (column sums)</source>
        <translation>%1 después (sumas por columna)</translation>
    </message>
    <message>
        <source>Attention Lab figure</source>
        <translation>Figura de Attention Lab</translation>
    </message>
    <message>
        <source>Drawn by Attention Lab</source>
        <translation>Dibujado con Attention Lab</translation>
    </message>
    <message>
        <source>head %1</source>
        <translation>cabeza %1</translation>
    </message>
    <message>
        <source>guess %1</source>
        <extracomment>The lens table&apos;s column: the model&apos;s 1st, 2nd, … most likely next token</extracomment>
        <translation>conjetura %1</translation>
    </message>
    <message>
        <source>step</source>
        <extracomment>The loss chart&apos;s x axis: the training step</extracomment>
        <translation>paso</translation>
    </message>
    <message>
        <source> (last %1)</source>
        <translation> (última: %1)</translation>
    </message>
    <message>
        <source>validation</source>
        <extracomment>The loss chart&apos;s legend: the loss on the validation set</extracomment>
        <translation>validación</translation>
    </message>
    <message>
        <source>train</source>
        <extracomment>The loss chart&apos;s legend: the loss on the training set</extracomment>
        <translation>entrenamiento</translation>
    </message>
    <message>
        <source>“%1”</source>
        <extracomment>Quotation marks around a sentence or a word in a figure&apos;s title or legend: use your language&apos;s (e.g. „%1“ or « %1 »).</extracomment>
        <translation>“%1”</translation>
    </message>
    <message>
        <source>Training loss</source>
        <translation>Pérdida de entrenamiento</translation>
    </message>
    <message>
        <source>Every layer and head at step %1 — “%2”</source>
        <extracomment>%1: the training step; %2: the sentence the heads read</extracomment>
        <translation>Todas las capas y cabezas en el paso %1 — “%2”</translation>
    </message>
    <message>
        <source>value row</source>
        <translation>fila de valor</translation>
    </message>
    <message>
        <source>Input matrix X for %1</source>
        <translation>Matriz de entrada X de %1</translation>
    </message>
    <message>
        <source>Scores S = X·Xᵀ for %1</source>
        <translation>Puntuaciones S = X·Xᵀ de %1</translation>
    </message>
    <message>
        <source>Attention weights for %1</source>
        <translation>Pesos de atención de %1</translation>
    </message>
    <message>
        <source>two</source>
        <extracomment>The number 2 in &quot;One lookup row, two meanings: …&quot;</extracomment>
        <translation>dos</translation>
    </message>
    <message>
        <source>Words before and after attention</source>
        <translation>Palabras antes y después de la atención</translation>
    </message>
    <message>
        <source>One lookup row, %1 meanings: %2 before and after attention</source>
        <translation>Una fila de la tabla, %1 significados: %2 antes y después de la atención</translation>
    </message>
    <message>
        <source>The blend in slow motion: %1 in %2</source>
        <translation>La mezcla a cámara lenta: %1 en %2</translation>
    </message>
    <message>
        <source>Embedding table</source>
        <translation>Tabla de embeddings</translation>
    </message>
    <message>
        <source>Projection %1</source>
        <translation>Proyección %1</translation>
    </message>
    <message>
        <source>Input X for %1</source>
        <translation>Entrada X de %1</translation>
    </message>
    <message>
        <source>Scores for %1</source>
        <translation>Puntuaciones de %1</translation>
    </message>
    <message>
        <source>Weights per head for %1</source>
        <translation>Pesos por cabeza de %1</translation>
    </message>
    <message>
        <source>The blend for %1</source>
        <translation>La mezcla de %1</translation>
    </message>
    <message>
        <source>Training loss: %1 steps on %2</source>
        <translation>Pérdida de entrenamiento: %1 pasos con %2</translation>
    </message>
    <message>
        <source>Trained model, layer %1 of %2: every head on %3</source>
        <translation>Modelo entrenado, capa %1 de %2: todas las cabezas sobre %3</translation>
    </message>
    <message>
        <source>word</source>
        <extracomment>A table&apos;s row title: its rows are words</extracomment>
        <translation>palabra</translation>
    </message>
    <message>
        <source>axis</source>
        <extracomment>A table&apos;s column title: its columns are the embedding&apos;s axes (water, money, …)</extracomment>
        <translation>eje</translation>
    </message>
    <message>
        <source>no head</source>
        <extracomment>The head view&apos;s title when no head is chosen</extracomment>
        <translation>ninguna cabeza</translation>
    </message>
    <message>
        <source>all %1 heads</source>
        <translation>las %1 cabezas</translation>
    </message>
    <message>
        <source>heads %1</source>
        <extracomment>%1: a list of head numbers, &quot;1, 3&quot;</extracomment>
        <translation>cabezas %1</translation>
    </message>
    <message>
        <source>Causal: each token attends only to itself and the tokens before it.</source>
        <translation>Causal: cada token solo atiende a sí mismo y a los tokens anteriores.</translation>
    </message>
    <message>
        <source>Weights below %1 are not drawn; each token shows its %2 strongest lines per head (%3 more left out).</source>
        <translation>No se dibujan los pesos menores que %1; cada token muestra sus %2 líneas más fuertes por cabeza (se omiten %3 más).</translation>
    </message>
    <message>
        <source>Weights below %1 are not drawn.</source>
        <translation>No se dibujan los pesos menores que %1.</translation>
    </message>
    <message>
        <source>no weight of %1 or more</source>
        <translation>ningún peso de %1 o más</translation>
    </message>
    <message>
        <source>head %1: %2</source>
        <translation>cabeza %1: %2</translation>
    </message>
    <message>
        <source>raw scores Q·Kᵀ, before the mask</source>
        <translation>puntuaciones brutas Q·Kᵀ, antes de la máscara</translation>
    </message>
    <message>
        <source>scores Q·Kᵀ/√dk, before the mask</source>
        <translation>puntuaciones Q·Kᵀ/√dk, antes de la máscara</translation>
    </message>
    <message>
        <source>masked scores: −∞ above the diagonal</source>
        <translation>puntuaciones enmascaradas: −∞ sobre la diagonal</translation>
    </message>
    <message>
        <source>attention weights; hatched cells above the diagonal are masked (weight 0)</source>
        <translation>pesos de atención; las celdas rayadas sobre la diagonal están enmascaradas (peso 0)</translation>
    </message>
    <message>
        <source>Trained model (%1, %2 steps), layer %3 of %4: %5. The model is causal: each word looks only at itself and the words before it.</source>
        <extracomment>%1: the corpus (&quot;corpus &apos;bubbe&apos;&quot;); %5: what the map shows (&quot;attention weights; …&quot;)</extracomment>
        <translation>Modelo entrenado (%1, %2 pasos), capa %3 de %4: %5. El modelo es causal: cada palabra solo se mira a sí misma y a las palabras anteriores.</translation>
    </message>
    <message>
        <source>corpus unknown</source>
        <translation>corpus desconocido</translation>
    </message>
    <message>
        <source>corpus &apos;%1&apos;</source>
        <translation>corpus &apos;%1&apos;</translation>
    </message>
    <message>
        <source>not measured</source>
        <extracomment>A loss that was not measured (no validation set)</extracomment>
        <translation>sin medir</translation>
    </message>
    <message>
        <source>Trained on &apos;%1&apos; for %2 steps (seed %3); final loss: train %4, validation %5 nats.</source>
        <translation>Entrenado con &apos;%1&apos; durante %2 pasos (semilla %3); pérdida final: entrenamiento %4, validación %5 nats.</translation>
    </message>
    <message>
        <source>embeddings</source>
        <extracomment>The lens table&apos;s first row: the guesses read from the embeddings, before any layer</extracomment>
        <translation>embeddings</translation>
    </message>
    <message>
        <source>layer %1</source>
        <translation>capa %1</translation>
    </message>
    <message>
        <source>%1 — the layers&apos; guesses after “%2” (token %3): each layer&apos;s residual stream read through the final LayerNorm and the output head; the top %4 next tokens and their probabilities. The last row is the model&apos;s own prediction. ␣ marks a leading space.</source>
        <extracomment>%1: the model (file — kind); %2: the token; %3: its position; %4: how many guesses per row</extracomment>
        <translation>%1 — las conjeturas de las capas tras “%2” (token %3): el flujo residual de cada capa leído a través de la LayerNorm final y la cabeza de salida; los %4 tokens siguientes más probables y sus probabilidades. La última fila es la propia predicción del modelo. ␣ marca un espacio inicial.</translation>
    </message>
    <message>
        <source>Attention rollout (Abnar &amp; Zuidema 2020): each layer&apos;s heads averaged, the residual connection counted as an identity mixed half and half (½·A + ½·I), the layers multiplied; the MLPs and what the values carry are left out, so it is an estimate of flow, not an attribution.</source>
        <translation>Rollout de atención (Abnar &amp; Zuidema 2020): se promedian las cabezas de cada capa, la conexión residual se cuenta como una identidad mezclada a partes iguales (½·A + ½·I) y se multiplican las capas; se dejan fuera los MLP y lo que transportan los valores, así que es una estimación del flujo, no una atribución.</translation>
    </message>
    <message>
        <source>after layer %1</source>
        <translation>tras la capa %1</translation>
    </message>
    <message>
        <source>rolled out through</source>
        <extracomment>The rollout map&apos;s row title: its rows are &quot;after layer 1&quot;, &quot;after layer 2&quot;, …</extracomment>
        <translation>propagado a través de</translation>
    </message>
    <message>
        <source>token</source>
        <translation>token</translation>
    </message>
    <message>
        <source>input token</source>
        <translation>token de entrada</translation>
    </message>
    <message>
        <source>flow into “%1” (token %2)</source>
        <translation>flujo hacia “%1” (token %2)</translation>
    </message>
    <message>
        <source>%1 — how much each input token flows into “%2” (token %3)%4; each row sums to 1. %5</source>
        <extracomment>%1: the model; %2: the token; %3: its position; %4: &quot; through all 12 layers&quot; or &quot; through layers 1…l, a row per l&quot;; %5: the method</extracomment>
        <translation>%1 — cuánto fluye cada token de entrada hacia “%2” (token %3)%4; cada fila suma 1. %5</translation>
    </message>
    <message>
        <source> through layers 1…l, a row per l</source>
        <translation> a través de las capas 1…l, una fila por cada l</translation>
    </message>
    <message>
        <source> through all %1 layers</source>
        <translation> a través de las %1 capas</translation>
    </message>
    <message>
        <source>head · dimension (joined heads)</source>
        <translation>cabeza · dimensión (cabezas unidas)</translation>
    </message>
    <message>
        <source>input axis</source>
        <translation>eje de entrada</translation>
    </message>
    <message>
        <source>output axis</source>
        <translation>eje de salida</translation>
    </message>
    <message>
        <source>head · dimension</source>
        <translation>cabeza · dimensión</translation>
    </message>
    <message>
        <source>%1 is the identity (not stored).</source>
        <translation>%1 es la identidad (no almacenada).</translation>
    </message>
    <message>
        <source>word looking</source>
        <extracomment>A score map&apos;s row title: the rows are the words doing the looking</extracomment>
        <translation>palabra que mira</translation>
    </message>
    <message>
        <source>word looked at</source>
        <extracomment>A score map&apos;s column title: the columns are the words being looked at</extracomment>
        <translation>palabra mirada</translation>
    </message>
    <message>
        <source>Attention weights — %1 (the real model, layer %2)</source>
        <translation>Pesos de atención — %1 (el modelo real, capa %2)</translation>
    </message>
    <message>
        <source> (the trained model, layer %1)</source>
        <translation> (el modelo entrenado, capa %1)</translation>
    </message>
    <message>
        <source>Vectors: lookup rows (dots) and outputs (diamonds)</source>
        <translation>Vectores: filas de la tabla (puntos) y salidas (rombos)</translation>
    </message>
    <message>
        <source>Head view — %1</source>
        <translation>Vista de cabezas — %1</translation>
    </message>
    <message>
        <source> (the real model, layer %1)</source>
        <translation> (el modelo real, capa %1)</translation>
    </message>
    <message>
        <source>The blend of “%1” — %2</source>
        <translation>La mezcla de “%1” — %2</translation>
    </message>
    <message>
        <source>%1: this figure cannot be drawn: %2</source>
        <translation>%1: no se puede dibujar esta figura: %2</translation>
    </message>
    <message>
        <source>PC%1 (%2% of variance)</source>
        <extracomment>The vector plot&apos;s axis along a principal component: %1 its number, %2 the share of the variance it explains</extracomment>
        <translation>PC%1 (%2% de la varianza)</translation>
    </message>
    <message>
        <source>score = &lt;b&gt;%1&lt;/b&gt; (this step compares no words: every score is 0)&lt;br&gt;</source>
        <translation>puntuación = &lt;b&gt;%1&lt;/b&gt; (este paso no compara palabras: todas las puntuaciones son 0)&lt;br&gt;</translation>
    </message>
    <message>
        <source>… (%1 terms)</source>
        <translation>… (%1 términos)</translation>
    </message>
    <message>
        <source>score = %1 = %2 + … = &lt;b&gt;%3&lt;/b&gt;&lt;br&gt;</source>
        <extracomment>%1: the product, &quot;q·k&quot;; %2: its terms, &quot;a×b + c×d&quot;; %3: the score</extracomment>
        <translation>puntuación = %1 = %2 + … = &lt;b&gt;%3&lt;/b&gt;&lt;br&gt;</translation>
    </message>
    <message>
        <source>score = %1 = %2 = &lt;b&gt;%3&lt;/b&gt;&lt;br&gt;</source>
        <translation>puntuación = %1 = %2 = &lt;b&gt;%3&lt;/b&gt;&lt;br&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; looking at &lt;b&gt;%2&lt;/b&gt;%3&lt;br&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; mira a &lt;b&gt;%2&lt;/b&gt;%3&lt;br&gt;</translation>
    </message>
    <message>
        <source> · head %1</source>
        <translation> · cabeza %1</translation>
    </message>
    <message>
        <source>masked: %1 comes after %2, so its weight is exactly 0</source>
        <translation>enmascarada: %1 viene después de %2, así que su peso es exactamente 0</translation>
    </message>
    <message>
        <source>weight: &lt;b&gt;%1&lt;/b&gt; (the model&apos;s pass keeps its weights, not the scores behind them)</source>
        <translation>peso: &lt;b&gt;%1&lt;/b&gt; (la pasada del modelo conserva sus pesos, no las puntuaciones de las que salen)</translation>
    </message>
    <message>
        <source>scaled: %1 × 1/√%2 (= %3) = &lt;b&gt;%4&lt;/b&gt;&lt;br&gt;</source>
        <translation>escalada: %1 × 1/√%2 (= %3) = &lt;b&gt;%4&lt;/b&gt;&lt;br&gt;</translation>
    </message>
    <message>
        <source>masked: %1 comes after %2, so its score is −∞ and its weight exactly 0</source>
        <translation>enmascarada: %1 viene después de %2, así que su puntuación es −∞ y su peso, exactamente 0</translation>
    </message>
    <message>
        <source>masked: no mixing lets %1 see only itself, so %2&apos;s score is −∞ and its weight exactly 0</source>
        <translation>enmascarada: sin mezcla, %1 solo se ve a sí misma, así que la puntuación de %2 es −∞ y su peso, exactamente 0</translation>
    </message>
    <message>
        <source>exp(%1 − row max %2) = %3&lt;br&gt;</source>
        <translation>exp(%1 − máx. de la fila %2) = %3&lt;br&gt;</translation>
    </message>
    <message>
        <source>row sum of exp = %1&lt;br&gt;</source>
        <translation>suma de exp de la fila = %1&lt;br&gt;</translation>
    </message>
    <message>
        <source>weight = %1 / %2 = &lt;b&gt;%3&lt;/b&gt;</source>
        <translation>peso = %1 / %2 = &lt;b&gt;%3&lt;/b&gt;</translation>
    </message>
    <message>
        <source>output without the what-if</source>
        <translation>salida sin el «y si»</translation>
    </message>
    <message>
        <source>previous token</source>
        <translation>token anterior</translation>
    </message>
    <message>
        <source>induction</source>
        <translation>inducción</translation>
    </message>
    <message>
        <source>duplicate token</source>
        <translation>token duplicado</translation>
    </message>
    <message>
        <source>first token</source>
        <translation>primer token</translation>
    </message>
    <message>
        <source>layer</source>
        <translation>capa</translation>
    </message>
    <message>
        <source>head</source>
        <translation>cabeza</translation>
    </message>
    <message>
        <source>%1 — each head&apos;s mean attention weight while the model reads %2 random tokens twice (%3 tokens): previous token, on the token just before; induction, in the repeat, on the token that followed this token&apos;s first occurrence; duplicate token, on that first occurrence itself; first token, on position 0.</source>
        <extracomment>%1: the model; %2: how many random tokens (R); %3: 2R</extracomment>
        <translation>%1 — peso de atención medio de cada cabeza mientras el modelo lee %2 tokens aleatorios dos veces (%3 tokens): token anterior, en el token justo antes; inducción, en la repetición, en el token que siguió a la primera aparición de este token; token duplicado, en esa primera aparición misma; primer token, en la posición 0.</translation>
    </message>
    <message>
        <source>The lesson&apos;s trained model</source>
        <translation>El modelo entrenado de la lección</translation>
    </message>
    <message>
        <source>The cells are hidden: they are the question&apos;s answer.</source>
        <translation>Las celdas están ocultas: son la respuesta a la pregunta.</translation>
    </message>
    <message>
        <source>Where a word sits: %1 — %2</source>
        <translation>Dónde está una palabra: %1 — %2</translation>
    </message>
    <message>
        <source>Where a word sits: %1</source>
        <translation>Dónde está una palabra: %1</translation>
    </message>
    <message>
        <source>, base %1</source>
        <translation>, base %1</translation>
    </message>
    <message>
        <source>ALiBi: %1 − %2 × distance %3 = &lt;b&gt;%4&lt;/b&gt;&lt;br&gt;</source>
        <translation>ALiBi: %1 − %2 × distancia %3 = &lt;b&gt;%4&lt;/b&gt;&lt;br&gt;</translation>
    </message>
    <message>
        <source>Head %1 is not in both maps.</source>
        <translation>La cabeza %1 no está en ambos mapas.</translation>
    </message>
    <message>
        <source>“%2” − “%1”</source>
        <extracomment>The difference map&apos;s title: %2 minus %1, the two sentences</extracomment>
        <translation>“%2” − “%1”</translation>
    </message>
    <message>
        <source>“%2” minus “%1”, %3, cell by cell: red where the second sentence&apos;s number is larger, blue where it is smaller.</source>
        <extracomment>%1, %2: the two sentences; %3: the stage (&quot;Weights&quot;, &quot;Raw scores&quot;)</extracomment>
        <translation>“%2” menos “%1”, %3, celda a celda: rojo donde el número de la segunda frase es mayor, azul donde es menor.</translation>
    </message>
    <message>
        <source>layer %1 · head %2</source>
        <extracomment>Which map a difference is of: %1 the layer, %2 the head (both from 1)</extracomment>
        <translation>capa %1 · cabeza %2</translation>
    </message>
    <message>
        <source>The difference compares two sentences of the same length, cell by cell: “%1” and “%3” are %2 and %4 tokens long.</source>
        <extracomment>%1, %3: the two sentences as read; %2, %4: their token counts</extracomment>
        <translation>La diferencia compara dos frases de la misma longitud, celda a celda: “%1” y “%3” tienen %2 y %4 tokens.</translation>
    </message>
    <message>
        <source>The lines are kept back with the numbers this step keeps back (they would show them).</source>
        <translation>Las líneas se guardan, como los números que este paso guarda (los mostrarían).</translation>
    </message>
    <message>
        <source>head %1 %2</source>
        <extracomment>The head view&apos;s title under a what-if: &quot;head 2 switched off&quot;</extracomment>
        <translation>cabeza %1 %2</translation>
    </message>
    <message>
        <source>loss (nats)</source>
        <extracomment>The loss chart&apos;s y axis: the loss in natural-log units, as the window&apos;s chart says</extracomment>
        <translation>pérdida (nats)</translation>
    </message>
    <message>
        <source>without the what-if</source>
        <extracomment>The what-if effect table&apos;s rows: the model&apos;s next-token guesses without, then with it</extracomment>
        <translation>sin el «y si»</translation>
    </message>
    <message>
        <source>with the what-if</source>
        <translation>con el «y si»</translation>
    </message>
    <message>
        <source>%1 — the next token after “%2” (token %3), without and with the what-if: the top %4 tokens and their probabilities. ␣ marks a leading space.</source>
        <extracomment>%1: the model (file — kind); %2: the token; %3: its position; %4: how many tokens per row</extracomment>
        <translation>%1 — el token siguiente tras “%2” (token %3), sin y con el «y si»: los %4 tokens más probables y sus probabilidades. ␣ marca un espacio inicial.</translation>
    </message>
    <message>
        <source>The next token, without and with the what-if — %1</source>
        <extracomment>A slide&apos;s or handout&apos;s figure of what the what-if does to the prediction; %1: the sentence</extracomment>
        <translation>El token siguiente, sin y con el «y si» — %1</translation>
    </message>
    <message>
        <source>The difference of the two maps</source>
        <extracomment>A step&apos;s difference map of its two sentences&apos; maps, over the map&apos;s own title</extracomment>
        <translation>La diferencia de los dos mapas</translation>
    </message>
</context>
<context>
    <name>GetModelDialog</name>
    <message>
        <source>needs %1 of memory; this machine has %2</source>
        <translation>necesita %1 de memoria; este equipo tiene %2</translation>
    </message>
</context>
<context>
    <name>Handout</name>
    <message>
        <source>Your answer: ______________</source>
        <extracomment>A line on the printed handout where the student writes a number</extracomment>
        <translation>Tu respuesta: ______________</translation>
    </message>
    <message>
        <source>Mark the cell you think is largest in the weights of “%1”, head %2, in %3’s row.</source>
        <extracomment>%1: the sentence; %2: the head&apos;s number; %3: the word whose row holds the cell</extracomment>
        <translation>Marca la celda que creas que es la mayor en los pesos de “%1”, cabeza %2, en la fila de %3.</translation>
    </message>
    <message>
        <source>Mark the cell you think is largest in the weights of “%1”, head %2.</source>
        <translation>Marca la celda que creas que es la mayor en los pesos de “%1”, cabeza %2.</translation>
    </message>
    <message>
        <source>Mark the cell you think is largest in the weights of “%1”, in %2’s row.</source>
        <translation>Marca la celda que creas que es la mayor en los pesos de “%1”, en la fila de %2.</translation>
    </message>
    <message>
        <source>Mark the cell you think is largest in the weights of “%1”.</source>
        <translation>Marca la celda que creas que es la mayor en los pesos de “%1”.</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Paso %1 de %2</translation>
    </message>
    <message>
        <source>The answer is on page %1.</source>
        <translation>La respuesta está en la página %1.</translation>
    </message>
    <message>
        <source>(cannot be computed: %1)</source>
        <extracomment>An answer the handout cannot state; %1: why</extracomment>
        <translation>(no se puede calcular: %1)</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Respuestas</translation>
    </message>
    <message>
        <source>Step %1 · %2</source>
        <extracomment>The heading of a step&apos;s answer: %1 its number, %2 its title</extracomment>
        <translation>Paso %1 · %2</translation>
    </message>
    <message>
        <source>Answer: %1</source>
        <translation>Respuesta: %1</translation>
    </message>
    <message>
        <source>Lesson</source>
        <extracomment>The handout&apos;s title when the lesson has none</extracomment>
        <translation>Lección</translation>
    </message>
    <message>
        <source>%1 — page %2 of %3</source>
        <extracomment>The handout&apos;s page footer: %1 the lesson&apos;s title, %2 the page, %3 how many pages</extracomment>
        <translation>%1 — página %2 de %3</translation>
    </message>
    <message>
        <source>(%1: drawn from the lesson&apos;s real model, which was not read for this handout — export it from the window with the model open)</source>
        <extracomment>%1: the figure&apos;s title</extracomment>
        <translation>(%1: se dibuja a partir del modelo real de la lección, que no se leyó para estos apuntes — expórtalos desde la ventana con el modelo abierto)</translation>
    </message>
    <message>
        <source>Predict</source>
        <extracomment>The heading over a question on the handout: the student predicts before seeing the answer</extracomment>
        <translation>Predice</translation>
    </message>
    <message>
        <source>(%2: heads %1 are left out — their maps would print too small to read. A step can choose the heads its figures show: Author ▸ Edit Step…, View.)</source>
        <extracomment>%1: the heads left out of a handout&apos;s grid of maps (&quot;4, 5, 6&quot;); %2: the figure&apos;s title</extracomment>
        <translation>(%2: las cabezas %1 quedan fuera — sus mapas se imprimirían demasiado pequeños para leerlos. Un paso puede elegir las cabezas que muestran sus figuras: Autor ▸ Editar paso…, Vista.)</translation>
    </message>
    <message>
        <source>Step %1 of %2, continued: %3</source>
        <extracomment>At the top of a handout page that goes on with a step begun on the page before: %1 the step, %2 how many, %3 its title</extracomment>
        <translation>Paso %1 de %2, continuación: %3</translation>
    </message>
</context>
<context>
    <name>HeadGridAccessible</name>
    <message>
        <source>strongest, %1 → %2 %3</source>
        <translation>mayor peso, %1 → %2 %3</translation>
    </message>
    <message>
        <source>layer %1</source>
        <translation>capa %1</translation>
    </message>
    <message>
        <source>head %1</source>
        <translation>cabeza %1</translation>
    </message>
    <message>
        <source>Attention of every layer and head: %1 × %2 maps</source>
        <translation>Atención de cada capa y cabeza: %1 × %2 mapas</translation>
    </message>
</context>
<context>
    <name>HeadTileGridAccessible</name>
    <message>
        <source>layer %1, head %2</source>
        <translation>capa %1, cabeza %2</translation>
    </message>
    <message>
        <source>%1: not shown (left out by the filters)</source>
        <translation>%1: no se muestra (excluida por los filtros)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>layer %1</source>
        <translation>capa %1</translation>
    </message>
    <message>
        <source>head %1</source>
        <translation>cabeza %1</translation>
    </message>
    <message>
        <source>Every head of the model: %1 layers × %2 heads</source>
        <translation>Todas las cabezas del modelo: %1 capas × %2 cabezas</translation>
    </message>
    <message>
        <source>The arrow keys choose a head; its map shows large beside the grid.</source>
        <translation>Las flechas eligen una cabeza; su mapa se muestra en grande junto a la cuadrícula.</translation>
    </message>
</context>
<context>
    <name>HeatmapAccessible</name>
    <message>
        <source>hidden</source>
        <translation>oculta</translation>
    </message>
    <message>
        <source>masked</source>
        <translation>enmascarada</translation>
    </message>
    <message>
        <source>no value</source>
        <translation>sin valor</translation>
    </message>
    <message>
        <source>Heat map of %1 × %2 cells</source>
        <translation>Mapa de calor de %1 × %2 celdas</translation>
    </message>
    <message>
        <source>A table of values, each cell read as shown; the arrow keys move between cells.</source>
        <translation>Una tabla de valores, cada celda leída tal como se muestra; las flechas permiten moverse entre las celdas.</translation>
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
Un laboratorio de escritorio para la autoatención.

Qt %2 (compilado con %3)
Eigen %4.%5.%6

Publicado bajo la licencia MIT. Copyright (c) autores de Attention Lab.</translation>
    </message>
    <message>
        <source>About Attention Lab</source>
        <translation>Acerca de Attention Lab</translation>
    </message>
    <message>
        <source>Licence:</source>
        <translation>Licencia:</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Comando</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Teclas</translation>
    </message>
    <message>
        <source>In the tables: type a value, or press on a cell and drag left or right to scrub it. In the heatmaps: hover a cell for its arithmetic, click a word to highlight it.</source>
        <translation>En las tablas: escribe un valor, o pulsa sobre una celda y arrastra a izquierda o derecha para ajustarlo. En los mapas de calor: pasa el ratón por una celda para ver sus cuentas; haz clic en una palabra para resaltarla.</translation>
    </message>
    <message>
        <source>%1 was not found. Looked in:
%2</source>
        <translation>No se encontró %1. Se buscó en:
%2</translation>
    </message>
    <message>
        <source>What is this view? — %1</source>
        <translation>¿Qué muestra esta vista? — %1</translation>
    </message>
    <message>
        <source>What is this view?</source>
        <translation>¿Qué muestra esta vista?</translation>
    </message>
    <message>
        <source>Click in a pane and press F1 to read what it shows and how to read it. The panes:</source>
        <translation>Haz clic en un panel y pulsa F1 para saber qué muestra y cómo leerlo. Los paneles:</translation>
    </message>
    <message>
        <source>The panes of the window</source>
        <translation>Los paneles de la ventana</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Ay&amp;uda</translation>
    </message>
    <message>
        <source>&amp;What Is This View?</source>
        <translation>¿&amp;Qué muestra esta vista?</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Atajos de teclado</translation>
    </message>
    <message>
        <source>&amp;Command-Line Reference</source>
        <translation>&amp;Referencia de la línea de comandos</translation>
    </message>
    <message>
        <source>Command-Line Reference</source>
        <translation>Referencia de la línea de comandos</translation>
    </message>
    <message>
        <source>&amp;Lesson File Format</source>
        <translation>&amp;Formato de archivo de lección</translation>
    </message>
    <message>
        <source>Lesson File Format</source>
        <translation>Formato de archivo de lección</translation>
    </message>
    <message>
        <source>&amp;About Attention Lab</source>
        <translation>Acerca &amp;de Attention Lab</translation>
    </message>
    <message>
        <source>Heatmap ▸ Move the cell cursor</source>
        <translation>Mapa de calor ▸ Mover el cursor de celda</translation>
    </message>
    <message>
        <source>Arrows, Home, End, Page Up, Page Down</source>
        <translation>Flechas, Inicio, Fin, Re Pág, Av Pág</translation>
    </message>
    <message>
        <source>Heatmap ▸ Click the cell (answers a cell question, highlights the row&apos;s word)</source>
        <translation>Mapa de calor ▸ Hacer clic en la celda (responde una pregunta de celda, resalta la palabra de la fila)</translation>
    </message>
    <message>
        <source>Enter, Space</source>
        <translation>Enter, Espacio</translation>
    </message>
    <message>
        <source>Heatmap ▸ Highlight the column&apos;s word</source>
        <translation>Mapa de calor ▸ Resaltar la palabra de la columna</translation>
    </message>
    <message>
        <source>Shift+Enter</source>
        <translation>Mayús+Enter</translation>
    </message>
    <message>
        <source>Heatmap ▸ Zoom around the cursor</source>
        <translation>Mapa de calor ▸ Ampliar alrededor del cursor</translation>
    </message>
    <message>
        <source>+, −</source>
        <translation>+, −</translation>
    </message>
    <message>
        <source>Vectors ▸ Choose the next or previous grey point</source>
        <translation>Vectores ▸ Elegir el punto gris siguiente o anterior</translation>
    </message>
    <message>
        <source>N, Shift+N, Page Down, Page Up</source>
        <translation>N, Mayús+N, Av Pág, Re Pág</translation>
    </message>
    <message>
        <source>Vectors ▸ Move the chosen point (Shift: a finer step)</source>
        <translation>Vectores ▸ Mover el punto elegido (Mayús: un paso más fino)</translation>
    </message>
    <message>
        <source>Arrows</source>
        <translation>Flechas</translation>
    </message>
    <message>
        <source>Vectors ▸ Highlight the chosen point&apos;s word</source>
        <translation>Vectores ▸ Resaltar la palabra del punto elegido</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Presentation ▸ Next or previous step</source>
        <translation>Presentación ▸ Paso siguiente o anterior</translation>
    </message>
    <message>
        <source>Right, Left, Page Down, Page Up, Space</source>
        <translation>Derecha, Izquierda, Av Pág, Re Pág, Espacio</translation>
    </message>
    <message>
        <source>Presentation ▸ Reveal the answer</source>
        <translation>Presentación ▸ Mostrar la respuesta</translation>
    </message>
    <message>
        <source>R, Return</source>
        <translation>R, Enter</translation>
    </message>
    <message>
        <source>Presentation ▸ Another head or page of figures</source>
        <translation>Presentación ▸ Otra cabeza u otra página de figuras</translation>
    </message>
    <message>
        <source>H, Shift+H, 1–9, F, Shift+F</source>
        <translation>H, Mayús+H, 1–9, F, Mayús+F</translation>
    </message>
    <message>
        <source>Presentation ▸ Leave</source>
        <translation>Presentación ▸ Salir</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Heatmap, head tile ▸ Its menu: what if (switch off, cut this line), export</source>
        <translation>Mapa de calor, mosaico de cabeza ▸ su menú: y si (apagar, cortar esta línea), exportar</translation>
    </message>
    <message>
        <source>Menu key, Shift+F10</source>
        <translation>Tecla de menú, Mayús+F10</translation>
    </message>
    <message>
        <source>Presentation ▸ Another layer of the model</source>
        <translation>Presentación ▸ Otra capa del modelo</translation>
    </message>
    <message>
        <source>L, Shift+L</source>
        <translation>L, Mayús+L</translation>
    </message>
</context>
<context>
    <name>HubText</name>
    <message>
        <source>The hub has no such revision of %1 (404).</source>
        <translation>El hub no tiene esa revisión de %1 (404).</translation>
    </message>
    <message>
        <source>%1 has no file %2 (404).</source>
        <translation>%1 no tiene ningún archivo %2 (404).</translation>
    </message>
    <message>
        <source>The hub has no repository %1 (404 for %2): check the name.</source>
        <translation>El hub no tiene ningún repositorio %1 (404 para %2): revisa el nombre.</translation>
    </message>
    <message>
        <source>%1 is gated (%2): accept its terms on the hub&apos;s page, then give a token (HF_TOKEN, or the token field).</source>
        <translation>%1 tiene acceso restringido (%2): acepta sus condiciones en su página del hub y luego indica un token (HF_TOKEN o el campo Token).</translation>
    </message>
    <message>
        <source>The hub refused %1 (%2): the repository is private or gated, or does not exist; a token with access to it is needed (HF_TOKEN, or the token field).</source>
        <translation>El hub ha rechazado %1 (%2): el repositorio es privado o de acceso restringido, o no existe; hace falta un token con acceso a él (HF_TOKEN o el campo Token).</translation>
    </message>
    <message>
        <source>%1 answered %2 for %3 of %4; try again later.</source>
        <translation>%1 respondió %2 para %3 de %4; inténtalo de nuevo más tarde.</translation>
    </message>
    <message>
        <source>No network: could not reach %1 (%2).</source>
        <translation>Sin red: no se pudo conectar con %1 (%2).</translation>
    </message>
    <message>
        <source>%1 stopped answering while sending %2; try again to resume.</source>
        <translation>%1 dejó de responder mientras enviaba %2; vuelve a intentarlo para reanudar la descarga.</translation>
    </message>
    <message>
        <source>The proxy failed (%1); check the system&apos;s proxy settings.</source>
        <translation>Falló el proxy (%1); revisa la configuración de proxy del sistema.</translation>
    </message>
    <message>
        <source>A secure connection to %1 failed (%2).</source>
        <translation>Falló la conexión segura con %1 (%2).</translation>
    </message>
    <message>
        <source>The connection to %1 failed while fetching %2 (%3); try again to resume.</source>
        <translation>Falló la conexión con %1 al descargar %2 (%3); vuelve a intentarlo para reanudar la descarga.</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 bytes</translation>
    </message>
</context>
<context>
    <name>LessonPropertyCommands</name>
    <message>
        <source>title</source>
        <translation>título</translation>
    </message>
    <message>
        <source>description</source>
        <translation>descripción</translation>
    </message>
    <message>
        <source>focus word</source>
        <translation>palabra foco</translation>
    </message>
    <message>
        <source>author</source>
        <translation>autor</translation>
    </message>
    <message>
        <source>licence</source>
        <translation>licencia</translation>
    </message>
    <message>
        <source>Set the lesson&apos;s %1</source>
        <translation>Cambiar %1 de la lección</translation>
    </message>
</context>
<context>
    <name>LessonSession</name>
    <message>
        <source>Step %1</source>
        <translation>Paso %1</translation>
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
        <translation> (%1 frente a %2: %3)</translation>
    </message>
</context>
<context>
    <name>MiniHeatmapAccessible</name>
    <message>
        <source>attention map</source>
        <translation>mapa de atención</translation>
    </message>
    <message>
        <source>layer %1, head %2</source>
        <translation>capa %1, cabeza %2</translation>
    </message>
    <message>
        <source>Rows: the word looking; columns: the word looked at. Click it to show it large.</source>
        <translation>Filas: la palabra que mira; columnas: la palabra mirada. Haz clic para verlo en grande.</translation>
    </message>
    <message>
        <source>%1: hidden</source>
        <translation>%1: oculto</translation>
    </message>
    <message>
        <source>%1: no map yet</source>
        <translation>%1: aún sin mapa</translation>
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
        <translation>ningún patrón identificado: una frase de %1 tokens es demasiado corta (se omiten las filas 0 y 1)</translation>
    </message>
    <message>
        <source>over rows 3 to %5 (rows 1 and 2 cannot tell the patterns apart): mean weight on the token before %1, on the first token %2, on itself %3; %4 from an even spread</source>
        <translation>en las filas 3 a %5 (las filas 1 y 2 no distinguen los patrones): peso medio en el token anterior %1, en el primer token %2, en sí mismo %3; %4 respecto a un reparto uniforme</translation>
    </message>
    <message>
        <source>previous token — %1</source>
        <translation>token anterior — %1</translation>
    </message>
    <message>
        <source>first token — %1</source>
        <translation>primer token — %1</translation>
    </message>
    <message>
        <source>self — %1</source>
        <translation>sí mismo — %1</translation>
    </message>
    <message>
        <source>uniform — %1</source>
        <translation>uniforme — %1</translation>
    </message>
    <message>
        <source>no clear pattern — %1</source>
        <translation>sin patrón claro — %1</translation>
    </message>
    <message>
        <source>token looking</source>
        <translation>token que mira</translation>
    </message>
    <message>
        <source>word looking</source>
        <translation>palabra que mira</translation>
    </message>
    <message>
        <source>token looked at</source>
        <translation>token mirado</translation>
    </message>
    <message>
        <source>word looked at</source>
        <translation>palabra mirada</translation>
    </message>
    <message>
        <source>layer %1 · head %2</source>
        <translation>capa %1 · cabeza %2</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>tokens</translation>
    </message>
    <message>
        <source>words</source>
        <translation>palabras</translation>
    </message>
    <message>
        <source>Every layer × head of the model (rows: layers; columns: heads) on %1 %2; a head with a clear pattern (previous token, first token, self, uniform) has it in its title; hatched cells above the diagonal are masked (causal).</source>
        <translation>Cada capa × cabeza del modelo (filas: capas; columnas: cabezas) sobre %1 %2; una cabeza con un patrón claro (token anterior, primer token, sí misma, uniforme) lo lleva en su título; las celdas rayadas sobre la diagonal están enmascaradas (causal).</translation>
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
        <translation>%1 capas × %2 cabezas, d %3, %4 posiciones, %5 tokens, %6 pesos</translation>
    </message>
    <message>
        <source>, no biases</source>
        <translation>, sin sesgos</translation>
    </message>
    <message>
        <source>, exact GELU</source>
        <translation>, GELU exacta</translation>
    </message>
    <message>
        <source>byte-level BPE, %1 tokens, %2 merges</source>
        <translation>BPE de bytes, %1 tokens, %2 fusiones</translation>
    </message>
    <message>
        <source>characters, %1 tokens</source>
        <translation>caracteres, %1 tokens</translation>
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
        <translation>%1: %2 (%3 en memoria)</translation>
    </message>
    <message>
        <source>%1; no tokenizer files</source>
        <translation>%1; sin archivos de tokenizador</translation>
    </message>
    <message>
        <source>%1; tokenizer: %2</source>
        <translation>%1; tokenizador: %2</translation>
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
        <translation>Frases</translation>
    </message>
    <message>
        <source>The sentences the lesson evaluates, one per line. Tick one sentence to see its attention, or two to compare them side by side: every other pane follows the ticked sentences.

Double-click a sentence to edit it. A word the embedding table does not know is marked; its menu offers &quot;Add &apos;word&apos; to the vocabulary&quot; so the sentence can be evaluated.</source>
        <translation>Las frases que evalúa la lección, una por línea. Marca una frase para ver su atención, o dos para compararlas una al lado de la otra: todos los demás paneles siguen a las frases marcadas.

Haz doble clic en una frase para editarla. Una palabra que la tabla de embeddings no conoce queda marcada; su menú ofrece &quot;Añadir &apos;palabra&apos; al vocabulario&quot; para que la frase se pueda evaluar.</translation>
    </message>
    <message>
        <source>Embedding table</source>
        <translation>Tabla de embeddings</translation>
    </message>
    <message>
        <source>One row per word of the vocabulary, one column per named axis (in Module 1: water, money, place, filler). A row is the word&apos;s vector before attention: the same in every sentence.

Type a value, or press on a cell and drag left or right to scrub it: every view follows at once. Read a row as &quot;how much of each meaning the word carries&quot;; two rows that point the same way give a large score. Add, rename (double-click a name) and remove words and axes here.</source>
        <translation>Una fila por cada palabra del vocabulario, una columna por cada eje con nombre (en el Módulo 1: water, money, place, filler). Una fila es el vector de la palabra antes de la atención: el mismo en todas las frases.

Escribe un valor, o pulsa sobre una celda y arrastra a izquierda o derecha para ajustarlo: todas las vistas se actualizan al momento. Lee una fila como &quot;cuánto de cada significado lleva la palabra&quot;; dos filas que apuntan en la misma dirección dan una puntuación alta. Aquí puedes añadir, renombrar (doble clic en un nombre) y quitar palabras y ejes.</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Pesos</translation>
    </message>
    <message>
        <source>The projection matrices W_Q, W_K, W_V and W_O. Each word&apos;s row in the embedding table is multiplied by W_Q to give its query, by W_K its key and by W_V its value; W_O mixes the heads&apos; outputs back together.

Rows are the input axes, columns the outputs (for several heads, h2·1 is head 2&apos;s first dimension). A matrix the current ladder step does not use is greyed out. Edit and scrub cells as in the embedding table.</source>
        <translation>Las matrices de proyección W_Q, W_K, W_V y W_O. La fila de cada palabra en la tabla de embeddings se multiplica por W_Q para dar su consulta, por W_K su clave y por W_V su valor; W_O vuelve a mezclar las salidas de las cabezas.

Las filas son los ejes de entrada y las columnas las salidas (con varias cabezas, h2·1 es la primera dimensión de la cabeza 2). Una matriz que el peldaño actual de la escalera no usa aparece en gris. Edita y ajusta las celdas como en la tabla de embeddings.</translation>
    </message>
    <message>
        <source>Attention</source>
        <translation>Atención</translation>
    </message>
    <message>
        <source>One heatmap per ticked sentence (and per head): row i is the word that looks, column j the word it looks at. The toolbar picks the stage: raw scores (query · key), scaled scores, masked scores (with the causal mask, words cannot see the words after them), or the weights, the softmax of each row, which add up to 1 across the row.

Bright cells in the weights are where a word takes most of its new vector from. Hover a cell for its worked arithmetic; click a word to highlight its row and column in every view.

The first two ladder steps compare no words, so every score is 0: &quot;0 · No mixing&quot; masks every word but the word itself (the weights are the identity: &quot;bank&quot; stays the same in both sentences), &quot;1 · Equal average&quot; gives every word the same weight 1/n, whoever is looking.</source>
        <translation>Un mapa de calor por cada frase marcada (y por cabeza): la fila i es la palabra que mira y la columna j la palabra a la que mira. La barra de herramientas elige la etapa: puntuaciones brutas (consulta · clave), puntuaciones escaladas, puntuaciones enmascaradas (con la máscara causal, las palabras no pueden ver las que vienen después) o los pesos, el softmax de cada fila, que suman 1 a lo largo de la fila.

Las celdas brillantes de los pesos indican de dónde toma una palabra la mayor parte de su nuevo vector. Pasa el ratón por una celda para ver sus cuentas paso a paso; haz clic en una palabra para resaltar su fila y su columna en todas las vistas.

Los dos primeros peldaños de la escalera no comparan palabras, así que todas las puntuaciones son 0: &quot;0 · Sin mezcla&quot; enmascara todas las palabras salvo la propia palabra (los pesos son la identidad: &quot;bank&quot; queda igual en las dos frases), &quot;1 · Promedio uniforme&quot; da a cada palabra el mismo peso 1/n, mire quien mire.</translation>
    </message>
    <message>
        <source>Vectors</source>
        <translation>Vectores</translation>
    </message>
    <message>
        <source>The words as points on two axes of the embedding table (or on the plane of its first two principal components). Grey dots are the rows looked up in the table, before attention; each ticked sentence draws the followed word&apos;s output as a coloured diamond, with an arrow from where it started.

The arrow shows what attention did to the word: in Module 1, &quot;bank&quot; moves towards water next to &quot;river&quot; and towards money next to &quot;money&quot;. Drag a grey point to edit that word&apos;s two plotted values.</source>
        <translation>Las palabras como puntos sobre dos ejes de la tabla de embeddings (o sobre el plano de sus dos primeras componentes principales). Los puntos grises son las filas leídas de la tabla, antes de la atención; cada frase marcada dibuja la salida de la palabra seguida como un rombo de color, con una flecha desde donde empezó.

La flecha muestra lo que la atención le hizo a la palabra: en el Módulo 1, &quot;bank&quot; se desplaza hacia water junto a &quot;river&quot; y hacia money junto a &quot;money&quot;. Arrastra un punto gris para editar los dos valores representados de esa palabra.</translation>
    </message>
    <message>
        <source>Blend</source>
        <translation>Mezcla</translation>
    </message>
    <message>
        <source>The slow-motion blend of the highlighted word: one line per word it looks at, that word&apos;s weight times its value row, then the column sums — which are the word&apos;s output — and, for comparison, its row before attention.

Each cell uses the weight as printed, so it can be checked by hand (0.317 × 0.9 = 0.285). Large terms are the ingredients the output is mostly made of.</source>
        <translation>La mezcla a cámara lenta de la palabra resaltada: una línea por cada palabra a la que mira, con el peso de esa palabra por su fila de valor; después, las sumas por columna —que son la salida de la palabra— y, para comparar, su fila antes de la atención.

Cada celda usa el peso tal como aparece impreso, así que se puede comprobar a mano (0,317 × 0,9 = 0,285). Los términos grandes son los ingredientes de los que está hecha sobre todo la salida.</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Lección</translation>
    </message>
    <message>
        <source>The lesson&apos;s guided steps. Each step sets the window up (ladder step, sentences, stage, the highlighted word, the panes to look at) and explains what to see; its numbers are computed from the lesson, so they follow your edits. Back and Next (Alt+Left, Alt+Right) walk the steps; &quot;Reset this step&quot; puts its view back.

A predict step asks first and hides what would give the answer away (numbers, cells or output points) until you answer or choose &quot;Show the answer&quot;. Teachers write with the Author menu: the lesson&apos;s title, focus word, author and licence; new steps from the current view, with text, a live preview and a question of each kind; update, arrange or delete them; File ▸ Course opens the built-in course, View ▸ Present (F5) shows the steps full screen.</source>
        <translation>Los pasos guiados de la lección. Cada paso prepara la ventana (peldaño de la escalera, frases, etapa, palabra resaltada, paneles que mirar) y explica qué hay que ver; sus números se calculan a partir de la lección, así que siguen tus cambios. Atrás y Siguiente (Alt+Left, Alt+Right) recorren los pasos; &quot;Restaurar este paso&quot; devuelve su vista.

Un paso de predicción pregunta primero y oculta lo que revelaría la respuesta (números, celdas o puntos de salida) hasta que respondas o elijas &quot;Mostrar la respuesta&quot;. El profesorado escribe con el menú Autoría: el título de la lección, la palabra foco, el autor y la licencia; pasos nuevos a partir de la vista actual, con texto, una vista previa en directo y preguntas de cada tipo; actualizarlos, ordenarlos o eliminarlos. Archivo ▸ Curso abre el curso incluido y Ver ▸ Presentar (F5) muestra los pasos a pantalla completa.</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Entrenamiento</translation>
    </message>
    <message>
        <source>Trains a tiny transformer on a text (the built-in bubbe corpus, or a file you open) while the window keeps working. The chart shows the training and validation loss falling: lower means the model predicts the next word better; the gap between the curves is what it memorised.

The grid shows every layer&apos;s and head&apos;s attention on the probe sentence: at step 0 it is static, after training heads look at particular words (ball → matzah). Click a head to see it large with its numbers; the timeline replays the snapshots; the next-word table lists each position&apos;s likeliest next words.</source>
        <translation>Entrena un Transformer diminuto con un texto (el corpus bubbe incluido, o un archivo que abras) mientras la ventana sigue funcionando. El gráfico muestra cómo bajan la pérdida de entrenamiento y la de validación: cuanto más baja, mejor predice el modelo la palabra siguiente; la distancia entre las curvas es lo que ha memorizado.

La cuadrícula muestra la atención de cada capa y cada cabeza sobre la frase de prueba: en el paso 0 es estática; tras el entrenamiento, las cabezas miran palabras concretas (ball → matzah). Haz clic en una cabeza para verla en grande con sus números; la línea de tiempo reproduce las instantáneas; la tabla de palabra siguiente enumera las palabras siguientes más probables en cada posición.</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>A whole model — a real one (File ▸ Open Model…: a GPT-2 folder or a nanoGPT checkpoint) or the lesson&apos;s trained model — read on the first shown sentence.

All heads: every layer × head as a small map, each named by its clear pattern (prev: the token before; first: the first token; self; unif: spread evenly); click one to read it large, and the Attention pane follows its layer. Layers&apos; guesses: at a chosen position, the next tokens each layer would predict (its residual stream through the final LayerNorm and the output head), so you see at which layer the model &quot;knows&quot;. Rollout: how much each token flows into a chosen token through all layers (heads averaged, the residual counted as half). Generate: continues the sentence with temperature, top-k and top-p from a seed, each token with its probability.

The model&apos;s pass runs on a worker: the window stays live, the views keep the last complete pass until the new one arrives.</source>
        <translation>Un modelo completo —uno real (Archivo ▸ Abrir modelo…: una carpeta de GPT-2 o un checkpoint de nanoGPT) o el modelo entrenado de la lección— leído sobre la primera frase mostrada.

Todas las cabezas: cada capa × cabeza como un mapa pequeño, cada una con el nombre de su patrón claro (ant: el token anterior; prim: el primer token; mismo: sí mismo; unif: reparto uniforme); haz clic en una para leerla en grande, y el panel Atención pasa a su capa. Conjeturas de las capas: en una posición elegida, los tokens siguientes que predeciría cada capa (su flujo residual pasado por la LayerNorm final y la cabeza de salida), para que veas en qué capa el modelo &quot;ya lo sabe&quot;. Rollout: cuánto fluye cada token hacia un token elegido a través de todas las capas (promediando las cabezas y contando el residual como la mitad). Generar: continúa la frase con temperatura, top-k y top-p a partir de una semilla, cada token con su probabilidad.

La pasada del modelo se ejecuta en segundo plano: la ventana sigue respondiendo y las vistas conservan la última pasada completa hasta que llega la nueva.</translation>
    </message>
    <message>
        <source>Head view</source>
        <translation>Vista de cabezas</translation>
    </message>
    <message>
        <source>The shown sentence&apos;s tokens in two columns: a line from each token on the left to each token it attends to on the right, thicker and darker the larger the weight, one colour per head. Tick the heads to overlay; hover a token to see only its lines and its weights, click to keep it. It follows the Attention pane&apos;s source and layer: hand-wired attention, the trained model or a real model.</source>
        <translation>Los tokens de la frase mostrada en dos columnas: una línea desde cada token de la izquierda hasta cada token al que atiende a la derecha, más gruesa y oscura cuanto mayor es el peso, un color por cabeza. Marca las cabezas que quieras superponer; pasa el ratón por un token para ver solo sus líneas y sus pesos, y haz clic para fijarlo. Sigue la fuente y la capa del panel Atención: atención hecha a mano, el modelo entrenado o un modelo real.</translation>
    </message>
    <message>
        <source>Keys: Tab or F6 brings the focus to a map (a frame shows it) and its cell cursor. The arrow keys move the cursor (Home, End: the row&apos;s first and last cell; Ctrl+Home, Ctrl+End: the corners; Page Up, Page Down: a page of rows), and the cell&apos;s words, positions, value and worked arithmetic are shown beside it, as a hover shows them. Enter or Space does what a click on the cell does: it answers a &quot;click the cell&quot; question and highlights the row&apos;s word; Shift+Enter highlights the column&apos;s word. + and − zoom around the cursor, 0 shows the whole map. While a question hides the numbers, the cursor says the value is hidden.</source>
        <translation>Teclas: Tab o F6 lleva el foco a un mapa (lo indica un marco) y a su cursor de celda. Las flechas mueven el cursor (Inicio, Fin: la primera y la última celda de la fila; Ctrl+Inicio, Ctrl+Fin: las esquinas; Re Pág, Av Pág: una página de filas), y junto a la celda se muestran sus palabras, posiciones, su valor y la cuenta detallada, como al pasar el ratón. Intro o Espacio hacen lo mismo que un clic en la celda: responden a una pregunta de «haz clic en la celda» y resaltan la palabra de la fila; Mayús+Intro resalta la palabra de la columna. + y − hacen zoom alrededor del cursor, 0 muestra el mapa entero. Mientras una pregunta oculta los números, el cursor indica que el valor está oculto.</translation>
    </message>
    <message>
        <source>Keys: Tab or F6 brings the focus to the plot. N (or Page Down) chooses the next grey point, Shift+N, P (or Page Up) the one before; the chosen point is ringed and named, its values shown beside it. The arrow keys move it by 0.1 on the plotted axes (with Shift by 0.01), each press one undo step; Enter or Space highlights its word. On the plane of the principal components no point moves, by keys or by dragging: choose two named axes first.</source>
        <translation>Teclas: Tab o F6 lleva el foco al gráfico. N (o Av Pág) elige el siguiente punto gris, Mayús+N, P (o Re Pág) el anterior; el punto elegido aparece rodeado y con su nombre, y sus valores al lado. Las flechas lo mueven 0,1 sobre los ejes dibujados (con Mayús, 0,01), y cada pulsación es un paso de deshacer; Intro o Espacio resaltan su palabra. En el plano de las componentes principales ningún punto se mueve, ni con teclas ni arrastrando: elige antes dos ejes con nombre.</translation>
    </message>
    <message>
        <source>Keys: Alt+Left and Alt+Right are Back and Next. Tab reaches the choices (the arrow keys move between them, Space answers), the number field (type, then Return) and the Author button (Space opens its menu). A &quot;click the cell&quot; question is answered in the Attention pane: F6 to it, Tab to the map, the arrow keys to the cell, then Enter.</source>
        <translation>Teclas: Alt+Izquierda y Alt+Derecha son Atrás y Siguiente. Con Tab llegas a las opciones (las flechas pasan de una a otra, Espacio responde), al campo numérico (escribe y pulsa Intro) y al botón Autoría (Espacio abre su menú). Una pregunta de «haz clic en la celda» se responde en el panel Atención: F6 hasta él, Tab hasta el mapa, las flechas hasta la celda y luego Intro.</translation>
    </message>
    <message>
        <source>Positions</source>
        <translation>Posiciones</translation>
    </message>
    <message>
        <source>Where a word sits, five ways. The map shows how position alone shapes a score under the toolbar&apos;s encoding (or another chosen above it): for sinusoidal and learned positions, how alike the position vectors of two places are; for RoPE, the score of the chosen query word on the chosen key word if they stood at every pair of places (each diagonal holds one value: only their distance counts); for ALiBi, each head&apos;s penalty for distance. Below it, the shift test: put a word in front of the sentence, so every word moves one place on, and see which encodings keep the score between the same two words.</source>
        <translation>Dónde está una palabra, de cinco maneras. El mapa muestra cómo la posición, por sí sola, da forma a una puntuación con la codificación de la barra de herramientas (u otra elegida encima): en las posiciones sinusoidales y aprendidas, cuánto se parecen los vectores de posición de dos lugares; en RoPE, la puntuación de la palabra elegida como consulta sobre la palabra elegida como clave si estuvieran en cada par de lugares (cada diagonal tiene un único valor: solo cuenta su distancia); en ALiBi, la penalización de cada cabeza por la distancia. Debajo, la prueba de desplazamiento: pon una palabra delante de la frase, de modo que cada palabra avance un lugar, y mira qué codificaciones mantienen la puntuación entre las mismas dos palabras.</translation>
    </message>
    <message>
        <source>Keys: Insert adds a sentence, Delete removes the selected one, F2 edits it, Space ticks it.</source>
        <translation>Teclas: Insert añade una frase, Supr quita la seleccionada, F2 la edita, Espacio la marca.</translation>
    </message>
    <message>
        <source>Keys: Insert adds a word; the Menu key opens the table&apos;s menu, which adds, renames and removes the current cell&apos;s word and axis.</source>
        <translation>Teclas: Insert añade una palabra; la tecla Menú abre el menú de la tabla, que añade, renombra y quita la palabra y el eje de la celda actual.</translation>
    </message>
</context>
<context>
    <name>PositionMap</name>
    <message>
        <source>the trained model&apos;s</source>
        <translation>del modelo entrenado</translation>
    </message>
    <message>
        <source>the real model&apos;s wpe</source>
        <translation>wpe del modelo real</translation>
    </message>
    <message>
        <source>position</source>
        <translation>posición</translation>
    </message>
    <message>
        <source>No positions: where a word sits changes no score. Shuffle the words and every map is shuffled with them, nothing else.</source>
        <translation>Sin posiciones: el lugar de una palabra no cambia ninguna puntuación. Si barajas las palabras, cada mapa se baraja con ellas, y nada más.</translation>
    </message>
    <message>
        <source>Sinusoidal positions: the dot product of the position vectors added to each word (width %1). Near positions are alike; the largest value, on the diagonal, is half the width.</source>
        <translation>Posiciones sinusoidales: el producto escalar de los vectores de posición que se suman a cada palabra (ancho %1). Las posiciones cercanas se parecen; el valor más alto, en la diagonal, es la mitad del ancho.</translation>
    </message>
    <message>
        <source>Learned positions (%1): the cosine between the position vectors the model learned, 1 on the diagonal.</source>
        <translation>Posiciones aprendidas (%1): el coseno entre los vectores de posición que aprendió el modelo, 1 en la diagonal.</translation>
    </message>
    <message>
        <source>position of “%1” (query)</source>
        <translation>posición de “%1” (consulta)</translation>
    </message>
    <message>
        <source>position of “%1” (key)</source>
        <translation>posición de “%1” (clave)</translation>
    </message>
    <message>
        <source>RoPE: the score of “%1” on “%2” if they stood at these positions (base %3). Every diagonal holds one value: only the distance between the two words counts.</source>
        <translation>RoPE: la puntuación de “%1” sobre “%2” si estuvieran en estas posiciones (base %3). Cada diagonal tiene un único valor: solo cuenta la distancia entre las dos palabras.</translation>
    </message>
    <message>
        <source>query position</source>
        <translation>posición de la consulta</translation>
    </message>
    <message>
        <source>key position</source>
        <translation>posición de la clave</translation>
    </message>
    <message>
        <source>head %1, m = %2</source>
        <translation>cabeza %1, m = %2</translation>
    </message>
    <message>
        <source>ALiBi: the penalty −m·distance each head adds to its scores; 0 on the diagonal, steeper for a larger slope m.</source>
        <translation>ALiBi: la penalización −m·distancia que cada cabeza suma a sus puntuaciones; 0 en la diagonal, más pronunciada cuanto mayor es la pendiente m.</translation>
    </message>
    <message>
        <source>0 (first)</source>
        <translation>0 (primera)</translation>
    </message>
    <message>
        <source>Learned positions (%1) in two dimensions: places 0 to %2 on the table&apos;s first two principal components.</source>
        <translation>Posiciones aprendidas (%1) en dos dimensiones: los lugares 0 a %2 sobre las dos primeras componentes principales de la tabla.</translation>
    </message>
</context>
<context>
    <name>Printing</name>
    <message>
        <source>Cannot print to &apos;%1&apos;: the file cannot be written.</source>
        <translation>No se puede imprimir en &apos;%1&apos;: no se puede escribir el archivo.</translation>
    </message>
    <message>
        <source>Cannot print: no printer is set up.</source>
        <translation>No se puede imprimir: no hay ninguna impresora configurada.</translation>
    </message>
    <message>
        <source>The printer &apos;%1&apos; could not start printing.</source>
        <translation>La impresora &apos;%1&apos; no pudo empezar a imprimir.</translation>
    </message>
    <message>
        <source>Printing was cancelled.</source>
        <translation>Se canceló la impresión.</translation>
    </message>
    <message>
        <source>The printer &apos;%1&apos; reported an error.</source>
        <translation>La impresora &apos;%1&apos; informó de un error.</translation>
    </message>
    <message>
        <source>This lesson cannot be handed out yet:

%1</source>
        <translation>Aún no se pueden generar los apuntes de esta lección:

%1</translation>
    </message>
    <message>
        <source>This view shows nothing yet, so there is nothing to print.</source>
        <translation>Esta vista aún no muestra nada, así que no hay nada que imprimir.</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>on</source>
        <translation>sí</translation>
    </message>
    <message>
        <source>off</source>
        <translation>no</translation>
    </message>
    <message>
        <source>raw scores</source>
        <translation>puntuaciones brutas</translation>
    </message>
    <message>
        <source>scaled scores</source>
        <translation>puntuaciones escaladas</translation>
    </message>
    <message>
        <source>masked scores</source>
        <translation>puntuaciones enmascaradas</translation>
    </message>
    <message>
        <source>weights</source>
        <translation>pesos</translation>
    </message>
    <message>
        <source>Sentences</source>
        <translation>Frases</translation>
    </message>
    <message>
        <source>Embedding table</source>
        <translation>Tabla de embeddings</translation>
    </message>
    <message>
        <source>Weights (Q, K, V, W_O)</source>
        <translation>Pesos (Q, K, V, W_O)</translation>
    </message>
    <message>
        <source>Vectors</source>
        <translation>Vectores</translation>
    </message>
    <message>
        <source>Blend</source>
        <translation>Mezcla</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Entrenamiento</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Lección</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>Head view</source>
        <translation>Vista de cabezas</translation>
    </message>
    <message>
        <source>%1 has no tokenizer files (vocab.json + merges.txt, tokenizer.json or meta.pkl): the lab cannot turn sentences into its tokens</source>
        <translation>%1 no tiene archivos de tokenizador (vocab.json + merges.txt, tokenizer.json o meta.pkl): el laboratorio no puede convertir las frases en sus tokens</translation>
    </message>
    <message>
        <source>Not enough memory to open %1.</source>
        <translation>No hay memoria suficiente para abrir %1.</translation>
    </message>
    <message>
        <source>Not enough memory for a pass of this sentence.</source>
        <translation>No hay memoria suficiente para una pasada de esta frase.</translation>
    </message>
    <message>
        <source>Export Figure</source>
        <translation>Exportar figura</translation>
    </message>
    <message>
        <source>Export &amp;Figure Set…</source>
        <translation>Exportar conjunto de &amp;figuras…</translation>
    </message>
    <message>
        <source>Write every view of the lesson into a folder as PNG figures</source>
        <translation>Guarda todas las vistas de la lección en una carpeta como figuras PNG</translation>
    </message>
    <message>
        <source>Export Figure Set Into</source>
        <translation>Exportar conjunto de figuras en</translation>
    </message>
    <message>
        <source>Export Figure Set</source>
        <translation>Exportar conjunto de figuras</translation>
    </message>
    <message numerus="yes">
        <source>%1

%n figure(s) were written before the problem.</source>
        <translation>
            <numerusform>%1

Se escribió %n figura antes del problema.</numerusform>
            <numerusform>%1

Se escribieron %n figuras antes del problema.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n figure(s) into %1.</source>
        <translation>
            <numerusform>Se escribió %n figura en %1.</numerusform>
            <numerusform>Se escribieron %n figuras en %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportar</translation>
    </message>
    <message>
        <source>This view shows nothing yet, so there is nothing to export.</source>
        <translation>Esta vista aún no muestra nada, así que no hay nada que exportar.</translation>
    </message>
    <message>
        <source>Export as %1</source>
        <translation>Exportar como %1</translation>
    </message>
    <message>
        <source>Export View</source>
        <translation>Exportar vista</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportar…</translation>
    </message>
    <message>
        <source>Copy as Image</source>
        <translation>Copiar como imagen</translation>
    </message>
    <message>
        <source>Copy as %1</source>
        <translation>Copiar como %1</translation>
    </message>
    <message>
        <source>Export as %1…</source>
        <translation>Exportar como %1…</translation>
    </message>
    <message>
        <source>This view has no figure to export.</source>
        <translation>Esta vista no tiene ninguna figura que exportar.</translation>
    </message>
    <message>
        <source>This view is not a matrix, so it has no %1 to write.</source>
        <translation>Esta vista no es una matriz, así que no tiene %1 que escribir.</translation>
    </message>
    <message>
        <source>This view shows nothing yet, so there is no %1 to write.</source>
        <translation>Esta vista aún no muestra nada, así que no hay %1 que escribir.</translation>
    </message>
    <message>
        <source>Cannot write &apos;%1&apos;: %2</source>
        <translation>No se puede escribir &apos;%1&apos;: %2</translation>
    </message>
    <message>
        <source>Export &amp;View…</source>
        <translation>Exportar &amp;vista…</translation>
    </message>
    <message>
        <source>Export the view that has the focus as PNG, SVG or PDF</source>
        <translation>Exporta la vista que tiene el foco como PNG, SVG o PDF</translation>
    </message>
    <message>
        <source>Click the view you want to export first (a heatmap, the loss chart, the heads grid…).</source>
        <translation>Primero haz clic en la vista que quieres exportar (un mapa de calor, el gráfico de pérdida, la cuadrícula de cabezas…).</translation>
    </message>
    <message>
        <source>By %1</source>
        <translation>Por %1</translation>
    </message>
    <message>
        <source>the unsaved lesson “%1”</source>
        <translation>la lección sin guardar “%1”</translation>
    </message>
    <message>
        <source>Restore unsaved changes?</source>
        <translation>¿Restaurar los cambios sin guardar?</translation>
    </message>
    <message>
        <source>Attention Lab did not close normally last time. A recovery copy of %1 with unsaved changes was found.

Restore it? (Nothing is overwritten until you save.) Discard removes the copy.</source>
        <translation>Attention Lab no se cerró correctamente la última vez. Se ha encontrado una copia de recuperación de %1 con cambios sin guardar.

¿Quieres restaurarla? (No se sobrescribe nada hasta que guardes). Descartar elimina la copia.</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Restaurar</translation>
    </message>
    <message>
        <source>‘%1’ is not a number: type a value such as 0.45 or -1.2</source>
        <translation>‘%1’ no es un número: escribe un valor como 0,45 o -1,2</translation>
    </message>
    <message>
        <source>NaN and infinity are not allowed: type a finite number such as 0.45</source>
        <translation>No se admiten NaN ni infinito: escribe un número finito como 0,45</translation>
    </message>
    <message>
        <source>%1 is too large: values must lie between -1e6 and 1e6</source>
        <translation>%1 es demasiado grande: los valores deben estar entre -1e6 y 1e6</translation>
    </message>
    <message>
        <source>Not enough memory to generate from this prompt.</source>
        <translation>No hay memoria suficiente para generar a partir de este prompt.</translation>
    </message>
    <message>
        <source>× %1</source>
        <translation>× %1</translation>
    </message>
    <message>
        <source>= output</source>
        <translation>= salida</translation>
    </message>
    <message>
        <source>before (%1)</source>
        <translation>antes (%1)</translation>
    </message>
    <message>
        <source>lookup row</source>
        <translation>fila de la tabla</translation>
    </message>
    <message>
        <source>weight</source>
        <translation>peso</translation>
    </message>
    <message>
        <source>… (%1 terms)</source>
        <translation>… (%1 términos)</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; = %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; = %2</translation>
    </message>
    <message>
        <source> (blending value rows v = x·W_V)</source>
        <translation> (mezclando filas de valor v = x·W_V)</translation>
    </message>
    <message>
        <source> (no mixing: only its own row)</source>
        <translation> (sin mezcla: solo su propia fila)</translation>
    </message>
    <message>
        <source> (equal average: the same shares for every word)</source>
        <translation> (promedio uniforme: el mismo reparto para cada palabra)</translation>
    </message>
    <message>
        <source>, head %1</source>
        <translation>, cabeza %1</translation>
    </message>
    <message>
        <source>Raw scores  none (all 0)</source>
        <translation>Puntuaciones brutas  ninguna (todas 0)</translation>
    </message>
    <message>
        <source>Scaled scores  none (all 0)</source>
        <translation>Puntuaciones escaladas  ninguna (todas 0)</translation>
    </message>
    <message>
        <source>Masked scores  only the word itself</source>
        <translation>Puntuaciones enmascaradas  solo la propia palabra</translation>
    </message>
    <message>
        <source>Masked scores</source>
        <translation>Puntuaciones enmascaradas</translation>
    </message>
    <message>
        <source>Weights  identity</source>
        <translation>Pesos  identidad</translation>
    </message>
    <message>
        <source>Weights  equal shares 1/n</source>
        <translation>Pesos  repartos iguales 1/n</translation>
    </message>
    <message>
        <source>Raw scores  X·Xᵀ</source>
        <translation>Puntuaciones brutas  X·Xᵀ</translation>
    </message>
    <message>
        <source>Raw scores  Q·Kᵀ</source>
        <translation>Puntuaciones brutas  Q·Kᵀ</translation>
    </message>
    <message>
        <source>Scaled scores  X·Xᵀ·s</source>
        <translation>Puntuaciones escaladas  X·Xᵀ·s</translation>
    </message>
    <message>
        <source>Scaled scores  Q·Kᵀ·s</source>
        <translation>Puntuaciones escaladas  Q·Kᵀ·s</translation>
    </message>
    <message>
        <source>Weights  softmax of each row</source>
        <translation>Pesos  softmax de cada fila</translation>
    </message>
    <message>
        <source>No scores: this step compares no words, so every score is 0</source>
        <translation>Sin puntuaciones: este paso no compara palabras, así que todas las puntuaciones son 0</translation>
    </message>
    <message>
        <source>No mixing: every word but the word itself is masked (−∞)</source>
        <translation>Sin mezcla: se enmascaran todas las palabras salvo la propia palabra (−∞)</translation>
    </message>
    <message>
        <source>No mixing: weights = identity, each word&apos;s output is its own row</source>
        <translation>Sin mezcla: pesos = identidad, la salida de cada palabra es su propia fila</translation>
    </message>
    <message>
        <source>Equal average: −∞ above the diagonal (causal), 0 elsewhere</source>
        <translation>Promedio uniforme: −∞ sobre la diagonal (causal), 0 en el resto</translation>
    </message>
    <message>
        <source>Equal average: nothing masked (causal off), every score 0</source>
        <translation>Promedio uniforme: nada enmascarado (causal desactivado), todas las puntuaciones 0</translation>
    </message>
    <message>
        <source>Equal average: softmax of equal scores, word i gives 1/i to each word up to itself</source>
        <translation>Promedio uniforme: softmax de puntuaciones iguales, la palabra i da 1/i a cada palabra hasta ella misma</translation>
    </message>
    <message>
        <source>Equal average: softmax of equal scores, every weight 1/n</source>
        <translation>Promedio uniforme: softmax de puntuaciones iguales, todos los pesos 1/n</translation>
    </message>
    <message>
        <source>0 · No mixing</source>
        <translation>0 · Sin mezcla</translation>
    </message>
    <message>
        <source>1 · Equal average</source>
        <translation>1 · Promedio uniforme</translation>
    </message>
    <message>
        <source>2 · Simple  X·Xᵀ</source>
        <translation>2 · Simple  X·Xᵀ</translation>
    </message>
    <message>
        <source>3 · Scaled Q·K·V</source>
        <translation>3 · Q·K·V escalada</translation>
    </message>
    <message>
        <source>4 · Multi-head</source>
        <translation>4 · Multicabeza</translation>
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
        <translation>Oculto hasta que se responda la pregunta: esta vista aún no se puede exportar, copiar ni imprimir.</translation>
    </message>
    <message>
        <source>What if</source>
        <translation>Y si</translation>
    </message>
    <message>
        <source>What if …</source>
        <translation>Y si …</translation>
    </message>
    <message>
        <source>Cut this line: %1 → %2</source>
        <translation>Cortar esta línea: %1 → %2</translation>
    </message>
    <message>
        <source>Clear the what-ifs</source>
        <translation>Quitar todos los «y si»</translation>
    </message>
    <message>
        <source>Not enough memory for this patching map.</source>
        <translation>No hay memoria suficiente para este mapa de parcheo.</translation>
    </message>
    <message>
        <source>The what-if changed: %1</source>
        <translation>El «y si» cambió: %1</translation>
    </message>
    <message>
        <source>Not enough memory for this test.</source>
        <translation>No hay memoria suficiente para esta prueba.</translation>
    </message>
    <message>
        <source>= without the what-if</source>
        <translation>= sin el «y si»</translation>
    </message>
    <message>
        <source>Positions</source>
        <translation>Posiciones</translation>
    </message>
</context>
<context>
    <name>SafeMarkdown</name>
    <message>
        <source>[image: %1]</source>
        <extracomment>Stands in a lesson&apos;s text (window, slides, handout) for an image it does not load; %1: the image&apos;s address</extracomment>
        <translation>[imagen: %1]</translation>
    </message>
</context>
<context>
    <name>SentenceCommands</name>
    <message>
        <source>Add sentence %1</source>
        <translation>Añadir frase %1</translation>
    </message>
    <message>
        <source>Edit sentence to %1</source>
        <translation>Cambiar frase a %1</translation>
    </message>
    <message>
        <source>Remove sentence %1</source>
        <translation>Quitar frase %1</translation>
    </message>
</context>
<context>
    <name>SentenceTokens</name>
    <message>
        <source>The model has no tokenizer files (vocab.json + merges.txt, tokenizer.json or meta.pkl).</source>
        <translation>El modelo no tiene archivos de tokenizador (vocab.json + merges.txt, tokenizer.json o meta.pkl).</translation>
    </message>
    <message>
        <source>The model cannot read this sentence: %1.</source>
        <translation>El modelo no puede leer esta frase: %1.</translation>
    </message>
    <message>
        <source>The sentence is empty: type at least one character the model reads.</source>
        <translation>La frase está vacía: escribe al menos un carácter que el modelo pueda leer.</translation>
    </message>
    <message>
        <source>The token at position %1 (from 0) has id %2, outside the model&apos;s vocabulary of %3.</source>
        <translation>El token en la posición %1 (desde 0) tiene el id %2, fuera del vocabulario del modelo, de %3.</translation>
    </message>
    <message>
        <source>This sentence has %1 tokens; the model reads at most %2.</source>
        <translation>Esta frase tiene %1 tokens; el modelo lee como máximo %2.</translation>
    </message>
</context>
<context>
    <name>SetValuesCommand</name>
    <message>
        <source>Set %1 · %2 to %3</source>
        <translation>Fijar %1 · %2 en %3</translation>
    </message>
    <message>
        <source>Move %1 to %2</source>
        <translation>Mover %1 a %2</translation>
    </message>
    <message>
        <source>Set %1[%2, %3] to %4</source>
        <translation>Fijar %1[%2, %3] en %4</translation>
    </message>
</context>
<context>
    <name>StepCommands</name>
    <message>
        <source>Add step %1</source>
        <translation>Añadir paso %1</translation>
    </message>
    <message>
        <source>Edit step %1</source>
        <translation>Editar paso %1</translation>
    </message>
    <message>
        <source>Move step %1 to %2</source>
        <translation>Mover paso %1 a %2</translation>
    </message>
    <message>
        <source>Delete step %1</source>
        <translation>Eliminar paso %1</translation>
    </message>
</context>
<context>
    <name>TrainingSettings</name>
    <message>
        <source>Steps</source>
        <translation>Pasos</translation>
    </message>
    <message>
        <source>Learning rate</source>
        <translation>Tasa de aprendizaje</translation>
    </message>
    <message>
        <source>Context T</source>
        <translation>Contexto T</translation>
    </message>
    <message>
        <source>Width d</source>
        <translation>Ancho d</translation>
    </message>
    <message>
        <source>Heads h</source>
        <translation>Cabezas h</translation>
    </message>
    <message>
        <source>Layers L</source>
        <translation>Capas L</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>Lote</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Semilla</translation>
    </message>
    <message>
        <source>%1: enter a value</source>
        <translation>%1: introduce un valor</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a number</source>
        <translation>%1: &apos;%2&apos; no es un número</translation>
    </message>
    <message>
        <source>%1: expected a number above 0 and at most 10, got %2</source>
        <translation>%1: se esperaba un número mayor que 0 y como máximo 10, se obtuvo %2</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a whole number</source>
        <translation>%1: &apos;%2&apos; no es un número entero</translation>
    </message>
    <message>
        <source>%1: expected %2 to %3, got %4</source>
        <translation>%1: se esperaba de %2 a %3, se obtuvo %4</translation>
    </message>
    <message>
        <source>Heads h: %1 does not divide the width d = %2</source>
        <translation>Cabezas h: %1 no divide el ancho d = %2</translation>
    </message>
    <message>
        <source>Context T: the corpus has %1 training tokens; a context of %2 needs at least %3</source>
        <translation>Contexto T: el corpus tiene %1 tokens de entrenamiento; un contexto de %2 necesita al menos %3</translation>
    </message>
    <message>
        <source>Heads h: RoPE turns pairs of numbers, and each head has %1 (d / h), an odd number</source>
        <translation>Cabezas h: RoPE gira pares de números, y cada cabeza tiene %1 (d / h), un número impar</translation>
    </message>
    <message>
        <source>learned positions</source>
        <translation>posiciones aprendidas</translation>
    </message>
    <message>
        <source>sinusoidal positions</source>
        <translation>posiciones sinusoidales</translation>
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
        <translation>sin posiciones</translation>
    </message>
    <message>
        <source>%1, attention only</source>
        <translation>%1, solo atención</translation>
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
        <translation>%1 (de la tabla): %2</translation>
    </message>
    <message>
        <source>%1′ (output of word %2 in “%3”): %4</source>
        <translation>%1′ (salida de la palabra %2 en “%3”): %4</translation>
    </message>
    <message>
        <source>Vectors: %1 against %2</source>
        <translation>Vectores: %1 frente a %2</translation>
    </message>
    <message>
        <source>Every word&apos;s lookup point, then each shown sentence&apos;s output points. N and Shift+N select a word&apos;s point, the arrow keys move it.</source>
        <translation>El punto de la tabla de cada palabra y, después, los puntos de salida de cada frase mostrada. N y Shift+N seleccionan el punto de una palabra; las flechas lo mueven.</translation>
    </message>
</context>
<context>
    <name>VocabularyCommands</name>
    <message>
        <source>Add word ‘%1’</source>
        <translation>Añadir la palabra ‘%1’</translation>
    </message>
    <message>
        <source>Add ‘%1’ to the vocabulary</source>
        <translation>Añadir ‘%1’ al vocabulario</translation>
    </message>
    <message>
        <source>Rename word ‘%1’ to ‘%2’</source>
        <translation>Renombrar la palabra ‘%1’ como ‘%2’</translation>
    </message>
    <message>
        <source>Remove word ‘%1’</source>
        <translation>Quitar la palabra ‘%1’</translation>
    </message>
    <message>
        <source>Add axis ‘%1’</source>
        <translation>Añadir el eje ‘%1’</translation>
    </message>
    <message>
        <source>Rename axis ‘%1’ to ‘%2’</source>
        <translation>Renombrar el eje ‘%1’ como ‘%2’</translation>
    </message>
    <message>
        <source>Remove axis ‘%1’</source>
        <translation>Quitar el eje ‘%1’</translation>
    </message>
</context>
<context>
    <name>WhatIf</name>
    <message>
        <source>Undo the what-if: %1</source>
        <extracomment>An undo text; %1: the intervention taken back (&quot;head 2 switched off&quot;)</extracomment>
        <translation>Deshacer el «y si»: %1</translation>
    </message>
    <message>
        <source>Clear the what-ifs</source>
        <translation>Quitar todos los «y si»</translation>
    </message>
    <message>
        <source>every head</source>
        <translation>cada cabeza</translation>
    </message>
    <message>
        <source>head %1</source>
        <translation>cabeza %1</translation>
    </message>
    <message>
        <source>every layer</source>
        <translation>cada capa</translation>
    </message>
    <message>
        <source>layer %1</source>
        <translation>capa %1</translation>
    </message>
    <message>
        <source>%1 mean-ablated</source>
        <extracomment>%1: a head (&quot;head 2&quot;, &quot;layer 1 · head 2&quot;)</extracomment>
        <translation>%1 sustituida por su media</translation>
    </message>
    <message>
        <source>%1 switched off</source>
        <translation>%1 apagada</translation>
    </message>
    <message>
        <source>only %1 kept (the others mean-ablated)</source>
        <extracomment>%1: a head; the other heads of its layer are switched off</extracomment>
        <translation>solo se conserva %1 (las demás sustituidas por su media)</translation>
    </message>
    <message>
        <source>only %1 kept</source>
        <translation>solo se conserva %1</translation>
    </message>
    <message>
        <source>%1 patched from the clean prompt</source>
        <translation>%1 tomada del prompt limpio</translation>
    </message>
    <message>
        <source>What if: %1</source>
        <extracomment>The label on every view drawn under an intervention; %1: what was done</extracomment>
        <translation>Y si: %1</translation>
    </message>
    <message>
        <source>Mean-ablate %1</source>
        <extracomment>An undo text; %1: a head (&quot;head 2&quot;, &quot;layer 1 · head 2&quot;)</extracomment>
        <translation>Sustituir %1 por su media</translation>
    </message>
    <message>
        <source>Switch off %1</source>
        <translation>Apagar %1</translation>
    </message>
    <message>
        <source>Keep only %1</source>
        <translation>Conservar solo %1</translation>
    </message>
    <message>
        <source>Patch %1</source>
        <translation>Parchear %1</translation>
    </message>
    <message>
        <source>%1 · line %2 cut</source>
        <extracomment>%1: a head; %2: a line between two token positions from 0 (&quot;2 → 1&quot;: the query, the key)</extracomment>
        <translation>%1 · línea %2 cortada</translation>
    </message>
    <message>
        <source>Cut the line %2 in %1</source>
        <extracomment>An undo text; %1: a head; %2: a line between two token positions (&quot;2 → 1&quot;)</extracomment>
        <translation>Cortar la línea %2 en %1</translation>
    </message>
    <message>
        <source>%1 (on every step of this lesson)</source>
        <extracomment>A what-if saved in the lesson, shown on every step; %1: &quot;What if: layer 1 · head 2 switched off&quot;</extracomment>
        <translation>%1 (en cada paso de esta lección)</translation>
    </message>
</context>
<context>
    <name>attn::app::MainWindow</name>
    <message>
        <source>Sentences</source>
        <translation>Frases</translation>
    </message>
    <message>
        <source>Embedding table</source>
        <translation>Tabla de embeddings</translation>
    </message>
    <message>
        <source>Weights W_Q · W_K · W_V · W_O</source>
        <translation>Pesos W_Q · W_K · W_V · W_O</translation>
    </message>
    <message>
        <source>Vectors</source>
        <translation>Vectores</translation>
    </message>
    <message>
        <source>Blend, term by term</source>
        <translation>Mezcla, término a término</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Entrenamiento</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>Head view</source>
        <translation>Vista de cabezas</translation>
    </message>
    <message>
        <source>The Attention pane shows the lesson&apos;s trained model: choose “Hand-wired attention” there to climb the ladder.</source>
        <translation>El panel Atención muestra el modelo entrenado de la lección: elige allí “Atención hecha a mano” para subir por la escalera.</translation>
    </message>
    <message>
        <source>Drag a number in the embedding table or a grey point in the plot: every view follows.</source>
        <translation>Arrastra un número de la tabla de embeddings o un punto gris del gráfico: todas las vistas se actualizan.</translation>
    </message>
    <message>
        <source>Pane: %1</source>
        <translation>Panel: %1</translation>
    </message>
    <message>
        <source>Attention</source>
        <translation>Atención</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Nuevo</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <source>Open &amp;Model…</source>
        <translation>Abrir &amp;modelo…</translation>
    </message>
    <message>
        <source>Open a GPT-2 folder (Hugging Face) or a nanoGPT checkpoint as a new lesson about it</source>
        <translation>Abre una carpeta de GPT-2 (Hugging Face) o un checkpoint de nanoGPT como una lección nueva sobre ese modelo</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Abrir &amp;reciente</translation>
    </message>
    <message>
        <source>&amp;Built-in Lessons</source>
        <translation>Lecciones incl&amp;uidas</translation>
    </message>
    <message>
        <source>&amp;Import Model…</source>
        <translation>&amp;Importar modelo…</translation>
    </message>
    <message>
        <source>Open a model saved from PyTorch (TinyGPT&apos;s names, safetensors) as a new lesson</source>
        <translation>Abre un modelo guardado desde PyTorch (nombres de TinyGPT, safetensors) como una lección nueva</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Guardar c&amp;omo…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>&amp;Acercar</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Ale&amp;jar</translation>
    </message>
    <message>
        <source>&amp;Actual Size</source>
        <translation>&amp;Tamaño real</translation>
    </message>
    <message>
        <source>Ne&amp;xt Pane</source>
        <translation>Panel &amp;siguiente</translation>
    </message>
    <message>
        <source>Pre&amp;vious Pane</source>
        <translation>Panel a&amp;nterior</translation>
    </message>
    <message>
        <source>&amp;Reset Layout</source>
        <translation>&amp;Restablecer disposición</translation>
    </message>
    <message>
        <source>√d &amp;Experiment…</source>
        <translation>&amp;Experimento √d…</translation>
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
        <translation>Sin título</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Cambios sin guardar</translation>
    </message>
    <message>
        <source>The lesson has changes that are not saved. Save them first?</source>
        <translation>La lección tiene cambios sin guardar. ¿Quieres guardarlos primero?</translation>
    </message>
    <message>
        <source>Could not open %1 as a lesson:
%2

The open lesson is unchanged.</source>
        <translation>No se pudo abrir %1 como lección:
%2

La lección abierta no ha cambiado.</translation>
    </message>
    <message>
        <source>Open lesson</source>
        <translation>Abrir lección</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>Se abrió %1</translation>
    </message>
    <message>
        <source>%1 is open, but %2.

Put the missing file there to use the model; the lesson&apos;s own views work without it.</source>
        <translation>%1 está abierto, pero %2.

Pon allí el archivo que falta para usar el modelo; las vistas propias de la lección funcionan sin él.</translation>
    </message>
    <message>
        <source>Could not save the lesson to %1:
%2

Your changes are still open here. Choose Save As to keep them in another place.</source>
        <translation>No se pudo guardar la lección en %1:
%2

Tus cambios siguen abiertos aquí. Elige Guardar como para conservarlos en otro lugar.</translation>
    </message>
    <message>
        <source>Save lesson</source>
        <translation>Guardar lección</translation>
    </message>
    <message>
        <source>Save As…</source>
        <translation>Guardar como…</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Se guardó %1</translation>
    </message>
    <message>
        <source>Save lesson as</source>
        <translation>Guardar lección como</translation>
    </message>
    <message>
        <source>Imported from %1</source>
        <translation>Importado de %1</translation>
    </message>
    <message>
        <source>A model imported from %1. The embedding table is its token embedding; type sentences in its vocabulary to read its heads.</source>
        <translation>Un modelo importado de %1. La tabla de embeddings es su embedding de tokens; escribe frases con su vocabulario para leer sus cabezas.</translation>
    </message>
    <message>
        <source>Could not import %1 as a model:
%2

The open lesson is unchanged.</source>
        <translation>No se pudo importar %1 como modelo:
%2

La lección abierta no ha cambiado.</translation>
    </message>
    <message>
        <source>Import model</source>
        <translation>Importar modelo</translation>
    </message>
    <message>
        <source>Imported %1 — save it to keep it as a lesson</source>
        <translation>%1 importado — guárdalo para conservarlo como lección</translation>
    </message>
    <message>
        <source>The file does not say how many attention heads the model has.
Heads (each a slice of the width %1):</source>
        <translation>El archivo no indica cuántas cabezas de atención tiene el modelo.
Cabezas (cada una, una porción del ancho %1):</translation>
    </message>
    <message>
        <source>The file has no vocabulary: choose its words (JSON array or one per line, in id order)</source>
        <translation>El archivo no tiene vocabulario: elige sus palabras (array JSON o una por línea, en orden de id)</translation>
    </message>
    <message>
        <source>Opening the model %1 …</source>
        <translation>Abriendo el modelo %1 …</translation>
    </message>
    <message>
        <source>A lesson about the model %1 (%2). The lesson points at the model&apos;s files rather than holding them. Its embedding table is the sentences&apos; words on the first two principal components (pc1, pc2) of the model&apos;s token embeddings.</source>
        <translation>Una lección sobre el modelo %1 (%2). La lección apunta a los archivos del modelo en lugar de contenerlos. Su tabla de embeddings contiene las palabras de las frases sobre las dos primeras componentes principales (pc1, pc2) de los embeddings de tokens del modelo.</translation>
    </message>
    <message>
        <source>Could not open %1 as a model:
%2

The open lesson is unchanged.</source>
        <translation>No se pudo abrir %1 como modelo:
%2

La lección abierta no ha cambiado.</translation>
    </message>
    <message>
        <source>Open model</source>
        <translation>Abrir modelo</translation>
    </message>
    <message>
        <source>Open model: a Hugging Face GPT-2 folder&apos;s config.json or model.safetensors, or a nanoGPT file</source>
        <translation>Abrir modelo: el config.json o el model.safetensors de una carpeta GPT-2 de Hugging Face, o un archivo de nanoGPT</translation>
    </message>
    <message>
        <source>Models (config.json *.safetensors *.pt *.pth *.ckpt *.bin);;All files (*)</source>
        <translation>Modelos (config.json *.safetensors *.pt *.pth *.ckpt *.bin);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>layer %1 of %2</source>
        <translation>capa %1 de %2</translation>
    </message>
    <message>
        <source>Sentence %1: the model&apos;s pass, layer by layer</source>
        <translation>Frase %1: la pasada del modelo, capa a capa</translation>
    </message>
    <message>
        <source>Opening the model …</source>
        <translation>Abriendo el modelo …</translation>
    </message>
    <message>
        <source>Model: %1</source>
        <translation>Modelo: %1</translation>
    </message>
    <message>
        <source>The model could not be opened: %1</source>
        <translation>No se pudo abrir el modelo: %1</translation>
    </message>
    <message>
        <source>opening</source>
        <translation>abriendo</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Lección</translation>
    </message>
    <message>
        <source>This question&apos;s sentence was removed from the lesson: Edit ▸ Undo brings it back, or Author ▸ Edit Step… asks about another.</source>
        <translation>La frase de esta pregunta se quitó de la lección: Editar ▸ Deshacer la recupera, o Autoría ▸ Editar paso… permite preguntar por otra.</translation>
    </message>
    <message>
        <source>This question is about the map of “%1”: click a cell there.</source>
        <translation>Esta pregunta trata del mapa de “%1”: haz clic en una celda de ese mapa.</translation>
    </message>
    <message>
        <source>&amp;Course</source>
        <translation>&amp;Curso</translation>
    </message>
    <message>
        <source>Lesson &amp;Properties…</source>
        <translation>&amp;Propiedades de la lección…</translation>
    </message>
    <message>
        <source>Previous Step</source>
        <translation>Paso anterior</translation>
    </message>
    <message>
        <source>Next Step</source>
        <translation>Paso siguiente</translation>
    </message>
    <message>
        <source>Export &amp;Handout…</source>
        <translation>Exportar apun&amp;tes…</translation>
    </message>
    <message>
        <source>Write the lesson&apos;s steps as a PDF: text, figures, questions, and the answers at the end</source>
        <translation>Escribe los pasos de la lección en un PDF: texto, figuras, preguntas y las respuestas al final</translation>
    </message>
    <message>
        <source>&amp;Present</source>
        <translation>&amp;Presentar</translation>
    </message>
    <message>
        <source>Show the current step full screen for a room (arrows move, R reveals, Esc leaves)</source>
        <translation>Muestra el paso actual a pantalla completa para toda la clase (las flechas avanzan, R revela, Esc sale)</translation>
    </message>
    <message>
        <source>Handout written to %1</source>
        <translation>Apuntes guardados en %1</translation>
    </message>
    <message>
        <source>Export Handout</source>
        <translation>Exportar apuntes</translation>
    </message>
    <message>
        <source>The handout was not written.

%1</source>
        <translation>No se escribieron los apuntes.

%1</translation>
    </message>
    <message>
        <source>This lesson cannot be handed out yet:

%1</source>
        <translation>Aún no se pueden generar los apuntes de esta lección:

%1</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>The language of the menus, panes, figures and handouts</source>
        <translation>El idioma de los menús, los paneles, las figuras y los apuntes</translation>
    </message>
    <message>
        <source>System Default</source>
        <translation>Predeterminado del sistema</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>Attention Lab will show the new language the next time it starts.</source>
        <translation>Attention Lab mostrará el nuevo idioma la próxima vez que se inicie.</translation>
    </message>
    <message>
        <source>&amp;Restart Now</source>
        <translation>&amp;Reiniciar ahora</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>&amp;Más tarde</translation>
    </message>
    <message>
        <source>Could not start Attention Lab again: start it yourself to see the new language.</source>
        <translation>No se pudo volver a iniciar Attention Lab: inícialo tú para ver el nuevo idioma.</translation>
    </message>
    <message>
        <source>&amp;Print Handout…</source>
        <translation>Imprimir apunt&amp;es…</translation>
    </message>
    <message>
        <source>Print Vie&amp;w…</source>
        <translation>Imprimir &amp;la vista…</translation>
    </message>
    <message>
        <source>Nothing to print: this lesson has no steps (add them in the Lesson pane)</source>
        <translation>Nada que imprimir: esta lección no tiene pasos (añádelos en el panel Lección)</translation>
    </message>
    <message>
        <source>Print the view that has the focus, scaled to fit the page</source>
        <translation>Imprime la vista que tiene el foco, ajustada a la página</translation>
    </message>
    <message>
        <source>Print Handout</source>
        <translation>Imprimir apuntes</translation>
    </message>
    <message>
        <source>Print View</source>
        <translation>Imprimir vista</translation>
    </message>
    <message>
        <source>This view is a table of words, not a figure: it has nothing to print.</source>
        <translation>Esta vista es una tabla de palabras, no una figura: no tiene nada que imprimir.</translation>
    </message>
    <message>
        <source>Click the view you want to print first (a heatmap, the loss chart, the heads grid…).</source>
        <translation>Primero haz clic en la vista que quieres imprimir (un mapa de calor, el gráfico de pérdida, la cuadrícula de cabezas…).</translation>
    </message>
    <message>
        <source>This view shows nothing yet, so there is nothing to print.</source>
        <translation>Esta vista aún no muestra nada, así que no hay nada que imprimir.</translation>
    </message>
    <message>
        <source>No printer is set up: the print dialog can still print to a PDF file.</source>
        <translation>No hay ninguna impresora configurada: el diálogo de impresión aún puede imprimir en un archivo PDF.</translation>
    </message>
    <message>
        <source>Nothing was printed.

%1</source>
        <translation>No se imprimió nada.

%1</translation>
    </message>
    <message numerus="yes">
        <source>Printed %n page(s) to %1</source>
        <translation>
            <numerusform>Se imprimió %n página en %1</numerusform>
            <numerusform>Se imprimieron %n páginas en %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Print the lesson&apos;s steps as Export Handout… lays them out, the answers at the end</source>
        <translation>Imprime los pasos de la lección tal como los dispone «Exportar apuntes…», con las respuestas al final</translation>
    </message>
    <message>
        <source>Nothing to print yet: click the view to print first (a heatmap, a plot, the heads grid…)</source>
        <translation>Aún no hay nada que imprimir: primero haz clic en la vista que quieres imprimir (un mapa de calor, un gráfico, la cuadrícula de cabezas…)</translation>
    </message>
    <message>
        <source>Attention Lab lessons</source>
        <translation>Lecciones de Attention Lab</translation>
    </message>
    <message>
        <source>All files</source>
        <translation>Todos los archivos</translation>
    </message>
    <message>
        <source>Safetensors models</source>
        <translation>Modelos safetensors</translation>
    </message>
    <message>
        <source>Vocabularies</source>
        <translation>Vocabularios</translation>
    </message>
    <message>
        <source>PDF</source>
        <translation>PDF</translation>
    </message>
    <message>
        <source>Clear the &amp;What-ifs</source>
        <translation>Borrar los «&amp;y si»</translation>
    </message>
    <message>
        <source>Context Menu</source>
        <translation>Menú contextual</translation>
    </message>
    <message>
        <source>&amp;Get a Model…</source>
        <translation>&amp;Descargar un modelo…</translation>
    </message>
    <message>
        <source>Download GPT-2 or another GPT-2-architecture model from the Hugging Face hub (asks first; nothing is fetched until you say so)</source>
        <translation>Descarga GPT-2 u otro modelo con arquitectura GPT-2 del hub de Hugging Face (pregunta antes; no se descarga nada hasta que lo confirmes)</translation>
    </message>
    <message>
        <source>Positions</source>
        <translation>Posiciones</translation>
    </message>
</context>
<context>
    <name>attn::app::PresentationWindow</name>
    <message>
        <source> — head %1 of %2</source>
        <translation> — cabeza %1 de %2</translation>
    </message>
    <message>
        <source>Attention Lab — Presentation</source>
        <translation>Attention Lab — Presentación</translation>
    </message>
    <message>
        <source>Head</source>
        <translation>Cabeza</translation>
    </message>
    <message>
        <source>H / Shift+H</source>
        <translation>H / Shift+H</translation>
    </message>
    <message>
        <source>Predict.</source>
        <translation>Predice.</translation>
    </message>
    <message>
        <source>Answer:</source>
        <translation>Respuesta:</translation>
    </message>
    <message>
        <source>Step %1 of %2 · %3</source>
        <translation>Paso %1 de %2 · %3</translation>
    </message>
    <message>
        <source>   ·   R reveals the answer</source>
        <translation>   ·   R muestra la respuesta</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Show head %1</source>
        <translation>Mostrar la cabeza %1</translation>
    </message>
    <message>
        <source> — head %1</source>
        <extracomment>one of the heads a lesson step chose for its maps</extracomment>
        <translation> — cabeza %1</translation>
    </message>
    <message>
        <source>   ·   H: next head</source>
        <translation>   ·   H: cabeza siguiente</translation>
    </message>
    <message>
        <source>   ·   F: next figures (page %1 of %2; all together too small)</source>
        <extracomment>%1 of %2: the page of figures shown (a page may hold several figures)</extracomment>
        <translation>   ·   F: figuras siguientes (página %1 de %2; todas juntas, demasiado pequeñas)</translation>
    </message>
    <message>
        <source>   ·   L: layer %1 of %2</source>
        <extracomment>%1 of %2: the model&apos;s layer the slide&apos;s maps show</extracomment>
        <translation>   ·   L: capa %1 de %2</translation>
    </message>
</context>
<context>
    <name>attn::ui::Announcer</name>
    <message>
        <source>Undone: %1</source>
        <translation>Deshecho: %1</translation>
    </message>
    <message>
        <source>Your answer: %1</source>
        <translation>Tu respuesta: %1</translation>
    </message>
    <message>
        <source>Training: step %1 of %2, loss %3</source>
        <translation>Entrenamiento: paso %1 de %2, pérdida %3</translation>
    </message>
    <message>
        <source>Training stopped: %1</source>
        <translation>Entrenamiento detenido: %1</translation>
    </message>
    <message>
        <source>Training: %1</source>
        <translation>Entrenamiento: %1</translation>
    </message>
    <message>
        <source>Training running</source>
        <translation>Entrenamiento en marcha</translation>
    </message>
    <message>
        <source>Training paused at step %1, loss %2</source>
        <translation>Entrenamiento en pausa en el paso %1, pérdida %2</translation>
    </message>
</context>
<context>
    <name>attn::ui::AttentionPane</name>
    <message>
        <source>Stage:</source>
        <translation>Etapa:</translation>
    </message>
    <message>
        <source>Trained model</source>
        <translation>Modelo entrenado</translation>
    </message>
    <message>
        <source>Hand-wired attention</source>
        <translation>Atención hecha a mano</translation>
    </message>
    <message>
        <source>Layer:</source>
        <translation>Capa:</translation>
    </message>
    <message>
        <source>Which of the trained model&apos;s layers to show</source>
        <translation>Qué capa del modelo entrenado mostrar</translation>
    </message>
    <message>
        <source>head %1</source>
        <translation>cabeza %1</translation>
    </message>
    <message>
        <source>Real model</source>
        <translation>Modelo real</translation>
    </message>
    <message>
        <source>A real model&apos;s pass keeps its attention weights only, not its scores</source>
        <translation>La pasada de un modelo real solo conserva sus pesos de atención, no sus puntuaciones</translation>
    </message>
    <message>
        <source>weights = softmax of each row of S/√dk; each row sums to 1</source>
        <translation>pesos = softmax de cada fila de S/√dk; cada fila suma 1</translation>
    </message>
    <message>
        <source>weights = softmax of each row of S (scaling off); each row sums to 1</source>
        <translation>pesos = softmax de cada fila de S (sin escalado); cada fila suma 1</translation>
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
        <translation>1 (sin escalado)</translation>
    </message>
    <message>
        <source>; −∞ above the diagonal (causal)</source>
        <translation>; −∞ sobre la diagonal (causal)</translation>
    </message>
    <message>
        <source>; nothing masked (causal off)</source>
        <translation>; nada enmascarado (causal desactivado)</translation>
    </message>
    <message>
        <source>Real model, layer %1 of %2: %3</source>
        <translation>Modelo real, capa %1 de %2: %3</translation>
    </message>
    <message>
        <source>Real model: %1</source>
        <translation>Modelo real: %1</translation>
    </message>
    <message>
        <source>Trained model, layer %1 of %2: %3</source>
        <translation>Modelo entrenado, capa %1 de %2: %3</translation>
    </message>
    <message>
        <source>%1.  Rows: the word looking · columns: the word looked at.</source>
        <translation>%1.  Filas: la palabra que mira · columnas: la palabra mirada.</translation>
    </message>
    <message>
        <source>This lesson has no sentences yet: add one in the Sentences pane to see its attention.</source>
        <translation>Esta lección aún no tiene frases: añade una en el panel Frases para ver su atención.</translation>
    </message>
    <message>
        <source>word looking</source>
        <translation>palabra que mira</translation>
    </message>
    <message>
        <source>word looked at</source>
        <translation>palabra mirada</translation>
    </message>
    <message>
        <source>trained model (%1 steps), layer %2</source>
        <translation>modelo entrenado (%1 pasos), capa %2</translation>
    </message>
    <message>
        <source>“%1” — %2</source>
        <translation>“%1” — %2</translation>
    </message>
    <message>
        <source>; hatched cells above the diagonal are masked</source>
        <translation>; las celdas rayadas sobre la diagonal están enmascaradas</translation>
    </message>
    <message>
        <source>Attention maps</source>
        <translation>Mapas de atención</translation>
    </message>
    <message>
        <source>“%1”, head %2</source>
        <translation>“%1”, cabeza %2</translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>“%1”</translation>
    </message>
    <message>
        <source>Kept back until a later step of the lesson: its question asks what this stage would show</source>
        <translation>Reservado hasta un paso posterior de la lección: su pregunta pide lo que mostraría esta etapa</translation>
    </message>
    <message>
        <source>switched off</source>
        <translation>apagada</translation>
    </message>
    <message>
        <source>mean-ablated</source>
        <translation>sustituida por su media</translation>
    </message>
    <message>
        <source>lines cut</source>
        <translation>líneas cortadas</translation>
    </message>
    <message>
        <source> — each head has one number, so RoPE has no pair to turn</source>
        <translation> — cada cabeza tiene un solo número, así que RoPE no tiene ningún par que girar</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Diferencia</translation>
    </message>
    <message>
        <source>With two sentences ticked: a third map, the second sentence&apos;s numbers minus the first&apos;s, cell by cell (red: larger in the second)</source>
        <translation>Con dos frases marcadas: un tercer mapa, los números de la segunda frase menos los de la primera, celda a celda (rojo: mayor en la segunda)</translation>
    </message>
    <message>
        <source>&lt;b&gt;“%2” − “%1”&lt;/b&gt;</source>
        <translation>&lt;b&gt;“%2” − “%1”&lt;/b&gt;</translation>
    </message>
    <message>
        <source>The difference needs both sentences&apos; maps.</source>
        <translation>La diferencia necesita los mapas de ambas frases.</translation>
    </message>
    <message>
        <source>Whose attention to show: the lesson&apos;s trained model, the real model it points at, or the attention of the ladder step</source>
        <translation>Qué atención mostrar: la del modelo entrenado de la lección, la del modelo real al que apunta o la del peldaño de la escalera</translation>
    </message>
    <message>
        <source>%1 − %2 = %3 (“%4” minus “%5”)</source>
        <extracomment>A difference map&apos;s cell: the second sentence&apos;s number minus the first&apos;s</extracomment>
        <translation>%1 − %2 = %3 (“%4” menos “%5”)</translation>
    </message>
    <message>
        <source>Every head</source>
        <translation>Todas las cabezas</translation>
    </message>
    <message>
        <source>This step shows the maps of the heads it chose; tick to see every head&apos;s map</source>
        <translation>Este paso muestra los mapas de las cabezas que eligió; márquelo para ver el mapa de cada cabeza</translation>
    </message>
    <message>
        <source>layer %1</source>
        <translation>capa %1</translation>
    </message>
    <message>
        <source>token looking</source>
        <translation>token que mira</translation>
    </message>
    <message>
        <source>token looked at</source>
        <translation>token mirado</translation>
    </message>
    <message>
        <source>%1.  Rows: the token looking · columns: the token looked at.</source>
        <translation>%1.  Filas: el token que mira · columnas: el token mirado.</translation>
    </message>
</context>
<context>
    <name>attn::ui::AttentionToolbar</name>
    <message>
        <source>Attention</source>
        <translation>Atención</translation>
    </message>
    <message>
        <source> Ladder step: </source>
        <translation> Peldaño: </translation>
    </message>
    <message>
        <source>0 · No mixing</source>
        <translation>0 · Sin mezcla</translation>
    </message>
    <message>
        <source>1 · Equal average</source>
        <translation>1 · Promedio uniforme</translation>
    </message>
    <message>
        <source>2 · Simple  X·Xᵀ</source>
        <translation>2 · Simple  X·Xᵀ</translation>
    </message>
    <message>
        <source>3 · Scaled Q·K·V</source>
        <translation>3 · Q·K·V escalada</translation>
    </message>
    <message>
        <source>4 · Multi-head</source>
        <translation>4 · Multicabeza</translation>
    </message>
    <message>
        <source>Which attention the lesson computes</source>
        <translation>Qué atención calcula la lección</translation>
    </message>
    <message>
        <source>  Heads: </source>
        <translation>  Cabezas: </translation>
    </message>
    <message>
        <source>Number of heads (multi-head only); must divide the number of axes</source>
        <translation>Número de cabezas (solo multicabeza); debe dividir el número de ejes</translation>
    </message>
    <message>
        <source>Scale 1/√dk</source>
        <translation>Escalar 1/√dk</translation>
    </message>
    <message>
        <source>Divide every score by √dk before the softmax</source>
        <translation>Divide cada puntuación entre √dk antes del softmax</translation>
    </message>
    <message>
        <source>Causal mask</source>
        <translation>Máscara causal</translation>
    </message>
    <message>
        <source>Each word sees only itself and the words before it</source>
        <translation>Cada palabra solo se ve a sí misma y a las palabras anteriores</translation>
    </message>
    <message>
        <source>Attempt 0: each word keeps its own row (weights = identity). A word alone cannot tell which sentence it is in.</source>
        <translation>Intento 0: cada palabra conserva su propia fila (pesos = identidad). Una palabra sola no puede saber en qué frase está.</translation>
    </message>
    <message>
        <source>Attempt 1: every word averages the sentence (every weight 1/n), whoever is looking.</source>
        <translation>Intento 1: cada palabra promedia la frase (todos los pesos 1/n), mire quien mire.</translation>
    </message>
    <message>
        <source>Scores X·Xᵀ, softmax of each row, blend of the rows of X</source>
        <translation>Puntuaciones X·Xᵀ, softmax de cada fila, mezcla de las filas de X</translation>
    </message>
    <message>
        <source>Queries, keys and values through W_Q, W_K, W_V; scores scaled by 1/√dk</source>
        <translation>Consultas, claves y valores mediante W_Q, W_K, W_V; puntuaciones escaladas por 1/√dk</translation>
    </message>
    <message>
        <source>Several heads side by side, joined by W_O</source>
        <translation>Varias cabezas en paralelo, unidas por W_O</translation>
    </message>
    <message>
        <source>  Positions: </source>
        <translation>  Posiciones: </translation>
    </message>
    <message>
        <source>No position: shuffle the words and every matrix is shuffled with them</source>
        <translation>Sin posición: si barajas las palabras, cada matriz se baraja con ellas</translation>
    </message>
    <message>
        <source>Sinusoidal vectors added to X: sin and cos of the position at d/2 frequencies</source>
        <translation>Vectores sinusoidales sumados a X: seno y coseno de la posición en d/2 frecuencias</translation>
    </message>
    <message>
        <source>Rotary (RoPE): each query and key pair of dimensions turned by position × θᵢ, θᵢ = base^(−2i/dk); a score depends on the two words and their distance only</source>
        <translation>Rotatorias (RoPE): cada par de dimensiones de la consulta y de la clave gira un ángulo posición × θᵢ, θᵢ = base^(−2i/dk); una puntuación solo depende de las dos palabras y de su distancia</translation>
    </message>
    <message>
        <source>ALiBi: −mₕ·|i − j| added to head h&apos;s scaled scores, mₕ = 2^(−8h/H): far words count less</source>
        <translation>ALiBi: se suma −mₕ·|i − j| a las puntuaciones escaladas de la cabeza h, mₕ = 2^(−8h/H): las palabras lejanas cuentan menos</translation>
    </message>
    <message>
        <source>Where a word sits: how attention can tell word orders apart</source>
        <translation>Dónde está una palabra: cómo puede la atención distinguir el orden de las palabras</translation>
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
        <translation>Base de RoPE (10000 en el artículo): una base más pequeña gira más rápido</translation>
    </message>
</context>
<context>
    <name>attn::ui::Autosave</name>
    <message>
        <source>Could not write the recovery copy to %1: %2</source>
        <translation>No se pudo escribir la copia de recuperación en %1: %2</translation>
    </message>
    <message>
        <source>A recovery copy was found at %1 but cannot be read: %2</source>
        <translation>Se encontró una copia de recuperación en %1, pero no se puede leer: %2</translation>
    </message>
    <message>
        <source>Restore recovered changes</source>
        <translation>Restaurar cambios recuperados</translation>
    </message>
</context>
<context>
    <name>attn::ui::BlendPane</name>
    <message>
        <source>Head:</source>
        <translation>Cabeza:</translation>
    </message>
    <message>
        <source>Click a word in any view to watch its blend.</source>
        <translation>Haz clic en una palabra de cualquier vista para ver su mezcla.</translation>
    </message>
    <message>
        <source>How &lt;b&gt;%1&lt;/b&gt;’s new vector is blended: each row is an ingredient’s weight × its row (the weight as shown, so every term checks on paper); the column sums are the exact output, so a column can differ from its terms in the last digit.</source>
        <translation>Cómo se mezcla el nuevo vector de &lt;b&gt;%1&lt;/b&gt;: cada fila es el peso de un ingrediente × su fila (el peso tal como se muestra, así que cada término se puede comprobar en papel); las sumas por columna son la salida exacta, así que una columna puede diferir de sus términos en la última cifra.</translation>
    </message>
    <message>
        <source>The Blend shows the lesson&apos;s hand-wired attention or a model trained here: a real model&apos;s pass keeps its weights, not the value rows they blend. Its heads are in the Model and Head view panes.</source>
        <translation>El panel Mezcla muestra la atención hecha a mano de la lección o un modelo entrenado aquí: la pasada de un modelo real conserva sus pesos, no las filas de valor que estos mezclan. Sus cabezas están en los paneles Modelo y Vista de cabezas.</translation>
    </message>
    <message>
        <source>“%1” has no ‘%2’.</source>
        <translation>“%1” no tiene ‘%2’.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; = a blend of the rows below, made with the weights: choose the &lt;i&gt;weights&lt;/i&gt; stage in the Attention pane to see it</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; = una mezcla de las filas de abajo, hecha con los pesos: elige la etapa &lt;i&gt;pesos&lt;/i&gt; en el panel Atención para verla</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; = a blend of the rows below (kept back for now: a question asks for it)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; = una mezcla de las filas de abajo (reservada por ahora: una pregunta la pide)</translation>
    </message>
    <message>
        <source>Blend tables</source>
        <translation>Tablas de la mezcla</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; = a blend of the rows below, made with the weights, which a later step of the lesson shows</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; = una mezcla de las filas de abajo, hecha con los pesos, que muestra un paso posterior de la lección</translation>
    </message>
</context>
<context>
    <name>attn::ui::ConcealmentBoxes</name>
    <message>
        <source>numbers</source>
        <translation>números</translation>
    </message>
    <message>
        <source>map colours</source>
        <translation>colores del mapa</translation>
    </message>
    <message>
        <source>output points</source>
        <translation>puntos de salida</translation>
    </message>
    <message>
        <source>later stages</source>
        <translation>etapas posteriores</translation>
    </message>
    <message>
        <source>Offer only this step&apos;s stage and those before it; the Blend table and the output points wait too</source>
        <translation>Ofrecer solo la etapa de este paso y las anteriores; la tabla de mezcla y los puntos de salida también esperan</translation>
    </message>
</context>
<context>
    <name>attn::ui::Document</name>
    <message>
        <source>This sentence is empty: type at least one word.</source>
        <translation>Esta frase está vacía: escribe al menos una palabra.</translation>
    </message>
    <message>
        <source>The lesson&apos;s trained model cannot be read.</source>
        <translation>No se puede leer el modelo entrenado de la lección.</translation>
    </message>
    <message>
        <source>: use words it was trained on.</source>
        <translation>: usa palabras con las que se entrenó.</translation>
    </message>
    <message>
        <source>Opening the model %1 …</source>
        <translation>Abriendo el modelo %1 …</translation>
    </message>
    <message>
        <source>%1. Clear the what-ifs (the bar&apos;s Clear) to see the maps again.</source>
        <extracomment>Under the &quot;What if&quot; bar: %1, why the what-if cannot be laid over this sentence</extracomment>
        <translation>%1. Quite los «y si» (Quitar en la barra) para volver a ver los mapas.</translation>
    </message>
</context>
<context>
    <name>attn::ui::EmbeddingPane</name>
    <message>
        <source>+ Word</source>
        <translation>+ Palabra</translation>
    </message>
    <message>
        <source>− Word</source>
        <translation>− Palabra</translation>
    </message>
    <message>
        <source>Remove the selected word</source>
        <translation>Quitar la palabra seleccionada</translation>
    </message>
    <message>
        <source>+ Axis</source>
        <translation>+ Eje</translation>
    </message>
    <message>
        <source>Add a named axis (a column of zeros)</source>
        <translation>Añadir un eje con nombre (una columna de ceros)</translation>
    </message>
    <message>
        <source>− Axis</source>
        <translation>− Eje</translation>
    </message>
    <message>
        <source>Remove the selected axis</source>
        <translation>Quitar el eje seleccionado</translation>
    </message>
    <message>
        <source>Drag on a cell to scrub · double-click a name to rename</source>
        <translation>Arrastra sobre una celda para ajustarla · doble clic en un nombre para renombrarlo</translation>
    </message>
    <message>
        <source>Add axis</source>
        <translation>Añadir eje</translation>
    </message>
    <message>
        <source>Add word</source>
        <translation>Añadir palabra</translation>
    </message>
    <message>
        <source>Name of the new axis:</source>
        <translation>Nombre del nuevo eje:</translation>
    </message>
    <message>
        <source>New word (lower case, one word):</source>
        <translation>Palabra nueva (en minúsculas, una sola palabra):</translation>
    </message>
    <message>
        <source>Rename axis</source>
        <translation>Renombrar eje</translation>
    </message>
    <message>
        <source>Rename word</source>
        <translation>Renombrar palabra</translation>
    </message>
    <message>
        <source>New name for ‘%1’:</source>
        <translation>Nuevo nombre para ‘%1’:</translation>
    </message>
    <message>
        <source>Select a cell of the axis to remove first</source>
        <translation>Selecciona primero una celda del eje que quieres quitar</translation>
    </message>
    <message>
        <source>Select a cell of the word to remove first</source>
        <translation>Selecciona primero una celda de la palabra que quieres quitar</translation>
    </message>
    <message>
        <source>Embedding table</source>
        <translation>Tabla de embeddings</translation>
    </message>
    <message>
        <source>A row per word, a column per named axis; type a value, or drag left or right on a cell</source>
        <translation>Una fila por palabra, una columna por eje con nombre; escribe un valor o arrastra a izquierda o derecha sobre una celda</translation>
    </message>
    <message>
        <source>Add a word (a row of zeros); by keyboard: Insert in the table</source>
        <translation>Añadir una palabra (una fila de ceros); con el teclado: Insert en la tabla</translation>
    </message>
    <message>
        <source>Add a word</source>
        <translation>Añadir una palabra</translation>
    </message>
    <message>
        <source>Add a word…</source>
        <translation>Añadir una palabra…</translation>
    </message>
    <message>
        <source>Rename the word %1…</source>
        <translation>Renombrar la palabra %1…</translation>
    </message>
    <message>
        <source>Remove the word %1</source>
        <translation>Quitar la palabra %1</translation>
    </message>
    <message>
        <source>Add an axis…</source>
        <translation>Añadir un eje…</translation>
    </message>
    <message>
        <source>Rename the axis %1…</source>
        <translation>Renombrar el eje %1…</translation>
    </message>
    <message>
        <source>Remove the axis %1</source>
        <translation>Quitar el eje %1</translation>
    </message>
</context>
<context>
    <name>attn::ui::ExportDialog</name>
    <message>
        <source>Export Figure</source>
        <translation>Exportar figura</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Examinar…</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>&amp;Archivo:</translation>
    </message>
    <message>
        <source>PNG image</source>
        <translation>Imagen PNG</translation>
    </message>
    <message>
        <source>SVG (vectors, text kept as text)</source>
        <translation>SVG (vectorial, el texto se conserva como texto)</translation>
    </message>
    <message>
        <source>PDF (vectors)</source>
        <translation>PDF (vectorial)</translation>
    </message>
    <message>
        <source>F&amp;ormat:</source>
        <translation>&amp;Formato:</translation>
    </message>
    <message>
        <source>natural</source>
        <translation>natural</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>&amp;Size (width × height):</source>
        <translation>&amp;Tamaño (ancho × alto):</translation>
    </message>
    <message>
        <source>automatic (sharp on half a 1920 px slide)</source>
        <translation>automático (nítido en media diapositiva de 1920 px)</translation>
    </message>
    <message>
        <source>PNG s&amp;cale:</source>
        <translation>&amp;Escala PNG:</translation>
    </message>
    <message>
        <source>S&amp;tyle:</source>
        <translation>E&amp;stilo:</translation>
    </message>
    <message>
        <source>automatic (viridis for weights, diverging for scores)</source>
        <translation>automático (viridis para pesos, divergente para puntuaciones)</translation>
    </message>
    <message>
        <source>Colour &amp;map:</source>
        <translation>&amp;Mapa de colores:</translation>
    </message>
    <message>
        <source>Numbers in cells</source>
        <translation>Números en las celdas</translation>
    </message>
    <message>
        <source>T&amp;itle:</source>
        <translation>Tít&amp;ulo:</translation>
    </message>
    <message>
        <source>C&amp;aption:</source>
        <translation>&amp;Pie de figura:</translation>
    </message>
    <message>
        <source>&amp;Font size:</source>
        <translation>Tamaño de &amp;letra:</translation>
    </message>
    <message>
        <source>light</source>
        <translation>claro</translation>
    </message>
    <message>
        <source>dark</source>
        <translation>oscuro</translation>
    </message>
    <message>
        <source>print</source>
        <translation>impresión</translation>
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
        <translation>Dibujo SVG</translation>
    </message>
    <message>
        <source>PDF document</source>
        <translation>Documento PDF</translation>
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
        <translation>Mostrar: %1</translation>
    </message>
    <message>
        <source>Fold away</source>
        <translation>Plegar</translation>
    </message>
</context>
<context>
    <name>attn::ui::GenerateView</name>
    <message>
        <source>a prompt for the model to continue</source>
        <translation>un prompt para que el modelo lo continúe</translation>
    </message>
    <message>
        <source>0 (greedy)</source>
        <translation>0 (voraz)</translation>
    </message>
    <message>
        <source>Divides the logits before the softmax: below 1 sharper, above 1 flatter; 0 always takes the likeliest token.</source>
        <translation>Divide los logits antes del softmax: por debajo de 1, más concentrado; por encima de 1, más plano; 0 elige siempre el token más probable.</translation>
    </message>
    <message>
        <source>all</source>
        <translation>todos</translation>
    </message>
    <message>
        <source>Sample only among the k likeliest tokens (all: no limit).</source>
        <translation>Muestrear solo entre los k tokens más probables (todos: sin límite).</translation>
    </message>
    <message>
        <source>Sample only among the fewest likeliest tokens whose probabilities add up to p.</source>
        <translation>Muestrear solo entre el grupo más pequeño de tokens más probables cuyas probabilidades suman p.</translation>
    </message>
    <message>
        <source>The same seed and settings give the same text.</source>
        <translation>La misma semilla y los mismos ajustes dan el mismo texto.</translation>
    </message>
    <message>
        <source>How many tokens to add at most (the text stops at the model&apos;s n_positions).</source>
        <translation>Cuántos tokens añadir como máximo (el texto se detiene en el n_positions del modelo).</translation>
    </message>
    <message>
        <source>Generate</source>
        <translation>Generar</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Detener</translation>
    </message>
    <message>
        <source>Add as sentence</source>
        <translation>Añadir como frase</translation>
    </message>
    <message>
        <source>Add the prompt and its continuation to the lesson&apos;s sentences (undoable).</source>
        <translation>Añade el prompt y su continuación a las frases de la lección (se puede deshacer).</translation>
    </message>
    <message>
        <source>next token</source>
        <translation>token siguiente</translation>
    </message>
    <message>
        <source>probability</source>
        <translation>probabilidad</translation>
    </message>
    <message>
        <source>Prompt</source>
        <translation>Prompt</translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation>Temperatura</translation>
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
        <translation>Semilla</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <source>Generating needs a real model (GPT-2 or nanoGPT). Open a lesson that points at one (“attention-lab import MODEL --save LESSON” writes one).</source>
        <translation>Para generar hace falta un modelo real (GPT-2 o nanoGPT). Abre una lección que apunte a uno (“attention-lab import MODEL --save LESSON” crea una).</translation>
    </message>
    <message>
        <source>Opening the model… %1</source>
        <translation>Abriendo el modelo… %1</translation>
    </message>
    <message>
        <source>Generating needs the lesson&apos;s real model, which could not be opened: %1</source>
        <translation>Para generar hace falta el modelo real de la lección, que no se pudo abrir: %1</translation>
    </message>
    <message>
        <source>Next token after “%1” (the model&apos;s ten likeliest):</source>
        <translation>Token siguiente tras “%1” (los diez más probables según el modelo):</translation>
    </message>
    <message>
        <source>P(“%1” next) = %2</source>
        <translation>P(“%1” siguiente) = %2</translation>
    </message>
    <message>
        <source>Still generating: stop first.</source>
        <translation>Todavía está generando: detenlo primero.</translation>
    </message>
    <message>
        <source>Generating…</source>
        <translation>Generando…</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Deteniendo…</translation>
    </message>
    <message>
        <source>Generating… %1 of at most %2 tokens</source>
        <translation>Generando… %1 de %2 tokens como máximo</translation>
    </message>
    <message>
        <source>Stopped after 1 new token.</source>
        <translation>Detenido tras 1 token nuevo.</translation>
    </message>
    <message>
        <source>Stopped after %1 new tokens.</source>
        <translation>Detenido tras %1 tokens nuevos.</translation>
    </message>
    <message>
        <source>Generate some text first.</source>
        <translation>Primero genera algo de texto.</translation>
    </message>
    <message>
        <source>Added as sentence %1.</source>
        <translation>Añadido como frase %1.</translation>
    </message>
    <message>
        <source>“%1”: %2 as sampled, %3 by the model</source>
        <translation>“%1”: %2 al muestrear, %3 según el modelo</translation>
    </message>
    <message>
        <source>The model&apos;s likeliest at this step:</source>
        <translation>Lo más probable para el modelo en este paso:</translation>
    </message>
    <message numerus="yes">
        <source>“%1” is written by %n tokens:</source>
        <translation>
            <numerusform>«%1» lo escribe %n token:</numerusform>
            <numerusform>«%1» lo escriben %n tokens:</numerusform>
        </translation>
    </message>
    <message>
        <source>The last token stopped inside a character, which was left out.</source>
        <translation>El último token se detuvo dentro de un carácter, que se ha omitido.</translation>
    </message>
    <message>
        <source>The next-token table and Generate run under it.</source>
        <translation>La tabla del token siguiente y «Generar» se calculan con él.</translation>
    </message>
    <message>
        <source>Generated with %1.</source>
        <translation>Generado con: %1.</translation>
    </message>
    <message>
        <source>Next token: waiting for the model&apos;s pass of the chosen sentence.</source>
        <translation>Token siguiente: esperando la pasada del modelo por la frase elegida.</translation>
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
        <translation>Descargar un modelo</translation>
    </message>
    <message>
        <source>Download a GPT-2-architecture model from the Hugging Face hub. Nothing is sent or fetched until you press Download; models already here open at once.</source>
        <translation>Descarga un modelo con arquitectura GPT-2 del hub de Hugging Face. No se envía ni se descarga nada hasta que pulses Descargar; los modelos que ya están aquí se abren al instante.</translation>
    </message>
    <message>
        <source>This computer has %1 of memory.</source>
        <translation>Este equipo tiene %1 de memoria.</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>Descarga</translation>
    </message>
    <message>
        <source>On this computer</source>
        <translation>En este equipo</translation>
    </message>
    <message>
        <source>Models</source>
        <translation>Modelos</translation>
    </message>
    <message>
        <source>&amp;Revision:</source>
        <translation>Re&amp;visión:</translation>
    </message>
    <message>
        <source>Other &amp;repository:</source>
        <translation>Otro &amp;repositorio:</translation>
    </message>
    <message>
        <source>only for gated or private repositories (else HF_TOKEN)</source>
        <translation>solo para repositorios privados o de acceso restringido (si no, HF_TOKEN)</translation>
    </message>
    <message>
        <source>Re&amp;member</source>
        <translation>Rec&amp;ordar</translation>
    </message>
    <message>
        <source>&amp;Token:</source>
        <translation>&amp;Token:</translation>
    </message>
    <message>
        <source>C&amp;hange…</source>
        <translation>Cam&amp;biar…</translation>
    </message>
    <message>
        <source>Saved in:</source>
        <translation>Guardado en:</translation>
    </message>
    <message>
        <source>%1 (from HF_ENDPOINT)</source>
        <translation>%1 (de HF_ENDPOINT)</translation>
    </message>
    <message>
        <source>Hub:</source>
        <translation>Hub:</translation>
    </message>
    <message>
        <source>&amp;Download and Open</source>
        <translation>&amp;Descargar y abrir</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Cancelar</translation>
    </message>
    <message>
        <source>%1 (revision %2)</source>
        <translation>%1 (revisión %2)</translation>
    </message>
    <message>
        <source>about %1</source>
        <translation>unos %1</translation>
    </message>
    <message>
        <source>Downloaded: opens at once</source>
        <translation>Descargado: se abre al instante</translation>
    </message>
    <message>
        <source>%1 on the hub; %2</source>
        <translation>%1 en el hub; %2</translation>
    </message>
    <message>
        <source>Too large here: %1</source>
        <translation>Demasiado grande para este equipo: %1</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Abrir</translation>
    </message>
    <message>
        <source>Folder for downloaded models</source>
        <translation>Carpeta para los modelos descargados</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a repository id: owner/name, as on the hub&apos;s page.</source>
        <translation>«%1» no es un id de repositorio: owner/name, como en su página del hub.</translation>
    </message>
    <message>
        <source> · %1/s</source>
        <translation> · %1/s</translation>
    </message>
    <message>
        <source> · %1 left</source>
        <translation> · quedan %1</translation>
    </message>
    <message>
        <source>Memory for its weights</source>
        <translation>Memoria para sus pesos</translation>
    </message>
    <message>
        <source>owner/name or the model&apos;s hub address</source>
        <translation>owner/name o la dirección del modelo en el hub</translation>
    </message>
    <message>
        <source>Keep the token in this computer&apos;s settings file (%1), as plain text readable by your user only. Untick it and download to forget it.</source>
        <translation>Guarda el token en el archivo de configuración de este equipo (%1), como texto sin cifrar que solo puede leer tu usuario. Desmárcalo y descarga para olvidarlo.</translation>
    </message>
    <message>
        <source>Re&amp;move…</source>
        <translation>&amp;Eliminar…</translation>
    </message>
    <message>
        <source>Show &amp;Folder</source>
        <translation>Mostrar car&amp;peta</translation>
    </message>
    <message>
        <source>Downloaded</source>
        <translation>Descargados</translation>
    </message>
    <message>
        <source>Begun, not finished</source>
        <translation>Empezados, sin terminar</translation>
    </message>
    <message>
        <source>%1 so far</source>
        <translation>%1 hasta ahora</translation>
    </message>
    <message>
        <source>Download resumes it</source>
        <translation>Se reanuda con Descargar</translation>
    </message>
    <message>
        <source>GPT-2 on the hub</source>
        <translation>GPT-2 en el hub</translation>
    </message>
    <message>
        <source>Too large here</source>
        <translation>Demasiado grande para este equipo</translation>
    </message>
    <message>
        <source>Remove a model</source>
        <translation>Eliminar un modelo</translation>
    </message>
    <message>
        <source>Delete %1 from this computer (%2)?

Lessons that point at it will say it is missing; it can be downloaded again.</source>
        <translation>¿Eliminar %1 de este equipo (%2)?

Las lecciones que apuntan a él dirán que falta; se puede volver a descargar.</translation>
    </message>
    <message>
        <source>Could not remove it: %1</source>
        <translation>No se pudo eliminar: %1</translation>
    </message>
    <message>
        <source>Removed %1.</source>
        <translation>Se eliminó %1.</translation>
    </message>
    <message>
        <source>%1 is a download of about %2. Download it now?</source>
        <translation>%1 es una descarga de unos %2. ¿Descargarlo ahora?</translation>
    </message>
    <message>
        <source>%1 · %2 of %3</source>
        <translation>%1 · %2 de %3</translation>
    </message>
</context>
<context>
    <name>attn::ui::HeadGrid</name>
    <message>
        <source>head %1</source>
        <translation>cabeza %1</translation>
    </message>
    <message>
        <source>layer %1</source>
        <translation>capa %1</translation>
    </message>
    <message>
        <source>word looking</source>
        <translation>palabra que mira</translation>
    </message>
    <message>
        <source>word looked at</source>
        <translation>palabra mirada</translation>
    </message>
    <message>
        <source>layer %1 · head %2</source>
        <translation>capa %1 · cabeza %2</translation>
    </message>
    <message>
        <source>previous token</source>
        <translation>token anterior</translation>
    </message>
    <message>
        <source>induction</source>
        <translation>inducción</translation>
    </message>
</context>
<context>
    <name>attn::ui::HeadRolesView</name>
    <message>
        <source>&amp;Run the test</source>
        <translation>&amp;Ejecutar la prueba</translation>
    </message>
    <message>
        <source>&amp;Random tokens:</source>
        <translation>Tokens &amp;aleatorios:</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>S&amp;emilla:</translation>
    </message>
    <message>
        <source>Head roles: %1</source>
        <translation>Papeles de las cabezas: %1</translation>
    </message>
    <message>
        <source>What each head does, measured: the model reads random tokens twice. Per layer and head, its mean attention weight on the previous token; in the repeat, on the token that followed this one the first time (induction: what an induction head copies); on this token&apos;s first occurrence (duplicate); on the first token.</source>
        <translation>Lo que hace cada cabeza, medido: el modelo lee tokens aleatorios dos veces. Por capa y cabeza, su peso de atención medio en el token anterior; en la repetición, en el token que siguió a este la primera vez (inducción: lo que copia una cabeza de inducción); en la primera aparición de este token (duplicado); en el primer token.</translation>
    </message>
    <message>
        <source>Press Run the test to measure this model&apos;s heads.</source>
        <translation>Pulse «Ejecutar la prueba» para medir las cabezas de este modelo.</translation>
    </message>
    <message>
        <source>Hidden until you answer the lesson&apos;s question: these maps are made of the attention weights it asks about.</source>
        <translation>Oculto hasta que responda la pregunta de la lección: estos mapas están hechos de los pesos de atención por los que pregunta.</translation>
    </message>
    <message>
        <source>This lesson has no model: train one, or open a GPT-2 or nanoGPT model, to measure its heads.</source>
        <translation>Esta lección no tiene modelo: entrene uno, o abra un modelo GPT-2 o nanoGPT, para medir sus cabezas.</translation>
    </message>
    <message>
        <source>Reading %1 random tokens twice …</source>
        <translation>Leyendo %1 tokens aleatorios dos veces …</translation>
    </message>
    <message>
        <source>layer %1</source>
        <translation>capa %1</translation>
    </message>
    <message>
        <source>head %1</source>
        <translation>cabeza %1</translation>
    </message>
    <message>
        <source>%1 random tokens read twice (seed %2). Strongest induction: layer %3 · head %4, %5 of its weight in the repeat on the token that came next last time.</source>
        <translation>%1 tokens aleatorios leídos dos veces (semilla %2). Inducción más fuerte: capa %3 · cabeza %4, %5 de su peso en la repetición en el token que vino después la vez anterior.</translation>
    </message>
    <message>
        <source>(At most half the model&apos;s context of %1 tokens: it reads the sequence twice.)</source>
        <translation>(Como mucho la mitad del contexto del modelo, de %1 tokens: lee la secuencia dos veces.)</translation>
    </message>
    <message>
        <source>The test runs under it.</source>
        <translation>La prueba se ejecuta bajo él.</translation>
    </message>
    <message>
        <source>Its cut lines and patches name a sentence&apos;s tokens, not the test&apos;s random ones: left out.</source>
        <translation>Sus líneas cortadas y sus parches nombran los tokens de una oración, no los aleatorios de la prueba: se dejan fuera.</translation>
    </message>
</context>
<context>
    <name>attn::ui::HeadViewPane</name>
    <message>
        <source>Heads:</source>
        <translation>Cabezas:</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Todas</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Ninguna</translation>
    </message>
    <message>
        <source>Overlay every head&apos;s lines, each in its colour</source>
        <translation>Superponer las líneas de todas las cabezas, cada una en su color</translation>
    </message>
    <message>
        <source>Clear the heads (then tick the ones to compare)</source>
        <translation>Desmarcar las cabezas (y luego marcar las que quieras comparar)</translation>
    </message>
    <message>
        <source>Layer:</source>
        <translation>Capa:</translation>
    </message>
    <message>
        <source>The model&apos;s layer shown (the same in every attention view)</source>
        <translation>La capa del modelo que se muestra (la misma en todas las vistas de atención)</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportar…</translation>
    </message>
    <message>
        <source>Save the head view as it is shown (PNG, SVG or PDF)</source>
        <translation>Guardar la vista de cabezas tal como se muestra (PNG, SVG o PDF)</translation>
    </message>
    <message>
        <source>Head %1&apos;s lines, in this colour</source>
        <translation>Líneas de la cabeza %1, en este color</translation>
    </message>
    <message>
        <source>trained model</source>
        <translation>modelo entrenado</translation>
    </message>
    <message>
        <source>the real model</source>
        <translation>el modelo real</translation>
    </message>
    <message>
        <source>%1, layer %2 of %3</source>
        <translation>%1, capa %2 de %3</translation>
    </message>
    <message>
        <source>hand-wired attention</source>
        <translation>atención hecha a mano</translation>
    </message>
    <message>
        <source>“%1” — %2, %3</source>
        <translation>“%1” — %2, %3</translation>
    </message>
    <message>
        <source>No head is chosen: tick one above to see its lines.</source>
        <translation>No hay ninguna cabeza elegida: marca una arriba para ver sus líneas.</translation>
    </message>
    <message>
        <source>This lesson has no sentences yet: add one in the Sentences pane to see its heads.</source>
        <translation>Esta lección aún no tiene frases: añade una en el panel Frases para ver sus cabezas.</translation>
    </message>
    <message>
        <source>&lt;i&gt;Hover a token on the left to see only its lines; click to keep it.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Pasa el ratón por un token de la izquierda para ver solo sus líneas; haz clic para fijarlo.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;“%1” looks at&lt;/b&gt; %2</source>
        <translation>&lt;b&gt;“%1” mira a&lt;/b&gt; %2</translation>
    </message>
    <message>
        <source>Head view</source>
        <translation>Vista de cabezas</translation>
    </message>
    <message>
        <source>Lines from each word on the left to the words it looks at on the right, thicker for more weight</source>
        <translation>Líneas de cada palabra a la izquierda a las palabras que mira a la derecha, más gruesas cuanto más peso</translation>
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
        <translation>enmascarada (causal)</translation>
    </message>
    <message>
        <source>%1 (%2) → %3 (%4): %5</source>
        <translation>%1 (%2) → %3 (%4): %5</translation>
    </message>
    <message>
        <source>%1 (%2) → %3 (%4): hidden until the question is answered</source>
        <translation>%1 (%2) → %3 (%4): oculto hasta que respondas la pregunta</translation>
    </message>
    <message>
        <source>Every block of this overview holds the same largest value, %1: the pattern repeats within a pixel. Zoom in (Ctrl+wheel or +) to see it.</source>
        <translation>Todos los bloques de esta vista general tienen el mismo valor máximo, %1: el patrón se repite dentro de un píxel. Acércate (Ctrl+rueda o +) para verlo.</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vacía</translation>
    </message>
</context>
<context>
    <name>attn::ui::HubDownload</name>
    <message>
        <source>&apos;%1&apos; is not a repository id (owner/name, as on the hub&apos;s page).</source>
        <translation>«%1» no es un id de repositorio (owner/name, como en su página del hub).</translation>
    </message>
    <message>
        <source>%1 is downloaded already.</source>
        <translation>%1 ya está descargado.</translation>
    </message>
    <message>
        <source>Asking %1 for %2&apos;s files…</source>
        <translation>Pidiendo a %1 los archivos de %2…</translation>
    </message>
    <message>
        <source>%1 has none of the files the lab reads: %2 (404).</source>
        <translation>%1 no tiene ninguno de los archivos que lee Attention Lab: %2 (404).</translation>
    </message>
    <message>
        <source> or </source>
        <translation> o </translation>
    </message>
    <message>
        <source>Refused to follow %1 to %2: only https:// addresses are followed, at most five times.</source>
        <translation>No se sigue la redirección de %1 a %2: solo se siguen direcciones https://, como mucho cinco veces.</translation>
    </message>
    <message>
        <source>%1 did not say the size of %2 (status %3).</source>
        <translation>%1 no indicó el tamaño de %2 (estado %3).</translation>
    </message>
    <message>
        <source>%1 needs %2 on the disk of %3; it has %4 free.</source>
        <translation>%1 necesita %2 en el disco de %3; solo hay %4 libres.</translation>
    </message>
    <message>
        <source>Could not make the folder %1.</source>
        <translation>No se pudo crear la carpeta %1.</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>No se pudo escribir %1: %2</translation>
    </message>
    <message>
        <source>Could not write in %1: %2</source>
        <translation>No se pudo escribir en %1: %2</translation>
    </message>
    <message>
        <source>Resuming %1 at %2…</source>
        <translation>Reanudando %1 desde %2…</translation>
    </message>
    <message>
        <source>Downloading %1…</source>
        <translation>Descargando %1…</translation>
    </message>
    <message>
        <source>%1 answered the resume of %2 with the wrong part (%3).</source>
        <translation>%1 respondió a la reanudación de %2 con la parte equivocada (%3).</translation>
    </message>
    <message>
        <source>%1 announced more bytes for %2 than the hub said it has (%3 against %4); stopped, and the partial file deleted.</source>
        <translation>%1 anunció más bytes para %2 de los que el hub dice que tiene (%3 frente a %4); se detuvo la descarga y se borró el archivo parcial.</translation>
    </message>
    <message>
        <source>%1 sent more than the %2 bytes announced for %3; stopped, and the partial file deleted.</source>
        <translation>%1 envió más de los %2 bytes anunciados para %3; se detuvo la descarga y se borró el archivo parcial.</translation>
    </message>
    <message>
        <source>Refused to follow %1 to %2: only https:// addresses are followed.</source>
        <translation>No se sigue la redirección de %1 a %2: solo se siguen direcciones https://.</translation>
    </message>
    <message>
        <source>Too many redirects for %1.</source>
        <translation>Demasiadas redirecciones para %1.</translation>
    </message>
    <message>
        <source>The connection dropped; resuming %1 at %2…</source>
        <translation>Se cortó la conexión; reanudando %1 desde %2…</translation>
    </message>
    <message>
        <source>The connection ended after %1 of %2 of %3; try again to resume.</source>
        <translation>La conexión terminó tras %1 de %2 de %3; vuelve a intentarlo para reanudar la descarga.</translation>
    </message>
    <message>
        <source>%1 answered %2 for %3.</source>
        <translation>%1 respondió %2 para %3.</translation>
    </message>
    <message>
        <source>Checking %1…</source>
        <translation>Comprobando %1…</translation>
    </message>
    <message>
        <source>%1 failed its checksum: the hub gives SHA-256 %2…, the file downloaded has %3…; it was deleted. Try again.</source>
        <translation>%1 no superó la suma de comprobación: el hub da SHA-256 %2…, el archivo descargado tiene %3…; se ha borrado. Vuelve a intentarlo.</translation>
    </message>
    <message>
        <source>(unreadable)</source>
        <translation>(ilegible)</translation>
    </message>
    <message>
        <source>Could not move %1 into place in %2.</source>
        <translation>No se pudo mover %1 a su sitio en %2.</translation>
    </message>
    <message>
        <source>Could not read %1.</source>
        <translation>No se pudo leer %1.</translation>
    </message>
    <message>
        <source>%1 needs %2 of memory for its weights; this machine has %3. Nothing more was downloaded.</source>
        <translation>%1 necesita %2 de memoria para sus pesos; este equipo tiene %3. No se ha descargado nada más.</translation>
    </message>
    <message>
        <source>%1 is not a model the lab can open: %2. Nothing more was downloaded.</source>
        <translation>%1 no es un modelo que Attention Lab pueda abrir: %2. No se ha descargado nada más.</translation>
    </message>
    <message>
        <source>Cancelled. The next download of %1 continues where this one stopped.</source>
        <translation>Cancelado. La próxima descarga de %1 seguirá donde se quedó esta.</translation>
    </message>
    <message>
        <source>No data from %1 for %2 s; waiting up to %3 s, then trying again (Cancel stops; a later download resumes).</source>
        <translation>Sin datos de %1 desde hace %2 s; se espera hasta %3 s y luego se vuelve a intentar (Cancelar lo detiene; una descarga posterior la reanuda).</translation>
    </message>
    <message>
        <source>Another download of %1 into %2 is running; wait for it, or stop it first.</source>
        <translation>Ya hay otra descarga de %1 en %2 en curso; espera a que termine o detenla primero.</translation>
    </message>
    <message>
        <source>The %1 downloaded so far are kept: download again to resume.</source>
        <translation>Se conservan los %1 descargados hasta ahora: vuelve a descargar para reanudar.</translation>
    </message>
</context>
<context>
    <name>attn::ui::InductionChart</name>
    <message>
        <source>induction</source>
        <translation>inducción</translation>
    </message>
    <message>
        <source>previous-token</source>
        <translation>token anterior</translation>
    </message>
    <message>
        <source>duplicate-token</source>
        <translation>token duplicado</translation>
    </message>
    <message>
        <source>first-token</source>
        <translation>primer token</translation>
    </message>
    <message>
        <source>Which head-role score each head&apos;s line shows: the mean weight a head gives, on a sequence read twice, to the token after this one&apos;s last occurrence (induction), to the token before (previous-token), to this token&apos;s last occurrence (duplicate) or to the first token.</source>
        <translation>Qué puntuación de papel muestra la línea de cada cabeza: el peso medio que una cabeza da, sobre una secuencia leída dos veces, al token que sigue a la última aparición de este (inducción), al token anterior (token anterior), a la última aparición de este token (duplicado) o al primer token.</translation>
    </message>
    <message>
        <source>first occurrences</source>
        <translation>primeras apariciones</translation>
    </message>
    <message>
        <source>repeated tokens</source>
        <translation>tokens repetidos</translation>
    </message>
    <message>
        <source>phase change</source>
        <translation>cambio de fase</translation>
    </message>
    <message>
        <source>step</source>
        <translation>paso</translation>
    </message>
    <message>
        <source>loss (nats)</source>
        <translation>pérdida (nats)</translation>
    </message>
    <message>
        <source>score</source>
        <translation>puntuación</translation>
    </message>
    <message>
        <source>Loss on first and repeated tokens and each head&apos;s score against step</source>
        <translation>Pérdida en primeras apariciones y en tokens repetidos y la puntuación de cada cabeza frente al paso</translation>
    </message>
    <message>
        <source>Heads&apos; score:</source>
        <translation>Puntuación de las cabezas:</translation>
    </message>
    <message>
        <source>%1·%2</source>
        <translation>%1·%2</translation>
    </message>
    <message>
        <source>Start a run on Repeated sequences: the loss on repeated tokens and each head&apos;s score, step by step</source>
        <translation>Inicia una ejecución en Secuencias repetidas: la pérdida en los tokens repetidos y la puntuación de cada cabeza, paso a paso</translation>
    </message>
    <message>
        <source>Repeated tokens against first occurrences; each head&apos;s %1 score (layer·head)</source>
        <translation>Tokens repetidos frente a primeras apariciones; puntuación de %1 de cada cabeza (capa·cabeza)</translation>
    </message>
    <message>
        <source> — phase change at step %1</source>
        <translation> — cambio de fase en el paso %1</translation>
    </message>
    <message>
        <source> — no phase change yet</source>
        <translation> — aún sin cambio de fase</translation>
    </message>
</context>
<context>
    <name>attn::ui::JoinedHeadsView</name>
    <message>
        <source>word</source>
        <translation>palabra</translation>
    </message>
    <message>
        <source>head · dimension</source>
        <translation>cabeza · dimensión</translation>
    </message>
    <message>
        <source>output axis</source>
        <translation>eje de salida</translation>
    </message>
    <message>
        <source>× W_O =</source>
        <translation>× W_O =</translation>
    </message>
    <message>
        <source>After the heads: &lt;b&gt;%1&lt;/b&gt;’s %2 results joined side by side (head &lt;i&gt;k&lt;/i&gt;’s numbers are h&lt;i&gt;k&lt;/i&gt;·1 …), then one matrix W_O mixes them into its output.</source>
        <translation>Tras las cabezas: los %2 resultados de &lt;b&gt;%1&lt;/b&gt; unidos uno al lado del otro (los números de la cabeza &lt;i&gt;k&lt;/i&gt; son h&lt;i&gt;k&lt;/i&gt;·1 …); después, una sola matriz W_O los mezcla en su salida.</translation>
    </message>
    <message>
        <source>%1 joined</source>
        <translation>%1 (unión)</translation>
    </message>
    <message>
        <source>%1 output</source>
        <translation>%1 (salida)</translation>
    </message>
</context>
<context>
    <name>attn::ui::LensView</name>
    <message>
        <source>Each layer&apos;s residual stream read through the final LayerNorm and the output head: what the model would predict next if it stopped there. The last row is its own prediction.</source>
        <translation>El flujo residual de cada capa leído a través de la LayerNorm final y la cabeza de salida: lo que el modelo predeciría a continuación si se detuviera ahí. La última fila es su propia predicción.</translation>
    </message>
    <message>
        <source>The token whose next token the layers guess</source>
        <translation>El token cuyo token siguiente conjeturan las capas</translation>
    </message>
    <message>
        <source>How many guesses each layer shows, likeliest first</source>
        <translation>Cuántas conjeturas muestra cada capa, de la más probable a la menos</translation>
    </message>
    <message>
        <source>After token:</source>
        <translation>Tras el token:</translation>
    </message>
    <message>
        <source>Guesses:</source>
        <translation>Conjeturas:</translation>
    </message>
    <message>
        <source>Opening the model… %1</source>
        <translation>Abriendo el modelo… %1</translation>
    </message>
    <message>
        <source>The model could not be opened: %1</source>
        <translation>No se pudo abrir el modelo: %1</translation>
    </message>
    <message>
        <source>Add a sentence to see the layers&apos; guesses on it.</source>
        <translation>Añade una frase para ver las conjeturas de las capas sobre ella.</translation>
    </message>
    <message>
        <source>Reading the sentence…</source>
        <translation>Leyendo la frase…</translation>
    </message>
    <message>
        <source>This pass kept no residual stream, so the layers&apos; guesses cannot be read.</source>
        <translation>Esta pasada no conservó el flujo residual, así que no se pueden leer las conjeturas de las capas.</translation>
    </message>
    <message>
        <source>Each layer&apos;s residual stream read through the final LayerNorm and the output head: what the model would predict next if it stopped there. The last row is its own prediction. On “%1”.</source>
        <translation>El flujo residual de cada capa leído a través de la LayerNorm final y la cabeza de salida: lo que el modelo predeciría a continuación si se detuviera ahí. La última fila es su propia predicción. Sobre “%1”.</translation>
    </message>
    <message>
        <source>guess %1</source>
        <translation>conjetura %1</translation>
    </message>
    <message>
        <source>%1 (token id %2): %3 %</source>
        <translation>%1 (id de token %2): %3 %</translation>
    </message>
    <message>
        <source>Open a model (File ▸ Open Model…, or File ▸ Get a Model… for GPT-2) to see its layers&apos; guesses.</source>
        <translation>Abre un modelo (Archivo ▸ Abrir modelo…, o Archivo ▸ Descargar un modelo… para GPT-2) para ver las conjeturas de sus capas.</translation>
    </message>
    <message>
        <source>Each layer&apos;s guesses are read under it.</source>
        <translation>Las conjeturas de cada capa se leen con él.</translation>
    </message>
</context>
<context>
    <name>attn::ui::LessonPane</name>
    <message>
        <source>your answer, e.g. 0.3</source>
        <translation>tu respuesta, p. ej. 0,3</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Comprobar</translation>
    </message>
    <message>
        <source>Click the cell you think is largest in the Attention pane.</source>
        <translation>Haz clic en el panel Atención en la celda que creas que es la mayor.</translation>
    </message>
    <message>
        <source>Show the answer</source>
        <translation>Mostrar la respuesta</translation>
    </message>
    <message>
        <source>Reveal without answering (R in presentation mode)</source>
        <translation>Revelar sin responder (R en el modo presentación)</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Atrás</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Siguiente ▶</translation>
    </message>
    <message>
        <source>Reset this step</source>
        <translation>Restaurar este paso</translation>
    </message>
    <message>
        <source>Previous step (Alt+Left)</source>
        <translation>Paso anterior (Alt+Left)</translation>
    </message>
    <message>
        <source>Next step (Alt+Right)</source>
        <translation>Paso siguiente (Alt+Right)</translation>
    </message>
    <message>
        <source>Put this step&apos;s view back (your edits to the lesson stay)</source>
        <translation>Devolver la vista de este paso (tus cambios en la lección se mantienen)</translation>
    </message>
    <message>
        <source>Start the course</source>
        <translation>Empezar el curso</translation>
    </message>
    <message>
        <source>Open the built-in course: from no mixing to a trained transformer (File ▸ Course)</source>
        <translation>Abrir el curso incluido: de no mezclar nada a un Transformer entrenado (Archivo ▸ Curso)</translation>
    </message>
    <message>
        <source>“%1” is not a number: type one such as 0.3 or 30%</source>
        <translation>“%1” no es un número: escribe uno como 0,3 o 30%</translation>
    </message>
    <message>
        <source>Your answer:</source>
        <translation>Tu respuesta:</translation>
    </message>
    <message>
        <source>  (predict)</source>
        <translation>  (predicción)</translation>
    </message>
    <message>
        <source>Step %1 of %2 · %3%4</source>
        <translation>Paso %1 de %2 · %3%4</translation>
    </message>
    <message>
        <source>This lesson has no steps</source>
        <translation>Esta lección no tiene pasos</translation>
    </message>
    <message>
        <source>This lesson has no guided steps.

**New here?** The built-in course walks from the first failed attempts at mixing words to a trained transformer, asking you to predict before it shows each answer: **Start the course** below, or **File ▸ Course**.

**Teaching?** Set the window up as a student should see it, then choose **Author ▸ New Step…**: write its text and, if you like, a question to predict.</source>
        <translation>Esta lección no tiene pasos guiados.

**¿Primera vez aquí?** El curso incluido va desde los primeros intentos fallidos de mezclar palabras hasta un Transformer entrenado, y te pide que predigas antes de mostrarte cada respuesta: **Empezar el curso**, abajo, o **Archivo ▸ Curso**.

**¿Das clase?** Prepara la ventana tal como debería verla el alumnado y elige **Autoría ▸ Nuevo paso…**: escribe su texto y, si quieres, una pregunta para predecir.</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Autoría</translation>
    </message>
    <message numerus="yes">
        <source>Author (%n note(s))</source>
        <translation>
            <numerusform>Autoría (%n nota)</numerusform>
            <numerusform>Autoría (%n notas)</numerusform>
        </translation>
    </message>
    <message>
        <source>Write the lesson: its properties and its steps</source>
        <translation>Escribir la lección: sus propiedades y sus pasos</translation>
    </message>
    <message>
        <source>Authoring notes: this step shows an answer before it is asked.
%1
Author ▸ Edit Step…: tick what to keep back on the View tab, or take the number out of the text.</source>
        <translation>Notas de autoría: este paso muestra una respuesta antes de preguntarla.
%1
Autoría ▸ Editar paso…: marca qué reservar en la pestaña Vista, o quita el número del texto.</translation>
    </message>
    <message>
        <source>The view differs from this step&apos;s: %1. The numbers above are computed for what you see; Reset this step puts the step&apos;s view back.</source>
        <translation>La vista difiere de la de este paso: %1. Los números de arriba se calculan para lo que ves; Restaurar este paso devuelve la vista del paso.</translation>
    </message>
    <message>
        <source>**Predict.** %1</source>
        <translation>**Predice.** %1</translation>
    </message>
    <message>
        <source>Lesson &amp;Properties…</source>
        <translation>&amp;Propiedades de la lección…</translation>
    </message>
    <message>
        <source>&amp;New Step…</source>
        <translation>&amp;Nuevo paso…</translation>
    </message>
    <message>
        <source>Add Step from &amp;Current View</source>
        <translation>Añadir paso desde la vista &amp;actual</translation>
    </message>
    <message>
        <source>&amp;Edit Step…</source>
        <translation>&amp;Editar paso…</translation>
    </message>
    <message>
        <source>&amp;Update Step from Current View</source>
        <translation>Ac&amp;tualizar paso desde la vista actual</translation>
    </message>
    <message>
        <source>Move &amp;Up</source>
        <translation>&amp;Subir</translation>
    </message>
    <message>
        <source>Move &amp;Down</source>
        <translation>&amp;Bajar</translation>
    </message>
    <message>
        <source>&amp;Arrange Steps…</source>
        <translation>&amp;Ordenar pasos…</translation>
    </message>
    <message>
        <source>De&amp;lete Step</source>
        <translation>E&amp;liminar paso</translation>
    </message>
    <message>
        <source>Step %1</source>
        <translation>Paso %1</translation>
    </message>
    <message>
        <source>Step %1 now sets the window as it is.</source>
        <translation>El paso %1 ahora prepara la ventana tal como está.</translation>
    </message>
    <message>
        <source>Deleted step %1 “%2”: Edit ▸ Undo brings it back.</source>
        <translation>Se eliminó el paso %1 “%2”: Editar ▸ Deshacer lo recupera.</translation>
    </message>
    <message>
        <source>Step text</source>
        <translation>Texto del paso</translation>
    </message>
    <message>
        <source>Question and verdict</source>
        <translation>Pregunta y veredicto</translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>Tu respuesta</translation>
    </message>
    <message>
        <source>Authoring notes: what this step names that the lesson lacks, in every language.
%1</source>
        <translation>Notas de autoría: lo que este paso nombra y a la lección le falta, en todos los idiomas.
%1</translation>
    </message>
    <message>
        <source>Handout, %1</source>
        <translation>Hoja, %1</translation>
    </message>
    <message>
        <source>The handout cannot be laid out: %1</source>
        <translation>No se puede maquetar la hoja: %1</translation>
    </message>
    <message>
        <source>Answers shown early</source>
        <translation>Respuestas mostradas antes de tiempo</translation>
    </message>
    <message>
        <source>No step shows a question&apos;s answer before it is asked: not in any pane of the window at an earlier step, not in any text, not on the handout&apos;s pages.</source>
        <translation>Ningún paso muestra la respuesta de una pregunta antes de hacerla: ni en ningún panel de la ventana en un paso anterior, ni en ningún texto, ni en las páginas de la hoja.</translation>
    </message>
    <message numerus="yes">
        <source>%n place(s) show a question&apos;s answer before it is asked. Tick what to keep back on the step&apos;s View tab (Author ▸ Edit Step…), or take the number out of the text.</source>
        <translation>
            <numerusform>%n lugar muestra la respuesta de una pregunta antes de hacerla. Marque lo que hay que reservar en la pestaña Vista del paso (Autoría ▸ Editar paso…) o quite el número del texto.</numerusform>
            <numerusform>%n lugares muestran la respuesta de una pregunta antes de hacerla. Marque lo que hay que reservar en la pestaña Vista del paso (Autoría ▸ Editar paso…) o quite el número del texto.</numerusform>
        </translation>
    </message>
    <message>
        <source>Chec&amp;k Every Step for Answers Shown Early</source>
        <translation>Comprobar en todos los pasos si se muestran respuestas antes de tiempo (&amp;K)</translation>
    </message>
</context>
<context>
    <name>attn::ui::LessonPropertiesDialog</name>
    <message>
        <source>Lesson Properties</source>
        <translation>Propiedades de la lección</translation>
    </message>
    <message>
        <source>What the lesson is about, e.g. “A bat, two meanings”</source>
        <translation>De qué trata la lección, p. ej. “Bat, dos significados”</translation>
    </message>
    <message>
        <source>One paragraph for the top of the Sentences pane and the handout</source>
        <translation>Un párrafo para la parte superior del panel Frases y para los apuntes</translation>
    </message>
    <message>
        <source>The word the lesson follows: highlighted when the lesson opens, and the word whose blend Export Figure Set draws. Empty: none.</source>
        <translation>La palabra que sigue la lección: se resalta al abrir la lección y es la palabra cuya mezcla dibuja Exportar conjunto de figuras. Vacío: ninguna.</translation>
    </message>
    <message>
        <source>All rights reserved</source>
        <translation>Todos los derechos reservados</translation>
    </message>
    <message>
        <source>The terms others may share the lesson under</source>
        <translation>Los términos bajo los que otros pueden compartir la lección</translation>
    </message>
    <message>
        <source>&amp;Title</source>
        <translation>&amp;Título</translation>
    </message>
    <message>
        <source>&amp;Description</source>
        <translation>&amp;Descripción</translation>
    </message>
    <message>
        <source>&amp;Focus word</source>
        <translation>&amp;Palabra foco</translation>
    </message>
    <message>
        <source>&amp;Author</source>
        <translation>&amp;Autor</translation>
    </message>
    <message>
        <source>&amp;Licence</source>
        <translation>&amp;Licencia</translation>
    </message>
    <message>
        <source>The focus word ‘%1’ is not in the vocabulary: choose one of the lesson&apos;s words, or none.</source>
        <translation>La palabra foco ‘%1’ no está en el vocabulario: elige una de las palabras de la lección, o ninguna.</translation>
    </message>
    <message>
        <source>Language of the translated title and description</source>
        <translation>Idioma del título y la descripción traducidos</translation>
    </message>
    <message>
        <source>In another language (a field left empty shows the text above; each step&apos;s words are on the step editor&apos;s Languages tab):</source>
        <translation>En otro idioma (un campo vacío muestra el texto de arriba; las palabras de cada paso están en la pestaña Idiomas del editor de pasos):</translation>
    </message>
    <message>
        <source>Lan&amp;guage</source>
        <translation>I&amp;dioma</translation>
    </message>
    <message>
        <source>Title i&amp;n it</source>
        <translation>Tít&amp;ulo en ese idioma</translation>
    </message>
    <message>
        <source>Descri&amp;ption in it</source>
        <translation>Descri&amp;pción en ese idioma</translation>
    </message>
    <message>
        <source>Set the lesson&apos;s title in other languages</source>
        <translation>Poner el título de la lección en otros idiomas</translation>
    </message>
</context>
<context>
    <name>attn::ui::LessonSession</name>
    <message>
        <source>The answer: %1.</source>
        <translation>La respuesta: %1.</translation>
    </message>
    <message>
        <source>The answer was %1; after your edit it is %2.</source>
        <translation>La respuesta era %1; tras tu cambio es %2.</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>Right: %1. You said %2.</source>
        <translation>Correcto: %1. Dijiste %2.</translation>
    </message>
    <message>
        <source>Not quite: the answer is %1. You said %2.</source>
        <translation>No del todo: la respuesta es %1. Dijiste %2.</translation>
    </message>
    <message>
        <source>right at the time</source>
        <translation>correcta en ese momento</translation>
    </message>
    <message>
        <source>not right at the time</source>
        <translation>incorrecta en ese momento</translation>
    </message>
    <message>
        <source>You answered %1, %2; after your edit it is right: the answer is now %3.</source>
        <translation>Respondiste %1, %2; tras tu cambio es correcta: ahora la respuesta es %3.</translation>
    </message>
    <message>
        <source>You answered %1, %2; after your edit the answer is %3.</source>
        <translation>Respondiste %1, %2; tras tu cambio la respuesta es %3.</translation>
    </message>
    <message>
        <source>on</source>
        <translation>sí</translation>
    </message>
    <message>
        <source>off</source>
        <translation>no</translation>
    </message>
    <message>
        <source>the rung is “%1” here, “%2” in the step</source>
        <translation>el peldaño es “%1” aquí y “%2” en el paso</translation>
    </message>
    <message>
        <source>%1 heads here, %2 in the step</source>
        <translation>%1 cabezas aquí, %2 en el paso</translation>
    </message>
    <message>
        <source>Scale is %1 here, %2 in the step</source>
        <translation>Escalado: %1 aquí, %2 en el paso</translation>
    </message>
    <message>
        <source>Causal is %1 here, %2 in the step</source>
        <translation>Causal: %1 aquí, %2 en el paso</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>(cannot be computed: %1)</source>
        <translation>(no se puede calcular: %1)</translation>
    </message>
    <message>
        <source>The question asks about %1’s row: click a cell in that row.</source>
        <translation>La pregunta trata de la fila de %1: haz clic en una celda de esa fila.</translation>
    </message>
    <message>
        <source>Reset this step</source>
        <translation>Restaurar este paso</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n head(s)</source>
        <translation>
            <numerusform>%1, %n cabeza</numerusform>
            <numerusform>%1, %n cabezas</numerusform>
        </translation>
    </message>
    <message>
        <source>Step %1 is as you entered it: %2, scaling %3.</source>
        <translation>El paso %1 está como lo encontraste al entrar: %2, escalado %3.</translation>
    </message>
    <message>
        <source>%1 here, %2 in the step</source>
        <translation>%1 aquí, %2 en el paso</translation>
    </message>
    <message>
        <source>the RoPE base is %1 here, %2 in the step</source>
        <translation>la base de RoPE es %1 aquí y %2 en el paso</translation>
    </message>
    <message>
        <source>Right: %1.</source>
        <translation>Correcto: %1.</translation>
    </message>
    <message>
        <source>This question is about the hand-wired attention&apos;s map, but the step shows the model&apos;s: it cannot be answered here.</source>
        <translation>Esta pregunta trata del mapa de la atención cableada a mano, pero el paso muestra el del modelo: no se puede responder aquí.</translation>
    </message>
</context>
<context>
    <name>attn::ui::LossChart</name>
    <message>
        <source>train loss</source>
        <translation>pérdida de entrenamiento</translation>
    </message>
    <message>
        <source>validation loss</source>
        <translation>pérdida de validación</translation>
    </message>
    <message>
        <source>timeline</source>
        <translation>línea de tiempo</translation>
    </message>
    <message>
        <source>step</source>
        <translation>paso</translation>
    </message>
    <message>
        <source>loss (nats)</source>
        <translation>pérdida (nats)</translation>
    </message>
    <message>
        <source>phase change</source>
        <translation>cambio de fase</translation>
    </message>
    <message>
        <source>Dashed grey: %1</source>
        <translation>Gris discontinuo: %1</translation>
    </message>
    <message>
        <source>earlier validation</source>
        <translation>validación anterior</translation>
    </message>
</context>
<context>
    <name>attn::ui::MiniHeatmap</name>
    <message>
        <source>Hidden until you answer the lesson&apos;s question</source>
        <translation>Oculto hasta que respondas a la pregunta de la lección</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; cannot see &lt;b&gt;%2&lt;/b&gt;: it comes later (causal mask, weight 0)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; no puede ver &lt;b&gt;%2&lt;/b&gt;: viene después (máscara causal, peso 0)</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2) looks at &lt;b&gt;%3&lt;/b&gt; (%4): %5&lt;br&gt;click for the large map</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; (%2) mira a &lt;b&gt;%3&lt;/b&gt; (%4): %5&lt;br&gt;haz clic para ver el mapa grande</translation>
    </message>
    <message>
        <source>∂loss/∂score of &lt;b&gt;%1&lt;/b&gt; (%2) on &lt;b&gt;%3&lt;/b&gt; (%4): %5&lt;br&gt;%6&lt;br&gt;click for the large map</source>
        <translation>∂pérdida/∂puntuación de &lt;b&gt;%1&lt;/b&gt; (%2) sobre &lt;b&gt;%3&lt;/b&gt; (%4): %5&lt;br&gt;%6&lt;br&gt;haz clic para el mapa grande</translation>
    </message>
    <message>
        <source>the loss wants this score up</source>
        <translation>la pérdida quiere subir esta puntuación</translation>
    </message>
    <message>
        <source>the loss wants this score down</source>
        <translation>la pérdida quiere bajar esta puntuación</translation>
    </message>
    <message>
        <source>the loss does not move this score</source>
        <translation>la pérdida no mueve esta puntuación</translation>
    </message>
    <message>
        <source>prev. token</source>
        <translation>token ant.</translation>
    </message>
    <message>
        <source>prev.</source>
        <translation>ant.</translation>
    </message>
</context>
<context>
    <name>attn::ui::ModelOverview</name>
    <message>
        <source>prev</source>
        <translation>ant</translation>
    </message>
    <message>
        <source>first</source>
        <translation>prim</translation>
    </message>
    <message>
        <source>self</source>
        <translation>mismo</translation>
    </message>
    <message>
        <source>unif</source>
        <translation>unif</translation>
    </message>
    <message>
        <source>token looking</source>
        <translation>token que mira</translation>
    </message>
    <message>
        <source>word looking</source>
        <translation>palabra que mira</translation>
    </message>
    <message>
        <source>token looked at</source>
        <translation>token mirado</translation>
    </message>
    <message>
        <source>word looked at</source>
        <translation>palabra mirada</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportar…</translation>
    </message>
    <message>
        <source>The first layer shown</source>
        <translation>La primera capa mostrada</translation>
    </message>
    <message>
        <source>The last layer shown</source>
        <translation>La última capa mostrada</translation>
    </message>
    <message>
        <source>All patterns</source>
        <translation>Todos los patrones</translation>
    </message>
    <message>
        <source>Show only the heads whose clear pattern is this one (none: no clear pattern)</source>
        <translation>Mostrar solo las cabezas cuyo patrón claro es este (ninguno: sin patrón claro)</translation>
    </message>
    <message>
        <source>Write the heads shown as a figure (PNG, SVG or PDF)</source>
        <translation>Guardar las cabezas mostradas como figura (PNG, SVG o PDF)</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>Capas</translation>
    </message>
    <message>
        <source>to</source>
        <translation>a</translation>
    </message>
    <message>
        <source>Add a sentence to see what every head of the model does with it.</source>
        <translation>Añade una frase para ver qué hace con ella cada cabeza del modelo.</translation>
    </message>
    <message>
        <source>The trained model cannot read this sentence.</source>
        <translation>El modelo entrenado no puede leer esta frase.</translation>
    </message>
    <message>
        <source>The trained model&apos;s maps cannot be read: %1</source>
        <translation>No se pueden leer los mapas del modelo entrenado: %1</translation>
    </message>
    <message>
        <source>The lesson&apos;s model cannot be opened: %1</source>
        <translation>No se puede abrir el modelo de la lección: %1</translation>
    </message>
    <message>
        <source>The model is reading this sentence …</source>
        <translation>El modelo está leyendo esta frase …</translation>
    </message>
    <message>
        <source>The model&apos;s maps cannot be read: %1</source>
        <translation>No se pueden leer los mapas del modelo: %1</translation>
    </message>
    <message>
        <source>The maps are hidden until you answer the lesson&apos;s question: they would show where each head looks.</source>
        <translation>Los mapas están ocultos hasta que respondas a la pregunta de la lección: mostrarían adónde mira cada cabeza.</translation>
    </message>
    <message>
        <source>All heads</source>
        <translation>Todas las cabezas</translation>
    </message>
    <message>
        <source>head %1</source>
        <translation>cabeza %1</translation>
    </message>
    <message>
        <source>No head matches these filters: widen the layers, or choose all heads or all patterns.</source>
        <translation>Ninguna cabeza cumple estos filtros: amplía el rango de capas o elige todas las cabezas o todos los patrones.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Layer %1 · head %2&lt;/b&gt; — %3</source>
        <translation>&lt;b&gt;Capa %1 · cabeza %2&lt;/b&gt; — %3</translation>
    </message>
    <message>
        <source>&lt;b&gt;Layer %1, head %2&lt;/b&gt;&lt;br&gt;%3</source>
        <translation>&lt;b&gt;Capa %1, cabeza %2&lt;/b&gt;&lt;br&gt;%3</translation>
    </message>
    <message>
        <source>&lt;br&gt;Head roles test: previous-token %1, induction %2, duplicate %3, first-token %4</source>
        <translation>&lt;br&gt;Prueba de papeles: token anterior %1, inducción %2, duplicado %3, primer token %4</translation>
    </message>
    <message>
        <source>&lt;br&gt;click to read it large</source>
        <translation>&lt;br&gt;haz clic para leerla en grande</translation>
    </message>
    <message>
        <source>This lesson has no model. Train one in the Training dock, get GPT-2 (File ▸ Get a Model…), open a GPT-2 or nanoGPT model you have (File ▸ Open Model…), or open a lesson that points at one; every head of every layer then shows here.</source>
        <translation>Esta lección no tiene modelo. Entrena uno en el panel Entrenamiento, descarga GPT-2 (Archivo ▸ Descargar un modelo…), abre un modelo GPT-2 o nanoGPT que tengas (Archivo ▸ Abrir modelo…), o abre una lección que apunte a uno; entonces aquí se muestran todas las cabezas de todas las capas.</translation>
    </message>
    <message>
        <source>%1 — %2; hatched cells above the diagonal are masked (causal).</source>
        <translation>%1 — %2; las celdas rayadas sobre la diagonal están enmascaradas (causal).</translation>
    </message>
</context>
<context>
    <name>attn::ui::ModelPane</name>
    <message>
        <source>All heads</source>
        <translation>Todas las cabezas</translation>
    </message>
    <message>
        <source>Layers&apos; guesses</source>
        <translation>Conjeturas de las capas</translation>
    </message>
    <message>
        <source>Rollout</source>
        <translation>Rollout</translation>
    </message>
    <message>
        <source>Generate</source>
        <translation>Generar</translation>
    </message>
    <message>
        <source>What if</source>
        <translation>Y si</translation>
    </message>
    <message>
        <source>Patching</source>
        <translation>Parcheo</translation>
    </message>
    <message>
        <source>Head roles</source>
        <translation>Papeles de las cabezas</translation>
    </message>
    <message>
        <source>&amp;Sentence:</source>
        <translation>&amp;Frase:</translation>
    </message>
    <message>
        <source>Which of the two shown sentences All heads, Layers&apos; guesses, Rollout and What if speak of. Both sentences: All heads, Layers&apos; guesses and Rollout show the two side by side (one above the other in a narrow dock); the other tabs speak of the first.</source>
        <translation>De cuál de las dos frases mostradas hablan «Todas las cabezas», «Conjeturas de las capas», «Rollout» y «Y si». Ambas frases: «Todas las cabezas», «Conjeturas de las capas» y «Rollout» muestran las dos lado a lado (una encima de otra en un panel estrecho); las demás pestañas hablan de la primera.</translation>
    </message>
    <message>
        <source>Both sentences</source>
        <translation>Ambas frases</translation>
    </message>
</context>
<context>
    <name>attn::ui::NextWordItemModel</name>
    <message>
        <source>after “%1” the model expects…</source>
        <translation>tras “%1” el modelo espera…</translation>
    </message>
    <message>
        <source>P(“%1” next | … “%2”) = %3</source>
        <translation>P(“%1” siguiente | … “%2”) = %3</translation>
    </message>
    <message>
        <source>after</source>
        <translation>tras</translation>
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
        <translation>peso</translation>
    </message>
    <message>
        <source>structure found</source>
        <translation>estructura encontrada</translation>
    </message>
    <message>
        <source>step</source>
        <translation>paso</translation>
    </message>
    <message>
        <source>Press Start: one attention weight of the probe, step by step</source>
        <translation>Pulsa Iniciar: un peso de atención de la frase de prueba, paso a paso</translation>
    </message>
    <message>
        <source> — structure at step %1</source>
        <translation> — estructura en el paso %1</translation>
    </message>
    <message>
        <source> — still static</source>
        <translation> — todavía estática</translation>
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
        <translation>la misma longitud, una cosa cambiada (los nombres intercambiados)</translation>
    </message>
    <message>
        <source>one token, e.g. “ Mary”</source>
        <translation>un token, p. ej. « Mary»</translation>
    </message>
    <message>
        <source>one token, e.g. “ John”</source>
        <translation>un token, p. ej. « John»</translation>
    </message>
    <message>
        <source>each head</source>
        <translation>cada cabeza</translation>
    </message>
    <message>
        <source>each position of the residual stream</source>
        <translation>cada posición del flujo residual</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Ejecutar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Patching map</source>
        <translation>Mapa de parcheo</translation>
    </message>
    <message>
        <source>Next token</source>
        <translation>Token siguiente</translation>
    </message>
    <message>
        <source>Probability</source>
        <translation>Probabilidad</translation>
    </message>
    <message>
        <source>&amp;Clean prompt:</source>
        <translation>Prompt &amp;limpio:</translation>
    </message>
    <message>
        <source>C&amp;orrupted prompt:</source>
        <translation>Prompt &amp;corrupto:</translation>
    </message>
    <message>
        <source>&amp;Answer:</source>
        <translation>&amp;Respuesta:</translation>
    </message>
    <message>
        <source>&amp;Foil:</source>
        <translation>&amp;Alternativa:</translation>
    </message>
    <message>
        <source>&amp;Patch:</source>
        <translation>&amp;Parchear:</translation>
    </message>
    <message>
        <source>How much of the clean prompt&apos;s answer comes back when one head&apos;s output is taken from the clean run into the corrupted one: (patched − corrupted) / (clean − corrupted) of logit(answer) − logit(foil); 1 = fully restored.</source>
        <translation>Cuánto de la respuesta del prompt limpio vuelve cuando la salida de una cabeza se toma de la pasada limpia y se pone en la corrupta: (parcheada − corrupta) / (limpia − corrupta) de logit(respuesta) − logit(alternativa); 1 = restaurada por completo.</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Cancelado.</translation>
    </message>
    <message>
        <source>This lesson has no model: train one, or open a GPT-2 or nanoGPT model, to patch its heads.</source>
        <translation>Esta lección no tiene modelo: entrene uno, o abra un modelo GPT-2 o nanoGPT, para parchear sus cabezas.</translation>
    </message>
    <message>
        <source>Type a clean and a corrupted prompt.</source>
        <translation>Escriba un prompt limpio y uno corrupto.</translation>
    </message>
    <message>
        <source>Patching %1 layers …</source>
        <translation>Parcheando %1 capas …</translation>
    </message>
    <message>
        <source>layer %1</source>
        <translation>capa %1</translation>
    </message>
    <message>
        <source>head %1</source>
        <translation>cabeza %1</translation>
    </message>
    <message>
        <source>logit(answer) − logit(foil): clean %1, corrupted %2. Each tile: the share of that difference its patch restores (1 = fully). Click a tile for its run&apos;s next tokens.</source>
        <translation>logit(respuesta) − logit(alternativa): limpia %1, corrupta %2. Cada casilla: la parte de esa diferencia que su parche restaura (1 = por completo). Haga clic en una casilla para ver los tokens siguientes de su pasada.</translation>
    </message>
    <message>
        <source>Layer %1, %2 patched from the clean run: restores %3.</source>
        <translation>Capa %1, %2 parcheada desde la pasada limpia: restaura %3.</translation>
    </message>
    <message>
        <source>layer</source>
        <translation>capa</translation>
    </message>
    <message>
        <source>position</source>
        <translation>posición</translation>
    </message>
    <message>
        <source>head</source>
        <translation>cabeza</translation>
    </message>
    <message>
        <source>Patching “%1” into “%2”: the share of logit(%3) − logit(%4) restored</source>
        <translation>Parcheo de «%1» en «%2»: la parte restaurada de logit(%3) − logit(%4)</translation>
    </message>
    <message>
        <source>The answer “%1” is not one token of the model (%2 tokens): give one token.</source>
        <translation>La respuesta «%1» no es un solo token del modelo (%2 tokens): indique un token.</translation>
    </message>
    <message>
        <source>The foil “%1” is not one token of the model (%2 tokens): give one token.</source>
        <translation>La alternativa «%1» no es un solo token del modelo (%2 tokens): indique un token.</translation>
    </message>
    <message>
        <source>The map is of the model&apos;s own runs: the what-if is not laid over them.</source>
        <translation>El mapa es de las ejecuciones propias del modelo: el «y si» no se aplica sobre ellas.</translation>
    </message>
</context>
<context>
    <name>attn::ui::PositionsPane</name>
    <message>
        <source>The word whose query is scored (RoPE&apos;s map and the shift test)</source>
        <translation>La palabra cuya consulta se puntúa (mapa de RoPE y prueba de desplazamiento)</translation>
    </message>
    <message>
        <source>The word whose key is scored (RoPE&apos;s map and the shift test)</source>
        <translation>La palabra cuya clave se puntúa (mapa de RoPE y prueba de desplazamiento)</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportar…</translation>
    </message>
    <message>
        <source>Save the position map as it is shown (PNG, SVG or PDF)</source>
        <translation>Guardar el mapa de posiciones tal como se muestra (PNG, SVG o PDF)</translation>
    </message>
    <message>
        <source>&amp;Map:</source>
        <translation>&amp;Mapa:</translation>
    </message>
    <message>
        <source>&amp;Words:</source>
        <translation>&amp;Palabras:</translation>
    </message>
    <message>
        <source>Position map</source>
        <translation>Mapa de posiciones</translation>
    </message>
    <message>
        <source>A word of the lesson to put before the first word</source>
        <translation>Una palabra de la lección para poner antes de la primera palabra</translation>
    </message>
    <message>
        <source>Shift test</source>
        <translation>Prueba de desplazamiento</translation>
    </message>
    <message>
        <source>Positions</source>
        <translation>Posiciones</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Ahora</translation>
    </message>
    <message>
        <source>Moved on</source>
        <translation>Desplazado</translation>
    </message>
    <message>
        <source>Changed?</source>
        <translation>¿Cambia?</translation>
    </message>
    <message>
        <source>This lesson has no sentences yet: add one in the Sentences pane.</source>
        <translation>Esta lección aún no tiene frases: añade una en el panel Frases.</translation>
    </message>
    <message>
        <source>The sentence is empty.</source>
        <translation>La frase está vacía.</translation>
    </message>
    <message>
        <source>The position map is kept back until the question is answered.</source>
        <translation>El mapa de posiciones permanece oculto hasta que se responda la pregunta.</translation>
    </message>
    <message>
        <source>The score of “%1” on “%2” (head %3), then with “%4” in front: every position one further on.</source>
        <translation>La puntuación de “%1” sobre “%2” (cabeza %3) y después con “%4” delante: cada posición, un lugar más allá.</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <source>As shown</source>
        <translation>Como se muestra</translation>
    </message>
    <message>
        <source>Which encoding&apos;s map to draw: the one of the attention shown (the toolbar&apos;s, or the model&apos;s own), or another</source>
        <translation>Qué codificación dibuja el mapa: la de la atención mostrada (la de la barra de herramientas o la propia del modelo) u otra</translation>
    </message>
    <message>
        <source>Put a word in fr&amp;ont:</source>
        <translation>Poner una palabra &amp;delante:</translation>
    </message>
    <message>
        <source>Hea&amp;d:</source>
        <translation>&amp;Cabeza:</translation>
    </message>
    <message>
        <source>Position map: %1</source>
        <translation>Mapa de posiciones: %1</translation>
    </message>
</context>
<context>
    <name>attn::ui::ProbePanel</name>
    <message>
        <source>No model yet.</source>
        <translation>Aún no hay modelo.</translation>
    </message>
    <message>
        <source>a sentence to watch</source>
        <translation>una frase para observar</translation>
    </message>
    <message>
        <source>Below 1: safer, likelier words; above 1: more surprising ones.</source>
        <translation>Por debajo de 1: palabras más seguras y probables; por encima de 1: más sorprendentes.</translation>
    </message>
    <message>
        <source>Generate</source>
        <translation>Generar</translation>
    </message>
    <message>
        <source>Continue the probe sentence with 12 sampled words</source>
        <translation>Continuar la frase de prueba con 12 palabras muestreadas</translation>
    </message>
    <message>
        <source>Probe:</source>
        <translation>Prueba:</translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation>Temperatura</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Semilla</translation>
    </message>
    <message>
        <source>Next word: the five likeliest after each word</source>
        <translation>Palabra siguiente: las cinco más probables tras cada palabra</translation>
    </message>
    <message>
        <source>Type a probe sentence to see its attention.</source>
        <translation>Escribe una frase de prueba para ver su atención.</translation>
    </message>
    <message>
        <source>Not in the model&apos;s vocabulary, so read as &lt;unk&gt;: %1.</source>
        <translation>No está en el vocabulario del modelo, así que se lee como &lt;unk&gt;: %1.</translation>
    </message>
    <message>
        <source>&lt;b&gt;layer %1 · head %2&lt;/b&gt; — rows: the word looking; columns: the word looked at</source>
        <translation>&lt;b&gt;capa %1 · cabeza %2&lt;/b&gt; — filas: la palabra que mira; columnas: la palabra mirada</translation>
    </message>
    <message>
        <source>word looking</source>
        <translation>palabra que mira</translation>
    </message>
    <message>
        <source>word looked at</source>
        <translation>palabra mirada</translation>
    </message>
    <message>
        <source>layer %1 · head %2</source>
        <translation>capa %1 · cabeza %2</translation>
    </message>
    <message>
        <source>Hatched cells above the diagonal are masked (weight 0): each word looks only at itself and the words before it.</source>
        <translation>Las celdas rayadas sobre la diagonal están enmascaradas (peso 0): cada palabra solo se mira a sí misma y a las palabras anteriores.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; cannot see &lt;b&gt;%2&lt;/b&gt;: it comes later (causal mask, weight 0)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; no puede ver &lt;b&gt;%2&lt;/b&gt;: viene después (máscara causal, peso 0)</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; looks at &lt;b&gt;%2&lt;/b&gt; with weight &lt;b&gt;%3&lt;/b&gt;&lt;br&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; mira a &lt;b&gt;%2&lt;/b&gt; con peso &lt;b&gt;%3&lt;/b&gt;&lt;br&gt;</translation>
    </message>
    <message>
        <source>weight = exp(s&lt;sub&gt;%1,%2&lt;/sub&gt;) / Σ&lt;sub&gt;k ≤ %1&lt;/sub&gt; exp(s&lt;sub&gt;%1,k&lt;/sub&gt;), s = q·k / √dk&lt;br&gt;</source>
        <translation>peso = exp(s&lt;sub&gt;%1,%2&lt;/sub&gt;) / Σ&lt;sub&gt;k ≤ %1&lt;/sub&gt; exp(s&lt;sub&gt;%1,k&lt;/sub&gt;), s = q·k / √dk&lt;br&gt;</translation>
    </message>
    <message>
        <source>row %1 (%2 words it can see): %3 = %4</source>
        <translation>fila %1 (%2 palabras que puede ver): %3 = %4</translation>
    </message>
    <message>
        <source>&lt;i&gt;%1&lt;/i&gt; &lt;b&gt;%2&lt;/b&gt;&lt;br&gt;&lt;small&gt;sampled from: %3 (temperature %4, seed %5)&lt;/small&gt;</source>
        <translation>&lt;i&gt;%1&lt;/i&gt; &lt;b&gt;%2&lt;/b&gt;&lt;br&gt;&lt;small&gt;muestreado de: %3 (temperatura %4, semilla %5)&lt;/small&gt;</translation>
    </message>
    <message>
        <source>Attention weights</source>
        <translation>Pesos de atención</translation>
    </message>
    <message>
        <source>Gradient of the loss (∂loss/∂score)</source>
        <translation>Gradiente de la pérdida (∂pérdida/∂puntuación)</translation>
    </message>
    <message>
        <source>Gradient: for the loss of predicting every next word of the probe, how each attention score should move. Blue: the loss wants the score up; red: down.</source>
        <translation>Gradiente: para la pérdida de predecir cada palabra siguiente de la frase de prueba, cómo debería moverse cada puntuación de atención. Azul: la pérdida quiere subirla; rojo: bajarla.</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>Mostrar:</translation>
    </message>
    <message>
        <source>The gradient needs a probe of two words or more: the loss is the prediction of each next word.</source>
        <translation>El gradiente necesita una frase de prueba de dos palabras o más: la pérdida es la predicción de cada palabra siguiente.</translation>
    </message>
    <message>
        <source>%1 — loss of the probe&apos;s next words %2; blue: the loss wants a score up, red: down</source>
        <translation>%1 — pérdida de las palabras siguientes de la frase de prueba %2; azul: la pérdida quiere subir una puntuación, rojo: bajarla</translation>
    </message>
    <message>
        <source>&lt;b&gt;layer %1 · head %2&lt;/b&gt; — ∂loss/∂score: rows the word looking, columns the word looked at</source>
        <translation>&lt;b&gt;capa %1 · cabeza %2&lt;/b&gt; — ∂pérdida/∂puntuación: filas la palabra que mira, columnas la palabra mirada</translation>
    </message>
    <message>
        <source> · ∂loss/∂score</source>
        <translation> · ∂pérdida/∂puntuación</translation>
    </message>
    <message>
        <source>How the loss of predicting each next word would move each attention score: blue, the loss wants it up; red, down. Hatched cells above the diagonal are masked.</source>
        <translation>Cómo la pérdida de predecir cada palabra siguiente movería cada puntuación de atención: azul, la pérdida quiere subirla; rojo, bajarla. Las celdas rayadas sobre la diagonal están enmascaradas.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; cannot see &lt;b&gt;%2&lt;/b&gt;: it comes later (causal mask)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; no puede ver &lt;b&gt;%2&lt;/b&gt;: viene después (máscara causal)</translation>
    </message>
    <message>
        <source>∂loss/∂score of &lt;b&gt;%1&lt;/b&gt; on &lt;b&gt;%2&lt;/b&gt;: &lt;b&gt;%3&lt;/b&gt; (weight %4)&lt;br&gt;%5</source>
        <translation>∂pérdida/∂puntuación de &lt;b&gt;%1&lt;/b&gt; sobre &lt;b&gt;%2&lt;/b&gt;: &lt;b&gt;%3&lt;/b&gt; (peso %4)&lt;br&gt;%5</translation>
    </message>
    <message>
        <source>gradient descent raises this score: the loss falls if it grows</source>
        <translation>el descenso de gradiente sube esta puntuación: la pérdida baja si crece</translation>
    </message>
    <message>
        <source>gradient descent lowers this score: the loss grows with it</source>
        <translation>el descenso de gradiente baja esta puntuación: la pérdida crece con ella</translation>
    </message>
    <message>
        <source>this score does not move the loss</source>
        <translation>esta puntuación no mueve la pérdida</translation>
    </message>
    <message>
        <source>‘%1’ (at position %2)</source>
        <translation>‘%1’ (en la posición %2)</translation>
    </message>
</context>
<context>
    <name>attn::ui::Quotes</name>
    <message>
        <source>“%1”</source>
        <extracomment>Quotation marks around a quoted sentence or token, in this language&apos;s style</extracomment>
        <translation>«%1»</translation>
    </message>
</context>
<context>
    <name>attn::ui::RandomKeysDialog</name>
    <message>
        <source>√d experiment: random queries and keys</source>
        <translation>Experimento √d: consultas y claves aleatorias</translation>
    </message>
    <message>
        <source>One random query scored against random keys, each of &lt;b&gt;d&lt;/b&gt; numbers drawn from a standard normal. A score adds up d products, so scores spread like √d. Raise d and watch the top row go one-hot while the bottom row, divided by √d, stays spread.</source>
        <translation>Una consulta aleatoria puntuada frente a claves aleatorias, cada una de &lt;b&gt;d&lt;/b&gt; números extraídos de una normal estándar. Una puntuación suma d productos, así que las puntuaciones se dispersan como √d. Sube d y observa cómo la fila de arriba se vuelve one-hot mientras la de abajo, dividida entre √d, sigue repartida.</translation>
    </message>
    <message>
        <source>d, numbers per query and key</source>
        <translation>d, números por consulta y clave</translation>
    </message>
    <message>
        <source>number of keys</source>
        <translation>número de claves</translation>
    </message>
    <message>
        <source>New draw</source>
        <translation>Nuevo sorteo</translation>
    </message>
    <message>
        <source>d (numbers per query and key):</source>
        <translation>d (números por consulta y clave):</translation>
    </message>
    <message>
        <source>Keys:</source>
        <translation>Claves:</translation>
    </message>
    <message>
        <source>softmax</source>
        <translation>softmax</translation>
    </message>
    <message>
        <source>key</source>
        <translation>clave</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
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
        <translation>d = %1: las puntuaciones se dispersan %2 (√d = %3). Mayor proporción: %4 tal cual, %5 divididas entre √d.</translation>
    </message>
</context>
<context>
    <name>attn::ui::RolloutView</name>
    <message>
        <source>The token whose incoming flow is shown</source>
        <translation>El token cuyo flujo entrante se muestra</translation>
    </message>
    <message>
        <source>After the last layer: how much of each input token reaches the chosen one</source>
        <translation>Tras la última capa: cuánto de cada token de entrada llega al token elegido</translation>
    </message>
    <message>
        <source>Layer by layer: a row per layer l, the flow through layers 1…l</source>
        <translation>Capa a capa: una fila por capa l, el flujo a través de las capas 1…l</translation>
    </message>
    <message>
        <source>Into token:</source>
        <translation>Hacia el token:</translation>
    </message>
    <message>
        <source>Add a sentence to see how attention flows through the model on it.</source>
        <translation>Añade una frase para ver cómo fluye la atención por el modelo sobre ella.</translation>
    </message>
    <message>
        <source>Opening the model… %1</source>
        <translation>Abriendo el modelo… %1</translation>
    </message>
    <message>
        <source>The model could not be opened: %1</source>
        <translation>No se pudo abrir el modelo: %1</translation>
    </message>
    <message>
        <source>Reading the sentence…</source>
        <translation>Leyendo la frase…</translation>
    </message>
    <message>
        <source>The trained model cannot read this sentence.</source>
        <translation>El modelo entrenado no puede leer esta frase.</translation>
    </message>
    <message>
        <source>On “%1”.</source>
        <translation>Sobre “%1”.</translation>
    </message>
    <message>
        <source>the model</source>
        <translation>el modelo</translation>
    </message>
    <message>
        <source>trained model (%1 steps)</source>
        <translation>modelo entrenado (%1 pasos)</translation>
    </message>
    <message>
        <source>trained model</source>
        <translation>modelo entrenado</translation>
    </message>
    <message>
        <source>Hidden until you answer the lesson&apos;s question: the flow is made of the attention weights it asks about.</source>
        <translation>Oculto hasta que respondas la pregunta de la lección: el flujo está hecho de los pesos de atención por los que pregunta.</translation>
    </message>
    <message>
        <source>Open a model (File ▸ Open Model…, or File ▸ Get a Model… for GPT-2), or train one here, to see how attention flows through its layers.</source>
        <translation>Abre un modelo (Archivo ▸ Abrir modelo…, o Archivo ▸ Descargar un modelo… para GPT-2), o entrena uno aquí, para ver cómo fluye la atención por sus capas.</translation>
    </message>
    <message>
        <source>Rollout reads the attention weights: a cut line is cut, but a switched-off head&apos;s weights still count in its layer&apos;s average.</source>
        <translation>El rollout lee los pesos de atención: una línea cortada queda cortada, pero los pesos de una cabeza apagada siguen contando en el promedio de su capa.</translation>
    </message>
</context>
<context>
    <name>attn::ui::ScrubTableView</name>
    <message>
        <source>Drag left or right on a cell to scrub its value (Shift: finer); double-click to type</source>
        <translation>Arrastra a izquierda o derecha sobre una celda para ajustar su valor (Shift: más fino); doble clic para escribir</translation>
    </message>
</context>
<context>
    <name>attn::ui::SentenceItemModel</name>
    <message>
        <source>Opening the model …</source>
        <translation>Abriendo el modelo …</translation>
    </message>
    <message>
        <source>The model could not be opened: %1</source>
        <translation>No se pudo abrir el modelo: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n token(s) as the model reads them: %1</source>
        <translation>
            <numerusform>%n token tal como lo lee el modelo: %1</numerusform>
            <numerusform>%n tokens tal como los lee el modelo: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Tick to show this sentence; tick two to compare them side by side</source>
        <translation>Márcala para mostrar esta frase; marca dos para compararlas una al lado de la otra</translation>
    </message>
</context>
<context>
    <name>attn::ui::SentencesPane</name>
    <message>
        <source>+ Sentence</source>
        <translation>+ Frase</translation>
    </message>
    <message>
        <source>− Sentence</source>
        <translation>− Frase</translation>
    </message>
    <message>
        <source>Two sentences are compared at a time: “%1” is no longer shown (tick it to bring it back).</source>
        <translation>Se comparan dos frases a la vez: “%1” ya no se muestra (márcala para volver a verla).</translation>
    </message>
    <message>
        <source>Show only this sentence</source>
        <translation>Mostrar solo esta frase</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Editar</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <source>Sentence %1: %2</source>
        <translation>Frase %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>(and %n more)</source>
        <translation>
            <numerusform>(y %n más)</numerusform>
            <numerusform>(y %n más)</numerusform>
        </translation>
    </message>
    <message>
        <source>Sentence %1 is unchanged: </source>
        <translation>La frase %1 no ha cambiado: </translation>
    </message>
    <message>
        <source>Select the sentence to remove first</source>
        <translation>Selecciona primero la frase que quieres quitar</translation>
    </message>
    <message>
        <source>Removed sentence %1; step %2 showed or asked about it (Edit ▸ Undo brings it back).</source>
        <translation>Se quitó la frase %1; el paso %2 la mostraba o preguntaba por ella (Editar ▸ Deshacer la recupera).</translation>
    </message>
    <message>
        <source>Not in the vocabulary: %1</source>
        <translation>No está en el vocabulario: %1</translation>
    </message>
    <message>
        <source>Add ‘%1’ to the vocabulary</source>
        <translation>Añadir ‘%1’ al vocabulario</translation>
    </message>
    <message>
        <source>Added ‘%1’ as a row of zeros: give it values in the embedding table</source>
        <translation>Se añadió ‘%1’ como una fila de ceros: dale valores en la tabla de embeddings</translation>
    </message>
    <message>
        <source>Sentences</source>
        <translation>Frases</translation>
    </message>
    <message>
        <source>Shuffle</source>
        <translation>Mezclar</translation>
    </message>
    <message>
        <source>Put the selected sentence&apos;s words in another order (one undo step): without positions every map is only shuffled with them</source>
        <translation>Poner las palabras de la oración seleccionada en otro orden (un paso de deshacer): sin posiciones, cada mapa solo se mezcla con ellas</translation>
    </message>
    <message>
        <source>Shuffle the words</source>
        <translation>Mezclar las palabras</translation>
    </message>
    <message>
        <source>Select the sentence to shuffle first</source>
        <translation>Seleccione primero la oración que quiere mezclar</translation>
    </message>
    <message>
        <source>A sentence of one word has no other order</source>
        <translation>Una oración de una sola palabra no tiene otro orden</translation>
    </message>
    <message>
        <source>Shuffled: “%1” (Edit ▸ Undo puts the words back)</source>
        <translation>Mezclada: “%1” (Editar ▸ Deshacer devuelve las palabras a su sitio)</translation>
    </message>
    <message>
        <source>Add a sentence; by keyboard: Insert in the list</source>
        <translation>Añadir una frase; con el teclado: Insert en la lista</translation>
    </message>
    <message>
        <source>Remove the selected sentence; by keyboard: Delete in the list</source>
        <translation>Quitar la frase seleccionada; con el teclado: Supr en la lista</translation>
    </message>
    <message>
        <source>Add a sentence</source>
        <translation>Añadir una frase</translation>
    </message>
</context>
<context>
    <name>attn::ui::SettingsForm</name>
    <message>
        <source>Attention only (no feed-forward layers)</source>
        <translation>Solo atención (sin capas feed-forward)</translation>
    </message>
    <message>
        <source>Blocks of attention alone, as in the papers where induction heads were found: what the model learns, its heads must do.</source>
        <translation>Bloques solo de atención, como en los artículos donde se encontraron las cabezas de inducción: lo que el modelo aprende, lo tienen que hacer sus cabezas.</translation>
    </message>
    <message>
        <source>Learned vectors (as GPT-2)</source>
        <translation>Vectores aprendidos (como GPT-2)</translation>
    </message>
    <message>
        <source>Sinusoidal vectors (fixed)</source>
        <translation>Vectores sinusoidales (fijos)</translation>
    </message>
    <message>
        <source>RoPE: turn queries and keys</source>
        <translation>RoPE: girar consultas y claves</translation>
    </message>
    <message>
        <source>ALiBi: distance penalty</source>
        <translation>ALiBi: penalización por distancia</translation>
    </message>
    <message>
        <source>None (word order unseen)</source>
        <translation>Ninguna (el orden de las palabras no se ve)</translation>
    </message>
    <message>
        <source>How the model knows where each word sits. Train two with different choices and compare their loss curves and their guesses for &quot;The dog bit the man&quot; and &quot;The man bit the dog&quot;.</source>
        <translation>Cómo sabe el modelo dónde está cada palabra. Entrena dos con opciones distintas y compara sus curvas de pérdida y sus conjeturas para “The dog bit the man” y “The man bit the dog”.</translation>
    </message>
    <message>
        <source>Positions</source>
        <translation>Posiciones</translation>
    </message>
</context>
<context>
    <name>attn::ui::StepEditor</name>
    <message>
        <source>New step %1</source>
        <translation>Nuevo paso %1</translation>
    </message>
    <message>
        <source>Edit step %1</source>
        <translation>Editar paso %1</translation>
    </message>
    <message>
        <source>&amp;Title</source>
        <translation>&amp;Título</translation>
    </message>
    <message>
        <source>Te&amp;xt</source>
        <translation>Te&amp;xto</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Texto</translation>
    </message>
    <message>
        <source>View</source>
        <translation>Vista</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Pregunta</translation>
    </message>
    <message>
        <source>Preview, as the Lesson pane shows it</source>
        <translation>Vista previa, tal como la muestra el panel Lección</translation>
    </message>
    <message>
        <source>Predict.</source>
        <translation>Predice.</translation>
    </message>
    <message>
        <source>With the answer:</source>
        <translation>Con la respuesta:</translation>
    </message>
    <message>
        <source>No quantities quoted.</source>
        <translation>No se cita ninguna cantidad.</translation>
    </message>
    <message>
        <source>Quantities:
</source>
        <translation>Cantidades:
</translation>
    </message>
    <message>
        <source>No question: the step only explains.</source>
        <translation>Sin pregunta: el paso solo explica.</translation>
    </message>
    <message>
        <source>Expected answer, as the lesson computes it now: %1</source>
        <translation>Respuesta esperada, tal como la calcula ahora la lección: %1</translation>
    </message>
    <message>
        <source>The answer cannot be computed: %1</source>
        <translation>No se puede calcular la respuesta: %1</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>Nota: %1</translation>
    </message>
    <message>
        <source>Give the step a title.</source>
        <translation>Ponle un título al paso.</translation>
    </message>
    <message>
        <source>Write the question&apos;s prompt (Question tab).</source>
        <translation>Escribe el enunciado de la pregunta (pestaña Pregunta).</translation>
    </message>
    <message>
        <source>A choice needs 2 to %1 answers, one per line (it has %2).</source>
        <translation>Una pregunta de elección necesita de 2 a %1 respuestas, una por línea (tiene %2).</translation>
    </message>
    <message>
        <source>Give one quantity per answer: %1 answers, %2 quantities.</source>
        <translation>Da una cantidad por respuesta: %1 respuestas, %2 cantidades.</translation>
    </message>
    <message>
        <source>The right answer is number %1, but there are %2 answers.</source>
        <translation>La respuesta correcta es la número %1, pero hay %2 respuestas.</translation>
    </message>
    <message>
        <source>Name the quantity the number question asks for.</source>
        <translation>Indica qué cantidad pide la pregunta numérica.</translation>
    </message>
    <message>
        <source>The lesson file could not hold this step: %1</source>
        <translation>El archivo de la lección no pudo guardar este paso: %1</translation>
    </message>
    <message>
        <source>Languages</source>
        <translation>Idiomas</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Vista previa</translation>
    </message>
    <message>
        <source>Quantities in the text</source>
        <translation>Cantidades del texto</translation>
    </message>
    <message>
        <source>What if (View tab): %1</source>
        <translation>Y si (pestaña Vista): %1</translation>
    </message>
    <message>
        <source>To keep an answer hidden, tick it under “Keep back” on the View tab of the step each note names first (it may be the next one), or take the number out of that step&apos;s text.</source>
        <translation>Para mantener oculta una respuesta, márquela en «Reservar» en la pestaña Vista del paso que cada nota nombra primero (puede ser el siguiente), o quite el número del texto de ese paso.</translation>
    </message>
    <message>
        <source>What the step says, in Markdown</source>
        <translation>Lo que dice el paso, en Markdown</translation>
    </message>
    <message>
        <source>Markdown: **bold**, *italics*, lists, a blank line between paragraphs. %1 prints a number of the lesson, computed live ({{… %}} as a percentage, {{… #4}} with 4 decimals). Sentences count from 0: the first is 0, the second 1.</source>
        <extracomment>%1: a quantity of this lesson, such as {{weight 0 bank river}}</extracomment>
        <translation>Markdown: **negrita**, *cursiva*, listas, una línea en blanco entre párrafos. %1 imprime un número de la lección, calculado en directo ({{… %}} como porcentaje, {{… #4}} con 4 decimales). Las frases se cuentan desde 0: la primera es la 0, la segunda la 1.</translation>
    </message>
</context>
<context>
    <name>attn::ui::StepListDialog</name>
    <message>
        <source>Arrange Steps</source>
        <translation>Ordenar pasos</translation>
    </message>
    <message>
        <source>Move &amp;Up</source>
        <translation>&amp;Subir</translation>
    </message>
    <message>
        <source>Move &amp;Down</source>
        <translation>&amp;Bajar</translation>
    </message>
    <message>
        <source>De&amp;lete</source>
        <translation>E&amp;liminar</translation>
    </message>
    <message>
        <source>Drag a step to its place, or use the buttons. Each change is one undo step.</source>
        <translation>Arrastra un paso a su sitio, o usa los botones. Cada cambio se deshace por separado.</translation>
    </message>
    <message>
        <source>  (asks)</source>
        <translation>  (pregunta)</translation>
    </message>
    <message>
        <source>Deleted step %1: Edit ▸ Undo brings it back.</source>
        <translation>Se eliminó el paso %1: Editar ▸ Deshacer lo recupera.</translation>
    </message>
</context>
<context>
    <name>attn::ui::StepQuestionEditor</name>
    <message>
        <source>No question: the step only explains</source>
        <translation>Sin pregunta: el paso solo explica</translation>
    </message>
    <message>
        <source>Choice: pick one of several answers</source>
        <translation>Elección: escoger una de varias respuestas</translation>
    </message>
    <message>
        <source>Number: type a value</source>
        <translation>Número: escribir un valor</translation>
    </message>
    <message>
        <source>Cell: click the cell you think is largest</source>
        <translation>Celda: hacer clic en la celda que creas que es la mayor</translation>
    </message>
    <message>
        <source>The question, Markdown: “Which word does bank give the most weight to?”</source>
        <translation>La pregunta, en Markdown: “¿A qué palabra da bank más peso?”</translation>
    </message>
    <message>
        <source>One answer per line</source>
        <translation>Una respuesta por línea</translation>
    </message>
    <message>
        <source>The right answer is number</source>
        <translation>La respuesta correcta es la número</translation>
    </message>
    <message>
        <source>The answer whose quantity is largest (computed, so it stays right after edits):</source>
        <translation>La respuesta cuya cantidad es mayor (se calcula, así que sigue siendo correcta tras los cambios):</translation>
    </message>
    <message>
        <source>One quantity per answer, in the same order: weight 0 bank river</source>
        <translation>Una cantidad por respuesta, en el mismo orden: weight 0 bank river</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Respuestas</translation>
    </message>
    <message>
        <source>The quantity asked for: weight 0 bank river</source>
        <translation>La cantidad que se pregunta: weight 0 bank river</translation>
    </message>
    <message>
        <source>&amp;Quantity</source>
        <translation>&amp;Cantidad</translation>
    </message>
    <message>
        <source>Right &amp;within ±</source>
        <translation>&amp;Margen de acierto ±</translation>
    </message>
    <message>
        <source>sentence %1 · %2</source>
        <translation>frase %1 · %2</translation>
    </message>
    <message>
        <source>In the map of</source>
        <translation>En el mapa de</translation>
    </message>
    <message>
        <source>&amp;Head</source>
        <translation>Ca&amp;beza</translation>
    </message>
    <message>
        <source>In the &amp;row of</source>
        <translation>En la &amp;fila de</translation>
    </message>
    <message>
        <source>Shown with the answer: why it is so (Markdown, {{…}} quantities)</source>
        <translation>Se muestra con la respuesta: por qué es así (Markdown, cantidades {{…}})</translation>
    </message>
    <message>
        <source>&amp;Kind</source>
        <translation>&amp;Tipo</translation>
    </message>
    <message>
        <source>&amp;Prompt</source>
        <translation>&amp;Enunciado</translation>
    </message>
    <message>
        <source>&amp;Why</source>
        <translation>&amp;Por qué</translation>
    </message>
    <message>
        <source>Hidden until answered</source>
        <translation>Oculto hasta responder</translation>
    </message>
    <message>
        <source>any word: the largest cell of the map</source>
        <translation>cualquier palabra: la celda mayor del mapa</translation>
    </message>
    <message>
        <source>Number of the right answer</source>
        <translation>Número de la respuesta correcta</translation>
    </message>
    <message>
        <source>Quantities to compare, one per answer</source>
        <translation>Cantidades que comparar, una por respuesta</translation>
    </message>
</context>
<context>
    <name>attn::ui::StepTranslationEditor</name>
    <message>
        <source>Language of the translation</source>
        <translation>Idioma de la traducción</translation>
    </message>
    <message>
        <source>Choose a language, or type its code (de, pt-BR, …)</source>
        <translation>Elige un idioma o escribe su código (de, pt-BR, …)</translation>
    </message>
    <message>
        <source>The step&apos;s words for readers in another language: the window, the slides and the handout show them when the interface speaks it. What the step shows and asks stays the step&apos;s own; quote the same {{…}} quantities. A field left empty shows the step&apos;s own text.</source>
        <translation>Las palabras del paso para quien lee en otro idioma: la ventana, las diapositivas y los apuntes las muestran cuando la interfaz habla ese idioma. Lo que el paso muestra y pregunta sigue siendo del paso; cita las mismas magnitudes {{…}}. Un campo vacío muestra el texto propio del paso.</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>T&amp;itle</source>
        <translation>T&amp;ítulo</translation>
    </message>
    <message>
        <source>Te&amp;xt</source>
        <translation>Te&amp;xto</translation>
    </message>
    <message>
        <source>&amp;Prompt</source>
        <translation>&amp;Enunciado</translation>
    </message>
    <message>
        <source>&amp;Choices</source>
        <translation>&amp;Opciones</translation>
    </message>
    <message>
        <source>&amp;Why</source>
        <translation>&amp;Por qué</translation>
    </message>
    <message>
        <source>“%1” is not a language code: use two or three letters, then a region if you like (de, fr, pt-BR).</source>
        <translation>«%1» no es un código de idioma: usa dos o tres letras y, si quieres, una región (de, fr, pt-BR).</translation>
    </message>
    <message>
        <source>The step asks no question: there is nothing more to translate.</source>
        <translation>El paso no hace ninguna pregunta: no hay nada más que traducir.</translation>
    </message>
    <message>
        <source>The question: one choice per line, as many as the step&apos;s own and in the same order (the answer is checked by position).</source>
        <translation>La pregunta: una opción por línea, tantas como las del propio paso y en el mismo orden (la respuesta se comprueba por su posición).</translation>
    </message>
    <message>
        <source>The question:</source>
        <translation>La pregunta:</translation>
    </message>
</context>
<context>
    <name>attn::ui::StepViewEditor</name>
    <message>
        <source>as before</source>
        <translation>como antes</translation>
    </message>
    <message>
        <source>none: one sentence</source>
        <translation>ninguna: una sola frase</translation>
    </message>
    <message>
        <source>sentence %1 · %2</source>
        <translation>frase %1 · %2</translation>
    </message>
    <message>
        <source>Sentences are numbered as {{…}} quantities number them, from 0: {{weight 1 bat swung}} is about sentence 1.</source>
        <translation>Las frases se numeran como en las cantidades {{…}}, desde 0: {{weight 1 bat swung}} trata de la frase 1.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <source>hand-wired attention</source>
        <translation>atención hecha a mano</translation>
    </message>
    <message>
        <source>the trained model</source>
        <translation>el modelo entrenado</translation>
    </message>
    <message>
        <source>the real model</source>
        <translation>el modelo real</translation>
    </message>
    <message>
        <source>printed in the cells</source>
        <translation>impresos en las celdas</translation>
    </message>
    <message>
        <source>not printed</source>
        <translation>no impresos</translation>
    </message>
    <message>
        <source>the two main directions (principal)</source>
        <translation>las dos direcciones principales (componentes principales)</translation>
    </message>
    <message>
        <source>two axes:</source>
        <translation>dos ejes:</translation>
    </message>
    <message>
        <source>What the window shows</source>
        <translation>Lo que muestra la ventana</translation>
    </message>
    <message>
        <source>&amp;Sentence</source>
        <translation>&amp;Frase</translation>
    </message>
    <message>
        <source>Beside &amp;it</source>
        <translation>&amp;Junto a ella</translation>
    </message>
    <message>
        <source>&amp;Highlighted word</source>
        <translation>Palabra &amp;resaltada</translation>
    </message>
    <message>
        <source>S&amp;tage</source>
        <translation>&amp;Etapa</translation>
    </message>
    <message>
        <source>Attention of</source>
        <translation>Atención de</translation>
    </message>
    <message>
        <source>Cell n&amp;umbers</source>
        <translation>&amp;Números en celdas</translation>
    </message>
    <message>
        <source>Vectors plane</source>
        <translation>Plano de vectores</translation>
    </message>
    <message>
        <source>Panes raised</source>
        <translation>Paneles al frente</translation>
    </message>
    <message>
        <source>Keep back (for a later question)</source>
        <translation>Reservar (para una pregunta posterior)</translation>
    </message>
    <message>
        <source>Attention switches laid over the lesson while the step is shown</source>
        <translation>Interruptores de atención aplicados sobre la lección mientras se muestra el paso</translation>
    </message>
    <message>
        <source>&amp;Variant</source>
        <translation>&amp;Variante</translation>
    </message>
    <message>
        <source>H&amp;eads</source>
        <translation>&amp;Cabezas</translation>
    </message>
    <message>
        <source>Scale by 1/√dk</source>
        <translation>Escalar por 1/√dk</translation>
    </message>
    <message>
        <source>Causal mask</source>
        <translation>Máscara causal</translation>
    </message>
    <message>
        <source>Positions</source>
        <translation>Posiciones</translation>
    </message>
    <message>
        <source>&amp;Capture from Window</source>
        <translation>C&amp;apturar de la ventana</translation>
    </message>
    <message>
        <source>Every field as the window shows it now</source>
        <translation>Todos los campos tal como los muestra ahora la ventana</translation>
    </message>
    <message>
        <source>every head (or e.g. 2, 4)</source>
        <extracomment>Placeholder of the field listing the heads whose maps a step shows</extracomment>
        <translation>todas las cabezas (o p. ej. 2, 4)</translation>
    </message>
    <message>
        <source>The heads whose maps this step shows in the Attention pane, on its slide and in the handout, counted from 1; empty: every head. The next step shows every head again.</source>
        <translation>Las cabezas cuyos mapas muestra este paso en el panel de atención, en su diapositiva y en el material impreso, contadas desde 1; vacío: todas las cabezas. El paso siguiente vuelve a mostrar todas las cabezas.</translation>
    </message>
    <message>
        <source>Heads&apos; ma&amp;ps</source>
        <translation>Ma&amp;pas de cabezas</translation>
    </message>
    <message>
        <source>the lesson&apos;s own</source>
        <translation>el de la lección</translation>
    </message>
    <message>
        <source>none on this step</source>
        <translation>ninguno en este paso</translation>
    </message>
    <message>
        <source>its own:</source>
        <translation>uno propio:</translation>
    </message>
    <message>
        <source>The what-if shown while the step is: the lesson&apos;s (set in the window), none, or the step&apos;s own, which takes the lesson&apos;s place on this step only.</source>
        <translation>El «y si» que muestra el paso: el de la lección (puesto en la ventana), ninguno o uno propio, que ocupa el lugar del de la lección solo en este paso.</translation>
    </message>
    <message>
        <source>e.g. ablate 1.2; cut 1.1:2&gt;1</source>
        <extracomment>Placeholder of the field listing a step&apos;s what-if, in the lesson file&apos;s words</extracomment>
        <translation>p. ej. ablate 1.2; cut 1.1:2&gt;1</translation>
    </message>
    <message>
        <source>Separated by &apos;;&apos;, layers and heads from 1, token positions from 0: ablate L.H (switch a head off), mean L.H (mean-ablate), keep-only L.H, cut L.H:Q&gt;K (cut the line from token Q to token K).</source>
        <translation>Separados por «;», capas y cabezas desde 1, posiciones de tokens desde 0: ablate L.H (apagar una cabeza), mean L.H (sustituir por la media), keep-only L.H, cut L.H:Q&gt;K (cortar la línea del token Q al token K).</translation>
    </message>
    <message>
        <source>No what-if given: write one, or choose “none on this step”.</source>
        <translation>No se ha dado ningún «y si»: escriba uno o elija «ninguno en este paso».</translation>
    </message>
    <message>
        <source>What i&amp;f</source>
        <translation>&amp;Y si</translation>
    </message>
    <message>
        <source>A step showing the real model draws no hand-wired attention: these switches do nothing on it.</source>
        <translation>Un paso que muestra el modelo real no dibuja la atención cableada a mano: estos interruptores no hacen nada en él.</translation>
    </message>
    <message>
        <source>With two sentences shown: their difference map in the Attention pane, on the step&apos;s slide and in its handout. The next step shows it only if it asks too.</source>
        <translation>Con dos frases mostradas: su mapa de diferencias en el panel de atención, en la diapositiva del paso y en su folleto. El paso siguiente solo lo muestra si también lo pide.</translation>
    </message>
    <message>
        <source>&amp;Difference</source>
        <translation>&amp;Diferencia</translation>
    </message>
    <message>
        <source>second map − first map</source>
        <translation>segundo mapa − primero</translation>
    </message>
</context>
<context>
    <name>attn::ui::TrainingPane</name>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — %2 tokens (%3 for training) · vocabulary %4 · %5 sentences</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — %2 tokens (%3 para entrenamiento) · vocabulario %4 · %5 frases</translation>
    </message>
    <message>
        <source>Kept %1: %2</source>
        <translation>Se mantiene %1: %2</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reanudar</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Iniciar</translation>
    </message>
    <message>
        <source>Pause the run first: it is exported between steps.</source>
        <translation>Pausa primero la ejecución: se exporta entre pasos.</translation>
    </message>
    <message>
        <source>Write a folder with train.py, the weights, the optimiser&apos;s state, the corpus and the vocabulary, so that “python3 train.py --steps N” goes on training this run in PyTorch.</source>
        <translation>Escribe una carpeta con train.py, los pesos, el estado del optimizador, el corpus y el vocabulario, para que “python3 train.py --steps N” continúe entrenando esta ejecución en PyTorch.</translation>
    </message>
    <message>
        <source>Train at least one step first: there is no run to export yet.</source>
        <translation>Entrena al menos un paso primero: todavía no hay ninguna ejecución que exportar.</translation>
    </message>
    <message>
        <source>Cannot start: %1</source>
        <translation>No se puede iniciar: %1</translation>
    </message>
    <message>
        <source>Training on %1…</source>
        <translation>Entrenando con %1…</translation>
    </message>
    <message>
        <source>Pausing after the current step…</source>
        <translation>Pausando tras el paso actual…</translation>
    </message>
    <message>
        <source>Training reset: the weights are random again.</source>
        <translation>Entrenamiento reiniciado: los pesos vuelven a ser aleatorios.</translation>
    </message>
    <message>
        <source>Hidden until you answer the lesson&apos;s question</source>
        <translation>Oculto hasta que respondas a la pregunta de la lección</translation>
    </message>
    <message>
        <source>%1 → %2 · layer %3 · head %4</source>
        <translation>%1 → %2 · capa %3 · cabeza %4</translation>
    </message>
    <message>
        <source>%1 tokens/s · %2 s elapsed · %3 s left</source>
        <translation>%1 tokens/s · %2 s transcurridos · quedan %3 s</translation>
    </message>
    <message>
        <source>Training on %1: step %2 of %3, loss %4, %5</source>
        <translation>Entrenando con %1: paso %2 de %3, pérdida %4, %5</translation>
    </message>
    <message>
        <source>snapshot %1 of %2 — step %3 · train loss %4 · validation %5</source>
        <translation>instantánea %1 de %2 — paso %3 · pérdida de entrenamiento %4 · validación %5</translation>
    </message>
    <message>
        <source>Step 0: random weights — every map is static.</source>
        <translation>Paso 0: pesos aleatorios — todos los mapas son estáticos.</translation>
    </message>
    <message>
        <source>Step %1 of %2 on %3.</source>
        <translation>Paso %1 de %2 con %3.</translation>
    </message>
    <message>
        <source>No run yet: Start records snapshots to scrub through.</source>
        <translation>Aún no hay ejecución: Iniciar graba instantáneas que puedes recorrer.</translation>
    </message>
    <message>
        <source>Showing the lesson&apos;s saved model (step %1). Start trains a new run, which replaces it here.</source>
        <translation>Se muestra el modelo guardado de la lección (paso %1). Iniciar entrena una ejecución nueva, que lo sustituye aquí.</translation>
    </message>
    <message>
        <source>The lesson&apos;s model (trained on %1, %2 steps).</source>
        <translation>El modelo de la lección (entrenado con %1, %2 pasos).</translation>
    </message>
    <message>
        <source>Fix the settings to see the untrained heads.</source>
        <translation>Corrige los ajustes para ver las cabezas sin entrenar.</translation>
    </message>
    <message>
        <source>Untrained (step 0): random weights — every map is static.</source>
        <translation>Sin entrenar (paso 0): pesos aleatorios — todos los mapas son estáticos.</translation>
    </message>
    <message>
        <source>an unknown corpus</source>
        <translation>un corpus desconocido</translation>
    </message>
    <message>
        <source>saved model: %1 steps on %2 (the file keeps no loss curve)</source>
        <translation>modelo guardado: %1 pasos con %2 (el archivo no guarda la curva de pérdida)</translation>
    </message>
    <message>
        <source>saved run: %1 steps on %2</source>
        <translation>ejecución guardada: %1 pasos con %2</translation>
    </message>
    <message>
        <source>The lesson now holds the model of step %1 (Undo takes it back).</source>
        <translation>La lección contiene ahora el modelo del paso %1 (Deshacer lo revierte).</translation>
    </message>
    <message>
        <source>Could not use this model: %1</source>
        <translation>No se pudo usar este modelo: %1</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Reproducir</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Detener</translation>
    </message>
    <message>
        <source>Export for PyTorch: name the folder to write</source>
        <translation>Exportar para PyTorch: pon nombre a la carpeta que se va a escribir</translation>
    </message>
    <message>
        <source>Export for PyTorch</source>
        <translation>Exportar para PyTorch</translation>
    </message>
    <message>
        <source>%1 is a file, not a folder. Choose a new name.</source>
        <translation>%1 es un archivo, no una carpeta. Elige un nombre nuevo.</translation>
    </message>
    <message>
        <source>%1 already holds files. Replace the export in it (train.py, the weights, the optimiser&apos;s state, corpus, vocabulary, settings; an old continued.safetensors is removed)? Other files stay.</source>
        <translation>%1 ya contiene archivos. ¿Quieres reemplazar la exportación que hay en ella (train.py, los pesos, el estado del optimizador, el corpus, el vocabulario, los ajustes; se elimina un continued.safetensors antiguo)? Los demás archivos se mantienen.</translation>
    </message>
    <message>
        <source>Wrote a PyTorch training folder to %1 (step %2, validation loss %3, which train.py prints before its first update) — run: python3 %4 --steps N</source>
        <translation>Se escribió una carpeta de entrenamiento de PyTorch en %1 (paso %2, pérdida de validación %3, que train.py imprime antes de su primera actualización) — ejecuta: python3 %4 --steps N</translation>
    </message>
    <message>
        <source>Could not export for PyTorch: %1</source>
        <translation>No se pudo exportar para PyTorch: %1</translation>
    </message>
    <message>
        <source>Corpus</source>
        <translation>Corpus</translation>
    </message>
    <message>
        <source>Built-in bubbe</source>
        <translation>bubbe (incluido)</translation>
    </message>
    <message>
        <source>Open text…</source>
        <translation>Abrir texto…</translation>
    </message>
    <message>
        <source>Open a text to train on</source>
        <translation>Abrir un texto para entrenar</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Paso</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Reiniciar</translation>
    </message>
    <message>
        <source>One optimisation step</source>
        <translation>Un paso de optimización</translation>
    </message>
    <message>
        <source>%v / %m steps</source>
        <translation>%v / %m pasos</translation>
    </message>
    <message>
        <source>Log scale</source>
        <translation>Escala logarítmica</translation>
    </message>
    <message>
        <source>Use this model in the lesson</source>
        <translation>Usar este modelo en la lección</translation>
    </message>
    <message>
        <source>Put the weights at the timeline&apos;s step into the lesson (undoable); saving keeps them.</source>
        <translation>Pasar a la lección los pesos del paso de la línea de tiempo (se puede deshacer); al guardar se conservan.</translation>
    </message>
    <message>
        <source>Export for PyTorch…</source>
        <translation>Exportar para PyTorch…</translation>
    </message>
    <message>
        <source>One attention weight of the probe sentence over the run. Click a head in the grid to follow it, and a cell of the large map to follow that pair of words.</source>
        <translation>Un peso de atención de la frase de prueba a lo largo de la ejecución. Haz clic en una cabeza de la cuadrícula para seguirla, y en una celda del mapa grande para seguir ese par de palabras.</translation>
    </message>
    <message>
        <source>Scrub through the recorded snapshots</source>
        <translation>Recorrer las instantáneas grabadas</translation>
    </message>
    <message>
        <source>Animate the heads from the first snapshot (static) to the last (structure)</source>
        <translation>Animar las cabezas desde la primera instantánea (estática) hasta la última (estructura)</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Línea de tiempo</translation>
    </message>
    <message>
        <source>Stopped: %1</source>
        <translation>Detenido: %1</translation>
    </message>
    <message>
        <source>Training stopped: %1</source>
        <translation>Entrenamiento detenido: %1</translation>
    </message>
    <message>
        <source>Training: %1</source>
        <translation>Entrenamiento: %1</translation>
    </message>
    <message>
        <source>Loss against step</source>
        <translation>Pérdida según el paso</translation>
    </message>
    <message>
        <source>One attention weight against step</source>
        <translation>Un peso de atención según el paso</translation>
    </message>
    <message>
        <source>Training run</source>
        <translation>Entrenamiento</translation>
    </message>
    <message>
        <source>Snapshots and probe</source>
        <translation>Instantáneas y frase de prueba</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Texto</translation>
    </message>
    <message>
        <source>All files</source>
        <translation>Todos los archivos</translation>
    </message>
    <message>
        <source>Put the weights of step %1, where the timeline stands, into the lesson (undoable). The run&apos;s last model is step %2.</source>
        <translation>Poner en la lección los pesos del paso %1, donde está la línea de tiempo (se puede deshacer). El último modelo de la ejecución es el del paso %2.</translation>
    </message>
    <message>
        <source>Put the weights of step %1, the run&apos;s last, into the lesson (undoable); saving keeps them.</source>
        <translation>Poner en la lección los pesos del paso %1, el último de la ejecución (se puede deshacer); al guardar se conservan.</translation>
    </message>
    <message>
        <source>Use the last (step %1)</source>
        <translation>Usar el último (paso %1)</translation>
    </message>
    <message>
        <source>Use step %1&apos;s model</source>
        <translation>Usar el modelo del paso %1</translation>
    </message>
    <message>
        <source>Repeated sequences: a segment of random symbols repeats at a random place. Watch layer 2 learn to look at what came after the symbol last time.</source>
        <translation>Secuencias repetidas: un tramo de símbolos aleatorios se repite en un lugar aleatorio. Observe cómo la capa 2 aprende a mirar lo que vino después del símbolo la vez anterior.</translation>
    </message>
    <message>
        <source>Repeated sequences</source>
        <translation>Secuencias repetidas</translation>
    </message>
    <message>
        <source>Random symbols in which a segment repeats at a random place: the task where induction heads form (with its own settings).</source>
        <translation>Símbolos aleatorios en los que un tramo se repite en un lugar aleatorio: la tarea donde se forman las cabezas de inducción (con sus propios ajustes).</translation>
    </message>
    <message>
        <source> · repeated tokens %1, first occurrences %2</source>
        <translation> · tokens repetidos %1, primeras apariciones %2</translation>
    </message>
    <message>
        <source> · before the phase change (step %1)</source>
        <translation> · antes del cambio de fase (paso %1)</translation>
    </message>
    <message>
        <source> · after the phase change (step %1)</source>
        <translation> · después del cambio de fase (paso %1)</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — random symbols in which a stretch repeats, a fresh batch every step · vocabulary %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — símbolos al azar en los que se repite un tramo, un lote nuevo en cada paso · vocabulario %2</translation>
    </message>
    <message>
        <source>Corpus and settings</source>
        <translation>Corpus y ajustes</translation>
    </message>
    <message>
        <source>Training reset: the lesson&apos;s saved model is shown again.</source>
        <translation>Entrenamiento reiniciado: se vuelve a mostrar el modelo guardado de la lección.</translation>
    </message>
    <message>
        <source>earlier run, validation: %1</source>
        <translation>ejecución anterior, validación: %1</translation>
    </message>
</context>
<context>
    <name>attn::ui::TrainingSession</name>
    <message>
        <source>Pause the training first: a run is exported between steps.</source>
        <translation>Pausa primero el entrenamiento: una ejecución se exporta entre pasos.</translation>
    </message>
    <message>
        <source>There is no training run to export: train at least one step.</source>
        <translation>No hay ninguna ejecución de entrenamiento que exportar: entrena al menos un paso.</translation>
    </message>
    <message>
        <source>Paused after %1 steps: Resume goes on from there.</source>
        <translation>En pausa tras %1 pasos: Reanudar continúa desde ahí.</translation>
    </message>
    <message>
        <source>trained %1 steps</source>
        <translation>%1 pasos entrenados</translation>
    </message>
    <message>
        <source>training diverged at step %1 (the loss or the update was not finite); kept the weights of step %2 — try a smaller learning rate</source>
        <translation>el entrenamiento divergió en el paso %1 (la pérdida o la actualización no era finita); se conservan los pesos del paso %2: pruebe una tasa de aprendizaje menor</translation>
    </message>
</context>
<context>
    <name>attn::ui::TrainingWorker</name>
    <message>
        <source>There is no training run to export.</source>
        <translation>No hay ninguna ejecución de entrenamiento que exportar.</translation>
    </message>
</context>
<context>
    <name>attn::ui::VectorPlot</name>
    <message>
        <source>lookup</source>
        <translation>de la tabla</translation>
    </message>
    <message>
        <source>in “%1”</source>
        <translation>en “%1”</translation>
    </message>
    <message>
        <source>Switch the plot to two named axes to drag a word: a principal component mixes every axis</source>
        <translation>Cambia el gráfico a dos ejes con nombre para arrastrar una palabra: una componente principal mezcla todos los ejes</translation>
    </message>
    <message numerus="yes">
        <source>+%n label(s)</source>
        <translation>
            <numerusform>+%n etiqueta</numerusform>
            <numerusform>+%n etiquetas</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (lookup)</source>
        <translation>%1 (de la tabla)</translation>
    </message>
    <message>
        <source>%1′: output of word %2 in “%3”</source>
        <translation>%1′: salida de la palabra %2 en “%3”</translation>
    </message>
    <message>
        <source>%1 (lookup): on the plane of the principal components a point cannot be moved; choose two named axes to move it</source>
        <translation>%1 (de la tabla): en el plano de las componentes principales no se puede mover un punto; elige dos ejes con nombre para moverlo</translation>
    </message>
    <message>
        <source>%1 (lookup): %2 %3</source>
        <translation>%1 (de la tabla): %2 %3</translation>
    </message>
    <message>
        <source>%1 (lookup): %2 %3, %4 %5</source>
        <translation>%1 (de la tabla): %2 %3, %4 %5</translation>
    </message>
    <message>
        <source>Switch the plot to two named axes to move a word: a principal component mixes every axis</source>
        <translation>Cambia el gráfico a dos ejes con nombre para mover una palabra: una componente principal mezcla todos los ejes</translation>
    </message>
    <message>
        <source>without the what-if</source>
        <translation>sin el «y si»</translation>
    </message>
    <message>
        <source>token embedding</source>
        <translation>embedding del token</translation>
    </message>
    <message>
        <source>after layer %1 in “%2”</source>
        <extracomment>The Vectors plot&apos;s legend, the real model shown: %1 the layer, %2 the sentence</extracomment>
        <translation>tras la capa %1 en “%2”</translation>
    </message>
    <message>
        <source>A real model&apos;s embeddings are its own: the plot shows them, it does not move them</source>
        <translation>Los embeddings de un modelo real son suyos: el gráfico los muestra, no los mueve</translation>
    </message>
    <message>
        <source>%1 (token embedding)</source>
        <translation>%1 (embedding del token)</translation>
    </message>
    <message>
        <source>%1′: token %2 after layer %3 in “%4”</source>
        <extracomment>A point of the Vectors plot, the real model shown: %1 the token, %2 its place, %3 the layer, %4 the sentence</extracomment>
        <translation>%1′: token %2 tras la capa %3 en “%4”</translation>
    </message>
</context>
<context>
    <name>attn::ui::VectorsPane</name>
    <message>
        <source>Across:</source>
        <translation>Horizontal:</translation>
    </message>
    <message>
        <source>Up:</source>
        <translation>Vertical:</translation>
    </message>
    <message>
        <source>principal components</source>
        <translation>componentes principales</translation>
    </message>
    <message>
        <source>Principal components: the two directions in which the words&apos; lookup rows spread most</source>
        <translation>Componentes principales: las dos direcciones en las que más se dispersan las filas de la tabla de las palabras</translation>
    </message>
    <message>
        <source>The real model&apos;s tokens: embedding → after layer %1</source>
        <extracomment>The Vectors pane&apos;s line while the real model is shown; %1: the layer</extracomment>
        <translation>Los tokens del modelo real: embedding → tras la capa %1</translation>
    </message>
    <message>
        <source>Each token&apos;s embedding (grey) and where layer %1 has taken it (coloured), each row normalised as a LayerNorm reads it (mean 0, variance 1), on the first two principal components of these rows. A real model&apos;s embeddings cannot be dragged.</source>
        <translation>El embedding de cada token (gris) y adónde lo ha llevado la capa %1 (en color), cada fila normalizada como la lee una LayerNorm (media 0, varianza 1), sobre las dos primeras componentes principales de estas filas. Los embeddings de un modelo real no se pueden arrastrar.</translation>
    </message>
</context>
<context>
    <name>attn::ui::ViewState</name>
    <message>
        <source>No sentence %1 in this lesson.</source>
        <translation>No hay frase %1 en esta lección.</translation>
    </message>
    <message>
        <source>The lesson&apos;s model cannot be opened: %1</source>
        <translation>No se puede abrir el modelo de la lección: %1</translation>
    </message>
    <message>
        <source>The lesson points at no model.</source>
        <translation>La lección no apunta a ningún modelo.</translation>
    </message>
    <message>
        <source>The model is reading this sentence …</source>
        <translation>El modelo está leyendo esta frase …</translation>
    </message>
    <message>
        <source>The model has no layer %1.</source>
        <translation>El modelo no tiene capa %1.</translation>
    </message>
    <message>
        <source>The trained model has no layer %1.</source>
        <translation>El modelo entrenado no tiene capa %1.</translation>
    </message>
    <message>
        <source>%1 The maps are still those of “%2”.</source>
        <translation>%1 Los mapas siguen siendo los de «%2».</translation>
    </message>
</context>
<context>
    <name>attn::ui::WeightsPane</name>
    <message>
        <source>W_Q  (queries: the question a word asks)</source>
        <translation>W_Q  (consultas: la pregunta que hace una palabra)</translation>
    </message>
    <message>
        <source>W_K  (keys: what a word advertises)</source>
        <translation>W_K  (claves: lo que una palabra anuncia)</translation>
    </message>
    <message>
        <source>W_V  (values: what a word hands over)</source>
        <translation>W_V  (valores: lo que una palabra entrega)</translation>
    </message>
    <message>
        <source>W_O  (output projection, multi-head)</source>
        <translation>W_O  (proyección de salida, multicabeza)</translation>
    </message>
    <message>
        <source>Matrix:</source>
        <translation>Matriz:</translation>
    </message>
    <message>
        <source>switch to Scaled Q·K·V on the toolbar to use this matrix.</source>
        <translation>cambia a Q·K·V escalada en la barra de herramientas para usar esta matriz.</translation>
    </message>
    <message>
        <source>&lt;i&gt;No mixing uses no projections (each word keeps its own row): %1&lt;/i&gt;</source>
        <translation>&lt;i&gt;Sin mezcla no usa proyecciones (cada palabra conserva su propia fila): %1&lt;/i&gt;</translation>
    </message>
    <message>
        <source>&lt;i&gt;The equal average uses no projections (every weight 1/n): %1&lt;/i&gt;</source>
        <translation>&lt;i&gt;El promedio uniforme no usa proyecciones (todos los pesos 1/n): %1&lt;/i&gt;</translation>
    </message>
    <message>
        <source>&lt;i&gt;Simple attention has no projections (S = X·Xᵀ): %1&lt;/i&gt;</source>
        <translation>&lt;i&gt;La atención simple no tiene proyecciones (S = X·Xᵀ): %1&lt;/i&gt;</translation>
    </message>
    <message>
        <source>&lt;i&gt;Only multi-head attention uses W_O: switch the ladder step on the toolbar.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Solo la atención multicabeza usa W_O: cambia el peldaño en la barra de herramientas.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Identity (not stored): editing a cell makes it a real matrix.</source>
        <translation>Identidad (no almacenada): al editar una celda se convierte en una matriz real.</translation>
    </message>
    <message>
        <source>&lt;br&gt;Columns h&lt;i&gt;k&lt;/i&gt;·&lt;i&gt;j&lt;/i&gt;: head &lt;i&gt;k&lt;/i&gt;, its &lt;i&gt;j&lt;/i&gt;-th dimension (dk = %1).</source>
        <translation>&lt;br&gt;Columnas h&lt;i&gt;k&lt;/i&gt;·&lt;i&gt;j&lt;/i&gt;: cabeza &lt;i&gt;k&lt;/i&gt;, su dimensión &lt;i&gt;j&lt;/i&gt;-ésima (dk = %1).</translation>
    </message>
    <message>
        <source>Weight matrix</source>
        <translation>Matriz de pesos</translation>
    </message>
</context>
<context>
    <name>attn::ui::WhatIfBar</name>
    <message>
        <source>Clear</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <source>Take every what-if back: the model&apos;s own picture again</source>
        <translation>Deshacer todos los «y si»: de nuevo la imagen propia del modelo</translation>
    </message>
</context>
<context>
    <name>attn::ui::WhatIfView</name>
    <message>
        <source>After which token</source>
        <translation>Tras qué token</translation>
    </message>
    <message>
        <source>Next token</source>
        <translation>Token siguiente</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Antes</translation>
    </message>
    <message>
        <source>After</source>
        <translation>Después</translation>
    </message>
    <message>
        <source>Δ ln p</source>
        <translation>Δ ln p</translation>
    </message>
    <message>
        <source>Next-token probabilities before and after the what-if</source>
        <translation>Probabilidades del token siguiente antes y después del «y si»</translation>
    </message>
    <message>
        <source>Any token, to see how its probability changes</source>
        <translation>Cualquier token, para ver cómo cambia su probabilidad</translation>
    </message>
    <message>
        <source>Token</source>
        <translation>Token</translation>
    </message>
    <message>
        <source>&amp;After:</source>
        <translation>&amp;Tras:</translation>
    </message>
    <message>
        <source>&amp;Token:</source>
        <translation>&amp;Token:</translation>
    </message>
    <message>
        <source>%1 (token %2)</source>
        <translation>%1 (token %2)</translation>
    </message>
    <message>
        <source>Add a sentence to see what the model predicts after it.</source>
        <translation>Añada una frase para ver qué predice el modelo después de ella.</translation>
    </message>
    <message>
        <source>The model is reading the sentence…</source>
        <translation>El modelo está leyendo la frase…</translation>
    </message>
    <message>
        <source>This lesson has no model: train one in the Training dock, or open a GPT-2 or nanoGPT model.</source>
        <translation>Esta lección no tiene modelo: entrene uno en el panel de entrenamiento o abra un modelo GPT-2 o nanoGPT.</translation>
    </message>
    <message>
        <source>What the model predicts next, with and without the what-if.</source>
        <translation>Lo que el modelo predice a continuación, con y sin el «y si».</translation>
    </message>
    <message>
        <source>“%1” is not one token of the model.</source>
        <translation>«%1» no es un solo token del modelo.</translation>
    </message>
    <message>
        <source>“%1”: %2 → %3, Δ ln p = %4</source>
        <translation>«%1»: %2 → %3, Δ ln p = %4</translation>
    </message>
    <message>
        <source>Loss on the sentence (each next word): %1</source>
        <translation>Pérdida en la frase (cada palabra siguiente): %1</translation>
    </message>
    <message>
        <source>The probabilities are kept back until the step&apos;s question is answered.</source>
        <translation>Las probabilidades quedan ocultas hasta que se responda la pregunta del paso.</translation>
    </message>
    <message>
        <source>On %1.</source>
        <extracomment>%1: the sentence the what-if reads, in quotation marks</extracomment>
        <translation>Sobre %1.</translation>
    </message>
    <message>
        <source>Layer of the head</source>
        <translation>Capa de la cabeza</translation>
    </message>
    <message>
        <source>Head</source>
        <translation>Cabeza</translation>
    </message>
    <message>
        <source>What if…</source>
        <translation>Y si …</translation>
    </message>
    <message>
        <source>Switch this head off, mean-ablate it, or keep only it</source>
        <translation>Apagar esta cabeza, sustituirla por su media o conservar solo ella</translation>
    </message>
    <message>
        <source>The model&apos;s pass is not ready yet</source>
        <translation>La pasada del modelo aún no está lista</translation>
    </message>
    <message>
        <source>&amp;Layer:</source>
        <translation>&amp;Capa:</translation>
    </message>
    <message>
        <source>H&amp;ead:</source>
        <translation>C&amp;abeza:</translation>
    </message>
    <message>
        <source>No what-if is laid over the model: its own prediction, twice. Choose a head above and What if… to switch it off, or right-click a map.</source>
        <translation>No hay ningún «y si» sobre el modelo: su propia predicción, dos veces. Elige arriba una cabeza y «Y si …» para apagarla, o haz clic derecho en un mapa.</translation>
    </message>
    <message>
        <source>A real model&apos;s pass keeps the logits of its last token only: the prediction after the whole sentence.</source>
        <translation>La pasada de un modelo real solo guarda los logits de su último token: la predicción tras la frase entera.</translation>
    </message>
</context>
</TS>
