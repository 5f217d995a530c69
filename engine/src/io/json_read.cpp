#include "io/json_read.hpp"

#include <cmath>
#include <vector>

#include "attnlab/support/limits.hpp"

namespace attn::detail {
namespace {

// Follows the parser through the document so that an error (or excess
// nesting) can be reported with the path of the value being read.
class PathTracker {
  public:
    bool on_event(json::parse_event_t event, json& parsed) {
        using E = json::parse_event_t;
        switch (event) {
            case E::object_start:
            case E::array_start:
                start_child();
                frames_.push_back({event == E::array_start, 0, {}});
                break;
            case E::key:
                if (!frames_.empty()) {
                    frames_.back().key = parsed.get<std::string>();
                    frames_.back().value_read = false;
                }
                break;
            case E::value:
                start_child();
                value_read();
                break;
            case E::object_end:
            case E::array_end:
                if (!frames_.empty()) frames_.pop_back();
                value_read();
                break;
        }
        return true;
    }

    // The path of the value the parser is reading now (or is about to read); between an
    // object's members, "after KEY" (the error is not in KEY's value, which was read whole).
    std::string path() const {
        std::string p;
        for (std::size_t i = 0; i < frames_.size(); ++i) {
            const Frame& f = frames_[i];
            const bool top = i + 1 == frames_.size();
            if (f.array) {
                if (f.count > 0 || top) p = at(p, top ? f.count : f.count - 1);
            } else if (top && f.value_read && !f.key.empty()) {
                p += (p.empty() ? "after " : " after ") + f.key;
            } else if (!f.key.empty() || top) {
                p += (p.empty() ? "" : ".") + f.key;
            }
        }
        return p.empty() ? "(top level)" : p;
    }

  private:
    struct Frame {
        bool array;
        std::size_t count;        // array elements started so far
        std::string key;          // object: the last key read
        bool value_read = false;  // object: that key's value was read whole
    };
    void start_child() {
        if (!frames_.empty() && frames_.back().array) ++frames_.back().count;
    }
    void value_read() {
        if (!frames_.empty() && !frames_.back().array) frames_.back().value_read = true;
    }
    std::vector<Frame> frames_;
};

}  // namespace

void fail(const std::string& path, const std::string& what) {
    throw LessonError(path + ": " + what);
}

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
            return "a boolean";
        case json::value_t::number_integer:
        case json::value_t::number_unsigned:
        case json::value_t::number_float:
            return "a number";
        default:
            return "something else";
    }
}

json parse_limited(const std::string& text) {
    if (text.size() > kMaxLessonBytes)
        fail("(file)", "is " + std::to_string(text.size()) +
                           " bytes; a lesson file may have at most " +
                           std::to_string(kMaxLessonBytes >> 20) + " MiB");
    PathTracker tracker;
    try {
        return parse_json(text, kMaxJsonDepth, [&](int, json::parse_event_t e, json& v) {
            return tracker.on_event(e, v);
        });
    } catch (const JsonSyntaxError& e) {
        // The tracker's path is the value being read (a number too large: the one after
        // the last value read).
        const std::string what = e.what();
        const bool syntax = what.rfind("line ", 0) == 0;
        fail(tracker.path(), syntax ? "not valid JSON here: " + what : what);
    }
}

const json& field(const json& obj, const std::string& path, const char* key) {
    auto it = obj.find(key);
    if (it == obj.end()) fail(path.empty() ? key : path + "." + key, "missing (required)");
    return *it;
}

std::string get_string(const json& j, const std::string& path) {
    if (!j.is_string()) fail(path, std::string("expected a string, got ") + kind(j));
    return j.get<std::string>();
}

std::string opt_string(const json& obj, const std::string& prefix, const char* key) {
    auto it = obj.find(key);
    return it == obj.end() ? std::string() : get_string(*it, prefix + key);
}

bool opt_bool(const json& obj, const std::string& prefix, const char* key, bool dflt) {
    auto it = obj.find(key);
    if (it == obj.end()) return dflt;
    if (!it->is_boolean())
        fail(prefix + key, std::string("expected true or false, got ") + kind(*it));
    return it->get<bool>();
}

float get_number(const json& j, const std::string& path) {
    if (!j.is_number()) fail(path, std::string("expected a finite number, got ") + kind(j));
    const double v = j.get<double>();
    // Beyond FLT_MAX a value would become infinity as a 32-bit float.
    if (!std::isfinite(v) || std::fabs(v) > 3.4028234663852886e38)
        fail(path, "expected a finite number within ±3.4e38 (32-bit float range)");
    return static_cast<float>(v);
}

std::size_t expect_array(const json& j, const std::string& path, const char* of_what,
                         long long count, long long max) {
    if (!j.is_array())
        fail(path, std::string("expected an array of ") + of_what + ", got " + kind(j));
    const auto n = static_cast<long long>(j.size());
    if (count >= 0 && n != count)
        fail(path,
             "expected " + std::to_string(count) + " " + of_what + ", got " + std::to_string(n));
    if (n > max)
        fail(path, "has " + std::to_string(n) + " " + of_what + "; at most " + std::to_string(max) +
                       " are supported");
    return j.size();
}

Matrix get_matrix(const json& j, const std::string& path, int rows, int cols) {
    expect_array(j, path, "rows", rows, rows);
    for (int i = 0; i < rows; ++i) expect_array(j[i], at(path, i), "numbers", cols, cols);
    Matrix m(rows, cols);
    for (int i = 0; i < rows; ++i)
        for (int k = 0; k < cols; ++k) m(i, k) = get_number(j[i][k], at(at(path, i), k));
    return m;
}

}  // namespace attn::detail
