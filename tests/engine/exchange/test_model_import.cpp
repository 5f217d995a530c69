// The bridge to PyTorch, both ways, checked without torch: a TinyGPT saved
// from PyTorch (tests/data/torch-fixture, made by make_torch_fixture.py)
// imports and gives PyTorch's own logits and attention weights; the training
// folder the lab exports reads back to the same model; bad files and
// vocabularies are refused with their name and the expected shape.
#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "attnlab/exchange/pytorch_export.hpp"
#include "attnlab/lesson/model_lesson.hpp"
#include "attnlab/model/model_scores.hpp"
#include "attnlab/model/safetensors.hpp"
#include "attnlab/training/trainer.hpp"
#include "test_helpers.hpp"

namespace attn {
namespace {

const std::string kFixture = std::string(ATTNLAB_SOURCE_DIR) + "/tests/data/torch-fixture/";

using test::slurp;

std::vector<std::string> fixture_vocabulary() {
    return parse_vocabulary_text(slurp(kFixture + "vocab.txt"), "vocab.txt");
}

struct ImportDir {
    std::filesystem::path path =
        std::filesystem::temp_directory_path() / ("attnlab-import-" + std::to_string(::getpid()));
    ImportDir() { std::filesystem::create_directories(path); }
    ~ImportDir() { std::filesystem::remove_all(path); }
    std::string operator/(const std::string& name) const { return (path / name).string(); }
};

TEST(ModelImport, PyTorchSavedModelGivesPyTorchsLogitsAndWeights) {
    const nlohmann::json expected = nlohmann::json::parse(slurp(kFixture + "expected.json"));
    const TrainedModel m =
        import_model_file(kFixture + "model.safetensors", 2, fixture_vocabulary());
    EXPECT_EQ(m.config, (ModelConfig{12, 8, 8, 2, 2, 16}));
    const std::vector<int> ids = expected["ids"].get<std::vector<int>>();
    Model model = m.to_model();
    const auto& logits = model.forward(ids, int(ids.size()));
    const auto want = expected["logits"].get<std::vector<std::vector<float>>>();
    ASSERT_EQ(logits.rows(), Eigen::Index(want.size()));
    for (std::size_t i = 0; i < want.size(); ++i)
        for (std::size_t v = 0; v < want[i].size(); ++v)
            EXPECT_NEAR(logits(Eigen::Index(i), Eigen::Index(v)), want[i][v], 1e-4)
                << i << "," << v;

    const std::vector<Trace> layers = model_layer_traces(model, ids);
    const auto weights =
        expected["weights"]
            .get<std::vector<std::vector<std::vector<std::vector<float>>>>>();  // L × h × n × n
    ASSERT_EQ(layers.size(), weights.size());
    for (std::size_t l = 0; l < weights.size(); ++l)
        for (std::size_t h = 0; h < weights[l].size(); ++h)
            for (std::size_t i = 0; i < ids.size(); ++i)
                for (std::size_t j = 0; j < ids.size(); ++j)
                    EXPECT_NEAR(layers[l].weights[h](Eigen::Index(i), Eigen::Index(j)),
                                weights[l][h][i][j], 1e-5)
                        << "layer " << l << " head " << h << " (" << i << "," << j << ")";
}

TEST(ModelImport, AFileWithoutMetadataNeedsHeadsAndVocabulary) {
    const std::string file = kFixture + "model.safetensors";
    try {
        import_model_file(file, 0, fixture_vocabulary());
        FAIL() << "no heads";
    } catch (const SafetensorsError& e) {
        EXPECT_NE(std::string(e.what()).find("heads"), std::string::npos) << e.what();
    }
    try {
        import_model_file(file, 2, {});
        FAIL() << "no vocabulary";
    } catch (const SafetensorsError& e) {
        EXPECT_NE(std::string(e.what()).find("vocabulary"), std::string::npos) << e.what();
    }
    std::vector<std::string> short_vocab = fixture_vocabulary();
    short_vocab.pop_back();
    try {
        import_model_file(file, 2, short_vocab);
        FAIL() << "vocabulary of the wrong size";
    } catch (const SafetensorsError& e) {
        EXPECT_NE(std::string(e.what()).find("11 words, but tok.weight has 12 rows"),
                  std::string::npos)
            << e.what();
    }
    EXPECT_THROW(import_model_file(file, 3, fixture_vocabulary()),
                 SafetensorsError);  // 3 does not divide d = 8
}

TEST(ModelImport, ExtraMissingOrMisShapedTensorsAreNamedWithTheExpectedShape) {
    ImportDir dir;
    const SafetensorsFile good = read_safetensors(kFixture + "model.safetensors");
    auto refused = [&](SafetensorsFile f, const std::string& needle) {
        write_safetensors(f, dir / "bad.safetensors");
        try {
            import_model_file(dir / "bad.safetensors", 2, fixture_vocabulary());
            ADD_FAILURE() << "accepted; expected: " << needle;
        } catch (const SafetensorsError& e) {
            EXPECT_NE(std::string(e.what()).find(needle), std::string::npos) << e.what();
            EXPECT_EQ(std::string(e.what()).rfind(dir / "bad.safetensors", 0), 0u)
                << "the message starts with the file: " << e.what();
        }
    };
    SafetensorsFile extra = good;
    extra.tensors["blocks.0.attn.extra"] = Tensor{{1}, {0.0f}};
    refused(extra, "tensor 'blocks.0.attn.extra' is not part of TinyGPT");
    SafetensorsFile missing = good;
    missing.tensors.erase("blocks.1.ff.2.bias");
    refused(missing, "tensor 'blocks.1.ff.2.bias' is missing");
    SafetensorsFile shaped = good;
    shaped.tensors["blocks.0.attn.out_proj.weight"] = Tensor{{4, 16}, std::vector<float>(64, 0.0f)};
    refused(shaped, "tensor 'blocks.0.attn.out_proj.weight': expected shape [8, 8], got [4, 16]");
}

TEST(ModelImport, VocabularyFilesAreJsonArraysOrLines) {
    EXPECT_EQ(parse_vocabulary_text("[\"<unk>\", \"a\"]", "v"),
              (std::vector<std::string>{"<unk>", "a"}));
    EXPECT_EQ(parse_vocabulary_text("<unk>\r\na\n\nb\n", "v"),
              (std::vector<std::string>{"<unk>", "a", "b"}));
    EXPECT_THROW(parse_vocabulary_text("{\"words\": []}", "v"), std::invalid_argument);
    EXPECT_THROW(parse_vocabulary_text("[1, 2]", "v"), std::invalid_argument);
    EXPECT_THROW(parse_vocabulary_text("\n\n", "v"), std::invalid_argument);
}

Trainer short_run() {
    Trainer tr(test::tiny_corpus(), test::tiny_options(6));
    tr.run();
    return tr;
}

TEST(ModelImport, ExportedTrainingFolderReadsBackToTheSameModel) {
    ImportDir dir;
    Trainer tr = short_run();
    const auto written = export_pytorch(tr, dir.path.string());
    for (const char* name : {"model.safetensors", "optimizer.safetensors", "corpus.json",
                             "vocab.json", "settings.json", "train.py", "README.md"})
        EXPECT_TRUE(std::filesystem::exists(dir.path / name)) << name;
    EXPECT_EQ(written.files.size(), 7u);
    EXPECT_EQ(written.steps, 6);
    EXPECT_FLOAT_EQ(written.val_loss, tr.last_validation_loss());

    const TrainedModel back =
        import_model_file(dir / "model.safetensors", 0, {});  // heads, vocabulary from metadata
    EXPECT_EQ(back.weights, TrainedModel::from_model(tr.model(), tr.corpus().vocabulary).weights);
    EXPECT_EQ(back.vocabulary, tr.corpus().vocabulary);
    EXPECT_EQ(back.steps, 6);
    const std::vector<int> ids{1, 4, 2, 7, 3};
    Model a = back.to_model(), b = tr.model();
    EXPECT_EQ(Matrix(a.forward(ids, 5)), Matrix(b.forward(ids, 5)));

    // The optimiser state is the trainer's, name by name.
    const SafetensorsFile opt = read_safetensors(dir / "optimizer.safetensors");
    EXPECT_EQ(opt.metadata.at("step"), "6");
    const ParameterSlot head = parameter_layout(tr.model().config()).back();
    const Tensor& m1 = opt.tensors.at("exp_avg." + head.name);
    EXPECT_EQ(m1.shape, head.shape);
    EXPECT_EQ(m1.data[3], tr.optimizer().first_moment()[head.offset + 3]);

    const nlohmann::json settings = nlohmann::json::parse(slurp(dir / "settings.json"));
    EXPECT_EQ(settings["lab"]["steps"], 6);
    EXPECT_FLOAT_EQ(settings["lab"]["val_loss"].get<float>(), tr.last_validation_loss());
    EXPECT_FLOAT_EQ(settings["adamw"]["last_lr"].get<float>(), tr.last_lr());
    const nlohmann::json corpus = nlohmann::json::parse(slurp(dir / "corpus.json"));
    const Trainer::ValidationWindows w = tr.validation_windows();
    EXPECT_EQ(corpus["validation_windows"]["inputs"].size(), std::size_t(w.count()));
    EXPECT_EQ(corpus["train"].get<std::vector<int>>(), tr.corpus().train);
    EXPECT_EQ(slurp(dir / "train.py"), pytorch_training_script());
    EXPECT_NE(pytorch_training_script().find("def main()"), std::string::npos);
}

// Paused between validations, the run's last reported validation loss is of an
// earlier step; the export measures the weights it writes (what train.py sees),
// and drops a continuation left by an earlier export into the same folder.
TEST(ModelImport, APausedRunExportsTheValidationLossOfItsCurrentWeights) {
    ImportDir dir;
    TrainOptions o = test::tiny_options(10);
    o.eval_every = 3;
    Trainer tr(test::tiny_corpus(), o);
    ASSERT_EQ(tr.advance(4).status, TrainStatus::Paused);
    const float reported = tr.last_validation_loss();  // measured at step 3
    Trainer copy = tr;
    const float now = copy.validation_loss();
    ASSERT_NE(reported, now);
    std::ofstream(dir / "continued.safetensors") << "from an earlier export";
    const PyTorchExport x = export_pytorch(tr, dir.path.string());
    EXPECT_EQ(x.steps, 4);
    EXPECT_EQ(x.val_loss, now);
    EXPECT_FLOAT_EQ(
        nlohmann::json::parse(slurp(dir / "settings.json"))["lab"]["val_loss"].get<float>(), now);
    EXPECT_FALSE(std::filesystem::exists(dir.path / "continued.safetensors"));
    ASSERT_EQ(tr.advance(6).status, TrainStatus::Finished) << "the export does not disturb the run";
}

TEST(ModelImport, ExportIntoAPlaceThatIsAFileIsRefusedByName) {
    ImportDir dir;
    std::ofstream(dir / "taken") << "x";
    Trainer tr = short_run();
    try {
        export_pytorch(tr, dir / "taken");
        FAIL();
    } catch (const std::runtime_error& e) {
        EXPECT_NE(std::string(e.what()).find(dir / "taken"), std::string::npos) << e.what();
    }
}

TEST(ModelImport, LessonFromModelReadsItsOwnVocabulary) {
    const TrainedModel m =
        import_model_file(kFixture + "model.safetensors", 2, fixture_vocabulary());
    const Lesson l = lesson_from_model(m, {}, "t", "d");
    ASSERT_EQ(l.sentences.size(), 1u);
    EXPECT_EQ(l.sentences[0], "the bubbe made matzah ball soup again");
    EXPECT_EQ(l.table.word_count(), 12);
    EXPECT_EQ(l.table.axis_count(), 8);
    EXPECT_EQ(l.table.value(2, 5), m.weights[2 * 8 + 5]);  // tok.weight row 2
    Vocabulary small({"<unk>", "x", "y"});
    EXPECT_EQ(default_model_sentence(small), "x y");
}

bool have_torch() { return std::system("/usr/bin/python3 -c 'import torch' >/dev/null 2>&1") == 0; }

// Runs a command, returns its exit status and what it printed (stdout and stderr).
std::pair<int, std::string> run(const std::string& cmd) {
    FILE* p = popen((cmd + " 2>&1").c_str(), "r");
    std::string out;
    char buf[4096];
    while (p && std::fgets(buf, sizeof buf, p)) out += buf;
    const int status = p ? pclose(p) : -1;
    return {status, out};
}

// "validation loss before the first update: X" from the script's output.
float loss_before(const std::string& out) {
    const std::string key = "validation loss before the first update: ";
    const auto at = out.find(key);
    return at == std::string::npos ? -1.0f : std::stof(out.substr(at + key.size()));
}

TEST(ModelImport, ExportedScriptContinuesInPyTorchFromTheLabsValidationLoss) {
    if (!have_torch())
        GTEST_SKIP() << "no torch for /usr/bin/python3 (apt-get install python3-torch)";
    ImportDir dir;
    Trainer tr = short_run();
    export_pytorch(tr, dir.path.string());
    const auto [status, out] =
        run("/usr/bin/python3 " + (dir / "train.py") + " --steps 3 --eval-every 1");
    ASSERT_EQ(status, 0) << out;
    EXPECT_NEAR(loss_before(out), tr.last_validation_loss(), 1e-4) << out;
    EXPECT_NE(out.find("step 9 "), std::string::npos)
        << "the steps continue from the lab's 6: " << out;
    const TrainedModel back = import_model_file(dir / "continued.safetensors", 0, {});
    EXPECT_EQ(back.steps, 9);
    EXPECT_NE(back.weights, TrainedModel::from_model(tr.model(), tr.corpus().vocabulary).weights)
        << "three updates happened";
}

// Each position encoding: PyTorch's model (train.py's TinyGPT) starts from the
// lab's validation loss, trains, and its weights read back with the encoding.
class ExportedPositions : public ::testing::TestWithParam<PositionEncoding> {};

TEST_P(ExportedPositions, TheScriptStartsFromTheLabsLossAndKeepsTheEncoding) {
    if (!have_torch())
        GTEST_SKIP() << "no torch for /usr/bin/python3 (apt-get install python3-torch)";
    ImportDir dir;
    TrainOptions o = test::tiny_options(6);
    o.model.position = GetParam();
    o.model.rope_base = 100.0;
    Trainer tr(test::tiny_corpus(), o);
    tr.run();
    export_pytorch(tr, dir.path.string());
    const auto [status, out] =
        run("/usr/bin/python3 " + (dir / "train.py") + " --steps 2 --eval-every 1");
    ASSERT_EQ(status, 0) << out;
    EXPECT_NEAR(loss_before(out), tr.last_validation_loss(), 1e-4) << out;
    const TrainedModel back = import_model_file(dir / "continued.safetensors", 0, {});
    EXPECT_EQ(back.config, tr.model().config());
    EXPECT_EQ(back.steps, 8);
}

INSTANTIATE_TEST_SUITE_P(Encodings, ExportedPositions,
                         ::testing::Values(PositionEncoding::None, PositionEncoding::Sinusoidal,
                                           PositionEncoding::Rope, PositionEncoding::Alibi),
                         [](const auto& info) {
                             return std::string(position_encoding_name(info.param));
                         });

TEST(ModelImport, ExportedScriptRunsUnderTorchrunWithTwoProcesses) {
    if (!have_torch() || run("command -v torchrun").first != 0)
        GTEST_SKIP() << "no torch / torchrun";
    ImportDir dir;
    Trainer tr = short_run();
    export_pytorch(tr, dir.path.string());
    // --redirects 1 --tee 1: Debian 12's torch 1.13 with Python 3.11 cannot parse
    // torchrun's default "--redirects 0" (README.md of the export says so too).
    const auto [status, out] =
        run("OMP_NUM_THREADS=1 torchrun --standalone --nproc_per_node 2 --redirects 1 --tee 1 " +
            (dir / "train.py") + " --steps 2 --eval-every 1");
    ASSERT_EQ(status, 0) << out;
    EXPECT_NE(out.find("processes 2"), std::string::npos) << out;
    EXPECT_NEAR(loss_before(out), tr.last_validation_loss(), 1e-4) << out;
    EXPECT_EQ(import_model_file(dir / "continued.safetensors", 0, {}).steps, 8);
}

}  // namespace
}  // namespace attn
