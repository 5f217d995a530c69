#include "lesson/step_references.hpp"

#include <algorithm>
#include <cstdlib>

#include "attnlab/support/limits.hpp"

namespace attn::detail {
namespace {

// A quantity's sentence argument through `sentence`, kept as written when it is no index.
std::string renumbered(const std::string& arg, const std::function<int(int)>& sentence) {
    char* end = nullptr;
    const long s = std::strtol(arg.c_str(), &end, 10);
    if (arg.empty() || *end != '\0' || s < 0) return arg;
    const int to = sentence(int(s));
    return to == kRemovedSentence ? std::string(kRemovedSentenceArg) : std::to_string(to);
}

ArgRewrite quantity_rewrite(const StepRewrite& r) {
    return [&r](QuantityArg kind, const std::string& arg) {
        if (kind == QuantityArg::Sentence) return r.sentence ? renumbered(arg, r.sentence) : arg;
        if (kind == QuantityArg::Number) return arg;
        return r.name ? r.name(kind, arg) : arg;
    };
}

}  // namespace

void rewrite_steps(std::vector<LessonStep>& steps, const StepRewrite& r) {
    const ArgRewrite q = quantity_rewrite(r);
    for (LessonStep& s : steps) {
        s.text = rewrite_quantities(s.text, q);
        for (auto& [code, t] : s.translations) {  // the same numbers, quoted in other languages
            t.text = rewrite_quantities(t.text, q);
            t.prompt = rewrite_quantities(t.prompt, q);
            t.why = rewrite_quantities(t.why, q);
        }
        StepView& v = s.view;
        if (r.name && v.highlight && !v.highlight->empty())
            *v.highlight = r.name(QuantityArg::Word, *v.highlight);
        if (r.name && v.plane.size() == 2)
            for (std::string& axis : v.plane) axis = r.name(QuantityArg::Axis, axis);
        if (r.sentence)
            for (int& i : v.sentences) i = r.sentence(i);
        if (!s.question) continue;
        StepQuestion& qn = *s.question;
        qn.prompt = rewrite_quantities(qn.prompt, q);
        qn.why = rewrite_quantities(qn.why, q);
        for (std::string& c : qn.compare) c = rewrite_quantity(c, q);
        if (!qn.quantity.empty()) qn.quantity = rewrite_quantity(qn.quantity, q);
        if (qn.kind == StepQuestion::Kind::Cell) {
            if (r.name && !qn.row.empty()) qn.row = r.name(QuantityArg::Word, qn.row);
            if (r.sentence) qn.sentence = r.sentence(qn.sentence);
        }
    }
}

std::vector<int> steps_where(const std::vector<LessonStep>& steps,
                             const std::function<bool(QuantityArg, const std::string&)>& hit) {
    std::vector<int> out;
    for (std::size_t i = 0; i < steps.size(); ++i) {
        bool found = false;
        const auto look = [&](QuantityArg k, const std::string& a) {
            if (!found && hit(k, a)) found = true;
            return a;
        };
        std::vector<LessonStep> one{
            steps[i]};  // rewritten with the identity: each reference visited once
        rewrite_steps(one, {look, [&](int s) {
                                look(QuantityArg::Sentence, std::to_string(s));
                                return s;
                            }});
        if (found) out.push_back(int(i));
    }
    return out;
}

}  // namespace attn::detail
