#include "lesson/lesson_migrate.hpp"

#include <array>

#include "attnlab/lesson/lesson_io.hpp"
#include "attnlab/support/limits.hpp"

namespace attn::detail {
namespace {

// Version 0 → 1: "words" + "table" → "embeddings"; "variant" → "attention.variant".
void upgrade_0_to_1(json& root) {
    const std::size_t v = expect_array(field(root, "", "words"), "words", "words", -1, kMaxWords);
    const json& table = field(root, "", "table");
    expect_array(table, "table", "rows (one per word)", static_cast<long long>(v), kMaxWords);
    json embeddings = json::array();
    for (std::size_t i = 0; i < v; ++i) {
        // Row lengths are checked against "axes" when the version-1 form is read;
        // check the row is an array here so the message uses this file's names.
        expect_array(table[i], at("table", i), "numbers", -1, kMaxAxes);
        embeddings.push_back({{"word", root["words"][i]}, {"vector", table[i]}});
    }
    root.erase("words");
    root.erase("table");
    root["embeddings"] = std::move(embeddings);

    if (auto it = root.find("variant"); it != root.end()) {
        json variant = *it;
        root.erase(it);
        json& att = root["attention"];  // created as null when absent
        if (att.is_null()) att = json::object();
        if (!att.is_object())
            fail("attention", std::string("expected an object, got ") + kind(att));
        if (att.contains("variant"))
            fail("variant", "given both here and as attention.variant; keep one");
        att["variant"] = std::move(variant);
    }
}

// Version 1 → 2: "steps" (the guided course) appeared. Nothing moves; the
// version rose so that an older Attention Lab refuses a file with steps
// instead of opening it and silently dropping them on the next save.
void upgrade_1_to_2(json&) {}

// Version 2 → 3: "translations" (the lesson's texts in other languages)
// appeared, for the lesson and each step. Nothing moves; an older Attention
// Lab refuses the file rather than drop the translations when it saves.
void upgrade_2_to_3(json&) {}

// Version 3 → 4: where a word sits became a choice ("position_encoding":
// none, sinusoidal, rope, alibi, with "rope_base") instead of the sinusoidal
// switch "positions"; the switch is rewritten as the choice, in the lesson's
// attention and in each step's view. An older Attention Lab refuses the file
// rather than read a rotary or ALiBi lesson as one without positions.
void positions_to_encoding(json& obj) {
    auto it = obj.find("positions");
    if (it == obj.end() || !it->is_boolean() || obj.contains("position_encoding")) return;
    obj["position_encoding"] = it->get<bool>() ? "sinusoidal" : "none";
    obj.erase("positions");
}
void upgrade_3_to_4(json& root) {
    if (auto a = root.find("attention"); a != root.end() && a->is_object())
        positions_to_encoding(*a);
    auto steps = root.find("steps");
    if (steps == root.end() || !steps->is_array()) return;
    for (json& step : *steps)
        if (step.is_object())
            if (auto v = step.find("view"); v != step.end() && v->is_object())
                positions_to_encoding(*v);
}

// Version 4 → 5: a lesson may hold a model trained here and point at a real one at once, so
// "source": "model" (whichever model the lesson had, the trained one first) names which:
// "trained" when the lesson holds a trained model, else "real" when it points at a real
// one, else "trained" (and the reader says the model is missing, as before). In the
// lesson's what-if and in each step's view and what-if. An older Attention Lab refuses the
// file rather than read a step on the real model as one on a trained model it lacks.
void model_source(json& obj, const char* which) {
    if (auto it = obj.find("source"); it != obj.end() && it->is_string() && *it == "model")
        *it = which;
}
void upgrade_4_to_5(json& root) {
    const char* which = root.contains("model") || !root.contains("real_model") ? "trained" : "real";
    if (auto w = root.find("what_if"); w != root.end() && w->is_object()) model_source(*w, which);
    auto steps = root.find("steps");
    if (steps == root.end() || !steps->is_array()) return;
    for (json& step : *steps) {
        if (!step.is_object()) continue;
        auto v = step.find("view");
        if (v == step.end() || !v->is_object()) continue;
        model_source(*v, which);
        if (auto w = v->find("what_if"); w != v->end() && w->is_object()) model_source(*w, which);
    }
}

using Step = void (*)(json&);
// steps[k] upgrades version kOldestLessonVersion + k to the next one.
constexpr std::array<Step, kLessonFormatVersion - kOldestLessonVersion> kSteps = {
    &upgrade_0_to_1, &upgrade_1_to_2, &upgrade_2_to_3, &upgrade_3_to_4, &upgrade_4_to_5};

}  // namespace

int migrate_to_current(json& root) {
    if (!root.is_object())
        fail("(top level)", std::string("expected an object, got ") + kind(root));
    if (get_string(field(root, "", "format"), "format") != "attnlab-lesson")
        fail("format", "expected \"attnlab-lesson\" (this is not an Attention Lab lesson file)");
    const json& ver = field(root, "", "version");
    if (!ver.is_number_integer() && !ver.is_number_unsigned())
        fail("version", std::string("expected a whole number, got ") + kind(ver));
    if (ver.is_number_unsigned()
            ? ver.get<unsigned long long>() > static_cast<unsigned long long>(kLessonFormatVersion)
            : ver.get<long long>() > kLessonFormatVersion)
        fail("version", "this file is format version " + ver.dump() +
                            "; this Attention Lab reads versions up to " +
                            std::to_string(kLessonFormatVersion) +
                            " — please update the application");
    const long long version = ver.get<long long>();
    if (version < kOldestLessonVersion)
        fail("version", "expected " + std::to_string(kOldestLessonVersion) + " to " +
                            std::to_string(kLessonFormatVersion) + ", got " +
                            std::to_string(version));
    for (long long k = version; k < kLessonFormatVersion; ++k) {
        kSteps[static_cast<std::size_t>(k - kOldestLessonVersion)](root);
        root["version"] = k + 1;
    }
    return static_cast<int>(version);
}

}  // namespace attn::detail
