#include "model/loss_history_json.hpp"

#include <cmath>
#include <limits>
#include <stdexcept>

#include "io/json_read.hpp"

namespace attn::detail {

nlohmann::ordered_json loss_history_to_json(const LossHistory& h) {
    nlohmann::ordered_json a = nlohmann::ordered_json::array();
    for (const LossSample& s : h) {
        // float → double is exact, so the shortest double text reads back to the same float.
        nlohmann::ordered_json o = {{"step", s.step}, {"train", double(s.train)}};
        if (std::isfinite(s.val)) o["val"] = double(s.val);
        a.push_back(std::move(o));
    }
    return a;
}

LossHistory loss_history_from_json(const json& j, const std::string& path) {
    expect_array(j, path, "{step, train, val} objects", -1,
                 static_cast<long long>(kMaxLossSamplesRead));
    LossHistory h;
    h.reserve(j.size());
    for (std::size_t i = 0; i < j.size(); ++i) {
        const json& s = j[i];
        const std::string p = at(path, i);
        if (!s.is_object())
            fail(p, std::string("expected an object {step, train, val}, got ") + kind(s));
        LossSample x;
        const json& step = field(s, p, "step");
        if (!step.is_number_integer() || step.get<long long>() < 0 ||
            step.get<long long>() > std::numeric_limits<int>::max())
            fail(p + ".step", "expected a whole number ≥ 0, got " + step.dump());
        x.step = step.get<int>();
        x.train = get_number(field(s, p, "train"), p + ".train");
        auto v = s.find("val");
        x.val = v == s.end() || v->is_null() ? std::numeric_limits<float>::quiet_NaN()
                                             : get_number(*v, p + ".val");
        h.push_back(x);
    }
    try {
        check_loss_history(h);
    } catch (const std::invalid_argument& e) {
        throw LessonError(path + e.what());  // e.what() starts with "[i].field: "
    }
    return h;
}

}  // namespace attn::detail
