// Trained models in lesson files and safetensors files: lossless round trips,
// TinyGPT names, and (when /usr/bin/python3 has torch) the same logits in PyTorch.
#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>

#include "attnlab/lesson/lesson_io.hpp"
#include "attnlab/model/safetensors.hpp"
#include "attnlab/training/trainer.hpp"
#include "test_helpers.hpp"

namespace attn {
namespace {

std::string temp_path(const std::string& name) {
    return (std::filesystem::temp_directory_path() /
            ("attnlab-" + std::to_string(::getpid()) + "-" + name))
        .string();
}

TrainedModel trained() {
    const Corpus c = test::tiny_corpus();
    const TrainOptions o = test::tiny_options(5);
    Trainer tr(c, o);
    const TrainResult r = tr.run();
    TrainedModel m = TrainedModel::from_model(tr.model(), c.vocabulary);
    m.corpus = c.name;
    m.steps = r.steps_done;
    m.seed = o.seed;
    m.train_loss = r.train_loss;
    m.val_loss = r.val_loss;
    return m;
}

TEST(ModelExchange, TrainedLessonSaveOpenIsLossless) {
    Lesson l = test::builtin("module1");
    l.model = trained();
    const std::string path = temp_path("trained.attnlab.json");
    write_lesson_file(l, path);
    const Lesson back = read_lesson_file(path);
    std::remove(path.c_str());
    ASSERT_TRUE(back.model.has_value());
    EXPECT_EQ(back.model->weights, l.model->weights);  // bit for bit
    EXPECT_EQ(back.model->vocabulary, l.model->vocabulary);
    EXPECT_EQ(back, l);
    EXPECT_EQ(lesson_to_json(back), lesson_to_json(l));
}

TEST(ModelExchange, LessonModelErrorsNameTheField) {
    Lesson l = test::builtin("module1");
    l.model = trained();
    std::string text = lesson_to_json(l);
    const auto at = text.find("\"count\": ");
    text.replace(at, 9, "\"count\": 1");  // count no longer matches the data
    try {
        lesson_from_json(text);
        FAIL();
    } catch (const LessonError& e) {
        EXPECT_EQ(std::string(e.what()).rfind("model.weights.count:", 0), 0u) << e.what();
    }
}

TEST(ModelExchange, SafetensorsWriteReadIsIdenticalWithTinyGptNames) {
    const TrainedModel m = trained();
    const SafetensorsFile f = to_safetensors(m);
    EXPECT_TRUE(f.tensors.count("blocks.1.attn.out_proj.bias"));
    EXPECT_EQ(f.tensors.at("blocks.0.attn.in_proj_weight").shape, (std::vector<int>{24, 8}));
    EXPECT_EQ(f.tensors.at("head.weight").shape, (std::vector<int>{m.config.vocab, 8}));
    const std::string path = temp_path("model.safetensors");
    write_safetensors(f, path);
    const SafetensorsFile back = read_safetensors(path);
    std::remove(path.c_str());
    EXPECT_EQ(back, f);
    const TrainedModel again = from_safetensors(back);
    EXPECT_EQ(again.config, m.config);
    EXPECT_EQ(again.vocabulary, m.vocabulary);
    EXPECT_EQ(again.weights, m.weights);
}

TEST(ModelExchange, SafetensorsErrorsNameTheTensor) {
    SafetensorsFile f = to_safetensors(trained());
    f.tensors.at("blocks.0.ff.2.bias").shape = {2, 4};
    EXPECT_THROW(
        {
            try {
                from_safetensors(f);
            } catch (const SafetensorsError& e) {
                EXPECT_NE(std::string(e.what()).find("blocks.0.ff.2.bias"), std::string::npos)
                    << e.what();
                throw;
            }
        },
        SafetensorsError);
    f.tensors.erase("ln.bias");
    EXPECT_THROW(from_safetensors(f), SafetensorsError);
    const std::string path = temp_path("garbage.safetensors");
    std::ofstream(path) << "not a safetensors file";
    EXPECT_THROW(read_safetensors(path), SafetensorsError);
    std::remove(path.c_str());
}

// Loads the exported file into the reference TinyGPT (tests/reference/tiny_gpt.py) with
// load_state_dict(strict=True) and compares its logits with the engine's. Skipped without torch.
TEST(ModelExchange, PyTorchTinyGptGivesTheSameLogits) {
    if (std::system("/usr/bin/python3 -c 'import torch' >/dev/null 2>&1") != 0)
        GTEST_SKIP() << "no torch for /usr/bin/python3";
    const std::string script = std::string(ATTNLAB_SOURCE_DIR) + "/tests/data/torch_logits.py";
    const TrainedModel m = trained();
    const std::string path = temp_path("torch.safetensors");
    write_safetensors(to_safetensors(m), path);
    const std::vector<int> ids{1, 5, 3, 2, 7, 4};
    std::string cmd =
        "/usr/bin/python3 " + script + " " + path + " " + std::to_string(m.config.heads);
    for (int id : ids) cmd += " " + std::to_string(id);
    FILE* p = popen(cmd.c_str(), "r");
    ASSERT_NE(p, nullptr);
    std::vector<float> torch_logits;
    float v;
    while (std::fscanf(p, "%f", &v) == 1) torch_logits.push_back(v);
    ASSERT_EQ(pclose(p), 0) << cmd;
    std::remove(path.c_str());
    Model model = m.to_model();
    const auto& logits = model.forward(ids, int(ids.size()));
    ASSERT_EQ(torch_logits.size(), std::size_t(logits.size()));
    for (std::size_t i = 0; i < torch_logits.size(); ++i)
        EXPECT_NEAR(logits.data()[i], torch_logits[i], 1e-4) << i;
}

}  // namespace
}  // namespace attn
