// Quantities a lesson step quotes and asks about, computed from the lesson, so
// a course never states a number the app does not compute.
//
// A quantity is a name and its arguments separated by spaces. Sentences are
// 0-based indices into the lesson's sentences; a word stands for its first
// occurrence in the sentence (or "@k", the k-th token, 0-based); axes are
// named. Each is computed under the step's attention (lesson_for_step):
//
//   input WORD AXIS             the embedding table's value
//   score S ROW COL             raw score (X·Xᵀ or Q·Kᵀ), head 1
//   scaled S ROW COL            the score times the scale
//   weight S ROW COL            softmax weight, head 1
//   headweight S H ROW COL      softmax weight of head H (1-based)
//   headscore S H ROW COL       what head H's softmax reads: the scaled score, plus
//                               ALiBi's penalty with ALiBi (fails on a masked pair)
//   moved S H ROW COL WORD      headscore of the same two words after WORD is put in
//                               front of sentence S (every position one on)
//   movegap S H ROW COL WORD    |moved − headscore|, 0 within float noise (RoPE, ALiBi
//                               and no positions keep the score; sinusoidal does not)
//   movekept S H ROW COL WORD   −movegap: a choice comparing movekept with movegap
//                               names "kept" when the score is kept
//   alibislope H                ALiBi's slope of head H: 2^(−8H/heads)
//   output S WORD AXIS          the word's output row (after W_O)
//   concat S WORD K             the K-th number (from 1) of the word's heads joined, before W_O
//   pe S WORD AXIS              the positional encoding WORD's position adds on AXIS
//                               (sine on even axes, cosine on odd; added with Positions on)
//   x S WORD AXIS               WORD's row as attention reads it: the table's row,
//                               plus its position's encoding when Positions is on
//   sharpen S WORD K            the largest weight of WORD's row if its scaled
//                               scores were K times larger (softmax saturating)
//   randomspread D              the spread (root mean square) of q·k for random
//                               queries and keys of D standard-normal numbers: about √D
//   randomshare D N SCALED      the average largest softmax share among N random keys,
//                               the scores scaled by 1/√D (SCALED 1) or not (0);
//                               seeded, the same numbers on every run
//   sqrtdk                      √dk, the constant scores are divided by
//   heads, d, dk                the number of heads, of axes, of numbers per head (d / heads)
//   tokens S                    the number of words of sentence S
//   prob S POS WORD             the trained model's probability that WORD
//                               follows the first POS+1 tokens of sentence S
//   loss S POS WORD             −ln of that: the cross-entropy of one prediction
//   modelweight S L H ROW COL   the trained model's weight, layer L head H (1-based)
//                               For a lesson about a real model (Lesson::real_model,
//                               no trained model), prob, loss and modelweight read the
//                               real model's passes handed in as `readings`
//                               (attnlab/lesson/model_readings.hpp):
//                               ROW and COL are the model's tokens, "@k" or a token's
//                               text without its leading space; WORD one token of the
//                               model (read with a leading space when it is one)
//   nlog P                      −ln P of a number P in (0, 1]
//   ratio S WORD A B            WORD's output on axis A over its output on axis B
//   nearratio S WORD A B R      how near that ratio is to R, on a log scale: −|ln(a/b) − ln R|
//                               (0 when equal); a choice comparing several names the nearest
//                               ("water, about three to one")
//   identity M                  1 when the projection M (wq, wk, wv or wo) is the identity, else 0
//   outputgap S T WORD          how far WORD's output in sentence S is from its output in
//                               sentence T: the largest difference on any axis (0: on its twin)
//   shift S WORD H              how far WORD's output moves when head H (1-based) of the
//                               hand-wired attention alone is switched off (from the lesson's
//                               own pass, whatever what-if is shown): the largest difference
//                               on any axis
//   How the trained model learns (its plain pass, whatever what-if is shown;
//   training/prediction_gradient.hpp). The prediction is made after ROW (or
//   WORD) of sentence S; TARGET is the right next word:
//   dlogit S WORD TARGET C      ∂loss/∂logit of word C: p(C) − 1 for C = TARGET, else p(C)
//   dscore S L H ROW COL TARGET ∂loss/∂score of ROW on COL in layer L, head H (1-based),
//                               through the softmax (0 above the diagonal)
//   scorepush S L H ROW COL TARGET  −dscore: how gradient descent moves that score
//   adamstep S WORD TARGET X    one AdamW step on that prediction's loss: X before or after
//                               (the loss), drop (before − after) or norm (the gradient's
//                               length before clipping); the step is the trainer's first:
//                               fresh moments, learning rate adamlr, clipped to adamclip
//   adamweight S WORD TARGET L H M K F   in that step, the K-th (1: largest |gradient|)
//                               weight of head H's M (wq or wk) in layer L; F is row or col
//                               (1-based, within the head's dk × d block), before, grad, m, v
//                               (Adam's moments after the step), sqrtv (√v), step
//                               (after − before) or after
//   adamlr, adamclip            that step's learning rate and gradient-length limit (AdamW's
//                               defaults)
//   params                      the trained model's parameter count
//   gpt2params                  GPT-2 small's, from its config (124 M)
//   trainrate                   tokens per second this machine trains a model of the
//                               trained model's size at (measured once per process)
//   corpustokens GB             tokens in GB gigabytes of English text, at about 4 bytes a token
//   traintime GB W U            how long one pass over that text takes at trainrate, in U
//                               (hours, days or years), for this model (W tiny) or GPT-2 small
//                               (W gpt2: the rate scaled by the parameter ratio)
//   headrole L H R              the head-roles test (attnlab/gpt/head_roles.hpp) on the
//                               trained model: head H of layer L's R score (previous,
//                               induction, duplicate or first) on a random sequence of
//                               min(T / 2, 32) vocabulary ids read twice, seed 1: what the
//                               Model dock's Head roles tab and `heads` measure by default
//   before QUANTITY             the quantity without the what-if the step lays over the pass
//                               (attnlab/lesson/what_if.hpp): "before output 0 bank water"
//                               beside "output 0 bank water" says what the what-if changed
//
// A wording can be chosen by the numbers too, so a sentence that states a
// fact about them ("bank comes out watery") follows an edit as the numbers
// do: "{{if LEFT OP RIGHT | THEN | ELSE}}" prints THEN when the comparison
// holds, else ELSE (or nothing). LEFT and RIGHT are quantities or plain
// numbers, OP one of > < >= <=; the wordings are plain words (no "|", no
// braces): "bank comes out {{if output 0 bank water > output 0 bank money |
// watery | money-leaning}}".
//
// In text, "{{QUANTITY}}" prints it with 3 decimals; "{{QUANTITY %}}" as a
// percentage with 1 decimal ("31.7%"); "{{QUANTITY #4}}" with 4 decimals
// (0 to 6; "{{heads #0}}" prints "4"; "−ln {{prob 0 1 made #4}} = {{loss 0 1 made}}" checks on a
// calculator).
#pragma once

#include <functional>
#include <stdexcept>
#include <string>
#include <vector>

#include "attnlab/lesson/lesson.hpp"

namespace attn {

class ModelReadings;

// Every function below that computes a quantity takes `readings`: the passes of
// the lesson's real model (Lesson::real_model), held by whoever opened it (the
// window's Document, render's handout), or null where none is read. It is
// explicit so two windows on two models each read their own.

class QuantityError : public std::invalid_argument {
  public:
    using std::invalid_argument::invalid_argument;
};

// The lesson with the step view's attention switches applied (variant, heads,
// scale, causal, positions). Throws std::invalid_argument when they do not fit
// the lesson (heads that do not divide d).
Lesson lesson_for_step(const Lesson& lesson, const StepView& view);

// What an argument of a quantity names: a sentence index, a word of that
// sentence (or "@k"), an axis, a word of the trained model's vocabulary, or a number.
enum class QuantityArg { Sentence, Word, Axis, ModelWord, Number };
using ArgRewrite = std::function<std::string(QuantityArg kind, const std::string& arg)>;
// `expression` ("weight 0 bank river") with each argument replaced by
// f(kind, argument), by the same grammar `quantity` reads; an expression of an
// unknown quantity or the wrong number of arguments is returned unchanged.
std::string rewrite_quantity(const std::string& expression, const ArgRewrite& f);
// `text` with every {{…}} quantity rewritten so (the text between them untouched).
std::string rewrite_quantities(const std::string& text, const ArgRewrite& f);
// Calls f on the expression inside each {{…}} of `text`, in order ("weight 0 bank river %").
void each_quantity_expression(const std::string& text,
                              const std::function<void(const std::string&)>& f);
// Calls f(kind, argument) for every argument of every quantity in `text` (no braces: one
// expression).
void each_quantity_arg(const std::string& text, bool braces,
                       const std::function<void(QuantityArg, const std::string&)>& f);

// Throws QuantityError saying what is wrong ("no word 'bnak' in sentence 0 \"the
// river bank\"", "unknown quantity 'wieght'", "the lesson has no trained model").
double quantity(const Lesson& lesson, const std::string& expression,
                const ModelReadings* readings = nullptr);

// `text` with each {{…}} replaced by its value (a condition by its wording).
// A quantity that cannot be computed is printed as a sentence a reader can
// follow, "⟨this step speaks of head 2, but the attention has one head⟩",
// and "{{expression}}: why" is appended to `problems` when given (for the
// author). `decimal_point` is the
// reader's decimal sign ("," in German): the text of a lesson file stays
// locale-free, the numbers filled in follow the language it is read in.
// `before` and `after` go around each number filled in (a right-to-left
// reader's directional isolates, so a number stays beside its own words).
std::string fill_quantities(const Lesson& lesson, const std::string& text,
                            std::vector<std::string>* problems = nullptr,
                            const std::string& decimal_point = ".", const std::string& before = {},
                            const std::string& after = {}, const ModelReadings* readings = nullptr);

// The answer a question expects, computed from `lesson` (already the step's lesson).
struct ExpectedAnswer {
    int choice = -1;         // Choice
    double number = 0;       // Number
    int row = -1, col = -1;  // Cell: token indices
};
ExpectedAnswer expected_answer(const Lesson& lesson, const StepQuestion& q,
                               const ModelReadings* readings = nullptr);  // throws QuantityError

// Is `given` right? Choice: the index; Number: within the tolerance; Cell:
// (row, col). Throws QuantityError when the answer cannot be computed.
bool choice_is_right(const Lesson& lesson, const StepQuestion& q, int choice,
                     const ModelReadings* readings = nullptr);
bool number_is_right(const Lesson& lesson, const StepQuestion& q, double value,
                     const ModelReadings* readings = nullptr);
bool cell_is_right(const Lesson& lesson, const StepQuestion& q, int row, int col,
                   const ModelReadings* readings = nullptr);

}  // namespace attn
