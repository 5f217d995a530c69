// A lesson that points at a real model (Lesson::real_model): stored relative
// to the lesson when the model is inside or beside its folder, absolute
// otherwise; read back resolved; a lesson and model moved together still
// find each other; a missing part is named with the full path of the file to
// put there; the lesson itself opens with or without the model.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <iterator>

#include "attnlab/lesson/lesson_io.hpp"
#include "attnlab/lesson/model_reference.hpp"
#include "attnlab/lesson/real_model_lesson.hpp"
#include "attnlab/tokenizers/char_tokenizer.hpp"
#include "test_helpers.hpp"

namespace attn {
namespace {

namespace fs = std::filesystem;

using test::slurp;

void touch(const fs::path& p, const std::string& text = "x") {
    fs::create_directories(p.parent_path());
    std::ofstream(p, std::ios::binary) << text;
}

// A Hugging Face folder's files (presence is all the check looks at).
void hf_folder(const fs::path& dir) {
    for (const char* f : {"config.json", "model.safetensors", "vocab.json", "merges.txt"})
        touch(dir / f);
}

Lesson pointing_at(const fs::path& model, int heads = 0) {
    Lesson l = test::builtin("module1");
    l.real_model = ModelReference{model.string(), heads};
    return l;
}

// The "real_model" object of a saved lesson, as text.
std::string real_model_text(const fs::path& lesson) {
    const std::string text = slurp(lesson);
    const auto at = text.find("\"real_model\"");
    return at == std::string::npos ? "(none)" : text.substr(at, text.find('}', at) - at + 1);
}

// The path it stores.
std::string stored_path(const fs::path& lesson) {
    const std::string text = slurp(lesson);
    const auto at = text.find("\"real_model\"");
    if (at == std::string::npos) return "(none)";
    const auto p = text.find("\"path\": \"", at);
    const auto start = p + 9;
    return text.substr(start, text.find('"', start) - start);
}

class ModelReferenceFiles : public ::testing::Test {
  protected:
    void SetUp() override {
        // The real folder (no symbolic link above it), so expected paths compare exactly.
        root_ = fs::weakly_canonical(fs::temp_directory_path()) /
                ("attnlab_modelref_" + std::to_string(::getpid()) + "_" +
                 ::testing::UnitTest::GetInstance()->current_test_info()->name());
        fs::remove_all(root_);
        fs::create_directories(root_);
    }
    void TearDown() override { fs::remove_all(root_); }
    fs::path root_;
};

TEST_F(ModelReferenceFiles, AModelInsideTheLessonsFolderIsStoredRelativeAndReadBackAbsolute) {
    const fs::path model = root_ / "course" / "models" / "gpt2";
    hf_folder(model);
    const fs::path lesson = root_ / "course" / "gpt2.attnlab.json";
    write_lesson_file(pointing_at(model, 0), lesson.string());
    EXPECT_EQ(stored_path(lesson), "models/gpt2");
    EXPECT_EQ(real_model_text(lesson).find("heads"), std::string::npos)
        << "heads 0 (the model says) is not written";
    const Lesson back = read_lesson_file(lesson.string());
    ASSERT_TRUE(back.real_model);
    EXPECT_EQ(back.real_model->path, model.string());
    EXPECT_EQ(back.real_model->heads, 0);
    // The lesson's folder itself is "."; a model file below it keeps its name.
    write_lesson_file(pointing_at(root_ / "course"), lesson.string());
    EXPECT_EQ(stored_path(lesson), ".");
    EXPECT_EQ(read_lesson_file(lesson.string()).real_model->path, (root_ / "course").string());
    write_lesson_file(pointing_at(root_ / "course" / "out" / "ckpt.pt", 6), lesson.string());
    EXPECT_EQ(stored_path(lesson), "out/ckpt.pt");
    EXPECT_NE(real_model_text(lesson).find("\"heads\": 6"), std::string::npos)
        << real_model_text(lesson);
    EXPECT_EQ(read_lesson_file(lesson.string()).real_model->heads, 6);
}

TEST_F(ModelReferenceFiles, AModelBesideTheLessonsFolderIsOneFolderUpAndAFarOneIsAbsolute) {
    const fs::path lesson = root_ / "course" / "lessons" / "a.attnlab.json";
    fs::create_directories(lesson.parent_path());
    write_lesson_file(pointing_at(root_ / "course" / "models" / "gpt2"), lesson.string());
    EXPECT_EQ(stored_path(lesson), "../models/gpt2");
    EXPECT_EQ(read_lesson_file(lesson.string()).real_model->path,
              (root_ / "course" / "models" / "gpt2").string());
    // Two folders up is not beside: the absolute path, as given (tidied: no "..", no trailing
    // slash).
    const std::string far = (root_ / "elsewhere" / "deep" / ".." / "deep" / "m").string() + "/";
    write_lesson_file(pointing_at(far), lesson.string());
    EXPECT_EQ(stored_path(lesson), (root_ / "elsewhere" / "deep" / "m").string());
    EXPECT_EQ(read_lesson_file(lesson.string()).real_model->path,
              (root_ / "elsewhere" / "deep" / "m").string());
}

TEST_F(ModelReferenceFiles, StoredAndResolvedPathsOfTheHelpersAgree) {
    const std::string lesson = (root_ / "a" / "l.attnlab.json").string();
    fs::create_directories(root_ / "a");
    EXPECT_EQ(stored_model_path((root_ / "a" / "m").string(), lesson), "m");
    EXPECT_EQ(stored_model_path((root_ / "b" / "m").string(), lesson), "../b/m");
    EXPECT_EQ(stored_model_path("/usr/share/models/gpt2", lesson), "/usr/share/models/gpt2");
    EXPECT_EQ(resolved_model_path("m", lesson), (root_ / "a" / "m").string());
    EXPECT_EQ(resolved_model_path("../b/m/", lesson), (root_ / "b" / "m").string());
    EXPECT_EQ(resolved_model_path("/x/./y/../z", lesson), "/x/z");
    // A lesson in a folder just under the root: going up would make every path "beside" it.
    EXPECT_EQ(stored_model_path("/var/models/gpt2", "/tmp/l.attnlab.json"), "/var/models/gpt2");
}

TEST_F(ModelReferenceFiles, ALessonAndItsModelMovedTogetherStillFindEachOther) {
    const fs::path before = root_ / "usb-stick";
    hf_folder(before / "models" / "gpt2");
    write_lesson_file(pointing_at(before / "models" / "gpt2"),
                      (before / "lesson.attnlab.json").string());
    const fs::path after = root_ / "home" / "teacher" / "course";
    fs::create_directories(after.parent_path());
    fs::rename(before, after);
    const Lesson moved = read_lesson_file((after / "lesson.attnlab.json").string());
    ASSERT_TRUE(moved.real_model);
    EXPECT_EQ(moved.real_model->path, (after / "models" / "gpt2").string());
    EXPECT_TRUE(check_model_reference(*moved.real_model).present())
        << check_model_reference(*moved.real_model).lesson_message();
}

TEST_F(ModelReferenceFiles, ALessonReachedThroughASymbolicLinkResolvesAgainstItsRealFolder) {
    const fs::path real_dir = root_ / "real";
    hf_folder(real_dir / "gpt2");
    const fs::path lesson = real_dir / "l.attnlab.json";
    write_lesson_file(pointing_at(real_dir / "gpt2"), lesson.string());
    fs::create_directories(root_ / "links");
    fs::create_symlink(lesson, root_ / "links" / "l.attnlab.json");
    // Read through the link, and saved through it: the path stays relative to the real folder.
    const Lesson via_link = read_lesson_file((root_ / "links" / "l.attnlab.json").string());
    EXPECT_EQ(via_link.real_model->path, (real_dir / "gpt2").string());
    write_lesson_file(via_link, (root_ / "links" / "l.attnlab.json").string());
    EXPECT_TRUE(fs::is_symlink(root_ / "links" / "l.attnlab.json"));
    EXPECT_EQ(stored_path(lesson), "gpt2");
}

TEST_F(ModelReferenceFiles, TheLessonOpensWithoutItsModelAndTheCheckNamesTheFileToPutWhere) {
    const fs::path model = root_ / "models" / "gpt2";
    hf_folder(model);
    fs::remove(model / "model.safetensors");
    const fs::path lesson = root_ / "l.attnlab.json";
    write_lesson_file(pointing_at(model), lesson.string());
    const Lesson l = read_lesson_file(lesson.string());  // no throw: the lesson is valid
    const ModelReferenceCheck c = check_model_reference(*l.real_model);
    EXPECT_FALSE(c.present());
    EXPECT_TRUE(c.folder);
    EXPECT_EQ(c.missing, (model / "model.safetensors").string());
    EXPECT_EQ(c.lesson_message(),
              "this lesson uses the model in " + model.string() +
                  " (config.json, model.safetensors, vocab.json + merges.txt); " + model.string() +
                  "/model.safetensors is missing");
    // The tokenizer's second file.
    touch(model / "model.safetensors");
    fs::remove(model / "merges.txt");
    EXPECT_EQ(check_model_reference(*l.real_model).problem,
              (model / "merges.txt").string() + " is missing");
    // tokenizer.json instead of the pair.
    touch(model / "tokenizer.json");
    EXPECT_TRUE(check_model_reference(*l.real_model).present());
    EXPECT_EQ(check_model_reference(*l.real_model).parts,
              (std::vector<std::string>{"config.json", "model.safetensors", "tokenizer.json"}));
    // The whole folder gone.
    fs::remove_all(root_ / "models");
    const ModelReferenceCheck gone = check_model_reference(*l.real_model);
    EXPECT_EQ(gone.missing, model.string());
    EXPECT_EQ(
        gone.problem,
        "the folder " + model.string() +
            " is missing: put config.json, model.safetensors and vocab.json + merges.txt in it");
    // Opening says the same, and reads nothing.
    try {
        open_referenced_model(*l.real_model);
        ADD_FAILURE() << "opened a missing model";
    } catch (const ModelFileError& e) {
        EXPECT_EQ(std::string(e.what()), gone.lesson_message());
    }
}

TEST_F(ModelReferenceFiles, NanoGptFilesNeedTheirConfigOrHeadsAndTheirCharacterVocabulary) {
    // nanoGPT's tree: out/ckpt.pt, data/shakespeare_char/meta.pkl.
    const fs::path ckpt = root_ / "nanogpt" / "out" / "ckpt.pt";
    touch(ckpt);
    ModelReference ref{ckpt.string(), 0};
    ModelReferenceCheck c = check_model_reference(ref);
    EXPECT_FALSE(c.folder);
    EXPECT_EQ(c.missing, (ckpt.parent_path() / "meta.pkl").string());
    touch(root_ / "nanogpt" / "data" / "shakespeare_char" / "meta.pkl");
    c = check_model_reference(ref);
    EXPECT_TRUE(c.present()) << c.lesson_message();
    EXPECT_EQ(c.parts, (std::vector<std::string>{"ckpt.pt", "../data/shakespeare_char/meta.pkl"}));
    EXPECT_EQ(c.description,
              "the model " + ckpt.string() +
                  " (nanoGPT checkpoint: ckpt.pt, ../data/shakespeare_char/meta.pkl)");
    // A safetensors state dict: config.json beside it, unless the heads are given.
    const fs::path st = root_ / "st" / "model.safetensors";
    touch(st);
    touch(st.parent_path() / "meta.pkl");
    c = check_model_reference({st.string(), 0});
    EXPECT_EQ(c.problem, (st.parent_path() / "config.json").string() +
                             " is missing (a nanoGPT model may instead give its head count: "
                             "--heads H, or heads in the lesson)");
    EXPECT_TRUE(check_model_reference({st.string(), 4}).present());
    // As a folder: nanoGPT's config.json (model_args), model.safetensors and meta.pkl.
    touch(st.parent_path() / "config.json");
    c = check_model_reference({st.parent_path().string(), 0});
    EXPECT_TRUE(c.present()) << c.lesson_message();
    EXPECT_EQ(c.parts, (std::vector<std::string>{"config.json", "model.safetensors", "meta.pkl"}));
    // A missing checkpoint file is named first.
    fs::remove(ckpt);
    EXPECT_EQ(check_model_reference(ref).problem, ckpt.string() + " is missing");
    // A folder holding one nanoGPT file is checked as that file.
    touch(ckpt);
    c = check_model_reference({ckpt.parent_path().string(), 0});
    EXPECT_TRUE(c.present()) << c.lesson_message();
    EXPECT_EQ(c.parts.front(), "ckpt.pt");
    // Two checkpoints: open_model would not choose, so the check asks for one.
    touch(ckpt.parent_path() / "ckpt_old.pt");
    c = check_model_reference({ckpt.parent_path().string(), 0});
    EXPECT_FALSE(c.present());
    EXPECT_EQ(c.problem,
              "the folder " + ckpt.parent_path().string() +
                  " holds 2 model files (.safetensors, .pt, .pth, .ckpt): point at one of them");
}

TEST(ModelReferenceJson, TheFieldIsReadAsWrittenAndRefusedWithItsPathWhenWrong) {
    const std::string base =
        R"({"format": "attnlab-lesson", "version": 2, "axes": ["x"], "embeddings": [{"word": "a", "vector": [1]}])";
    const Lesson l =
        lesson_from_json(base + R"(, "real_model": {"path": "models/gpt2", "heads": 12}})");
    ASSERT_TRUE(l.real_model);
    EXPECT_EQ(l.real_model->path, "models/gpt2");  // no file: as written
    EXPECT_EQ(l.real_model->heads, 12);
    EXPECT_EQ(lesson_from_json(lesson_to_json(l)), l);
    EXPECT_EQ(test::lesson_error(base + R"(, "real_model": "models/gpt2"})"),
              "real_model: expected an object {\"path\", \"heads\"}, got a string");
    EXPECT_EQ(test::lesson_error(base + R"(, "real_model": {"path": ""}})"),
              "real_model.path: expected the model's folder or file, got an empty path");
    EXPECT_EQ(test::lesson_error(base + R"(, "real_model": {}})"),
              "real_model.path: missing (required)");
    EXPECT_EQ(test::lesson_error(base + R"(, "real_model": {"path": "m", "heads": 0}})"),
              "real_model.heads: expected 1 to 1024 heads, got 0");
    EXPECT_EQ(test::lesson_error(base + R"(, "real_model": {"path": "m", "heads": 2.5}})"),
              "real_model.heads: expected a whole number, got a number");
    EXPECT_EQ(test::lesson_error(base + R"(, "real_model": {"path": "m", "revision": "main"}})"),
              "real_model.revision: not a field of real_model (expected one of: path, heads)");
    EXPECT_EQ(test::lesson_error(base + R"(, "real_model": {"path": ")" + std::string(5000, 'a') +
                                 R"("}})"),
              "real_model.path: a path of 5000 bytes; at most 4096 are supported");
    // A lesson without the field has none, and saving writes none.
    const Lesson plain = lesson_from_json(base + "}");
    EXPECT_FALSE(plain.real_model);
    EXPECT_EQ(lesson_to_json(plain).find("real_model"), std::string::npos);
}

TEST(ModelReferenceDetect, TinyGptFilesGoToTheirImporterAndEverythingElseToTheRealModelReader) {
    const std::string src = ATTNLAB_SOURCE_DIR;
    EXPECT_FALSE(
        is_real_model_path(src + "/tests/data/torch-fixture/model.safetensors"));  // tok.weight
    EXPECT_TRUE(is_real_model_path(src + "/tests/data/torch-fixture"));            // a folder
    EXPECT_TRUE(is_real_model_path("/nowhere/ckpt.pt"));
    EXPECT_FALSE(
        is_real_model_path("/nowhere/model.safetensors"));  // unreadable: the importer says why
    EXPECT_FALSE(is_real_model_path(src + "/tests/data/loss.csv"));
    const fs::path gpt = fs::temp_directory_path() /
                         ("attnlab_detect_" + std::to_string(::getpid()) + ".safetensors");
    const std::string header =
        R"({"transformer.wte.weight":{"dtype":"F32","shape":[1,1],"data_offsets":[0,4]}})";
    std::string bytes(8, '\0');
    for (int i = 0; i < 8; ++i) bytes[std::size_t(i)] = char((header.size() >> (8 * i)) & 0xff);
    touch(gpt, bytes + header + std::string(4, '\0'));
    EXPECT_TRUE(is_real_model_path(gpt.string()));
    fs::remove(gpt);
}

// A model in memory: a random 2-layer GPT over a character vocabulary.
OpenedModel char_model() {
    GptConfig c;
    c.layers = 2;
    c.heads = 2;
    c.d = 8;
    c.positions = 40;
    std::vector<std::string> itos;
    for (char ch : std::string(" .abcdefghijklmnopqrstuvwxyzT")) itos.push_back(std::string(1, ch));
    c.vocab = int(itos.size());
    OpenedModel m;
    m.model = GptModel::random(c, 7);
    m.tokenizer = std::make_shared<CharTokenizer>(itos);
    m.format = ModelFormat::nanogpt_checkpoint;
    m.path = "/models/char/ckpt.pt";
    return m;
}

TEST(RealModelLesson, PointsAtTheModelAndPlacesTheSentencesWordsOnItsPrincipalPlane) {
    const OpenedModel m = char_model();
    const Lesson l = lesson_for_real_model(m, {m.path, 2}, {}, "Chars", "about");
    EXPECT_EQ(l.sentences, std::vector<std::string>{"The bubbe made matzah ball soup again."});
    ASSERT_TRUE(l.real_model);
    EXPECT_EQ(*l.real_model, (ModelReference{"/models/char/ckpt.pt", 2}));
    EXPECT_EQ(l.table.axes(), (std::vector<std::string>{"pc1", "pc2"}));
    EXPECT_EQ(l.table.words(), (std::vector<std::string>{"the", "bubbe", "made", "matzah", "ball",
                                                         "soup", "again", "."}));
    // Centred coordinates: each axis sums to 0, and the first spreads the words at least as much as
    // the second.
    const Matrix& v = l.table.values();
    EXPECT_NEAR(v.col(0).sum(), 0.0f, 1e-5f);
    EXPECT_NEAR(v.col(1).sum(), 0.0f, 1e-5f);
    EXPECT_GT(v.col(0).squaredNorm(), 0.0f);
    EXPECT_GE(v.col(0).squaredNorm(), v.col(1).squaredNorm());
    // Every sentence is checked against the model's tokenizer and n_positions.
    EXPECT_THROW(lesson_for_real_model(m, {m.path, 2}, {"Élan"}, "", ""), std::invalid_argument);
    try {
        real_model_ids(m, std::string(41, 'a'));
        ADD_FAILURE();
    } catch (const std::invalid_argument& e) {
        EXPECT_EQ(std::string(e.what()),
                  "sentence '" + std::string(41, 'a') +
                      "': has 41 tokens; the model reads at most 40 (its n_positions)");
    }
    EXPECT_EQ(real_model_ids(m, "ab"), (std::vector<int>{2, 3}));
    EXPECT_THROW(real_model_ids(m, ""), std::invalid_argument);
}

}  // namespace
}  // namespace attn
