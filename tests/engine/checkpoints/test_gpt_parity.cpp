// Real models against PyTorch: open_model (attnlab/checkpoints/model_files.hpp) then
// GptRunner::run (gpt_pass.hpp) on the fixtures of tests/data/gpt/ made by
// make_gpt_fixtures.py (our own PyTorch GPT-2 and nanoGPT, run in float64 on
// exactly the stored weights): every position's logits, every layer's and
// head's causal weights and the last residual row agree to 1e-4; F32, F16 and
// BF16 files, both GELUs, with and without biases, tied and untied heads, a
// nanoGPT model read from safetensors and from ckpt.pt bit for bit the same.
// Then the files the lab must refuse (each built by editing a copy of a
// fixture), and LiveTorch: fresh models made by this machine's PyTorch.
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cmath>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "attnlab/checkpoints/model_files.hpp"
#include "attnlab/checkpoints/torch_checkpoint.hpp"
#include "attnlab/gpt/gpt_pass.hpp"
#include "attnlab/model/safetensors.hpp"
#include "test_helpers.hpp"

namespace attn {
namespace {

namespace fs = std::filesystem;
using json = nlohmann::json;

constexpr double kParityTol = 1e-4;  // absolute, on logits, weights and the residual

fs::path data_dir() { return fs::path(ATTNLAB_SOURCE_DIR) / "tests" / "data" / "gpt"; }

using test::slurp;

json read_json(const fs::path& p) { return json::parse(slurp(p)); }

void write_text(const fs::path& p, const std::string& s) {
    std::ofstream out(p, std::ios::binary | std::ios::trunc);
    out << s;
}

// A fresh folder under the system temp dir, removed with everything in it.
struct TempDir {
    fs::path path;
    explicit TempDir(const std::string& tag) {
        path = fs::temp_directory_path() /
               ("attnlab-gpt-parity-" + std::to_string(::getpid()) + "-" + tag);
        fs::remove_all(path);
        fs::create_directories(path);
    }
    ~TempDir() {
        std::error_code ec;
        fs::remove_all(path, ec);
    }
    // A copy of tests/data/gpt/<fixture> inside this folder.
    fs::path copy_of(const std::string& fixture) const {
        const fs::path to = path / fixture;
        fs::copy(data_dir() / fixture, to, fs::copy_options::recursive);
        return to;
    }
};

// The ModelFileError message open_model gives, or "(opened)".
std::string open_error(const fs::path& p, const ModelOpenOptions& o = {}) {
    try {
        open_model(p.string(), o);
    } catch (const ModelFileError& e) {
        return e.what();
    }
    return "(opened)";
}

GptConfig config_of(const json& c) {
    GptConfig g;
    g.layers = c.at("layers");
    g.heads = c.at("heads");
    g.d = c.at("d");
    g.positions = c.at("positions");
    g.vocab = c.at("vocab");
    g.eps = c.at("eps");
    g.activation =
        c.at("activation") == "gelu_tanh" ? GptActivation::gelu_tanh : GptActivation::gelu_exact;
    g.bias = c.at("bias");
    g.tied_head = c.at("tied_head");
    return g;
}

struct Diffs {
    double logits = 0, attention = 0, residual = 0, row_sum = 0;
};

// Runs `model` on expected.json's ids and compares everything it holds.
Diffs compare_with(const GptModel& model, const json& e, const std::string& label) {
    Diffs d;
    const std::vector<int> ids = e.at("ids").get<std::vector<int>>();
    const int n = int(ids.size());
    const GptConfig& c = model.config;
    GptRunner runner(model);
    GptPassOptions o;
    o.logit_positions = e.at("logit_positions").get<std::vector<int>>();
    const GptPass p = runner.run(ids, o);

    // Logits at every position.
    const json& L = e.at("logits");
    EXPECT_EQ(p.logit_positions, o.logit_positions) << label;
    EXPECT_EQ(p.logits.rows(), Eigen::Index(L.size())) << label;
    EXPECT_EQ(p.logits.cols(), c.vocab) << label;
    std::string worst;
    for (std::size_t r = 0; r < L.size() && Eigen::Index(r) < p.logits.rows(); ++r) {
        EXPECT_EQ(int(L[r].size()), c.vocab) << label;
        for (std::size_t v = 0; v < L[r].size() && Eigen::Index(v) < p.logits.cols(); ++v) {
            const double diff = std::abs(double(p.logits(Eigen::Index(r), Eigen::Index(v))) -
                                         L[r][v].get<double>());
            if (diff > d.logits) {
                d.logits = diff;
                worst = "logits[" + std::to_string(r) + "][" + std::to_string(v) + "]";
            }
        }
    }
    EXPECT_LE(d.logits, kParityTol) << label << ": worst at " << worst;

    // Every layer's and head's weights: equal below the diagonal, exactly 0 above, rows sum to 1.
    const json& A = e.at("attention");
    EXPECT_EQ(int(A.size()), c.layers) << label;
    EXPECT_EQ(p.attention.size(), std::size_t(c.layers) * c.heads * p.tri_size()) << label;
    int above_nonzero = 0, bad_rows = 0;
    for (int l = 0; l < c.layers && l < int(A.size()); ++l) {
        EXPECT_EQ(int(A[l].size()), c.heads) << label;
        for (int j = 0; j < c.heads && j < int(A[l].size()); ++j) {
            const Matrix full = p.attention_matrix(l, j);
            for (int i = 0; i < n; ++i) {
                const auto row = p.row(l, j, i);
                if (row.size() != std::size_t(i + 1)) ++bad_rows;
                double sum = 0;
                for (float w : row) sum += w;
                d.row_sum = std::max(d.row_sum, std::abs(sum - 1.0));
                for (int k = 0; k < n; ++k) {
                    const double want = A[l][j][i][k].get<double>();
                    const float got = p.weight(l, j, i, k);
                    if (k > i) {
                        if (want != 0.0 || got != 0.0f || full(i, k) != 0.0f) ++above_nonzero;
                        continue;
                    }
                    const double diff = std::abs(double(got) - want);
                    if (full(i, k) != got) ++bad_rows;
                    if (diff > d.attention) {
                        d.attention = diff;
                        worst = "layer " + std::to_string(l) + " head " + std::to_string(j) + " [" +
                                std::to_string(i) + "][" + std::to_string(k) + "]";
                    }
                }
            }
        }
    }
    EXPECT_LE(d.attention, kParityTol) << label << ": worst at " << worst;
    EXPECT_LE(d.row_sum, 1e-5) << label;
    EXPECT_EQ(above_nonzero, 0) << label << ": weights above the diagonal that are not exactly 0";
    EXPECT_EQ(bad_rows, 0) << label << ": row() or attention_matrix() disagree with weight()";

    // The residual after the last block, last position.
    const json& R = e.at("residual_last");
    EXPECT_EQ(p.residual.size(), std::size_t(c.layers + 1)) << label;
    if (p.residual.size() == std::size_t(c.layers + 1)) {
        const Matrix& x = p.residual.back();
        EXPECT_EQ(x.rows(), n) << label;
        EXPECT_EQ(x.cols(), c.d) << label;
        EXPECT_EQ(int(R.size()), c.d) << label;
        for (int k = 0; k < c.d && k < int(R.size()) && x.rows() == n; ++k)
            d.residual = std::max(d.residual,
                                  std::abs(double(x(n - 1, k)) - R[std::size_t(k)].get<double>()));
    }
    EXPECT_LE(d.residual, kParityTol) << label;
    std::printf(
        "[  parity  ] %-28s max |diff| logits %.2e  weights %.2e  residual %.2e  |row sum - 1| "
        "%.1e\n",
        label.c_str(), d.logits, d.attention, d.residual, d.row_sum);
    return d;
}

// ------------------------------------------------------------------ fixtures

struct ParityCase {
    const char* name;     // test name
    const char* open;     // what open_model is given, under tests/data/gpt/
    const char* fixture;  // the folder holding expected.json
    ModelFormat format;
};

const ParityCase kVariants[] = {
    {"HfTinyF32", "hf-tiny", "hf-tiny", ModelFormat::huggingface_gpt2},
    {"HfTinyF16", "hf-tiny-f16", "hf-tiny-f16", ModelFormat::huggingface_gpt2},
    {"HfTinyBF16", "hf-tiny-bf16/model.safetensors", "hf-tiny-bf16", ModelFormat::huggingface_gpt2},
    {"NanoGptSafetensors", "nanogpt-tiny", "nanogpt-tiny", ModelFormat::nanogpt_safetensors},
    {"NanoGptCheckpoint", "nanogpt-tiny/ckpt.pt", "nanogpt-tiny", ModelFormat::nanogpt_checkpoint},
    {"NanoGptNoBias", "nanogpt-nobias", "nanogpt-nobias", ModelFormat::nanogpt_safetensors},
};

class GptParity : public ::testing::TestWithParam<ParityCase> {};

TEST_P(GptParity, LogitsWeightsAndResidualEqualPyTorch) {
    const ParityCase& v = GetParam();
    const json e = read_json(data_dir() / v.fixture / "expected.json");
    const OpenedModel m = open_model((data_dir() / v.open).string());
    EXPECT_EQ(m.format, v.format);
    EXPECT_EQ(m.path, (data_dir() / v.open).string());
    // The config as PyTorch's model had it (sizes, eps, GELU, biases, tied head).
    const GptConfig want = config_of(e.at("config"));
    EXPECT_EQ(m.model.config.layers, want.layers);
    EXPECT_EQ(m.model.config.heads, want.heads);
    EXPECT_EQ(m.model.config.d, want.d);
    EXPECT_EQ(m.model.config.positions, want.positions);
    EXPECT_EQ(m.model.config.vocab, want.vocab);
    EXPECT_DOUBLE_EQ(m.model.config.eps, want.eps);
    EXPECT_EQ(m.model.config.activation, want.activation);
    EXPECT_EQ(m.model.config.bias, want.bias);
    EXPECT_EQ(m.model.config.tied_head, want.tied_head);
    EXPECT_EQ(m.model.head.size() == 0, want.tied_head);
    EXPECT_EQ(m.model.blocks.front().attn_b.size() == 0, !want.bias);
    EXPECT_EQ(m.model.lnf_b.size() == 0, !want.bias);
    compare_with(m.model, e, v.name);
}

INSTANTIATE_TEST_SUITE_P(Fixtures, GptParity, ::testing::ValuesIn(kVariants),
                         [](const ::testing::TestParamInfo<ParityCase>& i) {
                             return std::string(i.param.name);
                         });

// The fixtures can tell what they claim to test: with the other GELU, or the
// default eps, the same weights miss PyTorch by far more than the tolerance.
double max_logit_diff(const GptModel& m, const json& e) {
    GptRunner r(m);
    GptPassOptions o;
    o.logit_positions = e.at("logit_positions").get<std::vector<int>>();
    const GptPass p = r.run(e.at("ids").get<std::vector<int>>(), o);
    double worst = 0;
    for (Eigen::Index i = 0; i < p.logits.rows(); ++i)
        for (Eigen::Index v = 0; v < p.logits.cols(); ++v)
            worst = std::max(worst,
                             std::abs(double(p.logits(i, v)) -
                                      e["logits"][std::size_t(i)][std::size_t(v)].get<double>()));
    std::printf("[  parity  ] altered model misses PyTorch by %.2e\n", worst);
    return worst;
}

TEST(GptParitySensitivity, TheOtherGeluOrEpsIsCaught) {
    {
        OpenedModel m = open_model((data_dir() / "hf-tiny").string());
        const json e = read_json(data_dir() / "hf-tiny" / "expected.json");
        ASSERT_EQ(m.model.config.activation, GptActivation::gelu_tanh);
        m.model.config.activation = GptActivation::gelu_exact;
        EXPECT_GT(max_logit_diff(m.model, e), 10 * kParityTol)
            << "hf-tiny cannot tell gelu_new from gelu";
    }
    {
        OpenedModel m = open_model((data_dir() / "nanogpt-tiny").string());
        const json e = read_json(data_dir() / "nanogpt-tiny" / "expected.json");
        ASSERT_EQ(m.model.config.activation, GptActivation::gelu_exact);
        m.model.config.activation = GptActivation::gelu_tanh;
        EXPECT_GT(max_logit_diff(m.model, e), 5 * kParityTol)
            << "nanogpt-tiny cannot tell the exact GELU from tanh";
    }
    {
        OpenedModel m = open_model((data_dir() / "hf-tiny-bf16").string());
        const json e = read_json(data_dir() / "hf-tiny-bf16" / "expected.json");
        ASSERT_DOUBLE_EQ(m.model.config.eps, 1e-3);
        m.model.config.eps = 1e-5;
        EXPECT_GT(max_logit_diff(m.model, e), 10 * kParityTol)
            << "hf-tiny-bf16 cannot tell layer_norm_epsilon";
    }
}

void expect_same_weights(const GptModel& a, const GptModel& b) {
    auto same = [](const auto& x, const auto& y, const std::string& what) {
        EXPECT_EQ(x.rows(), y.rows()) << what;
        EXPECT_EQ(x.cols(), y.cols()) << what;
        if (x.rows() == y.rows() && x.cols() == y.cols() && x.size() > 0) {
            EXPECT_EQ(std::memcmp(x.data(), y.data(), sizeof(float) * std::size_t(x.size())), 0)
                << what << " differs";
        }
    };
    EXPECT_EQ(a.config, b.config);
    same(a.wte, b.wte, "wte");
    same(a.wpe, b.wpe, "wpe");
    same(a.head, b.head, "head");
    same(a.lnf_w, b.lnf_w, "ln_f.weight");
    same(a.lnf_b, b.lnf_b, "ln_f.bias");
    ASSERT_EQ(a.blocks.size(), b.blocks.size());
    for (std::size_t l = 0; l < a.blocks.size(); ++l) {
        const GptBlock &x = a.blocks[l], &y = b.blocks[l];
        const std::string h = "h." + std::to_string(l) + ".";
        same(x.ln1_w, y.ln1_w, h + "ln_1.weight");
        same(x.ln1_b, y.ln1_b, h + "ln_1.bias");
        same(x.attn_w, y.attn_w, h + "attn.c_attn.weight");
        same(x.attn_b, y.attn_b, h + "attn.c_attn.bias");
        same(x.proj_w, y.proj_w, h + "attn.c_proj.weight");
        same(x.proj_b, y.proj_b, h + "attn.c_proj.bias");
        same(x.ln2_w, y.ln2_w, h + "ln_2.weight");
        same(x.ln2_b, y.ln2_b, h + "ln_2.bias");
        same(x.fc_w, y.fc_w, h + "mlp.c_fc.weight");
        same(x.fc_b, y.fc_b, h + "mlp.c_fc.bias");
        same(x.fc_proj_w, y.fc_proj_w, h + "mlp.c_proj.weight");
        same(x.fc_proj_b, y.fc_proj_b, h + "mlp.c_proj.bias");
    }
}

TEST(GptParityFiles, NanoGptSafetensorsAndCheckpointGiveTheSameBits) {
    const OpenedModel st = open_model((data_dir() / "nanogpt-tiny" / "model.safetensors").string());
    const OpenedModel pt = open_model((data_dir() / "nanogpt-tiny" / "ckpt.pt").string());
    EXPECT_EQ(st.format, ModelFormat::nanogpt_safetensors);
    EXPECT_EQ(pt.format, ModelFormat::nanogpt_checkpoint);
    expect_same_weights(st.model, pt.model);
    // The tied head: ckpt.pt stores wte and lm_head as one storage; the
    // safetensors file holds both names (equal), nanogpt-nobias only wte.
    EXPECT_TRUE(pt.model.config.tied_head);
    EXPECT_TRUE(st.model.config.tied_head);
    // The checkpoint's other entries, as train.py saved them.
    const NanoGptCheckpoint ck =
        read_nanogpt_checkpoint((data_dir() / "nanogpt-tiny" / "ckpt.pt").string());
    EXPECT_EQ(ck.iter_num, 100);
    EXPECT_DOUBLE_EQ(ck.best_val_loss, 1.5);
    EXPECT_TRUE(ck.state_dict.count("_orig_mod.lm_head.weight"));
    EXPECT_TRUE(ck.state_dict.count("_orig_mod.transformer.h.0.attn.bias"));  // the mask buffer
    EXPECT_EQ(ck.state_dict.at("_orig_mod.lm_head.weight"),
              ck.state_dict.at("_orig_mod.transformer.wte.weight"));
}

TEST(GptParityFiles, NanoGptCharacterVocabularyGivesTheIds) {
    const json e = read_json(data_dir() / "nanogpt-tiny" / "expected.json");
    for (const char* what : {"nanogpt-tiny", "nanogpt-tiny/ckpt.pt"}) {
        const OpenedModel m = open_model((data_dir() / what).string());
        ASSERT_TRUE(m.tokenizer) << what << ": meta.pkl beside the file was not read";
        EXPECT_EQ(m.tokenizer->size(), 40) << what;
        EXPECT_EQ(m.tokenizer->encode(e.at("text").get<std::string>()),
                  e.at("ids").get<std::vector<int>>())
            << what;
        EXPECT_EQ(m.tokenizer->decode(e.at("ids").get<std::vector<int>>()),
                  e.at("text").get<std::string>())
            << what;
    }
    EXPECT_FALSE(
        open_model((data_dir() / "hf-tiny").string()).tokenizer);  // no tokenizer files there
}

TEST(GptParityFiles, HeadsTiedByEqualityAbsenceOrSharingAndUntied) {
    const OpenedModel equal =
        open_model((data_dir() / "hf-tiny").string());  // lm_head.weight == wte
    const OpenedModel absent =
        open_model((data_dir() / "hf-tiny-f16").string());  // no lm_head.weight
    const OpenedModel untied =
        open_model((data_dir() / "hf-tiny-bf16").string());  // its own lm_head.weight
    EXPECT_TRUE(equal.model.config.tied_head);
    EXPECT_TRUE(absent.model.config.tied_head);
    EXPECT_FALSE(untied.model.config.tied_head);
    ASSERT_EQ(untied.model.head.rows(), 200);
    ASSERT_EQ(untied.model.head.cols(), 24);
    EXPECT_NE(untied.model.head, untied.model.wte);
    EXPECT_EQ(&untied.model.output_embedding(), &untied.model.head);
    EXPECT_EQ(&equal.model.output_embedding(), &equal.model.wte);
}

// ------------------------------------------------------------------ refusals

// hf-tiny's tensors (all F32) as SafetensorsFile, to edit and write back.
SafetensorsFile hf_tiny_tensors() {
    return read_safetensors((data_dir() / "hf-tiny" / "model.safetensors").string());
}

Tensor transposed(const Tensor& t) {
    Tensor o;
    o.shape = {t.shape[1], t.shape[0]};
    o.data.resize(t.data.size());
    for (int r = 0; r < t.shape[0]; ++r)
        for (int c = 0; c < t.shape[1]; ++c)
            o.data[std::size_t(c) * std::size_t(t.shape[0]) + std::size_t(r)] =
                t.data[std::size_t(r) * std::size_t(t.shape[1]) + std::size_t(c)];
    return o;
}

TEST(GptModelFiles, CopiedFixtureStillOpens) {  // the edits below are the only differences
    TempDir t("copy");
    const fs::path dir = t.copy_of("hf-tiny");
    SafetensorsFile f = hf_tiny_tensors();
    write_safetensors(f, (dir / "model.safetensors").string());
    const OpenedModel m = open_model(dir.string());
    expect_same_weights(m.model, open_model((data_dir() / "hf-tiny").string()).model);
}

TEST(GptModelFiles, LlamaConfigRefusedNamingIt) {
    TempDir t("llama");
    const fs::path dir = t.copy_of("hf-tiny");
    json c = read_json(dir / "config.json");
    c["model_type"] = "llama";
    write_text(dir / "config.json", c.dump(2));
    const std::string msg = open_error(dir);
    EXPECT_NE(msg.find("config.json"), std::string::npos) << msg;
    EXPECT_NE(msg.find("model_type 'llama' is not supported"), std::string::npos) << msg;
}

TEST(GptModelFiles, TransposedCAttnRefusedWithBothShapes) {
    TempDir t("transposed");
    const fs::path dir = t.copy_of("hf-tiny");
    SafetensorsFile f = hf_tiny_tensors();
    Tensor& w = f.tensors.at("transformer.h.1.attn.c_attn.weight");
    ASSERT_EQ(w.shape, (std::vector<int>{32, 96}));
    w = transposed(w);
    write_safetensors(f, (dir / "model.safetensors").string());
    const std::string msg = open_error(dir);
    EXPECT_NE(msg.find("model.safetensors"), std::string::npos) << msg;
    EXPECT_NE(msg.find("'transformer.h.1.attn.c_attn.weight'"), std::string::npos) << msg;
    EXPECT_NE(msg.find("shape [96, 32]"), std::string::npos) << msg;
    EXPECT_NE(msg.find("expected [32, 96]"), std::string::npos) << msg;
    EXPECT_NE(msg.find("in × out"), std::string::npos) << msg;
}

TEST(GptModelFiles,
     NanoGptLinearStoredAsConv1DRefused) {  // the other way round: nn.Linear expected
    TempDir t("nano-transposed");
    const fs::path dir = t.copy_of("nanogpt-nobias");
    SafetensorsFile f = read_safetensors((dir / "model.safetensors").string());
    Tensor& w = f.tensors.at("transformer.h.0.mlp.c_fc.weight");
    ASSERT_EQ(w.shape, (std::vector<int>{64, 16}));  // out × in
    w = transposed(w);
    write_safetensors(f, (dir / "model.safetensors").string());
    const std::string msg = open_error(dir);
    EXPECT_NE(msg.find("'transformer.h.0.mlp.c_fc.weight' has shape [16, 64]; expected [64, 16] "
                       "(nn.Linear, out × in)"),
              std::string::npos)
        << msg;
}

TEST(GptModelFiles, MissingTensorNamed) {
    TempDir t("missing");
    const fs::path dir = t.copy_of("hf-tiny");
    SafetensorsFile f = hf_tiny_tensors();
    ASSERT_EQ(f.tensors.erase("transformer.h.1.mlp.c_fc.bias"), 1u);
    write_safetensors(f, (dir / "model.safetensors").string());
    const std::string msg = open_error(dir);
    EXPECT_NE(msg.find("model.safetensors"), std::string::npos) << msg;
    EXPECT_NE(msg.find("h.1.mlp.c_fc.bias' is missing"), std::string::npos) << msg;
}

TEST(GptModelFiles, BiasInABiasFreeModelRefused) {  // the mask buffer h.N.attn.bias is not one
    TempDir t("stray-bias");
    const fs::path dir = t.copy_of("nanogpt-nobias");
    SafetensorsFile f = read_safetensors((dir / "model.safetensors").string());
    ASSERT_TRUE(f.tensors.count("transformer.h.0.attn.bias"));  // and the fixture opens (GptParity)
    f.tensors["transformer.h.0.attn.c_attn.bias"] = Tensor{{48}, std::vector<float>(48, 0.5f)};
    write_safetensors(f, (dir / "model.safetensors").string());
    const std::string msg = open_error(dir);
    EXPECT_NE(
        msg.find("'transformer.h.0.attn.c_attn.bias' is a bias, but the config says bias: false"),
        std::string::npos)
        << msg;
}

TEST(GptModelFiles, NanoGptHeadCountFromOptionsWhenConfigLacksIt) {
    TempDir t("heads");
    const fs::path dir = t.copy_of("nanogpt-nobias");
    json c = read_json(dir / "config.json");
    c.erase("n_head");
    write_text(dir / "config.json", c.dump());
    const std::string msg = open_error(dir);
    EXPECT_NE(msg.find("n_head is missing"), std::string::npos) << msg;
    ModelOpenOptions o;
    o.heads = 4;
    const OpenedModel m = open_model(dir.string(), o);
    EXPECT_EQ(m.model.config.heads, 4);
    compare_with(m.model, read_json(data_dir() / "nanogpt-nobias" / "expected.json"),
                 "nobias, --heads 4");
}

TEST(GptModelFiles, SentenceLongerThanNPositionsRefused) {
    const OpenedModel m = open_model((data_dir() / "hf-tiny").string());
    GptRunner r(m.model);
    std::vector<int> ids(17, 5);
    try {
        r.run(ids);
        ADD_FAILURE() << "17 tokens ran on a 16-position model";
    } catch (const std::invalid_argument& e) {
        const std::string msg = e.what();
        EXPECT_NE(msg.find("17 tokens"), std::string::npos) << msg;
        EXPECT_NE(msg.find("n_positions is 16"), std::string::npos) << msg;
    }
    ids.resize(16);
    EXPECT_NO_THROW(r.run(ids));  // exactly n_positions is fine
    ids[3] = 300;                 // vocab_size 300: ids 0 … 299
    EXPECT_THROW(r.run(ids), std::invalid_argument);
}

TEST(GptModelFiles, ConfigPositionsDisagreeingWithWpeRefused) {
    TempDir t("positions");
    const fs::path dir = t.copy_of("hf-tiny");
    json c = read_json(dir / "config.json");
    c["n_positions"] = 8;
    write_text(dir / "config.json", c.dump());
    const std::string msg = open_error(dir);
    EXPECT_NE(msg.find("'transformer.wpe.weight' has shape [16, 32]; expected [8, 32]"),
              std::string::npos)
        << msg;
    EXPECT_NE(msg.find("n_positions 8"), std::string::npos) << msg;
}

TEST(GptModelFiles, MemoryLimitRefusesAtTheExactFigure) {
    const OpenedModel m = open_model((data_dir() / "hf-tiny").string());
    // The file holds lm_head.weight as well as wte: both are read.
    const std::size_t need =
        gpt_weight_bytes(m.model.config) + std::size_t(300) * 32 * sizeof(float);
    ModelOpenOptions o;
    o.memory_limit = need;
    EXPECT_NO_THROW(open_model((data_dir() / "hf-tiny").string(), o));
    o.memory_limit = need - 1;
    const std::string msg = open_error(data_dir() / "hf-tiny", o);
    EXPECT_NE(msg.find("model.safetensors: the model needs "), std::string::npos) << msg;
    EXPECT_NE(msg.find("for its weights in fp32; this machine has "), std::string::npos) << msg;
}

// A GPT-2-shaped safetensors file whose data is a hole (a sparse file): the
// header promises 8 GB of F32 weights while the disk holds a few kilobytes.
void write_sparse_gpt2(const fs::path& dir, int layers, int d, int T, int V) {
    json h = json::object();
    std::uint64_t off = 0;
    auto add = [&](const std::string& name, std::vector<std::uint64_t> shape) {
        std::uint64_t count = 1;
        for (auto s : shape) count *= s;
        h[name] = {{"dtype", "F32"}, {"shape", shape}, {"data_offsets", {off, off + 4 * count}}};
        off += 4 * count;
    };
    const std::uint64_t D = std::uint64_t(d);
    add("wte.weight", {std::uint64_t(V), D});
    add("wpe.weight", {std::uint64_t(T), D});
    for (int l = 0; l < layers; ++l) {
        const std::string p = "h." + std::to_string(l) + ".";
        add(p + "ln_1.weight", {D});
        add(p + "ln_1.bias", {D});
        add(p + "attn.c_attn.weight", {D, 3 * D});
        add(p + "attn.c_attn.bias", {3 * D});
        add(p + "attn.c_proj.weight", {D, D});
        add(p + "attn.c_proj.bias", {D});
        add(p + "ln_2.weight", {D});
        add(p + "ln_2.bias", {D});
        add(p + "mlp.c_fc.weight", {D, 4 * D});
        add(p + "mlp.c_fc.bias", {4 * D});
        add(p + "mlp.c_proj.weight", {4 * D, D});
        add(p + "mlp.c_proj.bias", {D});
    }
    add("ln_f.weight", {D});
    add("ln_f.bias", {D});
    std::string header = h.dump();
    header.append((8 - header.size() % 8) % 8, ' ');
    std::string bytes(8, '\0');
    for (int i = 0; i < 8; ++i)
        bytes[std::size_t(i)] = char((std::uint64_t(header.size()) >> (8 * i)) & 0xff);
    bytes += header;
    write_text(dir / "model.safetensors", bytes);
    fs::resize_file(dir / "model.safetensors", bytes.size() + off);
    write_text(dir / "config.json", json{{"model_type", "gpt2"},
                                         {"n_layer", layers},
                                         {"n_head", 16},
                                         {"n_embd", d},
                                         {"n_positions", T},
                                         {"vocab_size", V}}
                                        .dump());
}

TEST(GptModelFiles, ConfigPromisingMoreMemoryThanAllowedRefusedWithTheFigure) {
    TempDir t("sparse");
    GptConfig c;
    c.layers = 2;
    c.heads = 16;
    c.d = 8192;
    c.positions = 1024;
    c.vocab = 50257;
    ASSERT_EQ(gpt_weight_bytes(c), 8123744256u);  // 7.57 GiB
    try {
        write_sparse_gpt2(t.path, c.layers, c.d, c.positions, c.vocab);
    } catch (const fs::filesystem_error& e) {
        GTEST_SKIP() << "no sparse file here: " << e.what();
    }
    ModelOpenOptions o;
    o.memory_limit = std::size_t(1) << 30;
    const std::string msg = open_error(t.path, o);
    EXPECT_NE(
        msg.find(
            "the model needs 7.6 GB for its weights in fp32; this machine has 1.0 GB of memory"),
        std::string::npos)
        << msg;
}

// The engine's own limits, said from config.json before any tensor is looked at.
TEST(GptModelFiles, HugeNEmbdRefusedFromTheConfig) {
    TempDir t("huge");
    const fs::path dir = t.copy_of("hf-tiny");
    json c = read_json(dir / "config.json");
    c["n_embd"] = 100000;
    write_text(dir / "config.json", c.dump());
    std::string msg = open_error(dir);
    EXPECT_NE(msg.find("config.json: n_embd 100000 is outside 1 … 16384"), std::string::npos)
        << msg;
    // Within the width limit, but 48 layers of d 16384 are 155 G weights.
    c["n_embd"] = 16384;
    c["n_head"] = 16;
    c["n_layer"] = 48;
    write_text(dir / "config.json", c.dump());
    GptConfig g;
    g.layers = 48;
    g.heads = 16;
    g.d = 16384;
    g.positions = 16;
    g.vocab = 300;
    msg = open_error(dir);
    EXPECT_NE(msg.find("config.json: the model would have " +
                       std::to_string(gpt_parameter_count(g)) + " weights"),
              std::string::npos)
        << msg;
}

// The machine's real memory: a checkpoint file larger than it (a sparse file)
// is refused before a byte of it is read.
TEST(GptModelFiles, CheckpointLargerThanPhysicalMemoryRefused) {
    const std::size_t phys = physical_memory_bytes();
    if (phys == 0) GTEST_SKIP() << "physical memory unknown";
    TempDir t("bigckpt");
    const fs::path p = t.path / "ckpt.pt";
    write_text(p, "PK");
    try {
        fs::resize_file(p, phys + (std::size_t(1) << 30));
    } catch (const fs::filesystem_error& e) {
        GTEST_SKIP() << "no sparse file here: " << e.what();
    }
    const std::string msg = open_error(p);
    auto gb = [](std::size_t b) {
        char s[32];
        std::snprintf(s, sizeof s, b >= (std::size_t(10) << 30) ? "%.0f GB" : "%.1f GB",
                      double(b) / double(1 << 30));
        return std::string(s);
    };
    EXPECT_NE(msg.find(p.string() + ": is " + gb(phys + (std::size_t(1) << 30)) +
                       "; this machine has " + gb(phys)),
              std::string::npos)
        << msg;
}

// ------------------------------------------------------------------ live PyTorch

// Fresh random models from this machine's PyTorch (new seed each run, shapes the
// fixtures lack): an HF folder and a nanoGPT ckpt.pt written by torch.save.
TEST(LiveTorch, FreshModelsFromPyTorchMatch) {
    if (!fs::exists("/usr/bin/python3")) GTEST_SKIP() << "/usr/bin/python3 is not installed";
    TempDir t("live");
    const fs::path log = t.path / "log.txt";
    const std::string cmd = "/usr/bin/python3 '" + (data_dir() / "live_torch_check.py").string() +
                            "' '" + t.path.string() + "' > '" + log.string() + "' 2>&1";
    const int rc = std::system(cmd.c_str());
    if (rc != -1 && WIFEXITED(rc) && WEXITSTATUS(rc) == 77)
        GTEST_SKIP() << "no torch: " << slurp(log);
    ASSERT_TRUE(rc != -1 && WIFEXITED(rc) && WEXITSTATUS(rc) == 0) << cmd << "\n" << slurp(log);
    std::printf("[  parity  ] live: %s", slurp(log).c_str());
    for (const char* what : {"hf", "nanogpt/ckpt.pt"}) {
        const fs::path folder = t.path / fs::path(what).begin()->string();
        const json e = read_json(folder / "expected.json");
        const OpenedModel m = open_model((t.path / what).string());
        const GptConfig want = config_of(e.at("config"));
        EXPECT_EQ(m.model.config, want) << what << " (seed " << e.at("seed") << ")";
        compare_with(
            m.model, e,
            std::string("live ") + what + " seed " + std::to_string(e.at("seed").get<long long>()));
    }
}

}  // namespace
}  // namespace attn
