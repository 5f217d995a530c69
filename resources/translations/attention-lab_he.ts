<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="he" sourcelanguage="en">
<context>
    <name>AttentionCommands</name>
    <message>
        <source>on</source>
        <translation>מופעל</translation>
    </message>
    <message>
        <source>off</source>
        <translation>כבוי</translation>
    </message>
    <message>
        <source>simple attention</source>
        <translation>קשב פשוט</translation>
    </message>
    <message>
        <source>scaled Q·K·V attention</source>
        <translation>קשב Q·K·V מוקטן</translation>
    </message>
    <message>
        <source>multi-head attention</source>
        <translation>קשב מרובה ראשים</translation>
    </message>
    <message>
        <source>no mixing</source>
        <translation>ללא ערבוב</translation>
    </message>
    <message>
        <source>the equal average</source>
        <translation>ממוצע שווה</translation>
    </message>
    <message>
        <source>switch to %1</source>
        <translation>מעבר לדרגה: %1</translation>
    </message>
    <message>
        <source>scaling %1</source>
        <translation>הקטנה: %1</translation>
    </message>
    <message>
        <source>causal mask %1</source>
        <translation>מסכה סיבתית: %1</translation>
    </message>
    <message>
        <source>one head</source>
        <translation>ראש אחד</translation>
    </message>
    <message>
        <source>%1 heads</source>
        <translation>%1 ראשים</translation>
    </message>
    <message>
        <source>no positions</source>
        <translation>ללא מיקומים</translation>
    </message>
    <message>
        <source>sinusoidal positions</source>
        <translation>מיקומים סינוסואידליים</translation>
    </message>
    <message>
        <source>learned positions</source>
        <translation>מיקומים נלמדים</translation>
    </message>
    <message>
        <source>rotary positions (RoPE)</source>
        <translation>מיקומים סיבוביים (RoPE)</translation>
    </message>
    <message>
        <source>ALiBi</source>
        <translation>ALiBi</translation>
    </message>
    <message>
        <source>RoPE base %1</source>
        <translation>בסיס RoPE %1</translation>
    </message>
</context>
<context>
    <name>ChartViewAccessible</name>
    <message numerus="yes">
        <source>%1: %n point(s), the last at %2 %3, %4 %5</source>
        <translation>
            <numerusform>%1: %n נקודה, האחרונה ב־%2 %3, %4 %5</numerusform>
            <numerusform>%1: %n נקודות, האחרונה ב־%2 %3, %4 %5</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing plotted yet</source>
        <translation>עדיין לא שורטט דבר</translation>
    </message>
</context>
<context>
    <name>Commands</name>
    <message>
        <source>Use Trained Model</source>
        <translation>שימוש במודל המאומן</translation>
    </message>
    <message>
        <source>Remove Trained Model</source>
        <translation>הסרת המודל המאומן</translation>
    </message>
</context>
<context>
    <name>CorpusSource</name>
    <message>
        <source>%1: cannot be read (%2)</source>
        <translation>%1: לא ניתן לקרוא (%2)</translation>
    </message>
    <message>
        <source>repeated sequences</source>
        <translation>רצפים חוזרים</translation>
    </message>
</context>
<context>
    <name>Figures</name>
    <message>
        <source>trained model, layer %1 of %2</source>
        <translation>מודל מאומן, שכבה %1 מתוך %2</translation>
    </message>
    <message>
        <source>hand-wired attention</source>
        <translation>קשב ידני</translation>
    </message>
    <message>
        <source>“%1” — %2, %3. %4</source>
        <extracomment>The head view&apos;s caption: %1 the sentence; %2 which attention; %3 the heads shown; %4 the notes</extracomment>
        <translation>&quot;%1&quot; — %2, %3. %4</translation>
    </message>
    <message>
        <source>token looking</source>
        <extracomment>The head view&apos;s left column title: the tokens doing the looking
----------
A real model&apos;s map: its rows are the tokens doing the looking</extracomment>
        <translation>טוקן מסתכל</translation>
    </message>
    <message>
        <source>token looked at</source>
        <extracomment>The head view&apos;s right column title: the tokens being looked at
----------
A real model&apos;s map: its columns are the tokens being looked at</extracomment>
        <translation>טוקן נצפה</translation>
    </message>
    <message>
        <source>layer %1, head %2</source>
        <translation>שכבה %1, ראש %2</translation>
    </message>
    <message>
        <source>%5 — %1, layer %2 of %3: attention weights of %4 tokens; hatched cells above the diagonal are masked (weight 0): each token looks only at itself and the tokens before it. ␣ marks a token&apos;s leading space.</source>
        <extracomment>%5: the model&apos;s file; %1: its kind; %4: how many tokens</extracomment>
        <translation>%5 — %1, שכבה %2 מתוך %3: משקלי הקשב של %4 טוקנים; התאים המקווקווים מעל האלכסון ממוסכים (משקל 0): כל טוקן מסתכל רק על עצמו ועל הטוקנים שלפניו. ␣ מסמן רווח בתחילת טוקן.</translation>
    </message>
    <message>
        <source>%1 — %2, layer %3 of %4, %5 (%6 tokens; ␣ marks a leading space). %7</source>
        <extracomment>%1: the model&apos;s file; %2: its kind; %5: the heads shown (&quot;all 12 heads&quot;); %6: how many tokens; %7: the notes</extracomment>
        <translation>%1 — %2, שכבה %3 מתוך %4, %5 (%6 טוקנים; ␣ מסמן רווח בתחילת טוקן). %7</translation>
    </message>
    <message>
        <source>%1 — %2: every layer × head (rows: layers, columns: heads) on %3 tokens, each head&apos;s clear pattern named (previous token, first token, self, uniform). Hatched cells above the diagonal are masked; ␣ marks a token&apos;s leading space.</source>
        <translation>%1 — %2: כל שכבה × ראש (שורות: שכבות, עמודות: ראשים) על %3 טוקנים, ולכל ראש מצוין הדפוס הברור שלו (הטוקן הקודם, הטוקן הראשון, עצמי, אחיד). התאים המקווקווים מעל האלכסון ממוסכים; ␣ מסמן רווח בתחילת טוקן.</translation>
    </message>
    <message>
        <source>weight ×</source>
        <extracomment>The blend table&apos;s first column: each ingredient&apos;s weight, multiplying its row</extracomment>
        <translation>משקל ×</translation>
    </message>
    <message>
        <source>before</source>
        <extracomment>The blend table&apos;s row of the word&apos;s own row, before attention (compact form, on a slide)</extracomment>
        <translation>לפני</translation>
    </message>
    <message>
        <source>%1 before (%2)</source>
        <translation>%1 לפני (%2)</translation>
    </message>
    <message>
        <source>lookup row</source>
        <translation>שורת השליפה</translation>
    </message>
    <message>
        <source>%1 lookup row</source>
        <translation>שורת השליפה של %1</translation>
    </message>
    <message>
        <source>after (sums)</source>
        <translation>אחרי (סכומים)</translation>
    </message>
    <message>
        <source>%1 after (column sums)</source>
        <translation>%1 אחרי (סכומי העמודות)</translation>
    </message>
    <message>
        <source>Attention Lab figure</source>
        <translation>איור של Attention Lab</translation>
    </message>
    <message>
        <source>Drawn by Attention Lab</source>
        <translation>שורטט ב-Attention Lab</translation>
    </message>
    <message>
        <source>head %1</source>
        <translation>ראש %1</translation>
    </message>
    <message>
        <source>guess %1</source>
        <extracomment>The lens table&apos;s column: the model&apos;s 1st, 2nd, … most likely next token</extracomment>
        <translation>ניחוש %1</translation>
    </message>
    <message>
        <source>step</source>
        <extracomment>The loss chart&apos;s x axis: the training step</extracomment>
        <translation>צעד</translation>
    </message>
    <message>
        <source> (last %1)</source>
        <translation> (אחרון: %1)</translation>
    </message>
    <message>
        <source>validation</source>
        <extracomment>The loss chart&apos;s legend: the loss on the validation set</extracomment>
        <translation>אימות</translation>
    </message>
    <message>
        <source>train</source>
        <extracomment>The loss chart&apos;s legend: the loss on the training set</extracomment>
        <translation>אימון</translation>
    </message>
    <message>
        <source>“%1”</source>
        <extracomment>Quotation marks around a sentence or a word in a figure&apos;s title or legend: use your language&apos;s (e.g. „%1“ or « %1 »).</extracomment>
        <translation>&quot;%1&quot;</translation>
    </message>
    <message>
        <source>Training loss</source>
        <translation>הפסד האימון</translation>
    </message>
    <message>
        <source>Every layer and head at step %1 — “%2”</source>
        <extracomment>%1: the training step; %2: the sentence the heads read</extracomment>
        <translation>כל השכבות והראשים בצעד %1 — &quot;%2&quot;</translation>
    </message>
    <message>
        <source>value row</source>
        <translation>שורת הערך</translation>
    </message>
    <message>
        <source>Input matrix X for %1</source>
        <translation>מטריצת הקלט X עבור %1</translation>
    </message>
    <message>
        <source>Scores S = X·Xᵀ for %1</source>
        <translation>ציונים S = X·Xᵀ עבור %1</translation>
    </message>
    <message>
        <source>Attention weights for %1</source>
        <translation>משקלי הקשב עבור %1</translation>
    </message>
    <message>
        <source>two</source>
        <extracomment>The number 2 in &quot;One lookup row, two meanings: …&quot;</extracomment>
        <translation>שתי</translation>
    </message>
    <message>
        <source>Words before and after attention</source>
        <translation>מילים לפני הקשב ואחריו</translation>
    </message>
    <message>
        <source>One lookup row, %1 meanings: %2 before and after attention</source>
        <translation>שורת שליפה אחת, %1 משמעויות: %2 לפני הקשב ואחריו</translation>
    </message>
    <message>
        <source>The blend in slow motion: %1 in %2</source>
        <translation>התערובת בהילוך איטי: %1 ב-%2</translation>
    </message>
    <message>
        <source>Embedding table</source>
        <translation>טבלת השיכון</translation>
    </message>
    <message>
        <source>Projection %1</source>
        <translation>הטלה %1</translation>
    </message>
    <message>
        <source>Input X for %1</source>
        <translation>קלט X עבור %1</translation>
    </message>
    <message>
        <source>Scores for %1</source>
        <translation>ציונים עבור %1</translation>
    </message>
    <message>
        <source>Weights per head for %1</source>
        <translation>משקלים לכל ראש עבור %1</translation>
    </message>
    <message>
        <source>The blend for %1</source>
        <translation>התערובת עבור %1</translation>
    </message>
    <message>
        <source>Training loss: %1 steps on %2</source>
        <translation>הפסד האימון: %1 צעדים על %2</translation>
    </message>
    <message>
        <source>Trained model, layer %1 of %2: every head on %3</source>
        <translation>מודל מאומן, שכבה %1 מתוך %2: כל הראשים על %3</translation>
    </message>
    <message>
        <source>word</source>
        <extracomment>A table&apos;s row title: its rows are words</extracomment>
        <translation>מילה</translation>
    </message>
    <message>
        <source>axis</source>
        <extracomment>A table&apos;s column title: its columns are the embedding&apos;s axes (water, money, …)</extracomment>
        <translation>ציר</translation>
    </message>
    <message>
        <source>no head</source>
        <extracomment>The head view&apos;s title when no head is chosen</extracomment>
        <translation>ללא ראש</translation>
    </message>
    <message>
        <source>all %1 heads</source>
        <translation>כל %1 הראשים</translation>
    </message>
    <message>
        <source>heads %1</source>
        <extracomment>%1: a list of head numbers, &quot;1, 3&quot;</extracomment>
        <translation>ראשים %1</translation>
    </message>
    <message>
        <source>Causal: each token attends only to itself and the tokens before it.</source>
        <translation>סיבתי: כל טוקן קשוב רק לעצמו ולטוקנים שלפניו.</translation>
    </message>
    <message>
        <source>Weights below %1 are not drawn; each token shows its %2 strongest lines per head (%3 more left out).</source>
        <translation>משקלים מתחת ל-%1 אינם משורטטים; לכל טוקן מוצגים %2 הקווים החזקים ביותר שלו בכל ראש (%3 נוספים הושמטו).</translation>
    </message>
    <message>
        <source>Weights below %1 are not drawn.</source>
        <translation>משקלים מתחת ל-%1 אינם משורטטים.</translation>
    </message>
    <message>
        <source>no weight of %1 or more</source>
        <translation>אין משקל של %1 ומעלה</translation>
    </message>
    <message>
        <source>head %1: %2</source>
        <translation>ראש %1: %2</translation>
    </message>
    <message>
        <source>raw scores Q·Kᵀ, before the mask</source>
        <translation>ציונים גולמיים Q·Kᵀ, לפני המסכה</translation>
    </message>
    <message>
        <source>scores Q·Kᵀ/√dk, before the mask</source>
        <translation>ציונים Q·Kᵀ/√dk, לפני המסכה</translation>
    </message>
    <message>
        <source>masked scores: −∞ above the diagonal</source>
        <translation>ציונים ממוסכים: ‎−∞‎ מעל האלכסון</translation>
    </message>
    <message>
        <source>attention weights; hatched cells above the diagonal are masked (weight 0)</source>
        <translation>משקלי קשב; התאים המקווקווים מעל האלכסון ממוסכים (משקל 0)</translation>
    </message>
    <message>
        <source>Trained model (%1, %2 steps), layer %3 of %4: %5. The model is causal: each word looks only at itself and the words before it.</source>
        <extracomment>%1: the corpus (&quot;corpus &apos;bubbe&apos;&quot;); %5: what the map shows (&quot;attention weights; …&quot;)</extracomment>
        <translation>מודל מאומן (%1, %2 צעדים), שכבה %3 מתוך %4: %5. המודל סיבתי: כל מילה מסתכלת רק על עצמה ועל המילים שלפניה.</translation>
    </message>
    <message>
        <source>corpus unknown</source>
        <translation>קורפוס לא ידוע</translation>
    </message>
    <message>
        <source>corpus &apos;%1&apos;</source>
        <translation>קורפוס &quot;%1&quot;</translation>
    </message>
    <message>
        <source>not measured</source>
        <extracomment>A loss that was not measured (no validation set)</extracomment>
        <translation>לא נמדד</translation>
    </message>
    <message>
        <source>Trained on &apos;%1&apos; for %2 steps (seed %3); final loss: train %4, validation %5 nats.</source>
        <translation>אומן על &quot;%1&quot; במשך %2 צעדים (זרע %3); הפסד סופי: אימון %4, אימות %5 nats.</translation>
    </message>
    <message>
        <source>embeddings</source>
        <extracomment>The lens table&apos;s first row: the guesses read from the embeddings, before any layer</extracomment>
        <translation>שיכונים</translation>
    </message>
    <message>
        <source>layer %1</source>
        <translation>שכבה %1</translation>
    </message>
    <message>
        <source>%1 — the layers&apos; guesses after “%2” (token %3): each layer&apos;s residual stream read through the final LayerNorm and the output head; the top %4 next tokens and their probabilities. The last row is the model&apos;s own prediction. ␣ marks a leading space.</source>
        <extracomment>%1: the model (file — kind); %2: the token; %3: its position; %4: how many guesses per row</extracomment>
        <translation>%1 — ניחושי השכבות אחרי &quot;%2&quot; (טוקן %3): הזרם השיורי של כל שכבה, נקרא דרך ה-LayerNorm הסופי וראש הפלט; %4 הטוקנים הבאים הסבירים ביותר וההסתברויות שלהם. השורה האחרונה היא החיזוי של המודל עצמו. ␣ מסמן רווח בתחילת טוקן.</translation>
    </message>
    <message>
        <source>Attention rollout (Abnar &amp; Zuidema 2020): each layer&apos;s heads averaged, the residual connection counted as an identity mixed half and half (½·A + ½·I), the layers multiplied; the MLPs and what the values carry are left out, so it is an estimate of flow, not an attribution.</source>
        <translation>זרימת קשב (Attention rollout, Abnar &amp; Zuidema 2020): ממוצע על הראשים של כל שכבה, החיבור השיורי נספר כמטריצת יחידה שמעורבבת חצי-חצי (‎½·A + ½·I‎), והשכבות מוכפלות זו בזו; שכבות ה-MLP ומה שהערכים נושאים אינם נכללים, ולכן זו הערכה של זרימה, לא ייחוס.</translation>
    </message>
    <message>
        <source>after layer %1</source>
        <translation>אחרי שכבה %1</translation>
    </message>
    <message>
        <source>rolled out through</source>
        <extracomment>The rollout map&apos;s row title: its rows are &quot;after layer 1&quot;, &quot;after layer 2&quot;, …</extracomment>
        <translation>זרימה דרך</translation>
    </message>
    <message>
        <source>token</source>
        <translation>טוקן</translation>
    </message>
    <message>
        <source>input token</source>
        <translation>טוקן קלט</translation>
    </message>
    <message>
        <source>flow into “%1” (token %2)</source>
        <translation>זרימה לתוך &quot;%1&quot; (טוקן %2)</translation>
    </message>
    <message>
        <source>%1 — how much each input token flows into “%2” (token %3)%4; each row sums to 1. %5</source>
        <extracomment>%1: the model; %2: the token; %3: its position; %4: &quot; through all 12 layers&quot; or &quot; through layers 1…l, a row per l&quot;; %5: the method</extracomment>
        <translation>%1 — כמה כל טוקן קלט זורם לתוך &quot;%2&quot; (טוקן %3)%4; סכום כל שורה הוא 1. %5</translation>
    </message>
    <message>
        <source> through layers 1…l, a row per l</source>
        <translation> דרך השכבות 1…l, שורה לכל l</translation>
    </message>
    <message>
        <source> through all %1 layers</source>
        <translation> דרך כל %1 השכבות</translation>
    </message>
    <message>
        <source>head · dimension (joined heads)</source>
        <translation>ראש · מימד (ראשים מחוברים)</translation>
    </message>
    <message>
        <source>input axis</source>
        <translation>ציר קלט</translation>
    </message>
    <message>
        <source>output axis</source>
        <translation>ציר פלט</translation>
    </message>
    <message>
        <source>head · dimension</source>
        <translation>ראש · מימד</translation>
    </message>
    <message>
        <source>%1 is the identity (not stored).</source>
        <translation>%1 היא מטריצת היחידה (לא נשמרת).</translation>
    </message>
    <message>
        <source>word looking</source>
        <extracomment>A score map&apos;s row title: the rows are the words doing the looking</extracomment>
        <translation>מילה מסתכלת</translation>
    </message>
    <message>
        <source>word looked at</source>
        <extracomment>A score map&apos;s column title: the columns are the words being looked at</extracomment>
        <translation>מילה נצפית</translation>
    </message>
    <message>
        <source>Attention weights — %1 (the real model, layer %2)</source>
        <translation>משקלי קשב — %1 (המודל האמיתי, שכבה %2)</translation>
    </message>
    <message>
        <source> (the trained model, layer %1)</source>
        <translation> (המודל המאומן, שכבה %1)</translation>
    </message>
    <message>
        <source>Vectors: lookup rows (dots) and outputs (diamonds)</source>
        <translation>וקטורים: שורות שליפה (נקודות) ופלטים (מעוינים)</translation>
    </message>
    <message>
        <source>Head view — %1</source>
        <translation>תצוגת ראשים — %1</translation>
    </message>
    <message>
        <source> (the real model, layer %1)</source>
        <translation> (המודל האמיתי, שכבה %1)</translation>
    </message>
    <message>
        <source>The blend of “%1” — %2</source>
        <translation>התערובת של &quot;%1&quot; — %2</translation>
    </message>
    <message>
        <source>%1: this figure cannot be drawn: %2</source>
        <translation>%1: לא ניתן לשרטט את האיור הזה: %2</translation>
    </message>
    <message>
        <source>PC%1 (%2% of variance)</source>
        <extracomment>The vector plot&apos;s axis along a principal component: %1 its number, %2 the share of the variance it explains</extracomment>
        <translation>PC%1 (%2% מהשונות)</translation>
    </message>
    <message>
        <source>score = &lt;b&gt;%1&lt;/b&gt; (this step compares no words: every score is 0)&lt;br&gt;</source>
        <translation>ציון = &lt;b&gt;%1&lt;/b&gt; (הדרגה הזאת אינה משווה בין מילים: כל ציון הוא 0)&lt;br&gt;</translation>
    </message>
    <message>
        <source>… (%1 terms)</source>
        <translation>… (%1 איברים)</translation>
    </message>
    <message>
        <source>score = %1 = %2 + … = &lt;b&gt;%3&lt;/b&gt;&lt;br&gt;</source>
        <extracomment>%1: the product, &quot;q·k&quot;; %2: its terms, &quot;a×b + c×d&quot;; %3: the score</extracomment>
        <translation>ציון = ‎%1 = %2 + … = &lt;b&gt;%3&lt;/b&gt;‎&lt;br&gt;</translation>
    </message>
    <message>
        <source>score = %1 = %2 = &lt;b&gt;%3&lt;/b&gt;&lt;br&gt;</source>
        <translation>ציון = ‎%1 = %2 = &lt;b&gt;%3&lt;/b&gt;‎&lt;br&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; looking at &lt;b&gt;%2&lt;/b&gt;%3&lt;br&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; מסתכלת על &lt;b&gt;%2&lt;/b&gt;%3&lt;br&gt;</translation>
    </message>
    <message>
        <source> · head %1</source>
        <translation> · ראש %1</translation>
    </message>
    <message>
        <source>masked: %1 comes after %2, so its weight is exactly 0</source>
        <translation>ממוסך: %1 אחרי %2 במשפט, ולכן המשקל הוא בדיוק 0</translation>
    </message>
    <message>
        <source>weight: &lt;b&gt;%1&lt;/b&gt; (the model&apos;s pass keeps its weights, not the scores behind them)</source>
        <translation>משקל: &lt;b&gt;%1&lt;/b&gt; (המעבר של המודל שומר את המשקלים, לא את הציונים שמאחוריהם)</translation>
    </message>
    <message>
        <source>scaled: %1 × 1/√%2 (= %3) = &lt;b&gt;%4&lt;/b&gt;&lt;br&gt;</source>
        <translation>מוקטן: ‎%1 × 1/√%2 (= %3) = &lt;b&gt;%4&lt;/b&gt;‎&lt;br&gt;</translation>
    </message>
    <message>
        <source>masked: %1 comes after %2, so its score is −∞ and its weight exactly 0</source>
        <translation>ממוסך: %1 אחרי %2 במשפט, ולכן הציון הוא ‎−∞‎ והמשקל בדיוק 0</translation>
    </message>
    <message>
        <source>masked: no mixing lets %1 see only itself, so %2&apos;s score is −∞ and its weight exactly 0</source>
        <translation>ממוסך: בדרגה &quot;ללא ערבוב&quot; %1 רואה רק את עצמה, ולכן הציון של %2 הוא ‎−∞‎ והמשקל בדיוק 0</translation>
    </message>
    <message>
        <source>exp(%1 − row max %2) = %3&lt;br&gt;</source>
        <translation>‎exp(%1 − max) = %3‎, כאשר max הוא המקסימום בשורה: %2&lt;br&gt;</translation>
    </message>
    <message>
        <source>row sum of exp = %1&lt;br&gt;</source>
        <translation>סכום ה-exp בשורה = %1&lt;br&gt;</translation>
    </message>
    <message>
        <source>weight = %1 / %2 = &lt;b&gt;%3&lt;/b&gt;</source>
        <translation>משקל = ‎%1 / %2 = &lt;b&gt;%3&lt;/b&gt;‎</translation>
    </message>
    <message>
        <source>output without the what-if</source>
        <translation>פלט בלי ה״מה אם״</translation>
    </message>
    <message>
        <source>previous token</source>
        <translation>טוקן קודם</translation>
    </message>
    <message>
        <source>induction</source>
        <translation>אינדוקציה</translation>
    </message>
    <message>
        <source>duplicate token</source>
        <translation>אסימון כפול</translation>
    </message>
    <message>
        <source>first token</source>
        <translation>האסימון הראשון</translation>
    </message>
    <message>
        <source>layer</source>
        <translation>שכבה</translation>
    </message>
    <message>
        <source>head</source>
        <translation>ראש</translation>
    </message>
    <message>
        <source>%1 — each head&apos;s mean attention weight while the model reads %2 random tokens twice (%3 tokens): previous token, on the token just before; induction, in the repeat, on the token that followed this token&apos;s first occurrence; duplicate token, on that first occurrence itself; first token, on position 0.</source>
        <extracomment>%1: the model; %2: how many random tokens (R); %3: 2R</extracomment>
        <translation>%1 — משקל הקשב הממוצע של כל ראש בזמן שהמודל קורא %2 אסימונים אקראיים פעמיים (%3 אסימונים): האסימון הקודם, על האסימון שממש לפני; אינדוקציה, בחזרה, על האסימון שבא אחרי ההופעה הראשונה של אסימון זה; אסימון כפול, על ההופעה הראשונה עצמה; האסימון הראשון, על מיקום 0.</translation>
    </message>
    <message>
        <source>The lesson&apos;s trained model</source>
        <translation>המודל המאומן של השיעור</translation>
    </message>
    <message>
        <source>The cells are hidden: they are the question&apos;s answer.</source>
        <translation>התאים מוסתרים: הם התשובה לשאלה.</translation>
    </message>
    <message>
        <source>Where a word sits: %1 — %2</source>
        <translation>היכן נמצאת מילה: %1 — %2</translation>
    </message>
    <message>
        <source>Where a word sits: %1</source>
        <translation>היכן מילה עומדת: %1</translation>
    </message>
    <message>
        <source>, base %1</source>
        <translation>, בסיס %1</translation>
    </message>
    <message>
        <source>ALiBi: %1 − %2 × distance %3 = &lt;b&gt;%4&lt;/b&gt;&lt;br&gt;</source>
        <translation>‏ALiBi: %1 − %2 × מרחק %3 = &lt;b&gt;%4&lt;/b&gt;&lt;br&gt;</translation>
    </message>
    <message>
        <source>Head %1 is not in both maps.</source>
        <translation>ראש %1 אינו בשתי המפות.</translation>
    </message>
    <message>
        <source>“%2” − “%1”</source>
        <extracomment>The difference map&apos;s title: %2 minus %1, the two sentences</extracomment>
        <translation>&quot;%2&quot; − &quot;%1&quot;</translation>
    </message>
    <message>
        <source>“%2” minus “%1”, %3, cell by cell: red where the second sentence&apos;s number is larger, blue where it is smaller.</source>
        <extracomment>%1, %2: the two sentences; %3: the stage (&quot;Weights&quot;, &quot;Raw scores&quot;)</extracomment>
        <translation>&quot;%2&quot; פחות &quot;%1&quot;, %3, תא מול תא: אדום היכן שהמספר של המשפט השני גדול יותר, כחול היכן שהוא קטן יותר.</translation>
    </message>
    <message>
        <source>layer %1 · head %2</source>
        <extracomment>Which map a difference is of: %1 the layer, %2 the head (both from 1)</extracomment>
        <translation>שכבה %1 · ראש %2</translation>
    </message>
    <message>
        <source>The difference compares two sentences of the same length, cell by cell: “%1” and “%3” are %2 and %4 tokens long.</source>
        <extracomment>%1, %3: the two sentences as read; %2, %4: their token counts</extracomment>
        <translation>ההפרש משווה שני משפטים באותו אורך, תא מול תא: ב-&quot;%1&quot; וב-&quot;%3&quot; יש %2 ו-%4 טוקנים.</translation>
    </message>
    <message>
        <source>The lines are kept back with the numbers this step keeps back (they would show them).</source>
        <translation>הקווים מוסתרים, כמו המספרים שהצעד הזה מסתיר (הם היו מראים אותם).</translation>
    </message>
    <message>
        <source>head %1 %2</source>
        <extracomment>The head view&apos;s title under a what-if: &quot;head 2 switched off&quot;</extracomment>
        <translation>ראש %1 %2</translation>
    </message>
    <message>
        <source>loss (nats)</source>
        <extracomment>The loss chart&apos;s y axis: the loss in natural-log units, as the window&apos;s chart says</extracomment>
        <translation>הפסד (nats)</translation>
    </message>
    <message>
        <source>without the what-if</source>
        <extracomment>The what-if effect table&apos;s rows: the model&apos;s next-token guesses without, then with it</extracomment>
        <translation>בלי ה&quot;מה אם&quot;</translation>
    </message>
    <message>
        <source>with the what-if</source>
        <translation>עם ה&quot;מה אם&quot;</translation>
    </message>
    <message>
        <source>%1 — the next token after “%2” (token %3), without and with the what-if: the top %4 tokens and their probabilities. ␣ marks a leading space.</source>
        <extracomment>%1: the model (file — kind); %2: the token; %3: its position; %4: how many tokens per row</extracomment>
        <translation>%1 — הטוקן הבא אחרי &quot;%2&quot; (טוקן %3), בלי ה&quot;מה אם&quot; ועם: %4 הטוקנים הסבירים ביותר וההסתברויות שלהם. ␣ מסמן רווח בהתחלה.</translation>
    </message>
    <message>
        <source>The next token, without and with the what-if — %1</source>
        <extracomment>A slide&apos;s or handout&apos;s figure of what the what-if does to the prediction; %1: the sentence</extracomment>
        <translation>הטוקן הבא, בלי ה&quot;מה אם&quot; ועם — %1</translation>
    </message>
    <message>
        <source>The difference of the two maps</source>
        <extracomment>A step&apos;s difference map of its two sentences&apos; maps, over the map&apos;s own title</extracomment>
        <translation>ההפרש בין שתי המפות</translation>
    </message>
</context>
<context>
    <name>GetModelDialog</name>
    <message>
        <source>needs %1 of memory; this machine has %2</source>
        <translation>דורש %1 זיכרון; במחשב הזה יש %2</translation>
    </message>
</context>
<context>
    <name>Handout</name>
    <message>
        <source>Your answer: ______________</source>
        <extracomment>A line on the printed handout where the student writes a number</extracomment>
        <translation>התשובה שלך: ______________</translation>
    </message>
    <message>
        <source>Mark the cell you think is largest in the weights of “%1”, head %2, in %3’s row.</source>
        <extracomment>%1: the sentence; %2: the head&apos;s number; %3: the word whose row holds the cell</extracomment>
        <translation>יש לסמן את התא שלדעתך הוא הגדול ביותר במשקלים של &quot;%1&quot;, ראש %2, בשורה של %3.</translation>
    </message>
    <message>
        <source>Mark the cell you think is largest in the weights of “%1”, head %2.</source>
        <translation>יש לסמן את התא שלדעתך הוא הגדול ביותר במשקלים של &quot;%1&quot;, ראש %2.</translation>
    </message>
    <message>
        <source>Mark the cell you think is largest in the weights of “%1”, in %2’s row.</source>
        <translation>יש לסמן את התא שלדעתך הוא הגדול ביותר במשקלים של &quot;%1&quot;, בשורה של %2.</translation>
    </message>
    <message>
        <source>Mark the cell you think is largest in the weights of “%1”.</source>
        <translation>יש לסמן את התא שלדעתך הוא הגדול ביותר במשקלים של &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>צעד %1 מתוך %2</translation>
    </message>
    <message>
        <source>The answer is on page %1.</source>
        <translation>התשובה בעמוד %1.</translation>
    </message>
    <message>
        <source>(cannot be computed: %1)</source>
        <extracomment>An answer the handout cannot state; %1: why</extracomment>
        <translation>(לא ניתן לחשב: %1)</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>תשובות</translation>
    </message>
    <message>
        <source>Step %1 · %2</source>
        <extracomment>The heading of a step&apos;s answer: %1 its number, %2 its title</extracomment>
        <translation>צעד %1 · %2</translation>
    </message>
    <message>
        <source>Answer: %1</source>
        <translation>תשובה: %1</translation>
    </message>
    <message>
        <source>Lesson</source>
        <extracomment>The handout&apos;s title when the lesson has none</extracomment>
        <translation>שיעור</translation>
    </message>
    <message>
        <source>%1 — page %2 of %3</source>
        <extracomment>The handout&apos;s page footer: %1 the lesson&apos;s title, %2 the page, %3 how many pages</extracomment>
        <translation>%1 — עמוד %2 מתוך %3</translation>
    </message>
    <message>
        <source>(%1: drawn from the lesson&apos;s real model, which was not read for this handout — export it from the window with the model open)</source>
        <extracomment>%1: the figure&apos;s title</extracomment>
        <translation>(%1: משורטט מהמודל האמיתי של השיעור, שלא נקרא עבור דף העבודה הזה — יש לייצא אותו מהחלון כשהמודל פתוח)</translation>
    </message>
    <message>
        <source>Predict</source>
        <extracomment>The heading over a question on the handout: the student predicts before seeing the answer</extracomment>
        <translation>נסו לחזות</translation>
    </message>
    <message>
        <source>(%2: heads %1 are left out — their maps would print too small to read. A step can choose the heads its figures show: Author ▸ Edit Step…, View.)</source>
        <extracomment>%1: the heads left out of a handout&apos;s grid of maps (&quot;4, 5, 6&quot;); %2: the figure&apos;s title</extracomment>
        <translation>(%2: הראשים %1 הושמטו — המפות שלהם היו מודפסות קטנות מכדי לקרוא אותן. צעד יכול לבחור את הראשים שהאיורים שלו מציגים: מחבר ◂ עריכת צעד…, תצוגה.)</translation>
    </message>
    <message>
        <source>Step %1 of %2, continued: %3</source>
        <extracomment>At the top of a handout page that goes on with a step begun on the page before: %1 the step, %2 how many, %3 its title</extracomment>
        <translation>צעד %1 מתוך %2, המשך: %3</translation>
    </message>
</context>
<context>
    <name>HeadGridAccessible</name>
    <message>
        <source>strongest, %1 → %2 %3</source>
        <translation>החזק ביותר: %1 → %2 %3</translation>
    </message>
    <message>
        <source>layer %1</source>
        <translation>שכבה %1</translation>
    </message>
    <message>
        <source>head %1</source>
        <translation>ראש %1</translation>
    </message>
    <message>
        <source>Attention of every layer and head: %1 × %2 maps</source>
        <translation>הקשב של כל שכבה וכל ראש: %1 × %2 מפות</translation>
    </message>
</context>
<context>
    <name>HeadTileGridAccessible</name>
    <message>
        <source>layer %1, head %2</source>
        <translation>שכבה %1, ראש %2</translation>
    </message>
    <message>
        <source>%1: not shown (left out by the filters)</source>
        <translation>%1: לא מוצג (הושמט על ידי המסננים)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>layer %1</source>
        <translation>שכבה %1</translation>
    </message>
    <message>
        <source>head %1</source>
        <translation>ראש %1</translation>
    </message>
    <message>
        <source>Every head of the model: %1 layers × %2 heads</source>
        <translation>כל הראשים של המודל: %1 שכבות × %2 ראשים</translation>
    </message>
    <message>
        <source>The arrow keys choose a head; its map shows large beside the grid.</source>
        <translation>מקשי החצים בוחרים ראש; המפה שלו מוצגת בגדול לצד הרשת.</translation>
    </message>
</context>
<context>
    <name>HeatmapAccessible</name>
    <message>
        <source>hidden</source>
        <translation>מוסתר</translation>
    </message>
    <message>
        <source>masked</source>
        <translation>ממוסך</translation>
    </message>
    <message>
        <source>no value</source>
        <translation>אין ערך</translation>
    </message>
    <message>
        <source>Heat map of %1 × %2 cells</source>
        <translation>מפת חום של %1 × %2 תאים</translation>
    </message>
    <message>
        <source>A table of values, each cell read as shown; the arrow keys move between cells.</source>
        <translation>טבלת ערכים, כל תא נקרא כפי שהוא מוצג; מקשי החצים עוברים בין התאים.</translation>
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
מעבדה ממוחשבת לקשב עצמי.

Qt %2 (נבנה עם %3)
Eigen %4.%5.%6

מופץ ברישיון MIT. Copyright (c) Attention Lab authors.</translation>
    </message>
    <message>
        <source>About Attention Lab</source>
        <translation>אודות Attention Lab</translation>
    </message>
    <message>
        <source>Licence:</source>
        <translation>רישיון:</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>קיצורי מקלדת</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>פקודה</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>מקשים</translation>
    </message>
    <message>
        <source>In the tables: type a value, or press on a cell and drag left or right to scrub it. In the heatmaps: hover a cell for its arithmetic, click a word to highlight it.</source>
        <translation>בטבלאות: יש להקליד ערך, או ללחוץ על תא ולגרור ימינה או שמאלה כדי לשנות אותו. במפות החום: ריחוף מעל תא מציג את החישוב שלו, ולחיצה על מילה מדגישה אותה.</translation>
    </message>
    <message>
        <source>%1 was not found. Looked in:
%2</source>
        <translation>%1 לא נמצא. המקומות שנבדקו:
%2</translation>
    </message>
    <message>
        <source>What is this view? — %1</source>
        <translation>מה מוצג כאן? — %1</translation>
    </message>
    <message>
        <source>What is this view?</source>
        <translation>מה מוצג כאן?</translation>
    </message>
    <message>
        <source>Click in a pane and press F1 to read what it shows and how to read it. The panes:</source>
        <translation>יש ללחוץ בתוך חלונית ולהקיש F1 כדי לקרוא מה היא מציגה ואיך לקרוא אותה. החלוניות:</translation>
    </message>
    <message>
        <source>The panes of the window</source>
        <translation>החלוניות שבחלון</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ע&amp;זרה</translation>
    </message>
    <message>
        <source>&amp;What Is This View?</source>
        <translation>&amp;מה מוצג כאן?</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;קיצורי מקלדת</translation>
    </message>
    <message>
        <source>&amp;Command-Line Reference</source>
        <translation>מדריך &amp;שורת הפקודה</translation>
    </message>
    <message>
        <source>Command-Line Reference</source>
        <translation>מדריך שורת הפקודה</translation>
    </message>
    <message>
        <source>&amp;Lesson File Format</source>
        <translation>&amp;תבנית קובץ השיעור</translation>
    </message>
    <message>
        <source>Lesson File Format</source>
        <translation>תבנית קובץ השיעור</translation>
    </message>
    <message>
        <source>&amp;About Attention Lab</source>
        <translation>&amp;אודות Attention Lab</translation>
    </message>
    <message>
        <source>Heatmap ▸ Move the cell cursor</source>
        <translation>מפת חום ◂ הזזת סמן התא</translation>
    </message>
    <message>
        <source>Arrows, Home, End, Page Up, Page Down</source>
        <translation>מקשי החצים, Home, End, Page Up, Page Down</translation>
    </message>
    <message>
        <source>Heatmap ▸ Click the cell (answers a cell question, highlights the row&apos;s word)</source>
        <translation>מפת חום ◂ לחיצה על התא (עונה על שאלת תא, מדגישה את מילת השורה)</translation>
    </message>
    <message>
        <source>Enter, Space</source>
        <translation>Enter, Space</translation>
    </message>
    <message>
        <source>Heatmap ▸ Highlight the column&apos;s word</source>
        <translation>מפת חום ◂ הדגשת מילת העמודה</translation>
    </message>
    <message>
        <source>Shift+Enter</source>
        <translation>Shift+Enter</translation>
    </message>
    <message>
        <source>Heatmap ▸ Zoom around the cursor</source>
        <translation>מפת חום ◂ זום סביב הסמן</translation>
    </message>
    <message>
        <source>+, −</source>
        <translation>+, −</translation>
    </message>
    <message>
        <source>Vectors ▸ Choose the next or previous grey point</source>
        <translation>וקטורים ◂ בחירת הנקודה האפורה הבאה או הקודמת</translation>
    </message>
    <message>
        <source>N, Shift+N, Page Down, Page Up</source>
        <translation>N, Shift+N, Page Down, Page Up</translation>
    </message>
    <message>
        <source>Vectors ▸ Move the chosen point (Shift: a finer step)</source>
        <translation>וקטורים ◂ הזזת הנקודה שנבחרה (Shift: צעד עדין יותר)</translation>
    </message>
    <message>
        <source>Arrows</source>
        <translation>מקשי החצים</translation>
    </message>
    <message>
        <source>Vectors ▸ Highlight the chosen point&apos;s word</source>
        <translation>וקטורים ◂ הדגשת המילה של הנקודה שנבחרה</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Presentation ▸ Next or previous step</source>
        <translation>מצגת ◂ הצעד הבא או הקודם</translation>
    </message>
    <message>
        <source>Right, Left, Page Down, Page Up, Space</source>
        <translation>ימינה, שמאלה, Page Down, Page Up, Space</translation>
    </message>
    <message>
        <source>Presentation ▸ Reveal the answer</source>
        <translation>מצגת ◂ חשיפת התשובה</translation>
    </message>
    <message>
        <source>R, Return</source>
        <translation>R, Enter</translation>
    </message>
    <message>
        <source>Presentation ▸ Another head or page of figures</source>
        <translation>מצגת ◂ ראש אחר או עמוד איורים אחר</translation>
    </message>
    <message>
        <source>H, Shift+H, 1–9, F, Shift+F</source>
        <translation>H, Shift+H, 1–9, F, Shift+F</translation>
    </message>
    <message>
        <source>Presentation ▸ Leave</source>
        <translation>מצגת ◂ יציאה</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Heatmap, head tile ▸ Its menu: what if (switch off, cut this line), export</source>
        <translation>מפת חום, אריח ראש ◂ התפריט שלו: מה אם (כיבוי, חיתוך הקו הזה), ייצוא</translation>
    </message>
    <message>
        <source>Menu key, Shift+F10</source>
        <translation>מקש תפריט, Shift+F10</translation>
    </message>
    <message>
        <source>Presentation ▸ Another layer of the model</source>
        <translation>מצגת ◂ שכבה אחרת של המודל</translation>
    </message>
    <message>
        <source>L, Shift+L</source>
        <translation>L, Shift+L</translation>
    </message>
</context>
<context>
    <name>HubText</name>
    <message>
        <source>The hub has no such revision of %1 (404).</source>
        <translation>אין ב-Hub גרסה כזו של %1 (404).</translation>
    </message>
    <message>
        <source>%1 has no file %2 (404).</source>
        <translation>אין ב-%1 קובץ %2 (404).</translation>
    </message>
    <message>
        <source>The hub has no repository %1 (404 for %2): check the name.</source>
        <translation>אין ב-Hub מאגר %1 (404 עבור %2): כדאי לבדוק את השם.</translation>
    </message>
    <message>
        <source>%1 is gated (%2): accept its terms on the hub&apos;s page, then give a token (HF_TOKEN, or the token field).</source>
        <translation>%1 בגישה מוגבלת (%2): יש לאשר את התנאים שלו בדף שלו ב-Hub, ואז לתת טוקן (HF_TOKEN, או שדה הטוקן).</translation>
    </message>
    <message>
        <source>The hub refused %1 (%2): the repository is private or gated, or does not exist; a token with access to it is needed (HF_TOKEN, or the token field).</source>
        <translation>ה-Hub סירב לבקשה עבור %1 (%2): המאגר פרטי או בגישה מוגבלת, או שאינו קיים; נדרש טוקן עם גישה אליו (HF_TOKEN, או שדה הטוקן).</translation>
    </message>
    <message>
        <source>%1 answered %2 for %3 of %4; try again later.</source>
        <translation>%1 ענה %2 עבור %3 של %4; כדאי לנסות שוב מאוחר יותר.</translation>
    </message>
    <message>
        <source>No network: could not reach %1 (%2).</source>
        <translation>אין רשת: לא ניתן להגיע אל %1 (%2).</translation>
    </message>
    <message>
        <source>%1 stopped answering while sending %2; try again to resume.</source>
        <translation>%1 הפסיק לענות בזמן שליחת %2; ניסיון נוסף ימשיך את ההורדה.</translation>
    </message>
    <message>
        <source>The proxy failed (%1); check the system&apos;s proxy settings.</source>
        <translation>שרת ה-proxy נכשל (%1); כדאי לבדוק את הגדרות ה-proxy של המערכת.</translation>
    </message>
    <message>
        <source>A secure connection to %1 failed (%2).</source>
        <translation>החיבור המאובטח אל %1 נכשל (%2).</translation>
    </message>
    <message>
        <source>The connection to %1 failed while fetching %2 (%3); try again to resume.</source>
        <translation>החיבור אל %1 נכשל בזמן הורדת %2 (%3); ניסיון נוסף ימשיך את ההורדה.</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 בתים</translation>
    </message>
</context>
<context>
    <name>LessonPropertyCommands</name>
    <message>
        <source>title</source>
        <translation>הכותרת</translation>
    </message>
    <message>
        <source>description</source>
        <translation>התיאור</translation>
    </message>
    <message>
        <source>focus word</source>
        <translation>מילת המיקוד</translation>
    </message>
    <message>
        <source>author</source>
        <translation>המחבר</translation>
    </message>
    <message>
        <source>licence</source>
        <translation>הרישיון</translation>
    </message>
    <message>
        <source>Set the lesson&apos;s %1</source>
        <translation>שינוי %1 של השיעור</translation>
    </message>
</context>
<context>
    <name>LessonSession</name>
    <message>
        <source>Step %1</source>
        <translation>צעד %1</translation>
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
        <translation> (%1 מול %2: %3)</translation>
    </message>
</context>
<context>
    <name>MiniHeatmapAccessible</name>
    <message>
        <source>attention map</source>
        <translation>מפת קשב</translation>
    </message>
    <message>
        <source>layer %1, head %2</source>
        <translation>שכבה %1, ראש %2</translation>
    </message>
    <message>
        <source>Rows: the word looking; columns: the word looked at. Click it to show it large.</source>
        <translation>שורות: המילה המסתכלת; עמודות: המילה הנצפית. לחיצה על המפה מציגה אותה בגדול.</translation>
    </message>
    <message>
        <source>%1: hidden</source>
        <translation>%1: מוסתר</translation>
    </message>
    <message>
        <source>%1: no map yet</source>
        <translation>%1: עדיין אין מפה</translation>
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
        <translation>לא זוהה דפוס: משפט של %1 טוקנים קצר מדי (שורות 0 ו-1 אינן נכללות)</translation>
    </message>
    <message>
        <source>over rows 3 to %5 (rows 1 and 2 cannot tell the patterns apart): mean weight on the token before %1, on the first token %2, on itself %3; %4 from an even spread</source>
        <translation>בשורות 3 עד %5 (שורות 1 ו-2 אינן מבחינות בין הדפוסים): משקל ממוצע על הטוקן הקודם %1, על הטוקן הראשון %2, על עצמו %3; מרחק %4 מפיזור אחיד</translation>
    </message>
    <message>
        <source>previous token — %1</source>
        <translation>הטוקן הקודם — %1</translation>
    </message>
    <message>
        <source>first token — %1</source>
        <translation>הטוקן הראשון — %1</translation>
    </message>
    <message>
        <source>self — %1</source>
        <translation>עצמי — %1</translation>
    </message>
    <message>
        <source>uniform — %1</source>
        <translation>אחיד — %1</translation>
    </message>
    <message>
        <source>no clear pattern — %1</source>
        <translation>אין דפוס ברור — %1</translation>
    </message>
    <message>
        <source>token looking</source>
        <translation>טוקן מסתכל</translation>
    </message>
    <message>
        <source>word looking</source>
        <translation>מילה מסתכלת</translation>
    </message>
    <message>
        <source>token looked at</source>
        <translation>טוקן נצפה</translation>
    </message>
    <message>
        <source>word looked at</source>
        <translation>מילה נצפית</translation>
    </message>
    <message>
        <source>layer %1 · head %2</source>
        <translation>שכבה %1 · ראש %2</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>טוקנים</translation>
    </message>
    <message>
        <source>words</source>
        <translation>מילים</translation>
    </message>
    <message>
        <source>Every layer × head of the model (rows: layers; columns: heads) on %1 %2; a head with a clear pattern (previous token, first token, self, uniform) has it in its title; hatched cells above the diagonal are masked (causal).</source>
        <translation>כל שכבה × ראש של המודל (שורות: שכבות; עמודות: ראשים) על %1 %2; ראש עם דפוס ברור (הטוקן הקודם, הטוקן הראשון, עצמו, אחיד) נושא אותו בכותרת שלו; תאים מקווקווים מעל האלכסון ממוסכים (סיבתי).</translation>
    </message>
</context>
<context>
    <name>ModelSummary</name>
    <message>
        <source>%1 M</source>
        <translation>%1 מיליון</translation>
    </message>
    <message>
        <source>%1 layers × %2 heads, d %3, %4 positions, %5 tokens, %6 weights</source>
        <translation>%1 שכבות × %2 ראשים, d %3, %4 מיקומים, %5 טוקנים, %6 משקלים</translation>
    </message>
    <message>
        <source>, no biases</source>
        <translation>, ללא הטיות</translation>
    </message>
    <message>
        <source>, exact GELU</source>
        <translation>, GELU מדויקת</translation>
    </message>
    <message>
        <source>byte-level BPE, %1 tokens, %2 merges</source>
        <translation>BPE ברמת בתים, %1 טוקנים, %2 מיזוגים</translation>
    </message>
    <message>
        <source>characters, %1 tokens</source>
        <translation>תווים, %1 טוקנים</translation>
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
        <translation>%1: %2 (%3 בזיכרון)</translation>
    </message>
    <message>
        <source>%1; no tokenizer files</source>
        <translation>%1; אין קובצי טוקנייזר</translation>
    </message>
    <message>
        <source>%1; tokenizer: %2</source>
        <translation>%1; טוקנייזר: %2</translation>
    </message>
</context>
<context>
    <name>Numbers</name>
    <message>
        <source>%1%</source>
        <extracomment>A probability as a percent: %1 is the number (&quot;31.7&quot;, &quot;&lt; 0.1&quot;, &quot;&gt; 99.9&quot;); write the percent sign as the language does (&quot;31,7 %&quot; in German and French).</extracomment>
        <translation>%1%</translation>
    </message>
</context>
<context>
    <name>PaneHelp</name>
    <message>
        <source>Sentences</source>
        <translation>משפטים</translation>
    </message>
    <message>
        <source>The sentences the lesson evaluates, one per line. Tick one sentence to see its attention, or two to compare them side by side: every other pane follows the ticked sentences.

Double-click a sentence to edit it. A word the embedding table does not know is marked; its menu offers &quot;Add &apos;word&apos; to the vocabulary&quot; so the sentence can be evaluated.</source>
        <translation>המשפטים שהשיעור מחשב, משפט בכל שורה. סימון משפט אחד מציג את הקשב שלו, וסימון שניים משווה ביניהם זה לצד זה: כל שאר החלוניות עוקבות אחרי המשפטים המסומנים.

לחיצה כפולה על משפט פותחת אותו לעריכה. מילה שטבלת השיכון אינה מכירה מסומנת; בתפריט שלה יש את הפקודה &quot;הוספת &apos;word&apos; לאוצר המילים&quot;, כדי שאפשר יהיה לחשב את המשפט.</translation>
    </message>
    <message>
        <source>Embedding table</source>
        <translation>טבלת השיכון</translation>
    </message>
    <message>
        <source>One row per word of the vocabulary, one column per named axis (in Module 1: water, money, place, filler). A row is the word&apos;s vector before attention: the same in every sentence.

Type a value, or press on a cell and drag left or right to scrub it: every view follows at once. Read a row as &quot;how much of each meaning the word carries&quot;; two rows that point the same way give a large score. Add, rename (double-click a name) and remove words and axes here.</source>
        <translation>שורה לכל מילה באוצר המילים, עמודה לכל ציר בעל שם (במודול 1: water, money, place, filler). השורה היא הווקטור של המילה לפני הקשב: זהה בכל משפט.

יש להקליד ערך, או ללחוץ על תא ולגרור ימינה או שמאלה כדי לשנות אותו: כל התצוגות מתעדכנות מיד. את השורה קוראים כ&quot;כמה מכל משמעות המילה נושאת&quot;; שתי שורות שמצביעות לאותו כיוון נותנות ציון גבוה. כאן מוסיפים מילים וצירים, משנים את שמם (לחיצה כפולה על השם) ומסירים אותם.</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>משקלים</translation>
    </message>
    <message>
        <source>The projection matrices W_Q, W_K, W_V and W_O. Each word&apos;s row in the embedding table is multiplied by W_Q to give its query, by W_K its key and by W_V its value; W_O mixes the heads&apos; outputs back together.

Rows are the input axes, columns the outputs (for several heads, h2·1 is head 2&apos;s first dimension). A matrix the current ladder step does not use is greyed out. Edit and scrub cells as in the embedding table.</source>
        <translation>מטריצות ההטלה W_Q, W_K, W_V ו-W_O. השורה של כל מילה בטבלת השיכון מוכפלת ב-W_Q כדי לקבל את השאילתה שלה, ב-W_K את המפתח שלה וב-W_V את הערך שלה; W_O מערבבת בחזרה את הפלטים של הראשים.

השורות הן צירי הקלט, העמודות הן הפלטים (כשיש כמה ראשים, h2·1 הוא המימד הראשון של ראש 2). מטריצה שדרגת הסולם הנוכחית אינה משתמשת בה מוצגת באפור. עורכים תאים וגוררים אותם כמו בטבלת השיכון.</translation>
    </message>
    <message>
        <source>Attention</source>
        <translation>קשב</translation>
    </message>
    <message>
        <source>One heatmap per ticked sentence (and per head): row i is the word that looks, column j the word it looks at. The toolbar picks the stage: raw scores (query · key), scaled scores, masked scores (with the causal mask, words cannot see the words after them), or the weights, the softmax of each row, which add up to 1 across the row.

Bright cells in the weights are where a word takes most of its new vector from. Hover a cell for its worked arithmetic; click a word to highlight its row and column in every view.

The first two ladder steps compare no words, so every score is 0: &quot;0 · No mixing&quot; masks every word but the word itself (the weights are the identity: &quot;bank&quot; stays the same in both sentences), &quot;1 · Equal average&quot; gives every word the same weight 1/n, whoever is looking.</source>
        <translation>מפת חום אחת לכל משפט מסומן (ולכל ראש): שורה i היא המילה המסתכלת, עמודה j היא המילה שהיא מסתכלת עליה. סרגל הכלים בוחר את השלב: ציונים גולמיים (שאילתה · מפתח), ציונים מוקטנים, ציונים ממוסכים (עם המסכה הסיבתית מילים אינן רואות את המילים שאחריהן), או המשקלים — ה-softmax של כל שורה, שסכומם לאורך השורה הוא 1.

תאים בהירים במשקלים מראים מאיפה מילה לוקחת את רוב הווקטור החדש שלה. ריחוף מעל תא מציג את החישוב המפורט שלו; לחיצה על מילה מדגישה את השורה והעמודה שלה בכל התצוגות.

שתי הדרגות הראשונות בסולם אינן משוות בין מילים, ולכן כל ציון הוא 0: &quot;0 · ללא ערבוב&quot; ממסכת כל מילה מלבד המילה עצמה (המשקלים הם מטריצת היחידה: &quot;bank&quot; נשארת זהה בשני המשפטים), ו&quot;1 · ממוצע שווה&quot; נותנת לכל מילה אותו משקל ‎1/n‎, לא משנה מי מסתכלת.</translation>
    </message>
    <message>
        <source>Vectors</source>
        <translation>וקטורים</translation>
    </message>
    <message>
        <source>The words as points on two axes of the embedding table (or on the plane of its first two principal components). Grey dots are the rows looked up in the table, before attention; each ticked sentence draws the followed word&apos;s output as a coloured diamond, with an arrow from where it started.

The arrow shows what attention did to the word: in Module 1, &quot;bank&quot; moves towards water next to &quot;river&quot; and towards money next to &quot;money&quot;. Drag a grey point to edit that word&apos;s two plotted values.</source>
        <translation>המילים כנקודות על שני צירים של טבלת השיכון (או על המישור של שני הרכיבים העיקריים הראשונים שלה). הנקודות האפורות הן השורות שנשלפו מהטבלה, לפני הקשב; כל משפט מסומן משרטט את הפלט של המילה הנעקבת כמעוין צבעוני, עם חץ מהמקום שבו היא התחילה.

החץ מראה מה הקשב עשה למילה: במודול 1, &quot;bank&quot; זזה לכיוון water ליד &quot;river&quot; ולכיוון money ליד &quot;money&quot;. גרירת נקודה אפורה עורכת את שני הערכים המשורטטים של אותה מילה.</translation>
    </message>
    <message>
        <source>Blend</source>
        <translation>תערובת</translation>
    </message>
    <message>
        <source>The slow-motion blend of the highlighted word: one line per word it looks at, that word&apos;s weight times its value row, then the column sums — which are the word&apos;s output — and, for comparison, its row before attention.

Each cell uses the weight as printed, so it can be checked by hand (0.317 × 0.9 = 0.285). Large terms are the ingredients the output is mostly made of.</source>
        <translation>התערובת של המילה המודגשת בהילוך איטי: שורה לכל מילה שהיא מסתכלת עליה — המשקל של אותה מילה כפול שורת הערך שלה — ואחר כך סכומי העמודות, שהם הפלט של המילה, ולהשוואה השורה שלה לפני הקשב.

כל תא משתמש במשקל כפי שהוא מודפס, כך שאפשר לבדוק אותו ביד (‎0.317 × 0.9 = 0.285‎). האיברים הגדולים הם המרכיבים שמהם הפלט עשוי בעיקר.</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>שיעור</translation>
    </message>
    <message>
        <source>The lesson&apos;s guided steps. Each step sets the window up (ladder step, sentences, stage, the highlighted word, the panes to look at) and explains what to see; its numbers are computed from the lesson, so they follow your edits. Back and Next (Alt+Left, Alt+Right) walk the steps; &quot;Reset this step&quot; puts its view back.

A predict step asks first and hides what would give the answer away (numbers, cells or output points) until you answer or choose &quot;Show the answer&quot;. Teachers write with the Author menu: the lesson&apos;s title, focus word, author and licence; new steps from the current view, with text, a live preview and a question of each kind; update, arrange or delete them; File ▸ Course opens the built-in course, View ▸ Present (F5) shows the steps full screen.</source>
        <translation>הצעדים המודרכים של השיעור. כל צעד מכין את החלון (דרגה בסולם, משפטים, שלב, המילה המודגשת, החלוניות שכדאי להסתכל בהן) ומסביר מה רואים; המספרים שלו מחושבים מתוך השיעור, ולכן הם מתעדכנים לפי העריכות שלך. &quot;הקודם&quot; ו&quot;הבא&quot; (Alt+Left, Alt+Right) עוברים בין הצעדים; &quot;איפוס הצעד&quot; מחזיר את התצוגה שלו.

צעד חיזוי שואל קודם, ומסתיר את מה שהיה מסגיר את התשובה (מספרים, תאים או נקודות פלט) עד שעונים או בוחרים &quot;הצגת התשובה&quot;. מורים כותבים בעזרת התפריט &quot;כתיבה&quot;: הכותרת של השיעור, מילת המיקוד, המחבר והרישיון; צעדים חדשים מהתצוגה הנוכחית, עם טקסט, תצוגה מקדימה חיה ושאלה מכל סוג; עדכון, סידור ומחיקה שלהם. קובץ ◂ קורס פותח את הקורס המובנה, ותצוגה ◂ הצגה (F5) מציגה את הצעדים במסך מלא.</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>אימון</translation>
    </message>
    <message>
        <source>Trains a tiny transformer on a text (the built-in bubbe corpus, or a file you open) while the window keeps working. The chart shows the training and validation loss falling: lower means the model predicts the next word better; the gap between the curves is what it memorised.

The grid shows every layer&apos;s and head&apos;s attention on the probe sentence: at step 0 it is static, after training heads look at particular words (ball → matzah). Click a head to see it large with its numbers; the timeline replays the snapshots; the next-word table lists each position&apos;s likeliest next words.</source>
        <translation>מאמן Transformer זעיר על טקסט (קורפוס bubbe המובנה, או קובץ שפותחים) בזמן שהחלון ממשיך לעבוד. הגרף מראה את הפסד האימון ואת הפסד האימות יורדים: נמוך יותר פירושו שהמודל חוזה טוב יותר את המילה הבאה; הפער בין העקומות הוא מה שהמודל שינן.

רשת הראשים מציגה את הקשב של כל שכבה וכל ראש על משפט הבדיקה: בצעד 0 הוא סטטי, ואחרי האימון ראשים מסתכלים על מילים מסוימות (ball → matzah). לחיצה על ראש מציגה אותו בגדול עם המספרים שלו; ציר הזמן מריץ שוב את תמונות המצב; טבלת המילה הבאה מציגה לכל מיקום את המילים הבאות הסבירות ביותר.</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>מודל</translation>
    </message>
    <message>
        <source>A whole model — a real one (File ▸ Open Model…: a GPT-2 folder or a nanoGPT checkpoint) or the lesson&apos;s trained model — read on the first shown sentence.

All heads: every layer × head as a small map, each named by its clear pattern (prev: the token before; first: the first token; self; unif: spread evenly); click one to read it large, and the Attention pane follows its layer. Layers&apos; guesses: at a chosen position, the next tokens each layer would predict (its residual stream through the final LayerNorm and the output head), so you see at which layer the model &quot;knows&quot;. Rollout: how much each token flows into a chosen token through all layers (heads averaged, the residual counted as half). Generate: continues the sentence with temperature, top-k and top-p from a seed, each token with its probability.

The model&apos;s pass runs on a worker: the window stays live, the views keep the last complete pass until the new one arrives.</source>
        <translation>מודל שלם — מודל אמיתי (קובץ ◂ פתיחת מודל…: תיקיית GPT-2 או נקודת שמירה של nanoGPT) או המודל המאומן של השיעור — שנקרא על המשפט המוצג הראשון.

כל הראשים: כל שכבה × ראש כמפה קטנה, וכל אחת מסומנת בדפוס הברור שלה (קודם: הטוקן שלפני; ראשון: הטוקן הראשון; עצמי; אחיד: פיזור שווה). לחיצה על מפה מציגה אותה בגדול, וחלונית הקשב עוברת לשכבה שלה. ניחושי השכבות: במיקום נבחר, הטוקנים הבאים שכל שכבה הייתה חוזה (הזרם השיורי שלה דרך ה-LayerNorm הסופי וראש הפלט), כך שרואים באיזו שכבה המודל &quot;יודע&quot;. זרימה: כמה כל טוקן זורם לתוך טוקן נבחר דרך כל השכבות (ממוצע על הראשים, והחיבור השיורי נספר כמחצית). יצירה: ממשיכה את המשפט עם טמפרטורה, top-k ו-top-p מזרע נתון, כל טוקן עם ההסתברות שלו.

המעבר של המודל רץ ברקע: החלון נשאר פעיל, והתצוגות מציגות את המעבר השלם האחרון עד שהחדש מגיע.</translation>
    </message>
    <message>
        <source>Head view</source>
        <translation>תצוגת ראשים</translation>
    </message>
    <message>
        <source>The shown sentence&apos;s tokens in two columns: a line from each token on the left to each token it attends to on the right, thicker and darker the larger the weight, one colour per head. Tick the heads to overlay; hover a token to see only its lines and its weights, click to keep it. It follows the Attention pane&apos;s source and layer: hand-wired attention, the trained model or a real model.</source>
        <translation>הטוקנים של המשפט המוצג בשתי עמודות: קו מכל טוקן משמאל לכל טוקן שהוא קשוב אליו מימין, עבה וכהה יותר ככל שהמשקל גדול יותר, צבע אחד לכל ראש. מסמנים ראשים כדי להציג אותם זה על גבי זה; ריחוף מעל טוקן מציג רק את הקווים והמשקלים שלו, ולחיצה משאירה אותו. החלונית עוקבת אחרי המקור והשכבה של חלונית הקשב: קשב ידני, המודל המאומן או מודל אמיתי.</translation>
    </message>
    <message>
        <source>Keys: Tab or F6 brings the focus to a map (a frame shows it) and its cell cursor. The arrow keys move the cursor (Home, End: the row&apos;s first and last cell; Ctrl+Home, Ctrl+End: the corners; Page Up, Page Down: a page of rows), and the cell&apos;s words, positions, value and worked arithmetic are shown beside it, as a hover shows them. Enter or Space does what a click on the cell does: it answers a &quot;click the cell&quot; question and highlights the row&apos;s word; Shift+Enter highlights the column&apos;s word. + and − zoom around the cursor, 0 shows the whole map. While a question hides the numbers, the cursor says the value is hidden.</source>
        <translation>מקשים: Tab או F6 מעבירים את המיקוד למפה (מסגרת מסמנת אותו) ולסמן התא שלה. מקשי החצים מזיזים את הסמן (Home, End: התא הראשון והאחרון בשורה; Ctrl+Home, Ctrl+End: הפינות; Page Up, Page Down: עמוד של שורות), ולצד התא מוצגים המילים, המיקומים, הערך והחישוב המפורט, כמו בריחוף עם העכבר. Enter או רווח פועלים כמו לחיצה על התא: הם עונים על שאלת &quot;לחצו על התא&quot; ומדגישים את המילה של השורה; Shift+Enter מדגיש את המילה של העמודה. + ו־− מגדילים ומקטינים סביב הסמן, 0 מציג את כל המפה. כל עוד שאלה מסתירה את המספרים, הסמן אומר שהערך מוסתר.</translation>
    </message>
    <message>
        <source>Keys: Tab or F6 brings the focus to the plot. N (or Page Down) chooses the next grey point, Shift+N, P (or Page Up) the one before; the chosen point is ringed and named, its values shown beside it. The arrow keys move it by 0.1 on the plotted axes (with Shift by 0.01), each press one undo step; Enter or Space highlights its word. On the plane of the principal components no point moves, by keys or by dragging: choose two named axes first.</source>
        <translation>מקשים: Tab או F6 מעבירים את המיקוד לגרף. N (או Page Down) בוחר את הנקודה האפורה הבאה, Shift+N או P (או Page Up) את הקודמת; הנקודה הנבחרת מוקפת ומסומנת בשמה, וערכיה מוצגים לידה. מקשי החצים מזיזים אותה ב־0.1 על הצירים המוצגים (עם Shift ב־0.01), וכל לחיצה היא צעד ביטול אחד; Enter או רווח מדגישים את המילה שלה. במישור הרכיבים העיקריים אף נקודה אינה זזה, לא במקשים ולא בגרירה: יש לבחור קודם שני צירים בעלי שם.</translation>
    </message>
    <message>
        <source>Keys: Alt+Left and Alt+Right are Back and Next. Tab reaches the choices (the arrow keys move between them, Space answers), the number field (type, then Return) and the Author button (Space opens its menu). A &quot;click the cell&quot; question is answered in the Attention pane: F6 to it, Tab to the map, the arrow keys to the cell, then Enter.</source>
        <translation>מקשים: Alt+שמאלה ו־Alt+ימינה הם הקודם והבא. Tab מגיע לאפשרויות הבחירה (מקשי החצים עוברים ביניהן, רווח עונה), לשדה המספר (מקלידים ואז Enter) ולכפתור כתיבה (רווח פותח את התפריט שלו). על שאלת &quot;לחצו על התא&quot; עונים בחלונית הקשב: F6 אליה, Tab אל המפה, מקשי החצים אל התא, ואז Enter.</translation>
    </message>
    <message>
        <source>Positions</source>
        <translation>מיקומים</translation>
    </message>
    <message>
        <source>Where a word sits, five ways. The map shows how position alone shapes a score under the toolbar&apos;s encoding (or another chosen above it): for sinusoidal and learned positions, how alike the position vectors of two places are; for RoPE, the score of the chosen query word on the chosen key word if they stood at every pair of places (each diagonal holds one value: only their distance counts); for ALiBi, each head&apos;s penalty for distance. Below it, the shift test: put a word in front of the sentence, so every word moves one place on, and see which encodings keep the score between the same two words.</source>
        <translation>היכן נמצאת מילה, בחמש דרכים. המפה מראה איך המיקום לבדו מעצב ציון לפי הקידוד שבסרגל הכלים (או קידוד אחר שנבחר מעליה): במיקומים סינוסואידליים ונלמדים, עד כמה דומים וקטורי המיקום של שני מקומות; ב-RoPE, הציון של המילה שנבחרה כשאילתה על המילה שנבחרה כמפתח, אילו עמדו בכל זוג מקומות (בכל אלכסון יש ערך אחד בלבד: רק המרחק ביניהן קובע); ב-ALiBi, הקנס של כל ראש על מרחק. מתחתיה, מבחן ההזזה: מציבים מילה לפני המשפט, כך שכל מילה זזה מקום אחד הלאה, ורואים אילו קידודים שומרים על הציון בין אותן שתי מילים.</translation>
    </message>
    <message>
        <source>Keys: Insert adds a sentence, Delete removes the selected one, F2 edits it, Space ticks it.</source>
        <translation>מקשים: Insert מוסיף משפט, Delete מסיר את המשפט הנבחר, F2 עורך אותו, רווח מסמן אותו.</translation>
    </message>
    <message>
        <source>Keys: Insert adds a word; the Menu key opens the table&apos;s menu, which adds, renames and removes the current cell&apos;s word and axis.</source>
        <translation>מקשים: Insert מוסיף מילה; מקש התפריט פותח את תפריט הטבלה, שמוסיף, משנה שם ומסיר את המילה והציר של התא הנוכחי.</translation>
    </message>
</context>
<context>
    <name>PositionMap</name>
    <message>
        <source>the trained model&apos;s</source>
        <translation>של המודל המאומן</translation>
    </message>
    <message>
        <source>the real model&apos;s wpe</source>
        <translation>ה-wpe של המודל האמיתי</translation>
    </message>
    <message>
        <source>position</source>
        <translation>מיקום</translation>
    </message>
    <message>
        <source>No positions: where a word sits changes no score. Shuffle the words and every map is shuffled with them, nothing else.</source>
        <translation>ללא מיקומים: המקום של מילה אינו משנה אף ציון. ערבוב המילים מערבב איתן כל מפה, ותו לא.</translation>
    </message>
    <message>
        <source>Sinusoidal positions: the dot product of the position vectors added to each word (width %1). Near positions are alike; the largest value, on the diagonal, is half the width.</source>
        <translation>מיקומים סינוסואידליים: המכפלה הסקלרית של וקטורי המיקום שנוספים לכל מילה (רוחב %1). מיקומים קרובים דומים זה לזה; הערך הגדול ביותר, על האלכסון, הוא חצי מהרוחב.</translation>
    </message>
    <message>
        <source>Learned positions (%1): the cosine between the position vectors the model learned, 1 on the diagonal.</source>
        <translation>מיקומים נלמדים (%1): הקוסינוס בין וקטורי המיקום שהמודל למד, 1 על האלכסון.</translation>
    </message>
    <message>
        <source>position of “%1” (query)</source>
        <translation>המיקום של &quot;%1&quot; (שאילתה)</translation>
    </message>
    <message>
        <source>position of “%1” (key)</source>
        <translation>המיקום של &quot;%1&quot; (מפתח)</translation>
    </message>
    <message>
        <source>RoPE: the score of “%1” on “%2” if they stood at these positions (base %3). Every diagonal holds one value: only the distance between the two words counts.</source>
        <translation>‏RoPE: הציון של &quot;%1&quot; על &quot;%2&quot; אילו עמדו במיקומים האלה (בסיס %3). בכל אלכסון יש ערך אחד בלבד: רק המרחק בין שתי המילים קובע.</translation>
    </message>
    <message>
        <source>query position</source>
        <translation>מיקום השאילתה</translation>
    </message>
    <message>
        <source>key position</source>
        <translation>מיקום המפתח</translation>
    </message>
    <message>
        <source>head %1, m = %2</source>
        <translation>ראש %1, m = %2</translation>
    </message>
    <message>
        <source>ALiBi: the penalty −m·distance each head adds to its scores; 0 on the diagonal, steeper for a larger slope m.</source>
        <translation>‏ALiBi: הקנס ⁦−m·⁩מרחק שכל ראש מוסיף לציונים שלו; 0 על האלכסון, ותלול יותר ככל שהשיפוע m גדול יותר.</translation>
    </message>
    <message>
        <source>0 (first)</source>
        <translation>0 (הראשון)</translation>
    </message>
    <message>
        <source>Learned positions (%1) in two dimensions: places 0 to %2 on the table&apos;s first two principal components.</source>
        <translation>מיקומים נלמדים (%1) בשני ממדים: המקומות 0 עד %2 על שני הרכיבים העיקריים הראשונים של הטבלה.</translation>
    </message>
</context>
<context>
    <name>Printing</name>
    <message>
        <source>Cannot print to &apos;%1&apos;: the file cannot be written.</source>
        <translation>לא ניתן להדפיס אל &quot;%1&quot;: לא ניתן לכתוב את הקובץ.</translation>
    </message>
    <message>
        <source>Cannot print: no printer is set up.</source>
        <translation>לא ניתן להדפיס: לא מוגדרת מדפסת.</translation>
    </message>
    <message>
        <source>The printer &apos;%1&apos; could not start printing.</source>
        <translation>המדפסת &quot;%1&quot; לא הצליחה להתחיל להדפיס.</translation>
    </message>
    <message>
        <source>Printing was cancelled.</source>
        <translation>ההדפסה בוטלה.</translation>
    </message>
    <message>
        <source>The printer &apos;%1&apos; reported an error.</source>
        <translation>המדפסת &quot;%1&quot; דיווחה על שגיאה.</translation>
    </message>
    <message>
        <source>This lesson cannot be handed out yet:

%1</source>
        <translation>עדיין אי אפשר להפיק דף עבודה מהשיעור הזה:

%1</translation>
    </message>
    <message>
        <source>This view shows nothing yet, so there is nothing to print.</source>
        <translation>התצוגה הזאת עדיין לא מציגה דבר, ולכן אין מה להדפיס.</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>on</source>
        <translation>מופעל</translation>
    </message>
    <message>
        <source>off</source>
        <translation>כבוי</translation>
    </message>
    <message>
        <source>raw scores</source>
        <translation>ציונים גולמיים</translation>
    </message>
    <message>
        <source>scaled scores</source>
        <translation>ציונים מוקטנים</translation>
    </message>
    <message>
        <source>masked scores</source>
        <translation>ציונים ממוסכים</translation>
    </message>
    <message>
        <source>weights</source>
        <translation>משקלים</translation>
    </message>
    <message>
        <source>Sentences</source>
        <translation>משפטים</translation>
    </message>
    <message>
        <source>Embedding table</source>
        <translation>טבלת השיכון</translation>
    </message>
    <message>
        <source>Weights (Q, K, V, W_O)</source>
        <translation>משקלים (Q, K, V, W_O)</translation>
    </message>
    <message>
        <source>Vectors</source>
        <translation>וקטורים</translation>
    </message>
    <message>
        <source>Blend</source>
        <translation>תערובת</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>אימון</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>שיעור</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>מודל</translation>
    </message>
    <message>
        <source>Head view</source>
        <translation>תצוגת ראשים</translation>
    </message>
    <message>
        <source>%1 has no tokenizer files (vocab.json + merges.txt, tokenizer.json or meta.pkl): the lab cannot turn sentences into its tokens</source>
        <translation>ל-%1 אין קובצי טוקנייזר (vocab.json + merges.txt, tokenizer.json או meta.pkl): המעבדה אינה יכולה לפרק משפטים לטוקנים שלו</translation>
    </message>
    <message>
        <source>Not enough memory to open %1.</source>
        <translation>אין מספיק זיכרון כדי לפתוח את %1.</translation>
    </message>
    <message>
        <source>Not enough memory for a pass of this sentence.</source>
        <translation>אין מספיק זיכרון למעבר על המשפט הזה.</translation>
    </message>
    <message>
        <source>Export Figure</source>
        <translation>ייצוא איור</translation>
    </message>
    <message>
        <source>Export &amp;Figure Set…</source>
        <translation>ייצוא &amp;סדרת איורים…</translation>
    </message>
    <message>
        <source>Write every view of the lesson into a folder as PNG figures</source>
        <translation>כתיבת כל התצוגות של השיעור לתיקייה כאיורי PNG</translation>
    </message>
    <message>
        <source>Export Figure Set Into</source>
        <translation>ייצוא סדרת איורים אל</translation>
    </message>
    <message>
        <source>Export Figure Set</source>
        <translation>ייצוא סדרת איורים</translation>
    </message>
    <message numerus="yes">
        <source>%1

%n figure(s) were written before the problem.</source>
        <translation>
            <numerusform>%1

לפני הבעיה נכתב %n איור.</numerusform>
            <numerusform>%1

לפני הבעיה נכתבו %n איורים.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n figure(s) into %1.</source>
        <translation>
            <numerusform>נכתב %n איור אל %1.</numerusform>
            <numerusform>נכתבו %n איורים אל %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export</source>
        <translation>ייצוא</translation>
    </message>
    <message>
        <source>This view shows nothing yet, so there is nothing to export.</source>
        <translation>התצוגה הזאת עדיין לא מציגה דבר, ולכן אין מה לייצא.</translation>
    </message>
    <message>
        <source>Export as %1</source>
        <translation>ייצוא כ-%1</translation>
    </message>
    <message>
        <source>Export View</source>
        <translation>ייצוא תצוגה</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>ייצוא…</translation>
    </message>
    <message>
        <source>Copy as Image</source>
        <translation>העתקה כתמונה</translation>
    </message>
    <message>
        <source>Copy as %1</source>
        <translation>העתקה כ-%1</translation>
    </message>
    <message>
        <source>Export as %1…</source>
        <translation>ייצוא כ-%1…</translation>
    </message>
    <message>
        <source>This view has no figure to export.</source>
        <translation>לתצוגה הזאת אין איור לייצוא.</translation>
    </message>
    <message>
        <source>This view is not a matrix, so it has no %1 to write.</source>
        <translation>התצוגה הזאת אינה מטריצה, ולכן אין לה %1 לכתוב.</translation>
    </message>
    <message>
        <source>This view shows nothing yet, so there is no %1 to write.</source>
        <translation>התצוגה הזאת עדיין לא מציגה דבר, ולכן אין %1 לכתוב.</translation>
    </message>
    <message>
        <source>Cannot write &apos;%1&apos;: %2</source>
        <translation>לא ניתן לכתוב את &quot;%1&quot;: %2</translation>
    </message>
    <message>
        <source>Export &amp;View…</source>
        <translation>ייצוא &amp;תצוגה…</translation>
    </message>
    <message>
        <source>Export the view that has the focus as PNG, SVG or PDF</source>
        <translation>ייצוא התצוגה שבמוקד כ-PNG, SVG או PDF</translation>
    </message>
    <message>
        <source>Click the view you want to export first (a heatmap, the loss chart, the heads grid…).</source>
        <translation>יש ללחוץ קודם על התצוגה שברצונך לייצא (מפת חום, גרף ההפסד, רשת הראשים…).</translation>
    </message>
    <message>
        <source>By %1</source>
        <translation>מאת %1</translation>
    </message>
    <message>
        <source>the unsaved lesson “%1”</source>
        <translation>השיעור שלא נשמר &quot;%1&quot;</translation>
    </message>
    <message>
        <source>Restore unsaved changes?</source>
        <translation>לשחזר שינויים שלא נשמרו?</translation>
    </message>
    <message>
        <source>Attention Lab did not close normally last time. A recovery copy of %1 with unsaved changes was found.

Restore it? (Nothing is overwritten until you save.) Discard removes the copy.</source>
        <translation>Attention Lab לא נסגרה כראוי בפעם הקודמת. נמצא עותק שחזור של %1 עם שינויים שלא נשמרו.

לשחזר אותו? (שום דבר לא נדרס עד לשמירה.) &quot;שכח&quot; (Discard) מוחק את העותק.</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>שחזור</translation>
    </message>
    <message>
        <source>‘%1’ is not a number: type a value such as 0.45 or -1.2</source>
        <translation>&quot;%1&quot; אינו מספר: יש להקליד ערך כגון 0.45 או ‎-1.2</translation>
    </message>
    <message>
        <source>NaN and infinity are not allowed: type a finite number such as 0.45</source>
        <translation>NaN ואינסוף אינם מותרים: יש להקליד מספר סופי כגון 0.45</translation>
    </message>
    <message>
        <source>%1 is too large: values must lie between -1e6 and 1e6</source>
        <translation>%1 גדול מדי: הערכים חייבים להיות בין ‎-1e6 ל-1e6</translation>
    </message>
    <message>
        <source>Not enough memory to generate from this prompt.</source>
        <translation>אין מספיק זיכרון כדי לייצר טקסט מהפרומפט הזה.</translation>
    </message>
    <message>
        <source>× %1</source>
        <translation>× %1</translation>
    </message>
    <message>
        <source>= output</source>
        <translation>= פלט</translation>
    </message>
    <message>
        <source>before (%1)</source>
        <translation>לפני (%1)</translation>
    </message>
    <message>
        <source>lookup row</source>
        <translation>שורת השליפה</translation>
    </message>
    <message>
        <source>weight</source>
        <translation>משקל</translation>
    </message>
    <message>
        <source>… (%1 terms)</source>
        <translation>… (%1 איברים)</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; = %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; = %2</translation>
    </message>
    <message>
        <source> (blending value rows v = x·W_V)</source>
        <translation> (תערובת של שורות הערך v = x·W_V)</translation>
    </message>
    <message>
        <source> (no mixing: only its own row)</source>
        <translation> (ללא ערבוב: רק השורה של המילה עצמה)</translation>
    </message>
    <message>
        <source> (equal average: the same shares for every word)</source>
        <translation> (ממוצע שווה: אותם חלקים לכל מילה)</translation>
    </message>
    <message>
        <source>, head %1</source>
        <translation>, ראש %1</translation>
    </message>
    <message>
        <source>Raw scores  none (all 0)</source>
        <translation>ציונים גולמיים  אין (כולם 0)</translation>
    </message>
    <message>
        <source>Scaled scores  none (all 0)</source>
        <translation>ציונים מוקטנים  אין (כולם 0)</translation>
    </message>
    <message>
        <source>Masked scores  only the word itself</source>
        <translation>ציונים ממוסכים  רק המילה עצמה</translation>
    </message>
    <message>
        <source>Masked scores</source>
        <translation>ציונים ממוסכים</translation>
    </message>
    <message>
        <source>Weights  identity</source>
        <translation>משקלים  מטריצת היחידה</translation>
    </message>
    <message>
        <source>Weights  equal shares 1/n</source>
        <translation>משקלים  חלקים שווים ‎1/n</translation>
    </message>
    <message>
        <source>Raw scores  X·Xᵀ</source>
        <translation>ציונים גולמיים  X·Xᵀ</translation>
    </message>
    <message>
        <source>Raw scores  Q·Kᵀ</source>
        <translation>ציונים גולמיים  Q·Kᵀ</translation>
    </message>
    <message>
        <source>Scaled scores  X·Xᵀ·s</source>
        <translation>ציונים מוקטנים  X·Xᵀ·s</translation>
    </message>
    <message>
        <source>Scaled scores  Q·Kᵀ·s</source>
        <translation>ציונים מוקטנים  Q·Kᵀ·s</translation>
    </message>
    <message>
        <source>Weights  softmax of each row</source>
        <translation>משקלים  softmax של כל שורה</translation>
    </message>
    <message>
        <source>No scores: this step compares no words, so every score is 0</source>
        <translation>אין ציונים: הדרגה הזאת אינה משווה בין מילים, ולכן כל ציון הוא 0</translation>
    </message>
    <message>
        <source>No mixing: every word but the word itself is masked (−∞)</source>
        <translation>ללא ערבוב: כל מילה מלבד המילה עצמה ממוסכת (‎−∞‎)</translation>
    </message>
    <message>
        <source>No mixing: weights = identity, each word&apos;s output is its own row</source>
        <translation>ללא ערבוב: המשקלים = מטריצת היחידה, הפלט של כל מילה הוא השורה שלה עצמה</translation>
    </message>
    <message>
        <source>Equal average: −∞ above the diagonal (causal), 0 elsewhere</source>
        <translation>ממוצע שווה: ‎−∞‎ מעל האלכסון (סיבתי), 0 בכל השאר</translation>
    </message>
    <message>
        <source>Equal average: nothing masked (causal off), every score 0</source>
        <translation>ממוצע שווה: שום דבר לא ממוסך (ללא מסכה סיבתית), כל ציון 0</translation>
    </message>
    <message>
        <source>Equal average: softmax of equal scores, word i gives 1/i to each word up to itself</source>
        <translation>ממוצע שווה: softmax של ציונים שווים, מילה i נותנת ‎1/i‎ לכל מילה עד אליה</translation>
    </message>
    <message>
        <source>Equal average: softmax of equal scores, every weight 1/n</source>
        <translation>ממוצע שווה: softmax של ציונים שווים, כל משקל ‎1/n</translation>
    </message>
    <message>
        <source>0 · No mixing</source>
        <translation>0 · ללא ערבוב</translation>
    </message>
    <message>
        <source>1 · Equal average</source>
        <translation>1 · ממוצע שווה</translation>
    </message>
    <message>
        <source>2 · Simple  X·Xᵀ</source>
        <translation>2 · פשוט  X·Xᵀ</translation>
    </message>
    <message>
        <source>3 · Scaled Q·K·V</source>
        <translation>3 · Q·K·V מוקטן</translation>
    </message>
    <message>
        <source>4 · Multi-head</source>
        <translation>4 · מרובה ראשים</translation>
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
        <translation>מוסתר עד שעונים על השאלה: עדיין אי אפשר לייצא, להעתיק או להדפיס את התצוגה הזו.</translation>
    </message>
    <message>
        <source>What if</source>
        <translation>מה אם</translation>
    </message>
    <message>
        <source>What if …</source>
        <translation>מה אם …</translation>
    </message>
    <message>
        <source>Cut this line: %1 → %2</source>
        <translation>לחתוך את הקו הזה: %1 → %2</translation>
    </message>
    <message>
        <source>Clear the what-ifs</source>
        <translation>לבטל את כל ה״מה אם״</translation>
    </message>
    <message>
        <source>Not enough memory for this patching map.</source>
        <translation>אין מספיק זיכרון למפת ההטלאה הזו.</translation>
    </message>
    <message>
        <source>The what-if changed: %1</source>
        <translation>ה״מה אם״ שינה: %1</translation>
    </message>
    <message>
        <source>Not enough memory for this test.</source>
        <translation>אין מספיק זיכרון לבדיקה זו.</translation>
    </message>
    <message>
        <source>= without the what-if</source>
        <translation>= בלי ה״מה אם״</translation>
    </message>
    <message>
        <source>Positions</source>
        <translation>מיקומים</translation>
    </message>
</context>
<context>
    <name>SafeMarkdown</name>
    <message>
        <source>[image: %1]</source>
        <extracomment>Stands in a lesson&apos;s text (window, slides, handout) for an image it does not load; %1: the image&apos;s address</extracomment>
        <translation>[תמונה: %1]</translation>
    </message>
</context>
<context>
    <name>SentenceCommands</name>
    <message>
        <source>Add sentence %1</source>
        <translation>הוספת המשפט %1</translation>
    </message>
    <message>
        <source>Edit sentence to %1</source>
        <translation>עריכת המשפט ל-%1</translation>
    </message>
    <message>
        <source>Remove sentence %1</source>
        <translation>הסרת המשפט %1</translation>
    </message>
</context>
<context>
    <name>SentenceTokens</name>
    <message>
        <source>The model has no tokenizer files (vocab.json + merges.txt, tokenizer.json or meta.pkl).</source>
        <translation>למודל אין קובצי טוקנייזר (vocab.json + merges.txt, tokenizer.json או meta.pkl).</translation>
    </message>
    <message>
        <source>The model cannot read this sentence: %1.</source>
        <translation>המודל אינו יכול לקרוא את המשפט הזה: %1.</translation>
    </message>
    <message>
        <source>The sentence is empty: type at least one character the model reads.</source>
        <translation>המשפט ריק: יש להקליד לפחות תו אחד שהמודל קורא.</translation>
    </message>
    <message>
        <source>The token at position %1 (from 0) has id %2, outside the model&apos;s vocabulary of %3.</source>
        <translation>לטוקן במקום %1 (מ־0) יש מזהה %2, מחוץ לאוצר המילים של המודל בגודל %3.</translation>
    </message>
    <message>
        <source>This sentence has %1 tokens; the model reads at most %2.</source>
        <translation>במשפט הזה יש %1 טוקנים; המודל קורא לכל היותר %2.</translation>
    </message>
</context>
<context>
    <name>SetValuesCommand</name>
    <message>
        <source>Set %1 · %2 to %3</source>
        <translation>שינוי %1 · %2 ל-%3</translation>
    </message>
    <message>
        <source>Move %1 to %2</source>
        <translation>הזזת %1 אל %2</translation>
    </message>
    <message>
        <source>Set %1[%2, %3] to %4</source>
        <translation>שינוי %1[%2, %3] ל-%4</translation>
    </message>
</context>
<context>
    <name>StepCommands</name>
    <message>
        <source>Add step %1</source>
        <translation>הוספת צעד %1</translation>
    </message>
    <message>
        <source>Edit step %1</source>
        <translation>עריכת צעד %1</translation>
    </message>
    <message>
        <source>Move step %1 to %2</source>
        <translation>הזזת צעד %1 למקום %2</translation>
    </message>
    <message>
        <source>Delete step %1</source>
        <translation>מחיקת צעד %1</translation>
    </message>
</context>
<context>
    <name>TrainingSettings</name>
    <message>
        <source>Steps</source>
        <translation>צעדים</translation>
    </message>
    <message>
        <source>Learning rate</source>
        <translation>קצב למידה</translation>
    </message>
    <message>
        <source>Context T</source>
        <translation>הקשר T</translation>
    </message>
    <message>
        <source>Width d</source>
        <translation>רוחב d</translation>
    </message>
    <message>
        <source>Heads h</source>
        <translation>ראשים h</translation>
    </message>
    <message>
        <source>Layers L</source>
        <translation>שכבות L</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>אצווה</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>זרע</translation>
    </message>
    <message>
        <source>%1: enter a value</source>
        <translation>%1: יש להזין ערך</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a number</source>
        <translation>%1: &quot;%2&quot; אינו מספר</translation>
    </message>
    <message>
        <source>%1: expected a number above 0 and at most 10, got %2</source>
        <translation>%1: נדרש מספר גדול מ-0 ועד 10 לכל היותר, התקבל %2</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a whole number</source>
        <translation>%1: &quot;%2&quot; אינו מספר שלם</translation>
    </message>
    <message>
        <source>%1: expected %2 to %3, got %4</source>
        <translation>%1: נדרש ערך בין %2 ל-%3, התקבל %4</translation>
    </message>
    <message>
        <source>Heads h: %1 does not divide the width d = %2</source>
        <translation>ראשים h: %1 אינו מחלק את הרוחב d = %2</translation>
    </message>
    <message>
        <source>Context T: the corpus has %1 training tokens; a context of %2 needs at least %3</source>
        <translation>הקשר T: בקורפוס יש %1 טוקני אימון; הקשר של %2 דורש לפחות %3</translation>
    </message>
    <message>
        <source>Heads h: RoPE turns pairs of numbers, and each head has %1 (d / h), an odd number</source>
        <translation>ראשים h: RoPE מסובב זוגות של מספרים, ולכל ראש יש %1 (d / h), מספר אי-זוגי</translation>
    </message>
    <message>
        <source>learned positions</source>
        <translation>מיקומים נלמדים</translation>
    </message>
    <message>
        <source>sinusoidal positions</source>
        <translation>מיקומים סינוסואידליים</translation>
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
        <translation>ללא מיקומים</translation>
    </message>
    <message>
        <source>%1, attention only</source>
        <translation>%1, attention בלבד</translation>
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
        <translation>%1 (שליפה): %2</translation>
    </message>
    <message>
        <source>%1′ (output of word %2 in “%3”): %4</source>
        <translation>%1′ (הפלט של מילה %2 ב-&quot;%3&quot;): %4</translation>
    </message>
    <message>
        <source>Vectors: %1 against %2</source>
        <translation>וקטורים: %1 מול %2</translation>
    </message>
    <message>
        <source>Every word&apos;s lookup point, then each shown sentence&apos;s output points. N and Shift+N select a word&apos;s point, the arrow keys move it.</source>
        <translation>נקודת השליפה של כל מילה, ואחריהן נקודות הפלט של כל משפט מוצג. N ו-Shift+N בוחרים נקודה של מילה, ומקשי החצים מזיזים אותה.</translation>
    </message>
</context>
<context>
    <name>VocabularyCommands</name>
    <message>
        <source>Add word ‘%1’</source>
        <translation>הוספת המילה &quot;%1&quot;</translation>
    </message>
    <message>
        <source>Add ‘%1’ to the vocabulary</source>
        <translation>הוספת &quot;%1&quot; לאוצר המילים</translation>
    </message>
    <message>
        <source>Rename word ‘%1’ to ‘%2’</source>
        <translation>שינוי שם המילה &quot;%1&quot; ל-&quot;%2&quot;</translation>
    </message>
    <message>
        <source>Remove word ‘%1’</source>
        <translation>הסרת המילה &quot;%1&quot;</translation>
    </message>
    <message>
        <source>Add axis ‘%1’</source>
        <translation>הוספת הציר &quot;%1&quot;</translation>
    </message>
    <message>
        <source>Rename axis ‘%1’ to ‘%2’</source>
        <translation>שינוי שם הציר &quot;%1&quot; ל-&quot;%2&quot;</translation>
    </message>
    <message>
        <source>Remove axis ‘%1’</source>
        <translation>הסרת הציר &quot;%1&quot;</translation>
    </message>
</context>
<context>
    <name>WhatIf</name>
    <message>
        <source>Undo the what-if: %1</source>
        <extracomment>An undo text; %1: the intervention taken back (&quot;head 2 switched off&quot;)</extracomment>
        <translation>לבטל את ה״מה אם״: %1</translation>
    </message>
    <message>
        <source>Clear the what-ifs</source>
        <translation>לבטל את כל ה״מה אם״</translation>
    </message>
    <message>
        <source>every head</source>
        <translation>כל ראש</translation>
    </message>
    <message>
        <source>head %1</source>
        <translation>ראש %1</translation>
    </message>
    <message>
        <source>every layer</source>
        <translation>כל שכבה</translation>
    </message>
    <message>
        <source>layer %1</source>
        <translation>שכבה %1</translation>
    </message>
    <message>
        <source>%1 mean-ablated</source>
        <extracomment>%1: a head (&quot;head 2&quot;, &quot;layer 1 · head 2&quot;)</extracomment>
        <translation>%1 הוחלף בממוצע</translation>
    </message>
    <message>
        <source>%1 switched off</source>
        <translation>%1 כובה</translation>
    </message>
    <message>
        <source>only %1 kept (the others mean-ablated)</source>
        <extracomment>%1: a head; the other heads of its layer are switched off</extracomment>
        <translation>נשמר רק %1 (האחרים הוחלפו בממוצע)</translation>
    </message>
    <message>
        <source>only %1 kept</source>
        <translation>נשמר רק %1</translation>
    </message>
    <message>
        <source>%1 patched from the clean prompt</source>
        <translation>%1 נלקח מהפרומפט הנקי</translation>
    </message>
    <message>
        <source>What if: %1</source>
        <extracomment>The label on every view drawn under an intervention; %1: what was done</extracomment>
        <translation>מה אם: %1</translation>
    </message>
    <message>
        <source>Mean-ablate %1</source>
        <extracomment>An undo text; %1: a head (&quot;head 2&quot;, &quot;layer 1 · head 2&quot;)</extracomment>
        <translation>להחליף את %1 בממוצע</translation>
    </message>
    <message>
        <source>Switch off %1</source>
        <translation>לכבות את %1</translation>
    </message>
    <message>
        <source>Keep only %1</source>
        <translation>לשמור רק את %1</translation>
    </message>
    <message>
        <source>Patch %1</source>
        <translation>להטליא את %1</translation>
    </message>
    <message>
        <source>%1 · line %2 cut</source>
        <extracomment>%1: a head; %2: a line between two token positions from 0 (&quot;2 → 1&quot;: the query, the key)</extracomment>
        <translation>%1 · הקו %2 נחתך</translation>
    </message>
    <message>
        <source>Cut the line %2 in %1</source>
        <extracomment>An undo text; %1: a head; %2: a line between two token positions (&quot;2 → 1&quot;)</extracomment>
        <translation>לחתוך את הקו %2 ב־%1</translation>
    </message>
    <message>
        <source>%1 (on every step of this lesson)</source>
        <extracomment>A what-if saved in the lesson, shown on every step; %1: &quot;What if: layer 1 · head 2 switched off&quot;</extracomment>
        <translation>%1 (בכל צעד של השיעור הזה)</translation>
    </message>
</context>
<context>
    <name>attn::app::MainWindow</name>
    <message>
        <source>Sentences</source>
        <translation>משפטים</translation>
    </message>
    <message>
        <source>Embedding table</source>
        <translation>טבלת השיכון</translation>
    </message>
    <message>
        <source>Weights W_Q · W_K · W_V · W_O</source>
        <translation>משקלים W_Q · W_K · W_V · W_O</translation>
    </message>
    <message>
        <source>Vectors</source>
        <translation>וקטורים</translation>
    </message>
    <message>
        <source>Blend, term by term</source>
        <translation>תערובת, איבר אחר איבר</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>אימון</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>מודל</translation>
    </message>
    <message>
        <source>Head view</source>
        <translation>תצוגת ראשים</translation>
    </message>
    <message>
        <source>The Attention pane shows the lesson&apos;s trained model: choose “Hand-wired attention” there to climb the ladder.</source>
        <translation>חלונית הקשב מציגה את המודל המאומן של השיעור: כדי לטפס בסולם יש לבחור שם &quot;קשב ידני&quot;.</translation>
    </message>
    <message>
        <source>Drag a number in the embedding table or a grey point in the plot: every view follows.</source>
        <translation>גוררים מספר בטבלת השיכון או נקודה אפורה בגרף: כל התצוגות מתעדכנות.</translation>
    </message>
    <message>
        <source>Pane: %1</source>
        <translation>חלונית: %1</translation>
    </message>
    <message>
        <source>Attention</source>
        <translation>קשב</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;קובץ</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;חדש</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;פתיחה…</translation>
    </message>
    <message>
        <source>Open &amp;Model…</source>
        <translation>פתיחת &amp;מודל…</translation>
    </message>
    <message>
        <source>Open a GPT-2 folder (Hugging Face) or a nanoGPT checkpoint as a new lesson about it</source>
        <translation>פתיחת תיקיית GPT-2 ‏(Hugging Face) או נקודת שמירה של nanoGPT כשיעור חדש עליו</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>קבצים &amp;אחרונים</translation>
    </message>
    <message>
        <source>&amp;Built-in Lessons</source>
        <translation>שיעורים מוב&amp;נים</translation>
    </message>
    <message>
        <source>&amp;Import Model…</source>
        <translation>&amp;ייבוא מודל…</translation>
    </message>
    <message>
        <source>Open a model saved from PyTorch (TinyGPT&apos;s names, safetensors) as a new lesson</source>
        <translation>פתיחת מודל שנשמר מ-PyTorch (השמות של TinyGPT,‏ safetensors) כשיעור חדש</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;שמירה</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>שמירה &amp;בשם…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>י&amp;ציאה</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;עריכה</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;ביטול</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>ביצוע &amp;מחדש</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;תצוגה</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>ה&amp;גדלה</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>הק&amp;טנה</translation>
    </message>
    <message>
        <source>&amp;Actual Size</source>
        <translation>גודל &amp;מקורי</translation>
    </message>
    <message>
        <source>Ne&amp;xt Pane</source>
        <translation>החלונית ה&amp;באה</translation>
    </message>
    <message>
        <source>Pre&amp;vious Pane</source>
        <translation>החלונית ה&amp;קודמת</translation>
    </message>
    <message>
        <source>&amp;Reset Layout</source>
        <translation>&amp;איפוס הפריסה</translation>
    </message>
    <message>
        <source>√d &amp;Experiment…</source>
        <translation>&amp;ניסוי ‎√d…</translation>
    </message>
    <message>
        <source>Zoom %1%</source>
        <translation>זום %1%</translation>
    </message>
    <message>
        <source>%1[*] — Attention Lab</source>
        <translation>%1[*] — Attention Lab</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>ללא שם</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>שינויים שלא נשמרו</translation>
    </message>
    <message>
        <source>The lesson has changes that are not saved. Save them first?</source>
        <translation>בשיעור יש שינויים שלא נשמרו. לשמור אותם קודם?</translation>
    </message>
    <message>
        <source>Could not open %1 as a lesson:
%2

The open lesson is unchanged.</source>
        <translation>לא ניתן לפתוח את %1 כשיעור:
%2

השיעור הפתוח לא השתנה.</translation>
    </message>
    <message>
        <source>Open lesson</source>
        <translation>פתיחת שיעור</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>נפתח: %1</translation>
    </message>
    <message>
        <source>%1 is open, but %2.

Put the missing file there to use the model; the lesson&apos;s own views work without it.</source>
        <translation>%1 פתוח, אבל %2.

כדי להשתמש במודל יש להציב שם את הקובץ החסר; התצוגות של השיעור עצמו פועלות גם בלעדיו.</translation>
    </message>
    <message>
        <source>Could not save the lesson to %1:
%2

Your changes are still open here. Choose Save As to keep them in another place.</source>
        <translation>לא ניתן לשמור את השיעור אל %1:
%2

השינויים שלך עדיין פתוחים כאן. אפשר לבחור &quot;שמירה בשם&quot; כדי לשמור אותם במקום אחר.</translation>
    </message>
    <message>
        <source>Save lesson</source>
        <translation>שמירת שיעור</translation>
    </message>
    <message>
        <source>Save As…</source>
        <translation>שמירה בשם…</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>נשמר: %1</translation>
    </message>
    <message>
        <source>Save lesson as</source>
        <translation>שמירת השיעור בשם</translation>
    </message>
    <message>
        <source>Imported from %1</source>
        <translation>יובא מ-%1</translation>
    </message>
    <message>
        <source>A model imported from %1. The embedding table is its token embedding; type sentences in its vocabulary to read its heads.</source>
        <translation>מודל שיובא מ-%1. טבלת השיכון היא שיכון הטוקנים שלו; כדי לקרוא את הראשים שלו יש להקליד משפטים באוצר המילים שלו.</translation>
    </message>
    <message>
        <source>Could not import %1 as a model:
%2

The open lesson is unchanged.</source>
        <translation>לא ניתן לייבא את %1 כמודל:
%2

השיעור הפתוח לא השתנה.</translation>
    </message>
    <message>
        <source>Import model</source>
        <translation>ייבוא מודל</translation>
    </message>
    <message>
        <source>Imported %1 — save it to keep it as a lesson</source>
        <translation>%1 יובא — כדי לשמור אותו כשיעור יש לשמור</translation>
    </message>
    <message>
        <source>The file does not say how many attention heads the model has.
Heads (each a slice of the width %1):</source>
        <translation>הקובץ אינו מציין כמה ראשי קשב יש למודל.
ראשים (כל אחד פרוסה של הרוחב %1):</translation>
    </message>
    <message>
        <source>The file has no vocabulary: choose its words (JSON array or one per line, in id order)</source>
        <translation>בקובץ אין אוצר מילים: יש לבחור את המילים שלו (מערך JSON או מילה בכל שורה, לפי סדר המזהים)</translation>
    </message>
    <message>
        <source>Opening the model %1 …</source>
        <translation>פתיחת המודל %1 …</translation>
    </message>
    <message>
        <source>A lesson about the model %1 (%2). The lesson points at the model&apos;s files rather than holding them. Its embedding table is the sentences&apos; words on the first two principal components (pc1, pc2) of the model&apos;s token embeddings.</source>
        <translation>שיעור על המודל %1 (%2). השיעור מצביע על קובצי המודל ואינו מכיל אותם. טבלת השיכון שלו היא המילים של המשפטים על שני הרכיבים העיקריים הראשונים (pc1,‏ pc2) של שיכוני הטוקנים של המודל.</translation>
    </message>
    <message>
        <source>Could not open %1 as a model:
%2

The open lesson is unchanged.</source>
        <translation>לא ניתן לפתוח את %1 כמודל:
%2

השיעור הפתוח לא השתנה.</translation>
    </message>
    <message>
        <source>Open model</source>
        <translation>פתיחת מודל</translation>
    </message>
    <message>
        <source>Open model: a Hugging Face GPT-2 folder&apos;s config.json or model.safetensors, or a nanoGPT file</source>
        <translation>פתיחת מודל: הקובץ config.json או model.safetensors בתיקיית GPT-2 של Hugging Face, או קובץ nanoGPT</translation>
    </message>
    <message>
        <source>Models (config.json *.safetensors *.pt *.pth *.ckpt *.bin);;All files (*)</source>
        <translation>מודלים (config.json *.safetensors *.pt *.pth *.ckpt *.bin);;כל הקבצים (*)</translation>
    </message>
    <message>
        <source>layer %1 of %2</source>
        <translation>שכבה %1 מתוך %2</translation>
    </message>
    <message>
        <source>Sentence %1: the model&apos;s pass, layer by layer</source>
        <translation>משפט %1: המעבר של המודל, שכבה אחר שכבה</translation>
    </message>
    <message>
        <source>Opening the model …</source>
        <translation>פתיחת המודל …</translation>
    </message>
    <message>
        <source>Model: %1</source>
        <translation>מודל: %1</translation>
    </message>
    <message>
        <source>The model could not be opened: %1</source>
        <translation>לא ניתן היה לפתוח את המודל: %1</translation>
    </message>
    <message>
        <source>opening</source>
        <translation>בפתיחה</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>שיעור</translation>
    </message>
    <message>
        <source>This question&apos;s sentence was removed from the lesson: Edit ▸ Undo brings it back, or Author ▸ Edit Step… asks about another.</source>
        <translation>המשפט של השאלה הזאת הוסר מהשיעור: עריכה ◂ ביטול מחזיר אותו, וכתיבה ◂ עריכת צעד… מאפשר לשאול על משפט אחר.</translation>
    </message>
    <message>
        <source>This question is about the map of “%1”: click a cell there.</source>
        <translation>השאלה הזאת עוסקת במפה של &quot;%1&quot;: יש ללחוץ על תא שם.</translation>
    </message>
    <message>
        <source>&amp;Course</source>
        <translation>&amp;קורס</translation>
    </message>
    <message>
        <source>Lesson &amp;Properties…</source>
        <translation>מאפייני השי&amp;עור…</translation>
    </message>
    <message>
        <source>Previous Step</source>
        <translation>הצעד הקודם</translation>
    </message>
    <message>
        <source>Next Step</source>
        <translation>הצעד הבא</translation>
    </message>
    <message>
        <source>Export &amp;Handout…</source>
        <translation>ייצוא &amp;דף עבודה…</translation>
    </message>
    <message>
        <source>Write the lesson&apos;s steps as a PDF: text, figures, questions, and the answers at the end</source>
        <translation>כתיבת צעדי השיעור כ-PDF: טקסט, איורים, שאלות, והתשובות בסוף</translation>
    </message>
    <message>
        <source>&amp;Present</source>
        <translation>ה&amp;צגה</translation>
    </message>
    <message>
        <source>Show the current step full screen for a room (arrows move, R reveals, Esc leaves)</source>
        <translation>הצגת הצעד הנוכחי במסך מלא לכיתה (החצים עוברים בין צעדים, R חושף, Esc יוצא)</translation>
    </message>
    <message>
        <source>Handout written to %1</source>
        <translation>דף העבודה נכתב אל %1</translation>
    </message>
    <message>
        <source>Export Handout</source>
        <translation>ייצוא דף עבודה</translation>
    </message>
    <message>
        <source>The handout was not written.

%1</source>
        <translation>דף העבודה לא נכתב.

%1</translation>
    </message>
    <message>
        <source>This lesson cannot be handed out yet:

%1</source>
        <translation>עדיין אי אפשר להפיק דף עבודה מהשיעור הזה:

%1</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;שפה</translation>
    </message>
    <message>
        <source>The language of the menus, panes, figures and handouts</source>
        <translation>השפה של התפריטים, החלוניות, האיורים ודפי העבודה</translation>
    </message>
    <message>
        <source>System Default</source>
        <translation>ברירת המחדל של המערכת</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>שפה</translation>
    </message>
    <message>
        <source>Attention Lab will show the new language the next time it starts.</source>
        <translation>Attention Lab תציג את השפה החדשה בפעם הבאה שהיא תופעל.</translation>
    </message>
    <message>
        <source>&amp;Restart Now</source>
        <translation>הפעלה &amp;מחדש עכשיו</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>&amp;אחר כך</translation>
    </message>
    <message>
        <source>Could not start Attention Lab again: start it yourself to see the new language.</source>
        <translation>לא ניתן היה להפעיל מחדש את Attention Lab: כדי לראות את השפה החדשה יש להפעיל אותה ידנית.</translation>
    </message>
    <message>
        <source>&amp;Print Handout…</source>
        <translation>&amp;הדפסת דף עבודה…</translation>
    </message>
    <message>
        <source>Print Vie&amp;w…</source>
        <translation>הדפסת תצו&amp;גה…</translation>
    </message>
    <message>
        <source>Nothing to print: this lesson has no steps (add them in the Lesson pane)</source>
        <translation>אין מה להדפיס: בשיעור הזה אין צעדים (אפשר להוסיף אותם בחלונית השיעור)</translation>
    </message>
    <message>
        <source>Print the view that has the focus, scaled to fit the page</source>
        <translation>הדפסת התצוגה שבמוקד, מותאמת לגודל העמוד</translation>
    </message>
    <message>
        <source>Print Handout</source>
        <translation>הדפסת דף עבודה</translation>
    </message>
    <message>
        <source>Print View</source>
        <translation>הדפסת תצוגה</translation>
    </message>
    <message>
        <source>This view is a table of words, not a figure: it has nothing to print.</source>
        <translation>התצוגה הזאת היא טבלת מילים, לא איור: אין בה מה להדפיס.</translation>
    </message>
    <message>
        <source>Click the view you want to print first (a heatmap, the loss chart, the heads grid…).</source>
        <translation>יש ללחוץ קודם על התצוגה שברצונך להדפיס (מפת חום, גרף ההפסד, רשת הראשים…).</translation>
    </message>
    <message>
        <source>This view shows nothing yet, so there is nothing to print.</source>
        <translation>התצוגה הזאת עדיין לא מציגה דבר, ולכן אין מה להדפיס.</translation>
    </message>
    <message>
        <source>No printer is set up: the print dialog can still print to a PDF file.</source>
        <translation>לא מוגדרת מדפסת: חלון ההדפסה עדיין יכול להדפיס לקובץ PDF.</translation>
    </message>
    <message>
        <source>Nothing was printed.

%1</source>
        <translation>שום דבר לא הודפס.

%1</translation>
    </message>
    <message numerus="yes">
        <source>Printed %n page(s) to %1</source>
        <translation>
            <numerusform>הודפס %n עמוד אל %1</numerusform>
            <numerusform>הודפסו %n עמודים אל %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Print the lesson&apos;s steps as Export Handout… lays them out, the answers at the end</source>
        <translation>הדפסת צעדי השיעור כפי ש&quot;ייצוא דף עבודה…&quot; מסדר אותם, והתשובות בסוף</translation>
    </message>
    <message>
        <source>Nothing to print yet: click the view to print first (a heatmap, a plot, the heads grid…)</source>
        <translation>אין עדיין מה להדפיס: יש ללחוץ קודם על התצוגה להדפסה (מפת חום, גרף, רשת הראשים…)</translation>
    </message>
    <message>
        <source>Attention Lab lessons</source>
        <translation>שיעורי Attention Lab</translation>
    </message>
    <message>
        <source>All files</source>
        <translation>כל הקבצים</translation>
    </message>
    <message>
        <source>Safetensors models</source>
        <translation>מודלים של safetensors</translation>
    </message>
    <message>
        <source>Vocabularies</source>
        <translation>אוצרות מילים</translation>
    </message>
    <message>
        <source>PDF</source>
        <translation>PDF</translation>
    </message>
    <message>
        <source>Clear the &amp;What-ifs</source>
        <translation>ניקוי ה״&amp;מה אם״</translation>
    </message>
    <message>
        <source>Context Menu</source>
        <translation>תפריט הקשר</translation>
    </message>
    <message>
        <source>&amp;Get a Model…</source>
        <translation>ה&amp;ורדת מודל…</translation>
    </message>
    <message>
        <source>Download GPT-2 or another GPT-2-architecture model from the Hugging Face hub (asks first; nothing is fetched until you say so)</source>
        <translation>הורדת GPT-2 או מודל אחר בארכיטקטורת GPT-2 מה-Hub של Hugging Face (עם שאלה מראש; שום דבר לא יורד לפני האישור שלך)</translation>
    </message>
    <message>
        <source>Positions</source>
        <translation>מיקומים</translation>
    </message>
</context>
<context>
    <name>attn::app::PresentationWindow</name>
    <message>
        <source> — head %1 of %2</source>
        <translation> — ראש %1 מתוך %2</translation>
    </message>
    <message>
        <source>Attention Lab — Presentation</source>
        <translation>Attention Lab — מצגת</translation>
    </message>
    <message>
        <source>Head</source>
        <translation>ראש</translation>
    </message>
    <message>
        <source>H / Shift+H</source>
        <translation>H / Shift+H</translation>
    </message>
    <message>
        <source>Predict.</source>
        <translation>נסו לחזות.</translation>
    </message>
    <message>
        <source>Answer:</source>
        <translation>תשובה:</translation>
    </message>
    <message>
        <source>Step %1 of %2 · %3</source>
        <translation>צעד %1 מתוך %2 · %3</translation>
    </message>
    <message>
        <source>   ·   R reveals the answer</source>
        <translation>   ·   R חושף את התשובה</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Show head %1</source>
        <translation>הצגת ראש %1</translation>
    </message>
    <message>
        <source> — head %1</source>
        <extracomment>one of the heads a lesson step chose for its maps</extracomment>
        <translation> — ראש %1</translation>
    </message>
    <message>
        <source>   ·   H: next head</source>
        <translation>   ·   H: הראש הבא</translation>
    </message>
    <message>
        <source>   ·   F: next figures (page %1 of %2; all together too small)</source>
        <extracomment>%1 of %2: the page of figures shown (a page may hold several figures)</extracomment>
        <translation>   ·   F: האיורים הבאים (עמוד %1 מתוך %2; כולם יחד קטנים מדי)</translation>
    </message>
    <message>
        <source>   ·   L: layer %1 of %2</source>
        <extracomment>%1 of %2: the model&apos;s layer the slide&apos;s maps show</extracomment>
        <translation>   ·   L: שכבה %1 מתוך %2</translation>
    </message>
</context>
<context>
    <name>attn::ui::Announcer</name>
    <message>
        <source>Undone: %1</source>
        <translation>בוטל: %1</translation>
    </message>
    <message>
        <source>Your answer: %1</source>
        <translation>התשובה שלך: %1</translation>
    </message>
    <message>
        <source>Training: step %1 of %2, loss %3</source>
        <translation>אימון: צעד %1 מתוך %2, הפסד %3</translation>
    </message>
    <message>
        <source>Training stopped: %1</source>
        <translation>האימון נעצר: %1</translation>
    </message>
    <message>
        <source>Training: %1</source>
        <translation>אימון: %1</translation>
    </message>
    <message>
        <source>Training running</source>
        <translation>האימון פועל</translation>
    </message>
    <message>
        <source>Training paused at step %1, loss %2</source>
        <translation>האימון הושהה בצעד %1, הפסד %2</translation>
    </message>
</context>
<context>
    <name>attn::ui::AttentionPane</name>
    <message>
        <source>Stage:</source>
        <translation>שלב:</translation>
    </message>
    <message>
        <source>Trained model</source>
        <translation>מודל מאומן</translation>
    </message>
    <message>
        <source>Hand-wired attention</source>
        <translation>קשב ידני</translation>
    </message>
    <message>
        <source>Layer:</source>
        <translation>שכבה:</translation>
    </message>
    <message>
        <source>Which of the trained model&apos;s layers to show</source>
        <translation>איזו שכבה של המודל המאומן להציג</translation>
    </message>
    <message>
        <source>head %1</source>
        <translation>ראש %1</translation>
    </message>
    <message>
        <source>Real model</source>
        <translation>מודל אמיתי</translation>
    </message>
    <message>
        <source>A real model&apos;s pass keeps its attention weights only, not its scores</source>
        <translation>מעבר של מודל אמיתי שומר רק את משקלי הקשב שלו, לא את הציונים</translation>
    </message>
    <message>
        <source>weights = softmax of each row of S/√dk; each row sums to 1</source>
        <translation>משקלים = softmax של כל שורה של S/√dk; סכום כל שורה הוא 1</translation>
    </message>
    <message>
        <source>weights = softmax of each row of S (scaling off); each row sums to 1</source>
        <translation>משקלים = softmax של כל שורה של S (ללא הקטנה); סכום כל שורה הוא 1</translation>
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
        <translation>1 (ללא הקטנה)</translation>
    </message>
    <message>
        <source>; −∞ above the diagonal (causal)</source>
        <translation>; ‎−∞‎ מעל האלכסון (סיבתי)</translation>
    </message>
    <message>
        <source>; nothing masked (causal off)</source>
        <translation>; שום דבר לא ממוסך (ללא מסכה סיבתית)</translation>
    </message>
    <message>
        <source>Real model, layer %1 of %2: %3</source>
        <translation>מודל אמיתי, שכבה %1 מתוך %2: %3</translation>
    </message>
    <message>
        <source>Real model: %1</source>
        <translation>מודל אמיתי: %1</translation>
    </message>
    <message>
        <source>Trained model, layer %1 of %2: %3</source>
        <translation>מודל מאומן, שכבה %1 מתוך %2: %3</translation>
    </message>
    <message>
        <source>%1.  Rows: the word looking · columns: the word looked at.</source>
        <translation>%1.  שורות: המילה המסתכלת · עמודות: המילה הנצפית.</translation>
    </message>
    <message>
        <source>This lesson has no sentences yet: add one in the Sentences pane to see its attention.</source>
        <translation>בשיעור הזה אין עדיין משפטים: כדי לראות את הקשב יש להוסיף משפט בחלונית המשפטים.</translation>
    </message>
    <message>
        <source>word looking</source>
        <translation>מילה מסתכלת</translation>
    </message>
    <message>
        <source>word looked at</source>
        <translation>מילה נצפית</translation>
    </message>
    <message>
        <source>trained model (%1 steps), layer %2</source>
        <translation>מודל מאומן (%1 צעדים), שכבה %2</translation>
    </message>
    <message>
        <source>“%1” — %2</source>
        <translation>&quot;%1&quot; — %2</translation>
    </message>
    <message>
        <source>; hatched cells above the diagonal are masked</source>
        <translation>; התאים המקווקווים מעל האלכסון ממוסכים</translation>
    </message>
    <message>
        <source>Attention maps</source>
        <translation>מפות קשב</translation>
    </message>
    <message>
        <source>“%1”, head %2</source>
        <translation>&quot;%1&quot;, ראש %2</translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>&quot;%1&quot;</translation>
    </message>
    <message>
        <source>Kept back until a later step of the lesson: its question asks what this stage would show</source>
        <translation>שמור לצעד מאוחר יותר בשיעור: השאלה שלו שואלת מה השלב הזה היה מראה</translation>
    </message>
    <message>
        <source>switched off</source>
        <translation>כובה</translation>
    </message>
    <message>
        <source>mean-ablated</source>
        <translation>הוחלף בממוצע</translation>
    </message>
    <message>
        <source>lines cut</source>
        <translation>קווים נחתכו</translation>
    </message>
    <message>
        <source> — each head has one number, so RoPE has no pair to turn</source>
        <translation> — לכל ראש יש מספר אחד בלבד, ולכן ל-RoPE אין זוג לסובב</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>הפרש</translation>
    </message>
    <message>
        <source>With two sentences ticked: a third map, the second sentence&apos;s numbers minus the first&apos;s, cell by cell (red: larger in the second)</source>
        <translation>כששני משפטים מסומנים: מפה שלישית, המספרים של המשפט השני פחות אלה של הראשון, תא מול תא (אדום: גדול יותר בשני)</translation>
    </message>
    <message>
        <source>&lt;b&gt;“%2” − “%1”&lt;/b&gt;</source>
        <translation>&lt;b&gt;&quot;%2&quot; − &quot;%1&quot;&lt;/b&gt;</translation>
    </message>
    <message>
        <source>The difference needs both sentences&apos; maps.</source>
        <translation>ההפרש זקוק למפות של שני המשפטים.</translation>
    </message>
    <message>
        <source>Whose attention to show: the lesson&apos;s trained model, the real model it points at, or the attention of the ladder step</source>
        <translation>איזה קשב להציג: המודל המאומן של השיעור, המודל האמיתי שהשיעור מפנה אליו, או הקשב של הדרגה בסולם</translation>
    </message>
    <message>
        <source>%1 − %2 = %3 (“%4” minus “%5”)</source>
        <extracomment>A difference map&apos;s cell: the second sentence&apos;s number minus the first&apos;s</extracomment>
        <translation>%1 − %2 = %3 (&quot;%4&quot; פחות &quot;%5&quot;)</translation>
    </message>
    <message>
        <source>Every head</source>
        <translation>כל הראשים</translation>
    </message>
    <message>
        <source>This step shows the maps of the heads it chose; tick to see every head&apos;s map</source>
        <translation>הצעד הזה מציג את המפות של הראשים שבחר; סמנו כדי לראות את המפה של כל ראש</translation>
    </message>
    <message>
        <source>layer %1</source>
        <translation>שכבה %1</translation>
    </message>
    <message>
        <source>token looking</source>
        <translation>טוקן מסתכל</translation>
    </message>
    <message>
        <source>token looked at</source>
        <translation>טוקן נצפה</translation>
    </message>
    <message>
        <source>%1.  Rows: the token looking · columns: the token looked at.</source>
        <translation>%1.  שורות: הטוקן המסתכל · עמודות: הטוקן הנצפה.</translation>
    </message>
</context>
<context>
    <name>attn::ui::AttentionToolbar</name>
    <message>
        <source>Attention</source>
        <translation>קשב</translation>
    </message>
    <message>
        <source> Ladder step: </source>
        <translation> דרגה בסולם: </translation>
    </message>
    <message>
        <source>0 · No mixing</source>
        <translation>0 · ללא ערבוב</translation>
    </message>
    <message>
        <source>1 · Equal average</source>
        <translation>1 · ממוצע שווה</translation>
    </message>
    <message>
        <source>2 · Simple  X·Xᵀ</source>
        <translation>2 · פשוט  X·Xᵀ</translation>
    </message>
    <message>
        <source>3 · Scaled Q·K·V</source>
        <translation>3 · Q·K·V מוקטן</translation>
    </message>
    <message>
        <source>4 · Multi-head</source>
        <translation>4 · מרובה ראשים</translation>
    </message>
    <message>
        <source>Which attention the lesson computes</source>
        <translation>איזה קשב השיעור מחשב</translation>
    </message>
    <message>
        <source>  Heads: </source>
        <translation>  ראשים: </translation>
    </message>
    <message>
        <source>Number of heads (multi-head only); must divide the number of axes</source>
        <translation>מספר הראשים (רק בקשב מרובה ראשים); חייב לחלק את מספר הצירים</translation>
    </message>
    <message>
        <source>Scale 1/√dk</source>
        <translation>הקטנה ‎1/√dk</translation>
    </message>
    <message>
        <source>Divide every score by √dk before the softmax</source>
        <translation>חלוקת כל ציון ב-‎√dk לפני ה-softmax</translation>
    </message>
    <message>
        <source>Causal mask</source>
        <translation>מסכה סיבתית</translation>
    </message>
    <message>
        <source>Each word sees only itself and the words before it</source>
        <translation>כל מילה רואה רק את עצמה ואת המילים שלפניה</translation>
    </message>
    <message>
        <source>Attempt 0: each word keeps its own row (weights = identity). A word alone cannot tell which sentence it is in.</source>
        <translation>ניסיון 0: כל מילה שומרת על השורה שלה (משקלים = מטריצת היחידה). מילה לבדה אינה יכולה לדעת באיזה משפט היא נמצאת.</translation>
    </message>
    <message>
        <source>Attempt 1: every word averages the sentence (every weight 1/n), whoever is looking.</source>
        <translation>ניסיון 1: כל מילה ממצעת את המשפט כולו (כל משקל ‎1/n‎), לא משנה מי מסתכלת.</translation>
    </message>
    <message>
        <source>Scores X·Xᵀ, softmax of each row, blend of the rows of X</source>
        <translation>ציונים X·Xᵀ, softmax של כל שורה, תערובת של השורות של X</translation>
    </message>
    <message>
        <source>Queries, keys and values through W_Q, W_K, W_V; scores scaled by 1/√dk</source>
        <translation>שאילתות, מפתחות וערכים דרך W_Q, W_K, W_V; הציונים מוכפלים ב-‎1/√dk</translation>
    </message>
    <message>
        <source>Several heads side by side, joined by W_O</source>
        <translation>כמה ראשים זה לצד זה, שמחוברים בעזרת W_O</translation>
    </message>
    <message>
        <source>  Positions: </source>
        <translation>  מיקומים: </translation>
    </message>
    <message>
        <source>No position: shuffle the words and every matrix is shuffled with them</source>
        <translation>ללא מיקום: ערבוב המילים מערבב איתן גם כל מטריצה</translation>
    </message>
    <message>
        <source>Sinusoidal vectors added to X: sin and cos of the position at d/2 frequencies</source>
        <translation>וקטורים סינוסואידליים שנוספים ל-X: סינוס וקוסינוס של המיקום ב-d/2 תדרים</translation>
    </message>
    <message>
        <source>Rotary (RoPE): each query and key pair of dimensions turned by position × θᵢ, θᵢ = base^(−2i/dk); a score depends on the two words and their distance only</source>
        <translation>סיבוביים (RoPE): כל זוג ממדים של שאילתה ומפתח מסובב בזווית מיקום × θᵢ, כאשר θᵢ = base^(−2i/dk); ציון תלוי רק בשתי המילים ובמרחק ביניהן</translation>
    </message>
    <message>
        <source>ALiBi: −mₕ·|i − j| added to head h&apos;s scaled scores, mₕ = 2^(−8h/H): far words count less</source>
        <translation>ALiBi: ‎−mₕ·|i − j| מתווסף לציונים המוקטנים של ראש h, כאשר mₕ = 2^(−8h/H): מילים רחוקות נחשבות פחות</translation>
    </message>
    <message>
        <source>Where a word sits: how attention can tell word orders apart</source>
        <translation>איפה מילה נמצאת: איך הקשב יכול להבחין בין סדרי מילים שונים</translation>
    </message>
    <message>
        <source>base </source>
        <translation>בסיס </translation>
    </message>
    <message>
        <source>RoPE base</source>
        <translation>בסיס RoPE</translation>
    </message>
    <message>
        <source>RoPE&apos;s base (10000 in the paper): a smaller base turns faster</source>
        <translation>הבסיס של RoPE (10000 במאמר): בסיס קטן יותר מסתובב מהר יותר</translation>
    </message>
</context>
<context>
    <name>attn::ui::Autosave</name>
    <message>
        <source>Could not write the recovery copy to %1: %2</source>
        <translation>לא ניתן לכתוב את עותק השחזור אל %1: %2</translation>
    </message>
    <message>
        <source>A recovery copy was found at %1 but cannot be read: %2</source>
        <translation>נמצא עותק שחזור ב-%1 אבל לא ניתן לקרוא אותו: %2</translation>
    </message>
    <message>
        <source>Restore recovered changes</source>
        <translation>שחזור השינויים שנמצאו</translation>
    </message>
</context>
<context>
    <name>attn::ui::BlendPane</name>
    <message>
        <source>Head:</source>
        <translation>ראש:</translation>
    </message>
    <message>
        <source>Click a word in any view to watch its blend.</source>
        <translation>לחיצה על מילה בכל תצוגה מציגה כאן את התערובת שלה.</translation>
    </message>
    <message>
        <source>How &lt;b&gt;%1&lt;/b&gt;’s new vector is blended: each row is an ingredient’s weight × its row (the weight as shown, so every term checks on paper); the column sums are the exact output, so a column can differ from its terms in the last digit.</source>
        <translation>איך הווקטור החדש של &lt;b&gt;%1&lt;/b&gt; מעורבב: כל שורה היא המשקל של מרכיב × השורה שלו (המשקל כפי שהוא מוצג, כך שאפשר לבדוק כל איבר על הנייר); סכומי העמודות הם הפלט המדויק, ולכן עמודה עשויה להיות שונה מסכום האיברים שלה בספרה האחרונה.</translation>
    </message>
    <message>
        <source>The Blend shows the lesson&apos;s hand-wired attention or a model trained here: a real model&apos;s pass keeps its weights, not the value rows they blend. Its heads are in the Model and Head view panes.</source>
        <translation>התערובת מציגה את הקשב הידני של השיעור או מודל שאומן כאן: מעבר של מודל אמיתי שומר את המשקלים שלו, לא את שורות הערך שהם מערבבים. הראשים שלו מוצגים בחלוניות &quot;מודל&quot; ו&quot;תצוגת ראשים&quot;.</translation>
    </message>
    <message>
        <source>“%1” has no ‘%2’.</source>
        <translation>ב-&quot;%1&quot; אין &quot;%2&quot;.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; = a blend of the rows below, made with the weights: choose the &lt;i&gt;weights&lt;/i&gt; stage in the Attention pane to see it</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; = תערובת של השורות שלמטה לפי המשקלים: כדי לראות אותה יש לבחור את השלב &lt;i&gt;משקלים&lt;/i&gt; בחלונית הקשב</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; = a blend of the rows below (kept back for now: a question asks for it)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; = תערובת של השורות שלמטה (מוסתרת בינתיים: שאלה מבקשת אותה)</translation>
    </message>
    <message>
        <source>Blend tables</source>
        <translation>טבלאות התערובת</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; = a blend of the rows below, made with the weights, which a later step of the lesson shows</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; = תערובת של השורות שלמטה, עשויה מהמשקלים, שצעד מאוחר יותר בשיעור מראה</translation>
    </message>
</context>
<context>
    <name>attn::ui::ConcealmentBoxes</name>
    <message>
        <source>numbers</source>
        <translation>מספרים</translation>
    </message>
    <message>
        <source>map colours</source>
        <translation>צבעי המפה</translation>
    </message>
    <message>
        <source>output points</source>
        <translation>נקודות הפלט</translation>
    </message>
    <message>
        <source>later stages</source>
        <translation>שלבים מאוחרים</translation>
    </message>
    <message>
        <source>Offer only this step&apos;s stage and those before it; the Blend table and the output points wait too</source>
        <translation>להציע רק את השלב של הצעד הזה ואת אלה שלפניו; טבלת התערובת ונקודות הפלט ממתינות גם הן</translation>
    </message>
</context>
<context>
    <name>attn::ui::Document</name>
    <message>
        <source>This sentence is empty: type at least one word.</source>
        <translation>המשפט ריק: יש להקליד לפחות מילה אחת.</translation>
    </message>
    <message>
        <source>The lesson&apos;s trained model cannot be read.</source>
        <translation>לא ניתן לקרוא את המודל המאומן של השיעור.</translation>
    </message>
    <message>
        <source>: use words it was trained on.</source>
        <translation>: יש להשתמש במילים שהוא אומן עליהן.</translation>
    </message>
    <message>
        <source>Opening the model %1 …</source>
        <translation>פתיחת המודל %1 …</translation>
    </message>
    <message>
        <source>%1. Clear the what-ifs (the bar&apos;s Clear) to see the maps again.</source>
        <extracomment>Under the &quot;What if&quot; bar: %1, why the what-if cannot be laid over this sentence</extracomment>
        <translation>%1. בטלו את ה״מה אם״ (ביטול בסרגל) כדי לראות שוב את המפות.</translation>
    </message>
</context>
<context>
    <name>attn::ui::EmbeddingPane</name>
    <message>
        <source>+ Word</source>
        <translation>+ מילה</translation>
    </message>
    <message>
        <source>− Word</source>
        <translation>− מילה</translation>
    </message>
    <message>
        <source>Remove the selected word</source>
        <translation>הסרת המילה הנבחרת</translation>
    </message>
    <message>
        <source>+ Axis</source>
        <translation>+ ציר</translation>
    </message>
    <message>
        <source>Add a named axis (a column of zeros)</source>
        <translation>הוספת ציר בעל שם (עמודה של אפסים)</translation>
    </message>
    <message>
        <source>− Axis</source>
        <translation>− ציר</translation>
    </message>
    <message>
        <source>Remove the selected axis</source>
        <translation>הסרת הציר הנבחר</translation>
    </message>
    <message>
        <source>Drag on a cell to scrub · double-click a name to rename</source>
        <translation>גרירה על תא משנה את ערכו · לחיצה כפולה על שם משנה אותו</translation>
    </message>
    <message>
        <source>Add axis</source>
        <translation>הוספת ציר</translation>
    </message>
    <message>
        <source>Add word</source>
        <translation>הוספת מילה</translation>
    </message>
    <message>
        <source>Name of the new axis:</source>
        <translation>שם הציר החדש:</translation>
    </message>
    <message>
        <source>New word (lower case, one word):</source>
        <translation>מילה חדשה (אותיות קטנות, מילה אחת):</translation>
    </message>
    <message>
        <source>Rename axis</source>
        <translation>שינוי שם ציר</translation>
    </message>
    <message>
        <source>Rename word</source>
        <translation>שינוי שם מילה</translation>
    </message>
    <message>
        <source>New name for ‘%1’:</source>
        <translation>שם חדש ל-&quot;%1&quot;:</translation>
    </message>
    <message>
        <source>Select a cell of the axis to remove first</source>
        <translation>יש לבחור קודם תא של הציר שרוצים להסיר</translation>
    </message>
    <message>
        <source>Select a cell of the word to remove first</source>
        <translation>יש לבחור קודם תא של המילה שרוצים להסיר</translation>
    </message>
    <message>
        <source>Embedding table</source>
        <translation>טבלת השיכון</translation>
    </message>
    <message>
        <source>A row per word, a column per named axis; type a value, or drag left or right on a cell</source>
        <translation>שורה לכל מילה, עמודה לכל ציר בעל שם; הקלידו ערך, או גררו שמאלה או ימינה על תא</translation>
    </message>
    <message>
        <source>Add a word (a row of zeros); by keyboard: Insert in the table</source>
        <translation>הוספת מילה (שורה של אפסים); במקלדת: Insert בטבלה</translation>
    </message>
    <message>
        <source>Add a word</source>
        <translation>הוספת מילה</translation>
    </message>
    <message>
        <source>Add a word…</source>
        <translation>הוספת מילה…</translation>
    </message>
    <message>
        <source>Rename the word %1…</source>
        <translation>שינוי שם המילה %1…</translation>
    </message>
    <message>
        <source>Remove the word %1</source>
        <translation>הסרת המילה %1</translation>
    </message>
    <message>
        <source>Add an axis…</source>
        <translation>הוספת ציר…</translation>
    </message>
    <message>
        <source>Rename the axis %1…</source>
        <translation>שינוי שם הציר %1…</translation>
    </message>
    <message>
        <source>Remove the axis %1</source>
        <translation>הסרת הציר %1</translation>
    </message>
</context>
<context>
    <name>attn::ui::ExportDialog</name>
    <message>
        <source>Export Figure</source>
        <translation>ייצוא איור</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>עיון…</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>&amp;קובץ:</translation>
    </message>
    <message>
        <source>PNG image</source>
        <translation>תמונת PNG</translation>
    </message>
    <message>
        <source>SVG (vectors, text kept as text)</source>
        <translation>SVG (וקטורי, הטקסט נשמר כטקסט)</translation>
    </message>
    <message>
        <source>PDF (vectors)</source>
        <translation>PDF (וקטורי)</translation>
    </message>
    <message>
        <source>F&amp;ormat:</source>
        <translation>&amp;פורמט:</translation>
    </message>
    <message>
        <source>natural</source>
        <translation>טבעי</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>&amp;Size (width × height):</source>
        <translation>&amp;גודל (רוחב × גובה):</translation>
    </message>
    <message>
        <source>automatic (sharp on half a 1920 px slide)</source>
        <translation>אוטומטי (חד בחצי שקופית ברוחב 1920 px)</translation>
    </message>
    <message>
        <source>PNG s&amp;cale:</source>
        <translation>קנה &amp;מידה ל-PNG:</translation>
    </message>
    <message>
        <source>S&amp;tyle:</source>
        <translation>&amp;סגנון:</translation>
    </message>
    <message>
        <source>automatic (viridis for weights, diverging for scores)</source>
        <translation>אוטומטי (viridis למשקלים, סקלה דו-כיוונית לציונים)</translation>
    </message>
    <message>
        <source>Colour &amp;map:</source>
        <translation>מפת &amp;צבעים:</translation>
    </message>
    <message>
        <source>Numbers in cells</source>
        <translation>מספרים בתאים</translation>
    </message>
    <message>
        <source>T&amp;itle:</source>
        <translation>&amp;כותרת:</translation>
    </message>
    <message>
        <source>C&amp;aption:</source>
        <translation>כי&amp;תוב:</translation>
    </message>
    <message>
        <source>&amp;Font size:</source>
        <translation>גודל גופ&amp;ן:</translation>
    </message>
    <message>
        <source>light</source>
        <translation>בהיר</translation>
    </message>
    <message>
        <source>dark</source>
        <translation>כהה</translation>
    </message>
    <message>
        <source>print</source>
        <translation>הדפסה</translation>
    </message>
    <message>
        <source>diverging</source>
        <translation>מתפצלת</translation>
    </message>
    <message>
        <source>grey</source>
        <translation>אפור</translation>
    </message>
    <message>
        <source>SVG drawing</source>
        <translation>ציור SVG</translation>
    </message>
    <message>
        <source>PDF document</source>
        <translation>מסמך PDF</translation>
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
        <translation>הצג: %1</translation>
    </message>
    <message>
        <source>Fold away</source>
        <translation>קפל</translation>
    </message>
</context>
<context>
    <name>attn::ui::GenerateView</name>
    <message>
        <source>a prompt for the model to continue</source>
        <translation>פרומפט שהמודל ימשיך</translation>
    </message>
    <message>
        <source>0 (greedy)</source>
        <translation>0 (חמדני)</translation>
    </message>
    <message>
        <source>Divides the logits before the softmax: below 1 sharper, above 1 flatter; 0 always takes the likeliest token.</source>
        <translation>מחלקת את ה-logits לפני ה-softmax: מתחת ל-1 חד יותר, מעל 1 שטוח יותר; 0 בוחר תמיד את הטוקן הסביר ביותר.</translation>
    </message>
    <message>
        <source>all</source>
        <translation>הכול</translation>
    </message>
    <message>
        <source>Sample only among the k likeliest tokens (all: no limit).</source>
        <translation>דגימה רק מבין k הטוקנים הסבירים ביותר (הכול: ללא הגבלה).</translation>
    </message>
    <message>
        <source>Sample only among the fewest likeliest tokens whose probabilities add up to p.</source>
        <translation>דגימה רק מבין הטוקנים הסבירים ביותר, כמה שפחות, שסכום ההסתברויות שלהם מגיע ל-p.</translation>
    </message>
    <message>
        <source>The same seed and settings give the same text.</source>
        <translation>אותו זרע ואותן הגדרות נותנים אותו טקסט.</translation>
    </message>
    <message>
        <source>How many tokens to add at most (the text stops at the model&apos;s n_positions).</source>
        <translation>כמה טוקנים להוסיף לכל היותר (הטקסט נעצר ב-n_positions של המודל).</translation>
    </message>
    <message>
        <source>Generate</source>
        <translation>יצירה</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>עצירה</translation>
    </message>
    <message>
        <source>Add as sentence</source>
        <translation>הוספה כמשפט</translation>
    </message>
    <message>
        <source>Add the prompt and its continuation to the lesson&apos;s sentences (undoable).</source>
        <translation>הוספת הפרומפט וההמשך שלו למשפטי השיעור (אפשר לבטל).</translation>
    </message>
    <message>
        <source>next token</source>
        <translation>הטוקן הבא</translation>
    </message>
    <message>
        <source>probability</source>
        <translation>הסתברות</translation>
    </message>
    <message>
        <source>Prompt</source>
        <translation>פרומפט</translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation>טמפרטורה</translation>
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
        <translation>זרע</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>טוקנים</translation>
    </message>
    <message>
        <source>Generating needs a real model (GPT-2 or nanoGPT). Open a lesson that points at one (“attention-lab import MODEL --save LESSON” writes one).</source>
        <translation>יצירה דורשת מודל אמיתי (GPT-2 או nanoGPT). יש לפתוח שיעור שמצביע על מודל כזה (הפקודה &quot;attention-lab import MODEL --save LESSON&quot; כותבת שיעור כזה).</translation>
    </message>
    <message>
        <source>Opening the model… %1</source>
        <translation>פתיחת המודל… %1</translation>
    </message>
    <message>
        <source>Generating needs the lesson&apos;s real model, which could not be opened: %1</source>
        <translation>יצירה דורשת את המודל האמיתי של השיעור, ולא ניתן היה לפתוח אותו: %1</translation>
    </message>
    <message>
        <source>Next token after “%1” (the model&apos;s ten likeliest):</source>
        <translation>הטוקן הבא אחרי &quot;%1&quot; (עשרת הסבירים ביותר לפי המודל):</translation>
    </message>
    <message>
        <source>P(“%1” next) = %2</source>
        <translation>ההסתברות ש-&quot;%1&quot; יבוא אחר כך: %2</translation>
    </message>
    <message>
        <source>Still generating: stop first.</source>
        <translation>היצירה עדיין פועלת: יש לעצור אותה קודם.</translation>
    </message>
    <message>
        <source>Generating…</source>
        <translation>ביצירה…</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>בעצירה…</translation>
    </message>
    <message>
        <source>Generating… %1 of at most %2 tokens</source>
        <translation>ביצירה… %1 מתוך %2 טוקנים לכל היותר</translation>
    </message>
    <message>
        <source>Stopped after 1 new token.</source>
        <translation>נעצר אחרי טוקן חדש אחד.</translation>
    </message>
    <message>
        <source>Stopped after %1 new tokens.</source>
        <translation>נעצר אחרי %1 טוקנים חדשים.</translation>
    </message>
    <message>
        <source>Generate some text first.</source>
        <translation>יש ליצור טקסט קודם.</translation>
    </message>
    <message>
        <source>Added as sentence %1.</source>
        <translation>נוסף כמשפט %1.</translation>
    </message>
    <message>
        <source>“%1”: %2 as sampled, %3 by the model</source>
        <translation>&quot;%1&quot;: %2 כפי שנדגם, %3 לפי המודל</translation>
    </message>
    <message>
        <source>The model&apos;s likeliest at this step:</source>
        <translation>הסבירים ביותר לפי המודל בצעד הזה:</translation>
    </message>
    <message numerus="yes">
        <source>“%1” is written by %n tokens:</source>
        <translation>
            <numerusform>&quot;%1&quot; נכתב על ידי טוקן %n:</numerusform>
            <numerusform>&quot;%1&quot; נכתב על ידי %n טוקנים:</numerusform>
        </translation>
    </message>
    <message>
        <source>The last token stopped inside a character, which was left out.</source>
        <translation>הטוקן האחרון נעצר באמצע תו, והתו הושמט.</translation>
    </message>
    <message>
        <source>The next-token table and Generate run under it.</source>
        <translation>טבלת הטוקן הבא ו״יצירה״ רצות תחתיו.</translation>
    </message>
    <message>
        <source>Generated with %1.</source>
        <translation>נוצר עם: %1.</translation>
    </message>
    <message>
        <source>Next token: waiting for the model&apos;s pass of the chosen sentence.</source>
        <translation>הטוקן הבא: ממתינים למעבר של המודל על המשפט שנבחר.</translation>
    </message>
</context>
<context>
    <name>attn::ui::GetModelDialog</name>
    <message>
        <source>%1 s</source>
        <translation>%1 שנ׳</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 דק׳ %2 שנ׳</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 שע׳ %2 דק׳</translation>
    </message>
    <message>
        <source>Get a Model</source>
        <translation>הורדת מודל</translation>
    </message>
    <message>
        <source>Download a GPT-2-architecture model from the Hugging Face hub. Nothing is sent or fetched until you press Download; models already here open at once.</source>
        <translation>הורדת מודל בארכיטקטורת GPT-2 מה-Hub של Hugging Face. שום דבר לא נשלח ולא יורד עד ללחיצה על ״הורדה״; מודלים שכבר נמצאים כאן נפתחים מיד.</translation>
    </message>
    <message>
        <source>This computer has %1 of memory.</source>
        <translation>במחשב הזה יש %1 זיכרון.</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>מודל</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>הורדה</translation>
    </message>
    <message>
        <source>On this computer</source>
        <translation>במחשב הזה</translation>
    </message>
    <message>
        <source>Models</source>
        <translation>מודלים</translation>
    </message>
    <message>
        <source>&amp;Revision:</source>
        <translation>&amp;גרסה:</translation>
    </message>
    <message>
        <source>Other &amp;repository:</source>
        <translation>מאגר &amp;אחר:</translation>
    </message>
    <message>
        <source>only for gated or private repositories (else HF_TOKEN)</source>
        <translation>רק למאגרים פרטיים או בגישה מוגבלת (אחרת HF_TOKEN)</translation>
    </message>
    <message>
        <source>Re&amp;member</source>
        <translation>&amp;זכירה</translation>
    </message>
    <message>
        <source>&amp;Token:</source>
        <translation>&amp;טוקן:</translation>
    </message>
    <message>
        <source>C&amp;hange…</source>
        <translation>&amp;שינוי…</translation>
    </message>
    <message>
        <source>Saved in:</source>
        <translation>מקום השמירה:</translation>
    </message>
    <message>
        <source>%1 (from HF_ENDPOINT)</source>
        <translation>%1 (לפי HF_ENDPOINT)</translation>
    </message>
    <message>
        <source>Hub:</source>
        <translation>שרת:</translation>
    </message>
    <message>
        <source>&amp;Download and Open</source>
        <translation>&amp;הורדה ופתיחה</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;ביטול</translation>
    </message>
    <message>
        <source>%1 (revision %2)</source>
        <translation>%1 (גרסה %2)</translation>
    </message>
    <message>
        <source>about %1</source>
        <translation>בערך %1</translation>
    </message>
    <message>
        <source>Downloaded: opens at once</source>
        <translation>הורד: נפתח מיד</translation>
    </message>
    <message>
        <source>%1 on the hub; %2</source>
        <translation>%1 ב-Hub; %2</translation>
    </message>
    <message>
        <source>Too large here: %1</source>
        <translation>גדול מדי למחשב הזה: %1</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;פתיחה</translation>
    </message>
    <message>
        <source>Folder for downloaded models</source>
        <translation>תיקייה למודלים שהורדו</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a repository id: owner/name, as on the hub&apos;s page.</source>
        <translation>&quot;%1&quot; אינו מזהה מאגר: owner/name, כמו בדף שלו ב-Hub.</translation>
    </message>
    <message>
        <source> · %1/s</source>
        <translation> · %1 לשנייה</translation>
    </message>
    <message>
        <source> · %1 left</source>
        <translation> · נותרו %1</translation>
    </message>
    <message>
        <source>Memory for its weights</source>
        <translation>זיכרון למשקלים</translation>
    </message>
    <message>
        <source>owner/name or the model&apos;s hub address</source>
        <translation>owner/name או הכתובת של המודל ב-Hub</translation>
    </message>
    <message>
        <source>Keep the token in this computer&apos;s settings file (%1), as plain text readable by your user only. Untick it and download to forget it.</source>
        <translation>שמירת הטוקן בקובץ ההגדרות של המחשב הזה (%1), כטקסט רגיל שרק המשתמש שלך יכול לקרוא. כדי לשכוח אותו יש לבטל את הסימון ולהוריד.</translation>
    </message>
    <message>
        <source>Re&amp;move…</source>
        <translation>ה&amp;סרה…</translation>
    </message>
    <message>
        <source>Show &amp;Folder</source>
        <translation>הצגת ה&amp;תיקייה</translation>
    </message>
    <message>
        <source>Downloaded</source>
        <translation>הורדו</translation>
    </message>
    <message>
        <source>Begun, not finished</source>
        <translation>התחילו, לא הסתיימו</translation>
    </message>
    <message>
        <source>%1 so far</source>
        <translation>%1 עד כה</translation>
    </message>
    <message>
        <source>Download resumes it</source>
        <translation>״הורדה״ תמשיך אותה</translation>
    </message>
    <message>
        <source>GPT-2 on the hub</source>
        <translation>GPT-2 ב-Hub</translation>
    </message>
    <message>
        <source>Too large here</source>
        <translation>גדול מדי למחשב הזה</translation>
    </message>
    <message>
        <source>Remove a model</source>
        <translation>הסרת מודל</translation>
    </message>
    <message>
        <source>Delete %1 from this computer (%2)?

Lessons that point at it will say it is missing; it can be downloaded again.</source>
        <translation>למחוק את %1 מהמחשב הזה (%2)?

שיעורים שמצביעים עליו יציינו שהוא חסר; אפשר להוריד אותו שוב.</translation>
    </message>
    <message>
        <source>Could not remove it: %1</source>
        <translation>לא ניתן להסיר אותו: %1</translation>
    </message>
    <message>
        <source>Removed %1.</source>
        <translation>%1 הוסר.</translation>
    </message>
    <message>
        <source>%1 is a download of about %2. Download it now?</source>
        <translation>ההורדה של %1 היא בערך %2. להוריד עכשיו?</translation>
    </message>
    <message>
        <source>%1 · %2 of %3</source>
        <translation>%1 · %2 מתוך %3</translation>
    </message>
</context>
<context>
    <name>attn::ui::HeadGrid</name>
    <message>
        <source>head %1</source>
        <translation>ראש %1</translation>
    </message>
    <message>
        <source>layer %1</source>
        <translation>שכבה %1</translation>
    </message>
    <message>
        <source>word looking</source>
        <translation>מילה מסתכלת</translation>
    </message>
    <message>
        <source>word looked at</source>
        <translation>מילה נצפית</translation>
    </message>
    <message>
        <source>layer %1 · head %2</source>
        <translation>שכבה %1 · ראש %2</translation>
    </message>
    <message>
        <source>previous token</source>
        <translation>טוקן קודם</translation>
    </message>
    <message>
        <source>induction</source>
        <translation>אינדוקציה</translation>
    </message>
</context>
<context>
    <name>attn::ui::HeadRolesView</name>
    <message>
        <source>&amp;Run the test</source>
        <translation>&amp;הרצת הבדיקה</translation>
    </message>
    <message>
        <source>&amp;Random tokens:</source>
        <translation>אסימונים &amp;אקראיים:</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>&amp;זרע:</translation>
    </message>
    <message>
        <source>Head roles: %1</source>
        <translation>תפקידי ראשים: %1</translation>
    </message>
    <message>
        <source>What each head does, measured: the model reads random tokens twice. Per layer and head, its mean attention weight on the previous token; in the repeat, on the token that followed this one the first time (induction: what an induction head copies); on this token&apos;s first occurrence (duplicate); on the first token.</source>
        <translation>מה כל ראש עושה, במדידה: המודל קורא אסימונים אקראיים פעמיים. לכל שכבה וראש, משקל הקשב הממוצע שלו על האסימון הקודם; בחזרה, על האסימון שבא אחרי אסימון זה בפעם הראשונה (אינדוקציה: מה שראש אינדוקציה מעתיק); על ההופעה הראשונה של אסימון זה (כפול); על האסימון הראשון.</translation>
    </message>
    <message>
        <source>Press Run the test to measure this model&apos;s heads.</source>
        <translation>לחצו על ״הרצת הבדיקה״ כדי למדוד את ראשי המודל הזה.</translation>
    </message>
    <message>
        <source>Hidden until you answer the lesson&apos;s question: these maps are made of the attention weights it asks about.</source>
        <translation>מוסתר עד שתענו על שאלת השיעור: המפות האלה עשויות ממשקלי הקשב שהיא שואלת עליהם.</translation>
    </message>
    <message>
        <source>This lesson has no model: train one, or open a GPT-2 or nanoGPT model, to measure its heads.</source>
        <translation>לשיעור הזה אין מודל: אמנו אחד, או פתחו מודל GPT-2 או nanoGPT, כדי למדוד את ראשיו.</translation>
    </message>
    <message>
        <source>Reading %1 random tokens twice …</source>
        <translation>קורא %1 אסימונים אקראיים פעמיים …</translation>
    </message>
    <message>
        <source>layer %1</source>
        <translation>שכבה %1</translation>
    </message>
    <message>
        <source>head %1</source>
        <translation>ראש %1</translation>
    </message>
    <message>
        <source>%1 random tokens read twice (seed %2). Strongest induction: layer %3 · head %4, %5 of its weight in the repeat on the token that came next last time.</source>
        <translation>%1 אסימונים אקראיים נקראו פעמיים (זרע %2). האינדוקציה החזקה ביותר: שכבה %3 · ראש %4, %5 ממשקלו בחזרה על האסימון שבא אחריו בפעם הקודמת.</translation>
    </message>
    <message>
        <source>(At most half the model&apos;s context of %1 tokens: it reads the sequence twice.)</source>
        <translation>(לכל היותר מחצית מההקשר של המודל, %1 אסימונים: הוא קורא את הרצף פעמיים.)</translation>
    </message>
    <message>
        <source>The test runs under it.</source>
        <translation>הבדיקה רצה תחתיו.</translation>
    </message>
    <message>
        <source>Its cut lines and patches name a sentence&apos;s tokens, not the test&apos;s random ones: left out.</source>
        <translation>הקווים החתוכים והטלאים שלו מציינים טוקנים של משפט, לא את הטוקנים האקראיים של הבדיקה: הם הושמטו.</translation>
    </message>
</context>
<context>
    <name>attn::ui::HeadViewPane</name>
    <message>
        <source>Heads:</source>
        <translation>ראשים:</translation>
    </message>
    <message>
        <source>All</source>
        <translation>הכול</translation>
    </message>
    <message>
        <source>None</source>
        <translation>ללא</translation>
    </message>
    <message>
        <source>Overlay every head&apos;s lines, each in its colour</source>
        <translation>הצגת הקווים של כל הראשים זה על גבי זה, כל ראש בצבע שלו</translation>
    </message>
    <message>
        <source>Clear the heads (then tick the ones to compare)</source>
        <translation>ניקוי הראשים (ואז מסמנים את אלה שרוצים להשוות)</translation>
    </message>
    <message>
        <source>Layer:</source>
        <translation>שכבה:</translation>
    </message>
    <message>
        <source>The model&apos;s layer shown (the same in every attention view)</source>
        <translation>השכבה של המודל שמוצגת (זהה בכל תצוגות הקשב)</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>ייצוא…</translation>
    </message>
    <message>
        <source>Save the head view as it is shown (PNG, SVG or PDF)</source>
        <translation>שמירת תצוגת הראשים כפי שהיא מוצגת (PNG, SVG או PDF)</translation>
    </message>
    <message>
        <source>Head %1&apos;s lines, in this colour</source>
        <translation>הקווים של ראש %1, בצבע הזה</translation>
    </message>
    <message>
        <source>trained model</source>
        <translation>מודל מאומן</translation>
    </message>
    <message>
        <source>the real model</source>
        <translation>המודל האמיתי</translation>
    </message>
    <message>
        <source>%1, layer %2 of %3</source>
        <translation>%1, שכבה %2 מתוך %3</translation>
    </message>
    <message>
        <source>hand-wired attention</source>
        <translation>קשב ידני</translation>
    </message>
    <message>
        <source>“%1” — %2, %3</source>
        <translation>&quot;%1&quot; — %2, %3</translation>
    </message>
    <message>
        <source>No head is chosen: tick one above to see its lines.</source>
        <translation>לא נבחר ראש: יש לסמן ראש למעלה כדי לראות את הקווים שלו.</translation>
    </message>
    <message>
        <source>This lesson has no sentences yet: add one in the Sentences pane to see its heads.</source>
        <translation>בשיעור הזה אין עדיין משפטים: כדי לראות את הראשים יש להוסיף משפט בחלונית המשפטים.</translation>
    </message>
    <message>
        <source>&lt;i&gt;Hover a token on the left to see only its lines; click to keep it.&lt;/i&gt;</source>
        <translation>&lt;i&gt;ריחוף מעל טוקן משמאל מציג רק את הקווים שלו; לחיצה משאירה אותו.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;“%1” looks at&lt;/b&gt; %2</source>
        <translation>&lt;b&gt;&quot;%1&quot; מסתכל על&lt;/b&gt; %2</translation>
    </message>
    <message>
        <source>Head view</source>
        <translation>תצוגת ראשים</translation>
    </message>
    <message>
        <source>Lines from each word on the left to the words it looks at on the right, thicker for more weight</source>
        <translation>קווים מכל מילה משמאל אל המילים שהיא מסתכלת עליהן מימין, עבים יותר כשהמשקל גדול יותר</translation>
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
        <translation>ממוסך (סיבתי)</translation>
    </message>
    <message>
        <source>%1 (%2) → %3 (%4): %5</source>
        <translation>%1 (%2) → %3 (%4): %5</translation>
    </message>
    <message>
        <source>%1 (%2) → %3 (%4): hidden until the question is answered</source>
        <translation>%1 (%2) → %3 (%4): מוסתר עד שתיענה השאלה</translation>
    </message>
    <message>
        <source>Every block of this overview holds the same largest value, %1: the pattern repeats within a pixel. Zoom in (Ctrl+wheel or +) to see it.</source>
        <translation>כל בלוק בתצוגה המוקטנת הזאת מכיל אותו ערך מרבי, %1: הדפוס חוזר בתוך פיקסל אחד. כדי לראות אותו יש להגדיל (Ctrl+גלגלת העכבר או +).</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>ריק</translation>
    </message>
</context>
<context>
    <name>attn::ui::HubDownload</name>
    <message>
        <source>&apos;%1&apos; is not a repository id (owner/name, as on the hub&apos;s page).</source>
        <translation>&quot;%1&quot; אינו מזהה מאגר (owner/name, כמו בדף שלו ב-Hub).</translation>
    </message>
    <message>
        <source>%1 is downloaded already.</source>
        <translation>%1 כבר הורד.</translation>
    </message>
    <message>
        <source>Asking %1 for %2&apos;s files…</source>
        <translation>פנייה אל %1 לקבלת הקבצים של %2…</translation>
    </message>
    <message>
        <source>%1 has none of the files the lab reads: %2 (404).</source>
        <translation>אין ב-%1 אף אחד מהקבצים ש-Attention Lab קורא: %2 (404).</translation>
    </message>
    <message>
        <source> or </source>
        <translation> או </translation>
    </message>
    <message>
        <source>Refused to follow %1 to %2: only https:// addresses are followed, at most five times.</source>
        <translation>ההפניה של %1 אל %2 נדחתה: רק כתובות https:// מתקבלות, ולכל היותר חמש פעמים.</translation>
    </message>
    <message>
        <source>%1 did not say the size of %2 (status %3).</source>
        <translation>%1 לא ציין את הגודל של %2 (סטטוס %3).</translation>
    </message>
    <message>
        <source>%1 needs %2 on the disk of %3; it has %4 free.</source>
        <translation>%1 צריך %2 בדיסק של %3; פנויים בו %4.</translation>
    </message>
    <message>
        <source>Could not make the folder %1.</source>
        <translation>לא ניתן ליצור את התיקייה %1.</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>לא ניתן לכתוב את %1: %2</translation>
    </message>
    <message>
        <source>Could not write in %1: %2</source>
        <translation>לא ניתן לכתוב בתוך %1: %2</translation>
    </message>
    <message>
        <source>Resuming %1 at %2…</source>
        <translation>חידוש ההורדה של %1 מ-%2…</translation>
    </message>
    <message>
        <source>Downloading %1…</source>
        <translation>הורדת %1…</translation>
    </message>
    <message>
        <source>%1 answered the resume of %2 with the wrong part (%3).</source>
        <translation>%1 ענה לחידוש ההורדה של %2 עם החלק הלא נכון (%3).</translation>
    </message>
    <message>
        <source>%1 announced more bytes for %2 than the hub said it has (%3 against %4); stopped, and the partial file deleted.</source>
        <translation>%1 הודיע על יותר בתים עבור %2 ממה שה-Hub מסר (%3 לעומת %4); ההורדה נעצרה והקובץ החלקי נמחק.</translation>
    </message>
    <message>
        <source>%1 sent more than the %2 bytes announced for %3; stopped, and the partial file deleted.</source>
        <translation>%1 שלח יותר מ-%2 הבתים שהוכרזו עבור %3; ההורדה נעצרה והקובץ החלקי נמחק.</translation>
    </message>
    <message>
        <source>Refused to follow %1 to %2: only https:// addresses are followed.</source>
        <translation>ההפניה של %1 אל %2 נדחתה: רק כתובות https:// מתקבלות.</translation>
    </message>
    <message>
        <source>Too many redirects for %1.</source>
        <translation>יותר מדי הפניות עבור %1.</translation>
    </message>
    <message>
        <source>The connection dropped; resuming %1 at %2…</source>
        <translation>החיבור נותק; חידוש ההורדה של %1 מ-%2…</translation>
    </message>
    <message>
        <source>The connection ended after %1 of %2 of %3; try again to resume.</source>
        <translation>החיבור הסתיים אחרי %1 מתוך %2 של %3; ניסיון נוסף ימשיך את ההורדה.</translation>
    </message>
    <message>
        <source>%1 answered %2 for %3.</source>
        <translation>%1 ענה %2 עבור %3.</translation>
    </message>
    <message>
        <source>Checking %1…</source>
        <translation>בדיקת %1…</translation>
    </message>
    <message>
        <source>%1 failed its checksum: the hub gives SHA-256 %2…, the file downloaded has %3…; it was deleted. Try again.</source>
        <translation>%1 נכשל בבדיקת סכום הביקורת: ה-Hub נותן SHA-256 %2…, לקובץ שהורד יש %3…; הוא נמחק. כדאי לנסות שוב.</translation>
    </message>
    <message>
        <source>(unreadable)</source>
        <translation>(לא קריא)</translation>
    </message>
    <message>
        <source>Could not move %1 into place in %2.</source>
        <translation>לא ניתן להעביר את %1 למקומו ב-%2.</translation>
    </message>
    <message>
        <source>Could not read %1.</source>
        <translation>לא ניתן לקרוא את %1.</translation>
    </message>
    <message>
        <source>%1 needs %2 of memory for its weights; this machine has %3. Nothing more was downloaded.</source>
        <translation>%1 צריך %2 זיכרון למשקלים שלו; במחשב הזה יש %3. לא הורד שום דבר נוסף.</translation>
    </message>
    <message>
        <source>%1 is not a model the lab can open: %2. Nothing more was downloaded.</source>
        <translation>%1 אינו מודל ש-Attention Lab יכול לפתוח: %2. לא הורד שום דבר נוסף.</translation>
    </message>
    <message>
        <source>Cancelled. The next download of %1 continues where this one stopped.</source>
        <translation>בוטל. ההורדה הבאה של %1 תמשיך מהמקום שבו זו נעצרה.</translation>
    </message>
    <message>
        <source>No data from %1 for %2 s; waiting up to %3 s, then trying again (Cancel stops; a later download resumes).</source>
        <translation>אין נתונים מ-%1 כבר %2 שנ׳; ממתינים עד %3 שנ׳ ואז מנסים שוב (״ביטול״ עוצר; הורדה מאוחרת יותר תמשיך).</translation>
    </message>
    <message>
        <source>Another download of %1 into %2 is running; wait for it, or stop it first.</source>
        <translation>הורדה אחרת של %1 אל %2 פועלת כעת; יש לחכות לה או לעצור אותה קודם.</translation>
    </message>
    <message>
        <source>The %1 downloaded so far are kept: download again to resume.</source>
        <translation>ה-%1 שהורדו עד כה נשמרים: הורדה נוספת תמשיך מאותה נקודה.</translation>
    </message>
</context>
<context>
    <name>attn::ui::InductionChart</name>
    <message>
        <source>induction</source>
        <translation>אינדוקציה</translation>
    </message>
    <message>
        <source>previous-token</source>
        <translation>טוקן קודם</translation>
    </message>
    <message>
        <source>duplicate-token</source>
        <translation>טוקן כפול</translation>
    </message>
    <message>
        <source>first-token</source>
        <translation>טוקן ראשון</translation>
    </message>
    <message>
        <source>Which head-role score each head&apos;s line shows: the mean weight a head gives, on a sequence read twice, to the token after this one&apos;s last occurrence (induction), to the token before (previous-token), to this token&apos;s last occurrence (duplicate) or to the first token.</source>
        <translation>איזה ציון תפקיד מראה הקו של כל ראש: המשקל הממוצע שראש נותן, על רצף שנקרא פעמיים, לטוקן שאחרי ההופעה האחרונה של הטוקן הזה (אינדוקציה), לטוקן שלפניו (טוקן קודם), להופעה האחרונה של הטוקן הזה (כפול) או לטוקן הראשון.</translation>
    </message>
    <message>
        <source>first occurrences</source>
        <translation>הופעות ראשונות</translation>
    </message>
    <message>
        <source>repeated tokens</source>
        <translation>טוקנים חוזרים</translation>
    </message>
    <message>
        <source>phase change</source>
        <translation>מעבר פאזה</translation>
    </message>
    <message>
        <source>step</source>
        <translation>צעד</translation>
    </message>
    <message>
        <source>loss (nats)</source>
        <translation>הפסד (nats)</translation>
    </message>
    <message>
        <source>score</source>
        <translation>ציון</translation>
    </message>
    <message>
        <source>Loss on first and repeated tokens and each head&apos;s score against step</source>
        <translation>ההפסד על הופעות ראשונות ועל טוקנים חוזרים והציון של כל ראש לפי הצעד</translation>
    </message>
    <message>
        <source>Heads&apos; score:</source>
        <translation>ציון הראשים:</translation>
    </message>
    <message>
        <source>%1·%2</source>
        <translation>%1·%2</translation>
    </message>
    <message>
        <source>Start a run on Repeated sequences: the loss on repeated tokens and each head&apos;s score, step by step</source>
        <translation>התחילו הרצה על רצפים חוזרים: ההפסד על טוקנים חוזרים והציון של כל ראש, צעד אחר צעד</translation>
    </message>
    <message>
        <source>Repeated tokens against first occurrences; each head&apos;s %1 score (layer·head)</source>
        <translation>טוקנים חוזרים מול הופעות ראשונות; ציון ה%1 של כל ראש (שכבה·ראש)</translation>
    </message>
    <message>
        <source> — phase change at step %1</source>
        <translation> — מעבר פאזה בצעד %1</translation>
    </message>
    <message>
        <source> — no phase change yet</source>
        <translation> — עדיין אין מעבר פאזה</translation>
    </message>
</context>
<context>
    <name>attn::ui::JoinedHeadsView</name>
    <message>
        <source>word</source>
        <translation>מילה</translation>
    </message>
    <message>
        <source>head · dimension</source>
        <translation>ראש · מימד</translation>
    </message>
    <message>
        <source>output axis</source>
        <translation>ציר פלט</translation>
    </message>
    <message>
        <source>× W_O =</source>
        <translation>× W_O =</translation>
    </message>
    <message>
        <source>After the heads: &lt;b&gt;%1&lt;/b&gt;’s %2 results joined side by side (head &lt;i&gt;k&lt;/i&gt;’s numbers are h&lt;i&gt;k&lt;/i&gt;·1 …), then one matrix W_O mixes them into its output.</source>
        <translation>אחרי הראשים: %2 התוצאות של &lt;b&gt;%1&lt;/b&gt; מחוברות זו לצד זו (המספרים של ראש &lt;i&gt;k&lt;/i&gt; הם h&lt;i&gt;k&lt;/i&gt;·1 …), ואז מטריצה אחת, W_O, מערבבת אותן לפלט שלה.</translation>
    </message>
    <message>
        <source>%1 joined</source>
        <translation>%1 מחובר</translation>
    </message>
    <message>
        <source>%1 output</source>
        <translation>פלט %1</translation>
    </message>
</context>
<context>
    <name>attn::ui::LensView</name>
    <message>
        <source>Each layer&apos;s residual stream read through the final LayerNorm and the output head: what the model would predict next if it stopped there. The last row is its own prediction.</source>
        <translation>הזרם השיורי של כל שכבה, נקרא דרך ה-LayerNorm הסופי וראש הפלט: מה המודל היה חוזה כטוקן הבא אילו עצר שם. השורה האחרונה היא החיזוי שלו עצמו.</translation>
    </message>
    <message>
        <source>The token whose next token the layers guess</source>
        <translation>הטוקן שהשכבות מנחשות מה יבוא אחריו</translation>
    </message>
    <message>
        <source>How many guesses each layer shows, likeliest first</source>
        <translation>כמה ניחושים כל שכבה מציגה, מהסביר ביותר</translation>
    </message>
    <message>
        <source>After token:</source>
        <translation>אחרי הטוקן:</translation>
    </message>
    <message>
        <source>Guesses:</source>
        <translation>ניחושים:</translation>
    </message>
    <message>
        <source>Opening the model… %1</source>
        <translation>פתיחת המודל… %1</translation>
    </message>
    <message>
        <source>The model could not be opened: %1</source>
        <translation>לא ניתן היה לפתוח את המודל: %1</translation>
    </message>
    <message>
        <source>Add a sentence to see the layers&apos; guesses on it.</source>
        <translation>כדי לראות את ניחושי השכבות יש להוסיף משפט.</translation>
    </message>
    <message>
        <source>Reading the sentence…</source>
        <translation>קריאת המשפט…</translation>
    </message>
    <message>
        <source>This pass kept no residual stream, so the layers&apos; guesses cannot be read.</source>
        <translation>המעבר הזה לא שמר זרם שיורי, ולכן אי אפשר לקרוא את ניחושי השכבות.</translation>
    </message>
    <message>
        <source>Each layer&apos;s residual stream read through the final LayerNorm and the output head: what the model would predict next if it stopped there. The last row is its own prediction. On “%1”.</source>
        <translation>הזרם השיורי של כל שכבה, נקרא דרך ה-LayerNorm הסופי וראש הפלט: מה המודל היה חוזה כטוקן הבא אילו עצר שם. השורה האחרונה היא החיזוי שלו עצמו. על &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>guess %1</source>
        <translation>ניחוש %1</translation>
    </message>
    <message>
        <source>%1 (token id %2): %3 %</source>
        <translation>%1 (מזהה טוקן %2): %3 %</translation>
    </message>
    <message>
        <source>Open a model (File ▸ Open Model…, or File ▸ Get a Model… for GPT-2) to see its layers&apos; guesses.</source>
        <translation>כדי לראות את ניחושי השכבות יש לפתוח מודל (קובץ ◂ פתיחת מודל…, או קובץ ◂ הורדת מודל… עבור GPT-2).</translation>
    </message>
    <message>
        <source>Each layer&apos;s guesses are read under it.</source>
        <translation>הניחושים של כל שכבה נקראים תחתיו.</translation>
    </message>
</context>
<context>
    <name>attn::ui::LessonPane</name>
    <message>
        <source>your answer, e.g. 0.3</source>
        <translation>התשובה שלך, למשל 0.3</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>בדיקה</translation>
    </message>
    <message>
        <source>Click the cell you think is largest in the Attention pane.</source>
        <translation>יש ללחוץ בחלונית הקשב על התא שלדעתך הוא הגדול ביותר.</translation>
    </message>
    <message>
        <source>Show the answer</source>
        <translation>הצגת התשובה</translation>
    </message>
    <message>
        <source>Reveal without answering (R in presentation mode)</source>
        <translation>חשיפה בלי לענות (R במצב מצגת)</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>▶ הקודם</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>הבא ◀</translation>
    </message>
    <message>
        <source>Reset this step</source>
        <translation>איפוס הצעד</translation>
    </message>
    <message>
        <source>Previous step (Alt+Left)</source>
        <translation>הצעד הקודם (Alt+Left)</translation>
    </message>
    <message>
        <source>Next step (Alt+Right)</source>
        <translation>הצעד הבא (Alt+Right)</translation>
    </message>
    <message>
        <source>Put this step&apos;s view back (your edits to the lesson stay)</source>
        <translation>החזרת התצוגה של הצעד (העריכות שלך בשיעור נשארות)</translation>
    </message>
    <message>
        <source>Start the course</source>
        <translation>התחלת הקורס</translation>
    </message>
    <message>
        <source>Open the built-in course: from no mixing to a trained transformer (File ▸ Course)</source>
        <translation>פתיחת הקורס המובנה: מהדרגה &quot;ללא ערבוב&quot; ועד Transformer מאומן (קובץ ◂ קורס)</translation>
    </message>
    <message>
        <source>“%1” is not a number: type one such as 0.3 or 30%</source>
        <translation>&quot;%1&quot; אינו מספר: יש להקליד מספר כגון 0.3 או 30%</translation>
    </message>
    <message>
        <source>Your answer:</source>
        <translation>התשובה שלך:</translation>
    </message>
    <message>
        <source>  (predict)</source>
        <translation>  (חיזוי)</translation>
    </message>
    <message>
        <source>Step %1 of %2 · %3%4</source>
        <translation>צעד %1 מתוך %2 · %3%4</translation>
    </message>
    <message>
        <source>This lesson has no steps</source>
        <translation>בשיעור הזה אין צעדים</translation>
    </message>
    <message>
        <source>This lesson has no guided steps.

**New here?** The built-in course walks from the first failed attempts at mixing words to a trained transformer, asking you to predict before it shows each answer: **Start the course** below, or **File ▸ Course**.

**Teaching?** Set the window up as a student should see it, then choose **Author ▸ New Step…**: write its text and, if you like, a question to predict.</source>
        <translation>בשיעור הזה אין צעדים מודרכים.

**חדשים כאן?** הקורס המובנה מוביל מהניסיונות הכושלים הראשונים לערבב מילים ועד Transformer מאומן, ומבקש לחזות לפני שהוא מציג כל תשובה: **התחלת הקורס** למטה, או **קובץ ◂ קורס**.

**מלמדים?** יש להכין את החלון כפי שתלמידים אמורים לראות אותו, ואז לבחור **כתיבה ◂ צעד חדש…**: לכתוב את הטקסט שלו, ואם רוצים, גם שאלת חיזוי.</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>כתיבה</translation>
    </message>
    <message numerus="yes">
        <source>Author (%n note(s))</source>
        <translation>
            <numerusform>כתיבה (%n הערה)</numerusform>
            <numerusform>כתיבה (%n הערות)</numerusform>
        </translation>
    </message>
    <message>
        <source>Write the lesson: its properties and its steps</source>
        <translation>כתיבת השיעור: המאפיינים והצעדים שלו</translation>
    </message>
    <message>
        <source>Authoring notes: this step shows an answer before it is asked.
%1
Author ▸ Edit Step…: tick what to keep back on the View tab, or take the number out of the text.</source>
        <translation>הערות כתיבה: הצעד הזה מציג תשובה לפני שהוא שואל עליה.
%1
כתיבה ◂ עריכת צעד…: יש לסמן בלשונית &quot;תצוגה&quot; מה להסתיר, או להוציא את המספר מהטקסט.</translation>
    </message>
    <message>
        <source>The view differs from this step&apos;s: %1. The numbers above are computed for what you see; Reset this step puts the step&apos;s view back.</source>
        <translation>התצוגה שונה מזו של הצעד: %1. המספרים למעלה מחושבים לפי מה שרואים; &quot;איפוס הצעד&quot; מחזיר את התצוגה של הצעד.</translation>
    </message>
    <message>
        <source>**Predict.** %1</source>
        <translation>**נסו לחזות.** %1</translation>
    </message>
    <message>
        <source>Lesson &amp;Properties…</source>
        <translation>מאפייני השי&amp;עור…</translation>
    </message>
    <message>
        <source>&amp;New Step…</source>
        <translation>צעד &amp;חדש…</translation>
    </message>
    <message>
        <source>Add Step from &amp;Current View</source>
        <translation>הוספת צעד מה&amp;תצוגה הנוכחית</translation>
    </message>
    <message>
        <source>&amp;Edit Step…</source>
        <translation>ע&amp;ריכת צעד…</translation>
    </message>
    <message>
        <source>&amp;Update Step from Current View</source>
        <translation>ע&amp;דכון הצעד מהתצוגה הנוכחית</translation>
    </message>
    <message>
        <source>Move &amp;Up</source>
        <translation>הזזה ל&amp;מעלה</translation>
    </message>
    <message>
        <source>Move &amp;Down</source>
        <translation>הזזה למ&amp;טה</translation>
    </message>
    <message>
        <source>&amp;Arrange Steps…</source>
        <translation>&amp;סידור הצעדים…</translation>
    </message>
    <message>
        <source>De&amp;lete Step</source>
        <translation>מחי&amp;קת הצעד</translation>
    </message>
    <message>
        <source>Step %1</source>
        <translation>צעד %1</translation>
    </message>
    <message>
        <source>Step %1 now sets the window as it is.</source>
        <translation>צעד %1 מכין עכשיו את החלון כפי שהוא.</translation>
    </message>
    <message>
        <source>Deleted step %1 “%2”: Edit ▸ Undo brings it back.</source>
        <translation>צעד %1 &quot;%2&quot; נמחק: עריכה ◂ ביטול מחזיר אותו.</translation>
    </message>
    <message>
        <source>Step text</source>
        <translation>טקסט הצעד</translation>
    </message>
    <message>
        <source>Question and verdict</source>
        <translation>שאלה ותשובה</translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>התשובה שלך</translation>
    </message>
    <message>
        <source>Authoring notes: what this step names that the lesson lacks, in every language.
%1</source>
        <translation>הערות כתיבה: מה שהצעד הזה מזכיר וחסר בשיעור, בכל שפה.
%1</translation>
    </message>
    <message>
        <source>Handout, %1</source>
        <translation>דף העבודה, %1</translation>
    </message>
    <message>
        <source>The handout cannot be laid out: %1</source>
        <translation>אי אפשר לעמד את דף העבודה: %1</translation>
    </message>
    <message>
        <source>Answers shown early</source>
        <translation>תשובות שמוצגות מוקדם</translation>
    </message>
    <message>
        <source>No step shows a question&apos;s answer before it is asked: not in any pane of the window at an earlier step, not in any text, not on the handout&apos;s pages.</source>
        <translation>אף צעד אינו מציג תשובה לשאלה לפני שהיא נשאלת: לא באף חלונית בצעד מוקדם יותר, לא באף טקסט, לא בדפי דף העבודה.</translation>
    </message>
    <message numerus="yes">
        <source>%n place(s) show a question&apos;s answer before it is asked. Tick what to keep back on the step&apos;s View tab (Author ▸ Edit Step…), or take the number out of the text.</source>
        <translation>
            <numerusform>מקום %n מציג תשובה לשאלה לפני שהיא נשאלת. סמנו מה להסתיר בלשונית התצוגה של הצעד (כתיבה ◂ עריכת צעד…), או הוציאו את המספר מהטקסט.</numerusform>
            <numerusform>%n מקומות מציגים תשובה לשאלה לפני שהיא נשאלת. סמנו מה להסתיר בלשונית התצוגה של הצעד (כתיבה ◂ עריכת צעד…), או הוציאו את המספר מהטקסט.</numerusform>
        </translation>
    </message>
    <message>
        <source>Chec&amp;k Every Step for Answers Shown Early</source>
        <translation>בדיקת כל הצעדים לתשובות שמוצגות מוקדם (&amp;K)</translation>
    </message>
</context>
<context>
    <name>attn::ui::LessonPropertiesDialog</name>
    <message>
        <source>Lesson Properties</source>
        <translation>מאפייני השיעור</translation>
    </message>
    <message>
        <source>What the lesson is about, e.g. “A bat, two meanings”</source>
        <translation>על מה השיעור, למשל &quot;bat: מילה אחת, שתי משמעויות&quot;</translation>
    </message>
    <message>
        <source>One paragraph for the top of the Sentences pane and the handout</source>
        <translation>פסקה אחת לראש חלונית המשפטים ולדף העבודה</translation>
    </message>
    <message>
        <source>The word the lesson follows: highlighted when the lesson opens, and the word whose blend Export Figure Set draws. Empty: none.</source>
        <translation>המילה שהשיעור עוקב אחריה: היא מודגשת כשהשיעור נפתח, ו&quot;ייצוא סדרת איורים&quot; משרטט את התערובת שלה. ריק: אין.</translation>
    </message>
    <message>
        <source>All rights reserved</source>
        <translation>כל הזכויות שמורות</translation>
    </message>
    <message>
        <source>The terms others may share the lesson under</source>
        <translation>התנאים שבהם אחרים רשאים לשתף את השיעור</translation>
    </message>
    <message>
        <source>&amp;Title</source>
        <translation>&amp;כותרת</translation>
    </message>
    <message>
        <source>&amp;Description</source>
        <translation>&amp;תיאור</translation>
    </message>
    <message>
        <source>&amp;Focus word</source>
        <translation>מילת &amp;מיקוד</translation>
    </message>
    <message>
        <source>&amp;Author</source>
        <translation>מ&amp;חבר</translation>
    </message>
    <message>
        <source>&amp;Licence</source>
        <translation>&amp;רישיון</translation>
    </message>
    <message>
        <source>The focus word ‘%1’ is not in the vocabulary: choose one of the lesson&apos;s words, or none.</source>
        <translation>מילת המיקוד &quot;%1&quot; אינה באוצר המילים: יש לבחור אחת ממילות השיעור, או אף אחת.</translation>
    </message>
    <message>
        <source>Language of the translated title and description</source>
        <translation>שפת הכותרת והתיאור המתורגמים</translation>
    </message>
    <message>
        <source>In another language (a field left empty shows the text above; each step&apos;s words are on the step editor&apos;s Languages tab):</source>
        <translation>בשפה אחרת (שדה ריק מציג את הטקסט שלמעלה; המילים של כל צעד נמצאות בלשונית &quot;שפות&quot; בעורך הצעדים):</translation>
    </message>
    <message>
        <source>Lan&amp;guage</source>
        <translation>&amp;שפה</translation>
    </message>
    <message>
        <source>Title i&amp;n it</source>
        <translation>כותרת &amp;בשפה זו</translation>
    </message>
    <message>
        <source>Descri&amp;ption in it</source>
        <translation>תיאור ב&amp;שפה זו</translation>
    </message>
    <message>
        <source>Set the lesson&apos;s title in other languages</source>
        <translation>קביעת כותרת השיעור בשפות אחרות</translation>
    </message>
</context>
<context>
    <name>attn::ui::LessonSession</name>
    <message>
        <source>The answer: %1.</source>
        <translation>התשובה: %1.</translation>
    </message>
    <message>
        <source>The answer was %1; after your edit it is %2.</source>
        <translation>התשובה הייתה %1; אחרי העריכה שלך היא %2.</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>Right: %1. You said %2.</source>
        <translation>נכון: %1. ענית %2.</translation>
    </message>
    <message>
        <source>Not quite: the answer is %1. You said %2.</source>
        <translation>לא בדיוק: התשובה היא %1. ענית %2.</translation>
    </message>
    <message>
        <source>right at the time</source>
        <translation>נכון לאותו רגע</translation>
    </message>
    <message>
        <source>not right at the time</source>
        <translation>לא נכון לאותו רגע</translation>
    </message>
    <message>
        <source>You answered %1, %2; after your edit it is right: the answer is now %3.</source>
        <translation>ענית %1, %2; אחרי העריכה שלך זה נכון: התשובה עכשיו היא %3.</translation>
    </message>
    <message>
        <source>You answered %1, %2; after your edit the answer is %3.</source>
        <translation>ענית %1, %2; אחרי העריכה שלך התשובה היא %3.</translation>
    </message>
    <message>
        <source>on</source>
        <translation>מופעל</translation>
    </message>
    <message>
        <source>off</source>
        <translation>כבוי</translation>
    </message>
    <message>
        <source>the rung is “%1” here, “%2” in the step</source>
        <translation>הדרגה כאן היא &quot;%1&quot;, ובצעד &quot;%2&quot;</translation>
    </message>
    <message>
        <source>%1 heads here, %2 in the step</source>
        <translation>%1 ראשים כאן, %2 בצעד</translation>
    </message>
    <message>
        <source>Scale is %1 here, %2 in the step</source>
        <translation>ההקטנה כאן: %1, בצעד: %2</translation>
    </message>
    <message>
        <source>Causal is %1 here, %2 in the step</source>
        <translation>המסכה הסיבתית כאן: %1, בצעד: %2</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>(cannot be computed: %1)</source>
        <translation>(לא ניתן לחשב: %1)</translation>
    </message>
    <message>
        <source>The question asks about %1’s row: click a cell in that row.</source>
        <translation>השאלה עוסקת בשורה של %1: יש ללחוץ על תא בשורה הזאת.</translation>
    </message>
    <message>
        <source>Reset this step</source>
        <translation>איפוס הצעד</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n head(s)</source>
        <translation>
            <numerusform>%1, ראש %n</numerusform>
            <numerusform>%1, %n ראשים</numerusform>
        </translation>
    </message>
    <message>
        <source>Step %1 is as you entered it: %2, scaling %3.</source>
        <translation>צעד %1 חזר למצב שבו נכנסתם אליו: %2, קנה מידה %3.</translation>
    </message>
    <message>
        <source>%1 here, %2 in the step</source>
        <translation>%1 כאן, %2 בצעד</translation>
    </message>
    <message>
        <source>the RoPE base is %1 here, %2 in the step</source>
        <translation>בסיס ה-RoPE כאן הוא %1, ובצעד %2</translation>
    </message>
    <message>
        <source>Right: %1.</source>
        <translation>נכון: %1.</translation>
    </message>
    <message>
        <source>This question is about the hand-wired attention&apos;s map, but the step shows the model&apos;s: it cannot be answered here.</source>
        <translation>השאלה הזו עוסקת במפה של ה-attention המחווטת ביד, אבל הצעד מציג את המפה של המודל: אי אפשר לענות עליה כאן.</translation>
    </message>
</context>
<context>
    <name>attn::ui::LossChart</name>
    <message>
        <source>train loss</source>
        <translation>הפסד אימון</translation>
    </message>
    <message>
        <source>validation loss</source>
        <translation>הפסד אימות</translation>
    </message>
    <message>
        <source>timeline</source>
        <translation>ציר זמן</translation>
    </message>
    <message>
        <source>step</source>
        <translation>צעד</translation>
    </message>
    <message>
        <source>loss (nats)</source>
        <translation>הפסד (nats)</translation>
    </message>
    <message>
        <source>phase change</source>
        <translation>מעבר פאזה</translation>
    </message>
    <message>
        <source>Dashed grey: %1</source>
        <translation>אפור מקווקו: %1</translation>
    </message>
    <message>
        <source>earlier validation</source>
        <translation>אימות קודם</translation>
    </message>
</context>
<context>
    <name>attn::ui::MiniHeatmap</name>
    <message>
        <source>Hidden until you answer the lesson&apos;s question</source>
        <translation>מוסתר עד שעונים על שאלת השיעור</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; cannot see &lt;b&gt;%2&lt;/b&gt;: it comes later (causal mask, weight 0)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; אינה רואה את &lt;b&gt;%2&lt;/b&gt;: היא באה אחריה (מסכה סיבתית, משקל 0)</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2) looks at &lt;b&gt;%3&lt;/b&gt; (%4): %5&lt;br&gt;click for the large map</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; (%2) מסתכלת על &lt;b&gt;%3&lt;/b&gt; (%4): %5&lt;br&gt;לחיצה פותחת את המפה הגדולה</translation>
    </message>
    <message>
        <source>∂loss/∂score of &lt;b&gt;%1&lt;/b&gt; (%2) on &lt;b&gt;%3&lt;/b&gt; (%4): %5&lt;br&gt;%6&lt;br&gt;click for the large map</source>
        <translation>‎∂loss/∂score של &lt;b&gt;%1&lt;/b&gt; (%2) על &lt;b&gt;%3&lt;/b&gt; (%4): %5&lt;br&gt;%6&lt;br&gt;לחצו למפה הגדולה</translation>
    </message>
    <message>
        <source>the loss wants this score up</source>
        <translation>ההפסד רוצה להעלות את הציון הזה</translation>
    </message>
    <message>
        <source>the loss wants this score down</source>
        <translation>ההפסד רוצה להוריד את הציון הזה</translation>
    </message>
    <message>
        <source>the loss does not move this score</source>
        <translation>ההפסד לא מזיז את הציון הזה</translation>
    </message>
    <message>
        <source>prev. token</source>
        <translation>טוקן קודם</translation>
    </message>
    <message>
        <source>prev.</source>
        <translation>קודם</translation>
    </message>
</context>
<context>
    <name>attn::ui::ModelOverview</name>
    <message>
        <source>prev</source>
        <translation>קודם</translation>
    </message>
    <message>
        <source>first</source>
        <translation>ראשון</translation>
    </message>
    <message>
        <source>self</source>
        <translation>עצמי</translation>
    </message>
    <message>
        <source>unif</source>
        <translation>אחיד</translation>
    </message>
    <message>
        <source>token looking</source>
        <translation>טוקן מסתכל</translation>
    </message>
    <message>
        <source>word looking</source>
        <translation>מילה מסתכלת</translation>
    </message>
    <message>
        <source>token looked at</source>
        <translation>טוקן נצפה</translation>
    </message>
    <message>
        <source>word looked at</source>
        <translation>מילה נצפית</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>ייצוא…</translation>
    </message>
    <message>
        <source>The first layer shown</source>
        <translation>השכבה הראשונה שמוצגת</translation>
    </message>
    <message>
        <source>The last layer shown</source>
        <translation>השכבה האחרונה שמוצגת</translation>
    </message>
    <message>
        <source>All patterns</source>
        <translation>כל הדפוסים</translation>
    </message>
    <message>
        <source>Show only the heads whose clear pattern is this one (none: no clear pattern)</source>
        <translation>הצגת הראשים שהדפוס הברור שלהם הוא זה בלבד (ללא: אין דפוס ברור)</translation>
    </message>
    <message>
        <source>Write the heads shown as a figure (PNG, SVG or PDF)</source>
        <translation>כתיבת הראשים המוצגים כאיור (PNG, SVG או PDF)</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>שכבות</translation>
    </message>
    <message>
        <source>to</source>
        <translation>עד</translation>
    </message>
    <message>
        <source>Add a sentence to see what every head of the model does with it.</source>
        <translation>כדי לראות מה כל ראש של המודל עושה עם משפט יש להוסיף משפט.</translation>
    </message>
    <message>
        <source>The trained model cannot read this sentence.</source>
        <translation>המודל המאומן אינו יכול לקרוא את המשפט הזה.</translation>
    </message>
    <message>
        <source>The trained model&apos;s maps cannot be read: %1</source>
        <translation>לא ניתן לקרוא את המפות של המודל המאומן: %1</translation>
    </message>
    <message>
        <source>The lesson&apos;s model cannot be opened: %1</source>
        <translation>לא ניתן לפתוח את המודל של השיעור: %1</translation>
    </message>
    <message>
        <source>The model is reading this sentence …</source>
        <translation>המודל קורא את המשפט …</translation>
    </message>
    <message>
        <source>The model&apos;s maps cannot be read: %1</source>
        <translation>לא ניתן לקרוא את המפות של המודל: %1</translation>
    </message>
    <message>
        <source>The maps are hidden until you answer the lesson&apos;s question: they would show where each head looks.</source>
        <translation>המפות מוסתרות עד שעונים על שאלת השיעור: הן היו מראות לאן כל ראש מסתכל.</translation>
    </message>
    <message>
        <source>All heads</source>
        <translation>כל הראשים</translation>
    </message>
    <message>
        <source>head %1</source>
        <translation>ראש %1</translation>
    </message>
    <message>
        <source>No head matches these filters: widen the layers, or choose all heads or all patterns.</source>
        <translation>אף ראש אינו מתאים למסננים האלה: יש להרחיב את טווח השכבות, או לבחור בכל הראשים או בכל הדפוסים.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Layer %1 · head %2&lt;/b&gt; — %3</source>
        <translation>&lt;b&gt;שכבה %1 · ראש %2&lt;/b&gt; — %3</translation>
    </message>
    <message>
        <source>&lt;b&gt;Layer %1, head %2&lt;/b&gt;&lt;br&gt;%3</source>
        <translation>&lt;b&gt;שכבה %1, ראש %2&lt;/b&gt;&lt;br&gt;%3</translation>
    </message>
    <message>
        <source>&lt;br&gt;Head roles test: previous-token %1, induction %2, duplicate %3, first-token %4</source>
        <translation>&lt;br&gt;מבחן תפקידי ראשים: טוקן קודם %1, אינדוקציה %2, כפול %3, טוקן ראשון %4</translation>
    </message>
    <message>
        <source>&lt;br&gt;click to read it large</source>
        <translation>&lt;br&gt;לחצו כדי לקרוא אותו בגדול</translation>
    </message>
    <message>
        <source>This lesson has no model. Train one in the Training dock, get GPT-2 (File ▸ Get a Model…), open a GPT-2 or nanoGPT model you have (File ▸ Open Model…), or open a lesson that points at one; every head of every layer then shows here.</source>
        <translation>לשיעור הזה אין מודל. אפשר לאמן מודל בחלונית האימון, להוריד את GPT-2 (קובץ ◂ הורדת מודל…), לפתוח מודל GPT-2 או nanoGPT שכבר יש לך (קובץ ◂ פתיחת מודל…), או לפתוח שיעור שמצביע על מודל כזה; אז כל ראש בכל שכבה יוצג כאן.</translation>
    </message>
    <message>
        <source>%1 — %2; hatched cells above the diagonal are masked (causal).</source>
        <translation>%1 — %2; התאים המקווקווים מעל האלכסון ממוסכים (סיבתי).</translation>
    </message>
</context>
<context>
    <name>attn::ui::ModelPane</name>
    <message>
        <source>All heads</source>
        <translation>כל הראשים</translation>
    </message>
    <message>
        <source>Layers&apos; guesses</source>
        <translation>ניחושי השכבות</translation>
    </message>
    <message>
        <source>Rollout</source>
        <translation>זרימה</translation>
    </message>
    <message>
        <source>Generate</source>
        <translation>יצירה</translation>
    </message>
    <message>
        <source>What if</source>
        <translation>מה אם</translation>
    </message>
    <message>
        <source>Patching</source>
        <translation>הטלאה</translation>
    </message>
    <message>
        <source>Head roles</source>
        <translation>תפקידי ראשים</translation>
    </message>
    <message>
        <source>&amp;Sentence:</source>
        <translation>&amp;משפט:</translation>
    </message>
    <message>
        <source>Which of the two shown sentences All heads, Layers&apos; guesses, Rollout and What if speak of. Both sentences: All heads, Layers&apos; guesses and Rollout show the two side by side (one above the other in a narrow dock); the other tabs speak of the first.</source>
        <translation>על איזה משני המשפטים המוצגים מדברות הלשוניות &quot;כל הראשים&quot;, &quot;ניחושי השכבות&quot;, &quot;זרימה&quot; ו&quot;מה אם&quot;. שני המשפטים: &quot;כל הראשים&quot;, &quot;ניחושי השכבות&quot; ו-&quot;זרימה&quot; מציגות את שניהם זה לצד זה (זה מעל זה במעגן צר); שאר הלשוניות מדברות על הראשון.</translation>
    </message>
    <message>
        <source>Both sentences</source>
        <translation>שני המשפטים</translation>
    </message>
</context>
<context>
    <name>attn::ui::NextWordItemModel</name>
    <message>
        <source>after “%1” the model expects…</source>
        <translation>אחרי &quot;%1&quot; המודל מצפה ל…</translation>
    </message>
    <message>
        <source>P(“%1” next | … “%2”) = %3</source>
        <translation>ההסתברות ש-&quot;%1&quot; יבוא אחרי … &quot;%2&quot;: %3</translation>
    </message>
    <message>
        <source>after</source>
        <translation>אחרי</translation>
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
        <translation>משקל</translation>
    </message>
    <message>
        <source>structure found</source>
        <translation>נמצא מבנה</translation>
    </message>
    <message>
        <source>step</source>
        <translation>צעד</translation>
    </message>
    <message>
        <source>Press Start: one attention weight of the probe, step by step</source>
        <translation>יש ללחוץ על &quot;התחלה&quot;: משקל קשב אחד של משפט הבדיקה, צעד אחר צעד</translation>
    </message>
    <message>
        <source> — structure at step %1</source>
        <translation> — מבנה בצעד %1</translation>
    </message>
    <message>
        <source> — still static</source>
        <translation> — עדיין סטטי</translation>
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
        <translation>אותו אורך, דבר אחד שונה (השמות הוחלפו)</translation>
    </message>
    <message>
        <source>one token, e.g. “ Mary”</source>
        <translation>טוקן אחד, למשל &quot; Mary&quot;</translation>
    </message>
    <message>
        <source>one token, e.g. “ John”</source>
        <translation>טוקן אחד, למשל &quot; John&quot;</translation>
    </message>
    <message>
        <source>each head</source>
        <translation>כל ראש</translation>
    </message>
    <message>
        <source>each position of the residual stream</source>
        <translation>כל מיקום בזרם השיורי</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;הרצה</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>ביטול</translation>
    </message>
    <message>
        <source>Patching map</source>
        <translation>מפת הטלאה</translation>
    </message>
    <message>
        <source>Next token</source>
        <translation>הטוקן הבא</translation>
    </message>
    <message>
        <source>Probability</source>
        <translation>הסתברות</translation>
    </message>
    <message>
        <source>&amp;Clean prompt:</source>
        <translation>פרומפט &amp;נקי:</translation>
    </message>
    <message>
        <source>C&amp;orrupted prompt:</source>
        <translation>פרומפט &amp;משובש:</translation>
    </message>
    <message>
        <source>&amp;Answer:</source>
        <translation>&amp;תשובה:</translation>
    </message>
    <message>
        <source>&amp;Foil:</source>
        <translation>&amp;מסיח:</translation>
    </message>
    <message>
        <source>&amp;Patch:</source>
        <translation>&amp;הטלאה:</translation>
    </message>
    <message>
        <source>How much of the clean prompt&apos;s answer comes back when one head&apos;s output is taken from the clean run into the corrupted one: (patched − corrupted) / (clean − corrupted) of logit(answer) − logit(foil); 1 = fully restored.</source>
        <translation>כמה מהתשובה של הפרומפט הנקי חוזרת כשהפלט של ראש נלקח מההרצה הנקייה אל המשובשת: (מוטלא − משובש) / (נקי − משובש) של logit(תשובה) − logit(מסיח); 1 = שוחזר במלואו.</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>בוטל.</translation>
    </message>
    <message>
        <source>This lesson has no model: train one, or open a GPT-2 or nanoGPT model, to patch its heads.</source>
        <translation>לשיעור הזה אין מודל: אמנו אחד, או פתחו מודל GPT-2 או nanoGPT, כדי להטליא את הראשים שלו.</translation>
    </message>
    <message>
        <source>Type a clean and a corrupted prompt.</source>
        <translation>הקלידו פרומפט נקי ופרומפט משובש.</translation>
    </message>
    <message>
        <source>Patching %1 layers …</source>
        <translation>מטליא %1 שכבות …</translation>
    </message>
    <message>
        <source>layer %1</source>
        <translation>שכבה %1</translation>
    </message>
    <message>
        <source>head %1</source>
        <translation>ראש %1</translation>
    </message>
    <message>
        <source>logit(answer) − logit(foil): clean %1, corrupted %2. Each tile: the share of that difference its patch restores (1 = fully). Click a tile for its run&apos;s next tokens.</source>
        <translation>logit(תשובה) − logit(מסיח): נקי %1, משובש %2. כל משבצת: החלק מההפרש הזה שההטלאה שלה משחזרת (1 = במלואו). לחצו על משבצת כדי לראות את הטוקנים הבאים של ההרצה שלה.</translation>
    </message>
    <message>
        <source>Layer %1, %2 patched from the clean run: restores %3.</source>
        <translation>שכבה %1, %2 הוטלא מההרצה הנקייה: משחזר %3.</translation>
    </message>
    <message>
        <source>layer</source>
        <translation>שכבה</translation>
    </message>
    <message>
        <source>position</source>
        <translation>מיקום</translation>
    </message>
    <message>
        <source>head</source>
        <translation>ראש</translation>
    </message>
    <message>
        <source>Patching “%1” into “%2”: the share of logit(%3) − logit(%4) restored</source>
        <translation>הטלאת &quot;%1&quot; אל &quot;%2&quot;: החלק המשוחזר של logit(%3) − logit(%4)</translation>
    </message>
    <message>
        <source>The answer “%1” is not one token of the model (%2 tokens): give one token.</source>
        <translation>התשובה &quot;%1&quot; אינה טוקן יחיד של המודל (%2 טוקנים): תנו טוקן אחד.</translation>
    </message>
    <message>
        <source>The foil “%1” is not one token of the model (%2 tokens): give one token.</source>
        <translation>המסיח &quot;%1&quot; אינו טוקן יחיד של המודל (%2 טוקנים): תנו טוקן אחד.</translation>
    </message>
    <message>
        <source>The map is of the model&apos;s own runs: the what-if is not laid over them.</source>
        <translation>המפה היא של ההרצות של המודל עצמו: ה״מה אם״ אינו מונח עליהן.</translation>
    </message>
</context>
<context>
    <name>attn::ui::PositionsPane</name>
    <message>
        <source>The word whose query is scored (RoPE&apos;s map and the shift test)</source>
        <translation>המילה שהשאילתה שלה מקבלת ציון (המפה של RoPE ומבחן ההזזה)</translation>
    </message>
    <message>
        <source>The word whose key is scored (RoPE&apos;s map and the shift test)</source>
        <translation>המילה שהמפתח שלה מקבל ציון (המפה של RoPE ומבחן ההזזה)</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>ייצוא…</translation>
    </message>
    <message>
        <source>Save the position map as it is shown (PNG, SVG or PDF)</source>
        <translation>שמירת מפת המיקומים כפי שהיא מוצגת (PNG, SVG או PDF)</translation>
    </message>
    <message>
        <source>&amp;Map:</source>
        <translation>&amp;מפה:</translation>
    </message>
    <message>
        <source>&amp;Words:</source>
        <translation>מי&amp;לים:</translation>
    </message>
    <message>
        <source>Position map</source>
        <translation>מפת מיקומים</translation>
    </message>
    <message>
        <source>A word of the lesson to put before the first word</source>
        <translation>מילה מהשיעור שתוצב לפני המילה הראשונה</translation>
    </message>
    <message>
        <source>Shift test</source>
        <translation>מבחן ההזזה</translation>
    </message>
    <message>
        <source>Positions</source>
        <translation>מיקומים</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>עכשיו</translation>
    </message>
    <message>
        <source>Moved on</source>
        <translation>אחרי ההזזה</translation>
    </message>
    <message>
        <source>Changed?</source>
        <translation>השתנה?</translation>
    </message>
    <message>
        <source>This lesson has no sentences yet: add one in the Sentences pane.</source>
        <translation>בשיעור הזה אין עדיין משפטים: יש להוסיף משפט בחלונית המשפטים.</translation>
    </message>
    <message>
        <source>The sentence is empty.</source>
        <translation>המשפט ריק.</translation>
    </message>
    <message>
        <source>The position map is kept back until the question is answered.</source>
        <translation>מפת המיקומים מוסתרת עד שעונים על השאלה.</translation>
    </message>
    <message>
        <source>The score of “%1” on “%2” (head %3), then with “%4” in front: every position one further on.</source>
        <translation>הציון של &quot;%1&quot; על &quot;%2&quot; (ראש %3), ואחר כך עם &quot;%4&quot; בהתחלה: כל מיקום מקום אחד הלאה.</translation>
    </message>
    <message>
        <source>no</source>
        <translation>לא</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>כן</translation>
    </message>
    <message>
        <source>As shown</source>
        <translation>כפי שמוצג</translation>
    </message>
    <message>
        <source>Which encoding&apos;s map to draw: the one of the attention shown (the toolbar&apos;s, or the model&apos;s own), or another</source>
        <translation>איזה קידוד המפה מציגה: זה של הקשב המוצג (של סרגל הכלים או של המודל עצמו) או קידוד אחר</translation>
    </message>
    <message>
        <source>Put a word in fr&amp;ont:</source>
        <translation>&amp;הצבת מילה בהתחלה:</translation>
    </message>
    <message>
        <source>Hea&amp;d:</source>
        <translation>&amp;ראש:</translation>
    </message>
    <message>
        <source>Position map: %1</source>
        <translation>מפת המיקומים: %1</translation>
    </message>
</context>
<context>
    <name>attn::ui::ProbePanel</name>
    <message>
        <source>No model yet.</source>
        <translation>אין עדיין מודל.</translation>
    </message>
    <message>
        <source>a sentence to watch</source>
        <translation>משפט למעקב</translation>
    </message>
    <message>
        <source>Below 1: safer, likelier words; above 1: more surprising ones.</source>
        <translation>מתחת ל-1: מילים בטוחות וסבירות יותר; מעל 1: מילים מפתיעות יותר.</translation>
    </message>
    <message>
        <source>Generate</source>
        <translation>יצירה</translation>
    </message>
    <message>
        <source>Continue the probe sentence with 12 sampled words</source>
        <translation>המשך משפט הבדיקה ב-12 מילים שנדגמו</translation>
    </message>
    <message>
        <source>Probe:</source>
        <translation>משפט בדיקה:</translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation>טמפרטורה</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>זרע</translation>
    </message>
    <message>
        <source>Next word: the five likeliest after each word</source>
        <translation>המילה הבאה: חמש הסבירות ביותר אחרי כל מילה</translation>
    </message>
    <message>
        <source>Type a probe sentence to see its attention.</source>
        <translation>כדי לראות את הקשב יש להקליד משפט בדיקה.</translation>
    </message>
    <message>
        <source>Not in the model&apos;s vocabulary, so read as &lt;unk&gt;: %1.</source>
        <translation>לא באוצר המילים של המודל, ולכן נקרא כ-&lt;unk&gt;: %1.</translation>
    </message>
    <message>
        <source>&lt;b&gt;layer %1 · head %2&lt;/b&gt; — rows: the word looking; columns: the word looked at</source>
        <translation>&lt;b&gt;שכבה %1 · ראש %2&lt;/b&gt; — שורות: המילה המסתכלת; עמודות: המילה הנצפית</translation>
    </message>
    <message>
        <source>word looking</source>
        <translation>מילה מסתכלת</translation>
    </message>
    <message>
        <source>word looked at</source>
        <translation>מילה נצפית</translation>
    </message>
    <message>
        <source>layer %1 · head %2</source>
        <translation>שכבה %1 · ראש %2</translation>
    </message>
    <message>
        <source>Hatched cells above the diagonal are masked (weight 0): each word looks only at itself and the words before it.</source>
        <translation>התאים המקווקווים מעל האלכסון ממוסכים (משקל 0): כל מילה מסתכלת רק על עצמה ועל המילים שלפניה.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; cannot see &lt;b&gt;%2&lt;/b&gt;: it comes later (causal mask, weight 0)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; אינה רואה את &lt;b&gt;%2&lt;/b&gt;: היא באה אחריה (מסכה סיבתית, משקל 0)</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; looks at &lt;b&gt;%2&lt;/b&gt; with weight &lt;b&gt;%3&lt;/b&gt;&lt;br&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; מסתכלת על &lt;b&gt;%2&lt;/b&gt; במשקל &lt;b&gt;%3&lt;/b&gt;&lt;br&gt;</translation>
    </message>
    <message>
        <source>weight = exp(s&lt;sub&gt;%1,%2&lt;/sub&gt;) / Σ&lt;sub&gt;k ≤ %1&lt;/sub&gt; exp(s&lt;sub&gt;%1,k&lt;/sub&gt;), s = q·k / √dk&lt;br&gt;</source>
        <translation>משקל = exp(s&lt;sub&gt;%1,%2&lt;/sub&gt;) / Σ&lt;sub&gt;k ≤ %1&lt;/sub&gt; exp(s&lt;sub&gt;%1,k&lt;/sub&gt;), s = q·k / √dk&lt;br&gt;</translation>
    </message>
    <message>
        <source>row %1 (%2 words it can see): %3 = %4</source>
        <translation>שורה %1 (%2 מילים שהיא רואה): ‎%3 = %4‎</translation>
    </message>
    <message>
        <source>&lt;i&gt;%1&lt;/i&gt; &lt;b&gt;%2&lt;/b&gt;&lt;br&gt;&lt;small&gt;sampled from: %3 (temperature %4, seed %5)&lt;/small&gt;</source>
        <translation>&lt;i&gt;%1&lt;/i&gt; &lt;b&gt;%2&lt;/b&gt;&lt;br&gt;&lt;small&gt;נדגם מתוך: %3 (טמפרטורה %4, זרע %5)&lt;/small&gt;</translation>
    </message>
    <message>
        <source>Attention weights</source>
        <translation>משקלי attention</translation>
    </message>
    <message>
        <source>Gradient of the loss (∂loss/∂score)</source>
        <translation>הגרדיאנט של ההפסד (‎∂loss/∂score)</translation>
    </message>
    <message>
        <source>Gradient: for the loss of predicting every next word of the probe, how each attention score should move. Blue: the loss wants the score up; red: down.</source>
        <translation>גרדיאנט: בשביל ההפסד של ניבוי כל מילה הבאה של משפט הבדיקה, איך כל ציון attention אמור לזוז. כחול: ההפסד רוצה להעלות את הציון; אדום: להוריד.</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>הצגה:</translation>
    </message>
    <message>
        <source>The gradient needs a probe of two words or more: the loss is the prediction of each next word.</source>
        <translation>הגרדיאנט צריך משפט בדיקה של שתי מילים או יותר: ההפסד הוא הניבוי של כל מילה הבאה.</translation>
    </message>
    <message>
        <source>%1 — loss of the probe&apos;s next words %2; blue: the loss wants a score up, red: down</source>
        <translation>%1 — ההפסד של המילים הבאות של משפט הבדיקה %2; כחול: ההפסד רוצה להעלות ציון, אדום: להוריד</translation>
    </message>
    <message>
        <source>&lt;b&gt;layer %1 · head %2&lt;/b&gt; — ∂loss/∂score: rows the word looking, columns the word looked at</source>
        <translation>&lt;b&gt;שכבה %1 · ראש %2&lt;/b&gt; — ‎∂loss/∂score: שורות המילה המסתכלת, עמודות המילה שמסתכלים עליה</translation>
    </message>
    <message>
        <source> · ∂loss/∂score</source>
        <translation> · ‎∂loss/∂score</translation>
    </message>
    <message>
        <source>How the loss of predicting each next word would move each attention score: blue, the loss wants it up; red, down. Hatched cells above the diagonal are masked.</source>
        <translation>איך ההפסד של ניבוי כל מילה הבאה היה מזיז כל ציון attention: כחול, ההפסד רוצה להעלות אותו; אדום, להוריד. תאים מקווקווים מעל האלכסון ממוסכים.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; cannot see &lt;b&gt;%2&lt;/b&gt;: it comes later (causal mask)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; לא יכולה לראות את &lt;b&gt;%2&lt;/b&gt;: היא באה אחר כך (מסכה סיבתית)</translation>
    </message>
    <message>
        <source>∂loss/∂score of &lt;b&gt;%1&lt;/b&gt; on &lt;b&gt;%2&lt;/b&gt;: &lt;b&gt;%3&lt;/b&gt; (weight %4)&lt;br&gt;%5</source>
        <translation>‎∂loss/∂score של &lt;b&gt;%1&lt;/b&gt; על &lt;b&gt;%2&lt;/b&gt;: &lt;b&gt;%3&lt;/b&gt; (משקל %4)&lt;br&gt;%5</translation>
    </message>
    <message>
        <source>gradient descent raises this score: the loss falls if it grows</source>
        <translation>ירידת הגרדיאנט מעלה את הציון הזה: ההפסד קטן אם הוא גדל</translation>
    </message>
    <message>
        <source>gradient descent lowers this score: the loss grows with it</source>
        <translation>ירידת הגרדיאנט מורידה את הציון הזה: ההפסד גדל איתו</translation>
    </message>
    <message>
        <source>this score does not move the loss</source>
        <translation>הציון הזה לא מזיז את ההפסד</translation>
    </message>
    <message>
        <source>‘%1’ (at position %2)</source>
        <translation>&quot;%1&quot; (במקום %2)</translation>
    </message>
</context>
<context>
    <name>attn::ui::Quotes</name>
    <message>
        <source>“%1”</source>
        <extracomment>Quotation marks around a quoted sentence or token, in this language&apos;s style</extracomment>
        <translation>&quot;%1&quot;</translation>
    </message>
</context>
<context>
    <name>attn::ui::RandomKeysDialog</name>
    <message>
        <source>√d experiment: random queries and keys</source>
        <translation>ניסוי ‎√d: שאילתות ומפתחות אקראיים</translation>
    </message>
    <message>
        <source>One random query scored against random keys, each of &lt;b&gt;d&lt;/b&gt; numbers drawn from a standard normal. A score adds up d products, so scores spread like √d. Raise d and watch the top row go one-hot while the bottom row, divided by √d, stays spread.</source>
        <translation>שאילתה אקראית אחת מקבלת ציון מול מפתחות אקראיים, כל אחד מ-&lt;b&gt;d&lt;/b&gt; מספרים שנדגמו מהתפלגות נורמלית סטנדרטית. ציון הוא סכום של d מכפלות, ולכן הציונים מתפזרים בערך כמו ‎√d. כשמגדילים את d, השורה העליונה נעשית one-hot, ואילו השורה התחתונה, המחולקת ב-‎√d, נשארת מפוזרת.</translation>
    </message>
    <message>
        <source>d, numbers per query and key</source>
        <translation>d, מספרים לכל שאילתה ומפתח</translation>
    </message>
    <message>
        <source>number of keys</source>
        <translation>מספר המפתחות</translation>
    </message>
    <message>
        <source>New draw</source>
        <translation>הגרלה חדשה</translation>
    </message>
    <message>
        <source>d (numbers per query and key):</source>
        <translation>d (מספרים לכל שאילתה ומפתח):</translation>
    </message>
    <message>
        <source>Keys:</source>
        <translation>מפתחות:</translation>
    </message>
    <message>
        <source>softmax</source>
        <translation>softmax</translation>
    </message>
    <message>
        <source>key</source>
        <translation>מפתח</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>סגירה</translation>
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
        <translation>d = %1: פיזור הציונים %2 (‎√d = %3). החלק הגדול ביותר: %4 כפי שהם, %5 אחרי חלוקה ב-‎√d.</translation>
    </message>
</context>
<context>
    <name>attn::ui::RolloutView</name>
    <message>
        <source>The token whose incoming flow is shown</source>
        <translation>הטוקן שהזרימה הנכנסת אליו מוצגת</translation>
    </message>
    <message>
        <source>After the last layer: how much of each input token reaches the chosen one</source>
        <translation>אחרי השכבה האחרונה: כמה מכל טוקן קלט מגיע לטוקן הנבחר</translation>
    </message>
    <message>
        <source>Layer by layer: a row per layer l, the flow through layers 1…l</source>
        <translation>שכבה אחר שכבה: שורה לכל שכבה l, הזרימה דרך השכבות 1…l</translation>
    </message>
    <message>
        <source>Into token:</source>
        <translation>לתוך הטוקן:</translation>
    </message>
    <message>
        <source>Add a sentence to see how attention flows through the model on it.</source>
        <translation>כדי לראות איך הקשב זורם דרך המודל על משפט יש להוסיף משפט.</translation>
    </message>
    <message>
        <source>Opening the model… %1</source>
        <translation>פתיחת המודל… %1</translation>
    </message>
    <message>
        <source>The model could not be opened: %1</source>
        <translation>לא ניתן היה לפתוח את המודל: %1</translation>
    </message>
    <message>
        <source>Reading the sentence…</source>
        <translation>קריאת המשפט…</translation>
    </message>
    <message>
        <source>The trained model cannot read this sentence.</source>
        <translation>המודל המאומן אינו יכול לקרוא את המשפט הזה.</translation>
    </message>
    <message>
        <source>On “%1”.</source>
        <translation>על &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>the model</source>
        <translation>המודל</translation>
    </message>
    <message>
        <source>trained model (%1 steps)</source>
        <translation>מודל מאומן (%1 צעדים)</translation>
    </message>
    <message>
        <source>trained model</source>
        <translation>מודל מאומן</translation>
    </message>
    <message>
        <source>Hidden until you answer the lesson&apos;s question: the flow is made of the attention weights it asks about.</source>
        <translation>מוסתר עד שתענו על השאלה של השיעור: הזרימה עשויה ממשקלי הקשב שהיא שואלת עליהם.</translation>
    </message>
    <message>
        <source>Open a model (File ▸ Open Model…, or File ▸ Get a Model… for GPT-2), or train one here, to see how attention flows through its layers.</source>
        <translation>כדי לראות איך הקשב זורם דרך השכבות יש לפתוח מודל (קובץ ◂ פתיחת מודל…, או קובץ ◂ הורדת מודל… עבור GPT-2) או לאמן מודל כאן.</translation>
    </message>
    <message>
        <source>Rollout reads the attention weights: a cut line is cut, but a switched-off head&apos;s weights still count in its layer&apos;s average.</source>
        <translation>הזרימה קוראת את משקלי הקשב: קו שנחתך חתוך, אבל משקלי ראש שכובה עדיין נספרים בממוצע של השכבה שלו.</translation>
    </message>
</context>
<context>
    <name>attn::ui::ScrubTableView</name>
    <message>
        <source>Drag left or right on a cell to scrub its value (Shift: finer); double-click to type</source>
        <translation>גרירה ימינה או שמאלה על תא משנה את ערכו (Shift: בעדינות); לחיצה כפולה להקלדה</translation>
    </message>
</context>
<context>
    <name>attn::ui::SentenceItemModel</name>
    <message>
        <source>Opening the model …</source>
        <translation>פתיחת המודל …</translation>
    </message>
    <message>
        <source>The model could not be opened: %1</source>
        <translation>לא ניתן היה לפתוח את המודל: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n token(s) as the model reads them: %1</source>
        <translation>
            <numerusform>%n טוקן כפי שהמודל קורא אותו: %1</numerusform>
            <numerusform>%n טוקנים כפי שהמודל קורא אותם: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Tick to show this sentence; tick two to compare them side by side</source>
        <translation>סימון מציג את המשפט הזה; סימון של שניים משווה ביניהם זה לצד זה</translation>
    </message>
</context>
<context>
    <name>attn::ui::SentencesPane</name>
    <message>
        <source>+ Sentence</source>
        <translation>+ משפט</translation>
    </message>
    <message>
        <source>− Sentence</source>
        <translation>− משפט</translation>
    </message>
    <message>
        <source>Two sentences are compared at a time: “%1” is no longer shown (tick it to bring it back).</source>
        <translation>משווים שני משפטים בכל פעם: &quot;%1&quot; כבר אינו מוצג (סימון שלו יחזיר אותו).</translation>
    </message>
    <message>
        <source>Show only this sentence</source>
        <translation>הצגת המשפט הזה בלבד</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>עריכה</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>הסרה</translation>
    </message>
    <message>
        <source>Sentence %1: %2</source>
        <translation>משפט %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>(and %n more)</source>
        <translation>
            <numerusform>(ועוד %n)</numerusform>
            <numerusform>(ועוד %n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Sentence %1 is unchanged: </source>
        <translation>משפט %1 לא השתנה: </translation>
    </message>
    <message>
        <source>Select the sentence to remove first</source>
        <translation>יש לבחור קודם את המשפט שרוצים להסיר</translation>
    </message>
    <message>
        <source>Removed sentence %1; step %2 showed or asked about it (Edit ▸ Undo brings it back).</source>
        <translation>משפט %1 הוסר; צעד %2 הציג אותו או שאל עליו (עריכה ◂ ביטול מחזיר אותו).</translation>
    </message>
    <message>
        <source>Not in the vocabulary: %1</source>
        <translation>לא באוצר המילים: %1</translation>
    </message>
    <message>
        <source>Add ‘%1’ to the vocabulary</source>
        <translation>הוספת &quot;%1&quot; לאוצר המילים</translation>
    </message>
    <message>
        <source>Added ‘%1’ as a row of zeros: give it values in the embedding table</source>
        <translation>&quot;%1&quot; נוספה כשורה של אפסים: יש לתת לה ערכים בטבלת השיכון</translation>
    </message>
    <message>
        <source>Sentences</source>
        <translation>משפטים</translation>
    </message>
    <message>
        <source>Shuffle</source>
        <translation>ערבוב</translation>
    </message>
    <message>
        <source>Put the selected sentence&apos;s words in another order (one undo step): without positions every map is only shuffled with them</source>
        <translation>סידור המילים של המשפט הנבחר בסדר אחר (צעד ביטול אחד): בלי מיקומים, כל מפה רק מתערבבת יחד איתן</translation>
    </message>
    <message>
        <source>Shuffle the words</source>
        <translation>ערבוב המילים</translation>
    </message>
    <message>
        <source>Select the sentence to shuffle first</source>
        <translation>יש לבחור קודם את המשפט לערבוב</translation>
    </message>
    <message>
        <source>A sentence of one word has no other order</source>
        <translation>למשפט בן מילה אחת אין סדר אחר</translation>
    </message>
    <message>
        <source>Shuffled: “%1” (Edit ▸ Undo puts the words back)</source>
        <translation>עורבב: &quot;%1&quot; (עריכה ◂ ביטול מחזיר את המילים)</translation>
    </message>
    <message>
        <source>Add a sentence; by keyboard: Insert in the list</source>
        <translation>הוספת משפט; במקלדת: Insert ברשימה</translation>
    </message>
    <message>
        <source>Remove the selected sentence; by keyboard: Delete in the list</source>
        <translation>הסרת המשפט הנבחר; במקלדת: Delete ברשימה</translation>
    </message>
    <message>
        <source>Add a sentence</source>
        <translation>הוספת משפט</translation>
    </message>
</context>
<context>
    <name>attn::ui::SettingsForm</name>
    <message>
        <source>Attention only (no feed-forward layers)</source>
        <translation>attention בלבד (בלי שכבות feed-forward)</translation>
    </message>
    <message>
        <source>Blocks of attention alone, as in the papers where induction heads were found: what the model learns, its heads must do.</source>
        <translation>בלוקים של attention בלבד, כמו במאמרים שבהם נמצאו ראשי האינדוקציה: מה שהמודל לומד, הראשים שלו חייבים לעשות.</translation>
    </message>
    <message>
        <source>Learned vectors (as GPT-2)</source>
        <translation>וקטורים נלמדים (כמו ב-GPT-2)</translation>
    </message>
    <message>
        <source>Sinusoidal vectors (fixed)</source>
        <translation>וקטורים סינוסואידליים (קבועים)</translation>
    </message>
    <message>
        <source>RoPE: turn queries and keys</source>
        <translation>RoPE: סיבוב השאילתות והמפתחות</translation>
    </message>
    <message>
        <source>ALiBi: distance penalty</source>
        <translation>ALiBi: קנס על מרחק</translation>
    </message>
    <message>
        <source>None (word order unseen)</source>
        <translation>ללא (סדר המילים אינו נראה)</translation>
    </message>
    <message>
        <source>How the model knows where each word sits. Train two with different choices and compare their loss curves and their guesses for &quot;The dog bit the man&quot; and &quot;The man bit the dog&quot;.</source>
        <translation>איך המודל יודע היכן נמצאת כל מילה. כדאי לאמן שני מודלים עם בחירות שונות ולהשוות את עקומות ההפסד שלהם ואת הניחושים שלהם ל-&quot;The dog bit the man&quot; ול-&quot;The man bit the dog&quot;.</translation>
    </message>
    <message>
        <source>Positions</source>
        <translation>מיקומים</translation>
    </message>
</context>
<context>
    <name>attn::ui::StepEditor</name>
    <message>
        <source>New step %1</source>
        <translation>צעד חדש %1</translation>
    </message>
    <message>
        <source>Edit step %1</source>
        <translation>עריכת צעד %1</translation>
    </message>
    <message>
        <source>&amp;Title</source>
        <translation>&amp;כותרת</translation>
    </message>
    <message>
        <source>Te&amp;xt</source>
        <translation>&amp;טקסט</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>טקסט</translation>
    </message>
    <message>
        <source>View</source>
        <translation>תצוגה</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>שאלה</translation>
    </message>
    <message>
        <source>Preview, as the Lesson pane shows it</source>
        <translation>תצוגה מקדימה, כפי שחלונית השיעור מציגה אותה</translation>
    </message>
    <message>
        <source>Predict.</source>
        <translation>נסו לחזות.</translation>
    </message>
    <message>
        <source>With the answer:</source>
        <translation>עם התשובה:</translation>
    </message>
    <message>
        <source>No quantities quoted.</source>
        <translation>אין גדלים מצוטטים.</translation>
    </message>
    <message>
        <source>Quantities:
</source>
        <translation>גדלים:
</translation>
    </message>
    <message>
        <source>No question: the step only explains.</source>
        <translation>אין שאלה: הצעד רק מסביר.</translation>
    </message>
    <message>
        <source>Expected answer, as the lesson computes it now: %1</source>
        <translation>התשובה הצפויה, כפי שהשיעור מחשב אותה עכשיו: %1</translation>
    </message>
    <message>
        <source>The answer cannot be computed: %1</source>
        <translation>לא ניתן לחשב את התשובה: %1</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>הערה: %1</translation>
    </message>
    <message>
        <source>Give the step a title.</source>
        <translation>יש לתת לצעד כותרת.</translation>
    </message>
    <message>
        <source>Write the question&apos;s prompt (Question tab).</source>
        <translation>יש לכתוב את נוסח השאלה (לשונית &quot;שאלה&quot;).</translation>
    </message>
    <message>
        <source>A choice needs 2 to %1 answers, one per line (it has %2).</source>
        <translation>שאלת בחירה צריכה 2 עד %1 תשובות, תשובה בכל שורה (יש בה %2).</translation>
    </message>
    <message>
        <source>Give one quantity per answer: %1 answers, %2 quantities.</source>
        <translation>יש לתת גודל אחד לכל תשובה: %1 תשובות, %2 גדלים.</translation>
    </message>
    <message>
        <source>The right answer is number %1, but there are %2 answers.</source>
        <translation>התשובה הנכונה היא מספר %1, אבל יש %2 תשובות.</translation>
    </message>
    <message>
        <source>Name the quantity the number question asks for.</source>
        <translation>יש לציין את הגודל ששאלת המספר מבקשת.</translation>
    </message>
    <message>
        <source>The lesson file could not hold this step: %1</source>
        <translation>קובץ השיעור לא הצליח להכיל את הצעד הזה: %1</translation>
    </message>
    <message>
        <source>Languages</source>
        <translation>שפות</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>תצוגה מקדימה</translation>
    </message>
    <message>
        <source>Quantities in the text</source>
        <translation>הכמויות בטקסט</translation>
    </message>
    <message>
        <source>What if (View tab): %1</source>
        <translation>מה אם (לשונית תצוגה): %1</translation>
    </message>
    <message>
        <source>To keep an answer hidden, tick it under “Keep back” on the View tab of the step each note names first (it may be the next one), or take the number out of that step&apos;s text.</source>
        <translation>כדי להסתיר תשובה, סמנו אותה תחת ״הסתרה״ בלשונית התצוגה של הצעד שכל הערה מזכירה ראשון (ייתכן שזה הצעד הבא), או הוציאו את המספר מהטקסט של אותו צעד.</translation>
    </message>
    <message>
        <source>What the step says, in Markdown</source>
        <translation>מה שהצעד אומר, ב-Markdown</translation>
    </message>
    <message>
        <source>Markdown: **bold**, *italics*, lists, a blank line between paragraphs. %1 prints a number of the lesson, computed live ({{… %}} as a percentage, {{… #4}} with 4 decimals). Sentences count from 0: the first is 0, the second 1.</source>
        <extracomment>%1: a quantity of this lesson, such as {{weight 0 bank river}}</extracomment>
        <translation>Markdown: **מודגש**, *נטוי*, רשימות, שורה ריקה בין פסקאות. %1 מדפיס מספר מהשיעור, שמחושב בזמן אמת ({{… %}} כאחוז, {{… #4}} עם 4 ספרות אחרי הנקודה). המשפטים ממוספרים מ-0: הראשון הוא 0, השני 1.</translation>
    </message>
</context>
<context>
    <name>attn::ui::StepListDialog</name>
    <message>
        <source>Arrange Steps</source>
        <translation>סידור הצעדים</translation>
    </message>
    <message>
        <source>Move &amp;Up</source>
        <translation>הזזה ל&amp;מעלה</translation>
    </message>
    <message>
        <source>Move &amp;Down</source>
        <translation>הזזה למ&amp;טה</translation>
    </message>
    <message>
        <source>De&amp;lete</source>
        <translation>מ&amp;חיקה</translation>
    </message>
    <message>
        <source>Drag a step to its place, or use the buttons. Each change is one undo step.</source>
        <translation>יש לגרור צעד למקומו, או להשתמש בכפתורים. כל שינוי נרשם כפעולה אחת לביטול.</translation>
    </message>
    <message>
        <source>  (asks)</source>
        <translation>  (שואל)</translation>
    </message>
    <message>
        <source>Deleted step %1: Edit ▸ Undo brings it back.</source>
        <translation>צעד %1 נמחק: עריכה ◂ ביטול מחזיר אותו.</translation>
    </message>
</context>
<context>
    <name>attn::ui::StepQuestionEditor</name>
    <message>
        <source>No question: the step only explains</source>
        <translation>אין שאלה: הצעד רק מסביר</translation>
    </message>
    <message>
        <source>Choice: pick one of several answers</source>
        <translation>בחירה: בחירת אחת מכמה תשובות</translation>
    </message>
    <message>
        <source>Number: type a value</source>
        <translation>מספר: הקלדת ערך</translation>
    </message>
    <message>
        <source>Cell: click the cell you think is largest</source>
        <translation>תא: לחיצה על התא שלדעתך הוא הגדול ביותר</translation>
    </message>
    <message>
        <source>The question, Markdown: “Which word does bank give the most weight to?”</source>
        <translation>השאלה, ב-Markdown: &quot;לאיזו מילה bank נותנת את המשקל הגדול ביותר?&quot;</translation>
    </message>
    <message>
        <source>One answer per line</source>
        <translation>תשובה בכל שורה</translation>
    </message>
    <message>
        <source>The right answer is number</source>
        <translation>התשובה הנכונה היא מספר</translation>
    </message>
    <message>
        <source>The answer whose quantity is largest (computed, so it stays right after edits):</source>
        <translation>התשובה שהגודל שלה הוא הגדול ביותר (מחושב, ולכן נשאר נכון גם אחרי עריכות):</translation>
    </message>
    <message>
        <source>One quantity per answer, in the same order: weight 0 bank river</source>
        <translation>גודל אחד לכל תשובה, באותו סדר: weight 0 bank river</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>תשובות</translation>
    </message>
    <message>
        <source>The quantity asked for: weight 0 bank river</source>
        <translation>הגודל שהשאלה מבקשת: weight 0 bank river</translation>
    </message>
    <message>
        <source>&amp;Quantity</source>
        <translation>&amp;גודל</translation>
    </message>
    <message>
        <source>Right &amp;within ±</source>
        <translation>נכון &amp;בטווח ±</translation>
    </message>
    <message>
        <source>sentence %1 · %2</source>
        <translation>משפט %1 · %2</translation>
    </message>
    <message>
        <source>In the map of</source>
        <translation>במפה של</translation>
    </message>
    <message>
        <source>&amp;Head</source>
        <translation>&amp;ראש</translation>
    </message>
    <message>
        <source>In the &amp;row of</source>
        <translation>ב&amp;שורה של</translation>
    </message>
    <message>
        <source>Shown with the answer: why it is so (Markdown, {{…}} quantities)</source>
        <translation>מוצג עם התשובה: למה זה כך (Markdown, גדלים {{…}})</translation>
    </message>
    <message>
        <source>&amp;Kind</source>
        <translation>&amp;סוג</translation>
    </message>
    <message>
        <source>&amp;Prompt</source>
        <translation>&amp;נוסח השאלה</translation>
    </message>
    <message>
        <source>&amp;Why</source>
        <translation>&amp;הסבר</translation>
    </message>
    <message>
        <source>Hidden until answered</source>
        <translation>מוסתר עד שעונים</translation>
    </message>
    <message>
        <source>any word: the largest cell of the map</source>
        <translation>כל מילה: התא הגדול ביותר במפה</translation>
    </message>
    <message>
        <source>Number of the right answer</source>
        <translation>מספר התשובה הנכונה</translation>
    </message>
    <message>
        <source>Quantities to compare, one per answer</source>
        <translation>כמויות להשוואה, אחת לכל תשובה</translation>
    </message>
</context>
<context>
    <name>attn::ui::StepTranslationEditor</name>
    <message>
        <source>Language of the translation</source>
        <translation>שפת התרגום</translation>
    </message>
    <message>
        <source>Choose a language, or type its code (de, pt-BR, …)</source>
        <translation>יש לבחור שפה או להקליד את הקוד שלה (de, pt-BR, …)</translation>
    </message>
    <message>
        <source>The step&apos;s words for readers in another language: the window, the slides and the handout show them when the interface speaks it. What the step shows and asks stays the step&apos;s own; quote the same {{…}} quantities. A field left empty shows the step&apos;s own text.</source>
        <translation>מילות הצעד לקוראים בשפה אחרת: החלון, השקפים ודף העבודה מציגים אותן כשהממשק מדבר בשפה זו. מה שהצעד מראה ושואל נשאר של הצעד; יש לצטט את אותם גדלים {{…}}. שדה ריק מציג את הטקסט של הצעד עצמו.</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;שפה</translation>
    </message>
    <message>
        <source>T&amp;itle</source>
        <translation>&amp;כותרת</translation>
    </message>
    <message>
        <source>Te&amp;xt</source>
        <translation>&amp;טקסט</translation>
    </message>
    <message>
        <source>&amp;Prompt</source>
        <translation>&amp;שאלה</translation>
    </message>
    <message>
        <source>&amp;Choices</source>
        <translation>&amp;אפשרויות</translation>
    </message>
    <message>
        <source>&amp;Why</source>
        <translation>&amp;הסבר</translation>
    </message>
    <message>
        <source>“%1” is not a language code: use two or three letters, then a region if you like (de, fr, pt-BR).</source>
        <translation>&quot;%1&quot; אינו קוד שפה: שתיים או שלוש אותיות, ואם רוצים גם אזור (de, fr, pt-BR).</translation>
    </message>
    <message>
        <source>The step asks no question: there is nothing more to translate.</source>
        <translation>הצעד אינו שואל שאלה: אין עוד מה לתרגם.</translation>
    </message>
    <message>
        <source>The question: one choice per line, as many as the step&apos;s own and in the same order (the answer is checked by position).</source>
        <translation>השאלה: אפשרות אחת בכל שורה, כמספר האפשרויות בצעד עצמו ובאותו הסדר (התשובה נבדקת לפי המיקום).</translation>
    </message>
    <message>
        <source>The question:</source>
        <translation>השאלה:</translation>
    </message>
</context>
<context>
    <name>attn::ui::StepViewEditor</name>
    <message>
        <source>as before</source>
        <translation>כמו קודם</translation>
    </message>
    <message>
        <source>none: one sentence</source>
        <translation>אין: משפט אחד</translation>
    </message>
    <message>
        <source>sentence %1 · %2</source>
        <translation>משפט %1 · %2</translation>
    </message>
    <message>
        <source>Sentences are numbered as {{…}} quantities number them, from 0: {{weight 1 bat swung}} is about sentence 1.</source>
        <translation>המשפטים ממוספרים כמו בגדלים {{…}}, מ-0: {{weight 1 bat swung}} עוסק במשפט 1.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>אין</translation>
    </message>
    <message>
        <source>hand-wired attention</source>
        <translation>קשב ידני</translation>
    </message>
    <message>
        <source>the trained model</source>
        <translation>המודל המאומן</translation>
    </message>
    <message>
        <source>the real model</source>
        <translation>המודל האמיתי</translation>
    </message>
    <message>
        <source>printed in the cells</source>
        <translation>מודפסים בתאים</translation>
    </message>
    <message>
        <source>not printed</source>
        <translation>לא מודפסים</translation>
    </message>
    <message>
        <source>the two main directions (principal)</source>
        <translation>שני הכיוונים העיקריים (רכיבים עיקריים)</translation>
    </message>
    <message>
        <source>two axes:</source>
        <translation>שני צירים:</translation>
    </message>
    <message>
        <source>What the window shows</source>
        <translation>מה החלון מציג</translation>
    </message>
    <message>
        <source>&amp;Sentence</source>
        <translation>&amp;משפט</translation>
    </message>
    <message>
        <source>Beside &amp;it</source>
        <translation>&amp;לידו</translation>
    </message>
    <message>
        <source>&amp;Highlighted word</source>
        <translation>מילה מו&amp;דגשת</translation>
    </message>
    <message>
        <source>S&amp;tage</source>
        <translation>&amp;שלב</translation>
    </message>
    <message>
        <source>Attention of</source>
        <translation>הקשב של</translation>
    </message>
    <message>
        <source>Cell n&amp;umbers</source>
        <translation>מספרים ב&amp;תאים</translation>
    </message>
    <message>
        <source>Vectors plane</source>
        <translation>מישור הווקטורים</translation>
    </message>
    <message>
        <source>Panes raised</source>
        <translation>חלוניות בחזית</translation>
    </message>
    <message>
        <source>Keep back (for a later question)</source>
        <translation>הסתרה (לשאלה מאוחרת יותר)</translation>
    </message>
    <message>
        <source>Attention switches laid over the lesson while the step is shown</source>
        <translation>מתגי קשב שחלים על השיעור בזמן שהצעד מוצג</translation>
    </message>
    <message>
        <source>&amp;Variant</source>
        <translation>דר&amp;גה</translation>
    </message>
    <message>
        <source>H&amp;eads</source>
        <translation>&amp;ראשים</translation>
    </message>
    <message>
        <source>Scale by 1/√dk</source>
        <translation>כפל ב-‎1/√dk</translation>
    </message>
    <message>
        <source>Causal mask</source>
        <translation>מסכה סיבתית</translation>
    </message>
    <message>
        <source>Positions</source>
        <translation>מיקומים</translation>
    </message>
    <message>
        <source>&amp;Capture from Window</source>
        <translation>&amp;קליטה מהחלון</translation>
    </message>
    <message>
        <source>Every field as the window shows it now</source>
        <translation>כל השדות כפי שהחלון מציג אותם עכשיו</translation>
    </message>
    <message>
        <source>every head (or e.g. 2, 4)</source>
        <extracomment>Placeholder of the field listing the heads whose maps a step shows</extracomment>
        <translation>כל הראשים (או למשל 2, 4)</translation>
    </message>
    <message>
        <source>The heads whose maps this step shows in the Attention pane, on its slide and in the handout, counted from 1; empty: every head. The next step shows every head again.</source>
        <translation>הראשים שאת המפות שלהם הצעד הזה מציג בחלונית הקשב, בשקופית שלו ובדף העבודה, בספירה מ־1; ריק: כל הראשים. הצעד הבא מציג שוב את כל הראשים.</translation>
    </message>
    <message>
        <source>Heads&apos; ma&amp;ps</source>
        <translation>מ&amp;פות הראשים</translation>
    </message>
    <message>
        <source>the lesson&apos;s own</source>
        <translation>של השיעור</translation>
    </message>
    <message>
        <source>none on this step</source>
        <translation>בלי, בצעד הזה</translation>
    </message>
    <message>
        <source>its own:</source>
        <translation>משלו:</translation>
    </message>
    <message>
        <source>The what-if shown while the step is: the lesson&apos;s (set in the window), none, or the step&apos;s own, which takes the lesson&apos;s place on this step only.</source>
        <translation>ה״מה אם״ שמוצג בצעד: של השיעור (נקבע בחלון), בלי, או משלו, שבא במקום זה של השיעור בצעד הזה בלבד.</translation>
    </message>
    <message>
        <source>e.g. ablate 1.2; cut 1.1:2&gt;1</source>
        <extracomment>Placeholder of the field listing a step&apos;s what-if, in the lesson file&apos;s words</extracomment>
        <translation>למשל ablate 1.2; cut 1.1:2&gt;1</translation>
    </message>
    <message>
        <source>Separated by &apos;;&apos;, layers and heads from 1, token positions from 0: ablate L.H (switch a head off), mean L.H (mean-ablate), keep-only L.H, cut L.H:Q&gt;K (cut the line from token Q to token K).</source>
        <translation>מופרדים ב־&quot;;&quot;, שכבות וראשים מ־1, מיקומי טוקנים מ־0: ablate L.H (כיבוי ראש), mean L.H (החלפה בממוצע), keep-only L.H, cut L.H:Q&gt;K (חיתוך הקו מטוקן Q לטוקן K).</translation>
    </message>
    <message>
        <source>No what-if given: write one, or choose “none on this step”.</source>
        <translation>לא ניתן ״מה אם״: כתבו אחד, או בחרו ״בלי, בצעד הזה״.</translation>
    </message>
    <message>
        <source>What i&amp;f</source>
        <translation>מה א&amp;ם</translation>
    </message>
    <message>
        <source>A step showing the real model draws no hand-wired attention: these switches do nothing on it.</source>
        <translation>צעד שמציג את המודל האמיתי אינו מצייר קשב מחווט ביד: למתגים האלה אין בו השפעה.</translation>
    </message>
    <message>
        <source>With two sentences shown: their difference map in the Attention pane, on the step&apos;s slide and in its handout. The next step shows it only if it asks too.</source>
        <translation>כשמוצגים שני משפטים: מפת ההפרש שלהם בחלונית הקשב, בשקופית של הצעד ובדף ההדרכה שלו. הצעד הבא מציג אותה רק אם גם הוא מבקש.</translation>
    </message>
    <message>
        <source>&amp;Difference</source>
        <translation>&amp;הפרש</translation>
    </message>
    <message>
        <source>second map − first map</source>
        <translation>מפה שנייה − ראשונה</translation>
    </message>
</context>
<context>
    <name>attn::ui::TrainingPane</name>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — %2 tokens (%3 for training) · vocabulary %4 · %5 sentences</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — %2 טוקנים (%3 לאימון) · אוצר מילים %4 · %5 משפטים</translation>
    </message>
    <message>
        <source>Kept %1: %2</source>
        <translation>נשאר הקורפוס %1: %2</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>המשך</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>התחלה</translation>
    </message>
    <message>
        <source>Pause the run first: it is exported between steps.</source>
        <translation>יש להשהות קודם את הריצה: הייצוא מתבצע בין צעדים.</translation>
    </message>
    <message>
        <source>Write a folder with train.py, the weights, the optimiser&apos;s state, the corpus and the vocabulary, so that “python3 train.py --steps N” goes on training this run in PyTorch.</source>
        <translation>כתיבת תיקייה עם train.py, המשקלים, מצב האופטימייזר, הקורפוס ואוצר המילים, כך ש-&quot;python3 train.py --steps N&quot; ימשיך לאמן את הריצה הזאת ב-PyTorch.</translation>
    </message>
    <message>
        <source>Train at least one step first: there is no run to export yet.</source>
        <translation>יש לאמן קודם לפחות צעד אחד: עדיין אין ריצה לייצוא.</translation>
    </message>
    <message>
        <source>Cannot start: %1</source>
        <translation>לא ניתן להתחיל: %1</translation>
    </message>
    <message>
        <source>Training on %1…</source>
        <translation>אימון על %1…</translation>
    </message>
    <message>
        <source>Pausing after the current step…</source>
        <translation>השהיה אחרי הצעד הנוכחי…</translation>
    </message>
    <message>
        <source>Training reset: the weights are random again.</source>
        <translation>האימון אופס: המשקלים שוב אקראיים.</translation>
    </message>
    <message>
        <source>Hidden until you answer the lesson&apos;s question</source>
        <translation>מוסתר עד שעונים על שאלת השיעור</translation>
    </message>
    <message>
        <source>%1 → %2 · layer %3 · head %4</source>
        <translation>%1 → %2 · שכבה %3 · ראש %4</translation>
    </message>
    <message>
        <source>%1 tokens/s · %2 s elapsed · %3 s left</source>
        <translation>%1 טוקנים לשנייה · עברו %2 שנ&apos; · נותרו %3 שנ&apos;</translation>
    </message>
    <message>
        <source>Training on %1: step %2 of %3, loss %4, %5</source>
        <translation>אימון על %1: צעד %2 מתוך %3, הפסד %4, %5</translation>
    </message>
    <message>
        <source>snapshot %1 of %2 — step %3 · train loss %4 · validation %5</source>
        <translation>תמונת מצב %1 מתוך %2 — צעד %3 · הפסד אימון %4 · אימות %5</translation>
    </message>
    <message>
        <source>Step 0: random weights — every map is static.</source>
        <translation>צעד 0: משקלים אקראיים — כל מפה סטטית.</translation>
    </message>
    <message>
        <source>Step %1 of %2 on %3.</source>
        <translation>צעד %1 מתוך %2 על %3.</translation>
    </message>
    <message>
        <source>No run yet: Start records snapshots to scrub through.</source>
        <translation>עדיין אין ריצה: &quot;התחלה&quot; מקליט תמונות מצב שאפשר לגלול ביניהן.</translation>
    </message>
    <message>
        <source>Showing the lesson&apos;s saved model (step %1). Start trains a new run, which replaces it here.</source>
        <translation>מוצג המודל השמור של השיעור (צעד %1). &quot;התחלה&quot; מאמן ריצה חדשה, שתחליף אותו כאן.</translation>
    </message>
    <message>
        <source>The lesson&apos;s model (trained on %1, %2 steps).</source>
        <translation>המודל של השיעור (אומן על %1, %2 צעדים).</translation>
    </message>
    <message>
        <source>Fix the settings to see the untrained heads.</source>
        <translation>כדי לראות את הראשים הלא מאומנים יש לתקן את ההגדרות.</translation>
    </message>
    <message>
        <source>Untrained (step 0): random weights — every map is static.</source>
        <translation>לא מאומן (צעד 0): משקלים אקראיים — כל מפה סטטית.</translation>
    </message>
    <message>
        <source>an unknown corpus</source>
        <translation>קורפוס לא ידוע</translation>
    </message>
    <message>
        <source>saved model: %1 steps on %2 (the file keeps no loss curve)</source>
        <translation>מודל שמור: %1 צעדים על %2 (הקובץ אינו שומר עקומת הפסד)</translation>
    </message>
    <message>
        <source>saved run: %1 steps on %2</source>
        <translation>ריצה שמורה: %1 צעדים על %2</translation>
    </message>
    <message>
        <source>The lesson now holds the model of step %1 (Undo takes it back).</source>
        <translation>השיעור מכיל עכשיו את המודל של צעד %1 (&quot;ביטול&quot; מחזיר את הקודם).</translation>
    </message>
    <message>
        <source>Could not use this model: %1</source>
        <translation>לא ניתן להשתמש במודל הזה: %1</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>הפעלה</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>עצירה</translation>
    </message>
    <message>
        <source>Export for PyTorch: name the folder to write</source>
        <translation>ייצוא ל-PyTorch: שם התיקייה לכתיבה</translation>
    </message>
    <message>
        <source>Export for PyTorch</source>
        <translation>ייצוא ל-PyTorch</translation>
    </message>
    <message>
        <source>%1 is a file, not a folder. Choose a new name.</source>
        <translation>%1 הוא קובץ, לא תיקייה. יש לבחור שם חדש.</translation>
    </message>
    <message>
        <source>%1 already holds files. Replace the export in it (train.py, the weights, the optimiser&apos;s state, corpus, vocabulary, settings; an old continued.safetensors is removed)? Other files stay.</source>
        <translation>בתיקייה %1 כבר יש קבצים. להחליף בה את הייצוא (train.py, המשקלים, מצב האופטימייזר, הקורפוס, אוצר המילים, ההגדרות; קובץ continued.safetensors ישן יוסר)? קבצים אחרים יישארו.</translation>
    </message>
    <message>
        <source>Wrote a PyTorch training folder to %1 (step %2, validation loss %3, which train.py prints before its first update) — run: python3 %4 --steps N</source>
        <translation>תיקיית אימון ל-PyTorch נכתבה אל %1 (צעד %2, הפסד אימות %3, ש-train.py מדפיס לפני העדכון הראשון שלו) — להרצה: python3 %4 --steps N</translation>
    </message>
    <message>
        <source>Could not export for PyTorch: %1</source>
        <translation>לא ניתן לייצא ל-PyTorch: %1</translation>
    </message>
    <message>
        <source>Corpus</source>
        <translation>קורפוס</translation>
    </message>
    <message>
        <source>Built-in bubbe</source>
        <translation>bubbe המובנה</translation>
    </message>
    <message>
        <source>Open text…</source>
        <translation>פתיחת טקסט…</translation>
    </message>
    <message>
        <source>Open a text to train on</source>
        <translation>פתיחת טקסט לאימון</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>השהיה</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>צעד</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>איפוס</translation>
    </message>
    <message>
        <source>One optimisation step</source>
        <translation>צעד אופטימיזציה אחד</translation>
    </message>
    <message>
        <source>%v / %m steps</source>
        <translation>%v / %m צעדים</translation>
    </message>
    <message>
        <source>Log scale</source>
        <translation>סקלה לוגריתמית</translation>
    </message>
    <message>
        <source>Use this model in the lesson</source>
        <translation>שימוש במודל הזה בשיעור</translation>
    </message>
    <message>
        <source>Put the weights at the timeline&apos;s step into the lesson (undoable); saving keeps them.</source>
        <translation>הכנסת המשקלים של הצעד שבציר הזמן לשיעור (אפשר לבטל); שמירה שומרת אותם.</translation>
    </message>
    <message>
        <source>Export for PyTorch…</source>
        <translation>ייצוא ל-PyTorch…</translation>
    </message>
    <message>
        <source>One attention weight of the probe sentence over the run. Click a head in the grid to follow it, and a cell of the large map to follow that pair of words.</source>
        <translation>משקל קשב אחד של משפט הבדיקה לאורך הריצה. לחיצה על ראש ברשת עוקבת אחריו, ולחיצה על תא במפה הגדולה עוקבת אחרי זוג המילים הזה.</translation>
    </message>
    <message>
        <source>Scrub through the recorded snapshots</source>
        <translation>גלילה בין תמונות המצב שהוקלטו</translation>
    </message>
    <message>
        <source>Animate the heads from the first snapshot (static) to the last (structure)</source>
        <translation>הנפשת הראשים מתמונת המצב הראשונה (סטטית) ועד האחרונה (מבנה)</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>ציר זמן</translation>
    </message>
    <message>
        <source>Stopped: %1</source>
        <translation>נעצר: %1</translation>
    </message>
    <message>
        <source>Training stopped: %1</source>
        <translation>האימון נעצר: %1</translation>
    </message>
    <message>
        <source>Training: %1</source>
        <translation>אימון: %1</translation>
    </message>
    <message>
        <source>Loss against step</source>
        <translation>ההפסד לפי צעד</translation>
    </message>
    <message>
        <source>One attention weight against step</source>
        <translation>משקל קשב אחד לפי צעד</translation>
    </message>
    <message>
        <source>Training run</source>
        <translation>ריצת האימון</translation>
    </message>
    <message>
        <source>Snapshots and probe</source>
        <translation>תמונות מצב ומשפט בדיקה</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>טקסט</translation>
    </message>
    <message>
        <source>All files</source>
        <translation>כל הקבצים</translation>
    </message>
    <message>
        <source>Put the weights of step %1, where the timeline stands, into the lesson (undoable). The run&apos;s last model is step %2.</source>
        <translation>הכנסת המשקלים של צעד %1, היכן שציר הזמן עומד, לשיעור (ניתן לביטול). המודל האחרון של הריצה הוא של צעד %2.</translation>
    </message>
    <message>
        <source>Put the weights of step %1, the run&apos;s last, into the lesson (undoable); saving keeps them.</source>
        <translation>הכנסת המשקלים של צעד %1, האחרון בריצה, לשיעור (ניתן לביטול); השמירה שומרת אותם.</translation>
    </message>
    <message>
        <source>Use the last (step %1)</source>
        <translation>שימוש באחרון (צעד %1)</translation>
    </message>
    <message>
        <source>Use step %1&apos;s model</source>
        <translation>שימוש במודל של צעד %1</translation>
    </message>
    <message>
        <source>Repeated sequences: a segment of random symbols repeats at a random place. Watch layer 2 learn to look at what came after the symbol last time.</source>
        <translation>רצפים חוזרים: קטע של סמלים אקראיים חוזר במקום אקראי. צפו איך שכבה 2 לומדת להסתכל על מה שבא אחרי הסמל בפעם הקודמת.</translation>
    </message>
    <message>
        <source>Repeated sequences</source>
        <translation>רצפים חוזרים</translation>
    </message>
    <message>
        <source>Random symbols in which a segment repeats at a random place: the task where induction heads form (with its own settings).</source>
        <translation>סמלים אקראיים שבהם קטע חוזר במקום אקראי: המשימה שבה נוצרים ראשי אינדוקציה (עם הגדרות משלה).</translation>
    </message>
    <message>
        <source> · repeated tokens %1, first occurrences %2</source>
        <translation> · טוקנים חוזרים %1, הופעות ראשונות %2</translation>
    </message>
    <message>
        <source> · before the phase change (step %1)</source>
        <translation> · לפני מעבר הפאזה (צעד %1)</translation>
    </message>
    <message>
        <source> · after the phase change (step %1)</source>
        <translation> · אחרי מעבר הפאזה (צעד %1)</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — random symbols in which a stretch repeats, a fresh batch every step · vocabulary %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — סמלים אקראיים שבהם קטע חוזר, מנה חדשה בכל צעד · אוצר מילים %2</translation>
    </message>
    <message>
        <source>Corpus and settings</source>
        <translation>קורפוס והגדרות</translation>
    </message>
    <message>
        <source>Training reset: the lesson&apos;s saved model is shown again.</source>
        <translation>האימון אופס: המודל השמור של השיעור מוצג שוב.</translation>
    </message>
    <message>
        <source>earlier run, validation: %1</source>
        <translation>ריצה קודמת, אימות: %1</translation>
    </message>
</context>
<context>
    <name>attn::ui::TrainingSession</name>
    <message>
        <source>Pause the training first: a run is exported between steps.</source>
        <translation>יש להשהות קודם את האימון: ייצוא ריצה מתבצע בין צעדים.</translation>
    </message>
    <message>
        <source>There is no training run to export: train at least one step.</source>
        <translation>אין ריצת אימון לייצוא: יש לאמן לפחות צעד אחד.</translation>
    </message>
    <message>
        <source>Paused after %1 steps: Resume goes on from there.</source>
        <translation>הושהה אחרי %1 צעדים: &quot;המשך&quot; ממשיך משם.</translation>
    </message>
    <message>
        <source>trained %1 steps</source>
        <translation>אומנו %1 צעדים</translation>
    </message>
    <message>
        <source>training diverged at step %1 (the loss or the update was not finite); kept the weights of step %2 — try a smaller learning rate</source>
        <translation>האימון התבדר בצעד %1 (ההפסד או העדכון לא היו סופיים); נשמרו המשקלים של צעד %2 — נסו קצב למידה קטן יותר</translation>
    </message>
</context>
<context>
    <name>attn::ui::TrainingWorker</name>
    <message>
        <source>There is no training run to export.</source>
        <translation>אין ריצת אימון לייצוא.</translation>
    </message>
</context>
<context>
    <name>attn::ui::VectorPlot</name>
    <message>
        <source>lookup</source>
        <translation>שליפה</translation>
    </message>
    <message>
        <source>in “%1”</source>
        <translation>ב-&quot;%1&quot;</translation>
    </message>
    <message>
        <source>Switch the plot to two named axes to drag a word: a principal component mixes every axis</source>
        <translation>כדי לגרור מילה יש להעביר את הגרף לשני צירים בעלי שם: רכיב עיקרי מערבב את כל הצירים</translation>
    </message>
    <message numerus="yes">
        <source>+%n label(s)</source>
        <translation>
            <numerusform>+%n תווית</numerusform>
            <numerusform>+%n תוויות</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (lookup)</source>
        <translation>%1 (שליפה)</translation>
    </message>
    <message>
        <source>%1′: output of word %2 in “%3”</source>
        <translation>%1′: הפלט של מילה %2 ב-&quot;%3&quot;</translation>
    </message>
    <message>
        <source>%1 (lookup): on the plane of the principal components a point cannot be moved; choose two named axes to move it</source>
        <translation>%1 (שליפה): במישור הרכיבים העיקריים אי אפשר להזיז נקודה; כדי להזיז אותה יש לבחור שני צירים בעלי שם</translation>
    </message>
    <message>
        <source>%1 (lookup): %2 %3</source>
        <translation>%1 (שליפה): %2 %3</translation>
    </message>
    <message>
        <source>%1 (lookup): %2 %3, %4 %5</source>
        <translation>%1 (שליפה): %2 %3, %4 %5</translation>
    </message>
    <message>
        <source>Switch the plot to two named axes to move a word: a principal component mixes every axis</source>
        <translation>כדי להזיז מילה יש להעביר את הגרף לשני צירים בעלי שם: רכיב עיקרי מערבב את כל הצירים</translation>
    </message>
    <message>
        <source>without the what-if</source>
        <translation>בלי ה״מה אם״</translation>
    </message>
    <message>
        <source>token embedding</source>
        <translation>שיכון האסימון</translation>
    </message>
    <message>
        <source>after layer %1 in “%2”</source>
        <extracomment>The Vectors plot&apos;s legend, the real model shown: %1 the layer, %2 the sentence</extracomment>
        <translation>אחרי שכבה %1 ב-&quot;%2&quot;</translation>
    </message>
    <message>
        <source>A real model&apos;s embeddings are its own: the plot shows them, it does not move them</source>
        <translation>השיכונים של מודל אמיתי שייכים לו: התרשים מציג אותם, הוא לא מזיז אותם</translation>
    </message>
    <message>
        <source>%1 (token embedding)</source>
        <translation>%1 (שיכון האסימון)</translation>
    </message>
    <message>
        <source>%1′: token %2 after layer %3 in “%4”</source>
        <extracomment>A point of the Vectors plot, the real model shown: %1 the token, %2 its place, %3 the layer, %4 the sentence</extracomment>
        <translation>%1′: אסימון %2 אחרי שכבה %3 ב-&quot;%4&quot;</translation>
    </message>
</context>
<context>
    <name>attn::ui::VectorsPane</name>
    <message>
        <source>Across:</source>
        <translation>אופקי:</translation>
    </message>
    <message>
        <source>Up:</source>
        <translation>אנכי:</translation>
    </message>
    <message>
        <source>principal components</source>
        <translation>רכיבים עיקריים</translation>
    </message>
    <message>
        <source>Principal components: the two directions in which the words&apos; lookup rows spread most</source>
        <translation>רכיבים עיקריים: שני הכיוונים שבהם שורות השליפה של המילים מתפזרות הכי הרבה</translation>
    </message>
    <message>
        <source>The real model&apos;s tokens: embedding → after layer %1</source>
        <extracomment>The Vectors pane&apos;s line while the real model is shown; %1: the layer</extracomment>
        <translation>האסימונים של המודל האמיתי: שיכון ← אחרי שכבה %1</translation>
    </message>
    <message>
        <source>Each token&apos;s embedding (grey) and where layer %1 has taken it (coloured), each row normalised as a LayerNorm reads it (mean 0, variance 1), on the first two principal components of these rows. A real model&apos;s embeddings cannot be dragged.</source>
        <translation>השיכון של כל אסימון (אפור) ולאן שכבה %1 הביאה אותו (בצבע), כל שורה מנורמלת כפי ש-LayerNorm קוראת אותה (ממוצע 0, שונות 1), על שני הרכיבים העיקריים הראשונים של השורות האלה. את השיכונים של מודל אמיתי אי אפשר לגרור.</translation>
    </message>
</context>
<context>
    <name>attn::ui::ViewState</name>
    <message>
        <source>No sentence %1 in this lesson.</source>
        <translation>אין בשיעור הזה משפט %1.</translation>
    </message>
    <message>
        <source>The lesson&apos;s model cannot be opened: %1</source>
        <translation>לא ניתן לפתוח את המודל של השיעור: %1</translation>
    </message>
    <message>
        <source>The lesson points at no model.</source>
        <translation>השיעור אינו מצביע על אף מודל.</translation>
    </message>
    <message>
        <source>The model is reading this sentence …</source>
        <translation>המודל קורא את המשפט …</translation>
    </message>
    <message>
        <source>The model has no layer %1.</source>
        <translation>למודל אין שכבה %1.</translation>
    </message>
    <message>
        <source>The trained model has no layer %1.</source>
        <translation>למודל המאומן אין שכבה %1.</translation>
    </message>
    <message>
        <source>%1 The maps are still those of “%2”.</source>
        <translation>%1 המפות עדיין של &quot;%2&quot;.</translation>
    </message>
</context>
<context>
    <name>attn::ui::WeightsPane</name>
    <message>
        <source>W_Q  (queries: the question a word asks)</source>
        <translation>W_Q  (שאילתות: השאלה שמילה שואלת)</translation>
    </message>
    <message>
        <source>W_K  (keys: what a word advertises)</source>
        <translation>W_K  (מפתחות: מה שמילה מפרסמת על עצמה)</translation>
    </message>
    <message>
        <source>W_V  (values: what a word hands over)</source>
        <translation>W_V  (ערכים: מה שמילה מוסרת)</translation>
    </message>
    <message>
        <source>W_O  (output projection, multi-head)</source>
        <translation>W_O  (הטלת הפלט, מרובה ראשים)</translation>
    </message>
    <message>
        <source>Matrix:</source>
        <translation>מטריצה:</translation>
    </message>
    <message>
        <source>switch to Scaled Q·K·V on the toolbar to use this matrix.</source>
        <translation>כדי להשתמש במטריצה הזאת יש לעבור ל-&quot;3 · Q·K·V מוקטן&quot; בסרגל הכלים.</translation>
    </message>
    <message>
        <source>&lt;i&gt;No mixing uses no projections (each word keeps its own row): %1&lt;/i&gt;</source>
        <translation>&lt;i&gt;הדרגה &quot;ללא ערבוב&quot; אינה משתמשת בהטלות (כל מילה שומרת על השורה שלה): %1&lt;/i&gt;</translation>
    </message>
    <message>
        <source>&lt;i&gt;The equal average uses no projections (every weight 1/n): %1&lt;/i&gt;</source>
        <translation>&lt;i&gt;הממוצע השווה אינו משתמש בהטלות (כל משקל ‎1/n‎): %1&lt;/i&gt;</translation>
    </message>
    <message>
        <source>&lt;i&gt;Simple attention has no projections (S = X·Xᵀ): %1&lt;/i&gt;</source>
        <translation>&lt;i&gt;בקשב פשוט אין הטלות (S = X·Xᵀ): %1&lt;/i&gt;</translation>
    </message>
    <message>
        <source>&lt;i&gt;Only multi-head attention uses W_O: switch the ladder step on the toolbar.&lt;/i&gt;</source>
        <translation>&lt;i&gt;רק קשב מרובה ראשים משתמש ב-W_O: יש להחליף את הדרגה בסרגל הכלים.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Identity (not stored): editing a cell makes it a real matrix.</source>
        <translation>מטריצת היחידה (לא נשמרת): עריכת תא הופכת אותה למטריצה אמיתית.</translation>
    </message>
    <message>
        <source>&lt;br&gt;Columns h&lt;i&gt;k&lt;/i&gt;·&lt;i&gt;j&lt;/i&gt;: head &lt;i&gt;k&lt;/i&gt;, its &lt;i&gt;j&lt;/i&gt;-th dimension (dk = %1).</source>
        <translation>&lt;br&gt;עמודות h&lt;i&gt;k&lt;/i&gt;·&lt;i&gt;j&lt;/i&gt;: ראש &lt;i&gt;k&lt;/i&gt;, המימד ה-&lt;i&gt;j&lt;/i&gt; שלו (dk = %1).</translation>
    </message>
    <message>
        <source>Weight matrix</source>
        <translation>מטריצת משקלים</translation>
    </message>
</context>
<context>
    <name>attn::ui::WhatIfBar</name>
    <message>
        <source>Clear</source>
        <translation>ביטול</translation>
    </message>
    <message>
        <source>Take every what-if back: the model&apos;s own picture again</source>
        <translation>לבטל כל ״מה אם״: שוב התמונה של המודל עצמו</translation>
    </message>
</context>
<context>
    <name>attn::ui::WhatIfView</name>
    <message>
        <source>After which token</source>
        <translation>אחרי איזה טוקן</translation>
    </message>
    <message>
        <source>Next token</source>
        <translation>הטוקן הבא</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>לפני</translation>
    </message>
    <message>
        <source>After</source>
        <translation>אחרי</translation>
    </message>
    <message>
        <source>Δ ln p</source>
        <translation>Δ ln p</translation>
    </message>
    <message>
        <source>Next-token probabilities before and after the what-if</source>
        <translation>הסתברויות הטוקן הבא לפני ואחרי ה״מה אם״</translation>
    </message>
    <message>
        <source>Any token, to see how its probability changes</source>
        <translation>טוקן כלשהו, כדי לראות איך משתנה ההסתברות שלו</translation>
    </message>
    <message>
        <source>Token</source>
        <translation>טוקן</translation>
    </message>
    <message>
        <source>&amp;After:</source>
        <translation>&amp;אחרי:</translation>
    </message>
    <message>
        <source>&amp;Token:</source>
        <translation>&amp;טוקן:</translation>
    </message>
    <message>
        <source>%1 (token %2)</source>
        <translation>%1 (טוקן %2)</translation>
    </message>
    <message>
        <source>Add a sentence to see what the model predicts after it.</source>
        <translation>הוסיפו משפט כדי לראות מה המודל חוזה אחריו.</translation>
    </message>
    <message>
        <source>The model is reading the sentence…</source>
        <translation>המודל קורא את המשפט…</translation>
    </message>
    <message>
        <source>This lesson has no model: train one in the Training dock, or open a GPT-2 or nanoGPT model.</source>
        <translation>לשיעור הזה אין מודל: אמנו אחד בחלונית האימון, או פתחו מודל GPT-2 או nanoGPT.</translation>
    </message>
    <message>
        <source>What the model predicts next, with and without the what-if.</source>
        <translation>מה המודל חוזה בהמשך, עם ה״מה אם״ ובלעדיו.</translation>
    </message>
    <message>
        <source>“%1” is not one token of the model.</source>
        <translation>&quot;%1&quot; אינו טוקן יחיד של המודל.</translation>
    </message>
    <message>
        <source>“%1”: %2 → %3, Δ ln p = %4</source>
        <translation>&quot;%1&quot;: %2 → %3, Δ ln p = %4</translation>
    </message>
    <message>
        <source>Loss on the sentence (each next word): %1</source>
        <translation>ה־loss על המשפט (כל מילה הבאה): %1</translation>
    </message>
    <message>
        <source>The probabilities are kept back until the step&apos;s question is answered.</source>
        <translation>ההסתברויות מוסתרות עד שעונים על השאלה של הצעד.</translation>
    </message>
    <message>
        <source>On %1.</source>
        <extracomment>%1: the sentence the what-if reads, in quotation marks</extracomment>
        <translation>על %1.</translation>
    </message>
    <message>
        <source>Layer of the head</source>
        <translation>השכבה של הראש</translation>
    </message>
    <message>
        <source>Head</source>
        <translation>ראש</translation>
    </message>
    <message>
        <source>What if…</source>
        <translation>מה אם…</translation>
    </message>
    <message>
        <source>Switch this head off, mean-ablate it, or keep only it</source>
        <translation>לכבות את הראש הזה, להחליף אותו בממוצע שלו או לשמור רק אותו</translation>
    </message>
    <message>
        <source>The model&apos;s pass is not ready yet</source>
        <translation>המעבר של המודל עוד לא מוכן</translation>
    </message>
    <message>
        <source>&amp;Layer:</source>
        <translation>&amp;שכבה:</translation>
    </message>
    <message>
        <source>H&amp;ead:</source>
        <translation>&amp;ראש:</translation>
    </message>
    <message>
        <source>No what-if is laid over the model: its own prediction, twice. Choose a head above and What if… to switch it off, or right-click a map.</source>
        <translation>אין &quot;מה אם&quot; על המודל: התחזית שלו עצמו, פעמיים. בחרו ראש למעלה ואת &quot;מה אם…&quot; כדי לכבות אותו, או לחצו לחיצה ימנית על מפה.</translation>
    </message>
    <message>
        <source>A real model&apos;s pass keeps the logits of its last token only: the prediction after the whole sentence.</source>
        <translation>מעבר של מודל אמיתי שומר רק את הלוגיטים של הטוקן האחרון שלו: התחזית אחרי המשפט כולו.</translation>
    </message>
</context>
</TS>
