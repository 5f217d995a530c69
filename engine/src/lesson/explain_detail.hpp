// Internal to explain: the report's number format and the report of the two
// fixed rungs (no mixing, equal average), kept apart from explain.cpp.
#pragma once

#include <ostream>
#include <string>
#include <vector>

#include "attnlab/attention/trace.hpp"

namespace attn::detail {

std::string num(float v);                  // three decimals, never "-0.000"
std::string quoted(const std::string& s);  // "s" in double quotes
// ", sinusoidal positions", ", rope positions (base 10000)", ", alibi positions"; "" for none.
std::string position_words(const Trace& t);
// Index of the first `s` in `v`, or v.size() when absent.
int index_of(const std::vector<std::string>& v, const std::string& s);

// The stages of a fixed rung for one sentence: input X, the scores (none:
// every score is 0), the fixed weights and the output. t.variant is NoMixing
// or EqualAverage; axes has t.d() names.
void write_rung_stages(std::ostream& os, const Trace& t, const std::vector<std::string>& axes,
                       const std::string& sentence);

// Why the rung fails, in plain words, with numbers from the traces: no mixing
// leaves `focus` the same in every sentence; an equal average makes every word
// of a sentence the same blend (with the causal mask: equal shares whatever
// the words mean). traces[i] is sentences[i]'s; focus may be empty.
void write_rung_verdict(std::ostream& os, const std::vector<Trace>& traces,
                        const std::vector<std::string>& sentences,
                        const std::vector<std::string>& axes, const std::string& focus);

}  // namespace attn::detail
