#include "io/json_parse.hpp"

namespace attn::detail {
namespace {

// nlohmann's "[json.exception.parse_error.101] parse error at line 1, column 17: syntax
// error while parsing object - unexpected string literal; expected '}'" in our words:
// "line 1, column 17: unexpected string literal; expected '}'".
std::string plain_message(const std::string& library) {
    std::string m = library;
    if (const auto p = m.find("] "); p != std::string::npos && m.rfind("[json.", 0) == 0)
        m = m.substr(p + 2);
    for (const char* lead : {"parse error at ", "parse error: "})
        if (m.rfind(lead, 0) == 0) m = m.substr(std::char_traits<char>::length(lead));
    const std::string syntax = "syntax error while parsing ";
    if (const auto s = m.find(syntax); s != std::string::npos) {
        const auto dash = m.find(" - ", s);
        if (dash != std::string::npos) m.erase(s, dash + 3 - s);
    }
    return m;
}

const char* kind_of(const json& j) {
    if (j.is_string()) return "a string";
    if (j.is_number()) return "a number";
    if (j.is_boolean()) return "true or false";
    if (j.is_null()) return "null";
    if (j.is_array()) return "an array";
    return "an object";
}

}  // namespace

json parse_json(const char* begin, const char* end, int max_depth,
                const JsonEventObserver& observer) {
    try {
        return json::parse(begin, end, [&](int depth, json::parse_event_t event, json& value) {
            if ((event == json::parse_event_t::object_start ||
                 event == json::parse_event_t::array_start) &&
                depth >= max_depth)
                throw JsonSyntaxError("nested deeper than " + std::to_string(max_depth) +
                                      " levels of arrays and objects");
            return observer ? observer(depth, event, value) : true;
        });
    } catch (const json::out_of_range&) {
        // The only range error the parser raises: a number beyond double range (1e999).
        throw JsonSyntaxError("a number too large to represent (expected a finite number)");
    } catch (const json::exception& e) {
        throw JsonSyntaxError(plain_message(e.what()));
    }
}

std::vector<std::string> parse_string_array(const std::string& text) {
    const json j = parse_json(text, 2);
    if (!j.is_array())
        throw JsonSyntaxError(std::string("expected an array of strings, got ") + kind_of(j));
    std::vector<std::string> out;
    out.reserve(j.size());
    for (std::size_t i = 0; i < j.size(); ++i) {
        if (!j[i].is_string())
            throw JsonSyntaxError("expected an array of strings, item " + std::to_string(i) +
                                  " is " + kind_of(j[i]));
        out.push_back(j[i].get<std::string>());
    }
    return out;
}

}  // namespace attn::detail
