// Hugging Face's tokenizer.json for a GPT-2 style byte-level BPE: "model"
// {"type": "BPE", "vocab": {…}, "merges": ["a b", …] or [["a", "b"], …]} and
// "added_tokens"; a normalizer, a pre-tokenizer other than GPT-2's ByteLevel
// or model options GPT-2 does not use would tokenise differently, so they are
// refused rather than ignored.
#include <string>

#include "attnlab/support/limits.hpp"
#include "io/json_parse.hpp"
#include "tokenizers/bpe_impl.hpp"

namespace attn::bpe {

namespace {

using json = nlohmann::json;

const char* kind(const json& j) {
    switch (j.type()) {
        case json::value_t::null:
            return "null";
        case json::value_t::object:
            return "an object";
        case json::value_t::array:
            return "an array";
        case json::value_t::string:
            return "a string";
        case json::value_t::boolean:
            return "true/false";
        case json::value_t::number_integer:
        case json::value_t::number_unsigned:
            return "an integer";
        case json::value_t::number_float:
            return "a number with a fraction";
        default:
            return "something else";
    }
}

[[noreturn]] void fail(const std::string& file, const std::string& key, const std::string& what) {
    throw TokenizerError(file + ": " + key + ": " + what);
}

json parse(const std::string& text, const std::string& file) {
    try {
        return detail::parse_json(text, kMaxJsonDepth);
    } catch (const detail::JsonSyntaxError& e) {
        const std::string what = e.what();
        throw TokenizerError(file + ": " +
                             (what.rfind("nested", 0) == 0 ? what : "not valid JSON: " + what));
    }
}

long long get_id(const json& j, const std::string& file, const std::string& key) {
    if (!j.is_number_integer())
        fail(file, key, std::string("the id must be an integer, found ") + kind(j));
    if (j.is_number_unsigned()) {
        const auto v = j.get<std::uint64_t>();
        if (v > std::uint64_t(kMaxTokenId))
            fail(file, key, "id " + std::to_string(v) + " is outside [0, 16777216)");
        return static_cast<long long>(v);
    }
    const auto v = j.get<std::int64_t>();
    if (v < 0 || v > kMaxTokenId)
        fail(file, key, "id " + std::to_string(v) + " is outside [0, 16777216)");
    return v;
}

const json* member(const json& obj, const char* key) {
    const auto it = obj.find(key);
    return it == obj.end() ? nullptr : &*it;
}

bool is_false_or_absent(const json& obj, const char* key) {
    const json* v = member(obj, key);
    return !v || v->is_null() || (v->is_boolean() && !v->get<bool>());
}

bool is_empty_or_absent(const json& obj, const char* key) {
    const json* v = member(obj, key);
    return !v || v->is_null() || (v->is_string() && v->get_ref<const std::string&>().empty());
}

void check_pipeline(const json& root, const std::string& file) {
    if (const json* n = member(root, "normalizer"); n && !n->is_null())
        fail(file, "normalizer", "GPT-2 has none, and this tokenizer would change the text first");
    if (const json* p = member(root, "pre_tokenizer"); p) {
        const json* type = p->is_object() ? member(*p, "type") : nullptr;
        if (!type || !type->is_string() || type->get_ref<const std::string&>() != "ByteLevel")
            fail(file, "pre_tokenizer", "only GPT-2's {\"type\": \"ByteLevel\"} is supported");
        if (!is_false_or_absent(*p, "add_prefix_space"))
            fail(file, "pre_tokenizer.add_prefix_space", "must be false, as GPT-2's is");
        if (const json* r = member(*p, "use_regex"); r && !(r->is_boolean() && r->get<bool>()))
            fail(file, "pre_tokenizer.use_regex", "must be true, as GPT-2's is");
    }
}

}  // namespace

namespace {

// The "model" object: a BPE without a subword prefix, word suffix or ignored merges (GPT-2's).
const json& bpe_model(const json& root, const std::string& file) {
    const json* model = member(root, "model");
    if (!model) fail(file, "model", "missing (required)");
    if (!model->is_object())
        fail(file, "model", std::string("expected an object, found ") + kind(*model));
    if (const json* type = member(*model, "type");
        type && !(type->is_string() && type->get_ref<const std::string&>() == "BPE"))
        fail(file, "model.type",
             std::string("only \"BPE\" is supported, found ") +
                 (type->is_string() ? "\"" + quote(type->get_ref<const std::string&>()) + "\""
                                    : kind(*type)));
    if (!is_empty_or_absent(*model, "continuing_subword_prefix"))
        fail(file, "model.continuing_subword_prefix", "must be empty, as GPT-2's is");
    if (!is_empty_or_absent(*model, "end_of_word_suffix"))
        fail(file, "model.end_of_word_suffix", "must be empty, as GPT-2's is");
    if (!is_false_or_absent(*model, "ignore_merges"))
        fail(file, "model.ignore_merges", "must be false, as GPT-2's is");

    return *model;
}

// model.vocab: {"token": id, …}.
std::vector<VocabEntry> vocab_entries(const json& model, const std::string& file) {
    const json* vocab = member(model, "vocab");
    if (!vocab) fail(file, "model.vocab", "missing (required)");
    if (!vocab->is_object())
        fail(file, "model.vocab",
             std::string("expected an object {\"token\": id, …}, found ") + kind(*vocab));
    std::vector<VocabEntry> entries;
    entries.reserve(vocab->size());
    for (const auto& [token, id] : vocab->items()) {
        const std::string key = "model.vocab: " + quote(token);
        entries.push_back({token, get_id(id, file, key), 0});
    }

    return entries;
}

// model.merges: "a b" or ["a", "b"], in rank order.
std::vector<MergeEntry> merge_entries(const json& model, const std::string& file) {
    const json* merges = member(model, "merges");
    if (!merges) fail(file, "model.merges", "missing (required)");
    if (!merges->is_array())
        fail(file, "model.merges", std::string("expected an array, found ") + kind(*merges));
    std::vector<MergeEntry> pairs;
    pairs.reserve(merges->size());
    for (std::size_t i = 0; i < merges->size(); ++i) {
        const json& m = (*merges)[i];
        const std::string key = "model.merges[" + std::to_string(i) + "]";
        if (m.is_string()) {
            const std::string& s = m.get_ref<const std::string&>();
            const std::size_t sp = s.find(' ');
            if (sp == std::string::npos || sp == 0 || sp + 1 == s.size() ||
                s.find(' ', sp + 1) != std::string::npos)
                fail(file, key, "expected two tokens separated by one space, found " + quote(s));
            pairs.push_back({s.substr(0, sp), s.substr(sp + 1), int(i)});
        } else if (m.is_array() && m.size() == 2 && m[0].is_string() && m[1].is_string()) {
            pairs.push_back({m[0].get<std::string>(), m[1].get<std::string>(), int(i)});
        } else {
            fail(file, key, std::string("expected \"a b\" or [\"a\", \"b\"], found ") + kind(m));
        }
    }

    return pairs;
}

// added_tokens: [{id, content, special}, …], absent or null for none.
std::vector<AddedEntry> added_entries(const json& root, const std::string& file) {
    std::vector<AddedEntry> added;
    if (const json* list = member(root, "added_tokens"); list && !list->is_null()) {
        if (!list->is_array())
            fail(file, "added_tokens", std::string("expected an array, found ") + kind(*list));
        for (std::size_t i = 0; i < list->size(); ++i) {
            const json& a = (*list)[i];
            const std::string key = "added_tokens[" + std::to_string(i) + "]";
            if (!a.is_object())
                fail(file, key, std::string("expected an object, found ") + kind(a));
            const json* id = member(a, "id");
            const json* content = member(a, "content");
            if (!id) fail(file, key + ".id", "missing (required)");
            if (!content) fail(file, key + ".content", "missing (required)");
            if (!content->is_string())
                fail(file, key + ".content",
                     std::string("expected a string, found ") + kind(*content));
            const json* special = member(a, "special");
            if (special && !special->is_boolean())
                fail(file, key + ".special",
                     std::string("expected true or false, found ") + kind(*special));
            added.push_back({content->get<std::string>(), get_id(*id, file, key + ".id"),
                             special && special->get<bool>()});
        }
    }

    return added;
}

}  // namespace

std::unique_ptr<BpeTokenizer::Impl> read_tokenizer_json(const std::string& text,
                                                        const std::string& file) {
    if (text.size() > kMaxTokenizerFileBytes)
        throw TokenizerError(file + ": is " + std::to_string(text.size()) +
                             " bytes; a tokenizer file may have at most 64 MiB");
    const json root = parse(text, file);
    if (!root.is_object())
        throw TokenizerError(file + ": expected a JSON object, found " + kind(root));
    check_pipeline(root, file);
    const json& model = bpe_model(root, file);
    std::vector<VocabEntry> entries = vocab_entries(model, file);
    const std::vector<MergeEntry> pairs = merge_entries(model, file);
    const std::vector<AddedEntry> added = added_entries(root, file);
    Places places{file, file, false};
    return build_bpe(std::move(entries), pairs, added, false, places);
}

}  // namespace attn::bpe
