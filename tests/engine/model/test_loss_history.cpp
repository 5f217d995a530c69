// The loss history a trained lesson keeps (model.loss_history): thinning,
// lossless round trips, old files without it, and bad values named by path.
#include <gtest/gtest.h>

#include <cmath>
#include <fstream>
#include <iterator>
#include <limits>
#include <nlohmann/json.hpp>

#include "attnlab/lesson/lesson_io.hpp"
#include "attnlab/model/loss_history.hpp"
#include "attnlab/model/model.hpp"

namespace attn {
namespace {

const float kNaN = std::numeric_limits<float>::quiet_NaN();

// A lesson holding a tiny untrained model (V 4, T 4, d 4, 2 heads, 2 layers).
Lesson lesson_with_model(LossHistory history) {
    Model m(ModelConfig{4, 4, 4, 2, 2, 8});
    m.init(7);
    TrainedModel t = TrainedModel::from_model(m, Vocabulary({"<unk>", "the", "bubbe", "soup"}));
    t.corpus = "tiny";
    t.steps = history.empty() ? 0 : history.back().step;
    t.loss_history = std::move(history);
    Lesson l;
    l.title = "trained";
    l.model = std::move(t);
    return l;
}

// Samples 1…n, train 4 − step/1000, validation every `every` steps.
LossHistory run_of(int n, int every) {
    LossHistory h;
    for (int s = 1; s <= n; ++s)
        h.push_back({s, 4.0f - float(s) / 1000.0f, s % every == 0 ? 3.0f + float(s) / 1e6f : kNaN});
    return h;
}

TEST(LossHistory, SavingAndOpeningIsLosslessIncludingTheHistory) {
    LossHistory h = {
        {1, 4.1234567f, kNaN}, {2, 3.5f, kNaN}, {50, 2.0000002f, 2.25f}, {51, 1.9f, kNaN}};
    const Lesson l = lesson_with_model(h);
    const std::string text = lesson_to_json(l);
    const Lesson back = lesson_from_json(text);
    ASSERT_TRUE(back.model.has_value());
    ASSERT_EQ(back.model->loss_history.size(), 4u);
    EXPECT_EQ(back.model->loss_history, h);
    EXPECT_EQ(back.model->loss_history[0].train, 4.1234567f);  // bit for bit
    EXPECT_TRUE(std::isnan(back.model->loss_history[1].val));
    EXPECT_EQ(back.model->loss_history[2].val, 2.25f);
    EXPECT_EQ(back, l);
    EXPECT_EQ(lesson_to_json(back), text);
    // "val" is left out where it was not measured.
    const auto j = nlohmann::json::parse(text);
    EXPECT_FALSE(j["model"]["loss_history"][0].contains("val"));
    EXPECT_EQ(j["model"]["loss_history"][2]["step"], 50);
}

TEST(LossHistory, AFileWithoutTheFieldStillOpens) {
    // What older builds wrote: a model and no loss_history (the writer leaves it
    // out when empty, so this is byte-for-byte the older form).
    const std::string text = lesson_to_json(lesson_with_model({}));
    EXPECT_EQ(text.find("loss_history"), std::string::npos);
    const Lesson back = lesson_from_json(text);
    ASSERT_TRUE(back.model.has_value());
    EXPECT_TRUE(back.model->loss_history.empty());
    // The field is optional: it raised no version (version 2 came with lesson steps).
    EXPECT_EQ(nlohmann::json::parse(text)["version"], kLessonFormatVersion);
    // null reads as no history too.
    auto j = nlohmann::json::parse(text);
    j["model"]["loss_history"] = nullptr;
    EXPECT_TRUE(lesson_from_json(j.dump()).model->loss_history.empty());
}

// A trained lesson as builds before the loss history wrote it (committed file).
TEST(LossHistory, ALessonSavedBeforeTheFieldExistedOpensAndSavesUnchanged) {
    const std::string path =
        std::string(ATTNLAB_SOURCE_DIR) + "/tests/data/trained-before-history.attnlab.json";
    const Lesson l = read_lesson_file(path);
    ASSERT_TRUE(l.model.has_value());
    EXPECT_TRUE(l.model->loss_history.empty());
    EXPECT_EQ(l.model->steps, 3);
    EXPECT_EQ(l.model->config.layers, 2);
    std::ifstream f(path);
    std::string text((std::istreambuf_iterator<char>(f)), std::istreambuf_iterator<char>());
    // Written back byte for byte but for the version line (steps raised it to 2, translations to
    // 3, the position encoding to 4, the two models' sources to 5) and the positions switch, now
    // the encoding it chose: no
    // field appears.
    const std::string v1 = "\"version\": 1,";
    ASSERT_NE(text.find(v1), std::string::npos);
    text.replace(text.find(v1), v1.size(), "\"version\": 5,");
    const std::string positions = "\"positions\": false";
    ASSERT_NE(text.find(positions), std::string::npos);
    text.replace(text.find(positions), positions.size(), "\"position_encoding\": \"none\"");
    EXPECT_EQ(lesson_to_json(l), text);
}

TEST(LossHistory, BadValuesAreNamedByTheirPath) {
    const std::string good = lesson_to_json(lesson_with_model({{1, 4.0f, kNaN}, {2, 3.0f, 3.5f}}));
    const struct {
        const char* patch;  // replaces model.loss_history
        const char* says;
    } cases[] = {
        {R"("lots")",
         "model.loss_history: expected an array of {step, train, val} objects, got a string"},
        {R"([[1, 4.0]])",
         "model.loss_history[0]: expected an object {step, train, val}, got an array"},
        {R"([{"train": 4.0}])", "model.loss_history[0].step: missing (required)"},
        {R"([{"step": 1}])", "model.loss_history[0].train: missing (required)"},
        {R"([{"step": -1, "train": 4.0}])",
         "model.loss_history[0].step: expected a whole number ≥ 0, got -1"},
        {R"([{"step": 1.5, "train": 4.0}])",
         "model.loss_history[0].step: expected a whole number ≥ 0, got 1.5"},
        {R"([{"step": "1", "train": 4.0}])",
         "model.loss_history[0].step: expected a whole number ≥ 0, got \"1\""},
        {R"([{"step": 1, "train": "NaN"}])",
         "model.loss_history[0].train: expected a finite number, got a string"},
        {R"([{"step": 1, "train": 4.0, "val": "NaN"}])",
         "model.loss_history[0].val: expected a finite number, got a string"},
        {R"([{"step": 1, "train": 1e999}])", "model.loss_history[0].train: a number too large"},
        {R"([{"step": 2, "train": 4.0}, {"step": 2, "train": 3.0}])",
         "model.loss_history[1].step: steps must increase (2 after 2)"},
        {R"([{"step": 5, "train": 4.0}, {"step": 3, "train": 3.0}])",
         "model.loss_history[1].step: steps must increase (3 after 5)"},
    };
    for (const auto& c : cases) {
        auto j = nlohmann::json::parse(good);
        std::string text = j.dump();
        const std::string field = "\"loss_history\":";
        const auto at = text.find(field);
        ASSERT_NE(at, std::string::npos);
        const auto end = text.find(']', at) + 1;
        text.replace(at + field.size(), end - at - field.size(), c.patch);
        try {
            lesson_from_json(text);
            ADD_FAILURE() << "accepted " << c.patch;
        } catch (const LessonError& e) {
            EXPECT_NE(std::string(e.what()).find(c.says), std::string::npos)
                << e.what() << "\n  wanted: " << c.says;
        }
    }
}

// The run's provenance beside the history: a field present with the wrong kind of value is
// named (a negative "steps" opened and was shown as "trained -5 steps").
TEST(LossHistory, BadProvenanceIsNamedByItsPath) {
    const std::string good = lesson_to_json(lesson_with_model({{1, 4.0f, kNaN}}));
    const struct {
        const char* key;
        nlohmann::json value;
        const char* says;
    } cases[] = {
        {"steps", -5, "model.steps: expected a whole number ≥ 0, got -5"},
        {"steps", 2.5, "model.steps: expected a whole number ≥ 0, got 2.5"},
        {"steps", 1e12, "model.steps: expected a whole number ≥ 0"},
        {"seed", "one", "model.seed: expected a whole number ≥ 0, got \"one\""},
        {"seed", -1, "model.seed: expected a whole number ≥ 0, got -1"},
        {"corpus", 7, "model.corpus: expected a string, got 7"},
        {"train_loss", "low", "model.train_loss: expected a number or null, got \"low\""},
    };
    for (const auto& c : cases) {
        auto j = nlohmann::json::parse(good);
        j["model"][c.key] = c.value;
        try {
            lesson_from_json(j.dump());
            ADD_FAILURE() << "accepted " << c.key << " = " << c.value.dump();
        } catch (const LessonError& e) {
            EXPECT_NE(std::string(e.what()).find(c.says), std::string::npos)
                << e.what() << "\n  wanted: " << c.says;
        }
    }
    auto j = nlohmann::json::parse(good);
    j["model"]["steps"] = 600;
    j["model"]["val_loss"] = nullptr;
    EXPECT_EQ(lesson_from_json(j.dump()).model->steps, 600);
}

TEST(LossHistory, WritingRefusesAHistoryThatCouldNotBeRead) {
    Lesson l = lesson_with_model({{3, 4.0f, kNaN}, {3, 3.0f, kNaN}});
    EXPECT_THROW(l.model->check(), std::invalid_argument);
    l.model->loss_history = {{1, kNaN, kNaN}};
    try {
        l.model->check();
        ADD_FAILURE();
    } catch (const std::invalid_argument& e) {
        EXPECT_STREQ(e.what(), "model.loss_history[0].train: expected a finite number");
    }
}

TEST(LossHistory, ThinningKeepsEndsValidationAndTheBound) {
    const LossHistory small = run_of(100, 10);
    EXPECT_EQ(thin_loss_history(small, 2000), small);  // short runs unchanged
    for (int n : {2001, 5000, 100000}) {
        const LossHistory all = run_of(n, 50);
        const LossHistory t = thin_loss_history(all);
        ASSERT_LE(t.size(), kMaxLossSamples) << n;
        EXPECT_GE(t.size(), kMaxLossSamples * 9 / 10) << n;  // the budget is used
        EXPECT_EQ(t.front(), all.front());
        EXPECT_EQ(t.back(), all.back());
        EXPECT_NO_THROW(check_loss_history(t));  // still increasing
        std::size_t vals = 0;
        for (const auto& s : t) {
            vals += std::isfinite(s.val) ? 1 : 0;
            EXPECT_EQ(s, all[std::size_t(s.step - 1)]);  // samples are kept, never changed
        }
        // Every validation sample while they fit in a quarter of the budget.
        EXPECT_GE(vals, std::min<std::size_t>(std::size_t(n / 50), kMaxLossSamples / 4)) << n;
        // Evenly spread: no gap wider than 3× the mean gap.
        int widest = 0;
        for (std::size_t i = 1; i < t.size(); ++i)
            widest = std::max(widest, t[i].step - t[i - 1].step);
        EXPECT_LE(widest, 3 * n / int(t.size()) + 1) << n;
    }
}

TEST(LossHistory, RecorderSkipsWhatALessonCannotHoldAndStaysBounded) {
    LossRecorder r;
    r.add(1, 4.0f, kNaN);
    r.add(1, 3.9f, kNaN);  // not after the last step
    r.add(2, kNaN, kNaN);  // a diverged step
    r.add(3, 3.5f, std::numeric_limits<float>::infinity());
    r.add(4, 3.4f, 3.6f);
    const LossHistory h = r.history();
    ASSERT_EQ(h.size(), 3u);
    EXPECT_EQ(h[1].step, 3);
    EXPECT_TRUE(std::isnan(h[1].val));
    EXPECT_EQ(r.history(3).size(), 2u);  // up to step 3
    LossRecorder big;
    for (int s = 1; s <= 50000; ++s) big.add(s, 4.0f, s % 100 == 0 ? 3.0f : kNaN);
    const LossHistory b = big.history();
    EXPECT_LE(b.size(), kMaxLossSamples);
    EXPECT_EQ(b.front().step, 1);
    EXPECT_EQ(b.back().step, 50000);
    EXPECT_NO_THROW(check_loss_history(b));
}

}  // namespace
}  // namespace attn
