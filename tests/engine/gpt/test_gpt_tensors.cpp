// GPT-2's tensor table (attnlab/gpt/gpt_tensors.hpp), the one list of names,
// shapes and places that the model's allocation and check, the readers and the
// writer walk: a model written and read back is equal, tensor by tensor; the
// file holds exactly the table's names; a tensor of the wrong shape is named
// once, with the shape expected, in one wording wherever it is found.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <set>
#include <string>

#include "attnlab/checkpoints/gpt_write.hpp"
#include "attnlab/checkpoints/model_files.hpp"
#include "attnlab/gpt/gpt_tensors.hpp"
#include "attnlab/model/safetensors.hpp"

namespace attn {
namespace {

namespace fs = std::filesystem;

GptConfig small() {
    GptConfig c;
    c.layers = 2, c.heads = 2, c.d = 8, c.positions = 16, c.vocab = 300;
    return c;
}

struct Folder {
    fs::path path;
    Folder() {
        path = fs::temp_directory_path() /
               ("attnlab-gpt-tensors-" + std::to_string(::getpid()) + "-" +
                ::testing::UnitTest::GetInstance()->current_test_info()->name());
        fs::remove_all(path);
    }
    ~Folder() { fs::remove_all(path); }
};

std::size_t count(const std::string& text, const std::string& part) {
    std::size_t n = 0;
    for (auto at = text.find(part); at != std::string::npos; at = text.find(part, at + 1)) ++n;
    return n;
}

TEST(GptTensors, TheTableListsEveryTensorOnceWithItsShape) {
    GptModel m = GptModel::zeros(small());
    const std::vector<GptTensor> t = gpt_tensors(m);
    // wte, wpe; 12 per block with biases; ln_f weight and bias; a tied head has none.
    EXPECT_EQ(t.size(), 2u + 2 * 12 + 2);
    std::set<std::string> names;
    std::size_t values = 0;
    for (const GptTensor& x : t) {
        EXPECT_TRUE(names.insert(x.name).second) << x.name;
        EXPECT_NE(x.matrix == nullptr, x.vector == nullptr) << x.name;
        std::size_t n = 1;
        for (auto d : x.shape) n *= std::size_t(d);
        values += n;
    }
    EXPECT_EQ(values * 4, gpt_weight_bytes(small()));  // the memory figure agrees with the table
    EXPECT_EQ(t[2].name, "h.0.ln_1.weight");
    EXPECT_EQ(t[4].shape, (std::vector<std::int64_t>{8, 24}));  // c_attn, in × out
    EXPECT_TRUE(t[4].projection);
    EXPECT_EQ(gpt_block_tensor_names().size(), 12u);
    GptConfig untied = small();
    untied.tied_head = false;
    untied.bias = false;
    GptModel u = GptModel::zeros(untied);
    const std::vector<GptTensor> tu = gpt_tensors(u);
    EXPECT_EQ(tu.size(), 2u + 2 * 6 + 1 + 1);
    EXPECT_EQ(tu.back().name, "lm_head.weight");
}

TEST(GptTensors, AModelWrittenAndReadBackIsEqualTensorByTensor) {
    Folder dir;
    const GptModel m = GptModel::random(small(), 11);
    write_huggingface_gpt2(m, dir.path.string());
    const SafetensorsFile file = read_safetensors((dir.path / "model.safetensors").string());
    std::set<std::string> in_file;
    for (const auto& [name, tensor] : file.tensors) in_file.insert(name);
    std::set<std::string> in_table;
    for (const ConstGptTensor& t : gpt_tensors(m)) in_table.insert(t.name);
    EXPECT_EQ(in_file, in_table);

    const OpenedModel back = open_model(dir.path.string());
    const std::vector<ConstGptTensor> a = gpt_tensors(m), b = gpt_tensors(back.model);
    ASSERT_EQ(a.size(), b.size());
    for (std::size_t i = 0; i < a.size(); ++i) {
        EXPECT_EQ(a[i].name, b[i].name);
        if (a[i].matrix)
            EXPECT_EQ(*a[i].matrix, *b[i].matrix) << a[i].name;
        else
            EXPECT_EQ(*a[i].vector, *b[i].vector) << a[i].name;
    }
}

TEST(GptTensors, AWrongShapeIsNamedOnceWithTheShapeExpectedInOneWording) {
    Folder dir;
    write_huggingface_gpt2(GptModel::random(small(), 11), dir.path.string());
    const std::string file = (dir.path / "model.safetensors").string();
    SafetensorsFile f = read_safetensors(file);
    f.tensors["h.1.attn.c_proj.weight"] = Tensor{{4, 16}, std::vector<float>(64, 0.5f)};
    write_safetensors(f, file);
    std::string message;
    try {
        open_model(dir.path.string());
    } catch (const ModelFileError& e) {
        message = e.what();
    }
    const std::string wording =
        "tensor 'h.1.attn.c_proj.weight' has shape [4, 16]; expected [8, 8]";
    EXPECT_NE(message.find(wording), std::string::npos) << message;
    EXPECT_EQ(count(message, "has shape"), 1u) << message;
    EXPECT_NE(message.find("model.safetensors: "), std::string::npos) << message;  // the file

    // The model's own check says it in the same words.
    GptModel m = GptModel::random(small(), 11);
    m.blocks[1].proj_w.resize(4, 16);
    try {
        m.check();
        ADD_FAILURE() << "a wrong shape passed the check";
    } catch (const std::invalid_argument& e) {
        EXPECT_EQ(std::string(e.what()), wording);
    }
}

}  // namespace
}  // namespace attn
